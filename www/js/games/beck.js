// @ts-check
// Grandpa Beck's Golf on the page: what its events say aloud, what the status line asks for,
// and shortcut keys that are not on screen right now (so the engine can explain the refusal).
import { t, num, playerName as who, seatList, cardCode, cardWords, placeWords } from '../i18n.js';
import { scoreSheet } from '../scores.js';
import { ruleNumbers } from '../catalog.js';
/**
 * The page contract (types.d.ts), kept by the type checker: this module's exports.
 * @import * as self from './beck.js'
 * @import { GamePage, Implements } from '../types'
 * @import { BeckView as View, BeckEvent as Event } from '../types'
 * @typedef {Implements<GamePage<'beck'>, typeof self>} PageContract
 */

export const id = 'beck';
/** The rules' fixed numbers (the first-out bonus and penalty), the engine's catalog's. */
const NUMBERS = ruleNumbers(id);

/** Which optional setup fields this game uses. */
export const setupFields = ['rounds'];
/** Ways to play, for the `mode` page parameter: the first is the default. */
export const modes = ['standard'];

/** Engine settings from the setup screen ({seats, rounds}). */
export const config = (setup) => ({ players: setup.seats.length, rounds: setup.rounds });

const card = (c) => cardWords(cardCode(c));
const place = (cell) => placeWords(Math.floor(cell / 3) + 1, (cell % 3) + 1);

/**
 * Turns one step's events into sentences for the live region. `prev` is the step before.
 * @param {Event[]} events
 * @param {Event[]} prevEvents
 */
export function narrate(events, prevEvents = []) {
  const lines = [];
  const took = prevEvents.find((e) => e.kind === 'took_discard');
  for (const e of events) {
    const seat = who(/** @type {{seat?: number}} */ (e).seat);
    switch (e.kind) {
      case 'dealt':
        lines.push(t('ev_dealt', { round: e.round, dealer: who(e.dealer) }));
        break;
      case 'revealed':
        lines.push(t('ev_revealed', { seat, card: card(e.card), pos: place(e.cell) }));
        break;
      case 'drew_from_pile':
        lines.push(t('ev_drew', { seat }));
        break;
      case 'took_discard':
        lines.push(t('ev_took', { seat, card: card(e.card) }));
        break;
      case 'placed': {
        const replaced = e.replaced_was_face_down ? t('ev_face_down', { card: card(e.replaced) }) : t('ev_face_up', { card: card(e.replaced) });
        const key = took && took.seat === e.seat ? 'ev_took_placed' : 'ev_placed';
        lines.push(t(key, { seat, card: card(e.card), pos: place(e.cell), replaced }));
        break;
      }
      case 'discarded':
        lines.push(t('ev_discarded', { seat, card: card(e.card) }));
        break;
      case 'reshuffled':
        lines.push(t('ev_reshuffled', { count: e.cards }));
        break;
      case 'went_out':
        lines.push(t('ev_went_out', { seat }));
        break;
      case 'round_ended': {
        const r = e.result;
        const parts = r.scores.map((s, i) => t('ev_score_part', { seat: who(i), score: num(s) }));
        lines.push(t('ev_round_ended', { round: r.round, scores: parts.join(', ') }));
        if (r.out != null) {
          lines.push(t(r.bonus[r.out] < 0 ? 'ev_bonus' : 'ev_penalty', { seat: who(r.out) }));
        }
        break;
      }
      case 'game_ended':
        lines.push(t(e.winners.length > 1 ? 'ev_game_tie' : 'ev_game_won', {
          seat: seatList(e.winners),
          score: num(e.totals[e.winners[0]]),
        }));
        break;
      default:
        break;
    }
  }
  return lines;
}

/**
 * For the seat on screen alone: the card it just drew from the pile, which the table learns only
 * from the seat's own view (the public events and views do not hold it).
 * @param {Event[]} events
 * @param {View} own
 */
