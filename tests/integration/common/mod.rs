//! What the golden-record tests share: where the files live, reading them and their manifest,
//! the regeneration switch, and the diff-friendly way records are written.
// Each test crate uses its own part of this module.
#![allow(dead_code)]

use clubhouse::core::bot::BotSpec;
use clubhouse::core::record::{MatchRecord, RECORD_FORMAT};
use clubhouse::core::rng::Seed;
use clubhouse::registry::new_session;
use clubhouse::session::AnySession;
use serde_json::{json, Value};
use std::path::PathBuf;

/// `tests/golden/` or one of its folders (`""` for the top).
pub fn golden_dir(sub: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("golden");
    if sub.is_empty() {
        dir
    } else {
        dir.join(sub)
    }
}

pub fn read(sub: &str, name: &str) -> String {
    let path = golden_dir(sub).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

pub fn manifest(sub: &str) -> Value {
    serde_json::from_str(&read(sub, "manifest.json"))
        .unwrap_or_else(|e| panic!("tests/golden/{sub}/manifest.json is not JSON: {e}"))
}

/// The manifest's entry for one record file.
pub fn expected<'a>(manifest: &'a Value, file: &str) -> &'a Value {
    manifest["records"]
        .as_array()
        .and_then(|r| r.iter().find(|e| e["file"] == file))
        .unwrap_or_else(|| panic!("{file} is not listed in its golden manifest.json"))
}

/// True when the records are being rewritten (`GOLDEN_REGEN=1`, see scripts/regen-golden.sh).
pub fn regenerating() -> bool {
    std::env::var("GOLDEN_REGEN").is_ok_and(|v| v == "1")
}

/// A match record as stable, diff-friendly JSON: one field per line, one action per line.
pub fn record_text(record: &MatchRecord) -> String {
    let value = serde_json::to_value(record).expect("record serializes");
    let mut out = String::from("{\n");
    for key in ["format", "game", "rules", "config", "seed", "meta"] {
        if let Some(v) = value.get(key) {
            out += &format!("  \"{key}\": {v},\n");
        }
    }
    out += "  \"actions\": [\n";
    let actions = value["actions"].as_array().expect("actions are a list");
    for (i, a) in actions.iter().enumerate() {
        out += &format!("    {a}{}\n", if i + 1 < actions.len() { "," } else { "" });
    }
    out + "  ]\n}\n"
}

/// Writes one regenerated record and says so.
pub fn write_record(sub: &str, file: &str, record: &MatchRecord) {
    std::fs::create_dir_all(golden_dir(sub)).expect("make the golden folder");
    std::fs::write(golden_dir(sub).join(file), record_text(record)).expect("write golden record");
    eprintln!(
        "wrote tests/golden/{sub}{}{file} ({} actions)",
        if sub.is_empty() { "" } else { "/" },
        record.actions.len()
    );
}

/// Writes a regenerated manifest: its entries and whatever else it says (`about`, `shake`), for
/// this record format.
pub fn write_manifest(sub: &str, manifest: &Value) {
    let mut manifest = manifest.clone();
    manifest["format"] = json!(RECORD_FORMAT);
    std::fs::write(
        golden_dir(sub).join("manifest.json"),
        serde_json::to_string_pretty(&manifest).unwrap() + "\n",
    )
    .expect("write manifest");
}

/// Plays a whole game through the JSON session API, as the page does: `bots` are bot levels, one
/// per seat, also stored in the record's meta. `file` names the game in failures.
pub fn play_session(
    file: &str,
    game: &str,
    config: &str,
    seed: Seed,
    bots: &[&str],
    max_actions: usize,
) -> Box<dyn AnySession> {
    let mut s = new_session(game, config, seed).expect("golden case config is valid");
    s.set_meta(&json!({ "bots": bots }).to_string())
        .expect("meta is JSON");
    let specs: Vec<BotSpec> = bots
        .iter()
        .map(|b| BotSpec::level(b).unwrap_or_else(|| panic!("unknown bot level {b}")))
        .collect();
    while !s.is_over() {
        assert!(
            s.action_count() < max_actions,
            "{file}: game did not finish within {max_actions} actions"
        );
        let seat = s.to_move()[0];
        let action = s
            .bot_action_json(seat, specs[seat])
            .expect("a seat to move has a move");
        s.act_json(seat, &action)
            .unwrap_or_else(|e| panic!("{file}: bot chose an illegal move {action}: {e}"));
    }
    s
}
