//! Lost Ball: a revealed Lost Ball is discarded, marked +1 and replaced face up.

use super::{Golfie, GolfieEvent, Slot};
use crate::core::game::Seat;
use crate::games::golfie::cards::Field;

impl Golfie {
    pub(super) fn mark_lost(&mut self, seat: Seat) {
        let (u, h) = (self.unit_of(seat), self.half);
        self.cards[u].lost[h] += 1;
    }

    /// Lost Ball: a revealed Lost Ball is discarded, +1 is marked, and a Field card fills the
    /// place face up; if that is a Lost Ball too, again.
    pub(super) fn settle_lost_balls(
        &mut self,
        seat: Seat,
        cell: usize,
        events: &mut Vec<GolfieEvent>,
    ) {
        while self.grids[seat][cell].up && self.grids[seat][cell].card == Field::LostBall {
            self.field.discard(Field::LostBall);
            self.mark_lost(seat);
            let replacement = self.draw_field(events);
            self.grids[seat][cell] = Slot {
                card: replacement,
                up: true,
            };
            events.push(GolfieEvent::LostBall {
                seat,
                cell: cell as u8,
                replacement,
            });
        }
    }
}
