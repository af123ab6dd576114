// torch_functional.cpp — torch.nn.functional's layer_norm, embedding, cross_entropy and nll_loss, and
// torch.layer_norm / torch.embedding, with torch 1.13.1's argument handling, checks in its order and messages,
// on the core's bit-exact kernels (core/layer_norm, core/loss, and softmax_tensor's log_softmax).
#include "python/torch/nn/torch_functional.hpp"

#include <algorithm>

#include "core/layer_norm.hpp"
#include "core/libm.hpp"
#include "core/loss.hpp"
#include "core/sleef_math.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/tensor/tensor_value.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// torch's check of cross_entropy's label_smoothing, its value printed as C++ streams print a double.
void check_label_smoothing(double smoothing) {
    if (smoothing > 1.0)
        raise_error("RuntimeError", "label_smoothing must be between 0.0 and 1.0. Got: " + stream_number_text(smoothing));
}

std::string shape_list(const Shape& shape) { return "[" + shape_text(shape, ", ") + "]"; }

// Who words the argument errors: CPython for F's Python functions, torch's C++ argument parser for torch.*.
enum class Binder { Python, Torch };

// Binds a call to `parameters`, of which the first `required` have no default, with the binder's messages.
std::vector<std::optional<Value>> bind_call(CallArgs& args, const std::string& function, const ParameterNames& parameters,
                                            std::size_t required, Binder binder) {
    const std::size_t given = args.positional.size();
    if (given > parameters.size())
        raise_error("TypeError", function + "() takes from " + std::to_string(required) + " to " + std::to_string(parameters.size()) +
                                     " positional arguments but " + std::to_string(given) + " were given");
    std::vector<std::optional<Value>> bound(parameters.size());
    for (std::size_t i = 0; i < given; ++i) bound[i] = args.positional[i];
    for (const auto& keyword : args.keywords) {
        std::size_t i = 0;
        while (i < parameters.size() && parameters[i] != keyword.first) ++i;
        if (i == parameters.size()) raise_error("TypeError", function + "() got an unexpected keyword argument '" + keyword.first + "'");
        if (bound[i]) raise_error("TypeError", function + "() got multiple values for argument '" + keyword.first + "'");
        bound[i] = keyword.second;
    }
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < required; ++i)
        if (!bound[i]) missing.emplace_back(parameters[i]);
    if (missing.empty()) return bound;
    std::string message = function + "() missing " + std::to_string(missing.size()) + " required positional argument";
    if (binder == Binder::Python) {
        // 'a' or 'a' and 'b'
        message += std::string(missing.size() == 1 ? "" : "s") + ": '" + missing[0] + "'";
        if (missing.size() == 2) message += " and '" + missing[1] + "'";
    } else {
        // torch's parser: "arguments" for one, "argument" for more, each name in double quotes
        message += std::string(missing.size() == 1 ? "s" : "") + ": ";
        for (std::size_t i = 0; i < missing.size(); ++i) message += (i ? ", \"" : "\"") + missing[i] + "\"";
    }
    raise_error("TypeError", message);
}

bool given(const std::optional<Value>& value) { return value && value->type != Type::None; }

// An optional Tensor argument of a torch C++ function: None or a tensor.
const Tensor* optional_tensor(const std::optional<Value>& value, const std::string& function, const std::string& parameter, int position) {
    return given(value) ? &tensor_argument(*value, function, parameter, position) : nullptr;
}

void expect_int(const Value& value, const std::string& function, const std::string& parameter, int position) {
    if (value.type != Type::Int)
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) + ") must be int, not " + type_name(value));
}

double float_argument(const Value& value, const std::string& function, const std::string& parameter, int position) {
    if (value.type != Type::Int && value.type != Type::Float)
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) + ") must be float, not " + type_name(value));
    return number_of(value);
}

// An int list argument (a tuple, list or torch.Size of ints).
Shape int_list_argument(const Value& value, const std::string& function, const std::string& parameter, int position) {
    const auto fail = [&] {
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) +
                                     ") must be tuple of ints, not " + type_name(value));
    };
    if (value.type != Type::Tuple && value.type != Type::List) fail();
    Shape result;
    for (const Value& item : items_of(value)) {
        if (item.type != Type::Int) fail();
        result.push_back(item.integer);
    }
    return result;
}

void expect_float_dtype(const Tensor& tensor, const char* kernel) {
    if (!tensor.is_float()) raise_error("RuntimeError", std::string("\"") + kernel + "\" not implemented for '" + scalar_type_name(tensor.dtype) + "'");
}

// ---------------------------------------------------------------------------------------------------------------
// layer_norm
// ---------------------------------------------------------------------------------------------------------------

