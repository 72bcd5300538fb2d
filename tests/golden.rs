//! Golden match records: complete games stored in `tests/golden/`, replayed on every test run.
//!
//! Each record must replay to the final state hash and scores written in
//! `tests/golden/manifest.json`. A failure means the rules engine now plays a stored game
//! differently: old saves and share links would no longer load the same. If that change is
//! intended, regenerate the files deliberately with `scripts/regen-golden.sh` (which runs this
//! file's `regenerate` test with `GOLDEN_REGEN=1`) and commit them with the engine change.
//!
//! The same files are replayed in headless Chromium by `tests/web.rs`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use clubhouse::core::record::{Match, MatchRecord, RECORD_FORMAT};
use clubhouse::games::beck::Beck;
use clubhouse::games::golfie::Golfie;
use clubhouse::session::{session_from_record, AnySession};
use common::expected;
use serde_json::{json, Value};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// How each golden game is made: who sits where (bot levels), how many rounds, which seed.
struct Case {
    file: &'static str,
    game: &'static str,
    players: usize,
    /// The game's settings as the page sends them (JSON).
    config: &'static str,
    seed: u64,
    bots: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        file: "beck-2p-2r-greedy.json",
        game: "beck",
        players: 2,
        config: r#"{"players":2,"rounds":2}"#,
        seed: 20_240_611,
        bots: &["greedy", "greedy"],
    },
    Case {
        file: "beck-4p-3r-random.json",
        game: "beck",
        players: 4,
        config: r#"{"players":4,"rounds":3}"#,
        seed: 7,
        bots: &["random", "random", "random", "random"],
    },
    Case {
        file: "beck-5p-1r-mixed.json",
        game: "beck",
        players: 5,
        config: r#"{"players":5,"rounds":1}"#,
        seed: 9_007_199_254_740_991, // the largest seed a record may carry (2^53 - 1)
        bots: &["normal", "greedy", "random", "easy", "normal"],
    },
    Case {
        file: "golfie-2p-greedy.json",
        game: "golfie",
        players: 2,
        config: r#"{"players":2}"#,
        seed: 18,
        bots: &["greedy", "greedy"],
    },
    Case {
        file: "golfie-4p-teams-random.json",
        game: "golfie",
        players: 4,
        config: r#"{"players":4,"teams":[0,1,0,1]}"#,
        seed: 4_242,
        bots: &["random", "random", "random", "random"],
    },
    Case {
        file: "golfie-1p-solo-normal.json",
        game: "golfie",
        players: 1,
        config: r#"{"players":1}"#,
        seed: 54,
        bots: &["normal"],
    },
    Case {
        file: "golfie-5p-mixed.json",
        game: "golfie",
        players: 5,
        config: r#"{"players":5}"#,
        seed: 9_007_199_254_740_990,
        bots: &["normal", "random", "easy", "greedy", "random"],
    },
];

/// Safety cap for generation: no Beck or Golfie game comes near it.
const MAX_ACTIONS: usize = 20_000;

const SUB: &str = "";

fn read(name: &str) -> String {
    common::read(SUB, name)
}

fn manifest() -> Value {
    common::manifest(SUB)
}

/// Plays a whole game with the case's bots through the JSON session API, as the page does.
fn play_case(case: &Case) -> Box<dyn AnySession> {
    common::play_session(
        case.file,
        case.game,
        case.config,
        case.seed,
        case.bots,
        MAX_ACTIONS,
    )
}

/// `GOLDEN_REGEN=1 cargo test --release --test golden regenerate` rewrites every golden file.
#[test]
fn regenerate() {
    if !common::regenerating() {
        return;
    }
    let mut entries = Vec::new();
    for case in CASES {
        let s = play_case(case);
        common::write_record(SUB, case.file, &s.record());
        entries.push(json!({
            "file": case.file,
            "game": case.game,
            "bots": case.bots,
            "actions": s.action_count(),
            "scores": s.scores(),
            "hash": s.state_hash(),
        }));
    }
    common::write_manifest(
        SUB,
        "Final state hash and scores of each golden match record. Regenerate with scripts/regen-golden.sh; never edit by hand.",
        entries,
    );
}

