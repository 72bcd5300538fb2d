// 18 Holes' course designer, driven as a person would: tiles laid by mouse and by keyboard,
// problems shown with their hexes, undo and redo, an adjustment tile, the course kept and
// found again after a reload, shared by link into another browser, refused links and files,
// and the designed course played to the final scores. Desktop and phone, English and French.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setup, openPage, waitSnap, shot, playButton, holes18PlayOut, holes18QuickSetup, noHorizontalOverflow, downloadText } from './helpers.mjs';

const designerSnap = (page) => waitSnap(page, (s) => s.screen === 'designer' && s.designer != null).then((s) => s.designer);
const codes = (d) => d.problems.map((p) => p.code);
const asFile = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

/** Clicks the free tile place `at` on the board (the canvas's own coordinates from the snapshot). */
async function clickPlace(page, at) {
  const d = await designerSnap(page);
  const spot = d.free.find((f) => f.at[0] === at[0] && f.at[1] === at[1]);
  assert.ok(spot, `place ${at} is free`);
  const box = await page.locator('#d-canvas').boundingBox();
  await page.mouse.click(box.x + spot.x, box.y + spot.y);
  return waitSnap(page, `(s) => s.designer && s.designer.design.layout.tiles.length > ${d.design.layout.tiles.length}`).then((s) => s.designer);
}

async function openDesigner(page) {
  await holes18QuickSetup(page);
  await page.locator('#course-design').click();
  return designerSnap(page);
}

