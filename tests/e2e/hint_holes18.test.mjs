// The hint in 18 Holes, with the keyboard and in French: H asks what the hard bot would play;
// for a shot it gives, in a player's words, how often it reaches the green, how often its likeliest
// landing comes up and the shots to the green, focuses the move (the course shows its landing odds) and Enter plays it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot, holes18Choice, playHit } from './helpers.mjs';

test('holes18: H gives the hard bot move with its landing odds, in French', { timeout: 240000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    await page.goto(`${t.server.url}?game=holes18&players=2&pace=quick&lang=fr`);
    await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    assert.equal(await page.locator('#hint').textContent(), 'Conseil');
    const box = page.locator('#hint-text');
    let odds = null;
    for (let step = 0; step < 120 && !odds; step++) {
      const s = await waitSnap(page, PERSON_TURN, 60000);
      if (s.dialog === 'round-dialog') {
        await page.locator('#round-next').click();
        await waitSnap(page, (x) => x.dialog !== 'round-dialog');
        continue;
      }
      if (s.phase === 'draft') {
        await playHit(page, holes18Choice(s));
        await waitSnap(page, `(x) => x.actions > ${s.actions}`);
        continue;
      }
      await page.locator('#table').focus();
      await page.keyboard.press('h');
      await page.waitForFunction(() => /^Conseil : /.test(document.querySelector('#hint-text').textContent));
      const text = await box.textContent();
      assert.match(text, /Des \d+ coups comparés, celui-ci semblait|C’est le seul coup possible/);
      assert.doesNotMatch(text, /simulées|sur 100/, 'a player\'s words, not the search\'s');
      if (/Il atteint le green (environ \d+ fois sur \d+|presque à chaque fois|presque jamais)\./.test(text) && /point de chute/.test(text)) {
        odds = text;
        assert.match(text, /Environ \d+([.,]\d)? coups? pour atteindre le green, celui-ci compris\./);
        assert.match(await page.locator('#announcer').textContent(), /Conseil : /);
        await shot(page, 'hint-holes18');
      }
      // Enter plays the hinted move when it has focus; else a sensible move of our own.
      const inHits = await page.evaluate(() => Boolean(document.activeElement?.closest('#hits')));
      if (inHits) await page.keyboard.press('Enter');
      else await playHit(page, holes18Choice(s));
      const after = await waitSnap(page, `(x) => x.actions > ${s.actions} || x.dialog === 'choice-dialog'`);
      if (after.dialog === 'choice-dialog') {
        await page.locator('#choice-list button').first().click();
        await waitSnap(page, `(x) => x.actions > ${s.actions}`);
      }
    }
    assert.ok(odds, 'a shot was hinted with its odds');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
