//! What a game says of itself to the catalog: who may play, its ways to play, its courses and
//! golfers. Kept in the kernel beside `Game` (as OpenSpiel keeps its game type beside the game),
//! so a game declares its entry without knowing the session or the registry that list it.

use crate::core::wire;
use serde::Serialize;
use std::collections::BTreeMap;

/// A game's entry in the catalog: what the page offers on its home and setup screens. Each
/// game declares its own (`games::<id>::info()`); the page mirrors the list in `catalog.js`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GameInfo {
    pub id: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    /// Hot-seat play needs a pass-the-device screen between people (some choice is secret).
    pub privacy: bool,
    /// The ways to play with their player counts (none listed: one way, the game's own range).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub modes: Vec<ModeInfo>,
    /// The courses that ship with the game, by id.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub courses: Vec<&'static str>,
    /// The golfer cards a seat may play with, by id.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub golfers: Vec<String>,
    /// The rules' fixed numbers the page words (a bonus, a limit, what a claim is worth), by
    /// name: the page reads them here rather than restating them, and no view carries them.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub numbers: BTreeMap<&'static str, i32>,
}

impl GameInfo {
    pub fn new(id: &'static str, min_players: usize, max_players: usize, privacy: bool) -> Self {
        GameInfo {
            id,
            min_players,
            max_players,
            privacy,
            modes: Vec::new(),
            courses: Vec::new(),
            golfers: Vec::new(),
            numbers: BTreeMap::new(),
        }
    }
}

/// A way to play a game, with the player counts its rules allow.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ModeInfo {
    pub id: String,
    pub min_players: usize,
    pub max_players: usize,
    /// Any green in any order (18 Holes' chaos modes).
    pub chaos: bool,
    /// Strokes are counted and everyone holes out (Stroke Play, Stableford).
    pub counts_strokes: bool,
}

/// The name a value has in configs and records (its serde name), e.g. `match_play`.
pub fn wire_name<T: Serialize>(value: &T) -> String {
    wire::to_text(value).trim_matches('"').to_string()
}
