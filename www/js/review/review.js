// @ts-check
// The review: a finished match looked back at on the same table it was played on. Its source
// (`ReviewSource`) is the match rebuilt from its record at the step on show and seen through the
// eyes chosen (a seat, the public view, or every card shown); its plug-in (`Review`) is the bar
// beside the table: steps, eyes, the link to this position, the list of moves and the coach's
// verdict (verdict.js). A step forward plays the move on the engine, so the table animates and
// says it as in play; any other step rebuilds the match from its record. Only a finished match is
// reviewed: a record that has not ended is refused, so a review never shows what a player could
// not see yet. Its code, words and styles load only when a review opens.
import { Game, guard, loadEngine, EngineError } from '../engine.js';
import { t, loadWords, playerName, setNames, translateDom } from '../i18n.js';
import { $, MODULES, gameModule, stylesheet, closeDialogs, offerLink } from '../page.js';
import { playTable } from '../table.js';
import { findMove } from '../table-moves.js';
import * as store from '../store.js';
import { gameKey } from './kept.js';
import { cleanMeta } from '../table-plugins.js';
import { Coach } from './verdict.js';
/** @import { Action, EngineModule, MatchRecord, SeatController, TableSource } from '../types' */
/** @import { TableControl, TableMeta, TablePlugin } from '../table-plugin' */

// Eyes: a seat's number, the public view, or every card shown (the engine's view -2, for a
// finished record held here only).
export const PUBLIC = -1;
export const ALL = -2;

const styled = stylesheet(new URL('../../review/review.css', import.meta.url).href);
/** The review's words and styles, once. */
export const reviewReady = () => Promise.all([loadWords('review/words'), styled]);

/** Nobody moves in a review: every seat is looked at, none decides. */
const watched = () => /** @type {SeatController} */ ({ kind: 'review', here: false });

/**
 * A finished match rebuilt at one step: a `TableSource` with no moves of its own.
 * @implements {TableSource}
 */
export class ReviewSource {
  review = true;
  /**
   * @param {EngineModule} engine
   * @param {MatchRecord} record  a finished match's
   * @param {number} eyes
   */
  constructor(engine, record, eyes) {
    this.engine = engine;
    this.match = record;
    this.total = record.actions.length;
    this.eyes = eyes;
    /** @type {Game} */
    this.game = this.at(0);
  }

  /** The match after its first `n` moves, rebuilt from the record. */
  at(n) {
    const record = { ...this.match, actions: this.match.actions.slice(0, n) };
    return new Game(guard(() => this.engine.GameSession.fromRecord(record)), this.engine);
  }

  /** Goes to step `n` (0: before the first move); returns the events to show (one step forward's). */
  goTo(n) {
    const step = Math.max(0, Math.min(this.total, n));
    if (step === this.step + 1) {
      const [seat, action] = this.match.actions[this.step];
      return this.game.act(seat, /** @type {Action} */ (action));
    }
    if (step !== this.step) {
      const next = this.at(step);
      this.game.free();
      this.game = next;
    }
    return [];
  }

  get step() { return this.game.actionCount; }
  get id() { return this.match.game; }
  get seats() { return this.game.seats; }
  get over() { return this.game.over; }
  get actionCount() { return this.game.actionCount; }
  toMove() { return []; }
  scores() { return this.game.scores(); }
  winners() { return this.game.winners(); }
  /** The view of the eyes chosen, whichever seat the table asks for. */
  view(_seat) { return this.game.view(this.eyes); }
  /** The table as the eyes chosen see it, without moves to make. */
  scene(_seat, w, h, events = [], layout = undefined) {
    const scene = this.game.scene(this.eyes, w, h, events, layout);
    scene.hits = [];
    if (scene.world) scene.world.hits = [];
    return scene;
  }
  /**
   * The moves seat `seat` had at step `step`, as the table named them: for the words of the move
   * played and the coach's (a scene of that seat at a fixed size, never shown).
   */
  movesAt(step, seat, layout) {
    const game = this.at(step);
    try {
      const scene = game.scene(seat, 1000, 700, [], layout);
      return [...scene.hits, ...(scene.world?.hits ?? [])];
    } finally {
      game.free();
    }
  }
  /** @returns {import('../types').Event[]} never: a review has no moves */
  act() { throw new EngineError('review_no_moves', 'A review has no moves to make.'); }
  botActionSoon() { return Promise.reject(new EngineError('review_no_moves', 'A review has no moves to make.')); }
  hintSoon() { return this.botActionSoon(); }
  setMeta() { /* a review changes nothing of its record */ }
  free() { this.game.free(); }
}

