//! Every scene of every golden game is well formed: replayed move by move, as each seat and as
//! a spectator sees it (phone and laptop sizes in turn, animated), its hit regions lie inside
//! the scene, its course hits are not empty and its previews point at hits that exist. 18 Holes'
//! engine hands the page a table to lay out instead: its layout is checked the same way in the
//! browser (tests/e2e/holes18_table.test.mjs); here, only the viewer's own moves are in it.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use clubhouse::core::rng::Seed;
use clubhouse::registry::new_session;
use serde_json::Value;

/// The record files under `tests/golden/`, in a stable order.
fn records() -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![common::golden_dir("")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "json")
                && path.file_name().is_some_and(|n| n != "manifest.json")
            {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn num(v: &Value, key: &str) -> f64 {
    v[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number in {v}"))
}

/// `hit` lies within `(x, y, w, h)`.
fn inside(hit: &Value, (x, y, w, h): (f64, f64, f64, f64)) -> bool {
    let at = &hit["at"];
    let (hx, hy) = (num(at, "x"), num(at, "y"));
    hx >= x && hy >= y && hx + num(at, "w") <= x + w && hy + num(at, "h") <= y + h
}

fn check(scene: &Value, width: f64, height: f64, at: &str) {
    if scene.get("table").is_some() {
        let moves = scene["moves"].as_array().unwrap();
        assert!(
            scene["view"]["seat"].is_u64() || moves.is_empty(),
            "{at}: a spectator's moves"
        );
        return;
    }
    assert_eq!((num(scene, "width"), num(scene, "height")), (width, height));
    let hits = scene["hits"].as_array().unwrap();
    for hit in hits {
        assert!(
            inside(hit, (0.0, 0.0, width, height)),
            "{at}: {hit} is off the scene"
        );
    }
    let Some(world) = scene.get("world") else {
        return;
    };
    // World hits may lie past the map's edge (a wood shot aimed out of bounds shows there).
    let world_hits = world["hits"].as_array().unwrap();
    for hit in world_hits {
        assert!(
            num(&hit["at"], "w") > 0.0 && num(&hit["at"], "h") > 0.0,
            "{at}: {hit} is empty"
        );
    }
    let total = hits.len() + world_hits.len();
    for preview in world["previews"].as_array().unwrap() {
        let i = preview["hit"].as_u64().unwrap() as usize;
        assert!(i < total, "{at}: a preview for hit {i} of {total}");
    }
    if let Some(i) = world.get("preview").and_then(Value::as_u64) {
        let listed = world["previews"].as_array().unwrap();
        assert!(listed.iter().any(|p| p["hit"] == i), "{at}: preview {i}");
    }
}

#[test]
fn every_golden_scene_keeps_its_hits_inside_and_its_previews_pointing_at_hits() {
    let mut scenes = 0;
    for path in records() {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let record: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let seed: Seed = serde_json::from_value(record["seed"].clone()).unwrap();
        let game = record["game"].as_str().unwrap();
        let mut s = new_session(game, &record["config"].to_string(), seed).unwrap();
        let actions = record["actions"].as_array().unwrap();
        for step in 0..=actions.len() {
            let (w, h) = if step % 2 == 0 {
                (1280.0, 800.0)
            } else {
                (390.0, 844.0)
            };
            let viewers = (0..s.num_seats()).map(Some).chain([None]);
            for seat in viewers {
                let json = s.scene_json(seat, w, h, true);
                let scene: Value = serde_json::from_str(&json).unwrap();
                check(&scene, w, h, &format!("{file} step {step} seat {seat:?}"));
                scenes += 1;
            }
            if let Some(a) = actions.get(step) {
                let seat = a[0].as_u64().unwrap() as usize;
                s.act_json(seat, &a[1].to_string()).unwrap();
            }
        }
    }
    assert!(scenes > 1000, "only {scenes} scenes");
}
