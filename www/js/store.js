// @ts-check
// Saves (localStorage) and share links (#match=...). Both hold the engine's match record text;
// the engine validates it on load, so anything read here is treated as untrusted.
let MATCH_KEY = 'clubhouse:v1:match';
let SETUP_KEY = 'clubhouse:v1:setup';

/** A named save slot (`?save=...`), so several embeds on one site keep separate matches. */
export function useSlot(name) {
  MATCH_KEY = `clubhouse:v1:${name}:match`;
  SETUP_KEY = `clubhouse:v1:${name}:setup`;
}

/** A stored string, or null (storage refused or empty). */
export function read(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
/** Stores `value` (null removes it); storage that refuses is ignored. */
export function write(key, value) {
  try {
    if (value == null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch { /* storage full or disabled: the game still plays, it just is not saved */ }
}

// A match is saved once the page is idle after a move, not in the frame that shows the move
// (the whole record, written out and stored, every move); a page going away saves at once.
let unsaved = null; // () => the record's text, not yet stored
const idle = globalThis.requestIdleCallback ?? ((run) => setTimeout(run, 200));

/** Stores the match now if a save is waiting. */
export function saveNow() {
  const text = unsaved?.();
  unsaved = null;
  if (text != null) write(MATCH_KEY, text);
}
// (Off a page, as the page code's own checks import it, there is nothing to listen to.)
globalThis.addEventListener?.('pagehide', saveNow);
globalThis.document?.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') saveNow(); });

export const loadMatch = () => {
  saveNow();
  return read(MATCH_KEY);
};
/** Saves the match `recordText()` writes out, when the page is next idle (at most in a second). */
export function saveMatch(recordText) {
  if (!unsaved) idle(saveNow, { timeout: 1000 });
  unsaved = recordText;
}
export const clearMatch = () => {
  unsaved = null;
  write(MATCH_KEY, null);
};

/** The last setups used, one per game, so "Play" remembers names and bots. */
function setups() {
  try {
    const all = JSON.parse(read(SETUP_KEY)) || {};
    return typeof all.game === 'string' ? { [all.game]: all } : all; // older saves held one setup
  } catch { return {}; }
}
export const loadSetup = (game) => setups()[game] ?? null;
export const saveSetup = (setup) => write(SETUP_KEY, JSON.stringify({ ...setups(), [setup.game]: setup }));

// The 18 Holes courses a person opened from files, shared by every save slot of the site.
const COURSES_KEY = 'clubhouse:v1:courses';
/** The courses kept in this browser (each a course file as the engine wrote it back). */
export function loadCourses() {
  try {
    const list = JSON.parse(read(COURSES_KEY));
    return Array.isArray(list) ? list.filter((c) => typeof c?.name === 'string') : [];
  } catch { return []; }
}
/** Keeps `list`; false when the browser would not store it (full or disabled). */
export function saveCourses(list) {
  try {
    localStorage.setItem(COURSES_KEY, JSON.stringify(list));
    return true;
  } catch { return false; }
}

/** Bytes as URL-safe base64 without padding (links, and the kept games' keys). */
export function toBase64Url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** Record text -> URL-safe token: deflate-raw when the browser can, plain JSON otherwise. */
export async function encodeRecord(text) {
  const bytes = new TextEncoder().encode(text);
  if (typeof CompressionStream === 'function') {
    try { return toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw'))); } catch { /* fall through */ }
  }
  return toBase64Url(bytes);
}

/** Token -> record text, or null when it is not something we wrote. */
export async function decodeRecord(token) {
  let bytes;
  try { bytes = fromBase64Url(token); } catch { return null; }
  const asText = () => new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  // Plain JSON starts with "{"; try it first, then inflate.
  if (bytes[0] === 0x7b) {
    try { const text = asText(); JSON.parse(text); return text; } catch { /* maybe compressed after all */ }
  }
  if (typeof DecompressionStream === 'function') {
    try { return new TextDecoder('utf-8', { fatal: true }).decode(await pipe(bytes, new DecompressionStream('deflate-raw'))); } catch { /* not ours */ }
  }
  return null;
}

export async function shareUrl(recordText) {
  const url = new URL(location.href);
  url.search = ''; // the match is all a link needs; an embed's options would open it framed
  url.hash = `match=${await encodeRecord(recordText)}`;
  return url.href;
}

/** The token in #match=..., if the page was opened from a share link. */
export function sharedToken() {
  const m = /^#match=([A-Za-z0-9_-]*)$/.exec(location.hash);
  return m ? m[1] : (location.hash.startsWith('#match=') ? '' : null);
}

/** The token in #course=..., if the page was opened from a course designer's link. */
export function sharedCourseToken() {
  const m = /^#course=([A-Za-z0-9_-]*)$/.exec(location.hash);
  return m ? m[1] : (location.hash.startsWith('#course=') ? '' : null);
}

export function clearHash() {
  history.replaceState(null, '', location.pathname + location.search);
}
