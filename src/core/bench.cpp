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
double elapsed_milliseconds(int calls, Work& work) {
    const Clock::time_point start = Clock::now();
    for (int call = 0; call < calls; ++call) work();
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Median time of one call of `work`, over `runs` samples.
template <class Work>
double median_milliseconds(int runs, Work&& work) {
    // Warm up first: caches, page faults, and in WebAssembly the engine's optimising tier (V8 first runs a
    // baseline compile and swaps in optimised code in the background after a while).
    const Clock::time_point warm_up_start = Clock::now();
    for (int run = 0; run < 3 || Clock::now() - warm_up_start < std::chrono::milliseconds(300); ++run) {
        work();
    }
    // Browsers coarsen clocks (Chromium to 0.1 ms on a page without cross-origin isolation), so each sample
    // times a batch of calls long enough to measure well, and divides.
    constexpr int kMaxBatch = 1 << 20;
    int batch = 1;
    while (batch < kMaxBatch && elapsed_milliseconds(batch, work) < 2.0) batch *= 2;
    // On a busy machine one slow batch can end that search too early, and a sample shorter than the clock's step
    // reads 0: the batch grows until the quickest sample spans 1 ms.
    for (;;) {
        std::vector<double> times;
        for (int run = 0; run < runs; ++run) times.push_back(elapsed_milliseconds(batch, work) / batch);
        std::sort(times.begin(), times.end());
        if (times.front() * batch >= 1.0 || batch >= kMaxBatch) return times[times.size() / 2];
        batch *= 4;
    }
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

    const KernelTiming shapes[] = {{4, 128, 32, 0.0, 0.0}, {64, 512, 128, 0.0, 0.0}, {64, 1024, 1024, 0.0, 0.0}};
    for (KernelTiming timing : shapes) {
        const auto rows = std::size_t(timing.rows), in_features = std::size_t(timing.in_features),
                   out_features = std::size_t(timing.out_features);
        // Any values do: the kernel's time does not depend on them (no denormals in this range).
        std::vector<float> x(rows * in_features), weight(out_features * in_features), y(rows * out_features);
        for (std::size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i % 7) * 0.25f - 0.5f;
        for (std::size_t i = 0; i < weight.size(); ++i) weight[i] = static_cast<float>(i % 13) * 0.125f - 0.75f;
        const double flops = 2.0 * static_cast<double>(rows * in_features * out_features);
        // Each sample is a batch of at least 2 ms (see median_milliseconds): 9 to 101 samples, about 0.2 s of
        // measurement for the small shapes and 9 calls for the largest.
        const int runs = std::clamp(int(1e9 / flops), 9, 101);
        timing.median_ms = median_milliseconds(runs, [&] {
            linear_forward(x.data(), rows, in_features, weight.data(), out_features, nullptr, y.data());
            g_sink = g_sink + y[0];
        });
        timing.gflops = flops / (timing.median_ms * 1e6);
        report.kernels.push_back(timing);
    }
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
    lines.emplace_back("linear kernel (x: rows x in, weight: out x in), median:");
    for (const KernelTiming& timing : report.kernels) {
        std::snprintf(line, sizeof line, "  (%d, %d, %d) %9.4f ms  %7.2f GFLOP/s", timing.rows, timing.in_features,
                      timing.out_features, timing.median_ms, timing.gflops);
        lines.emplace_back(line);
    }
    return lines;
}

std::string bench_json(const BenchReport& report) {
    std::string json = "{\"recompute\":[";
    char item[200];
    for (std::size_t i = 0; i < report.recompute.size(); ++i) {
        const RecomputeTiming& timing = report.recompute[i];
        std::snprintf(item, sizeof item, "%s{\"tokens\":%d,\"n_embd\":%d,\"n_head\":%d,\"median_ms\":%.6f}",
                      i ? "," : "", timing.tokens, timing.n_embd, timing.n_head, timing.median_ms);
        json += item;
    }
    json += "],\"kernels\":[";
    for (std::size_t i = 0; i < report.kernels.size(); ++i) {
        const KernelTiming& timing = report.kernels[i];
        std::snprintf(item, sizeof item, "%s{\"shape\":[%d,%d,%d],\"median_ms\":%.6f,\"gflops\":%.4f}", i ? "," : "",
                      timing.rows, timing.in_features, timing.out_features, timing.median_ms, timing.gflops);
        json += item;
    }
    return json + "]}";
}

}  // namespace qkv
