//! What the tests ask of one game in its own types, carried by its registration
//! (`registry::Registered::tests`), so a test loops over the registry instead of a hand list of
//! games: replaying a record through the typed `Match`, playing one with given bots, and
//! whether the browser reads and writes the game's values as serde_json does natively.

use crate::core::bot::{play_out, BotSpec, Heuristics};
use crate::core::game::{Game, RuleError};
use crate::core::record::{Match, MatchRecord};
use crate::core::rng::Seed;
use crate::core::wire;
use crate::scene::Drawable;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// One game's test hooks, each the game's own generic code made for its types.
pub struct GameTests {
    /// Replays a record through the game's typed `Match`: where it ends.
    pub replay: fn(&MatchRecord) -> Result<Played, RuleError>,
    /// Plays a new match (settings as JSON text) with one bot per seat, to its end or
    /// `max_actions` moves.
    pub play: fn(&str, Seed, &[BotSpec], usize) -> Result<Played, RuleError>,
    /// A record's settings and moves (JSON text), and every near miss of them, read through the
    /// wire as serde_json reads them: `(taken, refused)`. Panics where the two disagree.
    pub reads_as_natively: fn(&str) -> (usize, usize),
    /// Replays a record (JSON text) move by move and writes its settings, moves, events, views,
    /// scenes, scores and record through the wire: panics on what is not serde_json's JSON.
    pub writes_as_natively: fn(&str),
}

/// A finished or replayed match, however it was played.
pub struct Played {
    pub over: bool,
    pub seats: usize,
    pub actions: usize,
    pub scores: Value,
    pub hash: String,
    pub record: MatchRecord,
}

/// The hooks of game `G`.
pub const fn game_tests<G: Heuristics + Drawable>() -> GameTests {
    GameTests {
        replay: replay::<G>,
        play: play::<G>,
        reads_as_natively: reads_record_as_natively::<G>,
        writes_as_natively: writes_record_as_natively::<G>,
    }
}

fn played<G: Game>(m: &Match<G>) -> Played {
    Played {
        over: m.state.is_over(),
        seats: m.state.num_seats(),
        actions: m.actions.len(),
        scores: serde_json::to_value(m.state.scores()).unwrap_or_default(),
        hash: m.state_hash(),
        record: m.record(),
    }
}

fn replay<G: Game>(record: &MatchRecord) -> Result<Played, RuleError> {
    Match::<G>::replay(record).map(|m| played(&m))
}

fn play<G: Heuristics>(
    config: &str,
    seed: Seed,
    bots: &[BotSpec],
    max_actions: usize,
) -> Result<Played, RuleError> {
    let config: G::Config = serde_json::from_str(config)
        .map_err(|e| RuleError::new("bad_config", format!("{config}: {e}")))?;
    let mut m = Match::<G>::new(config, seed)?;
    play_out(&mut m, bots, max_actions);
    Ok(played(&m))
}

/// The wire reads `text` into `T` as serde_json does: both take it, to the same value, or both
/// refuse it. Returns whether it was taken. (Natively the wire is serde_json: trivially so.)
pub fn reads_as_natively<T: DeserializeOwned + Serialize>(text: &str) -> bool {
    let native = serde_json::from_str::<T>(text);
    let browser = wire::from_text::<T>(text);
    match (native, browser) {
        (Ok(a), Ok(b)) => {
            let (a, b) = (serde_json::to_value(a), serde_json::to_value(b));
            assert_eq!(
                a.unwrap(),
                b.unwrap(),
                "{text} reads differently in the browser"
            );
            true
        }
        (Err(_), Err(_)) => false,
        // The one difference, by design (src/core/js_reader.rs): serde_json also takes a struct
        // as the list of its fields; the browser takes it only as an object.
        (Ok(_), Err(e)) if e.starts_with("invalid type: a list, expected struct") => false,
        (Ok(_), Err(e)) => panic!("{text}: read natively, refused in the browser: {e}"),
        (Err(e), Ok(_)) => panic!("{text}: refused natively ({e}), read in the browser"),
    }
}

