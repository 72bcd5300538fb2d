// First-load figures for the built site (dist/, from scripts/dist.sh), in headless Chromium from a
// local static server: what a first visit transfers (gzip -9 of each response, as a compressing
// host would send it) for the home screen and for each game in English and in French (the page
// and that game's engine module only), the whole suite's gzip size, and the time to the first
// playable frame. Figures only: nothing here fails on a slow machine.
//
// Time to first playable frame: from the start of navigation to the frame after the first table
// scene has been painted with the game under way: the person's moves clickable, or a bot to move
// (a bot that opens the game then takes its paced turn; that wait is the game's, not the page's).
// That is the `clubhouse:first-frame` performance mark the page sets (for the home screen,
// `clubhouse:home`). A cold cache each run, no service worker. The figures also go to
// test-results/figures/load.json, for docs/figures.md (scripts/figures-report.mjs).
//
//   node scripts/load-report.mjs [DIR]      (RUNS=n for more runs; default 5)
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { startServer, launch } from '../tests/e2e/helpers.mjs';
import { median, pad, gamesOffered, writePart } from './report-kit.mjs';

const dir = path.resolve(process.argv[2] ?? 'dist');
const runs = Math.max(1, Number(process.env.RUNS) || 5);
const LOAD_TARGET = 200 * 1024; // one first visit, page and engine
const FRAME_TARGET_MS = 250;

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`load-report: no site in ${dir}; run make dist (or scripts/dist.sh) first`);
  process.exit(1);
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function files(d) {
  return readdirSync(d).flatMap((name) => {
    const p = path.join(d, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** One cold visit: every response's size, and when the page set `mark`. */
async function visit(browser, url, mark) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => bodies.push(res.body().then((b) => ({ url: res.url(), raw: b.length, gzip: gz(b) }), () => null)));
  try {
    await page.goto(url);
    await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 30000 });
    const ms = await page.evaluate((m) => performance.getEntriesByName(m)[0].startTime, mark);
    const responses = (await Promise.all(bodies)).filter(Boolean);
    return { ms, responses };
  } finally {
    await context.close();
  }
}

const server = await startServer(dir);
const browser = await launch();
try {
  // The games the page offers, as the home screen lists them.
  const games = await gamesOffered(browser, server.url);

  const scenes = [
    { name: 'home screen', url: 'index.html', mark: 'clubhouse:home' },
    // Straight to a table: one person against a normal bot; and the same in French, whose words
    // are longer and come in files of their own (fr.json and the game's).
    ...games.map((g) => ({ name: g, url: `index.html?game=${g}&players=2`, mark: 'clubhouse:first-frame' })),
    ...games.map((g) => ({ name: `${g} (fr)`, url: `index.html?game=${g}&players=2&lang=fr`, mark: 'clubhouse:first-frame' })),
  ];
  const rows = [];
  for (const scene of scenes) {
    const times = [];
    const seen = new Map(); // url -> sizes, over all runs (a late favicon may miss one run)
    for (let i = 0; i < runs; i++) {
      const r = await visit(browser, server.url + scene.url, scene.mark);
      times.push(r.ms);
      for (const res of r.responses) seen.set(res.url, res);
    }
    const responses = [...seen.values()];
    const raw = responses.reduce((a, r) => a + r.raw, 0);
    const gzip = responses.reduce((a, r) => a + r.gzip, 0);
    rows.push({ ...scene, requests: responses.length, urls: responses.map((r) => r.url), raw, gzip, times });
  }

  console.log(`first load, cold cache: gzip -9 of every response (headless Chromium, ${server.url})`);
  console.log(`${'screen'.padEnd(14)}${pad('requests', 9)}${pad('raw', 10)}${pad('gzip', 10)}`);
  for (const r of rows) {
    const engines = r.urls.filter((u) => u.includes('/pkg/')).map((u) => u.split('/pkg/')[1].split('/')[0]);
    const note = r.gzip <= LOAD_TARGET ? '' : `  over the ${kb(LOAD_TARGET)} target by ${r.gzip - LOAD_TARGET} bytes`;
    console.log(`${r.name.padEnd(14)}${pad(r.requests, 9)}${pad(r.raw, 10)}${pad(r.gzip, 10)}  (${kb(r.gzip)}; engine: ${[...new Set(engines)].join(', ') || 'none'})${note}`);
  }
  console.log(`target: a first load under ${kb(LOAD_TARGET)}`);

  // Every file of the site, every game's module included: what offline play caches, not what a visit fetches.
  const all = files(dir);
  const suiteRaw = all.reduce((a, f) => a + statSync(f).size, 0);
  const suiteGz = all.reduce((a, f) => a + gz(readFileSync(f)), 0);
  console.log(`\nwhole suite (all games, as cached for offline play): ${all.length} files, ${suiteRaw} bytes raw, ${suiteGz} gzip -9 (${kb(suiteGz)})`);

  console.log(`\ntime to first playable frame (home: home screen drawn), ms from navigation, ${runs} cold runs`);
  console.log(`${'screen'.padEnd(14)}${pad('median', 8)}${pad('min', 8)}${pad('max', 8)}`);
  for (const r of rows) {
    const m = median(r.times);
    const note = r.mark === 'clubhouse:first-frame' ? (m <= FRAME_TARGET_MS ? '' : `  over the ${FRAME_TARGET_MS} ms target`) : '';
    console.log(`${r.name.padEnd(14)}${pad(m.toFixed(0), 8)}${pad(Math.min(...r.times).toFixed(0), 8)}${pad(Math.max(...r.times).toFixed(0), 8)}${note}`);
  }
  console.log(`target: first playable frame under ${FRAME_TARGET_MS} ms (timings vary with the machine's load)`);

  writePart('load', {
    runs,
    targets: { first_visit_bytes: LOAD_TARGET, first_frame_ms: FRAME_TARGET_MS },
    screens: rows.map((r) => ({
      name: r.name,
      home: r.mark !== 'clubhouse:first-frame',
      requests: r.requests,
      gzip: r.gzip,
      median_ms: Math.round(median(r.times)),
      min_ms: Math.round(Math.min(...r.times)),
      max_ms: Math.round(Math.max(...r.times)),
    })),
    suite: { files: all.length, raw: suiteRaw, gzip: suiteGz },
  });
} finally {
  await browser.close().catch(() => {});
  await server.stop();
}
