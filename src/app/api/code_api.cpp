// code_api.cpp — window.qkv's run/setExample/setCode on top of code_actions.
#include "app/api/code_api.hpp"

#include <cmath>

#include "app/api/app_api.hpp"
#include "app/services/code_actions.hpp"
#include "app/panels/inspector_panel.hpp"
#include "core/json.hpp"

namespace qkv::app {

std::string api_run(AppState& state, const std::string& code) {
    ensure_code_session(state);
    // A run the app started itself (the first one, or one after a slider moved) gives way; a learner's does not.
    if (state.code.running && state.code.run_asked) {
        return api_refusal("the code is still running: wait for it, or stop it (qkv.stop())");
    }
    set_current_code(state, code);
    restart_current_code(state);
    return JsonWriter().begin_object().key("ok").value(true).end_object().text();
}

std::string api_stop(AppState& state) {
    const bool was_running = state.code.running;
    stop_current_run(state);
    return JsonWriter().begin_object().key("ok").value(true).key("stopped").value(was_running).end_object().text();
}

std::string api_set_example(AppState& state, double number) {
    if (!std::isfinite(number) || number != std::floor(number) || number < 1 || number > kLessonExampleCount) {
        std::string tabs;
        for (int i = 0; i < kLessonExampleCount; ++i) {
            tabs += (i ? ", " : "") + std::to_string(i + 1) + ": " + kLessonExampleTitles[i];
        }
        return api_refusal("example must be a whole number from 1 to " + std::to_string(kLessonExampleCount) +
                           " (" + tabs + ")");
    }
    ensure_code_session(state);
    select_example(state, int(number) - 1);
    return JsonWriter().begin_object().key("ok").value(true).key("example").value(state.code.example + 1)
        .end_object().text();
}

std::string api_set_code(AppState& state, const std::string& code) {
    ensure_code_session(state);
    set_current_code(state, code);
    return JsonWriter().begin_object().key("ok").value(true).end_object().text();
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

std::string api_inspect(AppState& state, const std::string& name, const std::vector<std::int64_t>& leading, bool rerun) {
    ensure_code_session(state);
    const bool found = inspect_tensor(state, name, leading);
    if (rerun) state.code.rerun_wanted = true;
    return JsonWriter().begin_object().key("ok").value(true).key("found").value(found).end_object().text();
}

}  // namespace qkv::app
