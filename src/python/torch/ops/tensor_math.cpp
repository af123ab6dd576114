// tensor_math.cpp — elementwise math and softmax on tensors, through the core's kernels that reproduce PyTorch's
// AVX2 results bit for bit (SLEEF exp/log, SoftMaxKernel.cpp's orders of operations).
#include <algorithm>
#include <cmath>

#include "core/sleef_math.hpp"
#include "core/softmax.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/tensor/generator.hpp"

namespace qkv::python {

// The last-dim kernel when dim is the last one, the strided kernel otherwise.
TensorPtr softmax_tensor(Runtime& runtime, const TensorPtr& self, std::int64_t dim_given, bool logarithm) {
    const char* name = logarithm ? "log_softmax" : "softmax";
    const std::size_t rank = self->rank();
    const std::int64_t dim = wrap_dim(dim_given, rank);
    const bool last = rank == 0 || dim == static_cast<std::int64_t>(rank) - 1;
    // Both kernels over another dim share softmax's name.
    if (!self->is_float())
        raise_error("RuntimeError", std::string("\"") + (last ? std::string(name) + "_lastdim_kernel_impl" : "softmax_kernel_impl") +
                                        "\" not implemented for '" + scalar_type_name(self->dtype) + "'");
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result");
    runtime.charge(1 + self->numel() / 8);
    std::size_t outer = 1, inner = 1;
    const std::size_t size = rank == 0 ? 1 : static_cast<std::size_t>(self->shape[dim]);
    for (std::size_t axis = 0; axis < rank; ++axis) {
        if (static_cast<std::int64_t>(axis) < dim) outer *= static_cast<std::size_t>(self->shape[axis]);
        if (static_cast<std::int64_t>(axis) > dim) inner *= static_cast<std::size_t>(self->shape[axis]);
    }
    if (last && logarithm) qkv::log_softmax_last_dim(self->data(), result->data(), outer, size);
    else if (last) qkv::softmax_last_dim(self->data(), result->data(), outer, size);
    else if (logarithm) qkv::log_softmax_inner_dim(self->data(), result->data(), outer, size, inner);
    else qkv::softmax_inner_dim(self->data(), result->data(), outer, size, inner);
    label(*result, logarithm ? "LogSoftmaxBackward0" : "SoftmaxBackward0", self->tracks_grad());
    if (rank > 0) record_softmax(runtime.meter, *result, *self, dim, logarithm);
    return result;
}

namespace {

// The float32 values of `tensor` (integers promote to float32, as torch's unary float ops do).
TensorPtr float_input(Runtime& runtime, const TensorPtr& tensor) {
    return tensor->is_float() ? tensor : tensor_to_dtype(runtime.meter, *tensor, DType::Float32);
}

// An op of tensor_dtypes' extra_unary on a float64, float16 or int32 tensor; the others refuse those dtypes.
Value extra_elementwise(Runtime& runtime, const Tensor& self, const char* name, const char* grad_fn) {
    TensorPtr result = extra_unary(runtime.meter, name, self);
    if (!result) raise_unsupported_dtype(self.dtype);
    runtime.charge(1 + self.numel() / 16);
    label(*result, grad_fn, self.tracks_grad());
    return tensor_value(result);
}

template <class Function>
Value elementwise(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* name, const char* grad_fn, Function function) {
    expect_argument_count(args, name, 0, 0);
    if (is_extra_dtype(self->dtype)) return extra_elementwise(runtime, *self, name, grad_fn);
    const TensorPtr input = float_input(runtime, self);
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result");
    runtime.charge(1 + self->numel() / 16);
    for (std::int64_t n = 0; n < self->numel(); ++n) result->data()[n] = function(input->data()[n]);
    keep_memory_order(*result, {self.get()});
    label(*result, grad_fn, self->tracks_grad());
    record_pointwise(runtime.meter, *result, *self);
    return tensor_value(result);
}

// The first keyword of the call that none of `known` names.
std::optional<std::string> unknown_keyword(const CallArgs& args, const std::vector<std::string>& known) {
    for (const auto& keyword : args.keywords)
        if (std::find(known.begin(), known.end(), keyword.first) == known.end()) return keyword.first;
    return std::nullopt;
}

Value softmax_method(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool logarithm) {
    const char* name = logarithm ? "log_softmax" : "softmax";
    const std::optional<std::string> unknown = unknown_keyword(args, {"dim", "dtype"});
    if (unknown && args.positional.size() == 1 && args.positional[0].type == Type::Int && args.keywords.size() == 1)
        raise_invalid_combination(name, args, {"(int dim, torch.dtype dtype)\n      didn't match because some of the keywords were incorrect: " + *unknown,
                                               "(name dim, *, torch.dtype dtype)"});
    auto bound = bind_arguments(args, name, {"dim", "dtype"});
    if (bound[1] && bound[1]->type != Type::None && dtype_argument(*bound[1], name) != DType::Float32)
        raise_unsupported(std::string(name) + "(dtype=...)");
    if (!bound[0] || (bound[0]->type != Type::Int && bound[0]->type != Type::Bool))
        raise_invalid_combination(name, args, {"(int dim, torch.dtype dtype)", "(name dim, *, torch.dtype dtype)"});
    return tensor_value(softmax_tensor(runtime, self, bound[0]->integer, logarithm));
}

// torch.softmax(input, dim, dtype=None): as the method, but torch's messages name the input among the arguments.
Value torch_softmax(Runtime& runtime, CallArgs& args, bool logarithm) {
    const char* name = logarithm ? "log_softmax" : "softmax";
    const CallArgs given = args;
    // An unknown keyword: only the signature with `out` (4 parameters) takes four arguments, and it names the keyword.
    const std::optional<std::string> unknown = unknown_keyword(args, {"input", "dim", "dtype", "out"});
    if (unknown && args.positional.size() + args.keywords.size() <= 3)
        raise_invalid_combination(name, given, {"(Tensor input, int dim, torch.dtype dtype, *, Tensor out)",
                                                "(Tensor input, name dim, *, torch.dtype dtype)"});
    auto bound = bind_arguments(args, name, {"input", "dim", "dtype"});
    const bool dim_ok = bound[1] && (bound[1]->type == Type::Int || bound[1]->type == Type::Bool);
    if (!bound[0] || !is_tensor(*bound[0]) || !dim_ok)
        raise_invalid_combination(name, given, {"(Tensor input, int dim, torch.dtype dtype, *, Tensor out)",
                                                "(Tensor input, name dim, *, torch.dtype dtype)"});
    CallArgs method_args;
    method_args.positional.push_back(*bound[1]);
    if (bound[2]) method_args.keywords.emplace_back("dtype", *bound[2]);
    return softmax_method(runtime, tensor_of(*bound[0]), method_args, logarithm);
}

// F.softmax(input, dim=None): without a dim, torch picks 0 for 0-, 1- and 3-dim inputs, else 1 (and warns).
Value functional_softmax(Runtime& runtime, CallArgs& args, bool logarithm) {
    const char* name = logarithm ? "log_softmax" : "softmax";
    auto bound = bind_arguments(args, name, {"input", "dim", "_stacklevel", "dtype"});
    if (!bound[0]) raise_error("TypeError", std::string(name) + "() missing 1 required positional argument: 'input'");
    if (!is_tensor(*bound[0]))
        raise_error("AttributeError", "'" + type_name(*bound[0]) + "' object has no attribute '" + name + "'");
    const TensorPtr input = tensor_of(*bound[0]);
    if (bound[3] && bound[3]->type != Type::None && dtype_argument(*bound[3], name) != DType::Float32)
        raise_unsupported(std::string("F.") + name + "(dtype=...)");
    const std::size_t rank = input->rank();
    const std::int64_t implicit = (rank == 0 || rank == 1 || rank == 3) ? 0 : 1;
    const std::int64_t dim = bound[1] && bound[1]->type != Type::None ? integer_argument(*bound[1]) : implicit;
    return tensor_value(softmax_tensor(runtime, input, dim, logarithm));
}

Value absolute(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    if (self->is_float() || is_extra_dtype(self->dtype))
        return elementwise(runtime, self, args, "abs", "AbsBackward0", [](float v) { return std::fabs(v); });
    expect_argument_count(args, "abs", 0, 0);
    TensorPtr result = tensor_copy(runtime.meter, *self);
    for (std::int64_t& v : result->storage->integers) v = v < 0 ? static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(v)) : v;
    return tensor_value(result);
}

// clamp(min, max): each bound optional; NaN stays NaN.
Value clamp(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "clamp", {"min", "max"});
    const bool has_min = bound[0] && bound[0]->type != Type::None, has_max = bound[1] && bound[1]->type != Type::None;
    if (!has_min && !has_max) raise_error("RuntimeError", "torch.clamp: At least one of 'min' or 'max' must not be None");
    for (const auto& limit : bound)
        if (limit && limit->type != Type::None && !is_number(*limit)) raise_unsupported("clamp with tensor bounds");
    if (self->dtype == DType::Float16) raise_error("RuntimeError", "\"clamp_scalar_cpu\" not implemented for 'Half'");
    DType dtype = self->dtype;
    for (const auto& limit : bound)
        if (limit && limit->type == Type::Float) dtype = promote(dtype, DType::Float32);
    const TensorPtr input = dtype == self->dtype ? self : tensor_to_dtype(runtime.meter, *self, dtype);
    TensorPtr result = tensor_copy(runtime.meter, *input);
    runtime.charge(1 + self->numel() / 64);
    const double low = has_min ? number_of(*bound[0]) : 0.0, high = has_max ? number_of(*bound[1]) : 0.0;
    for (std::int64_t n = 0; n < result->numel(); ++n) {
        if (result->dtype == DType::Float64) {
            double& v = result->storage->reals[n];
            if (has_min) v = std::isnan(v) ? v : std::max(v, low);
            if (has_max) v = std::isnan(v) ? v : std::min(v, high);
        } else if (result->is_float()) {
            float v = result->data()[n];
            if (has_min) v = std::isnan(v) ? v : std::max(v, static_cast<float>(low));
            if (has_max) v = std::isnan(v) ? v : std::min(v, static_cast<float>(high));
            result->data()[n] = v;
        } else {
            std::int64_t v = result->integers()[n];
            if (has_min) v = std::max(v, static_cast<std::int64_t>(low));
            if (has_max) v = std::min(v, static_cast<std::int64_t>(high));
            result->integers()[n] = v;
        }
    }
    keep_memory_order(*result, {self.get()});
    label(*result, "ClampBackward1", self->tracks_grad());
    record_clamp(runtime.meter, *result, *self, has_min ? std::optional<double>(low) : std::nullopt, has_max ? std::optional<double>(high) : std::nullopt);
    return tensor_value(result);
}

