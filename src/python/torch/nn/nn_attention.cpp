// nn_attention.cpp — nn.MultiheadAttention as torch 1.13.1 builds and runs it: the parameters drawn in torch's
// order, and forward as F.multi_head_attention_forward's sequence of ops (in-projection, heads folded into the
// batch, scaled scores, masks, softmax, dropout, out-projection, weights averaged over the heads), each op the
// playground's own, so the numbers and the gradients are the ones those ops give. What would run another kernel in
// torch (its fused fast path) or that the playground does not reproduce is refused by name.

#include <algorithm>
#include <cmath>
#include <limits>

#include "python/runtime/attributes.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/nn/nn_module.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

Value attribute(Runtime& runtime, const Value& self, const std::string& name) { return get_attribute(runtime, self, name); }

void store(Runtime& runtime, const Value& self, const std::string& name, const Value& value) { set_attribute(runtime, self, name, value); }

// object.name(*positional, **keywords), as the program would call it.
Value call(Runtime& runtime, const Value& object, const std::string& name, std::vector<Value> positional,
           std::vector<std::pair<std::string, Value>> keywords = {}) {
    return call_value(runtime, attribute(runtime, object, name), CallArgs{std::move(positional), std::move(keywords)});
}

Value functional_call(Runtime& runtime, const Value& functional, const std::string& name, std::vector<Value> positional,
                      std::vector<std::pair<std::string, Value>> keywords = {}) {
    return call_functional(runtime, functional, name, CallArgs{std::move(positional), std::move(keywords)});
}

std::int64_t dim_of(const Value& tensor) { return static_cast<std::int64_t>(tensor_of(tensor)->rank()); }
std::int64_t size_of(const Value& tensor, std::size_t axis) { return tensor_of(tensor)->shape.at(axis); }
bool is_none(const std::optional<Value>& value) { return !value || value->type == Type::None; }

[[noreturn]] void assertion(const std::string& message) { raise_error("AssertionError", message); }

// =====================================================================================================================
// __init__
// =====================================================================================================================

void register_none(Runtime& runtime, const Value& self, const std::string& name) {
    call(runtime, self, "register_parameter", {str_value(name), none_value()});
}

// A leaf parameter of torch.empty(shape): its values are drawn or set by _reset_parameters.
Value empty_parameter(Runtime& runtime, const Shape& shape, const std::string& what) {
    TensorPtr tensor = make_tensor(runtime.meter, shape, what);
    tensor->requires_grad = true;
    tensor->is_parameter = true;
    return tensor_value(tensor);
}

