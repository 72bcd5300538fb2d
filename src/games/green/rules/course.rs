//! Hit the Ball, Obstacles along the course: the hole as a line of spaces from the tee to the
//! green, the strike a club gives from where the ball lies, and where the ball comes to rest.

use super::{Ball, GolferUse, Green, Power};
use crate::core::game::Seat;
use crate::games::green::cards::{Club, Space};

/// The result of a shot before it is carried out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub strike: u8,
    pub end: Ball,
}

impl Green {
    /// The green, counted in steps from the tee.
    fn green(&self) -> usize {
        self.spaces.len() + 1
    }

    /// How many spaces a ball must still travel to reach the green (1 from the rough).
    pub fn distance(&self, ball: Ball) -> usize {
        match ball {
            Ball::Tee => self.green(),
            Ball::Space(i) => self.green().saturating_sub(usize::from(i) + 1),
            _ => 1,
        }
    }

    /// True if no other ball leaves room on space `i` for `seat`'s ball.
    fn full(&self, seat: Seat, i: usize) -> bool {
        let Some(space) = self.spaces.get(i) else {
            return true;
        };
        let others = self
            .balls
            .iter()
            .enumerate()
            .filter(|(s, b)| *s != seat && **b == Ball::Space(i as u8))
            .count();
        others >= usize::from(space.capacity())
    }

    /// Where a ball from `start` ends after moving `strike` spaces towards the green.
    fn land(&self, seat: Seat, start: Ball, strike: u8, skip: bool, pocket: bool) -> Ball {
        let on_green = if pocket { Ball::Pocketed } else { Ball::Rough };
        let from = match start {
            Ball::Tee => 0,
            Ball::Space(i) => usize::from(i) + 1,
            // Rough: the green is one space away; anything else goes past it again.
            _ => return if strike == 1 { on_green } else { Ball::Rough },
        };
        let green = self.green();
        let target = from + usize::from(strike);
        if target > green {
            return Ball::Rough;
        }
        if target == green {
            return on_green;
        }
        if target == from || !self.full(seat, target - 1) {
            return if target == from {
                start
            } else {
                Ball::Space((target - 1) as u8)
            };
        }
        if skip {
            return (target + 1..green)
                .find(|&t| !self.full(seat, t - 1))
                .map(|t| Ball::Space((t - 1) as u8))
                .unwrap_or(on_green);
        }
        (from + 1..target)
            .rev()
            .find(|&t| !self.full(seat, t - 1))
            .map(|t| Ball::Space((t - 1) as u8))
            .unwrap_or(start)
    }

    fn space_at(&self, ball: Ball) -> Space {
        match ball {
            Ball::Space(i) => self.spaces.get(usize::from(i)).copied().unwrap_or_default(),
            _ => Space::default(),
        }
    }

    /// The outcome of a shot with card value `value` (already summed for a Hybrid pair).
    pub(crate) fn outcome(
        &self,
        seat: Seat,
        value: u8,
        power: Option<Power>,
        golfer: Option<GolferUse>,
    ) -> Outcome {
        let start = self.balls[seat];
        let strike = self.strike(seat, value, power, golfer);
        let skip = power == Some(Power::Skip) || golfer == Some(GolferUse::UltraLob);
        let pocket = power == Some(Power::Pocket) || golfer == Some(GolferUse::FarAway);
        Outcome {
            strike,
            end: self.land(seat, start, strike, skip, pocket),
        }
    }

    /// The strike alone: the card value with the lie's height and bunker, a power and a golfer.
    /// Listing the legal shots asks it of every card value, and most never need the landing.
    pub(crate) fn strike(
        &self,
        seat: Seat,
        value: u8,
        power: Option<Power>,
        golfer: Option<GolferUse>,
    ) -> u8 {
        let space = self.space_at(self.balls[seat]);
        let mut strike = i32::from(value) + i32::from(space.height);
        if power != Some(Power::IgnoreBunker) {
            strike -= i32::from(space.bunker);
        }
        if power == Some(Power::FirstClub) && self.shots[seat] == 0 {
            strike += 2;
        }
        if golfer == Some(GolferUse::SandKing) && space.bunker > 0 {
            strike += 2;
        }
        strike.clamp(0, 60) as u8
    }

    /// The wind moved by Wind Master's `shift`, within the die's faces.
    pub(crate) fn wind_with(&self, shift: i8) -> u8 {
        (i16::from(self.wind) + i16::from(shift)).clamp(1, 6) as u8
    }

    /// The card values `club` may read for this shot (wind moved by Wind Master).
    pub(crate) fn card_values(
        &self,
        club: Club,
        pair: Option<Club>,
        golfer: Option<GolferUse>,
    ) -> (u8, u8) {
        let shift = match golfer {
            Some(GolferUse::WindMaster(d)) => d,
            _ => 0,
        };
        let wind = self.wind_with(shift);
        let r = club.strike().values(wind);
        let extra = pair.map(|p| p.strike().max(wind)).unwrap_or(0);
        (r.start() + extra, r.end() + extra)
    }

    /// The card value the same shot would read without the golfer (only Wind Master changes
    /// it, and only for a club that reads the wind).
    pub(crate) fn value_without_golfer(
        &self,
        club: Club,
        pair: Option<Club>,
        value: u8,
        golfer: GolferUse,
    ) -> u8 {
        match golfer {
            GolferUse::WindMaster(_) if club.strike().reads_wind() => {
                self.card_values(club, pair, None).0
            }
            _ => value,
        }
    }
}
