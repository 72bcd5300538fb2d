// GREEN at one screen for two people: hands are secret, so a pass-the-device cover comes up
// between them, and while it is up nothing of either hand is on the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, shot, playButton, greenShots } from './helpers.mjs';

test('green hot-seat: the other hand never shows before the pass screen', { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('green')).click();
    const names = page.locator('#seat-rows input');
    await names.nth(0).fill('Ann');
    await names.nth(1).fill('Ben');
    await page.locator('#seat-rows select.kind').nth(1).selectOption('human');
    await page.locator('#setup-form button[type=submit]').click();

    const clubsOnScreen = () => page.evaluate(() => [...document.querySelectorAll('#hits button, #choice-list button')].map((b) => b.textContent).filter((x) => /Hit the|Play the|Discard the/.test(x)));
    for (let turn = 0; turn < 12; turn++) {
      // Whoever starts, the cover asks for them by name first (the first hole's starter is drawn).
      await page.locator('#pass').waitFor();
      let s = await snapshot(page);
      assert.equal(s.viewer, -1, 'under the cover the table is a spectator view');
      assert.deepEqual(s.hits, [], 'no moves, so no hand, under the cover');
      assert.deepEqual(await clubsOnScreen(), []);
      assert.equal(await page.locator('#hint-text').textContent(), '', 'no hint for the last hand under the cover');
      assert.doesNotMatch(await page.locator('#announcer').textContent(), /Hint:/, 'nor in what screen readers were given');
      const who = (await page.locator('#pass-text').textContent()).replace('Pass the device to ', '');
      if (turn === 0) await shot(page, 'green-hotseat-pass');
      await page.locator('#pass-ready').click();
      s = await waitSnap(page, (x) => x.viewer >= 0 && x.hits.length > 0 && !x.busy);
      assert.equal(['Ann', 'Ben'][s.viewer], who, 'the named person sees the table');
      assert.match(await page.locator('#status-main').textContent(), new RegExp(`^${who}: `));
      // Draw while the hand is small, then hit with a club.
      const draw = s.hits.find((h) => h.action.draw != null);
      const shotHit = s.hits.find((h) => greenShots(h).length);
      if (turn === 4) await shot(page, 'green-hotseat-table');
      if (turn === 1 || turn === 2) {
        // A hint names a move of this hand: it must be gone before the next person looks.
        await page.locator('#table').focus();
        await page.keyboard.press('h');
        await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent));
        assert.match(await page.locator('#announcer').textContent(), /Hint: /);
      }
      if (draw && (s.handSize < 3 || !shotHit)) await page.keyboard.press(draw.key);
      else {
        await page.evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a).click(), JSON.stringify(shotHit.action));
        if (shotHit.action.choose) {
          // The menu forgets the hand as the shot is chosen, before the pass screen can come up
          // (the dialog's own close event comes a frame later).
          await page.locator('#choice-list button').first().waitFor();
          const left = await page.evaluate(() => {
            document.querySelector('#choice-list button').click();
            return document.querySelectorAll('#choice-list button').length;
          });
          assert.equal(left, 0, 'no shot of the hand is left in the closed menu');
        }
      }
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    assert.match(await page.locator('#announcer').textContent(), /(Ann|Ben) (takes|hits)/);
    assert.equal(await page.locator('#undo').isHidden(), true, 'no undo between two people');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
