//! Reading the state: the public getters the view, the scenes and the bots use, who is
//! acting, and the conservation checks for tests and fuzzing.

use super::{HoleResult, Holes18, Phase, Shooting, Water};
use crate::core::game::Seat;
use crate::core::sort::sort_short;
use crate::games::holes18::cards::{Club, Shot};
use crate::games::holes18::course::{Course, Hex};
use crate::games::holes18::modes::{ClaimKind, Mode, ModeState};

impl Holes18 {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn course(&self) -> &Course {
        &self.course
    }
    pub fn hole(&self) -> usize {
        self.hole
    }
    pub fn positions(&self) -> &[Hex] {
        &self.pos
    }
    pub fn hand(&self, seat: Seat) -> &[Club] {
        &self.hands[seat]
    }
    pub fn discards(&self, seat: Seat) -> &[Club] {
        &self.discards[seat]
    }
    /// The club this seat has selected (secret until revealed: read it through a view).
    pub fn selected(&self, seat: Seat) -> Option<Club> {
        self.selected[seat]
    }
    pub fn shooting(&self) -> Option<&Shooting> {
        self.shot.as_ref()
    }
    pub fn water(&self) -> &[Water] {
        &self.water
    }
    pub fn results(&self) -> &[HoleResult] {
        &self.results
    }
    pub fn hole_in_ones(&self) -> &[u8] {
        &self.hole_in_ones
    }
    pub fn green(&self) -> Hex {
        self.course.holes[self.hole.min(self.course.holes.len() - 1)].green
    }
    pub fn tee(&self) -> Hex {
        self.course.holes[self.hole.min(self.course.holes.len() - 1)].tee
    }
    pub fn mode(&self) -> Mode {
        self.config.mode
    }
    pub fn mode_state(&self) -> &ModeState {
        &self.ms
    }
    /// The hole this seat is playing (in Golf Racing, their own).
    pub fn hole_of(&self, seat: Seat) -> usize {
        let h = self.ms.at_hole().get(seat).copied().unwrap_or(self.hole);
        h.min(self.course.holes.len() - 1)
    }
    /// The green this seat aims at; `None` in the chaos modes, where any green scores.
    pub fn green_for(&self, seat: Seat) -> Option<Hex> {
        (!self.config.mode.chaos()).then(|| self.course.holes[self.hole_of(seat)].green)
    }
    pub fn tee_for(&self, seat: Seat) -> Hex {
        self.course.holes[self.hole_of(seat)].tee
    }
    /// The hole whose green is at `h`.
    pub fn green_hole(&self, h: Hex) -> Option<usize> {
        self.course.holes.iter().position(|x| x.green == h)
    }
    /// Chaos modes: can this seat still score the green of hole `h`?
    pub fn scorable(&self, seat: Seat, h: usize) -> bool {
        let Some(pot) = self.ms.pots().get(h) else {
            return false;
        };
        match self.config.mode {
            Mode::ChaosGolf | Mode::SoloChaos => {
                pot.contains(&5)
                    || (pot.contains(&2)
                        && !self
                            .ms
                            .claims()
                            .iter()
                            .any(|c| c.hole == h && c.seat == seat && c.kind == ClaimKind::Five))
            }
            Mode::KellyGolf | Mode::ChaosTeams => !pot.is_empty(),
            _ => false,
        }
    }
    /// Whether `seat` may act now (one of `to_move`), without building the list: every legal
    /// move list and every action asks.
    pub(crate) fn may_move(&self, seat: Seat) -> bool {
        if let Some(m) = self.golfers_to_move() {
            return m.contains(&seat); // golfer hook
        }
        self.rules_let_move(seat)
    }

    /// `may_move` when no golfer's decision or draft comes first.
    pub(super) fn rules_let_move(&self, seat: Seat) -> bool {
        let n = self.config.players;
        if seat >= n {
            return false;
        }
        match self.phase {
            Phase::Draft => self.picks[seat].is_none(),
            Phase::Select => self.selected[seat].is_none() && self.active(seat),
            Phase::Turn | Phase::Choose => self.current() == Some(seat),
            Phase::BigHitDiscard => self.shot.as_ref().is_some_and(|s| (s.seat + 1) % n == seat),
            Phase::Place => self.ms.placing() == Some(seat),
            Phase::Target => self.ms.choosing() == Some(seat),
            Phase::Extra => self.ms.extra().first() == Some(&seat),
            Phase::Over => false,
        }
    }

    /// The seat taking a turn (or choosing its shot).
    pub fn current(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn => self.order.get(self.turn).copied(),
            Phase::BigHitDiscard | Phase::Choose => self.shot.as_ref().map(|s| s.seat),
            _ => None,
        }
    }

    /// Every club card in the game, wherever it is (for conservation checks).
    pub fn all_clubs(&self) -> Vec<Club> {
        let mut all: Vec<Club> = self
            .hands
            .iter()
            .chain(&self.discards)
            .chain(&self.packets)
            .flatten()
            .chain(
                (0..self.selected.len())
                    .filter(|s| !self.golfers_borrowing(*s)) // golfer hook
                    .filter_map(|s| self.selected[s].as_ref()),
            )
            .chain(self.picks.iter().flatten())
            .chain(&self.unused)
            .chain(self.ms.opp_clubs().iter().flatten())
            .copied()
            .collect();
        sort_short(&mut all);
        all
    }

    /// Every shot card, wherever it is.
    pub fn all_shots(&self) -> Vec<Shot> {
        let mut all: Vec<Shot> = self
            .decks
            .iter()
            .flat_map(|d| d.draw.iter().chain(&d.discard))
            .chain(self.mementos.iter().flatten())
            .copied()
            .collect();
        if let Some(s) = &self.shot {
            all.extend(s.stacks.iter().flatten());
            all.extend(&s.discarded);
        }
        all.extend(self.golfers_held_shots()); // golfer hook
        sort_short(&mut all);
        all
    }

    /// The conservation laws, for tests and fuzzing: all 74 shot cards and 34 club cards are
    /// somewhere, and every golfer stands where a golfer may stand.
    pub fn broken_invariant(&self) -> Option<String> {
        if !self.all_shots().into_iter().eq(Shot::all()) {
            return Some("the 74 shot cards are not all there".into());
        }
        if !self.all_clubs().into_iter().eq(Club::all()) {
            return Some("the 34 club cards are not all there".into());
        }
        (0..self.pos.len())
            .find(|s| !self.course.standable(self.pos[*s]))
            .map(|s| format!("seat {s} stands on {:?}", self.pos[s]))
    }
}
