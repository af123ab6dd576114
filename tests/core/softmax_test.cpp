// softmax_test.cpp — softmax, log_softmax and exp over rows whose lengths hit the 8-lane tails, with causal -inf
// masks, and over an inner dim: FNV-1a hashes of torch 1.13.1's output bits (AVX2, one thread).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/sleef_math.hpp"
#include "core/softmax.hpp"
#include "float_hash.hpp"

namespace {

// ((i * 37) % 23 - 11) * 0.37, and -inf past the middle when masked (a causal row).
std::vector<float> inputs(std::size_t n, bool masked) {
    std::vector<float> x(n);
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = static_cast<float>((static_cast<double>((i * 37) % 23) - 11.0) * 0.37);
        if (masked && i > n / 2) x[i] = -INFINITY;
    }
    return x;
}

struct RowCase {
    std::size_t n;
    bool masked;
    std::uint64_t softmax, log_softmax, exp;
};

struct InnerCase {
    std::size_t outer, dim, inner;
    std::uint64_t softmax, log_softmax;
};

}  // namespace

TEST(Softmax, LastDimMatchesTorchOverTails) {
    const RowCase cases[] = {
        {1, false, 0x4b72477f9c5c2f98ull, 0x4d25767f9dce13f5ull, 0xdd21e2b38e50eaf9ull},
        {1, true, 0x4b72477f9c5c2f98ull, 0x4d25767f9dce13f5ull, 0xdd21e2b38e50eaf9ull},
        {7, false, 0x3cc5752dbd5698c3ull, 0x2983fc0a4756fb6bull, 0x122de2d1d357ffdaull},
        {7, true, 0x6cfa59da1ad0113cull, 0xdaeef3208fff843eull, 0xf500a240c94f4c1bull},
        {8, false, 0x7a4f779e74939947ull, 0x2025fa5af1ad699cull, 0x5ef7d38524b986dbull},
        {8, true, 0xbdf178948048ef92ull, 0x32d3adce9a8a3244ull, 0x41175ac8179b7390ull},
        {9, false, 0xeffd36d19948caaaull, 0x4c93fea1ec5438aaull, 0x1fcdf80a8ecf191cull},
        {9, true, 0x69fafe76de78e9b2ull, 0xa005002243d16349ull, 0x8160d52cd4ba3490ull},
        {16, false, 0x8e891da5a911470dull, 0x4dea1516009fcaefull, 0xa065ca41d9d58ec6ull},
        {16, true, 0x8ecbf857a190220aull, 0x435978a860e845b3ull, 0xf7bef74a080a335cull},
        {17, false, 0x45905045782e1337ull, 0x45045430100e6ac1ull, 0xb20544656953845full},
        {17, true, 0xdd76aadec3b49faaull, 0xb7e564a2055dd16aull, 0x0876f113958aa71cull},
        {33, false, 0x12b8ee560db774f2ull, 0x33ff1875195972daull, 0x9646c9d26419e5c9ull},
        {33, true, 0xe52e8178d61e8a37ull, 0x19c8627e992d5141ull, 0x1a6f55c55473235full},
        {70, false, 0x32a0223e6ba73b28ull, 0x8dfc9f3a46aea65eull, 0x209cf0543805a201ull},
        {70, true, 0x2e96a3da50180ef2ull, 0xd1b4656c34a01ef8ull, 0x24695888acbec84aull},
    };
    for (const RowCase& c : cases) {
        const std::vector<float> x = inputs(c.n, c.masked);
        std::vector<float> out(c.n);
        qkv::softmax_last_dim(x.data(), out.data(), 1, c.n);
        EXPECT_EQ(fnv1a(out), c.softmax) << "softmax n=" << c.n << " masked=" << c.masked;
        qkv::log_softmax_last_dim(x.data(), out.data(), 1, c.n);
        EXPECT_EQ(fnv1a(out), c.log_softmax) << "log_softmax n=" << c.n << " masked=" << c.masked;
        for (std::size_t i = 0; i < c.n; ++i) out[i] = qkv::sleef_expf(x[i]);
        EXPECT_EQ(fnv1a(out), c.exp) << "exp n=" << c.n << " masked=" << c.masked;
    }
}

TEST(Softmax, InnerDimMatchesTorch) {
    const InnerCase cases[] = {
        {2, 5, 9, 0x2a8a61c8fb50e451ull, 0x729b176119efcfffull},
        {3, 4, 17, 0xa798c7333efefb23ull, 0x409ef92eb5f39121ull},
        {1, 33, 3, 0x5a50de5fbb9d47eeull, 0x0bd30372ec723bb8ull},
        {2, 7, 8, 0xdb5c30e72f6cff2dull, 0xa1aac033fb3f26d8ull},
    };
    for (const InnerCase& c : cases) {
        const std::vector<float> x = inputs(c.outer * c.dim * c.inner, false);
        std::vector<float> out(x.size());
        qkv::softmax_inner_dim(x.data(), out.data(), c.outer, c.dim, c.inner);
        EXPECT_EQ(fnv1a(out), c.softmax) << "softmax " << c.outer << "x" << c.dim << "x" << c.inner;
        qkv::log_softmax_inner_dim(x.data(), out.data(), c.outer, c.dim, c.inner);
        EXPECT_EQ(fnv1a(out), c.log_softmax) << "log_softmax " << c.outer << "x" << c.dim << "x" << c.inner;
    }
}

TEST(Softmax, FullyMaskedRowIsNaN) {
    const std::vector<float> x(5, -INFINITY);
    std::vector<float> out(5);
    qkv::softmax_last_dim(x.data(), out.data(), 1, 5);
    for (float value : out) EXPECT_TRUE(std::isnan(value));
}
