// @ts-check
// 18 Holes' table in words (the W key), for a screen reader or anyone who asks: the hole, each
// golfer's way to the flag, the golfer cards and their powers, what lies around the ball, the
// clubs as far as the seat may see them, the shot being played, the decks and the scores. Worded
// from the view and the course alone, so nothing the seat cannot see is told. Fetched a few
// seconds after a table opens, or when asked for sooner: never within a first visit's paint.
import { t, listOf, playerName as who } from '../i18n.js';
// 18 Holes' page code hands over what it uses (`tableWords`'s `kit`) rather than this module
// importing it: a module of the game's imported here too would be bundled apart from both, and
// the course sheet's worker, found beside it, with it.
let clubName, clubNameOf, courseOf, deckWords, distance, golferName, printedCards, shotWords, terrainAt, terrainWords, isChaos, modeOf, shotCode, bearing;
/** @import { HolesView as View } from '../types' */

// What a player steers round, nearest first; the ground under the ball is said apart.
const HAZARDS = ['water', 'lake', 'bunker', 'trees', 'rough', 'out'];
// How far round the ball hazards are told: a long iron's reach is the table's business.
const NEAR = 3;
const DECKS = ['C', '2', '3', '4', '5'];

const toward = (from, to) => t(`h18_toward_${bearing(from, to)}`);
const ms = (view) => /** @type {Record<string, any>} */ (view.mode_state ?? {});
const card = (id) => {
  const cards = printedCards();
  return cards ? shotWords(shotCode(cards.shots[id])) : String(id);
};
const name = (s, viewer) => (s === viewer ? t('h18w_you', { seat: who(s) }) : who(s));

/**
 * The green seat `s` plays for: the hole in play, their own in Golf Racing, the nearest still
 * worth something in the chaos modes; null when none is left.
 * @param {View} view
 */
function greenOf(view, s) {
  const { greens } = courseOf(view);
  if (isChaos(modeOf(view))) {
    const pots = ms(view).pots ?? [];
    let best = null;
    for (const [h, at] of greens) {
      if (!(pots[h] ?? []).length) continue;
      if (!best || distance(at, view.positions[s]) < distance(best[1], view.positions[s])) best = [h, at];
    }
    return best;
  }
  const hole = modeOf(view) === 'golf_racing' ? (ms(view).at_hole?.[s] ?? view.hole) : view.hole;
  return greens.has(hole) ? [hole, greens.get(hole)] : null;
}

/** The hole in play, or the greens still worth points. */
function holeLines(view, viewer) {
  const mode = modeOf(view);
  const holes = view.course.holes;
  if (view.phase === 'over') return [t('st_game_over')];
  if (isChaos(mode)) {
    const open = (ms(view).pots ?? []).map((p, h) => [p, h]).filter(([p]) => p.length);
    const lines = [t('h18w_round', { round: view.round })];
    lines.push(open.length
      ? t('h18w_open_greens', { list: listOf(open.map(([p, h]) => t('h18w_green_worth', { hole: h + 1, worth: p.join(' ') }))) })
      : t('h18w_no_green'));
    const target = ms(view).targets?.[viewer];
    if (viewer >= 0 && target != null && target !== 255) lines.push(t('h18w_target', { hole: target + 1 }));
    return lines;
  }
  const h = mode === 'golf_racing' && viewer >= 0 ? (ms(view).at_hole?.[viewer] ?? view.hole) : view.hole;
  const lines = [t('h18w_hole', { hole: h + 1, holes: holes.length, par: holes[h]?.par ?? view.par })];
  if (mode === 'skins') {
    const pot = (ms(view).pots?.[h] ?? []).reduce((a, b) => a + b, 0);
    if (pot) lines.push(t('h18w_skin_worth', { n: pot }));
  }
  return lines;
}

/** Each golfer: how far from the flag and which way it lies, the ground, the shot count. */
function golferLines(view, viewer) {
  const holed = ms(view).holed ?? [];
  return view.positions.map((at, s) => {
    const parts = [];
    const green = greenOf(view, s);
    const arrived = view.arrived.some((a) => a.seat === s) || holed[s];
    if (arrived) parts.push(t('h18w_on_green'));
    else if (green && distance(at, green[1]) === 0) parts.push(t('h18w_on_green'));
    else if (green) {
      parts.push(t('h18w_from_flag', { n: distance(at, green[1]), toward: toward(at, green[1]) }));
      if (isChaos(modeOf(view))) parts.push(t('h18w_of_hole', { hole: green[0] + 1 }));
    }
    if (!arrived) parts.push(t('h18w_lie', { terrain: terrainWords(terrainAt(view, at)) }));
    if (view.water[s] === 'landed') parts.push(t('h18_seat_water'));
    if (view.water[s] === 'skipping') parts.push(t('h18w_skipping'));
    if (view.turns_on_hole[s] && !isChaos(modeOf(view))) parts.push(t('h18w_shots', { n: view.turns_on_hole[s] }));
    return t('h18w_golfer', { seat: name(s, viewer), where: parts.join(', ') });
  });
}

