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

# Cargo's opt-level for each game's module. Level 3 makes Beck's engine about 2.3x faster in the
# browser than "z" (random games: about 14,000 a second against 33,000, at 104 KB gzip instead of
# 86 KB); the other modules are near their 120 KB target, so they are built for size ("s" would
# add 2 KB to Golfie and GREEN and 6 KB to 18 Holes; 3 would put all three over the target).
declare -A WASM_OPT_LEVEL=([beck]=3 [golfie]=z [green]=z [holes18]=z)

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
