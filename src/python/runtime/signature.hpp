// signature.hpp — the parameters of a function the playground implements natively but CPython implements in
// Python (random.Random's methods, a dataclass's __init__), bound with the messages CPython gives for those.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

// The names of a native function's parameters, as its binder takes them: a braced list of literals at the call
// site, which stays constant data (a std::vector<std::string> made there would build each string, and its cleanup,
// in code at every call site), or the names of a vector made at run time. A view: it lives for the call it is
// passed to.
class ParameterNames {
public:
    ParameterNames() = default;
    // The braced list's array lives until the end of the call the view is made for, which is all it is read in.
    ParameterNames(std::initializer_list<std::string_view> names) : first_(std::data(names)), count_(names.size()) {}
    ParameterNames(const std::vector<std::string>& names)  // NOLINT: implicit, as the braced list's is
        : owned_(names.begin(), names.end()), first_(owned_.data()), count_(owned_.size()) {}
    ParameterNames(const ParameterNames&) = delete;
    ParameterNames& operator=(const ParameterNames&) = delete;

    std::size_t size() const { return count_; }
    std::string_view operator[](std::size_t index) const { return first_[index]; }
    const std::string_view* begin() const { return first_; }
    const std::string_view* end() const { return first_ + count_; }

private:
    std::vector<std::string_view> owned_;
    const std::string_view* first_ = nullptr;
    std::size_t count_ = 0;
};

struct Signature {
    std::string name;                     // as messages name it: "Random.randint", "Point.__init__"
    std::vector<std::string> positional;  // the parameters after self
    std::size_t required = 0;             // how many of the first ones have no default
    std::vector<std::string> keyword_only;
};

// The arguments in the signature's order (positional parameters, then keyword-only ones), unset where not given;
// TypeError as CPython words it for too many, missing, unexpected or repeated arguments.
std::vector<std::optional<Value>> bind_signature(const Signature& signature, CallArgs& args);

// CPython's TypeError for parameters a call left out: "f() missing 2 required positional arguments: 'a' and 'b'"
// (`function` as the message names it, with its parentheses).
[[noreturn]] void raise_missing_parameters(const std::string& function, const std::vector<std::string>& missing);

}  // namespace qkv::python
