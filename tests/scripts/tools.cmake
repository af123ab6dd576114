# tools.cmake — the scripts a new user's first command runs.
#
#   bootstrap_install_path  tools/bootstrap.sh on a faked machine that lacks packages (tests/tools/bootstrap_test.sh)
#   shellcheck              shellcheck on every shell script of the repository
#   text_utf8_glyphs        every text file is UTF-8 (nothing double-encoded); every character the UI draws is in
#                           the font subset (tests/tools/text_test.py)
#   lesson_settings_js      the page's settings table (lesson-settings.js, generated into build/page-modules/ for the
#                           page's bundle) is the core's,
#                           and web/ keeps no copy of it (tests/tools/lesson_settings_test.mjs)
#   learner_statements_docs docs/embedding.md shows the learner events as web/learner-statements.js builds them
#   dist_zips               `make dist`'s zips of build/web/ read back whole (tests/tools/dist_test.mjs)
#   web_minified            the page's scripts and style sheets reach build/web/ minified and bundled, with their
#                           interfaces
#   web_module_settings     what web/wasm.js sets on the runtime's Module is what the page's program reads
#   web_import_cycles       web/'s modules import each other without a cycle (tests/tools/web_import_cycles_test.mjs)
#   function_lengths        no function in src/ over 80 lines but declarative tables (tools/function_lengths.py,
#                           tests/tools/function_lengths_test.py tries the checker on small sources first)
add_test(NAME bootstrap_install_path COMMAND ${CMAKE_SOURCE_DIR}/tests/tools/bootstrap_test.sh)
add_test(NAME shellcheck COMMAND ${CMAKE_SOURCE_DIR}/tests/tools/shell_lint.sh)
add_test(NAME text_utf8_glyphs COMMAND /usr/bin/python3 ${CMAKE_SOURCE_DIR}/tests/tools/text_test.py)
add_test(NAME function_lengths COMMAND /usr/bin/python3 ${CMAKE_SOURCE_DIR}/tests/tools/function_lengths_test.py)
set_tests_properties(bootstrap_install_path shellcheck text_utf8_glyphs function_lengths PROPERTIES LABELS tools)
# The code editor's colouring never loses or adds a character, and tells keywords, strings, numbers ... apart.
find_program(QKV_NODE node REQUIRED)
add_test(NAME web_python_colours COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tests/tools/python_colours_test.mjs)
# web/'s import graph has no cycle (tools/web/import_cycles.mjs; the test first shows the checker finds one).
add_test(NAME web_import_cycles COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tests/tools/web_import_cycles_test.mjs)
set_tests_properties(web_import_cycles PROPERTIES LABELS tools)
# The page's scripts and style sheets reach build/web/ minified and bundled, exporting what their sources do.
add_test(NAME web_minified COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tests/tools/web_minified_test.mjs ${QKV_WEB_DIR})
add_test(NAME lesson_settings_js
         COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tests/tools/lesson_settings_test.mjs $<TARGET_FILE:lesson_settings_js>
                 ${QKV_WEB_DIR}/../page-modules)
# The settings web/wasm.js gives the runtime are the ones its link keeps (-sINCOMING_MODULE_JS_API).
add_test(NAME web_module_settings COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tests/tools/module_settings_test.mjs)
set_tests_properties(web_minified web_module_settings lesson_settings_js PROPERTIES LABELS tools)
add_test(NAME learner_statements_docs COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tests/tools/learner_statements_test.mjs)
add_test(NAME dist_zips COMMAND ${QKV_NODE} ${CMAKE_SOURCE_DIR}/tests/tools/dist_test.mjs ${QKV_WEB_DIR})
set_tests_properties(learner_statements_docs dist_zips PROPERTIES LABELS tools)
