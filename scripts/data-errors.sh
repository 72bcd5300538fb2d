#!/usr/bin/env bash
# Checks that a wrong component data file stops the build with a message that names the file
# and the place: runs the compiled build script (build.rs) on copies of the data files, each
# copy with one deliberate mistake, and looks for the expected message. The data files in the
# tree are never touched. Builds the library first if needed, in the native tests' profile: after
# them (as make test runs it) there is nothing left to build, and the build script is theirs.
set -euo pipefail
cd "$(dirname "$0")/.."

# The build script's executable, from cargo's own report of what it built.
script=$(cargo build --profile test-release --lib --message-format=json 2>/dev/null | node -e '
  const manifest = require("path").resolve("Cargo.toml");
  for (const line of require("fs").readFileSync(0, "utf8").split("\n")) {
    if (!line.startsWith("{")) continue;
    const m = JSON.parse(line);
    if (m.reason === "compiler-artifact" && m.target.kind.join() === "custom-build" && m.manifest_path === manifest) console.log(m.filenames[0]);
  }')
[ -x "$script" ] || { echo "no build script executable found" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

# expect FILE FROM TO MESSAGE: with the first FROM in src/games/FILE replaced by TO, the build
# script must fail and say MESSAGE. With no arguments, the files as they are must pass.
expect() {
  rm -rf "$tmp/src" "$tmp/out" && mkdir "$tmp/out"
  cp --parents src/games/*/*.json courses/*.json "$tmp"
  if [ $# -gt 0 ]; then
    node -e '
      const fs = require("fs");
      const [p, a, b] = process.argv.slice(1);
      const s = fs.readFileSync(p, "utf8");
      if (!s.includes(a)) throw new Error(`${JSON.stringify(a)} is not in ${p}`);
      fs.writeFileSync(p, s.replace(a, () => b));' "$tmp/src/games/$1" "$2" "$3"
  fi
  if (cd "$tmp" && OUT_DIR="$tmp/out" RUST_BACKTRACE=0 "$script" >/dev/null 2>"$tmp/err"); then
    [ $# -eq 0 ] && { echo "ok: the data files as they are"; return; }
    echo "FAILED: $1 with $3 was accepted"
  elif [ $# -gt 0 ] && grep -qF -- "$4" "$tmp/err"; then
    echo "ok: $4"
    return
  else
    echo "FAILED: ${4:-the data files as they are}; the build script said:"
    grep -v '^\s*$' "$tmp/err" | sed 's/^/    /'
  fi
  failed=1
}

expect
# Mistakes serde finds while reading, with the line and column.
expect green/clubs.json '"kind": "wood",' '"kind": "wood", "colour": "red",' \
  'src/games/green/clubs.json:7:50: unknown field `colour`, expected one of `code`, `kind`, `strike`, `count`'
expect beck/deck.json '"count": 8' '"count": "8"' \
  'src/games/beck/deck.json:5:42: invalid type: string "8", expected u8'
expect holes18/clubs.json '"big_hit": false, "letter": "A"' '"letter": "A"' \
  'src/games/holes18/clubs.json:7:91: missing field `big_hit`'
expect holes18/shots.json '"bunker": "stay"' '"bunker": "up"' \
  'src/games/holes18/shots.json:14:48: unknown variant `up`, expected one of `stay`, `left`, `target`, `right`'
expect green/course.json '{ "id": 2,' '{ "id": 300,' \
  'src/games/green/course.json:8:15: invalid value: integer `300`, expected u8'
expect holes18/solo.json '"about"' '"abuot"' \
  'src/games/holes18/solo.json:2:9: unknown field `abuot`, expected `about` or `cards`'
# Mistakes the checks after reading find, with the entry.
expect beck/deck.json '{ "black": 3 }' '{ "black": 12 }' \
  'src/games/beck/deck.json: cards[2]: expected a whole number from 1 to 9, found 12'
expect green/course.json '"height": 2' '"height": 12' \
  'src/games/green/course.json: cards[5].spaces[0].height: expected a whole number from 0 to 9, found 12'
expect holes18/clubs.json '"init": 8,' '"init": 7,' \
  'src/games/holes18/clubs.json: clubs[3].init: initiative 7 is printed on two clubs'
expect holes18/shots.json '{ "count": 2, "path": "SS", "bunker": "target" }' \
  '{ "count": 3, "path": "SS", "bunker": "target" }' \
  'src/games/holes18/shots.json: decks.C: deck C holds 14 cards, found 15'

[ $failed = 0 ] || { echo "some data file mistakes are not reported as expected" >&2; exit 1; }
