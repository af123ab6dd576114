# sanitizers.cmake — the interpreter under clang's sanitizers, from one build (build/asan, tools/sanitizers.sh):
# the unit tests with ASan + UBSan, and the fuzz target replaying a fixed set of inputs (the corpus programs and
# every crash input ever found, tests/fuzz/regressions/) once each: no time limit, no random seed, so the result
# is the same on every run (`make fuzz` is the campaign that finds new ones). The build is a CTest fixture, so
# the two runs after it never build the same folder at once.
add_test(NAME sanitizer_build COMMAND ${CMAKE_SOURCE_DIR}/tools/sanitizers.sh build)
add_test(NAME sanitizer_unit_tests COMMAND ${CMAKE_SOURCE_DIR}/tools/sanitizers.sh unit-tests)
add_test(NAME python_fuzz COMMAND ${CMAKE_SOURCE_DIR}/tests/fuzz/run_fuzz.sh replay)
# COST: without timings from an earlier run, CTest starts the costliest first; the build is the longest step.
set_tests_properties(sanitizer_build PROPERTIES FIXTURES_SETUP sanitizer_build TIMEOUT 1800 COST 300
                     LABELS "python;sanitizers")
set_tests_properties(sanitizer_unit_tests python_fuzz PROPERTIES FIXTURES_REQUIRED sanitizer_build TIMEOUT 900)
set_tests_properties(sanitizer_unit_tests PROPERTIES LABELS "python;sanitizers")
set_tests_properties(python_fuzz PROPERTIES LABELS "python;fuzz")
