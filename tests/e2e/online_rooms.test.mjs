// Online rooms as players meet them, between real Chromium tabs over real WebRTC and a real
// local Nostr relay, inside the test run's own network namespace (scripts/netns.sh): the host
// opens a room from the setup screen, a guest joins by its link, and they play Grandpa Beck's
// Golf to the final scores, each from their own device; the guest's seed check and its replay
// of the record agree with the host. A hostile guest (garbage, another seat's move, a flood)
// changes nothing at the host; a guest who reloads comes back to its seat; a late visitor
// watches with the public view only. On phones: a guest's hint and a double tap's refusal; its
// device gone, the host waits, lets a bot play the seat, and the guest comes back to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlineSetup, openHome, openRoomAt, joinByLink as join, channelSent, playToEnd } from './online.mjs';
import { waitSnap, snapshot, PERSON_TURN, chooseHit, holes18Choice, shot } from './helpers.mjs';

test('a host and a guest play Beck online to the final scores; hostile messages change nothing; a reload and a spectator', { timeout: 300000 }, async () => {
  const run = await onlineSetup();
  try {
    const [host, guest, late] = [await run.newPage(), await run.newPage(), await run.newPage()];
    const link = await openRoomAt(host, run);
    assert.match(link, /#room=[a-z2-9]{6}\.[a-z2-9]{16}$/, 'the link carries the room and its secret after #');
    assert.equal(await host.locator('#screen-room svg.qr').count(), 1, 'the lobby draws the QR code');
    await join(guest, link, 'Ann');
    await host.locator('#screen-room .room-seats', { hasText: 'Ann' }).waitFor();
    await shot(host, 'online-lobby-host');
    await host.locator('#room-start').click();
    await waitSnap(host, (s) => s.screen === 'table');
    const g0 = await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1);
    await shot(guest, 'online-guest-table');
    assert.equal(g0.record, null, 'a guest holds no record of the match while it is played');
    assert.equal(await guest.evaluate(() => JSON.stringify(window.clubhouse.snapshot()).includes('"seed"')), false);

    // A hostile guest, once it is the host's turn: a hint out of turn, garbage, a move out of its
    // turn, a stale move, an oversized message, a flood. The host's match is unchanged.
    await playToEnd([host, guest], (s) => s.phase === 'play' && s.toMove.length === 1 && s.toMove[0] === 0 && !s.busy);
    const before = await snapshot(host);
    const hint = await guest.evaluate(async (v) => {
      const m = await import('./js/online/online.js');
      const { room, source } = m.currentRoomForTests();
      // A hint out of turn: the host's refusal comes back, and is not waited for in vain.
      const refusal = await source.hintSoon().then(() => 'a hint', (e) => e.code);
      const send = (x) => room.send(x).catch(() => {});
      await send('garbage');
      await send([1, 2, 3]);
      await send({ t: 'move', v, action: 'draw' }); // not its turn: the engine refuses it
      await send({ t: 'move', v: v + 5, action: 'draw' });
      await send({ t: 'size', w: 1e9, h: -1 });
      await send({ t: 'hello', name: 'x'.repeat(20000) });
      for (let i = 0; i < 200; i++) send({ t: 'move', v, action: 'take_discard' });
      return refusal;
    }, before.actions);
    assert.equal(hint, 'no_move');
    await guest.locator('#status-error').waitFor();
    await shot(guest, 'online-refused');
    await host.waitForTimeout(1500);
    assert.equal((await snapshot(host)).record, before.record, "the host's match is unchanged");
    // A device whose site speaks another version of the rooms is told so, and seated nowhere.
    await guest.evaluate(() => import('./js/online/online.js').then((m) => m.currentRoomForTests().room.send({ t: 'hello', p: 0, name: 'Old' })));
    await guest.locator('#status-error', { hasText: 'another version of Clubhouse' }).waitFor();
    assert.equal((await snapshot(host)).record, before.record);

    // A burst of this screen's sizes (as a phone's table changes size with its status line) uses
    // up no budget of its moves: the guest's next move is played.
    await playToEnd([host, guest], (s) => s.phase === 'play' && s.toMove.length === 1 && s.toMove[0] === 1 && !s.busy);
    const mine = await waitSnap(guest, (s) => s.toMove.includes(1) && s.hits.length > 0 && !s.busy);
    await guest.evaluate(() => import('./js/online/online.js').then((m) => {
      const { room } = m.currentRoomForTests();
      for (let i = 0; i < 60; i++) room.send({ t: 'size', w: 400 + (i % 2), h: 700 }).catch(() => {});
    }));
    await tap(guest, chooseHit(mine));
    await waitSnap(host, `(s) => s.actions > ${mine.actions}`);

    // The guest reloads mid-game and comes back to its seat.
    await guest.reload();
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1, 30000);
    // Mid-game a guest has nothing to look back at: no record, no review, nothing kept.
    const midGame = await guest.evaluate(async () => {
      const m = await import('./js/online/online.js');
      return { record: m.currentRoomForTests().source.finalRecord(), kept: localStorage.getItem('clubhouse:v1:games') };
    });
    assert.deepEqual(midGame, { record: null, kept: null });
    assert.equal(await guest.locator('#final-review').isHidden(), true);

    // A late visitor with the link watches: the public view, no seat.
    await join(late, link, 'Zoe');
    const watcher = await waitSnap(late, (s) => s.screen === 'table', 30000);
    assert.equal(watcher.viewer, -1, 'a spectator sees the public view');

    await playToEnd([host, guest]);
    const [h, g] = [await snapshot(host), await snapshot(guest)];
    assert.equal(g.over, true);
    await guest.locator('#room-fair').waitFor();
    assert.equal(await guest.locator('#room-fair').textContent(), 'Checked on this device: a fair deal, played as shown.');
    // The late visitor checks the public view it was shown the same way.
    await late.locator('#room-fair').waitFor();
    assert.equal(await late.locator('#room-fair').textContent(), 'Checked on this device: a fair deal, played as shown.');
    // The record at the end replays on the guest's device to the same scores.
    const replay = await guest.evaluate(async () => {
      const { Game } = await import('./js/engine.js');
      const m = await import('./js/online/online.js');
      const record = m.currentRoomForTests().source.recordValue();
      const game = await Game.fromRecord(JSON.stringify(record));
      return { over: game.over, scores: game.scores(), record: JSON.stringify(record) };
    });
    assert.equal(replay.over, true);
    assert.deepEqual(JSON.parse(replay.record).actions, JSON.parse(h.record).actions, 'the guest got the whole record');
    await shot(guest, 'online-guest-final');
    // Once the record has come, the guest reviews the game (every card shown too) and keeps it.
    await waitSnap(guest, (s) => s.dialog === 'final-dialog');
    await guest.locator('#final-review').click();
    const reviewed = await waitSnap(guest, (s) => s.review != null && !s.busy, 60000);
    assert.equal(reviewed.review.total, JSON.parse(h.record).actions.length);
    await guest.locator('#review-eyes').selectOption('-2');
    await waitSnap(guest, (s) => s.review?.eyes === -2);
    const kept = await guest.evaluate(() => JSON.parse(localStorage.getItem('clubhouse:v1:games')));
    assert.equal(kept.length, 1);
    assert.equal(kept[0].online, true);

    // Play again on the host: the same room, the same people in the same seats, a new deal made
    // together (the guest's new part in it), and the guest plays the new match's moves.
    await waitSnap(host, (s) => s.dialog === 'final-dialog');
    await host.locator('#final-again').click();
    const again = await waitSnap(host, (s) => s.screen === 'table' && s.actions >= 0 && !s.over && s.record != null, 60000);
    const [first, next] = [JSON.parse(h.record), JSON.parse(again.record)];
    assert.notEqual(next.seed, first.seed, 'a new deal');
    assert.deepEqual(next.meta.names, first.meta.names, 'the same people');
    assert.deepEqual(next.meta.seats.map((x) => x.kind), first.meta.seats.map((x) => x.kind), 'in the same seats');
    const seated = await waitSnap(guest, (s) => s.screen === 'table' && s.review == null && !s.over && s.viewer === 1, 60000);
    assert.equal(seated.dialog, null);
    const used = await guest.evaluate(async () => (await import('./js/online/online.js')).currentRoomForTests().side.used);
    assert.ok(used?.includes(1), `the guest's part is in the new deal: ${JSON.stringify(used)}`);
    await playToEnd([host, guest], (s) => s.actions >= 6);
    // For the notes (figures, not a timed check): what the host sent, a move and a device apart.
    const sent = await channelSent(host);
    console.log(`# host sent ${sent.bytes} bytes in ${sent.messages} messages for ${h.actions} moves to 2 devices: ${Math.round(sent.bytes / h.actions / 2)} bytes a move a device`);
    for (const p of [host, guest, late]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});

const PHONE = { viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' };

/** Clicks the button of move `hit` at `page` `times` times in one go, as a quick double tap does. */
const tap = (page, hit, times = 1) => page.evaluate(([a, n]) => {
  const button = [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a);
  for (let i = 0; i < n; i++) button.click();
}, [JSON.stringify(hit.action), times]);

/** The seat of the last move in a snapshot's record. */
const lastSeat = (s) => JSON.parse(s.record).actions.at(-1)[0];

test("on phones: a guest asks for the hint and double-taps; its device goes, a bot plays its seat, and it comes back to the seat", { timeout: 180000 }, async () => {
  const run = await onlineSetup();
  try {
    const [host, guest] = [await run.newPage(PHONE), await run.newPage(PHONE)];
    const link = await openRoomAt(host, run);
    await join(guest, link, 'Ann');
    await guest.locator('#screen-room .room-seats', { hasText: 'Ann' }).waitFor();
    assert.equal(await guest.locator('#screen-room h1').textContent(), "Grandpa Beck's Golf: you're in", 'the guest is told which game');
    await host.locator('#screen-room .room-seats', { hasText: 'Ann' }).waitFor();
    await shot(host, 'online-lobby-host-phone');
    await shot(guest, 'online-lobby-guest-phone');
    await host.locator('#room-start').click();
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1);

    // The guest's turn: the hint is worked out at the host, which holds the match, and shown here.
    await playToEnd([host, guest], (s) => s.phase === 'play' && s.toMove.length === 1 && s.toMove[0] === 1);
    const mine = await waitSnap(guest, (s) => s.phase === 'play' && s.toMove.includes(1) && s.hits.length > 0 && !s.busy);
    await guest.locator('#hint').click();
    await guest.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent));
    assert.ok(await guest.evaluate(() => Boolean(document.activeElement?.closest('#hits'))), 'the hint points at a move the table lists');
    await shot(guest, 'online-guest-hint');

    // A double tap: the first draws, the second arrives for a table that has changed and is
    // turned away, and the guest is told so in words.
    await tap(guest, mine.hits.find((h) => h.key === 'd'), 2);
    await guest.locator('#status-error').waitFor();
    assert.match(await guest.locator('#status-error').textContent(), /^Move refused: The table changed before your move arrived/);
    await shot(guest, 'online-refused-honest');
    assert.equal((await snapshot(host)).actions, mine.actions + 1, 'one draw was played');

    // The guest's device goes mid-turn (its browser keeps the seat's token). The host waits,
    // then may let a bot play for it, and the bot finishes the turn.
    await guest.close();
    const away = host.locator('#room-away');
    await away.getByText('Waiting for Ann').waitFor();
    assert.equal(await host.locator('#status-main').textContent(), 'Waiting for Ann…', "the status line waits for Ann too, not 'Ann is playing'");
    await shot(host, 'online-waiting-host');
    await host.locator('#room-bot-1').waitFor({ timeout: 30000 });
    await shot(host, 'online-let-bot-host');
    await host.locator('#room-bot-1').click();
    await away.getByText('A bot is playing for Ann').waitFor();
    assert.equal(lastSeat(await waitSnap(host, `(s) => s.actions > ${mine.actions + 1}`)), 1, "the bot moved for Ann's seat");

    // Back on the same device by the same link: the same seat, no name asked; the bot stops.
    const back = await run.pageBeside(guest);
    await back.goto(link);
    await waitSnap(back, (s) => s.screen === 'table' && s.viewer === 1);
    await away.waitFor({ state: 'hidden' });
    // On Ann's turn the host's table waits for her (a bot's move would keep it busy)...
    await playToEnd([host, back], (s) => s.phase === 'play' && s.toMove.length === 1 && s.toMove[0] === 1 && !s.busy);
    const turn = await waitSnap(back, (s) => s.toMove.includes(1) && s.hits.length > 0 && !s.busy);
    // ...and her own move is the next one played.
    await tap(back, turn.hits.find((h) => h.key === 'd'));
    assert.equal(lastSeat(await waitSnap(host, `(s) => s.actions > ${turn.actions}`)), 1);
    for (const p of [host, guest, back]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});

/**
 * The first move a page offers its person (a menu's first choice), clicked through its button.
 * False if the button had gone by then (a packet came in between and redrew the moves).
 */
async function playFirst(page, s, id) {
  const hit = id === 'holes18' ? holes18Choice(s) : s.hits[0];
  const clicked = await page.evaluate((a) => {
    const button = [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a);
    button?.click();
    return Boolean(button);
  }, JSON.stringify(hit.action));
  if (clicked && hit.action?.choose) await page.locator('#choice-list button').first().click();
  return clicked;
}

/** How many moves seat `seat` has played, by the host's record (run in the host's page). */
const seatMoves = (seat) => {
  const record = window.clubhouse.snapshot().record;
  return record ? JSON.parse(record).actions.filter(([s]) => s === seat).length : 0;
};

/** Every phone plays its first move whenever it is to move, until every device shows the end. */
async function phonesToEnd(id, table, phones, maxSteps = Number(process.env.ONLINE_STEPS) || 3000, mustEnd = true) {
  for (let step = 0; step < maxSteps; step++) {
    const states = await Promise.all(phones.map(snapshot));
    if (states.every((s) => s.over) && (await snapshot(table)).over) return;
    let moved = false;
    for (const [i, before] of states.entries()) {
      if (before.over) continue;
      // Read again: the phones before it in this round may have changed what it shows.
      const s = i === 0 ? before : await snapshot(phones[i]);
      if (s.dialog === 'round-dialog') {
        await phones[i].locator('#round-next').click();
        moved = true;
      } else if (s.screen === 'table' && s.hits.length && !s.busy && s.toMove.includes(s.viewer)) {
        const had = await table.evaluate(seatMoves, i);
        if (!(await playFirst(phones[i], s, id))) continue;
        // Every tap is played at the host and shown on its phone before that phone plays again.
        // (A burst of a phone's table sizes once used up its messages' budget at the host, which
        // dropped the move after it unseen.)
        let played = false;
        for (let t = 0; t < 400 && !played; t++) {
          played = (await table.evaluate(seatMoves, i)) > had;
          assert.equal(await phones[i].locator('#status-error').isHidden(), true, `${id}: phone ${i + 1}'s tap was refused: ${await phones[i].locator('#status-error').textContent()}`);
          if (!played) await phones[i].waitForTimeout(50);
        }
        assert.ok(played, `${id}: phone ${i + 1}'s tap at move ${s.actions} was not played at the host within 20 s`);
        const atHost = (await snapshot(table)).actions;
        await waitSnap(phones[i], `(x) => x.actions >= ${atHost} || x.over`);
        moved = true;
      }
    }
    if (!moved) await table.waitForTimeout(50);
  }
  if (!mustEnd) return;
  const at = async (p) => { const x = await snapshot(p); return { phase: x.phase, toMove: x.toMove, viewer: x.viewer, actions: x.actions, busy: x.busy, dialog: x.dialog, hits: x.hits.length, over: x.over, error: await p.locator('#status-error').textContent() }; };
  throw new Error(`the game on the phones never ended: table ${JSON.stringify(await at(table))}; phones ${JSON.stringify(await Promise.all(phones.map(at)))}`);
}

for (const [id, setup] of [['golfie', 3], ['green', 2], ['holes18', 2]]) {
  test(`${id} online: the host's screen is the table and every player plays from a phone`, { timeout: 600000 }, async () => {
    const run = await onlineSetup();
    try {
      const table = await run.newPage({ reducedMotion: 'reduce' });
      await openHome(table, run);
      await table.locator(`#game-list [data-game=${id}] button.primary`).click();
      await table.locator('#screen-setup').waitFor();
      while ((await table.locator('#seat-rows li').count()) < setup) await table.locator('#seat-plus').click();
      for (let i = 1; i <= setup; i++) await table.locator(`#seat-rows li:nth-child(${i}) select.kind`).selectOption('online');
      await table.locator('#setup-form button[type=submit]').click();
      const link = await table.locator('#room-link').inputValue();
      const phones = [];
      for (let i = 0; i < setup; i++) {
        const phone = await run.newPage({ viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
        await join(phone, link, `P${i + 1}`);
        phones.push(phone);
      }
      await table.locator('#screen-room .room-seats', { hasText: `P${setup}` }).waitFor();
      await table.locator('#room-start').click();
      const shown = await waitSnap(table, (s) => s.screen === 'table');
      assert.equal(shown.viewer, -1, "the host's screen shows the public view: no hand");
      for (const [i, p] of phones.entries()) await waitSnap(p, `(s) => s.screen === 'table' && s.viewer === ${i}`);
      if (id === 'holes18') {
        // The host reloads mid-game: the match comes back from its save and the phones find it again.
        await phonesToEnd(id, table, phones, 12, false);
        const before = await snapshot(table);
        await table.reload();
        await waitSnap(table, (s) => s.screen === 'table' && s.viewer === -1);
        assert.equal((await snapshot(table)).actions, before.actions, 'the same match, from its save');
      }
      await shot(table, `online-${id}-table`);
      await shot(phones[0], `online-${id}-phone`);
      await phonesToEnd(id, table, phones);
      // Every phone replays the record in its own engine against every view it was shown.
      for (const p of phones) {
        await p.locator('#room-fair').waitFor({ timeout: 60000 });
        assert.equal(await p.locator('#room-fair').textContent(), 'Checked on this device: a fair deal, played as shown.', `${id}: ${await p.locator('#room-deal').textContent()}`);
      }
      await shot(table, `online-${id}-final`);
      for (const p of [table, ...phones]) assert.deepEqual(p.errors, []);
    } finally {
      await run.done();
    }
  });
}
