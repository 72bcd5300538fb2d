// @ts-check
// The Golfie scorecard, laid out like the printed one: a row per player (per team in team play),
// holes 1-9, "+1" lost-ball marks, "−2" combo marks and a trophy subtotal, the same for 10-18, then
// the total. Two blocks, front and back nine, sit side by side when wide and stack when narrow.
import { t, num, playerName } from '../i18n.js';
import { el } from '../scores.js';
import { ruleNumbers } from '../catalog.js';

/** The rules' fixed numbers (what a lost ball and a combo add), the engine's catalog's. */
export const NUMBERS = ruleNumbers('golfie');

const TEAMS = 'ABCD';

/** A scorecard row's name: the player, or "Team A". */
export const unitName = (view, u) => (view.config.teams?.length ? t('team_n', { n: TEAMS[u] }) : playerName(u));

/** A small trophy (the printed card's subtotal and total sign); its shape is a CSS mask. */
function trophy(label) {
  const icon = el('span', 'trophy-icon');
  icon.setAttribute('role', 'img');
  icon.setAttribute('aria-label', label);
  icon.title = label;
  return icon;
}

/** Pencil marks, as on paper: bars, every fifth one struck across the four before it. */
function tally(n, key) {
  const span = el('span', 'tally');
  span.setAttribute('role', 'img');
  span.setAttribute('aria-label', t(key, { n }));
  span.title = span.getAttribute('aria-label');
  for (let i = 0; i < n; i += 5) {
    const group = el('span', `group ${n - i >= 5 ? 'five' : ''}`);
    for (let k = 0; k < Math.min(4, n - i); k++) group.append(el('i'));
    span.append(group);
  }
  return span;
}

function headCell(content, cls, title) {
  const th = el('th', cls);
  th.scope = 'col';
  if (typeof content === 'string') th.textContent = content;
  else th.append(content);
  if (title) th.title = title;
  return th;
}

function nameCell(view, u, lead, final) {
  const th = el('th', 'name');
  th.scope = 'row';
  if (lead) {
    const medal = el('span', 'medal', '1');
    medal.title = final ? t('winner') : t('leader');
    medal.setAttribute('aria-label', medal.title);
    th.append(medal);
  }
  th.append(el('span', 'who', unitName(view, u)));
  if (view.config.teams?.length) {
    const people = view.units.map((x, s) => (x === u ? playerName(s) : null)).filter(Boolean);
    th.append(el('small', 'members', people.join(' · ')));
  }
  th.title = th.textContent;
  return th;
}

/** One half of the card: holes, +1, −2, subtotal (and the total after the back nine). */
function block(view, half, { lead, now, final }) {
  const table = el('table', `gc ${half ? 'back' : 'front'}`);
  table.append(el('caption', 'sr-only', t(half ? 'gc_back' : 'gc_front')));
  const head = el('tr');
  head.append(headCell(t(view.config.teams?.length ? 'gc_team' : 'gc_player'), 'name'));
  for (let h = half * 9; h < half * 9 + 9; h++) head.append(headCell(String(h + 1), h === now ? 'hole now' : 'hole', t('gc_hole', { n: h + 1 })));
  head.append(headCell(num(NUMBERS.lost_ball, true), 'lost', t('gleg_lost')), headCell(num(NUMBERS.combo, true), 'combo', t('gleg_combo')));
  head.append(headCell(trophy(t(half ? 'gc_sub_back' : 'gc_sub_front')), 'sub'));
  if (half) head.append(headCell(trophy(t('sheet_total')), 'total'));
  const thead = el('thead');
  thead.append(head);
  table.append(thead);

  const started = view.holes_played > half * 9;
  const complete = view.holes_played >= half * 9 + 9;
  const body = el('tbody');
  view.cards.forEach((card, u) => {
    const subs = view.subtotals[u];
    const tr = el('tr', lead.includes(u) ? 'leader' : '');
    tr.append(nameCell(view, u, lead.includes(u), final));
    for (let h = half * 9; h < half * 9 + 9; h++) {
      const v = card.holes[h];
      const td = el('td', `hole ${h === now ? 'now' : ''}`);
      if (v != null) td.append(el('span', `v${v <= 2 ? ' low' : v >= 5 ? ' high' : ''}`, String(v)));
      tr.append(td);
    }
    const lost = el('td', 'lost');
    lost.append(tally(card.lost[half], 'gc_lost_marks'));
    const combo = el('td', 'combo');
    combo.append(tally(card.combos[half], 'gc_combo_marks'));
    // The printed card gets its subtotal at mid-course; here it runs (faint) while the nine is played.
    const marked = started || card.lost[half] + card.combos[half] > 0;
    const sub = el('td', `sub ${complete ? '' : 'running'}`, marked ? num(subs[half]) : '');
    tr.append(lost, combo, sub);
    if (half) {
      const total = el('td', 'total');
      total.append(el('strong', null, num(subs[0] + subs[1])));
      tr.append(total);
    }
    body.append(tr);
  });
  table.append(body);
  return table;
}

/**
 * The whole card. `final`: the game is over (the winner gets the medal, no current hole);
 * `winners`: the engine's, seats whose rows (players or teams) lead.
 */
export function scorecard(view, { final = false, winners = [] } = {}) {
  const over = view.phase === 'game_over';
  // A leader only once a hole is on the card (a stray Lost Ball at set up leads nobody).
  const lead = view.cards.length > 1 && view.holes_played > 0 ? [...new Set(winners.map((s) => view.units[s]))] : [];
  const now = over ? -1 : view.holes_played;
  const card = el('div', 'golfie-card');
  const blocks = el('div', 'gc-blocks');
  blocks.append(block(view, 0, { lead, now, final: final || over }), block(view, 1, { lead, now, final: final || over }));
  card.append(blocks);
  if (view.target != null) {
    // Single player: the number to beat, and how it stands.
    const score = view.subtotals[0][0] + view.subtotals[0][1];
    const beaten = winners.length > 0;
    const key = over ? (beaten ? 'gc_target_beaten' : 'gc_target_missed') : 'gc_target_pace';
    const p = el('p', `gc-target ${over ? (beaten ? 'good' : 'bad') : ''}`);
    p.append(el('strong', 'target-no', String(view.target)), el('span', null, t(key, { target: view.target, score: num(score), holes: view.holes_played })));
    card.append(p);
  }
  return card;
}
