// The same two-round game with the keyboard only: Tab into the page, Enter on focused moves,
// arrow keys across the grid, and the single-key shortcuts (d, 1-9, n).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, PERSON_TURN, chooseHit, shot, playButton, tabTo } from './helpers.mjs';

const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { id: a?.id ?? '', inHits: Boolean(a?.closest?.('#hits')), action: a?.dataset?.action ?? null };
});

/** Presses Tab until the focused element matches `selector` (a bounded walk, never a sleep). */
const cellOf = (action) => {
  const a = JSON.parse(action);
  return a.place ?? a.reveal ?? null;
};

test('keyboard only: two rounds against a bot, to the final scores', { timeout: 150000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    await tabTo(page, playButton('beck'));
    await page.keyboard.press('Enter');
    await page.locator('#screen-setup').waitFor();
    await tabTo(page, '#rounds-minus');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('#rounds').inputValue(), '2');
    await tabTo(page, '#setup-form button[type=submit]');
    await page.keyboard.press('Enter');
    await waitSnap(page, (s) => s.screen === 'table');

    let arrows = 0;
    let ringShot = false;
    for (let step = 0; step < 500; step++) {
      const s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'final-dialog') break;
      if (s.dialog === 'round-dialog') {
        await tabTo(page, '#round-next');
        await page.keyboard.press('Enter');
        await waitSnap(page, `(x) => x.actions > ${s.actions}`);
        continue;
      }
      if (!(await focused(page)).inHits) await tabTo(page, '#hits button');
      const hit = chooseHit(s);
      const round = s.record ? JSON.parse(s.record).actions.filter(([, a]) => a === 'next_round').length + 1 : 1;
      if (s.phase === 'reveal' || s.phase === 'round_over') {
        // Whatever move has focus is a fine reveal; at round end it is the deal button.
        await page.keyboard.press('Enter');
      } else if (hit.key === 'd' || hit.key === 't') {
        await page.keyboard.press(hit.key);
      } else if (round === 1) {
        // Walk the grid with the arrow keys to the chosen face-down card, then Enter.
        const target = hit.action.place;
        for (let guard = 0; guard < 8; guard++) {
          const at = cellOf((await focused(page)).action);
          if (at === target) break;
          const key = Math.floor(at / 3) < Math.floor(target / 3) ? 'ArrowDown'
            : Math.floor(at / 3) > Math.floor(target / 3) ? 'ArrowUp'
              : at % 3 < target % 3 ? 'ArrowRight' : 'ArrowLeft';
          await page.keyboard.press(key);
          arrows++;
        }
        assert.equal(cellOf((await focused(page)).action), target, 'arrow keys reach the target card');
        if (!ringShot) {
          await shot(page, 'keyboard-focus-ring');
          ringShot = true;
        }
        await page.keyboard.press('Enter');
      } else {
        await page.keyboard.press(String(hit.action.place + 1));
      }
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    const end = await snapshot(page);
    assert.equal(end.over, true);
    assert.ok(arrows > 0, 'the arrow keys were used');
    assert.equal(await page.locator('#final-dialog tbody tr').count(), 2);
    // The live region told the story in words.
    assert.match(await page.locator('#announcer').textContent(), /Game over|wins|share the win/);
    await shot(page, 'final-keyboard');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
