//! Component data lives in JSON files next to each game's rules (people read and edit those).
//! This script checks them and turns them into Rust constants at build time, so the engine
//! carries no JSON parser for its own data: that parser and the files' prose used to cost the
//! wasm about 13 KB gzipped. A mistake in a file stops the build with the file and the place.

use serde_json::{Map, Value};
use std::fmt::Write as _;
use std::path::Path;

type Res<T> = Result<T, String>;
/// A data file, the generated file's name and the function that writes it.
type Job = (&'static str, &'static str, fn(&Value) -> Res<String>);

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let jobs: [Job; 7] = [
        ("src/games/beck/deck.json", "beck_deck.rs", beck_deck),
        (
            "src/games/golfie/cards.json",
            "golfie_cards.rs",
            golfie_cards,
        ),
        ("src/games/green/clubs.json", "green_clubs.rs", green_clubs),
        (
            "src/games/green/course.json",
            "green_course.rs",
            green_course,
        ),
        (
            "src/games/holes18/clubs.json",
            "holes18_clubs.rs",
            holes18_clubs,
        ),
        (
            "src/games/holes18/shots.json",
            "holes18_shots.rs",
            holes18_shots,
        ),
        (
            "src/games/holes18/solo.json",
            "holes18_solo.rs",
            holes18_solo,
        ),
    ];
    for (file, target, make) in jobs {
        println!("cargo:rerun-if-changed={file}");
        let code = std::fs::read_to_string(file)
            .map_err(|e| format!("cannot read it: {e}"))
            .and_then(|text| {
                serde_json::from_str::<Value>(&text).map_err(|e| format!("not valid JSON: {e}"))
            })
            .and_then(|v| make(&v))
            .unwrap_or_else(|e| panic!("\n\n{file}: {e}\n\n"));
        let header = format!("// Generated from {file} by build.rs. Edit the JSON, not this.\n");
        std::fs::write(Path::new(&out).join(target), header + &code)
            .unwrap_or_else(|e| panic!("cannot write {target}: {e}"));
    }
}

// ---- small readers that say where a value is wrong ----

fn obj<'a>(v: &'a Value, at: &str) -> Res<&'a Map<String, Value>> {
    v.as_object()
        .ok_or_else(|| format!("{at}: expected an object"))
}

fn field<'a>(v: &'a Value, key: &str, at: &str) -> Res<&'a Value> {
    obj(v, at)?
        .get(key)
        .ok_or_else(|| format!("{at}: missing \"{key}\""))
}

fn list<'a>(v: &'a Value, key: &str, at: &str) -> Res<&'a Vec<Value>> {
    field(v, key, at)?
        .as_array()
        .ok_or_else(|| format!("{at}.{key}: expected a list"))
}

fn int(v: &Value, at: &str, lo: i64, hi: i64) -> Res<i64> {
    match v.as_i64() {
        Some(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(format!(
            "{at}: expected a whole number from {lo} to {hi}, found {v}"
        )),
    }
}

/// Only these keys may appear (a misspelt key must not be silently ignored).
fn only_keys(v: &Value, keys: &[&str], at: &str) -> Res<()> {
    for k in obj(v, at)?.keys() {
        if !keys.contains(&k.as_str()) {
            return Err(format!(
                "{at}: unknown key \"{k}\" (expected one of {keys:?})"
            ));
        }
    }
    Ok(())
}

/// A serde-style enum value: `"name"` for a unit variant, `{"name": value}` otherwise.
fn variant<'a>(v: &'a Value, at: &str) -> Res<(&'a str, Option<&'a Value>)> {
    match v {
        Value::String(s) => Ok((s, None)),
        Value::Object(m) if m.len() == 1 => {
            let (k, inner) = m.iter().next().expect("one entry");
            Ok((k, Some(inner)))
        }
        _ => Err(format!(
            "{at}: expected \"name\" or {{\"name\": value}}, found {v}"
        )),
    }
}

/// `[{"card": ..., "count": n}, ...]` as `&[(Type, usize)]`, each card written by `card`.
fn counted(entries: &[Value], at: &str, card: impl Fn(&Value, &str) -> Res<String>) -> Res<String> {
    let mut s = String::new();
    for (i, e) in entries.iter().enumerate() {
        let at = format!("{at}[{i}]");
        only_keys(e, &["card", "count"], &at)?;
        let c = card(field(e, "card", &at)?, &at)?;
        let n = int(field(e, "count", &at)?, &format!("{at}.count"), 1, 200)?;
        let _ = writeln!(s, "    ({c}, {n}),");
    }
    Ok(s)
}

