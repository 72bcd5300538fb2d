// @ts-check
// The transport of online rooms: JSON messages between the host's tab and each guest's tab over
// WebRTC data channels, the tabs found through Nostr relays (the signalling library is Trystero,
// vendored in ./vendor/; docs/ARCHITECTURE.md says why). This is the only file that knows the
// library: the rooms above it see a host, guests, messages and peers coming and going.
//
// It is loaded only when a room is used, by a dynamic import from the page's code (which makes
// it a bundle entry of its own in the shipped site), so a visit that plays at one device never
// fetches it.
//
// The shape is a star: a guest talks to the host, the host to each guest. The library links
// every two tabs of a room, guests too (a guest that only waits for the host's announcements, as
// its passive mode does, took a minute to come back after a reload; linked, half a second), but
// this module neither reports a link between two guests nor carries anything over it: a guest
// sends only to the host and hears only the host.
//
// The room's secret is Trystero's password: it encrypts the connection offers the relays carry
// and is checked by a challenge when two tabs meet, so a tab without it cannot connect. Peer ids
// are new at every page load: a guest who reloads leaves (the host sees 'leave') and comes back
// as a new peer ('join'); the rooms above bind seats to peers, with a token the guest keeps.
//
// The relays: a site's own, or else a list of public ones. The library alone would use the same
// five public relays for every room and nothing else when they fail, so a room first probes the
// candidates (a WebSocket opened and closed, a few at a time) and joins through the first that
// answer. While none does, the room says so ('relays') and goes on trying; it opens by itself
// when one answers.
//
// What the relays see of a room are topics made from the id the library is given. That id is
// made from the room's id and its secret, so a room's short code alone names nothing there.
//
// Every message between the host and a guest is numbered and kept until acknowledged (mailbox.js),
// and goes over the direct connection while there is one. When none opens (a network that lets
// none through), or one dies unseen, the relays carry the messages themselves, sealed for the two
// tabs of the pair: a guest that has not reached the host directly within FALLBACK_MS says hello
// through them. A peer is named by its box (mailbox.js): the same name whichever way it is
// reached, and a direct connection proves, in its handshake, that it joins the same box.
import { joinRoom as trysteroJoin, selfId } from './vendor/trystero.js';
import { newBox, boxOf, boxId, openMailbox } from './mailbox.js';
import { readKept } from './kept.js';
/** @import { RoomConfig } from './vendor/trystero.js' */

/** The version of what tabs say to each other when they meet; a tab of another version is refused. */
export const PROTOCOL = 1;

/** The app id every room of the site shares (rooms are told apart by their id and secret). */
const APP_ID = 'clubhouse-golf';

/**
 * The most bytes a message from a peer may have, by what this tab hears (the library drops a
 * larger one before keeping it whole). The host hears guests, whose messages the rooms refuse over
 * 8,192 characters of JSON: at most 3 bytes each in UTF-8. A guest hears the host's snapshots,
 * which carry its drawn table: the largest measured, in a game of 18 Holes on a phone and on a
 * 1920x1080 screen, was 43 KB (half were under 9 KB); 256 KB leaves about six times that.
 */
const MAX_MESSAGE_BYTES = { host: 3 * 8192, guest: 256 * 1024 };

/**
 * Public Nostr relays that pass on ephemeral events (the library's own list), for a site that
 * names none.
 */
const PUBLIC_RELAYS = [
  'basspistol.org', 'bucket.coracle.social', 'chorus.pjv.me', 'koru.bitcointxoko.org', 'nos.lol',
  'nostr-01.uid.ovh', 'nostr-01.yakihonne.com', 'nostr-relay.corb.net', 'nostr.data.haus',
  'nostr.islandarea.net', 'nostr.sathoarder.com', 'nostr.tegila.com.br', 'nostr.vulpem.com',
  'purplerelay.com', 'relay-can.zombi.cloudrodion.com', 'relay-rpi.edufeed.org', 'relay.agorist.space',
  'relay.artio.inf.unibe.ch', 'relay.mostr.pub', 'relay.mostro.network', 'relay.sigit.io',
  'relay02.lnfi.network', 'schnorr.me', 'social.amanah.eblessing.co', 'staging.yabu.me',
  'strfry.shock.network', 'top.testrelay.top', 'yabu.me/v2',
].map((host) => `wss://${host}`);

