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

/// Where a game's own files live, and the registry and the file written from it: only these
/// may name the games one by one.
fn may_list_the_games(file: &str, ids: &[&str]) -> bool {
    file == "src/registry.rs"
        || file == "www/js/catalog.js"
        || DECLARED.contains(&file)
        || ids.iter().any(|id| {
            file.starts_with(&format!("src/games/{id}/"))
                || file.starts_with(&format!("tests/golden/{id}/"))
                || [
                    "src/scene/",
                    "www/js/games/",
                    "www/learn/",
                    "www/i18n/",
                    "www/rules/",
                    "tests/e2e/games/",
                ]
                .iter()
                .any(|folder| file.starts_with(&format!("{folder}{id}")))
        })
}

/// Where each game is declared once, as the registry is: a game missing there does not build
/// (its module, its data files compiled by the build script) or has no module to load (the
/// build's table of modules, with each one's size guard), so nothing is skipped silently.
const DECLARED: &[&str] = &[
    "src/games/mod.rs",
    "src/scene/mod.rs",
    "build.rs",
    "scripts/env.sh",
];

/// The source files the list check reads: Rust, JavaScript and shell, outside what is built or
/// installed.
fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if path.is_dir() {
            if ![
                "node_modules",
                "target",
                "pkg",
                "dist",
                "test-results",
                ".git",
            ]
            .contains(&name.as_ref())
            {
                source_files(&path, out);
            }
        } else if ["rs", "js", "mjs", "sh"]
            .iter()
            .any(|e| path.extension().is_some_and(|x| x == *e))
        {
            out.push(path);
        }
    }
}

/// A line without its comment (`//`, or a shell's `#` at the start or after a space).
fn without_comment(line: &str, shell: bool) -> &str {
    let mut code = line.split("//").next().unwrap_or_default();
    if shell {
        if let Some(at) = code
            .char_indices()
            .find(|&(i, c)| c == '#' && (i == 0 || code[..i].ends_with(char::is_whitespace)))
        {
            code = &code[..at.0];
        }
    }
    code
}

/// True if `id` stands in `code` as a word of its own (not inside a longer name).
fn names(code: &str, id: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    code.match_indices(id)
        .any(|(at, _)| !code[..at].ends_with(word) && !code[at + id.len()..].starts_with(word))
}

/// Lines a hand list of the games may span (an array a line an id, a `match` arm each).
const LIST_LINES: usize = 8;

/// Where `text` lists every game of `ids` within a few lines: the 1-based lines it starts at.
fn hand_lists(text: &str, ids: &[&str], shell: bool) -> Vec<usize> {
    let lines: Vec<&str> = text.lines().map(|l| without_comment(l, shell)).collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let window = &lines[i..(i + LIST_LINES).min(lines.len())];
        let starts = ids.iter().any(|id| names(window[0], id));
        if starts && ids.iter().all(|id| window.iter().any(|l| names(l, id))) {
            found.push(i + 1);
            i += LIST_LINES;
        } else {
            i += 1;
        }
    }
    found
}

/// The registry is the one list of games: a hand-written list of them elsewhere (an array of
/// their ids, a `match` over them, a `use` of every game) skips a new game silently.
#[test]
fn no_file_lists_the_games_by_hand() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ids: Vec<&str> = clubhouse::registry::GAMES.iter().map(|g| g.id).collect();
    assert!(ids.len() > 1, "the registry lists the games");
    let mut files = Vec::new();
    for dir in ["src", "tests", "scripts", "www", "tools"] {
        source_files(&root.join(dir), &mut files);
    }
    files.push(root.join("build.rs"));
    let mut wrong = Vec::new();
    for file in files {
        let name = shown(&file);
        if may_list_the_games(&name, &ids) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for line in hand_lists(&text, &ids, name.ends_with(".sh")) {
            wrong.push(format!("{name}:{line}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "the games are listed by hand (take the list from the registry, \
         clubhouse::registry::GAMES, or in the page from catalog.js's CATALOG):\n{}",
        wrong.join("\n")
    );
}

/// The check finds a list however it is quoted or ordered, and a `match` over the ids.
#[test]
fn a_hand_list_is_found_in_any_form() {
    let ids: Vec<&str> = clubhouse::registry::GAMES.iter().map(|g| g.id).collect();
    let mut reversed = ids.clone();
    reversed.reverse();
    let quoted = |q: &str| {
        let items: Vec<String> = reversed.iter().map(|id| format!("{q}{id}{q}")).collect();
        format!("const GAMES = [{}];", items.join(", "))
    };
    assert_eq!(hand_lists(&quoted("'"), &ids, false), [1]);
    assert_eq!(hand_lists(&quoted("\""), &ids, false), [1]);
    let arms: Vec<String> = ids.iter().map(|id| format!("    \"{id}\" => 1,")).collect();
    let matched = format!("match id {{\n{}\n    _ => 0,\n}}", arms.join("\n"));
    assert_eq!(hand_lists(&matched, &ids, false), [2]);
    let shell = format!("for g in {}; do", ids.join(" "));
    assert_eq!(hand_lists(&shell, &ids, true), [1]);
    // A comment, or one game alone, is not a list.
    assert!(hand_lists(&format!("// {}", ids.join(" ")), &ids, false).is_empty());
    assert!(hand_lists(&format!("# {}", ids.join(" ")), &ids, true).is_empty());
    assert!(hand_lists(&format!("{}_x", ids.join("_x ")), &ids, false).is_empty());
}

/// Every registered game runs the shared battery (`testkit::battery`) from its simulation file,
/// and the integration crate compiles that file: a game without one is not tested silently.
#[test]
fn every_game_runs_the_shared_battery() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/integration");
    let crate_root = std::fs::read_to_string(root.join("main.rs")).unwrap();
    for game in clubhouse::registry::GAMES {
        let file = format!("{}_simulation.rs", game.id);
        let text = std::fs::read_to_string(root.join(&file)).unwrap_or_default();
        assert!(
            text.contains("battery::run("),
            "tests/integration/{file} should run the shared battery with {}'s settings",
            game.id
        );
        assert!(
            crate_root.contains(&format!("mod {}_simulation;", game.id)),
            "tests/integration/main.rs should have `mod {}_simulation;`",
            game.id
        );
    }
}
