// @ts-check
// The relays as a room's mailbox: the way a guest's device and the host's talk when no direct
// connection opens between them (a network that lets none through). Each message is a regular
// Nostr event, which relays keep, on an address made from the room's topic; transport.js uses
// this beside the direct connection and says which way a peer is reached.
//
// Who can read what. Every tab draws an ECDH key pair (its "box") when it opens a room. The host
// announces its box's public key, encrypted with a key made from the room's secret; a guest says
// hello with its own public key the same way. From then on the two talk with a key only they
// hold: it is derived from their ECDH secret and the room's secret together, so the relays (which
// have neither) and the other guests (who have the room's secret but not this pair's ECDH secret)
// read nothing, and cannot write anything either of them takes (AES-GCM checks every message,
// its address and its sender). What a relay sees: random public keys, sizes, times, and
// addresses that are hashes of the room's topic.
//
// Nothing lost, nothing twice: relays may lose an event, deliver it twice, late or out of order.
// Each side numbers what it sends, keeps it until the other side acknowledges it (every message
// carries the highest number received in order), and sends it again meanwhile; the receiver
// hands messages on in order, once each, and keeps at most a few that came early.
//
// Bounded: an event's text, a message once inflated, the peers a host keeps, the messages held
// for a peer, the hellos a second and the event ids remembered all have limits (below); whatever
// is over them, or unreadable, is dropped unread.
//
// A room that lives for days: with somewhere to keep it (`keep`), a tab's box and each pair's
// numbers and unacknowledged messages outlive the page. A device that opens the room again reads
// what was left for it since it last read, and sends again what the other side has not
// acknowledged; messages wait on the relays for a device that is closed. A side is "present"
// only while it is heard from now: a kept message read later is delivered, and says nothing of
// whether its sender is there. A newer snapshot (`t: 'state'`) makes an older one not yet
// acknowledged needless: it is sent again as nothing.
import { schnorr } from './vendor/trystero.js';
import { hex, digest } from './deal.js';

/** A regular event kind (1000-9999): relays keep it. */
const KIND = 4334;
/** The rooms' mailbox protocol: a hello or an announcement of another is not taken. */
const VERSION = 1;
/** How long a side waits for an acknowledgement before it sends a message again (then longer). */
const RESEND_MS = [1000, 2500, 4000, 8000, 15000, 30000, 60000];
/** To a side that is away, a message goes this many times at most (a relay may lose one), then waits for it. */
const AWAY_TRIES = 3;
/**
 * A message goes over a direct connection this many times; not acknowledged, it goes through the
 * relays (a connection whose other side has closed takes seconds to be seen as gone).
 */
const DIRECT_TRIES = 1;
/**
 * Messages that go through the relays at once as well as over a direct connection: a guest's
 * move, which its player may close the page right after making.
 */
const bothWays = (/** @type {any} */ data) => data?.t === 'move';
/** With nothing to send, a side says it is still there this often (it is how presence is known). */
const PING_MS = 8000;
/** A peer unheard for this long is gone (its device closed, or its network lost). */
const GONE_MS = 30000;
/** A guest says hello again this often until the host answers. */
const HELLO_MS = 2500;
/** How far back a device reads what was left for it when it opens a room (seconds). */
const LOOKBACK_S = 600;
/** At most this many messages wait for a peer's acknowledgement, and this many early ones are kept. */
const MAX_OUTBOX = 256;
const MAX_EARLY = 64;
/** The host keeps at most this many guests' boxes, and reads at most this many hellos a second. */
const MAX_PEERS = 48;
const HELLOS_PER_SECOND = 8;
/** Event ids remembered, so a copy of an event is dropped. */
const MAX_SEEN = 4096;
/** Events posted while a relay is not open wait for it, at most this many (the oldest go first);
 * of events with the same `key` (a message sent again), only the newest waits. */
const MAX_UNSENT = 32;
/** A relay that closes is opened again after these pauses. */
const REOPEN_MS = [1000, 2000, 4000, 8000, 15000];

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const bytesOfHex = (/** @type {string} */ text) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));

