// @ts-check
// The coach's verdict in a review: for every decision a person made, what the hard bot would have
// played there from that seat's view only, and how the two moves looked to it; for every seat,
// how its game looked over the match (a chart, the three costliest decisions marked). Worked out
// in a worker of its own (verdict-worker.js) that says what it is weighing and can be stopped;
// once made it is kept with the match. "Find a better move" replays a marked moment as an
// exercise on the table: the person's seat to move, the coach's move the answer.
import { Game, guard } from '../engine.js';
import { t, num, playerName } from '../i18n.js';
import { $ } from '../page.js';
import * as store from './kept.js';
import { COACH_PLAYOUTS, OUTLOOK_PLAYOUTS } from '../verdict-loop.js';
import { playTable } from '../table.js';
import { personSeat } from '../seats.js';
/** @import { Action } from '../types' */
/** @import { TablePlugin } from '../table-plugin' */
/** @import { Review, ReviewSource } from './review.js' */

/** The verdict's form, kept with a match: a new form is worked out again rather than misread. */
const FORM = 2;
/** How many of the costliest decisions the chart marks. */
const MARKED = 3;

/**
 * One move of the match as the coach saw it: `outlooks`, how each seat's game looked before it
 * (0–100, from that seat's own view); for a person's decision with a choice, the engine's
 * judgement (`Judgement`: the hard bot's move, whether it was the move played, the two moves'
 * outlooks and the game's figures for each, in thousandths), else null.
 * @typedef {{move: number, seat: number, outlooks: number[], judgement: import('../types').Judgement<Action> | null}} Judged
 */

/** A decision's cost: how much better the coach's move looked (outlook points, never below 0). */
export const cost = (/** @type {Judged} */ { judgement: j }) => (!j || j.same ? 0 : Math.max(0, j.best_value - j.chosen_value));

/** The seats whose decisions are judged: the people (at the table or online), not the bots. */
export const peopleOf = (meta) => meta.seats.flatMap((s, i) => (s.kind === 'bot' ? [] : [i]));

// The engine's figures come in thousandths; the hint words them the same way.
const tenths = (v) => Math.round(v / 100) / 10;
const FIGURES = {
  score_change: (v) => num(tenths(v), true),
  points: (v) => num(Math.round(v / 1000)),
  green: (v) => `${Math.round(v / 10)}%`,
  strokes: (v) => tenths(v).toLocaleString(document.documentElement.lang || 'en'),
};

export class Coach {
  /** @param {Review} review */
  constructor(review) {
    this.review = review;
    /** @type {Judged[] | null} */
    this.items = this.kept();
    this.worker = null;
    this.progress = null; // {done, total, seat} while it works
    this.error = null;
  }

  /** The verdict kept with this match, if it is in this form. */
  kept() {
    try {
      const kept = JSON.parse(store.loadVerdict(this.review.page.key) ?? 'null');
      return kept?.form === FORM && Array.isArray(kept.items) && kept.items.length === this.review.source.total ? kept.items : null;
    } catch { return null; }
  }

  /** Starts working the verdict out (or, once made, shows it again). */
  start() {
    if (this.items || this.worker) return this.render();
    const { source, meta } = this.review;
    const people = peopleOf(meta);
    this.error = null;
    this.progress = { done: 0, total: source.total, seat: source.match.actions[0]?.[0] ?? 0 };
    const worker = new Worker(new URL('../verdict-worker.js', import.meta.url), { type: 'module' });
    this.worker = worker;
    /** @type {Judged[]} */
    const items = [];
    worker.onmessage = ({ data }) => {
      if (this.worker !== worker) return;
      if (data.error) {
        this.stop();
        this.error = data.error;
      } else if (data.item) {
        items.push(data.item);
        const next = source.match.actions[items.length];
        this.progress = { done: items.length, total: source.total, seat: next?.[0] ?? 0 };
      }
      if (data.done) {
        this.stop();
        this.items = items;
        store.saveVerdict(this.review.page.key, JSON.stringify({ form: FORM, items }));
      }
      this.render();
    };
    worker.onerror = (ev) => {
      ev.preventDefault();
      this.stop();
      this.error = { code: 'engine_unavailable' };
      this.render();
    };
    worker.postMessage({ id: source.id, record: source.match, people, playouts: COACH_PLAYOUTS, outlook: OUTLOOK_PLAYOUTS });
    this.render();
  }

