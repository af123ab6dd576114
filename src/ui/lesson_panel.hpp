// lesson_panel.hpp — a lesson file's panel: its title, its Markdown text (paragraphs, **bold**, *italic*,
// `code`), a control per #@param of the kind the annotation names (slider, checkbox, drop-down, field) and the
// result of its check. Reads the model, never changes it: a knob the learner moved comes back through *edit.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/lesson_file.hpp"
#include "theme.hpp"
#include "widget_rects.hpp"

namespace qkv::ui {

enum class CheckShown { none, running, passed, failed };

struct LessonPanelModel {
    const std::string* title = nullptr;
    const std::string* markdown = nullptr;
    std::vector<LessonParam> knobs;  // with the values the code states now
    CheckShown check = CheckShown::none;
    std::string check_text;          // "Check passed.", "Check failed: ...", ""
};

// What the panel keeps between frames: each field's text while the learner types, and the last refusal.
struct LessonPanelState {
    struct Field {
        char text[256] = "";
        std::string synced;  // the value the text was last filled from
        bool active = false;
    };
    std::map<std::string, Field> fields;
    std::string error_knob;   // the knob whose last value was refused, and why (the app fills these in)
    std::string error;
};

// A knob moved this frame: its name and its new value as Python source text ("" name: nothing moved).
struct LessonKnobEdit {
    std::string name;
    std::string value;
};

// Returns true when a knob changed (then *edit says which and to what).
bool draw_lesson_panel(const LessonPanelModel& model, const Fonts& fonts, LessonPanelState* state,
                       LessonKnobEdit* edit, WidgetRects* rects);

// The lesson's Markdown wrapped to the panel: paragraphs split at blank lines, **bold** in the heading font,
// `code` in the code font, *italic* in a softer colour (the fonts have no italic).
void draw_lesson_markdown(const std::string& markdown, const Fonts& fonts);

}  // namespace qkv::ui
