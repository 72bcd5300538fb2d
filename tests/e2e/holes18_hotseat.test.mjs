// 18 Holes at one screen: club selection is secret, so a pass-the-device cover comes up between
// two people, and under it no club of either hand is on the page; a Big Hit asks the player to
// the left; a hint asked for a secret choice is gone under the cover too. Then the table on a
// phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, shot, playButton, noHorizontalOverflow, playHit, holes18Choice, PERSON_TURN } from './helpers.mjs';

test('18 holes hot-seat: each secret club choice behind the pass screen', { timeout: 120000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('holes18')).click();
    const names = page.locator('#seat-rows input');
    await names.nth(0).fill('Ann');
    await names.nth(1).fill('Ben');
    await page.locator('#seat-rows select.kind').nth(1).selectOption('human');
    await page.locator('#clubs').selectOption('draft');
    await page.locator('#setup-form button[type=submit]').click();

    const clubsOnScreen = () => page.evaluate(() => [...document.querySelectorAll('#hits button')].map((b) => b.textContent).filter((x) => /^(Pick|Select) the/.test(x)));
    let passes = 0;
    let hints = 0;
    for (let step = 0; step < 40; step++) {
      // Either the cover comes up (another person's turn) or the same person goes on.
      await page.waitForFunction(() => !document.querySelector('#pass').hidden || (() => { const x = window.clubhouse.snapshot(); return x.viewer >= 0 && x.hits.length > 0 && !x.busy; })());
      const cover = await page.locator('#pass').isVisible();
      if (cover) {
        passes++;
        const s = await snapshot(page);
        assert.equal(s.viewer, -1, 'under the cover the table is a spectator view');
        assert.deepEqual(s.hits, [], 'no moves, so no clubs, under the cover');
        assert.deepEqual(await clubsOnScreen(), []);
        assert.equal(await page.locator('#hint-text').textContent(), '', 'no hint for the last hand under the cover');
        assert.doesNotMatch(await page.locator('#announcer').textContent(), /Hint:/, 'nor in what screen readers were given');
        if (passes === 1) await shot(page, 'holes18-hotseat-pass');
        await page.locator('#pass-ready').click();
      }
      const s = await waitSnap(page, (x) => x.dialog != null || (x.viewer >= 0 && x.hits.length > 0 && !x.busy));
      const who = ['Ann', 'Ben'][s.viewer];
      if (!s.dialog) assert.match(await page.locator('#status-main').textContent(), new RegExp(`^${who}: `));
      if (passes === 3) await shot(page, 'holes18-hotseat-table');
      if (s.dialog === 'round-dialog') {
        await page.locator('#round-next').click();
        continue;
      }
      if (s.phase === 'select' && hints < 2) {
        // A hint names the club to choose in secret: it must be gone before the next person looks.
        hints++;
        await page.locator('#table').focus();
        await page.keyboard.press('h');
        await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent));
      }
      await playHit(page, holes18Choice(s));
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    assert.ok(passes >= 6, `the device was passed at each change of person: ${passes}`);
    assert.equal(hints, 2, 'hints were asked for secret choices');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('18 holes on a phone: the course above, the panel below, taps play', { timeout: 120000 }, async () => {
  const t = await setup({ width: 390, height: 760, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('holes18')).click();
    await page.locator('#pace').selectOption('quick');
    await page.locator('#setup-form button[type=submit]').click();
    let s = await waitSnap(page, PERSON_TURN);
    assert.ok(await noHorizontalOverflow(page), 'no sideways scrolling');
    await shot(page, 'holes18-phone-select');
    for (let step = 0; step < 25; step++) {
      s = await waitSnap(page, PERSON_TURN);
      if (s.dialog) break;
      if (step === 6) await shot(page, 'holes18-phone-turn');
      const hit = holes18Choice(s);
      assert.ok(hit.w >= 24 && hit.h >= 24, `a finger-sized target: ${hit.w}x${hit.h}`);
      await playHit(page, hit);
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
