// 18 Holes' table reads at a glance, on a desktop and a phone, in English and in French: mid-game
// with a club chosen and the planner's shading on the course, no words on the page or on the
// table are cut off or spill out of their box, no two labels lie across each other (the page's
// boxes as the browser lays them out, the table's as the painter fits them, from the scene it
// paints), the planner puts a number on no hex until one is pointed at and then never over a
// flag, a tee or a golfer, a touch screen's words say "tap", and every move has a name of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, snapshot, waitSnap, shot } from './helpers.mjs';
import { DESKTOP, PHONE, paintedTable, pageWordProblems, sceneProblems } from './glance.mjs';

const SEED = 6945969155469690;
const CONFIG = { players: 2, course: 'starter', clubs: 'starter' };
const META = { names: ['Player 1', 'Chip'], seats: [{ kind: 'human', level: 'normal' }, { kind: 'bot', level: 'normal' }], pace: 'quick' };
// Pixels a repaint may change by more than a few shades with nothing left behind (paint_changes).
const SHADES = 8;

/** A saved match a few rounds into the first hole, the person's turn with a club chosen. */
async function savedMatch(page) {
  return page.evaluate(async ({ seed, config, meta }) => {
    const { loadEngine } = await import('/js/engine.js');
    const engine = await loadEngine('holes18');
    const s = engine.GameSession.create('holes18', config, seed);
    for (let step = 0; step < 400; step++) {
      const movers = s.toMove();
      const planner = s.view(0).phase === 'turn' && movers.includes(0)
        && s.scene(0, 800, 600, false).moves.some((m) => m.odds?.length);
      if (planner && s.actionCount() >= 12) break;
      const seat = movers[step % movers.length];
      s.act(seat, s.botAction(seat, 'easy'));
    }
    const record = { ...s.record(), meta };
    s.free();
    return JSON.stringify(record);
  }, { seed: SEED, config: CONFIG, meta: META });
}

/**
 * What is wrong with the table's words (glance.mjs's measure of the table the page painted), and
 * on a touch screen words that say "click" (on a mouse's, "tap").
 */
async function tableProblems(page, touch) {
  const table = await paintedTable(page);
  const words = table.shapes.filter((sh) => sh.fit).map((sh) => sh.fit.words);
  const wrong = touch ? /\bclick|cliqu/i : /\btap\b|touchez/i;
  return [...sceneProblems(table), ...words.filter((w) => wrong.test(w)).map((w) => `"${w}" on a ${touch ? 'touch' : 'mouse'} screen`)];
}

/**
 * The course as the painter has it, laid out again from the saved match at the canvas's size,
 * and what is wrong with it: the planner's numbers (each shaded hex's, drawn only while it is
 * pointed at) clear of every flag, tee and golfer; no number drawn on a hex unasked; every move
 * named on its own. With a shaded hex on screen clear of the moves, for the pointer.
 */
