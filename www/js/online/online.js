// @ts-check
// Online play's screens: the host's lobby (the room's link, code and QR code, who knocks, who
// sits where, Start), a guest's joining (by the link, or by the code and a knock the host
// answers; a name, the lobby, then the table), and the table's words about the room (who is
// away, a bot standing in). The host's table is the local engine with an online seat controller
// for each remote seat; a guest's table is a RemoteSource. Loaded only when a room is opened or
// joined.
import { t, loadWords, errorText, seatList as namesOf } from '../i18n.js';
import { $, gameModule, stylesheet, closeDialogs } from '../page.js';
import { Game, loadEngine } from '../engine.js';
import { playTable, flashError } from '../table.js';
import { keepFinished } from '../review/kept.js';
import { personSeat, botSeat } from '../seats.js';
import { HostRoom, HostDoor, GuestRoom, newRoom, roomLink, readRoomCode, knock } from './rooms.js';
import { RemoteSource } from './remote-source.js';
import { checkDeal } from './deal-check.js';
import { qrcode } from './vendor/qrcode.js';
import { yourTurn, askOnce, notificationsShown } from './your-turn.js';
import { HOST_KEY, GUEST_PREFIX, boxKey, readKept } from './kept.js';
import { openRoom } from './transport.js';
/** @import { SeatController } from '../types' */
/** @import { TableControl, TablePlugin } from '../table-plugin' */
/** @import { RelaysEvent } from './transport.js' */

// How long a seat whose device has gone waits before the host is offered a bot for it.
const GRACE_MS = 15000;
// How long a visitor with a link looks for its room's host before being told none answers.
const NO_HOST_MS = 20000;
// What a room keeps on this device (the host's, each guest's, and where a room's box and mailbox
// are kept: a room lives for days) is named in kept.js; your-rooms.js lists them on the home screen.
const guestKey = (id) => `${GUEST_PREFIX}${id}`;

/** A seat played from another device: the table waits for its moves, which the room brings. */
const onlineSeat = () => /** @type {SeatController} */ ({ kind: 'online', here: false });
/** At a guest, every seat but its own: played elsewhere, shown as the snapshots come. */
const elsewhere = () => /** @type {SeatController} */ ({ kind: 'remote', here: false });

const store = {
  get: readKept,
  // Storage that refuses (full, or private mode) is said on the room's table; the room goes on.
  set(key, value) { try { localStorage.setItem(key, JSON.stringify(value)); } catch { storageFull({ error: 'storage_full' }); } },
};

/**
 * The transport's settings from the page's options: a site's own relays and TURN server (`turn`,
 * `turnuser`, `turncred`); `ice=none` names no STUN or TURN server at all (the tests).
 */
export function transportSettings(P) {
  const s = {};
  const get = (k) => P.query.get(k)?.trim() || null;
  if (P.relay) s.relays = P.relay;
  if (P.query.get('ice') === 'none') s.iceServers = [];
  else if (get('turn')) s.iceServers = [{ urls: get('turn'), username: get('turnuser') ?? undefined, credential: get('turncred') ?? undefined }];
  return s;
}

let page = null; // what the page gives: {show, showError, home}
let current = null; // {room, table, kind: 'host' | 'guest', ...}

// The rooms' styles come with this module, not with every first visit.
const styled = stylesheet(new URL('../../online/online.css', import.meta.url).href);
const wordsReady = () => Promise.all([loadWords('online/words'), styled]);

// The room's screen and the table's line about the room come with this module too: beside the
// rules screen, and under the hint.
$('#screen-rules').before(el('section', { id: 'screen-room', className: 'screen room', hidden: true }));
const awayBox = el('div', { id: 'room-away', className: 'room-away', hidden: true });
awayBox.setAttribute('aria-live', 'polite');
// What a guest knows of the deal: its part left out, something that did not match, the check at the end.
const dealBox = el('div', { id: 'room-deal', className: 'room-away', hidden: true });
dealBox.setAttribute('aria-live', 'polite');
// Which way this device reaches the others, when it is through the relays (it costs time).
const viaBox = el('div', { id: 'room-via', className: 'room-away', hidden: true });
viaBox.setAttribute('aria-live', 'polite');
$('#hint-text').after(awayBox, viaBox, dealBox);

// ---------- the room screen ----------

function screen() {
  const root = $('#screen-room');
  root.replaceChildren();
  page.show('room');
  return root;
}

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  Object.assign(e, props);
  e.append(...children);
  return e;
}

