// chart_view.cpp — a pyplot figure on ImDrawList: layout, the axes' limits and ticks, then each element in matplotlib's
// drawing order (image, bars, lines and markers, frame and ticks, texts, legend, colour bar).
#include "chart_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "tab_order.hpp"

namespace qkv::ui {
namespace {

constexpr ImU32 kWhite = IM_COL32(255, 255, 255, 255);
constexpr ImU32 kBlack = IM_COL32(0, 0, 0, 255);
constexpr ImU32 kLegendEdge = IM_COL32(204, 204, 204, 255);
constexpr ImU32 kGrid = IM_COL32(176, 176, 176, 255);  // matplotlib's grid colour, #b0b0b0
constexpr float kTickLength = 4.0f;
constexpr double kTallest = 480.0;   // pixels: a figure fits in the output panel of a laptop's screen
constexpr double kShortest = 220.0;  // pixels: room for a title, an axis label, ticks and a plot between them

ImU32 colour_of(const std::string& hex) {
    unsigned value = 0x1f77b4;
    if (hex.size() == 7 && hex[0] == '#') value = unsigned(std::strtoul(hex.c_str() + 1, nullptr, 16));
    return IM_COL32((value >> 16) & 255, (value >> 8) & 255, value & 255, 255);
}

// The data range an axes shows: its series' extent with matplotlib's 5% margins (bars stand on 0), or an image's
// cells, rows downwards.
struct Limits {
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;  // y0 at the bottom, y1 at the top (an image has y0 > y1)
};

void widen_if_flat(double& low, double& high) {
    if (high > low) return;
    const double pad = std::max(std::fabs(low) * 0.05, 0.05);
    low -= pad, high += pad;
}

// A value where a log axis puts it (its log10; NaN where it has no place), or as it is on a linear one.
double scaled(double value, bool log) { return !log ? value : value > 0.0 ? std::log10(value) : std::nan(""); }

// The series' own extent in the axes' scales (bars stand on 0, which a log axis leaves out); x0 > x1 when there is
// no point to draw.
Limits data_extent(const ChartAxes& axes, bool* bars_on_zero) {
    double x0 = std::numeric_limits<double>::infinity(), x1 = -x0, y0 = x0, y1 = -x0;
    *bars_on_zero = false;
    for (const ChartSeries& series : axes.series) {
        const double half_bar = series.kind == "bar" ? series.width * 0.5 : 0.0;
        for (std::size_t i = 0; i < series.x.size(); ++i) {
            const double left = scaled(series.x[i] - half_bar, axes.xlog), right = scaled(series.x[i] + half_bar, axes.xlog);
            const double y = scaled(series.y[i], axes.ylog);
            if (!std::isfinite(left) || !std::isfinite(right) || !std::isfinite(y)) continue;
            x0 = std::min(x0, left), x1 = std::max(x1, right);
            y0 = std::min(y0, y), y1 = std::max(y1, y);
        }
        if (series.kind == "bar" && !axes.ylog && x0 <= x1) y0 = std::min(y0, 0.0), y1 = std::max(y1, 0.0), *bars_on_zero = true;
    }
    return {x0, x1, y0, y1};
}

// An end xlim/ylim set replaces the one the data gave (in the axis's scale; a log axis ignores one at or below 0).
void apply_set_limits(double from, double to, bool log, double* low, double* high) {
    if (std::isfinite(scaled(from, log))) *low = scaled(from, log);
    if (std::isfinite(scaled(to, log))) *high = scaled(to, log);
    if (*low == *high) widen_if_flat(*low, *high);
}

Limits limits_of(const ChartAxes& axes) {
    if (axes.image) return {-0.5, axes.image->cols - 0.5, axes.image->rows - 0.5, -0.5};
    bool bars_on_zero = false;
    Limits extent = data_extent(axes, &bars_on_zero);
    Limits limits;
    if (extent.x0 <= extent.x1) {
        widen_if_flat(extent.x0, extent.x1);
        widen_if_flat(extent.y0, extent.y1);
        const double x_margin = (extent.x1 - extent.x0) * 0.05, y_margin = (extent.y1 - extent.y0) * 0.05;
        limits = {extent.x0 - x_margin, extent.x1 + x_margin, (bars_on_zero && extent.y0 == 0.0) ? 0.0 : extent.y0 - y_margin,
                  extent.y1 + y_margin};
    }  // else 0 to 1, or 1 to 10 on a log axis, as matplotlib's empty axes
    apply_set_limits(axes.x_from, axes.x_to, axes.xlog, &limits.x0, &limits.x1);
    apply_set_limits(axes.y_from, axes.y_to, axes.ylog, &limits.y0, &limits.y1);
    return limits;
}

// Where one axes' data goes on screen. Limits are in the axes' scales; at() takes data values.
struct Plot {
    ImVec2 min, max;  // the frame
    Limits limits;
    bool xlog = false, ylog = false;
    ImVec2 at(double x, double y) const { return at_scaled(scaled(x, xlog), scaled(y, ylog)); }
    ImVec2 at_scaled(double x, double y) const {
        const double fx = (x - limits.x0) / (limits.x1 - limits.x0), fy = (y - limits.y0) / (limits.y1 - limits.y0);
        return ImVec2(float(min.x + fx * (max.x - min.x)), float(max.y - fy * (max.y - min.y)));
    }
};

// The font's size on screen: fonts are made at the screen's pixel density and scaled back (theme.cpp).
float size_of(const ImFont* font) { return font->FontSize * ImGui::GetIO().FontGlobalScale; }

void text_at(ImDrawList* draw, ImFont* font, const std::string& text, ImVec2 anchor, float align_x, float align_y,
             ImU32 colour = kBlack) {
    const ImVec2 size = font->CalcTextSizeA(size_of(font), FLT_MAX, 0.0f, text.c_str());
    draw->AddText(font, size_of(font), ImVec2(std::floor(anchor.x - size.x * align_x), std::floor(anchor.y - size.y * align_y)),
                  colour, text.c_str());
}

// A polyline in one of matplotlib's dash patterns ("--", ":", "-."); "-" solid.
void draw_line(ImDrawList* draw, const std::vector<ImVec2>& points, ImU32 colour, const std::string& style) {
    if (points.size() < 2) return;
    if (style == "-") {
        draw->AddPolyline(points.data(), int(points.size()), colour, ImDrawFlags_None, 1.5f);
        return;
    }
    const std::vector<float> pattern = style == "--" ? std::vector<float>{5.5f, 2.4f}
                                       : style == ":" ? std::vector<float>{1.5f, 2.5f}
                                                      : std::vector<float>{9.6f, 2.4f, 1.5f, 2.4f};
    std::size_t dash = 0;
    float left = pattern[0];
    for (std::size_t i = 1; i < points.size(); ++i) {
        ImVec2 from = points[i - 1];
        const ImVec2 to = points[i];
        float length = std::hypot(to.x - from.x, to.y - from.y);
        while (length > 0.0f) {
            const float step = std::min(left, length);
            const ImVec2 next(from.x + (to.x - from.x) * step / length, from.y + (to.y - from.y) * step / length);
            if (dash % 2 == 0) draw->AddLine(from, next, colour, 1.5f);
            from = next, length -= step, left -= step;
            if (left <= 0.0f) dash = (dash + 1) % pattern.size(), left = pattern[dash];
        }
    }
}

void draw_image(ImDrawList* draw, const Plot& plot, const ChartImage& image, double low, double high) {
    for (int row = 0; row < image.rows; ++row) {
        for (int col = 0; col < image.cols; ++col) {
            const double value = image.values[std::size_t(row) * std::size_t(image.cols) + std::size_t(col)];
            const ImU32 colour = std::isfinite(value) ? chart_colour(image.cmap, high > low ? (value - low) / (high - low) : 0.0) : kWhite;
            draw->AddRectFilled(plot.at(col - 0.5, row - 0.5), plot.at(col + 0.5, row + 0.5), colour);
        }
    }
}

void draw_series(ImDrawList* draw, const Plot& plot, const ChartSeries& series) {
    const ImU32 colour = colour_of(series.colour);
    if (series.kind == "bar") {
        const float bottom = plot.at_scaled(0.0, plot.ylog ? std::min(plot.limits.y0, plot.limits.y1) : 0.0).y;
        for (std::size_t i = 0; i < series.x.size(); ++i) {
            const ImVec2 a = plot.at(series.x[i] - series.width * 0.5, 1.0), b = plot.at(series.x[i] + series.width * 0.5, series.y[i]);
            if (!std::isfinite(a.x) || !std::isfinite(b.x) || !std::isfinite(b.y)) continue;
            draw->AddRectFilled(ImVec2(a.x, std::min(bottom, b.y)), ImVec2(b.x, std::max(bottom, b.y)), colour);
        }
        return;
    }
    std::vector<ImVec2> points;
    for (std::size_t i = 0; i < series.x.size(); ++i) {
        if (std::isfinite(series.x[i]) && std::isfinite(series.y[i])) {
            points.push_back(plot.at(series.x[i], series.y[i]));
        } else {  // matplotlib breaks a line at NaN and inf
            draw_line(draw, points, colour, series.line.empty() ? "-" : series.line);
            points.clear();
        }
    }
    if (!series.line.empty()) draw_line(draw, points, colour, series.line);
    const float radius = series.marker == "o" ? (series.kind == "scatter" ? 3.5f : 3.0f) : 1.5f;
    if (!series.marker.empty())
        for (const ImVec2& point : points) draw->AddCircleFilled(point, radius, colour, 12);
}

// One axis's ticks, in its scale: on a log axis the powers of ten, labelled 10 with a raised exponent (as matplotlib
// writes them), or, where fewer than two fit, 1, 2 and 5 times them (or every multiple) labelled as numbers.
struct Ticks {
    std::vector<double> at;  // in the axis's scale
    std::vector<std::string> labels, exponents;  // exponents: "" on a linear axis
};

Ticks axis_ticks(double low, double high, int bins, bool log) {
    Ticks ticks;
    if (log) {
        for (double power = std::ceil(low - 1e-9); power <= high + 1e-9 && ticks.at.size() < 40; power += 1.0) {
            ticks.at.push_back(power);
            ticks.labels.push_back("10");
            char exponent[16];
            std::snprintf(exponent, sizeof exponent, "%s%d", power < 0 ? "\xE2\x88\x92" : "", int(std::fabs(power)));
            ticks.exponents.push_back(exponent);
        }
        if (ticks.at.size() >= 2) return ticks;
        std::vector<double> values;  // 1, 2 and 5 times the powers of ten in range, or every multiple if that is too few
        for (const std::vector<double>& multiples : {std::vector<double>{1, 2, 5}, std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8, 9}}) {
            values.clear();
            for (double power = std::floor(low); power <= std::ceil(high); power += 1.0)
                for (const double multiple : multiples)
                    if (const double at = std::log10(multiple) + power; at >= low - 1e-9 && at <= high + 1e-9)
                        values.push_back(multiple * std::pow(10.0, power));
            if (values.size() >= 3 || multiples.size() > 3) break;
        }
        ticks = {{}, chart_tick_labels(values), std::vector<std::string>(values.size())};
        for (const double value : values) ticks.at.push_back(scaled(value, true));
        return ticks;
    }
    ticks.at = chart_ticks(low, high, bins);
    ticks.labels = chart_tick_labels(ticks.at);
    ticks.exponents.assign(ticks.at.size(), "");
    return ticks;
}

// A tick label with its exponent raised and smaller after it; `align_x` places the whole label.
void tick_label_at(ImDrawList* draw, ImFont* font, const std::string& label, const std::string& exponent, ImVec2 anchor,
                   float align_x, float align_y) {
    const float small = size_of(font) * 0.7f;
    const float base_width = font->CalcTextSizeA(size_of(font), FLT_MAX, 0.0f, label.c_str()).x;
    const float exponent_width = exponent.empty() ? 0.0f : font->CalcTextSizeA(small, FLT_MAX, 0.0f, exponent.c_str()).x;
    const float left = anchor.x - (base_width + exponent_width) * align_x;
    text_at(draw, font, label, ImVec2(left, anchor.y), 0.0f, align_y);
    if (!exponent.empty()) {
        const float top = std::floor(anchor.y - size_of(font) * align_y - small * 0.35f);
        draw->AddText(font, small, ImVec2(std::floor(left + base_width), top), kBlack, exponent.c_str());
    }
}

// matplotlib's tick space: a bin per three font sizes across, per two up.
std::pair<Ticks, Ticks> plot_ticks(const Plot& plot, ImFont* font) {
    const double x_low = std::min(plot.limits.x0, plot.limits.x1), x_high = std::max(plot.limits.x0, plot.limits.x1);
    const double y_low = std::min(plot.limits.y0, plot.limits.y1), y_high = std::max(plot.limits.y0, plot.limits.y1);
    const int x_bins = std::clamp(int((plot.max.x - plot.min.x) / (size_of(font) * 3.0f)), 1, 9);
    const int y_bins = std::clamp(int((plot.max.y - plot.min.y) / (size_of(font) * 2.0f)), 1, 9);
    return {axis_ticks(x_low, x_high, x_bins, plot.xlog), axis_ticks(y_low, y_high, y_bins, plot.ylog)};
}

// Below the data, as matplotlib's grid is below its lines.
void draw_grid(ImDrawList* draw, const Plot& plot, const std::pair<Ticks, Ticks>& ticks) {
    for (const double x : ticks.first.at) draw->AddLine(ImVec2(plot.at_scaled(x, 0).x, plot.min.y), ImVec2(plot.at_scaled(x, 0).x, plot.max.y), kGrid, 0.8f);
    for (const double y : ticks.second.at) draw->AddLine(ImVec2(plot.min.x, plot.at_scaled(0, y).y), ImVec2(plot.max.x, plot.at_scaled(0, y).y), kGrid, 0.8f);
}

void draw_ticks(ImDrawList* draw, const Plot& plot, const std::pair<Ticks, Ticks>& ticks, ImFont* font) {
    const Ticks& xs = ticks.first;
    const Ticks& ys = ticks.second;
    for (std::size_t i = 0; i < xs.at.size(); ++i) {
        const float x = plot.at_scaled(xs.at[i], 0).x;
        draw->AddLine(ImVec2(x, plot.max.y), ImVec2(x, plot.max.y + kTickLength), kBlack);
        tick_label_at(draw, font, xs.labels[i], xs.exponents[i], ImVec2(x, plot.max.y + kTickLength + 2), 0.5f, 0.0f);
    }
    for (std::size_t i = 0; i < ys.at.size(); ++i) {
        const float y = plot.at_scaled(0, ys.at[i]).y;
        draw->AddLine(ImVec2(plot.min.x - kTickLength, y), ImVec2(plot.min.x, y), kBlack);
        tick_label_at(draw, font, ys.labels[i], ys.exponents[i], ImVec2(plot.min.x - kTickLength - 3, y), 1.0f, 0.5f);
    }
    draw->AddRect(plot.min, plot.max, kBlack);
}

bool in_legend(const ChartSeries& series) { return !series.label.empty() && series.label[0] != '_'; }

// matplotlib's loc="best" in small: the corner whose box covers the fewest of the data's points.
ImVec2 legend_corner(const Plot& plot, const ChartAxes& axes, ImVec2 size) {
    const float pad = 6.0f;
    const ImVec2 corners[4] = {ImVec2(plot.max.x - pad - size.x, plot.min.y + pad), ImVec2(plot.min.x + pad, plot.min.y + pad),
                               ImVec2(plot.min.x + pad, plot.max.y - pad - size.y), ImVec2(plot.max.x - pad - size.x, plot.max.y - pad - size.y)};
    int best = 0;
    std::size_t fewest = std::numeric_limits<std::size_t>::max();
    for (int corner = 0; corner < 4; ++corner) {
        std::size_t covered = 0;
        for (const ChartSeries& series : axes.series) {
            for (std::size_t i = 0; i < series.x.size(); ++i) {
                const ImVec2 p = plot.at(series.x[i], series.y[i]);
                covered += p.x >= corners[corner].x && p.x <= corners[corner].x + size.x && p.y >= corners[corner].y &&
                           p.y <= corners[corner].y + size.y;
            }
        }
        if (covered < fewest) fewest = covered, best = corner;
    }
    return corners[best];
}

void draw_legend(ImDrawList* draw, const Plot& plot, const ChartAxes& axes, ImFont* font) {
    float label_width = 0.0f;
    int entries = 0;
    for (const ChartSeries& series : axes.series) {
        if (!in_legend(series)) continue;
        label_width = std::max(label_width, font->CalcTextSizeA(size_of(font), FLT_MAX, 0.0f, series.label.c_str()).x);
        ++entries;
    }
    if (entries == 0) return;
    const float row = size_of(font) + 4.0f, sample = 22.0f;
    const ImVec2 size(8.0f + sample + 6.0f + label_width + 8.0f, 6.0f + row * float(entries));
    const ImVec2 at = legend_corner(plot, axes, size);
    draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), IM_COL32(255, 255, 255, 204), 3.0f);
    draw->AddRect(at, ImVec2(at.x + size.x, at.y + size.y), kLegendEdge, 3.0f);
    float y = at.y + 3.0f + row * 0.5f;
    for (const ChartSeries& series : axes.series) {
        if (!in_legend(series)) continue;
        const ImU32 colour = colour_of(series.colour);
        const ImVec2 left(at.x + 8.0f, y), right(at.x + 8.0f + sample, y);
        if (series.kind == "bar") draw->AddRectFilled(ImVec2(left.x + 4, y - 4), ImVec2(right.x - 4, y + 4), colour);
        else if (!series.line.empty()) draw_line(draw, {left, right}, colour, series.line);
        if (!series.marker.empty()) draw->AddCircleFilled(ImVec2((left.x + right.x) * 0.5f, y), series.marker == "o" ? 3.0f : 1.5f, colour, 12);
        text_at(draw, font, series.label, ImVec2(right.x + 6.0f, y), 0.0f, 0.5f);
        y += row;
    }
}

