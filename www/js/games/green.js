// @ts-check
// GREEN on the page: setup (Pro Golfers), how its clubs, golfers, powers and shots are said, what
// its events say aloud, the status line, shortcut keys, the pause after each hole, the score
// sheet and the final words.
import { t, num, listOf, playerName as who, seatList as list } from '../i18n.js';
import { el } from '../scores.js';
import { turnLine, ballSheet, ballSheetFoot } from './common.js';
import { ruleNumbers } from '../catalog.js';
/**
 * The page contract (types.d.ts), kept by the type checker: this module's exports.
 * @import * as self from './green.js'
 * @import { GamePage, Implements } from '../types'
 * @import { GreenView as View, GreenEvent as Event } from '../types'
 * @typedef {Implements<GamePage<'green'>, typeof self>} PageContract
 */

export const id = 'green';
/** The rules' fixed numbers (the hand limit), the engine's catalog's. */
const NUMBERS = ruleNumbers(id);
export const setupFields = ['pro_golfers'];
/** Page-parameter modes (?mode=...): the base game, or the Pro Golfers variant. */
export const modes = ['standard', 'pro_golfers'];

/** Engine settings from the setup screen ({seats, pro_golfers}). */
export const config = (setup) => (setup.pro_golfers ? { players: setup.seats.length, pro_golfers: true } : { players: setup.seats.length });

const KINDS = ['wood', 'putter', 'hybrid', 'iron', 'wedge', 'chipper'];

/**
 * A club in words from its code. Codes spell their printed strike (a test in the engine keeps the
 * data to this): `iron_432` reads 4, 3, 2 by wind; `iron_c3` and putters choose 0 up to the
 * number; a single digit is a fixed strike.
 */
export function clubWords(code) {
  const [kind, spec = ''] = String(code).split('_');
  if (!KINDS.includes(kind)) return String(code);
  const name = t(`club_${kind}`);
  if (spec.startsWith('c') || kind === 'putter') return t('club_choose', { club: name, max: spec.replace('c', '') });
  if (spec.length > 1) return t('club_wind', { club: name, values: spec.split('').join('/') });
  return t('club_fixed', { club: name, value: spec });
}

/** The hand of the view's seat in words, for a review's "every card shown"; null without one. */
export const handWords = (view) => (view.hand?.length ? listOf(view.hand.map(clubWords)) : null);

const golferWords = (g) => t(`golfer_${typeof g === 'string' ? g : Object.keys(g ?? {})[0]}`);

/** A power code (scene) or a power value (events) in words. */
function powerWords(p) {
  if (p == null) return '';
  if (typeof p === 'object' && p.pair) return t('power_pair_with', { card: clubWords(p.pair) });
  return t(`power_${p}`);
}

/** Where a ball is or ends: a Ball value from events ("tee", {space: 3}, ...) or a scene code ("space:4"). */
function placeWords(b) {
  if (b == null) return '';
  if (typeof b === 'object' && 'space' in b) return t('grplace_space', { n: b.space + 1 });
  const [kind, n] = String(b).split(':');
  if (kind === 'space') return t('grplace_space', { n });
  return t(`grplace_${kind}`);
}

/** A mark on the progression card in words, with the points the engine gives it. */
function markWords(m, points) {
  if (m === 'beyond') return t('grmark_beyond', { n: points });
  if (m === 'waiting') return t('grmark_waiting');
  return t('grmark_space', { n: points });
}

/** A shot from scene label args, in words: the club, its strike, then any power or golfer. */
function shotWords(a, long) {
  const parts = [];
  const club = clubWords(a.card);
  const pair = a.pair ? t('grshot_pair', { card: clubWords(a.pair) }) : '';
  if (long) parts.push(t('grshot_long', { card: club + pair, strike: a.strike }));
  else parts.push(t('grshot_short', { strike: a.strike }));
  if (a.power && a.power !== 'pair') {
    const power = t(`power_${a.power}`);
    parts.push(a.seat != null ? t(long ? 'grshot_bought' : 'grshot_bought_short', { power, seat: who(a.seat) }) : power);
  }
  if (a.golfer) {
    const g = t(`golfer_${a.golfer}`);
    parts.push(a.wind != null ? t('grshot_wind', { golfer: g, wind: a.wind }) : g);
  }
  let text = parts.join(long ? t('grshot_sep') : ' + ');
  if (long && a.end) text += t('grshot_end', { end: endWords(a.end) });
  return text;
}

