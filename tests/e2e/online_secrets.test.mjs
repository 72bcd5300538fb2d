// Online rooms tried as a dishonest player would, between real Chromium tabs over real WebRTC and
// the real local relay, inside the test run's own network namespace (scripts/netns.sh):
// - a guest's device, with everything it holds before the end (every byte its data channels
//   received, its storage, the page's and the room's state), cannot work out the deal: the test
//   builds each game from every seed those hold could give and fails if one of them names another
//   seat's cards;
// - a host that changes its commitment, deals from a seed of its choosing or shows another part
//   at the end is caught at the guest, in words; a guest whose part is dropped is told before the
//   first move;
// - a device holds one seat: saying hello again, with or without its token, changes nothing, and
//   a seat nobody took says so instead of naming the bot that would play it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlineSetup, openRoomAt, joinByLink as join } from './online.mjs';
import { waitSnap, snapshot, chooseHit, shot } from './helpers.mjs';
import { CATALOG } from '../../www/js/catalog.js';

const GAMES = CATALOG.map((g) => g.id);

/** Keeps, at every page of the device, what its data channels receive, as text (bytes as Latin-1). */
async function recordChannels(page) {
  await page.context().addInitScript(() => {
    const heard = (window.__heard = []);
    const keep = (channel) => channel.addEventListener('message', async (e) => {
      const data = e.data instanceof Blob ? await e.data.arrayBuffer() : e.data;
      heard.push(typeof data === 'string' ? data : new TextDecoder('latin1').decode(data));
    });
    const Base = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Base {
      constructor(...args) {
        super(...args);
        this.addEventListener('datachannel', (e) => keep(e.channel));
      }
      createDataChannel(...args) {
        const channel = super.createDataChannel(...args);
        keep(channel);
        return channel;
      }
    };
  });
}

/** Everything a guest's device holds: as one text, and the room's own state. */
const holdings = (page) => page.evaluate(async () => {
  const { currentRoomForTests } = await import('./js/online/online.js');
  const { side, source } = currentRoomForTests();
  const storage = (s) => JSON.stringify(Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)])));
  const room = JSON.stringify(side, (k, v) => (['room', 'hooks', 'settings'].includes(k) ? undefined : v instanceof Map ? [...v] : v));
  const text = [...window.__heard, storage(localStorage), storage(sessionStorage), room, JSON.stringify(source.packet),
    JSON.stringify(window.clubhouse.snapshot()), document.body.innerText].join('\n');
  return { text, seat: side.seat, roomId: side.code.id, part: side.part, own: source.packet.view };
});

test('a guest holds nothing before the end from which another seat\'s cards follow, in every game', { timeout: 600000 }, async () => {
  const run = await onlineSetup();
  try {
    for (const id of GAMES) {
      const [host, guest] = [await run.newPage(), await run.newPage()];
      await recordChannels(guest);
      const link = await openRoomAt(host, run, id);
      await join(guest, link, 'Eve');
      await host.locator('#screen-room .room-seats', { hasText: 'Eve' }).waitFor();
      await host.locator('#room-start').click();
      await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1);
      const held = await holdings(guest);
      // The truth, at the host: the seed the game was dealt from (config + seed is the whole game).
      const truth = await host.evaluate(() => {
        const record = JSON.parse(window.clubhouse.snapshot().record);
        return { seed: record.seed, config: record.config, actions: record.actions.length };
      });
      assert.equal(truth.actions, 0, `${id}: nobody has moved yet, so the guest's table is the first`);
      assert.ok(!held.text.includes(String(truth.seed)), `${id}: the guest holds the seed`);
      // What a guest would try: every number and every hex string it holds as a seed, every two
      // large numbers folded together (the old protocol's seed), and the protocol's own seed from
      // its part with every 256-bit string it holds as the host's part. It builds the game from
      // each and keeps those that deal the first table it was shown: such a seed names every card.
      const found = await guest.evaluate(async ({ text, roomId, part, seat, config, id }) => {
        const { Game } = await import('./js/engine.js');
        const { canonical, seedOf } = await import('./js/online/deal.js');
        const { currentRoomForTests } = await import('./js/online/online.js');
        const numbers = [...new Set((text.match(/\d{1,16}/g) ?? []).map(Number).filter((n) => Number.isSafeInteger(n)))];
        const hexes = [...new Set(text.match(/[0-9a-f]{64}/g) ?? [])];
        const large = numbers.filter((n) => n >= 2 ** 24 && n < 2 ** 32).slice(0, 60);
        const candidates = new Set([...numbers, ...hexes]);
        for (const a of large) for (const b of large) candidates.add((a ^ b) >>> 0);
        for (const h of hexes) candidates.add(await seedOf([{ seat: -1, part: h }, { seat, part }], roomId));
        const shown = canonical(JSON.parse(JSON.stringify(currentRoomForTests().source.packet.view)));
        let tried = 0;
        const dealt = [];
        for (const seed of candidates) {
          let game;
          try {
            game = await Game.create(id, config, seed);
          } catch { continue; }
          tried++;
          if (canonical(game.view(seat)) === shown) dealt.push(seed);
          game.free();
        }
        return { tried, dealt, numbers: numbers.length, hexes: hexes.length };
      }, { text: held.text, roomId: held.roomId, part: held.part, seat: held.seat, config: truth.config, id });
      assert.ok(found.tried > 10, `${id}: the guest tried ${found.tried} seeds`);
      const named = found.dealt.filter((seed) => String(seed) === String(truth.seed));
      assert.deepEqual(named, [], `${id}: from what the guest holds it worked out the seed, which deals every hidden card`);
      console.log(`# ${id}: the guest held ${held.text.length} characters (${found.numbers} numbers, ${found.hexes} 256-bit strings) and tried ${found.tried} seeds; ${found.dealt.length} dealt its own first table by chance, none was the deal`);
      await host.context().close();
      await guest.context().close();
    }
  } finally {
    await run.done();
  }
});

