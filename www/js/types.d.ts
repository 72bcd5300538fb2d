// Types the page's code is checked with (tsconfig.json, `npm run typecheck`); nothing here runs,
// and the built site leaves it out (scripts/bundle.mjs replaces js/).
//
// The engine modules (pkg/<id>/clubhouse.js) are wasm-pack's output, built on demand and loaded by
// URL, so the checker never sees them: their shape is written down here (from src/web.rs) and the
// check needs no build.

/** What wasm-bindgen's init accepts: the wasm itself, or where (or how) to fetch it. */
type WasmSource = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

/** One match in an engine (src/web.rs `GameSession`). Plain JS values cross both ways. */
export interface GameSession {
  game(): string;
  seats(): number;
  toMove(): number[];
  isOver(): boolean;
  scores(): number[];
  winners(): number[];
  /** `seat` -1 is the public view. */
  view(seat: number): any;
  /** The events; throws (and changes nothing) when the move is refused. */
  act(seat: number, action: any): any[];
  botAction(seat: number, level: string): any;
  hint(seat: number): any;
  /** A scene, or for a game whose page code lays out its own table (18 Holes) `{table, ...}`. */
  scene(seat: number, width: number, height: number, animate: boolean): any;
  record(): any;
  setMeta(meta: any): void;
  actionCount(): number;
  undoFloor(seat: number): number;
  truncate(count: number, seat: number): void;
  /** Gives the engine's memory back; the object is unusable afterwards. */
  free(): void;
}

/**
 * What the table is handed to play a match: views, scenes and moves of one game. The local engine
 * (engine.js `Game`) is one; a remote table seen from a guest's tab is another. The members a
 * source may lack (`truncate`, `record`) take their buttons (undo, share) off the table.
 */
export interface TableSource {
  readonly id: string;
  readonly seats: number;
  readonly over: boolean;
  readonly actionCount: number;
  /** The game's module (18 Holes' page code draws its printed cards with it). */
  readonly engine: EngineModule;
  toMove(): number[];
  scores(): number[];
  winners(): number[];
  view(seat: number): any;
  scene(seat: number, width: number, height: number, events?: any[], layout?: Function): any;
  /** The events of the move; throws (and changes nothing) when it is refused. */
  act(seat: number, action: any): any[];
  botActionSoon(seat: number, level: string): Promise<any>;
  hintSoon(seat: number): Promise<any>;
  setMeta(meta: any): void;
  record?(): string;
  recordValue?(): any;
  undoFloor?(seat: number): number;
  truncate?(count: number, seat: number): void;
  free(): void;
}

/**
 * Who decides a seat's moves (seats.js). `here`: a person at this screen, who plays through the
 * table's moves. `move`: asked for the seat's move when it is to move (a bot); a controller
 * with neither (a remote player) is waited for.
 */
export interface SeatController {
  kind: string;
  here: boolean;
  level?: string;
  /** An online seat whose device has gone: waited for by name. */
  away?: boolean;
  move?(source: TableSource, seat: number): Promise<any>;
  /** False while the seat must wait its turn in a script (a lesson's other seat's step is next). */
  ready?(source: TableSource, seat: number): boolean;
}

/** 18 Holes' course sheet, measured a few bot games per `step` (src/web.rs `CourseSheetRun`). */
export interface CourseSheetRun {
  step(n: number): number;
  total(): number;
  /** JSON text. */
  sheet(): string;
  free(): void;
}

/**
 * A game's engine module, or the course tools module (`holes18-tools`). The tools' functions
 * exist only in the modules built with them; each takes and returns JSON text.
 */
export interface EngineModule {
  default(init: { module_or_path: WasmSource | Promise<WasmSource> }): Promise<unknown>;
  GameSession: {
    /** `seed`: a whole number from 0 to 2^53-1, or a 256-bit key as 64 lowercase hex digits. */
    create(game: string, config: object, seed?: number | string): GameSession;
    fromRecord(record: object): GameSession;
  };
  /** 18 Holes' printed cards (the 18 Holes and tools modules). */
  holes18Cards?(): any;
  CourseSheetRun?: new (config: string, games: number, seed: number) => CourseSheetRun;
  checkCourse?(text: string): string;
  designPalette?(): string;
  reviewDesign?(text: string): string;
  designFootprint?(tile: string, q: number, r: number, turn: number): string;
  designFromFile?(text: string): string;
}

/**
 * `T` when it has every member `Contract` asks for, with the types it asks for; an error where
 * the type is used otherwise. Checks a module's exports: `Implements<GamePage, typeof page>`.
 */
export type Implements<Contract, T extends Contract> = T;

/** A shape of a scene as the painter draws it (paint.js): its kind `k` and that kind's fields. */
export interface Shape {
  k: string;
  [field: string]: any;
}

/** Words said later: text, or a function that words them in the language of the moment. */
export type Words = string | (() => string);

/** Two numbers: a hex `[q, r]`, a point `[x, y]`. */
export type Pair = [number, number];

// Fields 18 Holes' table kit sets with Object.assign or on a fresh copy, where the checker does
// not look for them (those its methods set, it finds).
declare module './games/holes18-table-kit.js' {
  interface Label {
    key?: string;
    text?: string;
    args?: [string, string | number][];
  }
  interface Text {
    x: number;
    y: number;
    size: number;
    label: Label;
    maxW: number;
  }
}

declare global {
  interface Window {
    /** Read-only page state for the browser tests (app.js). */
    clubhouse: { snapshot(): object };
  }
}