void image_range(const ChartImage& image, double* low, double* high) {
    *low = std::numeric_limits<double>::infinity(), *high = -*low;
    for (const double value : image.values)
        if (std::isfinite(value)) *low = std::min(*low, value), *high = std::max(*high, value);
    if (*low > *high) *low = 0, *high = 1;
}

void draw_colour_bar(ImDrawList* draw, const Plot& plot, const std::string& cmap, ImFont* font, double low, double high) {
    const ImVec2 min(plot.max.x + 12.0f, plot.min.y), max(plot.max.x + 24.0f, plot.max.y);
    constexpr int kStrips = 64;
    for (int strip = 0; strip < kStrips; ++strip) {
        const float top = max.y - (max.y - min.y) * float(strip + 1) / kStrips, bottom = max.y - (max.y - min.y) * float(strip) / kStrips;
        draw->AddRectFilled(ImVec2(min.x, top), ImVec2(max.x, bottom + 0.5f), chart_colour(cmap, (strip + 0.5) / kStrips));
    }
    draw->AddRect(min, max, kBlack);
    if (!(high > low)) return;
    const std::vector<double> ticks = chart_ticks(low, high, std::clamp(int((max.y - min.y) / (size_of(font) * 2.0f)), 1, 9));
    const std::vector<std::string> labels = chart_tick_labels(ticks);
    for (std::size_t i = 0; i < ticks.size(); ++i) {
        const float y = float(max.y - (ticks[i] - low) / (high - low) * (max.y - min.y));
        draw->AddLine(ImVec2(max.x, y), ImVec2(max.x + kTickLength, y), kBlack);
        text_at(draw, font, labels[i], ImVec2(max.x + kTickLength + 3, y), 0.0f, 0.5f);
    }
}

