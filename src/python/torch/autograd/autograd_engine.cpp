// autograd_engine.cpp — backward(): torch 1.13.1's checks, then its engine's order. Ready nodes run newest first
// (highest sequence number; a leaf's AccumulateGrad as soon as it is ready), a gradient reaching an input twice is
// summed in arrival order, a broadcast one is summed to the input's shape, and a leaf's .grad grows in place.
#include <algorithm>
#include <map>
#include <queue>

#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_views.hpp"

namespace qkv::python {
namespace {

const char* const kGraphFreed =
    "Trying to backward through the graph a second time (or directly access saved tensors after they have already been "
    "freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify "
    "retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors "
    "after calling backward.";

// Gradients off while the engine runs (its formulas record nothing); restored however it ends.
struct NoGradScope {
    bool was = grad_mode().enabled;
    NoGradScope() { grad_mode().enabled = false; }
    ~NoGradScope() { grad_mode().enabled = was; }
};

// A task of the ready queue: a node, or a leaf's accumulation (which torch runs first).
struct Task {
    std::uint64_t priority;
    AutogradNode* node;
    Tensor* leaf;
    bool operator<(const Task& other) const { return priority < other.priority; }
};

// A tensor that asked for its gradient with retain_grad(), and the node it was the output of then.
struct RetainedGradient {
    std::weak_ptr<Tensor> tensor;
    std::weak_ptr<AutogradNode> node;  // the tensor's grad_node (a stand-in for one output of several)
};

std::vector<RetainedGradient>& retained_gradients() {
    static std::vector<RetainedGradient> retained;
    return retained;
}

void forget_released_tensors() {
    auto& retained = retained_gradients();
    retained.erase(std::remove_if(retained.begin(), retained.end(), [](const RetainedGradient& entry) {
        return entry.tensor.expired() || entry.node.expired();
    }), retained.end());
}

struct Retained {
    std::size_t output;
    TensorPtr tensor;
};

struct Graph {
    std::map<const void*, int> dependencies;   // edges still to deliver, per node or leaf
    std::map<const void*, std::vector<TensorPtr>> buffers;  // the gradient summed so far, per output of the node
    std::map<const void*, TensorPtr> leaves;
    std::map<const void*, std::vector<Retained>> retained;  // per node: the outputs' tensors that keep their gradient
};

// The retain_grad() requests by the node that runs for them. A tensor written in place since has another node,
// which torch would move the request to: refused rather than answered from the old node.
void collect_retained(Graph& graph) {
    forget_released_tensors();
    for (const RetainedGradient& entry : retained_gradients()) {
        const TensorPtr tensor = entry.tensor.lock();
        const std::shared_ptr<AutogradNode> node = entry.node.lock();
        if (tensor->grad_node != node) raise_unsupported("retain_grad() on a tensor changed in place afterwards");
        const AutogradNode* runs = node->owner ? node->owner.get() : node.get();
        graph.retained[runs].push_back(Retained{node->output, tensor});
    }
}

// The retains_grad hook: the gradient about to enter the node, copied into an empty .grad, else added to it.
void keep_retained(const MeterPtr& meter, const Graph& graph, const AutogradNode& node, const std::vector<TensorPtr>& output_grads) {
    const auto found = graph.retained.find(&node);
    if (found == graph.retained.end()) return;
    for (const Retained& retained : found->second) {
        const TensorPtr& grad = output_grads[retained.output];
        if (!grad) continue;
        Tensor& tensor = *retained.tensor;
        tensor.grad = tensor.grad ? tensor_binary(meter, '+', *tensor.grad, *grad) : tensor_copy(meter, *grad);
    }
}

// Counts each node's and leaf's incoming edges; an input without a backward stops everything before it starts.
void count_dependencies(AutogradNode& root, Graph& graph) {
    std::vector<AutogradNode*> pending = {&root};
    std::map<const void*, bool> seen = {{&root, true}};
    while (!pending.empty()) {
        AutogradNode* node = pending.back();
        pending.pop_back();
        for (const AutogradEdge& edge : node->inputs) {
            if (!edge.unsupported.empty()) raise_unsupported("backward() through " + edge.unsupported);
            const void* target = edge.node ? static_cast<const void*>(edge.node.get()) : edge.leaf.get();
            if (!target) continue;
            ++graph.dependencies[target];
            if (edge.leaf) graph.leaves[target] = edge.leaf;
            if (edge.node && !seen[target]) seen[target] = true, pending.push_back(edge.node.get());
        }
    }
}

// InputBuffer::add: the first gradient as it is, later ones added to the sum.
void deliver(const MeterPtr& meter, Graph& graph, const void* target, std::size_t output, const TensorPtr& grad) {
    std::vector<TensorPtr>& slots = graph.buffers[target];
    if (slots.size() <= output) slots.resize(output + 1);
    TensorPtr& buffer = slots[output];
    buffer = buffer ? tensor_binary(meter, '+', *buffer, *grad) : grad;
}

// AccumulateGrad: a contiguous copy into an empty .grad, else an in-place add.
void accumulate(const MeterPtr& meter, Tensor& leaf, const Tensor& grad) {
    if (!leaf.grad) {
        leaf.grad = tensor_copy(meter, grad);
        return;
    }
    const TensorPtr sum = tensor_binary(meter, '+', *leaf.grad, grad);
    leaf.grad->storage->values = sum->storage->values;
    share_in_place_change(*leaf.grad);
}

void run_node(const MeterPtr& meter, AutogradNode& node, Graph& graph, bool retain_graph, std::priority_queue<Task>& ready) {
    if (node.freed && node.saves_tensors) raise_error("RuntimeError", kGraphFreed);
    std::vector<bool> needed;
    for (const AutogradEdge& edge : node.inputs) needed.push_back(edge.node || edge.leaf);
    std::vector<TensorPtr> output_grads = std::move(graph.buffers[&node]);
    graph.buffers.erase(&node);
    output_grads.resize(node.outputs);
    keep_retained(meter, graph, node, output_grads);
    const Gradients grads = node.backward_outputs ? node.backward_outputs(meter, output_grads, needed) : node.backward(meter, *output_grads[0], needed);
    if (!retain_graph) {
        node.freed = true;
        if (node.saves_tensors) node.backward = nullptr, node.backward_outputs = nullptr;
    }
    for (std::size_t i = 0; i < node.inputs.size(); ++i) {
        const AutogradEdge& edge = node.inputs[i];
        if (!needed[i]) continue;
        const void* target = edge.node ? static_cast<const void*>(edge.node.get()) : edge.leaf.get();
        deliver(meter, graph, target, edge.output, sum_to(meter, *grads[i], edge.shape));
        if (--graph.dependencies[target] == 0)
            ready.push(edge.node ? Task{edge.node->sequence, edge.node.get(), nullptr} : Task{UINT64_MAX, nullptr, edge.leaf.get()});
    }
}

TensorPtr seed_gradient(const MeterPtr& meter, const Tensor& root, const TensorPtr& gradient) {
    if (!root.tracks_grad()) raise_error("RuntimeError", "element 0 of tensors does not require grad and does not have a grad_fn");
    if (!gradient) {
        if (root.numel() != 1) raise_error("RuntimeError", "grad can be implicitly created only for scalar outputs");
        TensorPtr ones = make_tensor(meter, root.shape, "the gradient");
        ones->storage->values.assign(1, 1.0f);
        return ones;
    }
    if (gradient->shape != root.shape)
        raise_error("RuntimeError", "Mismatch in shape: grad_output[0] has a shape of torch.Size([" + shape_text(gradient->shape, ", ") +
                                        "]) and output[0] has a shape of torch.Size([" + shape_text(root.shape, ", ") + "]).");
    if (!gradient->is_float()) raise_unsupported("backward() with a gradient that is not float32");
    return gradient;
}

}  // namespace

namespace {

// The engine's loop from the root; a leaf's gradient goes into its .grad, or with `captured` into that map (only
// for the leaves it names: torch.autograd.grad leaves every .grad alone).
void run_engine(const MeterPtr& meter, const TensorPtr& root, const TensorPtr& seed, bool retain_graph,
                std::map<const Tensor*, TensorPtr>* captured) {
    NoGradScope no_grad;
    const UnlinkedViewsScope unlinked_views;
    const auto arrive = [&](Tensor& leaf, const TensorPtr& grad) {
        if (!captured) accumulate(meter, leaf, *grad);
        else if (captured->count(&leaf)) (*captured)[&leaf] = grad;
    };
    if (root->grad_fn.empty()) {
        arrive(*root, seed);
        return;
    }
    if (!root->grad_node || root->grad_node->name != root->grad_fn) raise_unsupported("backward() through " + root->grad_fn);
    // One output of a node with several (a part of split or unbind) names its node through a stand-in.
    AutogradNode* const start = root->grad_node->owner ? root->grad_node->owner.get() : root->grad_node.get();
    Graph graph;
    count_dependencies(*start, graph);
    collect_retained(graph);
    deliver(meter, graph, start, root->grad_node->output, seed);
    std::priority_queue<Task> ready;
    ready.push(Task{start->sequence, start, nullptr});
    while (!ready.empty()) {
        const Task task = ready.top();
        ready.pop();
        if (task.node) {
            run_node(meter, *task.node, graph, retain_graph, ready);
        } else {
            arrive(*task.leaf, graph.buffers[task.leaf][0]);
            graph.buffers.erase(task.leaf);
        }
    }
}

}  // namespace

void retain_gradient(const TensorPtr& tensor) {
    if (retains_gradient(*tensor)) return;
    retained_gradients().push_back(RetainedGradient{tensor, tensor->grad_node});
}

bool retains_gradient(const Tensor& tensor) {
    forget_released_tensors();
    for (const RetainedGradient& entry : retained_gradients())
        if (entry.tensor.lock().get() == &tensor) return true;
    return false;
}

void run_backward(const MeterPtr& meter, const TensorPtr& root, const TensorPtr& gradient, bool retain_graph) {
    run_engine(meter, root, seed_gradient(meter, *root, gradient), retain_graph, nullptr);
}

std::vector<TensorPtr> run_grad(const MeterPtr& meter, const TensorPtr& root, const TensorPtr& gradient, const std::vector<TensorPtr>& inputs,
                                bool retain_graph, bool allow_unused) {
    for (const TensorPtr& input : inputs) {
        if (!input->tracks_grad()) raise_error("RuntimeError", "One of the differentiated Tensors does not require grad");
        if (!input->grad_fn.empty()) raise_unsupported("torch.autograd.grad() with respect to a tensor that is not a leaf");
    }
    const TensorPtr seed = seed_gradient(meter, *root, gradient);
    std::map<const Tensor*, TensorPtr> captured;
    for (const TensorPtr& input : inputs) captured[input.get()] = nullptr;
    run_engine(meter, root, seed, retain_graph, &captured);
    std::vector<TensorPtr> grads;
    for (const TensorPtr& input : inputs) {
        const TensorPtr& grad = captured[input.get()];
        if (!grad && !allow_unused)
            raise_error("RuntimeError", "One of the differentiated Tensors appears to not have been used in the graph. Set allow_unused=True if "
                                        "this is the desired behavior.");
        grads.push_back(grad ? tensor_copy(meter, *grad) : nullptr);
    }
    return grads;
}

}  // namespace qkv::python
