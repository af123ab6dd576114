// lesson_flags.hpp — command-line flags for the lesson's settings (--seed --tokens --embd --heads --bias), as
// kLessonSettings describes them.
//
// Shared by the `qkv print` and `qkv dump` commands. Pure parsing and checking: no I/O, so it is testable.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lesson_model.hpp"

namespace qkv {

// What the command line accepts beyond each size's own range (LessonSetting::flag_max): the tensors the settings
// ask for together must fit in max_tensor_bytes (x, the three weights and biases, q, k and v as float32).
struct FlagLimits {
    std::uint64_t max_tensor_bytes = std::uint64_t{256} << 20;  // 256 MiB
};

struct FlagParseResult {
    LessonParams params;
    std::string error;  // empty on success; otherwise one sentence naming the flag and its accepted range
};

// Parses flags in any order, as "--name value" or "--name=value"; a later flag overrides an earlier one.
FlagParseResult parse_lesson_flags(const std::vector<std::string>& args, const FlagLimits& limits = {});

// The flags' help text (one line per flag, including the memory cap).
std::string lesson_flags_help(const FlagLimits& limits = {});

// Every flag with its value, joined by `separator`, each inside `brackets` when given ("[]"):
// lesson_flags_synopsis(" ", "[]") is "[--seed S] [--tokens T] ... [--bias]".
std::string lesson_flags_synopsis(const std::string& separator, const std::string& brackets);

}  // namespace qkv