/**
 * Reads record text for a review: the record, or an EngineError that says why not (not a record,
 * not finished, a step past its end). The engine checks the moves when it replays them.
 * @returns {Promise<{record: MatchRecord, engine: EngineModule}>}
 */
async function readRecord(text) {
  let record;
  try { record = JSON.parse(text); } catch { throw new EngineError('record_malformed', 'not JSON'); }
  if (typeof record?.game !== 'string' || !Array.isArray(record.actions)) throw new EngineError('record_malformed', 'not a record');
  const engine = await loadEngine(record.game);
  await gameModule(record.game);
  const whole = new Game(guard(() => engine.GameSession.fromRecord(record)), engine);
  const over = whole.over;
  // The engine's own copy of the record: what it read, nothing else.
  const clean = whole.recordValue();
  whole.free();
  if (!over) throw new EngineError('review_unfinished', 'This match has not ended.');
  return { record: clean, engine };
}

/** Where a review starts: a step and eyes from a link (or the end, as everyone saw it). */
function eyesFrom(value, seats) {
  if (value === 'all') return ALL;
  if (value == null || value === 'public') return PUBLIC;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n >= seats) throw new EngineError('review_eyes', `no seat ${value}`);
  return n;
}
const eyesWord = (eyes) => (eyes === ALL ? 'all' : eyes === PUBLIC ? 'public' : String(eyes));

/** The review bar's markup, made once when the first review opens. */
const BAR = `<div class="review-row">
<p class="review-head"><span class="review-badge" data-i18n="review.badge"></span>
  <span id="review-step" class="review-step" aria-live="polite"></span></p>
<div class="review-steps" role="group" data-i18n-aria="review.steps">
  <button type="button" class="chip" id="review-first" data-i18n-aria="review.first" aria-keyshortcuts="Home">|◀</button>
  <button type="button" class="chip" id="review-round-back" data-i18n-aria="review.round_back" aria-keyshortcuts="PageUp">«</button>
  <button type="button" class="chip" id="review-back" data-i18n-aria="review.back" aria-keyshortcuts="ArrowLeft ArrowUp">◀</button>
  <input type="range" id="review-scrub" min="0" value="0" data-i18n-aria="review.scrub">
  <button type="button" class="chip" id="review-next" data-i18n-aria="review.next" aria-keyshortcuts="ArrowRight ArrowDown">▶</button>
  <button type="button" class="chip" id="review-round-next" data-i18n-aria="review.round_next" aria-keyshortcuts="PageDown">»</button>
  <button type="button" class="chip" id="review-last" data-i18n-aria="review.last" aria-keyshortcuts="End">▶|</button>
</div>
</div>
<div class="review-tools">
  <label class="review-eyes"><span data-i18n="review.eyes"></span> <select id="review-eyes"></select></label>
  <button type="button" class="chip" id="review-link" data-i18n="review.link"></button>
  <button type="button" class="chip" id="review-coach" data-i18n="review.coach"></button>
  <button type="button" class="chip" id="review-leave" data-i18n="review.leave"></button>
</div>
<p id="review-revealed" class="review-revealed" hidden data-i18n="review.revealed"></p>
<ul id="review-hands" class="review-hands" hidden></ul>
<p id="review-link-box" class="share-box" hidden><label><span data-i18n="review.link_label"></span> <input id="review-link-url" readonly></label>
  <span id="review-link-note" role="status"></span></p>
<details class="review-moves"><summary data-i18n="review.moves"></summary><ol id="review-moves"></ol></details>`;

// Where the coach's box goes: beside the table with the score sheet where there is room for it,
// else in the bar over the table (a phone's side sheet is a panel opened on demand).
const WIDE = '(min-width: 900px)';

