// @ts-check
// The panel of 18 Holes' table: the hole, the players, and what the viewer may do in each phase;
// plus the moves that aim at a hex (a turn's moves, a chosen card's landings), handed back to be
// drawn on the course. Every move offered is one the engine listed in `table.moves`, and what it
// would do (odds, flight, out of bounds) is read from that listing too.
import {
  Label, ODDS_BANDS, PAD, Text, distance, flightShapes, hexShape, isChaos, menu, modeOf, oddsShapes, rect, shotCode, step,
} from './holes18-table-kit.js';
import { TIP_H, handRow } from './holes18-table-pen.js';
import { golferPanel, seatLines } from './holes18-table-players.js';

// f64::clamp: the bounds are never NaN here.
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

// An action's variant name: `"reset_hand"` -> reset_hand, `{"pick": 5}` -> pick.
const kindOf = (a) => (typeof a === 'string' ? a : Object.keys(a)[0]);

/**
 * The panel at `at`, drawn with pen `p`: heading, players, golfer powers and the phase's moves.
 * Returns the moves that aim at a hex, `[{hex, action, label, preview}]`, for the course.
 */
export function panel(cx, at, p) {
  const view = cx.view;
  const x = at.x + PAD;
  const w = at.w - 2 * PAD;
  let y = at.y + PAD + 10;
  heading(p, cx, x, y, w);
  y += 18;
  y = seatLines(p, cx, at, x, y, w);
  y += 6;
  y = golferPanel(cx, x, y, w, p);
  const bottom = at.y + at.h - PAD;
  const col = { x, y, w, bottom, room: Math.max(bottom - y, 60) };
  const me = cx.viewer;
  const any = cx.legal.length > 0;
  switch (view.phase) {
    case 'draft':
    case 'select':
      pickClub(p, cx, col);
      return [];
    case 'turn':
      if (me !== null && view.to_move.includes(me)) return turn(p, cx, col);
      break;
    case 'choose':
    case 'big_hit_discard':
      if (view.shot) return choose(p, cx, col);
      break;
    case 'place':
      if (any) return place(p, cx, col);
      break;
    case 'target':
      if (any) {
        target(p, cx, col);
        return [];
      }
      break;
    case 'extra':
      if (any) {
        extra(p, cx, col);
        return [];
      }
      break;
    case 'over':
      p.text(x, y + 10, 15, Label.key('h18_over').arg('seats', view.winners), true, w);
      return [];
    default:
      break;
  }
  waiting(p, cx, col);
  return [];
}

// The panel's title: the hole (or the draft, the chaos greens left, the end) and the mode.
function heading(p, cx, x, y, w) {
  const view = cx.view;
  const mode = modeOf(view);
  const hole = cx.hole();
  let key = 'h18_panel_hole';
  if (view.phase === 'draft') key = 'h18_panel_draft';
  else if (view.phase === 'over') key = 'h18_panel_over';
  else if (isChaos(mode)) key = 'h18_panel_chaos';
  p.text(x, y, 16, Label.key(key)
    .arg('hole', hole + 1)
    .arg('holes', cx.holes.length)
    .arg('par', cx.holes[hole].par)
    .arg('round', Math.max(1, view.round)) // Skins' token and Kelly's targets come before round 1
    .arg('mode', mode)
    .arg('left', cx.ms.pots.filter((pot) => pot.length > 0).length), true, w);
}

// The draft and the secret selection: a row of clubs (more on a narrow panel), each one a move.
function pickClub(p, cx, col) {
  const { x, w } = col;
  const view = cx.view;
  let y = col.y;
  const drafting = view.phase === 'draft';
  const clubs = drafting ? (view.packet ?? []) : (view.hand ?? []);
  let title = null;
  if (!drafting) title = Label.key('h18_your_hand').arg('n', clubs.length);
  else if (view.pick != null) title = Label.key('h18_picked').arg('name', cx.club(view.pick).name);
  if (title) p.text(x, y + 8, 13, title, true, w);
  y += 20;
  const h = clamp(col.room - 70, 50, 110);
  const choose = (id) => cx.legalMove(drafting ? { pick: id } : { select: id });
  // Rows may take the panel down to the reset button (34 px and its gap) under them.
  y += handRow(p, cx, rect(x, y, w, h), col.room - 44, clubs, choose, true) + 8;
  const reset = cx.legalMove('reset_hand');
  const sel = cx.viewer !== null ? view.selected[cx.viewer] : null;
  if (reset !== null) {
    p.button(rect(x, y, Math.min(w, 220), 34), Label.key('h18_hit_reset'), reset, 'r');
  } else if (sel != null) {
    p.text(x, y + 10, 13, Label.key('h18_selected').arg('name', cx.club(sel).name), false, w);
  } else if (drafting) {
    handLabel(p, cx, x, y, w);
  }
}

