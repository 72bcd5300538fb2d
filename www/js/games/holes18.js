// @ts-check
// 18 Holes on the page: setup (course, club dealing, the fly-over variation), how its clubs,
// shot cards, hexes and aims are said, what its events say aloud, the status line, shortcut
// keys, a pause after each hole, the score sheet and the final words.
import { t, num, listOf, playerName as who, seatList as list } from '../i18n.js';
import { el } from '../scores.js';
import { turnLine, ballSheet, ballSheetFoot } from './common.js';
import { CATALOG, ruleNumbers } from '../catalog.js';
export { measureSheet, sheetFor, measuring, stopSheet, sheetTable } from './holes18-sheet.js';
export { MINE, myCourses, myCourse, openCourseFile, removeCourse } from './holes18-courses.js';
/** How the painter draws a course: with this game's page code, so the card games never fetch it. */
export * as courseArt from '../course-art.js';
import { myCourse } from './holes18-courses.js';
import { drawTable } from './holes18-table.js';
import { bearing } from './holes18-table-world.js';
import { isChaos as isChaosMode, modeOf, shotCode } from './holes18-table-kit.js';
/**
 * The page contract (types.d.ts), kept by the type checker: this module's exports.
 * @import * as self from './holes18.js'
 * @import { GamePage, CoursePage, Implements } from '../types'
 * @import { HolesView as View, HolesEvent as Event } from '../types'
 * @typedef {Implements<GamePage<'holes18'> & CoursePage, typeof self>} PageContract
 */

export const id = 'holes18';

// The printed cards' facts (the clubs' names and initiatives, the shot cards), asked of the
// engine once, when a game comes to the table: the table is laid out here (holes18-table.js)
// and the clubs, which travel as card numbers, are named from them.
let cards = null;
let wordsSoon = 0; // the table in words' fetch, once set off
/** A game of 18 Holes is at the table, with its engine. */
export function open(engine) {
  cards ??= engine.holes18Cards();
  // The table in words comes a little after the table is up: fetched at once, it was in a first
  // visit's largest paint (a phone in Lighthouse: 2.34 s without it, 2.51 s with it). Asked for
  // sooner, it comes then (`wordsReady`).
  wordsSoon ||= globalThis.setTimeout?.(loadWords, 3000) ?? 1;
}
/** The printed cards' facts, once a game is at the table (null before). */
export const printedCards = () => cards;

// ---------- the table in words ----------


/** The words module (holes18-table-words.js), fetched when a table opens. */
let words = null;
let wordsLoading = null;
function loadWords() {
  wordsLoading ??= import('./holes18-table-words.js').then((m) => { words = m; });
  return wordsLoading;
}
/** Resolves once `tableWords` words the whole table (the table asks again then). */
export const wordsReady = () => loadWords();

/**
 * The table in words from `viewer`'s seat (-1: what everyone sees), from the view and the course
 * alone: the hole, each golfer's way to the flag, the golfer cards, what lies around the ball, the
 * clubs, the shot being played, the decks and the scores.
 * @param {View} view
 * @param {number} viewer
 */
export function tableWords(view, viewer) {
  if (!words) {
    loadWords();
    return [{ title: t('h18w_hole_title'), lines: [t('h18w_loading')] }];
  }
  return words.tableWords(view, viewer, {
    clubName, clubNameOf, courseOf, deckWords, distance, golferName, printedCards, shotWords, terrainAt, terrainWords,
    isChaos: isChaosMode, modeOf, shotCode, bearing,
  });
}
/** The engine's table as the scene the painter draws (engine.js `Game.scene`). */
export function layout(table, w, h, engine) {
  open(engine);
  return drawTable(table, w, h, cards);
}
export const setupFields = ['course'];
// The modes with their player counts, the shipped courses and the golfers are the engine's
// (its catalog entry), so the page offers exactly what the rules accept.
const INFO = CATALOG.find((g) => g.id === id);
/** The rules' fixed numbers: what each kind of green claim scores. */
const NUMBERS = ruleNumbers(id);
const modeInfo = (m) => INFO.modes.find((x) => x.id === m) ?? INFO.modes[0];
export const modes = INFO.modes.map((m) => m.id);
export const modePlayers = (m) => [modeInfo(m).min_players, modeInfo(m).max_players];
export const modeIsChaos = isChaosMode;
const isChaos = (view) => isChaosMode(modeOf(view));
/** Solo Chaos Golf's deck ranks on offer ('par' leaves the course's solo par). */
export const soloRanks = ['par', '8', '10', '12', '14', '16', '18', '20', '24', '28'];
/** The mode's state with every list present (the engine leaves empty ones out). */
const msOf = (view) => ({
  cards: [], penalties: [], holed: [], at_hole: [], finished: [], pots: [], points: [], skins: [],
  playoff: [], claims: [], extra: [], targets: [], offers: [], ...view.mode_state,
});
export const courses = INFO.courses;
export const clubSetups = ['starter', 'draft'];
/** Quick Course Setup: a new course laid from the tiles, named by a course number. */
export const QUICK = 'quick';
export const quickHoles = ['9', '18', 'packed'];
export const quickDifficulties = ['easy', 'mixed', 'hard'];
/** Course numbers a table can say aloud and type again. */
export const QUICK_SEED_MAX = 999999;

/** The engine's quick course settings for the setup's choices. */
function quickCourse(setup) {
  const packed = setup.quick_holes === 'packed';
  return {
    options: { holes: setup.quick_holes === '18' ? 18 : 9, difficulty: setup.quick_difficulty ?? 'mixed', packed },
    seed: setup.quick_seed,
  };
}

