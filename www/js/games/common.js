// @ts-check
// Pieces two games word the same way: the status line's "whose move" sentence, and a score
// sheet with a ball colour per player where the most points win. Also the page contract: what
// each game's page code must export, below.
import { t, num, playerName as who, seatList as list } from '../i18n.js';
import { el, sheetTable } from '../scores.js';

/**
 * The page contract. Each game's page code (js/games/<id>.js) is an ES module that the page loads
 * beside the game's engine (engine.js, loadPageCode) and reads through these exports; no other
 * game-specific code runs on the page. `view` is the engine's JSON view of the game (seat -1 for
 * the public one), `seat` a seat index, and every sentence is returned in the current language.
 * Rule facts are the engine's, never restated here: who may play and which choices are secret come
 * from the catalog (catalog.js), who wins from the engine's `winners()`, who moves from `to_move`.
 * The types below are checked for every game by tests/e2e/page_contract.test.mjs; a name in
 * brackets is optional, and the page does without it.
 *
 * @typedef {object} GamePage
 *
 * What the game is and how a table is set up (setup.js, params.js):
 * @property {string} id  the game's id in the catalog, which is also the file's name
 * @property {string[]} setupFields  the setup screen's optional fields it uses: `rounds`, `teams`, `pro_golfers`, `course`
 * @property {string[]} modes  ways to play for the `mode` page parameter; the first is the default
 * @property {function(object): object} config  the engine's config from the setup `{seats, rounds, teams, pace, ...}`
 * @property {function(string): number[]} [modePlayers]  `[least, most]` seats a mode allows (with `course`)
 * @property {string[]} [courses]  the courses to choose from (needed with `course`)
 * @property {string[]} [clubSetups]  how clubs are dealt (needed with `course`)
 * @property {string[]} [soloRanks]  the solo deck's ranks, `par` first (with `course`)
 * @property {function(number): string[]} [teamChoices]  the team splits (`2v2`) allowed for n seats (needed with `teams`)
 * @property {function(string, number): number[]} [teamsFor]  a split's team per seat (needed with `teams`)
 * @property {function(object, number, HTMLElement, function): void} [seatFields]  `(seat, i, li, option)`: extra controls in a seat's row
 *
 * The table (table.js):
 * @property {function(Array, Array, object): string[]} narrate  `(events, prevEvents, view)`: sentences for the live region
 * @property {function(object, number, function): object} status  `(view, viewer, isBot)`: the status line `{main, warn, info?}`
 * @property {function(string, object): (object|null)} keyAction  `(key, view)`: the move a key means when no hit has that key
 * @property {function(object, object): HTMLElement} sheet  `(view, {final, winners})`: the score sheet (scores.js, renderSheet); `winners` are the engine's, the leaders' medal
 * @property {function((object|null)): Array} legend  `(view)`: marks under the sheet, `[[class, tag, i18n key]...]`
 * @property {function(object): object} breakDialog  `(view)`: the pause's dialog `{title, sub, next, table}`
 * @property {function(object, number[]): object} finalText  `(view, winners)`: the final dialog `{title, sub, trophy?}` for the engine's winners
 * @property {function(object): (string|null)} [label]  words for the game's own scene labels, before the shared ones (i18n.js)
 * @property {function(object): (function|null)} [emblem]  `(face)`: art drawn on a card face instead of its text (paint.js)
 * @property {object} [courseArt]  how the painter draws a course (course-art.js; 18 Holes): with the game's page code, not every game's
 * @property {function(Array): Array} [glyphs]  `(hits)`: small signs drawn over moves `[{x, y, w, h, kind}]` (paint.js)
 * @property {function(object): void} [open]  `(engine)`: a game of this kind is at the table, with its engine module, before anything of it is drawn or said
 * @property {function(object, number, number, object): object} [layout]  `(table, w, h, engine)`: the scene laid out from a table the engine hands over instead of a scene (18 Holes; engine.js `Game.scene`)
 */

