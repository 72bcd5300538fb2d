// What the glance tests share: a game's table read at a glance, on a desktop and a phone, in
// English and in French. Each opens saved matches on both screens in both languages and measures
// what is wrong with the words: the table's from the scene the engine hands the painter (its
// text, rectangles and cards, each text as the painter fits it), the page's from the boxes the
// browser lays out (the status, the toolbar, a dialog, the score sheet); never from pixels.
import { openPage, setup, waitSnap, openSaved } from './helpers.mjs';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SIZES = { desktop: DESKTOP, phone: PHONE };
const LANGS = ['en', 'fr'];
/** Below this many pixels the table's words are no longer read at a glance. */
const LEAST_PX = 9;

/** Whether boxes {x, y, w, h} meet by more than `by` pixels each way. */
const overlap = (a, b, by = 1) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > by && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > by;

/** Whether box `a` lies inside box `b`, give or take `slack` pixels. */
const inside = (a, b, slack = 1) => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack && a.y + a.h <= b.y + b.h + slack;

/**
 * The room a text shape's words take on the table, fitted as the painter fits them (`fit`, from
 * paintedTable): the widest line across, each line `size` tall and the lines 1.1 sizes apart, as
 * paint.js draws them.
 */
function textBox(sh) {
  const { size, lines, width } = sh.fit;
  const h = size * (1 + 1.1 * (lines.length - 1));
  const x = sh.align === 'center' ? sh.x - width / 2 : sh.align === 'right' ? sh.x - width : sh.x;
  return { x, y: sh.y - h / 2, w: width, h };
}

/**
 * Finds positions in the page, by the engine, as saves of game `game` to open: for each of
 * `positions` ({name, config, fits}), the first match dealt with `config` and seed 1, 2, ... and
 * played by easy bots (where several seats may act, seat 0 last) at which `fits(view of seat 0)`
 * holds. Each `fits` is sent to the page as its source, so it uses nothing from around it. The
 * saves seat a person named `names[0]` in seat 0 and bots named by the rest. Returns
 * [{name, record (JSON text)}].
 */
function findPositions(page, game, positions, names) {
  const wanted = positions.map((p) => `{ name: ${JSON.stringify(p.name)}, config: ${JSON.stringify(p.config)}, fits: ${p.fits} }`);
  return page.evaluate(`(${search})(${JSON.stringify(game)}, [${wanted.join(', ')}], ${JSON.stringify(names)})`);
}

/** findPositions' search, run in the page. */
async function search(game, positions, names) {
  const { loadEngine } = await import('/js/engine.js');
  const engine = await loadEngine(game);
  const meta = { names, seats: names.map((_, i) => ({ kind: i ? 'bot' : 'human', level: 'easy' })), pace: 'quick' };
  const out = [];
  for (const p of positions) {
    let found = null;
    for (let seed = 1; seed < 50 && !found; seed++) {
      const s = engine.GameSession.create(game, p.config, seed);
      for (let step = 0; step < 3000 && !s.isOver(); step++) {
        if (p.fits(s.view(0))) {
          found = { ...s.record(), meta };
          break;
        }
        const movers = s.toMove();
        const seat = movers.find((x) => x !== 0) ?? movers[0];
        s.act(seat, s.botAction(seat, 'easy'));
      }
      s.free();
    }
    if (!found) throw new Error(`no position ${p.name}`);
    out.push({ name: p.name, record: JSON.stringify(found) });
  }
  return out;
}

/**
 * The table the page painted, laid out again from its saved match at the canvas's size (by the
 * game's own page code where it lays its table out, 18 Holes): {width, height, shapes, hits,
 * same}. Each text shape has `fit`: its words and the size, lines and width the painter fits them
 * to; each card whose face prints a caption has `print`: its lines, size and width as printed,
 * the width it may take and the least size it may be. `same` says its moves are where the page
 * has them, so it is the very table painted.
 */
