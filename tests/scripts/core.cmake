# core.cmake — script tests of the numeric core (included by tests/CMakeLists.txt in the native build).
#
#   cli_behaviour       `qkv print` / `qkv dump` against the torch goldens; every bad flag -> exit 2 + one line
#   golden_regenerated  generate.py re-run with real torch equals the committed goldens (skipped without torch)
#   wasm_golden         the golden comparison in the core compiled to wasm, under node (fails if not built)
#   wasm_libm           the C library's functions in wasm answer with CPython's bits or refuse (tests/golden/libm_*)
find_package(Python3 COMPONENTS Interpreter REQUIRED)
set(QKV_GOLDEN_FILE "${CMAKE_SOURCE_DIR}/tests/golden/lesson_golden.json")
set(QKV_TORCH_PYTHON "/usr/bin/python3" CACHE FILEPATH "A Python that can import torch (Debian's python3-torch)")

add_test(NAME cli_behaviour
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/golden/check_cli.py $<TARGET_FILE:qkv>
                 ${QKV_GOLDEN_FILE})

add_test(NAME golden_regenerated
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/golden/check_regenerated.py ${QKV_TORCH_PYTHON}
                 ${CMAKE_SOURCE_DIR}/tests/golden/generate.py ${QKV_GOLDEN_FILE}
                 ${CMAKE_CURRENT_BINARY_DIR}/lesson_golden.regenerated.json)
set_tests_properties(golden_regenerated PROPERTIES SKIP_RETURN_CODE 77)

# Registered unconditionally: whether the wasm build exists is decided when the test runs, not at configure time.
add_test(NAME wasm_golden
         COMMAND ${CMAKE_COMMAND} -DWASM_DIR=${QKV_WASM_TEST_DIR} -DPROGRAM=golden_wasm -DARGS=${QKV_GOLDEN_FILE}
                 -P ${CMAKE_SOURCE_DIR}/tests/wasm/run_node.cmake)
add_test(NAME wasm_libm
         COMMAND ${CMAKE_COMMAND} -DWASM_DIR=${QKV_WASM_TEST_DIR} -DPROGRAM=libm_wasm
                 -DARGS=${CMAKE_SOURCE_DIR}/tests/golden/libm_cpython.txt -P ${CMAKE_SOURCE_DIR}/tests/wasm/run_node.cmake)
set_tests_properties(cli_behaviour golden_regenerated wasm_golden PROPERTIES LABELS core)
set_tests_properties(wasm_libm PROPERTIES LABELS "core;wasm")
set_tests_properties(wasm_golden PROPERTIES LABELS "core;wasm")
