//! Golden match records: complete games stored in `tests/golden/<game>/`, one folder per game
//! with its own `manifest.json`, replayed on every test run.
//!
//! Each record must replay to the final state hash and scores written in its folder's manifest,
//! through the JSON session (as the page does) and through the typed `Match`. A failure means
//! the rules engine (or a bot) now plays a stored game differently: old saves and share links
//! would no longer load the same. If that change is intended, regenerate the files deliberately
//! with `scripts/regen-golden.sh` (which runs this file's `regenerate` test with
//! `GOLDEN_REGEN=1`) and commit them with the engine change.
//!
//! The manifests are the one list of the records: each entry is a record's recipe (file, config,
//! seed, bots) and what it replays to; a manifest's `shake` says how hard its records are shaken
//! in `corrupted_bytes_never_panic`. What needs a game's type (its typed replay and play) comes
//! from its registration (`registry::Registered::tests`), so every check loops over the
//! registry; the tampered records of each game have a test each at the end. The same files are
//! replayed in headless Chromium by `tests/web.rs`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use clubhouse::core::bot::{BotKind, BotSpec};
use clubhouse::core::record::{Match, MatchRecord, KEY_RECORD_FORMAT, RECORD_FORMAT};
use clubhouse::core::rng::Seed;
use clubhouse::games::beck::Beck;
use clubhouse::games::holes18::Holes18;
use clubhouse::registry::{registered, session_from_record, Registered, GAMES};
use clubhouse::testkit::hooks::Played;
use common::expected;
use serde_json::{json, Value};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// How one golden game is made, as its manifest entry says: the game's settings as the page
/// sends them (JSON), the seed (a number, or a key's hexadecimal digits: that record is written
/// in format 2), and who sits where: bot levels, played through the session as the page plays
/// (and kept in the record's meta), or `kind:playouts`, played through the game's typed match.
struct Case {
    file: String,
    config: String,
    seed: Seed,
    bots: Vec<String>,
}

/// One game's folder of records: `tests/golden/<id>/`, its cases listed by its manifest.
type Golden = Registered;

/// Safety cap for generation: no stored game comes near it.
const MAX_ACTIONS: usize = 200_000;

const HINT: &str =
    "the engine plays this stored game differently now; if intended, run scripts/regen-golden.sh";

/// The cases of a game's folder, in its manifest's order.
fn cases(g: &Golden) -> Vec<Case> {
    let manifest = common::manifest(g.id);
    let entries = manifest["records"]
        .as_array()
        .expect("a manifest lists its records");
    entries
        .iter()
        .map(|e| Case {
            file: e["file"].as_str().expect("a record's file").to_string(),
            config: e["config"].to_string(),
            seed: serde_json::from_value(e["seed"].clone()).expect("a record's seed"),
            bots: serde_json::from_value(e["bots"].clone()).expect("a record's bots"),
        })
        .collect()
}

fn game(id: &str) -> &'static Golden {
    registered(id).expect("a registered game")
}

/// Every (game, case) of the table.
fn all_cases() -> impl Iterator<Item = (&'static Golden, Case)> {
    GAMES
        .iter()
        .flat_map(|g| cases(g).into_iter().map(move |c| (g, c)))
}

fn read(g: &Golden, file: &str) -> String {
    common::read(g.id, file)
}

fn value(g: &Golden, file: &str) -> Value {
    serde_json::from_str(&read(g, file)).unwrap()
}

/// Plays a case to the end with its bots (regeneration and the move-for-move check).
fn play(g: &Golden, case: &Case) -> Played {
    if case.bots.iter().any(|b| b.contains(':')) {
        play_typed(g, case)
    } else {
        play_session(case)
    }
}

/// Plays a whole game with the case's bot levels through the JSON session API, as the page
/// does; the levels are stored in the record's meta.
fn play_session(case: &Case) -> Played {
    let game = case.file.split('-').next().unwrap();
    let bots: Vec<&str> = case.bots.iter().map(String::as_str).collect();
    let s = common::play_session(
        &case.file,
        game,
        &case.config,
        case.seed,
        &bots,
        MAX_ACTIONS,
    );
    Played {
        over: s.is_over(),
        seats: s.num_seats(),
        actions: s.action_count(),
        scores: json!(s.scores()),
        hash: s.state_hash(),
        record: s.record(),
    }
}