  /** Stops the work (what was weighed so far is dropped). */
  stop() {
    this.worker?.terminate();
    this.worker = null;
    this.progress = null;
  }

  /** The costliest decisions, costliest first. */
  marked() {
    return (this.items ?? []).filter((j) => cost(j) > 0).sort((a, b) => cost(b) - cost(a) || a.move - b.move).slice(0, MARKED);
  }

  /** After a step: the box follows the move on show. */
  stepped() { this.render(); }

  render() {
    const box = $('#review-coach-box');
    const { source } = this.review;
    $('#review-coach').hidden = Boolean(this.items);
    if (this.progress) {
      const { done, total, seat } = this.progress;
      box.hidden = false;
      box.replaceChildren(
        para(t('coach.weighing', { n: done + 1, total, name: playerName(seat) }), 'coach-progress-text'),
        Object.assign(document.createElement('progress'), { max: total, value: done, id: 'review-progress' }),
        button(t('coach.stop'), 'review-stop', () => { this.stop(); this.render(); }),
      );
      box.querySelector('progress').setAttribute('aria-labelledby', 'coach-progress-text');
      return;
    }
    if (this.error) {
      box.hidden = false;
      box.replaceChildren(para(t('coach.failed')));
      return;
    }
    if (!this.items) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    const parts = [chart(this.items, source, this.marked(), (step) => this.review.go(step))];
    // The words of a move replay the match to name its moves: worked out once a step and language,
    // not again at every redraw of the table.
    const at = `${source.step} ${document.documentElement.lang}`;
    if (this.said?.at !== at) this.said = { at, lines: this.words(this.items[source.step - 1]).map((p) => [p.textContent, p.id]) };
    parts.push(...this.said.lines.map(([text, id]) => para(text, id)));
    const top = this.marked();
    if (top.length) {
      const list = document.createElement('ol');
      list.className = 'coach-marked';
      list.setAttribute('aria-label', t('coach.marked'));
      top.forEach((j, i) => {
        const li = document.createElement('li');
        li.append(button(t('coach.mark', { n: i + 1, step: j.move + 1, name: playerName(j.seat), cost: cost(j) }), `coach-mark-${i + 1}`, () => this.review.go(j.move + 1)),
          ' ', button(t('coach.practise'), `coach-practise-${i + 1}`, () => this.practise(j)));
        list.append(li);
      });
      parts.push(list);
    } else parts.push(para(t('coach.clean')));
    box.replaceChildren(...parts);
  }

  /** The coach's words on the move on show (the last one played). */
  words(/** @type {Judged | undefined} */ item) {
    if (!item) return [para(t('coach.pick'))];
    const name = playerName(item.seat);
    const j = item.judgement;
    if (!j) return [para(t(peopleOf(this.review.meta).includes(item.seat) ? 'coach.only' : 'coach.bot_move', { name, outlook: item.outlooks[item.seat] }))];
    // The moves as the table named them at the step before the move.
    const [played, best] = this.review.moveWords(item.move, item.seat, [this.review.source.match.actions[item.move][1], j.best]);
    if (j.same) return [para(t('coach.same', { name, move: played, outlook: j.chosen_value }), 'coach-say')];
    const lines = [para(t(cost(item) > 0 ? 'coach.better' : 'coach.as_good', { name, move: played, best, mine: j.chosen_value, theirs: j.best_value }), 'coach-say')];
    for (const [figure, value] of j.figures_chosen ?? []) {
      const other = j.figures_best?.find(([f]) => f === figure)?.[1];
      if (FIGURES[figure] && other != null) lines.push(para(t(`coach.figure_${figure}`, { mine: FIGURES[figure](value), theirs: FIGURES[figure](other) })));
    }
    return lines;
  }

