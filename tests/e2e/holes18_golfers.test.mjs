// 18 Holes with golfer cards: a person playing Bunjil (a-side) against a bot playing Slick
// Rikesh (a-side) picks both at setup, looks at a shot deck before choosing each hole (once by
// keyboard, then by clicking), reads the golfer cards in the table in words, and plays on to the
// final scores.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, PERSON_TURN, shot, playButton, playHit, holes18Choice, tabTo, focusedAction } from './helpers.mjs';

/**
 * The table in words names each seat's golfer card with what its power does, Bunjil's as spent
 * once it has looked; opened by its button and closed again, the table as it was for the clicks.
 */
async function golferCardsInWords(page) {
  const size = await page.locator('#table').boundingBox();
  const button = page.getByRole('button', { name: 'Table in words' });
  await button.click();
  const section = page.getByRole('region', { name: 'The table in words' }).getByRole('heading', { name: 'Golfer cards' });
  await section.waitFor();
  const lines = await section.evaluate((h) => [...h.nextElementSibling.querySelectorAll('li')].map((li) => li.textContent));
  assert.equal(lines.length, 2, lines.join(' | '));
  assert.match(lines[0], /^Player 1 \(you\): Bunjil, a-side\. Once a hole, before choosing a club, secretly look at the top card .*\. Power used: /);
  assert.match(lines[1], /^[^:]+: Slick Rikesh, a-side\. Once a hole, after the reveal, play another player's club/);
  await button.click();
  await page.waitForFunction(({ width, height }) => {
    const r = document.querySelector('#table').getBoundingClientRect();
    return r.width === width && r.height === height;
  }, size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('18 holes with golfers: Bunjil looks before choosing, the bot plays Slick Rikesh', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('holes18')).click();
    await page.locator('#screen-setup').waitFor();
    await page.locator('#pace').selectOption('quick');
    await page.locator('#course').selectOption('starter');
    const rows = page.locator('#seat-rows li');
    assert.equal(await rows.nth(0).locator('select.golfer option').count(), 10, 'none, random and the eight golfers');
    await rows.nth(0).locator('select.golfer').selectOption('bunjil');
    assert.match(await rows.nth(0).locator('.golfer-text').textContent(), /top card/);
    await rows.nth(1).locator('select.golfer').selectOption('slick_rikesh');
    await rows.nth(1).locator('select.golfer-side').selectOption('a');
    await shot(page, 'holes18-golfers-setup-1280');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');

    let peeks = 0;
    let pauses = 0;
    for (let step = 0; step < 1500; step++) {
      const s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'final-dialog') break;
      if (s.dialog === 'round-dialog') {
        pauses++;
        await page.locator('#round-next').click();
        await waitSnap(page, (x) => x.dialog !== 'round-dialog');
        continue;
      }
      const peek = s.hits.find((h) => h.action.peek != null);
      if (peek) {
        if (peeks === 0) {
          // The power is a focusable button with words for screen readers.
          await tabTo(page, '#hits button[data-action*="peek"]');
          assert.match(await page.evaluate(() => document.activeElement.textContent), /Look at the top of/);
          assert.match(await focusedAction(page), /peek/);
          await page.keyboard.press('Enter');
        } else {
          await playHit(page, peek);
        }
        peeks++;
        await waitSnap(page, `(x) => x.actions > ${s.actions}`);
        if (peeks === 1) {
          await waitSnap(page, PERSON_TURN);
          assert.match(await page.locator('#announcer').textContent(), /looks at the top card/);
          await shot(page, 'holes18-golfers-table-1280');
          await golferCardsInWords(page);
        }
        continue;
      }
      await playHit(page, holes18Choice(s));
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    const end = await snapshot(page);
    assert.equal(end.over, true, 'the game reached its end');
    assert.ok(peeks >= 3, `Bunjil looked on most holes: ${peeks}`);
    assert.ok(pauses >= 4);
    const record = JSON.stringify(end.record);
    assert.match(record, /slick_rikesh/, 'the golfers are in the match record');
    await page.locator('#final-dialog').waitFor();
    await shot(page, 'holes18-golfers-final-1280');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
