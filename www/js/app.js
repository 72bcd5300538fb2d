// Screens and the game loop: home, setup, table (canvas + accessible hit list), rules, errors.
// The engine decides everything; this file only asks it what to show and passes moves back.
import { loadEngine, loadPageCode, games, Game } from './engine.js';
import { t, label, loadLanguage, preferredLang, setNames, setGameLabel, playerName, errorText, translateDom, currentLang } from './i18n.js';
import { Painter } from './paint.js';
import { renderSheet } from './scores.js';
import { passDevice } from './pass.js';
import * as store from './store.js';
import { readParams, settle } from './params.js';

// Each game's page code, loaded when that game is opened (loadPageCode), by id.
const MODULES = {};

/** The page code of game `id`, loaded once; rejects with an EngineError. */
async function gameModule(id) {
  MODULES[id] ??= await loadPageCode(id);
  return MODULES[id];
}
// Pause before each bot move: relaxed is slow enough to follow every move, quick for long games.
const BOT_MS = { relaxed: 450, quick: 120 };
const ROUND_PAUSE_MS = 2500; // bots-only tables: time to read the round scores
const LEVELS = ['easy', 'normal', 'hard'];
const BOT_NAMES = ['Chip', 'Bogey', 'Divot', 'Birdie', 'Caddie', 'Wedge', 'Putter'];

const $ = (sel) => document.querySelector(sel);
// Options from the address (params.js): an embed, a game to go straight to, theme, save slot.
const P = readParams(location.search);
const S = {
  catalog: [],
  screen: 'boot',
  rulesBack: 'home',
  rulesGame: 'beck',
  game: null,
  mod: null,
  meta: null,
  viewer: -1,
  lastHuman: null,
  hits: [],
  timer: 0,
  prevEvents: [],
  roundShown: 0,
  finalShown: false,
  keyboard: false, // the last move came from the keyboard: keep focus on the moves
  pointer: null, // where the mouse rests on the table, for the hover ring
  panFrom: null, // a drag or pinch moving a course: {moved} pixels so far
  dragged: false, // the click that ends a drag is not a move
  setup: null,
  setupGame: null,
  badSave: false,
  fixed: null, // an embed of one game: its setup stands in for the home screen
  lastScores: '',
  ended: false,
};
let painter;
// Screen changes are counted: a game whose engine arrives after the player has moved on is dropped.
let screens = 0;
let loads = 0;

// ---------- screens ----------

function show(name) {
  screens++;
  S.screen = name;
  $('#boot').hidden = true;
  for (const s of document.querySelectorAll('.screen')) s.hidden = s.id !== `screen-${name}`;
  if (name !== 'table') stopBots();
  window.scrollTo(0, 0);
}

/** `fromSave`: the local save itself is bad, so leaving this screen discards it. */
function showError(err, fromSave = false) {
  S.badSave = fromSave;
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
  $('#error-home').hidden = P.embed;
  show('error');
  post('error', { problems: list.map((p) => ({ code: p.code, ...p.args })), message: $('#error-text').textContent });
}

function closeDialogs() {
  for (const d of document.querySelectorAll('dialog[open]')) d.close();
}

// ---------- home ----------

function renderHome() {
  const list = $('#game-list');
  list.replaceChildren();
  for (const g of S.catalog) {
    const li = document.createElement('li');
    li.className = `game ${g.playable ? '' : 'soon'}`;
    li.dataset.game = g.id;
    const h = document.createElement('h2');
    h.textContent = t(`game_${g.id}`);
    const p = document.createElement('p');
    p.textContent = t(`game_${g.id}_blurb`);
    const meta = document.createElement('small');
    meta.textContent = t('players_range', { min: g.min_players, max: g.max_players });
    li.append(h, p, meta);
    if (g.playable) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'primary';
      b.textContent = t('play');
      b.setAttribute('aria-label', `${t('play')}: ${t(`game_${g.id}`)}`);
      b.addEventListener('click', () => openSetup(g));
      const how = document.createElement('button');
      how.type = 'button';
      how.className = 'link how';
      how.textContent = t('how_to_play');
      how.setAttribute('aria-label', `${t('how_to_play')}: ${t(`game_${g.id}`)}`);
      how.addEventListener('click', () => openRules(g.id));
      const row = document.createElement('div');
      row.className = 'game-actions';
      row.append(b, how);
      li.append(row);
    } else {
      const soon = document.createElement('span');
      soon.className = 'badge';
      soon.textContent = t('coming_soon');
      li.append(soon);
    }
    list.append(li);
  }
  $('#resume-box').hidden = !store.loadMatch();
}

function goHome() {
  closeDialogs();
  S.game?.free();
  S.game = null;
  if (S.fixed) return openSetup(S.fixed);
  renderHome();
  show('home');
  markFrame('clubhouse:home');
}

// ---------- setup ----------

function defaultSetup(g) {
  const saved = store.loadSetup(g.id);
  if (saved?.game === g.id && Array.isArray(saved.seats)) return saved;
  return {
    game: g.id,
    rounds: 3,
    teams: 'none',
    seats: [
      { name: t('player_n', { n: 1 }), kind: 'human', level: 'normal' },
      { name: BOT_NAMES[0], kind: 'bot', level: 'normal' },
    ],
  };
}

async function openSetup(g) {
  loadEngine(g.id).catch(() => { /* said when the match starts */ }); // ready by the time of Start
  try {
    await gameModule(g.id);
  } catch (e) {
    return showError(e);
  }
  S.setupGame = g;
  S.setup = defaultSetup(g);
  renderSetup();
  show('setup');
  $('#seat-rows input')?.focus();
}

function option(value, text, selected) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  o.selected = selected;
  return o;
}