/** Words for GREEN's scene labels; null leaves a label to the common rules. */
export function label(l) {
  const a = {};
  for (const [name, value] of l.args || []) a[name] = value;
  switch (l.key) {
    case 'green_shot':
      return shotWords(a, false);
    case 'green_hit':
      return shotWords(a, true);
    case 'green_draw':
      return t('grhit_draw', { card: clubWords(a.card), slot: a.slot });
    case 'green_club':
      return t('green_club', { card: clubWords(a.card), count: a.count });
    case 'green_discard':
      return t('grhit_discard', { card: clubWords(a.card) });
    case 'green_take_back':
      return t('grhit_take_back', { card: clubWords(a.card) });
    case 'green_golfer':
      return t('grhit_golfer', { golfer: golferWords(a.golfer) });
    case 'green_seat': {
      let text = t('grseat', { seat: who(a.seat), score: num(a.score), tokens: a.tokens, hand: a.hand });
      if (a.golfer) text += ` · ${golferWords(a.golfer)}`;
      if (a.ball) text += ` · ${t(`grseat_${a.ball}`)}`;
      return text;
    }
    default:
      return null;
  }
}

// ---------- what happened, aloud ----------

/** A shot aloud, where it lands said with what lies there when `spaces` (the hole's course) are given. */
function hitWords(e, spaces) {
  const seat = who(/** @type {{seat?: number}} */ (e).seat);
  const club = clubWords(e.club) + (e.pair ? t('grshot_pair', { card: clubWords(e.pair) }) : '');
  const moved = e.end === 'pocketed'
    ? t('grev_hit_pocket', { seat, card: club, strike: e.strike })
    : t('grev_hit', { seat, card: club, strike: e.strike, from: placeWords(e.start), to: landingWords(e.end, spaces) });
  const extra = [];
  if (e.power != null) {
    const power = powerWords(e.power);
    extra.push(e.from != null ? t('grev_bought', { seat: who(e.from), power }) : t('grev_power', { power }));
  }
  if (e.golfer != null) {
    const wind = e.golfer?.wind_master;
    extra.push(wind != null ? t('grev_golfer_wind', { golfer: golferWords(e.golfer), wind: e.wind }) : t('grev_golfer', { golfer: golferWords(e.golfer) }));
  }
  if (e.token) extra.push(t('grev_token'));
  return [moved, ...extra].join(' ');
}

/**
 * Turns one step's events into sentences for the live region.
 * @param {Event[]} events
 * @param {Event[]} prevEvents
 * @param {View} view
 */
