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

struct KernelTiming {
    int rows = 0, in_features = 0, out_features = 0;  // x is rows x in, the weight out x in
    double median_ms = 0.0;
    double gflops = 0.0;  // 2 * rows * in * out floating-point operations per call
};

struct BenchReport {
    std::vector<RecomputeTiming> recompute;  // (4, 128, 4), (64, 512, 8), (64, 1024, 1)
    std::vector<KernelTiming> kernels;       // linear_forward at (4, 128, 32), (64, 512, 128), (64, 1024, 1024)
};

BenchReport run_bench();

// The report as lines of text (the same on every platform).
std::vector<std::string> bench_lines(const BenchReport& report);

// The report as one JSON object, for `make bench`, which sets it beside the wasm and PyTorch figures.
std::string bench_json(const BenchReport& report);

}  // namespace qkv
