// torch_arguments.cpp — parameter binding and the size/dim/dtype arguments of torch functions.
#include "python/torch/torch_arguments.hpp"

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/tensor_ops.hpp"

namespace qkv::python {

std::vector<std::optional<Value>> bind_arguments(CallArgs& args, const std::string& function, const std::vector<std::string>& parameters) {
    if (args.positional.size() > parameters.size())
        raise_error("TypeError", function + "() takes " + std::to_string(parameters.size()) + " positional argument" +
                                     (parameters.size() == 1 ? "" : "s") + " but " + std::to_string(args.positional.size()) +
                                     (args.positional.size() == 1 ? " was" : " were") + " given");
    std::vector<std::optional<Value>> bound(parameters.size());
    for (std::size_t i = 0; i < args.positional.size(); ++i) bound[i] = args.positional[i];
    for (const auto& keyword : args.keywords) {
        std::size_t i = 0;
        while (i < parameters.size() && parameters[i] != keyword.first) ++i;
        if (i == parameters.size())
            raise_error("TypeError", function + "() got an unexpected keyword argument '" + keyword.first + "'");
        if (bound[i]) raise_error("TypeError", function + "() got multiple values for argument '" + keyword.first + "'");
        bound[i] = keyword.second;
    }
    return bound;
}

const Tensor& tensor_argument(const Value& value, const std::string& function, const std::string& parameter, int position) {
    if (value.type != Type::Tensor)
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) +
                                     ") must be Tensor, not " + type_name(value));
    return *tensor_of(value);
}

Shape size_arguments(const std::vector<Value>& given, const std::string& function) {
    std::vector<Value> items = given;
    if (items.size() == 1 && (items[0].type == Type::Tuple || items[0].type == Type::List || items[0].type == Type::Size))
        items = items_of(items[0]);
    Shape shape;
    for (const Value& item : items) {
        if (item.type != Type::Int && item.type != Type::Bool) {
            if (item.type == Type::Tensor || item.type == Type::Float || item.type == Type::Str || item.type == Type::None)
                raise_error("TypeError", function + "(): argument 'size' must be tuple of ints, but found element of type " +
                                             (item.type == Type::Tensor ? std::string("Tensor") : type_name(item)) + " at pos " +
                                             std::to_string(shape.size() + 1));
            raise_unsupported(function + "() with these arguments");
        }
        shape.push_back(item.integer);
    }
    return shape;
}

DType dtype_argument(const Value& value, const std::string& function) {
    if (value.type != Type::DType)
        raise_error("TypeError", function + "(): argument 'dtype' must be torch.dtype, not " + type_name(value));
    return static_cast<DType>(value.integer);
}

std::int64_t dim_argument(const Value& value, std::size_t rank) { return wrap_dim(integer_argument(value), rank); }

FactoryOptions factory_options(CallArgs& args, const std::string& function) {
    FactoryOptions options;
    if (auto value = take_keyword(args, "dtype"))
        if (value->type != Type::None) options.dtype = dtype_argument(*value, function);
    if (auto value = take_keyword(args, "requires_grad")) options.requires_grad = truthy(*value);
    for (const auto& keyword : args.keywords) raise_unsupported(function + "(" + keyword.first + "=...)");
    if (options.requires_grad && options.dtype && *options.dtype != DType::Float32)
        raise_error("RuntimeError", "Only Tensors of floating point and complex dtype can require gradients");
    return options;
}

}  // namespace qkv::python
