// @ts-check
// Thin wrapper over the wasm GameSession: values cross as plain JS objects both ways (the engine
// converts them itself), records leave as JSON text for saves and links, and thrown errors
// become EngineErrors with their code.
// Each game's engine is a module of its own (pkg/<id>/), fetched the first time it is needed,
// so a page downloads only the games it plays; the list of games needs no engine at all.
import { CATALOG } from './catalog.js';
/** @import { EngineModule, GameSession } from './types' */
/** @import { PageCode } from './games/common.js' */

export class EngineError extends Error {
  /** `args`: what the page's words for `code` fill in (the page's own refusals: {kb, max}). */
  constructor(code, message, args = undefined) {
    super(message);
    this.code = code;
    if (args) this.args = args;
  }
}

// Worded by the page (err_unknown_game), as the engine's refusal of the same code is.
const unknownGame = (id) => new EngineError('unknown_game', `unknown_game: ${id}`);

/** The games of the suite (no engine needed). */
export function games() {
  return CATALOG.map((g) => ({ ...g }));
}

// Tools modules that are not games: 18 Holes' course tools (designer, sheets, course files).
const TOOLS = ['holes18-tools'];
// Only ids from the catalog, and the tools, ever become a module address.
const hasEngine = (id) => TOOLS.includes(id) || CATALOG.some((g) => g.id === id);

/**
 * `load()` for game `id` once, kept in `cache` (id -> promise). A failure is forgotten, since a
 * dropped connection may work on the next try, and rejects as `engine_unavailable`.
 */
function once(cache, id, what, load) {
  if (!hasEngine(id)) return Promise.reject(unknownGame(id));
  if (!cache.has(id)) {
    cache.set(id, load().catch((e) => {
      cache.delete(id);
      throw new EngineError('engine_unavailable', `The ${id} ${what} could not be loaded: ${e?.message ?? e}`);
    }));
  }
  return cache.get(id);
}

/** @type {Map<string, Promise<EngineModule>>} */
const engines = new Map();
/**
 * Fetches and starts one game's engine, once; resolves to the module.
 * @param {string} id
 * @returns {Promise<EngineModule>}
 */
export function loadEngine(id) {
  return once(engines, id, 'engine', () => startModule(`../pkg/${id}/`));
}

/** Fetches and starts the module in `path` (relative to this file). */
function startModule(path) {
  const dir = new URL(path, import.meta.url);
  // The wasm is fetched alongside its glue rather than after it: one round trip less.
  const wasm = fetch(new URL('clubhouse_bg.wasm', dir));
  wasm.catch(() => { /* reported by the init below */ });
  return import(new URL('clubhouse.js', dir).href).then(async (/** @type {EngineModule} */ m) => {
    await m.default({ module_or_path: wasm });
    return m;
  });
}

const pages = new Map();
/**
 * One game's page code (js/games/<id>.js: its narration, score sheet and setup fields), once.
 * It comes with the game's engine rather than with the page, so a visit loads only its game.
 * @param {string} id
 * @returns {Promise<PageCode>}
 */
export function loadPageCode(id) {
  return once(pages, id, 'page code', () => {
    preloadChunks(id);
    return import(new URL(`./games/${id}.js`, import.meta.url).href);
  });
}

/**
 * The built site's page lists the chunks each game's page code imports (scripts/bundle.mjs):
 * fetched now, beside the page code, instead of once it has arrived. The source site has none.
 */
