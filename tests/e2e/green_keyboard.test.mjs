// GREEN with the keyboard only: Tab into the setup, digits to take clubs from the display, Tab
// and arrows to a club in the hand, Enter to open its shots and Enter to hit, D to finish taking
// clubs back; a whole game against a bot, every move from the keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot, playButton, greenChoice, tabTo, focusedAction } from './helpers.mjs';

test('green, keyboard only: a whole game against a bot', { timeout: 240000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    await tabTo(page, playButton('green'));
    await page.keyboard.press('Enter');
    await page.locator('#screen-setup').waitFor();
    await tabTo(page, '#pace');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, '#setup-form button[type=submit]');
    await page.keyboard.press('Enter');
    let s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    assert.match(await page.locator('#status-info').textContent(), /Hole 1 of 3 · par 3 · wind \d/);

    const used = { digit: 0, menu: 0, enter: 0, done: 0 };
    for (let step = 0; step < 900; step++) {
      s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'final-dialog') break;
      if (s.dialog === 'round-dialog') {
        // The dialog's main button has focus.
        await page.keyboard.press('Enter');
        await waitSnap(page, (x) => x.dialog == null);
        continue;
      }
      const { hit, choice } = greenChoice(s, s.handSize ?? 0);
      if (hit.key) {
        await page.keyboard.press(hit.key);
        used[hit.key === 'd' ? 'done' : 'digit']++;
      } else {
        // Walk the moves with Tab until the one wanted has focus, then Enter.
        const want = JSON.stringify(hit.action);
        if ((await focusedAction(page)) == null) await tabTo(page, '#hits button');
        for (let i = 0; i < 40 && (await focusedAction(page)) !== want; i++) await page.keyboard.press('Tab');
        assert.equal(await focusedAction(page), want, 'Tab reaches the move');
        await page.keyboard.press('Enter');
        if (choice != null) {
          await page.locator('#choice-dialog').waitFor();
          // Focus starts on the first shot; arrows are not needed, Tab walks the list.
          for (let i = 0; i < choice; i++) await page.keyboard.press('Tab');
          if (!used.menu) await shot(page, 'green-keyboard-menu');
          await page.keyboard.press('Enter');
          used.menu++;
        } else used.enter++;
      }
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    s = await waitSnap(page, (x) => x.over);
    assert.ok(used.digit > 0 && used.menu + used.enter > 0, JSON.stringify(used));
    const told = await page.locator('#announcer').textContent();
    assert.match(told, /Game over/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('green, keyboard: a refused shortcut is explained and changes nothing', { timeout: 60000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('green')).click();
    await page.locator('#setup-form button[type=submit]').click();
    const s = await waitSnap(page, PERSON_TURN);
    // Nobody has played a club yet: there is nothing to take back, so D is refused.
    await page.keyboard.press('d');
    await page.locator('#status-error').waitFor();
    assert.match(await page.locator('#status-error').textContent(), /Move refused/);
    assert.equal((await waitSnap(page, PERSON_TURN)).actions, s.actions);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
