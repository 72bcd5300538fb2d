//! The native integration tests, one module a file, in one test crate: one link instead of one
//! per file (each a whole optimised link of the engine). `tests/web.rs`, the browser's, stays a
//! crate of its own. Run one file's tests with
//! `cargo test --profile test-release --test integration golden::`.
//!
//! Each file is named by its path: a file loaded so finds a `mod common;` of its own beside it
//! (`common/`), as it did when it was a crate of its own.

// So golden.rs and scene_golden.rs each load common/, as each did before.
#![allow(clippy::duplicate_mod)]

#[path = "beck_simulation.rs"]
mod beck_simulation;
#[path = "catalog.rs"]
mod catalog;
#[path = "golden.rs"]
mod golden;
#[path = "golfie_simulation.rs"]
mod golfie_simulation;
#[path = "green_balance.rs"]
mod green_balance;
#[path = "green_simulation.rs"]
mod green_simulation;
#[path = "holes18_course_fuzz.rs"]
mod holes18_course_fuzz;
#[path = "holes18_designer.rs"]
mod holes18_designer;
#[path = "holes18_modes.rs"]
mod holes18_modes;
#[path = "holes18_sheet.rs"]
mod holes18_sheet;
#[path = "holes18_simulation.rs"]
mod holes18_simulation;
#[path = "holes18_tiles.rs"]
mod holes18_tiles;
#[path = "key_seeds.rs"]
mod key_seeds;
#[path = "layers.rs"]
mod layers;
#[path = "lessons.rs"]
mod lessons;
#[path = "scene_golden.rs"]
mod scene_golden;
#[path = "sim_winners.rs"]
mod sim_winners;