function build() {
  if ($('#review')) return;
  const bar = Object.assign(document.createElement('section'), { id: 'review', className: 'review', hidden: true, innerHTML: BAR });
  bar.setAttribute('aria-label', t('review.title'));
  $('#screen-table .toolbar').before(bar);
  const coach = Object.assign(document.createElement('div'), { id: 'review-coach-box', className: 'review-coach', hidden: true });
  bar.append(coach);
  translateDom(bar);
  /** @type {Record<string, (r: Review) => unknown>} what each of the bar's buttons does */
  const buttons = {
    '#review-first': (r) => r.go(0),
    '#review-back': (r) => r.go(r.source.step - 1),
    '#review-next': (r) => r.go(r.source.step + 1),
    '#review-last': (r) => r.go(r.source.total),
    '#review-round-back': (r) => r.go(r.roundStart(-1)),
    '#review-round-next': (r) => r.go(r.roundStart(1)),
    '#review-link': (r) => r.showLink(),
    '#review-coach': (r) => r.coach.start(),
    '#review-leave': (r) => r.page.leave(),
  };
  for (const [id, go] of Object.entries(buttons)) $(id).addEventListener('click', () => shown && go(shown));
  $('#review-scrub').addEventListener('input', (ev) => shown?.go(Number(ev.target.value)));
  $('#review-eyes').addEventListener('change', (ev) => shown?.see(Number(ev.target.value)));
  document.addEventListener('keydown', (ev) => shown?.key(ev));
}

/** @type {Review} the review on the table: the bar's buttons act for it */
let shown = null;

/**
 * The review's plug-in of the table: the bar, the keys, and what the table says at each step.
 * @implements {TablePlugin}
 */
export class Review {
  /**
   * @param {ReviewSource} source
   * @param {TableMeta} meta
   * @param {{leave(): void, reopen(step: number): void, key: string}} page  how to leave the review and come
   *   back to it at a step (from an exercise); the key the match is (or would be) kept under
   */
  constructor(source, meta, page) {
    build();
    this.source = source;
    this.meta = meta;
    this.page = page;
    /** @type {TableControl} */
    this.table = null;
    this.mod = MODULES[source.id];
    this.lines = this.readMoves();
    this.linesLang = document.documentElement.lang;
    this.coach = new Coach(this);
  }

  /**
   * Every step's words and round, read once from a replay of the whole record: the list of
   * moves, the status line, and where rounds (holes) start.
   */
  readMoves() {
    const { source } = this;
    const game = source.at(0);
    const lines = [];
    let last = [];
    try {
      for (const [seat, action] of source.match.actions) {
        const round = game.view(-1).pause.done;
        const events = game.act(seat, /** @type {Action} */ (action));
        const said = this.mod.narrate(events, last, game.view(-1));
        last = events;
        lines.push({ seat, round, words: said.join(' ') || t('review.moved', { name: playerName(seat) }) });
      }
    } finally {
      game.free();
    }
    return lines;
  }

  /** The step where the next (`dir` 1) or the previous (`dir` -1) round (hole) starts, else the end or the start. */
  roundStart(dir) {
    return this.nextStart(dir, (line, before) => line.round !== before.round);
  }

  /** The step where the next (`dir` 1) or the previous (`dir` -1) turn starts: another seat moves. */
  turnStart(dir) {
    return this.nextStart(dir, (line, before) => line.seat !== before.seat);
  }

  /** The next or previous step whose move starts something (`starts(line, the line before)`), else the end or the start. */
  nextStart(dir, starts) {
    const { step, total } = this.source;
    const at = this.lines.flatMap((line, i) => (i > 0 && starts(line, this.lines[i - 1]) ? [i] : []));
    if (dir > 0) return at.find((i) => i > step) ?? total;
    return at.filter((i) => i < step).at(-1) ?? 0;
  }

  /** Goes to step `n`: a step forward animated and said, any other drawn at once. */
  go(n) {
    if (!this.table) return;
    const events = this.source.goTo(n);
    this.table.played(events);
    this.coach.stepped();
  }

  /** Sees the match through `eyes` from now on. */
  see(eyes) {
    this.source.eyes = eyes;
    this.table.played([]);
  }

