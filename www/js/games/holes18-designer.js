// @ts-check
// 18 Holes' course designer: lay the course tiles on the hex grid by mouse, touch or keyboard,
// add adjustment tiles, number the holes, see each problem as it appears (with its hex marked),
// undo and redo; name and sign the course; keep it in this browser, download it, open it again,
// share it by link, and play it. The engine compiles and reviews every change (designer.rs);
// this file keeps the design, its history and the screen.
import { t, has, errorText } from '../i18n.js';
import * as store from '../store.js';
import { $, gameModule } from '../page.js';
import { loadEngine, guard, EngineError } from '../engine.js';
import { Painter } from '../paint.js';
import { MINE, myCourses, refuseTooBig } from './holes18-courses.js';
import { designScene, drawThumb, hexAt, tileAt, tileCenter, hexCenter } from './holes18-design-scene.js';
/** @import { Words } from '../types' */

const KINDS = ['tee', 'fairway', 'green', 'adjust'];
const HISTORY = 200; // undo steps kept
const MAX_HOLE = 18;
const blank = () => ({ name: '', designer: '', notes: '', layout: { tiles: [], adjustments: [] } });

// The designer's state: the design being laid, its history, its review, what is in hand.
const designer = {
  engine: null,
  palette: null,
  painter: null,
  design: blank(),
  past: [],
  future: [],
  review: null,
  kind: 'tee',
  side: 0, // the face shown in the palette: 0 A, 1 B
  hand: 1, // the large tile in hand (its number), or the adjustment tile in hand
  adjust: 1,
  adjustFace: 'hazard',
  turn: 0,
  cursor: [0, 0], // a tile position, or a hex while laying adjustment tiles
  anchorX: 0, // where Up and Down try to stay
  hooks: null, // {show, back, play}
  wired: false,
};

const adjusting = () => designer.kind === 'adjust';
const tileName = (id, side) => `${id}${side ? 'B' : 'A'}`;
const card = (id) => designer.palette.tiles[id - 1];
const sameAt = (a, b) => a[0] === b[0] && a[1] === b[1];
const tileUnder = (at = designer.cursor) => designer.design.layout.tiles.find((x) => sameAt(x.at, at)) ?? null;
const adjustUnder = (at = designer.cursor) => designer.design.layout.adjustments.find((x) => sameAt(x.at, at)) ?? null;
const usedTiles = () => new Set(designer.design.layout.tiles.map((x) => parseInt(x.tile, 10)));
const usedAdjust = () => new Set(designer.design.layout.adjustments.map((x) => x.tile));

/**
 * Opens the designer. `from`: {design} to edit (a kept course, a link), or nothing for the
 * draft this browser keeps. `hooks`: {show(name), back(), play(courseValue)}.
 */
export async function openDesigner(hooks, from = {}) {
  designer.hooks = hooks;
  designer.engine = await loadEngine('holes18-tools');
  designer.palette ??= JSON.parse(designer.engine.designPalette());
  // The course's art comes with 18 Holes' page code (one copy of it on the site, in that file).
  const { courseArt } = await gameModule('holes18');
  if (!designer.wired) wire(courseArt);
  const draft = readDraft();
  if (from.design) {
    if (draft && JSON.stringify(draft) !== JSON.stringify(from.design)) designer.past = [JSON.stringify(draft)];
    designer.design = from.design;
  } else if (draft) designer.design = draft;
  designer.future = [];
  if (usedTiles().has(designer.hand)) nextInHand();
  designer.cursor = firstTile() ?? [0, 0];
  hooks.show('designer');
  refresh();
  say(from.message ?? '');
  renderScene(true);
  $('#d-canvas').focus();
}

