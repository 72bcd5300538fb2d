//! Golfie: a 3x3 grid of Field cards per player, a shared Action deck, combos and lost balls.

pub mod bot;
pub mod cards;
pub mod rules;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::{ActionCard, Field};
pub use rules::{Golfie, GolfieAction, GolfieConfig, GolfieEvent, Phase, Task};
pub use view::GolfieView;
