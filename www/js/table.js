// @ts-check
// The table: the match being played, its scene and moves (on the canvas and as a list of
// buttons), the bots' turns, the round and final dialogs, undo, share and playing again.
// The engine decides everything; this file only asks it what to show and passes moves back.
import { Game } from './engine.js';
import { CATALOG } from './catalog.js';
import { t, label, num, setNames, setGameLabel, playerName, errorText } from './i18n.js';
import { Painter } from './paint.js';
import { renderSheet } from './scores.js';
import { passDevice } from './pass.js';
import * as store from './store.js';
import { $, LEVELS, MODULES, gameModule, closeDialogs, markFrame, isMarked } from './page.js';
import { reportStart, reportProgress } from './host.js';
import { wireInput, hitAt, onScreen } from './input.js';
/** @import { PageCode } from './games/common.js' */

// Pause before each bot move: relaxed is slow enough to follow every move, quick for long games.
const BOT_MS = { relaxed: 450, quick: 120 };
const ROUND_PAUSE_MS = 2500; // bots-only tables: time to read the round scores

const T = {
  game: /** @type {Game} */ (null),
  mod: /** @type {PageCode} */ (null), // the game's page code
  meta: null, // {names, seats: [{kind, level}], pace}
  viewer: -1,
  lastHuman: null,
  hits: [],
  timer: 0,
  turn: 0, // counts bot turns: a bot still thinking when it changes drops its move
  thinking: false, // a bot's move is being worked out
  prevEvents: [],
  roundShown: 0,
  finalShown: false,
  keyboard: false, // the last move came from the keyboard: keep focus on the moves
  hintAt: -1, // the move count the hint on show was asked at
  pointer: null, // where the mouse rests on the table, for the hover ring
};
let painter = null;
// What the table asks of the page around it (wireTable).
let app = null;
let loads = 0;

/**
 * Waits for a game from the engine (its module may still be downloading): the game, or null when
 * the engine refused (the error is shown) or the player went to another screen meanwhile.
 */
async function arrive(pending, fromSave = false) {
  const at = app.changes();
  loads++;
  $('#main').setAttribute('aria-busy', 'true');
  let game = null;
  try {
    game = await pending;
  } catch (e) {
    if (at === app.changes()) app.showError(e, fromSave);
  } finally {
    if (--loads === 0) $('#main').removeAttribute('aria-busy');
  }
  if (game && at !== app.changes()) {
    game.free();
    return null;
  }
  return game;
}

export async function startMatch(id, seats, config, pace = 'relaxed') {
  const game = await arrive(gameModule(id).then(() => Game.create(id, config)));
  if (!game) return;
  try {
    game.setMeta({ names: seats.map((s) => s.name), seats: seats.map((s) => ({ kind: s.kind, level: s.level })), pace });
  } catch (e) {
    game.free();
    return app.showError(e);
  }
  T.game?.free();
  T.game = game;
  enterTable();
}

// ---------- loading saves and links ----------

/** Meta comes from saves and links, so every field is checked before use. */
function cleanMeta(meta, n) {
  const m = meta && typeof meta === 'object' ? meta : {};
  const names = Array.isArray(m.names) ? m.names : [];
  const seats = Array.isArray(m.seats) ? m.seats : [];
  return {
    names: Array.from({ length: n }, (_, i) => (typeof names[i] === 'string' && names[i].trim() ? names[i].slice(0, 24) : t('player_n', { n: i + 1 }))),
    seats: Array.from({ length: n }, (_, i) => ({
      kind: seats[i]?.kind === 'bot' ? 'bot' : 'human',
      level: LEVELS.includes(seats[i]?.level) ? seats[i].level : 'normal',
    })),
    pace: m.pace === 'quick' ? 'quick' : 'relaxed',
  };
}

export async function openRecord(text, fromSave = false) {
  if (typeof text !== 'string' || !text) return app.showError({ code: 'record_malformed' }, fromSave);
  const game = await arrive(Game.fromRecord(text), fromSave);
  if (!game) return;
  try {
    await gameModule(game.id);
  } catch (e) {
    game.free();
    return app.showError(e, fromSave);
  }
  T.game?.free();
  T.game = game;
  enterTable();
}

// ---------- the table ----------

const isBot = (seat) => T.meta.seats[seat]?.kind === 'bot';
const humans = () => T.meta.seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);

