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
//! - Solo Chaos Golf: no golfer cards; the player picks five of all 34 clubs (no draft removes
//!   the 3+ and 5+ cards, and the opponents need fifteen), the opponents get five each of the
//!   rest. The 18 target tokens are the course's hole numbers repeated to 18, in three stacks of
//!   six. On a combined turn, each opponent in turn takes the largest token left on its target
//!   (nothing if it is empty) and turns up the next; the player's own green is scored with them
//!   (an opponent's target the player reached goes by the flipped club: lower initiative takes
//!   the larger token). A round missed in the water still moves the marker; a flipped club goes
//!   under its pile; a spent solo deck is reshuffled; a tie with the best opponent is shared.
//!   The solo deck (house data, solo.json) is five cards adding up to the rank.
//! - Chaos Teams: a team plays one golfer per turn and may switch to the other once, before its
//!   action or after drawing (never on an extra turn, which belongs to the golfer that landed
//!   on the tee box). Water makes the team miss its next round. Each green has one flag (1
//!   point). The game ends with the round in which the last flag is taken or a team reaches 10.
//! - Golfer powers used "once per hole" come back when a racer reaches their own green, and in
//!   the chaos modes when the golfer scores a green.
//! - Kelly Golf: target tokens are the course's hole numbers. The first targets are drawn in
//!   seat order (two drawn, one kept, one back in the bag). A green whose flag is taken leaves
//!   the bag for good. The last token in the bag is simply taken; an empty bag means no target.

use super::cards::Club;
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
    /// Chaos Golf alone against three automated opponents, paced by the solo deck.
    SoloChaos,
    /// Chaos Golf for two teams of two golfers sharing one hand; one flag per green.
    ChaosTeams,
}

impl Mode {
    pub const ALL: [Mode; 9] = [
        Mode::MatchPlay,
        Mode::StrokePlay,
        Mode::Stableford,
        Mode::GolfRacing,
        Mode::Skins,
        Mode::ChaosGolf,
        Mode::KellyGolf,
        Mode::SoloChaos,
        Mode::ChaosTeams,
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
            Mode::SoloChaos => (1, 1),
            Mode::ChaosTeams => (2, 2),
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
            Mode::SoloChaos => "Solo Chaos Golf",
            Mode::ChaosTeams => "Chaos Teams",
        }
    }

    /// Any green counts, in any order, and tee boxes give extra turns.
    pub fn chaos(self) -> bool {
        matches!(
            self,
            Mode::ChaosGolf | Mode::KellyGolf | Mode::SoloChaos | Mode::ChaosTeams
        )
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
    /// Solo: the solo deck still face down (card numbers, drawn from the end), the card showing
    /// and the turn marker's place on it, the cards used, and the deck's rank.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub solo_deck: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solo_card: Option<u8>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub solo_mark: u8,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub solo_used: Vec<u8>,
    #[serde(default, skip_serializing_if = "is_zero16")]
    pub rank: u16,
    /// Solo: the three opponents' points, target stacks (the last one is face up) and club
    /// piles (face down, the last on top), and a club turned up this turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opp_points: Vec<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opp_targets: Vec<Vec<u8>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opp_clubs: Vec<Vec<Club>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opp_shown: Vec<Option<Club>>,
    /// Solo: the green the player ended this round's turn on (scored with the opponents).
    /// (hole, the initiative of the club that took the ball there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub landed_green: Option<(u8, u8)>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub solo_scored: bool,
    /// Chaos Teams: each team's other golfer (the one not being played), and which of the two
    /// (0 or 1) is being played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spare: Vec<super::course::Hex>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playing: Vec<u8>,
    /// Chaos Teams: the golfer was already chosen this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub switched: bool,
}

fn is_zero(x: &u8) -> bool {
    *x == 0
}
fn is_zero16(x: &u16) -> bool {
    *x == 0
}

/// A Solo Chaos Golf card (house data, `solo.json`): its turns (true: combined scoring) and
/// its difficulty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoloCard {
    pub turns: &'static [bool],
    pub difficulty: u16,
}

impl SoloCard {
    /// The flag count: combined scoring turns on the card.
    pub fn flags(&self) -> usize {
        self.turns.iter().filter(|t| **t).count()
    }
}

include!(concat!(env!("OUT_DIR"), "/holes18_solo.rs"));

/// The 24 solo cards (solo.json, checked and compiled in by build.rs).
pub fn solo_cards() -> &'static [SoloCard] {
    SOLO_CARDS
}

