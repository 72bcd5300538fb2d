//! GREEN: the rules engine. Section names follow the rulebook: Preparation, Playing the Game
//! (1. Draw a Golf Club, 2. Hit the Ball, 3. Retire From the Hole), The clubs, Obstacles along
//! the course, End of the Hole and Scoring, New Hole, End of the Game, Pro Golfers.
//!
//! This file holds the types, the hand and `impl Game`, whose `apply` hands each move to its
//! room: `turn` (whose move, passing the turn, retiring, the hand limit), `market` (drawing),
//! `shot` (checking and playing a hit), `course` (where a ball lands), `golfers` (Pro Golfers),
//! `hole` (a hole's start and end, taking clubs back) and `scoring` (points and winners).
//!
//! Readings where the rulebook is silent or open (a table's most likely call, tested in tests/):
//! - The hole is a line: the tee (any number of balls), the course spaces from the tee side, the
//!   green one space after the last course space, then the rough. From the rough the green is 1
//!   space away: a strike of exactly 1 reaches it; 0 stays; 2 or more passes it, back to the rough.
//! - Wind tables: a wind-read club prints one strike per die face (pairs of faces share a column
//!   on the printed Wood); the hole's die picks it.
//! - A shot's strike = the card value (the chosen value for Putters and choice Irons) + the height
//!   or - the bunker of the space it starts from, + 2 for a first-club Wood power, + 2 for Sand
//!   King, never below 0. A choice club's action names the resulting strike. Strike 0 is a shot
//!   that does not move (it still counts).
//! - Full space or lake: "the first previous empty space" is found walking back from the landing
//!   space towards the ball's start; the start always has room (the ball's own circle), so a ball
//!   never goes back past where it was. A lake is never free. The forward skip (Wedge, Ultra Lob)
//!   walks on towards the green; if every space is taken the ball reaches the green.
//! - A power is used only when it changes the shot: a power (own or borrowed) or a golfer is
//!   refused if the ball would end in the same place without it (using no power earns a token,
//!   and paying for nothing helps only the opponent). The Chipper's discard always changes the
//!   count, a Hybrid pair always changes the shot, an Iron's chain needs a club left in hand.
//! - Borrowing: an opponent's last club is the last card of their row of played clubs on this
//!   hole; pocketed players still have theirs (the rulebook's Helen and Luke example), retired
//!   players took theirs back. The borrowed power acts as printed on the club you play. A power
//!   your own club already has is not bought (a Hybrid pair needs two Hybrids in your hand, so it
//!   is never borrowed).
//! - Strokes: every club in your row is a shot, so an Iron and the club it chains are two; two
//!   Hybrids played together are one row entry, one shot; a discarded Chipper is not in the row.
//!   The chained club is played at once from where the ball now lies, with its own power choice
//!   (and its own token if it uses none). The Wood's "first club on a hole" means no club at all
//!   was played on this hole yet, discarded Chippers included.
//! - After pocketing, your turn is only the advance of your ball on the progression card, to the
//!   next free space (hopping over taken ones); past 16 the hole ends at once. Retired players'
//!   turns are skipped.
//! - The progression card has one space per score 0 to 16 (house data). A pocketed ball goes on
//!   the highest free space at or below its points; if none is free it waits beside the card
//!   (worth 0) and enters at the lowest free space on its next advance.
//! - Four or more under par (possible with a discarded Chipper or a Hybrid pair) scores as a
//!   Condor, 15.
//! - Hands start empty (the rulebook deals no clubs), so the first turns are draws. The first
//!   player of the first hole is drawn at random.
//! - An Iron's power is the choice to play another club, so once it is used the next club must
//!   follow at once (the turn cannot end on it).
//! - Hand limit 8 everywhere: drawing needs 7 or fewer; taking clubs back stops at 8; a retired
//!   player, and a player whose ball is taken off when the hole ends, discard down to 8 (their
//!   choice, one club at a time).
//! - Drawing: the refresh is part of the draw, so after paying for one you must draw (or refresh
//!   again). An empty deck is rebuilt from the whole shuffled discard pile; if no club is left
//!   anywhere a market place stays empty. A refresh needs something to refresh.
//! - Taking back: "two different clubs" means two clubs of different types; "all the clubs you
//!   want of one single type" any number of one type. Players decide in seat order.
//! - New hole: "lowest score" is the running total; ties are broken at random.
//! - Pro Golfers: chosen in turn order from the first player. One golfer power per turn (in an
//!   Iron chain, on any one of its shots). Golfer powers are not club powers, so a shot using only
//!   a golfer still earns the token. Wind Master moves the wind by 1 or 2 within 1-6. From Far
//!   Away pockets whenever the ball reaches the green exactly, from the rough too. Sand King's +2
//!   adds to a Wedge's ignored bunker.
//! - Ties for the win: most caddie tokens; if still tied, the win is shared.

