// Shared pieces for the online browser tests (tests/e2e/online_*.test.mjs): they run only inside
// the network namespace of scripts/netns.sh, with the real signalling server (a local Nostr relay,
// scripts/nostr-relay.mjs) and a static server started there, and a Chromium of their own that
// puts the namespace's own addresses in its WebRTC candidates. No STUN or TURN server is named:
// tabs connect over host candidates only, and nothing can leave the namespace.
import assert from 'node:assert/strict';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';
import { startRelay } from '../../scripts/nostr-relay.mjs';
import { chromiumOptions, snapshot, chooseHit } from './helpers.mjs';
import { farEnds } from './far-network.mjs';

/** The links of the namespace scripts/netns.sh makes; any other means the tests are not in it. */
const NETNS_LINKS = ['lo', 'veth0', 'veth1'];
/** The prefix of the namespace's own addresses (scripts/netns.sh). */
export const NETNS_PREFIX = '198.18.0.';

/** Fails, saying so plainly, unless this process runs inside the namespace of scripts/netns.sh. */
export function assertInNamespace() {
  const links = Object.keys(os.networkInterfaces()).sort();
  const inside = process.env.CLUBHOUSE_NETNS === '1' && links.every((l) => NETNS_LINKS.includes(l));
  assert.ok(inside, `the online tests run only inside their own network namespace (scripts/netns.sh, as root); here the links are ${links.join(', ')}. Run them so: scripts/netns.sh node --test tests/e2e/online_*.test.mjs`);
}

/** The page the tests open: an empty document of the site's origin, which imports the transport. */
export const TEST_PAGE = 'online-test.html';

/**
 * The relay (a bad one with `faults`: scripts/nostr-relay.mjs), a static server of www/ (with
 * TEST_PAGE) and a Chromium, all inside the namespace. Returns { url, relay, browser, newPage(),
 * blockedPage(), settings, done() }; `settings` are the transport's.
 */
export async function onlineSetup({ faults = null } = {}) {
  assertInNamespace();
  const relay = await startRelay({ faults });
  const server = await startServer({ root: 'www', pages: { [`/${TEST_PAGE}`]: '<!doctype html><meta charset="utf-8"><title>online test</title>' } });
  let browser;
  try {
    browser = await chromium.launch(await chromiumOptions('WebRtcHideLocalIpsWithMdns'));
  } catch (e) {
    await server.stop();
    await relay.stop();
    throw e;
  }
  // A second Chromium on a network of its own (far-network.mjs): no direct connection opens
  // between its tabs and this one's; it reaches the site and the relay, and nothing else.
  let blocked = null;
  let far = null;
  const contexts = [];
  /** A page that keeps its errors, and what failed on its way, at TEST_PAGE. */
  const watched = async (page) => {
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    // What went wrong on the way, kept to be told if a screen never comes (openHome).
    page.trouble = [];
    page.on('console', (m) => { if (m.type() === 'error') page.trouble.push(`console: ${m.text()}`); });
    page.on('requestfailed', (r) => page.trouble.push(`failed: ${r.url()} (${r.failure()?.errorText})`));
    page.on('response', (r) => { if (r.status() >= 400) page.trouble.push(`${r.status()}: ${r.url()}`); });
    page.setDefaultTimeout(30000);
    await page.goto(`${server.url}${TEST_PAGE}`);
    return page;
  };
  return {
    url: server.url,
    relay,
    browser,
    settings: { relays: [relay.url], iceServers: [] },
    /** A page in a browser context of its own (one device), at TEST_PAGE, that records its peer connections. */
    async newPage(options = {}) {
      const context = await browser.newContext(options);
      contexts.push(context);
      // Every RTCPeerConnection the page makes, kept so the test can read which addresses it used.
      await context.addInitScript(() => {
        const Native = window.RTCPeerConnection;
        window.__pcs = [];
        window.RTCPeerConnection = class extends Native {
          constructor(...args) {
            super(...args);
            window.__pcs.push(this);
          }
        };
      });
      return watched(await context.newPage());
    },
    /** A page, as newPage, in the Chromium that makes no direct connection. */
    async blockedPage(options = {}) {
      if (!blocked) {
        far = await farEnds([Number(new URL(server.url).port), relay.port]);
        blocked = await chromium.launch({ ...(await chromiumOptions('WebRtcHideLocalIpsWithMdns')), executablePath: far.launcher });
      }
      const context = await blocked.newContext(options);
      contexts.push(context);
      return watched(await context.newPage());
    },
    /** Another page of the device that opened `page` (its browser context): its storage kept, as a tab opened again. */
    async pageBeside(page) {
      return watched(await page.context().newPage());
    },
    async done() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await blocked?.close().catch(() => {});
      await far?.close();
      await server.stop();
      await relay.stop();
    },
  };
}

/** How long a cold browser may take to show its first screen (a first load compiles everything). */
const FIRST_SCREEN_MS = 90000;

/**
 * Opens the site's home screen at `page` with the room settings (`run` from onlineSetup), and waits
 * for its list of games. If it never comes, the error says what the page showed and what failed.
 */
export async function openHome(page, run) {
  await page.goto(`${run.url}?nosw&relay=${encodeURIComponent(run.relay.url)}&ice=none`);
  try {
    await page.locator('#game-list [data-game] button.primary').first().waitFor({ timeout: FIRST_SCREEN_MS });
  } catch (e) {
    const shown = await page.evaluate(() => ({
      screen: document.querySelector('.screen:not([hidden])')?.id ?? null,
      boot: document.getElementById('boot')?.textContent ?? null,
      error: document.getElementById('screen-error')?.textContent?.trim().slice(0, 300) ?? null,
      state: document.readyState,
    })).catch((x) => ({ unreadable: String(x) }));
    throw new Error(`the home screen never came: ${JSON.stringify(shown)}; errors ${JSON.stringify(page.errors)}; on the way ${JSON.stringify(page.trouble)}`, { cause: e });
  }
}

