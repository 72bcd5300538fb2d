// Golfie played blind: a person against a bot reads only what a screen reader reads (the moves'
// buttons by role and name, the table in words, the log of moves) and chooses from it: the
// lowest face-up card of the top row on a Hole (or a face-down one when all are high), a swap
// that brings low cards up, else an unveil. The page's state hook only says when the bot has
// finished, and checks at the end. The table in words must never name a face-down card, and the
// log names a card turned over as the seat's own view then shows it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, golfieSetup, snapshot } from './helpers.mjs';

const PLACES = ['the top left', 'the top middle', 'the top right', 'the middle left', 'the centre', 'the middle right', 'the bottom left', 'the bottom middle', 'the bottom right'];
const ROWS = ['Top', 'Middle', 'Bottom'];
// What an unseen card is worth on average to the player, for weighing a swap.
const UNSEEN = 4;

/** The moves a screen reader lists now: their buttons' accessible names. */
async function moveNames(page) {
  const list = page.getByRole('list', { name: 'Moves you can make' });
  return (await list.getByRole('button').allInnerTexts()).map((n) => n.trim());
}

/** Plays the move of that name, as a screen reader does: the button, by its name. */
async function play(page, name) {
  await page.getByRole('list', { name: 'Moves you can make' }).getByRole('button', { name, exact: true }).press('Enter');
}

/**
 * Every grid in the table in words, by its section title: nine cells, a number, 'L' (a Lost
 * Ball) or null (face down).
 */
function gridsIn(words) {
  const grids = {};
  const lines = words.split('\n').map((l) => l.trim());
  lines.forEach((line, i) => {
    if (!/grid/.test(line) || /row/.test(line)) return;
    const cells = [];
    for (let r = 0; r < 3; r++) {
      const m = new RegExp(`^${ROWS[r]} row, left to right: (.*)\\.$`).exec(lines.slice(i + 1).find((l) => l.startsWith(`${ROWS[r]} row`)) ?? '');
      assert.ok(m, `row ${ROWS[r]} of ${line} in words`);
      for (const c of m[1].split(', ')) cells.push(c === 'face down' ? null : /Lost Ball/.test(c) ? 'L' : Number(c));
    }
    grids[line] = cells;
  });
  return grids;
}

const worth = (c) => (c == null ? UNSEEN : c === 'L' ? 6 : c);
// A Hole scores the top row; after one the column rises, so the middle row matters half as much.
const cost = (g) => [0, 1, 2].reduce((a, c) => a + worth(g[c]) + 0.5 * worth(g[c + 3]), 0);

/** The move chosen from the moves' names and the grid in words. */
function choose(names, mine) {
  const flip = names.find((n) => n === 'Reveal the next Action card');
  if (flip) return { name: flip, why: 'flip' };
  const scores = names.map((n) => /^Score the card at .*: (\d+)$/.exec(n)).filter(Boolean);
  const gamble = names.find((n) => /^Score the face-down card at /.test(n));
  if (scores.length || gamble) {
    const best = scores.sort((a, b) => Number(a[1]) - Number(b[1]))[0];
    if (best && (Number(best[1]) <= UNSEEN || !gamble)) return { name: best[0], why: 'hole' };
    return { name: gamble, why: 'gamble' };
  }
  const swaps = names.map((n) => /^Swap the cards at (.+) and (.+)$/.exec(n)).filter(Boolean).map((m) => {
    const [a, b] = [PLACES.indexOf(m[1]), PLACES.indexOf(m[2])];
    const after = [...mine];
    [after[a], after[b]] = [after[b], after[a]];
    return { name: m[0], gain: cost(mine) - cost(after) };
  }).sort((x, y) => y.gain - x.gain);
  const unveil = names.find((n) => /^Turn over the card at /.test(n));
  if (swaps.length && (swaps[0].gain >= 1 || !unveil)) return { name: swaps[0].name, why: 'swap' };
  if (unveil) return { name: unveil, why: 'unveil' };
  return { name: names[0], why: 'other' };
}

/**
 * What seat 0 may see, from the engine rebuilt from the match's record (a check only): its own
 * view's grids, and the grids with every card shown.
 */
function truth(page, record) {
  return page.evaluate(async (text) => {
    const { Game } = await import('./js/engine.js');
    const game = await Game.fromRecord(text);
    try {
      return { seen: game.view(0).grids, all: game.view(-2).grids };
    } finally {
      game.free?.();
    }
  }, record);
}

const value = (c) => (c == null ? null : c === 'lost_ball' ? 'L' : c.value);

