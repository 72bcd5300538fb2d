// @ts-check
// Online rooms: the host's tab holds the match; every other device gets only its seat's packet
// and sends only its own moves. This file is the rooms' protocol over the transport: who sits
// where (a seat token kept on the guest's device brings it back to its seat), the seed made
// together (each device commits to a random part before any part is shown, so the host cannot
// choose a deal), the versioned snapshots after every move, a guest's moves checked by the host,
// what a hostile or broken guest cannot do, and the door where a visitor who has only the room's
// code knocks (the host lets them in by handing over the secret). No DOM here: the lobby and the
// table use it.
import { openRoom, joinRoom } from './transport.js';
/** @import { Room, TransportSettings } from './transport.js' */

// A guest's message larger than this, or beyond this many a second, is dropped unread.
const MAX_TEXT = 8192;
// Messages a guest may send a second, counted apart for its moves and hint questions and for the
// rest (its screen's size, the seed's steps): a phone's size can change with every status line,
// and a burst of sizes once used up the budget and dropped the move that followed, unseen.
const MAX_PER_SECOND = 20;
// A guest says its table's size at most this often (the last size always goes).
const SIZE_MS = 250;
// The rooms' protocol: a guest whose site speaks another is told so, never seated. Raise it
// with any change of the messages' meaning.
export const PROTOCOL = 1;
// At the door a knock is a name: anything larger, or more than this a second, is dropped; and
// no more knocks wait than the host's lobby can show.
const MAX_KNOCK_TEXT = 256;
const KNOCKS_PER_SECOND = 2;
const MAX_KNOCKS_WAITING = 6;
// How long a visitor looks for a door before saying no room answered (an unknown code, or a
// room closed), and how long it then waits for the host to answer the knock.
const FIND_MS = 20000;
const ANSWER_MS = 180000;
// How long the host waits for the guests' parts of the seed before it starts without them.
const SEED_WAIT_MS = 8000;

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read aloud or typed from a phone
function randomText(n) {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}
const randomPart = () => crypto.getRandomValues(new Uint32Array(1))[0];

/** A new room: a short code people can read out, and the secret that the link carries. */
export const newRoom = () => ({ id: randomText(6), secret: randomText(16) });

