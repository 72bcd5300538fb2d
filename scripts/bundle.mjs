// The page's code as the site ships it (scripts/dist.sh): www/js/ bundled and minified by esbuild,
// in place in an assembled site, and the stylesheets and the engines' JS glue minified. A first
// visit fetches one file of page code, js/app.js, and not one per module: each file is gzipped
// on its own, so code in one file is fewer bytes than the same code in chunks.
// Pieces loaded by URL later stay files of their own (the lazy entries): each game's page code
// and whatever the code imports by a literal URL. They are bundled together, sharing chunks, and
// take every module that app.js holds from app.js itself: one instance of each module, as on the
// source site (one language in i18n.js, one table). A worker (started by a literal URL) has no
// page: each is bundled alone. index.html lists each game's chunks, which the page fetches beside
// that game's page code.
//
//   node scripts/bundle.mjs DIR GAME...     (GAME: each game whose page code is js/games/GAME.js)
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, readdirSync, statSync, rmSync, renameSync, existsSync } from 'node:fs';
import path from 'node:path';

const [dir, ...games] = process.argv.slice(2);
if (!dir || !existsSync(path.join(dir, 'js', 'app.js'))) {
  console.error('bundle: usage: node scripts/bundle.mjs DIR GAME... (DIR: a site with js/app.js)');
  process.exit(1);
}
const js = path.resolve(dir, 'js');
const fail = (msg) => {
  console.error(`bundle: ${msg}`);
  process.exit(1);
};

const walk = (d) => readdirSync(d).flatMap((n) => {
  const p = path.join(d, n);
  return statSync(p).isDirectory() ? walk(p) : [p];
});

// What code loads by URL: import('./x.js'), import(new URL('./x.js', import.meta.url)...) and
// new Worker(new URL('./x.js', import.meta.url)). A URL built from a variable is a game's page code.
const BY_URL = /\bimport\(\s*(?:new URL\(\s*)?['"`](\.{1,2}\/[^'"`$]+\.js)['"`]|new Worker\(\s*new URL\(\s*['"`](\.{1,2}\/[^'"`$]+\.js)['"`]/g;
function loadedByUrl(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(BY_URL)].map((m) => ({ file: path.resolve(path.dirname(file), m[1] ?? m[2]), worker: !m[1] }));
}

const app = path.join(js, 'app.js');
const lazy = new Set(games.map((g) => path.join(js, 'games', `${g}.js`)));
const workers = new Set();
for (const f of walk(js).filter((f) => f.endsWith('.js'))) for (const e of loadedByUrl(f)) (e.worker ? workers : lazy).add(e.file);
for (const e of [...lazy, ...workers]) if (!existsSync(e)) fail(`${path.relative(dir, e)} is loaded by the page but missing`);

const out = `${js}.bundled`;
const root = js; // paths in the bundle (and so its chunk names) are relative to it
const key = (p) => path.relative(root, p).split(path.sep).join('/');
const rel = (from, to) => {
  const r = path.relative(from, to).split(path.sep).join('/');
  return r.startsWith('.') ? r : `./${r}`;
};
const builtApp = path.join(out, 'app.js');
const options = { bundle: true, format: 'esm', absWorkingDir: root, logLevel: 'error' };
// app.js's import()s of the lazy entries stay imports of those files, beside app.js in js/.
const lazyByUrl = {
  name: 'lazy-by-url',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (a) => {
      const file = path.resolve(a.resolveDir, a.path);
      if (a.kind === 'dynamic-import' && lazy.has(file)) return { path: rel(js, file), external: true };
    });
  },
};
rmSync(out, { recursive: true, force: true });

// The modules app.js holds, and each one's exports (exact, star re-exports too: each module
// bundled as an entry of its own), each under a short name app.js can export it by.
const graph = await build({ ...options, entryPoints: [app], write: false, metafile: true, plugins: [lazyByUrl] });
const held = Object.keys(graph.metafile.inputs).map((p) => path.resolve(root, p));
for (const e of [...lazy, ...workers]) if (held.includes(e)) fail(`${path.relative(dir, e)} is loaded by URL but app.js imports it too`);
const listed = await build({ ...options, entryPoints: held, splitting: true, outdir: out, write: false, metafile: true, plugins: [lazyByUrl] });
const exportsOf = new Map(Object.values(listed.metafile.outputs).filter((o) => o.entryPoint).map((o) => [path.resolve(root, o.entryPoint), o.exports]));
const short = new Map(held.flatMap((m) => exportsOf.get(m).map((n) => `${m} ${n}`)).map((mn, i) => [mn, `$${i.toString(36)}`]));
// The lazy entries' bundle imports a held module by this name, which carries a digest of the
// short names: a chunk's name (a hash of that bundle's output) changes whenever they do.
const digest = createHash('sha256').update(JSON.stringify(held.map((m) => [key(m), exportsOf.get(m)]))).digest('hex').slice(0, 8);
const mark = (m) => `held:${key(m)}:${digest}`;
const marks = new Map(held.map((m) => [mark(m), m]));

// The lazy entries, sharing chunks among themselves; the held modules left external for now.
const lazyBuild = await build({
  ...options,
  entryPoints: [...lazy],
  outdir: out,
  outbase: js,
  splitting: true,
  minify: true,
  chunkNames: '[name]-[hash]',
  metafile: true,
  plugins: [{
    name: 'held-by-app',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (a) => {
        const file = path.resolve(a.resolveDir, a.path);
        if (held.includes(file)) return { path: mark(file), external: true };
      });
    },
  }],
});
const files = Object.keys(lazyBuild.metafile.outputs).map((f) => path.resolve(root, f));
// A chunk of no module holds esbuild's helpers alone: a file that uses none needs no import of it.
const helpers = new Set(files.filter((f) => Object.keys(lazyBuild.metafile.outputs[key(f)].inputs).length === 0));

