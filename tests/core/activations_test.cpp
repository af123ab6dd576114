// activations_test.cpp — sigmoid, SiLU and GELU (both approximations, ATen's kernel and oneDNN's) against real torch
// 1.13.1 (AVX2, one thread), bit for bit: whole outputs over run lengths around the 16-element blocks, by hash, and
// every edge value both as a vector lane and in the scalar tail. tests/core/generate_activation_goldens.py wrote the
// tables.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "core/activations.hpp"
#include "core/float_bits.hpp"
#include "float_hash.hpp"

using qkv::Activation;

namespace {

enum class Kernel { Sigmoid, Silu, Gelu, GeluTanh, GeluOneDnn };

// What torch computes for one contiguous run of `in` (oneDNN's GELU treats every element alike).
std::vector<float> run(Kernel kernel, const std::vector<float>& in) {
    std::vector<float> out(in.size());
    if (kernel == Kernel::GeluOneDnn) {
        for (std::size_t i = 0; i < in.size(); ++i) out[i] = qkv::gelu_erf_onednn(in[i]);
        return out;
    }
    const Activation kinds[] = {Activation::Sigmoid, Activation::Silu, Activation::Gelu, Activation::GeluTanh};
    qkv::apply_activation(kinds[static_cast<int>(kernel)], in.data(), out.data(), in.size(), true);
    return out;
}

// ((i * 37) % 23 - 11) * scale + (i % 5) * 0.01, in double, rounded once to float (as torch.tensor does).
std::vector<float> pattern(std::size_t n, double scale) {
    std::vector<float> values(n);
    for (std::size_t i = 0; i < n; ++i)
        values[i] = static_cast<float>(static_cast<double>(static_cast<int>(i * 37 % 23) - 11) * scale + static_cast<double>(i % 5) * 0.01);
    return values;
}

struct HashCase {
    Kernel kernel;
    std::size_t n;
    double scale;
    std::uint64_t torch_hash;
};

const HashCase kHashCases[] = {
    {Kernel::Sigmoid, 1, 0.37, 0x1feecce79a3e032dull},
    {Kernel::Sigmoid, 1, 9.10, 0x4d25767f9dce13f5ull},
    {Kernel::Sigmoid, 7, 0.37, 0xdc198afb2e4a4f4cull},
    {Kernel::Sigmoid, 7, 9.10, 0x8df2441fa648e234ull},
    {Kernel::Sigmoid, 15, 0.37, 0xa04ba63a2d7251a5ull},
    {Kernel::Sigmoid, 15, 9.10, 0x28dbaf7123084693ull},
    {Kernel::Sigmoid, 16, 0.37, 0x999f641b1f998472ull},
    {Kernel::Sigmoid, 16, 9.10, 0x8d9bb2f8ee51d22dull},
    {Kernel::Sigmoid, 17, 0.37, 0x946c4dcf4ca56f00ull},
    {Kernel::Sigmoid, 17, 9.10, 0xdaa1eff6b573e410ull},
    {Kernel::Sigmoid, 31, 0.37, 0xbf7fdfedc3ce3bc4ull},
    {Kernel::Sigmoid, 31, 9.10, 0xf9d1f09b35c77caaull},
    {Kernel::Sigmoid, 33, 0.37, 0x0b1d247fcc124a8cull},
    {Kernel::Sigmoid, 33, 9.10, 0xc4fa712b7f7107ebull},
    {Kernel::Sigmoid, 100, 0.37, 0xa815070a61a299f0ull},
    {Kernel::Sigmoid, 100, 9.10, 0x69394cc7d9bea82eull},
    {Kernel::Sigmoid, 1024, 0.37, 0xbca0e42c736a6d8cull},
    {Kernel::Sigmoid, 1024, 9.10, 0xd402551e048cae1eull},
    {Kernel::Silu, 1, 0.37, 0xdda2c3d091e8085full},
    {Kernel::Silu, 1, 9.10, 0x4d24f67f9dcd3a75ull},
    {Kernel::Silu, 7, 0.37, 0x71bab6d16fa1ccb1ull},
    {Kernel::Silu, 7, 9.10, 0xc6652e1e50e4efaeull},
    {Kernel::Silu, 15, 0.37, 0x2857d16d70b734b3ull},
    {Kernel::Silu, 15, 9.10, 0xd2ff1b248f02e071ull},
    {Kernel::Silu, 16, 0.37, 0x19df5c5137e37cafull},
    {Kernel::Silu, 16, 9.10, 0x6c47ab52da232b27ull},
    {Kernel::Silu, 17, 0.37, 0x3c13c0ff24c782ffull},
    {Kernel::Silu, 17, 9.10, 0x454c4e1eedd68733ull},
    {Kernel::Silu, 31, 0.37, 0xea476cca7860666cull},
    {Kernel::Silu, 31, 9.10, 0x306b89df3f710d7bull},
    {Kernel::Silu, 33, 0.37, 0x8dc5538496ec047aull},
    {Kernel::Silu, 33, 9.10, 0x9b3cb991e6eec2beull},
    {Kernel::Silu, 100, 0.37, 0x12131d1ba24e7670ull},
    {Kernel::Silu, 100, 9.10, 0xdfee321ebbc8a98bull},
    {Kernel::Silu, 1024, 0.37, 0x5b839b276b79e9baull},
    {Kernel::Silu, 1024, 9.10, 0xe6846ec4355a08bbull},
    {Kernel::Gelu, 1, 0.37, 0x184d62cb2569a42full},
    {Kernel::Gelu, 1, 9.10, 0x4d24f67f9dcd3a75ull},
    {Kernel::Gelu, 7, 0.37, 0xf8c3dfded4bbfc9cull},
    {Kernel::Gelu, 7, 9.10, 0x3aa7965d7e27ec07ull},
    {Kernel::Gelu, 15, 0.37, 0xa67b19eae237a9d0ull},
    {Kernel::Gelu, 15, 9.10, 0x5fd853ac55975b8bull},
    {Kernel::Gelu, 16, 0.37, 0x2d14050667554930ull},
    {Kernel::Gelu, 16, 9.10, 0x776244e647bb143bull},
    {Kernel::Gelu, 17, 0.37, 0x187471249556e54dull},
    {Kernel::Gelu, 17, 9.10, 0xddece0bd9f7eeb3full},
    {Kernel::Gelu, 31, 0.37, 0x16b56d4544ecf036ull},
    {Kernel::Gelu, 31, 9.10, 0xff1987304059df05ull},
    {Kernel::Gelu, 33, 0.37, 0x3a759930d64e6198ull},
    {Kernel::Gelu, 33, 9.10, 0x6304435fa60be836ull},
    {Kernel::Gelu, 100, 0.37, 0x212fa09d6c7c02b9ull},
    {Kernel::Gelu, 100, 9.10, 0x4e69dd4ed8fb1157ull},
    {Kernel::Gelu, 1024, 0.37, 0x6def4c16145029b6ull},
    {Kernel::Gelu, 1024, 9.10, 0xf496de771dc72686ull},
    {Kernel::GeluTanh, 1, 0.37, 0x97691e2ec83a7fbbull},
    {Kernel::GeluTanh, 1, 9.10, 0x4d24f67f9dcd3a75ull},
    {Kernel::GeluTanh, 7, 0.37, 0xe61feaddcbb13c83ull},
    {Kernel::GeluTanh, 7, 9.10, 0x3aa7965d7e27ec07ull},
    {Kernel::GeluTanh, 15, 0.37, 0x80632a3ddf14a3a9ull},
    {Kernel::GeluTanh, 15, 9.10, 0x5fd853ac55975b8bull},
    {Kernel::GeluTanh, 16, 0.37, 0x839380cbc95dddeeull},
    {Kernel::GeluTanh, 16, 9.10, 0x776244e647bb143bull},
    {Kernel::GeluTanh, 17, 0.37, 0xd2c110fb860093caull},
    {Kernel::GeluTanh, 17, 9.10, 0xddece0bd9f7eeb3full},
    {Kernel::GeluTanh, 31, 0.37, 0x26fdb8ff841a41acull},
    {Kernel::GeluTanh, 31, 9.10, 0xff1987304059df05ull},
    {Kernel::GeluTanh, 33, 0.37, 0xbf13338143917f5cull},
    {Kernel::GeluTanh, 33, 9.10, 0x6304435fa60be836ull},
    {Kernel::GeluTanh, 100, 0.37, 0x2980593d3538d4b8ull},
    {Kernel::GeluTanh, 100, 9.10, 0x4e69dd4ed8fb1157ull},
    {Kernel::GeluTanh, 1024, 0.37, 0x94473c68f71da3f1ull},
    {Kernel::GeluTanh, 1024, 9.10, 0xf496de771dc72686ull},
    {Kernel::GeluOneDnn, 7, 0.37, 0x31a7183290f023b6ull},
    {Kernel::GeluOneDnn, 7, 9.10, 0x3b4583a8621d7a07ull},
    {Kernel::GeluOneDnn, 15, 0.37, 0xec49ba2d8ce781e7ull},
    {Kernel::GeluOneDnn, 15, 9.10, 0x3656d73ff7894e5cull},
    {Kernel::GeluOneDnn, 16, 0.37, 0x60dcd01b0c8fc00dull},
    {Kernel::GeluOneDnn, 16, 9.10, 0x417187a42b5cf21cull},
    {Kernel::GeluOneDnn, 17, 0.37, 0x8495b3ef92ac8039ull},
    {Kernel::GeluOneDnn, 17, 9.10, 0x6ae6175dce5193fcull},
    {Kernel::GeluOneDnn, 31, 0.37, 0x27507d292e21ef7bull},
    {Kernel::GeluOneDnn, 31, 9.10, 0xd7dac8f1352ab462ull},
    {Kernel::GeluOneDnn, 33, 0.37, 0xf0d8267e5cbbd9aaull},
    {Kernel::GeluOneDnn, 33, 9.10, 0x53217233b991ced3ull},
    {Kernel::GeluOneDnn, 100, 0.37, 0x5c1ed50276e03f8dull},
    {Kernel::GeluOneDnn, 100, 9.10, 0x441b66ba87da4019ull},
    {Kernel::GeluOneDnn, 1024, 0.37, 0x79a6937cde46ca56ull},
    {Kernel::GeluOneDnn, 1024, 9.10, 0x9a35911fde004937ull},
};

struct SpecialCase {
    Kernel kernel;
    std::uint32_t torch_bits[31];
};

const SpecialCase kSpecialCases[] = {
    {Kernel::Sigmoid, {
        0x00000000u, 0x3f800000u, 0x7fc00000u, 0x3f000000u, 0x3f000000u, 0x006cb2bcu, 0x00000000u, 0x00000000u,
        0x00000000u, 0x3f800000u, 0x3f000000u, 0x3f000000u, 0x3b330ab1u, 0x3f7c37c5u, 0x38808351u, 0x3f32ce9eu,
        0x00000000u, 0x3f800000u, 0xffc00000u, 0x3f000000u, 0x3f000000u, 0x006cb2bcu, 0x00000000u, 0x00000000u,
        0x00000000u, 0x3f800000u, 0x3f000000u, 0x3f000000u, 0x3b330ab1u, 0x3f7c37c5u, 0x38808351u}},
    {Kernel::Silu, {
        0xffc00000u, 0x7f800000u, 0x7fc00000u, 0x00000000u, 0x80000000u, 0x83949c5du, 0x80000000u, 0x80000000u,
        0x80000000u, 0x42b1cccdu, 0x8d224260u, 0x00105564u, 0xbc840b16u, 0x40846a14u, 0xba1bd26bu, 0x3f1632adu,
        0xffc00000u, 0x7f800000u, 0x7fc00000u, 0x00000000u, 0x80000000u, 0x83949c5du, 0x80000000u, 0x80000000u,
        0x80000000u, 0x42b1cccdu, 0x8d224260u, 0x00105564u, 0xbc840b16u, 0x40846a14u, 0xba1bd26bu}},
    {Kernel::Gelu, {
        0xffc00000u, 0x7f800000u, 0x7fc00000u, 0x00000000u, 0x80000000u, 0x80000000u, 0x80000000u, 0x80000000u,
        0x80000000u, 0x42b1cccdu, 0x8d224260u, 0x00105564u, 0x80000000u, 0x408665f0u, 0x80000000u, 0x3f2bef2fu,
        0xffc00000u, 0x7f800000u, 0x7fc00000u, 0x00000000u, 0x80000000u, 0x80000000u, 0x80000000u, 0x80000000u,
        0x80000000u, 0x42b1cccdu, 0x8d224260u, 0x00105564u, 0x80000000u, 0x408665f0u, 0x80000000u}},
    {Kernel::GeluTanh, {
        0xffc00000u, 0x7f800000u, 0xffffffffu, 0x00000000u, 0x80000000u, 0x80000000u, 0x80000000u, 0x80000000u,
        0x80000000u, 0x42b1cccdu, 0x8d224260u, 0x00105564u, 0x80000000u, 0x4086662fu, 0x80000000u, 0x3f2be8d6u,
        0xffc00000u, 0x7f800000u, 0x7fc00000u, 0x00000000u, 0x80000000u, 0x80000000u, 0x80000000u, 0x80000000u,
        0x80000000u, 0x42b1cccdu, 0x8d224260u, 0x00105564u, 0x80000000u, 0x4086662fu, 0x80000000u}},
    {Kernel::GeluOneDnn, {
        0xffc00000u, 0x7f800000u, 0x7fc00000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
        0x00000000u, 0x42b1cccdu, 0x8d224260u, 0x00105564u, 0x00000000u, 0x408665f0u, 0x00000000u, 0x3f2bef30u,
        0xffc00000u, 0x7f800000u, 0x7fc00000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u,
        0x00000000u, 0x42b1cccdu, 0x8d224260u, 0x00105564u, 0x00000000u, 0x408665f0u, 0x00000000u}},
};

}  // namespace

