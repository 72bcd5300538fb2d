//! Pro Golfers: choosing a golfer, the golfer powers a shot may use, and paying a caddie token
//! to the owner (or the supply) for a golfer that is not yours.

use super::{err, Golfer, GolferUse, Green, GreenEvent, Phase};
use crate::core::game::{RuleError, Seat};

impl Green {
    /// Take a golfer nobody has; players choose in turn from the first player of the hole.
    pub(super) fn choose_golfer(
        &mut self,
        seat: Seat,
        g: Golfer,
        events: &mut Vec<GreenEvent>,
    ) -> Result<(), RuleError> {
        if self.golfers.contains(&Some(g)) {
            return Err(err(
                "golfer_taken",
                "Another player already has that golfer.",
            ));
        }
        self.golfers[seat] = Some(g);
        events.push(GreenEvent::GolferChosen { seat, golfer: g });
        let n = self.config.players;
        match (1..n)
            .map(|i| (seat + i) % n)
            .find(|s| self.golfers[*s].is_none())
        {
            Some(next) => self.turn = next,
            None => {
                self.phase = Phase::Play;
                self.turn = self.first;
                self.turns[self.first] = 1;
            }
        }
        Ok(())
    }

    /// The golfer uses a shot may try: none, and every golfer's power if none was used this
    /// turn (Wind Master by each shift that keeps the wind within 1-6). At most eight, in a list
    /// of that size with its length, since every list of legal shots asks for them.
    pub(super) fn golfer_options(&self) -> ([Option<GolferUse>; 8], usize) {
        let mut options = [None; 8];
        let mut count = 1;
        let mut add = |option| {
            options[count] = Some(option);
            count += 1;
        };
        if self.config.pro_golfers && !self.golfer_used {
            for g in Golfer::ALL {
                match g {
                    Golfer::FarAway => add(GolferUse::FarAway),
                    Golfer::SandKing => add(GolferUse::SandKing),
                    Golfer::UltraLob => add(GolferUse::UltraLob),
                    Golfer::WindMaster => {
                        for d in [-2i8, -1, 1, 2] {
                            if (1..=6).contains(&(i16::from(self.wind) + i16::from(d))) {
                                add(GolferUse::WindMaster(d));
                            }
                        }
                    }
                }
            }
        }
        (options, count)
    }

    /// Checks a golfer's power on a shot; returns the caddie tokens it costs (1 if the golfer
    /// is not yours).
    pub(super) fn check_golfer(&self, seat: Seat, g: GolferUse) -> Result<u8, RuleError> {
        if !self.config.pro_golfers {
            return Err(err(
                "no_golfers",
                "Golfer powers are only used in the Pro Golfers variant.",
            ));
        }
        if self.golfer_used {
            return Err(err(
                "golfer_used",
                "You have already used a golfer's power this turn.",
            ));
        }
        if let GolferUse::WindMaster(d) = g {
            let w = i16::from(self.wind) + i16::from(d);
            if !matches!(d, -2 | -1 | 1 | 2) || !(1..=6).contains(&w) {
                return Err(err(
                    "bad_wind",
                    "Wind Master moves the wind by 1 or 2, and it stays between 1 and 6.",
                ));
            }
        }
        Ok(u8::from(self.golfers[seat] != Some(g.golfer())))
    }

    /// One golfer power per turn; another player's golfer is paid to its owner, or to the
    /// supply if nobody chose it.
    pub(super) fn use_golfer(&mut self, seat: Seat, g: GolferUse) {
        self.golfer_used = true;
        if self.golfers[seat] != Some(g.golfer()) {
            self.tokens[seat] -= 1;
            match self.golfers.iter().position(|x| *x == Some(g.golfer())) {
                Some(owner) => self.tokens[owner] += 1,
                None => self.supply += 1,
            }
        }
    }
}
