// code_api.cpp — window.qkv's run/setExample/setCode on top of code_actions.
#include "app/api/code_api.hpp"

#include <cmath>

#include "app/code_actions.hpp"
#include "core/json.hpp"

namespace qkv::app {

std::string api_run(AppState& state, const std::string& code) {
    ensure_code_session(state);
    if (state.code.running) {
        return "{\"ok\":false,\"error\":\"the code is still running: wait for it, or stop it (qkv.stop())\"}";
    }
    set_current_code(state, code);
    run_current_code(state);
    return "{\"ok\":true}";
}

std::string api_stop(AppState& state) {
    const bool was_running = state.code.running;
    stop_current_run(state);
    return std::string("{\"ok\":true,\"stopped\":") + (was_running ? "true" : "false") + "}";
}

std::string api_set_example(AppState& state, double number) {
    if (!std::isfinite(number) || number != std::floor(number) || number < 1 || number > kLessonExampleCount) {
        return "{\"ok\":false,\"error\":" +
               json_quote("example must be 1, 2 or 3 (" + std::string(kLessonExampleTitles[0]) + ", " +
                          kLessonExampleTitles[1] + ", " + kLessonExampleTitles[2] + ")") + "}";
    }
    ensure_code_session(state);
    select_example(state, int(number) - 1);
    return "{\"ok\":true,\"example\":" + std::to_string(state.code.example + 1) + "}";
}

std::string api_set_code(AppState& state, const std::string& code) {
    ensure_code_session(state);
    set_current_code(state, code);
    return "{\"ok\":true}";
}

void api_restore_code(AppState& state, int number, const std::string& code) {
    ensure_code_session(state);
    if (number < 1 || number > kLessonExampleCount) return;
    CodeSession& session = state.code;
    if (number - 1 == session.example) {
        set_current_code(state, code);
    } else {
        session.codes[number - 1] = code;
    }
}

}  // namespace qkv::app
