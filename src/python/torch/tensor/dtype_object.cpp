// dtype_object.cpp — torch.dtype registered through the native-type protocol (see dtype_object.hpp).
#include "python/torch/tensor/dtype_object.hpp"

#include <array>

#include "python/runtime/native_type.hpp"

namespace qkv::python {

namespace {

struct DTypeObject : NativeObject {
    DTypeObject(const NativeType& type, DType held) : NativeObject(type), dtype(held) {}
    DType dtype;
};

const NativeType& dtype_type() {
    static const NativeType type = [] {
        NativeType made;
        made.name = "torch.dtype";
        made.repr = [](const Value& self) { return dtype_name(native_of<DTypeObject>(self).dtype); };
        made.copy = [](Runtime&, const Value& self) { return self; };  // torch's dtypes are singletons
        made.deep_copy = [](Runtime&, const Value& self, DeepCopier&) { return self; };
        return made;
    }();
    return type;
}

}  // namespace

Value dtype_value(DType dtype) {
    constexpr std::size_t dtype_count = static_cast<std::size_t>(DType::Bool) + 1;  // Bool is the enum's last
    static const std::array<Value, dtype_count> singletons = [] {
        std::array<Value, dtype_count> made;
        for (std::size_t n = 0; n < dtype_count; ++n)
            made[n] = native_value(std::make_shared<DTypeObject>(dtype_type(), static_cast<DType>(n)));
        return made;
    }();
    return singletons.at(static_cast<std::size_t>(dtype));
}

bool is_dtype(const Value& value) { return is_native(value, dtype_type()); }

DType dtype_of(const Value& value) { return native_of<DTypeObject>(value).dtype; }

}  // namespace qkv::python
