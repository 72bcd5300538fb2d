//! Team play: a team writes on one scorecard row and decides which member's Hole card it marks.

use super::{err, Golfie, GolfieEvent, Task};
use crate::core::game::{RuleError, Seat};

impl Golfie {
    /// The seats of a scorecard row, in seat order.
    pub(super) fn members(&self, unit: usize) -> impl Iterator<Item = Seat> + '_ {
        (0..self.config.players).filter(move |&s| self.unit_of(s) == unit)
    }

    /// Team play: the member who voices the team's decision, the first in turn order.
    pub fn team_voice(&self, unit: usize) -> Option<Seat> {
        let n = self.config.players;
        (0..n)
            .map(|i| (self.active + i) % n)
            .find(|&s| self.unit_of(s) == unit)
    }

    /// Team play: once every member has taken a Hole card, each team that has not marked one
    /// yet is asked which to mark. True while a team still has to decide.
    pub(super) fn await_team_marks(&mut self) -> bool {
        if self.config.teams.is_empty() {
            return false;
        }
        let hole = self.holes_played;
        let mut waiting = false;
        for u in 0..self.cards.len() {
            let marked = self.cards[u].holes.get(hole).copied().flatten().is_some();
            if let (false, Some(voice)) = (marked, self.team_voice(u)) {
                self.tasks[voice] = Task::MarkHole;
                waiting = true;
            }
        }
        waiting
    }

    /// Team play: the team marks the card `member` took for this Hole.
    pub(super) fn mark_team_card(
        &mut self,
        seat: Seat,
        member: u8,
        events: &mut Vec<GolfieEvent>,
    ) -> Result<(), RuleError> {
        if self.tasks[seat] != Task::MarkHole {
            return Err(err("not_now", "There is no Hole card to choose now."));
        }
        let m = usize::from(member);
        let unit = self.unit_of(seat);
        let scored = (m < self.config.players && self.unit_of(m) == unit)
            .then(|| self.hole_picks[m])
            .flatten()
            .ok_or_else(|| {
                err(
                    "not_teammate",
                    "Choose the Hole card of a member of your team.",
                )
            })?;
        if let Some(slot) = self.cards[unit].holes.get_mut(self.holes_played) {
            *slot = Some(scored);
        }
        self.tasks[seat] = Task::Done;
        events.push(GolfieEvent::TeamChose {
            seat,
            member: m,
            scored,
        });
        Ok(())
    }
}