Value multihead_attention_init(Runtime& runtime, CallArgs& args, const Value& out_projection_class) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "MultiheadAttention.__init__",
        {"embed_dim", "num_heads", "dropout", "bias", "add_bias_kv", "add_zero_attn", "kdim", "vdim", "batch_first",
         "device", "dtype"}, 2);
    for (std::size_t i : {9, 10})
        if (!is_none(bound[i])) raise_unsupported("nn.MultiheadAttention(device=..., dtype=...)");
    if (bound[4] && truthy(*bound[4])) raise_unsupported("nn.MultiheadAttention(add_bias_kv=True)");
    if (bound[5] && truthy(*bound[5])) raise_unsupported("nn.MultiheadAttention(add_zero_attn=True)");
    const Value embed_dim = *bound[0], num_heads = *bound[1];
    const Value kdim = is_none(bound[6]) ? embed_dim : *bound[6], vdim = is_none(bound[7]) ? embed_dim : *bound[7];
    if (!compare("==", kdim, embed_dim) || !compare("==", vdim, embed_dim))
        raise_unsupported("nn.MultiheadAttention with kdim or vdim other than embed_dim");
    initialise_module(self);
    store(runtime, self, "embed_dim", embed_dim);
    store(runtime, self, "kdim", kdim);
    store(runtime, self, "vdim", vdim);
    store(runtime, self, "_qkv_same_embed_dim", bool_value(true));
    store(runtime, self, "num_heads", num_heads);
    store(runtime, self, "dropout", bound[2].value_or(float_value(0.0)));
    store(runtime, self, "batch_first", bound[8].value_or(bool_value(false)));
    const Value head_dim = binary_operation(runtime, "//", embed_dim, num_heads);
    store(runtime, self, "head_dim", head_dim);
    if (!compare("==", binary_operation(runtime, "*", head_dim, num_heads), embed_dim))
        assertion("embed_dim must be divisible by num_heads");
    const Shape square = factory_size(CallArgs{{tuple_value({embed_dim, embed_dim})}, {}}, "empty");
    const std::int64_t width = square[0];
    store(runtime, self, "in_proj_weight", empty_parameter(runtime, {3 * width, width}, "nn.MultiheadAttention's in_proj_weight"));
    for (const char* name : {"q_proj_weight", "k_proj_weight", "v_proj_weight"}) register_none(runtime, self, name);
    const bool bias = !bound[3] || truthy(*bound[3]);
    if (bias) store(runtime, self, "in_proj_bias", empty_parameter(runtime, {3 * width}, "nn.MultiheadAttention's in_proj_bias"));
    else register_none(runtime, self, "in_proj_bias");
    // The out-projection draws its weight and bias first (Linear's own init), then in_proj_weight is drawn.
    store(runtime, self, "out_proj", call_value(runtime, out_projection_class,
                                                CallArgs{{embed_dim, embed_dim}, {{"bias", bool_value(bias)}}}));
    store(runtime, self, "bias_k", none_value());
    store(runtime, self, "bias_v", none_value());
    store(runtime, self, "add_zero_attn", bool_value(false));
    xavier_uniform_fill(runtime, *tensor_of(attribute(runtime, self, "in_proj_weight")));
    if (bias) {
        for (const Value& zeroed : {attribute(runtime, self, "in_proj_bias"), attribute(runtime, attribute(runtime, self, "out_proj"), "bias")}) {
            Tensor& tensor = *tensor_of(zeroed);
            std::fill(tensor.data(), tensor.data() + tensor.numel(), 0.0f);
        }
    }
    return none_value();
}

// =====================================================================================================================
// forward
// =====================================================================================================================

// The inputs of one forward call, after the module's own checks.
struct AttentionCall {
    Value query, key, value;
    std::optional<Value> key_padding_mask, attn_mask;
    bool need_weights = true, average_weights = true;
};

// Why torch would not take its fused path (MultiheadAttention.forward's checks, in its order); empty when it would.
std::string why_not_fast_path(Runtime& runtime, const Value& self, const AttentionCall& in) {
    if (dim_of(in.query) != 3) return "input not batched";
    if (!compare("is", in.query, in.key) || !compare("is", in.key, in.value)) return "non-self attention";
    if (truthy(attribute(runtime, self, "training"))) return "training is enabled";
    if (!truthy(attribute(runtime, self, "batch_first"))) return "batch_first was not True";
    if (truthy(attribute(runtime, self, "dropout"))) return "dropout";
    if (in.attn_mask) return "attn_mask was not None";
    if (truthy(binary_operation(runtime, "%", attribute(runtime, self, "num_heads"), int_value(2)))) return "num_heads is odd";
    if (!grad_mode_enabled()) return "";
    for (const char* name : {"in_proj_weight", "in_proj_bias"}) {
        const Value parameter = attribute(runtime, self, name);
        if (parameter.type != Type::None && tensor_of(parameter)->requires_grad) return "requires_grad";
    }
    const Value out_proj = attribute(runtime, self, "out_proj");
    for (const char* name : {"weight", "bias"}) {
        const Value parameter = attribute(runtime, out_proj, name);
        if (parameter.type != Type::None && tensor_of(parameter)->requires_grad) return "requires_grad";
    }
    return tensor_of(in.query)->requires_grad ? "requires_grad" : "";
}