// The frame of one axes inside its cell of the figure's grid: room for tick labels, axis labels, title, colour bar.
Plot place_plot(const ChartAxes& axes, ImVec2 figure_min, ImVec2 figure_size, ImFont* font) {
    const int column = (axes.index - 1) % std::max(1, axes.cols), row = (axes.index - 1) / std::max(1, axes.cols);
    const ImVec2 cell_size(figure_size.x / float(std::max(1, axes.cols)), figure_size.y / float(std::max(1, axes.rows)));
    const ImVec2 cell(figure_min.x + cell_size.x * float(column), figure_min.y + cell_size.y * float(row));
    const float line = size_of(font);
    const float left = 8.0f + font->CalcTextSizeA(line, FLT_MAX, 0.0f, "\xE2\x88\x92" "0.00").x + kTickLength + (axes.ylabel.empty() ? 0.0f : line + 6.0f);
    const float bottom = kTickLength + line + 10.0f + (axes.xlabel.empty() ? 0.0f : line + 4.0f);
    const float top = axes.title.empty() ? 10.0f : line + 14.0f;
    const float right = 12.0f + (axes.colorbar ? 40.0f + font->CalcTextSizeA(line, FLT_MAX, 0.0f, "0.00").x : 0.0f);
    Plot plot{ImVec2(cell.x + left, cell.y + top), ImVec2(cell.x + cell_size.x - right, cell.y + cell_size.y - bottom), limits_of(axes),
              axes.xlog && !axes.image, axes.ylog && !axes.image};
    if (axes.image) {  // square cells, as imshow's aspect="equal"
        const float per_cell = std::min((plot.max.x - plot.min.x) / float(axes.image->cols), (plot.max.y - plot.min.y) / float(axes.image->rows));
        const ImVec2 size(per_cell * float(axes.image->cols), per_cell * float(axes.image->rows));
        const ImVec2 at((plot.min.x + plot.max.x - size.x) * 0.5f, (plot.min.y + plot.max.y - size.y) * 0.5f);  // centred
        plot.min = at, plot.max = ImVec2(at.x + size.x, at.y + size.y);
    }
    return plot;
}

