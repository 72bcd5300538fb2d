// The libraries of online rooms, as the page loads them: Trystero (its default Nostr strategy),
// the WebRTC signalling, and qrcode-generator, the lobby's QR code, each at the exact version
// package.json pins and bundled with its dependencies into one ES module in www/js/online/vendor/.
// The page has no build step of its own, so those files are kept in the repository; this script
// writes them again from node_modules, and --check (the test command runs it) fails if a file is
// not what the pinned packages give. A package may have a patch of ours (a unified diff in
// scripts/vendor-patches/, its header says what and why), applied to its files' text as they are
// bundled; the script fails if it does not apply exactly to the version installed.
//
//   node scripts/vendor-online.mjs [--check]
import { build } from 'esbuild';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Each vendored module: where it goes, the packages in it (their copyright lines and licence go
// in its banner), and what it exports.
const VENDORED = [
  {
    out: 'www/js/online/vendor/trystero.js',
    packages: ['trystero', '@trystero-p2p/core', '@trystero-p2p/nostr', '@noble/secp256k1'],
    // Its Schnorr signatures (Nostr events' own) sign the events of a room's mailbox (mailbox.js).
    contents: "export { joinRoom, selfId } from 'trystero'; export { schnorr } from '@noble/secp256k1';",
    // Bounds on what a peer's frames may make the library keep (the patch's header says more).
    patches: [{ package: '@trystero-p2p/core', version: '0.25.4', diff: 'scripts/vendor-patches/trystero-core.patch' }],
  },
  {
    // The room's QR code (the lobby draws it).
    out: 'www/js/online/vendor/qrcode.js',
    packages: ['qrcode-generator'],
    contents: "export { default as qrcode } from 'qrcode-generator';",
  },
];

const version = (name) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** A package's licence text: its LICENSE file, else the MIT notice at the head of its code. */
function license(name) {
  const dir = path.join(ROOT, 'node_modules', name);
  try {
    return readFileSync(path.join(dir, 'LICENSE'), 'utf8');
  } catch {
    const head = readFileSync(path.join(dir, 'dist/qrcode.mjs'), 'utf8').split('\n').slice(0, 16);
    return head.map((l) => l.replace(/^\/\/ ?/, '')).filter((l) => !/^-+$/.test(l)).join('\n');
  }
}

/**
 * A unified diff's files: { path (after a/ and b/), hunks: [{ at (0-based line), old, new }] }.
 * Text before the first file is its header.
 */
function parseDiff(text, name) {
  const lines = text.split('\n');
  const files = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('--- a/')) continue;
    if (!lines[i + 1]?.startsWith('+++ b/')) throw new Error(`${name}: no +++ line after line ${i + 1}`);
    const file = { path: lines[i + 1].slice(6), hunks: [] };
    files.push(file);
    i += 2;
    while (i < lines.length && lines[i].startsWith('@@')) {
      const m = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(lines[i]);
      if (!m) throw new Error(`${name}: a bad hunk header at line ${i + 1}`);
      const hunk = { at: Math.max(Number(m[1]) - 1, 0), old: [], new: [] };
      let [oldLeft, newLeft] = [Number(m[2] ?? 1), Number(m[4] ?? 1)];
      for (i++; oldLeft > 0 || newLeft > 0; i++) {
        // An empty line is an empty line of context whose space an editor took off.
        const mark = lines[i] === '' ? ' ' : lines[i]?.[0];
        const line = lines[i]?.slice(1) ?? '';
        if (mark !== ' ' && mark !== '-' && mark !== '+') throw new Error(`${name}: the hunk before line ${i + 1} ends early`);
        if (mark !== '+') {
          hunk.old.push(line);
          oldLeft--;
        }
        if (mark !== '-') {
          hunk.new.push(line);
          newLeft--;
        }
      }
      file.hunks.push(hunk);
    }
    i--;
  }
  if (!files.length) throw new Error(`${name}: no file in it`);
  return files;
}

