// Bad input from outside: tampered or outdated share links and saves show a clear message and a
// way home, never a blank page. A genuine share link opens the same match in a fresh browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, waitSnap, shot, playButton } from './helpers.mjs';

const b64url = (text) => Buffer.from(text).toString('base64url');

async function expectProblem(page, pattern, name) {
  await page.locator('#screen-error').waitFor();
  assert.match(await page.locator('#error-text').textContent(), pattern);
  if (name) await shot(page, name);
  await page.locator('#error-home').click();
  await page.locator('#screen-home').waitFor();
}

test('tampered links and saves are refused kindly', { timeout: 90000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page, browser } = t;
  try {
    // A real match to share and to tamper with.
    await page.goto(t.server.url);
    await page.locator(playButton('beck')).click();
    await page.locator('#setup-form button[type=submit]').click();
    await waitSnap(page, (s) => s.screen === 'table');
    await page.keyboard.press('2');
    await page.keyboard.press('3');
    const s = await waitSnap(page, (x) => x.phase === 'play' && !x.busy);
    await page.locator('#share').click();
    await page.waitForFunction(() => document.querySelector('#share-url').value.includes('#match='));
    const link = await page.locator('#share-url').inputValue();
    assert.match(link, /#match=[A-Za-z0-9_-]+$/);

    // The link opens the same match in a browser that has never seen it.
    const other = await openPage(browser);
    await other.goto(link);
    const opened = await waitSnap(other, (x) => x.screen === 'table');
    assert.equal(opened.record, s.record);
    assert.equal(await other.evaluate(() => location.hash), '', 'the link is consumed, the save takes over');
    await other.context().close();

    // A broken link must not cost the player the match saved on this device.
    await page.goto(`${t.server.url}#match=AAAA`);
    await expectProblem(page, /match link is cut short or damaged/);
    assert.equal(await page.locator('#resume-box').isVisible(), true);

    const record = JSON.parse(s.record);
    const fresh = await openPage(browser);
    const base = t.server.url;

    // Garbage in the fragment.
    await fresh.goto(`${base}#match=not-a-real-match`);
    await expectProblem(fresh, /match link is cut short or damaged/, 'error-link');
    // The first half of a real link: cut short, said so.
    const token = link.split('#match=')[1];
    await fresh.goto(`${base}#match=${token.slice(0, Math.floor(token.length / 2))}`);
    await expectProblem(fresh, /match link is cut short or damaged: ask for the whole link again/);

    // A move changed to one that breaks the rules (revealing the same card twice).
    const cheat = { ...record, actions: [...record.actions.slice(0, 1), record.actions[0]] };
    await fresh.goto(`${base}#match=${b64url(JSON.stringify(cheat))}`);
    await expectProblem(fresh, /breaks the rules/);

    // A record from another version of the format.
    await fresh.goto(`${base}#match=${b64url(JSON.stringify({ ...record, format: 99 }))}`);
    await expectProblem(fresh, /different version/);

    // A tampered save in localStorage: shown once, then cleared by going home.
    await fresh.evaluate(() => localStorage.setItem('clubhouse:v1:match', '{"format":1,"game":"beck","seed":"x"'));
    await fresh.reload();
    await expectProblem(fresh, /damaged or is not a Clubhouse match/, 'error-save');
    assert.equal(await fresh.evaluate(() => localStorage.getItem('clubhouse:v1:match')), null);
    await fresh.reload();
    await fresh.locator('#screen-home').waitFor();

    // A room's link or code cut short or mistyped: the code screen says so and asks for the code;
    // Back goes home.
    for (const hash of ['#room=abc', '#room=zzzzzz.short', '#code=10O1']) {
      await fresh.goto(`${base}${hash}`);
      await fresh.reload(); // the page starts with the fragment, as a pasted link does
      await fresh.locator('#room-problem', { hasText: 'cut short or mistyped' }).waitFor();
      assert.equal(await fresh.evaluate(() => document.activeElement?.id), 'join-code-input', 'the code is asked for');
      await fresh.getByRole('button', { name: 'Back' }).click();
      await fresh.locator('#screen-home').waitFor();
    }
    // The same for an embed whose `room` attribute is neither a room's link nor its code.
    await fresh.goto(`${base}embed-demo.html`);
    await fresh.evaluate(() => {
      document.body.innerHTML = '<clubhouse-game id="joiner" game="beck" room="https://example.org/not-a-room" style="display:block;width:800px;height:600px"></clubhouse-game>';
    });
    await fresh.frameLocator('#joiner iframe').locator('#room-problem', { hasText: 'cut short or mistyped' }).waitFor();
    await fresh.goto(base);

    // A save for a game this version does not have.
    await fresh.evaluate((r) => localStorage.setItem('clubhouse:v1:match', JSON.stringify({ ...r, game: 'croquet' })), record);
    await fresh.reload();
    await expectProblem(fresh, /not available/);
    assert.deepEqual([...page.errors, ...fresh.errors], []);
  } finally {
    await t.done();
  }
});