/** How many relays a room goes through at once: two tabs meet on any relay both use. */
const ROOM_RELAYS = 5;
/** A relay whose WebSocket has not opened in this long is passed over for this round. */
const PROBE_MS = 4000;
/** Once one relay has answered, how long the others in flight may still join it. */
const MORE_MS = 1500;
/** With no relay answering after this long, the room says so (and goes on trying). */
const NO_RELAY_MS = 6000;
/** The pauses between rounds of probes while none answers: short at first, then steady. */
const RETRY_MS = [1000, 2000, 3000, 5000];
/** A guest that has not reached the host directly this long after the relays answer goes through them. */
const FALLBACK_MS = 5000;

/**
 * What a site owner may set (settings, embed attributes); every field may be left out.
 * @typedef {object} TransportSettings
 * @property {string[]} [relays] Nostr relays (wss://…) for signalling, in place of the public
 *   list: a site owner's own relay, or a local one in tests. Probed as the public ones are.
 * @property {RTCIceServer[]} [iceServers] STUN/TURN servers in place of the library's public STUN
 *   list: add a TURN server here for players behind strict NATs; `[]` for none (tests).
 * @property {number} [redundancy] How many of the relays that answer to use at once (default 5).
 * @property {number} [handshakeMs] How long two tabs may take to meet (default 10000).
 * @property {number} [maxMessageBytes] The most bytes a message from a peer may have (default by
 *   role: MAX_MESSAGE_BYTES).
 * @property {number} [fallbackMs] How long a guest waits for a direct connection before it goes
 *   through the relays (default FALLBACK_MS).
 * @property {boolean} [peek] Only to look at what waits on the relays for a kept room (with
 *   `keep`): no direct connection, nothing sent or kept (mailbox.js `peek`).
 * @property {string} [keep] For a room that lives for days: the storage key under which this
 *   tab's box and mailbox are kept (mailbox.js), so its peer id and what waits on the relays
 *   outlive the page. Without it both are drawn for this page load.
 */

/**
 * What a room tells its listeners.
 * @typedef {{ peer: string, role: 'host' | 'guest' }} JoinEvent   a peer is connected and may be sent to
 * @typedef {{ peer: string }} LeaveEvent                           a peer is gone (closed, reloaded, lost)
 * @typedef {{ peer: string, data: any }} MessageEvent               a JSON message from that peer
 * @typedef {{ peer: string | null, error: string }} ErrorEvent      a tab that could not be admitted, and why
 * @typedef {{ answering: boolean, code?: string }} RelaysEvent        no relay answers (code
 *   'online_no_relay'; the room goes on trying), or relays answer and the room is open through them
 * @typedef {{ peer: string, via: 'direct' | 'relays' }} ViaEvent      the way a peer is reached now
 * @typedef {{ join: JoinEvent, leave: LeaveEvent, message: MessageEvent, error: ErrorEvent, relays: RelaysEvent, via: ViaEvent }} RoomEvents
 */

