// type_info.cpp — torch.finfo / torch.iinfo (see type_info.hpp). Their numbers are the dtype's own limits as
// Python floats (a float32's eps is 1.1920928955078125e-07); repr shows each with C's %g, as torch's does.
#include "python/torch/tensor/type_info.hpp"

#include <cfloat>
#include <cstdint>
#include <limits>
#include <optional>

#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"
#include "python/torch/tensor/dtype_object.hpp"
#include "python/torch/torch_arguments.hpp"

namespace qkv::python {
namespace {

struct TypeInfo : NativeObject {
    TypeInfo(const NativeType& type, DType of) : NativeObject(type), dtype(of) {}
    DType dtype;
};

// --- The numbers ---------------------------------------------------------------------------------------------------
struct FloatLimits {
    int bits;
    double eps, max, tiny, resolution;
};

FloatLimits float_limits(DType dtype) {
    switch (dtype) {
        case DType::Float64: return {64, DBL_EPSILON, DBL_MAX, DBL_MIN, 1e-15};
        case DType::Float16: return {16, 0.0009765625, 65504.0, 6.103515625e-05, 0.001};
        default: return {32, FLT_EPSILON, FLT_MAX, FLT_MIN, 1e-06};
    }
}

struct IntLimits {
    int bits;
    std::int64_t min, max;
};

IntLimits int_limits(DType dtype) {
    if (dtype == DType::Int32)
        return {32, std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max()};
    return {64, std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()};
}

std::string dtype_short_name(DType dtype) { return dtype_name(dtype).substr(6); }  // "torch.float32" -> "float32"

// --- The two types ---------------------------------------------------------------------------------------------------
std::string finfo_repr(const Value& self) {
    const DType dtype = native_of<TypeInfo>(self).dtype;
    const FloatLimits limits = float_limits(dtype);
    return "finfo(resolution=" + stream_number_text(limits.resolution) + ", min=" + stream_number_text(-limits.max) + ", max=" +
           stream_number_text(limits.max) + ", eps=" + stream_number_text(limits.eps) + ", smallest_normal=" + stream_number_text(limits.tiny) +
           ", tiny=" + stream_number_text(limits.tiny) + ", dtype=" + dtype_short_name(dtype) + ")";
}

std::optional<Value> finfo_attribute(Runtime&, const Value& self, const std::string& name) {
    const DType dtype = native_of<TypeInfo>(self).dtype;
    const FloatLimits limits = float_limits(dtype);
    if (name == "bits") return int_value(limits.bits);
    if (name == "eps") return float_value(limits.eps);
    if (name == "max") return float_value(limits.max);
    if (name == "min") return float_value(-limits.max);
    if (name == "tiny" || name == "smallest_normal") return float_value(limits.tiny);
    if (name == "resolution") return float_value(limits.resolution);
    if (name == "dtype") return str_value(dtype_short_name(dtype));
    return std::nullopt;
}

std::string iinfo_repr(const Value& self) {
    const DType dtype = native_of<TypeInfo>(self).dtype;
    const IntLimits limits = int_limits(dtype);
    return "iinfo(min=" + stream_number_text(static_cast<double>(limits.min)) + ", max=" +
           stream_number_text(static_cast<double>(limits.max)) + ", dtype=" + dtype_short_name(dtype) + ")";
}

std::optional<Value> iinfo_attribute(Runtime&, const Value& self, const std::string& name) {
    const DType dtype = native_of<TypeInfo>(self).dtype;
    const IntLimits limits = int_limits(dtype);
    if (name == "bits") return int_value(limits.bits);
    if (name == "max") return int_value(limits.max);
    if (name == "min") return int_value(limits.min);
    if (name == "dtype") return str_value(dtype_short_name(dtype));
    return std::nullopt;
}

NativeType info_type(const std::string& name, std::string (*repr)(const Value&),
                     std::optional<Value> (*attribute)(Runtime&, const Value&, const std::string&)) {
    NativeType made;
    made.name = name;
    made.repr = repr;
    made.attribute = attribute;
    // Equal when they describe the same dtype; unhashable, as torch's are.
    made.equal = [](const Value& self, const Value& other) {
        return is_native(other, native_type_of(self)) && native_of<TypeInfo>(other).dtype == native_of<TypeInfo>(self).dtype;
    };
    made.hash = [](const Value& self) -> std::int64_t { raise_error("TypeError", "unhashable type: '" + native_type_of(self).name + "'"); };
    return made;
}

Value torch_finfo(Runtime&, CallArgs& args);
Value torch_iinfo(Runtime&, CallArgs& args);

// The classes, one each, as in torch: print(torch.finfo) shows <class 'torch.finfo'>, and type(f) is torch.finfo.
Value finfo_class() {
    static const Value made = type_value("torch.finfo", Type::Native, torch_finfo);
    return made;
}

Value iinfo_class() {
    static const Value made = type_value("torch.iinfo", Type::Native, torch_iinfo);
    return made;
}

const NativeType& finfo_type() {
    static const NativeType type = [] {
        NativeType made = info_type("torch.finfo", finfo_repr, finfo_attribute);
        made.type_object = [](const Value&) { return finfo_class(); };
        return made;
    }();
    return type;
}

const NativeType& iinfo_type() {
    static const NativeType type = [] {
        NativeType made = info_type("torch.iinfo", iinfo_repr, iinfo_attribute);
        made.type_object = [](const Value&) { return iinfo_class(); };
        return made;
    }();
    return type;
}

// --- torch.finfo(type=float32) / torch.iinfo(type) --------------------------------------------------------------------
DType info_dtype(CallArgs& args, const std::string& function, bool has_default) {
    const bool other_keyword = !args.keywords.empty() && (args.keywords.size() > 1 || args.keywords[0].first != "type");
    if (args.keywords.size() == 1 && !other_keyword && args.positional.empty()) {
        args.positional.push_back(args.keywords[0].second);  // type=torch.float16
        args.keywords.clear();
    } else if (other_keyword && args.positional.empty())
        raise_missing_arguments(function, {"type"});
    if (args.positional.size() > 1 || (!args.keywords.empty() && args.positional.size() + args.keywords.size() > 1))
        raise_invalid_combination(function, args, has_default ? std::vector<std::string>{"(torch.dtype type)", "()"}
                                                              : std::vector<std::string>{"(torch.dtype type)"});
    if (args.positional.empty()) {
        if (!has_default) raise_missing_arguments(function, {"type"});
        return DType::Float32;
    }
    const Value& given = args.positional[0];
    if (!is_dtype(given))
        raise_error("TypeError", function + "(): argument 'type' (position 1) must be torch.dtype, not " + type_name(given));
    return dtype_of(given);
}

Value torch_finfo(Runtime&, CallArgs& args) {
    const DType dtype = info_dtype(args, "finfo", true);
    if (!is_floating_dtype(dtype))
        raise_error("TypeError", "torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'");
    return native_value(std::make_shared<TypeInfo>(finfo_type(), dtype));
}

Value torch_iinfo(Runtime&, CallArgs& args) {
    const DType dtype = info_dtype(args, "iinfo", false);
    if (dtype == DType::Bool) raise_error("TypeError", "torch.bool is not supported by torch.iinfo");
    if (is_floating_dtype(dtype))
        raise_error("TypeError", "torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'");
    return native_value(std::make_shared<TypeInfo>(iinfo_type(), dtype));
}

}  // namespace

std::vector<std::pair<std::string, Value>> torch_type_info_functions() {
    std::vector<std::pair<std::string, Value>> listed;
    add_member(listed, "finfo", finfo_class());
    add_member(listed, "iinfo", iinfo_class());
    return listed;
}

}  // namespace qkv::python