void draw_axes(ImDrawList* draw, const ChartAxes& axes, ImVec2 figure_min, ImVec2 figure_size, ImFont* font) {
    const Plot plot = place_plot(axes, figure_min, figure_size, font);
    if (plot.max.x - plot.min.x < 8.0f || plot.max.y - plot.min.y < 8.0f) return;
    double low = 0, high = 1;
    if (axes.image) image_range(*axes.image, &low, &high);
    const std::pair<Ticks, Ticks> ticks = plot_ticks(plot, font);
    draw->PushClipRect(plot.min, plot.max, true);
    if (axes.image) draw_image(draw, plot, *axes.image, low, high);
    if (axes.grid) draw_grid(draw, plot, ticks);
    for (const ChartSeries& series : axes.series) draw_series(draw, plot, series);
    draw->PopClipRect();
    draw_ticks(draw, plot, ticks, font);
    const float line = size_of(font);
    if (!axes.title.empty()) text_at(draw, font, axes.title, ImVec2((plot.min.x + plot.max.x) * 0.5f, plot.min.y - 6.0f), 0.5f, 1.0f);
    if (!axes.xlabel.empty())
        text_at(draw, font, axes.xlabel, ImVec2((plot.min.x + plot.max.x) * 0.5f, plot.max.y + kTickLength + line + 6.0f), 0.5f, 0.0f);
    if (!axes.ylabel.empty()) {  // turned a quarter anticlockwise, as matplotlib writes it, at the cell's left edge
        const int column = (axes.index - 1) % std::max(1, axes.cols);
        const float cell_left = figure_min.x + figure_size.x / float(std::max(1, axes.cols)) * float(column);
        const ImVec2 pivot(std::floor(cell_left + 6.0f + line * 0.5f), std::floor((plot.min.y + plot.max.y) * 0.5f));
        const int first = draw->VtxBuffer.Size;
        // The text is laid out level before it is turned: its glyphs must not be culled by the panel's left edge
        // while level, so the clip rect spans the level text's width (its height stays the panel's).
        const float half_width = font->CalcTextSizeA(line, FLT_MAX, 0.0f, axes.ylabel.c_str()).x * 0.5f + 2.0f;
        const ImVec2 clip_min = draw->GetClipRectMin(), clip_max = draw->GetClipRectMax();
        draw->PushClipRect(ImVec2(pivot.x - half_width, std::max(clip_min.y, pivot.y - half_width)),
                           ImVec2(pivot.x + half_width, std::min(clip_max.y, pivot.y + half_width)));
        text_at(draw, font, axes.ylabel, pivot, 0.5f, 0.5f);
        draw->PopClipRect();
        for (int v = first; v < draw->VtxBuffer.Size; ++v) {  // (dx, dy) -> (dy, -dx) about the pivot
            ImDrawVert& vertex = draw->VtxBuffer[v];
            const float dx = vertex.pos.x - pivot.x, dy = vertex.pos.y - pivot.y;
            vertex.pos = ImVec2(pivot.x + dy, pivot.y - dx);
        }
    }
    if (axes.legend) draw_legend(draw, plot, axes, font);
    if (axes.colorbar && axes.image) draw_colour_bar(draw, plot, axes.image->cmap, font, low, high);
}

