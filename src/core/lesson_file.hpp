// lesson_file.hpp — a lesson written as a Python file with Google Colab's form annotations, which runs unchanged
// under real Python + torch and in Colab:
//
//   #@title Attention scores                       the lesson's title (a trailing { ... } of Colab options is ignored)
//   #@markdown Every token asks a **question** ...  the lesson's text, one line per annotation, Markdown
//   n_embd = 128  #@param {type:"slider", min:16, max:1024, step:16}
//   bias = False  #@param {type:"boolean"}          also {type:"integer"}, {type:"number"}, {type:"string"},
//   mode = "eval"  #@param ["train", "eval"]        {type:"raw"}; a list is a drop-down of its literals
//   #@show q, k, v                                  the tensors drawn as heatmaps, in this order (ours, not Colab's)
//   #@check                                         what follows is the exercise's check, run after the learner's
//   assert wei.shape == (4, 4), "wei is T by T"     code: asserts with messages
//
// Parsing is pure (no I/O); every problem names its line, counted in the whole file from 1.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qkv {

enum class LessonParamKind { slider, integer, number, boolean, text, raw, choice };

struct LessonParam {
    std::string name;  // the Python variable the line assigns
    LessonParamKind kind = LessonParamKind::raw;
    int line = 0;               // in the file, from 1 (the learner's code keeps the same lines)
    std::string value;          // the value as Python source text, as written: "128", "False", "'eval'"
    double min = 0, max = 0;    // a slider's range
    double step = 1;            // a slider's step (Colab's default is 1)
    std::vector<std::string> options;  // a choice's literals, as Python source text
    bool allow_input = false;   // a choice that also takes typed values ({allow-input: true})
};

struct LessonProblem {
    int line = 0;  // 0 when the problem is the whole file's
    std::string message;
};

struct LessonFile {
    std::string title;
    std::string markdown;            // the #@markdown lines, joined by newlines
    std::string code;                // the learner's part: every line before #@check, as written
    std::string check;               // the lines after #@check (empty without one)
    int check_line = 0;              // the line of #@check, 0 without one
    std::vector<LessonParam> params;
    std::vector<std::string> shown;  // #@show's names, in order; empty means every tensor the run leaves
    std::vector<LessonProblem> problems;  // empty when the file is a lesson
};

LessonFile parse_lesson(std::string_view source);

// Whether `value` (Python source text) may be given to `param`: empty if so, otherwise a sentence for the learner
// naming the value, the parameter and what it takes ("n_embd takes 16 to 1024 in steps of 16; 2000 is not").
std::string check_lesson_value(const LessonParam& param, std::string_view value);

// `code` with the param's line assigning `value` (already checked): the rest of the line, its comment and its
// annotation, is kept as written.
std::string with_lesson_value(std::string_view code, const LessonParam& param, std::string_view value);

// The kind's name in Colab's spelling, as the page and `qkv lesson --params` list it: "slider", "integer",
// "number", "boolean", "string", "raw", "choice".
const char* lesson_param_kind_name(LessonParamKind kind);

// `value` as the learner gave it, made Python source text: a string knob (or a drop-down of strings) may be given
// unquoted ("train" becomes 'train', or the option's own spelling); a whole number given to a number knob
// written as a float stays a float (4 becomes 4.0 where the file says 1.0); everything else is returned as given.
std::string lesson_value_as_written(const LessonParam& param, const std::string& value);

// What runs: the learner's `code`, then the lesson's check after a "#@check" line, so that the check's lines keep
// their numbers in the file when the code keeps its length.
std::string lesson_program(const LessonFile& lesson, const std::string& code);

// What a Python literal stands for, for a page that shows it: a quoted string's text, a number's value; nullopt
// when `text` is not that kind of literal.
std::optional<std::string> python_string_value(std::string_view text);
std::optional<double> python_number_value(std::string_view text);

// A Python string literal for `text`, quoted as Python's repr quotes it: 'it' or "it's".
std::string python_string_literal(std::string_view text);

}  // namespace qkv
