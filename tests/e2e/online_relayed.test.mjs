// Rooms through the relays, when no direct connection opens (www/js/online/mailbox.js): real
// Chromium tabs, a real Nostr relay on this machine that keeps events, inside the network
// namespace of scripts/netns.sh. A guest whose browser makes no direct connection reaches the
// host through the relays, both ways; a relay that loses and repeats events loses nothing and
// plays nothing twice; a tab that reads every event the relay keeps, with the room's secret,
// reads no pair's messages; and a guest that could connect directly moves there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlineSetup, openRoomAt, joinByLink as join, playToEnd, enterRoom, told, percentile } from './online.mjs';
import { waitSnap, snapshot, shot } from './helpers.mjs';

const ROOM = 'relay-room-1';
const SECRET = 'correct-horse-battery';

/** Opens the room in `page` as 'host' or 'guest' (online.mjs enterRoom). */
const enter = (page, role, settings) => enterRoom(page, role, settings, ROOM, SECRET);

test('a guest that cannot connect directly talks with the host through the relays, and the relay reads nothing', async () => {
  const run = await onlineSetup();
  try {
    const host = await run.newPage();
    const guest = await run.blockedPage();
    const hostId = await enter(host, 'host', run.settings);
    const guestId = await enter(guest, 'guest', run.settings);
    await told(host, `(e) => e.type === 'join' && e.peer === '${guestId}'`, 40000);
    await told(guest, `(e) => e.type === 'join' && e.peer === '${hostId}' && e.role === 'host'`);
    assert.equal(await guest.evaluate(() => window.T.room.via(window.T.room.host())), 'relays');
    assert.equal(await host.evaluate((g) => window.T.room.via(g), guestId), 'relays');
    // Messages both ways, in order.
    await host.evaluate(async ([g]) => { for (let n = 0; n < 5; n++) await window.T.room.send({ n, from: 'host' }, g); }, [guestId]);
    await guest.evaluate(async () => { for (let n = 0; n < 5; n++) await window.T.room.send({ n, from: 'guest' }); });
    await guest.waitForFunction(() => window.T.events.filter((e) => e.type === 'message').length >= 5, null, { timeout: 20000 });
    await host.waitForFunction(() => window.T.events.filter((e) => e.type === 'message').length >= 5, null, { timeout: 20000 });
    const atGuest = await guest.evaluate(() => window.T.events.filter((e) => e.type === 'message').map((e) => e.data.n));
    assert.deepEqual(atGuest, [0, 1, 2, 3, 4]);
    // Round trips through the relay.
    await guest.evaluate(() => { window.T.room.on('message', ({ data }) => { if (data.ping != null) window.T.room.send({ pong: data.ping }); }); });
    const times = await host.evaluate(async (g) => {
      const out = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await new Promise((resolve) => {
          const off = window.T.room.on('message', ({ data }) => { if (data.pong === i) { off(); resolve(); } });
          window.T.room.send({ ping: i }, g);
        });
        out.push(performance.now() - t0);
      }
      return out;
    }, guestId);
    times.sort((a, b) => a - b);
    console.log(`# round trip host -> guest -> host through the local relay, 20 messages: p50 ${percentile(times, 50).toFixed(0)} ms, p90 ${percentile(times, 90).toFixed(0)} ms`);
    const stored = run.relay.stored();
    assert.ok(stored.length > 0, 'the relay kept the mailbox events');
    assert.ok(!stored.some((e) => e.content.includes('host') || e.content.includes('pong')), 'no event says anything in clear');
  } finally {
    await run.done();
  }
});

/**
 * What a tab with the room's secret (any guest's) reads of the events a relay keeps: it tries the
 * room's key, the only one the secret gives, on every event. Returns the counts by what it read.
 */
