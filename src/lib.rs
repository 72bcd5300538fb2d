//! Clubhouse: four golf tabletop games. Rules engines, bots and scenes in Rust; the page in `www/`.

pub mod core;
pub mod games;
pub mod scene;
pub mod session;
pub mod sim;
#[cfg(target_arch = "wasm32")]
pub mod web;
