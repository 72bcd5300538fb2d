#!/usr/bin/env bash
# Speed figures: native (the simulate CLI, one thread, to compare with the browser) and wasm in
# headless Chromium (scripts/bench-wasm.mjs). Run scripts/setup.sh --test and scripts/build.sh
# first (make bench does).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

step "native: Beck, random bots, 4 seats, 3 rounds (1 thread)"
cargo run --quiet --release --bin simulate -- \
  --game beck --bots random,random,random,random --rounds 3 --games 20000 --threads 1 --seed 1
echo "(a game is 3 rounds: rounds/s = 3 x games/s)"

step "native: Golfie, random bots, 4 players (1 thread)"
cargo run --quiet --release --bin simulate -- \
  --game golfie --bots random,random,random,random --games 2000 --threads 1 --seed 1

step "native: GREEN, random bots, 4 players (1 thread)"
cargo run --quiet --release --bin simulate -- \
  --game green --bots random,random,random,random --config '{"players":4}' --games 2000 --threads 1 --seed 1

step "native: 18 Holes, random golfers, 4 players, the 18-hole course (1 thread)"
cargo run --quiet --release --bin simulate -- \
  --game holes18 --bots random,random,random,random --config '{"players":4,"course":"clubhouse-eighteen"}' --games 200 --threads 1 --seed 1

step "native: normal (search) bot against greedy, 2 seats, 3 rounds (1 thread)"
cargo run --quiet --release --bin simulate -- \
  --game beck --bots normal,greedy --rounds 3 --games 10 --threads 1 --seed 1

step "wasm in headless Chromium (modules with the bench feature, in target/bench-pkg/)"
WASM_OUT=target/bench-pkg WASM_FEATURES=bench scripts/build.sh
BENCH_PKG=target/bench-pkg node scripts/bench-wasm.mjs "$@"

step "wasm against native on the same random games (the 0.8x target), five alternating rounds"
cargo build --quiet --release --bin simulate
BENCH_PKG=target/bench-pkg node scripts/bench-wasm.mjs --ratio 5
