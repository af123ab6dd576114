// tensor_reductions.cpp — sum, mean, prod, logsumexp, var, std, max, min, amax, amin, median, argmax, argmin and norm, with dim= and keepdim=, through the
// core's kernels that add in PyTorch's order (core/reductions.hpp); torch 1.13.1's result shapes and grad_fn names.
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/reductions.hpp"
#include "core/vec_reduce.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/torch/autograd/autograd.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/dtype_object.hpp"
#include "python/torch/tensor/tensor_dtypes.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// The tensor seen as [outer, size, inner] around the reduced dims, and the result's shape.
struct Reduction {
    std::size_t outer = 1, size = 1, inner = 1;
    Shape shape;
    bool all = true;              // every dim reduced (no dim given, or all of them)
    bool adjacent = true;         // the reduced dims are next to each other
    std::vector<bool> reduced;    // per dim of the input
};

Reduction reduction_over(const Tensor& tensor, const std::vector<bool>& reduced, bool keepdim);

// dim: None, an int, or a tuple/list of adjacent ints.
Reduction reduction_of(const Tensor& tensor, const std::optional<Value>& dim, bool keepdim) {
    const std::size_t rank = tensor.rank();
    std::vector<bool> reduced(rank, dim == std::nullopt || dim->type == Type::None);
    if (dim && dim->type != Type::None) {
        const bool several = dim->type == Type::Tuple || dim->type == Type::List;
        const std::vector<Value> dims = several ? items_of(*dim) : std::vector<Value>{*dim};
        for (const Value& item : dims) {
            const std::int64_t axis = dim_argument(item, rank);
            if (rank > 0) {
                if (reduced[axis]) raise_error("RuntimeError", "dim " + std::to_string(axis) + " appears multiple times in the list of dims");
                reduced[axis] = true;
            }
        }
    }
    return reduction_over(tensor, reduced, keepdim);
}

Reduction reduction_over(const Tensor& tensor, const std::vector<bool>& reduced, bool keepdim) {
    const std::size_t rank = tensor.rank();
    Reduction result;
    std::size_t first = rank, last = 0;
    for (std::size_t axis = 0; axis < rank; ++axis) {
        if (!reduced[axis]) result.all = false;
        if (reduced[axis]) first = std::min(first, axis), last = axis;
    }
    for (std::size_t axis = first; axis < rank && axis <= last; ++axis)
        if (!reduced[axis]) result.adjacent = false;
    result.reduced = reduced;
    for (std::size_t axis = 0; axis < rank; ++axis) {
        const auto size = static_cast<std::size_t>(tensor.shape[axis]);
        if (reduced[axis]) result.size *= size;
        else if (axis < first) result.outer *= size;
        else result.inner *= size;
        if (!reduced[axis]) result.shape.push_back(tensor.shape[axis]);
        else if (keepdim) result.shape.push_back(1);
    }
    return result;
}

bool keepdim_of(const std::optional<Value>& value) { return value && truthy(*value); }

TensorPtr float_only(const TensorPtr& self, const std::string& function) {
    if (!self->is_float())
        raise_error("RuntimeError", function + "(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: " +
                                        scalar_type_name(self->dtype));
    return self;
}

// A run of dims the iterator walks as one: its size and its stride in the input's memory.
struct LoopDim {
    std::int64_t size, stride;
    std::vector<std::size_t> dims;  // input dims, fastest first
};

// Merges neighbours (fastest first) when the slower one's stride continues the faster one's run.
std::vector<LoopDim> coalesced(const std::vector<std::size_t>& order, const Shape& shape, const Strides& strides) {
    std::vector<LoopDim> loops;
    for (std::size_t dim : order) {
        if (shape[dim] == 1) continue;
        if (!loops.empty() && loops.back().stride * loops.back().size == strides[dim]) {
            loops.back().size *= shape[dim];
            loops.back().dims.push_back(dim);
        } else {
            loops.push_back({shape[dim], strides[dim], {dim}});
        }
    }
    return loops;
}

// The sum as TensorIterator and cascade_sum run it on torch's memory layout of a view (or of non-adjacent dims):
// reduced dims first, by input stride; kept dims in output order; the first two loops form cascade_sum's 2-D
// step and every further loop adds its block's sums into the outputs in turn.
void strided_sum(const Tensor& tensor, const Reduction& r, float* out, std::int64_t out_count) {
    const Strides strides = torch_strides(tensor);
    std::int64_t span = 1;
    for (std::size_t k = 0; k < tensor.rank(); ++k) span += (tensor.shape[k] - 1) * strides[k];
    std::vector<float> memory(static_cast<std::size_t>(std::max<std::int64_t>(span, 1)));
    for_each_position<1>(tensor.shape, {strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) { memory[at[0]] = tensor.data()[n]; });
    std::vector<std::size_t> reduced, kept;
    for (std::size_t k = 0; k < tensor.rank(); ++k) (r.reduced[k] ? reduced : kept).push_back(k);
    std::stable_sort(reduced.begin(), reduced.end(), [&](std::size_t a, std::size_t b) { return strides[a] < strides[b]; });
    std::reverse(kept.begin(), kept.end());
    std::vector<LoopDim> loops = coalesced(reduced, tensor.shape, strides);
    if (loops.empty()) loops.push_back({1, 0, {}});  // only size-1 dims reduced: one item per output
    for (const LoopDim& loop : coalesced(kept, tensor.shape, contiguous_strides(tensor.shape))) {
        // Kept loops coalesce only when the input's strides continue too.
        LoopDim input_loop{loop.size, strides[loop.dims.front()], loop.dims};
        bool continues = true;
        for (std::size_t i = 1; i < loop.dims.size(); ++i)
            continues = continues && strides[loop.dims[i]] == strides[loop.dims[i - 1]] * tensor.shape[loop.dims[i - 1]];
        if (continues) loops.push_back(input_loop);
        else for (std::size_t dim : loop.dims) loops.push_back({tensor.shape[dim], strides[dim], {dim}});
    }
    while (loops.size() < 2) loops.push_back({1, 0, {}});
    // Output index of each kept input dim.
    const Strides kept_out = contiguous_strides(r.shape);
    std::vector<std::int64_t> out_stride(tensor.rank(), 0);
    for (std::size_t k = 0, o = 0; k < tensor.rank(); ++k) {
        if (!r.reduced[k]) out_stride[k] = kept_out.empty() ? 0 : kept_out[o];
        if (!r.reduced[k] || r.shape.size() == tensor.rank()) ++o;
    }
    auto output_step = [&](const LoopDim& loop) {
        std::int64_t step = 0;
        if (!loop.dims.empty() && !r.reduced[loop.dims.front()]) step = out_stride[loop.dims.front()];
        return step;
    };
    std::fill(out, out + out_count, 0.0f);
    std::vector<float> columns(static_cast<std::size_t>(loops[1].size));
    std::vector<std::int64_t> counter(loops.size(), 0);
    std::int64_t blocks = 1;
    for (std::size_t l = 2; l < loops.size(); ++l) blocks *= loops[l].size;
    for (std::int64_t b = 0; b < blocks; ++b) {
        std::int64_t offset = 0, out_offset = 0;
        for (std::size_t l = 2; l < loops.size(); ++l) offset += counter[l] * loops[l].stride, out_offset += counter[l] * output_step(loops[l]);
        qkv::sum_columns(memory.data() + offset, loops[0].size, loops[0].stride, loops[1].size, loops[1].stride, columns.data());
        for (std::int64_t j = 0; j < loops[1].size; ++j) out[out_offset + j * output_step(loops[1])] += columns[j];
        for (std::size_t l = 2; l < loops.size(); ++l) {
            if (++counter[l] < loops[l].size) break;
            counter[l] = 0;
        }
    }
}

}  // namespace

