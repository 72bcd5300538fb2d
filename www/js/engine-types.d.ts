// The engine's shapes as the page receives them (plain JS values, as JSON would have them):
// written from the Rust types by `ENGINE_TYPES=write cargo test --lib engine_types`, never by
// hand; the native tests fail when it is stale. www/js/types.d.ts builds the page's types on it.

export type ActionCard = "hole" | "final_hole" | { "zone": number } | { "double": [number, number] } | "golf_cart";

/**
 * A label's argument as the page reads it: a number crosses as a number, a word (a card's or a
 * club's code, a mark) as a string, so the page never parses one back.
 */
export type Arg = number | string;

export type Arrival = { seat: number, hole_in_one: boolean, };

/**
 * Where a ball is.
 */
export type Ball = "tee" | { "space": number } | "rough" | "pocketed" | "retired" | "out";

export type BeckAction = { "reveal": number } | "draw" | "take_discard" | { "place": number } | "discard" | "next_round";

export type BeckConfig = { players: number, 
/**
 * Announced before the game ("Conclusion"): 3 to 5 recommended.
 */
rounds: number, };

export type BeckEvent = { "kind": "dealt", round: number, dealer: number, } | { "kind": "revealed", seat: number, cell: number, card: Card, } | { "kind": "drew_from_pile", seat: number, } | { "kind": "took_discard", seat: number, card: Card, } | { "kind": "placed", seat: number, cell: number, card: Card, replaced: Card, replaced_was_face_down: boolean, } | { "kind": "discarded", seat: number, card: Card, } | { "kind": "reshuffled", cards: number, } | { "kind": "went_out", seat: number, } | { "kind": "round_ended", result: RoundResult, } | { "kind": "game_ended", totals: Array<number>, winners: Array<number>, };

export type BeckPhase = "reveal" | "play" | "round_over" | "game_over";

export type BeckView = { 
/**
 * The game's id (written for the page; read back as this game's own).
 */
game: "beck", 
/**
 * Whose knowledge this is; `None` for a spectator.
 */
seat: number | null, config: BeckConfig, phase: BeckPhase, round: number, dealer: number, current: number, to_move: Array<number>, 
/**
 * `None` is a face-down card.
 */
grids: Array<[Card | null, Card | null, Card | null, Card | null, Card | null, Card | null, Card | null, Card | null, Card | null]>, 
/**
 * What each grid scores counting only its face-up cards (shown beside the grid).
 */
showing: Array<number>, 
/**
 * Every discarded card, top last: each was seen face up by the whole table.
 */
discard: Array<Card>, draw_count: number, 
/**
 * Who holds a card between taking and placing it, and where it came from (public).
 */
holder: number | null, holding_from: Source | null, 
/**
 * The held card, if this seat may see it (it came from the discard, or this seat drew it).
 */
holding: Card | null, out: number | null, final_turns_left: number, 
/**
 * Cards each seat has still to turn over before play starts.
 */
to_reveal: Array<number>, turns_this_round: number, results: Array<RoundResult>, totals: Array<number>, 
/**
 * The pause after each round, to read the scores before the next deal.
 */
pause: Pause, };

/**
 * A club Slick Rikesh is using that belongs to `from`.
 */
export type Borrow = { seat: number, from: number, club: HolesClub, };

/**
 * The bunker icon: where a ball leaving a bunker goes, relative to the declared target hex.
 */
export type Bunker = "stay" | "left" | "target" | "right";

export type Card = { "black": number } | { "red": number } | "mulligan" | "hazard";

/**
 * The printed cards as the page draws them, by id (clubs 1..34, shots 0..73 in the list's
 * order of ids).
 */
export type Cards = { clubs: Array<ClubFacts>, shots: Array<ShotFacts>, };

/**
 * One cell given in axial coordinates (`t` is a map token such as `"f"` or `"G3"`).
 */
export type CellSpec = { q: number, r: number, t: string, };

/**
 * The one or two cells a Zone or Double zone card indicates that a seat has still to play, kept
 * in place rather than in a `Vec`: every flip gives each seat a task, and random games and bot
 * playouts flip thousands of times. Written and read as a list of cell numbers.
 */
export type Cells = Array<number>;

/**
 * The chaos family's shared bookkeeping, then its member's own.
 */
export type Chaos = { 
/**
 * The tokens on each green (Kelly, Teams: 1 while its flag is there).
 */
pots?: Array<Array<number>>, 
/**
 * Points scored.
 */
points?: Array<number>, 
/**
 * Every green scored, in order.
 */
claims?: Array<Claim>, 
/**
 * Landed on a tee box this turn (always one per seat: it names the family in a save).
 */
landed_tee: Array<boolean>, 
/**
 * Players owed extra turns after the round, first in front.
 */
extra?: Array<number>, 
/**
 * The round's regular turns are over: extra turns are being taken.
 */
in_extra?: boolean, } & (Kelly | Solo | Teams | Open);

