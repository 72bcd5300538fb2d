// GREEN's table reads at a glance, on a desktop (1280x800) and a phone (390x844), in English and
// in French: at a few mid-game positions, no word on the table is shrunk past reading, runs out
// of the box it sits on or over another word, no card covers another, and the page's own lines
// (the status, its banner, the toolbar) stay inside the page and clear of each other. Measured
// from the scene the engine hands the painter (its text, rectangles and cards, as the painter fits
// the words) and from the page's boxes, never from pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, waitSnap, shot } from './helpers.mjs';

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

/**
 * Positions dealt and played by bots until the person in seat 0 is to start a turn: `want` says
 * which (the players, the hole, what the table must show). Found in the page, by the engine.
 */
const POSITIONS = [
  // Three players on the first hole, both bots with several clubs played, one of them in the hole.
  { name: '3p-hole1', players: 3, hole: 0, want: 'rows3_pocketed' },
  // Four players on the par 5: the longest course and three opponents.
  { name: '4p-hole3', players: 4, hole: 2, want: 'rows2' },
  // Two players, the person's ball in the rough (the longest status).
  { name: '2p-rough', players: 2, hole: 1, want: 'rough' },
];

/** Finds each position in the page: its record, with seat 0 a person and the others bots. */
async function findPositions(page) {
  return page.evaluate(async (positions) => {
    const { loadEngine } = await import('/js/engine.js');
    const engine = await loadEngine('green');
    const fits = (want, v) => {
      const rows = v.rows.map((r) => r.length);
      const others = rows.slice(1);
      if (want === 'rows3_pocketed') return others.every((n) => n >= 3) && v.balls.includes('pocketed') && v.balls[0]?.space != null && rows[0] >= 2;
      if (want === 'rows2') return others.every((n) => n >= 2) && Math.max(...others) >= 4 && v.balls[0]?.space != null;
      return v.balls[0] === 'rough';
    };
    const out = [];
    for (const p of positions) {
      let found = null;
      for (let seed = 1; seed < 600 && !found; seed++) {
        const s = engine.GameSession.create('green', { players: p.players }, seed);
        for (let step = 0; step < 400 && !s.isOver() && !found; step++) {
          const movers = s.toMove();
          const v = s.view(0);
          if (v.hole > p.hole) break;
          if (movers.includes(0) && v.hole === p.hole && v.phase === 'play' && v.step === 'start' && fits(p.want, v)) {
            const rec = s.record();
            found = typeof rec === 'string' ? JSON.parse(rec) : rec;
            break;
          }
          const seat = movers[0];
          s.act(seat, s.botAction(seat, step % 3 ? 'easy' : 'random'));
        }
        s.free();
      }
      if (!found) throw new Error(`no position ${p.name}`);
      found.meta = {
        names: ['Player 1', 'Chip', 'Bogey', 'Birdie'].slice(0, p.players),
        seats: Array.from({ length: p.players }, (_, i) => ({ kind: i ? 'bot' : 'human', level: 'easy' })),
        pace: 'quick',
      };
      out.push({ name: p.name, record: JSON.stringify(found) });
    }
    return out;
  }, POSITIONS);
}

/** What is wrong with the table's words and cards, measured from the scene the page painted. */
function sceneProblems(page) {
  return page.evaluate(async () => {
    const snap = window.clubhouse.snapshot();
    const { loadEngine, flatRects } = await import('/js/engine.js');
    const { label } = await import('/js/i18n.js');
    const { fitText } = await import('/js/paint.js');
    const engine = await loadEngine('green');
    const stage = document.querySelector('#stage').getBoundingClientRect();
    const [w, h] = [Math.floor(stage.width), Math.floor(stage.height)];
    const s = engine.GameSession.fromRecord(JSON.parse(snap.record));
    const scene = flatRects(s.scene(snap.viewer, w, h, false));
    s.free();
    const out = [];
    // The very scene the page painted: its moves are where the page has them.
    const key = (x) => `${Math.round(x.x)},${Math.round(x.y)},${Math.round(x.w)},${Math.round(x.h)}`;
    if (scene.hits.map(key).join(' ') !== snap.hits.map(key).join(' ')) out.push('the scene measured is not the one painted');

    const ctx = document.createElement('canvas').getContext('2d');
    const inside = (a, b, slack = 1) => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack && a.y + a.h <= b.y + b.h + slack;
    const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 1;
    const area = (r) => r.w * r.h;
    const whole = { x: 0, y: 0, w: scene.width, h: scene.height };
    const texts = [];
    const cards = [];
    scene.shapes.forEach((sh, i) => {
      if (sh.k === 'card') cards.push({ ...sh, i });
      if (sh.k !== 'text') return;
      const words = label(sh.label);
      const fit = fitText(ctx, sh, words, scene.width);
      // The words' own box: the widest line, and each line's glyphs (1.15 of the size) apart.
      const tall = fit.size * (1.15 * fit.lines.length - 0.1);
      const x = sh.align === 'center' ? sh.x - fit.width / 2 : sh.align === 'right' ? sh.x - fit.width : sh.x;
      const box = { x, y: sh.y - tall / 2, w: fit.width, h: tall };
      if (fit.size < 9) out.push(`"${words}" shrinks to ${fit.size} px to fit`);
      if (fit.width > sh.max_w + 0.5) out.push(`"${words}" runs ${Math.round(fit.width - sh.max_w)} px past its room`);
      // The box it sits on: the smallest rectangle or card drawn before it under its middle.
      const mid = { x: box.x + box.w / 2, y: sh.y };
      const under = scene.shapes.slice(0, i).filter((o) => (o.k === 'rect' || o.k === 'card') && mid.x >= o.x && mid.x <= o.x + o.w && mid.y >= o.y && mid.y <= o.y + o.h);
      const home = under.reduce((a, b) => (a && area(a) <= area(b) ? a : b), null);
      if (!inside(box, home ?? whole)) out.push(`"${words}" runs out of its ${home ? home.k : 'table'}`);
      texts.push({ words, box, home, i });
    });
    for (let a = 0; a < texts.length; a++) {
      for (let b = a + 1; b < texts.length; b++) {
        if (overlap(texts[a].box, texts[b].box)) out.push(`"${texts[a].words}" and "${texts[b].words}" overlap`);
      }
    }
    // A card's face is read whole: no card lies over another, no word over a face it is not on.
    for (let a = 0; a < cards.length; a++) {
      for (let b = a + 1; b < cards.length; b++) {
        if (overlap(cards[a], cards[b])) out.push(`card ${cards[b].id} covers card ${cards[a].id}`);
      }
    }
    for (const t of texts) {
      for (const c of cards) {
        if (c.face == null || c.i > t.i || !overlap(t.box, c)) continue;
        if (!(t.home && inside(t.home, c, 0.5))) out.push(`"${t.words}" lies over card ${c.id}`);
      }
    }
    return out;
  });
}

