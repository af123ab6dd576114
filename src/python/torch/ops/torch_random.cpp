// torch_random.cpp — random tensors: torch.randn and torch.rand, randn_like and rand_like, torch.normal and
// torch.bernoulli with Tensor.bernoulli and Tensor.bernoulli_, each drawn from the run's generator (or generator=)
// in the order and arithmetic of torch 1.13's CPU kernels (ATen's DistributionTemplates.h and cpu/ kernels):
// - normal(mean, std, size) is Tensor.normal_(mean, std) (core/random.hpp). With tensors: normal(Tensor mean,
//   float std) is normal_(0, std), then + mean; normal(float mean, Tensor std) is normal_(0, 1), then * std, then
//   + mean as a 0-dim float tensor; normal(Tensor mean, Tensor std) is normal_(0, 1) of the broadcast shape, then
//   * std, then + mean. Each step is one float operation per element, as torch's in-place ops are.
// - bernoulli(p) with a float tensor p: per element in memory order, torch's check of p, then one 32-bit draw whose
//   low 24 bits * 2^-24 fall below p or not. bernoulli(input, p) and bernoulli_(p) with a float p: one 64-bit
//   draw per element, its low 53 bits * 2^-53 below p (ATen's path without MKL, as Debian builds it).
// randn and rand also draw float64 (core/random.hpp); normal and bernoulli refuse it rather than draw another way.
#include <cstdint>
#include <string>

#include "core/random.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/ops/tensor_methods.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/ops/tensor_views.hpp"
#include "python/torch/tensor/generator.hpp"
#include "python/torch/tensor/tensor_iteration.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {


// The kernel torch names when a dtype has no random draw ("normal_kernel_cpu", "check_uniform_bounds").
enum class Draw { normal, uniform };

void check_drawn_dtype(DType dtype, Draw draw) {
    if (dtype == DType::Float32 || dtype == DType::Float64) return;
    if (is_floating_dtype(dtype)) raise_unsupported(std::string(draw == Draw::normal ? "randn" : "rand") + " of a " + dtype_name(dtype) + " tensor");
    raise_error("RuntimeError", std::string(draw == Draw::normal ? "\"normal_kernel_cpu\"" : "\"check_uniform_bounds\"") +
                                    " not implemented for '" + scalar_type_name(dtype) + "'");
}

// Fills a float32 or float64 tensor as torch.randn or torch.rand would; false when a value might not be torch's.
bool draw_into(qkv::Generator& generator, Tensor& tensor, Draw draw) {
    const auto count = static_cast<std::size_t>(tensor.numel());
    if (tensor.dtype == DType::Float64) {
        double* data = tensor.storage->reals.data();
        if (draw == Draw::normal) return qkv::fill_randn_double_vouched(generator, data, count);
        qkv::fill_uniform_double(generator, data, count);
        return true;
    }
    if (draw == Draw::normal) return qkv::fill_randn_vouched(generator, tensor.data(), count);
    qkv::fill_uniform(generator, tensor.data(), count, 0.0f, 1.0f);
    return true;
}

// A tensor of `shape` drawn as torch.randn or torch.rand draws one, named `what` in messages.
TensorPtr drawn_tensor(Runtime& runtime, const Shape& shape, const FactoryOptions& options, Draw draw, const std::string& function,
                       const std::string& what) {
    const DType dtype = options.dtype.value_or(DType::Float32);
    check_drawn_dtype(dtype, draw);
    TensorPtr tensor = make_tensor(runtime.meter, shape, what, dtype);
    runtime.charge(1 + tensor->numel() / 16);
    if (!draw_into(chosen_generator(runtime, options.generator, function), *tensor, draw)) raise_inexact(what);
    tensor->requires_grad = options.requires_grad;
    return tensor;
}

Value factory_draw(Runtime& runtime, CallArgs& args, const std::string& function, Draw draw) {
    const Shape shape = factory_size(args, function);
    const FactoryOptions options = factory_options(args, function);
    return tensor_value(drawn_tensor(runtime, shape, options, draw, function, "torch." + function + "(" + shape_text(shape, ", ") + ")"));
}

