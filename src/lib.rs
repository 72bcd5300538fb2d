//! Clubhouse: four golf tabletop games. Rules engines, bots and scenes in Rust; the page in `www/`.

pub mod core;
pub mod games;
pub mod scene;
pub mod session;
pub mod sim;
// The page's handle; the library's unit tests are native tests and leave it out.
#[cfg(all(web, not(test)))]
pub mod web;
