// controls_panel.cpp — the settings panel, the shapes table and the output console.
#include "controls_panel.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include <imgui.h>

#include "core/pyformat.hpp"
#include "help_marker.hpp"
#include "tab_order.hpp"

namespace qkv::ui {

namespace {

constexpr int kSeedSliderMax = 1000;  // a friendly range for the slider; the field takes any seed

// A label, then [−][slider][+] on one line: the buttons give exact single steps, which a slider over 1..1024
// cannot, and are big enough for a finger. Returns true when the value changed.
bool stepped_slider(const char* id, int* value, int low, int high, const char* format, WidgetRects* rects) {
    ImGui::PushID(id);
    const int before = *value;
    const float button = ImGui::GetFrameHeight();
    const float spacing = ImGui::GetStyle().ItemInnerSpacing.x;
    if (ImGui::Button("\xE2\x88\x92", ImVec2(button, button))) *value = std::max(low, *value - 1);
    remember_last_item(rects, std::string(id) + ".minus");
    describe_last_item(std::string(id) + ": one less");
    ImGui::SameLine(0, spacing);
    ImGui::SetNextItemWidth(std::max(40.0f, ImGui::GetContentRegionAvail().x - button - spacing));
    ImGui::SliderInt("##slider", value, low, high, format, ImGuiSliderFlags_AlwaysClamp);
    remember_last_item(rects, id);
    describe_last_item(std::string(id) + " slider, " + std::to_string(*value));
    ImGui::SameLine(0, spacing);
    if (ImGui::Button("+", ImVec2(button, button))) *value = std::min(high, *value + 1);
    remember_last_item(rects, std::string(id) + ".plus");
    describe_last_item(std::string(id) + ": one more");
    ImGui::PopID();
    return *value != before;
}

void label_with_help(const char* label, const char* help) {
    ImGui::TextUnformatted(label);
    help_marker(help);
}

// The seed slider and the field beside it. Writes the accepted seed into *seed.
bool seed_controls(const LessonSetting& setting, const Seed& current, Seed* seed, ControlsState* state,
                   WidgetRects* rects) {
    bool changed = false;
    // Follow changes made elsewhere (slider, reset, JavaScript), but never overwrite what the learner is typing.
    if (state->synced_seed != current && !state->seed_field_active) {
        std::snprintf(state->seed_text, sizeof(state->seed_text), "%s", current.to_string().c_str());
        state->synced_seed = current;
        state->seed_error.clear();
    }
    label_with_help(setting.label, setting.help);
    const bool in_slider_range = !current.negative && current.magnitude <= std::uint64_t(kSeedSliderMax);
    int slider_value = in_slider_range ? int(current.magnitude) : 0;
    const float field_width = std::min(150.0f, ImGui::GetContentRegionAvail().x * 0.42f);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - field_width - ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::SliderInt("##seed_slider", &slider_value, 0, kSeedSliderMax, in_slider_range ? "%d" : "(from field)",
                         ImGuiSliderFlags_AlwaysClamp)) {
        *seed = Seed::from_int64(slider_value);
        changed = true;
    }
    remember_last_item(rects, "seed");
    describe_last_item(in_slider_range ? "seed slider, " + std::to_string(slider_value)
                                       : std::string("seed slider (the seed field holds a seed beyond 0 to 1000)"));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(field_width);
    const bool entered = ImGui::InputText("##seed_text", state->seed_text, sizeof(state->seed_text),
                                          ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
    state->seed_field_active = ImGui::IsItemActive();
    remember_last_item(rects, "seed_text");
    describe_last_item(std::string("seed field, ") + state->seed_text + ". Enter types a seed");
    if (entered || ImGui::IsItemDeactivatedAfterEdit()) {
        std::string why;
        const std::optional<Seed> parsed = Seed::parse(state->seed_text, &why);
        if (!parsed) {
            state->seed_error = why;  // the text stays, so the learner can fix it
        } else {
            LessonParams probe;
            probe.seed = *parsed;
            const std::string problem = validate(probe);
            if (!problem.empty()) {
                state->seed_error = problem;
            } else {
                state->seed_error.clear();
                if (*parsed != current) {
                    *seed = *parsed;
                    changed = true;
                }
                state->synced_seed = *parsed;  // keep the learner's spelling (e.g. "1_000") until the seed changes
            }
        }
    }
    if (!state->seed_error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.80f, 0.16f, 0.12f, 1.0f));
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(state->seed_error.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        remember_last_item(rects, "seed_error");
    }
    return changed;
}

// A count's label and stepped slider; one bounded by another count (n_head by n_embd) is first brought into range.
bool count_controls(const LessonSetting& setting, const LessonParams& before, LessonParams* next,
                    WidgetRects* rects) {
    int& value = count_of(*next, setting.id);
    int high = setting.max;
    if (setting.at_most) high = std::min(high, count_of(*next, find_setting_by_name(setting.at_most)->id));
    value = std::min(value, high);
    bool changed = value != count_of(before, setting.id);
    label_with_help(setting.label, setting.help);
    changed |= stepped_slider(setting.name, &value, setting.min, high, "%d", rects);
    return changed;
}

bool toggle_control(const LessonSetting& setting, LessonParams* next, WidgetRects* rects) {
    const bool changed = ImGui::Checkbox(setting.label, &toggle_of(*next, setting.id));
    remember_last_item(rects, setting.name);
    help_marker(setting.help);
    return changed;
}

}  // namespace

