// @ts-check
// Lessons: a guided first game. A lesson is data (learn/<id>.json): a match record to start from
// and its steps, the learner's moves with the words that teach them and the scripted moves of
// the other seats between them. The coach is a plug-in of the table (table-plugin.d.ts): it says
// what to do, points at the move, turns a different move away kindly (nothing changes), and plays
// the other seats' scripted moves through their seat controllers. After the last step the game
// goes on as any. Its box, end card and styles come with it, not with every first visit.
import { t, has, loadWords, translateDom } from './i18n.js';
import { EngineError } from './engine.js';
import { botSeat, personSeat } from './seats.js';
import { $, BOT_NAMES, closeDialogs, stylesheet } from './page.js';
import { clearMatch } from './store.js';
/** @import { Action, MatchRecord, SeatController, TableSource } from './types' */
/** @import { TableControl, TablePlugin } from './table-plugin' */

/**
 * A step: the seat that moves and its move; for the learner's, the words that ask for it
 * (`prompt`), the rules section "read more" opens, the words after another move (`wrong`, else
 * the lesson's), and `choice` where any move will do. (`expect`: what the native test checks.)
 * @typedef {{seat: number, action: Action, prompt?: string | null, read?: string | null, wrong?: string, choice?: boolean}} Step
 * A lesson: the record it starts from, the learner's seat, the steps, the lesson's own words
 * for a different move (`wrong`) and for its end card (`end`: what was learned, what next).
 * @typedef {{game: string, title?: string, record: MatchRecord, learner: number, steps: Step[], wrong?: string, end?: string[]}} Lesson
 */

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
// The lessons' styles come with this module, not with every first visit.
const styled = stylesheet(new URL('../learn/coach.css', import.meta.url).href);

/** Sets an element's text only when it changes (a live region reads out every change). */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

// The coach's box over the table and its end card in the final dialog: made, hidden, when the
// first lesson opens (so its live regions are there before they speak), and kept for the next.
const BOX = `<p class="coach-head"><span class="coach-badge" data-i18n="learn.badge"></span> <span id="coach-step"></span></p>
<p class="coach-say"><span id="coach-text" aria-live="polite"></span>
<button type="button" class="link" id="coach-read" data-i18n="learn.read_more" hidden></button></p>
<p id="coach-note" class="coach-note" aria-live="assertive" hidden></p>`;
const END = '<h3 id="final-learn-title" data-i18n="learn.end_title"></h3><p id="final-learned"></p><p id="final-next"></p>';
const REAL = '<button type="button" class="primary" id="final-real" data-i18n="learn.play_real" hidden></button>';
/** @type {Coach} the coach of the table on the screen: its box's buttons act for it */
let shown = null;

function build() {
  if ($('#coach')) return;
  const box = Object.assign(document.createElement('div'), { id: 'coach', className: 'coach', hidden: true, innerHTML: BOX });
  $('#screen-table .toolbar').before(box);
  const end = Object.assign(document.createElement('section'), { id: 'final-learn', className: 'final-learn', hidden: true, innerHTML: END });
  end.setAttribute('aria-labelledby', 'final-learn-title');
  const actions = $('#final-dialog .actions');
  actions.before(end);
  $('#final-again').insertAdjacentHTML('afterend', REAL);
  for (const root of [box, end, actions]) translateDom(root);
  // A lesson's ends: its section of the rules, and a real game of the same.
  $('#coach-read').addEventListener('click', () => shown?.page.rules(shown.lesson.game, $('#coach-read').dataset.section));
  $('#final-real').addEventListener('click', () => {
    const id = shown?.lesson.game;
    closeDialogs();
    clearMatch();
    if (id) shown.page.setup(id);
  });
}

// Each lesson's file, fetched once: a lesson's start asks for it for its record and again for
// its coach. One that could not be fetched is asked for again next time.
const files = new Map();
function lessonFile(id) {
  if (!files.has(id)) {
    files.set(id, fetch(`learn/${id}.json`).then((res) => {
      if (!res.ok) throw new Error(`learn/${id}.json: ${res.status}`);
      return res.json();
    }).catch((e) => {
      files.delete(id);
      throw e;
    }));
  }
  return files.get(id);
}

/**
 * Fetches game `id`'s lesson and its words in the language shown; rejects with an EngineError
 * (`engine_unavailable`: the page says it could not be loaded) when it cannot.
 */
export async function loadLesson(id) {
  let lesson;
  try {
    // The coach's own words and styles (learn/coach) and the lesson's words (learn/<id>) come with the lesson.
    [lesson] = await Promise.all([lessonFile(id), loadWords('learn/coach'), loadWords(`learn/${id}`), styled]);
  } catch (e) {
    throw new EngineError('engine_unavailable', `The ${id} lesson could not be loaded: ${e?.message ?? e}`);
  }
  if (lesson?.game !== id || !Array.isArray(lesson.steps)) throw new EngineError('engine_unavailable', `learn/${id}.json is not a lesson of ${id}`);
  return /** @type {Lesson} */ (lesson);
}

/**
 * Game `id`'s lesson as a match record from its start (JSON text): the learner's seat a person
 * here and the others bots the coach scripts, at `pace` (relaxed unless quick is asked for).
 */
export async function lessonRecord(id, pace) {
  const lesson = await loadLesson(id);
  // Every game's settings name its players; the record keeps them as it read them.
  const n = /** @type {{players?: number}} */ (lesson.record.config)?.players ?? 2;
  const seats = Array.from({ length: n }, (_, i) => ({ kind: i === lesson.learner ? 'human' : 'bot', level: 'normal' }));
  let bots = 0;
  const names = seats.map((s, i) => (s.kind === 'human' ? t('player_n', { n: i + 1 }) : BOT_NAMES[bots++ % BOT_NAMES.length]));
  const meta = { names, seats, pace: pace === 'quick' ? 'quick' : 'relaxed', lesson: id };
  return JSON.stringify({ ...lesson.record, actions: [], meta });
}

