//! The page lists the games from `www/js/catalog.js`, so its home screen needs no wasm (each
//! game's engine is its own module, loaded when that game is played). `scripts/build.sh` writes
//! that file from the registry (the `catalog` tool); this test fails when it is stale.
#![cfg(not(target_arch = "wasm32"))]

use clubhouse::registry::{catalog_js, CATALOG_FILE};

#[test]
fn the_page_catalog_is_the_engine_catalog() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(CATALOG_FILE);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {CATALOG_FILE}: {e}"));
    assert!(
        text == catalog_js(),
        "{CATALOG_FILE} is not the registry's catalog: run `cargo run --bin catalog` (scripts/build.sh does)"
    );
}
