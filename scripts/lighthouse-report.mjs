// Lighthouse's performance figures for the built site (dist/, from scripts/dist.sh), served
// gzip-compressed on 127.0.0.1 by scripts/static-server.mjs as a host serves it: the home screen and
// each game's page opened straight to a table of two seats, a person against a normal bot
// (`?nosw&game=<id>&players=2&bots=normal`; 18 Holes in French too), in Debian's Chromium.
// Lighthouse's mobile preset (a phone's screen, 4x CPU slowdown and slow 4G, simulated: its
// default), RUNS runs of each page (default 3), interleaved; the median of each figure, with the
// performance score's range. Figures only: nothing here fails on a slow machine. The figures
// also go to test-results/figures/lighthouse.json, for docs/figures.md (scripts/figures-report.mjs).
//
// Lighthouse is pinned in tools/lighthouse/ and installed there by scripts/setup.sh --lighthouse
// (make report does that); make test never installs it.
//
//   node scripts/lighthouse-report.mjs [DIR]      (RUNS=n for more runs)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './static-server.mjs';
import { CHROMIUM, launch } from '../tests/e2e/helpers.mjs';
import { median, pad, loadAverage, gamesOffered, writePart } from './report-kit.mjs';

const dir = path.resolve(process.argv[2] ?? 'dist');
const runs = Math.max(1, Number(process.env.RUNS) || 3);
const TOOL = new URL('../tools/lighthouse/', import.meta.url);

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`lighthouse-report: no site in ${dir}; run make dist (or scripts/dist.sh) first`);
  process.exit(1);
}
if (!existsSync(new URL('node_modules/lighthouse/package.json', TOOL))) {
  console.error('lighthouse-report: Lighthouse is not installed; run scripts/setup.sh --lighthouse (make report does)');
  process.exit(1);
}
const { startLighthouse } = await import(new URL('lighthouse.mjs', TOOL).href);

const server = await startServer({ root: dir });
let lh;
try {
  const browser = await launch();
  const games = await gamesOffered(browser, server.url).finally(() => browser.close());
  const table = (g, lang = '') => `index.html?nosw&game=${g}&players=2&bots=normal${lang && `&lang=${lang}`}`;
  const pages = [
    { name: 'home screen', url: 'index.html?nosw' },
    ...games.map((g) => ({ name: g, url: table(g) })),
    // 18 Holes' words are the longest in French and come in files of their own.
    ...(games.includes('holes18') ? [{ name: 'holes18 (fr)', url: table('holes18', 'fr') }] : []),
  ];
  const load = [loadAverage()];
  lh = await startLighthouse(CHROMIUM.executablePath);
  const results = new Map(pages.map((p) => [p.name, []]));
  // Run by run over every page, so a busy minute of the machine is spread over all of them.
  for (let i = 0; i < runs; i++) {
    for (const p of pages) {
      const r = await lh.run(server.url + p.url);
      if (r.error) console.error(`lighthouse-report: ${p.name}, run ${i + 1}: ${r.error}`);
      if (r.offsite.length) throw new Error(`${p.name} asked for addresses off this machine: ${r.offsite.join(', ')}`);
      results.get(p.name).push(r);
    }
    load.push(loadAverage());
  }

  const ms = (x) => (Number.isFinite(x) ? `${Math.round(x).toLocaleString('en')} ms` : 'n/a');
  const s = (x) => (Number.isFinite(x) ? `${(x / 1000).toFixed(1)} s` : 'n/a');
  console.log(`\nLighthouse 12.2.3, mobile preset (simulated 4x CPU slowdown, slow 4G), ${runs} runs a page, medians (${server.url}, gzip)`);
  console.log(`${'page'.padEnd(14)}${pad('performance', 13)}${pad('(range)', 10)}${pad('blocking', 11)}${pad('largest paint', 15)}${pad('interactive', 13)}`);
  const rows = [];
  for (const p of pages) {
    const rs = results.get(p.name).filter((r) => !r.error);
    if (!rs.length) {
      console.log(`${p.name.padEnd(14)}  no run completed`);
      rows.push({ name: p.name, runs: 0 });
      continue;
    }
    const scores = rs.map((r) => r.score);
    const range = `${Math.min(...scores)}-${Math.max(...scores)}`;
    const round = (x) => (Number.isFinite(x) ? Math.round(x) : null);
    rows.push({ name: p.name, runs: rs.length, score: median(scores), min: Math.min(...scores), max: Math.max(...scores), tbt_ms: round(median(rs.map((r) => r.tbt))), lcp_ms: round(median(rs.map((r) => r.lcp))), tti_ms: round(median(rs.map((r) => r.tti))) });
    const row = [pad(median(scores), 13), pad(range, 10), pad(ms(median(rs.map((r) => r.tbt))), 11), pad(s(median(rs.map((r) => r.lcp))), 15), pad(s(median(rs.map((r) => r.tti))), 13)];
    console.log(`${p.name.padEnd(14)}${row.join('')}`);
  }
  console.log(`targets: performance at least 95, blocking under 200 ms, largest paint under 2.5 s`);
  console.log(`load average (1, 5, 15 min) at the start and after each round of runs: ${load.join(' / ')}`);
  writePart('lighthouse', { runs, loads: load, targets: { score: 95, tbt_ms: 200, lcp_ms: 2500 }, pages: rows });
} finally {
  await lh?.close();
  await server.stop();
}
