// code_settings.hpp — the lesson's settings as lines of Python: read them from a program
// (`n_embd = 64`, `n_head = 4`, `torch.manual_seed(7)`, `x = torch.randn(1, 4, n_embd)`, `bias=False`) and
// write them back, so a slider move rewrites the code and edited code moves the sliders.
#pragma once

#include <optional>
#include <string>

#include "core/lesson_model.hpp"

namespace qkv::app {

// The settings a program states, by SettingId, as written there; absent when it has no such line (or, for a
// toggle such as bias, the lines disagree).
struct CodeSettings {
    std::optional<std::string> stated[kLessonSettingCount];
};

CodeSettings read_code_settings(const std::string& code);

// `params` filled in with what the code states; the rest stays as given.
LessonParams apply_code_settings(const CodeSettings& settings, LessonParams params);

// The code with each recognised setting line rewritten to say `params`; lines it does not recognise are kept
// byte for byte (so a learner's comments, spacing and other lines survive).
std::string write_code_settings(const std::string& code, const LessonParams& params);

}  // namespace qkv::app