/**
 * What a game with the `course` setup field exports besides (18 Holes; setup.js reads them when
 * the field shows): courses of one's own, Quick Course Setup, and course sheets measured by bots.
 * Every game module is checked against these types (tsconfig.json): `GamePage`, and `CoursePage`
 * too for a game with a course.
 *
 * @typedef {object} CoursePage
 * @property {string} MINE  the prefix of a course value that names a course of one's own (`mine:<name>`)
 * @property {function(): object[]} myCourses  the course files kept in this browser
 * @property {function(string): (object|null)} myCourse  `(value)`: the kept course file a course value names
 * @property {function(File): Promise<string>} openCourseFile  reads, checks and keeps a course file; resolves to its course value
 * @property {function(string): void} removeCourse  `(value)`: forgets a kept course
 * @property {string} QUICK  the course value of a course laid from the tiles by number
 * @property {string[]} quickHoles  its lengths
 * @property {string[]} quickDifficulties  its tile mixes
 * @property {number} QUICK_SEED_MAX  the highest course number
 * @property {function(string): boolean} modeIsChaos  `(mode)`: a chaos mode (packed quick courses by default)
 * @property {function(object): (object|null)} sheetFor  `(config)`: the course sheet already measured for it
 * @property {function(object): boolean} measuring  `(config)`: whether its sheet is being measured
 * @property {function(object, function(number, number): void): Promise<(object|null)>} measureSheet  `(config, progress)`: measures the sheet (null when stopped)
 * @property {function(): void} stopSheet  stops a measuring run
 * @property {function(object): HTMLElement} sheetTable  `(sheet)`: the sheet shown
 */

/**
 * A game's page code as the page holds it: the `CoursePage` exports only with a course.
 * @typedef {GamePage & Partial<CoursePage>} PageCode
 */

/**
 * The main status sentence: what the viewing person must do (named when several people share
 * the screen), a bot thinking, or who is awaited. `todo()` words the person's task.
 */
export function turnLine({ over, toMove, seats }, viewer, bot, todo) {
  if (over) return t('st_game_over');
  if (viewer >= 0 && toMove.includes(viewer) && !bot(viewer)) {
    const people = Array.from({ length: seats }, (_, s) => s).filter((s) => !bot(s)).length;
    return people > 1 ? t('gst_who', { seat: who(viewer), text: todo() }) : todo();
  }
  if (toMove.length > 1 && bot(toMove[0])) return t('st_bots_turn', { seats: list(toMove) });
  if (toMove.length && bot(toMove[0])) return t('st_bot_turn', { seat: who(toMove[0]) });
  return t('gst_wait', { seats: list(toMove) });
}

/** A sheet headed by one column per player with a ball colour and the leader's medal. */
export const ballSheet = (cls, corner, n, leaders, finished) => sheetTable(`sheet green-sheet ${cls}`.trim(), corner, n, leaders, finished, true);

/**
 * The sheet's foot for games where the most points win: each total with how far behind the
 * best it is and a bar, then the row of tie-breakers ({label, title, values}).
 */
export function ballSheetFoot(table, { totals, leaders, played, tie, lower = false }) {
  const foot = el('tfoot');
  const total = el('tr', 'total');
  const tth = el('th', null, t('sheet_total'));
  tth.scope = 'row';
  total.append(tth);
  // Lower totals are better in stroke play: "behind" and the bars count from the lowest.
  const best = lower ? Math.min(...totals) : Math.max(...totals);
  const span = Math.max(...totals) - Math.min(...totals) || 1;
  totals.forEach((v, s) => {
    const td = el('td', leaders.includes(s) ? 'lead' : '');
    td.append(el('strong', null, num(v)));
    const gap = Math.abs(best - v);
    if (played && gap) td.append(el('small', 'behind', t('grsheet_behind', { n: gap })));
    const bar = el('span', 'meter');
    bar.style.setProperty('--fill', played ? String(1 - (0.85 * gap) / span) : '0');
    td.append(bar);
    total.append(td);
  });
  foot.append(total);
  if (!tie) {
    table.append(foot);
    return table;
  }
  const row = el('tr', 'tokens');
  const th = el('th', null, tie.label);
  th.scope = 'row';
  th.title = tie.title;
  row.append(th);
  for (const v of tie.values) row.append(el('td', null, String(v)));
  foot.append(row);
  table.append(foot);
  return table;
}
