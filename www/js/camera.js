// @ts-check
// The camera over a world layer (an 18 Holes course, the designer's board): where the layer's
// screen area looks, how far it is zoomed, and the conversions between screen and world points.
// The painter draws through it; the pointer, the keys and the designer pan and zoom it.

const ZOOM_MIN = 0.3;
const ZOOM_MAX = 3;

export class Camera {
  /**
   * @param {() => any} world the layer shown now (`{at, focus, bounds, key}`), or null
   * @param {() => void} changed asks for a new frame
   */
  constructor(world, changed) {
    this.world = world;
    this.changed = changed;
    this.view = null; // {s, x, y}: scale, and the world point at the layer's top-left
    this.key = null; // the layer's key when last framed (a new hole frames again)
  }

  /** A new scene's layer: frame it when it is new or its focus is off screen, else keep the view. */
  follow(w) {
    if (!w) {
      this.view = null;
      this.key = null;
    } else if (w.key !== this.key || !this.view || !this.shows(w.focus)) {
      this.key = w.key;
      this.frame();
    } else this.clamp();
  }

  /** Frames the world's focus (the hole being played) in its screen area. */
  frame() {
    const w = this.world();
    if (!w) return;
    const s = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.min(w.at.w / w.focus.w, w.at.h / w.focus.h)));
    this.view = { s, x: w.focus.x + w.focus.w / 2 - w.at.w / (2 * s), y: w.focus.y + w.focus.h / 2 - w.at.h / (2 * s) };
    this.changed();
  }

  /** Zooms by `f` keeping the screen point (sx, sy) (default: the centre) still. */
  zoomBy(f, sx = undefined, sy = undefined) {
    const w = this.world();
    if (!w || !this.view) return;
    const cx = sx ?? w.at.x + w.at.w / 2, cy = sy ?? w.at.y + w.at.h / 2;
    const [wx, wy] = this.toWorld(cx, cy);
    const s = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, this.view.s * f));
    this.view = { s, x: wx - (cx - w.at.x) / s, y: wy - (cy - w.at.y) / s };
    this.clamp();
    this.changed();
  }

  panBy(dx, dy) {
    if (!this.view) return;
    this.view.x -= dx / this.view.s;
    this.view.y -= dy / this.view.s;
    this.clamp();
    this.changed();
  }

  /** Keeps some of the course on screen however far it is dragged. */
  clamp() {
    const { at, bounds: b } = this.world();
    const { s } = this.view;
    const vw = at.w / s, vh = at.h / s;
    this.view.x = Math.min(b.x + b.w - vw * 0.25, Math.max(b.x - vw * 0.75, this.view.x));
    this.view.y = Math.min(b.y + b.h - vh * 0.25, Math.max(b.y - vh * 0.75, this.view.y));
  }

  /** True when a world rectangle is wholly on screen. */
  shows(r) {
    const o = this.toScreen(r);
    const { at } = this.world();
    return o.x >= at.x && o.y >= at.y && o.x + o.w <= at.x + at.w && o.y + o.h <= at.y + at.h;
  }

  toWorld(sx, sy) {
    const { at } = this.world();
    return [this.view.x + (sx - at.x) / this.view.s, this.view.y + (sy - at.y) / this.view.s];
  }

  /** A world rectangle on screen. */
  toScreen(r) {
    const { at } = this.world();
    const { s, x, y } = this.view;
    return { x: at.x + (r.x - x) * s, y: at.y + (r.y - y) * s, w: r.w * s, h: r.h * s };
  }

  inWorld(sx, sy) {
    const at = this.world()?.at;
    return !!at && sx >= at.x && sx <= at.x + at.w && sy >= at.y && sy <= at.y + at.h;
  }

  /** Pans just enough to bring a world rectangle into view (a focused hex). */
  reveal(r) {
    const w = this.world();
    if (!w || !this.view) return;
    const o = this.toScreen(r);
    const m = 24;
    let dx = 0, dy = 0;
    if (o.x < w.at.x + m) dx = w.at.x + m - o.x;
    else if (o.x + o.w > w.at.x + w.at.w - m) dx = w.at.x + w.at.w - m - o.x - o.w;
    if (o.y < w.at.y + m) dy = w.at.y + m - o.y;
    else if (o.y + o.h > w.at.y + w.at.h - m) dy = w.at.y + w.at.h - m - o.y - o.h;
    if (dx || dy) this.panBy(dx, dy);
  }
}
