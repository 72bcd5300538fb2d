// The page's words: one catalog per language for the home screen and what the games share, and
// each game's own words in a file of its own that comes with the game, so the home screen and
// the other games do not download them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { setup, waitSnap, shot, playButton, openWithoutFiles } from './helpers.mjs';
import { OWN_WORDS } from '../../www/js/i18n.js';
import { CATALOG } from '../../www/js/catalog.js';

const I18N = new URL('../../www/i18n/', import.meta.url);
const LEARN = new URL('../../www/learn/', import.meta.url);
const read = (file) => JSON.parse(readFileSync(new URL(file, I18N), 'utf8'));

test('every catalog file (and every lesson\'s words) has the same keys in English and French, and no key is in two files', () => {
  const files = readdirSync(I18N).filter((f) => f.endsWith('.en.json') || f === 'en.json');
  // The page fetches a game's own file only when i18n.js lists the game: the two agree.
  const games = files.filter((f) => f !== 'en.json').map((f) => f.replace('.en.json', ''));
  assert.deepEqual(games.sort(), [...OWN_WORDS].sort());
  assert.ok(games.includes('holes18'), "18 Holes' own words");
  const owner = new Map();
  // The lessons' words and the coach's (www/learn/), fetched when a lesson opens, and the rooms'.
  const lessons = [
    ...readdirSync(LEARN).filter((f) => f.endsWith('.en.json')).map((f) => `../learn/${f}`),
    '../online/words.en.json', // the online rooms' words, fetched when a room is used
    '../review/words.en.json', // the reviews' and the kept games' words, fetched when one opens
  ];
  assert.ok(lessons.includes('../learn/coach.en.json'), "the coach's own words");
  for (const en of [...files, ...lessons]) {
    const fr = en.replace(/en\.json$/, 'fr.json');
    const keys = Object.keys(read(en));
    assert.deepEqual(keys.slice().sort(), Object.keys(read(fr)).sort(), `${en} and ${fr}`);
    for (const k of keys) {
      assert.ok(!owner.has(k), `${k} is in ${owner.get(k)} and ${en}`);
      owner.set(k, en);
    }
  }
});

// The home screen names every game and says what it is before any game's own words come, so
// those two are in the page's words in each language: for the catalog's games, and no other.
test("every game of the catalog, and only those, has its name and blurb in the page's words", () => {
  const wanted = CATALOG.flatMap((g) => [`game_${g.id}`, `game_${g.id}_blurb`]).sort();
  for (const file of ['en.json', 'fr.json']) {
    const named = Object.keys(read(file)).filter((k) => k.startsWith('game_'));
    assert.deepEqual(named.sort(), wanted, file);
  }
});