export function narrate(events, prevEvents, view) {
  const lines = [];
  // The view is the step's end: a shot played before a new hole started in the same step landed
  // on the last hole's course, which the view no longer holds.
  const started = events.map((e) => e.kind).lastIndexOf('hole_started');
  for (const [i, e] of events.entries()) {
    const seat = who(/** @type {{seat?: number}} */ (e).seat);
    switch (e.kind) {
      case 'hole_started':
        lines.push(t('grev_hole_started', { hole: e.hole, par: e.par, wind: e.wind, seat: who(e.first) }));
        break;
      case 'golfer_chosen':
        lines.push(t('grev_golfer_chosen', { seat, golfer: golferWords(e.golfer) }));
        break;
      case 'market_refreshed':
        lines.push(t('grev_refreshed', { seat, cards: e.market.filter(Boolean).map(clubWords).join(', ') }));
        break;
      case 'drew':
        lines.push(t(e.replacement ? 'grev_drew' : 'grev_drew_last', { seat, card: clubWords(e.club), card2: e.replacement ? clubWords(e.replacement) : '' }));
        break;
      case 'deck_reshuffled':
        lines.push(t('grev_deck_reshuffled', { count: e.cards }));
        break;
      case 'hit':
        lines.push(hitWords(e, i > started ? view.spaces : null));
        break;
      case 'pocketed': {
        lines.push(t(e.scored === e.points ? 'grev_pocketed' : 'grev_pocketed_lower', { seat, strokes: e.strokes, points: num(e.points), place: markWords(e.mark, e.scored) }));
        break;
      }
      case 'advanced':
        lines.push(t(e.mark === 'beyond' ? 'grev_advanced_beyond' : 'grev_advanced', { seat, place: markWords(e.mark, e.points) }));
        break;
      case 'retired':
        lines.push(t('grev_retired', { seat }));
        break;
      case 'discarded':
        lines.push(t('grev_discarded', { seat, card: clubWords(e.club) }));
        break;
      case 'taken_off':
        lines.push(t('grev_taken_off', { seat }));
        break;
      case 'hole_ended':
        lines.push(t('grev_hole_ended', { hole: e.hole, scores: e.points.map((p, s) => t('ev_score_part', { seat: who(s), score: num(p) })).join(', ') }));
        break;
      case 'took_back':
        lines.push(t('grev_took_back', { seat, card: clubWords(e.club) }));
        break;
      case 'game_ended':
        lines.push(t('grev_bonus', { scores: e.bonus.map((b, s) => t('ev_score_part', { seat: who(s), score: num(b, true) })).join(', ') }));
        lines.push(t(e.winners.length > 1 ? 'ev_game_tie' : 'ev_game_won', { seat: list(e.winners), score: num(e.totals[e.winners[0]]) }));
        break;
      default:
        break;
    }
  }
  return lines;
}

// ---------- the status line ----------

function todo(view, viewer) {
  const hand = view.hand ?? [];
  switch (view.phase) {
    case 'golfers':
      return t('grst_golfer');
    case 'play':
      if (view.step === 'drawing') return t('grst_drawing');
      if (view.step === 'chain') return t('grst_chain');
      if (view.step === 'discarding') return t('grst_discard');
      if (view.balls[viewer] === 'rough') return t('grst_rough');
      return t(hand.length ? 'grst_turn' : 'grst_turn_empty');
    case 'hole_end':
      return t(view.balls[viewer] === 'pocketed' ? 'grst_take_back' : 'grst_discard');
    default:
      return t('st_game_over');
  }
}

/**
 * The status line: {main, warn, info}.
 * @param {View} view
 * @param {number} viewer
 * @param {(seat: number) => boolean} bot
 */
export function status(view, viewer, bot) {
  course = { spaces: view.spaces }; // the shots' buttons about to be listed land on this course
  const main = turnLine({ over: view.phase === 'game_over', toMove: view.to_move, seats: view.balls.length }, viewer, bot, () => todo(view, viewer));
  let warn = '';
  const climbing = view.marks.map((m, s) => (m != null && view.balls[s] === 'pocketed' ? s : -1)).filter((s) => s >= 0);
  if (view.phase === 'play' && climbing.length) {
    warn = t('grst_climbing', { seats: list(climbing), count: climbing.length });
  } else if (viewer >= 0 && view.to_move.includes(viewer) && !bot(viewer) && view.phase === 'play' && view.step === 'start' && view.hand_full) {
    warn = t('grst_hand_full', { limit: NUMBERS.hand_limit });
  }
  const info = view.phase === 'game_over'
    ? t('grst_info_green_done')
    : t('grst_info_green', { hole: view.hole + 1, par: view.par, wind: view.wind });
  return { main, warn, info };
}

/**
 * The move a shortcut key means when no on-screen hit has it (so a refusal is explained).
 * @param {string} key
 */
export function keyAction(key) {
  if (/^[1-4]$/.test(key)) return { draw: Number(key) - 1 };
  return { r: 'refresh', x: 'retire', d: 'done' }[key] ?? null;
}

// ---------- the score sheet ----------

