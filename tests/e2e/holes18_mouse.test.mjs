// 18 Holes with the mouse: a person plays the Starter Course against a bot, clicking clubs in the
// panel and hexes on the course (landings, one-hex moves), through the pause after each hole, to
// the final scores. The course is also dragged and zoomed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, PERSON_TURN, shot, playButton, playHit, holes18Choice, rawKeysOnScreen } from './helpers.mjs';

test('18 holes, mouse only: the Starter Course against a bot, to the final scores', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('holes18')).click();
    await page.locator('#screen-setup').waitFor();
    assert.equal(await page.locator('#course-field').isHidden(), false, 'the course is chosen at setup');
    await page.locator('#pace').selectOption('quick');
    await page.locator('#course').selectOption('starter');
    await page.locator('#clubs').selectOption('starter');
    await shot(page, 'holes18-setup-1280');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0 && !s.busy);

    // Pan and zoom: a drag moves the camera, the reset frames the hole again.
    await page.locator('#zoom-reset').click();
    const before = (await snapshot(page)).camera;
    const box = await page.locator('#table').boundingBox();
    await page.mouse.move(box.x + 300, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 380, box.y + 340, { steps: 5 });
    await page.mouse.up();
    await page.mouse.wheel(0, -300);
    const moved = (await snapshot(page)).camera;
    assert.notDeepEqual(moved, before, 'dragging and the wheel move the course');
    await page.locator('#zoom-reset').click();
    assert.deepEqual((await snapshot(page)).camera, before, 'the reset frames the hole again');

    let pauses = 0;
    const seen = new Set();
    for (let step = 0; step < 1500; step++) {
      const s = await waitSnap(page, PERSON_TURN);
      if (s.dialog === 'final-dialog') break;
      if (s.dialog === 'round-dialog') {
        pauses++;
        if (pauses === 1) await shot(page, 'holes18-hole-over');
        await page.locator('#round-next').click();
        await waitSnap(page, (x) => x.dialog == null);
        continue;
      }
      const hit = holes18Choice(s);
      seen.add(hit.world ? `course:${Object.keys(hit.action)[0]}` : typeof hit.action === 'string' ? hit.action : Object.keys(hit.action)[0]);
      if (step === 3) await shot(page, 'holes18-table-1280');
      if (s.phase === 'choose' && !seen.has('shot-choose')) {
        seen.add('shot-choose');
        await page.mouse.move(box.x + hit.x + hit.w / 2, box.y + hit.y + hit.h / 2);
        await shot(page, 'holes18-choose-1280');
      }
      await playHit(page, hit);
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    const end = await snapshot(page);
    assert.equal(end.over, true, 'the game reached its end');
    assert.ok(pauses >= 4, `a pause after each of the first four holes: ${pauses}`);
    assert.ok(seen.has('select'), 'selected clubs');
    assert.ok([...seen].some((k) => k.startsWith('course:')), `played on the course: ${[...seen]}`);
    const dialog = page.locator('#final-dialog');
    await dialog.waitFor();
    assert.match(await page.locator('#final-title').textContent(), /wins|Shared win/);
    assert.deepEqual(await rawKeysOnScreen(page), [], 'the final scores show words, not keys');
    assert.equal(await dialog.locator('tbody tr').count(), 5, 'five holes on the sheet');
    await shot(page, 'holes18-final-1280');
    assert.match(await page.locator('#announcer').textContent(), /Game over|wins/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
