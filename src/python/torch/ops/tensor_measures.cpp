// tensor_measures.cpp — isclose, dist and histc: how close two tensors are, how far apart, and how a tensor's values
// spread over bins, with torch 1.13.1's arithmetic order (float throughout), messages and grad_fn names.
#include <algorithm>
#include <cmath>

#include "core/reductions.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_operators.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

// isclose and dist as methods (first = 1) or torch functions (first = 2): torch's messages count the input.
Value isclose(Runtime& runtime, const TensorPtr& self, CallArgs& args, int first) {
    auto bound = bind_arguments(args, "isclose", {"other", "rtol", "atol", "equal_nan"});
    if (!bound[0]) raise_missing_arguments("isclose", {"other"});
    const Tensor& other = tensor_argument(*bound[0], "isclose", "other", first);
    runtime.charge(1 + self->numel() / 64);
    return tensor_value(tensor_isclose(runtime.meter, *self, other, bound[1] ? number_of(*bound[1]) : 1e-05,
                                       bound[2] ? number_of(*bound[2]) : 1e-08, bound[3] && truthy(*bound[3])));
}

// The p-norm of a contiguous float tensor as torch's norm kernels take it: p = 2 through the vectorised fast path,
// p = 0, 1 and inf as one running float reduction in index order (binary_kernel_reduce with NormZero/NormOne/AbsMax).
float norm_of(const Tensor& tensor, double p) {
    const float* x = tensor.data();
    const auto n = static_cast<std::size_t>(tensor.numel());
    if (p == 2.0) return qkv::norm2_row(x, n);
    float result = 0.0f;
    for (std::size_t i = 0; i < n; ++i) {
        if (p == 0.0) result += x[i] == 0.0f ? 0.0f : 1.0f;
        else if (p == 1.0) result += std::fabs(x[i]);
        else result = std::isnan(result) || std::isnan(x[i]) ? NAN : std::max(result, std::fabs(x[i]));
    }
    return result;
}

// dist(other, p=2): the p-norm of self - other (broadcast).
Value dist(Runtime& runtime, const TensorPtr& self, CallArgs& args, int first) {
    auto bound = bind_arguments(args, "dist", {"other", "p"});
    if (!bound[0]) raise_missing_arguments("dist", {"other"});
    const Tensor& other = tensor_argument(*bound[0], "dist", "other", first);
    if (bound[1] && !is_number(*bound[1]))
        raise_error("TypeError", "dist(): argument 'p' (position " + std::to_string(first + 1) + ") must be Number, not " + type_name(*bound[1]));
    const double p = bound[1] ? number_of(*bound[1]) : 2.0;
    if (p != 0.0 && p != 1.0 && p != 2.0 && p != INFINITY) raise_unsupported("dist with p other than 0, 1, 2 or inf");
    const TensorPtr difference = tensor_of(tensor_binary_operator(runtime, "-", tensor_value(self), *bound[0]));
    if (!difference->is_float())
        raise_error("RuntimeError", "norm(): input dtype should be either floating point or complex. Got " + scalar_type_name(difference->dtype) + " instead.");
    if (!difference->view_strides.empty()) raise_unsupported("dist of transposed or sliced views (call .contiguous() first)");
    runtime.charge(1 + difference->numel() / 32);
    TensorPtr result = make_tensor(runtime.meter, {}, "the result");
    result->data()[0] = norm_of(*difference, p);
    label(*result, "DistBackward0", self->tracks_grad() || other.tracks_grad());
    return tensor_value(result);
}

// A double in a torch message, as C++ streams print it (NaN from torch's aminmax carries the sign bit: "-nan").
std::string edge_text(double value) {
    if (std::isnan(value)) return "-nan";
    return stream_number_text(value);
}

// The outer edges histc uses: min and max, or the data's when they are equal, widened by 1 when still equal.
std::pair<float, float> histc_edges(const Tensor& self, double low, double high) {
    if (low == high && self.numel() > 0) {
        const float* x = self.data();
        float least = x[0], most = x[0];
        for (std::int64_t n = 0; n < self.numel(); ++n) {
            if (std::isnan(x[n]) || std::isnan(least)) least = most = NAN;
            else least = std::min(least, x[n]), most = std::max(most, x[n]);
        }
        low = least, high = most;
    }
    if (low == high) low -= 1, high += 1;
    if (!std::isfinite(low) || !std::isfinite(high))
        raise_error("RuntimeError", "torch.histc: range of [" + edge_text(low) + ", " + edge_text(high) + "] is not finite");
    if (!(low < high)) raise_error("RuntimeError", "torch.histc: max must be larger than min");
    return {static_cast<float>(low), static_cast<float>(high)};
}

// histc(bins=100, min=0, max=0): counts per equal-width bin (HistogramKernel.cpp, linear interpolation): x in
// [low, high] goes to bin trunc((x - low) / (high - low) * bins), in float, the top edge into the last bin.
Value histc(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "histc", {"bins", "min", "max"});
    const std::int64_t bins = bound[0] ? integer_argument(*bound[0]) : 100;
    if (!self->is_float()) raise_error("RuntimeError", "\"histogram_cpu\" not implemented for '" + scalar_type_name(self->dtype) + "'");
    if (bins <= 0) raise_error("RuntimeError", "torch.histogram(): bins must be > 0, but got " + std::to_string(bins) + " for dimension 0");
    for (std::size_t i = 1; i < 3; ++i)
        if (bound[i] && !is_number(*bound[i]))
            raise_error("TypeError", std::string("histc(): argument '") + (i == 1 ? "min" : "max") + "' must be Number, not " + type_name(*bound[i]));
    const auto [low, high] = histc_edges(*self, bound[1] ? number_of(*bound[1]) : 0.0, bound[2] ? number_of(*bound[2]) : 0.0);
    TensorPtr result = make_tensor(runtime.meter, {bins}, "the result");
    runtime.charge(1 + self->numel() / 64);
    for (std::int64_t n = 0; n < self->numel(); ++n) {
        const float x = self->data()[n];
        // torch lets NaN through its range check into an undefined bin.
        if (std::isnan(x)) raise_unsupported("histc of a tensor holding NaN");
        if (x < low || high < x) continue;
        auto bin = static_cast<std::int64_t>((x - low) / (high - low) * static_cast<float>(bins));
        if (bin == bins) bin -= 1;
        result->data()[bin] += 1.0f;
    }
    return tensor_value(result);
}

}  // namespace

void add_measure_methods(MethodTable& table) {
    table["isclose"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return isclose(r, self, args, 1); };
    table["dist"] = [](Runtime& r, const TensorPtr& self, CallArgs& args) { return dist(r, self, args, 1); };
    table["histc"] = histc;
}

std::vector<std::pair<std::string, Value>> torch_measure_functions() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "isclose", builtin_value("isclose", [](Runtime& r, CallArgs& args) { return isclose(r, take_tensor_input(args, "isclose"), args, 2); }));
    add_member(listed, "dist", builtin_value("dist", [](Runtime& r, CallArgs& args) { return dist(r, take_tensor_input(args, "dist"), args, 2); }));
    return listed;
}

}  // namespace qkv::python
