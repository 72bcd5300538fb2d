// @ts-check
// The setup screen: seats (people and bots, names, levels), the bots' pace, and the options the
// game's page code asks for (rounds, teams, a variant, a course and how to play it).
import { t, errorText } from './i18n.js';
import * as store from './store.js';
import { $, LEVELS, BOT_NAMES, MODULES, option } from './page.js';
import { ruleNumbers } from './catalog.js';
/** @import { PageCode } from './games/common.js' */


let game = null; // the catalog entry being set up
let st = null; // its setup: {game, seats: [{name, kind, level}], rounds, teams, pace, ...}

/** The game being set up (or last set up), or null. */
export const setupGame = () => game;
/** The setup being edited (the designer hands it back with its course chosen). */
export const currentSetup = () => st;

/** The remembered setup of game `g`, or a person and a bot. */
export function defaultSetup(g) {
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

/** Shows `setup` for catalog game `g`, whose page code is loaded. */
export function beginSetup(g, setup) {
  game = g;
  st = setup;
  renderSetup();
}

/** Draws the setup screen from the setup being edited (again after a change or a new language). */
export function renderSetup() {
  const g = game;
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
  $('#rounds').max = String(ruleNumbers(st.game).max_rounds ?? '');
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
    // Online: a friend on another device, who joins the room by its link.
    kind.append(option('human', t('human'), seat.kind === 'human'), option('bot', t('bot'), seat.kind === 'bot'),
      option('online', t('online_seat'), seat.kind === 'online'));
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
      n.dataset.team = /** @type {*} */ (teams[i]); // a number, kept as text
      n.title = teamName(teams[i]);
      name.setAttribute('aria-label', `${t('setup_name', { n: i + 1 })} (${teamName(teams[i])})`);
    }
    li.append(n, name, kind, level);
    mod.seatFields?.(seat, i, li, option);
    rows.append(li);
  });
}

/**
 * 18 Holes: the course, how clubs are dealt, and the out-of-bounds variation.
 * @param {PageCode} mod
 */
function renderCourseField(mod) {
  const field = $('#course-field');
  field.hidden = !mod.setupFields.includes('course');
  if (field.hidden) return;
  const mine = mod.myCourses().map((c) => mod.MINE + c.name);
  const choices = [...mod.courses, ...mine, mod.QUICK];
  if (!choices.includes(st.course)) st.course = mod.courses[0];
  if (!mod.modes.includes(st.mode)) st.mode = mod.modes[0];
  $('#mode').replaceChildren(...mod.modes.map((m) => option(m, t(`mode_${m}`), st.mode === m)));
  const [lo, hi] = mod.modePlayers(st.mode);
  // Solo Chaos Golf: how hard the solo deck is (the course's solo par by default).
  $('#solo-rank-field').hidden = !(mod.soloRanks && st.mode === 'solo_chaos');
  if (mod.soloRanks) {
    if (!mod.soloRanks.includes(st.solo_rank)) st.solo_rank = mod.soloRanks[0];
    $('#solo-rank').replaceChildren(...mod.soloRanks.map((r) => option(r, r === 'par' ? t('solo_rank_par') : t('solo_rank_n', { n: r }), st.solo_rank === r)));
  }
  $('#mode-hint').textContent = `${t(`mode_${st.mode}_hint`)} ${t(lo === hi ? 'mode_players_exact' : 'mode_players', { lo, hi })}`;
  if (!mod.clubSetups.includes(st.clubs)) st.clubs = mod.clubSetups[0];
  const courseName = (c) => (c.startsWith(mod.MINE) ? t('course_mine', { name: c.slice(mod.MINE.length) }) : t(`course_${c}`));
  $('#course').replaceChildren(...choices.map((c) => option(c, courseName(c), st.course === c)));
  renderChosenCourse(mod);
  $('#clubs').replaceChildren(...mod.clubSetups.map((c) => option(c, t(`clubs_${c}`), st.clubs === c)));
  $('#fly-over').checked = st.fly_over === true;
}

