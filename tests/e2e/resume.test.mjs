// Saves: a reload mid-game comes back to the same match, and "Resume" on the home screen too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, playButton, PERSON_TURN } from './helpers.mjs';

test('reload mid-game resumes the same match', { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('beck')).click();
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    // Reveal two cards and draw, with shortcuts, so the save holds real moves.
    await page.keyboard.press('1');
    await page.keyboard.press('5');
    let s = await waitSnap(page, (x) => x.phase === 'play' && x.hits.some((h) => h.key === 'd') && !x.busy);
    // Discarding with nothing in hand is refused, in words, and changes nothing.
    await page.keyboard.press('x');
    await page.locator('#status-error').waitFor();
    assert.match(await page.locator('#status-error').textContent(), /Move refused: Draw a card or take the discard first/);
    assert.equal((await snapshot(page)).actions, s.actions);
    await page.keyboard.press('d');
    s = await waitSnap(page, `(x) => x.actions > ${s.actions} && !x.busy`);
    assert.ok(s.actions >= 5);
    const before = s.record;
    assert.equal(await page.locator('#status-error').isHidden(), true, 'the refusal clears after a good move');

    await page.reload();
    const after = await waitSnap(page, (x) => x.screen === 'table' && !x.busy);
    assert.equal(after.record, before, 'same record after reload');
    assert.equal(after.phase, 'play');
    assert.ok(after.hits.some((h) => h.action.place != null), 'still holding the drawn card');
    assert.match(await page.locator('#status-main').textContent(), /place the card or discard it/);

    // Home, then Resume: still the same match.
    await page.locator('#leave').click();
    await page.locator('#resume').click();
    const resumed = await waitSnap(page, (x) => x.screen === 'table');
    assert.equal(resumed.record, before);

    // The drawn card has been seen: undo would only deal it again, so it is not offered.
    assert.equal(await page.locator('#undo').isHidden(), true, 'no undo past a drawn card');

    // Place it; on a later turn, taking the face-up discard shows nothing new and can be undone.
    await page.keyboard.press('9');
    let taken = null;
    for (let turn = 0; turn < 6 && !taken; turn++) {
      const mine = await waitSnap(page, PERSON_TURN);
      if (mine.dialog) break;
      if (mine.hits.some((h) => h.key === 't')) {
        await page.keyboard.press('t');
        taken = await waitSnap(page, `(x) => x.actions > ${mine.actions} && !x.busy`);
      } else {
        await page.keyboard.press(mine.hits.some((h) => h.key === 'd') ? 'd' : '9');
        await waitSnap(page, `(x) => x.actions > ${mine.actions} && !x.busy`);
        if ((await snapshot(page)).hits.some((h) => h.action.place != null)) await page.keyboard.press('9');
      }
    }
    assert.ok(taken, 'the discard was offered within a few turns');
    assert.equal(await page.locator('#undo').isHidden(), false, 'undo offered after taking the discard');
    await page.locator('#undo').click();
    const undone = await waitSnap(page, `(x) => x.actions === ${taken.actions - 1} && !x.busy`);
    assert.ok(undone.hits.some((h) => h.key === 't') && undone.hits.some((h) => h.key === 'd'), 'choosing again');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
