// heatmap_test.cpp — the heatmap's keyboard cell on a headless ImGui: the focused heatmap shows its cursor cell,
// Space starts picking, the arrow keys (and Home/End, PageUp/PageDown) move the cell within the matrix while
// ImGui's navigation stays put, Enter keeps the cell, Escape reports an unpin.
#include "ui/heatmap.hpp"

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "headless_imgui.hpp"
#include "ui/tab_order.hpp"

namespace {

using qkv::ui::HeatmapHit;

class HeatmapKeyboardTest : public ::testing::Test {
protected:
    void SetUp() override {
        qkv::ui::tab_order_attach(&order);
        frame();
        ASSERT_EQ(qkv::ui::tab_order_step(&order, +1, false), qkv::ui::TabResult::moved);  // Tab onto the heatmap
        frame();
    }

    // Draws a 3 x 5 heatmap whose cursor follows what the keyboard reported, and a button under it.
    void frame(ImGuiKey key = ImGuiKey_COUNT) {
        if (key != ImGuiKey_COUNT) imgui.press(key);
        imgui.frame(
            [this] {
                qkv::ui::HeatmapSpec spec;
                spec.id = "m";
                spec.rows = 3;
                spec.cols = 5;
                spec.width = 300.0f;
                spec.cursor_row = cursor_row;
                spec.cursor_col = cursor_col;
                hit = qkv::ui::draw_heatmap(spec, &view, ImGui::GetIO().Fonts->Fonts[0]);
                if (hit.keyboard) {
                    cursor_row = hit.row;
                    cursor_col = hit.col;
                }
                ImGui::Button("below");
            },
            [this] { qkv::ui::tab_order_begin_frame(&order); }, [this] { qkv::ui::tab_order_end_frame(&order); });
    }

    qkv::ui::testing::HeadlessImGui imgui;
    qkv::ui::TabOrder order;
    qkv::ui::HeatmapView view;
    HeatmapHit hit;
    int cursor_row = 1, cursor_col = 2;
};

TEST_F(HeatmapKeyboardTest, FocusShowsTheCursorCell) {
    EXPECT_TRUE(hit.keyboard);
    EXPECT_TRUE(hit.hovered);
    EXPECT_FALSE(hit.picking);
    EXPECT_EQ(hit.row, 1);
    EXPECT_EQ(hit.col, 2);
}

TEST_F(HeatmapKeyboardTest, ArrowKeysMoveTheCellWithinTheMatrixWhilePicking) {
    const ImGuiID heatmap = GImGui->NavId;
    frame(ImGuiKey_Space);
    EXPECT_TRUE(hit.picking);
    frame(ImGuiKey_RightArrow);
    EXPECT_EQ(hit.col, 3);
    frame(ImGuiKey_DownArrow);
    frame();  // a released key does nothing
    frame(ImGuiKey_DownArrow);  // already on the last row
    EXPECT_EQ(hit.row, 2);
    EXPECT_EQ(GImGui->NavId, heatmap) << "the arrow keys moved ImGui's focus away while picking";
    frame(ImGuiKey_Home);
    EXPECT_EQ(hit.col, 0);
    frame(ImGuiKey_End);
    EXPECT_EQ(hit.col, 4);
    frame(ImGuiKey_PageUp);
    EXPECT_EQ(hit.row, 0);
    frame(ImGuiKey_LeftArrow);
    EXPECT_EQ(hit.col, 3);
    frame(ImGuiKey_Enter);
    EXPECT_FALSE(hit.picking);
    EXPECT_FALSE(hit.unpin);
    EXPECT_EQ(hit.row, 0);
    EXPECT_EQ(hit.col, 3);
}

TEST_F(HeatmapKeyboardTest, ArrowKeysMoveBetweenControlsWhenNotPicking) {
    const ImGuiID heatmap = GImGui->NavId;
    frame(ImGuiKey_DownArrow);
    frame();
    EXPECT_NE(GImGui->NavId, heatmap);
    EXPECT_FALSE(hit.keyboard);
}

TEST_F(HeatmapKeyboardTest, EscapeWhilePickingUnpins) {
    frame(ImGuiKey_Space);
    frame(ImGuiKey_RightArrow);
    frame(ImGuiKey_Escape);
    EXPECT_TRUE(hit.unpin);
    EXPECT_FALSE(hit.picking);
    frame();
    EXPECT_FALSE(hit.unpin) << "unpin is reported once";
    EXPECT_TRUE(hit.keyboard) << "the heatmap keeps the keyboard focus";
}

}  // namespace