// Then each file of that bundle, bundled alone again, takes the names it uses of the held modules
// from app.js, in one import by a path relative to itself (a chunk in js/, a game in js/games/):
// re-exports, so bindings stay live. First with one module per name (an unused one is dropped)
// to learn which names each file uses, then with one module per file importing those.
const again = (write, { load, resolve }) => build({
  ...options,
  entryPoints: files,
  outdir: out,
  outbase: out,
  allowOverwrite: true,
  minify: true,
  metafile: true,
  write,
  plugins: [{
    name: 'from-app',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (a) => {
        if (a.kind === 'entry-point') return;
        if (a.namespace !== 'file') return resolve(JSON.parse(a.importer), a.path);
        const m = marks.get(a.path);
        if (m) return { path: JSON.stringify([a.importer, m]), namespace: 'held', sideEffects: false };
        return { path: a.path, external: true, sideEffects: !helpers.has(path.resolve(path.dirname(a.importer), a.path)) };
      });
      b.onLoad({ filter: /.*/, namespace: 'held' }, (a) => ({ contents: load(...JSON.parse(a.path)), loader: 'js' }));
    },
  }],
});
const virtual = (...parts) => JSON.stringify(JSON.stringify(parts));
const learnt = await again(false, {
  load: (file, m, n) => (n ? `export { ${n} } from 'app';` : exportsOf.get(m).map((n) => `export { ${n} } from ${virtual(file, m, n)};`).join('\n')),
  resolve: (_, p) => (p === 'app' ? { path: 'app', external: true } : { path: p, namespace: 'held', sideEffects: false }),
});
const uses = new Map(files.map((f) => [f, []])); // file -> [[module, name]]
for (const o of Object.values(learnt.metafile.outputs)) {
  for (const i of Object.keys(o.inputs).filter((i) => i.startsWith('held:'))) {
    const [file, m, n] = JSON.parse(i.slice('held:'.length));
    if (n) uses.get(file).push([m, n]);
  }
}
const taken = await again(true, {
  load: (file, m) => (m
    ? `export { ${uses.get(file).filter(([u]) => u === m).map(([, n]) => `${short.get(`${m} ${n}`)} as ${n}`).join(', ')} } from ${virtual(file)};`
    : `export { ${uses.get(file).map(([u, n]) => short.get(`${u} ${n}`)).join(', ')} } from 'app';`),
  resolve: ([file, m], p) => (m ? { path: p, namespace: 'held', sideEffects: false } : { path: rel(path.dirname(file), builtApp), external: true }),
});

// Last, app.js in one file: the page first, then the names the lazy entries' files take from it.
const exported = new Map(held.map((m) => [m, new Set()]));
for (const [m, n] of [...uses.values()].flat()) exported.get(m).add(n);
const reexports = [...exported].filter(([, names]) => names.size)
  .map(([m, names]) => `export { ${[...names].map((n) => `${n} as ${short.get(`${m} ${n}`)}`).join(', ')} } from '${rel(js, m)}';\n`);
