// @ts-check
// The games kept on this device: every finished match (at one table, against bots, online as
// host or guest; lessons left out), newest first, each opening its review; figures per game and
// per player name; all of them exported to a file and imported on another device; one or all
// deleted. An imported match is replayed by its engine before it is kept, so a file can add only
// real finished matches, and its summary is worked out again rather than read.
import { Game, guard, loadEngine } from '../engine.js';
import { t, num, errorText, listOf, loadWords, translateDom } from '../i18n.js';
import { $, gameModule, stylesheet } from '../page.js';
import * as kept from './kept.js';
import { cleanMeta } from '../table-plugins.js';
/** @import { KeptGame } from './kept.js' */

/** A games file: what it says it is, and the most it may hold (a record is at most ~40 KB). */
const FILE_KIND = 'clubhouse-games';
const FILE_MAX_BYTES = 16 * 1024 * 1024;

const SCREEN = `<h1 id="games-title" data-i18n="games.title"></h1>
<p class="lead" id="games-lead"></p>
<div class="games-tools">
  <button type="button" class="chip" id="games-export" data-i18n="games.export"></button>
  <button type="button" class="chip" id="games-import" data-i18n="games.import"></button>
  <input type="file" id="games-file" accept=".json,application/json" hidden>
  <button type="button" class="chip" id="games-clear" data-i18n="games.clear"></button>
  <button type="button" class="ghost" id="games-back" data-i18n="back"></button>
</div>
<p id="games-note" class="games-note" role="status"></p>
<section aria-labelledby="games-figures-title"><h2 id="games-figures-title" data-i18n="games.figures"></h2><div id="games-figures"></div></section>
<section aria-labelledby="games-list-title"><h2 id="games-list-title" data-i18n="games.list"></h2><ol id="games-list" class="kept-games"></ol></section>`;

// The words and styles it shares with the review. (Not imported from review.js: a module two
// of the page's parts load by URL would be bundled apart from both, and its relative URLs with it.)
const styled = stylesheet(new URL('../../review/review.css', import.meta.url).href);
const ready = () => Promise.all([loadWords('review/words'), styled]);

let hooks = null;
let confirmClear = false;

function build() {
  if ($('#screen-games')) return;
  const screen = Object.assign(document.createElement('section'), { id: 'screen-games', className: 'screen games-screen', hidden: true, innerHTML: SCREEN });
  screen.setAttribute('aria-labelledby', 'games-title');
  $('#main').append(screen);
  translateDom(screen);
  $('#games-back').addEventListener('click', () => hooks.home());
  $('#games-export').addEventListener('click', exportGames);
  $('#games-import').addEventListener('click', () => $('#games-file').click());
  $('#games-file').addEventListener('change', async (ev) => {
    const file = ev.target.files?.[0];
    ev.target.value = '';
    if (file) await importGames(file);
  });
  $('#games-clear').addEventListener('click', () => {
    // Two presses: the first asks, the second deletes.
    if (!confirmClear) {
      confirmClear = true;
      say(t('games.clear_sure', { n: kept.listGames().length }));
      $('#games-clear').textContent = t('games.clear_yes');
      return;
    }
    for (const g of kept.listGames()) kept.forgetGame(g.key);
    say(t('games.cleared'));
    render();
  });
}

const say = (text) => { $('#games-note').textContent = text; };

/**
 * Opens the games screen. `page`: `show(name)`, `review(text, key)` (a kept match's review) and
 * `home()`.
 */
export async function openGames(page) {
  hooks = page;
  await ready();
  // The names of the games and their modes are each game's own words.
  const ids = [...new Set(kept.listGames().map((g) => g.game))];
  await Promise.all(ids.map((id) => gameModule(id).catch(() => null)));
  build();
  say('');
  render();
  page.show('games');
  $('#games-title').focus?.();
}

function render() {
  translateDom($('#screen-games')); // in the language of the moment
  confirmClear = false;
  $('#games-clear').textContent = t('games.clear');
  const games = kept.listGames();
  $('#games-lead').textContent = games.length ? t('games.lead', { n: games.length }) : t('games.none');
  $('#games-clear').hidden = !games.length;
  $('#games-export').hidden = !games.length;
  $('#games-figures').replaceChildren(...figures(games));
  $('#games-list').replaceChildren(...games.map(entry));
}

const gameName = (g) => t(`game_${g.game}`);
const modeName = (g) => (g.mode && t(`mode_${g.mode}`) !== `mode_${g.mode}` ? t(`mode_${g.mode}`) : '');

/** One kept match: when, what, who scored what (the winners marked), and its buttons. */
function entry(/** @type {KeptGame} */ g) {
  const li = document.createElement('li');
  const head = document.createElement('h3');
  const when = new Date(g.date);
  head.textContent = [gameName(g), modeName(g)].filter(Boolean).join(' · ');
  const time = Object.assign(document.createElement('time'), { dateTime: when.toISOString(), textContent: when.toLocaleString(document.documentElement.lang || 'en', { dateStyle: 'medium', timeStyle: 'short' }) });
  const players = document.createElement('p');
  players.textContent = listOf(g.names.map((name, i) => `${name} ${num(g.scores[i])}${g.winners.includes(i) ? ` (${t('games.won')})` : ''}`));
  const tags = g.online ? ` · ${t('games.online')}` : '';
  const small = document.createElement('small');
  small.append(time, tags);
  const review = Object.assign(document.createElement('button'), { type: 'button', className: 'primary', textContent: t('games.review') });
  review.setAttribute('aria-label', `${t('games.review')}: ${head.textContent}, ${time.textContent}`);
  review.addEventListener('click', () => {
    const text = kept.loadGame(g.key);
    if (text == null) {
      say(t('games.missing'));
      return;
    }
    hooks.review(text, g.key);
  });
  const forget = Object.assign(document.createElement('button'), { type: 'button', className: 'link', textContent: t('games.delete') });
  forget.setAttribute('aria-label', `${t('games.delete')}: ${head.textContent}, ${time.textContent}`);
  forget.addEventListener('click', () => {
    kept.forgetGame(g.key);
    say(t('games.deleted'));
    render();
    $('#games-list button')?.focus();
  });
  const row = document.createElement('div');
  row.className = 'game-actions';
  row.append(review, forget);
  li.append(head, small, players, row);
  return li;
}

