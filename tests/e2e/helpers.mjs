// Shared pieces for the browser tests: a static server and a headless Chromium, and waits on
// the page's read-only state hook (window.clubhouse.snapshot) instead of sleeps. Run by
// scripts/e2e.mjs (make test), every file shares that run's one server and one Chromium, each test
// in browser contexts of its own; a file run alone (node --test tests/e2e/FILE) starts its own.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startServer as serve } from '../../scripts/static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHOTS = path.join(ROOT, 'test-results');
mkdirSync(SHOTS, { recursive: true });

/** What scripts/e2e.mjs shares with every file of its run (all unset for a file run alone). */
const RUN = {
  url: process.env.CLUBHOUSE_E2E_URL, // its server: www/ at the root...
  scratch: process.env.CLUBHOUSE_E2E_SCRATCH, // ...and this folder below SCRATCH_PATH
  browser: process.env.CLUBHOUSE_E2E_BROWSER, // its Chromium's WebSocket endpoint
  site: process.env.CLUBHOUSE_E2E_SITE, // the static site, built once for the run
};
export const SCRATCH_PATH = '__e2e__/';

/**
 * What the browser tests need to know of game `id` that the catalog does not say, from its own
 * file `tests/e2e/games/<id>.json` (a game without one fails the tests that ask):
 * `sheet_mark`, what its score sheet shows mid-game; `readable`, the settings whose tables the
 * words test plays (null: the game has a test of its own); `review`, the engine's settings of a
 * short match the review test finishes and looks back at.
 */
export function gameTestSettings(id) {
  const file = path.join(ROOT, 'tests', 'e2e', 'games', `${id}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${id}: tests/e2e/games/${id}.json is missing or not JSON (${e.message})`);
  }
}

/** The launch options of every Chromium the tests and the scripts start. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

/**
 * Chromium features every test's Chromium turns off beside Playwright's own: the address bar's
 * popup, a page of Chromium's own that a headless Chromium loads in a renderer of its own for
 * every window (every test page), which no test sees. Measured on two cores: a fifth of the
 * browser tests' CPU time (docs/measurements.md, "Test time").
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
let playwrightOff;

/**
 * The features a Chromium started with `options` turns off: its command line's last
 * --disable-features (Chromium keeps only the last), read from Linux's /proc.
 */
export async function featuresOff(options) {
  const server = await chromium.launchServer(options);
  try {
    const args = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    return args.filter((a) => a.startsWith('--disable-features=')).at(-1)?.split('=')[1].split(',') ?? [];
  } finally {
    await server.close();
  }
}

/**
 * CHROMIUM's options with FEATURES_OFF and `off` turned off. Playwright gives a --disable-features
 * of its own, which ours would undo, so ours repeats Playwright's list, read once per process.
 */
export async function chromiumOptions(...off) {
  playwrightOff ??= featuresOff(CHROMIUM);
  const features = [...new Set([...(await playwrightOff), ...FEATURES_OFF, ...off])];
  return { ...CHROMIUM, args: [...CHROMIUM.args, `--disable-features=${features.join(',')}`] };
}

/** A fresh temporary folder, inside the run's served scratch folder when there is one. */
export function tempDir(prefix) {
  return mkdtempSync(path.join(RUN.scratch ?? os.tmpdir(), prefix));
}

/**
 * A static server for `dir` (www/ by default): {url, stop}. In a run, www/ and the folders of
 * tempDir() are already served by the run's server, so nothing starts; `own` starts a private
 * server all the same (for a test that stops it).
 */
export async function startServer(dir = 'www', { own = false } = {}) {
  const abs = path.resolve(ROOT, dir);
  if (RUN.url && !own) {
    const rel = path.relative(RUN.scratch, abs);
    if (abs === path.join(ROOT, 'www')) return { url: RUN.url, stop: async () => {} };
    if (rel && !rel.startsWith('..') && !path.isAbsolute(rel)) {
      return { url: `${RUN.url}${SCRATCH_PATH}${rel.split(path.sep).join('/')}/`, stop: async () => {} };
    }
  }
  return serve({ root: abs });
}

