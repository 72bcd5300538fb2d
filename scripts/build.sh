#!/usr/bin/env bash
# Builds the engine to WebAssembly, one module per game of WASM_GAMES (scripts/env.sh):
# pkg/<game>/clubhouse.js and clubhouse_bg.wasm, served as www/pkg (a symlink to ../pkg).
# A module whose sources have not changed since its last build is kept as it is. Run
# scripts/setup.sh first (make play and make test do).
#
#   scripts/build.sh [CARGO OPTIONS]   (options always rebuild, and are passed on to cargo build)
#
# WASM_PROFILE=play builds with Cargo's `play` profile (make play): no whole-program link, many
# codegen units, one opt-level for every module so they share their dependencies' builds, and no
# wasm-opt pass: a quicker build of modules a little larger and as quick to play. A module built
# for release counts as up to date for play, never the other way round.
# WASM_OUT=DIR builds into DIR/<game>/ instead of pkg/, and WASM_FEATURES adds Cargo features:
# the benchmark builds its own modules with `bench` (the engine's simulate export), which the
# shipped modules leave out.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
out=${WASM_OUT:-pkg}
extra=${WASM_FEATURES:+,$WASM_FEATURES}

# The page's catalog is written from the engine's registry (src/bin/catalog.rs, a native
# build), and the page offers every game it lists: each needs a module.
# (make play takes the catalog as committed: a native test fails when it is stale.) Built in the
# native tests' profile: make test has built it already, where a debug build of its own cost
# 30-40 s of a fresh clone's test run.
[ "${WASM_PROFILE:-release}" = play ] || cargo run --quiet --profile test-release --bin catalog
listed=$(node --no-warnings --input-type=module -e "
  const { CATALOG } = await import('./www/js/catalog.js');
  console.log(CATALOG.map((g) => g.id).join(' '));")
for id in $listed; do
  [[ " ${WASM_GAMES[*]} " == *" $id "* ]] ||
    { echo "build: $id is in www/js/catalog.js but not in WASM_GAMES (scripts/env.sh)" >&2; exit 1; }
done

# Nothing may load a module that is not built any more: the single module for every game that
# once sat at the top of pkg/, or a game taken off the list.
mkdir -p "$out"
find "$out" -maxdepth 1 -type f -delete
for dir in "$out"/*/; do
  [[ " ${WASM_GAMES[*]} " == *" $(basename "$dir") "* ]] || rm -rf "$dir"
done

# cargo builds, wasm-bindgen binds and wasm-opt optimises, again on every run. A module is kept when nothing its
# last build read has changed since: the files cargo's dep-info names, the manifests, the tools.
profile=${WASM_PROFILE:-release}
# play's one opt-level for every module (docs/measurements.md: its build time and bots' speed).
PLAY_OPT_LEVEL=${PLAY_OPT_LEVEL:-2}
case "$profile" in release | play) ;; *) echo "build: WASM_PROFILE is release or play, not $profile" >&2; exit 2 ;; esac
key="$(rustc -V) / $(wasm-bindgen --version) / $(wasm-opt --version)"
# up_to_date DIR STAMP: STAMP names the tools, the opt-level and the flags the module is built with.
up_to_date() {
  local dir=$1 stamp=$2 line f
  [ -f "$dir/clubhouse_bg.wasm" ] && [ -f "$dir/clubhouse.js" ] && [ -f "$dir/.inputs" ] || return 1
  {
    read -r line && [ "$line" = "$stamp" ] || return 1
    while read -r f; do
      [ -e "$f" ] && [ "$f" -ot "$dir/.inputs" ] || return 1
    done
  } <"$dir/.inputs"
}

# release_flags GAME: sets `level`, `rustflags` and `opt_flags` (the caller's locals) to GAME's
# release build's, and `stamp` to what that build leaves, for play to take as up to date too.
release_flags() {
  level=${WASM_OPT_LEVEL[$1]:-z}
  rustflags=$CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS
  opt_flags=("${WASM_OPT_FLAGS[@]}")
  if [ "$level" = z ]; then # built for size: inlined for size too (scripts/env.sh)
    rustflags+=" $WASM_SIZE_RUSTFLAGS"
    opt_flags+=("${WASM_SIZE_OPT_FLAGS[@]}")
  fi
  stamp="$key / opt-level $level / features $(features_of "$1") / flags $rustflags / wasm-opt ${opt_flags[*]}"
}

features_of() {
  local features=$1$extra
  if [ "${WASM_ALLOCATOR[$1]:-dlmalloc}" = talc ]; then features+=,talc; fi
  printf '%s' "$features"
}

# build_one GAME TARGET-DIR: builds $out/GAME with cargo's target folder TARGET-DIR, unless it is up to date.
build_one() {
  local game=$1 target=$2 dir="$out/$1" level rustflags opt_flags=() features stamp started wasm
  local deps="$target/wasm32-unknown-unknown/$profile/clubhouse.d"
  local release_stamp
  features=$(features_of "$game")
  release_flags "$game"
  release_stamp=$stamp
  if [ "$profile" = play ]; then
    level=$PLAY_OPT_LEVEL
    rustflags=$CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS
    opt_flags=()
    stamp="$key / play / opt-level $level / features $features / flags $rustflags"
  fi
  if [ ${#options[@]} -eq 0 ] && { up_to_date "$dir" "$stamp" || { [ "$profile" = play ] && up_to_date "$dir" "$release_stamp"; }; }; then
    printf 'build: %s/ is up to date\n' "$dir"
    return
  fi
  step "building $dir/ ($profile, opt-level $level, $game alone)"
  rm -f "$dir/.inputs"
  started=$(mktemp)
  env CARGO_TARGET_DIR="$target" "CARGO_PROFILE_${profile^^}_OPT_LEVEL=$level" CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$rustflags" \
    cargo build --quiet --lib --profile "$profile" --target wasm32-unknown-unknown "${options[@]}" \
    --no-default-features --features "$features"
  wasm="$target/wasm32-unknown-unknown/$profile/clubhouse.wasm"
  mkdir -p "$dir"
  wasm-bindgen --target web --out-dir "$dir" --out-name clubhouse "$wasm"
  if [ ${#opt_flags[@]} -gt 0 ]; then wasm-opt "${opt_flags[@]}" "$dir/clubhouse_bg.wasm" -o "$dir/clubhouse_bg.wasm"; fi
  if [ "$out" = pkg ] && [ ! -e "www/$dir/clubhouse.js" ]; then
    echo "build: www/$dir/clubhouse.js is missing (www/pkg should be a symlink to ../pkg)" >&2
    exit 1
  fi
  if [ ${#options[@]} -eq 0 ]; then
    { echo "$stamp"; printf '%s\n' Cargo.toml Cargo.lock package-lock.json; sed 's/^[^:]*: *//' "$deps" | tr ' ' '\n' | grep -v '^$'; } >"$dir/.inputs"
    touch -r "$started" "$dir/.inputs" # a file changed during the build is newer: built again next time
  fi
  rm -f "$started"
  printf 'build: %s/clubhouse_bg.wasm %s bytes, clubhouse.js %s bytes\n' "$dir" \
    "$(wc -c <"$dir/clubhouse_bg.wasm" | tr -d ' ')" "$(wc -c <"$dir/clubhouse.js" | tr -d ' ')"
}

options=("$@")
target=${CARGO_TARGET_DIR:-target}
trap wait EXIT # a lane that fails leaves the other to finish, not running on after this script
if [ "$profile" = play ]; then
  # One lane: every module at one opt-level and the same flags shares its dependencies' builds,
  # and cargo's many codegen units keep both cores busy. The home screen's game first.
  for game in "${WASM_GAMES[@]}"; do build_one "$game" "$target/wasm-play"; done
  exit 0
fi
# Two lanes at once, one per core: a module's last steps (one codegen unit, whole-program LTO)
# use one core. The modules built for size have dependencies built with flags of their own, so
# their target folder of their own costs no extra work; each lane's modules build in turn.
size_lane=() other_lane=()
for game in "${WASM_GAMES[@]}"; do
  if [ "${WASM_OPT_LEVEL[$game]:-z}" = z ]; then size_lane+=("$game"); else other_lane+=("$game"); fi
done
( for game in "${size_lane[@]}"; do build_one "$game" "$target/wasm-size"; done ) &
size_pid=$!
for game in "${other_lane[@]}"; do build_one "$game" "$target"; done
wait "$size_pid"