/** `text` with a file's hunks applied, each exactly at its line (no fuzz), else an error. */
function applyHunks(text, file, name) {
  const lines = text.split('\n');
  const out = [];
  let next = 0;
  for (const hunk of file.hunks) {
    const found = lines.slice(hunk.at, hunk.at + hunk.old.length);
    if (hunk.at < next || found.length !== hunk.old.length || found.some((l, k) => l !== hunk.old[k])) {
      throw new Error(`${name} does not apply to ${file.path} at line ${hunk.at + 1}`);
    }
    out.push(...lines.slice(next, hunk.at), ...hunk.new);
    next = hunk.at + hunk.old.length;
  }
  return [...out, ...lines.slice(next)].join('\n');
}

/**
 * An esbuild plugin that applies each patch to its package's files as they are loaded; `seen`
 * gets the files the patches name ({ named: [], loaded: Set }).
 */
function patchesPlugin(patches, seen) {
  return {
    name: 'vendor-patches',
    setup(build) {
      for (const patch of patches) {
        const installed = version(patch.package);
        if (installed !== patch.version) {
          throw new Error(`vendor-online: ${patch.diff} is for ${patch.package} ${patch.version}, but ${installed} is installed: make the patch again for it`);
        }
        // The real path, as esbuild loads it (node_modules may be a link).
        const dir = realpathSync(path.join(ROOT, 'node_modules', patch.package));
        for (const file of parseDiff(readFileSync(path.join(ROOT, patch.diff), 'utf8'), patch.diff)) {
          const target = path.join(dir, file.path);
          const escaped = target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          seen.named.push(target);
          build.onLoad({ filter: new RegExp(`^${escaped}$`) }, () => {
            seen.loaded.add(target);
            return { contents: applyHunks(readFileSync(target, 'utf8'), file, patch.diff), loader: 'js' };
          });
        }
      }
    },
  };
}

/** One module's text, built from the installed packages and our patches to them. */
export async function vendored({ packages, contents, patches = [] }) {
  const owners = [...new Set(packages.flatMap((p) => license(p).split('\n').filter((l) => /^Copyright/.test(l.trim())).map((l) => l.trim())))];
  const terms = license(packages[0]).split('\n').filter((l) => !/^Copyright/.test(l.trim())).join('\n').trim();
  const banner = [
    'Generated by scripts/vendor-online.mjs from these npm packages; do not edit.',
    packages.map((p) => `${p} ${version(p)}`).join(', '),
    '',
    ...patches.map((p) => `${p.package} with ${p.diff} applied (what it changes and why)`),
    ...(patches.length ? [''] : []),
    ...owners,
    '',
    ...terms.split('\n'),
  ].map((l) => `// ${l}`.trimEnd()).join('\n');
  const seen = { named: [], loaded: new Set() };
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    banner: { js: banner },
    plugins: [patchesPlugin(patches, seen)],
    write: false,
    logLevel: 'error',
  });
  // A patch to a file the bundle does not hold would change nothing: said, not passed over.
  const unused = seen.named.filter((f) => !seen.loaded.has(f));
  if (unused.length) throw new Error(`vendor-online: patched files not in the bundle: ${unused.join(', ')}`);
  return result.outputFiles[0].text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let stale = false;
  for (const v of VENDORED) {
    const text = await vendored(v);
    const out = path.join(ROOT, v.out);
    if (process.argv.includes('--check')) {
      let old = '';
      try {
        old = readFileSync(out, 'utf8');
      } catch {}
      if (old !== text) {
        console.error(`vendor-online: ${v.out} is not what the pinned packages give: run node scripts/vendor-online.mjs`);
        stale = true;
      } else console.log(`vendor-online: ${v.out} is up to date`);
    } else {
      writeFileSync(out, text);
      console.log(`vendor-online: wrote ${v.out} (${text.length} bytes)`);
    }
  }
  if (stale) process.exit(1);
}
