// lesson_panel.cpp — the lesson file's panel (see lesson_panel.hpp). Text is laid out word by word, because a
// paragraph mixes fonts and ImGui wraps one font's text only.
#include "lesson_panel.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>

#include <imgui.h>

#include "help_marker.hpp"
#include "tab_order.hpp"

namespace qkv::ui {

namespace {

enum class Style { plain, bold, italic, code };

struct Word {
    std::string text;
    Style style = Style::plain;
    bool space_before = false;
};

// A paragraph's words with their styles: `code` is taken as written; ** and * switch bold and italic.
std::vector<Word> words_of(const std::string& paragraph) {
    std::vector<Word> words;
    Style style = Style::plain;
    bool space = false;
    std::string word;
    const auto flush = [&] {
        if (!word.empty()) words.push_back({word, style, space});
        if (!word.empty()) space = false;
        word.clear();
    };
    for (std::size_t i = 0; i < paragraph.size(); ++i) {
        const char c = paragraph[i];
        const bool in_code = style == Style::code;
        if (c == ' ' || c == '\n') {
            flush();
            space = true;
        } else if (c == '`') {
            flush();
            style = in_code ? Style::plain : Style::code;
        } else if (!in_code && c == '*' && i + 1 < paragraph.size() && paragraph[i + 1] == '*') {
            flush();
            style = style == Style::bold ? Style::plain : Style::bold;
            ++i;
        } else if (!in_code && c == '*') {
            flush();
            style = style == Style::italic ? Style::plain : Style::italic;
        } else {
            word += c;
        }
    }
    flush();
    return words;
}

ImFont* font_of(Style style, const Fonts& fonts) {
    if (style == Style::code) return fonts.mono;
    return style == Style::bold ? fonts.heading : fonts.body;
}

void draw_paragraph(const std::string& paragraph, const Fonts& fonts) {
    const float width = ImGui::GetContentRegionAvail().x;
    const float space = ImGui::CalcTextSize(" ").x;
    float x = 0.0f;
    bool line_start = true;
    const ImVec4 soft = ImGui::GetStyleColorVec4(ImGuiCol_PlotLinesHovered);
    for (const Word& word : words_of(paragraph)) {
        ImGui::PushFont(font_of(word.style, fonts));
        const float w = ImGui::CalcTextSize(word.text.c_str()).x;
        const float gap = word.space_before ? space : 0.0f;
        if (!line_start && x + gap + w <= width) {
            ImGui::SameLine(0.0f, gap);
            x += gap;
        } else {
            x = 0.0f;
        }
        if (word.style == Style::italic) ImGui::PushStyleColor(ImGuiCol_Text, soft);
        ImGui::TextUnformatted(word.text.c_str());
        if (word.style == Style::italic) ImGui::PopStyleColor();
        ImGui::PopFont();
        x += w;
        line_start = false;
    }
}

std::string number_text(double value) {
    char text[40];
    std::snprintf(text, sizeof(text), "%.10g", value);
    return text;
}

// A knob's name in the code font, with what it takes as a hint after it.
void knob_label(const LessonParam& knob, const Fonts& fonts) {
    ImGui::PushFont(fonts.mono);
    ImGui::TextUnformatted(knob.name.c_str());
    ImGui::PopFont();
    if (knob.kind == LessonParamKind::slider) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s to %s, step %s", number_text(knob.min).c_str(), number_text(knob.max).c_str(),
                            number_text(knob.step).c_str());
    }
}

// [−][slider][+]: the buttons give single steps, which a wide range's slider cannot.
bool knob_slider(const LessonParam& knob, std::string* value, WidgetRects* rects) {
    const double current = python_number_value(knob.value).value_or(knob.min);
    const int steps = int(std::lround((knob.max - knob.min) / knob.step));
    int index = int(std::lround((current - knob.min) / knob.step));
    const int before = index;
    const float button = ImGui::GetFrameHeight();
    const float spacing = ImGui::GetStyle().ItemInnerSpacing.x;
    if (ImGui::Button("\xE2\x88\x92", ImVec2(button, button)) && index > 0) --index;
    describe_last_item(knob.name + ": one step less");
    ImGui::SameLine(0, spacing);
    ImGui::SetNextItemWidth(std::max(40.0f, ImGui::GetContentRegionAvail().x - button - spacing));
    const std::string shown = number_text(knob.min + knob.step * index);
    ImGui::SliderInt("##slider", &index, 0, steps, shown.c_str(), ImGuiSliderFlags_AlwaysClamp);
    remember_last_item(rects, "knob." + knob.name);
    describe_last_item(knob.name + " slider, " + shown);
    ImGui::SameLine(0, spacing);
    if (ImGui::Button("+", ImVec2(button, button)) && index < steps) ++index;
    describe_last_item(knob.name + ": one step more");
    if (index == before) return false;
    const double next = knob.min + knob.step * index;
    const bool whole = std::floor(knob.step) == knob.step && std::floor(knob.min) == knob.min;
    *value = whole ? std::to_string(std::llround(next)) : number_text(next);
    return true;
}

