//! GREEN: the rules engine. Section names follow the rulebook: Preparation, Playing the Game
//! (1. Draw a Golf Club, 2. Hit the Ball, 3. Retire From the Hole), The clubs, Obstacles along
//! the course, End of the Hole and Scoring, New Hole, End of the Game, Pro Golfers.
//!
//! Readings where the rulebook is silent or open (a table's most likely call, tested in tests.rs):
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

use super::cards::{course_cards, full_set, progression, Club, Kind, Space};
use crate::core::deck::Deck;
use crate::core::game::{Game, RuleError, Seat};
use crate::core::rng::{rng_from_seed, shuffle, GameRng, Rng};
use serde::{Deserialize, Serialize};

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
pub struct GreenConfig {
    pub players: usize,
    /// The Pro Golfers variant.
    #[serde(default, skip_serializing_if = "is_false")]
    pub pro_golfers: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
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
pub struct Played {
    pub club: Club,
    /// The second Hybrid played together with it.
    #[serde(default, skip_serializing_if = "is_none")]
    pub pair: Option<Club>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
        start: Ball,
        end: Ball,
        /// A caddie token was taken from the supply (no club power used).
        token: bool,
    },
    Pocketed {
        seat: Seat,
        strokes: usize,
        points: i32,
        mark: Mark,
    },
    Advanced {
        seat: Seat,
        mark: Mark,
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

fn err(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message)
}

/// The points for a hole from the strokes played and its par (the scoring table card).
pub fn hole_points(strokes: usize, par: u8) -> i32 {
    let diff = strokes as i64 - i64::from(par);
    match diff {
        i64::MIN..=-4 => 15,
        -3 => 11,
        -2 => 8,
        -1 => 5,
        0 => 3,
        1 => 1,
        _ => 0,
    }
}

/// End of the Game: one point per different type in hand, or one per club of the best type.
pub fn hand_bonus(hand: &[Club]) -> i32 {
    let mut count = [0i32; 6];
    for c in hand {
        count[c.kind().index()] += 1;
    }
    let types = count.iter().filter(|c| **c > 0).count() as i32;
    types.max(count.iter().copied().max().unwrap_or(0))
}

/// The result of a shot before it is carried out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub strike: u8,
    pub end: Ball,
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

    /// The green, counted in steps from the tee.
    fn green(&self) -> usize {
        self.spaces.len() + 1
    }

    /// How many spaces a ball must still travel to reach the green (1 from the rough).
    pub fn distance(&self, ball: Ball) -> usize {
        match ball {
            Ball::Tee => self.green(),
            Ball::Space(i) => self.green().saturating_sub(usize::from(i) + 1),
            _ => 1,
        }
    }

    /// True if no other ball leaves room on space `i` for `seat`'s ball.
    fn full(&self, seat: Seat, i: usize) -> bool {
        let Some(space) = self.spaces.get(i) else {
            return true;
        };
        let others = self
            .balls
            .iter()
            .enumerate()
            .filter(|(s, b)| *s != seat && **b == Ball::Space(i as u8))
            .count();
        others >= usize::from(space.capacity())
    }

    /// Where a ball from `start` ends after moving `strike` spaces towards the green.
    fn land(&self, seat: Seat, start: Ball, strike: u8, skip: bool, pocket: bool) -> Ball {
        let on_green = if pocket { Ball::Pocketed } else { Ball::Rough };
        let from = match start {
            Ball::Tee => 0,
            Ball::Space(i) => usize::from(i) + 1,
            // Rough: the green is one space away; anything else goes past it again.
            _ => return if strike == 1 { on_green } else { Ball::Rough },
        };
        let green = self.green();
        let target = from + usize::from(strike);
        if target > green {
            return Ball::Rough;
        }
        if target == green {
            return on_green;
        }
        if target == from || !self.full(seat, target - 1) {
            return if target == from {
                start
            } else {
                Ball::Space((target - 1) as u8)
            };
        }
        if skip {
            return (target + 1..green)
                .find(|&t| !self.full(seat, t - 1))
                .map(|t| Ball::Space((t - 1) as u8))
                .unwrap_or(on_green);
        }
        (from + 1..target)
            .rev()
            .find(|&t| !self.full(seat, t - 1))
            .map(|t| Ball::Space((t - 1) as u8))
            .unwrap_or(start)
    }