// _mha_shape_check: whether the query is batched, with torch's assertion messages.
bool check_shapes(const AttentionCall& in, std::int64_t num_heads) {
    const std::int64_t query_dim = dim_of(in.query), key_dim = dim_of(in.key), value_dim = dim_of(in.value);
    if (query_dim != 2 && query_dim != 3)
        assertion("query should be unbatched 2D or batched 3D tensor but received " + std::to_string(query_dim) + "-D query tensor");
    const bool batched = query_dim == 3;
    const std::string kind = batched ? "For batched (3-D) `query`" : "For unbatched (2-D) `query`";
    if (key_dim != query_dim || value_dim != query_dim)
        assertion(kind + ", expected `key` and `value` to be " + std::to_string(query_dim) + "-D but found " +
                  std::to_string(key_dim) + "-D and " + std::to_string(value_dim) + "-D tensors respectively");
    if (in.key_padding_mask && dim_of(*in.key_padding_mask) != query_dim - 1)
        assertion(kind + ", expected `key_padding_mask` to be `None` or " + std::to_string(query_dim - 1) + "-D but found " +
                  std::to_string(dim_of(*in.key_padding_mask)) + "-D tensor instead");
    if (in.attn_mask && dim_of(*in.attn_mask) != 2 && dim_of(*in.attn_mask) != 3)
        assertion(kind + ", expected `attn_mask` to be `None`, 2-D or 3-D but found " + std::to_string(dim_of(*in.attn_mask)) +
                  "-D tensor instead");
    if (!batched && in.attn_mask && dim_of(*in.attn_mask) == 3) {
        const Shape expected{num_heads, size_of(in.query, 0), size_of(in.key, 0)};
        if (tensor_of(*in.attn_mask)->shape != expected)
            assertion("Expected `attn_mask` shape to be " + repr(tuple_value({int_value(expected[0]), int_value(expected[1]), int_value(expected[2])})) +
                      " but got " + repr(size_value(tensor_of(*in.attn_mask)->shape)));
    }
    return batched;
}

// The scores' mask as torch adds it with baddbmm. Only masks of 0 and -inf are taken: adding those gives the
// same bits as baddbmm's sum, while other values would be added where torch's gemm starts its sum (refused).
void check_mask_values(Runtime& runtime, const Value& mask) {
    const Value contiguous = call(runtime, mask, "contiguous", {});
    const Tensor& values = *tensor_of(contiguous);
    if (!values.is_float()) raise_unsupported("an attn_mask of " + dtype_name(values.dtype) + " in nn.MultiheadAttention");
    const float* data = values.data();
    for (std::int64_t i = 0, count = values.numel(); i < count; ++i)
        if (data[i] != 0.0f && data[i] != -std::numeric_limits<float>::infinity())
            raise_unsupported("an attn_mask with values other than 0 and -inf in nn.MultiheadAttention");
}

// A bool mask as the float one torch adds: 0 where False, -inf where True.
Value float_mask(Runtime& runtime, const Value& mask) {
    const Value contiguous = call(runtime, mask, "contiguous", {});
    const Tensor& flags = *tensor_of(contiguous);
    TensorPtr values = make_tensor(runtime.meter, flags.shape, "the attention mask");
    const std::int64_t* set = flags.integers();
    float* out = values->data();
    for (std::int64_t i = 0, count = flags.numel(); i < count; ++i) out[i] = set[i] ? -std::numeric_limits<float>::infinity() : 0.0f;
    return tensor_value(values);
}

