// @ts-check
// Starts fetching the page's words in the reader's language while the page's code loads (and a
// game's engine, when the address names one): a classic script of its own, as the page allows no
// inline script and a preload link written in the page could only name one language. It picks
// the language as js/i18n.js does (the address's `lang`, then the reader's saved choice, then the
// browser's); i18n.js's own fetch of the same file is then answered by this one. It is deferred,
// not async, so it always runs before the module (an async script could run after it, and the
// page would fetch the catalog twice). Were the two to choose differently, a reader would fetch
// two catalogs: words.test.mjs checks a French reader fetches fr.json alone, once.
(() => {
  const query = new URLSearchParams(location.search);
  // The bare address with a match saved in the suite's own slot resumes that match (app.js's
  // boot), so its game's engine is the one this visit is sure to need. A link's fragment, a save
  // slot or an embed opens something else: nothing is guessed for them.
  const resumed = () => {
    if (location.hash || query.has('save') || query.has('embed')) return null;
    let game = null; // a tampered save may hold anything: only a game's name is taken
    try { game = JSON.parse(localStorage.getItem('clubhouse:v1:match') ?? 'null')?.game; } catch { /* none */ }
    return typeof game === 'string' ? game : null;
  };
  const langs = ['en', 'fr'];
  const asked = query.get('lang');
  let saved = null;
  try { saved = localStorage.getItem('clubhouse:v1:lang'); } catch { /* private mode */ }
  const browser = (navigator.language || 'en').slice(0, 2).toLowerCase();
  const lang = [asked, saved, browser].find((l) => langs.includes(l)) ?? 'en';
  const add = (rel, href, fetched) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (fetched) {
      link.as = 'fetch';
      link.crossOrigin = 'anonymous'; // as the page's own fetch asks, so that fetch is answered by this
    }
    document.head.append(link);
  };
  add('preload', `i18n/${lang}.json`, true);
  // A game the address names (a homepage's embed, a shared link) or a saved match resumes: its
  // engine, glue, page code, chunks and words start now too, beside the page's code rather than
  // once it has run (on a phone's network a round trip or two before the table:
  // docs/measurements.md). Only in the built site, whose page lists its games' chunks; the source
  // site fetches them as it goes.
  let chunks = null;
  try { chunks = JSON.parse(document.getElementById('game-chunks')?.textContent ?? 'null'); } catch { /* none */ }
  const game = query.get('game') ?? resumed();
  if (!chunks || !game || !Object.hasOwn(chunks, game)) return;
  add('preload', `pkg/${game}/clubhouse_bg.wasm`, true);
  add('modulepreload', `pkg/${game}/clubhouse.js`);
  add('modulepreload', `js/games/${game}.js`);
  for (const href of chunks[game]) add('modulepreload', href);
  add('preload', `i18n/${game}.${lang}.json`, true);
})();
