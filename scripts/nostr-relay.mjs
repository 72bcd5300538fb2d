// A Nostr relay on this machine: the signalling server of online rooms in the tests, and one a
// site owner can run for their own players. The relay itself is @nostr-relay/core (messages
// checked by @nostr-relay/validator, signatures, subscriptions and their filters), spoken over
// WebSocket with `ws`. Rooms only send ephemeral events (kinds 20000-29999), which a relay passes
// on and never stores, so this one keeps no events at all: a REQ is answered with live events only.
//
//   node scripts/nostr-relay.mjs [--port P] [--host H]    (default 127.0.0.1:7777)
//
// As a module: startRelay({ host, port }) -> { url, port, topics(), stop() }; port 0 takes any
// free port. topics() lists every topic the relay has seen (a subscription's `#x` filter, an
// event's `x` tag): what anyone watching a relay learns of the rooms on it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { NostrRelay } from '@nostr-relay/core';
import { Validator } from '@nostr-relay/validator';
import { EventRepository } from '@nostr-relay/common';

/** The relay's store: none. Ephemeral events are broadcast by the relay and never reach it. */
class NoStore extends EventRepository {
  isSearchSupported() {
    return false;
  }
  upsert() {
    return { isDuplicate: false };
  }
  find() {
    return [];
  }
  async destroy() {}
}

/** Starts a relay; resolves with { url, port, topics(), stop() } once it listens. */
export function startRelay({ host = '127.0.0.1', port = 0 } = {}) {
  const relay = new NostrRelay(new NoStore(), { logger: quietLogger() });
  const validator = new Validator();
  const topics = new Set();
  const note = (message) => {
    if (message[0] === 'REQ') for (const filter of message.slice(2)) for (const x of filter?.['#x'] ?? []) topics.add(x);
    if (message[0] === 'EVENT') for (const [name, value] of message[1]?.tags ?? []) if (name === 'x') topics.add(value);
  };
  const wss = new WebSocketServer({ host, port, maxPayload: 256 * 1024 });
  wss.on('connection', (ws, req) => {
    relay.handleConnection(ws, req.socket.remoteAddress);
    ws.on('message', async (data) => {
      try {
        const message = await validator.validateIncomingMessage(data);
        note(message);
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
