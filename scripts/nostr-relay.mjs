// A Nostr relay on this machine: the signalling server of online rooms in the tests, and one a
// site owner can run for their own players. The relay itself is @nostr-relay/core (messages
// checked by @nostr-relay/validator, signatures, subscriptions and their filters), spoken over
// WebSocket with `ws`. Rooms meet through ephemeral events (kinds 20000-29999), which a relay
// passes on and never stores; a room's mailbox (www/js/online/mailbox.js) uses regular events,
// which this relay keeps in memory as public relays keep them on disk (at most MAX_STORED, the
// oldest dropped first), so a device that comes later reads what was left for it.
//
//   node scripts/nostr-relay.mjs [--port P] [--host H]    (default 127.0.0.1:7777)
//
// As a module: startRelay({ host, port, faults }) -> { url, port, topics(), stored(), stop() };
// port 0 takes any free port. topics() lists every topic the relay has seen (a subscription's
// `#x` filter, an event's `x` tag): what anyone watching a relay learns of the rooms on it;
// stored() the events it keeps. `faults` makes it a bad relay, for the tests: {drop, repeat}
// are the shares of events it loses or sends twice (the copy late, so out of order), drawn
// from a seeded generator so a run can be repeated; `keep: false` passes events on and keeps
// none (as a relay that stores no unknown kind); `refuse: true` says no to every event.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { NostrRelay } from '@nostr-relay/core';
import { Validator } from '@nostr-relay/validator';
import { EventRepository } from '@nostr-relay/common';

/** The most events the relay keeps; beyond, the oldest go. */
const MAX_STORED = 20000;

/** Whether `event` passes a REQ's `filter` (ids, kinds, authors, #tags, since, until). */
function matches(event, filter) {
  if (filter.ids && !filter.ids.includes(event.id)) return false;
  if (filter.kinds && !filter.kinds.includes(event.kind)) return false;
  if (filter.authors && !filter.authors.includes(event.pubkey)) return false;
  if (filter.since != null && event.created_at < filter.since) return false;
  if (filter.until != null && event.created_at > filter.until) return false;
  for (const [key, values] of Object.entries(filter)) {
    if (key[0] !== '#' || !Array.isArray(values)) continue;
    if (!event.tags.some(([name, value]) => name === key.slice(1) && values.includes(value))) return false;
  }
  return true;
}

/** The relay's store: regular events in memory, newest last (ephemeral ones never reach it). */
class MemoryStore extends EventRepository {
  constructor(keep = true) {
    super();
    this.keep = keep;
    /** @type {Map<string, any>} by id, in the order they came */
    this.events = new Map();
  }
  isSearchSupported() {
    return false;
  }
  upsert(event) {
    if (!this.keep) return { isDuplicate: false }; // passed on, not kept
    if (this.events.has(event.id)) return { isDuplicate: true };
    this.events.set(event.id, event);
    if (this.events.size > MAX_STORED) this.events.delete(this.events.keys().next().value);
    return { isDuplicate: false };
  }
  find(filter) {
    // Newest first, as relays answer a filter with a limit.
    const found = [...this.events.values()].filter((e) => matches(e, filter)).sort((a, b) => b.created_at - a.created_at);
    return found.slice(0, filter.limit ?? found.length);
  }
  async destroy() {
    this.events.clear();
  }
}

/** A small seeded generator (mulberry32), for the faults a test asks for. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A connection's sending of events to its client, with the faults asked for: an event lost, or
 * sent again between 0.2 and 1.5 s later. Everything else goes as it is.
 */
function faulty(ws, faults, random, counts) {
  const send = ws.send.bind(ws);
  ws.send = (data, ...rest) => {
    const text = String(data);
    if (!text.startsWith('["EVENT"')) return send(data, ...rest);
    const r = random();
    if (r < faults.drop) { counts.dropped++; return undefined; }
    if (r < faults.drop + faults.repeat) {
      counts.repeated++;
      setTimeout(() => { if (ws.readyState === ws.OPEN) send(text); }, 200 + Math.floor(random() * 1300));
    }
    return send(data, ...rest);
  };
}

/** Starts a relay; resolves with { url, port, topics(), stored(), faults, stop() } once it listens. */
export function startRelay({ host = '127.0.0.1', port = 0, faults = null } = {}) {
  const store = new MemoryStore(faults?.keep !== false);
  const relay = new NostrRelay(store, { logger: quietLogger() });
  const random = seeded(faults?.seed ?? 1);
  const counts = { dropped: 0, repeated: 0, refused: 0 };
  const validator = new Validator();
  const topics = new Set();
  const note = (message) => {
    if (message[0] === 'REQ') for (const filter of message.slice(2)) for (const x of filter?.['#x'] ?? []) topics.add(x);
    if (message[0] === 'EVENT') for (const [name, value] of message[1]?.tags ?? []) if (name === 'x') topics.add(value);
  };
  const wss = new WebSocketServer({ host, port, maxPayload: 256 * 1024 });
  wss.on('connection', (ws, req) => {
    if (faults) faulty(ws, { drop: faults.drop ?? 0, repeat: faults.repeat ?? 0 }, random, counts);
    relay.handleConnection(ws, req.socket.remoteAddress);
    ws.on('message', async (data) => {
      try {
        const message = await validator.validateIncomingMessage(data);
        note(message);
        if (faults?.refuse && message[0] === 'EVENT') {
          counts.refused++;
          ws.send(JSON.stringify(['OK', message[1].id, false, 'blocked: this relay takes no events']));
          return;
        }
        await relay.handleMessage(ws, message);
      } catch (e) {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(['NOTICE', `invalid: ${e.message}`]));
      }
    });
    ws.on('close', () => relay.handleDisconnect(ws));
    ws.on('error', () => ws.terminate());
  });
  return new Promise((resolve, reject) => {
    wss.once('error', reject);
    wss.once('listening', () => {
      const chosen = /** @type {import('node:net').AddressInfo} */ (wss.address()).port;
      resolve({
        url: `ws://${host}:${chosen}`,
        port: chosen,
        topics: () => [...topics],
        stored: () => [...store.events.values()],
        faults: counts,
        stop: () => new Promise((done) => {
          for (const ws of wss.clients) ws.terminate();
          wss.close(() => relay.destroy().finally(done));
        }),
      });
    });
  });
}

/** Errors only, on stderr: the relay's own logger would log each connection. */
function quietLogger() {
  const none = () => {};
  return { debug: none, info: none, warn: none, error: (...a) => console.error('relay:', ...a), setLogLevel: none };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let port = 7777;
  let host = '127.0.0.1';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--port') port = Number(args[++i]);
    else if (args[i] === '--host') host = args[++i];
    else {
      console.log('usage: node scripts/nostr-relay.mjs [--port P] [--host H]');
      process.exit(args[i] === '-h' || args[i] === '--help' ? 0 : 2);
    }
  }
  const relay = await startRelay({ host, port });
  console.log(`Nostr relay for online rooms at ${relay.url} (Ctrl-C to stop)`);
  const quit = () => relay.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
