//! Component data lives in JSON files next to each game's rules (people read and edit those).
//! This script checks them and turns them into Rust constants at build time, so the engine
//! carries no JSON parser for its own data: that parser and the files' prose used to cost the
//! wasm about 13 KB gzipped. Each file is read into typed structs that refuse unknown keys, so a
//! wrong key, type or missing field stops the build with the file, line and column; the counts,
//! ranges and cross-checks types cannot say follow, and their messages name the entry.
//! `scripts/data-errors.sh` checks a few of those messages.

use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::fmt::Write as _;
use std::path::Path;

type Res<T> = Result<T, String>;

fn main() {
    // `web`: built for a browser page, where values cross the boundary as JS values
    // (src/core/wire.rs).
    println!("cargo::rustc-check-cfg=cfg(web)");
    let target = |key: &str| std::env::var(key).unwrap_or_default();
    if target("CARGO_CFG_TARGET_ARCH") == "wasm32" && target("CARGO_CFG_TARGET_OS") == "unknown" {
        println!("cargo::rustc-cfg=web");
    }
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out);
    run(out, "beck/deck.json", "beck_deck.rs", beck_deck);
    run(out, "golfie/cards.json", "golfie_cards.rs", golfie_cards);
    run(out, "green/clubs.json", "green_clubs.rs", green_clubs);
    run(out, "green/course.json", "green_course.rs", green_course);
    run(out, "holes18/clubs.json", "holes18_clubs.rs", holes18_clubs);
    run(out, "holes18/shots.json", "holes18_shots.rs", holes18_shots);
    run(out, "holes18/solo.json", "holes18_solo.rs", holes18_solo);
    run_file(out, "courses/tiles.json", "holes18_tiles.rs", holes18_tiles);
    shipped_courses(out);
    golden_records(out);
}

/// The shipped course files as the engine embeds them (`course::SHIPPED`): `courses/<id>.json`
/// written to `courses/<id>.json` of the build's folder without the spaces that only line a map
/// up for the eye (a row's hexes are its whitespace-separated tokens) or lay the JSON out.
/// Course::parse reads the same course from either; the module carries 5.6 KB less text.
fn shipped_courses(out: &Path) {
    println!("cargo:rerun-if-changed=courses");
    let dir = out.join("courses");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot make {}: {e}", dir.display()));
    let mut files: Vec<_> = std::fs::read_dir("courses")
        .unwrap_or_else(|e| panic!("\n\ncourses: cannot read it: {e}\n\n"))
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && !p.ends_with("tiles.json"))
        .collect();
    files.sort();
    for path in files {
        let file = path.display().to_string();
        println!("cargo:rerun-if-changed={file}");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("\n\n{file}: cannot read it: {e}\n\n"));
        let mut course: serde_json::Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("\n\n{file}: {e}\n\n"));
        if let Some(rows) = course.get_mut("rows").and_then(|r| r.as_array_mut()) {
            for row in rows.iter_mut() {
                if let Some(line) = row.as_str() {
                    *row = line.split_whitespace().collect::<Vec<_>>().join(" ").into();
                }
            }
        }
        let name = path.file_name().expect("a file name");
        std::fs::write(dir.join(name), course.to_string())
            .unwrap_or_else(|e| panic!("cannot write courses/{}: {e}", name.to_string_lossy()));
    }
}

/// The golden records' list for `tests/web.rs`, which runs in a browser and cannot read files:
/// each game folder of `tests/golden/` with its manifest and every record the manifest lists,
/// embedded with `include_str!`. The manifests stay the one list of the records.
fn golden_records(out: &Path) {
    println!("cargo:rerun-if-changed=tests/golden");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("golden");
    let mut folders: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("\n\ntests/golden: cannot read it: {e}\n\n"))
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    let mut code = String::from(
        "// Generated from tests/golden/*/manifest.json by build.rs.\nconst GOLDEN: &[Folder] = &[\n",
    );
    for folder in folders {
        let game = folder.file_name().unwrap().to_string_lossy().into_owned();
        let manifest = folder.join("manifest.json");
        let text = std::fs::read_to_string(&manifest)
            .unwrap_or_else(|e| panic!("\n\ntests/golden/{game}/manifest.json: {e}\n\n"));
        let listed: GoldenManifest = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("\n\ntests/golden/{game}/manifest.json: {e}\n\n"));
        let _ = writeln!(
            code,
            "    Folder {{\n        game: {game:?},\n        manifest: include_str!({:?}),\n        records: &[",
            manifest.display().to_string()
        );
        for record in listed.records {
            let path = folder.join(&record.file).display().to_string();
            let _ = writeln!(
                code,
                "            ({:?}, include_str!({path:?})),",
                record.file
            );
        }
        code += "        ],\n    },\n";
    }
    code += "];\n";
    std::fs::write(out.join("golden_records.rs"), code)
        .unwrap_or_else(|e| panic!("cannot write golden_records.rs: {e}"));
}

