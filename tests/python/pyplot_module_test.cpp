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
}

}  // namespace
}  // namespace qkv::python