/** Engine settings from the setup screen. */
export function config(setup) {
  const quick = setup.course === QUICK;
  const mine = myCourse(setup.course);
  const shippedCourse = courses.includes(setup.course) ? setup.course : courses[0];
  const c = { players: setup.seats.length, course: shippedCourse, clubs: setup.clubs ?? clubSetups[0] };
  if (quick) c.quick = quickCourse(setup);
  if (mine) c.custom = mine;
  if (setup.fly_over) c.fly_over = true;
  if (setup.mode && setup.mode !== 'match_play') c.mode = setup.mode;
  if (setup.mode === 'solo_chaos' && setup.solo_rank && setup.solo_rank !== 'par') c.solo_rank = Number(setup.solo_rank);
  golferConfig(setup, c);
  return c;
}

// ---------- golfer cards ----------

/** The eight golfers, as the engine names them. */
export const golfers = INFO.golfers;

/** Each seat's golfer (or none, or dealt at random) and side; golfers play with the draft. */
function golferConfig(setup, c) {
  if (setup.mode === 'solo_chaos') return; // the rulebook plays Solo Chaos Golf without golfers
  const list = setup.seats.map((s) => ({ golfer: s.golfer ?? 'none', side: s.side === 'b' ? 'b' : 'a' }));
  if (!list.some((g) => g.golfer !== 'none')) return;
  c.golfers = list;
  c.clubs = 'draft';
}

export const golferName = (g) => t(`h18g_name_${g}`);

/** The setup row's golfer: which one and which side, with its power said in one line. */
export function seatFields(seat, i, li, option) {
  if (![...golfers, 'random'].includes(seat.golfer)) seat.golfer = 'none';
  if (seat.side !== 'b') seat.side = 'a';
  const box = el('div', 'seat-golfer');
  const pick = document.createElement('select');
  pick.className = 'golfer';
  pick.setAttribute('aria-label', t('setup_golfer', { n: i + 1 }));
  pick.append(option('none', t('h18g_none'), seat.golfer === 'none'), option('random', t('h18g_random'), seat.golfer === 'random'),
    ...golfers.map((g) => option(g, golferName(g), seat.golfer === g)));
  const side = document.createElement('select');
  side.className = 'golfer-side';
  side.setAttribute('aria-label', t('setup_golfer_side', { n: i + 1 }));
  side.append(option('a', t('h18g_side_a'), seat.side === 'a'), option('b', t('h18g_side_b'), seat.side === 'b'));
  const text = el('small', 'golfer-text');
  text.id = `golfer-text-${i}`;
  pick.setAttribute('aria-describedby', text.id);
  const say = () => {
    side.hidden = seat.golfer === 'none';
    text.textContent = golfers.includes(seat.golfer) ? t(`h18g_text_${seat.golfer}_${seat.side}`) : t(`h18g_text_${seat.golfer}`);
    if (seat.golfer !== 'none') text.textContent += ` ${t('h18g_draft_note')}`;
  };
  pick.addEventListener('change', () => { seat.golfer = pick.value; say(); });
  side.addEventListener('change', () => { seat.side = side.value; say(); });
  say();
  box.append(pick, side, text);
  li.append(box);
}

/** Words for the golfer labels of the scene (null: not a golfer label). */
function golferLabel(key, a) {
  const club = (name) => clubName(name);
  switch (key) {
    case 'h18g_saw':
    case 'h18g_kept':
    case 'h18g_shown':
      return t(key, { card: shotWords(a.card) });
    case 'h18g_hit_peek':
    case 'h18g_face_peek':
      return t(key, { deck: a.deck === 'C' ? t('h18_deck_chip') : t('h18_deck_n', { n: a.deck }) });
    case 'h18g_hit_borrow':
      return t(key, { seat: who(a.seat), name: club(a.name) });
    case 'h18g_hit_use':
      return t(key, { seat: who(a.seat), name: club(a.name) });
    case 'h18g_hit_lasting':
      return t(key, { name: club(a.name) });
    case 'h18g_hit_redraw': {
      // The button names the deck the new card comes from: the card it replaces is on show
      // beside it, and its words (a wild card's two flights) would not fit a laptop's panel.
      const deck = a.pile ? t('h18_card_of', { pile: a.pile, card: deckWords(a.card) }) : deckWords(a.card);
      if (a.menu) return t('h18g_hit_redraw_menu', { card: deck });
      if (a.name) return t('h18g_hit_redraw_discard', { card: deck, name: club(a.name) });
      return t(key, { card: deck });
    }
    default:
      return key.startsWith('h18g_') ? t(key, a) : null;
  }
}

/** A seat's golfer after its line in the panel: name, side, power spent, Dorian's club. */
function golferSeat(a) {
  if (!a.golfer) return '';
  let text = ` · ${t('h18g_seat', { golfer: golferName(a.golfer), side: a.side })}`;
  if (a.used) text += ` (${t('h18g_used')})`;
  if (a.lasting) text += ` · ${t('h18g_lasting', { name: clubName(a.lasting) })}`;
  return text;
}

/** Golfer events, aloud. */
function narrateGolfer(e, view) {
  const seat = who(/** @type {{seat?: number}} */ (e).seat);
  switch (e.kind) {
    case 'draft_let_go':
      return t('h18gev_let_go', { seat });
    case 'lasting_club':
      return t('h18gev_lasting', { seat, club: clubName(clubNameOf(e.club)) });
    case 'peeked':
      return t('h18gev_peeked', { seat, deck: e.deck === 'C' ? t('h18_deck_chip') : t('h18_deck_n', { n: e.deck }) });
    case 'card_kept':
      return t('h18gev_kept', { seat });
    case 'card_shown':
      return t('h18gev_shown', { seat });
    case 'unselected':
      return t('h18gev_unselected', { seat });
    case 'borrowed':
      return t('h18gev_borrowed', { seat, from: who(e.from), club: clubName(clubNameOf(e.club)) });
    case 'redrew':
      return t('h18gev_redrew', { seat });
    case 'club_kept':
      return t('h18gev_club_kept', { seat, club: clubName(clubNameOf(e.club)) });
    default:
      return null;
  }
}