// ---- one function per file ----

fn beck_deck(v: &Value) -> Res<String> {
    let body = counted(list(v, "cards", "top")?, "cards", |c, at| {
        Ok(match variant(c, at)? {
            ("black", Some(n)) => format!("Card::Black({})", int(n, at, 1, 9)?),
            ("red", Some(n)) => format!("Card::Red({})", int(n, at, -4, -1)?),
            ("mulligan", None) => "Card::Mulligan".into(),
            ("hazard", None) => "Card::Hazard".into(),
            (k, _) => return Err(format!("{at}: unknown card {k:?}")),
        })
    })?;
    Ok(format!("const DECK: &[(Card, usize)] = &[\n{body}];\n"))
}

fn golfie_cards(v: &Value) -> Res<String> {
    let field_cards = counted(
        list(field(v, "field", "top")?, "cards", "field")?,
        "field.cards",
        |c, at| {
            Ok(match variant(c, at)? {
                ("value", Some(n)) => format!("Field::Value({})", int(n, at, 1, 6)?),
                ("lost_ball", None) => "Field::LostBall".into(),
                (k, _) => return Err(format!("{at}: unknown Field card {k:?}")),
            })
        },
    )?;
    let actions = counted(
        list(field(v, "actions", "top")?, "cards", "actions")?,
        "actions.cards",
        |c, at| {
            Ok(match variant(c, at)? {
                ("hole", None) => "ActionCard::Hole".into(),
                ("golf_cart", None) => "ActionCard::GolfCart".into(),
                ("zone", Some(n)) => format!("ActionCard::Zone({})", int(n, at, 0, 8)?),
                ("double", Some(Value::Array(p))) if p.len() == 2 => format!(
                    "ActionCard::Double({}, {})",
                    int(&p[0], at, 0, 8)?,
                    int(&p[1], at, 0, 8)?
                ),
                (k, _) => return Err(format!("{at}: unknown Action card {k:?}")),
            })
        },
    )?;
    Ok(format!(
        "const FIELD: &[(Field, usize)] = &[\n{field_cards}];\n\
         const ACTIONS: &[(ActionCard, usize)] = &[\n{actions}];\n"
    ))
}

fn green_clubs(v: &Value) -> Res<String> {
    let mut s = String::from("const CLUBS: &[(&str, Kind, Strike, usize)] = &[\n");
    for (i, c) in list(v, "clubs", "top")?.iter().enumerate() {
        let at = format!("clubs[{i}]");
        only_keys(c, &["code", "kind", "strike", "count"], &at)?;
        let code = field(c, "code", &at)?
            .as_str()
            .filter(|s| {
                !s.is_empty() && s.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
            })
            .ok_or_else(|| format!("{at}.code: expected a name like \"iron_432\""))?;
        let kind = match field(c, "kind", &at)?.as_str() {
            Some(k @ ("wood" | "putter" | "hybrid" | "iron" | "wedge" | "chipper")) => {
                let mut name = k.to_string();
                name[..1].make_ascii_uppercase();
                format!("Kind::{name}")
            }
            _ => {
                return Err(format!(
                    "{at}.kind: expected wood, putter, hybrid, iron, wedge or chipper"
                ))
            }
        };
        let sat = format!("{at}.strike");
        let strike = match variant(field(c, "strike", &at)?, &sat)? {
            ("wind", Some(Value::Array(w))) if w.len() == 6 => {
                let vals: Res<Vec<String>> =
                    w.iter().map(|x| int(x, &sat, 0, 9).map(|n| n.to_string())).collect();
                format!("Strike::Wind([{}])", vals?.join(", "))
            }
            ("choose", Some(n)) => format!("Strike::Choose({})", int(n, &sat, 0, 9)?),
            ("fixed", Some(n)) => format!("Strike::Fixed({})", int(n, &sat, 0, 9)?),
            _ => return Err(format!("{sat}: expected {{\"wind\": [six numbers]}}, {{\"choose\": n}} or {{\"fixed\": n}}")),
        };
        let count = int(field(c, "count", &at)?, &format!("{at}.count"), 1, 45)?;
        let _ = writeln!(s, "    ({code:?}, {kind}, {strike}, {count}),");
    }
    s.push_str("];\n");
    Ok(s)
}

