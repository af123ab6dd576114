#!/usr/bin/env bash
# run_fuzz.sh — a bounded libFuzzer session over the interpreter (build/asan/tests/python_fuzz, built by
# `tools/sanitizers.sh build`), seeded with the corpus programs. Non-zero on any crash, leak or sanitizer report.
#
#   tests/fuzz/run_fuzz.sh [SECONDS]        (default 20)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds_to_run=${1:-20}
fuzzer="$root/build/asan/tests/python_fuzz"
[ -x "$fuzzer" ] || { echo "$fuzzer is missing: run tools/sanitizers.sh build first" >&2; exit 1; }
# The corpus grows from run to run (kept beside the build), starting from the interpreter's corpus programs.
corpus="$root/build/asan/fuzz-corpus"
mkdir -p "$corpus"
cp "$root"/tests/python/corpus/*.py "$corpus/"
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
  "$fuzzer" -max_total_time="$seconds_to_run" -timeout=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
  "$corpus"
