// GREEN's table reads at a glance, on a desktop (1280x800) and a phone (390x844), in English and
// in French: at a few mid-game positions, no word on the table is shrunk past reading, runs out
// of the box it sits on or over another word, no card covers another or prints its caption smaller
// than it may, and the page's own lines (the status in two lines, its banner, the toolbar, the
// score sheet) stay inside the page, whole and clear of each other. Measured from the scene the
// engine hands the painter (its text, rectangles and cards, as the painter fits the words) and
// from the page's boxes (glance.mjs), never from pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { DESKTOP, glanceAt } from './glance.mjs';

/**
 * Positions dealt and played by bots until the person in seat 0 is to start a turn: `want` says
 * which (the players, the hole, what the table must show). Found in the page, by the engine.
 */
const POSITIONS = [
  // Three players on the first hole, both bots with several clubs played, one of them in the hole.
  { name: '3p-hole1', players: 3, hole: 0, want: 'rows3_pocketed' },
  // Four players on the par 5: the longest course and three opponents.
  { name: '4p-hole3', players: 4, hole: 2, want: 'rows2' },
  // Two players, the person's ball in the rough (the longest status).
  { name: '2p-rough', players: 2, hole: 1, want: 'rough' },
];

/** Finds each position in the page: its record, with seat 0 a person and the others bots. */
async function findPositions(page) {
  return page.evaluate(async (positions) => {
    const { loadEngine } = await import('/js/engine.js');
    const engine = await loadEngine('green');
    const fits = (want, v) => {
      const rows = v.rows.map((r) => r.length);
      const others = rows.slice(1);
      if (want === 'rows3_pocketed') return others.every((n) => n >= 3) && v.balls.includes('pocketed') && v.balls[0]?.space != null && rows[0] >= 2;
      if (want === 'rows2') return others.every((n) => n >= 2) && Math.max(...others) >= 4 && v.balls[0]?.space != null;
      return v.balls[0] === 'rough';
    };
    const out = [];
    for (const p of positions) {
      let found = null;
      for (let seed = 1; seed < 600 && !found; seed++) {
        const s = engine.GameSession.create('green', { players: p.players }, seed);
        for (let step = 0; step < 400 && !s.isOver() && !found; step++) {
          const movers = s.toMove();
          const v = s.view(0);
          if (v.hole > p.hole) break;
          if (movers.includes(0) && v.hole === p.hole && v.phase === 'play' && v.step === 'start' && fits(p.want, v)) {
            const rec = s.record();
            found = typeof rec === 'string' ? JSON.parse(rec) : rec;
            break;
          }
          const seat = movers[0];
          s.act(seat, s.botAction(seat, step % 3 ? 'easy' : 'random'));
        }
        s.free();
      }
      if (!found) throw new Error(`no position ${p.name}`);
      found.meta = {
        names: ['Player 1', 'Chip', 'Bogey', 'Birdie'].slice(0, p.players),
        seats: Array.from({ length: p.players }, (_, i) => ({ kind: i ? 'bot' : 'human', level: 'easy' })),
        pace: 'quick',
      };
      out.push({ name: p.name, record: JSON.stringify(found) });
    }
    return out;
  }, POSITIONS);
}

test('green at a glance: desktop and phone, English and French, no word cut or over another, no card over another', { timeout: 300000 }, async () => {
  const t = await setup(DESKTOP);
  try {
    await t.page.goto(t.server.url);
    await t.page.waitForFunction(() => window.clubhouse.snapshot().screen === 'home');
    const positions = await findPositions(t.page);
    const ready = (s) => s.screen === 'table' && !s.busy && s.hits.length > 0 && s.toMove.includes(0);
    const problems = await glanceAt(t, positions, { ready: ready.toString(), statusRoom: 2, look: (page, name) => shot(page, `green-glance-${name}`) });
    assert.deepEqual(problems, []);
  } finally {
    await t.done();
  }
});
