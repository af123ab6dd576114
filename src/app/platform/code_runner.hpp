// code_runner.hpp — where a learner's program runs. Natively the interpreter is linked into the app and a run
// ends before platform_start_run returns. On the web it is a second wasm program in a Web Worker, loaded after
// the first frame: the page keeps drawing during a run, and Stop ends the worker and starts a fresh one.
#pragma once

#include <functional>
#include <string>

#include "python/run_result.hpp"

namespace qkv::app {

enum class RunnerReadiness { loading, ready, failed };

struct RunnerStatus {
    RunnerReadiness readiness = RunnerReadiness::ready;
    bool can_stop = false;  // a run in progress can be ended (web, in a worker)
    std::string note;       // one sentence for the panel: why Stop is unavailable, or why Python did not load
};

using RunFinished = std::function<void(python::RunResult result)>;

// Runs `code` within the platform's limits; `finished` is called exactly once, with what the run gave (a run
// that was stopped ends with error_type "Stopped"). A run asked for while Python loads starts once it has loaded.
void platform_start_run(const std::string& code, RunFinished finished);

// Ends the run in progress, if the platform can: its `finished` is called with a stopped result.
void platform_stop_run();

RunnerStatus platform_runner_status();

}  // namespace qkv::app
