#!/usr/bin/env bash
# sanitizers.sh — the core and the interpreter under clang's AddressSanitizer + UBSan, in one build (build/asan)
# that serves both the unit tests and the libFuzzer targets (every object also carries the fuzzer's coverage
# instrumentation, so nothing is compiled twice).
#
#   tools/sanitizers.sh build        configure and build build/asan: the tests below and both fuzz targets
#   tools/sanitizers.sh unit-tests   run the tests below there; any sanitizer report fails the run
#   (tests/fuzz/run_fuzz.sh replays and runs the fuzzers)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build/asan"
# The interpreter's and the model's unit tests: the code that handles what a learner types.
unit_tests=(python_format_spec_test python_interpreter_test python_operators_test python_parser_test
            python_suggestions_test python_tensor_ops_test python_tensor_repr_test python_tokenizer_test
            lesson_model_test seed_test pyformat_test)

case "${1:-}" in
  build)
    if [ ! -f "$build/CMakeCache.txt" ]; then
      CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DQKV_BUILD_APP=OFF -DQKV_SANITIZE=ON \
        -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" >/dev/null
    fi
    cmake --build "$build" -j"$(nproc)" --target "${unit_tests[@]}" python_fuzz python_fuzz_statements >/dev/null
    echo "built ${#unit_tests[@]} unit tests and the fuzz targets with ASan + UBSan in $build";;
  unit-tests)
    pattern="^($(IFS='|'; echo "${unit_tests[*]}"))\$"
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --test-dir "$build" --output-on-failure -j"$(nproc)" -R "$pattern";;
  *)
    echo "usage: tools/sanitizers.sh build|unit-tests" >&2; exit 2;;
esac
