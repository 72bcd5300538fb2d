// @ts-check
// A guest's table source: the table as the host's snapshots show it to this seat. It holds no
// match, no seed and no other seat's cards: the last snapshot is all it knows (this seat's view,
// the public view, and the table drawn from this seat's view at this screen's size). A move is
// sent to the host, whose next snapshot (or refusal) answers it; a new size is asked for the same.
// Why the host draws (and not the guest's own module from the view): docs/ARCHITECTURE.md.
import { EngineError } from '../engine.js';
/** @import { EngineModule, TableSource } from '../types' */

/** @implements {TableSource} */
export class RemoteSource {
  /**
   * @param {string} id the game
   * @param {any} room the guest's room (rooms.js GuestRoom)
   * @param {any} first the first snapshot
   */
  constructor(id, room, first) {
    this.id = id;
    // A guest runs no engine: its page code gets the game's printed cards from the host instead.
    this.engine = /** @type {EngineModule} */ (/** @type {unknown} */ (room.printed ? { holes18Cards: () => room.printed } : null));
    this.room = room;
    this.packet = first;
    this.pendingHints = new Map();
  }

  /** A newer snapshot from the host. */
  receive(packet) { this.packet = packet; }

  get seats() { return this.packet.seats; }
  get over() { return this.packet.over; }
  get actionCount() { return this.packet.v; }
  toMove() { return this.packet.toMove; }
  scores() { return this.packet.scores; }
  winners() { return this.packet.winners; }
  /** This seat's view, or the public one: nothing else ever reaches this tab. */
  view(seat) { return seat >= 0 && seat === this.packet.seat ? this.packet.view : this.packet.public; }

  /** The table the host drew for this seat; at another size, the host is asked to draw it again. */
  scene(_seat, w, h) {
    const { scene, size } = this.packet;
    if (!size || size[0] !== w || size[1] !== h) this.room.resize(w, h);
    return structuredClone(scene);
  }

  /** Sends the move; the host's snapshot brings its events (nothing is played here). */
  act(_seat, action) {
    this.room.move(action, this.packet.v);
    return null;
  }

  botActionSoon() { return Promise.reject(new Error('a guest has no bots')); }

  /** The hint comes from the host, which holds the match; it is worked out from this seat's view. */
  hintSoon() {
    const v = this.packet.v;
    return new Promise((resolve, reject) => {
      this.pendingHints.set(v, { resolve, reject });
      this.room.askHint(v);
    });
  }

  /** The host's answer: the hint, or its refusal's code, worded here as any refusal is. */
  hintArrived({ v, hint, error }) {
    const p = this.pendingHints.get(v);
    this.pendingHints.delete(v);
    if (p && hint) p.resolve(hint);
    else p?.reject(new EngineError(typeof error?.code === 'string' ? error.code : 'unknown', '', error?.args));
  }

  /** The full record, once the host sends it at the end (so anyone can replay and check). */
  recordValue() { return this.packet.record ?? null; }
  /** The record as text once the match is over and the host has sent it (a review's), else null. */
  finalRecord() { return this.packet.over && this.packet.record ? JSON.stringify(this.packet.record) : null; }
  setMeta() {}
  free() {}
}