// attn_mask prepared as torch prepares it: checked, 3-D, merged with the key padding mask, and float.
std::optional<Value> prepared_mask(Runtime& runtime, AttentionCall& in, std::int64_t tgt_len, std::int64_t src_len,
                                   std::int64_t bsz, std::int64_t num_heads) {
    std::optional<Value> mask = in.attn_mask;
    if (mask) {
        const Tensor& given = *tensor_of(*mask);
        if (given.dtype == DType::UInt8) raise_unsupported("a uint8 attn_mask in nn.MultiheadAttention (deprecated in torch)");
        if (!is_floating_dtype(given.dtype) && given.dtype != DType::Bool)
            assertion("Only float, byte, and bool types are supported for attn_mask, not " + dtype_name(given.dtype));
        const std::string dims = given.rank() == 2 ? "2D" : "3D";
        const Shape expected = given.rank() == 2 ? Shape{tgt_len, src_len} : Shape{bsz * num_heads, tgt_len, src_len};
        if (given.shape != expected) {
            std::vector<Value> sizes;
            for (std::int64_t size : expected) sizes.push_back(int_value(size));
            raise_error("RuntimeError", "The shape of the " + dims + " attn_mask is " + repr(size_value(given.shape)) +
                                            ", but should be " + repr(tuple_value(sizes)) + ".");
        }
        if (given.rank() == 2) mask = call(runtime, *mask, "unsqueeze", {int_value(0)});
    }
    if (in.key_padding_mask) {
        const Value& padding = *in.key_padding_mask;
        if (tensor_of(padding)->dtype != DType::Bool) raise_unsupported("a key_padding_mask that is not bool in nn.MultiheadAttention");
        const Shape expected{bsz, src_len};
        if (tensor_of(padding)->shape != expected)
            assertion("expecting key_padding_mask shape of " + repr(tuple_value({int_value(bsz), int_value(src_len)})) +
                      ", but got " + repr(size_value(tensor_of(padding)->shape)));
        const Value spread = call(runtime, call(runtime, call(runtime, padding, "view", {int_value(bsz), int_value(1), int_value(1), int_value(src_len)}),
                                                "expand", {int_value(-1), int_value(num_heads), int_value(-1), int_value(-1)}),
                                  "reshape", {int_value(bsz * num_heads), int_value(1), int_value(src_len)});
        if (!mask) mask = spread;
        else if (tensor_of(*mask)->dtype == DType::Bool) mask = call(runtime, *mask, "logical_or", {spread});
        else mask = call(runtime, *mask, "masked_fill", {spread, float_value(-std::numeric_limits<double>::infinity())});
    }
    if (mask && tensor_of(*mask)->dtype == DType::Bool) mask = float_mask(runtime, *mask);
    if (mask) check_mask_values(runtime, *mask);
    return mask;
}

// _in_projection_packed: one linear for self-attention, split weights otherwise (chunked as torch chunks them).
std::vector<Value> project_inputs(Runtime& runtime, const Value& functional, const AttentionCall& in, const Value& weight,
                                  const Value& bias, std::int64_t width) {
    auto linear = [&](const Value& x, const Value& w, const Value& b) { return functional_call(runtime, functional, "linear", {x, w, b}); };
    auto items = [](const Value& sequence) { return items_of(sequence); };
    if (compare("is", in.key, in.value)) {
        if (compare("is", in.query, in.key))
            return items(call(runtime, linear(in.query, weight, bias), "chunk", {int_value(3)}, {{"dim", int_value(-1)}}));
        const Value split = list_value({int_value(width), int_value(2 * width)});
        const auto weights = items(call(runtime, weight, "split", {split}));
        const auto biases = bias.type == Type::None ? std::vector<Value>{bias, bias} : items(call(runtime, bias, "split", {split}));
        std::vector<Value> projected{linear(in.query, weights[0], biases[0])};
        for (const Value& part : items(call(runtime, linear(in.key, weights[1], biases[1]), "chunk", {int_value(2)}, {{"dim", int_value(-1)}})))
            projected.push_back(part);
        return projected;
    }
    const auto weights = items(call(runtime, weight, "chunk", {int_value(3)}));
    const auto biases = bias.type == Type::None ? std::vector<Value>{bias, bias, bias} : items(call(runtime, bias, "chunk", {int_value(3)}));
    return {linear(in.query, weights[0], biases[0]), linear(in.key, weights[1], biases[1]), linear(in.value, weights[2], biases[2])};
}

// (length, batch, embed) -> (batch * heads, length, head_dim)
Value heads_first(Runtime& runtime, const Value& x, std::int64_t heads_in_batch, std::int64_t head_dim) {
    const Value folded = call(runtime, call(runtime, x, "contiguous", {}), "view", {int_value(size_of(x, 0)), int_value(heads_in_batch), int_value(head_dim)});
    return call(runtime, folded, "transpose", {int_value(0), int_value(1)});
}

