// GREEN with the mouse only: a person plays the three holes against a bot, clicking the canvas
// (a club's card opens the menu of its shots), through the pause after each hole, to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, PERSON_TURN, shot, greenSetup, greenChoice, clickHit, rawKeysOnScreen } from './helpers.mjs';

test('green, mouse only: three holes against a bot, to the final scores', { timeout: 240000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await greenSetup(page, 2);
    assert.equal(await page.locator('#rounds-field').isHidden(), true, 'three holes: no rounds');
    assert.equal(await page.locator('#variant-field').isHidden(), false, 'the Pro Golfers variant is offered');
    await shot(page, 'green-setup-1280');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');

    let pauses = 0;
    let menus = 0;
    const seen = new Set();
    for (let step = 0; step < 900; step++) {
      const s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'final-dialog') break;
      if (s.dialog === 'round-dialog') {
        pauses++;
        assert.match(await page.locator('#round-title').textContent(), /Hole \d \(par \d\) is over/);
        if (pauses === 1) await shot(page, 'green-hole-over');
        // Between holes no hole is under way: the next one's row shows no points in progress.
        assert.equal(await page.locator('#round-dialog .running, #scores .running').count(), 0);
        await page.locator('#round-next').click();
        await waitSnap(page, (x) => x.dialog !== 'round-dialog');
        continue;
      }
      const { hit, choice } = greenChoice(s, s.handSize ?? 0);
      seen.add(hit.action.choose ? 'menu' : typeof hit.action === 'string' ? hit.action : Object.keys(hit.action)[0]);
      await clickHit(page, hit);
      if (choice != null) {
        await page.locator('#choice-dialog').waitFor();
        if (!menus++) await shot(page, 'green-shot-menu');
        assert.match(await page.locator('#choice-list button').nth(choice).textContent(), /strike \d/);
        await page.locator('#choice-list button').nth(choice).click();
      }
      if (step === 14) await shot(page, 'green-table-1280');
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    const end = await snapshot(page);
    assert.equal(end.over, true, 'the game reached its end');
    // After holes 1 and 2, and after hole 3 too when clubs are still to be taken back.
    assert.ok(pauses >= 2 && pauses <= 3, `pauses: ${pauses}`);
    for (const kind of ['draw', 'hit']) assert.ok(seen.has(kind) || (kind === 'hit' && seen.has('menu')), `played a ${kind}`);

    const dialog = page.locator('#final-dialog');
    await dialog.waitFor();
    assert.match(await page.locator('#final-title').textContent(), /wins|Shared win/);
    assert.deepEqual(await rawKeysOnScreen(page), [], 'the final scores show words, not keys');
    // The sheet: three holes with their par, the end bonus, the total and the tokens.
    assert.equal(await dialog.locator('tbody tr').count(), 4);
    assert.match(await dialog.locator('tbody tr').nth(2).textContent(), /par\s5/);
    assert.equal(await dialog.locator('tfoot tr').count(), 2);
    await shot(page, 'green-final-1280');
    const told = await page.locator('#announcer').textContent();
    assert.match(told, /Game over/);
    assert.match(told, /end bonus/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
