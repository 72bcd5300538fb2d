// @ts-check
// The round-by-round score sheet (Beck): rounds down, players across, first-out bonus and penalty marked, running
// totals, and the leaders (as the engine ranks them) picked out. Plain DOM so it reads well and prints.
import { t, num, playerName } from './i18n.js';
/** @import { PageCode } from './games/common.js' */

/**
 * A score table with its caption and header row: `corner` over the rows' names, then one column
 * per seat, the leaders with a medal; `balls` adds each seat's ball colour (GREEN, 18 Holes).
 */
export function sheetTable(cls, corner, n, leaders, finished, balls = false) {
  const table = el('table', cls);
  table.dataset.seats = n; // four or five names stand upright where they would not fit across (style.css)
  table.append(el('caption', 'sr-only', t('scores')));
  const head = el('tr');
  head.append(el('th', 'corner', corner));
  for (let s = 0; s < n; s++) {
    const th = el('th', leaders.includes(s) ? 'lead' : '');
    th.scope = 'col';
    if (leaders.includes(s)) {
      const medal = el('span', 'medal', '1');
      medal.title = finished ? t('winner') : t('leader');
      medal.setAttribute('aria-label', medal.title);
      th.append(medal);
    }
    if (balls) {
      const dot = el('span', `ball-dot b${s}`);
      dot.setAttribute('aria-hidden', 'true');
      th.append(dot);
    }
    th.append(el('span', 'who', playerName(s)));
    th.title = playerName(s);
    head.append(th);
  }
  const thead = el('thead');
  thead.append(head);
  table.append(thead);
  return table;
}

export function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
}

/**
 * Builds the sheet from a view: `results` (per round {round, scores, bonus, out}), `totals`,
 * `config.rounds`. `marks(result)` gives per seat 'bonus' | 'penalty' | null; `winners` (the
 * engine's) get the medal once a round is scored.
 */
export function scoreSheet(view, marks, { final = false, winners = [] } = {}) {
  const n = view.totals.length;
  const played = view.results.length;
  const totals = view.totals;
  const best = Math.min(...totals);
  const worst = Math.max(...totals);
  const leaders = played ? winners : [];

  const table = sheetTable('sheet', t('sheet_round'), n, leaders, final);

  const body = el('tbody');
  const rounds = Math.max(view.config?.rounds ?? played, played);
  for (let r = 0; r < rounds; r++) {
    const res = view.results[r];
    const tr = el('tr', res ? '' : r === played ? 'now' : 'later');
    const th = el('th', null, String(r + 1));
    th.scope = 'row';
    tr.append(th);
    for (let s = 0; s < n; s++) {
      const td = el('td');
      if (!res) {
        td.textContent = r === played && !final ? '…' : '';
      } else {
        // Colour by standing in the round: its best score green, its worst red.
        const v = res.scores[s];
        const lo = Math.min(...res.scores);
        const hi = Math.max(...res.scores);
        td.append(el('span', `pts ${v === lo ? 'good' : v === hi ? 'bad' : ''}`, num(v)));
        const mark = marks(res)[s];
        if (mark) {
          const tag = el('span', `tag ${mark}`, num(res.bonus[s], true));
          tag.title = t(mark === 'bonus' ? 'sheet_bonus' : 'sheet_penalty');
          tag.setAttribute('aria-label', tag.title);
          td.append(tag);
        }
      }
      tr.append(td);
    }
    body.append(tr);
  }
  table.append(body);

  const foot = el('tfoot');
  const total = el('tr', 'total');
  const th = el('th', null, t('sheet_total'));
  th.scope = 'row';
  total.append(th);
  for (let s = 0; s < n; s++) {
    const td = el('td', leaders.includes(s) ? 'lead' : '');
    td.append(el('strong', null, num(totals[s])));
    if (played && !leaders.includes(s)) td.append(el('small', 'behind', t('sheet_behind', { n: totals[s] - best })));
    // A small bar: full for the leader, shorter the further behind.
    const bar = el('span', 'meter');
    const span = worst - best || 1;
    bar.style.setProperty('--fill', played ? String(1 - (0.85 * (totals[s] - best)) / span) : '0');
    td.append(bar);
    total.append(td);
  }
  foot.append(total);
  table.append(foot);
  return table;
}

/**
 * Puts a fresh sheet from the game module (`mod.sheet(view, opts)`) into every `.sheet-wrap` in
 * `root`. `opts`: `final` (the end of the game), `winners` (the engine's `winners()`).
 * @param {ParentNode} root
 * @param {object} view
 * @param {PageCode} mod
 * @param {{final?: boolean, winners: number[]}} opts
 */
export function renderSheet(root, view, mod, opts) {
  for (const wrap of root.querySelectorAll('.sheet-wrap')) {
    const sheet = mod.sheet(view, opts);
    // Most moves change no score: keep the old table so the browser need not lay it out again.
    if (wrap.firstElementChild?.outerHTML !== sheet.outerHTML) wrap.replaceChildren(sheet);
  }
}
