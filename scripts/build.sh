#!/usr/bin/env bash
# Builds the engine to WebAssembly: pkg/ (served as www/pkg, a symlink to ../pkg).
# Run scripts/setup.sh first (make play and make test do).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

step "building pkg/ (wasm-pack, release)"
wasm-pack --log-level warn build --release --target web --out-dir pkg "$@"
if [ ! -e www/pkg/clubhouse.js ]; then
  echo "build: www/pkg/clubhouse.js is missing (www/pkg should be a symlink to ../pkg)" >&2
  exit 1
fi
printf 'build: pkg/clubhouse_bg.wasm %s bytes, pkg/clubhouse.js %s bytes\n' \
  "$(wc -c <pkg/clubhouse_bg.wasm | tr -d ' ')" "$(wc -c <pkg/clubhouse.js | tr -d ' ')"