TensorPtr tensor_sum_over(const MeterPtr& meter, const Tensor& tensor, const std::vector<bool>& reduced, bool keepdim) {
    const Reduction r = reduction_over(tensor, reduced, keepdim);
    TensorPtr result = make_tensor(meter, r.shape, "the result");
    if (tensor.view_strides.empty() && r.adjacent) qkv::sum_over(tensor.data(), result->data(), r.outer, r.size, r.inner);
    else strided_sum(tensor, r, result->data(), result->numel());
    return result;
}

namespace {

// x.sum() and x.mean() of a contiguous float64 tensor: the cascade sum with 4-lane vectors, divided in double.
Value float64_sum_or_mean(Runtime& runtime, const Tensor& self, bool with_dim, bool mean) {
    if (with_dim || !self.view_strides.empty()) raise_unsupported_dtype(self.dtype);
    runtime.charge(1 + self.numel() / 64);
    TensorPtr result = make_tensor(runtime.meter, {}, "the result", DType::Float64);
    const double sum = qkv::sum_all(self.storage->reals.data(), self.storage->reals.size());
    result->storage->reals[0] = mean ? sum / static_cast<double>(self.numel()) : sum;
    label(*result, mean ? "MeanBackward0" : "SumBackward0", self.tracks_grad());
    return tensor_value(result);
}

// torch's argument parser on sum or mean given three positional arguments (x.mean(0, True, torch.float64)): dtype is
// keyword-only, so no signature matches; as a method or (with_input) as torch.sum / torch.mean.
[[noreturn]] void raise_reduction_arguments(const std::string& name, const CallArgs& args, bool with_input) {
    const std::string input = with_input ? "Tensor input, " : "";
    const std::string out = with_input ? ", Tensor out" : "";
    raise_invalid_combination(name, args, {"(" + input + "*, torch.dtype dtype)",
                                           "(" + input + "tuple of ints dim, bool keepdim, *, torch.dtype dtype" + out + ")",
                                           "(" + input + "tuple of names dim, bool keepdim, *, torch.dtype dtype" + out + ")"});
}

Value sum_or_mean(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool mean) {
    const char* name = mean ? "mean" : "sum";
    if (args.positional.size() == 3 && args.keywords.empty()) raise_reduction_arguments(name, args, false);
    auto bound = bind_arguments(args, name, {"dim", "keepdim", "dtype"});
    if (bound[2] && bound[2]->type != Type::None) {
        // torch reduces in the asked dtype: the tensor's own changes nothing, and integers become float32 first.
        const DType wanted = is_dtype(*bound[2]) ? dtype_of(*bound[2]) : self->dtype;
        const bool integral = self->dtype == DType::Int64 || self->dtype == DType::Int32 || self->dtype == DType::Bool;
        if (!is_dtype(*bound[2]) || (wanted != self->dtype && !(integral && wanted == DType::Float32)))
            raise_unsupported(std::string(name) + "(dtype=...)");
        if (wanted != self->dtype) {
            CallArgs rest = args;
            rest.keywords.erase(std::remove_if(rest.keywords.begin(), rest.keywords.end(), [](const auto& k) { return k.first == "dtype"; }),
                                rest.keywords.end());
            if (rest.positional.size() > 2) rest.positional.resize(2);
            return sum_or_mean(runtime, convert_dtype(runtime.meter, *self, wanted), rest, mean);
        }
    }
    if (self->dtype == DType::Float64) return float64_sum_or_mean(runtime, *self, bound[0] || bound[1], mean);
    // int32 sums in int64, as torch sums every integer type (exactly); its mean raises torch's dtype error below.
    if (self->dtype == DType::Int32 && !mean) return sum_or_mean(runtime, convert_dtype(runtime.meter, *self, DType::Int64), args, mean);
    if (mean) float_only(self, "mean");
    const Reduction r = reduction_of(*self, bound[0], keepdim_of(bound[1]));
    runtime.charge(1 + self->numel() / 64);
    const bool with_dim = bound[0] && bound[0]->type != Type::None;
    if (!self->is_float()) {
        TensorPtr result = make_tensor(runtime.meter, r.shape, "the result", DType::Int64);
        for (std::size_t o = 0; o < r.outer; ++o)
            for (std::size_t k = 0; k < r.inner; ++k) {
                std::int64_t total = 0;
                for (std::size_t i = 0; i < r.size; ++i) total += self->integers()[(o * r.size + i) * r.inner + k];
                result->integers()[o * r.inner + k] = total;
            }
        return tensor_value(result);
    }
    TensorPtr result = tensor_sum_over(runtime.meter, *self, r.reduced, keepdim_of(bound[1]));
    if (mean)
        for (std::int64_t n = 0; n < result->numel(); ++n) result->data()[n] /= static_cast<float>(r.size);
    const std::string grad = std::string(mean ? "Mean" : "Sum") + (with_dim ? "Backward1" : "Backward0");
    label(*result, grad.c_str(), self->tracks_grad());
    record_reduction(*result, *self, r.reduced, keepdim_of(bound[1]), mean);
    return tensor_value(result);
}

// prod(), prod(dim, keepdim): torch's signatures take one int dim; bool and int64 multiply (wrapping) into int64.
Value product(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const CallArgs given = args;
    auto bound = bind_arguments(args, "prod", {"dim", "keepdim", "dtype"});
    if (bound[2] && bound[2]->type != Type::None) raise_unsupported("prod(dtype=...)");
    const bool with_dim = bound[0] != std::nullopt;
    if ((with_dim && (bound[0]->type == Type::Tuple || bound[0]->type == Type::List)) || (!with_dim && bound[1]))
        raise_invalid_combination("prod", given, {"(*, torch.dtype dtype)", "(int dim, bool keepdim, *, torch.dtype dtype)",
                                                  "(name dim, bool keepdim, *, torch.dtype dtype)"});
    if (with_dim && bound[0]->type == Type::None) raise_error("RuntimeError", "Please look up dimensions by name, got: name = None.");
    if (with_dim && bound[0]->type == Type::Str) raise_unsupported("prod over a named dim");
    const Reduction r = reduction_of(*self, bound[0], keepdim_of(bound[1]));
    runtime.charge(1 + self->numel() / 64);
    if (!self->is_float()) {
        TensorPtr result = make_tensor(runtime.meter, r.shape, "the result", DType::Int64);
        for (std::size_t o = 0; o < r.outer; ++o)
            for (std::size_t k = 0; k < r.inner; ++k) {
                std::uint64_t total = 1;
                for (std::size_t i = 0; i < r.size; ++i) total *= static_cast<std::uint64_t>(self->integers()[(o * r.size + i) * r.inner + k]);
                result->integers()[o * r.inner + k] = static_cast<std::int64_t>(total);
            }
        return tensor_value(result);
    }
    if (!self->view_strides.empty()) raise_unsupported("prod of a non-contiguous tensor (call .contiguous() first)");
    TensorPtr result = make_tensor(runtime.meter, r.shape, "the result");
    qkv::product_over(self->data(), result->data(), r.outer, r.size, r.inner);
    label(*result, with_dim ? "ProdBackward1" : "ProdBackward0", self->tracks_grad());
    return tensor_value(result);
}

TensorPtr extreme_values(Runtime& runtime, const TensorPtr& self, const std::optional<Value>& dim, bool keepdim, bool largest,
                         bool zero_sign_matters);

// logsumexp(dim, keepdim=False) as ReduceOps.cpp composes it: m = amax(dim, keepdim=True) with infinite maxima
// replaced by 0; log(sum(exp(x - m), dim)) + m, each step torch's own kernel (SLEEF exp and log, the cascade sum).
Value logsumexp(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    const CallArgs given = args;
    auto bound = bind_arguments(args, "logsumexp", {"dim", "keepdim"});
    if (!bound[0]) raise_invalid_combination("logsumexp", given, {"(tuple of ints dim, bool keepdim)", "(tuple of names dim, bool keepdim)"});
    if (self->numel() == 0) raise_unsupported("logsumexp of an empty tensor");
    const TensorPtr input = self->is_float() ? self : tensor_to_dtype(runtime.meter, *self, DType::Float32);
    const bool keepdim = keepdim_of(bound[1]);
    auto call = [&runtime](const char* name, const TensorPtr& tensor, std::vector<Value> positional, bool keep) {
        CallArgs call_args;
        call_args.positional = std::move(positional);
        if (keep) call_args.keywords.push_back({"keepdim", bool_value(true)});
        return tensor_of(method_table().at(name)(runtime, tensor, call_args));
    };
    // Which zero the maximum is cannot change the result: x - m and log(...) + m are the same for -0. and 0.
    const TensorPtr maxima = tensor_copy(runtime.meter, *extreme_values(runtime, input, bound[0], true, true, false));
    for (float& value : maxima->storage->values)
        if (std::isinf(value)) value = 0.0f;
    const TensorPtr shifted = tensor_binary(runtime.meter, '-', *input, *maxima);
    const TensorPtr sums = call("sum", call("exp", shifted, {}, false), {*bound[0]}, keepdim);
    const TensorPtr logs = call("log", sums, {}, false);
    const TensorPtr offsets = keepdim ? maxima : tensor_reshape(runtime.meter, *maxima, logs->shape, false);
    TensorPtr result = tensor_binary(runtime.meter, '+', *logs, *offsets);
    result->grad_fn.clear();
    label(*result, "LogsumexpBackward0", self->tracks_grad());
    return tensor_value(result);
}

// var(dim, unbiased, keepdim), var(dim, correction=, keepdim=) or var(unbiased); with `with_mean`, torch.var_mean's
// (var, mean) tuple, both from one Welford pass as torch computes them.
// x.var() and x.std() over all elements of a contiguous float64 tensor, in double throughout.
Value float64_variance(Runtime& runtime, const Tensor& self, bool with_dim, bool root, double correction) {
    if (with_dim || !self.view_strides.empty()) raise_unsupported_dtype(self.dtype);
    runtime.charge(1 + self.numel() / 32);
    const double variance = qkv::variance_all(self.storage->reals.data(), self.storage->reals.size(), correction);
    TensorPtr result = make_tensor(runtime.meter, {}, "the result", DType::Float64);
    result->storage->reals[0] = root ? std::sqrt(variance) : variance;
    label(*result, root ? "StdBackward0" : "VarBackward0", self.tracks_grad());
    return tensor_value(result);
}

Value variance(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool root, bool with_mean = false) {
    const std::string name = std::string(root ? "std" : "var") + (with_mean ? "_mean" : "");
    if (!args.positional.empty() && args.positional[0].type == Type::Bool) args.positional.insert(args.positional.begin(), none_value());
    const CallArgs given = args;
    const std::optional<Value> correction_given = take_keyword(args, "correction");
    auto bound = bind_arguments(args, name, {"dim", "unbiased", "keepdim"});
    if (correction_given && (!bound[0] || bound[1])) {
        if (with_mean) raise_unsupported(name + "(correction=...) without a dim or with unbiased=");
        raise_invalid_combination(name, given, {"(tuple of ints dim, *, int correction, bool keepdim)", "(tuple of ints dim, bool unbiased, bool keepdim)",
                                                "(bool unbiased)\n      didn't match because some of the keywords were incorrect: correction",
                                                "(tuple of names dim, *, int correction, bool keepdim)", "(tuple of names dim, bool unbiased, bool keepdim)"});
    }
    const double correction = correction_given ? static_cast<double>(integer_argument(*correction_given))
                                               : bound[1] && !truthy(*bound[1]) ? 0.0 : 1.0;
    if (self->dtype == DType::Float64) return float64_variance(runtime, *self, bound[0] || with_mean, root, correction);
    if (!self->is_float()) raise_error("RuntimeError", (with_mean ? name : "std and var") + " only support floating point and complex dtypes");
    const Reduction r = reduction_of(*self, bound[0], keepdim_of(bound[2]));
    runtime.charge(1 + self->numel() / 32);
    TensorPtr result = make_tensor(runtime.meter, r.shape, "the result");
    TensorPtr mean = make_tensor(runtime.meter, with_mean ? r.shape : Shape{}, "the result");
    std::vector<double> variances(r.outer * r.inner), means(with_mean ? variances.size() : 0);
    if (r.outer * r.inner == 1 && !with_mean) variances[0] = qkv::variance_all(self->data(), r.size, correction);
    else qkv::variance_over(self->data(), variances.data(), r.outer, r.size, r.inner, correction, with_mean ? means.data() : nullptr);
    for (std::size_t n = 0; n < variances.size(); ++n)
        result->data()[n] = static_cast<float>(root ? std::sqrt(variances[n]) : variances[n]);
    for (std::size_t n = 0; n < means.size(); ++n) mean->data()[n] = static_cast<float>(means[n]);
    if (!with_mean) {
        label(*result, root ? "StdBackward0" : "VarBackward0", self->tracks_grad());
        const bool all = !bound[0] || bound[0]->type == Type::None || self->rank() == 0;
        record_variance(runtime.meter, *result, *self, r.reduced, keepdim_of(bound[2]), all, static_cast<std::int64_t>(correction));
        return tensor_value(result);
    }
    label(*result, root ? "StdMeanBackward0" : "VarMeanBackward0", self->tracks_grad());
    label(*mean, root ? "StdMeanBackward0" : "VarMeanBackward0", self->tracks_grad());
    return tuple_value({tensor_value(result), tensor_value(mean)});
}

// The first index holding the extreme value along the reduced dim; a NaN wins at once.
template <class Better>
std::int64_t extreme_index(const Tensor& tensor, std::size_t start, std::size_t size, std::size_t stride, Better better) {
    std::int64_t best = 0;
    double best_value = tensor.element(static_cast<std::int64_t>(start));
    for (std::size_t i = 0; i < size && !std::isnan(best_value); ++i) {
        const double value = tensor.element(static_cast<std::int64_t>(start + i * stride));
        if (std::isnan(value) || better(value, best_value)) best = static_cast<std::int64_t>(i), best_value = value;
    }
    return best;
}

// Values (when `values`) and int64 indices of the max or min along the reduction.
std::pair<TensorPtr, TensorPtr> extremes(Runtime& runtime, const TensorPtr& self, const Reduction& r, bool largest, const std::string& name) {
    if (r.size == 0)
        raise_error("IndexError", name + "(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.");
    runtime.charge(1 + self->numel() / 64);
    TensorPtr values = make_tensor(runtime.meter, r.shape, "the result", self->dtype);
    TensorPtr indices = make_tensor(runtime.meter, r.shape, "the result", DType::Int64);
    for (std::size_t o = 0; o < r.outer; ++o) {
        for (std::size_t k = 0; k < r.inner; ++k) {
            const std::size_t start = o * r.size * r.inner + k, slot = o * r.inner + k;
            const std::int64_t best = largest ? extreme_index(*self, start, r.size, r.inner, [](double a, double b) { return a > b; })
                                              : extreme_index(*self, start, r.size, r.inner, [](double a, double b) { return a < b; });
            indices->integers()[slot] = best;
            const std::int64_t position = static_cast<std::int64_t>(start + static_cast<std::size_t>(best) * r.inner);
            copy_element(*self, position, *values, slot);
        }
    }
    return {values, indices};
}

// max() / min() of a float tensor as ATen's max_all / min_all combine its items (vec_reduce.hpp): only which of
// -0. and 0. comes out depends on it, and torch prints that sign.
void extreme_of_all(const Tensor& self, Tensor& value, bool largest) {
    const std::int64_t count = self.numel();
    if (self.dtype == DType::Float64) {
        std::vector<double> items(static_cast<std::size_t>(count));
        for (std::int64_t i = 0; i < count; ++i) items[i] = self.element(i);
        value.storage->reals[0] = largest ? qkv::reduce_lanes(items.data(), items.size(), 4, qkv::lane_maximum<double>)
                                          : qkv::reduce_lanes(items.data(), items.size(), 4, qkv::lane_minimum<double>);
        return;
    }
    std::vector<float> items(static_cast<std::size_t>(count));
    for (std::int64_t i = 0; i < count; ++i) items[i] = static_cast<float>(self.element(i));
    float result;
    if (self.dtype == DType::Float16)
        result = largest ? qkv::reduce_lanes(items.data(), items.size(), 16, qkv::lane_maximum<float>)
                         : qkv::reduce_lanes(items.data(), items.size(), 16, qkv::lane_minimum<float>);
    else
        result = largest ? qkv::reduce_all(items.data(), items.size(), qkv::lane_maximum<float>)
                         : qkv::reduce_all(items.data(), items.size(), qkv::lane_minimum<float>);
    value.storage->values[0] = result;  // float32 and float16 (rounded already) alike
}

// Which signed zeros a tensor holds: bit 0 for 0., bit 1 for -0.
int zero_signs(const Tensor& tensor) {
    int signs = 0;
    for (std::int64_t i = 0, count = tensor.numel(); i < count && signs != 3; ++i) {
        const double value = tensor.element(i);
        if (value == 0.0) signs |= std::signbit(value) ? 2 : 1;
    }
    return signs;
}

// maximum(a, b) where a and b are -0. and 0.: torch's kernel keeps b in its vector loop (chunks of two vectors from
// the start: 16 float32, 8 float64) and a in the scalar tail, as vmaxps and std::max do. The result above kept b;
// the tail gets a. Where the layout would take another loop (broadcast, strided, float16), such a tie is refused.
void keep_torchs_zero_signs(const Tensor& a, const Tensor& b, Tensor& result) {
    if (!is_floating_dtype(result.dtype)) return;
    const bool plain = a.shape == b.shape && a.dtype == b.dtype && a.dtype == result.dtype && a.view_strides.empty() &&
                       b.view_strides.empty() && result.dtype != DType::Float16;
    if (!plain) {
        const int left = zero_signs(a), right = zero_signs(b);
        if (((left & 1) && (right & 2)) || ((left & 2) && (right & 1)))
            raise_unsupported("maximum/minimum where -0. meets 0. in a broadcast, strided or float16 layout");
        return;
    }
    const std::int64_t count = result.numel(), chunk = result.dtype == DType::Float64 ? 8 : 16;
    for (std::int64_t i = count / chunk * chunk; i < count; ++i) {
        const double left = a.element(i), right = b.element(i);
        if (left == 0.0 && right == 0.0 && std::signbit(left) != std::signbit(right)) copy_element(a, i, result, i);
    }
}

Value max_or_min(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool largest) {
    const std::string name = largest ? "max" : "min";
    auto bound = bind_arguments(args, name, {"dim", "keepdim"});
    if (bound[0] && is_tensor(*bound[0])) {
        const Tensor& other = *tensor_of(*bound[0]);
        TensorPtr greater = tensor_compare(runtime.meter, largest ? ">" : "<", *self, other);
        TensorPtr either_nan = tensor_compare(runtime.meter, "!=", *self, *self);
        TensorPtr pick_self = tensor_bitwise(runtime.meter, '|', *greater, *either_nan);
        TensorPtr result = tensor_where(runtime.meter, *pick_self, *self, other);
        keep_torchs_zero_signs(*self, other, *result);
        result->grad_fn.clear();
        label(*result, largest ? "MaximumBackward0" : "MinimumBackward0", self->tracks_grad() || other.tracks_grad());
        return tensor_value(result);
    }
    const bool with_dim = bound[0] && bound[0]->type != Type::None;
    if (!with_dim) {
        if (bound[1]) raise_error("TypeError", name + "() received an invalid combination of arguments");
        if (self->numel() == 0)
            raise_error("RuntimeError", name + "(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.");
        auto [values, indices] = extremes(runtime, self, reduction_of(*self, std::nullopt, false), largest, name);
        if (is_floating_dtype(self->dtype)) extreme_of_all(*self, *values, largest);
        label(*values, largest ? "MaxBackward1" : "MinBackward1", self->tracks_grad());
        record_extreme_all(runtime.meter, *values, *self);
        return tensor_value(values);
    }
    if (bound[0]->type != Type::Int && bound[0]->type != Type::Bool) raise_unsupported(name + "(dim=...) over several dims");
    const Reduction r = reduction_of(*self, bound[0], keepdim_of(bound[1]));
    auto [values, indices] = extremes(runtime, self, r, largest, name);
    label(*values, largest ? "MaxBackward0" : "MinBackward0", self->tracks_grad());
    if (!values->grad_fn.empty()) {  // value_selecting_reduction_backward: the gradient scattered to each picked element
        std::vector<std::int64_t> picked(static_cast<std::size_t>(values->numel()));
        for (std::size_t o = 0; o < r.outer; ++o)
            for (std::size_t k = 0; k < r.inner; ++k)
                picked[o * r.inner + k] = static_cast<std::int64_t>(o * r.size * r.inner + k) + indices->integers()[o * r.inner + k] * static_cast<std::int64_t>(r.inner);
        record_positions(*values, *self, picked, false, true);
    }
    return named_tuple_value("torch.return_types." + name, {"values", "indices"}, {tensor_value(values), tensor_value(indices)});
}

Value arg_extreme(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool largest) {
    const std::string name = largest ? "argmax" : "argmin";
    auto bound = bind_arguments(args, name, {"dim", "keepdim"});
    const bool with_dim = bound[0] && bound[0]->type != Type::None;
    if (with_dim && bound[0]->type != Type::Int && bound[0]->type != Type::Bool) raise_unsupported(name + " over several dims");
    if (!with_dim && self->numel() == 0)
        raise_error("RuntimeError", name + "(): Expected reduction dim to be specified for input.numel() == 0.");
    Reduction r = reduction_of(*self, with_dim ? bound[0] : std::nullopt, keepdim_of(bound[1]));
    if (!with_dim) r.shape = keepdim_of(bound[1]) ? Shape(self->rank(), 1) : Shape{};
    return tensor_value(extremes(runtime, self, r, largest, name).second);
}

// ATen's binary_kernel_reduce_vec over one contiguous run (amax/amin of float32 along the last dim or over all):
// four 8-lane accumulators over blocks of 32 items (vmaxps: the later item on a tie), combined (0, 1), (2, 3), then
// the lanes folded and the remaining items taken one by one by std::max (the earlier on a tie).
float reduce_run_of_32(const float* x, std::size_t n, bool largest) {
    const auto vector_pick = [largest](float a, float b) { return largest ? qkv::lane_maximum(a, b) : qkv::lane_minimum(a, b); };
    const auto scalar_pick = [largest](float a, float b) {
        if (a != a || b != b) return std::numeric_limits<float>::quiet_NaN();
        return largest ? (a < b ? b : a) : (b < a ? b : a);
    };
    float result = largest ? -std::numeric_limits<float>::infinity() : std::numeric_limits<float>::infinity();
    const std::size_t blocks = n / 32;
    if (blocks > 0) {
        float acc[32];
        std::copy(x, x + 32, acc);
        for (std::size_t block = 1; block < blocks; ++block)
            for (std::size_t l = 0; l < 32; ++l) acc[l] = vector_pick(acc[l], x[block * 32 + l]);
        float lanes[8];
        for (std::size_t l = 0; l < 8; ++l) lanes[l] = vector_pick(vector_pick(acc[l], acc[8 + l]), vector_pick(acc[16 + l], acc[24 + l]));
        for (std::size_t l = 1; l < 8; ++l) lanes[0] = scalar_pick(lanes[0], lanes[l]);
        result = scalar_pick(result, lanes[0]);
    }
    for (std::size_t i = blocks * 32; i < n; ++i) result = scalar_pick(result, x[i]);
    return result;
}

// A slot whose extreme is a zero met as both -0. and 0.: torch's sign comes from its loop, reproduced for float32
// reduced along the last dim or over all of a contiguous tensor; elsewhere such a tie is refused.
void settle_zero_ties(const Tensor& self, const Reduction& r, bool largest, std::vector<double>& best, const std::vector<int>& zero_signs) {
    const bool last_dim_only = std::count(r.reduced.begin(), r.reduced.end(), true) == 1 && r.reduced.back();
    const bool all_dims = std::count(r.reduced.begin(), r.reduced.end(), true) == static_cast<std::ptrdiff_t>(r.reduced.size());
    const bool reproduced = self.is_float() && self.view_strides.empty() && (last_dim_only || all_dims);
    const std::size_t run = all_dims ? static_cast<std::size_t>(self.numel()) : (self.rank() ? static_cast<std::size_t>(self.shape.back()) : 1);
    for (std::size_t slot = 0; slot < best.size(); ++slot) {
        if (best[slot] != 0.0 || zero_signs[slot] != 3) continue;
        if (!reproduced) raise_unsupported("amax/amin where -0. and 0. tie along these dims");
        best[slot] = reduce_run_of_32(self.data() + slot * run, run, largest);
    }
}

// amax() / amin(): the extreme values over every dim or the given ones (any of them: a max needs no order), no
// indices; a NaN wins.
Value amax_or_amin(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool largest) {
    const std::string name = largest ? "amax" : "amin";
    auto bound = bind_arguments(args, name, {"dim", "keepdim"});
    std::optional<Value> dim = bound[0];
    if (dim && (dim->type == Type::Tuple || dim->type == Type::List) && items_of(*dim).empty()) dim.reset();
    return tensor_value(extreme_values(runtime, self, dim, keepdim_of(bound[1]), largest, true));
}

// The values of amax/amin; `zero_sign_matters` false where a caller cannot tell -0. from 0. (logsumexp's shift).
TensorPtr extreme_values(Runtime& runtime, const TensorPtr& self, const std::optional<Value>& dim, bool keepdim, bool largest,
                         bool zero_sign_matters) {
    const std::string name = largest ? "amax" : "amin";
    const Reduction r = reduction_of(*self, dim, keepdim);
    if (r.size == 0)
        raise_error("RuntimeError", name + "(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.");
    runtime.charge(1 + self->numel() / 64);
    Shape kept_shape;
    for (std::size_t axis = 0; axis < self->rank(); ++axis)
        if (!r.reduced[axis]) kept_shape.push_back(self->shape[axis]);
    const Strides kept_contiguous = contiguous_strides(kept_shape);
    Strides slot_strides;
    for (std::size_t axis = 0, kept = 0; axis < self->rank(); ++axis) slot_strides.push_back(r.reduced[axis] ? 0 : kept_contiguous[kept++]);
    std::vector<double> best(static_cast<std::size_t>(r.outer * r.inner), 0.0);
    std::vector<bool> seen(best.size(), false);
    std::vector<int> zero_signs(best.size(), 0);  // bit 0: the slot's items hold 0., bit 1: -0.
    for_each_position<1>(self->shape, {slot_strides}, [&](std::int64_t n, const std::array<std::int64_t, 1>& at) {
        const double value = self->element(n);
        double& slot = best[static_cast<std::size_t>(at[0])];
        const bool better = largest ? value > slot : value < slot;
        if (!seen[at[0]] || std::isnan(value) || (!std::isnan(slot) && better)) slot = value;
        seen[at[0]] = true;
        if (value == 0.0) zero_signs[at[0]] |= std::signbit(value) ? 2 : 1;
    });
    if (zero_sign_matters) settle_zero_ties(*self, r, largest, best, zero_signs);
    TensorPtr values = make_tensor(runtime.meter, r.shape, "the result", self->dtype);
    for (std::size_t slot = 0; slot < best.size(); ++slot) {
        if (self->is_float()) values->data()[slot] = static_cast<float>(best[slot]);
        else values->integers()[slot] = static_cast<std::int64_t>(best[slot]);
    }
    label(*values, largest ? "AmaxBackward0" : "AminBackward0", self->tracks_grad());
    record_amax(runtime.meter, *values, *self, r.reduced, keepdim);
    return values;
}

// median(dim, keepdim=False) (median_with_indices_impl): per slice, the first NaN if there is one, else the element
// of rank (size - 1) / 2 when ordered by (value, index), which nth_element's comparator makes a total order: the
// lower middle value, and among equal values the one whose index ranks there.
Value median_along(Runtime& runtime, const TensorPtr& self, const Value& dim_value, const std::optional<Value>& keepdim) {
    if (dim_value.type != Type::Int || (keepdim && keepdim->type != Type::Bool)) raise_unsupported("median() with these argument types");
    const std::int64_t dim = wrap_dim(dim_value.integer, self->rank());
    if (self->dtype == DType::Float64 || self->dtype == DType::Float16) raise_unsupported("median(dim) of a float64 or float16 tensor");
    const Reduction r = reduction_of(*self, dim_value, keepdim && truthy(*keepdim));
    if (self->rank() > 0 && self->shape[static_cast<std::size_t>(dim)] == 0)
        raise_error("IndexError", "median(): Expected reduction dim " + std::to_string(dim) + " to have non-zero size.");
    runtime.charge(1 + self->numel() / 4);
    TensorPtr values = make_tensor(runtime.meter, r.shape, "the result", self->dtype);
    TensorPtr indices = make_tensor(runtime.meter, r.shape, "the indices", DType::Int64);
    std::vector<std::pair<double, std::int64_t>> slice(r.size);
    for (std::size_t o = 0; o < r.outer; ++o)
        for (std::size_t k = 0; k < r.inner; ++k) {
            for (std::size_t i = 0; i < r.size; ++i)
                slice[i] = {self->element(static_cast<std::int64_t>((o * r.size + i) * r.inner + k)), static_cast<std::int64_t>(i)};
            const auto nan = std::find_if(slice.begin(), slice.end(), [](const auto& item) { return std::isnan(item.first); });
            auto picked = nan;
            if (nan == slice.end()) {
                picked = slice.begin() + static_cast<std::ptrdiff_t>((r.size - 1) / 2);
                std::nth_element(slice.begin(), picked, slice.end(), [](const auto& a, const auto& b) {
                    return a.first < b.first || (a.first == b.first && a.second < b.second);
                });
            }
            const std::size_t slot = o * r.inner + k;
            if (self->is_float()) values->data()[slot] = static_cast<float>(picked->first);
            else values->integers()[slot] = self->integers()[(o * r.size + static_cast<std::size_t>(picked->second)) * r.inner + k];
            indices->integers()[slot] = picked->second;
        }
    label(*values, "MedianBackward1", self->tracks_grad());
    return named_tuple_value("torch.return_types.median", {"values", "indices"}, {tensor_value(values), tensor_value(indices)});
}

// median() of every element: the lower of the two middle values (NaN if there is one).
Value median(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "median", {"dim", "keepdim"});
    if (bound[0] && bound[0]->type != Type::None) return median_along(runtime, self, *bound[0], bound[1]);
    if (bound[1]) raise_unsupported("median(keepdim=...) without a dim");
    if (self->numel() == 0) raise_unsupported("median() of an empty tensor");
    runtime.charge(1 + self->numel() / 16);
    std::vector<double> values(static_cast<std::size_t>(self->numel()));
    for (std::int64_t n = 0; n < self->numel(); ++n) values[n] = self->element(n);
    const std::size_t middle = (values.size() - 1) / 2;
    TensorPtr result = make_tensor(runtime.meter, {}, "the result", self->dtype);
    const bool has_nan = std::any_of(values.begin(), values.end(), [](double v) { return std::isnan(v); });
    if (!has_nan) std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(middle), values.end());
    const double picked = has_nan ? std::numeric_limits<double>::quiet_NaN() : values[middle];
    if (self->is_float()) result->data()[0] = static_cast<float>(picked);
    else result->integers()[0] = static_cast<std::int64_t>(picked);
    label(*result, "MedianBackward0", self->tracks_grad());
    return tensor_value(result);
}