/**
 * Opens the page at the host, sets up game `id` (Beck in one round) with `online` seats after
 * the host's played online, and opens the room; returns its link.
 */
export async function openRoomAt(host, run, id = 'beck', online = 1) {
  await openHome(host, run);
  await host.locator(`#game-list [data-game=${id}] button.primary`).click();
  await host.locator('#screen-setup').waitFor();
  // Beck in one round: a short game.
  if (id === 'beck') for (let i = 0; i < 2; i++) await host.locator('#rounds-minus').click();
  while ((await host.locator('#seat-rows li').count()) < online + 1) await host.locator('#seat-plus').click();
  for (let i = 2; i <= online + 1; i++) await host.locator(`#seat-rows li:nth-child(${i}) select.kind`).selectOption('online');
  await host.locator('#setup-form button[type=submit]').click();
  await host.locator('#screen-room #room-link').waitFor();
  return host.locator('#room-link').inputValue();
}

/** Joins the room by its link under `name`. */
export async function joinByLink(page, link, name) {
  await page.goto(link);
  try {
    await page.locator('#room-name').waitFor({ timeout: FIRST_SCREEN_MS });
  } catch (e) {
    throw new Error(`the join screen never came; errors ${JSON.stringify(page.errors)}; on the way ${JSON.stringify(page.trouble)}`, { cause: e });
  }
  await page.locator('#room-name').fill(name);
  await page.locator('#room-join').click();
}

/**
 * The candidates of the pairs a page's peer connections have chosen, as {local, remote} lines
 * "TYPE ADDRESS". A remote candidate first learnt from a connectivity check (prflx) has its address
 * hidden by the browser: its type is all there is.
 */
export function usedCandidates(page) {
  return page.evaluate(async () => {
    const found = [];
    for (const pc of window.__pcs) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      const byId = new Map([...stats.values()].map((s) => [s.id, s]));
      const line = (c) => (c ? `${c.candidateType} ${c.address ?? c.ip ?? ''}`.trim() : 'none');
      for (const s of stats.values()) {
        if (s.type !== 'candidate-pair' || s.state !== 'succeeded' || !s.nominated) continue;
        found.push({ local: line(byId.get(s.localCandidateId)), remote: line(byId.get(s.remoteCandidateId)) });
      }
    }
    return found;
  });
}

/** What a page's data channels have sent so far, summed: { bytes, messages } (the browser's counts). */
export function channelSent(page) {
  return page.evaluate(async () => {
    let bytes = 0;
    let messages = 0;
    for (const pc of window.__pcs) {
      if (pc.connectionState === 'closed') continue;
      for (const s of (await pc.getStats()).values()) {
        if (s.type !== 'data-channel') continue;
        bytes += s.bytesSent ?? 0;
        messages += s.messagesSent ?? 0;
      }
    }
    return { bytes, messages };
  });
}

/**
 * Plays whoever may move on `pages` (each its own seat) until `done(host's snapshot)`, and returns
 * that snapshot (without `done`: until the game is over everywhere).
 */
export async function playToEnd(pages, done = null) {
  for (let step = 0; step < 600; step++) {
    let moved = false;
    for (const page of pages) {
      // Asked before every move, so the play stops at the position asked for.
      const first = done && (await snapshot(pages[0]));
      if (first && done(first)) return first;
      const s = await snapshot(page);
      if (s.over) continue;
      if (s.dialog === 'round-dialog') {
        await page.locator('#round-next').click();
        moved = true;
        continue;
      }
      if (!(s.screen === 'table' && s.hits.length && !s.busy && s.toMove.includes(s.viewer))) continue;
      const hit = chooseHit(s);
      await page.evaluate((a) => [...document.querySelectorAll('#hits button')].find((b) => b.dataset.action === a)?.click(), JSON.stringify(hit.action));
      // Through a relay that loses 15% of events each way, a move's way there and back may be
      // lost four times in a row and go again after 1, 2.5, 4 and 8 s, then 15 (mailbox.js).
      await page.waitForFunction((n) => window.clubhouse.snapshot().actions > n || window.clubhouse.snapshot().over, s.actions, { timeout: 60000 });
      moved = true;
    }
    if ((await Promise.all(pages.map(snapshot))).every((s) => s.over)) return;
    if (!moved) await pages[0].waitForTimeout(60);
  }
  throw new Error('the online game never ended');
}

/**
 * Opens room `room` with `secret` through the transport in `page`, as 'host' or 'guest', keeping
 * everything the room tells in window.T.events; returns this tab's peer id.
 */
export function enterRoom(page, role, settings, room, secret) {
  return page.evaluate(async ({ role, settings, room, secret }) => {
    const t = await import('./js/online/transport.js');
    const r = await (role === 'host' ? t.openRoom : t.joinRoom)(room, secret, settings);
    window.T = { room: r, events: [] };
    for (const type of ['join', 'leave', 'message', 'error', 'via']) r.on(type, (e) => window.T.events.push({ type, ...e }));
    return r.self;
  }, { role, settings, room, secret });
}

/** Waits until `page` has been told an event matching `pred` ({type, peer, role, data, error}). */
export async function told(page, pred, timeout = 30000) {
  const handle = await page.waitForFunction(`window.T && window.T.events.find(${pred})`, null, { timeout, polling: 25 });
  return handle.jsonValue();
}

/** The `p`th percentile of sorted numbers. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
