//! The chaos family (Chaos Golf, Kelly Golf, Solo Chaos Golf, Chaos Teams): any green in any
//! order, the tokens on the greens, the claims, and the extra turns from a tee box. What each
//! of the four adds is its `ChaosRule`.

use super::kelly::Kelly;
use super::solo::Solo;
use super::teams::Teams;
use super::Claim;
use crate::core::game::Seat;
use crate::games::holes18::cards::Club;
use serde::{Deserialize, Serialize};

/// The chaos family's shared bookkeeping, then its member's own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chaos {
    /// The tokens on each green (Kelly, Teams: 1 while its flag is there).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pots: Vec<Vec<u8>>,
    /// Points scored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub points: Vec<i32>,
    /// Every green scored, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
    /// Landed on a tee box this turn (always one per seat: it names the family in a save).
    pub landed_tee: Vec<bool>,
    /// Players owed extra turns after the round, first in front.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra: Vec<Seat>,
    /// The round's regular turns are over: extra turns are being taken.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_extra: bool,
    #[serde(flatten)]
    pub rule: ChaosRule,
}

/// What one member of the chaos family adds (written beside the shared fields; a save names
/// the member by the field only it always has).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ChaosRule {
    Kelly(Kelly),
    Solo(Solo),
    Teams(Teams),
    /// Chaos Golf: nothing more.
    Open(Open),
}

/// Chaos Golf's (empty) addition.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Open {}

impl Chaos {
    /// Everyone on no points, `pot` on every green.
    pub fn new(players: usize, holes: usize, pot: &[u8], rule: ChaosRule) -> Chaos {
        Chaos {
            pots: vec![pot.to_vec(); holes],
            points: vec![0; players],
            claims: Vec::new(),
            landed_tee: vec![false; players],
            extra: Vec::new(),
            in_extra: false,
            rule,
        }
    }

    /// After the round's regular turns, the extra turns (Fast Travel): the first time, who
    /// landed on a tee box, in this round's play order (`order`); only players with clubs in
    /// `hands` take them. Whether any are still owed.
    pub fn extra_turns(&mut self, order: &[Seat], hands: &[Vec<Club>]) -> bool {
        if !self.in_extra {
            self.in_extra = true;
            let mut queue: Vec<Seat> = Vec::new();
            for &s in order {
                if self.landed_tee[s] && !queue.contains(&s) {
                    queue.push(s);
                }
            }
            self.extra = queue;
            self.landed_tee.iter_mut().for_each(|x| *x = false);
        }
        self.extra.retain(|s| !hands[*s].is_empty());
        if !self.extra.is_empty() {
            return true;
        }
        self.in_extra = false;
        false
    }
}