// cummax(dim) / cummin(dim) (cummax_cummin_helper): along dim, the running extreme and its index; an element equal
// to it takes over (>= or <=, so ties name the later index) and every NaN does, after which nothing else can.
Value cumulative_extreme(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool largest) {
    const std::string name = largest ? "cummax" : "cummin";
    auto bound = bind_arguments(args, name, {"dim"});
    // torch words a missing or mistyped dim differently for the method and the function.
    if (!bound[0] || bound[0]->type != Type::Int) raise_unsupported(name + "() without an int dim");
    const std::int64_t dim = wrap_dim(bound[0]->integer, self->rank());
    if (self->dtype == DType::Float64 || self->dtype == DType::Float16) raise_unsupported(name + "() of a float64 or float16 tensor");
    TensorPtr values = make_tensor(runtime.meter, self->shape, "the result", self->dtype);
    TensorPtr indices = make_tensor(runtime.meter, self->shape, "the indices", DType::Int64);
    runtime.charge(1 + self->numel() / 16);
    std::int64_t outer = 1, size = 1, inner = 1;
    for (std::size_t axis = 0; axis < self->rank(); ++axis) {
        const auto position = static_cast<std::int64_t>(axis);
        (position < dim ? outer : position == dim ? size : inner) *= self->shape[axis];
    }
    for (std::int64_t o = 0; o < outer && size > 0; ++o)
        for (std::int64_t i = 0; i < inner; ++i) {
            double best = self->element(o * size * inner + i);
            std::int64_t best_index = 0;
            for (std::int64_t k = 0; k < size; ++k) {
                const std::int64_t n = (o * size + k) * inner + i;
                const double value = self->element(n);
                if (std::isnan(value) || (!std::isnan(best) && (largest ? value >= best : value <= best))) {
                    best = value;
                    best_index = k;
                }
                if (self->is_float()) values->data()[n] = static_cast<float>(best);
                else values->integers()[n] = self->integers()[(o * size + best_index) * inner + i];
                indices->integers()[n] = best_index;
            }
        }
    label(*values, largest ? "CummaxBackward0" : "CumminBackward0", self->tracks_grad());
    return named_tuple_value("torch.return_types." + name, {"values", "indices"}, {tensor_value(values), tensor_value(indices)});
}