std::string short_number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

// The ticks at the first of 1, 2, 2.5, 5, 10 times a power of ten that makes at most `max_bins` steps.
std::vector<double> nice_ticks(double low, double high, int max_bins) {
    std::vector<double> ticks;
    if (!std::isfinite(low) || !std::isfinite(high) || !(high > low)) return ticks;
    const double raw = (high - low) / double(std::max(1, max_bins));
    const double scale = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10.0 * scale;
    for (const double multiple : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (multiple * scale >= raw * (1.0 - 1e-9)) {
            step = multiple * scale;
            break;
        }
    }
    const double epsilon = step * 1e-9;
    for (double n = std::ceil((low - epsilon) / step); n * step <= high + epsilon; n += 1.0) {
        const double value = n * step;
        ticks.push_back(value == 0.0 ? 0.0 : value);
    }
    return ticks;
}

}  // namespace

std::vector<double> chart_ticks(double low, double high, int max_bins) {
    std::vector<double> ticks = nice_ticks(low, high, max_bins);
    // Two ticks at least, as matplotlib's locator gives, however small the axis.
    for (int bins = max_bins + 1; ticks.size() < 2 && bins <= 9 && std::isfinite(low) && std::isfinite(high) && high > low; ++bins)
        ticks = nice_ticks(low, high, bins);
    return ticks;
}

