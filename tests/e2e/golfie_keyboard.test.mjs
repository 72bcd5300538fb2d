// Golfie with the keyboard only: Tab into the page and the setup, reveal with Enter and a digit,
// F for the Action card, digits for a Hole and an unveil, Tab/arrows to a swap button and Enter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot, playButton, tabTo } from './helpers.mjs';

const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { inHits: Boolean(a?.closest?.('#hits')), action: a?.dataset?.action ? JSON.parse(a.dataset.action) : null };
});

test('golfie, keyboard only: set up, holes, swaps and unveils', { timeout: 120000 }, async () => {
  const t = await setup({ width: 1280, height: 800 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    await page.locator('#screen-home').waitFor();
    await tabTo(page, playButton('golfie'));
    await page.keyboard.press('Enter');
    await page.locator('#screen-setup').waitFor();
    assert.equal(await page.locator('#teams').isDisabled(), true, 'no team split for two players');
    await tabTo(page, '#pace');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.locator('#pace').inputValue(), 'quick');
    await tabTo(page, '#setup-form button[type=submit]');
    await page.keyboard.press('Enter');
    let s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    assert.match(await page.locator('#status-main').textContent(), /^Reveal one card in your top row and one in your bottom row/);
    assert.match(await page.locator('#status-info').textContent(), /Set up/);

    // Set up: Tab into the moves and Enter on the first (a top-row card), then the 8 key.
    await tabTo(page, '#hits button');
    assert.match(await page.locator('#hits button').first().textContent(), /Turn over the card at the top left/);
    await page.keyboard.press('Enter');
    s = await waitSnap(page, `(x) => x.actions > ${s.actions} && !x.busy`);
    assert.match(await page.locator('#status-main').textContent(), /bottom row/);
    assert.ok((await focused(page)).inHits, 'focus stays on the moves');
    await page.keyboard.press('8');

    const done = { hole: 0, move: 0, unveil: 0, cards: 0 };
    const story = [];
    for (let step = 0; step < 200 && !(done.hole && done.move && done.unveil && done.cards >= 6); step++) {
      s = await waitSnap(page, PERSON_TURN);
      story.push(await page.locator('#announcer').textContent());
      const kinds = s.hits.map((h) => (typeof h.action === 'string' ? h.action : Object.keys(h.action)[0]));
      if (kinds.includes('flip')) {
        await page.keyboard.press('f');
        done.cards++;
      } else if (kinds.includes('hole')) {
        assert.match(await page.locator('#status-main').textContent(), /Hole: pick a top-row card/);
        await page.keyboard.press(s.hits.find((h) => h.action.hole != null).key);
        done.hole++;
      } else if (kinds.includes('move') && (!done.move || !kinds.includes('unveil'))) {
        // Walk to a swap button: arrows from the focused move, Tab as a fallback.
        if (!(await focused(page)).inHits) await tabTo(page, '#hits button');
        for (let i = 0; i < 12 && !(await focused(page)).action?.move; i++) {
          await page.keyboard.press(i < 4 ? 'ArrowRight' : 'Tab');
        }
        const f = await focused(page);
        assert.ok(f.action?.move, 'a swap button has focus');
        if (!done.move) await shot(page, 'golfie-keyboard-swap-focus');
        await page.keyboard.press('Enter');
        done.move++;
      } else if (kinds.includes('unveil')) {
        await page.keyboard.press(s.hits.find((h) => h.action.unveil != null).key);
        done.unveil++;
      } else {
        if (!(await focused(page)).inHits) await tabTo(page, '#hits button');
        await page.keyboard.press('Enter');
      }
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    assert.ok(done.hole && done.move && done.unveil && done.cards >= 6, JSON.stringify(done));
    s = await waitSnap(page, PERSON_TURN);
    story.push(await page.locator('#announcer').textContent());
    const told = story.join('\n');
    // The live region told it in words, with names.
    for (const re of [/Player 1 turned over/, /Player 1 swapped the cards at/, /Player 1 scores \d/, /reveals the Action card/, /Hole 1 on the scorecard: Player 1 \d, Chip \d/]) {
      assert.match(told, re);
    }
    // A refused shortcut is explained in words and changes nothing.
    const before = s.actions;
    const flipNow = s.hits.some((h) => h.action === 'flip');
    await page.keyboard.press(flipNow ? '5' : 'f');
    await page.locator('#status-error').waitFor();
    assert.match(await page.locator('#status-error').textContent(), /Move refused/);
    assert.equal((await waitSnap(page, PERSON_TURN)).actions, before);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