/** A design read from a share link's token; null when the link is damaged. */
export async function designFromToken(token) {
  const text = await store.decodeRecord(token);
  if (text == null) return null;
  const engine = await loadEngine('holes18-tools');
  try {
    guard(() => engine.reviewDesign(text));
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The design to edit from a kept course (a course file), or an EngineError saying why not. */
export async function designFromCourse(file) {
  const engine = await loadEngine('holes18-tools');
  return JSON.parse(guard(() => engine.designFromFile(JSON.stringify(file))));
}

function firstTile() {
  const t0 = designer.design.layout.tiles[0];
  return t0 ? [...t0.at] : null;
}

// ---------- the design and its history ----------

const DRAFT_KEY = 'clubhouse:v1:design-draft';
function readDraft() {
  try {
    const d = JSON.parse(localStorage.getItem(DRAFT_KEY));
    return d && Array.isArray(d.layout?.tiles) ? d : null;
  } catch { return null; }
}
function writeDraft() {
  try { localStorage.setItem(DRAFT_KEY, JSON.stringify(designer.design)); } catch { /* kept for this visit only */ }
}

/** The engine's review of a design; throws the engine's refusal. */
const reviewOf = (design) => JSON.parse(guard(() => designer.engine.reviewDesign(JSON.stringify(design))));

/**
 * Applies a change to a copy of the design and says `message` (words for `say`). A change the
 * tiles cannot make (the engine refuses the layout) is not applied: the reason is said and
 * nothing moves.
 * @param {Words} [message]
 */
function change(edit, message = '') {
  const next = structuredClone(designer.design);
  edit(next);
  const review = reviewOf(next);
  const bad = review.problems.find((p) => p.code === 'design_bad_tiles');
  if (bad && !designer.review?.problems.some((p) => p.code === 'design_bad_tiles')) {
    // The designer's own words for why, where it has them; else the course's sentence.
    say(() => has(`err_designer_${bad.cause}`)
      ? errorText({ code: `designer_${bad.cause}` })
      : t('designer_cannot', { reason: errorText({ code: bad.cause, args: bad.args, message: bad.message }) }));
    return false;
  }
  designer.past.push(JSON.stringify(designer.design));
  if (designer.past.length > HISTORY) designer.past.shift();
  designer.future = [];
  designer.design = next;
  writeDraft();
  refresh(review);
  say(message);
  return true;
}

/** Undo and redo: the design moves from one history stack to the other. */
function travel(from, to, nothingKey, doneKey) {
  if (!from.length) return say(() => t(nothingKey));
  to.push(JSON.stringify(designer.design));
  designer.design = JSON.parse(from.pop());
  writeDraft();
  refresh();
  say(() => t(doneKey));
}

const undo = () => travel(designer.past, designer.future, 'designer_nothing_undo', 'designer_undone');
const redo = () => travel(designer.future, designer.past, 'designer_nothing_redo', 'designer_redone');

// ---------- laying tiles ----------

/** Hole numbers for a tile just laid: a tee takes the first hole without a tee; each green the
 * first hole that has a tee and no green yet. The designer changes them with + and −. */
function numbersFor(kind, greens) {
  const tiles = designer.design.layout.tiles;
  const teeHoles = new Set(tiles.map((x) => x.hole).filter(Boolean));
  if (kind === 'tee') {
    for (let n = 1; n <= MAX_HOLE; n++) if (!teeHoles.has(n)) return { hole: n };
    return { hole: MAX_HOLE };
  }
  if (kind !== 'green') return {};
  const greenHoles = new Set(tiles.flatMap((x) => x.greens ?? []));
  const want = [...teeHoles].filter((n) => !greenHoles.has(n)).sort((a, b) => a - b);
  return { greens: Array.from({ length: greens }, (_, i) => want[i] ?? 0) };
}

function layTile() {
  if (tileUnder()) return say(describeCursor);
  const tile = designer.hand;
  if (usedTiles().has(tile)) return say(() => t('designer_tile_used', { tile }));
  const c = card(tile);
  const placed = { tile: tileName(designer.hand, designer.side), at: [...designer.cursor], ...(designer.turn ? { turn: designer.turn } : {}), ...numbersFor(c.kind, c.faces[designer.side].greens) };
  if (change((d) => d.layout.tiles.push(placed), () => t('designer_laid', { tile: placed.tile, kind: t(`designer_kind_${c.kind}`) }))) {
    nextInHand();
    renderPalette();
  }
}

function layAdjustment() {
  if (adjustUnder()) return say(describeCursor);
  const tile = designer.adjust;
  if (usedAdjust().has(tile)) return say(() => t('designer_tile_used', { tile }));
  const a = { tile, face: designer.adjustFace, at: [...designer.cursor] };
  if (change((d) => d.layout.adjustments.push(a), () => t('designer_adjust_laid', { tile }))) {
    nextAdjustInHand();
    renderPalette();
  }
}

/** The first adjustment tile not yet laid, in hand in place of one that is. */
function nextAdjustInHand() {
  const used = usedAdjust();
  if (!used.has(designer.adjust)) return;
  for (let i = 1; i <= designer.palette.adjustments.length; i++) if (!used.has(i)) { designer.adjust = i; break; }
}

/** The next unused tile of the kind in hand (the stack goes on). */
function nextInHand(step = 1) {
  const used = usedTiles();
  const ids = designer.palette.tiles.filter((c) => c.kind === designer.kind).map((c) => c.id);
  const at = Math.max(0, ids.indexOf(designer.hand));
  for (let i = 1; i <= ids.length; i++) {
    const id = ids[(at + step * i + ids.length * i) % ids.length];
    if (!used.has(id)) { designer.hand = id; return; }
  }
}

function rotate(by) {
  const placed = adjusting() ? null : tileUnder();
  if (placed) {
    const turn = ((placed.turn ?? 0) + by + 6) % 6;
    change((d) => { d.layout.tiles.find((x) => sameAt(x.at, placed.at)).turn = turn; }, () => t('designer_turned', { deg: turn * 60 }));
  } else {
    designer.turn = (designer.turn + by + 6) % 6;
    refresh();
    const deg = designer.turn * 60;
    say(() => t('designer_hand_turned', { deg }));
  }
}

function flip() {
  if (adjusting()) {
    const a = adjustUnder();
    if (a) return change((d) => { const x = d.layout.adjustments.find((y) => sameAt(y.at, a.at)); x.face = x.face === 'hazard' ? 'rough' : 'hazard'; }, () => t('designer_flipped'));
    designer.adjustFace = designer.adjustFace === 'hazard' ? 'rough' : 'hazard';
    renderPalette();
    return refresh();
  }
  const placed = tileUnder();
  if (placed) {
    const id = parseInt(placed.tile, 10);
    const side = placed.tile.endsWith('A') ? 1 : 0;
    const greens = card(id).faces[side].greens;
    return change((d) => {
      const x = d.layout.tiles.find((y) => sameAt(y.at, placed.at));
      x.tile = tileName(id, side);
      if (x.greens) x.greens = Array.from({ length: greens }, (_, i) => x.greens[i] ?? 0);
    }, () => t('designer_flipped'));
  }
  designer.side = 1 - designer.side;
  $('#d-face').value = String(designer.side);
  renderPalette();
  refresh();
}

function remove() {
  if (adjusting()) {
    const a = adjustUnder();
    if (a) change((d) => { d.layout.adjustments = d.layout.adjustments.filter((x) => !sameAt(x.at, a.at)); }, () => t('designer_removed'));
  } else if (tileUnder()) {
    change((d) => { d.layout.tiles = d.layout.tiles.filter((x) => !sameAt(x.at, designer.cursor)); }, () => t('designer_removed'));
  }
  renderPalette();
}

/** Sets hole number `n` on the tile under the cursor: its tee, or its green number `which`. */
function setNumber(which, n) {
  const placed = tileUnder();
  if (!placed) return;
  n = Math.max(placed.hole ? 1 : 0, Math.min(MAX_HOLE, n));
  change((d) => {
    const x = d.layout.tiles.find((y) => sameAt(y.at, placed.at));
    if (x.hole) x.hole = n;
    else if (x.greens) x.greens[which] = n;
  }, () => (n ? t('designer_numbered', { n }) : t('designer_unnumbered')));
}

function bumpNumber(by) {
  const placed = tileUnder();
  if (placed?.hole) setNumber(0, placed.hole + by);
  else if (placed?.greens?.length) setNumber(0, placed.greens[0] + by);
}

// ---------- the cursor ----------

function moveCursor(key) {
  const [q, r] = designer.cursor;
  const center = adjusting() ? hexCenter : tileCenter;
  let next;
  if (key === 'ArrowLeft') next = [q - 1, r];
  else if (key === 'ArrowRight') next = [q + 1, r];
  else {
    // Up and Down go to whichever of the two positions above (below) stays nearest the column.
    const options = key === 'ArrowUp' ? [[q, r - 1], [q + 1, r - 1]] : [[q - 1, r + 1], [q, r + 1]];
    next = options.reduce((a, b) => (Math.abs(center(...a)[0] - designer.anchorX) <= Math.abs(center(...b)[0] - designer.anchorX) ? a : b));
  }
  designer.cursor = next;
  if (key === 'ArrowLeft' || key === 'ArrowRight') designer.anchorX = center(...next)[0];
  refresh();
  designer.painter.camera.reveal(cursorRect());
  $('#d-cursor').textContent = describeCursor();
}

function cursorRect() {
  const [x, y] = (adjusting() ? hexCenter : tileCenter)(...designer.cursor);
  const s = adjusting() ? 22 : 62;
  return { x: x - s, y: y - s, w: 2 * s, h: 2 * s };
}

/** In words: what lies under the cursor, or what Enter would lay there. */
function describeCursor() {
  const [q, r] = designer.cursor;
  if (adjusting()) {
    const a = adjustUnder();
    const cell = designer.review?.cells.find((c) => c[0] === q && c[1] === r);
    if (a) return t('designer_at_adjust', { q, r, tile: a.tile, face: t(`designer_face_${a.face}`) });
    return cell ? t('designer_at_hex', { q, r, terrain: t(`designer_terrain_${cell[2]}`) }) : t('designer_at_off', { q, r });
  }
  const placed = tileUnder();
  if (!placed) return t('designer_at_empty', { q, r, tile: tileName(designer.hand, designer.side), deg: designer.turn * 60 });
  const c = card(parseInt(placed.tile, 10));
  const numbers = placed.hole ? t('designer_hole_n', { n: placed.hole }) : (placed.greens ?? []).filter(Boolean).map((n) => t('designer_green_n', { n })).join(', ');
  return t('designer_at_tile', { q, r, tile: placed.tile, kind: t(`designer_kind_${c.kind}`), deg: (placed.turn ?? 0) * 60, numbers });
}

// ---------- drawing ----------

function refresh(review) {
  try {
    designer.review = review ?? reviewOf(designer.design);
  } catch (e) {
    // A design this page did not write (a damaged draft): start again, keeping it for undo.
    designer.past.push(JSON.stringify(designer.design));
    designer.design = blank();
    designer.review = reviewOf(designer.design);
    say(() => errorText(e));
  }
  renderScene();
  renderProblems();
  renderSelected();
  renderHistory();
  renderPalette();
}

/** Draws the board. The camera stays where the person left it (keys pan it along with the
 * cursor); `frame` shows the whole course again, as on opening and with the home button. */
function renderScene(frame = false) {
  const stage = $('#d-stage');
  const w = stage.clientWidth || 320, h = stage.clientHeight || 320;
  designer.painter.resize(w, h);
  let ghost = null;
  if (!adjusting() && !tileUnder() && !usedTiles().has(designer.hand)) {
    ghost = JSON.parse(guard(() => designer.engine.designFootprint(tileName(designer.hand, designer.side), designer.cursor[0], designer.cursor[1], designer.turn)));
  } else if (adjusting() && !adjustUnder()) {
    ghost = [[...designer.cursor, designer.adjustFace === 'hazard' ? designer.palette.adjustments[designer.adjust - 1] : 'r']];
  }
  const scene = designScene({ review: designer.review, places: designer.palette.places, layout: designer.design.layout, cursor: designer.cursor, mode: adjusting() ? 'adjust' : 'tiles', ghost, size: [w, h] });
  if (designer.painter.camera.view && !frame) {
    // The painter frames its focus again when it is off screen: the focus is where it looks now.
    const [x, y] = designer.painter.camera.toWorld(w / 2, h / 2);
    scene.world.focus = { x: x - 1, y: y - 1, w: 2, h: 2 };
  }
  designer.painter.show(scene);
  if (frame) designer.painter.camera.frame();
}

function renderProblems() {
  const list = $('#d-problems');
  const problems = designer.review.problems;
  list.replaceChildren(...problems.map((p) => {
    const li = document.createElement('li');
    // The designer's own words for a problem, else the course's refusal of that code (or of
    // the tiles' refusal behind it), with its particulars.
    const args = { hole: p.hole, ...p.args };
    const text = has(`err_designer_${p.code}`)
      ? errorText({ code: `designer_${p.code}`, args })
      : errorText({ code: p.cause ?? p.code, args, message: p.message });
    if (p.at) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'link';
      b.textContent = text;
      b.addEventListener('click', () => goToProblem(p));
      li.append(b);
    } else li.textContent = text;
    return li;
  }));
  const ok = !problems.length;
  const holes = designer.review.holes;
  $('#d-verdict').textContent = ok
    ? t('designer_ready', { holes: holes.length, par: holes.reduce((s, h) => s + h.par, 0) })
    : t('designer_problems', { n: problems.length });
  $('#d-verdict').className = ok ? 'ok' : 'warn';
  for (const id of ['#d-save', '#d-download', '#d-play']) $(id).disabled = !ok;
}

/** A problem's hex, brought to the cursor (the tile that holds it). */
function goToProblem(p) {
  if (!adjusting()) {
    const [x, y] = hexCenter(...p.at);
    designer.cursor = tileAt(x, y);
  } else designer.cursor = [...p.at];
  refresh();
  designer.painter.camera.reveal(cursorRect());
  $('#d-canvas').focus();
  $('#d-cursor').textContent = describeCursor();
}

/** The tile under the cursor: its numbers, as lists a person can change. */
function renderSelected() {
  const box = $('#d-selected');
  const placed = adjusting() ? null : tileUnder();
  box.replaceChildren();
  $('#d-cursor').textContent = describeCursor();
  for (const id of ['#d-remove']) $(id).disabled = adjusting() ? !adjustUnder() : !placed;
  if (!placed || (!placed.hole && !placed.greens?.length)) return;
  const numbers = placed.hole ? [placed.hole] : placed.greens;
  numbers.forEach((n, i) => {
    const label = document.createElement('label');
    label.className = 'stack';
    const span = document.createElement('span');
    span.textContent = placed.hole ? t('designer_tee_of') : t('designer_green_of', { n: i + 1 });
    const select = document.createElement('select');
    for (let k = placed.hole ? 1 : 0; k <= MAX_HOLE; k++) {
      const o = document.createElement('option');
      o.value = String(k);
      o.textContent = k ? String(k) : t('designer_no_hole');
      o.selected = k === n;
      select.append(o);
    }
    select.addEventListener('change', () => setNumber(i, Number(select.value)));
    label.append(span, select);
    box.append(label);
  });
}

function renderHistory() {
  $('#d-undo').disabled = !designer.past.length;
  $('#d-redo').disabled = !designer.future.length;
  $('#d-name').value = designer.design.name;
  $('#d-signed').value = designer.design.designer;
}

/** The tiles of the kind shown, each face's picture, used ones greyed. */
function renderPalette() {
  const list = $('#d-tiles');
  $('#d-kind').value = designer.kind;
  $('#d-face').value = String(designer.side);
  $('#d-face-field').hidden = adjusting();
  $('#d-adjust-face-field').hidden = !adjusting();
  $('#d-adjust-face').value = designer.adjustFace;
  const items = adjusting()
    ? designer.palette.adjustments.map((letter, i) => ({ id: i + 1, used: usedAdjust().has(i + 1), text: t('designer_adjust_item', { n: i + 1, hazard: t(`designer_terrain_${letter}`) }), map: null }))
    : designer.palette.tiles.filter((c) => c.kind === designer.kind).map((c) => {
      const f = c.faces[designer.side];
      const text = t(`designer_item_${c.kind}`, { tile: tileName(c.id, designer.side), par: f.par, stars: '★'.repeat(f.stars), greens: f.greens });
      return { id: c.id, used: usedTiles().has(c.id), text, map: f.map };
    });
  const inHand = adjusting() ? designer.adjust : designer.hand;
  list.replaceChildren(...items.map((it) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'tile-pick';
    b.disabled = it.used;
    b.setAttribute('aria-pressed', String(it.id === inHand));
    if (it.map) {
      const c = document.createElement('canvas');
      c.setAttribute('aria-hidden', 'true');
      drawThumb(c, designer.palette.places, it.map, 48);
      b.append(c);
    }
    const s = document.createElement('span');
    s.textContent = it.text;
    b.append(s);
    b.addEventListener('click', () => {
      if (adjusting()) designer.adjust = it.id;
      else designer.hand = it.id;
      refresh();
      say(() => t('designer_in_hand', { tile: it.text }));
      $('#d-canvas').focus();
    });
    li.append(b);
    return li;
  }));
}

