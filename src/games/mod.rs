//! One folder per game, each with the same shape: cards/data, rules, scoring, view, bot.

pub mod beck;
pub mod golfie;
pub mod green;
pub mod holes18;
