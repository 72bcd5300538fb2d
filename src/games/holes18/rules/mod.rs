//! 18 Holes: the rules engine for Match Play. Section names follow the rulebook: Setup (Draft
//! Clubs, Your First Game), Playing a Round (1. Reset Empty Hands, 2. Select Club, 3. Determine
//! Play Order, 4. Complete One Action: a) Move One Hex, b) Play Club Card, c) Attempt a Big Hit,
//! d) Exit Bunker, e) Reset Your Hand, 5. Discard Club), Reaching the Green (6. Score Flags,
//! 7. Score Hole-in-one Tokens, 8. Move to the Next Hole, 9. Remove Any Hazard Effects),
//! Winning the Game, Playing From the Rough, Chipping, Super, Short, Shuffle and Wild Cards,
//! Longest Drive, Hazards & Other Tiles.
//!
//! Readings where the rulebook is silent or open (each tested in tests/):
//! - Seats are clockwise; "the player to your left" is the next seat (seat + 1). The draft deals
//!   the pool out evenly (as many clubs each as it allows, the rest go back to the box unseen),
//!   everyone picks at once in secret, and packets pass to the next seat. One player drafting
//!   alone picks 5 from the whole 18-club pool: that is the practice "pick your own clubs".
//!   Starter hands give player 1 the A clubs, player 2 the B clubs, and so on, whatever their
//!   player-count marks (some lettered clubs are 3+ or 5+ cards).
//! - Club selection is simultaneous and secret; a player whose ball is in the water skips the
//!   whole round (selects nothing). Hands are reset at the start of a round if empty; a player
//!   may also reset during selection if a club in hand cannot be used where the ball lies: the
//!   Driver off a tee box, a wood or the Driver in a bunker (woods draw no card, so they cannot
//!   exit a bunker). The Driver may be played from any tee box, the current hole's or another.
//! - Directions are the six hex sides. A path step is a heading relative to the aim (straight,
//!   60 degrees left, 60 degrees right), not cumulative turns.
//! - Move one hex: not out of a bunker (the Sand Wedge only changes how a bunker is played when
//!   the club is played), not onto trees, the clubhouse or off the course. A one-hex move is the
//!   ball moving, so ending it in water is a water hazard, and ending it on the green reaches it
//!   (but is never a hole-in-one: a hole-in-one is a hit).
//! - Reset your hand (action e) is always allowed; with an empty discard pile it only ends the
//!   turn. The club selected this round is discarded afterwards as usual.
//! - Drawing two (or a Big Hit): specials on top of a stack may be followed or left; a stack
//!   whose top is a special cannot be played, so when a single stack remains it is followed at
//!   once. A single draw (and a bunker exit) always follows its specials. A declared chip shot
//!   whose one card has one path flies at once (nothing is left to choose). For a Big Hit the
//!   player to the left discards one of the drawn stacks before any special is followed; alone,
//!   one is discarded at random (as in solo play).
//! - Shuffle reshuffles that deck's discards into its draw pile (with the cards still there);
//!   cards drawn this turn stay out. An empty draw pile is rebuilt from the whole discard pile.
//! - A Super from the chip deck keeps the declared direction (it cannot change after drawing)
//!   but the new card is not a chip card: it flies normally, cannot hop trees, and uses its rough
//!   path. The rough exemption belongs to chip cards and hybrids.
//! - Rough is where a shot starts: rough, water after the missed turn, a bunker played with the
//!   Sand Wedge. Fairway, water on fairway, tee boxes and greens play as fairway.
//! - Trees: the flight stops on the hex before the first tree on its path (the start hex if the
//!   tree is adjacent: the ball does not move, the club is still played). Out of bounds is
//!   checked along the flight up to where it stops, so trees before the edge save the ball.
//!   Flying over the clubhouse is allowed; landing there is out of bounds. With the optional
//!   variation, a flight may cross off-course hexes but never stop on one.
//! - Chip cards: the declared hex is the first hex of every chip path. A tree there is hopped;
//!   a tree on the landing hex puts the ball on the hopped hex, or leaves it if both are trees.
//! - Wild cards: for the chosen direction, a path that goes out of bounds may not be chosen
//!   while another path of the card stays in play.
//! - Out of bounds: the ball stays, the club goes back to the hand, the drawn cards are
//!   discarded; this still counts as the player's turn on the hole.
//! - Longest Drive flies 6 straight, 5 from the rough; when played (not merely drawn) it is kept
//!   by the player for the rest of the game and leaves the deck. Drawn for a bunker exit it is
//!   read for its bunker icon like any card.
//! - Bunker exit: the target is one of the six adjacent hexes; "left" and "right" of it are the
//!   adjacent hexes 60 degrees to either side. The club's own decks are used (one card even for a
//!   draw-two club); woods cannot exit. If the outcome hex is trees the ball stays in the bunker;
//!   if it is off the course or the clubhouse the shot is out of bounds.
//! - Water: landing in water (or on water on a fairway) means skipping the next round; the ball
//!   then plays from that hex. A ball stopped where it stood (a tree in front) takes no new
//!   penalty. The missed round clears at its end (alone, it passes at once); moving to the next
//!   hole clears it too (step 9).
//! - Reaching the green means ending a shot, move or bunker exit on the current hole's green.
//!   The round is finished by everyone; then the first to arrive in play order takes the flag
//!   and the others who arrived take a 1-point token. A hole-in-one is a hit on the player's
//!   first turn of the hole, from the tee box, ending on the green. Greens and tees of other
//!   holes play as fairway. Clubs, hands and discards carry over from hole to hole.
//! - Winning: flags plus tokens; ties go to the most hole-in-one tokens, then the win is shared.
//! - Golfer cards and their readings: golfers/ (hooks here are marked "golfer hook").
//!
//! The rules are split by the rulebook's sections: `setup` (Draft Clubs, Your First Game),
//! `round` (steps 1-3 and 5 of a round), `turn` (step 4, the actions), `shot` (drawing and
//! choosing a shot), `flight` (where a ball goes), `green` (Reaching the Green, steps 6-9),
//! `scoring` (Winning the Game). `queries` holds the getters the view, the scenes and the bots
//! read. The other ways to play, their state and their flow, are in modes/.