/** Says `words` on the status line: fixed text, or a function that words it in the page's
 * language, so that a language change says it again in the new one.
 * @param {Words} words */
function say(words) {
  designer.said = words;
  $('#d-status').textContent = typeof words === 'function' ? words() : words;
}

// ---------- keeping, files, links, play ----------

function keep() {
  const file = designer.review.file;
  if (!file) return null;
  const list = myCourses().filter((c) => c.name !== file.name);
  if (!store.saveCourses([...list, file])) {
    say(() => errorText(new EngineError('storage_full', '')));
    return null;
  }
  return MINE + file.name;
}

function download() {
  const file = designer.review.file;
  if (!file) return;
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${file.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'course'}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  say(() => t('designer_downloaded', { file: a.download }));
}

async function openFile(file) {
  try {
    refuseTooBig(file);
    const text = await file.text();
    const design = JSON.parse(guard(() => designer.engine.designFromFile(text)));
    change((d) => Object.assign(d, design), () => t('designer_opened', { name: design.name }));
    designer.cursor = firstTile() ?? [0, 0];
    refresh();
    renderScene(true);
  } catch (e) {
    say(() => t('course_file_bad', { file: file.name, reason: errorText(e) }));
  }
}

async function share() {
  const url = new URL(location.href);
  url.search = '';
  url.hash = `course=${await store.encodeRecord(JSON.stringify(designer.design))}`;
  $('#d-link').value = url.href;
  $('#d-link-box').hidden = false;
  try {
    await navigator.clipboard.writeText(url.href);
    say(() => t('share_copied'));
  } catch {
    say(() => t('designer_link_ready'));
  }
  $('#d-link').select();
}