function renderSetup() {
  const g = S.setupGame;
  const st = S.setup;
  const mod = MODULES[g.id];
  $('#setup-title').textContent = t(`game_${g.id}`);
  $('#seat-count').textContent = String(st.seats.length);
  const [least, most] = seatRange(g, mod, st);
  $('#seat-minus').disabled = st.seats.length <= least;
  $('#seat-plus').disabled = st.seats.length >= most;
  $('#rounds-field').hidden = !mod.setupFields.includes('rounds');
  $('#variant-field').hidden = !mod.setupFields.includes('pro_golfers');
  $('#pro-golfers').checked = st.pro_golfers === true;
  renderCourseField(mod);
  $('#rounds').value = st.rounds;
  changeRounds(0);
  const teams = renderTeams(mod);
  $('#pace').value = st.pace === 'quick' ? 'quick' : 'relaxed';
  const rows = $('#seat-rows');
  rows.replaceChildren();
  st.seats.forEach((seat, i) => {
    const li = document.createElement('li');
    li.className = 'seat';
    const name = document.createElement('input');
    name.value = seat.name;
    name.maxLength = 14;
    name.autocomplete = 'off';
    name.setAttribute('aria-label', t('setup_name', { n: i + 1 }));
    name.addEventListener('input', () => { seat.name = name.value; });
    const kind = document.createElement('select');
    kind.className = 'kind';
    kind.setAttribute('aria-label', t('setup_kind', { n: i + 1 }));
    kind.append(option('human', t('human'), seat.kind === 'human'), option('bot', t('bot'), seat.kind === 'bot'));
    const level = document.createElement('select');
    level.className = 'level';
    level.setAttribute('aria-label', t('setup_level', { n: i + 1 }));
    for (const l of LEVELS) level.append(option(l, t(`level_${l}`), seat.level === l));
    level.hidden = seat.kind !== 'bot';
    kind.addEventListener('change', () => { seat.kind = kind.value; level.hidden = seat.kind !== 'bot'; });
    level.addEventListener('change', () => { seat.level = level.value; });
    const n = document.createElement('span');
    n.className = 'seat-no';
    n.textContent = String(i + 1);
    n.setAttribute('aria-hidden', 'true');
    if (teams) {
      // Teammates share a colour; the team is also said in the name field's label.
      n.dataset.team = teams[i];
      n.title = teamName(teams[i]);
      name.setAttribute('aria-label', `${t('setup_name', { n: i + 1 })} (${teamName(teams[i])})`);
    }
    li.append(n, name, kind, level);
    mod.seatFields?.(seat, i, li, option);
    rows.append(li);
  });
}

/** 18 Holes: the course, how clubs are dealt, and the out-of-bounds variation. */
function renderCourseField(mod) {
  const field = $('#course-field');
  field.hidden = !mod.setupFields.includes('course');
  if (field.hidden) return;
  const st = S.setup;
  if (!mod.courses.includes(st.course)) st.course = mod.courses[0];
  if (!mod.modes.includes(st.mode)) st.mode = mod.modes[0];
  $('#mode').replaceChildren(...mod.modes.map((m) => option(m, t(`mode_${m}`), st.mode === m)));
  const [lo, hi] = mod.modePlayers(st.mode);
  // Solo Chaos Golf: how hard the solo deck is (the course's solo par by default).
  $('#solo-rank-field').hidden = !(mod.soloRanks && st.mode === 'solo_chaos');
  if (mod.soloRanks) {
    if (!mod.soloRanks.includes(st.solo_rank)) st.solo_rank = mod.soloRanks[0];
    $('#solo-rank').replaceChildren(...mod.soloRanks.map((r) => option(r, r === 'par' ? t('solo_rank_par') : t('solo_rank_n', { n: r }), st.solo_rank === r)));
  }
  $('#mode-hint').textContent = `${t(`mode_${st.mode}_hint`)} ${t(lo === hi ? 'mode_players_one' : 'mode_players', { lo, hi })}`;
  if (!mod.clubSetups.includes(st.clubs)) st.clubs = mod.clubSetups[0];
  $('#course').replaceChildren(...mod.courses.map((c) => option(c, t(`course_${c}`), st.course === c)));
  $('#clubs').replaceChildren(...mod.clubSetups.map((c) => option(c, t(`clubs_${c}`), st.clubs === c)));
  $('#fly-over').checked = st.fly_over === true;
}

const teamName = (team) => t('team_n', { n: 'ABCD'[team] });

/** The team-play selector: only the splits the rules allow for this many seats. Returns the teams or null. */
function renderTeams(mod) {
  const field = $('#teams-field');
  field.hidden = !mod.setupFields.includes('teams');
  if (field.hidden) return null;
  const st = S.setup;
  const n = st.seats.length;
  const choices = mod.teamChoices(n);
  if (!choices.includes(st.teams)) st.teams = 'none';
  const select = $('#teams');
  select.replaceChildren(option('none', t('teams_none'), st.teams === 'none'), ...choices.map((c) => option(c, t(`teams_${c}`), st.teams === c)));
  select.disabled = !choices.length;
  $('#teams-hint').textContent = n === 1 ? t('setup_solo_hint') : choices.length ? t('setup_teams_hint') : t('setup_teams_none');
  return st.teams === 'none' ? null : mod.teamsFor(st.teams, n);
}

/** The seat counts the setup allows: the game's, narrowed by the chosen mode's. */
function seatRange(g, mod, st) {
  const [lo, hi] = mod.modePlayers?.(st.mode) ?? [g.min_players, g.max_players];
  return [Math.max(lo, g.min_players), Math.min(hi, g.max_players)];
}

function changeSeats(delta) {
  const st = S.setup;
  const g = S.setupGame;
  const n = st.seats.length + delta;
  const [least, most] = seatRange(g, MODULES[g.id], st);
  if (n < least || n > most) return;
  if (delta > 0) st.seats.push({ name: BOT_NAMES[Math.max(0, n - 2) % BOT_NAMES.length], kind: 'bot', level: 'normal' });
  else st.seats.pop();
  renderSetup();
}