/**
 * An open room, at the host or at a guest.
 * @typedef {object} Room
 * @property {'host' | 'guest'} role This tab's part.
 * @property {string} self This tab's peer id, its box's (new at every page load).
 * @property {string} roomId The room's id.
 * @property {() => string[]} peers The peers connected now (at a guest: the host, once joined).
 * @property {() => string | null} host At a guest, the host's peer id while connected; at the host, its own.
 * @property {(data: any, to?: string | string[]) => Promise<void>} send Sends a JSON value to one
 *   peer, several, or (without `to`) every peer there (at a guest: the host, there or not). A
 *   peer away whose mailbox is known gets it once its device reads the relays. Rejects, sending
 *   nothing, if one of them is neither (at a guest: anyone but the host), or once the room is closed.
 * @property {() => string[]} relays The relays the room goes through (none yet while it looks for them).
 * @property {(peer: string) => 'direct' | 'relays' | null} via The way a peer is reached now.
 * @property {(peer: string) => boolean} present Whether a peer is there now (either way).
 * @property {() => number} waitingMoves When peeking (settings `peek`): the moves that wait for this device.
 * @property {(peer: string) => boolean} reachable Whether a peer can be sent to, now or (through
 *   the relays, which keep it) once its device opens the room again.
 * @property {<K extends keyof RoomEvents>(type: K, listener: (event: RoomEvents[K]) => void) => () => void} on
 *   Listens to 'join', 'leave', 'message', 'error', 'relays' or 'via'; returns the function that stops listening.
 * @property {(peer: string) => Promise<number>} ping The round trip to a peer, in milliseconds.
 * @property {() => Promise<void>} close Leaves the room (the other side sees 'leave'); idempotent.
 */

/**
 * Opens a room as its host: the tab that holds the table. Guests who join with the same id and
 * secret connect to it. Resolves at once: the room opens through the relays once one answers
 * ('relays' tells when none does).
 * @param {string} roomId
 * @param {string} secret
 * @param {TransportSettings} [settings]
 * @returns {Promise<Room>}
 */
export function openRoom(roomId, secret, settings = {}) {
  return start('host', roomId, secret, settings);
}

/**
 * Joins a room as a guest. Resolves at once; 'join' with role 'host' follows when the host is
 * reached (the host may open the room later, or come back after a reload).
 * @param {string} roomId
 * @param {string} secret
 * @param {TransportSettings} [settings]
 * @returns {Promise<Room>}
 */
export function joinRoom(roomId, secret, settings = {}) {
  return start('guest', roomId, secret, settings);
}

/**
 * @param {'host' | 'guest'} role
 * @param {string} roomId
 * @param {string} secret
 * @param {TransportSettings} settings
 * @returns {Promise<Room>}
 */
