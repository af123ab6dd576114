#!/bin/sh
# run_fuzz.sh — builds the interpreter's libFuzzer target with clang (ASan + UBSan) in its own folder and runs a
# bounded session seeded with the corpus programs. Exit status is non-zero on any crash, leak or sanitizer report.
#
#   tests/fuzz/run_fuzz.sh [SECONDS]        (default 20; build folder: build/fuzz)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SECONDS_TO_RUN=${1:-20}
BUILD="$ROOT/build/fuzz"
CXX=${CXX_FUZZ:-clang++-14}
command -v "$CXX" >/dev/null 2>&1 || CXX=clang++
mkdir -p "$BUILD/objects" "$BUILD/corpus"

FLAGS="-std=c++17 -O1 -g -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -ffp-contract=off -I$ROOT/src"
OBJECTS=""
for source in "$ROOT"/src/core/*.cpp "$ROOT"/src/core/python/*.cpp; do
    object="$BUILD/objects/$(basename "$(dirname "$source")")_$(basename "$source" .cpp).o"
    if [ ! -f "$object" ] || [ "$source" -nt "$object" ]; then
        $CXX $FLAGS -c "$source" -o "$object"
    fi
    OBJECTS="$OBJECTS $object"
done
$CXX $FLAGS -fsanitize=fuzzer "$ROOT/tests/fuzz/python_fuzz.cpp" $OBJECTS -o "$BUILD/python_fuzz"

cp "$ROOT"/tests/python/corpus/*.py "$BUILD/corpus/" 2>/dev/null || true
cd "$BUILD"
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ./python_fuzz -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -print_final_stats=1 corpus
