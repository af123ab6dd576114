// commands.hpp — the subcommands of the `qkv` CLI, one file each (cli_<name>.cpp).
//
// Each takes the arguments after its name and returns the process exit status:
// 0 success, 1 a program error (e.g. an uncaught Python exception in `run`), 2 bad usage.
#pragma once

#include <string>
#include <vector>

namespace qkv::cli {

using Arguments = std::vector<std::string>;

int command_print(const Arguments& args);  // the lesson Example's 7 lines for the given settings
int command_dump(const Arguments& args);   // every tensor as one JSON object
int command_bench(const Arguments& args);  // recompute timings
int command_run(const Arguments& args);    // run a Python file with the playground's interpreter
int command_lesson(const Arguments& args); // run a lesson file with its knobs set, or list the knobs

}  // namespace qkv::cli
