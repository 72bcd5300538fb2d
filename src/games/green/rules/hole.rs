//! New Hole and End of the Hole: laying out a hole and its wind, ending it, and the decisions
//! that follow it (pocketed players take clubs back for caddie tokens, the others discard down
//! to 8) before the next hole or the end of the game.

use super::{err, hand_bonus, Ball, Green, GreenEvent, Phase, Step, HAND_LIMIT, PARS};
use crate::core::game::{Game, RuleError, Seat};
use crate::core::rng::{shuffle, Rng};
use crate::games::green::cards::{course_cards, Club};

impl Green {
    pub(super) fn start_hole(&mut self, events: &mut Vec<GreenEvent>) {
        let n = self.config.players;
        let mut cards: Vec<u8> = course_cards().iter().map(|c| c.id).collect();
        shuffle(&mut cards, &mut self.rng);
        cards.truncate(usize::from(self.par()));
        self.spaces = cards
            .iter()
            .flat_map(|id| {
                course_cards()
                    .get(usize::from(*id))
                    .map(|c| c.spaces.clone())
                    .unwrap_or_default()
            })
            .collect();
        self.course = cards;
        self.wind = self.rng.random_range(1..=6u8);
        self.balls = vec![Ball::Tee; n];
        self.marks = vec![None; n];
        self.rows = vec![Vec::new(); n];
        self.shots = vec![0; n];
        self.turns = vec![0; n];
        let totals = self.scores();
        let low = totals.iter().copied().min().unwrap_or(0);
        let tied: Vec<Seat> = (0..n).filter(|&s| totals[s] == low).collect();
        self.first = tied[self.rng.random_range(0..tied.len())];
        self.turn = self.first;
        self.step = Step::Start;
        self.golfer_used = false;
        self.phase = Phase::Play;
        self.turns[self.first] = 1;
        events.push(GreenEvent::HoleStarted {
            hole: self.hole + 1,
            par: self.par(),
            cards: self.course.clone(),
            wind: self.wind,
            first: self.first,
        });
    }

    /// Can `seat` take `club` back now (End of the Hole)?
    pub(super) fn may_take_back(&self, seat: Seat, club: Club) -> bool {
        if self.tokens[seat] == 0 || self.hands[seat].len() >= HAND_LIMIT {
            return false;
        }
        let in_row = self.rows[seat]
            .iter()
            .any(|p| p.club == club || p.pair == Some(club));
        if !in_row {
            return false;
        }
        match self.taken.as_slice() {
            [] => true,
            [first, rest @ ..] => {
                let same = rest.iter().all(|c| c.kind() == first.kind());
                if same && club.kind() == first.kind() {
                    true
                } else {
                    // A second club of another type closes the take-back.
                    self.taken.len() == 1
                }
            }
        }
    }

    fn can_take_any(&self, seat: Seat) -> bool {
        self.rows[seat]
            .iter()
            .flat_map(|p| std::iter::once(p.club).chain(p.pair))
            .any(|c| self.may_take_back(seat, c))
    }

    fn needs_decision(&self, seat: Seat) -> bool {
        match self.balls[seat] {
            Ball::Pocketed => self.can_take_any(seat),
            _ => self.hands[seat].len() > HAND_LIMIT,
        }
    }

    /// Moves the end-of-hole decisions on to the next seat that has one; finishes the hole when
    /// nobody has.
    pub(super) fn next_decision(&mut self, events: &mut Vec<GreenEvent>) {
        while let Some(&seat) = self.pending.first() {
            if self.needs_decision(seat) {
                self.turn = seat;
                return;
            }
            self.pending.remove(0);
            self.taken.clear();
        }
        self.finish_hole(events);
    }

    /// Every ball is pocketed or retired, or one climbed past the progression card: balls still
    /// in play are taken off, the hole is scored and the decisions begin.
    pub(super) fn end_hole(&mut self, events: &mut Vec<GreenEvent>) {
        let n = self.config.players;
        let mut points = Vec::with_capacity(n);
        for seat in 0..n {
            if self.balls[seat].in_play() {
                self.balls[seat] = Ball::Out;
                self.clubs_back(seat);
                events.push(GreenEvent::TakenOff { seat });
            }
            points.push(self.points_now(seat));
        }
        events.push(GreenEvent::HoleEnded {
            hole: self.hole + 1,
            points: points.clone(),
        });
        self.points.push(points);
        self.phase = Phase::HoleEnd;
        self.step = Step::Start;
        self.pending = (0..n).collect();
        self.taken.clear();
        self.next_decision(events);
    }

    /// After the decisions: the played clubs go to the discard pile, then the next hole starts
    /// or the game ends with the hand bonus.
    pub(crate) fn finish_hole(&mut self, events: &mut Vec<GreenEvent>) {
        for seat in 0..self.config.players {
            for p in std::mem::take(&mut self.rows[seat]) {
                self.deck.discard(p.club);
                if let Some(q) = p.pair {
                    self.deck.discard(q);
                }
            }
        }
        self.pending.clear();
        self.taken.clear();
        if self.hole + 1 >= PARS.len() {
            self.phase = Phase::GameOver;
            self.bonus = self.hands.iter().map(|h| hand_bonus(h)).collect();
            let totals = self.scores();
            events.push(GreenEvent::GameEnded {
                bonus: self.bonus.clone(),
                totals,
                winners: self.winners(),
            });
            return;
        }
        self.hole += 1;
        self.start_hole(events);
    }

    /// End of the Hole: pay a caddie token to take a played club back into the hand.
    pub(super) fn take_back(
        &mut self,
        seat: Seat,
        club: Club,
        events: &mut Vec<GreenEvent>,
    ) -> Result<(), RuleError> {
        if !self.may_take_back(seat, club) {
            return Err(err(
                "cannot_take_back",
                "You may take back two clubs of different types, or any number of one type, one caddie token each, up to 8 in hand.",
            ));
        }
        // Take the card out of the row (from a Hybrid pair, the pair is split).
        let row = &mut self.rows[seat];
        if let Some(i) = row.iter().position(|p| p.pair == Some(club)) {
            row[i].pair = None;
        } else if let Some(i) = row.iter().position(|p| p.club == club) {
            match row[i].pair.take() {
                Some(q) => row[i].club = q,
                None => {
                    row.remove(i);
                }
            }
        }
        self.tokens[seat] -= 1;
        self.supply += 1;
        self.add_to_hand(seat, club);
        self.taken.push(club);
        events.push(GreenEvent::TookBack { seat, club });
        self.next_decision(events);
        Ok(())
    }

    /// End of the Hole: take nothing (more) back; the next seat decides.
    pub(super) fn done_taking_back(&mut self, seat: Seat, events: &mut Vec<GreenEvent>) {
        self.pending.retain(|s| *s != seat);
        self.taken.clear();
        self.next_decision(events);
    }
}
