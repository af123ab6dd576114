// tensor_inspector.cpp — slicing, cell naming and the dot-product explanation of the inspector (see the header).
#include "app/services/tensor_inspector.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace qkv::app {

namespace {

using python::NamedTensor;
using Shape = std::vector<std::int64_t>;

constexpr int kShownProducts = 4;  // as the lesson's heatmaps: this many products, then "+ N more"

std::string index_list(const Shape& indices) {
    std::string text;
    for (std::size_t i = 0; i < indices.size(); ++i) text += (i ? ", " : "") + std::to_string(indices[i]);
    return text;
}

// " 0.1234" / "-0.1234" (a space where the minus would be keeps columns of numbers aligned), " inf", " nan".
std::string signed_value(float value) {
    if (std::isnan(value)) return " nan";
    if (std::isinf(value)) return value < 0 ? "-inf" : " inf";
    char text[32];
    std::snprintf(text, sizeof(text), "% .4f", double(value));
    return text;
}

bool same_float(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b)); }

std::int64_t count_of(const Shape& shape) {
    std::int64_t count = 1;
    for (const std::int64_t size : shape) count *= size;
    return count;
}

// One operand's vector in a dot product: where it starts, its step, and how it is written.
struct OperandVector {
    const NamedTensor* tensor = nullptr;
    std::size_t offset = 0, stride = 1;
    std::string whole;    // "q[0, 2, :]"
    std::string element;  // "q[0, 2, i]"
    float at(std::int64_t i) const { return tensor->values[offset + std::size_t(i) * stride]; }
};

// The batch indices of an operand of rank `rank`, broadcast from the result's leading indices (right-aligned).
Shape operand_batch(const Shape& operand_shape, const Shape& leading) {
    const std::size_t batch_rank = operand_shape.size() - 2;
    Shape batch(batch_rank, 0);
    for (std::size_t a = 0; a < batch_rank; ++a) {
        const std::size_t result_axis = a + leading.size() - batch_rank;
        batch[a] = operand_shape[a] == 1 ? 0 : leading[result_axis];
    }
    return batch;
}

std::size_t batch_offset(const Shape& shape, const Shape& batch) {
    std::size_t offset = 0;
    for (std::size_t a = 0; a < batch.size(); ++a) offset = offset * std::size_t(shape[a]) + std::size_t(batch[a]);
    return offset * std::size_t(shape[shape.size() - 2] * shape.back());
}

std::string prefix(const Shape& batch) { return batch.empty() ? "" : index_list(batch) + ", "; }

struct DotProduct {
    OperandVector left, right;
    std::int64_t inner = 0;
    const NamedTensor* bias = nullptr;
    std::string bias_text;
    float bias_value = 0.0f;
};

// The operands behind cell (leading, row, col) of a product, or false when they do not fit its shape.
bool dot_product_of(const std::vector<NamedTensor>& tensors, const NamedTensor& out, const Shape& leading, int row,
                    int col, DotProduct* dot) {
    const python::TensorOrigin& origin = out.origin;
    const auto valid = [&](int index) { return index >= 0 && std::size_t(index) < tensors.size(); };
    if (origin.kind.empty() || !valid(origin.left) || !valid(origin.right) || out.shape.size() < 2) return false;
    const NamedTensor& left = tensors[std::size_t(origin.left)];
    const NamedTensor& right = tensors[std::size_t(origin.right)];
    const bool linear = origin.kind == "linear";
    if (left.shape.size() < 2 || right.shape.size() != (linear ? 2u : right.shape.size()) || right.shape.size() < 2 ||
        left.shape.size() - 2 > leading.size() || (!linear && right.shape.size() - 2 > leading.size()) ||
        std::int64_t(left.values.size()) != count_of(left.shape) ||
        std::int64_t(right.values.size()) != count_of(right.shape)) {
        return false;
    }
    const std::int64_t inner = left.shape.back();
    const std::int64_t right_inner = linear ? right.shape[1] : right.shape[right.shape.size() - 2];
    const std::int64_t right_cols = linear ? right.shape[0] : right.shape.back();
    if (inner != right_inner || col >= right_cols || row >= left.shape[left.shape.size() - 2]) return false;

    const Shape left_batch = operand_batch(left.shape, leading);
    dot->left = {&left, batch_offset(left.shape, left_batch) + std::size_t(row) * std::size_t(inner), 1,
                 left.name + "[" + prefix(left_batch) + std::to_string(row) + ", :]",
                 left.name + "[" + prefix(left_batch) + std::to_string(row) + ", i]"};
    if (linear) {
        dot->right = {&right, std::size_t(col) * std::size_t(inner), 1, right.name + "[" + std::to_string(col) + ", :]",
                      right.name + "[" + std::to_string(col) + ", i]"};
    } else {
        const Shape right_batch = operand_batch(right.shape, leading);
        dot->right = {&right, batch_offset(right.shape, right_batch) + std::size_t(col), std::size_t(right_cols),
                      right.name + "[" + prefix(right_batch) + ":, " + std::to_string(col) + "]",
                      right.name + "[" + prefix(right_batch) + "i, " + std::to_string(col) + "]"};
    }
    dot->inner = inner;
    if (linear && valid(origin.bias)) {
        const NamedTensor& bias = tensors[std::size_t(origin.bias)];
        const bool one = bias.values.size() == 1;
        if (!one && std::int64_t(bias.values.size()) != right_cols) return false;
        dot->bias = &bias;
        dot->bias_value = bias.values[one ? 0 : std::size_t(col)];
        dot->bias_text = bias.name + "[" + std::to_string(one ? 0 : col) + "]";
    }
    return true;
}