/**
 * A seat's golfer on the setup screen: nobody, one dealt at random from those no other seat
 * chose, or this golfer. A plain string enum (an untagged one would bloat the wasm).
 */
export type Choice = "none" | "random" | "bunjil" | "dorian" | "iron_jane" | "lucky" | "slick_rikesh" | "slugger" | "swift" | "the_shark";

export type Claim = { seat: number, hole: number, kind: ClaimKind, round: number, };

/**
 * What scored a green in Chaos or Kelly Golf.
 */
export type ClaimKind = "five" | "two" | "own_target" | { "other_target": { of: number, } } | "flag";

/**
 * A club card, named by its design (cards of one design are interchangeable). Travels as the
 * design's code, e.g. `"iron_432"`.
 */
export type Club = string;

export type ClubFacts = { id: number, name: string, init: number, 
/**
 * The decks it draws from, low to high (none for a wood).
 */
decks: Array<Deck>, 
/**
 * Cards drawn per shot (0 for a wood).
 */
draw: number, 
/**
 * A wood's hexes straight from the fairway and from the rough.
 */
wood?: [number, number] | null, 
/**
 * The deck a Big Hit draws from, if the club allows one.
 */
big?: Deck | null, };

export type ClubSetup = "draft" | "starter";

/**
 * A course file as written (see `courses/README.md`).
 */
export type CourseFile = { name: string, designer?: string, notes?: string, 
/**
 * Map rows, top first: whitespace-separated tokens, row `r` column `c` is the hex at
 * offset (c, r); odd rows sit half a hex to the right (leading spaces are only for the eye).
 */
rows?: Array<string>, cells?: Array<CellSpec>, holes: Array<HoleSpec>, 
/**
 * The tiles the course was laid from (see tiles.rs): kept so it can be edited again.
 */
layout?: LayoutText | null, };

/**
 * A shared course inside game states and views: cloned for free, travels as its file.
 */
export type CourseRef = { name: string, designer?: string, notes?: string, 
/**
 * Map rows, top first: whitespace-separated tokens, row `r` column `c` is the hex at
 * offset (c, r); odd rows sit half a hex to the right (leading spaces are only for the eye).
 */
rows?: Array<string>, cells?: Array<CellSpec>, holes: Array<HoleSpec>, 
/**
 * The tiles the course was laid from (see tiles.rs): kept so it can be edited again.
 */
layout?: LayoutText | null, };

/**
 * What a golfer must decide before anyone else moves.
 */
export type Decision = "lasting" | "keep_or_return" | "borrow";

/**
 * A shot deck. The chip deck is `C`; numbers order the decks by distance, so a Big Hit draws
 * from `highest + 1` and the chip deck sits below deck 2.
 */
export type Deck = "C" | "2" | "3" | "4" | "5";

/**
 * Which face of each drawn tile is up.
 */
export type Difficulty = "easy" | "mixed" | "hard";

/**
 * What a card face shows, game-agnostic: big text, a colour tone, an optional caption key.
 */
export type Face = { text: string, tone: string, caption?: string | null, };

export type Field = { "value": number } | "lost_ball";

export type Flight = { path: Array<Hex>, landing: Landing, };

/**
 * A game's entry in the catalog: what the page offers on its home and setup screens. Each
 * game declares its own (`games::<id>::info()`); the page mirrors the list in `catalog.js`.
 */
export type GameInfo = { id: string, min_players: number, max_players: number, 
/**
 * Hot-seat play needs a pass-the-device screen between people (some choice is secret).
 */
privacy: boolean, 
/**
 * The ways to play with their player counts (none listed: one way, the game's own range).
 */
modes?: Array<ModeInfo>, 
/**
 * The courses that ship with the game, by id.
 */
courses?: Array<string>, 
/**
 * The golfer cards a seat may play with, by id.
 */
golfers?: Array<string>, 
/**
 * The rules' fixed numbers the page words (a bonus, a limit, what a claim is worth), by
 * name: the page reads them here rather than restating them, and no view carries them.
 */
numbers?: { [key in string]: number }, };

export type Golfer = "far_away" | "sand_king" | "wind_master" | "ultra_lob";

export type GolferCard = { golfer: HolesGolfer, side: Side, };

/**
 * A golfer's power as used on one shot.
 */
export type GolferUse = "far_away" | "sand_king" | { "wind_master": number } | "ultra_lob";

/**
 * The golfer cards in play and the state of their powers.
 */
export type Golfers = { 
/**
 * Each seat's card (none: that seat plays without one).
 */
cards: Array<GolferCard | null>, 
/**
 * Turned sideways: the power is spent until it turns back.
 */
sideways: Array<boolean>, pending?: [number, Decision] | null, 
/**
 * Dorian a's club that never expires.
 */
lasting?: HolesClub | null, 
/**
 * Slugger's Driver.
 */
driver?: HolesClub | null, 
/**
 * The top card Bunjil looked at (still on top of its deck).
 */
peek?: Known | null, 
/**
 * Bunjil b: the card kept for the next shot.
 */
kept?: Known | null, 
/**
 * Bunjil b: the card put back face up on top of its deck.
 */
shown?: HolesShot | null, borrow?: Borrow | null, 
/**
 * Draft: the pick (0..5), Iron Jane choosing first, The Shark picking from leftovers,
 * and who passed this pick.
 */
pick: number, jane: boolean, leftovers: boolean, passed: Array<boolean>, };

