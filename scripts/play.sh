#!/usr/bin/env bash
# make play: serves www/ at once and prints its address, then builds the games' engines for
# playing locally (Cargo's `play` profile, scripts/build.sh) while the page can already be opened:
# a game opened before its engine is built waits for it (the server holds the request). A module
# already built, for play or for release, is kept. Stop with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

mkdir -p target
building=target/play-building
touch "$building"
node scripts/static-server.mjs --port "${PORT:-8000}" --hold-while "$building" www &
server=$!
trap 'rm -f "$building"; kill "$server" 2>/dev/null || true' EXIT
trap 'exit 130' INT TERM
# The address first: the server prints it as soon as it listens.
sleep 0.3
if WASM_PROFILE=play scripts/build.sh; then
  echo "play: every game's engine is built; the page is ready (Ctrl-C to stop)"
else
  echo "play: an engine failed to build (above); the games built are playable" >&2
fi
rm -f "$building"
wait "$server"