/**
 * What goes with the chosen course: removing one's own, Quick Course Setup's choices, the sheet.
 * @param {PageCode} mod
 */
function renderChosenCourse(mod) {
  $('#course-remove').hidden = !st.course.startsWith(mod.MINE);
  // One's own course laid from tiles opens in the designer; otherwise the designer's own draft.
  const design = $('#course-design');
  design.dataset.i18n = mod.myCourse(st.course)?.layout ? 'setup_course_edit' : 'setup_course_design';
  design.textContent = t(design.dataset.i18n);
  renderQuickField(mod);
  renderSheetBox(mod);
}

/**
 * Quick Course Setup's choices: holes (or packed for the chaos modes), tiles, course number.
 * @param {PageCode} mod
 */
function renderQuickField(mod) {
  const quick = st.course === mod.QUICK;
  $('#quick-field').hidden = !quick;
  if (!quick) return;
  if (!mod.quickHoles.includes(st.quick_holes)) st.quick_holes = mod.modeIsChaos(st.mode) ? 'packed' : '9';
  if (!mod.quickDifficulties.includes(st.quick_difficulty)) st.quick_difficulty = 'mixed';
  if (!validSeed(st.quick_seed, mod)) st.quick_seed = newSeed(mod);
  $('#quick-holes').replaceChildren(...mod.quickHoles.map((h) => option(h, t(`quick_holes_${h}`), st.quick_holes === h)));
  $('#quick-difficulty').replaceChildren(...mod.quickDifficulties.map((d) => option(d, t(`quick_tiles_${d}`), st.quick_difficulty === d)));
  $('#quick-seed').value = String(st.quick_seed);
}

/** Opens a course file chosen by the person: kept and chosen, or refused with the engine's reason. */
async function openCourse(file) {
  const mod = MODULES[game.id];
  const error = $('#course-file-error');
  error.hidden = true;
  try {
    st.course = await mod.openCourseFile(file);
    renderCourseField(mod);
    $('#course').focus();
  } catch (e) {
    error.textContent = t('course_file_bad', { file: file.name, reason: errorText(e) });
    error.hidden = false;
  }
}

/**
 * The course sheet beside the course: measured on request, in a worker, with its progress.
 * @param {PageCode} mod
 */
function renderSheetBox(mod) {
  const config = mod.config(st);
  const sheet = mod.sheetFor(config);
  const busy = mod.measuring(config);
  if (!busy) mod.stopSheet(); // a run for a course no longer chosen
  $('#sheet-run').hidden = busy || sheet != null;
  $('#sheet-progress').hidden = !busy;
  $('#sheet-result').replaceChildren(...(sheet ? [mod.sheetTable(sheet)] : []));
}

function runSheet() {
  const mod = MODULES[game.id];
  const bar = $('#sheet-bar');
  const count = $('#sheet-count');
  const progress = (done, total) => {
    bar.value = done / total;
    count.textContent = t('sheet_progress', { done, total });
  };
  progress(0, 1);
  const measuring = mod.measureSheet(mod.config(st), progress);
  renderSheetBox(mod);
  $('#sheet-stop').focus();
  measuring.then(() => {
    if (MODULES[game.id] === mod) renderSheetBox(mod); // still on this game's setup
  }, (e) => {
    renderSheetBox(mod);
    const error = document.createElement('p');
    error.className = 'error';
    error.textContent = t('sheet_failed', { message: e.message });
    $('#sheet-result').replaceChildren(error);
  });
}

const validSeed = (/** @type {number} */ n, /** @type {PageCode} */ mod) => Number.isInteger(n) && n >= 1 && n <= mod.QUICK_SEED_MAX;
/**
 * A fresh course number (the page's choice, not the rules': the number goes into the record).
 * @param {PageCode} mod
 */
