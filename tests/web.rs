//! The engine inside a real browser: headless Chromium runs these through wasm-bindgen's test
//! runner, `cargo test --target wasm32-unknown-unknown --test web` (see `make test`).
//!
//! The golden match records of `tests/golden/` must replay in wasm to the very hashes and scores
//! they have natively, both through the Rust session API and through the `GameSession` handle
//! the page uses; and bots must choose moves in the browser as they do natively.
#![cfg(target_arch = "wasm32")]

use clubhouse::core::bot::BotSpec;
use clubhouse::core::rng::Seed;
use clubhouse::registry::{new_session, registered, session_from_record};
use clubhouse::web::GameSession;
use serde_json::{json, Value};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// JSON text as the JS value the page hands the engine (text that is not JSON as a JS string).
fn js(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap_or_else(|_| JsValue::from_str(text))
}

/// A JS value the engine gave, as a JSON `Value` to compare and index.
fn val(value: &JsValue) -> Value {
    let text = js_sys::JSON::stringify(value).unwrap().as_string().unwrap();
    serde_json::from_str(&text).unwrap()
}

fn seats(value: &JsValue) -> Vec<i32> {
    serde_json::from_value(val(value)).unwrap()
}

/// One game's folder of golden records: its manifest and every record it lists, in order.
struct Folder {
    game: &'static str,
    manifest: &'static str,
    records: &'static [(&'static str, &'static str)],
}

// Every game folder under `tests/golden/` as `GOLDEN`, listed from the manifests by build.rs
// (a browser test cannot read the folders).
include!(concat!(env!("OUT_DIR"), "/golden_records.rs"));

/// The golden folder of `game`.
fn folder(game: &str) -> &'static Folder {
    GOLDEN
        .iter()
        .find(|f| f.game == game)
        .unwrap_or_else(|| panic!("no golden folder for {game}"))
}

/// The entry for `file` in a golden manifest (JSON text).
fn expected_in(manifest: &str, file: &str) -> Value {
    let manifest: Value = serde_json::from_str(manifest).expect("manifest is JSON");
    manifest["records"]
        .as_array()
        .and_then(|r| r.iter().find(|e| e["file"] == file))
        .cloned()
        .unwrap_or_else(|| panic!("{file} is not in its golden manifest.json"))
}

/// Each record rebuilt through the page's `GameSession` ends where it ended natively (actions,
/// scores, hash) and writes itself out unchanged.
fn assert_replays_through_game_session(folder: &Folder) {
    for (file, text) in folder.records {
        let want = expected_in(folder.manifest, file);
        let s = GameSession::from_record(js(text))
            .unwrap_or_else(|e| panic!("{file}: fromRecord threw {}", error_code(&e)));
        assert_eq!(s.game(), want["game"].as_str().unwrap(), "{file}");
        assert!(s.is_over(), "{file}");
        assert_eq!(
            s.action_count() as u64,
            want["actions"].as_u64().unwrap(),
            "{file}"
        );
        let scores = val(&s.scores());
        assert_eq!(scores, want["scores"], "{file}: scores differ from native");
        assert_eq!(
            s.state_hash(),
            want["hash"].as_str().unwrap(),
            "{file}: state hash differs from native"
        );
        // The record written out in the browser is the stored one.
        let written = val(&s.record());
        let stored: Value = serde_json::from_str(text).unwrap();
        assert_eq!(
            written, stored,
            "{file}: record does not round-trip in wasm"
        );
    }
}

fn error_code(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &JsValue::from_str("code"))
        .ok()
        .and_then(|c| c.as_string())
        .unwrap_or_default()
}

#[wasm_bindgen_test]
fn runs_in_a_browser() {
    // `globalThis.window` and `navigator.userAgent`, read without web-sys.
    let global = js_sys::global();
    let window =
        js_sys::Reflect::get(&global, &JsValue::from_str("window")).unwrap_or(JsValue::UNDEFINED);
    assert!(
        window.is_object(),
        "expected a browser window (run_in_browser)"
    );
    let navigator = js_sys::Reflect::get(&global, &JsValue::from_str("navigator")).unwrap();
    let agent = js_sys::Reflect::get(&navigator, &JsValue::from_str("userAgent"))
        .unwrap()
        .as_string()
        .unwrap_or_default();
    assert!(agent.contains("Chrome"), "expected Chromium, got {agent}");
}

#[wasm_bindgen_test]
fn every_registered_game_has_golden_records() {
    let folders: Vec<&str> = GOLDEN.iter().map(|f| f.game).collect();
    for game in clubhouse::registry::GAMES {
        assert!(
            folders.contains(&game.id),
            "no golden records for {}",
            game.id
        );
    }
    assert!(GOLDEN.iter().all(|f| !f.records.is_empty()));
}

