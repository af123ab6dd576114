// autograd.hpp — reverse-mode differentiation as torch 1.13.1's engine runs it: the nodes an operation records
// (named by the grad_fn torch prints), backward() over them, and the .grad of leaves.
//
// An op that can be differentiated records a node next to its grad_fn label (record_* below); an op that only
// labels its result has no node, and backward() through it raises the playground's NotImplementedError before any
// gradient is touched. Each backward formula is derivatives.yaml's, computed with the playground's own kernels
// (which reproduce torch's), in torch's order; the engine runs ready nodes newest first, sums a gradient that
// arrives twice in arrival order, reduces a broadcast gradient to its input's shape (sum_to), and accumulates into
// a leaf's .grad in place.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/torch/ops/tensor_ops.hpp"

namespace qkv::python {

// The gradients a node passes to its inputs, one per input (null where `needed` was false).
using Gradients = std::vector<TensorPtr>;
using BackwardFunction = std::function<Gradients(const MeterPtr& meter, const Tensor& grad, const std::vector<bool>& needed)>;

// Where an input's gradient goes: into the node that made it, into a leaf's .grad, or nowhere (it needs none).
// `unsupported` names the grad_fn of an input made by an op whose backward the playground lacks.
struct AutogradEdge {
    std::shared_ptr<AutogradNode> node;
    TensorPtr leaf;
    std::string unsupported;
    Shape shape;  // the input's shape: a broadcast gradient is summed to it
    std::size_t output = 0;  // which output of `node` the input is
    bool needed() const { return node || leaf || !unsupported.empty(); }
};

class SavedTensor;

struct AutogradNode {
    std::string name;  // the grad_fn torch prints, e.g. "AddmmBackward0"
    std::uint64_t sequence = 0;
    std::vector<AutogradEdge> inputs;
    BackwardFunction backward;
    // A node with several outputs (split, unbind) runs once with each output's gradient (null for one that got none).
    std::size_t outputs = 1;
    std::function<Gradients(const MeterPtr& meter, const std::vector<TensorPtr>& grads, const std::vector<bool>& needed)> backward_outputs;
    // Set on the stand-in a tensor holds for output `output` of the node `owner`; the stand-in itself never runs.
    std::shared_ptr<AutogradNode> owner;
    std::size_t output = 0;
    bool saves_tensors = false;  // torch keeps tensors for it (freed by a backward() without retain_graph)
    // For grad_fn.next_functions: the recorded inputs are not torch's node's (a composite such as linear on more
    // than two dims), or they are nn.Linear's on rows (input, weight[, bias]), which torch shows as
    // addmm(bias, input, weight.t()) or mm(input, weight.t()).
    bool hides_torch_inputs = false;
    bool linear_rows = false;
    bool freed = false;
    // grad_fn's Python object while the program holds it, so that `a.grad_fn is b.grad_fn` as in torch; and the
    // TBackward0 torch puts before nn.Linear's weight, made once (autograd_graph.cpp).
    std::weak_ptr<void> python_object;
    std::shared_ptr<AutogradNode> weight_transpose;
    // The op's result as the backward reads it (relu, exp, tanh ...): an in-place form (relu_) makes the written
    // tensor the saved one, at its version after the write, as torch saves `self` (store_in_place).
    std::vector<std::shared_ptr<SavedTensor>> saved_results;

