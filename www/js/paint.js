// @ts-check
// Paints engine scenes on a canvas: rects, text and cards, with slide and flip animations.
// Colours are theme tokens resolved from CSS custom properties, so a stylesheet can re-theme it.
import { fitText } from './text-fit.js';
import { cardImage, cardPad, drawCard, ring, roundRect } from './card-art.js';
/** @import * as CourseArt from './course-art.js' */
import { Camera } from './camera.js';

export { fitText };

const SLIDE_MS = 300;
const FLIP_MS = 340;
const TOKENS = ['felt', 'felt_2', 'mat', 'turn', 'slot', 'ink', 'accent', 'on_accent', 'focus', 'glow',
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
const ROUTE_MS_PER_HEX = 110; // a ball's flight along its path


/** A point part way along a polyline (0..1 of its length). */
function along(pts, p) {
  let total = 0;
  const lens = [];
  for (let i = 1; i < pts.length; i++) {
    const d = Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
    lens.push(d);
    total += d;
  }
  let want = total * p;
  for (let i = 1; i < pts.length; i++) {
    if (want <= lens[i - 1] || i === pts.length - 1) {
      const f = lens[i - 1] ? Math.min(1, want / lens[i - 1]) : 1;
      return [pts[i - 1][0] + (pts[i][0] - pts[i - 1][0]) * f, pts[i - 1][1] + (pts[i][1] - pts[i - 1][1]) * f];
    }
    want -= lens[i - 1];
  }
  return pts[pts.length - 1];
}
const inside = (s, c) => s.k === 'rect' && s.x >= c.x && s.y >= c.y && s.x + s.w <= c.x + c.w && s.y + s.h <= c.y + c.h;
const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const FLIGHT_STEPS = 12; // keyframes of a card's flight: its eased path and its flip's narrowing

/**
 * A card in flight, on a small canvas of its own over the table, moved by the browser's
 * compositor: its frames repaint nothing and hand over no new table, where repainting the whole
 * stage each frame was most of a phone's long tasks (docs/measurements.md, "Smooth on a phone").
 * `prints` are the shapes printed on its face; `done` is called once it has landed.
 */
function flyCard(pen, stage, s, a, prints, done) {
  const pad = cardPad(s);
  const dpr = pen.dpr || 1;
  const box = document.createElement('div');
  box.className = 'flying';
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, { left: `${s.x - pad}px`, top: `${s.y - pad}px`, width: `${s.w + 2 * pad}px`, height: `${s.h + 2 * pad}px` });
  const side = (showFace) => {
    const { image } = cardImage(pen, s, showFace);
    // The card's own image, when no other flight shows it and nothing is printed on its face:
    // nothing is drawn for the flight at all.
    if (!image.isConnected && !(showFace && prints.length)) {
      box.append(image);
      return image;
    }
    const c = document.createElement('canvas');
    c.width = image.width;
    c.height = image.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(image, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (showFace) for (const p of prints) Object.create(pen, { ctx: { value: ctx } }).print(p, pad - s.x, pad - s.y);
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
  const timing = { duration: ms, fill: /** @type {FillMode} */ ('both'), easing: a.flip ? 'linear' : 'cubic-bezier(0.33, 1, 0.68, 1)' };
  const showFace = !!s.face;
  const flips = a.flip && showFace;
  if (flips) side(false);
  const face = side(showFace);
  const anims = [box.animate(frames, timing)];
  if (flips) anims.push(face.animate([{ opacity: 0 }, { opacity: 0, offset: 0.5 }, { opacity: 1, offset: 0.5 }, { opacity: 1 }], { duration: ms, fill: 'both' }));
  stage.append(box);
  let landed = false;
  const land = () => {
    if (landed) return;
    landed = true;
    for (const x of anims) x.cancel(); // a card's image may fly again: no effect stays on it
    box.remove();
    done();
  };
  anims[0].finished.then(land, land);
  return { land };
}

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
    this.glyphs = [];
    this.emblem = null; // (face) => draw(ctx, w, h, color) | null: a game's art printed instead
    /** @type {typeof CourseArt | null} a course's art (course-art.js), handed over by the game that has one (18 Holes) so the card games never fetch it */
    this.course = null;
    // A world layer (an 18 Holes course): its camera, the hit whose preview shows, ball flights.
    this.camera = new Camera(() => this.world, () => this.request());
    this.previewHit = null;
    this.routes = new Map(); // disc id -> {start, route}
    this.mapCache = null;
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
    return this.anims.size > 0 || this.flights.size > 0 || this.routes.size > 0;
  }

  resize(cssW, cssH) {
    const dpr = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(cssW * dpr);
    this.canvas.height = Math.round(cssH * dpr);
    this.dpr = dpr;
  }

  /**
   * Shows a new scene; cards with `from`/`flip` start animating now. `glyphs` are small signs
   * drawn on top of buttons the scene leaves blank: [{x, y, w, h, kind: 'swap'}].
   */
  show(scene, glyphs = []) {
    this.scene = scene;
    this.glyphs = glyphs;
    this.readColors();
    const now = performance.now();
    // A new scene lands the cards still in flight from the last one where this one has them.
    for (const f of [...this.flights.values()]) f.land();
    this.anims.clear();
    if (!reduced()) {
      for (const s of scene.shapes) {
        if (s.k === 'card' && (s.from || s.flip)) this.anims.set(s.id, { from: s.from, flip: s.flip });
      }
    }
    const w = scene.world;
    // A new hole, or moves aimed outside the view (the player panned away): frame again.
    this.camera.follow(w);
    if (w && !reduced()) {
      for (const d of w.shapes) if (d.k === 'disc' && d.route?.length > 1) this.routes.set(d.id, { start: now, route: d.route });
    }
    this.request();
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

  readColors() {
    const css = getComputedStyle(this.canvas);
    for (const k of TOKENS) this.colors[k] = css.getPropertyValue(`--${k.replace(/_/g, '-')}`).trim() || '#888';
    // What a drawn card's look depends on besides itself: the theme's colours, the words'
    // language and the game's own art (card-art.js keeps cards drawn by it).
    this.look = `${document.documentElement.lang}|${document.body.dataset.game ?? ''}|${Object.values(this.colors).join(',')}`;
  }

  color(token) {
    return this.colors[token] ?? token;
  }

  request() {
    if (!this.frame) this.frame = requestAnimationFrame((now) => { this.frame = 0; this.draw(now); });
  }

  draw(now) {
    const { ctx, scene } = this;
    if (!scene) return;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    const g = ctx.createLinearGradient(0, 0, 0, scene.height);
    g.addColorStop(0, this.color('felt'));
    g.addColorStop(1, this.color('felt_2'));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, scene.width, scene.height);
    if (scene.world && this.camera.view) this.drawWorld(now);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    const moving = [];
    let host = null; // the last card drawn: shapes right after it, inside it, are printed on it
    for (const s of scene.shapes) {
      if (s.k === 'card') {
        host = { card: s, prints: [] };
        if (this.anims.has(s.id)) moving.push(host);
        else if (!this.flights.has(s.id)) drawCard(this, s, s.x, s.y, 1, !!s.face);
      } else if (host?.card.face && inside(s, host.card)) {
        // Printed on a face (an Action card's grid): it moves and flips with its card, unless
        // the game prints its own art there instead.
        if (this.emblem?.(host.card.face)) continue;
        if (this.anims.has(host.card.id)) host.prints.push(s);
        else if (!this.flights.has(host.card.id)) this.print(s, 0, 0);
      } else {
        host = null;
        if (s.k === 'rect') this.rect(s);
        else if (s.k === 'text') this.text(s);
        else if (s.k === 'hex') this.course?.hexMark(this, s); // a flight map printed on a shot card
      }
    }
    for (const g of this.glyphs) this.glyph(g);
    if (this.mark && !this.mark.world) ring(this, this.mark, 'glow', 3, true);
    if (this.hover && this.hover !== this.focus && !this.hover.world) ring(this, this.hover, 'accent', 2);
    if (this.focus && !this.focus.world) ring(this, this.focus, 'focus', 4);
    // Cards in flight pass over the others, like a hand moving across the table; each lands
    // where the scene has it, and the table is painted again with it there.
    const stage = this.canvas.parentElement;
    for (const m of moving) {
      const a = this.anims.get(m.card.id);
      this.anims.delete(m.card.id);
      if (!stage) continue;
      this.flights.set(m.card.id, flyCard(this, stage, m.card, a, m.prints, () => {
        this.flights.delete(m.card.id);
        this.request();
      }));
    }
    if (this.routes.size) this.request();
  }

  // ---------- the world layer: drawing ----------

  /** Where a golfer's ball is drawn now: along its flight while that is animated. */
  flight(d, now) {
    const a = this.routes.get(d.id);
    if (!a) return [d.x, d.y];
    const ms = Math.min(1400, Math.max(350, ROUTE_MS_PER_HEX * a.route.length));
    const p = Math.min(1, (now - a.start) / ms);
    if (p >= 1) this.routes.delete(d.id);
    return p >= 1 ? [d.x, d.y] : along(a.route, ease(p));
  }

  drawWorld(now) {
    const { ctx } = this;
    const w = this.world;
    const { s, x, y } = this.camera.view;
    ctx.save();
    ctx.beginPath();
    ctx.rect(w.at.x, w.at.y, w.at.w, w.at.h);
    ctx.clip();
    ctx.setTransform(this.dpr * s, 0, 0, this.dpr * s, this.dpr * (w.at.x - x * s), this.dpr * (w.at.y - y * s));
    const discs = [];
    for (const sh of w.shapes) {
      if (sh.k === 'map') this.course?.map(this, sh);
      else if (sh.k === 'hex') this.course?.hexMark(this, sh);
      else if (sh.k === 'line') this.course?.line(this, sh);
      else if (sh.k === 'flag') this.course?.flag(this, sh);
      else if (sh.k === 'text') this.course?.worldText(this, sh);
      else if (sh.k === 'rect') this.rect(sh); // score tokens on greens
      else if (sh.k === 'disc') discs.push(sh);
    }
    const active = this.previewHit ?? w.preview;
    for (const pv of w.previews) if (pv.hit === active) for (const sh of pv.shapes) {
      if (sh.k === 'hex') this.course?.hexMark(this, sh);
      else if (sh.k === 'line') this.course?.line(this, sh);
      else if (sh.k === 'text') this.course?.worldText(this, sh);
    }
    for (const d of discs) this.course?.disc(this, d, ...this.flight(d, now));
    if (this.mark?.world) ring(this, this.mark, 'glow', 3 / s, true);
    if (this.hover?.world && this.hover !== this.focus) ring(this, this.hover, 'accent', 2 / s);
    if (this.focus?.world) ring(this, this.focus, 'focus', 3 / s);
    ctx.restore();
  }

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

  text(s) {
    const { ctx } = this;
    // Keep text inside the table; long names shrink (or take more lines) rather than spill.
    const { size, lines } = fitText(ctx, s, this.label(s.label), this.scene.width);
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
