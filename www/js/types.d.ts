// Types the page's code is checked with (tsconfig.json, `npm run typecheck`); nothing here runs,
// and the built site leaves it out (scripts/bundle.mjs replaces js/).
//
// The engine modules (pkg/<id>/clubhouse.js) are wasm-bindgen's output, built on demand and loaded by
// URL, so the checker never sees them: their calls are written down here (from src/web/), and the
// values they hand over are the engine's own types, engine-types.d.ts, written from the Rust
// types (the native tests fail when it is stale): the check needs no build, and a field renamed
// in the engine fails it.

import type { Cards, CourseFile, Games, Hint, HolesTable, Judgement, MatchRecord, Scene } from './engine-types';

export type * from './engine-types';

export type GameId = keyof Games;
export type ViewOf<G extends GameId> = Games[G]['view'];
export type EventOf<G extends GameId> = Games[G]['event'];
export type ActionOf<G extends GameId> = Games[G]['action'];
export type ConfigOf<G extends GameId> = Games[G]['config'];

/** Any game's view, event or move: what the page's shared code (the table) handles. */
export type View = ViewOf<GameId>;
export type Event = EventOf<GameId>;
export type Action = ActionOf<GameId>;

/** An engine's `scene`: a scene, or for a game whose page code lays out its table (18 Holes) a table. */
export type EngineScene = Scene | HolesTable;

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
  /**
   * `seat` -1 is the public view; -2 every card shown that a view can carry (Beck: every grid
   * card face up and the held card; Golfie: every grid card face up; GREEN and 18 Holes: the
   * public view, their secrets being hands each seat's own view shows), for the review of a
   * finished match record held here only, never a match in play.
   */
  view(seat: number): View;
  /** The events; throws (and changes nothing) when the move is refused. */
  act(seat: number, action: Action): Event[];
  botAction(seat: number, level: string): Action;
  hint(seat: number): Hint<Action>;
  /**
   * A review's judgement of `seat`'s move `action` here, from that seat's view only, with a search
   * of `iterations` playouts (1 to 20000; the hard bot's 1200, with which `best` is `hint(seat).action`).
   * Throws (changing nothing) with `.code`: `no_move` (a seat not to move), `bad_action` (not a
   * move of the game), the game's own code `act` would throw (a move the rules refuse),
   * `bad_budget` (iterations out of range), `bad_seat` (a negative seat).
   */
  judge(seat: number, action: Action, iterations: number): Judgement<Action>;
  /**
   * `seat`'s prospects from its own view, in percent (0 to 100), from `playouts` rule-of-thumb
   * playouts (1 to 5000), whoever is to move, over or not. Throws `bad_seat` or `bad_budget`.
   */
  outlook(seat: number, playouts: number): number;
  /** `seat` -1 the public table; -2 every card shown (see `view`), with no moves on it. */
  scene(seat: number, width: number, height: number, animate: boolean): EngineScene;
  record(): MatchRecord;
  /** Page facts kept in the record (names, bot levels): any JSON value. */
  setMeta(meta: unknown): void;
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
  /** A finished match looked back at (the review): no dialogs open, nothing is saved or reported. */
  readonly review?: boolean;
  toMove(): number[];
  scores(): number[];
  winners(): number[];
  view(seat: number): View;
  /**
   * The scene as the painter draws it: the engine's with each `at` spread flat (engine.js
   * `flatRects`), or 18 Holes' laid out by its page code. A page shape, not the engine's.
   */
  scene(seat: number, width: number, height: number, events?: Event[], layout?: GamePage['layout']): any;
  /** The events of the move; throws (and changes nothing) when it is refused. */
  act(seat: number, action: Action): Event[];
  botActionSoon(seat: number, level: string): Promise<Action>;
  hintSoon(seat: number): Promise<Hint<Action>>;
  setMeta(meta: unknown): void;
  record?(): string;
  recordValue?(): MatchRecord;
  /** The whole record as text once the match is over and here, for its review; else null. */
  finalRecord?(): string | null;
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
  move?(source: TableSource, seat: number): Promise<Action>;
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
  holes18Cards?(): Cards;
  CourseSheetRun?: new (config: string, games: number, seed: number) => CourseSheetRun;
  checkCourse?(text: string): string;
  designPalette?(): string;
  reviewDesign?(text: string): string;
  designFootprint?(tile: string, q: number, r: number, turn: number): string;
  designFromFile?(text: string): string;
}

/**
 * The page contract. Each game's page code (js/games/<id>.js) is an ES module that the page loads
 * beside the game's engine (engine.js, loadPageCode) and reads through these exports; no other
 * game-specific code runs on the page. `view` is the engine's view of the game (seat -1 for the
 * public one), `seat` a seat index, and every sentence is returned in the current language. Rule
 * facts are the engine's, never restated here: who may play and which choices are secret come
 * from the catalog (catalog.js), who wins from the engine's `winners()`, who moves from `to_move`.
 * Each game's module is checked against `GamePage<id>` (its own view, events and moves) by the
 * type checker, and every game at run time by tests/e2e/page_contract.test.mjs; an optional
 * member may be left out, and the page does without it.
 */