export type GolfieAction = { "reveal": number } | "flip" | { "hole": number } | { "unveil": number } | { "move": { cell: number, with: number, } } | { "combo": number } | { "mark": number };

export type GolfieConfig = { players: number, 
/**
 * Team play: the team of each seat (2v2, 3v3, 4v4 or 2v2v2). Empty: everyone for themselves.
 */
teams?: Array<number>, };

export type GolfieEvent = { "kind": "revealed", seat: number, cell: number, card: Field, } | { "kind": "lost_ball", seat: number, cell: number, replacement: Field, } | { "kind": "action_revealed", seat: number, card: ActionCard, } | { "kind": "moved", seat: number, cell: number, with: number, } | { "kind": "hole_played", seat: number, cell: number, card: Field, scored: number, } | { "kind": "combo", seat: number, line: number, value: number, } | { "kind": "shifted", seat: number, removed: Array<number>, } | { "kind": "field_reshuffled" } | { "kind": "team_chose", seat: number, member: number, scored: number, } | { "kind": "hole_marked", hole: number, marks: Array<number>, } | { "kind": "mid_course", subtotals: Array<number>, } | { "kind": "game_ended", totals: Array<number>, winners: Array<number>, };

export type GolfiePhase = "setup" | "flip" | "act" | "game_over";

export type GolfieView = { 
/**
 * The game's id (written for the page; read back as this game's own).
 */
game: "golfie", seat: number | null, config: GolfieConfig, phase: GolfiePhase, active: number, 
/**
 * The Action card in play (or the last one played).
 */
current: ActionCard | null, to_move: Array<number>, tasks: Array<Task>, 
/**
 * `None` is a face-down card.
 */
grids: Array<[Field | null, Field | null, Field | null, Field | null, Field | null, Field | null, Field | null, Field | null, Field | null]>, field_count: number, 
/**
 * The Field discard pile, top last (every card in it was seen face up).
 */
field_discard: Array<Field>, actions_left: number, 
/**
 * Action cards revealed this half, top last.
 */
played: Array<ActionCard>, half: number, holes_played: number, cards: Array<Scorecard>, 
/**
 * Each scorecard row's front and back nine: holes, lost balls and combos.
 */
subtotals: Array<[number, number]>, 
/**
 * The scorecard row of each seat.
 */
units: Array<number>, hole_picks: Array<number | null>, totals: Array<number>, 
/**
 * Single player: the score to beat.
 */
target: number | null, pause: Pause, };

export type GreenAction = { "golfer": Golfer } | "refresh" | { "draw": number } | { "hit": Shot } | "retire" | { "discard": Club } | { "take_back": Club } | "done";

export type GreenConfig = { players: number, 
/**
 * The Pro Golfers variant.
 */
pro_golfers?: boolean, };

export type GreenEvent = { "kind": "hole_started", hole: number, par: number, cards: Array<number>, wind: number, first: number, } | { "kind": "golfer_chosen", seat: number, golfer: Golfer, } | { "kind": "market_refreshed", seat: number, market: [Club | null, Club | null, Club | null, Club | null], } | { "kind": "drew", seat: number, slot: number, club: Club, replacement: Club | null, } | { "kind": "deck_reshuffled", cards: number, } | { "kind": "hit", seat: number, club: Club, pair?: Club | null, strike: number, power?: Power | null, from?: number | null, golfer?: GolferUse | null, 
/**
 * The wind the club read when Wind Master moved it (within the die's 1 to 6).
 */
wind?: number | null, start: Ball, end: Ball, 
/**
 * A caddie token was taken from the supply (no club power used).
 */
token: boolean, } | { "kind": "pocketed", seat: number, strokes: number, points: number, mark: Mark, scored: number, } | { "kind": "advanced", seat: number, mark: Mark, points: number, } | { "kind": "retired", seat: number, } | { "kind": "discarded", seat: number, club: Club, } | { "kind": "taken_off", seat: number, } | { "kind": "hole_ended", hole: number, points: Array<number>, } | { "kind": "took_back", seat: number, club: Club, } | { "kind": "game_ended", bonus: Array<number>, totals: Array<number>, winners: Array<number>, };

export type GreenPhase = "golfers" | "play" | "hole_end" | "game_over";

