// @ts-check
// Fitting the canvas's words: a font no larger than a text's size that fits its room, and words
// that may take two or three lines broken where they read best. Measured once per text and room
// (an animation draws the same words every frame); the painter and the tests of the tables'
// words fit with the same code.

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The canvas font for a weight and a size. */
export const fontOf = (weight, size) => `${weight} ${size}px ${FONT}`;

// Widths of the words already measured, by font and text: a table says the same words move after
// move, and measuring is a large part of drawing a card's face (docs/measurements.md).
const widths = new Map();

/** The width of `text` in `font`, measured on `ctx` once (the context's font may be left set to it). */
export function textWidth(ctx, font, text) {
  const key = `${font}|${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    if (widths.size > 4000) widths.clear();
    ctx.font = font;
    w = ctx.measureText(text).width;
    widths.set(key, w);
  }
  return w;
}

/** The largest size, no larger than `size`, at which `text` fits in `maxW`. */
export function fitSize(ctx, text, size, maxW, weight) {
  const w = textWidth(ctx, fontOf(weight, size), text);
  return w > maxW && w > 0 ? Math.max(6, Math.floor((size * maxW) / w)) : size;
}

/** Sets a font no larger than `size` so `text` fits in `maxW`; returns its size. */
export function fitFont(ctx, text, size, maxW, weight) {
  const s = fitSize(ctx, text, size, maxW, weight);
  ctx.font = fontOf(weight, s);
  return s;
}

/** Below this many pixels, words that may take more lines (a button's) are tried on two or three. */
const ONE_LINE_LEAST = 11;

/**
 * The spaces to break `text` at into `k` lines, each the space nearest its share of the text;
 * null when there are too few. Never before French high punctuation ("Jouer : piocher"), which
 * does not start a line; where `parts`, only after a " · " between a line's parts.
 */
function breaks(text, k, parts) {
  const spaces = [];
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
    if (!':;!?»'.includes(text[i + 1]) && (!parts || text[i - 1] === '\u00b7')) spaces.push(i);
  }
  const cuts = [];
  for (let j = 1; j < k; j++) {
    const want = (text.length * j) / k;
    const free = spaces.filter((i) => i > (cuts[cuts.length - 1] ?? -1));
    if (free.length < k - j) return null;
    cuts.push(free.slice(0, free.length - (k - 1 - j)).reduce((a, b) => (Math.abs(b - want) < Math.abs(a - want) ? b : a)));
  }
  return cuts;
}

/**
 * The size for `text` as `fitSize` finds it; where `wrapH` allows more lines and one would come
 * out smaller than ONE_LINE_LEAST, it breaks it in two or three if the lines are then larger
 * (two after a " · " between parts first, on a tie). Returns {size, lines, width}: `width` is
 * the widest line's, for the room the words take on the table.
 */
export function fitLines(ctx, text, size, maxW, weight, wrapH = 0) {
  // The painter fits the same words every frame of an animation: measured once.
  const key = `${weight}|${size}|${maxW}|${wrapH}|${text}`;
  const known = fits.get(key);
  if (known) return known;
  if (fits.size > 2000) fits.clear();
  const one = fitSize(ctx, text, size, maxW, weight);
  let best = { size: one, lines: [text], width: 0 };
  if (wrapH && one < Math.min(size, ONE_LINE_LEAST)) {
    for (const [k, parts] of /** @type {[number, boolean][]} */ ([[2, true], [2, false], [3, false]])) {
      const cuts = breaks(text, k, parts);
      if (!cuts) continue;
      const lines = [-1, ...cuts].map((c, j) => text.slice(c + 1, cuts[j] ?? text.length));
      const many = Math.min(Math.floor(wrapH / (1.15 * k)), ...lines.map((l) => fitSize(ctx, l, size, maxW, weight)));
      if (many > best.size) best = { size: many, lines, width: 0 };
    }
  }
  const font = fontOf(weight, best.size);
  best.width = Math.max(...best.lines.map((l) => textWidth(ctx, font, l)));
  fits.set(key, best);
  return best;
}
const fits = new Map();

/**
 * A scene's text shape `s` saying `text`, fitted as the painter draws it on a table `width`
 * wide: within its own width and the table's room on the side it grows. Returns {size, lines};
 * the tests of the tables' words measure with it too.
 */
export function fitText(ctx, s, text, width) {
  const room = s.align === 'center' ? 2 * Math.min(s.x, width - s.x) : s.align === 'right' ? s.x : width - s.x;
  return fitLines(ctx, text, s.size, Math.min(s.max_w ?? Infinity, Math.max(40, room - 8)), s.bold ? 700 : 500, s.wrap_h);
}
