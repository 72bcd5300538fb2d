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
 * The status line: {main, warn}. `viewer` is the seat shown; `mine` tells whether that seat is a
 * person who may act now; `bot(seat)` tells whether a seat is a bot.
 * @param {View} view
 * @param {number} viewer
 * @param {(seat: number) => boolean} bot
 */
export function status(view, viewer, bot) {
  const current = who(view.current);
  let main;
  switch (view.phase) {
    case 'reveal': {
      const mineToDo = viewer >= 0 && view.to_move.includes(viewer) && !bot(viewer);
      main = mineToDo ? t('st_reveal', { seat: who(viewer), count: view.to_reveal[viewer] }) : t('st_reveal_wait');
      break;
    }
    case 'play': {
      if (bot(view.current)) main = t('st_bot_turn', { seat: current });
      else if (view.holding_from == null) main = t('st_draw_or_take', { seat: current });
      else if (view.holding_from === 'pile') main = t('st_place_or_discard', { seat: current });
      else main = t('st_place', { seat: current });
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
