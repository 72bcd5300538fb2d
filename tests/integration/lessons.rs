//! The guided first games: one lesson a game in `www/learn/<id>.json`, its words in
//! `www/learn/<id>.en.json` and `.fr.json` (the format: docs/ARCHITECTURE.md, "Lessons").
//!
//! Every registered game must have a lesson. Each is rebuilt from its record (settings, seed, no
//! moves) through the session the page uses, and its steps are played one by one: the step's
//! seat must be one to move, its move one of that seat's legal moves, and what the step teaches
//! must happen there (`expect`: events the move must cause; `view`: what the learner's view must
//! show after it). So a rules change that takes a lesson's deal or moves elsewhere fails here.
//! Every prompt, wrong-move and end-card key must have words in both languages, every `read`
//! must name a section of the game's rules page in both languages, and no word goes unused.
#![cfg(not(target_arch = "wasm32"))]

use clubhouse::registry::{session_from_record, GAMES};
use serde_json::{Map, Value};
use std::collections::BTreeSet;
use std::path::PathBuf;

const LANGS: [&str; 2] = ["en", "fr"];
/// The taught part's length: a first-timer's three to six minutes.
const PROMPTED: std::ops::RangeInclusive<usize> = 8..=20;

fn www(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("www")
        .join(path)
}

fn read(path: &str) -> String {
    std::fs::read_to_string(www(path)).unwrap_or_else(|e| panic!("cannot read www/{path}: {e}"))
}

fn json(path: &str) -> Value {
    serde_json::from_str(&read(path)).unwrap_or_else(|e| panic!("www/{path} is not JSON: {e}"))
}

