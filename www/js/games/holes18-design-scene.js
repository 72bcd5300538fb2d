// @ts-check
// The course designer's drawing: the engine's review of a design (its hexes, holes and
// problems) turned into a world layer the shared painter draws, and the small pictures of tiles
// in the palette. Rules never live here: which hexes a tile covers and what is wrong with a
// course come from the engine; this file only places them on screen.

import { R, hexCenter as centerOf } from './holes18-table-kit.js';
import { axialCenter, cubeRound, fractionalAxial } from '../hex.js';

/** The centre of axial hex [q, r] in world pixels, as on the game's own course layer. */
export const hexCenter = (q, r) => centerOf([q, r]);

/** A large tile's centre hex: tile lattice position [q, r] sits at hex [3q, 3r]. */
export const tileCenter = (q, r) => hexCenter(3 * q, 3 * r);

/** The hex under a world point. */
export function hexAt(x, y) {
  return cubeRound(...fractionalAxial(x, y, R));
}

/** The tile position under a world point: the tile lattice is the hex grid scaled by three. */
export function tileAt(x, y) {
  const [q, r] = fractionalAxial(x, y, R);
  return cubeRound(q / 3, r / 3);
}

/** The six neighbouring positions of a tile (or a hex), east first, counter-clockwise. */
const NEIGHBOURS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];

/** The outline of the tile at lattice [q, r]: through its six corner hexes (`places` 7..12). */
function outline(places, q, r) {
  const pts = places.slice(7).map(([dq, dr]) => hexCenter(3 * q + dq, 3 * r + dr));
  return [...pts, pts[0]];
}

/** Axial cells [q, r, letter] as the painter's map shape: offset rows of letters. */
function mapShape(cells) {
  if (!cells.length) return null;
  const offs = cells.map(([q, r, c]) => [q + (r - (r & 1)) / 2, r, c]);
  const col0 = Math.min(...offs.map((o) => o[0]));
  const col1 = Math.max(...offs.map((o) => o[0]));
  const row0 = Math.min(...offs.map((o) => o[1]));
  const row1 = Math.max(...offs.map((o) => o[1]));
  const rows = Array.from({ length: row1 - row0 + 1 }, () => Array(col1 - col0 + 1).fill('.'));
  for (const [c, r, letter] of offs) rows[r - row0][c - col0] = letter;
  return { k: 'map', x: 0, y: 0, size: R, col0, row0, rows: rows.map((r) => r.join('')) };
}

const TERRAIN_FILL = { f: 'fairway', r: 'rough', b: 'sand', w: 'water', l: 'water', t: 'trees', G: 'green_turf', T: 'tee', h: 'clubhouse' };

/**
 * The designer's world: the course the tiles make, each tile's outline, the places a tile may
 * go next, the preview of the tile in hand, the cursor, each hole's tee number and flag, and
 * the hexes the problems name. `d` = {review, places, layout, cursor, mode, ghost, size}.
 */
export function designScene(d) {
  const { review, places, layout, cursor, ghost } = d;
  const shapes = [];
  const map = mapShape(review.cells);
  if (map) shapes.push(map);
  const taken = new Set(layout.tiles.map((t) => `${t.at[0]},${t.at[1]}`));
  // Free positions beside laid tiles, dashed: where the course can grow.
  const free = new Map();
  for (const t of layout.tiles) {
    for (const [dq, dr] of NEIGHBOURS) {
      const q = t.at[0] + dq, r = t.at[1] + dr;
      if (!taken.has(`${q},${r}`)) free.set(`${q},${r}`, [q, r]);
    }
  }
  for (const [q, r] of free.values()) shapes.push({ k: 'line', pts: outline(places, q, r), width: 1, color: 'hex_line', dash: true, faint: true });
  for (const t of layout.tiles) shapes.push({ k: 'line', pts: outline(places, t.at[0], t.at[1]), width: 1.5, color: 'ink' });
  if (ghost) {
    for (const [q, r, c] of ghost) {
      const [x, y] = hexCenter(q, r);
      shapes.push({ k: 'hex', x, y, size: R, fill: TERRAIN_FILL[c] ?? 'rough', alpha: 60, stroke: null });
    }
  }
  review.cells.forEach(([q, r, c, n]) => {
    if (c !== 'T' || !n) return;
    const [x, y] = hexCenter(q, r);
    shapes.push({ k: 'text', x, y, size: R * 0.8, max_w: R * 1.6, bold: true, align: 'center', color: 'on_tee', label: { text: String(n) } });
  });
  review.holes.forEach((h, i) => {
    if (!h.green) return;
    const [x, y] = hexCenter(...h.green);
    shapes.push({ k: 'flag', x, y, size: R, hole: i + 1, current: false });
  });
  for (const p of review.problems) {
    if (!p.at) continue;
    const [x, y] = hexCenter(...p.at);
    shapes.push({ k: 'hex', x, y, size: R * 1.1, fill: 'flag_current', alpha: 35, stroke: 'flag_current' });
  }
  // The cursor: a tile outline, or one hex when adjustment tiles are being laid.
  const [cx, cy] = (d.mode === 'adjust' ? hexCenter : tileCenter)(...cursor);
  if (d.mode === 'adjust') shapes.push({ k: 'hex', x: cx, y: cy, size: R * 1.05, fill: 'focus', alpha: 25, stroke: 'focus' });
  else shapes.push({ k: 'line', pts: outline(places, cursor[0], cursor[1]), width: 3, color: 'focus' });
  // The frame shown on opening and by the home button: the whole course and the cursor.
  const xs = [cx], ys = [cy];
  for (const [q, r] of review.cells) {
    const [x, y] = hexCenter(q, r);
    xs.push(x);
    ys.push(y);
  }
  const box = (pad) => ({ x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, w: Math.max(...xs) - Math.min(...xs) + 2 * pad, h: Math.max(...ys) - Math.min(...ys) + 2 * pad });
  const focus = box(R * 8);
  const bounds = box(R * 20);
  const [w, h] = d.size;
  return {
    width: w,
    height: h,
    shapes: [],
    hits: [],
    world: { at: { x: 0, y: 0, w, h }, bounds, focus, key: 'designer', shapes, hits: [], previews: [], preview: null },
  };
}

const THUMB_COLOURS = { f: '#6fb35a', r: '#3f7d3a', b: '#e2cf8e', w: '#3b82c4', l: '#3b82c4', t: '#24492a', G: '#9be07a', T: '#c9c9c9', h: '#8a6d4f' };

/** A tile face's small picture in the palette (arrow east), on a canvas `px` wide. */
export function drawThumb(canvas, places, map, px = 56) {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = px * dpr;
  canvas.height = px * dpr;
  canvas.style.width = `${px}px`;
  canvas.style.height = `${px}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const r = px / 8.4;
  const at = (dq, dr) => axialCenter(dq, dr, r).map((v) => px / 2 + v);
  // The ring and centre whole; corner thirds as smaller hexes, since only a third is the tile's.
  places.forEach(([dq, dr], i) => {
    const [x, y] = at(dq, dr);
    const size = i < 7 ? r : r * 0.55;
    ctx.beginPath();
    for (let k = 0; k < 6; k++) {
      const a = Math.PI / 6 + (k * Math.PI) / 3;
      ctx[k ? 'lineTo' : 'moveTo'](x + size * Math.cos(a), y + size * Math.sin(a));
    }
    ctx.closePath();
    ctx.fillStyle = THUMB_COLOURS[map[i]] ?? '#3f7d3a';
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 0.6;
    ctx.stroke();
  });
}
