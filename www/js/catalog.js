// @ts-check
// The games of the suite, so the home and setup screens show without loading any engine: who
// may play, which choices are secret, and each game's modes, courses and golfers. Written by
// scripts/build.sh from the engine's registry (src/registry.rs); never edit it by hand.
export const CATALOG = [
  {"id":"beck","min_players":2,"max_players":5,"playable":true,"privacy":false},
  {"id":"golfie","min_players":1,"max_players":8,"playable":true,"privacy":false},
  {"id":"green","min_players":2,"max_players":4,"playable":true,"privacy":true},
  {"id":"holes18","min_players":1,"max_players":5,"playable":true,"privacy":true,"modes":[{"id":"match_play","min_players":1,"max_players":5,"chaos":false},{"id":"stroke_play","min_players":1,"max_players":5,"chaos":false},{"id":"stableford","min_players":1,"max_players":5,"chaos":false},{"id":"golf_racing","min_players":2,"max_players":5,"chaos":false},{"id":"skins","min_players":2,"max_players":5,"chaos":false},{"id":"chaos_golf","min_players":3,"max_players":5,"chaos":true},{"id":"kelly_golf","min_players":2,"max_players":5,"chaos":true},{"id":"solo_chaos","min_players":1,"max_players":1,"chaos":true},{"id":"chaos_teams","min_players":2,"max_players":2,"chaos":true}],"courses":["starter","lakeside-nine","clubhouse-eighteen","chaos-commons"],"golfers":["bunjil","dorian","iron_jane","lucky","slick_rikesh","slugger","swift","the_shark"]}
];