/// The section ids of a rules page (what "read more" opens).
fn sections(page: &str) -> BTreeSet<String> {
    page.split("id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// True if `actual` has everything `wanted` has: the same scalars, an object's named fields
/// (others may be there too), a list's items one by one.
fn has(actual: &Value, wanted: &Value) -> bool {
    match (actual, wanted) {
        (Value::Object(a), Value::Object(w)) => {
            w.iter().all(|(k, v)| a.get(k).is_some_and(|x| has(x, v)))
        }
        (Value::Array(a), Value::Array(w)) => {
            a.len() == w.len() && a.iter().zip(w).all(|(x, v)| has(x, v))
        }
        _ => actual == wanted,
    }
}

/// A key the lesson names, or none (`null`); anything else is a mistake in the file.
fn key(v: Option<&Value>, what: &str) -> Option<String> {
    match v {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(other) => panic!("{what}: a key or null, not {other}"),
    }
}

/// What a lesson's replay found: the keys it named, its prompted steps and their words.
struct Walked {
    keys: BTreeSet<String>,
    prompted: usize,
}

/// Plays lesson `id` through, checking every step; panics with the step at fault.
fn walk(id: &str, lesson: &Value) -> Walked {
    assert_eq!(lesson["game"], id, "{id}: the lesson names its game");
    let record = &lesson["record"];
    assert_eq!(record["game"], id, "{id}: the record is this game's");
    assert_eq!(
        record["actions"].as_array().map(Vec::len),
        Some(0),
        "{id}: the record holds the settings and seed only; the moves are the steps"
    );
    let mut s = session_from_record(&record.to_string())
        .unwrap_or_else(|e| panic!("{id}: the lesson's record does not open: {e}"));
    let learner = lesson["learner"].as_u64().expect("a learner seat") as usize;
    assert!(learner < s.num_seats(), "{id}: the learner has a seat");
    let seats = record["meta"]["seats"].as_array().expect("meta.seats");
    assert_eq!(seats.len(), s.num_seats(), "{id}: meta names every seat");
    for (i, seat) in seats.iter().enumerate() {
        let kind = if i == learner { "human" } else { "bot" };
        assert_eq!(seat["kind"], kind, "{id}: seat {i} is the {kind}");
    }

    let mut keys = BTreeSet::new();
    for field in ["title", "wrong"] {
        keys.insert(key(lesson.get(field), field).unwrap_or_else(|| panic!("{id}: {field}")));
    }
    let end = lesson["end"].as_array().expect("the end card's keys");
    assert!(!end.is_empty(), "{id}: the end card has words");
    for k in end {
        keys.insert(key(Some(k), "end").expect("an end card key"));
    }

    let pages: Vec<BTreeSet<String>> = LANGS
        .iter()
        .map(|l| sections(&read(&format!("rules/{id}.{l}.html"))))
        .collect();
    let mut prompted = 0;
    let steps = lesson["steps"].as_array().expect("steps");
    for (n, step) in steps.iter().enumerate() {
        let at = format!("{id} step {}", n + 1);
        let seat = step["seat"]
            .as_u64()
            .unwrap_or_else(|| panic!("{at}: a seat")) as usize;
        let action = &step["action"];
        assert!(
            s.to_move().contains(&seat),
            "{at}: seat {seat} is not to move (to move: {:?})",
            s.to_move()
        );
        let legal: Vec<Value> = serde_json::from_str(&s.legal_json(seat)).expect("legal moves");
        assert!(
            legal.contains(action),
            "{at}: {action} is not a legal move for seat {seat}"
        );
        let prompt = key(step.get("prompt"), &at);
        let read_more = key(step.get("read"), &at);
        let wrong = key(step.get("wrong"), &at);
        if seat == learner {
            let prompt = prompt.unwrap_or_else(|| panic!("{at}: the learner's step has a prompt"));
            keys.insert(prompt);
            keys.extend(wrong);
            prompted += 1;
        } else {
            assert!(
                prompt.is_none() && wrong.is_none(),
                "{at}: a bot's step says nothing"
            );
            assert_ne!(step["choice"], true, "{at}: a bot's step is never a choice");
        }
        if let Some(section) = read_more {
            for (lang, ids) in LANGS.iter().zip(&pages) {
                assert!(
                    ids.contains(&section),
                    "{at}: rules/{id}.{lang}.html has no section '{section}'"
                );
            }
        }
        let events: Value = serde_json::from_str(
            &s.act_json(seat, &action.to_string())
                .unwrap_or_else(|e| panic!("{at}: {action} is refused: {e}")),
        )
        .expect("events");
        let events = events.as_array().expect("a list of events");
        for wanted in step["expect"].as_array().into_iter().flatten() {
            assert!(
                events.iter().any(|e| has(e, wanted)),
                "{at}: {wanted} did not happen; the move did {events:?}"
            );
        }
        if let Some(wanted) = step.get("view") {
            let view: Value = serde_json::from_str(&s.view_json(Some(learner))).expect("a view");
            assert!(
                has(&view, wanted),
                "{at}: the learner's view does not show {wanted}"
            );
        }
    }
    assert!(
        PROMPTED.contains(&prompted),
        "{id}: {prompted} prompted steps, not {PROMPTED:?}"
    );
    Walked { keys, prompted }
}

/// The words of lesson `id` in `lang`: a flat map of `learn.<id>.*` keys to text.
fn words(id: &str, lang: &str) -> Map<String, Value> {
    let Value::Object(map) = json(&format!("learn/{id}.{lang}.json")) else {
        panic!("learn/{id}.{lang}.json is a map of keys to words");
    };
    for (k, v) in &map {
        assert!(
            k.starts_with(&format!("learn.{id}.")),
            "{id}.{lang}: '{k}' is not a key of this lesson"
        );
        assert!(
            v.as_str().is_some_and(|t| !t.trim().is_empty()),
            "{id}.{lang}: '{k}' has no words"
        );
    }
    map
}

#[test]
fn every_game_has_a_lesson_that_plays_as_written() {
    for g in GAMES {
        let id = g.id;
        let walked = walk(id, &json(&format!("learn/{id}.json")));
        for lang in LANGS {
            let have: BTreeSet<String> = words(id, lang).keys().cloned().collect();
            let missing: Vec<_> = walked.keys.difference(&have).collect();
            let unused: Vec<_> = have.difference(&walked.keys).collect();
            assert!(missing.is_empty(), "{id}.{lang}: no words for {missing:?}");
            assert!(
                unused.is_empty(),
                "{id}.{lang}: words no step uses: {unused:?}"
            );
        }
        println!("{id}: {} prompted steps", walked.prompted);
    }
}

/// One way of spoiling a lesson.
type Break = Box<dyn Fn(&mut Value)>;

/// The test fails when a lesson no longer fits the rules: a step moved to another seat, a move
/// the rules refuse, or a lesson that says a rule comes up where it does not.
#[test]
fn a_broken_lesson_fails() {
    for g in GAMES {
        let id = g.id;
        let lesson = json(&format!("learn/{id}.json"));
        let steps = lesson["steps"].as_array().expect("steps").len();
        let first_expect = lesson["steps"]
            .as_array()
            .and_then(|s| s.iter().position(|s| s.get("expect").is_some()))
            .expect("a lesson expects something");
        let breaks: [(&str, Break); 4] = [
            (
                "seat",
                Box::new(|l: &mut Value| {
                    let seat = l["steps"][0]["seat"].as_u64().unwrap_or(0);
                    l["steps"][0]["seat"] = Value::from(seat + 7);
                }),
            ),
            (
                "order",
                Box::new(move |l: &mut Value| {
                    l["steps"].as_array_mut().expect("steps").remove(steps / 2);
                }),
            ),
            (
                "seed",
                Box::new(|l: &mut Value| {
                    let seed = l["record"]["seed"].as_u64().unwrap_or(0);
                    l["record"]["seed"] = Value::from(seed + 1);
                }),
            ),
            (
                "expect",
                Box::new(move |l: &mut Value| {
                    l["steps"][first_expect]["expect"] =
                        serde_json::json!([{"kind": "nothing_of_the_kind"}]);
                }),
            ),
        ];
        for (what, break_it) in &breaks {
            let mut broken = lesson.clone();
            break_it(&mut broken);
            let failed = std::panic::catch_unwind(|| walk(id, &broken)).is_err();
            assert!(failed, "{id}: a lesson broken by its {what} still passed");
        }
    }
}