// The viewer's turn: the selected club, a button per move that draws a shot (its odds as a
// preview), a tip for the moves on the course, and those moves.
function turn(p, cx, col) {
  const { x, w } = col;
  const view = cx.view;
  let y = col.y;
  const seat = cx.viewer ?? 0;
  let aims = [];
  const c = view.selected[seat];
  if (c != null) {
    const cw = Math.min(64, w / 4);
    p.club(rect(x, y, cw, cw / 0.72), cx.club(c), true);
    const by = turnButtons(p, cx, cx.club(c), x + cw + 8, y, w - cw - 8);
    y = Math.max(Math.max(y, by), y + cw / 0.72) + 6;
    const has = (f) => cx.legal.some(f);
    let tip = 'h18_tip_move';
    if (has((a) => kindOf(a) === 'bunker')) tip = 'h18_tip_bunker';
    else if (has((a) => kindOf(a) === 'wood')) tip = 'h18_tip_wood';
    else if (has((a) => kindOf(a) === 'play' && a.play.dir != null)) tip = 'h18_tip_chip';
    p.tip(x, y, Label.key(tip), w);
    y += TIP_H;
    if (cx.viewer !== null && cx.table.moves.some((m) => m.odds?.length)) y = oddsLegend(p, x, y, w);
    if (cx.viewer !== null) aims = turnAims(cx, seat);
  }
  handLabel(p, cx, x, Math.max(y, col.bottom - 20), w);
  return aims;
}

// The turn's buttons, stacked in a column at (bx, by) of width bw, for the selected club: play
// a deck, big hit, reset, peek, switch golfer. Returns where the column ends.
function turnButtons(p, cx, club, bx, by, bw) {
  const seat = cx.viewer ?? 0;
  // Solo Chaos Golf's looks at the opponents' clubs: one button and a choice when there are
  // several, so a small phone's panel keeps its room for the shots.
  const peeks = cx.legal.filter((a) => kindOf(a) === 'peek_club')
    .map((a) => [a, Label.key('h18_hit_peek_opp').arg('opp', a.peek_club + 1)]);
  let peeked = false;
  for (const m of cx.table.moves) {
    const a = m.action;
    const kind = kindOf(a);
    let text;
    let key;
    let face = null;
    if (kind === 'play' && a.play.dir == null) {
      text = Label.key('h18_hit_play').arg('deck', a.play.deck).arg('draw', club.draw);
      key = 'p';
    } else if (kind === 'big_hit') {
      // The face names it; its words for the list of moves say what it does.
      face = Label.key('h18_hit_big').arg('deck', club.big ?? '');
      text = Label.key('h18_hit_big_says').arg('deck', club.big ?? '').arg('draw', club.draw + 1);
      key = 'b';
    } else if (kind === 'reset_hand') {
      text = Label.key('h18_hit_reset_turn');
      key = 'r';
    } else if (kind === 'peek_club' && peeks.length > 1) {
      if (peeked) continue;
      peeked = true;
      p.button(rect(bx, by, bw, 32), Label.key('h18_hit_peek_menu').arg('n', peeks.length), menu(peeks), null);
      by += 38;
      continue;
    } else if (kind === 'peek_club') {
      text = Label.key('h18_hit_peek_opp').arg('opp', a.peek_club + 1);
      key = null;
    } else if (kind === 'switch') {
      text = Label.key('h18_hit_switch').arg('golfer', cx.ms.playing[seat] === 0 ? 'b' : 'a');
      key = 'g';
    } else {
      continue;
    }
    // With several decks, "p" would not say which.
    if (kind === 'play' && club.decks.length > 1) key = null;
    const i = p.button(rect(bx, by, bw, 32), text, a, key, face ?? text);
    if (cx.viewer !== null && m.odds && m.odds.length > 0) {
      p.previews.push({ hit: i, shapes: oddsShapes(m.odds) });
    }
    by += 38;
  }
  return by;
}

