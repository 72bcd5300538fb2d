//! Grandpa Beck's Golf: a 3x3 grid card game with sets, Mulligans and Hazards.

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
