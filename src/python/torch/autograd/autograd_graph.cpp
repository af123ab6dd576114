// autograd_graph.cpp — x.grad_fn as an object of the backward node's class (printed "<MmBackward0 object at 0x...>",
// as torch prints it but for the address), its name() (the class name; CopySlices, a node torch writes by hand,
// carries its C++ namespace) and next_functions: one (node, output) pair per input of torch's node, an
// AccumulateGrad (with .variable) for a leaf, (None, 0) for an input without grad. Only nodes whose recorded inputs
// are torch's, in its order, say their next_functions; the others refuse rather than show another graph.
#include "python/torch/autograd/autograd_graph.hpp"

#include <algorithm>
#include <map>
#include <optional>

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
        "MseLossBackward0", "SmoothL1LossBackward0", "HuberLossBackward0", "BinaryCrossEntropyBackward0", "EmbeddingBackward0", "MaskedFillBackward0", "CatBackward0",
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

// What a grad_fn object stands for: a node (its name when the node was not recorded), or a leaf's AccumulateGrad.
struct NodeHandle : KindedObject<NodeHandle> {
    std::shared_ptr<AutogradNode> node;
    std::string name;
    TensorPtr leaf;
};

const NodeHandle& handle_of(const Value& self) {
    const std::shared_ptr<Object>& native = object_of<InstanceObject>(self).native;
    if (!native) raise_unsupported("a grad_fn object kept from an earlier run");
    return static_cast<const NodeHandle&>(*native);
}

// The object `alive` points to, when it still stands for `node` or `leaf` (the end of a run releases objects).
std::optional<Value> still_standing(const std::shared_ptr<Object>& alive, const AutogradNode* node, const Tensor* leaf) {
    if (!alive) return std::nullopt;
    const auto* handle = object_as<NodeHandle>(static_cast<InstanceObject&>(*alive).native.get());
    if (!handle || handle->node.get() != node || handle->leaf.get() != leaf) return std::nullopt;
    Value value;
    value.type = Type::Instance;
    value.object = alive;
    return value;
}

Value node_object(Runtime& runtime, const std::shared_ptr<AutogradNode>& node, const std::string& name);
Value next_functions(Runtime& runtime, const std::shared_ptr<AutogradNode>& node, const std::string& name);

// The class of a node's object (made per object: its property objects belong to the run that made them).
Value node_class(Runtime& runtime, const std::string& name) {
    const bool accumulate = name == "AccumulateGrad";
    const std::string full_name = name == "CopySlices" || accumulate ? "torch::autograd::" + name : name;
    Scope members;
    members.set("name", builtin_value("name", [full_name](Runtime&, CallArgs&) { return str_value(full_name); }));
    members.set("next_functions", read_only(runtime, "next_functions", [accumulate](Runtime& r, CallArgs& args) {
        if (accumulate) return tuple_value({});
        const NodeHandle& handle = handle_of(args.positional.at(0));
        return next_functions(r, handle.node, handle.name);
    }));
    if (accumulate)
        members.set("variable", read_only(runtime, "variable", [](Runtime&, CallArgs& args) { return tensor_value(handle_of(args.positional.at(0)).leaf); }));
    return make_class(name, "builtins", {object_class()}, std::move(members));
}

Value handle_object(Runtime& runtime, const std::string& class_name, std::shared_ptr<NodeHandle> handle) {
    CallArgs none;
    Value made = instantiate(runtime, node_class(runtime, class_name), none);
    object_of<InstanceObject>(made).native = std::move(handle);
    return made;
}

// A leaf's AccumulateGrad, the same object while the program holds it (torch keeps one per leaf).
Value accumulate_grad_object(Runtime& runtime, const TensorPtr& leaf) {
    static std::map<const Tensor*, std::weak_ptr<Object>> made;
    if (made.size() > 4096)
        for (auto entry = made.begin(); entry != made.end();) entry = entry->second.expired() ? made.erase(entry) : std::next(entry);
    // While the object lives it holds the leaf, so no other tensor can have this address.
    if (std::optional<Value> kept = still_standing(made[leaf.get()].lock(), nullptr, leaf.get())) return *kept;
    auto handle = std::make_shared<NodeHandle>();
    handle->leaf = leaf;
    Value object = handle_object(runtime, "AccumulateGrad", std::move(handle));
    made[leaf.get()] = object.object;
    return object;
}

Value edge_pair(Runtime& runtime, const AutogradEdge& edge, const std::string& name) {
    if (!edge.unsupported.empty()) raise_unsupported("grad_fn.next_functions of " + name + " after " + edge.unsupported);
    Value function = none_value();
    if (edge.node) function = node_object(runtime, edge.node, edge.node->name);
    else if (edge.leaf) function = accumulate_grad_object(runtime, edge.leaf);
    return tuple_value({function, int_value(static_cast<std::int64_t>(edge.node ? edge.output : 0))});
}

// nn.Linear on rows: torch's addmm(bias, input, weight.t()) or mm(input, weight.t()), the weight through a TBackward0.
Value linear_next_functions(Runtime& runtime, AutogradNode& node) {
    std::vector<Value> pairs;
    if (node.inputs.size() == 3) pairs.push_back(edge_pair(runtime, node.inputs[2], node.name));
    pairs.push_back(edge_pair(runtime, node.inputs[0], node.name));
    const AutogradEdge& weight = node.inputs[1];
    if (!weight.needed()) {
        pairs.push_back(tuple_value({none_value(), int_value(0)}));
    } else {
        if (!node.weight_transpose) {
            node.weight_transpose = std::make_shared<AutogradNode>();
            node.weight_transpose->name = "TBackward0";
            node.weight_transpose->inputs.push_back(weight);
        }
        pairs.push_back(tuple_value({node_object(runtime, node.weight_transpose, "TBackward0"), int_value(0)}));
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

// The node's object: the one the program already holds, if any.
Value node_object(Runtime& runtime, const std::shared_ptr<AutogradNode>& node, const std::string& name) {
    if (node)
        if (std::optional<Value> kept = still_standing(std::static_pointer_cast<Object>(node->python_object.lock()), node.get(), nullptr))
            return *kept;
    auto handle = std::make_shared<NodeHandle>();
    handle->node = node;
    handle->name = name;
    Value object = handle_object(runtime, name, std::move(handle));
    if (node) node->python_object = std::static_pointer_cast<void>(object.object);
    return object;
}

}  // namespace

Value grad_fn_object(Runtime& runtime, const Tensor& tensor) {
    if (tensor.grad_fn.empty()) return none_value();
    std::shared_ptr<AutogradNode> node = tensor.grad_node && tensor.grad_node->name == tensor.grad_fn ? tensor.grad_node : nullptr;
    if (node && node->owner) node = node->owner;
    return node_object(runtime, node, tensor.grad_fn);
}

}  // namespace qkv::python
