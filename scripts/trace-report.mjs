// Where the page's main thread goes during a game: each game's page opened straight to a table of
// two normal bots (`?nosw&game=<id>&players=2&humans=0&bots=normal`; a bots-only table plays on by
// itself at the relaxed pace a person watches), on a phone's screen (412 x 823 CSS pixels at 1.75
// device pixels a pixel, touch) with the CPU slowed 4x (DevTools' `Emulation.setCPUThrottlingRate`),
// and a Chromium trace of play from the first playable frame on: TRACE_SECONDS (default 20)
// counted from a second after the trace starts (starting its sampling profiler stalls the page).
// From the trace: the tasks over 50 ms on the page's main thread and their blocking time (each
// one's time past 50 ms); from the page's long-animation-frame entries: the frames over 50 ms.
// Where the long tasks' time went comes from the trace's JS sampling profile: by file, by function
// (a browser built-in such as measureText or fillText by the page function that called it, the
// wasm engine by the glue call that entered it) and by page function on the stack.
//
// It serves www/ as written (not the minified bundle in dist/), so the names are the code's own;
// gzip-compressed by scripts/static-server.mjs. Figures only: nothing here fails on a slow machine.
// The table's figures also go to test-results/figures/trace.json, for docs/figures.md
// (scripts/figures-report.mjs).
//
//   node scripts/trace-report.mjs [GAME...]   (RUNS=n runs a game, default 3, interleaved, medians;
//                                              TRACE_SECONDS=n; TRACE_DIR=DIR keeps the traces;
//                                              TRACE_GPU=swiftshader for a GPU in software)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { CHROMIUM } from '../tests/e2e/helpers.mjs';
import { median, pad, loadAverage, gamesOffered, writePart } from './report-kit.mjs';

const SECONDS = Math.max(1, Number(process.env.TRACE_SECONDS) || 20);
const RUNS = Math.max(1, Number(process.env.RUNS) || 3);
const LONG_MS = 50;
const SETTLE_MS = 1000; // from the trace's start to the game's measure (FROM)
const FROM = 'clubhouse:traced-from';
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' };
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

// ---------- reading a trace ----------

const fileOf = (url) => (url ? decodeURIComponent(new URL(url, 'http://x/').pathname).replace(/^.*\/(js\/|pkg\/)/, '$1') : '');
const isWasm = (cf) => cf.url.endsWith('.wasm') || /^\$|^wasm-function/.test(cf.functionName);
const isPageCode = (cf) => cf.url.includes('/js/');
const fnName = (cf) => cf.functionName || '(anonymous)';
const where = (cf) => `${fnName(cf)} (${fileOf(cf.url)}:${cf.lineNumber + 1})`;

/** The page's main thread: the renderer main thread with the most task time. */
function mainThread(events) {
  const renderers = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && renderers.has(key)) busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('the trace has no renderer main thread');
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

/** The main thread's JS samples: [{ t, weight, stack: [callFrame leaf ... root] }] (times in µs). */
function samples(events, main) {
  const profiles = new Map();
  for (const e of events.filter((x) => x.name === 'Profile' || x.name === 'ProfileChunk').sort((a, b) => a.ts - b.ts)) {
    if (e.name === 'Profile') {
      profiles.set(e.id, { pid: e.pid, tid: e.tid, t: e.args.data.startTime, nodes: new Map(), ids: [], times: [] });
      continue;
    }
    const p = profiles.get(e.id);
    if (!p) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const n of cpuProfile.nodes ?? []) p.nodes.set(n.id, n);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      p.t += timeDeltas[i] ?? 0;
      p.ids.push(id);
      p.times.push(p.t);
    });
  }
  const mine = [...profiles.values()].filter((p) => p.pid === main.pid);
  const p = mine.find((x) => x.tid === main.tid) ?? mine.sort((a, b) => b.ids.length - a.ids.length)[0];
  if (!p) return [];
  const stacks = new Map();
  const stackOf = (id) => {
    if (!stacks.has(id)) {
      const stack = [];
      for (let n = p.nodes.get(id); n; n = p.nodes.get(n.parent)) {
        const cf = n.callFrame ?? {};
        stack.push({ functionName: cf.functionName ?? '', url: cf.url ?? '', lineNumber: cf.lineNumber ?? -1 });
      }
      stacks.set(id, stack);
    }
    return stacks.get(id);
  };
  // A sample stands for the time to the next one (at most 10 ms, where the sampler stalled).
  return p.ids.map((id, i) => ({ t: p.times[i], weight: Math.min((p.times[i + 1] ?? p.times[i]) - p.times[i], 10000), stack: stackOf(id) }));
}

const NOT_JS = 'the browser outside JS (commit, style, layout, paint)';

