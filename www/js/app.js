// @ts-check
// The page's start and its screens: home, setup, table, rules, errors. Which screen shows, and
// what the address, a save or a share link asks for; the screens themselves live in setup.js
// (the setup form) and table.js (the match), the host page's messages in host.js.
import { loadEngine, games } from './engine.js';
import { t, loadLanguage, preferredLang, errorText, translateDom, currentLang } from './i18n.js';
import * as store from './store.js';
import { readParams, settle } from './params.js';
import { $, MODULES, gameModule, closeDialogs, markFrame } from './page.js';
import { setupGame, currentSetup, defaultSetup, beginSetup, renderSetup, paramSetup, wireSetup } from './setup.js';
import { wireTable, startMatch, openMatch, openRecord, update, stopBots, leaveTable, tableGame, relabelTable, snapshot, wrongPixels } from './table.js';
import { lessonGame } from './table-plugins.js';
import { connectHost, post } from './host.js';
/** @import { Words } from './types' */

// Options from the address (params.js): an embed, a game to go straight to, theme, save slot.
const params = readParams(location.search);
// What the page is showing: the screen, where the rules go back to, an embed's one game.
const page = {
  catalog: [],
  screen: 'boot',
  rulesBack: 'home',
  rulesGame: null, // null: the index of every game's rules
  rulesIndexBack: null, // a game's rules opened from the index go back to it
  badSave: false,
  fixed: null, // an embed of one game: its setup stands in for the home screen
  langNoteTimer: 0,
};
// How long the note that a language could not be loaded stays under the bar.
const LANG_NOTE_MS = 10000;
// Screen changes are counted: a game whose engine arrives after the player has moved on is dropped.
let screens = 0;

// ---------- screens ----------

function show(name) {
  screens++;
  page.screen = name;
  $('#boot').hidden = true;
  for (const s of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.screen'))) s.hidden = s.id !== `screen-${name}`;
  if (name !== 'table') stopBots();
  window.scrollTo(0, 0);
}

/** `fromSave`: the local save itself is bad, so leaving this screen discards it. */
function showError(err, fromSave = false) {
  page.badSave = fromSave;
  stopBots();
  closeDialogs();
  setErrorTitle('error_title');
  $('#error-home').hidden = false;
  $('#error-text').textContent = errorText(err);
  show('error');
  $('#error-home').focus();
}

function setErrorTitle(key) {
  $('#error-title').dataset.i18n = key;
  $('#error-title').textContent = t(key);
}

/** Wrong page parameters: every problem in words. Inside a host page only its code can fix them. */
function showProblems(list) {
  setErrorTitle('error_title_params');
  $('#error-text').textContent = list.map((p) => errorText(p)).join('\n');
  $('#error-home').hidden = params.embed;
  show('error');
  post('error', { problems: list.map((p) => ({ code: p.code, ...p.args })), message: $('#error-text').textContent });
}

// ---------- home ----------

function renderHome() {
  const list = $('#game-list');
  list.replaceChildren();
  for (const g of page.catalog) {
    const li = document.createElement('li');
    li.className = 'game';
    li.dataset.game = g.id;
    // A picture of the game's table at one moment (home-pictures.js), drawn after the first paint.
    const picture = document.createElement('canvas');
    picture.dataset.picture = g.id;
    picture.setAttribute('aria-hidden', 'true');
    const h = document.createElement('h2');
    h.textContent = t(`game_${g.id}`);
    const p = document.createElement('p');
    p.textContent = t(`game_${g.id}_blurb`);
    const meta = document.createElement('small');
    meta.textContent = t('players_range', { min: g.min_players, max: g.max_players });
    li.append(picture, h, p, meta);
    /** A button of the game's card, named with the game for screen readers. */
    const action = (className, key, go) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = className;
      b.textContent = t(key);
      b.setAttribute('aria-label', `${t(key)}: ${t(`game_${g.id}`)}`);
      b.addEventListener('click', go);
      return b;
    };
    const row = document.createElement('div');
    row.className = 'game-actions';
    row.append(action('primary', 'play', () => openSetup(g)), action('link learn', 'learn.button', () => startLesson(g.id, params.pace)),
      action('link how', 'how_to_play', () => openRules(g.id)));
    li.append(row);
    list.append(li);
  }
  $('#resume-box').hidden = !store.loadMatch();
  afterPaint(() => pictures(list));
  // The online rooms this device is in: their list (and its code) only once there is one.
  let rooms = false;
  try { rooms = Object.keys(localStorage).some((k) => k.startsWith('clubhouse:v1:room')); } catch { /* no storage: no rooms */ }
  if (rooms) afterPaint(yourRooms);
}