/** The host's room object, to make it dishonest from inside its page. */
const hostSide = 'import("./js/online/online.js").then((m) => m.currentRoomForTests().side)';

/** A Beck room whose host has been made dishonest by `cheat` (run in its page), a guest `name` seated. */
async function dishonestRoom(run, name, cheat) {
  const [host, guest] = [await run.newPage(), await run.newPage()];
  const link = await openRoomAt(host, run, 'beck');
  await join(guest, link, name);
  await host.locator('#screen-room .room-seats', { hasText: name }).waitFor();
  await host.evaluate(async ([side, code]) => {
    const room = await eval(side);
    eval(code)(room);
  }, [hostSide, cheat.toString()]);
  await host.locator('#room-start').click();
  return [host, guest];
}

test('a host that changes its commitment, or drops a guest\'s part, is caught at the guest before the first move', { timeout: 300000 }, async () => {
  const run = await onlineSetup();
  try {
    // The host shows one commitment for its part, then publishes another.
    const [host, guest] = await dishonestRoom(run, 'Ann', (room) => {
      const send = room.room.send.bind(room.room);
      room.room.send = (data, to) => send(data?.t === 'commits' ? { ...data, commits: data.commits.map((c) => (c.seat === -1 ? { ...c, c: 'a'.repeat(64) } : c)) } : data, to);
    });
    await waitSnap(guest, (s) => s.screen === 'table');
    await guest.locator('#room-deal', { hasText: 'changed the commitment it had first shown' }).waitFor();
    await shot(guest, 'online-host-commit-changed');

    // The host keeps a guest's part out of the deal: the guest is told before its first move.
    const [host2, guest2] = await dishonestRoom(run, 'Bea', (room) => { room.takeReveal = async () => {}; });
    const first = await waitSnap(guest2, (s) => s.screen === 'table', 40000);
    assert.equal(first.actions, 0);
    await guest2.locator('#room-deal', { hasText: 'Your device\'s part was not used in this deal' }).waitFor();
    await shot(guest2, 'online-part-left-out');
    for (const p of [host, guest, host2, guest2]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});

/** Plays both pages' turns (the first move each offers) until the game is over at both. */
async function playOut(pages) {
  for (let step = 0; step < 800; step++) {
    const states = await Promise.all(pages.map(snapshot));
    if (states.every((s) => s.over)) return;
    let moved = false;
    for (const [i, s] of states.entries()) {
      if (s.dialog === 'round-dialog') { await pages[i].locator('#round-next').click(); moved = true; continue; }
      if (s.over || s.screen !== 'table' || !s.hits.length || s.busy || !s.toMove.includes(s.viewer)) continue;
      const hit = chooseHit(s);
      await pages[i].evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a)?.click(), JSON.stringify(hit.action));
      await pages[i].waitForFunction((n) => window.clubhouse.snapshot().actions > n || window.clubhouse.snapshot().over, s.actions, { timeout: 20000 });
      moved = true;
    }
    if (!moved) await pages[0].waitForTimeout(60);
  }
  throw new Error('the game never ended');
}

