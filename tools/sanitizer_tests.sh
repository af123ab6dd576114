#!/usr/bin/env bash
# sanitizer_tests.sh — builds the core and its unit tests with clang's AddressSanitizer + UBSan in build/asan
# and runs the interpreter's and the model's unit tests there. Any sanitizer report fails the run.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build/asan"
sanitize="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
if [ ! -f "$build/CMakeCache.txt" ]; then
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DQKV_BUILD_APP=OFF -DCMAKE_BUILD_TYPE=Debug \
    "-DCMAKE_CXX_FLAGS=$sanitize -O1" "-DCMAKE_EXE_LINKER_FLAGS=$sanitize" >/dev/null
fi
cmake --build "$build" -j"$(nproc)" >/dev/null
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$build" --output-on-failure -R '^(python_.*_test|lesson_model_test|seed_test|pyformat_test)$'