/** Rounds stay within 1..18 whether typed or stepped with the buttons. */
function changeRounds(delta) {
  const typed = Math.round(Number($('#rounds').value));
  const rounds = Math.min(18, Math.max(1, (Number.isFinite(typed) ? typed : 3) + delta));
  S.setup.rounds = rounds;
  $('#rounds').value = rounds;
  $('#rounds-minus').disabled = rounds <= 1;
  $('#rounds-plus').disabled = rounds >= 18;
}

function startFromSetup(ev) {
  ev.preventDefault();
  const st = S.setup;
  changeRounds(0);
  st.seats.forEach((s, i) => { s.name = s.name.trim() || t('player_n', { n: i + 1 }); });
  store.saveSetup(st);
  startMatch(st.game, st.seats, MODULES[st.game].config(st), st.pace);
}

function randomSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 2 ** 32 + lo; // below 2^53, exact in a JS number
}

/** The table the page parameters describe, over the remembered (or default) setup. */
function paramSetup(w) {
  const st = defaultSetup(w.game);
  if (w.seats != null) {
    st.seats = Array.from({ length: w.seats }, (_, i) => (i < w.humans
      ? { name: t('player_n', { n: i + 1 }), kind: 'human', level: 'normal' }
      : { name: BOT_NAMES[(i - w.humans) % BOT_NAMES.length], kind: 'bot', level: 'normal' }));
  }
  if (P.bots) for (const seat of st.seats) seat.level = P.bots;
  if (w.rounds != null) st.rounds = w.rounds;
  if (P.pace) st.pace = P.pace;
  if (P.mode || w.seats != null) st.teams = /^\d+(v\d+)+$/.test(w.mode) ? w.mode : 'none';
  if (P.mode) st.pro_golfers = w.mode === 'pro_golfers';
  if (P.mode && MODULES[w.game.id].modePlayers) st.mode = w.mode;
  return st;
}

/** The game a saved match names, or null (a damaged save is refused when it is opened). */
function savedGame(saved) {
  try { return JSON.parse(saved)?.game ?? null; } catch { return null; }
}

/** Straight to the game the parameters name: its match in this save slot, a new one, or its setup. */
function startFromParams(w, saved) {
  if (saved && savedGame(saved) === w.game.id) return openRecord(saved, true);
  const st = paramSetup(w);
  if (w.players == null) {
    S.setupGame = w.game;
    S.setup = st;
    renderSetup();
    show('setup');
    return;
  }
  startMatch(w.game.id, st.seats, MODULES[w.game.id].config(st), st.pace);
}

/**
 * Waits for a game from the engine (its module may still be downloading): the game, or null when
 * the engine refused (the error is shown) or the player went to another screen meanwhile.
 */
async function arrive(pending, fromSave = false) {
  const at = screens;
  loads++;
  $('#main').setAttribute('aria-busy', 'true');
  let game = null;
  try {
    game = await pending;
  } catch (e) {
    if (at === screens) showError(e, fromSave);
  } finally {
    if (--loads === 0) $('#main').removeAttribute('aria-busy');
  }
  if (game && at !== screens) {
    game.free();
    return null;
  }
  return game;
}

async function startMatch(id, seats, config, pace = 'relaxed') {
  const game = await arrive(gameModule(id).then(() => Game.create(id, config, randomSeed())));
  if (!game) return;
  try {
    game.setMeta({ names: seats.map((s) => s.name), seats: seats.map((s) => ({ kind: s.kind, level: s.level })), pace });
  } catch (e) {
    game.free();
    return showError(e);
  }
  S.game?.free();
  S.game = game;
  enterTable();
}

// ---------- loading saves and links ----------

/** Meta comes from saves and links, so every field is checked before use. */
function cleanMeta(meta, n) {
  const m = meta && typeof meta === 'object' ? meta : {};
  const names = Array.isArray(m.names) ? m.names : [];
  const seats = Array.isArray(m.seats) ? m.seats : [];
  return {
    names: Array.from({ length: n }, (_, i) => (typeof names[i] === 'string' && names[i].trim() ? names[i].slice(0, 24) : t('player_n', { n: i + 1 }))),
    seats: Array.from({ length: n }, (_, i) => ({
      kind: seats[i]?.kind === 'bot' ? 'bot' : 'human',
      level: LEVELS.includes(seats[i]?.level) ? seats[i].level : 'normal',
    })),
    pace: m.pace === 'quick' ? 'quick' : 'relaxed',
  };
}

async function openRecord(text, fromSave = false) {
  if (typeof text !== 'string' || !text) return showError({ code: 'record_malformed' }, fromSave);
  const game = await arrive(Game.fromRecord(text), fromSave);
  if (!game) return;
  try {
    await gameModule(game.id);
  } catch (e) {
    game.free();
    return showError(e, fromSave);
  }
  S.game?.free();
  S.game = game;
  enterTable();
}

async function openShared(token) {
  store.clearHash(); // from now on the local save is the live copy
  const text = await store.decodeRecord(token);
  if (text == null) return showError({ code: 'record_malformed' });
  await openRecord(text);
}

// ---------- the table ----------

const isBot = (seat) => S.meta.seats[seat]?.kind === 'bot';
const humans = () => S.meta.seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);

function enterTable() {
  const game = S.game;
  S.mod = MODULES[game.id];
  let meta = null;
  try { meta = JSON.parse(game.record()).meta; } catch { /* rebuilt below */ }
  S.meta = cleanMeta(meta, game.seats);
  game.setMeta(S.meta);
  setNames(S.meta.names);
  setGameLabel(S.mod.label);
  S.viewer = -1;
  S.lastHuman = null;
  S.prevEvents = [];
  const pause = S.mod.breaks(game.view(-1));
  S.roundShown = pause.done - (pause.open ? 1 : 0); // a save made at a pause shows it again
  S.finalShown = false;
  S.keyboard = false;
  S.lastScores = JSON.stringify(game.scores());
  S.ended = game.over;
  post('start', { ...matchDetail(game), config: pub(game).config, resumed: game.actionCount > 0 });
  document.body.dataset.game = game.id; // per-game layout touches in the stylesheet
  renderLegend();
  $('#table-title').textContent = t(`game_${game.id}`);
  $('#status-error').hidden = true;
  $('#share-box').hidden = true;
  $('#announcer').replaceChildren();
  show('table');
  resizeCanvas();
  update([]);
}