/**
 * Figures per game (and mode) and per player name: games played, wins, the average and the best
 * score, and the best round or hole (the best is the lowest where the winners scored low, the
 * highest where they scored high).
 */
function figures(/** @type {KeptGame[]} */ games) {
  const groups = new Map();
  for (const g of games) {
    const key = `${g.game} ${g.mode ?? ''}`;
    if (!groups.has(key)) groups.set(key, { title: [gameName(g), modeName(g)].filter(Boolean).join(' · '), games: [] });
    groups.get(key).games.push(g);
  }
  return [...groups.values()].map(({ title, games: list }) => {
    const better = list.find((g) => g.better)?.better ?? 'low';
    const people = new Map();
    for (const g of list) {
      g.names.forEach((name, i) => {
        if (!people.has(name)) people.set(name, { games: 0, wins: 0, scores: [], rounds: [] });
        const p = people.get(name);
        p.games++;
        if (g.winners.includes(i)) p.wins++;
        p.scores.push(g.scores[i]);
        for (const round of Array.isArray(g.rounds) ? g.rounds : []) if (Number.isFinite(round?.[i])) p.rounds.push(round[i]);
      });
    }
    const table = document.createElement('table');
    table.className = 'figures';
    const caption = Object.assign(document.createElement('caption'), { textContent: t('games.figures_of', { game: title, n: list.length }) });
    const head = document.createElement('tr');
    for (const key of ['games.player', 'games.played', 'games.wins', 'games.average', 'games.best', 'games.best_round']) head.append(Object.assign(document.createElement('th'), { scope: 'col', textContent: t(key) }));
    table.append(caption, Object.assign(document.createElement('thead'), {}), document.createElement('tbody'));
    table.tHead.append(head);
    for (const [name, p] of [...people].sort((a, b) => b[1].games - a[1].games || a[0].localeCompare(b[0]))) {
      const tr = document.createElement('tr');
      const mean = p.scores.reduce((a, b) => a + b, 0) / p.scores.length;
      const pick = (list) => (better === 'high' ? Math.max(...list) : Math.min(...list));
      const bestRound = p.rounds.length ? num(pick(p.rounds)) : '–';
      tr.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: name }));
      for (const v of [String(p.games), String(p.wins), num(Math.round(mean * 10) / 10), num(pick(p.scores)), bestRound]) tr.append(Object.assign(document.createElement('td'), { textContent: v }));
      table.tBodies[0].append(tr);
    }
    return table;
  });
}

/** Every kept match in one file, to keep or to open on another device. */
function exportGames() {
  const games = kept.listGames().flatMap((g) => {
    const text = kept.loadGame(g.key);
    if (text == null) return [];
    try { return [{ date: g.date, online: g.online === true, record: JSON.parse(text) }]; } catch { return []; }
  });
  const blob = new Blob([JSON.stringify({ kind: FILE_KIND, version: 1, games })], { type: 'application/json' });
  const a = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: `clubhouse-games-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  say(t('games.exported', { n: games.length }));
}

/**
 * A games file (or one match's record) read back: each match replayed by its engine, kept if it is a finished match, its
 * summary worked out from the replay. Says how many came in and how many were refused, and why.
 */
export async function importGames(/** @type {File} */ file) {
  if (file.size > FILE_MAX_BYTES) return say(t('games.import_large', { mb: Math.round(FILE_MAX_BYTES / 1048576) }));
  let data;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return say(t('games.import_bad'));
  }
  // One match's record (a saved match file): kept like any, and its review opened.
  if (typeof data?.game === 'string' && Array.isArray(data.actions)) {
    try {
      const entry = await keepImported({ record: data });
      render();
      return hooks.review(kept.loadGame(entry.key), entry.key);
    } catch (e) {
      return say(t('games.import_match_bad', { why: errorText(e) }));
    }
  }
  if (data?.kind !== FILE_KIND || !Array.isArray(data.games)) return say(t('games.import_bad'));
  let added = 0;
  const refused = [];
  for (const item of data.games.slice(0, kept.GAMES_KEPT)) {
    try {
      await keepImported(item);
      added++;
    } catch (e) {
      refused.push(e);
      if (e?.code === 'games_full') break;
    }
  }
  render();
  const why = refused.length ? ` ${t('games.import_refused', { n: refused.length, why: errorText(refused[0]) })}` : '';
  say(t('games.imported', { n: added }) + why);
}

/** Keeps one imported match (`{record, date?, online?}`) once its engine has replayed it; resolves to its summary. */
async function keepImported(item) {
  const record = item?.record;
  if (typeof record?.game !== 'string') throw { code: 'record_malformed' };
  const engine = await loadEngine(record.game);
  await gameModule(record.game);
  const game = new Game(guard(() => engine.GameSession.fromRecord(record)), engine);
  try {
    if (!game.over) throw { code: 'review_unfinished' };
    const meta = cleanMeta(game.recordValue().meta, game.seats, game.id);
    const date = Number.isFinite(item.date) && item.date > 0 ? item.date : Date.now();
    return await kept.keepFinished(game.record(), game, meta, { date, online: item.online === true });
  } finally {
    game.free();
  }
}