bool controls_panel(const LessonParams& params, const Fonts& fonts, LessonParams* edited, ControlsState* state,
                    WidgetRects* rects) {
    LessonParams next = params;
    bool changed = false;
    for (const LessonSetting& setting : kLessonSettings) {
        switch (setting.kind) {
            case SettingKind::seed: changed |= seed_controls(setting, params.seed, &next.seed, state, rects); break;
            case SettingKind::count: changed |= count_controls(setting, params, &next, rects); break;
            case SettingKind::toggle: changed |= toggle_control(setting, &next, rects); break;
        }
    }

    ImGui::Spacing();
    ImGui::PushFont(fonts.mono);
    ImGui::Text("head_size = n_embd // n_head");
    ImGui::Text("          = %d // %d = %d", next.n_embd, next.n_head, next.head_size());
    ImGui::PopFont();
    help_marker("Each head gets an equal share of the embedding, so all heads together are as wide as one token "
                "vector. // is Python's floor division: what does not divide evenly is dropped.");
    if (next.n_head > 0 && next.n_embd % next.n_head != 0) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%d does not divide by %d: %d \xC3\x97 %d = %d, the remaining %d features are not "
                            "covered by any head.", next.n_embd, next.n_head, next.n_head, next.head_size(),
                            next.n_head * next.head_size(), next.n_embd - next.n_head * next.head_size());
        ImGui::PopTextWrapPos();
    }

    ImGui::Spacing();
    const bool is_lesson = next == LessonParams{};
    if (is_lesson) ImGui::BeginDisabled();
    if (ImGui::Button("Reset to lesson", ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        next = LessonParams{};
        changed = true;
    }
    remember_last_item(rects, "reset");
    if (is_lesson) ImGui::EndDisabled();

    if (changed && next != params && validate(next).empty()) {
        *edited = next;
        return true;
    }
    return false;
}

void shapes_table(const LessonParams& params, const Fonts& fonts) {
    const std::int64_t tokens = params.tokens, n_embd = params.n_embd, head_size = params.head_size();
    struct Row {
        const char* name;
        std::string shape;
        const char* what;
    };
    std::vector<Row> rows = {
        {"x", py_int_tuple({1, tokens, n_embd}), "torch.randn(1, T, n_embd)"},
        {"W_q W_k W_v", py_int_tuple({head_size, n_embd}), "query.weight, key.weight, value.weight"},
    };
    if (params.bias) rows.push_back({"b_q b_k b_v", py_int_tuple({head_size}), "query.bias, key.bias, value.bias"});
    rows.push_back({"q k v", py_int_tuple({1, tokens, head_size}), "query(x), key(x), value(x)"});

    if (ImGui::BeginTable("shapes", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        for (const Row& row : rows) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushFont(fonts.mono);
            ImGui::TextUnformatted(row.name);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(row.shape.c_str());
            ImGui::PopFont();
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", row.what);
        }
        ImGui::EndTable();
    }
}

void output_console(const std::vector<std::string>& lines, const Fonts& fonts) {
    ImGui::PushFont(fonts.mono);
    const float height = ImGui::GetTextLineHeightWithSpacing() * float(lines.size()) +
                         ImGui::GetStyle().WindowPadding.y * 2.0f;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
    ImGui::BeginChild("output", ImVec2(0, height), true, ImGuiWindowFlags_HorizontalScrollbar);
    for (const std::string& line : lines) ImGui::TextUnformatted(line.c_str());
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

}  // namespace qkv::ui