std::vector<std::string> chart_tick_labels(const std::vector<double>& ticks) {
    int decimals = 0;
    for (; decimals < 8; ++decimals) {
        const double scale = std::pow(10.0, decimals);
        const bool exact = std::all_of(ticks.begin(), ticks.end(), [&](double tick) {
            const double scaled = tick * scale;
            return std::fabs(scaled - std::round(scaled)) <= 1e-6 * std::max(1.0, std::fabs(scaled));
        });
        if (exact) break;
    }
    std::vector<std::string> labels;
    for (const double tick : ticks) {
        char text[48];
        std::snprintf(text, sizeof text, "%.*f", decimals, std::fabs(tick));
        labels.push_back(std::string(tick < 0 && std::round(tick * std::pow(10.0, decimals)) != 0 ? "\xE2\x88\x92" : "") + text);
    }
    return labels;
}

namespace {

// The colour at t in [0, 1] of a map given as evenly spaced anchor colours (0xRRGGBB), linear in between.
ImU32 interpolated_colour(const unsigned* stops, int count, double t) {
    const double position = std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0) * (count - 1);
    const int below = std::min(count - 2, int(position));
    const double blend = position - below;
    const auto channel = [&](int shift) {
        const double a = (stops[below] >> shift) & 255, b = (stops[below + 1] >> shift) & 255;
        return int(std::lround(a + (b - a) * blend));
    };
    return IM_COL32(channel(16), channel(8), channel(0), 255);
}

}  // namespace

