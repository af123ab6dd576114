// reductions_test.cpp — sum (cascade order), var (two-pass or Welford) and the 2-norm over [outer, size, inner]
// shapes that hit the vector tails: FNV-1a hashes of torch 1.13.1's output bits (AVX2, one thread).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/reductions.hpp"
#include "float_hash.hpp"

namespace {

std::vector<float> inputs(std::size_t n) {
    std::vector<float> x(n);
    for (std::size_t i = 0; i < n; ++i)
        x[i] = static_cast<float>((static_cast<double>((i * 37) % 23) - 11.0) * 0.37 + static_cast<double>(i % 7) * 0.013);
    return x;
}

struct Case {
    std::size_t outer, size, inner;
    std::uint64_t sum, var, norm_of_rows;
};

}  // namespace

TEST(Reductions, MatchTorchOverTails) {
    const Case cases[] = {
        {1, 1, 1, 0xaec72706519e8919ull, 0x4a99077f9ba3d218ull, 0xaec7a706519f6299ull},
        {1, 7, 1, 0xd604a23ee3985070ull, 0x3c7860889f98d37cull, 0x8ac945bed427ab31ull},
        {1, 9, 1, 0xa8c1a7a5bdb85eb1ull, 0xd4e22da71a5c8107ull, 0x497a904fc1255b47ull},
        {3, 17, 1, 0xa98cc1c034181122ull, 0xf26693ec53591f40ull, 0x15ecd155fb558db1ull},
        {2, 33, 1, 0xd334be36211749e2ull, 0x32fe2905e14ccf68ull, 0xfc4bbc247d158285ull},
        {1, 100, 1, 0x5b4898a061ead6c1ull, 0x6c015c594471729cull, 0x302dd047dd914364ull},
        {1, 4097, 1, 0x91855a7afb5dc3b3ull, 0x28b2626a4f954cb0ull, 0x3146f2b8632ee40cull},
        {2, 5, 3, 0x4f05329b23b86291ull, 0x67695761428937e8ull, 0x8a859885b2fc231full},
        {2, 9, 7, 0x61769e189c50a13aull, 0xcd52e6c45fcd700dull, 0xcfb4b56eb7908a91ull},
        {1, 33, 8, 0x9586841799f4a441ull, 0x823fc0ccf84bfedcull, 0xd02843d37f6db16bull},
        {2, 17, 9, 0xb12632795c7796c3ull, 0x5c5fe8350ecfa37bull, 0xad98bb2c5e6c7969ull},
        {1, 65, 33, 0x3afe6308cd03a489ull, 0x68ce9252dcdf210aull, 0xec375e23605e7433ull},
        {3, 300, 40, 0x7caf3194a7c81152ull, 0x83e3801369e342c8ull, 0x2e503faa2ad735a9ull},
    };
    for (const Case& c : cases) {
        const std::vector<float> x = inputs(c.outer * c.size * c.inner);
        const std::size_t results = c.outer * c.inner;
        std::vector<float> out(results);
        qkv::sum_over(x.data(), out.data(), c.outer, c.size, c.inner);
        EXPECT_EQ(fnv1a(out), c.sum) << "sum " << c.outer << "x" << c.size << "x" << c.inner;
        std::vector<double> variances(results);
        if (results == 1) variances[0] = qkv::variance_all(x.data(), x.size(), 1.0);
        else qkv::variance_over(x.data(), variances.data(), c.outer, c.size, c.inner, 1.0);
        for (std::size_t i = 0; i < results; ++i) out[i] = static_cast<float>(variances[i]);
        EXPECT_EQ(fnv1a(out), c.var) << "var " << c.outer << "x" << c.size << "x" << c.inner;
        // The rows of the same values viewed as [outer * size, inner], normed along their last dim.
        std::vector<float> norms(c.outer * c.size);
        for (std::size_t r = 0; r < norms.size(); ++r) norms[r] = qkv::norm2_row(x.data() + r * c.inner, c.inner);
        EXPECT_EQ(fnv1a(norms), c.norm_of_rows) << "norm " << c.outer << "x" << c.size << "x" << c.inner;
    }
}

// The 2-norm over a middle dim (x.norm(dim=1) of [outer, size, inner]), torch's generic reduction; hashes printed
// by tests/core/generate_torch_hashes.py.
TEST(Reductions, NormOverAMiddleDimMatchesTorch) {
    struct NormCase {
        std::size_t outer, size, inner;
        std::uint64_t hash;
    };
    const NormCase cases[] = {
        {2, 5, 3, 0x9d3bafb27e19014bull},
        {2, 9, 7, 0xf5fdd48cda7c51d1ull},
        {1, 33, 8, 0xf014eb875ce026ebull},
        {2, 17, 9, 0x7aada24129e65ad1ull},
        {1, 65, 33, 0xbd056e2f7ff74ae5ull},
        {3, 300, 40, 0x11ff6558ecffe3beull},
    };
    for (const NormCase& c : cases) {
        const std::vector<float> x = inputs(c.outer * c.size * c.inner);
        std::vector<float> out(c.outer * c.inner);
        qkv::norm2_over(x.data(), out.data(), c.outer, c.size, c.inner);
        EXPECT_EQ(fnv1a(out), c.hash) << c.outer << "x" << c.size << "x" << c.inner;
    }
}

TEST(Reductions, VarianceOfOneElementIsNaN) {
    const float one = 2.5f;
    EXPECT_TRUE(std::isnan(qkv::variance_all(&one, 1, 1.0)));
    EXPECT_EQ(qkv::variance_all(&one, 1, 0.0), 0.0);
}
