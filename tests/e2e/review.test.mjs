// Looking back at a finished match, in every game of the catalog: the end dialog opens its review;
// the keyboard steps to a chosen move; that moment's link opens the same position in a fresh
// browser (the same view and scene); the seats' eyes and "all cards shown"; the coach's verdict,
// the same worked out twice; the games kept across a reload, exported and imported on another
// "device"; a link cut short, tampered with, past the end or of an unfinished match refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, openPage, waitSnap, shot, downloadText, tempDir } from './helpers.mjs';
import { gameTestSettings } from './helpers.mjs';
import { CATALOG } from '../../www/js/catalog.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A finished match of game `id` made by the page's own engine (easy bots for both seats, seat 0
 * named as a person), stored as the page's save: the reload opens it at its end.
 */
async function finishedMatch(page, id) {
  const config = gameTestSettings(id).review;
  return page.evaluate(async ([id, config]) => {
    const { Game } = await import('./js/engine.js');
    const g = await Game.create(id, config, 7);
    g.setMeta({ names: ['Ann', 'Bob'], seats: [{ kind: 'human', level: 'normal' }, { kind: 'bot', level: 'easy' }], pace: 'quick' });
    for (let n = 0; !g.over && n < 5000; n++) {
      const seat = g.toMove()[0];
      g.act(seat, g.botAction(seat, 'easy'));
    }
    const text = g.record();
    g.free();
    localStorage.setItem('clubhouse:v1:match', text);
    return text;
  }, [id, config]);
}

const REVIEW = (x) => x.screen === 'table' && x.review != null && !x.busy;