ImU32 chart_colour(const std::string& cmap, double t) {
    // matplotlib's sequential maps as their nine anchor colours (ColorBrewer's)
    static const unsigned kBlues[9] = {0xf7fbff, 0xdeebf7, 0xc6dbef, 0x9ecae1, 0x6baed6, 0x4292c6, 0x2171b5, 0x08519c, 0x08306b};
    static const unsigned kGreys[9] = {0xffffff, 0xf0f0f0, 0xd9d9d9, 0xbdbdbd, 0x969696, 0x737373, 0x525252, 0x252525, 0x000000};
    const double clamped = std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0);
    if (cmap == "gray" || cmap == "binary") {
        const int level = int(std::lround((cmap == "gray" ? clamped : 1.0 - clamped) * 255.0));
        return IM_COL32(level, level, level, 255);
    }
    if (cmap == "Blues") return interpolated_colour(kBlues, 9, clamped);
    if (cmap == "Greys") return interpolated_colour(kGreys, 9, clamped);
    return viridis_colour(clamped);
}

ImU32 viridis_colour(double t) {
    // matplotlib's viridis at 0, 1/16, ..., 1
    static const unsigned kStops[17] = {0x440154, 0x48186a, 0x472d7b, 0x424086, 0x3b528b, 0x33638d, 0x2c728e, 0x26828e, 0x21918c,
                                        0x1fa088, 0x28ae80, 0x3fbc73, 0x5ec962, 0x84d44b, 0xaddc30, 0xd8e219, 0xfde725};
    return interpolated_colour(kStops, 17, t);
}

