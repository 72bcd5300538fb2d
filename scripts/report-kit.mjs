// What the figures-only reports of `make report` share (load-report, lighthouse-report,
// trace-report): the games the built page offers, medians, columns, the machine's load, and
// where each leaves its figures for docs/figures.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playableGames } from '../tests/e2e/helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const pad = (v, n) => String(v).padStart(n);

/** The machine's load average over 1, 5 and 15 minutes: timings are read beside it. */
export const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

/** The ids of the games the home screen at `url` offers to play, in its order. */
export async function gamesOffered(browser, url) {
  const probe = await browser.newPage();
  try {
    await probe.goto(`${url}index.html?nosw`);
    // The list is drawn once the page's words have come, which may be after the load event.
    await probe.locator('#game-list [data-game] button.primary').first().waitFor();
    return await playableGames(probe);
  } finally {
    await probe.close();
  }
}

/**
 * Where each report leaves its figures for `scripts/figures-report.mjs`, which writes
 * docs/figures.md from them: test-results/figures/<part>.json (FIGURES_DIR=DIR to change).
 */
export const FIGURES_DIR = path.resolve(process.env.FIGURES_DIR ?? path.join(ROOT, 'test-results', 'figures'));

/** The commit the checkout is at, and whether the code that ships differs from it. */
export function checkout() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--', 'src', 'www', 'courses', 'build.rs', 'Cargo.toml', 'Cargo.lock');
    return { commit: git('rev-parse', '--short', 'HEAD'), changed: changed !== '' };
  } catch {
    return { commit: 'unknown', changed: false };
  }
}

/** Writes one report's figures (`data`) as FIGURES_DIR/<part>.json, with when, where and the load. */
export function writePart(part, data) {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const file = path.join(FIGURES_DIR, `${part}.json`);
  const stamp = { part, date: new Date().toISOString(), ...checkout(), load: loadAverage() };
  writeFileSync(file, `${JSON.stringify({ ...stamp, ...data }, null, 1)}\n`);
  return file;
}