#[test]
fn manifest_lists_every_case() {
    let m = manifest();
    let listed: Vec<&str> = m["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["file"].as_str().unwrap())
        .collect();
    let cases: Vec<&str> = CASES.iter().map(|c| c.file).collect();
    assert_eq!(
        listed, cases,
        "manifest.json and CASES disagree: run scripts/regen-golden.sh"
    );
    assert_eq!(
        m["format"],
        json!(RECORD_FORMAT),
        "golden records were made for another record format"
    );
}

#[test]
fn golden_records_replay_to_the_stored_hash_and_scores() {
    let m = manifest();
    for case in CASES {
        let text = read(case.file);
        let want = expected(&m, case.file);
        let s = session_from_record(&text)
            .unwrap_or_else(|e| panic!("{} no longer replays: {e}", case.file));
        let hint = "the engine plays this stored game differently now; if intended, run scripts/regen-golden.sh";
        assert!(
            s.is_over(),
            "{}: replayed game is not over ({hint})",
            case.file
        );
        assert_eq!(s.num_seats(), case.players, "{}", case.file);
        assert_eq!(
            s.action_count() as u64,
            want["actions"].as_u64().unwrap(),
            "{}: {hint}",
            case.file
        );
        assert_eq!(
            json!(s.scores()),
            want["scores"],
            "{}: final scores differ ({hint})",
            case.file
        );
        assert_eq!(
            s.state_hash(),
            want["hash"].as_str().unwrap(),
            "{}: final state hash differs ({hint})",
            case.file
        );
        // Writing the replayed game out again gives the same record, meta included.
        let original: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            serde_json::to_value(s.record()).unwrap(),
            original,
            "{}: record does not round-trip",
            case.file
        );
    }
}

#[test]
fn golden_records_replay_the_same_through_the_typed_match() {
    let m = manifest();
    for case in CASES {
        let record = MatchRecord::parse(&read(case.file)).expect("golden record parses");
        let hash = match case.game {
            "beck" => Match::<Beck>::replay(&record).map(|m| m.state_hash()),
            "golfie" => Match::<Golfie>::replay(&record).map(|m| m.state_hash()),
            other => panic!("{}: no typed replay for {other}", case.file),
        }
        .expect("golden record replays");
        assert_eq!(
            hash,
            expected(&m, case.file)["hash"].as_str().unwrap(),
            "{}",
            case.file
        );
    }
}

#[test]
fn undo_to_any_point_matches_a_replay_of_that_prefix() {
    let (mut allowed, mut refused) = (0, 0);
    for case in CASES {
        // A game in progress: the first half of the stored one (a finished game has shown all).
        let mut full: Value = serde_json::from_str(&read(case.file)).unwrap();
        let total = full["actions"].as_array().unwrap().len() / 2;
        full["actions"].as_array_mut().unwrap().truncate(total);
        let text = full.to_string();
        for seat in 0..case.players {
            for count in [total - 1, total - 2, total - 3, total / 2, 0] {
                let mut s = session_from_record(&text).unwrap();
                let before = s.state_hash();
                match s.truncate(count, seat) {
                    Ok(()) => {
                        allowed += 1;
                        let mut prefix = full.clone();
                        prefix["actions"].as_array_mut().unwrap().truncate(count);
                        let replayed = session_from_record(&prefix.to_string()).unwrap();
                        assert_eq!(s.action_count(), count);
                        assert_eq!(
                            s.state_hash(),
                            replayed.state_hash(),
                            "{}: after truncating to {count} actions",
                            case.file
                        );
                    }
                    // Undo never rewinds past a move that showed this seat something hidden.
                    Err(e) => {
                        refused += 1;
                        assert_eq!(e.code, "undo_hidden", "{}", case.file);
                        assert!(count < s.undo_floor(seat));
                        assert_eq!(s.state_hash(), before, "a refused undo changes nothing");
                        assert_eq!(s.action_count(), total);
                    }
                }
            }
        }
    }
    assert!(
        allowed > 0 && refused > 0,
        "{allowed} allowed, {refused} refused"
    );
}

/// Bots are deterministic: the same seed and bots play the stored game move for move. If only a
/// bot changed (not the rules), this is the test that fails; regenerate the golden files.
#[test]
fn bots_replay_the_golden_games_move_for_move() {
    for case in CASES {
        let stored: Value = serde_json::from_str(&read(case.file)).unwrap();
        let played = serde_json::to_value(play_case(case).record()).unwrap();
        assert!(
            played == stored,
            "{}: the bots no longer play this game as stored (a bot changed?); if intended, run scripts/regen-golden.sh",
            case.file
        );
    }
}

