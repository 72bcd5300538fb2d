// @ts-check
// Paints engine scenes on a canvas: rects, text and cards, with slide and flip animations.
// Colours are theme tokens resolved from CSS custom properties, so a stylesheet can re-theme it.
// A frame paints only what changed since the frame before: each frame lists what it draws (an
// item: its look and the box it may touch), and the canvas is painted again inside the boxes of
// the items that came, went or moved. A move changes a few cards of a table; painting it whole,
// every pixel rasterized again and handed over, was most of a phone's time in a move's frame
// (docs/measurements.md, "Smooth on a phone").
import { fitText, fontOf } from './text-fit.js';
import { cardImage, cardPad, drawCard, imageRoom, ring, ringReach, roundRect } from './card-art.js';
/** @import * as CourseArt from './course-art.js' */
import { Camera } from './camera.js';
import { area, changes, grow, lookOf, meets, merge } from './paint-rooms.js';

export { fitText };

const SLIDE_MS = 300;
const FLIP_MS = 340;
const TOKENS = ['mat', 'turn', 'slot', 'ink', 'accent', 'on_accent', 'focus', 'glow',
  'card_edge', 'card_back', 'card_back_2', 'card_back_line',
  'tone_black', 'tone_red', 'tone_green', 'tone_gold', 'tone_action', 'face_black', 'face_red', 'face_green', 'face_gold',
  'face_action', 'print_slot', 'ball', 'ball_edge',
  // GREEN: seat balls, caddie tokens, the course, and a tone per club type.
  'ball_0', 'ball_1', 'ball_2', 'ball_3', 'token', 'on_token', 'tee', 'green_turf', 'rough', 'die',
  'fairway', 'fairway_2', 'water', 'sand', 'hill',
  'tone_wood', 'tone_putter', 'tone_hybrid', 'tone_iron', 'tone_wedge', 'tone_chipper',
  'face_wood', 'face_putter', 'face_hybrid', 'face_iron', 'face_wedge', 'face_chipper',
  // 18 Holes: the course's terrains, the fifth ball, the planner, clubs and shot cards.
  'ball_4', 'trees', 'tree_fence', 'clubhouse', 'hex_line', 'flag', 'flag_current', 'on_tee',
  'plan', 'plan_edge', 'on_plan', 'target', 'target_edge', 'face_club', 'tone_club', 'face_shot', 'tone_shot'];

const ease = (p) => 1 - (1 - p) ** 3;
/** The same easing (ease-out cubic), as the browser's animations take it. */
export const EASE_OUT = 'cubic-bezier(0.33, 1, 0.68, 1)';


const inside = (s, c) => s.k === 'rect' && s.x >= c.x && s.y >= c.y && s.x + s.w <= c.x + c.w && s.y + s.h <= c.y + c.h;
// (Off a page, as the page code's own checks import 18 Holes' course art and so this module,
// there is no media to ask.)
const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
const reduced = () => !!reducedMotion?.matches;
const darkScheme = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
const FLIGHT_STEPS = 12; // keyframes of a card's flight: its eased path and its flip's narrowing

/**
 * A card in flight, on a small canvas of its own over the table, moved by the browser's
 * compositor: its frames repaint nothing and hand over no new table, where repainting the whole
 * stage each frame was most of a phone's long tasks (docs/measurements.md, "Smooth on a phone").
 * `prints` are the shapes printed on its face; `done` is called once it has landed.
 */
