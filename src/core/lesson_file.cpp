// lesson_file.cpp — reading Colab's form annotations (see lesson_file.hpp). The literals are Python's (numbers,
// True/False, quoted strings); the options after #@param are Colab's, JavaScript-like ({type:"slider", min:0}).
#include "lesson_file.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <utility>

namespace qkv {
namespace {

// --- Text ---------------------------------------------------------------------------------------------------------
std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> lines_of(std::string_view source) {
    std::vector<std::string_view> lines;
    while (!source.empty()) {
        const std::size_t end = source.find('\n');
        std::string_view line = source.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos) break;
        source.remove_prefix(end + 1);
    }
    return lines;
}

bool is_identifier(std::string_view text) {
    if (text.empty() || std::isdigit(static_cast<unsigned char>(text.front()))) return false;
    for (const char c : text)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
    return true;
}

// A text that follows an annotation's name: "#@title" then a space or the end, not "#@titles".
bool starts_annotation(std::string_view text, std::string_view annotation) {
    if (text.substr(0, annotation.size()) != annotation) return false;
    return text.size() == annotation.size() || std::isspace(static_cast<unsigned char>(text[annotation.size()]));
}

// --- Python literals ------------------------------------------------------------------------------------------------
std::optional<double> number_literal(std::string_view text) {
    text = trimmed(text);
    if (text.empty()) return std::nullopt;
    std::string digits;
    for (const char c : text) {
        if (c == '_') continue;  // 1_000
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != '.' && c != 'e' && c != 'E' && c != '-' && c != '+')
            return std::nullopt;
        digits += c;
    }
    char* end = nullptr;
    const double value = std::strtod(digits.c_str(), &end);
    if (end != digits.c_str() + digits.size() || !std::isfinite(value)) return std::nullopt;
    return value;
}

bool is_integer_literal(std::string_view text) {
    text = trimmed(text);
    if (!text.empty() && (text.front() == '-' || text.front() == '+')) text.remove_prefix(1);
    if (text.empty() || text.front() == '_' || text.back() == '_') return false;
    for (const char c : text)
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != '_') return false;
    return true;
}

// The text of a quoted string, or nullopt. Escapes: \\ \' \" \n \t.
std::optional<std::string> string_literal(std::string_view text) {
    text = trimmed(text);
    if (text.size() < 2 || (text.front() != '\'' && text.front() != '"') || text.back() != text.front())
        return std::nullopt;
    const char quote = text.front();
    std::string value;
    for (std::size_t i = 1; i + 1 < text.size(); ++i) {
        char c = text[i];
        if (c == quote) return std::nullopt;  // 'a' 'b'
        if (c == '\\') {
            if (i + 2 >= text.size()) return std::nullopt;
            c = text[++i];
            if (c == 'n') c = '\n';
            else if (c == 't') c = '\t';
            else if (c != '\\' && c != '\'' && c != '"') return std::nullopt;
        }
        value += c;
    }
    return value;
}

bool is_literal(std::string_view text) {
    text = trimmed(text);
    return number_literal(text) || string_literal(text) || text == "True" || text == "False" || text == "None";
}

// The items of "[a, b, c]" split at top-level commas (commas inside quotes belong to their string).
std::optional<std::vector<std::string>> list_items(std::string_view text) {
    text = trimmed(text);
    if (text.size() < 2 || text.front() != '[' || text.back() != ']') return std::nullopt;
    std::vector<std::string> items;
    std::string current;
    char quote = 0;
    for (std::size_t i = 1; i + 1 < text.size(); ++i) {
        const char c = text[i];
        if (quote) {
            current += c;
            if (c == '\\' && i + 2 < text.size()) current += text[++i];
            else if (c == quote) quote = 0;
        } else if (c == ',') {
            items.emplace_back(trimmed(current));
            current.clear();
        } else {
            if (c == '\'' || c == '"') quote = c;
            current += c;
        }
    }
    if (!trimmed(current).empty() || !items.empty()) items.emplace_back(trimmed(current));
    return items;
}