export function paintedTable(page) {
  return page.evaluate(async () => {
    const snap = window.clubhouse.snapshot();
    const record = JSON.parse(snap.record);
    const { loadEngine, flatRects } = await import('/js/engine.js');
    const { label } = await import('/js/i18n.js');
    const { fitText } = await import('/js/paint.js');
    const { captionFit, CAPTION_LEAST } = await import('/js/card-art.js');
    const mod = await import(`/js/games/${record.game}.js`);
    const engine = await loadEngine(record.game);
    const stage = document.querySelector('#stage').getBoundingClientRect();
    const [w, h] = [Math.floor(stage.width), Math.floor(stage.height)];
    const s = engine.GameSession.fromRecord(record);
    const drawn = s.scene(snap.viewer, w, h, false);
    s.free();
    const scene = flatRects('table' in drawn ? mod.layout(drawn, w, h, engine) : drawn);
    const ctx = document.createElement('canvas').getContext('2d');
    for (const sh of scene.shapes) {
      if (sh.k === 'text') {
        const words = label(sh.label);
        sh.fit = { words, ...fitText(ctx, sh, words, w) };
      }
      const caption = sh.k === 'card' && sh.face ? captionFit(ctx, sh.face, sh.w, sh.h) : null;
      if (caption) sh.print = { ...caption, least: CAPTION_LEAST };
    }
    const key = (x) => [x.x, x.y, x.w, x.h].map(Math.round).join();
    const painted = snap.hits.filter((x) => !x.world).map(key).join(' ');
    return { width: w, height: h, shapes: scene.shapes, hits: scene.hits, same: painted === scene.hits.map(key).join(' ') };
  });
}

/**
 * What is wrong with a table of text, rectangles and cards (paintedTable): a word shrunk past
 * reading, past its room, out of the box it sits on (the smallest rectangle or card drawn before
 * it under its middle), out of its button or over another word; a card over another; a word over
 * a face it is not printed on; a card's caption cut or shrunk past its print.
 */
export function sceneProblems(table) {
  const out = [];
  if (!table.same) out.push('the scene measured is not the one painted');
  const area = (r) => r.w * r.h;
  const whole = { x: 0, y: 0, w: table.width, h: table.height };
  const texts = [];
  const cards = [];
  table.shapes.forEach((sh, i) => {
    if (sh.k === 'card') cards.push({ ...sh, i });
    if (sh.print) {
      const { lines, size, width, room, least } = sh.print;
      if (width > room + 0.5) out.push(`card ${sh.id}'s "${lines.join(' ')}" runs ${Math.round(width - room)} px past its room on the face`);
      if (size < least) out.push(`card ${sh.id}'s "${lines.join(' ')}" shrinks to ${size} px to fit`);
    }
    if (sh.k !== 'text') return;
    const { words, size, width } = sh.fit;
    const box = textBox(sh);
    if (size < LEAST_PX) out.push(`"${words}" shrinks to ${size} px to fit`);
    if (width > sh.max_w + 0.5) out.push(`"${words}" runs ${Math.round(width - sh.max_w)} px past its room`);
    const mid = { x: box.x + box.w / 2, y: sh.y };
    const under = table.shapes.slice(0, i).filter((o) => (o.k === 'rect' || o.k === 'card') && mid.x >= o.x && mid.x <= o.x + o.w && mid.y >= o.y && mid.y <= o.y + o.h);
    const home = under.reduce((a, b) => (a && area(a) <= area(b) ? a : b), null);
    if (!inside(box, home ?? whole)) out.push(`"${words}" runs out of its ${home ? home.k : 'table'}`);
    // A button's words stay on their button.
    const button = table.hits.find((x) => mid.x > x.x && mid.x < x.x + x.w && mid.y > x.y && mid.y < x.y + x.h);
    if (button && !inside(box, button, 0.5)) out.push(`"${words}" spills out of its button`);
    texts.push({ words, box, home, i });
  });
  for (let a = 0; a < texts.length; a++) {
    for (let b = a + 1; b < texts.length; b++) {
      if (overlap(texts[a].box, texts[b].box, 0.5)) out.push(`"${texts[a].words}" and "${texts[b].words}" overlap`);
    }
  }
  // A card's face is read whole: no card lies over part of another (one laid squarely on another
  // is a pile: Golfie's Hole card over its taker's grid), no word over a face it is not on.
  const pile = (a, b) => ['x', 'y', 'w', 'h'].every((k) => a[k] === b[k]);
  for (let a = 0; a < cards.length; a++) {
    for (let b = a + 1; b < cards.length; b++) {
      if (overlap(cards[a], cards[b]) && !pile(cards[a], cards[b])) out.push(`card ${cards[b].id} covers card ${cards[a].id}`);
    }
  }
  for (const t of texts) {
    for (const c of cards) {
      if (c.face == null || c.i > t.i || !overlap(t.box, c)) continue;
      if (!(t.home && inside(t.home, c, 0.5))) out.push(`"${t.words}" lies over card ${c.id}`);
    }
  }
  return out;
}

