// The engine's speed in a real browser: serves www/ on a free localhost port, opens it in
// headless Chromium and times each game's own wasm module with performance.now(), for every
// game of the catalog, at the settings in its own folder (scripts/bench-settings.mjs):
//   (a) random bots: games per second (and rounds per second for a game of several rounds)
//   (b) the "normal" and "hard" bots (search): milliseconds per decision over N (hard: N/2)
//       decisions in real games
//   (c) 18 Holes: a new game on a quick course (the layout included), and 200-game course sheets
//   (d) the page's painter: one frame of a table after 40 greedy moves, and the same frame with
//       every canvas call a no-op (the painter's own JS, as opposed to the canvas' drawing)
// With --ratio R it measures instead the wasm against native target (0.8x): one fixed set of
// random games per game, played R times in each alternately, natively by the simulate CLI on
// one thread and in Chromium by the module's simulate export. A shared machine's speed swings
// by a third from minute to minute, so each side's best round is its figure, and only rounds
// taken side by side are compared.
// Usage: node scripts/bench-wasm.mjs [--seconds S] [--decisions N] [--ratio R]   (make bench runs it)
// The modules must be built with the `bench` feature (the shipped ones leave simulate out):
// BENCH_PKG names their folder (WASM_OUT=DIR WASM_FEATURES=bench scripts/build.sh); else www/pkg.
// CHROMIUM=/path/to/chrome overrides the browser (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './static-server.mjs';
import { benchSettings } from './bench-settings.mjs';
import { launch } from '../tests/e2e/helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WWW = path.join(ROOT, 'www');
const PKG = process.env.BENCH_PKG ? path.resolve(ROOT, process.env.BENCH_PKG) : path.join(WWW, 'pkg');

const opts = { seconds: 3, decisions: 200, ratio: 0 };
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i].replace(/^--/, '');
  if (!(key in opts) || Number.isNaN(Number(process.argv[i + 1]))) {
    console.error(`bench-wasm: unknown option ${process.argv[i]} (use --seconds S, --decisions N, --ratio R)`);
    process.exit(2);
  }
  opts[key] = Number(process.argv[i + 1]);
}

const BLANK = '<!doctype html><meta charset="utf-8"><title>bench</title>';