/**
 * The home screen's list of the online rooms this device is in (online/your-rooms.js): as this
 * device last saw them, then again once what waits on the relays for them has been read.
 */
function yourRooms() {
  import('./online/your-rooms.js').then(async (m) => {
    const hooks = {
      resume: (record) => openRecord(record ?? store.loadMatch(), true),
      // The save slot is cleared only if it holds this room's match, not another game played since.
      close: () => import('./online/online.js').then((o) => o.closeForGood(params, (id) => { if (savedAbout(store.loadMatch()).room === id) store.clearMatch(); })).then(renderHome),
    };
    await m.renderRooms($('#your-rooms'), hooks);
    const online = await import('./online/online.js');
    await online.peekRooms(params);
    if (page.screen === 'home') await m.renderRooms($('#your-rooms'), hooks);
  }).catch(() => { /* the rest of the home screen stands */ });
}

/** Runs `then` once the page has painted what it shows now (two frames on, then a task). */
const afterPaint = (then) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)));
/** Draws the games' pictures in `root`: their code and scenes come after the screen's first paint. */
const pictures = (root) => import('./home-pictures.js').then((m) => m.drawPictures(root)).catch(() => { /* words alone */ });

function goHome() {
  closeDialogs();
  online?.leaveRoom();
  leaveTable();
  if (page.fixed) return openSetup(page.fixed);
  renderHome();
  show('home');
  markFrame('clubhouse:home');
}

// ---------- setup ----------

async function openSetup(g) {
  loadEngine(g.id).catch(() => { /* said when the match starts */ }); // ready by the time of Start
  try {
    await gameModule(g.id);
  } catch (e) {
    return showError(e);
  }
  beginSetup(g, defaultSetup(g));
  show('setup');
  $('#seat-rows input')?.focus();
}

/**
 * What a saved match's text says of itself: its game, the lesson it is (that game's id) and the
 * online room it is hosted in (its code's id), each null when it says nothing (a damaged save
 * is refused when it is opened).
 */
function savedAbout(saved) {
  let match = null;
  try { match = JSON.parse(saved); } catch { /* said when it is opened */ }
  return { game: match?.game ?? null, lesson: match?.meta?.lesson ?? null, room: match?.meta?.online ?? null };
}

/** Game `id`'s lesson from its start at `pace`, its coach beside the table. */
const startLesson = (id, pace) => openMatch(lessonGame(id, pace));

/**
 * Straight to the game the parameters name: its match in this save slot, a new one, or its
 * setup; with `learn`, its lesson (resumed at its step when this slot holds it).
 */
function startFromParams(w, saved) {
  if (params.learn) return saved && savedAbout(saved).lesson === w.game.id ? openRecord(saved, true) : startLesson(w.game.id, params.pace);
  if (saved && savedAbout(saved).game === w.game.id) return openRecord(saved, true);
  const st = paramSetup(w, params);
  if (w.players == null) {
    beginSetup(w.game, st);
    show('setup');
    return;
  }
  startMatch(w.game.id, st.seats, MODULES[w.game.id].config(st), st.pace);
}

// ---------- the 18 Holes course designer (its code loads when it opens) ----------

let designerModule = null; // once loaded: its state shows in the test snapshot
// It speaks 18 Holes' words, which come with the game's page code.
const designer = () => Promise.all([import('./games/holes18-designer.js'), gameModule('holes18')])
  .then(([m]) => (designerModule = m));

/**
 * Opens the designer: with one's own course file, a design from a link, or its own draft.
 * `message`, if any, words what it says first (a function, so a language change words it again).
 * @param {{file?: object, design?: object, message?: Words}} [from]  `file`: a kept course file
 */
async function openDesign({ file = null, design = null, message = '' } = {}) {
  const back = page.screen === 'setup' ? 'setup' : 'home';
  try {
    const m = await designer();
    if (file) design = await m.designFromCourse(file);
    await m.openDesigner({ show, back: () => (back === 'setup' ? show('setup') : goHome()), play: playCourse }, { design, message });
  } catch (e) {
    showError(e);
  }
}

