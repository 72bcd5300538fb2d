// Golfie team play and hot-seat: the setup offers only the splits the rules allow, a team has one
// scorecard row, and several people at one screen act on the same Action card one after another.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot, golfieSetup, clickHit, playButton, arg } from './helpers.mjs';

const options = (page) => page.locator('#teams option').evaluateAll((os) => os.map((o) => o.value));

test('golfie 2v2 with bots: one scorecard row per team', { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await golfieSetup(page, 6);
    assert.deepEqual(await options(page), ['none', '3v3', '2v2v2']);
    await page.locator('#seat-minus').click();
    assert.deepEqual(await options(page), ['none']);
    assert.match(await page.locator('#teams-hint').textContent(), /needs 4, 6 or 8 players/);
    await page.locator('#seat-minus').click();
    assert.deepEqual(await options(page), ['none', '2v2']);
    await page.locator('#teams').selectOption('2v2');
    // Teammates alternate round the table and share a colour.
    assert.deepEqual(await page.locator('#seat-rows .seat-no').evaluateAll((ns) => ns.map((n) => n.dataset.team)), ['0', '1', '0', '1']);
    await shot(page, 'golfie-setup-teams');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0);

    const rows = page.locator('#scores .gc.front tbody tr');
    assert.equal(await rows.count(), 2, 'one row per team');
    assert.match(await rows.nth(0).locator('th').textContent(), /Team A.*Player 1 · Bogey/);
    assert.match(await rows.nth(1).locator('th').textContent(), /Team B.*Chip · Divot/);

    // Every line the announcer says, kept: it shows only the last few, and the bots may say
    // more before the test looks.
    await page.evaluate(() => {
      window.told = [];
      new MutationObserver((changes) => {
        for (const c of changes) for (const n of c.addedNodes) window.told.push(n.textContent);
      }).observe(document.querySelector('#announcer'), { childList: true });
    });
    const holeLine = () => page.evaluate(() => window.told.find((l) => /Hole 1 on the scorecard/.test(l)) ?? null);

    // Play on (first move offered, by mouse) until the first hole is on the card.
    let line = null;
    for (let step = 0; step < 120 && !line; step++) {
      const s = await waitSnap(page, PERSON_TURN);
      await clickHit(page, s.hits[0]);
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
      line = await holeLine();
    }
    assert.ok(line, 'a hole was played');
    assert.match(line, /Hole 1 on the scorecard: Team A \d, Team B \d/);
    assert.equal(await page.locator('#scores .gc.front tbody td.hole .v').count(), 2, 'each team marks one card');
    await shot(page, 'golfie-teams-table');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('golfie hot-seat: two people act on the same card in turn', { timeout: 60000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator(playButton('golfie')).click();
    const names = page.locator('#seat-rows input');
    await names.nth(0).fill('Ann');
    await names.nth(1).fill('Ben');
    await page.locator('#seat-rows select.kind').nth(1).selectOption('human');
    await page.locator('#setup-form button[type=submit]').click();

    const status = () => page.locator('#status-main').textContent();
    let s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    assert.equal(s.viewer, 0);
    assert.match(await status(), /^Ann: Reveal one card in your top row and one in your bottom row/);
    await page.keyboard.press('1');
    await page.keyboard.press('7');
    s = await waitSnap(page, (x) => x.viewer === 1 && x.hits.length > 0);
    assert.match(await status(), /^Ben: Reveal one card/);
    await page.keyboard.press('3');
    await page.keyboard.press('9');
    s = await waitSnap(page, (x) => x.phase === 'flip' && x.viewer === 0 && !x.busy);
    assert.match(await status(), /^Ann: Reveal the next Action card/);
    await page.keyboard.press('f');
    // Both must act on this card: Ann first, then the screen turns to Ben.
    s = await waitSnap(page, (x) => x.phase === 'act' && x.toMove.length === 2 && x.viewer === 0 && !x.busy);
    const before = s.actions;
    for (const [who, seat] of [['Ann', 0], ['Ben', 1]]) {
      for (let i = 0; i < 3; i++) {
        s = await waitSnap(page, (x) => !x.busy);
        if (s.phase !== 'act' || s.viewer !== seat || !s.toMove.includes(seat)) break;
        assert.match(await status(), new RegExp(`^${who}: `));
        await page.locator('#hits button').first().evaluate((b) => b.click());
        await waitSnap(page, `(x) => x.actions > ${s.actions}`);
      }
    }
    s = await waitSnap(page, (x) => x.phase === 'flip' && !x.busy);
    assert.ok(s.actions > before + 1, 'both played the card');
    assert.equal(s.viewer, 1, 'Ben reveals the next card');
    assert.match(await status(), /^Ben: Reveal the next Action card/);
    assert.equal(await page.locator('#pass').isHidden(), true, 'no pass-the-device cover in Golfie');
    const told = await page.locator('#announcer').textContent();
    for (const who of ['Ann', 'Ben']) assert.match(told, new RegExp(`${who} (turned over|swapped|scores)`));
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('golfie 2v2: the team chooses which Hole card is marked, by keyboard', { timeout: 120000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await golfieSetup(page, 4, '2v2');
    await page.locator('#setup-form button[type=submit]').click();
    let s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    // Play on (first move offered) until the person's team (seats 1 and 3 of the table) decides.
    let marks = [];
    for (let step = 0; step < 400 && !marks.length; step++) {
      s = await waitSnap(page, PERSON_TURN);
      marks = s.hits.filter((h) => h.action?.mark != null);
      if (marks.length) break;
      await clickHit(page, s.hits[0]);
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    assert.equal(marks.length, 2, 'one card per teammate');
    assert.deepEqual(marks.map((h) => h.action.mark).sort(), [0, 2]);
    assert.deepEqual(marks.map((h) => h.key), ['1', '2']);
    assert.match(await page.locator('#status-main').textContent(), /Your team decides/);
    assert.ok(marks.every((h) => h.label.key === 'hit_mark_hole' && /^value:\d$/.test(arg(h, 'card'))));
    const names = await page.locator('#hits button').evaluateAll((bs) => bs.map((b) => b.textContent));
    assert.ok(names.some((n) => /Mark the Hole card Bogey took for the team: \d/.test(n)), names.join(' | '));
    // Not necessarily the lowest: the team's choice is marked.
    const pick = marks.reduce((a, b) => (arg(b, 'card') > arg(a, 'card') ? b : a));
    await page.keyboard.press(pick.key);
    await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    const score = arg(pick, 'card').split(':')[1];
    assert.match(await page.locator('#announcer').textContent(), new RegExp(`marks the card .+ took for the team: ${score}\\.`));
    await shot(page, 'golfie-teams-choice');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
