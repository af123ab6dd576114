// bench_wasm.cpp — the `qkv bench` figures for the core compiled to WebAssembly:
//   node --no-experimental-fetch build/wasm/tests/bench_wasm.js
#include <cstdio>

#include "core/bench.hpp"

int main() {
    for (const std::string& line : qkv::bench_lines(qkv::run_bench())) {
        std::printf("%s\n", line.c_str());
    }
    return 0;
}
