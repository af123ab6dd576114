// python_corpus_wasm.cpp — the interpreter corpus under node: runs every program of the corpus folder (argv[1])
// through qkv::python::run and compares with the expectations real Python + torch produced
// (NAME.stdout, NAME.stderr = last traceback line, NAME.exit). Prints "N passed, M failed".
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

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: python_corpus_wasm CORPUS_DIR\n");
        return 2;
    }
    const std::string folder = argv[1];
    std::vector<std::string> stems;
    if (DIR* directory = opendir(folder.c_str())) {
        while (dirent* entry = readdir(directory)) {
            const std::string name = entry->d_name;
            if (name.size() > 3 && name.compare(name.size() - 3, 3, ".py") == 0) stems.push_back(name.substr(0, name.size() - 3));
        }
        closedir(directory);
    }
    std::sort(stems.begin(), stems.end());
    int passed = 0, failed = 0;
    for (const std::string& stem : stems) {
        const std::string base = folder + "/" + stem;
        std::string code, expected_stdout, expected_stderr, expected_exit;
        if (!read_file(base + ".py", code) || !read_file(base + ".stdout", expected_stdout) ||
            !read_file(base + ".stderr", expected_stderr) || !read_file(base + ".exit", expected_exit)) {
            std::printf("FAIL %s: missing expectations\n", stem.c_str());
            ++failed;
            continue;
        }
        const qkv::python::RunResult result = qkv::python::run(code, {}, stem + ".py");
        const bool exit_ok = (strip(expected_exit) == "0") == result.ok;
        const bool stderr_ok = result.ok || strip(expected_stderr) == last_line(result.error);
        if (exit_ok && stderr_ok && result.output == expected_stdout) {
            ++passed;
        } else {
            ++failed;
            std::printf("FAIL %s\n  expected stderr: %s\n  actual error:    %s\n", stem.c_str(), strip(expected_stderr).c_str(),
                        result.error.c_str());
        }
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 && passed > 0 ? 0 : 1;
}
