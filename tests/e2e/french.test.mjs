// The language switch: French labels everywhere (menus, status, hit labels, rules), <html lang>
// updated, and the choice remembered across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, shot, playButton, noHorizontalOverflow } from './helpers.mjs';
import { CATALOG } from '../../www/js/catalog.js';

test('switching to French shows French labels and is remembered', { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800, locale: 'en-GB' });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await page.locator('#lang').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    assert.equal(await page.locator('#home-title').textContent(), 'Choisissez un jeu');
    assert.equal(await page.locator('#open-rules').textContent(), 'Règles');
    assert.equal(await page.locator(playButton('beck')).textContent(), 'Jouer');

    await page.locator(playButton('beck')).click();
    assert.equal(await page.locator('#rounds-hint').textContent(), '3 à 5 conseillées');
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0);
    assert.match(await page.locator('#status-main').textContent(), /retournez deux de vos cartes/);
    assert.equal(await page.locator('#hits button').first().textContent(), 'Retourner la carte en haut à gauche');
    assert.equal(await page.locator('#scores-title').textContent(), 'Scores');
    await shot(page, 'french-table');

    // Remembered after a reload (the match resumes too).
    await page.reload();
    await waitSnap(page, (s) => s.screen === 'table');
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    assert.equal(await page.locator('#lang').inputValue(), 'fr');
    assert.equal(await page.locator('#leave').textContent(), 'Accueil');

    // The rules page, in French, marks the house decisions.
    await page.locator('#open-rules').click();
    await page.locator('#screen-rules').waitFor();
    assert.match(await page.locator('#rules-body h1').textContent(), /règles du jeu/);
    assert.ok((await page.locator('#rules-body .house').count()) >= 5);
    assert.match(await page.locator('#rules-body').textContent(), /104 cartes/);
    await shot(page, 'french-rules');
    // Back to English: the same page switches language in place.
    await page.locator('#lang').selectOption('en');
    await page.waitForFunction(() => document.querySelector('#rules-body h1')?.textContent.includes('how to play'));
    assert.match(await page.locator('#rules-body').textContent(), /House data/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('numbers agree with their words, in English and in French', { timeout: 60000 }, async () => {
  const t = await setup({ width: 1000, height: 800 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    // The page's own catalogs and i18n module, as the final scores and the events use them.
    const words = (lang) => page.evaluate(async (l) => {
      const i18n = await import('./js/i18n.js');
      await i18n.loadLanguage(l, false);
      await i18n.loadGameWords('holes18');
      return [
        ...[0, 1, 2, -1, '\u22121', 1.5].map((score) => i18n.t('h18final_sub', { score })),
        i18n.t('h18ev_skin_carried', { hole: 3, n: 1, next: 4 }),
        i18n.t('h18ev_skin_carried', { hole: 3, n: 2, next: 4 }),
        // Scene labels (a pile's count) and the setup's hint for a mode with one table size.
        ...[0, 1].map((count) => i18n.label({ key: 'pile_count', args: [['count', count]] })),
        i18n.t('mode_players_exact', { lo: 2 }),
        // A refusal with its particulars in the reader's words; one whose particulars did not
        // come (18 Holes' game module sends the English sentence) as that sentence.
        i18n.errorText({ code: 'course_too_short', message: 'x', args: { course: 'Starter', holes: 1, players: 2 } }),
        i18n.errorText({ code: 'course_too_short', message: 'Kelly Golf needs a hole for each player.' }),
        // The course designer's count of problems, and a green tile's greens.
        ...[1, 2].map((n) => i18n.t('designer_problems', { n })),
        ...[1, 2].map((greens) => i18n.t('designer_item_green', { tile: '40A', greens, stars: '★' })),
      ];
    }, lang);
    assert.deepEqual(await words('en'), [
      '0 points.', '1 point.', '2 points.', '-1 point.', '\u22121 point.', '1.5 points.',
      'Hole 3 is tied: its 1 point goes on to hole 4.', 'Hole 3 is tied: its 2 points go on to hole 4.',
      '0 cards', '1 card', 'For 2 players.',
      'Kelly Golf needs a hole for each player: Starter has 1 hole for 2 players.',
      'Kelly Golf needs a hole for each player.',
      'Not yet a course: 1 to fix.', 'Not yet a course: 2 to fix.',
      '40A · 1 green · ★', '40A · 2 greens · ★',
    ]);
    assert.deepEqual(await words('fr'), [
      '0 point.', '1 point.', '2 points.', '-1 point.', '\u22121 point.', '1.5 point.',
      'Égalité au trou 3 : son 1 point passe au trou 4.', 'Égalité au trou 3 : ses 2 points passent au trou 4.',
      '0 carte', '1 carte', 'Pour 2 joueurs.',
      'Le golf Kelly demande un trou par joueur : Starter a 1 trou pour 2 joueurs.',
      'Kelly Golf needs a hole for each player.',
      'Pas encore un parcours : 1 point à régler.', 'Pas encore un parcours : 2 points à régler.',
      '40A · 1 green · ★', '40A · 2 greens · ★',
    ]);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test("on a phone, the table's heading and tools fit the screen's width in both languages", { timeout: 120000 }, async () => {
  const t = await setup({ width: 360, height: 640 });
  const { page } = t;
  try {
    // Each game, and 18 Holes' longest heading (a mode and its course's name).
    const seats = (g) => Math.min(Math.max(2, g.min_players), g.max_players);
    const tables = [...CATALOG.map((g) => `game=${g.id}&players=${seats(g)}`), 'game=holes18&mode=solo_chaos&players=1'];
    for (const lang of ['en', 'fr']) {
      for (const [i, table] of tables.entries()) {
        // A save slot each: a match of the same game in the slot would resume instead.
        await page.goto(`${t.server.url}index.html?nosw&${table}&lang=${lang}&save=phone-${lang}-${i}`);
        await waitSnap(page, (s) => s.screen === 'table' && s.hits.length > 0);
        const bar = await page.locator('.table-screen .toolbar').evaluate((b) => ({
          scroll: b.scrollWidth,
          width: b.clientWidth,
          chips: [...b.querySelectorAll('.chip')].filter((c) => !c.hidden).map((c) => c.textContent),
        }));
        // Scores, Hint (Conseil) where the game has one, Share and Home: none cut off at the edge.
        assert.ok(bar.chips.length >= 3, `${table} ${lang}: ${bar.chips}`);
        assert.ok(bar.scroll <= bar.width, `${table} in ${lang}: the tools ${bar.chips.join(' / ')} take ${bar.scroll} px of ${bar.width}`);
        // Where the game stands (a chip of its own): inside the status line, none of it cut off.
        const info = await page.locator('#status-info').evaluate((el) => ({
          text: el.textContent,
          right: el.getBoundingClientRect().right,
          room: el.parentElement.getBoundingClientRect().right,
        }));
        assert.ok(info.right <= info.room + 0.5, `${table} in ${lang}: "${info.text}" ends at ${info.right} px, past ${info.room}`);
        assert.ok(await noHorizontalOverflow(page), `${table} in ${lang}: the page is wider than the screen`);
      }
      await shot(page, `phone-tools-${lang}`);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