test('golfie, blind: holes played from the accessibility tree alone', { timeout: 240000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await golfieSetup(page, 2);
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, PERSON_TURN);

    // The W key opens the table in words; its button says it is open.
    await page.keyboard.press('w');
    const panel = page.getByRole('region', { name: 'The table in words' });
    await panel.waitFor();
    await page.getByRole('button', { name: 'Table in words', expanded: true }).waitFor();
    const first = await panel.ariaSnapshot();
    for (const re of [/heading "The course"/, /Set up · 18 holes ahead/, /Field stack: \d+ cards/, /heading "Your grid \(Player 1\)"/, /heading "Chip's grid"/, /To do: turn over one card of the top row and one of the bottom row/, /heading "The scorecard/]) {
      assert.match(first, re);
    }

    const used = { flip: 0, hole: 0, gamble: 0, swap: 0, unveil: 0, other: 0 };
    let hidden = 0; // face-down cards the words were checked not to name
    let turned = null; // the place of the player's grid last turned over, to find in the log
    let toldTurned = 0; // cards turned over that the log named and the engine's view confirmed
    let offered = 0; // moves where a swap or a turn-over was among the choices
    let step = 0;
    for (; step < 300; step++) {
      const s = await waitSnap(page, PERSON_TURN, 60000);
      const log = await page.getByRole('log').innerText();
      // Two holes on the scorecard (the end of a hole reached twice), with a swap or a card turned
      // over by choice among the moves: a deal can go two short holes without one (Hole cards
      // only), so a third or fourth hole is played then.
      if (s.dialog || /Hole 4 on the scorecard/.test(log) || (/Hole 2 on the scorecard/.test(log) && used.swap + used.unveil > 0)) break;
      const words = await panel.innerText();
      const grids = gridsIn(words);
      const mine = grids['Your grid (Player 1)'];
      assert.ok(mine && grids["Chip's grid"], words);
      const names = await moveNames(page);
      assert.ok(names.length > 0);
      const settingUp = /To do: turn over one card of the/.test(words);
      if (!settingUp && names.some((n) => /^(Swap the cards|Turn over the card) at /.test(n))) offered++;

      // The buttons and the words agree: a card offered to score is the one the words show, a
      // card offered to turn over is face down in them.
      for (const n of names) {
        const score = /^Score the card at (.+): (\d+)$/.exec(n);
        if (score) assert.equal(mine[PLACES.indexOf(score[1])], Number(score[2]), n);
        const over = /^Turn over the card at (.+)$/.exec(n) ?? /^Score the face-down card at (.+), unseen$/.exec(n);
        if (over) assert.equal(mine[PLACES.indexOf(over[1])], null, n);
      }
      // Now and then, and after the player turned a card over, against the engine: every card the
      // words name is face up for this seat, and no face-down card is named.
      if (step % 5 === 0 || turned) {
        const { seen, all } = await truth(page, s.record);
        for (const [title, seat] of [['Your grid (Player 1)', 0], ["Chip's grid", 1]]) {
          assert.deepEqual(grids[title], seen[seat].map(value), `${title} in words is what the seat sees`);
          hidden += all[seat].filter((c, i) => seen[seat][i] == null && c != null).length;
        }
        // The card just turned over is named in the log once face up, as the seat sees it (a
        // Lost Ball is replaced at once, and said so).
        const line = turned && log.split('\n').findLast((l) => l.startsWith(`Player 1 turned over `) && l.endsWith(` at ${turned}.`));
        const card = line && /^Player 1 turned over (\d+) at /.exec(line)?.[1];
        if (card) {
          assert.equal(Number(card), value(seen[0][PLACES.indexOf(turned)]), line);
          toldTurned++;
        }
        turned = null;
      }

      const pick = /^Turn over the card at /.test(names[0]) && settingUp
        ? { name: names[0], why: 'other' } // setting up: any card of the row asked for
        : choose(names, mine);
      used[pick.why]++;
      turned = /^Turn over the card at (.+)$/.exec(pick.name)?.[1] ?? null;
      await play(page, pick.name);
      await waitSnap(page, `(x) => x.actions > ${s.actions} || x.dialog != null`);
    }
    assert.ok(step < 300, 'two holes within 300 moves');
    // A swap or a turn-over is chosen whenever one is offered with no card to score; a deal of
    // Hole cards only for four holes offers none (about one run in ten).
    assert.ok(used.flip > 0 && used.hole + used.gamble >= 2 && (used.swap + used.unveil > 0 || offered === 0), JSON.stringify({ ...used, offered }));
    assert.ok(hidden > 0, 'some face-down cards were there to keep quiet');
    assert.ok(toldTurned > 0, 'the log named cards turned over');
    console.log('golfie blind:', JSON.stringify({ moves: step, ...used, offered, hidden, toldTurned }));

    // The moves' log told the holes and the cards played, with names.
    const log = await page.getByRole('log').innerText();
    for (const re of [/Player 1 reveals the Action card|Chip reveals the Action card/, /Player 1 scores −?\d+ with the −?\d+ at the top/, /Hole 1 on the scorecard: Player 1 −?\d+, Chip −?\d+/, /Hole 2 on the scorecard/]) {
      assert.match(log, re);
    }
    // The scorecard in words follows the card.
    const words = await panel.innerText();
    // Combos take 2 off a total, which can be below zero (said with a minus sign).
    assert.match(words, /Player 1: −?\d+ in all \(holes 1 to 9: −?\d+; holes 10 to 18: 0\)\./);
    assert.match(words, /Hole by hole: −?\d+ on hole 1, −?\d+ on hole 2[.,]/);
    assert.match(words, /Leading: |Sharing the lead: /);
    const s = await snapshot(page);
    assert.equal(s.over, false);

    // In French, the same table in its own words.
    await page.locator('#lang').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    const fr = await page.getByRole('region', { name: 'La table en mots' }).innerText();
    for (const re of [/Le parcours/, /Votre grille \(Player 1\)/, /Ligne du haut, de gauche à droite : /, /La carte de score/, /Trou par trou : −?\d+ au trou 1/]) {
      assert.match(fr, re);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