const dirWords = (d) => t(`h18_dir_${Number(d) % 6}`);
export const terrainWords = (code) => t(`h18_terrain_${code}`);

/** A club's printed name in the reader's language ("4 Iron" / "Fer 4"). */
export function clubName(name) {
  const m = /^(\d) (Iron|Wood|Hybrid)$/.exec(name);
  if (m) return t(`h18_club_${m[2].toLowerCase()}`, { n: m[1] });
  const key = `h18_club_${String(name).toLowerCase().replace(/ /g, '_')}`;
  const text = t(key);
  return text === key ? name : text;
}

/** A flight in words from its steps ("SSL": three hexes, curving left at the end). */
function flightWords(steps) {
  const n = steps.length;
  const turns = steps.slice(1).replace(/S/g, '');
  let shape = 'straight';
  if (turns.includes('L') && !turns.includes('R')) shape = turns.length > 1 ? 'hook_left' : 'left';
  else if (turns.includes('R') && !turns.includes('L')) shape = turns.length > 1 ? 'hook_right' : 'right';
  else if (turns.length) shape = 'wiggle';
  if (steps[0] !== 'S') shape = steps[0] === 'L' ? 'left' : 'right';
  return t(`h18_flight_${shape}`, { n });
}

/** The deck of a shot card's code (`deck:kind:…`), in words. */
export function deckWords(code) {
  const deck = String(code).split(':')[0];
  return deck === 'C' ? t('h18_deck_chip') : t('h18_deck_n', { n: deck });
}

/**
 * A shot card code from the scene ("3:flight:SSL", "C:wild:SL|SR", "2:super:3") in words; a wild
 * card played one way (`flight`, its flight's place) names that flight alone.
 */
export function shotWords(code, flight = null) {
  const [, kind, rest = ''] = String(code).split(':');
  const deckName = deckWords(code);
  const flights = rest.split('|');
  switch (kind) {
    case 'flight':
      return t('h18_card', { deck: deckName, what: flightWords(rest) });
    case 'wild':
      if (flight != null) return t('h18_card', { deck: deckName, what: t('h18_wild_one', { a: flightWords(flights[flight] ?? '') }) });
      return t('h18_card', { deck: deckName, what: t('h18_wild', { a: flightWords(flights[0]), b: flightWords(flights[1] ?? '') }) });
    case 'super':
    case 'short':
      return t('h18_card', { deck: deckName, what: t(`h18_${kind}`, { to: rest === 'C' ? t('h18_deck_chip') : rest }) });
    case 'shuffle':
      return t('h18_card', { deck: deckName, what: t('h18_shuffle') });
    case 'longest':
      return t('h18_card', { deck: deckName, what: t('h18_longest') });
    default:
      return String(code);
  }
}

/** A touch screen, as the page is used now: its words say "tap", not "click". */
const coarse = globalThis.matchMedia?.('(pointer: coarse)');
const touch = () => !!coarse?.matches;