/**
 * What is wrong with the page's own lines around the table (the status, its banner, the toolbar's
 * buttons, the stage): out of the page, cut, or over each other.
 */
function pageBoxProblems(page) {
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

/**
 * Words on the page that are cut off or spill out of their box, and words lying across other
 * words: every visible text, line by line as the browser lays it out. With a dialog open over the
 * table, the dialog's words alone (the rest lies under it).
 */
export function pageWordProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const root = document.querySelector('dialog:modal') ?? document.body;
    const hidden = (el) => el.closest('.sr-only, [hidden], dialog:not([open]), #hits') || !el.getClientRects().length;
    const texts = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
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
        // Within every box that clips it, and within the screen unless a box that scrolls holds
        // it (scrolled, it shows the rest).
        let scroller = false;
        for (let a = el; a && a !== document.body; a = a.parentElement) {
          const st = getComputedStyle(a);
          if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
          if (/auto|scroll/.test(st.overflowX + st.overflowY)) {
            scroller = true;
            break;
          }
          const box = a.getBoundingClientRect();
          if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
            out.push(`"${text}" cut off by its box (${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''})`);
            break;
          }
        }
        if (!scroller && (r.left < -0.5 || r.right > W + 0.5 || r.top < -0.5 || r.bottom > H + 0.5)) out.push(`"${text}" off the screen`);
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
    return [...new Set(out)];
  });
}

/**
 * Everything wrong at a glance with the table on screen: its scene's words and cards, the page's
 * lines and words; with `statusRoom`, a status or a banner longer than that many lines (a phone
 * keeps room for two, so the table keeps its size from one move to the next).
 */
async function glanceProblems(page, { statusRoom = 0 } = {}) {
  const out = [...sceneProblems(await paintedTable(page)), ...await pageBoxProblems(page), ...await pageWordProblems(page)];
  if (statusRoom) {
    const lines = await statusLines(page);
    if (lines.main > statusRoom) out.push(`the status takes ${lines.main} lines`);
    if (lines.warn > statusRoom) out.push(`the banner takes ${lines.warn} lines`);
  }
  return out;
}

/**
 * Opens each saved match of `positions` ({name, record (JSON text)}) on a desktop and a phone, in
 * English and in French, one page for each screen and language, and returns what is wrong with
 * each at a glance, every problem named with its position, screen and language. `ready` (a
 * snapshot predicate's source, for waitSnap) says the table is settled; `statusRoom` is
 * glanceProblems'; `look(page, name)`, if given, is called at each position once measured (a
 * screenshot).
 */
export async function glanceAt(t, positions, { ready, statusRoom = 0, look = null }) {
  const problems = [];
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const lang of LANGS) {
      const page = await openPage(t.browser, viewport);
      const url = `${t.server.url}?lang=${lang}`;
      try {
        await page.goto(url);
        for (const { name, record } of positions) {
          // The position as a save the page resumes when it loads.
          await openSaved(page, url, record);
          await waitSnap(page, ready);
          const where = `${name} ${size} ${lang}`;
          for (const p of await glanceProblems(page, { statusRoom })) problems.push(`${where}: ${p}`);
          await look?.(page, `${name}-${size}-${lang}`);
          const errors = page.errors.splice(0);
          if (errors.length) problems.push(`${where}: page errors ${errors.join('; ')}`);
        }
      } finally {
        await page.context().close();
      }
    }
  }
  return problems;
}

/**
 * Everything wrong at a glance with game `game` at `positions` (findPositions': found in the page
 * first), on both screens in both languages (glanceAt, with `options`), each problem named with
 * where it was seen.
 */
export async function glanceGame(game, positions, names, options) {
  const t = await setup(DESKTOP);
  try {
    await t.page.goto(t.server.url);
    await t.page.waitForFunction(() => window.clubhouse.snapshot().screen === 'home');
    const problems = await glanceAt(t, await findPositions(t.page, game, positions, names), options);
    return [...problems, ...t.page.errors.map((e) => `finding the positions: ${e}`)];
  } finally {
    await t.done();
  }
}
