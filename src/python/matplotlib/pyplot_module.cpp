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
#include <tuple>

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
    int id = 0;  // unique in a run: an Axes object of a closed figure does not draw on a later one of its number
    std::vector<AxesState> axes;
    std::size_t current = 0;
    double width = 6.4, height = 4.8;  // inches (figsize), matplotlib's default
};

// Where an Axes object draws: its figure (by id) and its place in that figure's list.
struct AxesPlace {
    int figure = 0;
    std::size_t index = 0;
    bool operator<(const AxesPlace& other) const { return std::tie(figure, index) < std::tie(other.figure, other.index); }
};

struct PyplotState {
    std::vector<FigureState> figures;  // open
    std::size_t current = 0;
    std::vector<FigureState> shown;    // closed by show(), as a window or a notebook closes them
    std::optional<AxesPlace> target;   // while an Axes method runs: its axes, not pyplot's current one
    std::map<AxesPlace, Value> axes_objects;  // one Axes object per axes, so that `plt.gca() is ax` holds
    int figures_made = 0;
};

PyplotState& state() {
    static PyplotState pyplot;
    return pyplot;
}

FigureState& new_figure(int number) {
    PyplotState& pyplot = state();
    pyplot.figures.push_back(FigureState{number, ++pyplot.figures_made, {}, 0, 6.4, 4.8});
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

AxesState& axes_at(const AxesPlace& place) {
    for (FigureState& figure : state().figures)
        if (figure.id == place.figure && place.index < figure.axes.size()) return figure.axes[place.index];
    raise_unsupported("drawing on an Axes whose figure plt.show() or plt.close() has closed");
}

AxesState& current_axes() {
    if (state().target) return axes_at(*state().target);
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
    const std::string qualified = name == "ndarray" ? "numpy.ndarray" : "matplotlib." + modules.at(name) + "." + name;
    return type_value(qualified, Type::Native, [](Runtime&, CallArgs&) -> Value {
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
// Axes objects (plt.subplot, plt.subplots, plt.gca) and the arrays of them plt.subplots returns
// =====================================================================================================================

// The pyplot function an Axes method is (ax.set_title is plt.title), run on that Axes; defined with the functions.
const NativeFunction* pyplot_function_for_axes_method(const std::string& method);

struct AxesObject : Artist {
    AxesObject(const NativeType& type, AxesPlace place) : Artist(type, "AxesSubplot", ""), place(place) {}
    AxesPlace place;
};

// Runs `function` with the program's axes target set to `place`, and puts back the one before, also on an error.
Value call_on_axes(const AxesPlace& place, const NativeFunction& function, Runtime& runtime, CallArgs& args) {
    struct Restore {
        std::optional<AxesPlace> before = state().target;
        ~Restore() { state().target = before; }
    } restore;
    state().target = place;
    return function(runtime, args);
}

std::optional<Value> axes_attribute(Runtime&, const Value& self, const std::string& name) {
    const NativeFunction* function = pyplot_function_for_axes_method(name);
    if (!function) raise_unsupported("AxesSubplot." + name);
    const AxesPlace place = native_of<AxesObject>(self).place;
    return builtin_value(name, [place, function](Runtime& runtime, CallArgs& args) { return call_on_axes(place, *function, runtime, args); });
}

const NativeType& axes_type() {
    static const NativeType type = [] {
        NativeType axes = artist_type();
        axes.attribute = axes_attribute;
        return axes;
    }();
    return type;
}

Value axes_value(const AxesPlace& place) {
    Value& object = state().axes_objects[place];
    if (object.type != Type::Native) object = native_value(std::make_shared<AxesObject>(axes_type(), place));
    return object;
}

// A NumPy array of Axes, 1-D or 2-D (row-major). It holds Axes objects only, which hold no Python values, so it
// closes no reference cycle.
struct AxesArray : NativeObject {
    AxesArray(const NativeType& type, std::vector<std::int64_t> shape, std::vector<Value> items)
        : NativeObject(type), shape(std::move(shape)), items(std::move(items)) {}
    std::vector<std::int64_t> shape;
    std::vector<Value> items;
};

Value axes_array(std::vector<std::int64_t> shape, std::vector<Value> items);

std::int64_t array_position(const AxesArray& array, const Value& index, std::size_t axis) {
    if (index.type != Type::Int && index.type != Type::Bool) raise_unsupported("indexing an array of Axes with a " + type_name(index));
    const std::int64_t size = array.shape[axis];
    const std::int64_t position = index.integer < 0 ? index.integer + size : index.integer;
    if (position < 0 || position >= size)
        raise_error("IndexError", "index " + std::to_string(index.integer) + " is out of bounds for axis " + std::to_string(axis) +
                                      " with size " + std::to_string(size));
    return position;
}

// A row of a 2-D array (a 1-D array), or an item of a 1-D one.
Value array_item(const AxesArray& array, std::int64_t position) {
    if (array.shape.size() == 1) return array.items[std::size_t(position)];
    const auto row = array.items.begin() + std::ptrdiff_t(position * array.shape[1]);
    return axes_array({array.shape[1]}, std::vector<Value>(row, row + std::ptrdiff_t(array.shape[1])));
}

Value array_subscript(Runtime&, const Value& self, const Value& index) {
    const AxesArray& array = native_of<AxesArray>(self);
    if (index.type != Type::Tuple) return array_item(array, array_position(array, index, 0));
    const std::vector<Value>& indices = items_of(index);
    if (indices.size() > array.shape.size())
        raise_error("IndexError", "too many indices for array: array is " + std::to_string(array.shape.size()) + "-dimensional, but " +
                                      std::to_string(indices.size()) + " were indexed");
    if (indices.size() == 1) return array_item(array, array_position(array, indices[0], 0));
    if (indices.size() != 2) raise_unsupported("indexing an array of Axes with an empty tuple");
    return array.items[std::size_t(array_position(array, indices[0], 0) * array.shape[1] + array_position(array, indices[1], 1))];
}

std::vector<Value> array_iterate(Runtime&, const Value& self) {
    const AxesArray& array = native_of<AxesArray>(self);
    std::vector<Value> items;
    for (std::int64_t i = 0; i < array.shape[0]; ++i) items.push_back(array_item(array, i));
    return items;
}

std::optional<Value> array_attribute(Runtime&, const Value& self, const std::string& name) {
    const AxesArray& array = native_of<AxesArray>(self);
    if (name == "shape") {
        std::vector<Value> sizes;
        for (const std::int64_t size : array.shape) sizes.push_back(int_value(size));
        return tuple_value(sizes);
    }
    if (name == "ndim") return int_value(std::int64_t(array.shape.size()));
    if (name == "size") return int_value(std::int64_t(array.items.size()));
    if (name == "flat") return axes_array({std::int64_t(array.items.size())}, array.items);
    if (name == "flatten" || name == "ravel") {
        const std::vector<Value> items = array.items;
        return builtin_value(name, [items, name](Runtime&, CallArgs& args) {
            if (!args.positional.empty() || !args.keywords.empty()) raise_unsupported("ndarray." + name + "() with arguments");
            return axes_array({std::int64_t(items.size())}, items);
        });
    }
    raise_unsupported("numpy.ndarray." + name + " of an array of Axes");
}

const NativeType& axes_array_type() {
    static const NativeType type = [] {
        NativeType array;
        array.name = "numpy.ndarray";
        array.type_object = [](const Value&) {
            return type_value("numpy.ndarray", Type::Native, [](Runtime&, CallArgs&) -> Value { raise_unsupported("calling numpy.ndarray"); });
        };
        array.repr = [](const Value&) -> std::string { raise_unsupported("printing an array of matplotlib Axes"); };
        array.str = array.repr;
        array.subscript = array_subscript;
        array.iterate = array_iterate;
        array.length = [](const Value& self) { return native_of<AxesArray>(self).shape[0]; };
        array.attribute = array_attribute;
        return array;
    }();
    return type;
}

Value axes_array(std::vector<std::int64_t> shape, std::vector<Value> items) {
    return native_value(std::make_shared<AxesArray>(axes_array_type(), std::move(shape), std::move(items)));
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
    std::string cmap = "viridis";
    for (const auto& [name, value] : args.keywords) {
        const std::vector<std::string>& maps = chart_colour_maps();
        const bool named_map = value.type == Type::Str && std::find(maps.begin(), maps.end(), str_of(value)) != maps.end();
        const bool cell_sampling = value.type == Type::Str && (str_of(value) == "nearest" || str_of(value) == "none");
        if (name == "cmap" && named_map) cmap = str_of(value);
        else if (name != "interpolation" || !cell_sampling) raise_unsupported("plt.imshow(" + name + "=" + repr(value) + ")");
    }
    const Numbers matrix = numbers_of(runtime, args.positional[0], "imshow");
    if (matrix.shape.size() != 2) raise_unsupported("plt.imshow() of data of shape " + shape_text(matrix.shape));
    current_axes().chart.image = ChartImage{int(matrix.shape[0]), int(matrix.shape[1]), matrix.values, cmap};
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
    FigureState& figure = current_figure();
    place_axes(figure, int(place[0]), int(place[1]), int(place[2]));
    return axes_value({figure.id, figure.current});
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

// hist(x, bins=10): NumPy's histogram of x (equal bins from its least to its greatest value, the last bin closed),
// drawn as bars a bin wide. What it returns (the counts, the edges, the bars) prints only in ways no run can match here.
std::vector<double> histogram_edges(double first, double last, std::int64_t bins) {
    if (first == last) first -= 0.5, last += 0.5;
    std::vector<double> edges(std::size_t(bins) + 1);
    const double step = (last - first) / double(bins);
    for (std::int64_t i = 0; i < bins; ++i) edges[std::size_t(i)] = double(i) * step + first;  // numpy.linspace's order
    edges.back() = last;
    return edges;
}

std::vector<double> histogram_counts(const std::vector<double>& values, const std::vector<double>& edges) {
    const std::size_t bins = edges.size() - 1;
    std::vector<double> counts(bins, 0.0);
    const double norm = double(bins) / (edges.back() - edges.front());
    for (const double value : values) {
        std::size_t bin = std::min(std::size_t((value - edges.front()) * norm), bins - 1);
        if (bin > 0 && value < edges[bin]) --bin;  // rounding put it one bin too far
        else if (bin + 1 < bins && value >= edges[bin + 1]) ++bin;
        counts[bin] += 1.0;
    }
    return counts;
}

Value hist(Runtime& runtime, CallArgs& args) {
    std::optional<Value> bins_argument = take_keyword(args, "bins");
    expect_argument_count(args, "hist", 1, bins_argument ? 1 : 2);
    if (args.positional.size() == 2) bins_argument = args.positional[1];
    std::int64_t bins = 10;
    if (bins_argument && bins_argument->type != Type::Int) raise_unsupported("plt.hist(bins=" + repr(*bins_argument) + ")");
    if (bins_argument) bins = bins_argument->integer;
    if (bins < 1) raise_error("ValueError", "`bins` must be positive, when an integer");
    if (bins > 10000) raise_unsupported("plt.hist() with more than 10000 bins");
    const std::vector<double> values = one_dimensional(numbers_of(runtime, args.positional[0], "hist"), "hist");
    if (!std::all_of(values.begin(), values.end(), [](double value) { return std::isfinite(value); }))
        raise_unsupported("plt.hist() of data with nan or inf");
    const auto [least, greatest] = values.empty() ? std::pair<double, double>{0.0, 1.0}
                                                  : std::pair<double, double>{*std::min_element(values.begin(), values.end()),
                                                                              *std::max_element(values.begin(), values.end())};
    const std::vector<double> edges = histogram_edges(least, greatest, bins);
    ChartSeries series;
    series.kind = "bar", series.line = "", series.width = edges[1] - edges[0];
    series.y = histogram_counts(values, edges);
    for (std::int64_t i = 0; i < bins; ++i) series.x.push_back((edges[std::size_t(i)] + edges[std::size_t(i) + 1]) * 0.5);
    args.positional.clear();
    apply_series_keywords(args, series, "hist");
    AxesState& axes = current_axes();
    if (series.colour.empty()) series.colour = default_colour_cycle()[axes.next_patch_colour++ % 10];
    axes.chart.series.push_back(std::move(series));
    return tuple_value({artist("ndarray"), artist("ndarray"), artist("BarContainer")});
}

// xscale/yscale: "linear" or "log"; matplotlib's other scales are refused, an unknown name is its ValueError.
Value set_scale(CallArgs& args, const std::string& function, bool ChartAxes::*log) {
    if (!args.keywords.empty()) raise_unsupported("plt." + function + "(" + args.keywords[0].first + "=...)");
    expect_argument_count(args, function, 1, 1);
    const std::string scale = args.positional[0].type == Type::Str ? str_of(args.positional[0]) : repr(args.positional[0]);
    if (scale == "linear" || scale == "log") {
        current_axes().chart.*log = scale == "log";
        return none_value();
    }
    for (const char* other : {"symlog", "asinh", "logit", "function", "functionlog"})
        if (scale == other) raise_unsupported("plt." + function + "(" + repr(args.positional[0]) + ")");
    raise_error("ValueError", repr(str_value(scale)) + " is not a valid value for scale; supported values are 'linear', 'log', "
                              "'symlog', 'asinh', 'logit', 'function', 'functionlog'");
}

// xlim(left, right), xlim((left, right)), xlim(left=...): an end given as None (or not given) keeps what it was.
Value set_limits(Runtime& runtime, CallArgs& args, const std::string& function, double ChartAxes::*from, double ChartAxes::*to) {
    const bool x = function.find('x') != std::string::npos;
    std::optional<Value> low = take_keyword(args, x ? "left" : "bottom"), high = take_keyword(args, x ? "right" : "top");
    if (!args.keywords.empty()) raise_unsupported("plt." + function + "(" + args.keywords[0].first + "=...)");
    if (args.positional.empty() && !low && !high) raise_unsupported("plt." + function + "() without arguments");
    expect_argument_count(args, function, 0, 2);
    std::vector<Value> ends = args.positional;
    if (ends.size() == 1 && (ends[0].type == Type::Tuple || ends[0].type == Type::List)) ends = iterate(runtime, ends[0]);
    if (ends.size() == 1 || (!ends.empty() && (low || high)) || ends.size() > 2) raise_unsupported("plt." + function + "() with these arguments");
    if (ends.size() == 2) low = ends[0], high = ends[1];
    ChartAxes& chart = current_axes().chart;
    for (auto [end, field] : {std::pair{low, from}, std::pair{high, to}}) {
        if (!end || end->type == Type::None) continue;
        if (end->type != Type::Int && end->type != Type::Float && end->type != Type::Bool) raise_unsupported("plt." + function + "() of a " + type_name(*end));
        if (!std::isfinite(number_of(*end))) raise_error("ValueError", "Axis limits cannot be NaN or Inf");
        chart.*field = number_of(*end);
    }
    if (std::isnan(chart.*from) || std::isnan(chart.*to)) return artist("tuple");  // the other end is matplotlib's own choice
    return tuple_value({float_value(chart.*from), float_value(chart.*to)});
}

// grid() turns the grid on or off (matplotlib toggles it when called with nothing), grid(True) and grid(False) set it.
Value grid(CallArgs& args) {
    std::optional<Value> visible = take_keyword(args, "visible");
    if (const std::optional<Value> which = take_keyword(args, "which"); which && !(which->type == Type::Str && str_of(*which) == "major"))
        raise_unsupported("plt.grid(which=" + repr(*which) + ")");
    if (!args.keywords.empty()) raise_unsupported("plt.grid(" + args.keywords[0].first + "=...)");
    expect_argument_count(args, "grid", 0, visible ? 0 : 1);
    if (!args.positional.empty()) visible = args.positional[0];
    if (visible && visible->type != Type::Bool && visible->type != Type::None) raise_unsupported("plt.grid(" + repr(*visible) + ")");
    ChartAxes& chart = current_axes().chart;
    chart.grid = (visible && visible->type == Type::Bool) ? visible->boolean : !chart.grid;
    return none_value();
}

// close(), close("all"), close(number): the figures go without being shown.
Value close(CallArgs& args) {
    if (!args.keywords.empty()) raise_unsupported("plt.close(" + args.keywords[0].first + "=...)");
    expect_argument_count(args, "close", 0, 1);
    PyplotState& pyplot = state();
    if (args.positional.empty()) {
        if (!pyplot.figures.empty()) pyplot.figures.erase(pyplot.figures.begin() + std::ptrdiff_t(pyplot.current));
    } else if (args.positional[0].type == Type::Str && str_of(args.positional[0]) == "all") {
        pyplot.figures.clear();
    } else if (args.positional[0].type == Type::Int) {
        const int number = int(args.positional[0].integer);
        pyplot.figures.erase(std::remove_if(pyplot.figures.begin(), pyplot.figures.end(),
                                            [number](const FigureState& figure) { return figure.number == number; }),
                             pyplot.figures.end());
    } else {
        raise_unsupported("plt.close(" + repr(args.positional[0]) + ")");
    }
    pyplot.current = pyplot.figures.empty() ? 0 : pyplot.figures.size() - 1;
    return none_value();
}

std::int64_t grid_size(CallArgs& args, std::size_t position, const char* name, const char* what) {
    std::optional<Value> size = take_keyword(args, name);
    if (!size && args.positional.size() > position) size = args.positional[position];
    if (!size) return 1;
    if (size->type != Type::Int) raise_unsupported(std::string("plt.subplots(") + name + "=" + repr(*size) + ")");
    if (size->integer < 1) raise_error("ValueError", std::string("Number of ") + what + " must be a positive integer, not " + repr(*size));
    if (size->integer > 10) raise_unsupported(std::string("plt.subplots() with more than 10 ") + what);
    return size->integer;
}

// fig, ax = plt.subplots(); fig, axes = plt.subplots(rows, cols, figsize=...): a new figure and its grid of Axes
// (one Axes, a 1-D array for one row or column, else a 2-D one), the last of them current.
Value subplots(Runtime& runtime, CallArgs& args) {
    const std::int64_t rows = grid_size(args, 0, "nrows", "rows"), cols = grid_size(args, 1, "ncols", "columns");
    if (args.positional.size() > 2) raise_unsupported("plt.subplots() with more than two positional arguments");
    args.positional.clear();
    for (const auto& [name, value] : args.keywords)
        if (name != "figsize") raise_unsupported("plt.subplots(" + name + "=" + repr(value) + ")");
    const Value figure_made = figure(runtime, args);
    FigureState& made = current_figure();
    std::vector<Value> axes;
    for (std::int64_t i = 0; i < rows * cols; ++i) {
        place_axes(made, int(rows), int(cols), int(i + 1));
        axes.push_back(axes_value({made.id, made.current}));
    }
    if (rows * cols == 1) return tuple_value({figure_made, axes[0]});
    const std::vector<std::int64_t> shape = rows == 1 || cols == 1 ? std::vector<std::int64_t>{rows * cols} : std::vector<std::int64_t>{rows, cols};
    return tuple_value({figure_made, axes_array(shape, std::move(axes))});
}

Value gca(CallArgs& args) {
    expect_argument_count(args, "gca", 0, 0);
    if (!args.keywords.empty()) raise_unsupported("plt.gca(" + args.keywords[0].first + "=...)");
    current_axes();
    const FigureState& figure = current_figure();
    return axes_value({figure.id, figure.current});
}

// The module's functions, by name; an Axes method is one of them run on that Axes.
const std::vector<std::pair<std::string, NativeFunction>>& pyplot_functions() {
    using Args = CallArgs;
    static const std::vector<std::pair<std::string, NativeFunction>> functions = {
        {"plot", plot},
        {"scatter", [](Runtime& runtime, Args& args) { return two_sequences(runtime, args, "scatter"); }},
        {"bar", [](Runtime& runtime, Args& args) { return two_sequences(runtime, args, "bar"); }},
        {"hist", hist},
        {"imshow", imshow},
        {"title", [](Runtime&, Args& args) { return set_text(args, "title", &ChartAxes::title); }},
        {"xlabel", [](Runtime&, Args& args) { return set_text(args, "xlabel", &ChartAxes::xlabel); }},
        {"ylabel", [](Runtime&, Args& args) { return set_text(args, "ylabel", &ChartAxes::ylabel); }},
        {"legend", [](Runtime&, Args& args) { return flag(args, "legend", &ChartAxes::legend, "Legend"); }},
        {"colorbar", [](Runtime&, Args& args) { return flag(args, "colorbar", &ChartAxes::colorbar, "Colorbar"); }},
        {"grid", [](Runtime&, Args& args) { return grid(args); }},
        {"xscale", [](Runtime&, Args& args) { return set_scale(args, "xscale", &ChartAxes::xlog); }},
        {"yscale", [](Runtime&, Args& args) { return set_scale(args, "yscale", &ChartAxes::ylog); }},
        {"xlim", [](Runtime& runtime, Args& args) { return set_limits(runtime, args, "xlim", &ChartAxes::x_from, &ChartAxes::x_to); }},
        {"ylim", [](Runtime& runtime, Args& args) { return set_limits(runtime, args, "ylim", &ChartAxes::y_from, &ChartAxes::y_to); }},
        {"figure", figure},
        {"subplot", [](Runtime&, Args& args) { return subplot(args); }},
        {"subplots", subplots},
        {"gca", [](Runtime&, Args& args) { return gca(args); }},
        {"tight_layout", [](Runtime&, Args& args) {  // the layout here always keeps labels apart
            expect_argument_count(args, "tight_layout", 0, 0);
            if (!args.keywords.empty()) raise_unsupported("plt.tight_layout(" + args.keywords[0].first + "=...)");
            return none_value();
        }},
        {"close", [](Runtime&, Args& args) { return close(args); }},
        {"show", [](Runtime&, Args& args) {
            if (!args.keywords.empty() || !args.positional.empty()) raise_unsupported("plt.show() with arguments");
            show_figures();
            return none_value();
        }},
    };
    return functions;
}

const NativeFunction* pyplot_function_for_axes_method(const std::string& method) {
    static const std::map<std::string, std::string> functions = {
        {"plot", "plot"},         {"scatter", "scatter"},       {"bar", "bar"},             {"hist", "hist"},
        {"imshow", "imshow"},     {"legend", "legend"},         {"grid", "grid"},           {"set_title", "title"},
        {"set_xlabel", "xlabel"}, {"set_ylabel", "ylabel"},     {"set_xscale", "xscale"},   {"set_yscale", "yscale"},
        {"set_xlim", "xlim"},     {"set_ylim", "ylim"},
    };
    const auto found = functions.find(method);
    if (found == functions.end()) return nullptr;
    for (const auto& [name, function] : pyplot_functions())
        if (name == found->second) return &function;
    return nullptr;
}

Value make_pyplot_module() {
    auto module = std::make_shared<ModuleObject>();
    module->name = "matplotlib.pyplot";
    for (const auto& [name, function] : pyplot_functions()) module->members.emplace_back(name, builtin_value(name, function));
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
