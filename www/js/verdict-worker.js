// @ts-check
// The coach's verdict in a review (review/verdict.js), worked out off the page's thread one move
// at a time (verdict-loop.js), so the review keeps answering and shows what is being weighed; the
// page stops it by ending the worker. Beside engine.js, as the bots' worker is: the engines'
// modules are found from there.
// Question: {id, record, people, playouts, outlook}. Answers: {item} per move, then {done}, or
// {error: {code, message}}.
import { loadEngine } from './engine.js';
import { judgeMatch } from './verdict-loop.js';

self.onmessage = async ({ data: { id, record, people, playouts, outlook } }) => {
  try {
    const { GameSession } = await loadEngine(id);
    judgeMatch(GameSession, record, people, playouts, outlook, (item) => self.postMessage({ item }));
    self.postMessage({ done: true });
  } catch (e) {
    self.postMessage({ error: { code: e?.code || 'unknown', message: String(e?.message ?? e) } });
  }
};