/** Which seat the screen shows: the person to move, else the last person, else a spectator. */
function chooseViewer(toMove) {
  const people = humans();
  if (!people.length) return -1;
  const moving = toMove.filter((s) => !isBot(s));
  if (moving.includes(S.viewer)) return S.viewer;
  if (moving.length) return moving[0];
  return S.lastHuman ?? people[0];
}

async function update(events) {
  const game = S.game;
  if (!game || S.screen !== 'table') return;
  const pub = game.view(-1);
  const viewer = chooseViewer(pub.to_move);
  const needsPass = (S.catalog.find((g) => g.id === game.id)?.privacy ?? S.mod.privacy) === true;
  if (needsPass && viewer >= 0 && viewer !== S.viewer && humans().length > 1) {
    S.viewer = -1;
    paint([]); // hide the previous person's cards behind the overlay
    await passDevice(playerName(viewer));
  }
  S.viewer = viewer;
  if (viewer >= 0) S.lastHuman = viewer;
  const view = game.view(viewer);
  renderStatus(view);
  paint(events);
  renderSheet($('#scores'), view, S.mod);
  renderUndo();
  store.saveMatch(game.record());
  reportProgress(game);
  roundDialogs(view);
  schedule(view);
}

function renderStatus(view) {
  const { main, warn, info = '' } = S.mod.status(view, S.viewer, isBot);
  $('#status-info').textContent = info;
  $('#status-info').hidden = !info;
  $('#status-main').textContent = main;
  $('#status-warn').textContent = warn;
  $('#status-warn').hidden = !warn;
}

function flashError(err) {
  const box = $('#status-error');
  box.textContent = t('refused', { reason: errorText(err) });
  box.hidden = false;
}

function stageSize() {
  const r = $('#stage').getBoundingClientRect();
  return { w: Math.max(200, Math.floor(r.width)), h: Math.max(200, Math.floor(r.height)) };
}

function resizeCanvas() {
  const { w, h } = stageSize();
  painter.resize(w, h);
}

/** Asks the engine for the scene (with the step's events, for animation) and paints it. */
function paint(events) {
  if (!S.game) return;
  const { w, h } = stageSize();
  const scene = S.game.scene(S.viewer, w, h, events);
  painter.emblem = S.mod.emblem ?? null;
  painter.show(scene, S.mod.glyphs?.(scene.hits) ?? []);
  // A course (18 Holes) brings hits in its own panned and zoomed coordinates.
  S.hits = [...scene.hits, ...(scene.world?.hits ?? []).map((h) => ({ ...h, world: true }))];
  $('#zoom').hidden = !scene.world;
  // The mouse may now rest on a different move (or none): keep the hover ring honest.
  const hover = S.pointer && hitAt(S.pointer);
  painter.setHover(hover ?? null);
  $('#table').style.cursor = hover ? 'pointer' : '';
  buildHits();
  // Playable: the person's moves are ready, or a bot is to move (its paced turn is the game's wait).
  if (!marked.has('clubhouse:first-frame') && (S.hits.length || S.game.toMove().some(isBot))) {
    markFrame('clubhouse:first-frame');
  }
}

/**
 * A performance mark (once per name) in the frame the painter just asked for: its callback was
 * queued first, so the mark is set right after the canvas is drawn. Read by the load report.
 */
const marked = new Set();
function markFrame(name) {
  if (marked.has(name)) return;
  marked.add(name);
  requestAnimationFrame(() => performance.mark(name));
}

/** Mirrors every hit region as a visually hidden button so keyboards and screen readers can play. */
function buildHits() {
  const list = $('#hits');
  const active = document.activeElement;
  const hadFocus = list.contains(active);
  const focusedAction = list.contains(active) ? active.dataset.action : null;
  list.replaceChildren();
  painter.setFocus(null);
  list.setAttribute('aria-label', t('moves'));
  for (const h of S.hits) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label(h.label);
    b.dataset.action = JSON.stringify(h.action);
    Object.assign(b.dataset, { x: h.x, y: h.y, w: h.w, h: h.h });
    if (h.key) {
      b.dataset.key = h.key;
      b.setAttribute('aria-keyshortcuts', h.key);
    }
    b.addEventListener('click', () => { S.keyboard = b.matches(':focus-visible') || S.keyboard; humanAct(h.action); });
    const index = S.hits.indexOf(h);
    b.addEventListener('focus', () => {
      if (h.world) painter.reveal(h);
      painter.setFocus(h);
      painter.setPreview(index);
    });
    b.addEventListener('blur', () => {
      painter.setFocus(null);
      painter.setPreview(null);
    });
    li.append(b);
    list.append(li);
  }
  // Keep keyboard players in the play area: same move if still offered, else the first one.
  if (hadFocus || S.keyboard) {
    const buttons = [...list.querySelectorAll('button')];
    const target = buttons.find((b) => b.dataset.action === focusedAction) ?? buttons[0];
    if (target && !document.querySelector('dialog[open]')) target.focus();
    else if (!target && hadFocus) $('#table').focus(); // nothing to do now: park on the table
  }
}

/** A hit whose action is `{choose: [{action, label}...]}` offers several moves: list them. */
function openChoices(hit) {
  const list = $('#choice-list');
  list.replaceChildren();
  $('#choice-title').textContent = label(hit.label);
  for (const c of hit.action.choose) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'choice-btn';
    b.textContent = label(c.label);
    b.dataset.action = JSON.stringify(c.action);
    b.addEventListener('click', () => {
      $('#choice-dialog').close();
      humanAct(c.action);
    });
    li.append(b);
    list.append(li);
  }
  $('#choice-dialog').showModal();
  list.querySelector('button')?.focus();
}