// The p-norm for p = 1, inf and -inf: binary_kernel_reduce's serial pass in index order with a float accumulator
// (NormOneOps adds |x|; AbsMaxOps / AbsMinOps keep the largest / smallest |x|, a NaN sticking).
float norm_serial(const float* in, std::size_t size, std::size_t inner, double p) {
    const bool sum = p == 1.0;
    float total = sum ? 0.0f : p > 0 ? 0.0f : std::numeric_limits<float>::infinity();
    for (std::size_t i = 0; i < size; ++i) {
        const float magnitude = std::fabs(in[i * inner]);
        if (sum) total += magnitude;
        else if (std::isnan(magnitude) || std::isnan(total)) total = std::numeric_limits<float>::quiet_NaN();
        else total = p > 0 ? std::max(total, magnitude) : std::min(total, magnitude);
    }
    return total;
}

// The p of norm(p=...): 2 (also None and 'fro'), 1, inf or -inf; others stay unsupported.
double norm_order(const std::optional<Value>& p) {
    if (!p || p->type == Type::None || (p->type == Type::Str && str_of(*p) == "fro")) return 2.0;
    const double order = is_number(*p) ? number_of(*p) : 0.0;
    if (order == 2.0 || order == 1.0 || std::isinf(order)) return order;
    raise_unsupported("norm with p other than 2, 1, inf and -inf");
}

