// @ts-check
// The games of the suite, so the home and setup screens show without loading any engine: who
// may play, which choices are secret, and each game's modes, courses and golfers. Written by
// scripts/build.sh from the engine's registry (src/registry.rs); never edit it by hand.
export const CATALOG = [
  {"id":"beck","min_players":2,"max_players":5,"privacy":false,"numbers":{"first_out_bonus":-5,"first_out_penalty":10,"max_rounds":18}},
  {"id":"golfie","min_players":1,"max_players":8,"privacy":false,"numbers":{"combo":-2,"lost_ball":1}},
  {"id":"green","min_players":2,"max_players":4,"privacy":true,"numbers":{"hand_limit":8}},
  {"id":"holes18","min_players":1,"max_players":5,"privacy":true,"modes":[{"id":"match_play","min_players":1,"max_players":5,"chaos":false,"counts_strokes":false},{"id":"stroke_play","min_players":1,"max_players":5,"chaos":false,"counts_strokes":true},{"id":"stableford","min_players":1,"max_players":5,"chaos":false,"counts_strokes":true},{"id":"golf_racing","min_players":2,"max_players":5,"chaos":false,"counts_strokes":false},{"id":"skins","min_players":2,"max_players":5,"chaos":false,"counts_strokes":false},{"id":"chaos_golf","min_players":3,"max_players":5,"chaos":true,"counts_strokes":false},{"id":"kelly_golf","min_players":2,"max_players":5,"chaos":true,"counts_strokes":false},{"id":"solo_chaos","min_players":1,"max_players":1,"chaos":true,"counts_strokes":false},{"id":"chaos_teams","min_players":2,"max_players":2,"chaos":true,"counts_strokes":false}],"courses":["starter","lakeside-nine","clubhouse-eighteen","chaos-commons"],"golfers":["bunjil","dorian","iron_jane","lucky","slick_rikesh","slugger","swift","the_shark"],"numbers":{"five":5,"flag":1,"other_target":2,"own_target":3,"two":2}}
];

/**
 * The rules' fixed numbers of game `id` (a bonus, a limit, what a claim is worth): the page
 * words them and never restates them.
 * @returns {Record<string, number>}
 */
export const ruleNumbers = (/** @type {string} */ id) =>
  /** @type {Record<string, number>} */ (CATALOG.find((g) => g.id === id)?.numbers ?? {});
