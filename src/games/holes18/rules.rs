//! 18 Holes: the rules engine for Match Play. Section names follow the rulebook: Setup (Draft
//! Clubs, Your First Game), Playing a Round (1. Reset Empty Hands, 2. Select Club, 3. Determine
//! Play Order, 4. Complete One Action: a) Move One Hex, b) Play Club Card, c) Attempt a Big Hit,
//! d) Exit Bunker, e) Reset Your Hand, 5. Discard Club), Reaching the Green (6. Score Flags,
//! 7. Score Hole-in-one Tokens, 8. Move to the Next Hole, 9. Remove Any Hazard Effects),
//! Winning the Game, Playing From the Rough, Chipping, Super, Short, Shuffle and Wild Cards,
//! Longest Drive, Hazards & Other Tiles.
//!
//! Readings where the rulebook is silent or open (each tested in tests.rs):
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
//! - Golfer cards and their readings: golfers.rs (hooks here are marked "golfer hook").

use super::cards::{
    club_pool, starter_hand, Bunker, Club, ClubRule, Deck, Face, Path, Shot, Step, LONGEST_DRIVE,
};
use super::course::{left, right, shipped, Course, CourseFile, CourseRef, Dir, Hex, Terrain};
use super::golfers::{Golfers, SeatGolfer};
use super::modes::{
    build_solo_deck, solo_cards, solo_par, stableford_points, Claim, ClaimKind, Mode, ModeState,
    Skin,
};
use crate::core::deck::Deck as Pile;
use crate::core::game::{Game, RuleError, Seat};
use crate::core::rng::{rng_from_seed, shuffle, GameRng, Rng};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub const MIN_PLAYERS: usize = 1;
pub const MAX_PLAYERS: usize = 5;
pub const HAND: usize = 5;

fn is_false(b: &bool) -> bool {
    !*b
}