/** Points so far on the hole being played (the engine's): null while the ball is in play. */
const running = (view, s) => view.hole_points[s] ?? null;

/**
 * Holes down (with their par), players across: each hole's points with how it went (retired −1,
 * not pocketed 0), the hole being played in progress, the end-of-game club bonus, the total, and
 * the caddie tokens that break a tie.
 */
export function sheet(view, { final = false, winners = [] } = {}) {
  const n = view.totals.length;
  const over = view.phase === 'game_over';
  const played = view.points.length;
  const leaders = played ? winners : [];

  const table = ballSheet('', t('grsheet_hole'), n, leaders, final || over);

  const body = el('tbody');
  for (let h = 0; h < 3; h++) {
    const pts = view.points[h];
    // The hole under way; between holes (the clubs being settled) none is.
    const now = !pts && h === played && !over && view.phase !== 'hole_end';
    const tr = el('tr', pts ? '' : now ? 'now' : 'later');
    const th = el('th', null);
    th.scope = 'row';
    th.append(el('span', null, String(h + 1)), el('small', 'par', t('grsheet_par', { par: view.pars[h] })));
    tr.append(th);
    for (let s = 0; s < n; s++) {
      const td = el('td');
      if (pts) {
        const v = pts[s];
        const hi = Math.max(...pts);
        td.append(el('span', `pts ${v === hi && v > 0 ? 'good' : v < 0 ? 'bad' : ''}`, num(v)));
        if (v < 0) {
          const tag = el('span', 'tag penalty', t('grsheet_retired_tag'));
          tag.title = t('grleg_retired');
          td.append(tag);
        } else if (v === 0) {
          const tag = el('span', 'tag miss', t('grsheet_out_tag'));
          tag.title = t('grleg_out');
          td.append(tag);
        }
      } else if (now) {
        const v = running(view, s);
        td.append(el('span', 'running', v == null ? '…' : num(v)));
        if (v != null) td.title = t('grsheet_running');
      }
      tr.append(td);
    }
    body.append(tr);
  }
  const bonus = el('tr', over ? 'bonus-row' : 'later');
  const bth = el('th', null, t('grsheet_bonus'));
  bth.scope = 'row';
  bth.title = t('grleg_bonus');
  bonus.append(bth);
  for (let s = 0; s < n; s++) bonus.append(el('td', null, over ? num(view.bonus[s] ?? 0, true) : ''));
  body.append(bonus);
  table.append(body);

  return ballSheetFoot(table, { totals: view.totals, leaders, played, tie: { label: t('grsheet_tokens'), title: t('grleg_tokens'), values: view.tokens } });
}

export const legend = () => [['penalty', t('grsheet_retired_tag'), 'grleg_retired'], ['miss', t('grsheet_out_tag'), 'grleg_out'], ['bonus', '+', 'grleg_bonus']];

// ---------- pauses and the end ----------

/**
 * One pause after each hole but the last: open while the hole's clubs are settled or nobody has played the next yet.
 * @param {View} view
 */
export function breakDialog(view) {
  const hole = view.points.length;
  const pts = view.points[hole - 1];
  const best = Math.max(...pts);
  const winners = pts.map((p, s) => (p === best ? s : -1)).filter((s) => s >= 0);
  const sub = best > 0 ? t(winners.length > 1 ? 'grbreak_best_tied' : 'grbreak_best', { seat: list(winners), score: num(best) }) : t('grbreak_nobody');
  const next = view.phase === 'hole_end' ? t('grbreak_settle') : t('grbreak_next', { hole: hole + 1, par: view.pars[hole] ?? '' });
  return { title: t('grbreak_title', { hole, par: view.pars[hole - 1] }), sub, next, table: true };
}

/**
 * Final words for the engine's `winners` (most points; a tie on points goes to the most caddie tokens).
 * @param {View} view
 * @param {number[]} winners
 */