/**
 * The static site as `make dist` assembles it, in a fresh temporary folder at `sub` below its root
 * (so it can be served from a sub-path). Returns {root, dir, remove}. In a run it is a copy of the
 * run's one build (the site's files do not depend on where they are put).
 */
export function buildDist(sub = '') {
  const root = tempDir('clubhouse-dist-');
  const dir = path.join(root, sub);
  if (RUN.site) cpSync(RUN.site, dir, { recursive: true });
  else execFileSync(path.join(ROOT, 'scripts', 'dist.sh'), [dir], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return { root, dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The run's Chromium (closing it only lets go of it), or a new one for a file run alone. */
export function launch() {
  return RUN.browser ? chromium.connect(RUN.browser) : chromiumOptions().then((o) => chromium.launch(o));
}

/** A finished download's text. Saved to a file first: a shared Chromium keeps its own copy out of reach. */
export async function downloadText(download) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clubhouse-download-'));
  try {
    await download.saveAs(path.join(dir, 'file'));
    return readFileSync(path.join(dir, 'file'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page that fails the test on any uncaught page error. */
export async function openPage(browser, { width = 1280, height = 800, ...options } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, ...options });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.setDefaultTimeout(20000);
  return page;
}

/** Everything one test needs, torn down in reverse by `done()`. */
export async function setup(viewport) {
  const server = await startServer();
  let browser;
  try {
    browser = await launch();
    const page = await openPage(browser, viewport);
    return {
      server,
      browser,
      page,
      async done() {
        await browser.close().catch(() => {});
        await server.stop();
      },
    };
  } catch (e) {
    await browser?.close().catch(() => {});
    await server.stop();
    throw e;
  }
}

export const snapshot = (page) => page.evaluate(() => window.clubhouse.snapshot());

/** Waits until the snapshot satisfies `pred` (a function source evaluated in the page). */
export async function waitSnap(page, pred, timeout = 30000) {
  // The snapshot that satisfied `pred` comes back with the wait: one round trip, no race.
  try {
    const found = await page.waitForFunction(`(() => { const s = window.clubhouse.snapshot(); return (${pred})(s) ? s : null; })()`, null, { timeout, polling: 50 });
    return found.jsonValue();
  } catch (e) {
    // A wait that ran out says what the page showed then, so a failure far away can be read.
    throw new Error(`${e.message.split('\n')[0]}\n  waiting for: ${pred}\n  the page then: ${await pageState(page)}`, { cause: e });
  }
}

/** The table's state in one line: screen, phase, moves played, whether it is busy, any error shown. */
async function pageState(page) {
  try {
    const read = page.evaluate(() => {
      const s = window.clubhouse?.snapshot();
      const error = document.querySelector('#status-error');
      return s && {
        screen: s.screen, phase: s.phase, actions: s.actions, over: s.over, toMove: s.toMove, busy: s.busy,
        moving: s.moving, dialog: s.dialog, error: error && !error.hidden ? error.textContent : null,
      };
    });
    // A page whose thread is stuck never answers: give up after a few seconds.
    let timer;
    const late = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('no answer in 5 s')), 5000); });
    const state = await Promise.race([read, late]).finally(() => clearTimeout(timer));
    return JSON.stringify({ ...state, pageErrors: page.errors ?? [] });
  } catch (e) {
    return `unreadable (${e.message.split('\n')[0]})`;
  }
}

/** A person may act now: their moves are on screen, no bot is about to move, nothing animates. */
export const PERSON_TURN = (s) => s.dialog != null || (s.screen === 'table' && s.hits.length > 0 && !s.busy);

/** The label argument `name` of a hit, if any. */
export const arg = (hit, name) => hit.label.args?.find(([n]) => n === name)?.[1];

