// The tests' own Chromium (helpers.mjs, chromiumOptions): every window's address-bar popup stays
// unloaded, as measured for the test time, and Playwright's own features off stay off beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, chromiumOptions, launch } from './helpers.mjs';

test('the tests\' Chromium loads no address-bar page in its windows, and keeps Playwright\'s features off', async () => {
  const browser = await launch();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto('about:blank');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    assert.deepEqual(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url), []);
  } finally {
    await browser.close();
  }
  // The one --disable-features the tests' Chromium gets names every feature Playwright turns off.
  const server = await chromium.launchServer(CHROMIUM);
  const plain = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
  await server.close();
  const ours = (await chromiumOptions()).args.filter((a) => a.startsWith('--disable-features='));
  assert.equal(ours.length, 1);
  const off = ours[0].split('=')[1].split(',');
  for (const a of plain.filter((x) => x.startsWith('--disable-features='))) {
    for (const f of a.split('=')[1].split(',')) assert.ok(off.includes(f), `${f} is kept off`);
  }
});