// randn_like(input, *, dtype=None, requires_grad=False) and rand_like: input's shape, and its dtype unless given.
Value like_draw(Runtime& runtime, CallArgs& args, const std::string& function, Draw draw) {
    FactoryOptions options = factory_options(args, function);
    if (args.positional.empty()) raise_missing_arguments(function, {"input"});
    if (args.positional.size() > 1)
        raise_error("TypeError", function + "() takes 1 positional argument but " + std::to_string(args.positional.size()) + " were given");
    const Tensor& like = tensor_argument(args.positional[0], function, "input", 1);
    if (!options.dtype) options.dtype = like.dtype;
    return tensor_value(drawn_tensor(runtime, like.shape, options, draw, function, "torch." + function + "(...)"));
}

// --- torch.normal ---------------------------------------------------------------------------------------------------
const std::vector<std::string> kNormalSignatures = {
    "(Tensor mean, Tensor std, *, torch.Generator generator, Tensor out)",
    "(Tensor mean, float std, *, torch.Generator generator, Tensor out)",
    "(float mean, Tensor std, *, torch.Generator generator, Tensor out)",
    "(float mean, float std, tuple of ints size, *, torch.Generator generator, Tensor out, torch.dtype dtype, torch.layout layout, torch.device device, bool pin_memory, bool requires_grad)",
};

// normal_(mean, std) of a fresh float32 tensor of `shape`.
TensorPtr normal_tensor(Runtime& runtime, const Shape& shape, double mean, double std, const std::optional<Value>& generator) {
    if (std < 0) raise_error("RuntimeError", "normal expects std >= 0.0, but found std " + stream_number_text(std));
    TensorPtr tensor = make_tensor(runtime.meter, shape, "torch.normal(...)");
    runtime.charge(1 + tensor->numel() / 16);
    if (!qkv::fill_normal_vouched(chosen_generator(runtime, generator, "normal"), tensor->data(), static_cast<std::size_t>(tensor->numel()), mean, std))
        raise_inexact("torch.normal(...)");
    return tensor;
}

// A mean or std tensor torch.normal can take here: float32, without autograd (torch would record NormalBackward).
const Tensor& normal_operand(const Value& value) {
    const Tensor& tensor = *tensor_of(value);
    if (!tensor.is_float()) raise_error("RuntimeError", "\"normal_kernel_cpu\" not implemented for '" + scalar_type_name(tensor.dtype) + "'");
    if (tensor.dtype != DType::Float32) raise_unsupported("torch.normal of a " + dtype_name(tensor.dtype) + " tensor");
    if (records_grad(tensor)) raise_unsupported("torch.normal of a tensor that requires grad");
    return tensor;
}

void check_std_tensor(const Tensor& std) {
    const float* values = std.data();
    for (std::int64_t i = 0, count = std.numel(); i < count; ++i)
        if (!(values[i] >= 0.0f)) raise_error("RuntimeError", "normal expects all elements of std >= 0.0");
}

Value torch_normal(Runtime& runtime, CallArgs& args) {
    const std::optional<Value> generator = take_keyword(args, "generator");
    CallArgs options_args;
    for (const char* keyword : {"dtype", "requires_grad", "device"})
        if (auto value = take_keyword(args, keyword)) options_args.keywords.emplace_back(keyword, *value);
    auto bound = bind_arguments(args, "normal", {"mean", "std", "size"});
    const bool mean_tensor = bound[0] && is_tensor(*bound[0]), std_tensor = bound[1] && is_tensor(*bound[1]);
    const auto number = [](const std::optional<Value>& value) { return value && is_number(*value) && value->type != Type::Bool; };
    if (!mean_tensor && !std_tensor) {
        if (!number(bound[0]) || !number(bound[1]) || !bound[2]) raise_invalid_combination("normal", args, kNormalSignatures);
        const Shape shape = size_argument(*bound[2], "normal", 3);
        const FactoryOptions options = factory_options(options_args, "normal");
        const DType dtype = options.dtype.value_or(DType::Float32);
        check_drawn_dtype(dtype, Draw::normal);
        if (dtype != DType::Float32) raise_unsupported("torch.normal(dtype=" + dtype_name(dtype) + ")");
        TensorPtr result = normal_tensor(runtime, shape, number_of(*bound[0]), number_of(*bound[1]), generator);
        result->requires_grad = options.requires_grad;
        return tensor_value(result);
    }
    if (bound[2] || !options_args.keywords.empty()) raise_invalid_combination("normal", args, kNormalSignatures);
    if ((!mean_tensor && !number(bound[0])) || (!std_tensor && bound[1] && !number(bound[1])) || (!mean_tensor && !bound[1]))
        raise_invalid_combination("normal", args, kNormalSignatures);
    if (mean_tensor && !std_tensor) {
        const Tensor& mean = normal_operand(*bound[0]);
        TensorPtr drawn = normal_tensor(runtime, mean.shape, 0.0, bound[1] ? number_of(*bound[1]) : 1.0, generator);
        return tensor_value(tensor_binary(runtime.meter, '+', *drawn, mean));
    }
    const Tensor& std = normal_operand(*bound[1]);
    check_std_tensor(std);
    if (!mean_tensor) {
        TensorPtr drawn = normal_tensor(runtime, std.shape, 0.0, 1.0, generator);
        TensorPtr mean = make_tensor(runtime.meter, {}, "the mean");
        mean->data()[0] = static_cast<float>(number_of(*bound[0]));
        return tensor_value(tensor_binary(runtime.meter, '+', *tensor_binary(runtime.meter, '*', *drawn, std), *mean));
    }
    const Tensor& mean = normal_operand(*bound[0]);
    TensorPtr drawn = normal_tensor(runtime, broadcast_shapes(mean.shape, std.shape), 0.0, 1.0, generator);
    return tensor_value(tensor_binary(runtime.meter, '+', *tensor_binary(runtime.meter, '*', *drawn, std), mean));
}