/** A move that ends rounds quickly: reveal, draw, then place onto a face-down card. */
export function chooseHit(s) {
  const byKey = (k) => s.hits.find((h) => h.key === k);
  if (s.phase === 'round_over') return byKey('n');
  if (s.phase === 'reveal') return s.hits[0];
  const draw = byKey('d');
  if (draw) return draw;
  const places = s.hits.filter((h) => h.action.place != null);
  return places.find((h) => arg(h, 'card') === 'down') ?? places[0] ?? s.hits[0];
}

/**
 * Opens `url` in `page` with `text` in its save slot, as a saved match the page resumes. The app's
 * page is left first: a save it has waiting (written when it is next idle, or as it goes) lands
 * before this one, never over it.
 */
export async function openSaved(page, url, text) {
  await page.goto(new URL('icon.svg', url).href);
  await page.evaluate((t) => localStorage.setItem('clubhouse:v1:match', t), text);
  await page.goto(url);
}

export function shot(page, name) {
  return page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The words on screen that are a catalog's keys (snake_case) and not their words: a missing
 * translation. Canvas text and labels for screen readers are checked elsewhere. */
export async function rawKeysOnScreen(page) {
  const text = await page.evaluate(() => document.body.innerText);
  return text.match(/\b[a-z][a-z0-9]*_[a-z0-9_]+\b/g) ?? [];
}

export async function noHorizontalOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The ids of the games the home screen offers to play (each has an engine module). Asked of the
 *  screen, not of js/catalog.js: the built site bundles its modules. */
export const playableGames = (page) => page.locator('#game-list [data-game]:has(button.primary)').evaluateAll((els) => els.map((e) => e.dataset.game));

/** The Play button of one game on the home screen. */
export const playButton = (id) => `#game-list [data-game=${id}] button.primary`;

/** Opens the page with the files `pattern` names out of reach, asks for game `id`, checks the
 *  error screen says it could not be loaded and goes home; returns a function that brings the
 *  files back. */
export async function openWithoutFiles(page, url, pattern, id) {
  const block = (route) => route.abort('internetdisconnected');
  await page.route(pattern, block);
  await page.goto(`${url}?nosw`);
  await page.locator('#screen-home').waitFor();
  await page.locator(playButton(id)).click();
  await page.locator('#screen-error').waitFor();
  assert.match(await page.locator('#error-text').textContent(), /could not be loaded/);
  await page.locator('#error-home').click();
  await page.locator('#screen-home').waitFor();
  return () => page.unroute(pattern, block);
}

/**
 * Home -> Golfie setup with `n` seats (first a person, then bots), a team split ('none', '2v2', ...)
 * and quick bots (a whole course is long).
 */
export async function golfieSetup(page, n = 2, teams = 'none') {
  await page.locator(playButton('golfie')).click();
  await page.locator('#screen-setup').waitFor();
  await page.locator('#pace').selectOption('quick');
  while ((await page.locator('#seat-rows li').count()) < n) await page.locator('#seat-plus').click();
  while ((await page.locator('#seat-rows li').count()) > n) await page.locator('#seat-minus').click();
  if (teams !== 'none') await page.locator('#teams').selectOption(teams);
}

/**
 * Clicks the centre of a scene hit on the canvas with the mouse. A hex on a course (18 Holes)
 * hidden under the zoom buttons is first dragged clear, as a person would.
 */
export async function clickHit(page, hit) {
  // The layout may settle a frame after the snapshot the hit came from (the stage resized as the
  // words around it changed, then the table repainted): the hit where it is drawn now.
  const key = JSON.stringify(hit.action);
  const drawn = await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.clubhouse.snapshot().hits)))));
  hit = drawn.find((h) => JSON.stringify(h.action) === key && h.key === hit.key) ?? hit;
  const box = await page.locator('#table').boundingBox();
  if (hit.world) {
    const zoom = await page.locator('#zoom').boundingBox();
    const cx = box.x + hit.x + hit.w / 2, cy = box.y + hit.y + hit.h / 2;
    if (zoom && cx > zoom.x - 8 && cx < zoom.x + zoom.width + 8 && cy > zoom.y - 8 && cy < zoom.y + zoom.height + 8) {
      await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 3 + 120, box.y + box.height / 2 + 90, { steps: 6 });
      await page.mouse.up();
      hit = (await snapshot(page)).hits.find((h) => JSON.stringify(h.action) === key);
    }
  }
  await page.mouse.click(box.x + hit.x + hit.w / 2, box.y + hit.y + hit.h / 2);
}

