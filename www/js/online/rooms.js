// @ts-check
// Online rooms: the host's tab holds the match; every other device gets only its seat's packet
// and sends only its own moves. This file is the rooms' protocol over the transport: who sits
// where (a seat token kept on the guest's device brings it back to its seat; one seat a device),
// the seed made together (below), the versioned snapshots after every move, a guest's moves
// checked by the host, what a hostile or broken guest cannot do, and the door where a visitor who
// has only the room's code knocks (the host lets them in by handing over the secret). No DOM
// here: the lobby and the table use it.
//
// The deal, in order (deal.js computes each piece):
//  1. host -> each seated guest  commit? {host: its commitment}   the host is bound first, so it
//                                                                  cannot pick its part after
//                                                                  seeing anyone's commitment
//  2. guest -> host              commit {c}                        its part stays on the device
//  3. host -> every device       commits [{seat, c}]               each guest keeps the list, and
//                                                                  checks the host's and its own
//  4. guest -> host              reveal {part}                     only once every commitment is
//                                                                  fixed; only the host sees it
//  5. host -> every device       dealt {used}                      which parts make the seed: a
//                                                                  guest left out is told now
//  ... the match, each device sent only its seat's view; each keeps a fingerprint of every view
//  6. host -> every device       the last snapshot, with the record and every part used: each
//                                device checks the parts against the commitments it kept, the
//                                seed, and replays the record in its own engine (deal-check.js)
// No guest holds the seed, or anything it could be worked out from, before the end: the host's
// part never leaves the host's device until then.
import { openRoom, joinRoom } from './transport.js';
import { newPart, commitment, seedOf, isHex64, fingerprint } from './deal.js';
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
export const PROTOCOL = 2;
// At the door a knock is a name: anything larger, or more than this a second, is dropped; and
// no more knocks wait than the host's lobby can show.
const MAX_KNOCK_TEXT = 256;
const KNOCKS_PER_SECOND = 2;
const MAX_KNOCKS_WAITING = 6;
// How long a visitor looks for a door before saying no room answered (an unknown code, or a
// room closed), and how long it then waits for the host to answer the knock.
const FIND_MS = 20000;
const ANSWER_MS = 180000;
// How long the host waits for the guests' commitments, then for their parts, before it deals
// without those that have not come (their devices are told).
const SEED_WAIT_MS = 8000;

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read aloud or typed from a phone
function randomText(n) {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

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
 * The host's side of a room. `seats`: each seat's kind ('here', 'online', 'bot') and name (an
 * online seat's is its player's, once one sits there).
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
    // An online seat has no name until a player takes it: the setup's name (a bot's) is kept for
    // the bot that plays it if nobody comes.
    this.seats = seats.map((s) => ({ ...s, name: s.kind === 'online' ? null : s.name, standIn: s.name, token: null, peer: null }));
    this.hooks = hooks;
    this.settings = settings;
    /** @type {Room} */
    this.room = null;
    this.peers = new Map(); // peer -> {seat (-1: spectator), hello, rate: this second's counts by kind}
    this.dealing = false; // from Start on, seats are fixed: nobody new sits down
    this.started = false;
    this.seed = null; // the deal while it is being made (makeSeed)
    /** @type {{commits: {seat: number, c: string}[], used: number[], parts: {seat: number, part: string}[]} | null} */
    this.deal = null; // once made: what every device is shown (the parts only at the end)
    this.refused = 0; // guest messages dropped or refused, for the tests and the record of a room
  }

  /**
   * Opens the room; after a reload, with the seats' tokens, their devices' peers ({peer, size},
   * which a room that lives for days keeps: their moves may wait on the relays) and the deal kept
   * with the save.
   */
  async open(tokens = [], deal = null, peers = []) {
    tokens.forEach((token, i) => { if (this.seats[i] && token) this.seats[i].token = token; });
    peers.forEach((kept, i) => {
      const s = this.seats[i];
      if (!s || s.kind !== 'online' || !s.token || typeof kept?.peer !== 'string') return;
      s.peer = kept.peer;
      this.peers.set(kept.peer, { seat: i, hello: true, size: readSize({ w: kept.size?.[0], h: kept.size?.[1] }) ?? undefined });
    });
    if (deal) this.deal = deal;
    this.room = await openRoom(this.code.id, this.code.secret, this.settings);
    this.room.on('message', ({ peer, data }) => this.onMessage(peer, data));
    this.room.on('leave', ({ peer }) => this.onLeave(peer));
    return this;
  }

  /** Seat tokens, kept with the host's save so guests find their seats after a reload. */
  tokens() { return this.seats.map((s) => s.token); }

  /** Each seat's device ({peer, size}, or null), kept with the host's save (open). */
  devices() { return this.seats.map((s) => (s.peer ? { peer: s.peer, size: this.peers.get(s.peer)?.size ?? null } : null)); }

  /** Who sits where, as the lobby and every guest show it (`name` null: an online seat nobody took). */
  lobby() {
    return this.seats.map((s, i) => ({ seat: i, kind: s.kind, name: s.name, present: s.kind !== 'online' || (s.peer != null && this.room?.present(s.peer) !== false) }));
  }

  /** The names the match is played under: a seat nobody took goes by its stand-in's. */
  names() { return this.seats.map((s) => s.name ?? s.standIn); }

  sendLobby() {
    const list = this.lobby();
    this.hooks.lobby?.(list);
    this.broadcast(() => ({ t: 'lobby', seats: list, started: this.started }));
  }

  /** Sends each connected peer its own message (`make(seat, peer)`); a peer gone meanwhile is skipped. */
  broadcast(make) {
    for (const [peer, p] of this.peers) {
      const m = p.hello ? make(p.seat, p) : null;
      if (m) this.room.send(m, peer).catch(() => {});
    }
  }

  /** After every change of the table: each device its seat's snapshot, nothing more. */
  sendPackets() {
    if (!this.started) return;
    this.broadcast((seat, p) => this.packet(p));
  }

  /**
   * One device's snapshot: its seat's, its table drawn at its screen's size. The last one, once
   * the match is over, carries every part of the deal, so each device can check it.
   */
  packet(p) {
    const body = this.hooks.packet(p.seat, p.size ?? [800, 600]);
    if (!body) return null; // no table yet (the host's page is putting it back after a reload)
    const packet = { t: 'state', ...body };
    if (packet.over && this.deal) packet.deal = this.deal;
    return packet;
  }

  /** What a device is shown of the deal before the end: the commitments and which parts are used. */
  dealShown() {
    return this.deal ? { commits: this.deal.commits, used: this.deal.used } : null;
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
      const packet = this.started && this.packet(p);
      if (packet) this.room.send(packet, peer).catch(() => {});
      return;
    }
    const s = this.seed;
    if (m.t === 'commit' && s?.phase === 'commit' && s.asked.has(p.seat) && isHex64(m.c) && !s.commits.has(p.seat)) {
      s.commits.set(p.seat, m.c);
      return this.seedStep();
    }
    if (m.t === 'reveal' && s?.phase === 'reveal' && s.commits.has(p.seat) && !s.reveals.has(p.seat) && isHex64(m.part)) {
      return this.takeReveal(p.seat, m.part);
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

  /**
   * A device says who it is: back to its seat by its token, else a free online seat (before the
   * deal), else it watches. A device holds one seat at most: once seated, saying hello again (with
   * any token, or none) keeps it where it is and changes nobody else.
   */
  hello(peer, p, m) {
    if (m.p !== PROTOCOL) {
      this.room.send({ t: 'refused', error: { code: 'online_version' } }, peer).catch(() => {});
      return;
    }
    const name = readName(m.name);
    let seat = p.seat;
    if (seat < 0) seat = this.seats.findIndex((s) => s.kind === 'online' && s.token != null && s.token === m.token);
    if (seat < 0 && !this.dealing) seat = this.seats.findIndex((s) => s.kind === 'online' && s.token == null);
    const s = this.seats[seat];
    p.hello = true;
    p.size = readSize(m) ?? p.size;
    if (s) {
      if (s.peer && s.peer !== peer) this.peers.delete(s.peer); // the same device, back under a new id
      s.peer = peer;
      s.token ??= crypto.randomUUID();
      if (name && !this.dealing) s.name = name;
      p.seat = seat;
      this.hooks.back?.(seat);
    } else p.seat = -1;
    this.room.send({ t: 'welcome', seat: p.seat, token: s?.token ?? null, game: this.hooks.game, printed: this.hooks.printed?.() ?? null, deal: this.dealShown() }, peer).catch(() => {});
    this.sendLobby();
    const packet = this.started && this.packet(p);
    if (packet) this.room.send(packet, peer).catch(() => {});
  }

  /**
   * A device is gone. One the relays can still carry messages to (its mailbox is known) keeps its
   * seat's binding: its moves may come later, read from the relays.
   */
  onLeave(peer) {
    const p = this.peers.get(peer);
    const kept = this.room.reachable(peer);
    if (!kept) this.peers.delete(peer);
    const seat = this.seats.findIndex((s) => s.peer === peer);
    if (seat >= 0) {
      if (!kept) this.seats[seat].peer = null;
      this.hooks.left?.(seat);
    }
    if (p) this.sendLobby();
  }

  /** The host's own part of the deal: new random bits (a test of a dishonest host replaces it). */
  hostPart() { return newPart(); }

  /**
   * The seed, made together (the steps at the top of this file). Resolves to {seed, commits,
   * used, parts}; a guest that does not commit or reveal in time adds no part, and is told.
   */
  async makeSeed() {
    this.dealing = true;
    const own = this.hostPart();
    const ownCommit = await commitment(own, this.code.id, -1);
    return new Promise((resolve) => {
      const asked = new Set([...this.peers.values()].filter((p) => p.hello && p.seat >= 0).map((p) => p.seat));
      this.seed = { own, ownCommit, asked, commits: new Map(), reveals: new Map(), phase: 'commit', resolve, timer: 0 };
      this.seed.timer = setTimeout(() => this.seedStep(true), SEED_WAIT_MS);
      this.broadcast((seat) => (asked.has(seat) ? { t: 'commit?', host: ownCommit } : { t: 'lobby', seats: this.lobby(), started: false }));
      this.seedStep();
    });
  }

  /** A guest's part: used only if it is the one its commitment fixed. */
  async takeReveal(seat, part) {
    const s = this.seed;
    if ((await commitment(part, this.code.id, seat)) !== s.commits.get(seat)) { this.refused++; return; }
    if (this.seed !== s || s.phase !== 'reveal') return;
    s.reveals.set(seat, part);
    this.seedStep();
  }

  seedStep(late = false) {
    const s = this.seed;
    if (!s) return;
    if (s.phase === 'commit' && (late || [...s.asked].every((i) => s.commits.has(i)))) {
      s.phase = 'reveal';
      clearTimeout(s.timer);
      s.timer = setTimeout(() => this.seedStep(true), SEED_WAIT_MS);
      s.published = [{ seat: -1, c: s.ownCommit }, ...[...s.commits].sort(([a], [b]) => a - b).map(([seat, c]) => ({ seat, c }))];
      this.broadcast(() => ({ t: 'commits', commits: s.published }));
      if (s.commits.size === 0) this.seedStep(true);
      return;
    }
    if (s.phase === 'reveal' && (late || [...s.commits.keys()].every((i) => s.reveals.has(i)))) {
      s.phase = 'done';
      clearTimeout(s.timer);
      const parts = [{ seat: -1, part: s.own }, ...[...s.reveals].sort(([a], [b]) => a - b).map(([seat, part]) => ({ seat, part }))];
      this.seed = null;
      seedOf(parts, this.code.id).then((seed) => {
        this.deal = { commits: s.published, used: parts.map((x) => x.seat), parts };
        s.resolve({ seed, ...this.deal });
      });
    }
  }

  /**
   * Another match in the same room once one has ended (Play again): every device is told to put
   * the finished deal away, and a new one is made as the first was (makeSeed), with new parts from
   * every seated device; the seats stay as they were.
   */
  again() {
    this.started = false;
    this.deal = null;
    this.broadcast(() => ({ t: 'again' }));
  }

  /** The match begins: every device is told which parts were used, then gets its first snapshot. */
  begin() {
    this.started = true;
    this.broadcast(() => ({ t: 'dealt', ...this.dealShown() }));
    this.sendLobby();
    this.sendPackets();
  }

  /**
   * Every seated device told the room is closed for good; resolves once the relays have it (or
   * after a few seconds with none answering).
   */
  async closeForGood() {
    await new Promise((resolve) => {
      if (this.room.relays().length) resolve(undefined);
      else this.room.on('relays', ({ answering }) => { if (answering) resolve(undefined); });
      setTimeout(resolve, 8000);
    });
    // The mailbox reads what it kept before it can write to the guests' boxes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(this.seats.map((s) => (s.peer ? this.room.send({ t: 'closed' }, s.peer).catch(() => {}) : null)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
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
 * A guest's side: joins, says hello with its name and seat token, takes its part in the deal
 * (the steps at the top of this file), and hands every snapshot to `hooks.state(packet)`;
 * `hooks.lobby`, `hooks.welcome`, `hooks.refused`, `hooks.hint`, `hooks.host(present)` are told
 * the rest, `hooks.deal()` when what it knows of the deal changes (its part left out, or the host
 * caught changing a commitment: said before the first move), and `hooks.kept()` whenever what
 * the device must keep across a reload changes (`kept()` below: its part, the commitments it was
 * shown, and a fingerprint of every view, to check the record against at the end).
 */
export class GuestRoom {
  constructor(code, name, token, hooks, settings = {}, kept = null) {
    this.code = code;
    this.name = name;
    this.token = token;
    this.hooks = hooks;
    this.settings = settings;
    this.room = null;
    this.part = isHex64(kept?.part) ? kept.part : newPart();
    this.hostCommit = isHex64(kept?.hostCommit) ? kept.hostCommit : null; // the host's, as first shown
    this.commits = readCommits(kept?.commits); // every commitment, as this device was shown them
    this.used = readSeats(kept?.used); // the seats whose parts the host said it used
    this.asked = kept?.asked === true; // this device was asked for its part (it was seated at the deal)
    // What did not match as it came, said at once and again at the end.
    this.problems = Array.isArray(kept?.problems) ? kept.problems.filter((x) => typeof x === 'string').slice(0, 8) : [];
    // Every view this device was shown: move number -> [its seat's, the public one] fingerprints.
    this.prints = new Map(Object.entries(kept?.prints ?? {}).filter(([v, f]) => /^\d+$/.test(v) && Array.isArray(f)).map(([v, f]) => [Number(v), f]));
    this.printing = Promise.resolve(); // the fingerprints still being made
    // What the room showed this device last, kept so it is shown again while the host is away:
    // its seat, the game, its printed cards and the last snapshot.
    this.seat = Number.isInteger(kept?.seat) ? kept.seat : undefined;
    this.game = typeof kept?.game === 'string' ? kept.game : null;
    this.printed = kept?.printed ?? null;
    this.packet = kept?.packet && typeof kept.packet === 'object' && Number.isInteger(kept.packet.v) ? kept.packet : null;
    this.version = this.packet?.v ?? -1;
    this.over = this.packet?.over === true;
    this.closed = kept?.closed === true; // the host closed the room for good
    this.wanted = null; // this screen's table size, said to the host at most every SIZE_MS
    this.sizeTimer = null;
  }

  /** What this device keeps across a reload: nothing from which any card it cannot see follows. */
  kept() {
    return {
      part: this.part, hostCommit: this.hostCommit, commits: this.commits, used: this.used, asked: this.asked,
      problems: this.problems, prints: Object.fromEntries(this.prints),
      seat: this.seat, game: this.game, printed: this.printed, packet: this.packet,
    };
  }

  /** Whether this device's part is in the deal: null while it is not known yet. */
  leftOut() {
    if (!this.asked || !this.used) return null;
    return !this.used.includes(this.seat);
  }

  /**
   * Joins the room. `quiet`: only to read what waits for this device (the home screen's list of
   * rooms): no hello, so the host seats nobody.
   */
  async join({ quiet = false } = {}) {
    this.room = await joinRoom(this.code.id, this.code.secret, this.settings);
    this.room.on('join', ({ role }) => { if (role === 'host' && !quiet) { this.hooks.host?.(true); this.hello(); } });
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

  /** Something that did not match, kept and said (once each). */
  problem(code) {
    if (!this.problems.includes(code)) this.problems.push(code);
    this.hooks.kept?.();
    this.hooks.deal?.();
  }

  async onMessage(peer, m) {
    if (peer !== this.room.host() || !m || typeof m !== 'object') return;
    if (m.t === 'welcome') {
      this.seat = m.seat;
      if (typeof m.game === 'string') this.game = m.game;
      this.printed = m.printed ?? this.printed; // the game's printed cards, which its page code names things with
      if (m.token) this.token = m.token;
      this.hooks.kept?.();
      if (m.deal) this.dealShown(m.deal);
      this.hooks.welcome?.(m);
    } else if (m.t === 'lobby') this.hooks.lobby?.(m.seats, m.started);
    else if (m.t === 'commit?' && isHex64(m.host) && this.seat >= 0) {
      // The host is bound before this device commits: asked again, it must be bound the same way.
      if (this.hostCommit && this.hostCommit !== m.host) return this.problem('host_commit_changed');
      this.hostCommit = m.host;
      this.asked = true;
      this.hooks.kept?.();
      this.send({ t: 'commit', c: await commitment(this.part, this.code.id, this.seat) });
    } else if (m.t === 'commits') {
      const commits = readCommits(m.commits);
      if (!commits) return;
      this.takeCommits(commits);
      // The part goes to the host only once every commitment is fixed, its own among them.
      const mine = commits.find((c) => c.seat === this.seat);
      if (this.asked && mine && mine.c === (await commitment(this.part, this.code.id, this.seat))) this.send({ t: 'reveal', part: this.part });
      else if (this.asked && mine) this.problem('own_commit_changed');
    } else if (m.t === 'dealt') this.dealShown(m);
    else if (m.t === 'again' && this.over) {
      // A new match in this room, only once this device has seen the last one end (a host
      // cannot deal again in the middle of a match): a new part, nothing kept of the old deal.
      this.fresh();
      this.hooks.again?.();
    } else if (m.t === 'state' && Number.isInteger(m.v) && m.v >= this.version) {
      this.version = m.v;
      this.over = m.over === true;
      this.packet = m;
      this.remember(m);
      this.hooks.state?.(m);
    } else if (m.t === 'refused') this.hooks.refused?.(m);
    else if (m.t === 'closed') {
      this.closed = true;
      this.hooks.closed?.();
    }
    else if (m.t === 'hint') this.hooks.hint?.(m);
  }

  /** A new match's deal ahead: this device's part drawn anew, and what it checked the last deal by dropped. */
  fresh() {
    this.part = newPart();
    this.hostCommit = null;
    this.commits = null;
    this.used = null;
    this.asked = false;
    this.problems = [];
    this.prints = new Map();
    this.version = -1;
    this.over = false;
    this.packet = null;
    this.hooks.kept?.();
  }

  /** The commitments as the host published them: kept the first time, and never changed after. */
  takeCommits(commits) {
    if (this.commits && JSON.stringify(this.commits) !== JSON.stringify(commits)) return this.problem('commits_changed');
    const host = commits.find((c) => c.seat === -1);
    if (!host || (this.hostCommit && host.c !== this.hostCommit)) this.problem('host_commit_changed');
    this.commits ??= commits;
    this.hooks.kept?.();
    this.hooks.deal?.();
  }

  /** Which parts the host used (`dealt`, or a late device's welcome): a part without a commitment is none. */
  dealShown(deal) {
    if (!this.commits) {
      const commits = readCommits(deal.commits);
      if (!commits) return;
      // Shown the commitments only now (a spectator, a device that lost its storage): it can
      // still check the parts against them.
      this.takeCommits(commits);
    }
    const used = readSeats(deal.used);
    if (!used) return;
    if (this.used && JSON.stringify(this.used) !== JSON.stringify(used)) return this.problem('used_changed');
    if (!used.every((seat) => this.commits.some((c) => c.seat === seat)) || !used.includes(-1)) this.problem('used_uncommitted');
    this.used ??= used;
    this.hooks.kept?.();
    this.hooks.deal?.();
  }

  /** Fingerprints of the views a snapshot showed, kept for the check at the end. */
  remember(m) {
    const v = m.v;
    this.printing = this.printing.then(async () => {
      const print = [await fingerprint(m.view), await fingerprint(m.public)];
      const had = this.prints.get(v);
      // The same move shown twice must show the same: a host cannot take back what it showed.
      if (had && (had[0] !== print[0] || had[1] !== print[1])) this.problem('view_changed');
      else this.prints.set(v, print);
      this.hooks.kept?.();
    });
  }

  move(action, v) { return this.send({ t: 'move', action, v }); }
  askHint(v) { return this.send({ t: 'hint', v }); }
  close() {
    clearTimeout(this.sizeTimer);
    return this.room?.close();
  }
}

/** A list of commitments as the host sent it ({seat, c}, one a seat, seats -1 up), or null. */
function readCommits(list) {
  if (!Array.isArray(list) || list.length > 64) return null;
  const ok = list.every((x) => x && Number.isInteger(x.seat) && x.seat >= -1 && isHex64(x.c));
  return ok && new Set(list.map((x) => x.seat)).size === list.length ? list.map(({ seat, c }) => ({ seat, c })) : null;
}

/** A list of seats (-1 up, each once), or null. */
function readSeats(list) {
  if (!Array.isArray(list) || list.length > 64) return null;
  return list.every((x) => Number.isInteger(x) && x >= -1) && new Set(list).size === list.length ? [...list] : null;
}
