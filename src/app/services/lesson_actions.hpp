// lesson_actions.hpp — loading a lesson file into the code panel, turning its knobs (each rewrites its line of
// the code, then the code and its check run again), and reading a run's result as the check's.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "app/app.hpp"
#include "core/json.hpp"

namespace qkv::app {

// Parses `source` and, when it is a lesson, puts its code in the code panel (or `edited`, the learner's edit of it
// that a permalink brought back) and runs it with its check. Returns "" or the first problem with its line
// ("line 4: ..."); the page names the file.
std::string load_lesson(AppState& state, const std::string& name, const std::string& source,
                        const std::string* edited = nullptr);

// The lesson's params, each with the value and line the open code states now (line 0: the code no longer has
// that line). Read from the code each time: parsing a lesson's few dozen lines costs microseconds.
std::vector<LessonParam> lesson_knobs(const AppState& state);

// Whether the learner changed the lesson's code by hand: it differs from the file's code with the knobs' values
// of now (moving a knob is not an edit; removing a knob's line is). False without a lesson file.
bool lesson_code_edited(const AppState& state);

// Sets knobs by name to values given as Python source text (a string knob's may be unquoted): all of them, or
// none with the first problem (check_lesson_value's sentence). Each rewrites its line and the code runs again.
std::string set_lesson_values(AppState& state, const std::vector<std::pair<std::string, std::string>>& values);

// What a run of `code` runs: in a lesson, the code followed by its check; otherwise the code.
std::string program_for_run(const AppState& state, const std::string& code);

// Reads a finished run of `code` as the check's result (passed, failed with the assert's message, or the code
// stopped before the check).
void take_lesson_run(AppState& state, const python::RunResult& result, const std::string& code);

// One sentence for the panel and screen readers: "Check passed.", "Check failed: <message>", ...; "" without one.
std::string lesson_check_text(const LessonSession& lesson);

// "lesson": name | null, "params": [{name, type, value, min, max, step, options}], "check": {status, message},
// "code_edited": lesson_code_edited.
void write_lesson_json(JsonWriter& json, const AppState& state);

// Tells the page about a run whose check ran (the learner event `answered`), once per run.
void publish_lesson_check(AppState& state);

}  // namespace qkv::app