TEST(Activations, WholeRunsMatchTorch) {
    for (const HashCase& c : kHashCases)
        EXPECT_EQ(fnv1a(run(c.kernel, pattern(c.n, c.scale))), c.torch_hash)
            << "kernel " << static_cast<int>(c.kernel) << ", n " << c.n << ", scale " << c.scale;
}

// -inf, inf, NaN, +-0, exp's underflow and overflow, erf's and tanh's saturation, tiny and subnormal inputs: the 16
// as one vector block, then the first 15 again as the scalar tail. NaN only has to stay NaN (its sign and payload
// are the hardware's).
TEST(Activations, EdgeValuesMatchTorchInBothPaths) {
    const float specials[] = {-INFINITY, INFINITY, NAN, 0.0f, -0.0f, -87.5f, -88.9f, -103.5f, -104.5f, 88.9f, -1e-30f,
                              3e-39f, -5.9f, 4.2f, -9.7f, 0.84f};
    std::vector<float> in(specials, specials + 16);
    in.insert(in.end(), specials, specials + 15);
    for (const SpecialCase& c : kSpecialCases) {
        const std::vector<float> out = run(c.kernel, in);
        for (std::size_t i = 0; i < in.size(); ++i) {
            const float expected = qkv::float_of(c.torch_bits[i]);
            if (std::isnan(expected)) EXPECT_TRUE(std::isnan(out[i])) << "kernel " << static_cast<int>(c.kernel) << ", input " << in[i];
            else EXPECT_EQ(qkv::bits_of(out[i]), c.torch_bits[i]) << "kernel " << static_cast<int>(c.kernel) << ", element " << i << ", input " << in[i];
        }
    }
}

// The same value gives different bits as a vector lane (SLEEF) and in the tail (glibc): the reason runs matter.
TEST(Activations, VectorLaneAndScalarTailDifferSomewhere) {
    int differences = 0;
    for (float x = -10.0f; x < 10.0f; x += 0.01f)
        differences += qkv::bits_of(qkv::activation_vector_lane(Activation::Sigmoid, x)) != qkv::bits_of(qkv::activation_scalar(Activation::Sigmoid, x));
    EXPECT_GT(differences, 0);
}