// torch.norm with p 'fro' (its default) over a list of two dims is torch 1.13's frobenius_norm:
// sqrt(sum(self * self, dims, keepdim)), each step the playground's own op (so its grad_fn is SqrtBackward0).
Value frobenius_norm(Runtime& runtime, const TensorPtr& self, const Value& dims, const std::optional<Value>& keepdim) {
    const std::vector<Value>& listed = items_of(dims);
    const auto wrapped = [&](const Value& dim) { return wrap_dim(integer_argument(dim), self->rank()); };
    if (wrapped(listed[0]) == wrapped(listed[1]))
        raise_error("RuntimeError", "Expected dims to be different, got [" + str(listed[0]) + ", " + str(listed[1]) + "] instead");
    // torch 1.13 computes an integer tensor's norm here into a float result and trips its own assertion.
    if (!self->is_float())
        raise_error("RuntimeError", "result.scalar_type() == toRealValueType(self.scalar_type()) INTERNAL ASSERT FAILED at "
                                    "\"./aten/src/ATen/native/LinearAlgebra.cpp\":2694, please report a bug to PyTorch. ");
    CallArgs square, sum, none;
    square.positional = {tensor_value(self)};
    const TensorPtr squares = tensor_of(method_table().at("mul")(runtime, self, square));
    sum.positional = {dims};
    if (keepdim) sum.positional.push_back(*keepdim);
    const TensorPtr total = tensor_of(method_table().at("sum")(runtime, squares, sum));
    return method_table().at("sqrt")(runtime, total, none);
}

