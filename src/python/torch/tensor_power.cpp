// tensor_power.cpp — torch.pow and `**` as torch 1.13.1's CPU kernel computes them (ATen's PowKernel.cpp, AVX2).
//
// Exponents 2, 3, -2, 0.5, -0.5 and -1 are exact float operations (x*x, x*x*x, 1/(x*x), sqrt, 1/sqrt, 1/x); 0 and 1
// fill and copy. Any other float pow runs SLEEF's powf on each whole block of 16 elements (the kernel's unrolled
// vector loop) and the C library on the leftover tail: double pow for a Python number exponent, float powf when
// both operands are tensors (number ** tensor makes the number a tensor first).
#include <cmath>

#include "core/sleef_math.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/tensor_iteration.hpp"

namespace qkv::python {
namespace {

constexpr std::int64_t kVectorBlock = 16;  // two AVX2 vectors of 8 floats per iteration

// out[i] = vector(i) for whole blocks of 16, tail(i) for the rest.
template <class Vector, class Tail>
TensorPtr power_kernel(const MeterPtr& meter, const Shape& shape, Vector vector, Tail tail) {
    TensorPtr result = make_tensor(meter, shape, "the result");
    const std::int64_t count = result->numel(), blocked = count - count % kVectorBlock;
    float* out = result->data();
    for (std::int64_t i = 0; i < blocked; ++i) out[i] = vector(i);
    for (std::int64_t i = blocked; i < count; ++i) out[i] = tail(i);
    return result;
}

std::shared_ptr<const Tensor> as_float(const MeterPtr& meter, const Tensor& tensor) {
    if (tensor.is_float()) return std::shared_ptr<const Tensor>(std::shared_ptr<const Tensor>(), &tensor);
    return tensor_to_dtype(meter, tensor, DType::Float32);
}

std::int64_t wrapping_multiply(std::int64_t a, std::int64_t b) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(b));
}

// torch's integer pow (exponent >= 0), wrapping on overflow, by squaring.
TensorPtr integer_power(const MeterPtr& meter, const Tensor& tensor, std::int64_t exponent) {
    if (exponent < 0) raise_error("RuntimeError", "Integers to negative integer powers are not allowed.");
    TensorPtr result = make_tensor(meter, tensor.shape, "the result", DType::Int64);
    for (std::int64_t n = 0; n < result->numel(); ++n) {
        std::int64_t product = 1, base = tensor.integers()[n];
        for (std::int64_t remaining = exponent; remaining > 0; remaining >>= 1) {
            if (remaining & 1) product = wrapping_multiply(product, base);
            base = wrapping_multiply(base, base);
        }
        result->integers()[n] = product;
    }
    return result;
}

float special_power(float x, double exponent) {
    if (exponent == 2) return x * x;
    if (exponent == 3) return x * x * x;
    if (exponent == -2) return 1.0f / (x * x);
    if (exponent == 0.5) return std::sqrt(x);
    if (exponent == -0.5) return 1.0f / std::sqrt(x);
    return 1.0f / x;
}

}  // namespace

TensorPtr tensor_power(const MeterPtr& meter, const Tensor& tensor, const Scalar& power) {
    if (!tensor.is_float() && power.kind != DType::Float32) return integer_power(meter, tensor, power.integer);
    const auto base = as_float(meter, tensor);
    const double exponent = power.kind == DType::Float32 ? power.real : static_cast<double>(power.integer);
    const float* x = base->data();
    TensorPtr result;
    if (exponent == 0 || exponent == 1) {
        auto fill_or_copy = [&](std::int64_t n) { return exponent == 0 ? 1.0f : x[n]; };
        result = power_kernel(meter, tensor.shape, fill_or_copy, fill_or_copy);
    } else if (exponent == 2 || exponent == 3 || exponent == -2 || exponent == 0.5 || exponent == -0.5 || exponent == -1) {
        auto special = [&](std::int64_t n) { return special_power(x[n], exponent); };
        result = power_kernel(meter, tensor.shape, special, special);
    } else {
        const float vector_exponent = static_cast<float>(exponent);
        result = power_kernel(
            meter, tensor.shape, [&](std::int64_t n) { return sleef_powf(x[n], vector_exponent); },
            [&](std::int64_t n) { return static_cast<float>(std::pow(static_cast<double>(x[n]), exponent)); });
    }
    label(*result, "PowBackward0", tensor.tracks_grad());
    return result;
}

TensorPtr scalar_power(const MeterPtr& meter, const Scalar& base, const Tensor& exponent) {
    if (!exponent.is_float() && base.kind != DType::Float32) raise_unsupported("an integer number ** an integer tensor");
    const float b = static_cast<float>(base.kind == DType::Float32 ? base.real : static_cast<double>(base.integer));
    const auto power = as_float(meter, exponent);
    const float* y = power->data();
    TensorPtr result = power_kernel(
        meter, exponent.shape, [&](std::int64_t n) { return b == 1.0f ? 1.0f : sleef_powf(b, y[n]); },
        [&](std::int64_t n) { return b == 1.0f ? 1.0f : std::pow(b, y[n]); });
    label(*result, "PowBackward1", exponent.tracks_grad());
    return result;
}

TensorPtr tensor_power_tensor(const MeterPtr& meter, const Tensor& base, const Tensor& exponent) {
    if (!base.is_float() && !exponent.is_float()) raise_unsupported("integer tensor ** integer tensor");
    const Shape shape = broadcast_shapes(base.shape, exponent.shape);
    const bool base_repeats = base.numel() == 1, exponent_repeats = exponent.numel() == 1;
    if (base.shape != exponent.shape && !base_repeats && !exponent_repeats)
        raise_unsupported("tensor ** tensor with broadcasting (other than one element against many)");
    const auto x_tensor = as_float(meter, base), y_tensor = as_float(meter, exponent);
    const float *x = x_tensor->data(), *y = y_tensor->data();
    auto x_at = [&](std::int64_t n) { return x[base_repeats ? 0 : n]; };
    auto y_at = [&](std::int64_t n) { return y[exponent_repeats ? 0 : n]; };
    TensorPtr result = power_kernel(
        meter, shape, [&](std::int64_t n) { return sleef_powf(x_at(n), y_at(n)); }, [&](std::int64_t n) { return std::pow(x_at(n), y_at(n)); });
    label(*result, "PowBackward1", base.tracks_grad() || exponent.tracks_grad());
    return result;
}

}  // namespace qkv::python
