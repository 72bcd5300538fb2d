// @ts-check
// The table controller: one match on the screen. It is handed a source of views and moves (the
// local engine here), a seat controller per seat (seats.js: a person at this screen, a bot) and
// its plug-ins (table-plugin.d.ts), shows the view of the person to move, passes moves to the
// source, asks the seats that decide for themselves for theirs, and opens the round and final
// dialogs. The engine decides everything.
import { Game } from './engine.js';
import { CATALOG } from './catalog.js';
import { t, label, setNames, setGameLabel, playerName, errorText } from './i18n.js';
import { Painter } from './paint.js';
import { passDevice } from './pass.js';
import * as store from './store.js';
import { $, MODULES, gameModule, closeDialogs, markFrame, isMarked, offerLink } from './page.js';
import { reportStart, reportProgress } from './host.js';
import { wireInput, hitAt, onScreen } from './input.js';
import { renderMoves, openChoices, closeChoices, moveButton, pointAtMove } from './table-moves.js';
import { hintLines } from './table-hint.js';
import { renderScores, openDialog, showBreak, showFinal, renderLegend, finalButton } from './table-dialogs.js';
import { cleanMeta, matchPlan } from './table-plugins.js';
/** @import { PageCode } from './games/common.js' */
/** @import { TableSource, SeatController } from './types' */
/** @import { TableControl, TableMeta, TablePlugin, PointedMove } from './table-plugin' */

// Pause before each bot move: relaxed is slow enough to follow every move, quick for long games.
const BOT_MS = { relaxed: 450, quick: 120 };
const ROUND_PAUSE_MS = 2500; // bots-only tables: time to read the round scores

/** @implements {TableControl} */
class Table {
  /**
   * @param {TableSource} source
   * @param {TableMeta} meta
   * @param {SeatController[]} seats
   * @param {TablePlugin[]} plugins
   */
  constructor(source, meta, seats, plugins) {
    this.source = source;
    this.plugins = plugins;
    /** @type {PageCode} */
    this.mod = MODULES[source.id]; // the game's page code
    this.meta = meta;
    this.seats = seats;
    this.viewer = -1; // the seat on screen; -1 the public view
    this.lastHuman = null;
    this.hits = [];
    this.timer = 0;
    this.turn = 0; // counts bot turns: a bot still thinking when it changes drops its move
    this.thinking = false; // a bot's move is being worked out
    this.lastEvents = [];
    const pause = source.view(-1).pause;
    this.roundShown = pause.done - (pause.open ? 1 : 0); // a save made at a pause shows it again
    this.finalShown = false;
    this.keyboard = false; // the last move came from the keyboard: keep focus on the moves
    this.hintAt = -1; // the move count the hint on show was asked at
    /** @type {PointedMove} */
    this.pointed = null; // the move a plug-in points at, as last drawn
    this.dialogSoon = false; // a score dialog is about to open (openSoon)
  }

  /** The seats played by people at this screen. */
  people() { return this.seats.flatMap((s, i) => (s.here ? [i] : [])); }
  here(seat) { return this.seats[seat]?.here === true; }
  controller(seat) { return this.seats[seat]; }

  /** Which seat the screen shows: the person to move, else the last person, else a spectator. */
  chooseViewer(toMove) {
    const people = this.people();
    if (!people.length) return -1;
    const moving = toMove.filter((s) => this.here(s));
    if (moving.includes(this.viewer)) return this.viewer;
    if (moving.length) return moving[0];
    return this.lastHuman ?? people[0];
  }

  async update(events) {
    const { source } = this;
    if (activeTable !== this || app.screen() !== 'table') return;
    const viewer = this.chooseViewer(source.toMove());
    // What was told the seat on screen alone (its hint, the card it drew) is not for the next one,
    // even where the device passes without a cover.
    if (viewer !== this.viewer) this.forgetSecrets();
    const needsPass = CATALOG.find((g) => g.id === source.id)?.privacy === true;
    if (needsPass && viewer >= 0 && viewer !== this.viewer && this.people().length > 1) {
      this.viewer = -1;
      this.paint([]); // hide the previous person's cards behind the overlay
      $('#table-words-body').replaceChildren(); // and their table in words
      await passDevice(playerName(viewer));
    }
    this.viewer = viewer;
    if (viewer >= 0) this.lastHuman = viewer;
    const view = source.view(viewer);
    this.renderStatus(view);
    this.paint(events);
    this.renderScores($('#scores'), view);
    this.renderWords(view);
    this.renderUndo();
    this.renderHint();
    if (source.record) store.saveMatch(() => source.record());
    // A match looked back at is not played: nothing to tell the host page, no dialogs to open.
    if (!source.review) reportProgress(source, this.meta);
    this.dialogs(view);
    this.schedule(view);
    for (const plugin of this.plugins) plugin.changed?.(this, events);
  }