/** The setup of 18 Holes with course `value` chosen (the designer's "Play this course"). */
async function playCourse(value) {
  const g = page.catalog.find((x) => x.id === 'holes18');
  await gameModule(g.id);
  beginSetup(g, { ...(setupGame()?.id === g.id ? currentSetup() : defaultSetup(g)), course: value });
  show('setup');
  $('#setup-form button[type="submit"]').focus();
}

/** A course shared by link (#course=...): opened in the designer, or said to be damaged. */
async function openSharedCourse(token) {
  store.clearHash();
  const design = await (await designer()).designFromToken(token);
  if (design) await openDesign({ design });
  else await openDesign({ message: () => t('designer_link_bad') });
}

async function openShared(token) {
  store.clearHash(); // from now on the local save is the live copy
  const text = await store.decodeRecord(token);
  // What does not decode came cut short (or mangled) on its way: said so, as a room link's is.
  if (text == null) return showError({ code: 'link_cut' });
  await openRecord(text);
}

// ---------- reviews and the games kept here (their code loads when one is opened) ----------

const reviews = () => import('./review/review.js');
// Where a review goes back to: the games list it was opened from, else home.
let reviewBack = 'home';

/**
 * The review of finished match `text` (from the final dialog, the games list, a link or a file)
 * at `step` through `eyes`; a match that cannot be reviewed is refused in words, nothing lost.
 */
async function openReview(text, opts = {}, back = 'home') {
  reviewBack = back;
  try {
    await (await reviews()).openReview(text, opts, { leave: leaveReview, showError });
  } catch (e) {
    showError(e);
  }
}
const leaveReview = () => (reviewBack === 'games' ? openGames() : goHome());

/** A review link (#review=...): the match and the step it names, or why it cannot be opened. */
async function openReviewLink() {
  const hash = location.hash;
  store.clearHash();
  try {
    const m = await reviews();
    await m.reviewReady();
    const link = m.reviewHash(hash);
    const text = link?.token ? await store.decodeRecord(link.token) : null;
    if (text == null) return showError({ code: 'review_cut' });
    await openReview(text, { step: link.step, eyes: link.eyes });
  } catch (e) {
    showError(e);
  }
}

/** The games kept on this device, their figures, export and import. */
async function openGames() {
  try {
    const m = await import('./review/games-list.js');
    await m.openGames({ show, review: (text, key) => openReview(text, { key }, 'games'), home: goHome });
  } catch (e) {
    showError(e);
  }
}

// ---------- online rooms (their code loads when a room is opened or joined) ----------

/** @type {any} the online module, once a room has been used */
let online = null;
/** Screen `name` of the online module (its code loads now), given the page's hooks, options and `args`. */
const room = (name, ...args) => import('./online/online.js')
  .then((m) => (online = m)[name]({ show, showError, home: goHome }, params, ...args)).catch(showError);

/** A setup with a seat played online opens a room; any other starts the match here. */
const startFromSetup = (id, seats, config, pace) => (seats.some((s) => s.kind === 'online') ? room('hostRoom', id, seats, config, pace) : startMatch(id, seats, config, pace));

/**
 * The room a link's fragment names (#room=code.secret): join it; a code (#code=, also typed in
 * on the home screen) knocks, and the host lets the visitor in. One cut short or mistyped opens
 * the code screen, which says so. False if the fragment names no room.
 */