#[wasm_bindgen_test]
fn golden_records_replay_to_the_native_hashes_through_the_session_api() {
    for (folder, (file, text)) in GOLDEN
        .iter()
        .flat_map(|f| f.records.iter().map(move |r| (f, r)))
    {
        let want = expected_in(folder.manifest, file);
        let s = session_from_record(&js(text))
            .unwrap_or_else(|e| panic!("{file} does not replay in wasm: {e}"));
        assert!(s.is_over(), "{file}");
        assert_eq!(
            s.action_count() as u64,
            want["actions"].as_u64().unwrap(),
            "{file}"
        );
        assert_eq!(
            json!(s.scores()),
            want["scores"],
            "{file}: scores differ from native"
        );
        assert_eq!(
            s.state_hash(),
            want["hash"].as_str().unwrap(),
            "{file}: state hash differs from native"
        );
    }
}

#[wasm_bindgen_test]
fn golden_records_replay_to_the_native_hashes_through_game_session() {
    for folder in GOLDEN {
        assert_replays_through_game_session(folder);
    }
}

#[wasm_bindgen_test]
fn damaged_records_throw_errors_with_codes() {
    let good: Value = serde_json::from_str(folder("beck").records[0].1).unwrap();
    let mut illegal = good.clone();
    illegal["actions"][0][1] = json!({ "reveal": 9 });
    let mut outdated = good.clone();
    outdated["format"] = json!(99);
    let mut foreign = good.clone();
    foreign["game"] = json!("chess");
    let cases = [
        (illegal.to_string(), "record_illegal_action"),
        (outdated.to_string(), "record_outdated"),
        (foreign.to_string(), "unknown_game"),
        ("this is not a record".to_string(), "record_malformed"),
    ];
    for (text, code) in cases {
        match GameSession::from_record(js(&text)) {
            Ok(_) => panic!("expected {code}, but the record loaded"),
            Err(e) => {
                assert_eq!(error_code(&e), code);
                assert!(
                    e.is_instance_of::<js_sys::Error>(),
                    "errors are thrown as JS Error objects"
                );
            }
        }
    }
}

