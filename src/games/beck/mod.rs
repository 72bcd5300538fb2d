//! Grandpa Beck's Golf: a 3x3 grid card game with sets, Mulligans and Hazards.

use crate::core::game::Game;

pub mod bot;
pub mod cards;
pub mod rules;
pub mod scoring;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::Card;
pub use rules::{Beck, BeckAction, BeckConfig, BeckEvent, Phase};
pub use view::BeckView;

/// Beck's entry in the catalog. No secret choice: a drawn card is played face up at once, and
/// face-down cards are unknown to their owner too.
pub fn info() -> crate::core::catalog::GameInfo {
    let mut info = crate::core::catalog::GameInfo::new(
        Beck::ID,
        rules::MIN_PLAYERS,
        rules::MAX_PLAYERS,
        false,
    );
    info.numbers
        .insert("first_out_bonus", rules::FIRST_OUT_BONUS);
    info.numbers
        .insert("first_out_penalty", rules::FIRST_OUT_PENALTY);
    info.numbers.insert("max_rounds", rules::MAX_ROUNDS as i32);
    info
}
