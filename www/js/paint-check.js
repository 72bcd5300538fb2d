// @ts-check
// For the tests only, fetched when one asks (window.clubhouse.wrongPixels), never on a visit:
// does painting only what changed (paint.js) show what painting the whole table would?
/** @import { Painter } from './paint.js' */

/**
 * How many pixels of the canvas change, as a person sees them, when its frame
 * is painted again whole: what painting only the changes left wrong. Pixels are compared as
 * they show over the felt (weighed by their opacity), each with its neighbours: an edge drawn
 * through a room's clip, or a card's words drawn once on the table and once on its image, may
 * fall a shade apart at a few pixels; a shape left behind or missing is far more than that.
 * @param {Painter} painter
 */
export function wrongPixels(painter) {
  const { canvas, ctx, scene } = painter;
  if (!scene || !canvas.width) return 0;
  if (painter.frame) {
    cancelAnimationFrame(painter.frame);
    painter.frame = 0;
    painter.imagesReady(Infinity);
    painter.draw();
  }
  const { width: w, height: h } = canvas;
  const seen = (data) => {
    const shades = new Float32Array(w * h * 4);
    for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 4; c++) shades[i + c] = c === 3 ? data[i + 3] : (data[i + c] * data[i + 3]) / 255;
    return shades;
  };
  const shown = seen(ctx.getImageData(0, 0, w, h).data);
  painter.paintRoom(painter.items([]), null, scene);
  const whole = seen(ctx.getImageData(0, 0, w, h).data);
  let wrong = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      for (let c = 0; c < 4; c++) {
        let d = 0;
        for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
          const i = ((y + dy) * w + x + dx) * 4 + c;
          d += whole[i] - shown[i];
        }
        if (Math.abs(d) > 9 * 40) {
          wrong++;
          break;
        }
      }
    }
  }
  return wrong;
}
