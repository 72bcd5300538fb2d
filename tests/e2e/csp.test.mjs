// Strict Content Security Policies, as the README tells publishers: a host page that allows only
// the suite's script and frame, and the suite's own page allowing 'wasm-unsafe-eval' and nothing
// inline. The element still plays a match and reports it, with no policy violation anywhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, openPage, startServer, buildDist } from './helpers.mjs';

const GAME_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'self'";

test('strict CSP on the host page and on the game page', { timeout: 90000 }, async () => {
  const dist = buildDist('games');
  const index = path.join(dist.dir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<meta charset="utf-8">', `<meta charset="utf-8">\n  <meta http-equiv="Content-Security-Policy" content="${GAME_CSP}">`));
  const listen = "window.got = []; document.addEventListener('clubhouse:end', (ev) => got.push(ev.detail));";
  const hash = createHash('sha256').update(listen).digest('base64');
  const server = await startServer(dist.root);
  const base = server.url; // the site's root: a path below the server's in a shared run
  writeFileSync(path.join(dist.root, 'host.html'), `<!doctype html>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${base}games/ 'sha256-${hash}'; frame-src ${base}games/">
<title>A strict host</title>
<script>${listen}</script>
<script type="module" src="games/embed.js"></script>
<clubhouse-game game="beck" players="2" humans="0" rounds="1" pace="quick"></clubhouse-game>`);
  const browser = await launch();
  try {
    const page = await openPage(browser, { width: 1000, height: 800, reducedMotion: 'reduce' });
    const violations = [];
    page.on('console', (m) => { if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text()); });
    await page.goto(`${server.url}host.html`);
    await page.waitForFunction(() => window.got.length > 0, null, { timeout: 60000 });
    const [end] = await page.evaluate(() => window.got);
    assert.equal(end.game, 'beck');
    assert.equal(end.scores.length, 2);
    const frame = page.frames().find((f) => f.url().includes('/games/index.html'));
    assert.equal(await frame.evaluate(() => window.clubhouse.snapshot().over), true);
    assert.deepEqual(violations, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
    dist.remove();
  }
});