// ---------- input ----------

function onKey(ev) {
  if (ev.target.closest('input, select, textarea')) return;
  const ctrl = ev.ctrlKey || ev.metaKey;
  const k = ev.key;
  if (ctrl && (k === 'z' || k === 'Z')) return stop(ev, ev.shiftKey ? redo : undo);
  if (ctrl && (k === 'y' || k === 'Y')) return stop(ev, redo);
  if (ev.target.id !== 'd-canvas' || ctrl || ev.altKey) return;
  if (k.startsWith('Arrow')) return stop(ev, () => moveCursor(k));
  if (k === 'Enter' || k === ' ') return stop(ev, adjusting() ? layAdjustment : layTile);
  if (k === 'r') return stop(ev, () => rotate(1));
  if (k === 'R') return stop(ev, () => rotate(-1));
  if (k === 'f' || k === 'F') return stop(ev, flip);
  if (k === 'Delete' || k === 'Backspace') return stop(ev, remove);
  if (k === '+' || k === '=') return stop(ev, () => bumpNumber(1));
  if (k === '-') return stop(ev, () => bumpNumber(-1));
  if (k === ']' || k === '[') {
    return stop(ev, () => {
      if (adjusting()) designer.adjust = ((designer.adjust - 1 + (k === ']' ? 1 : -1) + 21) % 21) + 1;
      else nextInHand(k === ']' ? 1 : -1);
      refresh();
    });
  }
  if (k === 'a' || k === 'A') return stop(ev, () => setKind(adjusting() ? 'tee' : 'adjust'));
  if (['1', '2', '3', '4'].includes(k)) return stop(ev, () => setKind(KINDS[Number(k) - 1]));
  if (k === '0') return stop(ev, () => renderScene(true));
}

