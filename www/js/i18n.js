// @ts-check
// Message catalogs (www/i18n/<lang>.json), placeholders like {name}, and the scene's label
// convention: an arg named `seat` is a player's seat, `card` a card code, row+col a grid place.
import { CATALOG } from './catalog.js';

const LANGS = ['en', 'fr'];
const KEY = 'clubhouse:v1:lang';
// Every game of the catalog has its own words in a file of its own (i18n/<game>.<lang>.json),
// fetched with the game's page code, so the home screen and a visit to another game need not
// download them. The page's catalog keeps what the home screen and the shared code need before a
// game is open (its names and blurbs, the setup form, the errors of saves, links and the address)
// and the words two games or more share.
export const OWN_WORDS = CATALOG.map((g) => g.id);
const catalogs = {};
let lang = 'en';
// The language being loaded (catalogs filled for it as games arrive meanwhile).
let wantedLang = 'en';
const games = new Set(); // the parts whose own words are loaded (games, lessons)
const files = {};
let names = [];
// The game on the table may word its own labels (GREEN's clubs, golfers and shots).
let gameLabel = null;

export const languages = LANGS;
export const currentLang = () => lang;

/** Player names used for `seat` arguments. */
export function setNames(list) {
  names = list || [];
}

/** One catalog file's words, fetched once (a failed fetch is tried again next time). */
function words(file) {
  // A part's words beside the part itself (a lesson's: learn/<id>.<lang>) name their folder.
  const url = file.includes('/') ? `${file}.json` : `i18n/${file}.json`;
  files[file] ??= fetch(url).then((res) => {
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return res.json();
  }).catch((e) => {
    delete files[file];
    throw e;
  });
  return files[file];
}

/** Language `l`'s catalog: the page's words and those of every game loaded so far. Words are
 *  only ever added, so two fills racing each other cannot lose any. */
async function fill(l) {
  const parts = await Promise.all([l, ...[...games].map((g) => `${g}.${l}`)].map(words));
  catalogs[l] = Object.assign(catalogs[l] ?? {}, ...parts);
}

/** `remember`: keep it as the reader's choice (not for a language an embedding page asked for).
 *  Rejects, with the page left in its language, when a catalog cannot be fetched. Only that
 *  language's files are fetched: every catalog file has the same keys in each language
 *  (words.test.mjs), so a French reader needs no English words to fall back on. */
export async function loadLanguage(wanted, remember = true) {
  const pick = LANGS.includes(wanted) ? wanted : 'en';
  wantedLang = pick;
  try {
    await fill(pick);
  } catch (e) {
    // Games opened later fetch the words of the language still shown (unless another choice
    // has been made since).
    if (wantedLang === pick) wantedLang = lang;
    throw e;
  }
  lang = pick;
  document.documentElement.lang = lang;
  if (remember) {
    try { localStorage.setItem(KEY, lang); } catch { /* private mode: not remembered */ }
  }
  translateDom();
  return lang;
}

/** Game `id`'s own words, in the language shown and the one being loaded, if another; later
 *  languages bring them too. Resolves at once for a game whose words are in the page's catalog.
 *  A game whose words could not be fetched is left out of later languages until it is opened
 *  again. */
export async function loadGameWords(id) {
  if (OWN_WORDS.includes(id)) await loadWords(id);
}

/** The words of a part of the page fetched only when it is used (a game's own words,
 *  i18n/<id>.<lang>.json; a lesson's, learn/<id>.<lang>.json), the same way: later languages
 *  bring them too. */
export async function loadWords(part) {
  games.add(part);
  try {
    // Until the first language has come, `lang` is only the default and has no words to add to.
    await Promise.all([...new Set(lang in catalogs ? [lang, wantedLang] : [wantedLang])].map(fill));
  } catch (e) {
    games.delete(part);
    throw e;
  }
  // The page's own elements that show these words (18 Holes' course sheet button) were filled
  // before the words came.
  translateDom();
}

export function preferredLang() {
  let saved = null;
  try { saved = localStorage.getItem(KEY); } catch { /* ignore */ }
  if (LANGS.includes(saved)) return saved;
  const nav = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return LANGS.includes(nav) ? nav : 'en';
}

export function has(key) {
  return key in (catalogs[lang] || {}) || key in (catalogs.en || {});
}

/**
 * Translates `key`, filling {placeholders} from `args`; a missing key shows itself. A placeholder
 * {name|one|other} is the words that agree with the number in `name`: "{n} {n|point|points}"
 * reads "1 point", "2 points" (and "0 point" in French).
 */
export function t(key, args = {}) {
  const text = catalogs[lang]?.[key] ?? catalogs.en?.[key] ?? key;
  let out = '';
  let from = 0;
  for (const m of text.matchAll(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g)) {
    const [whole, name, one, other] = m;
    let before = text.slice(from, m.index);
    let value = whole;
    if (name in args) value = one === undefined ? String(args[name]) : isSingular(args[name]) ? one : other;
    if (lang === 'fr' && value !== whole) [before, value] = contractFrench(before, value);
    out += before + value;
    from = m.index + whole.length;
  }
  return out + text.slice(from);
}

