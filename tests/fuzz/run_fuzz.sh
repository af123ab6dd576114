#!/usr/bin/env bash
# run_fuzz.sh — builds the interpreter's libFuzzer target with clang (ASan + UBSan) in its own folder and runs a
# bounded session seeded with the corpus programs. Exit status is non-zero on any crash, leak or sanitizer report.
#
#   tests/fuzz/run_fuzz.sh [SECONDS]        (default 20; build folder: build/fuzz)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds_to_run=${1:-20}
build="$root/build/fuzz"
cxx=${CXX_FUZZ:-clang++-14}
command -v "$cxx" >/dev/null 2>&1 || cxx=clang++
mkdir -p "$build/objects" "$build/corpus"

flags=(-std=c++17 -O1 -g "-fsanitize=fuzzer-no-link,address,undefined" -fno-sanitize-recover=undefined -ffp-contract=off
       "-I$root/src")
objects=()
for source in "$root"/src/core/*.cpp "$root"/src/core/python/*.cpp; do
  object="$build/objects/$(basename "$(dirname "$source")")_$(basename "$source" .cpp).o"
  if [ ! -f "$object" ] || [ "$source" -nt "$object" ]; then
    "$cxx" "${flags[@]}" -c "$source" -o "$object"
  fi
  objects+=("$object")
done
"$cxx" "${flags[@]}" -fsanitize=fuzzer "$root/tests/fuzz/python_fuzz.cpp" "${objects[@]}" -o "$build/python_fuzz"

cp "$root"/tests/python/corpus/*.py "$build/corpus/" 2>/dev/null || true
cd "$build"
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ./python_fuzz -max_total_time="$seconds_to_run" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -print_final_stats=1 corpus
