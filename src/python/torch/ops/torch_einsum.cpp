// torch_einsum.cpp — torch.einsum for the contractions attention code writes ('bid,bjd->bij', 'ij,jk->ik', 'i,i->',
// 'ij->ji' ...): one operand permuted, or two operands multiplied and summed over their shared labels.
//
// torch 1.13 (Linear.cpp einsum, sumproduct_pair) permutes both operands to [batch, own, summed] and calls bmm, so each
// output is a float sum from zero over the summed labels flattened in alphabetical order (upper case first), of
// separately rounded products, as the playground's matmul adds them; without summed labels it is a plain product.
// The result's memory is [batch, left-only, right-only] labels, each group in output order, so its strides are
// torch's. Diagonals, ellipses, labels summed within one operand and three or more operands are not supported.
#include <algorithm>
#include <array>
#include <map>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

struct Equation {
    std::vector<std::string> inputs;
    std::string output;
};

Equation parse_equation(const std::string& text) {
    std::string compact;
    for (char c : text)
        if (c != ' ') compact += c;
    Equation equation;
    const std::size_t arrow = compact.find("->");
    const std::string left = compact.substr(0, arrow);
    std::size_t start = 0;
    for (std::size_t comma; (comma = left.find(',', start)) != std::string::npos; start = comma + 1) equation.inputs.push_back(left.substr(start, comma - start));
    equation.inputs.push_back(left.substr(start));
    for (const std::string& labels : equation.inputs)
        for (char c : labels)
            if (!std::isalpha(static_cast<unsigned char>(c))) raise_unsupported("einsum with '" + std::string(1, c) + "' in the equation");
    if (arrow != std::string::npos) {
        equation.output = compact.substr(arrow + 2);
        for (char c : equation.output)
            if (!std::isalpha(static_cast<unsigned char>(c))) raise_unsupported("einsum with '" + std::string(1, c) + "' in the equation");
    } else {
        // Implicit output: the labels seen once, in alphabetical order.
        std::map<char, int> seen;
        for (const std::string& labels : equation.inputs)
            for (char c : labels) ++seen[c];
        for (const auto& [label, count] : seen)
            if (count == 1) equation.output += label;
    }
    return equation;
}

// Checks the number of operands and each one's rank against the equation, as torch does before anything else.
void check_operands(const Equation& equation, const std::vector<TensorPtr>& operands) {
    if (operands.size() < equation.inputs.size()) raise_error("RuntimeError", "einsum(): fewer operands were provided than specified in the equation");
    if (operands.size() > equation.inputs.size()) raise_error("RuntimeError", "einsum(): more operands were provided than specified in the equation");
    for (std::size_t i = 0; i < operands.size(); ++i) {
        const std::string& labels = equation.inputs[i];
        if (labels.size() != operands[i]->rank())
            raise_error("RuntimeError", "einsum(): the number of subscripts in the equation (" + std::to_string(labels.size()) +
                                            ") does not match the number of dimensions (" + std::to_string(operands[i]->rank()) + ") for operand " +
                                            std::to_string(i) + " and no ellipsis was given");
    }
}

// A label repeated in operand `index`: torch takes that diagonal (operand.diagonal(0, first, repeat), moved back to
// where the label first appears), so afterwards each label names one dimension; `labels` loses the repeats.
TensorPtr take_diagonals(Runtime& runtime, std::string& labels, TensorPtr operand, std::size_t index) {
    std::string kept;
    for (char label : labels) {
        const std::size_t first = kept.find(label);
        if (first == std::string::npos) {
            kept += label;
            continue;
        }
        const std::size_t repeat = kept.size();
        if (operand->shape[repeat] != operand->shape[first])
            raise_error("RuntimeError", std::string("einsum(): subscript ") + label + " is repeated for operand " + std::to_string(index) +
                                            " but the sizes don't match, " + std::to_string(operand->shape[repeat]) + " != " +
                                            std::to_string(operand->shape[first]));
        CallArgs diagonal, back;
        diagonal.positional = {int_value(0), int_value(static_cast<std::int64_t>(first)), int_value(static_cast<std::int64_t>(repeat))};
        operand = tensor_of(method_table().at("diagonal")(runtime, operand, diagonal));
        back.positional = {int_value(-1), int_value(static_cast<std::int64_t>(first))};
        operand = tensor_of(method_table().at("movedim")(runtime, operand, back));
    }
    labels = kept;
    return operand;
}

