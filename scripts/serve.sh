#!/usr/bin/env bash
# Serves www/ on http://127.0.0.1:PORT/ (PORT defaults to 8000; the next free port is used if
# it is taken). Stop with Ctrl-C. Build first (scripts/build.sh) so www/pkg/ has every game's engine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

for game in "${WASM_GAMES[@]}"; do
  if [ ! -e "www/pkg/$game/clubhouse_bg.wasm" ]; then
    echo "serve: www/pkg/ has no $game engine yet; run scripts/build.sh (or make play)" >&2
    exit 1
  fi
done
# The server picks the port (the next free one if PORT is taken) and prints the address.
exec node scripts/static-server.mjs --port "${PORT:-8000}" www