Value power(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "pow", {"exponent"});
    if (!bound[0]) raise_error("TypeError", "pow() missing required argument 'exponent' (pos 1)");
    const Value& exponent = *bound[0];
    runtime.charge(1 + self->numel() / 16);
    if (is_tensor(exponent)) return tensor_value(tensor_power_tensor(runtime.meter, *self, *tensor_of(exponent)));
    if (!is_number(exponent)) raise_unsupported("pow(exponent=" + type_name(exponent) + ")");
    Scalar scalar;
    if (exponent.type == Type::Float) scalar.real = exponent.real;
    else scalar = Scalar{exponent.type == Type::Bool ? DType::Bool : DType::Int64, 0.0, exponent.integer};
    return tensor_value(tensor_power(runtime.meter, *self, scalar));
}

// mm (2-D only) and bmm (3-D only) are matmul with torch's checks and grad_fn names.
Value matrix_product(Runtime& runtime, const TensorPtr& self, CallArgs& args, std::size_t rank) {
    const char* name = rank == 2 ? "mm" : "bmm";
    auto bound = bind_arguments(args, name, {rank == 2 ? "mat2" : "batch2"});
    if (!bound[0]) raise_missing_arguments(name, {"mat2"});
    const Tensor& other = tensor_argument(*bound[0], name, rank == 2 ? "mat2" : "batch2", 2);
    if (self->rank() != rank) raise_error("RuntimeError", rank == 2 ? "self must be a matrix" : "batch1 must be a 3D tensor");
    if (other.rank() != rank) raise_error("RuntimeError", rank == 2 ? "mat2 must be a matrix" : "batch2 must be a 3D tensor");
    if (self->dtype != other.dtype)
        raise_error("RuntimeError", "expected scalar type " + scalar_type_name(self->dtype) + " but found " + scalar_type_name(other.dtype));
    if (self->dtype == DType::Bool) raise_unsupported(std::string(name) + " of torch.bool tensors");
    runtime.charge(1 + self->numel() * other.shape.back() / 64);
    TensorPtr result = tensor_matmul(runtime.meter, *self, other);
    if (!result->grad_fn.empty()) result->grad_fn = rank == 2 ? "MmBackward0" : "BmmBackward0";
    record_matrix_product(runtime.meter, *result, *self, other, rank == 2 ? MatmulPath::FoldedLeft : MatmulPath::Batched);
    return tensor_value(result);
}

