// GREEN on a phone held upright (360x640): a three-player table fits the width, taps reach the
// display and a club's menu of shots, and the score sheet opens as a panel that fits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot, noHorizontalOverflow, greenSetup, greenChoice } from './helpers.mjs';

test('green on a phone: three players, table, shot menu and score sheet fit', { timeout: 120000 }, async () => {
  const t = await setup({ width: 360, height: 640, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#game-list [data-game=green] button.primary').tap();
    await page.locator('#screen-setup').waitFor();
    await page.locator('#seat-plus').tap();
    await page.locator('#pace').selectOption('quick');
    await page.locator('#pro-golfers').tap();
    assert.equal(await page.locator('#seat-rows li').count(), 3);
    assert.ok(await noHorizontalOverflow(page), 'setup fits');
    await shot(page, 'green-phone-setup');
    await page.locator('#setup-form button[type=submit]').tap();

    const canvas = page.locator('#table');
    let menus = 0;
    let golfers = 0;
    for (let i = 0; i < 16; i++) {
      const s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'round-dialog') { await page.locator('#round-next').tap(); continue; }
      if (s.phase === 'golfers') golfers++;
      const { hit, choice } = s.phase === 'golfers' ? { hit: s.hits[0], choice: null } : greenChoice(s, s.handSize ?? 0);
      const box = await canvas.boundingBox();
      await page.touchscreen.tap(box.x + hit.x + hit.w / 2, box.y + hit.y + hit.h / 2);
      if (choice != null) {
        await page.locator('#choice-dialog').waitFor();
        assert.ok(await noHorizontalOverflow(page), 'the shot menu fits');
        if (!menus++) await shot(page, 'green-phone-menu');
        await page.locator('#choice-list button').nth(choice).tap();
      }
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
      if (i === 8) await shot(page, 'green-phone-table');
    }
    assert.equal(golfers, 1, 'chose a golfer (Pro Golfers)');
    await waitSnap(page, PERSON_TURN);
    assert.ok(await noHorizontalOverflow(page), 'table still fits');
    if ((await waitSnap(page, PERSON_TURN)).dialog == null) {
      await page.locator('#toggle-scores').tap();
      await page.locator('#scores .green-sheet').waitFor();
      assert.equal(await page.locator('#scores .green-sheet thead th').count(), 4, 'corner + three players');
      assert.ok(await noHorizontalOverflow(page), 'score panel fits');
      assert.ok(await page.locator('#scores .sheet-wrap').evaluate((c) => c.scrollWidth <= c.clientWidth + 1));
      await shot(page, 'green-phone-scores');
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