export function narrateOwn(events, own) {
  const drew = events.some((e) => e.kind === 'drew_from_pile' && e.seat === own.seat);
  const held = drew && own.holder === own.seat && own.holding_from === 'pile' ? own.holding : null;
  return held == null ? [] : [t('ev_you_drew', { card: card(held) })];
}

/**
 * The status line: {main, warn}. `viewer` is the seat shown; `mine` tells whether that seat is a
 * person who may act now; `bot(seat)` tells whether a seat is a bot.
 * @param {View} view
 * @param {number} viewer
 * @param {(seat: number) => boolean} bot
 */
export function status(view, viewer, bot) {
  const current = who(view.current);
  // The buttons that follow name the card this seat holds, as this view shows it.
  heldByViewer = viewer >= 0 && view.holder === viewer && view.holding != null ? view.holding : null;
  let main;
  switch (view.phase) {
    case 'reveal': {
      const mineToDo = viewer >= 0 && view.to_move.includes(viewer) && !bot(viewer);
      main = mineToDo ? t('st_reveal', { seat: who(viewer), count: view.to_reveal[viewer] }) : t('st_reveal_wait');
      break;
    }
    case 'play': {
      // The card held is named only when this view shows it (drawn by this seat, or taken).
      const held = view.holding != null ? card(view.holding) : null;
      const top = view.discard.at(-1);
      if (bot(view.current)) main = t('st_bot_turn', { seat: current });
      else if (view.holding_from == null) main = top ? t('st_draw_or_take_card', { seat: current, card: card(top) }) : t('st_draw_or_take', { seat: current });
      else if (view.holding_from === 'pile') main = held ? t('st_place_or_discard_card', { seat: current, card: held }) : t('st_place_or_discard', { seat: current });
      else main = held ? t('st_place_card', { seat: current, card: held }) : t('st_place', { seat: current });
      break;
    }
    case 'round_over':
      // With no person at the table the next round is dealt by itself after a pause.
      main = t(viewer < 0 ? 'st_round_over_auto' : 'st_round_over', { round: view.round });
      break;
    default:
      main = t('st_game_over');
  }
  let warn = '';
  if (view.out != null && view.phase === 'play') {
    warn = t('st_last_turns', { seat: who(view.out), count: view.final_turns_left });
  }
  return { main, warn };
}

/** The card the seat on screen holds, from the view its status line was last worded from. */
let heldByViewer = null;

/**
 * Words for Beck's own scene labels; null leaves a label to the common rules. A place button
 * names the card held and what it replaces, so a move can be chosen from the buttons alone.
 */
export function label(l) {
  if (l.key !== 'hit_place' || heldByViewer == null) return null;
  const a = {};
  for (const [name, value] of l.args || []) a[name] = value;
  const replaced = a.card === 'down' ? t('card_down') : t('ev_face_up', { card: cardWords(a.card) });
  return t('hit_place_card', { card: card(heldByViewer), pos: placeWords(a.row, a.col), replaced });
}

/**
 * The table in words, from `view` alone (seen by `viewer`, -1 for the public table): the round,
 * the piles and the card held, each grid place by place with what its face-up cards score, and
 * the scores so far. A face-down card or a card drawn by another seat is never named: the view
 * does not hold it.
 * @param {View} view
 * @param {number} viewer
 */
