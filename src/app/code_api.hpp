// code_api.hpp — the code panel's part of window.qkv (run, setExample, setCode), in plain C++ like app_api.hpp;
// platform_web_code_api.cpp exports it to JavaScript.
#pragma once

#include <string>

#include "app.hpp"

namespace qkv::app {

// Puts `code` in the open tab and runs it, as the Run button does. Answers {ok, output, error, error_line}.
std::string api_run(AppState& state, const std::string& code);

// Opens tab `number` (1-3). Answers {"ok":true,"example":n} or {"ok":false,"error":"..."}.
std::string api_set_example(AppState& state, double number);

// Replaces the open tab's code without running it. Answers {"ok":true}.
std::string api_set_code(AppState& state, const std::string& code);

// Puts code saved by the page (localStorage) into tab `number` (1-3) before the learner sees it; not run.
void api_restore_code(AppState& state, int number, const std::string& code);

}  // namespace qkv::app