/** What is wrong with the page's own lines around the table: out of the page, cut, or overlapping. */
function pageProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > window.innerWidth) out.push('the page scrolls sideways');
    const shown = (el) => el && !el.hidden && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    // A row that scrolls sideways (a phone's toolbar) is measured whole: what it holds is reached
    // by scrolling it, not cut.
    const scrolls = (el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const toolbar = document.querySelector('#screen-table .toolbar');
    const tools = scrolls(toolbar) ? [toolbar] : [...toolbar.children];
    const items = [
      ...['#status-info', '#status-main', '#status-warn'].map((s) => document.querySelector(s)),
      ...tools,
      document.querySelector('#stage'),
    ].filter(shown);
    const boxes = [];
    for (const el of items) {
      const name = el.id ? `#${el.id}` : `"${el.textContent.trim()}"`;
      const inline = getComputedStyle(el).display === 'inline';
      if (!inline && !scrolls(el) && el.scrollWidth > el.clientWidth + 1) out.push(`${name} is cut (${el.scrollWidth} > ${el.clientWidth})`);
      for (const r of el.getClientRects()) {
        if (r.left < -0.5 || r.right > vw + 0.5) out.push(`${name} runs out of the page`);
        boxes.push({ name, r });
      }
    }
    for (let a = 0; a < boxes.length; a++) {
      for (let b = a + 1; b < boxes.length; b++) {
        const [p, q] = [boxes[a].r, boxes[b].r];
        if (boxes[a].name === boxes[b].name) continue;
        if (Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1) out.push(`${boxes[a].name} and ${boxes[b].name} overlap`);
      }
    }
    return out;
  });
}

/** How many lines the status's sentence (with its chip before it) and its banner take. */
function statusLines(page) {
  return page.evaluate(() => {
    // Each line of an element's words: its text's boxes, one per line, apart by more than half a line.
    const lines = (el) => {
      if (!el || el.hidden || !el.textContent) return [];
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = [];
      for (const r of range.getClientRects()) if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
      return tops;
    };
    const info = document.querySelector('#status-info');
    const main = lines(document.querySelector('#status-main'));
    const chipAlone = !info.hidden && main.length && info.getBoundingClientRect().bottom <= main[0] + 1;
    return { main: main.length + (chipAlone ? 1 : 0), warn: lines(document.querySelector('#status-warn')).length };
  });
}

test('green at a glance: desktop and phone, English and French, no word cut or over another, no card over another', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  try {
    await t.page.goto(t.server.url);
    await t.page.waitForFunction(() => window.clubhouse.snapshot().screen === 'home');
    const positions = await findPositions(t.page);
    const problems = [];
    for (const { name, record } of positions) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        for (const lang of ['en', 'fr']) {
          const page = await openPage(t.browser, viewport);
          try {
            // The position as a save the page resumes once (not again on a reload).
            await page.addInitScript((r) => {
              if (sessionStorage.getItem('glance')) return;
              sessionStorage.setItem('glance', '1');
              localStorage.setItem('clubhouse:v1:match', r);
            }, record);
            await page.goto(`${t.server.url}?lang=${lang}`);
            await waitSnap(page, (s) => s.screen === 'table' && !s.busy && s.hits.length > 0 && s.toMove.includes(0));
            const where = `${name} ${size} ${lang}`;
            for (const p of await sceneProblems(page)) problems.push(`${where}: ${p}`);
            for (const p of await pageProblems(page)) problems.push(`${where}: ${p}`);
            const lines = await statusLines(page);
            if (lines.main > 2) problems.push(`${where}: the status takes ${lines.main} lines`);
            if (lines.warn > 2) problems.push(`${where}: the banner takes ${lines.warn} lines`);
            await shot(page, `green-glance-${name}-${size}-${lang}`);
            assert.deepEqual(page.errors, [], where);
          } finally {
            await page.context().close();
          }
        }
      }
    }
    assert.deepEqual(problems, []);
  } finally {
    await t.done();
  }
});
