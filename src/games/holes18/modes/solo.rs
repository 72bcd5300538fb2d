//! Solo Chaos Golf: the three automated opponents, their targets and clubs, and the solo deck
//! that paces the combined scoring turns.

use super::{Chaos, ChaosRule, Claim, ClaimKind, ModeState};
use crate::core::game::RuleError;
use crate::core::rng::{shuffle, BotRng, GameRng, RngCore};
use crate::core::sort::{sort_short, sort_short_by_key};
use crate::games::holes18::cards::Club;
use crate::games::holes18::rules::{err, Holes18, HolesEvent};
use serde::{Deserialize, Serialize};

/// Solo Chaos Golf's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Solo {
    /// The solo deck still face down (card numbers, drawn from the end), the card showing and
    /// the turn marker's place on it, the cards used, and the deck's rank.
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
    /// The three opponents' points (always three), target stacks (the last one is face up) and
    /// club piles (face down, the last on top), and a club turned up this turn.
    pub opp_points: Vec<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opp_targets: Vec<Vec<u8>>,
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "clubs_or_face_down"
    )]
    pub opp_clubs: Vec<Vec<Club>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opp_shown: Vec<Option<Club>>,
    /// The green the player ended this round's turn on (scored with the opponents).
    /// (hole, the initiative of the club that took the ball there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub landed_green: Option<(u8, u8)>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub solo_scored: bool,
}

/// The opponents' club piles as a view writes them: a face-down club is 0 there (`redact`), which
/// no club card is, so a guest can read back the view it is sent.
fn clubs_or_face_down<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Vec<Club>>, D::Error> {
    let piles = Vec::<Vec<u8>>::deserialize(d)?;
    piles
        .into_iter()
        .map(|pile| {
            pile.into_iter()
                .map(|id| match id {
                    0 => Ok(Club(0)),
                    _ => Club::deserialize(serde::de::value::U8Deserializer::<D::Error>::new(id)),
                })
                .collect()
        })
        .collect()
}

fn is_zero(x: &u8) -> bool {
    *x == 0
}
fn is_zero16(x: &u16) -> bool {
    *x == 0
}

/// A hidden token or card in the player's view.
const HIDDEN: u8 = u8::MAX;

impl Solo {
    /// Is the turn under the marker a combined scoring turn?
    pub fn combined(&self) -> bool {
        self.solo_card.is_some_and(|c| {
            solo_cards()[usize::from(c)]
                .turns
                .get(usize::from(self.solo_mark))
                .copied()
                .unwrap_or(false)
        })
    }

    /// The turn marker moves on; past the card's end, the next card (the used ones are
    /// shuffled back if the deck runs out), which is returned.
    pub fn next_turn(&mut self, rng: &mut GameRng) -> Option<u8> {
        self.solo_mark += 1;
        let len = self
            .solo_card
            .map_or(0, |c| solo_cards()[usize::from(c)].turns.len());
        if usize::from(self.solo_mark) < len {
            return None;
        }
        self.solo_used.extend(self.solo_card.take());
        if self.solo_deck.is_empty() {
            self.solo_deck = std::mem::take(&mut self.solo_used);
            shuffle(&mut self.solo_deck, rng);
        }
        self.solo_card = self.solo_deck.pop();
        self.solo_mark = 0;
        self.solo_card
    }

    /// The solo deck's order, the opponents' coming targets and their face-down clubs are
    /// hidden (a club turned up this turn stays known).
    pub fn redact(&mut self) {
        self.solo_deck.iter_mut().for_each(|x| *x = HIDDEN);
        for t in self.opp_targets.iter_mut() {
            let n = t.len();
            for x in t.iter_mut().take(n.saturating_sub(1)) {
                *x = HIDDEN;
            }
        }
        for (o, c) in self.opp_clubs.iter_mut().enumerate() {
            let shown = self.opp_shown.get(o).copied().flatten();
            c.iter_mut()
                .filter(|x| Some(**x) != shown)
                .for_each(|x| *x = Club(0));
        }
    }

