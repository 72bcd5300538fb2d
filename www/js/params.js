// @ts-check
// Options in the page address, so a plain <iframe> (or the <clubhouse-game> element, which builds
// one) can choose the game and table: ?embed=1&game=golfie&players=2&bots=normal&lang=fr&theme=dark.
// A wrong value becomes a problem the page states in words; unknown parameters are ignored so
// older pages keep working with newer snippets.
import { t, languages } from './i18n.js';
import { ruleNumbers } from './catalog.js';

const LEVELS = ['easy', 'normal', 'hard'];
const PACES = ['relaxed', 'quick'];
const THEMES = ['auto', 'light', 'dark'];
// A save slot name becomes part of a storage key.
const SLOT = /^[A-Za-z0-9_-]{1,40}$/;

const problem = (code, args = {}) => ({ code: `param_${code}`, args });
const whole = (text) => (/^\d{1,3}$/.test(text) ? Number(text) : null);
const isFlag = (v) => v != null && !['0', 'false', 'no', 'off'].includes(v.toLowerCase());

/** First pass, before the engine loads: what the chrome, the theme and storage depend on. */
export function readParams(search) {
  const q = new URLSearchParams(search);
  const get = (k) => {
    const v = q.get(k);
    return v == null || v.trim() === '' ? null : v.trim();
  };
  const problems = [];
  const oneOf = (param, list) => {
    const v = get(param);
    if (v == null) return null;
    if (list.includes(v.toLowerCase())) return v.toLowerCase();
    problems.push(problem(param, { value: v, allowed: list.join(', ') }));
    return null;
  };
  /** A comma-separated list whose every item passes `ok`, else a problem and null. */
  const list = (v, ok, param) => {
    if (v == null) return null;
    const items = v.split(',').map((x) => x.trim()).filter(Boolean);
    if (items.length && items.every(ok)) return items;
    problems.push(problem(param, { value: v }));
    return null;
  };
  const p = {
    embed: isFlag(q.get('embed')),
    nosw: q.has('nosw'),
    learn: isFlag(q.get('learn')), // with `game`: its lesson (a guided first game)
    // Online rooms: a site's own signalling relays (wss://, comma-separated), checked with the
    // rest; its TURN server is read from `query` by the rooms' code (online.js).
    relay: list(get('relay'), (u) => /^wss?:\/\/[^\s,]+$/.test(u), 'relay'),
    query: q,
    game: get('game')?.toLowerCase() ?? null,
    mode: get('mode')?.toLowerCase() ?? null,
    course: get('course'),
    players: get('players') ?? get('seats'),
    humans: get('humans'),
    rounds: get('rounds'),
    bots: oneOf('bots', LEVELS),
    pace: oneOf('pace', PACES),
    lang: oneOf('lang', languages),
    theme: oneOf('theme', THEMES),
    save: get('save'),
    problems,
  };
  if (p.save != null && !SLOT.test(p.save)) {
    problems.push(problem('save', { value: p.save }));
    p.save = null;
  }
  return p;
}

/**
 * Second pass, once the catalog is known: checks the game and its table. Returns
 * {game, mode, players, seats, humans, rounds, course} or null, adding to `p.problems`. With `players`
 * the match starts at once; without, the setup screen opens (with `seats` seats if a team split
 * says how many). A parameter the chosen game has no use for (a course, rounds) is ignored.
 * `modules` holds the games' page code by id; the named game's must be loaded.
 */
export function settle(p, catalog, modules) {
  if (!p.game) return null;
  const g = catalog.find((x) => x.id === p.game);
  if (!g) {
    p.problems.push(problem('game', { value: p.game, allowed: catalog.map((x) => x.id).join(', ') }));
    return null;
  }
  const mod = modules[g.id];
  const name = t(`game_${g.id}`);
  const before = p.problems.length;

  let mode = mod.modes[0];
  if (p.mode != null) {
    if (mod.modes.includes(p.mode)) mode = p.mode;
    else p.problems.push(problem('mode', { value: p.mode, game: name, allowed: mod.modes.join(', ') }));
  }
  // A team split ("2v2v2") fixes the number of seats.
  const teamSeats = /^\d+(v\d+)+$/.test(mode) ? mode.split('v').reduce((a, b) => a + Number(b), 0) : null;

  let players = null;
  if (p.players != null) {
    const n = whole(p.players);
    if (n == null || n < g.min_players || n > g.max_players) {
      p.problems.push(problem('players', { value: p.players, game: name, min: g.min_players, max: g.max_players }));
    } else if (teamSeats != null && n !== teamSeats) {
      p.problems.push(problem('mode_players', { mode, n: teamSeats }));
    } else players = n;
  }

  let humans = 1;
  if (p.humans != null) {
    const n = whole(p.humans);
    const most = players ?? g.max_players;
    if (n == null || n > most) p.problems.push(problem('humans', { value: p.humans, max: most }));
    else humans = n;
  }

  let rounds = null;
  if (p.rounds != null && mod.setupFields.includes('rounds')) {
    const n = whole(p.rounds);
    const most = ruleNumbers(g.id).max_rounds;
    if (n == null || n < 1 || n > most) p.problems.push(problem('rounds', { value: p.rounds, max: most }));
    else rounds = n;
  }
  let course = null;
  if (p.course != null) {
    // A game with a choice of course (18 Holes) lists its shipped courses in `courses`.
    if (!mod.courses) console.info(`clubhouse: ${g.id} has no courses; course=${p.course} ignored`);
    else if (!mod.courses.includes(p.course)) p.problems.push(problem('course', { value: p.course, game: name, allowed: mod.courses.join(', ') }));
    else course = p.course;
  }
  return p.problems.length > before ? null : { game: g, mode, players, seats: players ?? teamSeats, humans, rounds, course };
}
