#!/usr/bin/env bash
# shell_lint.sh — runs shellcheck on every shell script of the repository: files named *.sh and files whose first
# line starts a shell, outside build output and installed packages.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
scripts=()
while IFS= read -r -d '' file; do
  case "$file" in
    *.sh) scripts+=("$file");;
    *) first_line=""
       IFS= read -r first_line <"$file" 2>/dev/null || true
       [[ "$first_line" =~ ^\#!.*/(env\ )?(ba|da)?sh(\ |$) ]] && scripts+=("$file");;
  esac
done < <(find . \( -path ./build -o -path ./.git -o -name node_modules \) -prune -o -type f -print0)
[ ${#scripts[@]} -gt 0 ] || { echo "no shell scripts found under $root"; exit 1; }
shellcheck --external-sources "${scripts[@]}"
echo "shellcheck: ${#scripts[@]} passed, 0 failed"