export type GreenView = { 
/**
 * The game's id (written for the page; read back as this game's own).
 */
game: "green", 
/**
 * Whose knowledge this is; `None` for a spectator.
 */
seat: number | null, config: GreenConfig, phase: GreenPhase, step: Step, 
/**
 * Whose turn it is (or who chooses a golfer, or decides at the end of the hole).
 */
turn: number, to_move: Array<number>, 
/**
 * 0, 1 or 2.
 */
hole: number, par: number, 
/**
 * Every hole's par, first to last.
 */
pars: [number, number, number], 
/**
 * This hole's course cards, tee side first, and their spaces in a line.
 */
course: Array<number>, spaces: Array<Space>, wind: number, balls: Array<Ball>, marks: Array<Mark | null>, 
/**
 * Each seat's points on the hole being played so far: its place on the progression card
 * once pocketed, the retirement's points once retired; `None` while its ball is in play.
 */
hole_points: Array<number | null>, 
/**
 * The viewer's own hand (sorted); `None` for a spectator.
 */
hand: Array<Club> | null, 
/**
 * The viewer holds as many clubs as a hand may (it may not draw).
 */
hand_full: boolean, hand_sizes: Array<number>, rows: Array<Array<Played>>, shots: Array<number>, turns: Array<number>, market: [Club | null, Club | null, Club | null, Club | null], deck_count: number, 
/**
 * The discard pile, top last: every club in it was seen face up.
 */
discard: Array<Club>, tokens: Array<number>, supply: number, golfers: Array<Golfer | null>, golfer_used: boolean, 
/**
 * Points of each finished hole, one entry per seat.
 */
points: Array<Array<number>>, bonus: Array<number>, totals: Array<number>, 
/**
 * End of hole: seats still to decide, and what the deciding seat took back so far.
 */
pending: Array<number>, taken: Array<Club>, first: number, 
/**
 * The pause after each hole: while its last decisions are made, and at the next hole's
 * start until its first shot.
 */
pause: Pause, };

export type GridScore = { total: number, sets: Array<SetFound>, };

/**
 * A hex in axial coordinates (pointy-top). Travels as `[q, r]`.
 */
export type Hex = [number, number];

/**
 * What the hard bot would play for a seat, and why: the search's own figures plus the game's.
 */
export type Hint<A> = { action: A, 
/**
 * Moves the search compared, and playouts it spent.
 */
compared: number, playouts: number, 
/**
 * How the position looks after the move (the search's evaluation, in percent), and after
 * the next best move it compared (none if it was the only move).
 */
outlook: number, next_best: number | null, 
/**
 * The game's own figures (see `Heuristics::hint_figures`), in thousandths: whole numbers
 * keep float formatting out of the wasm modules.
 */
figures: Array<[string, number]>, };

/**
 * A clickable, focusable region that performs an action for the viewing seat.
 */
export type Hit = { at: Rect, 
/**
 * The action as JSON, exactly as the page sends it back.
 */
action: BeckAction | GolfieAction | GreenAction, 
/**
 * What a screen reader says for it.
 */
label: Label, 
/**
 * A single keyboard shortcut, if any ("d", "t", "x", "1".."9", "n").
 */
key?: string | null, };

export type Hole = { par: number, tee: Hex, green: Hex, };

export type HoleResult = { flag: number, tokens: Array<number>, hole_in_ones: Array<number>, rounds: number, };

/**
 * One hole's entry in a course file.
 */
export type HoleSpec = { par: number, };

export type HolesAction = { "pick": HolesClub } | { "select": HolesClub } | "reset_hand" | { "move": number } | { "play": { deck: Deck, dir?: number | null, } } | { "wood": number } | "big_hit" | { "bunker": { deck: Deck, dir: number, } } | { "discard": number } | { "follow": number } | { "shoot": { stack: number, dir: number, path: number, } } | { "place": number } | { "keep": number } | "pass" | { "peek_club": number } | "switch" | "draft_pass" | { "lasting": HolesClub } | { "peek": Deck } | { "keep_card": boolean } | { "borrow": number } | "no_borrow" | { "use_discarded": { seat: number, club: HolesClub, } } | { "redraw": { stack: number, discard?: HolesClub | null, } };

/**
 * A club card, by its printed id (1..34). Travels as that number.
 */
export type HolesClub = number;

export type HolesConfig = { players: number, 
/**
 * A shipped course id (see `course::SHIPPED`), unless `custom` is given.
 */
course: string, 
/**
 * A course file played instead of a shipped one.
 */
custom?: CourseFile | null, 
/**
 * A course laid by Quick Course Setup from its options and seed, instead of a shipped one
 * (a few bytes in the record; the same course every time).
 */
quick?: QuickCourse | null, clubs: ClubSetup, 
/**
 * The out-of-bounds variation: flights may cross off-course hexes but never stop there.
 */
fly_over?: boolean, 
/**
 * The way to play (see `modes.rs`).
 */
mode?: Mode, 
/**
 * Solo Chaos Golf: the solo deck's rank (none: the course's solo par).
 */
solo_rank?: number | null, 
/**
 * Golfer cards, one entry per seat (empty: nobody plays one). See golfers/.
 */
golfers?: Array<SeatGolfer>, };