function newSeed(mod) {
  const [r] = crypto.getRandomValues(new Uint32Array(1));
  return 1 + (r % mod.QUICK_SEED_MAX);
}

/** A typed course number is kept when it is one; otherwise the field shows the last good one. */
function changeQuickSeed() {
  const mod = MODULES[game.id];
  const typed = $('#quick-seed').value.trim();
  const n = /^\d{1,6}$/.test(typed) ? Number(typed) : NaN;
  if (validSeed(n, mod)) st.quick_seed = n;
  $('#quick-seed').value = String(st.quick_seed);
}

const teamName = (team) => t('team_n', { n: 'ABCD'[team] });

/**
 * The team-play selector: only the splits the rules allow for this many seats. Returns the teams or null.
 * @param {PageCode} mod
 */
function renderTeams(mod) {
  const field = $('#teams-field');
  field.hidden = !mod.setupFields.includes('teams');
  if (field.hidden) return null;
  const n = st.seats.length;
  const choices = mod.teamChoices(n);
  if (!choices.includes(st.teams)) st.teams = 'none';
  const select = $('#teams');
  select.replaceChildren(option('none', t('teams_none'), st.teams === 'none'), ...choices.map((c) => option(c, t(`teams_${c}`), st.teams === c)));
  select.disabled = !choices.length;
  $('#teams-hint').textContent = n === 1 ? t('setup_solo_hint') : choices.length ? t('setup_teams_hint') : t('setup_teams_none');
  return st.teams === 'none' ? null : mod.teamsFor(st.teams, n);
}

/**
 * The seat counts the setup allows: the game's, narrowed by the chosen mode's.
 * @param {PageCode} mod
 */
function seatRange(g, mod, st) {
  const [lo, hi] = mod.modePlayers?.(st.mode) ?? [g.min_players, g.max_players];
  return [Math.max(lo, g.min_players), Math.min(hi, g.max_players)];
}

function changeSeats(delta) {
  const g = game;
  const n = st.seats.length + delta;
  const [least, most] = seatRange(g, MODULES[g.id], st);
  if (n < least || n > most) return;
  if (delta > 0) st.seats.push({ name: BOT_NAMES[Math.max(0, n - 2) % BOT_NAMES.length], kind: 'bot', level: 'normal' });
  else st.seats.pop();
  renderSetup();
}

/** Rounds stay within 1 and the game's most (the catalog's) whether typed or stepped with the buttons. */
function changeRounds(delta) {
  const most = ruleNumbers(st.game).max_rounds;
  const typed = Math.round(Number($('#rounds').value));
  const rounds = Math.min(most, Math.max(1, (Number.isFinite(typed) ? typed : 3) + delta));
  st.rounds = rounds;
  $('#rounds').value = rounds;
  $('#rounds-minus').disabled = rounds <= 1;
  $('#rounds-plus').disabled = rounds >= most;
}

function startFromSetup(ev, start) {
  ev.preventDefault();
  changeRounds(0);
  if (!$('#quick-field').hidden) changeQuickSeed();
  MODULES[st.game].stopSheet?.();
  st.seats.forEach((s, i) => { s.name = s.name.trim() || t('player_n', { n: i + 1 }); });
  store.saveSetup(st);
  start(st.game, st.seats, MODULES[st.game].config(st), st.pace);
}

/** The table the page parameters describe, over the remembered (or default) setup. */
export function paramSetup(w, P) {
  const st = defaultSetup(w.game);
  if (w.seats != null) {
    st.seats = Array.from({ length: w.seats }, (_, i) => (i < w.humans
      ? { name: t('player_n', { n: i + 1 }), kind: 'human', level: 'normal' }
      : { name: BOT_NAMES[(i - w.humans) % BOT_NAMES.length], kind: 'bot', level: 'normal' }));
  }
  if (P.bots) for (const seat of st.seats) seat.level = P.bots;
  if (w.rounds != null) st.rounds = w.rounds;
  if (w.course != null) st.course = w.course;
  if (P.pace) st.pace = P.pace;
  if (P.mode || w.seats != null) st.teams = /^\d+(v\d+)+$/.test(w.mode) ? w.mode : 'none';
  if (P.mode) st.pro_golfers = w.mode === 'pro_golfers';
  if (P.mode && MODULES[w.game.id].modePlayers) st.mode = w.mode;
  return st;
}