// --- Colab's options: {type:"slider", min:0, max:10, step:1, allow-input: true} -------------------------------------
struct ColabOptions {
    std::vector<std::pair<std::string, std::string>> entries;  // key, value as written (strings unquoted)
    const std::string* find(const std::string& key) const {
        for (const auto& [name, value] : entries)
            if (name == key) return &value;
        return nullptr;
    }
};

std::optional<ColabOptions> colab_options(std::string_view text) {
    text = trimmed(text);
    if (text.size() < 2 || text.front() != '{' || text.back() != '}') return std::nullopt;
    ColabOptions options;
    const std::optional<std::vector<std::string>> parts = list_items("[" + std::string(text.substr(1, text.size() - 2)) + "]");
    for (const std::string& part : *parts) {
        const std::size_t colon = part.find(':');
        if (colon == std::string::npos) return std::nullopt;
        std::string key(trimmed(std::string_view(part).substr(0, colon)));
        std::string value(trimmed(std::string_view(part).substr(colon + 1)));
        if (const auto unquoted = string_literal(key)) key = *unquoted;
        if (const auto unquoted = string_literal(value)) value = *unquoted;
        if (key.empty()) return std::nullopt;
        options.entries.emplace_back(std::move(key), std::move(value));
    }
    return options;
}

std::string number_text(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e15) return std::to_string(static_cast<long long>(value));
    std::string text = std::to_string(value);
    while (text.back() == '0') text.pop_back();
    return text;
}

}  // namespace

// --- #@param ---------------------------------------------------------------------------------------------------------
namespace {

const char* const kParamHelp =
    "a parameter is written `name = value  #@param {type:\"slider\", min:0, max:10}` (or a list of choices)";

std::string problem_text(const std::string& what) { return what + "; " + kParamHelp; }

// The list of a choice and what follows it: `["a", "b"] {allow-input: true}`.
std::optional<std::string> read_choice(std::string_view annotation, LessonParam& param) {
    char quote = 0;
    std::size_t close = std::string_view::npos;
    for (std::size_t i = 0; i < annotation.size() && close == std::string_view::npos; ++i) {
        const char c = annotation[i];
        if (quote) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == ']') {
            close = i;
        }
    }
    const auto items = close == std::string_view::npos ? std::nullopt : list_items(annotation.substr(0, close + 1));
    if (!items || items->empty()) return problem_text("the list of choices does not parse");
    for (const std::string& item : *items)
        if (!is_literal(item)) return "the choice " + item + " is not a Python literal (a number, a quoted string, True or False)";
    param.kind = LessonParamKind::choice;
    param.options = *items;
    const std::string_view rest = trimmed(annotation.substr(close + 1));
    if (rest.empty()) return std::nullopt;
    const std::optional<ColabOptions> options = colab_options(rest);
    if (!options) return problem_text("the text after the choices does not parse");
    const std::string* allow = options->find("allow-input");
    param.allow_input = allow && *allow == "true";
    return std::nullopt;
}

std::optional<std::string> read_slider(const ColabOptions& options, LessonParam& param) {
    const std::string* min = options.find("min");
    const std::string* max = options.find("max");
    if (!min || !max) return problem_text("a slider needs min and max");
    const std::string* step = options.find("step");
    const auto low = number_literal(*min), high = number_literal(*max);
    const auto by = step ? number_literal(*step) : std::optional<double>(1.0);
    if (!low || !high || !by) return "a slider's min, max and step must be numbers";
    if (!(*low < *high)) return "a slider's min (" + *min + ") must be less than its max (" + *max + ")";
    if (!(*by > 0)) return "a slider's step must be more than 0";
    param.min = *low;
    param.max = *high;
    param.step = *by;
    return std::nullopt;
}

