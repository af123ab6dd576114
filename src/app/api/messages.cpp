// messages.cpp — see messages.hpp: each message type read into the arguments of the api/ function it names.
#include "app/api/messages.hpp"

#include <cmath>
#include <cstdlib>
#include <limits>

#include "app/api/app_api.hpp"
#include "app/api/code_api.hpp"
#include "app/api/export_api.hpp"
#include "app/api/keyboard_api.hpp"
#include "app/api/view_api.hpp"
#include "app/panels/inspector_panel.hpp"
#include "app/platform/sdl_gl.hpp"
#include "app/services/lesson_actions.hpp"

namespace qkv::app {

namespace {

const std::string kOk = "{\"ok\":true}";

// A JavaScript number: JSON's, or NaN/Infinity/-Infinity spelled as a string; NaN for anything else.
double javascript_number(const JsonValue* value) {
    if (!value) return std::numeric_limits<double>::quiet_NaN();
    if (value->kind == JsonValue::Kind::number) return value->number;
    if (value->kind == JsonValue::Kind::string && (value->string == "Infinity" || value->string == "-Infinity")) {
        return std::strtod(value->string.c_str(), nullptr);
    }
    return std::numeric_limits<double>::quiet_NaN();
}

// A whole number that fits an int, or nullopt.
std::optional<int> int_member(const JsonValue& message, const char* name) {
    const double value = message.number_or(name, std::numeric_limits<double>::quiet_NaN());
    if (!(value >= -2147483648.0 && value <= 2147483647.0) || value != std::floor(value)) return std::nullopt;
    return int(value);
}

// {tensor, slice: [whole numbers], run}: the inspector's choice (slice entries that are not whole numbers read 0).
std::string inspect(AppState& state, const JsonValue& message) {
    std::vector<std::int64_t> leading;
    if (const JsonValue* slice = message.member("slice"); slice && slice->kind == JsonValue::Kind::array) {
        for (const JsonValue& item : slice->items) {
            const bool whole = item.kind == JsonValue::Kind::number && item.number >= 0 && item.number < 1e9 &&
                               item.number == std::floor(item.number);
            leading.push_back(whole ? std::int64_t(item.number) : 0);
        }
    }
    return api_inspect(state, message.string_or("tensor", ""), leading, message.boolean_or("run", false));
}

std::string set_params(AppState& state, const JsonValue& message) {
    ParamsRequest request;
    for (const LessonSetting& setting : kLessonSettings) {
        const JsonValue* given = message.member(setting.name);
        if (!given) continue;
        std::optional<double>& number = request.numbers[std::size_t(setting.id)];
        if (setting.kind == SettingKind::seed) request.seed = message.string_or(setting.name, "");
        else if (setting.kind == SettingKind::toggle) number = message.boolean_or(setting.name, false) ? 1 : 0;
        else number = javascript_number(given);
    }
    return api_set_params(state, request);
}

// {source, name, code?}: a lesson file the page fetched, and the learner's edit of its code from a permalink.
std::string load_lesson_file(AppState& state, const JsonValue& message) {
    const JsonValue* code = message.member("code");
    const std::string* edited = code && code->kind == JsonValue::Kind::string ? &code->string : nullptr;
    const std::string problem =
        load_lesson(state, message.string_or("name", "lesson.py"), message.string_or("source", ""), edited);
    if (!problem.empty()) return api_refusal(problem);
    return kOk;
}

// A JavaScript value as Python source text for a knob: true/false, a number, a string (unquoted for a string knob).
std::optional<std::string> knob_text(const JsonValue& value) {
    switch (value.kind) {
        case JsonValue::Kind::boolean: return std::string(value.boolean ? "True" : "False");
        case JsonValue::Kind::number: {
            if (value.number == std::floor(value.number) && std::fabs(value.number) < 1e15) {
                return std::to_string(std::int64_t(value.number));
            }
            return JsonWriter().value(value.number).text();  // the shortest text that reads back the same
        }
        case JsonValue::Kind::string: return value.string;
        default: return std::nullopt;
    }
}

// {values: {name: value}}: the lesson file's knobs.
std::string set_lesson_params(AppState& state, const JsonValue& message) {
    const JsonValue* values = message.member("values");
    if (!values || values->kind != JsonValue::Kind::object) return api_refusal("setParams takes an object");
    std::vector<std::pair<std::string, std::string>> texts;
    for (const auto& [name, value] : values->members) {
        const std::optional<std::string> text = knob_text(value);
        if (!text) return api_refusal(name + " must be a number, true or false, or a string");
        texts.emplace_back(name, *text);
    }
    const std::string problem = set_lesson_values(state, texts);
    return problem.empty() ? kOk : api_refusal(problem);
}

std::string cell(AppState& state, const JsonValue& message) {
    const std::optional<int> row = int_member(message, "row");
    const std::optional<int> col = int_member(message, "col");
    std::optional<float> value;
    if (row && col) value = api_cell(state, message.string_or("name", ""), *row, *col);
    JsonWriter json;
    json.begin_object().key("value");
    if (value) json.float32(*value);
    else json.raw("null");
    return json.end_object().text();
}

// A heatmap's values row by row, in one answer: the page's Table view asks for thousands at once.
std::string cells(AppState& state, const JsonValue& message) {
    const std::string name = message.string_or("name", "");
    const int max_cols = int_member(message, "cols").value_or(std::numeric_limits<int>::max());
    JsonWriter json;
    json.begin_object().key("rows");
    if (!api_cell(state, name, 0, 0)) return json.raw("null").end_object().text();
    json.begin_array();
    for (int row = 0; api_cell(state, name, row, 0); ++row) {
        json.begin_array();
        for (int col = 0; col < max_cols; ++col) {
            const std::optional<float> value = api_cell(state, name, row, col);
            if (!value) break;
            json.float32(*value);
        }
        json.end_array();
    }
    return json.end_array().end_object().text();
}

std::string focus_answer(int result) {
    const char* focus = result == kFocusOnEditor ? "editor" : result == kFocusMoved ? "moved" : "left";
    return JsonWriter().begin_object().key("focus").value(focus).end_object().text();
}

int direction_of(const JsonValue& message) { return message.number_or("direction", 1.0) < 0 ? -1 : 1; }

// {name: "chart_0" ...}: bring a chart of the last run wholly into view before the page copies it from the canvas.
std::string reveal_chart(AppState& state, const JsonValue& message) {
    const std::string name = message.string_or("name", "");
    const std::size_t digits = name.rfind("chart_", 0) == 0 ? name.find_first_not_of("0123456789", 6) : 0;
    if (name.size() <= 6 || digits != std::string::npos || name.size() > 12) return api_refusal("no chart " + name);
    const int index = std::atoi(name.c_str() + 6);
    if (index >= int(state.code.charts.size())) return api_refusal("no chart " + name);
    state.code.reveal_chart = index;
    draw_next_frame();
    return kOk;
}

std::string set_view(AppState& state, const JsonValue& message) {
    ViewRequest request;
    if (message.member("hide")) request.hide = message.string_or("hide", "");
    if (message.member("theme")) request.theme = message.string_or("theme", "");
    if (message.member("readonly")) request.readonly = message.boolean_or("readonly", false);
    if (message.member("fit_height")) request.fit_height = message.boolean_or("fit_height", false);
    if (message.member("pin")) request.pin = message.string_or("pin", "");
    return api_set_view(state, request);
}

// The "What runs here" list the page sends after the first frame (platform_what_runs_here()): each topic a
// {title, summary} object; anything else refused, keeping the list shown so far.
std::string set_what_runs_here(AppState& state, const JsonValue& message) {
    const JsonValue* topics = message.member("topics");
    if (!topics || topics->kind != JsonValue::Kind::array) return api_refusal("topics must be an array");
    std::vector<ui::CodePanelTopic> list;
    for (const JsonValue& topic : topics->items) {
        const JsonValue* title = topic.member("title");
        const JsonValue* summary = topic.member("summary");
        if (!title || !summary || title->kind != JsonValue::Kind::string || summary->kind != JsonValue::Kind::string) {
            return api_refusal("each topic must have a title and a summary, both strings");
        }
        list.push_back({title->string, summary->string});
    }
    state.code.topics = std::move(list);
    draw_next_frame();
    return kOk;
}

using Handler = std::string (*)(AppState& state, const JsonValue& message);

struct Route {
    const char* type;
    Handler handler;
};

const Route kRoutes[] = {
    {"get_state", [](AppState& s, const JsonValue&) { return api_state_json(s); }},
    {"set_params", set_params},
    {"load_lesson", load_lesson_file},
    {"set_lesson_params", set_lesson_params},
    {"cell", cell},
    {"cells", cells},
    {"widget_rects", [](AppState& s, const JsonValue&) { return api_widget_rects_json(s); }},
    {"frames_drawn", [](AppState&, const JsonValue&) {
         return JsonWriter().begin_object().key("frames").value(std::int64_t(frames_drawn())).end_object().text();
     }},
    {"draw_next_frame", [](AppState&, const JsonValue&) {
         draw_next_frame();
         return kOk;
     }},
    {"run", [](AppState& s, const JsonValue& m) { return api_run(s, m.string_or("code", "")); }},
    {"stop", [](AppState& s, const JsonValue&) { return api_stop(s); }},
    {"set_example",
     [](AppState& s, const JsonValue& m) { return api_set_example(s, javascript_number(m.member("number"))); }},
    {"set_code", [](AppState& s, const JsonValue& m) { return api_set_code(s, m.string_or("code", "")); }},
    {"restore_code", [](AppState& s, const JsonValue& m) {
         api_restore_code(s, int_member(m, "number").value_or(0), m.string_or("code", ""));
         return kOk;
     }},
    {"keyboard_tab", [](AppState& s, const JsonValue& m) { return focus_answer(keyboard_tab(s, direction_of(m))); }},
    {"keyboard_enter",
     [](AppState& s, const JsonValue& m) { return focus_answer(keyboard_enter(s, direction_of(m))); }},
    {"editor_focused", [](AppState& s, const JsonValue&) { keyboard_editor_focused(s); return kOk; }},
    {"canvas_blur", [](AppState& s, const JsonValue&) { keyboard_blur(s); return kOk; }},
    {"keyboard_focus", [](AppState& s, const JsonValue&) { return keyboard_focus_json(s); }},
    {"scroll_editor", [](AppState& s, const JsonValue& m) {
         const double by = javascript_number(m.member("by"));
         s.code.scroll_editor_by = std::isfinite(by) ? float(by) : 0.0f;
         return kOk;
     }},
    {"reveal_chart", reveal_chart},
    {"set_what_runs_here", set_what_runs_here},
    {"keyboard_inset", [](AppState& s, const JsonValue& m) {
         const double height = javascript_number(m.member("height"));
         s.ui.keyboard_inset = std::isfinite(height) && height > 0.0 ? float(height) : 0.0f;
         return kOk;
     }},
    {"inspect", inspect},
    {"inspector", [](AppState& s, const JsonValue&) { return inspector_json(s); }},
    {"set_view", set_view},
    {"get_view", [](AppState& s, const JsonValue&) { return api_view_json(s); }},
    {"page_tools_width",
     [](AppState& s, const JsonValue& m) {
         return api_set_page_tools_width(s, javascript_number(m.member("width")), javascript_number(m.member("height")));
     }},
    {"view_tables", [](AppState&, const JsonValue&) { return api_view_tables_json(); }},
    {"export_heatmap", [](AppState& s, const JsonValue& m) { return api_export_heatmap(s, m.string_or("name", "")); }},
    {"export_csv", [](AppState& s, const JsonValue& m) { return api_export_csv(s, m.string_or("name", "")); }},
    {"pytorch_script", [](AppState& s, const JsonValue&) {
         return JsonWriter().begin_object().key("script").value(pytorch_script(s.params)).end_object().text();
     }},
};

}  // namespace

std::optional<std::string> api_answer(AppState& state, const std::string& type, const JsonValue& message) {
    for (const Route& route : kRoutes) {
        if (type == route.type) return route.handler(state, message);
    }
    return std::nullopt;
}

}  // namespace qkv::app
