// @ts-check
// The host page: when the suite runs inside another page (an <iframe>, the <clubhouse-game>
// element), it is told when a match starts, when the running totals change and when it ends.
let slot = null; // the save slot the page was opened with, so a host tells its frames apart
let lastScores = '';
let ended = false;

/** `save`: the page's save slot parameter, sent with every message. */
export function connectHost(save) {
  slot = save;
}

/** Inside a host page: start, score and end messages, which the embed element turns into DOM events. */
export function post(type, detail) {
  if (window.parent === window) return;
  // Any origin may embed the suite, and the messages hold only names and scores.
  window.parent.postMessage({ tag: 'clubhouse', type, save: slot, detail }, '*');
}

const pub = (game) => game.view(-1);

function matchDetail(game, meta) {
  return { game: game.id, names: meta.names, seats: meta.seats, scores: game.scores() };
}

/** A match is on the table (new, or resumed from its save). */
export function reportStart(game, meta) {
  lastScores = JSON.stringify(game.scores());
  ended = game.over;
  post('start', { ...matchDetail(game, meta), config: pub(game).config, resumed: game.actionCount > 0 });
}

/** A score message when the running totals change, an end message once the game is over. */
export function reportProgress(game, meta) {
  const scores = game.scores();
  const text = JSON.stringify(scores);
  if (text !== lastScores) {
    lastScores = text;
    post('score', { ...matchDetail(game, meta), over: game.over });
  }
  if (game.over && !ended) {
    ended = true;
    // The engine rules who won (tie-breaks, a solo target); `target` is solo Golfie's number to beat.
    const { target = null } = pub(game);
    post('end', { ...matchDetail(game, meta), target, winners: game.winners() });
  }
}
