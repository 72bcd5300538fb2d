#!/usr/bin/env bash
# Serves www/ on http://127.0.0.1:PORT/ (PORT defaults to 8000; the next free port is used if
# it is taken). Stop with Ctrl-C. Build first (scripts/build.sh) so www/pkg/ has every game's engine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

port="${PORT:-8000}"
free_port() {
  python3 - "$1" <<'PY'
import socket, sys
start = int(sys.argv[1])
for port in range(start, start + 100):
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            continue
        print(port)
        sys.exit(0)
sys.exit("no free port from %d to %d" % (start, start + 99))
PY
}
chosen=$(free_port "$port")
if [ "$chosen" != "$port" ]; then
  echo "serve: port $port is busy, using $chosen"
fi
for game in "${WASM_GAMES[@]}"; do
  if [ ! -e "www/pkg/$game/clubhouse_bg.wasm" ]; then
    echo "serve: www/pkg/ has no $game engine yet; run scripts/build.sh (or make play)" >&2
    exit 1
  fi
done
echo
echo "    Clubhouse is at  http://127.0.0.1:$chosen/"
echo "    (serving www/; press Ctrl-C to stop)"
echo
exec python3 -m http.server "$chosen" --bind 127.0.0.1 --directory www
