// @ts-check
// Where a frame must be painted again: the rooms (rectangles, in CSS pixels) of what came, went
// or moved since the frame before. The painter (paint.js) lists what each frame draws as items,
// each with its look and the box it may touch, and paints only inside these rooms.

// A shape's look as a key, worked out once per shape object: a scene's shapes live through all
// the frames that draw it.
const looks = new WeakMap();
export const lookOf = (s) => {
  let key = looks.get(s);
  if (key == null) looks.set(s, (key = JSON.stringify(s)));
  return key;
};

/** A box grown by `m` on every side. */
export const grow = (b, m) => ({ x: b.x - m, y: b.y - m, w: b.w + 2 * m, h: b.h + 2 * m });
export const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
export const area = (b) => Math.max(0, b.w) * Math.max(0, b.h);
/** The part of `a` inside `b` (its width or height 0 or less when none). */
export function within(a, b) {
  const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
  return { x, y, w: Math.min(a.x + a.w, b.x + b.w) - x, h: Math.min(a.y + a.h, b.y + b.h) - y };
}
/** The smallest box holding `a` and `b`. */
function span(a, b) {
  const x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

/**
 * The rooms to paint again from one frame to the next: the boxes of the items that only one of
 * them draws (an item's `id` is its look and its box). Null when the items both draw come in
 * another order (one may now cover another): then all of it.
 */
export function changes(before, after) {
  // Most of a frame is the frame before: only what lies between the runs they start and end
  // with alike is compared item by item.
  let head = 0;
  while (head < before.length && head < after.length && before[head].id === after[head].id) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail].id === after[after.length - 1 - tail].id) tail++;
  return changesWithin(before.slice(head, before.length - tail), after.slice(head, after.length - tail));
}

function changesWithin(before, after) {
  const count = (list) => {
    const m = new Map();
    for (const it of list) m.set(it.id, (m.get(it.id) ?? 0) + 1);
    return m;
  };
  const rooms = [];
  // The items that stay, in a frame's order: of each id, as many as the other frame draws.
  const staying = (list, other) => {
    const seen = new Map();
    const ids = [];
    for (const it of list) {
      const n = seen.get(it.id) ?? 0;
      seen.set(it.id, n + 1);
      if (n < (other.get(it.id) ?? 0)) ids.push(it.id);
      else rooms.push(it.box);
    }
    return ids;
  };
  const was = staying(before, count(after));
  const is = staying(after, count(before));
  return was.length === is.length && was.every((id, i) => id === is[i]) ? rooms : null;
}

/** Rooms merged where they touch, each grown to whole device pixels and kept inside `bounds`. */
export function merge(rooms, bounds, dpr) {
  const out = [];
  for (const r of rooms) {
    const c = within(r, bounds);
    if (c.w <= 0 || c.h <= 0) continue;
    const x = Math.floor(c.x * dpr) / dpr, y = Math.floor(c.y * dpr) / dpr;
    let box = { x, y, w: Math.ceil((c.x + c.w) * dpr) / dpr - x, h: Math.ceil((c.y + c.h) * dpr) / dpr - y };
    for (let j = out.length - 1; j >= 0; j--) {
      if (meets(grow(out[j], 1), box)) {
        box = span(box, out[j]);
        out.splice(j, 1);
        j = out.length; // the larger box may now meet one already passed
      }
    }
    out.push(box);
  }
  return out;
}