const appBuild = await build({
  ...options,
  stdin: { contents: `import './app.js';\n${reexports.join('')}`, resolveDir: js, sourcefile: 'app-entry.js', loader: 'js' },
  outfile: builtApp,
  minify: true,
  metafile: true,
  plugins: [lazyByUrl],
});

// The workers, each alone.
if (workers.size) await build({ ...options, entryPoints: [...workers], outdir: out, outbase: js, minify: true });

rmSync(js, { recursive: true });
renameSync(out, js);

// Every file the bundled code loads by URL must be there: an entry was not missed.
for (const g of games) if (!existsSync(path.join(js, 'games', `${g}.js`))) fail(`the bundle lacks js/games/${g}.js`);
for (const f of walk(js)) {
  for (const { file: e } of loadedByUrl(f)) if (!existsSync(e)) fail(`${path.relative(dir, f)} loads ${path.relative(dir, e)}, which the bundle lacks`);
}

// The chunks a bundled file imports, all levels down (not app.js: the page has it). The lazy
// entries' files import each other as external files, by relative paths.
const outputs = { ...taken.metafile.outputs, ...appBuild.metafile.outputs };
const site = (p) => `js/${path.relative(out, path.resolve(root, p)).split(path.sep).join('/')}`;
function chunksOf(file) {
  const found = [];
  const queue = [key(path.join(out, file))];
  while (queue.length) {
    const from = queue.shift();
    for (const i of outputs[from]?.imports ?? []) {
      const to = !i.external ? i.path : i.path.startsWith('.') ? key(path.resolve(root, path.dirname(from), i.path)) : null;
      if (i.kind === 'import-statement' && to in outputs && to !== key(builtApp) && !found.includes(to)) {
        found.push(to);
        queue.push(to);
      }
    }
  }
  return found;
}

// index.html preloads app.js's chunks (none while app.js is one file) where www/index.html
// preloads its modules. A game's page code is loaded when the game is chosen and may import
// chunks of its own (code it shares with another game or tool): listed in index.html, so that
// engine.js fetches them beside the page code rather than after it.
const preload = chunksOf('app.js');
const gameChunks = Object.fromEntries(games.map((g) => [g, chunksOf(`games/${g}.js`).filter((c) => !preload.includes(c)).map(site)]));
const html = path.join(dir, 'index.html');
const links = preload.map((p) => `  <link rel="modulepreload" href="${site(p)}">\n`).join('');
const PRELOAD = /^ *<link rel="modulepreload" href="js\/[^"]*">\n/gm;
const page = readFileSync(html, 'utf8');
// Without such links, the list goes at the end of the head.
const first = page.search(PRELOAD) >= 0 ? page.search(PRELOAD) : page.search(/^ *<\/head>/m);
if (first < 0) fail('index.html has no </head> line');
const list = `  <script type="application/json" id="game-chunks">${JSON.stringify(gameChunks)}</script>\n`;
// Its comments and indentation are for its readers in www/: neither is shipped (no element of
// the page keeps its whitespace, as a <pre> or <textarea> would).
if (/<(pre|textarea)\b/.test(page)) fail('index.html holds an element that keeps its whitespace');
const shipped = (page.slice(0, first) + links + list + page.slice(first).replace(PRELOAD, ''))
  .replace(/<!--[\s\S]*?-->\n?/g, '')
  .replace(/\n[ \t]+/g, '\n');
writeFileSync(html, shipped);

// The classic script that preloads the reader's words, minified as it is (it runs before any
// module, so it is no entry of the bundle).
const words = path.join(dir, 'preload-words.js');
writeFileSync(words, (await transform(readFileSync(words, 'utf8'), { loader: 'js', minify: true })).code);

// The stylesheets, minified as they are (their URLs untouched): the page's, and those the rooms
// and the lessons load with their code.
for (const css of walk(dir).filter((f) => f.endsWith('.css'))) {
  writeFileSync(css, (await transform(readFileSync(css, 'utf8'), { loader: 'css', minify: true })).code);
}

// Each engine's JS glue (wasm-bindgen's), minified as it is: a module of its own, its exports kept.
for (const glue of existsSync(path.join(dir, 'pkg')) ? walk(path.join(dir, 'pkg')).filter((f) => f.endsWith('.js')) : []) {
  writeFileSync(glue, (await transform(readFileSync(glue, 'utf8'), { loader: 'js', format: 'esm', minify: true })).code);
}
