// tab_order_test.cpp — Tab and Shift+Tab on a headless ImGui laid out like the playground (two side-by-side
// panels): reading order, disabled controls skipped, both ends (leave, or wrap on a desktop), entering from
// either end, a modal popup's controls only, the code editor's stop, and what a screen reader is told.
#include "ui/tab_order.hpp"

#include <set>
#include <string>

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "headless_imgui.hpp"

namespace {

using qkv::ui::TabOrder;
using qkv::ui::TabResult;

class TabOrderTest : public ::testing::Test {
protected:
    void SetUp() override {
        qkv::ui::tab_order_attach(&order);
        frame();  // the first frame lists the stops the next Tab walks
    }

    void frame() {
        imgui.frame([this] { draw(); }, [this] { qkv::ui::tab_order_begin_frame(&order); },
                    [this] {
                        order.overlay_editor = editor_id;
                        qkv::ui::tab_order_end_frame(&order);
                    });
    }

    void draw() {
        ImGui::BeginChild("side", ImVec2(200.0f, 0.0f), false, ImGuiWindowFlags_NavFlattened);
        ImGui::Button("first");
        ImGui::Checkbox("bias", &ticked);
        ImGui::EndChild();
        ImGui::SameLine();
        ImGui::BeginChild("main", ImVec2(0.0f, 0.0f), false, ImGuiWindowFlags_NavFlattened);
        ImGui::BeginDisabled(disable_middle);
        ImGui::Button("middle");
        ImGui::EndDisabled();
        ImGui::InvisibleButton("##editor", ImVec2(100.0f, 40.0f));
        editor_id = ImGui::GetItemID();
        qkv::ui::describe_last_item("code editor");
        ImGui::Button("last");
        ImGui::EndChild();
        if (open_popup) {
            ImGui::OpenPopup("confirm");
            open_popup = false;
        }
        if (ImGui::BeginPopupModal("confirm", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
            ImGui::Button("yes");
            ImGui::SameLine();
            ImGui::Button("no");
            ImGui::EndPopup();
        }
    }

    // Steps and runs the frame that applies the move; returns what the focused control is called.
    std::string step(int direction, bool wrap = false, TabResult expected = TabResult::moved) {
        EXPECT_EQ(qkv::ui::tab_order_step(&order, direction, wrap), expected);
        frame();
        return focused();
    }

    std::string focused() const {
        const qkv::ui::TabStop* stop = qkv::ui::tab_order_focused(order);
        return stop ? stop->label : "(none)";
    }

    qkv::ui::testing::HeadlessImGui imgui;
    TabOrder order;
    bool ticked = false;
    bool disable_middle = false;
    bool open_popup = false;
    ImGuiID editor_id = 0;
};

TEST_F(TabOrderTest, TabWalksBothPanelsInReadingOrderThenLeaves) {
    EXPECT_EQ(step(+1), "first");
    EXPECT_TRUE(qkv::ui::keyboard_highlight_visible());
    EXPECT_EQ(step(+1), "bias, not checked");
    EXPECT_EQ(step(+1), "middle");
    EXPECT_EQ(step(+1, false, TabResult::on_editor), "code editor");
    EXPECT_FALSE(qkv::ui::keyboard_highlight_visible()) << "the page's textarea shows its own focus";
    EXPECT_EQ(step(+1), "last");
    EXPECT_EQ(qkv::ui::tab_order_step(&order, +1, false), TabResult::left_canvas);
    frame();
    EXPECT_FALSE(qkv::ui::keyboard_highlight_visible()) << "the highlight goes when the keyboard leaves";
}

TEST_F(TabOrderTest, ShiftTabWalksBackAndTheDesktopWraps) {
    EXPECT_EQ(step(-1), "last");
    EXPECT_EQ(step(-1, false, TabResult::on_editor), "code editor");
    EXPECT_EQ(step(-1), "middle");
    EXPECT_EQ(step(+1, false, TabResult::on_editor), "code editor");
    EXPECT_EQ(step(+1), "last");
    EXPECT_EQ(step(+1, /*wrap=*/true), "first");
    EXPECT_EQ(step(-1, /*wrap=*/true), "last");
}

TEST_F(TabOrderTest, DisabledControlsAreSkipped) {
    disable_middle = true;
    frame();
    EXPECT_EQ(step(+1), "first");
    EXPECT_EQ(step(+1), "bias, not checked");
    EXPECT_EQ(step(+1, false, TabResult::on_editor), "code editor");
}

TEST_F(TabOrderTest, EnteringFromThePageLandsOnTheFirstOrTheLastControl) {
    EXPECT_EQ(qkv::ui::tab_order_enter(&order, +1), TabResult::moved);
    frame();
    EXPECT_EQ(focused(), "first");
    EXPECT_EQ(qkv::ui::tab_order_enter(&order, -1), TabResult::moved);
    frame();
    EXPECT_EQ(focused(), "last");
}

TEST_F(TabOrderTest, TypingInTheEditorMovesTheFocusThereSoTabContinuesAfterIt) {
    EXPECT_EQ(step(+1), "first");
    qkv::ui::tab_order_focus_editor(&order);
    frame();
    EXPECT_EQ(GImGui->NavId, editor_id);
    EXPECT_EQ(step(+1), "last");
}

TEST_F(TabOrderTest, StatesAreSpokenAsTheyChange) {
    ticked = true;
    frame();
    EXPECT_EQ(step(+1), "first");
    EXPECT_EQ(step(+1), "bias, checked");
}

TEST_F(TabOrderTest, AModalPopupKeepsTabOnItsOwnButtons) {
    EXPECT_EQ(step(+1), "first");
    open_popup = true;
    frame();
    frame();
    std::set<std::string> visited;
    for (int press = 0; press < 4; ++press) visited.insert(step(+1, /*wrap=*/true));
    EXPECT_EQ(visited, (std::set<std::string>{"yes", "no"}));
}

}  // namespace
