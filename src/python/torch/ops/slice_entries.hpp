// slice_entries.hpp — what the sorting and selecting kernels (tensor_sorting.cpp, tensor_selection.cpp) share: a
// tensor seen as [outer, size, inner] around one dim, and the (value, index) entries of one slice, with NaN tests
// that compile away for integer types.
#pragma once

#include <cmath>
#include <cstdint>
#include <type_traits>

#include "python/torch/tensor/tensor.hpp"

namespace qkv::python {

struct Slices {
    std::int64_t outer = 1, size = 1, inner = 1;
};

inline Slices slices_around(const Shape& shape, std::int64_t dim) {
    Slices s;
    for (std::size_t axis = 0; axis < shape.size(); ++axis) {
        const std::int64_t position = static_cast<std::int64_t>(axis);
        (position < dim ? s.outer : position == dim ? s.size : s.inner) *= shape[axis];
    }
    return s;
}

template <class T>
struct Entry {
    T value;
    std::int64_t index;
};

template <class T>
bool is_nan(T value) {
    if constexpr (std::is_floating_point_v<T>) return std::isnan(value);
    else return false;
}

}  // namespace qkv::python
