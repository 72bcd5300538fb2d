#!/usr/bin/env bash
# Installs what Clubhouse needs to build (and, with --test, to test) and skips what is present.
# Needs Rust (rustup) and Node/npm already. Safe to run again; works without a terminal (CI).
#
#   scripts/setup.sh          the Rust toolchain (rust-toolchain.toml), the wasm-bindgen CLI, npm packages
#   scripts/setup.sh --test   the same, plus Chromium and its WebDriver (Debian packages)
#   scripts/setup.sh --lighthouse   also Lighthouse, pinned in tools/lighthouse/ (make report only)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

with_browser=false
with_lighthouse=false
for arg in "$@"; do
  case "$arg" in
    --test) with_browser=true ;;
    --lighthouse) with_lighthouse=true ;;
    -h | --help)
      sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "setup: unknown option $arg (try --help)" >&2
      exit 2
      ;;
  esac
done

have() { command -v "$1" >/dev/null 2>&1; }
ok() { printf 'setup: %-24s %s\n' "$1" "$2"; }
die() {
  echo "setup: $*" >&2
  exit 1
}

# Debian packages, as root or through sudo; apt-get update once per run.
apt_updated=false
apt_install() {
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    have sudo || die "need root or sudo to install $*"
    sudo=(sudo -n)
  fi
  have apt-get || die "no apt-get here: install $* with your system's package manager"
  if [ "$apt_updated" = false ]; then
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=true
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" </dev/null
}

# --- Rust: the toolchain rust-toolchain.toml names, with the wasm target, rustfmt and clippy ---
have cargo || die "Rust is missing: install it with rustup (https://rustup.rs) first"
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown &&
  cargo fmt --version >/dev/null 2>&1 && cargo clippy --version >/dev/null 2>&1; then
  ok "rust toolchain" "present ($(rustc -V | awk '{print $2}'), wasm32 target, rustfmt, clippy)"
else
  have rustup || die "rustup is missing: it installs the toolchain that rust-toolchain.toml names"
  ok "rust toolchain" "installing what rust-toolchain.toml names (rustup)"
  # With no name, rustup installs the toolchain the file names, with its target and components.
  rustup toolchain install
fi

# What is missing is installed side by side: the wasm-bindgen CLI compiles on the cores while
# npm and apt wait on the network. Each job writes its lines to a log of its own, printed when
# it ends, so the lines never interleave.
jobs_dir=$(mktemp -d)
trap 'rm -rf "$jobs_dir"' EXIT
pids=() names=()
# background NAME COMMAND...: runs COMMAND beside the others.
background() {
  local name=$1
  shift
  ("$@") >"$jobs_dir/$name.log" 2>&1 &
  pids+=($!)
  names+=("$name")
}

# --- wasm-bindgen CLI, exactly the version Cargo.toml pins ------------------------------------
# It binds each module to its JS and runs the wasm tests in the browser (its test runner), so no
# other tool is needed between cargo and the page. No --locked: this version's own lock file
# names a dependency version that was since yanked.
bindgen_version=$(sed -n -E 's/^wasm-bindgen *= *(\{ *version *= *)?"=?([0-9][0-9.]*)".*/\2/p' Cargo.toml | head -n 1)
[ -n "$bindgen_version" ] || die "cannot read the wasm-bindgen version from Cargo.toml"
installed_bindgen=$( (wasm-bindgen --version 2>/dev/null || true) | awk '{print $2}')
if [ "$installed_bindgen" = "$bindgen_version" ] && have wasm-bindgen-test-runner; then
  ok "wasm-bindgen-cli" "present ($bindgen_version)"
else
  ok "wasm-bindgen-cli" "installing $bindgen_version${installed_bindgen:+ (found $installed_bindgen)} (cargo install, a few minutes)"
  background wasm-bindgen-cli cargo install wasm-bindgen-cli --version "=$bindgen_version" --force
fi

# --- npm packages: binaryen (wasm-opt), esbuild and playwright-core ----------------------------
have npm || die "Node.js and npm are missing: install them first"
if [ -x node_modules/.bin/wasm-opt ] && [ -x node_modules/.bin/esbuild ] && [ -f node_modules/.package-lock.json ] &&
  [ ! package-lock.json -nt node_modules/.package-lock.json ] &&
  [ ! package.json -nt node_modules/.package-lock.json ]; then
  ok "npm packages" "present"
else
  ok "npm packages" "installing (npm ci)"
  if [ -f package-lock.json ]; then
    background npm npm ci --no-audit --no-fund --loglevel=error </dev/null
  else
    background npm npm install --no-audit --no-fund --loglevel=error </dev/null
  fi
fi

# --- Chromium and chromedriver, for the browser tests; unshare and ip for the online tests ------
if [ "$with_browser" = true ]; then
  missing=()
  have chromium || missing+=(chromium)
  have chromedriver || missing+=(chromium-driver)
  # The online tests' network namespace (scripts/netns.sh).
  have unshare || missing+=(util-linux)
  have ip || missing+=(iproute2)
  if [ ${#missing[@]} -eq 0 ]; then
    ok "chromium + driver" "present ($(chromium --version 2>/dev/null | awk '{print $2}')), unshare and ip too"
  else
    ok "debian packages" "installing ${missing[*]} (apt-get)"
    background apt apt_install "${missing[@]}"
  fi
fi

failed_jobs=()
for i in "${!pids[@]}"; do
  if wait "${pids[$i]}"; then
    ok "${names[$i]}" "installed"
  else
    cat "$jobs_dir/${names[$i]}.log" >&2
    failed_jobs+=("${names[$i]}")
  fi
done
[ ${#failed_jobs[@]} -eq 0 ] || die "could not install: ${failed_jobs[*]} (its output is above)"

# --- Lighthouse, for make report: a package folder of its own, so make test never fetches it -----
if [ "$with_lighthouse" = true ]; then
  lh=tools/lighthouse
  if [ -f $lh/node_modules/lighthouse/package.json ] && [ -f $lh/node_modules/.package-lock.json ] &&
    [ ! $lh/package-lock.json -nt $lh/node_modules/.package-lock.json ] &&
    [ ! $lh/package.json -nt $lh/node_modules/.package-lock.json ]; then
    ok "lighthouse" "present ($(sed -n -E 's/^ *"version": *"([^"]+)".*/\1/p' $lh/node_modules/lighthouse/package.json | head -n 1))"
  else
    ok "lighthouse" "installing (npm ci in $lh)"
    # No install scripts: the pinned packages need none, and none may fetch a browser.
    (cd $lh && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error </dev/null)
  fi
fi
ok "done" ""
