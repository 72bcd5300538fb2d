// @ts-check
// 18 Holes' course as the painter draws it, in world coordinates: the hex map with its terrains
// and textures, marks on hexes, lines of flight, flags, labels and the golfers' balls. Each
// function draws on `pen` (the painter: its context, its colours, its label words).
import { hexPath, offsetCenter } from './hex.js';
import { FONT, fitFont, fitSize, fontOf, textWidth } from './text-fit.js';

/**
 * The course as a few Path2Ds, built once per course and size: one fill per terrain, the grid,
 * and one path per texture (mown stripes, tufts, sand grains, waves, fenced trees, tee
 * markers, the clubhouse), so a frame fills a dozen paths whatever the size of the course.
 */
function mapPaths(pen, m) {
  if (pen.mapCache?.shape === m) return pen.mapCache;
  const key = `${m.x}|${m.y}|${m.size}|${m.col0}|${m.row0}|${m.rows.join('/')}`;
  if (pen.mapCache?.key === key) {
    pen.mapCache.shape = m;
    return pen.mapCache;
  }
  const r = m.size;
  const fills = {};
  const grid = new Path2D();
  const tex = {};
  const path = (name) => (tex[name] ??= new Path2D());
  const dot = (p, x, y, rad) => { p.moveTo(x + rad, y); p.arc(x, y, rad, 0, Math.PI * 2); };
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity }; // the hexes' centres
  m.rows.forEach((row, i) => {
    const rr = m.row0 + i;
    for (let j = 0; j < row.length; j++) {
      const c = row[j];
      if (c === '.') continue;
      const [cx, cy] = offsetCenter(m.col0 + j, rr, r);
      const x = m.x + cx;
      const y = m.y + cy;
      box.x0 = Math.min(box.x0, x); box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x); box.y1 = Math.max(box.y1, y);
      hexPath((fills[c] ??= new Path2D()), x, y, r);
      hexPath(grid, x, y, r);
      switch (c) {
        case 'f':
          if (rr & 1) hexPath(path('stripes'), x, y, r);
          break;
        case 'r':
          for (const [a, b] of [[-0.4, -0.2], [0.3, -0.4], [0.1, 0.35], [-0.35, 0.45], [0.5, 0.15]]) {
            path('tufts').moveTo(x + a * r, y + b * r + 3);
            path('tufts').lineTo(x + a * r + 1.5, y + b * r - 2);
          }
          break;
        case 'b':
          for (const [a, b] of [[-0.4, -0.1], [0.2, -0.45], [0.35, 0.2], [-0.1, 0.4], [0, 0], [-0.45, 0.35], [0.5, -0.1]]) dot(path('grains'), x + a * r, y + b * r, 1.3);
          break;
        case 'l':
        case 'w':
          if (c === 'l') hexPath(path('rims'), x, y, r - 1.5);
          for (const dy of [-0.25, 0.2]) {
            const p = path('waves');
            p.moveTo(x - 0.45 * r, y + dy * r);
            p.quadraticCurveTo(x - 0.22 * r, y + (dy - 0.15) * r, x, y + dy * r);
            p.quadraticCurveTo(x + 0.22 * r, y + (dy + 0.15) * r, x + 0.45 * r, y + dy * r);
          }
          break;
        case 't':
          // A fenced stand of trees: three canopies inside a dashed fence.
          for (const [a, b, k] of [[-0.3, 0.15, 0.38], [0.28, 0.12, 0.36], [0, -0.28, 0.42]]) dot(path('canopies'), x + a * r, y + b * r, k * r);
          hexPath(path('fences'), x, y, r * 0.88);
          break;
        case 'T':
          for (const a of [-0.45, 0.45]) dot(path('markers'), x + a * r, y + 0.45 * r, 2);
          break;
        case 'h': {
          const p = path('houses');
          p.moveTo(x - 0.5 * r, y - 0.05 * r);
          p.lineTo(x, y - 0.5 * r);
          p.lineTo(x + 0.5 * r, y - 0.05 * r);
          p.closePath();
          p.rect(x - 0.35 * r, y - 0.05 * r, 0.7 * r, 0.5 * r);
          break;
        }
        default:
          break;
      }
    }
  });
  // A hex reaches its radius from its centre, and its grid line a little past it.
  const bounds = box.x0 > box.x1 ? { x: m.x, y: m.y, w: 0, h: 0 } : { x: box.x0 - r - 1, y: box.y0 - r - 1, w: box.x1 - box.x0 + 2 * r + 2, h: box.y1 - box.y0 + 2 * r + 2 };
  pen.mapCache = { shape: m, key, fills, grid, tex, bounds };
  return pen.mapCache;
}

/** The key the course's paths were built for (the same key, the same terrain), and the room they take. */
export function mapRoom(pen, m) {
  const { key, bounds } = mapPaths(pen, m);
  return { key, bounds };
}

