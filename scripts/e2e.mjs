// Runs the browser end-to-end tests (every tests/e2e/*.test.mjs and *.spec.mjs, or the files named)
// with node's test runner, several files at once, sharing one static server and one headless
// Chromium for the whole run (each test opens browser contexts of its own, so tests stay
// independent), and one build of the static site that the tests needing it copy. Build first
// (scripts/build.sh); make test runs this.
//
//   node scripts/e2e.mjs [FILE...]     E2E_JOBS=n files at once (default: cores + 1)
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { chromiumOptions, SCRATCH_PATH } from '../tests/e2e/helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

// Files are named explicitly: node's own discovery differs between versions and skips *.spec.mjs.
// The online tests (online_*) are not among them: they run in a network namespace of their own
// (scripts/netns.sh; scripts/test.sh runs them there).
// The longest files start first, longest first (each file alone, on two quiet cores: 68 s down
// to 18 s), so that none is left running alone at the end while the cores wait; the order
// changes nothing else.
const LONGEST = ['holes18_modes', 'accessibility', 'review', 'learn_mouse', 'paint_changes', 'beck_mouse', 'beck_keyboard',
  'bot_worker', 'embed_iframe', 'learn', 'dist_subpath', 'holes18_table', 'beck_blind', 'golfie_mouse'];
const rank = (f) => { const i = LONGEST.indexOf(path.basename(f).replace(/\.(test|spec)\.mjs$/, '')); return i < 0 ? LONGEST.length : i; };
const files = (process.argv.length > 2 ? process.argv.slice(2)
  : readdirSync('tests/e2e').filter((f) => /\.(test|spec)\.mjs$/.test(f) && !f.startsWith('online_')).sort().map((f) => `tests/e2e/${f}`))
  .sort((a, b) => rank(a) - rank(b));
// Most of a test's time is the page waiting on paced bots and animations, so one file more than
// the cores keeps both busy (measured on two cores: README, "Test").
const jobs = Math.max(1, Number(process.env.E2E_JOBS) || os.availableParallelism() + 1);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'clubhouse-e2e-'));
const site = path.join(scratch, 'site');
let server;
let browser;
let child;
async function cleanup() {
  await browser?.close().catch(() => {});
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child?.kill(signal);
    cleanup().finally(() => process.exit(130));
  });
}

let code = 1;
try {
  execFileSync('scripts/dist.sh', [site], { stdio: ['ignore', 'ignore', 'inherit'] });
  server = await startServer({ root: 'www', mounts: { [`/${SCRATCH_PATH}`]: scratch } });
  browser = await chromium.launchServer({ ...(await chromiumOptions()), host: '127.0.0.1' });
  console.log(`e2e: ${files.length} files, ${jobs} at a time; one server at ${server.url}, one Chromium`);
  // The failures also go to a file of their own, printed again at the end of make test.
  const failures = process.env.CLUBHOUSE_FAILURES ? ['--test-reporter=./scripts/test-failures.mjs', `--test-reporter-destination=${process.env.CLUBHOUSE_FAILURES}`] : [];
  child = spawn(process.execPath, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', ...failures, `--test-concurrency=${jobs}`, ...files], {
    stdio: 'inherit',
    env: {
      ...process.env,
      CLUBHOUSE_E2E_URL: server.url,
      CLUBHOUSE_E2E_SCRATCH: scratch,
      CLUBHOUSE_E2E_BROWSER: browser.wsEndpoint(),
      CLUBHOUSE_E2E_SITE: site,
    },
  });
  code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
} catch (e) {
  console.error(`e2e: ${e.message}`);
} finally {
  await cleanup();
}
process.exit(code);