/// What `golden_records` reads of a manifest: the records' files, in order.
#[derive(Deserialize)]
struct GoldenManifest {
    records: Vec<GoldenEntry>,
}

#[derive(Deserialize)]
struct GoldenEntry {
    file: String,
}

/// Reads `src/games/{file}` as a `T`, checks it and writes the constants `make` returns to
/// `target`.
fn run<T: DeserializeOwned>(out: &Path, file: &str, target: &str, make: fn(T) -> Res<String>) {
    run_file(out, &format!("src/games/{file}"), target, make);
}

/// The same for a file named from the crate's root.
fn run_file<T: DeserializeOwned>(out: &Path, file: &str, target: &str, make: fn(T) -> Res<String>) {
    println!("cargo:rerun-if-changed={file}");
    let text = std::fs::read_to_string(file)
        .unwrap_or_else(|e| panic!("\n\n{file}: cannot read it: {e}\n\n"));
    let data = serde_json::from_str(&text).unwrap_or_else(|e| {
        // serde_json ends its message with the place: put it after the file name instead,
        // where editors and terminals look for it.
        let (line, column) = (e.line(), e.column());
        let msg = e.to_string();
        let msg = msg
            .strip_suffix(&format!(" at line {line} column {column}"))
            .unwrap_or(&msg);
        panic!("\n\n{file}:{line}:{column}: {msg}\n\n")
    });
    let code = make(data).unwrap_or_else(|e| panic!("\n\n{file}: {e}\n\n"));
    let header = format!("// Generated from {file} by build.rs. Edit the JSON, not this.\n");
    std::fs::write(out.join(target), header + &code)
        .unwrap_or_else(|e| panic!("cannot write {target}: {e}"));
}

// ---- shared pieces ----

/// A number whose range is narrower than its type (serde checks the type, this the range).
fn range<T: Copy + Into<i64>>(n: T, lo: i64, hi: i64, at: &str) -> Res<T> {
    let v: i64 = n.into();
    if (lo..=hi).contains(&v) {
        Ok(n)
    } else {
        Err(format!(
            "{at}: expected a whole number from {lo} to {hi}, found {v}"
        ))
    }
}

/// `{"card": ..., "count": n}`: one card design and how many copies the deck holds.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Counted<C> {
    card: C,
    count: u8,
}

/// The entries as `&[(Type, usize)]` lines, each card written by `card`.
fn counted<C>(
    entries: &[Counted<C>],
    at: &str,
    card: impl Fn(&C, &str) -> Res<String>,
) -> Res<String> {
    let mut s = String::new();
    for (i, e) in entries.iter().enumerate() {
        let at = format!("{at}[{i}]");
        let c = card(&e.card, &at)?;
        let n = range(e.count, 1, 200, &format!("{at}.count"))?;
        let _ = writeln!(s, "    ({c}, {n}),");
    }
    Ok(s)
}

// ---- one struct group and one function per file ----
// The files' prose keys (house, source, rationale, ...) are for people: they are declared so a
// misspelt key is refused, and never read.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct BeckDeck {
    house: Option<bool>,
    rationale: Option<String>,
    cards: Vec<Counted<BeckCard>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum BeckCard {
    Black(i8),
    Red(i8),
    Mulligan,
    Hazard,
}