function flyCard(pen, stage, s, a, prints, done) {
  const dpr = pen.dpr || 1;
  const { pad, w, h } = imageRoom(s, dpr);
  const box = document.createElement('div');
  box.className = 'flying';
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, { left: `${s.x - pad}px`, top: `${s.y - pad}px`, width: `${w}px`, height: `${h}px` });
  // Each side on a canvas of its own, its image copied there (and what is printed on its face).
  const side = (showFace) => {
    const { image } = cardImage(pen, s, showFace);
    const c = document.createElement('canvas');
    c.width = image.width;
    c.height = image.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(image, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, pad * dpr, pad * dpr);
    if (showFace) for (const p of prints) Object.create(pen, { ctx: { value: ctx } }).print(p, -s.x, -s.y);
    box.append(c);
    return c;
  };
  const ms = a.flip ? FLIP_MS : SLIDE_MS;
  const at = (p) => {
    const e = ease(p);
    const dx = a.from ? (a.from[0] - s.x) * (1 - e) : 0;
    const dy = a.from ? (a.from[1] - s.y) * (1 - e) : 0;
    // A flip shows the back while the card narrows, then the face as it widens again.
    const scaleX = a.flip ? Math.max(0.02, Math.abs(Math.cos(p * Math.PI))) : 1;
    return { transform: `translate(${dx}px, ${dy}px) scaleX(${scaleX})` };
  };
  // A slide is its two ends and the same easing (ease-out cubic); a flip's narrowing needs steps.
  const frames = a.flip ? Array.from({ length: FLIGHT_STEPS + 1 }, (_, i) => at(i / FLIGHT_STEPS)) : [at(0), at(1)];
  const timing = { duration: ms, fill: /** @type {FillMode} */ ('both'), easing: a.flip ? 'linear' : EASE_OUT };
  const showFace = !!s.face;
  const flips = a.flip && showFace;
  if (flips) side(false);
  const face = side(showFace);
  const anims = [box.animate(frames, timing)];
  if (flips) anims.push(face.animate([{ opacity: 0 }, { opacity: 0, offset: 0.5 }, { opacity: 1, offset: 0.5 }, { opacity: 1 }], { duration: ms, fill: 'both' }));
  stage.append(box);
  return flight(box, anims, done);
}

/**
 * The flight of `el` over the table, moved by `anims`: it lands when the first of them ends, or
 * earlier when its `land` is called (a new scene). Landing cancels them (nothing stays on what
 * flew: a card's image may fly again), takes `el` away and calls `done`, once.
 */
export function flight(el, anims, done) {
  let landed = false;
  const land = () => {
    if (landed) return;
    landed = true;
    for (const x of anims) x.cancel();
    el.remove();
    done();
  };
  anims[0].finished.then(land, land);
  return { land };
}

const sizes = new WeakMap(); // a shape -> {theme, width, look?, box, ...}: Painter.sized

const WORLD = 1; // an item's layer: the course, under the camera (course-art.js lists them)
const TABLE = 2; // the table's own shapes, rings and glyphs
const EDGE = 2; // CSS pixels around every item's box: an edge's antialiasing, a stroke's half
const REPAINT_ALL = 0.8; // past this share of the table changed, the frame paints it all
const FLIGHTS_MS = 12; // a frame's time for setting cards off (setOff)

