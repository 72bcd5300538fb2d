// Lessons, played as a newcomer plays them: every game's guided first game by mouse to its end
// card (a different move first, which changes nothing), one by keyboard only, one on a phone in
// French, a reload that resumes at the same step, and the `learn` parameter of an embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, snapshot, waitSnap, PERSON_TURN, shot, clickHit, chooseHit, rawKeysOnScreen, tabTo } from './helpers.mjs';

const GAMES = ['beck', 'golfie', 'green', 'holes18'];
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** The hit that offers the lesson's marked move (itself, or a menu holding it). */
const markedHit = (s) => s.hits.find((h) => same(h.action, s.lesson.mark) || h.action?.choose?.some((c) => same(c.action, s.lesson.mark)));
/** A move that is not the marked one and opens no menu: the "different move" a newcomer makes. */
const otherHit = (s) => s.hits.find((h) => !h.action?.choose && !same(h.action, s.lesson.mark) && !(h.action?.choose));
const LEARNER_TURN = `(s) => s.over || s.dialog != null || (s.lesson && s.lesson.step >= s.lesson.steps) || ((${PERSON_TURN})(s) && s.lesson.learnerStep)`;

/** Clicks `hit` on the canvas; a menu's marked choice (or its first) is then picked from the list. */
async function play(page, hit, menuChoice = '#choice-list .marked') {
  await clickHit(page, hit);
  if (hit.action?.choose) {
    const marked = page.locator(menuChoice);
    await ((await marked.count()) ? marked : page.locator('#choice-list button')).first().click();
  }
}

/** The taught part by mouse: the marked move at each of the learner's steps, any move at a free one. */
async function walkByMouse(page, id, { wrongFirst = true } = {}) {
  let wrongTried = false;
  for (let i = 0; i < 400; i++) {
    const s = await waitSnap(page, LEARNER_TURN, 60000);
    if (s.over || s.lesson.step >= s.lesson.steps) return s;
    if (s.dialog === 'round-dialog') {
      await page.locator('#round-next').click();
      await waitSnap(page, (x) => x.dialog == null);
      continue;
    }
    const hit = s.lesson.mark ? markedHit(s) : s.hits[0];
    assert.ok(hit, `${id}: step ${s.lesson.step} marks a move the table offers`);
    if (s.lesson.mark && wrongFirst && !wrongTried && otherHit(s)) {
      wrongTried = true;
      await shot(page, `learn-${id}-marked`);
      await clickHit(page, otherHit(s));
      await page.locator('#coach-note').waitFor();
      const after = await snapshot(page);
      assert.equal(after.actions, s.actions, `${id}: a different move changes nothing`);
      assert.equal(after.record, s.record, `${id}: the record is the same`);
      assert.ok((await page.locator('#coach-note').textContent()).length > 20, `${id}: a kind word says why`);
      await shot(page, `learn-${id}-wrong`);
    }
    await play(page, hit);
    await waitSnap(page, `(x) => x.actions > ${s.actions}`);
  }
  throw new Error(`${id}: the taught part never ended`);
}

/** After the taught part, the game goes on to its end by mouse. */
async function playOnByMouse(page, id) {
  for (let i = 0; i < 1500; i++) {
    const s = await waitSnap(page, PERSON_TURN, 60000);
    if (s.dialog === 'final-dialog') return s;
    if (s.dialog === 'round-dialog') {
      await page.locator('#round-next').click();
      await waitSnap(page, (x) => x.dialog == null);
      continue;
    }
    const hit = id === 'beck' ? chooseHit(s) : s.hits[0];
    await play(page, hit, '#choice-list button');
    await waitSnap(page, `(x) => x.actions > ${s.actions} || x.dialog != null`);
  }
  throw new Error(`${id}: the game after the lesson never ended`);
}

for (const id of GAMES) {
  test(`${id}: the lesson by mouse, to its end card`, { timeout: 600000 }, async () => {
    const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
    const { page } = t;
    try {
      await page.goto(`${t.server.url}?nosw`);
      await page.locator(`#game-list [data-game=${id}] button.learn`).click();
      const first = await waitSnap(page, (s) => s.screen === 'table' && s.lesson != null);
      assert.equal(first.lesson.step, 0, 'a lesson starts at its first step');
      assert.equal(await page.locator('#coach').isVisible(), true, 'the coach speaks');
      await walkByMouse(page, id);
      assert.deepEqual(await rawKeysOnScreen(page), [], 'words, not keys');
      await playOnByMouse(page, id);
      await page.locator('#final-learn').waitFor();
      assert.ok((await page.locator('#final-learned').textContent()).length > 20, 'the end card says what was learned');
      assert.equal(await page.locator('#final-real').isVisible(), true, 'and offers a real game');
      await shot(page, `learn-${id}-end`);
      await page.locator('#final-real').click();
      await page.locator('#screen-setup').waitFor();
      assert.deepEqual(page.errors, []);
    } finally {
      await t.done();
    }
  });
}

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
