// lesson_flags_test.cpp — the CLI flags: accepted forms, and one clear sentence for every kind of bad input.
#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "core/lesson_flags.hpp"

namespace {

using Args = std::vector<std::string>;

bool mentions(const std::string& message, const std::string& word) {
    return message.find(word) != std::string::npos;
}

TEST(LessonFlags, NoFlagsGiveTheLessonDefaults) {
    const qkv::FlagParseResult result = qkv::parse_lesson_flags({});
    EXPECT_EQ(result.error, "");
    EXPECT_EQ(result.params, qkv::LessonParams{});
}

TEST(LessonFlags, AcceptsSeparateAndEqualsFormsInAnyOrder) {
    const qkv::FlagParseResult a = qkv::parse_lesson_flags({"--seed", "7", "--tokens", "9", "--embd", "48",
                                                            "--heads", "5", "--bias"});
    const qkv::FlagParseResult b = qkv::parse_lesson_flags({"--bias", "--heads=5", "--embd=48", "--tokens=9",
                                                            "--seed=7"});
    ASSERT_EQ(a.error, "");
    ASSERT_EQ(b.error, "");
    EXPECT_EQ(a.params, b.params);
    EXPECT_EQ(a.params.seed, qkv::Seed::from_int64(7));
    EXPECT_EQ(a.params.tokens, 9);
    EXPECT_EQ(a.params.n_embd, 48);
    EXPECT_EQ(a.params.n_head, 5);
    EXPECT_TRUE(a.params.bias);
}

TEST(LessonFlags, AcceptsTheWholeSeedRange) {
    const std::string lowest = std::to_string(std::numeric_limits<std::int64_t>::min());
    const std::string highest = std::to_string(std::numeric_limits<std::uint64_t>::max());
    EXPECT_EQ(qkv::parse_lesson_flags({"--seed", lowest}).error, "");
    EXPECT_EQ(qkv::parse_lesson_flags({"--seed=" + highest}).error, "");
    EXPECT_EQ(qkv::parse_lesson_flags({"--seed=" + highest}).params.seed.to_string(), highest);
}

TEST(LessonFlags, EveryKindOfBadInputNamesTheFlag) {
    const std::string past_highest = std::to_string(std::numeric_limits<std::uint64_t>::max()) + "0";
    const std::vector<std::pair<Args, std::string>> cases = {
        {{"--speed", "3"}, "--speed"},
        {{"-t", "3"}, "-t"},
        {{"--tokens"}, "--tokens"},
        {{"--tokens", "abc"}, "--tokens"},
        {{"--tokens", "4.5"}, "--tokens"},
        {{"--tokens", "0"}, "--tokens"},
        {{"--tokens=-3"}, "--tokens"},
        {{"--embd", "0"}, "--embd"},
        {{"--embd", "99999999999999999999999"}, "--embd"},
        {{"--heads", "0"}, "--heads"},
        {{"--embd", "8", "--heads", "9"}, "--heads"},
        {{"--embd", "2"}, "--heads"},  // the default 4 heads no longer fit
        {{"--seed", past_highest}, "--seed"},
        {{"--seed", "x"}, "--seed"},
        {{"--bias=1"}, "--bias"},
    };
    for (const auto& [args, flag] : cases) {
        const std::string error = qkv::parse_lesson_flags(args).error;
        EXPECT_TRUE(mentions(error, flag)) << args[0] << ": '" << error << "'";
        EXPECT_EQ(error.find('\n'), std::string::npos) << error;
    }
    // Range errors state the accepted range.
    EXPECT_TRUE(mentions(qkv::parse_lesson_flags({"--tokens", "0"}).error, "from 1 to"));
    EXPECT_TRUE(mentions(qkv::parse_lesson_flags({"--seed", past_highest}).error, "2^64-1"));
}

TEST(LessonFlags, SizesBeyondTheMemoryCapAreRejectedWithTheCap) {
    const qkv::FlagLimits limits;
    const int max_tokens = qkv::lesson_setting(qkv::SettingId::tokens).flag_max;
    const int max_embd = qkv::lesson_setting(qkv::SettingId::n_embd).flag_max;
    const qkv::FlagParseResult result = qkv::parse_lesson_flags(
        {"--tokens", std::to_string(max_tokens), "--embd", std::to_string(max_embd), "--heads", "1"}, limits);
    EXPECT_TRUE(mentions(result.error, "cap")) << result.error;
    EXPECT_TRUE(mentions(result.error, "--tokens")) << result.error;

    // Just inside the cap is accepted.
    qkv::LessonParams params;
    params.tokens = 1;
    params.n_head = 1;
    params.n_embd = 1;
    while (true) {
        qkv::LessonParams wider = params;
        wider.n_embd = params.n_embd * 2;
        if (qkv::lesson_tensor_bytes(wider) > limits.max_tensor_bytes || wider.n_embd > max_embd) break;
        params = wider;
    }
    EXPECT_EQ(qkv::parse_lesson_flags({"--tokens=1", "--heads=1", "--embd=" + std::to_string(params.n_embd)}).error,
              "");
}

// The sentences as the command line has always printed them, now written from the settings table.
TEST(LessonFlags, MessagesKeepTheirWording) {
    const std::vector<std::pair<Args, std::string>> cases = {
        {{"--speed", "3"}, "unknown option '--speed' (accepted: --seed S, --tokens T, --embd E, --heads H, --bias)"},
        {{"--tokens", "abc"}, "--tokens must be an integer from 1 to 1048576 (got 'abc')"},
        {{"--embd", "2"}, "--heads must be an integer from 1 to --embd (2) (the default is 4; pass --heads)"},
        {{"--embd", "8", "--heads", "9"}, "--heads must be an integer from 1 to --embd (8) (got '9')"},
        {{"--seed", "4x"},
         "--seed must be an integer from -9223372036854775808 (-2^63) to 18446744073709551615 (2^64-1) (got '4x')"},
        {{"--tokens", "100000", "--embd", "100000"},
         "--tokens 100000 with --embd 100000 and --heads 4 need 95368 MiB of tensors; the cap is 256 MiB "
         "(tokens*embd + 3*head_size*(embd+tokens) floats)"},
        {{"--no-bias=1"}, "--no-bias takes no value (got '--no-bias=1')"},
        {{"--no-embd", "3"}, "unknown option '--no-embd' (accepted: --seed S, --tokens T, --embd E, --heads H, --bias)"},
    };
    for (const auto& [args, message] : cases) EXPECT_EQ(qkv::parse_lesson_flags(args).error, message);
    EXPECT_FALSE(qkv::parse_lesson_flags({"--bias", "--no-bias"}).params.bias);
    EXPECT_EQ(qkv::lesson_flags_synopsis(" ", "[]"), "[--seed S] [--tokens T] [--embd E] [--heads H] [--bias]");
    EXPECT_EQ(qkv::lesson_flags_help(),
              "  --seed S    torch.manual_seed(S); any integer from -2^63 to 2^64-1 (default 42)\n"
              "  --tokens T  tokens in the window, 1 to 1048576 (default 4)\n"
              "  --embd E    n_embd, 1 to 1048576 (default 128)\n"
              "  --heads H   n_head, 1 to E; head_size = E // H (default 4)\n"
              "  --bias      nn.Linear(..., bias=True) (default: no bias)\n"
              "  Flags also take the form --flag=value. All tensors together (x, W_q, W_k, W_v, biases, q, k, v as\n"
              "  float32) are capped at 256 MiB.\n");
}

TEST(LessonFlags, HelpMentionsEveryFlagAndTheCap) {
    const std::string help = qkv::lesson_flags_help();
    for (const char* flag : {"--seed", "--tokens", "--embd", "--heads", "--bias", "MiB"}) {
        EXPECT_TRUE(mentions(help, flag)) << flag;
    }
}

}  // namespace
