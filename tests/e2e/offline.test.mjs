// Offline: after one visit to the built site the service worker holds every file, so with the
// network gone (browser offline and the server stopped) a reload still starts and plays a game.
// A new build replaces the cache and the old one is deleted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, openPage, startServer, buildDist, waitSnap, playToEnd, chooseHit, playButton, playableGames } from './helpers.mjs';
import { OWN_WORDS } from '../../www/js/i18n.js';

const cacheNames = (page) => page.evaluate(() => caches.keys());

/** Polls an async page function until it is true (waitForFunction does not await promises). */
async function until(page, fn, timeout = 20000) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(fn))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${fn}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const versionOf = (dir) => /^const VERSION = '([0-9a-f]+)';/m.exec(readFileSync(path.join(dir, 'sw.js'), 'utf8'))[1];

test('offline: the service worker serves the whole suite with no network', { timeout: 120000 }, async () => {
  const dist = buildDist('clubhouse');
  const server = await startServer(dist.root, { own: true }); // its own: the test stops it
  const browser = await launch();
  try {
    const page = await openPage(browser, { width: 1280, height: 800, reducedMotion: 'reduce' });
    const site = `${server.url}clubhouse/`;
    await page.goto(site);
    await page.locator('#screen-home').waitFor();
    // Installed, in control of the page, and holding every file of this build.
    await page.waitForFunction(() => navigator.serviceWorker.controller != null);
    const version = versionOf(dist.dir);
    const names = await cacheNames(page);
    assert.equal(names.length, 1);
    assert.ok(names[0].endsWith(` ${version}`), 'the cache is named after the build');
    const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), names[0]);
    // Every game's engine module and own words too, not just those played on this visit (none yet).
    const games = await playableGames(page);
    assert.ok(games.length >= 3, `games: ${games}`);
    const engines = games.flatMap((g) => [`pkg/${g}/clubhouse.js`, `pkg/${g}/clubhouse_bg.wasm`]);
    const words = OWN_WORDS.flatMap((g) => [`i18n/${g}.en.json`, `i18n/${g}.fr.json`]);
    for (const f of ['', 'index.html', 'i18n/fr.json', 'rules/beck.en.html', 'embed.js', ...engines, ...words]) assert.ok(cached.includes(site + f), `cached ${f || './'}`);

    // The manifest and its icon pass Chromium's install checks (only the private test profile is left).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    const manifestErrors = errors.filter((e) => /manifest|icon/.test(e.errorId));
    assert.deepEqual(manifestErrors, [], JSON.stringify(errors));

    // A new build (here: a new version stamped into sw.js) installs a new cache and drops the old.
    const swPath = path.join(dist.dir, 'sw.js');
    writeFileSync(swPath, readFileSync(swPath, 'utf8').replace(`'${version}'`, "'0000feedbeef'"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    // Precaching the whole suite again (every game's module) can take over 20 s while the other
    // test files run beside this one.
    await until(page, async () => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0].endsWith(' 0000feedbeef');
    }, 60000);

    // No network at all: the browser is offline and the server is gone.
    await page.context().setOffline(true);
    await server.stop();
    await page.reload();
    await page.locator('#screen-home').waitFor();
    await page.locator(playButton('beck')).click();
    await page.locator('#rounds-minus').click();
    await page.locator('#rounds-minus').click();
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    const end = await playToEnd(page, chooseHit);
    assert.equal(end.over, true);
    // Options in the address are the same cached page; French and its rules come from the cache.
    await page.goto(`${site}index.html?game=golfie&players=1&lang=fr`);
    await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0);
    await page.locator('#open-rules').click();
    await page.waitForFunction(() => document.querySelector('#rules-body h1')?.textContent.includes('règles du jeu'));
    // The third game's engine, never fetched online, comes from the cache as well.
    await page.goto(`${site}index.html?game=green&players=2`);
    await waitSnap(page, (s) => s.screen === 'table');
    assert.deepEqual((await cacheNames(page)).map((n) => n.split(' ').at(-1)), ['0000feedbeef'], 'only the new cache is left');
    assert.deepEqual(page.errors, []);
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
    dist.remove();
  }
});