    fn space_at(&self, ball: Ball) -> Space {
        match ball {
            Ball::Space(i) => self.spaces.get(usize::from(i)).copied().unwrap_or_default(),
            _ => Space::default(),
        }
    }

    /// The outcome of a shot with card value `value` (already summed for a Hybrid pair).
    pub(crate) fn outcome(
        &self,
        seat: Seat,
        value: u8,
        power: Option<Power>,
        golfer: Option<GolferUse>,
    ) -> Outcome {
        let start = self.balls[seat];
        let space = self.space_at(start);
        let mut strike = i32::from(value) + i32::from(space.height);
        if power != Some(Power::IgnoreBunker) {
            strike -= i32::from(space.bunker);
        }
        if power == Some(Power::FirstClub) && self.shots[seat] == 0 {
            strike += 2;
        }
        if golfer == Some(GolferUse::SandKing) && space.bunker > 0 {
            strike += 2;
        }
        let strike = strike.clamp(0, 60) as u8;
        let skip = power == Some(Power::Skip) || golfer == Some(GolferUse::UltraLob);
        let pocket = power == Some(Power::Pocket) || golfer == Some(GolferUse::FarAway);
        Outcome {
            strike,
            end: self.land(seat, start, strike, skip, pocket),
        }
    }

    /// The card values `club` may read for this shot (wind moved by Wind Master).
    pub(crate) fn card_values(
        &self,
        club: Club,
        pair: Option<Club>,
        golfer: Option<GolferUse>,
    ) -> (u8, u8) {
        let shift = match golfer {
            Some(GolferUse::WindMaster(d)) => d,
            _ => 0,
        };
        let wind = (i16::from(self.wind) + i16::from(shift)).clamp(1, 6) as u8;
        let r = club.strike().values(wind);
        let extra = pair.map(|p| p.strike().max(wind)).unwrap_or(0);
        (r.start() + extra, r.end() + extra)
    }

    /// The card value the same shot would read without the golfer (only Wind Master changes
    /// it, and only for a club that reads the wind).
    pub(crate) fn value_without_golfer(
        &self,
        club: Club,
        pair: Option<Club>,
        value: u8,
        golfer: GolferUse,
    ) -> u8 {
        match golfer {
            GolferUse::WindMaster(_) if club.strike().reads_wind() => {
                self.card_values(club, pair, None).0
            }
            _ => value,
        }
    }

    fn count_in_hand(&self, seat: Seat, club: Club) -> usize {
        self.hands[seat].iter().filter(|c| **c == club).count()
    }

