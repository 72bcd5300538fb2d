// @ts-check
// 18 Holes' course as the painter draws it, in world coordinates: the hex map with its terrains
// and textures, marks on hexes, lines of flight, flags, labels and the golfers' balls. Each
// function draws on `pen` (the painter: its context, its colours, its label words). The course
// is listed for the painter as items (worldItems), and its balls fly over it (flyBalls).
import { hexPath, offsetCenter } from './hex.js';
import { FONT, fitFont, fitSize, fontOf, textWidth } from './text-fit.js';
import { grow, lookOf, within } from './paint-rooms.js';
import { ring, ringReach } from './card-art.js';
import { EASE_OUT, flight } from './paint.js';

const ROUTE_MS_PER_HEX = 110; // a ball's flight along its path

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
          // Mown stripes: two light bands across each hex, which run on from hex to hex along a row.
          for (const dy of [-0.35, 0.35]) path('stripes').rect(x - 0.87 * r, y + (dy - 0.14) * r, 1.74 * r, 0.28 * r);
          break;
        case 'r':
          // Tufts of long grass: three blades from a root, six tufts a hex.
          for (const [a, b] of [[-0.45, -0.2], [0.05, -0.45], [0.45, -0.15], [-0.2, 0.3], [0.3, 0.4], [-0.55, 0.55]]) {
            const p = path('tufts');
            const [bx, by] = [x + a * r, y + b * r + 0.12 * r];
            for (const [tx, ty] of [[-0.13, -0.2], [0, -0.26], [0.13, -0.2]]) {
              p.moveTo(bx, by);
              p.lineTo(bx + tx * r, by + ty * r);
            }
          }
          break;
        case 'G':
          // The green's fringe: a ring inside its edge, so it reads apart from a fairway by more
          // than its shade.
          hexPath(path('fringes'), x, y, r * 0.72);
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
    ['stripes', 'fill', 'fairway_2', 1], ['tufts', 'stroke', 'trees', 0.85, 1.3], ['fringes', 'stroke', '#ffffff', 0.45, 1.5],
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

// ---------- the course as the painter's items, and its balls in flight ----------

/** Where the camera looks, as a key: a pan or a zoom changes every item's look and lands balls. */
function viewKey(pen) {
  const v = pen.camera.view;
  return v ? `${v.s}|${v.x}|${v.y}` : '';
}

/**
 * The course's items for the painter (paint.js): `add(look, box, draw)`, the box on screen,
 * clipped to the course's room; nothing off screen. A ball in flight is listed once it lands.
 */
export function worldItems(pen, add) {
  const w = pen.world;
  const { s } = pen.camera.view;
  const view = viewKey(pen);
  watchPointer(pen);
  const put = (look, box, draw, margin = 0) => {
    const b = within(grow(pen.camera.toScreen(box), margin), w.at);
    if (b.w > 0 && b.h > 0) add(`${view}|${look}`, b, draw);
  };
  const label = (sh) => pen.sized(sh, () => ({ box: worldTextBox(pen, sh) })).box;
  // Ground first (the map, marks on hexes, lines of flight), then the preview's shading and
  // flight, then what stands on the ground over both: flags, tee numbers, tokens, the golfers.
  // The planner's shading never hides a flag, a tee or a golfer.
  const ground = (sh, pre) => {
    if (sh.k === 'map') {
      const { key, bounds } = mapPaths(pen, sh);
      put(`map|${key}`, bounds, () => map(pen, sh));
    } else if (sh.k === 'hex') put(`${pre}${lookOf(sh)}`, hexBox(sh), () => hexMark(pen, sh));
    else if (sh.k === 'line') put(`${pre}${lookOf(sh)}`, lineBox(sh), () => line(pen, sh));
  };
  const standing = (sh, pre) => {
    if (sh.k === 'flag') put(lookOf(sh), flagBox(sh), () => flag(pen, sh));
    else if (sh.k === 'text') put(`${pre}${lookOf(sh)}`, label(sh), () => worldText(pen, sh), 3);
    else if (sh.k === 'rect') put(`${pre}${lookOf(sh)}`, grow(sh, 1), () => pen.rect(sh)); // score tokens on greens, a chance's tag
  };
  const active = pen.previewHit ?? w.preview;
  const preview = w.previews.find((pv) => pv.hit === active)?.shapes ?? [];
  for (const sh of w.shapes) ground(sh, '');
  for (const sh of preview) if (!sh.tip) ground(sh, 'preview|');
  for (const sh of w.shapes) standing(sh, '');
  for (const sh of preview) if (!sh.tip) standing(sh, 'preview|');
  // A ball's shadow's blur is a few screen pixels whatever the zoom.
  for (const d of w.shapes) if (d.k === 'disc' && !pen.balls.has(d.id)) put(lookOf(d), discBox(d, d.x, d.y), () => disc(pen, d, d.x, d.y), 6);
  // The chance of the shaded hex pointed at (or of the move on the course that has the focus).
  const at = pointedHex(pen, preview) ?? (pen.focus?.world ? shadedAt(preview, pen.focus.x + pen.focus.w / 2, pen.focus.y + pen.focus.h / 2) : null);
  if (at) for (const sh of preview) if (sh.tip === at) standing(sh, 'tip|');
  const rings = [[pen.mark, 'glow', 3 / s, true], [pen.hover !== pen.focus && pen.hover, 'accent', 2 / s, false], [pen.focus, 'focus', 3 / s, false]];
  for (const [rect, token, width, dashed] of rings) {
    if (rect?.world) put(`ring|${token}|${dashed}|${lookOf(rect)}`, grow(rect, ringReach(width, dashed)), () => ring(pen, rect, token, width, dashed));
  }
}