use crate::core::deck::Deck;
pub(crate) use crate::core::game::err;
use crate::core::game::{Game, RuleError, Seat};
use crate::core::rng::{rng_from_seed, GameRng, Seed};
use crate::core::sort::sort_short;
use crate::games::green::cards::{full_set, Club, Kind, Space};
use serde::{Deserialize, Serialize};

// One file per part of the rulebook; each adds methods to `Green`.
mod course;
mod golfers;
mod hole;
mod market;
mod scoring;
mod shot;
mod turn;

pub use course::Outcome;
pub use scoring::{hand_bonus, hole_points};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;
/// Par of the three holes: one course card per stroke of par.
pub const PARS: [u8; 3] = [3, 4, 5];
pub const HAND_LIMIT: usize = 8;
pub const MARKET: usize = 4;
pub const START_TOKENS: u8 = 4;
pub const TOKENS: u8 = 20;
pub const RETIRE_POINTS: i32 = -1;

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GreenConfig {
    pub players: usize,
    /// The Pro Golfers variant.
    #[serde(default, skip_serializing_if = "is_false")]
    pub pro_golfers: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Golfer {
    FarAway,
    SandKing,
    WindMaster,
    UltraLob,
}

impl Golfer {
    pub fn name(self) -> &'static str {
        match self {
            Golfer::FarAway => "From Far Away",
            Golfer::SandKing => "Sand King",
            Golfer::WindMaster => "Wind Master",
            Golfer::UltraLob => "Ultra Lob",
        }
    }
    pub const ALL: [Golfer; 4] = [
        Golfer::FarAway,
        Golfer::SandKing,
        Golfer::WindMaster,
        Golfer::UltraLob,
    ];
}

/// A golfer's power as used on one shot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GolferUse {
    /// Pocket without a Putter.
    FarAway,
    /// +2 for a shot starting in a bunker.
    SandKing,
    /// The wind for this shot moves by this much (-2, -1, 1 or 2).
    WindMaster(i8),
    /// On an occupied space, go on to the next free one.
    UltraLob,
}

impl GolferUse {
    pub fn golfer(self) -> Golfer {
        match self {
            GolferUse::FarAway => Golfer::FarAway,
            GolferUse::SandKing => Golfer::SandKing,
            GolferUse::WindMaster(_) => Golfer::WindMaster,
            GolferUse::UltraLob => Golfer::UltraLob,
        }
    }
}

/// A club power as used on one shot (the club's own, or an opponent's last club's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Power {
    /// Wood: +2 if it is the first club you play on the hole.
    FirstClub,
    /// Putter: pocket the ball if it ends exactly on the green.
    Pocket,
    /// Hybrid: play this second Hybrid with it, adding the strikes; one shot.
    Pair(Club),
    /// Iron: play another club at once.
    Chain,
    /// Wedge: on an occupied space, go on to the next free one.
    Skip,
    /// Wedge: ignore the bunker the shot starts from.
    IgnoreBunker,
    /// Chipper: discard the club after the shot; it is not counted.
    Discard,
}

