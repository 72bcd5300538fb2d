// Lessons by mouse, as a newcomer plays them: every game's guided first game to its end card (a
// different move first, which changes nothing), the bots at the quick pace the address may ask.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, shot, rawKeysOnScreen } from './helpers.mjs';
import { GAMES, walkByMouse, playOnByMouse } from './learn.mjs';

for (const id of GAMES) {
  test(`${id}: the lesson by mouse, to its end card`, { timeout: 600000 }, async () => {
    const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
    const { page } = t;
    try {
      await page.goto(`${t.server.url}?nosw&pace=quick`);
      await page.locator(`#game-list [data-game=${id}] button.learn`).click();
      const first = await waitSnap(page, (s) => s.screen === 'table' && s.lesson != null);
      assert.equal(first.lesson.step, 0, 'a lesson starts at its first step');
      assert.equal(await page.locator('#coach').isVisible(), true, 'the coach speaks');
      await walkByMouse(page, id);
      assert.deepEqual(await rawKeysOnScreen(page), [], 'words, not keys');
      await playOnByMouse(page, id);
      await page.locator('#final-learn').waitFor();
      assert.ok((await page.locator('#final-learned').textContent()).length > 20, 'the end card says what was learned');
      assert.equal(await page.locator('#final-real').isVisible(), true, 'and offers a real game');
      await shot(page, `learn-${id}-end`);
      await page.locator('#final-real').click();
      await page.locator('#screen-setup').waitFor();
      assert.deepEqual(page.errors, []);
    } finally {
      await t.done();
    }
  });
}

