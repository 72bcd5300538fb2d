//! Where a table stops for people to read the scores (a round, a half or a hole just ended),
//! as each game's rules say: the page only shows the pause the view names.

use serde::{Deserialize, Serialize};

/// In a view: how many such pauses the game has passed, and whether it stands at one now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Pause {
    pub done: usize,
    pub open: bool,
}
