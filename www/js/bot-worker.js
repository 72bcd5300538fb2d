// @ts-check
// The search worker: a bot's move and the hint are worked out here, off the page's thread, so the
// table keeps drawing and answering keys while a hard bot weighs its move. Each question carries
// the match record; the answer is the engine's own (a record gives the same move on any thread).
// Question: {n, id, record, seat, level} (the record as the engine gives it; 'hint' for the
// hint). Answer: {n, answer} (the engine's move or hint) or {n, error: {code, message}}.
import { loadEngine } from './engine.js';

self.onmessage = async ({ data: { n, id, record, seat, level } }) => {
  try {
    const { GameSession } = await loadEngine(id);
    const session = GameSession.fromRecord(record);
    try {
      const answer = level === 'hint' ? session.hint(seat) : session.botAction(seat, level);
      self.postMessage({ n, answer });
    } finally {
      session.free();
    }
  } catch (e) {
    self.postMessage({ n, error: { code: e?.code || 'unknown', message: String(e?.message ?? e) } });
  }
};
