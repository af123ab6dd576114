// tensor_power.cpp — torch.pow and `**` as torch 1.13.1's CPU kernel computes them (ATen's PowKernel.cpp, AVX2).
//
// Exponents 2, 3, -2, 0.5, -0.5 and -1 are exact float operations (x*x, x*x*x, 1/(x*x), sqrt, 1/sqrt, 1/x); 0 and 1
// fill and copy. Any other float pow runs SLEEF's powf on each whole block of 16 elements (the kernel's unrolled
// vector loop) and the C library on the leftover tail: double pow for a Python number exponent, float powf when
// both operands are tensors (number ** tensor makes the number a tensor first). With broadcasting, the blocks
// restart on each inner run of TensorIterator's loop. Integer powers wrap as torch's do.
#include <algorithm>
#include <cmath>

#include "core/sleef_math.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"

namespace qkv::python {
namespace {

constexpr std::int64_t kVectorBlock = 16;  // two AVX2 vectors of 8 floats per iteration

// out[i] = exact(i): the exponents whose result is the same in the kernel's vector code and its tail.
template <class Exact>
TensorPtr exact_power(const MeterPtr& meter, const Shape& shape, Exact exact) {
    TensorPtr result = make_tensor(meter, shape, "the result");
    for (std::int64_t i = 0, count = result->numel(); i < count; ++i) result->data()[i] = exact(i);
    return result;
}

std::shared_ptr<const Tensor> as_float(const MeterPtr& meter, const Tensor& tensor) {
    if (tensor.is_float()) return std::shared_ptr<const Tensor>(std::shared_ptr<const Tensor>(), &tensor);
    TensorPtr cast = tensor_to_dtype(meter, tensor, DType::Float32);
    cast->view_strides = tensor.view_strides;  // torch's cast keeps the memory order
    return cast;
}

std::int64_t wrapping_multiply(std::int64_t a, std::int64_t b) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(b));
}

// torch's integer pow of one element (powi_impl), wrapping on overflow, by squaring; a negative exponent (from an
// exponent tensor: a negative scalar exponent is refused before) gives 1 for base 1, -1 or 1 for base -1, else 0.
std::int64_t integer_power_of(std::int64_t base, std::int64_t exponent) {
    if (exponent < 0) return base == 1 ? 1 : base == -1 ? ((-(exponent + 1)) % 2 == 0 ? -1 : 1) : 0;
    std::int64_t product = 1;
    for (std::int64_t remaining = exponent; remaining > 0; remaining >>= 1) {
        if (remaining & 1) product = wrapping_multiply(product, base);
        base = wrapping_multiply(base, base);
    }
    return product;
}

TensorPtr integer_power(const MeterPtr& meter, const Tensor& tensor, std::int64_t exponent) {
    if (exponent < 0) raise_error("RuntimeError", "Integers to negative integer powers are not allowed.");
    TensorPtr result = make_tensor(meter, tensor.shape, "the result", DType::Int64);
    for (std::int64_t n = 0; n < result->numel(); ++n) result->integers()[n] = integer_power_of(tensor.integers()[n], exponent);
    return result;
}

// Where ATen's vectorised loop takes its vector path for an element-wise op over `shape`: TensorIterator orders
// the dims by the inputs' torch strides (innermost first; reorder_dimensions), merges dims whose elements run on in
// every operand (coalesce_dimensions) and runs the kernel along the merged innermost dim, in blocks of 16 when
// every operand is contiguous there or one input is a broadcast scalar, element by element otherwise.
struct PowerPlan {
    std::vector<std::size_t> order;  // dims, innermost first
    std::int64_t run = 1;            // elements per inner run
    bool vectorised = false;
    Strides out_strides;             // the result's torch strides: it takes its inputs' memory order
};

PowerPlan plan_power(const Shape& shape, const std::vector<Strides>& inputs) {
    PowerPlan plan;
    plan.order = iteration_order(shape, inputs);
    plan.out_strides = strides_in_order(shape, plan.order);
    std::vector<Strides> operands = inputs;
    operands.push_back(plan.out_strides);
    std::vector<std::int64_t> inner(operands.size(), 0);  // the merged inner dim's stride in each operand
    for (std::size_t dim : plan.order) {
        if (shape[dim] == 1) continue;
        bool merges = true;
        if (plan.run != 1)
            for (std::size_t op = 0; op < operands.size(); ++op) merges = merges && operands[op][dim] == inner[op] * plan.run;
        if (!merges) break;
        if (plan.run == 1)
            for (std::size_t op = 0; op < operands.size(); ++op) inner[op] = operands[op][dim];
        plan.run *= shape[dim];
    }
    bool contiguous = true;
    std::size_t scalars = 0;
    for (std::size_t op = 0; op < inputs.size(); ++op) {
        if (inner[op] == 0) ++scalars;
        else contiguous = contiguous && inner[op] == 1;
    }
    plan.vectorised = plan.run > 1 && contiguous && scalars < 2 && inner.back() == 1;
    return plan;
}