  renderStatus(view) {
    const gameWords = this.mod.status(view, this.viewer, (seat) => !this.here(seat));
    // Each plug-in may say its words over what was said before it.
    const { main, warn, info = '' } = this.plugins.reduce((said, plugin) => plugin.status?.(this, view, said) ?? said, gameWords);
    $('#status-info').textContent = info;
    $('#status-info').hidden = !info;
    $('#status-main').textContent = main;
    $('#status-warn').textContent = warn;
    $('#status-warn').hidden = !warn;
  }

  /** Asks the source for the scene (with the step's events, for animation) and paints it. */
  paint(events, { w, h } = stageSize()) {
    const scene = this.source.scene(this.viewer, w, h, events, this.mod.layout);
    painter.emblem = this.mod.emblem ?? null;
    painter.course = this.mod.courseArt ?? null;
    painter.show(scene, this.mod.glyphs?.(scene.hits) ?? []);
    // A course (18 Holes) brings hits in its own panned and zoomed coordinates.
    this.hits = [...scene.hits, ...(scene.world?.hits ?? []).map((hit) => ({ ...hit, world: true }))];
    $('#zoom').hidden = !scene.world;
    // The mouse may now rest on a different move (or none): keep the hover ring honest.
    const hover = pointer && hitAt(painter, this.hits, pointer);
    painter.setHover(hover ?? null);
    $('#table').style.cursor = hover ? 'pointer' : '';
    renderMoves(this.hits, painter, (action, keyboard) => {
      this.keyboard = keyboard || this.keyboard;
      this.personAct(action);
    }, this.keyboard);
    this.showOverlays();
    // Playable: the person's moves are ready, or a bot is to move (its paced turn is the game's wait).
    if (!isMarked('clubhouse:first-frame') && (this.hits.length || this.source.toMove().some((s) => this.seats[s]?.move))) {
      markFrame('clubhouse:first-frame', (marks) => painter.whenPainted(marks));
    }
  }

  /** A move of the person on screen, from the canvas, a key or the list of moves. */
  personAct(action) {
    if (this.viewer < 0) return;
    if (action?.choose) {
      const hit = this.hits.find((h) => h.action === action);
      if (hit) openChoices(hit, (a) => this.personAct(a), this.pointed);
      return;
    }
    // A plug-in may turn the move away (it says why in what it shows): nothing changes.
    if (this.plugins.some((plugin) => plugin.vet?.(this, this.viewer, action))) {
      this.showOverlays();
      return;
    }
    let events;
    try {
      events = this.source.act(this.viewer, action);
    } catch (e) {
      flashError(e);
      return;
    }
    // A source that plays the move elsewhere answers later (played), not here.
    if (events) this.afterAct(events);
  }

  /** Moves played on the source from elsewhere: said and shown as the table's own are. */
  played(events) { this.afterAct(events); }

  /** Another controller for `seat` from now on: the seats that decide for themselves are asked again. */
  reseat(seat, controller) {
    this.seats[seat] = controller;
    this.schedule(this.source.view(this.viewer));
  }

  /** The status line and the plug-ins' own showing again, for a change only a plug-in knows of. */
  refresh() {
    this.renderStatus(this.source.view(this.viewer));
    this.showOverlays();
  }

  /** Seat `seat`'s table for a screen of its own, `w` by `h`, with the last step's events. */
  sceneFor(seat, w, h) {
    return this.source.scene(seat, w, h, this.lastEvents, this.mod.layout);
  }

