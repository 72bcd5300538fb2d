// @ts-check
// 18 Holes' course layer, the part of the table the page pans and zooms: the terrain, each
// hole's flag and tee, score tokens, the last flight, the moves that aim at a hex, and the
// golfers on top.
import {
  Draw, Label, R, SQRT3, Text, ball, distance, flightShapes, fromOffset, hexCenter, hexOrder, hexShape,
  isChaos, menu, px, rect, rectOut, sameHex,
} from './holes18-table-kit.js';

/**
 * `items` grouped by hex: hexes in the engine's order (q, then r), each group keeping its
 * items' order. A stable sort then runs of equal hexes give exactly that.
 */
function groupByHex(items, hexOf) {
  const sorted = [...items].sort((a, b) => hexOrder(hexOf(a), hexOf(b)));
  const groups = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last && sameHex(last[0], hexOf(item))) last[1].push(item);
    else groups.push([hexOf(item), [item]]);
  }
  return groups;
}

/** A point in whole pixels, as the engine rounds a route. */
const roundPt = ([x, y]) => [px(x), px(y)];

/**
 * The course layer: map, flags, tees, the last flight, golfers, and the aimed moves.
 * `aims` are the panel's moves that point at a hex ({hex, action, label, preview});
 * `previews` holds the panel's previews (its hits come first, `firstHit` of them); the
 * course's are added after them.
 */
export function world(cx, at, aims, firstHit, previews) {
  const { shape: mapShape, bounds } = map(cx.table.map);
  const d = new Draw();
  d.shapes.push(mapShape);
  greens(d, cx);
  const routes = lastFlights(d, cx.table.events ?? [], cx.view.positions.length);
  const aimed = aims.map((a) => a.hex);
  aimedMoves(d, cx, aims, firstHit, previews);
  golfers(d, cx, routes);
  const marks = landmarks(cx, d.shapes);
  for (const pv of previews) pv.shapes = [...pv.shapes, ...tipShapes(pv.shapes, marks)];
  // What a player sees before pointing at anything: the first move's odds.
  const first = previews[0];
  // The hole, the golfers and the moves' targets framed: not every landing the first move's odds
  // shade, which on a phone made hexes smaller than a finger (they stay on the map around it).
  const out = {
    at: rectOut(at),
    bounds: rectOut(bounds),
    focus: framed(focus(cx, [...cx.view.positions, ...cx.ms.spare, ...aimed]), at, bounds),
    key: `hole-${cx.hole()}`,
    shapes: d.shapes,
    hits: d.hits,
    previews,
  };
  if (first) out.preview = first.hit;
  return out;
}

/** The course's bounds in world pixels (the map's rows with a margin). */
export const courseBounds = (cx) => map(cx.table.map).bounds;

/**
 * The boxes no planner label may cover, in world pixels: each flag, each tee (its hex, its
 * markers and its number), each golfer, and the score tokens and words on the greens.
 */
function landmarks(cx, shapes) {
  const out = [];
  for (const sh of shapes) {
    if (sh.k === 'flag') out.push(rect(sh.x - 0.3 * sh.size - 2, sh.y - sh.size - 2, 1.2 * sh.size + 4, 1.5 * sh.size + 4));
    else if (sh.k === 'disc') out.push(rect(sh.x - sh.r - 2, sh.y - sh.r - 2, 2 * sh.r + 4, 2 * sh.r + 4));
    else if (sh.k === 'rect') out.push(sh.at);
    else if (sh.k === 'text') out.push(rect(sh.x - sh.max_w / 2, sh.y - sh.size, sh.max_w, 2 * sh.size));
  }
  const { col0, row0, rows } = cx.table.map;
  rows.forEach((row, i) => {
    for (let j = 0; j < row.length; j++) {
      if (row[j] !== 'T') continue;
      const [x, y] = hexCenter(fromOffset(col0 + j, row0 + i));
      out.push(rect(x - (R * SQRT3) / 2, y - R, R * SQRT3, R * 2));
    }
  });
  for (const hole of cx.holes) {
    const [x, y] = hexCenter(hole.tee);
    out.push(rect(x - (R * SQRT3) / 2, y - R, R * SQRT3, R * 2));
  }
  return out;
}

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Each shaded hex's chance as a label the painter shows only while that hex is pointed at
 * (course-art.js): a dark tag beside the hex, on the first side where it covers no flag, tee or
 * golfer (`marks`). Its shapes carry `tip`, the hex's centre and radius.
 */
