// python_tensor_select_test.cpp — dtypes and promotion, comparisons into bool tensors, where, masked_fill, tril/triu.
#include <gtest/gtest.h>

#include <cmath>

#include "python/runtime/errors.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/tensor/tensor_repr.hpp"

using namespace qkv::python;

namespace {
MeterPtr meter() { return std::make_shared<MemoryMeter>(1u << 24); }
TensorPtr floats(const MeterPtr& m, const Shape& shape, std::vector<float> values) {
    TensorPtr tensor = make_tensor(m, shape, "test");
    tensor->storage->values = std::move(values);
    return tensor;
}
TensorPtr integers(const MeterPtr& m, const Shape& shape, std::vector<std::int64_t> values, DType dtype = DType::Int64) {
    TensorPtr tensor = make_tensor(m, shape, "test", dtype);
    tensor->storage->integers = std::move(values);
    return tensor;
}
}  // namespace

TEST(PythonTensorSelect, PromotionOrdersBoolIntFloat) {
    EXPECT_EQ(promote(DType::Bool, DType::Int64), DType::Int64);
    EXPECT_EQ(promote(DType::Int64, DType::Float32), DType::Float32);
    EXPECT_EQ(promote(DType::Bool, DType::Bool), DType::Bool);
    auto m = meter();
    auto sum = tensor_binary(m, '+', *integers(m, {2}, {1, 2}), *floats(m, {2}, {0.25f, 0.5f}));
    EXPECT_EQ(sum->dtype, DType::Float32);
    EXPECT_EQ(sum->storage->values, (std::vector<float>{1.25f, 2.5f}));
    auto quotient = tensor_binary(m, '/', *integers(m, {2}, {1, 3}), *integers(m, {2}, {2, 2}));
    EXPECT_EQ(quotient->dtype, DType::Float32);
    EXPECT_EQ(quotient->storage->values, (std::vector<float>{0.5f, 1.5f}));
}

TEST(PythonTensorSelect, ComparisonsGiveBoolTensorsInThePromotedType) {
    auto m = meter();
    // 0.1 as a Python float is cast to float32 before comparing, as torch does.
    auto equal = tensor_compare(m, "==", *floats(m, {1}, {0.1f}), *scalar_tensor(m, Scalar{DType::Float32, 0.1, 0}));
    EXPECT_EQ(equal->dtype, DType::Bool);
    EXPECT_EQ(equal->storage->integers, (std::vector<std::int64_t>{1}));
    auto greater = tensor_compare(m, ">", *integers(m, {3}, {1, 2, 3}), *scalar_tensor(m, Scalar{DType::Float32, 1.5, 0}));
    EXPECT_EQ(greater->storage->integers, (std::vector<std::int64_t>{0, 1, 1}));
    EXPECT_EQ(tensor_repr(*greater), "tensor([False,  True,  True])");
}

TEST(PythonTensorSelect, MaskedFillWithMinusInfinityBelowTheDiagonalMask) {
    auto m = meter();
    auto ones = floats(m, {2, 2}, {1, 1, 1, 1});
    auto lower = tensor_triangle(m, *ones, 0, true);
    EXPECT_EQ(lower->storage->values, (std::vector<float>{1, 0, 1, 1}));
    auto mask = tensor_compare(m, "==", *lower, *scalar_tensor(m, Scalar{DType::Int64, 0.0, 0}));
    auto filled = tensor_masked_fill(m, *floats(m, {2, 2}, {0.5f, 0.5f, 0.5f, 0.5f}), *mask, Scalar{DType::Float32, -INFINITY, 0});
    EXPECT_EQ(tensor_repr(*filled), "tensor([[0.5000,   -inf],\n        [0.5000, 0.5000]])");
}

TEST(PythonTensorSelect, WhereBroadcastsAndPromotes) {
    auto m = meter();
    auto condition = integers(m, {2}, {1, 0}, DType::Bool);
    auto picked = tensor_where(m, *condition, *integers(m, {2}, {1, 2}), *scalar_tensor(m, Scalar{DType::Float32, 0.5, 0}));
    EXPECT_EQ(picked->dtype, DType::Float32);
    EXPECT_EQ(picked->storage->values, (std::vector<float>{1.0f, 0.5f}));
    EXPECT_THROW(tensor_where(m, *integers(m, {2}, {1, 0}), *condition, *condition), PythonError);
}

TEST(PythonTensorSelect, TriuKeepsTheDiagonalOffsetOfEveryMatrix) {
    auto m = meter();
    auto values = integers(m, {2, 2, 3}, {1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6});
    auto upper = tensor_triangle(m, *values, 1, false);
    EXPECT_EQ(upper->storage->integers, (std::vector<std::int64_t>{0, 2, 3, 0, 0, 6, 0, 2, 3, 0, 0, 6}));
}

TEST(PythonTensorSelect, FloatToLongTruncatesTowardZero) {
    auto m = meter();
    auto cast = tensor_to_dtype(m, *floats(m, {3}, {1.7f, -2.3f, 0.5f}), DType::Int64);
    EXPECT_EQ(cast->storage->integers, (std::vector<std::int64_t>{1, -2, 0}));
    EXPECT_EQ(tensor_repr(*cast), "tensor([ 1, -2,  0])");
}