function humanAct(action) {
  if (S.viewer < 0 || !S.game) return;
  if (action?.choose) {
    const hit = S.hits.find((h) => h.action === action);
    if (hit) openChoices(hit);
    return;
  }
  let events;
  try {
    events = S.game.act(S.viewer, action);
  } catch (e) {
    flashError(e);
    return;
  }
  afterAct(events);
}

function afterAct(events) {
  $('#status-error').hidden = true;
  $('#share-box').hidden = true;
  announce(S.mod.narrate(events, S.prevEvents, S.game.view(-1)));
  S.prevEvents = events;
  update(events);
}

function announce(lines) {
  const box = $('#announcer');
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    box.append(p);
  }
  while (box.childElementCount > 6) box.firstElementChild.remove();
}

// ---------- the host page ----------

const pub = (game) => game.view(-1);

/** Inside a host page: start, score and end messages, which the embed element turns into DOM events. */
function post(type, detail) {
  if (window.parent === window) return;
  // Any origin may embed the suite, and the messages hold only names and scores.
  window.parent.postMessage({ tag: 'clubhouse', type, save: P.save, detail }, '*');
}

function matchDetail(game) {
  return { game: game.id, names: S.meta.names, seats: S.meta.seats, scores: game.scores() };
}

/** A score message when the running totals change, an end message once the game is over. */
function reportProgress(game) {
  const scores = game.scores();
  const text = JSON.stringify(scores);
  if (text !== S.lastScores) {
    S.lastScores = text;
    post('score', { ...matchDetail(game), over: game.over });
  }
  if (game.over && !S.ended) {
    S.ended = true;
    // Golf: the lowest total wins, unless the game says otherwise (most flags, most points);
    // alone, a player wins by finishing under the game's target.
    const view = pub(game);
    const { target = null } = view;
    const best = target ?? Math.min(...scores) + 1;
    const winners = S.mod.winners?.(view) ?? scores.flatMap((v, i) => (v < best ? [i] : []));
    post('end', { ...matchDetail(game), target, winners });
  }
}

// ---------- bots ----------

function stopBots() {
  clearTimeout(S.timer);
  S.timer = 0;
}

function schedule(view) {
  stopBots();
  const game = S.game;
  // Bots also wait while a person reads a dialog (mid-course scores).
  if (!game || game.over || document.querySelector('dialog[open]')) return;
  let seats;
  let delay = BOT_MS[S.meta.pace];
  if (view.phase === 'round_over') {
    // People review the scores and deal when ready; a bots-only table moves on by itself.
    if (humans().length) return;
    seats = view.to_move.slice(0, 1);
    delay = ROUND_PAUSE_MS;
  } else {
    // Where everyone acts at once (Golfie's Action cards) every bot moves in the same beat.
    const bots = view.to_move.filter(isBot);
    seats = S.mod.simultaneous?.(view) ? bots : bots.slice(0, 1);
  }
  if (!seats.length) return;
  S.timer = setTimeout(() => {
    S.timer = 0;
    if (S.game !== game || S.screen !== 'table') return;
    const events = [];
    try {
      for (const seat of seats) {
        // The engine animates only the latest move, so each bot's cards start moving as it plays.
        if (events.length) paint(events);
        events.push(...game.act(seat, game.botAction(seat, S.meta.seats[seat].level)));
      }
    } catch (e) {
      flashError(e);
      if (!events.length) return;
    }
    afterAct(events);
  }, delay);
}

// ---------- round end, game end, undo, share ----------

/** Pauses (round ends, mid-course) and the final scores, in dialogs the game module words. */
function roundDialogs(view) {
  const people = humans().length > 0;
  const pause = S.mod.breaks(view);
  if (pause.open && pause.done > S.roundShown && people && !S.game.over) {
    S.roundShown = pause.done;
    const d = S.mod.breakDialog(view);
    $('#round-title').textContent = d.title;
    $('#round-sub').textContent = d.sub;
    $('#round-next').textContent = d.next;
    $('#round-view').hidden = !d.table;
    renderSheet($('#round-dialog'), view, S.mod);
    $('#round-dialog').showModal();
    $('#round-next').focus();
  }
  if (S.game.over && !S.finalShown) {
    S.finalShown = true;
    S.roundShown = pause.done;
    const { title, sub, trophy } = S.mod.finalText(view);
    $('#final-dialog .trophy').hidden = trophy === false;
    $('#final-title').textContent = title;
    $('#final-sub').textContent = sub;
    renderSheet($('#final-dialog'), view, S.mod, { final: true });
    $('#round-dialog').close();
    $('#final-dialog').showModal();
    $('#final-again').focus();
  }
  $('#results').hidden = !S.game.over;
}

/** The key under the side sheet: the game's marks explained. */
function renderLegend() {
  const list = $('#scores .legend');
  list.replaceChildren();
  for (const [cls, tag, key] of S.mod.legend(S.game ? S.game.view(-1) : null)) {
    const li = document.createElement('li');
    const span = document.createElement('span');
    span.className = `tag ${cls}`;
    span.textContent = tag;
    const text = document.createElement('span');
    text.textContent = t(key);
    li.append(span, text);
    list.append(li);
  }
}

/**
 * Undo is offered to a single person playing bots: back to before their last turn, but never
 * past a move that showed them something hidden (the engine's undo floor): the game is its
 * record, so a replay would deal the very card they have seen. A drawn card stays drawn.
 */
