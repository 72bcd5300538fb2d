//! Action Card - Playing Area (Unveil, Move), Double zone and Golf Cart: playing the cells an
//! Action card indicates.

use super::{err, Golfie, GolfieAction, GolfieEvent, Task};
use crate::core::game::{RuleError, Seat};
use crate::core::grid::{neighbours, CELLS};

impl Golfie {
    /// Action Card - Playing Area: unveil or move an indicated card.
    pub(super) fn play_cell(
        &mut self,
        seat: Seat,
        action: GolfieAction,
        events: &mut Vec<GolfieEvent>,
    ) -> Result<(), RuleError> {
        let (GolfieAction::Unveil(cell) | GolfieAction::Move { cell, .. }) = action else {
            return Err(err("not_now", "There is no card to unveil or move now."));
        };
        let c = Self::cell(cell)?;
        if !matches!(self.tasks[seat], Task::Play { .. } | Task::GolfCart) {
            return Err(err("not_now", "There is no card to unveil or move now."));
        }
        if !self.playable_cells(seat).contains(&cell) {
            return Err(err(
                "not_indicated",
                "Play the card the Action card points to.",
            ));
        }
        match action {
            GolfieAction::Unveil(_) => {
                if self.grids[seat][c].up {
                    return Err(err(
                        "must_move",
                        "That card is already face up, so it must be moved.",
                    ));
                }
                self.cell_played(seat, cell);
                self.reveal(seat, c, events);
            }
            GolfieAction::Move { with, .. } => {
                let w = Self::cell(with)?;
                if !neighbours(c).any(|n| n == w) {
                    return Err(err(
                        "not_adjacent",
                        "Swap with a card directly above, below, left or right.",
                    ));
                }
                self.cell_played(seat, cell);
                self.grids[seat].swap(c, w);
                events.push(GolfieEvent::Moved { seat, cell, with });
            }
            _ => {}
        }
        if self.tasks[seat] == Task::Done {
            self.settle_combos(seat, events);
        }
        Ok(())
    }

    /// The cells a seat may still unveil or move now.
    pub(super) fn playable_cells(&self, seat: Seat) -> &[u8] {
        const EVERY_CELL: [u8; CELLS] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        match &self.tasks[seat] {
            Task::Play { cells } => cells,
            Task::GolfCart => &EVERY_CELL,
            _ => &[],
        }
    }

    /// Marks an indicated cell as played; the task ends when none is left.
    fn cell_played(&mut self, seat: Seat, cell: u8) {
        match &mut self.tasks[seat] {
            Task::Play { cells } => {
                cells.remove(cell);
                if cells.is_empty() {
                    self.tasks[seat] = Task::Done;
                }
            }
            _ => self.tasks[seat] = Task::Done,
        }
    }
}
