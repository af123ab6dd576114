// stl_sort.hpp — the orderings GCC's libstdc++ produces for std::sort, std::nth_element and std::partial_sort,
// written out so that every build (natively and in wasm, whose libc++ orders ties differently) puts equal keys
// where torch 1.13's CPU sort and topk kernels put them. These algorithms are not stable: which of two equal
// values comes first depends on the exact sequence of comparisons and swaps, so that sequence is what is kept.
//
// `Less` is a strict weak ordering on the elements (a "comes before" test), as the kernels pass it.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace qkv::stl {

namespace detail {

constexpr std::ptrdiff_t kInsertionThreshold = 16;

inline std::ptrdiff_t floor_log2(std::ptrdiff_t n) {
    std::ptrdiff_t result = -1;
    for (; n > 0; n >>= 1) ++result;
    return result;
}

// Moves the element at `last` left until nothing before it is greater; a smaller element exists on the left.
template <class T, class Less>
void unguarded_linear_insert(T* last, Less less) {
    T value = std::move(*last);
    T* next = last - 1;
    while (less(value, *next)) {
        *last = std::move(*next);
        last = next;
        --next;
    }
    *last = std::move(value);
}

template <class T, class Less>
void insertion_sort(T* first, T* last, Less less) {
    if (first == last) return;
    for (T* i = first + 1; i != last; ++i) {
        if (less(*i, *first)) {
            T value = std::move(*i);
            for (T* move = i; move != first; --move) *move = std::move(*(move - 1));
            *first = std::move(value);
        } else {
            unguarded_linear_insert(i, less);
        }
    }
}

// Sifts the hole at `hole` down to a leaf by the larger child, then pushes `value` back up from there.
template <class T, class Less>
void adjust_heap(T* first, std::ptrdiff_t hole, std::ptrdiff_t length, T value, Less less) {
    const std::ptrdiff_t top = hole;
    std::ptrdiff_t child = hole;
    while (child < (length - 1) / 2) {
        child = 2 * (child + 1);
        if (less(first[child], first[child - 1])) --child;
        first[hole] = std::move(first[child]);
        hole = child;
    }
    if ((length & 1) == 0 && child == (length - 2) / 2) {
        child = 2 * (child + 1);
        first[hole] = std::move(first[child - 1]);
        hole = child - 1;
    }
    std::ptrdiff_t parent = (hole - 1) / 2;
    while (hole > top && less(first[parent], value)) {
        first[hole] = std::move(first[parent]);
        hole = parent;
        parent = (hole - 1) / 2;
    }
    first[hole] = std::move(value);
}

template <class T, class Less>
void make_heap(T* first, T* last, Less less) {
    const std::ptrdiff_t length = last - first;
    if (length < 2) return;
    for (std::ptrdiff_t parent = (length - 2) / 2;; --parent) {
        T value = std::move(first[parent]);
        adjust_heap(first, parent, length, std::move(value), less);
        if (parent == 0) return;
    }
}

// Moves the heap's top to `result` and puts the element that was at `result` into the heap [first, last).
template <class T, class Less>
void pop_heap(T* first, T* last, T* result, Less less) {
    T value = std::move(*result);
    *result = std::move(*first);
    adjust_heap(first, std::ptrdiff_t{0}, last - first, std::move(value), less);
}

template <class T, class Less>
void heap_select(T* first, T* middle, T* last, Less less) {
    make_heap(first, middle, less);
    for (T* i = middle; i < last; ++i)
        if (less(*i, *first)) pop_heap(first, middle, i, less);
}

template <class T, class Less>
void sort_heap(T* first, T* last, Less less) {
    while (last - first > 1) {
        --last;
        pop_heap(first, last, last, less);
    }
}

template <class T, class Less>
void move_median_to_first(T* result, T* a, T* b, T* c, Less less) {
    using std::swap;
    if (less(*a, *b)) {
        if (less(*b, *c)) swap(*result, *b);
        else if (less(*a, *c)) swap(*result, *c);
        else swap(*result, *a);
    } else if (less(*a, *c)) {
        swap(*result, *a);
    } else if (less(*b, *c)) {
        swap(*result, *c);
    } else {
        swap(*result, *b);
    }
}

// Median of three moved to the front as the pivot, then Hoare's partition of the rest around it.
template <class T, class Less>
T* partition_around_median(T* first, T* last, Less less) {
    using std::swap;
    move_median_to_first(first, first + 1, first + (last - first) / 2, last - 1, less);
    T* const pivot = first;
    T* left = first + 1;
    T* right = last;
    while (true) {
        while (less(*left, *pivot)) ++left;
        --right;
        while (less(*pivot, *right)) --right;
        if (!(left < right)) return left;
        swap(*left, *right);
        ++left;
    }
}

template <class T, class Less>
void introsort_loop(T* first, T* last, std::ptrdiff_t depth_limit, Less less) {
    while (last - first > kInsertionThreshold) {
        if (depth_limit == 0) {
            heap_select(first, last, last, less);
            sort_heap(first, last, less);
            return;
        }
        --depth_limit;
        T* cut = partition_around_median(first, last, less);
        introsort_loop(cut, last, depth_limit, less);
        last = cut;
    }
}

}  // namespace detail

// std::sort: introsort down to runs of 16, then one insertion sort pass.
template <class T, class Less>
void sort(T* first, T* last, Less less) {
    if (first == last) return;
    detail::introsort_loop(first, last, detail::floor_log2(last - first) * 2, less);
    if (last - first > detail::kInsertionThreshold) {
        detail::insertion_sort(first, first + detail::kInsertionThreshold, less);
        for (T* i = first + detail::kInsertionThreshold; i != last; ++i) detail::unguarded_linear_insert(i, less);
    } else {
        detail::insertion_sort(first, last, less);
    }
}

// std::nth_element: introselect down to runs of 3, then insertion sort.
template <class T, class Less>
void nth_element(T* first, T* nth, T* last, Less less) {
    if (first == last || nth == last) return;
    std::ptrdiff_t depth_limit = detail::floor_log2(last - first) * 2;
    while (last - first > 3) {
        if (depth_limit == 0) {
            detail::heap_select(first, nth + 1, last, less);
            std::swap(*first, *nth);
            return;
        }
        --depth_limit;
        T* cut = detail::partition_around_median(first, last, less);
        if (cut <= nth) first = cut;
        else last = cut;
    }
    detail::insertion_sort(first, last, less);
}

// std::partial_sort: the smallest (middle - first) elements in order at the front, by a heap.
template <class T, class Less>
void partial_sort(T* first, T* middle, T* last, Less less) {
    detail::heap_select(first, middle, last, less);
    detail::sort_heap(first, middle, less);
}

}  // namespace qkv::stl