// The p-norm of the whole tensor or along adjacent dims; p = 2 takes torch's vectorised last-dim path.
Value norm(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "norm", {"p", "dim", "keepdim", "dtype"});
    const double p = norm_order(bound[0]);
    if (bound[3] && bound[3]->type != Type::None) raise_unsupported("norm(dtype=...)");
    const bool frobenius = !bound[0] || (bound[0]->type == Type::Str && str_of(*bound[0]) == "fro");
    if (frobenius && bound[1] && (bound[1]->type == Type::List || bound[1]->type == Type::Tuple)) {
        const std::size_t count = items_of(*bound[1]).size();
        if (count > 2) raise_error("RuntimeError", "Expected at most 2 dimensions, but got " + std::to_string(count) + " dimensions instead.");
        if (count == 2) return frobenius_norm(runtime, self, *bound[1], bound[2]);
    }
    if (!self->is_float()) raise_error("RuntimeError", "norm(): input dtype should be either floating point or complex. Got " + scalar_type_name(self->dtype) + " instead.");
    const Reduction r = reduction_of(*self, bound[1], keepdim_of(bound[2]));
    const auto reduced_dims = std::count(r.reduced.begin(), r.reduced.end(), true);
    if (r.inner != 1 && reduced_dims > 1) raise_unsupported("norm over several dims that do not end with the last one");
    if (!r.adjacent) raise_unsupported("norm over dims that are not next to each other");
    // A view's elements are summed in memory order when several dims are reduced; one dim (or a max) is order-free.
    const bool order_free = std::isinf(p) || reduced_dims <= 1 || self->rank() <= 1;
    if (!self->view_strides.empty() && (p == 2.0 || !order_free))
        raise_unsupported("norm of a transposed or sliced view (call .contiguous() first)");
    runtime.charge(1 + self->numel() / 32);
    TensorPtr result = make_tensor(runtime.meter, r.shape, "the result");
    if (p != 2.0) {
        for (std::size_t o = 0; o < r.outer; ++o)
            for (std::size_t k = 0; k < r.inner; ++k)
                result->data()[o * r.inner + k] = norm_serial(self->data() + o * r.size * r.inner + k, r.size, r.inner, p);
    } else if (r.inner != 1) qkv::norm2_over(self->data(), result->data(), r.outer, r.size, r.inner);
    else for (std::size_t o = 0; o < r.outer; ++o) result->data()[o] = qkv::norm2_row(self->data() + o * r.size, r.size);
    label(*result, "NormBackward1", self->tracks_grad());
    if (p == 2.0 && result->tracks_grad()) record_norm2(runtime.meter, *result, *self, r.reduced);
    return tensor_value(result);
}