function undoTarget() {
  if (!S.game || S.game.over || humans().length !== 1 || humans().length === S.meta.seats.length) return -1;
  const actions = JSON.parse(S.game.record()).actions;
  let i = actions.length - 1;
  while (i >= 0 && isBot(actions[i][0])) i--;
  if (i < 0) return -1;
  const me = actions[i][0];
  while (i > 0 && actions[i - 1][0] === me) i--;
  const target = Math.max(i, S.game.undoFloor(me));
  // Something of theirs must be left to take back.
  if (target >= actions.length || !actions.slice(target).some(([seat]) => seat === me)) return -1;
  return target;
}

function renderUndo() {
  $('#undo').hidden = undoTarget() < 0;
}

function undo() {
  const n = undoTarget();
  if (n < 0) return;
  stopBots();
  try { S.game.truncate(n, humans()[0]); } catch (e) { return flashError(e); }
  S.prevEvents = [];
  S.roundShown = S.mod.breaks(S.game.view(-1)).done;
  announce([t('undone')]);
  update([]);
}

async function share() {
  const url = await store.shareUrl(S.game.record());
  const input = $('#share-url');
  input.value = url;
  $('#share-box').hidden = false;
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch { /* no clipboard permission: the link is shown to copy by hand */ }
  $('#share-note').textContent = t(copied ? 'share_copied' : 'share_manual');
  input.select();
}

function playAgain() {
  const seats = S.meta.seats.map((s, i) => ({ ...s, name: S.meta.names[i] }));
  const { config } = S.game.view(-1);
  closeDialogs();
  store.clearMatch();
  startMatch(S.game.id, seats, config, S.meta.pace);
}

// ---------- input ----------

function canvasPoint(ev) {
  const r = $('#table').getBoundingClientRect();
  return { x: ev.clientX - r.left, y: ev.clientY - r.top };
}

const inside = (h, x, y) => x >= h.x && x <= h.x + h.w && y >= h.y && y <= h.y + h.h;
/** A hit where it is on screen now (a course hit moves with the camera). */
const onScreen = (h) => (h.world && painter.world ? painter.toScreen(h) : h);

function hitAt({ x, y }) {
  const screen = [...S.hits].reverse().find((h) => !h.world && inside(h, x, y));
  if (screen || !painter.inWorld(x, y)) return screen;
  const [wx, wy] = painter.toWorld(x, y);
  return [...S.hits].reverse().find((h) => h.world && inside(h, wx, wy));
}

/** Fingers are blunt: a tap that lands just beside a small button (a swap) still reaches it. */
function nearHit({ x, y }, slop) {
  let best = null;
  let bestD = slop;
  for (const hit of S.hits) {
    const h = onScreen(hit);
    if (hit.world && !painter.inWorld(x, y)) continue;
    const d = Math.hypot(Math.max(h.x - x, 0, x - h.x - h.w), Math.max(h.y - y, 0, y - h.y - h.h));
    if (d <= bestD) { best = hit; bestD = d; }
  }
  return best;
}

/** Arrow keys: the nearest hit in that direction, so focus walks the grid like the eye does. */
function moveFocus(key) {
  const buttons = [...$('#hits').querySelectorAll('button')];
  const from = buttons.indexOf(document.activeElement);
  if (from < 0) { buttons[0]?.focus(); return; }
  const c = (hit) => { const h = onScreen(hit); return { x: h.x + h.w / 2, y: h.y + h.h / 2 }; };
  const a = c(S.hits[from]);
  const [dx, dy] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  let best = -1;
  let bestScore = Infinity;
  S.hits.forEach((h, i) => {
    const b = c(h);
    const along = (b.x - a.x) * dx + (b.y - a.y) * dy;
    const across = Math.abs((b.x - a.x) * dy) + Math.abs((b.y - a.y) * dx);
    if (i === from || along <= 1 || across > along * 1.5) return;
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = i; }
  });
  if (best >= 0) buttons[best].focus();
}

