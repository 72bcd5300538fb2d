// The painter paints a frame only where it changed: every game's table, played by bots on a
// phone, shows at every moment what painting it whole would show (no card, word or ball left
// behind where it was), and most of its frames paint only part of the table. 18 Holes' course,
// zoomed and dragged, is painted again where it moved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, shot, PERSON_TURN } from './helpers.mjs';
import { CATALOG } from '../../www/js/catalog.js';

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const MOVES = 60; // moves of each game watched
// Pixels a repaint may change by more than a few shades with nothing left behind (a shape
// edge clipped by a room, paint.js); a shape left behind or missing is hundreds.
const SHADES = 8;

/** Watches a bots-only table of `game` for MOVES moves, checking the canvas as it goes. */
async function watch(page, url, game) {
  await page.goto(`${url}index.html?game=${game}&players=2&humans=0&bots=normal&pace=quick`);
  const start = await waitSnap(page, (s) => s.screen === 'table' && s.painted.frames > 0);
  const worst = { wrong: 0, at: -1 };
  let s = start;
  while (!s.over && s.actions < start.actions + MOVES) {
    let wrong = await page.evaluate(() => window.clubhouse.wrongPixels());
    // A shape left behind stays wrong in the frames after; a mismatch that is gone two frames
    // later was a frame caught in passing (seen once, 188,324 px in GREEN on a loaded run, and
    // not again in 13 runs), and is said but not counted.
    if (wrong > SHADES) {
      const again = await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))).then(() => window.clubhouse.wrongPixels()));
      if (again <= SHADES) console.log(`# ${game}: ${wrong} pixels wrong after move ${s.actions}, none two frames later`);
      wrong = again;
    }
    if (wrong > worst.wrong) Object.assign(worst, { wrong, at: s.actions });
    await page.waitForTimeout(40);
    s = await snapshot(page);
  }
  return { worst, painted: s.painted, moves: s.actions - start.actions };
}

for (const { id: game } of CATALOG) {
  test(`${game}: what the painter changes is what painting the whole table shows`, { timeout: 120000 }, async () => {
    const t = await setup(PHONE);
    const { page } = t;
    try {
      const { worst, painted, moves } = await watch(page, t.server.url, game);
      assert.ok(moves >= 20, `${game}: ${moves} moves watched`);
      assert.ok(worst.wrong <= SHADES, `${game}: ${worst.wrong} pixels wrong after move ${worst.at}`);
      // Most frames paint part of the table: a move's cards and the grid whose turn it is (a
      // grid's mat changes colour with the turn, and everything on it is painted again), a
      // ball's flight.
      const table = await page.evaluate(() => { const c = document.querySelector('#table'); return c.clientWidth * c.clientHeight; });
      assert.ok(painted.whole * 4 < painted.frames, `${game}: ${painted.whole} of ${painted.frames} frames painted whole`);
      assert.ok(painted.area < 0.7 * table * painted.frames, `${game}: ${Math.round(painted.area / painted.frames)} px² a frame, the table ${table}`);
      await shot(page, `paint-changes-${game}`);
      assert.deepEqual(page.errors, []);
    } finally {
      await t.done();
    }
  });
}

test('holes18: a course zoomed, dragged and framed again shows what painting it whole would', { timeout: 60000 }, async () => {
  const t = await setup(PHONE);
  const { page } = t;
  try {
    // A person's turn: nothing moves but the camera.
    await page.goto(`${t.server.url}index.html?game=holes18&players=2&bots=normal`);
    await waitSnap(page, PERSON_TURN);
    const canvas = page.locator('#table');
    const box = await canvas.boundingBox();
    const camera = () => snapshot(page).then((x) => JSON.stringify(x.camera));
    const steps = [
      ['zoom in', () => canvas.press('+')],
      ['drag', async () => {
        await page.mouse.move(box.x + box.width / 2, box.y + 60);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 - 50, box.y + 90, { steps: 4 });
        await page.mouse.up();
      }],
      ['zoom out', () => canvas.press('-')],
      ['frame again', () => canvas.press('0')],
    ];
    for (const [what, step] of steps) {
      const before = await camera();
      await step();
      assert.notEqual(await camera(), before, `the ${what} moved the course`);
      assert.ok(await page.evaluate(() => window.clubhouse.wrongPixels()) <= SHADES, `after the ${what}`);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
