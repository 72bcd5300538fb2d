//! Golfie: a 3x3 grid of Field cards per player, a shared Action deck, combos and lost balls.

use crate::core::game::Game;

pub mod bot;
pub mod cards;
pub mod rules;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::{ActionCard, Field};
pub use rules::{Golfie, GolfieAction, GolfieConfig, GolfieEvent, Phase, Task};
pub use view::GolfieView;

/// Golfie's entry in the catalog (one player plays alone against a target). No secret choice:
/// a choice changes only the chooser's own grid, and face-down cards are unknown to all.
pub fn info() -> crate::core::catalog::GameInfo {
    let mut info = crate::core::catalog::GameInfo::new(Golfie::ID, 1, rules::MAX_PLAYERS, false);
    info.numbers.insert("lost_ball", rules::LOST_BALL_POINTS);
    info.numbers.insert("combo", rules::COMBO_POINTS);
    info
}
