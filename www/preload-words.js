// @ts-check
// Starts fetching the page's words in the reader's language while the page's code loads: a
// classic script of its own, as the page allows no inline script and a preload link written in
// the page could only name one language. It picks the language as js/i18n.js does (the address's
// `lang`, then the reader's saved choice, then the browser's); i18n.js's own fetch of the same
// file is then answered by this one. It is deferred, not async, so it always runs before the
// module (an async script could run after it, and the page would fetch the catalog twice). Were
// the two to choose differently, a reader would fetch two catalogs: words.test.mjs checks a
// French reader fetches fr.json alone, once.
(() => {
  const langs = ['en', 'fr'];
  const asked = new URLSearchParams(location.search).get('lang');
  let saved = null;
  try { saved = localStorage.getItem('clubhouse:v1:lang'); } catch { /* private mode */ }
  const browser = (navigator.language || 'en').slice(0, 2).toLowerCase();
  const lang = [asked, saved, browser].find((l) => langs.includes(l)) ?? 'en';
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.type = 'application/json';
  link.crossOrigin = 'anonymous';
  link.href = `i18n/${lang}.json`;
  document.head.append(link);
})();