// --- torch.bernoulli ------------------------------------------------------------------------------------------------
const std::vector<std::string> kBernoulliSignatures = {
    "(Tensor input, *, torch.Generator generator, Tensor out)",
    "(Tensor input, float p, *, torch.Generator generator)",
};

// The tensor bernoulli fills or reads: float32, contiguous, outside autograd.
const Tensor& bernoulli_operand(const Tensor& tensor, const std::string& what) {
    if (tensor.dtype != DType::Float32) {
        if (!tensor.is_float()) raise_error("RuntimeError", "\"bernoulli_tensor_cpu_p_\" not implemented for '" + scalar_type_name(tensor.dtype) + "'");
        raise_unsupported(what + " of a " + dtype_name(tensor.dtype) + " tensor");
    }
    if (!tensor.view_strides.empty()) raise_unsupported(what + " of a transposed or sliced view (call .contiguous() first)");
    if (records_grad(tensor)) raise_unsupported(what + " of a tensor that requires grad");
    return tensor;
}

// Fills `out` (count floats) with 0 or 1: draws from the probabilities `p`, or from one probability for all.
void draw_bernoulli(qkv::Generator& generator, float* out, std::int64_t count, const float* p, double scalar_p) {
    for (std::int64_t i = 0; i < count; ++i) {
        if (p) {
            if (!(p[i] >= 0.0f && p[i] <= 1.0f))
                raise_error("RuntimeError", "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  "
                                            "If so, please report an enhancement request to PyTorch.)");
            out[i] = static_cast<double>(generator.random() & 0xFFFFFFu) * 0x1p-24 < p[i] ? 1.0f : 0.0f;
        } else {
            const double uniform = static_cast<double>(generator.random64() & ((std::uint64_t{1} << 53) - 1)) * 0x1p-53;
            out[i] = uniform < scalar_p ? 1.0f : 0.0f;
        }
    }
}

double bernoulli_probability(const Value& value) {
    const double p = number_of(value);
    if (!(p >= 0 && p <= 1)) raise_error("RuntimeError", "bernoulli_ expects p to be in [0, 1], but got p=" + stream_number_text(p));
    return p;
}

// bernoulli(input, p=None, *, generator=None): a new tensor shaped as input, from input's probabilities or from p.
Value bernoulli(Runtime& runtime, const Value& input, const std::optional<Value>& p, const std::optional<Value>& generator_value) {
    const bool scalar = p && p->type != Type::None;
    // With a float p, torch fills a tensor shaped as input in input's dtype, whatever it is.
    if (scalar && tensor_of(input)->dtype != DType::Float32)
        raise_unsupported("torch.bernoulli(input, p) of a " + dtype_name(tensor_of(input)->dtype) + " tensor");
    const Tensor& tensor = bernoulli_operand(*tensor_of(input), "torch.bernoulli");
    const double probability = scalar ? bernoulli_probability(*p) : 0.0;
    TensorPtr result = make_tensor(runtime.meter, tensor.shape, "torch.bernoulli(...)");
    runtime.charge(1 + tensor.numel() / 16);
    qkv::Generator& generator = chosen_generator(runtime, generator_value, "bernoulli");
    draw_bernoulli(generator, result->data(), tensor.numel(), scalar ? nullptr : tensor.data(), probability);
    return tensor_value(result);
}

