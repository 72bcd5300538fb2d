// The standard accessibility check (axe-core) on every screen a person meets: home, each game's
// setup, each game's table mid-game (at a pause, its dialog and then the table with its score
// sheet) and at its end, the rules in English and French, 18 Holes' course designer, the error
// screen, each game's review, the games kept, each game's lesson and joining a room by its code; on a desktop and on a phone held upright. Any serious or
// critical violation fails, named by screen, rule and elements. The games are played by the engine's own bots in
// the page and opened from the save, as a person coming back to a match would; one browser
// serves every screen. The desktop is seen in the light theme, the phone in the dark one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setup, openPage, waitSnap, shot, playButton, holes18QuickSetup, gameTestSettings, openSaved } from './helpers.mjs';
import { CATALOG } from '../../www/js/catalog.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const GAMES = CATALOG.map((g) => g.id);
const BLOCKING = ['serious', 'critical'];
// What each game's sheet shows mid-game that once read too faintly (its `sheet_mark` in
// tests/e2e/games/<id>.json, which every game of the catalog has) must be there to be checked.

/** Runs axe on the page as it stands; returns its serious and critical violations in words. */
async function audit(page, screen) {
  // Injected through the debugger, so a page's own script policy does not stand in the way.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const violations = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => {
      // A contrast failure says its colours, so the fix can be worked out from the message.
      const c = n.any.find((a) => a.data?.contrastRatio != null)?.data;
      return n.target.join(' ') + (c ? ` (${c.fgColor} on ${c.bgColor}: ${c.contrastRatio}:1, ${c.fontSize} ${c.fontWeight})` : '');
    }),
  }))));
  return violations.filter((v) => BLOCKING.includes(v.impact))
    .map((v) => `${screen}: ${v.id} (${v.impact}: ${v.help}) on ${v.targets.join(', ')}`);
}

/**
 * Plays a whole game of `id` with easy bots in the real engine. Returns two saves: at a pause
 * (a round or half or hole over, its dialog shown on opening) past the game's middle, and at the
 * end. Seat 0 is a person, so the page opens on their view.
 */
function playedSaves(page, id, players) {
  return page.evaluate(async ({ id, players }) => {
    const engine = await import(`/pkg/${id}/clubhouse.js`);
    await engine.default();
    const names = ['Alice', 'Bertrand', 'Chloé', 'Dmitri'].slice(0, players);
    const meta = { names, seats: names.map((_, i) => ({ kind: i ? 'bot' : 'human', level: 'easy' })), pace: 'quick' };
    const s = engine.GameSession.create(id, id === 'beck' ? { players, rounds: 3 } : { players }, 11);
    s.setMeta(meta);
    for (let n = 0; !s.isOver() && n < 20000; n++) {
      const seat = s.toMove()[0];
      s.act(seat, s.botAction(seat, 'easy'));
    }
    const end = s.record();
    s.free();
    // The first pause after half the game, found by replaying the record's first moves.
    let mid = null;
    for (let k = Math.floor(end.actions.length / 2); k < end.actions.length && !mid; k++) {
      const r = engine.GameSession.fromRecord({ ...end, actions: end.actions.slice(0, k) });
      if (r.view(-1).pause.open && !r.isOver()) mid = r.record();
      r.free();
    }
    return { mid: mid && JSON.stringify(mid), end: JSON.stringify(end) };
  }, { id, players });
}

/** Opens the page on `save` (a record's text) as the match to resume. */
const openSave = openSaved;

