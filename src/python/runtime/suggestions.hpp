// suggestions.hpp — CPython 3.11's "Did you mean: 'query'?" hint for NameError and AttributeError.
//
// CPython picks, among candidate names, the one with the smallest weighted Levenshtein distance (a case change
// costs 1, any other edit 2), accepting it only when at most about a third of the characters change; ties go to
// the earliest candidate. It gives up when there are 750 or more candidates.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace qkv::python {

std::optional<std::string> suggest_similar_name(const std::string& wrong, const std::vector<std::string>& candidates);

}  // namespace qkv::python
