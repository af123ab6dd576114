// signature.cpp — binding a call's arguments to a Signature, with CPython's messages.
#include "python/runtime/signature.hpp"

#include <algorithm>

#include "python/runtime/errors.hpp"

namespace qkv::python {
namespace {

// 'a', 'a' and 'b', 'a', 'b', and 'c'
std::string quoted_names(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i == 0 ? "" : i + 1 == names.size() ? (names.size() == 2 ? " and " : ", and ") : ", ") + ("'" + names[i] + "'");
    return text;
}

}  // namespace

void raise_missing_parameters(const std::string& function, const std::vector<std::string>& missing) {
    raise_error("TypeError", function + " missing " + std::to_string(missing.size()) + " required positional argument" +
                                 (missing.size() == 1 ? "" : "s") + ": " + quoted_names(missing));
}

std::vector<std::optional<Value>> bind_signature(const Signature& signature, CallArgs& args) {
    const std::size_t count = signature.positional.size();
    if (args.positional.size() > count) {
        const std::string takes = signature.required == count ? std::to_string(count + 1)
                                                               : "from " + std::to_string(signature.required + 1) + " to " + std::to_string(count + 1);
        raise_error("TypeError", signature.name + "() takes " + takes + " positional argument" + (count == 0 ? "" : "s") + " but " +
                                     std::to_string(args.positional.size() + 1) + " were given");
    }
    std::vector<std::optional<Value>> bound(count + signature.keyword_only.size());
    for (std::size_t i = 0; i < args.positional.size(); ++i) bound[i] = args.positional[i];
    for (const auto& keyword : args.keywords) {
        std::vector<std::string> all = signature.positional;
        all.insert(all.end(), signature.keyword_only.begin(), signature.keyword_only.end());
        const auto found = std::find(all.begin(), all.end(), keyword.first);
        if (found == all.end()) raise_error("TypeError", signature.name + "() got an unexpected keyword argument '" + keyword.first + "'");
        std::optional<Value>& slot = bound[static_cast<std::size_t>(found - all.begin())];
        if (slot) raise_error("TypeError", signature.name + "() got multiple values for argument '" + keyword.first + "'");
        slot = keyword.second;
    }
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < signature.required; ++i)
        if (!bound[i]) missing.push_back(signature.positional[i]);
    if (!missing.empty()) raise_missing_parameters(signature.name + "()", missing);
    return bound;
}

}  // namespace qkv::python
