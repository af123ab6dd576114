// golden_test.cpp — every case of tests/golden/lesson_golden.json (real torch output) recomputed natively and
// compared bit for bit: tensors by hash of all elements plus sampled bit patterns, and the printed lines.
#include <gtest/gtest.h>

#include "../golden/golden_checks.hpp"

namespace {

using qkv::golden::Json;
using qkv::golden::Problems;

const Json& golden() {
    static const Json file = qkv::golden::load_json(QKV_SOURCE_DIR "/tests/golden/lesson_golden.json");
    return file;
}

// Runs `check` over every record of a section, reporting each problem; returns how many records there were.
template <class Check>
std::size_t check_section(const char* section, Check check) {
    const std::vector<Json>& records = golden()[section].items;
    for (const Json& record : records) {
        for (const std::string& problem : check(record)) {
            ADD_FAILURE() << problem;
        }
    }
    return records.size();
}

TEST(Golden, LessonCasesMatchTorchBitForBit) {
    EXPECT_GE(check_section("lesson_cases", qkv::golden::check_lesson_case), 300u);
}

TEST(Golden, RandnCallsMatchTorch) {
    EXPECT_GT(check_section("randn_cases", qkv::golden::check_randn_case), 0u);
}

TEST(Golden, UniformMatchesTorch) {
    EXPECT_GT(check_section("uniform_cases", qkv::golden::check_uniform_case), 0u);
}

TEST(Golden, LinearInitBoundsMatchTorch) {
    EXPECT_EQ(check_section("linear_bounds", qkv::golden::check_linear_bound), 1024u);
}

TEST(Golden, PythonFormattingMatchesCPython) {
    EXPECT_GE(check_section("pyformat_cases", qkv::golden::check_pyformat_case), 200u);
}

}  // namespace