function enterTable() {
  const game = T.game;
  T.mod = MODULES[game.id];
  T.mod.open?.(game.engine);
  let meta = null;
  try { meta = game.recordValue().meta; } catch { /* rebuilt below */ }
  T.meta = cleanMeta(meta, game.seats);
  game.setMeta(T.meta);
  setNames(T.meta.names);
  setGameLabel(T.mod.label);
  T.viewer = -1;
  T.lastHuman = null;
  T.prevEvents = [];
  const pause = game.view(-1).pause;
  T.roundShown = pause.done - (pause.open ? 1 : 0); // a save made at a pause shows it again
  T.finalShown = false;
  T.keyboard = false;
  reportStart(game, T.meta);
  document.body.dataset.game = game.id; // per-game layout touches in the stylesheet
  renderLegend();
  $('#table-title').textContent = t(`game_${game.id}`);
  $('#status-error').hidden = true;
  $('#share-box').hidden = true;
  $('#announcer').replaceChildren();
  app.show('table');
  resizeCanvas();
  update([]);
}

/** Which seat the screen shows: the person to move, else the last person, else a spectator. */
function chooseViewer(toMove) {
  const people = humans();
  if (!people.length) return -1;
  const moving = toMove.filter((s) => !isBot(s));
  if (moving.includes(T.viewer)) return T.viewer;
  if (moving.length) return moving[0];
  return T.lastHuman ?? people[0];
}

export async function update(events) {
  const game = T.game;
  if (!game || app.screen() !== 'table') return;
  const pub = game.view(-1);
  const viewer = chooseViewer(pub.to_move);
  const needsPass = CATALOG.find((g) => g.id === game.id)?.privacy === true;
  if (needsPass && viewer >= 0 && viewer !== T.viewer && humans().length > 1) {
    T.viewer = -1;
    paint([]); // hide the previous person's cards behind the overlay
    forgetHint(); // and the hint, which named a move of their hand
    await passDevice(playerName(viewer));
  }
  T.viewer = viewer;
  if (viewer >= 0) T.lastHuman = viewer;
  const view = game.view(viewer);
  renderStatus(view);
  paint(events);
  renderScores($('#scores'), view);
  renderUndo();
  renderHint();
  store.saveMatch(game.record());
  reportProgress(game, T.meta);
  roundDialogs(view);
  schedule(view);
}

function renderStatus(view) {
  const { main, warn, info = '' } = T.mod.status(view, T.viewer, isBot);
  $('#status-info').textContent = info;
  $('#status-info').hidden = !info;
  $('#status-main').textContent = main;
  $('#status-warn').textContent = warn;
  $('#status-warn').hidden = !warn;
}

function flashError(err) {
  const box = $('#status-error');
  box.textContent = t('refused', { reason: errorText(err) });
  box.hidden = false;
}

function stageSize() {
  const r = $('#stage').getBoundingClientRect();
  return { w: Math.max(200, Math.floor(r.width)), h: Math.max(200, Math.floor(r.height)) };
}

function resizeCanvas() {
  const { w, h } = stageSize();
  painter.resize(w, h);
}

/** Asks the engine for the scene (with the step's events, for animation) and paints it. */
function paint(events) {
  if (!T.game) return;
  const { w, h } = stageSize();
  const scene = T.game.scene(T.viewer, w, h, events, T.mod.layout);
  painter.emblem = T.mod.emblem ?? null;
  painter.show(scene, T.mod.glyphs?.(scene.hits) ?? []);
  // A course (18 Holes) brings hits in its own panned and zoomed coordinates.
  T.hits = [...scene.hits, ...(scene.world?.hits ?? []).map((h) => ({ ...h, world: true }))];
  $('#zoom').hidden = !scene.world;
  // The mouse may now rest on a different move (or none): keep the hover ring honest.
  const hover = T.pointer && hitAt(painter, T.hits, T.pointer);
  painter.setHover(hover ?? null);
  $('#table').style.cursor = hover ? 'pointer' : '';
  buildHits();
  // Playable: the person's moves are ready, or a bot is to move (its paced turn is the game's wait).
  if (!isMarked('clubhouse:first-frame') && (T.hits.length || T.game.toMove().some(isBot))) {
    markFrame('clubhouse:first-frame');
  }
}

