#!/usr/bin/env bash
# Speed figures: native (the simulate CLI, one thread, to compare with the browser) and wasm in
# headless Chromium (scripts/bench-wasm.mjs). Run scripts/setup.sh --test and scripts/build.sh
# first (make bench does).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

# Every game of the page's catalog, random bots at the settings in its own folder
# (src/games/<id>/bench.json, read by scripts/bench-settings.mjs: a game without them stops here).
settings=$(node scripts/bench-settings.mjs)
while read -r game seats config games rounds; do
  step "native: $game, random bots, $seats seats (1 thread): $config, $games games"
  bots=$(printf 'random,%.0s' $(seq "$seats"))
  cargo run --quiet --release --bin simulate -- \
    --game "$game" --bots "${bots%,}" --config "$config" --games "$games" --threads 1 --seed 1 </dev/null
  [ "$rounds" = 1 ] || echo "(a game is $rounds rounds: rounds/s = $rounds x games/s)"
done <<<"$settings"

step "native: normal (search) bot against greedy, 2 seats, 3 rounds (1 thread)"
cargo run --quiet --release --bin simulate -- \
  --game beck --bots normal,greedy --rounds 3 --games 10 --threads 1 --seed 1

step "wasm in headless Chromium (modules with the bench feature, in target/bench-pkg/)"
WASM_OUT=target/bench-pkg WASM_FEATURES=bench scripts/build.sh
BENCH_PKG=target/bench-pkg node scripts/bench-wasm.mjs "$@"

step "wasm against native on the same random games (the 0.8x target), five alternating rounds"
cargo build --quiet --release --bin simulate
BENCH_PKG=target/bench-pkg node scripts/bench-wasm.mjs --ratio 5
