// json_text.hpp — a string as a JSON string literal (quotes and escapes), for the small JSON texts the app hands
// to JavaScript.
#pragma once

#include <string>

namespace qkv::app {

std::string json_quote(const std::string& text);

}  // namespace qkv::app