Value matmul(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "matmul", {"other"});
    if (!bound[0]) raise_missing_arguments("matmul", {"other"});
    return binary_operation(runtime, "@", tensor_value(self), *bound[0]);
}

// dot: the 1-D case of @ (one float sum in index order, as reference BLAS sdot), after torch's checks.
Value dot(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "dot", {"tensor"});
    if (!bound[0]) raise_missing_arguments("dot", {"tensor"});
    const Tensor& other = tensor_argument(*bound[0], "dot", "tensor", 1);
    if (self->rank() != 1 || other.rank() != 1)
        raise_error("RuntimeError", "1D tensors expected, but got " + std::to_string(self->rank()) + "D and " + std::to_string(other.rank()) + "D tensors");
    if (self->dtype != other.dtype)
        raise_error("RuntimeError", "dot : expected both vectors to have same dtype, but found " + scalar_type_name(self->dtype) + " and " +
                                        scalar_type_name(other.dtype));
    if (self->shape[0] != other.shape[0]) {
        const std::string left = std::to_string(self->shape[0]), right = std::to_string(other.shape[0]);
        raise_error("RuntimeError", "inconsistent tensor size, expected tensor [" + left + "] and src [" + right +
                                        "] to have the same number of elements, but got " + left + " and " + right + " elements respectively");
    }
    if (self->dtype == DType::Bool) raise_error("RuntimeError", "\"dot\" not implemented for 'Bool'");
    return binary_operation(runtime, "@", tensor_value(self), *bound[0]);
}