export type HolesEvent = { "kind": "draft_picked", seat: number, } | { "kind": "draft_passed" } | { "kind": "packets_dealt" } | { "kind": "hole_started", hole: number, par: number, } | { "kind": "round_started", round: number, } | { "kind": "hand_reset", seat: number, } | { "kind": "selected", seat: number, } | { "kind": "revealed", clubs: Array<HolesClub | null>, order: Array<number>, } | { "kind": "skips_round", seat: number, } | { "kind": "moved", seat: number, from: Hex, to: Hex, } | { "kind": "drew", seat: number, deck: Deck, card: HolesShot, } | { "kind": "reshuffled", deck: Deck, } | { "kind": "big_hit_discarded", seat: number, card: HolesShot, } | { "kind": "flew", seat: number, 
/**
 * The card played (none for a wood).
 */
card?: HolesShot | null, from: Hex, 
/**
 * The hexes flown over, in order, up to where the ball stopped or left the course.
 */
path: Array<Hex>, landing: Landing, } | { "kind": "bunker_exit", seat: number, card: HolesShot, outcome: Bunker, landing: Landing, } | { "kind": "in_water", seat: number, } | { "kind": "longest_drive", seat: number, } | { "kind": "reached_green", seat: number, hole_in_one: boolean, } | { "kind": "club_discarded", seat: number, club: HolesClub, } | { "kind": "club_back", seat: number, club: HolesClub, } | { "kind": "hole_scored", hole: number, result: HoleResult, } | { "kind": "game_ended", points: Array<number>, winners: Array<number>, } | { "kind": "penalty", seat: number, } | { "kind": "cards_scored", hole: number, strokes: Array<number>, } | { "kind": "racer_holed", seat: number, hole: number, strokes: number, hole_in_one: boolean, } | { "kind": "placed", seat: number, hole: number, } | { "kind": "pots_set", pots: Array<Array<number>>, } | { "kind": "skin", skin: Skin, next?: number | null, } | { "kind": "playoff", seats: Array<number>, hole: number, } | { "kind": "claimed", claim: Claim, } | { "kind": "target_drawn", seat: number, count: number, } | { "kind": "target_kept", seat: number, } | { "kind": "target_revealed", seat: number, hole: number, } | { "kind": "extra_turn", seat: number, } | { "kind": "extra_declined", seat: number, } | { "kind": "opp_club", opp: number, club: HolesClub, contest: boolean, } | { "kind": "opp_scored", opp: number, hole: number, points: number, next?: number | null, } | { "kind": "switched", seat: number, } | { "kind": "solo_turn", card?: number | null, } | { "kind": "draft_let_go", seat: number, } | { "kind": "lasting_club", seat: number, club: HolesClub, } | { "kind": "peeked", seat: number, deck: Deck, } | { "kind": "card_kept", seat: number, deck: Deck, } | { "kind": "card_shown", seat: number, card: HolesShot, } | { "kind": "unselected", seat: number, } | { "kind": "borrowed", seat: number, from: number, club: HolesClub, order: Array<number>, } | { "kind": "redrew", seat: number, card: HolesShot, } | { "kind": "club_kept", seat: number, club: HolesClub, };

export type HolesGolfer = "bunjil" | "dorian" | "iron_jane" | "lucky" | "slick_rikesh" | "slugger" | "swift" | "the_shark";

export type HolesPhase = "draft" | "select" | "turn" | "big_hit_discard" | "choose" | "over" | "place" | "target" | "extra";

/**
 * A shot card, by its index 0..73 in `shots.json` order (deck C first). Travels as that number.
 */
export type HolesShot = number;

/**
 * One step of a flight path, relative to the aimed direction.
 */
export type HolesStep = "S" | "L" | "R";

export type HolesTable = { 
/**
 * Tells the page this is a table to lay out, not a finished scene.
 */
table: string, view: HolesView, 
/**
 * The last action's events (empty unless the page animates).
 */
events: Array<HolesEvent>, map: MapRows, 
/**
 * Each hole's tee, green and par (the view carries the course as its file).
 */
holes: Array<Hole>, 
/**
 * The viewer's legal moves, in the engine's order.
 */
moves: Array<Move>, 
/**
 * Solo Chaos Golf: the solo card's turns (true: combined scoring).
 */
solo_turns?: Array<boolean> | null, };

