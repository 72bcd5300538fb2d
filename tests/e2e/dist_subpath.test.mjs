// The static site as `make dist` builds it, served from a sub-path of a plain static server: plain
// files only, every request stays under the sub-path, a whole game plays through it, and every
// piece of the bundled page code loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { launch, openPage, startServer, buildDist, waitSnap, playToEnd, chooseHit, playButton, shot, playableGames, holes18QuickSetup } from './helpers.mjs';

const SUB = 'some/sub/path';

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    const st = lstatSync(p);
    return st.isDirectory() ? walk(p) : [{ p, link: st.isSymbolicLink() }];
  });
}

test('dist/ from a sub-path: plain files, relative URLs, a game played', { timeout: 150000 }, async () => {
  const dist = buildDist(SUB);
  const server = await startServer(dist.root);
  const browser = await launch();
  try {
    const page = await openPage(browser, { width: 1280, height: 800, reducedMotion: 'reduce' });
    const files = walk(dist.dir);
    assert.deepEqual(files.filter((f) => f.link), [], 'no symlinks');
    for (const f of ['index.html', 'embed.js', 'embed-demo.html', 'sw.js', 'manifest.webmanifest', 'icon.svg', 'i18n/fr.json', 'rules/golfie.fr.html']) {
      assert.ok(files.some((x) => x.p === path.join(dist.dir, f)), `dist has ${f}`);
    }

    const site = `${server.url}${SUB}/`;
    const outside = [];
    const failed = [];
    const loaded = [];
    page.on('request', (r) => { loaded.push(r.url()); if (!r.url().startsWith(site)) outside.push(r.url()); });
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    await page.goto(site);
    await page.locator('#screen-home').waitFor();
    // One engine module per game, and the home screen fetched none of them.
    for (const g of await playableGames(page)) {
      for (const f of [`pkg/${g}/clubhouse.js`, `pkg/${g}/clubhouse_bg.wasm`]) assert.ok(files.some((x) => x.p === path.join(dist.dir, f)), `dist has ${f}`);
    }
    assert.deepEqual(loaded.filter((u) => u.includes('/pkg/')), [], 'no engine for the home screen');
    await page.locator('#open-rules').click();
    await page.locator('#rules-body h1').waitFor();
    await page.locator('#rules-back').click();
    await page.locator(playButton('beck')).click();
    await page.locator('#rounds-minus').click();
    await page.locator('#rounds-minus').click();
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    const end = await playToEnd(page, chooseHit);
    assert.equal(end.over, true);
    await shot(page, 'dist-subpath-final');

    // Every game's page code, as bundled, draws its table; 18 Holes' course sheet (a worker of
    // its own) and its course designer (code loaded when it opens) work too.
    for (const g of await playableGames(page)) {
      const fresh = await openPage(browser); // no saved match to resume
      fresh.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
      await fresh.goto(`${site}?game=${g}&players=2`);
      await fresh.waitForFunction(() => performance.getEntriesByName('clubhouse:first-frame').length > 0);
      assert.deepEqual(fresh.errors, [], g);
      // The chunks its page code imports (the build lists them) were fetched beside it.
      const { chunks, preloaded } = await fresh.evaluate((id) => ({
        chunks: JSON.parse(document.getElementById('game-chunks').textContent)[id],
        preloaded: [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
      }), g);
      for (const c of chunks) assert.ok(preloaded.includes(c), `${g} preloads ${c}`);
      if (g === 'holes18') assert.ok(chunks.length > 0, '18 Holes shares page code with GREEN and its designer');
      // The bare address resumes the match just saved, its engine fetched from the start too.
      await fresh.goto(site);
      await fresh.waitForFunction(() => window.clubhouse?.snapshot().screen === 'table');
      const early = await fresh.evaluate(() => [...document.querySelectorAll('link[rel=preload], link[rel=modulepreload]')].map((l) => l.getAttribute('href')));
      for (const f of [`pkg/${g}/clubhouse_bg.wasm`, `pkg/${g}/clubhouse.js`, `js/games/${g}.js`, ...chunks]) assert.ok(early.includes(f), `a resumed ${g} match preloads ${f}`);
      assert.deepEqual(fresh.errors, [], `${g} resumed`);
      await fresh.context().close();
    }
    const h18 = await openPage(browser);
    await h18.goto(site);
    await holes18QuickSetup(h18);
    await h18.locator('#sheet-run').click();
    await h18.locator('#sheet-result .course-sheet').waitFor({ timeout: 60000 });
    await h18.locator('#course-design').click();
    await h18.locator('#designer-title').waitFor();
    assert.deepEqual(h18.errors, []);
    await h18.context().close();

    // The same build answers the embed parameters and the element from the sub-path.
    await page.goto(`${site}embed-demo.html`);
    await page.waitForFunction(() => window.received?.filter((e) => e.type === 'start').length === 2);

    assert.deepEqual(outside, [], 'every request stayed under the sub-path');
    assert.deepEqual(failed, [], 'no missing files');
    assert.deepEqual(page.errors, []);
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
    dist.remove();
  }
});