void explain_dot_product(const DotProduct& dot, float cell, const std::string& expression,
                         std::vector<std::string>* lines) {
    lines->push_back("= " + dot.left.whole + " \xC2\xB7 " + dot.right.whole +
                     (dot.bias ? " + " + dot.bias_text : std::string()));
    lines->push_back("  products " + dot.left.element + " \xC3\x97 " + dot.right.element + ":");
    // The same float sum, in the same order, as the playground's (and the CPU's) product: the total is the cell.
    float sum = 0.0f;
    for (std::int64_t i = 0; i < dot.inner; ++i) {
        const float product = dot.left.at(i) * dot.right.at(i);
        sum += product;
        if (i < kShownProducts) {
            lines->push_back(std::string(i == 0 ? "   " : " + ") + "i=" + std::to_string(i) + ": " +
                             signed_value(dot.left.at(i)) + " \xC3\x97 " + signed_value(dot.right.at(i)) + " = " +
                             signed_value(product));
        }
    }
    if (dot.inner > kShownProducts) {
        lines->push_back(" + " + std::to_string(dot.inner - kShownProducts) + " more products (i = " +
                         std::to_string(kShownProducts) + " \xE2\x80\xA6 " + std::to_string(dot.inner - 1) + ")");
    }
    lines->push_back(" = " + signed_value(sum) + "  sum of " + std::to_string(dot.inner) + " product" +
                     (dot.inner == 1 ? "" : "s"));
    float total = sum;
    if (dot.bias) {
        total = sum + dot.bias_value;
        lines->push_back(" + " + signed_value(dot.bias_value) + "  bias " + dot.bias_text);
        lines->push_back(" = " + signed_value(total) + "  = " + expression);
    }
    if (!same_float(total, cell)) {
        lines->push_back("  (the cell holds" + signed_value(cell) + ": an operand changed after the product)");
    }
}

}  // namespace

Shape clamp_leading(const Shape& shape, Shape leading) {
    const std::size_t count = shape.size() > 2 ? shape.size() - 2 : 0;
    leading.resize(count, 0);
    for (std::size_t a = 0; a < count; ++a) leading[a] = std::clamp<std::int64_t>(leading[a], 0, std::max<std::int64_t>(0, shape[a] - 1));
    return leading;
}

TensorSlice slice_of(const NamedTensor& tensor, const Shape& leading_in) {
    const Shape& shape = tensor.shape;
    TensorSlice slice;
    if (shape.empty()) return slice;
    if (shape.size() == 1) {
        slice.cols = int(shape[0]);
        return slice;
    }
    slice.rows = int(shape[shape.size() - 2]);
    slice.cols = int(shape.back());
    const Shape leading = clamp_leading(shape, leading_in);
    std::size_t offset = 0;
    for (std::size_t a = 0; a < leading.size(); ++a) offset = offset * std::size_t(shape[a]) + std::size_t(leading[a]);
    slice.offset = offset * std::size_t(slice.rows) * std::size_t(slice.cols);
    return slice;
}

float scale_limit_of(const NamedTensor& tensor) {
    float largest = 0.0f;
    for (const float value : tensor.values) {
        if (std::isfinite(value)) largest = std::max(largest, std::fabs(value));
    }
    return largest > 0.0f ? largest : 1.0f;
}

std::string value_text(const NamedTensor& tensor, float value) {
    if (tensor.dtype == "bool") return value != 0.0f ? "True" : "False";
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
    char text[32];
    if (tensor.dtype == "int64") std::snprintf(text, sizeof(text), "%.0f", double(value));
    else std::snprintf(text, sizeof(text), "%.4f", double(value));
    return text;
}

std::string cell_expression(const NamedTensor& tensor, const Shape& leading, int row, int col) {
    if (tensor.shape.empty()) return tensor.name;
    if (tensor.shape.size() == 1) return tensor.name + "[" + std::to_string(col) + "]";
    return tensor.name + "[" + prefix(clamp_leading(tensor.shape, leading)) + std::to_string(row) + ", " +
           std::to_string(col) + "]";
}

std::vector<std::string> describe_tensor_cell(const std::vector<NamedTensor>& tensors, int index, const Shape& leading_in,
                                              int row, int col) {
    if (index < 0 || std::size_t(index) >= tensors.size()) return {};
    const NamedTensor& tensor = tensors[std::size_t(index)];
    const Shape leading = clamp_leading(tensor.shape, leading_in);
    const TensorSlice slice = slice_of(tensor, leading);
    if (row < 0 || col < 0 || row >= slice.rows || col >= slice.cols) return {};
    const std::size_t at = slice.offset + std::size_t(row) * std::size_t(slice.cols) + std::size_t(col);
    if (at >= tensor.values.size()) return {};
    const float value = tensor.values[at];
    const std::string expression = cell_expression(tensor, leading, row, col);
    std::vector<std::string> lines{expression + " = " + value_text(tensor, value)};
    if (tensor.dtype == "float32" && std::isnan(value)) lines.push_back("  NaN: not a number");
    if (tensor.dtype == "float32" && std::isinf(value)) {
        lines.push_back(value < 0 ? "  -inf: minus infinity (softmax turns it into 0)" : "  inf: infinity");
    }
    DotProduct dot;
    if (dot_product_of(tensors, tensor, leading, row, col, &dot)) explain_dot_product(dot, value, expression, &lines);
    return lines;
}

int find_listed_tensor(const std::vector<NamedTensor>& tensors, const std::string& name) {
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        if (!tensors[i].operand_only && tensors[i].name == name) return int(i);
    }
    return -1;
}

}  // namespace qkv::app
