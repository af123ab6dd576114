// chart_view.hpp — a figure matplotlib.pyplot drew in a learner's run (core/chart.hpp), drawn with ImDrawList under the
// output: each subplot's frame, ticks at matplotlib's "nice" steps (1, 2, 2.5, 5 times a power of ten) with their
// labels (powers of ten on a log axis), an optional grid, title, axis labels, lines, markers, bars and histograms, the
// legend, imshow's matrix in viridis (matplotlib's default colour map) or another named map, with its colour bar. On
// matplotlib's white figure in either theme, as a saved PNG has it. The chart takes the keyboard focus and is
// described to screen readers by its text alternative; its Save button asks the caller for a PNG.
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

#include "core/chart.hpp"
#include "theme.hpp"
#include "widget_rects.hpp"

namespace qkv::ui {

// The tick values matplotlib's default locator would put between low and high (both included when they fall on a
// step), with at most `max_bins` steps between low and high.
std::vector<double> chart_ticks(double low, double high, int max_bins);

// The ticks' labels as matplotlib's default formatter writes them: the same number of decimals for every tick, the
// fewest that tell them apart, and "−" (U+2212) for negative numbers.
std::vector<std::string> chart_tick_labels(const std::vector<double>& ticks);

// viridis at t in [0, 1] (clamped).
ImU32 viridis_colour(double t);
// A colour map of chart_colour_maps() (core/chart.hpp) at t in [0, 1] (clamped); viridis for a name it does not know.
ImU32 chart_colour(const std::string& cmap, double t);

// The chart in words, for screen readers and tests: "Figure 1: Training loss. x: step, 0 to 39. y: loss, 0.0191 to
// 3.44. Series: train (line, 40 points)." and, for an image, its size and value range.
std::string chart_description(const ChartFigure& figure);

struct ChartHit {
    bool save_requested = false;  // the Save button was pressed
    ImVec2 min, max;              // where the figure was drawn (screen)
};

// Draws `figure` at the cursor, as large as its figsize at 100 dots per inch or smaller to fit `width` and 480 pixels
// of height, and moves the cursor below it; `name` ("chart_0") names its rectangle
// in `rects` and its Save button's ("chart_0_save"). Returns true when the learner asked for something (hit).
bool draw_chart(const ChartFigure& figure, const std::string& name, float width, const Fonts& fonts, WidgetRects* rects,
                ChartHit* hit);

}  // namespace qkv::ui