// What the planner's shading means: a line of words, then each band's swatch and its chances.
// Returns where the panel continues.
function oddsLegend(p, x, y, w) {
  p.tip(x, y, Label.key('h18_legend_tip'), w);
  y += TIP_H;
  const slot = w / ODDS_BANDS.length;
  // Least likely first, as the words read; each band's chances in whole percent.
  [...ODDS_BANDS].reverse().forEach(([least, size, alpha], i, bands) => {
    const sx = x + i * slot;
    p.draw.shapes.push(hexShape(sx + 8, y + 9, (9 * size) / 0.9, 'plan', alpha, 'on_plan'));
    let words = Label.key('h18_legend_band').arg('least', least / 10);
    if (i + 1 < bands.length) words = words.arg('below', bands[i + 1][0] / 10);
    p.draw.text(new Text(sx + 20, y + 9, 12, words, slot - 24).left());
  });
  return y + 22;
}

// Choosing a drawn card (or discarding one after a big hit): the stacks' top cards, then for the
// shooter the landings on the course, a golfer switch and the moves out of bounds.
function choose(p, cx, col) {
  const { x, w } = col;
  const view = cx.view;
  let y = col.y;
  const shot = view.shot;
  if (!shot) return [];
  const discarding = view.phase === 'big_hit_discard';
  const title = discarding
    ? Label.key('h18_discard_title').arg('seat', shot.seat)
    : Label.key('h18_choose_title').arg('seat', shot.seat).arg('name', cx.club(shot.club).name);
  p.text(x, y + 8, 13, title, true, w);
  y += 20;
  const shooter = !discarding && cx.viewer === shot.seat;
  const [on, off] = shooter ? chooseAims(cx, shot.seat) : [[], []];
  const sw = shooter ? cx.legalMove('switch') : null;
  // The shooter's tip and buttons go under the cards: on a short panel the cards give way
  // rather than push a button off the screen.
  const buttons = (sw !== null ? 38 : 0) + (off.length > 0 ? 32 : 0);
  // A Follow button under a card takes a row; without one the cards keep that room.
  const follows = shot.stacks.some((_, i) => cx.legalMove({ follow: i }) !== null) ? 36 : 8;
  // The tip says what the status line above the table says too: a small phone's crowded panel
  // leaves it out before a card gets too small to read.
  const tip = shooter && col.bottom - y - follows - buttons - TIP_H >= 60;
  const under = shooter ? buttons + (tip ? TIP_H : 0) : 0;
  y += stacks(p, cx, shot.stacks, x, y, w, col.room, col.bottom - y - follows - under) + follows;
  if (!shooter) return [];
  if (tip) {
    p.tip(x, y, Label.key('h18_tip_land'), w);
    y += TIP_H;
  }
  if (sw !== null) {
    // Chaos Teams: the golfer is chosen after drawing.
    const other = cx.ms.playing[shot.seat] === 0 ? 'b' : 'a';
    p.button(rect(x, y, Math.min(w, 260), 32), Label.key('h18_hit_switch').arg('golfer', other), sw, 'g');
    y += 38;
  }
  if (off.length > 0) {
    // The button says what such a shot does; its menu, which ways it may go.
    const out = Label.key('h18_hit_out_menu').arg('n', off.length);
    p.button(rect(x, y, Math.min(w, 260), 32), out, menu(off), 'o', Label.key('h18_face_out').arg('n', off.length));
  }
  return on;
}

