// @ts-check
// The pen and the geometry 18 Holes' table is laid out with (holes18-table.js): whole-pixel
// shapes and hits as the painter takes them, hexes as [q, r], labels, and what every part of the
// layout reads from the engine's table (the view, the legal moves, the cards, the mode's parts).
/** @import { Pair, Shape } from '../types' */
import { SQRT3, toOffset, fromOffset, offsetCenter } from '../hex.js';
import { CATALOG } from '../catalog.js';

export { SQRT3, toOffset, fromOffset };

// The engine's families of modes, from its catalog: the chaos modes (any green, any order) and
// those that count strokes (everyone holes out).
const MODES = CATALOG.find((g) => g.id === 'holes18')?.modes ?? [];
export const isChaos = (/** @type {string | undefined} */ mode) => MODES.find((m) => m.id === mode)?.chaos ?? false;
export const countsStrokes = (/** @type {string | undefined} */ mode) => MODES.find((m) => m.id === mode)?.counts_strokes ?? false;

/** World pixels per hex radius. */
export const R = 20;
export const PAD = 8;

/** A whole pixel, halves rounded away from zero (as the engine's scenes round). */
export function px(v) {
  return v < 0 ? -Math.round(-v) : Math.round(v);
}

/** A rectangle in CSS pixels (floats while laying out). */
export function rect(x, y, w, h) {
  return { x, y, w, h };
}
export const center = (r) => [r.x + r.w / 2, r.y + r.h / 2];

/** A rectangle as the painter takes it: edges rounded, so rectangles that touch still touch. */
export function rectOut(r) {
  const x = px(r.x);
  const y = px(r.y);
  return { x, y, w: px(r.x + r.w) - x, h: px(r.y + r.h) - y };
}

/** Words to show: an i18n key with named arguments, or a literal. `arg` returns a new label. */
export class Label {
  static key(key) {
    const l = new Label();
    l.key = key;
    return l;
  }
  static text(text) {
    const l = new Label();
    l.text = String(text);
    return l;
  }
  /** An argument as it is (a number stays a number, a list a list): the words are the page's. */
  arg(name, value) {
    const l = Object.assign(new Label(), this);
    l.args = [...(this.args ?? []), [name, value]];
    return l;
  }
}

/** A line of text: centred, in ink, regular unless told otherwise. */
export class Text {
  constructor(x, y, size, label, maxW) {
    Object.assign(this, { x, y, size, label, maxW, tone: 'ink', align: 'center', heavy: false });
  }
  color(c) { this.tone = c; return this; }
  left() { this.align = 'left'; return this; }
  right() { this.align = 'right'; return this; }
  bold(b) { this.heavy = b; return this; }
  /** Two lines may share `h` pixels of height where one would be too small to read. */
  wrap(h) { this.wrapH = h; return this; }
  shape() {
    const s = {
      k: 'text', x: px(this.x), y: px(this.y), size: px(this.size), label: this.label,
      color: this.tone, align: this.align, bold: this.heavy, max_w: px(this.maxW),
    };
    if (this.wrapH) s.wrap_h = px(this.wrapH);
    return s;
  }
}

/** A hex laid over the course (odds, a target): `alpha` 0..100. */
export function hexShape(x, y, size, fill, alpha, stroke) {
  const s = { k: 'hex', x: px(x), y: px(y), size: px(size), fill, alpha };
  if (stroke) s.stroke = stroke;
  return s;
}

/** Shapes in paint order and hits in the order keys and screen readers visit them. */
export class Draw {
  constructor() {
    this.shapes = [];
    this.hits = [];
  }
  rect(at, radius, fill, stroke) {
    const s = { k: 'rect', at: rectOut(at), radius: px(radius), fill };
    if (stroke) s.stroke = stroke;
    this.shapes.push(s);
  }
  text(t) {
    this.shapes.push(t.shape());
  }
  /** A filled accent shape with its words centred on it. */
  buttonFace(at, radius, size, label, maxW) {
    this.rect(at, radius, 'accent', null);
    const [x, y] = center(at);
    this.text(new Text(x, y, size, label, maxW).color('on_accent').bold(true).wrap(at.h - 4));
  }
  /** A hit region making `action` (the engine's own value); returns its index. */
  hit(at, action, label, key) {
    const h = { at: rectOut(at), action, label };
    if (key) h.key = key;
    this.hits.push(h);
    return this.hits.length - 1;
  }
}

// Hexes travel as [q, r].
const DIRS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
export const step = ([q, r], d) => [q + DIRS[d % 6][0], r + DIRS[d % 6][1]];
export const sameHex = (a, b) => a[0] === b[0] && a[1] === b[1];
export const distance = (a, b) => {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};
/** Orders hexes as the engine does: by q, then r. */
export const hexOrder = (a, b) => a[0] - b[0] || a[1] - b[1];

/**
 * The centre of a hex in world pixels.
 * @returns {Pair}
 */
export function hexCenter(h) {
  const [col, row] = toOffset(h);
  return offsetCenter(col, row, R);
}

export const ball = (seat) => `ball_${Math.min(seat, 4)}`;

const TERRAIN = { f: 'fairway', r: 'rough', b: 'bunker', w: 'water', l: 'lake', t: 'trees', G: 'green', T: 'tee', h: 'clubhouse' };

