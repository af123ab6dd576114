// bench.hpp — timings of a full recompute and of the linear kernel, shared by `qkv bench` and the wasm bench.
#pragma once

#include <string>
#include <vector>

namespace qkv {

struct RecomputeTiming {
    int tokens = 0, n_embd = 0, n_head = 0;
    int runs = 0;
    double median_ms = 0.0;
};

struct BenchReport {
    std::vector<RecomputeTiming> recompute;  // (4, 128, 4), (64, 512, 8), (64, 1024, 1)
    double linear_ms = 0.0;                  // one 64 x 1024 by 1024 x 1024 projection, median
    double linear_gflops = 0.0;
};

BenchReport run_bench();

// The report as lines of text (the same on every platform).
std::vector<std::string> bench_lines(const BenchReport& report);

}  // namespace qkv
