# Clubhouse: one command to play, one to test. Each target installs what is missing first.
SHELL := bash
.DEFAULT_GOAL := help
.PHONY: help play test bench size report dist setup build serve lint golden

help:
	@echo "make play    set up, build and serve the site on http://127.0.0.1:8000/ (PORT=... to change)"
	@echo "make test    set up (with Chromium) and run every check: fmt, native, wasm-in-browser, build, size, end-to-end"
	@echo "make bench   native and in-browser speed figures"
	@echo "make size    build and report download sizes (fails over a module's guard or a 200 KB first visit)"
	@echo "make dist    build the static site into dist/ (copy it to any static host, any path)"
	@echo "make report  build dist/, report sizes, first load, first playable frame, Lighthouse and a traced game, write docs/figures.md"
	@echo "make lint    cargo clippy with warnings as errors"
	@echo "make golden  regenerate the golden match records (only after a deliberate engine change)"

play:
	@scripts/setup.sh
	@scripts/play.sh

test:
	@scripts/test.sh

bench:
	@scripts/setup.sh --test
	@scripts/build.sh
	@scripts/bench.sh

size:
	@scripts/setup.sh
	@scripts/build.sh
	@scripts/size-report.sh

dist:
	@scripts/setup.sh
	@scripts/build.sh
	@scripts/dist.sh

report:
	@scripts/setup.sh --test --lighthouse
	@scripts/build.sh
	@scripts/dist.sh
	-@scripts/size-report.sh
	@node scripts/load-report.mjs
	@node scripts/lighthouse-report.mjs
	@node scripts/trace-report.mjs
	@node scripts/figures-report.mjs

setup:
	@scripts/setup.sh

build:
	@scripts/setup.sh
	@scripts/build.sh

serve:
	@scripts/serve.sh

lint:
	cargo clippy --release --all-targets -- -D warnings
	cargo clippy --release --target wasm32-unknown-unknown --lib --test web -- -D warnings

golden:
	@scripts/regen-golden.sh
