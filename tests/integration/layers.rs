//! The layers point one way: the kernel (`core`) knows no game, scene, session, registry, web
//! boundary or simulation; a game knows only the kernel (and its own folder); a scene knows the
//! kernel and the games, never the session or the boundary. This test reads the sources and
//! fails on a `crate::` path (or, in the kernel, a game's feature) that points the wrong way.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};

/// The modules of the crate's root that a layer may not name, by layer folder.
const RULES: &[(&str, &[&str])] = &[
    (
        "core",
        &[
            "games", "scene", "session", "registry", "sim", "web", "testkit",
        ],
    ),
    ("games", &["scene", "session", "registry", "sim", "web"]),
    ("scene", &["session", "registry", "sim", "web"]),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, at any depth.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The code of a file with its `//` comments left out (comments may name anything).
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The crate-root modules a piece of code names: `crate::x` and each name of `crate::{x, y::z}`.
fn crate_modules(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // Names at the group's top level, up to its closing brace.
            let (mut depth, mut name, mut names) = (0, String::new(), Vec::new());
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => names.push(std::mem::take(&mut name)),
                    _ if depth == 0 => name.push(c),
                    _ => {}
                }
            }
            names.push(name);
            out.extend(names.iter().map(|n| first_segment(n)));
        } else {
            out.push(first_segment(rest));
        }
    }
    out
}

/// A file as the crate names it (`src/core/game.rs`).
fn shown(file: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    file.strip_prefix(root)
        .unwrap_or(file)
        .display()
        .to_string()
}

fn first_segment(path: &str) -> String {
    path.trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// The games, by their folders under `src/games/` (each is also its Cargo feature's name).
fn game_ids() -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(src().join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

#[test]
fn each_layer_names_only_the_layers_below_it() {
    let mut wrong = Vec::new();
    for (layer, forbidden) in RULES {
        for file in rust_files(&src().join(layer)) {
            for module in crate_modules(&code(&file)) {
                if forbidden.contains(&module.as_str()) {
                    wrong.push(format!("{} names crate::{module}", shown(&file)));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "layers pointing the wrong way:\n{}",
        wrong.join("\n")
    );
}

/// A feature named after a game (`holes18`, `holes18-tools`) in the kernel would make it carry
/// one game's particulars; the kernel's own features (`particulars`, `inspect`) say what they do.
#[test]
fn the_kernel_has_no_game_feature() {
    let games = game_ids();
    assert!(!games.is_empty(), "no game folders under src/games/");
    let mut wrong = Vec::new();
    for file in rust_files(&src().join("core")) {
        let code = code(&file);
        for (at, _) in code.match_indices("feature = \"") {
            let name: String = code[at + "feature = \"".len()..]
                .chars()
                .take_while(|c| *c != '"')
                .collect();
            let by_game = games
                .iter()
                .any(|g| name == *g || name.starts_with(&format!("{g}-")));
            if by_game {
                wrong.push(format!(
                    "{} is gated on the game feature {name:?}",
                    file.display()
                ));
            }
        }
        for game in &games {
            if code.contains(&format!("{game}::")) {
                wrong.push(format!("{} names the game {game}", shown(&file)));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the kernel names a game:\n{}",
        wrong.join("\n")
    );
}

/// The check reads groups too: `crate::{scene::Rect, session}` names both.
#[test]
fn grouped_paths_are_read() {
    assert_eq!(
        crate_modules(
            "use crate::{scene::{Rect, Scene}, session};\nlet x = crate::core::bot::f();"
        ),
        ["scene", "session", "core"]
    );
}
