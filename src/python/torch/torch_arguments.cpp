// torch_arguments.cpp — parameter binding and the size/dim/dtype arguments of torch functions.
#include "python/torch/torch_arguments.hpp"

#include <algorithm>
#include <cstdio>

#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"
#include "python/torch/ops/tensor_ops.hpp"
#include "python/torch/tensor/device.hpp"
#include "python/torch/tensor/dtype_object.hpp"

namespace qkv::python {

namespace {

// torch's argument parser also takes NumPy's names for two parameters: axis= for dim=, keepdims= for keepdim=.
std::string_view numpy_alias_of(const std::string& keyword, const ParameterNames& parameters) {
    auto has = [&](std::string_view name) { return std::find(parameters.begin(), parameters.end(), name) != parameters.end(); };
    if (keyword == "axis" && has("dim")) return "dim";
    if (keyword == "keepdims" && has("keepdim")) return "keepdim";
    return keyword;
}

}  // namespace

std::vector<std::optional<Value>> bind_arguments(CallArgs& args, const std::string& function, const ParameterNames& parameters) {
    if (args.positional.size() > parameters.size())
        raise_error("TypeError", function + "() takes " + std::to_string(parameters.size()) + " positional argument" +
                                     (parameters.size() == 1 ? "" : "s") + " but " + std::to_string(args.positional.size()) +
                                     (args.positional.size() == 1 ? " was" : " were") + " given");
    std::vector<std::optional<Value>> bound(parameters.size());
    for (std::size_t i = 0; i < args.positional.size(); ++i) bound[i] = args.positional[i];
    for (const auto& keyword : args.keywords) {
        std::size_t i = 0;
        const std::string_view name = numpy_alias_of(keyword.first, parameters);
        while (i < parameters.size() && parameters[i] != name) ++i;
        if (i == parameters.size())
            raise_error("TypeError", function + "() got an unexpected keyword argument '" + keyword.first + "'");
        if (bound[i]) raise_error("TypeError", function + "() got multiple values for argument '" + keyword.first + "'");
        bound[i] = keyword.second;
    }
    return bound;
}

const Tensor& tensor_argument(const Value& value, const std::string& function, const std::string& parameter, int position) {
    if (!is_tensor(value))
        raise_error("TypeError", function + "(): argument '" + parameter + "' (position " + std::to_string(position) +
                                     ") must be Tensor, not " + type_name(value));
    return *tensor_of(value);
}

namespace {

// The call's argument types as torch's parser lists them: keywords in reverse order, as torch 1.13 prints them, and
// keywords alone (a method's, self aside) with a trailing ", ".
std::string argument_types(const CallArgs& args) {
    std::string got;
    for (const Value& value : args.positional) got += (got.empty() ? "" : ", ") + type_name(value);
    if (args.positional.empty() && !args.keywords.empty()) {
        for (auto keyword = args.keywords.rbegin(); keyword != args.keywords.rend(); ++keyword)
            got += keyword->first + "=" + type_name(keyword->second) + ", ";
        return got;
    }
    for (auto keyword = args.keywords.rbegin(); keyword != args.keywords.rend(); ++keyword)
        got += (got.empty() ? "" : ", ") + keyword->first + "=" + type_name(keyword->second);
    return got;
}

}  // namespace

void raise_invalid_combination(const std::string& function, const CallArgs& args, const std::vector<std::string>& signature_lines) {
    std::string message = function + "() received an invalid combination of arguments - got (" + argument_types(args) + "), but expected one of:\n";
    for (const std::string& line : signature_lines) message += " * " + line + "\n";
    raise_error("TypeError", message);
}

void raise_missing_arguments(const std::string& function, const ParameterNames& names) {
    std::string quoted;
    for (std::string_view name : names) quoted += (quoted.empty() ? "\"" : ", \"") + std::string(name) + "\"";
    raise_error("TypeError", function + "() missing " + std::to_string(names.size()) + " required positional argument" +
                                 (names.size() == 1 ? "s" : "") + ": " + quoted);
}

std::string stream_number_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

bool is_index(const Value& value) {
    if (value.type == Type::Int) return true;
    return is_tensor(value) && tensor_of(value)->rank() == 0 && tensor_of(value)->dtype == DType::Int64;
}

namespace {

std::int64_t index_of(const Value& value) {
    return is_tensor(value) ? tensor_of(value)->integers()[0] : value.integer;
}

struct FactorySignature {
    std::size_t required;  // arguments it needs (keyword-only ones without a default included)
    const char* text;
};

const char* const kFactoryKeywords = "torch.dtype dtype, torch.layout layout, torch.device device, bool pin_memory, bool requires_grad";

// torch 1.13.1's Python signatures of the factories that take a size.
std::vector<FactorySignature> factory_signatures(const std::string& function) {
    if (function == "randn" || function == "rand")
        return {{3, "tuple of ints size, *, torch.Generator generator, tuple of names names, "},
                {2, "tuple of ints size, *, torch.Generator generator, Tensor out, "},
                {1, "tuple of ints size, *, Tensor out, "},
                {2, "tuple of ints size, *, tuple of names names, "}};
    if (function == "empty")
        return {{2, "tuple of ints size, *, tuple of names names, torch.memory_format memory_format, "},
                {1, "tuple of SymInts size, *, torch.memory_format memory_format, Tensor out, "}};
    if (function == "full")
        return {{3, "tuple of ints size, Number fill_value, *, tuple of names names, "},
                {2, "tuple of SymInts size, Number fill_value, *, Tensor out, "}};
    return {{2, "tuple of ints size, *, tuple of names names, "}, {1, "tuple of SymInts size, *, Tensor out, "}};
}

[[noreturn]] void raise_factory_invalid_combination(const std::string& function, const CallArgs& args) {
    std::vector<std::string> lines;
    for (const FactorySignature& signature : factory_signatures(function))
        lines.push_back(std::string("(") + signature.text + kFactoryKeywords + ")");
    raise_invalid_combination(function, args, lines);
}

// Whether exactly one signature could take this many arguments: torch's parser then blames that signature's
// first parameter instead of listing them all.
bool one_plausible_signature(const std::string& function, std::size_t argument_count) {
    std::size_t plausible = 0;
    for (const FactorySignature& signature : factory_signatures(function)) plausible += argument_count >= signature.required;
    return plausible == 1;
}

std::string int_list_name(bool symbolic) { return symbolic ? "tuple of SymInts" : "tuple of ints"; }

Shape size_elements(const std::vector<Value>& items, const std::string& function, bool symbolic) {
    Shape shape;
    for (const Value& item : items) {
        if (!is_index(item) && item.type != Type::Bool)
            raise_error("TypeError", function + "(): argument 'size' must be " + int_list_name(symbolic) + ", but found element of type " + type_name(item) + " at pos " +
                                         std::to_string(shape.size() + 1));
        shape.push_back(index_of(item));
    }
    return shape;
}

bool is_size_sequence(const Value& value) {
    if (value.type != Type::Tuple && value.type != Type::List) return false;
    return items_of(value).empty() || is_index(items_of(value)[0]);
}

}  // namespace

Shape factory_size(const CallArgs& args, const std::string& function, std::size_t size_arguments_after) {
    const std::vector<Value>& positional = args.positional;
    const bool symbolic = function != "randn" && function != "rand";
    // f(2, 3): every positional argument is a size when the first is an int.
    if (size_arguments_after == 0 && !positional.empty() && is_index(positional[0])) return size_elements(positional, function, symbolic);
    if (positional.size() == 1 + size_arguments_after && is_size_sequence(positional[0]))
        return size_elements(items_of(positional[0]), function, symbolic);
    if (positional.empty() || !one_plausible_signature(function, positional.size() + args.keywords.size()))
        raise_factory_invalid_combination(function, args);
    raise_error("TypeError", function + "(): argument 'size' (position 1) must be " + int_list_name(symbolic) + ", not " +
                                 type_name(positional[0]));
}

Shape size_argument(const Value& value, const std::string& function, int position) {
    const std::string where = position > 0 ? " (position " + std::to_string(position) + ")" : "";
    if (!is_size_sequence(value))
        raise_error("TypeError", function + "(): argument 'size'" + where + " must be tuple of ints, not " + type_name(value));
    return size_elements(items_of(value), function, false);
}

DType dtype_argument(const Value& value, const std::string& function) {
    if (!is_dtype(value))
        raise_error("TypeError", function + "(): argument 'dtype' must be torch.dtype, not " + type_name(value));
    return dtype_of(value);
}

std::int64_t dim_argument(const Value& value, std::size_t rank) { return wrap_dim(integer_argument(value), rank); }

FactoryOptions factory_options(CallArgs& args, const std::string& function) {
    FactoryOptions options;
    if (auto value = take_keyword(args, "dtype"))
        if (value->type != Type::None) options.dtype = dtype_argument(*value, function);
    if (auto value = take_keyword(args, "requires_grad")) options.requires_grad = truthy(*value);
    if (auto value = take_keyword(args, "device")) require_cpu(*value);
    const bool draws = function == "randn" || function == "rand" || function == "randint" || function == "randperm";
    if (draws) options.generator = take_keyword(args, "generator");
    for (const auto& keyword : args.keywords) raise_unsupported(function + "(" + keyword.first + "=...)");
    if (options.requires_grad && options.dtype && is_floating_dtype(*options.dtype) && *options.dtype != DType::Float32)
        raise_unsupported(function + "(requires_grad=True) of a " + dtype_name(*options.dtype) + " tensor (gradients here are float32 only)");
    if (options.requires_grad && options.dtype && *options.dtype != DType::Float32)
        raise_error("RuntimeError", "Only Tensors of floating point and complex dtype can require gradients");
    return options;
}

}  // namespace qkv::python
