// A person plays a whole two-round game against one bot using only the mouse: clicks land on the
// canvas at the centre of the scene's hit regions, read from the accessible mirror buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, PERSON_TURN, chooseHit, shot, playButton, rawKeysOnScreen } from './helpers.mjs';

test('mouse only: two rounds against a bot, to the final scores', { timeout: 150000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    await shot(page, 'home-1280');
    await page.locator(playButton('beck')).click();
    await page.locator('#screen-setup').waitFor();
    await page.locator('#rounds-minus').click();
    assert.equal(await page.locator('#rounds').inputValue(), '2');
    await shot(page, 'setup-1280');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');

    const canvas = page.locator('#table');
    let rounds = 0;
    let first = true;
    for (let step = 0; step < 500; step++) {
      const s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'final-dialog') break;
      if (s.dialog === 'round-dialog') {
        rounds++;
        await shot(page, 'round-end-1280');
        await page.locator('#round-view').click();
        await waitSnap(page, (x) => x.dialog == null);
        continue;
      }
      const hit = chooseHit(s);
      // The hidden button mirrors the hit exactly (same action, same rectangle).
      const mirror = page.locator(`#hits button[data-action='${JSON.stringify(hit.action)}']`);
      assert.equal(Number(await mirror.getAttribute('data-x')), hit.x);
      if (first) {
        await shot(page, 'table-start-1280');
        first = false;
      }
      if (s.phase === 'round_over') await shot(page, 'round-table-1280');
      const box = await canvas.boundingBox();
      await page.mouse.click(box.x + hit.x + hit.w / 2, box.y + hit.y + hit.h / 2);
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    const end = await snapshot(page);
    assert.equal(end.over, true, 'the game reached its end');
    assert.equal(rounds, 1, 'one round-end review before the final one');
    const dialog = page.locator('#final-dialog');
    await dialog.waitFor();
    assert.match(await page.locator('#final-title').textContent(), /wins|Shared win/);
    assert.deepEqual(await rawKeysOnScreen(page), [], 'the final scores show words, not keys');
    assert.equal(await dialog.locator('tbody tr').count(), 2);
    assert.equal(await dialog.locator('tfoot td').count(), 2);
    await shot(page, 'final-1280');
    // Going home from the final screen forgets the finished match.
    await page.locator('#final-home').click();
    await page.locator('#screen-home').waitFor();
    assert.equal(await page.locator('#resume-box').isHidden(), true);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
