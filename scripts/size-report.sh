#!/usr/bin/env bash
# Download sizes: raw and gzip -9 bytes of each game's engine module and of a first visit that
# plays that game: the page's own files plus that game's page code, glue and wasm (the other
# games' code is not fetched). Fails if a game's gzipped wasm is over its regression guard, set a little above
# what it measures, or a first visit over the 200 KB target (every game's is under it). The
# targets: 120 KB gzip per module, 300 KB for the four game modules together, and 200 KB for a
# whole first load (make report measures what a browser really fetches). The figures also go to
# test-results/figures/size.json, for docs/figures.md (scripts/figures-report.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

# Each game's regression guard is in scripts/env.sh (WASM_TABLE); without one, the 120 KB target.
module_target=122880
load_target=204800
suite_target=307200

for game in "${WASM_GAMES[@]}"; do
  for f in "pkg/$game/clubhouse_bg.wasm" "pkg/$game/clubhouse.js"; do
    [ -f "$f" ] || { echo "size: $f is missing; build first (scripts/build.sh)" >&2; exit 1; }
  done
done

raw() { wc -c <"$1" | tr -d ' '; }
gz() { gzip -9 -c "$1" | wc -c | tr -d ' '; }
kb() { awk -v b="$1" 'BEGIN{printf "%.1f KB", b/1024}'; }
row() { printf '%-34s %10s %10s\n' "$1" "$2" "$3"; }

# Measured on the site as it ships (scripts/dist.sh: the page's code bundled and minified).
site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT
scripts/dist.sh "$site/site" >/dev/null
site+=/site

