// tensor_activations.cpp — sigmoid, SiLU and GELU on tensors (torch.sigmoid, Tensor.sigmoid, F.sigmoid, F.silu,
// F.gelu), through the core's kernels, visiting the elements as torch 1.13's TensorIterator does: in memory order,
// in runs of the innermost dimension after merging the dimensions it can merge (core/activations.hpp says why the
// runs matter). GELU 'none' of a contiguous tensor of more than one element takes oneDNN's kernel instead, as in torch.
#include <vector>

#include "core/activations.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// Whether `strides` lay `shape` out without gaps or overlaps, in some order of its dims.
bool is_dense(const Shape& shape, const Strides& strides) {
    std::int64_t expected = 1;
    for (std::size_t dim : iteration_order(shape, {strides})) {
        if (shape[dim] == 1) continue;
        if (strides[dim] != expected) return false;
        expected *= shape[dim];
    }
    return true;
}

struct Run {
    std::int64_t length = 1;
    bool vectorized = false;  // the input is read with stride 1 (or 0) along it
};

// TensorIterator's coalesce_dimensions, as far as the innermost run: size-1 dims merge with anything, and a dim
// merges with the run when its stride continues it.
Run innermost_run(const Shape& shape, const Strides& strides, const std::vector<std::size_t>& order) {
    Run run;
    std::int64_t stride = 0;
    for (std::size_t dim : order) {
        if (shape[dim] == 1) continue;
        if (run.length == 1) {
            run.length = shape[dim];
            stride = strides[dim];
        } else if (stride * run.length == strides[dim]) {
            run.length *= shape[dim];
        } else {
            break;
        }
    }
    run.vectorized = stride == 0 || stride == 1;
    return run;
}

// Row-major positions of `shape`'s elements, listed in memory order (the dims of `order` innermost first).
std::vector<std::int64_t> positions_in_order(const Shape& shape, const std::vector<std::size_t>& order) {
    const Strides row_major = contiguous_strides(shape);
    std::int64_t count = 1;
    for (std::int64_t size : shape) count *= size;
    std::vector<std::int64_t> positions(static_cast<std::size_t>(count)), counter(shape.size(), 0);
    std::int64_t position = 0;
    for (std::int64_t& slot : positions) {
        slot = position;
        for (std::size_t dim : order) {
            if (++counter[dim] < shape[dim]) {
                position += row_major[dim];
                break;
            }
            position -= row_major[dim] * (shape[dim] - 1);
            counter[dim] = 0;
        }
    }
    return positions;
}

TensorPtr activation_tensor(Runtime& runtime, const TensorPtr& self, qkv::Activation kind, const char* grad_fn) {
    const TensorPtr input = self->is_float() ? self : tensor_to_dtype(runtime.meter, *self, DType::Float32);
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result");
    runtime.charge(1 + self->numel() / 16);
    // An integer input is first converted by .to(float), which keeps dense strides and makes others contiguous.
    Strides strides = torch_strides_as(*self, self->shape);
    if (!self->is_float() && !is_dense(self->shape, strides)) strides = contiguous_strides(self->shape);
    const std::vector<std::size_t> order = iteration_order(self->shape, {strides});
    const Run run = innermost_run(self->shape, strides, order);
    const std::int64_t count = self->numel();
    if (kind == qkv::Activation::Gelu && self->view_strides.empty() && count > 1) {  // torch hands it to oneDNN
        for (std::int64_t n = 0; n < count; ++n) result->data()[n] = qkv::gelu_erf_onednn(input->data()[n]);
    } else if (self->view_strides.empty() || strides == contiguous_strides(self->shape)) {  // memory order is row-major
        for (std::int64_t begin = 0; begin < count; begin += run.length)
            qkv::apply_activation(kind, input->data() + begin, result->data() + begin, static_cast<std::size_t>(run.length), run.vectorized);
    } else {
        const std::vector<std::int64_t> positions = positions_in_order(self->shape, order);
        std::vector<float> in(positions.size()), out(positions.size());
        for (std::size_t i = 0; i < positions.size(); ++i) in[i] = input->data()[positions[i]];
        for (std::int64_t begin = 0; begin < count; begin += run.length)
            qkv::apply_activation(kind, in.data() + begin, out.data() + begin, static_cast<std::size_t>(run.length), run.vectorized);
        for (std::size_t i = 0; i < positions.size(); ++i) result->data()[positions[i]] = out[i];
    }
    keep_memory_order(*result, {self.get()});
    label(*result, grad_fn, self->tracks_grad());
    if (kind == qkv::Activation::Sigmoid) record_pointwise(runtime.meter, *result, *self);
    if (kind == qkv::Activation::Silu) record_silu(runtime.meter, *result, *self);
    if (kind == qkv::Activation::Gelu || kind == qkv::Activation::GeluTanh)
        record_gelu(runtime.meter, *result, *self, kind == qkv::Activation::GeluTanh);
    return result;
}

