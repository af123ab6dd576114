#!/usr/bin/env bash
# bench.sh — `make bench`: prints the benchmark table (payload, first frame, frame time, recompute, kernel,
# memory). Expects `make native web` to have run (the Makefile does that first).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec node tools/bench/run.mjs "$@"