/**
 * Each seat's golfer card (they are dealt face up): its name and side, what its power does, and
 * whether the power is spent for now. Empty when the match plays without them.
 * @param {View} view
 */
function golferCardLines(view, viewer) {
  const gs = view.golfers;
  if (!gs) return [];
  return gs.cards.flatMap((card, s) => {
    if (!card) return [];
    const words = [t('h18w_golfer_card', {
      seat: name(s, viewer), golfer: golferName(card.golfer), side: card.side, power: t(`h18g_text_${card.golfer}_${card.side}`),
    })];
    if (gs.sideways[s]) words.push(t('h18w_golfer_spent'));
    // Dorian's a-side names one club that keeps coming back.
    if (card.golfer === 'dorian' && gs.lasting != null) words.push(t('h18w_golfer_lasting', { name: clubName(clubNameOf(gs.lasting)) }));
    return [words.join(' ')];
  });
}

/** What lies around a ball: its ground, the hazards within a few hexes and the way to the flag. */
function aroundLines(view, s) {
  const at = view.positions[s];
  const { cells } = courseOf(view);
  const found = new Map(HAZARDS.map((h) => [h, new Map()]));
  for (let dq = -NEAR; dq <= NEAR; dq++) {
    for (let dr = Math.max(-NEAR, -dq - NEAR); dr <= Math.min(NEAR, -dq + NEAR); dr++) {
      if (!dq && !dr) continue;
      const h = /** @type {[number, number]} */ ([at[0] + dq, at[1] + dr]);
      const terrain = terrainAt(view, h);
      const seen = found.get(terrain);
      if (!seen) continue;
      // Each way once, at its nearest: a lake of ten hexes is one hazard.
      const way = bearing(at, h);
      const far = distance(at, h);
      if (!seen.has(way) || seen.get(way) > far) seen.set(way, far);
    }
  }
  const lines = [];
  for (const [terrain, ways] of found) {
    if (!ways.size) continue;
    const list = [...ways].sort((a, b) => a[1] - b[1] || a[0] - b[0]).slice(0, 4)
      .map(([way, far]) => t('h18w_at', { far, toward: t(`h18_toward_${way}`) }));
    lines.push(t('h18w_hazard', { terrain: terrainWords(terrain), list: listOf(list) }));
  }
  if (!lines.length) lines.push(t('h18w_clear', { n: NEAR }));
  const green = greenOf(view, s);
  if (green && distance(at, green[1]) > 1 && cells.size) lines.push(t('h18w_line', { list: lineWords(view, at, green[1]) }));
  return lines;
}

/** The hexes on the straight line to the flag, as runs of ground ("3 fairway, 1 water"). */
function lineWords(view, a, b) {
  const n = distance(a, b);
  const runs = [];
  for (let i = 1; i < n; i++) {
    const h = lerpHex(a, b, i / n);
    const terrain = terrainAt(view, h);
    const last = runs[runs.length - 1];
    if (last && last[0] === terrain) last[1]++;
    else runs.push([terrain, 1]);
  }
  return listOf(runs.map(([terrain, k]) => t('h18w_run', { n: k, terrain: terrainWords(terrain) })));
}

/** The hex a fraction `f` of the way from `a` to `b` (cube coordinates, rounded). */
function lerpHex(a, b, f) {
  // A hair off the line: a path along a hex edge rounds the same way each time.
  const x = a[0] + (b[0] - a[0]) * f + 1e-6;
  const z = a[1] + (b[1] - a[1]) * f + 1e-6;
  const y = -x - z;
  let rx = Math.round(x), rz = Math.round(z);
  const ry = Math.round(y);
  const ex = Math.abs(rx - x), ey = Math.abs(ry - y), ez = Math.abs(rz - z);
  if (ex > ey && ex > ez) rx = -ry - rz;
  else if (!(ey > ez)) rz = -rx - ry;
  return [rx, rz];
}

/** A club with what it does: its decks and initiative, or a wood's hexes. */
function clubWords(id) {
  const club = printedCards()?.clubs[id - 1];
  if (!club) return clubName(clubNameOf(id));
  if (club.wood) return t('h18w_wood', { name: clubName(club.name), fairway: club.wood[0], rough: club.wood[1], init: club.init });
  const decks = club.decks.map((d) => deckWords(`${d}:`)).join(', ');
  return t(club.draw > 1 ? 'h18w_club_two' : 'h18w_club', { name: clubName(club.name), decks, init: club.init });
}

