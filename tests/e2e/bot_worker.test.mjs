// Bots think off the page's thread: a table of hard bots plays its match with every move worked
// out in the search worker (js/bot-worker.js), and each move is the one the engine gives on the page's
// own thread for the same record. Where a page cannot start workers, the bots play on regardless.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, openPage } from './helpers.mjs';

/** A table of two `level` bots playing one round of Beck. */
const botsTable = (level) => `?game=beck&players=2&humans=0&bots=${level}&rounds=1&pace=quick&lang=en`;
const isThinker = (w) => new URL(w.url()).pathname.endsWith('/js/bot-worker.js');

/** The moves in `record` that differ from the engine's choice on this page's thread. */
const replayHere = (page, record) => page.evaluate(async (text) => {
  const m = await import('./pkg/beck/clubhouse.js');
  await m.default();
  const r = JSON.parse(text);
  const wrong = [];
  for (let i = 0; i < r.actions.length; i++) {
    const [seat, action] = r.actions[i];
    const s = m.GameSession.fromRecord({ ...r, actions: r.actions.slice(0, i) });
    const here = JSON.stringify(s.botAction(seat, 'hard'));
    s.free();
    if (here !== JSON.stringify(action)) wrong.push({ i, here, played: action });
  }
  return { moves: r.actions.length, wrong };
}, record);

test('bots think in a worker, and play the moves the page would', { timeout: 240000 }, async () => {
  const t = await setup({ width: 1000, height: 800 });
  try {
    const { page } = t;
    await page.goto(`${t.server.url}${botsTable('hard')}`);
    const s = await waitSnap(page, (x) => x.over, 120000);
    assert.ok(page.workers().some(isThinker), 'the search worker ran');
    const { moves, wrong } = await replayHere(page, s.record);
    assert.ok(moves > 10, `a whole round was played (${moves} moves)`);
    assert.deepEqual(wrong, []);
    assert.deepEqual(page.errors, []);

    // A page that cannot start workers: the bots work out their moves on the page's thread.
    // Every level takes that same path, so easy bots show it without a minute of searching.
    const plain = await openPage(t.browser, { width: 1000, height: 800 });
    await plain.addInitScript(() => { delete window.Worker; });
    await plain.goto(`${t.server.url}${botsTable('easy')}`);
    await waitSnap(plain, (x) => x.over, 120000);
    assert.equal(plain.workers().length, 0);
    assert.deepEqual(plain.errors, []);
  } finally {
    await t.done();
  }
});
