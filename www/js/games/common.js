// @ts-check
// Pieces two games word the same way: the status line's "whose move" sentence, and a score
// sheet with a ball colour per player where the most points win. Also the page contract's name
// for the modules that import it from here.
import { t, num, playerName as who, seatList as list } from '../i18n.js';
import { el, sheetTable } from '../scores.js';

/**
 * The page contract (what each game's page code exports) is `GamePage` in ../types.d.ts, typed
 * with the game's own view, events and moves; named here too for the modules that import it.
 * @typedef {import('../types').GamePage} GamePage
 * @typedef {import('../types').CoursePage} CoursePage
 * @typedef {import('../types').PageCode} PageCode
 */

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
  if (toMove.length > 1 && bot(toMove[0])) return t('st_bots_turn', { seats: list(toMove) });
  if (toMove.length && bot(toMove[0])) return t('st_bot_turn', { seat: who(toMove[0]) });
  return t('gst_wait', { seats: list(toMove) });
}

/** A sheet headed by one column per player with a ball colour and the leader's medal. */
export const ballSheet = (cls, corner, n, leaders, finished) => sheetTable(`sheet green-sheet ${cls}`.trim(), corner, n, leaders, finished, true);

/**
 * The sheet's foot for games where the most points win: each total with how far behind the
 * best it is and a bar, then the row of tie-breakers ({label, title, values}).
 */
export function ballSheetFoot(table, { totals, leaders, played, tie, lower = false }) {
  const foot = el('tfoot');
  const total = el('tr', 'total');
  const tth = el('th', null, t('sheet_total'));
  tth.scope = 'row';
  total.append(tth);
  // Lower totals are better in stroke play: "behind" and the bars count from the lowest.
  const best = lower ? Math.min(...totals) : Math.max(...totals);
  const span = Math.max(...totals) - Math.min(...totals) || 1;
  totals.forEach((v, s) => {
    const td = el('td', leaders.includes(s) ? 'lead' : '');
    td.append(el('strong', null, num(v)));
    const gap = Math.abs(best - v);
    if (played && gap) td.append(el('small', 'behind', t('grsheet_behind', { n: gap })));
    const bar = el('span', 'meter');
    bar.style.setProperty('--fill', played ? String(1 - (0.85 * gap) / span) : '0');
    td.append(bar);
    total.append(td);
  });
  foot.append(total);
  if (!tie) {
    table.append(foot);
    return table;
  }
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
