// The transport of online rooms (www/js/online/transport.js) between three real Chromium tabs,
// each a device of its own, over real WebRTC data channels found through a real Nostr relay on
// this machine: a host and two guests exchange messages both ways, a guest hears only the host
// and can send only to it, a guest reloads and comes back (the host sees it leave and join), a
// closed tab leaves, the host reloads and the guest has it back; a wrong secret (which names
// another room on the relays) and a second host never connect, nor a tab that found the room's
// topic on a relay without its secret. It prints the round trip host -> guest -> host, for the notes. Only inside the
// network namespace of scripts/netns.sh (make test runs it there); anywhere else it fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlineSetup, usedCandidates, channelSent, NETNS_PREFIX, enterRoom, told, percentile } from './online.mjs';

const ROOM = 'test-room-1';
const SECRET = 'correct-horse-battery';

/** Opens the room in `page` as 'host' or 'guest' (online.mjs enterRoom). */
const enter = (page, role, settings, secret = SECRET) => enterRoom(page, role, settings, ROOM, secret);

/**
 * A tab that read the room's topic on a relay and joins it with the library itself, without the
 * secret: its offers cannot be read, and the password's challenge refuses it.
 */
function enterWithoutSecret(page, settings) {
  return page.evaluate(async ({ settings, room, secret }) => {
    const { libraryRoomId } = await import('./js/online/transport.js');
    const { joinRoom } = await import('./js/online/vendor/trystero.js');
    window.T = { events: [] };
    const config = { appId: 'clubhouse-golf', password: 'not-the-secret', relayConfig: { urls: settings.relays }, rtcConfig: { iceServers: [] } };
    const r = joinRoom(config, await libraryRoomId(room, secret), { onJoinError: ({ error }) => window.T.events.push({ type: 'error', error }) });
    r.onPeerJoin = (peer) => window.T.events.push({ type: 'join', peer });
    window.T.room = { peers: () => Object.keys(r.getPeers()) };
  }, { settings, room: ROOM, secret: SECRET });
}