/** The setup form's controls; `start(id, seats, config, pace)` starts the match it describes. */
/** `start(...)` begins a match; `design(course)` opens the course designer (with one's own course file, or null). */
export function wireSetup(start, design) {
  $('#course-design').addEventListener('click', () => {
    const mod = MODULES[game.id];
    design(mod.myCourse(st.course)?.layout ? mod.myCourse(st.course) : null);
  });
  $('#seat-minus').addEventListener('click', () => changeSeats(-1));
  $('#seat-plus').addEventListener('click', () => changeSeats(1));
  $('#rounds-minus').addEventListener('click', () => changeRounds(-1));
  $('#rounds-plus').addEventListener('click', () => changeRounds(1));
  $('#rounds').addEventListener('change', () => changeRounds(0));
  $('#setup-form').addEventListener('submit', (ev) => startFromSetup(ev, start));
  $('#pace').addEventListener('change', (ev) => { st.pace = ev.target.value; });
  $('#pro-golfers').addEventListener('change', (ev) => { st.pro_golfers = ev.target.checked; });
  $('#course').addEventListener('change', (ev) => {
    st.course = ev.target.value;
    $('#course-file-error').hidden = true;
    renderChosenCourse(MODULES[game.id]);
  });
  const courseChanged = () => renderSheetBox(MODULES[game.id]);
  $('#quick-holes').addEventListener('change', (ev) => { st.quick_holes = ev.target.value; courseChanged(); });
  $('#quick-difficulty').addEventListener('change', (ev) => { st.quick_difficulty = ev.target.value; courseChanged(); });
  $('#quick-seed').addEventListener('change', () => { changeQuickSeed(); courseChanged(); });
  $('#quick-new').addEventListener('click', () => {
    st.quick_seed = newSeed(MODULES[game.id]);
    $('#quick-seed').value = String(st.quick_seed);
    courseChanged();
  });
  $('#sheet-run').addEventListener('click', runSheet);
  $('#course-open').addEventListener('click', () => $('#course-file').click());
  $('#course-file').addEventListener('change', (ev) => {
    const [file] = ev.target.files;
    ev.target.value = ''; // the same file may be opened again after a fix
    if (file) openCourse(file);
  });
  $('#course-remove').addEventListener('click', () => {
    const mod = MODULES[game.id];
    mod.removeCourse(st.course);
    st.course = mod.courses[0];
    renderCourseField(mod);
    $('#course').focus();
  });
  $('#sheet-stop').addEventListener('click', () => {
    MODULES[game.id].stopSheet();
    renderSheetBox(MODULES[game.id]);
    $('#sheet-run').focus();
  });
  $('#solo-rank').addEventListener('change', (ev) => { st.solo_rank = ev.target.value; });
  $('#mode').addEventListener('change', (ev) => {
    // A mode for other player counts brings the table to the nearest count it allows.
    st.mode = ev.target.value;
    const [least, most] = seatRange(game, MODULES[game.id], st);
    while (st.seats.length < least) changeSeats(1);
    while (st.seats.length > most) changeSeats(-1);
    renderSetup();
    $('#mode').focus();
  });
  $('#clubs').addEventListener('change', (ev) => { st.clubs = ev.target.value; });
  $('#fly-over').addEventListener('change', (ev) => { st.fly_over = ev.target.checked; });
  $('#teams').addEventListener('change', (ev) => {
    st.teams = ev.target.value;
    renderSetup();
  });
}
