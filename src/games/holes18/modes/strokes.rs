//! Stroke Play and Stableford: a card of strokes per hole, and everyone holes out.

use serde::{Deserialize, Serialize};

/// Stroke Play and Stableford's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Strokes {
    /// Strokes per seat on each hole played (hole, then seat).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<Vec<Option<u16>>>,
    /// Penalty strokes on the hole in play (water, out of bounds, missed rounds).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<u16>,
    /// On the green, waiting for the others (always one per seat: it names the mode in a save).
    pub holed: Vec<bool>,
}

impl Strokes {
    pub fn new(players: usize) -> Strokes {
        Strokes {
            cards: Vec::new(),
            penalties: vec![0; players],
            holed: vec![false; players],
        }
    }

    /// Once everyone is on the green: each seat's strokes on the hole (the `turns` it took and
    /// its penalties), written on the card.
    pub fn hole_out(&mut self, turns: &[u16]) -> Option<Vec<u16>> {
        if !self.holed.iter().all(|x| *x) {
            return None;
        }
        let strokes: Vec<u16> = turns
            .iter()
            .zip(&self.penalties)
            .map(|(t, p)| t + p)
            .collect();
        self.cards.push(strokes.iter().map(|x| Some(*x)).collect());
        Some(strokes)
    }
}