async function start(role, roomId, secret, settings) {
  if (typeof roomId !== 'string' || roomId === '') throw new TypeError('a room needs an id');
  if (typeof secret !== 'string' || secret.length < 8) throw new TypeError('a room needs a secret of 8 characters or more');

  /** @type {{ [K in keyof RoomEvents]: Set<(event: RoomEvents[K]) => void> }} */
  const listeners = { join: new Set(), leave: new Set(), message: new Set(), error: new Set(), relays: new Set(), via: new Set() };
  /** @type {<K extends keyof RoomEvents>(type: K, event: RoomEvents[K]) => void} */
  const emit = (type, event) => {
    for (const f of [...listeners[type]]) {
      try {
        f(event);
      } catch (e) {
        console.error(e); // one listener's fault stops neither the others nor the room
      }
    }
  };
  // A kept room's box and mailbox, or new ones.
  const keptText = settings.keep ? readKept(settings.keep) : null;
  const box = (await boxOf(keptText?.box)) ?? (await newBox(!!settings.keep));
  /** Keeps the box and `mail` (what the mailbox keeps); false if the device's storage would not. */
  const keep = (mail) => {
    try {
      localStorage.setItem(settings.keep, JSON.stringify({ box: { jwk: box.jwk, pub: box.pub }, mail }));
      return true;
    } catch {
      return false;
    }
  };
  if (settings.keep && !keptText?.box) keep(null);
  /** The direct connections this tab talks over: the library's peer id -> the box it proved. */
  const links = new Map();
  /** The boxes reached directly: box id -> the library's peer id. */
  const direct = new Map();
  /** The peers this tab talks to (at the host every guest, at a guest the host), by box id, and their roles. */
  const present = new Map();
  /** At a guest: the host's box id while it is reached. */
  let hostId = null;
  let closed = false;
  const stopLooking = new AbortController();
  /** The library's room and its message channel, and the mailbox, once relays answer. */
  let room = null;
  let channel = null;
  /** @type {Awaited<ReturnType<typeof openMailbox>> | null} */
  let mailbox = null;
  let fallback = 0;
  /** @type {string[]} */
  let relays = [];
  const maxBytes = settings.maxMessageBytes ?? MAX_MESSAGE_BYTES[role];

  /** The way `peer` is reached now. */
  const via = (/** @type {string} */ peer) => {
    if (!present.has(peer)) return null;
    return direct.has(peer) ? 'direct' : 'relays';
  };
  const arrive = (/** @type {string} */ peer, /** @type {'host' | 'guest'} */ them) => {
    if (closed || them === role) return;
    const was = present.has(peer);
    present.set(peer, them);
    if (them === 'host') {
      hostId = peer;
      clearTimeout(fallback);
    }
    if (!was) emit('join', { peer, role: them });
    emit('via', { peer, via: via(peer) });
  };
  const depart = (/** @type {string} */ peer) => {
    if (closed || !present.has(peer)) return;
    if (direct.has(peer) || mailbox?.has(peer)) {
      emit('via', { peer, via: via(peer) });
      return;
    }
    present.delete(peer);
    if (hostId === peer) {
      hostId = null;
      waitForHost();
    }
    emit('leave', { peer });
  };
  /** At a guest with no host reached directly: through the relays, after FALLBACK_MS. */
  const waitForHost = () => {
    if (role !== 'guest' || closed) return;
    clearTimeout(fallback);
    fallback = setTimeout(() => { if (!hostId || !direct.has(hostId)) mailbox?.reach(); }, settings.fallbackMs ?? FALLBACK_MS);
  };

  const topic = await libraryRoomId(roomId, secret);
  let saidNone = false;
  const none = () => {
    if (closed || saidNone) return;
    saidNone = true;
    emit('relays', { answering: false, code: 'online_no_relay' });
  };
  /** Opens the mailbox on `urls`, joins the library's room through them, and hears both. */
  const enter = async (/** @type {string[]} */ urls) => {
    mailbox = await openMailbox({
      role, topic, secret, relays: urls, box, maxBytes,
      keep: settings.keep ? { kept: keptText?.mail ?? null, save: keep } : null,
      peek: settings.peek === true,
      on: {
        join: (peer) => arrive(peer, role === 'host' ? 'guest' : 'host'),
        leave: depart,
        // Sealed by the pair's key: from that box, whether or not it is there now (a kept message).
        message: (peer, data) => { if (!closed) emit('message', { peer, data }); },
        full: () => emit('error', { peer: null, error: 'storage_full' }),
      },
    });
    if (closed) return mailbox.close();
    if (settings.peek) return;
    /** @type {RoomConfig} */
    const config = { appId: APP_ID, password: secret, relayConfig: { urls, redundancy: urls.length } };
    config.maxMessageBytes = maxBytes;
    if (settings.iceServers) config.rtcConfig = { iceServers: settings.iceServers };
    room = trysteroJoin(config, topic, {
      handshakeTimeoutMs: settings.handshakeMs ?? 10000,
      // After the library's password challenge: each side says what it is, and the host and a
      // guest prove they hold the boxes they name (a room has one host, so a second is refused).
      async onPeerHandshake(peer, send, receive) {
        await send({ clubhouse: PROTOCOL, role, box: box.pub });
        const { data } = await receive();
        const them = /** @type {any} */ (data);
        if (!them || them.clubhouse !== PROTOCOL) throw new Error('a tab of another version of the site');
        if (them.role !== 'host' && them.role !== 'guest') throw new Error('a tab that is neither host nor guest');
        if (them.role === 'host' && role === 'host') throw new Error('two hosts in one room');
        if (them.role === 'guest' && role === 'guest') return; // guests link, and carry nothing
        if (typeof them.box !== 'string' || !mailbox) throw new Error('a tab without a box');
        const text = role === 'host' ? `${selfId}\n${peer}` : `${peer}\n${selfId}`;
        await send({ proof: await mailbox.proof(them.box, text) });
        const { data: answer } = await receive();
        if (!(await mailbox.verify(them.box, text, /** @type {any} */ (answer)?.proof))) throw new Error('a tab whose box does not match');
        links.set(peer, { id: await boxId(them.box), role: them.role });
      },
      onJoinError: ({ error, peerId }) => emit('error', { peer: peerId ?? null, error }),
    });

    // The direct connection carries the mailbox's numbered messages and acknowledgements too:
    // one sent into a connection that has died unseen goes again through the relays.
    channel = room.makeAction('m');
    channel.onMessage = (data, { peerId }) => {
      const link = links.get(peerId);
      if (!closed && link) mailbox?.fromDirect(link.id, data);
    };
    room.onPeerJoin = (peer) => {
      const link = links.get(peer);
      if (closed || !link) return;
      direct.set(link.id, peer);
      mailbox?.carryDirect(link.id, (body) => channel.send(body, { target: peer }));
      arrive(link.id, link.role);
    };
    room.onPeerLeave = (peer) => {
      const link = links.get(peer);
      links.delete(peer);
      if (!link || direct.get(link.id) !== peer) return;
      direct.delete(link.id);
      mailbox?.carryDirect(link.id, null);
      if (link.role === 'host') waitForHost();
      depart(link.id);
    };
    // A room this device was in before talks through the relays at once: what waits there is
    // read now, and a direct connection takes over when it opens.
    if (role === 'guest' && mailbox.hostId() && mailbox.knows(mailbox.hostId())) mailbox.reach();
    else waitForHost();
  };

  // A site's own relays in its order; the public ones in one order every tab shares, so that
  // two tabs whose networks reach the same relays pick the same ones.
  const candidates = settings.relays?.length ? settings.relays : await publicOrder();
  pickRelays(candidates, settings.redundancy ?? ROOM_RELAYS, stopLooking.signal, none).then(async (picked) => {
    if (closed || !picked) return;
    relays = picked;
    await enter(picked);
    if (!closed) emit('relays', { answering: true });
  });

  const peers = () => [...present.keys()];
  /** At a guest, the host: reached now, or else the one its mailbox knows (a message waits for it). */
  const theHost = () => (role === 'host' ? box.id : hostId ?? (mailbox?.knows(mailbox.hostId() ?? '') ? mailbox.hostId() : null));
  return {
    role,
    self: box.id,
    roomId,
    peers,
    host: theHost,
    relays: () => [...relays],
    via,
    present: (peer) => present.has(peer),
    waitingMoves: () => mailbox?.waiting() ?? 0,
    reachable: (peer) => present.has(peer) || (mailbox?.knows(peer) ?? false),
    async send(data, to) {
      if (closed) throw new Error('the room is closed');
      const everyone = role === 'guest' ? [theHost()].filter((p) => p != null) : peers();
      const targets = to == null ? everyone : Array.isArray(to) ? to : [to];
      const missing = targets.filter((p) => !present.has(p) && !mailbox?.knows(p));
      if (missing.length) throw new Error(`not a peer this tab talks to: ${missing.join(', ')}`);
      if (targets.length === 0) return;
      // Only JSON values go: what JSON cannot say is dropped or made null, as by JSON.stringify.
      // Each is numbered for its peer and kept until acknowledged (mailbox.js): over the direct
      // connection when there is one, else through the relays, where it waits for a peer away.
      const json = JSON.parse(JSON.stringify(data) ?? 'null');
      for (const p of targets) mailbox.send(p, json);
    },
    on(type, listener) {
      listeners[type].add(listener);
      return () => listeners[type].delete(listener);
    },
    ping: (peer) => (room && direct.has(peer) ? room.ping(direct.get(peer)) : Promise.reject(new Error(`not a peer reached directly: ${peer}`))),
    async close() {
      if (closed) return;
      closed = true;
      stopLooking.abort();
      clearTimeout(fallback);
      present.clear();
      mailbox?.close();
      await room?.leave();
    },
  };
}

