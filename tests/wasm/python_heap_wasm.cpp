// python_heap_wasm.cpp — `make bench`'s heap figure: runs Python programs one after another through
// qkv::python::run in the interpreter compiled to wasm (under node), and prints, as one JSON line, each run's
// outcome and the wasm memory's size after it. The memory grows only when the heap's high-water mark does, so two
// programs that differ only in how many training steps they take show whether the steps hold on to memory.
//
//   node --no-experimental-fetch python_heap_wasm.js FIRST.py SECOND.py ...
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "core/json.hpp"
#include "python/interpreter.hpp"

int main(int argc, char** argv) {
    qkv::JsonWriter json;
    json.begin_object().key("runs").begin_array();
    for (int i = 1; i < argc; ++i) {
        std::ifstream file(argv[i], std::ios::binary);
        std::ostringstream code;
        code << file.rdbuf();
        qkv::python::RunLimits limits;
        limits.max_steps = std::int64_t(1) << 40;  // a long training run is the point here
        const qkv::python::RunResult result = qkv::python::run(code.str(), limits);
        const std::int64_t memory_bytes = std::int64_t(__builtin_wasm_memory_size(0)) * 65536;
        json.begin_object().key("program").value(argv[i]).key("ok").value(result.ok).key("error").value(result.error);
        json.key("memory_bytes").value(memory_bytes).end_object();
    }
    std::puts(json.end_array().end_object().text().c_str());
    return 0;
}
