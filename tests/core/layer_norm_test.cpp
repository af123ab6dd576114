// layer_norm_test.cpp — layer_norm over rows whose lengths hit the 8-lane and 16-vector chunk tails, around 0 and
// around 1000 (where a different order of the Welford steps shows): FNV-1a hashes of torch 1.13.1's output bits
// (AVX2, one thread), printed by tests/core/generate_torch_hashes.py.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "core/layer_norm.hpp"
#include "float_hash.hpp"

namespace {

// ((i * 37) % 23 - 11) * scale + offset, computed in double and rounded once, as the generator builds it.
std::vector<float> pattern(std::size_t count, double scale, double offset) {
    std::vector<float> values(count);
    for (std::size_t i = 0; i < count; ++i)
        values[i] = static_cast<float>(static_cast<double>(static_cast<int>((i * 37) % 23) - 11) * scale + offset);
    return values;
}

struct LayerNormCase {
    std::size_t n;
    double offset;
    std::uint64_t plain, affine;
};

}  // namespace

TEST(LayerNorm, MatchesTorchOverTails) {
    const LayerNormCase cases[] = {
        // n, offset, hash without weight and bias, hash with them
        {1, 0.0, 0x8d8f6cdc42a1b2b7ull, 0x60e6f5e5873f9a25ull},
        {1, 1000.0, 0x3e5d80dc5deb9433ull, 0x48c7c75034f2f8dfull},
        {7, 0.0, 0x2a1809446c7b87b0ull, 0xe0fc85aa299e43a4ull},
        {7, 1000.0, 0xbae014fde0fbd271ull, 0xae5e5583f5085a3cull},
        {8, 0.0, 0x3107c372fc5c6dccull, 0x68eb311653954f6aull},
        {8, 1000.0, 0x03b8e1a0730654c5ull, 0xbcd3633d06bda052ull},
        {9, 0.0, 0x1a31e6327f38f8dfull, 0x920ef0537a79b6c0ull},
        {9, 1000.0, 0x2d7d86c886c4480bull, 0x48b1aec5743d094dull},
        {15, 0.0, 0xe341a62662d7372aull, 0xd479d026e997e4ddull},
        {15, 1000.0, 0x2524156bbecf8216ull, 0x01c9799e235df5b4ull},
        {16, 0.0, 0xb08c5159ed7a454full, 0xc080772bfce38d77ull},
        {16, 1000.0, 0x37611a7b44cea7d0ull, 0x4661aab646618ac7ull},
        {17, 0.0, 0x992be4d8f5ea3645ull, 0x9e5e9d4f8dfbe1e4ull},
        {17, 1000.0, 0x3e207263ead80dc0ull, 0x0736cc7b1b7fea22ull},
        {31, 0.0, 0x34a77bcf12ed318dull, 0x622ee9bd4f09d534ull},
        {31, 1000.0, 0xc09937cfdb2a2553ull, 0xda7002854c813bafull},
        {33, 0.0, 0xe6c0a10c00ebc6d5ull, 0xf3a29ed1d5da4967ull},
        {33, 1000.0, 0x755e7647fb041ff2ull, 0x053ccdf2153d14dbull},
        {64, 0.0, 0x0b2ea5fae6aee42dull, 0x76c41a14a075eb66ull},
        {64, 1000.0, 0xe0abe5cc43d7d6c1ull, 0xa8295f24f6ef3fa6ull},
        {65, 0.0, 0x7a6da6786578b537ull, 0x9ab6c9b08e9efb3aull},
        {65, 1000.0, 0x6e18c1275ef970d3ull, 0x3d0f8f9ef33a010dull},
        {100, 0.0, 0x58aaddd91dfb209full, 0x3f92ef7b627a2908ull},
        {100, 1000.0, 0x58dbccc8c8c7bf6eull, 0xe3aa12aa766f73c7ull},
        {1024, 0.0, 0x545cfdbbea2f2c51ull, 0xfa18f305c12342b3ull},
        {1024, 1000.0, 0x1b178f064a62fbdeull, 0x921cc6c305b19e58ull},
    };
    for (const LayerNormCase& c : cases) {
        const std::vector<float> x = pattern(3 * c.n, 0.37, c.offset);
        std::vector<float> weight(c.n), bias(c.n), out(x.size());
        for (std::size_t j = 0; j < c.n; ++j) {
            weight[j] = static_cast<float>(1 + static_cast<double>(static_cast<int>((j * 13) % 7) - 3) * 0.1);
            bias[j] = static_cast<float>(static_cast<double>(static_cast<int>((j * 5) % 11) - 5) * 0.05);
        }
        qkv::layer_norm_rows(x.data(), nullptr, nullptr, out.data(), 3, c.n, 1e-5f);
        EXPECT_EQ(fnv1a(out), c.plain) << "n=" << c.n << " offset=" << c.offset;
        qkv::layer_norm_rows(x.data(), weight.data(), bias.data(), out.data(), 3, c.n, 1e-5f);
        EXPECT_EQ(fnv1a(out), c.affine) << "affine n=" << c.n << " offset=" << c.offset;
    }
}

TEST(LayerNorm, ConstantRowIsZeroAndMomentsAreExact) {
    const std::vector<float> x(20, 2.5f);
    const qkv::RowMoments moments = qkv::row_moments(x.data(), x.size());
    EXPECT_EQ(moments.mean, 2.5f);
    EXPECT_EQ(moments.variance, 0.0f);
    std::vector<float> out(x.size());
    qkv::layer_norm_rows(x.data(), nullptr, nullptr, out.data(), 1, x.size(), 1e-5f);
    for (float value : out) EXPECT_EQ(value, 0.0f);
}

TEST(LayerNorm, NaNSpreadsOverItsRowOnly) {
    std::vector<float> x = pattern(18, 0.37, 0.0);
    x[4] = NAN;
    std::vector<float> out(x.size());
    qkv::layer_norm_rows(x.data(), nullptr, nullptr, out.data(), 2, 9, 1e-5f);
    for (std::size_t i = 0; i < 9; ++i) EXPECT_TRUE(std::isnan(out[i]));
    for (std::size_t i = 9; i < 18; ++i) EXPECT_FALSE(std::isnan(out[i]));
}
