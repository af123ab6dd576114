// tensor_inspector_test.cpp — the inspector's slices, cell names and values, and the dot product behind a cell
// of a matmul (batch dimensions broadcast) or a Linear (with its bias).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "app/services/tensor_inspector.hpp"

namespace qkv::app {
namespace {

using python::NamedTensor;

NamedTensor tensor(const std::string& name, std::vector<std::int64_t> shape, std::vector<float> values,
                   const std::string& dtype = "float32") {
    NamedTensor out;
    out.name = name;
    out.shape = std::move(shape);
    out.values = std::move(values);
    out.dtype = dtype;
    return out;
}

std::vector<float> counting(int count, float start = 0.0f) {
    std::vector<float> values;
    for (int i = 0; i < count; ++i) values.push_back(start + float(i));
    return values;
}

TEST(TensorInspector, SlicesPickTheLeadingIndices) {
    const NamedTensor t = tensor("t", {2, 3, 4, 5}, counting(120));
    const TensorSlice slice = slice_of(t, {1, 2});
    EXPECT_EQ(slice.rows, 4);
    EXPECT_EQ(slice.cols, 5);
    EXPECT_EQ(slice.offset, std::size_t((1 * 3 + 2) * 20));
    EXPECT_EQ(clamp_leading(t.shape, {7}), (std::vector<std::int64_t>{1, 0}));
    const TensorSlice row = slice_of(tensor("b", {6}, counting(6)), {});
    EXPECT_EQ(row.rows, 1);
    EXPECT_EQ(row.cols, 6);
    EXPECT_EQ(cell_expression(t, {1, 2}, 3, 4), "t[1, 2, 3, 4]");
    EXPECT_EQ(cell_expression(tensor("b", {6}, counting(6)), {}, 0, 4), "b[4]");
    EXPECT_EQ(cell_expression(tensor("s", {}, {1.0f}), {}, 0, 0), "s");
}

TEST(TensorInspector, ValuesAreNamedByDtypeAndInfinitiesAndNaNAreSpelledOut) {
    const float inf = std::numeric_limits<float>::infinity();
    const std::vector<NamedTensor> tensors{tensor("scores", {1, 2, 2}, {0.5f, -inf, std::nanf(""), 2.0f}),
                                           tensor("mask", {2}, {0.0f, 1.0f}, "bool"),
                                           tensor("i", {2}, {3.0f, -7.0f}, "int64")};
    EXPECT_EQ(describe_tensor_cell(tensors, 0, {0}, 0, 1),
              (std::vector<std::string>{"scores[0, 0, 1] = -inf", "  -inf: minus infinity (softmax turns it into 0)"}));
    EXPECT_EQ(describe_tensor_cell(tensors, 0, {0}, 1, 0),
              (std::vector<std::string>{"scores[0, 1, 0] = nan", "  NaN: not a number"}));
    EXPECT_EQ(describe_tensor_cell(tensors, 0, {0}, 1, 1)[0], "scores[0, 1, 1] = 2.0000");
    EXPECT_EQ(describe_tensor_cell(tensors, 1, {}, 0, 1)[0], "mask[1] = True");
    EXPECT_EQ(describe_tensor_cell(tensors, 2, {}, 0, 1)[0], "i[1] = -7");
    EXPECT_TRUE(describe_tensor_cell(tensors, 0, {0}, 2, 0).empty()) << "outside the slice";
    EXPECT_EQ(scale_limit_of(tensors[0]), 2.0f) << "the scale skips -inf and NaN";
}

TEST(TensorInspector, BatchedMatmulBroadcastsTheLeftOperand) {
    // out = a @ b with a (2, 3) and b (2, 3, 2): out (2, 2, 2); cell [1, 0, 1] = a[0, :] . b[1, :, 1].
    std::vector<NamedTensor> tensors{tensor("a", {2, 3}, {1, 2, 3, 4, 5, 6}), tensor("b", {2, 3, 2}, counting(12)),
                                     tensor("out", {2, 2, 2}, {})};
    const float cell = 1.0f * 7 + 2.0f * 9 + 3.0f * 11;
    tensors[2].values = {0, 0, 0, 0, 0, cell, 0, 0};
    tensors[2].origin = {"matmul", 0, 1, -1};
    const std::vector<std::string> lines = describe_tensor_cell(tensors, 2, {1}, 0, 1);
    ASSERT_EQ(lines.size(), 7u);
    EXPECT_EQ(lines[0], "out[1, 0, 1] = 58.0000");
    EXPECT_EQ(lines[1], "= a[0, :] \xC2\xB7 b[1, :, 1]");
    EXPECT_EQ(lines[2], "  products a[0, i] \xC3\x97 b[1, i, 1]:");
    EXPECT_EQ(lines[3], "   i=0:  1.0000 \xC3\x97  7.0000 =  7.0000");
    EXPECT_EQ(lines[6], " =  58.0000  sum of 3 products");
}

TEST(TensorInspector, LinearAddsItsBiasAndSaysWhenTheCellDisagrees) {
    std::vector<NamedTensor> tensors{tensor("x", {1, 1, 5}, {1, 1, 1, 1, 1}), tensor("w", {2, 5}, counting(10)),
                                     tensor("b", {2}, {0.5f, -0.5f}), tensor("y", {1, 1, 2}, {10.5f, 34.5f})};
    tensors[3].origin = {"linear", 0, 1, 2};
    std::vector<std::string> lines = describe_tensor_cell(tensors, 3, {0}, 0, 1);
    ASSERT_EQ(lines.size(), 11u);
    EXPECT_EQ(lines[1], "= x[0, 0, :] \xC2\xB7 w[1, :] + b[1]");
    EXPECT_EQ(lines[7], " + 1 more products (i = 4 \xE2\x80\xA6 4)");
    EXPECT_EQ(lines[9], " + -0.5000  bias b[1]");
    EXPECT_EQ(lines[10], " =  34.5000  = y[0, 0, 1]");
    tensors[0].values[0] = 2.0f;  // changed after the product
    lines = describe_tensor_cell(tensors, 3, {0}, 0, 1);
    EXPECT_EQ(lines.back(), "  (the cell holds 34.5000: an operand changed after the product)");
    tensors[1].shape = {5, 2};  // operands that no longer fit: the value alone
    EXPECT_EQ(describe_tensor_cell(tensors, 3, {0}, 0, 1).size(), 1u);
}

}  // namespace
}  // namespace qkv::app