/** Bytes as base64 (in slices: a spread of a large array would overflow the call stack). */
function base64(/** @type {Uint8Array} */ bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** base64 back to bytes, or null. */
function unbase64(/** @type {string} */ text) {
  try {
    const raw = atob(text);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Bytes through a compression stream. */
async function deflate(/** @type {Uint8Array} */ bytes) {
  const stream = new Blob([/** @type {BlobPart} */ (bytes)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflated bytes, or null if they are not deflated data or come to more than `max` bytes. */
async function inflate(/** @type {Uint8Array} */ bytes, /** @type {number} */ max) {
  const reader = new Blob([/** @type {BlobPart} */ (bytes)]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > max) {
        reader.cancel().catch(() => {});
        return null;
      }
      parts.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/** A JSON value sealed with AES-GCM `key`, bound to `aad` (where it is posted): base64 text. */
async function seal(/** @type {CryptoKey} */ key, value, /** @type {string} */ aad) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = await deflate(encoder.encode(JSON.stringify(value)));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(aad) }, key, plain));
  const out = new Uint8Array(12 + sealed.length);
  out.set(iv);
  out.set(sealed, 12);
  return base64(out);
}

/** The JSON value `text` seals, or null: not sealed with `key` for `aad`, over `max` bytes, or not JSON. */
export async function unseal(/** @type {CryptoKey} */ key, /** @type {string} */ text, /** @type {string} */ aad, /** @type {number} */ max) {
  const bytes = unbase64(text);
  if (!bytes || bytes.length < 29) return null;
  try {
    const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: encoder.encode(aad) }, key, bytes.subarray(12)));
    const json = await inflate(plain, max);
    return json ? JSON.parse(decoder.decode(json)) : null;
  } catch {
    return null;
  }
}

/**
 * A tab's box: an ECDH key pair, its public key as text and a short id (the name transport.js
 * gives the peer whose box it is). Drawn for a page load; or kept (`jwk`, its private key as a
 * JSON Web Key) with a room that lives for days, and read back with boxOf.
 * @typedef {{ key: CryptoKey, pub: string, id: string, jwk?: JsonWebKey }} Box
 * @param {boolean} [kept] whether it is to be kept
 * @returns {Promise<Box>}
 */
export async function newBox(kept = false) {
  const keys = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, kept, ['deriveBits']);
  const pub = base64(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)));
  const jwk = kept ? await crypto.subtle.exportKey('jwk', keys.privateKey) : undefined;
  return { key: keys.privateKey, pub, id: await boxId(pub), jwk };
}

