// scope.cpp — ordered variable storage.
#include "python/runtime/scope.hpp"

namespace qkv::python {

Value* Scope::find(const std::string& name) {
    auto it = values_.find(name);
    return it == values_.end() ? nullptr : &it->second;
}

void Scope::set(const std::string& name, Value value) {
    auto it = values_.find(name);
    if (it != values_.end()) {
        it->second = std::move(value);
        return;
    }
    values_.emplace(name, std::move(value));
    order_.push_back(name);
}

}  // namespace qkv::python
