//! Chaos Teams: two golfers per team, one played per turn, and a team's switch of golfer.

use crate::core::game::{RuleError, Seat};
use crate::games::holes18::course::Hex;
use crate::games::holes18::rules::{err, Holes18, HolesEvent};
use serde::{Deserialize, Serialize};

/// Chaos Teams' bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Teams {
    /// Each team's other golfer (the one not being played; always one per team).
    pub spare: Vec<Hex>,
    /// Which of the team's two golfers (0 or 1) is being played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playing: Vec<u8>,
    /// The golfer was already chosen this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub switched: bool,
}

impl Teams {
    /// Every team's spare golfer on `tee`, the first golfer played.
    pub fn new(teams: usize, tee: Hex) -> Teams {
        Teams {
            spare: vec![tee; teams],
            playing: vec![0; teams],
            switched: false,
        }
    }
}

impl Holes18 {
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
    pub(in crate::games::holes18) fn switch_golfer(
        &mut self,
        seat: Seat,
        events: &mut Vec<HolesEvent>,
    ) {
        if let Some(teams) = self.ms.teams_mut() {
            std::mem::swap(&mut self.pos[seat], &mut teams.spare[seat]);
            teams.playing[seat] ^= 1;
            teams.switched = true;
        }
        events.push(HolesEvent::Switched { seat });
    }
}
