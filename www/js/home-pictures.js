// @ts-check
// Each game's table at one fixed moment, drawn by the page's own painter from the scenes in
// home/pictures.json (written by scripts/home-pictures.mjs from the engines): the home screen's
// cards and the rules pages' figures. No engine is fetched; the pictures come after the page's
// first paint and are decorative (aria-hidden), the words beside them saying what they show.
import { Painter } from './paint.js';
import { currentLang, label } from './i18n.js';
import * as courseArt from './course-art.js';

/** @type {Promise<Record<string, {scene: any, marks?: Record<string, {x: number, y: number, world?: boolean}>}>> | null} */
let pictures = null;
const load = () => (pictures ??= fetch('home/pictures.json').then((res) => {
  if (!res.ok) throw new Error(res.statusText);
  return res.json();
}).catch((e) => {
  pictures = null; // tried again when the pictures are next wanted
  throw e;
}));

/** A scene's copy in language `lang`: each label and caption as its words there. */
function worded(scene, lang) {
  const word = (x) => {
    if (x.k === 'card') return x.face?.caption ? { ...x, face: { ...x.face, caption: x.face.caption[lang] } } : x;
    return x.label ? { ...x, label: { text: x.label[lang] } } : x;
  };
  const out = { ...scene, shapes: scene.shapes.map(word) };
  if (scene.world) out.world = { ...scene.world, shapes: scene.world.shapes.map(word) };
  return out;
}

const painters = new WeakMap(); // canvas -> its painter

/** Draws picture `id` on `canvas` at the size the page gives it; returns its painter. */
function draw(canvas, picture) {
  const scene = worded(picture.scene, currentLang());
  const box = canvas.getBoundingClientRect();
  if (!box.width || !box.height) return null;
  let painter = painters.get(canvas);
  if (!painter) {
    painter = new Painter(canvas, label);
    painter.course = courseArt;
    painters.set(canvas, painter);
  }
  // The scene keeps its own size; the canvas takes the box's pixels, and the painter's pixel
  // ratio shrinks (or grows) the scene into them, so the picture is as sharp as the screen.
  const dpr = window.devicePixelRatio || 1;
  painter.size = { w: Math.round(box.width * dpr), h: Math.round(box.height * dpr), dpr: (dpr * box.width) / scene.width };
  painter.whole = true;
  painter.painted.frames = 0; // each picture is a first scene: painted in the next frame
  painter.show(scene);
  return painter;
}

/** Places the numbered marks of a figure (`li[data-mark]` in it) over its picture. */
function placeMarks(canvas, picture, painter) {
  const figure = canvas.closest('figure');
  const room = canvas.parentElement;
  if (!figure || !room) return;
  for (const old of room.querySelectorAll('.mark')) old.remove();
  const scale = canvas.getBoundingClientRect().width / picture.scene.width;
  [...figure.querySelectorAll('li[data-mark]')].forEach((li, i) => {
    const at = picture.marks?.[/** @type {HTMLElement} */ (li).dataset.mark ?? ''];
    if (!at) return;
    const p = at.world && painter.camera.view ? painter.camera.toScreen({ x: at.x, y: at.y, w: 0, h: 0 }) : at;
    const mark = document.createElement('span');
    mark.className = 'mark';
    mark.setAttribute('aria-hidden', 'true'); // the list under the picture says the same
    mark.textContent = String(i + 1);
    mark.style.left = `${p.x * scale}px`;
    mark.style.top = `${p.y * scale}px`;
    room.append(mark);
  });
}

let watcher = null;

/**
 * Draws every `canvas[data-picture]` in `root`, and again whenever one changes size. A picture
 * that cannot be fetched leaves its canvas blank: the words beside it are what matters.
 */
export async function drawPictures(root) {
  const canvases = /** @type {HTMLCanvasElement[]} */ ([...root.querySelectorAll('canvas[data-picture]')]);
  if (!canvases.length) return;
  let all;
  try {
    all = await load();
  } catch {
    return;
  }
  const paint = (canvas) => {
    const picture = all[canvas.dataset.picture ?? ''];
    if (!canvas.isConnected) return void watcher?.unobserve(canvas); // a screen drawn again
    if (!picture) return;
    const painter = draw(canvas, picture);
    if (painter) painter.whenPainted(() => placeMarks(canvas, picture, painter));
  };
  watcher ??= new ResizeObserver((entries) => {
    for (const e of entries) paint(/** @type {HTMLCanvasElement} */ (e.target));
  });
  // The observer draws each one as it starts to watch it (its first size).
  for (const canvas of canvases) watcher.observe(canvas);
}