// outer(vec2): the column self times the row vec2, one product per element, with torch's promotion and grad_fn.
Value outer(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "outer", {"vec2"});
    if (!bound[0]) raise_missing_arguments("outer", {"vec2"});
    const Tensor& other = tensor_argument(*bound[0], "outer", "vec2", 1);
    if (self->rank() != 1) raise_error("RuntimeError", "outer: Expected 1-D argument self, but got " + std::to_string(self->rank()) + "-D");
    if (other.rank() != 1) raise_error("RuntimeError", "outer: Expected 1-D argument vec2, but got " + std::to_string(other.rank()) + "-D");
    const Value column = tensor_value(tensor_reshape(runtime.meter, *self, {self->shape[0], 1}, false));
    return binary_operation(runtime, "*", column, *bound[0]);
}

// A 53-bit uniform double in [0, 1), as at::uniform_real_distribution<double> draws it.
double uniform_double(qkv::Generator& generator) {
    return static_cast<double>(generator.random64() & ((std::uint64_t{1} << 53) - 1)) * 0x1p-53;
}

// Without replacement (torch's path): q ~ Exp(1) per element in order as float(-log(1 - u)); the samples are
// argmax(p / q) per row for one, topk(p / q, n) for several.
void sample_by_exponential_race(qkv::Generator& generator, const float* p, std::int64_t rows, std::int64_t categories, std::int64_t samples,
                                std::int64_t* out) {
    for (std::int64_t n = 0; n < rows * categories; ++n)
        if (!(p[n] < INFINITY && p[n] >= 0.0f)) raise_error("RuntimeError", "probability tensor contains either `inf`, `nan` or element < 0");
    for (std::int64_t row = 0; row < rows; ++row)
        if (std::all_of(p + row * categories, p + (row + 1) * categories, [](float v) { return v == 0.0f; }))
            raise_error("RuntimeError", "invalid multinomial distribution (sum of probabilities <= 0)");
    std::vector<float> ratios(static_cast<std::size_t>(rows * categories));
    for (std::size_t n = 0; n < ratios.size(); ++n) ratios[n] = p[n] / static_cast<float>(-std::log(1.0 - uniform_double(generator)));
    if (samples > 1) return top_indices(ratios.data(), rows, categories, samples, out);
    for (std::int64_t row = 0; row < rows; ++row) {
        const float* first = ratios.data() + row * categories;
        std::int64_t best = 0;  // argmax's rule: the first maximum wins, a NaN wins at once
        for (std::int64_t i = 1; i < categories && !std::isnan(first[best]); ++i)
            if (std::isnan(first[i]) || first[i] > first[best]) best = i;
        out[row] = best;
    }
}

