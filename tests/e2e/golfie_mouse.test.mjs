// Golfie with the mouse only: a person plays all 18 holes against one bot, clicking the canvas at
// the scene's hit regions, through the mid-course pause, to the final scorecard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, PERSON_TURN, shot, golfieSetup, clickHit, rawKeysOnScreen } from './helpers.mjs';

test('golfie, mouse only: 18 holes against a bot, to the final scorecard', { timeout: 180000 }, async () => {
  // Reduced motion: no card flights to wait for, so the long game runs at the bots' pace.
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await golfieSetup(page, 2);
    assert.equal(await page.locator('#rounds-field').isHidden(), true, 'one game is 18 holes: no rounds');
    await shot(page, 'golfie-setup-1280');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');

    let midCourse = 0;
    const seen = new Set();
    for (let step = 0; step < 600; step++) {
      const s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'final-dialog') break;
      if (s.dialog === 'round-dialog') {
        midCourse++;
        assert.match(await page.locator('#round-title').textContent(), /Mid-course/);
        assert.equal(await page.locator('#round-dialog .gc.front tbody tr').count(), 2);
        await shot(page, 'golfie-mid-course');
        await page.locator('#round-next').click();
        await waitSnap(page, (x) => x.dialog !== 'round-dialog');
        continue;
      }
      // The first move offered, whatever it is: holes, reveals, unveils, swaps and combos all come up.
      const hit = s.hits[0];
      seen.add(Object.keys(typeof hit.action === 'string' ? { [hit.action]: 1 } : hit.action)[0]);
      if (step === 12) await shot(page, 'golfie-table-1280');
      await clickHit(page, hit);
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    const end = await snapshot(page);
    assert.equal(end.over, true, 'the game reached its end');
    assert.equal(midCourse, 1, 'one mid-course pause');
    for (const kind of ['reveal', 'flip', 'hole']) assert.ok(seen.has(kind), `played a ${kind}`);
    assert.ok(seen.has('unveil') || seen.has('move'), 'played a zone card');

    const dialog = page.locator('#final-dialog');
    await dialog.waitFor();
    assert.match(await page.locator('#final-title').textContent(), /wins|Shared win/);
    assert.deepEqual(await rawKeysOnScreen(page), [], 'the final scores show words, not keys');
    assert.match(await page.locator('#final-sub').textContent(), /18 holes/);
    // The printed layout: 18 hole columns, two +1, two −2, two subtotals and the total; every hole filled.
    assert.equal(await dialog.locator('thead th.hole').count(), 18);
    assert.equal(await dialog.locator('thead th.sub').count(), 2);
    assert.equal(await dialog.locator('thead th.total').count(), 1);
    assert.equal(await dialog.locator('tbody td.hole .v').count(), 36, 'two players × 18 holes');
    assert.equal(await dialog.locator('tbody td.total').count(), 2);
    assert.equal(await dialog.locator('tr.leader').count() >= 2, true, 'the winner is marked in both halves');
    await shot(page, 'golfie-final-1280');
    assert.match(await page.locator('#announcer').textContent(), /Game over/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
