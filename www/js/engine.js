// Thin wrapper over the wasm GameSession: parses the JSON it returns and turns its thrown
// errors into plain {code, message} objects, so the rest of the page never sees raw strings.
// Each game's engine is a module of its own (pkg/<id>/), fetched the first time it is needed,
// so a page downloads only the games it plays; the list of games needs no engine at all.
import { CATALOG } from './catalog.js';

export class EngineError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

const unknownGame = (id) => new EngineError('unknown_game', `There is no game called '${id}' in Clubhouse (yet).`);

/** The games of the suite (no engine needed). */
export function games() {
  return CATALOG.map((g) => ({ ...g }));
}

// Tools modules that are not games: 18 Holes' course tools (designer, sheets, course files).
const TOOLS = ['holes18-tools'];
// Only ids from the catalog, and the tools, ever become a module address.
const hasEngine = (id) => TOOLS.includes(id) || CATALOG.some((g) => g.id === id && g.playable);

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

const engines = new Map();
/** Fetches and starts one game's engine, once; resolves to the module. */
export function loadEngine(id) {
  return once(engines, id, 'engine', () => {
    const dir = new URL(`../pkg/${id}/`, import.meta.url);
    // The wasm is fetched alongside its glue rather than after it: one round trip less.
    const wasm = fetch(new URL('clubhouse_bg.wasm', dir));
    wasm.catch(() => { /* reported by the init below */ });
    return import(new URL('clubhouse.js', dir).href).then(async (m) => {
      await m.default({ module_or_path: wasm });
      return m;
    });
  });
}

const pages = new Map();
/**
 * One game's page code (js/games/<id>.js: its narration, score sheet and setup fields), once.
 * It comes with the game's engine rather than with the page, so a visit loads only its game.
 */
export function loadPageCode(id) {
  return once(pages, id, 'page code', () => import(new URL(`./games/${id}.js`, import.meta.url).href));
}

/** Runs an engine call; a thrown engine error comes out as an EngineError with its code. */
export function guard(fn) {
  try {
    return fn();
  } catch (e) {
    throw new EngineError(e?.code || 'unknown', String(e?.message ?? e));
  }
}

/** The game a record names, read before any engine loads; a record that is not JSON is refused. */
function recordGame(text) {
  let record;
  try {
    record = JSON.parse(text);
  } catch (e) {
    throw new EngineError('record_malformed', `This is not a readable match record: ${e.message}`);
  }
  if (typeof record?.game !== 'string') throw new EngineError('record_malformed', 'This match record names no game.');
  return record.game;
}

export class Game {
  constructor(session) {
    this.s = session;
  }
  /**
   * A new game; loads its engine first. Without a seed the engine draws one (it is in the
   * record). Rejects with an EngineError.
   */
  static async create(id, config, seed) {
    const { GameSession } = await loadEngine(id);
    return new Game(guard(() => GameSession.create(id, JSON.stringify(config), seed)));
  }
  /** A game rebuilt from a record (a save, a share link), with the engine of the game it names. */
  static async fromRecord(text) {
    const { GameSession } = await loadEngine(recordGame(text));
    return new Game(guard(() => GameSession.fromRecord(text)));
  }
  get id() { return this.s.game(); }
  get seats() { return this.s.seats(); }
  get over() { return this.s.isOver(); }
  get actionCount() { return this.s.actionCount(); }
  toMove() { return JSON.parse(this.s.toMove()); }
  scores() { return JSON.parse(this.s.scores()); }
  /** The seats that win if the game ended now (the result once over), by the game's own rules. */
  winners() { return JSON.parse(this.s.winners()); }
  view(seat) { return JSON.parse(this.s.view(seat)); }
  /** Returns the events; throws EngineError and changes nothing when the move is refused. */
  act(seat, action) { return JSON.parse(guard(() => this.s.act(seat, JSON.stringify(action)))); }
  botAction(seat, level) { return JSON.parse(guard(() => this.s.botAction(seat, level))); }
  /** The hard bot's move for `seat` from its own view, and why: {action, compared, playouts, outlook, next_best, figures}. */
  hint(seat) { return JSON.parse(guard(() => this.s.hint(seat))); }
  // The engine keeps the last action's events; pass them (or []) to say whether to animate.
  scene(seat, w, h, events = []) { return JSON.parse(this.s.scene(seat, w, h, events.length > 0)); }
  record() { return this.s.record(); }
  setMeta(meta) { guard(() => this.s.setMeta(JSON.stringify(meta))); }
  /** The fewest actions undo may rewind `seat` to: later moves showed that seat nothing hidden. */
  undoFloor(seat) { return this.s.undoFloor(seat); }
  /** Undo for `seat`: refused (EngineError) below its undo floor. */
  truncate(n, seat) { guard(() => this.s.truncate(n, seat)); }
  free() { this.s.free(); }
}
