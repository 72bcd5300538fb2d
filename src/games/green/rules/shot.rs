//! Hit the Ball (the second choice of a turn) and The clubs: checking a shot (the club in hand,
//! its power or a power bought from an opponent's last club, a golfer, the strike it names),
//! every legal shot, and carrying one out.

use super::{
    distinct, err, hole_points, Ball, GolferUse, Green, GreenAction, GreenEvent, Outcome, Played,
    Power, Shot, Step,
};
use crate::core::game::{RuleError, Seat};
use crate::games::green::cards::{Club, Kind};

impl Green {
    /// Checks a shot and works out its result; the state is not touched.
    pub(crate) fn check_shot(&self, seat: Seat, shot: &Shot) -> Result<Outcome, RuleError> {
        self.check_shot_reading(seat, shot, None)
    }

    /// `check_shot`, told the card value the shot reads when the caller has it already: listing
    /// the legal shots tries each card value in turn, and the strike only grows with the value,
    /// so the first value giving a strike is the one `card_value_for` would find.
    fn check_shot_reading(
        &self,
        seat: Seat,
        shot: &Shot,
        value: Option<u8>,
    ) -> Result<Outcome, RuleError> {
        if self.count_in_hand(seat, shot.club) == 0 {
            return Err(err(
                "not_in_hand",
                format!("There is no {} in your hand.", shot.club.name()),
            ));
        }
        let (pair, power_cost) = match shot.power {
            Some(power) => self.check_power(seat, shot, power)?,
            None if shot.from.is_some() => {
                return Err(err("no_power", "Say which power you are buying."));
            }
            None => (None, 0),
        };
        let golfer_cost = match shot.golfer {
            Some(g) => self.check_golfer(seat, g)?,
            None => 0,
        };
        if self.tokens[seat] < power_cost + golfer_cost {
            return Err(err(
                "no_tokens",
                "You do not have enough caddie tokens for that.",
            ));
        }
        let value = match value {
            Some(value) => value,
            None => self.card_value_for(seat, shot, pair)?,
        };
        let out = self.outcome(seat, value, shot.power, shot.golfer);
        self.check_effect(seat, shot, pair, value, out)?;
        Ok(out)
    }

    /// Checks the power a shot uses; returns the second Hybrid of a pair and the caddie tokens
    /// the power costs.
    fn check_power(
        &self,
        seat: Seat,
        shot: &Shot,
        power: Power,
    ) -> Result<(Option<Club>, u8), RuleError> {
        let mut cost = 0u8;
        let mut pair = None;
        match shot.from {
            None => {
                if power.kind() != shot.club.kind() {
                    return Err(err(
                        "wrong_power",
                        "That power is not printed on the club you are playing.",
                    ));
                }
            }
            Some(o) => {
                self.check_borrowed(seat, shot, power, o)?;
                cost += 1;
            }
        }
        if let Power::Pair(p) = power {
            if p.kind() != Kind::Hybrid || shot.club.kind() != Kind::Hybrid {
                return Err(err(
                    "not_a_pair",
                    "Only two Hybrids can be played together.",
                ));
            }
            let need = if p == shot.club { 2 } else { 1 };
            if self.count_in_hand(seat, p) < need {
                return Err(err(
                    "not_in_hand",
                    "You need a second Hybrid in your hand to play them together.",
                ));
            }
            pair = Some(p);
        }
        if power == Power::FirstClub && self.shots[seat] > 0 {
            return Err(err(
                "not_first_club",
                "The Wood's +2 is only for the first club you play on a hole.",
            ));
        }
        if power == Power::Chain {
            let left = self.hands[seat].len() - 1;
            if left == 0 {
                return Err(err(
                    "no_club_to_chain",
                    "An Iron's power plays another club, and you have none left.",
                ));
            }
        }
        Ok((pair, cost))
    }

    /// Borrowing: the power must be printed on opponent `o`'s last club on this hole, and not
    /// on the club you play (that one you use for free).
    fn check_borrowed(
        &self,
        seat: Seat,
        shot: &Shot,
        power: Power,
        o: Seat,
    ) -> Result<(), RuleError> {
        if self.config.pro_golfers {
            return Err(err(
                "no_borrowing",
                "With Pro Golfers you cannot buy the power of another player's club.",
            ));
        }
        if o >= self.config.players || o == seat {
            return Err(err("bad_seat", "Buy a power from another player."));
        }
        let Some(last) = self.rows[o].last() else {
            return Err(err(
                "no_last_club",
                "That player has not played a club on this hole.",
            ));
        };
        if power.kind() != last.club.kind() {
            return Err(err(
                "wrong_power",
                "That power is not printed on that player's last club.",
            ));
        }
        if power.kind() == shot.club.kind() {
            return Err(err(
                "own_power",
                "Your own club already has that power: use it for free.",
            ));
        }
        Ok(())
    }

    /// The card value that gives the strike the shot names (a choice club reads several).
    fn card_value_for(&self, seat: Seat, shot: &Shot, pair: Option<Club>) -> Result<u8, RuleError> {
        let (lo, hi) = self.card_values(shot.club, pair, shot.golfer);
        (lo..=hi)
            .find(|v| self.strike(seat, *v, shot.power, shot.golfer) == shot.strike)
            .ok_or_else(|| {
                err(
                    "bad_strike",
                    format!(
                        "That club cannot give a strike of {} from here.",
                        shot.strike
                    ),
                )
            })
    }

