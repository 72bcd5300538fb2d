// @ts-check
// "Your rooms" on the home screen: the online rooms this device is in, each with its game, its
// players and whose turn it is, opening straight into the room; a guest may leave one, the host
// close its own for good (its guests are told). Read from what the rooms keep on this device
// (kept.js); loaded only when there is a room to list, so a first visit fetches none of it.
import { t, loadWords } from '../i18n.js';
import { stylesheet } from '../page.js';
import { HOST_KEY, GUEST_PREFIX, boxKey, readKept as read } from './kept.js';

/**
 * The rooms this device is in: {id, role, game, names, turn (words), secret?, closed, record?}.
 * @returns {{id: string, role: 'host' | 'guest', game: string, names: string[], turn: string, secret?: string, closed?: boolean, record?: string}[]}
 */
export function roomsHere() {
  const rooms = [];
  const hosted = read(HOST_KEY);
  if (hosted?.code?.id && typeof hosted.game === 'string') {
    const s = hosted.summary;
    const names = Array.isArray(s?.names) ? s.names : [];
    const mine = (s?.toMove ?? []).some((i) => s.here?.[i]);
    // Moves that wait on the relays for this device (read there for the list): its turn to play them.
    const turn = !s ? t('online.rooms_not_started') : s.over ? t('online.rooms_over')
      : hosted.waiting > 0 ? t('online.rooms_moves_wait') : mine ? t('online.rooms_your_turn')
        : t('online.rooms_waiting_for', { names: s.toMove.map((i) => names[i]).join(', ') });
    const record = typeof hosted.record === 'string' ? hosted.record : undefined;
    rooms.push({ id: hosted.code.id, role: /** @type {const} */ ('host'), game: hosted.game, names, turn, record });
  }
  for (const key of Object.keys(localStorage).filter((k) => k.startsWith(GUEST_PREFIX)).sort()) {
    const kept = read(key);
    const id = key.slice(GUEST_PREFIX.length);
    if (!kept || typeof kept.secret !== 'string' || typeof kept.game !== 'string') continue;
    const p = kept.packet;
    const names = Array.isArray(p?.names) ? p.names : [];
    // A move made and not yet read by the host's device (it waits on the relays for it).
    const waiting = (read(boxKey('guest', id))?.mail?.pairs ?? []).some((x) => x.outbox?.some(([, m]) => m?.t === 'move'));
    const turn = kept.closed ? t('online.rooms_closed') : !p ? t('online.rooms_not_started') : p.over ? t('online.rooms_over')
      : waiting ? t('online.rooms_waiting_host')
        : p.toMove.includes(p.seat) ? t('online.rooms_your_turn') : t('online.rooms_waiting_for', { names: p.toMove.map((i) => names[i]).join(', ') });
    rooms.push({ id, role: /** @type {const} */ ('guest'), game: kept.game, names, turn, secret: kept.secret, closed: kept.closed === true });
  }
  return rooms;
}

/** A guest's room forgotten on this device. */
export function leave(/** @type {string} */ id) {
  localStorage.removeItem(GUEST_PREFIX + id);
  localStorage.removeItem(boxKey('guest', id));
}

/**
 * The list in `root` (hidden when there is none). `hooks.resume(record)` opens the hosted room's
 * match (its record as the room keeps it: undefined for a room kept before it kept one);
 * `hooks.close(id)` closes it for good (its guests told), resolving once done.
 * @param {HTMLElement} root
 * @param {{ resume: (record?: string) => void, close: (id: string) => Promise<void> }} hooks
 */
export async function renderRooms(root, hooks) {
  await Promise.all([loadWords('online/words'), stylesheet(new URL('../../online/online.css', import.meta.url).href)]);
  const rooms = roomsHere();
  root.hidden = rooms.length === 0;
  const make = (/** @type {string} */ tag, /** @type {object} */ props = {}, /** @type {(Node | string)[]} */ ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  };
  const list = make('ul', { className: 'room-rows' });
  for (const room of rooms) {
    const name = t(`game_${room.game}`);
    const open = make('button', { type: 'button', className: 'primary', textContent: t('online.rooms_open') });
    open.setAttribute('aria-label', `${t('online.rooms_open')}: ${name}`);
    open.addEventListener('click', () => {
      if (room.role === 'host') hooks.resume(room.record);
      else location.hash = `#room=${room.id}.${room.secret}`;
    });
    const end = make('button', { type: 'button', className: 'ghost', textContent: t(room.role === 'host' ? 'online.rooms_close' : 'online.rooms_leave') });
    end.setAttribute('aria-label', `${end.textContent}: ${name}`);
    end.addEventListener('click', async () => {
      end.disabled = true;
      if (room.role === 'host') await hooks.close(room.id);
      else leave(room.id);
      renderRooms(root, hooks);
    });
    const who = [room.names.join(', '), room.role === 'host' ? `(${t('online.rooms_hosting')})` : ''].filter(Boolean).join(' ');
    const row = make('li', { className: 'room-row', id: `room-row-${room.id}` },
      make('p', {}, make('strong', { textContent: name }), ` · ${who} · `, make('span', { className: 'room-turn', textContent: room.turn })),
      make('p', { className: 'actions' }, ...(room.closed ? [] : [open]), end));
    list.append(row);
  }
  root.replaceChildren(make('h2', { id: 'your-rooms-title', textContent: t('online.your_rooms') }), list);
}
