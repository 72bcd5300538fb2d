//! Playing the Game: whose turn it is and what they may do now, passing the turn (pocketed
//! balls climb the progression card on the way), 3. Retire From the Hole, and the hand limit.

use super::{err, Ball, Green, GreenAction, GreenEvent, Mark, Phase, Step, HAND_LIMIT};
use crate::core::game::{check_seat, RuleError, Seat};
use crate::games::green::cards::Club;

impl Green {
    /// Checks whose move it is and that they may make this kind of move now.
    pub(super) fn check_turn(&self, seat: Seat, action: &GreenAction) -> Result<(), RuleError> {
        check_seat(seat, self.config.players)?;
        if self.phase == Phase::GameOver {
            return Err(err("game_over", "The game is over."));
        }
        if seat != self.turn {
            return Err(err("not_your_turn", "It is not your turn."));
        }
        let allowed = match (self.phase, self.step, action) {
            (Phase::Golfers, _, GreenAction::Golfer(_)) => true,
            (Phase::Play, Step::Start, GreenAction::Refresh)
            | (Phase::Play, Step::Start, GreenAction::Draw(_))
            | (Phase::Play, Step::Start, GreenAction::Hit(_))
            | (Phase::Play, Step::Start, GreenAction::Retire) => true,
            (Phase::Play, Step::Drawing, GreenAction::Refresh)
            | (Phase::Play, Step::Drawing, GreenAction::Draw(_)) => true,
            (Phase::Play, Step::Chain, GreenAction::Hit(_)) => true,
            (Phase::Play, Step::Discarding, GreenAction::Discard(_)) => true,
            (Phase::HoleEnd, _, GreenAction::Discard(_)) => self.balls[seat] != Ball::Pocketed,
            (Phase::HoleEnd, _, GreenAction::TakeBack(_) | GreenAction::Done) => {
                self.balls[seat] == Ball::Pocketed
            }
            _ => false,
        };
        if allowed {
            return Ok(());
        }
        let message = match (self.phase, self.step) {
            (Phase::Golfers, _) => "First choose your golfer.",
            (Phase::Play, Step::Drawing) => "You paid to refresh the display: now draw a club.",
            (Phase::Play, Step::Chain) => "Your Iron's power: play another club now.",
            (Phase::Play, Step::Discarding) => "Discard down to 8 clubs first.",
            (Phase::HoleEnd, _) if self.balls[seat] == Ball::Pocketed => {
                "The hole is over: take clubs back or say you are done."
            }
            (Phase::HoleEnd, _) => "The hole is over: discard down to 8 clubs.",
            _ => "You cannot do that now.",
        };
        Err(err("not_now", message))
    }

    fn all_finished(&self) -> bool {
        self.balls.iter().all(|b| !b.in_play())
    }

    /// Ends the turn and gives it to the next player with a ball in play; pocketed players on
    /// the way advance on the progression card, which may end the hole.
    pub(super) fn pass_turn(&mut self, events: &mut Vec<GreenEvent>) {
        self.step = Step::Start;
        self.golfer_used = false;
        let n = self.config.players;
        let mut seat = self.turn;
        for _ in 0..2 * n {
            if self.all_finished() {
                break;
            }
            seat = (seat + 1) % n;
            match self.balls[seat] {
                Ball::Pocketed => {
                    let mark = self.advance_mark(seat);
                    events.push(GreenEvent::Advanced {
                        seat,
                        mark,
                        points: Self::mark_points(Some(mark)),
                    });
                    if mark == Mark::Beyond {
                        break;
                    }
                }
                Ball::Retired | Ball::Out => {}
                _ => {
                    self.turn = seat;
                    self.turns[seat] = self.turns[seat].saturating_add(1);
                    return;
                }
            }
        }
        self.end_hole(events);
    }

    /// Retire From the Hole: the played clubs go back to the hand (over 8, discard down first).
    pub(super) fn retire(&mut self, seat: Seat, events: &mut Vec<GreenEvent>) {
        self.balls[seat] = Ball::Retired;
        self.clubs_back(seat);
        events.push(GreenEvent::Retired { seat });
        if self.hands[seat].len() > HAND_LIMIT {
            self.step = Step::Discarding;
        } else {
            self.pass_turn(events);
        }
    }

    /// Discard down to 8, one club at a time, after retiring or at the end of the hole.
    pub(super) fn discard(
        &mut self,
        seat: Seat,
        club: Club,
        events: &mut Vec<GreenEvent>,
    ) -> Result<(), RuleError> {
        if self.hands[seat].len() <= HAND_LIMIT {
            return Err(err("not_over_limit", "You hold 8 clubs or fewer."));
        }
        if !self.take_from_hand(seat, club) {
            return Err(err(
                "not_in_hand",
                format!("There is no {} in your hand.", club.name()),
            ));
        }
        self.deck.discard(club);
        events.push(GreenEvent::Discarded { seat, club });
        if self.hands[seat].len() <= HAND_LIMIT {
            if self.phase == Phase::Play {
                self.pass_turn(events);
            } else {
                self.next_decision(events);
            }
        }
        Ok(())
    }
}
