// chart.hpp — the charts a run of a learner's program drew with matplotlib.pyplot, as plain data: made by the
// interpreter's matplotlib extension (src/python/matplotlib), drawn by ui/chart_view.hpp, and carried between the two
// programs of the page as the one JSON shape written and read here:
//
//   [{"number":1,"width":6.4,"height":4.8,                 one figure per plt.figure(), in the order shown; figsize
//     "axes":[{"rows":1,"cols":1,"index":1,                plt.subplot(rows, cols, index)
//              "title":T,"xlabel":T,"ylabel":T,"legend":b,"colorbar":b,"grid":b,
//              "xscale":"linear"|"log","yscale":..,"xlim":[n|null,n|null],"ylim":..,   null: from the data
//              "series":[{"kind":"line"|"scatter"|"bar","label":T,"colour":"#1f77b4",
//                         "marker":""|"o"|".","line":"-"|"--"|":"|"-."|"","width":w,"x":[n..],"y":[n..]}],
//              "image":{"rows":r,"cols":c,"cmap":"viridis"|..,"values":[n..]}}]}]   imshow's matrix, row-major
//
// Colours are matplotlib's default cycle (C0..C9) unless the program named one.
#pragma once

#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.hpp"

namespace qkv {

struct ChartSeries {
    std::string kind = "line";  // "line", "scatter" or "bar"
    std::string label;          // legend text ("" or "_..." : not in the legend)
    std::string colour;         // "#rrggbb"
    std::string marker;         // "" (none), "o", "."
    std::string line = "-";     // "-", "--", ":", "-." or "" (markers only)
    std::vector<double> x, y;
    double width = 0.8;         // a bar's width in data units (bar's default; a histogram's bin width)
};

struct ChartImage {
    int rows = 0, cols = 0;
    std::vector<double> values;    // row-major
    std::string cmap = "viridis";  // one of chart_colour_maps()
};

struct ChartAxes {
    int rows = 1, cols = 1, index = 1;  // the place in the figure's grid, as plt.subplot numbers it
    std::string title, xlabel, ylabel;
    bool legend = false;
    bool colorbar = false;
    bool grid = false;
    bool xlog = false, ylog = false;  // xscale('log'), yscale('log')
    // xlim/ylim as set; NaN: that end from the data
    double x_from = std::nan(""), x_to = std::nan(""), y_from = std::nan(""), y_to = std::nan("");
    std::vector<ChartSeries> series;
    std::optional<ChartImage> image;
};

struct ChartFigure {
    int number = 1;
    std::vector<ChartAxes> axes;
    double width = 6.4, height = 4.8;  // plt.figure(figsize=(width, height)), in inches
};

// matplotlib's default colour cycle, C0..C9.
const std::vector<std::string>& default_colour_cycle();
// The colour maps imshow takes here, by matplotlib's names.
const std::vector<std::string>& chart_colour_maps();

void write_charts(JsonWriter& json, const std::vector<ChartFigure>& figures);
// The figures a JSON value of the shape above describes; what does not fit that shape is left out.
std::vector<ChartFigure> read_charts(const JsonValue& value);

}  // namespace qkv
