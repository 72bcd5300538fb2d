// Grandpa Beck's Golf reads at a glance, on a desktop (1280x800) and a phone (390x844), in English
// and in French: four players mid-round with a card drawn and held, and a round's end with its
// score dialog; no word on the table is shrunk past reading, runs out of its box or over another
// word, no card covers another or prints its caption smaller than it may, and the page's own words
// (the status, its banner, the toolbar, the dialog and its sheet) are neither cut nor over each
// other. Measured from the scene the engine hands the painter and from the page's boxes
// (glance.mjs), never from pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { glanceGame } from './glance.mjs';

// People's names longer than the bots' (as the score sheet's tests have them).
const NAMES = ['Bertrand', 'Chip', 'Chloé', 'Dmitri'];
const CONFIG = { players: 4, rounds: 3 };

/** Positions of a four-player game, dealt and played by bots: `fits` (a view of seat 0) says which. */
const POSITIONS = [
  // The person holds a card drawn from the pile (the longest status), another player has gone
  // out (the banner, "out" on a name plate), every grid shows four cards or more, the discard
  // pile has its top card.
  {
    name: 'held',
    config: CONFIG,
    fits: (v) => v.phase === 'play' && v.current === 0 && v.holding_from === 'pile' && v.out != null && v.out !== 0
      && v.discard.length > 0 && v.grids.every((g) => g.filter((c) => c != null).length >= 4),
  },
  // The second round over, its score dialog open: the one who went out first was not lowest
  // (the longest line under the title), two rounds on the sheet.
  {
    name: 'round',
    config: CONFIG,
    fits: (v) => v.phase === 'round_over' && v.round === 2 && v.results[1].out != null && v.results[1].bonus[v.results[1].out] > 0,
  },
];

test('beck at a glance: desktop and phone, English and French, no word cut or over another, no card over another', { timeout: 120000 }, async () => {
  const ready = (s) => s.screen === 'table' && !s.busy && s.toMove.includes(0) && (s.phase === 'round_over' ? s.dialog === 'round-dialog' : s.hits.length > 0);
  assert.deepEqual(await glanceGame('beck', POSITIONS, NAMES, { ready: ready.toString(), statusRoom: 2 }), []);
});