test('18 holes designer: a course laid by mouse, kept, found after a reload and played', { timeout: 400000 }, async () => {
  const t = await setup({ width: 1280, height: 860, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    let d = await openDesigner(page);
    assert.equal(d.design.layout.tiles.length, 0);
    assert.deepEqual(codes(d), ['design_empty']);

    // A tee tile: hole 1 is numbered, and it has no green yet (the tee hex is marked).
    d = await clickPlace(page, [0, 0]);
    assert.equal(d.design.layout.tiles[0].tile, '1A');
    assert.equal(d.design.layout.tiles[0].hole, 1);
    assert.ok(codes(d).includes('design_no_green'));
    assert.ok(d.problems.find((p) => p.code === 'design_no_green').at, 'the problem names its hex');
    assert.ok(await page.locator('#d-problems button').count() >= 1, 'a marked problem can be visited');
    await shot(page, 'holes18-designer-problem');

    // A fairway and a green along the lane; the green takes hole 1.
    await page.locator('#d-kind').selectOption('fairway');
    d = await clickPlace(page, [1, 0]);
    await page.locator('#d-kind').selectOption('green');
    d = await clickPlace(page, [2, 0]);
    assert.deepEqual(d.design.layout.tiles[2].greens, [1]);
    assert.deepEqual(codes(d), ['design_no_name']);
    await page.locator('#d-name').fill('Mouse Links');
    await page.locator('#d-signed').fill('Test Table');
    await page.locator('#d-signed').press('Tab');
    d = await waitSnap(page, (s) => s.designer?.ready).then((s) => s.designer);
    assert.match(await page.locator('#d-verdict').textContent(), /Holes: 1, par 3/);

    // Turn the fairway with the button, undo it, redo it, undo again.
    const box = await page.locator('#d-canvas').boundingBox();
    const fairway = d.placed.find((p) => p.at[0] === 1);
    await page.mouse.click(box.x + fairway.x, box.y + fairway.y);
    await page.locator('#d-rotate').click();
    d = await waitSnap(page, (s) => s.designer?.design.layout.tiles[1].turn === 1).then((s) => s.designer);
    await page.locator('#d-undo').click();
    d = await waitSnap(page, (s) => s.designer && !s.designer.design.layout.tiles[1].turn).then((s) => s.designer);
    await page.locator('#d-redo').click();
    await waitSnap(page, (s) => s.designer?.design.layout.tiles[1].turn === 1);
    await page.keyboard.press('Control+z');
    d = await waitSnap(page, (s) => s.designer && !s.designer.design.layout.tiles[1].turn && s.designer.ready).then((s) => s.designer);
    await shot(page, 'holes18-designer-desktop');

    await page.locator('#d-save').click();
    assert.match(await page.locator('#d-status').textContent(), /Mouse Links is kept/);

    // After a reload the course is in the setup's list, and the designer opens it again.
    await page.reload();
    await holes18QuickSetup(page);
    await page.locator('#course').selectOption('mine:Mouse Links');
    assert.equal(await page.locator('#course-design').textContent(), 'Edit in the designer');
    await page.locator('#course-design').click();
    d = await designerSnap(page);
    assert.equal(d.design.name, 'Mouse Links');
    assert.equal(d.design.designer, 'Test Table');
    assert.equal(d.design.layout.tiles.length, 3);
    assert.ok(d.ready);

    // Play this course: the setup comes back with it chosen, and one hole is played by mouse.
    await page.locator('#d-play').click();
    await page.locator('#screen-setup').waitFor();
    assert.equal(await page.locator('#course').inputValue(), 'mine:Mouse Links');
    await page.locator('#setup-form button[type=submit]').click();
    const { end } = await holes18PlayOut(page, 'designed');
    assert.equal(JSON.parse(end.record).config.custom.name, 'Mouse Links');
    await shot(page, 'holes18-designer-played');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('18 holes designer: by keyboard, an adjustment tile, shared by link, bad links and files, phone and French', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1280, height: 860, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await openDesigner(page);
    await page.locator('#d-canvas').focus();
    // Tee, fairway, green, each laid with Enter one place to the east of the last.
    await page.keyboard.press('Enter');
    for (const kind of ['2', '3']) {
      await page.keyboard.press(kind);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    let d = await waitSnap(page, (s) => s.designer?.design.layout.tiles.length === 3).then((s) => s.designer);
    assert.deepEqual(d.design.layout.tiles.map((x) => x.tile), ['1A', '19A', '32A']);
    assert.match(await page.locator('#d-cursor').textContent(), /Green tile 32A/);
    // A second tee turned twice, with its number taken down to hole 1: two tees for hole 1.
    await page.keyboard.press('1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('r');
    await page.keyboard.press('r');
    await page.keyboard.press('Enter');
    await page.keyboard.press('-');
    d = await waitSnap(page, (s) => s.designer?.problems.some((p) => p.code === 'design_two_tees')).then((s) => s.designer);
    assert.equal(d.design.layout.tiles[3].turn, 2);
    await page.keyboard.press('Delete');
    d = await waitSnap(page, (s) => s.designer?.design.layout.tiles.length === 3).then((s) => s.designer);

    // Adjustment tiles: the cursor becomes a hex; a bunker on the lane, then taken away again.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('4');
    d = await designerSnap(page);
    const under = d.cells.find((c) => c.at[0] === d.cursor[0] && c.at[1] === d.cursor[1]);
    assert.ok(under && !['T', 'G'].includes(under.c), 'the cursor is on a hex an adjustment tile may cover');
    await page.keyboard.press('Enter');
    d = await waitSnap(page, (s) => s.designer?.design.layout.adjustments.length === 1).then((s) => s.designer);
    const hazard = d.cells.find((c) => c.at[0] === d.cursor[0] && c.at[1] === d.cursor[1]);
    assert.notEqual(hazard.c, under.c, 'the hazard shows on the course');
    await shot(page, 'holes18-designer-keyboard');
    await page.keyboard.press('Delete');
    await waitSnap(page, (s) => s.designer?.design.layout.adjustments.length === 0);
    await page.keyboard.press('Control+z');
    await waitSnap(page, (s) => s.designer?.design.layout.adjustments.length === 1);
    // The course tile beneath it cannot be taken away first: the refusal says what to do, in
    // the designer's words, and nothing moves.
    await page.keyboard.press('2');
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => /take the adjustment tile off first/.test(document.querySelector('#d-status').textContent));
    const kept = await designerSnap(page);
    assert.deepEqual(kept.design.layout, d.design.layout);
    await page.locator('#d-name').fill('Keyboard Green');
    await page.locator('#d-name').press('Enter');
    await page.locator('#d-name').press('Tab');
    d = await waitSnap(page, (s) => s.designer?.ready).then((s) => s.designer);

    // A file drawn hex by hex cannot be edited; nothing is lost.
    const starter = readFileSync(new URL('../../courses/starter.json', import.meta.url), 'utf8');
    await page.locator('#d-file').setInputFiles(asFile('starter.json', starter));
    await page.waitForFunction(() => document.querySelector('#d-status').textContent.includes('starter.json'));
    assert.match(await page.locator('#d-status').textContent(), /hex by hex/);
    assert.equal((await designerSnap(page)).design.name, 'Keyboard Green');
    // A file too large is refused unread, saying why (it once read "Something went wrong.").
    await page.locator('#d-file').setInputFiles(asFile('huge.json', 'x'.repeat(300 * 1024)));
    await page.waitForFunction(() => document.querySelector('#d-status').textContent.includes('huge.json'));
    assert.match(await page.locator('#d-status').textContent(), /The file is 300 KB, and a course file is at most 256 KB\./);
    assert.equal((await designerSnap(page)).design.name, 'Keyboard Green');

    // The download is the course file; opened again it is the same design.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#d-download').click()]);
    const file = await downloadText(download);
    assert.equal(JSON.parse(file).name, 'Keyboard Green');
    assert.ok(JSON.parse(file).layout, 'the file records its tiles');

    // The link opens the same course in another browser, on a phone, and in French.
    await page.locator('#d-share').click();
    // The link is made asynchronously (the design is compressed first).
    await page.waitForFunction(() => document.querySelector('#d-link').value.includes('#course='));
    const link = await page.locator('#d-link').inputValue();
    assert.match(link, /#course=[A-Za-z0-9_-]+$/);
    const phone = await openPage(t.browser, { width: 390, height: 844, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    await phone.goto(link);
    let other = await designerSnap(phone);
    assert.equal(other.design.name, 'Keyboard Green');
    assert.deepEqual(other.design.layout, d.design.layout);
    assert.ok(other.ready);
    assert.ok(await noHorizontalOverflow(phone), 'no sideways scrolling on a phone');
    await shot(phone, 'holes18-designer-phone');
    // A tap on a free place lays a tile there.
    const box = await phone.locator('#d-canvas').boundingBox();
    const spot = other.free.find((f) => f.x > 20 && f.y > 20 && f.x < box.width - 20 && f.y < box.height - 20);
    await phone.locator('#d-kind').selectOption('fairway');
    await phone.touchscreen.tap(box.x + spot.x, box.y + spot.y);
    other = await waitSnap(phone, (s) => s.designer?.design.layout.tiles.length === 4).then((s) => s.designer);
    await phone.locator('#lang').selectOption('fr');
    await phone.waitForFunction(() => document.querySelector('#designer-title').textContent === 'Atelier de parcours');
    // What the status line last said is said again in French.
    await phone.waitForFunction(() => /^Tuile Fairway \d+A posée\.$/.test(document.querySelector('#d-status').textContent));
    await shot(phone, 'holes18-designer-phone-fr');
    assert.ok(await noHorizontalOverflow(phone));
    // An adjustment tile off the course is refused in French words, and nothing is laid. The
    // tile in hand is one not yet laid (the shared course has number 1).
    await phone.locator('#d-kind').selectOption('adjust');
    assert.equal(await phone.locator('.tile-pick[aria-pressed="true"]').count(), 1);
    assert.equal(await phone.locator('.tile-pick[aria-pressed="true"]:disabled').count(), 0);
    await phone.locator('#d-canvas').focus();
    for (let i = 0; i < 8; i++) await phone.keyboard.press('ArrowLeft');
    await phone.keyboard.press('Enter');
    await phone.waitForFunction(() => /jamais sur un départ ni sur un green/.test(document.querySelector('#d-status').textContent));
    assert.equal((await designerSnap(phone)).design.layout.adjustments.length, 1);
    // A course file whose tiles are wrong is refused in French, naming the tile by its place
    // and name; the draft is untouched.
    const starterFile = JSON.parse(readFileSync(new URL('../../courses/starter.json', import.meta.url), 'utf8'));
    const badTiles = { ...starterFile, layout: { tiles: [{ tile: '1A', at: [0, 0] }, { tile: '99Z', at: [3, 0] }] } };
    await phone.locator('#d-file').setInputFiles(asFile('tuiles.json', JSON.stringify(badTiles)));
    await phone.waitForFunction(() => document.querySelector('#d-status').textContent.includes('tuiles.json'));
    assert.match(await phone.locator('#d-status').textContent(), /tuiles\.json n'a pas été gardé : Tuile 2 \(99Z\) : aucune tuile ne porte ce nom \(1A à 49B\)\./);
    assert.equal((await designerSnap(phone)).design.layout.tiles.length, 4, 'the draft is as it was');

    // A damaged link is refused in words, and the draft this browser keeps is untouched.
    // Only the hash changes, so the page stays and its status still holds the last message:
    // wait for a new one.
    const said = await phone.locator('#d-status').textContent();
    await phone.goto(`${t.server.url}#course=notacourse`);
    await phone.waitForFunction((before) => !['', before].includes(document.querySelector('#d-status').textContent), said);
    assert.match(await phone.locator('#d-status').textContent(), /abîmé/);
    other = await designerSnap(phone);
    assert.equal(other.design.layout.tiles.length, 4, 'the draft is as it was');
    assert.deepEqual(phone.errors, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