function preloadChunks(id) {
  let chunks = [];
  try {
    chunks = JSON.parse(globalThis.document?.getElementById('game-chunks')?.textContent ?? '{}')[id] ?? [];
  } catch { /* a page without the list loads the chunks as the page code asks */ }
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Runs an engine call; a thrown engine error comes out as an EngineError with its code. */
export function guard(fn) {
  try {
    return fn();
  } catch (e) {
    throw new EngineError(e?.code || 'unknown', String(e?.message ?? e), e?.args);
  }
}

/**
 * A scene as the page draws it: each hit's and each rectangle's or card's `at` spread into its
 * own x, y, w and h. The engine nests them because serde's flattening costs 1–2 KB of every
 * module; the painter, the input and the page's hit list read them flat.
 */
export function flatRects(scene) {
  const spread = (list) => { for (const item of list) if (item.at) Object.assign(item, item.at); };
  for (const layer of [scene, scene.world]) {
    if (!layer) continue;
    spread(layer.shapes);
    spread(layer.hits);
    for (const preview of layer.previews ?? []) spread(preview.shapes);
  }
  return scene;
}

/** A record's text read, so the engine of the game it names can load; text that is not JSON is refused. */
function parseRecord(text) {
  let record;
  try {
    record = JSON.parse(text);
  } catch (e) {
    throw new EngineError('record_malformed', `This is not a readable match record: ${e.message}`);
  }
  if (typeof record?.game !== 'string') throw new EngineError('record_malformed', 'This match record names no game.');
  return record;
}

/**
 * Bots' moves and hints, worked out in a worker (bot-worker.js) so the page never freezes while a
 * search runs. Where no worker can start or load the engine (an old browser, a host's security
 * policy), the question is answered on the page's thread instead: same record, same answer.
 */
class Thinker {
  worker = null;
  failed = typeof Worker === 'undefined';
  asked = 0;
  waiting = new Map(); // question number -> {resolve, reject, here}

  /** `here()` answers on this thread; the promise gets the engine's answer. */
  ask(game, seat, level, here) {
    if (!this.failed && !this.worker) this.start();
    // A moment first, so what the page just drew ("Thinking…") shows before the search.
    if (this.failed) return new Promise((resolve) => setTimeout(resolve, 30)).then(here);
    const n = ++this.asked;
    return new Promise((resolve, reject) => {
      this.waiting.set(n, { resolve, reject, here });
      this.worker.postMessage({ n, id: game.id, record: game.recordValue(), seat, level });
    });
  }

  start() {
    try {
      this.worker = new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' });
    } catch {
      this.failed = true;
      return;
    }
    this.worker.onmessage = ({ data: { n, answer, error } }) => {
      const q = this.waiting.get(n);
      if (!q) return;
      this.waiting.delete(n);
      if (!error) return q.resolve(answer);
      // The worker could not load the engine: ask here from now on. Any other refusal is the
      // engine's, and asking here gives it in full (or the answer, had the worker failed oddly).
      if (error.code === 'engine_unavailable') this.stop();
      this.answerHere(q);
    };
    // The worker's script did not load or run: every question goes to the page's thread.
    this.worker.onerror = (ev) => {
      ev.preventDefault();
      this.stop();
      const all = [...this.waiting.values()];
      this.waiting.clear();
      all.forEach((q) => this.answerHere(q));
    };
  }

  stop() {
    this.failed = true;
    this.worker?.terminate();
    this.worker = null;
  }

  answerHere(q) {
    try {
      q.resolve(q.here());
    } catch (e) {
      q.reject(e);
    }
  }
}
const thinker = new Thinker();

export class Game {
  /**
   * `engine`: the game's module, for what its page code draws with (18 Holes' printed cards).
   * @param {GameSession} session
   * @param {EngineModule} engine
   */
  constructor(session, engine) {
    this.s = session;
    this.engine = engine;
    // Views and the record as the engine last wrote them, until the match changes: a move's
    // frame asks for the same view several times, and for the record to save it and to send it
    // to the bots. Read only, by every caller.
    this.known = new Map();
  }
  /** The engine's answer to `what`, asked once until the match changes. */
  once(what, ask) {
    if (!this.known.has(what)) this.known.set(what, ask());
    return this.known.get(what);
  }
  /**
   * A new game; loads its engine first. The seed is a whole number from 0 to 2^53-1 or a 256-bit
   * key as 64 lowercase hexadecimal digits (an online room's); without one the engine draws a
   * number. Either way it is in the record. Rejects with an EngineError.
   * @param {string} id
   * @param {object} config
   * @param {number | string} [seed]
   */
  static async create(id, config, seed) {
    const engine = await loadEngine(id);
    return new Game(guard(() => engine.GameSession.create(id, config, seed)), engine);
  }
  /** A game rebuilt from a record (a save, a share link), with the engine of the game it names. */
  static async fromRecord(text) {
    const record = parseRecord(text);
    const engine = await loadEngine(record.game);
    return new Game(guard(() => engine.GameSession.fromRecord(record)), engine);
  }
  get id() { return this.s.game(); }
  get seats() { return this.s.seats(); }
  get over() { return this.s.isOver(); }
  get actionCount() { return this.s.actionCount(); }
  toMove() { return this.s.toMove(); }
  scores() { return this.s.scores(); }
  /** The seats that win if the game ended now (the result once over), by the game's own rules. */
  winners() { return this.s.winners(); }
  view(seat) { return this.once(seat, () => this.s.view(seat)); }
  /** Returns the events; throws EngineError and changes nothing when the move is refused. */
  act(seat, action) {
    const events = guard(() => this.s.act(seat, action));
    this.known.clear();
    return events;
  }
  botAction(seat, level) { return guard(() => this.s.botAction(seat, level)); }
  /** The hard bot's move for `seat` from its own view, and why: {action, compared, playouts, outlook, next_best, figures}. */
  hint(seat) { return guard(() => this.s.hint(seat)); }
  /** `botAction` and `hint` worked out off the page's thread: promises (see Thinker). */
  botActionSoon(seat, level) { return thinker.ask(this, seat, level, () => this.botAction(seat, level)); }
  hintSoon(seat) { return thinker.ask(this, seat, 'hint', () => this.hint(seat)); }
  /**
   * The table as `seat` sees it, at w × h. The engine keeps the last action's events; pass them
   * (or []) to say whether to animate. A game whose page code lays its table out (18 Holes) gets
   * a table from the engine, which `layout(table, w, h, engine)` turns into the scene.
   */
  scene(seat, w, h, events = [], layout = undefined) {
    const drawn = this.s.scene(seat, w, h, events.length > 0);
    return flatRects('table' in drawn ? layout(drawn, w, h, this.engine) : drawn);
  }
  /** The match record as JSON text (saves, share links); `recordValue` as an object. */
  record() { return JSON.stringify(this.recordValue()); }
  recordValue() { return this.once('record', () => this.s.record()); }
  /** The record as text once the match is over (a review's), else null. */
  finalRecord() { return this.over ? this.record() : null; }
  setMeta(meta) {
    guard(() => this.s.setMeta(meta));
    this.known.delete('record');
  }
  /** The fewest actions undo may rewind `seat` to: later moves showed that seat nothing hidden. */
  undoFloor(seat) { return this.s.undoFloor(seat); }
  /** Undo for `seat`: refused (EngineError) below its undo floor. */
  truncate(n, seat) {
    guard(() => this.s.truncate(n, seat));
    this.known.clear();
  }
  free() { this.s.free(); }
}