// With replacement (torch's CPU kernel): per row a float running sum divided by the total, its last entry set to 1;
// each sample is the first entry not below a uniform double (binary search).
void sample_by_cumulative_search(qkv::Generator& generator, const float* p, std::int64_t rows, std::int64_t categories, std::int64_t samples, std::int64_t* out) {
    std::vector<float> cumulative(static_cast<std::size_t>(categories));
    for (std::int64_t row = 0; row < rows; ++row) {
        float sum = 0.0f;
        for (std::int64_t j = 0; j < categories; ++j) {
            const float value = p[row * categories + j];
            if (!(value >= 0.0f)) raise_error("RuntimeError", "invalid multinomial distribution (encountering probability entry < 0)");
            if (!std::isfinite(value)) raise_error("RuntimeError", "invalid multinomial distribution (encountering probability entry = infinity or NaN)");
            sum += value;
            cumulative[j] = sum;
        }
        if (!(sum > 0.0f)) raise_error("RuntimeError", "invalid multinomial distribution (sum of probabilities <= 0)");
        for (float& value : cumulative) value /= sum;
        cumulative.back() = 1.0f;
        for (std::int64_t k = 0; k < samples; ++k) {
            const double target = uniform_double(generator);
            std::int64_t left = 0, right = categories;
            while (right > left) {
                const std::int64_t middle = left + (right - left) / 2;
                if (cumulative[middle] < target) left = middle + 1;
                else right = middle;
            }
            out[row * samples + k] = left;
        }
    }
}

Value multinomial(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "multinomial", {"num_samples", "replacement", "generator"});
    if (!bound[0]) raise_error("TypeError", "multinomial() missing 1 required positional arguments: \"num_samples\"");
    const std::int64_t samples = integer_argument(*bound[0]);
    const bool replacement = bound[1] && truthy(*bound[1]);
    if (self->rank() < 1 || self->rank() > 2) raise_error("RuntimeError", "prob_dist must be 1 or 2 dim");
    if (!self->is_float())
        raise_error("RuntimeError", "multinomial only supports floating-point dtypes for input, got: " + scalar_type_name(self->dtype));
    if (samples <= 0) raise_error("RuntimeError", "cannot sample n_sample <= 0 samples");
    const std::int64_t categories = self->shape.back(), rows = self->rank() == 2 ? self->shape[0] : 1;
    if (!replacement && samples > categories)
        raise_error("RuntimeError", "cannot sample n_sample > prob_dist.size(-1) samples without replacement");
    Shape shape = self->shape;
    shape.back() = samples;
    TensorPtr result = make_tensor(runtime.meter, shape, "the result", DType::Int64);
    runtime.charge(1 + (self->numel() + rows * samples) / 8);
    qkv::Generator& generator = chosen_generator(runtime, bound[2], "multinomial");
    if (replacement) sample_by_cumulative_search(generator, self->data(), rows, categories, samples, result->integers());
    else sample_by_exponential_race(generator, self->data(), rows, categories, samples, result->integers());
    return tensor_value(result);
}

