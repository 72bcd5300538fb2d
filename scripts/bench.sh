#!/usr/bin/env bash
# Speed figures: native (the simulate CLI, one thread, to compare with the browser) and wasm in
# headless Chromium (scripts/bench-wasm.mjs). Run scripts/setup.sh --test and scripts/build.sh
# first (make bench does).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

# Every playable game of the page's catalog, random bots at 4 seats; the settings a game names
# here (a game not named: 200 games at its table's most seats up to 4).
declare -A NATIVE=(
  [beck]='--rounds 3 --games 20000'
  [golfie]='--games 2000'
  [green]='--config {"players":4} --games 2000'
  [holes18]='--config {"players":4,"course":"clubhouse-eighteen"} --games 200'
)
while read -r game seats; do
  step "native: $game, random bots, $seats seats (1 thread)${NATIVE[$game]:+: ${NATIVE[$game]}}"
  line=${NATIVE[$game]:-}
  [ -n "$line" ] || line="--config {\"players\":$seats} --games 200"
  read -ra settings <<<"$line"
  bots=$(printf 'random,%.0s' $(seq "$seats"))
  cargo run --quiet --release --bin simulate -- \
    --game "$game" --bots "${bots%,}" "${settings[@]}" --threads 1 --seed 1 </dev/null
  [ "$game" != beck ] || echo "(a game is 3 rounds: rounds/s = 3 x games/s)"
done < <(node --no-warnings --input-type=module -e "
  const { CATALOG } = await import('./www/js/catalog.js');
  for (const g of CATALOG.filter((g) => g.playable)) console.log(g.id, Math.min(4, g.max_players));")

step "native: normal (search) bot against greedy, 2 seats, 3 rounds (1 thread)"
cargo run --quiet --release --bin simulate -- \
  --game beck --bots normal,greedy --rounds 3 --games 10 --threads 1 --seed 1

step "wasm in headless Chromium (modules with the bench feature, in target/bench-pkg/)"
WASM_OUT=target/bench-pkg WASM_FEATURES=bench scripts/build.sh
BENCH_PKG=target/bench-pkg node scripts/bench-wasm.mjs "$@"

step "wasm against native on the same random games (the 0.8x target), five alternating rounds"
cargo build --quiet --release --bin simulate
BENCH_PKG=target/bench-pkg node scripts/bench-wasm.mjs --ratio 5
