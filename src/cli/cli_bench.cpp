// cli_bench.cpp — `qkv bench [--json]`: median recompute time at three sizes, and the linear kernel's GFLOP/s.
#include <cstdio>
#include <string>

#include "commands.hpp"
#include "core/bench.hpp"

int qkv::cli::command_bench(const Arguments& args) {
    const bool json = args.size() == 1 && args[0] == "--json";
    if (!args.empty() && !json) {
        std::fprintf(stderr, "qkv bench: the only option is --json (got '%s')\n", args[0].c_str());
        return 2;
    }
    const qkv::BenchReport report = qkv::run_bench();
    if (json) {
        std::printf("%s\n", qkv::bench_json(report).c_str());
        return 0;
    }
    for (const std::string& line : qkv::bench_lines(report)) {
        std::printf("%s\n", line.c_str());
    }
    return 0;
}
