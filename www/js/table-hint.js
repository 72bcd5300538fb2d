// @ts-check
// The hint in words: the move the hard bot would play for the person on screen, the game's
// figures for it, and whether it stood out. The table asks for it and shows it.
import { t, num } from './i18n.js';
import { findMove } from './table-moves.js';

// The engine's figures come in thousandths.
const tenths = (v) => Math.round(v / 100) / 10;

/**
 * A chance in a player's words: "about 1 time in 5", "almost every time", "hardly ever" (the
 * simplest fraction with 2 to 5 or 10 as its bottom closest to it).
 */
export function oddsWords(percent) {
  if (percent >= 95) return t('hint.odds_always');
  if (percent <= 3) return t('hint.odds_never');
  let best = { n: 1, of: 2, off: Infinity };
  for (const of of [2, 3, 4, 5, 10]) {
    for (let n = 1; n < of; n++) {
      const off = Math.abs((100 * n) / of - percent);
      if (off < best.off - 0.5) best = { n, of, off };
    }
  }
  return t('hint.odds', { n: best.n, of: best.of });
}

const HINT_FIGURES = {
  score_change: (v) => ({ n: num(tenths(v), true) }),
  points: (v) => ({ n: num(Math.round(v / 1000)) }),
  green: (v) => ({ odds: oddsWords(v / 10) }),
  likeliest: (v) => ({ odds: oddsWords(v / 10) }),
  strokes: (v) => ({ n: tenths(v).toLocaleString(document.documentElement.lang || 'en') }),
};
// How far ahead of the next best move the best must look (percentage points of the search's
// outlook) to be called clearly best.
const CLEAR_LEAD = 5;

/**
 * The hint's sentences, and the hit that offers its move (null when no hit names it). In a
 * player's terms: the move, what it should do in the game's own figures, and whether it stood
 * out; never the search's playouts or scores.
 */
export function hintLines(h, hits) {
  const move = findMove(hits, h.action);
  const lines = [move ? t('hint.move', { move: move.words }) : t('hint.move_unlisted')];
  for (const [name, value] of h.figures) {
    if (HINT_FIGURES[name]) lines.push(t(`hint.${name}`, HINT_FIGURES[name](value)));
  }
  if (h.compared < 2) lines.push(t('hint.only'));
  else if (h.next_best == null) lines.push(t('hint.compared_alone', { count: h.compared }));
  else lines.push(t(h.outlook - h.next_best >= CLEAR_LEAD ? 'hint.compared_clear' : 'hint.compared_close', { count: h.compared }));
  return { lines, hit: move?.hit ?? null };
}