impl Power {
    /// The club type that prints this power.
    pub fn kind(self) -> Kind {
        match self {
            Power::FirstClub => Kind::Wood,
            Power::Pocket => Kind::Putter,
            Power::Pair(_) => Kind::Hybrid,
            Power::Chain => Kind::Iron,
            Power::Skip | Power::IgnoreBunker => Kind::Wedge,
            Power::Discard => Kind::Chipper,
        }
    }
    fn of_kind(kind: Kind) -> &'static [Power] {
        match kind {
            Kind::Wood => &[Power::FirstClub],
            Kind::Putter => &[Power::Pocket],
            Kind::Hybrid => &[],
            Kind::Iron => &[Power::Chain],
            Kind::Wedge => &[Power::Skip, Power::IgnoreBunker],
            Kind::Chipper => &[Power::Discard],
        }
    }
}

fn is_none<T>(o: &Option<T>) -> bool {
    o.is_none()
}

/// One hit: the club, the strike it gives (after bunker, height and bonuses), the power used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Shot {
    pub club: Club,
    pub strike: u8,
    #[serde(default, skip_serializing_if = "is_none")]
    pub power: Option<Power>,
    /// The power is the last club of this opponent, bought with a caddie token.
    #[serde(default, skip_serializing_if = "is_none")]
    pub from: Option<Seat>,
    #[serde(default, skip_serializing_if = "is_none")]
    pub golfer: Option<GolferUse>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GreenAction {
    /// Pro Golfers: choose your golfer.
    Golfer(Golfer),
    /// Pay a caddie token to replace all four clubs on display (then draw).
    Refresh,
    /// Take the club at this place of the display (0-3).
    Draw(u8),
    Hit(Shot),
    Retire,
    /// Put a club from your hand on the discard pile (down to 8).
    Discard(Club),
    /// End of the hole: pay a token to take this played club back into your hand.
    TakeBack(Club),
    /// End of the hole: take nothing (more) back.
    Done,
}

/// Where a ball is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Ball {
    Tee,
    /// A course space, 0 nearest the tee.
    Space(u8),
    Rough,
    Pocketed,
    Retired,
    /// Taken off when the hole ended before it was pocketed.
    Out,
}

impl Ball {
    pub fn in_play(self) -> bool {
        matches!(self, Ball::Tee | Ball::Space(_) | Ball::Rough)
    }
}

/// A pocketed ball on the scoring progression card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// No free space was left at or below its points: beside the card, worth 0.
    Waiting,
    /// On this space of the card (an index into `progression()`).
    Space(u8),
    /// Past the last space: scores the last space's points.
    Beyond,
}

/// One entry of a player's row of played clubs: one shot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Played {
    pub club: Club,
    /// The second Hybrid played together with it.
    #[serde(default, skip_serializing_if = "is_none")]
    pub pair: Option<Club>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, ts(rename = "GreenPhase"))]
pub enum Phase {
    /// Pro Golfers: players choose their golfer in turn.
    Golfers,
    Play,
    /// Players decide what to take back (or discard down to 8).
    HoleEnd,
    GameOver,
}

