//! The page lists the games from `www/js/catalog.js`, so its home screen needs no wasm (each
//! game's engine is its own module, loaded when that game is played). That list must be the
//! engine's own `session::catalog()`: this test keeps the two from drifting apart.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;

const FILE: &str = "www/js/catalog.js";
const MARKER: &str = "export const CATALOG = ";

#[test]
fn the_page_catalog_is_the_engine_catalog() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {FILE}: {e}"));
    let start = text
        .find(MARKER)
        .unwrap_or_else(|| panic!("{FILE} has no `{MARKER}...;`"))
        + MARKER.len();
    let end = start
        + text[start..]
            .find("];")
            .unwrap_or_else(|| panic!("{FILE}: the list does not end with `];`"))
        + 1;
    let page: Value = serde_json::from_str(&text[start..end])
        .unwrap_or_else(|e| panic!("{FILE}: the list is not JSON: {e}"));
    let catalog = clubhouse::session::catalog();
    let engine = serde_json::to_value(&catalog).expect("the catalog serializes");
    // Fields in the engine's order, one game a line, as the file keeps them.
    let lines: Vec<String> = catalog
        .iter()
        .map(|g| format!("  {}", serde_json::to_string(g).expect("a game serializes")))
        .collect();
    assert_eq!(
        page,
        engine,
        "{FILE} differs from session::catalog(); its list should read:\n{MARKER}[\n{}\n];\n",
        lines.join(",\n")
    );
}
