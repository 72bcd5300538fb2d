// @ts-check
// The panel's pen for 18 Holes' table: words, buttons, player lines, and the club and shot cards
// drawn as small cards (a shot card with its flight map, as the printed one shows it).
import { Draw, Label, Text, center, clubReach, hexShape, rect, shotCode } from './holes18-table-kit.js';
import { SQRT3, axialCenter } from '../hex.js';

/** The height of a tip's band: two lines of 11 px words. */
export const TIP_H = 28;

/** Cards of a hand narrower than this are unreadable (a club's name falls under the painter's smallest font). */
export const READABLE_CARD_W = 48;

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The panel being drawn: its shapes and hits, and the previews its moves carry ({hit, shapes}). */
export class Pen {
  constructor() {
    this.draw = new Draw();
    this.previews = [];
  }

  /** Words from (x, y) rightwards, in ink. */
  text(x, y, size, label, bold, maxW) {
    this.draw.text(new Text(x, y, size, label, maxW).left().bold(bold));
  }

  /** A tip in a band of TIP_H from y: on two lines where one would be too small to read. */
  tip(x, y, label, maxW) {
    this.draw.text(new Text(x, y + TIP_H / 2, 12, label, maxW).left().wrap(TIP_H - 2));
  }

  /** A button that makes a move; returns its hit's index. It shows `face` (shorter words for a
   * narrow button); `label` names the move in the page's list of moves (keyboard, screen reader). */
  button(at, label, action, key, face = label) {
    const size = Math.min(at.h * 0.42, 15);
    this.draw.buttonFace(at, 8, size, face, at.w - 8);
    return this.draw.hit(at, action, label, key);
  }

  /** One line of the players' list: a mark ([fill, corner radius]) and its words, on two lines
   * where a row is tall enough and one would be too small to read. */
  line(x, y, lineH, [fill, radius], label, w) {
    this.draw.rect(rect(x, y + lineH / 2 - 6, 12, 12), radius, fill, null);
    this.draw.text(new Text(x + 18, y + lineH / 2, Math.min(lineH * 0.62, 13), label, w - 20).left().wrap(lineH - 2));
  }

  /** A club as a small card: initiative in the corner, its decks, its name. */
  club(at, club, glow) {
    this.draw.rect(at, 6, 'face_club', glow ? 'accent' : 'card_edge');
    const s = Math.min(at.h, at.w * 1.3);
    const [cx] = center(at);
    this.draw.text(new Text(at.x + 5, at.y + s * 0.14, s * 0.15, Label.text(club.init), at.w * 0.4)
      .color('tone_club').left().bold(true));
    this.draw.text(new Text(cx, at.y + at.h * 0.47, s * 0.27, Label.text(clubReach(club)), at.w - 6)
      .color('tone_club').bold(true));
    this.draw.text(new Text(cx, at.y + at.h * 0.8, s * 0.14, Label.key('h18_club').arg('name', club.name), at.w - 6)
      .color('tone_club').bold(false).wrap(at.h * 0.34)); // "Pitching / Wedge" on a small card
  }