export interface GamePage<G extends GameId = GameId> {
  // What the game is and how a table is set up (setup.js, params.js):
  /** The game's id in the catalog, which is also the file's name. */
  id: G;
  /** The setup screen's optional fields it uses: `rounds`, `teams`, `pro_golfers`, `course`. */
  setupFields: string[];
  /** Ways to play for the `mode` page parameter; the first is the default. */
  modes: string[];
  /** The engine's config from the setup `{seats, rounds, teams, pace, ...}`. */
  config(setup: object): ConfigOf<G>;
  /** `[least, most]` seats a mode allows (with `course`). */
  modePlayers?(mode: string): number[];
  /** The courses to choose from (needed with `course`). */
  courses?: string[];
  /** How clubs are dealt (needed with `course`). */
  clubSetups?: string[];
  /** The solo deck's ranks, `par` first (with `course`). */
  soloRanks?: string[];
  /** The team splits (`2v2`) allowed for n seats (needed with `teams`). */
  teamChoices?(seats: number): string[];
  /** A split's team per seat (needed with `teams`). */
  teamsFor?(split: string, seats: number): number[];
  /** `(seat, i, li, option)`: extra controls in a seat's row. */
  seatFields?(seat: object, i: number, li: HTMLElement, option: Function): void;

  // The table (table.js):
  /** `(events, prevEvents, view)`: sentences for the live region. */
  narrate(events: EventOf<G>[], prevEvents: EventOf<G>[], view: ViewOf<G>): string[];
  /**
   * `(events, ownView)`: sentences for the seat on screen alone, from its own view (the card it
   * just drew, which `narrate` cannot name). The table marks them secret: they leave the log when
   * another seat takes the screen. A game where nothing is known to one seat alone leaves it out.
   */
  narrateOwn?(events: EventOf<G>[], ownView: ViewOf<G>): string[];
  /** `(view, viewer, isBot)`: the status line. */
  status(view: ViewOf<G>, viewer: number, isBot: (seat: number) => boolean): { main: string; warn: string; info?: string };
  /** `(key, view)`: the move a key means when no hit has that key. */
  keyAction(key: string, view: ViewOf<G>): ActionOf<G> | null;
  /** `(view, {final, winners})`: the score sheet (scores.js, renderSheet); `winners` are the engine's, the leaders' medal. */
  sheet(view: ViewOf<G>, opts: { final?: boolean; winners?: number[] }): HTMLElement;
  /**
   * `(view, viewer)`: the table in words for a screen reader or anyone who asks (the W key), from
   * the view alone: sections, each a title and lines (each seat's grid or hand as far as the view
   * shows it, positions, the course, running scores). Kept current while it is open.
   */
  tableWords?(view: ViewOf<G>, viewer: number): { title: string; lines: string[] }[];
  /** With `tableWords` fetched apart: resolves once it words the whole table. */
  wordsReady?(): Promise<void>;
  /** `(view)`: the hand of the view's seat in words, for a review's "every card shown" (a game whose table shows one hand at a time); null for none. */
  handWords?(view: ViewOf<G>): string | null;
  /** `(view)`: marks under the sheet, `[[class, tag, i18n key]...]`. */
  legend(view: ViewOf<G> | null): string[][];
  /** `(view)`: the pause's dialog. */
  breakDialog(view: ViewOf<G>): { title: string; sub: string; next: string; table?: boolean };
  /** `(view, winners)`: the final dialog for the engine's winners. */
  finalText(view: ViewOf<G>, winners: number[]): { title: string; sub: string; spoken?: string; trophy?: boolean };
  /** Words for the game's own scene labels, before the shared ones (i18n.js). */
  label?(label: object): string | null;
  /** `(face)`: art drawn on a card face instead of its text (paint.js). */
  emblem?(face: object): Function | null;
  /** How the painter draws a course (course-art.js; 18 Holes): with the game's page code, not every game's. */
  courseArt?: typeof import('./course-art.js');
  /** `(hits)`: small signs drawn over moves `[{x, y, w, h, kind}]` (paint.js). */
  glyphs?(hits: object[]): object[];
  /** `(engine)`: a game of this kind is at the table, with its engine module, before anything of it is drawn or said. */
  open?(engine: EngineModule): void;
  /** `(table, w, h, engine)`: the scene laid out from the table the engine hands over instead of a scene (18 Holes; engine.js `Game.scene`). */
  layout?(table: HolesTable, width: number, height: number, engine: EngineModule): object;
}

/**
 * What a game with the `course` setup field exports besides (18 Holes; setup.js reads them when
 * the field shows): courses of one's own, Quick Course Setup, and course sheets measured by bots.
 */
export interface CoursePage {
  /** The prefix of a course value that names a course of one's own (`mine:<name>`). */
  MINE: string;
  /** The course files kept in this browser. */
  myCourses(): CourseFile[];
  /** `(value)`: the kept course file a course value names. */
  myCourse(value: string): CourseFile | null;
  /** Reads, checks and keeps a course file; resolves to its course value. */
  openCourseFile(file: File): Promise<string>;
  /** `(value)`: forgets a kept course. */
  removeCourse(value: string): void;
  /** The course value of a course laid from the tiles by number. */
  QUICK: string;
  /** Its lengths. */
  quickHoles: string[];
  /** Its tile mixes. */
  quickDifficulties: string[];
  /** The highest course number. */
  QUICK_SEED_MAX: number;
  /** `(mode)`: a chaos mode (packed quick courses by default). */
  modeIsChaos(mode: string): boolean;
  /** `(config)`: the course sheet already measured for it. */
  sheetFor(config: object): object | null;
  /** `(config)`: whether its sheet is being measured. */
  measuring(config: object): boolean;
  /** `(config, progress)`: measures the sheet (null when stopped). */
  measureSheet(config: object, progress: (done: number, total: number) => void): Promise<object | null>;
  /** Stops a measuring run. */
  stopSheet(): void;
  /** `(sheet)`: the sheet shown. */
  sheetTable(sheet: object): HTMLElement;
}

/** A game's page code as the page holds it: the `CoursePage` exports only with a course. */
export type PageCode = GamePage & Partial<CoursePage>;

/**
 * `T` when it has every member `Contract` asks for, with the types it asks for; an error where
 * the type is used otherwise. Checks a module's exports: `Implements<GamePage<'beck'>, typeof page>`.
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
