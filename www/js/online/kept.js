// @ts-check
// What the online rooms keep on this device, and under which keys: the room this device hosts,
// each room it joined as a guest, and each one's mailbox (transport.js). Small and free of any
// other import, so the home screen's list of rooms reads it without loading a room's code.

/** The room this device hosts: its code, tokens, devices, deal, summary and match record. */
export const HOST_KEY = 'clubhouse:v1:room-host';
/** Each room joined as a guest, under this prefix and the room's id. */
export const GUEST_PREFIX = 'clubhouse:v1:room:';
/** A room's mailbox and this tab's key pair in it, kept so the room lives for days. */
export const boxKey = (/** @type {'host' | 'guest'} */ role, /** @type {string} */ id) => `clubhouse:v1:room-box:${role}:${id}`;

/**
 * The object kept under `key`, or null: none, unreadable, not an object, or no storage.
 * @param {string} key
 * @returns {any}
 */
export function readKept(key) {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null');
    return kept && typeof kept === 'object' ? kept : null;
  } catch {
    return null;
  }
}
