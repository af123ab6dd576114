// scope.cpp — ordered variable storage.
#include "python/runtime/scope.hpp"

#include <algorithm>

namespace qkv::python {

Scope::~Scope() {
    for (auto& entry : values_) release_without_recursion(entry.second);
}

Value* Scope::find(const std::string& name) {
    auto it = values_.find(name);
    return it == values_.end() ? nullptr : &it->second;
}

const Value* Scope::find(const std::string& name) const {
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

void Scope::set(const char* name, Value&& value) { set(std::string(name), std::move(value)); }

bool Scope::remove(const std::string& name) {
    if (values_.erase(name) == 0) return false;
    order_.erase(std::find(order_.begin(), order_.end(), name));
    return true;
}

}  // namespace qkv::python
