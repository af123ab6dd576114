// python_numpy_repr_test.cpp — NumPy 1.24's printing of float32, int64 and bool arrays (expected texts from NumPy).
#include <gtest/gtest.h>

#include <cmath>

#include "python/runtime/errors.hpp"
#include "python/torch/numpy/numpy_repr.hpp"

using namespace qkv::python;

namespace {
Tensor floats(const Shape& shape, const std::vector<float>& values) {
    Tensor tensor;
    tensor.shape = shape;
    tensor.storage = std::make_shared<Storage>(std::make_shared<MemoryMeter>(1u << 24), values.size(), "test");
    tensor.storage->values = values;
    return tensor;
}
Tensor integers(const Shape& shape, const std::vector<std::int64_t>& values, DType dtype) {
    Tensor tensor;
    tensor.shape = shape;
    tensor.dtype = dtype;
    tensor.storage = std::make_shared<Storage>(std::make_shared<MemoryMeter>(1u << 24), values.size(), "test", dtype);
    tensor.storage->integers = values;
    return tensor;
}
}  // namespace

TEST(PythonNumpyRepr, ShortestDigitsPaddedRight) {
    const Tensor a = floats({2}, {1.5f, 0.25f});
    EXPECT_EQ(ndarray_str(a), "[1.5  0.25]");
    EXPECT_EQ(ndarray_repr(a), "array([1.5 , 0.25], dtype=float32)");
    EXPECT_EQ(ndarray_str(floats({2}, {1.0f, 2.0f})), "[1. 2.]");
}

TEST(PythonNumpyRepr, NonFiniteWidenTheIntegerPart) {
    EXPECT_EQ(ndarray_repr(floats({3}, {1.0f, NAN, -INFINITY})), "array([  1.,  nan, -inf], dtype=float32)");
}

TEST(PythonNumpyRepr, RowsAndBlocks) {
    EXPECT_EQ(ndarray_str(floats({2, 2}, {0, 0, 0, 0})), "[[0. 0.]\n [0. 0.]]");
    EXPECT_EQ(ndarray_repr(floats({2, 2, 2}, {1, 1, 1, 1, 1, 1, 1, 1})),
              "array([[[1., 1.],\n        [1., 1.]],\n\n       [[1., 1.],\n        [1., 1.]]], dtype=float32)");
}

TEST(PythonNumpyRepr, IntegersBoolsScalarsAndEmpty) {
    EXPECT_EQ(ndarray_str(integers({2}, {-3, 10}, DType::Int64)), "[-3 10]");
    EXPECT_EQ(ndarray_repr(integers({2}, {1, 1}, DType::Bool)), "array([ True,  True])");
    EXPECT_EQ(ndarray_repr(integers({}, {1}, DType::Bool)), "array(True)");
    EXPECT_EQ(ndarray_str(floats({}, {2.5f})), "2.5");
    // A scalar's shortest digits, written out with a fraction (texts from NumPy 1.24).
    EXPECT_EQ(ndarray_str(floats({}, {0.0f})), "0.0");
    EXPECT_EQ(ndarray_str(floats({}, {-0.0f})), "-0.0");
    EXPECT_EQ(ndarray_str(floats({}, {3.0f})), "3.0");
    EXPECT_EQ(ndarray_str(floats({}, {123456789.0f})), "123456790.0");
    EXPECT_EQ(ndarray_str(floats({}, {9.999999e15f})), "9999999000000000.0");
    EXPECT_EQ(ndarray_str(floats({}, {0.00011f})), "0.00011");
    EXPECT_THROW(ndarray_str(floats({}, {0.0001f})), PythonError);  // NumPy: 1e-04
    EXPECT_EQ(ndarray_repr(floats({2, 0}, {})), "array([], shape=(2, 0), dtype=float32)");
}

TEST(PythonNumpyRepr, ScientificNotationIsNotSupported) {
    EXPECT_THROW(ndarray_str(floats({2}, {1e-5f, 1.0f})), PythonError);
}
