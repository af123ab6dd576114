// cli_print.cpp — `qkv print`: the lines the lesson's Example (3-example.py) prints for the given settings.
#include <cstdio>

#include "commands.hpp"
#include "core/lesson_flags.hpp"
#include "core/lesson_model.hpp"

namespace {

bool wants_help(const qkv::cli::Arguments& args) {
    for (const std::string& arg : args) {
        if (arg == "--help" || arg == "-h") {
            return true;
        }
    }
    return false;
}

}  // namespace

int qkv::cli::command_print(const Arguments& args) {
    if (wants_help(args)) {
        std::printf("usage: qkv print [options]\n\nPrints what 3-example.py prints for these settings.\n\n%s",
                    qkv::lesson_flags_help().c_str());
        return 0;
    }
    const qkv::FlagParseResult parsed = qkv::parse_lesson_flags(args);
    if (!parsed.error.empty()) {
        std::fprintf(stderr, "qkv print: %s\n", parsed.error.c_str());
        return 2;
    }
    const qkv::LessonTensors tensors = qkv::compute_lesson(parsed.params);
    const std::vector<std::string> lines = qkv::lesson_output_lines(parsed.params, tensors);
    // The Example prints the first seven lines; the eighth belongs to 2-two-roles.py.
    for (std::size_t i = 0; i < 7 && i < lines.size(); ++i) {
        std::printf("%s\n", lines[i].c_str());
    }
    return 0;
}