fn green_course(v: &Value) -> Res<String> {
    let mut s = String::from("const COURSE: &[(u8, &[Space])] = &[\n");
    for (i, card) in list(v, "cards", "top")?.iter().enumerate() {
        let at = format!("cards[{i}]");
        only_keys(card, &["id", "spaces"], &at)?;
        let id = int(field(card, "id", &at)?, &format!("{at}.id"), 0, 255)?;
        let mut spaces = Vec::new();
        for (j, sp) in list(card, "spaces", &at)?.iter().enumerate() {
            let at = format!("{at}.spaces[{j}]");
            only_keys(sp, &["circles", "lake", "bunker", "height"], &at)?;
            let get = |k: &str, hi| match obj(sp, &at)?.get(k) {
                Some(x) => int(x, &format!("{at}.{k}"), 0, hi),
                None => Ok(0),
            };
            let lake = match obj(sp, &at)?.get("lake") {
                None => false,
                Some(Value::Bool(b)) => *b,
                Some(_) => return Err(format!("{at}.lake: expected true or false")),
            };
            spaces.push(format!(
                "Space {{ circles: {}, lake: {lake}, bunker: {}, height: {} }}",
                get("circles", 9)?,
                get("bunker", 9)?,
                get("height", 9)?
            ));
        }
        let _ = writeln!(s, "    ({id}, &[{}]),", spaces.join(", "));
    }
    s.push_str("];\n");
    let prog = list(field(v, "progression", "top")?, "spaces", "progression")?;
    let vals: Res<Vec<String>> = prog
        .iter()
        .enumerate()
        .map(|(i, x)| int(x, &format!("progression.spaces[{i}]"), 0, 99).map(|n| n.to_string()))
        .collect();
    let _ = writeln!(s, "const PROGRESSION: &[u8] = &[{}];", vals?.join(", "));
    Ok(s)
}

/// An 18 Holes shot deck name: "C" (the chip deck) or "2".."5".
fn holes18_deck(v: &Value, at: &str) -> Res<(u8, String)> {
    match v.as_str() {
        Some("C") => Ok((1, "Deck::C".into())),
        Some(d @ ("2" | "3" | "4" | "5")) => Ok((d.as_bytes()[0] - b'0', format!("Deck::D{d}"))),
        _ => Err(format!(
            "{at}: expected a deck \"C\", \"2\", \"3\", \"4\" or \"5\", found {v}"
        )),
    }
}

