// code_api.cpp — window.qkv's run/setExample/setCode on top of code_actions.
#include "code_api.hpp"

#include <cmath>

#include "code_actions.hpp"
#include "json_text.hpp"

namespace qkv::app {

std::string api_run(AppState& state, const std::string& code) {
    ensure_code_session(state);
    set_current_code(state, code);
    run_current_code(state);
    return last_run_json(state.code);
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
