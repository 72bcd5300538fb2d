// A device on a network of its own, for the online tests: a Chromium in a network namespace
// inside the tests' one, with addresses of its own (198.18.1.0/24) and no route to the tests'
// addresses, so no direct connection can open between its tabs and any other browser's, as on a
// network that lets none through. What it can reach is the site and the relay, by the same
// addresses as every other tab (127.0.0.1 and their ports): a small bridge in its namespace
// passes those connections, and only those, over Unix sockets (which a network namespace does
// not separate) to the servers in the tests' namespace. Nothing else is started, and the bridge
// ends with the browser.
//
//   node tests/e2e/far-network.mjs --bridge PORT=SOCKET...   (the bridge, inside the far namespace)
import net from 'node:net';
import path from 'node:path';
import { mkdtempSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(import.meta.url);

/** Both ends of a connection piped, each closed with the other. */
function pipe(a, b) {
  a.pipe(b);
  b.pipe(a);
  a.on('error', () => b.destroy());
  b.on('error', () => a.destroy());
  a.on('close', () => b.destroy());
  b.on('close', () => a.destroy());
}

/**
 * In the tests' namespace: for each port, a Unix socket whose connections go on to
 * 127.0.0.1:port. Returns { dir, sockets: {port: path}, close() }.
 * @param {number[]} ports
 */
export async function farEnds(ports) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clubhouse-far-'));
  const servers = [];
  const sockets = {};
  for (const port of ports) {
    const file = path.join(dir, `${port}.sock`);
    const server = net.createServer((client) => pipe(client, net.connect(port, '127.0.0.1')));
    await new Promise((resolve) => server.listen(file, resolve));
    servers.push(server);
    sockets[port] = file;
  }
  // The far Chromium: started by Playwright through this script, which makes its namespace and
  // bridge first (it keeps Playwright's pipes: they are file descriptors, not network).
  const ready = path.join(dir, 'ready');
  const launcher = path.join(dir, 'chromium');
  const pairs = Object.entries(sockets).map(([port, file]) => `${port}=${file}`).join(' ');
  const netns = path.resolve(path.dirname(HERE), '../../scripts/netns.sh');
  writeFileSync(launcher, `#!/usr/bin/env bash
export CLUBHOUSE_NETNS_NET=198.18.1
exec unshare --net -- "${netns}" --inside bash -c '
"${process.execPath}" "${HERE}" --bridge ${ready} ${pairs} &
for i in $(seq 100); do [ -e ${ready} ] && break; sleep 0.05; done
exec "$0" "$@"' "\${CHROMIUM:-/usr/bin/chromium}" "$@"
`);
  chmodSync(launcher, 0o755);
  return {
    dir,
    launcher,
    async close() {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** In the far namespace: listens on 127.0.0.1:PORT for each PORT=SOCKET, passing each connection on. */
async function bridge(ready, pairs) {
  for (const pair of pairs) {
    const [port, file] = pair.split('=');
    const server = net.createServer((client) => pipe(client, net.connect(file)));
    await new Promise((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
  }
  writeFileSync(ready, '');
  // The browser is this process's parent: once it has gone, so does the bridge.
  const parent = process.ppid;
  setInterval(() => { if (process.ppid !== parent) process.exit(0); }, 500);
}

if (process.argv[2] === '--bridge') await bridge(process.argv[3], process.argv.slice(4));