/** Your clubs in full; the others' as counts, with what they have chosen or played (face up). */
function clubLines(view, viewer) {
  const lines = [];
  const own = view.seat ?? -1;
  // Your own clubs one a line, each with what it does.
  if (own >= 0 && view.packet?.length) lines.push(t('h18w_packet', { n: view.packet.length }), ...view.packet.map(clubWords));
  if (own >= 0 && view.hand) {
    lines.push(view.hand.length ? t('h18w_hand', { n: view.hand.length }) : t('h18w_hand_empty'), ...view.hand.map(clubWords));
  }
  view.hand_sizes.forEach((n, s) => {
    const parts = [];
    if (s !== own) parts.push(t('h18w_in_hand', { n }));
    const chosen = view.selected[s];
    if (chosen != null) parts.push(t('h18w_chosen', { name: clubName(clubNameOf(chosen)) }));
    else if (view.committed[s]) parts.push(t('h18_seat_chosen'));
    const played = view.discards[s] ?? [];
    if (played.length) parts.push(t('h18_discards', { list: listOf(played.map((c) => clubName(clubNameOf(c)))) }));
    if (parts.length) lines.push(t('h18w_golfer', { seat: name(s, viewer), where: parts.join('; ') }));
  });
  return lines;
}

/** The shot being played: whose, with which club, the cards drawn (face up) and any discarded. */
function shotLines(view) {
  const shot = view.shot;
  if (!shot) return [];
  const lines = [t(shot.big_hit ? 'h18w_shot_big' : 'h18w_shot', { seat: who(shot.seat), name: clubName(clubNameOf(shot.club)) })];
  shot.stacks.forEach((st, i) => {
    if (st.length) lines.push(t('h18_card_of', { pile: i + 1, card: card(st[st.length - 1]) }));
  });
  if (shot.discarded?.length) lines.push(t('h18w_discarded', { card: card(shot.discarded[shot.discarded.length - 1]) }));
  return lines;
}

/** Each shot deck: cards left, and the card on top of its discards. */
function deckLines(view) {
  return view.deck_counts.map((n, i) => {
    const pile = view.deck_discards[i] ?? [];
    const deck = deckWords(`${DECKS[i]}:`);
    const top = pile.length ? t('h18w_top', { card: card(pile[pile.length - 1]) }) : '';
    return `${t('h18w_deck', { deck, n })}${top}`;
  });
}

/** The scores in the mode's own terms, and who leads. */
function scoreLines(view, viewer) {
  const mode = modeOf(view);
  const lines = view.totals.map((score, s) => {
    const seat = name(s, viewer);
    if (mode === 'match_play') return t('h18w_score_match', { seat, score, flags: view.flags[s], tokens: view.tokens[s] });
    if (mode === 'golf_racing') return t('h18w_score_race', { seat, hole: (ms(view).at_hole?.[s] ?? 0) + 1, score });
    return t(mode === 'stroke_play' ? 'h18w_score_strokes' : mode === 'chaos_teams' ? 'h18w_score_flags' : 'h18w_score_points', { seat, score });
  });
  (ms(view).opp_points ?? []).forEach((score, o) => lines.push(t('h18w_score_points', { seat: t('h18_opp_name', { opp: o + 1 }), score })));
  if (mode === 'stroke_play') lines.push(t('h18w_fewest'));
  const leaders = view.winners ?? [];
  if (leaders.length && view.results.length + (ms(view).cards?.length ?? 0) + (ms(view).claims?.length ?? 0) > 0) {
    lines.push(t(view.phase === 'over' ? 'h18w_won' : 'h18w_leading', { seats: listOf(leaders.map((s) => who(s))) }));
  }
  return lines;
}

/**
 * The table in words from `viewer`'s seat (-1: what everyone sees).
 * @param {View} view
 * @param {number} viewer
 */
export function tableWords(view, viewer, kit) {
  ({ clubName, clubNameOf, courseOf, deckWords, distance, golferName, printedCards, shotWords, terrainAt, terrainWords, isChaos, modeOf, shotCode, bearing } = kit);
  const sections = [
    { title: t('h18w_hole_title'), lines: holeLines(view, viewer) },
    { title: t('h18w_golfers'), lines: golferLines(view, viewer) },
  ];
  const cards = golferCardLines(view, viewer);
  if (cards.length) sections.push({ title: t('h18w_golfer_cards'), lines: cards });
  // Around the ball of the seat on screen, or of the golfer to play for everyone's view.
  const ball = viewer >= 0 ? viewer : view.to_move[0];
  if (view.phase !== 'over' && ball != null && view.positions[ball]) {
    sections.push({ title: viewer >= 0 ? t('h18w_around_you') : t('h18w_around', { seat: who(ball) }), lines: aroundLines(view, ball) });
  }
  sections.push({ title: t('h18w_clubs'), lines: clubLines(view, viewer) });
  if (view.shot) sections.push({ title: t('h18w_shot_title'), lines: shotLines(view) });
  sections.push({ title: t('h18w_decks'), lines: deckLines(view) });
  sections.push({ title: t('h18w_scores'), lines: scoreLines(view, viewer) });
  return sections;
}