bool knob_choice(const LessonParam& knob, std::string* value, WidgetRects* rects) {
    bool changed = false;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
    if (ImGui::BeginCombo("##choice", knob.value.c_str())) {
        for (const std::string& option : knob.options) {
            if (ImGui::Selectable(option.c_str(), option == knob.value) && option != knob.value) {
                *value = option;
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    remember_last_item(rects, "knob." + knob.name);
    describe_last_item(knob.name + " drop-down, " + knob.value);
    return changed;
}

// A field for a number, a string or an expression: Enter (or leaving it) gives its text.
bool knob_field(const LessonParam& knob, LessonPanelState::Field* field, std::string* value, WidgetRects* rects) {
    if (field->synced != knob.value && !field->active) {
        std::snprintf(field->text, sizeof(field->text), "%s", knob.value.c_str());
        field->synced = knob.value;
    }
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
    const bool entered = ImGui::InputText("##field", field->text, sizeof(field->text),
                                          ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
    field->active = ImGui::IsItemActive();
    remember_last_item(rects, "knob." + knob.name);
    describe_last_item(knob.name + " field, " + field->text + ". Enter sets it");
    if (!(entered || ImGui::IsItemDeactivatedAfterEdit()) || field->text == knob.value) return false;
    *value = field->text;
    return true;
}

bool draw_knob(const LessonParam& knob, const Fonts& fonts, LessonPanelState* state, std::string* value,
               WidgetRects* rects) {
    ImGui::PushID(knob.name.c_str());
    if (knob.kind != LessonParamKind::boolean) knob_label(knob, fonts);
    if (!knob.line) ImGui::BeginDisabled();
    bool changed = false;
    switch (knob.kind) {
        case LessonParamKind::slider: changed = knob_slider(knob, value, rects); break;
        case LessonParamKind::boolean: {
            bool checked = knob.value == "True";
            changed = ImGui::Checkbox(knob.name.c_str(), &checked);
            remember_last_item(rects, "knob." + knob.name);
            *value = checked ? "True" : "False";
            break;
        }
        case LessonParamKind::choice: changed = knob_choice(knob, value, rects); break;
        default: changed = knob_field(knob, &state->fields[knob.name], value, rects); break;
    }
    if (!knob.line) {
        ImGui::EndDisabled();
        ImGui::TextDisabled("(its line is no longer in the code: Reset brings it back)");
    }
    if (state->error_knob == knob.name && !state->error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.80f, 0.16f, 0.12f, 1.0f));
        ImGui::TextWrapped("%s", state->error.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PopID();
    return changed;
}

void draw_check(const LessonPanelModel& model) {
    if (model.check_text.empty()) return;
    ImVec4 colour = ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
    if (model.check == CheckShown::passed) colour = ImVec4(0.13f, 0.55f, 0.25f, 1.0f);
    if (model.check == CheckShown::failed) colour = ImVec4(0.80f, 0.40f, 0.05f, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(model.check_text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}

}  // namespace

void draw_lesson_markdown(const std::string& markdown, const Fonts& fonts) {
    std::string paragraph;
    std::size_t start = 0;
    while (start <= markdown.size()) {
        std::size_t end = markdown.find('\n', start);
        if (end == std::string::npos) end = markdown.size();
        const std::string line = markdown.substr(start, end - start);
        if (line.find_first_not_of(" \t") == std::string::npos) {
            if (!paragraph.empty()) draw_paragraph(paragraph, fonts), ImGui::Spacing();
            paragraph.clear();
        } else {
            paragraph += (paragraph.empty() ? "" : "\n") + line;
        }
        start = end + 1;
    }
    if (!paragraph.empty()) draw_paragraph(paragraph, fonts);
}

bool draw_lesson_panel(const LessonPanelModel& model, const Fonts& fonts, LessonPanelState* state,
                       LessonKnobEdit* edit, WidgetRects* rects) {
    if (model.title && !model.title->empty()) {
        ImGui::PushFont(fonts.heading);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(model.title->c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
        remember_last_item(rects, "lesson_title");
    }
    if (model.markdown) draw_lesson_markdown(*model.markdown, fonts);
    if (!model.knobs.empty()) section_banner(fonts, "Knobs");
    bool changed = false;
    for (const LessonParam& knob : model.knobs) {
        std::string value;
        if (draw_knob(knob, fonts, state, &value, rects) && !changed) {
            *edit = {knob.name, value};
            changed = true;
        }
    }
    if (!model.check_text.empty()) section_banner(fonts, "Check");
    draw_check(model);
    remember_last_item(rects, "lesson_check");
    return changed;
}

}  // namespace qkv::ui
