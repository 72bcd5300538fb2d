//! Chaos Golf, Kelly Golf and Chaos Teams: scoring any green, Kelly's secret targets, the
//! extra turns from a tee box (Fast Travel) and a team's switch of golfer.

use super::{err, not_now, Holes18, HolesAction, HolesEvent, Phase};
use crate::core::game::{RuleError, Seat};
use crate::games::holes18::modes::{ChaosRule, Claim, ClaimKind, Mode};

impl Holes18 {
    /// Kelly Golf: the first targets, drawn in seat order from `from`; then the game starts.
    pub(super) fn first_targets(&mut self, from: Seat, events: &mut Vec<HolesEvent>) {
        for s in from..self.config.players {
            self.offer(s, events);
            if self.ms.choosing().is_some() {
                self.phase = Phase::Target;
                return;
            }
        }
        self.start_hole(events);
    }

    /// Kelly Golf: draw two target tokens for `seat` to choose from (the last one is simply
    /// taken; none left, no target).
    pub(super) fn offer(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        let Some(kelly) = self.ms.kelly_mut() else {
            return;
        };
        let count = kelly.draw(seat, &mut self.rng);
        events.push(HolesEvent::TargetDrawn { seat, count });
        if count == 1 {
            events.push(HolesEvent::TargetKept { seat });
        }
    }

    pub(super) fn check_keep(&self, seat: Seat, h: u8) -> Result<(), RuleError> {
        if !self.ms.offers().get(seat).is_some_and(|o| o.contains(&h)) {
            return Err(err(
                "not_offered",
                "Keep one of the two target greens you drew.",
            ));
        }
        Ok(())
    }

    /// Kelly Golf: the target kept, the other token back in the bag.
    pub(super) fn apply_keep(&mut self, seat: Seat, h: u8, events: &mut Vec<HolesEvent>) {
        if let Some(kelly) = self.ms.kelly_mut() {
            kelly.keep(seat, h);
        }
        events.push(HolesEvent::TargetKept { seat });
        if self.round == 0 {
            self.first_targets(seat + 1, events);
        } else {
            self.proceed(events);
        }
    }

    /// Chaos and Kelly Golf: `seat` ended on hole `h`'s green.
    pub(super) fn claim(&mut self, seat: Seat, h: usize, events: &mut Vec<HolesEvent>) {
        if !self.scorable(seat, h) {
            return;
        }
        let round = self.round;
        let Some(chaos) = self.ms.chaos_mut() else {
            return;
        };
        let pot = &mut chaos.pots[h];
        let kind = match &mut chaos.rule {
            ChaosRule::Teams(_) => {
                pot.clear();
                ClaimKind::Flag
            }
            ChaosRule::Open(_) | ChaosRule::Solo(_) => {
                let value = if pot.contains(&5) { 5 } else { 2 };
                if let Some(i) = pot.iter().position(|v| *v == value) {
                    pot.remove(i);
                }
                if value == 5 {
                    ClaimKind::Five
                } else {
                    ClaimKind::Two
                }
            }
            ChaosRule::Kelly(kelly) => {
                pot.clear();
                let owner = kelly.flag_taken(h);
                if let Some(o) = owner {
                    events.push(HolesEvent::TargetRevealed { seat: o, hole: h });
                }
                match owner {
                    Some(o) if o == seat => ClaimKind::OwnTarget,
                    Some(o) => ClaimKind::OtherTarget { of: o },
                    None => ClaimKind::Flag,
                }
            }
        };
        chaos.points[seat] += kind.points();
        let claim = Claim {
            seat,
            hole: h,
            kind,
            round,
        };
        chaos.claims.push(claim);
        let all_taken = chaos.pots.iter().all(Vec::is_empty);
        events.push(HolesEvent::Claimed { claim });
        // The chaos modes have no shared hole: scoring a green ends the golfer's hole.
        self.golfers_new_hole(seat, events); // golfer hook
        if self.config.mode == Mode::KellyGolf {
            // The game ends at once with the last green.
            if all_taken {
                return self.finish(events);
            }
            match kind {
                ClaimKind::OwnTarget => self.offer(seat, events),
                ClaimKind::OtherTarget { of } => self.offer(of, events),
                _ => {}
            }
        }
    }

    /// Checks the actions of the Extra phase: a club for the extra turn, or none.
    pub(super) fn check_extra(&self, seat: Seat, action: HolesAction) -> Result<(), RuleError> {
        let club = match action {
            HolesAction::Select(c) => Some(c),
            HolesAction::Pass => None,
            _ => return Err(not_now()),
        };
        if self.ms.extra().first() != Some(&seat) {
            return Err(err("not_your_turn", "It is not your extra turn."));
        }
        match club {
            Some(c) => self.check_in_hand(seat, c),
            None => Ok(()),
        }
    }

    /// Plays the actions of the Extra phase (checked).
    pub(super) fn apply_extra(
        &mut self,
        seat: Seat,
        action: HolesAction,
        events: &mut Vec<HolesEvent>,
    ) -> Result<(), RuleError> {
        match action {
            HolesAction::Select(c) => {
                self.select_club(seat, c);
                self.order.push(seat);
                self.turn = self.order.len() - 1;
                self.phase = Phase::Turn;
                events.push(HolesEvent::ExtraTurn { seat });
            }
            HolesAction::Pass => {
                if let Some(chaos) = self.ms.chaos_mut() {
                    chaos.extra.remove(0);
                }
                events.push(HolesEvent::ExtraDeclined { seat });
                self.proceed(events);
            }
            _ => return Err(not_now()),
        }
        Ok(())
    }

    pub(crate) fn check_switch(&self) -> Result<(), RuleError> {
        let Some(teams) = self.ms.teams() else {
            return Err(err("not_now", "Only a team has another golfer to play."));
        };
        if self.ms.in_extra() {
            return Err(err(
                "extra_turn_golfer",
                "An extra turn belongs to the golfer that landed on the tee box.",
            ));
        }
        if teams.switched {
            return Err(err(
                "already_switched",
                "You have already chosen your golfer this turn.",
            ));
        }
        Ok(())
    }

    /// The team's other golfer becomes the one played (its ball where the other was).
    pub(super) fn switch_golfer(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        if let Some(teams) = self.ms.teams_mut() {
            std::mem::swap(&mut self.pos[seat], &mut teams.spare[seat]);
            teams.playing[seat] ^= 1;
            teams.switched = true;
        }
        events.push(HolesEvent::Switched { seat });
    }
}