/** Words for 18 Holes' scene labels; null leaves a label to the common rules. */
export function label(l) {
  const a = {};
  for (const [name, value] of l.args || []) a[name] = value;
  if (l.key?.startsWith('h18g_')) return golferLabel(l.key, a);
  if (!l.key?.startsWith('h18_')) return null;
  const hex = () => t('h18_hex', { terrain: terrainWords(a.terrain), dist: a.dist });
  // A drawn card, by its place among the cards drawn when there are several.
  const card = () => (a.pile ? t('h18_card_of', { pile: a.pile, card: shotWords(a.card, a.flight) }) : shotWords(a.card, a.flight));
  switch (l.key) {
    case 'h18_club':
      return clubName(a.name);
    case 'h18_shot_face':
      // A wild card's face draws both flights; its words say only that one is chosen.
      if (String(a.card).split(':')[1] === 'wild') return t('h18_wild_face');
      return shotWords(a.card).replace(/^[^:]*: /, '');
    case 'h18_seat': {
      let text = t('h18_seat', { seat: who(a.seat), flags: a.flags, tokens: a.tokens, hand: a.hand });
      if (a.club === '?') text += ` · ${t('h18_seat_chosen')}`;
      else if (a.club) text += ` · ${clubName(a.club)} (${a.init})`;
      if (a.water) text += ` · ${t('h18_seat_water')}`;
      return text + golferSeat(a);
    }
    case 'h18_seat_mode': {
      const mode = a.mode;
      let text = t(`h18_seat_${mode}`, { seat: who(a.seat), score: a.score, at: a.at, hand: a.hand });
      if (a.now != null) text += ` · ${t(a.holed ? 'h18_seat_holed' : 'h18_seat_now', { n: a.now })}`;
      if (a.target != null) text += ` · ${Number(a.target) ? t('h18_seat_target', { hole: a.target }) : t('h18_seat_target_secret')}`;
      if (a.out) text += ` · ${t('h18_seat_out')}`;
      if (a.club === '?') text += ` · ${t('h18_seat_chosen')}`;
      else if (a.club) text += ` · ${clubName(a.club)} (${a.init})`;
      if (a.water) text += ` · ${t('h18_seat_water')}`;
      return text + golferSeat(a);
    }
    case 'h18_opp': {
      let text = t('h18_opp', { opp: a.opp, score: a.score, left: a.left });
      if (a.target != null) text += ` · ${t('h18_opp_target', { hole: a.target })}`;
      if (a.club) text += ` · ${clubName(a.club)} (${a.init})`;
      return text;
    }
    case 'h18_solo_card':
      return t('h18_solo_card', { marks: a.marks, rank: a.rank, left: a.left, now: t(Number(a.combined) ? 'h18_solo_combined' : 'h18_solo_player') });
    case 'h18_panel_chaos':
      return t('h18_panel_chaos', { mode: t(`mode_${a.mode}`), round: a.round, left: a.left });
    case 'h18_panel_hole':
      return a.mode && a.mode !== 'match_play'
        ? `${t(`mode_${a.mode}`)} · ${t('h18_panel_hole', { hole: a.hole, holes: a.holes, par: a.par, round: a.round })}`
        : t('h18_panel_hole', { hole: a.hole, holes: a.holes, par: a.par, round: a.round });
    case 'h18_picked':
    case 'h18_selected':
      return t(l.key, { name: clubName(a.name) });
    case 'h18_hit_pick':
    case 'h18_hit_select':
      return t(l.key, { name: clubName(a.name), reach: a.reach, init: a.init });
    case 'h18_hit_play':
      return t(Number(a.draw) > 1 ? 'h18_hit_play_two' : 'h18_hit_play', { deck: a.deck === 'C' ? t('h18_deck_chip') : t('h18_deck_n', { n: a.deck }) });
    case 'h18_hit_big':
      return t('h18_hit_big', { deck: a.deck });
    case 'h18_discard_title':
      return t('h18_discard_title', { seat: who(a.seat) });
    case 'h18_choose_title':
      return t('h18_choose_title', { seat: who(a.seat), name: clubName(a.name) });
    case 'h18_hit_discard':
      if (a.keep?.length) {
        const keep = a.keep.map(shotWords).join('; ');
        return t(a.keep.length > 1 ? 'h18_hit_discard_keep_many' : 'h18_hit_discard_keep', { card: card(), seat: who(a.seat), keep });
      }
      return t(l.key, { card: card() });
    case 'h18_hit_follow':
      return t(l.key, { card: card() });
    case 'h18_over':
      return t('h18_over', { seats: list(a.seats) });
    case 'h18_discards':
      return a.n ? t('h18_discards', { list: a.list.map(clubName).join(', ') }) : t('h18_discards_none');
    case 'h18_hit_move':
    case 'h18_hit_wood':
    case 'h18_hit_wood_out':
    case 'h18_hit_chip':
    case 'h18_hit_chip_out':
      return t(l.key, { dir: dirWords(a.dir), hex: hex() });
    case 'h18_hit_bunker':
    case 'h18_hit_bunker_deck':
      return t(l.key, { dir: dirWords(a.dir), hex: hex(), deck: a.deck === 'C' ? t('h18_deck_chip') : t('h18_deck_n', { n: a.deck }) });
    case 'h18_hit_shoot':
      return t('h18_hit_shoot', { dir: dirWords(a.dir), hex: hex(), card: card() });
    case 'h18_hit_shoot_out':
      return t('h18_hit_shoot_out', { dir: dirWords(a.dir), card: card(), path: Number(a.path) + 1 });
    case 'h18_hit_menu':
      if (a.far == null) return t('h18_hit_menu', { hex: hex(), n: a.n });
      return t('h18_hit_menu_where', { hex: hex(), n: a.n, where: t('h18_where', { far: a.far, toward: t(`h18_toward_${a.toward}`) }) });
    case 'h18_legend_band':
      if (a.below == null) return t('h18_legend_least', { n: a.least });
      return Number(a.least) ? t('h18_legend_range', { lo: a.least, hi: Number(a.below) - 1 }) : t('h18_legend_under', { n: a.below });
    case 'h18_tip_move':
    case 'h18_tip_land':
    case 'h18_tip_place':
    case 'h18_legend_tip':
      // A finger taps where a mouse clicks or points.
      return t(touch() ? `${l.key}_touch` : l.key);
    default:
      return t(l.key, a);
  }
}

// ---------- what happened, aloud ----------

/** The course's cells by "q,r" (token: "f", "G3"...) and its greens by hole, read once per course. */
let courseCache = { key: null, cells: null, greens: null };
export function courseOf(view) {
  // Each view is freshly parsed, so the course is recognised by its contents.
  const key = `${view.course.name}\n${(view.course.rows ?? []).join('\n')}\n${(view.course.cells ?? []).length}`;
  if (courseCache.key === key) return courseCache;
  const cells = new Map();
  (view.course.rows ?? []).forEach((line, r) => {
    line.trim().split(/\s+/).forEach((tok, col) => {
      if (tok && tok !== '.') cells.set(`${col - (r - (r & 1)) / 2},${r}`, tok);
    });
  });
  for (const c of view.course.cells ?? []) cells.set(`${c.q},${c.r}`, c.t);
  const greens = new Map();
  for (const [k, tok] of cells) if (tok[0] === 'G') greens.set(Number(tok.slice(1)) - 1, k.split(',').map(Number));
  courseCache = { key, cells, greens };
  return courseCache;
}

const TERRAINS = { f: 'fairway', r: 'rough', b: 'bunker', w: 'water', l: 'lake', t: 'trees', G: 'green', T: 'tee', h: 'clubhouse' };