test('a host and two guests: messages both ways, a guest hears only the host, a guest and then the host reload and come back', async () => {
  const run = await onlineSetup();
  try {
    const [host, ann, bob] = [await run.newPage(), await run.newPage(), await run.newPage()];
    const hostId = await enter(host, 'host', run.settings);
    const started = Date.now();
    const annId = await enter(ann, 'guest', run.settings);
    const bobId = await enter(bob, 'guest', run.settings);

    // The host sees both guests join; each guest sees the host, and only the host.
    await told(host, `(e) => e.type === 'join' && e.peer === '${annId}' && e.role === 'guest'`);
    await told(host, `(e) => e.type === 'join' && e.peer === '${bobId}' && e.role === 'guest'`);
    const joinedMs = Date.now() - started;
    for (const g of [ann, bob]) {
      await told(g, `(e) => e.type === 'join' && e.peer === '${hostId}' && e.role === 'host'`);
      assert.equal(await g.evaluate(() => window.T.room.host()), hostId);
    }
    assert.deepEqual((await host.evaluate(() => window.T.room.peers())).sort(), [annId, bobId].sort());
    assert.deepEqual(await ann.evaluate(() => window.T.room.peers()), [hostId], 'a guest connects to the host only');
    assert.deepEqual(await bob.evaluate(() => window.T.room.peers()), [hostId], 'a guest connects to the host only');
    console.log(`# three tabs connected ${joinedMs} ms after the guests joined`);

    // Host -> one guest (targeted), host -> everyone, guest -> host: JSON values arrive as sent.
    const toAnn = { kind: 'view', seat: 1, cards: [3, null, -2], nested: { ok: true, text: 'é ✓' } };
    await host.evaluate(([m, to]) => window.T.room.send(m, to), [toAnn, annId]);
    const gotAnn = await told(ann, `(e) => e.type === 'message' && e.data.kind === 'view'`);
    assert.deepEqual(gotAnn.data, toAnn);
    assert.equal(gotAnn.peer, hostId);
    await host.evaluate(() => window.T.room.send({ kind: 'all', n: 7 }));
    for (const g of [ann, bob]) assert.equal((await told(g, `(e) => e.type === 'message' && e.data.kind === 'all'`)).data.n, 7);
    assert.equal(await bob.evaluate(() => window.T.events.some((e) => e.type === 'message' && e.data.kind === 'view')), false,
      'a message sent to one guest reaches no other');
    await bob.evaluate(() => window.T.room.send({ kind: 'move', seat: 2, action: { draw: 'deck' } }));
    const move = await told(host, `(e) => e.type === 'message' && e.data.kind === 'move'`);
    assert.equal(move.peer, bobId);
    assert.deepEqual(move.data.action, { draw: 'deck' });
    // A guest cannot address another guest, and what it sends to all reaches the host only.
    await assert.rejects(ann.evaluate((to) => window.T.room.send({ kind: 'x' }, to), bobId), /not a peer this tab talks to/);
    await ann.evaluate(() => window.T.room.send({ kind: 'from-ann' }));
    assert.equal((await told(host, `(e) => e.type === 'message' && e.data.kind === 'from-ann'`)).peer, annId);

    // The channels run over the namespace's own addresses: host candidates only (no STUN, no
    // TURN), and a remote one either on the namespace's addresses or learnt from its checks.
    const mine = new RegExp(`^host ${NETNS_PREFIX.replaceAll('.', '\\.')}\\d+$`);
    for (const p of [host, ann, bob]) {
      const used = await usedCandidates(p);
      assert.ok(used.length > 0, 'the page has a chosen candidate pair');
      for (const { local, remote } of used) {
        assert.match(local, mine);
        assert.ok(mine.test(remote) || remote === 'prflx', `remote candidate ${remote}`);
      }
    }

    // Round trip host -> guest -> host, 200 messages one after another (the guest echoes).
    await ann.evaluate(() => window.T.room.on('message', (e) => {
      if (e.data.kind === 'echo') window.T.room.send({ kind: 'echoed', i: e.data.i }, e.peer);
    }));
    const before = await channelSent(host);
    const times = await host.evaluate(async (to) => {
      const room = window.T.room;
      const out = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        const back = new Promise((resolve) => {
          const off = room.on('message', (e) => {
            if (e.data.kind === 'echoed' && e.data.i === i) {
              off();
              resolve();
            }
          });
        });
        await room.send({ kind: 'echo', i, pad: 'x'.repeat(200) }, to);
        await back;
        out.push(performance.now() - t0);
      }
      return out;
    }, annId);
    const after = await channelSent(host);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`# round trip host -> guest -> host over 200 messages: p50 ${percentile(sorted, 50).toFixed(2)} ms, p90 ${percentile(sorted, 90).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms`);
    const json = JSON.stringify({ kind: 'echo', i: 100, pad: 'x'.repeat(200) }).length;
    console.log(`# the host's data channels: ${((after.bytes - before.bytes) / 200).toFixed(1)} bytes and ${((after.messages - before.messages) / 200).toFixed(2)} channel messages a message of ${json} bytes of JSON`);

    // Ann reloads: her old peer leaves, a new one joins, and messages flow again both ways.
    const reloaded = Date.now();
    await ann.reload();
    const annId2 = await enter(ann, 'guest', run.settings);
    assert.notEqual(annId2, annId, 'a reloaded tab is a new peer');
    await told(host, `(e) => e.type === 'leave' && e.peer === '${annId}'`);
    const leftMs = Date.now() - reloaded;
    await told(host, `(e) => e.type === 'join' && e.peer === '${annId2}' && e.role === 'guest'`);
    const backMs = Date.now() - reloaded;
    await told(ann, `(e) => e.type === 'join' && e.peer === '${hostId}'`);
    console.log(`# a guest reloaded: the host saw it leave after ${leftMs} ms and join again after ${backMs} ms`);
    await host.evaluate((to) => window.T.room.send({ kind: 'again' }, to), annId2);
    await told(ann, `(e) => e.type === 'message' && e.data.kind === 'again'`);
    await ann.evaluate(() => window.T.room.send({ kind: 'back' }));
    assert.equal((await told(host, `(e) => e.type === 'message' && e.data.kind === 'back'`)).peer, annId2);
    assert.deepEqual((await host.evaluate(() => window.T.room.peers())).sort(), [annId2, bobId].sort());
    // Bob was not disturbed, and never heard Ann.
    assert.equal(await bob.evaluate(() => window.T.events.some((e) => e.type === 'leave' || e.peer !== window.T.room.host())), false);

    // Bob's tab is closed, without its unload handlers: the host sees him leave all the same.
    const bobGone = Date.now();
    await bob.close({ runBeforeUnload: false });
    await told(host, `(e) => e.type === 'leave' && e.peer === '${bobId}'`);
    console.log(`# a guest's tab closed: the host saw it leave after ${Date.now() - bobGone} ms`);

    // The host reloads and opens the room again: Ann, who did nothing, sees it leave and come back.
    const hostReloaded = Date.now();
    await host.reload();
    const hostId2 = await enter(host, 'host', run.settings);
    await told(ann, `(e) => e.type === 'leave' && e.peer === '${hostId}'`);
    await told(ann, `(e) => e.type === 'join' && e.peer === '${hostId2}' && e.role === 'host'`);
    console.log(`# the host reloaded: a guest had it back after ${Date.now() - hostReloaded} ms`);
    await host.evaluate((to) => window.T.room.send({ kind: 'resumed' }, to), annId2);
    await told(ann, `(e) => e.type === 'message' && e.data.kind === 'resumed' && e.peer === '${hostId2}'`);
    assert.ok((await ann.evaluate((to) => window.T.room.ping(to), hostId2)) >= 0);

    // Ann closes her room: the host sees her leave, and her room sends nothing more.
    await ann.evaluate(() => window.T.room.close());
    await told(host, `(e) => e.type === 'leave' && e.peer === '${annId2}'`);
    await assert.rejects(ann.evaluate(() => window.T.room.send({ kind: 'late' })), /closed/);
    assert.deepEqual(await host.evaluate(() => window.T.room.peers()), []);

    for (const p of [host, ann, bob]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});