/**
 * The id the library knows a room by, from which it makes the room's topics on the relays: the
 * room's id and its secret hashed together, so that a relay sees nothing a room's code alone
 * gives. (A door, whose secret is made from its code, is meant to be found from the code.)
 * @param {string} roomId
 * @param {string} secret
 */
export async function libraryRoomId(roomId, secret) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`clubhouse room\n${roomId}\n${secret}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 32);
}

/** The public relays in an order of their own (by a hash of each address): the same in every tab. */
let publicList = null;
function publicOrder() {
  publicList ??= Promise.all(PUBLIC_RELAYS.map(async (url) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${APP_ID}\n${url}`));
    return { url, key: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('') };
  })).then((list) => list.sort((a, b) => (a.key < b.key ? -1 : 1)).map((x) => x.url));
  return publicList;
}

/**
 * The relays a room goes through: rounds of probes over `candidates` until one round finds any
 * (up to `want` of them). Between two rounds that found none a pause, cut short when the browser
 * says it is online again. `none()` is called when no relay has answered for NO_RELAY_MS, or
 * when a whole round found none. Resolves null once `signal` aborts.
 * @param {string[]} candidates
 * @param {number} want
 * @param {AbortSignal} signal
 * @param {() => void} none
 * @returns {Promise<string[] | null>}
 */
