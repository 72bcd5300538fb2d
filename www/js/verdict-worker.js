// @ts-check
// The coach's verdict in a review (review/verdict.js), worked out off the page's thread one move
// at a time, so the review keeps answering and shows what is being weighed; the page stops it by
// ending the worker. It follows the engine's reference loop (session::verdict_of) call for call,
// judging only the people's moves: before each move of the record, every seat's outlook from its
// own view (rule-of-thumb play-outs); then, for a person's move, the hard bot's judgement of it
// from that seat's view (kept when the seat had a choice); then the move is played.
// Beside engine.js, as the bots' worker is: the engines' modules are found from there.
// Question: {id, record, people, playouts, outlook}. Answers: {item} per move, then {done}, or
// {error: {code, message}}.
import { loadEngine } from './engine.js';

self.onmessage = async ({ data: { id, record, people, playouts, outlook } }) => {
  let session = null;
  try {
    const { GameSession } = await loadEngine(id);
    session = GameSession.fromRecord({ ...record, actions: [] });
    const seats = session.seats();
    for (const [move, [seat, action]] of record.actions.entries()) {
      const outlooks = Array.from({ length: seats }, (_, k) => session.outlook(k, outlook));
      const judged = people.includes(seat) ? session.judge(seat, action, playouts) : null;
      self.postMessage({ item: { move, seat, outlooks, judgement: judged?.choices > 1 ? judged : null } });
      session.act(seat, action);
    }
    self.postMessage({ done: true });
  } catch (e) {
    self.postMessage({ error: { code: e?.code || 'unknown', message: String(e?.message ?? e) } });
  } finally {
    session?.free();
  }
};
