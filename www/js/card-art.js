// @ts-check
// A playing card as the painter draws it: its face (value, caption, corner index, a game's own
// art) or its back, at any width, so a flip narrows it to nothing and widens it again.
import { t } from './i18n.js';
import { FONT, fitFont, fitSize, fontOf, textWidth } from './text-fit.js';
import { lookOf } from './paint-rooms.js';

/** A rounded rectangle path, the radius kept inside the rectangle. */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.max(0, Math.min(r, w / 2, h / 2)));
}

/** How far a ring reaches outside its rect, in its layer's units. */
export const ringReach = (width, dashed) => (dashed ? 6 : 4) + (width + 2) / 2 + 1;

/**
 * The ring of a focused, hovered or marked move: a dark edge under the colour, readable on any
 * felt; `dashed` (a lesson's mark) stands apart from the focus ring it may sit inside.
 */
export function ring(pen, rect, token, width, dashed = false) {
  const { ctx } = pen;
  const m = dashed ? 6 : 4;
  ctx.save();
  roundRect(ctx, rect.x - m, rect.y - m, rect.w + 2 * m, rect.h + 2 * m, 8 + m - 4);
  if (dashed) ctx.setLineDash([width * 3, width * 2]);
  ctx.lineWidth = width + 2;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = pen.color(token);
  ctx.stroke();
  ctx.restore();
}


/**
 * Card `s` on the table at (x, y): its image (cardImage) copied, on whole device pixels as the
 * image was drawn, so a card copied and a card drawn whole are the same pixels.
 */
export function drawCard(pen, s, x, y, showFace) {
  const { ctx } = pen;
  const dpr = pen.dpr || 1;
  const pad = padPixels(s, dpr);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(cardImage(pen, s, showFace).image, Math.round(x * dpr) - pad, Math.round(y * dpr) - pad);
  ctx.restore();
}

// Cards drawn once each, as images: a card shown again (its room painted again, or flying) is
// copied instead of drawing its face, fitting its words and its shadow again.
const images = new Map(); // what a card looks like -> {image, pad}
const IMAGES_KEPT = 300;

/**
 * An image `w` x `h` device pixels that `draw(ctx)` draws. Images are drawn on one canvas kept
 * off the page and handed over as bitmaps: a new canvas for each would set up its context and
 * its fonts anew, several times dearer, and its words might come out a shade apart from the
 * next canvas's. (Without OffscreenCanvas, a canvas for each.)
 */
function makeImage(w, h, draw) {
  if (typeof OffscreenCanvas !== 'function') {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    draw(c.getContext('2d'));
    return c;
  }
  maker ??= new OffscreenCanvas(w, h);
  if (maker.width !== w || maker.height !== h) Object.assign(maker, { width: w, height: h });
  const ctx = maker.getContext('2d');
  ctx.save();
  draw(ctx);
  ctx.restore();
  return maker.transferToImageBitmap();
}
let maker = null;

/** Keeps `found` under `key` in `kept` (most recently used last), at most `most` of them. */
function keep(kept, key, found, most) {
  kept.delete(key);
  kept.set(key, found);
  if (kept.size > most) {
    const [oldest, { image }] = kept.entries().next().value;
    kept.delete(oldest);
    image.close?.();
  }
  return found;
}

/** The room a card's image keeps around it for its shadow or glow, in CSS pixels. */
export const cardPad = (s) => Math.ceil(s.glow ? Math.max(8, s.w * 0.25) + 2 : 7);
/** The same in whole device pixels: the card's corner stands there in its image. */
const padPixels = (s, dpr) => Math.ceil(cardPad(s) * dpr);
/** A card's image size in device pixels: the card and its pad all round. */
const imageSize = (s, dpr) => [Math.ceil(s.w * dpr) + 2 * padPixels(s, dpr), Math.ceil(s.h * dpr) + 2 * padPixels(s, dpr)];
/** Where a card's image lies around the card, in CSS pixels: {pad, w, h}. */
export function imageRoom(s, dpr) {
  const [w, h] = imageSize(s, dpr);
  return { pad: padPixels(s, dpr) / dpr, w: w / dpr, h: h / dpr };
}

