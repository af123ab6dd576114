// export_api.cpp — the heatmaps' exported data and the lesson's script, from the same tables the screen uses
// (ui/lesson_matrices for the labels, ui/colormap for the colours, app/services/code_settings for the code).
#include "app/api/export_api.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/api/app_api.hpp"
#include "app/services/code_settings.hpp"
#include "app/generated/lesson_examples.hpp"
#include "app/api/messages_to_page.hpp"
#include "app/platform/code_editor.hpp"
#include "core/json.hpp"
#include "core/pyformat.hpp"
#include "ui/colormap.hpp"
#include "ui/heatmap.hpp"
#include "ui/theme.hpp"

namespace qkv::app {

namespace {

constexpr int kRampSteps = 256;  // colours in an exported colour bar
constexpr int kTwoRolesExample = 1;  // "Same token, two different roles": its first print is the console's last line

// A heatmap's matrix, or nullopt (with *error set) for a name that is not one of x .. v.
std::optional<ui::MatrixId> heatmap_named(const AppState& state, const std::string& name, std::string* error) {
    const std::optional<ui::MatrixId> id = ui::matrix_from_name(name);
    if (!id || int(*id) >= ui::kHeatmapCount) {
        *error = "no heatmap is called " + JsonWriter().value(name).text() +
                 "; the heatmaps are x, W_q, W_k, W_v, q, k, v";
        return std::nullopt;
    }
    if (!state.computed) {
        *error = "the lesson has not been computed yet";
        return std::nullopt;
    }
    return id;
}

std::string css_colour(ImU32 colour) {
    char text[8];
    std::snprintf(text, sizeof(text), "#%02x%02x%02x", unsigned(colour & 0xFF), unsigned((colour >> 8) & 0xFF),
                  unsigned((colour >> 16) & 0xFF));
    return text;
}

// The first line of `code` that starts with `print(`, with its newline.
std::string first_print_line(std::string_view code) {
    for (std::size_t start = 0; start < code.size();) {
        const std::size_t end = std::min(code.find('\n', start), code.size());
        const std::string_view line = code.substr(start, end - start);
        if (line.substr(0, 6) == "print(") return std::string(line) + "\n";
        start = end + 1;
    }
    return "";
}

// "one" to "twelve" as a comment says a small count, digits beyond.
std::string count_in_words(int count) {
    static const char* const kWords[] = {"no", "one", "two", "three", "four", "five", "six",
                                         "seven", "eight", "nine", "ten", "eleven", "twelve"};
    return count >= 0 && count < int(std::size(kWords)) ? kWords[count] : std::to_string(count);
}

// The lesson's comments that count the tokens ("One window of four tokens, ...") made to count params.tokens; the
// other lines stay as they are.
std::string true_comments(const std::string& code, const LessonParams& params) {
    const std::string lesson_count = " " + count_in_words(LessonParams().tokens) + " tokens";
    const std::string count = " " + count_in_words(params.tokens) + (params.tokens == 1 ? " token" : " tokens");
    std::string out;
    for (std::size_t start = 0; start < code.size();) {
        const std::size_t newline = code.find('\n', start);
        const std::size_t end = newline == std::string::npos ? code.size() : newline + 1;
        std::string line = code.substr(start, end - start);
        const std::size_t found = line.find(lesson_count);
        const bool comment_line = line.find_first_not_of(' ') == line.find('#');
        if (comment_line && found != std::string::npos) line.replace(found, lesson_count.size(), count);
        out += line;
        start = end;
    }
    return out;
}

}  // namespace

std::string api_export_heatmap(const AppState& state, const std::string& name) {
    std::string error;
    const std::optional<ui::MatrixId> id = heatmap_named(state, name, &error);
    if (!id) return api_refusal(error);
    const ui::MatrixRef matrix = ui::matrix_of(state.tensors, *id);
    const float limit = state.scale_limits[int(*id)];
    static std::vector<std::uint32_t> pixels;  // read by the page right after this call
    pixels = ui::matrix_pixels(matrix.values, matrix.rows, matrix.cols, limit);
    const ui::HeatmapLabels labels = ui::heatmap_labels(*id, state.params);
    JsonWriter json;
    json.begin_object().key("ok").value(true).key("name").value(name).key("filename").value("qkv-" + name + ".png");
    const ui::PictureColours colours = ui::picture_colours(state.ui.theme);
    json.key("background").value(css_colour(colours.background)).key("text").value(css_colour(colours.text));
    json.key("muted").value(css_colour(colours.muted));
    json.key("title").value(labels.title).key("shape").value(labels.shape);
    json.key("row_axis").value(labels.row_axis).key("col_axis").value(labels.col_axis);
    json.key("rows").value(std::int64_t(matrix.rows)).key("cols").value(std::int64_t(matrix.cols));
    json.key("low").value("\xE2\x88\x92" + ui::format_scale_limit(limit));
    json.key("high").value("+" + ui::format_scale_limit(limit)).key("ramp").begin_array();
    for (int step = 0; step < kRampSteps; ++step) {
        const float value = -limit + 2.0f * limit * float(step) / float(kRampSteps - 1);
        json.value(css_colour(ui::diverging_color(value, limit)));
    }
    json.end_array().key("pixels").value(double(reinterpret_cast<std::uintptr_t>(pixels.data())));
    return json.end_object().text();
}

std::string api_export_csv(const AppState& state, const std::string& name) {
    std::string error;
    const std::optional<ui::MatrixId> id = heatmap_named(state, name, &error);
    if (!id) return api_refusal(error);
    const ui::MatrixRef matrix = ui::matrix_of(state.tensors, *id);
    const ui::HeatmapLabels labels = ui::heatmap_labels(*id, state.params);
    std::string csv = std::string(labels.row_axis) + " / " + labels.col_axis;
    for (int col = 0; col < matrix.cols; ++col) csv += "," + std::to_string(col);
    csv += "\n";
    for (int row = 0; row < matrix.rows; ++row) {
        csv += std::to_string(row);
        const float* values = matrix.values + std::size_t(row) * std::size_t(matrix.cols);
        for (int col = 0; col < matrix.cols; ++col) csv += "," + float32_text(values[col]);
        csv += "\n";
    }
    JsonWriter json;
    json.begin_object().key("ok").value(true).key("filename").value("qkv-" + name + ".csv").key("csv").value(csv);
    return json.end_object().text();
}

std::string pytorch_script(const LessonParams& params) {
    return true_comments(write_code_settings(kLessonExampleSources[kExampleTab], params), params) +
           first_print_line(kLessonExampleSources[kTwoRolesExample]);
}

void deliver_export_request(AppState& state) {
    const ui::ExportRequest request = state.ui.export_request;
    state.ui.export_request = {};
    if (request.kind == ui::ExportKind::none) return;
    if (request.kind == ui::ExportKind::pytorch) {
        platform_copy_to_clipboard(pytorch_script(state.params));
        return;
    }
    post_page_message(page_message("export")
                          .key("name").value(ui::matrix_name(request.matrix))
                          .key("format").value(ui::export_kind_name(request.kind))
                          .end_object());
}

}  // namespace qkv::app
