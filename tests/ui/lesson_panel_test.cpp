// lesson_panel_test.cpp — a lesson file's panel on a headless ImGui: every knob gets the control of its kind with
// its rectangle and a spoken label, the keyboard reaches them with Tab, a slider's + button gives the next step as
// Python text, a float slider keeps its steps, and a knob whose line is gone is drawn disabled.
#include "ui/lesson_panel.hpp"

#include <gtest/gtest.h>
#include <imgui.h>

#include "headless_imgui.hpp"
#include "ui/tab_order.hpp"

namespace {

using qkv::LessonParam;
using qkv::LessonParamKind;

LessonParam knob(const char* name, LessonParamKind kind, const char* value, double min = 0, double max = 0,
                 double step = 1) {
    LessonParam param;
    param.name = name;
    param.kind = kind;
    param.value = value;
    param.line = 3;
    param.min = min;
    param.max = max;
    param.step = step;
    return param;
}

class LessonPanelTest : public ::testing::Test {
protected:
    void SetUp() override {
        ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
        fonts = {font, font, font};
        model.title = &title;
        model.markdown = &markdown;
        model.knobs = {knob("T", LessonParamKind::slider, "6", 2, 16, 1),
                       knob("temperature", LessonParamKind::slider, "1.0", 0.25, 4, 0.25),
                       knob("causal", LessonParamKind::boolean, "True"),
                       knob("seed", LessonParamKind::integer, "1337")};
        LessonParam mode = knob("mode", LessonParamKind::choice, "'train'");
        mode.options = {"'train'", "'eval'"};
        model.knobs.push_back(mode);
        qkv::ui::tab_order_attach(&order);
    }

    bool frame(ImGuiKey key = ImGuiKey_COUNT) {
        if (key != ImGuiKey_COUNT) imgui.press(key);
        bool changed = false;
        rects.clear();
        imgui.frame([this, &changed] { changed = qkv::ui::draw_lesson_panel(model, fonts, &state, &edit, &rects); },
                    [this] { qkv::ui::tab_order_begin_frame(&order); },
                    [this] { qkv::ui::tab_order_end_frame(&order); });
        return changed;
    }

    std::string focused_label() const {
        const qkv::ui::TabStop* stop = qkv::ui::tab_order_focused(order);
        return stop ? stop->label : "";
    }

    qkv::ui::testing::HeadlessImGui imgui;
    qkv::ui::TabOrder order;
    qkv::ui::Fonts fonts;
    std::string title = "Attention scores";
    std::string markdown = "A **query** asks, a *key* answers, `wei` weighs.\n\nA second paragraph.";
    qkv::ui::LessonPanelModel model;
    qkv::ui::LessonPanelState state;
    qkv::ui::LessonKnobEdit edit;
    qkv::ui::WidgetRects rects;
};

TEST_F(LessonPanelTest, EveryKnobHasItsControlAndRectangle) {
    EXPECT_FALSE(frame());
    for (const char* name : {"knob.T", "knob.temperature", "knob.causal", "knob.seed", "knob.mode", "lesson_title"}) {
        ASSERT_TRUE(rects.count(name)) << name;
        EXPECT_GT(rects[name].width, 10.0f) << name;
    }
    EXPECT_NE(rects["knob.T"].item_id, 0u);
}

TEST_F(LessonPanelTest, TabReachesTheSliderAndPlusGivesTheNextStep) {
    frame();
    std::vector<std::string> labels;
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(qkv::ui::tab_order_step(&order, +1, false), qkv::ui::TabResult::moved);
        frame();
        labels.push_back(focused_label());
    }
    EXPECT_EQ(labels[0], "T: one step less");
    EXPECT_EQ(labels[1], "T slider, 6");
    EXPECT_EQ(labels[2], "T: one step more");
    bool changed = frame(ImGuiKey_Space);
    changed = changed || frame();
    ASSERT_TRUE(changed);
    EXPECT_EQ(edit.name, "T");
    EXPECT_EQ(edit.value, "7");
}

TEST_F(LessonPanelTest, AFloatSliderStepsByItsStep) {
    frame();
    for (int i = 0; i < 6; ++i) {  // T's three stops, then temperature's -, slider, +
        qkv::ui::tab_order_step(&order, +1, false);
        frame();
    }
    EXPECT_EQ(focused_label(), "temperature: one step more");
    bool changed = frame(ImGuiKey_Space);
    changed = changed || frame();
    ASSERT_TRUE(changed);
    EXPECT_EQ(edit.name, "temperature");
    EXPECT_EQ(edit.value, "1.25");
}

TEST_F(LessonPanelTest, AKnobWhoseLineIsGoneIsDisabled) {
    model.knobs[0].line = 0;
    frame();
    EXPECT_FALSE(rects["knob.T"].enabled);
    EXPECT_TRUE(rects["knob.temperature"].enabled);
}

}  // namespace