const ROOM_HASH = /^#(?:room=([a-z2-9]{6})\.([a-z2-9]{16})|code=([a-z2-9]{6}))$/;
function joinFromHash() {
  const m = ROOM_HASH.exec(location.hash);
  if (m) room(m[3] ? 'codeScreen' : 'joinRoomScreen', m[3] ?? { id: m[1], secret: m[2] });
  else if (/^#(room|code)=/.test(location.hash)) room('codeScreen', '', 'err_online_bad_link');
  return /^#(room|code)=/.test(location.hash);
}

function wire() {
  wireSetup(startFromSetup, (file) => openDesign({ file }));
  wireTable({
    screen: () => page.screen, changes: () => screens, show, showError, home: goHome, rules: openRules,
    setup: (id) => openSetup(page.catalog.find((g) => g.id === id)),
    resumeRoom: (game, meta) => room('resumeHostRoom', game, meta),
    review: (text) => openReview(text),
  });
  $('#setup-learn').addEventListener('click', () => startLesson(setupGame().id, /** @type {HTMLSelectElement} */ ($('#pace')).value));
  $('#rules-learn').addEventListener('click', () => page.rulesGame && startLesson(page.rulesGame, params.pace));
  // A share link pasted into a tab that already shows Clubhouse only changes the fragment.
  window.addEventListener('hashchange', () => {
    if (joinFromHash()) return;
    if (location.hash.startsWith('#review=')) return void openReviewLink();
    const token = store.sharedToken();
    if (token != null) openShared(token);
    const course = store.sharedCourseToken();
    if (course != null) openSharedCourse(course);
  });

  $('#brand').addEventListener('click', goHome);
  $('#leave').addEventListener('click', goHome);
  $('#error-home').addEventListener('click', () => {
    if (page.badSave) store.clearMatch();
    goHome();
  });
  $('#resume').addEventListener('click', () => openRecord(store.loadMatch(), true));
  $('#join-code').addEventListener('click', () => room('codeScreen'));
  $('#open-games').addEventListener('click', openGames);
  for (const b of document.querySelectorAll('[data-go="home"]')) b.addEventListener('click', goHome);
  $('#open-rules').addEventListener('click', () => openRules(rulesGame()));
  $('#rules-back').addEventListener('click', () => {
    if (page.rulesIndexBack) return openRules(null);
    show(page.rulesBack);
    if (page.rulesBack === 'table') update([]);
  });
  $('#lang').addEventListener('change', async (ev) => {
    const note = $('#lang-note');
    note.hidden = true;
    try {
      await loadLanguage(ev.target.value);
    } catch {
      // The page stays in its language: the selector says so, and a note says why.
      const name = ev.target.selectedOptions[0]?.textContent ?? ev.target.value;
      ev.target.value = currentLang();
      note.textContent = t('lang_failed', { lang: name });
      note.hidden = false;
      clearTimeout(page.langNoteTimer);
      page.langNoteTimer = setTimeout(() => (note.hidden = true), LANG_NOTE_MS);
      return;
    }
    relabel();
  });
}

/** The game whose rules the header link opens: the one being set up or played; null (the index of all) where none is. */
function rulesGame() {
  if (page.screen === 'setup') return setupGame().id;
  if (page.screen === 'rules') return page.rulesGame;
  return page.screen === 'table' ? tableGame() : null;
}

/** The index of every game's rules: each game's name, its line and a way to its rules. */
function rulesIndex(body) {
  const h = document.createElement('h1');
  h.textContent = t('rules_index');
  const list = document.createElement('ul');
  list.className = 'rules-index';
  for (const g of page.catalog) {
    const li = document.createElement('li');
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'link';
    open.textContent = t('rules_of', { game: t(`game_${g.id}`) });
    open.addEventListener('click', () => {
      page.rulesIndexBack = true;
      openRules(g.id);
    });
    const line = document.createElement('p');
    line.textContent = t(`game_${g.id}_blurb`);
    li.append(open, line);
    list.append(li);
  }
  body.replaceChildren(h, list);
}

/**
 * Game `id`'s rules page (null: the index of all); `section`: the id of the part to open at (a
 * lesson's "read more").
 */
async function openRules(id, section = null) {
  if (page.screen !== 'rules') {
    page.rulesBack = ['table', 'setup', 'home'].includes(page.screen) ? page.screen : 'home';
    page.rulesIndexBack = false;
  }
  if (id == null) page.rulesIndexBack = false;
  page.rulesGame = id;
  const body = $('#rules-body');
  $('#rules-learn').hidden = id == null;
  if (id == null) {
    rulesIndex(body);
    show('rules');
    return void body.querySelector('button')?.focus();
  }
  try {
    const res = await fetch(`rules/${id}.${currentLang()}.html`);
    if (!res.ok) throw new Error(res.statusText);
    body.innerHTML = await res.text(); // our own static file, never user data
    await rulesParts(body);
    afterPaint(() => pictures(body));
  } catch {
    body.textContent = t('rules_missing');
  }
  show('rules');
  const part = section && document.getElementById(section);
  if (part && body.contains(part)) {
    part.tabIndex = -1;
    part.scrollIntoView();
    part.focus({ preventScroll: true });
  } else $('#rules-back').focus();
}

/**
 * The parts every game's rules page shares (online play), written once in rules/<part>.<lang>.html
 * and put where a page marks them (`data-part`); one that cannot be fetched is left out.
 */
async function rulesParts(body) {
  await Promise.all([...body.querySelectorAll('[data-part]')].map(async (slot) => {
    try {
      const res = await fetch(`rules/${slot.getAttribute('data-part')}.${currentLang()}.html`);
      if (!res.ok) throw new Error(res.statusText);
      slot.outerHTML = await res.text(); // our own static file, never user data
    } catch {
      slot.remove();
    }
  }));
}

/** After a language change: every screen's words again, state untouched. */
function relabel() {
  translateDom();
  if (page.screen === 'home') renderHome();
  if (page.screen === 'setup') renderSetup();
  if (page.screen === 'rules') openRules(page.rulesGame);
  if (page.screen === 'designer') designer().then((m) => m.relabelDesigner());
  if (page.screen === 'games') openGames();
  relabelTable();
}

// ---------- start ----------

async function boot() {
  wire();
  const token = store.sharedToken();
  const courseToken = store.sharedCourseToken();
  const saved = store.loadMatch();
  // The one engine this visit is sure to need, fetched alongside the words: the game the address
  // names, else the saved match that is about to resume (a share link names its game only once
  // decoded). The home screen needs none.
  const first = token == null ? params.game ?? savedAbout(saved).game : null;
  // The language first, so that the game's own words are fetched in it alone. A language the
  // embedding page asks for is not remembered as the reader's own choice.
  const language = loadLanguage(params.lang ?? preferredLang(), !params.lang);
  language.catch(() => { /* said below */ });
  if (first) {
    loadEngine(first).catch(() => { /* said when the game opens */ });
    gameModule(first).catch(() => { /* said when the game opens */ });
  }
  try {
    await language;
    page.catalog = games();
  } catch {
    $('#boot').textContent = 'Clubhouse could not start in this browser. / Clubhouse ne peut pas démarrer dans ce navigateur.';
    return;
  }
  $('#lang').value = currentLang();
  // The parameters are checked against the named game's own modes and fields.
  if (page.catalog.some((g) => g.id === params.game)) {
    try {
      await gameModule(params.game);
    } catch (e) {
      return showError(e);
    }
  }
  const wanted = settle(params, page.catalog, MODULES);
  if (params.problems.length) return showProblems(params.problems);
  if (wanted && params.embed) page.fixed = wanted.game;
  if (joinFromHash()) { /* a room's link or code: its screens take over */ }
  else if (location.hash.startsWith('#review=')) await openReviewLink();
  else if (token != null) await openShared(token);
  else if (courseToken != null) await openSharedCourse(courseToken);
  else if (wanted) startFromParams(wanted, saved);
  else if (saved) openRecord(saved, true);
  else goHome();
}

/** Before anything is drawn: embed chrome, theme and the save slot the parameters ask for. */
function applyParams() {
  connectHost(params.save);
  const root = document.documentElement;
  if (params.theme && params.theme !== 'auto') root.dataset.theme = params.theme;
  if (params.embed) root.dataset.embed = params.game ? 'game' : 'suite';
  // Embeds get their own slot by default, so they never overwrite the suite's own save.
  const slot = params.save ?? (params.embed ? `embed-${params.game ?? 'suite'}` : null);
  if (slot) store.useSlot(slot);
}

// Offline play (sw.js) where browsers allow a service worker: https, or localhost while
// developing. `?nosw` leaves it out. Registered after load so it never slows the first visit.
if ('serviceWorker' in navigator && window.isSecureContext && !params.nosw) {
  window.addEventListener('load', () => navigator.serviceWorker.register('sw.js').catch(() => { /* plays online only */ }));
}

// Read-only view of the page state for automated browser tests.
window.clubhouse = Object.freeze({
  snapshot: () => ({ ...snapshot(page.screen), designer: page.screen === 'designer' ? designerModule?.designerSnapshot() : null }),
  wrongPixels,
});

applyParams();
boot();