function stop(ev, fn) {
  ev.preventDefault();
  fn();
}

function setKind(kind) {
  const was = adjusting();
  designer.kind = KINDS.includes(kind) ? kind : 'tee';
  if (was !== adjusting()) {
    // The cursor keeps its place: a tile position becomes its centre hex, and back.
    const [x, y] = (was ? hexCenter : tileCenter)(...designer.cursor);
    designer.cursor = adjusting() ? hexAt(x, y) : tileAt(x, y);
  }
  if (!adjusting()) {
    const c = card(designer.hand);
    if (c.kind !== designer.kind) designer.hand = designer.palette.tiles.find((x) => x.kind === designer.kind).id;
    if (usedTiles().has(designer.hand)) nextInHand();
  } else nextAdjustInHand();
  refresh();
}

/** Pointer: a tap or click lays the tile in hand (or picks the tile there); a drag pans. */
function wirePointer(canvas) {
  let down = null;
  const at = (ev) => {
    const r = canvas.getBoundingClientRect();
    const [x, y] = designer.painter.camera.toWorld(ev.clientX - r.left, ev.clientY - r.top);
    return adjusting() ? hexAt(x, y) : tileAt(x, y);
  };
  canvas.addEventListener('pointerdown', (ev) => {
    down = { x: ev.clientX, y: ev.clientY, panned: false };
    canvas.setPointerCapture?.(ev.pointerId);
  });
  canvas.addEventListener('pointermove', (ev) => {
    if (down) {
      const dx = ev.clientX - down.x, dy = ev.clientY - down.y;
      if (down.panned || Math.hypot(dx, dy) > 6) {
        down.panned = true;
        designer.painter.camera.panBy(dx, dy);
        down.x = ev.clientX;
        down.y = ev.clientY;
      }
      return;
    }
    if (ev.pointerType !== 'mouse') return;
    const pos = at(ev);
    if (!sameAt(pos, designer.cursor)) {
      designer.cursor = pos;
      renderScene();
      renderSelected();
    }
  });
  canvas.addEventListener('pointerup', (ev) => {
    const was = down;
    down = null;
    if (!was || was.panned) return;
    designer.cursor = at(ev);
    designer.anchorX = (adjusting() ? hexCenter : tileCenter)(...designer.cursor)[0];
    canvas.focus();
    const taken = adjusting() ? adjustUnder() : tileUnder();
    if (taken) {
      refresh();
      say(describeCursor);
    } else if (adjusting()) layAdjustment();
    else layTile();
  });
  canvas.addEventListener('pointercancel', () => { down = null; });
  canvas.addEventListener('wheel', (ev) => {
    ev.preventDefault();
    const r = canvas.getBoundingClientRect();
    designer.painter.camera.zoomBy(ev.deltaY < 0 ? 1.15 : 1 / 1.15, ev.clientX - r.left, ev.clientY - r.top);
  }, { passive: false });
}

