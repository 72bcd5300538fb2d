// @ts-check
// The finished matches kept on this device (the games list and its reviews): one entry per match
// under its own key, and an index of short summaries for the list, newest first, so the list
// never reads every record and one match too big to keep loses nothing else. Shared by every save
// slot of the site. The records are untrusted when read back, as any save. Fetched when a game
// ends or the list or a review opens, not with every first visit.
import { read, write, toBase64Url } from '../store.js';
import { loadEngine } from '../engine.js';
/** @import { TableSource } from '../types' */
/** @import { TableMeta } from '../table-plugin' */

const GAMES_KEY = 'clubhouse:v1:games';
const GAME_PREFIX = 'clubhouse:v1:game:';
/** At most this many matches are kept; the oldest go first (a record is 1 to 40 KB). */
export const GAMES_KEPT = 300;

/**
 * A kept match's summary: `key` its storage key, `date` when it ended (ms), the game, its mode
 * (or null), each seat's name, kind and score, the engine's winners, and `better`: whether the
 * winners scored `low` or `high` (null when everyone won), and `rounds`: each round's (or hole's)
 * scores by seat.
 * @typedef {{key: string, date: number, game: string, mode: string | null, names: string[], kinds: string[], scores: number[], winners: number[], better: 'low' | 'high' | null, rounds?: number[][], online?: boolean}} KeptGame
 */

/** @returns {KeptGame[]} the index, newest first (entries that do not read as one left out) */
export function listGames() {
  try {
    const list = JSON.parse(read(GAMES_KEY));
    return Array.isArray(list) ? list.filter((g) => typeof g?.key === 'string' && typeof g.game === 'string' && Array.isArray(g.scores)) : [];
  } catch { return []; }
}

/** The record text of kept match `key`, or null. */
export const loadGame = (key) => (key.startsWith(GAME_PREFIX) ? read(key) : null);

/**
 * Keeps a finished match: its record text and summary (`key` made here from the record's own
 * digest, so the same match kept twice stays one). Resolves to the summary kept, or rejects with
 * `games_full` when the browser refuses (nothing else is changed then).
 * @param {string} text
 * @param {Omit<KeptGame, 'key'>} summary
 * @returns {Promise<KeptGame>}
 */
export async function keepGame(text, summary) {
  const key = await gameKey(text);
  const entry = { ...summary, key };
  const list = listGames().filter((g) => g.key !== key);
  try {
    localStorage.setItem(key, text);
    localStorage.setItem(GAMES_KEY, JSON.stringify([entry, ...list.slice(0, GAMES_KEPT - 1)]));
  } catch (e) {
    try { if (!list.some((g) => g.key === key)) localStorage.removeItem(key); } catch { /* as it was */ }
    throw Object.assign(new Error(String(e?.message ?? e)), { code: 'games_full' });
  }
  for (const old of list.slice(GAMES_KEPT - 1)) forgetGame(old.key, false);
  return entry;
}

/** The key match record `text` is (or would be) kept under: a digest of the record. */
export async function gameKey(text) {
  const bytes = new TextEncoder().encode(text);
  // A page served over plain http (not localhost) has no SubtleCrypto: two FNV-1a hashes then.
  if (!globalThis.crypto?.subtle) {
    let a = 0x811c9dc5;
    let b = 0x1b873593;
    for (const x of bytes) {
      a = Math.imul(a ^ x, 0x01000193) >>> 0;
      b = Math.imul(b ^ x, 0x5bd1e995) >>> 0;
    }
    return `${GAME_PREFIX}${a.toString(36)}${b.toString(36)}${bytes.length.toString(36)}`;
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return GAME_PREFIX + toBase64Url(digest.subarray(0, 12));
}

/** Forgets kept match `key` (its record, verdict and entry); `index` false leaves the index as it is. */
export function forgetGame(key, index = true) {
  if (!key.startsWith(GAME_PREFIX)) return;
  write(key, null);
  write(`${key}:verdict`, null);
  if (index) {
    try { localStorage.setItem(GAMES_KEY, JSON.stringify(listGames().filter((g) => g.key !== key))); } catch { /* as it was */ }
  }
}

/** The coach's verdict kept with match `key` (JSON text), or null. */
export const loadVerdict = (key) => (key?.startsWith(GAME_PREFIX) ? read(`${key}:verdict`) : null);
/** Keeps a verdict with match `key`; false when the browser would not store it. */
export function saveVerdict(key, text) {
  if (!key?.startsWith(GAME_PREFIX)) return false;
  try {
    localStorage.setItem(`${key}:verdict`, text);
    return true;
  } catch { return false; }
}


/**
 * Keeps finished match `text` on this device with its summary, read from `source` (an engine with
 * the match at its end) and `meta` (names, each seat's kind); `date` when it ended, `online` if it
 * was played in a room. Rejects (`games_full`) when the browser refuses; nothing else is
 * changed then.
 * @param {string} text
 * @param {TableSource} source
 * @param {TableMeta} meta
 */
export async function keepFinished(text, source, meta, { date = Date.now(), online = meta.seats.some((s) => s.kind === 'online') } = {}) {
  const scores = source.scores();
  const winners = source.winners();
  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  const others = scores.filter((_, i) => !winners.includes(i));
  const won = winners.map((i) => scores[i]);
  const better = !others.length || !won.length || mean(won) === mean(others) ? null : mean(won) < mean(others) ? 'low' : 'high';
  const config = /** @type {{mode?: unknown}} */ (source.view(-1).config);
  return keepGame(text, {
    date,
    online,
    game: source.id,
    mode: typeof config?.mode === 'string' ? config.mode : null,
    names: meta.names.slice(0, source.seats),
    kinds: meta.seats.slice(0, source.seats).map((s) => s.kind),
    scores,
    winners,
    better,
    rounds: await roundScores(text).catch(() => []),
  });
}

/**
 * Each round's (or hole's) scores in match `text`, by seat: the running totals' change between the
 * game's pauses (the pause after each round or hole, as the engine keeps them) and to the end, from
 * a replay of the record. A game whose rounds are not paused gives one "round", the whole game.
 * @returns {Promise<number[][]>}
 */
async function roundScores(text) {
  const record = JSON.parse(text);
  const { GameSession } = await loadEngine(record.game);
  const s = GameSession.fromRecord({ ...record, actions: [] });
  try {
    const totals = [s.scores()];
    let pauses = s.view(-1).pause.done;
    for (const [seat, action] of record.actions) {
      s.act(seat, action);
      const done = s.view(-1).pause.done;
      if (done !== pauses) totals.push(s.scores());
      pauses = done;
    }
    if (JSON.stringify(totals.at(-1)) !== JSON.stringify(s.scores())) totals.push(s.scores());
    return totals.slice(1).map((now, i) => now.map((v, seat) => v - totals[i][seat]));
  } finally {
    s.free();
  }
}

