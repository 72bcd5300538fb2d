//! Combo: three face-up cards of the same value in a line score -2 and leave the grid; with
//! several at once the player chooses the order (Point of Rules 2).

use super::{err, Golfie, GolfieEvent, Task};
use crate::core::game::{RuleError, Seat};
use crate::core::grid::LINES;
use crate::games::golfie::cards::Field;

impl Golfie {
    /// Combo: lines of three face-up cards of the same value (their line numbers, in order).
    pub fn combos(&self, seat: Seat) -> impl Iterator<Item = u8> + '_ {
        let g = &self.grids[seat];
        (0..LINES.len())
            .filter(|&i| {
                let [a, b, c] = LINES[i];
                g[a].up
                    && g[b].up
                    && g[c].up
                    && g[a].card == g[b].card
                    && g[b].card == g[c].card
                    && g[a].card != Field::LostBall
            })
            .map(|i| i as u8)
    }

    fn resolve_combo(&mut self, seat: Seat, line: u8, events: &mut Vec<GolfieEvent>) {
        let cells = LINES[usize::from(line)];
        let value = match self.grids[seat][cells[0]].card {
            Field::Value(v) => v,
            Field::LostBall => 0,
        };
        let (u, h) = (self.unit_of(seat), self.half);
        self.cards[u].combos[h] += 1;
        events.push(GolfieEvent::Combo { seat, line, value });
        self.remove_and_refill(seat, &cells, events);
    }

    /// Phase 3 of a turn: resolve Combos one at a time; with a choice, ask the player.
    pub(super) fn settle_combos(&mut self, seat: Seat, events: &mut Vec<GolfieEvent>) {
        loop {
            let first_two = {
                let mut found = self.combos(seat);
                (found.next(), found.next())
            };
            match first_two {
                (None, _) => {
                    self.tasks[seat] = Task::Done;
                    return;
                }
                (Some(line), None) => self.resolve_combo(seat, line, events),
                _ => {
                    self.tasks[seat] = Task::ChooseCombo;
                    return;
                }
            }
        }
    }

    /// Point of Rules 2: resolve the chosen Combo first.
    pub(super) fn choose_combo(
        &mut self,
        seat: Seat,
        line: u8,
        events: &mut Vec<GolfieEvent>,
    ) -> Result<(), RuleError> {
        if self.tasks[seat] != Task::ChooseCombo {
            return Err(err("not_now", "There is no Combo to choose now."));
        }
        if !self.combos(seat).any(|l| l == line) {
            return Err(err("no_such_combo", "There is no Combo on that line."));
        }
        self.resolve_combo(seat, line, events);
        self.settle_combos(seat, events);
        Ok(())
    }
}
