// Lessons, played as a newcomer plays them: one by keyboard only, with a reload that resumes at
// the same step, one on a phone in French, every lesson's first step on a phone, and the `learn`
// attribute of an embed. (Every lesson by mouse to its end card: learn_mouse.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, PERSON_TURN, shot, rawKeysOnScreen, tabTo } from './helpers.mjs';
import { GAMES, markedHit, walkByMouse, LEARNER_TURN } from './learn.mjs';

test('beck: the lesson by keyboard only, and a reload resumes at the same step', { timeout: 300000 }, async () => {
  const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(`${t.server.url}?nosw`);
    await page.locator('#screen-home').waitFor();
    await tabTo(page, '#game-list [data-game=beck] button.learn');
    await page.keyboard.press('Enter');
    await waitSnap(page, (s) => s.screen === 'table' && s.lesson != null);
    // "Read more" opens the step's section of the rules; Back comes back to the same step.
    await tabTo(page, '#coach-read');
    await page.keyboard.press('Enter');
    await page.locator('#screen-rules').waitFor();
    const section = await page.evaluate(() => document.activeElement?.id);
    assert.ok(section && (await page.locator(`#rules-body #${section}`).count()) === 1, 'the rules open at the step\'s section');
    await tabTo(page, '#rules-back');
    await page.keyboard.press('Enter');
    assert.equal((await waitSnap(page, (s) => s.screen === 'table')).lesson.step, 0);
    let reloaded = false;
    for (let i = 0; i < 200; i++) {
      const s = await waitSnap(page, LEARNER_TURN, 60000);
      if (s.over || s.lesson.step >= s.lesson.steps) break;
      if (s.dialog) {
        await tabTo(page, '#round-next');
        await page.keyboard.press('Enter');
        continue;
      }
      if (s.lesson.step >= 6 && !reloaded) {
        reloaded = true;
        await page.reload();
        const back = await waitSnap(page, `(x) => x.screen === 'table' && x.lesson != null && (${PERSON_TURN})(x)`);
        assert.equal(back.lesson.step, s.lesson.step, 'the lesson resumes at the same step');
        assert.equal(back.actions, s.actions);
        continue;
      }
      // The marked move's button is described by the coach's words: Tab to it, Enter.
      await tabTo(page, s.lesson.mark ? '#hits button[aria-describedby="coach-text"]' : '#hits button', 80);
      await page.keyboard.press('Enter');
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
    }
    assert.ok(reloaded, 'the reload was tried mid-lesson');
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('golfie: the lesson on a phone, in French', { timeout: 300000 }, async () => {
  const t = await setup({ width: 360, height: 640, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(`${t.server.url}?nosw&lang=fr&game=golfie&learn=1`);
    await waitSnap(page, (s) => s.screen === 'table' && s.lesson != null);
    assert.equal(await page.locator('#coach-badge, .coach-badge').first().textContent(), 'Leçon');
    const words = await page.locator('#coach-text').textContent();
    assert.ok(words.length > 20, 'the first step speaks');
    await shot(page, 'learn-golfie-phone-fr');
    await walkByMouse(page, 'golfie-phone', { wrongFirst: false });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
    assert.deepEqual(await rawKeysOnScreen(page), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('the embed\'s learn attribute opens the lesson', { timeout: 120000 }, async () => {
  const t = await setup({ width: 1000, height: 800 });
  const { page } = t;
  try {
    await page.goto(`${t.server.url}embed-demo.html`);
    await page.evaluate(() => {
      document.body.innerHTML = '<clubhouse-game id="learner" game="beck" learn="1" style="display:block;width:900px;height:700px"></clubhouse-game>';
    });
    const frame = page.frameLocator('#learner iframe');
    await frame.locator('#coach').waitFor();
    const src = await page.locator('#learner iframe').getAttribute('src');
    assert.match(src, /[?&]learn=1/);
    assert.match(await frame.locator('#coach-text').textContent(), /\w{4}/);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});

test('every lesson\'s first step on a phone: the words, and the move marked on the table', { timeout: 180000 }, async () => {
  const t = await setup({ width: 360, height: 640, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    for (const id of GAMES) {
      await page.goto(`${t.server.url}?nosw&game=${id}&learn=1&save=learn-${id}`);
      const s = await waitSnap(page, `(s) => s.screen === 'table' && s.lesson != null && (${PERSON_TURN})(s)`);
      assert.ok(s.lesson.mark && markedHit(s), `${id}: the first step marks a move`);
      assert.equal(await page.locator('#coach').isVisible(), true);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, `${id}: no sideways scroll`);
      await shot(page, `learn-${id}-phone`);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
