// what_runs_here_test.cpp — the panel's "What runs here" list promises only what runs: each topic's program runs
// to the end and prints what real python3 + torch print (when QKV_TORCH_PYTHON names a Python with torch), and the
// "Not here" topic's program stops with the playground's "not supported" error.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "python/interpreter.hpp"
#include "python/what_runs_here.hpp"

using namespace qkv::python;

TEST(WhatRunsHere, EveryTopicsProgramRuns) {
    const std::size_t count = std::size(kSupportedTopics);
    ASSERT_GE(count, 2u);
    for (std::size_t i = 0; i + 1 < count; ++i) {
        const SupportedTopic& topic = kSupportedTopics[i];
        const RunResult result = run(topic.example);
        EXPECT_TRUE(result.ok) << topic.title << ": " << result.error;
        EXPECT_FALSE(result.output.empty()) << topic.title;
    }
}

namespace {

// What `python` prints on stdout for each topic's program (the last excepted), all run by one process (torch takes
// seconds to import) with the generator reset to its seed at start-up before each; empty when torch is missing.
std::vector<std::string> torch_prints(const std::string& python) {
    std::string command = "ATEN_CPU_CAPABILITY=avx2 OMP_NUM_THREADS=1 " + python + " -c '"
                          "import runpy, sys, torch\n"
                          "for path in sys.argv[1:]:\n"
                          "    torch.manual_seed(torch.initial_seed())\n"
                          "    runpy.run_path(path)\n"
                          "    print(chr(0), end=\"\")\n' 2>/dev/null";
    const std::size_t count = std::size(kSupportedTopics) - 1;
    for (std::size_t i = 0; i < count; ++i) {
        const std::string path = testing::TempDir() + "what_runs_here_" + std::to_string(i) + ".py";
        std::ofstream(path, std::ios::binary) << kSupportedTopics[i].example;
        command += " " + path;
    }
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return {};
    std::string output;
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) output.append(buffer, n);
    if (pclose(pipe) != 0) return {};
    std::vector<std::string> printed;
    for (std::size_t start = 0, end; (end = output.find('\0', start)) != std::string::npos; start = end + 1) {
        printed.push_back(output.substr(start, end - start));
    }
    return printed.size() == count ? printed : std::vector<std::string>{};
}

}  // namespace

TEST(WhatRunsHere, EveryTopicsProgramPrintsWhatTorchPrints) {
    const char* python = std::getenv("QKV_TORCH_PYTHON");
    const std::vector<std::string> expected = python ? torch_prints(python) : std::vector<std::string>{};
    if (expected.empty()) GTEST_SKIP() << "no Python with torch (QKV_TORCH_PYTHON)";
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(run(kSupportedTopics[i].example).output, expected[i]) << kSupportedTopics[i].title;
    }
}

TEST(WhatRunsHere, TheLastTopicNamesWhatDoesNotRun) {
    const SupportedTopic& topic = kSupportedTopics[std::size(kSupportedTopics) - 1];
    const RunResult result = run(topic.example);
    EXPECT_FALSE(result.ok);
    EXPECT_EQ(result.error.rfind("NotImplementedError: ", 0), 0u) << result.error;
    EXPECT_NE(result.error.find("is not supported in this playground"), std::string::npos) << result.error;
}