/** The room's QR code as an SVG of dark squares, readable by a phone's camera across a table. */
function qrSvg(text) {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 4;
  let d = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + quiet} ${r + quiet}h1v1h-1z`;
  const size = n + 2 * quiet;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', t('online.qr'));
  svg.classList.add('qr');
  svg.innerHTML = `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/>`;
  return svg;
}

/**
 * A listener to a room's word on its relays, said on the status line `line`: while no relay
 * answers, that sentence (the room goes on trying); once one does, what the line said before.
 * @param {HTMLElement} line
 * @returns {(event: RelaysEvent) => void}
 */
function relayNews(line) {
  let before = null;
  return ({ answering, code }) => {
    if (!answering && !before) {
      before = { textContent: line.textContent, className: line.className };
      line.textContent = errorText({ code });
      line.className = 'error';
    } else if (answering && before) {
      if (line.textContent === errorText({ code: 'online_no_relay' })) Object.assign(line, before);
      before = null;
    }
  };
}

/** The list of seats: who sits where, and who is still to come. */
function seatList(list, mine = -1) {
  return el('ol', { className: 'room-seats' }, ...list.map((s) => {
    // A seat nobody has taken yet is named by its number, never by the bot that would stand in.
    if (s.name == null) return el('li', {}, el('strong', { textContent: t('online.seat_n', { n: s.seat + 1 }) }), ` ${t('online.seat_open')}`);
    const state = s.kind === 'online' ? (s.present ? t('online.seat_here') : t('online.seat_waiting')) : t(`online.seat_${s.kind}`);
    const li = el('li', {}, el('strong', { textContent: s.name }), ` ${state}`);
    if (s.seat === mine) li.append(` (${t('online.you')})`);
    return li;
  }));
}

// ---------- the host ----------

/**
 * Opens a room for the setup `seats` ({name, kind: 'human' | 'bot' | 'online', level}) of game
 * `id` and shows its lobby; Start deals with a seed made by every device together.
 */
export async function hostRoom(pageHooks, P, id, seats, config, pace) {
  page = pageHooks;
  await Promise.all([wordsReady(), gameModule(id)]);
  current?.room.close();
  const code = newRoom();
  const kinds = seats.map((s) => (s.kind === 'human' ? 'here' : s.kind));
  const host = await hostSide(P, code, id, seats.map((s, i) => ({ kind: kinds[i], name: s.name })), (l) => renderHostLobby(l));
  const { room } = host;
  const link = roomLink(location.href, code);
  const root = screen();
  const list = el('div', { className: 'room-list' });
  const seatsTitle = el('h2', { tabIndex: -1, textContent: t('online.seats') });
  const start = el('button', { type: 'button', className: 'primary', id: 'room-start', textContent: t('online.start') });
  const linkInput = el('input', { id: 'room-link', readOnly: true, value: link });
  linkInput.setAttribute('aria-label', t('online.link'));
  const copy = el('button', { type: 'button', className: 'chip', textContent: t('online.copy') });
  copy.addEventListener('click', async () => {
    linkInput.select();
    try { await navigator.clipboard.writeText(link); copy.textContent = t('online.copied'); } catch { /* select to copy by hand */ }
  });
  root.append(
    el('h1', { textContent: t('online.host_title', { game: t(`game_${id}`) }) }),
    el('p', { className: 'room-code' }, t('online.code'), ' ', el('strong', { id: 'room-code', textContent: code.id.toUpperCase() })),
    el('div', { className: 'room-invite' }, qrSvg(link), el('div', {}, el('p', { textContent: t('online.invite') }), el('p', { className: 'room-link-row' }, linkInput, copy))),
    seatsTitle, list,
    el('p', { className: 'room-note', id: 'room-status', role: 'status', textContent: t('online.host_note') }),
    el('div', { className: 'actions' }, el('button', { type: 'button', className: 'ghost', id: 'room-leave', textContent: t('online.leave') }), start),
  );
  const renderHostLobby = (l) => {
    list.replaceChildren(seatList(l));
    renderVia();
  };
  $('#room-leave').addEventListener('click', () => { leaveRoom(); page.home(); });
  await room.open();
  room.room.on('via', renderVia);
  room.room.on('error', storageFull);
  // No relay answering is said above the invitation, which cannot work until one does (on a
  // phone the line's own place, by Start, is below the fold); the line goes back once one does.
  const status = $('#room-status');
  const relays = relayNews(status);
  room.room.on('relays', (event) => {
    relays(event);
    if (event.answering) root.querySelector('.actions').before(status);
    else root.querySelector('.room-invite').before(status);
  });
  renderHostLobby(room.lobby());
  const ask = askOnce(el);
  if (ask) root.querySelector('.room-invite').after(ask);
  const knocks = knockList(seatsTitle);
  root.querySelector('.room-invite').after(knocks.box);
  const door = new HostDoor(code, { knocks: knocks.render }, transportSettings(P));
  current.door = door;
  await door.open();
  // Ready for Enter, without scrolling a phone's screen past the code and the QR code.
  start.focus({ preventScroll: true });
  start.addEventListener('click', async () => {
    start.disabled = true;
    door.close();
    $('#room-status').textContent = t('online.dealing');
    const seedInfo = await room.makeSeed();
    // Seats nobody took play as bots, under the names the setup gave them.
    const lobby = room.lobby();
    const names = room.names();
    const metaSeats = seats.map((s, i) => ({
      kind: kinds[i] === 'here' ? 'human' : kinds[i] === 'online' && !lobby[i].present ? 'bot' : kinds[i],
      level: s.level ?? 'normal',
    }));
    const game = await Game.create(id, config, seedInfo.seed);
    const meta = { names, seats: metaSeats, pace, online: code.id };
    game.setMeta(meta);
    hostTable(host, game, meta);
    room.begin();
  });
}

/**
 * Who knocks at the door, each with Let in and Refuse; a live region says each new name. A knock
 * stays where it is while others come and go, so the focus never jumps under the host's finger;
 * when an answer takes a knock away, the focus goes to the next one's words, else to `fallback`.
 */
function knockList(fallback) {
  const list = el('div', { id: 'room-knocks' });
  const news = el('p', { className: 'sr-only', id: 'room-knock-news', role: 'status' });
  const box = el('div', {}, list, news);
  const shown = new Map(); // peer -> its line
  let n = 0;
  const render = (waiting) => {
    const peers = new Set(waiting.map((k) => k.peer));
    let focusAt = -1; // where the knock that had the focus stood
    for (const [peer, line] of shown) {
      if (peers.has(peer)) continue;
      if (line.contains(document.activeElement)) focusAt = [...list.children].indexOf(line);
      line.remove();
      shown.delete(peer);
    }
    const fresh = waiting.filter((k) => !shown.has(k.peer));
    for (const { peer, name } of fresh) {
      const words = el('p', { id: `room-knock-${++n}`, tabIndex: -1, textContent: t('online.knocking', { name }) });
      const button = (key, letIn) => {
        const b = el('button', { type: 'button', className: letIn ? 'primary' : 'ghost', textContent: t(key) });
        b.setAttribute('aria-describedby', words.id);
        b.addEventListener('click', () => current?.door?.answer(peer, letIn));
        return b;
      };
      const line = el('div', { className: 'room-knock' }, words, button('online.let_in', true), button('online.refuse', false));
      shown.set(peer, line);
      list.append(line);
    }
    if (fresh.length) news.textContent = fresh.map((k) => t('online.knocking', { name: k.name })).join(' ');
    if (focusAt >= 0) (list.children[Math.min(focusAt, list.children.length - 1)]?.querySelector('p') ?? fallback).focus();
  };
  return { box, render };
}

/** The host's room with its hooks into the table (`host.table`, once the match is on it). */
async function hostSide(P, code, id, seats, lobby) {
  const cards = await loadEngine(id);
  const host = { room: null, table: null, game: /** @type {Game} */ (null), code, id };
  host.room = new HostRoom(code, seats, {
    game: id,
    printed: () => cards.holes18Cards?.() ?? null,
    lobby,
    move: (seat, action, v) => (host.table ? guestMove(host.table, seat, action, v) : { code: 'online_not_started' }),
    packet: (seat, size) => (host.table ? packetFor(host.game, host.table, seat, size) : null),
    hint: (seat) => host.game.hintSoon(seat),
    left: (seat) => away(seat, true),
    back: (seat) => away(seat, false),
  }, { ...transportSettings(P), keep: boxKey('host', code.id) });
  current = { kind: 'host', room: host.room, code };
  return host;
}

/**
 * The match on the host's table: each remote seat an online seat controller. The room is a
 * plug-in of the table: its snapshots sent after every change, whom it waits for said.
 */
function hostTable(host, game, meta) {
  host.game = game;
  // The deal's parts are kept with the room, to be shown to every device at the end even after a reload.
  // With what the home screen's list of rooms says of it (the players and whose turn), and the
  // match itself: the page's one save slot goes to whatever is played next, the room stays.
  const summary = () => ({ names: meta.names, toMove: game.toMove(), over: game.over, here: meta.seats.map((s) => s.kind === 'human') });
  const keep = () => host.code && store.set(HOST_KEY, { code: host.code, tokens: host.room.tokens(), devices: host.room.devices(), game: host.id, deal: host.room.deal, summary: summary(), record: game.record() });
  keep();
  const controllers = meta.seats.map((s) => (s.kind === 'human' ? personSeat() : s.kind === 'bot' ? botSeat(s.level) : onlineSeat()));
  /** @type {TablePlugin} */
  const room = {
    // Play again: the same room, the same people seated again, a new deal made together.
    again() {
      rematch(host, meta);
      return true;
    },
    changed() {
      host.room.sendPackets();
      keep();
      renderAway();
      yourTurn(!game.over && game.toMove().some((s) => meta.seats[s]?.kind === 'human'), t(`game_${host.id}`));
    },
    // Whoever is to move from a device that has gone is waited for, by name.
    status(_table, view, said) {
      const waited = (view.to_move ?? []).filter((s) => waitedFor.has(s));
      return waited.length && !game.over ? { ...said, main: t('gst_wait', { seats: namesOf(waited) }) } : said;
    },
  };
  waitedFor.clear();
  host.table = playTable(game, meta, controllers, [room]);
  current.table = host.table;
  renderVia();
}

/**
 * The next match in the host's room once one has ended: the same game and settings, each seat as
 * it was (a seat whose device has gone is a bot's), and a new deal made with every seated device.
 */
async function rematch(host, meta) {
  const { room } = host;
  if (!host.game.over || room.dealing !== true || !room.started) return; // asked twice: once is enough
  const config = host.game.recordValue().config;
  room.again();
  $('#status-main').textContent = t('online.dealing');
  const seedInfo = await room.makeSeed();
  const lobby = room.lobby();
  const seats = meta.seats.map((s, i) => (s.kind === 'online' && !lobby[i].present ? { ...s, kind: 'bot' } : s));
  const game = await Game.create(host.id, config, seedInfo.seed);
  const next = { ...meta, names: room.names(), seats };
  game.setMeta(next);
  hostTable(host, game, next);
  room.begin();
}

/**
 * A guest's move for `seat`, at the host: null when played, else the refusal. Only a seat played
 * online, on the position its device saw.
 * @param {TableControl} table
 */
function guestMove(table, seat, action, version) {
  if (table.controller(seat)?.kind !== 'online') return { code: 'online_not_yours' };
  // Made on an older position: still good where only other seats have moved since (seats that
  // act at once, as Golfie's Action cards ask); once this seat has moved, it is stale.
  const { source } = table;
  const since = source.recordValue().actions.slice(version);
  if (!Number.isInteger(version) || version < 0 || version > source.actionCount || since.some(([s]) => s === seat)) return { code: 'online_stale' };
  let events;
  try {
    events = source.act(seat, action);
  } catch (e) {
    return { code: e.code ?? 'unknown', args: e.args };
  }
  table.played(events);
  return null;
}

/**
 * The host's match again after a reload (its save, `online` in its meta): the same room opened
 * again with the seats' tokens, so each guest finds its seat when its device reconnects; until
 * then its seat waits. Without the room's keys (another browser), remote seats go to bots.
 */
export async function resumeHostRoom(pageHooks, P, game, meta) {
  page = pageHooks;
  // The room's code, from the save: checked like the meta's other fields (table-plugins.js, cleanMeta).
  let code = null;
  try { code = game.recordValue().meta?.online; } catch { /* none */ }
  meta = typeof code === 'string' && readRoomCode(code) === code ? { ...meta, online: code } : meta;
  game.setMeta(meta);
  await wordsReady();
  const kept = store.get(HOST_KEY);
  if (kept?.code?.id !== meta.online || kept.game !== game.id) {
    const seats = meta.seats.map((s) => (s.kind === 'online' ? { ...s, kind: 'bot' } : s));
    current = { kind: 'host', room: { close() {} }, code: null };
    return hostTable({ room: { sendPackets() {}, tokens: () => [] }, code: null, id: game.id }, game, { ...meta, seats });
  }
  const seats = meta.seats.map((s, i) => ({ kind: s.kind === 'human' ? 'here' : s.kind, name: meta.names[i] }));
  const host = await hostSide(P, kept.code, game.id, seats, renderVia);
  await host.room.open(kept.tokens, kept.deal, Array.isArray(kept.devices) ? kept.devices : []);
  host.room.room.on('via', renderVia);
  host.room.room.on('error', storageFull);
  host.room.dealing = true;
  host.room.started = true;
  hostTable(host, game, meta);
  meta.seats.forEach((s, i) => { if (s.kind === 'online') away(i, true); });
}

/**
 * What seat `seat`'s device may see now: its view, the public view, the last move's events, and
 * its table drawn from its own view at its size (`size`).
 * @param {TableControl} table
 */
function packetFor(game, table, seat, [w, h]) {
  const over = game.over;
  return {
    scene: table.sceneFor(seat, w, h),
    size: [w, h],
    v: game.actionCount,
    seat,
    seats: game.seats,
    names: table.meta.names,
    view: seat >= 0 ? game.view(seat) : null,
    public: game.view(-1),
    events: table.lastEvents,
    toMove: game.toMove(),
    over,
    scores: game.scores(),
    winners: game.winners(),
    // At the end every device gets the whole record, to replay and check the result.
    record: over ? game.recordValue() : undefined,
  };
}

// Seats whose device has gone: since when, and whether a bot stands in.
const gone = new Map();
// Of them, those the table waits for by name: no bot stands in for them.
const waitedFor = new Set();

function away(seat, isAway) {
  if (!current?.table) return;
  /** @type {TableControl} */
  const table = current.table;
  if (isAway) gone.set(seat, { since: performance.now(), timer: setTimeout(renderAway, GRACE_MS + 50) });
  else {
    clearTimeout(gone.get(seat)?.timer);
    gone.delete(seat);
    if (table.controller(seat)?.kind !== 'online') table.reseat(seat, onlineSeat());
  }
  if (table.controller(seat)) {
    if (isAway) waitedFor.add(seat);
    else waitedFor.delete(seat);
    table.refresh();
  }
  renderAway();
}

/** The table's line about the room: who is away, and after a while a bot offered for them. */
function renderAway() {
  const box = $('#room-away');
  if (!current?.table || !box) return;
  /** @type {TableControl} */
  const table = current.table;
  box.replaceChildren();
  for (const [seat, g] of gone) {
    const name = table.meta.names[seat];
    const standing = table.controller(seat)?.kind === 'bot';
    const line = el('p', { textContent: t(standing ? 'online.bot_stands_in' : 'online.waiting_for', { name }) });
    if (!standing && performance.now() - g.since >= GRACE_MS) {
      const b = el('button', { type: 'button', className: 'chip', id: `room-bot-${seat}`, textContent: t('online.let_bot', { name }) });
      b.addEventListener('click', () => {
        waitedFor.delete(seat); // a bot plays for them now
        current.table.reseat(seat, botSeat('normal'));
        renderAway();
      });
      line.append(' ', b);
    }
    box.append(line);
  }
  box.hidden = gone.size === 0;
}

// ---------- a guest ----------

/**
 * A visitor with a room's code: the code and a name, then a knock at the room's door (`problem`:
 * the words of what was wrong with the link that opened this screen). Once the
 * host lets this device in it has the room's secret, and goes on as a visitor with the link
 * (the address becomes the link, so a reload comes back the same way).
 */
export async function codeScreen(pageHooks, P, given = '', problem = null) {
  page = pageHooks;
  await wordsReady();
  leaveRoom();
  const root = screen();
  const hint = el('small', { id: 'join-code-hint', textContent: t('online.code_hint') });
  const code = el('input', { id: 'join-code-input', maxLength: 16, autocomplete: 'off', spellcheck: false, autocapitalize: 'characters', value: given.toUpperCase() });
  code.setAttribute('aria-describedby', hint.id);
  const name = el('input', { id: 'room-name', maxLength: 24, autocomplete: 'nickname' });
  const send = el('button', { type: 'submit', className: 'primary', id: 'room-knock', textContent: t('online.knock') });
  const cancel = el('button', { type: 'button', className: 'ghost', id: 'room-knock-cancel', hidden: true, textContent: t('cancel') });
  const back = el('button', { type: 'button', className: 'ghost', textContent: t('back') });
  const fields = el('fieldset', {},
    el('label', {}, el('span', { textContent: t('online.code') }), code), hint,
    el('label', {}, el('span', { textContent: t('online.your_name') }), name));
  const form = el('form', { className: 'room-code-form', noValidate: true }, fields, el('div', { className: 'actions' }, back, cancel, send));
  const status = el('p', { className: 'room-note', id: 'room-status', role: 'status' });
  root.append(el('h1', { textContent: t('online.code_title') }), el('p', { textContent: t('online.code_lead') }), form, status);
  // A code the page was given (an embed's room) needs only the visitor's name.
  (given ? name : code).focus();
  // What is under way in the page's quiet words; what went wrong in its error's.
  const say = (text, bad = false) => {
    status.textContent = text;
    status.className = bad ? 'error' : 'room-note';
  };
  // A room's link that came cut short or mistyped: said first, above the code it asks for.
  if (problem) form.before(el('p', { className: 'error', id: 'room-problem', role: 'alert', textContent: t(problem) }));
  let knocking = null; // the AbortController of the knock under way
  const waiting = (on) => {
    fields.disabled = on;
    send.hidden = on;
    cancel.hidden = !on;
    (on ? cancel : send).focus();
  };
  const stop = () => knocking?.abort();
  back.addEventListener('click', () => { stop(); page.home(); });
  cancel.addEventListener('click', stop);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    if (knocking) return;
    const id = readRoomCode(code.value);
    const who = name.value.trim();
    code.setAttribute('aria-invalid', String(!id));
    name.setAttribute('aria-invalid', String(!!id && !who));
    if (!id || !who) {
      say(t(id ? 'online.name_needed' : 'err_online_bad_code'), true);
      (id ? name : code).focus();
      return;
    }
    const ours = new AbortController();
    knocking = ours;
    // Leaving the screen (home, another room) stops the knock.
    current = { kind: 'knock', room: { close: stop }, code: null };
    waiting(true);
    say(t('online.knock_finding', { code: id.toUpperCase() }));
    try {
      const room = await knock(id, who, transportSettings(P), {
        signal: ours.signal,
        heard: () => { if (!ours.signal.aborted) say(t('online.knock_waiting')); },
        relays: relayNews(status),
      });
      history.replaceState(null, '', roomLink(location.href, room));
      joinRoomScreen(page, P, room, who).catch((x) => page.showError(x));
    } catch (e) {
      if (current?.room.close === stop) current = null;
      if (!root.contains(form)) return;
      say(ours.signal.aborted ? '' : errorText({ code: e?.code, args: { code: id.toUpperCase() }, message: e?.message }), true);
      waiting(false);
    } finally {
      knocking = null;
    }
  });
}

/**
 * A visitor with a room's link, or let in by its host after a knock under the name `knocked`:
 * a name (asked of one with the link), then the lobby, then the table when the host starts.
 */
export async function joinRoomScreen(pageHooks, P, code, knocked = null) {
  page = pageHooks;
  await wordsReady();
  const saved = store.get(guestKey(code.id));
  const root = screen();
  const name = el('input', { id: 'room-name', maxLength: 24, value: knocked ?? saved?.name ?? '', autocomplete: 'nickname' });
  const form = el('form', { className: 'room-join' },
    el('label', {}, el('span', { textContent: t('online.your_name') }), name),
    el('button', { type: 'submit', className: 'primary', id: 'room-join', textContent: t('online.join') }));
  const status = el('p', { className: 'room-note', id: 'room-status', role: 'status' });
  const list = el('div', { className: 'room-list' });
  const title = el('h1', { textContent: t('online.join_title') });
  root.append(title, form, status, list);
  name.focus();
  const go = async () => {
    form.hidden = true;
    status.textContent = t('online.finding');
    const ask = askOnce(el);
    if (ask) status.after(ask);
    const guest = new GuestRoom(code, name.value.trim() || t('player_n', { n: 1 }), saved?.token ?? null, {
      kept: () => keep(),
      deal: () => renderDeal(guest),
      welcome: (m) => {
        keep(m.token);
        // Which game this room plays, once the host has said.
        if (guest.game) title.textContent = t('online.guest_title', { game: t(`game_${guest.game}`) });
        status.textContent = m.seat >= 0 ? t('online.seated', { n: m.seat + 1 }) : t('online.watching');
      },
      lobby: (seats) => { if (!current?.table) list.replaceChildren(seatList(seats, guest.seat)); },
      state: (packet) => guestState(guest, packet),
      // At the table a refused move flashes; before it (another version of the site) it is the
      // join screen's sentence.
      refused: (m) => (current?.table ? flashError(m.error) : (status.textContent = errorText(m.error ?? {}))),
      hint: (m) => current?.source?.hintArrived(m),
      // The host deals again in this room: the next snapshot brings the new match to a new table.
      again: () => {
        if (current?.room !== guest) return;
        Object.assign(current, { table: null, source: null, checked: false, starting: false, pendingPacket: null });
        dealBox.hidden = true;
        closeDialogs();
      },
      host: (present) => {
        if (present) clearTimeout(noHost);
        hostPresent(present);
      },
      // The host closed the room for good: said, and kept so (the home screen's list says it too).
      closed: () => {
        keep();
        status.textContent = t('online.closed');
        hostPresent(false);
      },
    }, { ...transportSettings(P), keep: boxKey('guest', code.id) }, saved);
    // A room nobody holds (closed, its game over, a mistyped link) looks like one whose host is
    // slow: after a while the visitor is told, and the search goes on.
    // (While no relay answers, that is what the visitor is told.)
    const noHost = setTimeout(() => { if (!guest.hostPeer && !current?.table && guest.room?.relays().length) status.textContent = t('online.no_host_yet'); }, NO_HOST_MS);
    // What this device keeps across a reload: its name, seat token, and what it checks the deal by.
    const keep = (token = guest.token) => store.set(guestKey(code.id), { name: name.value.trim(), token, secret: code.secret, closed: guest.closed, ...guest.kept() });
    current = { kind: 'guest', room: guest, code };
    try {
      await guest.join();
      guest.room.on('relays', relayNews(status));
      guest.room.on('via', renderVia);
      guest.room.on('error', storageFull);
      // Back in a room whose game is under way: its last table at once, while the host's device
      // may be away (a move made now waits on the relays for it).
      if (guest.packet && guest.game) {
        clearTimeout(noHost);
        title.textContent = t('online.guest_title', { game: t(`game_${guest.game}`) });
        guestState(guest, guest.packet);
      }
    } catch (e) {
      status.textContent = errorText(e);
    }
  };
  form.addEventListener('submit', (ev) => { ev.preventDefault(); go(); });
  // Back with a seat token (a reload mid-game), or let in after a knock: straight in.
  if (saved?.token || knocked) go();
}

async function guestState(guest, packet) {
  if (!current || current.room !== guest) return;
  if (!current.table) {
    if (current.starting) { current.pendingPacket = packet; return; }
    current.starting = true;
    const id = guest.game;
    await gameModule(id);
    const source = new RemoteSource(id, guest, current.pendingPacket ?? packet);
    current.source = source;
    const meta = { names: packet.names, seats: packet.names.map(() => ({ kind: 'human', level: 'normal' })), pace: 'relaxed' };
    const seats = packet.names.map((_, i) => (i === packet.seat ? personSeat() : elsewhere()));
    current.table = playTable(source, meta, seats);
    renderVia();
    hostPresent(guest.room.present(guest.room.host() ?? ''));
    renderDeal(guest);
    return;
  }
  if (!current.source) { current.pendingPacket = packet; return; }
  // The same position drawn again (at a new size, or after a reconnection) is no change: the
  // last move is not played or said again, and a hint being asked for stays.
  const same = packet.v === current.source.actionCount;
  current.source.receive(packet);
  if (same) current.table.redraw();
  else current.table.played(packet.events ?? []);
  yourTurn(!packet.over && packet.seat >= 0 && packet.toMove.includes(packet.seat), t(`game_${guest.game}`));
  if (packet.over && packet.record) checkRecord(guest, packet);
}

/**
 * Before the first move, what a guest must know of the deal: its part left out, or something the
 * host sent that did not match what it had said (the check at the end says it again).
 */
function renderDeal(guest) {
  if (!current?.table || current.room !== guest || current.checked) return;
  const lines = guest.problems.map((code) => t(`online.deal_${code}`));
  if (guest.leftOut()) lines.unshift(t('online.deal_left_out_now'));
  dealBox.replaceChildren(...lines.map((text) => el('p', { textContent: text })));
  dealBox.hidden = lines.length === 0;
}

/**
 * At the end, checked on this device alone: the commitments it kept, its own part, the seed,
 * and the record replayed in its own engine against every view it was shown (deal-check.js).
 */
async function checkRecord(guest, packet) {
  if (current.checked) return;
  current.checked = true;
  const names = packet.names ?? [];
  let problems;
  try {
    problems = await checkDeal(guest, packet, names);
  } catch {
    problems = [{ code: 'no_check' }];
  }
  if (current?.room !== guest) return;
  const title = el('p', { id: 'room-fair', textContent: t(problems.length ? 'online.check_failed' : 'online.check_fair') });
  const why = problems.map(({ code, args }) => el('li', { textContent: t(`online.deal_${code}`, args ?? {}) }));
  // Only now, with the whole record here at the end, can this device look back at the game (the
  // final dialog's review): it is kept with the games played here.
  const meta = { names, seats: names.map(() => ({ kind: 'human', level: 'normal' })), pace: 'relaxed' };
  keepFinished(JSON.stringify(packet.record), current.source, meta, { online: true }).catch(() => { /* not kept: the game is still reviewed from its dialog */ });
  dealBox.replaceChildren(title, ...(why.length ? [el('ul', {}, ...why)] : []));
  dealBox.hidden = false;
}

function hostPresent(present) {
  const box = $('#room-away');
  if (!box) return;
  // A room its host closed for good says so, whoever comes or goes.
  const text = current?.room?.closed ? t('online.closed') : present ? null : t('online.host_gone');
  box.replaceChildren(...(text ? [el('p', { textContent: text })] : []));
  box.hidden = !text;
}

/**
 * Says which way the room goes when it goes through the relays: at a guest, to the host's device;
 * at the host, the players reached that way. On the room's screen under its status line, at the
 * table under the hint. Once a guest's connection turns direct it says so, for a few seconds.
 */
function renderVia() {
  const room = current?.room?.room;
  if (!room?.via) return;
  let text = '';
  if (current.kind === 'guest') {
    const way = room.host() ? room.via(room.host()) : null;
    if (way === 'relays') text = t('online.via_relays_guest');
    else if (way === 'direct' && current.via === 'relays') {
      text = t('online.via_direct_now');
      clearTimeout(current.viaTimer);
      current.viaTimer = setTimeout(() => { if (viaBox.textContent === text) viaBox.hidden = true; }, 6000);
    }
    if (way) current.via = way;
  } else if (current.kind === 'host') {
    const names = current.room.seats.filter((s) => s.peer && room.via(s.peer) === 'relays').map((s) => s.name);
    if (names.length) text = t('online.via_relays_host', { names: names.join(', ') });
  }
  const place = current.table ? $('#room-away') : $('#room-status');
  if (place && place.nextElementSibling !== viaBox) place.after(viaBox);
  // This device could not keep what waits to be sent (its storage is full): said until it leaves.
  const full = current.full ? [el('p', { textContent: t('online.storage_full') })] : [];
  if (text || full.length) viaBox.replaceChildren(...(text ? [el('p', { textContent: text })] : []), ...full);
  viaBox.hidden = !text && !full.length && !(current.kind === 'guest' && viaBox.textContent === t('online.via_direct_now'));
}

/**
 * The room this device hosts, closed for good from the home screen's list: opened once more to
 * tell every guest (through the relays, which keep it for a device that is closed), then
 * forgotten here with its match (`forget(id)`: out of the save slot too, if it is there).
 */
export async function closeForGood(P, forget) {
  await wordsReady();
  const kept = store.get(HOST_KEY);
  if (kept?.code?.id) {
    const seats = (kept.tokens ?? []).map(() => ({ kind: 'online', name: '' }));
    const room = new HostRoom(kept.code, seats, { game: kept.game, packet: () => null }, { ...transportSettings(P), keep: boxKey('host', kept.code.id) });
    try {
      await room.open(kept.tokens, null, Array.isArray(kept.devices) ? kept.devices : []);
      await room.closeForGood();
    } finally {
      await room.close();
    }
    localStorage.removeItem(boxKey('host', kept.code.id));
  }
  localStorage.removeItem(HOST_KEY);
  forget(kept?.code?.id);
}

/** The reading of the relays under way for the home screen's list, if one is. */
let peeking = Promise.resolve();

/**
 * What waits on the relays for each room this device joined as a guest, read (for the home
 * screen's list: whose turn it is now): each room opened quietly for a few seconds, its snapshots
 * kept as when it is played. Resolves once all are read. One reading at a time: a home screen
 * shown again while one is under way reads after it, never two rooms' copies at once.
 */
export function peekRooms(P) {
  peeking = peeking.then(() => peekOnce(P), () => peekOnce(P));
  return peeking;
}

async function peekOnce(P) {
  const ids = Object.keys(localStorage).filter((k) => k.startsWith(GUEST_PREFIX)).map((k) => k.slice(GUEST_PREFIX.length));
  /** Resolves a moment after `room`'s relays answer (what they kept comes first, at once), or after 10 s. */
  const read = (room) => new Promise((resolve) => {
    const done = () => setTimeout(resolve, 2500);
    if (room.relays().length) done();
    else room.on('relays', ({ answering }) => { if (answering) done(); });
    setTimeout(resolve, 10000);
  });
  // The room this device hosts: only looked at (its moves are played when its match is open).
  const hosted = store.get(HOST_KEY);
  const host = hosted?.code?.id && !hosted.summary?.over && current?.kind !== 'host' ? (async () => {
    const room = await openRoom(hosted.code.id, hosted.code.secret, { ...transportSettings(P), keep: boxKey('host', hosted.code.id), peek: true });
    await read(room);
    const waiting = room.waitingMoves();
    await room.close();
    store.set(HOST_KEY, { ...store.get(HOST_KEY), waiting });
  })() : null;
  await Promise.all([host, ...ids.slice(0, 8).map(async (id) => {
    const saved = store.get(guestKey(id));
    if (!saved?.token || typeof saved.secret !== 'string' || saved.closed || saved.packet?.over) return;
    const code = { id, secret: saved.secret };
    const guest = new GuestRoom(code, saved.name ?? '', saved.token, {
      kept: () => store.set(guestKey(id), { ...saved, closed: guest.closed, ...guest.kept() }),
    }, { ...transportSettings(P), keep: boxKey('guest', id) }, saved);
    if (current?.room?.code?.id === id) return; // open in this tab already
    await guest.join({ quiet: true });
    await read(guest.room);
    await guest.close();
  })]);
}

/** The transport's word that this device's storage is full. */
function storageFull({ error }) {
  if (error !== 'storage_full' || !current || current.full) return;
  current.full = true;
  renderVia();
}

/** The room a page that is leaving online play was in, closed. */
export function leaveRoom() {
  current?.room.close();
  current?.door?.close();
  clearTimeout(current?.viaTimer);
  if (current) yourTurn(false, '');
  current = null;
  viaBox.hidden = true;
  gone.clear();
  waitedFor.clear();
}

/**
 * The room this tab is in, for the browser tests: `room` the transport (a hostile guest sends
 * through it), `side` the rooms' object (a dishonest host is made by changing its methods).
 */
export const currentRoomForTests = () => (current ? { room: current.room.room, source: current.source, side: current.room, notices: notificationsShown() } : null);
