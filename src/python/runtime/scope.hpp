// scope.hpp — a namespace of variables (module globals, a call's locals) that remembers insertion order,
// since CPython's "Did you mean" prefers earlier names on ties.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

class Scope {
public:
    Scope() = default;
    Scope(const Scope&) = default;
    Scope(Scope&&) = default;
    Scope& operator=(const Scope&) = default;
    Scope& operator=(Scope&&) = default;
    // A chain through scopes (a generator holding the previous one in its locals, 300,000 deep) is freed one
    // scope at a time, not by destructors calling destructors until the stack ends.
    ~Scope();
    Value* find(const std::string& name);
    const Value* find(const std::string& name) const;
    void set(const std::string& name, Value value);
    // The same for a name written in the source (a class's or module's members, set once): the string is made
    // here, not in code at each of several hundred call sites.
    void set(const char* name, Value&& value);
    bool remove(const std::string& name);  // false when the name is not bound
    const std::vector<std::string>& names() const { return order_; }

private:
    std::unordered_map<std::string, Value> values_;
    std::vector<std::string> order_;
};

}  // namespace qkv::python
