// lesson_session.hpp — a lesson file loaded into the playground (core/lesson_file.hpp): the file as loaded and
// the result of its check after the last run. Part of AppState; changed only through lesson_actions.hpp. Without a lesson file (`loaded` false) the playground is today's lesson, with its own view.
#pragma once

#include <string>
#include <vector>

#include "core/lesson_file.hpp"

namespace qkv::app {

enum class LessonCheck { none, running, passed, failed, code_failed };

struct LessonSession {
    bool loaded = false;
    std::string name;                // as the page named it: "attention_scores", "lessons/mine.py"
    LessonFile file;                 // as loaded: Reset brings its code back
    const char* tab_title[1] = {""};  // the code panel's one tab: the lesson's title

    LessonCheck check = LessonCheck::none;
    std::string check_message;       // the assert's message, or why the check did not run
    int checked_runs = 0;            // runs whose check ran (the page's `answered` event counts them)
    int published_checked_runs = 0;
};

}  // namespace qkv::app