    /// A power or a golfer is used only when it changes where the ball ends.
    fn check_effect(
        &self,
        seat: Seat,
        shot: &Shot,
        pair: Option<Club>,
        value: u8,
        out: Outcome,
    ) -> Result<(), RuleError> {
        if let Some(power) = shot.power {
            let effective = match power {
                Power::Discard | Power::Pair(_) => true,
                Power::Chain => out.end != Ball::Pocketed,
                _ => self.outcome(seat, value, None, shot.golfer).end != out.end,
            };
            if !effective {
                return Err(err(
                    "power_no_effect",
                    "That power would change nothing on this shot; play without it and take a caddie token.",
                ));
            }
        }
        if let Some(g) = shot.golfer {
            let plain = self.value_without_golfer(shot.club, pair, value, g);
            if self.outcome(seat, plain, shot.power, None).end == out.end {
                return Err(err(
                    "golfer_no_effect",
                    format!("{} would change nothing on this shot.", g.golfer().name()),
                ));
            }
        }
        Ok(())
    }

    /// Every legal shot for `seat` now, added to `out` as moves (the list of moves is the one
    /// list a turn builds: this is asked at every turn of every playout, so it allocates nothing
    /// else).
    pub(super) fn legal_shots_into(&self, seat: Seat, out: &mut Vec<GreenAction>) {
        let hand = &self.hands[seat];
        let (golfers, golfer_count) = self.golfer_options();
        let golfers = &golfers[..golfer_count];
        for club in distinct(hand) {
            self.each_power_to_try(seat, club, hand, |power, from| {
                let pair = match power {
                    Some(Power::Pair(p)) => Some(p),
                    _ => None,
                };
                for &golfer in golfers {
                    let (lo, hi) = self.card_values(club, pair, golfer);
                    // The strike only grows with the card value, so equal strikes come
                    // together: the first of each is offered, read from that value. Shots of
                    // another club, power, seller or golfer differ already, so none repeats.
                    let mut last = None;
                    for v in lo..=hi {
                        let strike = self.strike(seat, v, power, golfer);
                        if last == Some(strike) {
                            continue;
                        }
                        last = Some(strike);
                        let shot = Shot {
                            club,
                            strike,
                            power,
                            from,
                            golfer,
                        };
                        if self.check_shot_reading(seat, &shot, Some(v)).is_ok() {
                            out.push(GreenAction::Hit(shot));
                        }
                    }
                }
            });
        }
    }

    /// Calls `try_power` with each (power, bought from) choice to try with `club`: none, its
    /// own, a Hybrid partner from `hand`, an opponent's last club.
    fn each_power_to_try(
        &self,
        seat: Seat,
        club: Club,
        hand: &[Club],
        mut try_power: impl FnMut(Option<Power>, Option<Seat>),
    ) {
        try_power(None, None);
        for &p in Power::of_kind(club.kind()) {
            try_power(Some(p), None);
        }
        if club.kind() == Kind::Hybrid {
            for p in distinct(hand) {
                if p.kind() == Kind::Hybrid && (p != club || self.count_in_hand(seat, p) >= 2) {
                    try_power(Some(Power::Pair(p)), None);
                }
            }
        }
        if !self.config.pro_golfers {
            for o in (0..self.config.players).filter(|&o| o != seat) {
                if let Some(last) = self.rows[o].last() {
                    for &p in Power::of_kind(last.club.kind()) {
                        if p.kind() != club.kind() {
                            try_power(Some(p), Some(o));
                        }
                    }
                }
            }
        }
    }

    /// Carries out a shot `check_shot` accepted: tokens paid, the club to the row (a Chipper
    /// discarded instead), a caddie token if no power was used, the ball moved; then the turn
    /// ends unless an Iron chains another club.
    pub(super) fn hit(
        &mut self,
        seat: Seat,
        shot: &Shot,
        out: Outcome,
        events: &mut Vec<GreenEvent>,
    ) {
        let start = self.balls[seat];
        if let Some(o) = shot.from {
            self.tokens[seat] -= 1;
            self.tokens[o] += 1;
        }
        if let Some(g) = shot.golfer {
            self.use_golfer(seat, g);
        }
        let pair = match shot.power {
            Some(Power::Pair(p)) => Some(p),
            _ => None,
        };
        self.take_from_hand(seat, shot.club);
        if let Some(p) = pair {
            self.take_from_hand(seat, p);
        }
        self.shots[seat] = self.shots[seat].saturating_add(1);
        if shot.power == Some(Power::Discard) {
            self.deck.discard(shot.club);
        } else {
            self.rows[seat].push(Played {
                club: shot.club,
                pair,
            });
        }
        let token = shot.power.is_none() && self.supply > 0;
        if token {
            self.supply -= 1;
            self.tokens[seat] += 1;
        }
        self.balls[seat] = out.end;
        events.push(GreenEvent::Hit {
            seat,
            club: shot.club,
            pair,
            strike: out.strike,
            power: shot.power,
            from: shot.from,
            golfer: shot.golfer,
            wind: match shot.golfer {
                Some(GolferUse::WindMaster(d)) => Some(self.wind_with(d)),
                _ => None,
            },
            start,
            end: out.end,
            token,
        });
        if out.end == Ball::Pocketed {
            let strokes = self.rows[seat].len();
            let points = hole_points(strokes, self.par());
            let mark = self.place_mark(seat, points);
            events.push(GreenEvent::Pocketed {
                seat,
                strokes,
                points,
                mark,
                scored: Self::mark_points(Some(mark)),
            });
        }
        if shot.power == Some(Power::Chain) && out.end != Ball::Pocketed {
            self.step = Step::Chain;
        } else {
            self.pass_turn(events);
        }
    }
}
