// @ts-check
// Paints engine scenes on a canvas: rects, text and cards, with slide and flip animations.
// Colours are theme tokens resolved from CSS custom properties, so a stylesheet can re-theme it.
import { t } from './i18n.js';
import { hexPath, offsetCenter } from './hex.js';
import { FONT, fitFont, fitText } from './text-fit.js';

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
const ZOOM_MIN = 0.3;
const ZOOM_MAX = 3;


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

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.max(0, Math.min(r, w / 2, h / 2)));
}

export class Painter {
  constructor(canvas, resolveLabel) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.label = resolveLabel;
    this.scene = null;
    this.anims = new Map(); // card id -> {start, from, flip}
    this.focus = null;
    this.hover = null;
    this.frame = 0;
    this.colors = {};
    this.glyphs = [];
    this.emblem = null; // (face) => draw(ctx, w, h, color) | null: a game's art printed instead
    // A world layer (an 18 Holes course): its camera, the hit whose preview shows, ball flights.
    this.cam = null; // {s, x, y}: scale, and the world point at the layer's top-left
    this.camKey = null;
    this.previewHit = null;
    this.routes = new Map(); // disc id -> {start, route}
    this.mapCache = null;
  }

  // ---------- the world layer: camera ----------

  get world() {
    return this.scene?.world ?? null;
  }

  /** Frames the world's focus (the hole being played) in its screen area. */
  resetView() {
    const w = this.world;
    if (!w) return;
    const s = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.min(w.at.w / w.focus.w, w.at.h / w.focus.h)));
    this.cam = { s, x: w.focus.x + w.focus.w / 2 - w.at.w / (2 * s), y: w.focus.y + w.focus.h / 2 - w.at.h / (2 * s) };
    this.request();
  }

  /** Zooms by `f` keeping the screen point (sx, sy) (default: the centre) still. */
  zoomBy(f, sx, sy) {
    const w = this.world;
    if (!w || !this.cam) return;
    const cx = sx ?? w.at.x + w.at.w / 2, cy = sy ?? w.at.y + w.at.h / 2;
    const [wx, wy] = this.toWorld(cx, cy);
    const s = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, this.cam.s * f));
    this.cam = { s, x: wx - (cx - w.at.x) / s, y: wy - (cy - w.at.y) / s };
    this.clampCam();
    this.request();
  }

  panBy(dx, dy) {
    if (!this.cam) return;
    this.cam.x -= dx / this.cam.s;
    this.cam.y -= dy / this.cam.s;
    this.clampCam();
    this.request();
  }

  /** Keeps some of the course on screen however far it is dragged. */
  clampCam() {
    const { at, bounds: b } = this.world;
    const { s } = this.cam;
    const vw = at.w / s, vh = at.h / s;
    this.cam.x = Math.min(b.x + b.w - vw * 0.25, Math.max(b.x - vw * 0.75, this.cam.x));
    this.cam.y = Math.min(b.y + b.h - vh * 0.25, Math.max(b.y - vh * 0.75, this.cam.y));
  }

  /** True when a world rectangle is wholly on screen. */
  shows(r) {
    const o = this.toScreen(r);
    const { at } = this.world;
    return o.x >= at.x && o.y >= at.y && o.x + o.w <= at.x + at.w && o.y + o.h <= at.y + at.h;
  }

  toWorld(sx, sy) {
    const { at } = this.world;
    return [this.cam.x + (sx - at.x) / this.cam.s, this.cam.y + (sy - at.y) / this.cam.s];
  }

  /** A world rectangle on screen. */
  toScreen(r) {
    const { at } = this.world;
    const { s, x, y } = this.cam;
    return { x: at.x + (r.x - x) * s, y: at.y + (r.y - y) * s, w: r.w * s, h: r.h * s };
  }

  inWorld(sx, sy) {
    const at = this.world?.at;
    return !!at && sx >= at.x && sx <= at.x + at.w && sy >= at.y && sy <= at.y + at.h;
  }

  /** Pans just enough to bring a world rectangle into view (a focused hex). */
  reveal(r) {
    const w = this.world;
    if (!w || !this.cam) return;
    const o = this.toScreen(r);
    const m = 24;
    let dx = 0, dy = 0;
    if (o.x < w.at.x + m) dx = w.at.x + m - o.x;
    else if (o.x + o.w > w.at.x + w.at.w - m) dx = w.at.x + w.at.w - m - o.x - o.w;
    if (o.y < w.at.y + m) dy = w.at.y + m - o.y;
    else if (o.y + o.h > w.at.y + w.at.h - m) dy = w.at.y + w.at.h - m - o.y - o.h;
    if (dx || dy) this.panBy(dx, dy);
  }

  setPreview(index) {
    if (index === this.previewHit) return;
    this.previewHit = index;
    this.request();
  }

  /** True while a card is still moving (tests wait for this to settle). */
  get busy() {
    return this.anims.size > 0 || this.routes.size > 0;
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
    if (!reduced()) {
      for (const s of scene.shapes) {
        if (s.k === 'card' && (s.from || s.flip)) this.anims.set(s.id, { start: now, from: s.from, flip: s.flip });
      }
    }
    const w = scene.world;
    if (w) {
      // A new hole, or moves aimed outside the view (the player panned away): frame again.
      if (w.key !== this.camKey || !this.cam || !this.shows(w.focus)) {
        this.camKey = w.key;
        this.resetView();
      } else this.clampCam();
      if (!reduced()) {
        for (const d of w.shapes) if (d.k === 'disc' && d.route?.length > 1) this.routes.set(d.id, { start: now, route: d.route });
      }
    } else {
      this.cam = null;
      this.camKey = null;
    }
    this.request();
  }

  setFocus(rect) {
    this.focus = rect;
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
    if (scene.world && this.cam) this.drawWorld(now);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    const moving = [];
    let host = null; // the last card drawn: shapes right after it, inside it, are printed on it
    for (const s of scene.shapes) {
      if (s.k === 'card') {
        host = { card: s, prints: [] };
        if (this.anims.has(s.id)) moving.push(host);
        else this.card(s, s.x, s.y, 1, !!s.face);
      } else if (host?.card.face && inside(s, host.card)) {
        // Printed on a face (an Action card's grid): it moves and flips with its card, unless
        // the game prints its own art there instead.
        if (this.emblem?.(host.card.face)) continue;
        if (this.anims.has(host.card.id)) host.prints.push(s);
        else this.print(s, 0, 0);
      } else {
        host = null;
        if (s.k === 'rect') this.rect(s);
        else if (s.k === 'text') this.text(s);
        else if (s.k === 'hex') this.hexMark(s); // a flight map printed on a shot card
      }
    }
    for (const g of this.glyphs) this.glyph(g);
    // Cards in flight pass over the others, like a hand moving across the table.
    for (const m of moving) this.animatedCard(m.card, now, m.prints);
    if (this.hover && this.hover !== this.focus && !this.hover.world) this.ring(this.hover, 'accent', 2);
    if (this.focus && !this.focus.world) this.ring(this.focus, 'focus', 4);
    if (this.anims.size || this.routes.size) this.request();
  }

  // ---------- the world layer: drawing ----------

  drawWorld(now) {
    const { ctx } = this;
    const w = this.world;
    const { s, x, y } = this.cam;
    ctx.save();
    ctx.beginPath();
    ctx.rect(w.at.x, w.at.y, w.at.w, w.at.h);
    ctx.clip();
    ctx.setTransform(this.dpr * s, 0, 0, this.dpr * s, this.dpr * (w.at.x - x * s), this.dpr * (w.at.y - y * s));
    const discs = [];
    for (const sh of w.shapes) {
      if (sh.k === 'map') this.map(sh);
      else if (sh.k === 'hex') this.hexMark(sh);
      else if (sh.k === 'line') this.line(sh);
      else if (sh.k === 'flag') this.flag(sh);
      else if (sh.k === 'text') this.worldText(sh);
      else if (sh.k === 'rect') this.rect(sh); // score tokens on greens
      else if (sh.k === 'disc') discs.push(sh);
    }
    const active = this.previewHit ?? w.preview;
    for (const pv of w.previews) if (pv.hit === active) for (const sh of pv.shapes) {
      if (sh.k === 'hex') this.hexMark(sh);
      else if (sh.k === 'line') this.line(sh);
      else if (sh.k === 'text') this.worldText(sh);
    }
    for (const d of discs) this.disc(d, now);
    if (this.hover?.world && this.hover !== this.focus) this.ring(this.hover, 'accent', 2 / s);
    if (this.focus?.world) this.ring(this.focus, 'focus', 3 / s);
    ctx.restore();
  }

  /**
   * The course as a few Path2Ds, built once per course and size: one fill per terrain, the grid,
   * and one path per texture (mown stripes, tufts, sand grains, waves, fenced trees, tee
   * markers, the clubhouse), so a frame fills a dozen paths whatever the size of the course.
   */
  mapPaths(m) {
    if (this.mapCache?.shape === m) return this.mapCache;
    const key = `${m.x}|${m.y}|${m.size}|${m.col0}|${m.row0}|${m.rows.join('/')}`;
    if (this.mapCache?.key === key) {
      this.mapCache.shape = m;
      return this.mapCache;
    }
    const r = m.size;
    const fills = {};
    const grid = new Path2D();
    const tex = {};
    const path = (name) => (tex[name] ??= new Path2D());
    const dot = (p, x, y, rad) => { p.moveTo(x + rad, y); p.arc(x, y, rad, 0, Math.PI * 2); };
    m.rows.forEach((row, i) => {
      const rr = m.row0 + i;
      for (let j = 0; j < row.length; j++) {
        const c = row[j];
        if (c === '.') continue;
        const [cx, cy] = offsetCenter(m.col0 + j, rr, r);
        const x = m.x + cx;
        const y = m.y + cy;
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
    this.mapCache = { shape: m, key, fills, grid, tex };
    return this.mapCache;
  }

  map(m) {
    const { ctx } = this;
    const { fills, grid, tex } = this.mapPaths(m);
    const fill = { f: 'fairway', r: 'rough', b: 'sand', w: 'water', l: 'water', t: 'rough', G: 'green_turf', T: 'tee', h: 'clubhouse' };
    for (const [c, p] of Object.entries(fills)) {
      ctx.fillStyle = this.color(fill[c] ?? 'rough');
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
        ctx.fillStyle = this.color(colour);
        ctx.fill(tex[name]);
      } else {
        ctx.strokeStyle = this.color(colour);
        ctx.stroke(tex[name]);
      }
      ctx.restore();
    }
    ctx.lineWidth = 0.8;
    ctx.strokeStyle = this.color('hex_line');
    ctx.stroke(grid);
  }

  hexMark(h) {
    const { ctx } = this;
    const p = new Path2D();
    hexPath(p, h.x, h.y, h.size);
    ctx.save();
    ctx.globalAlpha = Math.max(0, Math.min(1, h.alpha / 100));
    ctx.fillStyle = this.color(h.fill);
    ctx.fill(p);
    ctx.restore();
    if (h.stroke) {
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = this.color(h.stroke);
      ctx.stroke(p);
    }
  }

  line(l) {
    const { ctx } = this;
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
    ctx.strokeStyle = this.color(l.color);
    ctx.stroke();
    ctx.restore();
  }

  flag(f) {
    const { ctx } = this;
    const r = f.size;
    ctx.save();
    ctx.fillStyle = 'rgba(0,0,0,0.6)';
    ctx.beginPath();
    ctx.ellipse(f.x, f.y + 0.35 * r, 0.22 * r, 0.1 * r, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = this.color('ink');
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
    ctx.fillStyle = this.color(f.current ? 'flag_current' : 'flag');
    ctx.fill();
    ctx.fillStyle = f.current ? '#fff' : '#222';
    ctx.font = `800 ${Math.round(0.34 * r)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(f.hole), f.x + 0.3 * r, f.y - 0.69 * r);
    ctx.restore();
  }

  worldText(s) {
    const { ctx } = this;
    const text = this.label(s.label);
    fitFont(ctx, text, s.size, s.max_w, s.bold ? 700 : 500);
    ctx.textAlign = s.align;
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(0,0,0,0.5)';
    ctx.strokeText(text, s.x, s.y);
    ctx.fillStyle = this.color(s.color);
    ctx.fillText(text, s.x, s.y);
  }

  /** A golfer's ball, sliding along its flight while the route animation runs. */
  disc(d, now) {
    const { ctx } = this;
    let { x, y } = d;
    const a = this.routes.get(d.id);
    if (a) {
      const ms = Math.min(1400, Math.max(350, ROUTE_MS_PER_HEX * a.route.length));
      const p = Math.min(1, (now - a.start) / ms);
      if (p >= 1) this.routes.delete(d.id);
      else [x, y] = along(a.route, ease(p));
    }
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 4;
    ctx.beginPath();
    ctx.arc(x, y, d.r, 0, Math.PI * 2);
    ctx.fillStyle = this.color(d.fill);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = this.color('ball_edge');
    ctx.stroke();
    ctx.fillStyle = '#111';
    ctx.font = `800 ${Math.round(d.r * 1.1)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(d.text, x, y + 0.5);
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

  animatedCard(s, now, prints = []) {
    const a = this.anims.get(s.id);
    const p = Math.min(1, (now - a.start) / (a.flip ? FLIP_MS : SLIDE_MS));
    if (p >= 1) this.anims.delete(s.id);
    const e = ease(p);
    const x = a.from ? a.from[0] + (s.x - a.from[0]) * e : s.x;
    const y = a.from ? a.from[1] + (s.y - a.from[1]) * e : s.y;
    // A flip shows the back while the card narrows, then the face as it widens again.
    const scaleX = a.flip ? Math.abs(Math.cos(p * Math.PI)) : 1;
    const showFace = !!s.face && (!a.flip || p >= 0.5);
    this.card(s, x, y, Math.max(0.02, scaleX), showFace);
    if (!showFace || !prints.length) return;
    const { ctx } = this;
    ctx.save();
    ctx.translate(x + s.w / 2, 0);
    ctx.scale(Math.max(0.02, scaleX), 1);
    ctx.translate(-(x + s.w / 2), 0);
    for (const p2 of prints) this.print(p2, x - s.x, y - s.y);
    ctx.restore();
  }

  card(s, x, y, scaleX, showFace) {
    const { ctx } = this;
    const { w, h } = s;
    const r = Math.max(3, Math.min(w, h) * 0.1);
    ctx.save();
    ctx.translate(x + w / 2, y + h / 2);
    ctx.scale(scaleX, 1);
    ctx.translate(-w / 2, -h / 2);
    if (s.glow) {
      ctx.shadowColor = this.color('glow');
      ctx.shadowBlur = Math.max(8, w * 0.25);
    } else {
      ctx.shadowColor = 'rgba(0,0,0,0.35)';
      ctx.shadowBlur = 4;
      ctx.shadowOffsetY = 1.5;
    }
    roundRect(ctx, 0, 0, w, h, r);
    ctx.fillStyle = showFace ? this.color(`face_${s.face.tone}`) : this.color('card_back');
    ctx.fill();
    ctx.shadowColor = 'transparent';
    if (showFace) this.face(s.face, w, h, r);
    else this.back(w, h, r);
    roundRect(ctx, 0.5, 0.5, w - 1, h - 1, r);
    ctx.lineWidth = s.glow ? 2.5 : 1;
    ctx.strokeStyle = s.glow ? this.color('glow') : this.color('card_edge');
    ctx.stroke();
    ctx.restore();
  }

  face(face, w, h, r) {
    const { ctx } = this;
    const ink = this.color(`tone_${face.tone}`);
    ctx.fillStyle = ink;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const caption = face.caption ? t(face.caption) : '';
    const text = face.text.replace(/^-/, '\u2212'); // a real minus sign reads better than a hyphen
    const big = caption && h >= 40 ? h * 0.36 : h * 0.46;
    fitFont(ctx, text, big, w * 0.82, 800);
    ctx.fillText(text, w / 2, caption && h >= 40 ? h * 0.44 : h * 0.52);
    if (caption && h >= 40) this.caption(caption, w, h);
    // Corner index, like a printed card, when there is room for it.
    if (w >= 48) {
      ctx.textAlign = 'left';
      ctx.font = `700 ${Math.round(h * 0.1)}px ${FONT}`;
      ctx.fillText(text, r * 0.8, h * 0.1);
    }
    const art = this.emblem?.(face);
    if (art) art(ctx, w, h, (k) => this.color(k));
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
  caption(text, w, h) {
    const { ctx } = this;
    const size = Math.max(7, h * 0.115);
    ctx.font = `600 ${size}px ${FONT}`;
    const space = text.indexOf(' ', Math.floor(text.length / 2) - 2);
    const cut = space > 0 ? space : text.lastIndexOf(' ');
    if (ctx.measureText(text).width <= w * 0.88 || cut < 0) {
      fitFont(ctx, text, size, w * 0.88, 600);
      ctx.fillText(text, w / 2, h * 0.8);
      return;
    }
    const lines = [text.slice(0, cut), text.slice(cut + 1)];
    const s = Math.min(...lines.map((l) => fitFont(ctx, l, size, w * 0.88, 600)));
    ctx.font = `600 ${s}px ${FONT}`;
    lines.forEach((l, i) => ctx.fillText(l, w / 2, h * 0.8 + (i - 0.5) * s * 1.05));
  }

  back(w, h, r) {
    const { ctx } = this;
    const m = Math.max(2, w * 0.08);
    ctx.save();
    roundRect(ctx, m, m, w - 2 * m, h - 2 * m, r * 0.6);
    ctx.fillStyle = this.color('card_back_2');
    ctx.fill();
    ctx.clip();
    // Diagonal lattice.
    ctx.strokeStyle = this.color('card_back_line');
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
    ctx.fillStyle = this.color('card_back');
    ctx.fill();
    ctx.lineWidth = Math.max(1, w * 0.02);
    ctx.strokeStyle = this.color('card_back_line');
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
      ctx.fillStyle = this.color('card_back_line');
      ctx.fill();
    }
  }

  ring(rect, token, width) {
    const { ctx } = this;
    roundRect(ctx, rect.x - 4, rect.y - 4, rect.w + 8, rect.h + 8, 8);
    ctx.lineWidth = width + 2;
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.stroke();
    ctx.lineWidth = width;
    ctx.strokeStyle = this.color(token);
    ctx.stroke();
  }
}
