// exercise.cpp — the exercise's choices and feedback. The feedback explains each wrong choice by naming the
// projection that does that job, so a wrong answer still teaches the three roles.
#include "exercise.hpp"

#include <iterator>
#include <string>

#include <imgui.h>

#include "tab_order.hpp"

namespace qkv::ui {

namespace {

struct Choice {
    const char* text;
    const char* feedback;
};

constexpr const char* kQuestion = "What does the value projection of a token carry?";
constexpr int kCorrect = 0;
constexpr Choice kChoices[] = {
    {"The content the token hands over to the positions that read from it",
     "Right. v = value(x) is what a position passes on once another position decides to read from it. "
     "Each v row is made from the same token row of x as q and k, only with W_v's rows."},
    {"What the token is looking for in the other positions",
     "Not quite: that is the query, q = query(x). The value is what gets handed over, not what is searched for."},
    {"What the token offers to be matched against",
     "Not quite: that is the key, k = key(x). Queries are compared with keys; the value is what is handed over."},
    {"The position index of the token in the window",
     "No: x here has no position information at all, and v = value(x) only mixes the token's own features."},
};

}  // namespace

const char* exercise_question() { return kQuestion; }

std::vector<std::string> exercise_choices() {
    std::vector<std::string> texts;
    for (const Choice& choice : kChoices) texts.emplace_back(choice.text);
    return texts;
}

int exercise_correct_choice() { return kCorrect; }

const char* exercise_feedback(const ExerciseState& state) {
    const bool shown = state.checked && state.chosen >= 0 && state.chosen < int(std::size(kChoices));
    return shown ? kChoices[state.chosen].feedback : "";
}

bool draw_exercise(ExerciseState* state, ExerciseActions* actions, WidgetRects* rects) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(kQuestion);
    for (int i = 0; i < int(std::size(kChoices)); ++i) {
        ImGui::PushID(i);
        // The text beside the button wraps in a narrow panel (a radio button's own label would not) and a click
        // on it picks the choice too.
        const bool picked = ImGui::RadioButton("##choice", state->chosen == i);
        describe_last_item(std::string(kChoices[i].text) + (state->chosen == i ? ", selected" : ""));
        remember_last_item(rects, "exercise_choice_" + std::to_string(i + 1));
        ImGui::SameLine();
        ImGui::TextUnformatted(kChoices[i].text);
        if (picked || (ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left))) {
            state->chosen = i;
            state->checked = false;
        }
        ImGui::PopID();
    }
    if (state->chosen < 0) ImGui::BeginDisabled();
    if (ImGui::Button("Check")) {
        state->checked = true;
        ++state->attempts;
    }
    remember_last_item(rects, "exercise_check");
    if (state->chosen < 0) ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button("Show me in the heatmaps")) actions->show_in_heatmaps = true;
    remember_last_item(rects, "exercise_show");
    if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("Pins v[0, 0, 0]: the value row of token 0 is x's row 0 times the rows of W_v.");
    }
    if (*exercise_feedback(*state)) {
        const bool right = state->chosen == kCorrect;
        const ImVec4 colour = right ? ImVec4(0.13f, 0.55f, 0.25f, 1.0f) : ImVec4(0.80f, 0.40f, 0.05f, 1.0f);
        ImGui::PushStyleColor(ImGuiCol_Text, colour);
        ImGui::TextUnformatted(exercise_feedback(*state));
        ImGui::PopStyleColor();
    }
    ImGui::PopTextWrapPos();
    return actions->show_in_heatmaps;
}

}  // namespace qkv::ui