/// Where the player whose turn it is stands within the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Draw, hit or retire.
    Start,
    /// A refresh was paid for: draw (or refresh again).
    Drawing,
    /// An Iron's power: play another club.
    Chain,
    /// Retired with more than 8 clubs: discard down to 8.
    Discarding,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum GreenEvent {
    HoleStarted {
        hole: usize,
        par: u8,
        cards: Vec<u8>,
        wind: u8,
        first: Seat,
    },
    GolferChosen {
        seat: Seat,
        golfer: Golfer,
    },
    MarketRefreshed {
        seat: Seat,
        market: [Option<Club>; MARKET],
    },
    Drew {
        seat: Seat,
        slot: u8,
        club: Club,
        replacement: Option<Club>,
    },
    DeckReshuffled {
        cards: usize,
    },
    Hit {
        seat: Seat,
        club: Club,
        #[serde(default, skip_serializing_if = "is_none")]
        pair: Option<Club>,
        strike: u8,
        #[serde(default, skip_serializing_if = "is_none")]
        power: Option<Power>,
        #[serde(default, skip_serializing_if = "is_none")]
        from: Option<Seat>,
        #[serde(default, skip_serializing_if = "is_none")]
        golfer: Option<GolferUse>,
        /// The wind the club read when Wind Master moved it (within the die's 1 to 6).
        #[serde(default, skip_serializing_if = "is_none")]
        wind: Option<u8>,
        start: Ball,
        end: Ball,
        /// A caddie token was taken from the supply (no club power used).
        token: bool,
    },
    /// `points` by the strokes; `scored`, the points of the space the ball took (fewer when
    /// that space was full).
    Pocketed {
        seat: Seat,
        strokes: usize,
        points: i32,
        mark: Mark,
        scored: i32,
    },
    Advanced {
        seat: Seat,
        mark: Mark,
        points: i32,
    },
    Retired {
        seat: Seat,
    },
    Discarded {
        seat: Seat,
        club: Club,
    },
    /// The hole ended before this ball was pocketed: off the course, clubs back to hand.
    TakenOff {
        seat: Seat,
    },
    HoleEnded {
        hole: usize,
        points: Vec<i32>,
    },
    TookBack {
        seat: Seat,
        club: Club,
    },
    GameEnded {
        bonus: Vec<i32>,
        totals: Vec<i32>,
        winners: Vec<Seat>,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Green {
    pub(crate) config: GreenConfig,
    pub(crate) rng: GameRng,
    pub(crate) phase: Phase,
    pub(crate) step: Step,
    /// Whose turn it is (or who chooses a golfer, or who decides at the end of the hole).
    pub(crate) turn: Seat,
    /// 0, 1 or 2.
    pub(crate) hole: usize,
    /// The course cards of this hole, tee side first.
    pub(crate) course: Vec<u8>,
    /// Their spaces in a line, tee side first.
    pub(crate) spaces: Vec<Space>,
    pub(crate) wind: u8,
    pub(crate) balls: Vec<Ball>,
    pub(crate) marks: Vec<Option<Mark>>,
    /// Kept sorted.
    pub(crate) hands: Vec<Vec<Club>>,
    pub(crate) rows: Vec<Vec<Played>>,
    /// Clubs played on this hole, counted or not (for the Wood's first-club power).
    pub(crate) shots: Vec<u8>,
    /// Turns begun on this hole (public; bots use it).
    pub(crate) turns: Vec<u16>,
    pub(crate) market: [Option<Club>; MARKET],
    pub(crate) deck: Deck<Club>,
    pub(crate) tokens: Vec<u8>,
    pub(crate) supply: u8,
    pub(crate) golfers: Vec<Option<Golfer>>,
    pub(crate) golfer_used: bool,
    /// Points of each finished hole, one entry per seat.
    pub(crate) points: Vec<Vec<i32>>,
    /// End-of-game bonus (empty until the game ends).
    pub(crate) bonus: Vec<i32>,
    /// End of hole: seats still to decide, in order; the first decides now.
    pub(crate) pending: Vec<Seat>,
    /// End of hole: what the deciding seat has taken back so far.
    pub(crate) taken: Vec<Club>,
    /// Who started this hole.
    pub(crate) first: Seat,
}

impl Green {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn hole(&self) -> usize {
        self.hole
    }
    pub fn par(&self) -> u8 {
        PARS[self.hole.min(2)]
    }
    pub fn wind(&self) -> u8 {
        self.wind
    }
    pub fn spaces(&self) -> &[Space] {
        &self.spaces
    }
    pub fn balls(&self) -> &[Ball] {
        &self.balls
    }
    pub fn hand(&self, seat: Seat) -> &[Club] {
        &self.hands[seat]
    }
    pub fn row(&self, seat: Seat) -> &[Played] {
        &self.rows[seat]
    }
    pub fn tokens(&self) -> &[u8] {
        &self.tokens
    }
    pub fn supply(&self) -> u8 {
        self.supply
    }
    pub fn points(&self) -> &[Vec<i32>] {
        &self.points
    }
    pub fn marks(&self) -> &[Option<Mark>] {
        &self.marks
    }

    /// Every club wherever it is: hands, rows, display, deck, discard (conservation checks).
    pub fn all_clubs(&self) -> Vec<Club> {
        let mut all: Vec<Club> = self.hands.iter().flatten().copied().collect();
        for p in self.rows.iter().flatten() {
            all.push(p.club);
            all.extend(p.pair);
        }
        all.extend(self.market.iter().flatten());
        all.extend(self.deck.draw.iter());
        all.extend(self.deck.discard.iter());
        all
    }

    /// Tokens in hands and in the supply (always 20).
    pub fn all_tokens(&self) -> u32 {
        self.tokens.iter().map(|t| u32::from(*t)).sum::<u32>() + u32::from(self.supply)
    }

    fn count_in_hand(&self, seat: Seat, club: Club) -> usize {
        self.hands[seat].iter().filter(|c| **c == club).count()
    }

    fn take_from_hand(&mut self, seat: Seat, club: Club) -> bool {
        match self.hands[seat].iter().position(|c| *c == club) {
            Some(i) => {
                self.hands[seat].remove(i);
                true
            }
            None => false,
        }
    }

    fn add_to_hand(&mut self, seat: Seat, club: Club) {
        let hand = &mut self.hands[seat];
        let at = hand.partition_point(|c| *c <= club);
        hand.insert(at, club);
    }

    /// Played clubs back into the hand (retiring, or taken off at the end of the hole).
    fn clubs_back(&mut self, seat: Seat) {
        let row = std::mem::take(&mut self.rows[seat]);
        for p in row {
            self.add_to_hand(seat, p.club);
            if let Some(q) = p.pair {
                self.add_to_hand(seat, q);
            }
        }
    }
}

/// Each club of a hand once, in the hand's order: a hand is kept sorted (`add_to_hand`), so a
/// repeat follows its first. One Discard per kind of club, and one try per club when listing
/// shots.
fn distinct(hand: &[Club]) -> impl Iterator<Item = Club> + '_ {
    hand.iter()
        .enumerate()
        .filter(|&(i, club)| i == 0 || hand[i - 1] != *club)
        .map(|(_, &club)| club)
}

impl Game for Green {
    type Config = GreenConfig;
    type Action = GreenAction;
    type View = super::view::GreenView;
    type Event = GreenEvent;
    const ID: &'static str = "green";

    fn reveals(event: &GreenEvent, viewer: Seat) -> bool {
        match event {
            // A new hole's course and wind, new clubs in the market.
            GreenEvent::HoleStarted { .. } | GreenEvent::MarketRefreshed { .. } => true,
            // A club refilling the market is seen by all; the club drawn by its drawer.
            GreenEvent::Drew {
                seat, replacement, ..
            } => replacement.is_some() || *seat == viewer,
            // A club leaving someone else's hidden hand.
            GreenEvent::Hit { seat, .. } | GreenEvent::Discarded { seat, .. } => *seat != viewer,
            GreenEvent::GameEnded { .. } => true,
            _ => false,
        }
    }

    fn validate(config: &GreenConfig) -> Result<(), RuleError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&config.players) {
            return Err(err(
                "bad_players",
                format!(
                    "GREEN is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}.",
                    config.players
                ),
            ));
        }
        Ok(())
    }

    fn new(config: &GreenConfig, seed: impl Into<Seed>) -> Result<Self, RuleError> {
        Self::validate(config)?;
        let n = config.players;
        let mut rng = rng_from_seed(seed);
        let mut deck = Deck::shuffled(full_set().to_vec(), &mut rng);
        let market = core::array::from_fn(|_| deck.draw.pop());
        let mut g = Green {
            config: config.clone(),
            rng,
            phase: Phase::Play,
            step: Step::Start,
            turn: 0,
            hole: 0,
            course: Vec::new(),
            spaces: Vec::new(),
            wind: 1,
            balls: vec![Ball::Tee; n],
            marks: vec![None; n],
            hands: vec![Vec::new(); n],
            rows: vec![Vec::new(); n],
            shots: vec![0; n],
            turns: vec![0; n],
            market,
            deck,
            tokens: vec![START_TOKENS; n],
            supply: TOKENS - START_TOKENS * n as u8,
            golfers: vec![None; n],
            golfer_used: false,
            points: Vec::new(),
            bonus: Vec::new(),
            pending: Vec::new(),
            taken: Vec::new(),
            first: 0,
        };
        // The first hole's layout, wind and starting player; the events of set up are not
        // reported (the first view shows them).
        g.start_hole(&mut Vec::new());
        if config.pro_golfers {
            g.phase = Phase::Golfers;
            g.turns[g.first] = 0;
        }
        Ok(g)
    }

    fn config(&self) -> &GreenConfig {
        &self.config
    }

    fn num_seats(&self) -> usize {
        self.config.players
    }

    fn to_move(&self) -> Vec<Seat> {
        match self.phase {
            Phase::GameOver => Vec::new(),
            _ => vec![self.turn],
        }
    }

    /// `to_move`'s first, without building the list (playouts ask at every step).
    fn first_to_move(&self) -> Option<Seat> {
        (self.phase != Phase::GameOver).then_some(self.turn)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<GreenAction> {
        // Room for a turn's usual moves (draws and a hand's shots), so the list rarely grows.
        let mut out = Vec::with_capacity(32);
        self.legal_actions_into(seat, &mut out);
        out
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<GreenAction>) {
        out.clear();
        if seat >= self.config.players || seat != self.turn {
            return;
        }
        let hand = &self.hands[seat];
        match (self.phase, self.step) {
            (Phase::Golfers, _) => {
                for g in Golfer::ALL {
                    if !self.golfers.contains(&Some(g)) {
                        out.push(GreenAction::Golfer(g));
                    }
                }
            }
            (Phase::Play, Step::Start | Step::Drawing) => {
                if hand.len() < HAND_LIMIT {
                    for (i, m) in self.market.iter().enumerate() {
                        if m.is_some() {
                            out.push(GreenAction::Draw(i as u8));
                        }
                    }
                    if self.tokens[seat] > 0 && (!self.market_empty() || !self.deck.draw.is_empty())
                    {
                        out.push(GreenAction::Refresh);
                    }
                }
                if self.step == Step::Start {
                    self.legal_shots_into(seat, out);
                    out.push(GreenAction::Retire);
                }
            }
            (Phase::Play, Step::Chain) => self.legal_shots_into(seat, out),
            (Phase::Play, Step::Discarding) => {
                out.extend(distinct(hand).map(GreenAction::Discard));
            }
            (Phase::HoleEnd, _) => {
                if self.balls[seat] == Ball::Pocketed {
                    let mut row: Vec<Club> = self.rows[seat]
                        .iter()
                        .flat_map(|p| std::iter::once(p.club).chain(p.pair))
                        .collect();
                    sort_short(&mut row);
                    row.dedup();
                    out.extend(
                        row.into_iter()
                            .filter(|c| self.may_take_back(seat, *c))
                            .map(GreenAction::TakeBack),
                    );
                    out.push(GreenAction::Done);
                } else {
                    out.extend(distinct(hand).map(GreenAction::Discard));
                }
            }
            (Phase::GameOver, _) => {}
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &GreenAction,
        events: &mut Vec<GreenEvent>,
    ) -> Result<(), RuleError> {
        self.check_turn(seat, action)?;
        match *action {
            GreenAction::Golfer(g) => self.choose_golfer(seat, g, events)?,
            GreenAction::Refresh => self.refresh(seat, events)?,
            GreenAction::Draw(slot) => self.draw(seat, slot, events)?,
            GreenAction::Hit(shot) => {
                let out = self.check_shot(seat, &shot)?;
                self.hit(seat, &shot, out, events);
            }
            GreenAction::Retire => self.retire(seat, events),
            GreenAction::Discard(club) => self.discard(seat, club, events)?,
            GreenAction::TakeBack(club) => self.take_back(seat, club, events)?,
            GreenAction::Done => self.done_taking_back(seat, events),
        }
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    fn scores(&self) -> Vec<i32> {
        (0..self.config.players)
            .map(|s| {
                self.points
                    .iter()
                    .map(|h| h.get(s).copied().unwrap_or(0))
                    .sum::<i32>()
                    + self.bonus.get(s).copied().unwrap_or(0)
            })
            .collect()
    }

    fn lower_is_better(&self) -> bool {
        false
    }

    /// Most points, then most caddie tokens (`Green::winners`, in scoring.rs).
    fn winners(&self) -> Vec<Seat> {
        Green::winners(self)
    }

    fn view(&self, seat: Option<Seat>) -> super::view::GreenView {
        super::view::GreenView::of(self, seat)
    }
}
