// main.cpp — entry of the `qkv` command-line tool: dispatches to one subcommand.
#include <pthread.h>

#include <cstddef>
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

// Python calls nest on the C++ stack (docs/recursion.md), so a program that raises sys.setrecursionlimit goes as
// deep as the running thread's stack allows: the main thread's (ulimit -s, 8 MB by default) holds about 4,000
// levels, where CPython 3.11 needs no C stack for them. Commands run on a thread with a stack of this size; only the
// pages a program reaches are ever touched.
constexpr std::size_t kCommandStackBytes = std::size_t{256} << 20;

struct CommandRun {
    const Command* command;
    qkv::cli::Arguments arguments;
    int status = 2;
};

void* run_command(void* data) {
    CommandRun& run = *static_cast<CommandRun*>(data);
    try {
        run.status = run.command->run(run.arguments);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "qkv %s: %s\n", run.command->name, error.what());
        run.status = 2;
    }
    return nullptr;
}

// Runs the command on a thread with kCommandStackBytes of stack, or right here where no such thread can be made.
int run_on_large_stack(CommandRun& run) {
    pthread_attr_t attributes;
    pthread_t thread;
    bool made = false;
    if (pthread_attr_init(&attributes) == 0) {
        made = pthread_attr_setstacksize(&attributes, kCommandStackBytes) == 0 &&
               pthread_create(&thread, &attributes, run_command, &run) == 0;
        pthread_attr_destroy(&attributes);
    }
    if (made) pthread_join(thread, nullptr);
    else run_command(&run);
    return run.status;
}

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
            CommandRun run{&command, qkv::cli::Arguments(argv + 2, argv + argc)};
            return run_on_large_stack(run);
        }
    }
    std::fprintf(stderr, "qkv: unknown command '%s' (expected print, dump, bench, run or lesson; see qkv --help)\n",
                 first.c_str());
    return 2;
}
