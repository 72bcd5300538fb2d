// Thin wrapper over the wasm GameSession: parses the JSON it returns and turns its thrown
// errors into plain {code, message} objects, so the rest of the page never sees raw strings.
import init, { GameSession, catalog } from '../pkg/clubhouse.js';

let ready = null;
export function loadEngine() {
  ready ??= init();
  return ready;
}

export class EngineError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

function guard(fn) {
  try {
    return fn();
  } catch (e) {
    throw new EngineError(e?.code || 'unknown', String(e?.message ?? e));
  }
}

export function games() {
  return JSON.parse(catalog());
}

export class Game {
  constructor(session) {
    this.s = session;
  }
  static create(id, config, seed) {
    return new Game(guard(() => GameSession.create(id, JSON.stringify(config), seed)));
  }
  static fromRecord(text) {
    return new Game(guard(() => GameSession.fromRecord(text)));
  }
  get id() { return this.s.game(); }
  get seats() { return this.s.seats(); }
  get over() { return this.s.isOver(); }
  get actionCount() { return this.s.actionCount(); }
  toMove() { return JSON.parse(this.s.toMove()); }
  scores() { return JSON.parse(this.s.scores()); }
  view(seat) { return JSON.parse(this.s.view(seat)); }
  /** Returns the events; throws EngineError and changes nothing when the move is refused. */
  act(seat, action) { return JSON.parse(guard(() => this.s.act(seat, JSON.stringify(action)))); }
  botAction(seat, level) { return JSON.parse(guard(() => this.s.botAction(seat, level))); }
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
