//! Stroke Play and Stableford: a card of strokes per hole, and everyone holes out.

use crate::games::holes18::rules::{Holes18, HolesEvent};
use serde::{Deserialize, Serialize};

/// Stroke Play and Stableford's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
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

impl Holes18 {
    /// Stroke Play, Stableford: the hole ends when everyone is on the green.
    pub(in crate::games::holes18) fn end_stroke_round(&mut self, events: &mut Vec<HolesEvent>) {
        let card = self.ms.strokes_mut();
        let Some(strokes) = card.and_then(|c| c.hole_out(&self.turns_on_hole)) else {
            return self.start_round(events);
        };
        for a in &self.arrived {
            if a.hole_in_one {
                self.hole_in_ones[a.seat] += 1;
            }
        }
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
}