async function pickRelays(candidates, want, signal, none) {
  const slow = setTimeout(none, NO_RELAY_MS);
  try {
    for (let round = 0; !signal.aborted; round++) {
      const found = await probeRound(candidates, Math.max(1, Math.min(want, candidates.length)), signal);
      if (found.length) return found;
      if (signal.aborted) break;
      none();
      await pause(RETRY_MS[Math.min(round, RETRY_MS.length - 1)], signal);
    }
    return null;
  } finally {
    clearTimeout(slow);
  }
}

/**
 * One round: WebSockets opened to the candidates in turn, one more at a time than are still
 * wanted (so one slow relay holds nothing up), each closed again as soon as it opens or fails.
 * Resolves to those that opened, in the order they did: once `want` have, once MORE_MS have
 * passed since the first, or once every candidate has been tried.
 * @param {string[]} candidates
 * @param {number} want
 * @param {AbortSignal} signal
 * @returns {Promise<string[]>}
 */
function probeRound(candidates, want, signal) {
  return new Promise((resolve) => {
    /** @type {string[]} */
    const opened = [];
    /** @type {Set<() => void>} the probes in flight, each by the function that ends it */
    const inFlight = new Set();
    let next = 0;
    let more = 0;
    let over = false;
    const finish = () => {
      if (over) return;
      over = true;
      clearTimeout(more);
      signal.removeEventListener('abort', finish);
      for (const end of [...inFlight]) end();
      resolve(opened);
    };
    const step = () => {
      if (over) return;
      if (opened.length >= want) return finish();
      while (next < candidates.length && inFlight.size < want - opened.length + 1) probe(candidates[next++]);
      if (inFlight.size === 0) finish(); // every candidate tried
    };
    const probe = (url) => {
      let socket;
      try {
        socket = new WebSocket(url);
      } catch {
        return; // not an address a WebSocket can open
      }
      const end = (ok = false) => {
        inFlight.delete(end);
        clearTimeout(timer);
        socket.onopen = socket.onerror = socket.onclose = null;
        socket.close();
        if (!ok || over) return;
        opened.push(url);
        if (opened.length === 1) more = setTimeout(finish, MORE_MS);
      };
      const timer = setTimeout(() => { end(); step(); }, PROBE_MS);
      inFlight.add(end);
      socket.onopen = () => { end(true); step(); };
      socket.onerror = socket.onclose = () => { end(); step(); };
    };
    signal.addEventListener('abort', finish);
    step();
  });
}

/** Waits `ms`, or less if the browser comes back online or `signal` aborts. */
function pause(ms, signal) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', done);
      signal.removeEventListener('abort', done);
      resolve(undefined);
    };
    const timer = setTimeout(done, ms);
    globalThis.addEventListener?.('online', done);
    signal.addEventListener('abort', done);
  });
}
