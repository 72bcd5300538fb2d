# Shared settings for the scripts; sourced from the repository root.

# Tools installed by npm (binaryen's wasm-opt) and by cargo come first on PATH.
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# A module names source files in its panic messages; without this they would carry the building
# machine's own folders (its home, the checkout, the toolchain's copy of the standard library's
# sources). They are written relative to the crate, the registry and the toolchain instead.
wasm_remap="--remap-path-prefix=$PWD/="
if sysroot=$(rustc --print sysroot 2>/dev/null); then
  wasm_remap+=" --remap-path-prefix=$sysroot/lib/rustlib/src/rust=rust"
fi
for registry_dir in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do
  if [ -d "$registry_dir" ]; then wasm_remap+=" --remap-path-prefix=$registry_dir="; fi
done
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$wasm_remap"
unset wasm_remap registry_dir sysroot

# The games with a wasm module of their own (pkg/<game>/), one module per game so a page
# downloads only the game it plays: one line a game (each is a Cargo feature; adding a game is a
# line here). Its columns:
#   opt-level  Cargo's for the module: as fast as the 120 KB target allows. Level 2 makes Beck's
#              engine about 2.3x faster in the browser than "z" and is as fast as level 3, 1.4 KB
#              smaller (73 KB gzip). Level 2 more than halves Golfie's hard bot's think (p90
#              about 80 ms at "s", 35 ms at 2) for 15 KB (85 KB gzip). Level 3 makes GREEN's random
#              games about 1.2x faster than "s" (0.78-0.80x of native) and is still smaller
#              than "s" now that serde_json is out of the module (99 KB gzip; 2 is about 3 KB
#              smaller and 1.1x). 18 Holes (over the target) is built for size: "s" adds 14 KB there, 2
#              adds 18 KB; a module at "z" is also inlined for size (below).
#   allocator  the module's memory allocator: Rust's own (dlmalloc), or talc (the Cargo feature
#              `talc`), 1-2.6 KB gzip smaller. Golfie, GREEN and 18 Holes play their random games
#              and their bots' searches as fast with talc; Beck's search bot thinks about a tenth
#              longer with it and the tools' course sheets a tenth longer on quick courses, so
#              those keep dlmalloc (docs/measurements.md, "Build settings").
#   guard      the size report's regression guard, gzip -9 bytes of wasm, a little above what
#              it measures. 18 Holes measured 114.5 KB (117,213 B) since its laid courses
#              are sorted without the standard library's sort, its course files are written
#              without joins, its shipped courses are embedded without their maps' spacing
#              and its draft passes packets without a rotation (3.1 KB less, after 1.8 KB more
#              for legal lists built legal and remembered aims); its guard stays under the
#              120 KB target. The tools are not a game and stay over it. A seed that may be a
#              256-bit key (read and written as hexadecimal digits, its own stream for the bots,
#              the record's format 2) added 0.75-1.06 KB to each module; the review's coach
#              (a decision judged, each seat's outlook, every card shown) 2.0-2.5 KB more, and
#              GREEN's course drawn as a path 1.4 KB: 18 Holes measures 117.6 KB (120,456 B).
# holes18-tools is not a game: 18 Holes' course tools (course sheets, the designer's review,
# reading course files) with the engine they drive. Only the setup's course tools load it, so
# a game never downloads them; it is measured like the others but has no first load.
WASM_TABLE='
beck           2  dlmalloc  55296
golfie         2  talc      64896
green          3  talc      80256
holes18        z  talc      120704
holes18-tools  z  dlmalloc  138000
'
# wasm-opt's flags for every module, run by scripts/build.sh after wasm-bindgen: --converge repeats
# -Oz while it still shrinks the module (about 0.5 KB gzip off 18 Holes); the producers section
# only names the tools; the features are those rustc's wasm target enables.
# --low-memory-unused lets wasm-opt fold small constants into loads' and stores' offsets: the
# same address unless the sum wraps past zero into the first KB of memory, where the folded
# access traps instead. Rust's wasm target lays its 1 MB stack first (data starts at 1 MB), so
# only a stack that has already overflowed makes such an address; --generate-global-effects tells
# the passes after it what each function touches.
# 0.4-0.8 KB off every module at the same speed (docs/measurements.md, "Build settings").
WASM_OPT_FLAGS=(--low-memory-unused --generate-global-effects -Oz --converge --strip-producers
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals)

# A module built for size (opt-level z: 18 Holes and its tools) is inlined for size as well, by
# measure (docs/measurements.md, "Build settings"): LLVM may inline a call that costs up
# to 30 (z's own limit is 5, which leaves small hot helpers as calls), and wasm-opt inlines a
# function with one caller only when it is small (by default it merges every such function into
# its caller however large, and those merged bodies compress worse). 18 Holes 159,657 -> 149,559
# B gzip, and its random games and bots are faster.
WASM_SIZE_RUSTFLAGS="-C llvm-args=-inline-threshold=30"
WASM_SIZE_OPT_FLAGS=(--one-caller-inline-max-function-size 10)

WASM_GAMES=()
declare -A WASM_OPT_LEVEL=() WASM_ALLOCATOR=() WASM_SIZE_GUARD=()
while read -r game level allocator guard; do
  [ -n "$game" ] || continue
  WASM_GAMES+=("$game")
  WASM_OPT_LEVEL[$game]=$level
  WASM_ALLOCATOR[$game]=$allocator
  WASM_SIZE_GUARD[$game]=$guard
done <<<"$WASM_TABLE"

# A short step line: "==> what".
step() {
  printf '==> %s\n' "$*"
}

# The chromedriver to use: $CHROMEDRIVER, else the one on PATH, else Debian's.
find_chromedriver() {
  if [ -n "${CHROMEDRIVER:-}" ]; then
    printf '%s\n' "$CHROMEDRIVER"
  elif command -v chromedriver >/dev/null 2>&1; then
    command -v chromedriver
  else
    printf '%s\n' /usr/bin/chromedriver
  fi
}