    /// The opponents' face-down clubs come from the clubs the player has not seen (`unused`),
    /// their coming targets (of `holes`) and the solo deck's order at random (cards not yet
    /// used).
    pub fn sample(&mut self, holes: usize, unused: &mut Vec<Club>, rng: &mut BotRng) {
        let known: Vec<Club> = self.opp_clubs.iter().flatten().copied().collect();
        unused.retain(|c| !known.contains(c));
        shuffle(unused, rng);
        for pile in self.opp_clubs.iter_mut() {
            for c in pile.iter_mut() {
                if *c == Club(0) {
                    *c = unused.pop().unwrap_or(Club(1));
                }
            }
        }
        sort_short(unused);
        let holes = holes.max(1) as u64;
        for t in self.opp_targets.iter_mut().flatten() {
            if *t == HIDDEN {
                *t = (rng.next_u64() % holes) as u8;
            }
        }
        let mut left: Vec<u8> = (0..solo_cards().len() as u8)
            .filter(|c| !self.solo_used.contains(c) && self.solo_card != Some(*c))
            .collect();
        shuffle(&mut left, rng);
        left.truncate(self.solo_deck.len());
        self.solo_deck = left;
    }
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
    // Every card came from `shuffled` once, so positions are distinct.
    sort_short_by_key(&mut deck, |c| shuffled.iter().position(|x| x == c));
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

/// Solo Chaos Golf's three automated opponents.
pub const OPPONENTS: usize = 3;

impl Holes18 {
    /// Solo setup: 18 target tokens (the course's hole numbers, repeated to 18) in three
    /// face-down stacks of six, the top one turned up; five of the clubs left to each opponent,
    /// face down; the solo deck built to its rank and its first card turned up.
    pub(in crate::games::holes18) fn begin_solo(&mut self, events: &mut Vec<HolesEvent>) {
        let holes = self.course.holes.len();
        let mut tokens: Vec<u8> = (0..18).map(|i| (i % holes) as u8).collect();
        shuffle(&mut tokens, &mut self.rng);
        let opp_targets = tokens.chunks(6).map(<[u8]>::to_vec).collect();
        shuffle(&mut self.unused, &mut self.rng);
        let opp_clubs = (0..OPPONENTS)
            .map(|_| {
                let at = self.unused.len().saturating_sub(5);
                self.unused.split_off(at)
            })
            .collect();
        sort_short(&mut self.unused);
        // A laid or loaded course has no measured solo par yet: the default rank.
        let course_id = match (&self.config.custom, &self.config.quick) {
            (None, Some(_)) => "",
            _ => self.config.course.as_str(),
        };
        let rank = self.config.solo_rank.unwrap_or_else(|| solo_par(course_id));
        let mut cards: Vec<u8> = (0..solo_cards().len() as u8).collect();
        shuffle(&mut cards, &mut self.rng);
        let (mut solo_deck, rank) = build_solo_deck(rank, &cards);
        let solo_card = solo_deck.pop();
        let solo = Solo {
            solo_deck,
            solo_card,
            solo_mark: 0,
            solo_used: Vec::new(),
            rank,
            opp_points: vec![0; OPPONENTS],
            opp_targets,
            opp_clubs,
            opp_shown: vec![None; OPPONENTS],
            landed_green: None,
            solo_scored: false,
        };
        self.ms = ModeState::Chaos(Chaos::new(1, holes, &[5, 2], ChaosRule::Solo(solo)));
        events.push(HolesEvent::SoloTurn { card: solo_card });
        self.start_hole(events);
    }

    /// Solo: is the turn under the marker a combined scoring turn?
    pub fn solo_combined(&self) -> bool {
        self.ms.solo().is_some_and(Solo::combined)
    }

    pub(in crate::games::holes18) fn check_opp_peek(&self, o: usize) -> Result<(), RuleError> {
        let solo = self.ms.solo().filter(|s| o < s.opp_clubs.len());
        let Some(solo) = solo else {
            return Err(err("not_now", "There is no opponent's club to look at."));
        };
        if !solo.combined() {
            return Err(err(
                "not_combined",
                "Opponents' clubs matter only on a combined scoring turn.",
            ));
        }
        if solo.opp_shown[o].is_some() {
            return Err(err(
                "already_shown",
                "That opponent's club is already face up.",
            ));
        }
        Ok(())
    }

    /// Solo: turns up an opponent's top club (a combined turn's look before moving).
    pub(in crate::games::holes18) fn peek_opp_club(
        &mut self,
        o: usize,
        events: &mut Vec<HolesEvent>,
    ) {
        let Some(solo) = self.ms.solo_mut() else {
            return;
        };
        if let Some(club) = solo.opp_clubs[o].last().copied() {
            solo.opp_shown[o] = Some(club);
            events.push(HolesEvent::OppClub {
                opp: o,
                club,
                contest: false,
            });
        }
    }

    /// Takes the largest token left on hole `h`'s green for an opponent.
    fn opp_take(&mut self, o: usize, h: usize, events: &mut Vec<HolesEvent>) -> i32 {
        let round = self.round;
        let Some(chaos) = self.ms.chaos_mut() else {
            return 0;
        };
        let pot = &mut chaos.pots[h];
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
            round,
        };
        chaos.claims.push(claim);
        events.push(HolesEvent::Claimed { claim });
        if let ChaosRule::Solo(solo) = &mut chaos.rule {
            solo.opp_points[o] += kind.points();
        }
        kind.points()
    }

    /// The end of the player's turn: on a combined turn the opponents score their targets
    /// (a green the player also reached is decided by the opponent's top club against the
    /// player's); then the player's green; then the marker moves on.
    pub(in crate::games::holes18) fn solo_scoring(&mut self, events: &mut Vec<HolesEvent>) {
        let Some(solo) = self.ms.solo_mut() else {
            return;
        };
        solo.solo_scored = true;
        let landed = solo.landed_green.take();
        let mut contested = false;
        if solo.combined() {
            for o in 0..OPPONENTS {
                let Some(solo) = self.ms.solo_mut() else {
                    return;
                };
                let Some(t) = solo.opp_targets[o].last().map(|t| usize::from(*t)) else {
                    continue;
                };
                let mut points = 0;
                match landed {
                    Some((h, init)) if usize::from(h) == t => {
                        contested = true;
                        let club = solo.opp_clubs[o].pop();
                        if let Some(club) = club {
                            // The flipped club goes under its pile.
                            solo.opp_clubs[o].insert(0, club);
                            solo.opp_shown[o] = Some(club);
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
                let Some(solo) = self.ms.solo_mut() else {
                    return;
                };
                solo.opp_targets[o].pop();
                events.push(HolesEvent::OppScored {
                    opp: o,
                    hole: t,
                    points,
                    next: solo.opp_targets[o].last().map(|x| usize::from(*x)),
                });
            }
        }
        if let (Some((h, _)), false) = (landed, contested) {
            self.claim(0, usize::from(h), events);
        }
        if let Some(solo) = self.ms.solo_mut() {
            let card = solo.next_turn(&mut self.rng);
            events.push(HolesEvent::SoloTurn { card });
        }
    }
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
}
