// @ts-check
// The coach's verdict of a whole match, move by move: the loop the review's worker runs
// (verdict-worker.js) and the benchmark times (scripts/bench-wasm.mjs). It follows the engine's
// reference loop (session::verdict_of) call for call, judging only the people's moves: before each
// move of the record, every seat's outlook from its own view (rule-of-thumb play-outs); then, for
// a person's move, the hard bot's judgement of it from that seat's view (kept when the seat had a
// choice); then the move is played.
/** @import { EngineModule, MatchRecord } from './types' */

/** The engine's hard bot's playouts (core::bot::HARD_ITERATIONS): the coach is the hard bot. */
export const COACH_PLAYOUTS = 1200;
/** Playouts of each seat's outlook at each move (rule-of-thumb play-outs, no search). */
export const OUTLOOK_PLAYOUTS = 64;

/**
 * Judges `record` with game module `engine`: `people` the seats judged, `playouts` the search's
 * budget, `outlook` the outlook's. `each(item)` hears every move's `{move, seat, outlooks,
 * judgement}` as it is made. Throws the engine's refusal.
 * @param {EngineModule['GameSession']} GameSession
 * @param {MatchRecord} record
 * @param {number[]} people
 * @param {number} playouts
 * @param {number} outlook
 * @param {(item: object) => void} each
 */
export function judgeMatch(GameSession, record, people, playouts, outlook, each) {
  const session = GameSession.fromRecord({ ...record, actions: [] });
  try {
    const seats = session.seats();
    for (const [move, [seat, action]] of record.actions.entries()) {
      const outlooks = Array.from({ length: seats }, (_, k) => session.outlook(k, outlook));
      const judged = people.includes(seat) ? session.judge(seat, /** @type {any} */ (action), playouts) : null;
      each({ move, seat, outlooks, judgement: judged?.choices > 1 ? judged : null });
      session.act(seat, /** @type {any} */ (action));
    }
  } finally {
    session.free();
  }
}
