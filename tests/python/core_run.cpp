// core_run.cpp — `python_core_run run FILE.py`: runs a Python file with Python's core alone (qkv_python_core, no
// torch registered or linked), printing what `qkv run` prints: stdout, and on an uncaught exception the traceback on
// stderr and python3's exit status. CTest's python_core_corpus runs the corpus's plain-Python programs through it.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "python/runtime/program.hpp"

int main(int argc, char** argv) {
    if (argc != 3 || std::string(argv[1]) != "run") {
        std::fputs("usage: python_core_run run FILE.py\n", stderr);
        return 2;
    }
    std::ifstream file(argv[2], std::ios::binary);
    if (!file) {
        std::fprintf(stderr, "python_core_run: can't open file '%s'\n", argv[2]);
        return 2;
    }
    std::ostringstream source;
    source << file.rdbuf();
    const qkv::python::RunResult result = qkv::python::run_program(source.str(), qkv::python::RunLimits{}, argv[2]);
    std::fwrite(result.output.data(), 1, result.output.size(), stdout);
    std::fflush(stdout);
    if (result.ok) return 0;
    std::fputs(result.traceback.c_str(), stderr);
    return result.exit_status;
}