    /// Checks a shot and works out its result; the state is not touched.
    pub(crate) fn check_shot(&self, seat: Seat, shot: &Shot) -> Result<Outcome, RuleError> {
        let n = self.config.players;
        let have = self.count_in_hand(seat, shot.club);
        if have == 0 {
            return Err(err(
                "not_in_hand",
                format!("There is no {} in your hand.", shot.club.name()),
            ));
        }
        let mut cost = 0u8;
        let mut pair = None;
        if let Some(power) = shot.power {
            match shot.from {
                None => {
                    if power.kind() != shot.club.kind() {
                        return Err(err(
                            "wrong_power",
                            "That power is not printed on the club you are playing.",
                        ));
                    }
                }
                Some(o) => {
                    if self.config.pro_golfers {
                        return Err(err(
                            "no_borrowing",
                            "With Pro Golfers you cannot buy the power of another player's club.",
                        ));
                    }
                    if o >= n || o == seat {
                        return Err(err("bad_seat", "Buy a power from another player."));
                    }
                    let Some(last) = self.rows[o].last() else {
                        return Err(err(
                            "no_last_club",
                            "That player has not played a club on this hole.",
                        ));
                    };
                    if power.kind() != last.club.kind() {
                        return Err(err(
                            "wrong_power",
                            "That power is not printed on that player's last club.",
                        ));
                    }
                    if power.kind() == shot.club.kind() {
                        return Err(err(
                            "own_power",
                            "Your own club already has that power: use it for free.",
                        ));
                    }
                    cost += 1;
                }
            }
            if let Power::Pair(p) = power {
                if p.kind() != Kind::Hybrid || shot.club.kind() != Kind::Hybrid {
                    return Err(err(
                        "not_a_pair",
                        "Only two Hybrids can be played together.",
                    ));
                }
                let need = if p == shot.club { 2 } else { 1 };
                if self.count_in_hand(seat, p) < need {
                    return Err(err(
                        "not_in_hand",
                        "You need a second Hybrid in your hand to play them together.",
                    ));
                }
                pair = Some(p);
            }
            if power == Power::FirstClub && self.shots[seat] > 0 {
                return Err(err(
                    "not_first_club",
                    "The Wood's +2 is only for the first club you play on a hole.",
                ));
            }
            if power == Power::Chain {
                let left = self.hands[seat].len() - 1;
                if left == 0 {
                    return Err(err(
                        "no_club_to_chain",
                        "An Iron's power plays another club, and you have none left.",
                    ));
                }
            }
        } else if shot.from.is_some() {
            return Err(err("no_power", "Say which power you are buying."));
        }
        if let Some(g) = shot.golfer {
            if !self.config.pro_golfers {
                return Err(err(
                    "no_golfers",
                    "Golfer powers are only used in the Pro Golfers variant.",
                ));
            }
            if self.golfer_used {
                return Err(err(
                    "golfer_used",
                    "You have already used a golfer's power this turn.",
                ));
            }
            if let GolferUse::WindMaster(d) = g {
                let w = i16::from(self.wind) + i16::from(d);
                if !matches!(d, -2 | -1 | 1 | 2) || !(1..=6).contains(&w) {
                    return Err(err(
                        "bad_wind",
                        "Wind Master moves the wind by 1 or 2, and it stays between 1 and 6.",
                    ));
                }
            }
            if self.golfers[seat] != Some(g.golfer()) {
                cost += 1;
            }
        }
        if self.tokens[seat] < cost {
            return Err(err(
                "no_tokens",
                "You do not have enough caddie tokens for that.",
            ));
        }
        let (lo, hi) = self.card_values(shot.club, pair, shot.golfer);
        let Some(value) = (lo..=hi)
            .find(|v| self.outcome(seat, *v, shot.power, shot.golfer).strike == shot.strike)
        else {
            return Err(err(
                "bad_strike",
                format!(
                    "That club cannot give a strike of {} from here.",
                    shot.strike
                ),
            ));
        };
        let out = self.outcome(seat, value, shot.power, shot.golfer);
        if let Some(power) = shot.power {
            let effective = match power {
                Power::Discard | Power::Pair(_) => true,
                Power::Chain => out.end != Ball::Pocketed,
                _ => self.outcome(seat, value, None, shot.golfer).end != out.end,
            };
            if !effective {
                return Err(err(
                    "power_no_effect",
                    "That power would change nothing on this shot; play without it and take a caddie token.",
                ));
            }
        }
        if let Some(g) = shot.golfer {
            let plain = self.value_without_golfer(shot.club, pair, value, g);
            if self.outcome(seat, plain, shot.power, None).end == out.end {
                return Err(err(
                    "golfer_no_effect",
                    format!("{} would change nothing on this shot.", g.golfer().name()),
                ));
            }
        }
        Ok(out)
    }

