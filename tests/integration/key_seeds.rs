//! Games dealt from a 256-bit key, as an online room makes its seed: the key is written in the
//! record (format 2, the key as 64 lowercase hexadecimal digits) and replays to the same game,
//! and a record whose seed does not have its format's shape is refused with a code. Number seeds
//! and their format-1 records are the golden records' (`golden.rs`).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use clubhouse::core::record::{MatchRecord, KEY_RECORD_FORMAT, RECORD_FORMAT};
use clubhouse::core::rng::Seed;
use clubhouse::registry::{new_session, session_from_record, GAMES};
use clubhouse::session::AnySession;
use serde_json::{json, Value};

/// Settings every game takes (each reads the fields it knows).
const CONFIG: &str = r#"{"players":2,"rounds":1}"#;

/// Bots that roll dice (the key's bot number) and one that plays by rule of thumb.
const BOTS: [&str; 2] = ["random", "greedy"];

const KEY_HEX: &str = "6f1c0e5a9d2b47c38e10f4a6b27d9c5e03a8f1b6c94e2d7058b3a1f6e9c4d27b";
const OTHER_KEY_HEX: &str = "d41d8cd98f00b204e9800998ecf8427e5a1b2c3d4e5f60718293a4b5c6d7e8f9";

fn key(hex: &str) -> Seed {
    Seed::from_hex(hex).expect("64 lowercase hexadecimal digits")
}

/// A whole game of `game` dealt from `seed`, played by `BOTS`.
fn played(game: &str, seed: Seed) -> Box<dyn AnySession> {
    common::play_session(game, game, CONFIG, seed, &BOTS, 100_000)
}

fn record_value(s: &dyn AnySession) -> Value {
    serde_json::from_str(&s.record().to_wire()).expect("a record is JSON")
}

#[test]
fn a_game_dealt_from_a_key_writes_a_format_2_record_that_replays_to_the_same_hash() {
    for game in GAMES.iter().map(|g| g.id) {
        let s = played(game, key(KEY_HEX));
        let record = record_value(&*s);
        assert_eq!(record["format"], json!(KEY_RECORD_FORMAT), "{game}");
        assert_eq!(record["seed"], json!(KEY_HEX), "{game}: the key as written");
        let text = record.to_string();
        assert_eq!(
            MatchRecord::parse(&text).expect("it reads").seed,
            key(KEY_HEX)
        );
        let replayed = session_from_record(&text).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert!(replayed.is_over(), "{game}");
        assert_eq!(replayed.state_hash(), s.state_hash(), "{game}");
        assert_eq!(
            record_value(&*replayed),
            record,
            "{game}: written out again"
        );
    }
}

/// The views each seat was shown through a game's first moves: its deal as the table saw it.
fn views_seen(s: &dyn AnySession) -> Vec<String> {
    let mut record = record_value(s);
    let actions = record["actions"].as_array().unwrap().clone();
    let mut seen = Vec::new();
    for count in 0..=actions.len().min(20) {
        record["actions"] = json!(actions[..count]);
        let at = session_from_record(&record.to_string()).unwrap();
        seen.extend((0..at.num_seats()).map(|seat| at.view_json(Some(seat))));
    }
    seen
}

#[test]
fn the_same_key_deals_the_same_game_and_another_key_another() {
    for game in GAMES.iter().map(|g| g.id) {
        let (a, again) = (played(game, key(KEY_HEX)), played(game, key(KEY_HEX)));
        assert_eq!(record_value(&*a), record_value(&*again), "{game}");
        assert_eq!(a.state_hash(), again.state_hash(), "{game}");
        let other = played(game, key(OTHER_KEY_HEX));
        assert_ne!(
            views_seen(&*a),
            views_seen(&*other),
            "{game}: two keys, one deal"
        );
    }
}

/// The code `text` is refused with, after checking that a refused record left nothing behind:
/// the good record still replays as before.
fn refusal(what: &str, text: &str, good: &str, good_hash: &str) -> &'static str {
    let code = match session_from_record(text) {
        Ok(_) => panic!("{what}: the record was read"),
        Err(e) => {
            assert!(!e.message.is_empty(), "{what}: {} has no words", e.code);
            e.code
        }
    };
    assert_eq!(
        session_from_record(good).unwrap().state_hash(),
        good_hash,
        "{what}"
    );
    code
}

#[test]
fn a_seed_not_of_its_formats_shape_is_refused_with_its_code() {
    let key_game = played("beck", key(KEY_HEX));
    let key_record = record_value(&*key_game);
    let good = key_record.to_string();
    let hash = key_game.state_hash();
    let with = |format: Value, seed: Value| {
        let mut r = key_record.clone();
        r["format"] = format;
        r["seed"] = seed;
        r.to_string()
    };
    let upper = KEY_HEX.to_uppercase();
    let cases = [
        ("format 2, a number", with(json!(2), json!(7)), "bad_seed"),
        (
            "format 1, a key",
            with(json!(1), json!(KEY_HEX)),
            "bad_seed",
        ),
        ("format 1, digits", with(json!(1), json!("7")), "bad_seed"),
        (
            "63 digits",
            with(json!(2), json!(&KEY_HEX[1..])),
            "bad_seed",
        ),
        (
            "65 digits",
            with(json!(2), json!(format!("{KEY_HEX}0"))),
            "bad_seed",
        ),
        ("upper case", with(json!(2), json!(upper)), "bad_seed"),
        (
            "not hexadecimal",
            with(json!(2), json!(KEY_HEX.replace('a', "g"))),
            "bad_seed",
        ),
        (
            "format 2, a list",
            with(json!(2), json!([1, 2])),
            "bad_seed",
        ),
        ("format 1, negative", with(json!(1), json!(-3)), "bad_seed"),
        (
            "format 1, a fraction",
            with(json!(1), json!(2.5)),
            "bad_seed",
        ),
        (
            "format 1, over 2^53-1",
            with(json!(1), json!(1u64 << 53)),
            "bad_seed",
        ),
        (
            "format 3",
            with(json!(3), json!(KEY_HEX)),
            "record_outdated",
        ),
        (
            "format 3, a number",
            with(json!(3), json!(7)),
            "record_outdated",
        ),
        ("a null seed", with(json!(2), Value::Null), "bad_seed"),
    ];
    let mut unseeded = key_record.clone();
    unseeded.as_object_mut().unwrap().remove("seed");
    let cases = cases
        .into_iter()
        .chain([("no seed", unseeded.to_string(), "record_malformed")]);
    for (what, text, code) in cases {
        assert_eq!(refusal(what, &text, &good, &hash), code, "{what}");
    }
    // A number seed's record is still written in format 1.
    let number_game = new_session("beck", CONFIG, 7).unwrap();
    assert_eq!(record_value(&*number_game)["format"], json!(RECORD_FORMAT));
}