  afterAct(events) {
    $('#status-error').hidden = true;
    $('#share-box').hidden = true;
    announce(this.mod.narrate(events, this.lastEvents, this.source.view(-1)));
    // What only the seat on screen may know (the card it drew) is worded from its own view, for it.
    if (this.viewer >= 0 && this.mod.narrateOwn) announce(this.mod.narrateOwn(events, this.source.view(this.viewer)), { secret: true });
    this.lastEvents = events;
    this.update(events);
  }

  // ---------- the table in words ----------

  /**
   * The table as text, from the view of the seat on screen (the game's page code words it): kept
   * current while it is open. A game without it offers no button.
   */
  renderWords(view) {
    $('#words').hidden = !this.mod.tableWords;
    const panel = $('#table-words');
    if (panel.hidden || !this.mod.tableWords) return;
    const body = $('#table-words-body');
    const parts = this.mod.tableWords(view, this.viewer).flatMap(({ title, lines }) => {
      const h = Object.assign(document.createElement('h3'), { textContent: title });
      const list = document.createElement('ul');
      list.append(...lines.map((line) => Object.assign(document.createElement('li'), { textContent: line })));
      return [h, list];
    });
    // Unchanged words stay as they are: a screen reader's place in them is kept.
    const html = parts.map((el) => el.outerHTML).join('');
    if (body.innerHTML !== html) body.replaceChildren(...parts);
  }

  /** Opens or closes the table in words; opened, it takes the focus. */
  toggleWords(open = $('#table-words').hidden) {
    if (!this.mod.tableWords) return;
    $('#table-words').hidden = !open;
    $('#words').setAttribute('aria-expanded', String(open));
    this.renderWords(this.source.view(this.viewer));
    // Words fetched apart are worded again once they come.
    if (open) this.mod.wordsReady?.().then(() => this.renderWords(this.source.view(this.viewer)));
    if (open) $('#table-words-title').focus();
  }

  // ---------- hint ----------

  /** The seat a hint is for: the person on screen, when it is their move. */
  hintSeat() {
    const { source, viewer } = this;
    if (source.over || viewer < 0 || !this.here(viewer)) return -1;
    return source.toMove().includes(viewer) ? viewer : -1;
  }

  /** Before another seat takes the screen: the hint leaves its box, and the secret lines the log. */
  forgetSecrets() {
    this.renderHint();
    for (const p of $('#announcer').querySelectorAll('[data-secret]')) p.remove();
  }

  /** A hint holds for the position it was asked in: every change of the table takes it away. */
  renderHint() {
    this.hintAt = -1;
    $('#hint').hidden = this.hintSeat() < 0;
    $('#hint-text').hidden = true;
    $('#hint-text').replaceChildren();
  }

  /** Asks what the hard bot would play for the person to move, from their own view. */
  showHint() {
    const seat = this.hintSeat();
    const box = $('#hint-text');
    if (seat < 0) {
      announce([t('hint.none')]);
      return;
    }
    const { source } = this;
    const at = source.actionCount;
    if (this.hintAt === at && !box.hidden) return; // already shown for this position
    this.hintAt = at;
    box.textContent = t('hint.thinking');
    box.hidden = false;
    // The answer is for this position only: moves, undo or another game meanwhile drop it.
    const still = () => activeTable === this && source.actionCount === at && this.hintAt === at && this.hintSeat() === seat;
    source.hintSoon(seat).then((h) => {
      if (!still()) return;
      const { lines, hit } = hintLines(h, this.hits);
      box.textContent = lines.join(' ');
      announce(lines, { secret: true });
      // Point at the move: its button in the list takes focus, so the table rings it (and a
      // course shows its landing odds); Enter plays it.
      if (hit) moveButton(this.hits, hit)?.focus();
    }, (e) => {
      if (!still()) return;
      box.hidden = true;
      flashError(e);
    });
  }

  // ---------- seats that decide for themselves (bots) ----------

