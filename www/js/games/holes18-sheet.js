// @ts-check
// 18 Holes course sheets on the setup screen: how a course plays, measured by bot games in a
// worker (with a progress bar and a stop button), kept for the visit once measured.
import { t } from '../i18n.js';
import { el } from '../scores.js';

/** Games per sheet: enough for the per-hole means to settle (see sheet.rs). */
export const SHEET_GAMES = 200;
const SHEET_SEED = 1;

const measured = new Map(); // course key -> sheet
let running = null; // { key, worker, stopped }

/** The part of the settings that names the course (what a sheet depends on). */
export function courseKey(config) {
  return JSON.stringify({ course: config.quick || config.custom ? null : config.course, custom: config.custom ?? null, quick: config.quick ?? null });
}

/** The sheet already measured for this course, or null. */
export const sheetFor = (config) => measured.get(courseKey(config)) ?? null;
export const measuring = (config) => running?.key === courseKey(config);

/** Stops a run in progress (leaving setup, changing the course): its promise settles as null. */
export function stopSheet() {
  running?.stopped();
}

/**
 * Measures the course `config` names: `progress(done, total)` after each step; resolves to the
 * sheet, or to null when stopped; rejects with {code, message} if the engine refuses the course.
 */
export function measureSheet(config, progress) {
  stopSheet();
  const key = courseKey(config);
  const worker = new Worker(new URL('./holes18-sheet-worker.js', import.meta.url), { type: 'module' });
  return new Promise((resolve, reject) => {
    const mine = { key, worker };
    const end = () => { worker.terminate(); if (running === mine) running = null; };
    mine.stopped = () => { end(); resolve(null); };
    running = mine;
    worker.onmessage = ({ data }) => {
      if (data.error) { end(); reject(data.error); return; }
      progress(data.done, data.total);
      if (data.sheet) { end(); measured.set(key, data.sheet); resolve(data.sheet); }
    };
    worker.onerror = (e) => { end(); reject({ code: 'engine_unavailable', message: e.message || 'The course sheet could not run.' }); };
    worker.postMessage({ config, games: SHEET_GAMES, seed: SHEET_SEED });
  });
}

/** Strokes against par with one decimal in the page's language: +2.5, −0,8. */
function signed(x) {
  const v = Math.round(x * 10) / 10;
  const text = new Intl.NumberFormat(document.documentElement.lang || 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(v));
  return (v > 0 ? '+' : v < 0 ? '\u2212' : '±') + text;
}

/** The sheet as a small table (holes across: par, what the bots played) and its figures. */
export function sheetTable(sheet) {
  const box = el('div', 'course-sheet');
  const figures = el('p', 'sheet-figures');
  figures.textContent = t('sheet_figures', {
    par: sheet.par, played: sheet.played_par, over: signed(sheet.over_par),
    lo: sheet.stableford[0], hi: sheet.stableford[1], solo: sheet.solo_par,
  });
  const table = el('table', 'sheet-holes');
  const caption = el('caption');
  caption.textContent = t('sheet_caption', { games: sheet.games });
  table.append(caption);
  const row = (head, cells, cls) => {
    const tr = el('tr', cls);
    const th = el('th');
    th.scope = 'row';
    th.textContent = head;
    tr.append(th, ...cells.map((c) => { const td = el('td'); td.textContent = String(c); return td; }));
    return tr;
  };
  table.append(
    row(t('sheet_hole'), sheet.holes.map((_, i) => i + 1), 'sheet-hole'),
    row(t('sheet_par'), sheet.holes.map((h) => h.par)),
    row(t('sheet_played'), sheet.holes.map((h) => h.played_par), 'sheet-played'),
  );
  // Holes that play above or below their par are marked, not only coloured.
  sheet.holes.forEach((h, i) => {
    const cell = table.querySelector('.sheet-played').children[i + 1];
    if (h.played_par > h.par) { cell.classList.add('harder'); cell.title = t('sheet_harder'); }
    if (h.played_par < h.par) { cell.classList.add('easier'); cell.title = t('sheet_easier'); }
  });
  const scroll = el('div', 'sheet-scroll');
  scroll.append(table);
  box.append(figures, scroll);
  return box;
}
