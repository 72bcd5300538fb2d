// Two people on one device: the table turns to whoever must act, names follow, and Beck (no
// secret hands) needs no pass-the-device cover. The card drawn is told to its drawer in the log,
// and that line goes when the other person takes the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, playButton } from './helpers.mjs';

test('hot-seat: the view follows the person to move', { timeout: 60000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('beck')).click();
    const names = page.locator('#seat-rows input');
    await names.nth(0).fill('Ann');
    await names.nth(1).fill('Ben');
    await page.locator('#seat-rows select.kind').nth(1).selectOption('human');
    await page.locator('#setup-form button[type=submit]').click();

    let s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    assert.equal(s.viewer, 0);
    assert.match(await page.locator('#status-main').textContent(), /^Ann: turn over/);
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    s = await waitSnap(page, (x) => x.viewer === 1 && x.hits.length > 0);
    assert.match(await page.locator('#status-main').textContent(), /^Ben: turn over/);
    await page.keyboard.press('4');
    await page.keyboard.press('5');
    s = await waitSnap(page, (x) => x.phase === 'play' && x.viewer === 0);
    assert.match(await page.locator('#status-main').textContent(), /^Ann: draw a card or take the discard/);
    await page.keyboard.press('d');
    s = await waitSnap(page, (x) => x.viewer === 0 && x.hits.some((h) => h.key === 'x'));
    const log = page.getByRole('log').locator('p');
    const drawn = /^You drew the (.+)\.$/.exec((await log.allTextContents()).at(-1))?.[1];
    assert.ok(drawn, 'the log names the card Ann drew, to Ann');
    await page.keyboard.press('9');
    s = await waitSnap(page, (x) => x.viewer === 1 && x.hits.some((h) => h.key === 'd'));
    const lines = await log.allTextContents();
    assert.ok(!lines.some((l) => l.startsWith('You drew')), `Ben's log has no line for Ann alone: ${lines}`);
    assert.ok(lines.some((l) => l.startsWith(`Ann placed the ${drawn} at the bottom right, replacing `)), 'the card is named once placed');
    assert.match(await page.locator('#status-main').textContent(), /^Ben: draw/);
    assert.equal(await page.locator('#pass').isHidden(), true);
    assert.equal(await page.locator('#undo').isHidden(), true, 'no undo between two people');
    assert.match(await page.locator('#announcer').textContent(), /Ann (placed|discarded)/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
