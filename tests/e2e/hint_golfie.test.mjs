// The hint in Golfie, with the mouse: on the person's move the Hint button says what the hard
// bot would play (the move named as the table names it, the expected change of the score, how
// many moves it weighed), worked out in the search worker, points at that move and announces
// it; a move takes the hint away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot } from './helpers.mjs';

test('golfie: the hint names the hard bot move with its expected score change', { timeout: 180000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    await page.goto(`${t.server.url}?game=golfie&players=2&pace=quick&lang=en`);
    let s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    assert.equal(await page.locator('#hint').isVisible(), true, 'offered on the person\'s move');

    // Play on (first move each time) to an Action card that asks to unveil or swap.
    for (let step = 0; step < 60; step++) {
      s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'round-dialog') {
        await page.locator('#round-next').click();
        continue;
      }
      const kinds = s.hits.map((h) => (typeof h.action === 'string' ? h.action : Object.keys(h.action)[0]));
      if (s.phase === 'act' && (kinds.includes('unveil') || kinds.includes('move'))) break;
      await page.evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a).click(), JSON.stringify(s.hits[0].action));
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    assert.equal(s.phase, 'act');

    await page.locator('#hint').click();
    const box = page.locator('#hint-text');
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent));
    const text = await box.textContent();
    assert.match(text, /It should change your grid's score by about [−+]?\d+(\.\d)? \(lower is better\)\./);
    assert.match(text, /Of the \d+ moves it compared, this one looked (clearly )?best/);
    // A player's words: nothing of the search's playouts or scores out of 100.
    assert.doesNotMatch(text, /playout|out of 100/);
    // Worked out in the search worker, off the page's thread.
    assert.ok(page.workers().some((w) => new URL(w.url()).pathname.endsWith('/js/bot-worker.js')), 'the search worker ran');
    // Said aloud too, and the hinted move has focus (Enter plays it).
    assert.match(await page.locator('#announcer').textContent(), /Hint: /);
    const focused = await page.evaluate(() => ({ inHits: Boolean(document.activeElement?.closest('#hits')), label: document.activeElement?.textContent }));
    assert.ok(focused.inHits, 'the hinted move has focus');
    assert.ok(text.includes(focused.label), `the hint names the focused move: ${text} / ${focused.label}`);
    await shot(page, 'hint-golfie');

    // Playing a move takes the hint away.
    await page.keyboard.press('Enter');
    await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    assert.equal(await box.isHidden(), true, 'the hint goes with the position it was for');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
