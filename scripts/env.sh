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