  /** A marked moment as an exercise: the table before the move, the person's seat to find the coach's move. */
  practise(/** @type {Judged} */ j) {
    const { review } = this;
    const source = /** @type {ReviewSource} */ (review.source);
    const practice = new PracticeSource(source.engine, source.match, j.move);
    const back = () => review.page.reopen(j.move + 1);
    playTable(practice, review.meta, review.meta.seats.map((_, i) => (i === j.seat ? personSeat() : { kind: 'review', here: false })), [new Exercise(j, back)]);
  }

  snapshot() {
    return { verdict: this.items ? { moves: this.items.length, judged: this.items.filter((j) => j.judgement).length, marked: this.marked().map((j) => ({ move: j.move, seat: j.seat, cost: cost(j) })), items: this.items } : null, weighing: this.progress ? { ...this.progress } : null };
  }
}

const para = (text, id = '') => Object.assign(document.createElement('p'), { textContent: text, ...(id ? { id } : {}) });
function button(text, id, go) {
  const b = Object.assign(document.createElement('button'), { type: 'button', className: 'chip', textContent: text, id });
  b.addEventListener('click', go);
  return b;
}

// ---------- the chart ----------

const SVG = 'http://www.w3.org/2000/svg';
const svg = (tag, attrs = {}) => {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
};
// Each seat's line has a dash besides its colour, for readers who tell colours apart badly; past
// five seats (Golfie) the colours come round again with other dashes.
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 3'];
const dash = (seat) => DASHES[(seat + Math.floor(seat / 5)) % DASHES.length];

/**
 * Each seat's outlook over the match, one line per seat (a point at each of its moves), the step
 * on show as a rule, and the costliest decisions numbered; a number is a link to its step.
 */
function chart(items, /** @type {ReviewSource} */ source, marked, go) {
  const W = 600;
  const H = 150;
  // A step's place: step i is before the match's move i, the last step after its last move.
  const x = (step) => 24 + ((W - 32) * step) / Math.max(1, items.length);
  const y = (v) => 8 + ((H - 24) * (100 - v)) / 100;
  const figure = document.createElement('figure');
  figure.className = 'coach-chart';
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-labelledby': 'coach-chart-title' });
  const title = svg('title', { id: 'coach-chart-title' });
  title.textContent = t('coach.chart');
  root.append(title);
  for (const v of [0, 50, 100]) {
    root.append(svg('line', { x1: 24, x2: W - 8, y1: y(v), y2: y(v), class: 'grid' }));
    const label = svg('text', { x: 2, y: y(v) + 4, class: 'axis' });
    label.textContent = String(v);
    root.append(label);
  }
  root.append(svg('line', { x1: x(source.step), x2: x(source.step), y1: 4, y2: H - 14, class: 'now' }));
  for (let seat = 0; seat < source.seats; seat++) {
    const points = items.map((j) => `${x(j.move).toFixed(1)},${y(j.outlooks[seat]).toFixed(1)}`);
    root.append(svg('polyline', { points: points.join(' '), class: `seat seat-${seat % 5}`, 'stroke-dasharray': dash(seat) }));
  }
  marked.forEach((j, i) => {
    const a = svg('a', { href: '#', class: 'mark', 'aria-label': t('coach.mark', { n: i + 1, step: j.move + 1, name: playerName(j.seat), cost: cost(j) }) });
    const v = j.outlooks[j.seat];
    a.append(svg('circle', { cx: x(j.move), cy: y(v), r: 9 }));
    const n = svg('text', { x: x(j.move), y: y(v) + 4, 'text-anchor': 'middle' });
    n.textContent = String(i + 1);
    a.append(n);
    a.addEventListener('click', (ev) => {
      ev.preventDefault();
      go(j.move + 1);
    });
    root.append(a);
  });
  const caption = document.createElement('figcaption');
  const names = Array.from({ length: source.seats }, (_, seat) => {
    const span = document.createElement('span');
    span.className = `key seat-${seat % 5}`;
    span.textContent = playerName(seat);
    return span;
  });
  caption.append(t('coach.chart_key'), ' ', ...names.flatMap((s, i) => (i ? [' ', s] : [s])));
  figure.append(root, caption);
  return figure;
}

