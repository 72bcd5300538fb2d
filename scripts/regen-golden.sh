#!/usr/bin/env bash
# Rewrites the golden match records under tests/golden/ with the current engines and bots: runs
# the `regenerate` test of every tests/*golden*.rs with GOLDEN_REGEN=1, then the golden tests.
# Run this only when a rules or bot change is meant to change how stored games play out, then
# review the diff and commit it together with that change.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

targets=()
for f in tests/*golden*.rs; do
  [ -e "$f" ] && targets+=(--test "$(basename "$f" .rs)")
done
[ ${#targets[@]} -gt 0 ] || { echo "regen-golden: no tests/*golden*.rs" >&2; exit 1; }

echo "==> regenerating the golden records (${targets[*]})"
GOLDEN_REGEN=1 cargo test --release "${targets[@]}" regenerate -- --nocapture
echo "==> checking the new files"
cargo test --release "${targets[@]}"
git status --short -- tests/golden || true
