#!/usr/bin/env bash
# run_fuzz.sh — the interpreter's libFuzzer targets (build/asan/tests/python_fuzz*, built by
# `tools/sanitizers.sh build`).
#
#   tests/fuzz/run_fuzz.sh replay            every corpus program and every input in tests/fuzz/regressions/, each
#                                            run once, no mutation: the same files, the same result, every time
#                                            (CTest's python_fuzz)
#   tests/fuzz/run_fuzz.sh campaign [SECS]   `make fuzz [SECONDS=...]`: both targets in turn, SECS each (default
#                                            600), from a random seed, with python.dict and the corpus and the
#                                            regressions as seeds; a crash is saved into tests/fuzz/regressions/
# Non-zero on any crash, leak or sanitizer report.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build="$root/build/asan"
regressions="$root/tests/fuzz/regressions"
corpus_programs="$root/tests/python/corpus"
export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1

fuzzer_path() {
  [ -x "$build/tests/$1" ] || { echo "$build/tests/$1 is missing: run tools/sanitizers.sh build first" >&2; exit 1; }
  echo "$build/tests/$1"
}

replay() {
  local fuzzer inputs
  fuzzer=$(fuzzer_path python_fuzz)
  inputs=("$corpus_programs"/*.py "$regressions"/*)
  # Given files rather than a folder, libFuzzer runs each exactly once and mutates nothing. No wall-clock
  # timeout: the step limit ends every program, so the result cannot depend on how busy the machine is.
  "$fuzzer" -timeout=0 -rss_limit_mb=2048 "${inputs[@]}" >"$build/fuzz-replay.log" 2>&1 || {
    tail -n 60 "$build/fuzz-replay.log" >&2
    echo "fuzz replay: an input above crashed the interpreter (full log: $build/fuzz-replay.log)" >&2
    exit 1
  }
  echo "fuzz replay: ${#inputs[@]} inputs ran without a crash, leak or sanitizer report"
}

# One target for $2 seconds. The working corpus grows beside the build; crashes go to regressions/ under a
# name that says which target found them.
campaign_one() {
  local target=$1 seconds=$2 fuzzer work status=0
  fuzzer=$(fuzzer_path "$target")
  work="$build/fuzz-corpus-$target"
  mkdir -p "$work"
  cp "$corpus_programs"/*.py "$regressions"/* "$work/"
  echo "fuzz campaign: $target for $seconds s (log: $build/fuzz-$target.log)"
  # A unit is slow only past the timeout (then a finding): a seed that merely took 10 s under ASan on a busy
  # machine is not written into regressions/ as libFuzzer's "slow-unit" would be.
  QKV_FUZZ_STATEMENTS="$corpus_programs" "$fuzzer" -max_total_time="$seconds" -timeout=60 -report_slow_units=60 \
    -rss_limit_mb=2048 -max_len=4096 -dict="$root/tests/fuzz/python.dict" -artifact_prefix="$regressions/$target-" \
    -print_final_stats=1 "$work" >"$build/fuzz-$target.log" 2>&1 || status=$?
  grep -E "^#[0-9]+ +(INITED|DONE)|stat::number_of_executed_units|==ERROR|SUMMARY|Test unit written" "$build/fuzz-$target.log" || true
  return "$status"
}

campaign() {
  local seconds=$1 failed=0 started new_inputs
  started=$(mktemp)  # crash inputs newer than this file are this campaign's
  campaign_one python_fuzz "$seconds" || failed=1
  campaign_one python_fuzz_statements "$seconds" || failed=1
  new_inputs=$(find "$regressions" -type f -newer "$started" -printf '%f\n')
  rm -f "$started"
  if [ -n "$new_inputs" ]; then
    echo "fuzz campaign: new crash input(s) saved in tests/fuzz/regressions/ (commit them with the fix):"
    echo "$new_inputs"
  fi
  [ "$failed" = 0 ] && echo "fuzz campaign: no crash in ${seconds} s per target"
  return "$failed"
}

case "${1:-}" in
  replay) replay;;
  campaign) campaign "${2:-600}";;
  *) echo "usage: tests/fuzz/run_fuzz.sh replay | campaign [SECONDS]" >&2; exit 2;;
esac