    /// Every legal shot for `seat` now.
    fn legal_shots(&self, seat: Seat) -> Vec<Shot> {
        let n = self.config.players;
        let mut out: Vec<Shot> = Vec::new();
        let mut clubs: Vec<Club> = self.hands[seat].clone();
        clubs.dedup();
        let mut golfer_opts: Vec<Option<GolferUse>> = vec![None];
        if self.config.pro_golfers && !self.golfer_used {
            for g in Golfer::ALL {
                match g {
                    Golfer::FarAway => golfer_opts.push(Some(GolferUse::FarAway)),
                    Golfer::SandKing => golfer_opts.push(Some(GolferUse::SandKing)),
                    Golfer::UltraLob => golfer_opts.push(Some(GolferUse::UltraLob)),
                    Golfer::WindMaster => {
                        for d in [-2i8, -1, 1, 2] {
                            if (1..=6).contains(&(i16::from(self.wind) + i16::from(d))) {
                                golfer_opts.push(Some(GolferUse::WindMaster(d)));
                            }
                        }
                    }
                }
            }
        }
        for &club in &clubs {
            // (power, from) pairs to try.
            let mut powers: Vec<(Option<Power>, Option<Seat>)> = vec![(None, None)];
            for &p in Power::of_kind(club.kind()) {
                powers.push((Some(p), None));
            }
            if club.kind() == Kind::Hybrid {
                for &p in &clubs {
                    if p.kind() == Kind::Hybrid && (p != club || self.count_in_hand(seat, p) >= 2) {
                        powers.push((Some(Power::Pair(p)), None));
                    }
                }
            }
            if !self.config.pro_golfers {
                for o in (0..n).filter(|&o| o != seat) {
                    if let Some(last) = self.rows[o].last() {
                        for &p in Power::of_kind(last.club.kind()) {
                            if p.kind() != club.kind() {
                                powers.push((Some(p), Some(o)));
                            }
                        }
                    }
                }
            }
            for &(power, from) in &powers {
                for &golfer in &golfer_opts {
                    let pair = match power {
                        Some(Power::Pair(p)) => Some(p),
                        _ => None,
                    };
                    let (lo, hi) = self.card_values(club, pair, golfer);
                    let mut last = None;
                    for v in lo..=hi {
                        let strike = self.outcome(seat, v, power, golfer).strike;
                        if last == Some(strike) {
                            continue;
                        }
                        last = Some(strike);
                        let shot = Shot {
                            club,
                            strike,
                            power,
                            from,
                            golfer,
                        };
                        if self.check_shot(seat, &shot).is_ok() && !out.contains(&shot) {
                            out.push(shot);
                        }
                    }
                }
            }
        }
        out
    }