// F.multi_head_attention_forward on (length, batch, embed) inputs: (attn_output, attn_output_weights or None).
std::pair<Value, Value> attention(Runtime& runtime, const Value& self, const Value& functional, AttentionCall& in, bool batched) {
    const std::int64_t num_heads = attribute(runtime, self, "num_heads").integer;
    const std::int64_t tgt_len = size_of(in.query, 0), bsz = size_of(in.query, 1), embed_dim = size_of(in.query, 2);
    const std::int64_t expected_dim = attribute(runtime, self, "embed_dim").integer, head_dim = expected_dim / num_heads;
    if (embed_dim != expected_dim)
        assertion("was expecting embedding dimension of " + std::to_string(expected_dim) + ", but got " + std::to_string(embed_dim));
    if (tensor_of(in.key)->shape != tensor_of(in.value)->shape)
        assertion("key shape " + repr(size_value(tensor_of(in.key)->shape)) + " does not match value shape " +
                  repr(size_value(tensor_of(in.value)->shape)));
    const std::vector<Value> qkv = project_inputs(runtime, functional, in, attribute(runtime, self, "in_proj_weight"),
                                                  attribute(runtime, self, "in_proj_bias"), embed_dim);
    const std::optional<Value> mask = prepared_mask(runtime, in, tgt_len, size_of(in.key, 0), bsz, num_heads);
    const Value q = heads_first(runtime, qkv[0], bsz * num_heads, head_dim);
    const Value k = heads_first(runtime, qkv[1], bsz * num_heads, head_dim);
    const Value v = heads_first(runtime, qkv[2], bsz * num_heads, head_dim);
    const std::int64_t src_len = size_of(k, 1);
    const Value q_scaled = binary_operation(runtime, "/", q, float_value(std::sqrt(static_cast<double>(head_dim))));
    Value weights = call(runtime, q_scaled, "bmm", {call(runtime, k, "transpose", {int_value(-2), int_value(-1)})});
    if (mask) weights = binary_operation(runtime, "+", weights, *mask);
    weights = functional_call(runtime, functional, "softmax", {weights}, {{"dim", int_value(-1)}});
    const Value dropout_p = attribute(runtime, self, "dropout");
    if (truthy(attribute(runtime, self, "training")) && number_of(dropout_p) > 0.0)
        weights = functional_call(runtime, functional, "dropout", {weights}, {{"p", dropout_p}});
    Value output = call(runtime, weights, "bmm", {v});
    output = call(runtime, call(runtime, call(runtime, output, "transpose", {int_value(0), int_value(1)}), "contiguous", {}),
                  "view", {int_value(tgt_len * bsz), int_value(embed_dim)});
    const Value out_proj = attribute(runtime, self, "out_proj");
    output = functional_call(runtime, functional, "linear", {output, attribute(runtime, out_proj, "weight"), attribute(runtime, out_proj, "bias")});
    output = call(runtime, output, "view", {int_value(tgt_len), int_value(bsz), int_value(size_of(output, 1))});
    if (!batched) output = call(runtime, output, "squeeze", {int_value(1)});
    if (!in.need_weights) return {output, none_value()};
    weights = call(runtime, weights, "view", {int_value(bsz), int_value(num_heads), int_value(tgt_len), int_value(src_len)});
    if (in.average_weights)
        weights = binary_operation(runtime, "/", call(runtime, weights, "sum", {}, {{"dim", int_value(1)}}), int_value(num_heads));
    if (!batched) weights = call(runtime, weights, "squeeze", {int_value(0)});
    return {output, weights};
}

