// @ts-check
// The players' lines of 18 Holes' panel (scores, golfer badges, Solo Chaos Golf's opponents and
// solo card) and the golfer powers the viewer may use now.
import { Label, Text, ball, center, countsStrokes, menu, modeOf, rect, shotCode } from './holes18-table-kit.js';
import { TIP_H } from './holes18-table-pen.js';

/** A player's line names the club shown (its name and initiative), '?' for one chosen in secret. */
function withClub(label, cx, id, secret = false) {
  if (id != null) return label.arg('club', cx.club(id).name).arg('init', cx.club(id).init);
  return label.arg('club', secret ? '?' : '');
}

/**
 * The players, one line each, the one to move marked (and in Solo Chaos Golf the opponents and
 * the solo card). Returns where the panel continues.
 */
export function seatLines(p, cx, at, x, y, w) {
  const view = cx.view;
  const mode = modeOf(view);
  // A player's words are long (a golfer, a target, the club shown): on a tall panel each row has
  // room for two lines, and so on any panel once golfers add their name and power (but for four
  // or five players on a small phone, a table under 520 px high, where the moves need the room).
  const crowded = at.y + at.h < 520 && view.positions.length > 3;
  const line = at.h >= 520 || (view.golfers != null && !crowded) ? TIP_H : at.h < 300 ? 18 : 22;
  for (let s = 0; s < view.positions.length; s++) {
    const row = rect(at.x + 4, y, at.w - 8, line);
    if (view.to_move.includes(s) && view.phase !== 'over') {
      p.draw.rect(row, 5, 'turn', null);
    }
    let label = (mode === 'match_play'
      ? Label.key('h18_seat').arg('flags', view.flags[s]).arg('tokens', view.tokens[s])
      : seatScore(cx, s))
      .arg('seat', s)
      .arg('hand', view.hand_sizes[s]);
    label = withClub(label, cx, view.selected[s], view.committed[s]);
    if (view.water[s] !== 'dry') label = label.arg('water', 1);
    label = golferBadge(p, cx, s, row, label);
    const badge = view.golfers != null ? 34 : 0;
    p.line(x, y, line, [ball(s), 6], label, w - badge);
    y += line;
  }
  if (mode === 'solo_chaos') y = soloLines(p, cx, x, y, w, line);
  return y;
}

/**
 * Solo Chaos Golf: the three opponents (points, target green, a club turned up) and the solo card
 * with its turn marker (a full circle: only you score; a half one: combined scoring).
 */
function soloLines(p, cx, x, y, w, line) {
  const ms = cx.ms.solo;
  if (!ms) return y;
  const targets = ms.opp_targets ?? [];
  const shown = ms.opp_shown ?? [];
  ms.opp_points.forEach((pts, o) => {
    const stack = targets[o] ?? [];
    let label = Label.key('h18_opp').arg('opp', o + 1).arg('score', pts).arg('left', stack.length);
    if (stack.length > 0) label = label.arg('target', stack[stack.length - 1] + 1);
    if (shown[o] != null) label = withClub(label, cx, shown[o]);
    p.line(x, y, line, ['token', 2], label, w);
    y += line;
  });
  if (ms.solo_card != null) {
    const turns = cx.table.solo_turns ?? [];
    const mark = Math.min(ms.solo_mark ?? 0, Math.max(turns.length - 1, 0));
    const marks = turns.map((t, i) => {
      const m = t ? '\u25d0' : '\u25cf';
      return i === mark ? `[${m}]` : m;
    });
    const label = Label.key('h18_solo_card')
      .arg('marks', marks.join(' '))
      .arg('combined', turns[mark] ? 1 : 0)
      .arg('rank', ms.rank ?? 0)
      .arg('left', (ms.solo_deck ?? []).length);
    // The card's marks and words are long: two lines' room even where a player has one.
    const h = Math.max(line, TIP_H);
    p.draw.text(new Text(x, y + h / 2, 13, label, w).left().bold(true).wrap(h - 2));
    y += h;
  }
  return y;
}

/** A player's line in a mode other than Match Play: the mode's score and what it tracks. */
function seatScore(cx, s) {
  const view = cx.view;
  const ms = cx.ms;
  const mode = modeOf(view);
  let label = Label.key('h18_seat_mode').arg('mode', mode).arg('score', view.totals[s]);
  if (countsStrokes(mode) && view.phase !== 'over') {
    label = label.arg('now', view.turns_on_hole[s] + (ms.penalties[s] ?? 0));
    if (ms.holed[s]) label = label.arg('holed', 1);
  }
  if (ms.atHole[s] !== undefined) label = label.arg('at', ms.atHole[s] + 1);
  const t = ms.targets[s];
  // Only the viewer's own target is known; the others' come as 255.
  if (t != null) label = label.arg('target', t === 255 ? 0 : t + 1);
  if (ms.playoff.length > 0 && !ms.playoff.includes(s)) label = label.arg('out', 1);
  return label;
}

/**
 * A player's golfer card at the end of its row: upright, or sideways once its power is spent.
 * Returns the row's words with the golfer added (for screen readers too).
 */
