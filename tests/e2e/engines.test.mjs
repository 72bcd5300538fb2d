// One engine module per game: the home screen fetches none, and each game fetches its own and no
// other, whether it is started from the home screen, resumed from its save or opened from a link.
// The same holds for each game's page code (js/games/<id>.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, waitSnap, playButton, playableGames, openWithoutFiles, PERSON_TURN } from './helpers.mjs';

/**
 * Records the ids a page fetches from now on whose URL matches `pattern` (its group is the id);
 * `.take()` returns them and starts over.
 */
function fetchLog(page, pattern) {
  let seen = new Set();
  page.on('request', (r) => {
    const m = pattern.exec(r.url());
    if (m) seen.add(m[1]);
  });
  return { take: () => { const list = [...seen].sort(); seen = new Set(); return list; } };
}
const engineLog = (page) => fetchLog(page, /\/pkg\/([^/]+)\//);
/** A game's own page code; shared helpers in js/games/ are not a game. */
const pageCodeLog = (page, games) => {
  const log = fetchLog(page, /\/js\/games\/([a-z0-9-]+)\.js/);
  return { take: () => log.take().filter((id) => games.includes(id)) };
};

/** The later record goes on from the earlier one (bots may have moved in between). */
function continues(later, earlier) {
  const a = JSON.parse(earlier);
  const b = JSON.parse(later);
  assert.equal(b.game, a.game);
  assert.equal(b.seed, a.seed);
  assert.deepEqual(b.actions.slice(0, a.actions.length), a.actions);
}

test('each game loads only its own engine: started, resumed, shared', { timeout: 240000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page, browser } = t;
  try {
    const log = engineLog(page);
    await page.goto(`${t.server.url}?nosw`);
    await page.locator('#screen-home').waitFor();
    const games = await playableGames(page);
    assert.ok(games.length >= 3, `games: ${games}`);
    assert.deepEqual(log.take(), [], 'the home screen needs no engine');
    const code = pageCodeLog(page, games);

    for (const id of games) {
      // A fresh visit with no save: home, then this game's setup and a new match.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${t.server.url}?nosw`);
      await page.locator('#screen-home').waitFor();
      await page.locator(playButton(id)).click();
      await page.locator('#setup-form button[type=submit]').click();
      const started = await waitSnap(page, PERSON_TURN);
      assert.equal(started.screen, 'table', `${id} starts`);
      assert.deepEqual(log.take(), [id], `${id}: its own engine only`);
      assert.deepEqual(code.take(), [id], `${id}: its own page code only`);

      // A reload resumes the save with that game's engine.
      await page.reload();
      const resumed = await waitSnap(page, (x) => x.screen === 'table');
      continues(resumed.record, started.record);
      assert.deepEqual(log.take(), [id], `${id}: resumed with its own engine`);
      assert.deepEqual(code.take(), [id], `${id}: resumed with its own page code`);

      // A share link opens in a browser that has no engine cached and no save.
      await page.locator('#share').click();
      await page.waitForFunction(() => document.querySelector('#share-url').value.includes('#match='));
      const link = await page.locator('#share-url').inputValue();
      const other = await openPage(browser);
      const otherLog = engineLog(other);
      await other.goto(link);
      const opened = await waitSnap(other, (x) => x.screen === 'table');
      continues(opened.record, resumed.record);
      assert.deepEqual(otherLog.take(), [id], `${id}: a link loads its own engine`);
      assert.deepEqual(other.errors, []);
      await other.context().close();
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('a game whose page code cannot be fetched says so, and plays once it can', { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    const reconnect = await openWithoutFiles(page, t.server.url, '**/js/games/beck.js', 'beck');

    // The connection is back: the same page tries again and plays.
    await reconnect();
    await page.locator(playButton('beck')).click();
    await page.locator('#setup-form button[type=submit]').click();
    const s = await waitSnap(page, PERSON_TURN);
    assert.equal(s.screen, 'table');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
