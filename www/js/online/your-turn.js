// @ts-check
// "Your turn", told to a player of an online room whose phone lies on the table or whose tab is
// in the background: in the tab's title, with a mark on the tab's icon while the tab is hidden,
// a short vibration, and a system notification if the player allowed them. The question is asked
// once, at the first room, in words that say what for and that nothing is told while the page is
// closed (there is no server to send it).
import { t } from '../i18n.js';

/** Whether this device was asked already (the answer itself is the browser's). */
const ASKED_KEY = 'clubhouse:v1:notify-asked';
const ICON = 'icon.svg';
/** The site's icon with a round mark in its corner: the tab waits for this player. */
const MARKED_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2e7a4b"/><path d="M12 26V6" stroke="#fff" stroke-width="2"/><path d="M12 6l11 4-11 4z" fill="#e0463c"/><circle cx="24" cy="24" r="7" fill="#f2c14e" stroke="#fff" stroke-width="2"/></svg>')}`;

let mine = false;
let told = 0; // notifications shown, for the tests
let game = '';

/** The tab's icon: marked while it is this player's turn and the tab is hidden. */
function icon() {
  const link = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel="icon"]'));
  if (!link) return;
  const want = mine && document.hidden ? MARKED_ICON : ICON;
  if (link.getAttribute('href') !== want) link.setAttribute('href', want);
}
document.addEventListener('visibilitychange', icon);

/**
 * Whether it is this device's player's turn now (`now`) in game `name` (its words' name): the
 * title, the icon, and, as a turn begins while the tab is hidden, a vibration and a notification.
 * @param {boolean} now
 * @param {string} name
 */
export function yourTurn(now, name) {
  const mark = `${t('online.your_turn')} · `;
  const title = document.title.startsWith(mark) ? document.title.slice(mark.length) : document.title;
  document.title = now ? mark + title : title;
  const begins = now && !mine;
  mine = now;
  game = name;
  icon();
  if (!begins) return;
  navigator.vibrate?.(80);
  if (document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      const notice = new Notification(t('online.notify_title', { game }), { body: t('online.notify_body'), tag: 'clubhouse-turn', icon: ICON });
      notice.onclick = () => { window.focus(); notice.close(); };
      told++;
    } catch { /* a browser that shows them only from a service worker: the title and icon still say it */ }
  }
}

/** Notifications shown so far (the tests read it). */
export const notificationsShown = () => told;

/**
 * The question, once a device: a line with a button that asks the browser, or null when it was
 * asked already or this browser has no notifications. Kept asked whatever the answer.
 * @param {(tag: string, props?: object, ...children: any[]) => HTMLElement} el
 */
export function askOnce(el) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return null;
  try { if (localStorage.getItem(ASKED_KEY)) return null; } catch { return null; }
  const yes = el('button', { type: 'button', className: 'chip', id: 'room-notify', textContent: t('online.notify_ask') });
  const no = el('button', { type: 'button', className: 'ghost', id: 'room-notify-no', textContent: t('online.notify_no') });
  const box = el('div', { className: 'room-away', id: 'room-notify-box' }, el('p', { textContent: t('online.notify_why') }), el('p', {}, yes, ' ', no));
  const done = () => {
    try { localStorage.setItem(ASKED_KEY, '1'); } catch { /* private mode: asked again next time */ }
    box.remove();
  };
  yes.addEventListener('click', () => { Notification.requestPermission().finally(done); });
  no.addEventListener('click', done);
  return box;
}