// ---------- the planner's chance for the hex pointed at ----------

/** The `tip` of the shaded hex of `shapes` holding world point (x, y), or null. */
function shadedAt(shapes, x, y) {
  for (const sh of shapes) {
    const t = sh.tip;
    if (!t) continue;
    // Inside a pointy-top hex of radius t[2] around (t[0], t[1]).
    const dx = Math.abs(x - t[0]), dy = Math.abs(y - t[1]);
    if (dx <= (t[2] * Math.sqrt(3)) / 2 && dy <= t[2] - dx / Math.sqrt(3)) return t;
  }
  return null;
}

/** The shaded hex under the mouse, or last tapped, while it is on the course. */
function pointedHex(pen, shapes) {
  const p = pen.pointed;
  if (!p || !pen.camera.inWorld(p[0], p[1])) return null;
  const [x, y] = pen.camera.toWorld(p[0], p[1]);
  return shadedAt(shapes, x, y);
}

const watched = new WeakSet();

/**
 * Follows where the mouse points on the course (and where a finger last tapped it), for the
 * planner's chance of the hex under it; a frame is asked for when that hex changes.
 */
function watchPointer(pen) {
  const c = pen.canvas;
  if (watched.has(c)) return;
  watched.add(c);
  const point = (p) => {
    const before = tipNow(pen);
    pen.pointed = p;
    if (tipNow(pen) !== before) pen.request();
  };
  const at = (ev) => {
    const r = c.getBoundingClientRect();
    return [ev.clientX - r.left, ev.clientY - r.top];
  };
  c.addEventListener('pointermove', (ev) => { if (ev.pointerType === 'mouse') point(at(ev)); });
  c.addEventListener('pointerup', (ev) => { if (ev.pointerType !== 'mouse') point(at(ev)); });
  c.addEventListener('pointerleave', (ev) => { if (ev.pointerType === 'mouse') point(null); });
}

/** The tip shown now for the pointer, or null. */
function tipNow(pen) {
  const w = pen.world;
  if (!w || !pen.camera.view) return null;
  const active = pen.previewHit ?? w.preview;
  return pointedHex(pen, w.previews.find((pv) => pv.hit === active)?.shapes ?? []);
}

/** A new scene's course: the balls it brings flights for, to set off with the next frame. */
export function flightsOf(pen, w) {
  for (const d of w.shapes) if (d.k === 'disc' && d.route?.length > 1) pen.routes.set(d.id, d.route);
}

/**
 * Before a frame: lands the balls in flight if the course was panned or zoomed under them, and
 * sets off the balls whose flights the last scene brought, over the course in its room.
 */
export function flyBalls(pen) {
  const view = viewKey(pen);
  if (pen.balls.size && view !== pen.ballView) for (const b of [...pen.balls.values()]) b.land();
  const stage = pen.canvas.parentElement;
  if (!pen.routes.size || !pen.camera.view || !stage) return pen.routes.clear();
  const w = pen.world;
  if (!pen.ballLayer) {
    pen.ballLayer = document.createElement('div');
    pen.ballLayer.className = 'ball-layer';
    pen.ballLayer.setAttribute('aria-hidden', 'true');
  }
  if (pen.ballLayer.parentElement !== stage) stage.append(pen.ballLayer);
  Object.assign(pen.ballLayer.style, { left: `${w.at.x}px`, top: `${w.at.y}px`, width: `${w.at.w}px`, height: `${w.at.h}px` });
  pen.ballView = view;
  for (const d of w.shapes) {
    const route = d.k === 'disc' && pen.routes.get(d.id);
    if (!route) continue;
    pen.balls.set(d.id, flyBall(pen, pen.ballLayer, d, route, () => {
      pen.balls.delete(d.id);
      pen.request();
    }));
  }
  pen.routes.clear();
}

/**
 * A golfer's ball flying along its route (world points), on a small canvas of its own over the
 * course, moved by the browser's compositor as a card in flight is: no frame of its flight
 * paints the course again. `layer` is the course's room on the stage (it clips the ball as the
 * course is clipped); `done` is called once it has landed.
 */
function flyBall(pen, layer, d, route, done) {
  const { s, x: left, y: top } = pen.camera.view;
  const dpr = pen.dpr || 1;
  const m = d.r + 8 / s; // the ball and its shadow's blur, a few screen pixels
  const c = document.createElement('canvas');
  c.className = 'flying';
  c.setAttribute('aria-hidden', 'true');
  c.width = c.height = Math.ceil(2 * m * s * dpr);
  Object.assign(c.style, { left: '0px', top: '0px', width: `${2 * m * s}px`, height: `${2 * m * s}px` });
  const ctx = c.getContext('2d');
  ctx.setTransform(dpr * s, 0, 0, dpr * s, 0, 0);
  disc(Object.create(pen, { ctx: { value: ctx } }), d, m, m);
  // Each point of the route at its share of the way: the easing runs along the whole flight.
  const lengths = route.map((p, i) => (i ? Math.hypot(p[0] - route[i - 1][0], p[1] - route[i - 1][1]) : 0));
  const total = lengths.reduce((a, b) => a + b, 0) || 1;
  let gone = 0;
  const frames = route.map(([x, y], i) => {
    gone += lengths[i];
    return { transform: `translate(${(x - m - left) * s}px, ${(y - m - top) * s}px)`, offset: i === route.length - 1 ? 1 : gone / total };
  });
  const ms = Math.min(1400, Math.max(350, ROUTE_MS_PER_HEX * route.length));
  layer.append(c);
  return flight(c, [c.animate(frames, { duration: ms, easing: EASE_OUT, fill: 'both' })], done);
}
