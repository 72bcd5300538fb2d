// The games of the suite, so the home screen shows without loading any engine. It is the
// engine's session::catalog() as JSON; a native test (tests/catalog.rs) keeps the two equal.
export const CATALOG = [
  {"id":"beck","min_players":2,"max_players":5,"playable":true,"privacy":false},
  {"id":"golfie","min_players":1,"max_players":8,"playable":true,"privacy":false},
  {"id":"green","min_players":2,"max_players":4,"playable":true,"privacy":true},
  {"id":"holes18","min_players":1,"max_players":5,"playable":true,"privacy":true}
];
