//! GREEN golden match records: complete games stored in `tests/golden/green/`, replayed natively
//! on every test run to the final state hash and scores in that folder's `manifest.json`.
//!
//! A failure means the engine (or a bot) now plays a stored game differently, so old saves and
//! share links would not load the same. If that is intended, regenerate on purpose with
//! `scripts/regen-golden.sh` (or `GOLDEN_REGEN=1 cargo test --release --test green_golden
//! regenerate`) and commit the files with the change.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use clubhouse::core::record::{Match, MatchRecord, RECORD_FORMAT};
use clubhouse::games::green::Green;
use clubhouse::session::{session_from_record, AnySession};
use common::expected;
use serde_json::{json, Value};
use std::panic::{catch_unwind, AssertUnwindSafe};

struct Case {
    file: &'static str,
    config: &'static str,
    seed: u64,
    bots: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        file: "green-2p-greedy.json",
        config: r#"{"players":2}"#,
        seed: 20_150_101,
        bots: &["greedy", "greedy"],
    },
    Case {
        file: "green-3p-pro-random.json",
        config: r#"{"players":3,"pro_golfers":true}"#,
        seed: 3,
        bots: &["random", "random", "random"],
    },
    Case {
        file: "green-4p-mixed.json",
        config: r#"{"players":4}"#,
        seed: 9_007_199_254_740_991,
        bots: &["normal", "greedy", "random", "easy"],
    },
];

const MAX_ACTIONS: usize = 20_000;

const SUB: &str = "green";

fn read(name: &str) -> String {
    common::read(SUB, name)
}

fn manifest() -> Value {
    common::manifest(SUB)
}

/// Plays a whole game with the case's bots through the JSON session API, as the page does.
fn play(case: &Case) -> Box<dyn AnySession> {
    common::play_session(
        case.file,
        "green",
        case.config,
        case.seed,
        case.bots,
        MAX_ACTIONS,
    )
}

#[test]
fn regenerate() {
    if !common::regenerating() {
        return;
    }
    let mut entries = Vec::new();
    for case in CASES {
        let s = play(case);
        common::write_record(SUB, case.file, &s.record());
        entries.push(json!({
            "file": case.file,
            "game": "green",
            "bots": case.bots,
            "actions": s.action_count(),
            "scores": s.scores(),
            "hash": s.state_hash(),
        }));
    }
    common::write_manifest(
        SUB,
        "Final state hash and scores of each GREEN golden record. Regenerate with scripts/regen-golden.sh; never edit by hand.",
        entries,
    );
}

#[test]
fn green_golden_records_replay_to_the_stored_hash_and_scores() {
    let m = manifest();
    let listed: Vec<&str> = m["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["file"].as_str().unwrap())
        .collect();
    assert_eq!(listed, CASES.iter().map(|c| c.file).collect::<Vec<_>>());
    assert_eq!(m["format"], json!(RECORD_FORMAT));
    for case in CASES {
        let text = read(case.file);
        let want = expected(&m, case.file);
        let s = session_from_record(&text)
            .unwrap_or_else(|e| panic!("{} no longer replays: {e}", case.file));
        let hint = "the engine plays this stored game differently; if intended, run scripts/regen-golden.sh";
        assert!(s.is_over(), "{}: not over ({hint})", case.file);
        assert_eq!(s.action_count() as u64, want["actions"].as_u64().unwrap());
        assert_eq!(json!(s.scores()), want["scores"], "{}: {hint}", case.file);
        assert_eq!(
            s.state_hash(),
            want["hash"].as_str().unwrap(),
            "{}: {hint}",
            case.file
        );
        let original: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(serde_json::to_value(s.record()).unwrap(), original);
        // The typed match agrees with the session.
        let typed = Match::<Green>::replay(&MatchRecord::parse(&text).unwrap()).unwrap();
        assert_eq!(typed.state_hash(), s.state_hash());
    }
}

#[test]
fn green_bots_replay_the_golden_games_move_for_move() {
    for case in CASES {
        let stored: Value = serde_json::from_str(&read(case.file)).unwrap();
        let played = serde_json::to_value(play(case).record()).unwrap();
        assert!(
            played == stored,
            "{}: the bots no longer play this game as stored (a bot changed?); if intended, run scripts/regen-golden.sh",
            case.file
        );
    }
}

fn replay_code(text: &str) -> Result<String, &'static str> {
    match catch_unwind(AssertUnwindSafe(|| {
        session_from_record(text).map(|s| s.state_hash())
    })) {
        Ok(Ok(h)) => Ok(h),
        Ok(Err(e)) => {
            assert!(!e.message.is_empty());
            Err(e.code)
        }
        Err(_) => panic!("replaying panicked"),
    }
}

#[test]
fn green_tampered_records_are_refused_with_a_code() {
    let good: Value = serde_json::from_str(&read(CASES[0].file)).unwrap();
    let actions = good["actions"].as_array().unwrap();
    let first_hit = actions
        .iter()
        .position(|a| a[1].get("hit").is_some())
        .expect("a hit");
    let mut r = good.clone();
    r["actions"][first_hit][1]["hit"]["strike"] = json!(9);
    assert_eq!(replay_code(&r.to_string()), Err("record_illegal_action"));
    let mut r = good.clone();
    r["actions"][first_hit][1]["hit"]["club"] = json!("driver_9");
    assert_eq!(replay_code(&r.to_string()), Err("record_bad_action"));
    let mut r = good.clone();
    let seat = r["actions"][0][0].as_u64().unwrap();
    r["actions"][0][0] = json!((seat + 1) % 2);
    assert_eq!(replay_code(&r.to_string()), Err("record_illegal_action"));
    let mut r = good.clone();
    r["actions"]
        .as_array_mut()
        .unwrap()
        .push(json!([0, "retire"]));
    assert_eq!(replay_code(&r.to_string()), Err("record_illegal_action"));
    let mut r = good.clone();
    r["config"] = json!({ "players": 5 });
    r["actions"] = json!([]);
    assert_eq!(replay_code(&r.to_string()), Err("bad_players"));
    let mut r = good;
    r["config"] = json!({ "players": "two" });
    assert_eq!(replay_code(&r.to_string()), Err("bad_config"));
}

#[test]
fn green_corrupted_bytes_never_panic() {
    let text = read(CASES[1].file);
    let bytes = text.as_bytes();
    let step = (bytes.len() / 300).max(1);
    for pos in (0..bytes.len()).step_by(step) {
        for replacement in [b'0', b'9', b'"', b'x', b'-', b'}'] {
            let mut b = bytes.to_vec();
            b[pos] = replacement;
            if let Ok(t) = String::from_utf8(b) {
                let _ = replay_code(&t);
            }
        }
    }
}
