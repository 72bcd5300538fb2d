//! Winning the Game: each seat's score in its mode, the winners, and the end of the game.

use super::{Holes18, HolesEvent, Phase};
use crate::core::game::Seat;
use crate::core::pause::Pause;
use crate::games::holes18::modes::{stableford_points, Mode};

impl Holes18 {
    /// The seat's score in this mode: points, or strokes in Stroke Play, or holes finished in
    /// Golf Racing.
    pub fn points(&self, seat: Seat) -> i32 {
        let card = || self.ms.cards().iter().filter_map(move |c| c[seat]);
        match self.config.mode {
            Mode::MatchPlay => i32::from(self.flags[seat]) + i32::from(self.tokens[seat]),
            Mode::StrokePlay => card().map(i32::from).sum(),
            Mode::Stableford => self
                .ms
                .cards()
                .iter()
                .zip(&self.course.holes)
                .filter_map(|(c, h)| c[seat].map(|st| stableford_points(h.par, st)))
                .sum(),
            Mode::GolfRacing => card().count() as i32,
            Mode::Skins
            | Mode::ChaosGolf
            | Mode::KellyGolf
            | Mode::SoloChaos
            | Mode::ChaosTeams => self.ms.points().get(seat).copied().unwrap_or(0),
        }
    }

    /// The winners: the best score (fewest strokes in Stroke Play), then, where the mode says
    /// so, the most hole-in-one tokens; still tied, the win is shared. In Skins the most points
    /// win, and the winner of the tie-break holes between the leaders wins alone.
    pub fn winners(&self) -> Vec<Seat> {
        let n = self.config.players;
        // Solo: you win (or share the win) unless an opponent has more.
        if self.config.mode == Mode::SoloChaos {
            let solo = self.ms.solo().map_or(&[][..], |s| &s.opp_points);
            let best = solo.iter().copied().max().unwrap_or(0);
            return if self.points(0) >= best {
                vec![0]
            } else {
                Vec::new()
            };
        }
        let mode = self.config.mode;
        let key = |s: Seat| {
            let p = self.points(s);
            let p = if mode == Mode::StrokePlay { -p } else { p };
            let tie = if matches!(
                mode,
                Mode::Skins
                    | Mode::ChaosGolf
                    | Mode::KellyGolf
                    | Mode::SoloChaos
                    | Mode::ChaosTeams
            ) {
                0
            } else {
                self.hole_in_ones[s]
            };
            (p, tie)
        };
        let best = (0..n).map(key).max();
        let leaders: Vec<Seat> = (0..n).filter(|s| Some(key(*s)) == best).collect();
        match self.ms.champion() {
            Some(c) if leaders.contains(&c) => vec![c],
            _ => leaders,
        }
    }

    /// Where the table pauses: after each hole that everyone finishes together, open until
    /// anyone acts on the next hole.
    pub fn pause(&self) -> Pause {
        let done = match self.config.mode {
            Mode::MatchPlay => self.results.len(),
            Mode::StrokePlay | Mode::Stableford => self.ms.cards().len(),
            Mode::Skins => self.ms.skins().map_or(0, |s| s.skins.len()),
            _ => 0,
        };
        let fresh = self.phase == Phase::Select
            && self.round <= 1
            && self.selected.iter().all(Option::is_none)
            && self.picks.iter().all(Option::is_none);
        Pause {
            done,
            open: done > 0 && fresh,
        }
    }

    pub(super) fn finish(&mut self, events: &mut Vec<HolesEvent>) {
        self.phase = Phase::Over;
        self.order.clear();
        if let Some(chaos) = self.ms.chaos_mut() {
            chaos.extra.clear();
            chaos.in_extra = false;
        }
        let points = (0..self.config.players).map(|s| self.points(s)).collect();
        events.push(HolesEvent::GameEnded {
            points,
            winners: self.winners(),
        });
    }
}
