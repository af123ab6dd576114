// lesson_flags.cpp — parsing and range checks of the lesson's command-line flags.
#include "lesson_flags.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

namespace qkv {

namespace {

// A decimal integer (optional sign, digits only) that fits in int64; anything else is nullopt.
std::optional<std::int64_t> parse_integer(const std::string& text) {
    std::size_t position = 0;
    bool negative = false;
    if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
        negative = text[0] == '-';
        position = 1;
    }
    if (position == text.size()) {
        return std::nullopt;
    }
    std::uint64_t magnitude = 0;
    for (; position < text.size(); ++position) {
        const char c = text[position];
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) {
            return std::nullopt;
        }
        constexpr std::uint64_t kFarBeyondAnySize = std::uint64_t{1} << 62;
        if (magnitude > kFarBeyondAnySize / 10) {
            return std::nullopt;  // stops before the multiplication could overflow
        }
        magnitude = magnitude * 10 + static_cast<std::uint64_t>(c - '0');
    }
    const std::int64_t value = static_cast<std::int64_t>(magnitude);
    return negative ? -value : value;
}

std::string mebibytes(std::uint64_t bytes) {
    return std::to_string((bytes + (std::uint64_t{1} << 20) - 1) >> 20) + " MiB";
}

std::string flag_usage(const LessonSetting& setting) {
    return *setting.flag_value ? std::string(setting.flag) + " " + setting.flag_value : std::string(setting.flag);
}

// "--heads must be an integer from 1 to --embd (8) (got '9')"; `got` is the rest of the sentence.
std::string range_error(const LessonSetting& setting, const LessonParams& params, const std::string& got) {
    std::string high = setting.kind == SettingKind::count ? std::to_string(setting.flag_max) : range_high_text(setting);
    if (setting.at_most) {
        const LessonSetting& bound = *find_setting_by_name(setting.at_most);
        high = std::string(bound.flag) + " (" + std::to_string(count_of(params, bound.id)) + ")";
    }
    return std::string(setting.flag) + " must be an integer from " + range_low_text(setting) + " to " + high + " " +
           got;
}

// A count's value from its flag's text, checked against its range; false (with result->error) when out of it.
bool read_count(const LessonSetting& setting, const std::optional<std::string>& text, FlagParseResult* result) {
    int high = setting.flag_max;
    if (setting.at_most) high = std::min(high, count_of(result->params, find_setting_by_name(setting.at_most)->id));
    if (!text) {
        if (count_of(result->params, setting.id) <= high) return true;
        result->error = range_error(setting, result->params, "(the default is " +
                                    std::to_string(setting.default_value) + "; pass " + setting.flag + ")");
        return false;
    }
    const std::optional<std::int64_t> value = parse_integer(*text);
    if (!value || *value < setting.min || *value > high) {
        result->error = range_error(setting, result->params, "(got '" + *text + "')");
        return false;
    }
    count_of(result->params, setting.id) = static_cast<int>(*value);
    return true;
}

// "--tokens 9 with --embd 48 and --heads 5"
std::string counts_text(const LessonParams& params) {
    std::string text;
    int shown = 0;
    for (const LessonSetting& setting : kLessonSettings) {
        if (setting.kind != SettingKind::count) continue;
        text += std::string(shown == 0 ? "" : shown == 1 ? " with " : " and ") + setting.flag + " " +
                std::to_string(count_of(params, setting.id));
        ++shown;
    }
    return text;
}

}  // namespace

FlagParseResult parse_lesson_flags(const std::vector<std::string>& args, const FlagLimits& limits) {
    FlagParseResult result;
    // Counts are checked after every flag is read, because one can bound another (--heads by --embd).
    std::optional<std::string> count_texts[kLessonSettingCount];

    for (std::size_t index = 0; index < args.size(); ++index) {
        const std::string& arg = args[index];
        std::string name = arg;
        std::optional<std::string> inline_value;
        const std::size_t equals = arg.find('=');
        if (arg.rfind("--", 0) == 0 && equals != std::string::npos) {
            name = arg.substr(0, equals);
            inline_value = arg.substr(equals + 1);
        }

        const bool negated = name.rfind("--no-", 0) == 0;
        const LessonSetting* setting = find_setting_by_flag(negated ? "--" + name.substr(5) : name);
        if (!setting || (negated && setting->kind != SettingKind::toggle)) {
            result.error = "unknown option '" + arg + "' (accepted: " + lesson_flags_synopsis(", ", "") + ")";
            return result;
        }
        if (setting->kind == SettingKind::toggle) {
            if (inline_value) {
                result.error = name + " takes no value (got '" + arg + "')";
                return result;
            }
            toggle_of(result.params, setting->id) = !negated;
            continue;
        }
        std::string value;
        if (inline_value) {
            value = *inline_value;
        } else if (index + 1 < args.size()) {
            value = args[++index];
        } else {
            result.error = name + " needs a value";
            return result;
        }

        if (setting->kind == SettingKind::seed) {
            const std::optional<Seed> seed = Seed::parse(value);
            if (!seed) {
                result.error = range_error(*setting, result.params, "(got '" + value + "')");
                return result;
            }
            result.params.seed = *seed;
        } else {
            count_texts[static_cast<std::size_t>(setting->id)] = value;
        }
    }

    for (const LessonSetting& setting : kLessonSettings) {
        if (setting.kind != SettingKind::count) continue;
        if (!read_count(setting, count_texts[static_cast<std::size_t>(setting.id)], &result)) return result;
    }

    const std::uint64_t bytes = lesson_tensor_bytes(result.params);
    if (bytes > limits.max_tensor_bytes) {
        result.error = counts_text(result.params) + " need " + mebibytes(bytes) + " of tensors; the cap is " +
                       mebibytes(limits.max_tensor_bytes) + " (tokens*embd + 3*head_size*(embd+tokens) floats)";
        return result;
    }
    return result;
}

std::string lesson_flags_synopsis(const std::string& separator, const std::string& brackets) {
    std::string text;
    for (const LessonSetting& setting : kLessonSettings) {
        if (!text.empty()) text += separator;
        text += brackets.empty() ? flag_usage(setting) : brackets[0] + flag_usage(setting) + brackets[1];
    }
    return text;
}

std::string lesson_flags_help(const FlagLimits& limits) {
    std::string help;
    for (const LessonSetting& setting : kLessonSettings) {
        std::string usage = flag_usage(setting);
        usage.resize(std::max<std::size_t>(usage.size(), 10), ' ');
        std::string text = setting.flag_help;
        const std::size_t max_at = text.find("{max}");
        if (max_at != std::string::npos) text.replace(max_at, 5, std::to_string(setting.flag_max));
        if (setting.kind != SettingKind::toggle) text += " (default " + std::to_string(setting.default_value) + ")";
        else text += std::string(" (default: ") + (setting.default_value ? "" : "no ") + setting.name + ")";
        help += "  " + usage + "  " + text + "\n";
    }
    return help + "  Flags also take the form --flag=value. All tensors together (x, W_q, W_k, W_v, biases, q, k, v as\n"
                  "  float32) are capped at " + mebibytes(limits.max_tensor_bytes) + ".\n";
}

}  // namespace qkv
