#!/usr/bin/env bash
# Rewrites the golden match records under tests/golden/<game>/ with the current engines and bots:
# runs the `regenerate` test of tests/integration/golden.rs with GOLDEN_REGEN=1 (every game
# folder and its manifest.json), then the golden tests.
# Run this only when a rules or bot change is meant to change how stored games play out, then
# review the diff and commit it together with that change.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

echo "==> regenerating the golden records (tests/integration/golden.rs)"
GOLDEN_REGEN=1 cargo test --profile test-release --test integration golden::regenerate -- --nocapture
echo "==> checking the new files"
cargo test --profile test-release --test integration -- golden:: scene_golden::
git status --short -- tests/golden || true
