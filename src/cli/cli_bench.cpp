// cli_bench.cpp — `qkv bench`: median recompute time at three sizes, and the linear kernel's GFLOP/s.
#include <cstdio>

#include "commands.hpp"
#include "core/bench.hpp"

int qkv::cli::command_bench(const Arguments& args) {
    if (!args.empty()) {
        std::fprintf(stderr, "qkv bench: takes no options (got '%s')\n", args[0].c_str());
        return 2;
    }
    for (const std::string& line : qkv::bench_lines(qkv::run_bench())) {
        std::printf("%s\n", line.c_str());
    }
    return 0;
}
