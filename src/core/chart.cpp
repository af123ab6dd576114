// chart.cpp — the charts' JSON shape (chart.hpp), written by the Python runtime and read by the app.
#include "core/chart.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace qkv {
namespace {

void write_numbers(JsonWriter& json, const std::vector<double>& numbers) {
    json.begin_array();
    for (const double number : numbers) json.value(number);
    json.end_array();
}

std::vector<double> read_numbers(const JsonValue* value) {
    std::vector<double> numbers;
    if (!value || value->kind != JsonValue::Kind::array) return numbers;
    for (const JsonValue& item : value->items)
        numbers.push_back(item.kind == JsonValue::Kind::number ? item.number : std::numeric_limits<double>::quiet_NaN());
    return numbers;
}

void read_limits(const JsonValue* value, double* from, double* to) {
    const std::vector<double> ends = read_numbers(value);
    if (ends.size() == 2) *from = ends[0], *to = ends[1];
}

void write_series(JsonWriter& json, const ChartSeries& series) {
    json.begin_object().key("kind").value(series.kind).key("label").value(series.label);
    json.key("colour").value(series.colour).key("marker").value(series.marker).key("line").value(series.line);
    json.key("width").value(series.width).key("x");
    write_numbers(json, series.x);
    json.key("y");
    write_numbers(json, series.y);
    json.end_object();
}

void write_axes(JsonWriter& json, const ChartAxes& axes) {
    json.begin_object().key("rows").value(axes.rows).key("cols").value(axes.cols).key("index").value(axes.index);
    json.key("title").value(axes.title).key("xlabel").value(axes.xlabel).key("ylabel").value(axes.ylabel);
    json.key("legend").value(axes.legend).key("colorbar").value(axes.colorbar).key("grid").value(axes.grid);
    json.key("xscale").value(axes.xlog ? "log" : "linear").key("yscale").value(axes.ylog ? "log" : "linear");
    json.key("xlim");
    write_numbers(json, {axes.x_from, axes.x_to});  // an end not set is written null
    json.key("ylim");
    write_numbers(json, {axes.y_from, axes.y_to});
    json.key("series").begin_array();
    for (const ChartSeries& series : axes.series) write_series(json, series);
    json.end_array();
    if (axes.image) {
        json.key("image").begin_object().key("rows").value(axes.image->rows).key("cols").value(axes.image->cols);
        json.key("cmap").value(axes.image->cmap).key("values");
        write_numbers(json, axes.image->values);
        json.end_object();
    }
    json.end_object();
}

ChartAxes read_axes(const JsonValue& value) {
    ChartAxes axes;
    axes.rows = int(value.number_or("rows", 1));
    axes.cols = int(value.number_or("cols", 1));
    axes.index = int(value.number_or("index", 1));
    axes.title = value.string_or("title", "");
    axes.xlabel = value.string_or("xlabel", "");
    axes.ylabel = value.string_or("ylabel", "");
    axes.legend = value.boolean_or("legend", false);
    axes.colorbar = value.boolean_or("colorbar", false);
    axes.grid = value.boolean_or("grid", false);
    axes.xlog = value.string_or("xscale", "linear") == "log";
    axes.ylog = value.string_or("yscale", "linear") == "log";
    read_limits(value.member("xlim"), &axes.x_from, &axes.x_to);
    read_limits(value.member("ylim"), &axes.y_from, &axes.y_to);
    if (const JsonValue* list = value.member("series"); list && list->kind == JsonValue::Kind::array) {
        for (const JsonValue& item : list->items) {
            ChartSeries series;
            series.kind = item.string_or("kind", "line");
            series.label = item.string_or("label", "");
            series.colour = item.string_or("colour", "#1f77b4");
            series.marker = item.string_or("marker", "");
            series.line = item.string_or("line", "-");
            const double width = item.number_or("width", 0.8);
            if (std::isfinite(width) && width > 0.0) series.width = width;
            series.x = read_numbers(item.member("x"));
            series.y = read_numbers(item.member("y"));
            if (series.x.size() == series.y.size()) axes.series.push_back(std::move(series));
        }
    }
    if (const JsonValue* image = value.member("image"); image && image->kind == JsonValue::Kind::object) {
        ChartImage matrix{int(image->number_or("rows", 0)), int(image->number_or("cols", 0)), read_numbers(image->member("values")),
                          image->string_or("cmap", "viridis")};
        const std::vector<std::string>& maps = chart_colour_maps();
        if (std::find(maps.begin(), maps.end(), matrix.cmap) == maps.end()) matrix.cmap = "viridis";
        if (matrix.rows > 0 && matrix.cols > 0 && matrix.values.size() == std::size_t(matrix.rows) * std::size_t(matrix.cols))
            axes.image = std::move(matrix);
    }
    return axes;
}

}  // namespace

const std::vector<std::string>& default_colour_cycle() {
    static const std::vector<std::string> cycle = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
                                                   "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
    return cycle;
}

const std::vector<std::string>& chart_colour_maps() {
    static const std::vector<std::string> maps = {"viridis", "gray", "Greys", "binary", "Blues"};
    return maps;
}

void write_charts(JsonWriter& json, const std::vector<ChartFigure>& figures) {
    json.begin_array();
    for (const ChartFigure& figure : figures) {
        json.begin_object().key("number").value(figure.number).key("width").value(figure.width);
        json.key("height").value(figure.height).key("axes").begin_array();
        for (const ChartAxes& axes : figure.axes) write_axes(json, axes);
        json.end_array().end_object();
    }
    json.end_array();
}

std::vector<ChartFigure> read_charts(const JsonValue& value) {
    std::vector<ChartFigure> figures;
    if (value.kind != JsonValue::Kind::array) return figures;
    for (const JsonValue& item : value.items) {
        if (item.kind != JsonValue::Kind::object) continue;
        ChartFigure figure;
        figure.number = int(item.number_or("number", 1));
        const double width = item.number_or("width", 6.4), height = item.number_or("height", 4.8);
        if (width > 0.0 && height > 0.0 && std::isfinite(width) && std::isfinite(height)) figure.width = width, figure.height = height;
        if (const JsonValue* list = item.member("axes"); list && list->kind == JsonValue::Kind::array)
            for (const JsonValue& axes : list->items)
                if (axes.kind == JsonValue::Kind::object) figure.axes.push_back(read_axes(axes));
        figures.push_back(std::move(figure));
    }
    return figures;
}

}  // namespace qkv
