//! The ways to play 18 Holes ("Multiple Ways to Play"): what each mode is, who may play it, and
//! the bookkeeping it adds to a game. The flow itself lives in `rules.rs`.
//!
//! Readings where the rulebook is silent or open (each tested in tests.rs):
//! - Stroke Play and Stableford: every turn taken counts one stroke (a one-hex move and a hand
//!   reset too). Out of bounds adds one more (the shot and its penalty, as in golf). Water adds
//!   one: in Stroke Play the ball plays on at once, in Stableford the missed round is the extra
//!   stroke. Players who reach the green wait; the hole ends when everyone is on it. Ties go
//!   to the most hole-in-one tokens, then are shared.
//! - Golf Racing: a player who reaches their own green moves to their next tee at the end of
//!   that round (water effects clear for them). Other holes' greens and tees play as fairway.
//!   The race ends at the end of the round in which someone reaches the last green; several at
//!   once are split by hole-in-one tokens, then share the win.
//! - Skins: each player, in seat order, places a 5-point token on any green (tokens on one
//!   green add up); every green still bare gets a random 1 or 2 from 18 of each. A green
//!   reached by one player alone in a round is theirs with everything on it; reached by
//!   several, its tokens move on to the next green. A tie on the last green that could decide
//!   the winner sends the tied players (and the pot) back to the first tee for elimination
//!   holes; so does a tie on points at the end. The first to win an elimination hole alone
//!   takes the pot and wins.
//! - Chaos Golf and Kelly Golf start everyone on the first tee. A green is scored by ending a
//!   shot, move or bunker exit on it; the ball stays there and plays on. Landing on a tee box
//!   (arriving there, not staying on it) earns an extra turn after the round; extra turns go in
//!   that round's play order, each player taking all of theirs before the next, with any club
//!   in hand, and a player may decline. Final ties are shared.
//! - Golfer powers used "once per hole" come back when a racer reaches their own green, and in
//!   the chaos modes when the golfer scores a green.
//! - Kelly Golf: target tokens are the course's hole numbers. The first targets are drawn in
//!   seat order (two drawn, one kept, one back in the bag). A green whose flag is taken leaves
//!   the bag for good. The last token in the bag is simply taken; an empty bag means no target.

use crate::core::game::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// First to each green takes its flag (the core rules).
    #[default]
    MatchPlay,
    /// Fewest strokes over the course.
    StrokePlay,
    /// Points per hole against par.
    Stableford,
    /// Each on their own hole; first to the last green wins.
    GolfRacing,
    /// Greens worth 1, 2 or 5; tied greens carry over.
    Skins,
    /// Any green in any order: 5 points to the first there, 2 to the second.
    ChaosGolf,
    /// Secret target greens: 3 for your own, 2 for another's, 1 for any other.
    KellyGolf,
}

impl Mode {
    pub const ALL: [Mode; 7] = [
        Mode::MatchPlay,
        Mode::StrokePlay,
        Mode::Stableford,
        Mode::GolfRacing,
        Mode::Skins,
        Mode::ChaosGolf,
        Mode::KellyGolf,
    ];

    pub fn is_match(&self) -> bool {
        *self == Mode::MatchPlay
    }

    /// The player counts the rulebook gives (Match Play also allows one player, for practice).
    pub fn players(self) -> (usize, usize) {
        match self {
            Mode::MatchPlay | Mode::StrokePlay | Mode::Stableford => (1, 5),
            Mode::GolfRacing | Mode::Skins | Mode::KellyGolf => (2, 5),
            Mode::ChaosGolf => (3, 5),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mode::MatchPlay => "Match Play",
            Mode::StrokePlay => "Stroke Play",
            Mode::Stableford => "Stableford",
            Mode::GolfRacing => "Golf Racing",
            Mode::Skins => "Skins",
            Mode::ChaosGolf => "Chaos Golf",
            Mode::KellyGolf => "Kelly Golf",
        }
    }

    /// Any green counts, in any order, and tee boxes give extra turns.
    pub fn chaos(self) -> bool {
        matches!(self, Mode::ChaosGolf | Mode::KellyGolf)
    }

    /// Strokes are counted and everyone holes out.
    pub fn counts_strokes(self) -> bool {
        matches!(self, Mode::StrokePlay | Mode::Stableford)
    }
}

/// Stableford points for a hole: 2 at par, one more per stroke under, one less per stroke
/// over, never below 0 (so at most 4, 5 or 6 on a par 3, 4 or 5).
pub fn stableford_points(par: u8, strokes: u16) -> i32 {
    (2 + i32::from(par) - i32::from(strokes)).max(0)
}

/// What scored a green in Chaos or Kelly Golf.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    /// Chaos Golf: the first to the green.
    Five,
    /// Chaos Golf: the second.
    Two,
    /// Kelly Golf: the player's own secret target (2-point token plus the target's 1).
    OwnTarget,
    /// Kelly Golf: another player's target (their 1-point token plus the flag).
    OtherTarget { of: Seat },
    /// Kelly Golf: any other green (the flag).
    Flag,
}

