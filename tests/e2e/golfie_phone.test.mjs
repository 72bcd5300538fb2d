// Golfie on a phone held upright (360x640): a five-player table and the scorecard fit the width,
// the cards animate (one screenshot is taken mid-flight), and taps land on the canvas moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot, noHorizontalOverflow, playButton } from './helpers.mjs';

test('golfie on a phone: five players, table and scorecard fit', { timeout: 90000 }, async () => {
  const t = await setup({ width: 360, height: 640, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('golfie')).tap();
    for (let i = 0; i < 3; i++) await page.locator('#seat-plus').tap();
    await page.locator('#pace').selectOption('quick');
    assert.equal(await page.locator('#seat-rows li').count(), 5);
    assert.ok(await noHorizontalOverflow(page), 'setup fits');
    await page.locator('#setup-form button[type=submit]').tap();

    const canvas = page.locator('#table');
    let s = await waitSnap(page, PERSON_TURN);
    assert.ok(await noHorizontalOverflow(page), 'table fits');
    await shot(page, 'golfie-phone-setup');
    let midFlight = false;
    // Tap through set up and a few Action cards; a swap button is tapped when one is offered.
    for (let i = 0; i < 9; i++) {
      s = await waitSnap(page, PERSON_TURN);
      const hit = s.hits.find((h) => h.action.move) ?? s.hits[0];
      if (hit.action.move) {
        // Swap buttons sit in the gaps of the viewer's grid: big enough for a thumb.
        assert.ok(Math.min(hit.w, hit.h) >= 12 && Math.max(hit.w, hit.h) >= 20, `swap button ${hit.w}x${hit.h}`);
        await shot(page, 'golfie-phone-swap-choices');
      }
      const box = await canvas.boundingBox();
      await page.touchscreen.tap(box.x + hit.x + hit.w / 2, box.y + hit.y + hit.h / 2);
      if (!midFlight && (hit.action === 'flip' || hit.action.hole != null)) {
        // Caught in the air: the Action card turning over, or the scored card leaving the grid.
        midFlight = (await waitSnap(page, `(x) => x.actions > ${s.actions}`)).moving;
        if (midFlight) await shot(page, 'golfie-phone-mid-animation');
      }
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
      if (hit.action.move) await shot(page, 'golfie-phone-swapped');
    }
    s = await waitSnap(page, PERSON_TURN);
    await shot(page, 'golfie-phone-table');
    assert.ok(await noHorizontalOverflow(page), 'table still fits');
    const grids = await page.evaluate(() => window.clubhouse.snapshot().hits.length);
    assert.ok(grids > 0);

    await page.locator('#toggle-scores').tap();
    await page.locator('#scores .golfie-card').waitFor();
    assert.equal(await page.locator('#scores .gc.front tbody tr').count(), 5);
    assert.ok(await noHorizontalOverflow(page), 'scorecard panel fits');
    // The card itself fits its panel too (no sideways scrolling needed).
    assert.ok(await page.locator('#scores .golfie-card').evaluate((c) => c.scrollWidth <= c.clientWidth + 1));
    await shot(page, 'golfie-phone-scorecard');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
