// Golfie reads at a glance, on a desktop (1280x800) and a phone (390x844), in English and in
// French: four players in two teams with a Double zone in play and a Lost Ball on the discard, the
// same table at a hole's end where the person marks the team's score, and four players each for
// themselves at mid-course with the scorecard's dialog open; no word on the table is shrunk past
// reading, runs out of its box or over another word, no card covers part of another, and the
// page's own words (the status, the toolbar, the scorecard, the dialog) are neither cut nor over
// each other. Measured from the scene the engine hands the painter and from the page's boxes
// (glance.mjs), never from pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { glanceGame } from './glance.mjs';

// People's names longer than the bots' (as the score sheet's tests have them).
const NAMES = ['Bertrand', 'Chip', 'Chloé', 'Dmitri'];
const TEAMS = { players: 4, teams: [0, 1, 0, 1] };

/**
 * Positions dealt and played by bots, the person the last to act (or at the pause): `fits` (a
 * view of seat 0) says which.
 */
const POSITIONS = [
  // Teams, a few holes in: a Double zone with both its cards still to play, Lost Balls on both
  // teams' rows and one on top of the discard.
  {
    name: 'teams-double',
    config: TEAMS,
    fits: (v) => v.phase === 'act' && v.to_move.join() === '0' && v.current?.double && v.tasks[0].play?.cells.length === 2
      && v.holes_played >= 3 && v.cards.every((c) => c.lost[0] > 0) && v.field_discard.at(-1) === 'lost_ball',
  },
  // Teams at a hole's end: the cards the team took lie over the grids, to choose the one marked.
  {
    name: 'teams-mark',
    config: TEAMS,
    fits: (v) => v.phase === 'act' && v.to_move.join() === '0' && v.tasks[0] === 'mark_hole' && v.holes_played >= 4,
  },
  // Each for themselves at mid-course, its dialog open: lost balls on two rows, a combo. The
  // person is not the one to turn the next Action card, so only the dialog waits on them.
  {
    name: 'mid-course',
    config: { players: 4 },
    fits: (v) => v.pause.open && v.active !== 0 && v.cards.filter((c) => c.lost[0] > 0).length >= 2 && v.cards.some((c) => c.combos[0] > 0),
  },
];

test('golfie at a glance: desktop and phone, English and French, no word cut or over another, no card over another', { timeout: 120000 }, async () => {
  const ready = (s) => s.screen === 'table' && !s.busy && (s.dialog === 'round-dialog' || (s.hits.length > 0 && s.toMove.includes(0)));
  // No two-line room asked of the status: a task and the hole's chip take three of a phone's
  // lines in places (the table is shorter by one; no word is cut).
  assert.deepEqual(await glanceGame('golfie', POSITIONS, NAMES, { ready: ready.toString() }), []);
});