# A bundled module and every module it imports, all levels down (not what it loads later by URL).
imports() {
  local todo=("$@") seen=() f dep
  while [ ${#todo[@]} -gt 0 ]; do
    f=${todo[0]}
    todo=("${todo[@]:1}")
    [[ " ${seen[*]} " == *" $f "* ]] && continue
    seen+=("$f")
    while IFS= read -r dep; do
      todo+=("$(realpath -m -s "$(dirname "$f")/$dep")")
    done < <(grep -oE '(from|import) ?"\.{1,2}/[^"]+\.js"' "$f" | sed -E 's/^(from|import) ?"(.*)"$/\2/')
  done
  printf '%s\n' "${seen[@]}"
}

# The page: its stylesheet, icon and service worker, the code of the home screen and of the bot
# worker, the script that preloads the reader's words, the English catalog (a French reader
# fetches the French one instead). Each game's page code (js/games/) comes with that game; rules
# pages and other languages load on demand; embed.js is for host pages.
page=("$site/index.html" "$site/style.css" "$site/icon.svg" "$site/sw.js" "$site/preload-words.js" "$site/i18n/en.json")
while IFS= read -r f; do page+=("$f"); done < <(imports "$site/js/app.js" "$site/js/bot-worker.js")

# A game's page code: js/games/<game>.js and the modules it imports that the page has not, and
# its own words when it has a file of them (i18n/<game>.en.json).
game_js() {
  [[ $1 == *-tools ]] && return # a tools module comes with no page code of its own
  local f
  while IFS= read -r f; do
    [[ " ${page[*]} " == *" $f "* ]] || printf '%s\n' "$f"
  done < <(imports "$site/js/games/$1.js")
  if [ -f "$site/i18n/$1.en.json" ]; then printf '%s\n' "$site/i18n/$1.en.json"; fi
}

row "file" "raw" "gzip -9"
row "----" "---" "-------"
page_raw=0
page_gz=0
for f in "${page[@]}"; do
  r=$(raw "$f")
  g=$(gz "$f")
  page_raw=$((page_raw + r))
  page_gz=$((page_gz + g))
  row "${f#"$site"/}" "$r" "$g"
done
row "----" "---" "-------"
row "page (${#page[@]} files)" "$page_raw" "$page_gz"
echo
for game in "${WASM_GAMES[@]}"; do
  while IFS= read -r f; do row "${f#"$site"/}" "$(raw "$f")" "$(gz "$f")"; done < <(game_js "$game")
done
echo

printf '%-14s %10s %10s %10s %12s %12s\n' "game" "wasm raw" "wasm gzip" "guard" "1st load raw" "1st load gz"
failed=()
over=()
json_rows=()
sum_raw=0
sum_gz=0
games=0
for game in "${WASM_GAMES[@]}"; do
  wasm="$site/pkg/$game/clubhouse_bg.wasm"
  glue="$site/pkg/$game/clubhouse.js"
  w_raw=$(raw "$wasm")
  w_gz=$(gz "$wasm")
  load_raw=$((page_raw + $(raw "$glue") + w_raw))
  load_gz=$((page_gz + $(gz "$glue") + w_gz))
  while IFS= read -r f; do
    load_raw=$((load_raw + $(raw "$f")))
    load_gz=$((load_gz + $(gz "$f")))
  done < <(game_js "$game")
  limit=${WASM_SIZE_GUARD[$game]:-$module_target}
  if [[ $game != *-tools ]]; then
    sum_raw=$((sum_raw + w_raw))
    sum_gz=$((sum_gz + w_gz))
    games=$((games + 1))
  fi
  [[ $game != *-tools ]] || load_raw=- load_gz=-
  printf '%-14s %10s %10s %10s %12s %12s\n' "$game" "$w_raw" "$w_gz" "$limit" "$load_raw" "$load_gz"
  json_rows+=("$(printf '{"game": "%s", "raw": %s, "gzip": %s, "guard": %s, "first_visit_raw": %s, "first_visit_gzip": %s}' \
    "$game" "$w_raw" "$w_gz" "$limit" "${load_raw/#-/null}" "${load_gz/#-/null}")")
  [ "$w_gz" -le "$limit" ] || failed+=("$game: the gzipped wasm is $((w_gz - limit)) bytes over its guard ($limit)")
  [ "$w_gz" -le "$module_target" ] || over+=("$game: wasm $(kb "$w_gz"), over the $(kb "$module_target") module target")
  # A tools module is never a first load: only a course tool asks for it.
  [ "$load_gz" = - ] || [ "$load_gz" -le "$load_target" ] || failed+=("$game: first load $(kb "$load_gz"), over the $(kb "$load_target") target")
done
printf '%-14s %10s %10s\n' "games" "$sum_raw" "$sum_gz"
echo
printf 'targets: each module under %s gzip, each first load under %s, the %s game modules together under %s: %s\n' \
  "$(kb "$module_target")" "$(kb "$load_target")" "$games" "$(kb "$suite_target")" "$(kb "$sum_gz")"
[ "$sum_gz" -le "$suite_target" ] || over+=("the game modules together: $(kb "$sum_gz"), over the $(kb "$suite_target") target")
for line in "${over[@]}"; do echo "size: $line (within the regression guard)"; done

# The same figures for docs/figures.md.
figures=${FIGURES_DIR:-test-results/figures}
mkdir -p "$figures"
changed=false
[ -z "$(git status --porcelain -- src www courses build.rs Cargo.toml Cargo.lock 2>/dev/null)" ] || changed=true
{
  printf '{"part": "size", "date": "%s", "commit": "%s", "changed": %s,\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$changed"
  printf ' "targets": {"module_gzip": %s, "first_visit_gzip": %s, "games_gzip": %s},\n' "$module_target" "$load_target" "$suite_target"
  printf ' "page": {"files": %s, "raw": %s, "gzip": %s}, "games_raw": %s, "games_gzip": %s,\n' \
    "${#page[@]}" "$page_raw" "$page_gz" "$sum_raw" "$sum_gz"
  printf ' "modules": [\n  %s\n ]}\n' "$(IFS=,; echo "${json_rows[*]}" | sed 's/},{/},\n  {/g')"
} >"$figures/size.json"
if [ ${#failed[@]} -gt 0 ]; then
  for line in "${failed[@]}"; do echo "size: FAILED: $line" >&2; done
  exit 1
fi
echo "size: ok"
