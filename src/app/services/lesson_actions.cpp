// lesson_actions.cpp — see lesson_actions.hpp. The knobs are re-read from the open code rather than kept apart
// from it, so a learner who edits a knob's line by hand sees the control follow, and a knob always rewrites the
// line where the code has it now.
#include "app/services/lesson_actions.hpp"

#include <algorithm>

#include "app/platform/messages_to_page.hpp"
#include "app/services/code_actions.hpp"

namespace qkv::app {

namespace {

const char* const kCheckStatus[] = {"none", "running", "passed", "failed", "code_failed"};

int line_count(const std::string& code) {
    const int newlines = int(std::count(code.begin(), code.end(), '\n'));
    return newlines + (!code.empty() && code.back() != '\n' ? 1 : 0);
}

// A knob's value (Python source text) as the page's JSON: a bool, a number, a string's text, else the source.
void write_literal(JsonWriter& json, const std::string& text) {
    if (text == "True" || text == "False") {
        json.value(text == "True");
    } else if (const std::optional<double> number = python_number_value(text)) {
        json.value(*number);
    } else if (const std::optional<std::string> string = python_string_value(text)) {
        json.value(*string);
    } else {
        json.value(text);
    }
}

LessonParam* knob_named(std::vector<LessonParam>& knobs, const std::string& name) {
    for (LessonParam& knob : knobs) {
        if (knob.name == name) return &knob;
    }
    return nullptr;
}

std::string knob_names(const std::vector<LessonParam>& knobs) {
    std::string names;
    for (const LessonParam& knob : knobs) names += (names.empty() ? "" : ", ") + knob.name;
    return names.empty() ? "none" : names;
}

}  // namespace

std::string load_lesson(AppState& state, const std::string& name, const std::string& source, const std::string* edited) {
    LessonFile file = parse_lesson(source);
    if (!file.problems.empty()) {
        const LessonProblem& first = file.problems.front();
        return (first.line ? "line " + std::to_string(first.line) + ": " : std::string()) + first.message;
    }
    ensure_code_session(state);
    LessonSession& lesson = state.lesson;
    lesson = LessonSession{};
    lesson.loaded = true;
    lesson.name = name;
    lesson.file = std::move(file);
    lesson.tab_title[0] = lesson.file.title.empty() ? "Lesson" : lesson.file.title.c_str();
    state.ui.inspector = {};  // the tensors of the lesson's run replace the example's
    set_current_code(state, edited ? *edited : lesson.file.code);
    restart_current_code(state);
    return "";
}

std::vector<LessonParam> lesson_knobs(const AppState& state) {
    const LessonFile stated = parse_lesson(state.code.codes[state.code.example]);
    std::vector<LessonParam> knobs = state.lesson.file.params;
    for (LessonParam& knob : knobs) {
        const auto found = std::find_if(stated.params.begin(), stated.params.end(),
                                        [&knob](const LessonParam& param) { return param.name == knob.name; });
        knob.line = found == stated.params.end() ? 0 : found->line;
        if (found != stated.params.end()) knob.value = found->value;
    }
    return knobs;
}

bool lesson_code_edited(const AppState& state) {
    if (!state.lesson.loaded) return false;
    const std::vector<LessonParam>& written = state.lesson.file.params;
    std::string unedited = state.lesson.file.code;
    for (const LessonParam& knob : lesson_knobs(state)) {
        if (!knob.line) return true;  // its line is gone
        const auto original = std::find_if(written.begin(), written.end(),
                                           [&knob](const LessonParam& param) { return param.name == knob.name; });
        if (original != written.end()) unedited = with_lesson_value(unedited, *original, knob.value);
    }
    return unedited != state.code.codes[state.code.example];
}

std::string set_lesson_values(AppState& state, const std::vector<std::pair<std::string, std::string>>& values) {
    if (!state.lesson.loaded) return "no lesson file is loaded";
    std::vector<LessonParam> knobs = lesson_knobs(state);
    std::string code = state.code.codes[state.code.example];
    for (const auto& [name, given] : values) {
        LessonParam* knob = knob_named(knobs, name);
        if (!knob) return "the lesson has no parameter " + name + " (it has " + knob_names(knobs) + ")";
        if (!knob->line) return name + "'s line is no longer in the code (Reset brings it back)";
        const std::string value = lesson_value_as_written(*knob, given);
        const std::string problem = check_lesson_value(*knob, value);
        if (!problem.empty()) return problem;
        code = with_lesson_value(code, *knob, value);
    }
    if (code == state.code.codes[state.code.example]) return "";
    set_current_code(state, code);
    restart_current_code(state);
    return "";
}

std::string program_for_run(const AppState& state, const std::string& code) {
    return state.lesson.loaded ? lesson_program(state.lesson.file, code) : code;
}

void take_lesson_run(AppState& state, const python::RunResult& result, const std::string& code) {
    LessonSession& lesson = state.lesson;
    if (!lesson.loaded || !lesson.file.check_line) return;
    if (result.error_type == "Stopped") {
        lesson.check = LessonCheck::none;
        lesson.check_message = "The run was stopped before the check.";
        return;
    }
    const bool in_check = !result.ok && result.error_line > line_count(code);
    if (result.ok) {
        lesson.check = LessonCheck::passed;
        lesson.check_message.clear();
    } else if (in_check) {
        lesson.check = LessonCheck::failed;
        const std::string prefix = "AssertionError: ";
        lesson.check_message = result.error.rfind(prefix, 0) == 0 ? result.error.substr(prefix.size()) : result.error;
    } else {
        lesson.check = LessonCheck::code_failed;
        lesson.check_message = "the code stopped at line " + std::to_string(result.error_line) +
                               " before the check could run: " + result.error;
        return;  // not an answer: the learner has code to fix first
    }
    ++lesson.checked_runs;
}

std::string lesson_check_text(const LessonSession& lesson) {
    switch (lesson.check) {
        case LessonCheck::passed: return "Check passed.";
        case LessonCheck::failed: return "Check failed: " + lesson.check_message;
        case LessonCheck::code_failed: return "Check not run: " + lesson.check_message;
        case LessonCheck::running: return "Checking…";
        case LessonCheck::none: return lesson.check_message;
    }
    return "";
}

void write_lesson_json(JsonWriter& json, const AppState& state) {
    json.key("lesson");
    if (!state.lesson.loaded) json.raw("null");
    else json.value(state.lesson.name);
    json.key("params").begin_array();
    if (state.lesson.loaded) {
        for (const LessonParam& knob : lesson_knobs(state)) {
            json.begin_object().key("name").value(knob.name).key("type").value(lesson_param_kind_name(knob.kind));
            json.key("value");
            write_literal(json, knob.value);
            json.key("min").value(knob.min).key("max").value(knob.max).key("step").value(knob.step);
            json.key("options").begin_array();
            for (const std::string& option : knob.options) write_literal(json, option);
            json.end_array().key("line").value(knob.line).end_object();
        }
    }
    json.end_array();
    const LessonSession& lesson = state.lesson;
    json.key("check").begin_object().key("status").value(kCheckStatus[int(lesson.check)]);
    json.key("message").value(lesson.check_message).end_object();
    json.key("code_edited").value(lesson_code_edited(state));
}

void publish_lesson_check(AppState& state) {
    LessonSession& lesson = state.lesson;
    if (lesson.checked_runs == lesson.published_checked_runs) return;
    lesson.published_checked_runs = lesson.checked_runs;
    JsonWriter json = page_message("lesson_checked");
    json.key("lesson").value(lesson.name).key("title").value(lesson.file.title);
    json.key("passed").value(lesson.check == LessonCheck::passed).key("message").value(lesson.check_message);
    json.key("attempt").value(lesson.checked_runs);
    post_page_message(json.end_object());
}

}  // namespace qkv::app