/** Mirrors every hit region as a visually hidden button so keyboards and screen readers can play. */
function buildHits() {
  const list = $('#hits');
  const active = document.activeElement;
  const hadFocus = list.contains(active);
  const focusedAction = list.contains(active) ? /** @type {HTMLElement} */ (active).dataset.action : null;
  list.replaceChildren();
  painter.setFocus(null);
  list.setAttribute('aria-label', t('moves'));
  for (const h of T.hits) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label(h.label);
    b.dataset.action = JSON.stringify(h.action);
    Object.assign(b.dataset, { x: h.x, y: h.y, w: h.w, h: h.h });
    if (h.key) {
      b.dataset.key = h.key;
      b.setAttribute('aria-keyshortcuts', h.key);
    }
    b.addEventListener('click', () => { T.keyboard = b.matches(':focus-visible') || T.keyboard; humanAct(h.action); });
    const index = T.hits.indexOf(h);
    b.addEventListener('focus', () => {
      if (h.world) painter.reveal(h);
      painter.setFocus(h);
      painter.setPreview(index);
    });
    b.addEventListener('blur', () => {
      painter.setFocus(null);
      painter.setPreview(null);
    });
    li.append(b);
    list.append(li);
  }
  // Keep keyboard players in the play area: same move if still offered, else the first one.
  if (hadFocus || T.keyboard) {
    const buttons = [...list.querySelectorAll('button')];
    const target = buttons.find((b) => b.dataset.action === focusedAction) ?? buttons[0];
    if (target && !document.querySelector('dialog[open]')) target.focus();
    else if (!target && hadFocus) $('#table').focus(); // nothing to do now: park on the table
  }
}

/** A hit whose action is `{choose: [{action, label}...]}` offers several moves: list them. */
function openChoices(hit) {
  const list = $('#choice-list');
  list.replaceChildren();
  $('#choice-title').textContent = label(hit.label);
  for (const c of hit.action.choose) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'choice-btn';
    b.textContent = label(c.label);
    b.dataset.action = JSON.stringify(c.action);
    b.addEventListener('click', () => {
      closeChoices();
      humanAct(c.action);
    });
    li.append(b);
    list.append(li);
  }
  $('#choice-dialog').showModal();
  list.querySelector('button')?.focus();
}

/**
 * Closes the shot menu and forgets its moves at once. They name clubs of a secret hand, and the
 * dialog's own close event comes a frame later, when a pass screen may already be up.
 */
function closeChoices() {
  $('#choice-dialog').close();
  $('#choice-list').replaceChildren();
}

function humanAct(action) {
  if (T.viewer < 0 || !T.game) return;
  if (action?.choose) {
    const hit = T.hits.find((h) => h.action === action);
    if (hit) openChoices(hit);
    return;
  }
  let events;
  try {
    events = T.game.act(T.viewer, action);
  } catch (e) {
    flashError(e);
    return;
  }
  afterAct(events);
}

function afterAct(events) {
  $('#status-error').hidden = true;
  $('#share-box').hidden = true;
  announce(T.mod.narrate(events, T.prevEvents, T.game.view(-1)));
  T.prevEvents = events;
  update(events);
}

/** Reads lines out to screen readers; `secret` lines (a hint) name a move of the hand on screen. */
function announce(lines, { secret = false } = {}) {
  const box = $('#announcer');
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    if (secret) p.dataset.secret = '';
    box.append(p);
  }
  while (box.childElementCount > 6) box.firstElementChild.remove();
}

// ---------- hint ----------

/** The seat a hint is for: the person on screen, when it is their move. */
function hintSeat() {
  if (!T.game || T.game.over || T.viewer < 0 || isBot(T.viewer)) return -1;
  return T.game.toMove().includes(T.viewer) ? T.viewer : -1;
}

/** Before the device passes: the hint leaves its box and what screen readers were given. */
function forgetHint() {
  renderHint();
  for (const p of $('#announcer').querySelectorAll('[data-secret]')) p.remove();
}

/** A hint holds for the position it was asked in: every change of the table takes it away. */
function renderHint() {
  T.hintAt = -1;
  $('#hint').hidden = hintSeat() < 0;
  $('#hint-text').hidden = true;
  $('#hint-text').replaceChildren();
}

/** The move as the table names it, and its button in the list of moves (or its menu's). */
function findMove(action) {
  const key = JSON.stringify(action);
  for (const h of T.hits) {
    if (JSON.stringify(h.action) === key) return { words: label(h.label), hit: h };
    const c = h.action?.choose?.find((x) => JSON.stringify(x.action) === key);
    if (c) return { words: `${label(h.label)}: ${label(c.label)}`, hit: h };
  }
  return null;
}

