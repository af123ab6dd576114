// lesson_settings.hpp — the lesson's settings (seed, tokens, n_embd, n_head, bias), each described once: its name
// (the Python variable and the JSON key), kind, range, default, URL key, command-line flag, the control's label and
// help, and the program line the code panel reads and rewrites. Validation, the CLI flags, the controls, the code
// rewriting and the page's API read this table; the page's URL parser reads it as lesson-settings.js, an ES module
// the build generates from it (tools/lesson_settings_js.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace qkv {

enum class SettingId { seed, tokens, n_embd, n_head, bias };
enum class SettingKind {
    seed,    // any integer torch.manual_seed accepts (src/core/seed.hpp)
    count,   // a whole number from min to max
    toggle,  // on or off
};

struct LessonSetting {
    SettingId id;
    SettingKind kind;
    const char* name;        // the Python variable, the JSON key and the control's id
    const char* url_key;     // the page's URL parameter (course authors' links use these)
    const char* flag;        // the command line's flag; a toggle also takes --no-<name>
    const char* flag_value;  // the flag's value in help texts ("" for a toggle, which takes none)
    const char* flag_help;   // the flag's help line, before its default; "{max}" stands for flag_max
    const char* label;       // the control's label
    const char* help;        // the control's help marker
    // The program line that states the setting, for the code panel: literal text, where a space stands for any
    // run of spaces (or none), '#' for the value and '*' for any text; a line may go on with a comment.
    const char* code_pattern;
    int default_value;  // a toggle: 0 off, 1 on
    int min, max;       // a count's range in the playground
    int flag_max;       // a count's largest value on the command line, where a memory cap bounds them together
    const char* at_most;  // the count that also bounds this one, or nullptr
};

inline constexpr LessonSetting kLessonSettings[] = {
    {SettingId::seed, SettingKind::seed, "seed", "seed", "--seed", "S",
     "torch.manual_seed(S); any integer from -2^63 to 2^64-1", "seed",
     "torch.manual_seed(seed) fixes every random number that follows: the token table x and the starting weights "
     "of the three layers. The same seed always gives the same numbers. The slider covers 0 to 1000; the field "
     "takes any integer PyTorch accepts, from -2^63 to 2^64 - 1.",
     "torch.manual_seed( # )", 42, 0, 0, 0, nullptr},
    {SettingId::tokens, SettingKind::count, "tokens", "tokens", "--tokens", "T", "tokens in the window, 1 to {max}",
     "tokens  T",
     "How many token vectors sit in the window (the time axis). The lesson uses 4; block_size = 64 is the most a "
     "window may hold. Every token gets its own q, k and v row, computed with the same weights.",
     "x = torch.randn( 1 , # , n_embd )", 4, 1, 64, 1 << 20, nullptr},
    {SettingId::n_embd, SettingKind::count, "n_embd", "embd", "--embd", "E", "n_embd, 1 to {max}", "n_embd  C",
     "The length of each token vector (the embedding size): how many features i every token has. Each projection "
     "reads all n_embd of them.",
     "n_embd = #", 128, 1, 1024, 1 << 20, nullptr},
    {SettingId::n_head, SettingKind::count, "n_head", "heads", "--heads", "H", "n_head, 1 to E; head_size = E // H",
     "n_head",
     "How many attention heads share the embedding. This lesson builds one head; the head count only decides how "
     "long that head's vectors are (head_size).",
     "n_head = #", 4, 1, 16, 1 << 20, "n_embd"},
    {SettingId::bias, SettingKind::toggle, "bias", "bias", "--bias", "", "nn.Linear(..., bias=True)", "bias",
     "nn.Linear(n_embd, head_size, bias=True) adds a learned number b[j] to every output j. The lesson uses "
     "bias=False: then a projection only stretches and rotates the token vector.",
     "*nn.Linear(*bias = #*", 0, 0, 1, 1, nullptr},
};

inline constexpr std::size_t kLessonSettingCount = sizeof(kLessonSettings) / sizeof(kLessonSettings[0]);

constexpr bool settings_are_in_id_order() {
    for (std::size_t i = 0; i < kLessonSettingCount; ++i) {
        if (static_cast<std::size_t>(kLessonSettings[i].id) != i) return false;
    }
    return true;
}
static_assert(settings_are_in_id_order(), "kLessonSettings[i] must describe SettingId i");

constexpr const LessonSetting& lesson_setting(SettingId id) { return kLessonSettings[static_cast<std::size_t>(id)]; }

// The setting with this name, or with this flag; nullptr when there is none.
const LessonSetting* find_setting_by_name(std::string_view name);
const LessonSetting* find_setting_by_flag(std::string_view flag);

// The ends of a setting's range as messages show them: a count's numbers, the seed's "-9223372036854775808 (-2^63)".
std::string range_low_text(const LessonSetting& setting);
std::string range_high_text(const LessonSetting& setting);

// The table as JSON (one object per setting: name, url_key, kind, default, and a count's min, max and at_most), and
// as the ES module the page imports: `export const LESSON_SETTINGS = [...]`.
std::string lesson_settings_json();
std::string lesson_settings_module();

}  // namespace qkv