    fn draw_club(&mut self, events: &mut Vec<GreenEvent>) -> Option<Club> {
        if self.deck.draw.is_empty() && self.deck.refill_all(&mut self.rng) {
            events.push(GreenEvent::DeckReshuffled {
                cards: self.deck.draw.len(),
            });
        }
        self.deck.draw.pop()
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

    fn mark_taken(&self, seat: Seat, index: usize) -> bool {
        self.marks
            .iter()
            .enumerate()
            .any(|(s, m)| s != seat && *m == Some(Mark::Space(index as u8)))
    }

    /// End of the Hole and Scoring: a pocketed ball goes on its points' space, or the first
    /// free one below.
    fn place(&mut self, seat: Seat, points: i32) -> Mark {
        let card = progression();
        let mark = (0..card.len())
            .rev()
            .find(|&i| i32::from(card[i]) <= points && !self.mark_taken(seat, i))
            .map(|i| Mark::Space(i as u8))
            .unwrap_or(Mark::Waiting);
        self.marks[seat] = Some(mark);
        mark
    }

    /// A pocketed player's turn: one space up, hopping over taken spaces.
    fn advance(&mut self, seat: Seat) -> Mark {
        let from = match self.marks[seat] {
            Some(Mark::Space(i)) => usize::from(i) + 1,
            Some(Mark::Beyond) => progression().len(),
            _ => 0,
        };
        let mark = (from..progression().len())
            .find(|&i| !self.mark_taken(seat, i))
            .map(|i| Mark::Space(i as u8))
            .unwrap_or(Mark::Beyond);
        self.marks[seat] = Some(mark);
        mark
    }

    fn mark_points(mark: Option<Mark>) -> i32 {
        let card = progression();
        match mark {
            Some(Mark::Space(i)) => card.get(usize::from(i)).map(|v| i32::from(*v)).unwrap_or(0),
            Some(Mark::Beyond) => card.last().map(|v| i32::from(*v)).unwrap_or(0),
            _ => 0,
        }
    }

    /// The points a seat would score if the hole ended now.
    pub fn points_now(&self, seat: Seat) -> i32 {
        match self.balls[seat] {
            Ball::Pocketed => Self::mark_points(self.marks[seat]),
            Ball::Retired => RETIRE_POINTS,
            _ => 0,
        }
    }

    fn all_finished(&self) -> bool {
        self.balls.iter().all(|b| !b.in_play())
    }

    /// Ends the turn and gives it to the next player with a ball in play; pocketed players on
    /// the way advance on the progression card, which may end the hole.
    fn pass_turn(&mut self, events: &mut Vec<GreenEvent>) {
        self.step = Step::Start;
        self.golfer_used = false;
        let n = self.config.players;
        let mut seat = self.turn;
        for _ in 0..2 * n {
            if self.all_finished() {
                break;
            }
            seat = (seat + 1) % n;
            match self.balls[seat] {
                Ball::Pocketed => {
                    let mark = self.advance(seat);
                    events.push(GreenEvent::Advanced { seat, mark });
                    if mark == Mark::Beyond {
                        break;
                    }
                }
                Ball::Retired | Ball::Out => {}
                _ => {
                    self.turn = seat;
                    self.turns[seat] = self.turns[seat].saturating_add(1);
                    return;
                }
            }
        }
        self.end_hole(events);
    }

    fn start_hole(&mut self, events: &mut Vec<GreenEvent>) {
        let n = self.config.players;
        let mut cards: Vec<u8> = course_cards().iter().map(|c| c.id).collect();
        shuffle(&mut cards, &mut self.rng);
        cards.truncate(usize::from(self.par()));
        self.spaces = cards
            .iter()
            .flat_map(|id| {
                course_cards()
                    .get(usize::from(*id))
                    .map(|c| c.spaces.clone())
                    .unwrap_or_default()
            })
            .collect();
        self.course = cards;
        self.wind = self.rng.random_range(1..=6u8);
        self.balls = vec![Ball::Tee; n];
        self.marks = vec![None; n];
        self.rows = vec![Vec::new(); n];
        self.shots = vec![0; n];
        self.turns = vec![0; n];
        let totals = self.scores();
        let low = totals.iter().copied().min().unwrap_or(0);
        let tied: Vec<Seat> = (0..n).filter(|&s| totals[s] == low).collect();
        self.first = tied[self.rng.random_range(0..tied.len())];
        self.turn = self.first;
        self.step = Step::Start;
        self.golfer_used = false;
        self.phase = Phase::Play;
        self.turns[self.first] = 1;
        events.push(GreenEvent::HoleStarted {
            hole: self.hole + 1,
            par: self.par(),
            cards: self.course.clone(),
            wind: self.wind,
            first: self.first,
        });
    }

    /// Can `seat` take `club` back now (End of the Hole)?
    fn may_take_back(&self, seat: Seat, club: Club) -> bool {
        if self.tokens[seat] == 0 || self.hands[seat].len() >= HAND_LIMIT {
            return false;
        }
        let in_row = self.rows[seat]
            .iter()
            .any(|p| p.club == club || p.pair == Some(club));
        if !in_row {
            return false;
        }
        match self.taken.as_slice() {
            [] => true,
            [first, rest @ ..] => {
                let same = rest.iter().all(|c| c.kind() == first.kind());
                if same && club.kind() == first.kind() {
                    true
                } else {
                    // A second club of another type closes the take-back.
                    self.taken.len() == 1
                }
            }
        }
    }

    fn can_take_any(&self, seat: Seat) -> bool {
        self.rows[seat]
            .iter()
            .flat_map(|p| std::iter::once(p.club).chain(p.pair))
            .any(|c| self.may_take_back(seat, c))
    }

    fn needs_decision(&self, seat: Seat) -> bool {
        match self.balls[seat] {
            Ball::Pocketed => self.can_take_any(seat),
            _ => self.hands[seat].len() > HAND_LIMIT,
        }
    }

    /// Moves the end-of-hole decisions on to the next seat that has one; finishes the hole when
    /// nobody has.
    fn next_decision(&mut self, events: &mut Vec<GreenEvent>) {
        while let Some(&seat) = self.pending.first() {
            if self.needs_decision(seat) {
                self.turn = seat;
                return;
            }
            self.pending.remove(0);
            self.taken.clear();
        }
        self.finish_hole(events);
    }

    fn end_hole(&mut self, events: &mut Vec<GreenEvent>) {
        let n = self.config.players;
        let mut points = Vec::with_capacity(n);
        for seat in 0..n {
            if self.balls[seat].in_play() {
                self.balls[seat] = Ball::Out;
                self.clubs_back(seat);
                events.push(GreenEvent::TakenOff { seat });
            }
            points.push(self.points_now(seat));
        }
        events.push(GreenEvent::HoleEnded {
            hole: self.hole + 1,
            points: points.clone(),
        });
        self.points.push(points);
        self.phase = Phase::HoleEnd;
        self.step = Step::Start;
        self.pending = (0..n).collect();
        self.taken.clear();
        self.next_decision(events);
    }

    pub(crate) fn finish_hole(&mut self, events: &mut Vec<GreenEvent>) {
        for seat in 0..self.config.players {
            for p in std::mem::take(&mut self.rows[seat]) {
                self.deck.discard(p.club);
                if let Some(q) = p.pair {
                    self.deck.discard(q);
                }
            }
        }
        self.pending.clear();
        self.taken.clear();
        if self.hole + 1 >= PARS.len() {
            self.phase = Phase::GameOver;
            self.bonus = self.hands.iter().map(|h| hand_bonus(h)).collect();
            let totals = self.scores();
            events.push(GreenEvent::GameEnded {
                bonus: self.bonus.clone(),
                totals,
                winners: self.winners(),
            });
            return;
        }
        self.hole += 1;
        self.start_hole(events);
    }

    /// Highest total wins; a tie goes to the most caddie tokens; then the win is shared.
    pub fn winners(&self) -> Vec<Seat> {
        let totals = self.scores();
        let key = |s: Seat| (totals[s], self.tokens[s]);
        let best = (0..self.config.players).map(key).max();
        (0..self.config.players)
            .filter(|&s| Some(key(s)) == best)
            .collect()
    }

    fn do_hit(&mut self, seat: Seat, shot: &Shot, out: Outcome, events: &mut Vec<GreenEvent>) {
        let start = self.balls[seat];
        if let Some(o) = shot.from {
            self.tokens[seat] -= 1;
            self.tokens[o] += 1;
        }
        if let Some(g) = shot.golfer {
            self.golfer_used = true;
            if self.golfers[seat] != Some(g.golfer()) {
                self.tokens[seat] -= 1;
                match self.golfers.iter().position(|x| *x == Some(g.golfer())) {
                    Some(owner) => self.tokens[owner] += 1,
                    None => self.supply += 1,
                }
            }
        }
        let pair = match shot.power {
            Some(Power::Pair(p)) => Some(p),
            _ => None,
        };
        self.take_from_hand(seat, shot.club);
        if let Some(p) = pair {
            self.take_from_hand(seat, p);
        }
        self.shots[seat] = self.shots[seat].saturating_add(1);
        if shot.power == Some(Power::Discard) {
            self.deck.discard(shot.club);
        } else {
            self.rows[seat].push(Played {
                club: shot.club,
                pair,
            });
        }
        let token = shot.power.is_none() && self.supply > 0;
        if token {
            self.supply -= 1;
            self.tokens[seat] += 1;
        }
        self.balls[seat] = out.end;
        events.push(GreenEvent::Hit {
            seat,
            club: shot.club,
            pair,
            strike: out.strike,
            power: shot.power,
            from: shot.from,
            golfer: shot.golfer,
            start,
            end: out.end,
            token,
        });
        if out.end == Ball::Pocketed {
            let strokes = self.rows[seat].len();
            let points = hole_points(strokes, self.par());
            let mark = self.place(seat, points);
            events.push(GreenEvent::Pocketed {
                seat,
                strokes,
                points,
                mark,
            });
        }
        if shot.power == Some(Power::Chain) && out.end != Ball::Pocketed {
            self.step = Step::Chain;
        } else {
            self.pass_turn(events);
        }
    }

    fn refill_slot(&mut self, slot: usize, events: &mut Vec<GreenEvent>) -> Option<Club> {
        let c = self.draw_club(events);
        self.market[slot] = c;
        c
    }

    fn market_empty(&self) -> bool {
        self.market.iter().all(|m| m.is_none())
    }

    /// Checks whose move it is and that they may make this kind of move now.
    fn check_turn(&self, seat: Seat, action: &GreenAction) -> Result<(), RuleError> {
        let n = self.config.players;
        if seat >= n {
            return Err(err(
                "bad_seat",
                format!("There is no seat {seat} at this table of {n}."),
            ));
        }
        if self.phase == Phase::GameOver {
            return Err(err("game_over", "The game is over."));
        }
        if seat != self.turn {
            return Err(err("not_your_turn", "It is not your turn."));
        }
        let allowed = match (self.phase, self.step, action) {
            (Phase::Golfers, _, GreenAction::Golfer(_)) => true,
            (Phase::Play, Step::Start, GreenAction::Refresh)
            | (Phase::Play, Step::Start, GreenAction::Draw(_))
            | (Phase::Play, Step::Start, GreenAction::Hit(_))
            | (Phase::Play, Step::Start, GreenAction::Retire) => true,
            (Phase::Play, Step::Drawing, GreenAction::Refresh)
            | (Phase::Play, Step::Drawing, GreenAction::Draw(_)) => true,
            (Phase::Play, Step::Chain, GreenAction::Hit(_)) => true,
            (Phase::Play, Step::Discarding, GreenAction::Discard(_)) => true,
            (Phase::HoleEnd, _, GreenAction::Discard(_)) => self.balls[seat] != Ball::Pocketed,
            (Phase::HoleEnd, _, GreenAction::TakeBack(_) | GreenAction::Done) => {
                self.balls[seat] == Ball::Pocketed
            }
            _ => false,
        };
        if allowed {
            return Ok(());
        }
        let message = match (self.phase, self.step) {
            (Phase::Golfers, _) => "First choose your golfer.",
            (Phase::Play, Step::Drawing) => "You paid to refresh the display: now draw a club.",
            (Phase::Play, Step::Chain) => "Your Iron's power: play another club now.",
            (Phase::Play, Step::Discarding) => "Discard down to 8 clubs first.",
            (Phase::HoleEnd, _) if self.balls[seat] == Ball::Pocketed => {
                "The hole is over: take clubs back or say you are done."
            }
            (Phase::HoleEnd, _) => "The hole is over: discard down to 8 clubs.",
            _ => "You cannot do that now.",
        };
        Err(err("not_now", message))
    }
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

    fn new(config: &GreenConfig, seed: u64) -> Result<Self, RuleError> {
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

    fn legal_actions(&self, seat: Seat) -> Vec<GreenAction> {
        if seat >= self.config.players || seat != self.turn {
            return Vec::new();
        }
        let hand = &self.hands[seat];
        let mut out = Vec::new();
        let mut distinct = hand.clone();
        distinct.dedup();
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
                    out.extend(self.legal_shots(seat).into_iter().map(GreenAction::Hit));
                    out.push(GreenAction::Retire);
                }
            }
            (Phase::Play, Step::Chain) => {
                out.extend(self.legal_shots(seat).into_iter().map(GreenAction::Hit));
            }
            (Phase::Play, Step::Discarding) => {
                out.extend(distinct.into_iter().map(GreenAction::Discard));
            }
            (Phase::HoleEnd, _) => {
                if self.balls[seat] == Ball::Pocketed {
                    let mut row: Vec<Club> = self.rows[seat]
                        .iter()
                        .flat_map(|p| std::iter::once(p.club).chain(p.pair))
                        .collect();
                    row.sort();
                    row.dedup();
                    out.extend(
                        row.into_iter()
                            .filter(|c| self.may_take_back(seat, *c))
                            .map(GreenAction::TakeBack),
                    );
                    out.push(GreenAction::Done);
                } else {
                    out.extend(distinct.into_iter().map(GreenAction::Discard));
                }
            }
            (Phase::GameOver, _) => {}
        }
        out
    }

    fn apply(&mut self, seat: Seat, action: &GreenAction) -> Result<Vec<GreenEvent>, RuleError> {
        self.check_turn(seat, action)?;
        let mut events = Vec::new();
        match *action {
            GreenAction::Golfer(g) => {
                if self.golfers.contains(&Some(g)) {
                    return Err(err(
                        "golfer_taken",
                        "Another player already has that golfer.",
                    ));
                }
                self.golfers[seat] = Some(g);
                events.push(GreenEvent::GolferChosen { seat, golfer: g });
                let n = self.config.players;
                match (1..n)
                    .map(|i| (seat + i) % n)
                    .find(|s| self.golfers[*s].is_none())
                {
                    Some(next) => self.turn = next,
                    None => {
                        self.phase = Phase::Play;
                        self.turn = self.first;
                        self.turns[self.first] = 1;
                    }
                }
            }
            GreenAction::Refresh => {
                if self.hands[seat].len() >= HAND_LIMIT {
                    return Err(err(
                        "hand_full",
                        "You already hold 8 clubs, so you cannot draw.",
                    ));
                }
                if self.tokens[seat] == 0 {
                    return Err(err(
                        "no_tokens",
                        "Refreshing the display costs a caddie token, and you have none.",
                    ));
                }
                if self.market_empty() && self.deck.draw.is_empty() {
                    return Err(err(
                        "nothing_to_refresh",
                        "There are no clubs left to display.",
                    ));
                }
                self.tokens[seat] -= 1;
                self.supply += 1;
                for slot in 0..MARKET {
                    if let Some(c) = self.market[slot].take() {
                        self.deck.discard(c);
                    }
                }
                for slot in 0..MARKET {
                    self.refill_slot(slot, &mut events);
                }
                self.step = Step::Drawing;
                events.push(GreenEvent::MarketRefreshed {
                    seat,
                    market: self.market,
                });
            }
            GreenAction::Draw(slot) => {
                if self.hands[seat].len() >= HAND_LIMIT {
                    return Err(err(
                        "hand_full",
                        "You already hold 8 clubs, so you cannot draw.",
                    ));
                }
                let i = usize::from(slot);
                let Some(club) = self.market.get(i).copied().flatten() else {
                    return Err(err("empty_slot", "There is no club at that place."));
                };
                self.add_to_hand(seat, club);
                let replacement = self.refill_slot(i, &mut events);
                events.push(GreenEvent::Drew {
                    seat,
                    slot,
                    club,
                    replacement,
                });
                self.pass_turn(&mut events);
            }
            GreenAction::Hit(shot) => {
                let out = self.check_shot(seat, &shot)?;
                self.do_hit(seat, &shot, out, &mut events);
            }
            GreenAction::Retire => {
                self.balls[seat] = Ball::Retired;
                self.clubs_back(seat);
                events.push(GreenEvent::Retired { seat });
                if self.hands[seat].len() > HAND_LIMIT {
                    self.step = Step::Discarding;
                } else {
                    self.pass_turn(&mut events);
                }
            }
            GreenAction::Discard(club) => {
                if self.hands[seat].len() <= HAND_LIMIT {
                    return Err(err("not_over_limit", "You hold 8 clubs or fewer."));
                }
                if !self.take_from_hand(seat, club) {
                    return Err(err(
                        "not_in_hand",
                        format!("There is no {} in your hand.", club.name()),
                    ));
                }
                self.deck.discard(club);
                events.push(GreenEvent::Discarded { seat, club });
                if self.hands[seat].len() <= HAND_LIMIT {
                    if self.phase == Phase::Play {
                        self.pass_turn(&mut events);
                    } else {
                        self.next_decision(&mut events);
                    }
                }
            }
            GreenAction::TakeBack(club) => {
                if !self.may_take_back(seat, club) {
                    return Err(err(
                        "cannot_take_back",
                        "You may take back two clubs of different types, or any number of one type, one caddie token each, up to 8 in hand.",
                    ));
                }
                // Take the card out of the row (from a Hybrid pair, the pair is split).
                let row = &mut self.rows[seat];
                if let Some(i) = row.iter().position(|p| p.pair == Some(club)) {
                    row[i].pair = None;
                } else if let Some(i) = row.iter().position(|p| p.club == club) {
                    match row[i].pair.take() {
                        Some(q) => row[i].club = q,
                        None => {
                            row.remove(i);
                        }
                    }
                }
                self.tokens[seat] -= 1;
                self.supply += 1;
                self.add_to_hand(seat, club);
                self.taken.push(club);
                events.push(GreenEvent::TookBack { seat, club });
                self.next_decision(&mut events);
            }
            GreenAction::Done => {
                self.pending.retain(|s| *s != seat);
                self.taken.clear();
                self.next_decision(&mut events);
            }
        }
        Ok(events)
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

    fn view(&self, seat: Option<Seat>) -> super::view::GreenView {
        super::view::GreenView::of(self, seat)
    }
}