fn reads_record_as_natively<G: Game>(record: &str) -> (usize, usize) {
    let (mut taken, mut refused) = (0, 0);
    let mut count = |ok: bool| if ok { taken += 1 } else { refused += 1 };
    let record: Value = serde_json::from_str(record).expect("a record is JSON");
    for config in near_misses(&record["config"]) {
        count(reads_as_natively::<G::Config>(&config.to_string()));
    }
    let mut seen = std::collections::BTreeSet::new();
    for pair in record["actions"].as_array().expect("a record's moves") {
        if seen.insert(pair[1].to_string()) {
            for action in near_misses(&pair[1]) {
                count(reads_as_natively::<G::Action>(&action.to_string()));
            }
        }
    }
    assert!(!seen.is_empty(), "the record has moves");
    (taken, refused)
}

/// The wire writes `value` as serde_json does: the same JSON, key for key.
pub fn writes_as_natively<T: Serialize + ?Sized>(value: &T, what: &str) {
    let text = wire::json_text(&wire::to_wire(value)).expect("what is written is JSON");
    let browser: Value = serde_json::from_str(&text).expect("what is written is JSON");
    let native = serde_json::to_value(value).unwrap();
    assert_eq!(
        browser, native,
        "{what} is written differently in the browser"
    );
}

/// Every fifth move: each seat's view and scene, the spectator's view and the scores.
fn writes_record_as_natively<G: Drawable>(text: &str) {
    let record: Value = serde_json::from_str(text).expect("a record is JSON");
    let what = format!("{} record", record["game"]);
    let config: G::Config = serde_json::from_value(record["config"].clone()).unwrap();
    writes_as_natively(&config, &what);
    let seed: Seed = serde_json::from_value(record["seed"].clone()).unwrap();
    let mut game = Match::<G>::new(config, seed).unwrap();
    for (step, pair) in record["actions"].as_array().unwrap().iter().enumerate() {
        let seat = pair[0].as_u64().unwrap() as usize;
        let action: G::Action = serde_json::from_value(pair[1].clone()).unwrap();
        writes_as_natively(&action, &what);
        let events = game.apply(seat, action).unwrap();
        writes_as_natively(&events, &what);
        if step % 5 == 0 {
            for seat in 0..game.state.scores().len() {
                let view = game.state.view(Some(seat));
                writes_as_natively(&view, &what);
                writes_as_natively(&G::scene(&view, &events, 1280.0, 800.0), &what);
            }
            writes_as_natively(&game.state.view(None), &what);
            writes_as_natively(&game.state.scores(), &what);
        }
    }
    writes_as_natively(&game.record(), &what);
}

/// `value` and every value one change away from it: each number, text, list and object inside
/// it replaced by a near miss (a fraction, a negative, out of a byte's range, the wrong kind),
/// an object's key dropped or added, a list's last item dropped.
pub fn near_misses(value: &Value) -> Vec<Value> {
    use serde_json::json;
    let misses: Vec<Value> = match value {
        Value::Number(n) => {
            let n = n.as_f64().unwrap();
            vec![
                json!(n + 0.5),
                json!(-1),
                json!(300),
                json!(n.to_string()),
                Value::Null,
            ]
        }
        Value::String(_) => vec![json!("no such thing"), json!(1), json!([]), Value::Null],
        Value::Bool(b) => vec![json!(!b), json!(0)],
        Value::Null => vec![json!(0), json!({})],
        Value::Array(items) => {
            let mut shorter = items.clone();
            shorter.pop();
            vec![Value::Array(shorter), json!({})]
        }
        Value::Object(fields) => {
            let mut more = fields.clone();
            more.insert("extra".into(), json!(1));
            let mut out = vec![Value::Object(more), json!([])];
            for key in fields.keys() {
                let mut fewer = fields.clone();
                fewer.remove(key);
                out.push(Value::Object(fewer));
            }
            out
        }
    };
    let mut all = vec![value.clone()];
    all.extend(misses);
    // One level down: each part replaced by its own near misses.
    match value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                for miss in near_misses(item).into_iter().skip(1) {
                    let mut changed = items.clone();
                    changed[i] = miss;
                    all.push(Value::Array(changed));
                }
            }
        }
        Value::Object(fields) => {
            for (key, field) in fields {
                for miss in near_misses(field).into_iter().skip(1) {
                    let mut changed = fields.clone();
                    changed.insert(key.clone(), miss);
                    all.push(Value::Object(changed));
                }
            }
        }
        _ => {}
    }
    all
}