// The engine's figures come in thousandths.
const tenths = (v) => Math.round(v / 100) / 10;
const HINT_FIGURES = {
  score_change: (v) => ({ n: num(tenths(v), true) }),
  points: (v) => ({ n: num(Math.round(v / 1000)) }),
  green: (v) => ({ p: Math.round(v / 10) }),
  likeliest: (v) => ({ p: Math.round(v / 10) }),
  strokes: (v) => ({ n: tenths(v).toLocaleString(document.documentElement.lang || 'en') }),
};

/** The hint's sentences: the move, the game's figures, then how the search weighed it. */
function hintLines(h) {
  const move = findMove(h.action);
  const lines = [move ? t('hint.move', { move: move.words }) : t('hint.move_unlisted')];
  for (const [name, value] of h.figures) {
    if (HINT_FIGURES[name]) lines.push(t(`hint.${name}`, HINT_FIGURES[name](value)));
  }
  if (h.compared < 2) lines.push(t('hint.only'));
  else {
    const args = { count: h.compared, playouts: h.playouts, outlook: h.outlook, next: h.next_best ?? 0 };
    lines.push(t(h.next_best == null ? 'hint.compared_alone' : 'hint.compared', args));
  }
  return { lines, hit: move?.hit ?? null };
}

/** Asks the engine what the hard bot would play for the person to move, from their own view. */
function showHint() {
  const seat = hintSeat();
  const box = $('#hint-text');
  if (seat < 0) {
    announce([t('hint.none')]);
    return;
  }
  const at = T.game.actionCount;
  if (T.hintAt === at && !box.hidden) return; // already shown for this position
  T.hintAt = at;
  box.textContent = t('hint.thinking');
  box.hidden = false;
  const game = T.game;
  // The answer is for this position only: moves, undo or another game meanwhile drop it.
  const still = () => T.game === game && game.actionCount === at && T.hintAt === at && hintSeat() === seat;
  game.hintSoon(seat).then((h) => {
    if (!still()) return;
    const { lines, hit } = hintLines(h);
    box.textContent = lines.join(' ');
    announce(lines, { secret: true });
    // Point at the move: its button in the list takes focus, so the table rings it (and a
    // course shows its landing odds); Enter plays it.
    const button = hit && [...$('#hits').querySelectorAll('button')][T.hits.indexOf(hit)];
    button?.focus();
  }, (e) => {
    if (!still()) return;
    box.hidden = true;
    flashError(e);
  });
}

// ---------- bots ----------

export function stopBots() {
  clearTimeout(T.timer);
  T.timer = 0;
  T.turn++;
  T.thinking = false;
}

function schedule(view) {
  stopBots();
  const game = T.game;
  // Bots also wait while a person reads a dialog (mid-course scores).
  if (!game || game.over || document.querySelector('dialog[open]')) return;
  let seats;
  let delay = BOT_MS[T.meta.pace];
  if (view.phase === 'round_over') {
    // People review the scores and deal when ready; a bots-only table moves on by itself.
    if (humans().length) return;
    seats = view.to_move.slice(0, 1);
    delay = ROUND_PAUSE_MS;
  } else {
    // Where several seats may act at once (Golfie's Action cards, 18 Holes' club choices) every
    // bot among them moves in the same beat.
    seats = view.to_move.filter(isBot);
  }
  if (!seats.length) return;
  const turn = T.turn;
  T.timer = setTimeout(() => {
    T.timer = 0;
    playBots(game, seats, turn);
  }, delay);
}

/** The bots in `seats` move in turn, each worked out off the page's thread (engine.js). */
async function playBots(game, seats, turn) {
  // Undo, leaving the table or another game (stopBots) drops a move still being worked out.
  const live = () => T.turn === turn && T.game === game && app.screen() === 'table';
  if (!live()) return;
  T.thinking = true;
  const events = [];
  try {
    for (const seat of seats) {
      // The engine animates only the latest move, so each bot's cards start moving as it plays.
      if (events.length) paint(events);
      const action = await game.botActionSoon(seat, T.meta.seats[seat].level);
      if (!live()) return;
      events.push(...game.act(seat, action));
    }
  } catch (e) {
    if (!live()) return;
    flashError(e);
    if (!events.length) return;
  } finally {
    if (T.turn === turn) T.thinking = false;
  }
  afterAct(events);
}

