// Joining a room by its code alone, between real Chromium tabs over real WebRTC and a real local
// Nostr relay, in the test run's own network namespace (scripts/netns.sh): a visitor types the
// code the host's lobby shows (another case, with spaces) and a name, and knocks; the host lets
// them in, and they sit in the lobby and play as a visitor with the link would. A visitor the
// host refuses, one whose code is no code, and one whose code no room has are told so plainly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onlineSetup, openHome } from './online.mjs';
import { waitSnap, shot } from './helpers.mjs';

const PHONE = { viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true };

/** From the home screen to the join-by-code screen, then the code and a name, and a knock. */
async function knockWith(page, run, code, name) {
  await openHome(page, run);
  await page.locator('#join-code').click();
  await page.locator('#join-code-input').fill(code);
  await page.locator('#room-name').fill(name);
  await page.locator('#room-name').press('Enter');
}

test('a visitor with only the room code knocks, the host lets them in, and the game starts at both; a refusal and wrong codes are said', { timeout: 240000 }, async () => {
  const run = await onlineSetup();
  try {
    const [host, ann, bob, lost] = [await run.newPage(), await run.newPage(PHONE), await run.newPage(PHONE), await run.newPage(PHONE)];

    // A code no room has: the visitor looks for a while, then is told. It runs beside the rest.
    const unknown = (async () => {
      await knockWith(lost, run, 'zzz-zzz', 'Lou');
      await lost.locator('#room-status', { hasText: 'No room answered to the code ZZZZZZ' }).waitFor({ timeout: 60000 });
      assert.equal(await lost.locator('#join-code-input').isEnabled(), true, 'the form is back, the code still in it');
      assert.equal(await lost.locator('#join-code-input').inputValue(), 'zzz-zzz');
    })();
    // A link to a room nobody holds: the visitor is told, and the search goes on. Beside the rest too.
    const gone = (async () => {
      const page = await run.newPage(PHONE);
      await page.goto(`${run.url}?nosw&relay=${encodeURIComponent(run.relay.url)}&ice=none#room=zzzzzz.zzzzzzzzzzzzzzzz`);
      await page.locator('#room-name').fill('Lou');
      await page.locator('#room-join').click();
      await page.locator('#room-status', { hasText: 'No host has answered in this room yet' }).waitFor({ timeout: 60000 });
    })();
    unknown.catch(() => {}); // awaited below; a failure meanwhile is not an unhandled one
    gone.catch(() => {});

    await openHome(host, run);
    await host.locator('#game-list [data-game=beck] button.primary').click();
    await host.locator('#rounds-minus').click();
    await host.locator('#rounds-minus').click();
    await host.locator('#seat-rows li:nth-child(2) select.kind').selectOption('online');
    await host.locator('#setup-form button[type=submit]').click();
    const code = await host.locator('#room-code').textContent();
    assert.match(code, /^[A-Z2-9]{6}$/);

    // Not a code at all: said at once, nothing sent.
    await openHome(ann, run);
    await shot(ann, 'online-code-home');
    await ann.locator('#join-code').click();
    await ann.locator('#join-code-input').fill('10O1');
    await ann.locator('#room-knock').click();
    await ann.locator('#room-status', { hasText: 'That is not a room code' }).waitFor();
    assert.equal(await ann.locator('#join-code-input').getAttribute('aria-invalid'), 'true');
    await shot(ann, 'online-code-phone');

    // Ann types it in small letters with a space; Bob knocks too.
    const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`;
    await ann.locator('#join-code-input').fill(typed);
    await ann.locator('#room-name').fill('Ann');
    await ann.locator('#room-name').press('Enter');
    await knockWith(bob, run, code, 'Bob');
    await host.locator('#room-knocks .room-knock', { hasText: 'Bob' }).waitFor();
    await host.locator('#room-knocks .room-knock', { hasText: 'Ann' }).waitFor();
    await ann.locator('#room-status', { hasText: 'You have knocked' }).waitFor();
    await shot(ann, 'online-code-waiting');
    assert.match(await host.locator('#room-knock-news').textContent(), /would like to join/);
    await shot(host, 'online-code-knock');

    // The host answers from the keyboard: Bob refused, Ann let in.
    await host.locator('#room-knocks .room-knock', { hasText: 'Bob' }).locator('button.ghost').focus();
    await host.keyboard.press('Enter');
    await bob.locator('#room-status', { hasText: 'The host did not let you in.' }).waitFor();
    await host.locator('#room-knocks .room-knock', { hasText: 'Ann' }).locator('button.primary').focus();
    await host.keyboard.press('Enter');
    await ann.locator('#room-status', { hasText: 'You have seat 2' }).waitFor();
    assert.match(await ann.evaluate(() => location.hash), /^#room=[a-z2-9]{6}\.[a-z2-9]{16}$/, 'the address is the link now: a reload comes back');
    await host.locator('#screen-room .room-seats', { hasText: 'Ann' }).waitFor();
    assert.equal(await host.locator('#room-knocks .room-knock').count(), 0);

    // From a game's homepage: an embed given the room's code asks only for a name and knocks;
    // one given the room's link opens the room's own join screen.
    const homepage = await run.newPage();
    const link = await host.locator('#room-link').inputValue();
    await homepage.evaluate(([byCode, byLink, relay]) => {
      const script = Object.assign(document.createElement('script'), { type: 'module', src: 'embed.js' });
      document.head.append(script);
      for (const room of [byCode, byLink]) {
        const game = document.createElement('clubhouse-game');
        game.setAttribute('room', room);
        game.setAttribute('relay', relay); // the test's own relay, and no STUN or TURN server
        game.setAttribute('ice', 'none');
        game.style.height = '560px';
        document.body.append(game);
      }
    }, [code, link, run.relay.url]);
    const [byCode, byLink] = [homepage.frameLocator('clubhouse-game:nth-of-type(1) iframe'), homepage.frameLocator('clubhouse-game:nth-of-type(2) iframe')];
    assert.equal(await byCode.locator('#join-code-input').inputValue(), code);
    await byLink.locator('#room-join').waitFor();
    await shot(homepage, 'online-embed-room');
    await byCode.locator('#room-name').fill('Cy');
    await byCode.locator('#room-name').press('Enter');
    await host.locator('#room-knocks .room-knock', { hasText: 'Cy' }).locator('button.ghost').click();
    await byCode.locator('#room-status', { hasText: 'The host did not let you in.' }).waitFor();
    await byLink.locator('#room-join').waitFor();
    assert.match(await byLink.locator('body').evaluate(() => location.hash), /^#room=[a-z2-9]{6}\.[a-z2-9]{16}$/, 'the secret stays after #, never in a query');

    await host.locator('#room-start').click();
    await waitSnap(host, (s) => s.screen === 'table');
    await waitSnap(ann, (s) => s.screen === 'table' && s.viewer === 1);
    await shot(ann, 'online-code-table');
    await unknown;
    await gone;
    for (const p of [host, ann, bob, lost]) assert.deepEqual(p.errors, []);
  } finally {
    await run.done();
  }
});
