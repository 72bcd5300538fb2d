// @ts-check
// 18 Holes' table, laid out by the page: the course as a world layer the painter pans and zooms
// (terrain, flags, golfers, the last flight, and the moves that aim at a hex), and a side panel
// (a bottom panel on a tall screen) with the hole, the players, and the viewer's clubs, shot
// cards and buttons. The engine hands over a table (`GameSession.scene`): the view, the viewer's
// legal moves with what each would do (the planner's odds, a flight and its landing), the map
// rows and the holes; the printed cards' facts come once (`holes18Cards`). Nothing here works out
// a rule: a move is offered only when the engine listed it.
// The result is the display list every game's scene is (paint.js): whole CSS pixels, theme colour
// tokens, labels as i18n keys with arguments.
import { Ctx, PAD, px, rect } from './holes18-table-kit.js';
import { Pen } from './holes18-table-pen.js';
import { courseBounds, focus, frameScale, onMap, world } from './holes18-table-world.js';
import { panel } from './holes18-table-panel.js';

/**
 * The scene of `table` at `width` × `height` CSS pixels (clamped as the engine clamps scenes).
 * `cards` is `holes18Cards()` of the module.
 */
export function drawTable(table, width, height, cards) {
  width = Math.min(4000, Math.max(200, width));
  height = Math.min(4000, Math.max(200, height));
  const cx = new Ctx(table, cards);
  const tall = height > width * 1.1 || width < 640;
  if (!tall) {
    const pw = Math.min(360, Math.max(260, width * 0.3));
    return layOut(cx, width, height, rect(0, 0, width - pw, height), rect(width - pw, 0, pw, height));
  }
  // A bottom panel takes the room it needs, up to four fifths of the screen: on a small phone,
  // five players' lines or the solo opponents can push the moves below the screen's edge (the
  // course above still pans and zooms).
  const below = (ph) => layOut(cx, width, height, rect(0, 0, width, height - ph), rect(0, height - ph, width, ph));
  // Cards that size with the panel grow with it too, so it may take a few tries.
  let ph = Math.min(380, Math.max(230, height * 0.42));
  // A draft from more clubs than a packet (the solo draft, a golfer's pick from the pool) is
  // what the screen is for until it ends: the panel takes its most at once.
  if (cx.view.phase === 'draft' && (cx.view.packet?.length ?? 0) > 9) ph = height * 0.62;
  let scene = below(ph);
  for (let tries = 0; tries < 6 && ph < height * 0.8; tries++) {
    // Hits may reach the screen's edge; words keep a little off it.
    const over = Math.max(0, ...scene.hits.map((h) => h.at.y + h.at.h - height), ...scene.shapes.map((sh) => textBottom(sh) - height + 2));
    if (over === 0) break;
    ph = Math.min(ph + over + PAD, height * 0.8);
    scene = below(ph);
  }
  // The course's room no taller than the map, at the scale that frames the hole in play across
  // the screen: a wide hole on a phone leaves the rest to the panel rather than to felt.
  const courseH = height - ph;
  const bounds = courseBounds(cx);
  const hole = onMap(focus(cx), bounds);
  if (!(hole.w > 0 && hole.h > 0)) return scene; // no hole in play (every chaos green taken)
  const need = Math.max(MIN_COURSE, Math.ceil(bounds.h * frameScale(hole, rect(0, 0, width, courseH))) + PAD);
  return need < courseH - PAD ? below(height - need) : scene;
}

/** Where a text shape's words may reach down to (0 for other shapes). */
const textBottom = (sh) => (sh.k === 'text' ? sh.y + (sh.wrap_h ? sh.wrap_h / 2 : sh.size * 0.8) : 0);

/** The least height of the course's room above a bottom panel. */
const MIN_COURSE = 200;

/** The panel at `panelAt`, then the course in `courseAt` with the moves the panel aims at a hex. */
function layOut(cx, width, height, courseAt, panelAt) {
  const p = new Pen();
  p.draw.rect(panelAt, 0, 'mat', null);
  const aims = panel(cx, panelAt, p);
  const firstHit = p.draw.hits.length;
  return {
    width: px(width),
    height: px(height),
    shapes: p.draw.shapes,
    hits: p.draw.hits,
    world: world(cx, courseAt, aims, firstHit, p.previews),
  };
}
