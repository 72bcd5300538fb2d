// 18 Holes' table reads at a glance, on a desktop and a phone, in English and in French: mid-game
// with a club chosen and the planner's shading on the course, no words on the page or on the
// table are cut off or spill out of their box, no two labels lie across each other (the page's
// boxes as the browser lays them out, the table's as the painter fits them, from the scene it
// paints), the planner puts a number on no hex until one is pointed at and then never over a
// flag, a tee or a golfer, a touch screen's words say "tap", and every move has a name of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, snapshot, waitSnap, shot } from './helpers.mjs';

const SEED = 6945969155469690;
const CONFIG = { players: 2, course: 'starter', clubs: 'starter' };
const META = { names: ['Player 1', 'Chip'], seats: [{ kind: 'human', level: 'normal' }, { kind: 'bot', level: 'normal' }], pace: 'quick' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
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
 * Words on the page that are cut off or spill out of their box, and words lying across other
 * words: every visible text, line by line as the browser lays it out.
 */
function pageProblems() {
  const out = [];
  const hidden = (el) => el.closest('.sr-only, [hidden], dialog:not([open]), #hits') || !el.getClientRects().length;
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || hidden(el) || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.closest('script, style, option, select')) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    texts.push({ el, text: n.textContent.trim().slice(0, 40), rects });
  }
  const W = document.documentElement.clientWidth, H = window.innerHeight;
  for (const { el, text, rects } of texts) {
    for (const r of rects) {
      // Within the screen's width, and within every box that clips it (a box that scrolls shows
      // the rest when scrolled).
      if (r.left < -0.5 || r.right > W + 0.5 || r.top < -0.5 || r.bottom > H + 0.5) out.push(`"${text}" off the screen`);
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        if (/auto|scroll/.test(st.overflowX + st.overflowY)) break;
        const box = a.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
          out.push(`"${text}" cut off by its box (${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''})`);
          break;
        }
      }
    }
  }
  // Two texts whose lines meet by more than a pixel each way.
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const [a, b] = [texts[i], texts[j]];
      const across = a.rects.some((r) => b.rects.some((q) => Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1
        && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1));
      if (across) out.push(`"${a.text}" lies across "${b.text}"`);
    }
  }
  return out;
}

/**
 * The table as the painter has it, laid out again from the saved match at the canvas's size,
 * and what is wrong with its words: each text as the painter fits it, within the table, apart
 * from the others, inside its button; the planner's numbers (each shaded hex's, drawn only while
 * it is pointed at) clear of every flag, tee and golfer; no number drawn on a hex unasked.
 */
async function sceneProblems(page, touch) {
  return page.evaluate(async (touch) => {
    const { loadEngine } = await import('/js/engine.js');
    const { drawTable } = await import('/js/games/holes18-table.js');
    const { label } = await import('/js/i18n.js');
    const { fitText } = await import('/js/paint.js');
    const { worldTextBox } = await import('/js/course-art.js');
    const snap = window.clubhouse.snapshot();
    const engine = await loadEngine('holes18');
    const s = engine.GameSession.fromRecord(JSON.parse(snap.record));
    const stage = document.querySelector('#stage').getBoundingClientRect();
    const [w, h] = [Math.floor(stage.width), Math.floor(stage.height)];
    const scene = drawTable(s.scene(snap.viewer, w, h, false), w, h, engine.holes18Cards());
    s.free();
    const out = [];
    // The same table as painted: its moves where the page has them.
    const painted = snap.hits.filter((x) => !x.world).map((x) => [x.x, x.y, x.w, x.h].join());
    const laid = scene.hits.map((x) => [x.at.x, x.at.y, x.at.w, x.at.h].join());
    if (painted.join('|') !== laid.join('|')) out.push('the table laid out again is not the one painted');
    const ctx = document.createElement('canvas').getContext('2d');
    const meet = (a, b) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;
    const boxes = [];
    for (const sh of scene.shapes) {
      if (sh.k !== 'text') continue;
      const text = label(sh.label);
      const { size, lines, width } = fitText(ctx, sh, text, w);
      const x0 = sh.align === 'left' ? sh.x : sh.align === 'right' ? sh.x - width : sh.x - width / 2;
      const high = size * (1 + 1.1 * (lines.length - 1));
      const b = { text, size, x0, x1: x0 + width, y0: sh.y - high / 2, y1: sh.y + high / 2 };
      if (b.x0 < 0 || b.y0 < 0 || b.x1 > w || b.y1 > h) out.push(`"${text}" is cut off by the table's edge`);
      if (size < 9) out.push(`"${text}" at ${size} px`);
      if (touch ? /\bclick|cliqu/i.test(text) : /\btap\b|touchez/i.test(text)) out.push(`"${text}" on a ${touch ? 'touch' : 'mouse'} screen`);
      boxes.push(b);
    }
    // A button's words inside its button.
    for (const hit of scene.hits) {
      const { x, y, w: bw, h: bh } = hit.at;
      for (const b of boxes) {
        const c = [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
        const on = c[0] > x && c[0] < x + bw && c[1] > y && c[1] < y + bh;
        if (on && (b.x0 < x - 0.5 || b.x1 > x + bw + 0.5 || b.y0 < y - 0.5 || b.y1 > y + bh + 0.5)) out.push(`"${b.text}" spills out of its button`);
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) if (meet(boxes[i], boxes[j])) out.push(`"${boxes[i].text}" lies across "${boxes[j].text}"`);
    }
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
  }, touch);
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
        assert.deepEqual(await page.evaluate(pageProblems), [], `${at}: the page's words`);
        const { out, point } = await sceneProblems(page, touch);
        assert.deepEqual(out, [], `${at}: the table's words`);
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
