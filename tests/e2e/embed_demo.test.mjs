// The embed demo: two <clubhouse-game> elements on one host page, each a game finished by a
// person, with the host page hearing start, score and end from each, and separate saves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, waitSnap, shot, playToEnd, chooseHit } from './helpers.mjs';

const frameOf = (page, game) => page.frames().find((f) => new URL(f.url()).searchParams.get('game') === game);
const received = (page) => page.evaluate(() => window.received);

test('embed demo: two games on one page, events to the host, separate saves', { timeout: 240000 }, async () => {
  const t = await setup({ width: 1300, height: 1500, reducedMotion: 'reduce' });
  const { page } = t;
  try {
    await page.goto(`${t.server.url}embed-demo.html`);
    await page.waitForFunction(() => window.received?.filter((e) => e.type === 'start').length === 2);
    const beck = frameOf(page, 'beck');
    const golfie = frameOf(page, 'golfie');
    // What the element passed on: its options, and a save slot named after its id.
    const params = new URL(golfie.url()).searchParams;
    assert.deepEqual(Object.fromEntries(params), { embed: '1', game: 'golfie', players: '1', lang: 'fr', theme: 'dark', save: 'golfie-demo' });
    assert.equal(await golfie.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal(await golfie.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await beck.locator('#brand').isHidden(), true, 'no site chrome inside the host page');
    assert.equal(await beck.locator('#leave').isHidden(), true);
    assert.equal(await page.locator('clubhouse-game#beck-demo').evaluate((el) => el.shadowRoot.querySelector('iframe').title), "Grandpa Beck's Golf");
    await shot(page, 'embed-demo-start');
    // The third element names no table: its game's setup opens, with the mode's variant chosen.
    const green = frameOf(page, 'green');
    await green.locator('#screen-setup').waitFor();
    assert.equal(await green.locator('#pro-golfers').isChecked(), true, 'mode=pro_golfers ticks the variant');

    const beckEnd = await playToEnd(beck, chooseHit);
    assert.equal(beckEnd.over, true);
    const golfieEnd = await playToEnd(golfie);
    assert.equal(golfieEnd.over, true);
    await page.waitForFunction(() => window.received.filter((e) => e.type === 'end').length === 2);
    await shot(page, 'embed-demo-end');

    const events = await received(page);
    for (const [element, game, seats] of [['beck-demo', 'beck', 2], ['golfie-demo', 'golfie', 1]]) {
      const mine = events.filter((e) => e.element === element);
      assert.deepEqual([...new Set(mine.map((e) => e.type))], ['start', 'score', 'end'], `${element} events in order`);
      assert.ok(mine.every((e) => e.detail.game === game), `${element} events are about ${game}`);
      const [start] = mine;
      assert.equal(start.detail.resumed, false);
      assert.equal(start.detail.names.length, seats);
      const end = mine.at(-1);
      assert.equal(end.detail.scores.length, seats);
      // Alone, Golfie is won by finishing under its target.
      if (seats === 1) assert.deepEqual(end.detail.winners, end.detail.scores[0] < end.detail.target ? [0] : []);
      else assert.ok(end.detail.winners.length >= 1);
      const lastScore = mine.filter((e) => e.type === 'score').at(-1);
      assert.deepEqual(lastScore.detail.scores, end.detail.scores);
      assert.equal(lastScore.detail.over, true);
    }
    assert.equal(await page.locator('#log li').count(), events.length, 'the page lists every event');

    // One slot per element: both matches are stored, neither in the suite's own slot.
    const stored = await beck.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.endsWith(':match')).map((k) => [k, JSON.parse(localStorage.getItem(k)).game])));
    assert.equal(stored['clubhouse:v1:beck-demo:match'], 'beck');
    assert.equal(stored['clubhouse:v1:golfie-demo:match'], 'golfie');
    assert.equal(stored['clubhouse:v1:match'], undefined);

    // A reload brings each element its own match back (finished, so at the final scores).
    await page.reload();
    await page.waitForFunction(() => window.received?.filter((e) => e.type === 'start').length === 2);
    const again = await received(page);
    for (const [element, game] of [['beck-demo', 'beck'], ['golfie-demo', 'golfie']]) {
      const start = again.find((e) => e.element === element);
      assert.equal(start.detail.game, game);
      assert.equal(start.detail.resumed, true);
    }
    assert.equal(again.filter((e) => e.type === 'end').length, 0, 'a finished match is not announced twice');
    const s = await waitSnap(frameOf(page, 'beck'), (x) => x.dialog === 'final-dialog');
    assert.equal(s.record, beckEnd.record);
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
