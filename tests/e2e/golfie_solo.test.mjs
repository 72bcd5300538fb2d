// Golfie alone: the target of 54 is on the status line and the scorecard from the start, a save
// resumes at the last hole, and the end says whether the target was beaten. Also the Golfie rules
// page, in English and French.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot, golfieSetup, openSaved } from './helpers.mjs';

test('golfie solo: beat 54', { timeout: 120000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await golfieSetup(page, 1);
    assert.match(await page.locator('#teams-hint').textContent(), /less than 54/);

    // The rules of the game being set up, marked where they are house data or readings.
    await page.locator('#open-rules').click();
    await page.locator('#screen-rules').waitFor();
    assert.match(await page.locator('#rules-body h1').textContent(), /Golfie — how to play/);
    assert.ok((await page.locator('#rules-body .house').count()) >= 8);
    const rules = await page.locator('#rules-body').textContent();
    for (const re of [/Golf Cart/, /lower than 54/, /1 ×9, 2 ×15/, /first seat always starts/, /the team decides which of those\s+cards/, /shuffled together with the cards left in the Field stack/,
      /In an online room the host's device holds the game/]) assert.match(rules, re); // the part every game's page shares
    await page.locator('#lang').selectOption('fr');
    await page.waitForFunction(() => document.querySelector('#rules-body h1')?.textContent.includes('règles du jeu'));
    assert.match(await page.locator('#rules-body').textContent(), /Voiturette/);
    await shot(page, 'golfie-rules-fr');
    await page.locator('#lang').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.locator('#rules-back').click();
    await page.locator('#screen-setup').waitFor();

    await page.locator('#setup-form button[type=submit]').click();
    let s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    assert.match(await page.locator('#status-info').textContent(), /target: under 54/);
    assert.match(await page.locator('#scores .gc-target').textContent(), /Target: under 54/);
    assert.equal(await page.locator('#scores .gc.front tbody tr').count(), 1);
    assert.equal(await page.locator('#undo').isHidden(), true, 'no undo against the target');
    await shot(page, 'golfie-solo-start');

    // Play a few moves by hand, then let the page's own engine race a copy of this match to the
    // last Hole (easy-bot moves) and store it as the save: the page opened again resumes there.
    for (let i = 0; i < 6; i++) {
      s = await waitSnap(page, PERSON_TURN);
      await page.locator('#hits button').first().evaluate((b) => b.click()); // as a screen reader would
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    const last = await page.evaluate(async () => {
      const { Game } = await import('./js/engine.js');
      const g = await Game.fromRecord(window.clubhouse.snapshot().record);
      for (let v = g.view(0); !(v.half === 1 && v.phase === 'act' && v.current === 'final_hole'); v = g.view(0)) {
        g.act(0, g.botAction(0, 'easy'));
      }
      return g.record();
    });
    await openSaved(page, t.server.url, last);
    s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0 && !x.busy);
    assert.match(await page.locator('#status-info').textContent(), /Hole 18 of 18 · back nine · target: under 54/);
    assert.match(await page.locator('#status-warn').textContent(), /last hole of the game/);
    assert.match(await page.locator('#scores .gc-target').textContent(), /after 17 holes/);
    await page.keyboard.press(s.hits.find((h) => h.action.hole != null).key);
    // The last move's end dialog, not the table as it was just before the key was read.
    s = await waitSnap(page, `(x) => x.actions > ${s.actions} && x.dialog != null`);
    assert.equal(s.dialog, 'final-dialog');
    const title = await page.locator('#final-title').textContent();
    assert.match(title, /^Target (beaten!|not beaten)$/);
    const line = await page.locator('#final-dialog .gc-target').textContent();
    assert.match(line, title.includes('not') ? /Target missed: \d+, not under 54/ : /Target beaten: \d+, under 54/);
    // The winner's medal only for beating the target.
    assert.equal(await page.locator('#final-dialog .trophy').isVisible(), !title.includes('not'));
    assert.equal(await page.locator('#final-dialog tbody td.hole .v').count(), 18);
    await shot(page, 'golfie-solo-final');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
