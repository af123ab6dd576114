// autograd.cpp — the nodes ops record, with their backward formulas, and sum_to (the engine is autograd_engine.cpp).
#include "python/torch/autograd/autograd.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <unordered_set>

#include "core/avx_math.hpp"
#include "core/layer_norm.hpp"
#include "core/sleef_math.hpp"
#include "core/softmax.hpp"
#include "core/vec_reduce.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"

namespace qkv::python {
namespace {

std::uint64_t next_sequence_number() {
    static std::uint64_t counter = 0;
    return counter++;
}

AutogradEdge edge_of(const Tensor& input) {
    AutogradEdge edge;
    edge.shape = input.shape;
    if (!input.tracks_grad()) return edge;
    if (input.grad_fn.empty()) {
        edge.leaf = std::const_pointer_cast<Tensor>(input.weak_from_this().lock());
        if (!edge.leaf) edge.unsupported = "this leaf tensor";
    } else if (input.grad_node && input.grad_node->name == input.grad_fn) {
        edge.node = input.grad_node->owner ? input.grad_node->owner : input.grad_node;
        edge.output = input.grad_node->output;
    } else {
        edge.unsupported = input.grad_fn;
    }
    return edge;
}

Scalar float_scalar(double value) { return Scalar{DType::Float32, value, 0}; }

// grad.expand(shape) as torch makes it: the values repeated, with stride 0 along the broadcast dims.
TensorPtr expand_to(const MeterPtr& meter, const Tensor& grad, const Shape& shape) {
    if (grad.shape == shape) return std::const_pointer_cast<Tensor>(grad.shared_from_this());
    const Strides strides = broadcast_strides(grad.shape, shape);
    TensorPtr result = materialize(meter, grad, 0, shape, strides);
    Strides layout = torch_strides_as(grad, shape);
    set_view_strides(*result, layout);
    return result;
}

// An undefined-shape-safe reshape of a gradient to `shape` (torch's grad.reshape(sizes)).
TensorPtr reshape_to(const MeterPtr& meter, const Tensor& grad, const Shape& shape) {
    return tensor_reshape(meter, grad, shape, false);
}

TensorPtr multiply(const MeterPtr& meter, const Tensor& a, const Tensor& b) { return tensor_binary(meter, '*', a, b); }

// What dying nodes held, destroyed one at a time by the outermost ~AutogradNode: destroying an item may release
// further nodes, whose destructors add their own items here instead of recursing.
struct NodeRemains {
    std::vector<AutogradEdge> inputs;
    BackwardFunction backward;
};

struct NodeGraveyard {
    std::vector<NodeRemains> pending;
    bool draining = false;
};

// Never destroyed: a node may die during the program's exit, after function-local statics are gone.
NodeGraveyard& node_graveyard() {
    static NodeGraveyard* const graveyard = new NodeGraveyard;
    return *graveyard;
}

}  // namespace

AutogradNode::~AutogradNode() {
    if (inputs.empty() && !backward) return;
    NodeGraveyard& graveyard = node_graveyard();
    graveyard.pending.push_back(NodeRemains{std::move(inputs), std::move(backward)});
    if (graveyard.draining) return;
    graveyard.draining = true;
    while (!graveyard.pending.empty()) {
        NodeRemains remains = std::move(graveyard.pending.back());
        graveyard.pending.pop_back();
    }  // `remains` dies here, at depth one
    graveyard.draining = false;
    graveyard.pending.shrink_to_fit();
}

namespace {

// How torch's error names a saved tensor: its type and sizes, and the node whose output it is (none for a leaf).
std::string describe_saved(const Tensor& tensor) {
    std::string text = "[" + legacy_type_name(tensor.dtype) + " [" + shape_text(tensor.shape, ", ") + "]]";
    if (tensor.grad_fn.empty()) return text;
    const std::size_t output = tensor.grad_node && tensor.grad_node->owner ? tensor.grad_node->output : 0;
    return text + ", which is output " + std::to_string(output) + " of " + tensor.grad_fn + ",";
}

}  // namespace

// A result is saved before its node is attached (record_backward): it has a grad_fn label and no node yet.
SavedTensor::SavedTensor(const MeterPtr& meter, const Tensor& tensor)
    : original_(std::const_pointer_cast<Tensor>(tensor.weak_from_this().lock())), copy_(tensor_copy(meter, tensor)),
      version_(version_counter(tensor)), saved_version_(*version_), is_output_(!tensor.grad_fn.empty() && !tensor.grad_node),
      described_(describe_saved(tensor)) {
    copy_->view_strides = tensor.view_strides;
}

void SavedTensor::follow(const Tensor& target) {
    original_ = std::const_pointer_cast<Tensor>(target.weak_from_this().lock());
    version_ = version_counter(target);
    saved_version_ = *version_;
}

const Tensor& SavedTensor::get() const {
    if (*version_ != saved_version_) {
        // torch names a saved input by the node that made it now (an in-place write may have rebased it).
        const TensorPtr original = original_.lock();
        const std::string described = original && !is_output_ ? describe_saved(*original) : described_;
        raise_error("RuntimeError", "one of the variables needed for gradient computation has been modified by an inplace operation: " +
                                        described + " is at version " + std::to_string(*version_) + "; expected version " +
                                        std::to_string(saved_version_) + " instead. Hint: enable anomaly detection to find the "
                                        "operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True).");
    }
    const TensorPtr original = original_.lock();
    const std::size_t count = copy_->storage->values.size();  // memcmp may not be handed an empty tensor's null data
    if (original && original->is_float() &&
        (original->storage->values.size() != count ||
         (count > 0 && std::memcmp(original->storage->values.data(), copy_->storage->values.data(), count * sizeof(float)) != 0)))
        raise_unsupported("backward() after an in-place change of a tensor its graph uses");
    return *copy_;
}

// Declarative table: every node with a backward formula. Each has its golden in the corpus
// (tests/python/corpus/grad_golden_<name>.py, python_autograd_test checks it); a node not listed is not recorded,
// so backward() through it refuses instead of running an unchecked formula.
const std::vector<std::string>& nodes_with_backward() {
    static const std::vector<std::string> names = {
        "AddBackward0",        "SubBackward0",        "MulBackward0",          "DivBackward0",
        "RsubBackward1",       "NegBackward0",        "PowBackward0",          "MmBackward0",
        "BmmBackward0",        "UnsafeViewBackward0", "AddmmBackward0",        "ViewBackward0",
        "ReshapeAliasBackward0", "TBackward0",        "TransposeBackward0",    "PermuteBackward0",
        "SumBackward0",        "SumBackward1",        "MeanBackward0",         "MeanBackward1",
        "ReluBackward0",       "SoftmaxBackward0",    "LogSoftmaxBackward0",   "MaskedFillBackward0",
        "NllLossBackward0",    "EmbeddingBackward0",  "NativeLayerNormBackward0", "CatBackward0",
        "TanhBackward0",       "ExpBackward0",        "LogBackward0",          "SqrtBackward0",
        "RsqrtBackward0",      "AbsBackward0",        "SigmoidBackward0",      "ClampBackward1",
        "WhereBackward0",      "MseLossBackward0",    "SelectBackward0",       "SliceBackward0",
        "IndexBackward0",      "AliasBackward0",      "UnsqueezeBackward0",    "SqueezeBackward0",
        "SqueezeBackward1",    "ExpandBackward0",     "CloneBackward0",        "StackBackward0",
        "VarBackward0",        "StdBackward0",        "MaxBackward0",          "MinBackward0",
        "MaxBackward1",        "MinBackward1",        "AmaxBackward0",         "AminBackward0",
        "SplitBackward0",      "SplitWithSizesBackward0", "UnbindBackward0",  "GeluBackward0",
        "DotBackward0",        "MvBackward0",         "SqueezeBackward3",      "TrilBackward0",
        "TriuBackward0",       "RepeatBackward0",     "SinBackward0",          "CosBackward0",
        "SiluBackward0",       "LeakyReluBackward0",  "CumsumBackward0",
        "PowBackward1",        "PowBackward2",        "BinaryCrossEntropyWithLogitsBackward0",
        "BinaryCrossEntropyBackward0", "DivBackward1", "SmoothL1LossBackward0", "HuberLossBackward0",
        "KthvalueBackward0",   "ModeBackward0",       "Log10Backward0",        "Log2Backward0",
        "TraceBackward0",      "DiagonalBackward0",   "NormBackward1",
    };
    return names;
}

bool has_backward(const std::string& grad_fn) {
    static const std::unordered_set<std::string> listed(nodes_with_backward().begin(), nodes_with_backward().end());
    return listed.count(grad_fn) > 0;
}

void record_backward(Tensor& result, const std::vector<const Tensor*>& inputs, BackwardFunction backward, bool saves_tensors) {
    if (result.grad_fn.empty() || !result.is_float()) return;  // gradients are float32 here
    if (!has_backward(result.grad_fn)) return;
    auto node = std::make_shared<AutogradNode>();
    node->name = result.grad_fn;
    node->sequence = next_sequence_number();
    for (const Tensor* input : inputs) node->inputs.push_back(edge_of(*input));
    node->backward = std::move(backward);
    node->saves_tensors = saves_tensors;
    result.grad_node = std::move(node);
}

void remember_saved_result(const Tensor& result, const std::shared_ptr<SavedTensor>& saved) {
    if (result.grad_node && result.grad_node->name == result.grad_fn) result.grad_node->saved_results.push_back(saved);
}

TensorPtr sum_to(const MeterPtr& meter, const Tensor& grad, const Shape& shape) {
    if (grad.shape == shape) return std::const_pointer_cast<Tensor>(grad.shared_from_this());
    const std::size_t leading = grad.rank() - shape.size();
    std::vector<bool> reduced(grad.rank(), false);
    bool any = false;
    for (std::size_t k = 0; k < grad.rank(); ++k) {
        reduced[k] = k < leading || (shape[k - leading] == 1 && grad.shape[k] != 1);
        any = any || reduced[k];
    }
    TensorPtr summed = any ? tensor_sum_over(meter, grad, reduced, true) : std::const_pointer_cast<Tensor>(grad.shared_from_this());
    return leading > 0 ? reshape_to(meter, *summed, shape) : summed;
}

// ---------------------------------------------------------------------------------------------------------------
// Element-wise arithmetic (derivatives.yaml: add, sub, mul, div, neg, pow)
// ---------------------------------------------------------------------------------------------------------------

void record_binary(const MeterPtr& meter, Tensor& result, char op, const Tensor& left, const Tensor& right) {
    if (result.grad_fn.empty()) return;  // no node, so nothing to save
    if (!result.is_float() || op == '+' || op == '-') {
        record_backward(result, {&left, &right}, [op](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
            Gradients grads(2);
            if (needed[0]) grads[0] = tensor_copy(m, grad);
            if (needed[1]) grads[1] = op == '-' ? tensor_negate(m, grad) : tensor_copy(m, grad);
            return grads;
        }, false);
        return;
    }
    const auto self = std::make_shared<SavedTensor>(meter, left), other = std::make_shared<SavedTensor>(meter, right);
    record_backward(result, {&left, &right}, [op, self, other](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        Gradients grads(2);
        if (op == '*') {
            if (needed[0]) grads[0] = multiply(m, grad, other->get());
            if (needed[1]) grads[1] = multiply(m, grad, self->get());
            return grads;
        }
        if (needed[0]) grads[0] = tensor_binary(m, '/', grad, other->get());
        if (needed[1]) {  // -grad * ((self / other) / other)
            const TensorPtr quotient = tensor_binary(m, '/', *tensor_binary(m, '/', self->get(), other->get()), other->get());
            grads[1] = multiply(m, *tensor_negate(m, grad), *quotient);
        }
        return grads;
    }, true);
}

void record_scalar(Tensor& result, char op, const Tensor& tensor, const Scalar& scalar, bool scalar_on_left) {
    if (scalar_on_left && op == '/') return;  // reciprocal() * number: no node, backward() says so
    record_backward(result, {&tensor}, [op, scalar, scalar_on_left](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        if (op == '+') return Gradients{tensor_copy(m, grad)};
        if (op == '-') return Gradients{scalar_on_left ? tensor_negate(m, grad) : tensor_copy(m, grad)};
        return Gradients{tensor_scalar(m, op, grad, scalar, false)};  // grad * number, grad / number
    }, op == '*' || op == '/');
}

void record_negate(Tensor& result, const Tensor& tensor) {
    record_backward(result, {&tensor}, [](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        return Gradients{tensor_negate(m, grad)};
    }, false);
}

// pow_backward: grad * (exponent * self.pow(exponent - 1)); zeros for exponent 0.
void record_power(const MeterPtr& meter, Tensor& result, const Tensor& tensor, const Scalar& exponent) {
    const auto self = std::make_shared<SavedTensor>(meter, tensor);
    const double power = exponent.kind == DType::Float32 ? exponent.real : static_cast<double>(exponent.integer);
    record_backward(result, {&tensor}, [self, power](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        if (power == 0.0) return Gradients{make_tensor(m, self->get().shape, "the gradient")};
        const TensorPtr lowered = tensor_power(m, self->get(), float_scalar(power - 1.0));
        return Gradients{multiply(m, grad, *tensor_scalar(m, '*', *lowered, float_scalar(power), false))};
    }, true);
}

// ---------------------------------------------------------------------------------------------------------------
// Matrix products: mm (self: grad.mm(mat2.t()), mat2: self.t().mm(grad)), addmm, and F.linear built on them
// ---------------------------------------------------------------------------------------------------------------
namespace {

TensorPtr transposed(const MeterPtr& meter, const Tensor& matrix) { return tensor_transpose(meter, matrix, 0, 1); }

// The gradients of left @ right (both 2-D) for grad.
Gradients product_gradients(const MeterPtr& m, const Tensor& grad, const Tensor& left, const Tensor& right, const std::vector<bool>& needed) {
    Gradients grads(2);
    if (needed[0]) grads[0] = tensor_matmul(m, grad, *transposed(m, right));
    if (needed[1]) grads[1] = tensor_matmul(m, *transposed(m, left), grad);
    return grads;
}

}  // namespace

namespace {

std::int64_t product_of(Shape::const_iterator begin, Shape::const_iterator end) {
    std::int64_t product = 1;  // counted, not divided out: a size may be 0
    for (auto it = begin; it != end; ++it) product *= *it;
    return product;
}

// outer(a, b) as torch's ger computes it: a.reshape(-1, 1) * b, each element one product.
TensorPtr outer_product(const MeterPtr& meter, const Tensor& a, const Tensor& b) {
    TensorPtr out = make_tensor(meter, {a.numel(), b.numel()}, "the gradient");
    for (std::int64_t i = 0; i < a.numel(); ++i)
        for (std::int64_t j = 0; j < b.numel(); ++j) out->data()[i * b.numel() + j] = a.data()[i] * b.data()[j];
    return out;
}

// The left operand's batch folded into rows (R x m1) times a matrix (mm: existing product_gradients) or a vector
// (mv: self grad.ger(vec), vec self.t().mv(grad)).
Gradients folded_left_gradients(const MeterPtr& m, const Tensor& grad, const Tensor& x, const Tensor& y, const std::vector<bool>& needed) {
    const std::int64_t columns = x.shape.back(), rows_count = product_of(x.shape.begin(), x.shape.end() - 1);
    const TensorPtr rows = reshape_to(m, x, {rows_count, columns});
    Gradients grads(2);
    if (y.rank() == 1) {
        const TensorPtr grad_column = reshape_to(m, grad, {rows_count, 1});
        if (needed[0]) grads[0] = reshape_to(m, *outer_product(m, grad, y), x.shape);
        if (needed[1]) grads[1] = reshape_to(m, *tensor_matmul(m, *transposed(m, *rows), *grad_column), y.shape);
        return grads;
    }
    grads = product_gradients(m, *reshape_to(m, grad, {rows_count, grad.shape.back()}), *rows, y, needed);
    if (needed[0]) grads[0] = reshape_to(m, *grads[0], x.shape);
    return grads;
}

// A 1-D or 2-D left operand times right.mT()'s batch folded into rows t1 (R x m2, rows ordered (batch, column)):
// t1.mm(left.t()) transposed back per batch, or t1.mv(left). The gradients of t1 and left.t() come back through
// the transposes as torch's nodes pass them.
Gradients folded_right_gradients(const MeterPtr& m, const Tensor& grad, const Tensor& x, const Tensor& y, const std::vector<bool>& needed) {
    const std::int64_t inner = y.shape[y.rank() - 2], columns = y.shape.back();
    const std::int64_t batch = product_of(y.shape.begin(), y.shape.end() - 2), rows_count = batch * columns;
    const bool matrix = x.rank() == 2;
    const std::int64_t outputs = matrix ? x.shape[0] : 1;
    TensorPtr t1 = make_tensor(m, {rows_count, inner}, "the gradient"), folded_grad = make_tensor(m, {rows_count, outputs}, "the gradient");
    for (std::int64_t b = 0; b < batch; ++b)
        for (std::int64_t j = 0; j < columns; ++j) {
            for (std::int64_t k = 0; k < inner; ++k) t1->data()[(b * columns + j) * inner + k] = y.data()[(b * inner + k) * columns + j];
            for (std::int64_t i = 0; i < outputs; ++i)
                folded_grad->data()[(b * columns + j) * outputs + i] = grad.data()[(b * outputs + i) * columns + j];
        }
    Gradients grads(2);
    TensorPtr t1_grad;
    if (needed[1]) t1_grad = matrix ? tensor_matmul(m, *folded_grad, x) : outer_product(m, *folded_grad, x);
    if (needed[0]) {
        const TensorPtr left_t_grad = tensor_matmul(m, *transposed(m, *t1), *folded_grad);  // m1 x outputs
        grads[0] = matrix ? transposed(m, *left_t_grad) : reshape_to(m, *left_t_grad, x.shape);
    }
    if (t1_grad) {
        grads[1] = make_tensor(m, y.shape, "the gradient");
        for (std::int64_t b = 0; b < batch; ++b)
            for (std::int64_t j = 0; j < columns; ++j)
                for (std::int64_t k = 0; k < inner; ++k) grads[1]->data()[(b * inner + k) * columns + j] = t1_grad->data()[(b * columns + j) * inner + k];
    }
    return grads;
}

// bmm over the broadcast batch: each operand expanded to it and flattened to one batch dim; the gradients come back
// at the expanded shapes, which the engine sums to each operand's (ExpandBackward0's sum_to).
Gradients batched_gradients(const MeterPtr& m, const Tensor& grad, const Tensor& x, const Tensor& y, const std::vector<bool>& needed) {
    const Shape batch = broadcast_shapes(Shape(x.shape.begin(), x.shape.end() - 2), Shape(y.shape.begin(), y.shape.end() - 2));
    const std::int64_t count = product_of(batch.begin(), batch.end());
    const auto expanded = [&](const Tensor& t) {
        Shape shape = batch;
        shape.insert(shape.end(), t.shape.end() - 2, t.shape.end());
        return shape;
    };
    const Shape x_shape = expanded(x), y_shape = expanded(y);
    const auto flat = [&](const Tensor& t, const Shape& shape) {
        const TensorPtr full = materialize(m, t, 0, shape, broadcast_strides(t.shape, shape));
        return reshape_to(m, *full, {count, shape[shape.size() - 2], shape.back()});
    };
    const TensorPtr x3 = flat(x, x_shape), y3 = flat(y, y_shape);
    const TensorPtr grad3 = reshape_to(m, grad, {count, x_shape[x_shape.size() - 2], y_shape.back()});
    Gradients grads(2);
    if (needed[0]) grads[0] = reshape_to(m, *tensor_matmul(m, *grad3, *tensor_transpose(m, *y3, 1, 2)), x_shape);
    if (needed[1]) grads[1] = reshape_to(m, *tensor_matmul(m, *tensor_transpose(m, *x3, 1, 2), *grad3), y_shape);
    return grads;
}

}  // namespace

void record_matrix_product(const MeterPtr& meter, Tensor& result, const Tensor& left, const Tensor& right, MatmulPath path) {
    if (!left.is_float() || !right.is_float() || left.rank() + right.rank() < 3) return;
    if (path == MatmulPath::FoldedLeft && (left.rank() < 2 || right.rank() > 2)) return;
    if (path == MatmulPath::FoldedRight && (left.rank() > 2 || right.rank() < 3)) return;
    if (path == MatmulPath::Batched && (left.rank() < 2 || right.rank() < 2)) return;
    const auto a = std::make_shared<SavedTensor>(meter, left), b = std::make_shared<SavedTensor>(meter, right);
    record_backward(result, {&left, &right}, [a, b, path](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        if (path == MatmulPath::FoldedLeft) return folded_left_gradients(m, grad, a->get(), b->get(), needed);
        if (path == MatmulPath::FoldedRight) return folded_right_gradients(m, grad, a->get(), b->get(), needed);
        return batched_gradients(m, grad, a->get(), b->get(), needed);
    }, true);
}

// A 1-D operand of matmul: dot (self: grad * other), mv (self: grad.ger(vec), vec: self.t().mv(grad)) and a vector
// times a matrix (unsqueeze(0).mm(other).squeeze(0)), each as the matrix products of its vectors made rows or columns.
void record_vector_product(const MeterPtr& meter, Tensor& result, const Tensor& left, const Tensor& right) {
    if (!left.is_float() || !right.is_float() || left.rank() + right.rank() > 3) return;
    const auto a = std::make_shared<SavedTensor>(meter, left), b = std::make_shared<SavedTensor>(meter, right);
    record_backward(result, {&left, &right}, [a, b](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        const Tensor &x = a->get(), &y = b->get();
        Gradients grads(2);
        if (x.rank() == 1 && y.rank() == 1) {
            if (needed[0]) grads[0] = multiply(m, grad, y);
            if (needed[1]) grads[1] = multiply(m, grad, x);
            return grads;
        }
        if (x.rank() == 2) {  // mv: grad and vec as columns
            grads = product_gradients(m, *reshape_to(m, grad, {grad.numel(), 1}), x, *reshape_to(m, y, {y.numel(), 1}), needed);
            if (needed[1]) grads[1] = reshape_to(m, *grads[1], y.shape);
            return grads;
        }
        grads = product_gradients(m, *reshape_to(m, grad, {1, grad.numel()}), *reshape_to(m, x, {1, x.numel()}), y, needed);
        if (needed[0]) grads[0] = reshape_to(m, *grads[0], x.shape);
        return grads;
    }, true);
}

// 2-D input: addmm(bias, input, weight.t()) or mm; more dims: the same on the input's rows (matmul folds them into
// one mm), viewed back.
void record_linear(const MeterPtr& meter, Tensor& result, const Tensor& input, const Tensor& weight, const Tensor* bias) {
    // A vector input is one row: torch multiplies input.unsqueeze(0) by weight.t() and adds the bias to the
    // squeezed product in place, so the bias's gradient is the output's own, not a sum over rows.
    if (input.rank() < 1 || (bias && bias->rank() != 1)) return;
    const auto x = std::make_shared<SavedTensor>(meter, input), w = std::make_shared<SavedTensor>(meter, weight);
    std::vector<const Tensor*> inputs = {&input, &weight};
    if (bias) inputs.push_back(bias);
    record_backward(result, inputs, [x, w](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        const Shape& input_shape = x->get().shape;
        // The rows are the leading dimensions' product, counted rather than divided out: a size may be 0.
        std::int64_t row_count = 1;
        for (std::size_t d = 0; d + 1 < input_shape.size(); ++d) row_count *= input_shape[d];
        const TensorPtr grad_rows = reshape_to(m, grad, {row_count, grad.shape.back()});
        const TensorPtr rows = reshape_to(m, x->get(), {row_count, input_shape.back()});
        // weight.t() is mat2 of the product, so the input's gradient is grad @ weight, and the weight's is
        // (input^T @ grad)^T, its gradient through TBackward0: computed as grad^T @ input, the same sums in the
        // same order (each element's products over the rows, first to last), laid out as that transpose.
        Gradients grads(needed.size());
        if (needed[0]) grads[0] = reshape_to(m, *tensor_matmul(m, *grad_rows, w->get()), input_shape);
        if (needed[1]) {
            grads[1] = tensor_matmul(m, *transposed(m, *grad_rows), *rows);
            set_view_strides(*grads[1], {1, grads[1]->shape[0]});
        }
        // addmm's self: grad, summed to the bias by sum_to; a vector input's add takes the output's gradient as is.
        if (needed.size() > 2 && needed[2]) grads[2] = input_shape.size() == 1 ? reshape_to(m, grad, grad.shape) : grad_rows;
        return grads;
    }, true);
    if (!result.grad_node || result.grad_node->name != result.grad_fn) return;
    const bool rows = input.rank() == 2 && (bias ? result.grad_fn == "AddmmBackward0" : result.grad_fn == "MmBackward0");
    result.grad_node->linear_rows = rows;
    result.grad_node->hides_torch_inputs = !rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Shapes and reductions
// ---------------------------------------------------------------------------------------------------------------

void record_transpose(Tensor& result, const Tensor& tensor, std::int64_t dim0, std::int64_t dim1) {
    record_backward(result, {&tensor}, [dim0, dim1](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        return Gradients{tensor_transpose(m, grad, dim0, dim1)};
    }, false);
}

void record_reshape(Tensor& result, const Tensor& tensor) {
    const Shape shape = tensor.shape;
    record_backward(result, {&tensor}, [shape](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        return Gradients{reshape_to(m, grad, shape)};
    }, false);
}

void record_permute(Tensor& result, const Tensor& tensor, const std::vector<std::int64_t>& dims) {
    const Shape shape = tensor.shape;
    record_backward(result, {&tensor}, [shape, dims](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        const Strides grad_strides = contiguous_strides(grad.shape);
        Strides strides(shape.size());
        for (std::size_t k = 0; k < dims.size(); ++k) strides[dims[k]] = grad_strides[k];
        return Gradients{materialize(m, grad, 0, shape, strides)};
    }, false);
}

// sum: grad (with the reduced dims put back when not kept) expanded to the input's shape; mean: that divided by
// the count of reduced elements.
void record_reduction(Tensor& result, const Tensor& tensor, const std::vector<bool>& reduced, bool keepdim, bool mean) {
    const Shape shape = tensor.shape;
    std::int64_t count = 1;
    for (std::size_t k = 0; k < shape.size(); ++k)
        if (reduced[k]) count *= shape[k];
    record_backward(result, {&tensor}, [shape, reduced, keepdim, mean, count](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr kept = std::const_pointer_cast<Tensor>(grad.shared_from_this());
        if (!keepdim && !shape.empty()) {
            Shape with_ones;
            for (std::size_t k = 0, g = 0; k < shape.size(); ++k) with_ones.push_back(reduced[k] ? 1 : grad.shape[g++]);
            kept = reshape_to(m, grad, with_ones);
        }
        TensorPtr expanded = expand_to(m, *kept, shape);
        if (!mean) return Gradients{expanded};
        return Gradients{tensor_scalar(m, '/', *expanded, Scalar{DType::Int64, 0.0, count}, false)};
    }, false);
}

// ---------------------------------------------------------------------------------------------------------------
// relu, tanh, softmax, log_softmax, masked_fill, nll_loss, embedding
// ---------------------------------------------------------------------------------------------------------------

// threshold_backward(grad, result, 0): grad where result > 0, else 0.
// tanh_backward as torch's AVX2 kernel computes it: grad * (1 - y * y), the 1 - y * y fused into one rounding (GCC
// contracts it, vector lanes and tail alike), then the product rounded on its own.
void record_tanh(const MeterPtr& meter, Tensor& result, const Tensor& tensor) {
    const auto output = std::make_shared<SavedTensor>(meter, result);
    record_backward(result, {&tensor}, [output](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr out = make_tensor(m, grad.shape, "the gradient");
        const float* kept = output->get().data();
        const float* incoming = grad.data();
        float* written = out->data();
        for (std::int64_t n = 0, count = out->numel(); n < count; ++n)
            written[n] = incoming[n] * std::fma(-kept[n], kept[n], 1.0f);
        return Gradients{out};
    }, true);
    remember_saved_result(result, output);
}

void record_activation(const MeterPtr& meter, Tensor& result, const Tensor& tensor) {
    if (!result.is_float()) return;
    if (result.grad_fn == "TanhBackward0") return record_tanh(meter, result, tensor);
    if (result.grad_fn != "ReluBackward0") return;
    const auto output = std::make_shared<SavedTensor>(meter, result);
    record_backward(result, {&tensor}, [output](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr out = make_tensor(m, grad.shape, "the gradient");
        const float* kept = output->get().data();
        const float* incoming = grad.data();
        float* written = out->data();
        for (std::int64_t n = 0, count = out->numel(); n < count; ++n) written[n] = kept[n] <= 0.0f ? 0.0f : incoming[n];
        return Gradients{out};
    }, true);
    remember_saved_result(result, output);
}

namespace {

// vec::map2_reduce_all(x * y, +) on AVX2: under 8 items the products folded in order; otherwise 8 lanes start with
// the first 8 products and take each further product (tail items into lanes 0, 1, ...) by a fused multiply-add,
// then fold as reduce_all does.
float dot_lanes(const float* x, const float* y, std::size_t n) {
    const auto plus = [](float a, float b) { return a + b; };
    if (n < 8) {
        float products[8] = {};
        for (std::size_t i = 0; i < n; ++i) products[i] = x[i] * y[i];
        return qkv::reduce_all(products, n, plus);
    }
    float lanes[8];
    for (std::size_t l = 0; l < 8; ++l) lanes[l] = x[l] * y[l];
    for (std::size_t i = 8; i < n; ++i) lanes[i % 8] = qkv::fused_multiply_add(x[i], y[i], lanes[i % 8]);
    return qkv::reduce_all(lanes, 8, plus);
}

// Over the last dim, per row: softmax's (grad - sum(grad * output)) * output, the products summed as
// vec::map2_reduce_all adds 8 lanes; log_softmax's grad - exp(output) * sum(grad), the sum as vec::reduce_all adds
// 8 lanes, the multiply-subtract fused as the AVX2 build compiles it.
void softmax_backward_last_dim(const Tensor& grad, const Tensor& out, Tensor& result, bool logarithm) {
    const std::int64_t size = out.shape.back(), rows = size == 0 ? 0 : out.numel() / size;
    for (std::int64_t r = 0; r < rows; ++r) {
        const float *g = grad.data() + r * size, *y = out.data() + r * size;
        float* target = result.data() + r * size;
        if (logarithm) {
            const float sum = qkv::reduce_all(g, static_cast<std::size_t>(size), [](float a, float b) { return a + b; });
            for (std::int64_t i = 0; i < size; ++i) target[i] = qkv::fused_multiply_add(-qkv::sleef_expf(y[i]), sum, g[i]);
        } else {
            const float sum = dot_lanes(g, y, static_cast<std::size_t>(size));
            for (std::int64_t i = 0; i < size; ++i) target[i] = (g[i] - sum) * y[i];
        }
    }
}

}  // namespace

// _softmax_backward_data / _log_softmax_backward_data: the last-dim kernels above, or for another dim
// _vec_softmax_backward / _vec_log_softmax_backward (core/softmax.hpp).
void record_softmax(const MeterPtr& meter, Tensor& result, const Tensor& tensor, std::int64_t dim, bool logarithm) {
    if (tensor.rank() < 1 || !result.is_float() || tensor.shape[dim] == 0) return;
    const auto output = std::make_shared<SavedTensor>(meter, result);
    record_backward(result, {&tensor}, [output, dim, logarithm](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        const Tensor& out = output->get();
        TensorPtr result = make_tensor(m, out.shape, "the gradient");
        if (dim + 1 == static_cast<std::int64_t>(out.rank())) {
            softmax_backward_last_dim(grad, out, *result, logarithm);
            return Gradients{result};
        }
        std::size_t outer = 1, inner = 1;
        for (std::int64_t axis = 0; axis < dim; ++axis) outer *= static_cast<std::size_t>(out.shape[axis]);
        for (std::size_t axis = dim + 1; axis < out.rank(); ++axis) inner *= static_cast<std::size_t>(out.shape[axis]);
        const auto size = static_cast<std::size_t>(out.shape[dim]);
        if (logarithm) qkv::log_softmax_backward_inner_dim(grad.data(), out.data(), result->data(), outer, size, inner);
        else qkv::softmax_backward_inner_dim(grad.data(), out.data(), result->data(), outer, size, inner);
        return Gradients{result};
    }, true);
}

// masked_fill's self: grad.masked_fill(mask, 0).
void record_masked_fill(const MeterPtr& meter, Tensor& result, const Tensor& tensor, const Tensor& mask) {
    const auto saved_mask = std::make_shared<SavedTensor>(meter, mask);
    record_backward(result, {&tensor}, [saved_mask](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr zero = make_tensor(m, {}, "the gradient");
        return Gradients{tensor_where(m, saved_mask->get(), *zero, grad)};
    }, true);
}

// nll_loss_backward: g = -(grad / total_weight) for 'mean' (-grad for 'sum'), w[t] * g with class weights, at each
// item's target class t, 0 elsewhere; with reduction='none' (`each`), -w[t] * grad[i] at item i's (w = 1 unweighted).
void record_nll_loss(const MeterPtr& meter, Tensor& result, const Tensor& log_probs, const Tensor& target, const Tensor* weight, bool mean,
                     std::int64_t ignore_index, float total_weight, bool each) {
    if (log_probs.rank() > 2) return;
    const auto targets = std::make_shared<SavedTensor>(meter, target);
    const auto weights = weight ? std::make_shared<SavedTensor>(meter, *weight) : nullptr;
    const Shape shape = log_probs.shape;
    record_backward(result, {&log_probs}, [targets, weights, shape, mean, ignore_index, total_weight, each](const MeterPtr& m, const Tensor& grad,
                                                                                                          const std::vector<bool>&) {
        TensorPtr result = make_tensor(m, shape, "the gradient");
        const float value = -(mean ? grad.data()[0] / total_weight : grad.data()[0]);
        const std::int64_t classes = shape.back(), items = shape.size() == 2 ? shape[0] : 1;
        for (std::int64_t i = 0; i < items; ++i) {
            const std::int64_t t = targets->get().integers()[i];
            if (t == ignore_index) continue;
            if (!weights) result->data()[i * classes + t] = each ? -grad.data()[i] : value;
            else result->data()[i * classes + t] = each ? -weights->get().data()[t] * grad.data()[i] : weights->get().data()[t] * value;
        }
        return Gradients{result};
    }, true);
}

// embedding_dense_backward: rows of zeros, each index's gradient row added in index order.
void record_embedding(const MeterPtr& meter, Tensor& result, const Tensor& weight, const Tensor& indices) {
    const auto saved_indices = std::make_shared<SavedTensor>(meter, indices);
    const Shape shape = weight.shape;
    record_backward(result, {&weight}, [saved_indices, shape](const MeterPtr& m, const Tensor& grad, const std::vector<bool>&) {
        TensorPtr result = make_tensor(m, shape, "the gradient");
        const Tensor& index = saved_indices->get();
        const std::int64_t width = shape[1];
        for (std::int64_t i = 0; i < index.numel(); ++i) {
            float* row = result->data() + index.integers()[i] * width;
            for (std::int64_t j = 0; j < width; ++j) row[j] += grad.data()[i * width + j];
        }
        return Gradients{result};
    }, true);
}

// native_layer_norm_backward: the kernel recomputes each row's mean and rstd as the forward did.
void record_layer_norm(const MeterPtr& meter, Tensor& result, const Tensor& input, std::int64_t normalized, const Tensor* weight,
                       const Tensor* bias, float eps) {
    const auto saved_input = std::make_shared<SavedTensor>(meter, input);
    const auto saved_weight = weight ? std::make_shared<SavedTensor>(meter, *weight) : nullptr;
    std::vector<const Tensor*> inputs = {&input};
    if (weight) inputs.push_back(weight);
    if (bias) inputs.push_back(bias);
    const bool has_bias = bias != nullptr;
    record_backward(result, inputs, [saved_input, saved_weight, has_bias, normalized, eps](const MeterPtr& m, const Tensor& grad,
                                                                                           const std::vector<bool>& needed) {
        const Tensor& x = saved_input->get();
        const Tensor* gamma = saved_weight ? &saved_weight->get() : nullptr;
        Gradients grads(needed.size());
        if (needed[0]) grads[0] = make_tensor(m, x.shape, "the gradient");
        const std::size_t weight_slot = 1, bias_slot = gamma ? 2 : 1;
        if (gamma && needed[weight_slot]) grads[weight_slot] = make_tensor(m, gamma->shape, "the gradient");
        if (has_bias && needed[bias_slot]) grads[bias_slot] = make_tensor(m, gamma ? gamma->shape : Shape{normalized}, "the gradient");
        const std::int64_t rows = normalized == 0 ? 0 : x.numel() / normalized;
        if (rows > 0)
            qkv::layer_norm_backward_rows(grad.data(), x.data(), gamma ? gamma->data() : nullptr, grads[0] ? grads[0]->data() : nullptr,
                                          gamma && grads[weight_slot] ? grads[weight_slot]->data() : nullptr,
                                          has_bias && grads[bias_slot] ? grads[bias_slot]->data() : nullptr, static_cast<std::size_t>(rows),
                                          static_cast<std::size_t>(normalized), eps);
        return grads;
    }, true);
}

// cat_tensors_backward: grad.narrow(dim, offset, size) per input, copied out contiguous.
void record_concatenate(Tensor& result, const std::vector<TensorPtr>& parts, std::int64_t dim) {
    std::vector<const Tensor*> inputs;
    std::vector<Shape> shapes;
    for (const TensorPtr& part : parts) inputs.push_back(part.get()), shapes.push_back(part->shape);
    record_backward(result, inputs, [shapes, dim](const MeterPtr& m, const Tensor& grad, const std::vector<bool>& needed) {
        std::int64_t outer = 1, inner = 1;
        for (std::int64_t axis = 0; axis < dim; ++axis) outer *= grad.shape[axis];
        for (std::size_t axis = dim + 1; axis < grad.rank(); ++axis) inner *= grad.shape[axis];
        const std::int64_t row = grad.shape[dim] * inner;
        Gradients grads(shapes.size());
        std::int64_t offset = 0;
        for (std::size_t t = 0; t < shapes.size(); ++t) {
            const std::int64_t block = shapes[t][dim] * inner;
            if (needed[t]) {
                grads[t] = make_tensor(m, shapes[t], "the gradient");
                for (std::int64_t o = 0; o < outer; ++o)
                    std::copy(grad.data() + o * row + offset, grad.data() + o * row + offset + block, grads[t]->data() + o * block);
            }
            offset += block;
        }
        return grads;
    }, false);
}

// split_with_sizes_backward / unbind_backward: the parts' gradients (zeros for a part that got none) copied back
// into one gradient of the source's shape, as cat or stack does.
void record_parts(const std::vector<TensorPtr>& parts, const Tensor& source, std::int64_t dim, const std::vector<std::int64_t>& sizes) {
    if (parts.empty() || parts[0]->grad_fn.empty() || !source.is_float() || !grad_mode().enabled) return;
    if (!has_backward(parts[0]->grad_fn)) return;
    auto node = std::make_shared<AutogradNode>();
    node->name = parts[0]->grad_fn;
    node->sequence = next_sequence_number();
    node->inputs.push_back(edge_of(source));
    node->outputs = parts.size();
    const Shape shape = source.shape;
    node->backward_outputs = [shape, dim, sizes](const MeterPtr& m, const std::vector<TensorPtr>& grads, const std::vector<bool>&) {
        std::int64_t outer = 1, inner = 1;
        for (std::int64_t axis = 0; axis < dim; ++axis) outer *= shape[axis];
        for (std::size_t axis = dim + 1; axis < shape.size(); ++axis) inner *= shape[axis];
        const std::int64_t row = shape[dim] * inner;
        TensorPtr out = make_tensor(m, shape, "the gradient");
        std::int64_t offset = 0;
        for (std::size_t part = 0; part < grads.size(); ++part) {
            const std::int64_t block = sizes[part] * inner;
            if (grads[part])
                for (std::int64_t o = 0; o < outer; ++o)
                    std::copy(grads[part]->data() + o * block, grads[part]->data() + (o + 1) * block, out->data() + o * row + offset);
            offset += block;
        }
        return Gradients{out};
    };
    for (std::size_t part = 0; part < parts.size(); ++part) {
        auto stand_in = std::make_shared<AutogradNode>();
        stand_in->name = node->name;
        stand_in->owner = node;
        stand_in->output = part;
        parts[part]->grad_node = std::move(stand_in);
    }
}

}  // namespace qkv::python
