// A hostile guest floods the host's tab with raw data channel frames, under the signalling
// library's messages, once a game of Grandpa Beck's Golf is on (real Chromium tabs over real
// WebRTC, a local Nostr relay, inside the test run's own network namespace: scripts/netns.sh).
// Each shape the library once kept without limit: frames larger than any it sends, a message
// whose last frame never comes (its size announced by its frames, or only brought), frames under
// an action or a room it does not know, and frames that are not JSON where JSON is said. The
// host's heap after garbage collection grows by a few megabytes at most, no error reaches the
// page, and the game goes on: the guest's next move is played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlineSetup, openHome } from './online.mjs';
import { waitSnap, snapshot, chooseHit } from './helpers.mjs';

/** What the host's heap may grow by, in bytes, once the flood is over (the flood is 44 MB). */
const HEAP_GROWTH_BOUND = 8 * 2 ** 20;

/** Keeps every RTCDataChannel the page makes or is given in `window.__channels`. */
function captureChannels() {
  window.__channels = [];
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function createDataChannel(...args) {
    const channel = make.apply(this, args);
    window.__channels.push(channel);
    return channel;
  };
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('datachannel', (e) => window.__channels.push(e.channel));
    }
  };
}

/**
 * Run in the guest's page: sends the flood straight on its open data channels (to the host) and
 * returns how many bytes went, by shape. The room's token is read from a frame the host sent.
 */
async function flood() {
  const MB = 2 ** 20;
  const open = window.__channels.filter((c) => c.readyState === 'open');
  if (!open.length) throw new Error('no open data channel');
  // The library's frames: [1, token length (2 bytes), room token] then [action name (32 bytes),
  // message number (2), flags (last 1, metadata 2, binary 4, JSON 8), progress out of 255, payload].
  const token = await new Promise((resolve) => {
    for (const c of open) {
      c.addEventListener('message', (e) => {
        const f = e.data instanceof ArrayBuffer ? new Uint8Array(e.data) : null;
        if (f && f[0] === 1) resolve(new TextDecoder().decode(f.subarray(3, 3 + ((f[1] << 8) | f[2]))));
      });
    }
    // A ping from the guest's room makes the host answer, in case nothing else comes.
    import('./js/online/online.js').then((m) => {
      const { room } = m.currentRoomForTests();
      room.ping(room.host()).catch(() => {});
    });
  });
  const text = new TextEncoder();
  const frame = (room, action, nonce, flags, progress, payload) => {
    const t = text.encode(room);
    const f = new Uint8Array(3 + t.length + 36 + payload.length);
    f.set([1, t.length >> 8, t.length & 255]);
    f.set(t, 3);
    const at = 3 + t.length;
    f.set(text.encode(action), at);
    f.set([nonce >> 8, nonce & 255, flags, progress], at + 32);
    f.set(payload, at + 36);
    return f;
  };
  const filler = (n) => text.encode(`{"t":"hello","name":"${'x'.repeat(Math.max(0, n - 26))}"}`);
  const sent = {};
  const send = async (shape, data) => {
    for (const c of open) {
      // Paced by the channel's buffer, which closes the channel past 16 MB.
      while (c.bufferedAmount > 4 * MB) await new Promise((r) => setTimeout(r, 5));
      c.send(data);
    }
    sent[shape] = (sent[shape] ?? 0) + (typeof data === 'string' ? data.length : data.byteLength);
  };
  const [LAST, JSON_, BINARY] = [1, 8, 4];
  // Frames larger than any the library sends (16 KB): finished JSON messages and unfinished ones.
  for (let i = 0; i < 46; i++) await send('oversized', frame(token, 'm', 40000 + i, JSON_ | (i % 2 ? LAST : 0), 255, filler(240 * 1024)));
  // One message never finished, its frames saying it is huge (progress 0 of 255)...
  for (let i = 0; i < 352; i++) await send('unfinished', frame(token, 'm', 50000, JSON_, 0, filler(16 * 1024 - 36)));
  // ...and one whose frames say it is nearly done (progress 254): only its size gives it away.
  for (let i = 0; i < 352; i++) await send('unfinished', frame(token, 'm', 50001, JSON_, 254, filler(16 * 1024 - 36)));
  // An action the room has not made, finished and not.
  for (let i = 0; i < 704; i++) await send('unknown action', frame(token, 'zz', i, BINARY | (i % 2 ? LAST : 0), 255, new Uint8Array(16 * 1024 - 36)));
  // A room this tab is not in.
  const stranger = 'f'.repeat(64);
  for (let i = 0; i < 704; i++) await send('unknown room', frame(stranger, 'm', i, JSON_ | LAST, 255, filler(16 * 1024 - 36)));
  // Not JSON where JSON is said, as a message and as its metadata; and frames that are text.
  for (let i = 0; i < 100; i++) await send('bad JSON', frame(token, 'm', 60000 + i, JSON_ | LAST, 255, text.encode('{"t":')));
  for (let i = 0; i < 100; i++) await send('bad JSON', frame(token, 'm', 60100 + i, JSON_ | 2, 255, text.encode('{"r":')));
  await send('bad JSON', '{"t":');
  await send('bad JSON', '4294967296');
  // Everything sent, then a ping behind it on the same ordered channel: once the host answers,
  // it has handled every frame before it.
  for (const c of open) while (c.bufferedAmount > 0) await new Promise((r) => setTimeout(r, 5));
  const { room } = (await import('./js/online/online.js')).currentRoomForTests();
  await room.ping(room.host());
  return sent;
}

