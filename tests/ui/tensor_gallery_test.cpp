// tensor_gallery_test.cpp — a lesson file's #@show heatmaps on a headless ImGui: as many to a row as the width
// takes and spread evenly over the rows, side by side in a wide panel and one under another in a narrow one, each
// with its rectangle; Tab reaches a tile's cells and Space chooses the cell for the inspector.
#include "ui/tensor_gallery.hpp"

#include <gtest/gtest.h>
#include <imgui.h>

#include "headless_imgui.hpp"
#include "ui/tab_order.hpp"

namespace {

using qkv::ui::gallery_columns;

TEST(GalleryColumnsTest, AsManyAsTheWidthTakesSpreadEvenly) {
    EXPECT_EQ(gallery_columns(6, 900.0f, 24.0f), 3);  // four fit: three and three
    EXPECT_EQ(gallery_columns(3, 900.0f, 24.0f), 3);
    EXPECT_EQ(gallery_columns(3, 430.0f, 24.0f), 2);
    EXPECT_EQ(gallery_columns(6, 360.0f, 24.0f), 1);  // a phone
    EXPECT_EQ(gallery_columns(1, 900.0f, 24.0f), 1);
    EXPECT_EQ(gallery_columns(0, 900.0f, 24.0f), 1);
    EXPECT_EQ(gallery_columns(5, 10.0f, 24.0f), 1);
}

class GalleryTest : public ::testing::Test {
protected:
    void SetUp() override {
        ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
        fonts = {font, font, font};
        for (const char* name : {"q", "k", "wei"}) {
            qkv::ui::GalleryTile tile;
            tile.name = name;
            tile.shape = "(1, 4, 4)";
            tile.slice = "[0]";
            tile.rows = 4;
            tile.cols = 4;
            tile.describe = [name](int row, int col) {
                return std::vector<std::string>{std::string(name) + "[0, " + std::to_string(row) + ", " +
                                                std::to_string(col) + "]"};
            };
            tiles.push_back(tile);
        }
        model.tiles = &tiles;
        model.fonts = &fonts;
        qkv::ui::tab_order_attach(&order);
    }

    bool frame(float width, ImGuiKey key = ImGuiKey_COUNT) {
        if (key != ImGuiKey_COUNT) imgui.press(key);
        bool chosen = false;
        rects.clear();
        imgui.frame([&] { chosen = qkv::ui::draw_tensor_gallery(model, &ui, width, &rects); },
                    [this] { qkv::ui::tab_order_begin_frame(&order); },
                    [this] { qkv::ui::tab_order_end_frame(&order); });
        return chosen;
    }

    qkv::ui::testing::HeadlessImGui imgui;
    qkv::ui::TabOrder order;
    qkv::ui::Fonts fonts;
    std::vector<qkv::ui::GalleryTile> tiles;
    qkv::ui::GalleryModel model;
    qkv::ui::GalleryUi ui;
    qkv::ui::WidgetRects rects;
};

TEST_F(GalleryTest, SideBySideWhenWideOneUnderAnotherWhenNarrow) {
    frame(740.0f);
    ASSERT_TRUE(rects.count("gallery:q") && rects.count("gallery:k") && rects.count("gallery:wei"));
    EXPECT_EQ(rects["gallery:q"].y, rects["gallery:k"].y);
    EXPECT_EQ(rects["gallery:k"].y, rects["gallery:wei"].y);
    EXPECT_LT(rects["gallery:q"].x + rects["gallery:q"].width, rects["gallery:k"].x);
    EXPECT_LT(rects["gallery:k"].x + rects["gallery:k"].width, rects["gallery:wei"].x);
    frame(300.0f);
    EXPECT_EQ(rects["gallery:q"].x, rects["gallery:k"].x);
    EXPECT_LT(rects["gallery:q"].y + rects["gallery:q"].height, rects["gallery:k"].y);
    EXPECT_LT(rects["gallery:k"].y + rects["gallery:k"].height, rects["gallery:wei"].y);
}

TEST_F(GalleryTest, SpaceOnATileChoosesItsCellForTheInspector) {
    EXPECT_FALSE(frame(740.0f));
    for (int i = 0; i < 2; ++i) {  // q's cells, then k's
        ASSERT_EQ(qkv::ui::tab_order_step(&order, +1, false), qkv::ui::TabResult::moved);
        frame(740.0f);
    }
    EXPECT_EQ(ui.hovered_tensor, "k");  // the keyboard's cell explains itself as the pointer's does
    bool chosen = frame(740.0f, ImGuiKey_Space);
    chosen = frame(740.0f) || chosen;
    ASSERT_TRUE(chosen);
    EXPECT_EQ(ui.chosen.tensor, "k");
    EXPECT_EQ(ui.chosen.cell.row, 0);
    EXPECT_EQ(ui.chosen.cell.col, 0);
}

TEST_F(GalleryTest, ATensorWithoutElementsSaysSo) {
    tiles[1].rows = 0;
    frame(740.0f);
    EXPECT_TRUE(rects.count("gallery:q"));
    EXPECT_FALSE(rects.count("gallery:k"));
}

}  // namespace
