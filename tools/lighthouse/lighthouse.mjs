// Lighthouse, pinned in this folder's package.json and installed here on demand (scripts/setup.sh
// --lighthouse), so the test tooling never fetches it. scripts/lighthouse-report.mjs drives it.
//
// One Chromium for all runs, launched with Lighthouse's own launcher: headless, and no host name
// resolves but 127.0.0.1, so neither the browser's background services nor anything a page might
// ask for reaches past this machine. Lighthouse's error reporting stays off (its default in code).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

/** The figures of one Lighthouse run, from its result (LHR). */
function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const urls = (lhr.audits['network-requests']?.details?.items ?? []).map((i) => i.url);
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    tti: value('interactive'),
    requests: urls.length,
    offsite: urls.filter((u) => !/^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(u)),
    error: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Starts a Chromium (`chromePath`) for Lighthouse; returns { run(url), close() }. Each run is
 * Lighthouse's mobile preset (a phone's screen, simulated 4x CPU slowdown and slow 4G: its
 * defaults), performance category only, the origin's storage (local storage too) and cache cleared first.
 */
export async function startLighthouse(chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    logLevel: 'silent',
  });
  // Lighthouse's default reset keeps the origin's local storage, so a run after a game's page
  // would open that game's saved match instead of the page asked for: every run clears it too.
  const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb'];
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], enableErrorReporting: false, clearStorageTypes };
  return {
    async run(url) {
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`lighthouse: no result for ${url}`);
      return figures(result.lhr);
    },
    close: () => chrome.kill(),
  };
}
