// @ts-check
// The table's score dialogs (a pause between rounds, the final scores) and the key under the
// side sheet, worded by the game's page code from the view.
import { t } from './i18n.js';
import { $ } from './page.js';
import { renderSheet } from './scores.js';
/** @import { PageCode } from './games/common.js' */

/** The game's score sheet into `root`, its leaders (or winners) as the engine ranks them. */
export const renderScores = (root, view, mod, winners, opts = {}) => renderSheet(root, view, mod, { ...opts, winners });

/**
 * Opens a score dialog at its top, with `button` ready for the keyboard. The buttons sit under
 * the sheet: focused the usual way, a long sheet on a phone would open scrolled down to them,
 * past the title that says who won.
 */
export function openDialog(dialog, button) {
  if (!dialog.open) dialog.showModal();
  button.focus({ preventScroll: true });
  dialog.scrollTop = 0;
}

/** A pause (a round's end, mid-course): its scores and the button that goes on. */
export function showBreak(view, /** @type {PageCode} */ mod, winners) {
  const d = mod.breakDialog(view);
  $('#round-title').textContent = d.title;
  $('#round-sub').textContent = d.sub;
  $('#round-next').textContent = d.next;
  $('#round-view').hidden = !d.table;
  renderScores($('#round-dialog'), view, mod, winners);
  openDialog($('#round-dialog'), $('#round-next'));
}

/** The game's end: who won, and the final sheet. */
export function showFinal(view, /** @type {PageCode} */ mod, winners) {
  const { title, sub, trophy } = mod.finalText(view, winners);
  $('#final-dialog .trophy').hidden = trophy === false;
  $('#final-title').textContent = title;
  $('#final-sub').textContent = sub;
  renderScores($('#final-dialog'), view, mod, winners, { final: true });
  $('#round-dialog').close();
  openDialog($('#final-dialog'), finalButton());
}

/** The final dialog's way on: play again, or after a lesson a real game. */
export const finalButton = () => ($('#final-again').hidden ? $('#final-real') : $('#final-again'));

/** The key under the side sheet: the game's marks explained. */
export function renderLegend(/** @type {PageCode} */ mod, view) {
  const list = $('#scores .legend');
  list.replaceChildren();
  for (const [cls, tag, key] of mod.legend(view)) {
    const li = document.createElement('li');
    const span = document.createElement('span');
    span.className = `tag ${cls}`;
    span.textContent = tag;
    const text = document.createElement('span');
    text.textContent = t(key);
    li.append(span, text);
    list.append(li);
  }
}