void check_layer_norm_shapes(const Tensor& input, const Shape& normalized, const Tensor* weight, const Tensor* bias) {
    if (normalized.empty())
        raise_error("RuntimeError", "Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, "
                                    "but got normalized_shape = []");
    for (const auto& [tensor, name] : {std::pair{weight, "weight"}, std::pair{bias, "bias"}})
        if (tensor && tensor->shape != normalized)
            raise_error("RuntimeError", std::string("Expected ") + name + " to be of same shape as normalized_shape, but got " + name +
                                            " of shape " + shape_list(tensor->shape) + " and normalized_shape = " + shape_list(normalized));
    const bool suffix = input.rank() >= normalized.size() && std::equal(normalized.begin(), normalized.end(), input.shape.end() - normalized.size());
    if (!suffix) {
        std::string expected = "[*";
        for (std::int64_t size : normalized) expected += ", " + std::to_string(size);
        raise_error("RuntimeError", "Given normalized_shape=" + shape_list(normalized) + ", expected input with shape " + expected +
                                        "], but got input of size" + shape_list(input.shape));
    }
}

Value layer_norm(Runtime& runtime, const Tensor& input, const Shape& normalized, const Tensor* weight, const Tensor* bias, double eps) {
    check_layer_norm_shapes(input, normalized, weight, bias);
    expect_float_dtype(input, "LayerNormKernelImpl");
    for (const Tensor* parameter : {weight, bias})
        if (parameter && !parameter->is_float())
            raise_error("RuntimeError", "expected scalar type Float but found " + scalar_type_name(parameter->dtype));
    std::int64_t n = 1;
    for (std::int64_t size : normalized) n *= size;
    const std::int64_t rows = n == 0 ? 0 : input.numel() / n;
    TensorPtr result = make_tensor(runtime.meter, input.shape, "the result");
    runtime.charge(1 + input.numel() / 16);
    if (rows > 0 && n > 0)
        qkv::layer_norm_rows(input.data(), weight ? weight->data() : nullptr, bias ? bias->data() : nullptr, result->data(),
                             static_cast<std::size_t>(rows), static_cast<std::size_t>(n), static_cast<float>(eps));
    const bool tracks = input.tracks_grad() || (weight && weight->tracks_grad()) || (bias && bias->tracks_grad());
    label(*result, "NativeLayerNormBackward0", tracks);
    record_layer_norm(runtime.meter, *result, input, n, weight, bias, static_cast<float>(eps));
    return tensor_value(result);
}

// F.layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05), a Python function calling
// torch.layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True).
Value layer_norm_call(Runtime& runtime, CallArgs& args, Binder binder) {
    std::vector<std::string> parameters = {"input", "normalized_shape", "weight", "bias", "eps"};
    if (binder == Binder::Torch) parameters.push_back("cudnn_enable");
    auto bound = bind_call(args, "layer_norm", parameters, 2, binder);
    const Tensor& input = tensor_argument(*bound[0], "layer_norm", "input", 1);
    const Shape normalized = int_list_argument(*bound[1], "layer_norm", "normalized_shape", 2);
    const Tensor* weight = optional_tensor(bound[2], "layer_norm", "weight", 3);
    const Tensor* bias = optional_tensor(bound[3], "layer_norm", "bias", 4);
    const double eps = bound[4] ? float_argument(*bound[4], "layer_norm", "eps", 5) : 1e-05;
    return layer_norm(runtime, input, normalized, weight, bias, eps);
}

// ---------------------------------------------------------------------------------------------------------------
// embedding
// ---------------------------------------------------------------------------------------------------------------