/** A room's code as a person types it (case, spaces and dashes ignored), or null if no room has it. */
export function readRoomCode(text) {
  const code = String(text ?? '').toLowerCase().replace(/[\s-]+/g, '');
  return code.length === 6 && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/**
 * The door of room `id`: a second room that the code alone opens, where a visitor knocks and the
 * host may hand over the secret. The main room keeps its secret as its password.
 */
const doorOf = (id) => ({ id: `door-${id}`, secret: `knock-${id}` });

/** The link that joins a room: the secret after `#`, so no server ever sees it. */
export const roomLink = (base, { id, secret }) => `${base.split('#')[0]}#room=${id}.${secret}`;

/** The room a link's fragment names, or null. */
export function parseRoomHash(hash) {
  const m = /^#room=([a-z2-9]{6})\.([a-z2-9]{16})$/.exec(hash ?? '');
  return m ? { id: m[1], secret: m[2] } : null;
}

/** The commitment to a seed part: SHA-256 of the part and the room, in hex. */
async function commitment(part, roomId) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${part}:${roomId}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Every device's part together: the match's seed (a whole number below 2^32). */
const foldSeed = (parts) => parts.reduce((a, b) => (a ^ b) >>> 0, 0);

/** A screen size a guest gives ({w, h}), kept within what a table is drawn at, or null. */
function readSize(m) {
  const ok = (n) => Number.isFinite(n) && n >= 200 && n <= 4096;
  return ok(m.w) && ok(m.h) ? [Math.floor(m.w), Math.floor(m.h)] : null;
}

/** A message as the host reads it from a guest: a small plain object with a known `t`, else null. */
function readGuestMessage(data, max = MAX_TEXT) {
  if (!data || typeof data !== 'object' || Array.isArray(data) || typeof data.t !== 'string') return null;
  let text;
  try { text = JSON.stringify(data); } catch { return null; }
  return text.length <= max ? data : null;
}

/** One more message from a peer (`p` keeps its counts, `kind` names which): within `max` this second? */
function rateOk(p, max, kind = 'any') {
  const now = Math.floor(performance.now() / 1000);
  const c = (p.rate ??= {})[kind] ??= { second: now, count: 0 };
  if (c.second !== now) { c.second = now; c.count = 0; }
  return ++c.count <= max;
}

/** A name a device gives: trimmed, at most 24 characters, or null. */
const readName = (name) => (typeof name === 'string' && name.trim() ? name.trim().slice(0, 24) : null);

/**
 * The host's side of a room. `seats`: each seat's kind ('here', 'online', 'bot') and name.
 * `hooks`: `lobby(list)` when who sits where changes; `move(seat, action)` for a seated guest's
 * move (returns null when played, else the refusal); `packet(seat)` the snapshot for a seat (-1:
 * a spectator); `hint(seat)` a promise of the hint for a seat; `left(seat)`/`back(seat)` when a
 * seated guest's device goes or comes back.
 */
export class HostRoom {
  /**
   * @param {{id: string, secret: string}} code
   * @param {{kind: string, name: string}[]} seats
   * @param {any} hooks
   * @param {TransportSettings} [settings]
   */
  constructor(code, seats, hooks, settings = {}) {
    this.code = code;
    this.seats = seats.map((s) => ({ ...s, token: null, peer: null }));
    this.hooks = hooks;
    this.settings = settings;
    /** @type {Room} */
    this.room = null;
    this.peers = new Map(); // peer -> {seat (-1: spectator), hello, rate: this second's counts by kind}
    this.started = false;
    this.seed = null; // {commits, parts} while it is being made
    this.refused = 0; // guest messages dropped or refused, for the tests and the record of a room
  }

  async open(tokens = []) {
    tokens.forEach((token, i) => { if (this.seats[i] && token) this.seats[i].token = token; });
    this.room = await openRoom(this.code.id, this.code.secret, this.settings);
    this.room.on('message', ({ peer, data }) => this.onMessage(peer, data));
    this.room.on('leave', ({ peer }) => this.onLeave(peer));
    return this;
  }

  /** Seat tokens, kept with the host's save so guests find their seats after a reload. */
  tokens() { return this.seats.map((s) => s.token); }

  /** Who sits where, as the lobby and every guest show it. */
  lobby() {
    return this.seats.map((s, i) => ({ seat: i, kind: s.kind, name: s.name, present: s.kind !== 'online' || s.peer != null }));
  }

  sendLobby() {
    const list = this.lobby();
    this.hooks.lobby?.(list);
    this.broadcast(() => ({ t: 'lobby', seats: list, started: this.started }));
  }

  /** Sends each connected peer its own message (`make(seat, peer)`); a peer gone meanwhile is skipped. */
  broadcast(make) {
    for (const [peer, p] of this.peers) if (p.hello) this.room.send(make(p.seat, p), peer).catch(() => {});
  }

  /** After every change of the table: each device its seat's snapshot, nothing more. */
  sendPackets() {
    if (!this.started) return;
    this.broadcast((seat, p) => this.packet(p));
  }

  /** One device's snapshot: its seat's, its table drawn at its screen's size. */
  packet(p) {
    return { t: 'state', ...this.hooks.packet(p.seat, p.size ?? [800, 600]) };
  }

  onMessage(peer, raw) {
    const p = this.peers.get(peer) ?? { seat: -1, hello: false };
    this.peers.set(peer, p);
    const m = readGuestMessage(raw);
    const acts = m?.t === 'move' || m?.t === 'hint';
    if (!m || !rateOk(p, MAX_PER_SECOND, acts ? 'acts' : 'any')) {
      this.refused++;
      // A move or hint question over the budget is answered (once a second), never lost unseen.
      if (acts && p.rate.acts.count === MAX_PER_SECOND + 1) {
        const error = { code: 'online_too_fast' };
        this.room.send(m.t === 'hint' ? { t: 'hint', v: m.v, error } : { t: 'refused', v: m.v, error }, peer).catch(() => {});
      }
      return;
    }
    if (m.t === 'hello') return this.hello(peer, p, m);
    if (!p.hello) { this.refused++; return; }
    if (m.t === 'size') {
      const size = readSize(m);
      if (!size) { this.refused++; return; }
      p.size = size;
      if (this.started) this.room.send(this.packet(p), peer).catch(() => {});
      return;
    }
    if (m.t === 'commit' && this.seed && p.seat >= 0 && typeof m.c === 'string' && !this.seed.commits.has(p.seat)) {
      this.seed.commits.set(p.seat, m.c.slice(0, 64));
      return this.seedStep();
    }
    if (m.t === 'reveal' && this.seed?.revealing && p.seat >= 0 && Number.isInteger(m.part)) {
      this.seed.reveals.set(p.seat, m.part >>> 0);
      return this.seedStep();
    }
    if (m.t === 'move' && this.started && p.seat >= 0) {
      const refusal = this.hooks.move(p.seat, m.action, m.v);
      if (refusal) {
        this.refused++;
        this.room.send({ t: 'refused', v: m.v, error: refusal }, peer).catch(() => {});
      }
      return;
    }
    if (m.t === 'hint' && this.started && p.seat >= 0) {
      // A refused hint is answered too, with its code: else the guest would wait for ever.
      this.hooks.hint(p.seat)
        .then((hint) => ({ t: 'hint', v: m.v, hint }), (e) => ({ t: 'hint', v: m.v, error: { code: e?.code ?? 'unknown', args: e?.args } }))
        .then((answer) => this.room.send(answer, peer)).catch(() => {});
      return;
    }
    this.refused++;
  }

  /** A device says who it is: back to its seat by its token, else a free online seat, else it watches. */
  hello(peer, p, m) {
    if (m.p !== PROTOCOL) {
      this.room.send({ t: 'refused', error: { code: 'online_version' } }, peer).catch(() => {});
      return;
    }
    const name = readName(m.name);
    let seat = this.seats.findIndex((s) => s.kind === 'online' && s.token != null && s.token === m.token);
    if (seat < 0 && !this.started) seat = this.seats.findIndex((s) => s.kind === 'online' && s.token == null);
    const s = this.seats[seat];
    p.hello = true;
    p.size = readSize(m) ?? p.size;
    if (s) {
      if (s.peer && s.peer !== peer) this.peers.delete(s.peer); // the same device, back under a new id
      s.peer = peer;
      s.token ??= crypto.randomUUID();
      if (name && !this.started) s.name = name;
      p.seat = seat;
      this.hooks.back?.(seat);
    } else p.seat = -1;
    this.room.send({ t: 'welcome', seat: p.seat, token: s?.token ?? null, game: this.hooks.game, printed: this.hooks.printed?.() ?? null }, peer).catch(() => {});
    this.sendLobby();
    if (this.started) this.room.send(this.packet(p), peer).catch(() => {});
  }

  onLeave(peer) {
    const p = this.peers.get(peer);
    this.peers.delete(peer);
    const seat = this.seats.findIndex((s) => s.peer === peer);
    if (seat >= 0) {
      this.seats[seat].peer = null;
      this.hooks.left?.(seat);
    }
    if (p) this.sendLobby();
  }

  /**
   * The seed, made together: the host's part and every seated guest's, each committed before any
   * is revealed. Resolves to {seed, parts}; a guest that does not answer in time adds no part.
   */
  makeSeed() {
    return new Promise((resolve) => {
      const own = randomPart();
      this.seed = { own, commits: new Map(), reveals: new Map(), revealing: false, resolve, timer: 0 };
      this.seed.timer = setTimeout(() => this.seedStep(true), SEED_WAIT_MS);
      this.broadcast((seat) => (seat >= 0 ? { t: 'commit?' } : { t: 'lobby', seats: this.lobby(), started: false }));
      this.seedStep();
    });
  }

  async seedStep(late = false) {
    const s = this.seed;
    if (!s) return;
    const seated = this.seats.flatMap((x, i) => (x.kind === 'online' && x.peer ? [i] : []));
    if (!s.revealing && (late || seated.every((i) => s.commits.has(i)))) {
      s.revealing = true;
      clearTimeout(s.timer);
      s.timer = setTimeout(() => this.seedStep(true), SEED_WAIT_MS);
      const commits = [...s.commits].map(([seat, c]) => ({ seat, c }));
      commits.push({ seat: -1, c: await commitment(s.own, this.code.id) });
      s.published = commits;
      this.broadcast(() => ({ t: 'commits', commits }));
      return;
    }
    if (s.revealing && !s.done && (late || [...s.commits.keys()].every((i) => s.reveals.has(i)))) {
      s.done = true;
      clearTimeout(s.timer);
      const parts = [{ seat: -1, part: s.own }];
      for (const [seat, part] of s.reveals) {
        if ((await commitment(part, this.code.id)) === s.commits.get(seat)) parts.push({ seat, part });
      }
      this.seed = null;
      s.resolve({ seed: foldSeed(parts.map((x) => x.part)), parts, commits: s.published });
    }
  }

  /** The match begins: the seed's parts go to everyone, then every device its first snapshot. */
  begin(seedInfo) {
    this.started = true;
    this.broadcast(() => ({ t: 'reveals', parts: seedInfo.parts, commits: seedInfo.commits }));
    this.sendLobby();
    this.sendPackets();
  }

  close() { return this.room?.close(); }
}

/**
 * The host's door, open beside the room while its lobby is: a visitor who has only the code
 * knocks with a name, and the host lets them in (the room's secret goes to that device alone)
 * or refuses. `hooks.knocks(list)` hears who waits ({peer, name}, oldest first).
 */
export class HostDoor {
  constructor(code, hooks, settings = {}) {
    this.code = code;
    this.hooks = hooks;
    this.settings = settings;
    /** @type {Room} */
    this.room = null;
    this.knocks = new Map(); // peer -> name, while it waits for an answer
    this.seen = new Map(); // peer -> its message counts, and whether it has knocked
    this.turnedAway = new Set(); // devices refused: told so again, the host not asked again
    this.refused = 0; // messages not heard: too large, too many, a knock again
  }

  async open() {
    const door = doorOf(this.code.id);
    this.room = await openRoom(door.id, door.secret, this.settings);
    this.room.on('message', ({ peer, data }) => this.onMessage(peer, data));
    this.room.on('leave', ({ peer }) => {
      this.seen.delete(peer);
      if (this.knocks.delete(peer)) this.changed();
    });
    return this;
  }

  waiting() { return [...this.knocks].map(([peer, name]) => ({ peer, name })); }

  changed() { this.hooks.knocks?.(this.waiting()); }

  onMessage(peer, raw) {
    const p = this.seen.get(peer) ?? { second: 0, count: 0, knocked: false };
    this.seen.set(peer, p);
    const m = rateOk(p, KNOCKS_PER_SECOND) ? readGuestMessage(raw, MAX_KNOCK_TEXT) : null;
    const name = m?.t === 'knock' ? readName(m.name) : null;
    // A device knocks once: whatever it says after that is not heard.
    if (!name || p.knocked) { this.refused++; return; }
    p.knocked = true;
    const away = this.turnedAway.has(peer);
    if (away || this.knocks.size >= MAX_KNOCKS_WAITING) {
      this.refused++;
      this.room.send({ t: 'shut', full: !away }, peer).catch(() => {});
      return;
    }
    this.knocks.set(peer, name);
    this.changed();
  }

  /** The host's answer to a knock: the room's secret to that device, or a refusal. */
  answer(peer, letIn) {
    if (!this.knocks.delete(peer)) return;
    if (!letIn) this.turnedAway.add(peer);
    this.room.send(letIn ? { t: 'open', secret: this.code.secret } : { t: 'shut' }, peer).catch(() => {});
    this.changed();
  }

  /** The door closes with the lobby (the match starts, or the room closes): who waits is told. */
  async close() {
    const room = this.room;
    if (!room) return;
    this.room = null;
    const waiting = [...this.knocks.keys()];
    this.knocks.clear();
    await room.send({ t: 'shut', closed: true }, waiting).catch(() => {});
    await room.close();
  }
}

/**
 * Knocks at the door of room `id` (a code from readRoomCode) under `name`. Resolves to the room,
 * {id, secret}, once the host lets this device in; rejects with an error whose `code` says why:
 * online_no_room (no door answered in time: an unknown code, or a room already closed),
 * online_refused, online_full, online_door_closed, online_no_answer; or with `signal`'s reason.
 * `heard()` is called once the host's device has the knock; `relays(event)` hears the
 * transport's word on its relays.
 */
export async function knock(id, name, settings = {}, { heard = () => {}, relays = (event) => {}, signal = null } = {}) {
  const door = doorOf(id);
  const room = await joinRoom(door.id, door.secret, settings);
  let timer = 0;
  try {
    return await new Promise((resolve, reject) => {
      const fail = (code) => reject(Object.assign(new Error(code), { code }));
      timer = setTimeout(() => fail('online_no_room'), FIND_MS);
      // While no relay answers, no door can be found: the search waits for one.
      room.on('relays', (event) => {
        relays(event);
        if (host) return;
        clearTimeout(timer);
        if (event.answering) timer = setTimeout(() => fail('online_no_room'), FIND_MS);
      });
      signal?.addEventListener('abort', () => reject(signal.reason));
      let host = null;
      room.on('join', ({ peer, role }) => {
        if (role !== 'host' || host) return;
        host = peer;
        clearTimeout(timer);
        timer = setTimeout(() => fail('online_no_answer'), ANSWER_MS);
        room.send({ t: 'knock', name }, peer).then(heard, () => fail('online_door_closed'));
      });
      room.on('leave', ({ peer }) => { if (peer === host) fail('online_door_closed'); });
      room.on('message', ({ peer, data }) => {
        if (peer !== host || !data || typeof data !== 'object') return;
        if (data.t === 'open' && typeof data.secret === 'string' && /^[a-z2-9]{16}$/.test(data.secret)) resolve({ id, secret: data.secret });
        else if (data.t === 'shut') fail(data.full ? 'online_full' : data.closed ? 'online_door_closed' : 'online_refused');
      });
    });
  } finally {
    clearTimeout(timer);
    room.close();
  }
}

/**
 * A guest's side: joins, says hello with its name and seat token, answers the seed's questions,
 * and hands every snapshot to `hooks.state(packet)`; `hooks.lobby`, `hooks.welcome`,
 * `hooks.refused`, `hooks.hint`, `hooks.host(present)` are told the rest, and `hooks.kept()`
 * whenever what the device must keep across a reload changes (`kept`: its seed part and check).
 */
export class GuestRoom {
  constructor(code, name, token, hooks, settings = {}, kept = null) {
    this.code = code;
    this.name = name;
    this.token = token;
    this.hooks = hooks;
    this.settings = settings;
    this.room = null;
    this.part = Number.isInteger(kept?.part) ? kept.part : randomPart();
    this.seed = kept?.seed ?? null; // the seed this device worked out, to check the record against at the end
    this.version = -1;
    this.wanted = null; // this screen's table size, said to the host at most every SIZE_MS
    this.sizeTimer = null;
  }

  async join() {
    this.room = await joinRoom(this.code.id, this.code.secret, this.settings);
    this.room.on('join', ({ role }) => { if (role === 'host') { this.hooks.host?.(true); this.hello(); } });
    this.room.on('leave', ({ peer }) => { if (peer === this.hostPeer) this.hooks.host?.(false); });
    this.room.on('message', ({ peer, data }) => this.onMessage(peer, data));
    return this;
  }

  hello() {
    this.hostPeer = this.room.host();
    this.send({ t: 'hello', p: PROTOCOL, name: this.name, token: this.token, ...(this.size ? { w: this.size[0], h: this.size[1] } : {}) });
  }

  /** This screen's table size, for the host to draw at: said when it changes, at most every SIZE_MS. */
  resize(w, h) {
    this.wanted = [w, h];
    if (!this.sizeTimer) this.sendSize();
  }

  sendSize() {
    this.sizeTimer = null;
    const [w, h] = this.wanted;
    if (this.size?.[0] === w && this.size?.[1] === h) return;
    this.size = [w, h];
    this.send({ t: 'size', w, h });
    this.sizeTimer = setTimeout(() => this.sendSize(), SIZE_MS);
  }

  send(m) { return this.room.send(m).catch(() => {}); }

  async onMessage(peer, m) {
    if (peer !== this.room.host() || !m || typeof m !== 'object') return;
    if (m.t === 'welcome') {
      this.seat = m.seat;
      this.game = typeof m.game === 'string' ? m.game : null;
      this.printed = m.printed ?? null; // the game's printed cards, which its page code names things with
      if (m.token) this.token = m.token;
      this.hooks.welcome?.(m);
    } else if (m.t === 'lobby') this.hooks.lobby?.(m.seats, m.started);
    else if (m.t === 'commit?') {
      this.hooks.kept?.();
      this.send({ t: 'commit', c: await commitment(this.part, this.code.id) });
    } else if (m.t === 'commits') this.send({ t: 'reveal', part: this.part });
    else if (m.t === 'reveals') {
      this.seed = await this.checkSeed(m.parts, m.commits);
      this.hooks.kept?.();
    }
    else if (m.t === 'state' && Number.isInteger(m.v) && m.v >= this.version) {
      this.version = m.v;
      this.hooks.state?.(m);
    } else if (m.t === 'refused') this.hooks.refused?.(m);
    else if (m.t === 'hint') this.hooks.hint?.(m);
  }

  /** Every part the host used matches what was committed before, this device's own among them. */
  async checkSeed(parts, commits) {
    const byseat = new Map((commits ?? []).map((c) => [c.seat, c.c]));
    let ok = Array.isArray(parts) && parts.some((p) => p.seat === this.seat && p.part === this.part);
    for (const p of parts ?? []) ok = ok && (await commitment(p.part, this.code.id)) === byseat.get(p.seat);
    return { seed: foldSeed((parts ?? []).map((p) => p.part)), ok };
  }

  move(action, v) { return this.send({ t: 'move', action, v }); }
  askHint(v) { return this.send({ t: 'hint', v }); }
  close() {
    clearTimeout(this.sizeTimer);
    return this.room?.close();
  }
}