/// Plays a whole game through the game's typed match with bots named `kind:playouts`.
fn play_typed(g: &Golden, case: &Case) -> Played {
    let specs: Vec<BotSpec> = case
        .bots
        .iter()
        .map(|b| {
            let (kind, iterations) = b.split_once(':').expect("kind:playouts");
            BotSpec {
                kind: BotKind::parse(kind).expect("a bot kind"),
                iterations: iterations.parse().expect("a number of playouts"),
            }
        })
        .collect();
    let p = (g.tests.play)(&case.config, case.seed, &specs, MAX_ACTIONS).expect("a valid case");
    assert!(p.over, "{}: the game does not end", case.file);
    p
}

/// `GOLDEN_REGEN=1 cargo test --profile test-release --test integration golden::regenerate`
/// (scripts/regen-golden.sh) rewrites every golden file.
#[test]
fn regenerate() {
    if !common::regenerating() {
        return;
    }
    for g in GAMES {
        let mut manifest = common::manifest(g.id);
        let recipes = cases(g);
        let entries = manifest["records"].as_array_mut().unwrap();
        for (entry, case) in entries.iter_mut().zip(&recipes) {
            let p = play(g, case);
            common::write_record(g.id, &case.file, &p.record);
            entry["game"] = json!(g.id);
            entry["actions"] = json!(p.actions);
            entry["scores"] = p.scores;
            entry["hash"] = json!(p.hash);
        }
        // The golden review, of the record just written.
        manifest["verdict"]["verdicts"] = review(g, &manifest["verdict"]);
        common::write_manifest(g.id, &manifest);
    }
}

/// The review (`registry::verdict`) a manifest's `verdict` recipe asks for: of the first `moves`
/// moves of its record `file`, judged with `iterations` playouts, outlooks from `playouts`.
fn review(g: &Golden, recipe: &Value) -> Value {
    let file = recipe["file"].as_str().expect("a verdict's record");
    let mut record = value(g, file);
    let moves = recipe["moves"].as_u64().expect("a verdict's moves") as usize;
    record["actions"].as_array_mut().unwrap().truncate(moves);
    let record = MatchRecord::parse(&record.to_string()).expect("a golden record");
    let number = |key: &str| recipe[key].as_u64().expect("a verdict's budget") as u32;
    let verdicts = clubhouse::registry::verdict(&record, number("iterations"), number("playouts"))
        .unwrap_or_else(|e| panic!("{file}: the review is refused: {e}"));
    serde_json::to_value(verdicts).unwrap()
}

/// The review of a golden record's first moves is the one stored in its manifest (the browser's
/// tests review the same moves the page's way, call by call, and must find it too). Only a bot
/// change (or a rules change) moves it: then regenerate.
#[test]
fn the_golden_review_of_each_game_is_the_stored_one() {
    for g in GAMES {
        let manifest = common::manifest(g.id);
        let recipe = &manifest["verdict"];
        assert!(
            recipe.is_object(),
            "tests/golden/{}/manifest.json has no verdict to review",
            g.id
        );
        let verdicts = review(g, recipe);
        assert_eq!(
            recipe["verdicts"].as_array().map(Vec::len),
            recipe["moves"].as_u64().map(|n| n as usize),
            "{}: a verdict a move",
            g.id
        );
        assert!(
            verdicts == recipe["verdicts"],
            "{}: the review of {} differs from the stored one ({HINT})",
            g.id,
            recipe["file"]
        );
        // Judged where the seat had a choice, each seat's outlook at every move.
        let judged = verdicts.as_array().unwrap();
        assert!(
            judged.iter().any(|v| v["judgement"].is_object()),
            "{}",
            g.id
        );
        for v in judged {
            assert!(v["outlooks"].as_array().is_some_and(|o| !o.is_empty()));
            let j = &v["judgement"];
            if j.is_object() {
                assert!(j["choices"].as_u64().unwrap() > 1);
                if j["same"] == json!(true) {
                    assert_eq!(j["best_value"], j["chosen_value"], "{}", g.id);
                }
            }
        }
    }
}