  /** The arrows step by move (left, right) or by turn (up, down), the page keys by round or hole, Home and End to either end. */
  key(ev) {
    if (document.querySelector('dialog[open]') || $('#screen-table').hidden || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.target.closest?.('input, select, textarea, summary')) return;
    const { step, total } = this.source;
    const to = {
      ArrowLeft: step - 1, ArrowRight: step + 1, ArrowUp: this.turnStart(-1), ArrowDown: this.turnStart(1),
      Home: 0, End: total, PageUp: this.roundStart(-1), PageDown: this.roundStart(1),
    }[ev.key];
    if (to == null) return;
    ev.preventDefault();
    this.go(to);
  }

  /** A link to this step seen through these eyes (the whole record in the fragment). */
  async showLink() {
    const url = await reviewUrl(JSON.stringify(this.source.match), this.source.step, this.source.eyes);
    await offerLink(url, $('#review-link-box'), $('#review-link-url'), $('#review-link-note'));
  }

  // ---------- the table's hooks ----------

  /** The status line says the step and its move, in place of whose turn it is. */
  status(table, view, said) {
    const { step, total } = this.source;
    const line = this.lines[step - 1];
    const main = step === 0 ? t('review.start') : line.words;
    const { eyes } = this.source;
    const info = eyes === ALL ? t('review.eyes_all') : t('review.at', { eyes: this.eyesName(eyes) });
    return { main, warn: step === total ? t('review.end') : '', info };
  }

  eyesName(eyes) {
    if (eyes === ALL) return t('review.eyes_all');
    if (eyes === PUBLIC) return t('review.eyes_public');
    return playerName(eyes);
  }

  /** The bar, drawn again with the table; nothing pointed at on the table. */
  overlay(table) {
    this.table = table;
    shown = this;
    // The moves are worded again in a language chosen since.
    if (this.linesLang !== document.documentElement.lang) {
      this.lines = this.readMoves();
      this.linesLang = document.documentElement.lang;
    }
    const { step, total, eyes } = this.source;
    $('#review').hidden = false;
    document.body.classList.add('reviewing');
    const box = $('#review-coach-box');
    const home = matchMedia(WIDE).matches ? $('#scores .scores-head') : $('#review .review-tools');
    if (box.previousElementSibling !== home) home.after(box);
    $('#review-step').textContent = t('review.step', { n: step, total });
    const scrub = /** @type {HTMLInputElement} */ ($('#review-scrub'));
    scrub.max = String(total);
    scrub.value = String(step);
    scrub.setAttribute('aria-valuetext', t('review.step', { n: step, total }));
    for (const id of ['#review-first', '#review-back', '#review-round-back']) /** @type {HTMLButtonElement} */ ($(id)).disabled = step === 0;
    for (const id of ['#review-next', '#review-last', '#review-round-next']) /** @type {HTMLButtonElement} */ ($(id)).disabled = step === total;
    const select = /** @type {HTMLSelectElement} */ ($('#review-eyes'));
    const options = [PUBLIC, ...Array.from({ length: this.source.seats }, (_, i) => i), ALL];
    select.replaceChildren(...options.map((e) => Object.assign(document.createElement('option'), { value: String(e), textContent: this.eyesName(e), selected: e === eyes })));
    $('#review-revealed').hidden = eyes !== ALL;
    this.showHands();
    this.renderMoves();
    this.coach.render();
    return null;
  }

  /**
   * With every card shown: each seat's hand as that seat saw it (GREEN's clubs, 18 Holes' cards),
   * for games whose table shows only the hand of the seat on screen.
   */
  showHands() {
    const list = $('#review-hands');
    const words = this.source.eyes === ALL && this.mod.handWords ? Array.from({ length: this.source.seats }, (_, s) => this.mod.handWords(this.source.game.view(s))) : [];
    list.hidden = !words.some(Boolean);
    list.replaceChildren(...words.flatMap((w, s) => (w ? [Object.assign(document.createElement('li'), { textContent: t('review.hand', { name: playerName(s), cards: w }) })] : [])));
  }