std::optional<std::string> read_typed(std::string_view annotation, LessonParam& param) {
    if (annotation.empty()) {
        param.kind = LessonParamKind::raw;
        return std::nullopt;
    }
    const std::optional<ColabOptions> options = colab_options(annotation);
    if (!options) return problem_text("the annotation does not parse");
    const std::string* type = options->find("type");
    const std::string kind = type ? *type : "raw";
    static const std::pair<const char*, LessonParamKind> kinds[] = {
        {"slider", LessonParamKind::slider}, {"integer", LessonParamKind::integer},
        {"number", LessonParamKind::number}, {"boolean", LessonParamKind::boolean},
        {"string", LessonParamKind::text},   {"raw", LessonParamKind::raw},
    };
    for (const auto& [name, value] : kinds) {
        if (kind != name) continue;
        param.kind = value;
        return value == LessonParamKind::slider ? read_slider(*options, param) : std::nullopt;
    }
    return "the type \"" + kind + "\" is not one a lesson knows: slider, integer, number, boolean, string or raw";
}

std::optional<LessonProblem> read_param(std::string_view line, int number, std::size_t at, LessonParam& param) {
    const std::string_view left = line.substr(0, at);
    const std::size_t equals = left.find('=');
    param.line = number;
    param.name = std::string(trimmed(left.substr(0, equals == std::string_view::npos ? 0 : equals)));
    if (equals == std::string_view::npos || !is_identifier(param.name) || trimmed(left.substr(equals + 1)).empty())
        return LessonProblem{number, problem_text("#@param must end a line that assigns a value to a name")};
    param.value = std::string(trimmed(left.substr(equals + 1)));
    const std::string_view annotation = trimmed(line.substr(at + std::string_view("#@param").size()));
    const std::optional<std::string> problem =
        !annotation.empty() && annotation.front() == '[' ? read_choice(annotation, param) : read_typed(annotation, param);
    if (problem) return LessonProblem{number, param.name + ": " + *problem};
    const std::string wrong = check_lesson_value(param, param.value);
    if (!wrong.empty()) return LessonProblem{number, "the value written for " + wrong};
    return std::nullopt;
}

// --- The other annotations -------------------------------------------------------------------------------------------
std::string title_text(std::string_view text) {
    text = trimmed(text);
    const std::size_t brace = text.rfind('{');  // Colab's form options: { display-mode: "form" }
    if (brace != std::string_view::npos && text.back() == '}') text = trimmed(text.substr(0, brace));
    return std::string(text);
}

std::optional<LessonProblem> read_show(std::string_view names, int number, std::vector<std::string>& shown) {
    const auto items = list_items("[" + std::string(names) + "]");
    if (!items || items->empty())
        return LessonProblem{number, "#@show names the tensors to draw, separated by commas: #@show q, k, v"};
    for (const std::string& name : *items) {
        if (!is_identifier(name))
            return LessonProblem{number, "#@show takes names of variables separated by commas; \"" + name + "\" is not one"};
        shown.push_back(name);
    }
    return std::nullopt;
}

// Where the line's comment starts: its first # outside a quoted string (npos without one).
std::size_t comment_start(std::string_view line) {
    char quote = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '#') {
            return i;
        }
    }
    return std::string_view::npos;
}

// An annotation that opens a line (#@title, #@markdown, #@show, #@check) or ends an assignment (#@param).
void read_line(std::string_view line, int number, LessonFile& lesson) {
    const std::string_view text = trimmed(line);
    if (starts_annotation(text, "#@title")) {
        lesson.title = title_text(text.substr(7));
    } else if (starts_annotation(text, "#@markdown")) {
        if (!lesson.markdown.empty()) lesson.markdown += '\n';
        lesson.markdown += std::string(trimmed(text.substr(10)));
    } else if (starts_annotation(text, "#@show")) {
        if (auto problem = read_show(text.substr(6), number, lesson.shown)) lesson.problems.push_back(*problem);
    } else if (const std::size_t at = comment_start(line);
               at != std::string_view::npos && starts_annotation(line.substr(at), "#@param")) {
        LessonParam param;
        if (auto problem = read_param(line, number, at, param)) lesson.problems.push_back(*problem);
        else lesson.params.push_back(std::move(param));
    } else if (text.substr(0, 2) == "#@") {
        const std::string_view name = text.substr(0, text.find_first_of(" \t{[", 2));
        lesson.problems.push_back({number, "unknown annotation " + std::string(name) +
                                               ": a lesson knows #@title, #@markdown, #@param, #@show and #@check"});
    }
}

