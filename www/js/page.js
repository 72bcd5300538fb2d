// @ts-check
// What every part of the page shares: element lookup, select options, a part's stylesheet,
// dialogs, load marks, and each game's page code once it is loaded.
import { loadPageCode, EngineError } from './engine.js';
import { loadGameWords, t } from './i18n.js';
/** @import { PageCode } from './games/common.js' */

export const $ = (sel) => document.querySelector(sel);

export const LEVELS = ['easy', 'normal', 'hard'];
// The names bots are given at the table's seats, in turn.
export const BOT_NAMES = ['Chip', 'Bogey', 'Divot', 'Birdie', 'Caddie', 'Wedge', 'Putter'];

// Each game's page code, loaded when that game is opened (loadPageCode), by id.
/** @type {Record<string, PageCode>} */
export const MODULES = {};

/** The page code of game `id` and the game's own words, loaded once; rejects with an EngineError. */
export async function gameModule(id) {
  if (!MODULES[id]) {
    const words = loadGameWords(id).catch((e) => {
      throw new EngineError('engine_unavailable', `The ${id} words could not be loaded: ${e?.message ?? e}`);
    });
    MODULES[id] = (await Promise.all([loadPageCode(id), words]))[0];
  }
  return MODULES[id];
}

export function option(value, text, selected) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  o.selected = selected;
  return o;
}

/** The stylesheet of a part loaded when it is used (rooms, lessons): resolves once it has come or failed. */
export const stylesheet = (href) => new Promise((resolve) => {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: resolve, onerror: resolve }));
});

/**
 * Shows link `url` in `box` (in its `input`, selected) and copies it when the browser allows;
 * `note` says whether it was copied or is there to copy by hand.
 */
export async function offerLink(url, box, input, note) {
  input.value = url;
  box.hidden = false;
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch { /* no clipboard permission: the link is shown to copy by hand */ }
  note.textContent = t(copied ? 'share_copied' : 'share_manual');
  input.select();
}

export function closeDialogs() {
  for (const d of /** @type {NodeListOf<HTMLDialogElement>} */ (document.querySelectorAll('dialog[open]'))) d.close();
}

const marked = new Set();
/**
 * A performance mark (once per name) set in the next frame, or when `when` calls back (the
 * table's: once the painter has drawn its scene). Read by the load report.
 * @param {string} name
 * @param {(then: () => void) => unknown} [when]
 */
export function markFrame(name, when = requestAnimationFrame) {
  if (marked.has(name)) return;
  marked.add(name);
  when(() => performance.mark(name));
}
export const isMarked = (name) => marked.has(name);
