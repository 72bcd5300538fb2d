// 18 Holes courses of one's own through the page: a person opens course files at setup. Files
// that are not courses are refused with the reason and the place, and nothing kept changes; a
// good one is kept in the browser (across a reload), measured, played, and can be removed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setup, waitSnap, shot, playButton, PERSON_TURN, holes18QuickSetup } from './helpers.mjs';

const lakes = JSON.parse(readFileSync(new URL('../../courses/lakeside-nine.json', import.meta.url), 'utf8'));
const asFile = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
const mine = { ...lakes, name: 'My Lakes', designer: 'Test Table' };

async function open(page, file) {
  await page.locator('#course-file').setInputFiles(file);
}

test('18 holes course files: bad ones refused, a good one kept, played and removed', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await holes18QuickSetup(page);
    const before = await page.locator('#course option').allTextContents();
    const error = page.locator('#course-file-error');

    // Not JSON; an unknown token, named by its row and column; a green nobody can reach.
    await open(page, asFile('notes.json', 'hole 1: par 3, mind the pond'));
    await error.waitFor();
    assert.match(await error.textContent(), /notes\.json was not kept: This is not a course file, or it is damaged\./);
    const unknown = { ...mine, rows: [...mine.rows] };
    unknown.rows[1] = unknown.rows[1].replace(/\bf\b/, 'zz');
    await open(page, asFile('unknown.json', JSON.stringify(unknown)));
    await page.waitForFunction(() => document.querySelector('#course-file-error').textContent.includes('unknown.json'));
    assert.match(await error.textContent(), /Row 2, column \d+: “zz” is not a terrain letter\./);
    await error.scrollIntoViewIfNeeded();
    await shot(page, 'holes18-course-file-refused');
    // A button of the page's own worded by 18 Holes' words, which come after the page's.
    assert.equal(await page.locator('#sheet-run').textContent(), 'How does this course play?');
    const walled = { name: 'Walled', rows: ['T1 t G1'], holes: [{ par: 3 }] };
    await open(page, asFile('walled.json', JSON.stringify(walled)));
    await page.waitForFunction(() => document.querySelector('#course-file-error').textContent.includes('walled.json'));
    assert.match(await error.textContent(), /Hole 1: there is no way from the tee to the green/);
    assert.deepEqual(await page.locator('#course option').allTextContents(), before, 'nothing kept from a refused file');

    // A file too large is refused unread, in the reader's language.
    await open(page, asFile('huge.json', 'x'.repeat(300 * 1024)));
    await page.waitForFunction(() => document.querySelector('#course-file-error').textContent.includes('huge.json'));
    assert.match(await error.textContent(), /huge\.json was not kept: The file is 300 KB, and a course file is at most 256 KB\./);
    await page.locator('#lang').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await open(page, asFile('enorme.json', 'x'.repeat(300 * 1024)));
    await page.waitForFunction(() => document.querySelector('#course-file-error').textContent.includes('enorme.json'));
    assert.match(await error.textContent(), /Le fichier pèse 300 Ko ; un fichier de parcours ne dépasse pas 256 Ko\./);
    assert.equal(await page.locator('#course option').count(), before.length, 'nothing kept from a file too large');
    // A malformed file's refusal in French too, with its particulars (the unknown token's row
    // and column), and nothing kept.
    await open(page, asFile('inconnu.json', JSON.stringify(unknown)));
    await page.waitForFunction(() => document.querySelector('#course-file-error').textContent.includes('inconnu.json'));
    assert.match(await error.textContent(), /inconnu\.json n'a pas été gardé : Ligne 2, colonne \d+ : « zz » n'est pas une lettre de terrain\./);
    assert.equal(await page.locator('#course option').count(), before.length, 'nothing kept from a malformed file');
    await error.scrollIntoViewIfNeeded();
    await shot(page, 'holes18-course-file-refused-fr');
    await page.locator('#lang').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');

    // A good file: kept, chosen, the error gone; the same name again is kept beside it, not over it.
    await open(page, asFile('my-lakes.json', JSON.stringify(mine)));
    await page.waitForFunction(() => document.querySelector('#course').value === 'mine:My Lakes');
    assert.ok(await error.isHidden());
    await open(page, asFile('my-lakes.json', JSON.stringify(mine)));
    await page.waitForFunction(() => document.querySelector('#course').value === 'mine:My Lakes (2)');
    await page.locator('#course-remove').click();
    assert.equal(await page.locator('#course option[value^="mine:"]').count(), 1);
    await page.locator('#course').selectOption('mine:My Lakes');

    // Kept across a reload, with its sheet measured beside it.
    await page.reload();
    await page.locator(playButton('holes18')).click();
    await page.locator('#screen-setup').waitFor();
    await page.locator('#course').selectOption('mine:My Lakes');
    assert.ok(await page.locator('#course-remove').isVisible());
    await page.locator('#sheet-run').click();
    await page.locator('#sheet-result .course-sheet').waitFor({ timeout: 60000 });
    assert.equal(await page.locator('#sheet-result .sheet-hole td').count(), 9);
    await shot(page, 'holes18-course-file-kept');

    // Played: the game carries the course itself, so its record replays anywhere.
    await page.locator('#setup-form button[type=submit]').click();
    const started = await waitSnap(page, PERSON_TURN);
    assert.equal(JSON.parse(started.record).config.custom.name, 'My Lakes');
    assert.match(await page.locator('#status-info').textContent(), /My Lakes/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