mod flight;
mod green;
mod queries;
mod round;
mod scoring;
mod setup;
mod shot;
mod turn;

pub use super::modes::OPPONENTS;

use super::cards::{Bunker, Club, Deck, Shot};
use super::course::{shipped, Course, CourseFile, CourseRef, Dir, Hex};
use super::golfers::{Golfers, SeatGolfer};
use super::modes::{Claim, Mode, ModeState, Skin};
use super::tiles::QuickCourse;
use crate::core::deck::Deck as Pile;
use crate::core::game::{check_seat, Game, RuleError, Seat};
use crate::core::rng::{GameRng, Seed};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex};

pub const MIN_PLAYERS: usize = 1;
pub const MAX_PLAYERS: usize = 5;
pub const HAND: usize = 5;

fn is_false(b: &bool) -> bool {
    !*b
}

// Refusals use the kernel's shorthand (the section files import it from here).
pub(super) use crate::core::game::err;

pub(super) fn not_now() -> RuleError {
    err("not_now", "That is not something you can do now.")
}

fn check_dir(d: Dir) -> Result<(), RuleError> {
    if d < 6 {
        Ok(())
    } else {
        Err(err("bad_direction", "A direction is 0 to 5."))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ClubSetup {
    /// Deal, pick one, pass left until everyone has five.
    #[default]
    Draft,
    /// Your First Game: the A..E hands.
    Starter,
}

fn starter_id() -> String {
    "starter".to_string()
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct HolesConfig {
    pub players: usize,
    /// A shipped course id (see `course::SHIPPED`), unless `custom` is given.
    #[serde(default = "starter_id")]
    pub course: String,
    /// A course file played instead of a shipped one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom: Option<CourseFile>,
    /// A course laid by Quick Course Setup from its options and seed, instead of a shipped one
    /// (a few bytes in the record; the same course every time).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quick: Option<QuickCourse>,
    #[serde(default)]
    pub clubs: ClubSetup,
    /// The out-of-bounds variation: flights may cross off-course hexes but never stop there.
    #[serde(default, skip_serializing_if = "is_false")]
    pub fly_over: bool,
    /// The way to play (see `modes.rs`).
    #[serde(default, skip_serializing_if = "Mode::is_match")]
    pub mode: Mode,
    /// Solo Chaos Golf: the solo deck's rank (none: the course's solo par).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solo_rank: Option<u16>,
    /// Golfer cards, one entry per seat (empty: nobody plays one). See golfers/.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub golfers: Vec<SeatGolfer>,
}

impl HolesConfig {
    pub fn new(players: usize) -> HolesConfig {
        HolesConfig {
            players,
            course: starter_id(),
            custom: None,
            quick: None,
            clubs: ClubSetup::Draft,
            fly_over: false,
            mode: Mode::MatchPlay,
            solo_rank: None,
            golfers: Vec::new(),
        }
    }

    pub fn load_course(&self) -> Result<CourseRef, RuleError> {
        match (&self.custom, &self.quick) {
            (Some(_), Some(_)) => Err(err(
                "course_conflict",
                "Choose either a course file or Quick Course Setup, not both.",
            )),
            (Some(file), None) => remembered(LoadedFrom::File(file.clone()), || Course::load(file)),
            (None, Some(quick)) => remembered(LoadedFrom::Quick(*quick), || quick.course()),
            (None, None) => shipped(&self.course).ok_or_else(|| {
                RuleError::with(
                    "unknown_course",
                    || vec![("course", self.course.as_str().into())],
                    || format!("There is no course called '{}'.", self.course),
                )
            }),
        }
    }
}

/// What a course in the settings was loaded from.
#[derive(PartialEq)]
enum LoadedFrom {
    File(CourseFile),
    Quick(QuickCourse),
}

/// The last course loaded from a file or laid by Quick Course Setup, kept: starting a game
/// checks its settings before it loads them (three loads), and a course sheet starts hundreds
/// of games on one course. Loading is a pure function of its source, so this changes no result.
fn remembered(
    from: LoadedFrom,
    load: impl FnOnce() -> Result<Course, RuleError>,
) -> Result<CourseRef, RuleError> {
    static LAST: Mutex<Option<(LoadedFrom, CourseRef)>> = Mutex::new(None);
    if let Ok(last) = LAST.lock() {
        if let Some((_, course)) = last.as_ref().filter(|(f, _)| *f == from) {
            return Ok(course.clone());
        }
    }
    let course = CourseRef(Arc::new(load()?));
    if let Ok(mut last) = LAST.lock() {
        *last = Some((from, course.clone()));
    }
    Ok(course)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, ts(rename = "HolesPhase"))]
pub enum Phase {
    /// Everyone picks a club from the packet in front of them.
    Draft,
    /// Everyone selects a club in secret.
    Select,
    /// A player in play order takes an action.
    Turn,
    /// The player to the shooter's left discards one of a Big Hit's cards.
    BigHitDiscard,
    /// The shooter follows specials or chooses a card, a direction and a path.
    Choose,
    Over,
    /// Skins: a player places their 5-point token on a green.
    Place,
    /// Kelly Golf: a player keeps one of the two target tokens drawn (in secret).
    Target,
    /// Chaos modes: a player who landed on a tee box takes an extra turn (a club) or declines.
    Extra,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Water {
    #[default]
    Dry,
    /// Landed in water this round: skips the next one.
    Landed,
    /// Skipping this round.
    Skipping,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum HolesAction {
    /// Draft: take this club from your packet.
    Pick(Club),
    /// Select this club for the round (secret until everyone has selected).
    Select(Club),
    /// Take your discarded clubs back (during selection, only with a club you cannot use).
    ResetHand,
    Move(Dir),
    /// Play the club: draw from this deck. `dir` is declared first for the chip deck.
    Play {
        deck: Deck,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dir: Option<Dir>,
    },
    /// Play a wood: straight in this direction.
    Wood(Dir),
    BigHit,
    /// Exit a bunker towards the adjacent hex in direction `dir`, drawing from `deck`.
    Bunker {
        deck: Deck,
        dir: Dir,
    },
    /// The player to the left discards this stack of a Big Hit.
    Discard(u8),
    /// Follow the special card on top of this stack.
    Follow(u8),
    /// Play the top card of this stack, in this direction, along this path (wild cards).
    Shoot {
        stack: u8,
        dir: Dir,
        path: u8,
    },
    /// Skins: put your 5-point token on this hole's green.
    Place(u8),
    /// Kelly Golf: keep this hole as your secret target.
    Keep(u8),
    /// Chaos modes: decline the extra turn.
    Pass,
    /// Solo Chaos Golf: look at this opponent's top club before moving (a combined turn).
    PeekClub(u8),
    /// Chaos Teams: play the team's other golfer this turn.
    Switch,
    // Golfer powers (golfers/).
    /// Draft: let this pick go by (Slick Rikesh b).
    DraftPass,
    /// Dorian a: the club that never expires.
    Lasting(Club),
    /// Bunjil: look at the top card of this deck before selecting.
    Peek(Deck),
    /// Bunjil b: keep the card looked at (true) or put it back face up (false).
    KeepCard(bool),
    /// Slick Rikesh a: use this player's revealed club.
    Borrow(u8),
    /// Slick Rikesh a: play your own club.
    NoBorrow,
    /// Slick Rikesh b: use this club from that player's discard pile.
    UseDiscarded {
        seat: u8,
        club: Club,
    },
    /// Lucky: redraw the top card of this stack (b: discarding this club from the hand).
    Redraw {
        stack: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        discard: Option<Club>,
    },
}

/// A shot being drawn and chosen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Shooting {
    pub seat: Seat,
    pub club: Club,
    pub big_hit: bool,
    /// The chip direction declared before drawing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<Dir>,
    /// Drawn cards, one stack per card drawn; each top (last) card is the one showing.
    pub stacks: Vec<Vec<Shot>>,
    /// Big Hit: the stack the player to the left discarded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discarded: Vec<Shot>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Arrival {
    pub seat: Seat,
    pub hole_in_one: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct HoleResult {
    pub flag: Seat,
    pub tokens: Vec<Seat>,
    pub hole_in_ones: Vec<Seat>,
    pub rounds: u32,
}

/// How a flight ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Landing {
    At(Hex),
    Out,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum HolesEvent {
    DraftPicked {
        seat: Seat,
    },
    DraftPassed,
    /// The draft's clubs dealt into new packets, unseen by those who get them: the rest of the
    /// pool after Iron Jane's picks, The Shark's leftovers.
    PacketsDealt,
    HoleStarted {
        hole: usize,
        par: u8,
    },
    RoundStarted {
        round: u32,
    },
    HandReset {
        seat: Seat,
    },
    Selected {
        seat: Seat,
    },
    Revealed {
        clubs: Vec<Option<Club>>,
        order: Vec<Seat>,
    },
    SkipsRound {
        seat: Seat,
    },
    Moved {
        seat: Seat,
        from: Hex,
        to: Hex,
    },
    Drew {
        seat: Seat,
        deck: Deck,
        card: Shot,
    },
    Reshuffled {
        deck: Deck,
    },
    BigHitDiscarded {
        seat: Seat,
        card: Shot,
    },
    Flew {
        seat: Seat,
        /// The card played (none for a wood).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<Shot>,
        from: Hex,
        /// The hexes flown over, in order, up to where the ball stopped or left the course.
        path: Vec<Hex>,
        landing: Landing,
    },
    BunkerExit {
        seat: Seat,
        card: Shot,
        outcome: Bunker,
        landing: Landing,
    },
    InWater {
        seat: Seat,
    },
    LongestDrive {
        seat: Seat,
    },
    ReachedGreen {
        seat: Seat,
        hole_in_one: bool,
    },
    ClubDiscarded {
        seat: Seat,
        club: Club,
    },
    ClubBack {
        seat: Seat,
        club: Club,
    },
    HoleScored {
        hole: usize,
        result: HoleResult,
    },
    GameEnded {
        points: Vec<i32>,
        winners: Vec<Seat>,
    },
    /// Stroke Play, Stableford: a penalty stroke (water, out of bounds, a missed round).
    Penalty {
        seat: Seat,
    },
    /// Stroke Play, Stableford: everyone is on the green; the strokes of the hole.
    CardsScored {
        hole: usize,
        strokes: Vec<u16>,
    },
    /// Golf Racing: a player finished a hole and goes to the next tee.
    RacerHoled {
        seat: Seat,
        hole: usize,
        strokes: u16,
        hole_in_one: bool,
    },
    /// Skins: a 5-point token placed on a green.
    Placed {
        seat: Seat,
        hole: usize,
    },
    /// Skins: the tokens on every green, once placed and drawn.
    PotsSet {
        pots: Vec<Vec<u8>>,
    },
    /// Skins: a green's pot won, or carried to `next` after a tie.
    Skin {
        skin: Skin,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        next: Option<usize>,
    },
    /// Skins: elimination holes between these players, from this hole.
    Playoff {
        seats: Vec<Seat>,
        hole: usize,
    },
    /// Chaos, Kelly: a green scored.
    Claimed {
        claim: Claim,
    },
    /// Kelly Golf: a player drew target tokens (secret) or took the last one.
    TargetDrawn {
        seat: Seat,
        count: usize,
    },
    /// Kelly Golf: a player kept a target (secret).
    TargetKept {
        seat: Seat,
    },
    /// Kelly Golf: a target revealed when scored (by its owner or another).
    TargetRevealed {
        seat: Seat,
        hole: usize,
    },
    /// Chaos modes: a player takes (or declines) an extra turn from a tee box.
    ExtraTurn {
        seat: Seat,
    },
    ExtraDeclined {
        seat: Seat,
    },
    /// Solo: an opponent's top club turned up (looked at, or flipped for a contested green).
    OppClub {
        opp: usize,
        club: Club,
        contest: bool,
    },
    /// Solo: an opponent scores (or misses) its target green; `next` is its new target.
    OppScored {
        opp: usize,
        hole: usize,
        points: i32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        next: Option<usize>,
    },
    /// Chaos Teams: a team now plays its other golfer.
    Switched {
        seat: Seat,
    },
    /// Solo: the turn marker moved on; `card` is a new solo card turned up.
    SoloTurn {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<u8>,
    },
    // Golfer powers (golfers/).
    DraftLetGo {
        seat: Seat,
    },
    LastingClub {
        seat: Seat,
        club: Club,
    },
    Peeked {
        seat: Seat,
        deck: Deck,
    },
    CardKept {
        seat: Seat,
        deck: Deck,
    },
    CardShown {
        seat: Seat,
        card: Shot,
    },
    Unselected {
        seat: Seat,
    },
    Borrowed {
        seat: Seat,
        from: Seat,
        club: Club,
        order: Vec<Seat>,
    },
    Redrew {
        seat: Seat,
        card: Shot,
    },
    /// A club a golfer's power keeps went back to the hand.
    ClubKept {
        seat: Seat,
        club: Club,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Holes18 {
    pub(crate) config: HolesConfig,
    pub(crate) course: CourseRef,
    pub(crate) rng: GameRng,
    pub(crate) phase: Phase,
    pub(crate) hole: usize,
    /// Rounds played on this hole (the current one included).
    pub(crate) round: u32,
    pub(crate) pos: Vec<Hex>,
    /// Sorted.
    pub(crate) hands: Vec<Vec<Club>>,
    pub(crate) discards: Vec<Vec<Club>>,
    pub(crate) selected: Vec<Option<Club>>,
    pub(crate) order: Vec<Seat>,
    /// Index into `order` of the player taking a turn.
    pub(crate) turn: usize,
    pub(crate) water: Vec<Water>,
    pub(crate) arrived: Vec<Arrival>,
    pub(crate) turns_on_hole: Vec<u16>,
    pub(crate) flags: Vec<u8>,
    pub(crate) tokens: Vec<u8>,
    pub(crate) hole_in_ones: Vec<u8>,
    pub(crate) mementos: Vec<Vec<Shot>>,
    /// The five shot decks, C first.
    pub(crate) decks: Vec<Pile<Shot>>,
    pub(crate) shot: Option<Shooting>,
    /// Draft: the packet in front of each seat and this pass's secret picks.
    pub(crate) packets: Vec<Vec<Club>>,
    pub(crate) picks: Vec<Option<Club>>,
    /// Clubs back in the box.
    pub(crate) unused: Vec<Club>,
    pub(crate) results: Vec<HoleResult>,
    /// What the mode adds (nothing in Match Play).
    #[serde(default, skip_serializing_if = "ModeState::is_empty")]
    pub(crate) ms: ModeState,
    // Golfer cards and their powers (golfers/); none in a game without golfers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) golfers: Option<Box<Golfers>>,
}

impl Holes18 {
    /// Everything about an action but whose turn it is; `Ok` means `apply` will succeed.
    fn check(&self, seat: Seat, action: &HolesAction) -> Result<(), RuleError> {
        check_seat(seat, self.config.players)?;
        if let Some(r) = self.golfers_check(seat, action) {
            return r; // golfer hook
        }
        match (self.phase, *action) {
            (Phase::Draft, HolesAction::Pick(c)) => self.check_pick(seat, c),
            (Phase::Select, a) => self.check_selection(seat, a),
            (Phase::Turn, a) => self.check_turn(seat, a),
            (Phase::BigHitDiscard | Phase::Choose, a) => self.check_choice(seat, a),
            (Phase::Place, HolesAction::Place(h)) => self.check_place(seat, h),
            (Phase::Target, HolesAction::Keep(h)) => self.check_keep(seat, h),
            (Phase::Extra, a) => self.check_extra(seat, a),
            (Phase::Over, _) => Err(err("game_over", "The game is over.")),
            _ => Err(not_now()),
        }
    }
}

impl Holes18 {
    /// The legal actions of the phase. With `legal_only`, selection's, a turn's and a shot's
    /// are built legal (round.rs, turn.rs, shot.rs: those phases are nearly every move of a
    /// game, and trying each candidate against `check` was two fifths of a random game's time);
    /// without it, or in another phase, each candidate is tried against `check`. The two give
    /// the same list in the same order (tests/legal_moves.rs).
    pub(crate) fn legal_into(&self, seat: Seat, cands: &mut Vec<HolesAction>, legal_only: bool) {
        cands.clear();
        if !self.may_move(seat) {
            return;
        }
        match self.phase {
            Phase::Draft => cands.extend(self.packets[seat].iter().map(|c| HolesAction::Pick(*c))),
            Phase::Select => self.select_moves(seat, cands, legal_only),
            Phase::Turn => self.turn_moves(seat, cands, legal_only),
            Phase::BigHitDiscard => {
                let k = self.shot.as_ref().map_or(0, |s| s.stacks.len());
                cands.extend((0..k as u8).map(HolesAction::Discard));
            }
            Phase::Choose => self.shot_moves(seat, cands, legal_only),
            Phase::Place => {
                cands.extend((0..self.course.holes.len() as u8).map(HolesAction::Place));
            }
            Phase::Target => {
                cands.extend(self.ms.offers()[seat].iter().map(|h| HolesAction::Keep(*h)));
            }
            Phase::Extra => {
                cands.extend(self.hands[seat].iter().map(|c| HolesAction::Select(*c)));
                cands.push(HolesAction::Pass);
            }
            Phase::Over => {}
        }
        if legal_only && matches!(self.phase, Phase::Select | Phase::Turn | Phase::Choose) {
            return;
        }
        cands.extend(self.golfers_candidates(seat)); // golfer hook
        cands.retain(|a| self.check(seat, a).is_ok());
    }
}

impl Game for Holes18 {
    type Config = HolesConfig;
    type Action = HolesAction;
    type View = super::view::HolesView;
    type Event = HolesEvent;
    const ID: &'static str = "holes18";

    fn validate(config: &HolesConfig) -> Result<(), RuleError> {
        setup::validate(config)
    }

    fn new(config: &HolesConfig, seed: impl Into<Seed>) -> Result<Self, RuleError> {
        setup::new_game(config, seed.into())
    }

    fn config(&self) -> &HolesConfig {
        &self.config
    }

    fn num_seats(&self) -> usize {
        self.config.players
    }

    fn to_move(&self) -> Vec<Seat> {
        if let Some(m) = self.golfers_to_move() {
            return m; // golfer hook
        }
        (0..self.config.players)
            .filter(|&s| self.rules_let_move(s))
            .collect()
    }

    /// `to_move`'s first, without building the list (playouts ask at every step).
    fn first_to_move(&self) -> Option<Seat> {
        if let Some(m) = self.golfers_to_move() {
            return m.first().copied(); // golfer hook
        }
        match self.phase {
            // One seat acts: the one taking the turn.
            Phase::Turn | Phase::Choose => self.current().filter(|&s| self.rules_let_move(s)),
            _ => (0..self.config.players).find(|&s| self.rules_let_move(s)),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<HolesAction> {
        // Room for a turn's candidates, so listing them never regrows the list.
        let mut legal = Vec::with_capacity(48);
        self.legal_actions_into(seat, &mut legal);
        legal
    }

    /// Golfer powers change what `check` allows: with golfer cards, every candidate is tried.
    fn legal_actions_into(&self, seat: Seat, legal: &mut Vec<HolesAction>) {
        self.legal_into(seat, legal, self.golfers.is_none());
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &HolesAction,
        ev: &mut Vec<HolesEvent>,
    ) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(err("game_over", "The game is over."));
        }
        if !self.may_move(seat) {
            // Say why a player sits this round out (water, on the green, eliminated).
            if let (Phase::Select, Err(e)) = (self.phase, self.check(seat, action)) {
                if matches!(e.code, "in_water" | "on_green" | "eliminated") {
                    return Err(e);
                }
            }
            return Err(err("not_your_turn", "It is not your turn."));
        }
        self.check(seat, action)?;
        self.apply_listed_into(seat, action, ev)
    }

    /// `legal_into` lists only actions that pass `may_move` and `check`.
    fn apply_listed_into(
        &mut self,
        seat: Seat,
        action: &HolesAction,
        ev: &mut Vec<HolesEvent>,
    ) -> Result<(), RuleError> {
        if self.golfers_apply(seat, action, ev).is_some() {
            return Ok(()); // golfer hook
        }
        match (self.phase, *action) {
            (Phase::Draft, HolesAction::Pick(c)) => self.apply_pick(seat, c, ev),
            (Phase::Select, a) => self.apply_selection(seat, a, ev)?,
            (Phase::Turn, a) => self.apply_turn(seat, a, ev)?,
            (Phase::BigHitDiscard | Phase::Choose, a) => self.apply_choice(seat, a, ev)?,
            (Phase::Place, HolesAction::Place(h)) => self.apply_place(seat, h, ev),
            (Phase::Target, HolesAction::Keep(h)) => self.apply_keep(seat, h, ev),
            (Phase::Extra, a) => self.apply_extra(seat, a, ev)?,
            _ => return Err(not_now()),
        }
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn scores(&self) -> Vec<i32> {
        (0..self.config.players).map(|s| self.points(s)).collect()
    }

    fn lower_is_better(&self) -> bool {
        self.config.mode == Mode::StrokePlay
    }

    /// The mode's own result: its tie-breaks, a Skins champion, a solo player who can lose
    /// (`Holes18::winners`, in scoring.rs).
    fn winners(&self) -> Vec<Seat> {
        Holes18::winners(self)
    }

    /// What undo may not take back: a shot card drawn (everyone sees it), the clubs revealed
    /// together, a new draft packet, a card Bunjil looked at or showed. Every other event shows only what the moves themselves
    /// decided.
    fn reveals(event: &HolesEvent, viewer: Seat) -> bool {
        matches!(
            event,
            HolesEvent::Drew { .. }
                | HolesEvent::Revealed { .. }
                | HolesEvent::DraftPassed
                | HolesEvent::PacketsDealt
                // Chance seen by all: the tokens drawn for the greens, a solo card, an
                // opponent's club turned up.
                | HolesEvent::PotsSet { .. }
                | HolesEvent::SoloTurn { card: Some(_) }
                | HolesEvent::OppClub { .. }
        ) || matches!(event, HolesEvent::CardShown { .. })
            || matches!(event, HolesEvent::Peeked { seat, .. } | HolesEvent::TargetDrawn { seat, .. } if *seat == viewer)
            || matches!(event, HolesEvent::TargetRevealed { seat, .. } if *seat != viewer)
    }

    fn view(&self, seat: Option<Seat>) -> super::view::HolesView {
        super::view::HolesView::of(self, seat)
    }
}