#[wasm_bindgen_test]
fn a_bot_chooses_a_legal_move_in_the_browser() {
    let mut s = GameSession::create(
        "beck",
        js(r#"{"players":3,"rounds":1}"#),
        JsValue::from(2024.0),
    )
    .expect("create");
    // Everyone reveals two cards, then seat 0 plays; "normal" is the search bot.
    for _ in 0..8 {
        let to_move = seats(&s.to_move());
        let seat = to_move[0];
        let action = s
            .bot_action(seat, "normal")
            .unwrap_or_else(|e| panic!("botAction threw {}", error_code(&e)));
        let legal: Vec<Value> = serde_json::from_value(val(&s.legal(seat))).unwrap();
        let chosen = val(&action);
        assert!(
            legal.contains(&chosen),
            "bot chose {chosen}, legal are {legal:?}"
        );
        let events: Vec<Value> =
            serde_json::from_value(val(&s.act(seat, action).expect("bot move applies"))).unwrap();
        assert!(!events.is_empty(), "a move produces events");
    }
    assert_eq!(s.action_count(), 8);
    assert_eq!(
        error_code(&s.bot_action(0, "grandmaster").expect_err("unknown level")),
        "bad_bot"
    );
    assert_eq!(
        error_code(&s.bot_action(-1, "normal").expect_err("bad seat")),
        "bad_seat"
    );
}

/// One way of drawing, in the browser: a seat's view, handed back as the JS value the engine
/// gave, draws the same table as the session holding the match (`layoutView`, the `guest`
/// build's), for every game, every seat and a spectator, through the first moves of a game.
#[wasm_bindgen_test]
fn a_table_drawn_from_a_view_alone_is_the_sessions_own_in_the_browser() {
    use clubhouse::web::layout_view;
    for game in clubhouse::registry::GAMES.iter().map(|g| g.id) {
        let mut s =
            GameSession::create(game, js(r#"{"players":3,"rounds":1}"#), JsValue::from(7.0))
                .expect("create");
        let mut events = js("[]");
        for _ in 0..12 {
            for seat in [-1, 0, 1, 2] {
                let drawn = layout_view(game, s.view(seat), events.clone(), 900.0, 640.0)
                    .unwrap_or_else(|e| panic!("{game}: layoutView threw {}", error_code(&e)));
                assert_eq!(
                    val(&drawn),
                    val(&s.scene(seat, 900.0, 640.0, true)),
                    "{game}, seat {seat}"
                );
            }
            let seat = seats(&s.to_move())[0];
            let action = s.bot_action(seat, "random").expect("a move");
            events = s.act(seat, action).expect("it applies");
        }
        let refused = layout_view(game, js("[1,2]"), js("[]"), 900.0, 640.0).unwrap_err();
        assert_eq!(error_code(&refused), "bad_view", "{game}");
    }
}

/// Bots are deterministic across platforms: in wasm they play the golden games their manifests
/// mark `in_browser` move for move as they did natively when the files were made. One test per
/// record keeps each one short, so the page stays responsive to the test runner.
fn bots_replay_golden(folder: &Folder, file: &str, text: &str) {
    let stored: Value = serde_json::from_str(text).unwrap();
    let bots: Vec<BotSpec> = stored["meta"]["bots"]
        .as_array()
        .expect("golden records name their bots in meta")
        .iter()
        .map(|b| BotSpec::level(b.as_str().unwrap()).unwrap())
        .collect();
    let mut s = new_session(
        stored["game"].as_str().unwrap(),
        &js(&stored["config"].to_string()),
        serde_json::from_value::<Seed>(stored["seed"].clone()).unwrap(),
    )
    .unwrap();
    s.set_meta(&js(&stored["meta"].to_string())).unwrap();
    while !s.is_over() {
        assert!(s.action_count() < 20_000, "{file}: game did not end");
        let seat = s.to_move()[0];
        let action = s.bot_action_json(seat, bots[seat]).unwrap();
        s.act_json(seat, &action).unwrap();
    }
    assert_eq!(
        s.state_hash(),
        expected_in(folder.manifest, file)["hash"].as_str().unwrap(),
        "{file}: bots played differently in wasm"
    );
    assert_eq!(
        val(&s.record().to_wire()),
        stored,
        "{file}: bots played differently in wasm"
    );
}

/// The golden records marked `in_browser`, across every folder in order.
fn played_in_the_browser() -> Vec<(&'static Folder, &'static str, &'static str)> {
    GOLDEN
        .iter()
        .flat_map(|f| f.records.iter().map(move |&(file, text)| (f, file, text)))
        .filter(|(f, file, _)| expected_in(f.manifest, file)["in_browser"] == json!(true))
        .collect()
}

/// A test for each record marked `in_browser` (its place in `played_in_the_browser`), and one
/// that fails when more are marked than there are tests.
macro_rules! bots_play_the_golden_games_in_the_browser {
    ($($test:ident: $index:literal),* $(,)?) => {
        $(
            #[wasm_bindgen_test]
            fn $test() {
                if let Some((folder, file, text)) = played_in_the_browser().get($index) {
                    bots_replay_golden(folder, file, text);
                }
            }
        )*

        #[wasm_bindgen_test]
        fn every_golden_game_marked_in_browser_has_a_test() {
            let tests = [$($index),*].len();
            let marked = played_in_the_browser().len();
            assert!(
                marked <= tests,
                "{marked} golden records are marked in_browser, {tests} tests play them: add a \
                 line to bots_play_the_golden_games_in_the_browser!"
            );
        }
    };
}

bots_play_the_golden_games_in_the_browser!(
    bots_play_golden_game_0_as_natively: 0,
    bots_play_golden_game_1_as_natively: 1,
    bots_play_golden_game_2_as_natively: 2,
    bots_play_golden_game_3_as_natively: 3,
    bots_play_golden_game_4_as_natively: 4,
    bots_play_golden_game_5_as_natively: 5,
    bots_play_golden_game_6_as_natively: 6,
    bots_play_golden_game_7_as_natively: 7,
);

#[wasm_bindgen_test]
fn green_in_the_browser_catalog_views_stay_private_and_bad_moves_throw() {
    let games = val(&clubhouse::web::catalog());
    let green = games
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == "green")
        .expect("GREEN is in the catalog");
    assert_eq!(green["privacy"], json!(true), "hands are secret");
    let mut s =
        GameSession::create("green", js(r#"{"players":2}"#), JsValue::from(7.0)).expect("create");
    // A few bot moves (greedy: quick in an unoptimised build), each legal for its seat.
    for _ in 0..6 {
        let seat = seats(&s.to_move());
        let action = s.bot_action(seat[0], "greedy").expect("a bot move");
        let legal: Vec<Value> = serde_json::from_value(val(&s.legal(seat[0]))).unwrap();
        assert!(legal.contains(&val(&action)));
        s.act(seat[0], action).expect("bot move applies");
    }
    // Another seat's hand never leaves the engine: only its size.
    let view = val(&s.view(0));
    assert!(view["hand"].is_array());
    let spectator = val(&s.view(-1));
    assert!(spectator["hand"].is_null());
    assert!(val(&s.view(1))["hand"].is_array());
    let before = s.state_hash();
    for bad in [
        r#"{"draw":9}"#,
        r#"{"hit":{"club":"driver_9","strike":3}}"#,
        "\"fly\"",
    ] {
        let seat = seats(&s.to_move());
        let e = s.act(seat[0], js(bad)).expect_err("refused");
        assert!(!error_code(&e).is_empty(), "{bad}: an error code");
    }
    assert_eq!(s.state_hash(), before, "refused moves change nothing");
}

#[wasm_bindgen_test]
fn holes18_in_the_browser_selections_stay_secret_and_bad_moves_throw() {
    let mut s = GameSession::create(
        "holes18",
        js(r#"{"players":2,"clubs":"starter"}"#),
        JsValue::from(7.0),
    )
    .expect("create");
    // Seat 0 selects in secret: seat 1 and a spectator see only that a club was chosen.
    let legal: Vec<Value> = serde_json::from_value(val(&s.legal(0))).unwrap();
    let select = legal.iter().find(|a| a.get("select").is_some()).unwrap();
    s.act(0, js(&select.to_string())).expect("select");
    let mine = val(&s.view(0));
    let theirs = val(&s.view(1));
    assert_eq!(mine["selected"][0], select["select"]);
    assert!(theirs["selected"][0].is_null());
    assert_eq!(theirs["committed"][0], json!(true));
    let table = val(&s.scene(1, 1000.0, 700.0, false));
    assert_eq!(
        table["table"],
        json!("holes18"),
        "the page lays the table out"
    );
    assert!(
        table["view"]["selected"][0].is_null(),
        "the table hides the secret selection"
    );
    let before = s.state_hash();
    for bad in [r#"{"select":99}"#, r#"{"move":9}"#, "\"big_hit\"", "42"] {
        let e = s.act(1, js(bad)).expect_err("refused");
        assert!(!error_code(&e).is_empty(), "{bad}: an error code");
    }
    assert_eq!(s.state_hash(), before, "refused moves change nothing");
}

/// The course sheet's bot games in the browser give the very sheet they give natively
/// (`course_sheet --course starter --games 10 --json`), step by step as the page's worker runs them.
#[wasm_bindgen_test]
fn course_sheet_runs_in_the_browser_as_natively() {
    const NATIVE: &str = r#"{"games":10,"holes":[{"par":4,"mean":5.0,"played_par":5},{"par":3,"mean":4.166666666666667,"played_par":4},{"par":5,"mean":6.166666666666667,"played_par":6},{"par":3,"mean":2.5,"played_par":3},{"par":3,"mean":2.6666666666666665,"played_par":3}],"par":18,"played_par":21,"over_par":2.5000000000000036,"stableford":[5,11],"solo_par":8,"solo":[[8,1,0],[12,1,0],[16,1,0],[20,1,1],[24,0,0],[28,0,0]],"stalled":0}"#;
    let mut run = clubhouse::web::holes18::CourseSheetRun::new(
        r#"{"players": 1, "course": "starter"}"#,
        10,
        1.0,
    )
    .unwrap();
    assert_eq!(run.total(), 10);
    assert_eq!(run.step(4), 4);
    assert_eq!(run.step(100), 10);
    // Compared as the page reads them (a whole float prints as an integer in JS).
    assert_eq!(val(&js(&run.sheet())), val(&js(NATIVE)));
    let refused = clubhouse::web::holes18::CourseSheetRun::new(
        r#"{"players": 1, "course": "nowhere"}"#,
        10,
        1.0,
    );
    assert_eq!(error_code(&refused.err().unwrap()), "unknown_course");
}

#[wasm_bindgen_test]
fn a_new_game_without_a_seed_draws_one_from_the_browser_and_records_it() {
    let seed_of = |s: &GameSession| -> u64 {
        let record = val(&s.record());
        record["seed"].as_u64().expect("the record keeps the seed")
    };
    let a =
        GameSession::create("golfie", js(r#"{"players":2}"#), JsValue::UNDEFINED).expect("create");
    let b =
        GameSession::create("golfie", js(r#"{"players":2}"#), JsValue::UNDEFINED).expect("create");
    let (sa, sb) = (seed_of(&a), seed_of(&b));
    // 53 random bits each: two draws are equal once in 2^53 games.
    assert_ne!(sa, sb, "two fresh games shuffle differently");
    assert!(
        sa < 1 << 53 && sb < 1 << 53,
        "seeds stay exact as JS numbers"
    );
    // The seed the engine drew replays like any other.
    let again = GameSession::create("golfie", js(r#"{"players":2}"#), JsValue::from(sa as f64))
        .expect("create");
    assert_eq!(again.state_hash(), a.state_hash());
    assert_eq!(
        error_code(
            &GameSession::create("golfie", js(r#"{"players":2}"#), JsValue::from(0.5))
                .err()
                .expect("bad seed")
        ),
        "bad_seed"
    );
}

/// A game dealt from a key the page hands over as 64 hexadecimal digits (an online room's seed)
/// is the game natively dealt from that key: each golden record with a key, played again move
/// by move from `GameSession.create`, ends on its manifest's hash and writes the same record.
#[wasm_bindgen_test]
fn a_key_seed_given_as_hexadecimal_digits_deals_the_game_it_deals_natively() {
    let mut keyed = 0;
    for folder in GOLDEN {
        for (file, text) in folder.records {
            let stored: Value = serde_json::from_str(text).unwrap();
            let Some(hex) = stored["seed"].as_str() else {
                continue;
            };
            keyed += 1;
            let config = js(&stored["config"].to_string());
            let mut s = GameSession::create(folder.game, config, JsValue::from_str(hex))
                .unwrap_or_else(|e| panic!("{file}: create threw {}", error_code(&e)));
            if let Some(meta) = stored.get("meta") {
                s.set_meta(js(&meta.to_string())).unwrap();
            }
            for pair in stored["actions"].as_array().unwrap() {
                s.act(pair[0].as_i64().unwrap() as i32, js(&pair[1].to_string()))
                    .unwrap_or_else(|e| panic!("{file}: a move threw {}", error_code(&e)));
            }
            let want = expected_in(folder.manifest, file);
            assert_eq!(s.state_hash(), want["hash"].as_str().unwrap(), "{file}");
            assert_eq!(val(&s.record()), stored, "{file}");
        }
    }
    assert_eq!(keyed, GOLDEN.len(), "a golden record with a key per game");
}

#[wasm_bindgen_test]
fn a_seed_that_is_neither_a_whole_number_nor_a_key_is_refused() {
    let key = "6f1c0e5a9d2b47c38e10f4a6b27d9c5e03a8f1b6c94e2d7058b3a1f6e9c4d27b";
    let refused = [
        JsValue::from_str(&key[1..]),
        JsValue::from_str(&format!("{key}0")),
        JsValue::from_str(&key.to_uppercase()),
        JsValue::from_str(&key.replace('a', "g")),
        JsValue::from_str("7"),
        JsValue::from_str(""),
        JsValue::from(-1.0),
        JsValue::from(9_007_199_254_740_992.0),
        JsValue::from(f64::NAN),
        JsValue::from(true),
        js("[7]"),
    ];
    for seed in refused {
        let e = GameSession::create("beck", js(r#"{"players":2,"rounds":1}"#), seed.clone())
            .err()
            .unwrap_or_else(|| panic!("{seed:?} was taken for a seed"));
        assert_eq!(error_code(&e), "bad_seed", "{seed:?}");
    }
    let s = GameSession::create(
        "beck",
        js(r#"{"players":2,"rounds":1}"#),
        JsValue::from_str(key),
    )
    .expect("a key");
    assert_eq!(val(&s.record())["format"], json!(2));
    assert_eq!(val(&s.record())["seed"], json!(key));
}

/// A JS value of any kind the page could hand over by mistake, drawn from `seed`: JSON's own
/// kinds, numbers JSON cannot write (NaN, the infinities, -0, 2^53 + 1), undefined, a BigInt,
/// a symbol, a function, and arrays and objects of them keyed with the games' own words.
fn strange_value(seed: &mut u64, depth: u32) -> JsValue {
    const KEYS: &[&str] = &[
        "pick", "select", "move", "hit", "club", "strike", "reveal", "draw", "discard", "swap",
        "cell", "card", "players", "rounds", "course", "clubs", "mode", "quick", "seed", "format",
        "game", "config", "actions", "meta", "choose", "play", "target", "shot", "golfers", "a",
    ];
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    let r = *seed;
    let pick = |n: usize| (r >> 8) as usize % n;
    match r % 16 {
        0 => JsValue::NULL,
        1 => JsValue::UNDEFINED,
        2 => JsValue::from_bool(r & 0x100 == 0),
        3 => JsValue::from_f64(pick(40) as f64 - 5.0),
        4 => JsValue::from_f64(
            [
                f64::NAN,
                f64::INFINITY,
                -0.0,
                9_007_199_254_740_993.0,
                1e300,
                0.5,
            ][pick(6)],
        ),
        5 => JsValue::from_str(KEYS[pick(KEYS.len())]),
        6 => JsValue::from_str(""),
        7 => js_sys::BigInt::from(pick(1000) as u64).into(),
        8 => js_sys::Symbol::for_("clubhouse").into(),
        9 => js_sys::Function::new_no_args("return 1").into(),
        10..=12 if depth < 3 => {
            let list = js_sys::Array::new();
            for _ in 0..pick(4) {
                list.push(&strange_value(seed, depth + 1));
            }
            list.into()
        }
        _ if depth < 3 => {
            let object = js_sys::Object::new();
            for _ in 0..=pick(3) {
                let key = JsValue::from_str(KEYS[(*seed >> 20) as usize % KEYS.len()]);
                js_sys::Reflect::set(&object, &key, &strange_value(seed, depth + 1)).unwrap();
            }
            object.into()
        }
        _ => JsValue::from_f64(1.0),
    }
}

/// The browser's path in reads JS values, not text, so it meets values JSON never could. Any
/// value at all, as a move (played or judged), settings, a record, a record's parts or match
/// details, is either taken or refused with a code, never a crash, and a refused move (and any
/// judgement) changes nothing.
#[wasm_bindgen_test]
fn strange_js_values_are_refused_with_a_code_and_change_nothing() {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let refused = |e: JsValue| assert!(!error_code(&e).is_empty(), "refused with a code");
    // Every game, at the table of its first golden record.
    for folder in GOLDEN {
        let (game, first) = (folder.game, folder.records[0].1);
        let config = serde_json::from_str::<Value>(first).unwrap()["config"].to_string();
        let mut s = GameSession::create(game, js(&config), JsValue::from(3.0)).expect("create");
        for _ in 0..4 {
            let seat = seats(&s.to_move())[0];
            let action = s.bot_action(seat, "greedy").expect("a bot move");
            s.act(seat, action).expect("bot move applies");
        }
        for _ in 0..150 {
            if s.is_over() {
                break;
            }
            let value = strange_value(&mut seed, 0);
            let (before, count) = (s.state_hash(), s.action_count());
            // A review's judgement of it: refused with a code, or judged; the game unchanged.
            if let Err(e) = s.judge(seats(&s.to_move())[0], value.clone(), 4) {
                refused(e);
            }
            assert_eq!(
                s.state_hash(),
                before,
                "{game}: a judgement changed the game"
            );
            if let Err(e) = s.act(seats(&s.to_move())[0], value.clone()) {
                refused(e);
                assert_eq!(
                    s.state_hash(),
                    before,
                    "{game}: a refused move changed the game"
                );
                assert_eq!(s.action_count(), count);
            }
            if let Err(e) = GameSession::create(game, value.clone(), JsValue::from(1.0)) {
                refused(e);
            }
            if let Err(e) = GameSession::from_record(value.clone()) {
                refused(e);
            }
            if let Err(e) = s.set_meta(value) {
                assert_eq!(error_code(&e), "bad_meta");
            }
            assert!(
                js_sys::JSON::stringify(&s.record()).is_ok(),
                "{game}: the record still writes out as text"
            );
        }
    }
    // A good record with one part replaced by a strange value.
    for _ in 0..300 {
        let record = js(folder("beck").records[0].1);
        let part = [
            "format", "game", "config", "seed", "actions", "meta", "rules",
        ][(seed % 7) as usize];
        let value = strange_value(&mut seed, 0);
        js_sys::Reflect::set(&record, &JsValue::from_str(part), &value).unwrap();
        match GameSession::from_record(record) {
            Ok(s) => assert!(js_sys::JSON::stringify(&s.record()).is_ok()),
            Err(e) => refused(e),
        }
    }
}

/// The browser reads the page's values with its own reader (src/core/js_reader.rs), not
/// serde_json: every game's settings and moves, and near misses of them, are taken or refused
/// there exactly as natively.
#[wasm_bindgen_test]
fn settings_and_moves_read_in_the_browser_as_natively() {
    use clubhouse::games::holes18;
    use clubhouse::testkit::hooks::{near_misses, reads_as_natively};
    // Every golden record's settings and moves, and every near miss of them, in its game's types.
    for folder in GOLDEN {
        let reads = registered(folder.game).unwrap().tests.reads_as_natively;
        let (mut taken, mut refused) = (0, 0);
        for (_, text) in folder.records {
            let (t, r) = reads(text);
            (taken, refused) = (taken + t, refused + r);
        }
        // Both sides of the comparison were met, so it compared something.
        assert!(
            taken > 0 && refused > 0,
            "{}: {taken} taken, {refused} refused",
            folder.game
        );
    }
    // A course file's tile layout refuses keys it does not know (`deny_unknown_fields`): a
    // reader that asked an object only for the fields it wants would take them.
    let layout = json!({
        "tiles": [{"tile": "25A", "at": [0, 0], "turn": 1, "hole": 1, "greens": [1]}],
        "adjustments": [{"tile": 3, "face": "rough", "at": [1, 0]}],
    });
    let taken = near_misses(&layout)
        .iter()
        .filter(|l| reads_as_natively::<holes18::tiles::TileLayout>(&l.to_string()))
        .count();
    assert!(taken > 1, "{taken} layouts taken");
    let extra = json!({"tiles": [{"tile": "25A", "at": [0, 0], "extra": 1}]});
    assert!(!reads_as_natively::<holes18::tiles::TileLayout>(
        &extra.to_string()
    ));
}

/// A refusal says what was found and what was wanted; the words a course file's refusal shows.
#[wasm_bindgen_test]
fn a_value_of_the_wrong_kind_is_refused_in_words() {
    use clubhouse::core::wire::from_wire;
    let words = |text: &str| from_wire::<Vec<u8>>(&js(text)).unwrap_err();
    assert_eq!(
        words(r#"["x"]"#),
        r#"invalid type: string "x", expected u8"#
    );
    assert_eq!(words("[300]"), "invalid value: integer `300`, expected u8");
    assert_eq!(
        words("[1.5]"),
        "invalid type: a number that is not a whole number, expected u8"
    );
    assert_eq!(words("{}"), "invalid type: an object, expected a sequence");
    assert_eq!(
        from_wire::<(u8, u8)>(&js("[1, 2, 3]")).unwrap_err(),
        "invalid length 3, expected 2"
    );
    // An enum's variant by its name alone, or as an object with its name as the one key: taken
    // and refused as serde_json takes and refuses them.
    use clubhouse::games::holes18::HolesAction;
    let mut taken = 0;
    for text in [
        r#""big_hit""#,
        r#"{"big_hit": null}"#,
        r#"{"big_hit": 1}"#,
        r#""discard""#,
        r#"{"discard": 1}"#,
        r#"{"discard": null}"#,
        r#""play""#,
        r#"{"play": {"deck": "C"}}"#,
        r#"{"play": 1}"#,
        r#"{"nope": 1}"#,
        r#"{"big_hit": null, "discard": 1}"#,
    ] {
        let native = serde_json::from_str::<HolesAction>(text).map_err(|e| e.to_string());
        let browser = from_wire::<HolesAction>(&js(text));
        assert_eq!(
            native.is_ok(),
            browser.is_ok(),
            "{text}: {native:?} / {browser:?}"
        );
        taken += usize::from(browser.is_ok());
        assert_eq!(native.ok(), browser.ok(), "{text}");
    }
    assert_eq!(taken, 4);
    // A struct variant as the list of its fields: serde_json takes it, the browser refuses it in
    // words (no writer writes one; src/core/js_reader.rs).
    let listed = r#"{"play": ["2", 2]}"#;
    assert!(serde_json::from_str::<HolesAction>(listed).is_ok());
    assert_eq!(
        from_wire::<HolesAction>(&js(listed)).unwrap_err(),
        "invalid type: a list, expected struct variant HolesAction::Play"
    );
    assert_eq!(
        from_wire::<HolesAction>(&js(r#""discard""#)).unwrap_err(),
        "invalid type: a name alone, expected newtype variant"
    );
    let bigint: JsValue = js_sys::BigInt::from(3u64).into();
    assert_eq!(
        from_wire::<u8>(&bigint).unwrap_err(),
        "invalid type: a value JSON cannot hold, expected u8"
    );
}

/// The browser writes what goes out with its own writer (src/core/js_writer.rs), not
/// serde_json: settings, moves, events, views, scenes, scores and records of every golden game
/// come out as the same JSON as serde_json writes.
#[wasm_bindgen_test]
fn what_goes_out_is_written_in_the_browser_as_natively() {
    // Every golden game replayed move by move: its settings, each move and what it made happen,
    // and at every fifth move each seat's view and scene, the scores and the record.
    for folder in GOLDEN {
        let writes = registered(folder.game).unwrap().tests.writes_as_natively;
        for (_, text) in folder.records {
            writes(text);
        }
    }
    // An integer a JS number cannot hold exactly is not written: the value comes out null.
    assert!(clubhouse::core::wire::to_wire(&[1u64 << 53]).is_null());
    assert_eq!(
        val(&clubhouse::core::wire::to_wire(&[(1u64 << 53) - 1])),
        json!([(1u64 << 53) - 1])
    );
}

/// The review the page runs, call for call as `session::verdict_of` lays it out: from the
/// record's settings and seed with no move made (`fromRecord` with `actions: []`), at each move
/// every seat's `outlook`, the move's `judge` (kept when the seat had a choice) and `act`. In the
/// browser it finds the very review the native tests find and keep in each golden manifest.
#[wasm_bindgen_test]
fn the_golden_review_of_each_game_comes_out_in_the_browser_as_natively() {
    for folder in GOLDEN {
        let manifest: Value = serde_json::from_str(folder.manifest).unwrap();
        let recipe = &manifest["verdict"];
        let file = recipe["file"].as_str().expect("a verdict's record");
        let text = folder
            .records
            .iter()
            .find(|(f, _)| *f == file)
            .unwrap_or_else(|| panic!("{file} is not in its folder"))
            .1;
        let mut record: Value = serde_json::from_str(text).unwrap();
        let moves = recipe["moves"].as_u64().unwrap() as usize;
        let actions: Vec<Value> = record["actions"].as_array().unwrap()[..moves].to_vec();
        record["actions"] = json!([]);
        let (iterations, playouts) = (
            recipe["iterations"].as_u64().unwrap() as u32,
            recipe["playouts"].as_u64().unwrap() as u32,
        );
        let mut s = GameSession::from_record(js(&record.to_string())).expect("fromRecord");
        let mut verdicts = Vec::new();
        for (index, pair) in actions.iter().enumerate() {
            let seat = pair[0].as_i64().unwrap() as i32;
            let action = js(&pair[1].to_string());
            let outlooks: Vec<u8> = (0..s.seats() as i32)
                .map(|k| s.outlook(k, playouts).expect("an outlook"))
                .collect();
            let judged = val(&s
                .judge(seat, action.clone(), iterations)
                .unwrap_or_else(|e| panic!("{file} move {index}: judge threw {}", error_code(&e))));
            let judgement = if judged["choices"].as_u64().unwrap() > 1 {
                judged
            } else {
                Value::Null
            };
            s.act(seat, action).expect("the record's move");
            verdicts.push(json!({
                "move": index,
                "seat": seat,
                "judgement": judgement,
                "outlooks": outlooks,
            }));
        }
        assert_eq!(
            Value::Array(verdicts),
            recipe["verdicts"],
            "{file}: the review differs in the browser"
        );
    }
}

/// In the browser: judging the hint's move at the hard budget finds it the best, with equal
/// values and the hint's figures; a judgement and an outlook are refused with codes, changing
/// nothing; seat -2 shows every card a spectator's table hides face down, with no move on it.
#[wasm_bindgen_test]
fn a_judgement_an_outlook_and_every_card_shown_in_the_browser() {
    let mut s = GameSession::create(
        "beck",
        js(r#"{"players":2,"rounds":1}"#),
        JsValue::from(11.0),
    )
    .expect("create");
    // Into the play phase: both players reveal two cards.
    for _ in 0..4 {
        let seat = seats(&s.to_move())[0];
        let hint = val(&s.hint(seat).expect("a hint"));
        let judged = val(&s
            .judge(seat, js(&hint["action"].to_string()), 1200)
            .expect("a judgement"));
        assert_eq!(judged["best"], hint["action"]);
        assert_eq!(judged["same"], json!(true));
        assert_eq!(judged["best_value"], judged["chosen_value"]);
        assert_eq!(judged["figures_best"], hint["figures"]);
        s.act(seat, js(&hint["action"].to_string()))
            .expect("the hint's move");
    }
    let before = s.state_hash();
    let seat = seats(&s.to_move())[0];
    let other = 1 - seat;
    let code = |r: Result<JsValue, JsValue>| error_code(&r.expect_err("refused"));
    assert_eq!(code(s.judge(other, js("\"draw\""), 100)), "no_move");
    assert_eq!(code(s.judge(-1, js("\"draw\""), 100)), "bad_seat");
    assert_eq!(code(s.judge(seat, js("\"fly\""), 100)), "bad_action");
    assert_eq!(
        code(s.judge(seat, js("\"next_round\""), 100)),
        "round_not_over"
    );
    assert_eq!(code(s.judge(seat, js("\"draw\""), 0)), "bad_budget");
    assert_eq!(code(s.judge(seat, js("\"draw\""), u32::MAX)), "bad_budget");
    let outlook = s.outlook(other, 32).expect("an outlook");
    assert!(outlook <= 100);
    assert_eq!(
        s.outlook(other, 32).unwrap(),
        outlook,
        "the same when asked again"
    );
    assert_eq!(error_code(&s.outlook(2, 32).unwrap_err()), "bad_seat");
    assert_eq!(error_code(&s.outlook(0, 0).unwrap_err()), "bad_budget");
    assert_eq!(
        s.state_hash(),
        before,
        "judgements and outlooks change nothing"
    );
    // Every card shown: each grid card face up, on a table with no move.
    let revealed = val(&s.view(-2));
    let public = val(&s.view(-1));
    let up = |v: &Value| {
        let cells = v["grids"].as_array().unwrap().iter();
        cells
            .flat_map(|g| g.as_array().unwrap().clone())
            .filter(|c| !c.is_null())
            .count()
    };
    assert_eq!(up(&revealed), 18, "every grid card face up");
    assert!(up(&public) < 18, "the spectator's table hides some");
    assert!(revealed["seat"].is_null());
    let table = val(&s.scene(-2, 900.0, 640.0, false));
    assert_eq!(table["hits"], json!([]), "no move on the revealed table");
    let faces = |scene: &Value| {
        let shapes = scene["shapes"].as_array().unwrap().iter();
        shapes
            .filter(|s| s.get("face").is_some_and(|f| !f.is_null()))
            .count()
    };
    assert!(faces(&table) > faces(&val(&s.scene(-1, 900.0, 640.0, false))));
}