function onKey(ev) {
  if (S.screen !== 'table' || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  if (document.querySelector('dialog[open]') || !$('#pass').hidden) return;
  if (ev.target.closest('input, select, textarea')) return;
  if (ev.key.startsWith('Arrow') && ($('#hits').contains(ev.target) || ev.target === $('#table'))) {
    ev.preventDefault();
    S.keyboard = true;
    moveFocus(ev.key);
    return;
  }
  if (ev.key === 'Enter' && ev.target === $('#table')) {
    $('#hits button')?.focus(); // from the table into its moves
    return;
  }
  const key = ev.key.toLowerCase();
  if (key.length !== 1) return;
  if (painter.world && ['+', '=', '-', '0'].includes(key)) {
    ev.preventDefault();
    if (key === '0') painter.resetView();
    else painter.zoomBy(key === '-' ? 1 / 1.25 : 1.25);
    return;
  }
  const hit = S.hits.find((h) => h.key === key);
  const action = hit ? hit.action : S.viewer >= 0 && S.mod.keyAction(key, S.game.view(S.viewer));
  if (!action) return;
  ev.preventDefault();
  S.keyboard = true;
  humanAct(action);
}

// ---------- panning and zooming a course: drag with one pointer, pinch with two ----------

const pointers = new Map(); // pointer id -> last {x, y}

function panStart(ev) {
  S.dragged = false;
  const p = canvasPoint(ev);
  if (!painter.inWorld(p.x, p.y)) return;
  pointers.set(ev.pointerId, p);
  S.panFrom = { moved: 0 };
}

/** True while a drag or pinch is moving the course (the pointer is not pointing at moves). */
function panMove(ev) {
  if (!pointers.has(ev.pointerId) || !S.panFrom) return false;
  const p = canvasPoint(ev);
  const last = pointers.get(ev.pointerId);
  if (pointers.size >= 2) {
    const [a, b] = [...pointers.entries()].filter(([id]) => id !== ev.pointerId).map(([, q]) => q).concat([p]);
    const before = Math.hypot(last.x - a.x, last.y - a.y);
    const after = Math.hypot(b.x - a.x, b.y - a.y);
    if (before > 0) painter.zoomBy(after / before, (a.x + b.x) / 2, (a.y + b.y) / 2);
    S.panFrom.moved += 10;
  } else {
    S.panFrom.moved += Math.abs(p.x - last.x) + Math.abs(p.y - last.y);
    if (S.panFrom.moved > 6) painter.panBy(p.x - last.x, p.y - last.y);
  }
  pointers.set(ev.pointerId, p);
  if (S.panFrom.moved > 6) {
    $('#table').style.cursor = 'grabbing';
    return true;
  }
  return false;
}

function panEnd(ev) {
  if (!pointers.delete(ev.pointerId)) return;
  if (S.panFrom?.moved > 6) S.dragged = true;
  if (!pointers.size) S.panFrom = null;
}

function wire() {
  const canvas = $('#table');
  painter = new Painter(canvas, label);
  canvas.addEventListener('click', (ev) => {
    if (S.dragged) { S.dragged = false; return; } // the end of a pan, not a move
    const p = canvasPoint(ev);
    const hit = hitAt(p) ?? (ev.pointerType === 'touch' ? nearHit(p, 14) : null);
    if (!hit) return;
    S.keyboard = false;
    humanAct(hit.action);
  });
  canvas.addEventListener('pointermove', (ev) => {
    S.pointer = ev.pointerType === 'mouse' ? canvasPoint(ev) : null;
    if (panMove(ev)) return;
    const hit = hitAt(canvasPoint(ev));
    canvas.style.cursor = hit ? 'pointer' : painter.world ? 'grab' : '';
    painter.setHover(S.pointer ? hit ?? null : null);
    if (S.pointer) painter.setPreview(hit ? S.hits.indexOf(hit) : null);
  });
  canvas.addEventListener('pointerdown', panStart);
  for (const type of ['pointerup', 'pointercancel']) canvas.addEventListener(type, panEnd);
  canvas.addEventListener('wheel', (ev) => {
    const p = canvasPoint(ev);
    if (!painter.inWorld(p.x, p.y)) return;
    ev.preventDefault();
    painter.zoomBy(Math.exp(-ev.deltaY * 0.0015), p.x, p.y);
  }, { passive: false });
  $('#zoom-in').addEventListener('click', () => painter.zoomBy(1.25));
  $('#zoom-out').addEventListener('click', () => painter.zoomBy(1 / 1.25));
  $('#zoom-reset').addEventListener('click', () => painter.resetView());
  canvas.addEventListener('pointerleave', () => {
    S.pointer = null;
    painter.setHover(null);
  });
  new ResizeObserver(() => {
    if (S.screen !== 'table' || !S.game) return;
    resizeCanvas();
    paint([]);
  }).observe($('#stage'));
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => S.screen === 'table' && paint([]));
  document.addEventListener('keydown', onKey);
  // A share link pasted into a tab that already shows Clubhouse only changes the fragment.
  window.addEventListener('hashchange', () => {
    const token = store.sharedToken();
    if (token != null) openShared(token);
  });

  $('#brand').addEventListener('click', goHome);
  $('#leave').addEventListener('click', goHome);
  $('#error-home').addEventListener('click', () => {
    if (S.badSave) store.clearMatch();
    goHome();
  });
  $('#resume').addEventListener('click', () => openRecord(store.loadMatch(), true));
  for (const b of document.querySelectorAll('[data-go="home"]')) b.addEventListener('click', goHome);
  $('#seat-minus').addEventListener('click', () => changeSeats(-1));
  $('#seat-plus').addEventListener('click', () => changeSeats(1));
  $('#rounds-minus').addEventListener('click', () => changeRounds(-1));
  $('#rounds-plus').addEventListener('click', () => changeRounds(1));
  $('#rounds').addEventListener('change', () => changeRounds(0));
  $('#setup-form').addEventListener('submit', startFromSetup);
  const toggleScores = (open) => {
    document.body.classList.toggle('scores-open', open);
    $('#toggle-scores').setAttribute('aria-expanded', String(open));
    if (open) $('#close-scores').focus();
  };
  $('#toggle-scores').addEventListener('click', () => toggleScores(!document.body.classList.contains('scores-open')));
  $('#close-scores').addEventListener('click', () => {
    toggleScores(false);
    $('#toggle-scores').focus();
  });
  $('#undo').addEventListener('click', undo);
  $('#share').addEventListener('click', share);
  // A closed dialog hands keyboard players back to the table's moves.
  for (const d of document.querySelectorAll('dialog')) {
    d.addEventListener('close', () => {
      if (S.keyboard && S.screen === 'table') $('#hits button')?.focus();
      if (S.game && S.screen === 'table') schedule(S.game.view(S.viewer)); // bots waited for the dialog
    });
  }
  $('#round-view').addEventListener('click', () => $('#round-dialog').close());
  $('#choice-cancel').addEventListener('click', () => $('#choice-dialog').close());
  // The shots name clubs of a secret hand: gone from the page once the menu closes.
  $('#choice-dialog').addEventListener('close', () => $('#choice-list').replaceChildren());
  $('#round-next').addEventListener('click', () => {
    $('#round-dialog').close();
    const hit = S.hits.find((h) => h.key === 'n');
    if (hit) humanAct(hit.action);
  });
  $('#final-view').addEventListener('click', () => $('#final-dialog').close());
  $('#final-home').addEventListener('click', () => { store.clearMatch(); goHome(); });
  $('#final-again').addEventListener('click', playAgain);
  $('#results').addEventListener('click', () => $('#final-dialog').showModal());
  $('#open-rules').addEventListener('click', () => openRules(rulesGame()));
  $('#rules-back').addEventListener('click', () => {
    show(S.rulesBack);
    if (S.rulesBack === 'table') update([]);
  });
  $('#pace').addEventListener('change', (ev) => { S.setup.pace = ev.target.value; });
  $('#pro-golfers').addEventListener('change', (ev) => { S.setup.pro_golfers = ev.target.checked; });
  $('#course').addEventListener('change', (ev) => { S.setup.course = ev.target.value; });
  $('#solo-rank').addEventListener('change', (ev) => { S.setup.solo_rank = ev.target.value; });
  $('#mode').addEventListener('change', (ev) => {
    // A mode for other player counts brings the table to the nearest count it allows.
    S.setup.mode = ev.target.value;
    const [least, most] = seatRange(S.setupGame, MODULES[S.setupGame.id], S.setup);
    while (S.setup.seats.length < least) changeSeats(1);
    while (S.setup.seats.length > most) changeSeats(-1);
    renderSetup();
    $('#mode').focus();
  });
  $('#clubs').addEventListener('change', (ev) => { S.setup.clubs = ev.target.value; });
  $('#fly-over').addEventListener('change', (ev) => { S.setup.fly_over = ev.target.checked; });
  $('#teams').addEventListener('change', (ev) => {
    S.setup.teams = ev.target.value;
    renderSetup();
  });
  $('#lang').addEventListener('change', async (ev) => {
    await loadLanguage(ev.target.value);
    relabel();
  });
}