// cumsum(dim) / cumprod(dim): a running sum or product along dim kept in double (torch's CPU accumulator for float),
// each prefix rounded to float32; integers and bools accumulate as int64, wrapping.
Value cumulative(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool product) {
    const char* name = product ? "cumprod" : "cumsum";
    auto bound = bind_arguments(args, name, {"dim", "dtype"});
    if (!bound[0] || (bound[0]->type != Type::Int && bound[0]->type != Type::Bool))
        raise_invalid_combination(name, args, {"(int dim, *, torch.dtype dtype)", "(name dim, *, torch.dtype dtype)"});
    if (bound[1] && bound[1]->type != Type::None) raise_unsupported(std::string(name) + "(dtype=...)");
    const std::int64_t dim = wrap_dim(bound[0]->integer, self->rank());
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result", self->is_float() ? DType::Float32 : DType::Int64);
    runtime.charge(1 + self->numel() / 16);
    std::int64_t outer = 1, size = 1, inner = 1;
    for (std::size_t axis = 0; axis < self->rank(); ++axis) {
        const std::int64_t extent = self->shape[axis], position = static_cast<std::int64_t>(axis);
        (position < dim ? outer : position == dim ? size : inner) *= extent;
    }
    for (std::int64_t o = 0; o < outer; ++o) {
        for (std::int64_t i = 0; i < inner; ++i) {
            double real = product ? 1.0 : 0.0;
            std::uint64_t integer = product ? 1 : 0;
            for (std::int64_t k = 0; k < size; ++k) {
                const std::int64_t n = (o * size + k) * inner + i;
                if (self->is_float()) {
                    real = product ? real * self->data()[n] : real + self->data()[n];
                    result->data()[n] = static_cast<float>(real);
                } else {
                    const auto value = static_cast<std::uint64_t>(self->integers()[n]);
                    integer = product ? integer * value : integer + value;
                    result->integers()[n] = static_cast<std::int64_t>(integer);
                }
            }
        }
    }
    label(*result, product ? "CumprodBackward0" : "CumsumBackward0", self->tracks_grad());
    if (!product) record_cumsum(*result, *self, dim);
    return tensor_value(result);
}

Value relu(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    expect_argument_count(args, "relu", 0, 0);
    if (self->dtype == DType::Bool) raise_error("RuntimeError", "Boolean inputs not supported for relu");
    if (is_extra_dtype(self->dtype)) raise_unsupported_dtype(self->dtype);
    TensorPtr result = tensor_copy(runtime.meter, *self);
    runtime.charge(1 + self->numel() / 64);
    // clamp_min(x, 0) as AVX2's max(0, x): NaN and -0.0 pass through. Written as a conditional store: clang turns
    // the equivalent select into a wasm max that makes -0.0 +0.0.
    if (result->is_float()) {
        for (float& value : result->storage->values)
            if (value < 0.0f) value = 0.0f;
    } else {
        for (std::int64_t& value : result->storage->integers) value = std::max<std::int64_t>(value, 0);
    }
    keep_memory_order(*result, {self.get()});
    label(*result, "ReluBackward0", self->tracks_grad());
    record_activation(runtime.meter, *result, *self);
    return tensor_value(result);
}

Value allclose(Runtime&, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "allclose", {"other", "rtol", "atol", "equal_nan"});
    if (!bound[0]) raise_missing_arguments("allclose", {"other"});
    const Tensor& other = tensor_argument(*bound[0], "allclose", "other", 1);
    return bool_value(tensor_allclose(*self, other, bound[1] ? number_of(*bound[1]) : 1e-05, bound[2] ? number_of(*bound[2]) : 1e-08,
                                      bound[3] && truthy(*bound[3])));
}

Value equal(Runtime&, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "equal", {"other"});
    if (!bound[0]) raise_missing_arguments("equal", {"other"});
    return bool_value(tensor_equal(*self, tensor_argument(*bound[0], "equal", "other", 1)));
}

}  // namespace