void append_line(std::string& text, std::string_view line) {
    text.append(line);
    text += '\n';
}

}  // namespace

LessonFile parse_lesson(std::string_view source) {
    LessonFile lesson;
    const std::vector<std::string_view> lines = lines_of(source);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        if (lesson.check_line) {
            append_line(lesson.check, lines[i]);
        } else if (starts_annotation(trimmed(lines[i]), "#@check")) {
            lesson.check_line = number;
        } else {
            read_line(lines[i], number, lesson);
            append_line(lesson.code, lines[i]);
        }
    }
    for (std::size_t i = 0; i < lesson.params.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (lesson.params[i].name == lesson.params[j].name)
                lesson.problems.push_back({lesson.params[i].line, lesson.params[i].name + " is already a parameter (line " +
                                                                       std::to_string(lesson.params[j].line) + ")"});
    return lesson;
}

// --- Values ----------------------------------------------------------------------------------------------------------
namespace {

std::string slider_problem(const LessonParam& param, std::string_view value) {
    const std::string range = number_text(param.min) + " to " + number_text(param.max) +
                              (param.step == 1 ? "" : " in steps of " + number_text(param.step));
    const std::string wrong = param.name + " takes a number from " + range + "; " + std::string(value) + " is not one";
    const auto number = number_literal(value);
    if (!number || *number < param.min || *number > param.max) return wrong;
    const double steps = (*number - param.min) / param.step;
    if (std::fabs(steps - std::round(steps)) > 1e-9 * std::max(1.0, std::fabs(steps))) return wrong;
    return "";
}

// The same Python value written either way: 'eval' and "eval", 4 and 4.0.
bool same_literal(std::string_view a, std::string_view b) {
    if (a == b) return true;
    const auto text_a = string_literal(a), text_b = string_literal(b);
    if (text_a || text_b) return text_a && text_b && *text_a == *text_b;
    const auto number_a = number_literal(a), number_b = number_literal(b);
    return number_a && number_b && *number_a == *number_b;
}

std::string choice_problem(const LessonParam& param, std::string_view value) {
    for (const std::string& option : param.options)
        if (same_literal(option, value)) return "";
    if (param.allow_input && is_literal(value)) return "";
    std::string listed;
    for (const std::string& option : param.options) listed += (listed.empty() ? "" : ", ") + option;
    return param.name + " takes one of " + listed + "; " + std::string(value) + " is not one of them";
}

}  // namespace

std::string check_lesson_value(const LessonParam& param, std::string_view value) {
    value = trimmed(value);
    const std::string shown = value.empty() ? "nothing" : std::string(value);
    switch (param.kind) {
        case LessonParamKind::slider: return slider_problem(param, value);
        case LessonParamKind::integer:
            return is_integer_literal(value) ? "" : param.name + " takes a whole number; " + shown + " is not one";
        case LessonParamKind::number:
            return number_literal(value) ? "" : param.name + " takes a number; " + shown + " is not one";
        case LessonParamKind::boolean:
            return value == "True" || value == "False" ? "" : param.name + " takes True or False; " + shown + " is neither";
        case LessonParamKind::text:
            return string_literal(value) ? "" : param.name + " takes a quoted string; " + shown + " is not one";
        case LessonParamKind::raw:
            return value.empty() || value.find('\n') != std::string_view::npos
                       ? param.name + " takes a Python expression on one line; " + shown + " is not one" : "";
        case LessonParamKind::choice: return choice_problem(param, value);
    }
    return "";
}

