// @ts-check
// Golfie on the page: setup options (team play), what its events say aloud, the status line,
// shortcut keys, the mid-course pause and the final words. The scorecard is golfie-card.js.
import { t, num, playerName as who, seatList as list, listOf, cardCode, cardWords, placeWords } from '../i18n.js';
import { scorecard, unitName, NUMBERS } from './golfie-card.js';
/**
 * The page contract (types.d.ts), kept by the type checker: this module's exports.
 * @import * as self from './golfie.js'
 * @import { GamePage, Implements } from '../types'
 * @import { GolfieView as View, GolfieEvent as Event } from '../types'
 * @typedef {Implements<GamePage<'golfie'>, typeof self>} PageContract
 */

export const id = 'golfie';
export const setupFields = ['teams'];

// The team splits the rules allow, by seat count. Teammates alternate round the table.
const SPLITS = { 4: ['2v2'], 6: ['3v3', '2v2v2'], 8: ['4v4'] };
export const teamChoices = (n) => SPLITS[n] ?? [];
export const teamsFor = (variant, n) => Array.from({ length: n }, (_, i) => i % variant.split('v').length);
/** Ways to play, for the `mode` page parameter: each for themselves (also solo), or a team split. */
export const modes = ['individual', ...new Set(Object.values(SPLITS).flat())];

/** Engine settings from the setup screen ({seats, teams}). */
export function config(setup) {
  const n = setup.seats.length;
  return teamChoices(n).includes(setup.teams) ? { players: n, teams: teamsFor(setup.teams, n) } : { players: n };
}

const card = (c) => cardWords(cardCode(c));
const place = (cell) => placeWords(Math.floor(cell / 3) + 1, (cell % 3) + 1);
const isFinal = (view) => view.current === 'final_hole';

/** An Action card in words: "Hole", "Zone: the centre", "Double zone: the top left and the top right". */
export function actionWords(a) {
  if (typeof a === 'string') return t(`action_${a}`);
  if (a?.zone != null) return t('gev_action_zone', { pos: place(a.zone) });
  if (a?.double) return t('gev_action_double', { pos: place(a.double[0]), pos2: place(a.double[1]) });
  return '';
}

const lineWords = (line) => t(`line_${line}`);

function marks(view, values) {
  return values.map((v, u) => t('ev_score_part', { seat: unitName(view, u), score: num(v) })).join(', ');
}

/**
 * Turns one step's events into sentences for the live region.
 * @param {Event[]} events
 * @param {Event[]} prevEvents
 * @param {View} view
 */
export function narrate(events, prevEvents, view) {
  const lines = [];
  for (const e of events) {
    const seat = who(/** @type {{seat?: number}} */ (e).seat);
    switch (e.kind) {
      case 'revealed':
        lines.push(t('ev_revealed', { seat, card: card(e.card), pos: place(e.cell) }));
        break;
      case 'lost_ball':
        lines.push(t('gev_lost_ball', { seat, card: card(e.replacement) }));
        break;
      case 'action_revealed':
        lines.push(t('gev_action', { seat, action: actionWords(e.card) }));
        break;
      case 'moved':
        lines.push(t('gev_moved', { seat, pos: place(e.cell), pos2: place(e.with) }));
        break;
      case 'hole_played':
        lines.push(e.card === 'lost_ball'
          ? t('gev_hole_lost', { seat, pos: place(e.cell), score: e.scored })
          : t('gev_hole', { seat, card: card(e.card), pos: place(e.cell), score: e.scored }));
        break;
      case 'combo':
        lines.push(t('gev_combo', { seat, n: e.value, line: lineWords(e.line) }));
        break;
      case 'field_reshuffled':
        lines.push(t('gev_reshuffled'));
        break;
      case 'team_chose':
        lines.push(t('gev_team_chose', { seat, member: who(e.member), score: e.scored }));
        break;
      case 'hole_marked':
        lines.push(t('gev_hole_marked', { hole: e.hole, marks: marks(view, e.marks) }));
        break;
      case 'mid_course':
        lines.push(t('gev_mid_course', { marks: marks(view, e.subtotals) }));
        break;
      case 'game_ended':
        lines.push(final(view, e.totals, e.winners).spoken);
        break;
      default:
        break; // shifted: the cards simply move up, nothing to say
    }
  }
  return lines;
}