fn err(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
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
pub struct HolesConfig {
    pub players: usize,
    /// A shipped course id (see `course::SHIPPED`), unless `custom` is given.
    #[serde(default = "starter_id")]
    pub course: String,
    /// A course file played instead of a shipped one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom: Option<CourseFile>,
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
    /// Golfer cards, one entry per seat (empty: nobody plays one). See golfers.rs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub golfers: Vec<SeatGolfer>,
}

impl HolesConfig {
    pub fn new(players: usize) -> HolesConfig {
        HolesConfig {
            players,
            course: starter_id(),
            custom: None,
            clubs: ClubSetup::Draft,
            fly_over: false,
            mode: Mode::MatchPlay,
            solo_rank: None,
            golfers: Vec::new(),
        }
    }

    pub fn load_course(&self) -> Result<CourseRef, RuleError> {
        match &self.custom {
            Some(file) => Course::load(file).map(|c| CourseRef(Arc::new(c))),
            None => shipped(&self.course).ok_or_else(|| {
                err(
                    "unknown_course",
                    format!("There is no course called '{}'.", self.course),
                )
            }),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
    // Golfer powers (golfers.rs).
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
pub struct Arrival {
    pub seat: Seat,
    pub hole_in_one: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HoleResult {
    pub flag: Seat,
    pub tokens: Vec<Seat>,
    pub hole_in_ones: Vec<Seat>,
    pub rounds: u32,
}

/// How a flight ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Landing {
    At(Hex),
    Out,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum HolesEvent {
    DraftPicked {
        seat: Seat,
    },
    DraftPassed,
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
    // Golfer powers (golfers.rs).
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
    // Golfer cards and their powers (golfers.rs); none in a game without golfers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) golfers: Option<Box<Golfers>>,
}

/// Where a flight goes, written once: hands each hex passed to `pass` (in order) and returns
/// the landing. The bots weigh every path of every card and only want the landing, so they
/// pass a no-op and nothing is allocated.
fn flight(
    course: &Course,
    from: Hex,
    dir: Dir,
    mut steps: impl ExactSizeIterator<Item = Step>,
    chip: bool,
    fly_over: bool,
    mut pass: impl FnMut(Hex),
) -> Landing {
    let turn = |s: Step| match s {
        Step::S => dir,
        Step::L => left(dir),
        Step::R => right(dir),
    };
    let land = |h: Hex| match course.terrain(h) {
        None | Some(Terrain::Clubhouse) => Landing::Out,
        Some(_) => Landing::At(h),
    };
    if chip && steps.len() == 2 {
        if let (Some(s1), Some(s2)) = (steps.next(), steps.next()) {
            let p1 = from.step(turn(s1));
            let p2 = p1.step(turn(s2));
            let (t1, t2) = (course.terrain(p1), course.terrain(p2));
            if !fly_over && t1.is_none() {
                pass(p1);
                return Landing::Out;
            }
            if t2 == Some(Terrain::Trees) {
                if t1 == Some(Terrain::Trees) {
                    return Landing::At(from);
                }
                pass(p1);
                return land(p1);
            }
            pass(p1);
            pass(p2);
            return land(p2);
        }
    }
    let mut last = from;
    for s in steps {
        let c = last.step(turn(s));
        match course.terrain(c) {
            None if !fly_over => {
                pass(c);
                return Landing::Out;
            }
            Some(Terrain::Trees) => return land(last),
            _ => {}
        }
        pass(c);
        last = c;
    }
    land(last)
}

impl Holes18 {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn course(&self) -> &Course {
        &self.course
    }
    pub fn hole(&self) -> usize {
        self.hole
    }
    pub fn positions(&self) -> &[Hex] {
        &self.pos
    }
    pub fn hand(&self, seat: Seat) -> &[Club] {
        &self.hands[seat]
    }
    pub fn discards(&self, seat: Seat) -> &[Club] {
        &self.discards[seat]
    }
    /// The club this seat has selected (secret until revealed: read it through a view).
    pub fn selected(&self, seat: Seat) -> Option<Club> {
        self.selected[seat]
    }
    pub fn shooting(&self) -> Option<&Shooting> {
        self.shot.as_ref()
    }
    pub fn water(&self) -> &[Water] {
        &self.water
    }
    pub fn results(&self) -> &[HoleResult] {
        &self.results
    }
    pub fn hole_in_ones(&self) -> &[u8] {
        &self.hole_in_ones
    }
    pub fn green(&self) -> Hex {
        self.course.holes[self.hole.min(self.course.holes.len() - 1)].green
    }
    pub fn tee(&self) -> Hex {
        self.course.holes[self.hole.min(self.course.holes.len() - 1)].tee
    }
    pub fn mode(&self) -> Mode {
        self.config.mode
    }
    pub fn mode_state(&self) -> &ModeState {
        &self.ms
    }
    /// The hole this seat is playing (in Golf Racing, their own).
    pub fn hole_of(&self, seat: Seat) -> usize {
        let h = self.ms.at_hole.get(seat).copied().unwrap_or(self.hole);
        h.min(self.course.holes.len() - 1)
    }
    /// The green this seat aims at; `None` in the chaos modes, where any green scores.
    pub fn green_for(&self, seat: Seat) -> Option<Hex> {
        (!self.config.mode.chaos()).then(|| self.course.holes[self.hole_of(seat)].green)
    }
    pub fn tee_for(&self, seat: Seat) -> Hex {
        self.course.holes[self.hole_of(seat)].tee
    }
    /// The hole whose green is at `h`.
    pub fn green_hole(&self, h: Hex) -> Option<usize> {
        self.course.holes.iter().position(|x| x.green == h)
    }
    /// Chaos modes: can this seat still score the green of hole `h`?
    pub fn scorable(&self, seat: Seat, h: usize) -> bool {
        let Some(pot) = self.ms.pots.get(h) else {
            return false;
        };
        match self.config.mode {
            Mode::ChaosGolf | Mode::SoloChaos => {
                pot.contains(&5)
                    || (pot.contains(&2)
                        && !self
                            .ms
                            .claims
                            .iter()
                            .any(|c| c.hole == h && c.seat == seat && c.kind == ClaimKind::Five))
            }
            Mode::KellyGolf | Mode::ChaosTeams => !pot.is_empty(),
            _ => false,
        }
    }
    /// The seat taking a turn (or choosing its shot).
    pub fn current(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn => self.order.get(self.turn).copied(),
            Phase::BigHitDiscard | Phase::Choose => self.shot.as_ref().map(|s| s.seat),
            _ => None,
        }
    }

    /// Every club card in the game, wherever it is (for conservation checks).
    pub fn all_clubs(&self) -> Vec<Club> {
        let mut all: Vec<Club> = self
            .hands
            .iter()
            .chain(&self.discards)
            .chain(&self.packets)
            .flatten()
            .chain(
                (0..self.selected.len())
                    .filter(|s| !self.golfers_borrowing(*s)) // golfer hook
                    .filter_map(|s| self.selected[s].as_ref()),
            )
            .chain(self.picks.iter().flatten())
            .chain(&self.unused)
            .chain(self.ms.opp_clubs.iter().flatten())
            .copied()
            .collect();
        all.sort_unstable();
        all
    }

    /// Every shot card, wherever it is.
    pub fn all_shots(&self) -> Vec<Shot> {
        let mut all: Vec<Shot> = self
            .decks
            .iter()
            .flat_map(|d| d.draw.iter().chain(&d.discard))
            .chain(self.mementos.iter().flatten())
            .copied()
            .collect();
        if let Some(s) = &self.shot {
            all.extend(s.stacks.iter().flatten());
            all.extend(&s.discarded);
        }
        all.extend(self.golfers_held_shots()); // golfer hook
        all.sort_unstable();
        all
    }

    /// The conservation laws, for tests and fuzzing: all 74 shot cards and 34 club cards are
    /// somewhere, and every golfer stands where a golfer may stand.
    pub fn broken_invariant(&self) -> Option<String> {
        if !self.all_shots().into_iter().eq(Shot::all()) {
            return Some("the 74 shot cards are not all there".into());
        }
        if !self.all_clubs().into_iter().eq(Club::all()) {
            return Some("the 34 club cards are not all there".into());
        }
        (0..self.pos.len())
            .find(|s| !self.course.standable(self.pos[*s]))
            .map(|s| format!("seat {s} stands on {:?}", self.pos[s]))
    }

    /// The seat's score in this mode: points, or strokes in Stroke Play, or holes finished in
    /// Golf Racing.
    pub fn points(&self, seat: Seat) -> i32 {
        let card = || self.ms.cards.iter().filter_map(move |c| c[seat]);
        match self.config.mode {
            Mode::MatchPlay => i32::from(self.flags[seat]) + i32::from(self.tokens[seat]),
            Mode::StrokePlay => card().map(i32::from).sum(),
            Mode::Stableford => self
                .ms
                .cards
                .iter()
                .zip(&self.course.holes)
                .filter_map(|(c, h)| c[seat].map(|st| stableford_points(h.par, st)))
                .sum(),
            Mode::GolfRacing => card().count() as i32,
            Mode::Skins
            | Mode::ChaosGolf
            | Mode::KellyGolf
            | Mode::SoloChaos
            | Mode::ChaosTeams => self.ms.points.get(seat).copied().unwrap_or(0),
        }
    }

    /// The winners: the best score (fewest strokes in Stroke Play), then, where the mode says
    /// so, the most hole-in-one tokens; still tied, the win is shared. A Skins elimination's
    /// winner wins alone.
    pub fn winners(&self) -> Vec<Seat> {
        let n = self.config.players;
        if let Some(c) = self.ms.champion {
            return vec![c];
        }
        // Solo: you win (or share the win) unless an opponent has more.
        if self.config.mode == Mode::SoloChaos {
            let best = self.ms.opp_points.iter().copied().max().unwrap_or(0);
            return if self.points(0) >= best {
                vec![0]
            } else {
                Vec::new()
            };
        }
        let mode = self.config.mode;
        let key = |s: Seat| {
            let p = self.points(s);
            let p = if mode == Mode::StrokePlay { -p } else { p };
            let tie = if matches!(
                mode,
                Mode::Skins
                    | Mode::ChaosGolf
                    | Mode::KellyGolf
                    | Mode::SoloChaos
                    | Mode::ChaosTeams
            ) {
                0
            } else {
                self.hole_in_ones[s]
            };
            (p, tie)
        };
        let best = (0..n).map(key).max();
        (0..n).filter(|s| Some(key(*s)) == best).collect()
    }

    fn terrain_at(&self, seat: Seat) -> Terrain {
        self.course
            .terrain(self.pos[seat])
            .unwrap_or(Terrain::Rough)
    }

    fn in_bunker(&self, seat: Seat) -> bool {
        self.terrain_at(seat) == Terrain::Bunker
    }

    /// Whether a club can be played from where the ball lies (for the selection-time reset).
    pub fn usable(&self, seat: Seat, club: Club) -> bool {
        let t = self.terrain_at(seat);
        match club.rule() {
            ClubRule::TeeOnly => t == Terrain::Tee,
            _ => !(club.is_wood() && t == Terrain::Bunker),
        }
    }

    /// Does a shot from here with this club and card use the rough path?
    fn rough_start(&self, seat: Seat, club: Club, chip_card: bool) -> bool {
        if chip_card || club.rule() == ClubRule::NoRoughPenalty {
            return false;
        }
        if self.golfers_water_is_rough(seat) {
            return true; // golfer hook
        }
        matches!(
            self.terrain_at(seat),
            Terrain::Rough | Terrain::Water | Terrain::Bunker
        )
    }

    /// The path of a card for this seat's shot (None if the card has no flight).
    fn path_of(&self, seat: Seat, club: Club, card: Shot, path: usize) -> Option<&'static [Step]> {
        let chip = card.deck() == Deck::C;
        let p: Path = match card.face() {
            Face::Flight(ps) => *ps.get(path)?,
            Face::LongestDrive if path == 0 => LONGEST_DRIVE,
            _ => return None,
        };
        Some(if self.rough_start(seat, club, chip) {
            p.rough
        } else {
            p.fairway
        })
    }

    /// Where this seat's shot with `card` along `path` in `dir` goes.
    pub fn shot_outcome(
        &self,
        seat: Seat,
        club: Club,
        card: Shot,
        dir: Dir,
        path: usize,
    ) -> Option<(Vec<Hex>, Landing)> {
        let mut passed = Vec::new();
        let landing = self.shot_flight(seat, club, card, dir, path, |h| passed.push(h))?;
        Some((passed, landing))
    }

    /// `shot_outcome` handing each hex passed to `pass`: with a no-op, the bots' hot path asks
    /// for a landing without building a path.
    pub fn shot_flight(
        &self,
        seat: Seat,
        club: Club,
        card: Shot,
        dir: Dir,
        path: usize,
        pass: impl FnMut(Hex),
    ) -> Option<Landing> {
        let steps = self.path_of(seat, club, card, path)?;
        Some(flight(
            &self.course,
            self.pos[seat],
            dir,
            steps.iter().copied(),
            card.deck() == Deck::C,
            self.config.fly_over,
            pass,
        ))
    }

    /// A wood's flight.
    pub fn wood_outcome(&self, seat: Seat, club: Club, dir: Dir) -> (Vec<Hex>, Landing) {
        let mut passed = Vec::new();
        let landing = self.wood_flight(seat, club, dir, |h| passed.push(h));
        (passed, landing)
    }

    /// `wood_outcome` handing each hex passed to `pass` (see `shot_flight`).
    pub fn wood_flight(&self, seat: Seat, club: Club, dir: Dir, pass: impl FnMut(Hex)) -> Landing {
        let (fair, rough) = match club.card().reach {
            super::cards::Reach::Wood(f, r) => (f, r),
            _ => (0, 0),
        };
        let n = if self.rough_start(seat, club, false) {
            rough
        } else {
            fair
        };
        // Straight on `n` times: no step list to allocate.
        let steps = std::iter::repeat_n(Step::S, usize::from(n));
        flight(
            &self.course,
            self.pos[seat],
            dir,
            steps,
            false,
            self.config.fly_over,
            pass,
        )
    }

    /// Where a bunker exit towards `dir` ends for this icon.
    pub fn bunker_outcome(&self, seat: Seat, dir: Dir, icon: Bunker) -> Landing {
        let from = self.pos[seat];
        let to = match icon {
            Bunker::Stay => return Landing::At(from),
            Bunker::Left => from.step(left(dir)),
            Bunker::Target => from.step(dir),
            Bunker::Right => from.step(right(dir)),
        };
        match self.course.terrain(to) {
            None | Some(Terrain::Clubhouse) => Landing::Out,
            Some(Terrain::Trees) => Landing::At(from),
            Some(_) => Landing::At(to),
        }
    }

    pub(crate) fn can_draw(&self, deck: Deck) -> bool {
        let d = &self.decks[deck.index()];
        !d.draw.is_empty() || !d.discard.is_empty()
    }

    pub(crate) fn draw(&mut self, deck: Deck, events: &mut Vec<HolesEvent>) -> Option<Shot> {
        if let Some(kept) = self.golfers_draw(deck) {
            return Some(kept); // golfer hook
        }
        let d = &mut self.decks[deck.index()];
        if d.draw.is_empty() {
            if d.discard.is_empty() {
                return None;
            }
            d.draw.append(&mut d.discard);
            shuffle(&mut d.draw, &mut self.rng);
            events.push(HolesEvent::Reshuffled { deck });
        }
        d.draw.pop()
    }

    /// Can the special on top of this stack be followed?
    fn followable(&self, stack: &[Shot]) -> bool {
        match stack.last().map(|c| c.face()) {
            Some(Face::Super(d) | Face::Short(d)) => self.can_draw(d),
            Some(Face::Shuffle) => stack.last().is_some_and(|c| self.can_draw(c.deck())),
            _ => false,
        }
    }

    /// Follows the special on top of stack `i` (the caller checked `followable`).
    fn follow(&mut self, i: usize, events: &mut Vec<HolesEvent>) {
        let Some(shot) = self.shot.as_ref() else {
            return;
        };
        let seat = shot.seat;
        let Some(top) = shot.stacks[i].last().copied() else {
            return;
        };
        let from = match top.face() {
            Face::Super(d) | Face::Short(d) => d,
            Face::Shuffle => {
                let deck = top.deck();
                let d = &mut self.decks[deck.index()];
                if !d.discard.is_empty() {
                    d.draw.append(&mut d.discard);
                    shuffle(&mut d.draw, &mut self.rng);
                    events.push(HolesEvent::Reshuffled { deck });
                }
                deck
            }
            _ => return,
        };
        if let Some(card) = self.draw(from, events) {
            events.push(HolesEvent::Drew {
                seat,
                deck: from,
                card,
            });
            if let Some(s) = self.shot.as_mut() {
                s.stacks[i].push(card);
            }
        }
    }

    /// Follows specials that leave no choice: a lone stack with a special on top.
    pub(crate) fn settle(&mut self, events: &mut Vec<HolesEvent>) {
        for _ in 0..64 {
            let Some(s) = self.shot.as_ref() else { return };
            if s.stacks.len() != 1 || !self.followable(&s.stacks[0]) {
                break;
            }
            self.follow(0, events);
        }
        // A declared chip with one card of one path leaves nothing to choose: it flies.
        let Some(s) = self.shot.as_ref() else { return };
        // (A team still chooses its golfer after drawing.)
        if self.phase == Phase::Choose
            && s.stacks.len() == 1
            && self.config.mode != Mode::ChaosTeams
        {
            if let (Some(dir), Some(card)) = (s.declared, s.stacks[0].last().copied()) {
                if card.path_count() == 1 && !self.golfers_may_redraw(s.seat) {
                    self.do_shoot(s.seat, card, dir, 0, events);
                }
            }
        }
    }

    pub(crate) fn reset_hand(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        let back = std::mem::take(&mut self.discards[seat]);
        self.hands[seat].extend(back);
        self.hands[seat].sort_unstable();
        self.golfers_hand_reset(seat); // golfer hook
        events.push(HolesEvent::HandReset { seat });
    }

    /// Plays this round: not missing it in the water, not waiting on the green (Stroke Play,
    /// Stableford), not eliminated (Skins play-off).
    fn active(&self, seat: Seat) -> bool {
        self.water[seat] != Water::Skipping
            && !self.ms.holed.get(seat).copied().unwrap_or(false)
            && (self.ms.playoff.is_empty() || self.ms.playoff.contains(&seat))
    }

    fn penalty(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        if let Some(p) = self.ms.penalties.get_mut(seat) {
            *p += 1;
            events.push(HolesEvent::Penalty { seat });
        }
    }

    pub(crate) fn start_hole(&mut self, events: &mut Vec<HolesEvent>) {
        let h = self.course.holes[self.hole];
        for p in self.pos.iter_mut() {
            *p = h.tee;
        }
        self.water.iter_mut().for_each(|w| *w = Water::Dry);
        self.turns_on_hole.iter_mut().for_each(|t| *t = 0);
        self.ms.holed.iter_mut().for_each(|x| *x = false);
        self.ms.penalties.iter_mut().for_each(|x| *x = 0);
        self.arrived.clear();
        self.round = 0;
        events.push(HolesEvent::HoleStarted {
            hole: self.hole,
            par: h.par,
        });
        for s in 0..self.config.players {
            self.golfers_new_hole(s, events); // golfer hook
        }
        self.start_round(events);
    }

    pub(crate) fn start_round(&mut self, events: &mut Vec<HolesEvent>) {
        let n = self.config.players;
        // A round in which everyone sits in the water passes at once (at most twice in a row).
        for _ in 0..3 {
            self.round += 1;
            events.push(HolesEvent::RoundStarted { round: self.round });
            for s in 0..n {
                if self.water[s] == Water::Landed {
                    self.water[s] = Water::Skipping;
                    events.push(HolesEvent::SkipsRound { seat: s });
                    // Stableford counts the missed round as a turn.
                    if self.config.mode == Mode::Stableford {
                        self.penalty(s, events);
                    }
                }
            }
            for s in 0..n {
                if self.active(s) && (self.hands[s].is_empty() || self.golfers_hand_spent(s)) {
                    self.reset_hand(s, events);
                }
            }
            self.selected = vec![None; n];
            self.order.clear();
            self.turn = 0;
            self.ms.solo_scored = false;
            self.ms.landed_green = None;
            self.ms.opp_shown.iter_mut().for_each(|x| *x = None);
            if (0..n).any(|s| self.active(s)) {
                self.phase = Phase::Select;
                return;
            }
            // Solo: a round missed in the water is still the opponents' turn.
            if self.config.mode == Mode::SoloChaos {
                self.solo_scoring(events);
                if !self.ms.pots.iter().any(|p| p.contains(&5)) {
                    return self.finish(events);
                }
            }
            for w in self.water.iter_mut() {
                if *w == Water::Skipping {
                    *w = Water::Dry;
                }
            }
        }
    }

    fn reveal(&mut self, events: &mut Vec<HolesEvent>) {
        let mut order: Vec<Seat> = (0..self.config.players)
            .filter(|s| self.selected[*s].is_some())
            .collect();
        order.sort_by_key(|s| self.selected[*s].map(Club::init));
        self.golfers_order(&mut order); // golfer hook
        self.order = order.clone();
        self.turn = 0;
        self.phase = Phase::Turn;
        events.push(HolesEvent::Revealed {
            clubs: self.selected.clone(),
            order,
        });
        self.golfers_revealed(); // golfer hook
    }

    /// Step 5: the club goes to the discard pile (or back to hand after out of bounds), the
    /// shot cards to their decks' discard piles; then the next player, or the end of the round.
    fn end_turn(&mut self, seat: Seat, club_back: bool, events: &mut Vec<HolesEvent>) {
        if let Some(club) = self.selected[seat].take() {
            if self.golfers_club_away(seat, club, events) {
                // golfer hook: kept by a power, or borrowed from its owner
            } else if club_back {
                self.hands[seat].push(club);
                self.hands[seat].sort_unstable();
                events.push(HolesEvent::ClubBack { seat, club });
            } else {
                self.discards[seat].push(club);
                events.push(HolesEvent::ClubDiscarded { seat, club });
            }
        }
        if let Some(shot) = self.shot.take() {
            for card in shot.stacks.into_iter().flatten().chain(shot.discarded) {
                self.decks[card.deck().index()].discard(card);
            }
        }
        self.turns_on_hole[seat] = self.turns_on_hole[seat].saturating_add(1);
        self.ms.switched = false;
        if club_back && self.config.mode.counts_strokes() {
            self.penalty(seat, events);
        }
        if self.phase == Phase::Over {
            return;
        }
        if self.ms.in_extra {
            // Another extra turn only after landing on a tee box again, with a club to play.
            let again = self.ms.landed_tee.get(seat).copied().unwrap_or(false)
                && !self.hands[seat].is_empty();
            if !again && self.ms.extra.first() == Some(&seat) {
                self.ms.extra.remove(0);
            }
        }
        self.turn += 1;
        self.phase = Phase::Turn;
        self.proceed(events);
    }

    /// What comes after a turn or a choice: a Kelly target to choose, the next turn, the
    /// chaos modes' extra turns, or the end of the round.
    fn proceed(&mut self, events: &mut Vec<HolesEvent>) {
        if self.phase == Phase::Over {
            return;
        }
        if self.ms.choosing().is_some() {
            self.phase = Phase::Target;
            return;
        }
        if self.turn < self.order.len() {
            self.phase = Phase::Turn;
            return;
        }
        if self.config.mode == Mode::SoloChaos && !self.ms.solo_scored {
            self.solo_scoring(events);
        }
        if self.config.mode.chaos() && !self.ms.in_extra {
            // Fast travel: who landed on a tee box, in this round's play order.
            self.ms.in_extra = true;
            let mut queue: Vec<Seat> = Vec::new();
            for &s in &self.order {
                if self.ms.landed_tee[s] && !queue.contains(&s) {
                    queue.push(s);
                }
            }
            self.ms.extra = queue;
            self.ms.landed_tee.iter_mut().for_each(|x| *x = false);
        }
        if self.ms.in_extra {
            let hands = &self.hands;
            self.ms.extra.retain(|s| !hands[*s].is_empty());
            if !self.ms.extra.is_empty() {
                self.phase = Phase::Extra;
                return;
            }
            self.ms.in_extra = false;
        }
        self.end_round(events);
    }

    /// The ball stops at `to` after a hit (`hit`) or a move: water and the green apply.
    fn settle_ball(&mut self, seat: Seat, to: Hex, hit: bool, events: &mut Vec<HolesEvent>) {
        let from = self.pos[seat];
        self.pos[seat] = to;
        if self.config.mode.chaos() {
            if let Some(h) = self.green_hole(to) {
                if to != from {
                    // Solo: a regular turn's green is scored with the opponents' turn.
                    if self.config.mode == Mode::SoloChaos && !self.ms.in_extra {
                        let init = self.selected[seat].map_or(0, Club::init);
                        self.ms.landed_green = Some((h as u8, init));
                    } else {
                        self.claim(seat, h, events);
                    }
                }
                return;
            }
            if to != from && self.course.terrain(to) == Some(Terrain::Tee) {
                self.ms.landed_tee[seat] = true;
            }
        } else if Some(to) == self.green_for(seat) {
            let hole_in_one = hit && self.turns_on_hole[seat] == 0 && from == self.tee_for(seat);
            self.arrived.push(Arrival { seat, hole_in_one });
            if let Some(x) = self.ms.holed.get_mut(seat) {
                *x = true;
            }
            events.push(HolesEvent::ReachedGreen { seat, hole_in_one });
            return;
        }
        if to != from
            && matches!(
                self.course.terrain(to),
                Some(Terrain::Water | Terrain::Lake)
            )
            && !self.golfers_ignore_water(seat)
        {
            events.push(HolesEvent::InWater { seat });
            // Stroke Play: no missed turn, a penalty stroke instead.
            if self.config.mode == Mode::StrokePlay {
                self.penalty(seat, events);
            } else {
                self.water[seat] = Water::Landed;
            }
        }
    }

    fn end_round(&mut self, events: &mut Vec<HolesEvent>) {
        for w in self.water.iter_mut() {
            if *w == Water::Skipping {
                *w = Water::Dry;
            }
        }
        match self.config.mode {
            Mode::MatchPlay => {}
            Mode::StrokePlay | Mode::Stableford => return self.end_stroke_round(events),
            Mode::GolfRacing => return self.end_race_round(events),
            Mode::Skins => return self.end_skins_round(events),
            Mode::ChaosTeams => {
                // Every flag taken, or a team with 10: the game ends with the round.
                if self.ms.pots.iter().all(Vec::is_empty) || self.ms.points.iter().any(|p| *p >= 10)
                {
                    return self.finish(events);
                }
                return self.start_round(events);
            }
            Mode::ChaosGolf | Mode::KellyGolf | Mode::SoloChaos => {
                // Chaos Golf ends with the round in which the last 5-point token went.
                if matches!(self.config.mode, Mode::ChaosGolf | Mode::SoloChaos)
                    && !self.ms.pots.iter().any(|p| p.contains(&5))
                {
                    return self.finish(events);
                }
                return self.start_round(events);
            }
        }
        if self.arrived.is_empty() {
            self.start_round(events);
            return;
        }
        let flag = self.arrived[0].seat;
        self.flags[flag] += 1;
        let tokens: Vec<Seat> = self.arrived[1..].iter().map(|a| a.seat).collect();
        for &s in &tokens {
            self.tokens[s] += 1;
        }
        let hole_in_ones: Vec<Seat> = self
            .arrived
            .iter()
            .filter(|a| a.hole_in_one)
            .map(|a| a.seat)
            .collect();
        for &s in &hole_in_ones {
            self.hole_in_ones[s] += 1;
        }
        let result = HoleResult {
            flag,
            tokens,
            hole_in_ones,
            rounds: self.round,
        };
        self.results.push(result.clone());
        events.push(HolesEvent::HoleScored {
            hole: self.hole,
            result,
        });
        self.hole += 1;
        if self.hole >= self.course.holes.len() {
            return self.finish(events);
        }
        self.start_hole(events);
    }

    fn finish(&mut self, events: &mut Vec<HolesEvent>) {
        self.phase = Phase::Over;
        self.order.clear();
        self.ms.extra.clear();
        self.ms.in_extra = false;
        let points = (0..self.config.players).map(|s| self.points(s)).collect();
        events.push(HolesEvent::GameEnded {
            points,
            winners: self.winners(),
        });
    }

    fn finish_draft(&mut self, events: &mut Vec<HolesEvent>) {
        for p in std::mem::take(&mut self.packets) {
            self.unused.extend(p);
        }
        self.unused.sort_unstable();
        self.packets = Vec::new();
        self.picks = Vec::new();
        self.begin_play(events);
    }

    /// Plays the chosen card: flight, landing, hazards, end of turn.
    fn do_shoot(
        &mut self,
        seat: Seat,
        card: Shot,
        dir: Dir,
        path: usize,
        events: &mut Vec<HolesEvent>,
    ) {
        let Some(club) = self.selected[seat] else {
            return;
        };
        let from = self.pos[seat];
        let Some((passed, landing)) = self.shot_outcome(seat, club, card, dir, path) else {
            return;
        };
        events.push(HolesEvent::Flew {
            seat,
            card: Some(card),
            from,
            path: passed,
            landing,
        });
        let out = landing == Landing::Out;
        if let Landing::At(to) = landing {
            if card.face() == Face::LongestDrive {
                if let Some(s) = self.shot.as_mut() {
                    for st in s.stacks.iter_mut() {
                        st.retain(|c| *c != card);
                    }
                }
                self.mementos[seat].push(card);
                events.push(HolesEvent::LongestDrive { seat });
            }
            self.settle_ball(seat, to, true, events);
        }
        self.end_turn(seat, out, events);
    }

    /// Everything about an action but whose turn it is; `Ok` means `apply` will succeed.
    fn check(&self, seat: Seat, action: &HolesAction) -> Result<(), RuleError> {
        let n = self.config.players;
        if seat >= n {
            return Err(err("bad_seat", "There is no such player."));
        }
        if let Some(r) = self.golfers_check(seat, action) {
            return r; // golfer hook
        }
        let not_now = || err("not_now", "That is not something you can do now.");
        match (self.phase, *action) {
            (Phase::Draft, HolesAction::Pick(c)) => {
                if self.picks[seat].is_some() {
                    return Err(err(
                        "already_picked",
                        "You have already picked a club this pass.",
                    ));
                }
                if !self.packets[seat].contains(&c) {
                    return Err(err(
                        "not_in_packet",
                        "That club is not in the clubs in front of you.",
                    ));
                }
                Ok(())
            }
            (Phase::Select, HolesAction::Select(c)) => {
                if self.ms.holed.get(seat).copied().unwrap_or(false) {
                    return Err(err(
                        "on_green",
                        "You are on the green: wait for the others to finish the hole.",
                    ));
                }
                if !self.ms.playoff.is_empty() && !self.ms.playoff.contains(&seat) {
                    return Err(err(
                        "eliminated",
                        "Only the players still in the elimination holes play.",
                    ));
                }
                if !self.active(seat) {
                    return Err(err(
                        "in_water",
                        "Your ball is in the water: you miss this round.",
                    ));
                }
                if self.selected[seat].is_some() {
                    return Err(err("already_selected", "You have already selected a club."));
                }
                if !self.hands[seat].contains(&c) {
                    return Err(err("not_in_hand", "That club is not in your hand."));
                }
                Ok(())
            }
            (Phase::Select, HolesAction::ResetHand) => {
                if !self.active(seat) || self.selected[seat].is_some() {
                    return Err(not_now());
                }
                if self.discards[seat].is_empty() {
                    return Err(err("nothing_to_reset", "You have no discarded clubs."));
                }
                if self.hands[seat].iter().all(|c| self.usable(seat, *c)) {
                    return Err(err(
                        "hand_usable",
                        "Before selecting, you may reset only if a club in your hand cannot be used here.",
                    ));
                }
                Ok(())
            }
            (Phase::Turn, a) => {
                if self.order.get(self.turn) != Some(&seat) {
                    return Err(err("not_your_turn", "It is not your turn."));
                }
                let club = self.selected[seat].ok_or_else(not_now)?;
                let bunker = self.in_bunker(seat);
                let tee_ok =
                    club.rule() != ClubRule::TeeOnly || self.terrain_at(seat) == Terrain::Tee;
                // Playing the club and leaving a bunker both draw from one of its decks.
                let deck_ok = |deck| {
                    if !club.decks().contains(&deck) {
                        return Err(err(
                            "wrong_deck",
                            format!(
                                "The {} does not draw from deck {}.",
                                club.name(),
                                deck.name()
                            ),
                        ));
                    }
                    if !tee_ok {
                        return Err(err("tee_only", "The Driver is played from a tee box only."));
                    }
                    Ok(())
                };
                let dir_ok = |d: Dir| {
                    if d < 6 {
                        Ok(())
                    } else {
                        Err(err("bad_direction", "A direction is 0 to 5."))
                    }
                };
                match a {
                    HolesAction::ResetHand => Ok(()),
                    HolesAction::PeekClub(o) => self.check_opp_peek(usize::from(o)),
                    HolesAction::Switch => self.check_switch(),
                    HolesAction::Move(d) => {
                        dir_ok(d)?;
                        if bunker && !self.golfers_bunker_bound(seat) {
                            return Err(err(
                                "in_bunker",
                                "You cannot move out of a bunker: exit it with a club.",
                            ));
                        }
                        if !self.course.standable(self.pos[seat].step(d)) {
                            return Err(err(
                                "cannot_move_there",
                                "You cannot move onto trees, the clubhouse or off the course.",
                            ));
                        }
                        Ok(())
                    }
                    HolesAction::Play { deck, dir } => {
                        deck_ok(deck)?;
                        if bunker && club.rule() != ClubRule::BunkerAsRough {
                            return Err(err("in_bunker", "You are in a bunker: exit it first."));
                        }
                        let declare = deck == Deck::C && club.rule() != ClubRule::NoDeclare;
                        match (declare, dir) {
                            (true, None) => {
                                return Err(err(
                                    "declare_direction",
                                    "Declare a direction before drawing from the chip deck.",
                                ))
                            }
                            (false, Some(_)) => {
                                return Err(err(
                                    "no_declaration",
                                    "This shot's direction is chosen after drawing.",
                                ))
                            }
                            (true, Some(d)) => dir_ok(d)?,
                            (false, None) => {}
                        }
                        if !self.can_draw(deck) {
                            return Err(err("deck_empty", "That deck has no cards."));
                        }
                        Ok(())
                    }
                    HolesAction::Wood(d) => {
                        dir_ok(d)?;
                        if !club.is_wood() {
                            return Err(err("not_a_wood", "Only a wood moves a fixed distance."));
                        }
                        if bunker {
                            return Err(err("in_bunker", "You are in a bunker: exit it first."));
                        }
                        Ok(())
                    }
                    HolesAction::BigHit => {
                        let Some(deck) = club.big_hit_deck() else {
                            return Err(err(
                                "no_big_hit",
                                format!("The {} does not allow a Big Hit.", club.name()),
                            ));
                        };
                        if bunker {
                            return Err(err("in_bunker", "You are in a bunker: exit it first."));
                        }
                        let d = &self.decks[deck.index()];
                        if d.draw.len() + d.discard.len() < usize::from(club.draw()) + 1 {
                            return Err(err("deck_empty", "That deck has too few cards."));
                        }
                        Ok(())
                    }
                    HolesAction::Bunker { deck, dir } => {
                        dir_ok(dir)?;
                        if !bunker {
                            return Err(err("not_in_bunker", "Your ball is not in a bunker."));
                        }
                        deck_ok(deck)?;
                        if !self.can_draw(deck) {
                            return Err(err("deck_empty", "That deck has no cards."));
                        }
                        Ok(())
                    }
                    _ => Err(not_now()),
                }
            }
            (Phase::BigHitDiscard, HolesAction::Discard(i)) => {
                let s = self.shot.as_ref().ok_or_else(not_now)?;
                if seat != (s.seat + 1) % n {
                    return Err(err(
                        "not_your_turn",
                        "The player to the left of the hitter discards.",
                    ));
                }
                if usize::from(i) >= s.stacks.len() {
                    return Err(err("no_such_card", "There is no such card."));
                }
                Ok(())
            }
            (Phase::Choose, HolesAction::Follow(i)) => {
                let s = self.shot.as_ref().ok_or_else(not_now)?;
                if seat != s.seat {
                    return Err(err("not_your_turn", "It is not your shot."));
                }
                let stack = s
                    .stacks
                    .get(usize::from(i))
                    .ok_or_else(|| err("no_such_card", "There is no such card."))?;
                if !self.followable(stack) {
                    return Err(err(
                        "nothing_to_follow",
                        "That card asks for no further draw.",
                    ));
                }
                Ok(())
            }
            (Phase::Choose, HolesAction::Shoot { stack, dir, path }) => {
                let s = self.shot.as_ref().ok_or_else(not_now)?;
                if seat != s.seat {
                    return Err(err("not_your_turn", "It is not your shot."));
                }
                if dir >= 6 {
                    return Err(err("bad_direction", "A direction is 0 to 5."));
                }
                let card = s
                    .stacks
                    .get(usize::from(stack))
                    .and_then(|st| st.last())
                    .copied()
                    .ok_or_else(|| err("no_such_card", "There is no such card."))?;
                if card.path_count() == 0 {
                    return Err(err(
                        "special_card",
                        "That card is a special: follow it or choose another.",
                    ));
                }
                if usize::from(path) >= card.path_count() {
                    return Err(err("no_such_path", "That card has no such path."));
                }
                if let Some(d) = s.declared {
                    if d != dir {
                        return Err(err(
                            "declared",
                            "You declared another direction before drawing.",
                        ));
                    }
                }
                let club = s.club;
                let out = |p: usize| {
                    self.shot_flight(seat, club, card, dir, p, |_| {})
                        .is_none_or(|l| l == Landing::Out)
                };
                if out(usize::from(path)) && (0..card.path_count()).any(|p| !out(p)) {
                    return Err(err(
                        "wild_in_bounds",
                        "One path of this wild card stays in play: you must take it.",
                    ));
                }
                Ok(())
            }
            (Phase::Choose, HolesAction::Switch) => {
                let s = self.shot.as_ref().ok_or_else(not_now)?;
                if seat != s.seat {
                    return Err(err("not_your_turn", "It is not your shot."));
                }
                self.check_switch()
            }
            (Phase::Place, HolesAction::Place(h)) => {
                if self.ms.placing != Some(seat) {
                    return Err(err(
                        "not_your_turn",
                        "It is not your turn to place a token.",
                    ));
                }
                if usize::from(h) >= self.course.holes.len() {
                    return Err(err("no_such_hole", "This course has no such hole."));
                }
                Ok(())
            }
            (Phase::Target, HolesAction::Keep(h)) => {
                if !self.ms.offers.get(seat).is_some_and(|o| o.contains(&h)) {
                    return Err(err(
                        "not_offered",
                        "Keep one of the two target greens you drew.",
                    ));
                }
                Ok(())
            }
            (Phase::Extra, HolesAction::Select(c)) => {
                if self.ms.extra.first() != Some(&seat) {
                    return Err(err("not_your_turn", "It is not your extra turn."));
                }
                if !self.hands[seat].contains(&c) {
                    return Err(err("not_in_hand", "That club is not in your hand."));
                }
                Ok(())
            }
            (Phase::Extra, HolesAction::Pass) => {
                if self.ms.extra.first() != Some(&seat) {
                    return Err(err("not_your_turn", "It is not your extra turn."));
                }
                Ok(())
            }
            (Phase::Over, _) => Err(err("game_over", "The game is over.")),
            _ => Err(not_now()),
        }
    }
}

impl Game for Holes18 {
    type Config = HolesConfig;
    type Action = HolesAction;
    type View = super::view::HolesView;
    type Event = HolesEvent;
    const ID: &'static str = "holes18";

    fn validate(config: &HolesConfig) -> Result<(), RuleError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&config.players) {
            return Err(err(
                "bad_players",
                format!(
                    "18 Holes is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}.",
                    config.players
                ),
            ));
        }
        super::golfers::validate(config)?;
        let mode = config.mode;
        let (lo, hi) = mode.players();
        if !(lo..=hi).contains(&config.players) {
            let who = if hi == 1 {
                "one player".to_string()
            } else {
                format!("{lo} to {hi} players")
            };
            return Err(err(
                "bad_players",
                format!("{} is for {who}, not {}.", mode.name(), config.players),
            ));
        }
        if mode == Mode::SoloChaos
            && config
                .golfers
                .iter()
                .any(|g| g.golfer.golfer().is_some() || g.golfer == super::golfers::Choice::Random)
        {
            return Err(err(
                "solo_no_golfers",
                "Solo Chaos Golf is played without golfer cards.",
            ));
        }
        let course = config.load_course()?;
        if mode == Mode::KellyGolf && course.holes.len() < config.players {
            return Err(err(
                "course_too_short",
                format!(
                    "Kelly Golf needs a hole for each player: {} has {} holes for {} players.",
                    course.name,
                    course.holes.len(),
                    config.players
                ),
            ));
        }
        Ok(())
    }

    fn new(config: &HolesConfig, seed: u64) -> Result<Self, RuleError> {
        Self::validate(config)?;
        let course = config.load_course()?;
        let n = config.players;
        let mut rng = rng_from_seed(seed);
        let decks = Deck::ALL
            .iter()
            .map(|d| Pile::shuffled(Shot::of_deck(*d).collect(), &mut rng))
            .collect();
        let tee = course.holes[0].tee;
        let mut g = Holes18 {
            config: config.clone(),
            course,
            rng,
            phase: Phase::Draft,
            hole: 0,
            round: 0,
            pos: vec![tee; n],
            hands: vec![Vec::new(); n],
            discards: vec![Vec::new(); n],
            selected: vec![None; n],
            order: Vec::new(),
            turn: 0,
            water: vec![Water::Dry; n],
            arrived: Vec::new(),
            turns_on_hole: vec![0; n],
            flags: vec![0; n],
            tokens: vec![0; n],
            hole_in_ones: vec![0; n],
            mementos: vec![Vec::new(); n],
            decks,
            shot: None,
            packets: Vec::new(),
            picks: Vec::new(),
            unused: Vec::new(),
            results: Vec::new(),
            ms: ModeState::default(),
            golfers: None,
        };
        g.deal_golfers(); // golfer hook
        match config.clubs {
            ClubSetup::Draft if g.golfers.is_some() => g.golfers_start_draft(),
            ClubSetup::Starter => {
                for s in 0..n {
                    g.hands[s] = starter_hand(s as u8);
                }
                g.unused = crate::games::holes18::cards::Club::all()
                    .filter(|c| !g.hands.iter().any(|h| h.contains(c)))
                    .collect();
                g.begin_play(&mut Vec::new());
            }
            // Solo Chaos Golf has no draft: pick any five of the 34 clubs.
            ClubSetup::Draft if config.mode == Mode::SoloChaos => {
                g.packets = vec![Club::all().collect()];
                g.picks = vec![None];
            }
            ClubSetup::Draft => {
                let mut pool = club_pool(n);
                shuffle(&mut pool, &mut g.rng);
                let each = pool.len() / n;
                for _ in 0..n {
                    let mut p: Vec<Club> = pool.drain(..each).collect();
                    p.sort_unstable();
                    g.packets.push(p);
                }
                g.unused = pool;
                g.unused.extend(
                    crate::games::holes18::cards::Club::all()
                        .filter(|c| c.card().mark == 3 && n < 3 || c.card().mark == 5 && n < 5),
                );
                g.unused.sort_unstable();
                g.picks = vec![None; n];
            }
        }
        Ok(g)
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
        let n = self.config.players;
        match self.phase {
            Phase::Draft => (0..n).filter(|s| self.picks[*s].is_none()).collect(),
            Phase::Select => (0..n)
                .filter(|s| self.active(*s) && self.selected[*s].is_none())
                .collect(),
            Phase::Turn | Phase::Choose => self.current().into_iter().collect(),
            Phase::BigHitDiscard => self
                .shot
                .as_ref()
                .map(|s| vec![(s.seat + 1) % n])
                .unwrap_or_default(),
            Phase::Place => self.ms.placing.into_iter().collect(),
            Phase::Target => self.ms.choosing().into_iter().collect(),
            Phase::Extra => self.ms.extra.first().copied().into_iter().collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<HolesAction> {
        if !self.to_move().contains(&seat) {
            return Vec::new();
        }
        let mut cands: Vec<HolesAction> = Vec::new();
        match self.phase {
            Phase::Draft => cands.extend(self.packets[seat].iter().map(|c| HolesAction::Pick(*c))),
            Phase::Select => {
                cands.extend(self.hands[seat].iter().map(|c| HolesAction::Select(*c)));
                cands.push(HolesAction::ResetHand);
            }
            Phase::Turn => {
                let Some(club) = self.selected[seat] else {
                    return Vec::new();
                };
                cands.extend((0..6).map(HolesAction::Move));
                for &deck in club.decks() {
                    if deck == Deck::C && club.rule() != ClubRule::NoDeclare {
                        cands.extend((0..6).map(|d| HolesAction::Play { deck, dir: Some(d) }));
                    } else {
                        cands.push(HolesAction::Play { deck, dir: None });
                    }
                    cands.extend((0..6).map(|dir| HolesAction::Bunker { deck, dir }));
                }
                cands.extend((0..6).map(HolesAction::Wood));
                cands.push(HolesAction::BigHit);
                cands.push(HolesAction::ResetHand);
                cands.extend((0..self.ms.opp_clubs.len() as u8).map(HolesAction::PeekClub));
                cands.push(HolesAction::Switch);
            }
            Phase::BigHitDiscard => {
                let k = self.shot.as_ref().map_or(0, |s| s.stacks.len());
                cands.extend((0..k as u8).map(HolesAction::Discard));
            }
            Phase::Choose => {
                cands.push(HolesAction::Switch);
                if let Some(s) = &self.shot {
                    for (i, st) in s.stacks.iter().enumerate() {
                        let i = i as u8;
                        cands.push(HolesAction::Follow(i));
                        let paths = st.last().map_or(0, |c| c.path_count()) as u8;
                        for dir in 0..6 {
                            for path in 0..paths {
                                cands.push(HolesAction::Shoot {
                                    stack: i,
                                    dir,
                                    path,
                                });
                            }
                        }
                    }
                }
            }
            Phase::Place => {
                cands.extend((0..self.course.holes.len() as u8).map(HolesAction::Place));
            }
            Phase::Target => {
                cands.extend(self.ms.offers[seat].iter().map(|h| HolesAction::Keep(*h)));
            }
            Phase::Extra => {
                cands.extend(self.hands[seat].iter().map(|c| HolesAction::Select(*c)));
                cands.push(HolesAction::Pass);
            }
            Phase::Over => {}
        }
        cands.extend(self.golfers_candidates(seat)); // golfer hook
        cands.retain(|a| self.check(seat, a).is_ok());
        cands
    }

    fn apply(&mut self, seat: Seat, action: &HolesAction) -> Result<Vec<HolesEvent>, RuleError> {
        if self.phase == Phase::Over {
            return Err(err("game_over", "The game is over."));
        }
        if !self.to_move().contains(&seat) {
            // Say why a player sits this round out (water, on the green, eliminated).
            if let (Phase::Select, Err(e)) = (self.phase, self.check(seat, action)) {
                if matches!(e.code, "in_water" | "on_green" | "eliminated") {
                    return Err(e);
                }
            }
            return Err(err("not_your_turn", "It is not your turn."));
        }
        self.check(seat, action)?;
        if let Some(events) = self.golfers_apply(seat, action) {
            return Ok(events); // golfer hook
        }
        let mut events = Vec::new();
        let n = self.config.players;
        match (self.phase, *action) {
            (Phase::Draft, HolesAction::Pick(c)) => {
                self.picks[seat] = Some(c);
                self.packets[seat].retain(|x| *x != c);
                events.push(HolesEvent::DraftPicked { seat });
                if self.picks.iter().all(Option::is_some) {
                    for s in 0..n {
                        if let Some(c) = self.picks[s].take() {
                            self.hands[s].push(c);
                            self.hands[s].sort_unstable();
                        }
                    }
                    if self.hands[0].len() >= HAND {
                        self.finish_draft(&mut events);
                    } else {
                        // Pass the packets to the left.
                        self.packets.rotate_right(1);
                        events.push(HolesEvent::DraftPassed);
                    }
                }
            }
            (Phase::Select, HolesAction::Select(c)) => {
                self.hands[seat].retain(|x| *x != c);
                self.selected[seat] = Some(c);
                events.push(HolesEvent::Selected { seat });
                if self.to_move().is_empty() {
                    self.reveal(&mut events);
                }
            }
            (Phase::Select, HolesAction::ResetHand) => self.reset_hand(seat, &mut events),
            (Phase::Turn, a) => {
                let club = self.selected[seat].unwrap_or(Club(1));
                if let Some(x) = self.ms.landed_tee.get_mut(seat) {
                    *x = false;
                }
                match a {
                    HolesAction::Switch => self.switch_golfer(seat, &mut events),
                    HolesAction::PeekClub(o) => {
                        let o = usize::from(o);
                        if let Some(club) = self.ms.opp_clubs[o].last().copied() {
                            self.ms.opp_shown[o] = Some(club);
                            events.push(HolesEvent::OppClub {
                                opp: o,
                                club,
                                contest: false,
                            });
                        }
                    }
                    HolesAction::ResetHand => {
                        if self.golfers_may_reset(seat) {
                            self.reset_hand(seat, &mut events);
                        }
                        self.end_turn(seat, false, &mut events);
                    }
                    HolesAction::Move(d) => {
                        let from = self.pos[seat];
                        let to = from.step(d);
                        events.push(HolesEvent::Moved { seat, from, to });
                        self.settle_ball(seat, to, false, &mut events);
                        self.end_turn(seat, false, &mut events);
                    }
                    HolesAction::Wood(d) => {
                        let from = self.pos[seat];
                        let (path, landing) = self.wood_outcome(seat, club, d);
                        events.push(HolesEvent::Flew {
                            seat,
                            card: None,
                            from,
                            path,
                            landing,
                        });
                        if let Landing::At(to) = landing {
                            self.settle_ball(seat, to, true, &mut events);
                        }
                        self.end_turn(seat, landing == Landing::Out, &mut events);
                    }
                    HolesAction::Play { deck, dir } => {
                        self.shot = Some(Shooting {
                            seat,
                            club,
                            big_hit: false,
                            declared: dir,
                            stacks: Vec::new(),
                            discarded: Vec::new(),
                        });
                        for _ in 0..club.draw() {
                            if let Some(card) = self.draw(deck, &mut events) {
                                events.push(HolesEvent::Drew { seat, deck, card });
                                if let Some(s) = self.shot.as_mut() {
                                    s.stacks.push(vec![card]);
                                }
                            }
                        }
                        self.phase = Phase::Choose;
                        self.settle(&mut events);
                    }
                    HolesAction::BigHit => {
                        let deck = club.big_hit_deck().unwrap_or(Deck::D5);
                        self.shot = Some(Shooting {
                            seat,
                            club,
                            big_hit: true,
                            declared: None,
                            stacks: Vec::new(),
                            discarded: Vec::new(),
                        });
                        for _ in 0..=club.draw() {
                            if let Some(card) = self.draw(deck, &mut events) {
                                events.push(HolesEvent::Drew { seat, deck, card });
                                if let Some(s) = self.shot.as_mut() {
                                    s.stacks.push(vec![card]);
                                }
                            }
                        }
                        if n > 1 {
                            self.phase = Phase::BigHitDiscard;
                        } else {
                            let k = self.shot.as_ref().map_or(0, |s| s.stacks.len());
                            let i = self.rng.random_range(0..k.max(1));
                            self.discard_stack(seat, i, &mut events);
                            self.phase = Phase::Choose;
                            self.settle(&mut events);
                        }
                    }
                    HolesAction::Bunker { deck, dir } => {
                        self.shot = Some(Shooting {
                            seat,
                            club,
                            big_hit: false,
                            declared: Some(dir),
                            stacks: Vec::new(),
                            discarded: Vec::new(),
                        });
                        if let Some(card) = self.draw(deck, &mut events) {
                            events.push(HolesEvent::Drew { seat, deck, card });
                            if let Some(s) = self.shot.as_mut() {
                                s.stacks.push(vec![card]);
                            }
                        }
                        self.settle(&mut events);
                        let top = self
                            .shot
                            .as_ref()
                            .and_then(|s| s.stacks.first())
                            .and_then(|st| st.last())
                            .copied();
                        let (card, icon) = match top {
                            Some(c) if !c.redraws() => (c, c.bunker()),
                            Some(c) => (c, Bunker::Stay),
                            None => (Shot(0), Bunker::Stay),
                        };
                        let landing = self.bunker_outcome(seat, dir, icon);
                        events.push(HolesEvent::BunkerExit {
                            seat,
                            card,
                            outcome: icon,
                            landing,
                        });
                        if let Landing::At(to) = landing {
                            if to != self.pos[seat] {
                                self.settle_ball(seat, to, true, &mut events);
                            }
                        }
                        self.end_turn(seat, landing == Landing::Out, &mut events);
                    }
                    _ => return Err(err("not_now", "That is not something you can do now.")),
                }
            }
            (Phase::BigHitDiscard, HolesAction::Discard(i)) => {
                self.discard_stack(seat, usize::from(i), &mut events);
                self.phase = Phase::Choose;
                self.settle(&mut events);
            }
            (Phase::Choose, HolesAction::Switch) => self.switch_golfer(seat, &mut events),
            (Phase::Choose, HolesAction::Follow(i)) => {
                self.follow(usize::from(i), &mut events);
                self.settle(&mut events);
            }
            (Phase::Choose, HolesAction::Shoot { stack, dir, path }) => {
                let card = self
                    .shot
                    .as_ref()
                    .and_then(|s| s.stacks.get(usize::from(stack)))
                    .and_then(|st| st.last())
                    .copied()
                    .unwrap_or(Shot(0));
                self.do_shoot(seat, card, dir, usize::from(path), &mut events);
            }
            (Phase::Place, HolesAction::Place(h)) => {
                self.ms.pots[usize::from(h)].push(5);
                events.push(HolesEvent::Placed {
                    seat,
                    hole: usize::from(h),
                });
                self.ms.placing = (seat + 1 < n).then_some(seat + 1);
                if self.ms.placing.is_none() {
                    self.draw_skins_tokens(&mut events);
                    self.start_hole(&mut events);
                }
            }
            (Phase::Target, HolesAction::Keep(h)) => {
                let back = std::mem::take(&mut self.ms.offers[seat]);
                self.ms.bag.extend(back.into_iter().filter(|x| *x != h));
                self.ms.bag.sort_unstable();
                self.ms.targets[seat] = Some(h);
                events.push(HolesEvent::TargetKept { seat });
                if self.round == 0 {
                    self.first_targets(seat + 1, &mut events);
                } else {
                    self.proceed(&mut events);
                }
            }
            (Phase::Extra, HolesAction::Select(c)) => {
                self.hands[seat].retain(|x| *x != c);
                self.selected[seat] = Some(c);
                self.order.push(seat);
                self.turn = self.order.len() - 1;
                self.phase = Phase::Turn;
                events.push(HolesEvent::ExtraTurn { seat });
            }
            (Phase::Extra, HolesAction::Pass) => {
                self.ms.extra.remove(0);
                events.push(HolesEvent::ExtraDeclined { seat });
                self.proceed(&mut events);
            }
            _ => return Err(err("not_now", "That is not something you can do now.")),
        }
        Ok(events)
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

    /// What undo may not take back: a shot card drawn (everyone sees it), the clubs revealed
    /// together, a new draft packet, a card Bunjil looked at or showed. Every other event shows only what the moves themselves
    /// decided.
    fn reveals(event: &HolesEvent, viewer: Seat) -> bool {
        matches!(
            event,
            HolesEvent::Drew { .. } | HolesEvent::Revealed { .. } | HolesEvent::DraftPassed
        ) || matches!(event, HolesEvent::CardShown { .. })
            || matches!(event, HolesEvent::Peeked { seat, .. } if *seat == viewer)
    }

    fn view(&self, seat: Option<Seat>) -> super::view::HolesView {
        super::view::HolesView::of(self, seat)
    }
}

impl Holes18 {
    /// A Big Hit's stack put aside (by the player to the left, or at random when alone).
    fn discard_stack(&mut self, by: Seat, i: usize, events: &mut Vec<HolesEvent>) {
        if let Some(s) = self.shot.as_mut() {
            if i < s.stacks.len() {
                let st = s.stacks.remove(i);
                if let Some(card) = st.last().copied() {
                    events.push(HolesEvent::BigHitDiscarded { seat: by, card });
                }
                s.discarded.extend(st);
            }
        }
    }
}

// ---------- The ways to play (see modes.rs) ----------

impl Holes18 {
    /// After the clubs are dealt: the mode's setup, then the first hole.
    pub(crate) fn begin_play(&mut self, events: &mut Vec<HolesEvent>) {
        let n = self.config.players;
        let holes = self.course.holes.len();
        match self.config.mode {
            Mode::MatchPlay => {}
            Mode::StrokePlay | Mode::Stableford => {
                self.ms.penalties = vec![0; n];
                self.ms.holed = vec![false; n];
            }
            Mode::GolfRacing => {
                self.ms.at_hole = vec![0; n];
                self.ms.cards = vec![vec![None; n]; holes];
            }
            Mode::Skins => {
                self.ms.points = vec![0; n];
                self.ms.pots = vec![Vec::new(); holes];
                self.ms.pots[holes - 1].push(5);
                self.ms.placing = Some(0);
                self.phase = Phase::Place;
                return;
            }
            Mode::ChaosGolf => {
                self.ms.points = vec![0; n];
                self.ms.pots = vec![vec![5, 2]; holes];
                self.ms.landed_tee = vec![false; n];
            }
            Mode::SoloChaos => return self.begin_solo(events),
            Mode::ChaosTeams => {
                self.ms.points = vec![0; n];
                self.ms.pots = vec![vec![1]; holes];
                self.ms.landed_tee = vec![false; n];
                self.ms.spare = vec![self.course.holes[0].tee; n];
                self.ms.playing = vec![0; n];
            }
            Mode::KellyGolf => {
                self.ms.points = vec![0; n];
                self.ms.pots = vec![vec![1]; holes];
                self.ms.landed_tee = vec![false; n];
                self.ms.targets = vec![None; n];
                self.ms.offers = vec![Vec::new(); n];
                self.ms.bag = (0..holes as u8).collect();
                return self.first_targets(0, events);
            }
        }
        self.start_hole(events);
    }

    /// Kelly Golf: the first targets, drawn in seat order from `from`; then the game starts.
    fn first_targets(&mut self, from: Seat, events: &mut Vec<HolesEvent>) {
        for s in from..self.config.players {
            self.offer(s, events);
            if self.ms.choosing().is_some() {
                self.phase = Phase::Target;
                return;
            }
        }
        self.start_hole(events);
    }

    /// Kelly Golf: draw two target tokens for `seat` to choose from (the last one is simply
    /// taken; none left, no target).
    fn offer(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        let k = self.ms.bag.len().min(2);
        let mut drawn = Vec::with_capacity(k);
        for _ in 0..k {
            let i = self.rng.random_range(0..self.ms.bag.len());
            drawn.push(self.ms.bag.swap_remove(i));
        }
        self.ms.bag.sort_unstable();
        events.push(HolesEvent::TargetDrawn { seat, count: k });
        match drawn.len() {
            1 => {
                self.ms.targets[seat] = drawn.first().copied();
                events.push(HolesEvent::TargetKept { seat });
            }
            2 => {
                drawn.sort_unstable();
                self.ms.offers[seat] = drawn;
            }
            _ => {}
        }
    }

    /// Chaos and Kelly Golf: `seat` ended on hole `h`'s green.
    fn claim(&mut self, seat: Seat, h: usize, events: &mut Vec<HolesEvent>) {
        if !self.scorable(seat, h) {
            return;
        }
        let kind = match self.config.mode {
            Mode::ChaosTeams => {
                self.ms.pots[h].clear();
                ClaimKind::Flag
            }
            Mode::ChaosGolf | Mode::SoloChaos => {
                let value = if self.ms.pots[h].contains(&5) { 5 } else { 2 };
                if let Some(i) = self.ms.pots[h].iter().position(|v| *v == value) {
                    self.ms.pots[h].remove(i);
                }
                if value == 5 {
                    ClaimKind::Five
                } else {
                    ClaimKind::Two
                }
            }
            _ => {
                self.ms.pots[h].clear();
                self.ms.bag.retain(|x| usize::from(*x) != h);
                let owner = self.ms.targets.iter().position(|t| *t == Some(h as u8));
                if let Some(o) = owner {
                    self.ms.targets[o] = None;
                    events.push(HolesEvent::TargetRevealed { seat: o, hole: h });
                }
                match owner {
                    Some(o) if o == seat => ClaimKind::OwnTarget,
                    Some(o) => ClaimKind::OtherTarget { of: o },
                    None => ClaimKind::Flag,
                }
            }
        };
        self.ms.points[seat] += kind.points();
        let claim = Claim {
            seat,
            hole: h,
            kind,
            round: self.round,
        };
        self.ms.claims.push(claim);
        events.push(HolesEvent::Claimed { claim });
        // The chaos modes have no shared hole: scoring a green ends the golfer's hole.
        self.golfers_new_hole(seat, events); // golfer hook
        if self.config.mode == Mode::KellyGolf {
            // The game ends at once with the last green.
            if self.ms.pots.iter().all(Vec::is_empty) {
                return self.finish(events);
            }
            match kind {
                ClaimKind::OwnTarget => self.offer(seat, events),
                ClaimKind::OtherTarget { of } => self.offer(of, events),
                _ => {}
            }
        }
    }

    /// Stroke Play, Stableford: the hole ends when everyone is on the green.
    fn end_stroke_round(&mut self, events: &mut Vec<HolesEvent>) {
        if !self.ms.holed.iter().all(|x| *x) {
            return self.start_round(events);
        }
        let strokes: Vec<u16> = (0..self.config.players)
            .map(|s| self.turns_on_hole[s] + self.ms.penalties[s])
            .collect();
        for a in &self.arrived {
            if a.hole_in_one {
                self.hole_in_ones[a.seat] += 1;
            }
        }
        self.ms
            .cards
            .push(strokes.iter().map(|x| Some(*x)).collect());
        events.push(HolesEvent::CardsScored {
            hole: self.hole,
            strokes,
        });
        self.hole += 1;
        if self.hole >= self.course.holes.len() {
            return self.finish(events);
        }
        self.start_hole(events);
    }

    /// Golf Racing: who reached their green goes on to their next tee; the race ends with the
    /// round in which someone reaches the last green.
    fn end_race_round(&mut self, events: &mut Vec<HolesEvent>) {
        let last = self.course.holes.len() - 1;
        for a in std::mem::take(&mut self.arrived) {
            let s = a.seat;
            let h = self.ms.at_hole[s];
            let strokes = self.turns_on_hole[s];
            self.ms.cards[h][s] = Some(strokes);
            if a.hole_in_one {
                self.hole_in_ones[s] += 1;
            }
            events.push(HolesEvent::RacerHoled {
                seat: s,
                hole: h,
                strokes,
                hole_in_one: a.hole_in_one,
            });
            if h >= last {
                self.ms.finished.push(s);
            } else {
                self.ms.at_hole[s] = h + 1;
                self.pos[s] = self.course.holes[h + 1].tee;
                self.turns_on_hole[s] = 0;
                self.water[s] = Water::Dry;
                self.golfers_new_hole(s, events); // golfer hook: a racer's own new hole
            }
        }
        self.hole = self.ms.at_hole.iter().copied().max().unwrap_or(0);
        if !self.ms.finished.is_empty() {
            return self.finish(events);
        }
        self.start_round(events);
    }

    /// Skins: one player alone on the green takes its pot; a tie carries it on.
    fn end_skins_round(&mut self, events: &mut Vec<HolesEvent>) {
        if self.arrived.is_empty() {
            return self.start_round(events);
        }
        let holes = self.course.holes.len();
        let hole = self.hole;
        let seats: Vec<Seat> = self.arrived.iter().map(|a| a.seat).collect();
        for a in std::mem::take(&mut self.arrived) {
            if a.hole_in_one {
                self.hole_in_ones[a.seat] += 1;
            }
        }
        let playoff = !self.ms.playoff.is_empty();
        let pot = std::mem::take(&mut self.ms.pots[hole]);
        let value: u8 = pot.iter().sum();
        if let [winner] = seats[..] {
            self.ms.points[winner] += i32::from(value);
            let skin = Skin {
                hole,
                winner: Some(winner),
                value,
                tied: Vec::new(),
                playoff,
            };
            self.ms.skins.push(skin.clone());
            events.push(HolesEvent::Skin { skin, next: None });
            if playoff {
                self.ms.champion = Some(winner);
                self.ms.playoff.clear();
                return self.finish(events);
            }
            if hole + 1 >= holes {
                return self.skins_after_last(Vec::new(), Vec::new(), events);
            }
            self.hole += 1;
            return self.start_hole(events);
        }
        // Tied: the pot goes on to the next green.
        let next = if playoff || hole + 1 < holes {
            Some((hole + 1) % holes)
        } else {
            None
        };
        let skin = Skin {
            hole,
            winner: None,
            value,
            tied: seats.clone(),
            playoff,
        };
        self.ms.skins.push(skin.clone());
        events.push(HolesEvent::Skin { skin, next });
        match next {
            Some(h) => {
                self.ms.pots[h].extend(pot);
                if playoff {
                    // Only the tied players go on.
                    self.ms.playoff = seats;
                }
                self.hole = h;
                self.start_hole(events);
            }
            None => self.skins_after_last(seats, pot, events),
        }
    }

    /// Skins after the last green: elimination holes if its tie could decide the winner, or if
    /// the leaders are level; otherwise the leader wins.
    fn skins_after_last(&mut self, tied: Vec<Seat>, pot: Vec<u8>, events: &mut Vec<HolesEvent>) {
        let n = self.config.players;
        let value: i32 = pot.iter().map(|v| i32::from(*v)).sum();
        let leaders = |points: &[i32]| -> Vec<Seat> {
            let best = points.iter().copied().max().unwrap_or(0);
            (0..n).filter(|s| points[*s] == best).collect()
        };
        let outcomes: Vec<Vec<Seat>> = tied
            .iter()
            .map(|&p| {
                let mut pts = self.ms.points.clone();
                pts[p] += value;
                leaders(&pts)
            })
            .collect();
        let decides = value > 0 && outcomes.iter().any(|o| *o != outcomes[0]);
        let players = if decides {
            tied
        } else {
            leaders(&self.ms.points)
        };
        if players.len() < 2 {
            return self.finish(events);
        }
        self.ms.pots[0] = if decides { pot } else { Vec::new() };
        for &s in &players {
            self.reset_hand(s, events);
        }
        events.push(HolesEvent::Playoff {
            seats: players.clone(),
            hole: 0,
        });
        self.ms.playoff = players;
        self.hole = 0;
        self.start_hole(events);
    }

    /// Skins: after the last 5-point token is placed, a random 1 or 2 on every bare green.
    fn draw_skins_tokens(&mut self, events: &mut Vec<HolesEvent>) {
        let mut tokens: Vec<u8> = [1u8, 2].iter().flat_map(|v| [*v; 18]).collect();
        shuffle(&mut tokens, &mut self.rng);
        for pot in self.ms.pots.iter_mut() {
            if pot.is_empty() {
                pot.extend(tokens.pop());
            }
        }
        events.push(HolesEvent::PotsSet {
            pots: self.ms.pots.clone(),
        });
    }
}

// ---------- Solo Chaos Golf ----------

/// Solo Chaos Golf's three automated opponents.
pub const OPPONENTS: usize = 3;

impl Holes18 {
    /// Solo setup: 18 target tokens (the course's hole numbers, repeated to 18) in three
    /// face-down stacks of six, the top one turned up; five of the clubs left to each opponent,
    /// face down; the solo deck built to its rank and its first card turned up.
    fn begin_solo(&mut self, events: &mut Vec<HolesEvent>) {
        let holes = self.course.holes.len();
        self.ms.points = vec![0];
        self.ms.pots = vec![vec![5, 2]; holes];
        self.ms.landed_tee = vec![false];
        self.ms.opp_points = vec![0; OPPONENTS];
        let mut tokens: Vec<u8> = (0..18).map(|i| (i % holes) as u8).collect();
        shuffle(&mut tokens, &mut self.rng);
        self.ms.opp_targets = tokens.chunks(6).map(<[u8]>::to_vec).collect();
        shuffle(&mut self.unused, &mut self.rng);
        self.ms.opp_clubs = (0..OPPONENTS)
            .map(|_| {
                let at = self.unused.len().saturating_sub(5);
                self.unused.split_off(at)
            })
            .collect();
        self.unused.sort_unstable();
        self.ms.opp_shown = vec![None; OPPONENTS];
        let rank = self
            .config
            .solo_rank
            .unwrap_or_else(|| solo_par(&self.config.course));
        let mut cards: Vec<u8> = (0..solo_cards().len() as u8).collect();
        shuffle(&mut cards, &mut self.rng);
        let (deck, actual) = build_solo_deck(rank, &cards);
        self.ms.solo_deck = deck;
        self.ms.rank = actual;
        self.ms.solo_card = self.ms.solo_deck.pop();
        self.ms.solo_mark = 0;
        events.push(HolesEvent::SoloTurn {
            card: self.ms.solo_card,
        });
        self.start_hole(events);
    }

    /// Solo: is the turn under the marker a combined scoring turn?
    pub fn solo_combined(&self) -> bool {
        self.ms.solo_card.is_some_and(|c| {
            solo_cards()[usize::from(c)]
                .turns
                .get(usize::from(self.ms.solo_mark))
                .copied()
                .unwrap_or(false)
        })
    }

    fn check_opp_peek(&self, o: usize) -> Result<(), RuleError> {
        if self.config.mode != Mode::SoloChaos || o >= self.ms.opp_clubs.len() {
            return Err(err("not_now", "There is no opponent's club to look at."));
        }
        if !self.solo_combined() {
            return Err(err(
                "not_combined",
                "Opponents' clubs matter only on a combined scoring turn.",
            ));
        }
        if self.ms.opp_shown[o].is_some() {
            return Err(err(
                "already_shown",
                "That opponent's club is already face up.",
            ));
        }
        Ok(())
    }

    /// Takes the largest token left on hole `h`'s green for an opponent.
    fn opp_take(&mut self, o: usize, h: usize, events: &mut Vec<HolesEvent>) -> i32 {
        let pot = &mut self.ms.pots[h];
        let Some(i) = (0..pot.len()).max_by_key(|i| pot[*i]) else {
            return 0;
        };
        let v = pot.remove(i);
        let kind = if v == 5 {
            ClaimKind::Five
        } else {
            ClaimKind::Two
        };
        let claim = Claim {
            seat: 1 + o,
            hole: h,
            kind,
            round: self.round,
        };
        self.ms.claims.push(claim);
        events.push(HolesEvent::Claimed { claim });
        self.ms.opp_points[o] += kind.points();
        kind.points()
    }

    /// The end of the player's turn: on a combined turn the opponents score their targets
    /// (a green the player also reached is decided by the opponent's top club against the
    /// player's); then the player's green; then the marker moves on.
    fn solo_scoring(&mut self, events: &mut Vec<HolesEvent>) {
        self.ms.solo_scored = true;
        let landed = self.ms.landed_green.take();
        let mut contested = false;
        if self.solo_combined() {
            for o in 0..OPPONENTS {
                let Some(t) = self.ms.opp_targets[o].last().map(|t| usize::from(*t)) else {
                    continue;
                };
                let mut points = 0;
                match landed {
                    Some((h, init)) if usize::from(h) == t => {
                        contested = true;
                        let club = self.ms.opp_clubs[o].pop();
                        if let Some(club) = club {
                            // The flipped club goes under its pile.
                            self.ms.opp_clubs[o].insert(0, club);
                            self.ms.opp_shown[o] = Some(club);
                            events.push(HolesEvent::OppClub {
                                opp: o,
                                club,
                                contest: true,
                            });
                        }
                        if club.is_some_and(|c| c.init() < init) {
                            points = self.opp_take(o, t, events);
                            self.claim(0, t, events);
                        } else {
                            self.claim(0, t, events);
                            points = self.opp_take(o, t, events);
                        }
                    }
                    _ => points += self.opp_take(o, t, events),
                }
                self.ms.opp_targets[o].pop();
                events.push(HolesEvent::OppScored {
                    opp: o,
                    hole: t,
                    points,
                    next: self.ms.opp_targets[o].last().map(|x| usize::from(*x)),
                });
            }
        }
        if let (Some((h, _)), false) = (landed, contested) {
            self.claim(0, usize::from(h), events);
        }
        // The turn marker moves on; past the card's end, the next card (the used ones are
        // shuffled back if the deck runs out).
        self.ms.solo_mark += 1;
        let len = self
            .ms
            .solo_card
            .map_or(0, |c| solo_cards()[usize::from(c)].turns.len());
        let mut card = None;
        if usize::from(self.ms.solo_mark) >= len {
            self.ms.solo_used.extend(self.ms.solo_card.take());
            if self.ms.solo_deck.is_empty() {
                self.ms.solo_deck = std::mem::take(&mut self.ms.solo_used);
                shuffle(&mut self.ms.solo_deck, &mut self.rng);
            }
            self.ms.solo_card = self.ms.solo_deck.pop();
            self.ms.solo_mark = 0;
            card = self.ms.solo_card;
        }
        events.push(HolesEvent::SoloTurn { card });
    }
}

// ---------- Chaos Teams ----------

impl Holes18 {
    pub(crate) fn check_switch(&self) -> Result<(), RuleError> {
        if self.config.mode != Mode::ChaosTeams {
            return Err(err("not_now", "Only a team has another golfer to play."));
        }
        if self.ms.in_extra {
            return Err(err(
                "extra_turn_golfer",
                "An extra turn belongs to the golfer that landed on the tee box.",
            ));
        }
        if self.ms.switched {
            return Err(err(
                "already_switched",
                "You have already chosen your golfer this turn.",
            ));
        }
        Ok(())
    }

    /// The team's other golfer becomes the one played (its ball where the other was).
    fn switch_golfer(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        std::mem::swap(&mut self.pos[seat], &mut self.ms.spare[seat]);
        self.ms.playing[seat] ^= 1;
        self.ms.switched = true;
        events.push(HolesEvent::Switched { seat });
    }
}
