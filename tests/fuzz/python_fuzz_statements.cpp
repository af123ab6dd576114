// python_fuzz_statements.cpp — a structure-aware libFuzzer target: its mutations splice whole lines of the
// corpus programs into the input (inserted, replaced, re-indented to their new place), so most inputs it tries
// are valid Python that reaches the evaluator and the torch module, where byte mutations stop in the tokenizer.
//
// The lines come from the .py files of the folder QKV_FUZZ_STATEMENTS names (tests/fuzz/run_fuzz.sh sets it to
// the corpus). Each input is checked as in python_fuzz.cpp (run_program.hpp).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "run_program.hpp"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

std::vector<std::string>& corpus_lines() {
    static std::vector<std::string> lines;
    return lines;
}

void load_corpus_lines(const char* folder) {
    DIR* directory = opendir(folder);
    if (!directory) return;
    while (const dirent* entry = readdir(directory)) {
        const std::string name = entry->d_name;
        if (name.size() < 4 || name.compare(name.size() - 3, 3, ".py") != 0) continue;
        std::ifstream file(std::string(folder) + "/" + name);
        for (std::string line; std::getline(file, line);)
            if (line.find_first_not_of(" \t") != std::string::npos) corpus_lines().push_back(line);
    }
    closedir(directory);
}

std::vector<std::string> split_lines(std::string_view text) {
    std::vector<std::string> lines;
    std::istringstream stream{std::string(text)};
    for (std::string line; std::getline(stream, line);) lines.push_back(line);
    return lines;
}

std::string indentation_of(const std::string& line) { return line.substr(0, line.find_first_not_of(" \t")); }

std::string stripped(const std::string& line) {
    const std::size_t start = line.find_first_not_of(" \t");
    return start == std::string::npos ? std::string() : line.substr(start);
}

// One change of whole lines: a corpus line inserted or put in place of one (at the indentation of the line it
// joins), a line removed or repeated, or the block after a line ending in ':' indented under it.
void mutate_lines(std::vector<std::string>& lines, std::mt19937& random) {
    const std::vector<std::string>& pool = corpus_lines();
    const std::size_t position = lines.empty() ? 0 : random() % (lines.size() + 1);
    const std::string indent = position < lines.size() ? indentation_of(lines[position])
                               : position > 0          ? indentation_of(lines[position - 1])
                                                       : std::string();
    const std::string picked = pool.empty() ? std::string("pass") : stripped(pool[random() % pool.size()]);
    switch (random() % 5) {
        case 0: case 1: lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(position), indent + picked); break;
        case 2:
            if (position < lines.size()) lines[position] = indent + picked;
            break;
        case 3:
            if (position < lines.size()) lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(position));
            break;
        default:
            if (position < lines.size()) lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(position), lines[position]);
            break;
    }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    if (const char* folder = std::getenv("QKV_FUZZ_STATEMENTS")) load_corpus_lines(folder);
    return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned int seed) {
    std::mt19937 random(seed);
    if (random() % 8 == 0) return LLVMFuzzerMutate(data, size, max_size);  // now and then, bytes within a line
    std::vector<std::string> lines = split_lines(std::string_view(reinterpret_cast<const char*>(data), size));
    for (unsigned changes = 1 + random() % 3; changes > 0; --changes) mutate_lines(lines, random);
    std::string program;
    for (const std::string& line : lines) program += line + "\n";
    if (program.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
    std::memcpy(data, program.data(), program.size());
    return program.size();
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    run_fuzz_program(data, size);
    return 0;
}
