//! Skins: the pots on the greens, carried ties and the elimination holes.

use crate::core::game::Seat;
use crate::core::rng::{shuffle, GameRng};
use serde::{Deserialize, Serialize};

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

/// Skins' bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skins {
    /// The tokens on each green.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pots: Vec<Vec<u8>>,
    /// Points scored (always one per seat).
    pub points: Vec<i32>,
    /// Who places a 5-point token next (setup).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placing: Option<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skins: Vec<Skin>,
    /// The players still in the elimination holes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playoff: Vec<Seat>,
    /// The winner of the tie-break holes between players level on the most points (never
    /// set by an elimination played for a pot: its winner takes the pot and the points decide).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub champion: Option<Seat>,
}

impl Skins {
    /// Before the tokens are placed: the last green holds a 5, the first seat places next.
    pub fn new(players: usize, holes: usize) -> Skins {
        let mut pots = vec![Vec::new(); holes];
        pots[holes - 1].push(5);
        Skins {
            pots,
            points: vec![0; players],
            placing: Some(0),
            skins: Vec::new(),
            playoff: Vec::new(),
            champion: None,
        }
    }

    /// `seat` places a 5-point token on hole `h`'s green; the next of `players` places next.
    /// Whether every token is placed.
    pub fn place(&mut self, seat: Seat, h: usize, players: usize) -> bool {
        self.pots[h].push(5);
        self.placing = (seat + 1 < players).then_some(seat + 1);
        self.placing.is_none()
    }

    /// A random 1 or 2 (from 18 of each) on every green still bare.
    pub fn fill_bare_greens(&mut self, rng: &mut GameRng) {
        let mut tokens: Vec<u8> = [1u8, 2].iter().flat_map(|v| [*v; 18]).collect();
        shuffle(&mut tokens, rng);
        for pot in self.pots.iter_mut() {
            if pot.is_empty() {
                pot.extend(tokens.pop());
            }
        }
    }
}
