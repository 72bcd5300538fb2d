// @ts-check
// Offline play: precaches the suite (every game's engine module, not only those played yet),
// answers from that cache, and drops older caches.
// scripts/dist.sh writes VERSION (a hash of the built files) and FILES (every built file) into the
// copy in dist/, where files are served cache-first. This development copy (VERSION 'dev') asks
// the network first and keeps what it fetched, so edits show at once and offline still works.
const VERSION = 'dev';
const FILES = ['./'];

const SCOPE = self.registration.scope;
// Cache names carry the scope: two copies of the suite on one origin keep their own caches.
const PREFIX = `clubhouse ${SCOPE} `;
const CACHE = PREFIX + VERSION;
const DEV = VERSION === 'dev';

self.addEventListener('install', (ev) => {
  // Straight from the server, not from the HTTP cache, so the files match this version.
  const requests = FILES.map((f) => new Request(f, { cache: 'reload' }));
  ev.waitUntil(caches.open(CACHE).then((c) => c.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (ev) => {
  ev.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (ev) => {
  const req = ev.request;
  if (req.method !== 'GET' || !req.url.startsWith(SCOPE)) return;
  ev.respondWith(DEV ? networkFirst(req) : cacheFirst(req));
});

// Pages are opened with options in the query (?game=golfie&embed=1): always the same file.
// Lookups name this version's cache, and never create it: a worker on its way out must not bring
// back the cache its successor just deleted.
const lookup = (req) => caches.match(req, { cacheName: CACHE, ignoreSearch: req.mode === 'navigate' });

async function cacheFirst(req) {
  return (await lookup(req)) ?? fetch(req);
}

async function networkFirst(req) {
  try {
    const res = await fetch(req);
    if (res.ok && res.type === 'basic') keep(req, res.clone()).catch(() => { /* storage full */ });
    return res;
  } catch (e) {
    const hit = await lookup(req);
    if (hit) return hit;
    throw e;
  }
}

async function keep(req, res) {
  if (await caches.has(CACHE)) await (await caches.open(CACHE)).put(req, res);
}