/// Each folder's manifest lists exactly its cases, for this record format, and every folder
/// and file under `tests/golden/` belongs to a game of the table.
#[test]
fn every_manifest_lists_its_cases_and_nothing_is_left_over() {
    for g in GAMES {
        let m = common::manifest(g.id);
        let listed: Vec<&str> = m["records"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["file"].as_str().unwrap())
            .collect();
        assert!(
            !listed.is_empty(),
            "tests/golden/{}/manifest.json lists no records",
            g.id
        );
        assert_eq!(
            m["format"],
            json!(RECORD_FORMAT),
            "{}: golden records were made for another record format",
            g.id
        );
        for entry in m["records"].as_array().unwrap() {
            assert_eq!(entry["game"], json!(g.id), "{}", entry["file"]);
        }
        let mut files: Vec<String> = std::fs::read_dir(common::golden_dir(g.id))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n != "manifest.json")
            .collect();
        files.sort();
        let mut want: Vec<String> = listed.iter().map(|c| c.to_string()).collect();
        want.sort();
        assert_eq!(files, want, "tests/golden/{}/ holds other files", g.id);
    }
    let mut folders: Vec<String> = std::fs::read_dir(common::golden_dir(""))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    folders.sort();
    let mut ids: Vec<String> = GAMES.iter().map(|g| g.id.to_string()).collect();
    ids.sort();
    assert_eq!(
        folders, ids,
        "tests/golden/ holds a folder per registered game, nothing else"
    );
}

/// `p` is what the manifest says of `file`, and writes out the stored record.
fn assert_matches_manifest(g: &Golden, case: &Case, p: &Played, how: &str) {
    let m = common::manifest(g.id);
    let want = expected(&m, &case.file);
    let file = &case.file;
    assert!(p.over, "{file} ({how}): replayed game is not over ({HINT})");
    let config: Value = serde_json::from_str(&case.config).unwrap();
    assert_eq!(
        p.seats as u64,
        config["players"].as_u64().unwrap(),
        "{file}"
    );
    assert_eq!(
        p.actions as u64,
        want["actions"].as_u64().unwrap(),
        "{file} ({how}): {HINT}"
    );
    assert_eq!(
        p.scores, want["scores"],
        "{file} ({how}): final scores differ ({HINT})"
    );
    assert_eq!(
        p.hash,
        want["hash"].as_str().unwrap(),
        "{file} ({how}): final state hash differs ({HINT})"
    );
    // Writing the replayed game out again gives the same record, meta included.
    assert_eq!(
        serde_json::to_value(&p.record).unwrap(),
        value(g, file),
        "{file} ({how}): record does not round-trip"
    );
}

#[test]
fn golden_records_replay_to_the_stored_hash_and_scores() {
    for (g, case) in all_cases() {
        let s = session_from_record(&read(g, &case.file))
            .unwrap_or_else(|e| panic!("{} no longer replays: {e}", case.file));
        let p = Played {
            over: s.is_over(),
            seats: s.num_seats(),
            actions: s.action_count(),
            scores: json!(s.scores()),
            hash: s.state_hash(),
            record: s.record(),
        };
        assert_matches_manifest(g, &case, &p, "session");
    }
}

#[test]
fn golden_records_replay_the_same_through_the_typed_match() {
    for (g, case) in all_cases() {
        let record = MatchRecord::parse(&read(g, &case.file)).expect("golden record parses");
        let p = (g.tests.replay)(&record)
            .unwrap_or_else(|e| panic!("{} no longer replays: {e}", case.file));
        assert_matches_manifest(g, &case, &p, "typed match");
    }
}

