//! Reaching the Green: where the ball stops (the green, water), then 6. Score Flags, 7. Score
//! Hole-in-one Tokens, 8. Move to the Next Hole, 9. Remove Any Hazard Effects.

use super::{Arrival, HoleResult, Holes18, HolesEvent, Water};
use crate::core::game::Seat;
use crate::games::holes18::cards::Club;
use crate::games::holes18::course::{Hex, Terrain};
use crate::games::holes18::modes::Mode;

impl Holes18 {
    pub(crate) fn start_hole(&mut self, events: &mut Vec<HolesEvent>) {
        let h = self.course.holes[self.hole];
        for p in self.pos.iter_mut() {
            *p = h.tee;
        }
        self.water.iter_mut().for_each(|w| *w = Water::Dry);
        self.turns_on_hole.iter_mut().for_each(|t| *t = 0);
        self.ms.new_hole();
        self.arrived.clear();
        self.round = 0;
        events.push(HolesEvent::HoleStarted {
            hole: self.hole,
            par: h.par,
        });
        for s in 0..self.config.players {
            self.golfers_new_hole(s, events); // golfer hook
        }
        self.start_round(events);
    }

    /// The ball stops at `to` after a hit (`hit`) or a move: water and the green apply.
    pub(super) fn settle_ball(
        &mut self,
        seat: Seat,
        to: Hex,
        hit: bool,
        events: &mut Vec<HolesEvent>,
    ) {
        let from = self.pos[seat];
        self.pos[seat] = to;
        if self.config.mode.chaos() {
            if let Some(h) = self.green_hole(to) {
                if to != from {
                    // Solo: a regular turn's green is scored with the opponents' turn.
                    let in_extra = self.ms.in_extra();
                    let solo = self.ms.solo_mut().filter(|_| !in_extra);
                    if let Some(solo) = solo {
                        let init = self.selected[seat].map_or(0, Club::init);
                        solo.landed_green = Some((h as u8, init));
                    } else {
                        self.claim(seat, h, events);
                    }
                }
                return;
            }
            if to != from && self.course.terrain(to) == Some(Terrain::Tee) {
                self.ms.set_landed_tee(seat, true);
            }
        } else if Some(to) == self.green_for(seat) {
            let hole_in_one = hit && self.turns_on_hole[seat] == 0 && from == self.tee_for(seat);
            self.arrived.push(Arrival { seat, hole_in_one });
            self.ms.set_holed(seat);
            events.push(HolesEvent::ReachedGreen { seat, hole_in_one });
            return;
        }
        if to != from
            && matches!(
                self.course.terrain(to),
                Some(Terrain::Water | Terrain::Lake)
            )
            && !self.golfers_ignore_water(seat)
        {
            events.push(HolesEvent::InWater { seat });
            // Stroke Play: no missed turn, a penalty stroke instead.
            if self.config.mode == Mode::StrokePlay {
                self.penalty(seat, events);
            } else {
                self.water[seat] = Water::Landed;
            }
        }
    }

    pub(super) fn end_round(&mut self, events: &mut Vec<HolesEvent>) {
        for w in self.water.iter_mut() {
            if *w == Water::Skipping {
                *w = Water::Dry;
            }
        }
        match self.config.mode {
            Mode::MatchPlay => {}
            Mode::StrokePlay | Mode::Stableford => return self.end_stroke_round(events),
            Mode::GolfRacing => return self.end_race_round(events),
            Mode::Skins => return self.end_skins_round(events),
            Mode::ChaosTeams => {
                // Every flag taken, or a team with 10: the game ends with the round.
                if self.ms.pots().iter().all(Vec::is_empty)
                    || self.ms.points().iter().any(|p| *p >= 10)
                {
                    return self.finish(events);
                }
                return self.start_round(events);
            }
            Mode::ChaosGolf | Mode::KellyGolf | Mode::SoloChaos => {
                // Chaos Golf ends with the round in which the last 5-point token went.
                if matches!(self.config.mode, Mode::ChaosGolf | Mode::SoloChaos)
                    && !self.ms.pots().iter().any(|p| p.contains(&5))
                {
                    return self.finish(events);
                }
                return self.start_round(events);
            }
        }
        if self.arrived.is_empty() {
            self.start_round(events);
            return;
        }
        let flag = self.arrived[0].seat;
        self.flags[flag] += 1;
        let tokens: Vec<Seat> = self.arrived[1..].iter().map(|a| a.seat).collect();
        for &s in &tokens {
            self.tokens[s] += 1;
        }
        let hole_in_ones: Vec<Seat> = self
            .arrived
            .iter()
            .filter(|a| a.hole_in_one)
            .map(|a| a.seat)
            .collect();
        for &s in &hole_in_ones {
            self.hole_in_ones[s] += 1;
        }
        let result = HoleResult {
            flag,
            tokens,
            hole_in_ones,
            rounds: self.round,
        };
        self.results.push(result.clone());
        events.push(HolesEvent::HoleScored {
            hole: self.hole,
            result,
        });
        self.hole += 1;
        if self.hole >= self.course.holes.len() {
            return self.finish(events);
        }
        self.start_hole(events);
    }
}