/** One sample's entries in the three accounts: its file, its function, the page functions on its stack. */
function account(stack) {
  const leaf = stack[0];
  if (!leaf || leaf.functionName === '(idle)' || leaf.functionName === '(root)') return null;
  const page = [...new Set(stack.filter(isPageCode).map(where))];
  const caller = stack.find(isPageCode);
  const from = caller ? ` <- ${fnName(caller)} (${fileOf(caller.url)})` : '';
  if (leaf.functionName === '(garbage collector)') return { file: 'garbage collection', fn: 'garbage collection', page };
  if (leaf.functionName === '(program)') return { file: NOT_JS, fn: NOT_JS, page };
  const engineAt = stack.findIndex(isWasm);
  const callerAt = stack.findIndex(isPageCode);
  if (engineAt >= 0 && (callerAt < 0 || engineAt < callerAt)) {
    const glue = stack.find((cf) => cf.url.includes('/pkg/') && !isWasm(cf));
    return { file: 'wasm engine', fn: `wasm engine via ${glue ? fnName(glue) : '?'}${from}`, page };
  }
  if (!leaf.url) {
    // A browser built-in (measureText, fillText, JSON.parse...): by the page function that called it.
    const file = leaf.functionName === 'measureText' ? 'measureText (text measuring)' : caller ? fileOf(caller.url) : '(built-ins)';
    return { file, fn: `${fnName(leaf)}${from}`, page };
  }
  return { file: fileOf(leaf.url), fn: where(leaf), page };
}

const add = (m, k, w) => m.set(k, (m.get(k) ?? 0) + w);

/** The self time of the main thread's trace events inside its long tasks, by event name (µs). */
function eventSelfTime(events, main, into) {
  const own = events.filter((e) => e.ph === 'X' && e.dur != null && e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const e of own) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const root = stack[0] ?? e;
    const parent = stack.at(-1);
    e.inLong = root.name === 'RunTask' && root.dur > LONG_MS * 1000;
    e.children = 0;
    if (parent) parent.children += e.dur;
    stack.push(e);
  }
  for (const e of own) if (e.inLong) add(into, e.name, e.dur - e.children);
}

/** A trace's long tasks on the main thread; the accounts of where their time went go `into`. */
function analyse(trace, into) {
  const all = JSON.parse(trace).traceEvents;
  const main = mainThread(all);
  // What came after the page's mark (FROM) only; a task under way then is left out too.
  const from = all.find((e) => e.name === FROM && e.pid === main.pid)?.ts ?? 0;
  const events = all.filter((e) => e.ph === 'M' || e.name === 'Profile' || e.name === 'ProfileChunk' || e.ts >= from);
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur > LONG_MS * 1000)
    .sort((a, b) => a.ts - b.ts);
  eventSelfTime(events, main, into.events);
  let i = 0;
  for (const s of samples(events, main)) {
    while (i < tasks.length && tasks[i].ts + tasks[i].dur < s.t) i++;
    if (i >= tasks.length) break;
    if (s.t < tasks[i].ts) continue;
    const a = account(s.stack);
    if (!a) continue;
    add(into.files, a.file, s.weight);
    if (a.file === 'garbage collection' || a.fn === NOT_JS) continue;
    into.js += s.weight;
    add(into.functions, a.fn, s.weight);
    for (const p of a.page) add(into.pageFunctions, p, s.weight);
  }
  return {
    count: tasks.length,
    total: tasks.reduce((a, t) => a + t.dur, 0) / 1000,
    blocking: tasks.reduce((a, t) => a + t.dur - LONG_MS * 1000, 0) / 1000,
    longest: Math.max(0, ...tasks.map((t) => t.dur)) / 1000,
  };
}

// ---------- playing and tracing ----------

