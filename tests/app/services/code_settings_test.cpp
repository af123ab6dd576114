// code_settings_test.cpp — the code panel's reading and rewriting of the settings' lines (each setting's
// code_pattern in src/core/lesson_settings.hpp): the lesson's lines, the spellings a learner may use, and the lines
// that must be left alone.
#include <gtest/gtest.h>

#include <string>

#include "app/services/code_settings.hpp"

namespace {

using qkv::LessonParams;
using qkv::app::apply_code_settings;
using qkv::app::read_code_settings;
using qkv::app::write_code_settings;

const char* const kLessonLines =
    "n_embd = 128\n"
    "n_head = 4\n"
    "torch.manual_seed(42)\n"
    "x = torch.randn(1, 4, n_embd)\n"
    "query = nn.Linear(n_embd, head_size, bias=False)\n"
    "key = nn.Linear(n_embd, head_size, bias=False)";

LessonParams learners_choice() {
    LessonParams params;
    params.seed = qkv::Seed::from_int64(-7);
    params.tokens = 9;
    params.n_embd = 48;
    params.n_head = 3;
    params.bias = true;
    return params;
}

TEST(CodeSettings, RewritesEveryLessonLineAndReadsItBack) {
    const std::string written = write_code_settings(kLessonLines, learners_choice());
    EXPECT_EQ(written,
              "n_embd = 48\n"
              "n_head = 3\n"
              "torch.manual_seed(-7)\n"
              "x = torch.randn(1, 9, n_embd)\n"
              "query = nn.Linear(n_embd, head_size, bias=True)\n"
              "key = nn.Linear(n_embd, head_size, bias=True)");
    EXPECT_EQ(apply_code_settings(read_code_settings(written), LessonParams{}), learners_choice());
}

TEST(CodeSettings, KeepsSpacingAndCommentsAroundTheValue) {
    EXPECT_EQ(write_code_settings("n_embd   =\t128   # C", learners_choice()), "n_embd   =\t48   # C");
    EXPECT_EQ(write_code_settings("x=torch.randn( 1 ,4 , n_embd )#T", learners_choice()),
              "x=torch.randn( 1 ,9 , n_embd )#T");
    EXPECT_EQ(write_code_settings("torch.manual_seed( 42 )", learners_choice()), "torch.manual_seed( -7 )");
    // The last bias=... after nn.Linear( is the setting, wherever the line goes on.
    EXPECT_EQ(write_code_settings("q = nn.Linear(8, 2, bias = False)  # not bias=True", learners_choice()),
              "q = nn.Linear(8, 2, bias = False)  # not bias=True");
}

TEST(CodeSettings, LeavesOtherLinesAlone) {
    for (const char* line : {"  n_embd = 128", "n_embd = 128 + 1", "n_embdx = 5", "n_embd = -3", "n_head == 4",
                             "x = torch.randn(2, 4, n_embd)", "x = torch.randn(1, 4, 64)", "torch.manual_seed(4.5)",
                             "bias=False", "query = nn.Linear(n_embd, head_size)", "torch.manual_seed(1) x"}) {
        EXPECT_EQ(write_code_settings(line, learners_choice()), line) << line;
        EXPECT_EQ(apply_code_settings(read_code_settings(line), LessonParams{}), LessonParams{}) << line;
    }
}

TEST(CodeSettings, LayersThatDisagreeStateNoBiasAndTheLastNumberWins) {
    const LessonParams read = apply_code_settings(
        read_code_settings("n_embd = 64\nn_embd = 32\n"
                           "q = nn.Linear(n_embd, 8, bias=True)\nk = nn.Linear(n_embd, 8, bias=False)"),
        LessonParams{});
    EXPECT_EQ(read.n_embd, 32);
    EXPECT_EQ(read.bias, LessonParams{}.bias);
}

TEST(CodeSettings, ALongLineIsMatchedInLinearTime) {
    std::string line;
    while (line.size() < 200000) line += "nn.Linear(bias ";
    EXPECT_EQ(write_code_settings(line, learners_choice()), line);  // finishes: each position is tried once
}

}  // namespace