// ---- damaged and foreign records: a clear error code, never a panic ----

/// Replays `text`, turning a panic into a test failure that names the variant.
fn replay_code(what: &str, text: &str) -> Result<String, &'static str> {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        session_from_record(text).map(|s| s.state_hash())
    }));
    match outcome {
        Ok(Ok(hash)) => Ok(hash),
        Ok(Err(e)) => {
            assert!(
                !e.message.is_empty(),
                "{what}: error {} has no message",
                e.code
            );
            Err(e.code)
        }
        Err(_) => panic!("{what}: replaying panicked"),
    }
}

fn golden_value(i: usize) -> Value {
    serde_json::from_str(&read(CASES[i].file)).unwrap()
}

/// Index of the first action of the play phase (after the two-card reveals).
fn first_play_action(record: &Value) -> usize {
    record["actions"]
        .as_array()
        .unwrap()
        .iter()
        .position(|a| a[1] == json!("draw") || a[1] == json!("take_discard"))
        .unwrap()
}

#[test]
fn an_illegal_action_is_refused_with_its_code() {
    for i in (0..CASES.len()).filter(|&i| CASES[i].game == "beck") {
        let good = golden_value(i);
        let at = first_play_action(&good);

        // Dealing a new round in the middle of play: a Beck move, but not a legal one now.
        let mut r = good.clone();
        r["actions"][at][1] = json!("next_round");
        assert_eq!(
            replay_code("next_round mid-play", &r.to_string()),
            Err("record_illegal_action")
        );

        // Placing a card without holding one.
        let mut r = good.clone();
        r["actions"][at][1] = json!({ "place": 4 });
        assert_eq!(
            replay_code("place without a card", &r.to_string()),
            Err("record_illegal_action")
        );

        // The right move by the wrong seat.
        let mut r = good.clone();
        let seat = r["actions"][at][0].as_u64().unwrap();
        r["actions"][at][0] = json!((seat + 1) % CASES[i].players as u64);
        assert_eq!(
            replay_code("wrong seat", &r.to_string()),
            Err("record_illegal_action")
        );

        // A seat that is not at the table.
        let mut r = good.clone();
        r["actions"][0][0] = json!(99);
        assert_eq!(
            replay_code("seat 99", &r.to_string()),
            Err("record_illegal_action")
        );

        // A cell outside the grid.
        let mut r = good.clone();
        r["actions"][0][1] = json!({ "reveal": 9 });
        assert_eq!(
            replay_code("cell 9", &r.to_string()),
            Err("record_illegal_action")
        );

        // A move after the game is over.
        let mut r = good.clone();
        r["actions"]
            .as_array_mut()
            .unwrap()
            .push(json!([0, "draw"]));
        assert_eq!(
            replay_code("move after the end", &r.to_string()),
            Err("record_illegal_action")
        );

        // Not a move of this game at all.
        let mut r = good.clone();
        r["actions"][at][1] = json!({ "putt": 3 });
        assert_eq!(
            replay_code("unknown move", &r.to_string()),
            Err("record_bad_action")
        );
    }
}

#[test]
fn an_illegal_golfie_action_is_refused_with_its_code() {
    for i in (0..CASES.len()).filter(|&i| CASES[i].game == "golfie") {
        let good = golden_value(i);
        // The opening reveals must be one top-row and one bottom-row card: never the middle.
        let mut r = good.clone();
        r["actions"][0][1] = json!({ "reveal": 4 });
        assert_eq!(
            replay_code("middle-row reveal", &r.to_string()),
            Err("record_illegal_action")
        );
        // Flipping the Action card before everyone has revealed.
        let mut r = good.clone();
        r["actions"][0][1] = json!("flip");
        assert_eq!(
            replay_code("early flip", &r.to_string()),
            Err("record_illegal_action")
        );
        // A Beck move in a Golfie record.
        let mut r = good.clone();
        r["actions"][0][1] = json!("draw");
        assert!(replay_code("foreign move", &r.to_string()).is_err());
    }
}

