// bench_wasm.cpp — the `qkv bench` figures for the core compiled to WebAssembly. Built twice: for node
// (node --no-experimental-fetch build/wasm/tests/bench_wasm.js [--json]) and for the browser
// (build/wasm/bench/bench_web.js, which `make bench` runs in Chromium and which always prints JSON).
#include <cstdio>
#include <cstring>

#include "core/bench.hpp"

int main(int argc, char** argv) {
    const qkv::BenchReport report = qkv::run_bench();
    if (argc < 2 || std::strcmp(argv[1], "--json") != 0) {
        for (const std::string& line : qkv::bench_lines(report)) std::printf("%s\n", line.c_str());
    }
    if (argc >= 2 && std::strcmp(argv[1], "--json") == 0) std::printf("%s\n", qkv::bench_json(report).c_str());
    return 0;
}
