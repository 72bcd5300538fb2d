// @ts-check
// The hint in words: the move the hard bot would play for the person on screen, the game's
// figures for it, and how the search weighed it. The table asks for it and shows it.
import { t, num } from './i18n.js';
import { findMove } from './table-moves.js';

// The engine's figures come in thousandths.
const tenths = (v) => Math.round(v / 100) / 10;
const HINT_FIGURES = {
  score_change: (v) => ({ n: num(tenths(v), true) }),
  points: (v) => ({ n: num(Math.round(v / 1000)) }),
  green: (v) => ({ p: Math.round(v / 10) }),
  likeliest: (v) => ({ p: Math.round(v / 10) }),
  strokes: (v) => ({ n: tenths(v).toLocaleString(document.documentElement.lang || 'en') }),
};

/** The hint's sentences, and the hit that offers its move (null when no hit names it). */
export function hintLines(h, hits) {
  const move = findMove(hits, h.action);
  const lines = [move ? t('hint.move', { move: move.words }) : t('hint.move_unlisted')];
  for (const [name, value] of h.figures) {
    if (HINT_FIGURES[name]) lines.push(t(`hint.${name}`, HINT_FIGURES[name](value)));
  }
  if (h.compared < 2) lines.push(t('hint.only'));
  else {
    const args = { count: h.compared, playouts: h.playouts, outlook: h.outlook, next: h.next_best ?? 0 };
    lines.push(t(h.next_best == null ? 'hint.compared_alone' : 'hint.compared', args));
  }
  return { lines, hit: move?.hit ?? null };
}
