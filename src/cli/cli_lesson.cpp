// cli_lesson.cpp — `qkv lesson FILE.py [--set NAME=VALUE ...] [--params]`: a lesson file (Colab form annotations,
// core/lesson_file.hpp) with its knobs set, run as python3 with PyTorch runs the file: the learner's code and then
// its check, so stdout, stderr and the exit status are python3's for the file with those values written in.
// --params prints the knobs as JSON instead, one object per line, as the page's getState().params lists them.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "commands.hpp"
#include "core/json.hpp"
#include "core/lesson_file.hpp"
#include "python/interpreter.hpp"

namespace {

const char* const kUsage = "usage: qkv lesson FILE.py [--set NAME=VALUE ...] [--params]\n";

void print_params(const qkv::LessonFile& lesson) {
    for (const qkv::LessonParam& param : lesson.params) {
        std::string options;
        for (const std::string& option : param.options) options += (options.empty() ? "" : ",") + qkv::json_quote(option);
        std::printf("{\"name\":%s,\"type\":\"%s\",\"value\":%s,\"line\":%d,\"min\":%.17g,\"max\":%.17g,\"step\":%.17g,"
                    "\"options\":[%s]}\n",
                    qkv::json_quote(param.name).c_str(), qkv::lesson_param_kind_name(param.kind), qkv::json_quote(param.value).c_str(),
                    param.line, param.min, param.max, param.step, options.c_str());
    }
}

// Applies one NAME=VALUE to the lesson's code; an error message, or "" when it applied.
std::string apply_setting(qkv::LessonFile& lesson, const std::string& setting) {
    const std::size_t equals = setting.find('=');
    const std::string name = setting.substr(0, equals);
    for (qkv::LessonParam& param : lesson.params) {
        if (param.name != name || equals == std::string::npos) continue;
        const std::string value = qkv::lesson_value_as_written(param, setting.substr(equals + 1));
        const std::string problem = qkv::check_lesson_value(param, value);
        if (!problem.empty()) return problem;
        lesson.code = qkv::with_lesson_value(lesson.code, param, value);
        param.value = value;
        return "";
    }
    std::string known;
    for (const qkv::LessonParam& param : lesson.params) known += (known.empty() ? "" : ", ") + param.name;
    return "--set " + setting + ": the lesson has no parameter " + name +
           (known.empty() ? " (it has none)" : " (it has " + known + ")");
}

int run_lesson(const qkv::LessonFile& lesson, const std::string& path) {
    const std::string program = qkv::lesson_program(lesson, lesson.code);
    qkv::python::RunLimits limits;
    std::size_t written = 0;
    limits.on_output = [&written](std::string_view printed) {
        std::fwrite(printed.data(), 1, printed.size(), stdout);
        std::fflush(stdout);
        written += printed.size();
    };
    const qkv::python::RunResult result = qkv::python::run(program, limits, path);
    std::fwrite(result.output.data() + written, 1, result.output.size() - written, stdout);
    std::fflush(stdout);
    if (result.ok) return 0;
    std::fputs(result.traceback.c_str(), stderr);
    return result.exit_status;
}

}  // namespace

int qkv::cli::command_lesson(const Arguments& args) {
    std::string path;
    std::vector<std::string> settings;
    bool list = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--params") list = true;
        else if (args[i] == "--set" && i + 1 < args.size()) settings.push_back(args[++i]);
        else if (args[i].rfind("--set=", 0) == 0) settings.push_back(args[i].substr(6));
        else if (path.empty() && !args[i].empty() && args[i][0] != '-') path = args[i];
        else return std::fputs(kUsage, stderr), 2;
    }
    if (path.empty()) return std::fputs(kUsage, stderr), 2;
    std::ifstream file(path, std::ios::binary);
    if (!file) return std::fprintf(stderr, "qkv lesson: can't open file '%s'\n", path.c_str()), 2;
    std::ostringstream source;
    source << file.rdbuf();
    LessonFile lesson = parse_lesson(source.str());
    for (const LessonProblem& problem : lesson.problems)
        std::fprintf(stderr, "%s:%d: %s\n", path.c_str(), problem.line, problem.message.c_str());
    if (!lesson.problems.empty()) return 2;
    for (const std::string& setting : settings) {
        const std::string problem = apply_setting(lesson, setting);
        if (!problem.empty()) return std::fprintf(stderr, "qkv lesson: %s\n", problem.c_str()), 2;
    }
    if (list) return print_params(lesson), 0;
    return run_lesson(lesson, path);
}