// The drawn stacks side by side at (x, y) in width w: each top card (a discard move when legal),
// how many lie under it, and a follow button; the cards at most `fit` high. Returns their height.
function stacks(p, cx, piles, x, y, w, room, fit) {
  const k = Math.max(piles.length, 1);
  const cw = Math.min((w - (k - 1) * 8) / k, 130);
  // No taller than `fit`, unless that would leave a card too small to read its deck and words.
  const ch = Math.min(clamp(cw * 0.95, 70, 120), room * 0.45, Math.max(44, fit));
  piles.forEach((st, i) => {
    if (st.length === 0) return;
    const top = cx.shot(st[st.length - 1]);
    const at = rect(x + i * (cw + 8), y, cw, ch);
    p.shot(at, top, false);
    const under = st.length - 1;
    if (under > 0) {
      // Top right, beside the deck's number: the card's words and map take its middle and foot.
      p.draw.text(new Text(at.x + at.w - 5, at.y + 10, 10, Label.key('h18_under').arg('n', under), cw - 44)
        .color('tone_shot').right());
    }
    // Two cards alike are told apart by their place.
    const pile = (l) => (piles.length > 1 ? l.arg('pile', i + 1) : l);
    const discard = cx.legalMove({ discard: i });
    if (discard !== null) {
      // The button says what the discard leaves the shooter to play.
      const keep = piles.filter((o, j) => j !== i && o.length).map((o) => shotCode(cx.shot(o[o.length - 1])));
      const label = pile(Label.key('h18_hit_discard').arg('card', shotCode(top)))
        .arg('keep', keep).arg('seat', cx.view.shot?.seat ?? 0);
      p.draw.hit(at, discard, label, ['1', '2', '3', '4'][i]);
    }
    const follow = cx.legalMove({ follow: i });
    if (follow !== null) {
      // "Follow" alone under its card: the card's words would not fit a card's width.
      p.button(rect(at.x, at.y + ch + 4, cw, 28), pile(Label.key('h18_hit_follow').arg('card', shotCode(top))), follow, null, Label.key('h18_follow'));
    }
  });
  return ch;
}

// Skins' placing: a move on each green still open, worth its tokens.
function place(p, cx, col) {
  const { x, y, w } = col;
  p.text(x, y + 8, 13, Label.key('h18_place_title'), true, w);
  p.tip(x, y + 18, Label.key('h18_tip_place'), w);
  const aims = [];
  for (const a of cx.legal) {
    if (kindOf(a) !== 'place') continue;
    const h = a.place;
    const worth = (cx.ms.pots[h] ?? []).reduce((s, t) => s + t, 0);
    aims.push({
      hex: cx.holes[h].green,
      action: a,
      label: Label.key('h18_hit_place').arg('hole', h + 1).arg('worth', worth),
      preview: [],
    });
  }
  return aims;
}

// Choosing a target green: a button per green offered, with its par and distance.
function target(p, cx, col) {
  const { x, w } = col;
  let y = col.y;
  p.text(x, y + 8, 13, Label.key('h18_target_title'), true, w);
  y += 22;
  const here = cx.viewer === null ? cx.holes[0].tee : cx.view.positions[cx.viewer];
  cx.legal.forEach((a, i) => {
    if (kindOf(a) !== 'keep') return;
    const hole = cx.holes[a.keep];
    p.button(rect(x, y, Math.min(w, 280), 34), Label.key('h18_hit_keep')
      .arg('hole', a.keep + 1)
      .arg('par', hole.par)
      .arg('dist', distance(here, hole.green)), a, ['1', '2'][i]);
    y += 40;
  });
}

// An extra shot offered: a club from the hand, or pass.
function extra(p, cx, col) {
  const { x, w } = col;
  let y = col.y;
  p.text(x, y + 8, 13, Label.key('h18_extra_title'), true, w);
  y += 20;
  const clubs = cx.view.hand ?? [];
  const h = clamp(col.room - 80, 50, 110);
  y += handRow(p, cx, rect(x, y, w, h), col.room - 80, clubs, (id) => cx.legalMove({ select: id }), true) + 8;
  const pass = cx.legalMove('pass');
  if (pass !== null) p.button(rect(x, y, Math.min(w, 220), 34), Label.key('h18_hit_pass'), pass, 'x');
}