  /**
   * A shot card: its deck in the corner and its flight map (the ball's hex, then each hex of the
   * path aimed to the right; a wild card's second path paler), or the special it asks for in words.
   */
  shot(at, shot, glow) {
    this.draw.rect(at, 6, 'face_shot', glow ? 'accent' : 'card_edge');
    this.draw.text(new Text(at.x + 6, at.y + 10, 13, Label.text(shot.deck), 30).color('tone_shot').left().bold(true));
    const paths = shot.face === 'flight' || shot.face === 'longest' ? (shot.paths ?? []) : [];
    // The top band (18 px) is the deck's number and a pile's count: a special's words have the
    // rest of the card, a flight's the band under its map.
    const band = 18;
    const words = new Text(
      at.x + at.w / 2,
      paths.length === 0 ? at.y + (at.h + band) / 2 : at.y + at.h * 0.86,
      Math.min(13, Math.max(9, at.h * 0.12)),
      Label.key('h18_shot_face').arg('card', shotCode(shot)),
      at.w - 8,
    ).color('tone_shot').bold(paths.length === 0);
    if (paths.length === 0) {
      this.draw.text(words.wrap(at.h - band - 4));
      return;
    }
    words.wrap(at.h * 0.26); // the band under the flight map
    // Cells in hex steps from the ball, aimed east (a left turn heads north-east).
    const cells = (steps) => {
      let h = [0, 0];
      const out = [h];
      for (const st of steps) {
        const d = st === 'S' ? 0 : st === 'L' ? 1 : 5;
        h = [h[0] + [1, 1, 0, -1, -1, 0][d], h[1] + [0, -1, -1, 0, 1, 1][d]];
        out.push(h);
      }
      return out;
    };
    const all = paths.map(cells);
    const pts = all.flat().map(([q, r]) => axialCenter(q, r, 1));
    let [x0, x1, y0, y1] = [Number.MAX_VALUE, -Number.MAX_VALUE, Number.MAX_VALUE, -Number.MAX_VALUE];
    for (const [x, y] of pts) {
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    const room = rect(at.x + 6, at.y + 20, at.w - 12, at.h * 0.72 - 20);
    const r = Math.min(room.w / (x1 - x0 + SQRT3), room.h / (y1 - y0 + 2), 14);
    const ox = room.x + room.w / 2 - r * (x0 + x1) / 2;
    const oy = room.y + room.h / 2 - r * (y0 + y1) / 2;
    all.forEach((path, k) => {
      path.forEach(([q, rr], i) => {
        const fill = i === 0 ? 'tee' : i + 1 === path.length ? 'flag_current' : 'fairway';
        const [hx, hy] = axialCenter(q, rr, r);
        this.draw.shapes.push(hexShape(ox + hx, oy + hy, r * 0.95, fill, k === 0 ? 100 : 45, 'card_edge'));
      });
    });
    this.draw.text(words);
  }
}

/**
 * A hand of clubs (ids), each card a move when `actOf(id)` gives one, on one row at most
 * `area.h` high; when one row would make the cards unreadable, on as many rows within `maxH` as
 * give the widest cards (a solo draft offers some thirty clubs). Returns the block's height (at
 * least `area.h`).
 */
export function handRow(p, cx, area, maxH, clubIds, actOf, keyBase) {
  const GAP = 6;
  const n = Math.max(clubIds.length, 1);
  const fit = (rows) => {
    const per = Math.ceil(n / rows);
    const rowH = rows === 1 ? area.h : Math.min(area.h, (maxH - (rows - 1) * GAP) / rows);
    const w = Math.min((area.w - (per - 1) * GAP) / per, rowH * 0.72, 84);
    return [w, Math.min(w / 0.72, rowH)];
  };
  let rows = 1;
  if (fit(1)[0] < READABLE_CARD_W) {
    for (let r = 2; r <= n; r++) {
      if (fit(r)[0] > fit(rows)[0]) rows = r;
    }
  }
  const per = Math.ceil(n / rows);
  const [w, h] = fit(rows);
  clubIds.forEach((id, i) => {
    const at = rect(area.x + (i % per) * (w + GAP), area.y + Math.floor(i / per) * (h + GAP), w, h);
    const club = cx.club(id);
    const a = actOf(id);
    p.club(at, club, a != null);
    if (a != null) {
      const label = Label.key(a.pick !== undefined ? 'h18_hit_pick' : 'h18_hit_select')
        .arg('name', club.name).arg('reach', clubReach(club)).arg('init', club.init);
      p.draw.hit(at, a, label, keyBase ? KEYS[i] : undefined);
    }
  });
  return Math.max(rows * h + (rows - 1) * GAP, area.h);
}
