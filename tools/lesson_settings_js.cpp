// lesson_settings_js.cpp — writes lesson-settings.js, the ES module through which the page's JavaScript reads the
// lesson's settings table (src/core/lesson_settings.hpp). The web build runs it (compiled to wasm, under node)
// into build/web/; nothing in web/ keeps a copy.
//
//     lesson_settings_js OUT.js    the ES module
//     lesson_settings_js --json    the table as JSON on stdout (tests/tools/lesson_settings_test.mjs compares them)
#include <cstdio>
#include <string>

#include "core/lesson_settings.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fputs("usage: lesson_settings_js OUT.js | --json\n", stderr);
        return 2;
    }
    const std::string target = argv[1];
    if (target == "--json") {
        std::printf("%s\n", qkv::lesson_settings_json().c_str());
        return 0;
    }
    std::FILE* file = std::fopen(target.c_str(), "wb");
    const std::string module = qkv::lesson_settings_module();
    if (!file || std::fwrite(module.data(), 1, module.size(), file) != module.size() || std::fclose(file) != 0) {
        std::fprintf(stderr, "lesson_settings_js: cannot write %s\n", target.c_str());
        return 1;
    }
    return 0;
}