test('a host that deals from a seed of its own choosing, and shows another part at the end, is caught by the replay', { timeout: 300000 }, async () => {
  const run = await onlineSetup();
  try {
    const [host, guest] = await dishonestRoom(run, 'Ann', (room) => {
      // The seed it wants, whatever the parts; and at the end, a part of its own making.
      const make = room.makeSeed.bind(room);
      room.makeSeed = async () => ({ ...(await make()), seed: 'b'.repeat(64) });
      const packet = room.packet.bind(room);
      room.packet = (p) => {
        const out = packet(p);
        if (out.deal) out.deal = { ...out.deal, parts: out.deal.parts.map((x) => (x.seat === -1 ? { ...x, part: 'c'.repeat(64) } : x)) };
        return out;
      };
    });
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1);
    await playOut([host, guest]);
    await guest.locator('#room-fair').waitFor({ timeout: 60000 });
    const said = await guest.locator('#room-deal').textContent();
    assert.match(said, /^Checked on this device: this game does not match/);
    assert.match(said, /The host's part of the deal is not the one it committed to\./);
    assert.match(said, /The game was not dealt from the parts' shuffle\./);
    await shot(guest, 'online-forged-seed');
    for (const p of [host, guest]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});

test('a device holds one seat: a second hello takes no other, and one without its token loses nothing', { timeout: 300000 }, async () => {
  const run = await onlineSetup();
  try {
    const [host, eve, bob] = [await run.newPage(), await run.newPage(), await run.newPage()];
    const link = await openRoomAt(host, run, 'beck', 2);
    // Seats nobody has taken are said to wait for a player, never named after a bot.
    const lobby = await host.locator('#screen-room .room-seats').textContent();
    assert.match(lobby, /Seat 2 — waiting for a player/);
    assert.match(lobby, /Seat 3 — waiting for a player/);
    await join(eve, link, 'Eve');
    await host.locator('#screen-room .room-seats', { hasText: 'Eve' }).waitFor();
    // Eve's device says hello again and again without its token: it keeps its one seat.
    await eve.evaluate(async () => {
      const { currentRoomForTests } = await import('./js/online/online.js');
      const { room } = currentRoomForTests();
      for (let i = 0; i < 5; i++) await room.send({ t: 'hello', p: 2, name: `Eve${i}`, token: null });
    });
    await host.waitForTimeout(500);
    assert.match(await host.locator('#screen-room .room-seats').textContent(), /Seat 3 — waiting for a player/);
    await join(bob, link, 'Bob');
    await host.locator('#screen-room .room-seats', { hasText: 'Bob' }).waitFor();
    await host.locator('#room-start').click();
    await waitSnap(eve, (s) => s.screen === 'table' && s.viewer === 1);
    await waitSnap(bob, (s) => s.screen === 'table' && s.viewer === 2);
    // After the start, a hello without the token: Eve is still seated, and her moves still count.
    await eve.evaluate(async () => {
      const { currentRoomForTests } = await import('./js/online/online.js');
      await currentRoomForTests().room.send({ t: 'hello', p: 2, name: 'Eve', token: null });
    });
    await waitSnap(eve, (s) => s.viewer === 1);
    const pages = [host, eve, bob];
    for (let step = 0; step < 400; step++) {
      const s = await snapshot(host);
      if (JSON.parse(s.record).actions.some(([seat]) => seat === 1)) break;
      let moved = false;
      for (const p of pages) {
        const x = await snapshot(p);
        if (x.dialog === 'round-dialog') { await p.locator('#round-next').click(); moved = true; continue; }
        if (x.screen !== 'table' || !x.hits.length || x.busy || !x.toMove.includes(x.viewer)) continue;
        await p.evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a)?.click(), JSON.stringify(chooseHit(x).action));
        await p.waitForFunction((n) => window.clubhouse.snapshot().actions > n, x.actions, { timeout: 20000 });
        moved = true;
      }
      if (!moved) await host.waitForTimeout(60);
    }
    assert.ok(JSON.parse((await snapshot(host)).record).actions.some(([seat]) => seat === 1), "Eve's move was played");
    for (const p of pages) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});