function tipShapes(shapes, marks) {
  const out = [];
  const w = R * 2.2;
  const h = R * 1.1;
  // Above first (a finger on the hex hides what is under it), then below, the sides, further out.
  const sides = [[0, -1.55], [0, 1.55], [1.95, 0], [-1.95, 0], [1.5, -1.4], [-1.5, -1.4], [1.5, 1.4], [-1.5, 1.4],
    [0, -2.6], [0, 2.6], [2.9, 0], [-2.9, 0]];
  for (const sh of shapes) {
    if (sh.chance == null) continue;
    let at = null;
    for (const [dx, dy] of sides) {
      const box = rect(sh.x + dx * R - w / 2, sh.y + dy * R - h / 2, w, h);
      if (!marks.some((m) => meets(m, box))) {
        at = box;
        break;
      }
    }
    if (!at) continue; // hemmed in on every side: the shading says enough
    const tip = [sh.x, sh.y, R];
    out.push({ k: 'rect', at: rectOut(at), radius: px(h / 2), fill: 'on_plan', stroke: 'plan', tip });
    const [tx, ty] = [at.x + w / 2, at.y + h / 2];
    out.push({ ...new Text(tx, ty, R * 0.7, Label.key('h18_chance').arg('n', sh.chance), w - 6).color('plan').bold(true).shape(), tip });
  }
  return out;
}

/** The terrain shape from the table's map rows, and the world's bounds around it. */
function map({ col0, row0, rows }) {
  const row1 = rows.length ? row0 + rows.length - 1 : row0;
  const col1 = rows.length ? col0 + rows[0].length - 1 : col0;
  const shape = { k: 'map', x: 0, y: 0, size: R, col0, row0, rows };
  const [x0, y0] = hexCenter(fromOffset(col0, row0));
  const bounds = rect(
    x0 - R * SQRT3,
    y0 - R * 1.2,
    (col1 - col0 + 2) * R * SQRT3,
    (row1 - row0) * R * 1.5 + R * 2.4,
  );
  return { shape, bounds };
}

/**
 * Each hole's flag (the one in play marked), the viewer's target green, the Solo Chaos
 * opponents aiming at it, its score tokens, and its tee's number and par.
 */
function greens(d, cx) {
  const current = cx.hole();
  const ms = cx.ms;
  const mode = cx.view.config.mode;
  const chaos = isChaos(mode);
  const mine = cx.viewer !== null ? ms.targets[cx.viewer] ?? null : null;
  const solo = ms.solo ? ms.solo.opp_targets ?? [] : [];
  cx.holes.forEach((hole, i) => {
    const [gx, gy] = hexCenter(hole.green);
    const pot = ms.pots[i] ?? [];
    // Kelly Golf: a claimed green loses its flag.
    if (!(mode === 'kelly_golf' && pot.length === 0)) {
      d.shapes.push({
        k: 'flag', x: px(gx), y: px(gy), size: R, hole: i + 1,
        current: cx.view.phase !== 'over' && (chaos ? pot.length > 0 : i === current),
      });
    }
    if (mine === i) d.shapes.push(hexShape(gx, gy, R * 1.05, 'plan', 40, 'plan_edge'));
    // Solo: the opponents aiming at this green, by number.
    const aiming = [];
    solo.forEach((t, o) => {
      if (t.length && t[t.length - 1] === i) aiming.push(`O${o + 1}`);
    });
    if (aiming.length) {
      d.text(new Text(gx + R * 0.9, gy - R * 0.75, R * 0.45, Label.text(aiming.join(' ')), R * 2)
        .color('on_token').bold(true));
    }
    // Score tokens (Skins, Chaos Golf) sit by the flag.
    if (mode !== 'kelly_golf') {
      pot.forEach((v, k) => {
        const tx = gx - R * 0.9 + k * R * 0.55;
        const ty = gy + R * 0.55;
        d.rect(rect(tx - R * 0.3, ty - R * 0.3, R * 0.6, R * 0.6), R * 0.3, 'token', 'ball_edge');
        d.text(new Text(tx, ty, R * 0.42, Label.text(v), R * 0.6).color('on_token').bold(true));
      });
    }
    const [tx, ty] = hexCenter(hole.tee);
    d.text(new Text(tx, ty + R * 0.05, R * 0.5, Label.text(`${i + 1}\u00b7${hole.par}`), R * 1.5)
      .color('on_tee').bold(true));
  });
}