  stop() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.turn++;
    this.thinking = false;
  }

  schedule(view) {
    this.stop();
    // They also wait while a person reads a dialog (mid-course scores), or one is about to open.
    if (this.source.over || this.dialogSoon || document.querySelector('dialog[open]')) return;
    let seats;
    let delay = BOT_MS[this.meta.pace];
    if (view.phase === 'round_over') {
      // People review the scores and deal when ready; a bots-only table moves on by itself.
      if (this.people().length) return;
      seats = view.to_move.slice(0, 1);
      delay = ROUND_PAUSE_MS;
    } else {
      // Where several seats may act at once (Golfie's Action cards, 18 Holes' club choices)
      // every bot among them moves in the same beat.
      seats = view.to_move;
    }
    seats = seats.filter((s) => this.seats[s]?.move && this.seats[s].ready?.(this.source, s) !== false);
    if (!seats.length) return;
    const turn = this.turn;
    this.timer = setTimeout(() => {
      this.timer = 0;
      this.playSeats(seats, turn);
    }, delay);
  }

  /** The seats in `seats` move in turn, each asked through its controller. */
  async playSeats(seats, turn) {
    // Undo, leaving the table or another game (stop) drops a move still being worked out.
    const live = () => this.turn === turn && activeTable === this && app.screen() === 'table';
    if (!live()) return;
    this.thinking = true;
    const events = [];
    try {
      for (const seat of seats) {
        // The engine animates only the latest move, so each bot's cards start moving as it plays.
        if (events.length) this.paint(events);
        const action = await this.seats[seat].move(this.source, seat);
        if (!live()) return;
        events.push(...this.source.act(seat, action));
      }
    } catch (e) {
      if (!live()) return;
      flashError(e);
      if (!events.length) return;
    } finally {
      if (this.turn === turn) this.thinking = false;
    }
    this.afterAct(events);
  }

  // ---------- round end, game end, undo, share ----------

  renderScores(root, view, opts = {}) {
    renderScores(root, view, this.mod, this.source.winners(), opts);
  }

  /** Pauses (round ends, mid-course) and the final scores, in dialogs the game module words. */
  dialogs(view) {
    const { source } = this;
    $('#results').hidden = !source.over || source.review;
    $('#final-review').hidden = !source.over || !source.finalRecord?.();
    if (source.review) return;
    const pause = view.pause;
    if (pause.open && pause.done > this.roundShown && this.people().length && !source.over) {
      this.roundShown = pause.done;
      this.openSoon(() => showBreak(view, this.mod, source.winners()));
    }
    if (source.over && !this.finalShown) {
      this.finalShown = true;
      this.roundShown = pause.done;
      this.keep();
      this.openSoon(() => showFinal(view, this.mod, source.winners()));
    }
  }

  /**
   * A finished match goes to the games kept on this device (a lesson's does not); the same match
   * opened again is kept once. Storage that refuses it is said over the table; nothing is lost.
   */
  keep() {
    const { source, meta } = this;
    if (!source.record || typeof meta.lesson === 'string') return;
    // The kept games' code comes only now, not with every first visit.
    import('./review/kept.js').then((m) => m.keepFinished(source.record(), source, meta)).catch((e) => {
      const box = $('#status-error');
      box.textContent = errorText(e);
      box.hidden = false;
    });
  }

  /**
   * Opens a score dialog once the move's scene is painted: laying a sheet out in a dialog is a
   * frame of its own, after the move's frames (its words, then its canvas).
   */
  openSoon(open) {
    this.dialogSoon = true; // bots wait for it (schedule); closing it lets them on (wireTable)
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
      this.dialogSoon = false;
      if (activeTable === this && app.screen() === 'table') open();
    })));
  }

  /** What the plug-ins show beside the table, and the move one points at marked on the canvas and in the moves. */
  showOverlays() {
    const pointed = this.plugins.map((plugin) => plugin.overlay?.(this)).find(Boolean) ?? null;
    this.pointed = pointed;
    painter.setMark(pointAtMove(this.hits, pointed));
  }

  /**
   * Undo is offered to a single person playing bots: back to before their last turn, but never
   * past a move that showed them something hidden (the engine's undo floor): the game is its
   * record, so a replay would deal the very card they have seen. A drawn card stays drawn.
   */
  undoTarget() {
    const { source } = this;
    const people = this.people();
    const others = this.seats.filter((s) => !s.here);
    if (!source.truncate || source.over || people.length !== 1 || !others.length || !others.every((s) => s.move)) return -1;
    const actions = source.recordValue().actions;
    let i = actions.length - 1;
    while (i >= 0 && !this.here(actions[i][0])) i--;
    if (i < 0) return -1;
    const me = actions[i][0];
    while (i > 0 && actions[i - 1][0] === me) i--;
    const target = Math.max(i, source.undoFloor(me));
    // Something of theirs must be left to take back.
    if (target >= actions.length || !actions.slice(target).some(([seat]) => seat === me)) return -1;
    return target;
  }

  renderUndo() {
    $('#undo').hidden = this.undoTarget() < 0;
  }

  undo() {
    const n = this.undoTarget();
    if (n < 0) return;
    this.stop();
    try { this.source.truncate(n, this.people()[0]); } catch (e) { return flashError(e); }
    this.lastEvents = [];
    this.roundShown = this.source.view(-1).pause.done;
    announce([t('undone')]);
    this.update([]);
  }

  /** After a language change or a resize: the same table drawn again. */
  redraw({ words = false } = {}) {
    if (!words) return this.paint([]);
    this.renderHint(); // asked again, it comes in the new language
    const view = this.source.view(this.viewer);
    this.renderStatus(view);
    this.paint([]);
    this.renderScores($('#scores'), view);
    renderLegend(this.mod, this.source.view(-1));
    this.renderWords(view);
  }

  /** The table goes: its bots stop, its source is let go (its save kept first), its plug-ins leave. */
  close() {
    store.saveNow(); // before its engine is let go
    this.stop();
    this.source.free();
    for (const plugin of this.plugins) plugin.leave?.(this);
  }
}