export type HolesView = { 
/**
 * The game's id (written for the page; read back as this game's own).
 */
game: "holes18", 
/**
 * Whose knowledge this is; `None` for a spectator.
 */
seat: number | null, config: HolesConfig, course: CourseRef, phase: HolesPhase, to_move: Array<number>, hole: number, par: number, round: number, positions: Array<Hex>, water: Array<Water>, 
/**
 * The viewer's hand (sorted); `None` for a spectator.
 */
hand: Array<HolesClub> | null, hand_sizes: Array<number>, discards: Array<Array<HolesClub>>, 
/**
 * Selected clubs: the viewer's own at once, the others once revealed.
 */
selected: Array<HolesClub | null>, 
/**
 * Who has selected (or picked, in the draft) in secret.
 */
committed: Array<boolean>, order: Array<number>, turn: number, 
/**
 * Cards left in each shot deck's draw pile, C first.
 */
deck_counts: Array<number>, 
/**
 * Each shot deck's discard pile, face up, top last.
 */
deck_discards: Array<Array<HolesShot>>, shot: Shooting | null, arrived: Array<Arrival>, turns_on_hole: Array<number>, flags: Array<number>, tokens: Array<number>, hole_in_ones: Array<number>, mementos: Array<Array<HolesShot>>, 
/**
 * Draft: the viewer's packet and pick, and everyone's packet size.
 */
packet: Array<HolesClub> | null, pick: HolesClub | null, packet_sizes: Array<number>, unused_count: number, results: Array<HoleResult>, totals: Array<number>, 
/**
 * Who is winning (or won): the mode's ranking with its tie-breaks.
 */
winners: Array<number>, 
/**
 * Solo Chaos Golf: the opponents (1 to 3) ahead of the player, who leads on a tie.
 */
opponents_ahead?: Array<number>, 
/**
 * What the mode adds; another player's Kelly target and drawn tokens are hidden
 * (`255`), and the bag shows only its size.
 */
mode_state: ModeState, 
/**
 * Golfer cards and powers; Bunjil's looked-at and kept cards only in Bunjil's own view.
 */
golfers?: Golfers | null, 
/**
 * The pause after each hole that everyone finishes together (Match Play, Stroke Play,
 * Stableford, Skins; races and the chaos modes run on), open until anyone acts on the
 * next hole.
 */
pause: Pause, };

/**
 * A review's verdict on one decision: what the hard bot would have played there, and how the
 * move made and that move look, in the same sampled worlds, from the deciding seat's view only.
 */
export type Judgement<A> = { 
/**
 * The search's move: the hint's, for the same dice and budget.
 */
best: A, 
/**
 * The move made is the search's move (every figure below is then the same for both).
 */
same: boolean, 
/**
 * How the position looks after each move, in percent: the mean evaluation of playouts of
 * both moves in the very same sampled worlds with the very same dice (paired), so their
 * difference is the moves' and not the deal's; equal when `same`.
 */
best_value: number, chosen_value: number, 
/**
 * The game's own figures of each move (`Heuristics::hint_figures`, in thousandths as the
 * hint's), worked out with the same dice; empty in a game without figures.
 */
figures_best: Array<[string, number]>, figures_chosen: Array<[string, number]>, 
/**
 * Moves the search compared (1 without a choice).
 */
compared: number, 
/**
 * The seat's legal moves: with one, nothing was searched (a review leaves it out).
 */
choices: number, };

/**
 * Kelly Golf's bookkeeping.
 */
export type Kelly = { 
/**
 * Each player's secret target green (hole index; always one per seat).
 */
targets: Array<number | null>, 
/**
 * The two tokens a player has drawn and must choose between (secret).
 */
offers?: Array<Array<number>>, 
/**
 * Target tokens still in the bag.
 */
bag?: Array<number>, };

/**
 * A card Bunjil knows or holds: the deck for everyone, the card for Bunjil alone.
 */
export type Known = { deck: Deck, card?: HolesShot | null, };

/**
 * Text to show: an i18n key with named arguments, or a literal (names, numbers).
 */
export type Label = { key?: string | null, text?: string | null, args?: Array<[string, Arg]>, };

/**
 * How a flight ended.
 */
export type Landing = { "at": Hex } | "out";

/**
 * A course file's `layout` as it came (`core::wire::Raw`). The game carries it unread (the
 * engine module pays nothing to parse it); `layout` reads it and `check` compares it with the
 * map.
 */
export type LayoutText = unknown;

/**
 * The course's terrain: one letter per hex in offset rows from `(col0, row0)`, `.` off it.
 */
export type MapRows = { col0: number, row0: number, rows: Array<string>, };

/**
 * A pocketed ball on the scoring progression card.
 */
export type Mark = "waiting" | { "space": number } | "beyond";

/**
 * A record as it is written out; `parse` reads one.
 */
export type MatchRecord = { format: number, game: string, config: unknown, 
/**
 * A whole number below 2^53, or a 256-bit key as 64 hexadecimal digits.
 */
seed: number | string, 
/**
 * (seat, action) in the order they were applied.
 */
actions: Array<[number, unknown]>, 
/**
 * The game's rules edition (`Game::RULES`); written only from edition 2 on.
 */
rules?: number | null, 
/**
 * Page-level facts the rules ignore (player names, which seats are bots).
 */
meta?: unknown, };

export type Mode = "match_play" | "stroke_play" | "stableford" | "golf_racing" | "skins" | "chaos_golf" | "kelly_golf" | "solo_chaos" | "chaos_teams";

/**
 * A way to play a game, with the player counts its rules allow.
 */
export type ModeInfo = { id: string, min_players: number, max_players: number, 
/**
 * Any green in any order (18 Holes' chaos modes).
 */
chaos: boolean, 
/**
 * Strokes are counted and everyone holes out (Stroke Play, Stableford).
 */
counts_strokes: boolean, };