function taskText(view, task) {
  if (task === 'hole') return t(isFinal(view) ? 'gst_final_hole' : 'gst_hole');
  if (task === 'golf_cart') return t('gst_cart');
  if (task === 'choose_combo') return t('gst_combo');
  if (task === 'mark_hole') return t('gst_mark_hole');
  const cells = task.play?.cells ?? [];
  if (view.current?.double) return cells.length > 1 ? t('gst_double') : t('gst_double_one', { pos: place(cells[0]) });
  const up = view.grids[view.seat]?.[cells[0]] != null;
  return t(up ? 'gst_zone_up' : 'gst_zone', { pos: place(cells[0]) });
}

/** Where the course stands: "Hole 4 of 18 · front nine". */
function progress(view) {
  if (view.phase === 'game_over') return t('gst_info_done');
  const hole = Math.min(view.holes_played + 1, 18);
  const info = view.phase === 'setup' ? t('gst_info_setup') : t(hole <= 9 ? 'gst_info_front' : 'gst_info_back', { hole });
  return view.target != null ? `${info} · ${t('gst_info_target', { target: view.target })}` : info;
}

/** What the seat on screen must do now, or who the table waits for. */
function todo(view, viewer, mine) {
  const task = view.tasks[viewer];
  switch (view.phase) {
    case 'setup': {
      const done = task?.setup ?? {};
      return mine ? t(done.top ? 'gst_setup_bottom' : done.bottom ? 'gst_setup_top' : 'gst_setup') : null;
    }
    case 'flip':
      return mine ? t('gst_flip') : t('gst_flip_other', { seat: who(view.active) });
    case 'act':
      return mine ? taskText(view, task) : null;
    default:
      return t('st_game_over');
  }
}

/**
 * The status line: {main, warn, info}. With several people at one screen it says whose go it is.
 * @param {View} view
 * @param {number} viewer
 * @param {(seat: number) => boolean} bot
 */
export function status(view, viewer, bot) {
  const mine = viewer >= 0 && view.to_move.includes(viewer) && !bot(viewer);
  const people = view.grids.filter((_, s) => !bot(s)).length;
  let main = todo(view, viewer, mine) ?? t('gst_wait', { seats: list(view.to_move) });
  if (mine && people > 1) main = t('gst_who', { seat: who(viewer), text: main });
  let warn = '';
  if (view.phase === 'flip' && view.actions_left === 0) warn = t('gst_final_next');
  else if (view.phase === 'act' && isFinal(view)) warn = t(view.half ? 'gst_final_back' : 'gst_final_front');
  return { main, warn, info: progress(view) };
}

/**
 * The move a shortcut key means when no on-screen hit has that key (so refusals explain).
 * @param {string} key
 * @param {View} view
 */
export function keyAction(key, view) {
  if (key === 'f') return 'flip';
  if (!/^[1-9]$/.test(key)) return null;
  const cell = Number(key) - 1;
  const task = view.tasks[view.seat];
  if (view.phase === 'setup') return { reveal: cell };
  if (task === 'mark_hole') return null;
  return task === 'hole' ? { hole: cell } : { unveil: cell };
}

// ---------- the table in words ----------

/** A card of a grid or the discard, short: "7", "a Lost Ball (+1)", "face down". */
const cardShort = (c) => (c == null ? t('gw_down') : card(c));

/** What the Action card in play asks of every player, in a sentence. */
function actionMeaning(a) {
  if (a === 'hole' || a === 'final_hole') return t('gw_means_hole');
  if (a === 'golf_cart') return t('gw_means_cart');
  if (a?.zone != null) return t('gw_means_zone', { pos: place(a.zone) });
  if (a?.double) return t('gw_means_double', { pos: place(a.double[0]), pos2: place(a.double[1]) });
  return '';
}

/** A seat's task, said in its own section ("To play: the card at the centre"); null for none. */
function taskLine(view, s) {
  const task = view.tasks[s];
  if (task == null || view.phase === 'game_over') return null;
  if (typeof task === 'object' && 'setup' in task) {
    if (task.setup.top && task.setup.bottom) return t('gw_task_done');
    return t(task.setup.top ? 'gw_task_setup_bottom' : task.setup.bottom ? 'gw_task_setup_top' : 'gw_task_setup');
  }
  if (view.phase !== 'act') return null;
  if (typeof task === 'object' && 'play' in task) {
    // A face-up marked card can only be swapped.
    const up = task.play.cells.every((c) => view.grids[s][c] != null);
    if (task.play.cells.length > 1) return t('gw_task_play_two', { pos: listOf(task.play.cells.map(place)) });
    return t(up ? 'gw_task_play_up' : 'gw_task_play', { pos: place(task.play.cells[0]) });
  }
  return t(`gw_task_${task}`);
}