/**
 * The last flights as dashed lines (the ball then travels along them). Returns each seat's
 * route: a later flight or move of the same seat replaces an earlier one.
 */
function lastFlights(d, events, seats) {
  const routes = Array.from({ length: seats }, () => []);
  for (const e of events) {
    if (e.kind === 'flew') {
      d.shapes.push(flightShapes(e.from, e.path, e.seat, e.landing)[0]);
      const pts = [e.from, ...e.path].map(hexCenter);
      if (e.landing === 'out') pts.push(hexCenter(e.from));
      if (e.seat < seats) routes[e.seat] = pts.map(roundPt);
    } else if (e.kind === 'moved') {
      if (e.seat < seats) routes[e.seat] = [hexCenter(e.from), hexCenter(e.to)].map(roundPt);
    }
  }
  return routes;
}

/** A Shoot action (choosing a card's flight). */
const isShoot = (a) => a !== null && typeof a === 'object' && 'shoot' in a;

/**
 * Aimed moves: one hit per hex; several moves on one hex open a menu. Each hit's preview (a
 * flight, the odds) is numbered after the `firstHit` hits of the panel.
 */
function aimedMoves(d, cx, aims, firstHit, previews) {
  for (const [hex, group] of groupByHex(aims, (a) => a.hex)) {
    let list = group;
    const [x, y] = hexCenter(hex);
    // The hex's own box: a course zoomed out to 0.7 still gives a finger 24 px.
    const box = rect(x - (R * SQRT3) / 2, y - R, R * SQRT3, R * 2);
    d.shapes.push(hexShape(x, y, R * 0.86, 'target', 35, 'target_edge'));
    // Every card landing on one hex ends the same way: one hit for them all.
    if (list.every((a) => isShoot(a.action))) list = list.slice(0, 1);
    const withPreview = list.find((a) => a.preview.length > 0);
    let action;
    let label;
    if (list.length === 1) {
      ({ action, label } = list[0]);
    } else {
      action = menu(list.map((a) => [a.action, a.label]));
      label = cx.hexLabel('h18_hit_menu', hex).arg('n', list.length);
      // Hexes alike (the same ground as far from the green) are told apart by where they lie.
      const ball = cx.viewer !== null ? cx.view.positions[cx.viewer] : null;
      if (ball) label = label.arg('far', distance(ball, hex)).arg('toward', bearing(ball, hex));
    }
    if (withPreview) previews.push({ hit: firstHit + d.hits.length, shapes: withPreview.preview });
    d.hit(box, action, label, null);
  }
}

/** Which of twelve compass points hex `to` lies towards from `from`: 0 east, 3 north, 6 west, 9 south. */
export function bearing(from, to) {
  const [ax, ay] = hexCenter(from);
  const [bx, by] = hexCenter(to);
  const deg = (Math.atan2(ay - by, bx - ax) * 180) / Math.PI;
  return ((Math.round(deg / 30) % 12) + 12) % 12;
}

/**
 * Golfers last, on top; several on one hex sit side by side. In Chaos Teams each team's other
 * golfer is a smaller ball of the team's colour.
 */
function golfers(d, cx, routes) {
  const seats = cx.view.positions.map((h, s) => [s, h]);
  for (const [h, group] of groupByHex(seats, (s) => s[1])) {
    const [x, y] = hexCenter(h);
    const k = group.length;
    group.forEach(([s], i) => {
      const off = k > 1 ? (i - (k - 1) / 2) * R * 0.5 : 0;
      const disc = {
        k: 'disc', id: `g${s}`, x: px(x + off), y: px(y + (k > 1 ? R * 0.15 : 0)),
        r: px(k > 1 ? R * 0.36 : R * 0.48), fill: ball(s), text: String(s + 1),
      };
      const route = routes[s] ?? [];
      routes[s] = [];
      if (route.length) disc.route = route;
      d.shapes.push(disc);
    });
  }
  cx.ms.spare.forEach((h, s) => {
    const [x, y] = hexCenter(h);
    d.shapes.push({
      k: 'disc', id: `g${s}s`, x: px(x + R * 0.35), y: px(y + R * 0.3), r: px(R * 0.32),
      fill: ball(s), text: String(s + 1),
    });
  });
}