// Nothing to do now: the viewer's selected club, hand and discards, to look at.
function waiting(p, cx, col) {
  const { x, w } = col;
  const view = cx.view;
  const s = cx.viewer;
  if (s === null) return;
  let y = col.y;
  const sel = view.selected[s];
  if (sel != null) p.club(rect(x, y, 56, 56 / 0.72), cx.club(sel), false);
  const hand = view.hand ?? [];
  const h = clamp(col.room - 100, 40, 90);
  const used = handRow(p, cx, rect(x + 64, y, w - 64, h), col.room - 100, hand, () => null, false);
  y += Math.max(56 / 0.72, used) + 8;
  handLabel(p, cx, x, y, w);
}

// The viewer's discarded clubs, by name.
function handLabel(p, cx, x, y, w) {
  const s = cx.view.seat;
  if (s == null) return;
  const names = cx.view.discards[s].map((id) => cx.club(id).name);
  p.text(x, y + 8, 11, Label.key('h18_discards').arg('list', names).arg('n', names.length), false, w);
}

// The turn's moves that aim at a hex: one-hex moves, wood shots, chip aims, bunker exits.
function turnAims(cx, seat) {
  const from = cx.view.positions[seat];
  const selected = cx.view.selected[seat];
  const club = selected != null ? cx.club(selected) : null;
  const aims = [];
  for (const m of cx.table.moves) {
    const a = m.action;
    const kind = kindOf(a);
    let dir;
    let hex;
    let key;
    let preview;
    if (kind === 'move') {
      dir = a.move;
      hex = step(from, dir);
      key = 'h18_hit_move';
      preview = [];
    } else if (kind === 'wood') {
      dir = a.wood;
      const { path, landing } = m.flight;
      if (landing !== 'out') {
        hex = landing.at;
        key = 'h18_hit_wood';
      } else {
        hex = path.length > 0 ? path[path.length - 1] : step(from, dir);
        key = 'h18_hit_wood_out';
      }
      preview = flightShapes(from, path, seat, landing);
    } else if (kind === 'play' && a.play.dir != null) {
      dir = a.play.dir;
      hex = step(from, dir);
      // Aimed over a gap in the course, every chip card goes out: the words say so, as a wood's do.
      key = m.out ? 'h18_hit_chip_out' : 'h18_hit_chip';
      preview = oddsShapes(m.odds ?? []);
    } else if (kind === 'bunker') {
      dir = a.bunker.dir;
      hex = step(from, dir);
      key = club && club.decks.length > 1 ? 'h18_hit_bunker_deck' : 'h18_hit_bunker';
      preview = oddsShapes(m.odds ?? []);
    } else {
      continue;
    }
    let label = cx.hexLabel(key, hex).arg('dir', dir);
    if (kind === 'bunker') label = label.arg('deck', a.bunker.deck);
    aims.push({ hex, action: a, label, preview });
  }
  return aims;
}

// The chosen-card moves: those landing on the course (one per hex is the world's business), and
// those going out of bounds (listed in a menu) as [action, label].
function chooseAims(cx, seat) {
  const from = cx.view.positions[seat];
  const shot = cx.view.shot;
  if (!shot) return [[], []];
  const on = [];
  const off = [];
  for (const m of cx.table.moves) {
    const a = m.action;
    if (kindOf(a) !== 'shoot') continue;
    const { stack, dir, path } = a.shoot;
    const pile = shot.stacks[stack];
    if (!pile || pile.length === 0) continue;
    // A card that cannot fly from here comes without a flight and is not offered.
    if (!m.flight) continue;
    const card = shotCode(cx.shot(pile[pile.length - 1]));
    // Two cards alike are told apart by their place.
    const which = (l) => (shot.stacks.length > 1 ? l.arg('pile', stack + 1) : l);
    const { landing } = m.flight;
    if (landing !== 'out') {
      const h = landing.at;
      on.push({
        hex: h,
        action: a,
        // A wild card's two flights may land on two hexes alike: each says its own flight.
        label: which(cx.hexLabel('h18_hit_shoot', h).arg('dir', dir).arg('card', card).arg('flight', path)),
        preview: flightShapes(from, m.flight.path, seat, landing),
      });
    } else {
      off.push([a, which(Label.key('h18_hit_shoot_out').arg('dir', dir).arg('card', card).arg('path', path))]);
    }
  }
  return [on, off];
}
