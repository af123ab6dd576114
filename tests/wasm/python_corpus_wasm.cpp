// python_corpus_wasm.cpp — the interpreter corpus under node: runs every program of the corpus folders (the
// arguments) through qkv::python::run and compares with the expectations real Python + torch produced
// (NAME.stdout, NAME.stderr = last traceback line, NAME.exit; or, for the lesson's examples, NAME.out, what a run
// without an error printed), as run_corpus.cmake does natively. Prints "N passed, M failed".
#include <dirent.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "python/interpreter.hpp"

namespace {

bool read_file(const std::string& path, std::string& text) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return false;
    std::ostringstream buffer;
    buffer << file.rdbuf();
    text = buffer.str();
    return true;
}

std::string strip(const std::string& text) {
    const std::size_t first = text.find_first_not_of(" \n\r\t");
    if (first == std::string::npos) return "";
    return text.substr(first, text.find_last_not_of(" \n\r\t") - first + 1);
}

// The last line, stripped, as run_corpus.cmake compares it (torch's messages can span lines).
std::string last_line(const std::string& text) {
    const std::string stripped = strip(text);
    return strip(stripped.substr(stripped.find_last_of('\n') + 1));
}

// Where two outputs first differ, for the failure report: "line N: expected ... / actual ...".
std::string first_difference(const std::string& expected, const std::string& actual) {
    std::istringstream expected_lines(expected), actual_lines(actual);
    std::string want, got;
    for (int line = 1;; ++line) {
        const bool more_wanted = static_cast<bool>(std::getline(expected_lines, want));
        const bool more_got = static_cast<bool>(std::getline(actual_lines, got));
        if (!more_wanted && !more_got) return "";
        if (!more_wanted || !more_got || want != got)
            return "line " + std::to_string(line) + ":\n  expected: " + (more_wanted ? want : "(end)") +
                   "\n  actual:   " + (more_got ? got : "(end)");
    }
}

struct Expectation {
    std::string stdout_text, stderr_line, exit_code;
};

bool read_expectation(const std::string& base, Expectation& expected) {
    if (read_file(base + ".out", expected.stdout_text)) {
        expected.exit_code = "0";
        return true;
    }
    return read_file(base + ".stdout", expected.stdout_text) && read_file(base + ".stderr", expected.stderr_line) &&
           read_file(base + ".exit", expected.exit_code);
}

std::vector<std::string> programs_in(const std::string& folder) {
    std::vector<std::string> bases;
    if (DIR* directory = opendir(folder.c_str())) {
        while (dirent* entry = readdir(directory)) {
            const std::string name = entry->d_name;
            if (name.size() > 3 && name.compare(name.size() - 3, 3, ".py") == 0)
                bases.push_back(folder + "/" + name.substr(0, name.size() - 3));
        }
        closedir(directory);
    }
    std::sort(bases.begin(), bases.end());
    return bases;
}

// The Python frames the page lets a run nest on a stack of its own (FRAMES_ON_OWN_STACK, web/python-calls.js); node
// runs this program with a JavaScript stack as large (tests/scripts/python.cmake).
constexpr std::int64_t kFramesOnOwnStack = 1000;

// The first line of a corpus program that needs more nested calls than one stack holds: the page's worker gives
// them fresh stacks (web/python-calls.js), which this runner has not; they run natively and in the page
// (tests/browser/deep_recursion.test.mjs).
const std::string kPastOneStack = "# qkv-corpus: past one stack";

// The page's C library cannot promise glibc's last digit for this call (core/libm.hpp): the run stopped with that
// message, after printing exactly the start of what CPython printed. Allowed, and counted apart.
bool refused_last_digit(const qkv::python::RunResult& result, const Expectation& expected) {
    const std::string line = last_line(result.traceback);
    return line.rfind("NotImplementedError: ", 0) == 0 && line.find("in its last digit in this browser") != std::string::npos &&
           expected.stdout_text.compare(0, result.output.size(), result.output) == 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: python_corpus_wasm CORPUS_DIR...\n");
        return 2;
    }
    std::vector<std::string> bases;
    for (int i = 1; i < argc; ++i)
        for (const std::string& base : programs_in(argv[i])) bases.push_back(base);
    int passed = 0, failed = 0, past_one_stack = 0, refused = 0;
    for (const std::string& base : bases) {
        const std::string stem = base.substr(base.find_last_of('/') + 1);
        std::string code;
        Expectation expected;
        if (!read_file(base + ".py", code) || !read_expectation(base, expected)) {
            std::printf("FAIL %s: missing expectations\n", stem.c_str());
            ++failed;
            continue;
        }
        if (code.rfind(kPastOneStack, 0) == 0) {
            ++past_one_stack;
            continue;
        }
        qkv::python::RunLimits limits;
        limits.max_frames = kFramesOnOwnStack;
        const qkv::python::RunResult result = qkv::python::run(code, limits, stem + ".py");
        // python3's exit status, and the last line of what it wrote to stderr (sys.exit(3) writes nothing).
        const bool exit_ok = strip(expected.exit_code) == std::to_string(result.exit_status);
        const bool stderr_ok = result.ok || strip(expected.stderr_line) == last_line(result.traceback);
        if (exit_ok && stderr_ok && result.output == expected.stdout_text) {
            ++passed;
        } else if (refused_last_digit(result, expected)) {
            ++refused;
            std::printf("refused %s: %s\n", stem.c_str(), last_line(result.traceback).c_str());
        } else {
            ++failed;
            std::printf("FAIL %s\n  expected stderr: %s (exit %s)\n  actual stderr:   %s (exit %d)\n", stem.c_str(),
                        strip(expected.stderr_line).c_str(), strip(expected.exit_code).c_str(),
                        last_line(result.traceback).c_str(), result.exit_status);
            const std::string difference = first_difference(expected.stdout_text, result.output);
            if (!difference.empty()) std::printf("  stdout differs at %s\n", difference.c_str());
        }
    }
    std::printf("%d programs past one stack skipped (the page's worker runs them)\n%d passed, %d refused a last digit "
                "after CPython's first lines, %d failed\n", past_one_stack, passed, refused, failed);
    return failed == 0 && passed > 0 && refused * 20 < passed ? 0 : 1;
}