std::string with_lesson_value(std::string_view code, const LessonParam& param, std::string_view value) {
    std::string result;
    const std::vector<std::string_view> lines = lines_of(code);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view line = lines[i];
        const std::size_t at = comment_start(line);
        const std::size_t equals = line.find('=');
        if (static_cast<int>(i) + 1 != param.line || at == std::string_view::npos || equals > at) {
            append_line(result, line);
            continue;
        }
        const std::string_view before = line.substr(0, equals + 1);
        const std::string_view old_value = line.substr(equals + 1, at - equals - 1);
        const std::size_t lead = old_value.find_first_not_of(" \t");
        const std::size_t tail = old_value.size() - old_value.find_last_not_of(" \t") - 1;
        result.append(before).append(old_value.substr(0, lead == std::string_view::npos ? 1 : lead));
        result.append(trimmed(value)).append(old_value.substr(old_value.size() - tail));
        append_line(result, line.substr(at));
    }
    if (!code.empty() && code.back() != '\n') result.pop_back();
    return result;
}

std::string python_string_literal(std::string_view text) {
    const char quote = text.find('\'') != std::string_view::npos && text.find('"') == std::string_view::npos ? '"' : '\'';
    std::string literal(1, quote);
    for (const char c : text) {
        if (c == '\\' || c == quote) literal += '\\';
        if (c == '\n') literal += "\\n";
        else if (c == '\t') literal += "\\t";
        else literal += c;
    }
    return literal + quote;
}

std::optional<std::string> python_string_value(std::string_view text) { return string_literal(text); }
std::optional<double> python_number_value(std::string_view text) { return number_literal(text); }

const char* lesson_param_kind_name(LessonParamKind kind) {
    switch (kind) {
        case LessonParamKind::slider: return "slider";
        case LessonParamKind::integer: return "integer";
        case LessonParamKind::number: return "number";
        case LessonParamKind::boolean: return "boolean";
        case LessonParamKind::text: return "string";
        case LessonParamKind::raw: return "raw";
        case LessonParamKind::choice: return "choice";
    }
    return "raw";
}

namespace {

// A whole number given to a number knob written as a float (temperature = 1.0) stays a float: 4 becomes 4.0, so
// that the code computes and prints what it did before the knob moved.
std::string keeping_float(const LessonParam& param, const std::string& value) {
    const bool numeric = param.kind == LessonParamKind::slider || param.kind == LessonParamKind::number;
    const bool float_written = param.value.find_first_of(".eE") != std::string::npos && number_literal(param.value);
    if (!numeric || !float_written || !is_integer_literal(value)) return value;
    return std::string(trimmed(value)) + ".0";
}

}  // namespace

std::string lesson_value_as_written(const LessonParam& param, const std::string& value) {
    if (param.kind == LessonParamKind::slider || param.kind == LessonParamKind::number) {
        return keeping_float(param, value);
    }
    const bool takes_text = param.kind == LessonParamKind::text ||
                            (param.kind == LessonParamKind::choice && !param.options.empty() &&
                             (param.options[0][0] == '\'' || param.options[0][0] == '"'));
    if (!takes_text || check_lesson_value(param, value).empty()) return value;
    if (param.kind == LessonParamKind::choice) {
        for (const std::string& option : param.options) {
            if (option.substr(1, option.size() - 2) == value) return option;
        }
    }
    return python_string_literal(value);
}

std::string lesson_program(const LessonFile& lesson, const std::string& code) {
    if (!lesson.check_line) return code;
    std::string program = code;
    if (!program.empty() && program.back() != '\n') program += '\n';
    return program + "#@check\n" + lesson.check;
}

}  // namespace qkv