// ---------- round end, game end, undo, share ----------

/** The game's score sheet into `root`, its leaders (or winners) as the engine ranks them. */
const renderScores = (root, view, opts = {}) => renderSheet(root, view, T.mod, { ...opts, winners: T.game.winners() });

/** Pauses (round ends, mid-course) and the final scores, in dialogs the game module words. */
function roundDialogs(view) {
  const people = humans().length > 0;
  const pause = view.pause;
  if (pause.open && pause.done > T.roundShown && people && !T.game.over) {
    T.roundShown = pause.done;
    const d = T.mod.breakDialog(view);
    $('#round-title').textContent = d.title;
    $('#round-sub').textContent = d.sub;
    $('#round-next').textContent = d.next;
    $('#round-view').hidden = !d.table;
    renderScores($('#round-dialog'), view);
    openDialog($('#round-dialog'), $('#round-next'));
  }
  if (T.game.over && !T.finalShown) {
    T.finalShown = true;
    T.roundShown = pause.done;
    const { title, sub, trophy } = T.mod.finalText(view, T.game.winners());
    $('#final-dialog .trophy').hidden = trophy === false;
    $('#final-title').textContent = title;
    $('#final-sub').textContent = sub;
    renderScores($('#final-dialog'), view, { final: true });
    $('#round-dialog').close();
    openDialog($('#final-dialog'), $('#final-again'));
  }
  $('#results').hidden = !T.game.over;
}

/**
 * Opens a score dialog at its top, with `button` ready for the keyboard. The buttons sit under
 * the sheet: focused the usual way, a long sheet on a phone would open scrolled down to them,
 * past the title that says who won.
 */
function openDialog(dialog, button) {
  if (!dialog.open) dialog.showModal();
  button.focus({ preventScroll: true });
  dialog.scrollTop = 0;
}

/** The key under the side sheet: the game's marks explained. */
function renderLegend() {
  const list = $('#scores .legend');
  list.replaceChildren();
  for (const [cls, tag, key] of T.mod.legend(T.game ? T.game.view(-1) : null)) {
    const li = document.createElement('li');
    const span = document.createElement('span');
    span.className = `tag ${cls}`;
    span.textContent = tag;
    const text = document.createElement('span');
    text.textContent = t(key);
    li.append(span, text);
    list.append(li);
  }
}

/**
 * Undo is offered to a single person playing bots: back to before their last turn, but never
 * past a move that showed them something hidden (the engine's undo floor): the game is its
 * record, so a replay would deal the very card they have seen. A drawn card stays drawn.
 */
function undoTarget() {
  if (!T.game || T.game.over || humans().length !== 1 || humans().length === T.meta.seats.length) return -1;
  const actions = T.game.recordValue().actions;
  let i = actions.length - 1;
  while (i >= 0 && isBot(actions[i][0])) i--;
  if (i < 0) return -1;
  const me = actions[i][0];
  while (i > 0 && actions[i - 1][0] === me) i--;
  const target = Math.max(i, T.game.undoFloor(me));
  // Something of theirs must be left to take back.
  if (target >= actions.length || !actions.slice(target).some(([seat]) => seat === me)) return -1;
  return target;
}

function renderUndo() {
  $('#undo').hidden = undoTarget() < 0;
}

function undo() {
  const n = undoTarget();
  if (n < 0) return;
  stopBots();
  try { T.game.truncate(n, humans()[0]); } catch (e) { return flashError(e); }
  T.prevEvents = [];
  T.roundShown = T.game.view(-1).pause.done;
  announce([t('undone')]);
  update([]);
}

async function share() {
  const url = await store.shareUrl(T.game.record());
  const input = $('#share-url');
  input.value = url;
  $('#share-box').hidden = false;
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch { /* no clipboard permission: the link is shown to copy by hand */ }
  $('#share-note').textContent = t(copied ? 'share_copied' : 'share_manual');
  input.select();
}

function playAgain() {
  const seats = T.meta.seats.map((s, i) => ({ ...s, name: T.meta.names[i] }));
  const { config } = T.game.view(-1);
  closeDialogs();
  store.clearMatch();
  startMatch(T.game.id, seats, config, T.meta.pace);
}

