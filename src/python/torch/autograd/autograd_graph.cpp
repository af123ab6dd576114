// autograd_graph.cpp — x.grad_fn as an object of the backward node's class (printed "<MmBackward0 object at 0x...>",
// as torch prints it but for the address), its name() (the class name; CopySlices, a node torch writes by hand,
// carries its C++ namespace) and next_functions: one (node, output) pair per input of torch's node, an
// AccumulateGrad (with .variable) for a leaf, (None, 0) for an input without grad. Only nodes whose recorded inputs
// are torch's, in its order, say their next_functions; the others refuse rather than show another graph.
#include "python/torch/autograd/autograd_graph.hpp"

#include <algorithm>

#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_value.hpp"

namespace qkv::python {
namespace {

// Nodes recorded with torch's inputs in torch's order (compared with torch 1.13.1's next_functions for each). A
// declarative table.
bool says_next_functions(const AutogradNode& node) {
    static const std::vector<std::string> faithful = {
        "AddBackward0", "SubBackward0", "MulBackward0", "DivBackward0", "DivBackward1", "RsubBackward1", "NegBackward0",
        "PowBackward0", "PowBackward1", "MmBackward0", "MvBackward0", "AddmmBackward0", "TBackward0", "TransposeBackward0",
        "PermuteBackward0", "ViewBackward0", "ReshapeAliasBackward0", "UnsqueezeBackward0", "SumBackward0", "SumBackward1",
        "MeanBackward0", "MeanBackward1", "VarBackward0", "MaxBackward0", "MaxBackward1", "ReluBackward0", "TanhBackward0",
        "SigmoidBackward0", "GeluBackward0", "ExpBackward0", "SoftmaxBackward0", "LogSoftmaxBackward0", "NllLossBackward0",
        "MseLossBackward0", "BinaryCrossEntropyBackward0", "EmbeddingBackward0", "MaskedFillBackward0", "CatBackward0",
        "StackBackward0", "SplitBackward0", "CloneBackward0", "NativeLayerNormBackward0", "ExpandBackward0", "WhereBackward0",
    };
    if (node.hides_torch_inputs) return false;
    // layer_norm's node has three inputs in torch; this one records only those given.
    if (node.name == "NativeLayerNormBackward0" && node.inputs.size() != 3) return false;
    return std::find(faithful.begin(), faithful.end(), node.name) != faithful.end();
}

// How many inputs torch's node has where this one records fewer: a Python number operand (a * 2, 2 + a) and
// binary_cross_entropy's target are torch inputs without grad, shown as (None, 0) after the tensor's.
std::size_t torch_input_count(const AutogradNode& node) {
    static const std::vector<std::string> binary = {"AddBackward0", "SubBackward0", "MulBackward0", "DivBackward0", "BinaryCrossEntropyBackward0"};
    const bool padded = std::find(binary.begin(), binary.end(), node.name) != binary.end() && node.inputs.size() == 1;
    return padded ? 2 : node.inputs.size();
}

// A read-only attribute: property(getter).
Value read_only(Runtime& runtime, const std::string& name, NativeFunction getter) {
    CallArgs args;
    args.positional.push_back(builtin_value(name, std::move(getter)));
    return instantiate(runtime, property_class(), args);
}

Value node_object(Runtime& runtime, const std::shared_ptr<AutogradNode>& node, const std::string& name);

Value accumulate_grad_object(Runtime& runtime, const TensorPtr& leaf) {
    Scope members;
    members.set("name", builtin_value("name", [](Runtime&, CallArgs&) { return str_value("torch::autograd::AccumulateGrad"); }));
    members.set("next_functions", read_only(runtime, "next_functions", [](Runtime&, CallArgs&) { return tuple_value({}); }));
    members.set("variable", read_only(runtime, "variable", [leaf](Runtime&, CallArgs&) { return tensor_value(leaf); }));
    CallArgs none;
    return instantiate(runtime, make_class("AccumulateGrad", "builtins", {object_class()}, std::move(members)), none);
}

Value edge_pair(Runtime& runtime, const AutogradEdge& edge, const std::string& name) {
    if (!edge.unsupported.empty()) raise_unsupported("grad_fn.next_functions of " + name + " after " + edge.unsupported);
    Value function = none_value();
    if (edge.node) function = node_object(runtime, edge.node, edge.node->name);
    else if (edge.leaf) function = accumulate_grad_object(runtime, edge.leaf);
    return tuple_value({function, int_value(static_cast<std::int64_t>(edge.node ? edge.output : 0))});
}

// nn.Linear on rows: torch's addmm(bias, input, weight.t()) or mm(input, weight.t()), the weight through a TBackward0.
Value linear_next_functions(Runtime& runtime, const AutogradNode& node) {
    std::vector<Value> pairs;
    if (node.inputs.size() == 3) pairs.push_back(edge_pair(runtime, node.inputs[2], node.name));
    pairs.push_back(edge_pair(runtime, node.inputs[0], node.name));
    const AutogradEdge& weight = node.inputs[1];
    if (!weight.needed()) {
        pairs.push_back(tuple_value({none_value(), int_value(0)}));
    } else {
        auto transpose = std::make_shared<AutogradNode>();
        transpose->name = "TBackward0";
        transpose->inputs.push_back(weight);
        pairs.push_back(tuple_value({node_object(runtime, transpose, "TBackward0"), int_value(0)}));
    }
    return tuple_value(std::move(pairs));
}

Value next_functions(Runtime& runtime, const std::shared_ptr<AutogradNode>& node, const std::string& name) {
    if (node && node->linear_rows) return linear_next_functions(runtime, *node);
    if (!node || !says_next_functions(*node)) raise_unsupported("grad_fn.next_functions of " + name);
    std::vector<Value> pairs;
    for (const AutogradEdge& edge : node->inputs) pairs.push_back(edge_pair(runtime, edge, name));
    while (pairs.size() < torch_input_count(*node)) pairs.push_back(tuple_value({none_value(), int_value(0)}));
    return tuple_value(std::move(pairs));
}

Value node_object(Runtime& runtime, const std::shared_ptr<AutogradNode>& node, const std::string& name) {
    const std::string full_name = name == "CopySlices" ? "torch::autograd::CopySlices" : name;
    Scope members;
    members.set("name", builtin_value("name", [full_name](Runtime&, CallArgs&) { return str_value(full_name); }));
    members.set("next_functions", read_only(runtime, "next_functions", [node, name](Runtime& r, CallArgs&) { return next_functions(r, node, name); }));
    CallArgs none;
    return instantiate(runtime, make_class(name, "builtins", {object_class()}, std::move(members)), none);
}

}  // namespace

Value grad_fn_object(Runtime& runtime, const Tensor& tensor) {
    if (tensor.grad_fn.empty()) return none_value();
    std::shared_ptr<AutogradNode> node = tensor.grad_node && tensor.grad_node->name == tensor.grad_fn ? tensor.grad_node : nullptr;
    if (node && node->owner) node = node->owner;
    return node_object(runtime, node, tensor.grad_fn);
}

}  // namespace qkv::python