/** The game whose rules the header link opens: the one being set up or played, else the last. */
function rulesGame() {
  if (S.screen === 'setup') return S.setupGame.id;
  if (S.screen === 'rules') return S.rulesGame;
  return S.game?.id ?? S.setupGame?.id ?? 'beck';
}

async function openRules(id) {
  S.rulesGame = id;
  if (S.screen !== 'rules') S.rulesBack = ['table', 'setup', 'home'].includes(S.screen) ? S.screen : 'home';
  const body = $('#rules-body');
  try {
    const res = await fetch(`rules/${id}.${currentLang()}.html`);
    if (!res.ok) throw new Error(res.statusText);
    body.innerHTML = await res.text(); // our own static file, never user data
  } catch {
    body.textContent = t('rules_missing');
  }
  show('rules');
  $('#rules-back').focus();
}

/** After a language change: every screen's words again, state untouched. */
function relabel() {
  translateDom();
  if (S.screen === 'home') renderHome();
  if (S.screen === 'setup') renderSetup();
  if (S.screen === 'rules') openRules(S.rulesGame);
  if (S.game && S.meta) {
    const view = S.game.view(S.viewer);
    renderStatus(view);
    paint([]);
    renderSheet($('#scores'), view, S.mod);
    renderLegend();
  }
}

// ---------- start ----------

async function boot() {
  wire();
  const token = store.sharedToken();
  const saved = store.loadMatch();
  // The one engine this visit is sure to need, fetched alongside the words: the game the address
  // names, else the saved match that is about to resume (a share link names its game only once
  // decoded). The home screen needs none.
  const first = token == null ? P.game ?? savedGame(saved) : null;
  if (first) {
    loadEngine(first).catch(() => { /* said when the game opens */ });
    gameModule(first).catch(() => { /* said when the game opens */ });
  }
  try {
    // A language the embedding page asks for is not remembered as the reader's own choice.
    await loadLanguage(P.lang ?? preferredLang(), !P.lang);
    S.catalog = games();
  } catch {
    $('#boot').textContent = 'Clubhouse could not start in this browser. / Clubhouse ne peut pas démarrer dans ce navigateur.';
    return;
  }
  $('#lang').value = currentLang();
  // The parameters are checked against the named game's own modes and fields.
  if (S.catalog.some((g) => g.playable && g.id === P.game)) {
    try {
      await gameModule(P.game);
    } catch (e) {
      return showError(e);
    }
  }
  const wanted = settle(P, S.catalog, MODULES);
  if (P.problems.length) return showProblems(P.problems);
  if (wanted && P.embed) S.fixed = wanted.game;
  if (token != null) await openShared(token);
  else if (wanted) startFromParams(wanted, saved);
  else if (saved) openRecord(saved, true);
  else goHome();
}

/** Before anything is drawn: embed chrome, theme and the save slot the parameters ask for. */
function applyParams() {
  const root = document.documentElement;
  if (P.theme && P.theme !== 'auto') root.dataset.theme = P.theme;
  if (P.embed) root.dataset.embed = P.game ? 'game' : 'suite';
  // Embeds get their own slot by default, so they never overwrite the suite's own save.
  const slot = P.save ?? (P.embed ? `embed-${P.game ?? 'suite'}` : null);
  if (slot) store.useSlot(slot);
}

// Offline play (sw.js) where browsers allow a service worker: https, or localhost while
// developing. `?nosw` leaves it out. Registered after load so it never slows the first visit.
if ('serviceWorker' in navigator && window.isSecureContext && !P.nosw) {
  window.addEventListener('load', () => navigator.serviceWorker.register('sw.js').catch(() => { /* plays online only */ }));
}

// Read-only view of the page state for automated browser tests.
window.clubhouse = Object.freeze({
  snapshot() {
    const v = S.game && S.screen === 'table' ? S.game.view(-1) : null;
    return {
      screen: S.screen,
      phase: v?.phase ?? null,
      toMove: v?.to_move ?? [],
      viewer: S.viewer,
      actions: S.game?.actionCount ?? 0,
      over: S.game?.over ?? false,
      busy: Boolean(S.timer) || Boolean(painter?.busy),
      moving: Boolean(painter?.busy), // cards still in flight
      dialog: document.querySelector('dialog[open]')?.id ?? null,
      // Where each move is on screen now (course hits follow the camera).
      hits: S.hits.map((hit) => { const h = onScreen(hit); return { x: h.x, y: h.y, w: h.w, h: h.h, key: hit.key ?? null, action: hit.action, label: hit.label, world: !!hit.world }; }),
      camera: painter?.cam ? { ...painter.cam } : null,
      record: S.game?.record() ?? null,
      handSize: S.game && S.viewer >= 0 ? S.game.view(S.viewer).hand?.length ?? null : null, // what the screen shows
    };
  },
});

applyParams();
boot();