/** The mode's state, read as the engine's accessors read it (absent parts are empty). */
function modeParts(ms) {
  return {
    pots: ms.pots ?? [],
    targets: ms.targets ?? [],
    atHole: ms.at_hole ?? [],
    spare: ms.spare ?? [],
    playing: ms.playing ?? [],
    penalties: ms.penalties ?? [],
    holed: ms.holed ?? [],
    playoff: ms.playoff ?? [],
    /** Solo Chaos Golf's opponents and solo card, or null. */
    solo: 'opp_points' in ms ? ms : null,
  };
}

/** The way to play (the engine leaves Match Play, the default, out of the settings). */
export const modeOf = (view) => view.config.mode ?? 'match_play';

/** What every part of the layout reads: the table, the viewer, the cards, the mode's parts. */
export class Ctx {
  constructor(table, cards) {
    this.table = table;
    this.view = table.view;
    this.viewer = table.view.seat ?? null;
    this.cards = cards;
    this.ms = modeParts(table.view.mode_state);
    this.holes = table.holes;
    this.legal = table.moves.map((m) => m.action);
    // Each listed move's JSON, written once: moves are looked up many times a layout.
    this.keys = this.legal.map((a) => JSON.stringify(a));
  }
  club(id) { return this.cards.clubs[id - 1]; }
  shot(id) { return this.cards.shots[id]; }
  /** The listed move equal to `action` (compared as the engine writes it), or null. */
  legalMove(action) {
    const i = this.keys.indexOf(JSON.stringify(action));
    return i < 0 ? null : this.legal[i];
  }
  /** The terrain code at hex `h` ("out" off the course). */
  terrain(h) {
    const { col0, row0, rows } = this.table.map;
    const [c, r] = toOffset(h);
    const letter = rows[r - row0]?.[c - col0];
    return TERRAIN[letter] ?? 'out';
  }
  hexLabel(key, h) {
    return Label.key(key).arg('terrain', this.terrain(h)).arg('dist', this.distance(h));
  }
  /** Hexes from `h` to the green the viewer plays for (the nearest still worth something in the chaos modes). */
  distance(h) {
    const holes = this.holes;
    if (isChaos(this.view.config.mode)) {
      let best = null;
      holes.forEach((x, i) => {
        if ((this.ms.pots[i] ?? []).length === 0 || i >= this.ms.pots.length) return;
        const d = distance(h, x.green);
        best = best === null ? d : Math.min(best, d);
      });
      return best ?? 0;
    }
    return distance(holes[Math.min(this.hole(), holes.length - 1)].green, h);
  }
  /** The hole the viewer plays (their own in Golf Racing). */
  hole() {
    const v = this.view;
    const own = this.viewer !== null ? this.ms.atHole[this.viewer] : undefined;
    return Math.min(own ?? v.hole, this.holes.length - 1);
  }
}

/** A club's decks in short: "3·4", "2×4" (draw two), "6/4" (a wood: hexes from fairway / rough). */
export function clubReach(club) {
  if (club.wood) return `${club.wood[0]}/${club.wood[1]}`;
  const decks = club.decks.join('\u00b7');
  return club.draw > 1 ? `2\u00d7${decks}` : decks;
}

/** A shot card in short for labels: its deck, then the kind (`flight:SSL`, `wild:SL|SR`, ...). */
export function shotCode(shot) {
  let kind;
  if (shot.face === 'flight') {
    const word = (p) => p.join('');
    kind = shot.paths.length > 1 ? `wild:${shot.paths.map(word).join('|')}` : `flight:${shot.paths[0] ? word(shot.paths[0]) : ''}`;
  } else if (shot.face === 'super' || shot.face === 'short') {
    kind = `${shot.face}:${shot.to}`;
  } else {
    kind = shot.face;
  }
  return `${shot.deck}:${kind}`;
}

/**
 * The planner's bands of likelihood, likeliest first: [least chance in thousandths, the shading's
 * size (of a hex's radius), its opacity]. A few steps of size and strength read at a glance, and
 * without colour; the number itself shows only for the hex pointed at (`tipShapes`).
 */
export const ODDS_BANDS = [[300, 0.9, 70], [100, 0.7, 55], [0, 0.5, 42]];
export const oddsBand = (thousandths) => ODDS_BANDS.findIndex(([least]) => thousandths >= least);

/** The planner's odds as shaded hexes over the course, each with its chance in whole percent. */
export function oddsShapes(odds) {
  return odds.map(([h, thousandths]) => {
    const [x, y] = hexCenter(h);
    const [, size, alpha] = ODDS_BANDS[oddsBand(thousandths)];
    const s = hexShape(x, y, R * size, 'plan', alpha, 'on_plan');
    s.chance = Math.min(100, Math.max(1, Math.round(thousandths / 10)));
    return s;
  });
}

/** A flight as a dashed line in the seat's colour, and its landing hex when it lands. */
export function flightShapes(from, path, seat, landing) {
  const pts = [from, ...path].map((h) => hexCenter(h).map(px));
  /** @type {Shape[]} */
  const out = [{ k: 'line', pts, color: ball(seat), width: 3, dash: true }];
  if (landing !== 'out' && landing?.at) {
    const [x, y] = hexCenter(landing.at);
    out.push(hexShape(x, y, R * 0.92, 'plan', 70, 'plan_edge'));
  }
  return out;
}

/** A `{choose: [...]}` action: the page lists the moves and sends the one picked. */
export function menu(items) {
  return { choose: items.map(([action, label]) => ({ action, label })) };
}

