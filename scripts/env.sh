# Shared settings for the scripts; sourced from the repository root.

# Tools installed by npm (binaryen's wasm-opt) and by cargo come first on PATH.
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# The games with a wasm module of their own (pkg/<game>/), one module per game so a page
# downloads only the game it plays. Each is a Cargo feature; adding a game is a line here.
WASM_GAMES=(
  beck
  golfie
  green
  holes18
)

# Cargo's opt-level for each game's module: as fast as the 120 KB size target allows. Level 3
# makes Beck's engine about 2.3x faster in the browser than "z" (random games: about 14,000 a
# second against 33,000; 102 KB gzip instead of 84 KB). "s" keeps Golfie's search bot well under
# 100 ms a move for 2 KB (level 3 would be 114 KB, too near the target). GREEN (109 KB) and
# 18 Holes (over the target) are built for size.
declare -A WASM_OPT_LEVEL=([beck]=3 [golfie]=s [green]=z [holes18]=z)

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
