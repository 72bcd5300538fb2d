// Pieces two games word the same way: the status line's "whose move" sentence, and a score
// sheet headed by one column per player with a ball colour and the leader's medal.
import { t, num, playerName as who } from '../i18n.js';
import { el } from '../scores.js';

const list = (seats) => seats.map(who).join(t('and'));

/**
 * The main status sentence: what the viewing person must do (named when several people share
 * the screen), a bot thinking, or who is awaited. `todo()` words the person's task.
 */
export function turnLine({ over, toMove, seats }, viewer, bot, todo) {
  if (over) return t('st_game_over');
  if (viewer >= 0 && toMove.includes(viewer) && !bot(viewer)) {
    const people = Array.from({ length: seats }, (_, s) => s).filter((s) => !bot(s)).length;
    return people > 1 ? t('gst_who', { seat: who(viewer), text: todo() }) : todo();
  }
  if (toMove.length && bot(toMove[0])) return t('st_bot_turn', { seat: list(toMove) });
  return t('gst_wait', { seats: list(toMove) });
}

/** A sheet table with its header row: `corner` over the rows' names, then one column per seat. */
export function ballSheet(cls, corner, n, leaders, finished) {
  const table = el('table', `sheet green-sheet ${cls}`);
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
    const dot = el('span', `ball-dot b${s}`);
    dot.setAttribute('aria-hidden', 'true');
    th.append(dot, el('span', 'who', who(s)));
    th.title = who(s);
    head.append(th);
  }
  const thead = el('thead');
  thead.append(head);
  table.append(thead);
  return table;
}

/**
 * The sheet's foot for games where the most points win: each total with how far behind the
 * best it is and a bar, then the row of tie-breakers ({label, title, values}).
 */
export function ballSheetFoot(table, { totals, leaders, played, tie }) {
  const foot = el('tfoot');
  const total = el('tr', 'total');
  const tth = el('th', null, t('sheet_total'));
  tth.scope = 'row';
  total.append(tth);
  const best = Math.max(...totals);
  const span = best - Math.min(...totals) || 1;
  totals.forEach((v, s) => {
    const td = el('td', leaders.includes(s) ? 'lead' : '');
    td.append(el('strong', null, num(v)));
    if (played && v < best) td.append(el('small', 'behind', t('grsheet_behind', { n: best - v })));
    const bar = el('span', 'meter');
    bar.style.setProperty('--fill', played ? String(1 - (0.85 * (best - v)) / span) : '0');
    td.append(bar);
    total.append(td);
  });
  foot.append(total);
  const row = el('tr', 'tokens');
  const th = el('th', null, tie.label);
  th.scope = 'row';
  th.title = tie.title;
  row.append(th);
  for (const v of tie.values) row.append(el('td', null, String(v)));
  foot.append(row);
  table.append(foot);
  return table;
}
