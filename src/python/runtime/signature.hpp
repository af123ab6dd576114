// signature.hpp — the parameters of a function the playground implements natively but CPython implements in
// Python (random.Random's methods, a dataclass's __init__), bound with the messages CPython gives for those.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

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