/** A float cast to i32 as Rust's `as` does: NaN is 0, out of range saturates. */
function asI32(v) {
  if (Number.isNaN(v)) return 0;
  return Math.max(-2147483648, Math.min(2147483647, Math.trunc(v)));
}

/** A Rect serialized as the engine does, even for the unbounded frame of nothing. */
function rectOutSat(r) {
  const x = px(r.x);
  const y = px(r.y);
  return { x: asI32(x), y: asI32(y), w: asI32(px(r.x + r.w) - x), h: asI32(px(r.y + r.h) - y) };
}

/**
 * What to frame first: the hole being played (its tee and green; in the chaos modes every
 * green still worth something), and around it the `hexes` (the golfers, the hexes the viewer's
 * moves aim at) and world `points` (the planner's first shading).
 */
export function focus(cx, hexes = [], points = []) {
  const ms = cx.ms;
  const holes = cx.holes;
  let pts;
  if (isChaos(cx.view.config.mode)) {
    // Holes zipped with their pots: the shorter list ends the walk.
    pts = holes
      .slice(0, ms.pots.length)
      .filter((_, i) => ms.pots[i].length > 0)
      .map((h) => hexCenter(h.green));
  } else {
    const hole = holes[cx.hole()];
    pts = [hexCenter(hole.tee), hexCenter(hole.green)];
  }
  for (const h of hexes) pts.push(hexCenter(h));
  pts.push(...points);
  let [fx0, fy0, fx1, fy1] = [Number.MAX_VALUE, Number.MAX_VALUE, -Number.MAX_VALUE, -Number.MAX_VALUE];
  for (const [x, y] of pts) {
    fx0 = Math.min(fx0, x);
    fy0 = Math.min(fy0, y);
    fx1 = Math.max(fx1, x);
    fy1 = Math.max(fy1, y);
  }
  const m = R * 3;
  return rect(fx0 - m, fy0 - m, fx1 - fx0 + 2 * m, fy1 - fy0 + 2 * m);
}

/** The part of `f` on the map (its margins past the map's edge frame only felt), or `f`. */
export function onMap(f, b) {
  const x = Math.max(f.x, b.x), y = Math.max(f.y, b.y);
  const w = Math.min(f.x + f.w, b.x + b.w) - x, h = Math.min(f.y + f.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? rect(x, y, w, h) : f;
}

// The camera's zoom limits (camera.js).
const ZOOM = [0.3, 3];

/** The scale the camera frames `f` at in a room `at` wide and high. */
export const frameScale = (f, at) => Math.min(ZOOM[1], Math.max(ZOOM[0], Math.min(at.w / f.w, at.h / f.h)));

/**
 * The focus moved so that the camera, which centres it in the course's room at the scale that
 * fits it, shows the course around the hole rather than the felt past the map's edge: the room's
 * window slides towards the map's middle as far as the whole focus stays in it.
 */
function framed(f, at, bounds) {
  if (!(f.w > 0 && f.h > 0 && at.w > 0 && at.h > 0)) return rectOutSat(f);
  f = onMap(f, bounds);
  const s = frameScale(f, at);
  const slide = (lo, len, span, blo, blen) => {
    // The window's start: it must hold [lo, lo + len]; within [blo, blo + blen] if it fits.
    const [least, most] = [lo + len - span, lo];
    if (least > most) return lo + len / 2 - span / 2;
    const want = span >= blen ? blo + blen / 2 - span / 2 : Math.min(Math.max(lo + len / 2 - span / 2, blo), blo + blen - span);
    return Math.min(most, Math.max(least, want));
  };
  const [vw, vh] = [at.w / s, at.h / s];
  const x = slide(f.x, f.w, vw, bounds.x, bounds.w);
  const y = slide(f.y, f.h, vh, bounds.y, bounds.h);
  return rectOutSat(rect(x + vw / 2 - f.w / 2, y + vh / 2 - f.h / 2, f.w, f.h));
}