// torch's parser on round's signatures: () and (*, int decimals) for the method; (Tensor input, *, Tensor out) and
// (Tensor input, *, int decimals, Tensor out) for torch.round. decimals is keyword-only, so a positional one fails.
static void check_round_arguments(const TensorPtr& input, const CallArgs& args, bool with_input) {
    const std::size_t positional = args.positional.size() + (with_input ? 1 : 0);
    if (!with_input && positional == 0 && args.keywords.size() == 1 && args.keywords[0].first != "decimals")
        raise_missing_arguments("round", {"decimals"});  // the one plausible signature needs it
    if (positional == (with_input ? 1u : 0u)) return;
    const std::size_t given = positional + args.keywords.size();
    const auto second_is_int = [&] {
        const Value& second = args.positional.size() > 1 ? args.positional[1] : args.keywords[0].second;
        return second.type == Type::Int && (args.positional.size() > 1 || args.keywords[0].first == "decimals");
    };
    CallArgs shown = args;
    if (with_input) shown.positional.insert(shown.positional.begin(), tensor_value(input));
    if (!with_input) {
        if (given == 1) raise_error("TypeError", "round() takes from 1 to 0 positional arguments but 1 were given");
        if (given >= 3) raise_invalid_combination("round", shown, {"()", "(*, int decimals)"});
        if (!second_is_int()) raise_unsupported("round() with these arguments");
        const std::string second = args.positional.size() > 1 ? "int" : "decimals=int";
        raise_invalid_combination("round", shown, {"()", "(*, int decimals)\n      didn't match because some of the arguments have invalid types: (!" +
                                                       type_name(args.positional[0]) + "!, " + second + ")"});
    }
    if (given == 3) raise_error("TypeError", "round() takes from 2 to 1 positional arguments but " + std::to_string(positional) + " were given");
    raise_invalid_combination("round", shown, {"(Tensor input, *, Tensor out)", "(Tensor input, *, int decimals, Tensor out)"});
}

// round() to the nearest integer, ties to even, as the CPU's rounding instruction torch uses (exact); with decimals,
// torch's scalar kernel: nearbyint(x * 10^d) / 10^d in float (x / 10^-d, then times it, for negative d).
Value round_half_even(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool with_input) {
    check_round_arguments(self, args, with_input);
    auto bound = bind_arguments(args, "round", {"decimals"});
    if (bound[0] && bound[0]->type != Type::Int) raise_error("TypeError", "round(): argument 'decimals' must be int, not " + type_name(*bound[0]));
    const std::int64_t decimals = bound[0] ? integer_argument(*bound[0]) : 0;
    if (!self->is_float()) {
        if (bound[0]) raise_error("RuntimeError", "\"round_cpu\" not implemented for '" + scalar_type_name(self->dtype) + "'");
        return tensor_value(tensor_copy(runtime.meter, *self));
    }
    CallArgs none;
    if (!bound[0]) return elementwise(runtime, self, none, "round", "RoundBackward0", [](float v) { return std::nearbyint(v); });
    const float scale = static_cast<float>(std::pow(10.0, static_cast<double>(decimals < 0 ? -decimals : decimals)));
    if (decimals < 0)
        return elementwise(runtime, self, none, "round", "RoundBackward1", [scale](float v) { return std::nearbyint(v / scale) * scale; });
    return elementwise(runtime, self, none, "round", "RoundBackward1", [scale](float v) { return std::nearbyint(v * scale) / scale; });
}

std::pair<std::string, Value> torch_round_function() {
    return {"round", builtin_value("round", [](Runtime& runtime, CallArgs& args) {
                return round_half_even(runtime, take_tensor_input(args, "round"), args, true);
            })};
}

// neg() and negative(): unary minus.
Value negate(Runtime& runtime, const TensorPtr& self, CallArgs& args, const char* name) {
    expect_argument_count(args, name, 0, 0);
    runtime.charge(1 + self->numel() / 64);
    return tensor_value(tensor_negate(runtime.meter, *self));
}

Value tanh(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const Value result = elementwise(runtime, self, args, "tanh", "TanhBackward0", qkv::sleef_tanhf);
    record_activation(runtime.meter, *tensor_of(result), *self);
    return result;
}

