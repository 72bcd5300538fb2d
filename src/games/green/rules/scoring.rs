//! End of the Hole and Scoring, End of the Game: the scoring table, the progression card a
//! pocketed ball climbs, the hand bonus and who wins.

use super::{Ball, Green, Mark, RETIRE_POINTS};
use crate::core::game::{Game, Seat};
use crate::games::green::cards::{progression, Club};

/// The points for a hole from the strokes played and its par (the scoring table card).
pub fn hole_points(strokes: usize, par: u8) -> i32 {
    let diff = strokes as i64 - i64::from(par);
    match diff {
        i64::MIN..=-4 => 15,
        -3 => 11,
        -2 => 8,
        -1 => 5,
        0 => 3,
        1 => 1,
        _ => 0,
    }
}

/// End of the Game: one point per different type in hand, or one per club of the best type.
pub fn hand_bonus(hand: &[Club]) -> i32 {
    let mut count = [0i32; 6];
    for c in hand {
        count[c.kind().index()] += 1;
    }
    let types = count.iter().filter(|c| **c > 0).count() as i32;
    types.max(count.iter().copied().max().unwrap_or(0))
}

impl Green {
    /// Highest total wins; a tie goes to the most caddie tokens; then the win is shared.
    pub fn winners(&self) -> Vec<Seat> {
        let totals = self.scores();
        let key = |s: Seat| (totals[s], self.tokens[s]);
        let best = (0..self.config.players).map(key).max();
        (0..self.config.players)
            .filter(|&s| Some(key(s)) == best)
            .collect()
    }

    fn mark_taken(&self, seat: Seat, index: usize) -> bool {
        self.marks
            .iter()
            .enumerate()
            .any(|(s, m)| s != seat && *m == Some(Mark::Space(index as u8)))
    }

    /// End of the Hole and Scoring: a pocketed ball goes on its points' space, or the first
    /// free one below.
    pub(super) fn place_mark(&mut self, seat: Seat, points: i32) -> Mark {
        let card = progression();
        let mark = (0..card.len())
            .rev()
            .find(|&i| i32::from(card[i]) <= points && !self.mark_taken(seat, i))
            .map(|i| Mark::Space(i as u8))
            .unwrap_or(Mark::Waiting);
        self.marks[seat] = Some(mark);
        mark
    }

    /// A pocketed player's turn: one space up, hopping over taken spaces.
    pub(super) fn advance_mark(&mut self, seat: Seat) -> Mark {
        let from = match self.marks[seat] {
            Some(Mark::Space(i)) => usize::from(i) + 1,
            Some(Mark::Beyond) => progression().len(),
            _ => 0,
        };
        let mark = (from..progression().len())
            .find(|&i| !self.mark_taken(seat, i))
            .map(|i| Mark::Space(i as u8))
            .unwrap_or(Mark::Beyond);
        self.marks[seat] = Some(mark);
        mark
    }

    pub(super) fn mark_points(mark: Option<Mark>) -> i32 {
        let card = progression();
        match mark {
            Some(Mark::Space(i)) => card.get(usize::from(i)).map(|v| i32::from(*v)).unwrap_or(0),
            Some(Mark::Beyond) => card.last().map(|v| i32::from(*v)).unwrap_or(0),
            _ => 0,
        }
    }

    /// The points a seat would score if the hole ended now.
    pub fn points_now(&self, seat: Seat) -> i32 {
        match self.balls[seat] {
            Ball::Pocketed => Self::mark_points(self.marks[seat]),
            Ball::Retired => RETIRE_POINTS,
            _ => 0,
        }
    }
}
