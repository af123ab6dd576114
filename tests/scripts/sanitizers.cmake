# sanitizers.cmake — the interpreter under clang's sanitizers: a bounded libFuzzer session over tokenizer,
# parser and evaluator, and the unit tests built with ASan + UBSan. Each builds in its own folder (build/fuzz,
# build/asan) with clang, never in the wasm build.
add_test(NAME python_fuzz COMMAND ${CMAKE_SOURCE_DIR}/tests/fuzz/run_fuzz.sh 20)
set_tests_properties(python_fuzz PROPERTIES LABELS "python;fuzz" TIMEOUT 900)
add_test(NAME sanitizer_unit_tests COMMAND ${CMAKE_SOURCE_DIR}/tools/sanitizer_tests.sh)
set_tests_properties(sanitizer_unit_tests PROPERTIES LABELS "python;sanitizers" TIMEOUT 1800)