async function main() {
  try {
    await stat(PKG);
  } catch {
    console.error(`bench-wasm: ${PKG} is missing; build the bench modules first (make bench does)`);
    process.exit(1);
  }
  // www/ with the bench modules in place of its pkg/, and a blank page to run in.
  const server = await startServer({ root: WWW, mounts: { '/pkg/': PKG }, pages: { '/__bench__.html': BLANK } });
  const base = server.url;
  const browser = await launch();
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('bench-wasm: page error:', e.message));
    await page.goto(`${base}__bench__.html`);
    if (opts.ratio > 0) {
      await ratioReport(page, opts.ratio, browser.version());
      return;
    }
    const result = await page.evaluate(runInPage, { ...opts, specs: benchSettings() });
    if (result.missing.length) throw new Error(`no engine module for ${result.missing.join(', ')}; build first (scripts/build.sh)`);
    const version = browser.version();
    console.log(`wasm in headless Chromium ${version} (engine load: fetch, compile, instantiate the game's own module):`);
    for (const g of result.games) {
      console.log(`  ${g.id}: engine load ${g.loadMs.toFixed(0)} ms`);
      const a = g.random;
      const rounds = g.rounds > 1 ? `, ${((a.games * g.rounds) / (a.ms / 1000)).toFixed(0)} rounds/s` : '';
      console.log(`  ${g.id}: random bots, ${g.seats} seats: ${(a.games / (a.ms / 1000)).toFixed(1)} games/s${rounds} ` +
        `(${a.games} games, ${a.actions} actions in ${(a.ms / 1000).toFixed(2)} s)`);
      for (const b of g.bots) {
        console.log(`  ${g.id}: ${b.level} bot decision: median ${b.median.toFixed(1)} ms, p90 ${b.p90.toFixed(1)} ms, ` +
          `max ${b.max.toFixed(1)} ms over ${b.count} decisions with a choice (${b.games} games)`);
      }
      const p = g.paint;
      console.log(`  ${g.id}: painter, one frame of a table (1000x700): ${p.frameMs.toFixed(2)} ms, of which the painter's own JS ${p.jsMs.toFixed(2)} ms (${p.calls} canvas calls a frame)`);
      if (g.verdict) {
        const v = g.verdict;
        console.log(`  ${g.id}: the coach's verdict of a match (${JSON.stringify(v.config)}, ${v.moves} moves, ${v.judged} person's decisions judged): ${(v.ms / 1000).toFixed(1)} s`);
      }
      for (const q of g.quick ?? []) {
        console.log(`  ${g.id}: a new game on a quick course (${q.holes === 'packed' ? '9 packed' : q.holes} holes): median ${q.median.toFixed(1)} ms, max ${q.max.toFixed(1)} ms over 20 seeds`);
      }
      for (const c of g.sheets ?? []) {
        console.log(`  ${g.id}: course sheet of ${c.name}, 200 bot games: ${(c.ms / 1000).toFixed(2)} s`);
      }
      for (const b of g.bots.filter((x) => x.slowest)) {
        const w = b.slowest;
        console.log(`  ${g.id}: slowest ${b.level} decision: ${JSON.stringify(w.action)} (${w.choices} choices) at move ${w.move} of the game with seed ${w.seed}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

const RATIO_TARGET = 0.8;
const SIMULATE = path.join(process.env.CARGO_TARGET_DIR ? path.resolve(ROOT, process.env.CARGO_TARGET_DIR) : path.join(ROOT, 'target'), 'release', 'simulate');

/** wasm against native on the very same games, in alternating rounds (see the top of the file). */
async function ratioReport(page, rounds, version) {
  try {
    await stat(SIMULATE);
  } catch {
    throw new Error(`${SIMULATE} is missing; build it first (cargo build --release --bin simulate)`);
  }
  // Each game's random bots at its table, seeds from 1000, its `ratio_games` games.
  const all = benchSettings().map((g) => ({ id: g.id, config: g.config, games: g.ratioGames }));
  const built = await Promise.all(all.map((set) => stat(path.join(PKG, set.id, 'clubhouse_bg.wasm')).then(() => true, () => false)));
  const sets = all.filter((set, i) => built[i]);
  console.log(`wasm in headless Chromium ${version} against native (simulate, one thread) on the same random games,`);
  console.log(`seeds from 1000; games a second, the best of ${rounds} alternating rounds; target ${RATIO_TARGET}x:`);
  for (const set of sets) {
    const config = JSON.stringify(set.config);
    const bots = Array(set.config.players).fill('random');
    const native = () => {
      const out = execFileSync(SIMULATE, ['--game', set.id, '--bots', bots.join(','), '--config', config,
        '--games', String(set.games), '--seed', '1000', '--threads', '1', '--json'], { encoding: 'utf8' });
      const summary = JSON.parse(out);
      return { actions: summary.actions, perSecond: set.games / summary.seconds };
    };
    const wasm = (games, seed) => page.evaluate(async ({ id, config, bots, games, seed }) => {
      const engine = await import(`/pkg/${id}/clubhouse.js`);
      await engine.default();
      const t = performance.now();
      const summary = JSON.parse(engine.simulate(id, config, JSON.stringify(bots), games, seed));
      return { actions: summary.actions, perSecond: games / ((performance.now() - t) / 1000) };
    }, { id: set.id, config, bots, games, seed });
    await wasm(3, 1); // loads and warms the module
    const sides = { native: [], wasm: [] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['native', 'wasm'] : ['wasm', 'native'];
      for (const side of order) sides[side].push(side === 'native' ? native() : await wasm(set.games, 1000));
    }
    const actions = new Set([...sides.native, ...sides.wasm].map((r) => r.actions));
    if (actions.size !== 1) throw new Error(`${set.id}: the two sides played different games (actions ${[...actions].join(', ')})`);
    const best = (side) => Math.max(...sides[side].map((r) => r.perSecond));
    const figures = (side) => sides[side].map((r) => r.perSecond.toFixed(r.perSecond < 100 ? 1 : 0)).join(', ');
    const ratio = best('wasm') / best('native');
    console.log(`  ${set.id}: ${set.games} games: native ${figures('native')}; Chromium ${figures('wasm')}: ` +
      `${ratio.toFixed(2)}x ${ratio >= RATIO_TARGET ? 'meets' : 'is under'} the target`);
  }
}

/** Runs inside the page: everything here is timed with the page's performance.now(). */
async function runInPage({ seconds, decisions, specs }) {
  const games = [];
  const missing = [];
  for (const spec of specs) {
    const t0 = performance.now();
    let engine;
    try {
      engine = await import(`/pkg/${spec.id}/clubhouse.js`);
    } catch {
      missing.push(spec.id);
      continue;
    }
    await engine.default();
    const loadMs = performance.now() - t0;
    const { GameSession } = engine;
    // (a) random bots through the engine's own simulate(): no JS between moves.
    const config = JSON.stringify(spec.config);
    const bots = JSON.stringify(Array(spec.config.players).fill('random'));
    const playGames = (n, seed) => JSON.parse(engine.simulate(spec.id, config, bots, n, seed)).actions;
    playGames(5, 1); // warm up
    let count = 0;
    let actions = 0;
    let batch = 5;
    const start = performance.now();
    while (performance.now() - start < seconds * 1000) {
      actions += playGames(batch, 1000 + count);
      count += batch;
      batch = Math.min(batch * 2, 2000);
    }
    const random = { games: count, actions, ms: performance.now() - start };

    // (b) the normal and hard bots deciding in real games (every seat that bot), as the page
    // asks them (the hard bot is also what a hint runs).
    const decide = (level, wanted) => {
      const times = [];
      let played = 0;
      let slowest = null;
      for (let seed = 1; times.length < wanted && seed < 1000; seed++) {
        const s = GameSession.create(spec.id, spec.botConfig, seed);
        played++;
        while (!s.isOver() && times.length < wanted) {
          const seat = s.toMove()[0];
          const choices = s.legal(seat).length;
          const t = performance.now();
          const action = s.botAction(seat, level);
          const dt = performance.now() - t;
          if (choices > 1) {
            times.push(dt);
            if (!slowest || dt > slowest.ms) slowest = { ms: dt, action, move: s.actionCount() + 1, seed, choices };
          }
          s.act(seat, action);
        }
        s.free();
      }
      times.sort((x, y) => x - y);
      const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
      return { level, count: times.length, games: played, median: at(0.5), p90: at(0.9), max: times[times.length - 1], slowest };
    };
    const levels = [decide('normal', decisions), decide('hard', Math.ceil(decisions / 2))];
    const paint = await paintCost(engine, spec);
    const verdict = spec.verdictConfig ? await verdictCost(engine, spec) : null;
    games.push({ id: spec.id, seats: spec.config.players, rounds: spec.rounds, loadMs, random, bots: levels, paint, verdict, ...(spec.id === 'holes18' ? courses(engine, await tools()) : {}) });
  }
  return { games, missing };

  /**
   * (e) The coach's verdict of a typical match (easy bots at every seat, seat 0 judged as a
   * person): the review's own loop, on this thread (its worker runs the same).
   */
  async function verdictCost(engine, spec) {
    const { GameSession } = engine;
    const { judgeMatch, COACH_PLAYOUTS, OUTLOOK_PLAYOUTS } = await import('/js/verdict-loop.js');
    const s = GameSession.create(spec.id, spec.verdictConfig, 7);
    while (!s.isOver()) {
      const seat = s.toMove()[0];
      s.act(seat, s.botAction(seat, 'easy'));
    }
    const record = s.record();
    s.free();
    let judged = 0;
    const t = performance.now();
    judgeMatch(GameSession, record, [0], COACH_PLAYOUTS, OUTLOOK_PLAYOUTS, (item) => { if (item.judgement) judged++; });
    return { ms: performance.now() - t, moves: record.actions.length, judged, config: spec.verdictConfig };
  }

  /** (d) Milliseconds a frame of the page's painter, with and without the canvas' own work. */
  async function paintCost(engine, spec) {
    const { GameSession } = engine;
    const { Painter } = await import('/js/paint.js');
    const { flatRects } = await import('/js/engine.js');
    const s = GameSession.create(spec.id, spec.config, 11);
    for (let i = 0; i < 40 && !s.isOver(); i++) {
      const seat = s.toMove()[0];
      s.act(seat, s.botAction(seat, 'greedy'));
    }
    const drawn = s.scene(s.toMove()[0] ?? -1, 1000, 700, false);
    // 18 Holes' table is laid out by its page code, as the page does it.
    const layout = drawn.table && (await import('/js/games/holes18-table.js')).drawTable;
    const scene = flatRects(layout ? layout(drawn, 1000, 700, engine.holes18Cards()) : drawn);
    s.free();
    const canvas = document.createElement('canvas');
    document.body.append(canvas);
    const painter = new Painter(canvas, (l) => l.text ?? l.key ?? '');
    painter.resize(1000, 700);
    painter.show(scene);
    if (painter.world) painter.resetView();
    const frames = 200;
    const time = () => {
      for (let i = 0; i < 20; i++) painter.draw(performance.now());
      const t = performance.now();
      for (let i = 0; i < frames; i++) painter.draw(performance.now());
      canvas.getContext('2d').getImageData(0, 0, 1, 1); // waits for the queued drawing
      return (performance.now() - t) / frames;
    };
    const frameMs = time();
    // The drawing calls become no-ops (the measurement only): what is left is the painter's JS.
    const ctx = canvas.getContext('2d');
    let calls = 0;
    const keep = new Set(['measureText', 'getImageData', 'createLinearGradient', 'createRadialGradient', 'createPattern']);
    for (const k of Object.keys(CanvasRenderingContext2D.prototype)) {
      if (typeof ctx[k] === 'function' && !keep.has(k)) ctx[k] = () => { calls++; };
    }
    const jsMs = time();
    canvas.remove();
    return { frameMs, jsMs, calls: Math.round(calls / (frames + 20)) };
  }

  /** 18 Holes' course tools module (course sheets), loaded as the setup loads it. */
  async function tools() {
    const m = await import('/pkg/holes18-tools/clubhouse.js');
    await m.default();
    return m;
  }

  /** 18 Holes: laying quick courses (a new game on one) and measuring course sheets. */
  function courses({ GameSession }, { CourseSheetRun }) {
    const quick = [9, 18, 'packed'].map((holes) => {
      const ms = [];
      for (let seed = 1; seed <= 20; seed++) {
        const options = { holes: holes === 'packed' ? 9 : holes, difficulty: 'mixed', packed: holes === 'packed' };
        const t = performance.now();
        GameSession.create('holes18', { players: 2, quick: { options, seed } }, seed).free();
        ms.push(performance.now() - t);
      }
      ms.sort((x, y) => x - y);
      return { holes, median: ms[ms.length >> 1], max: ms[ms.length - 1] };
    });
    const sheets = [
      ['Clubhouse Eighteen', { players: 1, course: 'clubhouse-eighteen' }],
      ['an 18-hole quick course', { players: 1, quick: { options: { holes: 18, difficulty: 'mixed', packed: false }, seed: 7 } }],
    ].map(([name, config]) => {
      const t = performance.now();
      const run = new CourseSheetRun(JSON.stringify(config), 200, 1);
      while (run.step(4) < run.total());
      const ms = performance.now() - t;
      run.free();
      return { name, ms };
    });
    return { quick, sheets };
  }
}

main().catch((e) => {
  console.error('bench-wasm:', e.stack || e);
  process.exit(1);
});
