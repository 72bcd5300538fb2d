// 18 Holes' other ways to play, through the page: a person picks the mode at setup and plays a
// whole game against bots by mouse. Stroke Play stands for the stroke family (strokes counted,
// everyone holes out, the lowest total wins); Chaos Golf for the chaos family (any green, 5 and
// 2 point tokens on the course, extra turns from tee boxes); Skins for the placed 5-point token;
// Solo Chaos Golf for the solo family (three automated opponents, the solo deck).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, shot, playButton, holes18PlayOut as playOut, rawKeysOnScreen } from './helpers.mjs';

/** Home -> 18 Holes setup with `n` seats (a person, then bots), then `mode`; starter hands, quick bots. */
async function modeSetup(page, mode, n) {
  await page.locator(playButton('holes18')).click();
  await page.locator('#screen-setup').waitFor();
  await page.locator('#pace').selectOption('quick');
  await page.locator('#course').selectOption('starter');
  await page.locator('#clubs').selectOption('starter');
  await page.locator('#mode').selectOption('match_play'); // the setup remembers the last mode
  while ((await page.locator('#seat-rows li').count()) < n) await page.locator('#seat-plus').click();
  while ((await page.locator('#seat-rows li').count()) > n) await page.locator('#seat-minus').click();
  await page.locator('#mode').selectOption(mode);
}

/** From the final scores back to the home screen, once they show no missing words. */
async function goHome(page) {
  assert.deepEqual(await rawKeysOnScreen(page), [], 'the final scores show words, not keys');
  await page.locator('#final-dialog button[data-go="home"], #final-home').first().click();
}

test('18 holes modes: Stroke Play, Chaos Golf, Chaos Teams, Skins and Solo Chaos Golf to the final scores', { timeout: 900000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);

    // Stroke Play: the hint says who may play; the sheet counts strokes, lowest first.
    await modeSetup(page, 'stroke_play', 2);
    assert.match(await page.locator('#mode-hint').textContent(), /stroke/i);
    await shot(page, 'holes18-modes-setup');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    let run = await playOut(page, 'stroke');
    assert.ok(run.pauses >= 1, 'a pause after each hole everyone finished');
    let sheet = await page.locator('#final-dialog .h18-sheet').textContent();
    assert.match(sheet, /\d/);
    await shot(page, 'holes18-stroke-final');
    await goHome(page);

    // Chaos Golf needs three: choosing it with two seats adds a third.
    await page.goto(t.server.url);
    await modeSetup(page, 'chaos_golf', 2);
    assert.equal(await page.locator('#seat-rows li').count(), 3, 'the table grows to three');
    assert.equal(await page.locator('#seat-minus').isDisabled(), true, 'and cannot shrink below');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    run = await playOut(page, 'chaos');
    assert.ok(run.phases.has('turn'));
    await shot(page, 'holes18-chaos-final');
    await goHome(page);

    // Chaos Teams: two golfers a side; the person switches golfer once when offered.
    await page.goto(t.server.url);
    await modeSetup(page, 'chaos_teams', 2);
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    run = await playOut(page, 'teams', {
      find: (s) => (s.phase === 'choose' ? s.hits.find((h) => h.action === 'switch') : null),
      shot: 'holes18-teams-switch',
    });
    assert.ok(run.played, 'a team chose its golfer after drawing');
    // The final words are the team's points, not a missing key.
    assert.match(await page.locator('#final-sub').textContent(), /^\d+ points?\.$/);
    await shot(page, 'holes18-teams-final');
    await goHome(page);

    // Skins: the person places a 5-point token on a green at the start.
    await page.goto(t.server.url);
    await modeSetup(page, 'skins', 2);
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    run = await playOut(page, 'skins');
    assert.ok(run.phases.has('place'), 'the token is placed on the course');
    await shot(page, 'holes18-skins-final');
    await goHome(page);

      // Solo Chaos Golf: pick five of the clubs, look at an opponent's club once on a combined
    // turn (a button, or one for several opponents that asks which), play on to the end against
    // the three automated opponents.
    await page.goto(t.server.url);
    await modeSetup(page, 'solo_chaos', 2);
    assert.equal(await page.locator('#seat-rows li').count(), 1, 'solo is one seat');
    assert.equal(await page.locator('#solo-rank-field').isHidden(), false, 'the deck rank is chosen');
    await page.locator('#clubs').selectOption('draft');
    await page.locator('#solo-rank').selectOption('10');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    run = await playOut(page, 'solo', {
      find: (s) => s.hits.find((h) => h.action.peek_club != null || h.action.choose?.some((c) => c.action.peek_club != null)),
      shot: 'holes18-solo-peek',
      after: async () => assert.match(await page.locator('#announcer').textContent(), /Opponent \d/),
    });
    assert.ok(run.played, 'a combined turn offered a look at an opponent\'s club');
    assert.match(await page.locator('#final-dialog').textContent(), /Opp\. 3/);
    assert.deepEqual(await rawKeysOnScreen(page), [], 'the final scores show words, not keys');
    await shot(page, 'holes18-solo-final');
  } finally {
    await t.done();
  }
});

test('18 holes modes: Stableford, Golf Racing and Kelly Golf to the final scores', { timeout: 900000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    for (const [mode, n, first] of [['stableford', 2, 'select'], ['golf_racing', 2, 'select'], ['kelly_golf', 3, 'target']]) {
      await page.goto(t.server.url);
      await modeSetup(page, mode, n);
      await page.locator('#setup-form button[type=submit]').click();
      await waitSnap(page, (s) => s.screen === 'table');
      const run = await playOut(page, mode);
      assert.ok(run.phases.has(first), `${mode}: the person met the ${first} phase`);
      assert.match(await page.locator('#final-dialog').textContent(), /\d/);
      await shot(page, `holes18-${mode}-final`);
      await goHome(page);
    }
  } finally {
    await t.done();
  }
});
