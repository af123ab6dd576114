// cli_run.cpp — `qkv run FILE.py`: runs a Python file with the playground's interpreter, printing what
// python3 (with PyTorch) would: stdout, and on an uncaught exception the traceback on stderr and exit status 1.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "commands.hpp"
#include "python/interpreter.hpp"

int qkv::cli::command_run(const Arguments& args) {
    if (args.size() != 1 || args[0].empty() || args[0][0] == '-') {
        std::fputs("usage: qkv run FILE.py\n", stderr);
        return 2;
    }
    std::ifstream file(args[0], std::ios::binary);
    if (!file) {
        std::fprintf(stderr, "qkv run: can't open file '%s'\n", args[0].c_str());
        return 2;
    }
    std::ostringstream source;
    source << file.rdbuf();
    // What the program prints reaches stdout as it is printed (the runtime reports it at its next step), so that
    // it is kept even if the process dies before the run returns.
    qkv::python::RunLimits limits;
    std::size_t written = 0;
    limits.on_output = [&written](std::string_view printed) {
        if (printed.empty()) return;
        std::fwrite(printed.data(), 1, printed.size(), stdout);
        std::fflush(stdout);
        written += printed.size();
    };
    const qkv::python::RunResult result = qkv::python::run(source.str(), limits, args[0]);
    std::fwrite(result.output.data() + written, 1, result.output.size() - written, stdout);
    std::fflush(stdout);
    if (result.ok) return 0;
    std::fputs(result.traceback.c_str(), stderr);
    return result.exit_status;
}