export function finalText(view, winners) {
  const best = view.totals[winners[0]];
  const tiedOnPoints = view.totals.filter((v) => v === best).length > winners.length;
  return {
    title: t(winners.length > 1 ? 'final_tie' : 'final_win', { seat: list(winners) }),
    sub: t(tiedOnPoints ? 'grfinal_sub_tokens' : 'grfinal_sub', { score: num(best) }),
  };
}


// ---------- the table in words ----------

/**
 * The course of the view last worded (its spaces, where the green is), so a shot's button can say
 * what lies where it lands: a label carries only the space's number. The course is the same for
 * every seat, so nothing hidden travels with it.
 * @type {{spaces: View['spaces']} | null}
 */
let course = null;

/** What lies on space `i` (0 nearest the tee), in words: fairway, bunker, height or lake. */
function terrainWords(sp) {
  if (!sp) return '';
  if (sp.lake) return t('grw_lake');
  if (sp.bunker > 0) return t('grw_bunker', { n: sp.bunker });
  if (sp.height > 0) return t('grw_height', { n: sp.height });
  return t('grw_fairway');
}

/** Spaces still to travel to the green from space `i` (0 nearest the tee), as the engine counts. */
const toGreen = (spaces, i) => spaces.length - i;

/**
 * Where a ball stops (a Ball value), said with what lies there on a space of `spaces`: "space 5,
 * a bunker (…), 2 from the green". The course is public: every seat sees the same.
 */
function landingWords(ball, spaces) {
  const i = typeof ball === 'object' && ball != null && 'space' in ball ? ball.space : -1;
  const sp = spaces?.[i];
  return sp ? t('grw_end_space', { n: i + 1, terrain: terrainWords(sp), left: toGreen(spaces, i) }) : placeWords(ball);
}

/** Where a shot's button says it ends (a scene code, "space:5"), with what lies there. */
function endWords(end) {
  const [kind, n] = String(end).split(':');
  if (kind === 'rough') return t('grw_end_rough');
  return kind === 'space' ? landingWords({ space: Number(n) - 1 }, course?.spaces) : placeWords(end);
}

/** Who stands on a place, as a list of names (`here(ball)` picks the balls). */
const whoIs = (view, here) => view.balls.map((b, s) => (here(b) ? s : -1)).filter((s) => s >= 0);

/** Clubs in words with how many of each: "Iron 4/3/2 ×2, Putter 0–2". */
function clubList(clubs) {
  const counts = new Map();
  for (const c of clubs) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => (n > 1 ? t('grw_club_times', { card: clubWords(c), n }) : clubWords(c))).join(', ');
}

/**
 * The table in words from the seat on screen (`viewer`, −1 for everyone's view): the hole, the
 * course as the path a ball travels from the tee to the green with who is where, the points
 * track, the viewer's own clubs (other hands as counts), the display and the deck, and each
 * player's played clubs, points and caddie tokens. Built from the view alone.
 * @param {View} view
 * @param {number} viewer
 * @returns {{title: string, lines: string[]}[]}
 */