Value multihead_attention_forward(Runtime& runtime, CallArgs& args, const Value& functional) {
    const Value self = self_of(args);
    const auto bound = method_arguments(args, "MultiheadAttention.forward",
        {"query", "key", "value", "key_padding_mask", "need_weights", "attn_mask", "average_attn_weights"}, 3);
    AttentionCall in;
    in.query = *bound[0];
    in.key = *bound[1];
    in.value = *bound[2];
    for (const Value* given : {&in.query, &in.key, &in.value})
        if (!is_tensor(*given)) raise_error("AttributeError", "'" + type_name(*given) + "' object has no attribute 'dim'");
    if (!is_none(bound[3])) in.key_padding_mask = tensor_value(tensor_of(*bound[3]));
    if (!is_none(bound[5])) in.attn_mask = tensor_value(tensor_of(*bound[5]));
    in.need_weights = !bound[4] || truthy(*bound[4]);
    in.average_weights = !bound[6] || truthy(*bound[6]);
    if (in.key_padding_mask) {
        const DType dtype = tensor_of(*in.key_padding_mask)->dtype;
        if (dtype != DType::Bool && !is_floating_dtype(dtype)) assertion("only bool and floating types of key_padding_mask are supported");
    }
    if (why_not_fast_path(runtime, self, in).empty())
        raise_unsupported("nn.MultiheadAttention's fast path (batch_first=True, eval mode, no gradients), where torch runs a fused kernel");
    for (const Value* given : {&in.query, &in.key, &in.value})
        if (!tensor_of(*given)->is_float()) raise_unsupported("nn.MultiheadAttention on " + dtype_name(tensor_of(*given)->dtype) + " tensors");
    const bool batched = check_shapes(in, attribute(runtime, self, "num_heads").integer);
    if (truthy(attribute(runtime, self, "batch_first")) && batched) {
        // Transposed once per distinct tensor, so that `key is value` still holds where it did.
        const bool key_is_value = compare("is", in.key, in.value), query_is_key = compare("is", in.query, in.key);
        in.query = call(runtime, in.query, "transpose", {int_value(1), int_value(0)});
        in.key = query_is_key && key_is_value ? in.query : call(runtime, in.key, "transpose", {int_value(1), int_value(0)});
        in.value = key_is_value ? in.key : call(runtime, in.value, "transpose", {int_value(1), int_value(0)});
    }
    if (!batched) {
        const bool key_is_value = compare("is", in.key, in.value), query_is_key = compare("is", in.query, in.key);
        in.query = call(runtime, in.query, "unsqueeze", {int_value(1)});
        in.key = query_is_key && key_is_value ? in.query : call(runtime, in.key, "unsqueeze", {int_value(1)});
        in.value = key_is_value ? in.key : call(runtime, in.value, "unsqueeze", {int_value(1)});
        if (in.key_padding_mask) in.key_padding_mask = call(runtime, *in.key_padding_mask, "unsqueeze", {int_value(0)});
    }
    auto [output, weights] = attention(runtime, self, functional, in, batched);
    if (truthy(attribute(runtime, self, "batch_first")) && batched) output = call(runtime, output, "transpose", {int_value(1), int_value(0)});
    return tuple_value({output, weights});
}

}  // namespace

NamedValueList nn_attention_members(const Value& linear, const Value& functional) {
    // dir() of the out-projection is Linear's: the ancestor's table serves it.
    const Value out_projection = make_class("NonDynamicallyQuantizableLinear", "torch.nn.modules.linear", {linear}, Scope());
    Scope members;
    members.set("__init__", module_method("MultiheadAttention.__init__", {"embed_dim", "num_heads"},
                                          [out_projection](Runtime& runtime, CallArgs& args) {
                                              return multihead_attention_init(runtime, args, out_projection);
                                          }));
    members.set("forward", module_method("MultiheadAttention.forward", {"query", "key", "value"},
                                         [functional](Runtime& runtime, CallArgs& args) {
                                             return multihead_attention_forward(runtime, args, functional);
                                         }));
    NamedValueList listed;
    add_member(listed, "MultiheadAttention", make_module_class("MultiheadAttention", "torch.nn.modules.activation", std::move(members)));
    return listed;
}

}  // namespace qkv::python