/** A kept box ({jwk, pub}) read back, or null if it is not one. */
export async function boxOf(kept) {
  if (!kept || typeof kept.pub !== 'string' || !kept.jwk || typeof kept.jwk !== 'object') return null;
  try {
    const key = await crypto.subtle.importKey('jwk', kept.jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
    return { key, pub: kept.pub, id: await boxId(kept.pub), jwk: kept.jwk };
  } catch {
    return null;
  }
}

/** The id of a box's public key. */
export async function boxId(/** @type {string} */ pub) {
  return hex(await digest(`clubhouse box\n${pub}`)).slice(0, 24);
}

/**
 * The keys of a room: for what the whole room may read (the host's announcement, a hello), and
 * the salt every pair's key is made with. (Exported for the tests, which read a relay's events
 * with it as any holder of the room's secret could.)
 * @param {string} secret
 * @param {string} topic
 */
export async function roomKeys(secret, topic) {
  const base = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey', 'deriveBits']);
  const params = (/** @type {string} */ info) => ({ name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('clubhouse mailbox'), info: encoder.encode(`${info}\n${topic}`) });
  const room = await crypto.subtle.deriveKey(params('room'), base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const salt = new Uint8Array(await crypto.subtle.deriveBits(params('pair salt'), base, 256));
  return { room, salt };
}

/**
 * The keys two boxes share: AES-GCM for their messages, HMAC for the proof a direct connection
 * gives that it joins the same two boxes. Null if `theirPub` is not a public key.
 * @param {Box} box this tab's
 * @param {string} theirPub
 * @param {Uint8Array} salt the room's (roomKeys)
 * @param {string} hostPub
 * @param {string} guestPub
 */
async function pairKeys(box, theirPub, salt, hostPub, guestPub) {
  const raw = unbase64(theirPub);
  if (!raw || raw.length !== 65) return null;
  try {
    const their = await crypto.subtle.importKey('raw', raw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    const bits = await crypto.subtle.deriveBits({ name: 'ECDH', public: their }, box.key, 256);
    const base = await crypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
    const params = (/** @type {string} */ info) => ({ name: 'HKDF', hash: 'SHA-256', salt, info: encoder.encode(`${info}\n${hostPub}\n${guestPub}`) });
    const key = await crypto.subtle.deriveKey(params('clubhouse pair'), base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const mac = await crypto.subtle.deriveKey(params('clubhouse proof'), base, { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign', 'verify']);
    return { key, mac };
  } catch {
    return null;
  }
}

/** An address on the relays: a hash of what it is for, in the room's topic. */
async function address(/** @type {string} */ what) {
  return hex(await digest(`clubhouse mailbox\n${what}`)).slice(0, 40);
}

/**
 * The relays a mailbox posts to and reads from: a WebSocket each, opened again when it closes,
 * the subscriptions said again on each opening. Events are signed with a key drawn for this tab
 * (relays ask for a signature; what a message is worth is checked by its sealing, not by it).
 */
class RelaySet {
  /**
   * @param {string[]} urls
   * @param {(event: any, live: boolean) => void} heard an event on one of the subscriptions, the
   *   first copy only; `live`: sent as it came (after the relay's kept events, not among them)
   * @param {number} maxText the longest event text read
   */
  constructor(urls, heard, maxText) {
    this.urls = urls;
    this.heard = heard;
    this.maxText = maxText;
    const { secretKey, publicKey } = schnorr.keygen();
    this.secretKey = secretKey;
    this.pubkey = hex(publicKey);
    /** @type {Map<string, {socket: WebSocket | null, tries: number, timer: any, unsent: {text: string, key: string | null}[]}>} */
    this.sockets = new Map();
    /** @type {Map<string, any>} subscription id -> its filter */
    this.subs = new Map();
    /** @type {Set<string>} */
    this.seen = new Set();
    /** @type {Set<string>} the subscriptions, by relay, whose kept events have all come */
    this.live = new Set();
    this.closed = false;
    for (const url of urls) this.open(url);
  }

  open(/** @type {string} */ url) {
    if (this.closed) return;
    const entry = this.sockets.get(url) ?? { socket: null, tries: 0, timer: 0, unsent: [] };
    this.sockets.set(url, entry);
    let socket;
    try {
      socket = new WebSocket(url);
    } catch {
      return;
    }
    entry.socket = socket;
    socket.onopen = () => {
      entry.tries = 0;
      for (const id of this.subs.keys()) this.live.delete(`${url} ${id}`);
      for (const [id, filter] of this.subs) socket.send(JSON.stringify(['REQ', id, filter]));
      for (const { text } of entry.unsent.splice(0)) socket.send(text);
    };
    socket.onmessage = (m) => this.onMessage(m.data, url);
    socket.onclose = () => {
      if (this.closed || entry.socket !== socket) return;
      entry.socket = null;
      entry.timer = setTimeout(() => this.open(url), REOPEN_MS[Math.min(entry.tries++, REOPEN_MS.length - 1)]);
    };
  }

  onMessage(data, /** @type {string} */ url) {
    if (typeof data !== 'string' || data.length > this.maxText + 2048) return;
    let m;
    try { m = JSON.parse(data); } catch { return; }
    if (!Array.isArray(m)) return;
    if (m[0] === 'EOSE' && this.subs.has(m[1])) this.live.add(`${url} ${m[1]}`);
    if (m[0] !== 'EVENT' || !this.subs.has(m[1])) return;
    const event = m[2];
    if (!event || typeof event.id !== 'string' || typeof event.content !== 'string' || event.kind !== KIND || !Array.isArray(event.tags)) return;
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    if (this.seen.size > MAX_SEEN) this.seen.delete(this.seen.values().next().value);
    this.heard(event, this.live.has(`${url} ${m[1]}`));
  }

  /** Reads the events that `filter` names, those kept and those to come. */
  subscribe(filter) {
    const id = hex(crypto.getRandomValues(new Uint8Array(8)));
    this.subs.set(id, filter);
    for (const { socket } of this.sockets.values()) if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(['REQ', id, filter]));
  }

  /**
   * Posts `content` at address `x` on every relay: now where it is open, else as it opens. (A page
   * opened a moment ago may post before its relays answer: a message dropped then held back every
   * later one until the page came again, a guest's move among them.) With `wait` false, only where
   * it is open now; a waiting event with the same `key` gives way to this one. Resolves with how
   * many relays had it at once.
   */
  async post(/** @type {string} */ x, /** @type {string} */ content, wait = true, key = null) {
    const event = { pubkey: this.pubkey, created_at: Math.floor(Date.now() / 1000), kind: KIND, tags: [['x', x]], content };
    const id = await digest(JSON.stringify([0, event.pubkey, event.created_at, event.kind, event.tags, event.content]));
    const sig = await schnorr.signAsync(id, this.secretKey);
    const text = JSON.stringify(['EVENT', { ...event, id: hex(id), sig: hex(sig) }]);
    let sent = 0;
    for (const entry of this.sockets.values()) {
      if (entry.socket?.readyState === WebSocket.OPEN) {
        entry.socket.send(text);
        sent++;
      } else if (wait) {
        if (key != null) entry.unsent = entry.unsent.filter((u) => u.key !== key);
        if (entry.unsent.push({ text, key }) > MAX_UNSENT) entry.unsent.shift();
      }
    }
    return sent;
  }

  close() {
    this.closed = true;
    for (const entry of this.sockets.values()) {
      clearTimeout(entry.timer);
      if (entry.socket) { entry.socket.onclose = null; entry.socket.close(); }
    }
    this.sockets.clear();
  }
}

/**
 * One pair's conversation (the host and one guest): what is sent and not yet acknowledged, what
 * came in order, what came early.
 */
class Pair {
  constructor(pub, id, keys, to) {
    this.pub = pub; // the other side's public key
    this.id = id; // the other side's box id
    this.key = keys.key;
    this.mac = keys.mac;
    this.to = to; // the address the other side reads
    this.next = 1; // the number of the next message this side sends
    /** @type {Map<number, {data: any, at: number, tries: number}>} */
    this.outbox = new Map();
    this.got = 0; // the last number received in order
    /** @type {Map<number, any>} */
    this.early = new Map();
    this.heardAt = 0; // when the other side was last heard (0: never)
    this.present = false;
    /** @type {((body: any) => Promise<void>) | null} the direct connection, while there is one (transport.js) */
    this.direct = null;
    this.ackTimer = 0;
    this.sentAt = 0;
  }
}

/**
 * A room's mailbox at one tab.
 * @param {object} o
 * @param {'host' | 'guest'} o.role
 * @param {string} o.topic the room's topic (transport.js libraryRoomId)
 * @param {string} o.secret the room's secret
 * @param {string[]} o.relays
 * @param {Box} o.box this tab's
 * @param {number} o.maxBytes the most bytes of a message read from the other side, once inflated
 * @param {object} o.on
 * @param {(peer: string) => void} o.on.join a peer is reached through the relays
 * @param {(peer: string) => void} o.on.leave a peer is no longer heard there
 * @param {(peer: string, data: any) => void} o.on.message
 * @param {(hostId: string) => void} [o.on.host] at a guest: the host's box was announced (or a new one)
 * @param {() => void} [o.on.full] what is to be kept could not be (the device's storage is full)
 * @param {{ kept: any, save: (state: any) => boolean } | null} [o.keep] where the pairs are kept
 *   (`kept`: what was, or null), for a room that lives for days; `save` says whether it could
 * @param {boolean} [o.peek] only to look: nothing sent, kept, acknowledged or handed on; the
 *   moves that wait for this device are counted (`waiting`), for the home screen's list
 */
export async function openMailbox({ role, topic, secret, relays, box, maxBytes, on, keep = null, peek = false }) {
  const { room, salt } = await roomKeys(secret, topic);
  const announceAt = await address(`announce\n${topic}`);
  const inboxAt = await address(`inbox\n${topic}`);
  const myAt = await address(`to\n${topic}\n${box.id}`);
  // The text of an event: its sealed message (a JSON value inflated to `maxBytes` at most) and
  // its sender's id; base64 makes 4 characters of 3 bytes, and deflated JSON is rarely larger.
  const maxText = Math.ceil((maxBytes * 4) / 3) + 4096;
  /** @type {Map<string, Pair>} by the other side's box id */
  const pairs = new Map();
  let closed = false;
  let hellos = { second: 0, count: 0 };
  /** At a guest: the host's box as announced last ({pub, id, at}), and whether to talk to it. */
  let host = null;
  let wanted = false;
  let helloTimer = 0;
  const waiting = new Set(); // when peeking: the moves not yet taken, by pair and number

  const set = new RelaySet(relays, (event, live) => heard(event, live).catch(() => {}), maxText);
  // Read from where this device last read (a little before, for clocks that differ), or LOOKBACK_S back.
  const kept = keep?.kept ?? null;
  let seenAt = Number.isFinite(kept?.seenAt) ? kept.seenAt : 0;
  const since = Math.floor(Math.min(Date.now() / 1000 - LOOKBACK_S, seenAt ? seenAt - 300 : Infinity));
  if (role === 'guest' && typeof kept?.host?.pub === 'string' && Number.isFinite(kept.host.at)) {
    host = { pub: kept.host.pub, id: await boxId(kept.host.pub), at: kept.host.at };
  }
  for (const p of Array.isArray(kept?.pairs) ? kept.pairs.slice(0, MAX_PEERS) : []) {
    const pair = typeof p?.pub === 'string' ? await newPair(p.pub) : null;
    if (!pair || !Number.isInteger(p.next) || !Number.isInteger(p.got) || !Array.isArray(p.outbox)) continue;
    pair.next = p.next;
    pair.got = p.got;
    for (const [n, data] of p.outbox.slice(0, MAX_OUTBOX)) if (Number.isInteger(n)) pair.outbox.set(n, { data, at: 0, tries: 0 });
  }

  /** What is kept of the mailbox, soon after it changes. */
  let saveTimer = 0;
  const changed = () => {
    if (!keep || saveTimer) return;
    saveTimer = setTimeout(save, 150);
  };
  const save = () => {
    saveTimer = 0;
    if (!keep || peek) return;
    const state = {
      seenAt,
      host: host ? { pub: host.pub, at: host.at } : null,
      pairs: [...pairs.values()].filter((p) => p.next > 1 || p.got > 0).map((p) => ({ pub: p.pub, next: p.next, got: p.got, outbox: [...p.outbox].map(([n, item]) => [n, item.data]) })),
    };
    if (!keep.save(state)) on.full?.();
  };
  if (role === 'host') set.subscribe({ kinds: [KIND], '#x': [inboxAt], since });
  else {
    set.subscribe({ kinds: [KIND], '#x': [announceAt], limit: 4 });
    set.subscribe({ kinds: [KIND], '#x': [myAt], since });
  }

  /** A message for the other side of `pair`: sealed with their key, posted where they read. */
  const post = async (/** @type {Pair} */ pair, body) => {
    if (closed) return;
    body.a = pair.got;
    const text = `${box.id}.${await seal(pair.key, body, `${pair.to}\n${box.id}`)}`;
    clearTimeout(pair.ackTimer);
    pair.ackTimer = 0;
    pair.sentAt = performance.now();
    // A message sent again while a relay is closed replaces its earlier copy there (as the latest
    // acknowledgement-only message replaces the one before).
    await set.post(pair.to, text, true, `${pair.id} ${body.s ?? '-'}`);
  };

  /** The pair with box `pub` (made the first time), or null if `pub` is not a public key. */
  async function newPair(/** @type {string} */ pub) {
    const id = await boxId(pub);
    if (pairs.has(id)) return pairs.get(id);
    const hostPub = role === 'host' ? box.pub : pub;
    const guestPub = role === 'host' ? pub : box.pub;
    const keys = await pairKeys(box, pub, salt, hostPub, guestPub);
    if (!keys || closed) return null;
    const to = role === 'host' ? await address(`to\n${topic}\n${id}`) : inboxAt;
    if (pairs.has(id)) return pairs.get(id);
    const pair = new Pair(pub, id, keys, to);
    pairs.set(id, pair);
    return pair;
  }

  async function heard(event, /** @type {boolean} */ live) {
    if (closed) return;
    const x = event.tags.find((t) => t[0] === 'x')?.[1];
    const dot = event.content.indexOf('.');
    if (dot < 1) return;
    const from = event.content.slice(0, dot);
    const body = event.content.slice(dot + 1);
    if (x === announceAt && role === 'guest' && from === 'a') {
      const m = await unseal(room, body, `${x}\na`, 4096);
      if (!m || m.v !== VERSION || typeof m.pub !== 'string' || !Number.isFinite(m.at)) return;
      // The newest announcement is the host's device as it is now (a host that reloads draws a new box).
      if (host && host.at >= m.at) return;
      host = { pub: m.pub, id: await boxId(m.pub), at: m.at };
      changed();
      on.host?.(host.id);
      if (wanted) hello();
      return;
    }
    if (x === inboxAt && role === 'host' && from === 'h') {
      if (peek) return;
      const now = Math.floor(performance.now() / 1000);
      if (hellos.second !== now) hellos = { second: now, count: 0 };
      if (++hellos.count > HELLOS_PER_SECOND) return;
      const m = await unseal(room, body, `${x}\nh`, 4096);
      if (!m || m.v !== VERSION || typeof m.pub !== 'string' || m.to !== box.id) return;
      if (!pairs.has(await boxId(m.pub)) && pairs.size >= MAX_PEERS) forgetQuiet();
      if (pairs.size >= MAX_PEERS) return;
      const pair = await newPair(m.pub);
      // Answered at once, so the guest knows its hello came (and its device is reached).
      if (pair) post(pair, { p: 1 }).catch(() => {});
      return;
    }
    const pair = pairs.get(from);
    if (!pair || (role === 'host' ? x !== inboxAt : x !== myAt)) return;
    const m = await unseal(pair.key, body, `${x}\n${from}`, maxBytes);
    if (!m || typeof m !== 'object' || !Number.isInteger(m.a) || m.a < 0) return;
    if (Number.isFinite(event.created_at) && event.created_at > seenAt) seenAt = event.created_at;
    // Said now, not read from what the relay kept: the other side is there.
    take(pair, m, live && event.created_at >= Date.now() / 1000 - GONE_MS / 1000);
  }

  /**
   * A message of `pair`'s other side, through the relays or over a direct connection: its
   * acknowledgement taken, its data handed on in order and once. `now`: heard from the relays
   * now (so the other side is there through them).
   */
  function take(/** @type {Pair} */ pair, m, now = false) {
    if (peek) {
      if (Number.isInteger(m.s) && m.s > pair.got && m.m?.t === 'move') waiting.add(`${pair.id} ${m.s}`);
      return;
    }
    // Heard now (not a kept message read later), with no direct connection to say so: the other
    // side is there through the relays. (A guest's move goes both ways: it says nothing of that.)
    if (now && !pair.direct) {
      pair.heardAt = performance.now();
      if (!pair.present) {
        pair.present = true;
        if (role === 'guest') clearTimeout(helloTimer);
        // What waited for it goes again at once (it may have been lost while it was away).
        for (const item of pair.outbox.values()) if (item.tries >= AWAY_TRIES) { item.at = 0; item.tries = 0; }
        on.join(pair.id);
      }
    }
    // What the other side has: everything up to `a`.
    for (const n of [...pair.outbox.keys()]) if (n <= m.a) pair.outbox.delete(n);
    changed();
    if (!Number.isInteger(m.s) || m.s < 1) return;
    if (m.s <= pair.got) { ack(pair); return; } // a copy, or sent again before the ack came
    if (m.s > pair.got + 1) {
      if (pair.early.size < MAX_EARLY) pair.early.set(m.s, m.m);
      ack(pair);
      return;
    }
    pair.got = m.s;
    if (m.m != null) on.message(pair.id, m.m);
    while (pair.early.has(pair.got + 1)) {
      const data = pair.early.get(pair.got + 1);
      pair.early.delete(++pair.got);
      if (data != null) on.message(pair.id, data);
    }
    // Kept before it is acknowledged: once acknowledged the other side sends it no more, so a
    // page closed in between must not open again still waiting for it.
    if (keep) {
      clearTimeout(saveTimer);
      save();
    }
    ack(pair);
  }

  /** An acknowledgement soon, unless a message goes first (every message carries one). */
  const ack = (/** @type {Pair} */ pair) => {
    if (pair.ackTimer) return;
    pair.ackTimer = setTimeout(() => { pair.ackTimer = 0; carry(pair, {}); }, 120);
  };

  /**
   * `body` on its way: over the pair's direct connection while there is one (the first
   * DIRECT_TRIES times for a numbered message), else through the relays.
   */
  const carry = (/** @type {Pair} */ pair, body, tries = 0) => {
    if (closed) return;
    if (pair.direct && tries < DIRECT_TRIES) {
      body.a = pair.got;
      clearTimeout(pair.ackTimer);
      pair.ackTimer = 0;
      pair.direct(body).catch(() => {});
      if (!bothWays(body.m)) return;
    }
    post(pair, { ...body }).catch(() => {});
  };

  /** At the host, with too many boxes: those not heard for longest go. */
  const forgetQuiet = () => {
    const quiet = [...pairs.values()].filter((p) => !p.present).sort((a, b) => a.heardAt - b.heardAt);
    if (quiet[0]) pairs.delete(quiet[0].id);
  };

  /** At a guest: hello to the host's box, again (less and less often) until it answers. */
  let helloes = 0;
  const hello = async () => {
    clearTimeout(helloTimer);
    if (closed || !host || !wanted) return;
    const pair = await newPair(host.pub);
    if (!pair || pair.present) { helloes = 0; return; }
    await set.post(inboxAt, `h.${await seal(room, { v: VERSION, pub: box.pub, to: host.id }, `${inboxAt}\nh`)}`);
    helloTimer = setTimeout(hello, Math.min(HELLO_MS * ++helloes, 30000));
  };

  // Messages not acknowledged are sent again; a side with nothing to say says it is there; a
  // peer unheard for GONE_MS is gone.
  const tick = setInterval(() => {
    if (peek) return;
    const now = performance.now();
    for (const pair of pairs.values()) {
      for (const [n, item] of pair.outbox) {
        if (now - item.at < RESEND_MS[Math.min(item.tries, RESEND_MS.length - 1)]) continue;
        if (!pair.present && !pair.direct && item.tries >= AWAY_TRIES) continue; // it waits on the relays
        item.at = now;
        item.tries++;
        carry(pair, { s: n, m: item.data }, item.tries);
      }
      if (pair.present && now - pair.heardAt > GONE_MS) {
        pair.present = false;
        on.leave(pair.id);
        if (role === 'guest' && host?.id === pair.id) hello();
      }
      if (pair.present && !pair.direct && now - pair.sentAt > PING_MS) post(pair, { p: 1 }).catch(() => {});
    }
  }, 500);

  // The host's box, announced once a relay is open, then again now and then for relays that forget.
  let firstTimer = 0;
  let announceTimer = 0;
  if (role === 'host' && !peek) {
    // Tried every 300 ms until a relay is open: each try goes only where one is open now.
    const announce = async () => set.post(announceAt, `a.${await seal(room, { v: VERSION, pub: box.pub, at: Date.now() }, `${announceAt}\na`)}`, false);
    firstTimer = setInterval(async () => { if (!closed && (await announce()) > 0) clearInterval(firstTimer); }, 300);
    announceTimer = setInterval(announce, 5 * 60000);
  }

  return {
    /** Sends `data` to the peer of box `id` (reliably: again until acknowledged). */
    send(/** @type {string} */ id, data) {
      const pair = pairs.get(id);
      if (!pair) throw new Error(`not reached through the relays: ${id}`);
      if (pair.outbox.size >= MAX_OUTBOX) throw new Error('too many messages wait for this peer');
      // A newer snapshot makes those not yet acknowledged needless: they go again as nothing.
      if (data?.t === 'state') for (const item of pair.outbox.values()) if (item.data?.t === 'state') item.data = null;
      const n = pair.next++;
      pair.outbox.set(n, { data, at: performance.now(), tries: 0 });
      // Kept at once: a page closed right after a move still has it to send when it opens again.
      clearTimeout(saveTimer);
      save();
      carry(pair, { s: n, m: data });
    },
    /** Whether box `id` is reached through the relays now. */
    has: (/** @type {string} */ id) => pairs.get(id)?.present === true,
    /** Whether box `id` can be written to (now or, kept on the relays, later). */
    knows: (/** @type {string} */ id) => pairs.has(id),
    /** At a guest: talk to the host through the relays (now, or once its box is announced). */
    reach() {
      wanted = true;
      hello();
    },
    /**
     * The direct connection to box `id` (a function that sends a JSON value over it), or null
     * once it has gone: while there is one, messages take it, and no ping goes to the relays.
     */
    carryDirect(/** @type {string} */ id, /** @type {((body: any) => Promise<void>) | null} */ send) {
      const pair = pairs.get(id);
      if (!pair) return;
      pair.direct = send;
      if (!send) return;
      // The direct connection says the other side is there now (transport.js); through the
      // relays it must be heard again once that connection has gone.
      pair.present = false;
      // What waits for it goes that way at once.
      for (const item of pair.outbox.values()) { item.at = 0; item.tries = 0; }
    },
    /** A message from box `id` over the direct connection (its body as the relays would carry it). */
    fromDirect(/** @type {string} */ id, body) {
      const pair = pairs.get(id);
      if (pair && body && typeof body === 'object' && Number.isInteger(body.a) && body.a >= 0) take(pair, body);
    },
    /** At a guest: the host's box id as last announced, or null. */
    hostId: () => host?.id ?? null,
    /**
     * The proof, for a direct connection, that this tab holds its box and shares the pair's keys
     * with the box `theirPub`: an HMAC over both tabs' connection ids.
     */
    async proof(/** @type {string} */ theirPub, /** @type {string} */ text) {
      const pair = pairs.size < 2 * MAX_PEERS ? await newPair(theirPub) : null;
      if (!pair) return null;
      return hex(new Uint8Array(await crypto.subtle.sign('HMAC', pair.mac, encoder.encode(text))));
    },
    async verify(/** @type {string} */ theirPub, /** @type {string} */ text, /** @type {string} */ proof) {
      const pair = pairs.size < 2 * MAX_PEERS ? await newPair(theirPub) : null;
      if (!pair || typeof proof !== 'string' || !/^[0-9a-f]{64}$/.test(proof)) return false;
      return crypto.subtle.verify('HMAC', pair.mac, bytesOfHex(proof), encoder.encode(text));
    },
    /** When peeking: how many moves wait for this device. */
    waiting: () => waiting.size,
    close() {
      closed = true;
      clearInterval(tick);
      clearInterval(firstTimer);
      clearInterval(announceTimer);
      clearTimeout(helloTimer);
      for (const pair of pairs.values()) clearTimeout(pair.ackTimer);
      if (saveTimer) { clearTimeout(saveTimer); save(); }
      set.close();
    },
  };
}
