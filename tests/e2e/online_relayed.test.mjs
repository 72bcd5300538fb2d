// Rooms through the relays, when no direct connection opens (www/js/online/mailbox.js): real
// Chromium tabs, a real Nostr relay on this machine that keeps events, inside the network
// namespace of scripts/netns.sh. A guest whose browser makes no direct connection reaches the
// host through the relays, both ways; a relay that loses and repeats events loses nothing and
// plays nothing twice; a tab that reads every event the relay keeps, with the room's secret,
// reads no pair's messages; and a guest that could connect directly moves there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlineSetup, openHome, openRoomAt, joinByLink as join, playToEnd, enterRoom, told, percentile } from './online.mjs';
import { waitSnap, snapshot, shot, chooseHit, playButton } from './helpers.mjs';
import { startRelay } from '../../scripts/nostr-relay.mjs';

const ROOM = 'relay-room-1';
const SECRET = 'correct-horse-battery';

/** Opens the room in `page` as 'host' or 'guest' (online.mjs enterRoom). */
const enter = (page, role, settings) => enterRoom(page, role, settings, ROOM, SECRET);

test('a guest that cannot connect directly talks with the host through the relays; the relay reads nothing, and events posted again or elsewhere change nothing', async () => {
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

    // A hostile tab with the room's secret posts again every event the relay kept (signed anew,
    // so the relay takes each as new), each one also at every other address of the room, and
    // garbage: neither side is handed anything more.
    const heard = async () => [await host.evaluate(() => window.T.events.filter((e) => e.type === 'message').length), await guest.evaluate(() => window.T.events.filter((e) => e.type === 'message').length)];
    const before = await heard();
    const hostile = await run.newPage();
    const posted = await hostile.evaluate(async ({ url, events }) => {
      const { schnorr } = await import('./js/online/vendor/trystero.js');
      const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
      const { secretKey, publicKey } = schnorr.keygen();
      const socket = new WebSocket(url);
      await new Promise((resolve) => { socket.onopen = resolve; });
      const addresses = [...new Set(events.map((e) => e.tags.find((t) => t[0] === 'x')[1]))];
      let n = 0;
      const post = async (x, content) => {
        const e = { pubkey: hex(publicKey), created_at: Math.floor(Date.now() / 1000), kind: 4334, tags: [['x', x]], content };
        const id = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([0, e.pubkey, e.created_at, e.kind, e.tags, e.content]))));
        socket.send(JSON.stringify(['EVENT', { ...e, id: hex(id), sig: hex(await schnorr.signAsync(id, secretKey)) }]));
        n++;
      };
      for (const e of events) for (const x of addresses) await post(x, e.content);
      for (const x of addresses) for (const junk of ['', '.', 'h.', 'a.!!', `${'f'.repeat(24)}.AAAA`, 'x'.repeat(5000)]) await post(x, junk);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      socket.close();
      return n;
    }, { url: run.relay.url, events: stored });
    await host.waitForTimeout(1500);
    assert.deepEqual(await heard(), before, `${posted} events posted again, elsewhere or garbled: nothing more was handed on`);
    assert.deepEqual([...host.errors, ...guest.errors], []);
  } finally {
    await run.done();
  }
});