/// The fewest combined scoring turns a solo deck may have.
pub const SOLO_MIN_FLAGS: usize = 6;

/// The cards in a solo deck (the rulebook's example deck has five).
pub const SOLO_DECK_CARDS: usize = 5;

/// Builds a solo deck of five cards whose difficulties add up to `rank` (8 to 30), spread as
/// evenly as they go, so a higher rank means a larger share of combined scoring turns. A deck
/// needs six combined turns: if no card would carry two, one card of difficulty 4 is taken
/// and the rest share what is left. With four copies of each card, a fifth of one difficulty
/// is taken one step up or down. The cards come in the order of `shuffled`. Returns the cards
/// (drawn from the end) and the deck's rank.
pub fn build_solo_deck(rank: u16, shuffled: &[u8]) -> (Vec<u8>, u16) {
    let cards = solo_cards();
    let k = SOLO_DECK_CARDS as u16;
    let rank = rank.clamp(8, 30);
    let spread = |total: u16, n: u16| -> Vec<u16> {
        (0..n)
            .map(|i| total / n + u16::from(i < total % n))
            .collect()
    };
    let mut want = spread(rank, k);
    if want.iter().all(|d| *d < 4) {
        want = std::iter::once(4).chain(spread(rank - 4, k - 1)).collect();
    }
    let mut deck: Vec<u8> = Vec::new();
    for d in want {
        let free = |d: u16| {
            shuffled
                .iter()
                .copied()
                .find(|c| cards[usize::from(*c)].difficulty == d && !deck.contains(c))
        };
        if let Some(c) = free(d).or_else(|| free(d + 1)).or_else(|| free(d - 1)) {
            deck.push(c);
        }
    }
    deck.sort_by_key(|c| shuffled.iter().position(|x| x == c));
    let sum = deck.iter().map(|c| cards[usize::from(*c)].difficulty).sum();
    (deck, sum)
}

/// Each shipped course's solo par (house data): the deck rank at which the greedy bot wins
/// about half its Solo Chaos Golf games, from `measure_solo_par` in tests/holes18_modes.rs
/// (30 games a rank). Greedy wins on Starter: rank 12 60%, 16 37%; Lakeside Nine: 8 73%,
/// 12 33%; Chaos Commons: 16 60%, 20 40%. On Clubhouse Eighteen it wins 27% even at the lowest
/// rank (the greens are far apart), so its par is that lowest rank.
pub fn solo_par(course: &str) -> u16 {
    match course {
        "starter" => 14,
        "lakeside-nine" => 10,
        "clubhouse-eighteen" => 8,
        "chaos-commons" => 18,
        _ => 12,
    }
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
/// secret (their count only); in Solo Chaos Golf, the solo deck's order, the opponents' coming
/// targets and their face-down clubs.
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
    v.solo_deck = vec![u8::MAX; ms.solo_deck.len()];
    for t in v.opp_targets.iter_mut() {
        let n = t.len();
        for x in t.iter_mut().take(n.saturating_sub(1)) {
            *x = u8::MAX;
        }
    }
    for (o, c) in v.opp_clubs.iter_mut().enumerate() {
        // A club turned up this turn stays known; the rest are face down.
        let shown = ms.opp_shown.get(o).copied().flatten();
        c.iter_mut()
            .filter(|x| Some(**x) != shown)
            .for_each(|x| *x = Club(0));
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn building_a_solo_deck_by_rank_with_at_least_six_combined_turns() {
        let shuffled: Vec<u8> = (0..24).rev().collect();
        let mut last_share = 0.0;
        for rank in 8..=30 {
            let (deck, actual) = build_solo_deck(rank, &shuffled);
            assert_eq!(deck.len(), SOLO_DECK_CARDS);
            assert!(actual.abs_diff(rank) <= 1, "rank {rank} built as {actual}");
            let cards = solo_cards();
            let flags: usize = deck.iter().map(|c| cards[usize::from(*c)].flags()).sum();
            let turns: usize = deck
                .iter()
                .map(|c| cards[usize::from(*c)].turns.len())
                .sum();
            assert!(
                flags >= SOLO_MIN_FLAGS,
                "rank {rank}: {flags} combined turns"
            );
            let share = flags as f64 / turns as f64;
            assert!(share + 0.05 >= last_share, "harder with the rank");
            last_share = share;
        }
        assert_eq!(solo_cards().len(), 24);
    }

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
