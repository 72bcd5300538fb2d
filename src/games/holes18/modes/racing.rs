//! Golf Racing: each player on their own hole, a card of strokes per hole finished.

use crate::core::game::Seat;
use serde::{Deserialize, Serialize};

/// Golf Racing's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Racing {
    /// Strokes per seat on each hole (hole, then seat; `None` for a hole not finished yet).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<Vec<Option<u16>>>,
    /// The hole each player is on (always one per seat: it names the mode in a save).
    pub at_hole: Vec<usize>,
    /// Who reached the last green (the round the race ended).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub finished: Vec<Seat>,
}

impl Racing {
    pub fn new(players: usize, holes: usize) -> Racing {
        Racing {
            cards: vec![vec![None; players]; holes],
            at_hole: vec![0; players],
            finished: Vec::new(),
        }
    }
}
