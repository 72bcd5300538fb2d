//! Game turn, Mid-course and End of the Game: revealing the Action card, what happens once
//! everyone has performed it (a Hole is marked, the Final Hole ends a half), and the
//! mid-course reshuffle.

use super::{err, Cells, Golfie, GolfieEvent, Phase, Task};
use crate::core::game::{Game, RuleError, Seat};
use crate::core::rng::shuffle;
use crate::games::golfie::cards::{action_deck, ActionCard};

impl Golfie {
    /// Game turn, phase 1: the active player reveals the next Action card.
    pub(super) fn flip(
        &mut self,
        seat: Seat,
        events: &mut Vec<GolfieEvent>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Flip {
            return Err(err("not_now", "Finish the current Action card first."));
        }
        if seat != self.active {
            return Err(err(
                "not_your_turn",
                "Only the active player reveals the Action card.",
            ));
        }
        // The Final Hole card lies under the stack: it comes up when the stack is empty.
        let card = self.actions.pop().unwrap_or(ActionCard::FinalHole);
        self.played.push(card);
        self.current = Some(card);
        let task = match card {
            ActionCard::Hole | ActionCard::FinalHole => Task::Hole,
            ActionCard::Zone(c) => Task::Play {
                cells: Cells::of(&[c]),
            },
            ActionCard::Double(a, b) => Task::Play {
                cells: Cells::of(&[a, b]),
            },
            ActionCard::GolfCart => Task::GolfCart,
        };
        self.tasks.fill(task);
        self.phase = Phase::Act;
        events.push(GolfieEvent::ActionRevealed { seat, card });
        Ok(())
    }

    /// Everyone has performed the Action card: mark a Hole, handle the Final Hole, pass left.
    pub(super) fn end_of_action(&mut self, events: &mut Vec<GolfieEvent>) {
        let card = self.current;
        if card.is_some_and(ActionCard::is_hole) {
            if self.await_team_marks() {
                return;
            }
            let units = self.cards.len();
            let hole = self.holes_played;
            // A team's mark is its decision; a player's is the card they took.
            let marks: Vec<i32> = (0..units)
                .map(|u| {
                    self.cards[u]
                        .holes
                        .get(hole)
                        .copied()
                        .flatten()
                        .unwrap_or_else(|| {
                            self.members(u)
                                .filter_map(|s| self.hole_picks[s])
                                .min()
                                .unwrap_or(0)
                        })
                })
                .collect();
            for (u, m) in marks.iter().enumerate() {
                if let Some(slot) = self.cards[u].holes.get_mut(self.holes_played) {
                    *slot = Some(*m);
                }
            }
            events.push(GolfieEvent::HoleMarked {
                hole: self.holes_played + 1,
                marks,
            });
            self.holes_played += 1;
            self.hole_picks.fill(None);
        }
        if card == Some(ActionCard::FinalHole) {
            if self.half == 0 {
                // Mid-course: subtotal, then reshuffle the Action cards and all Field cards
                // not in a grid for holes 10-18.
                events.push(GolfieEvent::MidCourse {
                    subtotals: self.cards.iter().map(|c| c.subtotal(0)).collect(),
                });
                self.half = 1;
                self.played.clear();
                self.actions = action_deck().to_vec();
                shuffle(&mut self.actions, &mut self.rng);
                self.reshuffle_field();
            } else {
                self.phase = Phase::GameOver;
                // The game's own result: alone, a player who missed the target wins nothing.
                events.push(GolfieEvent::GameEnded {
                    totals: self.scores(),
                    winners: Game::winners(self),
                });
                return;
            }
        }
        self.active = (self.active + 1) % self.config.players;
        self.phase = Phase::Flip;
    }

    /// End of the Game: at mid-course the discarded Field cards are shuffled together with the
    /// cards left in the Field stack into one new stack (not added under the old one).
    fn reshuffle_field(&mut self) {
        let mut cards = std::mem::take(&mut self.field.discard);
        cards.append(&mut self.field.draw);
        shuffle(&mut cards, &mut self.rng);
        self.field.draw = cards;
    }
}
