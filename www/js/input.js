// @ts-check
// The table's pointer and keys: clicks and taps on moves, the hover ring, arrow keys between
// moves, shortcut keys, and panning and zooming a course (drag with one pointer, pinch with two).
import { $ } from './page.js';

function canvasPoint(ev) {
  const r = $('#table').getBoundingClientRect();
  return { x: ev.clientX - r.left, y: ev.clientY - r.top };
}

const inside = (h, x, y) => x >= h.x && x <= h.x + h.w && y >= h.y && y <= h.y + h.h;
/** A hit where it is on screen now (a course hit moves with the camera). */
export const onScreen = (painter, h) => (h.world && painter.world ? painter.camera.toScreen(h) : h);

/** The move under point `{x, y}` of the canvas, or undefined. */
export function hitAt(painter, hits, { x, y }) {
  const screen = [...hits].reverse().find((h) => !h.world && inside(h, x, y));
  if (screen || !painter.camera.inWorld(x, y)) return screen;
  const [wx, wy] = painter.camera.toWorld(x, y);
  return [...hits].reverse().find((h) => h.world && inside(h, wx, wy));
}

/** Fingers are blunt: a tap that lands just beside a small button (a swap) still reaches it. */
function nearHit(painter, hits, { x, y }, slop) {
  let best = null;
  let bestD = slop;
  for (const hit of hits) {
    const h = onScreen(painter, hit);
    if (hit.world && !painter.camera.inWorld(x, y)) continue;
    const d = Math.hypot(Math.max(h.x - x, 0, x - h.x - h.w), Math.max(h.y - y, 0, y - h.y - h.h));
    if (d <= bestD) { best = hit; bestD = d; }
  }
  return best;
}

/** Arrow keys: the nearest hit in that direction, so focus walks the grid like the eye does. */
function moveFocus(painter, hits, key) {
  const buttons = [...$('#hits').querySelectorAll('button')];
  const from = buttons.indexOf(document.activeElement);
  if (from < 0) { buttons[0]?.focus(); return; }
  const c = (hit) => { const h = onScreen(painter, hit); return { x: h.x + h.w / 2, y: h.y + h.h / 2 }; };
  const a = c(hits[from]);
  const [dx, dy] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  let best = -1;
  let bestScore = Infinity;
  hits.forEach((h, i) => {
    const b = c(h);
    const along = (b.x - a.x) * dx + (b.y - a.y) * dy;
    const across = Math.abs((b.x - a.x) * dy) + Math.abs((b.y - a.y) * dx);
    if (i === from || along <= 1 || across > along * 1.5) return;
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = i; }
  });
  if (best >= 0) buttons[best].focus();
}

/**
 * Listens to the canvas and the keyboard. `table` is what they reach of the table:
 * `shown()` (its screen is up), `hits()` (its moves now), `act(action)` (a person's move),
 * `keyAction(key)` (the move a key means when no hit has it), `keyboard(on)` (whether the
 * keyboard is in use, to keep focus on the moves), `point(p)` (where the mouse rests, or null)
 * `hint()` (the H key: what the strongest bot would play, when no move has that key) and
 * `words()` (the W key: the table in words, when no move has that key).
 */