#[test]
fn undo_to_any_point_matches_a_replay_of_that_prefix() {
    let (mut allowed, mut refused) = (0, 0);
    for g in GAMES {
        for case in cases(g) {
            // A game in progress: the first half of the stored one (a finished game has shown all).
            let mut full = value(g, &case.file);
            let total = full["actions"].as_array().unwrap().len() / 2;
            full["actions"].as_array_mut().unwrap().truncate(total);
            let text = full.to_string();
            let players = session_from_record(&text).unwrap().num_seats();
            for seat in 0..players {
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
    }
    // Counted across the games: some (Golfie) show a card at every move.
    assert!(
        allowed > 0 && refused > 0,
        "{allowed} allowed, {refused} refused"
    );
}

/// Bots are deterministic: the same seed and bots play the stored game move for move. If only a
/// bot changed (not the rules), this is the test that fails; regenerate the golden files.
#[test]
fn bots_replay_the_golden_games_move_for_move() {
    for (g, case) in all_cases() {
        let played = serde_json::to_value(play(g, &case).record).unwrap();
        assert!(
            played == value(g, &case.file),
            "{}: the bots no longer play this game as stored (a bot changed?); if intended, run scripts/regen-golden.sh",
            case.file
        );
    }
}

/// Every single-byte corruption of a stored record either replays or is refused; none panics.
#[test]
fn corrupted_bytes_never_panic() {
    for g in GAMES {
        let shake = &common::manifest(g.id)["shake"];
        let which: Vec<usize> = serde_json::from_value(shake["records"].clone())
            .unwrap_or_else(|_| panic!("tests/golden/{}/manifest.json: shake.records", g.id));
        let positions = shake["positions"].as_u64().expect("shake.positions") as usize;
        let replacements = shake["bytes"].as_str().expect("shake.bytes").as_bytes();
        for i in which {
            let file = &cases(g)[i].file;
            let text = read(g, file);
            let bytes = text.as_bytes();
            let step = (bytes.len() / positions).max(1);
            for pos in (0..bytes.len()).step_by(step) {
                for &replacement in replacements {
                    let mut b = bytes.to_vec();
                    b[pos] = replacement;
                    let Ok(t) = String::from_utf8(b) else {
                        continue;
                    };
                    let _ = replay_code(&format!("{file} byte {pos}"), &t);
                }
            }
        }
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

/// The first Beck record, the one the format, garbage and settings checks damage.
fn beck_value() -> Value {
    let g = game("beck");
    value(g, &cases(g)[0].file)
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
    let g = game("beck");
    for case in cases(g) {
        let good = value(g, &case.file);
        let players = good["config"]["players"].as_u64().unwrap();
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
        r["actions"][at][0] = json!((seat + 1) % players);
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
    let g = game("golfie");
    for case in cases(g) {
        let good = value(g, &case.file);
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
    let good = beck_value();
    for format in [0, KEY_RECORD_FORMAT + 1, 99] {
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
    let beck = game("beck");
    let text = read(beck, &cases(beck)[0].file);
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
    let mut r = beck_value();
    r["actions"] = json!("all of them");
    assert_eq!(
        replay_code("actions not a list", &r.to_string()),
        Err("record_malformed")
    );
}

#[test]
fn a_wrong_game_id_is_refused() {
    for id in ["chess", "", "Beck", "beck ", "../beck"] {
        let mut r = beck_value();
        r["game"] = json!(id);
        assert_eq!(
            replay_code("game id", &r.to_string()),
            Err("unknown_game"),
            "game {id:?}"
        );
    }
    // A Beck record relabelled as each other game of the catalogue: refused, whichever code
    // that game's engine (or its absence) gives.
    for info in clubhouse::registry::catalog() {
        if info.id == "beck" {
            continue;
        }
        let mut r = beck_value();
        r["game"] = json!(info.id);
        assert!(
            replay_code(info.id, &r.to_string()).is_err(),
            "a Beck record replayed as a {} game",
            info.id
        );
    }
    // A record of another game handed straight to Beck's replay.
    let mut record = MatchRecord::parse(&beck_value().to_string()).unwrap();
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
        let mut r = beck_value();
        r["config"] = config.clone();
        r["actions"] = json!([]);
        assert_eq!(
            replay_code("config", &r.to_string()),
            Err(code),
            "config {config}"
        );
    }
    let mut r = beck_value();
    r["seed"] = json!(1u64 << 53);
    assert_eq!(
        replay_code("seed over 2^53-1", &r.to_string()),
        Err("bad_seed")
    );
}

#[test]
fn green_tampered_records_are_refused_with_a_code() {
    let g = game("green");
    let good = value(g, &cases(g)[0].file);
    let code = |r: &Value| replay_code("tampered GREEN record", &r.to_string());
    let actions = good["actions"].as_array().unwrap();
    let first_hit = actions
        .iter()
        .position(|a| a[1].get("hit").is_some())
        .expect("a hit");
    let mut r = good.clone();
    r["actions"][first_hit][1]["hit"]["strike"] = json!(9);
    assert_eq!(code(&r), Err("record_illegal_action"));
    let mut r = good.clone();
    r["actions"][first_hit][1]["hit"]["club"] = json!("driver_9");
    assert_eq!(code(&r), Err("record_bad_action"));
    let mut r = good.clone();
    let seat = r["actions"][0][0].as_u64().unwrap();
    r["actions"][0][0] = json!((seat + 1) % 2);
    assert_eq!(code(&r), Err("record_illegal_action"));
    let mut r = good.clone();
    r["actions"]
        .as_array_mut()
        .unwrap()
        .push(json!([0, "retire"]));
    assert_eq!(code(&r), Err("record_illegal_action"));
    let mut r = good.clone();
    r["config"] = json!({ "players": 5 });
    r["actions"] = json!([]);
    assert_eq!(code(&r), Err("bad_players"));
    let mut r = good;
    r["config"] = json!({ "players": "two" });
    assert_eq!(code(&r), Err("bad_config"));
}

#[test]
fn holes18_tampered_records_are_refused_with_a_code() {
    let g = game("holes18");
    let good = value(g, &cases(g)[0].file);
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