/** @type {Table} the match on the screen, if any */
let activeTable = null;
/** @type {Painter} */
let painter = null;
// What the table asks of the page around it (wireTable).
let app = null;
let loads = 0;
let pointer = null; // where the mouse rests on the table, for the hover ring

/**
 * Waits for a game from the engine (its module may still be downloading): the game, or null when
 * the engine refused (the error is shown) or the player went to another screen meanwhile.
 */
async function arrive(pending, fromSave = false) {
  const at = app.changes();
  loads++;
  $('#main').setAttribute('aria-busy', 'true');
  let game = null;
  try {
    game = await pending;
  } catch (e) {
    if (at === app.changes()) app.showError(e, fromSave);
  } finally {
    if (--loads === 0) $('#main').removeAttribute('aria-busy');
  }
  if (game && at !== app.changes()) {
    game.free();
    return null;
  }
  return game;
}

export async function startMatch(id, seats, config, pace = 'relaxed') {
  const game = await arrive(gameModule(id).then(() => Game.create(id, config)));
  if (!game) return;
  try {
    game.setMeta({ names: seats.map((s) => s.name), seats: seats.map((s) => ({ kind: s.kind, level: s.level })), pace });
  } catch (e) {
    game.free();
    return app.showError(e);
  }
  openTable(game);
}

// ---------- loading saves and links ----------

export async function openRecord(text, fromSave = false) {
  if (typeof text !== 'string' || !text) return app.showError({ code: 'record_malformed' }, fromSave);
  const game = await arrive(Game.fromRecord(text), fromSave);
  if (!game) return;
  try {
    await gameModule(game.id);
  } catch (e) {
    game.free();
    return app.showError(e, fromSave);
  }
  openTable(game);
}

/**
 * A local match on the table: the engine is the source, and its meta names each seat's
 * controller and the plug-ins it comes with (table-plugins.js), which may be fetched first.
 */
async function openTable(/** @type {Game} */ game) {
  MODULES[game.id].open?.(game.engine);
  let meta = null;
  try { meta = game.recordValue().meta; } catch { /* rebuilt below */ }
  meta = cleanMeta(meta, game.seats, game.id);
  const at = app.changes();
  const plan = await matchPlan(game, meta, app);
  if (!plan) return; // the page plays it elsewhere
  if (at !== app.changes()) return game.free();
  enterTable(new Table(game, meta, plan.seats, plan.plugins));
}

/**
 * A match the engine is still making (its record fetched first) on the table once it comes;
 * when the record or the engine cannot load, the error is shown.
 * @param {Promise<Game>} pending
 */
export async function openMatch(pending) {
  const game = await arrive(pending);
  if (game) await openTable(game);
}

