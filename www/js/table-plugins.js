// @ts-check
// Which plug-ins a local match comes with (table-plugin.d.ts), read from its meta: a lesson's
// match brings its coach, who scripts every seat but the learner's; a match with seats played
// online is its room's, handed to the page to open the room again. The table itself names none.
import { Game } from './engine.js';
import { t } from './i18n.js';
import { LEVELS, gameModule } from './page.js';
import { seatControllers } from './seats.js';
/** @import { SeatController } from './types' */
/** @import { TableMeta, TablePlugin } from './table-plugin' */

/** Meta comes from saves and links, so every field is checked before use. */
export function cleanMeta(meta, n, id) {
  const m = meta && typeof meta === 'object' ? meta : {};
  const names = Array.isArray(m.names) ? m.names : [];
  const seats = Array.isArray(m.seats) ? m.seats : [];
  return {
    names: Array.from({ length: n }, (_, i) => (typeof names[i] === 'string' && names[i].trim() ? names[i].slice(0, 24) : t('player_n', { n: i + 1 }))),
    seats: Array.from({ length: n }, (_, i) => ({
      kind: ['bot', 'online'].includes(seats[i]?.kind) ? seats[i].kind : 'human',
      level: LEVELS.includes(seats[i]?.level) ? seats[i].level : 'normal',
    })),
    pace: m.pace === 'quick' ? 'quick' : 'relaxed',
    ...(m.lesson === id ? { lesson: id } : {}), // a lesson's match: its coach comes back with it
  };
}

/**
 * How the local match `game` with the checked `meta` is played: its seats' controllers and its
 * plug-ins, or null when the page takes it elsewhere. `page` is the page's hooks the table holds.
 * @param {Game} game
 * @param {TableMeta} meta
 * @returns {Promise<null | {seats: SeatController[], plugins: TablePlugin[]}>}
 */
export async function matchPlan(game, meta, page) {
  // A match with seats played online is an online room's, opened again by its host (which keeps
  // the room's own field of the meta, still in the record).
  if (meta.seats.some((s) => s.kind === 'online')) {
    page.resumeRoom(game, meta);
    return null;
  }
  game.setMeta(meta);
  if (typeof meta.lesson === 'string') {
    // A lesson that cannot be fetched now (offline, resumed from its save) plays on as a game.
    const coach = await lessonCoach(meta.lesson, page).catch(() => null);
    if (coach) return { seats: coach.seats(meta), plugins: [coach] };
  }
  return { seats: seatControllers(meta), plugins: [] };
}

/** Game `id`'s lesson and its coach: fetched only when a lesson is played. */
const lessonCoach = (id, page) => import('./coach.js').then(async ({ Coach, loadLesson }) => new Coach(await loadLesson(id), page));

/**
 * Game `id`'s lesson as a match from its start, once its record and engine are here: the
 * learner's seat a person here and the others scripted, at `pace` (relaxed unless quick is asked for).
 * @returns {Promise<Game>}
 */
export function lessonGame(id, pace = 'relaxed') {
  const record = import('./coach.js').then((m) => m.lessonRecord(id, pace));
  return Promise.all([gameModule(id), record]).then(([, text]) => Game.fromRecord(text));
}
