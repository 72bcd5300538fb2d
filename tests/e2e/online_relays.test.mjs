// Online rooms and their relays, inside the test run's network namespace (scripts/netns.sh): with
// no relay answering (a local address where nothing listens), the host's lobby, a guest's join
// screen and a knock by code say so within 10 s, in English and in French, and the room opens by
// itself once a relay answers at that address; with two dead relays and then the live local one,
// a room opens through the one that answers and a host and a guest reach the table; and no relay
// sees a topic that the room's code alone gives (the main room's id is made with its secret).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { onlineSetup, openRoomAt, joinByLink as join } from './online.mjs';
import { startRelay } from '../../scripts/nostr-relay.mjs';
import { waitSnap, shot } from './helpers.mjs';

/** Local addresses where nothing listens: relays that never answer. */
const DEAD = ['ws://127.0.0.1:1', 'ws://127.0.0.1:2'];
/** The longest a player may wait to be told that no relay answers. */
const SAID_MS = 10000;

const words = (lang) => JSON.parse(readFileSync(new URL(`../../www/online/words.${lang}.json`, import.meta.url), 'utf8'));
const EN = words('en');
const FR = words('fr');

/** `run` with other relays in the page's address (openHome passes the `relay` parameter). */
const withRelays = (run, urls) => ({ ...run, relay: { url: urls.join(',') } });

/** Waits until the room screen's status line says `text`. */
const says = (page, text, timeout = SAID_MS) => page.locator('#screen-room #room-status', { hasText: text }).waitFor({ timeout });

/** A port on this machine where nothing listens now (a relay started there later answers). */
async function freePort() {
  const probe = await startRelay();
  await probe.stop();
  return probe.port;
}

test('no relay answers: said within 10 s in the lobby, the join screen and a knock, in English and French; the room opens when one answers', { timeout: 240000 }, async () => {
  const run = await onlineSetup();
  let late = null;
  try {
    const port = await freePort();
    const address = `ws://127.0.0.1:${port}`;
    const offline = withRelays(run, [address]);

    // English: the host's lobby and a guest with the link.
    const host = await run.newPage();
    const link = await openRoomAt(host, offline);
    await says(host, EN.err_online_no_relay);
    assert.equal(await host.locator('#room-status').getAttribute('role'), 'status', 'the lobby\'s status line is read out when it changes');
    await shot(host, 'online-no-relay-host');
    const guest = await run.newPage();
    await join(guest, link, 'Ann');
    await says(guest, EN.err_online_no_relay);

    // French, and on a phone: the lobby and a guest; and a knock by the room's code.
    const fr = { locale: 'fr-FR' };
    const hostFr = await run.newPage({ ...fr, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const linkFr = await openRoomAt(hostFr, withRelays(run, DEAD));
    await says(hostFr, FR.err_online_no_relay);
    await shot(hostFr, 'online-no-relay-host-phone-fr');
    const guestFr = await run.newPage(fr);
    await join(guestFr, linkFr, 'Zoé');
    await says(guestFr, FR.err_online_no_relay);
    const knocker = await run.newPage(fr);
    const code = /#room=([a-z2-9]{6})\./.exec(linkFr)[1];
    await knocker.goto(`${run.url}?nosw&relay=${encodeURIComponent(DEAD.join(','))}&ice=none#code=${code}`);
    await knocker.locator('#room-name').fill('Léa');
    await knocker.locator('#room-knock').click();
    await says(knocker, FR.err_online_no_relay);

    // The relay comes up at the address the first room was given: the words go, the room opens
    // by itself, and the guest who was waiting sits down.
    late = await startRelay({ port });
    await says(host, EN['online.host_note']);
    await host.locator('#screen-room .room-seats', { hasText: 'Ann' }).waitFor();
    assert.notEqual(await guest.locator('#room-status').textContent(), EN.err_online_no_relay);
    for (const p of [host, guest, hostFr, guestFr, knocker]) assert.deepEqual(p.errors, []);
  } finally {
    await late?.stop();
    await run.done();
  }
});

/** The id the library would know a room by if it were given the room's code: what it must not be given. */
function topicOf(roomId) {
  // The library's topic for a room: SHA-1 of its name, the app id and the room id, each byte in base 36.
  return [...createHash('sha1').update(`Trystero@clubhouse-golf@${roomId}`).digest()].map((b) => b.toString(36)).join('');
}

test('two dead relays and the live one: the room opens through it, a guest joins by the link, both reach the table; the relay sees no topic the code alone gives', { timeout: 240000 }, async () => {
  const run = await onlineSetup();
  try {
    const relays = withRelays(run, [...DEAD, run.relay.url]);
    const [host, guest] = [await run.newPage(), await run.newPage()];
    const link = await openRoomAt(host, relays);
    const [, code, secret] = /#room=([a-z2-9]{6})\.([a-z2-9]{16})$/.exec(link);
    await join(guest, link, 'Ann');
    await host.locator('#screen-room .room-seats', { hasText: 'Ann' }).waitFor();
    const through = await guest.evaluate(async () => (await import('./js/online/online.js')).currentRoomForTests().room.relays());
    assert.deepEqual(through, [run.relay.url], 'the guest goes through the relay that answers, and only it');
    await host.locator('#room-start').click();
    await waitSnap(host, (s) => s.screen === 'table');
    await waitSnap(guest, (s) => s.screen === 'table' && s.viewer === 1);

    // What the relay saw: the main room under an id made with its secret, the door under its code.
    const seen = run.relay.topics();
    const ids = await host.evaluate(async ([c, s]) => {
      const t = await import('./js/online/transport.js');
      return { main: await t.libraryRoomId(c, s), door: await t.libraryRoomId(`door-${c}`, `knock-${c}`) };
    }, [code, secret]);
    assert.ok(seen.includes(topicOf(ids.main)), 'the relay saw the main room (under its id made with the secret)');
    assert.ok(seen.includes(topicOf(ids.door)), 'the door is found from the code, by design');
    assert.ok(!seen.includes(topicOf(code)), 'no topic of the main room is made from its code alone');
    assert.ok(!seen.some((x) => x.includes(code)), 'the code itself is in no topic');
    for (const p of [host, guest]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});