function wire(courseArt) {
  designer.wired = true;
  const canvas = $('#d-canvas');
  designer.painter = new Painter(canvas, (l) => l.text ?? t(l.key ?? '', Object.fromEntries(l.args ?? [])));
  designer.painter.course = courseArt;
  wirePointer(canvas);
  document.addEventListener('keydown', (ev) => { if (!$('#screen-designer').hidden) onKey(ev); });
  new ResizeObserver(() => { if (!$('#screen-designer').hidden && designer.review) renderScene(); }).observe($('#d-stage'));
  $('#d-kind').addEventListener('change', (ev) => setKind(ev.target.value));
  $('#d-face').addEventListener('change', (ev) => { designer.side = Number(ev.target.value); refresh(); });
  $('#d-adjust-face').addEventListener('change', (ev) => { designer.adjustFace = ev.target.value; refresh(); });
  $('#d-undo').addEventListener('click', undo);
  $('#d-redo').addEventListener('click', redo);
  $('#d-rotate').addEventListener('click', () => rotate(1));
  $('#d-flip').addEventListener('click', flip);
  $('#d-remove').addEventListener('click', remove);
  $('#d-zoom-in').addEventListener('click', () => designer.painter.camera.zoomBy(1.25));
  $('#d-zoom-out').addEventListener('click', () => designer.painter.camera.zoomBy(0.8));
  $('#d-zoom-reset').addEventListener('click', () => renderScene(true));
  for (const [id, field] of [['#d-name', 'name'], ['#d-signed', 'designer']]) {
    $(id).addEventListener('change', (ev) => {
      const value = ev.target.value.slice(0, 60);
      if (value !== designer.design[field]) change((d) => { d[field] = value; });
    });
  }
  $('#d-save').addEventListener('click', () => {
    $('#d-name').dispatchEvent(new Event('change'));
    if (keep()) {
      const { name } = designer.review.file;
      say(() => t('designer_saved', { name }));
    }
  });
  $('#d-download').addEventListener('click', download);
  $('#d-open').addEventListener('click', () => $('#d-file').click());
  $('#d-file').addEventListener('change', (ev) => {
    const file = ev.target.files?.[0];
    ev.target.value = '';
    if (file) openFile(file);
  });
  $('#d-share').addEventListener('click', share);
  $('#d-new').addEventListener('click', () => {
    change((d) => Object.assign(d, blank()), () => t('designer_cleared'));
    designer.cursor = [0, 0];
    refresh();
    renderScene(true);
  });
  $('#d-play').addEventListener('click', () => {
    const value = keep();
    if (value) designer.hooks.play(value);
  });
  $('#d-back').addEventListener('click', () => designer.hooks.back());
}

