// bench.cpp — median wall-clock timings of compute_lesson at the playground's sizes and of linear_forward.
#include "bench.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "lesson_model.hpp"
#include "linear.hpp"

namespace qkv {

namespace {

using Clock = std::chrono::steady_clock;

template <class Work>
double median_milliseconds(int runs, Work&& work) {
    // Warm up first: caches, page faults, and in WebAssembly the engine's optimising tier (V8 first runs a
    // baseline compile and swaps in optimised code in the background after a while).
    const Clock::time_point warm_up_start = Clock::now();
    for (int run = 0; run < 3 || Clock::now() - warm_up_start < std::chrono::milliseconds(300); ++run) {
        work();
    }
    std::vector<double> times;
    for (int run = 0; run < runs; ++run) {
        const Clock::time_point start = Clock::now();
        work();
        times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

// Keeps the optimiser from dropping work whose result is otherwise unused.
volatile float g_sink = 0.0f;

}  // namespace

BenchReport run_bench() {
    BenchReport report;
    const RecomputeTiming sizes[] = {{4, 128, 4, 51, 0.0}, {64, 512, 8, 15, 0.0}, {64, 1024, 1, 9, 0.0}};
    for (RecomputeTiming timing : sizes) {
        LessonParams params;
        params.tokens = timing.tokens;
        params.n_embd = timing.n_embd;
        params.n_head = timing.n_head;
        // Recompute into the same tensors, as the playground does on every change of a setting.
        LessonTensors tensors;
        timing.median_ms = median_milliseconds(timing.runs, [&] {
            compute_lesson_into(params, tensors);
            g_sink = g_sink + tensors.v(0, 0);
        });
        report.recompute.push_back(timing);
    }

    const std::size_t rows = 64, in_features = 1024, out_features = 1024;
    std::vector<float> x(rows * in_features), weight(out_features * in_features), y(rows * out_features);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<float>(i % 7) * 0.25f - 0.5f;
    }
    for (std::size_t i = 0; i < weight.size(); ++i) {
        weight[i] = static_cast<float>(i % 13) * 0.125f - 0.75f;
    }
    report.linear_ms = median_milliseconds(21, [&] {
        linear_forward(x.data(), rows, in_features, weight.data(), out_features, nullptr, y.data());
        g_sink = g_sink + y[0];
    });
    const double flops = 2.0 * static_cast<double>(rows * in_features * out_features);
    report.linear_gflops = flops / (report.linear_ms * 1e6);
    return report;
}

std::vector<std::string> bench_lines(const BenchReport& report) {
    std::vector<std::string> lines;
    char line[160];
    lines.emplace_back("full recompute (randn, three nn.Linear inits, q/k/v), median wall time:");
    for (const RecomputeTiming& timing : report.recompute) {
        std::snprintf(line, sizeof line, "  tokens=%-3d n_embd=%-5d n_head=%-2d %9.3f ms  (%d runs)", timing.tokens,
                      timing.n_embd, timing.n_head, timing.median_ms, timing.runs);
        lines.emplace_back(line);
    }
    std::snprintf(line, sizeof line, "linear kernel 64x1024 by 1024x1024: %.3f ms, %.2f GFLOP/s", report.linear_ms,
                  report.linear_gflops);
    lines.emplace_back(line);
    return lines;
}

}  // namespace qkv
