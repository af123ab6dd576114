// interpreter.cpp — the playground's Python: Python's core (runtime/program.hpp) with the torch and matplotlib
// extensions registered, and the run's tensors and charts packaged for the CLI and the UI. The one place that knows
// them all.
#include "python/interpreter.hpp"

#include <memory>
#include <new>

#include "python/matplotlib/pyplot_module.hpp"
#include "python/runtime/program.hpp"
#include "python/torch/tensor/run_tensors.hpp"
#include "python/torch/tensor/tensor_repr.hpp"
#include "python/torch/torch_module.hpp"

namespace qkv::python {

RunResult run(std::string_view code, const RunLimits& limits, const std::string& filename) {
    register_torch_extension();
    register_matplotlib_extension();
    start_charts();  // pyplot's figures last one run
    print_options() = PrintOptions{};  // torch.set_printoptions lasts one run
    grad_mode() = GradMode{};          // and so does a no_grad block a stopped run left open
    ProgramHooks hooks;
    hooks.before = [&limits](Runtime& runtime) { runtime.meter = std::make_shared<MemoryMeter>(limits.max_tensor_bytes); };
    hooks.after = [](Scope& globals, RunResult& result) {
        try {
            result.tensors = collect_run_tensors(globals);
            result.charts = take_charts();
        } catch (const std::bad_alloc&) {
            result.tensors.clear();
            result.charts.clear();
        }
    };
    return run_program(code, limits, filename, hooks);
}

}  // namespace qkv::python
