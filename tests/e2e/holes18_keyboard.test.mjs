// 18 Holes with the keyboard only: Tab into the setup, digits to select a club, Tab through the
// moves (panel buttons, then the hexes on the course) and Enter to play; zoom keys; a whole
// Starter Course against a bot, every move from the keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, snapshot, PERSON_TURN, shot, playButton, holes18Choice, tabTo, focusedAction } from './helpers.mjs';

test('18 holes, keyboard only: the Starter Course against a bot', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    await tabTo(page, playButton('holes18'));
    await page.keyboard.press('Enter');
    await page.locator('#screen-setup').waitFor();
    await tabTo(page, '#clubs');
    await page.keyboard.press('Home'); // the starter hands
    await tabTo(page, '#pace');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, '#setup-form button[type=submit]');
    await page.keyboard.press('Enter');
    // Bots done first: a new scene re-frames a course zoomed past its moves.
    let s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0 && !x.busy);
    assert.match(await page.locator('#status-info').textContent(), /Hole 1\/5 · par 4/);

    // Zoom keys move the camera; 0 frames the hole again.
    await page.keyboard.press('0');
    const framed = (await snapshot(page)).camera;
    await page.keyboard.press('+');
    assert.ok((await snapshot(page)).camera.s > framed.s, '+ zooms in');
    await page.keyboard.press('0');
    assert.deepEqual((await snapshot(page)).camera, framed);

    const used = { digit: 0, course: 0, panel: 0 };
    for (let step = 0; step < 1500; step++) {
      s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'final-dialog') break;
      if (s.dialog === 'round-dialog' || s.dialog === 'choice-dialog') {
        await page.keyboard.press('Enter'); // the dialog's first button has focus
        await waitSnap(page, `(x) => x.dialog !== ${JSON.stringify(s.dialog)} || x.actions > ${s.actions}`);
        continue;
      }
      if (s.phase === 'select' || s.phase === 'draft') {
        used.digit++;
        await page.keyboard.press('1');
        await waitSnap(page, `(x) => x.actions > ${s.actions}`);
        continue;
      }
      const want = JSON.stringify(holes18Choice(s).action);
      if (!(await focusedAction(page))) await tabTo(page, '#hits button');
      for (let i = 0; i < 120 && (await focusedAction(page)) !== want; i++) await page.keyboard.press('Tab');
      assert.equal(await focusedAction(page), want, 'Tab reaches every move');
      const target = s.hits.find((h) => JSON.stringify(h.action) === want);
      used[target.world ? 'course' : 'panel']++;
      if (used.course === 1 && target.world) await shot(page, 'holes18-keyboard-focus');
      await page.keyboard.press('Enter');
      await waitSnap(page, `(x) => x.actions > ${s.actions} || x.dialog === 'choice-dialog'`);
    }
    assert.equal((await snapshot(page)).over, true, 'the game reached its end');
    assert.ok(used.digit > 5 && used.course > 5 && used.panel > 3, JSON.stringify(used));
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