/** A 3x3 grid by rows, left to right, with what its face-up cards add up to. */
function gridLines(grid) {
  const lines = [0, 1, 2].map((r) => t(`gw_row_${r}`, { cards: grid.slice(r * 3, r * 3 + 3).map(cardShort).join(', ') }));
  const up = grid.filter((c) => c != null);
  const sum = up.reduce((a, c) => a + (c === 'lost_ball' ? 0 : c.value), 0);
  lines.push(t('gw_grid_sum', { up: up.length, sum: num(sum), down: 9 - up.length }));
  return lines;
}

/** A scorecard row in words: total, each nine, the holes played, the marks. */
function cardLines(view, u) {
  const c = view.cards[u];
  const [front, back] = view.subtotals[u];
  const holes = c.holes.map((v, h) => (v == null ? null : t('gw_hole_score', { n: h + 1, score: num(v) }))).filter(Boolean);
  const lines = [t('gw_score', { seat: unitName(view, u), score: num(front + back), front: num(front), back: num(back) })];
  if (holes.length) lines.push(t('gw_holes', { holes: holes.join(', ') }));
  const lost = c.lost[0] + c.lost[1];
  const combos = c.combos[0] + c.combos[1];
  if (lost || combos) lines.push(t('gw_marks', { lost, combos }));
  return lines;
}

/**
 * The table in words, from `view` alone (what seat `viewer` sees; -1 the public table): the hole,
 * the Action card and what it asks, the Field, every grid by place, the scorecard.
 * @param {View} view
 * @param {number} viewer
 */
export function tableWords(view, viewer) {
  const n = view.grids.length;
  const teams = view.config.teams?.length ? view.config.teams : null;
  const course = [progress(view)];
  if (view.phase === 'flip') course.push(t('gw_next_flip', { seat: who(view.active) }));
  if (view.current != null && view.phase !== 'setup') {
    course.push(t('gw_action', { action: actionWords(view.current) }));
    if (view.phase === 'act') course.push(actionMeaning(view.current));
  }
  course.push(t('gw_actions_left', { n: view.actions_left }));
  const top = view.field_discard.at(-1);
  course.push(t(top == null ? 'gw_field_empty' : 'gw_field', { n: view.field_count, card: top == null ? '' : card(top) }));
  const sections = [{ title: t('gw_course'), lines: course }];

  // The seat on screen first, then the others round the table.
  const order = viewer >= 0 && viewer < n ? [viewer, ...[...Array(n).keys()].filter((s) => s !== viewer)] : [...Array(n).keys()];
  for (const s of order) {
    const title = s === viewer ? t('gw_your_grid', { seat: who(s) }) : t('gw_grid', { seat: who(s) });
    const lines = [];
    if (teams) lines.push(t('gw_team', { team: unitName(view, view.units[s]) }));
    const task = taskLine(view, s);
    if (task) lines.push(task);
    if (view.hole_picks[s] != null) lines.push(t('gw_hole_pick', { score: num(view.hole_picks[s]) }));
    lines.push(...gridLines(view.grids[s]));
    sections.push({ title, lines });
  }

  const marks = view.cards.flatMap((_, u) => cardLines(view, u));
  if (teams) {
    view.cards.forEach((_, u) => {
      const members = view.units.map((x, s) => (x === u ? who(s) : null)).filter(Boolean);
      marks.push(t('gw_team_members', { team: unitName(view, u), seats: listOf(members) }));
    });
  }
  if (view.target != null) {
    const score = view.subtotals[0][0] + view.subtotals[0][1];
    marks.push(t('gc_target_pace', { target: view.target, score: num(score), holes: view.holes_played }));
  } else if (view.cards.length > 1 && view.holes_played > 0) {
    // Fewest strokes lead.
    const totals = view.subtotals.map(([a, b]) => a + b);
    const best = Math.min(...totals);
    const leaders = totals.map((v, u) => (v === best ? unitName(view, u) : null)).filter(Boolean);
    marks.push(t(leaders.length > 1 ? 'gw_tied' : 'gw_lead', { seat: listOf(leaders), score: num(best) }));
  }
  sections.push({ title: t('gw_scorecard'), lines: marks });
  return sections;
}

