//! Writes the page's catalog (`www/js/catalog.js`) from the engine's registry, so the list of
//! games is kept in one place: `catalog` writes the file, `catalog --print` prints it instead.

// A native tool. Building the tests for wasm compiles it too, where the registry writes no
// page file: that build gets an empty program.
#[cfg(not(target_arch = "wasm32"))]
use clubhouse::registry::{catalog_js, CATALOG_FILE};

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let text = catalog_js();
    match std::env::args().nth(1).as_deref() {
        None => {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(CATALOG_FILE);
            // Written only when it changes: the page's files keep their times.
            if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
                return;
            }
            if let Err(e) = std::fs::write(&path, text) {
                eprintln!("catalog: cannot write {CATALOG_FILE}: {e}");
                std::process::exit(1);
            }
        }
        Some("--print") => print!("{text}"),
        Some(other) => {
            eprintln!("usage: catalog [--print]  (not {other:?})");
            std::process::exit(2);
        }
    }
}