async function courseProblems(page) {
  return page.evaluate(async () => {
    const { loadEngine } = await import('/js/engine.js');
    const { drawTable } = await import('/js/games/holes18-table.js');
    const { label } = await import('/js/i18n.js');
    const { worldTextBox } = await import('/js/course-art.js');
    const snap = window.clubhouse.snapshot();
    const engine = await loadEngine('holes18');
    const s = engine.GameSession.fromRecord(JSON.parse(snap.record));
    const stage = document.querySelector('#stage').getBoundingClientRect();
    const [w, h] = [Math.floor(stage.width), Math.floor(stage.height)];
    const scene = drawTable(s.scene(snap.viewer, w, h, false), w, h, engine.holes18Cards());
    s.free();
    const out = [];
    const ctx = document.createElement('canvas').getContext('2d');
    const meet = (a, b) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;
    // The course: flags, tees and golfers, and the labels on it (world pixels).
    const world = scene.world;
    const pen = { ctx, label };
    const marks = [];
    const teeBox = ([x, y], r) => ({ x0: x - r * 0.87, x1: x + r * 0.87, y0: y - r, y1: y + r });
    for (const sh of world.shapes) {
      if (sh.k === 'flag') marks.push({ what: `flag ${sh.hole}`, x0: sh.x - 0.3 * sh.size, x1: sh.x + 0.9 * sh.size, y0: sh.y - sh.size, y1: sh.y + 0.45 * sh.size });
      if (sh.k === 'disc') marks.push({ what: `golfer ${sh.text}`, x0: sh.x - sh.r, x1: sh.x + sh.r, y0: sh.y - sh.r, y1: sh.y + sh.r });
      if (sh.k === 'text' && sh.color === 'on_tee') marks.push({ what: `tee ${label(sh.label)}`, ...teeBox([sh.x, sh.y], 20) });
    }
    if (!marks.some((m) => m.what.startsWith('flag')) || !marks.some((m) => m.what.startsWith('golfer')) || !marks.some((m) => m.what.startsWith('tee'))) out.push('no flag, tee or golfer on the course');
    const worldLabels = world.shapes.filter((sh) => sh.k === 'text').map((sh) => {
      const r = worldTextBox(pen, sh);
      return { text: label(sh.label), x0: r.x + 1.5, x1: r.x + r.w - 1.5, y0: sh.y - sh.size / 2, y1: sh.y + sh.size / 2 };
    });
    for (let i = 0; i < worldLabels.length; i++) {
      for (let j = i + 1; j < worldLabels.length; j++) if (meet(worldLabels[i], worldLabels[j])) out.push(`"${worldLabels[i].text}" lies across "${worldLabels[j].text}" on the course`);
    }
    const first = world.previews.find((p) => p.hit === world.preview);
    const shaded = first ? first.shapes.filter((sh) => sh.chance != null) : [];
    if (shaded.length < 5) out.push(`the planner shades ${shaded.length} hexes`);
    let tips = 0;
    for (const pv of world.previews) {
      for (const sh of pv.shapes) {
        if (sh.k === 'text' && !sh.tip) out.push(`"${label(sh.label)}" drawn on the course unasked`);
        if (!sh.tip) continue;
        const a = sh.at ?? sh;
        let b;
        if (sh.k === 'rect') b = { x0: a.x, x1: a.x + a.w, y0: a.y, y1: a.y + a.h };
        else {
          tips++;
          const r = worldTextBox(pen, sh);
          b = { x0: r.x, x1: r.x + r.w, y0: sh.y - sh.size / 2, y1: sh.y + sh.size / 2 };
          if (!/^\d+\s?%$/.test(label(sh.label))) out.push(`a chance worded "${label(sh.label)}"`);
        }
        for (const m of [...marks, ...worldLabels]) if (meet(b, m)) out.push(`a chance's label over ${m.what ?? `"${m.text}"`}`);
      }
    }
    if (tips < shaded.length) out.push(`${tips} chances for ${shaded.length} shaded hexes`);
    // The legend says what the shading means.
    if (!scene.shapes.some((sh) => sh.label?.key === 'h18_legend_tip')) out.push('no legend for the shading');
    // Every move named on its own, in the menus too.
    const names = [];
    for (const hit of [...scene.hits, ...world.hits]) {
      names.push(label(hit.label));
      const inner = (hit.action.choose ?? []).map((c) => label(c.label));
      if (new Set(inner).size !== inner.length) out.push(`a menu with two moves alike: ${inner.join(' / ')}`);
    }
    for (const n of names) if (names.indexOf(n) !== names.lastIndexOf(n)) out.push(`two moves named "${n}"`);
    // A shaded hex on screen, clear of every move and the zoom buttons, for the pointer tests.
    const cam = snap.camera;
    const zoom = document.querySelector('#zoom').getBoundingClientRect();
    const canvas = document.querySelector('#table').getBoundingClientRect();
    const worldHits = snap.hits.filter((x) => x.world);
    const free = shaded.map((sh) => [world.at.x + (sh.x - cam.x) * cam.s, world.at.y + (sh.y - cam.y) * cam.s])
      .filter(([x, y]) => x > world.at.x + 30 && x < world.at.x + world.at.w - 30 && y > world.at.y + 40 && y < world.at.y + world.at.h - 30)
      .filter(([x, y]) => !worldHits.some((q) => x > q.x - 18 && x < q.x + q.w + 18 && y > q.y - 18 && y < q.y + q.h + 18))
      .filter(([x, y]) => !(x + canvas.x > zoom.x - 10 && x + canvas.x < zoom.right + 10 && y + canvas.y > zoom.y - 10 && y + canvas.y < zoom.bottom + 10));
    return { out: [...new Set(out)], point: free[0] ? [free[0][0] + canvas.x, free[0][1] + canvas.y] : null };
  });
}

