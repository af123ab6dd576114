// code_runner.cpp (native) — the interpreter is linked in: a run happens at once, on the frame's thread, so its
// step budget stays small enough that an endless loop holds the window for well under a second.
#include "app/platform/code_runner.hpp"

#include "python/interpreter.hpp"

namespace qkv::app {

namespace {
constexpr std::int64_t kStepBudget = 3'000'000;
constexpr std::size_t kTensorBytes = 256u << 20;
}  // namespace

void platform_start_run(const std::string& code, RunFinished finished) {
    python::RunLimits limits;
    limits.max_steps = kStepBudget;
    limits.max_tensor_bytes = kTensorBytes;
    finished(python::run(code, limits));
}

void platform_stop_run() {}

RunnerStatus platform_runner_status() { return RunnerStatus{}; }

}  // namespace qkv::app