/** The host's heap after garbage collection: the JS heap and the array buffers' storage. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const use = await cdp.send('Runtime.getHeapUsage');
  return { js: use.usedSize, buffers: use.backingStorageSize ?? 0, total: use.usedSize + (use.backingStorageSize ?? 0) };
}

/** Plays the host's seat (0) until it is the guest's turn (seat 1). */
async function playHostUntilGuestTurn(host, guest) {
  for (let step = 0; step < 200; step++) {
    const g = await snapshot(guest);
    if (g.screen === 'table' && g.toMove.includes(1) && g.hits.length && !g.busy) return g;
    const s = await snapshot(host);
    if (s.dialog === 'round-dialog') await host.locator('#round-next').click();
    else if (s.screen === 'table' && s.hits.length && !s.busy && s.toMove.includes(0)) {
      await host.evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a)?.click(), JSON.stringify(chooseHit(s).action));
      await host.waitForFunction((n) => window.clubhouse.snapshot().actions > n, s.actions, { timeout: 20000 });
    } else await host.waitForTimeout(60);
  }
  throw new Error("the guest's turn never came");
}

test("a guest's flood of raw frames leaves the host's heap within bounds, no error on the page, and the game going on", { timeout: 240000 }, async () => {
  const run = await onlineSetup();
  try {
    const [host, guest] = [await run.newPage(), await run.newPage()];
    await guest.context().addInitScript(captureChannels);
    // The host opens a room of Beck (one round) with seat 2 online, from the setup screen.
    await openHome(host, run);
    await host.locator('#game-list [data-game=beck] button.primary').click();
    await host.locator('#screen-setup').waitFor();
    await host.locator('#rounds-minus').click();
    await host.locator('#rounds-minus').click();
    await host.locator('#seat-rows li:nth-child(2) select.kind').selectOption('online');
    await host.locator('#setup-form button[type=submit]').click();
    await host.locator('#screen-room #room-link').waitFor();
    const link = await host.locator('#room-link').inputValue();
    // The guest joins by the link; the host starts.
    await guest.goto(link);
    await guest.locator('#room-name').fill('Mallory');
    await guest.locator('#room-join').click();
    await host.locator('#screen-room .room-seats', { hasText: 'Mallory' }).waitFor();
    await host.locator('#room-start').click();
    await waitSnap(host, (s) => s.screen === 'table');
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1);

    const cdp = await host.context().newCDPSession(host);
    const before = await heapAfterGc(cdp);
    const recordBefore = (await snapshot(host)).record;
    const sent = await guest.evaluate(flood);
    const after = await heapAfterGc(cdp);
    const total = Object.values(sent).reduce((a, b) => a + b, 0);
    const mb = (n) => `${(n / 2 ** 20).toFixed(1)} MB`;
    console.log(`# the guest sent ${mb(total)} of raw frames: ${Object.entries(sent).map(([k, v]) => `${k} ${mb(v)}`).join(', ')}`);
    console.log(`# the host's heap after GC: before ${mb(before.total)} (JS ${mb(before.js)}, buffers ${mb(before.buffers)}), after ${mb(after.total)} (JS ${mb(after.js)}, buffers ${mb(after.buffers)}): ${mb(after.total - before.total)} more`);
    assert.ok(total >= 40 * 2 ** 20, `the flood is at least 40 MB (${total} bytes)`);
    assert.ok(after.total - before.total <= HEAP_GROWTH_BOUND, `the host's heap grew by ${mb(after.total - before.total)}, over ${mb(HEAP_GROWTH_BOUND)}`);
    assert.equal(host.errors.length, 0, `errors on the host's page: ${[...new Set(host.errors)].join('; ')}`);
    assert.equal((await snapshot(host)).record, recordBefore, "the flood played nothing at the host");

    // The game goes on: the guest's next legal move is played at the host.
    const turn = await playHostUntilGuestTurn(host, guest);
    const played = (await snapshot(host)).actions;
    await guest.evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a)?.click(), JSON.stringify(chooseHit(turn).action));
    const next = await waitSnap(host, `(s) => s.actions > ${played}`);
    assert.equal(JSON.parse(next.record).actions.at(-1)[0], 1, "the guest's move is the one played");
    for (const p of [host, guest]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});
