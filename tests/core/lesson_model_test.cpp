// lesson_model_test.cpp — validation messages, tensor shapes and draw order, and the Example's lines.
#include <gtest/gtest.h>

#include <string>

#include "../golden/golden_checks.hpp"
#include "core/lesson_model.hpp"
#include "core/linear.hpp"
#include "core/random.hpp"

namespace {

using qkv::LessonParams;

bool mentions(const std::string& message, const std::string& word) {
    return message.find(word) != std::string::npos;
}

constexpr int kMaxTokens = qkv::lesson_setting(qkv::SettingId::tokens).max;
constexpr int kMaxEmbd = qkv::lesson_setting(qkv::SettingId::n_embd).max;
constexpr int kMaxHeads = qkv::lesson_setting(qkv::SettingId::n_head).max;

TEST(Validate, AcceptsTheDefaultsAndEveryCornerOfTheLimits) {
    EXPECT_EQ(qkv::validate(LessonParams{}), "");
    for (int tokens : {1, kMaxTokens}) {
        for (int embd : {1, kMaxEmbd}) {
            for (int heads : {1, std::min(embd, kMaxHeads)}) {
                LessonParams params;
                params.tokens = tokens;
                params.n_embd = embd;
                params.n_head = heads;
                EXPECT_EQ(qkv::validate(params), "") << tokens << " " << embd << " " << heads;
            }
        }
    }
}

TEST(Validate, NamesTheSettingItsRangeAndTheValue) {
    struct Case {
        LessonParams params;
        std::string setting;
        int got;
    };
    std::vector<Case> cases;
    for (int tokens : {0, -1, kMaxTokens + 1}) {
        LessonParams params;
        params.tokens = tokens;
        cases.push_back({params, "tokens", tokens});
    }
    for (int embd : {0, kMaxEmbd + 1}) {
        LessonParams params;
        params.n_embd = embd;
        params.n_head = 1;
        cases.push_back({params, "n_embd", embd});
    }
    for (int heads : {0, kMaxHeads + 1}) {
        LessonParams params;
        params.n_head = heads;
        cases.push_back({params, "n_head", heads});
    }
    LessonParams more_heads_than_width;
    more_heads_than_width.n_embd = 3;
    more_heads_than_width.n_head = 4;
    cases.push_back({more_heads_than_width, "n_head", 4});

    for (const Case& c : cases) {
        const std::string message = qkv::validate(c.params);
        EXPECT_TRUE(mentions(message, c.setting)) << message;
        EXPECT_TRUE(mentions(message, "between 1 and")) << message;
        EXPECT_TRUE(mentions(message, "(got " + std::to_string(c.got) + ")")) << message;
    }
    EXPECT_TRUE(mentions(qkv::validate(more_heads_than_width), "at most n_embd"));
}

TEST(Validate, RejectsASeedBelowMinus2To63) {
    LessonParams params;
    params.seed.negative = true;
    params.seed.magnitude = (std::uint64_t{1} << 63) + 1;
    EXPECT_TRUE(mentions(qkv::validate(params), "seed"));
    params.seed.magnitude = std::uint64_t{1} << 63;
    EXPECT_EQ(qkv::validate(params), "");
}

TEST(ComputeLesson, DrawsXThenQueryKeyValueWeights) {
    LessonParams params;
    params.seed = qkv::Seed::from_int64(5);
    params.tokens = 3;
    params.n_embd = 20;
    params.n_head = 3;
    params.bias = true;
    const qkv::LessonTensors tensors = qkv::compute_lesson(params);

    qkv::Generator replay(params.seed);
    const xt::xtensor<float, 2> x = qkv::randn<2>(replay, {3, 20});
    const qkv::LinearLayer query = qkv::make_linear(replay, 20, 6, true);
    const qkv::LinearLayer key = qkv::make_linear(replay, 20, 6, true);
    const qkv::LinearLayer value = qkv::make_linear(replay, 20, 6, true);
    EXPECT_EQ(tensors.x, x);
    EXPECT_EQ(tensors.query.weight, query.weight);
    EXPECT_EQ(*tensors.key.bias, *key.bias);
    EXPECT_EQ(tensors.value.weight, value.weight);
    EXPECT_EQ(tensors.q, qkv::linear_forward(x, query));
    EXPECT_EQ(tensors.k, qkv::linear_forward(x, key));
    EXPECT_EQ(tensors.v, qkv::linear_forward(x, value));
    EXPECT_EQ(tensors.q.shape()[0], 3u);
    EXPECT_EQ(tensors.q.shape()[1], static_cast<std::size_t>(params.head_size()));
}

TEST(LessonTensorBytes, CountsEveryTensorComputeLessonHolds) {
    for (bool bias : {false, true}) {
        LessonParams params;
        params.tokens = 5;
        params.n_embd = 30;
        params.n_head = 4;
        params.bias = bias;
        const qkv::LessonTensors t = qkv::compute_lesson(params);
        std::size_t floats = t.x.size() + t.query.weight.size() + t.key.weight.size() + t.value.weight.size() +
                             t.q.size() + t.k.size() + t.v.size();
        if (bias) floats += t.query.bias->size() + t.key.bias->size() + t.value.bias->size();
        EXPECT_EQ(qkv::lesson_tensor_bytes(params), floats * sizeof(float));
    }
}

TEST(LessonOutputLines, DefaultsPrintTheLessonsExampleAsTorchDid) {
    // The golden file holds what Python printed for the lesson's own settings; the defaults must reproduce it.
    const qkv::golden::Json file =
        qkv::golden::load_json(QKV_SOURCE_DIR "/tests/golden/lesson_golden.json");
    int matched = 0;
    for (const qkv::golden::Json& c : file["lesson_cases"].items) {
        if (qkv::golden::lesson_params_of(c) != LessonParams{}) continue;
        ++matched;
        const std::vector<std::string> lines =
            qkv::lesson_output_lines(LessonParams{}, qkv::compute_lesson(LessonParams{}));
        ASSERT_EQ(lines.size(), c["lines"].items.size());
        for (std::size_t i = 0; i < lines.size(); ++i) EXPECT_EQ(lines[i], c["lines"].items[i].text);
    }
    EXPECT_EQ(matched, 1);
}

TEST(LessonOutputLines, ShowsFewerThanFourValuesWhenHeadsAreNarrower) {
    LessonParams params;
    params.n_embd = 6;
    params.n_head = 3;  // head_size 2
    const std::vector<std::string> lines = qkv::lesson_output_lines(params, qkv::compute_lesson(params));
    ASSERT_EQ(lines.size(), 8u);
    EXPECT_EQ(std::count(lines[4].begin(), lines[4].end(), ','), 2);  // "first 4:" label, then two values
}

}  // namespace
