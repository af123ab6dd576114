// numpy_arrays.cpp — the NumPy 1.24 array methods a learner calls on Tensor.numpy()'s result: .dtype, and .sum(),
// .mean() and .round() over the whole array, with NumPy's float32 arithmetic (pairwise summation).
#include <cmath>

#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/numpy/numpy_repr.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {


// numpy.dtype('float32') ...: str "float32", repr "dtype('float32')", equal to its name as a str.
Value make_numpy_dtype(DType dtype) {
    const std::string name = numpy_dtype_name(dtype);
    Scope members;
    members.set("__str__", builtin_value("__str__", [name](Runtime&, CallArgs&) { return str_value(name); }));
    members.set("__repr__", builtin_value("__repr__", [name](Runtime&, CallArgs&) { return str_value("dtype('" + name + "')"); }));
    members.set("__eq__", builtin_value("__eq__", [name](Runtime&, CallArgs& args) {
        const Value& other = args.positional.at(1);
        if (other.type == Type::Str) return bool_value(str_of(other) == name);
        return bool_value(other.object == args.positional.at(0).object);
    }));
    return make_singleton("dtype[" + name + "]", "numpy", std::move(members));
}

const Value& numpy_dtype(DType dtype) {
    static const Value dtypes[] = {make_numpy_dtype(DType::Float64), make_numpy_dtype(DType::Float32), make_numpy_dtype(DType::Float16),
                                   make_numpy_dtype(DType::Int64),   make_numpy_dtype(DType::Int32),   make_numpy_dtype(DType::UInt8),
                                   make_numpy_dtype(DType::Bool)};
    return dtypes[static_cast<int>(dtype)];  // in DType's order
}

// NumPy's pairwise summation of float32 (loops_utils.h): below 8 items one running sum from 0; up to 128, eight
// running sums over blocks of 8, combined ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7)), then the leftover items in order;
// above 128, the two halves (the first a multiple of 8 long) summed separately and added.
float pairwise_sum(const float* x, std::int64_t n) {
    if (n < 8) {
        float sum = 0.0f;
        for (std::int64_t i = 0; i < n; ++i) sum += x[i];
        return sum;
    }
    if (n <= 128) {
        float r[8];
        for (int j = 0; j < 8; ++j) r[j] = x[j];
        std::int64_t i = 8;
        for (; i < n - n % 8; i += 8)
            for (int j = 0; j < 8; ++j) r[j] += x[i + j];
        float sum = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        for (; i < n; ++i) sum += x[i];
        return sum;
    }
    std::int64_t half = n / 2;
    half -= half % 8;
    return pairwise_sum(x, half) + pairwise_sum(x + half, n - half);
}

TensorPtr scalar_of_dtype(Runtime& runtime, DType dtype) { return make_tensor(runtime.meter, {}, "a NumPy scalar", dtype); }

// a.sum(): add.reduce from its identity 0 over the whole array (int64 wraps; bool counts into int64).
Value whole_sum(Runtime& runtime, const TensorPtr& values) {
    runtime.charge(1 + values->numel() / 64);
    if (values->is_float()) {
        TensorPtr sum = scalar_of_dtype(runtime, DType::Float32);
        sum->data()[0] = 0.0f + pairwise_sum(values->data(), values->numel());
        return numpy_scalar_value(sum);
    }
    std::uint64_t total = 0;
    for (std::int64_t n = 0; n < values->numel(); ++n) total += static_cast<std::uint64_t>(values->integers()[n]);
    TensorPtr sum = scalar_of_dtype(runtime, DType::Int64);
    sum->integers()[0] = static_cast<std::int64_t>(total);
    return numpy_scalar_value(sum);
}

// a.mean() of float32: the float32 sum divided by the count in double (float32 / intp), cast back to float32.
Value whole_mean(Runtime& runtime, const TensorPtr& values) {
    if (!values->is_float()) raise_unsupported("numpy.ndarray.mean of an integer array (NumPy computes it in float64)");
    if (values->numel() == 0) raise_unsupported("numpy.ndarray.mean of an empty array");
    const float sum = 0.0f + pairwise_sum(values->data(), values->numel());
    TensorPtr mean = scalar_of_dtype(runtime, DType::Float32);
    mean->data()[0] = static_cast<float>(static_cast<double>(sum) / static_cast<double>(values->numel()));
    return numpy_scalar_value(mean);
}

// a.round(decimals=0) of float32: rint(a * 10^d) / 10^d in float32 (rint(a / 10^-d) * 10^-d for d < 0).
Value rounded(Runtime& runtime, const TensorPtr& values, CallArgs& args) {
    auto bound = bind_arguments(args, "round", {"decimals", "out"});
    if (bound[1] && bound[1]->type != Type::None) raise_unsupported("numpy.ndarray.round(out=...)");
    if (!values->is_float()) raise_unsupported("numpy.ndarray.round of an integer or bool array");
    const std::int64_t decimals = bound[0] ? integer_argument(*bound[0]) : 0;
    const auto scale = static_cast<float>(std::pow(10.0, static_cast<double>(decimals < 0 ? -decimals : decimals)));
    TensorPtr result = make_tensor(runtime.meter, values->shape, "a NumPy array");
    runtime.charge(1 + values->numel() / 64);
    for (std::int64_t n = 0; n < values->numel(); ++n) {
        const float x = values->data()[n];
        result->data()[n] = decimals < 0 ? std::nearbyint(x / scale) * scale : std::nearbyint(x * scale) / scale;
    }
    return ndarray_value(result);
}

}  // namespace

std::optional<Value> ndarray_numeric_attribute(const TensorPtr& values, const std::string& name) {
    if (name == "dtype") return numpy_dtype(values->dtype);
    if (name != "sum" && name != "mean" && name != "round") return std::nullopt;
    return builtin_value(name, [values, name](Runtime& runtime, CallArgs& args) {
        if (name == "round") return rounded(runtime, values, args);
        if (!args.positional.empty() || !args.keywords.empty()) raise_unsupported("numpy.ndarray." + name + " with arguments (axis, dtype ...)");
        if (!values->view_strides.empty()) raise_unsupported("numpy.ndarray." + name + " of an array that is not C-contiguous");
        return name == "sum" ? whole_sum(runtime, values) : whole_mean(runtime, values);
    });
}

}  // namespace qkv::python
