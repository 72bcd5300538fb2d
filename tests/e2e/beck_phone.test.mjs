// A phone held upright (360x640): every screen fits the width, touch targets are finger-sized,
// and the score sheet can be reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, chooseHit, shot, noHorizontalOverflow, playButton } from './helpers.mjs';

test('phone portrait 360x640 (dark theme) has no horizontal overflow', { timeout: 90000 }, async () => {
  const t = await setup({ width: 360, height: 640, hasTouch: true, isMobile: true, deviceScaleFactor: 2, colorScheme: 'dark' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    assert.ok(await noHorizontalOverflow(page), 'home fits');
    await shot(page, 'phone-home');

    await page.locator(playButton('beck')).tap();
    for (let i = 0; i < 3; i++) await page.locator('#seat-plus').tap();
    assert.equal(await page.locator('#seat-rows li').count(), 5);
    assert.ok(await noHorizontalOverflow(page), 'setup with five seats fits');
    await shot(page, 'phone-setup');
    await page.locator('#setup-form button[type=submit]').tap();

    let s = await waitSnap(page, PERSON_TURN);
    assert.ok(await noHorizontalOverflow(page), 'table fits');
    // The person's own cards are comfortable to tap.
    for (const h of s.hits) assert.ok(h.w >= 40 && h.h >= 56, `hit ${h.w}x${h.h} is big enough`);
    await shot(page, 'phone-table');

    // Play a few moves by tapping the canvas.
    const canvas = page.locator('#table');
    for (let i = 0; i < 4; i++) {
      s = await waitSnap(page, PERSON_TURN);
      const hit = chooseHit(s);
      const box = await canvas.boundingBox();
      await page.touchscreen.tap(box.x + hit.x + hit.w / 2, box.y + hit.y + hit.h / 2);
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    await waitSnap(page, PERSON_TURN);
    await shot(page, 'phone-table-playing');

    // The score sheet opens under the table.
    await page.locator('#toggle-scores').tap();
    await page.locator('#scores table').waitFor();
    assert.equal(await page.locator('#scores').isVisible(), true);
    assert.ok(await noHorizontalOverflow(page), 'score sheet fits');
    await page.locator('#scores').scrollIntoViewIfNeeded();
    await shot(page, 'phone-scores');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
