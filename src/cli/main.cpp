// main.cpp — entry of the `qkv` command-line tool: dispatches to one subcommand.
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>

#include "commands.hpp"
#include "core/lesson_flags.hpp"

namespace {

std::string usage() {
    return "usage: qkv <command> [options]\n"
           "\n"
           "The numbers of the lesson \"Queries, Keys and Values\", computed exactly as PyTorch (CPU) computes them.\n"
           "\n"
           "commands:\n"
           "  print " + qkv::lesson_flags_synopsis(" ", "[]") + "\n"
           "                 print what the lesson's Example prints for these settings\n"
           "                 (qkv print --help lists each flag's range and the memory cap)\n"
           "  dump  [same options]\n"
           "                 print x, W_q, W_k, W_v, (biases), q, k, v as one JSON object\n"
           "  bench [--json] time a full recompute at three sizes and the linear kernel\n"
           "  run FILE.py    run a Python file as python3 with PyTorch would\n"
           "  lesson FILE.py [--set NAME=VALUE ...] [--params]\n"
           "                 run a lesson file (Colab #@param annotations) with its knobs set, or list them\n"
           "\n"
           "  --help         show this help\n"
           "  --version      show the version\n";
}

struct Command {
    const char* name;
    int (*run)(const qkv::cli::Arguments&);
};

constexpr Command kCommands[] = {
    {"print", qkv::cli::command_print},
    {"dump", qkv::cli::command_dump},
    {"bench", qkv::cli::command_bench},
    {"run", qkv::cli::command_run},
    {"lesson", qkv::cli::command_lesson},
};

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fputs(usage().c_str(), stderr);
        return 2;
    }
    const std::string first = argv[1];
    if (first == "--help" || first == "-h" || first == "help") {
        std::fputs(usage().c_str(), stdout);
        return 0;
    }
    if (first == "--version") {
        std::printf("qkv %s\n", QKV_VERSION);
        return 0;
    }
    for (const Command& command : kCommands) {
        if (first == command.name) {
            try {
                return command.run(qkv::cli::Arguments(argv + 2, argv + argc));
            } catch (const std::exception& error) {
                std::fprintf(stderr, "qkv %s: %s\n", command.name, error.what());
                return 2;
            }
        }
    }
    std::fprintf(stderr, "qkv: unknown command '%s' (expected print, dump, bench, run or lesson; see qkv --help)\n",
                 first.c_str());
    return 2;
}
