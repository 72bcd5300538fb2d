//! One folder per game, each with the same shape: `mod.rs` (the game's catalog entry and the
//! names it shares), `cards.rs` with its data files (the components), the rules engine
//! (`rules/`: the types, state queries and `impl Game` in its `mod.rs`, a file per rulebook
//! section; Beck's stay in one `rules.rs`), `view.rs` (what a seat may see),
//! `bot.rs`, and `tests/` (the rule scenarios: shared helpers in its `mod.rs`, a file per part of
//! the rulebook). A game adds what only it has: Beck's grid scoring (`scoring.rs`); 18 Holes'
//! course and tiles, golfers (`golfers/`), ways to play (`modes/`, each mode's state and flow in
//! one file), shot planner and course tools.
//!
//! Each game is behind its own Cargo feature, so a wasm module can hold one game alone.

#[cfg(feature = "beck")]
pub mod beck;
#[cfg(feature = "golfie")]
pub mod golfie;
#[cfg(feature = "green")]
pub mod green;
#[cfg(feature = "holes18")]
pub mod holes18;
