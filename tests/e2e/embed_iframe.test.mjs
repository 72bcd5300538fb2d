// A plain <iframe> embed: the options as URL parameters, a host page on another site hearing the
// game's messages, and wrong parameters answered in words instead of a broken page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setup, startServer, tempDir, waitSnap, shot } from './helpers.mjs';

test('iframe embed: URL parameters, messages to a cross-site host, bad values', { timeout: 120000 }, async () => {
  const t = await setup({ width: 900, height: 700, reducedMotion: 'reduce' });
  const { page } = t;
  const base = t.server.url;
  try {
    // Straight to the table: Golfie for three, one person and two easy bots, French, dark.
    await page.goto(`${base}index.html?embed=1&game=golfie&players=3&bots=easy&lang=fr&theme=dark&pace=quick&save=club-7&course=links`);
    const s = await waitSnap(page, (x) => x.screen === 'table' && x.hits.length > 0);
    const record = JSON.parse(s.record);
    assert.deepEqual(record.config, { players: 3 });
    assert.deepEqual(record.meta.seats.map((x) => x.kind), ['human', 'bot', 'bot']);
    assert.deepEqual(record.meta.seats.slice(1).map((x) => x.level), ['easy', 'easy']);
    assert.equal(record.meta.pace, 'quick');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(16, 21, 18)', 'dark theme');
    for (const sel of ['#brand', '#leave']) assert.equal(await page.locator(sel).isHidden(), true, `${sel} hidden`);
    assert.equal(await page.locator('#open-rules').isVisible(), true, 'the rules stay one click away');
    const keys = await page.evaluate(() => Object.keys(localStorage));
    assert.deepEqual(keys, ['clubhouse:v1:club-7:match'], 'its own save slot; the asked-for language is not remembered');
    await shot(page, 'embed-iframe-golfie');
    // A share link opens the match in the suite itself, not framed with the embed's options.
    await page.locator('#share').click();
    await page.waitForFunction(() => document.querySelector('#share-url').value.includes('#match='));
    assert.match(await page.locator('#share-url').inputValue(), new RegExp(`^${base}index\\.html#match=`));

    // 18 Holes on the course the address names, at once or chosen on its setup screen.
    await page.goto(`${base}index.html?embed=1&game=holes18&players=2&course=lakeside-nine&save=h18`);
    const h18 = await waitSnap(page, (x) => x.screen === 'table' && x.record);
    assert.equal(JSON.parse(h18.record).config.course, 'lakeside-nine');
    await page.goto(`${base}index.html?embed=1&game=holes18&course=chaos-commons&save=h18-setup`);
    await page.locator('#screen-setup').waitFor();
    assert.equal(await page.locator('#course').inputValue(), 'chaos-commons');

    // Without a seat count: that game's setup, with no way back to the suite's home.
    await page.goto(`${base}index.html?embed=1&game=golfie&mode=2v2&bots=hard`);
    await page.locator('#screen-setup').waitFor();
    assert.equal(await page.locator('#seat-rows li').count(), 4, 'a 2 against 2 table');
    assert.equal(await page.locator('#teams').inputValue(), '2v2');
    assert.equal(await page.locator('#seat-rows li:nth-child(2) select.level').inputValue(), 'hard');
    assert.equal(await page.locator('#setup-form [data-go=home]').isHidden(), true);

    // A host page on another site (localhost, its own server) hears start, score and end.
    const src = `${base}index.html?embed=1&game=beck&players=2&humans=0&rounds=1&pace=quick&save=host`;
    const hostDir = tempDir('clubhouse-host-');
    writeFileSync(path.join(hostDir, 'index.html'), `<!doctype html><title>host</title>
      <script>window.got = []; addEventListener('message', (ev) => { if (ev.data?.tag === 'clubhouse') got.push(ev.data); });</script>
      <iframe src="${src}" width="800" height="600" title="Clubhouse"></iframe>`);
    const hostServer = await startServer(hostDir);
    try {
      await page.goto(hostServer.url.replace('127.0.0.1', 'localhost'));
      // Two bots play a round by themselves; the host page hears the whole match.
      await page.waitForFunction(() => window.got.some((m) => m.type === 'end'), null, { timeout: 60000 });
    } finally {
      await hostServer.stop();
      rmSync(hostDir, { recursive: true, force: true });
    }
    const got = await page.evaluate(() => window.got);
    assert.deepEqual([...new Set(got.map((m) => m.type))], ['start', 'score', 'end']);
    assert.ok(got.every((m) => m.save === 'host' && m.detail.game === 'beck'));
    const end = got.at(-1).detail;
    assert.equal(end.scores.length, 2);
    assert.deepEqual(end.winners, end.scores.flatMap((v, i) => (v === Math.min(...end.scores) ? [i] : [])));

    // Wrong values: every problem said in words, in the asked-for language, and nothing else runs.
    await page.goto(`${base}index.html?embed=1&game=chess&bots=genius&theme=neon&save=a%20b`);
    await page.locator('#screen-error').waitFor();
    assert.match(await page.locator('#error-title').textContent(), /cannot start with these settings/);
    const text = await page.locator('#error-text').textContent();
    for (const re of [/no game “chess”.*beck, golfie/, /bot level “genius”.*easy, normal, hard/, /theme “neon”/, /save name “a b”/]) assert.match(text, re);
    assert.equal(await page.locator('#error-home').isHidden(), true, 'nothing to go back to inside a host page');
    await shot(page, 'embed-iframe-problems');
    const problems = [
      ['game=golfie&players=9', /Golfie cannot be played by “9” players: choose 1 to 8/],
      ['game=golfie&mode=2v2&players=3', /2v2 mode needs exactly 4 players/],
      ['game=beck&mode=teams', /has no “teams” mode: use one of standard/],
      ['game=beck&players=2&humans=3', /“3” people cannot sit at this table: choose 0 to 2/],
      ['game=beck&rounds=0', /“0” rounds is not possible/],
      ['game=holes18&course=links', /18 Holes has no course “links”: use one of starter, lakeside-nine/],
      ['game=beck&lang=de', /no language “de”: use one of en, fr/],
      ['game=golfie&players=two&lang=fr', /Golfie ne se joue pas à « two » joueurs/],
    ];
    for (const [query, re] of problems) {
      await page.goto(`${base}index.html?embed=1&${query}`);
      await page.locator('#screen-error').waitFor();
      assert.match(await page.locator('#error-text').textContent(), re, query);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await t.done();
  }
});