/** A page at `url` on a phone, CPU slowed 4x once its first playable frame is up, traced for SECONDS. */
async function traceGame(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('clubhouse:first-frame').length > 0, null, { timeout: 60000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The frames over 50 ms, as the browser's long-animation-frame entries give them.
    await page.evaluate(() => {
      const frames = (window.__longFrames = []);
      new PerformanceObserver((list) => {
        for (const f of list.getEntries()) {
          frames.push({ start: f.startTime, duration: f.duration, scripts: f.scripts.map((s) => ({ invoker: s.invoker, fn: s.sourceFunctionName, url: s.sourceURL, duration: s.duration })) });
        }
      }).observe({ type: 'long-animation-frame' });
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    // Starting the trace's sampling profiler stalls the page's thread for a few hundred
    // milliseconds: the game is measured from a moment later, marked in the page and the trace.
    await page.waitForTimeout(SETTLE_MS);
    const before = await page.evaluate((mark) => {
      performance.mark(mark);
      return { actions: window.clubhouse.snapshot().actions, at: performance.now() };
    }, FROM);
    await page.waitForTimeout(SECONDS * 1000);
    const trace = await browser.stopTracing();
    const after = await page.evaluate((at) => ({ actions: window.clubhouse.snapshot().actions, frames: window.__longFrames.filter((f) => f.start >= at) }), before.at);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { trace, moves: after.actions - before.actions, frames: after.frames.filter((f) => f.duration > LONG_MS) };
  } finally {
    await context.close();
  }
}

const server = await startServer({ root: fileURLToPath(new URL('../www', import.meta.url)) });
// As the tests launch it, Chromium draws canvases in software; TRACE_GPU=swiftshader gives it a
// GPU in software instead (drawing off the main thread, as a phone's GPU does).
const gpu = process.env.TRACE_GPU === 'swiftshader';
const args = gpu ? [...CHROMIUM.args.filter((a) => a !== '--disable-gpu'), '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : CHROMIUM.args;
const browser = await chromium.launch({ ...CHROMIUM, args });
try {
  const asked = process.argv.slice(2);
  const games = asked.length ? asked : await gamesOffered(browser, server.url);
  const rows = games.map((game) => ({ game, runs: [], loads: [], frames: [], into: { events: new Map(), files: new Map(), functions: new Map(), pageFunctions: new Map(), js: 0 } }));
  // Run by run over every game, so a busy minute of the machine is spread over all of them.
  for (let i = 0; i < RUNS; i++) {
    for (const r of rows) {
      r.loads.push(loadAverage());
      const run = await traceGame(browser, `${server.url}index.html?nosw&game=${r.game}&players=2&humans=0&bots=normal`);
      if (process.env.TRACE_DIR) writeFileSync(path.join(process.env.TRACE_DIR, `trace-${r.game}-${i + 1}.json`), run.trace);
      const worst = Math.max(0, ...run.frames.map((f) => f.duration));
      r.runs.push({ moves: run.moves, frames: run.frames.length, worst, ...analyse(run.trace.toString('utf8'), r.into) });
      r.frames.push(...run.frames);
    }
  }

  const n = (x) => Math.round(x).toLocaleString('en');
  const mid = (r, k) => median(r.runs.map((x) => x[k]));
  const drawing = gpu ? 'canvas on a software GPU' : 'canvas drawn in software';
  console.log(`\nmain thread during play: two normal bots, phone screen, CPU slowed 4x, ${drawing}, ${SECONDS} s traced a game, ${RUNS} runs, medians (${server.url}, gzip)`);
  console.log(`${'game'.padEnd(10)}${pad('moves', 6)}${pad('tasks>50ms', 12)}${pad('their ms', 10)}${pad('blocking', 10)}${pad('longest', 9)}${pad('frames>50ms', 13)}${pad('worst', 7)}  load average (1 min) at each run`);
  for (const r of rows) {
    const cells = [pad(mid(r, 'moves'), 6), pad(mid(r, 'count'), 12), pad(n(mid(r, 'total')), 10), pad(n(mid(r, 'blocking')), 10), pad(n(mid(r, 'longest')), 9), pad(mid(r, 'frames'), 13), pad(n(mid(r, 'worst')), 7)];
    console.log(`${r.game.padEnd(10)}${cells.join('')}  ${r.loads.map((l) => l.split(' ')[0]).join(', ')}`);
  }
  console.log('target: no animation frame over 50 ms');
  writePart('trace', {
    runs: RUNS,
    seconds: SECONDS,
    gpu,
    target: { frame_ms: LONG_MS },
    games: rows.map((r) => ({
      game: r.game,
      moves: mid(r, 'moves'),
      tasks: mid(r, 'count'),
      tasks_ms: Math.round(mid(r, 'total')),
      blocking_ms: Math.round(mid(r, 'blocking')),
      longest_ms: Math.round(mid(r, 'longest')),
      frames: mid(r, 'frames'),
      worst_ms: Math.round(mid(r, 'worst')),
      loads: r.loads.map((l) => l.split(' ')[0]),
    })),
  });
  const list = (m, count, total) => [...m].sort((a, b) => b[1] - a[1]).slice(0, count)
    .map(([name, t]) => `      ${pad(n(t / 1000 / RUNS), 6)} ms ${pad(((100 * t) / (total || 1)).toFixed(0), 3)}%  ${name}`).join('\n');
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  for (const r of rows) {
    const { into } = r;
    console.log(`\n${r.game}: where the long tasks' time went (a run's mean; % of the account)`);
    console.log(`    by trace event on the main thread (self time)\n${list(into.events, 6, sum(into.events))}`);
    console.log(`    by file (JS samples; the wasm engine and built-ins apart)\n${list(into.files, 8, sum(into.files))}`);
    console.log(`    by JS function, self time (of ${n(into.js / 1000 / RUNS)} ms of JS a run)\n${list(into.functions, 10, into.js)}`);
    console.log(`    by page function on the stack, with what it calls\n${list(into.pageFunctions, 8, into.js)}`);
    const scripts = new Map();
    for (const f of r.frames) for (const x of f.scripts) add(scripts, `${x.invoker}${x.fn ? `: ${x.fn}` : ''}${x.url ? ` (${fileOf(x.url)})` : ''}`, x.duration * 1000);
    if (scripts.size) console.log(`    the long frames' scripts, by what ran them\n${list(scripts, 4, sum(scripts))}`);
  }
} finally {
  await browser.close().catch(() => {});
  await server.stop();
}