/** Hexes apart on the grid. */
export function distance([q1, r1], [q2, r2]) {
  const dq = q1 - q2, dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The terrain code of hex `h` ("out" off the course). */
export function terrainAt(view, h) {
  return TERRAINS[(courseOf(view).cells.get(`${h[0]},${h[1]}`) ?? '.')[0]] ?? 'out';
}

/** A hex in words: its terrain and how far it is from the green being played. */
function hexWords(view, h) {
  const { greens } = courseOf(view);
  const terrain = terrainAt(view, h);
  const green = greens.get(view.hole);
  if (!green) return terrainWords(terrain);
  return t('h18_hex', { terrain: terrainWords(terrain), dist: distance(h, green) });
}

function landingWords(view, landing) {
  if (landing === 'out' || landing?.out !== undefined) return t('h18_out');
  return hexWords(view, landing.at);
}

/**
 * Turns one step's events into sentences for the live region.
 * @param {Event[]} events
 * @param {Event[]} prevEvents
 * @param {View} view
 */
export function narrate(events, prevEvents, view) {
  const lines = [];
  for (const e of events) {
    const seat = who(/** @type {{seat?: number}} */ (e).seat);
    switch (e.kind) {
      case 'draft_passed':
        lines.push(t('h18ev_passed'));
        break;
      case 'hole_started':
        lines.push(t('h18ev_hole', { hole: e.hole + 1, par: e.par }));
        break;
      case 'hand_reset':
        lines.push(t('h18ev_reset', { seat }));
        break;
      case 'revealed': {
        const parts = e.order.map((s) => t('h18ev_reveal_part', { seat: who(s), club: clubName(clubNameOf(e.clubs[s])) }));
        if (parts.length) lines.push(t('h18ev_revealed', { list: parts.join(', ') }));
        break;
      }
      case 'skips_round':
        lines.push(t('h18ev_skips', { seat }));
        break;
      case 'moved':
        lines.push(t('h18ev_moved', { seat, to: hexWords(view, e.to) }));
        break;
      case 'drew':
        lines.push(t('h18ev_drew', { seat, deck: e.deck === 'C' ? t('h18_deck_chip') : t('h18_deck_n', { n: e.deck }) }));
        break;
      case 'reshuffled':
        lines.push(t('h18ev_reshuffled', { deck: e.deck }));
        break;
      case 'big_hit_discarded':
        lines.push(t('h18ev_big_discard', { seat, card: cards ? shotWords(shotCode(cards.shots[e.card])) : '' }));
        break;
      case 'flew':
        lines.push(e.landing === 'out' ? t('h18ev_flew_out', { seat }) : t('h18ev_flew', { seat, n: e.path.length, to: landingWords(view, e.landing) }));
        break;
      case 'bunker_exit':
        lines.push(e.landing === 'out' ? t('h18ev_bunker_out', { seat }) : t(`h18ev_bunker_${e.outcome}`, { seat, to: landingWords(view, e.landing) }));
        break;
      case 'in_water':
        lines.push(t('h18ev_water', { seat }));
        break;
      case 'longest_drive':
        lines.push(t('h18ev_longest', { seat }));
        break;
      case 'reached_green':
        lines.push(t(e.hole_in_one ? 'h18ev_hole_in_one' : 'h18ev_green', { seat }));
        break;
      case 'club_back':
        lines.push(t('h18ev_club_back', { seat }));
        break;
      case 'hole_scored': {
        const r = e.result;
        let line = t('h18ev_flag', { hole: e.hole + 1, seat: who(r.flag) });
        if (r.tokens.length) line += ` ${t('h18ev_tokens', { seats: list(r.tokens) })}`;
        lines.push(line);
        break;
      }
      case 'penalty':
        lines.push(t('h18ev_penalty', { seat }));
        break;
      case 'cards_scored':
        lines.push(t('h18ev_cards', { hole: e.hole + 1, list: e.strokes.map((n, s) => t('h18ev_strokes', { seat: who(s), n })).join(', ') }));
        break;
      case 'racer_holed':
        lines.push(t('h18ev_racer', { seat, hole: e.hole + 1, n: e.strokes }));
        break;
      case 'placed':
        lines.push(t('h18ev_placed', { seat, hole: e.hole + 1 }));
        break;
      case 'pots_set':
        lines.push(t('h18ev_pots', { list: e.pots.map((p, h) => `${h + 1}: ${p.reduce((x, y) => x + y, 0)}`).join(', ') }));
        break;
      case 'skin':
        lines.push(e.skin.winner != null
          ? t('h18ev_skin', { seat: who(e.skin.winner), hole: e.skin.hole + 1, n: e.skin.value })
          : t('h18ev_skin_carried', { hole: e.skin.hole + 1, n: e.skin.value, next: (e.next ?? 0) + 1 }));
        break;
      case 'playoff':
        lines.push(t('h18ev_playoff', { seats: list(e.seats) }));
        break;
      case 'claimed': {
        const solo = modeOf(view) === 'solo_chaos' && e.claim.seat > 0;
        lines.push(t('h18ev_claimed', { seat: solo ? t('h18_opp_name', { opp: e.claim.seat }) : who(e.claim.seat), hole: e.claim.hole + 1, n: claimPoints(e.claim.kind) }));
        break;
      }
      case 'opp_club':
        lines.push(t(e.contest ? 'h18ev_opp_flip' : 'h18ev_opp_peek', { opp: e.opp + 1, club: clubName(clubNameOf(e.club)) }));
        break;
      case 'opp_scored':
        if (e.next != null) lines.push(t('h18ev_opp_next', { opp: e.opp + 1, hole: e.next + 1 }));
        break;
      case 'solo_turn':
        if (e.card != null) lines.push(t('h18ev_solo_card'));
        break;
      case 'target_kept':
        lines.push(t('h18ev_target_kept', { seat }));
        break;
      case 'target_revealed':
        lines.push(t('h18ev_target_revealed', { seat, hole: e.hole + 1 }));
        break;
      case 'switched':
        lines.push(t('h18ev_switched', { seat }));
        break;
      case 'extra_turn':
        lines.push(t('h18ev_extra', { seat }));
        break;
      case 'extra_declined':
        lines.push(t('h18ev_extra_declined', { seat }));
        break;
      case 'game_ended':
        lines.push(t(e.winners.length > 1 ? 'ev_game_tie' : 'ev_game_won', { seat: list(e.winners), score: num(e.points[e.winners[0]]) }));
        break;
      default: {
        const line = narrateGolfer(e, view);
        if (line) lines.push(line);
        break;
      }
    }
  }
  return lines;
}

/** Points of a Chaos or Kelly Golf claim ("five", "own_target", {other_target: {of}}...), the engine's. */
function claimPoints(kind) {
  const k = typeof kind === 'string' ? kind : Object.keys(kind)[0];
  return NUMBERS[k] ?? 0;
}

/** The hand of the view's seat in words, for a review's "every card shown"; null without one. */
export const handWords = (view) => (view.hand?.length ? listOf(view.hand.map((c) => clubName(clubNameOf(c)))) : null);

/** Clubs travel as their card numbers 1..34, named from the engine's printed cards. */
export function clubNameOf(c) {
  return c == null ? '?' : cards?.clubs[c - 1]?.name ?? String(c);
}

// ---------- the status line ----------

function todo(view, viewer) {
  const pending = view.golfers?.pending;
  if (pending) return t(`h18gst_${pending[1]}`, { seat: who(pending[0]) });
  switch (view.phase) {
    case 'draft':
      return t('h18st_draft', { n: (view.hand?.length ?? 0) + 1 });
    case 'select':
      return t('h18st_select');
    case 'turn':
      return t('h18st_turn', { club: clubName(clubNameOf(view.selected[viewer])) });
    case 'choose':
      return t('h18st_choose');
    case 'big_hit_discard':
      return t('h18st_discard', { seat: who(view.shot?.seat ?? 0) });
    case 'place':
      return t('h18st_place');
    case 'target':
      return t('h18st_target');
    case 'extra':
      return t('h18st_extra');
    default:
      return t('st_game_over');
  }
}

/**
 * The status line: {main, warn, info}.
 * @param {View} view
 * @param {number} viewer
 * @param {(seat: number) => boolean} bot
 */
export function status(view, viewer, bot) {
  const main = turnLine({ over: view.phase === 'over', toMove: view.to_move, seats: view.positions.length }, viewer, bot, () => todo(view, viewer));
  const skipping = view.water.map((w, s) => (w === 'skipping' ? s : -1)).filter((s) => s >= 0);
  const warn = view.phase !== 'over' && skipping.length ? t('h18st_water', { seats: list(skipping) }) : '';
  const holes = view.course.holes.length;
  const course = view.config.custom?.name
    ?? (view.config.quick ? t('course_quick_n', { n: view.config.quick.seed }) : t(`course_${view.config.course}`));
  const mode = modeOf(view) === 'match_play' ? '' : `${t(`mode_${modeOf(view)}`)} · `;
  const info = mode + (view.phase === 'over' || view.phase === 'draft' || isChaos(view) || modeOf(view) === 'golf_racing'
    ? course
    : t('h18st_info', { hole: view.hole + 1, holes, par: view.par, course }));
  return { main, warn, info };
}

/**
 * The move a shortcut key means when no on-screen hit has it (so a refusal is explained).
 * @param {string} key
 */
export function keyAction(key) {
  return { b: 'big_hit', r: 'reset_hand', x: 'pass' }[key] ?? null;
}

// ---------- the score sheet ----------

/**
 * Holes down, players across: the flag or the token (a point each) taken on each hole, hole-in-one
 * stars, the total; the hole being played marked.
 */
export function sheet(view, { final = false, winners = [] } = {}) {
  if (modeOf(view) !== 'match_play') return modeSheet(view, final, winners);
  const n = view.totals.length;
  const over = view.phase === 'over';
  const played = view.results.length;
  const table = ballSheet('h18-sheet', t('grsheet_hole'), n, played ? winners : [], final || over);
  const body = el('tbody');
  const holes = view.course.holes;
  holes.forEach((hole, h) => {
    const r = view.results[h];
    const now = !r && h === played && !over;
    // Long courses: only the holes played, the one in play and the next few.
    if (!r && !now && h > played + 2) return;
    const tr = el('tr', r ? '' : now ? 'now' : 'later');
    const th = el('th', null);
    th.scope = 'row';
    th.append(el('span', null, String(h + 1)), el('small', 'par', t('grsheet_par', { par: hole.par })));
    tr.append(th);
    for (let s = 0; s < n; s++) {
      const td = el('td');
      if (r) {
        if (r.flag === s) {
          const tag = el('span', 'tag flag-tag', '⚑ 1');
          tag.title = t('h18leg_flag');
          td.append(tag);
        } else if (r.tokens.includes(s)) {
          const tag = el('span', 'tag token-tag', '● 1');
          tag.title = t('h18leg_token');
          td.append(tag);
        } else td.append(el('span', 'pts', '·'));
        if (r.hole_in_ones.includes(s)) {
          const tag = el('span', 'tag bonus', '★');
          tag.title = t('h18leg_hio');
          td.append(tag);
        }
      } else if (now) {
        const arrived = view.arrived.find((x) => x.seat === s);
        td.append(el('span', 'running', arrived ? t('h18sheet_arrived') : '…'));
      }
      tr.append(td);
    }
    body.append(tr);
  });
  table.append(body);
  return ballSheetFoot(table, { totals: view.totals, leaders: played ? winners : [], played, tie: { label: t('h18sheet_hio'), title: t('h18leg_hio'), values: view.hole_in_ones } });
}

/** One cell: a tag with its words on hover, or a quiet dot. */
function tag(cls, text, title) {
  const x = el('span', `tag ${cls}`, text);
  if (title) x.title = title;
  return x;
}

/** A Skins row: the winner's tokens, the tied players' carry, a dot for the rest. */
function skinCells(tr, skin, n) {
  for (let s = 0; s < n; s++) {
    const td = el('td');
    if (skin?.winner === s) td.append(tag('flag-tag', `+${skin.value}`, t('h18leg_skin')));
    else if ((skin?.tied ?? []).includes(s)) td.append(tag('token-tag', '↷', t('h18leg_carried')));
    else td.append(el('span', 'pts', '·'));
    tr.append(td);
  }
}

/** A green's row in the chaos modes: what each seat scored there (5 and own targets stand out). */
function claimCells(tr, claims, n) {
  for (let s = 0; s < n; s++) {
    const td = el('td');
    const mine = claims.filter((c) => c.seat === s);
    for (const c of mine) {
      const kind = typeof c.kind === 'string' ? c.kind : 'other_target';
      const pts = claimPoints(c.kind);
      td.append(tag(pts >= 3 ? 'flag-tag' : 'token-tag', `+${pts}`, t(`h18leg_claim_${kind}`)));
    }
    if (!mine.length) td.append(el('span', 'pts', '·'));
    tr.append(td);
  }
}

/**
 * The other modes' sheets, holes (or greens) down, players across: strokes per hole (with
 * Stableford points), the race's progress, Skins won and carried, or the greens scored in the
 * chaos modes.
 */
function modeSheet(view, final, winners) {
  const mode = modeOf(view);
  if (mode === 'solo_chaos') return soloSheet(view, final);
  const ms = msOf(view);
  const n = view.totals.length;
  const over = view.phase === 'over';
  const holes = view.course.holes;
  const chaos = isChaos(view);
  const played = chaos ? ms.claims.length : mode === 'skins' ? ms.skins.length : (ms.cards ?? []).filter((c) => c.some((x) => x != null)).length;
  const leaders = played ? winners : [];
  const table = ballSheet('h18-sheet', t(chaos ? 'h18sheet_green' : 'grsheet_hole'), n, leaders, final || over);
  const body = el('tbody');
  const rowHead = (tr, h, extra) => {
    const th = el('th', null);
    th.scope = 'row';
    th.append(el('span', null, String(h + 1)), el('small', 'par', extra ?? t('grsheet_par', { par: holes[h].par })));
    tr.append(th);
  };
  holes.forEach((hole, h) => {
    const tr = el('tr');
    if (mode === 'stroke_play' || mode === 'stableford' || mode === 'golf_racing') {
      const card = ms.cards?.[h];
      const now = mode === 'golf_racing' ? false : !card && h === view.hole && !over;
      if (!card && !now && mode !== 'golf_racing' && h > view.hole + 2) return;
      if (mode === 'golf_racing' && !card?.some((x) => x != null) && !ms.at_hole.includes(h)) return;
      tr.className = card ? '' : 'now';
      rowHead(tr, h);
      for (let s = 0; s < n; s++) {
        const td = el('td');
        const strokes = card?.[s];
        if (strokes != null) {
          td.append(el('span', 'pts', String(strokes)));
          if (mode === 'stableford') td.append(tag('token-tag', `${Math.max(0, 2 + hole.par - strokes)}`, t('h18leg_stableford')));
          if (strokes < hole.par) td.append(tag('bonus', '−', t('h18leg_under')));
        } else if (mode === 'golf_racing' ? ms.at_hole[s] === h && !over : now) {
          const waiting = ms.holed?.[s];
          td.append(el('span', 'running', waiting ? t('h18sheet_arrived') : `${view.turns_on_hole[s] + (ms.penalties?.[s] ?? 0)}…`));
        } else td.append(el('span', 'pts', '·'));
        tr.append(td);
      }
    } else if (mode === 'skins') {
      const skin = ms.skins.filter((x) => x.hole === h && !x.playoff).pop();
      const pot = (ms.pots[h] ?? []).reduce((a, b) => a + b, 0);
      if (!skin && h > view.hole + 2 && !over) return;
      tr.className = skin ? '' : h === view.hole && !over ? 'now' : 'later';
      rowHead(tr, h, skin ? t('h18sheet_worth', { n: skin.value }) : t('h18sheet_worth', { n: pot }));
      skinCells(tr, skin, n);
    } else {
      const claims = ms.claims.filter((c) => c.hole === h);
      // Tokens still on the green (a flag in Kelly Golf and Chaos Teams).
      const pot = ms.pots[h] ?? [];
      const left = mode === 'chaos_golf' ? pot.join(' ') : pot.length ? '⚑' : '';
      if (!claims.length && !(mode === 'kelly_golf' && ms.targets.some((x, s) => s === view.seat && x === h))) return;
      rowHead(tr, h, left ? t('h18sheet_left', { list: left }) : '');
      claimCells(tr, claims, n);
    }
    body.append(tr);
  });
  // Skins elimination holes, after the course.
  for (const skin of ms.skins?.filter((x) => x.playoff) ?? []) {
    const tr = el('tr');
    rowHead(tr, skin.hole, t('h18sheet_playoff'));
    skinCells(tr, skin, n);
    body.append(tr);
  }
  table.append(body);
  const tie = ['skins', 'chaos_golf', 'chaos_teams', 'kelly_golf'].includes(mode) ? null : { label: t('h18sheet_hio'), title: t('h18leg_hio'), values: view.hole_in_ones };
  return ballSheetFoot(table, { totals: view.totals, leaders, played, tie, lower: mode === 'stroke_play' });
}

/** Solo Chaos Golf: greens down, you and the three opponents across. */
function soloSheet(view, final) {
  const ms = msOf(view);
  const over = view.phase === 'over';
  const totals = [view.totals[0], ...ms.opp_points];
  // The engine says who leads: the player on a tie, else the opponents ahead.
  const ahead = view.opponents_ahead ?? [];
  const leaders = ms.claims.length ? (ahead.length ? ahead : [0]) : [];
  const table = ballSheet('h18-sheet', t('h18sheet_green'), 4, leaders, final || over);
  // Columns 2-4 are the automated opponents.
  table.querySelectorAll('thead th .who').forEach((span, i) => {
    if (i > 0) { span.textContent = t('h18_opp_short', { opp: i }); span.parentElement.title = t('h18_opp_name', { opp: i }); }
  });
  const body = el('tbody');
  view.course.holes.forEach((hole, h) => {
    const claims = ms.claims.filter((c) => c.hole === h);
    if (!claims.length) return;
    const tr = el('tr');
    const th = el('th', null);
    th.scope = 'row';
    const left = (ms.pots[h] ?? []).join(' ');
    th.append(el('span', null, String(h + 1)), el('small', 'par', left ? t('h18sheet_left', { list: left }) : ''));
    tr.append(th);
    claimCells(tr, claims, 4);
    body.append(tr);
  });
  table.append(body);
  return ballSheetFoot(table, { totals, leaders, played: ms.claims.length, tie: null });
}

/** The sheet's marks for the mode being played (Match Play's without a view). */
export function legend(view) {
  const pts = NUMBERS;
  switch (view ? modeOf(view) : 'match_play') {
    case 'stroke_play':
    case 'golf_racing':
      return [['bonus', '−', 'h18leg_under'], ['bonus', '★', 'h18leg_hio']];
    case 'stableford':
      return [['token-tag', '3', 'h18leg_stableford'], ['bonus', '−', 'h18leg_under']];
    case 'skins':
      return [['flag-tag', '+5', 'h18leg_skin'], ['token-tag', '↷', 'h18leg_carried']];
    case 'chaos_golf':
    case 'solo_chaos':
      return [['flag-tag', `+${pts.five}`, 'h18leg_claim_five'], ['token-tag', `+${pts.two}`, 'h18leg_claim_two']];
    case 'chaos_teams':
      return [['token-tag', `+${pts.flag}`, 'h18leg_claim_flag']];
    case 'kelly_golf':
      return [['flag-tag', `+${pts.own_target}`, 'h18leg_claim_own_target'], ['token-tag', `+${pts.other_target}`, 'h18leg_claim_other_target'], ['token-tag', `+${pts.flag}`, 'h18leg_claim_flag']];
    default:
      return [['flag-tag', '⚑', 'h18leg_flag'], ['token-tag', '●', 'h18leg_token'], ['bonus', '★', 'h18leg_hio']];
  }
}


// ---------- pauses and the end ----------

/** @param {View} view */
export function breakDialog(view) {
  const mode = modeOf(view);
  if (mode !== 'match_play') {
    const ms = msOf(view);
    const last = mode === 'skins' ? ms.skins[ms.skins.length - 1] : null;
    const h = mode === 'skins' ? last.hole + 1 : ms.cards.length;
    const sub = mode === 'skins'
      ? (last.winner != null ? t('h18ev_skin', { seat: who(last.winner), hole: h, n: last.value }) : t('h18ev_skin_carried', { hole: h, n: last.value, next: view.hole + 1 }))
      : ms.cards[h - 1].map((x, s) => t('h18ev_strokes', { seat: who(s), n: x })).join(', ');
    const next = view.course.holes[view.hole];
    return { title: t('h18break_title_mode', { hole: h }), sub, next: next ? t('h18break_next', { hole: view.hole + 1, par: next.par }) : t('ok'), table: true };
  }
  const h = view.results.length;
  const r = view.results[h - 1];
  const sub = r.tokens.length
    ? t('h18break_sub_tokens', { seat: who(r.flag), seats: list(r.tokens) })
    : t('h18break_sub', { seat: who(r.flag) });
  const next = view.course.holes[h];
  return { title: t('h18break_title', { hole: h, rounds: r.rounds }), sub, next: next ? t('h18break_next', { hole: h + 1, par: next.par }) : t('ok'), table: true };
}

/**
 * Final words for the engine's `winners` (every mode's score, then its tie-break).
 * @param {View} view
 * @param {number[]} w
 */
export function finalText(view, w) {
  const best = view.totals[w[0]];
  const mode = modeOf(view);
  if (mode === 'solo_chaos') {
    const opp = msOf(view).opp_points;
    const top = Math.max(...opp);
    return w.length
      ? { title: t('h18final_solo_won'), sub: t('h18final_solo_sub', { score: num(view.totals[0]), opp: num(top) }) }
      : { title: t('h18final_solo_lost', { opp: opp.indexOf(top) + 1 }), sub: t('h18final_solo_sub', { score: num(view.totals[0]), opp: num(top) }) };
  }
  if (mode !== 'match_play') {
    return {
      title: t(w.length > 1 ? 'final_tie' : 'final_win', { seat: list(w) }),
      sub: t(`h18final_${mode}`, { score: num(best) }),
    };
  }
  const tiedOnPoints = view.totals.filter((v) => v === best).length > w.length;
  return {
    title: t(w.length > 1 ? 'final_tie' : 'final_win', { seat: list(w) }),
    sub: t(tiedOnPoints ? 'h18final_sub_hio' : 'h18final_sub', { score: num(best) }),
  };
}