function golferBadge(p, cx, s, row, label) {
  const g = cx.view.golfers;
  if (g == null) return label;
  const card = g.cards[s];
  if (card == null) return label;
  const used = g.sideways[s] ?? false;
  const [bw, bh] = used ? [30, 16] : [16, 22];
  const at = rect(row.x + row.w - 34 + (30 - bw) / 2, row.y + (row.h - bh) / 2, bw, bh);
  p.draw.rect(at, 3, 'face_club', 'card_edge');
  // Every golfer's code starts with its name's initial (`the_shark`, The Shark).
  const initial = card.golfer[0].toUpperCase();
  const [x, y] = center(at);
  p.draw.text(new Text(x, y, 9, Label.text(`${initial}${card.side}`), at.w).color('tone_club').bold(true));
  label = label.arg('golfer', card.golfer).arg('side', card.side);
  if (used) label = label.arg('used', 1);
  if (g.lasting != null && card.golfer === 'dorian') label = label.arg('lasting', cx.club(g.lasting).name);
  return label;
}

/**
 * The golfer powers the viewer may use now, as buttons (a menu when there are many), and what
 * its golfer knows: Bunjil's looked-at or kept card (his alone), a card shown face up.
 * Returns where the panel continues.
 */
export function golferPanel(cx, x, y, w, p) {
  const g = cx.view.golfers;
  if (g == null) return y;
  const notes = [];
  if (g.peek?.card != null) notes.push(Label.key('h18g_saw').arg('card', shotCode(cx.shot(g.peek.card))));
  if (g.kept?.card != null) notes.push(Label.key('h18g_kept').arg('card', shotCode(cx.shot(g.kept.card))));
  if (g.shown != null) notes.push(Label.key('h18g_shown').arg('card', shotCode(cx.shot(g.shown))));
  for (const n of notes) {
    p.text(x, y + 8, 12, n, false, w);
    y += 18;
  }
  const buttons = powerButtons(cx);
  if (buttons.length === 0) return y;
  // Buttons tall enough for two lines of words: short ones share a row, at least 120 px each;
  // one that names a card or a club has a row of its own.
  const perRow = Math.max(1, Math.min(3, Math.floor((w + 6) / 126)));
  let row = [];
  const flush = () => {
    const across = row[0].wide ? 1 : perRow; // a short row's buttons as wide as a full row's
    const bw = (w - 6 * (across - 1)) / across;
    row.forEach(([label, action, face], i) => p.button(rect(x + i * (bw + 6), y, bw, 36), label, action, undefined, face));
    y += 42;
    row = [];
  };
  for (const b of buttons) {
    if (b.wide && row.length > 0) flush();
    row.push(b);
    if (b.wide || row.length === perRow) flush();
  }
  if (row.length > 0) flush();
  return y + 4;
}

/** A power button with a row of its own. */
const wide = (button) => Object.assign(button, { wide: true });

/** The name of a move's variant and its payload (`"no_borrow"` has none). */
const variant = (a) => (typeof a === 'string' ? [a, null] : Object.entries(a)[0]);

/**
 * The golfer powers among the legal moves, as [words, action, face?] for a button each: a single
 * move, or a menu where one power can be used several ways (Dorian's lasting club, a discarded
 * club, a redraw of one stack). A face is shorter words for the button itself; `wide` marks the
 * buttons whose words name a card or a club.
 */
function powerButtons(cx) {
  const view = cx.view;
  const nameOf = (id) => cx.club(id).name;
  const buttons = [];
  const lasting = [];
  const discarded = [];
  // Redraws grouped by stack, in stack order.
  const redraws = [];
  for (const a of cx.legal) {
    const [kind, v] = variant(a);
    switch (kind) {
      case 'draft_pass':
        buttons.push([Label.key('h18g_hit_pass'), a]);
        break;
      case 'peek':
        buttons.push([Label.key('h18g_hit_peek').arg('deck', v), a, Label.key('h18g_face_peek').arg('deck', v)]);
        break;
      case 'keep_card':
        buttons.push([Label.key(v ? 'h18g_hit_keep' : 'h18g_hit_return'), a]);
        break;
      case 'borrow': {
        const club = view.selected[v];
        buttons.push(wide([Label.key('h18g_hit_borrow').arg('seat', v).arg('name', club != null ? nameOf(club) : ''), a]));
        break;
      }
      case 'no_borrow':
        buttons.push([Label.key('h18g_hit_no_borrow'), a]);
        break;
      case 'lasting':
        lasting.push([a, Label.key('h18g_hit_lasting').arg('name', nameOf(v))]);
        break;
      case 'use_discarded':
        discarded.push([a, Label.key('h18g_hit_use').arg('seat', v.seat).arg('name', nameOf(v.club))]);
        break;
      case 'redraw': {
        const stack = view.shot?.stacks?.[v.stack];
        const top = stack?.[stack.length - 1];
        let redraw = Label.key('h18g_hit_redraw').arg('card', top != null ? shotCode(cx.shot(top)) : '');
        // Two cards drawn from one deck are told apart by their place.
        if ((view.shot?.stacks?.length ?? 0) > 1) redraw = redraw.arg('pile', v.stack + 1);
        const l = v.discard != null ? redraw.arg('name', nameOf(v.discard)) : redraw;
        while (redraws.length <= v.stack) redraws.push([]);
        redraws[v.stack].push([a, l, redraw]);
        break;
      }
      default:
        break;
    }
  }
  if (lasting.length > 0) {
    buttons.push(wide([Label.key('h18g_hit_lasting_menu').arg('n', lasting.length), menu(lasting)]));
  }
  if (discarded.length > 0) {
    buttons.push(wide([Label.key('h18g_hit_use_menu').arg('n', discarded.length), menu(discarded)]));
  }
  for (const items of redraws) {
    if (items.length === 1) buttons.push(wide([items[0][1], items[0][0]]));
    else if (items.length > 1) buttons.push(wide([items[0][1].arg('menu', items.length), menu(items), items[0][2]]));
  }
  return buttons;
}
