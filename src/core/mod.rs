//! The kernel every game shares: the `Game` contract, match records, a portable PRNG, decks,
//! 3x3 grids and bots.

pub mod bot;
pub mod catalog;
pub mod deck;
pub mod game;
pub mod grid;
pub mod hash;
#[cfg(all(web, not(test)))]
mod js_reader;
#[cfg(all(web, not(test)))]
mod js_writer;
pub mod packet;
pub mod pause;
pub mod record;
pub mod rng;
pub mod sort;
pub mod wire;

pub use game::{Determinize, Game, RuleError, Seat};
