//! Golf Racing: each player on their own hole, a card of strokes per hole finished.

use crate::core::game::Seat;
use crate::games::holes18::rules::{Holes18, HolesEvent, Water};
use serde::{Deserialize, Serialize};

/// Golf Racing's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
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

impl Holes18 {
    /// Golf Racing: who reached their green goes on to their next tee; the race ends with the
    /// round in which someone reaches the last green.
    pub(in crate::games::holes18) fn end_race_round(&mut self, events: &mut Vec<HolesEvent>) {
        let last = self.course.holes.len() - 1;
        for a in std::mem::take(&mut self.arrived) {
            let Some(race) = self.ms.racing_mut() else {
                return;
            };
            let s = a.seat;
            let h = race.at_hole[s];
            let strokes = self.turns_on_hole[s];
            race.cards[h][s] = Some(strokes);
            if a.hole_in_one {
                self.hole_in_ones[s] += 1;
            }
            events.push(HolesEvent::RacerHoled {
                seat: s,
                hole: h,
                strokes,
                hole_in_one: a.hole_in_one,
            });
            if h >= last {
                race.finished.push(s);
            } else {
                race.at_hole[s] = h + 1;
                self.pos[s] = self.course.holes[h + 1].tee;
                self.turns_on_hole[s] = 0;
                self.water[s] = Water::Dry;
                self.golfers_new_hole(s, events); // golfer hook: a racer's own new hole
            }
        }
        self.hole = self.ms.at_hole().iter().copied().max().unwrap_or(0);
        if !self.ms.finished().is_empty() {
            return self.finish(events);
        }
        self.start_round(events);
    }
}
