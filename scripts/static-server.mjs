// The one local static server: `make play`, the browser tests, the benchmark and the load report.
// Plain files from a folder (symlinks inside it followed, as www/pkg is), on 127.0.0.1 only,
// gzip-compressed for a browser that accepts it, as a static host sends text and wasm.
//
//   node scripts/static-server.mjs [--port P] [--hold-while FILE] [DIR]
//       serves DIR (default www/) on P (default 8000, or the next free port), prints its address;
//       while FILE exists (make play builds the games' engines after printing the address), a
//       request for a file not there yet waits for it, as long as the build may take
//
// As a module: startServer({ root, mounts, pages, port, holdWhile }) -> { url, port, stop() }.
// `mounts` maps a URL prefix ('/pkg/') to a folder of its own; `pages` maps a path to a fixed HTML
// text.
import http from 'node:http';
import { createReadStream } from 'node:fs';
import { stat, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm', // streaming compilation needs this exact type
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
};

// What a host compresses: everything but images that are compressed already.
const PRECOMPRESSED = new Set(['.png', '.ico']);
const gzipped = new Map(); // file -> { version, body }: each file compressed once per version

/** The gzip body of `file` (its stat `st`), compressed at most once per version of the file. */
async function gzipOf(file, st) {
  const version = `${st.mtimeMs}:${st.size}`;
  const hit = gzipped.get(file);
  if (hit?.version === version) return hit.body;
  const body = gzipSync(await readFile(file), { level: 6 });
  gzipped.set(file, { version, body });
  return body;
}

const acceptsGzip = (req) => /\bgzip\b/i.test(req.headers['accept-encoding'] ?? '');

function send(res, status, text, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/** The file a URL path names under `root`, or null if the path could leave it. */
function inside(root, rel) {
  // Decoded first so that %2e%2e is a '..' too; normalizing an absolute path drops every '..'
  // above its root, and a NUL byte is refused outright.
  if (rel.includes('\0')) return null;
  const clean = path.posix.normalize(`/${rel}`);
  const file = path.join(root, clean);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

// How long a request may wait for a file still being built, and how often it looks.
const HOLD_MS = 15 * 60 * 1000;
const HOLD_STEP_MS = 250;

/** Whether `file` exists once `holdWhile` (a build's marker file) is gone or `file` is there. */
async function heldFor(file, holdWhile) {
  const exists = (f) => stat(f).then(() => true, () => false);
  for (let waited = 0; waited < HOLD_MS; waited += HOLD_STEP_MS) {
    if (await exists(file)) return true;
    if (!holdWhile || !(await exists(holdWhile))) return false;
    await new Promise((r) => setTimeout(r, HOLD_STEP_MS));
  }
  return false;
}

function handler(root, mounts, pages, holdWhile) {
  const prefixes = Object.entries(mounts).map(([prefix, dir]) => [prefix, path.resolve(dir)]).sort((a, b) => b[0].length - a[0].length);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed', { allow: 'GET, HEAD' });
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    } catch {
      return send(res, 400, 'bad request');
    }
    if (pages[pathname] != null) {
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : pages[pathname]);
    }
    const [prefix, base] = prefixes.find(([p]) => pathname.startsWith(p)) ?? ['/', root];
    let file = inside(base, pathname.slice(prefix.length));
    if (!file) return send(res, 404, 'not found');
    if (holdWhile) await heldFor(file, holdWhile);
    try {
      let st = await stat(file);
      if (st.isDirectory()) {
        // A folder's address without its slash would resolve the page's relative URLs one level up.
        if (!pathname.endsWith('/')) {
          const url = new URL(req.url, 'http://127.0.0.1');
          return send(res, 301, 'moved', { location: `${url.pathname}/${url.search}` });
        }
        file = path.join(file, 'index.html');
        st = await stat(file);
      }
      if (!st.isFile()) throw new Error('not a file');
      const modified = new Date(Math.floor(st.mtimeMs / 1000) * 1000);
      const since = Date.parse(req.headers['if-modified-since'] ?? '');
      // no-cache: a browser asks again each time, so a rebuilt file is never served stale.
      const ext = path.extname(file).toLowerCase();
      const headers = { 'last-modified': modified.toUTCString(), 'cache-control': 'no-cache' };
      if (!PRECOMPRESSED.has(ext)) headers.vary = 'accept-encoding';
      if (!Number.isNaN(since) && modified.getTime() <= since) {
        res.writeHead(304, headers);
        return res.end();
      }
      const type = TYPES[ext] ?? 'application/octet-stream';
      if (!PRECOMPRESSED.has(ext) && acceptsGzip(req)) {
        const body = await gzipOf(file, st);
        res.writeHead(200, { ...headers, 'content-type': type, 'content-encoding': 'gzip', 'content-length': body.length });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      res.writeHead(200, { ...headers, 'content-type': type, 'content-length': st.size });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).on('error', () => res.destroy()).pipe(res);
    } catch {
      send(res, 404, 'not found');
    }
  };
}

/**
 * Starts serving `root` on 127.0.0.1. `port` 0 takes any free port; with `tries` > 1 a busy port
 * is followed by the next ones. Resolves with { url, port, stop() } once it listens.
 */
export function startServer({ root = 'www', mounts = {}, pages = {}, port = 0, tries = 1, holdWhile = null } = {}) {
  const server = http.createServer(handler(path.resolve(root), mounts, pages, holdWhile && path.resolve(holdWhile)));
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const listen = (p, left) => new Promise((resolve, reject) => {
    const fail = (e) => {
      server.off('listening', ok);
      if (e.code === 'EADDRINUSE' && left > 1) resolve(listen(p + 1, left - 1));
      else reject(e);
    };
    const ok = () => {
      server.off('error', fail);
      resolve(server.address().port);
    };
    server.once('error', fail);
    server.once('listening', ok);
    server.listen(p, '127.0.0.1');
  });
  return listen(port, tries).then((chosen) => ({
    url: `http://127.0.0.1:${chosen}/`,
    port: chosen,
    // Open keep-alive connections would hold close() back; a stopped server answers nobody.
    stop: () => new Promise((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    }),
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let port = Number(process.env.PORT || 8000);
  let root = 'www';
  let holdWhile = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--port') port = Number(args[++i]);
    else if (args[i] === '--hold-while') holdWhile = args[++i];
    else if (args[i] === '-h' || args[i] === '--help') {
      console.log('usage: node scripts/static-server.mjs [--port P] [--hold-while FILE] [DIR]');
      process.exit(0);
    } else root = args[i];
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('serve: --port needs a port number');
    process.exit(2);
  }
  const server = await startServer({ root, port, tries: 100, holdWhile }).catch((e) => {
    console.error(`serve: no free port from ${port} to ${port + 99} (${e.code ?? e.message})`);
    process.exit(1);
  });
  if (port !== 0 && server.port !== port) console.log(`serve: port ${port} is busy, using ${server.port}`);
  console.log(`\n    Clubhouse is at  ${server.url}\n    (serving ${root}; press Ctrl-C to stop)\n`);
  const quit = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
