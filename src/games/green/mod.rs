//! GREEN: a linear course of cards, a wind die, a market of golf clubs, caddie tokens, three holes
//! (par 3, 4 and 5) and the Pro Golfers variant.

use crate::core::game::Game;

pub mod bot;
pub mod cards;
pub mod rules;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::{Club, Kind, Space, Strike};
pub use rules::{
    Ball, Golfer, GolferUse, Green, GreenAction, GreenConfig, GreenEvent, Mark, Phase, Played,
    Power, Shot, Step,
};
pub use view::GreenView;

/// GREEN's entry in the catalog: each hand of clubs is secret.
pub fn info() -> crate::core::catalog::GameInfo {
    let mut info = crate::core::catalog::GameInfo::new(
        Green::ID,
        rules::MIN_PLAYERS,
        rules::MAX_PLAYERS,
        true,
    );
    info.numbers.insert("hand_limit", rules::HAND_LIMIT as i32);
    info
}