// sin and cos: SLEEF's, eight lanes at a time as torch's vectorized loop runs them (sleef_math.hpp). Where SLEEF
// would take its long reduction (a value of magnitude 125 or more, an inf or a NaN) the call is refused.
Value trigonometric(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool cosine) {
    const char* name = cosine ? "cos" : "sin";
    const char* grad_fn = cosine ? "CosBackward0" : "SinBackward0";
    expect_argument_count(args, name, 0, 0);
    if (is_extra_dtype(self->dtype)) return extra_elementwise(runtime, *self, name, grad_fn);
    const TensorPtr input = float_input(runtime, self);
    TensorPtr result = make_tensor(runtime.meter, self->shape, "the result");
    runtime.charge(1 + self->numel() / 16);
    if (!qkv::sleef_trig_block(input->data(), result->data(), static_cast<std::size_t>(self->numel()), cosine))
        raise_unsupported(std::string("torch.") + name + " of a tensor holding a value of magnitude 125 or more, inf or nan");
    keep_memory_order(*result, {self.get()});
    label(*result, grad_fn, self->tracks_grad());
    record_pointwise(runtime.meter, *result, *self);
    return tensor_value(result);
}

void add_math_methods(MethodTable& table) {
    table["mm"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return matrix_product(r, self, args, 2); };
    table["bmm"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return matrix_product(r, self, args, 3); };
    table["matmul"] = matmul;
    table["dot"] = dot;
    table["multinomial"] = multinomial;
    table["cumsum"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return cumulative(r, self, args, false); };
    table["cumprod"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return cumulative(r, self, args, true); };
    table["outer"] = outer;
    table["relu"] = relu;
    table["allclose"] = allclose;
    table["equal"] = equal;
    table["abs"] = absolute;
    table["sqrt"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return elementwise(r, self, args, "sqrt", "SqrtBackward0", [](float v) { return std::sqrt(v); }); };
    table["clamp"] = clamp;
    table["round"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return round_half_even(r, self, args, false); };
    table["pow"] = power;
    table["exp"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return elementwise(r, self, args, "exp", "ExpBackward0", qkv::sleef_expf); };
    table["log"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return elementwise(r, self, args, "log", "LogBackward0", qkv::sleef_logf); };
    table["log10"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return elementwise(r, self, args, "log10", "Log10Backward0", qkv::sleef_log10f); };
    table["log2"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return elementwise(r, self, args, "log2", "Log2Backward0", qkv::sleef_log2f); };
    table["tanh"] = tanh;
    table["sin"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return trigonometric(r, self, args, false); };
    table["cos"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return trigonometric(r, self, args, true); };
    table["neg"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return negate(r, self, args, "neg"); };
    table["negative"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return negate(r, self, args, "negative"); };
    table["softmax"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return softmax_method(r, self, args, false); };
    table["log_softmax"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return softmax_method(r, self, args, true); };
}

std::vector<std::pair<std::string, Value>> torch_softmax_functions() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "softmax", builtin_value("softmax", [](Runtime& r, CallArgs& args) { return torch_softmax(r, args, false); }));
    add_member(listed, "log_softmax", builtin_value("log_softmax", [](Runtime& r, CallArgs& args) { return torch_softmax(r, args, true); }));
    return listed;
}

std::vector<std::pair<std::string, Value>> functional_math() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "softmax", builtin_value("softmax", [](Runtime& r, CallArgs& args) { return functional_softmax(r, args, false); }));
    add_member(listed, "log_softmax", builtin_value("log_softmax", [](Runtime& r, CallArgs& args) { return functional_softmax(r, args, true); }));
    add_member(listed, "relu", builtin_value("relu", [](Runtime& r, CallArgs& args) {
         auto bound = bind_arguments(args, "relu", {"input", "inplace"});
         if (!bound[0]) raise_error("TypeError", "relu() missing 1 required positional argument: 'input'");
         tensor_argument(*bound[0], "relu", "input", 1);
         CallArgs none;
         if (bound[1] && truthy(*bound[1])) return method_table().at("relu_")(r, tensor_of(*bound[0]), none);  // torch.relu_
         return relu(r, tensor_of(*bound[0]), none);
     }));
    add_member(listed, "tanh", builtin_value("tanh", [](Runtime& r, CallArgs& args) {
         auto bound = bind_arguments(args, "tanh", {"input"});
         if (!bound[0]) raise_error("TypeError", "tanh() missing 1 required positional argument: 'input'");
         tensor_argument(*bound[0], "tanh", "input", 1);
         CallArgs none;
         return tanh(r, tensor_of(*bound[0]), none);
     }));
    return listed;
}

}  // namespace qkv::python
