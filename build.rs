//! Component data lives in JSON files next to each game's rules (people read and edit those).
//! This script checks them and turns them into Rust constants at build time, so the engine
//! carries no JSON parser for its own data: that parser and the files' prose used to cost the
//! wasm about 13 KB gzipped. A mistake in a file stops the build with the file and the place.

use serde_json::{Map, Value};
use std::fmt::Write as _;
use std::path::Path;

type Res<T> = Result<T, String>;
/// Reads one parsed data file and writes the Rust for it.
type Generator = fn(&Value) -> Res<String>;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let jobs: [(&str, &str, Generator); 4] = [
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