// any() / all(): whether some / every element is nonzero, over everything or along one dim.
Value any_or_all(Runtime& runtime, const TensorPtr& self, CallArgs& args, bool every) {
    const char* name = every ? "all" : "any";
    auto bound = bind_arguments(args, name, {"dim", "keepdim"});
    if (bound[0] && bound[0]->type != Type::None && bound[0]->type != Type::Int && bound[0]->type != Type::Bool)
        raise_unsupported(std::string(name) + " over several dims");
    const Reduction r = reduction_of(*self, bound[0], keepdim_of(bound[1]));
    runtime.charge(1 + self->numel() / 64);
    TensorPtr result = make_tensor(runtime.meter, r.shape, "the result", DType::Bool);
    for (std::size_t o = 0; o < r.outer; ++o)
        for (std::size_t k = 0; k < r.inner; ++k) {
            bool answer = every;
            for (std::size_t i = 0; i < r.size; ++i) {
                const bool nonzero = self->element(static_cast<std::int64_t>((o * r.size + i) * r.inner + k)) != 0.0;
                answer = every ? answer && nonzero : answer || nonzero;
            }
            result->integers()[o * r.inner + k] = answer;
        }
    return tensor_value(result);
}

}  // namespace

void add_reduction_methods(MethodTable& table) {
    table["any"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return any_or_all(r, self, args, false); };
    table["all"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return any_or_all(r, self, args, true); };
    table["sum"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return sum_or_mean(r, self, args, false); };
    table["mean"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return sum_or_mean(r, self, args, true); };
    table["var"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return variance(r, self, args, false); };
    table["std"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return variance(r, self, args, true); };
    table["max"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return max_or_min(r, self, args, true); };
    table["min"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return max_or_min(r, self, args, false); };
    table["argmax"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return arg_extreme(r, self, args, true); };
    table["argmin"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return arg_extreme(r, self, args, false); };
    table["norm"] = norm;
    table["median"] = median;
    table["cummax"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return cumulative_extreme(r, self, args, true); };
    table["cummin"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return cumulative_extreme(r, self, args, false); };
    table["prod"] = product;
    table["logsumexp"] = logsumexp;
    table["amax"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return amax_or_amin(r, self, args, true); };
    table["amin"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return amax_or_amin(r, self, args, false); };
}

