//! Chaos Teams: two golfers per team, one played per turn.

use crate::games::holes18::course::Hex;
use serde::{Deserialize, Serialize};

/// Chaos Teams' bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
