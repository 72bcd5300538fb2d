// @ts-check
// A playing card as the painter draws it: its face (value, caption, corner index, a game's own
// art) or its back, at any width, so a flip narrows it to nothing and widens it again.
import { t } from './i18n.js';
import { FONT, fitFont, textWidth } from './text-fit.js';

/** A rounded rectangle path, the radius kept inside the rectangle. */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.max(0, Math.min(r, w / 2, h / 2)));
}

/**
 * The ring of a focused, hovered or marked move: a dark edge under the colour, readable on any
 * felt; `dashed` (a lesson's mark) stands apart from the focus ring it may sit inside.
 */
/** How far a ring reaches outside its rect, in its layer's units. */
export const ringReach = (width, dashed) => (dashed ? 6 : 4) + (width + 2) / 2 + 1;

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
 * Card `s` on the table at (x, y), drawn on the table's own context: its shadow copied from the
 * one drawn for its size (cardBase), its face's words and marks drawn there. The painter paints
 * a card only when the room it is in changed; making an image of it on a canvas of its own
 * would cost several times more (a new canvas sets up its fonts anew): that is for a card in
 * flight (cardImage).
 */
export function drawCard(pen, s, x, y, showFace) {
  const { ctx } = pen;
  const pad = cardPad(s);
  const base = cardBase(pen, s, showFace);
  ctx.save();
  ctx.translate(x, y);
  ctx.drawImage(base, -pad, -pad, s.w + 2 * pad, s.h + 2 * pad);
  paintCard(pen, s, showFace);
  ctx.restore();
}

// Cards in flight drawn once each, as images: a card may fly again, and its image is copied
// (or flown itself) instead of drawing its face, fitting its words and its shadow again.
const images = new Map(); // what a card looks like -> {image, pad}
const IMAGES_KEPT = 300;
// A face's words as a key, worked out once per face object (a scene's faces live through all
// the frames that draw it), not in every frame.
const faceKeys = new WeakMap();
const faceKey = (face) => {
  let key = faceKeys.get(face);
  if (key == null) faceKeys.set(face, (key = JSON.stringify(face)));
  return key;
};

/** The room a card's image keeps around it for its shadow or glow. */
export const cardPad = (s) => Math.ceil(s.glow ? Math.max(8, s.w * 0.25) + 2 : 7);

/** Card `s` as an image at the screen's pixel density, with room around it for its shadow. */
export function cardImage(pen, s, showFace) {
  const dpr = pen.dpr || 1;
  const key = `${showFace ? faceKey(s.face) : 'back'}|${s.w}|${s.h}|${s.glow ? 1 : 0}|${dpr}|${pen.look}`;
  let found = images.get(key);
  if (found) {
    images.delete(key); // kept most recently used last
    images.set(key, found);
    return found;
  }
  const pad = cardPad(s);
  const image = document.createElement('canvas');
  image.width = Math.ceil((s.w + 2 * pad) * dpr);
  image.height = Math.ceil((s.h + 2 * pad) * dpr);
  const ctx = image.getContext('2d');
  ctx.drawImage(cardBase(pen, s, showFace), 0, 0);
  ctx.setTransform(dpr, 0, 0, dpr, pad * dpr, pad * dpr);
  paintCard(Object.create(pen, { ctx: { value: ctx } }), s, showFace);
  found = { image, pad };
  images.set(key, found);
  if (images.size > IMAGES_KEPT) images.delete(images.keys().next().value);
  return found;
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
  let base = bases.get(key);
  if (base) return base;
  const pad = cardPad(s);
  base = document.createElement('canvas');
  base.width = Math.ceil((s.w + 2 * pad) * dpr);
  base.height = Math.ceil((s.h + 2 * pad) * dpr);
  const ctx = base.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, pad * dpr, pad * dpr);
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
  bases.set(key, base);
  if (bases.size > BASES_KEPT) bases.delete(bases.keys().next().value);
  return base;
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
  const caption = face.caption ? t(face.caption) : '';
  const text = face.text.replace(/^-/, '\u2212'); // a real minus sign reads better than a hyphen
  const big = caption && h >= 40 ? h * 0.36 : h * 0.46;
  fitFont(ctx, text, big, w * 0.82, 800);
  ctx.fillText(text, w / 2, caption && h >= 40 ? h * 0.44 : h * 0.52);
  if (caption && h >= 40) printCaption(pen, caption, w, h);
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

/** A caption at the foot of a face; two lines on a small card rather than clipped. */
function printCaption(pen, text, w, h) {
  const { ctx } = pen;
  const size = Math.max(7, h * 0.115);
  const space = text.indexOf(' ', Math.floor(text.length / 2) - 2);
  const cut = space > 0 ? space : text.lastIndexOf(' ');
  if (textWidth(ctx, `600 ${size}px ${FONT}`, text) <= w * 0.88 || cut < 0) {
    fitFont(ctx, text, size, w * 0.88, 600);
    ctx.fillText(text, w / 2, h * 0.8);
    return;
  }
  const lines = [text.slice(0, cut), text.slice(cut + 1)];
  const s = Math.min(...lines.map((l) => fitFont(ctx, l, size, w * 0.88, 600)));
  ctx.font = `600 ${s}px ${FONT}`;
  lines.forEach((l, i) => ctx.fillText(l, w / 2, h * 0.8 + (i - 0.5) * s * 1.05));
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