// torch.embedding(weight, indices): weight's rows gathered, shaped indices.shape + [embedding_dim].
Value embedding(Runtime& runtime, const Tensor& weight, const Tensor& indices) {
    if (weight.rank() != 2) raise_error("RuntimeError", "'weight' must be 2-D");
    if (indices.dtype != DType::Int64)
        raise_error("RuntimeError", std::string("Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                                                "Long, Int; but got ") +
                                        (indices.dtype == DType::Bool ? "CPUBoolType" : "torch.FloatTensor") +
                                        " instead (while checking arguments for embedding)");
    const std::int64_t rows = weight.shape[0], width = weight.shape[1];
    for (std::int64_t n = 0; n < indices.numel(); ++n)
        if (indices.integers()[n] < 0 || indices.integers()[n] >= rows) raise_error("IndexError", "index out of range in self");
    Shape shape = indices.shape;
    shape.push_back(width);
    TensorPtr result = make_tensor(runtime.meter, shape, "the result", weight.dtype);
    runtime.charge(1 + result->numel() / 64);
    for (std::int64_t n = 0; n < indices.numel(); ++n) {
        const std::int64_t from = indices.integers()[n] * width, to = n * width;
        if (weight.is_float()) std::copy(weight.data() + from, weight.data() + from + width, result->data() + to);
        else std::copy(weight.integers() + from, weight.integers() + from + width, result->integers() + to);
    }
    label(*result, "EmbeddingBackward0", weight.tracks_grad());
    if (weight.is_float()) record_embedding(runtime.meter, *result, weight, indices);
    return tensor_value(result);
}

// F.embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False).
// padding_idx, scale_grad_by_freq and sparse only change gradients; max_norm rescales rows of weight in place.
Value functional_embedding(Runtime& runtime, CallArgs& args) {
    auto bound = bind_call(args, "embedding", {"input", "weight", "padding_idx", "max_norm", "norm_type", "scale_grad_by_freq", "sparse"}, 2, Binder::Python);
    if (given(bound[2])) {
        if (!is_tensor(*bound[1]) || tensor_of(*bound[1])->rank() == 0 || bound[2]->type != Type::Int)
            raise_unsupported("F.embedding(padding_idx=" + repr(*bound[2]) + ") with these arguments");
        const std::int64_t padding = bound[2]->integer, rows = tensor_of(*bound[1])->shape[0];
        if ((padding > 0 && padding >= rows) || (padding < 0 && padding < -rows)) raise_error("AssertionError", "Padding_idx must be within num_embeddings");
    }
    if (given(bound[3])) raise_unsupported("F.embedding(max_norm=...)");
    const Tensor& weight = tensor_argument(*bound[1], "embedding", "weight", 1);
    const Tensor& indices = tensor_argument(*bound[0], "embedding", "indices", 2);
    return embedding(runtime, weight, indices);
}

Value torch_embedding(Runtime& runtime, CallArgs& args) {
    auto bound = bind_call(args, "embedding", {"weight", "indices", "padding_idx", "scale_grad_by_freq", "sparse"}, 2, Binder::Torch);
    const Tensor& weight = tensor_argument(*bound[0], "embedding", "weight", 1);
    const Tensor& indices = tensor_argument(*bound[1], "embedding", "indices", 2);
    return embedding(runtime, weight, indices);
}

// ---------------------------------------------------------------------------------------------------------------
// nll_loss and cross_entropy
// ---------------------------------------------------------------------------------------------------------------

enum class Reduction { None, Mean, Sum };

// torch.nn._reduction.get_enum; the legacy size_average= and reduce= keywords warn, which the playground does not.
Reduction reduction_argument(const std::optional<Value>& reduction, const std::optional<Value>& size_average,
                             const std::optional<Value>& reduce) {
    if (given(size_average) || given(reduce)) raise_unsupported("size_average= and reduce= (use reduction=)");
    if (!reduction) return Reduction::Mean;
    if (reduction->type == Type::Str) {
        const std::string& name = str_of(*reduction);
        if (name == "none") return Reduction::None;
        if (name == "mean") return Reduction::Mean;
        if (name == "sum") return Reduction::Sum;
        if (name == "elementwise_mean") raise_unsupported("reduction='elementwise_mean'");
    }
    raise_error("ValueError", str(*reduction) + " is not a valid value for reduction");
}

struct LossOptions {
    const Tensor* weight = nullptr;
    Reduction reduction = Reduction::Mean;
    std::int64_t ignore_index = -100;
};

// Autograd's check, before the kernel's own.
void reject_weight_grad(const Tensor* weight, const char* forward_name) {
    if (weight && weight->tracks_grad())
        raise_error("RuntimeError", std::string("The function '") + forward_name +
                                        "' is not differentiable with respect to argument 'weight'. This input cannot have requires_grad True.");
}

// The kernel's part of nll_loss / nll_loss2d: the dtypes (input, weight, target), the target's classes, then the
// sums. `out_shape` is the shape of a 'none' result (empty: a 0-dim sum); `grad_fn` names a tracked result's node.
Value nll_compute(Runtime& runtime, const Tensor& log_probs, const Tensor& target, const LossOptions& options, const char* kernel,
                  std::size_t positions, const Shape& out_shape, const char* grad_fn) {
    expect_float_dtype(log_probs, kernel);
    if (options.weight && !options.weight->is_float())
        raise_error("RuntimeError", "expected scalar type Float but found " + scalar_type_name(options.weight->dtype));
    if (target.dtype != DType::Int64) raise_error("RuntimeError", "expected scalar type Long but found " + scalar_type_name(target.dtype));
    const bool batched = log_probs.rank() > 1;
    const qkv::NllInput input{log_probs.data(), target.integers(), batched ? static_cast<std::size_t>(log_probs.shape[0]) : 1,
                              static_cast<std::size_t>(log_probs.shape[batched ? 1 : 0]), positions,
                              options.weight ? options.weight->data() : nullptr, options.ignore_index};
    if (auto bad = qkv::nll_bad_target(input)) raise_error("IndexError", "Target " + std::to_string(*bad) + " is out of bounds.");
    runtime.charge(1 + static_cast<std::int64_t>(input.batch * positions) / 64);
    TensorPtr result;
    std::optional<float> total_weight;  // set for a reduced loss
    if (options.reduction == Reduction::None && !out_shape.empty()) {
        result = make_tensor(runtime.meter, out_shape, "the loss");
        const std::vector<float> each = qkv::nll_loss_each(input);
        std::copy(each.begin(), each.end(), result->data());
    } else {
        result = make_tensor(runtime.meter, {}, "the loss");
        const qkv::NllSum sum = qkv::nll_loss_sum(input);
        result->data()[0] = options.reduction == Reduction::Mean ? sum.loss / sum.total_weight : sum.loss;
        total_weight = sum.total_weight;
    }
    // Under no_grad even the view of the 'none' result records nothing: its source is this fresh result.
    label(*result, grad_fn, records_grad(log_probs));
    if (total_weight && positions == 1)
        record_nll_loss(runtime.meter, *result, log_probs, target, options.weight, options.reduction == Reduction::Mean, options.ignore_index, *total_weight);
    else if (!total_weight && positions == 1 && log_probs.rank() == 2)
        record_nll_loss(runtime.meter, *result, log_probs, target, options.weight, false, options.ignore_index, 0.0f, true);
    return tensor_value(result);
}

// nll_loss on (C) or (N, C) log-probabilities.
Value nll_loss_rows(Runtime& runtime, const Tensor& log_probs, const Tensor& target, const LossOptions& options) {
    const Shape& shape = log_probs.shape;
    reject_weight_grad(options.weight, "nll_loss_forward");
    if (target.rank() > 1) raise_error("RuntimeError", "0D or 1D target tensor expected, multi-target not supported");
    const bool no_batch_dim = shape.size() == 1 && target.rank() == 0;
    if (!no_batch_dim && (target.rank() == 0 || shape[0] != target.shape[0]))
        raise_error("RuntimeError", "size mismatch (got input: " + shape_list(shape) + ", target: " + shape_list(target.shape) + ")");
    const std::int64_t classes = shape.back();
    if (options.weight && (options.weight->rank() != 1 || options.weight->numel() != classes))
        raise_error("RuntimeError", "weight tensor should be defined either for all " + std::to_string(classes) +
                                        " classes or no classes but got weight tensor of shape: " + shape_list(options.weight->shape));
    const Shape out_shape = shape.size() == 2 ? Shape{shape[0]} : Shape{};
    return nll_compute(runtime, log_probs, target, options, "nll_loss_out_frame", 1, out_shape, "NllLossBackward0");
}

// nll_loss2d on (N, C, d1, ...) log-probabilities, the positions d1 * ... flattened as torch views them.
Value nll_loss_spatial(Runtime& runtime, const Tensor& log_probs, const Tensor& target, const LossOptions& options) {
    const Shape& shape = log_probs.shape;
    const bool four_dims = shape.size() == 4;
    const Shape spatial(shape.begin() + 2, shape.end());
    const Shape target_spatial = target.rank() == 0 ? Shape{} : Shape(target.shape.begin() + 1, target.shape.end());
    Shape out_shape = {shape[0]};
    out_shape.insert(out_shape.end(), spatial.begin(), spatial.end());
    if (!four_dims && target_spatial != spatial)
        raise_error("RuntimeError", "Expected target size " + shape_list(out_shape) + ", got " + shape_list(target.shape));
    reject_weight_grad(options.weight, "nll_loss2d_forward");
    if (four_dims && target.rank() != 3)
        raise_error("RuntimeError", "only batches of spatial targets supported (3D tensors) but got targets of dimension: " + std::to_string(target.rank()));
    if (options.weight && options.weight->numel() != shape[1])
        raise_error("RuntimeError", "weight tensor should be defined either for all or no classes");
    if (four_dims && target_spatial != spatial)
        raise_error("RuntimeError", "size mismatch (got input: " + shape_list(shape) + " , target: " + shape_list(target.shape));
    const std::int64_t rows = shape[0] * shape[1];
    const std::size_t positions = static_cast<std::size_t>(rows == 0 ? 0 : log_probs.numel() / rows);
    // A 'none' result of more than 4 dims is a view of nll_loss2d's.
    const char* grad_fn = options.reduction == Reduction::None && !four_dims ? "ViewBackward0" : "NllLoss2DBackward0";
    return nll_compute(runtime, log_probs, target, options, "nll_loss2d_forward_out_frame", positions, out_shape, grad_fn);
}

// at::nll_loss_nd: its own checks, then nll_loss for 1 or 2 dims and nll_loss2d for more.
Value nll_loss_nd(Runtime& runtime, const Tensor& log_probs, const Tensor& target, const LossOptions& options) {
    const Shape& shape = log_probs.shape;
    if (shape.empty()) raise_error("ValueError", "Expected 1 or more dimensions (got 0)");
    // torch reads a 0-dim target's batch size as 0.
    const std::int64_t target_batch = target.rank() == 0 ? 0 : target.shape[0];
    if (shape.size() != 1 && shape[0] != target_batch)
        raise_error("ValueError", "Expected input batch_size (" + std::to_string(shape[0]) + ") to match target batch_size (" +
                                      std::to_string(target_batch) + ").");
    return shape.size() <= 2 ? nll_loss_rows(runtime, log_probs, target, options) : nll_loss_spatial(runtime, log_probs, target, options);
}

LossOptions loss_options(const std::string& function, const std::vector<std::optional<Value>>& bound, std::size_t weight_at,
                         std::size_t ignore_at, Reduction reduction) {
    LossOptions options;
    options.weight = optional_tensor(bound[weight_at], function, "weight", 3);
    options.reduction = reduction;
    if (bound[ignore_at]) {
        expect_int(*bound[ignore_at], function, "ignore_index", 5);
        options.ignore_index = bound[ignore_at]->integer;
    }
    return options;
}

Value call_tensor_method(Runtime& runtime, const Value& tensor, const std::string& method, std::vector<Value> positional) {
    CallArgs args;
    args.positional = std::move(positional);
    return method_table().at(method)(runtime, tensor_of(tensor), args);
}

// cross_entropy with class probabilities (LossNLL.cpp cross_entropy_loss_prob_target), built of the ops torch builds
// it of, so each rounds and records its backward as torch's: log_softmax over the class dim; the target smoothed as
// target * (1 - s) + s / C; then -(log_probs * target [* weight viewed along the class dim]) summed, over the class
// dim for 'none', divided by numel / C (an integer) for 'mean'.
Value cross_entropy_probabilities(Runtime& runtime, const Value& input, const Value& target, const std::optional<Value>& weight,
                                  Reduction reduction, double smoothing) {
    const Tensor& self = *tensor_of(input);
    const std::int64_t class_dim = self.rank() == 1 ? 0 : 1;
    const std::int64_t classes = self.shape[static_cast<std::size_t>(class_dim)];
    if (given(weight) && (tensor_of(*weight)->rank() != 1 || tensor_of(*weight)->numel() != classes))
        raise_error("RuntimeError", "cross_entropy: weight tensor should be defined either for all " + std::to_string(classes) +
                                        " classes or no classes but got weight tensor of shape: " + shape_list(tensor_of(*weight)->shape));
    const Value log_probs = tensor_value(softmax_tensor(runtime, tensor_of(input), class_dim, true));
    Value goal = target;
    if (smoothing > 0.0) {
        check_label_smoothing(smoothing);
        goal = binary_operation(runtime, "*", target, float_value(1.0 - smoothing));
        goal = binary_operation(runtime, "+", goal, float_value(smoothing / static_cast<double>(classes)));
    }
    Value products = binary_operation(runtime, "*", log_probs, goal);
    if (given(weight)) {
        Value weight_view = *weight;
        if (self.rank() > 1) {
            std::vector<Value> sizes(self.rank(), int_value(1));
            sizes[1] = int_value(classes);
            weight_view = call_tensor_method(runtime, *weight, "view", std::move(sizes));
        }
        products = binary_operation(runtime, "*", products, weight_view);
    }
    if (reduction == Reduction::None) return unary_operation(runtime, "-", call_tensor_method(runtime, products, "sum", {int_value(class_dim)}));
    const Value total = unary_operation(runtime, "-", call_tensor_method(runtime, products, "sum", {}));
    if (reduction == Reduction::Sum) return total;
    if (self.numel() == 0) raise_unsupported("F.cross_entropy of an empty input with class probabilities");
    Value mean = binary_operation(runtime, "/", total, int_value(self.numel() / classes));
    // C++'s tensor / int64 is div(Tensor, Scalar): DivBackward1, whose gradient is DivBackward0's for the tensor.
    Tensor& result = *tensor_of(mean);
    if (result.grad_fn == "DivBackward0") result.grad_fn = "DivBackward1";
    if (result.grad_node) result.grad_node->name = result.grad_fn;
    return mean;
}

// cross_entropy with class indices and label smoothing (LossNLL.cpp cross_entropy_loss_label_smoothing), built of
// torch's ops: (1 - s) * nll_loss(log_probs) + smooth * (s / C), where smooth = -(log_probs [* weight]).sum(class
// dim), reduced by mean (over the targets; with a weight, sum / the targets' weights summed), sum or none. A target
// equal to ignore_index (which torch masks with index_put_ and masked_select) is refused.
Value cross_entropy_smoothed(Runtime& runtime, const Value& input, const Tensor& target, const std::optional<Value>& weight,
                             const LossOptions& options, double smoothing) {
    const Tensor& self = *tensor_of(input);
    const std::int64_t class_dim = self.rank() == 1 ? 0 : 1;
    const Value log_probs = tensor_value(softmax_tensor(runtime, tensor_of(input), class_dim, true));
    const Value nll = nll_loss_nd(runtime, *tensor_of(log_probs), target, options);
    const std::int64_t classes = self.shape[static_cast<std::size_t>(class_dim)];
    for (std::int64_t n = 0; n < target.numel(); ++n)
        if (target.element(n) == static_cast<double>(options.ignore_index))
            raise_unsupported("F.cross_entropy(label_smoothing=...) with a target equal to ignore_index");
    Value weighted = log_probs;
    if (given(weight)) {
        std::vector<Value> sizes(self.rank(), int_value(1));
        sizes[static_cast<std::size_t>(class_dim)] = int_value(classes);
        weighted = binary_operation(runtime, "*", log_probs, call_tensor_method(runtime, *weight, "view", std::move(sizes)));
    }
    Value smooth = unary_operation(runtime, "-", call_tensor_method(runtime, weighted, "sum", {int_value(class_dim)}));
    if (options.reduction == Reduction::Sum) smooth = call_tensor_method(runtime, smooth, "sum", {});
    if (options.reduction == Reduction::Mean && !given(weight)) smooth = call_tensor_method(runtime, smooth, "mean", {});
    if (options.reduction == Reduction::Mean && given(weight)) {
        const Tensor& weights = *tensor_of(*weight);
        if (weights.tracks_grad()) raise_unsupported("F.cross_entropy(label_smoothing=...) with a weight that requires grad");
        TensorPtr picked = make_tensor(runtime.meter, {target.numel()}, "the targets' weights");
        for (std::int64_t n = 0; n < target.numel(); ++n) picked->data()[n] = weights.data()[static_cast<std::int64_t>(target.element(n))];
        smooth = binary_operation(runtime, "/", call_tensor_method(runtime, smooth, "sum", {}), call_tensor_method(runtime, tensor_value(picked), "sum", {}));
    }
    const Value kept = binary_operation(runtime, "*", float_value(1.0 - smoothing), nll);
    return binary_operation(runtime, "+", kept, binary_operation(runtime, "*", smooth, float_value(smoothing / static_cast<double>(classes))));
}

// F.cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean',
// label_smoothing=0.0): log_softmax over the class dim (1, or 0 for a 1-D input), then nll_loss_nd.
Value functional_cross_entropy(Runtime& runtime, CallArgs& args) {
    auto bound = bind_call(args, "cross_entropy",
                           {"input", "target", "weight", "size_average", "ignore_index", "reduce", "reduction", "label_smoothing"}, 2, Binder::Python);
    const Reduction reduction = reduction_argument(bound[6], bound[3], bound[5]);
    const char* name = "cross_entropy_loss";
    const Tensor& input = tensor_argument(*bound[0], name, "input", 1);
    const Tensor& target = tensor_argument(*bound[1], name, "target", 2);
    const LossOptions options = loss_options(name, bound, 2, 4, reduction);
    const double smoothing = bound[7] ? float_argument(*bound[7], name, "label_smoothing", 6) : 0.0;
    if (input.shape == target.shape) {
        if (!target.is_float())
            raise_error("RuntimeError", "Expected floating point type for target with class probabilities, got " + scalar_type_name(target.dtype));
        if (options.ignore_index >= 0) raise_error("RuntimeError", "ignore_index is not supported for floating point target");
        return cross_entropy_probabilities(runtime, *bound[0], *bound[1], bound[2], reduction, smoothing);
    }
    if (smoothing > 0.0) {
        check_label_smoothing(smoothing);
        return cross_entropy_smoothed(runtime, *bound[0], target, bound[2], options, smoothing);
    }
    const TensorPtr log_probs = softmax_tensor(runtime, tensor_of(*bound[0]), input.rank() == 1 ? 0 : 1, true);
    return nll_loss_nd(runtime, *log_probs, target, options);
}

// F.nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean').
Value functional_nll_loss(Runtime& runtime, CallArgs& args) {
    auto bound = bind_call(args, "nll_loss", {"input", "target", "weight", "size_average", "ignore_index", "reduce", "reduction"}, 2, Binder::Python);
    const Reduction reduction = reduction_argument(bound[6], bound[3], bound[5]);
    const char* name = "nll_loss_nd";
    const Tensor& input = tensor_argument(*bound[0], name, "input", 1);
    const Tensor& target = tensor_argument(*bound[1], name, "target", 2);
    return nll_loss_nd(runtime, input, target, loss_options(name, bound, 2, 4, reduction));
}

// F.mse_loss(input, target, reduction='mean'): (input - target)^2 element by element in float (torch's mse kernel),
// then the mean or sum kernel over the result.
Value functional_mse_loss(Runtime& runtime, CallArgs& args) {
    const auto bound = bind_arguments(args, "mse_loss", {"input", "target", "size_average", "reduce", "reduction"});
    if (!bound[0] || !bound[1]) raise_error("TypeError", std::string("mse_loss() missing 1 required positional argument: '") + (bound[0] ? "target" : "input") + "'");
    if (!is_tensor(*bound[1])) raise_error("AttributeError", "'" + type_name(*bound[1]) + "' object has no attribute 'size'");
    const Tensor& input = tensor_argument(*bound[0], "mse_loss", "input", 1);
    const Tensor& target = *tensor_of(*bound[1]);
    if (input.shape != target.shape) raise_unsupported("F.mse_loss of tensors of different sizes (torch warns and broadcasts)");
    const Reduction reduction = reduction_argument(bound[4], bound[2], bound[3]);
    if (!input.is_float() || !target.is_float())
        raise_error("RuntimeError", "\"mse_cpu\" not implemented for '" + scalar_type_name(input.is_float() ? target.dtype : input.dtype) + "'");
    const TensorPtr difference = tensor_binary(runtime.meter, '-', input, target);
    TensorPtr squares = tensor_binary(runtime.meter, '*', *difference, *difference);
    Value loss = tensor_value(squares);
    if (reduction != Reduction::None) {
        CallArgs none;
        loss = method_table().at(reduction == Reduction::Mean ? "mean" : "sum")(runtime, squares, none);
    }
    tensor_of(loss)->grad_fn.clear();
    label(*tensor_of(loss), "MseLossBackward0", input.tracks_grad() || target.tracks_grad());
    record_mse_loss(runtime.meter, *tensor_of(loss), input, target, reduction == Reduction::Mean);
    return loss;
}

// F.smooth_l1_loss(input, target, size_average=None, reduce=None, reduction='mean', beta=1.0) and F.huber_loss(input,
// target, reduction='mean', delta=1.0): the element-wise kernel, then the mean or sum kernel over its result.
Value regression_loss(Runtime& runtime, CallArgs& args, bool huber) {
    const char* name = huber ? "huber_loss" : "smooth_l1_loss";
    const auto bound = huber ? bind_arguments(args, name, {"input", "target", "reduction", "delta"})
                             : bind_arguments(args, name, {"input", "target", "size_average", "reduce", "reduction", "beta"});
    if (!bound[0] || !bound[1]) raise_error("TypeError", std::string(name) + "() missing 1 required positional argument: '" + (bound[0] ? "target" : "input") + "'");
    for (const std::optional<Value>& operand : {bound[1], bound[0]})  // target.size() == input.size(), target first
        if (!is_tensor(*operand)) raise_error("AttributeError", "'" + type_name(*operand) + "' object has no attribute 'size'");
    const Tensor& input = *tensor_of(*bound[0]);
    const Tensor& target = *tensor_of(*bound[1]);
    if (input.shape != target.shape) raise_unsupported(std::string("F.") + name + " of tensors of different sizes (torch warns and broadcasts)");
    const Reduction reduction = huber ? reduction_argument(bound[2], std::nullopt, std::nullopt) : reduction_argument(bound[4], bound[2], bound[3]);
    const std::optional<Value>& setting = bound[huber ? 3 : 5];
    const double parameter = given(setting) ? number_of(*setting) : 1.0;
    if (huber && !(parameter > 0)) raise_error("RuntimeError", "huber_loss does not support non-positive values for delta.");
    if (!huber && parameter < 0) raise_error("RuntimeError", "smooth_l1_loss does not support negative values for beta.");
    if (!input.is_float() && input.dtype == target.dtype && input.dtype != DType::Float64)
        raise_error("RuntimeError", std::string("\"") + (huber ? "huber_cpu" : "smooth_l1_cpu") + "\" not implemented for '" + scalar_type_name(input.dtype) + "'");
    if (!input.is_float() || !target.is_float()) raise_unsupported(std::string("F.") + name + " of tensors that are not both float32");
    TensorPtr losses = make_tensor(runtime.meter, input.shape, "the loss");
    const auto parameter_float = static_cast<float>(parameter);
    for (std::int64_t n = 0; n < input.numel(); ++n)
        losses->data()[n] = huber ? qkv::huber_element(input.data()[n], target.data()[n], parameter_float)
                                  : qkv::smooth_l1_element(input.data()[n], target.data()[n], parameter_float);
    Value loss = tensor_value(losses);
    if (reduction != Reduction::None) {
        CallArgs none;
        loss = method_table().at(reduction == Reduction::Mean ? "mean" : "sum")(runtime, losses, none);
    }
    tensor_of(loss)->grad_fn.clear();
    label(*tensor_of(loss), huber ? "HuberLossBackward0" : "SmoothL1LossBackward0", input.tracks_grad() || target.tracks_grad());
    const bool contiguous = input.view_strides.empty() && target.view_strides.empty();
    record_regression_loss(runtime.meter, *tensor_of(loss), input, target,
                           {huber, parameter, reduction == Reduction::Mean, contiguous && reduction != Reduction::None});
    return loss;
}

// F.binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None, reduction='mean',
// pos_weight=None), as ATen composes it: max_val = (-input).clamp_min(0); loss = (1 - target) * input + max_val +
// log(exp(-max_val) + exp(-input - max_val)) element by element (SLEEF's exp and log on every element), times the
// weight, then the mean or sum kernel.
Value functional_bce_with_logits(Runtime& runtime, CallArgs& args) {
    const char* name = "binary_cross_entropy_with_logits";
    auto bound = bind_call(args, name, {"input", "target", "weight", "size_average", "reduce", "reduction", "pos_weight"}, 2, Binder::Python);
    const Reduction reduction = reduction_argument(bound[5], bound[3], bound[4]);
    const Tensor& input = tensor_argument(*bound[0], name, "input", 1);
    const Tensor& target = tensor_argument(*bound[1], name, "target", 2);
    if (given(bound[6])) raise_unsupported("F.binary_cross_entropy_with_logits(pos_weight=...)");
    if (input.shape != target.shape)
        raise_error("ValueError", "Target size (" + repr(size_value(target.shape)) + ") must be the same as input size (" + repr(size_value(input.shape)) + ")");
    const Tensor* weight = given(bound[2]) ? &tensor_argument(*bound[2], name, "weight", 3) : nullptr;
    if (!input.is_float() || !target.is_float() || (weight && !weight->is_float()))
        raise_unsupported("F.binary_cross_entropy_with_logits of tensors that are not all float32");
    if (weight && weight->tracks_grad()) raise_unsupported("F.binary_cross_entropy_with_logits with a weight that requires grad");
    if (weight && broadcast_shapes(input.shape, weight->shape) != input.shape)
        raise_unsupported("F.binary_cross_entropy_with_logits with a weight that does not broadcast to the input");
    runtime.charge(1 + input.numel() / 8);
    TensorPtr loss = make_tensor(runtime.meter, input.shape, "the result");
    for (std::int64_t n = 0; n < input.numel(); ++n) {
        const float x = input.data()[n], t = target.data()[n];
        const float negated = -x, max_val = negated < 0.0f ? 0.0f : negated;
        const float sum = qkv::sleef_expf(-max_val) + qkv::sleef_expf(negated - max_val);
        loss->data()[n] = ((1.0f - t) * x + max_val) + qkv::sleef_logf(sum);
    }
    if (weight) loss = tensor_binary(runtime.meter, '*', *loss, *weight);
    Value result = tensor_value(loss);
    if (reduction != Reduction::None) {
        CallArgs none;
        result = method_table().at(reduction == Reduction::Mean ? "mean" : "sum")(runtime, loss, none);
    }
    Tensor& out = *tensor_of(result);
    out.grad_fn.clear();
    label(out, "BinaryCrossEntropyWithLogitsBackward0", input.tracks_grad() || target.tracks_grad() || (weight && weight->tracks_grad()));
    record_bce_with_logits(runtime.meter, out, input, target, weight, reduction == Reduction::Mean);
    return result;
}

// F.binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction='mean') on
// probabilities, as torch 1.13.1's CPU kernel (Loss.cpp, baseline x86-64, no fused steps): per element
// (t - 1) * max(logf(1 - x), -100) - t * max(logf(x), -100), checking 0 <= x <= 1; times the expanded weight; then
// the mean or sum kernel. logf is glibc's, natively and (measured identical over [0, 1]) musl's in the page.
Value functional_binary_cross_entropy(Runtime& runtime, CallArgs& args) {
    const char* name = "binary_cross_entropy";
    auto bound = bind_call(args, name, {"input", "target", "weight", "size_average", "reduce", "reduction"}, 2, Binder::Python);
    const Reduction reduction = reduction_argument(bound[5], bound[3], bound[4]);
    const Tensor& input = tensor_argument(*bound[0], name, "input", 1);
    const Tensor& target = tensor_argument(*bound[1], name, "target", 2);
    if (input.shape != target.shape)
        raise_error("ValueError", "Using a target size (" + repr(size_value(target.shape)) + ") that is different to the input size (" +
                                      repr(size_value(input.shape)) + ") is deprecated. Please ensure they have the same size.");
    const Tensor* weight = given(bound[2]) ? &tensor_argument(*bound[2], name, "weight", 3) : nullptr;
    if (!input.is_float() || !target.is_float() || (weight && !weight->is_float()))
        raise_unsupported("F.binary_cross_entropy of tensors that are not all float32");
    if (weight && broadcast_shapes(input.shape, weight->shape) != input.shape)
        raise_unsupported("F.binary_cross_entropy with a weight that does not broadcast to the input");
    if (weight && weight->tracks_grad()) raise_unsupported("F.binary_cross_entropy with a weight that requires grad");
    if (target.tracks_grad()) raise_unsupported("F.binary_cross_entropy with a target that requires grad");
    runtime.charge(1 + input.numel() / 8);
    TensorPtr loss = make_tensor(runtime.meter, input.shape, "the result");
    for (std::int64_t n = 0; n < input.numel(); ++n) {
        const float x = input.data()[n], t = target.data()[n];
        if (!(x >= 0.0f && x <= 1.0f)) raise_error("RuntimeError", "all elements of input should be between 0 and 1");
        const float log_x = qkv::libm::logf_unit(x), log_rest = qkv::libm::logf_unit(1.0f - x);
        loss->data()[n] = (t - 1.0f) * (log_rest < -100.0f ? -100.0f : log_rest) - t * (log_x < -100.0f ? -100.0f : log_x);
    }
    if (weight) loss = tensor_binary(runtime.meter, '*', *loss, *weight);
    Value result = tensor_value(loss);
    if (reduction != Reduction::None) {
        CallArgs none;
        result = method_table().at(reduction == Reduction::Mean ? "mean" : "sum")(runtime, loss, none);
    }
    Tensor& out = *tensor_of(result);
    out.grad_fn.clear();
    label(out, "BinaryCrossEntropyBackward0", input.tracks_grad());
    record_binary_cross_entropy(runtime.meter, out, input, target, weight, reduction == Reduction::Mean);
    return result;
}

}  // namespace