/** Every screen on one page of `viewport`; returns the violations found and the screens seen. */
async function auditAll(browser, url, viewport, saves) {
  const { name, phone, ...options } = viewport;
  const page = await openPage(browser, { ...options, reducedMotion: 'reduce' });
  const found = [];
  const seen = [];
  const check = async (screen) => {
    seen.push(screen);
    found.push(...(await audit(page, `${name} ${screen}`)));
    await shot(page, `a11y-${name}-${screen.replace(/[^a-z0-9]+/gi, '-')}`);
  };
  const home = async () => {
    await page.goto(url);
    await page.locator('#screen-home').waitFor();
  };
  try {
    await home();
    await check('home');
    // Joining a room by its code, given one that is no code: the form and what it says.
    await page.locator('#join-code').click();
    await page.locator('#join-code-input').fill('abc');
    await page.locator('#room-knock').click();
    await page.locator('#room-status.error').waitFor();
    await check('join by code');
    for (const id of GAMES) {
      await home();
      await page.locator(playButton(id)).click();
      await page.locator('#screen-setup').waitFor();
      // Four seats show the team choice (Golfie) and longer lists.
      while ((await page.locator('#seat-rows li').count()) < 4) await page.locator('#seat-plus').click();
      await check(`${id} setup`);
    }

    await home();
    await holes18QuickSetup(page);
    await page.locator('#course-design').click();
    const d = await waitSnap(page, (s) => s.screen === 'designer' && s.designer != null).then((s) => s.designer);
    // A tee laid, so the designer shows a tile, its hole and a problem to visit.
    const spot = d.free[0];
    const box = await page.locator('#d-canvas').boundingBox();
    await page.mouse.click(box.x + spot.x, box.y + spot.y);
    await waitSnap(page, (s) => s.designer?.design.layout.tiles.length === 1);
    await check('holes18 designer');

    for (const id of GAMES) {
      const { mid, end } = saves[id];
      await openSave(page, url, mid);
      await page.locator('#round-dialog').waitFor();
      await check(`${id} pause dialog`);
      // Golfie's half-time has no "see the table": play goes on to the person's next move.
      if (await page.locator('#round-view').isVisible()) await page.locator('#round-view').click();
      else await page.locator('#round-next').click();
      await waitSnap(page, (s) => s.screen === 'table' && s.dialog == null && !s.busy);
      const mark = gameTestSettings(id).sheet_mark;
      assert.ok(await page.locator(`#scores ${mark}`).count() > 0, `${id}: the sheet shows ${mark}`);
      await check(`${id} table`);
      if (phone) {
        // A phone keeps the sheet in a panel over the table.
        await page.locator('#toggle-scores').click();
        await page.locator('#scores').waitFor();
        await check(`${id} table scores`);
      }
      await openSave(page, url, end);
      await page.locator('#final-dialog').waitFor();
      await check(`${id} final dialog`);
      await page.locator('#final-view').click();
      await waitSnap(page, (s) => s.screen === 'table' && s.dialog == null);
      await check(`${id} final table`);
      // Its review, opened from the final scores, at the last move.
      await page.locator('#results').click();
      await page.locator('#final-review').click();
      await waitSnap(page, (s) => s.review != null && !s.busy);
      await check(`${id} review`);
    }
    // The finished games kept on this device.
    await page.locator('#review-leave').click();
    await page.locator('#open-games').click();
    await page.locator('#screen-games').waitFor();
    await check('games list');
    // Each game's lesson at its first step: the coach's words and the move it marks.
    for (const id of GAMES) {
      await page.goto(`${url}${url.includes('?') ? '&' : '?'}game=${id}&learn=1&save=a11y-learn-${id}`);
      await page.locator('#coach-text').waitFor();
      await waitSnap(page, (s) => s.screen === 'table' && s.lesson?.mark != null && !s.busy);
      await check(`${id} lesson`);
    }
    // A save that cannot be read: the error screen.
    await openSave(page, url, '{');
    await page.locator('#screen-error').waitFor();
    await check('error');
    await page.evaluate(() => localStorage.removeItem('clubhouse:v1:match'));

    for (const lang of ['en', 'fr']) {
      await home();
      await page.locator('#lang').selectOption(lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      if (lang === 'fr') await check('home fr');
      for (const id of GAMES) {
        await page.locator(`#game-list [data-game=${id}] .how`).click();
        await page.locator('#screen-rules').waitFor();
        await page.locator('#rules-body h1').waitFor();
        await check(`${id} rules ${lang}`);
        await page.locator('#rules-back').click();
        await page.locator('#screen-home').waitFor();
      }
    }
    assert.deepEqual(page.errors, [], `${name}: no page errors`);
    return { found, seen };
  } finally {
    await page.context().close();
  }
}

test('axe finds no serious or critical violation on any screen, desktop and phone', { timeout: 300000 }, async () => {
  for (const id of GAMES) assert.ok(gameTestSettings(id).sheet_mark, `${id}: tests/e2e/games/${id}.json names what its sheet shows mid-game`);
  const t = await setup({ width: 1280, height: 800 });
  try {
    await t.page.goto(t.server.url);
    const saves = {};
    for (const id of GAMES) {
      saves[id] = await playedSaves(t.page, id, 3);
      assert.ok(saves[id].mid, `${id}: the bots' game had a pause past its middle`);
    }
    const found = [];
    for (const viewport of [
      // Each theme once, each layout once: colours come with the theme, places with the width.
      { name: 'desktop-light', width: 1280, height: 800, colorScheme: 'light' },
      { name: 'phone-dark', width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2, phone: true, colorScheme: 'dark' },
    ]) {
      const r = await auditAll(t.browser, t.server.url, viewport, saves);
      assert.ok(r.seen.length >= 30, `${viewport.name}: every screen was checked (${r.seen.length})`);
      found.push(...r.found);
    }
    assert.ok(found.length === 0, `axe violations:\n${found.join('\n')}`);
  } finally {
    await t.done();
  }
});