function enterTable(/** @type {Table} */ table) {
  activeTable?.close();
  activeTable = table;
  const { source, meta } = table;
  setNames(meta.names);
  setGameLabel(table.mod.label);
  reportStart(source, meta);
  document.body.dataset.game = source.id; // per-game layout touches in the stylesheet
  renderLegend(table.mod, source.view(-1));
  $('#table-title').textContent = t(`game_${source.id}`);
  $('#status-error').hidden = true;
  $('#share-box').hidden = true;
  $('#share').hidden = !source.record; // a source without a record of its own has nothing to share
  $('#announcer').replaceChildren();
  app.show('table');
  resizeCanvas();
  table.update([]);
}

/** A refusal said over the table (also of a move its source turned away later). */
export function flashError(err) {
  const box = $('#status-error');
  box.textContent = t('refused', { reason: errorText(err) });
  box.hidden = false;
}

// The stage's size, kept from the last time it was measured: when the table opens, and then by the
// resize observer, which runs once layout is done. Measured in every move, after the status
// words changed, it forced a layout each time (docs/measurements.md, "Smooth on a phone").
let stage = null;
const stageSize = () => stage ?? measureStage();

function measureStage() {
  const r = $('#stage').getBoundingClientRect();
  stage = { w: Math.max(200, Math.floor(r.width)), h: Math.max(200, Math.floor(r.height)) };
  return stage;
}

function resizeCanvas() {
  const { w, h } = measureStage();
  painter.resize(w, h);
}

// The moves kept in the log screen readers can read back: a long match's, without growing for ever.
const LOG_LINES = 200;

/** Reads lines out to screen readers; `secret` lines (a hint) name a move of the hand on screen. */
function announce(lines, { secret = false } = {}) {
  const box = $('#announcer');
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    if (secret) p.dataset.secret = '';
    box.append(p);
  }
  while (box.childElementCount > LOG_LINES) box.firstElementChild.remove();
}

async function share() {
  if (!activeTable?.source.record) return;
  await offerLink(await store.shareUrl(activeTable.source.record()), $('#share-box'), $('#share-url'), $('#share-note'));
}

function playAgain() {
  const table = activeTable;
  // A plug-in may start the next match itself (an online room deals again to the same people).
  if (table.plugins.some((plugin) => plugin.again?.(table))) {
    closeDialogs();
    return;
  }
  const { meta, source } = table;
  const seats = meta.seats.map((s, i) => ({ ...s, name: meta.names[i] }));
  const { config } = source.view(-1);
  closeDialogs();
  store.clearMatch();
  startMatch(source.id, seats, config, meta.pace);
}

const onTable = () => Boolean(activeTable) && app.screen() === 'table';

/**
 * Draws on the canvas and listens to the table's controls. `page` is what the table needs of the
 * page around it: `screen()` (the screen shown), `changes()` (a count of screen changes),
 * `show(name)`, `showError(err, fromSave)`, `home()`, `review(text)` (a finished match's review), and what its plug-ins ask of the page
 * (table-plugins.js).
 */
export function wireTable(page) {
  app = page;
  painter = new Painter($('#table'), label);
  wireInput(painter, {
    shown: () => app.screen() === 'table',
    hits: () => activeTable?.hits ?? [],
    act: (action) => activeTable?.personAct(action),
    keyAction: (key) => {
      const table = activeTable;
      return table && table.viewer >= 0 && table.mod.keyAction(key, table.source.view(table.viewer));
    },
    hint: () => activeTable?.showHint(),
    words: () => activeTable?.toggleWords(),
    keyboard: (on) => { if (activeTable) activeTable.keyboard = on; },
    point: (p) => { pointer = p; },
  });
  new ResizeObserver(() => {
    if (!onTable()) return;
    resizeCanvas();
    activeTable.redraw();
  }).observe($('#stage'));
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => onTable() && activeTable.redraw());
  const toggleScores = (open) => {
    document.body.classList.toggle('scores-open', open);
    $('#toggle-scores').setAttribute('aria-expanded', String(open));
    if (open) $('#close-scores').focus();
  };
  $('#toggle-scores').addEventListener('click', () => toggleScores(!document.body.classList.contains('scores-open')));
  $('#close-scores').addEventListener('click', () => {
    toggleScores(false);
    $('#toggle-scores').focus();
  });
  $('#undo').addEventListener('click', () => activeTable?.undo());
  $('#hint').addEventListener('click', () => activeTable?.showHint());
  $('#words').addEventListener('click', () => activeTable?.toggleWords());
  $('#share').addEventListener('click', share);
  // A closed dialog hands keyboard players back to the table's moves.
  for (const d of document.querySelectorAll('dialog')) {
    d.addEventListener('close', () => {
      if (!onTable()) return;
      if (activeTable.keyboard) $('#hits button')?.focus();
      activeTable.schedule(activeTable.source.view(activeTable.viewer)); // bots waited for the dialog
    });
  }
  $('#round-view').addEventListener('click', () => $('#round-dialog').close());
  $('#choice-cancel').addEventListener('click', closeChoices);
  // Closed another way (Escape): the shots are gone from the page with the menu all the same.
  $('#choice-dialog').addEventListener('close', () => $('#choice-list').replaceChildren());
  $('#round-next').addEventListener('click', () => {
    $('#round-dialog').close();
    const hit = activeTable?.hits.find((h) => h.key === 'n');
    if (hit) activeTable.personAct(hit.action);
  });
  $('#final-view').addEventListener('click', () => $('#final-dialog').close());
  $('#final-home').addEventListener('click', () => { store.clearMatch(); app.home(); });
  $('#final-again').addEventListener('click', playAgain);
  $('#final-review').addEventListener('click', () => {
    const text = activeTable?.source.finalRecord?.();
    if (!text) return;
    closeDialogs();
    app.review(text);
  });
  $('#results').addEventListener('click', () => openDialog($('#final-dialog'), finalButton()));
}

