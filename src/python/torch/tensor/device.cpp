// device.cpp — torch.device as a built-in class whose instances hold `type` and `index`, with torch's repr,
// str, equality and device-string errors; and torch.strided, the one layout of the playground's tensors.
#include "python/torch/tensor/device.hpp"

#include <cctype>

#include "python/runtime/classes.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/operators.hpp"

namespace qkv::python {
namespace {

struct DeviceName {
    std::string type;
    Value index;  // None or an int
};

const char* const kDeviceTypes[] = {"cpu", "cuda", "ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve",
                                    "fpga", "ort", "xla", "lazy", "vulkan", "mps", "meta", "hpu", "privateuseone"};

[[noreturn]] void raise_bad_device_string(const std::string& text) {
    std::string expected;
    for (const char* type : kDeviceTypes) expected += (expected.empty() ? "" : ", ") + std::string(type);
    raise_error("RuntimeError", "Expected one of " + expected + " device type at start of device string: " + text);
}

// "cpu", "cuda", "cuda:1" as c10::Device parses them.
DeviceName parse_device_string(const std::string& text) {
    const std::size_t colon = text.find(':');
    const std::string type = text.substr(0, colon);
    bool known = false;
    for (const char* candidate : kDeviceTypes) known = known || type == candidate;
    if (!known) raise_bad_device_string(text);
    if (colon == std::string::npos) return {type, none_value()};
    const std::string digits = text.substr(colon + 1);
    bool numeric = !digits.empty() && digits.size() < 10;
    for (char c : digits) numeric = numeric && std::isdigit(static_cast<unsigned char>(c));
    if (!numeric) raise_unsupported("torch.device(" + repr(str_value(text)) + ")");
    return {type, int_value(std::stoll(digits))};
}

DeviceName device_name_of(const Value& device) {
    const auto& attributes = object_of<InstanceObject>(device).attributes;
    return {str_of(*attributes.find("type")), *attributes.find("index")};
}

bool is_device(const Value& value) {
    return value.type == Type::Instance && &class_of_instance(value) == &class_of(device_class());
}

std::string device_text(const DeviceName& name) {
    return name.index.type == Type::None ? name.type : name.type + ":" + std::to_string(name.index.integer);
}

Value device_method(const std::string& name, std::function<Value(const DeviceName&, CallArgs&)> body) {
    return builtin_value(name, [body](Runtime&, CallArgs& args) { return body(device_name_of(args.positional.at(0)), args); });
}

Value make_device_class() {
    Scope members;
    members.set("__repr__", device_method("__repr__", [](const DeviceName& name, CallArgs&) {
        std::string text = "device(type='" + name.type + "'";
        if (name.index.type != Type::None) text += ", index=" + std::to_string(name.index.integer);
        return str_value(text + ")");
    }));
    members.set("__str__", device_method("__str__", [](const DeviceName& name, CallArgs&) { return str_value(device_text(name)); }));
    members.set("__eq__", device_method("__eq__", [](const DeviceName& name, CallArgs& args) {
        const Value& other = args.positional.at(1);
        return bool_value(is_device(other) && device_text(device_name_of(other)) == device_text(name));
    }));
    Value cls = make_class("device", "torch", {}, std::move(members));
    object_of<ClassObject>(cls).extension_type = true;
    object_of<ClassObject>(cls).on_create = [](Runtime&, const Value& instance, CallArgs& args) {
        if (!args.keywords.empty() || args.positional.empty() || args.positional.size() > 2)
            raise_unsupported("torch.device(...) with these arguments");
        const Value& first = args.positional[0];
        DeviceName name;
        if (first.type == Type::Str) name = parse_device_string(str_of(first));
        else if (first.type == Type::Int) name = {"cuda", first};
        else if (is_device(first)) name = device_name_of(first);
        else raise_unsupported("torch.device(" + type_name(first) + ")");
        if (args.positional.size() == 2) {
            if (first.type != Type::Str || args.positional[1].type != Type::Int) raise_unsupported("torch.device(...) with these arguments");
            name.index = args.positional[1];
        }
        auto& attributes = object_of<InstanceObject>(instance).attributes;
        attributes.set("type", str_value(name.type));
        attributes.set("index", name.index);
    };
    return cls;
}

Value make_strided_layout() {
    Scope members;
    for (const char* name : {"__repr__", "__str__"})
        members.set(name, builtin_value(name, [](Runtime&, CallArgs&) { return str_value("torch.strided"); }));
    return make_singleton("layout", "torch", std::move(members));
}

}  // namespace

const Value& strided_layout() {
    static const Value layout = make_strided_layout();
    return layout;
}

const Value& device_class() {
    static const Value cls = make_device_class();
    return cls;
}

Value cpu_device(Runtime& runtime) {
    CallArgs args;
    args.positional.push_back(str_value("cpu"));
    return instantiate(runtime, device_class(), args);
}

bool is_device_argument(const Value& value) {
    if (value.type == Type::Str) {
        parse_device_string(str_of(value));
        return true;
    }
    return is_device(value);
}

void require_cpu(const Value& device) {
    const std::string type = device.type == Type::Str ? parse_device_string(str_of(device)).type : device_name_of(device).type;
    if (type == "cuda") raise_no_cuda();
    if (type != "cpu") raise_unsupported("the " + type + " device");
}

void raise_no_cuda() { raise_error("AssertionError", "Torch not compiled with CUDA enabled"); }

}  // namespace qkv::python
