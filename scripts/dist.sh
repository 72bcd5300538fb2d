#!/usr/bin/env bash
# Assembles the static site: www/ with its page code bundled and minified (scripts/bundle.mjs) and
# every game's engine module in DIR (default dist/), with the service worker stamped with a hash
# of the files and the list to precache (so every game plays offline). Needs pkg/ from
# scripts/build.sh (make dist runs setup and the build first). Publish DIR as it is, under any
# path of any static host.
#
#   scripts/dist.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

out="${1:-dist}"
# Only the two files of each module the page loads (not the typings or the package files).
engine=()
for game in "${WASM_GAMES[@]}"; do engine+=("pkg/$game/clubhouse.js" "pkg/$game/clubhouse_bg.wasm"); done
for f in "${engine[@]}"; do
  [ -f "$f" ] || { echo "dist: $f is missing; build first (scripts/build.sh or make dist)" >&2; exit 1; }
done
case "$(cd "$(dirname "$out")" 2>/dev/null && pwd)/$(basename "$out")" in
  "$PWD" | "$PWD/www" | "$PWD/pkg" | / ) echo "dist: refusing to replace $out" >&2; exit 1 ;;
esac

rm -rf "$out"
mkdir -p "$out"
# www/ without its pkg link, then the engine modules.
tar -C www --exclude=./pkg --exclude='./.*' -cf - . | tar -C "$out" -xf -
tar -cf - "${engine[@]}" | tar -C "$out" -xf -
[ -x node_modules/.bin/esbuild ] || { echo "dist: esbuild is missing; run scripts/setup.sh" >&2; exit 1; }
pages=()
for game in "${WASM_GAMES[@]}"; do [[ $game == *-tools ]] || pages+=("$game"); done
node scripts/bundle.mjs "$out" "${pages[@]}"

# Every URL must be relative so the site works under any sub-path.
if grep -rEn --include='*.html' --include='*.js' --include='*.css' --include='*.webmanifest' \
  '(src|href)="/|url\(/|fetch\(["'\''`]/|"(start_url|scope|src)": *"/' "$out"; then
  echo "dist: the lines above use root-relative URLs; use relative ones" >&2
  exit 1
fi

# The service worker's cache version is a hash of every file (the worker's own code included),
# so any change installs a new cache and the old one is dropped.
files=$(cd "$out" && find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(cd "$out" && printf '%s\n' "$files" sw.js | xargs sha256sum | sha256sum | cut -c1-12)
# Online play needs the network anyway: its code and words are not precached for offline play.
precached=$(printf '%s\n' "$files" | grep -Ev '^(js/online/|online/)')
list=$(printf "'./'"; printf "%s\n" "$precached" | while IFS= read -r f; do printf ", '%s'" "$f"; done)
sed -i -e "s|^const VERSION = .*|const VERSION = '$version';|" -e "s|^const FILES = .*|const FILES = [$list];|" "$out/sw.js"
grep -q "^const VERSION = '$version';" "$out/sw.js" || { echo "dist: could not stamp $out/sw.js" >&2; exit 1; }

count=$(printf '%s\n' "$files" | wc -l | tr -d ' ')
bytes=$(du -sb "$out" | cut -f1)
printf 'dist: %s files (+ sw.js), %s bytes in %s, cache version %s\n' "$count" "$bytes" "$out" "$version"