/**
 * The state a mode adds, one variant per mode (the chaos family shares one). It is written
 * as its variant's fields alone, and read back by the field only that variant always has
 * (`holed`, `at_hole`, `landed_tee`, `points`); Match Play's is empty, and not written in a
 * saved game, so Match Play records keep their hashes.
 */
export type ModeState = Strokes | Racing | Chaos | Skins | Open;

/**
 * A legal move and what it would do.
 */
export type Move = { action: HolesAction, 
/**
 * The chance of ending on each hex it can reach (a shot drawn from a deck), in thousandths:
 * the page shows whole percents, and the planner's sums were measured to differ in their
 * last bit between the browser and a native build; rounded, they cross the same in both.
 */
odds?: Array<[Hex, number]>, 
/**
 * The hexes it flies over and where it lands (a wood shot, a chosen card). A chosen card
 * without one cannot fly from here and is not offered.
 */
flight?: Flight | null, 
/**
 * A chip aimed over a gap in the course: every chip card goes out of bounds.
 */
out?: boolean, };

/**
 * Chaos Golf's (empty) addition.
 */
export type Open = Record<symbol, never>;

/**
 * `{version, seat, view, events}`: the view of `seat` (`None`: a spectator, the public view)
 * after `version` actions, and the last action's events as that seat may see them.
 */
export type Packet<V, E> = { 
/**
 * How many actions the match has had: the later of two packets is the newer.
 */
version: number, seat: number | null, view: V, 
/**
 * The last action's events, for the table's animation and words; empty after a replay.
 */
events: Array<E>, };

/**
 * In a view: how many such pauses the game has passed, and whether it stands at one now.
 */
export type Pause = { done: number, open: boolean, };

/**
 * One entry of a player's row of played clubs: one shot.
 */
export type Played = { club: Club, 
/**
 * The second Hybrid played together with it.
 */
pair?: Club | null, };

/**
 * A club power as used on one shot (the club's own, or an opponent's last club's).
 */
export type Power = "first_club" | "pocket" | { "pair": Club } | "chain" | "skip" | "ignore_bunker" | "discard";

/**
 * A quick course as a game's settings can name it: the options and the course's own seed
 * (a few bytes in a match record where the course file would take kilobytes).
 */
export type QuickCourse = { options: QuickOptions, seed: number, };

/**
 * What Quick Course Setup builds.
 */
export type QuickOptions = { 
/**
 * 1 to 18 (the course book's are 9 or 18).
 */
holes: number, difficulty: Difficulty, 
/**
 * A tightly packed course for the chaos modes (multi-green tiles, no fairway tiles).
 */
packed: boolean, };

/**
 * Golf Racing's bookkeeping.
 */
export type Racing = { 
/**
 * Strokes per seat on each hole (hole, then seat; `None` for a hole not finished yet).
 */
cards?: Array<Array<number | null>>, 
/**
 * The hole each player is on (always one per seat: it names the mode in a save).
 */
at_hole: Array<number>, 
/**
 * Who reached the last green (the round the race ended).
 */
finished?: Array<number>, };

export type Rect = { x: number, y: number, w: number, h: number, };

export type RoundResult = { round: number, grids: Array<GridScore>, 
/**
 * The first player to expose their whole grid, if anyone did.
 */
out: number | null, 
/**
 * -5, +10 or 0 for each seat.
 */
bonus: Array<number>, 
/**
 * Grid score plus bonus.
 */
scores: Array<number>, };

export type Scene = { width: number, height: number, shapes: Array<Shape>, hits: Array<Hit>, };

/**
 * One row of the scorecard: 18 holes, lost balls (+1) and combos (-2) per half.
 */
export type Scorecard = { holes: Array<number | null>, lost: [number, number], combos: [number, number], };

export type SeatGolfer = { golfer: Choice, side: Side, };

export type SetFound = { 
/**
 * Index into `LINES`: 0..3 rows, 3..6 columns.
 */
line: number, value: number, };

export type Shape = { "k": "rect", at: Rect, radius: number, fill: string, stroke?: string | null, } | { "k": "text", x: number, y: number, size: number, label: Label, color: string, 
/**
 * "left", "center" or "right".
 */
align: string, bold: boolean, 
/**
 * The width the text must fit in (the page shrinks it to fit).
 */
max_w: number, 
/**
 * The height two lines may share where one would be too small to read; 0: one line.
 */
wrap_h?: number, } | { "k": "card", 
/**
 * Stable per place on the table, so the page can animate it between scenes.
 */
id: string, at: Rect, 
/**
 * `None` is a card back.
 */
face: Face | null, 
/**
 * Where the card comes from, for a slide animation.
 */
from?: [number, number] | null, 
/**
 * Turned over since the last scene.
 */
flip: boolean, 
/**
 * Part of a scoring set, or otherwise worth drawing the eye to.
 */
glow: boolean, };

/**
 * A shot being drawn and chosen.
 */