// The shipped engines leave a refusal's fixed English words out (feature `refusal-words`): the
// page words it by its code. So every code refused with fixed words has its words, in the page's
// catalog or in the catalog of the one game whose source refuses with it. Words written for one
// case (a course file's row and column) stay in the engine and need no entry.
test('every refusal the engine words in fixed words has words in the page', () => {
  const SRC = new URL('../../src/', import.meta.url);
  const rust = (dir) => readdirSync(new URL(dir, SRC), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}${e.name}`;
    if (e.isDirectory()) return e.name === 'tests' || e.name === 'bin' ? [] : rust(`${path}/`);
    return e.name.endsWith('.rs') && !e.name.endsWith('tests.rs') ? [path] : [];
  });
  const catalog = (file) => new Set(Object.keys(read(file)));
  const shared = catalog('en.json');
  const missing = [];
  let found = 0;
  for (const path of rust('')) {
    // Code after the file's tests module is test code.
    const text = readFileSync(new URL(path, SRC), 'utf8').split('#[cfg(test)]')[0];
    const game = path.match(/^(?:games|scene)\/(\w+)\//)?.[1];
    const own = game ? catalog(`${game}.en.json`) : new Set();
    for (const [, code] of text.matchAll(/\b(?:err|bad|RuleError::new)\(\s*"(\w+)",\s*"/g)) {
      found += 1;
      const key = `err_${code}`;
      if (!shared.has(key) && !own.has(key)) missing.push(`${key} (${path})`);
    }
  }
  assert.ok(found > 100, `only ${found} refusals found: has the way rules refuse changed?`);
  assert.deepEqual(missing, []);
});

// A word the page shows is never its key: 18 Holes' keys start h18, and its mode and course
// names; GREEN's start gr or green, and its clubs, golfers and powers.
const RAW_KEY = /\b(h18\w*|mode|course|quick|gr[a-z]*|green|club|golfer|power)_[a-z0-9_]+\b/;

test("a game's own words come with the game, in the reader's language", { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800, locale: 'fr-FR' });
  const { page } = t;
  const fetched = [];
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/i18n\/(.+\.json)$/);
    if (m) fetched.push(m[1]);
  });
  // The games' own files fetched so far: in the reader's language alone.
  const own = () => fetched.filter((f) => f.split('.').length === 3).sort();
  const words = async () => [
    await page.locator('#status-main').textContent(),
    ...(await page.locator('#hits button').allTextContents()),
  ];
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    assert.deepEqual(own(), [], "the home screen needs no game's own words");
    assert.deepEqual(fetched, ['fr.json'], 'a French reader fetches no English words');

    // GREEN's setup and table bring GREEN's words, and none of 18 Holes'.
    await page.locator(playButton('green')).click();
    await page.locator('#screen-setup').waitFor();
    assert.deepEqual(own(), ['green.fr.json']);
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0);
    for (const w of await words()) assert.doesNotMatch(w, RAW_KEY);
    await shot(page, 'words-green-french');
    assert.deepEqual(own(), ['green.fr.json']);
    // A place worded on its own after "de" or "à" contracts as French does: "du départ", "au rough".
    const shotLine = await page.evaluate(async () => {
      const { t } = await import('./js/i18n.js');
      return t('grev_hit', { seat: 'Ann', card: 'Fer 5', strike: 3, from: t('grplace_tee'), to: t('grplace_rough') });
    });
    assert.equal(shotLine, 'Ann joue le Fer 5 : frappe 3, du départ au rough.');
    await page.locator('#leave').click();
    await page.locator('#screen-home').waitFor();

    // 18 Holes' setup words its modes and courses in French.
    await page.locator(playButton('holes18')).click();
    await page.locator('#screen-setup').waitFor();
    assert.ok(fetched.includes('holes18.fr.json'), `fetched ${fetched}`);
    assert.equal(await page.locator('#mode option[value=match_play]').textContent(), 'Match play');
    assert.match(await page.locator('#course option[value=starter]').textContent(), /^Parcours d'initiation/);
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0);
    const french = await words();
    for (const w of french) assert.doesNotMatch(w, RAW_KEY);
    await shot(page, 'words-holes18-french');

    // Switching language at the table words the game's own labels in the new language.
    await page.locator('#lang').selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0);
    await page.waitForFunction((before) => document.querySelector('#status-main')?.textContent !== before, french[0]);
    const english = await words();
    for (const w of english) assert.doesNotMatch(w, RAW_KEY);
    assert.notDeepEqual(english, french);
    // The English words came with the switch: the page's, and those of the games opened.
    assert.deepEqual([...new Set(fetched.filter((f) => f.startsWith('en.') || f.endsWith('.en.json')))].sort(), ['en.json', 'green.en.json', 'holes18.en.json']);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test("18 Holes' words that cannot be fetched: the game says so, the language still changes, and it plays once they come", { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    const reconnect = await openWithoutFiles(page, t.server.url, '**/i18n/holes18.*.json', 'holes18');

    // A game that never opened does not hold back another language.
    await page.locator('#lang').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');

    // The connection is back: 18 Holes opens in the language now chosen.
    await reconnect();
    await page.locator(playButton('holes18')).click();
    await page.locator('#screen-setup').waitFor();
    assert.match(await page.locator('#course option[value=starter]').textContent(), /^Parcours d'initiation/);
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0);
    assert.doesNotMatch(await page.locator('#status-main').textContent(), RAW_KEY);
    await shot(page, 'words-holes18-after-failed-fetch');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('a language that cannot be fetched: the page stays in its language and says why', { timeout: 90000 }, async () => {
  const t = await setup({ width: 390, height: 800 });
  const { page } = t;
  try {
    const blocked = '**/i18n/fr.json';
    await page.route(blocked, (route) => route.abort());
    await page.goto(`${t.server.url}?nosw`);
    await page.locator('#screen-home').waitFor();
    await page.locator('#lang').selectOption('fr');
    const note = page.locator('#lang-note');
    await note.waitFor();
    assert.match(await note.textContent(), /^Français could not be loaded\. Check the connection/);
    assert.equal(await page.locator('#lang').inputValue(), 'en', 'the selector shows the language still in use');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('#home-title').textContent(), 'Pick a game');
    await shot(page, 'words-language-failed-phone');

    // A game opened meanwhile fetches its words in the language shown, not the one that failed.
    await page.locator(playButton('holes18')).click();
    await page.locator('#screen-setup').waitFor();
    assert.match(await page.locator('#course option[value=starter]').textContent(), /^Starter Course/);

    // The connection is back: the same choice works, and the note goes.
    await page.unroute(blocked);
    await page.locator('#lang').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    assert.ok(await note.isHidden());
    assert.match(await page.locator('#course option[value=starter]').textContent(), /^Parcours d'initiation/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('names are listed as each language lists them (a shared win, the leaders, bots playing at once)', { timeout: 90000 }, async () => {
  const t = await setup({ width: 800, height: 600 });
  const { page } = t;
  try {
    await page.goto(`${t.server.url}?nosw`);
    await page.locator('#screen-home').waitFor();
    const lists = await page.evaluate(async () => {
      const i18n = await import('/js/i18n.js');
      const out = {};
      for (const lang of ['en', 'fr']) {
        await i18n.loadLanguage(lang, false);
        i18n.setNames(['Ann', 'Bo', 'Cy']);
        out[lang] = [i18n.listOf(['Ann']), i18n.listOf(['Ann', 'Bo']), i18n.seatList([0, 1, 2])];
        // Bots playing at once (18 Holes' club choices) are several: the verb agrees.
        const { turnLine } = await import('/js/games/common.js');
        const line = (toMove) => turnLine({ over: false, toMove, seats: 3 }, -1, () => true, () => '');
        out[lang].push(line([1]), line([0, 2]));
      }
      return out;
    });
    assert.deepEqual(lists, {
      en: ['Ann', 'Ann and Bo', 'Ann, Bo and Cy', 'Bo is playing…', 'Ann and Cy are playing…'],
      fr: ['Ann', 'Ann et Bo', 'Ann, Bo et Cy', 'Bo joue…', 'Ann et Cy jouent…'],
    });
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