Value torch_bernoulli(Runtime& runtime, CallArgs& args) {
    const std::optional<Value> generator = take_keyword(args, "generator");
    if (args.positional.empty() && args.keywords.empty()) raise_invalid_combination("bernoulli", args, kBernoulliSignatures);
    auto bound = bind_arguments(args, "bernoulli", {"input", "p"});
    if (!bound[0] || !is_tensor(*bound[0]) || (bound[1] && !is_number(*bound[1])))
        raise_invalid_combination("bernoulli", args, kBernoulliSignatures);
    return bernoulli(runtime, *bound[0], bound[1], generator);
}

Value method_bernoulli(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "bernoulli", {"p", "generator"});
    if (bound[0] && bound[0]->type != Type::None && !is_number(*bound[0])) raise_unsupported("Tensor.bernoulli with a tensor p");
    return bernoulli(runtime, tensor_value(self), bound[0], bound[1]);
}

// x.bernoulli_(p=0.5, *, generator=None): x refilled in place with 0 or 1, from p or from a tensor of probabilities.
Value method_bernoulli_in_place(Runtime& runtime, const TensorPtr& self, CallArgs& args) {
    auto bound = bind_arguments(args, "bernoulli_", {"p", "generator"});
    check_in_place(*self);
    // torch fills a tensor of any dtype with 0 and 1, and records BernoulliBackward on one that requires grad.
    if (self->dtype != DType::Float32) raise_unsupported("Tensor.bernoulli_ on a " + dtype_name(self->dtype) + " tensor");
    if (!self->view_strides.empty()) raise_unsupported("Tensor.bernoulli_ of a transposed or sliced view (call .contiguous() first)");
    if (records_grad(*self)) raise_unsupported("Tensor.bernoulli_ of a tensor that requires grad");
    TensorPtr result = make_tensor(runtime.meter, self->shape, "bernoulli_");
    runtime.charge(1 + self->numel() / 16);
    const Tensor* probabilities = nullptr;
    if (bound[0] && is_tensor(*bound[0])) {
        probabilities = &bernoulli_operand(*tensor_of(*bound[0]), "Tensor.bernoulli_");
        if (probabilities->shape != self->shape) raise_unsupported("bernoulli_ with probabilities of another shape");
    }
    const double p = probabilities ? 0.0 : bound[0] ? bernoulli_probability(*bound[0]) : 0.5;
    qkv::Generator& generator = chosen_generator(runtime, bound[1], "bernoulli_");
    draw_bernoulli(generator, result->data(), self->numel(), probabilities ? probabilities->data() : nullptr, p);
    store_in_place(*self, *result);
    return tensor_value(self);
}

}  // namespace

void add_random_draw_methods(MethodTable& table) {
    table["bernoulli"] = method_bernoulli;
    table["bernoulli_"] = method_bernoulli_in_place;
}

std::vector<std::pair<std::string, Value>> torch_random_functions() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "randn", builtin_value("randn", [](Runtime& r, CallArgs& args) { return factory_draw(r, args, "randn", Draw::normal); }));
    add_member(listed, "rand", builtin_value("rand", [](Runtime& r, CallArgs& args) { return factory_draw(r, args, "rand", Draw::uniform); }));
    add_member(listed, "randn_like", builtin_value("randn_like", [](Runtime& r, CallArgs& args) { return like_draw(r, args, "randn_like", Draw::normal); }));
    add_member(listed, "rand_like", builtin_value("rand_like", [](Runtime& r, CallArgs& args) { return like_draw(r, args, "rand_like", Draw::uniform); }));
    add_member(listed, "normal", builtin_value("normal", torch_normal));
    add_member(listed, "bernoulli", builtin_value("bernoulli", torch_bernoulli));
    return listed;
}

}  // namespace qkv::python