// Checks the operands' sizes against each other as torch does, and returns each label's size.
std::map<char, std::int64_t> label_sizes(const Equation& equation, const std::vector<TensorPtr>& operands) {
    std::map<char, std::int64_t> sizes;
    for (std::size_t i = 0; i < operands.size(); ++i) {
        const std::string& labels = equation.inputs[i];
        for (std::size_t d = 0; d < labels.size(); ++d) {
            const std::int64_t size = operands[i]->shape[d];
            const auto known = sizes.find(labels[d]);
            if (known != sizes.end() && known->second != size) {
                if (known->second != 1 && size != 1)
                    raise_error("RuntimeError", std::string("einsum(): subscript ") + labels[d] + " has size " + std::to_string(size) + " for operand " +
                                                    std::to_string(i) + " which does not broadcast with previously seen size " + std::to_string(known->second));
                raise_unsupported("einsum with a label of size 1 broadcast against another size");
            }
            sizes[labels[d]] = size;
        }
    }
    for (std::size_t d = 0; d < equation.output.size(); ++d) {
        const char label = equation.output[d];
        if (!sizes.count(label))
            raise_error("RuntimeError", std::string("einsum(): output subscript ") + label + " does not appear in the equation for any input operand");
        if (equation.output.find(label) != d) raise_error("RuntimeError", std::string("einsum(): output subscript ") + label + " appears more than once in the output");
    }
    return sizes;
}

// The stride of each label in a contiguous operand with these labels (0 for labels it lacks).
std::map<char, std::int64_t> label_strides(const std::string& labels, const Shape& shape) {
    std::map<char, std::int64_t> strides;
    const Strides contiguous = contiguous_strides(shape);
    for (std::size_t d = 0; d < labels.size(); ++d) strides[labels[d]] = contiguous[d];
    return strides;
}

// Visits every index of `sizes` in row-major order, passing the offsets given by each of `strides`' columns.
template <std::size_t N, class Visit>
void for_each_index(const std::vector<std::int64_t>& sizes, const std::vector<std::array<std::int64_t, N>>& strides, Visit visit) {
    std::int64_t count = 1;
    for (std::int64_t size : sizes) count *= size;
    for (std::int64_t n = 0; n < count; ++n) {
        std::array<std::int64_t, N> at{};
        for (std::size_t d = sizes.size(), rest = static_cast<std::size_t>(n); d-- > 0;) {
            const auto index = static_cast<std::int64_t>(rest % static_cast<std::size_t>(sizes[d]));
            rest /= static_cast<std::size_t>(sizes[d]);
            for (std::size_t k = 0; k < N; ++k) at[k] += index * strides[d][k];
        }
        visit(n, at);
    }
}

// The strides torch's result has: its memory holds the batch, then left-only, then right-only labels.
Strides result_strides(const Equation& equation, const std::map<char, std::int64_t>& sizes) {
    const std::string& left = equation.inputs[0];
    const std::string& right = equation.inputs[1];
    std::string memory;
    for (int group = 0; group < 3; ++group)
        for (char label : equation.output) {
            const bool in_left = left.find(label) != std::string::npos, in_right = right.find(label) != std::string::npos;
            if ((group == 0 && in_left && in_right) || (group == 1 && in_left && !in_right) || (group == 2 && !in_left)) memory += label;
        }
    Shape memory_shape;
    for (char label : memory) memory_shape.push_back(sizes.at(label));
    const std::map<char, std::int64_t> memory_strides = label_strides(memory, memory_shape);
    Strides strides;
    for (char label : equation.output) strides.push_back(memory_strides.at(label));
    return strides;
}

// One operand: permuted to the output's labels followed by the others (alphabetical, upper case first), then summed
// over those others, as torch 1.13's einsum does (a view when nothing is summed).
TensorPtr single_operand(Runtime& runtime, const Equation& equation, const TensorPtr& operand) {
    const std::string& labels = equation.inputs[0];
    std::string order = equation.output, summed;
    for (char label : labels)
        if (equation.output.find(label) == std::string::npos) summed += label;
    std::sort(summed.begin(), summed.end());
    order += summed;
    CallArgs dims;
    for (char label : order) dims.positional.push_back(int_value(static_cast<std::int64_t>(labels.find(label))));
    const TensorPtr permuted = tensor_of(method_table().at("permute")(runtime, operand, dims));
    if (summed.empty()) return permuted;
    std::vector<Value> summed_dims;
    for (std::size_t d = equation.output.size(); d < order.size(); ++d) summed_dims.push_back(int_value(static_cast<std::int64_t>(d)));
    CallArgs sum;
    sum.positional = {tuple_value(std::move(summed_dims))};
    return tensor_of(method_table().at("sum")(runtime, permuted, sum));
}