std::vector<std::pair<std::string, Value>> functional_layers() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "layer_norm", builtin_value("layer_norm", [](Runtime& r, CallArgs& args) { return layer_norm_call(r, args, Binder::Python); }));
    add_member(listed, "embedding", builtin_value("embedding", functional_embedding));
    add_member(listed, "cross_entropy", builtin_value("cross_entropy", functional_cross_entropy));
    add_member(listed, "nll_loss", builtin_value("nll_loss", functional_nll_loss));
    add_member(listed, "mse_loss", builtin_value("mse_loss", functional_mse_loss));
    add_member(listed, "smooth_l1_loss", builtin_value("smooth_l1_loss", [](Runtime& r, CallArgs& args) { return regression_loss(r, args, false); }));
    add_member(listed, "huber_loss", builtin_value("huber_loss", [](Runtime& r, CallArgs& args) { return regression_loss(r, args, true); }));
    add_member(listed, "binary_cross_entropy_with_logits", builtin_value("binary_cross_entropy_with_logits", functional_bce_with_logits));
    add_member(listed, "binary_cross_entropy", builtin_value("binary_cross_entropy", functional_binary_cross_entropy));
    return listed;
}

std::vector<std::pair<std::string, Value>> torch_layer_functions() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "layer_norm", builtin_value("layer_norm", [](Runtime& r, CallArgs& args) { return layer_norm_call(r, args, Binder::Torch); }));
    add_member(listed, "embedding", builtin_value("embedding", torch_embedding));
    return listed;
}

}  // namespace qkv::python