std::string chart_description(const ChartFigure& figure) {
    std::string text = "Figure " + std::to_string(figure.number) + ":";
    for (const ChartAxes& axes : figure.axes) {
        text += " " + (axes.title.empty() ? std::string("chart") : axes.title) + ".";
        if (axes.image) {
            double low = 0, high = 1;
            image_range(*axes.image, &low, &high);
            text += " Image of " + std::to_string(axes.image->rows) + " rows and " + std::to_string(axes.image->cols) +
                    " columns, values " + short_number(low) + " to " + short_number(high) + ".";
            continue;
        }
        bool bars_on_zero = false;
        Limits extent = data_extent(axes, &bars_on_zero);
        if (extent.x0 > extent.x1) extent = {0, 0, 0, 0};
        const auto unscaled = [](double value, bool log) { return log ? std::pow(10.0, value) : value; };
        extent = {unscaled(extent.x0, axes.xlog), unscaled(extent.x1, axes.xlog), unscaled(extent.y0, axes.ylog), unscaled(extent.y1, axes.ylog)};
        text += " x" + (axes.xlabel.empty() ? "" : ": " + axes.xlabel) + ", " + short_number(extent.x0) + " to " +
                short_number(extent.x1) + ". y" + (axes.ylabel.empty() ? "" : ": " + axes.ylabel) + ", " +
                short_number(extent.y0) + " to " + short_number(extent.y1) + ".";
        for (std::size_t i = 0; i < axes.series.size(); ++i) {
            const ChartSeries& series = axes.series[i];
            text += i == 0 ? " Series: " : "; ";
            text += (in_legend(series) ? series.label : "unnamed") + " (" + series.kind + ", " + std::to_string(series.x.size()) + " points)";
        }
        if (!axes.series.empty()) text += ".";
    }
    return text;
}

bool draw_chart(const ChartFigure& figure, const std::string& name, float width, const Fonts& fonts, WidgetRects* rects,
                ChartHit* hit) {
    *hit = ChartHit{};
    ImGui::PushID(name.c_str());
    ImGui::TextDisabled("Figure %d", figure.number);
    ImGui::SameLine();
    if (ImGui::SmallButton("Save PNG\xE2\x80\xA6")) hit->save_requested = true;
    describe_last_item("Save figure " + std::to_string(figure.number) + " as a PNG picture");
    remember_last_item(rects, name + "_save");
    // figsize at matplotlib's 100 dots per inch, made smaller (never larger) to fit the width and a screen's height
    const double scale = std::min({1.0, double(width) / (figure.width * 100.0), kTallest / (figure.height * 100.0)});
    // On a narrow screen a wide figure keeps room for its ticks and labels: at least kShortest high (taller, not wider)
    const double height = std::max(figure.height * 100.0 * scale, std::min(figure.height * 100.0, kShortest));
    const ImVec2 size(std::floor(float(figure.width * 100.0 * scale)), std::floor(float(height)));
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("figure", size);
    describe_last_item(chart_description(figure));
    remember_last_item(rects, name);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(min, ImVec2(min.x + size.x, min.y + size.y), kWhite);
    if (ImGui::IsItemFocused()) draw->AddRect(min, ImVec2(min.x + size.x, min.y + size.y), ImGui::GetColorU32(ImGuiCol_NavHighlight), 0.0f, 0, 2.0f);
    ImFont* font = fonts.body ? fonts.body : ImGui::GetFont();
    for (const ChartAxes& axes : figure.axes) draw_axes(draw, axes, min, size, font);
    hit->min = min;
    hit->max = ImVec2(min.x + size.x, min.y + size.y);
    ImGui::PopID();
    return hit->save_requested;
}

}  // namespace qkv::ui