TensorPtr contract(Runtime& runtime, Equation equation, std::vector<TensorPtr> operands) {
    check_operands(equation, operands);
    for (std::size_t i = 0; i < operands.size(); ++i) operands[i] = take_diagonals(runtime, equation.inputs[i], operands[i], i);
    const std::map<char, std::int64_t> sizes = label_sizes(equation, operands);
    if (operands.size() == 1) return single_operand(runtime, equation, operands[0]);
    const Tensor& a = *operands[0];
    const std::string& right_labels = equation.inputs[1];
    if (a.dtype != operands[1]->dtype)
        raise_error("RuntimeError", "expected scalar type " + scalar_type_name(a.dtype) + " but found " + scalar_type_name(operands[1]->dtype));
    std::string summed;  // std::map keeps labels in alphabetical order, upper case first
    for (const auto& entry : sizes) {
        const char label = entry.first;
        if (equation.output.find(label) != std::string::npos) continue;
        if (equation.inputs[0].find(label) == std::string::npos || right_labels.find(label) == std::string::npos)
            raise_unsupported("einsum summing a label that only one operand has");
        summed += label;
    }
    if (a.dtype == DType::Bool) raise_unsupported("einsum of torch.bool tensors");
    Shape shape, summed_shape;
    for (char label : equation.output) shape.push_back(sizes.at(label));
    for (char label : summed) summed_shape.push_back(sizes.at(label));
    TensorPtr result = make_tensor(runtime.meter, shape, "the result", a.dtype);
    const auto left_strides = label_strides(equation.inputs[0], a.shape);
    const auto right_strides = label_strides(right_labels, operands[1]->shape);
    auto strides_of = [&](const std::string& labels) {
        std::vector<std::array<std::int64_t, 2>> strides;
        for (char label : labels) {
            const auto l = left_strides.find(label), r = right_strides.find(label);
            strides.push_back({l == left_strides.end() ? 0 : l->second, r == right_strides.end() ? 0 : r->second});
        }
        return strides;
    };
    const auto output_strides = strides_of(equation.output), inner_strides = strides_of(summed);
    const Tensor* b = operands[1].get();
    std::int64_t summed_count = 1;
    for (std::int64_t size : summed_shape) summed_count *= size;
    runtime.charge(1 + result->numel() * summed_count / 64);
    for_each_index<2>(shape, output_strides, [&](std::int64_t n, const std::array<std::int64_t, 2>& out) {
        if (summed.empty()) {
            if (a.is_float()) result->data()[n] = a.data()[out[0]] * b->data()[out[1]];
            else result->integers()[n] = static_cast<std::int64_t>(static_cast<std::uint64_t>(a.integers()[out[0]]) * static_cast<std::uint64_t>(b->integers()[out[1]]));
            return;
        }
        float total = 0.0f;
        std::uint64_t integer_total = 0;
        for_each_index<2>(summed_shape, inner_strides, [&](std::int64_t, const std::array<std::int64_t, 2>& in) {
            if (a.is_float()) total += a.data()[out[0] + in[0]] * b->data()[out[1] + in[1]];
            else integer_total += static_cast<std::uint64_t>(a.integers()[out[0] + in[0]]) * static_cast<std::uint64_t>(b->integers()[out[1] + in[1]]);
        });
        if (a.is_float()) result->data()[n] = total;
        else result->integers()[n] = static_cast<std::int64_t>(integer_total);
    });
    set_view_strides(*result, result_strides(equation, sizes));
    label(*result, summed.empty() ? "MulBackward0" : "ViewBackward0", a.tracks_grad() || b->tracks_grad());
    return result;
}

}  // namespace

Value torch_einsum(Runtime& runtime, CallArgs& args) {
    reject_keywords(args, "einsum");
    if (args.positional.empty() || args.positional[0].type != Type::Str) raise_unsupported("einsum without an equation string first");
    std::vector<Value> given(args.positional.begin() + 1, args.positional.end());
    if (given.size() == 1 && (given[0].type == Type::List || given[0].type == Type::Tuple)) given = items_of(given[0]);
    std::vector<TensorPtr> operands;
    for (const Value& value : given) {
        if (!is_tensor(value))
            raise_error("TypeError", "expected Tensor as element " + std::to_string(operands.size()) + " in argument 1, but got " + type_name(value));
        operands.push_back(tensor_of(value));
    }
    const Equation equation = parse_equation(str_of(args.positional[0]));
    if (equation.inputs.size() > 2) raise_unsupported("einsum of more than two operands");
    return tensor_value(contract(runtime, equation, operands));
}

}  // namespace qkv::python
