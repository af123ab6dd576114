// code_panel.cpp — draws "Try it Yourself". The panel never changes the code itself: it reports what the learner
// asked for (run, reset, copy, another tab, typed text) and the app applies it.
#include "code_panel.hpp"

#include <algorithm>

#include <imgui.h>
#include <imgui_internal.h>  // ImGui::GetItemID

#include "chart_view.hpp"
#include "help_marker.hpp"
#include "tab_order.hpp"

namespace qkv::ui {

namespace {

constexpr int kMinEditorLines = 8;
constexpr int kMaxEditorLines = 26;  // longer code scrolls inside the editor
constexpr int kMaxConsoleLines = 14;
constexpr const char* kResetPopup = "Reset this example?";
constexpr double kRunProgressDelaySeconds = 0.5;

int count_lines(const std::string& text) {
    return int(std::count(text.begin(), text.end(), '\n')) + 1;
}

bool dark_background() {
    const ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
    return bg.x + bg.y + bg.z < 1.5f;
}

ImVec4 error_colour() { return dark_background() ? ImVec4(1.0f, 0.50f, 0.47f, 1.0f) : ImVec4(0.75f, 0.10f, 0.10f, 1.0f); }

void draw_tabs(const CodePanelModel& model, CodePanelState* state, CodePanelActions* actions, WidgetRects* rects) {
    const bool force = state->shown_example != model.example;
    if (!ImGui::BeginTabBar("examples", ImGuiTabBarFlags_FittingPolicyResizeDown)) return;
    for (int i = 0; i < model.tab_count; ++i) {
        const ImGuiTabItemFlags flags = force && i == model.example ? ImGuiTabItemFlags_SetSelected : 0;
        const bool open = ImGui::BeginTabItem(model.titles[i], nullptr, flags);
        remember_last_item(rects, "code_tab_" + std::to_string(i + 1));
        describe_last_item(std::string(model.titles[i]) + (i == model.example ? ", open tab" : ", tab"));
        // In a narrow panel the titles are shortened with "..."; the full lesson title shows on hover.
        const float needed = ImGui::CalcTextSize(model.titles[i]).x + 2.0f * ImGui::GetStyle().FramePadding.x;
        if (ImGui::IsItemHovered() && ImGui::GetItemRectSize().x < needed) ImGui::SetTooltip("%s", model.titles[i]);
        if (!open) continue;
        if (!force && i != model.example) actions->select_example = i;
        ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
    state->shown_example = model.example;
}

// Run, or Stop while a run that can be ended is in progress: the same place, so the key that ran it stops it.
void draw_run_button(const CodePanelModel& model, CodePanelActions* actions, WidgetRects* rects) {
    if (model.running && model.can_stop) {
        if (ImGui::Button("\xE2\x96\xA0 Stop")) actions->stop = true;
        remember_last_item(rects, "code_stop");
        describe_last_item("Stop the running code");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Stop the running code (Escape in the editor)");
        return;
    }
    ImGui::BeginDisabled(model.running);
    if (ImGui::Button("\xE2\x96\xB6 Run")) actions->run = true;
    ImGui::EndDisabled();
    remember_last_item(rects, "code_run");
    describe_last_item("Run the code");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Run the code (Ctrl+Enter, or Cmd+Enter on a Mac)");
}

void draw_toolbar(const CodePanelModel& model, CodePanelActions* actions, WidgetRects* rects) {
    draw_run_button(model, actions, rects);
    ImGui::SameLine();
    ImGui::BeginDisabled(model.readonly);
    if (ImGui::Button("Reset\xE2\x80\xA6")) ImGui::OpenPopup(kResetPopup);
    remember_last_item(rects, "code_reset");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button("Copy")) actions->copy = true;
    remember_last_item(rects, "code_copy");
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled(model.copied_recently ? "Copied to the clipboard." : "Ctrl+Enter runs the code.");
}

void draw_reset_popup(CodePanelState* state, CodePanelActions* actions, WidgetRects* rects) {
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    state->reset_popup_open = false;
    if (!ImGui::BeginPopupModal(kResetPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    state->reset_popup_open = true;
    ImGui::TextUnformatted("Your changes to this tab's code will be replaced by the lesson's code.");
    ImGui::TextUnformatted("This cannot be undone.");
    ImGui::Spacing();
    if (ImGui::Button("Reset the code")) {
        actions->reset = true;
        ImGui::CloseCurrentPopup();
    }
    remember_last_item(rects, "code_reset_confirm");
    ImGui::SameLine();
    if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) ImGui::CloseCurrentPopup();
    remember_last_item(rects, "code_reset_cancel");
    ImGui::EndPopup();
}

// The web's textarea goes over this rectangle; the panel only draws its frame.
void reserve_overlay_editor(const CodePanelModel& model, const Fonts& fonts, CodePanelActions* actions,
                            WidgetRects* rects) {
    ImGui::PushFont(fonts.mono);
    const float line_height = ImGui::GetTextLineHeightWithSpacing();
    const float font_size = ImGui::GetFontSize();
    ImGui::PopFont();
    const float padding = ImGui::GetStyle().FramePadding.y + 2.0f;
    const int lines = std::clamp(count_lines(*model.code), kMinEditorLines, kMaxEditorLines);
    const ImVec2 size(ImGui::GetContentRegionAvail().x, line_height * float(lines) + padding * 2.0f);
    if (model.scroll_editor_by != 0.0f) ImGui::SetScrollY(ImGui::GetScrollY() + model.scroll_editor_by);
    const ImVec2 min = ImGui::GetCursorScreenPos();
    const ImVec2 max(min.x + size.x, min.y + size.y);
    ImGui::GetWindowDrawList()->AddRectFilled(min, max, ImGui::GetColorU32(ImGuiCol_FrameBg));
    // A keyboard stop of its own: Tab, or Space on it, hands the keyboard to the textarea.
    if (ImGui::InvisibleButton("##code_editor", size)) actions->focus_editor = true;
    remember_last_item(rects, "code_editor");
    describe_last_item("code editor");
    EditorPlacement& editor = actions->editor;
    static_cast<OverlaySlot&>(editor) = overlay_slot_of_last_item();
    editor.item_id = ImGui::GetItemID();
    editor.line_height = line_height;
    editor.font_size = font_size;
    editor.padding = padding;
    editor.readonly = model.readonly;
    editor.dark = dark_background();
    editor.scroll_up = ImGui::GetScrollY();
    editor.scroll_down = ImGui::GetScrollMaxY() - ImGui::GetScrollY();
}

int resize_callback(ImGuiInputTextCallbackData* data) {
    if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
        auto* text = static_cast<std::string*>(data->UserData);
        text->resize(std::size_t(data->BufTextLen));
        data->Buf = text->data();
    }
    return 0;
}

// Native: a gutter of line numbers beside an ImGui field tall enough for every line, both in one scrolling child,
// so the numbers scroll with the text.
void draw_native_editor(const CodePanelModel& model, const Fonts& fonts, CodePanelState* state,
                        CodePanelActions* actions, WidgetRects* rects) {
    // While the learner types, the field owns the text; otherwise it follows the model (tabs, reset, sliders).
    if (!state->native_active && state->native_buffer != *model.code) state->native_buffer = *model.code;
    ImGui::PushFont(fonts.mono);
    const float line_height = ImGui::GetTextLineHeight();
    const ImVec2 pad = ImGui::GetStyle().FramePadding;
    const int lines = count_lines(state->native_buffer);
    const float visible = line_height * float(std::clamp(lines, kMinEditorLines, kMaxEditorLines)) + pad.y * 2.0f;
    ImGui::BeginChild("code_scroll", ImVec2(0, visible + 2.0f), true);
    const float gutter = ImGui::CalcTextSize("000").x + pad.x * 2.0f;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (int line = 1; line <= lines; ++line) {
        const float y = origin.y + pad.y + line_height * float(line - 1);
        if (line == model.error_line) {
            draw->AddRectFilled(ImVec2(origin.x, y), ImVec2(origin.x + ImGui::GetContentRegionAvail().x, y + line_height),
                                ImGui::GetColorU32(error_colour()) & 0x40FFFFFFu);
        }
        const std::string number = std::to_string(line);
        draw->AddText(ImVec2(origin.x + gutter - pad.x - ImGui::CalcTextSize(number.c_str()).x, y),
                      ImGui::GetColorU32(line == model.error_line ? ImGuiCol_Text : ImGuiCol_TextDisabled),
                      number.c_str());
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x + gutter, origin.y));
    ImGui::PushStyleColor(ImGuiCol_FrameBg, IM_COL32(0, 0, 0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 0.0f);
    const ImVec2 size(ImGui::GetContentRegionAvail().x, line_height * float(lines + 1) + pad.y * 2.0f);
    if (ImGui::InputTextMultiline("##code", state->native_buffer.data(), state->native_buffer.capacity() + 1, size,
                                  ImGuiInputTextFlags_CallbackResize | ImGuiInputTextFlags_AllowTabInput |
                                      (model.readonly ? ImGuiInputTextFlags_ReadOnly : 0),
                                  resize_callback, &state->native_buffer)) {
        actions->code_edited = true;
        actions->edited_code = state->native_buffer.c_str();
    }
    state->native_active = ImGui::IsItemActive();
    remember_last_item(rects, "code_editor");
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
    ImGui::EndChild();
    ImGui::PopFont();
}

// While a run is in progress: nothing for the first half second (most runs end by then), then for how long.
void draw_run_progress(const CodePanelModel& model, WidgetRects* rects) {
    ImGui::PushTextWrapPos(0.0f);  // a narrow panel wraps it rather than cutting it off
    if (model.python_loading) {
        ImGui::TextDisabled("Loading Python\xE2\x80\xA6 the code runs as soon as it is ready.");
    } else if (model.running_seconds >= kRunProgressDelaySeconds) {
        ImGui::TextDisabled(model.can_stop ? "Running\xE2\x80\xA6 %.1f s (Stop, or Escape in the editor, ends it)"
                                           : "Running\xE2\x80\xA6 %.1f s",
                            model.running_seconds);
    } else {
        ImGui::PopTextWrapPos();
        return;
    }
    ImGui::PopTextWrapPos();
    remember_last_item(rects, "code_progress");
}

void draw_console(const CodePanelModel& model, const Fonts& fonts, WidgetRects* rects) {
    if (model.running) draw_run_progress(model, rects);
    if (!model.has_run) {
        if (model.running) return;
        ImGui::TextDisabled("Press Run to see what this code prints.");
        return;
    }
    if (model.stale && !model.running) {
        ImGui::TextDisabled("The code changed since this output: press Run to see what it prints now.");
    }
    ImGui::PushFont(fonts.mono);
    const int lines = std::max(1, count_lines(*model.output) - 1 + (model.error->empty() ? 0 : 1));
    const float height = ImGui::GetTextLineHeightWithSpacing() * float(std::min(lines, kMaxConsoleLines)) +
                         ImGui::GetStyle().WindowPadding.y * 2.0f;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
    ImGui::BeginChild("code_console", ImVec2(0, height), true, ImGuiWindowFlags_HorizontalScrollbar);
    if (!model.output->empty()) {
        const std::string& out = *model.output;
        const bool ends_with_newline = out.back() == '\n';
        ImGui::TextUnformatted(out.data(), out.data() + out.size() - (ends_with_newline ? 1 : 0));
    }
    if (!model.error->empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, error_colour());
        ImGui::TextUnformatted(model.error->c_str());
        ImGui::PopStyleColor();
    }
    if (model.output->empty() && model.error->empty()) ImGui::TextDisabled("(the code printed nothing)");
    ImGui::EndChild();
    remember_last_item(rects, "code_console");
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

// The run's figures under its console, each at its figsize or smaller to fit the panel; rectangles "chart_0",
// "chart_1" ... in the order the run showed them.
void draw_charts(const CodePanelModel& model, const Fonts& fonts, CodePanelActions* actions, WidgetRects* rects) {
    if (!model.charts || model.charts->empty() || !model.has_run) return;
    const float width = ImGui::GetContentRegionAvail().x;
    for (std::size_t i = 0; i < model.charts->size(); ++i) {
        ChartHit hit;
        if (draw_chart((*model.charts)[i], "chart_" + std::to_string(i), width, fonts, rects, &hit)) actions->save_chart = int(i);
        if (int(i) == model.reveal_chart)  // the page copies it from the canvas: all of it must show
            ImGui::ScrollToRectEx(ImGui::GetCurrentWindow(), ImRect(hit.min, hit.max), ImGuiScrollFlags_KeepVisibleEdgeY);
    }
}

bool stopped_as_unsupported(const CodePanelModel& model) {
    return !model.stale && model.error->rfind("NotImplementedError: ", 0) == 0 &&
           model.error->find("is not supported in this playground") != std::string::npos;
}

// Under "What runs here": where the page's open-source packages (the code editor's) and their licences are listed.
void draw_licences_link(CodePanelActions* actions, WidgetRects* rects) {
    ImGui::Spacing();
    ImGui::TextDisabled("The code editor is built from open-source packages, listed with their licences in");
    if (ImGui::SmallButton("third-party-notices.txt")) actions->open_licences = true;
    remember_last_item(rects, "licences_link");
    describe_last_item("third-party-notices.txt: the licences of the packages this page bundles, opens in a new tab");
}

// What the playground's Python covers, folded under the console; opened for the learner whose code just reached
// something it does not cover.
void draw_what_runs_here(const CodePanelModel& model, CodePanelActions* actions, WidgetRects* rects) {
    if (!model.topics || model.topics->empty()) return;
    const bool unsupported = stopped_as_unsupported(model);
    if (unsupported) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("\"What runs here\" below lists what this playground's Python covers.");
        ImGui::PopTextWrapPos();
        ImGui::SetNextItemOpen(true, ImGuiCond_Once);
    }
    const bool open = ImGui::CollapsingHeader("What runs here");
    remember_last_item(rects, "code_what_runs_here");
    describe_last_item("What runs here: what this playground's Python covers");
    if (!open) return;
    ImGui::PushTextWrapPos(0.0f);
    for (const CodePanelTopic& topic : *model.topics) {
        ImGui::TextUnformatted(topic.title.c_str());
        ImGui::Indent();
        ImGui::TextDisabled("%s", topic.summary.c_str());
        ImGui::Unindent();
    }
    if (model.licences_link) draw_licences_link(actions, rects);
    ImGui::PopTextWrapPos();
}

}  // namespace

