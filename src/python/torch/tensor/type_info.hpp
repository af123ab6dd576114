// type_info.hpp — torch.finfo and torch.iinfo: the limits of a floating or integer dtype (eps, max, min, tiny,
// bits ...), as objects of the native-type protocol, printed and compared as torch 1.13.1 does.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "python/runtime/value.hpp"

namespace qkv::python {

std::vector<std::pair<std::string, Value>> torch_type_info_functions();  // finfo, iinfo

}  // namespace qkv::python