export function wireInput(painter, table) {
  const canvas = $('#table');
  const pointers = new Map(); // pointer id -> last {x, y}
  let panFrom = null; // a drag or pinch moving a course: {moved} pixels so far
  let dragged = false; // the click that ends a drag is not a move

  function onKey(ev) {
    if (!table.shown() || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (document.querySelector('dialog[open]') || !$('#pass').hidden) return;
    if (ev.target.closest('input, select, textarea')) return;
    if (ev.key.startsWith('Arrow') && ($('#hits').contains(ev.target) || ev.target === $('#table'))) {
      ev.preventDefault();
      table.keyboard(true);
      moveFocus(painter, table.hits(), ev.key);
      return;
    }
    if (ev.key === 'Enter' && ev.target === $('#table')) {
      $('#hits button')?.focus(); // from the table into its moves
      return;
    }
    const key = ev.key.toLowerCase();
    if (key.length !== 1) return;
    if (painter.world && ['+', '=', '-', '0'].includes(key)) {
      ev.preventDefault();
      if (key === '0') painter.camera.frame();
      else painter.camera.zoomBy(key === '-' ? 1 / 1.25 : 1.25);
      return;
    }
    if (key === 'h' && !table.hits().some((h) => h.key === 'h')) {
      ev.preventDefault();
      table.hint();
      return;
    }
    if (key === 'w' && !table.hits().some((h) => h.key === 'w')) {
      ev.preventDefault();
      table.words();
      return;
    }
    const hit = table.hits().find((h) => h.key === key);
    const action = hit ? hit.action : table.keyAction(key);
    if (!action) return;
    ev.preventDefault();
    table.keyboard(true);
    table.act(action);
  }

  function panStart(ev) {
    dragged = false;
    const p = canvasPoint(ev);
    if (!painter.camera.inWorld(p.x, p.y)) return;
    pointers.set(ev.pointerId, p);
    panFrom = { moved: 0 };
  }

  /** True while a drag or pinch is moving the course (the pointer is not pointing at moves). */
  function panMove(ev) {
    if (!pointers.has(ev.pointerId) || !panFrom) return false;
    const p = canvasPoint(ev);
    const last = pointers.get(ev.pointerId);
    if (pointers.size >= 2) {
      const [a, b] = [...pointers.entries()].filter(([id]) => id !== ev.pointerId).map(([, q]) => q).concat([p]);
      const before = Math.hypot(last.x - a.x, last.y - a.y);
      const after = Math.hypot(b.x - a.x, b.y - a.y);
      if (before > 0) painter.camera.zoomBy(after / before, (a.x + b.x) / 2, (a.y + b.y) / 2);
      panFrom.moved += 10;
    } else {
      panFrom.moved += Math.abs(p.x - last.x) + Math.abs(p.y - last.y);
      if (panFrom.moved > 6) painter.camera.panBy(p.x - last.x, p.y - last.y);
    }
    pointers.set(ev.pointerId, p);
    if (panFrom.moved > 6) {
      $('#table').style.cursor = 'grabbing';
      return true;
    }
    return false;
  }

  function panEnd(ev) {
    if (!pointers.delete(ev.pointerId)) return;
    if (panFrom?.moved > 6) dragged = true;
    if (!pointers.size) panFrom = null;
  }

  canvas.addEventListener('click', (ev) => {
    if (dragged) { dragged = false; return; } // the end of a pan, not a move
    const p = canvasPoint(ev);
    const hit = hitAt(painter, table.hits(), p) ?? (ev.pointerType === 'touch' ? nearHit(painter, table.hits(), p, 14) : null);
    if (!hit) return;
    table.keyboard(false);
    table.act(hit.action);
  });
  canvas.addEventListener('pointermove', (ev) => {
    const pointer = ev.pointerType === 'mouse' ? canvasPoint(ev) : null;
    table.point(pointer);
    if (panMove(ev)) return;
    const hit = hitAt(painter, table.hits(), canvasPoint(ev));
    canvas.style.cursor = hit ? 'pointer' : painter.world ? 'grab' : '';
    painter.setHover(pointer ? hit ?? null : null);
    if (pointer) painter.setPreview(hit ? table.hits().indexOf(hit) : null);
  });
  canvas.addEventListener('pointerdown', panStart);
  for (const type of ['pointerup', 'pointercancel']) canvas.addEventListener(type, panEnd);
  canvas.addEventListener('wheel', (ev) => {
    const p = canvasPoint(ev);
    if (!painter.camera.inWorld(p.x, p.y)) return;
    ev.preventDefault();
    painter.camera.zoomBy(Math.exp(-ev.deltaY * 0.0015), p.x, p.y);
  }, { passive: false });
  $('#zoom-in').addEventListener('click', () => painter.camera.zoomBy(1.25));
  $('#zoom-out').addEventListener('click', () => painter.camera.zoomBy(1 / 1.25));
  $('#zoom-reset').addEventListener('click', () => painter.camera.frame());
  canvas.addEventListener('pointerleave', () => {
    table.point(null);
    painter.setHover(null);
  });
  document.addEventListener('keydown', onKey);
}
