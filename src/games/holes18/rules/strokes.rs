//! Stroke Play, Stableford and Golf Racing: the end of a round when strokes are counted.

use super::{Holes18, HolesEvent, Water};

impl Holes18 {
    /// Stroke Play, Stableford: the hole ends when everyone is on the green.
    pub(super) fn end_stroke_round(&mut self, events: &mut Vec<HolesEvent>) {
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

    /// Golf Racing: who reached their green goes on to their next tee; the race ends with the
    /// round in which someone reaches the last green.
    pub(super) fn end_race_round(&mut self, events: &mut Vec<HolesEvent>) {
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
