// pyplot_module.cpp — matplotlib.pyplot's state machine (the current figure and axes), the numbers it takes
// (Python numbers, lists of them, and any extension's numbers through the native-type protocol: a tensor is
// iterated to its one-number elements and read with float(), so this folder knows nothing of torch), and the
// objects it returns, which refuse to be printed.
#include "python/matplotlib/pyplot_module.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>

#include "core/pyformat.hpp"
#include "python/runtime/builtins.hpp"
#include "python/runtime/errors.hpp"
#include "python/runtime/native_type.hpp"

namespace qkv::python {
namespace {

// =====================================================================================================================
// pyplot's state: figures, each with its axes; the current ones
// =====================================================================================================================

struct AxesState {
    ChartAxes chart;
    std::size_t next_line_colour = 0;   // lines (plot) and patches (scatter, bar) cycle through C0..C9 apart
    std::size_t next_patch_colour = 0;
};

struct FigureState {
    int number = 1;
    std::vector<AxesState> axes;
    std::size_t current = 0;
    double width = 6.4, height = 4.8;  // inches (figsize), matplotlib's default
};

struct PyplotState {
    std::vector<FigureState> figures;  // open
    std::size_t current = 0;
    std::vector<FigureState> shown;    // closed by show(), as a window or a notebook closes them
};

PyplotState& state() {
    static PyplotState pyplot;
    return pyplot;
}

FigureState& new_figure(int number) {
    PyplotState& pyplot = state();
    pyplot.figures.push_back(FigureState{number, {}, 0, 6.4, 4.8});
    pyplot.current = pyplot.figures.size() - 1;
    return pyplot.figures.back();
}

FigureState& current_figure() {
    PyplotState& pyplot = state();
    if (pyplot.figures.empty()) return new_figure(1);
    return pyplot.figures[pyplot.current];
}

AxesState& place_axes(FigureState& figure, int rows, int cols, int index) {
    for (std::size_t i = 0; i < figure.axes.size(); ++i) {
        const ChartAxes& chart = figure.axes[i].chart;
        if (chart.rows == rows && chart.cols == cols && chart.index == index) {
            figure.current = i;
            return figure.axes[i];
        }
    }
    AxesState axes;
    axes.chart.rows = rows, axes.chart.cols = cols, axes.chart.index = index;
    figure.axes.push_back(axes);
    figure.current = figure.axes.size() - 1;
    return figure.axes.back();
}

AxesState& current_axes() {
    FigureState& figure = current_figure();
    if (figure.axes.empty()) return place_axes(figure, 1, 1, 1);
    return figure.axes[figure.current];
}

// =====================================================================================================================
// The objects pyplot returns: real matplotlib would print their address, which no run can match
// =====================================================================================================================

struct Artist : NativeObject {
    Artist(const NativeType& type, std::string class_name, std::string text)
        : NativeObject(type), class_name(std::move(class_name)), text(std::move(text)) {}
    std::string class_name;  // "Line2D", "Text", ...
    std::string text;        // what print() shows, where it is the same in every run ("Figure(640x480)"); else ""
};

const std::string& class_of(const Value& self) { return native_of<Artist>(self).class_name; }

[[noreturn]] void refuse_printing(const Value& self) { raise_unsupported("printing a matplotlib " + class_of(self)); }

std::string printed(const Value& self) {
    if (native_of<Artist>(self).text.empty()) refuse_printing(self);
    return native_of<Artist>(self).text;
}

// type(x): the class as matplotlib 3.6 defines it.
Value class_object(const Value& self) {
    static const std::map<std::string, std::string> modules = {
        {"Line2D", "lines"},          {"PathCollection", "collections"}, {"BarContainer", "container"},
        {"AxesImage", "image"},       {"Text", "text"},                  {"Legend", "legend"},
        {"Colorbar", "colorbar"},     {"Figure", "figure"},              {"AxesSubplot", "axes._subplots"},
    };
    const std::string& name = class_of(self);
    return type_value("matplotlib." + modules.at(name) + "." + name, Type::Native, [](Runtime&, CallArgs&) -> Value {
        raise_unsupported("calling a matplotlib class");
    });
}

const NativeType& artist_type() {
    static const NativeType type = [] {
        NativeType artist;
        artist.name = "Artist";
        artist.type_name = [](const Value& self) { return class_of(self); };
        artist.type_object = class_object;
        artist.repr = printed;
        artist.str = printed;
        artist.attribute = [](Runtime&, const Value& self, const std::string& name) -> std::optional<Value> {
            raise_unsupported(class_of(self) + "." + name);
        };
        return artist;
    }();
    return type;
}

Value artist(const std::string& class_name, std::string text = "") {
    return native_value(std::make_shared<Artist>(artist_type(), class_name, std::move(text)));
}

// print(plt.figure()): "Figure(640x480)", its size in pixels at matplotlib's 100 dots per inch.
Value figure_artist(const FigureState& figure) {
    char text[64];
    std::snprintf(text, sizeof text, "Figure(%gx%g)", figure.width * 100.0, figure.height * 100.0);
    return artist("Figure", text);
}

// =====================================================================================================================
// Arguments: numbers, colours, format strings
// =====================================================================================================================

struct Numbers {
    std::vector<std::int64_t> shape;
    std::vector<double> values;
};

void refuse_grad(Runtime& runtime, const Value& value) {
    const std::optional<Value> requires_grad = native_attribute(runtime, value, "requires_grad");
    if (requires_grad && requires_grad->type == Type::Bool && requires_grad->boolean)
        raise_error("RuntimeError", "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.");
}

// A number, or a nest of equal-length sequences of numbers, as NumPy's asarray reads it.
Numbers numbers_of(Runtime& runtime, const Value& value, const std::string& function) {
    if (value.type == Type::Int || value.type == Type::Bool || value.type == Type::Float) return {{}, {number_of(value)}};
    std::vector<Value> items;
    if (value.type == Type::Native) {
        refuse_grad(runtime, value);
        const NativeType& type = native_type_of(value);
        const std::optional<Value> shape = native_attribute(runtime, value, "shape");
        if (type.to_float && shape && shape->type == Type::Tuple && items_of(*shape).empty()) return {{}, {type.to_float(value)}};
        if (!type.iterate) raise_unsupported("plt." + function + "() of a " + type_name(value));
        items = type.iterate(runtime, value);
    } else if (value.type == Type::List || value.type == Type::Tuple || value.type == Type::Range) {
        items = iterate(runtime, value);
    } else {
        raise_unsupported("plt." + function + "() of a " + type_name(value));
    }
    Numbers numbers{{std::int64_t(items.size())}, {}};
    std::vector<std::int64_t> item_shape;
    for (std::size_t i = 0; i < items.size(); ++i) {
        Numbers item = numbers_of(runtime, items[i], function);
        if (i > 0 && item.shape != item_shape) raise_unsupported("plt." + function + "() of a ragged nested sequence");
        item_shape = item.shape;
        numbers.values.insert(numbers.values.end(), item.values.begin(), item.values.end());
    }
    numbers.shape.insert(numbers.shape.end(), item_shape.begin(), item_shape.end());
    return numbers;
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) text += std::to_string(shape[i]) + (shape.size() == 1 ? "," : i + 1 < shape.size() ? ", " : "");
    return text + ")";
}

std::vector<double> one_dimensional(const Numbers& numbers, const std::string& function) {
    if (numbers.shape.size() > 1) raise_unsupported("plt." + function + "() of " + std::to_string(numbers.shape.size()) + "-dimensional data");
    return numbers.values;
}

// A colour as matplotlib names it: "C0".."C9", "tab:blue" ..., a single letter, a few common names, "#rrggbb".
std::string colour_of(const Value& value, const std::string& function) {
    static const std::map<std::string, std::string> named = {
        {"b", "#0000ff"},     {"g", "#008000"},     {"r", "#ff0000"},      {"c", "#00bfbf"},      {"m", "#bf00bf"},
        {"y", "#bfbf00"},     {"k", "#000000"},     {"w", "#ffffff"},      {"red", "#ff0000"},    {"blue", "#0000ff"},
        {"green", "#008000"}, {"black", "#000000"}, {"orange", "#ffa500"}, {"purple", "#800080"}, {"gray", "#808080"},
        {"grey", "#808080"},  {"brown", "#a52a2a"}, {"pink", "#ffc0cb"},   {"white", "#ffffff"},
        {"tab:blue", "#1f77b4"}, {"tab:orange", "#ff7f0e"}, {"tab:green", "#2ca02c"}, {"tab:red", "#d62728"},
        {"tab:purple", "#9467bd"},
    };
    if (value.type == Type::Str) {
        const std::string& text = str_of(value);
        if (text.size() == 2 && text[0] == 'C' && text[1] >= '0' && text[1] <= '9') return default_colour_cycle()[std::size_t(text[1] - '0')];
        if (const auto found = named.find(text); found != named.end()) return found->second;
        const bool hex = text.size() == 7 && text[0] == '#' &&
                         std::all_of(text.begin() + 1, text.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
        if (hex) return text;
    }
    raise_unsupported("plt." + function + "(color=" + repr(value) + ")");
}

// plot's format string: a colour letter, a marker, a line style, in any order ("ro--", "b.", "-").
void apply_format(ChartSeries& series, const std::string& format) {
    std::string rest = format;
    bool line_given = false, marker_given = false;
    for (const char* style : {"--", "-.", "-", ":"}) {
        if (const std::size_t at = rest.find(style); at != std::string::npos) {
            series.line = style, line_given = true;
            rest.erase(at, std::string(style).size());
            break;
        }
    }
    for (const char c : rest) {
        if (std::string("bgrcmykw").find(c) != std::string::npos) series.colour = colour_of(str_value(std::string(1, c)), "plot");
        else if (c == 'o' || c == '.') series.marker = std::string(1, c), marker_given = true;
        else raise_unsupported("plt.plot() with the format " + repr(str_value(format)));
    }
    if (marker_given && !line_given) series.line = "";
}

std::string label_of(const Value& value) { return value.type == Type::Str ? str_of(value) : str(value); }

// The keywords a series takes; any other stops the call.
void apply_series_keywords(CallArgs& args, ChartSeries& series, const std::string& function) {
    for (const auto& [name, value] : args.keywords) {
        if (name == "label") series.label = label_of(value);
        else if (name == "color" || name == "c") series.colour = colour_of(value, function);
        else if (name == "marker" && value.type == Type::Str && (str_of(value) == "o" || str_of(value) == "." || str_of(value).empty())) series.marker = str_of(value);
        else if ((name == "linestyle" || name == "ls") && value.type == Type::Str && std::string("- -- : -.").find(str_of(value)) != std::string::npos) series.line = str_of(value);
        else raise_unsupported("plt." + function + "(" + name + "=" + repr(value) + ")");
    }
    args.keywords.clear();
}

// =====================================================================================================================
// The functions
// =====================================================================================================================

std::vector<double> index_range(std::size_t count) {
    std::vector<double> x(count);
    for (std::size_t i = 0; i < count; ++i) x[i] = double(i);
    return x;
}

Value plot(Runtime& runtime, CallArgs& args) {
    std::vector<Value> positional = args.positional;
    std::string format;
    if (!positional.empty() && positional.back().type == Type::Str) {
        format = str_of(positional.back());
        positional.pop_back();
    }
    if (positional.empty() && !args.positional.empty()) raise_unsupported("plt.plot() of a str");
    if (positional.empty() || positional.size() > 2) raise_unsupported("plt.plot() with " + std::to_string(args.positional.size()) + " positional arguments");
    const Numbers y = numbers_of(runtime, positional.back(), "plot");
    const Numbers x = positional.size() == 2 ? numbers_of(runtime, positional[0], "plot") : Numbers{{std::int64_t(y.values.size())}, {}};
    const auto first = [](const Numbers& numbers) { return numbers.shape.empty() ? std::int64_t(1) : numbers.shape[0]; };
    if (positional.size() == 2 && first(x) != first(y))
        raise_error("ValueError", "x and y must have same first dimension, but have shapes " + shape_text(x.shape.empty() ? std::vector<std::int64_t>{1} : x.shape) + " and " + shape_text(y.shape.empty() ? std::vector<std::int64_t>{1} : y.shape));
    ChartSeries series;
    series.y = one_dimensional(y, "plot");
    series.x = positional.size() == 2 ? one_dimensional(x, "plot") : index_range(series.y.size());
    apply_format(series, format);
    apply_series_keywords(args, series, "plot");
    AxesState& axes = current_axes();
    if (series.colour.empty()) series.colour = default_colour_cycle()[axes.next_line_colour++ % 10];
    axes.chart.series.push_back(std::move(series));
    return list_value({artist("Line2D")});
}

// scatter(x, y) and bar(x, height): two sequences of the same length, coloured from the patches' cycle.
Value two_sequences(Runtime& runtime, CallArgs& args, const std::string& function) {
    if (args.positional.size() != 2) raise_unsupported("plt." + function + "() with " + std::to_string(args.positional.size()) + " positional arguments");
    ChartSeries series;
    series.kind = function == "bar" ? "bar" : "scatter";
    series.marker = function == "bar" ? "" : "o";
    series.line = "";
    const Numbers x = numbers_of(runtime, args.positional[0], function), y = numbers_of(runtime, args.positional[1], function);
    if (x.values.size() != y.values.size()) {
        if (function == "scatter") raise_error("ValueError", "x and y must be the same size");
        raise_error("ValueError", "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape " +
                                      shape_text(x.shape) + " and arg 1 with shape " + shape_text(y.shape) + ".");
    }
    series.x = one_dimensional(x, function);
    series.y = one_dimensional(y, function);
    apply_series_keywords(args, series, function);
    AxesState& axes = current_axes();
    if (series.colour.empty()) series.colour = default_colour_cycle()[axes.next_patch_colour++ % 10];
    axes.chart.series.push_back(std::move(series));
    return artist(function == "bar" ? "BarContainer" : "PathCollection");
}

Value imshow(Runtime& runtime, CallArgs& args) {
    expect_argument_count(args, "imshow", 1, 1);
    for (const auto& [name, value] : args.keywords)
        if (name != "cmap" || value.type != Type::Str || str_of(value) != "viridis") raise_unsupported("plt.imshow(" + name + "=" + repr(value) + ")");
    const Numbers matrix = numbers_of(runtime, args.positional[0], "imshow");
    if (matrix.shape.size() != 2) raise_unsupported("plt.imshow() of data of shape " + shape_text(matrix.shape));
    current_axes().chart.image = ChartImage{int(matrix.shape[0]), int(matrix.shape[1]), matrix.values};
    return artist("AxesImage");
}

// title, xlabel, ylabel: one text.
Value set_text(CallArgs& args, const std::string& function, std::string ChartAxes::*field) {
    if (!args.keywords.empty()) raise_unsupported("plt." + function + "(" + args.keywords[0].first + "=...)");
    expect_argument_count(args, function, 1, 1);
    current_axes().chart.*field = label_of(args.positional[0]);
    return artist("Text");
}

Value figure(Runtime& runtime, CallArgs& args) {
    for (const auto& [name, value] : args.keywords)
        if (name != "figsize") raise_unsupported("plt.figure(" + name + "=" + repr(value) + ")");
    if (args.positional.size() > 1 || (args.positional.size() == 1 && args.positional[0].type != Type::Int))
        raise_unsupported("plt.figure() with these arguments");
    double width = 6.4, height = 4.8;
    if (const std::optional<Value> size = take_keyword(args, "figsize")) {
        const Numbers inches = numbers_of(runtime, *size, "figure");
        const bool drawable = inches.values.size() == 2 && std::isfinite(inches.values[0]) && std::isfinite(inches.values[1]) &&
                              inches.values[0] > 0.0 && inches.values[1] > 0.0;
        if (!drawable) raise_unsupported("plt.figure(figsize=" + repr(*size) + ")");
        width = inches.values[0], height = inches.values[1];
    }
    PyplotState& pyplot = state();
    int number = 1;
    for (const FigureState& existing : pyplot.figures) number = std::max(number, existing.number + 1);
    if (args.positional.size() == 1) {
        number = int(args.positional[0].integer);
        for (std::size_t i = 0; i < pyplot.figures.size(); ++i)
            if (pyplot.figures[i].number == number) {  // made current again, as it was made
                pyplot.current = i;
                return figure_artist(pyplot.figures[i]);
            }
    }
    FigureState& made = new_figure(number);
    made.width = width, made.height = height;
    return figure_artist(made);
}

Value subplot(CallArgs& args) {
    if (!args.keywords.empty()) raise_unsupported("plt.subplot(" + args.keywords[0].first + "=...)");
    std::vector<std::int64_t> place;
    for (const Value& value : args.positional) {
        if (value.type != Type::Int) raise_unsupported("plt.subplot() with these arguments");
        place.push_back(value.integer);
    }
    if (place.size() == 1 && place[0] >= 111 && place[0] <= 999) place = {place[0] / 100, place[0] / 10 % 10, place[0] % 10};
    if (place.size() != 3 || place[0] < 1 || place[1] < 1 || place[2] < 1 || place[2] > place[0] * place[1])
        raise_unsupported("plt.subplot() with these arguments");
    place_axes(current_figure(), int(place[0]), int(place[1]), int(place[2]));
    return artist("AxesSubplot");
}

// Shown figures close, as a window or a notebook closes them: the next plot starts a new figure (numbered 1 again).
void show_figures() {
    PyplotState& pyplot = state();
    for (FigureState& figure : pyplot.figures) pyplot.shown.push_back(std::move(figure));
    pyplot.figures.clear();
    pyplot.current = 0;
}

Value flag(CallArgs& args, const std::string& function, bool ChartAxes::*field, const char* class_name) {
    if (!args.keywords.empty() || !args.positional.empty()) raise_unsupported("plt." + function + "() with arguments");
    AxesState& axes = current_axes();
    if (field == &ChartAxes::colorbar && !axes.chart.image)
        raise_error("RuntimeError", "No mappable was found to use for colorbar creation. First define a mappable such as an image "
                                    "(with imshow) or a contour set (with contourf).");
    axes.chart.*field = true;
    return artist(class_name);
}

Value make_pyplot_module() {
    auto module = std::make_shared<ModuleObject>();
    module->name = "matplotlib.pyplot";
    auto& members = module->members;
    auto add = [&](const std::string& name, NativeFunction function) { members.emplace_back(name, builtin_value(name, std::move(function))); };
    add("plot", plot);
    add("scatter", [](Runtime& runtime, CallArgs& args) { return two_sequences(runtime, args, "scatter"); });
    add("bar", [](Runtime& runtime, CallArgs& args) { return two_sequences(runtime, args, "bar"); });
    add("imshow", imshow);
    add("title", [](Runtime&, CallArgs& args) { return set_text(args, "title", &ChartAxes::title); });
    add("xlabel", [](Runtime&, CallArgs& args) { return set_text(args, "xlabel", &ChartAxes::xlabel); });
    add("ylabel", [](Runtime&, CallArgs& args) { return set_text(args, "ylabel", &ChartAxes::ylabel); });
    add("legend", [](Runtime&, CallArgs& args) { return flag(args, "legend", &ChartAxes::legend, "Legend"); });
    add("colorbar", [](Runtime&, CallArgs& args) { return flag(args, "colorbar", &ChartAxes::colorbar, "Colorbar"); });
    add("figure", figure);
    add("subplot", [](Runtime&, CallArgs& args) { return subplot(args); });
    add("show", [](Runtime&, CallArgs& args) {
        if (!args.keywords.empty() || !args.positional.empty()) raise_unsupported("plt.show() with arguments");
        show_figures();
        return none_value();
    });
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

Value make_matplotlib_module() {
    auto module = std::make_shared<ModuleObject>();
    module->name = "matplotlib";
    module->members.emplace_back("pyplot", extension_module_value(*find_extension_module("matplotlib.pyplot")));
    Value value;
    value.type = Type::Module;
    value.object = std::move(module);
    return value;
}

}  // namespace

void register_matplotlib_extension() {
    // Where Debian's python3-matplotlib lives, as an ImportError names it.
    const std::string folder = "/usr/lib/python3/dist-packages/matplotlib/";
    register_extension_module({"matplotlib", make_matplotlib_module, folder + "__init__.py", true});
    register_extension_module({"matplotlib.pyplot", make_pyplot_module, folder + "pyplot.py"});
}

void start_charts() { state() = PyplotState{}; }

std::vector<ChartFigure> take_charts() {
    show_figures();  // the figures a program leaves open show when it ends, after those it showed
    std::vector<ChartFigure> figures;
    for (const FigureState& figure : state().shown) {
        ChartFigure chart{figure.number, {}, figure.width, figure.height};
        for (const AxesState& axes : figure.axes) chart.axes.push_back(axes.chart);
        figures.push_back(std::move(chart));
    }
    state() = PyplotState{};
    return figures;
}

}  // namespace qkv::python