// ---------- "find a better move" ----------

/**
 * The match before move `move`, for `seat` to play: the review's table with that one seat's
 * moves offered, and nobody else moving.
 */
class PracticeSource {
  review = true;
  /**
   * @param {import('../types').EngineModule} engine
   * @param {import('../types').MatchRecord} record
   * @param {number} move  the move to find again: its seat is the one to play
   */
  constructor(engine, record, move) {
    this.engine = engine;
    this.match = record;
    this.seat = record.actions[move][0];
    this.game = null;
    this.restart(move);
  }

  restart(move) {
    this.game?.free();
    const record = { ...this.match, actions: this.match.actions.slice(0, move) };
    this.game = new Game(guard(() => this.engine.GameSession.fromRecord(record)), this.engine);
  }

  get id() { return this.match.game; }
  get seats() { return this.game.seats; }
  get over() { return this.game.over; }
  get actionCount() { return this.game.actionCount; }
  toMove() { return this.game.toMove().filter((s) => s === this.seat); }
  scores() { return this.game.scores(); }
  winners() { return this.game.winners(); }
  view(seat) { return this.game.view(seat); }
  scene(seat, w, h, events = [], layout = undefined) { return this.game.scene(seat, w, h, events, layout); }
  act(seat, action) { return this.game.act(seat, action); }
  botActionSoon() { return Promise.reject(new Error('no bots here')); }
  hintSoon(seat) { return this.game.hintSoon(seat); }
  setMeta() { /* nothing kept */ }
  free() { this.game.free(); }
}

/**
 * The exercise's plug-in: it asks for a better move than the one played, turns the played move
 * and others away kindly, points at the coach's after two tries, and says when it is found.
 * @implements {TablePlugin}
 */
class Exercise {
  /** @param {Judged} j @param {() => void} back */
  constructor(j, back) {
    this.j = j;
    this.back = back;
    this.tries = 0;
    this.found = false;
    this.note = '';
    this.build();
  }

  build() {
    let box = $('#practice');
    if (!box) {
      box = Object.assign(document.createElement('section'), { id: 'practice', className: 'review practice' });
      $('#screen-table .toolbar').before(box);
    }
    box.hidden = false;
    box.replaceChildren(para('', 'practice-say'), para('', 'practice-note'), button(t('coach.back'), 'practice-back', () => this.back()));
    $('#practice-say').setAttribute('aria-live', 'polite');
    $('#practice-note').setAttribute('aria-live', 'assertive');
  }

  vet(table, seat, action) {
    if (this.found) return t('coach.found');
    const key = JSON.stringify(action);
    if (key === JSON.stringify(this.j.judgement.best)) {
      this.found = true;
      this.note = t('coach.found');
      return null;
    }
    this.tries++;
    this.note = key === JSON.stringify(table.source.match.actions[this.j.move][1]) ? t('coach.tried_played') : t('coach.try_again');
    return this.note;
  }

  status(table, view, said) {
    return { ...said, main: this.found ? t('coach.found') : t('coach.find', { name: playerName(this.j.seat) }), warn: '' };
  }

  overlay() {
    $('#practice-say').textContent = this.found ? t('coach.found') : t('coach.find', { name: playerName(this.j.seat) });
    $('#practice-note').textContent = this.found ? '' : this.note;
    // After two tries the coach's move is pointed at.
    return !this.found && this.tries >= 2 ? { action: this.j.judgement.best, describedBy: 'practice-say' } : null;
  }

  leave() {
    const box = $('#practice');
    if (box) box.hidden = true;
  }

  snapshot() {
    return { practice: { move: this.j.move, seat: this.j.seat, tries: this.tries, found: this.found } };
  }
}