export class Painter {
  constructor(canvas, resolveLabel) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.label = resolveLabel;
    this.scene = null;
    this.anims = new Map(); // card id -> {from, flip}: cards still to set off this frame
    this.flights = new Map(); // card id -> its flight (flyCard), over the table
    this.focus = null;
    this.hover = null;
    this.mark = null; // the move a lesson asks for
    this.frame = 0;
    this.colors = {};
    this.theme = null; // what the colours were read for
    this.glyphs = [];
    this.emblem = null; // (face) => draw(ctx, w, h, color) | null: a game's art printed instead
    /** @type {typeof CourseArt | null} a course's art (course-art.js), handed over by the game that has one (18 Holes) so the card games never fetch it */
    this.course = null;
    // A world layer (an 18 Holes course): its camera, the hit whose preview shows, ball flights.
    this.camera = new Camera(() => this.world, () => this.request());
    this.previewHit = null;
    this.routes = new Map(); // disc id -> its route, for a ball to set off next frame (course-art.js)
    this.balls = new Map(); // disc id -> its flight over the course
    this.ballLayer = null; // the course's room on the stage, under balls in flight
    this.ballView = ''; // where the camera looked when they set off
    this.mapCache = null;
    this.drawn = []; // what the last frame drew: [{id, box}]
    this.landing = false; // a new scene came: what is in flight lands with the next frame
    this.font = null; // the context's font while a room is painted (setFont)
    this.whole = true; // the next frame paints the whole table
    this.size = null; // the canvas's size ({w, h} in its pixels, and dpr) from its next frame on
    this.painted = { frames: 0, whole: 0, area: 0 }; // for the tests: what was painted how
    this.onPainted = []; // called once the scene shown is on the canvas (whenPainted)
  }

  /** The layer drawn through the camera (an 18 Holes course), if the scene has one. */
  get world() {
    return this.scene?.world ?? null;
  }

  setPreview(index) {
    if (index === this.previewHit) return;
    this.previewHit = index;
    this.request();
  }

  /** True while a card is still moving (tests wait for this to settle). */
  get busy() {
    return this.anims.size > 0 || this.flights.size > 0 || this.routes.size > 0 || this.balls.size > 0;
  }

  /**
   * The table's new size in CSS pixels. The canvas takes it when its next frame is painted (made
   * again, it is blank until then), so the last frame stays on screen meanwhile; the same size
   * again changes nothing.
   */
  resize(cssW, cssH) {
    const dpr = window.devicePixelRatio || 1;
    const size = { w: Math.round(cssW * dpr), h: Math.round(cssH * dpr), dpr };
    const now = this.size ?? { w: this.canvas.width, h: this.canvas.height, dpr: this.dpr };
    if (size.w === now.w && size.h === now.h && size.dpr === now.dpr) return;
    this.size = size;
    this.whole = true;
    this.request();
  }

  /**
   * Shows a new scene; cards with `from`/`flip` start animating now. `glyphs` are small signs
   * drawn on top of buttons the scene leaves blank: [{x, y, w, h, kind: 'swap'}].
   */
  show(scene, glyphs = []) {
    if (scene.width !== this.scene?.width || scene.height !== this.scene?.height) this.whole = true;
    this.scene = scene;
    this.glyphs = glyphs;
    this.readColors();
    this.anims.clear();
    if (!reduced()) {
      for (const s of scene.shapes) {
        if (s.k === 'card' && (s.from || s.flip)) this.anims.set(s.id, { from: s.from, flip: s.flip });
      }
    }
    const w = scene.world;
    // A new hole, or moves aimed outside the view (the player panned away): frame again.
    this.camera.follow(w);
    if (w && !reduced()) this.course?.flightsOf(this, w);
    this.landing = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    // The first scene is painted in the next frame, as soon as it can be. A later one in the
    // frame after the next: the words around the table, changed with it, show in a frame of
    // their own, and neither frame holds both.
    if (!this.painted.frames) {
      this.frame = 0;
      this.request();
      return;
    }
    this.frame = requestAnimationFrame(() => {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.draw();
      });
    });
  }

  setFocus(rect) {
    this.focus = rect;
    this.request();
  }

  /** Marks the move a lesson's step asks for (null: none). */
  setMark(rect) {
    if (rect === this.mark) return;
    this.mark = rect;
    this.request();
  }

  setHover(rect) {
    if (rect === this.hover) return;
    this.hover = rect;
    this.request();
  }

  /**
   * The theme's colours, read again only when what they depend on changed: reading them makes
   * the browser work out the page's styles at once, in the middle of a move.
   */
  readColors() {
    const root = document.documentElement;
    const theme = `${root.lang}|${root.dataset.theme ?? ''}|${!!darkScheme?.matches}|${document.body.dataset.game ?? ''}`;
    if (theme === this.theme) return;
    this.theme = theme;
    const css = getComputedStyle(this.canvas);
    for (const k of TOKENS) this.colors[k] = css.getPropertyValue(`--${k.replace(/_/g, '-')}`).trim() || '#888';
    // What a drawn card's look depends on besides itself: the theme's colours, the words'
    // language and the game's own art (card-art.js keeps cards drawn by it).
    this.look = `${theme}|${Object.values(this.colors).join(',')}`;
    this.whole = true;
  }

  color(token) {
    return this.colors[token] ?? token;
  }

  request() {
    if (!this.frame) this.frame = requestAnimationFrame(() => { this.frame = 0; this.draw(); });
  }

  /** Paints a frame: what changed since the last one, or all of it. */
  draw() {
    const { scene } = this;
    if (!scene) return;
    // The first scene's images are all made at once: there is nothing on the canvas to keep.
    if ((this.size || this.landing) && this.painted.frames && !this.imagesReady(FLIGHTS_MS)) {
      this.request();
      return;
    }
    if (this.size) {
      this.canvas.width = this.size.w;
      this.canvas.height = this.size.h;
      this.dpr = this.size.dpr;
      this.size = null;
    }
    const moving = [];
    if (this.landing) {
      // A new scene lands what was still in flight from the last one where this one has it.
      this.landing = false;
      for (const f of [...this.flights.values(), ...this.balls.values()]) f.land();
    }
    if (this.world && this.course) this.course.flyBalls(this);
    const listed = this.items(moving);
    const flying = this.setOff(moving);
    const items = listed.filter((it) => !flying.has(it.waiting));
    const table = { x: 0, y: 0, w: scene.width, h: scene.height };
    let rooms = this.whole ? null : changes(this.drawn, items);
    if (rooms) {
      rooms = merge(rooms, table, this.dpr || 1);
      if (rooms.reduce((a, r) => a + area(r), 0) > REPAINT_ALL * area(table)) rooms = null;
    }
    this.drawn = items.map(({ id, box }) => ({ id, box }));
    this.whole = false;
    if (!rooms || rooms.length) this.paintItems(items, rooms, scene);
    if (this.anims.size) this.request();
    for (const then of this.onPainted.splice(0)) then();
  }

  /** Calls `then` once the scene shown is on the canvas (in the frame that paints it). */
  whenPainted(then) {
    this.onPainted.push(then);
  }

  /**
   * Whether the images of the cards a new scene or a new size shows are made, making as many as
   * `budget` ms allow. A new size lays every card out anew, at sizes not drawn yet, and a new
   * hole deals a grid of new faces: made all in the frame that paints them, a dozen images were
   * a frame of 75-110 ms at 4x CPU slowdown. Made over a few frames instead, while the last
   * frame stays on screen (stretched to a new size meanwhile). True: all made, and time left in
   * the frame to paint them.
   */
  imagesReady(budget) {
    const started = performance.now();
    // The images at the pixel density the canvas is about to take.
    const pen = this.size ? Object.create(this, { dpr: { value: this.size.dpr } }) : this;
    for (const s of this.scene.shapes) {
      if (s.k !== 'card' || this.anims.has(s.id) || this.flights.has(s.id)) continue;
      if (performance.now() - started > budget) return false;
      cardImage(pen, s, !!s.face);
    }
    // A frame that made many leaves the painting to the next.
    return performance.now() - started < budget / 2;
  }

  /**
   * Sets the context's font, unless it is that already: setting it costs as much as drawing
   * a few words. Known from the start of a room's painting (paintRoom) to its end; shapes that
   * set another font inside their own save and restore leave it as it was.
   */
  setFont(font) {
    if (font === this.font) return;
    this.ctx.font = font;
    this.font = font;
  }

  /** Paints `items` over the felt, inside `rooms` only (null: the whole table). */
  paintItems(items, rooms, scene) {
    const table = { x: 0, y: 0, w: scene.width, h: scene.height };
    // Room by room, each clipped to its rectangle alone: a clip of one rectangle leaves every
    // edge drawn as painting the whole table would (a clip of many does not, quite).
    for (const room of rooms ?? [null]) this.paintRoom(items, room, scene);
    this.painted.frames++;
    if (!rooms) this.painted.whole++;
    this.painted.area += rooms ? rooms.reduce((a, r) => a + area(r), 0) : area(table);
  }

  paintRoom(items, room, scene) {
    const { ctx } = this;
    const dpr = this.dpr || 1;
    ctx.save();
    this.font = null;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (room) {
      ctx.beginPath();
      ctx.rect(room.x, room.y, room.w, room.h);
      ctx.clip();
    }
    // The felt is the stage's own background (style.css), under a canvas clear where nothing is
    // drawn: the browser paints it once, not in every frame.
    ctx.clearRect(0, 0, scene.width, scene.height);
    let inWorld = false;
    for (const it of items) {
      if (room && !meets(room, it.box)) continue;
      if ((it.layer === WORLD) !== inWorld) {
        inWorld = !inWorld;
        if (inWorld) this.enterWorld();
        else ctx.restore();
      }
      it.draw();
    }
    if (inWorld) ctx.restore();
    ctx.restore();
  }

  /** The context set to draw the course: clipped to its room, through the camera. */
  enterWorld() {
    const { ctx } = this;
    const w = this.world;
    const { s, x, y } = this.camera.view;
    const dpr = this.dpr || 1;
    ctx.save();
    ctx.beginPath();
    ctx.rect(w.at.x, w.at.y, w.at.w, w.at.h);
    ctx.clip();
    ctx.setTransform(dpr * s, 0, 0, dpr * s, dpr * (w.at.x - x * s), dpr * (w.at.y - y * s));
  }

  /**
   * What the frame draws, in order: [{layer, id, box, draw, waiting?}], `box` in the
   * table's CSS pixels. A card about to move goes to `moving` too, and is drawn where it starts
   * until it sets off (`waiting`: its id).
   */
  items(moving) {
    const out = [];
    const add = (layer, look, box, draw) => {
      const b = grow(box, EDGE);
      const item = { layer, box: b, draw, id: `${look}@${b.x.toFixed(2)},${b.y.toFixed(2)},${b.w.toFixed(2)},${b.h.toFixed(2)}` };
      out.push(item);
      return item;
    };
    if (this.scene.world && this.camera.view && this.course) this.course.worldItems(this, (look, box, draw) => add(WORLD, look, box, draw));
    let host = null; // the last card drawn: shapes right after it, inside it, are printed on it
    for (const s of this.scene.shapes) {
      if (s.k === 'card') {
        host = { card: s, prints: [] };
        const a = this.anims.get(s.id);
        if (a) {
          moving.push(host);
          this.waitingItem(s, a, host, add);
        } else if (!this.flights.has(s.id)) {
          const face = !!s.face;
          const pad = cardPad(s);
          add(TABLE, `card|${face ? lookOf(s.face) : 'back'}|${s.glow ? 1 : 0}`, grow(s, pad), () => drawCard(this, s, s.x, s.y, face));
        }
      } else if (host?.card.face && inside(s, host.card)) {
        // Printed on a face (an Action card's grid): it moves and flips with its card, unless
        // the game prints its own art there instead.
        if (this.emblem?.(host.card.face)) continue;
        if (this.anims.has(host.card.id)) host.prints.push(s);
        else if (!this.flights.has(host.card.id)) add(TABLE, `print|${lookOf(s)}`, grow(s, 1), () => this.print(s, 0, 0));
      } else {
        host = null;
        if (s.k === 'rect') add(TABLE, lookOf(s), grow(s, 1 + Math.min(s.w, s.h) * 0.1), () => this.rect(s));
        else if (s.k === 'text') this.textItem(s, add);
        else if (s.k === 'hex' && this.course) add(TABLE, lookOf(s), this.course.hexBox(s), () => this.course.hexMark(this, s)); // a flight map printed on a shot card
      }
    }
    for (const g of this.glyphs) add(TABLE, `glyph|${lookOf(g)}`, g, () => this.glyph(g));
    const rings = [[this.mark, 'glow', 3, true], [this.hover !== this.focus && this.hover, 'accent', 2, false], [this.focus, 'focus', 4, false]];
    for (const [rect, token, width, dashed] of rings) {
      if (rect && !rect.world) add(TABLE, `ring|${token}|${dashed}`, grow(rect, ringReach(width, dashed)), () => ring(this, rect, token, width, dashed));
    }
    return out;
  }

  /**
   * A card about to move, as it starts: at `from`, its back up if it is to turn over. It waits
   * there, drawn on the table, for its turn to set off (setOff).
   */
  waitingItem(s, a, host, add) {
    const x = a.from?.[0] ?? s.x, y = a.from?.[1] ?? s.y;
    const face = !a.flip && !!s.face;
    const look = `card|${face ? lookOf(s.face) : 'back'}|${s.glow ? 1 : 0}`;
    const draw = () => {
      drawCard(this, s, x, y, face);
      if (face) for (const p of host.prints) this.print(p, x - s.x, y - s.y);
    };
    add(TABLE, look, grow({ x, y, w: s.w, h: s.h }, cardPad(s)), draw).waiting = s.id;
  }

  /**
   * `shape`'s look and box as `work()` gives them, worked out once for the shape, the theme and
   * the table's width (words are fitted and measured once, not in every frame that draws them).
   */
  sized(shape, work) {
    const { theme } = this, { width } = this.scene;
    let got = sizes.get(shape);
    if (got?.theme !== theme || got.width !== width) sizes.set(shape, (got = { theme, width, ...work() }));
    return got;
  }

  /** A text shape as an item: its box is the room its fitted lines take. */
  textItem(s, add) {
    const { fit, look, box } = this.sized(s, () => {
      const words = this.label(s.label);
      const fit = fitText(this.ctx, s, words, this.scene.width);
      const x = s.align === 'center' ? s.x - fit.width / 2 : s.align === 'right' ? s.x - fit.width : s.x;
      const h = (fit.lines.length - 1) * fit.size * 1.1 + 1.6 * fit.size;
      return { fit, look: `text|${lookOf(s)}|${words}`, box: { x, y: s.y - h / 2, w: fit.width, h } };
    });
    add(TABLE, look, box, () => this.text(s, fit));
  }

  /**
   * Sets off cards about to move, each on its own canvas over the table, as many as a frame has
   * time for (FLIGHTS_MS, at least one): a round's end turning a dozen cards over is a cascade
   * over a few frames, not one long frame. Returns the ids set off.
   */
  setOff(moving) {
    // Cards in flight pass over the others, like a hand moving across the table; each lands
    // where the scene has it, and the table is painted again with it there.
    const stage = this.canvas.parentElement;
    const started = performance.now();
    const off = new Set();
    for (const m of moving) {
      if (off.size && performance.now() - started > FLIGHTS_MS) break;
      const a = this.anims.get(m.card.id);
      this.anims.delete(m.card.id);
      off.add(m.card.id);
      if (!stage) continue;
      this.flights.set(m.card.id, flyCard(this, stage, m.card, a, m.prints, () => {
        this.flights.delete(m.card.id);
        this.request();
      }));
    }
    return off;
  }

  // ---------- the world layer ----------

  /** A shape printed on a card face, offset by (dx, dy): table tokens get their on-card colours. */
  print(s, dx, dy) {
    const r = { ...s, x: s.x + dx, y: s.y + dy };
    if (r.fill === 'ball') this.ball(r);
    else this.rect({ ...r, fill: r.fill === 'slot' ? 'print_slot' : r.fill });
  }

  rect(s) {
    if (s.fill === 'ball' || /^ball_\d$/.test(s.fill)) return this.ball(s);
    const { ctx } = this;
    roundRect(ctx, s.x, s.y, s.w, s.h, s.radius);
    ctx.fillStyle = this.color(s.fill);
    ctx.fill();
    if (s.stroke) {
      ctx.lineWidth = s.stroke === 'accent' ? 2 : 1;
      ctx.strokeStyle = this.color(s.stroke);
      ctx.stroke();
    }
  }

  /** A text shape's lines as fitted (textItem): long names shrink (or take more lines) rather than spill. */
  text(s, { size, lines }) {
    const { ctx } = this;
    this.setFont(fontOf(s.bold ? 700 : 500, size));
    ctx.fillStyle = this.color(s.color);
    ctx.textAlign = s.align;
    ctx.textBaseline = 'middle';
    lines.forEach((l, i) => ctx.fillText(l, s.x, s.y + (i - (lines.length - 1) / 2) * size * 1.1));
  }

  /** A golf ball: white with a dark edge and a few dimples, whatever the theme. */
  ball(s) {
    const { ctx } = this;
    const r = Math.min(s.w, s.h) / 2;
    const cx = s.x + s.w / 2, cy = s.y + s.h / 2;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = this.color(s.fill); // white, or a seat's colour (GREEN)
    ctx.fill();
    ctx.lineWidth = Math.max(1, r * 0.18);
    ctx.strokeStyle = this.color('ball_edge');
    ctx.stroke();
    if (r >= 4) {
      ctx.fillStyle = this.color('ball_edge');
      ctx.globalAlpha = 0.35;
      for (const [a, b] of [[-0.35, -0.3], [0.3, -0.25], [0, 0.1], [-0.3, 0.35], [0.35, 0.35]]) {
        ctx.beginPath();
        ctx.arc(cx + a * r, cy + b * r, Math.max(0.6, r * 0.1), 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
    }
  }

  /** Two arrow heads pointing at the cards on either side of a swap button. */
  glyph(g) {
    const { ctx } = this;
    const sideways = g.h > g.w; // a tall button sits between two cards side by side
    const half = (sideways ? g.w : g.h) * 0.36;
    const head = Math.max(2.5, half * 0.55);
    ctx.save();
    ctx.translate(g.x + g.w / 2, g.y + g.h / 2);
    if (!sideways) ctx.rotate(Math.PI / 2);
    ctx.fillStyle = this.color('on_accent');
    for (const dir of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(dir * half, 0);
      ctx.lineTo(dir * (half - head), -head);
      ctx.lineTo(dir * (half - head), head);
      ctx.closePath();
      ctx.fill();
    }
    ctx.fillRect(-half + head * 0.5, -Math.max(0.75, head * 0.18), 2 * half - head, Math.max(1.5, head * 0.36));
    ctx.restore();
  }
}
