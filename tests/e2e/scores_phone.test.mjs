// The final scores on a phone held upright (360x640): a long sheet (18 Holes and Golfie with five
// players) opens at its top, so who won is what a person sees first, and Play again still has
// the keyboard's focus; reopened from the table with Results, the same. The five names over the
// columns show whole. A game is played out by the engine's easy bots in the page, kept as the
// save, and the page opened on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot, openSaved } from './helpers.mjs';

const NAMES = ['Alice', 'Bertrand', 'Chloé', 'Dmitri', 'Eve'];

/** Plays a whole game of `id` with easy bots in the real engine; returns its record. */
function playedRecord(page, id, players) {
  return page.evaluate(async ({ id, players, names }) => {
    const engine = await import(`/pkg/${id}/clubhouse.js`);
    await engine.default();
    const s = engine.GameSession.create(id, { players }, 7);
    for (let n = 0; !s.isOver() && n < 20000; n++) {
      const seat = s.toMove()[0];
      s.act(seat, s.botAction(seat, 'easy'));
    }
    // One person and four bots: the table opens on the person's seat, without a pass screen.
    s.setMeta({ names: names.slice(0, players), seats: names.slice(0, players).map((_, i) => ({ kind: i ? 'bot' : 'human', level: 'easy' })), pace: 'quick' });
    const record = { over: s.isOver(), text: JSON.stringify(s.record()) };
    s.free();
    return record;
  }, { id, players, names: NAMES });
}

/** Where the open dialog stands: scrolled, its title in view, the focused element. */
const dialogState = (page) => page.evaluate(() => {
  const d = document.querySelector('#final-dialog');
  const box = d.getBoundingClientRect();
  const title = document.querySelector('#final-title').getBoundingClientRect();
  return {
    open: d.open,
    scrolled: d.scrollTop,
    long: d.scrollHeight > d.clientHeight,
    titleInView: title.top >= box.top && title.bottom <= box.bottom,
    focused: document.activeElement?.id ?? null,
  };
});

test('final scores on a phone open at their top, with Play again focused', { timeout: 180000 }, async () => {
  const t = await setup({ width: 360, height: 640, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const { page } = t;
  try {
    await page.goto(t.server.url);
    // 18 Holes' sheet (a row a hole, five columns) is far taller than the screen; Golfie's two
    // nine-hole grids about as tall as it, so only the first proves the scroll.
    for (const [id, tall] of [['holes18', true], ['golfie', false]]) {
      const record = await playedRecord(page, id, 5);
      assert.ok(record.over, `${id}: the bots finished the game`);
      await openSaved(page, t.server.url, record.text);
      await page.locator('#final-dialog').waitFor();
      const opened = await dialogState(page);
      if (tall) assert.ok(opened.long, `${id}: the sheet is longer than the phone's screen (else this proves nothing)`);
      assert.deepEqual(
        { scrolled: opened.scrolled, titleInView: opened.titleInView, focused: opened.focused },
        { scrolled: 0, titleInView: true, focused: 'final-again' },
        `${id}: the dialog opens at its title`,
      );
      await shot(page, `${id}-phone-final`);
      // Five names over narrow columns stand upright, whole: none is cut to "Be…".
      const cut = await page.locator('#final-dialog thead .who').evaluateAll((names) =>
        names.filter((w) => w.scrollWidth > w.clientWidth || w.scrollHeight > w.clientHeight).map((w) => w.textContent));
      assert.deepEqual(cut, [], `${id}: every player's name shows whole`);

      // See the table, then the results again: the same top, the same focus.
      await page.locator('#final-view').tap();
      await page.locator('#results').tap();
      await page.locator('#final-dialog').waitFor();
      const again = await dialogState(page);
      assert.deepEqual(
        { open: again.open, scrolled: again.scrolled, titleInView: again.titleInView, focused: again.focused },
        { open: true, scrolled: 0, titleInView: true, focused: 'final-again' },
        `${id}: reopened at its title`,
      );
      await page.evaluate(() => localStorage.clear());
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