// French contracts "de le" to "du" and "à le" to "au" ("les": "des", "aux"), so a place worded on
// its own ("le départ") reads right after a preposition: "de {from}" gives "du départ". Only
// where the words put in follow the preposition ("avant de le jouer" in a sentence stays).
const CONTRACTED = { de: { le: 'du', les: 'des' }, à: { le: 'au', les: 'aux' } };
function contractFrench(before, value) {
  const prep = /(^|[\s(])(de|à) $/.exec(before)?.[2];
  const article = /^(le|les) /.exec(value)?.[1];
  if (!prep || !article) return [before, value];
  return [before.slice(0, -(prep.length + 1)), CONTRACTED[prep][article] + value.slice(article.length)];
}

/** Minus signs that read well: 3, −2, +10 with `signed`. */
export function num(n, signed = false) {
  const v = Number(n);
  if (v < 0) return `\u2212${Math.abs(v)}`;
  return signed && v > 0 ? `+${v}` : String(v);
}

export const playerName = (seat) => names[Number(seat)] ?? t('player_n', { n: Number(seat) + 1 });

/**
 * Words joined as the reader's language lists them: "Ann, Bo and Cy", "Ann, Bo et Cy". Not
 * `Intl.ListFormat`: its first use loads locale data for 17-31 ms on the page's thread.
 */
export function listOf(items) {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')}${t('and')}${items.at(-1)}`;
}
/** The players in `seats` by name, listed. */
export const seatList = (seats) => listOf(seats.map(playerName));

const RED_NAMES = { '-1': 'card_birdie', '-2': 'card_eagle', '-3': 'card_albatross', '-4': 'card_ace' };

/** Engine card JSON ({"black":5}, {"red":-2}, {"value":3}, "mulligan", "lost_ball") to the scene's code. */
export function cardCode(card) {
  if (card == null) return 'down';
  if (typeof card === 'string') return card;
  for (const kind of ['black', 'red', 'value']) if (kind in card) return `${kind}:${card[kind]}`;
  return 'down';
}

/** A card code in words: "7", "Eagle (−2)", "Mulligan", "Lost Ball (+1)", "a face-down card". */
export function cardWords(code) {
  const [kind, value] = String(code).split(':');
  switch (kind) {
    case 'black': return t('card_black', { n: value });
    case 'red': return t('card_red', { n: num(value), name: t(RED_NAMES[value] || 'card_ace') });
    case 'mulligan': return t('card_mulligan');
    case 'hazard': return t('card_hazard_words');
    case 'value': return t('card_value', { n: value });
    case 'lost_ball': return t('card_lost_ball_words');
    default: return t('card_down');
  }
}

/** Where a cell is, in words ("top left"), from a 1-based row and column. */
export const placeWords = (row, col) => t(`pos_${row}_${col}`);

/**
 * Whether a number takes the singular in the reader's language: English "1 card" (and "−1"),
 * French also "0 carte" and "1,5 carte". Numbers may come written, as num() writes them.
 */
function isSingular(n) {
  const v = Number(String(n).replace('\u2212', '-').replace(',', '.'));
  return Number.isFinite(v) && pluralRules(lang).select(v) === 'one';
}
// One rule set per language: labels are worded every frame.
const plurals = {};
const pluralRules = (l) => (plurals[l] ??= new Intl.PluralRules(l));

/** A function (label) => text | null that words a game's own labels first; null for none. */
export function setGameLabel(fn) {
  gameLabel = fn || null;
}

/** Resolves a scene label {key?, text?, args?: [[name, value]...]} to text. */
export function label(l) {
  if (!l) return '';
  if (!l.key) return l.text ?? '';
  const own = gameLabel?.(l);
  if (own != null) return own;
  const args = {};
  for (const [name, value] of l.args || []) {
    if (name === 'seat') args.seat = playerName(value);
    else if (name === 'card') args.card = cardWords(value);
    else args[name] = name === 'score' ? num(value) : value;
  }
  if (args.row && args.col) args.pos = placeWords(args.row, args.col);
  if (args.row2 && args.col2) args.pos2 = placeWords(args.row2, args.col2);
  let key = l.key;
  // Flag arguments pick a variant key when the catalog has one (seat_showing_out).
  for (const [name] of l.args || []) if (has(`${key}_${name}`)) key = `${key}_${name}`;
  return t(key, args);
}

/**
 * Fills elements marked data-i18n (text) and data-i18n-aria (aria-label), in `root` (the page by default).
 * @param {ParentNode} [root]
 */
export function translateDom(root = document) {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-i18n]'))) el.textContent = t(el.dataset.i18n);
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-i18n-aria]'))) el.setAttribute('aria-label', t(el.dataset.i18nAria));
}

/**
 * An engine error in the reader's language, falling back to the engine's English message. A
 * refusal written for one case brings its particulars (`args`): `why` picks the words of one
 * case of a code, and a course file's row and column (or cell) are worded as `where`. Where
 * the words need particulars that did not come (18 Holes' game module sends its English
 * sentence instead), the sentence is shown.
 */
export function errorText(err) {
  const args = { ...err?.args };
  if (args.row != null) args.where = t('err_where_row', args);
  else if (args.cell != null) args.where = t('err_where_cell', args);
  const one = `err_${err?.code}_${args.why}`;
  const key = args.why != null && has(one) ? one : `err_${err?.code}`;
  const text = has(key) ? t(key, args) : null;
  // A game's module sends such a refusal as its English sentence, without particulars.
  if (text == null || (/\{\w+(\|[^}]*)?\}/.test(text) && err?.message)) return err?.message || t('err_unknown');
  return text;
}
