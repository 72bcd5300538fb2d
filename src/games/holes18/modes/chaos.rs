//! The chaos family (Chaos Golf, Kelly Golf, Solo Chaos Golf, Chaos Teams): any green in any
//! order, the tokens on the greens, the claims, and the extra turns from a tee box (Fast
//! Travel). What each of the four adds is its `ChaosRule`.

use super::kelly::Kelly;
use super::solo::Solo;
use super::teams::Teams;
use super::{Claim, ClaimKind, Mode};
use crate::core::game::{RuleError, Seat};
use crate::games::holes18::cards::Club;
use crate::games::holes18::rules::{err, not_now, Holes18, HolesAction, HolesEvent, Phase};
use serde::{Deserialize, Serialize};

/// The chaos family's shared bookkeeping, then its member's own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Chaos {
    /// The tokens on each green (Kelly, Teams: 1 while its flag is there).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pots: Vec<Vec<u8>>,
    /// Points scored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub points: Vec<i32>,
    /// Every green scored, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
    /// Landed on a tee box this turn (always one per seat: it names the family in a save).
    pub landed_tee: Vec<bool>,
    /// Players owed extra turns after the round, first in front.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra: Vec<Seat>,
    /// The round's regular turns are over: extra turns are being taken.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_extra: bool,
    #[serde(flatten)]
    pub rule: ChaosRule,
}

/// What one member of the chaos family adds (written beside the shared fields; a save names
/// the member by the field only it always has).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(untagged)]
pub enum ChaosRule {
    Kelly(Kelly),
    Solo(Solo),
    Teams(Teams),
    /// Chaos Golf: nothing more.
    Open(Open),
}

/// Chaos Golf's (empty) addition.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Open {}

impl Chaos {
    /// Everyone on no points, `pot` on every green.
    pub fn new(players: usize, holes: usize, pot: &[u8], rule: ChaosRule) -> Chaos {
        Chaos {
            pots: vec![pot.to_vec(); holes],
            points: vec![0; players],
            claims: Vec::new(),
            landed_tee: vec![false; players],
            extra: Vec::new(),
            in_extra: false,
            rule,
        }
    }

    /// After the round's regular turns, the extra turns (Fast Travel): the first time, who
    /// landed on a tee box, in this round's play order (`order`); only players with clubs in
    /// `hands` take them. Whether any are still owed.
    pub fn extra_turns(&mut self, order: &[Seat], hands: &[Vec<Club>]) -> bool {
        if !self.in_extra {
            self.in_extra = true;
            let mut queue: Vec<Seat> = Vec::new();
            for &s in order {
                if self.landed_tee[s] && !queue.contains(&s) {
                    queue.push(s);
                }
            }
            self.extra = queue;
            self.landed_tee.iter_mut().for_each(|x| *x = false);
        }
        self.extra.retain(|s| !hands[*s].is_empty());
        if !self.extra.is_empty() {
            return true;
        }
        self.in_extra = false;
        false
    }
}

impl Holes18 {
    /// Chaos and Kelly Golf: `seat` ended on hole `h`'s green.
    pub(in crate::games::holes18) fn claim(
        &mut self,
        seat: Seat,
        h: usize,
        events: &mut Vec<HolesEvent>,
    ) {
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
    pub(in crate::games::holes18) fn check_extra(
        &self,
        seat: Seat,
        action: HolesAction,
    ) -> Result<(), RuleError> {
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
    pub(in crate::games::holes18) fn apply_extra(
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
}