export function tableWords(view, viewer) {
  const seats = view.grids.length;
  const done = view.phase === 'round_over' || view.phase === 'game_over';
  const round = [t('bkw_round', { round: view.round, rounds: view.config.rounds, dealer: who(view.dealer) })];
  if (view.phase === 'reveal') {
    for (let s = 0; s < seats; s++) {
      if (view.to_reveal[s] > 0) round.push(t('bkw_to_reveal', { seat: who(s), count: view.to_reveal[s] }));
    }
  }
  if (view.phase === 'play') round.push(t('bkw_to_play', { seat: who(view.current) }));
  if (!done) {
    round.push(t('bkw_draw_pile', { count: view.draw_count }));
    const top = view.discard.at(-1);
    round.push(top ? t('bkw_discard', { card: card(top), count: view.discard.length }) : t('bkw_discard_empty'));
  }
  if (view.holder != null) {
    const from = t(view.holding_from === 'discard' ? 'bkw_from_discard' : 'bkw_from_pile');
    round.push(view.holding != null
      ? t('bkw_holds', { seat: who(view.holder), card: card(view.holding), from })
      : t('bkw_holds_unseen', { seat: who(view.holder), from }));
  }
  if (view.out != null && view.phase === 'play') {
    round.push(t('bkw_out', { seat: who(view.out), count: view.final_turns_left }));
  }
  const sections = [{ title: t('bkw_title_round'), lines: round }];
  // The seat on screen first, then the others in turn order after it.
  const first = viewer >= 0 && viewer < seats ? viewer : 0;
  for (let k = 0; k < seats; k++) {
    const s = (first + k) % seats;
    const grid = view.grids[s];
    const down = grid.filter((c) => c == null).length;
    const lines = [down
      ? t('bkw_showing', { score: num(view.showing[s]), down })
      : t('bkw_showing_all', { score: num(view.showing[s]) })];
    if (view.out === s) lines.push(t('bkw_went_out'));
    for (let row = 0; row < 3; row++) {
      const cells = [0, 1, 2].map((col) => t('bkw_cell', {
        pos: place(row * 3 + col),
        card: grid[row * 3 + col] == null ? t('bkw_down') : card(grid[row * 3 + col]),
      }));
      lines.push(capital(cells.join(t('bkw_sep'))));
    }
    sections.push({ title: t(s === viewer ? 'bkw_title_you' : 'bkw_title_grid', { seat: who(s) }), lines });
  }
  if (view.results.length) {
    const list = (scores) => scores.map((score, s) => t('ev_score_part', { seat: who(s), score: num(score) })).join(', ');
    const lines = view.results.map((r) => t('bkw_result', { round: r.round, scores: list(r.scores) }));
    lines.push(t('bkw_totals', { scores: list(view.totals) }));
    sections.push({ title: t('bkw_title_scores'), lines });
  }
  return sections;
}

/** A line begins with a capital ("the top left" opens a sentence). */
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The move a shortcut key means, used only when no on-screen hit has that key.
 * @param {string} key
 * @param {View} view
 */
export function keyAction(key, view) {
  if (/^[1-9]$/.test(key)) return view.phase === 'reveal' ? { reveal: Number(key) - 1 } : { place: Number(key) - 1 };
  return { d: 'draw', t: 'take_discard', x: 'discard', n: 'next_round' }[key] ?? null;
}

/** Column marks for the score sheet: -5 first-out bonus, +10 first-out penalty. */
export function roundMarks(result) {
  return result.bonus.map((b) => (b < 0 ? 'bonus' : b > 0 ? 'penalty' : null));
}

export const sheet = (view, opts) => scoreSheet(view, roundMarks, opts);

/** Under the sheet: [tag class, tag text, explanation key]. */
export const legend = () => [['bonus', num(NUMBERS.first_out_bonus, true), 'sheet_bonus'], ['penalty', num(NUMBERS.first_out_penalty, true), 'sheet_penalty']];

/**
 * The round-end dialog; its main button deals (the scene's "n" hit).
 * @param {View} view
 */
export function breakDialog(view) {
  const r = view.results[view.results.length - 1];
  let sub = '';
  if (r.out != null) sub = t(r.bonus[r.out] < 0 ? 'round_out_bonus' : 'round_out_penalty', { seat: who(r.out) });
  return { title: t('round_done', { round: r.round, rounds: view.config.rounds }), sub, next: t('hit_next_round'), table: true };
}

/**
 * The final dialog's title and line, for the engine's `winners`.
 * @param {View} view
 * @param {number[]} winners
 */
export function finalText(view, winners) {
  const best = view.totals[winners[0]];
  const played = view.results.length;
  return {
    title: t(winners.length > 1 ? 'final_tie' : 'final_win', { seat: seatList(winners) }),
    sub: t(played === 1 ? 'final_sub_one' : 'final_sub', { score: num(best), rounds: played }),
  };
}