fn beck_deck(d: BeckDeck) -> Res<String> {
    let body = counted(&d.cards, "cards", |c, at| {
        Ok(match *c {
            BeckCard::Black(n) => format!("Card::Black({})", range(n, 1, 9, at)?),
            BeckCard::Red(n) => format!("Card::Red({})", range(n, -4, -1, at)?),
            BeckCard::Mulligan => "Card::Mulligan".into(),
            BeckCard::Hazard => "Card::Hazard".into(),
        })
    })?;
    Ok(format!("const DECK: &[(Card, usize)] = &[\n{body}];\n"))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GolfieCards {
    field: GolfieDeck<FieldCard>,
    actions: GolfieDeck<ActionCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct GolfieDeck<C> {
    house: Option<bool>,
    source: Option<String>,
    rationale: Option<String>,
    cards: Vec<Counted<C>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum FieldCard {
    Value(u8),
    LostBall,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ActionCard {
    Hole,
    GolfCart,
    Zone(u8),
    Double(u8, u8),
}

fn golfie_cards(d: GolfieCards) -> Res<String> {
    let field_cards = counted(&d.field.cards, "field.cards", |c, at| {
        Ok(match *c {
            FieldCard::Value(n) => format!("Field::Value({})", range(n, 1, 6, at)?),
            FieldCard::LostBall => "Field::LostBall".into(),
        })
    })?;
    let actions = counted(&d.actions.cards, "actions.cards", |c, at| {
        Ok(match *c {
            ActionCard::Hole => "ActionCard::Hole".into(),
            ActionCard::GolfCart => "ActionCard::GolfCart".into(),
            ActionCard::Zone(n) => format!("ActionCard::Zone({})", range(n, 0, 8, at)?),
            ActionCard::Double(a, b) => format!(
                "ActionCard::Double({}, {})",
                range(a, 0, 8, at)?,
                range(b, 0, 8, at)?
            ),
        })
    })?;
    Ok(format!(
        "const FIELD: &[(Field, usize)] = &[\n{field_cards}];\n\
         const ACTIONS: &[(ActionCard, usize)] = &[\n{actions}];\n"
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct GreenClubs {
    house: Option<bool>,
    source: Option<String>,
    rationale: Option<String>,
    strike_kinds: Option<String>,
    clubs: Vec<GreenClub>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GreenClub {
    code: String,
    kind: Kind,
    strike: Strike,
    count: u8,
}

/// The engine's `Kind`, written as `Kind::{:?}` (a build script cannot use the crate it builds,
/// so the data's names are repeated here).
#[derive(Deserialize, Debug)]
#[serde(rename_all = "snake_case")]
enum Kind {
    Wood,
    Putter,
    Hybrid,
    Iron,
    Wedge,
    Chipper,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum Strike {
    /// The strike for wind 1..6, in order.
    Wind([u8; 6]),
    Choose(u8),
    Fixed(u8),
}

fn green_clubs(d: GreenClubs) -> Res<String> {
    let mut s = String::from("const CLUBS: &[Design] = &[\n");
    for (i, c) in d.clubs.iter().enumerate() {
        let at = format!("clubs[{i}]");
        let code = &c.code;
        if code.is_empty()
            || !code
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
        {
            return Err(format!("{at}.code: expected a name like \"iron_432\""));
        }
        let sat = format!("{at}.strike");
        let strike = match c.strike {
            Strike::Wind(w) => {
                for n in w {
                    range(n, 0, 9, &sat)?;
                }
                format!("Strike::Wind({w:?})")
            }
            Strike::Choose(n) => format!("Strike::Choose({})", range(n, 0, 9, &sat)?),
            Strike::Fixed(n) => format!("Strike::Fixed({})", range(n, 0, 9, &sat)?),
        };
        let count = range(c.count, 1, 45, &format!("{at}.count"))?;
        let kind = &c.kind;
        let _ = writeln!(
            s,
            "    Design {{ code: {code:?}, kind: Kind::{kind:?}, strike: {strike}, count: {count} }},"
        );
    }
    s.push_str("];\n");
    Ok(s)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct GreenCourse {
    house: Option<bool>,
    source: Option<String>,
    rationale: Option<String>,
    cards: Vec<CourseCard>,
    progression: Progression,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CourseCard {
    id: u8,
    spaces: Vec<Space>,
}

/// A plain space leaves its keys out.
#[derive(Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
struct Space {
    circles: u8,
    lake: bool,
    bunker: u8,
    height: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Progression {
    spaces: Vec<u8>,
}

fn green_course(d: GreenCourse) -> Res<String> {
    let mut s = String::from("const COURSE: &[(u8, &[Space])] = &[\n");
    for (i, card) in d.cards.iter().enumerate() {
        let at = format!("cards[{i}]");
        let mut spaces = Vec::new();
        for (j, sp) in card.spaces.iter().enumerate() {
            let at = format!("{at}.spaces[{j}]");
            let digit = |n: u8, k: &str| range(n, 0, 9, &format!("{at}.{k}"));
            spaces.push(format!(
                "Space {{ circles: {}, lake: {}, bunker: {}, height: {} }}",
                digit(sp.circles, "circles")?,
                sp.lake,
                digit(sp.bunker, "bunker")?,
                digit(sp.height, "height")?
            ));
        }
        let _ = writeln!(s, "    ({}, &[{}]),", card.id, spaces.join(", "));
    }
    s.push_str("];\n");
    let mut vals = Vec::new();
    for (i, &n) in d.progression.spaces.iter().enumerate() {
        vals.push(range(n, 0, 99, &format!("progression.spaces[{i}]"))?.to_string());
    }
    let _ = writeln!(s, "const PROGRESSION: &[u8] = &[{}];", vals.join(", "));
    Ok(s)
}

/// An 18 Holes shot deck: "C" (the chip deck) or "2".."5"; `as u8` gives its number and
/// `Deck::{:?}` the engine's name.
#[derive(Deserialize, Debug, Clone, Copy, PartialEq, PartialOrd)]
enum Deck {
    #[serde(rename = "C")]
    C = 1,
    #[serde(rename = "2")]
    D2,
    #[serde(rename = "3")]
    D3,
    #[serde(rename = "4")]
    D4,
    #[serde(rename = "5")]
    D5,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Holes18Clubs {
    source: Option<String>,
    fields: Option<String>,
    clubs: Vec<Club>,
}

/// A club reaches through `decks` (with `draw`) or, for a wood, moves `wood` hexes.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Club {
    id: u8,
    name: String,
    init: u8,
    decks: Option<Vec<Deck>>,
    draw: Option<u8>,
    /// Hexes from the fairway and from the rough.
    wood: Option<[u8; 2]>,
    big_hit: bool,
    rule: Option<ClubRule>,
    letter: Option<Letter>,
    mark: Option<u8>,
}

/// Written as `ClubRule::{:?}`; a club without one is `ClubRule::Plain`.
#[derive(Deserialize, Debug)]
#[serde(rename_all = "snake_case")]
enum ClubRule {
    TeeOnly,
    NoRoughPenalty,
    NoDeclare,
    BunkerAsRough,
}

/// The starter hand; `as usize` gives its index.
#[derive(Deserialize, Clone, Copy)]
enum Letter {
    A,
    B,
    C,
    D,
    E,
}

fn holes18_clubs(d: Holes18Clubs) -> Res<String> {
    if d.clubs.len() != 34 {
        return Err(format!(
            "expected the 34 club cards, found {}",
            d.clubs.len()
        ));
    }
    let mut inits = [false; 35];
    let mut letters = [0usize; 5];
    let mut s = String::from("const CLUBS: &[ClubCard] = &[\n");
    for (i, c) in d.clubs.iter().enumerate() {
        let at = format!("clubs[{i}]");
        let id = c.id;
        if usize::from(id) != i + 1 {
            return Err(format!(
                "{at}.id: expected {} (ids run 1..34 in order)",
                i + 1
            ));
        }
        let name = &c.name;
        if name.is_empty() {
            return Err(format!("{at}.name: expected a name"));
        }
        let init = range(c.init, 1, 34, &format!("{at}.init"))?;
        if std::mem::replace(&mut inits[usize::from(init)], true) {
            return Err(format!(
                "{at}.init: initiative {init} is printed on two clubs"
            ));
        }
        let big_hit = c.big_hit;
        let reach = match (&c.decks, c.wood) {
            (Some(ds), None) => {
                if ds.is_empty() || ds.len() > 2 {
                    return Err(format!("{at}.decks: expected one or two decks"));
                }
                if ds.windows(2).any(|w| w[0] >= w[1]) {
                    return Err(format!("{at}.decks: list the decks from low to high"));
                }
                let draw = c.draw.ok_or_else(|| format!("{at}: missing \"draw\""))?;
                let draw = range(draw, 1, 2, &format!("{at}.draw"))?;
                if big_hit && ds.contains(&Deck::D5) {
                    return Err(format!(
                        "{at}.big_hit: a club reaching deck 5 has no Big Hit"
                    ));
                }
                let names: Vec<String> = ds.iter().map(|d| format!("Deck::{d:?}")).collect();
                format!("Reach::Decks(&[{}], {draw})", names.join(", "))
            }
            (None, Some([fair, rough])) => {
                let fair = range(fair, 1, 6, &format!("{at}.wood[0]"))?;
                let rough = range(rough, 0, 6, &format!("{at}.wood[1]"))?;
                if rough + 1 != fair {
                    return Err(format!(
                        "{at}.wood: the rough distance is one less than the fairway"
                    ));
                }
                if big_hit {
                    return Err(format!("{at}.big_hit: woods have no Big Hit"));
                }
                if c.draw.is_some() {
                    return Err(format!("{at}.draw: woods draw no cards"));
                }
                format!("Reach::Wood({fair}, {rough})")
            }
            _ => {
                return Err(format!(
                    "{at}: give either \"decks\" (with \"draw\") or \"wood\": [fairway, rough]"
                ))
            }
        };
        let rule = match &c.rule {
            None => "Plain".to_string(),
            Some(r) => format!("{r:?}"),
        };
        let letter = match c.letter {
            None => "None".to_string(),
            Some(l) => {
                letters[l as usize] += 1;
                format!("Some({})", l as u8)
            }
        };
        let mark = match c.mark {
            None => 0,
            Some(n @ (3 | 5)) => n,
            Some(_) => return Err(format!("{at}.mark: expected 3 or 5")),
        };
        let _ = writeln!(
            s,
            "    ClubCard {{ id: {id}, name: {name:?}, init: {init}, reach: {reach}, big_hit: {big_hit}, rule: ClubRule::{rule}, letter: {letter}, mark: {mark} }},"
        );
    }
    if letters != [5; 5] {
        return Err(format!(
            "each starter hand A-E holds 5 clubs, found {letters:?}"
        ));
    }
    s.push_str("];\n");
    Ok(s)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Holes18Shots {
    house: Option<bool>,
    source: Option<String>,
    rationale: Option<String>,
    fields: Option<String>,
    decks: ShotDecks,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ShotDecks {
    #[serde(rename = "C")]
    c: Vec<Shot>,
    #[serde(rename = "2")]
    d2: Vec<Shot>,
    #[serde(rename = "3")]
    d3: Vec<Shot>,
    #[serde(rename = "4")]
    d4: Vec<Shot>,
    #[serde(rename = "5")]
    d5: Vec<Shot>,
}

/// A shot card design: a `special`, one flight (`path` and `rough`) or a `wild` choice.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Shot {
    count: Option<u8>,
    special: Option<Special>,
    path: Option<String>,
    rough: Option<String>,
    wild: Option<Vec<Flight>>,
    bunker: Option<Bunker>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Flight {
    path: String,
    rough: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum Special {
    Shuffle,
    LongestDrive,
    Super(Deck),
    Short(Deck),
}

/// Written as `Bunker::{:?}`.
#[derive(Deserialize, Debug)]
#[serde(rename_all = "snake_case")]
enum Bunker {
    Stay,
    Left,
    Target,
    Right,
}

/// A path written as a word of S (straight), L (60 degrees left) and R (60 degrees right).
fn holes18_path(word: &str, at: &str) -> Res<String> {
    let mut steps = Vec::new();
    for ch in word.chars() {
        steps.push(match ch {
            'S' => "Step::S",
            'L' => "Step::L",
            'R' => "Step::R",
            _ => return Err(format!("{at}: {ch:?} is not a step (S, L or R)")),
        });
    }
    Ok(format!("&[{}]", steps.join(", ")))
}

fn holes18_shots(d: Holes18Shots) -> Res<String> {
    use Deck::*;
    let ds = &d.decks;
    // (deck, its cards, size, specials expected: super target, short target, longest drive)
    let want = [
        (C, &ds.c, 14, Some(D3), None, false),
        (D2, &ds.d2, 14, Some(D3), None, false),
        (D3, &ds.d3, 16, Some(D4), Some(D2), false),
        (D4, &ds.d4, 15, Some(D5), Some(D3), false),
        (D5, &ds.d5, 15, None, Some(D4), true),
    ];
    // A deck's name in the file: the number, "C" for the chip deck.
    let deck_name = |d: Deck| match d {
        C => "C".to_string(),
        _ => (d as u8).to_string(),
    };
    let name_or_dash = |d: Option<Deck>| d.map_or("-".to_string(), deck_name);
    let mut s = String::from("const SHOTS: &[ShotCard] = &[\n");
    let mut total = 0;
    for (deck, entries, size, sup, short, longest) in want {
        let num = deck as u8;
        let name = deck_name(deck);
        let at = format!("decks.{name}");
        let (mut n, mut supers, mut shorts, mut shuffles, mut drives) = (0, 0, 0, 0, 0);
        for (i, e) in entries.iter().enumerate() {
            let at = format!("{at}[{i}]");
            let count = match e.count {
                None => 1,
                Some(c) => range(c, 1, 15, &format!("{at}.count"))? as usize,
            };
            let bunker = match (&e.bunker, &e.special) {
                (Some(b), _) => format!("{b:?}"),
                (None, Some(_)) => "Stay".to_string(),
                (None, None) => {
                    return Err(format!("{at}.bunker: expected stay, left, target or right"))
                }
            };
            let face = if let Some(sp) = &e.special {
                if e.path.is_some() || e.wild.is_some() || e.rough.is_some() {
                    return Err(format!("{at}: a special card has no flight path"));
                }
                match *sp {
                    Special::Shuffle => {
                        shuffles += count;
                        "Face::Shuffle".to_string()
                    }
                    Special::LongestDrive => {
                        drives += count;
                        "Face::LongestDrive".to_string()
                    }
                    Special::Super(to) => {
                        if Some(to) != sup {
                            return Err(format!(
                                "{at}: deck {name}'s Super draws from deck {}",
                                name_or_dash(sup)
                            ));
                        }
                        supers += count;
                        format!("Face::Super(Deck::{to:?})")
                    }
                    Special::Short(to) => {
                        if Some(to) != short {
                            return Err(format!(
                                "{at}: deck {name}'s Short draws from deck {}",
                                name_or_dash(short)
                            ));
                        }
                        shorts += count;
                        format!("Face::Short(Deck::{to:?})")
                    }
                }
            } else {
                // (fairway, rough, where they are written)
                let flights: Vec<(&str, Option<&str>, String)> = match (&e.path, &e.wild) {
                    (Some(p), None) => vec![(p, e.rough.as_deref(), at.clone())],
                    (None, Some(w)) if w.len() >= 2 => {
                        if e.rough.is_some() {
                            return Err(format!(
                                "{at}: give a wild card's rough paths inside \"wild\""
                            ));
                        }
                        w.iter()
                            .enumerate()
                            .map(|(j, f)| (&*f.path, f.rough.as_deref(), format!("{at}.wild[{j}]")))
                            .collect()
                    }
                    _ => {
                        return Err(format!(
                            "{at}: expected \"path\", \"wild\" (two or more paths) or \"special\""
                        ))
                    }
                };
                let mut paths = Vec::new();
                for (word, rword, fat) in flights {
                    let fair = holes18_path(word, &format!("{fat}.path"))?;
                    let len = word.len() as u8;
                    if deck == C {
                        if len != 2 || !word.starts_with('S') {
                            return Err(format!("{fat}.path: chip cards travel 2 hexes over the declared hex (S then S, L or R)"));
                        }
                        if rword.is_some() {
                            return Err(format!("{fat}.rough: chip cards have no rough path"));
                        }
                        paths.push(format!("Path {{ fairway: {fair}, rough: {fair} }}"));
                    } else {
                        if !(2..=5).contains(&len) || len + 1 < num || len > num + 1 {
                            return Err(format!(
                                "{fat}.path: a deck {name} card travels {} to {} hexes (at most 5)",
                                num - 1,
                                (num + 1).min(5)
                            ));
                        }
                        let rword = rword.ok_or_else(|| format!("{fat}: missing \"rough\""))?;
                        let rough = holes18_path(rword, &format!("{fat}.rough"))?;
                        let ok = (0..word.len()).any(|k| {
                            word.as_bytes()[k] == b'S'
                                && format!("{}{}", &word[..k], &word[k + 1..]) == rword
                        });
                        if !ok {
                            return Err(format!("{fat}.rough: the rough path is the fairway path with one S removed"));
                        }
                        paths.push(format!("Path {{ fairway: {fair}, rough: {rough} }}"));
                    }
                }
                format!("Face::Flight(&[{}])", paths.join(", "))
            };
            for _ in 0..count {
                let _ = writeln!(
                    s,
                    "    ShotCard {{ deck: Deck::{deck:?}, face: {face}, bunker: Bunker::{bunker} }},"
                );
            }
            n += count;
        }
        if n != size {
            return Err(format!("{at}: deck {name} holds {size} cards, found {n}"));
        }
        if shuffles != 1
            || supers != usize::from(sup.is_some())
            || shorts != usize::from(short.is_some())
            || drives != usize::from(longest)
        {
            return Err(format!(
                "{at}: the specials of deck {name} do not match the printed ones"
            ));
        }
        total += n;
    }
    if total != 74 {
        return Err(format!("expected 74 shot cards, found {total}"));
    }
    s.push_str("];\n");
    Ok(s)
}

/// The Solo Chaos Golf cards: `["PPCPC", difficulty]`, P a turn only the player scores, C a
/// combined scoring turn.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Holes18Solo {
    about: Option<String>,
    cards: Vec<(String, u8)>,
}

fn holes18_solo(d: Holes18Solo) -> Res<String> {
    let mut s = String::from("const SOLO_CARDS: &[SoloCard] = &[\n");
    for (i, (turns, difficulty)) in d.cards.iter().enumerate() {
        let at = format!("cards[{i}]");
        let difficulty = range(*difficulty, 1, 99, &format!("{at}[1]"))?;
        if turns.is_empty() || !turns.chars().all(|t| t == 'P' || t == 'C') {
            return Err(format!("{at}: turns are P and C letters, found {turns:?}"));
        }
        let turns: Vec<&str> = turns
            .chars()
            .map(|t| if t == 'C' { "true" } else { "false" })
            .collect();
        let _ = writeln!(
            s,
            "    SoloCard {{ turns: &[{}], difficulty: {difficulty} }},",
            turns.join(", ")
        );
    }
    if d.cards.len() != 24 {
        return Err(format!("expected 24 solo cards, found {}", d.cards.len()));
    }
    s.push_str("];\n");
    Ok(s)
}

/// The 18 Holes course tiles (courses/tiles.json): faces drawn as five rows of small hexes.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Holes18Tiles {
    house: Option<bool>,
    rationale: Option<String>,
    fields: Option<String>,
    tiles: Vec<CourseTile>,
    adjustments: Vec<AdjustmentTile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CourseTile {
    id: u8,
    kind: TileKind,
    a: TileFace,
    b: TileFace,
}

/// Written as `TileKind::{:?}`.
#[derive(Deserialize, Debug, Clone, Copy, PartialEq)]
#[serde(rename_all = "snake_case")]
enum TileKind {
    Tee,
    Fairway,
    Green,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TileFace {
    stars: u8,
    par: Option<u8>,
    map: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AdjustmentTile {
    id: u8,
    hazard: Hazard,
}

/// The hazard face of an adjustment tile, written as `Terrain::{:?}`.
#[derive(Deserialize, Debug)]
#[serde(rename_all = "snake_case")]
enum Hazard {
    Bunker,
    Water,
    Trees,
}

/// A face's 13 places in the engine's order: the centre, the ring hexes towards directions
/// 0..5 (east, north-east, north-west, west, south-west, south-east), then the corner thirds
/// between ring hexes i and i + 1. `PICTURE` says which place each token of the five map rows
/// is (the north corner; NW corner, NW, NE, NE corner; W, centre, E; SW corner, SW, SE, SE
/// corner; the south corner).
const PICTURE: [&[usize]; 5] = [&[8], &[9, 3, 2, 7], &[4, 0, 1], &[10, 5, 6, 12], &[11]];
/// Axial offsets of the 13 places from the centre.
const PLACES: [(i8, i8); 13] = [
    (0, 0),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
    (2, -1),
    (1, -2),
    (-1, -1),
    (-2, 1),
    (-1, 2),
    (1, 1),
];

/// Places reachable from `from` by one-hex steps over places whose letter passes `ok`.
fn tile_reach(letters: &[char; 13], from: usize, ok: impl Fn(char) -> bool) -> [bool; 13] {
    let mut seen = [false; 13];
    let mut todo = vec![from];
    seen[from] = true;
    while let Some(i) = todo.pop() {
        for j in 0..13 {
            let (dq, dr) = (PLACES[j].0 - PLACES[i].0, PLACES[j].1 - PLACES[i].1);
            let near = (dq.abs() + dr.abs() + (dq + dr).abs()) == 2;
            if near && !seen[j] && ok(letters[j]) {
                seen[j] = true;
                todo.push(j);
            }
        }
    }
    seen
}

fn holes18_face(kind: TileKind, f: &TileFace, at: &str) -> Res<String> {
    let stars = range(f.stars, 1, 3, &format!("{at}.stars"))?;
    let rows = &f.map;
    if rows.len() != 5 {
        return Err(format!("{at}.map: expected 5 rows, found {}", rows.len()));
    }
    let mut letters = ['r'; 13];
    for (r, (line, places)) in rows.iter().zip(PICTURE).enumerate() {
        let toks: Vec<&str> = line.split_whitespace().collect();
        if toks.len() != places.len() {
            return Err(format!(
                "{at}.map[{r}]: expected {} hexes, found {}",
                places.len(),
                toks.len()
            ));
        }
        for (tok, &p) in toks.iter().zip(places) {
            let allowed = if p >= 7 { "frbwl" } else { "frbwltGT" };
            match tok.chars().next() {
                Some(c) if tok.len() == 1 && allowed.contains(c) => letters[p] = c,
                _ => {
                    return Err(format!(
                        "{at}.map[{r}]: '{tok}' is not one of {}",
                        if p >= 7 {
                            "f r b w l (a corner third)"
                        } else {
                            "f r b w l t G T"
                        }
                    ))
                }
            }
        }
    }
    let count = |c: char| letters.iter().filter(|x| **x == c).count();
    let lane = |c: char| matches!(c, 'f' | 'l' | 'T' | 'G');
    let edges: Vec<usize> = (1..7)
        .filter(|&i| matches!(letters[i], 'f' | 'l'))
        .collect();
    let linked = |from: usize, to: &[usize]| {
        let seen = tile_reach(&letters, from, lane);
        to.iter().all(|&t| seen[t])
    };
    let par = match (kind, f.par) {
        (TileKind::Tee, Some(p)) => range(p, 3, 5, &format!("{at}.par"))?,
        (TileKind::Tee, None) => return Err(format!("{at}: a tee face prints its par")),
        (_, Some(_)) => return Err(format!("{at}.par: only tee faces print a par")),
        (_, None) => 0,
    };
    let (tees, greens) = (count('T'), count('G'));
    match kind {
        TileKind::Tee => {
            let tee = letters.iter().position(|c| *c == 'T').unwrap_or(0);
            if tees != 1 || greens != 0 {
                return Err(format!("{at}: a tee face has one T and no G"));
            }
            if letters[1] != 'f' || !linked(tee, &edges) {
                return Err(format!("{at}: the fairway leaves the tee by the arrow's edge (east) and reaches every fairway edge"));
            }
        }
        TileKind::Fairway => {
            if tees + greens != 0 {
                return Err(format!("{at}: a fairway face has no T or G"));
            }
            if letters[4] != 'f' || edges.len() < 2 || !linked(4, &edges) {
                return Err(format!("{at}: the fairway enters from behind the arrow (west) and links every fairway edge"));
            }
        }
        TileKind::Green => {
            if tees != 0 || greens == 0 {
                return Err(format!("{at}: a green face has one or more G and no T"));
            }
            let lane_reach = tile_reach(&letters, 4, lane);
            let walk = tile_reach(&letters, 4, |c| c != 't');
            let on_lane = (0..13).any(|i| letters[i] == 'G' && lane_reach[i]);
            let all = (0..13).all(|i| letters[i] != 'G' || walk[i]);
            if letters[4] != 'f' || !on_lane || !all {
                return Err(format!("{at}: the fairway enters from behind the arrow (west), leads to a green, and every green can be walked to"));
            }
        }
    }
    let cells: Vec<String> = letters
        .iter()
        .map(|c| {
            format!(
                "Terrain::{}",
                match c {
                    'f' => "Fairway",
                    'r' => "Rough",
                    'b' => "Bunker",
                    'w' => "Water",
                    'l' => "Lake",
                    't' => "Trees",
                    'G' => "Green",
                    _ => "Tee",
                }
            )
        })
        .collect();
    Ok(format!(
        "TileFace {{ stars: {stars}, par: {par}, cells: [{}] }}",
        cells.join(", ")
    ))
}

fn holes18_tiles(d: Holes18Tiles) -> Res<String> {
    if d.tiles.len() != 49 {
        return Err(format!(
            "expected the 49 course tiles, found {}",
            d.tiles.len()
        ));
    }
    let mut s = String::from("const TILES: &[TileCard] = &[\n");
    let mut kinds = [0usize; 3];
    for (i, t) in d.tiles.iter().enumerate() {
        let at = format!("tiles[{i}]");
        if usize::from(t.id) != i + 1 {
            return Err(format!(
                "{at}.id: expected {} (ids run 1..49 in order)",
                i + 1
            ));
        }
        kinds[t.kind as usize] += 1;
        let a = holes18_face(t.kind, &t.a, &format!("{at}.a"))?;
        let b = holes18_face(t.kind, &t.b, &format!("{at}.b"))?;
        let _ = writeln!(
            s,
            "    TileCard {{ id: {}, kind: TileKind::{:?}, faces: [{a}, {b}] }},",
            t.id, t.kind
        );
    }
    if kinds[0] < 18 || kinds[2] < 18 {
        return Err(format!(
            "an 18-hole course needs 18 tee tiles and 18 green tiles, found {} and {}",
            kinds[0], kinds[2]
        ));
    }
    s.push_str("];\n");
    if d.adjustments.len() != 21 {
        return Err(format!(
            "expected the 21 adjustment tiles, found {}",
            d.adjustments.len()
        ));
    }
    s.push_str("const ADJUSTMENTS: &[Terrain] = &[\n");
    for (i, a) in d.adjustments.iter().enumerate() {
        if usize::from(a.id) != i + 1 {
            return Err(format!(
                "adjustments[{i}].id: expected {} (ids run 1..21 in order)",
                i + 1
            ));
        }
        let _ = writeln!(s, "    Terrain::{:?},", a.hazard);
    }
    s.push_str("];\n");
    // The engine places faces on the grid with the same offsets this script checks them with.
    let _ = writeln!(s, "pub const PLACES: [(i16, i16); 13] = {PLACES:?};");
    Ok(s)
}
