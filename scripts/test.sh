#!/usr/bin/env bash
# Every check, in order: formatting, clippy, the type check, native tests, wasm tests in
# headless Chromium, the release build, its size budget, the static site, and the browser tests,
# with the online rooms' beside the others (measured: beside the native tests they cost those
# more than they cost the browser files). Installs what is missing first. A failing check does not stop the later ones (unless they need its output);
# the run fails at the end if any check failed.
#
#   SKIP_SETUP=1  do not run scripts/setup.sh --test first
#
# Each check's time also goes to test-results/test-times.json, for docs/figures.md (make report).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

started=$SECONDS
failed=()
mkdir -p test-results
rm -f test-results/failures-browser.txt test-results/failures-online.txt
elapsed() { printf '%dm%02ds' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }
# step_time NAME START PASSED [END]: one check's time, for test-results/test-times.json.
steps=()
step_time() { steps+=("$(printf '{"step": "%s", "start": %d, "seconds": %d, "passed": %s}' "${1//\"/\'}" "$2" "$((${4:-$SECONDS} - $2))" "$3")"); }
write_times() {
  local list
  list=$(printf ',\n  %s' "${steps[@]}")
  mkdir -p test-results
  printf '{"date": "%s", "commit": "%s", "passed": %s, "seconds": %d, "steps": [\n  %s\n]}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$1" \
    "$((SECONDS - started))" "${list:4}" >test-results/test-times.json
}
# run NAME COMMAND...: runs a check, remembers it if it fails.
run() {
  local name=$1 from=${step_from:-$SECONDS}
  shift
  printf '\n==> %s  [%s]\n' "$name" "$(elapsed)"
  if "$@"; then
    step_time "$name" "$from" true "${step_end:-}"
    return 0
  fi
  step_time "$name" "$from" false "${step_end:-}"
  echo "==> FAILED: $name"
  failed+=("$name")
  return 1
}

if [ "${SKIP_SETUP:-0}" != 1 ]; then
  printf '==> setup  [%s]\n' "$(elapsed)"
  scripts/setup.sh --test
  step_time setup 0 true
fi

run "cargo fmt --check" cargo fmt --all --check || true

run "cargo clippy (warnings are errors)" cargo clippy --release --all-targets -- -D warnings || true

# The code only the browser build compiles (the boundary's reader and writer, tests/web.rs).
run "cargo clippy for the browser build" \
  cargo clippy --release --target wasm32-unknown-unknown --lib --test web -- -D warnings || true

run "type check (tsc --noEmit)" npm run --silent typecheck || true

# The release profile's speed without its whole-program link (Cargo.toml, profile.test-release).
run "native tests (cargo test --profile test-release)" cargo test --profile test-release --no-fail-fast || true

# After the native tests: the build script it runs is the one they have just built.
run "component data errors (scripts/data-errors.sh)" scripts/data-errors.sh || true

# A test profile with light optimisation: unoptimised wasm runs the search bot so slowly that
# the page stops answering the test runner's WebDriver polls (20 s limit) on a busy machine.
# No debug info: it made the build of the test module two minutes instead of one on two cores,
# and a failing test still names its function and line.
chromedriver=$(find_chromedriver)
# wasm-bindgen's test runner (from wasm-bindgen-cli) runs them headless in Chromium through its
# driver, with the options of webdriver.json.
run "wasm tests in headless Chromium (tests/web.rs)" \
  env CARGO_PROFILE_DEV_OPT_LEVEL=1 CARGO_PROFILE_DEV_DEBUG=0 CHROMEDRIVER="$chromedriver" \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --test web || true

built=true
run "release build" scripts/build.sh || built=false

e2e=()
while IFS= read -r f; do e2e+=("$f"); done < <(
  find tests/e2e -maxdepth 1 -type f \( -name '*.test.mjs' -o -name '*.spec.mjs' \) ! -name 'online_*' 2>/dev/null | LC_ALL=C sort
)
online=()
while IFS= read -r f; do online+=("$f"); done < <(
  find tests/e2e -maxdepth 1 -type f -name 'online_*.test.mjs' 2>/dev/null | LC_ALL=C sort
)

if [ "$built" = true ]; then
  run "size report" scripts/size-report.sh || true
  # The browser tests assemble their own copies of the static site; this checks dist/ itself.
  run "static site (scripts/dist.sh)" scripts/dist.sh || true
  # The online rooms (browsers in rooms over real WebRTC, which need the build) beside the
  # browser files: they wait on the network and on timers (a grace
  # period, a host who does not answer) far more than they work, in a namespace, relay, server
  # and Chromium of their own. Their report follows the browser files' report.
  online_pid=
  if [ ${#online[@]} -gt 0 ]; then
    online_log=$(mktemp)
    online_from=$SECONDS
    (scripts/netns.sh node --test --test-reporter=spec --test-reporter-destination=stdout \
      --test-reporter=./scripts/test-failures.mjs --test-reporter-destination=test-results/failures-online.txt \
      "${online[@]}" > "$online_log" 2>&1; rc=$?; echo "$SECONDS" >"$online_log.end"; exit $rc) &
    online_pid=$!
  fi
  if [ ${#e2e[@]} -gt 0 ]; then
    # One static server and one Chromium for the whole run, several files at once (scripts/e2e.mjs).
    run "browser end-to-end tests (${#e2e[@]} files)" env CLUBHOUSE_FAILURES=test-results/failures-browser.txt node scripts/e2e.mjs "${e2e[@]}" || true
  else
    printf '\n==> browser end-to-end tests: none in tests/e2e/ yet\n'
  fi
  if [ -n "$online_pid" ]; then
    # shellcheck disable=SC2317  # called through run
    online_report() {
      local rc=0
      wait "$online_pid" || rc=$?
      cat "$online_log"
      step_end=$(cat "$online_log.end" 2>/dev/null || true) # when they ended, for their time
      rm -f "$online_log" "$online_log.end"
      return "$rc"
    }
    step_from=$online_from run "online browser tests in a network namespace (${#online[@]} files, run beside the browser files)" online_report || true
    step_end=
  fi
else
  echo "==> skipped the size report and the end-to-end tests: the build failed"
  failed+=("size report (not run)")
  [ ${#e2e[@]} -gt 0 ] && failed+=("browser end-to-end tests (not run)")
  [ ${#online[@]} -gt 0 ] && failed+=("online browser tests (not run)")
fi

# The online rooms' signalling library is the pinned one. (Their browser tests, in a network
# namespace the run makes, run beside the browser files above: root only; elsewhere they fail
# and say why.)
run "vendored signalling library (scripts/vendor-online.mjs --check)" node scripts/vendor-online.mjs --check || true

if [ ${#failed[@]} -gt 0 ]; then
  write_times false
  # The browser tests' failures again, with their errors, where the end of a log shows them.
  for f in test-results/failures-browser.txt test-results/failures-online.txt; do
    [ -s "$f" ] && printf '\n==> failures in %s:\n' "$f" && cat "$f"
  done
  printf '\n==> make test FAILED after %s:\n' "$(elapsed)"
  printf '      %s\n' "${failed[@]}"
  exit 1
fi
write_times true
printf '\n==> make test passed after %s\n' "$(elapsed)"
