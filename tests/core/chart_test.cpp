// chart_test.cpp — the charts' JSON shape reads back what was written, and what does not fit it is left out.
#include <gtest/gtest.h>

#include "core/chart.hpp"

namespace qkv {
namespace {

TEST(Chart, WrittenChartsReadBackTheSame) {
    ChartAxes axes;
    axes.rows = 2, axes.index = 2, axes.title = "Loss \"train\"", axes.xlabel = "step", axes.legend = true;
    axes.series.push_back(ChartSeries{"scatter", "a", "#ff7f0e", "o", "", {0, 1.5}, {-2, 1e-7}});
    axes.series.push_back(ChartSeries{"bar", "", "#1f77b4", "", "", {0.5}, {3}, 0.25});
    axes.image = ChartImage{1, 2, {0.25, 0.75}, "Blues"};
    axes.colorbar = true, axes.grid = true, axes.ylog = true, axes.y_from = 1e-3, axes.x_to = 40;
    JsonWriter json;
    write_charts(json, {ChartFigure{3, {axes}}});
    const std::optional<JsonValue> value = parse_json(json.text(), nullptr);
    ASSERT_TRUE(value);
    const std::vector<ChartFigure> figures = read_charts(*value);
    ASSERT_EQ(figures.size(), 1u);
    EXPECT_EQ(figures[0].number, 3);
    const ChartAxes& read = figures[0].axes.at(0);
    EXPECT_EQ(read.rows, 2);
    EXPECT_EQ(read.index, 2);
    EXPECT_EQ(read.title, axes.title);
    EXPECT_TRUE(read.legend && read.colorbar);
    EXPECT_EQ(read.series.at(0).kind, "scatter");
    EXPECT_EQ(read.series.at(0).y, axes.series[0].y);
    EXPECT_EQ(read.series.at(1).width, 0.25);
    EXPECT_EQ(read.image->values, axes.image->values);
    EXPECT_EQ(read.image->cmap, "Blues");
    EXPECT_TRUE(read.grid && read.ylog && !read.xlog);
    EXPECT_EQ(read.y_from, 1e-3);
    EXPECT_EQ(read.x_to, 40);
    EXPECT_TRUE(std::isnan(read.x_from) && std::isnan(read.y_to));  // not set: from the data
}

TEST(Chart, AColourMapItDoesNotKnowReadsAsViridis) {
    const std::optional<JsonValue> value =
        parse_json(R"([{"axes":[{"image":{"rows":1,"cols":1,"cmap":"jet","values":[1]}}]}])", nullptr);
    ASSERT_TRUE(value);
    EXPECT_EQ(read_charts(*value).at(0).axes.at(0).image->cmap, "viridis");
}

TEST(Chart, SeriesOfUnequalLengthsAndImagesOfTheWrongSizeAreLeftOut) {
    const std::optional<JsonValue> value = parse_json(
        R"([{"number":1,"axes":[{"series":[{"x":[1,2],"y":[1]}],"image":{"rows":2,"cols":2,"values":[1]}}]}])", nullptr);
    ASSERT_TRUE(value);
    const std::vector<ChartFigure> figures = read_charts(*value);
    EXPECT_TRUE(figures.at(0).axes.at(0).series.empty());
    EXPECT_FALSE(figures.at(0).axes.at(0).image.has_value());
}

}  // namespace
}  // namespace qkv