// pow over `shape` in TensorIterator's order: vector(x, y) on whole blocks of 16 of each vectorised run, tail(x, y)
// on the rest. The one or two inputs are read through their broadcast strides in the playground's contiguous
// storage.
template <class Vector, class Tail>
TensorPtr planned_power(const MeterPtr& meter, const Shape& shape, const std::vector<const Tensor*>& inputs, Vector vector, Tail tail) {
    std::vector<Strides> torch_inputs;
    for (const Tensor* input : inputs) torch_inputs.push_back(torch_strides_as(*input, shape));
    const PowerPlan plan = plan_power(shape, torch_inputs);
    TensorPtr result = make_tensor(meter, shape, "the result");
    const Tensor& x = *inputs[0];
    const Tensor& y = *inputs.back();  // x again for a one-input op, whose functions ignore it
    const Strides out = contiguous_strides(shape), x_strides = broadcast_strides(x.shape, shape),
                  y_strides = broadcast_strides(y.shape, shape);
    const std::int64_t blocked = plan.vectorised ? plan.run - plan.run % kVectorBlock : 0;
    std::vector<std::int64_t> counter(shape.size(), 0);
    std::int64_t o = 0, xi = 0, yi = 0;
    for (std::int64_t n = 0, count = result->numel(); n < count; ++n) {
        const float a = x.data()[xi], b = y.data()[yi];
        result->data()[o] = n % plan.run < blocked ? vector(a, b) : tail(a, b);
        for (std::size_t dim : plan.order) {
            if (++counter[dim] < shape[dim]) {
                o += out[dim], xi += x_strides[dim], yi += y_strides[dim];
                break;
            }
            o -= out[dim] * (shape[dim] - 1), xi -= x_strides[dim] * (shape[dim] - 1), yi -= y_strides[dim] * (shape[dim] - 1);
            counter[dim] = 0;
        }
    }
    set_view_strides(*result, plan.out_strides);
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
    if (!tensor.is_float() && power.kind != DType::Float32) {
        TensorPtr result = integer_power(meter, tensor, power.integer);
        keep_memory_order(*result, {&tensor});
        return result;
    }
    const auto base = as_float(meter, tensor);
    const double exponent = power.kind == DType::Float32 ? power.real : static_cast<double>(power.integer);
    const float* x = base->data();
    TensorPtr result;
    if (exponent == 0 || exponent == 1) {
        auto fill_or_copy = [&](std::int64_t n) { return exponent == 0 ? 1.0f : x[n]; };
        result = exact_power(meter, tensor.shape, fill_or_copy);
    } else if (exponent == 2 || exponent == 3 || exponent == -2 || exponent == 0.5 || exponent == -0.5 || exponent == -1) {
        auto special = [&](std::int64_t n) { return special_power(x[n], exponent); };
        result = exact_power(meter, tensor.shape, special);
    } else {
        const float vector_exponent = static_cast<float>(exponent);
        result = planned_power(
            meter, tensor.shape, {base.get()}, [&](float a, float) { return sleef_powf(a, vector_exponent); },
            [&](float a, float) { return static_cast<float>(std::pow(static_cast<double>(a), exponent)); });
    }
    keep_memory_order(*result, {&tensor});
    label(*result, "PowBackward0", tensor.tracks_grad());
    record_power(meter, *result, tensor, power);
    return result;
}

TensorPtr scalar_power(const MeterPtr& meter, const Scalar& base, const Tensor& exponent) {
    if (!exponent.is_float() && base.kind != DType::Float32) {
        TensorPtr result = make_tensor(meter, exponent.shape, "the result", DType::Int64);
        for (std::int64_t n = 0; n < result->numel(); ++n) result->integers()[n] = integer_power_of(base.integer, exponent.integers()[n]);
        return result;
    }
    const float b = static_cast<float>(base.kind == DType::Float32 ? base.real : static_cast<double>(base.integer));
    const auto power = as_float(meter, exponent);
    TensorPtr result = planned_power(
        meter, exponent.shape, {power.get()}, [&](float y, float) { return b == 1.0f ? 1.0f : sleef_powf(b, y); },
        [&](float y, float) { return b == 1.0f ? 1.0f : std::pow(b, y); });
    label(*result, "PowBackward1", exponent.tracks_grad());
    if (result->grad_fn == "PowBackward1") {  // `number ** tensor` is torch.tensor(number) ** tensor
        const TensorPtr base_tensor = make_tensor(meter, {}, "the base");
        base_tensor->data()[0] = b;
        record_power_tensor(meter, *result, *base_tensor, exponent);
    }
    return result;
}

void keep_scalar_base(const MeterPtr& meter, Tensor& result, const Scalar& base, const Tensor& exponent) {
    if (result.grad_fn != "PowBackward1") return;
    result.grad_fn = "PowBackward2";
    record_scalar_base_power(meter, result, base.kind == DType::Float32 ? base.real : static_cast<double>(base.integer), exponent);
}

TensorPtr tensor_power_tensor(const MeterPtr& meter, const Tensor& base, const Tensor& exponent) {
    const Shape shape = broadcast_shapes(base.shape, exponent.shape);
    TensorPtr result;
    if (!base.is_float() && !exponent.is_float()) {
        result = make_tensor(meter, shape, "the result", DType::Int64);
        for_each_position<2>(shape, {broadcast_strides(base.shape, shape), broadcast_strides(exponent.shape, shape)},
                             [&](std::int64_t n, const std::array<std::int64_t, 2>& at) {
                                 result->integers()[n] = integer_power_of(base.integers()[at[0]], exponent.integers()[at[1]]);
                             });
    } else {
        const auto x_tensor = as_float(meter, base), y_tensor = as_float(meter, exponent);
        result = planned_power(meter, shape, {x_tensor.get(), y_tensor.get()}, sleef_powf, [](float a, float b) { return std::pow(a, b); });
    }
    label(*result, "PowBackward1", base.tracks_grad() || exponent.tracks_grad());
    record_power_tensor(meter, *result, base, exponent);
    return result;
}

}  // namespace qkv::python