for (const { id } of CATALOG) {
  test(`review: ${id}, stepped by keyboard, linked, seen by each seat and with every card, judged by the coach, kept`, { timeout: 600000 }, async () => {
    const t = await setup({ width: 1280, height: 800, reducedMotion: 'reduce' });
    const { page, browser, server } = t;
    try {
      await page.goto(server.url);
      await page.waitForFunction(() => window.clubhouse?.snapshot().screen === 'home');
      const record = JSON.parse(await finishedMatch(page, id));
      const total = record.actions.length;
      await page.reload();
      let s = await waitSnap(page, (x) => x.dialog === 'final-dialog', 60000);
      // The end dialog offers the review; the match is among the games kept here.
      await page.locator('#final-review').click();
      s = await waitSnap(page, REVIEW, 60000);
      assert.equal(s.review.step, total, 'a review opens at the end');
      assert.equal(s.hits.length, 0, 'a review offers no moves');

      // By keyboard: to the start, then three moves on, one back, and a round on.
      await page.locator('#review-first').focus();
      await page.keyboard.press('Home');
      s = await waitSnap(page, (x) => x.review?.step === 0);
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      s = await waitSnap(page, (x) => x.review?.step === 2 && !x.busy);
      assert.match(await page.locator("#review-step").textContent(), new RegExp(`Move 2 of ${total}`));
      // A turn on: the next move by another seat than the one just before.
      await page.keyboard.press('ArrowDown');
      s = await waitSnap(page, (x) => x.review?.step > 2 && !x.busy);
      assert.notEqual(record.actions[s.review.step - 1][0], record.actions[s.review.step][0], 'a turn starts where another seat moves');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('PageDown');
      s = await waitSnap(page, (x) => x.review?.step > 2);
      const roundStep = s.review.step;
      await page.keyboard.press('End');
      await waitSnap(page, `(x) => x.review?.step === ${total}`);
      // The scrub bar goes anywhere; a move of the list too.
      const chosen = Math.min(total - 1, Math.max(5, Math.floor(total / 2)));
      await page.locator('#review-scrub').fill(String(chosen));
      s = await waitSnap(page, `(x) => x.review?.step === ${chosen} && !x.busy`);
      assert.ok(roundStep > 2 && roundStep <= total);

      // Whose eyes: each seat, the table, every card shown.
      const seen = new Map();
      for (const eyes of ['0', '1', '-1', '-2']) {
        await page.locator('#review-eyes').selectOption(eyes);
        s = await waitSnap(page, `(x) => x.review?.eyes === ${eyes} && !x.busy`);
        seen.set(eyes, s.review);
      }
      assert.equal(await page.locator('#review-revealed').isVisible(), true, 'every card shown is said to be revealed after the game');
      await shot(page, `review-${id}-all-cards`);
      if (id === 'beck' || id === 'golfie') {
        assert.notEqual(seen.get('-2').viewHash, seen.get('-1').viewHash, 'every card shown is not the table');
        const downs = (v) => v.grids.flat().filter((c) => c == null).length;
        assert.ok(downs(seen.get('-1').view) > 0, 'mid-game, the table has face-down cards');
        assert.equal(downs(seen.get('-2').view), 0, 'with every card shown, none is face down');
      } else {
        assert.ok((await page.locator('#review-hands li').count()) >= 1, "each seat's hand is listed");
      }
      await page.locator('#review-eyes').selectOption('0');
      s = await waitSnap(page, (x) => x.review?.eyes === 0 && !x.busy);
      const here = s.review;

      // The coach's verdict: worked out with a progress bar, then the chart and its marks.
      await page.locator('#review-coach').click();
      s = await waitSnap(page, (x) => x.review?.verdict != null, 300000);
      const verdict = s.review.verdict;
      assert.equal(verdict.moves, total);
      assert.ok(verdict.judged > 0, 'a person\'s decisions are judged');
      assert.ok(verdict.items.filter((j) => j.judgement).every((j) => j.seat === 0), 'only the person is judged, not the bot');
      assert.ok(verdict.marked.length <= 3);
      assert.equal(await page.locator('.coach-chart svg polyline').count() >= 1, true);
      await shot(page, `review-${id}-coach`);
      // On a phone: the bar over the table, the coach's words in it, nothing wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await waitSnap(page, (x) => !x.busy);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'nothing wider than a phone');
      assert.equal(await page.locator('#review #review-coach-box').isVisible(), true);
      await shot(page, `review-${id}-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await waitSnap(page, (x) => !x.busy);

      // The link to this moment, opened in a fresh browser: the same position and the same verdict.
      await page.locator('#review-link').click();
      await page.waitForFunction(() => document.querySelector('#review-link-url').value.includes('#review='));
      const url = await page.locator('#review-link-url').inputValue();
      assert.match(url, new RegExp(`#review=[A-Za-z0-9_-]+&step=${chosen}&eyes=0$`));
      const other = await openPage(browser, { width: 1280, height: 800, reducedMotion: 'reduce' });
      await other.goto(url);
      let o = await waitSnap(other, REVIEW, 60000);
      assert.equal(o.review.step, chosen);
      assert.equal(o.review.eyes, 0);
      assert.equal(o.review.viewHash, here.viewHash, 'the same view');
      assert.equal(o.review.sceneHash, here.sceneHash, 'the same scene');
      await other.locator('#review-coach').click();
      o = await waitSnap(other, (x) => x.review?.verdict != null, 300000);
      assert.deepEqual(o.review.verdict.items, verdict.items, 'the verdict is the same worked out again');
      assert.deepEqual(other.errors, []);
      if (id === 'beck') {
        // Embedded: a <clubhouse-game review="..."> element (its frame opens at that moment).
        await other.goto(server.url);
        const src = await other.evaluate(async (link) => {
          await import('./embed.js');
          const el = document.createElement('clubhouse-game');
          el.setAttribute('review', link);
          el.style.height = '600px';
          document.body.prepend(el);
          return el.shadowRoot.querySelector('iframe').src;
        }, url);
        assert.equal(new URL(src).hash, new URL(url).hash);
        assert.equal(new URL(src).searchParams.get('embed'), '1');
        const frame = await (await other.waitForSelector('clubhouse-game')).evaluateHandle((el) => el.shadowRoot.querySelector('iframe'));
        const inner = await (await frame.asElement().contentFrame());
        await inner.waitForFunction((n) => window.clubhouse?.snapshot().review?.step === n, chosen, { timeout: 60000 });
      }
      await other.context().close();

      // "Find a better move": a marked moment as an exercise, and back.
      if (verdict.marked.length) {
        await page.locator('#coach-practise-1').click();
        s = await waitSnap(page, (x) => x.practice != null && x.hits.length > 0);
        assert.equal(s.practice.found, false);
        const best = verdict.items[verdict.marked[0].move].judgement.best;
        const hit = s.hits.find((h) => JSON.stringify(h.action) === JSON.stringify(best) || h.action?.choose?.some((c) => JSON.stringify(c.action) === JSON.stringify(best)));
        if (hit && !hit.action.choose) {
          await page.evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a).click(), JSON.stringify(best));
          s = await waitSnap(page, (x) => x.practice?.found === true);
        }
        await page.locator('#practice-back').click();
        s = await waitSnap(page, `(x) => x.review?.step === ${verdict.marked[0].move + 1} && !x.busy`);
      }

      // The games kept here: across a reload, exported, imported on another device.
      await page.locator('#review-leave').click();
      await page.locator('#open-games').click();
      await page.locator('#screen-games').waitFor();
      assert.equal(await page.locator('#games-list > li').count(), 1);
      await page.reload();
      // The finished match is still the save: it opens at its end, and Home leaves it.
      await waitSnap(page, (x) => x.dialog === 'final-dialog', 60000);
      await page.locator('#final-home').click();
      await page.locator('#open-games').click();
      await page.locator('#screen-games').waitFor();
      assert.equal(await page.locator('#games-list > li').count(), 1, 'kept across a reload');
      assert.match(await page.locator('#games-figures').textContent(), /Ann/);
      // Each player's best round or hole, from the kept match's rounds.
      const keptGame = await page.evaluate(() => JSON.parse(localStorage.getItem('clubhouse:v1:games'))[0]);
      assert.ok(keptGame.rounds.length >= 1 && keptGame.rounds.every((r) => r.length === 2), `rounds kept: ${JSON.stringify(keptGame.rounds)}`);
      assert.deepEqual(keptGame.rounds.reduce((sum, r) => sum.map((v, i) => v + r[i]), [0, 0]), keptGame.scores, 'the rounds add up to the scores');
      assert.equal(await page.locator('#games-figures thead th').last().textContent(), 'Best round or hole');
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#games-export').click()]);
      const file = path.join(tempDir('clubhouse-games-'), 'games.json');
      writeFileSync(file, await downloadText(download));
      const fresh = await openPage(browser);
      await fresh.goto(server.url);
      await fresh.locator('#open-games').click();
      await fresh.locator('#screen-games').waitFor();
      assert.match(await fresh.locator('#games-lead').textContent(), /No finished games yet/);
      assert.equal(await fresh.locator('#games-list > li').count(), 0);
      // One match's file opens its review (and keeps it); the games file then adds the same match once.
      const one = path.join(tempDir('clubhouse-match-'), 'match.json');
      writeFileSync(one, JSON.stringify(record));
      await fresh.locator('#games-file').setInputFiles(one);
      assert.equal((await waitSnap(fresh, REVIEW, 60000)).review.total, total);
      await fresh.locator('#review-leave').click();
      await fresh.locator('#screen-games').waitFor();
      await fresh.locator('#games-file').setInputFiles(file);
      await fresh.waitForFunction(() => document.querySelectorAll('#games-list > li').length === 1);
      assert.match(await fresh.locator('#games-note').textContent(), /1 game added/);
      // Its review opens from the list.
      await fresh.locator('#games-list button.primary').first().click();
      const f = await waitSnap(fresh, REVIEW, 60000);
      assert.equal(f.review.total, total);
      await fresh.context().close();

      // Links refused in words: cut short, tampered with, past the end, a match not ended.
      const token = url.split('#review=')[1].split('&')[0];
      const refusals = [
        [`#review=${token.slice(0, Math.floor(token.length / 2))}&step=1`, /cut short or damaged/],
        [`#review=${token}&step=${total + 5}`, new RegExp(`asks for move ${total + 5}, but the game has ${total} moves`)],
      ];
      const unfinished = await page.evaluate(async (text) => (await import('./js/store.js')).encodeRecord(text), JSON.stringify({ ...record, actions: record.actions.slice(0, 3) }));
      refusals.push([`#review=${unfinished}`, /has not ended/]);
      const tampered = { ...record, actions: record.actions.map((a, i) => (i === 4 ? [a[0] === 0 ? 1 : 0, a[1]] : a)) };
      const bad = await page.evaluate(async (text) => (await import('./js/store.js')).encodeRecord(text), JSON.stringify(tampered));
      refusals.push([`#review=${bad}`, /altered|not to move|move|turn/i]);
      const kept = () => page.evaluate(() => localStorage.getItem('clubhouse:v1:games'));
      const keptBefore = await kept();
      for (const [hash, words] of refusals) {
        await page.evaluate((h) => { location.hash = h; }, hash);
        await waitSnap(page, (x) => x.screen === 'error', 60000);
        assert.match(await page.locator('#error-text').textContent(), words, hash.slice(0, 40));
        assert.equal(await kept(), keptBefore, 'the games list untouched');
        await page.locator('#error-home').click();
        await waitSnap(page, (x) => x.screen === 'home');
      }
      assert.deepEqual(page.errors, []);
    } finally {
      await t.done();
    }
  });
}