test('a tab with the wrong secret never connects, and a second host is refused', async () => {
  const run = await onlineSetup();
  try {
    const [host, eve, mallory, other] = [await run.newPage(), await run.newPage(), await run.newPage(), await run.newPage()];
    await enter(host, 'host', run.settings);
    await enter(eve, 'guest', run.settings, 'not-the-secret');
    await enterWithoutSecret(mallory, run.settings);
    await enter(other, 'host', run.settings);
    await told(other, `(e) => e.type === 'error' && /two hosts/.test(e.error)`);
    await told(host, `(e) => e.type === 'error' && /two hosts/.test(e.error)`);
    // The host or the tab without the secret (whichever received the other's offer) is told.
    await Promise.any([host, mallory].map((p) => told(p, `(e) => e.type === 'error' && /password/.test(e.error)`)));
    await new Promise((resolve) => setTimeout(resolve, 8000));
    for (const p of [host, eve, mallory, other]) {
      assert.deepEqual(await p.evaluate(() => window.T.room.peers()), []);
      assert.equal(await p.evaluate(() => window.T.events.some((e) => e.type === 'join' || e.type === 'message')), false);
    }
    const times = await other.evaluate(() => window.T.events.filter((e) => /two hosts/.test(e.error ?? '')).length);
    console.log(`# a second host was refused ${times} times in about 10 s`);
  } finally {
    await run.done();
  }
});