test('a guest changes over between the relays and the direct connection, nothing lost on the way', async () => {
  const run = await onlineSetup();
  try {
    const [host, guest] = [await run.newPage(), await run.newPage()];
    // The guest goes through the relays at once (no wait for a direct connection), and is in the
    // room before the host: the relays usually answer it first, the direct connection a moment
    // later. On a busy machine the direct connection may come first: then the test cuts it (the
    // guest's WebRTC connections closed), and the room goes on through the relays.
    const guestId = await enter(guest, 'guest', { ...run.settings, fallbackMs: 0 });
    const hostId = await enter(host, 'host', run.settings);
    const first = await told(guest, `(e) => e.type === 'via' && e.peer === '${hostId}'`);
    // Messages from the host while it changes over: every one arrives, once, in order.
    const sending = host.evaluate(async (g) => { for (let n = 0; n < 30; n++) { await window.T.room.send({ n }, g); await new Promise((r) => setTimeout(r, 50)); } }, guestId);
    if (first.via === 'relays') await told(guest, `(e) => e.type === 'via' && e.peer === '${hostId}' && e.via === 'direct'`);
    else {
      await guest.evaluate(() => { for (const pc of window.__pcs) pc.close(); });
      await guest.waitForFunction((h) => window.T.room.via(h) === 'relays', hostId, { timeout: 30000 });
    }
    await sending;
    await guest.waitForFunction(() => window.T.events.filter((e) => e.type === 'message').length >= 30, null, { timeout: 30000 });
    assert.deepEqual(await guest.evaluate(() => window.T.events.filter((e) => e.type === 'message').map((e) => e.data.n)), [...Array(30).keys()]);
    console.log(`# the guest went ${first.via === 'relays' ? 'from the relays to the direct connection' : 'from the direct connection (cut) to the relays'}`);
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
    // Its tab in the background, notifications allowed: the icon is marked while it waits, and a
    // turn that begins then is notified. (Headless Chromium never hides a tab: the page is told
    // so as a browser tells it, by document.hidden and a visibilitychange event.)
    await guest.context().grantPermissions(['notifications']);
    const background = (hidden) => guest.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
    const icon = () => guest.locator('link[rel="icon"]').getAttribute('href');
    const notices = () => guest.evaluate(async () => (await import('./js/online/online.js')).currentRoomForTests().notices);
    await background(true);
    assert.match(await icon(), /^data:image\/svg\+xml/, 'the icon is marked');
    const told0 = await notices();
    const hidden = (await snapshot(host)).actions;
    await playToEnd([host, guest], (s) => s.actions > hidden + 1 && s.phase === 'play' && s.toMove.length === 1 && s.toMove[0] === 1 && !s.busy);
    await guest.waitForFunction(() => document.title.startsWith('Your turn · '));
    assert.equal(await notices(), told0 + 1, 'the turn that began in the background was notified');
    await background(false);
    assert.doesNotMatch(await icon(), /^data:/, 'the icon is plain again once the tab is seen');
    // Back after a reload, through the relays again; not asked about notices again.
    await guest.reload();
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1, 60000);
    assert.equal(await guest.locator('#room-notify-box').count(), 0, 'asked once only');
    // The guest's storage fills up: said on its table, and the room goes on.
    await guest.evaluate(() => {
      const mb = 'x'.repeat(1 << 20);
      try { for (let i = 0; i < 64; i++) localStorage.setItem(`filler-${i}`, mb); } catch { /* full */ }
      // To the last character, so that whatever the room keeps next and is larger fails.
      let n = 0;
      for (let size = 1 << 19; size >= 1; size >>= 1) {
        try { for (;;) localStorage.setItem(`filler-${size}-${n++}`, 'x'.repeat(size)); } catch { /* full at this size */ }
      }
    });
    const full = (await snapshot(host)).actions;
    await playToEnd([host, guest], (s) => s.actions >= full + 4 || s.over);
    await guest.locator('#room-via', { hasText: "storage is full" }).waitFor();
    await shot(guest, 'online-storage-full');
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

/** Plays the first move `page` offers its person now (a round's dialog answered first); false if it has none. */
async function playOne(page) {
  const s = await snapshot(page);
  if (s.dialog === 'round-dialog') {
    await page.locator('#round-next').click();
    return true;
  }
  if (!(s.screen === 'table' && s.hits.length && !s.busy && s.toMove.includes(s.viewer))) return false;
  const hit = chooseHit(s);
  return page.evaluate((a) => {
    const button = [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a);
    button?.click();
    return Boolean(button);
  }, JSON.stringify(hit.action));
}

test('Golfie over days: the host and two guests each close their page and come back between moves, to the final scores', { timeout: 600000 }, async () => {
  const run = await onlineSetup();
  try {
    let host = await run.newPage({ reducedMotion: 'reduce' });
    const link = await openRoomAt(host, run, 'golfie', 2);
    const guests = [await run.newPage({ reducedMotion: 'reduce' }), await run.newPage({ reducedMotion: 'reduce' })];
    await join(guests[0], link, 'Ann');
    await join(guests[1], link, 'Bob');
    await host.locator('#screen-room .room-seats', { hasText: 'Bob' }).waitFor({ timeout: 60000 });
    await host.locator('#room-start').click();
    await waitSnap(host, (s) => s.screen === 'table');
    for (const [i, g] of guests.entries()) await waitSnap(g, `(s) => s.screen === 'table' && s.viewer === ${i + 1}`, 60000);

    /** Closes `page` (its device's storage kept) and gives the page to open it again with. */
    const closeDevice = async (page) => {
      const context = page.context();
      await page.close();
      return context;
    };
    const open = { host: true, guests: [true, true] };
    const contexts = { host: host.context(), guests: guests.map((g) => g.context()) };
    const closedWhileOthersMoved = new Set();
    const id = link.match(/#room=([a-z2-9]{6})\./)[1];
    const row = (page) => page.locator(`#your-rooms #room-row-${id}`);
    /** The host's device opened again: its match comes back as the page opens (a saved match does). */
    const reopenHost = async () => {
      host = await run.pageBeside({ context: () => contexts.host });
      // A saved match comes back as the page opens: the host's is its room's.
      await host.goto(`${run.url}?nosw&relay=${encodeURIComponent(run.relay.url)}&ice=none`);
      await waitSnap(host, (s) => s.screen === 'table', 60000).catch((e) => {
        throw new Error(`the host's room did not come back: ${JSON.stringify(host.errors)} ${JSON.stringify(host.trouble)}`, { cause: e });
      });
      open.host = true;
    };
    /**
     * A guest's device opened again, at the home screen (its list of rooms: the game, the players
     * and whose turn) or by the room's link: straight back to its seat's table.
     */
    const reopenGuest = async (i, byLink = false, turn = 'your turn') => {
      guests[i] = await run.pageBeside({ context: () => contexts.guests[i] });
      if (byLink) await guests[i].goto(link);
      else {
        await openHome(guests[i], run);
        // Said as the relays have it now (read there for the list), not as the device last saw it.
        await row(guests[i]).locator('.room-turn', { hasText: turn }).waitFor({ timeout: 30000 });
        if (!shotRooms) {
          shotRooms = true;
          await shot(guests[i], 'online-your-rooms');
        }
        await row(guests[i]).getByRole('button', { name: /^Open/ }).click();
      }
      await waitSnap(guests[i], `(s) => s.screen === 'table' && s.viewer === ${i + 1}`, 60000);
      open.guests[i] = true;
    };
    let shotRooms = false;
    let wentHome = false;
    let shotAway = false;

    // Every move made by a device whose page opens for it and closes after it; the host's page is
    // closed while a guest moves (the move waits on the relay), and opened again to play it.
    let moves = 0;
    let need = 0; // the moves the host's match must have played: a guest's waits on the relay for it
    const ROUNDS = Number(process.env.DAYS_MOVES) || 12;
    for (; moves < ROUNDS; moves++) {
      if (!open.host) await reopenHost();
      const s = await waitSnap(host, `(x) => x.actions >= ${need} && !x.busy && (x.over || x.toMove.length > 0 || x.dialog === 'round-dialog')`, 60000).catch(async (e) => {
        // What the host's room holds and what waits at each guest's device, to read a lost move by.
        const side = await host.evaluate(async () => {
          const { side } = (await import('./js/online/online.js')).currentRoomForTests() ?? {};
          return side && { refused: side.refused, started: side.started, seats: side.seats?.map((x) => ({ kind: x.kind, peer: x.peer })), peers: [...(side.peers ?? new Map())].map(([k, v]) => [k, v.seat, v.hello]) };
        }).catch((x) => String(x));
        const waiting = await Promise.all(contexts.guests.map(async (c) => {
          const look = await c.newPage();
          await look.goto(new URL('icon.svg', run.url).href);
          return look.evaluate(() => Object.entries(localStorage).filter(([k]) => k.includes('room-box')).map(([k, v]) => [k, (JSON.parse(v).mail?.pairs ?? []).map((x) => ({ next: x.next, got: x.got, outbox: x.outbox.map(([n, m]) => [n, m?.t]) }))])).catch((x) => String(x));
        }));
        throw new Error(`${e.message}\n  the host's room: ${JSON.stringify(side)}\n  the guests' boxes: ${JSON.stringify(waiting)}\n  the relay kept ${run.relay.stored().length} events`, { cause: e });
      });
      if (s.over) break;
      const before = s.actions;
      if (s.dialog === 'round-dialog' || s.toMove.includes(0)) {
        assert.ok(await playOne(host), `the host has a move at ${before}`);
        await host.waitForTimeout(1000); // its packets posted to the relay
        guests.forEach((_, i) => { if (!open.guests[i]) closedWhileOthersMoved.add(`guest${i}`); });
        continue;
      }
      const i = s.toMove.find((seat) => seat > 0) - 1;
      await host.waitForTimeout(500);
      // Once, the host leaves its table for the home screen instead of closing the page: when a
      // guest has moved, its list says a move waits for it, and Open plays it.
      const browsing = !wentHome;
      if (browsing) {
        wentHome = true;
        await host.locator('#leave').click();
        await row(host).waitFor();
        // A game of its own meanwhile takes the page's save slot: the room keeps its match.
        await host.locator(playButton('beck')).click();
        await host.locator('#setup-form button[type=submit]').click();
        await waitSnap(host, (x) => x.screen === 'table' && JSON.parse(x.record).game === 'beck');
        await host.locator('#leave').click();
        await row(host).waitFor();
      } else await closeDevice(host);
      open.host = false;
      const reopened = !open.guests[i];
      if (reopened) await reopenGuest(i, moves % 2 === 1);
      const g = guests[i];
      await waitSnap(g, `(x) => x.actions >= ${before} && !x.busy && x.toMove.includes(${i + 1})`, 60000);
      // Opened while the host's device is closed: its table says so, and what a move does then.
      if (reopened) {
        await g.locator('#room-away', { hasText: "host's device is away" }).waitFor();
        if (!shotAway) {
          shotAway = true;
          await shot(g, 'online-days-guest-host-away');
        }
      }
      assert.ok(await playOne(g), `guest ${i + 1} has a move at ${before}`);
      need = before + 1;
      // Kept on the device before the page closes: it is sent again from there if the relay lost it.
      await g.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('clubhouse:v1:room-box:guest:') && (JSON.parse(localStorage.getItem(k)).mail?.pairs ?? []).some((p) => p.outbox.length > 0)), null, { timeout: 20000 });
      await g.waitForTimeout(1000); // as a player puts the phone down: the move is on the relay
      if (browsing) {
        await host.locator('#brand').click();
        await row(host).locator('.room-turn', { hasText: 'moves wait for your device' }).waitFor({ timeout: 30000 });
        await shot(host, 'online-your-rooms-host');
        await row(host).getByRole('button', { name: /^Open/ }).click();
        await waitSnap(host, `(x) => x.screen === 'table' && JSON.parse(x.record).game === 'golfie' && x.actions >= ${before + 1}`, 60000);
        open.host = true;
      }
      closedWhileOthersMoved.add('host');
      await closeDevice(g);
      open.guests[i] = false;
      guests.forEach((_, j) => { if (j !== i && !open.guests[j]) closedWhileOthersMoved.add(`guest${j}`); });
    }
    console.log(`# ${moves} moves each made by a device opened again for it: ${[...closedWhileOthersMoved].join(', ')} closed while another moved`);
    assert.deepEqual([...closedWhileOthersMoved].sort(), ['guest0', 'guest1', 'host']);

    // The rest of the game with every page open, to the final scores and the fair-deal check.
    if (!open.host) await reopenHost();
    // Whose turn the list says is the host's match's, once the host has played what waited.
    const now = await waitSnap(host, `(x) => x.actions >= ${need} && !x.busy`, 60000);
    await host.waitForTimeout(1000); // its packets posted to the relay
    for (let i = 0; i < 2; i++) if (!open.guests[i]) await reopenGuest(i, false, now.toMove.includes(i + 1) ? 'your turn' : /waiting for|game over/);
    await playToEnd([host, ...guests]);
    const h = await snapshot(host);
    const kept = run.relay.stored();
    const bytes = kept.reduce((n, e) => n + JSON.stringify(e).length, 0);
    console.log(`# the game took ${h.actions} moves; the relay kept ${kept.length} events, ${bytes} bytes: ${Math.round(bytes / h.actions)} bytes a move`);
    for (const g of guests) {
      const gs = await snapshot(g);
      assert.equal(gs.over, true);
      assert.deepEqual(gs.scores, h.scores);
      await g.locator('#room-fair').waitFor({ timeout: 60000 });
      assert.equal(await g.locator('#room-fair').textContent(), 'Checked on this device: a fair deal, played as shown.');
    }
    // The host closes the room for good from its list of rooms: a guest whose page is open is
    // told at once; one that comes back later reads it on the relay, and may leave it.
    await waitSnap(host, (s) => s.dialog === 'final-dialog');
    await host.locator('#final-home').click();
    await row(host).getByRole('button', { name: /^Close for good/ }).click();
    await row(host).waitFor({ state: 'detached', timeout: 30000 });
    await guests[0].locator('#room-away', { hasText: 'closed this room for good' }).waitFor({ timeout: 30000 });
    await guests[1].close();
    const later = await contexts.guests[1].newPage();
    await later.goto(link);
    await later.locator('#room-away', { hasText: 'closed this room for good' }).waitFor({ timeout: 30000 }).catch(async (e) => {
      const seen = await later.evaluate(() => ({ away: document.getElementById('room-away')?.outerHTML, kept: Object.entries(localStorage).filter(([k]) => k.startsWith('clubhouse:v1:room:')).map(([, v]) => JSON.parse(v).closed), screen: document.querySelector('.screen:not([hidden])')?.id, status: document.getElementById('room-status')?.textContent }));
      throw new Error(`not told: ${JSON.stringify(seen)}`, { cause: e });
    });
    await openHome(later, run);
    await row(later).locator('.room-turn', { hasText: 'closed by the host' }).waitFor();
    await row(later).getByRole('button', { name: /^Leave/ }).click();
    await row(later).waitFor({ state: 'detached' });
    for (const p of [host, guests[0]]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});

test('a relay that refuses every event and one that keeps none, beside one that keeps them: a guest away reads its table from the one that kept it', { timeout: 240000 }, async () => {
  const run = await onlineSetup();
  const refusing = await startRelay({ faults: { refuse: true } });
  const forgetful = await startRelay({ faults: { keep: false } });
  try {
    const relays = { ...run, relay: { url: [refusing.url, forgetful.url, run.relay.url].join(',') } };
    const host = await run.newPage({ reducedMotion: 'reduce' });
    const guest = await run.newPage({ reducedMotion: 'reduce' });
    const link = await openRoomAt(host, relays);
    await join(guest, link, 'Ann');
    await host.locator('#screen-room .room-seats', { hasText: 'Ann' }).waitFor({ timeout: 60000 });
    await host.locator('#room-start').click();
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1, 60000);
    // To a move of the host's: the guest's page closes, the host moves and closes its own.
    await playToEnd([host, guest], (s) => s.phase === 'play' && s.toMove.length === 1 && s.toMove[0] === 0 && !s.busy);
    const context = guest.context();
    await guest.close();
    assert.ok(await playOne(host), 'the host has a move');
    const after = (await snapshot(host)).actions;
    await host.waitForTimeout(1500); // its packet posted to the relays
    await host.close();
    // Only what a relay kept reaches the guest now: the one that keeps events.
    const back = await context.newPage();
    back.errors = [];
    back.on('pageerror', (e) => back.errors.push(e.message));
    await back.goto(link);
    await waitSnap(back, `(s) => s.screen === 'table' && s.viewer === 1 && s.actions >= ${after}`, 60000);
    await back.locator('#room-away', { hasText: "host's device is away" }).waitFor();
    assert.ok(refusing.faults.refused > 0, 'the refusing relay said no');
    assert.equal(forgetful.stored().length, 0, 'the forgetful relay kept nothing');
    assert.ok(run.relay.stored().length > 0, 'the good relay kept the room');
    console.log(`# refused ${refusing.faults.refused} events; the good relay kept ${run.relay.stored().length}`);
    assert.deepEqual(back.errors, []);
  } finally {
    await run.done();
    await refusing.stop();
    await forgetful.stop();
  }
});
