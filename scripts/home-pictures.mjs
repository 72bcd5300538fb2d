// Writes www/home/pictures.json: each game's table at one fixed moment, as the engine draws it,
// for the home screen's cards and the rules pages' figures. The page draws these scenes with its
// own painter (paint.js) and no engine: a first visit to the home screen fetches none. Each game
// is played by its easy bots from a fixed seed for a fixed number of moves, then drawn for seat 0
// (18 Holes' table laid out by its page code, as engine.js does). Every label is worded here in
// each language (the game's own words are not on the home screen), and `marks` are the points the
// rules pages' figures number ("the draw pile", "your grid").
//
//   node scripts/home-pictures.mjs        (after scripts/build.sh; commit the file it writes)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WWW = path.join(ROOT, 'www');
const url = (p) => pathToFileURL(path.join(WWW, p)).href;

// The page's words module reads its catalogs with fetch and fills the document: here, the files.
globalThis.fetch = async (u) => {
  const text = readFileSync(path.join(WWW, String(u)), 'utf8');
  return { ok: true, json: async () => JSON.parse(text) };
};
globalThis.document = /** @type {any} */ ({ documentElement: {}, querySelectorAll: () => [], addEventListener: () => {} });

const i18n = await import(url('js/i18n.js'));
const { flatRects } = await import(url('js/engine.js'));
const { CATALOG } = await import(url('js/catalog.js'));

// Each game's moment, from its own folder (src/games/<id>/picture.json): its settings, seed and
// moves played, chosen for a table that shows the game's pieces (grids half turned, clubs in hand,
// balls out on the course); `width`, the size its table reads best at when shrunk, laid out at
// 16:10 (the card games' cards grow as their table narrows; 18 Holes' panel stands beside its
// course from 640 wide), the page scaling it to the room it has; and `marks`, what the rules
// pages' figures point at, found in the scene by a card's id, the start of a label's key, the
// course's current flag or a golfer's ball.
const GAMES = CATALOG.map(({ id }) => {
  const file = path.join(ROOT, 'src', 'games', id, 'picture.json');
  try {
    return { id, ...JSON.parse(readFileSync(file, 'utf8')) };
  } catch (e) {
    throw new Error(`home pictures: ${path.relative(ROOT, file)}: ${e.message}`);
  }
});
const LANGS = ['en', 'fr'];

/** The piece a mark names in `scene`: `{card}`, `{text}`, `{flag: 'current'}` or `{ball}`. */
function finder(mark) {
  if (mark.card) return card(mark.card);
  if (mark.text) return text(mark.text);
  if (mark.flag) return (s) => world(s, (x) => x.k === 'flag' && x.current);
  if (mark.ball) return (s) => world(s, (x) => x.k === 'disc' && x.id === mark.ball);
  throw new Error(`home pictures: a mark must name a card, a text, a flag or a ball: ${JSON.stringify(mark)}`);
}
const centre = (x) => ({ x: Math.round(x.x + (x.w ?? 0) / 2), y: Math.round(x.y + (x.h ?? 0) / 2) });
function card(id) {
  return (scene) => scene.shapes.find((x) => x.k === 'card' && x.id === id);
}
/** The first text whose label's key starts with `key`, at its start (its words may be long). */
function text(key) {
  return (scene) => scene.shapes.find((x) => x.k === 'text' && x.label?.key?.startsWith(key));
}
function world(scene, pred) {
  const found = scene.world?.shapes.find(pred);
  return found && { x: found.x, y: found.y, world: true };
}

/** Game `id`'s session after its moves, and its page code. */
async function played({ id, config, seed, moves }) {
  const engine = await import(url(`pkg/${id}/clubhouse.js`));
  await engine.default({ module_or_path: readFileSync(path.join(WWW, 'pkg', id, 'clubhouse_bg.wasm')) });
  const s = engine.GameSession.create(id, config, seed);
  for (let i = 0; i < moves && !s.isOver(); i++) {
    const seat = s.toMove()[0];
    s.act(seat, s.botAction(seat, 'easy'));
  }
  return { s, engine, mod: await import(url(`js/games/${id}.js`)) };
}

/** The scene seat 0 sees, still, with no moves on it: only what the painter draws. */
function still(s, engine, mod, w) {
  const h = (w * 10) / 16;
  const drawn = s.scene(0, w, h, false);
  const scene = flatRects('table' in drawn ? mod.layout(drawn, w, h, engine) : drawn);
  const clean = (shapes) => shapes.filter((x) => x.k !== 'hit').map((x) => {
    const { at, from, flip, ...rest } = x;
    return x.k === 'card' ? { ...rest, flip: false, glow: false } : rest;
  });
  const out = { width: scene.width, height: scene.height, shapes: clean(scene.shapes), hits: [] };
  if (scene.world) {
    const { hits, previews, ...world } = scene.world;
    out.world = { ...world, shapes: clean(world.shapes), hits: [], previews: [] };
  }
  return out;
}

/** Every label and card caption of `scene` worded in each language: {en, fr}. */
async function worded(scene, id, mod) {
  const texts = [];
  const visit = (shapes) => {
    for (const x of shapes) {
      if (x.k === 'text' || (x.label && x.k !== 'card')) texts.push(x);
      if (x.k === 'card' && x.face?.caption) texts.push(x.face);
    }
  };
  visit(scene.shapes);
  if (scene.world) visit(scene.world.shapes);
  const words = texts.map(() => ({}));
  for (const lang of LANGS) {
    await i18n.loadLanguage(lang, false);
    await i18n.loadGameWords(id);
    i18n.setGameLabel(mod.label);
    i18n.setNames([]);
    texts.forEach((x, i) => (words[i][lang] = 'caption' in x && !('k' in x) ? i18n.t(x.caption) : i18n.label(x.label)));
  }
  texts.forEach((x, i) => {
    if ('k' in x) x.label = words[i];
    else x.caption = words[i];
  });
  return scene;
}

const pictures = {};
for (const g of GAMES) {
  const { s, engine, mod } = await played(g);
  const drawn = still(s, engine, mod, g.width);
  const marks = {};
  for (const [name, mark] of Object.entries(g.marks ?? {})) {
    const at = finder(mark)(drawn);
    if (!at) throw new Error(`${g.id}: the picture has no ${name} to point at`);
    // A mark beside a line of words (left of it, or above it when centred), not over them.
    if (at.k === 'text') marks[name] = at.align === 'center' ? { x: at.x, y: at.y - 14 } : { x: at.x - 11, y: at.y };
    else marks[name] = at.world ? at : centre(at);
  }
  const scene = await worded(drawn, g.id, mod);
  pictures[g.id] = { moment: { config: g.config, seed: g.seed, moves: g.moves }, marks, scene };
  s.free();
}
mkdirSync(path.join(WWW, 'home'), { recursive: true });
const file = path.join(WWW, 'home', 'pictures.json');
writeFileSync(file, `${JSON.stringify(pictures)}\n`);
console.log(`home pictures: ${path.relative(ROOT, file)}, ${readFileSync(file).length} bytes`);