export type Shooting = { seat: number, club: HolesClub, big_hit: boolean, 
/**
 * The chip direction declared before drawing.
 */
declared?: number | null, 
/**
 * Drawn cards, one stack per card drawn; each top (last) card is the one showing.
 */
stacks: Array<Array<HolesShot>>, 
/**
 * Big Hit: the stack the player to the left discarded.
 */
discarded?: Array<HolesShot>, };

/**
 * One hit: the club, the strike it gives (after bunker, height and bonuses), the power used.
 */
export type Shot = { club: Club, strike: number, power?: Power | null, 
/**
 * The power is the last club of this opponent, bought with a caddie token.
 */
from?: number | null, golfer?: GolferUse | null, };

export type ShotFacts = { id: number, deck: Deck, 
/**
 * "flight", "super", "short", "shuffle" or "longest".
 */
face: string, 
/**
 * The deck a super or short card draws its replacement from.
 */
to?: Deck | null, 
/**
 * Each flight path from the fairway (several on a wild card; the Longest Drive's six).
 */
paths?: Array<Array<HolesStep>>, };

export type Side = "a" | "b";

/**
 * One Skins hole: who won it alone (and what it was worth), or the pot carried on.
 */
export type Skin = { hole: number, winner?: number | null, value: number, 
/**
 * The players who tied (the pot carried on).
 */
tied?: Array<number>, 
/**
 * An elimination hole.
 */
playoff?: boolean, };

/**
 * Skins' bookkeeping.
 */
export type Skins = { 
/**
 * The tokens on each green.
 */
pots?: Array<Array<number>>, 
/**
 * Points scored (always one per seat).
 */
points: Array<number>, 
/**
 * Who places a 5-point token next (setup).
 */
placing?: number | null, skins?: Array<Skin>, 
/**
 * The players still in the elimination holes.
 */
playoff?: Array<number>, 
/**
 * The winner of the tie-break holes between players level on the most points (never
 * set by an elimination played for a pot: its winner takes the pot and the points decide).
 */
champion?: number | null, };

/**
 * Solo Chaos Golf's bookkeeping.
 */
export type Solo = { 
/**
 * The solo deck still face down (card numbers, drawn from the end), the card showing and
 * the turn marker's place on it, the cards used, and the deck's rank.
 */
solo_deck?: Array<number>, solo_card?: number | null, solo_mark?: number, solo_used?: Array<number>, rank?: number, 
/**
 * The three opponents' points (always three), target stacks (the last one is face up) and
 * club piles (face down, the last on top), and a club turned up this turn.
 */
opp_points: Array<number>, opp_targets?: Array<Array<number>>, opp_clubs?: Array<Array<HolesClub>>, opp_shown?: Array<HolesClub | null>, 
/**
 * The green the player ended this round's turn on (scored with the opponents).
 * (hole, the initiative of the club that took the ball there).
 */
landed_green?: [number, number] | null, solo_scored?: boolean, };

export type Source = "pile" | "discard";

/**
 * One space of a course card, from the tee side.
 */
export type Space = { 
/**
 * How many balls may stop here.
 */
circles: number, 
/**
 * A lake is an occupied space: no ball may stop on it.
 */
lake?: boolean, 
/**
 * A shot starting here is shorter by this much.
 */
bunker?: number, 
/**
 * A shot starting here is longer by this much.
 */
height?: number, };

/**
 * Where the player whose turn it is stands within the turn.
 */
export type Step = "start" | "drawing" | "chain" | "discarding";

/**
 * Stroke Play and Stableford's bookkeeping.
 */
export type Strokes = { 
/**
 * Strokes per seat on each hole played (hole, then seat).
 */
cards?: Array<Array<number | null>>, 
/**
 * Penalty strokes on the hole in play (water, out of bounds, missed rounds).
 */
penalties?: Array<number>, 
/**
 * On the green, waiting for the others (always one per seat: it names the mode in a save).
 */
holed: Array<boolean>, };

/**
 * What a seat still has to do for the Action card in play.
 */
export type Task = { "setup": { top: boolean, bottom: boolean, } } | "hole" | { "play": { cells: Cells, } } | "golf_cart" | "choose_combo" | "mark_hole" | "done";

/**
 * Chaos Teams' bookkeeping.
 */
export type Teams = { 
/**
 * Each team's other golfer (the one not being played; always one per team).
 */
spare: Array<Hex>, 
/**
 * Which of the team's two golfers (0 or 1) is being played.
 */
playing?: Array<number>, 
/**
 * The golfer was already chosen this turn.
 */
switched?: boolean, };

export type Water = "dry" | "landed" | "skipping";

/** Each game's shapes, by its id: what its engine hands over and takes. */
export interface Games {
  beck: { view: BeckView; event: BeckEvent; action: BeckAction; config: BeckConfig };
  golfie: { view: GolfieView; event: GolfieEvent; action: GolfieAction; config: GolfieConfig };
  green: { view: GreenView; event: GreenEvent; action: GreenAction; config: GreenConfig };
  holes18: { view: HolesView; event: HolesEvent; action: HolesAction; config: HolesConfig };
}
