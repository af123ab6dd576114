// pyplot_module_test.cpp — what matplotlib.pyplot records as a run's charts: figures, subplots, series with their
// numbers (from lists, ranges and tensors), matplotlib's colour cycle, labels, imshow's matrix; and what it refuses.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "python/interpreter.hpp"

namespace qkv::python {
namespace {

RunResult run_plot(const std::string& body) { return run("import torch\nimport matplotlib.pyplot as plt\n" + body); }

TEST(PyplotModule, APlotOfALossListIsOneLineAgainstItsIndex) {
    const RunResult result = run_plot(
        "losses = [2.5, 1.25, 0.5]\nplt.plot(losses, label='train')\nplt.title('Loss')\nplt.xlabel('step')\n"
        "plt.ylabel('loss')\nplt.legend()\nplt.show()\n");
    ASSERT_TRUE(result.ok) << result.error;
    ASSERT_EQ(result.charts.size(), 1u);
    ASSERT_EQ(result.charts[0].axes.size(), 1u);
    const ChartAxes& axes = result.charts[0].axes[0];
    EXPECT_EQ(axes.title, "Loss");
    EXPECT_EQ(axes.xlabel, "step");
    EXPECT_EQ(axes.ylabel, "loss");
    EXPECT_TRUE(axes.legend);
    ASSERT_EQ(axes.series.size(), 1u);
    EXPECT_EQ(axes.series[0].kind, "line");
    EXPECT_EQ(axes.series[0].label, "train");
    EXPECT_EQ(axes.series[0].colour, "#1f77b4");
    EXPECT_EQ(axes.series[0].x, (std::vector<double>{0, 1, 2}));
    EXPECT_EQ(axes.series[0].y, (std::vector<double>{2.5, 1.25, 0.5}));
}

TEST(PyplotModule, LinesTakeTheColourCycleInOrderAndScatterHasItsOwn) {
    const RunResult result = run_plot("plt.plot([1, 2])\nplt.plot([3, 4], 'r--')\nplt.plot([5, 6])\nplt.scatter([1], [2])\n");
    ASSERT_TRUE(result.ok) << result.error;
    const std::vector<ChartSeries>& series = result.charts[0].axes[0].series;
    ASSERT_EQ(series.size(), 4u);
    EXPECT_EQ(series[0].colour, "#1f77b4");
    EXPECT_EQ(series[1].colour, "#ff0000");
    EXPECT_EQ(series[1].line, "--");
    EXPECT_EQ(series[2].colour, "#ff7f0e");
    EXPECT_EQ(series[3].kind, "scatter");
    EXPECT_EQ(series[3].colour, "#1f77b4");
}

TEST(PyplotModule, TensorsGiveTheirValuesAndImshowItsMatrix) {
    const RunResult result = run_plot(
        "x = torch.arange(3)\nplt.plot(x, x * 0.5)\nplt.figure()\nplt.imshow(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))\n"
        "plt.colorbar()\n");
    ASSERT_TRUE(result.ok) << result.error;
    ASSERT_EQ(result.charts.size(), 2u);
    EXPECT_EQ(result.charts[0].axes[0].series[0].y, (std::vector<double>{0.0, 0.5, 1.0}));
    EXPECT_EQ(result.charts[1].number, 2);
    const ChartAxes& image_axes = result.charts[1].axes[0];
    ASSERT_TRUE(image_axes.image.has_value());
    EXPECT_EQ(image_axes.image->rows, 2);
    EXPECT_EQ(image_axes.image->values, (std::vector<double>{1, 2, 3, 4}));
    EXPECT_TRUE(image_axes.colorbar);
}

TEST(PyplotModule, SubplotsKeepTheirPlaceAndAreReused) {
    const RunResult result = run_plot(
        "plt.subplot(1, 2, 1)\nplt.plot([1])\nplt.subplot(122)\nplt.title('right')\nplt.subplot(1, 2, 1)\nplt.title('left')\n");
    ASSERT_TRUE(result.ok) << result.error;
    const std::vector<ChartAxes>& axes = result.charts[0].axes;
    ASSERT_EQ(axes.size(), 2u);
    EXPECT_EQ(axes[0].title, "left");
    EXPECT_EQ(axes[1].index, 2);
    EXPECT_EQ(axes[1].title, "right");
}

TEST(PyplotModule, ChartsLastOneRun) {
    ASSERT_TRUE(run_plot("plt.plot([1, 2])\n").ok);
    EXPECT_TRUE(run_plot("print(1)\n").charts.empty());
}

TEST(PyplotModule, ShowClosesTheFiguresSoTheNextPlotStartsFigureOneAgain) {
    const RunResult result = run_plot("plt.plot([1, 2])\nplt.show()\nplt.figure(figsize=(4, 3))\nplt.plot([3])\n");
    ASSERT_TRUE(result.ok) << result.error;
    ASSERT_EQ(result.charts.size(), 2u);
    EXPECT_EQ(result.charts[0].number, 1);
    EXPECT_EQ(result.charts[1].number, 1);
    EXPECT_EQ(result.charts[0].width, 6.4);
    EXPECT_EQ(result.charts[1].width, 4.0);
    EXPECT_EQ(result.charts[1].height, 3.0);
    EXPECT_EQ(result.charts[1].axes.at(0).series.at(0).colour, "#1f77b4");
}

TEST(PyplotModule, FiguresPrintTheirSizeAndObjectsNameMatplotlibsClasses) {
    const RunResult result = run_plot(
        "print(plt.figure())\nprint(plt.figure(figsize=(4.5, 3)))\nprint(type(plt.plot([1])[0]))\n"
        "print(type(plt.title('t')), type(plt.subplot(1, 1, 1)))\n");
    ASSERT_TRUE(result.ok) << result.error;
    EXPECT_EQ(result.output, "Figure(640x480)\nFigure(450x300)\n<class 'matplotlib.lines.Line2D'>\n"
                             "<class 'matplotlib.text.Text'> <class 'matplotlib.axes._subplots.AxesSubplot'>\n");
}

TEST(PyplotModule, HistDrawsNumpysBinsAsBarsABinWide) {
    // numpy.histogram([1, 2, 2, 3, 5.5], bins=4): edges 1, 2.125, 3.25, 4.375, 5.5 and counts 3, 1, 0, 1
    const RunResult result = run_plot("plt.plot([0])\nplt.hist([1, 2, 2, 3, 5.5], bins=4, label='w')\n");
    ASSERT_TRUE(result.ok) << result.error;
    const ChartSeries& bars = result.charts.at(0).axes.at(0).series.at(1);
    EXPECT_EQ(bars.kind, "bar");
    EXPECT_EQ(bars.label, "w");
    EXPECT_EQ(bars.colour, "#1f77b4");  // the patches' cycle, apart from the line's
    EXPECT_EQ(bars.y, (std::vector<double>{3, 1, 0, 1}));
    EXPECT_EQ(bars.width, 1.125);
    EXPECT_EQ(bars.x.front(), 1.5625);
}

TEST(PyplotModule, AnAxesDrawsOnItselfAndTheSubplotsArrayIndexesAsNumpys) {
    const RunResult result = run_plot(
        "fig, axes = plt.subplots(2, 3, figsize=(9, 4))\naxes[0, 2].plot([1, 10, 100])\naxes[0, 2].set_yscale('log')\n"
        "axes[1][0].set_xlim(0, 5)\naxes[-1, -1].grid()\nplt.title('last')\nprint(type(axes[0, 0]).__name__, len(list(axes.flat)))\n");
    ASSERT_TRUE(result.ok) << result.error;
    EXPECT_EQ(result.output, "AxesSubplot 6\n");
    const std::vector<ChartAxes>& axes = result.charts.at(0).axes;
    ASSERT_EQ(axes.size(), 6u);
    EXPECT_EQ(result.charts[0].width, 9.0);
    EXPECT_EQ(axes[2].series.size(), 1u);
    EXPECT_TRUE(axes[2].ylog);
    EXPECT_EQ(axes[3].x_from, 0.0);
    EXPECT_EQ(axes[3].x_to, 5.0);
    EXPECT_TRUE(axes[5].grid);
    EXPECT_EQ(axes[5].title, "last");  // the last Axes made is pyplot's current one
    EXPECT_EQ(run_plot("fig, axes = plt.subplots(1, 2)\naxes[0, 0]\n").error,
              "IndexError: too many indices for array: array is 1-dimensional, but 2 were indexed");
}

TEST(PyplotModule, AnAxesOfAClosedFigureStopsTheRun) {
    EXPECT_EQ(run_plot("fig, ax = plt.subplots()\nplt.show()\nplt.figure()\nax.plot([1])\n").error,
              "NotImplementedError: `drawing on an Axes whose figure plt.show() or plt.close() has closed` is not supported "
              "in this playground");
    const RunResult closed = run_plot("plt.plot([1])\nplt.close()\nplt.figure(2)\nplt.plot([2])\nplt.close(2)\n");
    ASSERT_TRUE(closed.ok) << closed.error;
    EXPECT_TRUE(closed.charts.empty());
}

TEST(PyplotModule, WhatItCannotDoStopsTheRun) {
    const auto error_of = [](const std::string& body) { return run_plot(body).error; };
    EXPECT_EQ(error_of("print(plt.plot([1]))\n"),
              "NotImplementedError: `printing a matplotlib Line2D` is not supported in this playground");
    EXPECT_EQ(error_of("plt.figure(figsize=(0, 2))\n"),
              "NotImplementedError: `plt.figure(figsize=(0, 2))` is not supported in this playground");
    EXPECT_EQ(error_of("plt.plot([1], linewidth=2)\n"),
              "NotImplementedError: `plt.plot(linewidth=2)` is not supported in this playground");
    EXPECT_EQ(error_of("plt.imshow(torch.ones(1, 2, 2))\n"),
              "NotImplementedError: `plt.imshow() of data of shape (1, 2, 2)` is not supported in this playground");
    EXPECT_EQ(error_of("plt.plot([1, 2, 3], [1, 2])\n"),
              "ValueError: x and y must have same first dimension, but have shapes (3,) and (2,)");
    EXPECT_EQ(error_of("plt.plot(torch.ones(2, requires_grad=True))\n"),
              "RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.");
    EXPECT_EQ(error_of("plt.yscale('symlog')\n"), "NotImplementedError: `plt.yscale('symlog')` is not supported in this playground");
    EXPECT_EQ(error_of("plt.hist([1, float('nan')])\n"),
              "NotImplementedError: `plt.hist() of data with nan or inf` is not supported in this playground");
    EXPECT_EQ(error_of("plt.imshow([[1.0]], cmap='jet')\n"),
              "NotImplementedError: `plt.imshow(cmap='jet')` is not supported in this playground");
    EXPECT_EQ(error_of("plt.subplots(2, 2, sharex=True)\n"),
              "NotImplementedError: `plt.subplots(sharex=True)` is not supported in this playground");
    EXPECT_EQ(error_of("print(plt.ylim(bottom=0))\n"),
              "NotImplementedError: `printing a matplotlib tuple` is not supported in this playground");
}

}  // namespace
}  // namespace qkv::python
