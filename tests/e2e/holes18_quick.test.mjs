// 18 Holes' Quick Course Setup through the page: a person picks it at setup, sees the course
// number, types one back, lays a new course from the tiles, plays it against a bot to the final
// scores, and a share link of the game opens the very same course in another browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, waitSnap, shot, playButton, PERSON_TURN, holes18PlayOut, noHorizontalOverflow, holes18QuickSetup } from './helpers.mjs';

const quickOf = (s) => JSON.parse(s.record).config.quick;
const statusInfo = (page) => page.locator('#status-info').textContent();

test('18 holes quick course setup: a course laid from its number, played to the end and shared', { timeout: 900000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page, browser } = t;
  try {
    await page.goto(t.server.url);
    await holes18QuickSetup(page);
    assert.ok(await page.locator('#quick-field').isHidden(), 'a shipped course has no tile choices');
    await page.locator('#course').selectOption('quick');
    await page.locator('#quick-field').waitFor();

    // A course number is drawn at once; "New course" draws another; a typo keeps the last good one.
    const first = await page.locator('#quick-seed').inputValue();
    assert.match(first, /^\d{1,6}$/);
    await page.locator('#quick-new').click();
    await page.waitForFunction((n) => document.querySelector('#quick-seed').value !== n, first);
    await page.locator('#quick-seed').fill('4242');
    await page.locator('#quick-seed').press('Tab');
    await page.locator('#quick-seed').fill('forty');
    await page.locator('#quick-seed').press('Tab');
    assert.equal(await page.locator('#quick-seed').inputValue(), '4242');
    await page.locator('#quick-holes').selectOption('9');
    await page.locator('#quick-difficulty').selectOption('easy');
    await shot(page, 'holes18-quick-setup');

    // The course sheet: measured on request by bot games in a worker, the bar moving, then shown.
    await page.locator('#sheet-run').click();
    await page.locator('#sheet-progress').waitFor();
    await page.waitForFunction(() => {
      const v = document.querySelector('#sheet-bar').value;
      return v > 0 && v < 1;
    });
    await shot(page, 'holes18-quick-sheet-progress');
    await page.locator('#sheet-result .course-sheet').waitFor({ timeout: 60000 });
    assert.ok(await page.locator('#sheet-progress').isHidden());
    const holes = await page.locator('#sheet-result .sheet-hole td').count();
    assert.equal(holes, 9, 'one column per hole');
    assert.match(await page.locator('#sheet-result .sheet-figures').textContent(), /Par \d+, played as \d+ .*Stableford -?\d+ to \d+ points?/);
    assert.match(await page.locator('#sheet-result caption').textContent(), /200 bot games/);
    await page.locator('#sheet-result').scrollIntoViewIfNeeded();
    await shot(page, 'holes18-quick-sheet');
    // On a phone the sheet scrolls within itself; the page does not widen.
    await page.setViewportSize({ width: 390, height: 844 });
    assert.ok(await noHorizontalOverflow(page), "the page fits a phone's width");
    await page.locator('#sheet-result').scrollIntoViewIfNeeded();
    await shot(page, 'holes18-quick-sheet-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Another course number: the old sheet goes, a run can be stopped halfway.
    await page.locator('#quick-seed').fill('4243');
    await page.locator('#quick-seed').press('Tab');
    assert.equal(await page.locator('#sheet-result .course-sheet').count(), 0);
    await page.locator('#sheet-run').click();
    await page.locator('#sheet-stop').click();
    assert.ok(await page.locator('#sheet-progress').isHidden());
    assert.ok(await page.locator('#sheet-run').isVisible());
    // Back to the measured course: its sheet is kept for the visit.
    await page.locator('#quick-seed').fill('4242');
    await page.locator('#quick-seed').press('Tab');
    await page.locator('#sheet-result .course-sheet').waitFor();

    await page.locator('#setup-form button[type=submit]').click();
    const started = await waitSnap(page, PERSON_TURN);
    assert.deepEqual(quickOf(started), { options: { holes: 9, difficulty: 'easy', packed: false }, seed: 4242 });
    assert.match(await statusInfo(page), /Quick Course 4242/);
    await shot(page, 'holes18-quick-course');

    // A share link opens the same laid course in a browser with nothing saved.
    await page.locator('#share').click();
    await page.waitForFunction(() => document.querySelector('#share-url').value.includes('#match='));
    const link = await page.locator('#share-url').inputValue();
    const other = await openPage(browser);
    await other.goto(link);
    const opened = await waitSnap(other, (x) => x.screen === 'table');
    assert.deepEqual(quickOf(opened), quickOf(started));
    assert.match(await other.locator('#status-info').textContent(), /Quick Course 4242/);
    assert.deepEqual(other.errors, []);
    await other.context().close();

    // Nine holes to the final scores.
    const run = await holes18PlayOut(page, 'quick');
    assert.ok(run.pauses >= 8, `a pause after each of the nine holes (${run.pauses})`);
    const sheet = page.locator('#final-dialog .h18-sheet');
    assert.match(await sheet.textContent(), /9/);
    await shot(page, 'holes18-quick-final');

    // The setup remembers the choices and the number, ready to lay the same course again.
    await page.locator('#final-dialog button[data-go="home"], #final-home').first().click();
    await page.locator(playButton('holes18')).click();
    await page.locator('#screen-setup').waitFor();
    assert.equal(await page.locator('#course').inputValue(), 'quick');
    assert.equal(await page.locator('#quick-seed').inputValue(), '4242');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
