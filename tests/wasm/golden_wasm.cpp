// golden_wasm.cpp — the golden comparison of tests/core/golden_test.cpp, as a plain program for the core compiled
// to WebAssembly and run under node:  node --no-experimental-fetch golden_wasm.js <path>/lesson_golden.json
// Exit status 0 only when every record matches bit for bit.
#include <cstdio>
#include <exception>

#include "../golden/golden_checks.hpp"

namespace {

template <class Check>
void run_section(const qkv::golden::Json& file, const char* section, Check check, int& passed, int& failed) {
    for (const qkv::golden::Json& record : file[section].items) {
        const qkv::golden::Problems problems = check(record);
        if (problems.empty()) {
            ++passed;
            continue;
        }
        ++failed;
        for (const std::string& problem : problems) {
            std::printf("FAIL %s: %s\n", section, problem.c_str());
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: golden_wasm <lesson_golden.json>\n");
        return 2;
    }
    try {
        const qkv::golden::Json file = qkv::golden::load_json(argv[1]);
        int passed = 0, failed = 0;
        run_section(file, "lesson_cases", qkv::golden::check_lesson_case, passed, failed);
        run_section(file, "randn_cases", qkv::golden::check_randn_case, passed, failed);
        run_section(file, "uniform_cases", qkv::golden::check_uniform_case, passed, failed);
        run_section(file, "linear_bounds", qkv::golden::check_linear_bound, passed, failed);
        run_section(file, "pyformat_cases", qkv::golden::check_pyformat_case, passed, failed);
        std::printf("golden (wasm): %d passed, %d failed\n", passed, failed);
        return failed == 0 && passed > 0 ? 0 : 1;
    } catch (const std::exception& error) {
        std::printf("golden (wasm): error: %s\n", error.what());
        return 1;
    }
}
