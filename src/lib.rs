//! Clubhouse: four golf tabletop games. Rules engines, bots and scenes in Rust; the page in `www/`.

pub mod core;
pub mod games;
pub mod registry;
pub mod scene;
pub mod session;
pub mod sim;
// Checks the tests of every layer share (unit tests and tests/*.rs); above the layers it checks.
#[doc(hidden)]
pub mod testkit;
// The page's TypeScript declarations of the engine's shapes, written and checked by a test.
// (Natively, where the tests build every game: the default features.)
#[cfg(all(test, not(target_arch = "wasm32")))]
mod engine_types;
// The page's handle; the library's unit tests are native tests and leave it out.
#[cfg(all(web, not(test)))]
pub mod web;

// The allocator of a module built with the `talc` feature (Cargo.toml says why); the others and
// every native build keep Rust's own.
#[cfg(all(
    feature = "talc",
    target_arch = "wasm32",
    target_os = "unknown",
    not(target_feature = "atomics")
))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