/** What the designer shows, for automated browser tests: the design, its problems, and where
 * on the canvas (CSS pixels from its top-left) the free tile places and the course's hexes are. */
export function designerSnapshot() {
  if (!designer.review) return null;
  const onCanvas = ([x, y]) => {
    const o = designer.painter.camera.toScreen({ x, y, w: 0, h: 0 });
    return { x: Math.round(o.x), y: Math.round(o.y) };
  };
  const tiles = designer.design.layout.tiles;
  const free = [];
  for (const at of tiles.length ? tiles.map((x) => x.at) : [[-1, 0]]) {
    for (const [dq, dr] of [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]) {
      const q = at[0] + dq, r = at[1] + dr;
      if (!tileUnder([q, r]) && !free.some((f) => sameAt(f.at, [q, r]))) free.push({ at: [q, r], ...onCanvas(tileCenter(q, r)) });
    }
  }
  return {
    design: designer.design,
    kind: designer.kind,
    hand: adjusting() ? designer.adjust : designer.hand,
    turn: designer.turn,
    cursor: designer.cursor,
    problems: designer.review.problems.map(({ code, hole, at }) => ({ code, hole, at })),
    ready: Boolean(designer.review.file),
    undo: designer.past.length,
    redo: designer.future.length,
    free,
    placed: tiles.map((x) => ({ at: x.at, tile: x.tile, ...onCanvas(tileCenter(...x.at)) })),
    cells: designer.review.cells.map(([q, r, c]) => ({ at: [q, r], c, ...onCanvas(hexCenter(q, r)) })),
  };
}

/** Words again after a language change. */
export function relabelDesigner() {
  if (designer.review && !$('#screen-designer').hidden) {
    refresh(designer.review);
    say(designer.said ?? '');
  }
}
