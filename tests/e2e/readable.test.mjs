// Words on the card games' tables are readable: every text of every scene of whole games of
// Grandpa Beck's Golf, Golfie and GREEN, in English and in French, on a desktop's, a laptop's and
// a phone's table, shows at 9 px or more once the painter has fitted it (its own fit, measured in
// the browser), and at 7 px or more on a 360x640 phone's table. 18 Holes' panel has its own test
// (holes18_table).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, gameTestSettings } from './helpers.mjs';
import { CATALOG } from '../../www/js/catalog.js';

// The games from the page's catalog with the settings their own test file names
// (tests/e2e/games/<id>.json: Beck's rounds, Golfie's solo game; 18 Holes' panel has its own test).
const GAMES = Object.fromEntries(CATALOG.map((g) => [g.id, gameTestSettings(g.id).readable]).filter(([, settings]) => settings));

test('beck, golfie and green: every word on the table shows at 9 px or more, in English and in French, wide and narrow', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1000, height: 700 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.waitForFunction(() => window.clubhouse.snapshot().screen === 'home');
    const found = await page.evaluate(async (games) => {
      const { loadEngine, flatRects } = await import('/js/engine.js');
      const { label, loadLanguage, loadGameWords, setGameLabel } = await import('/js/i18n.js');
      const { fitText } = await import('/js/paint.js');
      const ctx = document.createElement('canvas').getContext('2d');
      const out = [];
      for (const [game, configs] of Object.entries(games)) {
        const engine = await loadEngine(game);
        setGameLabel((await import(`/js/games/${game}.js`)).label ?? null);
        for (const lang of ['en', 'fr']) {
          await loadLanguage(lang, false);
          await loadGameWords(game);
          for (const config of configs) {
            const s = engine.GameSession.create(game, config, 5);
            for (let steps = 1; !s.isOver() && steps < 400; steps++) {
              const movers = s.toMove();
              for (const seat of movers) {
                // A desktop's, a laptop's and a phone's table, and a 360x640 phone's (7 px there:
                // a long GREEN hole's narrow cells, Beck's five plates).
                for (const [w, h, least] of [[1200, 800, 9], [900, 640, 9], [380, 700, 9], [340, 448, 7]]) {
                  for (const sh of flatRects(s.scene(seat, w, h, steps > 1)).shapes) {
                    if (sh.k !== 'text') continue;
                    const text = label(sh.label);
                    const { size } = fitText(ctx, sh, text, w); // as the painter fits it
                    if (size < least) out.push(`${game} ${lang} ${w}x${h}: "${text}" at ${size} px`);
                  }
                }
              }
              const seat = movers[steps % movers.length];
              s.act(seat, s.botAction(seat, steps % 2 ? 'random' : 'easy'));
            }
            s.free();
          }
        }
      }
      return [...new Set(out)];
    }, GAMES);
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