export function tableWords(view, viewer) {
  course = { spaces: view.spaces };
  const n = view.balls.length;
  const me = view.seat != null && view.seat === viewer ? viewer : -1;
  const names = (seats) => (seats.length ? t('grw_here', { seats: list(seats), count: seats.length }) : '');
  const sections = [];

  // The hole.
  const hole = [];
  if (view.phase === 'game_over') hole.push(t('grst_info_green_done'));
  else {
    hole.push(t('grw_hole', { hole: view.hole + 1, par: view.par, wind: view.wind }));
    if (view.to_move.length) hole.push(t('grw_to_move', { seats: list(view.to_move), count: view.to_move.length }));
  }
  sections.push({ title: t('grw_title_hole'), lines: hole });

  // The course, in the order a ball travels it.
  if (view.phase !== 'game_over') {
    const lines = [t('grw_course_intro', { spaces: view.spaces.length, green: view.spaces.length + 1 })];
    lines.push(t('grw_tee') + names(whoIs(view, (b) => b === 'tee')));
    view.spaces.forEach((sp, i) => {
      const room = sp.lake ? '' : t('grw_room', { n: sp.circles });
      const here = names(whoIs(view, (b) => typeof b === 'object' && b.space === i));
      lines.push(t('grw_space', { n: i + 1, terrain: terrainWords(sp), left: toGreen(view.spaces, i) }) + room + here);
    });
    lines.push(t('grw_green'));
    lines.push(t('grw_rough') + names(whoIs(view, (b) => b === 'rough')));
    const holed = whoIs(view, (b) => b === 'pocketed');
    if (holed.length) lines.push(t('grw_holed', { seats: list(holed), count: holed.length }));
    const off = whoIs(view, (b) => b === 'retired' || b === 'out');
    if (off.length) lines.push(t('grw_off', { seats: list(off), count: off.length }));
    sections.push({ title: t('grw_title_course'), lines });

    // The points track.
    const track = [t('grw_track_intro')];
    for (let s = 0; s < n; s++) {
      const m = view.marks[s];
      if (m != null) track.push(t('grw_track_seat', { seat: who(s), place: markWords(m, view.hole_points[s] ?? 0), points: num(view.hole_points[s] ?? 0) }));
    }
    if (track.length === 1) track.push(t('grw_track_empty'));
    sections.push({ title: t('grw_title_track'), lines: track });
  }

  // Your clubs: only the viewer's own hand is named.
  if (me >= 0 && view.hand) {
    const lines = [view.hand.length ? t('grw_hand', { clubs: clubList(view.hand), count: view.hand.length }) : t('grw_hand_empty')];
    if (view.hand_full) lines.push(t('grst_hand_full', { limit: NUMBERS.hand_limit }));
    if (view.golfers[me]) lines.push(t(view.golfer_used ? 'grw_golfer_used' : 'grw_golfer', { golfer: golferWords(view.golfers[me]) }));
    sections.push({ title: t('grw_title_hand'), lines });
  }

  // The display and the deck.
  const market = view.market.map((c, i) => t('grw_slot', { slot: i + 1, card: c ? clubWords(c) : t('grw_slot_empty') }));
  market.push(t('grw_deck', { count: view.deck_count }));
  market.push(view.discard.length ? t('grw_discard', { count: view.discard.length, card: clubWords(view.discard.at(-1)) }) : t('grw_discard_none'));
  market.push(t('grw_supply', { count: view.supply }));
  sections.push({ title: t('grw_title_display'), lines: market });

  // Each player: where their ball is, clubs held (a count), played, points and tokens.
  const players = [];
  for (let s = 0; s < n; s++) {
    const parts = [who(s) + (s === me ? t('grw_you') : '')];
    const b = view.balls[s];
    if (b === 'pocketed') parts.push(t('grw_ball_in'));
    else if (b != null && view.phase !== 'game_over') parts.push(t('grw_ball', { place: placeWords(b) }));
    parts.push(t('grw_holds', { count: view.hand_sizes[s] ?? 0 }));
    const row = view.rows[s] ?? [];
    parts.push(row.length
      ? t('grw_played', { clubs: row.map((p) => clubWords(p.club) + (p.pair ? t('grshot_pair', { card: clubWords(p.pair) }) : '')).join(', ') })
      : t('grw_played_none'));
    parts.push(t('grw_strokes', { count: view.shots[s] ?? 0 }));
    if (view.golfers[s] != null && s !== me) parts.push(t('grw_their_golfer', { golfer: golferWords(view.golfers[s]) }));
    parts.push(t('grw_tokens', { count: view.tokens[s] ?? 0 }));
    parts.push(t('grw_total', { points: num(view.totals[s] ?? 0) }));
    players.push(parts.join(t('grw_sep')));
  }
  sections.push({ title: t('grw_title_players'), lines: players });

  // Finished holes.
  if (view.points.length) {
    const lines = view.points.map((pts, h) => t('grw_hole_scores', { hole: h + 1, scores: pts.map((p, s) => t('ev_score_part', { seat: who(s), score: num(p) })).join(', ') }));
    sections.push({ title: t('grw_title_scores'), lines });
  }
  return sections;
}
