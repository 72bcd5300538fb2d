//! 18 Holes golden match records: complete bot games stored in `tests/golden/holes18/`, replayed
//! natively on every test run to the final state hash and scores in that folder's
//! `manifest.json`; `tests/web.rs` replays the same records through the wasm `GameSession` in
//! headless Chromium.
//!
//! A failure means the engine (or a bot) now plays a stored game differently, so old saves would
//! not load the same. If that is intended, regenerate on purpose with `scripts/regen-golden.sh`
//! (or `GOLDEN_REGEN=1 cargo test --release --test holes18_golden regenerate`) and commit the
//! files with the change.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use clubhouse::core::bot::{play_out, BotKind, BotSpec};
use clubhouse::core::game::Game;
use clubhouse::core::record::{Match, MatchRecord};
use clubhouse::games::holes18::Holes18;
use serde_json::{json, Value};

struct Case {
    file: &'static str,
    config: &'static str,
    seed: u64,
    bots: &'static [(&'static str, u32)],
}

const CASES: &[Case] = &[
    Case {
        file: "holes18-starter-2p-greedy.json",
        config: r#"{"players":2,"course":"starter","clubs":"draft"}"#,
        seed: 20_180_101,
        bots: &[("greedy", 0), ("greedy", 0)],
    },
    Case {
        file: "holes18-starter-3p-starter-hands.json",
        config: r#"{"players":3,"course":"starter","clubs":"starter"}"#,
        seed: 3,
        bots: &[("random", 0), ("greedy", 0), ("greedy", 0)],
    },
    Case {
        file: "holes18-lakeside-4p-mixed.json",
        config: r#"{"players":4,"course":"lakeside-nine","clubs":"draft","fly_over":true}"#,
        seed: 9_007_199_254_740_991,
        bots: &[("search", 100), ("greedy", 0), ("random", 0), ("greedy", 0)],
    },
];

const MAX_ACTIONS: usize = 200_000;

const SUB: &str = "holes18";

fn read(name: &str) -> String {
    common::read(SUB, name)
}

fn specs(case: &Case) -> Vec<BotSpec> {
    case.bots
        .iter()
        .map(|(kind, iterations)| BotSpec {
            kind: BotKind::parse(kind).expect("a bot kind"),
            iterations: *iterations,
        })
        .collect()
}

fn play(case: &Case) -> Match<Holes18> {
    let config = serde_json::from_str(case.config).expect("a valid config");
    let mut m = Match::<Holes18>::new(config, case.seed).expect("a valid case");
    assert!(
        play_out(&mut m, &specs(case), MAX_ACTIONS),
        "{}: the game does not end",
        case.file
    );
    m
}

#[test]
fn regenerate() {
    if !common::regenerating() {
        return;
    }
    let mut entries = Vec::new();
    for case in CASES {
        let m = play(case);
        common::write_record(SUB, case.file, &m.record());
        entries.push(json!({
            "file": case.file,
            "game": "holes18",
            "bots": case.bots.iter().map(|(k, i)| format!("{k}:{i}")).collect::<Vec<_>>(),
            "actions": m.actions.len(),
            "scores": m.state.scores(),
            "hash": m.state_hash(),
        }));
    }
    common::write_manifest(
        SUB,
        "Final state hash and scores of each 18 Holes golden record. Regenerate with scripts/regen-golden.sh; never edit by hand.",
        entries,
    );
}

#[test]
fn holes18_golden_records_replay_to_the_stored_hash_and_scores() {
    let manifest = common::manifest(SUB);
    let records = manifest["records"].as_array().expect("records");
    let listed: Vec<&str> = records
        .iter()
        .map(|e| e["file"].as_str().unwrap())
        .collect();
    assert_eq!(listed, CASES.iter().map(|c| c.file).collect::<Vec<_>>());
    for case in CASES {
        let text = read(case.file);
        let want = records.iter().find(|e| e["file"] == case.file).unwrap();
        let m = Match::<Holes18>::replay(&MatchRecord::parse(&text).unwrap())
            .unwrap_or_else(|e| panic!("{} no longer replays: {e}", case.file));
        let hint = "the engine plays this stored game differently; if intended, run scripts/regen-golden.sh";
        assert!(m.state.is_over(), "{}: not over ({hint})", case.file);
        assert_eq!(m.actions.len() as u64, want["actions"].as_u64().unwrap());
        assert_eq!(
            json!(m.state.scores()),
            want["scores"],
            "{}: {hint}",
            case.file
        );
        assert_eq!(
            m.state_hash(),
            want["hash"].as_str().unwrap(),
            "{}: {hint}",
            case.file
        );
        let original: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(serde_json::to_value(m.record()).unwrap(), original);
    }
}

#[test]
fn holes18_bots_replay_the_golden_games_move_for_move() {
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

#[test]
fn holes18_tampered_records_are_refused_with_a_code() {
    let good: Value = serde_json::from_str(&read(CASES[0].file)).unwrap();
    let code = |v: &Value| {
        Match::<Holes18>::replay(&MatchRecord::parse(&v.to_string()).unwrap())
            .map(|_| "ok")
            .unwrap_or_else(|e| e.code)
    };
    let actions = good["actions"].as_array().unwrap();
    let first_shot = actions
        .iter()
        .position(|a| a[1].get("shoot").is_some())
        .expect("a shot");
    let mut r = good.clone();
    r["actions"][first_shot][1]["shoot"]["stack"] = json!(7);
    assert_eq!(code(&r), "record_illegal_action");
    let mut r = good.clone();
    r["actions"][0][1] = json!({ "pick": 99 });
    assert_eq!(code(&r), "record_bad_action");
    let mut r = good.clone();
    r["actions"]
        .as_array_mut()
        .unwrap()
        .push(json!([0, "reset_hand"]));
    assert_eq!(code(&r), "record_illegal_action");
    let mut r = good.clone();
    r["config"] = json!({ "players": 6 });
    r["actions"] = json!([]);
    assert_eq!(code(&r), "bad_players");
    let mut r = good;
    r["config"] = json!({ "players": 2, "course": "nowhere" });
    r["actions"] = json!([]);
    assert_eq!(code(&r), "unknown_course");
}
