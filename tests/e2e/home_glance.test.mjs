// The first screen at a glance: every game's card with a picture of its own table, drawn by the
// page's painter from home/pictures.json, all four in view on a desktop and within one short
// scroll on a phone; no engine fetched for it. The header's Rules opens the index of every game's
// rules from home and a game's own rules from its setup; each rules page has its labelled
// picture. axe finds no serious or critical violation on the home screen and the index.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setup, openPage, shot } from './helpers.mjs';
import { CATALOG } from '../../www/js/catalog.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const GAMES = CATALOG.map((g) => g.id);

/** The home screen's cards: each one's box and whether its picture has pixels drawn. */
async function cards(page) {
  // Each picture is drawn once its scenes have come: wait until every canvas has pixels.
  await page.waitForFunction(() => {
    const all = [...document.querySelectorAll('#game-list canvas[data-picture]')];
    return all.length > 0 && all.every((c) => c.width > 0 && c.getContext('2d').getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v > 0));
  }, null, { timeout: 15000 });
  return page.evaluate(() => [...document.querySelectorAll('#game-list .game')].map((li) => {
    const r = li.getBoundingClientRect();
    const c = li.querySelector('canvas');
    return { id: li.dataset.game, top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right, hidden: c?.getAttribute('aria-hidden') };
  }));
}

async function axe(page, name) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const found = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] })
    .then((r) => r.violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)));
  assert.deepEqual(found, [], `${name}: axe finds ${found.join('; ')}`);
}

test('home: four pictured games in a desktop\'s first screen, no engine, rules index from the header', { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  try {
    const { page, server } = t;
    const asked = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}?nosw&lang=en`);
    await page.waitForSelector('#screen-home:not([hidden])');
    // The first paint's requests: no engine, and the pictures not among them.
    const firstPaint = [...asked];
    assert.ok(!firstPaint.some((p) => p.includes('/pkg/')), `the home screen fetched an engine: ${firstPaint.filter((p) => p.includes('/pkg/'))}`);
    const found = await cards(page);
    assert.deepEqual(found.map((c) => c.id), GAMES);
    for (const c of found) {
      assert.ok(c.top >= 0 && c.bottom <= 800 && c.left >= 0 && c.right <= 1280, `${c.id}'s card is not all in view: ${JSON.stringify(c)}`);
      assert.equal(c.hidden, 'true', `${c.id}'s picture is hidden from screen readers`);
    }
    assert.equal(await page.evaluate(() => scrollY), 0);
    assert.ok(asked.some((p) => p.endsWith('/home/pictures.json')), 'the pictures came from their data');
    assert.ok(!asked.some((p) => p.includes('/pkg/')), `drawing the pictures fetched an engine: ${asked.filter((p) => p.includes('/pkg/'))}`);
    await shot(page, 'home-glance-desktop');
    await axe(page, 'home');

    // From home, the header's Rules opens the index of the four games, each leading to its rules.
    await page.click('#open-rules');
    await page.waitForSelector('#screen-rules:not([hidden]) .rules-index');
    const index = await page.locator('.rules-index li').allInnerTexts();
    assert.equal(index.length, GAMES.length);
    assert.match(index[0], /Grandpa Beck's Golf/);
    await axe(page, 'rules index');
    await page.locator('.rules-index button').nth(1).click();
    await page.waitForSelector('#rules-body figure.table-picture canvas[data-picture="golfie"]');
    // The figure's numbered marks sit over its picture, one per label under it.
    await page.waitForFunction(() => document.querySelectorAll('#rules-body .table-picture .mark').length === document.querySelectorAll('#rules-body .table-picture li[data-mark]').length);
    await page.click('#rules-back');
    await page.waitForSelector('#screen-rules:not([hidden]) .rules-index');
    await page.click('#rules-back');
    await page.waitForSelector('#screen-home:not([hidden])');

    // From a game's setup, the header's Rules opens that game's rules.
    await page.locator('#game-list .game[data-game="green"] .primary').click();
    await page.waitForSelector('#screen-setup:not([hidden])');
    await page.click('#open-rules');
    await page.waitForSelector('#rules-body canvas[data-picture="green"]');
    assert.match(await page.locator('#rules-body h1').innerText(), /GREEN/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('home on a phone: every game reached in one short scroll, in French too', { timeout: 90000 }, async () => {
  const t = await setup({ width: 390, height: 844 });
  try {
    const { page, server, browser } = t;
    for (const lang of ['en', 'fr']) {
      await page.goto(`${server.url}?nosw&lang=${lang}`);
      await page.waitForSelector('#screen-home:not([hidden])');
      const found = await cards(page);
      assert.equal(found.length, GAMES.length);
      // The first card starts on the first screen; the last ends within one more screen's height.
      assert.ok(found[0].top < 844, `${lang}: the first game starts below the first screen`);
      const last = found.at(-1);
      assert.ok(last.bottom - 844 <= 844 * 0.75, `${lang}: the last game ends ${last.bottom - 844} px below the first screen`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${lang}: the page scrolls sideways`);
      await shot(page, `home-glance-phone-${lang}`);
      await axe(page, `home (${lang}, phone)`);
    }
    // Every rules page's figure is drawn and labelled, in both languages.
    const other = await openPage(browser, { width: 390, height: 844 });
    for (const lang of ['en', 'fr']) {
      await other.goto(`${server.url}?nosw&lang=${lang}`);
      await other.waitForSelector('#screen-home:not([hidden])');
      for (const id of GAMES) {
        await other.locator(`#game-list .game[data-game="${id}"] .how`).click();
        await other.waitForSelector(`#rules-body figure.table-picture canvas[data-picture="${id}"]`);
        const labels = await other.locator('#rules-body .table-picture li[data-mark]').count();
        assert.ok(labels >= 3, `${id} (${lang}): the picture names ${labels} things`);
        await other.waitForFunction((n) => document.querySelectorAll('#rules-body .table-picture .mark').length === n, labels);
        await other.click('#rules-back');
        await other.waitForSelector('#screen-home:not([hidden])');
      }
    }
    assert.deepEqual([...page.errors, ...other.errors], []);
  } finally {
    await t.done();
  }
});
