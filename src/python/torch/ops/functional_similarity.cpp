// functional_similarity.cpp — F.cosine_similarity (also torch.cosine_similarity and nn.CosineSimilarity's forward)
// and F.normalize, composed as ATen 1.13 composes them, so each step rounds where torch's does.
#include <cmath>

#include "core/reductions.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/torch_arguments.hpp"
#include "python/torch/nn/torch_functional.hpp"

namespace qkv::python {
namespace {

// The sum over `dim` of a contiguous float tensor, in torch's order (core/reductions.hpp), keeping the dim as 1.
TensorPtr sum_keeping_dim(const MeterPtr& meter, const Tensor& tensor, std::int64_t dim) {
    std::size_t outer = 1, inner = 1;
    for (std::size_t axis = 0; axis < tensor.rank(); ++axis) {
        const auto size = static_cast<std::size_t>(tensor.shape[axis]);
        if (static_cast<std::int64_t>(axis) < dim) outer *= size;
        else if (static_cast<std::int64_t>(axis) > dim) inner *= size;
    }
    Shape shape = tensor.shape;
    if (!shape.empty()) shape[dim] = 1;
    TensorPtr result = make_tensor(meter, shape, "the sums");
    qkv::sum_over(tensor.data(), result->data(), outer, tensor.rank() == 0 ? 1 : static_cast<std::size_t>(tensor.shape[dim]), inner);
    return result;
}

// x as float32, broadcast to `shape` and stored contiguously (torch's x.to(common).expand(common_size)).
TensorPtr expanded_float(const MeterPtr& meter, const Tensor& x, const Shape& shape) {
    const TensorPtr as_float = x.is_float() ? tensor_copy(meter, x) : tensor_to_dtype(meter, x, DType::Float32);
    return materialize(meter, *as_float, 0, shape, broadcast_strides(x.shape, shape));
}

// x / max(sqrt(sum(x * x, dim)), eps), as cosine_similarity normalises each side: the bound is applied to the
// squared norm (clamp_min with eps * eps, computed in double and rounded to float), then the root is taken.
TensorPtr normalized_side(const MeterPtr& meter, const Tensor& x, std::int64_t dim, double eps) {
    TensorPtr norm = sum_keeping_dim(meter, *tensor_binary(meter, '*', x, x), dim);
    const float bound = static_cast<float>(eps * eps);
    for (float& value : norm->storage->values) {
        if (value < bound) value = bound;
        value = std::sqrt(value);
    }
    return tensor_binary(meter, '/', x, *norm);
}

Value cosine_similarity(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "cosine_similarity", {"x1", "x2", "dim", "eps"});
    if (!bound[0] || !bound[1])
        raise_error("TypeError", std::string("cosine_similarity() missing 1 required positional arguments: \"") + (bound[0] ? "x2" : "x1") + "\"");
    const Tensor& x1 = tensor_argument(*bound[0], "cosine_similarity", "x1", 1);
    const Tensor& x2 = tensor_argument(*bound[1], "cosine_similarity", "x2", 2);
    const std::int64_t dim_given = bound[2] ? integer_argument(*bound[2]) : 1;
    const double eps = bound[3] ? number_of(*bound[3]) : 1e-8;
    const DType common = promote(x1.dtype, x2.dtype);
    if (common != DType::Float32)
        raise_error("RuntimeError", "expected common dtype to be floating point, yet common dtype is " + scalar_type_name(common));
    const Shape shape = broadcast_shapes(x1.shape, x2.shape);
    const std::int64_t dim = wrap_dim(dim_given, std::max<std::size_t>(shape.size(), 1));
    std::int64_t count = 1;
    for (std::int64_t size : shape) count *= size;
    runtime.charge(1 + count / 8);  // a few passes over the broadcast elements
    const TensorPtr left = normalized_side(runtime.meter, *expanded_float(runtime.meter, x1, shape), dim, eps);
    const TensorPtr right = normalized_side(runtime.meter, *expanded_float(runtime.meter, x2, shape), dim, eps);
    TensorPtr result = sum_keeping_dim(runtime.meter, *tensor_binary(runtime.meter, '*', *left, *right), dim);
    if (!result->shape.empty()) result->shape.erase(result->shape.begin() + dim);
    label(*result, "SumBackward1", x1.tracks_grad() || x2.tracks_grad());
    return tensor_value(result);
}

// F.normalize(input, p=2.0, dim=1, eps=1e-12): input / input.norm(p, dim, keepdim=True).clamp_min(eps).
Value normalize(Runtime& runtime, CallArgs& args) {
    auto bound = bind_arguments(args, "normalize", {"input", "p", "dim", "eps", "out"});
    if (!bound[0]) raise_error("TypeError", "normalize() missing 1 required positional argument: 'input'");
    if (bound[4] && bound[4]->type != Type::None) raise_unsupported("F.normalize(out=...)");
    tensor_argument(*bound[0], "norm", "input", 1);
    const TensorPtr input = tensor_of(*bound[0]);
    CallArgs norm_args;
    norm_args.positional = {bound[1].value_or(float_value(2.0)), bound[2].value_or(int_value(1)), bool_value(true)};
    const TensorPtr norm = tensor_of(method_table().at("norm")(runtime, input, norm_args));
    const float bound_below = static_cast<float>(bound[3] ? number_of(*bound[3]) : 1e-12);
    TensorPtr clamped = tensor_copy(runtime.meter, *norm);
    for (float& value : clamped->storage->values)
        if (value < bound_below) value = bound_below;
    return binary_operation(runtime, "/", *bound[0], tensor_value(clamped));
}

}  // namespace

std::vector<std::pair<std::string, Value>> functional_similarity() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "cosine_similarity", builtin_value("cosine_similarity", cosine_similarity));
    add_member(listed, "normalize", builtin_value("normalize", normalize));
    return listed;
}

}  // namespace qkv::python
