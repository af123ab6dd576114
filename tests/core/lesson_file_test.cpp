// lesson_file_test.cpp — Colab's form annotations read from a lesson file, values checked and written back.
#include "core/lesson_file.hpp"

#include <gtest/gtest.h>

namespace qkv {
namespace {

const char* const kLesson =
    "#@title Attention scores { display-mode: \"form\" }\n"
    "#@markdown Every token asks a **question**.\n"
    "#@markdown Its query meets every key.\n"
    "import torch\n"
    "n_embd = 128  #@param {type:\"slider\", min:16, max:1024, step:16}\n"
    "bias = False  #@param {type:\"boolean\"}\n"
    "mode = \"eval\"  #@param [\"train\", \"eval\"]\n"
    "name = 'x, y'  #@param {type:\"string\"}\n"
    "scale = 0.5 #@param {type:\"number\"}\n"
    "tokens = 4 #@param {type:\"integer\"}\n"
    "heads = 2 #@param [1, 2, 4] {allow-input: true}\n"
    "#@show q, k\n"
    "q = torch.zeros(2)\n"
    "#@check\n"
    "assert q.shape == (2,), \"q has two numbers\"\n";

TEST(LessonFile, ReadsTitleMarkdownShowAndCheck) {
    const LessonFile lesson = parse_lesson(kLesson);
    ASSERT_TRUE(lesson.problems.empty()) << lesson.problems.front().message;
    EXPECT_EQ(lesson.title, "Attention scores");
    EXPECT_EQ(lesson.markdown, "Every token asks a **question**.\nIts query meets every key.");
    EXPECT_EQ(lesson.shown, (std::vector<std::string>{"q", "k"}));
    EXPECT_EQ(lesson.check_line, 14);
    EXPECT_EQ(lesson.check, "assert q.shape == (2,), \"q has two numbers\"\n");
    EXPECT_EQ(lesson.code.find("#@check"), std::string::npos);
    EXPECT_NE(lesson.code.find("q = torch.zeros(2)\n"), std::string::npos);
}

TEST(LessonFile, ReadsEveryKindOfParam) {
    const LessonFile lesson = parse_lesson(kLesson);
    ASSERT_EQ(lesson.params.size(), 7u);
    const LessonParam& slider = lesson.params[0];
    EXPECT_EQ(slider.name, "n_embd");
    EXPECT_EQ(slider.kind, LessonParamKind::slider);
    EXPECT_EQ(slider.line, 5);
    EXPECT_EQ(slider.value, "128");
    EXPECT_EQ(slider.min, 16);
    EXPECT_EQ(slider.max, 1024);
    EXPECT_EQ(slider.step, 16);
    EXPECT_EQ(lesson.params[1].kind, LessonParamKind::boolean);
    EXPECT_EQ(lesson.params[2].kind, LessonParamKind::choice);
    EXPECT_EQ(lesson.params[2].options, (std::vector<std::string>{"\"train\"", "\"eval\""}));
    EXPECT_FALSE(lesson.params[2].allow_input);
    EXPECT_EQ(lesson.params[3].kind, LessonParamKind::text);
    EXPECT_EQ(lesson.params[3].value, "'x, y'");
    EXPECT_EQ(lesson.params[4].kind, LessonParamKind::number);
    EXPECT_EQ(lesson.params[5].kind, LessonParamKind::integer);
    EXPECT_TRUE(lesson.params[6].allow_input);
}

TEST(LessonFile, ChecksValuesWithMessagesThatNameTheParam) {
    const LessonFile lesson = parse_lesson(kLesson);
    const LessonParam& slider = lesson.params[0];
    EXPECT_EQ(check_lesson_value(slider, "256"), "");
    EXPECT_EQ(check_lesson_value(slider, "2000"), "n_embd takes a number from 16 to 1024 in steps of 16; 2000 is not one");
    EXPECT_NE(check_lesson_value(slider, "100"), "");  // between steps
    EXPECT_NE(check_lesson_value(slider, "abc"), "");
    EXPECT_EQ(check_lesson_value(lesson.params[1], "yes"), "bias takes True or False; yes is neither");
    EXPECT_EQ(check_lesson_value(lesson.params[2], "\"train\""), "");
    EXPECT_EQ(check_lesson_value(lesson.params[2], "'train'"), "");  // the same string, quoted otherwise
    EXPECT_EQ(check_lesson_value(lesson.params[2], "\"test\""),
              "mode takes one of \"train\", \"eval\"; \"test\" is not one of them");
    EXPECT_EQ(check_lesson_value(lesson.params[5], "1.5"), "tokens takes a whole number; 1.5 is not one");
    EXPECT_EQ(check_lesson_value(lesson.params[6], "8"), "");  // allow-input
    EXPECT_NE(check_lesson_value(lesson.params[3], "x"), "");  // a string must be quoted
}

TEST(LessonFile, WritesAValueBackKeepingTheRestOfTheLine) {
    const LessonFile lesson = parse_lesson(kLesson);
    const std::string code = with_lesson_value(lesson.code, lesson.params[0], "256");
    EXPECT_NE(code.find("\nn_embd = 256  #@param {type:\"slider\", min:16, max:1024, step:16}\n"), std::string::npos);
    EXPECT_EQ(code.size(), lesson.code.size());
    const std::string other = with_lesson_value(lesson.code, lesson.params[4], "0.25");
    EXPECT_NE(other.find("\nscale = 0.25 #@param {type:\"number\"}\n"), std::string::npos);
    EXPECT_EQ(parse_lesson(code).params[0].value, "256");
}

TEST(LessonFile, QuotesStringsAsPythonsRepr) {
    EXPECT_EQ(python_string_literal("eval"), "'eval'");
    EXPECT_EQ(python_string_literal("it's"), "\"it's\"");
    EXPECT_EQ(python_string_literal("a\\b\n"), "'a\\\\b\\n'");
}

TEST(LessonFile, ProblemsNameTheirLine) {
    struct Case {
        const char* source;
        int line;
        const char* says;
    };
    const Case cases[] = {
        {"x = 1\nn = 5000  #@param {type:\"slider\", min:1, max:10}\n", 2, "the value written for n takes a number from 1 to 10"},
        {"n = 5  #@param {type:\"slider\", max:10}\n", 1, "n: a slider needs min and max"},
        {"n = 5  #@param {type:\"slider\", min:10, max:1}\n", 1, "must be less than its max"},
        {"d = 5  #@param {type:\"date\"}\n", 1, "the type \"date\" is not one a lesson knows"},
        {"n = 5  #@param {type:\"slider\", min:1 max:10\n", 1, "the annotation does not parse"},
        {"#@param {type:\"integer\"}\n", 1, "#@param must end a line that assigns a value to a name"},
        {"m = 'a'  #@param ['a', 'b'\n", 1, "the list of choices does not parse"},
        {"\n\n#@slider x\n", 3, "unknown annotation #@slider"},
        {"#@show q[0]\n", 1, "\"q[0]\" is not one"},
        {"a = 1 #@param {type:\"integer\"}\na = 2 #@param {type:\"integer\"}\n", 2, "a is already a parameter (line 1)"},
    };
    for (const Case& c : cases) {
        const LessonFile lesson = parse_lesson(c.source);
        ASSERT_EQ(lesson.problems.size(), 1u) << c.source;
        EXPECT_EQ(lesson.problems[0].line, c.line) << c.source;
        EXPECT_NE(lesson.problems[0].message.find(c.says), std::string::npos) << lesson.problems[0].message;
    }
}

TEST(LessonFile, PlainPythonIsALessonWithoutKnobs) {
    const LessonFile lesson = parse_lesson("print('#@param is only an annotation at the end of an assignment')\r\nx = 1\r\n");
    EXPECT_TRUE(lesson.problems.empty());
    EXPECT_TRUE(lesson.params.empty());
    EXPECT_EQ(lesson.check_line, 0);
}

TEST(LessonFile, ValuesAsWrittenKeepStringsQuotedAndFloatsFloat) {
    const LessonFile lesson = parse_lesson(
        "t = 1.0  #@param {type:\"slider\", min:0.25, max:4, step:0.25}\n"
        "n = 3  #@param {type:\"slider\", min:1, max:9}\n"
        "mode = \"train\"  #@param [\"train\", \"eval\"]\n"
        "name = 'a'  #@param {type:\"string\"}\n");
    ASSERT_EQ(lesson.params.size(), 4u);
    EXPECT_EQ(lesson_value_as_written(lesson.params[0], "4"), "4.0");
    EXPECT_EQ(lesson_value_as_written(lesson.params[0], "2.5"), "2.5");
    EXPECT_EQ(lesson_value_as_written(lesson.params[1], "4"), "4");
    EXPECT_EQ(lesson_value_as_written(lesson.params[2], "eval"), "\"eval\"");
    EXPECT_EQ(lesson_value_as_written(lesson.params[3], "it's"), "\"it's\"");
    EXPECT_EQ(lesson_value_as_written(lesson.params[3], "'b'"), "'b'");
    EXPECT_STREQ(lesson_param_kind_name(lesson.params[3].kind), "string");
}

TEST(LessonFile, TheProgramIsTheCodeThenTheCheckOnItsLines) {
    const LessonFile lesson = parse_lesson("x = 1\n#@check\nassert x == 1, 'x is 1'\n");
    EXPECT_EQ(lesson_program(lesson, lesson.code), "x = 1\n#@check\nassert x == 1, 'x is 1'\n");
    EXPECT_EQ(lesson_program(lesson, "x = 2"), "x = 2\n#@check\nassert x == 1, 'x is 1'\n");
    EXPECT_EQ(lesson_program(parse_lesson("y = 1\n"), "y = 1\n"), "y = 1\n");
    EXPECT_EQ(python_string_value("'a\\nb'").value_or(""), "a\nb");
    EXPECT_FALSE(python_number_value("True"));
}

}  // namespace
}  // namespace qkv