/**
 * A match on the table from any source, with the seat controllers and plug-ins given. Returns
 * the table as its plug-ins see it.
 * @param {TableSource} source
 * @param {TableMeta} meta
 * @param {SeatController[]} seats
 * @param {TablePlugin[]} [plugins]
 * @returns {TableControl}
 */
export function playTable(source, meta, seats, plugins = []) {
  if (source.engine) MODULES[source.id].open?.(source.engine);
  const table = new Table(source, meta, seats, plugins);
  enterTable(table);
  return table;
}

/** Shows the table again (back from the rules page): the same match, drawn anew. */
export const update = (events) => activeTable?.update(events);

/** Leaving the table: the seats stop deciding. */
export const stopBots = () => activeTable?.stop();

/** Off the table: the match is let go (its save stays). */
export function leaveTable() {
  activeTable?.close();
  activeTable = null;
}

/** The id of the game on the table, if any. */
export const tableGame = () => activeTable?.source.id ?? null;

/** After a language change: the table's words again. */
export const relabelTable = () => activeTable?.redraw({ words: true });

/**
 * For automated browser tests, once nothing moves: the pixels of the table that differ from the
 * same frame painted whole (what painting only the changes got wrong).
 */
export const wrongPixels = async () => (painter ? (await import('./paint-check.js')).wrongPixels(painter) : 0);

/** Read-only view of the table for automated browser tests; `screen` is the screen shown. */
export function snapshot(screen) {
  const table = activeTable;
  const source = table?.source;
  const v = source && screen === 'table' ? source.view(-1) : null;
  return {
    screen,
    phase: v?.phase ?? null,
    toMove: v?.to_move ?? [],
    viewer: table?.viewer ?? -1,
    actions: source?.actionCount ?? 0,
    over: source?.over ?? false,
    busy: Boolean(table?.timer) || Boolean(table?.thinking) || Boolean(table?.dialogSoon) || Boolean(painter?.busy),
    moving: Boolean(painter?.busy), // cards still in flight
    painted: painter ? { ...painter.painted } : null, // frames painted, of them whole, and the area painted (CSS pixels)
    dialog: document.querySelector('dialog[open]')?.id ?? null,
    // Where each move is on screen now (course hits follow the camera).
    hits: (table?.hits ?? []).map((hit) => { const h = onScreen(painter, hit); return { x: h.x, y: h.y, w: h.w, h: h.h, key: hit.key ?? null, action: hit.action, label: hit.label, world: !!hit.world }; }),
    camera: painter?.camera.view ? { ...painter.camera.view } : null,
    record: source?.record?.() ?? null,
    handSize: source && table.viewer >= 0 ? /** @type {{hand?: unknown[] | null}} */ (source.view(table.viewer)).hand?.length ?? null : null, // what the screen shows
    ...Object.assign({}, ...(table?.plugins ?? []).map((plugin) => plugin.snapshot?.(table))),
  };
}