#[test]
fn a_wrong_format_number_is_refused() {
    let good = golden_value(0);
    for format in [0, RECORD_FORMAT + 1, 99] {
        let mut r = good.clone();
        r["format"] = json!(format);
        assert_eq!(
            replay_code("format", &r.to_string()),
            Err("record_outdated"),
            "format {format}"
        );
    }
    for bad in [json!(null), json!("1"), json!(-1), json!(1.5)] {
        let mut r = good.clone();
        r["format"] = bad.clone();
        assert_eq!(
            replay_code("format", &r.to_string()),
            Err("record_malformed"),
            "format {bad}"
        );
    }
    let mut r = good.clone();
    r.as_object_mut().unwrap().remove("format");
    assert_eq!(
        replay_code("no format", &r.to_string()),
        Err("record_malformed")
    );
}

#[test]
fn garbage_is_refused_as_malformed() {
    let text = read(CASES[0].file);
    let garbage = [
        "",
        "   ",
        "null",
        "[]",
        "42",
        "\"beck\"",
        "{",
        "not a record",
        "{\"format\": 1}",
        "{\"format\": 1, \"game\": \"beck\"}",
        "\u{feff}\u{0}\u{1}binary",
        &text[..text.len() / 2],
    ];
    for g in garbage {
        assert_eq!(replay_code("garbage", g), Err("record_malformed"), "{g:?}");
    }
    let mut r = golden_value(0);
    r["actions"] = json!("all of them");
    assert_eq!(
        replay_code("actions not a list", &r.to_string()),
        Err("record_malformed")
    );
    let mut r = golden_value(0);
    r["seed"] = json!(-3);
    assert_eq!(
        replay_code("negative seed", &r.to_string()),
        Err("record_malformed")
    );
}

#[test]
fn a_wrong_game_id_is_refused() {
    for id in ["chess", "", "Beck", "beck ", "../beck"] {
        let mut r = golden_value(0);
        r["game"] = json!(id);
        assert_eq!(
            replay_code("game id", &r.to_string()),
            Err("unknown_game"),
            "game {id:?}"
        );
    }
    // A Beck record relabelled as each other game of the catalogue: refused, whichever code
    // that game's engine (or its absence) gives.
    for info in clubhouse::session::catalog() {
        if info.id == "beck" {
            continue;
        }
        let mut r = golden_value(0);
        r["game"] = json!(info.id);
        assert!(
            replay_code(info.id, &r.to_string()).is_err(),
            "a Beck record replayed as a {} game",
            info.id
        );
    }
    // A record of another game handed straight to Beck's replay.
    let mut record = MatchRecord::parse(&read(CASES[0].file)).unwrap();
    record.game = "golfie".into();
    assert_eq!(
        Match::<Beck>::replay(&record).unwrap_err().code,
        "record_wrong_game"
    );
}

#[test]
fn bad_settings_in_a_record_are_refused() {
    let cases = [
        (json!({ "players": 1, "rounds": 2 }), "bad_players"),
        (json!({ "players": 6, "rounds": 2 }), "bad_players"),
        (json!({ "players": 2, "rounds": 0 }), "bad_rounds"),
        (json!({ "players": 2, "rounds": 19 }), "bad_rounds"),
        (json!({ "players": "two", "rounds": 2 }), "bad_config"),
        (json!(null), "bad_config"),
    ];
    for (config, code) in cases {
        let mut r = golden_value(0);
        r["config"] = config.clone();
        r["actions"] = json!([]);
        assert_eq!(
            replay_code("config", &r.to_string()),
            Err(code),
            "config {config}"
        );
    }
    let mut r = golden_value(0);
    r["seed"] = json!(1u64 << 53);
    assert_eq!(
        replay_code("seed over 2^53-1", &r.to_string()),
        Err("bad_seed")
    );
}

/// Every single-byte corruption of a stored record either replays or is refused; none panics.
#[test]
fn corrupted_bytes_never_panic() {
    for case in CASES {
        let text = read(case.file);
        let bytes = text.as_bytes();
        let step = (bytes.len() / 400).max(1);
        for pos in (0..bytes.len()).step_by(step) {
            for replacement in [b'0', b'9', b'"', b'x', b'-'] {
                let mut b = bytes.to_vec();
                b[pos] = replacement;
                let Ok(t) = String::from_utf8(b) else {
                    continue;
                };
                let _ = replay_code(&format!("{} byte {pos}", case.file), &t);
            }
        }
    }
}
