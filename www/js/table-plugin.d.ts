// What plugs into the table (table.js). A match on the table is a source of views and moves
// (`TableSource`), a controller per seat (`SeatController`) and any number of plug-ins: helpers
// beside the table that hear of its changes, may reword its status line, turn a move away, show
// something of their own and point at a move. The table calls their hooks; nothing outside the
// table sets anything on it, and it names none of them. Types only: nothing here runs.
import type { Action, Event, Hit, SeatController, TableSource, View } from './types';

/** The words of the status line: what the game's page code says, or a plug-in says over it. */
export interface StatusWords {
  main: string;
  warn: string;
  info?: string;
}

/** What a match's meta says of its seats (the record keeps it; plug-ins may add fields of their own). */
export interface TableMeta {
  names: string[];
  seats: { kind: string; level: string }[];
  pace: string;
  [field: string]: unknown;
}

/**
 * A move a plug-in points at: ringed on the canvas and in the lists of moves, whose buttons are
 * described by the element `describedBy` (the plug-in's words about it).
 */
export interface PointedMove {
  action: Action;
  describedBy: string;
}

/** The table as its plug-ins (and whoever opened it: `playTable` returns it) see it. */
export interface TableControl {
  readonly source: TableSource;
  readonly meta: TableMeta;
  /** The seat on screen (-1: the public view) and the moves the screen offers. */
  readonly viewer: number;
  readonly hits: Hit[];
  /** The events of the last step played. */
  readonly lastEvents: Event[];
  /** Who decides seat `seat`'s moves now. */
  controller(seat: number): SeatController | undefined;
  /** Seat `seat`'s table drawn for a screen of its own, `width` by `height`, the last step animated. */
  sceneFor(seat: number, width: number, height: number): any;
  /** Moves were played on the source from elsewhere: the table says them and shows the change. */
  played(events: Event[]): void;
  /** The same table drawn again. */
  redraw(): void;
  /** The status line and the plug-ins' own showing again, for a change only a plug-in knows of. */
  refresh(): void;
  /** Another controller decides seat `seat`'s moves from now on. */
  reseat(seat: number, controller: SeatController): void;
}

/** A plug-in: every hook optional, each handed the table it is plugged into. */
export interface TablePlugin {
  /** After the table is brought up to date: a move, an undo, the table shown again. */
  changed?(table: TableControl, events: Event[]): void;
  /** The status line's words, given what was said before (the game's, or an earlier plug-in's). */
  status?(table: TableControl, view: View, said: StatusWords): StatusWords;
  /** Before the person on screen plays `action`: null lets it be played, words turn it away (nothing changes). */
  vet?(table: TableControl, seat: number, action: Action): string | null;
  /** Whenever the table is drawn or a move turned away: shows its own beside it; the move it points at, or null. */
  overlay?(table: TableControl): PointedMove | null;
  /** The table goes (another match, or off the table): what it showed goes too. */
  leave?(table: TableControl): void;
  /** Play again was asked: true if the plug-in starts the next match itself (an online room). */
  again?(table: TableControl): boolean;
  /** Its fields in the browser tests' snapshot of the table. */
  snapshot?(table: TableControl): object;
}
