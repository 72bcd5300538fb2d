// @ts-check
// Seat controllers: who decides a seat's moves. The table asks each seat to move through its
// controller and knows nothing else of it: a person at this screen plays through the table's
// moves (hits, keys, the list of buttons); a bot's move is worked out from its own view.
// Online play and lessons add their own controllers beside these.
/** @import { SeatController, TableSource } from './types' */

/** A person at this screen: the table shows their view when they are to move and waits. */
export const personSeat = () => /** @type {SeatController} */ ({ kind: 'human', here: true });

/**
 * A bot of `level`: asked for its move after the table's pause, off the page's thread, from its
 * own view only (the source's `botActionSoon`).
 * @param {string} level
 */
export const botSeat = (level) => /** @type {SeatController} */ ({
  kind: 'bot',
  level,
  here: false,
  /** @param {TableSource} source @param {number} seat */
  move: (source, seat) => source.botActionSoon(seat, level),
});

/** The controllers a match's seats start with, from its meta (`{kind, level}` per seat). */
export const seatControllers = (meta) => meta.seats.map((s) => (s.kind === 'bot' ? botSeat(s.level) : personSeat()));