fn holes18_clubs(v: &Value) -> Res<String> {
    let clubs = list(v, "clubs", "top")?;
    if clubs.len() != 34 {
        return Err(format!("expected the 34 club cards, found {}", clubs.len()));
    }
    let mut inits = [false; 35];
    let mut letters = [0usize; 5];
    let mut s = String::from("const CLUBS: &[ClubCard] = &[\n");
    for (i, c) in clubs.iter().enumerate() {
        let at = format!("clubs[{i}]");
        only_keys(
            c,
            &[
                "id", "name", "init", "decks", "draw", "wood", "big_hit", "rule", "letter", "mark",
            ],
            &at,
        )?;
        let id = int(field(c, "id", &at)?, &format!("{at}.id"), 1, 34)?;
        if id != i as i64 + 1 {
            return Err(format!(
                "{at}.id: expected {} (ids run 1..34 in order)",
                i + 1
            ));
        }
        let name = field(c, "name", &at)?
            .as_str()
            .filter(|n| !n.is_empty())
            .ok_or_else(|| format!("{at}.name: expected a name"))?;
        let init = int(field(c, "init", &at)?, &format!("{at}.init"), 1, 34)? as usize;
        if std::mem::replace(&mut inits[init], true) {
            return Err(format!(
                "{at}.init: initiative {init} is printed on two clubs"
            ));
        }
        let m = obj(c, &at)?;
        let big_hit = match field(c, "big_hit", &at)? {
            Value::Bool(b) => *b,
            _ => return Err(format!("{at}.big_hit: expected true or false")),
        };
        let reach = match (m.get("decks"), m.get("wood")) {
            (Some(Value::Array(ds)), None) => {
                if ds.is_empty() || ds.len() > 2 {
                    return Err(format!("{at}.decks: expected one or two decks"));
                }
                let mut nums = Vec::new();
                let mut names = Vec::new();
                for (j, d) in ds.iter().enumerate() {
                    let (n, name) = holes18_deck(d, &format!("{at}.decks[{j}]"))?;
                    nums.push(n);
                    names.push(name);
                }
                if nums.windows(2).any(|w| w[0] >= w[1]) {
                    return Err(format!("{at}.decks: list the decks from low to high"));
                }
                let draw = int(field(c, "draw", &at)?, &format!("{at}.draw"), 1, 2)?;
                if big_hit && nums.contains(&5) {
                    return Err(format!(
                        "{at}.big_hit: a club reaching deck 5 has no Big Hit"
                    ));
                }
                format!("Reach::Decks(&[{}], {draw})", names.join(", "))
            }
            (None, Some(Value::Array(w))) if w.len() == 2 => {
                let fair = int(&w[0], &format!("{at}.wood[0]"), 1, 6)?;
                let rough = int(&w[1], &format!("{at}.wood[1]"), 0, 6)?;
                if rough != fair - 1 {
                    return Err(format!(
                        "{at}.wood: the rough distance is one less than the fairway"
                    ));
                }
                if big_hit {
                    return Err(format!("{at}.big_hit: woods have no Big Hit"));
                }
                if m.contains_key("draw") {
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
        let rule = match m.get("rule").map(|r| r.as_str()) {
            None => "ClubRule::Plain",
            Some(Some("tee_only")) => "ClubRule::TeeOnly",
            Some(Some("no_rough_penalty")) => "ClubRule::NoRoughPenalty",
            Some(Some("no_declare")) => "ClubRule::NoDeclare",
            Some(Some("bunker_as_rough")) => "ClubRule::BunkerAsRough",
            _ => {
                return Err(format!(
                    "{at}.rule: expected tee_only, no_rough_penalty, no_declare or bunker_as_rough"
                ))
            }
        };
        let letter = match m.get("letter").map(|l| l.as_str()) {
            None => "None".to_string(),
            Some(Some(l @ ("A" | "B" | "C" | "D" | "E"))) => {
                letters[usize::from(l.as_bytes()[0] - b'A')] += 1;
                format!("Some({})", l.as_bytes()[0] - b'A')
            }
            _ => return Err(format!("{at}.letter: expected \"A\" to \"E\"")),
        };
        let mark = match m.get("mark") {
            None => 0,
            Some(x) => match int(x, &format!("{at}.mark"), 3, 5)? {
                n @ (3 | 5) => n,
                _ => return Err(format!("{at}.mark: expected 3 or 5")),
            },
        };
        let _ = writeln!(
            s,
            "    ClubCard {{ id: {id}, name: {name:?}, init: {init}, reach: {reach}, big_hit: {big_hit}, rule: {rule}, letter: {letter}, mark: {mark} }},"
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

/// A path written as a word of S (straight), L (60 degrees left) and R (60 degrees right).
fn holes18_path(v: &Value, at: &str) -> Res<(String, String)> {
    let word = v
        .as_str()
        .ok_or_else(|| format!("{at}: expected a path like \"SSL\""))?;
    let mut steps = Vec::new();
    for ch in word.chars() {
        steps.push(match ch {
            'S' => "Step::S",
            'L' => "Step::L",
            'R' => "Step::R",
            _ => return Err(format!("{at}: {ch:?} is not a step (S, L or R)")),
        });
    }
    Ok((word.to_string(), format!("&[{}]", steps.join(", "))))
}

fn holes18_shots(v: &Value) -> Res<String> {
    let decks = obj(field(v, "decks", "top")?, "decks")?;
    // (deck, size, specials expected: super target, short target, longest drive)
    type DeckSpec<'a> = (&'a str, usize, Option<&'a str>, Option<&'a str>, bool);
    let want: [DeckSpec; 5] = [
        ("C", 14, Some("3"), None, false),
        ("2", 14, Some("3"), None, false),
        ("3", 16, Some("4"), Some("2"), false),
        ("4", 15, Some("5"), Some("3"), false),
        ("5", 15, None, Some("4"), true),
    ];
    if decks.len() != 5 {
        return Err("decks: expected the five decks C, 2, 3, 4 and 5".into());
    }
    let mut s = String::from("const SHOTS: &[ShotCard] = &[\n");
    let mut total = 0;
    for (name, size, sup, short, longest) in want {
        let at = format!("decks.{name}");
        let entries = decks
            .get(name)
            .and_then(|d| d.as_array())
            .ok_or_else(|| format!("{at}: missing (a list of cards)"))?;
        let (num, deck) = holes18_deck(&Value::String(name.into()), &at)?;
        let (mut n, mut supers, mut shorts, mut shuffles, mut drives) = (0, 0, 0, 0, 0);
        for (i, e) in entries.iter().enumerate() {
            let at = format!("{at}[{i}]");
            only_keys(
                e,
                &["count", "special", "path", "rough", "wild", "bunker"],
                &at,
            )?;
            let m = obj(e, &at)?;
            let count = match m.get("count") {
                None => 1,
                Some(c) => int(c, &format!("{at}.count"), 1, 15)? as usize,
            };
            let bunker = match m.get("bunker").map(|b| b.as_str()) {
                None if m.contains_key("special") => "Bunker::Stay",
                Some(Some("stay")) => "Bunker::Stay",
                Some(Some("left")) => "Bunker::Left",
                Some(Some("target")) => "Bunker::Target",
                Some(Some("right")) => "Bunker::Right",
                _ => return Err(format!("{at}.bunker: expected stay, left, target or right")),
            };
            let face = if let Some(sp) = m.get("special") {
                if m.contains_key("path") || m.contains_key("wild") || m.contains_key("rough") {
                    return Err(format!("{at}: a special card has no flight path"));
                }
                match variant(sp, &format!("{at}.special"))? {
                    ("shuffle", None) => {
                        shuffles += count;
                        "Face::Shuffle".to_string()
                    }
                    ("longest_drive", None) => {
                        drives += count;
                        "Face::LongestDrive".to_string()
                    }
                    ("super", Some(d)) => {
                        if Some(d.as_str().unwrap_or("")) != sup {
                            return Err(format!(
                                "{at}: deck {name}'s Super draws from deck {}",
                                sup.unwrap_or("-")
                            ));
                        }
                        supers += count;
                        format!("Face::Super({})", holes18_deck(d, &at)?.1)
                    }
                    ("short", Some(d)) => {
                        if Some(d.as_str().unwrap_or("")) != short {
                            return Err(format!(
                                "{at}: deck {name}'s Short draws from deck {}",
                                short.unwrap_or("-")
                            ));
                        }
                        shorts += count;
                        format!("Face::Short({})", holes18_deck(d, &at)?.1)
                    }
                    (k, _) => return Err(format!("{at}.special: unknown special {k:?}")),
                }
            } else {
                let flights: Vec<&Value> = match (m.get("path"), m.get("wild")) {
                    (Some(_), None) => vec![e],
                    (None, Some(Value::Array(w))) if w.len() >= 2 => {
                        if m.contains_key("rough") {
                            return Err(format!(
                                "{at}: give a wild card's rough paths inside \"wild\""
                            ));
                        }
                        w.iter().collect()
                    }
                    _ => {
                        return Err(format!(
                            "{at}: expected \"path\", \"wild\" (two or more paths) or \"special\""
                        ))
                    }
                };
                let mut paths = Vec::new();
                for (j, f) in flights.into_iter().enumerate() {
                    let fat = if m.contains_key("wild") {
                        format!("{at}.wild[{j}]")
                    } else {
                        at.clone()
                    };
                    if m.contains_key("wild") {
                        only_keys(f, &["path", "rough"], &fat)?;
                    }
                    let (word, fair) =
                        holes18_path(field(f, "path", &fat)?, &format!("{fat}.path"))?;
                    let len = word.len() as u8;
                    if num == 1 {
                        if len != 2 || !word.starts_with('S') {
                            return Err(format!("{fat}.path: chip cards travel 2 hexes over the declared hex (S then S, L or R)"));
                        }
                        if obj(f, &fat)?.contains_key("rough") {
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
                        let (rword, rough) =
                            holes18_path(field(f, "rough", &fat)?, &format!("{fat}.rough"))?;
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
                    "    ShotCard {{ deck: {deck}, face: {face}, bunker: {bunker} }},"
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
fn holes18_solo(v: &Value) -> Res<String> {
    only_keys(v, &["about", "cards"], "top")?;
    let mut s = String::from("const SOLO_CARDS: &[SoloCard] = &[\n");
    let cards = list(v, "cards", "top")?;
    for (i, c) in cards.iter().enumerate() {
        let at = format!("cards[{i}]");
        let (turns, difficulty) = match c.as_array().map(Vec::as_slice) {
            Some([Value::String(t), d]) => (t, int(d, &format!("{at}[1]"), 1, 99)?),
            _ => return Err(format!("{at}: expected [\"PPC\", difficulty], found {c}")),
        };
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
    if cards.len() != 24 {
        return Err(format!("expected 24 solo cards, found {}", cards.len()));
    }
    s.push_str("];\n");
    Ok(s)
}