// torch.linalg.vector_norm(x, ord=2, dim=None, keepdim=False), and torch.linalg.norm where it is a vector norm (a dim
// given as an int, a 1-D input, or no ord: the flattened 2-norm): the same kernels as Tensor.norm, under their grad_fn.
Value linalg_vector_norm(Runtime& runtime, CallArgs& args, bool matrix_capable) {
    const std::string name = matrix_capable ? "linalg_norm" : "linalg_vector_norm";
    const CallArgs given = args;
    auto bound = bind_arguments(args, name, {"input", "ord", "dim", "keepdim", "dtype"});
    if (!bound[0] && matrix_capable)
        raise_invalid_combination(name, given, {"(Tensor input, Number ord, tuple of ints dim, bool keepdim, *, torch.dtype dtype, Tensor out)",
                                                "(Tensor input, str ord, tuple of ints dim, bool keepdim, *, torch.dtype dtype, Tensor out)"});
    if (!bound[0]) raise_missing_arguments(name, {"input"});
    tensor_argument(*bound[0], name, "input", 1);
    const TensorPtr input = tensor_of(*bound[0]);
    const bool has_ord = bound[1] && bound[1]->type != Type::None, has_dim = bound[2] && bound[2]->type != Type::None;
    const bool vector = !matrix_capable || !has_ord || input->rank() == 1 || (has_dim && bound[2]->type == Type::Int);
    if (!vector) raise_unsupported("torch.linalg.norm as a matrix norm (ord with a 2-D input or two dims)");
    if (bound[4] && bound[4]->type != Type::None) raise_unsupported(name + "(dtype=...)");
    CallArgs norm_args;
    norm_args.keywords.emplace_back("p", has_ord ? *bound[1] : float_value(2.0));
    if (has_dim) norm_args.keywords.emplace_back("dim", *bound[2]);
    if (bound[3]) norm_args.keywords.emplace_back("keepdim", *bound[3]);
    Value result = norm(runtime, input, norm_args);
    tensor_of(result)->grad_fn.clear();
    label(*tensor_of(result), "LinalgVectorNormBackward0", input->tracks_grad());
    return result;
}

std::vector<std::pair<std::string, Value>> torch_linalg_functions() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "norm", builtin_value("linalg_norm", [](Runtime& r, CallArgs& args) { return linalg_vector_norm(r, args, true); }));
    add_member(listed, "vector_norm", builtin_value("linalg_vector_norm", [](Runtime& r, CallArgs& args) { return linalg_vector_norm(r, args, false); }));
    return listed;
}

std::vector<std::pair<std::string, Value>> torch_reduction_functions() {
    std::vector<std::pair<std::string, Value>> functions;
    for (const bool mean : {false, true}) {
        const std::string name = mean ? "mean" : "sum";
        functions.emplace_back(name, builtin_value(name, [name, mean](Runtime& runtime, CallArgs& args) {
            if (args.positional.size() == 4 && args.keywords.empty()) raise_reduction_arguments(name, args, true);
            const TensorPtr input = take_tensor_input(args, name);
            return sum_or_mean(runtime, input, args, mean);
        }));
    }
    for (const bool root : {false, true}) {
        const std::string name = root ? "std_mean" : "var_mean";
        functions.emplace_back(name, builtin_value(name, [name, root](Runtime& runtime, CallArgs& args) {
            const TensorPtr input = take_tensor_input(args, name);
            return variance(runtime, input, args, root, true);
        }));
    }
    return functions;
}

}  // namespace qkv::python
