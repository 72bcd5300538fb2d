#!/usr/bin/env bash
# Rewrites the golden match records in tests/golden/ with the current engine and bots.
# Run this only when a rules or bot change is meant to change how stored games play out,
# then review the diff and commit it together with that change.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

echo "==> regenerating tests/golden/ with the current engine"
GOLDEN_REGEN=1 cargo test --release --test golden regenerate -- --nocapture
echo "==> checking the new files"
cargo test --release --test golden
git status --short -- tests/golden || true
