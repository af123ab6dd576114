// python_tensor_repr_test.cpp — torch's print rules: modes, widths, wrapping, summarization, suffixes.
#include <gtest/gtest.h>

#include "python/torch/tensor/tensor_repr.hpp"

using namespace qkv::python;

namespace {
Tensor make(const Shape& shape, const std::vector<float>& values) {
    Tensor tensor;
    tensor.shape = shape;
    tensor.storage = std::make_shared<Storage>(std::make_shared<MemoryMeter>(1u << 30), values.size(), "test");
    tensor.storage->values = values;
    return tensor;
}
}  // namespace

TEST(PythonTensorRepr, IntegerModeAddsADot) {
    EXPECT_EQ(tensor_repr(make({3}, {1, 2, -3})), "tensor([ 1.,  2., -3.])");
    EXPECT_EQ(tensor_repr(make({2}, {0, 0})), "tensor([0., 0.])");
}

TEST(PythonTensorRepr, FixedFourDecimalsAndRows) {
    EXPECT_EQ(tensor_repr(make({2, 2}, {0.5f, -1.25f, 2.0f, 0.125f})), "tensor([[ 0.5000, -1.2500],\n        [ 2.0000,  0.1250]])");
}

TEST(PythonTensorRepr, ScientificWhenRangeIsWide) {
    EXPECT_EQ(tensor_repr(make({2}, {1e-5f, 1.0f})), "tensor([1.0000e-05, 1.0000e+00])");
}

TEST(PythonTensorRepr, ScalarAndEmpty) {
    EXPECT_EQ(tensor_repr(make({}, {0.25f})), "tensor(0.2500)");
    EXPECT_EQ(tensor_repr(make({0, 3}, {})), "tensor([], size=(0, 3))");
}

TEST(PythonTensorRepr, SuffixesAndParameter) {
    Tensor tensor = make({2}, {1.5f, 2.5f});
    tensor.grad_fn = "MmBackward0";
    EXPECT_EQ(tensor_repr(tensor), "tensor([1.5000, 2.5000], grad_fn=<MmBackward0>)");
    tensor.grad_fn.clear();
    tensor.requires_grad = true;
    tensor.is_parameter = true;
    EXPECT_EQ(tensor_repr(tensor), "Parameter containing:\ntensor([1.5000, 2.5000], requires_grad=True)");
}

TEST(PythonTensorRepr, SummarizesPastAThousandElements) {
    std::vector<float> values(1001);
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = static_cast<float>(i);
    EXPECT_EQ(tensor_repr(make({1001}, values)), "tensor([   0.,    1.,    2.,  ...,  998.,  999., 1000.])");
}

TEST(PythonTensorRepr, WrapsAtEightyColumns) {
    std::vector<float> values(10, 0.5f);
    const std::string text = tensor_repr(make({10}, values));
    EXPECT_EQ(text, "tensor([0.5000, 0.5000, 0.5000, 0.5000, 0.5000, 0.5000, 0.5000, 0.5000, 0.5000,\n        0.5000])");
}