/**
 * Golfie's own button words, before the shared ones: a Hole on a face-down card says it is
 * scored unseen, and a combo names its line ("the top row") rather than a number.
 * @param {{key?: string, args?: [string, any][]}} l
 */
export function label(l) {
  const arg = (name) => l.args?.find(([n]) => n === name)?.[1];
  if (l.key === 'hit_hole' && arg('card') === 'down') return t('hit_hole_down', { pos: placeWords(arg('row'), arg('col')) });
  if (l.key === 'hit_combo_row' || l.key === 'hit_combo_col') {
    return t('hit_combo_line', { line: lineWords(Number(arg('n')) - 1 + (l.key === 'hit_combo_col' ? 3 : 0)) });
  }
  return null;
}

export const sheet = (view, opts) => scorecard(view, opts);

export const legend = () => [['lost', num(NUMBERS.lost_ball, true), 'gleg_lost'], ['combo', num(NUMBERS.combo, true), 'gleg_combo']];

/** Swap buttons are blank pills in the scene: the painter adds arrows. */
export const glyphs = (hits) => hits.filter((h) => h.action?.move).map((h) => ({ x: h.x, y: h.y, w: h.w, h: h.h, kind: 'swap' }));

/**
 * One pause: mid-course, right after the front nine, until the first card of the back nine.
 * @param {View} view
 */
export function breakDialog(view) {
  const subs = view.subtotals.map((s) => s[0]);
  let sub;
  if (view.target != null) {
    sub = t('gmid_solo', { score: num(subs[0]), need: num(view.target - 1 - subs[0]) });
  } else {
    const best = Math.min(...subs);
    const leaders = subs.map((v, u) => (v === best ? unitName(view, u) : null)).filter(Boolean);
    sub = t(leaders.length > 1 ? 'gmid_tied' : 'gmid_lead', { seat: listOf(leaders), score: num(best) });
  }
  return { title: t('gmid_title'), sub, next: t('gmid_next'), table: false };
}

/** Final words from totals per seat and the engine's winners: title, line under it, and the spoken sentence. */
function final(view, totals, winners) {
  if (view.target != null) {
    // Alone: the engine names the player a winner only when the target is beaten.
    const beaten = winners.length > 0;
    const args = { score: num(totals[0]), target: view.target };
    return {
      title: t(beaten ? 'gfinal_solo_win' : 'gfinal_solo_miss', args),
      sub: t('gfinal_solo_sub', args),
      spoken: t(beaten ? 'gev_solo_win' : 'gev_solo_miss', args),
      // Alone against the target, the winner's medal is earned only by beating it.
      trophy: beaten,
    };
  }
  const best = totals[winners[0]];
  const units = [...new Set(winners.map((s) => view.units[s]))];
  const names = listOf(units.map((u) => unitName(view, u)));
  return {
    title: t(units.length > 1 ? 'final_tie' : 'final_win', { seat: names }),
    sub: t('gfinal_sub', { score: num(best) }),
    spoken: t(units.length > 1 ? 'ev_game_tie' : 'ev_game_won', { seat: names, score: num(best) }),
  };
}

/** @param {View} view @param {number[]} winners */
export function finalText(view, winners) {
  return final(view, view.totals, winners);
}

/** A Hole card shows a flag on a green, where zone cards print their grid and balls. */
export function emblem(face) {
  if (face.tone !== 'action' || !['action_hole', 'action_final_hole'].includes(face.caption)) return null;
  const final = face.caption === 'action_final_hole';
  return (ctx, w, h, color) => {
    const cx = w / 2;
    const gy = h * 0.56;
    ctx.save();
    ctx.fillStyle = '#7cc47a';
    ctx.beginPath();
    ctx.ellipse(cx, gy, w * 0.36, h * 0.09, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1d2a21';
    ctx.beginPath();
    ctx.ellipse(cx, gy, w * 0.07, h * 0.025, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = color('tone_action');
    ctx.lineWidth = Math.max(1, w * 0.025);
    ctx.beginPath();
    ctx.moveTo(cx, gy);
    ctx.lineTo(cx, h * 0.14);
    ctx.stroke();
    // The last hole of each nine flies a gold flag.
    ctx.fillStyle = final ? '#d9a514' : '#d23b2f';
    ctx.beginPath();
    ctx.moveTo(cx, h * 0.14);
    ctx.lineTo(cx + w * 0.3, h * 0.21);
    ctx.lineTo(cx, h * 0.28);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  };
}