// SiLU and GELU have no integer kernels; sigmoid converts integers to float.
void check_float(const Tensor& tensor, const char* kernel) {
    if (!tensor.is_float())
        raise_error("RuntimeError", std::string("\"") + kernel + "\" not implemented for '" + scalar_type_name(tensor.dtype) + "'");
}

Value sigmoid(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    if (!args.positional.empty() || !args.keywords.empty())
        raise_error("TypeError", "_TensorBase.sigmoid() takes no arguments (" + std::to_string(args.positional.size() + args.keywords.size()) + " given)");
    return tensor_value(activation_tensor(runtime, self, qkv::Activation::Sigmoid, "SigmoidBackward0"));
}

// F.sigmoid(input) and F.silu(input, inplace=False): Python functions of torch.nn.functional.
Value functional_sigmoid(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "sigmoid", {"input"});
    if (!bound[0]) raise_error("TypeError", "sigmoid() missing 1 required positional argument: 'input'");
    if (!is_tensor(*bound[0])) raise_error("AttributeError", "'" + type_name(*bound[0]) + "' object has no attribute 'sigmoid'");
    return tensor_value(activation_tensor(runtime, tensor_of(*bound[0]), qkv::Activation::Sigmoid, "SigmoidBackward0"));
}

Value functional_silu(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "silu", {"input", "inplace"});
    if (!bound[0]) raise_error("TypeError", "silu() missing 1 required positional argument: 'input'");
    const Tensor& input = tensor_argument(*bound[0], "silu", "input", 1);
    if (bound[1] && truthy(*bound[1])) raise_unsupported("F.silu(inplace=True)");
    check_float(input, "silu_cpu");
    return tensor_value(activation_tensor(runtime, tensor_of(*bound[0]), qkv::Activation::Silu, "SiluBackward0"));
}

// F.leaky_relu(input, negative_slope=0.01, inplace=False): x where x > 0, else x * slope rounded to float (torch's
// kernel multiplies by the slope as a float; NaN stays NaN either way).
Value functional_leaky_relu(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "leaky_relu", {"input", "negative_slope", "inplace"});
    if (!bound[0]) raise_error("TypeError", "leaky_relu() missing 1 required positional argument: 'input'");
    tensor_argument(*bound[0], "leaky_relu", "input", 1);
    const TensorPtr input = tensor_of(*bound[0]);
    if (bound[2] && truthy(*bound[2])) raise_unsupported("F.leaky_relu(inplace=True)");
    check_float(*input, "leaky_relu_cpu");
    const float slope = static_cast<float>(bound[1] ? number_of(*bound[1]) : 0.01);
    TensorPtr result = make_tensor(runtime.meter, input->shape, "the result");
    runtime.charge(1 + input->numel() / 32);
    for (std::int64_t n = 0; n < input->numel(); ++n) {
        const float x = input->data()[n];
        result->data()[n] = x > 0.0f ? x : x * slope;
    }
    keep_memory_order(*result, {input.get()});
    label(*result, "LeakyReluBackward0", input->tracks_grad());
    record_leaky_relu(runtime.meter, *result, *input, slope);
    return tensor_value(result);
}

// F.gelu(input, *, approximate='none'): a builtin of torch._C._nn.
Value functional_gelu(Runtime& runtime, CallArgs& args) {
    if (args.positional.size() > 1)
        raise_error("TypeError", "gelu() takes 1 positional argument but " + std::to_string(args.positional.size()) + " were given");
    auto bound = bind_arguments(args, "gelu", {"input", "approximate"});
    if (!bound[0]) raise_error("TypeError", "gelu() missing 1 required positional arguments: \"input\"");
    const Tensor& input = tensor_argument(*bound[0], "gelu", "input", 1);
    std::string approximate = "none";
    if (bound[1]) {
        if (bound[1]->type != Type::Str)
            raise_error("TypeError", "gelu(): argument 'approximate' must be str, not " + type_name(*bound[1]));
        approximate = str(*bound[1]);
    }
    if (approximate != "none" && approximate != "tanh") raise_error("RuntimeError", "approximate argument must be either none or tanh.");
    check_float(input, "GeluKernelImpl");
    const qkv::Activation kind = approximate == "tanh" ? qkv::Activation::GeluTanh : qkv::Activation::Gelu;
    return tensor_value(activation_tensor(runtime, tensor_of(*bound[0]), kind, "GeluBackward0"));
}

}  // namespace

void add_activation_methods(MethodTable& table) { table["sigmoid"] = sigmoid; }

std::vector<std::pair<std::string, Value>> functional_activations() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "sigmoid", builtin_value("sigmoid", functional_sigmoid));
    add_member(listed, "silu", builtin_value("silu", functional_silu));
    add_member(listed, "gelu", builtin_value("gelu", functional_gelu));
    add_member(listed, "leaky_relu", builtin_value("leaky_relu", functional_leaky_relu));
    return listed;
}

}  // namespace qkv::python