/**
 * A person plays on to the final scores in `target` (a page or a frame): `choose` picks a hit, its
 * mirror button is pressed (as a screen reader would), and pauses are dealt past.
 */
export async function playToEnd(target, choose = (s) => s.hits[0], maxSteps = 800) {
  for (let step = 0; step < maxSteps; step++) {
    const s = await waitSnap(target, PERSON_TURN);
    if (s.dialog === 'final-dialog') return s;
    if (s.dialog === 'round-dialog') {
      await target.locator('#round-next').click();
      await waitSnap(target, (x) => x.dialog !== 'round-dialog');
      continue;
    }
    const action = JSON.stringify(choose(s).action);
    await target.evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a).click(), action);
    await waitSnap(target, `(x) => x.actions > ${s.actions}`);
  }
  throw new Error(`no end after ${maxSteps} moves`);
}

/** Home -> GREEN setup with `n` seats (first a person, then bots), Pro Golfers on or off, quick bots. */
export async function greenSetup(page, n = 2, pro = false) {
  await page.locator(playButton('green')).click();
  await page.locator('#screen-setup').waitFor();
  await page.locator('#pace').selectOption('quick');
  while ((await page.locator('#seat-rows li').count()) < n) await page.locator('#seat-plus').click();
  while ((await page.locator('#seat-rows li').count()) > n) await page.locator('#seat-minus').click();
  if (pro) await page.locator('#pro-golfers').check();
}

/** GREEN: the shots one hit offers (a menu card lists several), as {action, label}. */
export const greenShots = (hit) => (hit.action?.choose ? hit.action.choose : hit.action?.hit ? [{ action: hit.action, label: hit.label }] : []);

/**
 * A sensible GREEN move for a test person: pocket when a shot can, draw while the hand is short,
 * else the longest shot; settle the end of a hole with Done or a discard. Returns
 * {hit, choice}: the hit to press and, for a menu, the index of the shot in it.
 */
export function greenChoice(s, handSize) {
  const shots = s.hits.flatMap((h) => greenShots(h).map((c, i) => ({ hit: h, choice: h.action.choose ? i : null, c })));
  const end = (x) => arg({ label: x.c.label }, 'end');
  const pocket = shots.find((x) => end(x) === 'pocket');
  if (pocket) return pocket;
  const draw = s.hits.find((h) => h.action?.draw != null);
  if (draw && handSize < 4) return { hit: draw, choice: null };
  const strike = (x) => Number(arg({ label: x.c.label }, 'strike') ?? 0);
  const moving = shots.filter((x) => end(x) !== 'rough');
  const best = (moving.length ? moving : shots).sort((a, b) => strike(b) - strike(a))[0];
  if (best && strike(best) > 0) return best;
  if (draw) return { hit: draw, choice: null };
  const done = s.hits.find((h) => h.action === 'done');
  if (done) return { hit: done, choice: null };
  return { hit: best?.hit ?? s.hits.find((h) => h.action !== 'retire' && h.action !== 'refresh') ?? s.hits[0], choice: best?.choice ?? null };
}

