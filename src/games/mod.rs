//! One folder per game, each with the same shape: cards/data, rules, scoring, view, bot.
//! Each game is behind its own Cargo feature, so a wasm module can hold one game alone.

#[cfg(feature = "beck")]
pub mod beck;
#[cfg(feature = "golfie")]
pub mod golfie;
#[cfg(feature = "green")]
pub mod green;
#[cfg(feature = "holes18")]
pub mod holes18;
