// What the figures-only reports of `make report` share (load-report, lighthouse-report,
// trace-report): the games the built page offers, medians, columns and the machine's load.
import os from 'node:os';
import { playableGames } from '../tests/e2e/helpers.mjs';

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const pad = (v, n) => String(v).padStart(n);

/** The machine's load average over 1, 5 and 15 minutes: timings are read beside it. */
export const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

/** The ids of the games the home screen at `url` offers to play, in its order. */
export async function gamesOffered(browser, url) {
  const probe = await browser.newPage();
  try {
    await probe.goto(`${url}index.html?nosw`);
    // The list is drawn once the page's words have come, which may be after the load event.
    await probe.locator('#game-list [data-game] button.primary').first().waitFor();
    return await playableGames(probe);
  } finally {
    await probe.close();
  }
}