bool draw_code_panel(const CodePanelModel& model, const Fonts& fonts, CodePanelState* state,
                     CodePanelActions* actions, WidgetRects* rects) {
    draw_tabs(model, state, actions, rects);
    draw_toolbar(model, actions, rects);
    draw_reset_popup(state, actions, rects);
    if (model.overlay_editor) reserve_overlay_editor(model, fonts, actions, rects);
    else draw_native_editor(model, fonts, state, actions, rects);
    // The page's textarea sits above the canvas: hide it while the modal popup is up, or it would cover it.
    if (state->reset_popup_open || ImGui::IsPopupOpen(kResetPopup)) actions->editor.visible = false;
    const ImGuiIO& io = ImGui::GetIO();
    if ((io.KeyCtrl || io.KeySuper) && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) &&
        !model.running) {
        actions->run = true;
    }
    if (model.error_line > 0 && !model.stale) {
        ImGui::PushStyleColor(ImGuiCol_Text, error_colour());
        ImGui::Text("\xE2\x97\x8F Error on line %d", model.error_line);
        ImGui::PopStyleColor();
    }
    ImGui::TextUnformatted("Output");
    draw_console(model, fonts, rects);
    draw_charts(model, fonts, actions, rects);
    if (!model.view_note->empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", model.view_note->c_str());
        ImGui::PopTextWrapPos();
    } else if (model.has_run && !model.stale) {
        ImGui::TextDisabled("The heatmaps above show the tensors this code made.");
    }
    if (!model.runner_note->empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", model.runner_note->c_str());
        ImGui::PopTextWrapPos();
    }
    draw_what_runs_here(model, actions, rects);
    return actions->select_example >= 0 || actions->run || actions->stop || actions->reset || actions->copy ||
           actions->code_edited || actions->open_licences || actions->save_chart >= 0;
}

}  // namespace qkv::ui