/** @implements {TablePlugin} */
export class Coach {
  /**
   * @param {Lesson} lesson
   * @param {{rules(id: string, section: string): void, setup(id: string): void}} page  the page's
   *   rules screen (a step's "read more") and setup (the end card's real game)
   */
  constructor(lesson, page) {
    build();
    this.lesson = lesson;
    this.page = page;
    this.steps = lesson.steps;
    this.learner = lesson.learner;
    this.note = null; // the kind word after a different move, until the next move
    // The record's move numbers of the learner's own steps (the "step n of m" it counts).
    this.mine = this.steps.flatMap((s, i) => (s.seat === this.learner ? [i] : []));
  }

  /** The step the match is at (a lesson's record starts with no moves), or null once they are done. */
  step(source) {
    return this.steps[source.actionCount] ?? null;
  }

  /** True while the taught part lasts. */
  teaching(source) {
    return source.actionCount < this.steps.length;
  }

  /** How far the lesson has come: the learner's steps done and in all. */
  progress(source) {
    return { done: this.mine.filter((i) => i < source.actionCount).length, total: this.mine.length };
  }

  /**
   * Whether the learner's move may be played: null, or the words that turn it away. A step that
   * is the learner's own choice takes any legal move; before another seat's scripted move, the
   * learner waits for it.
   * @param {TableControl} table
   */
  vet(table, seat, action) {
    const step = this.step(table.source);
    this.note = null;
    if (!step || seat !== this.learner) return null;
    if (step.seat !== seat) this.note = t('learn.wait');
    else if (!step.choice && !same(step.action, action)) this.note = this.words(step.wrong ?? this.lesson.wrong, 'learn.wrong');
    return this.note;
  }

  /** What the coach says now: the prompt of the learner's step, its move to mark and its rules section. */
  say(source) {
    const step = this.step(source);
    if (!step) return { text: source.over ? '' : t('learn.free'), mark: null, read: null, note: this.note };
    if (step.seat !== this.learner || !step.prompt) return { text: t('learn.watch'), mark: null, read: null, note: this.note };
    return { text: t(step.prompt), mark: step.choice ? null : step.action, read: step.read ?? null, note: this.note };
  }

  /** A lesson word, or the fallback's when the lesson has none of its own here. */
  words(key, fallback) {
    return t(key && has(key) ? key : fallback);
  }

  /** The end card's words: what the lesson taught, and what to try next. */
  endWords() {
    const [learned, next] = this.lesson.end ?? [];
    return { learned: this.words(learned, 'learn.end'), next: this.words(next, 'learn.next') };
  }

  // ---------- beside the table: the coach's box, the move pointed at, the end card ----------

  /**
   * The coach's words over `table` while the learner's view is on screen, and at the end its
   * card; returns the move it asks for, which the table marks (described by the coach's words).
   * @param {TableControl} table
   */
  overlay(table) {
    shown = this;
    const { source } = table;
    this.end(source);
    const say = table.viewer === this.learner ? this.say(source) : null;
    $('#coach').hidden = !say || (!say.text && !say.note);
    if (!say) return null;
    const { done, total } = this.progress(source);
    $('#coach-step').textContent = done < total ? t('learn.step', { n: done + 1, total }) : '';
    // Words are set only when they change: the box is a live region, read out on each change.
    setText($('#coach-text'), say.text);
    setText($('#coach-note'), say.note ?? '');
    $('#coach-note').hidden = !say.note;
    $('#coach-read').hidden = !say.read;
    $('#coach-read').dataset.section = say.read ?? '';
    return say.mark ? { action: say.mark, describedBy: 'coach-text' } : null;
  }

  /** At the lesson's end: what was learned and what to try next, under the final scores. */
  end(source) {
    const box = $('#final-learn');
    box.hidden = !source.over;
    $('#final-real').hidden = box.hidden;
    $('#final-again').hidden = !box.hidden;
    if (box.hidden) return;
    const { learned, next } = this.endWords();
    $('#final-learned').textContent = learned;
    $('#final-next').textContent = next;
  }

  /** The lesson's table goes: the next match shows no coach and ends as any game. */
  leave() {
    if (shown === this) shown = null;
    $('#coach').hidden = true;
    $('#final-learn').hidden = true;
    $('#final-real').hidden = true;
    $('#final-again').hidden = false;
  }

  /**
   * Where the lesson is, for the tests: its step, the move marked, and whose step it is.
   * @param {TableControl} table
   */
  snapshot({ source }) {
    const step = this.step(source);
    return { lesson: { step: source.actionCount, steps: this.steps.length, mark: this.say(source).mark, note: this.note, learnerStep: step?.seat === this.learner, choice: Boolean(step?.choice) } };
  }

  /** The seats' controllers for a match of the lesson with `meta`: the learner here, the others scripted. */
  seats(meta) {
    return meta.seats.map((s, i) => (i === this.learner ? personSeat() : this.scripted(s.level)));
  }

  /**
   * The controller of a seat the lesson scripts: its scripted move when the lesson is at its
   * step, and a normal bot's once the lesson's moves are done. While another seat's step is
   * next, it is not ready, and the table waits for that seat.
   * @returns {SeatController}
   */
  scripted(level = 'normal') {
    const bot = botSeat(level);
    return {
      ...bot,
      ready: (/** @type {TableSource} */ source, seat) => !this.teaching(source) || this.step(source).seat === seat,
      move: (source, seat) => (this.teaching(source) ? Promise.resolve(this.step(source).action) : bot.move(source, seat)),
    };
  }
}
