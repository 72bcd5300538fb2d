// @ts-check
// The table's moves as buttons: every hit region mirrored in a visually hidden list, so keyboards
// and screen readers play what the mouse plays, and the menu of a hit that offers several moves.
import { t, label } from './i18n.js';
import { $ } from './page.js';
/** @import { PointedMove } from './table-plugin' */

/**
 * Lists `hits` as buttons in `#hits`. `painter` rings the focused one; `act(action, keyboard)`
 * plays a move; `keepFocus`: the last move came from the keyboard, so focus stays on the moves.
 */
export function renderMoves(hits, painter, act, keepFocus) {
  const list = $('#hits');
  const active = document.activeElement;
  const hadFocus = list.contains(active);
  const focusedAction = hadFocus ? /** @type {HTMLElement} */ (active).dataset.action : null;
  list.replaceChildren();
  painter.setFocus(null);
  list.setAttribute('aria-label', t('moves'));
  hits.forEach((h, index) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label(h.label);
    b.dataset.action = JSON.stringify(h.action);
    Object.assign(b.dataset, { x: h.x, y: h.y, w: h.w, h: h.h });
    if (h.key) {
      b.dataset.key = h.key;
      b.setAttribute('aria-keyshortcuts', h.key);
    }
    b.addEventListener('click', () => act(h.action, b.matches(':focus-visible')));
    b.addEventListener('focus', () => {
      if (h.world) painter.camera.reveal(h);
      painter.setFocus(h);
      painter.setPreview(index);
    });
    b.addEventListener('blur', () => {
      painter.setFocus(null);
      painter.setPreview(null);
    });
    li.append(b);
    list.append(li);
  });
  // Keep keyboard players in the play area: same move if still offered, else the first one.
  if (hadFocus || keepFocus) {
    const buttons = [...list.querySelectorAll('button')];
    const target = buttons.find((b) => b.dataset.action === focusedAction) ?? buttons[0];
    if (target && !document.querySelector('dialog[open]')) target.focus();
    else if (!target && hadFocus) $('#table').focus(); // nothing to do now: park on the table
  }
}

/** The button of `hit` in the list of moves (the hint points at it). */
export const moveButton = (hits, hit) => [...$('#hits').querySelectorAll('button')][hits.indexOf(hit)] ?? null;

/**
 * Points at the move `pointed` (a plug-in's, or null): its button in the list of moves described
 * by the plug-in's words. Returns the hit that offers it, for the table to mark on the canvas.
 * @param {PointedMove} pointed
 */
export function pointAtMove(hits, pointed) {
  const move = pointed ? findMove(hits, pointed.action) : null;
  for (const b of $('#hits').querySelectorAll('button')) b.removeAttribute('aria-describedby');
  if (move) moveButton(hits, move.hit)?.setAttribute('aria-describedby', pointed.describedBy);
  return move?.hit ?? null;
}

/**
 * A hit whose action is `{choose: [{action, label}...]}` offers several moves: list them.
 * `mark`: the move a plug-in points at, marked in the list.
 * @param {PointedMove} [mark]
 */
export function openChoices(hit, act, mark = null) {
  const list = $('#choice-list');
  list.replaceChildren();
  $('#choice-title').textContent = label(hit.label);
  for (const c of hit.action.choose) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'choice-btn';
    b.textContent = label(c.label);
    b.dataset.action = JSON.stringify(c.action);
    if (mark && b.dataset.action === JSON.stringify(mark.action)) {
      b.classList.add('marked');
      b.setAttribute('aria-describedby', mark.describedBy);
    }
    b.addEventListener('click', () => {
      closeChoices();
      act(c.action);
    });
    li.append(b);
    list.append(li);
  }
  $('#choice-dialog').showModal();
  list.querySelector('button')?.focus();
}

/**
 * Closes the shot menu and forgets its moves at once. They name clubs of a secret hand, and the
 * dialog's own close event comes a frame later, when a pass screen may already be up.
 */
export function closeChoices() {
  $('#choice-dialog').close();
  $('#choice-list').replaceChildren();
}

/** The move as the table names it, and the hit that offers it (itself or in its menu). */
export function findMove(hits, action) {
  const key = JSON.stringify(action);
  for (const h of hits) {
    if (JSON.stringify(h.action) === key) return { words: label(h.label), hit: h };
    const c = h.action?.choose?.find((x) => JSON.stringify(x.action) === key);
    if (c) return { words: `${label(h.label)}: ${label(c.label)}`, hit: h };
  }
  return null;
}