/**
 * Card `s` as an image at the screen's pixel density, with room around it for its shadow:
 * {image, pad}, `pad` in CSS pixels from the image's corner to the card's.
 */
export function cardImage(pen, s, showFace) {
  const dpr = pen.dpr || 1;
  const key = `${showFace ? lookOf(s.face) : 'back'}|${s.w}|${s.h}|${s.glow ? 1 : 0}|${dpr}|${pen.look}`;
  const found = images.get(key);
  if (found) return keep(images, key, found, IMAGES_KEPT);
  const pad = padPixels(s, dpr);
  const base = cardBase(pen, s, showFace);
  const image = makeImage(...imageSize(s, dpr), (ctx) => {
    ctx.drawImage(base, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, pad, pad);
    paintCard(Object.create(pen, { ctx: { value: ctx } }), s, showFace);
  });
  return keep(images, key, { image, pad: pad / dpr }, IMAGES_KEPT);
}

const cornerRadius = (w, h) => Math.max(3, Math.min(w, h) * 0.1);

// A card's shadow (or glow) and its blank face are the same for every card of one size and
// colour: drawn once and copied under each card's own print, as a blur is the dearest thing in
// drawing a card.
const bases = new Map();
const BASES_KEPT = 40;

/** Card `s`'s shadow and blank face or back, at the screen's pixel density, with its pad (cardPad) around it. */
function cardBase(pen, s, showFace) {
  const fill = showFace ? pen.color(`face_${s.face.tone}`) : pen.color('card_back');
  const dpr = pen.dpr || 1;
  const key = `${s.w}|${s.h}|${s.glow ? 1 : 0}|${fill}|${dpr}|${pen.look}`;
  const found = bases.get(key);
  if (found) return found.image;
  const pad = padPixels(s, dpr);
  const image = makeImage(...imageSize(s, dpr), (ctx) => {
    ctx.setTransform(dpr, 0, 0, dpr, pad, pad);
    if (s.glow) {
      ctx.shadowColor = pen.color('glow');
      ctx.shadowBlur = Math.max(8, s.w * 0.25);
    } else {
      ctx.shadowColor = 'rgba(0,0,0,0.35)';
      ctx.shadowBlur = 4;
      ctx.shadowOffsetY = 1.5;
    }
    roundRect(ctx, 0, 0, s.w, s.h, cornerRadius(s.w, s.h));
    ctx.fillStyle = fill;
    ctx.fill();
  });
  return keep(bases, key, { image }, BASES_KEPT).image;
}

/** The card's print over its base (cardBase): face or back, and its edge; its top left corner at the origin. */
function paintCard(pen, s, showFace) {
  const { ctx } = pen;
  const { w, h } = s;
  const r = cornerRadius(w, h);
  ctx.save();
  if (showFace) face(pen, s.face, w, h, r);
  else back(pen, w, h, r);
  roundRect(ctx, 0.5, 0.5, w - 1, h - 1, r);
  ctx.lineWidth = s.glow ? 2.5 : 1;
  ctx.strokeStyle = s.glow ? pen.color('glow') : pen.color('card_edge');
  ctx.stroke();
  ctx.restore();
}

