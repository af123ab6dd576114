// code_settings.cpp — line patterns for the lesson's settings. Only top-level lines in the lesson's own shape are
// recognised: a setting written any other way is the learner's business and left alone.
#include "code_settings.hpp"

#include <regex>
#include <vector>

namespace qkv::app {

namespace {

// Group 2 of each pattern is the value; groups 1 and 3 are kept as written.
const std::regex& embd_line() {
    static const std::regex pattern(R"(^(n_embd\s*=\s*)(\d+)(\s*(#.*)?)$)");
    return pattern;
}
const std::regex& head_line() {
    static const std::regex pattern(R"(^(n_head\s*=\s*)(\d+)(\s*(#.*)?)$)");
    return pattern;
}
const std::regex& seed_line() {
    static const std::regex pattern(R"(^(torch\.manual_seed\(\s*)(-?\d+)(\s*\)\s*(#.*)?)$)");
    return pattern;
}
const std::regex& tokens_line() {
    static const std::regex pattern(R"(^(x\s*=\s*torch\.randn\(\s*1\s*,\s*)(\d+)(\s*,\s*n_embd\s*\)\s*(#.*)?)$)");
    return pattern;
}
const std::regex& bias_argument() {
    static const std::regex pattern(R"((nn\.Linear\(.*bias\s*=\s*)(True|False)(.*))");
    return pattern;
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
    std::smatch match;
    for (const std::string& line : split_lines(code)) {
        if (std::regex_match(line, match, embd_line())) settings.n_embd = small_int(match[2]);
        else if (std::regex_match(line, match, head_line())) settings.n_head = small_int(match[2]);
        else if (std::regex_match(line, match, seed_line())) settings.seed = Seed::parse(match[2].str());
        else if (std::regex_match(line, match, tokens_line())) settings.tokens = small_int(match[2]);
        else if (std::regex_match(line, match, bias_argument())) {
            const bool bias = match[2] == "True";
            if (settings.bias && *settings.bias != bias) bias_conflict = true;
            settings.bias = bias;
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
    std::smatch match;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        std::string value;
        if (std::regex_match(line, match, embd_line())) value = std::to_string(params.n_embd);
        else if (std::regex_match(line, match, head_line())) value = std::to_string(params.n_head);
        else if (std::regex_match(line, match, seed_line())) value = params.seed.to_string();
        else if (std::regex_match(line, match, tokens_line())) value = std::to_string(params.tokens);
        else if (std::regex_match(line, match, bias_argument())) value = params.bias ? "True" : "False";
        out += value.empty() ? line : match[1].str() + value + match[3].str();
        if (i + 1 < lines.size()) out += '\n';
    }
    return out;
}

}  // namespace qkv::app
