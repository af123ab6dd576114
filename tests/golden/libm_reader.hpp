// libm_reader.hpp — tests/golden/libm_cpython.txt (written by generate_libm.py with CPython's math module): each
// line's function applied through qkv::libm and compared with CPython's bits.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "core/libm.hpp"

namespace qkv::golden {

struct LibmTally {
    int answered = 0, refused = 0, differ = 0;
    int library_differs = 0;  // how often this build's own C library would have printed another number
    std::string first_difference;
};

inline double apply_c_library(const std::string& name, double x, double y) {
    if (name == "exp") return std::exp(x);
    if (name == "exp2") return std::exp2(x);
    if (name == "log") return std::log(x);
    if (name == "log2") return std::log2(x);
    if (name == "log10") return std::log10(x);
    if (name == "sin") return std::sin(x);
    if (name == "cos") return std::cos(x);
    return std::pow(x, y);
}

inline std::optional<double> apply_libm(const std::string& name, double x, double y) {
    if (name == "exp") return libm::exp(x);
    if (name == "exp2") return libm::exp2(x);
    if (name == "log") return libm::log(x);
    if (name == "log2") return libm::log2(x);
    if (name == "log10") return libm::log10(x);
    if (name == "sin") return libm::sin(x);
    if (name == "cos") return libm::cos(x);
    if (name == "pow") return libm::pow(x, y);
    return std::nullopt;
}

// A `logf_sweep FIRST STRIDE COUNT HASH` line: qkv::libm::logf_unit over the floats it names, hashed as the generator
// hashes glibc's results (64-bit FNV-1a of each result's bits). Counts as one answer.
inline void check_logf_sweep(std::istringstream& fields, const std::string& line, LibmTally& tally) {
    std::string first_text, stride_text, count_text, hash_text;
    fields >> first_text >> stride_text >> count_text >> hash_text;
    const auto first = static_cast<std::uint32_t>(std::stoul(first_text, nullptr, 16));
    const auto stride = static_cast<std::uint32_t>(std::stoul(stride_text)), count = static_cast<std::uint32_t>(std::stoul(count_text));
    std::uint64_t digest = 0xCBF29CE484222325ULL;
    for (std::uint32_t n = 0; n < count; ++n) {
        const std::uint32_t bits = first + n * stride;
        float x = 0.0f, result = 0.0f;
        std::memcpy(&x, &bits, sizeof x);
        result = libm::logf_unit(x);
        std::uint32_t result_bits = 0;
        std::memcpy(&result_bits, &result, sizeof result_bits);
        digest = (digest ^ result_bits) * 0x100000001B3ULL;
    }
    ++tally.answered;
    if (digest != std::stoull(hash_text, nullptr, 16) && tally.differ++ == 0) tally.first_difference = line;
}

// Returns false when the file cannot be read.
inline bool check_libm_file(const std::string& path, LibmTally& tally) {
    std::ifstream file(path);
    if (!file) return false;
    std::string line;
    while (std::getline(file, line)) {
        std::istringstream fields(line);
        std::string name, x_text, y_text, expected_text;
        fields >> name;
        if (name == "logf_sweep") {
            check_logf_sweep(fields, line, tally);
            continue;
        }
        fields >> x_text >> y_text;
        if (!(fields >> expected_text)) expected_text = y_text, y_text = "0x0p+0";
        const double x = std::strtod(x_text.c_str(), nullptr), y = std::strtod(y_text.c_str(), nullptr);
        const double expected = std::strtod(expected_text.c_str(), nullptr);
        const double library = apply_c_library(name, x, y);
        if (std::memcmp(&expected, &library, sizeof expected) != 0) ++tally.library_differs;
        const std::optional<double> ours = apply_libm(name, x, y);
        if (!ours) {
            ++tally.refused;
            continue;
        }
        ++tally.answered;
        if (std::memcmp(&expected, &*ours, sizeof expected) != 0 && tally.differ++ == 0)
            tally.first_difference = line + " (ours " + std::to_string(*ours) + ")";
    }
    return true;
}

}  // namespace qkv::golden
