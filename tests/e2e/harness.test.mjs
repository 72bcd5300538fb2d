// The tests' own Chromium (helpers.mjs, chromiumOptions): every window's address-bar popup stays
// unloaded, as measured for the test time, and Playwright's own features off stay off beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHROMIUM, chromiumOptions, featuresOff, launch } from './helpers.mjs';

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
  // What the tests' Chromium really turns off names every feature Playwright turns off.
  const ours = await featuresOff(await chromiumOptions());
  for (const f of await featuresOff(CHROMIUM)) assert.ok(ours.includes(f), `${f} is kept off`);
});