  /** The list of moves, the one on show marked; each a button to its step. */
  renderMoves() {
    const list = $('#review-moves');
    if (list.childElementCount !== this.lines.length || list.dataset.lang !== document.documentElement.lang) {
      list.dataset.lang = document.documentElement.lang;
      list.replaceChildren(...this.lines.map((line, i) => {
        const li = document.createElement('li');
        const b = Object.assign(document.createElement('button'), { type: 'button', className: 'link', textContent: line.words });
        b.addEventListener('click', () => this.go(i + 1));
        li.append(b);
        return li;
      }));
    }
    for (const [i, li] of [...list.children].entries()) {
      const here = i + 1 === this.source.step;
      li.classList.toggle('here', here);
      const b = li.querySelector('button');
      if (here) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
  }

  /** Words for each of `actions` of `seat` at step `step`, as the table offered them. */
  moveWords(step, seat, actions) {
    const hits = this.source.movesAt(step, seat, this.mod.layout);
    return actions.map((action) => findMove(hits, action)?.words ?? t('review.move_unnamed'));
  }

  leave() {
    if (shown === this) shown = null;
    this.coach.stop();
    document.body.classList.remove('reviewing');
    $('#review').hidden = true;
    $('#review-coach-box').hidden = true;
    $('#review-link-box').hidden = true;
  }

  /**
   * Where the review is, for the browser tests: the step, the eyes, the view on show and a
   * fingerprint of it and of its scene at a fixed size (the same position opened elsewhere gives
   * the same), and the coach's verdict.
   */
  snapshot() {
    const { source } = this;
    const at = `${source.step} ${source.eyes}`;
    if (this.printed?.at !== at) {
      const view = source.view(source.eyes);
      const scene = source.scene(source.eyes, 800, 600, [], this.mod.layout);
      this.printed = { at, view, viewHash: fingerprint(JSON.stringify(view)), sceneHash: fingerprint(JSON.stringify(scene.shapes ?? scene)) };
    }
    const { view, viewHash, sceneHash } = this.printed;
    return { review: { step: source.step, total: source.total, eyes: source.eyes, view, viewHash, sceneHash, ...this.coach.snapshot() } };
  }
}

/** A short fingerprint of `text` (FNV-1a, 32 bits), for the tests' comparisons. */
function fingerprint(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16);
}

/** The link that opens the review of record `text` at `step` through `eyes`. */
export async function reviewUrl(text, step, eyes) {
  const url = new URL(location.href);
  url.search = '';
  url.hash = `review=${await store.encodeRecord(text)}&step=${step}&eyes=${eyesWord(eyes)}`;
  return url.href;
}

/** A review link's parts (#review=TOKEN&step=N&eyes=E), or null for no review link. */
export function reviewHash(hash) {
  const m = /^#review=([A-Za-z0-9_-]*)(?:&step=(\d{1,7}))?(?:&eyes=(all|public|\d))?$/.exec(hash);
  if (m) return { token: m[1], step: m[2] == null ? null : Number(m[2]), eyes: m[3] ?? null };
  return hash.startsWith('#review=') ? { token: '', step: null, eyes: null, bad: true } : null;
}

/**
 * Opens the review of finished match `text` at `step` (the end if null) through `eyes` ('all',
 * 'public', a seat number; the public view if null). `page`: the page's hooks (`leave()` goes
 * back, `show`), `key`: the kept match's key (its verdict is kept with it), if any. Rejects with an
 * EngineError when the match cannot be reviewed: the page shows the error and keeps everything.
 */
export async function openReview(text, { step = null, eyes = null, key = null } = {}, page) {
  await reviewReady();
  const { record, engine } = await readRecord(text);
  if (step != null && (step < 0 || step > record.actions.length)) throw new EngineError('review_step', 'past the end', { n: step, total: record.actions.length });
  const source = new ReviewSource(engine, record, PUBLIC);
  try {
    const meta = cleanMeta(record.meta, source.seats, record.game);
    source.eyes = eyesFrom(eyes, source.seats);
    source.goTo(step ?? source.total);
    const kept = key ?? await gameKey(text);
    setNames(meta.names); // the list of moves names the players
    const review = new Review(source, meta, {
      leave: page.leave,
      key: kept,
      // Back from an exercise: the same review at `at`, through the same eyes.
      reopen: (at) => openReview(text, { step: at, eyes: eyesWord(source.eyes), key: kept }, page).catch(page.showError),
    });
    closeDialogs();
    playTable(source, meta, meta.seats.map(watched), [review]);
    return review;
  } catch (e) {
    source.free();
    throw e;
  }
}
