// @ts-check
// Hex geometry in one place, for every hex the page draws or points at (18 Holes' course, its
// designer and its cards): pointy-top hexes, axial [q, r] as the engine's, odd rows shifted
// right in the offset [col, row] of a course file's rows.
/** @import { Pair } from './types' */

export const SQRT3 = Math.sqrt(3);

/**
 * Axial to offset, and back.
 * @param {Pair} h
 * @returns {Pair}
 */
export const toOffset = ([q, r]) => [q + (r - (r & 1)) / 2, r];
/** @returns {Pair} */
export const fromOffset = (/** @type {number} */ col, /** @type {number} */ row) => [col - (row - (row & 1)) / 2, row];

/**
 * The centre of axial hex (q, r) for hexes of circumradius `size`, from the centre of (0, 0).
 * @returns {Pair}
 */
export const axialCenter = (/** @type {number} */ q, /** @type {number} */ r, /** @type {number} */ size) => [size * SQRT3 * (q + r / 2), size * 1.5 * r];

/**
 * The centre of offset hex (col, row), odd rows half a hex to the right.
 * @returns {Pair}
 */
export const offsetCenter = (/** @type {number} */ col, /** @type {number} */ row, /** @type {number} */ size) => [size * SQRT3 * (col + (row & 1 ? 0.5 : 0)), size * 1.5 * row];

/**
 * Where a point falls in axial coordinates, unrounded.
 * @returns {Pair}
 */
export function fractionalAxial(/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ size) {
  const r = y / (1.5 * size);
  return [x / (size * SQRT3) - r / 2, r];
}

/**
 * The hex a fractional axial position lies in (the nearest by cube coordinates).
 * @returns {Pair}
 */
export function cubeRound(/** @type {number} */ q, /** @type {number} */ r) {
  const s = -q - r;
  let [rq, rr, rs] = [Math.round(q), Math.round(r), Math.round(s)];
  const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return [rq, rr];
}

/**
 * Adds the six corners of a hex of circumradius `r` around (x, y) to `path`.
 * @param {Path2D | CanvasRenderingContext2D} path
 */
export function hexPath(path, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) {
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    const px = x + r * Math.cos(a), py = y + r * Math.sin(a);
    if (i === 0) path.moveTo(px, py); else path.lineTo(px, py);
  }
  path.closePath();
}