/** What the painter paints between two snapshots (frames, area in CSS pixels²). */
const paintedSince = (a, b) => ({ frames: b.painted.frames - a.painted.frames, area: b.painted.area - a.painted.area });

/** Two frames on, so what a pointer asked for is painted. */
const twoFrames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`holes18 at a glance, ${device} ${viewport.width}x${viewport.height}, English and French: the planner's table reads, nothing cut off or overlapping`, { timeout: 180000 }, async () => {
    const t = await setup(DESKTOP);
    const { page: first, browser } = t;
    try {
      await first.goto(t.server.url);
      await first.waitForFunction(() => window.clubhouse?.snapshot().screen === 'home');
      const record = await savedMatch(first);
      for (const lang of ['en', 'fr']) {
        const page = await openPage(browser, { ...viewport, reducedMotion: 'reduce' });
        const url = `${t.server.url}?lang=${lang}`;
        await page.goto(url);
        await page.evaluate((r) => localStorage.setItem('clubhouse:v1:match', r), record);
        await page.goto(url);
        const s = await waitSnap(page, (x) => x.screen === 'table' && x.phase === 'turn' && x.hits.length > 0 && !x.busy);
        assert.equal(s.viewer, 0, 'the person\'s table');
        const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
        assert.equal(touch, device === 'phone', 'a phone is a touch screen');
        await twoFrames(page);
        await shot(page, `holes18-glance-${device}-${lang}`);
        const at = `${device} ${lang}`;
        assert.deepEqual(await pageWordProblems(page), [], `${at}: the page's words`);
        assert.deepEqual(await tableProblems(page, touch), [], `${at}: the table's words`);
        const { out, point } = await courseProblems(page);
        assert.deepEqual(out, [], `${at}: the course's words`);
        // The buttons for screen readers and keys say what each move does, each its own words.
        const names = await page.locator('#hits button').allTextContents();
        assert.equal(new Set(names).size, names.length, `${at}: moves alike: ${names}`);

        // Pointing at a shaded hex shows its chance: a small room painted again, as painting the
        // whole table would show it; pointing away takes it off again.
        assert.ok(point, `${at}: a shaded hex clear of the moves`);
        await page.evaluate(() => window.clubhouse.wrongPixels()); // the check's own code, loaded
        const before = await snapshot(page);
        if (touch) await page.touchscreen.tap(point[0], point[1]);
        else await page.mouse.move(point[0], point[1]);
        await twoFrames(page);
        const pointed = await snapshot(page);
        assert.equal(pointed.actions, before.actions, `${at}: pointing at a shaded hex plays nothing`);
        const tip = paintedSince(before, pointed);
        assert.ok(tip.frames >= 1 && tip.area > 0, `${at}: the chance is painted (${JSON.stringify(tip)})`);
        assert.ok(tip.area < 0.05 * viewport.width * viewport.height, `${at}: only the chance's room is painted (${tip.area} px²)`);
        assert.ok(await page.evaluate(() => window.clubhouse.wrongPixels()) <= SHADES, `${at}: the chance painted as the whole table would show it`);
        await shot(page, `holes18-glance-${device}-${lang}-pointed`);
        if (!touch) {
          await page.mouse.move(4, 4);
          await twoFrames(page);
          const away = paintedSince(pointed, await snapshot(page));
          assert.ok(away.frames >= 1 && away.area > 0, `${at}: the chance goes when the pointer does`);
          assert.ok(await page.evaluate(() => window.clubhouse.wrongPixels()) <= SHADES, `${at}: nothing left behind`);
        }
        assert.deepEqual(page.errors, []);
        await page.context().close();
      }
      assert.deepEqual(first.errors, []);
    } finally {
      await t.done();
    }
  });
}