    AutogradNode() = default;
    AutogradNode(const AutogradNode&) = delete;
    AutogradNode& operator=(const AutogradNode&) = delete;
    // Frees what it holds without recursion: a chain of a million nodes would otherwise overflow the stack, one
    // destructor frame per node (torch's deleteNode frees deep graphs with a work list for the same reason).
    ~AutogradNode();
};

// A tensor a backward formula needs, as it was when the op ran. Reading it after an in-place write raises torch's
// version-counter error; after a change of its elements no counted write explains, the playground refuses.
class SavedTensor {
public:
    SavedTensor(const MeterPtr& meter, const Tensor& tensor);
    const Tensor& get() const;
    // The result was written into `target` (an in-place op): from now on `target`'s writes are the ones checked.
    void follow(const Tensor& target);

private:
    std::weak_ptr<Tensor> original_;
    TensorPtr copy_;
    std::shared_ptr<std::uint32_t> version_;
    std::uint32_t saved_version_ = 0;
    bool is_output_ = false;  // the result of the node saving it, which torch's error names; else the tensor's own node
    std::string described_;   // "[torch.FloatTensor [3, 4]], which is output 0 of TanhBackward0,", as when saved
};

// Marks `saved` as the result `result`'s node reads (AutogradNode::saved_results), once the node is recorded.
void remember_saved_result(const Tensor& result, const std::shared_ptr<SavedTensor>& saved);

// The grad_fn names whose nodes have a backward formula (each with its golden in the corpus).
const std::vector<std::string>& nodes_with_backward();
bool has_backward(const std::string& grad_fn);

// Records the node making `result` when its grad_fn label says it tracks gradients (nothing under no_grad).
void record_backward(Tensor& result, const std::vector<const Tensor*>& inputs, BackwardFunction backward, bool saves_tensors);

// The ops' nodes.
void record_binary(const MeterPtr& meter, Tensor& result, char op, const Tensor& left, const Tensor& right);
void record_scalar(Tensor& result, char op, const Tensor& tensor, const Scalar& scalar, bool scalar_on_left);
void record_negate(Tensor& result, const Tensor& tensor);
void record_power(const MeterPtr& meter, Tensor& result, const Tensor& tensor, const Scalar& exponent);
// pow with a tensor exponent: tensor ** tensor (also number ** tensor, whose number torch makes a tensor first) and
// torch.pow(number, tensor) (autograd_pointwise.cpp).
void record_power_tensor(const MeterPtr& meter, Tensor& result, const Tensor& base, const Tensor& exponent);
void record_scalar_base_power(const MeterPtr& meter, Tensor& result, double base, const Tensor& exponent);
// How matmul ran (tensor_ops.cpp picks it as torch's _matmul_impl does): mm or mv with the left operand's batch
// folded into rows, mm or mv of right.mT()'s batch folded into rows by a 1-D or 2-D left operand, or bmm over the
// broadcast batch.
enum class MatmulPath { FoldedLeft, FoldedRight, Batched };
// left @ right with at least one operand of 2 or more dims (1-D @ 1-D, 2-D @ 1-D and 1-D @ 2-D are
// record_vector_product's).
void record_matrix_product(const MeterPtr& meter, Tensor& result, const Tensor& left, const Tensor& right, MatmulPath path);
// dot, mv and vector @ matrix.
void record_vector_product(const MeterPtr& meter, Tensor& result, const Tensor& left, const Tensor& right);
void record_linear(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& weight, const Tensor* bias);
void record_transpose(Tensor& result, const Tensor& tensor, std::int64_t dim0, std::int64_t dim1);
void record_reshape(Tensor& result, const Tensor& tensor);
// permute(dims): the gradient permuted back (dims already wrapped).
void record_permute(Tensor& result, const Tensor& tensor, const std::vector<std::int64_t>& dims);
// sum or mean over the dims marked in `reduced`.
void record_reduction(Tensor& result, const Tensor& tensor, const std::vector<bool>& reduced, bool keepdim, bool mean);
// relu and tanh (by result.grad_fn) from their result.
void record_activation(const MeterPtr& meter, Tensor& result, const Tensor& tensor);
// softmax (log_softmax with `logarithm`) over `dim` (wrapped).
void record_softmax(const MeterPtr& meter, Tensor& result, const Tensor& tensor, std::int64_t dim, bool logarithm);
void record_masked_fill(const MeterPtr& meter, Tensor& result, const Tensor& tensor, const Tensor& mask);
// nll_loss on (N, C) or (C) log-probabilities, with class weights or none (null), reduction 'mean' or 'sum', or
// 'none' (`each`).
void record_nll_loss(const MeterPtr& meter, Tensor& result, const Tensor& log_probs, const Tensor& target, const Tensor* weight, bool mean,
                     std::int64_t ignore_index, float total_weight, bool each = false);
void record_embedding(const MeterPtr& meter, Tensor& result, const Tensor& weight, const Tensor& indices);
// split, split_with_sizes, chunk and unbind (by the parts' grad_fn): one node whose outputs are `parts`, of the given
// sizes along `dim` (unbind: sizes of 1, the dim dropped from each part).
void record_parts(const std::vector<TensorPtr>& parts, const Tensor& source, std::int64_t dim, const std::vector<std::int64_t>& sizes);
// cat along `dim`: each input gets its slice of the gradient.
void record_concatenate(Tensor& result, const std::vector<TensorPtr>& parts, std::int64_t dim);
// native_layer_norm over the last `normalized` elements of each row; weight and bias may be null.
void record_layer_norm(const MeterPtr& meter, Tensor& result, const Tensor& input, std::int64_t normalized, const Tensor* weight,
                       const Tensor* bias, float eps);

// exp, log, sqrt, rsqrt, abs, sigmoid, sin and cos (by result.grad_fn), from the saved result or input (autograd_pointwise.cpp).
void record_pointwise(const MeterPtr& meter, Tensor& result, const Tensor& input);
// F.gelu with approximate='none' or 'tanh'.
void record_gelu(const MeterPtr& meter, Tensor& result, const Tensor& input, bool tanh_approximation);
void record_silu(const MeterPtr& meter, Tensor& result, const Tensor& input);
void record_leaky_relu(const MeterPtr& meter, Tensor& result, const Tensor& input, float slope);
// clamp(min, max), either bound absent.
void record_clamp(const MeterPtr& meter, Tensor& result, const Tensor& input, std::optional<double> low, std::optional<double> high);
void record_where(const MeterPtr& meter, Tensor& result, const Tensor& condition, const Tensor& x, const Tensor& y);
// mse_loss with reduction 'mean' (mean) or 'sum'/'none'.
void record_mse_loss(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& target, bool mean);
// smooth_l1_loss (beta) or huber_loss (delta). `vector_split`: the inputs were contiguous and the loss reduced, so
// torch's backward kernel runs one 1-D loop over all elements (vector blocks of 16, then a scalar tail).
struct RegressionLoss {
    bool huber = false;
    double parameter = 1.0;
    bool mean = true;
    bool vector_split = false;
};
void record_regression_loss(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& target, const RegressionLoss& loss);
// F.binary_cross_entropy_with_logits without pos_weight, reduction 'mean' (mean) or 'sum'/'none'; weight may be null.
void record_bce_with_logits(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& target, const Tensor* weight, bool mean);
void record_binary_cross_entropy(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& target, const Tensor* weight, bool mean);
// A view or selection whose element n is source's row-major element positions[n]; `accumulate` for advanced
// indexing, where a position may repeat (autograd_views.cpp). `saves_indices`: torch's node keeps index tensors (index,
// max(dim)), so a second backward() without retain_graph fails; select and slice keep only numbers.
void record_positions(Tensor& result, const Tensor& source, const std::vector<std::int64_t>& positions, bool accumulate,
                      bool saves_indices);
// var/std over the dims marked in `reduced` (every dim when `all`, torch's no-dim form), with `correction`.
void record_variance(const MeterPtr& meter, Tensor& result, const Tensor& input, const std::vector<bool>& reduced, bool keepdim, bool all,
                     std::int64_t correction);
// max()/min() of every element: the gradient shared evenly by the elements equal to the result.
void record_extreme_all(const MeterPtr& meter, Tensor& result, const Tensor& input);
// norm with p = 2 (NormBackward1); other orders stay unrecorded, so backward() through them refuses.
void record_norm2(const MeterPtr& meter, Tensor& result, const Tensor& input, const std::vector<bool>& reduced);
// amax/amin over the dims marked in `reduced`: (grad / count of maxima) * mask.
void record_amax(const MeterPtr& meter, Tensor& result, const Tensor& input, const std::vector<bool>& reduced, bool keepdim);
// clone, contiguous, expand: the gradient as it comes (the engine sums a broadcast one to the input's shape).
void record_pass_through(Tensor& result, const Tensor& input);
// tril/triu with `diagonal`.
void record_triangle(Tensor& result, const Tensor& input, std::int64_t diagonal, bool lower);
void record_trace(Tensor& result, const Tensor& input);
// repeat(repeats), no repeat 0.
void record_repeat(Tensor& result, const Tensor& input, const std::vector<std::int64_t>& repeats);
// cumsum along `dim` (wrapped).
void record_cumsum(Tensor& result, const Tensor& input, std::int64_t dim);
// torch.stack of same-shaped parts along `dim` (wrapped).
void record_stack(Tensor& result, const std::vector<TensorPtr>& parts, std::int64_t dim);

// tensor.retain_grad() on a result (not a leaf): from now on each backward through its node also gives it the
// gradient that reaches it, in .grad (a copy, then sums), as torch's retains_grad hook does.
void retain_gradient(const TensorPtr& tensor);
// tensor.retains_grad.
bool retains_gradient(const Tensor& tensor);

// tensor.backward(gradient=None, retain_graph=None): torch's checks, then the engine.
void run_backward(const MeterPtr& meter, const TensorPtr& root, const TensorPtr& gradient, bool retain_graph);

// torch.autograd.grad(root, inputs, grad_outputs, retain_graph, allow_unused) for leaf inputs: their gradients
// (null for an unused one), every .grad left alone.
std::vector<TensorPtr> run_grad(const MeterPtr& meter, const TensorPtr& root, const TensorPtr& gradient, const std::vector<TensorPtr>& inputs,
                                bool retain_graph, bool allow_unused);

// The float sum over the dims marked in `reduced`, in torch's order for the tensor's layout (tensor_reductions.cpp).
TensorPtr tensor_sum_over(const MeterPtr& meter, const Tensor& tensor, const std::vector<bool>& reduced, bool keepdim);

// torch's sum_to: `grad` summed over the dims `shape` broadcast (leading dims, and size-1 dims), as validate_outputs
// reduces a gradient to its input's shape.
TensorPtr sum_to(const MeterPtr& meter, const Tensor& grad, const Shape& shape);

}  // namespace qkv::python