impl ClaimKind {
    pub fn points(self) -> i32 {
        match self {
            ClaimKind::Five => 5,
            ClaimKind::Two => 2,
            ClaimKind::OwnTarget => 3,
            ClaimKind::OtherTarget { .. } => 2,
            ClaimKind::Flag => 1,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub seat: Seat,
    pub hole: usize,
    pub kind: ClaimKind,
    pub round: u32,
}

/// One Skins hole: who won it alone (and what it was worth), or the pot carried on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skin {
    pub hole: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Seat>,
    pub value: u8,
    /// The players who tied (the pot carried on).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tied: Vec<Seat>,
    /// An elimination hole.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub playoff: bool,
}

/// The state a mode adds; empty (and not serialized) in Match Play, so Match Play records keep
/// their hashes.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ModeState {
    /// Stroke Play, Stableford, Golf Racing: strokes per seat on each hole played (hole, then
    /// seat; `None` for a hole a racer has not finished).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<Vec<Option<u16>>>,
    /// Penalty strokes on the hole in play (water, out of bounds, missed rounds).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<u16>,
    /// Stroke Play, Stableford: on the green, waiting for the others.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub holed: Vec<bool>,
    /// Golf Racing: the hole each player is on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub at_hole: Vec<usize>,
    /// Golf Racing: who reached the last green (the round the race ended).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub finished: Vec<Seat>,
    /// Skins, Chaos, Kelly: the tokens on each green (Kelly: 1 while its flag is there).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pots: Vec<Vec<u8>>,
    /// Skins, Chaos, Kelly: points scored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub points: Vec<i32>,
    /// Skins: who places a 5-point token next (setup).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placing: Option<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skins: Vec<Skin>,
    /// Skins: the players still in the elimination holes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playoff: Vec<Seat>,
    /// Skins: the elimination's winner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub champion: Option<Seat>,
    /// Chaos, Kelly: every green scored, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
    /// Chaos, Kelly: landed on a tee box this turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub landed_tee: Vec<bool>,
    /// Chaos, Kelly: players owed extra turns after the round, first in front.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra: Vec<Seat>,
    /// The round's regular turns are over: extra turns are being taken.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_extra: bool,
    /// Kelly: each player's secret target green (hole index).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<Option<u8>>,
    /// Kelly: the two tokens a player has drawn and must choose between (secret).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<Vec<u8>>,
    /// Kelly: target tokens still in the bag.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bag: Vec<u8>,
}

impl ModeState {
    pub fn is_empty(&self) -> bool {
        *self == ModeState::default()
    }

    /// Kelly Golf: the seat choosing a target now, if any.
    pub fn choosing(&self) -> Option<Seat> {
        self.offers.iter().position(|o| !o.is_empty())
    }
}

/// What a seat may see of the mode's state: another player's Kelly target and offers are
/// secret (their count only).
pub fn redacted(ms: &ModeState, seat: Option<Seat>) -> ModeState {
    let mut v = ms.clone();
    for (s, t) in v.targets.iter_mut().enumerate() {
        if Some(s) != seat && t.is_some() {
            *t = Some(u8::MAX);
        }
    }
    for (s, o) in v.offers.iter_mut().enumerate() {
        if Some(s) != seat {
            o.iter_mut().for_each(|x| *x = u8::MAX);
        }
    }
    // The bag's contents follow from what is public only with the targets: show its size.
    v.bag = vec![u8::MAX; ms.bag.len()];
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stableford_points_per_hole_two_at_par_capped_at_zero() {
        // The rulebook's table: par 3 in 3 is 2, in 4 is 1, in 5 or more 0.
        assert_eq!(stableford_points(3, 3), 2);
        assert_eq!(stableford_points(3, 4), 1);
        assert_eq!(stableford_points(3, 5), 0);
        assert_eq!(stableford_points(3, 9), 0);
        // Highest per hole: 4, 5, 6 on a par 3, 4, 5 (a hole-in-one).
        assert_eq!(stableford_points(3, 1), 4);
        assert_eq!(stableford_points(4, 1), 5);
        assert_eq!(stableford_points(5, 1), 6);
        assert_eq!(stableford_points(4, 3), 3);
        assert_eq!(stableford_points(4, 5), 1);
    }

    #[test]
    fn every_mode_states_its_player_counts() {
        for m in Mode::ALL {
            let (lo, hi) = m.players();
            assert!(lo >= 1 && hi <= 5 && lo <= hi, "{m:?}");
        }
        assert_eq!(Mode::ChaosGolf.players(), (3, 5));
        assert_eq!(Mode::Stableford.players(), (1, 5));
        assert_eq!(Mode::Skins.players(), (2, 5));
    }
}