function face(pen, face, w, h, r) {
  const { ctx } = pen;
  const ink = pen.color(`tone_${face.tone}`);
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const caption = captionFit(ctx, face, w, h);
  const text = face.text.replace(/^-/, '\u2212'); // a real minus sign reads better than a hyphen
  const big = caption ? h * 0.36 : h * 0.46;
  fitFont(ctx, text, big, w * 0.82, 800);
  ctx.fillText(text, w / 2, caption ? h * 0.44 : h * 0.52);
  if (caption) printCaption(ctx, caption, w, h);
  // Corner index, like a printed card, when there is room for it.
  if (w >= 48) {
    ctx.textAlign = 'left';
    ctx.font = `700 ${Math.round(h * 0.1)}px ${FONT}`;
    ctx.fillText(text, r * 0.8, h * 0.1);
  }
  const art = pen.emblem?.(face);
  if (art) art(ctx, w, h, (k) => pen.color(k));
  if (face.tone === 'gold' || face.tone === 'green') {
    // A thin inner frame marks the special cards even at a glance.
    roundRect(ctx, 3, 3, w - 6, h - 6, r * 0.7);
    ctx.lineWidth = 1;
    ctx.strokeStyle = ink;
    ctx.globalAlpha = 0.45;
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
}

/** The smallest size a card's caption is printed at: smaller, it is a smudge, not words. */
export const CAPTION_LEAST = 7;

/**
 * The caption at the foot of face `face` on a card `w` x `h`, fitted as it is printed: one line,
 * or two on a small card rather than clipped. {lines, size, width (the widest line's), room (the
 * width it may take)}, or null where none is printed: a card too small for one, or too narrow for
 * its words at CAPTION_LEAST (its value and colour say the card). The browser tests of the
 * tables' words measure with it too.
 */
export function captionFit(ctx, face, w, h) {
  if (!face.caption || h < 40) return null;
  const text = t(face.caption);
  const size = Math.max(CAPTION_LEAST, h * 0.115);
  const room = w * 0.88;
  const space = text.indexOf(' ', Math.floor(text.length / 2) - 2);
  const cut = space > 0 ? space : text.lastIndexOf(' ');
  const lines = textWidth(ctx, fontOf(600, size), text) <= room || cut < 0 ? [text] : [text.slice(0, cut), text.slice(cut + 1)];
  const s = Math.min(...lines.map((l) => fitSize(ctx, l, size, room, 600)));
  if (s < CAPTION_LEAST) return null;
  return { lines, size: s, width: Math.max(...lines.map((l) => textWidth(ctx, fontOf(600, s), l))), room };
}

/** A caption at the foot of a face, as fitted (captionFit). */
function printCaption(ctx, { lines, size }, w, h) {
  ctx.font = fontOf(600, size);
  if (lines.length === 1) ctx.fillText(lines[0], w / 2, h * 0.8);
  else lines.forEach((l, i) => ctx.fillText(l, w / 2, h * 0.8 + (i - 0.5) * size * 1.05));
}

function back(pen, w, h, r) {
  const { ctx } = pen;
  const m = Math.max(2, w * 0.08);
  ctx.save();
  roundRect(ctx, m, m, w - 2 * m, h - 2 * m, r * 0.6);
  ctx.fillStyle = pen.color('card_back_2');
  ctx.fill();
  ctx.clip();
  // Diagonal lattice.
  ctx.strokeStyle = pen.color('card_back_line');
  ctx.lineWidth = Math.max(0.6, w * 0.015);
  const step = Math.max(5, w / 6);
  ctx.beginPath();
  for (let d = -h; d < w + h; d += step) {
    ctx.moveTo(d, 0); ctx.lineTo(d + h, h);
    ctx.moveTo(d, h); ctx.lineTo(d + h, 0);
  }
  ctx.stroke();
  ctx.restore();
  // Centre medallion with a little flag on a green.
  const cx = w / 2, cy = h / 2, rad = Math.min(w, h) * 0.22;
  ctx.beginPath();
  ctx.ellipse(cx, cy, rad, rad * 1.15, 0, 0, Math.PI * 2);
  ctx.fillStyle = pen.color('card_back');
  ctx.fill();
  ctx.lineWidth = Math.max(1, w * 0.02);
  ctx.strokeStyle = pen.color('card_back_line');
  ctx.stroke();
  if (rad > 6) {
    ctx.beginPath();
    ctx.moveTo(cx - rad * 0.2, cy + rad * 0.6);
    ctx.lineTo(cx - rad * 0.2, cy - rad * 0.65);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(cx - rad * 0.2, cy - rad * 0.65);
    ctx.lineTo(cx + rad * 0.5, cy - rad * 0.4);
    ctx.lineTo(cx - rad * 0.2, cy - rad * 0.15);
    ctx.closePath();
    ctx.fillStyle = pen.color('card_back_line');
    ctx.fill();
  }
}