function readAsGuest(page, events, room, secret) {
  return page.evaluate(async ({ events, room, secret }) => {
    const { roomKeys, unseal } = await import('./js/online/mailbox.js');
    const { libraryRoomId } = await import('./js/online/transport.js');
    const keys = await roomKeys(secret, await libraryRoomId(room, secret));
    const counts = { announce: 0, hello: 0, other: 0, unreadable: 0 };
    for (const e of events) {
      const x = e.tags.find((t) => t[0] === 'x')?.[1];
      const from = e.content.slice(0, e.content.indexOf('.'));
      const m = await unseal(keys.room, e.content.slice(from.length + 1), `${x}\n${from}`, 1 << 20);
      if (!m) counts.unreadable++;
      else if (from === 'a') counts.announce++;
      else if (from === 'h') counts.hello++;
      else counts.other++;
    }
    return counts;
  }, { events, room, secret });
}

test('Beck played to the end with a guest that reaches the host only through a relay that loses and repeats events', { timeout: 300000 }, async () => {
  const run = await onlineSetup({ faults: { drop: 0.15, repeat: 0.15, seed: 7 } });
  try {
    const host = await run.newPage();
    const guest = await run.blockedPage();
    const link = await openRoomAt(host, run);
    await join(guest, link, 'Ann');
    // Asked once, at the first room, whether to be told of its turn, with what for and what not.
    const ask = guest.locator('#room-notify-box');
    await ask.waitFor();
    assert.match(await ask.textContent(), /when it is your turn.*Nothing is told while the page is closed/);
    await shot(guest, 'online-notify-ask');
    await guest.locator('#room-notify-no').click();
    assert.equal(await ask.count(), 0);
    await host.locator('#room-notify-no').click();
    await host.locator('#screen-room .room-seats', { hasText: 'Ann' }).waitFor({ timeout: 60000 });
    await host.locator('#room-via', { hasText: 'Ann' }).waitFor();
    await host.locator('#room-start').click();
    await waitSnap(host, (s) => s.screen === 'table');
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1, 60000);
    await guest.locator('#room-via', { hasText: 'through the relays' }).waitFor();
    await shot(guest, 'online-relayed-guest');
    // The tab's title says whose turn it is at the guest.
    await playToEnd([host, guest], (s) => s.phase === 'play' && s.toMove.length === 1 && s.toMove[0] === 1 && !s.busy);
    await guest.waitForFunction(() => document.title.startsWith('Your turn · '));
    // Back after a reload, through the relays again; not asked about notices again.
    await guest.reload();
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1, 60000);
    assert.equal(await guest.locator('#room-notify-box').count(), 0, 'asked once only');
    await playToEnd([host, guest]);
    const [h, g] = [await snapshot(host), await snapshot(guest)];
    assert.equal(g.over, true);
    assert.deepEqual(g.scores, h.scores);
    await guest.locator('#room-fair').waitFor({ timeout: 60000 });
    assert.equal(await guest.locator('#room-fair').textContent(), 'Checked on this device: a fair deal, played as shown.');
    console.log(`# the relay lost ${run.relay.faults.dropped} and repeated ${run.relay.faults.repeated} of the events it sent`);
    assert.ok(run.relay.faults.dropped > 0 && run.relay.faults.repeated > 0, 'the relay did lose and repeat events');
    // Every event the relay kept, read with the room's secret: the host's announcement and the
    // hellos, never a seat's packet nor a move.
    const stored = run.relay.stored();
    const [, room, secret] = link.match(/#room=([a-z2-9]{6})\.([a-z2-9]{16})$/);
    const read = await readAsGuest(host, stored, room, secret);
    assert.equal(read.other, 0, `a guest reads no pair's messages: ${JSON.stringify(read)}`);
    assert.ok(read.unreadable > 0 && read.announce > 0, JSON.stringify(read));
    const moves = JSON.parse(h.record).actions.length;
    const bytes = stored.reduce((n, e) => n + JSON.stringify(e).length, 0);
    console.log(`# the relay kept ${stored.length} events, ${bytes} bytes, for ${moves} moves: ${Math.round(bytes / moves)} bytes a move (${JSON.stringify(read)})`);
    for (const p of [host, guest]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});
