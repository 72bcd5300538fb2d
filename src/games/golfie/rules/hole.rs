//! Action Card - Hole: score a top-row card, discard it and let the column rise.

use super::{err, Golfie, GolfieEvent, Task};
use crate::core::game::{RuleError, Seat};
use crate::games::golfie::cards::Field;

impl Golfie {
    /// Action Card - Hole: score a top-row card, discard it, shift up, then look for Combos.
    pub(super) fn play_hole(
        &mut self,
        seat: Seat,
        cell: u8,
        events: &mut Vec<GolfieEvent>,
    ) -> Result<(), RuleError> {
        if self.tasks[seat] != Task::Hole {
            return Err(err("not_now", "There is no Hole to play now."));
        }
        if cell > 2 {
            return Err(err("top_row_only", "A Hole scores a card of your top row."));
        }
        let c = usize::from(cell);
        let card = self.grids[seat][c].card;
        let scored = if card == Field::LostBall {
            // Lost Ball during a Hole: +1, and the Hole scores the top Field card.
            self.mark_lost(seat);
            loop {
                let top = self.draw_field(events);
                self.field.discard(top);
                match top {
                    Field::Value(v) => break i32::from(v),
                    Field::LostBall => self.mark_lost(seat),
                }
            }
        } else {
            match card {
                Field::Value(v) => i32::from(v),
                Field::LostBall => 0,
            }
        };
        self.grids[seat][c].up = true;
        self.hole_picks[seat] = Some(scored);
        events.push(GolfieEvent::HolePlayed {
            seat,
            cell,
            card,
            scored,
        });
        // Point of Rules 3: the card is scored and discarded before any Combo check.
        self.remove_and_refill(seat, &[c], events);
        self.settle_combos(seat, events);
        Ok(())
    }
}