/**
 * Draws on the canvas and listens to the table's controls. `page` is what the table needs of the
 * page around it: `screen()` (the screen shown), `changes()` (a count of screen changes),
 * `show(name)`, `showError(err, fromSave)` and `home()`.
 */
export function wireTable(page) {
  app = page;
  painter = new Painter($('#table'), label);
  wireInput(painter, {
    shown: () => app.screen() === 'table',
    hits: () => T.hits,
    act: humanAct,
    keyAction: (key) => T.viewer >= 0 && T.mod.keyAction(key, T.game.view(T.viewer)),
    hint: showHint,
    keyboard: (on) => { T.keyboard = on; },
    point: (p) => { T.pointer = p; },
  });
  new ResizeObserver(() => {
    if (app.screen() !== 'table' || !T.game) return;
    resizeCanvas();
    paint([]);
  }).observe($('#stage'));
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => app.screen() === 'table' && paint([]));
  const toggleScores = (open) => {
    document.body.classList.toggle('scores-open', open);
    $('#toggle-scores').setAttribute('aria-expanded', String(open));
    if (open) $('#close-scores').focus();
  };
  $('#toggle-scores').addEventListener('click', () => toggleScores(!document.body.classList.contains('scores-open')));
  $('#close-scores').addEventListener('click', () => {
    toggleScores(false);
    $('#toggle-scores').focus();
  });
  $('#undo').addEventListener('click', undo);
  $('#hint').addEventListener('click', showHint);
  $('#share').addEventListener('click', share);
  // A closed dialog hands keyboard players back to the table's moves.
  for (const d of document.querySelectorAll('dialog')) {
    d.addEventListener('close', () => {
      if (T.keyboard && app.screen() === 'table') $('#hits button')?.focus();
      if (T.game && app.screen() === 'table') schedule(T.game.view(T.viewer)); // bots waited for the dialog
    });
  }
  $('#round-view').addEventListener('click', () => $('#round-dialog').close());
  $('#choice-cancel').addEventListener('click', closeChoices);
  // Closed another way (Escape): the shots are gone from the page with the menu all the same.
  $('#choice-dialog').addEventListener('close', () => $('#choice-list').replaceChildren());
  $('#round-next').addEventListener('click', () => {
    $('#round-dialog').close();
    const hit = T.hits.find((h) => h.key === 'n');
    if (hit) humanAct(hit.action);
  });
  $('#final-view').addEventListener('click', () => $('#final-dialog').close());
  $('#final-home').addEventListener('click', () => { store.clearMatch(); app.home(); });
  $('#final-again').addEventListener('click', playAgain);
  $('#results').addEventListener('click', () => openDialog($('#final-dialog'), $('#final-again')));
}

/** Off the table: the match is let go (its save stays). */
export function leaveTable() {
  T.game?.free();
  T.game = null;
}

/** The id of the game on the table, if any. */
export const tableGame = () => T.game?.id ?? null;

/** After a language change: the table's words again. */
export function relabelTable() {
  if (T.game && T.meta) {
    renderHint(); // asked again, it comes in the new language
    const view = T.game.view(T.viewer);
    renderStatus(view);
    paint([]);
    renderScores($('#scores'), view);
    renderLegend();
  }
}

/** Read-only view of the table for automated browser tests; `screen` is the screen shown. */
export function snapshot(screen) {
  const v = T.game && screen === 'table' ? T.game.view(-1) : null;
  return {
    screen,
    phase: v?.phase ?? null,
    toMove: v?.to_move ?? [],
    viewer: T.viewer,
    actions: T.game?.actionCount ?? 0,
    over: T.game?.over ?? false,
    busy: Boolean(T.timer) || T.thinking || Boolean(painter?.busy),
    moving: Boolean(painter?.busy), // cards still in flight
    dialog: document.querySelector('dialog[open]')?.id ?? null,
    // Where each move is on screen now (course hits follow the camera).
    hits: T.hits.map((hit) => { const h = onScreen(painter, hit); return { x: h.x, y: h.y, w: h.w, h: h.h, key: hit.key ?? null, action: hit.action, label: hit.label, world: !!hit.world }; }),
    camera: painter?.cam ? { ...painter.cam } : null,
    record: T.game?.record() ?? null,
    handSize: T.game && T.viewer >= 0 ? T.game.view(T.viewer).hand?.length ?? null : null, // what the screen shows
  };
}
