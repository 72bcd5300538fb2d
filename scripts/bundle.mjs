// The page's code as the site ships it (scripts/dist.sh): www/js/ bundled and minified by esbuild,
// in place in an assembled site, and the stylesheet and the engines' JS glue minified. A first
// visit fetches a handful of files instead of one per module, and about a third fewer bytes.
// Pieces loaded by URL stay files of their own (entries): the page (app.js), each game's page
// code, and whatever the code imports or starts as a worker by a literal URL; code they share
// goes into chunks that every entry imports. The site's index.html preloads the chunks app.js
// imports, as www/index.html preloads its modules, and lists each game's other chunks, which the
// page fetches beside that game's page code.
//
//   node scripts/bundle.mjs DIR GAME...     (GAME: each game whose page code is js/games/GAME.js)
import { build, transform } from 'esbuild';
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
  return [...text.matchAll(BY_URL)].map((m) => path.resolve(path.dirname(file), m[1] ?? m[2]));
}

const entries = new Set([path.join(js, 'app.js'), ...games.map((g) => path.join(js, 'games', `${g}.js`))]);
for (const f of walk(js).filter((f) => f.endsWith('.js'))) for (const e of loadedByUrl(f)) entries.add(e);
for (const e of entries) if (!existsSync(e)) fail(`${path.relative(dir, e)} is loaded by the page but missing`);

const out = `${js}.bundled`;
const root = js; // paths in the bundle (and so its chunk names) are relative to it
rmSync(out, { recursive: true, force: true });
const result = await build({
  entryPoints: [...entries],
  outdir: out,
  outbase: js,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  chunkNames: '[name]-[hash]',
  metafile: true,
  absWorkingDir: root,
  logLevel: 'error',
});
rmSync(js, { recursive: true });
renameSync(out, js);

// Every file the bundled code loads by URL must be there: an entry was not missed.
for (const g of games) if (!existsSync(path.join(js, 'games', `${g}.js`))) fail(`the bundle lacks js/games/${g}.js`);
for (const f of walk(js)) {
  for (const e of loadedByUrl(f)) if (!existsSync(e)) fail(`${path.relative(dir, f)} loads ${path.relative(dir, e)}, which the bundle lacks`);
}

// The chunks a bundled file imports, all levels down.
const outputs = result.metafile.outputs;
const key = (p) => path.relative(root, p).split(path.sep).join('/');
const site = (p) => `js/${path.relative(out, path.resolve(root, p)).split(path.sep).join('/')}`;
function chunksOf(file) {
  const found = [];
  const queue = [key(path.join(out, file))];
  while (queue.length) {
    for (const i of outputs[queue.shift()]?.imports ?? []) {
      if (i.kind === 'import-statement' && !found.includes(i.path)) {
        found.push(i.path);
        queue.push(i.path);
      }
    }
  }
  return found;
}

// index.html preloads app.js's chunks beside app.js. A game's page code is loaded when the game
// is chosen and may import chunks of its own (code it shares with another game or tool): listed
// in index.html, so that engine.js fetches them beside the page code rather than after it.
const preload = chunksOf('app.js');
const gameChunks = Object.fromEntries(games.map((g) => [g, chunksOf(`games/${g}.js`).filter((c) => !preload.includes(c)).map(site)]));
const html = path.join(dir, 'index.html');
const links = preload.map((p) => `  <link rel="modulepreload" href="${site(p)}">\n`).join('');
const PRELOAD = /^ *<link rel="modulepreload" href="js\/[^"]*">\n/gm;
const page = readFileSync(html, 'utf8');
const first = page.search(PRELOAD);
if (first < 0) fail('index.html preloads no modules: where do the chunks go?');
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

// The stylesheet, minified as it is (its URLs untouched).
const css = path.join(dir, 'style.css');
writeFileSync(css, (await transform(readFileSync(css, 'utf8'), { loader: 'css', minify: true })).code);

// Each engine's JS glue (wasm-bindgen's), minified as it is: a module of its own, its exports kept.
for (const glue of existsSync(path.join(dir, 'pkg')) ? walk(path.join(dir, 'pkg')).filter((f) => f.endsWith('.js')) : []) {
  writeFileSync(glue, (await transform(readFileSync(glue, 'utf8'), { loader: 'js', format: 'esm', minify: true })).code);
}
