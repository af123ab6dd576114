// stl_sort_test.cpp — core/stl_sort.hpp puts equal keys where GCC's libstdc++ puts them (the library torch 1.13's
// CPU kernels were built with). Natively this build uses libstdc++ too, so its std:: algorithms are the reference;
// sizes cross the insertion-sort threshold (16), and the heaps of partial_sort and of introselect's fallback.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "core/stl_sort.hpp"

namespace {

struct Keyed {
    int key;
    int position;
};

bool before(const Keyed& a, const Keyed& b) { return a.key < b.key; }

std::vector<int> positions(const std::vector<Keyed>& items) {
    std::vector<int> result;
    for (const Keyed& item : items) result.push_back(item.position);
    return result;
}

std::vector<Keyed> tied_keys(std::mt19937& random, int count, int distinct) {
    std::vector<Keyed> items(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) items[i] = {static_cast<int>(random() % distinct), i};
    return items;
}

}  // namespace

TEST(StlSort, SortOrdersTiesAsLibstdcxx) {
    std::mt19937 random(7);
    for (int count = 0; count < 260; ++count) {
        for (int distinct : {1, 2, 5, 1000}) {
            auto expected = tied_keys(random, count, distinct), ours = expected;
            std::sort(expected.begin(), expected.end(), before);
            qkv::stl::sort(ours.data(), ours.data() + ours.size(), before);
            ASSERT_EQ(positions(ours), positions(expected)) << count << " items, " << distinct << " keys";
        }
    }
}

TEST(StlSort, NthElementAndPartialSortOrderTiesAsLibstdcxx) {
    std::mt19937 random(11);
    for (int count = 1; count < 300; count += 3) {
        for (int nth : {0, count / 3, count - 1}) {
            auto expected = tied_keys(random, count, 4), ours = expected;
            std::nth_element(expected.begin(), expected.begin() + nth, expected.end(), before);
            qkv::stl::nth_element(ours.data(), ours.data() + nth, ours.data() + count, before);
            ASSERT_EQ(positions(ours), positions(expected)) << "nth_element " << count << " " << nth;
            auto expected_heap = tied_keys(random, count, 4), ours_heap = expected_heap;
            std::partial_sort(expected_heap.begin(), expected_heap.begin() + nth, expected_heap.end(), before);
            qkv::stl::partial_sort(ours_heap.data(), ours_heap.data() + nth, ours_heap.data() + count, before);
            ASSERT_EQ(positions(ours_heap), positions(expected_heap)) << "partial_sort " << count << " " << nth;
        }
    }
}

TEST(StlSort, AllEqualKeysReachTheDepthLimit) {
    for (int count : {1000, 20000}) {
        std::vector<Keyed> expected(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) expected[i] = {i % 3 == 0 ? 1 : 0, i};
        auto ours = expected, expected_nth = expected, ours_nth = expected;
        std::sort(expected.begin(), expected.end(), before);
        qkv::stl::sort(ours.data(), ours.data() + count, before);
        EXPECT_EQ(positions(ours), positions(expected));
        std::nth_element(expected_nth.begin(), expected_nth.begin() + count / 2, expected_nth.end(), before);
        qkv::stl::nth_element(ours_nth.data(), ours_nth.data() + count / 2, ours_nth.data() + count, before);
        EXPECT_EQ(positions(ours_nth), positions(expected_nth));
    }
}
