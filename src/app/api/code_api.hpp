// code_api.hpp — the code panel's part of window.qkv (run, setExample, setCode), in plain C++ like app_api.hpp;
// api/messages.hpp makes it the page's messages.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/app.hpp"

namespace qkv::app {

// Puts `code` in the open tab and starts running it, as the Run button does. Answers {"ok":true} once started
// (the result comes as the page message "run_finished": {ok, output, error, error_type, error_line}), or
// {"ok":false,"error":"..."} while another run is in progress.
std::string api_run(AppState& state, const std::string& code);

// Ends the run in progress where the platform can. Answers {"ok":true,"stopped":true|false}.
std::string api_stop(AppState& state);

// Opens tab `number` (1-3). Answers {"ok":true,"example":n} or {"ok":false,"error":"..."}.
std::string api_set_example(AppState& state, double number);

// Replaces the open tab's code without running it. Answers {"ok":true}.
std::string api_set_code(AppState& state, const std::string& code);

// Puts code saved by the page (localStorage) into tab `number` (1-3) before the learner sees it; not run.
void api_restore_code(AppState& state, int number, const std::string& code);

// Shows the last run's tensor `name` in the inspector (`leading`: the indices before its last two dimensions).
// With `rerun`, the open tab's code runs again once free (a reload restoring the inspector with the code).
// Answers {"ok":true,"found":true|false}: a name the last run did not leave is kept for the next run.
std::string api_inspect(AppState& state, const std::string& name, const std::vector<std::int64_t>& leading, bool rerun);

}  // namespace qkv::app
