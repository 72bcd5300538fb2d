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
import { joinRoom as trysteroJoin, selfId } from './vendor/trystero.js';
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
 * What a site owner may set (settings, embed attributes); every field may be left out.
 * @typedef {object} TransportSettings
 * @property {string[]} [relays] Nostr relays (wss://…) for signalling, in place of the library's
 *   public list: a site owner's own relay, or a local one in tests.
 * @property {RTCIceServer[]} [iceServers] STUN/TURN servers in place of the library's public STUN
 *   list: add a TURN server here for players behind strict NATs; `[]` for none (tests).
 * @property {number} [redundancy] How many of the relays to use at once (default: all given, or the
 *   library's choice for its public list).
 * @property {number} [handshakeMs] How long two tabs may take to meet (default 10000).
 * @property {number} [maxMessageBytes] The most bytes a message from a peer may have (default by
 *   role: MAX_MESSAGE_BYTES).
 */

/**
 * What a room tells its listeners.
 * @typedef {{ peer: string, role: 'host' | 'guest' }} JoinEvent   a peer is connected and may be sent to
 * @typedef {{ peer: string }} LeaveEvent                           a peer is gone (closed, reloaded, lost)
 * @typedef {{ peer: string, data: any }} MessageEvent               a JSON message from that peer
 * @typedef {{ peer: string | null, error: string }} ErrorEvent      a tab that could not be admitted, and why
 * @typedef {{ join: JoinEvent, leave: LeaveEvent, message: MessageEvent, error: ErrorEvent }} RoomEvents
 */

/**
 * An open room, at the host or at a guest.
 * @typedef {object} Room
 * @property {'host' | 'guest'} role This tab's part.
 * @property {string} self This tab's peer id (new at every page load).
 * @property {string} roomId The room's id.
 * @property {() => string[]} peers The peers connected now (at a guest: the host, once joined).
 * @property {() => string | null} host At a guest, the host's peer id while connected; at the host, its own.
 * @property {(data: any, to?: string | string[]) => Promise<void>} send Sends a JSON value to one
 *   peer, several, or (without `to`) every connected peer. Rejects, sending nothing, if one of
 *   them is not connected (at a guest: anyone but the host), or once the room is closed.
 * @property {<K extends keyof RoomEvents>(type: K, listener: (event: RoomEvents[K]) => void) => () => void} on
 *   Listens to 'join', 'leave', 'message' or 'error'; returns the function that stops listening.
 * @property {(peer: string) => Promise<number>} ping The round trip to a peer, in milliseconds.
 * @property {() => Promise<void>} close Leaves the room (the other side sees 'leave'); idempotent.
 */

/**
 * Opens a room as its host: the tab that holds the table. Guests who join with the same id and
 * secret connect to it.
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
  const listeners = { join: new Set(), leave: new Set(), message: new Set(), error: new Set() };
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
  /** The role each linked peer said it had when it met this tab. */
  const roles = new Map();
  /** A peer this tab talks to: at the host every guest, at a guest the host. */
  const partner = (peer) => roles.has(peer) && roles.get(peer) !== role;
  let closed = false;

  /** @type {RoomConfig} */
  const config = { appId: APP_ID, password: secret };
  if (settings.relays) config.relayConfig = { urls: settings.relays, redundancy: settings.redundancy ?? settings.relays.length };
  else if (settings.redundancy) config.relayConfig = { redundancy: settings.redundancy };
  if (settings.iceServers) config.rtcConfig = { iceServers: settings.iceServers };
  config.maxMessageBytes = settings.maxMessageBytes ?? MAX_MESSAGE_BYTES[role];

  const room = trysteroJoin(config, roomId, {
    handshakeTimeoutMs: settings.handshakeMs ?? 10000,
    // After the library's password challenge: each side says what it is. A room has one host, so
    // a second one is refused.
    async onPeerHandshake(peer, send, receive) {
      await send({ clubhouse: PROTOCOL, role });
      const { data } = await receive();
      const them = /** @type {any} */ (data);
      if (!them || them.clubhouse !== PROTOCOL) throw new Error('a tab of another version of the site');
      if (them.role !== 'host' && them.role !== 'guest') throw new Error('a tab that is neither host nor guest');
      if (them.role === 'host' && role === 'host') throw new Error('two hosts in one room');
      roles.set(peer, them.role);
    },
    onJoinError: ({ error, peerId }) => emit('error', { peer: peerId ?? null, error }),
  });

  const channel = room.makeAction('m');
  channel.onMessage = (data, { peerId }) => {
    if (!closed && partner(peerId)) emit('message', { peer: peerId, data });
  };
  room.onPeerJoin = (peer) => {
    if (!closed && partner(peer)) emit('join', { peer, role: roles.get(peer) });
  };
  room.onPeerLeave = (peer) => {
    const was = partner(peer);
    roles.delete(peer);
    if (!closed && was) emit('leave', { peer });
  };

  const peers = () => Object.keys(room.getPeers()).filter(partner);
  return {
    role,
    self: selfId,
    roomId,
    peers,
    host: () => (role === 'host' ? selfId : peers().find((p) => roles.get(p) === 'host') ?? null),
    async send(data, to) {
      if (closed) throw new Error('the room is closed');
      const now = peers();
      const targets = to == null ? now : Array.isArray(to) ? to : [to];
      const missing = targets.filter((p) => !now.includes(p));
      if (missing.length) throw new Error(`not a peer this tab talks to: ${missing.join(', ')}`);
      if (targets.length === 0) return;
      // The library takes JSON values: what JSON cannot say is dropped or made null, as by JSON.stringify.
      const json = JSON.parse(JSON.stringify(data) ?? 'null');
      await channel.send(json, { target: targets });
    },
    on(type, listener) {
      listeners[type].add(listener);
      return () => listeners[type].delete(listener);
    },
    ping: (peer) => room.ping(peer),
    async close() {
      if (closed) return;
      closed = true;
      roles.clear();
      await room.leave();
    },
  };
}
