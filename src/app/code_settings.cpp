// code_settings.cpp — line patterns for the lesson's settings. Only top-level lines in the lesson's own shape are
// recognised: a setting written any other way is the learner's business and left alone. The patterns are matched
// by a small scanner rather than std::regex, which would add about 100 KB to the page and take milliseconds per
// slider move.
#include "app/code_settings.hpp"

#include <cctype>
#include <string_view>
#include <vector>

namespace qkv::app {

namespace {

// A recognised line, cut around the setting's value: prefix + value + suffix == the line.
struct SettingLine {
    std::string prefix, value, suffix;
};

// Walks one line left to right; each step consumes what it matched and says whether it did.
class LineScanner {
public:
    explicit LineScanner(std::string_view line) : line_(line) {}

    void spaces() {
        while (position_ < line_.size() && (line_[position_] == ' ' || line_[position_] == '\t')) ++position_;
    }
    bool literal(std::string_view text) {
        if (line_.substr(position_, text.size()) != text) return false;
        position_ += text.size();
        return true;
    }
    // `name \s* = \s*`
    bool assignment_to(std::string_view name) {
        if (!literal(name)) return false;
        spaces();
        if (!literal("=")) return false;
        spaces();
        return true;
    }
    bool digits(bool allow_minus) {
        const std::size_t start = position_;
        if (allow_minus && position_ < line_.size() && line_[position_] == '-') ++position_;
        const std::size_t first_digit = position_;
        while (position_ < line_.size() && std::isdigit(static_cast<unsigned char>(line_[position_]))) ++position_;
        if (position_ == first_digit) position_ = start;
        return position_ > first_digit;
    }
    // `\s*(#.*)?$`
    bool rest_is_comment() {
        spaces();
        return position_ == line_.size() || line_[position_] == '#';
    }
    std::size_t position() const { return position_; }

private:
    std::string_view line_;
    std::size_t position_ = 0;
};

SettingLine cut(std::string_view line, std::size_t value_start, std::size_t value_end) {
    return {std::string(line.substr(0, value_start)), std::string(line.substr(value_start, value_end - value_start)),
            std::string(line.substr(value_end))};
}

// `n_embd = 128  # comment` and `n_head = 4`
std::optional<SettingLine> match_assignment(std::string_view line, std::string_view name) {
    LineScanner scan(line);
    if (!scan.assignment_to(name)) return std::nullopt;
    const std::size_t value_start = scan.position();
    if (!scan.digits(false)) return std::nullopt;
    const std::size_t value_end = scan.position();
    if (!scan.rest_is_comment()) return std::nullopt;
    return cut(line, value_start, value_end);
}

// `torch.manual_seed(42)`
std::optional<SettingLine> match_seed(std::string_view line) {
    LineScanner scan(line);
    if (!scan.literal("torch.manual_seed(")) return std::nullopt;
    scan.spaces();
    const std::size_t value_start = scan.position();
    if (!scan.digits(true)) return std::nullopt;
    const std::size_t value_end = scan.position();
    scan.spaces();
    if (!scan.literal(")") || !scan.rest_is_comment()) return std::nullopt;
    return cut(line, value_start, value_end);
}

// `x = torch.randn(1, 4, n_embd)`
std::optional<SettingLine> match_tokens(std::string_view line) {
    LineScanner scan(line);
    if (!scan.assignment_to("x") || !scan.literal("torch.randn(")) return std::nullopt;
    scan.spaces();
    if (!scan.literal("1")) return std::nullopt;
    scan.spaces();
    if (!scan.literal(",")) return std::nullopt;
    scan.spaces();
    const std::size_t value_start = scan.position();
    if (!scan.digits(false)) return std::nullopt;
    const std::size_t value_end = scan.position();
    scan.spaces();
    if (!scan.literal(",")) return std::nullopt;
    scan.spaces();
    if (!scan.literal("n_embd")) return std::nullopt;
    scan.spaces();
    if (!scan.literal(")") || !scan.rest_is_comment()) return std::nullopt;
    return cut(line, value_start, value_end);
}

// `query = nn.Linear(n_embd, head_size, bias=False)`: the last `bias = True|False` after `nn.Linear(`.
std::optional<SettingLine> match_bias(std::string_view line) {
    const std::size_t layer = line.find("nn.Linear(");
    if (layer == std::string_view::npos) return std::nullopt;
    for (std::size_t at = line.rfind("bias"); at != std::string_view::npos && at > layer;
         at = at == 0 ? std::string_view::npos : line.rfind("bias", at - 1)) {
        LineScanner scan(line.substr(at));
        if (!scan.assignment_to("bias")) continue;
        const std::size_t value_start = at + scan.position();
        if (scan.literal("True") || scan.literal("False")) return cut(line, value_start, at + scan.position());
    }
    return std::nullopt;
}

enum class Setting { none, n_embd, n_head, seed, tokens, bias };

Setting match_setting(std::string_view line, SettingLine* match) {
    std::optional<SettingLine> found;
    if ((found = match_assignment(line, "n_embd"))) return *match = *found, Setting::n_embd;
    if ((found = match_assignment(line, "n_head"))) return *match = *found, Setting::n_head;
    if ((found = match_seed(line))) return *match = *found, Setting::seed;
    if ((found = match_tokens(line))) return *match = *found, Setting::tokens;
    if ((found = match_bias(line))) return *match = *found, Setting::bias;
    return Setting::none;
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

}  // namespace

CodeSettings read_code_settings(const std::string& code) {
    CodeSettings settings;
    bool bias_conflict = false;
    SettingLine match;
    for (const std::string& line : split_lines(code)) {
        switch (match_setting(line, &match)) {
            case Setting::n_embd: settings.n_embd = small_int(match.value); break;
            case Setting::n_head: settings.n_head = small_int(match.value); break;
            case Setting::seed: settings.seed = Seed::parse(match.value); break;
            case Setting::tokens: settings.tokens = small_int(match.value); break;
            case Setting::bias: {
                const bool bias = match.value == "True";
                if (settings.bias && *settings.bias != bias) bias_conflict = true;
                settings.bias = bias;
                break;
            }
            case Setting::none: break;
        }
    }
    if (bias_conflict) settings.bias.reset();
    return settings;
}

LessonParams apply_code_settings(const CodeSettings& settings, LessonParams params) {
    if (settings.seed) params.seed = *settings.seed;
    if (settings.tokens) params.tokens = *settings.tokens;
    if (settings.n_embd) params.n_embd = *settings.n_embd;
    if (settings.n_head) params.n_head = *settings.n_head;
    if (settings.bias) params.bias = *settings.bias;
    return params;
}

std::string write_code_settings(const std::string& code, const LessonParams& params) {
    const std::vector<std::string> lines = split_lines(code);
    std::string out;
    SettingLine match;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string value;
        switch (match_setting(lines[i], &match)) {
            case Setting::n_embd: value = std::to_string(params.n_embd); break;
            case Setting::n_head: value = std::to_string(params.n_head); break;
            case Setting::seed: value = params.seed.to_string(); break;
            case Setting::tokens: value = std::to_string(params.tokens); break;
            case Setting::bias: value = params.bias ? "True" : "False"; break;
            case Setting::none: break;
        }
        out += value.empty() ? lines[i] : match.prefix + value + match.suffix;
        if (i + 1 < lines.size()) out += '\n';
    }
    return out;
}

}  // namespace qkv::app
