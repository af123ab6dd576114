// chart_view_test.cpp — a pyplot figure on a headless ImGui: the ticks of matplotlib's default locator and their labels,
// viridis's ends, the text alternative, and a drawn figure with its rectangle, its Save button and its vertices.
#include "ui/chart_view.hpp"

#include <gtest/gtest.h>
#include <imgui.h>

#include "headless_imgui.hpp"

namespace {

using qkv::ui::chart_tick_labels;
using qkv::ui::chart_ticks;

TEST(ChartTicksTest, StepsOfOneTwoTwoAndAHalfAndFiveTimesAPowerOfTen) {
    EXPECT_EQ(chart_ticks(-1.95, 40.95, 9), (std::vector<double>{0, 5, 10, 15, 20, 25, 30, 35, 40}));
    EXPECT_EQ(chart_ticks(0.0, 1.0, 5), (std::vector<double>{0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0}));
    EXPECT_EQ(chart_ticks(-0.5, 5.5, 6), (std::vector<double>{0, 1, 2, 3, 4, 5}));
    EXPECT_EQ(chart_ticks(0.0, 10.0, 4), (std::vector<double>{0.0, 2.5, 5.0, 7.5, 10.0}));
    EXPECT_EQ(chart_ticks(120.0, 980.0, 4), (std::vector<double>{250, 500, 750}));  // 200 would need 5 bins
    EXPECT_TRUE(chart_ticks(1.0, 1.0, 5).empty());
    EXPECT_EQ(chart_ticks(0.03, 0.78, 1), (std::vector<double>{0.25, 0.5, 0.75}));  // two ticks at least: 1 bin has none
}

TEST(ChartTicksTest, LabelsShareTheFewestDecimalsThatTellThemApart) {
    EXPECT_EQ(chart_tick_labels({0, 5, 10}), (std::vector<std::string>{"0", "5", "10"}));
    EXPECT_EQ(chart_tick_labels({0.0, 2.5, 5.0}), (std::vector<std::string>{"0.0", "2.5", "5.0"}));
    EXPECT_EQ(chart_tick_labels({-0.2, 0.0, 0.6000000000000001}), (std::vector<std::string>{"\xE2\x88\x92" "0.2", "0.0", "0.6"}));
    EXPECT_EQ(chart_tick_labels({0.001, 0.0015}), (std::vector<std::string>{"0.0010", "0.0015"}));
}

TEST(ChartColoursTest, ViridisRunsFromPurpleToYellow) {
    EXPECT_EQ(qkv::ui::viridis_colour(0.0), IM_COL32(0x44, 0x01, 0x54, 255));
    EXPECT_EQ(qkv::ui::viridis_colour(1.0), IM_COL32(0xfd, 0xe7, 0x25, 255));
    EXPECT_EQ(qkv::ui::viridis_colour(2.0), qkv::ui::viridis_colour(1.0));
    EXPECT_EQ(qkv::ui::viridis_colour(0.5), IM_COL32(0x21, 0x91, 0x8c, 255));
}

qkv::ChartFigure loss_figure() {
    qkv::ChartAxes axes;
    axes.title = "Training loss", axes.xlabel = "step", axes.ylabel = "loss", axes.legend = true;
    qkv::ChartSeries series;
    series.label = "train", series.colour = "#1f77b4";
    for (int step = 0; step < 40; ++step) series.x.push_back(step), series.y.push_back(3.0 / (1 + step));
    axes.series.push_back(series);
    return qkv::ChartFigure{1, {axes}};
}

TEST(ChartDescriptionTest, TitleAxesRangesAndSeries) {
    EXPECT_EQ(qkv::ui::chart_description(loss_figure()),
              "Figure 1: Training loss. x: step, 0 to 39. y: loss, 0.075 to 3. Series: train (line, 40 points).");
    qkv::ChartAxes image;
    image.image = qkv::ChartImage{2, 3, {0, 0.5, 1, 0.25, 0.5, 0.75}};
    EXPECT_EQ(qkv::ui::chart_description(qkv::ChartFigure{2, {image}}),
              "Figure 2: chart. Image of 2 rows and 3 columns, values 0 to 1.");
    qkv::ChartFigure long_run = loss_figure();  // the data's own range, not the margins' arithmetic (-8.88e-16)
    for (int step = 40; step < 150; ++step) long_run.axes[0].series[0].x.push_back(step), long_run.axes[0].series[0].y.push_back(0.02);
    EXPECT_EQ(qkv::ui::chart_description(long_run),
              "Figure 1: Training loss. x: step, 0 to 149. y: loss, 0.02 to 3. Series: train (line, 150 points).");
}

TEST(ChartDescriptionTest, ALogAxisIsDescribedInTheDataValuesLeavingOutWhatItCannotShow) {
    qkv::ChartFigure figure = loss_figure();
    figure.axes[0].ylog = true;
    figure.axes[0].series[0].y[5] = 0.0;  // no place on a log axis
    figure.axes[0].series[0].y[6] = 1000.0;
    EXPECT_EQ(qkv::ui::chart_description(figure),
              "Figure 1: Training loss. x: step, 0 to 39. y: loss, 0.075 to 1e+03. Series: train (line, 40 points).");
}

TEST(ChartColoursTest, TheNamedMapsRunBetweenMatplotlibsEnds) {
    EXPECT_EQ(qkv::ui::chart_colour("gray", 0.0), IM_COL32(0, 0, 0, 255));
    EXPECT_EQ(qkv::ui::chart_colour("gray", 1.0), IM_COL32(255, 255, 255, 255));
    EXPECT_EQ(qkv::ui::chart_colour("binary", 1.0), IM_COL32(0, 0, 0, 255));
    EXPECT_EQ(qkv::ui::chart_colour("Blues", 0.0), IM_COL32(0xf7, 0xfb, 0xff, 255));
    EXPECT_EQ(qkv::ui::chart_colour("Blues", 1.0), IM_COL32(0x08, 0x30, 0x6b, 255));
    EXPECT_EQ(qkv::ui::chart_colour("Greys", 1.0), IM_COL32(0, 0, 0, 255));
    EXPECT_EQ(qkv::ui::chart_colour("viridis", 0.5), qkv::ui::viridis_colour(0.5));
}

TEST(ChartDrawTest, LogAxesHistogramsAndAGridDrawWithinTheFigure) {
    qkv::ui::testing::HeadlessImGui imgui;
    ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
    const qkv::ui::Fonts fonts{font, font, font};
    qkv::ui::WidgetRects rects;
    qkv::ui::ChartHit hit;
    qkv::ChartFigure figure = loss_figure();
    figure.axes[0].ylog = true, figure.axes[0].grid = true, figure.axes[0].y_from = 1e-3;
    qkv::ChartSeries bars;
    bars.kind = "bar", bars.line = "", bars.width = 2.5, bars.x = {1.25, 3.75}, bars.y = {4, 0};
    figure.axes[0].series.push_back(bars);
    int vertices = 0;
    imgui.frame([&] {
        const int before = ImGui::GetWindowDrawList()->VtxBuffer.Size;
        qkv::ui::draw_chart(figure, "chart_0", 480.0f, fonts, &rects, &hit);
        const ImDrawList* draw = ImGui::GetWindowDrawList();
        vertices = draw->VtxBuffer.Size - before;
        for (int v = before; v < draw->VtxBuffer.Size; ++v) {  // nothing lands outside the figure (no NaN, no inf)
            EXPECT_GE(draw->VtxBuffer[v].pos.x, hit.min.x - 1.0f);
            EXPECT_LE(draw->VtxBuffer[v].pos.y, hit.max.y + 1.0f);
        }
    });
    EXPECT_GT(vertices, 400);
}

TEST(ChartDrawTest, AFigureFillsItsRectangleWithShapesAndText) {
    qkv::ui::testing::HeadlessImGui imgui;
    ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
    const qkv::ui::Fonts fonts{font, font, font};
    qkv::ui::WidgetRects rects;
    qkv::ui::ChartHit hit;
    int vertices_before = 0, vertices_after = 0;
    const qkv::ChartFigure figure = loss_figure();
    imgui.frame([&] {
        vertices_before = ImGui::GetWindowDrawList()->VtxBuffer.Size;
        EXPECT_FALSE(qkv::ui::draw_chart(figure, "chart_0", 480.0f, fonts, &rects, &hit));
        vertices_after = ImGui::GetWindowDrawList()->VtxBuffer.Size;
    });
    ASSERT_EQ(rects.count("chart_0"), 1u);
    EXPECT_FLOAT_EQ(rects["chart_0"].width, 480.0f);
    EXPECT_FLOAT_EQ(rects["chart_0"].height, 360.0f);
    EXPECT_EQ(rects.count("chart_0_save"), 1u);
    EXPECT_GT(vertices_after - vertices_before, 400);  // a 40-point line, ticks, labels and the legend's text
    EXPECT_FALSE(hit.save_requested);
}

TEST(ChartDrawTest, AFigureTakesItsFigsizeAtOneHundredDotsPerInchOrLessToFit) {
    qkv::ui::testing::HeadlessImGui imgui;
    ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
    const qkv::ui::Fonts fonts{font, font, font};
    qkv::ui::WidgetRects rects;
    qkv::ui::ChartHit square_hit, tall_hit;  // where they were drawn, unclipped by the small headless window
    qkv::ChartFigure square = loss_figure(), tall = loss_figure();
    square.width = square.height = 4.0;
    tall.width = 5.0, tall.height = 8.0;
    imgui.frame([&] {
        qkv::ui::draw_chart(square, "chart_0", 1000.0f, fonts, &rects, &square_hit);
        qkv::ui::draw_chart(tall, "chart_1", 1000.0f, fonts, &rects, &tall_hit);
    });
    EXPECT_FLOAT_EQ(square_hit.max.x - square_hit.min.x, 400.0f);
    EXPECT_FLOAT_EQ(square_hit.max.y - square_hit.min.y, 400.0f);
    EXPECT_FLOAT_EQ(tall_hit.max.x - tall_hit.min.x, 300.0f);  // 480 pixels high at most
    EXPECT_FLOAT_EQ(tall_hit.max.y - tall_hit.min.y, 480.0f);
}

}  // namespace