/**
 * A sensible 18 Holes move for a test person: pick or select the first club; on a turn, play the
 * club (or the wood shot, the chip, the bunker exit nearest the green); when choosing, the
 * landing hex closest to the green; a Big Hit discard, the first card.
 */
export function holes18Choice(s) {
  const dist = (h) => Number(arg(h, 'dist') ?? 99);
  // A wood aimed out of bounds comes back to the hand, and a chip over a gap in the course
  // always goes out: a person would not keep trying either.
  const sureOut = ['h18_hit_wood_out', 'h18_hit_chip_out'];
  const course = s.hits.filter((h) => h.world && !h.action.choose && h.action.move == null && !sureOut.includes(h.label?.key));
  if (s.phase === 'choose') {
    const landings = s.hits.filter((h) => h.world);
    if (landings.length) return landings.sort((a, b) => dist(a) - dist(b))[0];
    return s.hits.find((h) => h.action.follow != null) ?? s.hits[0];
  }
  if (s.phase === 'turn') {
    // A hex from the green: step onto it (the stroke modes wait for everyone to hole out).
    const onto = s.hits.find((h) => h.world && h.action.move != null && dist(h) === 0);
    if (onto) return onto;
    const play = s.hits.find((h) => h.action.play && h.action.play.dir == null);
    if (play) return play;
    if (course.length) return course.sort((a, b) => dist(a) - dist(b))[0];
    const move = s.hits.filter((h) => h.world).sort((a, b) => dist(a) - dist(b))[0];
    if (move) return move;
  }
  return s.hits[0];
}

/** Clicks a hit; a hex holding several moves opens a menu, and its first move is taken. */
export async function playHit(page, hit) {
  await clickHit(page, hit);
  if (hit.action.choose) {
    await page.locator('#choice-dialog').waitFor();
    await page.locator('#choice-list button').first().click();
  }
}

/** Presses Tab until the focused element matches `selector`. */
export async function tabTo(page, selector, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The action of the focused move button, if a move has focus. */
export const focusedAction = (page) => page.evaluate(() => (document.activeElement?.closest?.('#hits') ? document.activeElement.dataset.action : null));

/**
 * 18 Holes: plays by mouse to the final scores; returns the phases the person met, the last snapshot, the
 * pauses between holes and whether `once` was played. `once` (optional) is a move to make the
 * first time it is offered: `find(snapshot)` gives its hit or null, `shot` names its screenshot,
 * `after()` checks what it did.
 */
export async function holes18PlayOut(page, name, once = null) {
  const phases = new Set();
  let pauses = 0;
  let played = false;
  for (let step = 0; step < 2500; step++) {
    const s = await waitSnap(page, PERSON_TURN, 60000);
    if (s.dialog === 'final-dialog') return { phases, end: s, pauses, played };
    if (s.dialog === 'round-dialog') {
      pauses++;
      await page.locator('#round-next').click();
      await waitSnap(page, (x) => x.dialog !== 'round-dialog');
      continue;
    }
    if (!phases.has(s.phase)) {
      phases.add(s.phase);
      await shot(page, `holes18-${name}-${s.phase}`);
    }
    const special = once && !played ? once.find(s) : null;
    if (special) {
      played = true;
      await shot(page, once.shot);
      await playHit(page, special);
      await waitSnap(page, `(x) => x.actions > ${s.actions}`);
      await once.after?.();
      continue;
    }
    await playHit(page, holes18Choice(s));
    await waitSnap(page, `(x) => x.actions > ${s.actions}`);
  }
  throw new Error('no end');
}

/** Home -> the 18 Holes setup screen with quick bots, Match Play and the starter hands. */
export async function holes18QuickSetup(page) {
  await page.locator(playButton('holes18')).click();
  await page.locator('#screen-setup').waitFor();
  await page.locator('#pace').selectOption('quick');
  await page.locator('#mode').selectOption('match_play'); // the setup remembers the last mode
  await page.locator('#clubs').selectOption('starter');
}