export function map(pen, m) {
  const { ctx } = pen;
  const { fills, grid, tex } = mapPaths(pen, m);
  const fill = { f: 'fairway', r: 'rough', b: 'sand', w: 'water', l: 'water', t: 'rough', G: 'green_turf', T: 'tee', h: 'clubhouse' };
  for (const [c, p] of Object.entries(fills)) {
    ctx.fillStyle = pen.color(fill[c] ?? 'rough');
    ctx.fill(p);
  }
  // [texture, 'fill' | 'stroke', colour, alpha, line width, dashed]
  /** @type {[string, string, string, number, number?, boolean?][]} */
  const looks = [
    ['stripes', 'fill', 'fairway_2', 0.22], ['tufts', 'stroke', 'fairway_2', 0.5, 1.2],
    ['grains', 'fill', 'hill', 0.5], ['rims', 'stroke', 'fairway', 1, 3], ['waves', 'stroke', '#ffffff', 0.55, 1.3],
    ['canopies', 'fill', 'trees', 1], ['fences', 'stroke', 'tree_fence', 1, 1.5, true],
    ['markers', 'fill', '#ffffff', 1], ['houses', 'fill', 'ink', 0.75],
  ];
  for (const [name, how, colour, alpha, width = 1, dashed = false] of looks) {
    if (!tex[name]) continue;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.lineWidth = width;
    if (dashed) ctx.setLineDash([3, 2]);
    if (how === 'fill') {
      ctx.fillStyle = pen.color(colour);
      ctx.fill(tex[name]);
    } else {
      ctx.strokeStyle = pen.color(colour);
      ctx.stroke(tex[name]);
    }
    ctx.restore();
  }
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = pen.color('hex_line');
  ctx.stroke(grid);
}

export function hexMark(pen, h) {
  const { ctx } = pen;
  const p = new Path2D();
  hexPath(p, h.x, h.y, h.size);
  ctx.save();
  ctx.globalAlpha = Math.max(0, Math.min(1, h.alpha / 100));
  ctx.fillStyle = pen.color(h.fill);
  ctx.fill(p);
  ctx.restore();
  if (h.stroke) {
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = pen.color(h.stroke);
    ctx.stroke(p);
  }
}

export function line(pen, l) {
  const { ctx } = pen;
  if (l.pts.length < 2) return;
  ctx.save();
  ctx.beginPath();
  l.pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  if (l.dash) ctx.setLineDash([7, 5]);
  ctx.lineCap = 'round';
  if (!l.faint) { // a faint line (the designer's free places) has no dark edge
    ctx.lineWidth = l.width + 2;
    ctx.strokeStyle = 'rgba(0,0,0,0.45)';
    ctx.stroke();
  }
  ctx.lineWidth = l.width;
  ctx.strokeStyle = pen.color(l.color);
  ctx.stroke();
  ctx.restore();
}

export function flag(pen, f) {
  const { ctx } = pen;
  const r = f.size;
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.6)';
  ctx.beginPath();
  ctx.ellipse(f.x, f.y + 0.35 * r, 0.22 * r, 0.1 * r, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = pen.color('ink');
  ctx.lineWidth = 1.6;
  ctx.beginPath();
  ctx.moveTo(f.x, f.y + 0.35 * r);
  ctx.lineTo(f.x, f.y - 0.95 * r);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(f.x, f.y - 0.95 * r);
  ctx.lineTo(f.x + 0.85 * r, f.y - 0.7 * r);
  ctx.lineTo(f.x, f.y - 0.42 * r);
  ctx.closePath();
  ctx.fillStyle = pen.color(f.current ? 'flag_current' : 'flag');
  ctx.fill();
  ctx.fillStyle = f.current ? '#fff' : '#222';
  ctx.font = `800 ${Math.round(0.34 * r)}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(f.hole), f.x + 0.3 * r, f.y - 0.69 * r);
  ctx.restore();
}

export function worldText(pen, s) {
  const { ctx } = pen;
  const text = pen.label(s.label);
  fitFont(ctx, text, s.size, s.max_w, s.bold ? 700 : 500);
  ctx.textAlign = s.align;
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(0,0,0,0.5)';
  ctx.strokeText(text, s.x, s.y);
  ctx.fillStyle = pen.color(s.color);
  ctx.fillText(text, s.x, s.y);
}

/** A golfer's ball at (x, y): its place, or a point of its flight while that is animated. */
export function disc(pen, d, x, y) {
  const { ctx } = pen;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 4;
  ctx.beginPath();
  ctx.arc(x, y, d.r, 0, Math.PI * 2);
  ctx.fillStyle = pen.color(d.fill);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = pen.color('ball_edge');
  ctx.stroke();
  ctx.fillStyle = '#111';
  ctx.font = `800 ${Math.round(d.r * 1.1)}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(d.text, x, y + 0.5);
  ctx.restore();
}

// ---------- the room each shape takes, in world units (the painter paints again only what changed) ----------

export const hexBox = (h) => ({ x: h.x - h.size - 1, y: h.y - h.size - 1, w: 2 * h.size + 2, h: 2 * h.size + 2 });

export function lineBox(l) {
  const xs = l.pts.map((p) => p[0]), ys = l.pts.map((p) => p[1]);
  const m = (l.width + 2) / 2 + 1;
  const x = Math.min(...xs) - m, y = Math.min(...ys) - m;
  return { x, y, w: Math.max(...xs) + m - x, h: Math.max(...ys) + m - y };
}

export const flagBox = (f) => ({ x: f.x - 0.3 * f.size - 2, y: f.y - f.size - 2, w: 1.2 * f.size + 4, h: 1.5 * f.size + 4 });

/** A label's room: its fitted width on the side its alignment grows, and a line's height. */
export function worldTextBox(pen, s) {
  const text = pen.label(s.label);
  const weight = s.bold ? 700 : 500;
  const size = fitSize(pen.ctx, text, s.size, s.max_w, weight);
  const w = textWidth(pen.ctx, fontOf(weight, size), text) + 3;
  const x = s.align === 'center' ? s.x - w / 2 : s.align === 'right' ? s.x - w : s.x - 1.5;
  return { x, y: s.y - 0.8 * size - 1.5, w, h: 1.6 * size + 3 };
}

export const discBox = (d, x, y) => ({ x: x - d.r - 1, y: y - d.r - 1, w: 2 * d.r + 2, h: 2 * d.r + 2 });
