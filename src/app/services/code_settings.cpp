// code_settings.cpp — the lesson's settings in a program's lines, by each setting's code_pattern in
// kLessonSettings. Only top-level lines in the lesson's own shape are recognised: a setting written any other way is
// the learner's business and left alone. The patterns are matched by a small matcher rather than std::regex, which
// would add about 100 KB to the page and take milliseconds per slider move.
#include "app/services/code_settings.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <vector>

namespace qkv::app {

namespace {

// A recognised line, cut around the setting's value: prefix + value + suffix == the line.
struct SettingLine {
    std::string prefix, value, suffix;
};

// One line against one setting's code_pattern (see lesson_settings.hpp for the pattern's few signs).
class PatternMatch {
public:
    PatternMatch(std::string_view line, const LessonSetting& setting)
        : line_(line), pattern_(setting.code_pattern), kind_(setting.kind),
          star_fails_from_(pattern_.size(), line.size() + 1) {}

    std::optional<SettingLine> run() {
        if (!from(0, 0)) return std::nullopt;
        return SettingLine{std::string(line_.substr(0, value_start_)),
                           std::string(line_.substr(value_start_, value_end_ - value_start_)),
                           std::string(line_.substr(value_end_))};
    }

private:
    // Whether pattern_[p..] matches line_[i..]; '*' takes as much as it can, so a value is the line's last one.
    bool from(std::size_t p, std::size_t i) {
        for (; p < pattern_.size(); ++p) {
            if (pattern_[p] == ' ') {
                while (i < line_.size() && (line_[i] == ' ' || line_[i] == '\t')) ++i;
            } else if (pattern_[p] == '#') {
                const std::size_t end = value_end(i);
                if (end == kNoValue) return false;
                value_start_ = i;
                value_end_ = i = end;
            } else if (pattern_[p] == '*') {
                return star(p, i);
            } else if (i < line_.size() && line_[i] == pattern_[p]) {
                ++i;
            } else {
                return false;
            }
        }
        while (i < line_.size() && (line_[i] == ' ' || line_[i] == '\t')) ++i;
        return i == line_.size() || line_[i] == '#';  // the rest is a comment
    }

    // '*' at p from i: the longest text after which the rest matches. A failure from i means failure from every
    // later position too, so each position is tried once per '*' however the earlier signs backtrack.
    bool star(std::size_t p, std::size_t i) {
        std::size_t& fails_from = star_fails_from_[p];
        for (std::size_t j = fails_from; j-- > i;) {
            if (from(p + 1, j)) return true;
        }
        fails_from = std::min(fails_from, i);
        return false;
    }

    // Where the value that starts at i ends, or kNoValue.
    std::size_t value_end(std::size_t i) const {
        if (kind_ == SettingKind::toggle) {
            for (const std::string_view word : {std::string_view("True"), std::string_view("False")}) {
                if (line_.substr(i, word.size()) == word) return i + word.size();
            }
            return kNoValue;
        }
        std::size_t j = i;
        if (kind_ == SettingKind::seed && j < line_.size() && line_[j] == '-') ++j;
        const std::size_t first_digit = j;
        while (j < line_.size() && std::isdigit(static_cast<unsigned char>(line_[j]))) ++j;
        return j > first_digit ? j : kNoValue;
    }

    static constexpr std::size_t kNoValue = std::string_view::npos;
    std::string_view line_, pattern_;
    SettingKind kind_;
    std::vector<std::size_t> star_fails_from_;
    std::size_t value_start_ = 0, value_end_ = 0;
};

// The first setting (in table order) whose pattern the line matches, or nullptr.
const LessonSetting* match_setting(std::string_view line, SettingLine* match) {
    for (const LessonSetting& setting : kLessonSettings) {
        if (std::optional<SettingLine> found = PatternMatch(line, setting).run()) {
            *match = std::move(*found);
            return &setting;
        }
    }
    return nullptr;
}

std::vector<std::string> split_lines(const std::string& code) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= code.size()) {
        const std::size_t end = code.find('\n', start);
        if (end == std::string::npos) {
            lines.push_back(code.substr(start));
            break;
        }
        lines.push_back(code.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

// A small whole number (the settings' ranges are far below this); nullopt for absurd digit strings.
std::optional<int> small_int(const std::string& digits) {
    if (digits.empty() || digits.size() > 9) return std::nullopt;
    return std::stoi(digits);
}

// The setting's value as the program writes it.
std::string python_literal(const LessonParams& params, const LessonSetting& setting) {
    switch (setting.kind) {
        case SettingKind::seed: return params.seed.to_string();
        case SettingKind::count: return std::to_string(count_of(params, setting.id));
        case SettingKind::toggle: return toggle_of(params, setting.id) ? "True" : "False";
    }
    return "";
}

}  // namespace

CodeSettings read_code_settings(const std::string& code) {
    CodeSettings settings;
    bool disagree[kLessonSettingCount] = {};
    SettingLine match;
    for (const std::string& line : split_lines(code)) {
        const LessonSetting* setting = match_setting(line, &match);
        if (!setting) continue;
        std::optional<std::string>& stated = settings.stated[std::size_t(setting->id)];
        if (stated && *stated != match.value) disagree[std::size_t(setting->id)] = true;
        stated = match.value;
    }
    // A toggle is stated once per layer: layers that disagree state no one setting. A number's last line wins,
    // as in Python.
    for (const LessonSetting& setting : kLessonSettings) {
        if (setting.kind == SettingKind::toggle && disagree[std::size_t(setting.id)]) {
            settings.stated[std::size_t(setting.id)].reset();
        }
    }
    return settings;
}

LessonParams apply_code_settings(const CodeSettings& settings, LessonParams params) {
    for (const LessonSetting& setting : kLessonSettings) {
        const std::optional<std::string>& stated = settings.stated[std::size_t(setting.id)];
        if (!stated) continue;
        switch (setting.kind) {
            case SettingKind::seed:
                if (const std::optional<Seed> seed = Seed::parse(*stated)) params.seed = *seed;
                break;
            case SettingKind::count:
                if (const std::optional<int> count = small_int(*stated)) count_of(params, setting.id) = *count;
                break;
            case SettingKind::toggle: toggle_of(params, setting.id) = *stated == "True"; break;
        }
    }
    return params;
}

std::string write_code_settings(const std::string& code, const LessonParams& params) {
    const std::vector<std::string> lines = split_lines(code);
    std::string out;
    SettingLine match;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const LessonSetting* setting = match_setting(lines[i], &match);
        out += setting ? match.prefix + python_literal(params, *setting) + match.suffix : lines[i];
        if (i + 1 < lines.size()) out += '\n';
    }
    return out;
}

}  // namespace qkv::app
