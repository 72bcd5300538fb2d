//! Set up: each player turns over one card of their top row and one of their bottom row.

use super::{err, Golfie, GolfieEvent, Phase, Task};
use crate::core::game::{RuleError, Seat};

impl Golfie {
    /// Set up: turn over a card of the top or bottom row.
    pub(super) fn setup_reveal(
        &mut self,
        seat: Seat,
        cell: u8,
        events: &mut Vec<GolfieEvent>,
    ) -> Result<(), RuleError> {
        let c = Self::cell(cell)?;
        let Task::Setup { top, bottom } = self.tasks[seat] else {
            return Err(err(
                "not_now",
                "Cards are revealed by choice only during set up.",
            ));
        };
        let row_done = if c < 3 {
            top
        } else if c >= 6 {
            bottom
        } else {
            true
        };
        if row_done {
            return Err(err(
                "setup_row",
                "Reveal one card of your top row and one of your bottom row.",
            ));
        }
        if self.grids[seat][c].up {
            return Err(err("cell_face_up", "That card is already face up."));
        }
        let (top, bottom) = (top || c < 3, bottom || c >= 6);
        self.tasks[seat] = if top && bottom {
            Task::Done
        } else {
            Task::Setup { top, bottom }
        };
        self.reveal(seat, c, events);
        if self.all_done() {
            self.phase = Phase::Flip;
        }
        Ok(())
    }
}
