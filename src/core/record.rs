//! A game is its match record: game id + config + seed + actions. Saves, share links, replays and
//! golden tests are all "re-apply the record".

use super::game::{Game, RuleError, Seat};
use super::rng::Seed;
use super::wire::{self, Raw, WireIn};
use serde::{Deserialize, Serialize};

/// Bumped when the record layout changes; older saves are refused with a clear message. A record
/// whose seed is a number is written in format 1, as every record was before keys, so it reads
/// the same in any version; one whose seed is a 256-bit key in format 2, which an older version
/// refuses as newer than it rather than misreading.
pub const RECORD_FORMAT: u32 = 1;
pub const KEY_RECORD_FORMAT: u32 = 2;

/// Seeds travel through JavaScript numbers, which are exact only up to 2^53.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// A record as it is written out; `parse` reads one.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MatchRecord {
    pub format: u32,
    pub game: String,
    #[cfg_attr(test, ts(type = "unknown"))]
    pub config: Raw,
    /// A whole number below 2^53, or a 256-bit key as 64 hexadecimal digits.
    #[cfg_attr(test, ts(type = "number | string"))]
    pub seed: Seed,
    /// (seat, action) in the order they were applied.
    #[cfg_attr(test, ts(type = "Array<[number, unknown]>"))]
    pub actions: Vec<(Seat, Raw)>,
    /// The game's rules edition (`Game::RULES`); written only from edition 2 on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<u32>,
    /// Page-level facts the rules ignore (player names, which seats are bots).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(type = "unknown"))]
    pub meta: Option<Raw>,
}

/// Just the format number, read before anything else so an old save gets the right message.
#[derive(Deserialize)]
struct FormatProbe {
    #[serde(default)]
    format: Option<u64>,
}

/// The rest of a record, read once its format and seed are known: the seed is read by the engine
/// itself, in the shape its format says (a serde reader for it cost a game's module 1.5 KB).
#[derive(Deserialize)]
struct RecordBody {
    game: String,
    config: Raw,
    actions: Vec<(Seat, Raw)>,
    #[serde(default)]
    rules: Option<u32>,
    #[serde(default)]
    meta: Option<Raw>,
}

/// The record format a seed is written in.
fn format_of(seed: &Seed) -> u32 {
    match seed {
        Seed::Number(_) => RECORD_FORMAT,
        Seed::Key(_) => KEY_RECORD_FORMAT,
    }
}

/// A number seed a JS number holds exactly.
fn check_seed(seed: &Seed) -> Result<(), RuleError> {
    match seed {
        Seed::Number(n) if *n > MAX_SEED => Err(RuleError::new(
            "bad_seed",
            "The seed must be a whole number from 0 to 2^53-1, or a key of 64 hexadecimal digits.",
        )),
        _ => Ok(()),
    }
}

/// The seed of a record in `format`: a whole number in format 1, a key in format 2.
fn read_seed(format: u32, seed: &WireIn) -> Result<Seed, RuleError> {
    match Seed::read(seed) {
        Some(seed) if format_of(&seed) == format => Ok(seed),
        _ if format == RECORD_FORMAT => Err(RuleError::new(
            "bad_seed",
            "The seed of this match record must be a whole number from 0 to 2^53-1.",
        )),
        _ => Err(RuleError::new(
            "bad_seed",
            "The seed of this match record must be 64 lowercase hexadecimal digits.",
        )),
    }
}

impl MatchRecord {
    /// Reads a record: JSON text natively, the parsed value in the browser.
    pub fn parse(record: &WireIn) -> Result<MatchRecord, RuleError> {
        let probe: FormatProbe = wire::from_wire(record).map_err(|e| {
            RuleError::new(
                "record_malformed",
                format!("This is not a readable match record: {e}"),
            )
        })?;
        let format = match probe.format {
            Some(f) if f == u64::from(RECORD_FORMAT) || f == u64::from(KEY_RECORD_FORMAT) => f as u32,
            Some(f) => {
                return Err(RuleError::new(
                    "record_outdated",
                    format!("This match record uses format {f}; this version of Clubhouse reads formats {RECORD_FORMAT} and {KEY_RECORD_FORMAT}."),
                ))
            }
            None => return Err(RuleError::new("record_malformed", "This match record has no format number.")),
        };
        let seed = wire::field(record, "seed")
            .ok_or_else(|| RuleError::new("record_malformed", "This match record has no seed."))?;
        let seed = read_seed(format, &seed)?;
        let body: RecordBody = wire::from_wire(record).map_err(|e| {
            RuleError::new(
                "record_malformed",
                format!("This match record is damaged: {e}"),
            )
        })?;
        // The settings and moves are read into the game's own types on replay and written out
        // from them again; the match details are the one part kept as they came.
        let meta = match &body.meta {
            Some(meta) => Some(wire::json_only(wire::raw_as_wire(meta)).ok_or_else(|| {
                RuleError::new(
                    "record_malformed",
                    "This match record is damaged: its match details are not JSON.",
                )
            })?),
            None => None,
        };
        Ok(MatchRecord {
            format,
            game: body.game,
            config: body.config,
            seed,
            actions: body.actions,
            rules: body.rules,
            meta,
        })
    }

    pub fn to_wire(&self) -> wire::Wire {
        wire::to_wire(self)
    }
}

/// A game in progress together with the record that produced it.
#[derive(Debug, Clone)]
pub struct Match<G: Game> {
    pub state: G,
    pub seed: Seed,
    pub actions: Vec<(Seat, G::Action)>,
    pub meta: Option<Raw>,
    /// Per seat, how far back undo may go: the last action that showed that seat something
    /// hidden (see `Game::reveals`).
    pub undo_floor: Vec<usize>,
}

impl<G: Game> Match<G> {
    pub fn new(config: G::Config, seed: impl Into<Seed>) -> Result<Self, RuleError> {
        let seed = seed.into();
        check_seed(&seed)?;
        G::validate(&config)?;
        Ok(Match {
            state: G::new(&config, seed)?,
            seed,
            actions: Vec::new(),
            meta: None,
            undo_floor: Vec::new(),
        })
    }

    pub fn apply(&mut self, seat: Seat, action: G::Action) -> Result<Vec<G::Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// The same, adding what happened to `events` (a simulation passes one list for the game).
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: G::Action,
        events: &mut Vec<G::Event>,
    ) -> Result<(), RuleError> {
        self.play(seat, action, events, false)
    }

    /// `apply_into`; `listed` says the state's `legal_actions_into` has just listed the action
    /// for `seat` (`Game::apply_listed_into`: random games).
    pub(crate) fn play(
        &mut self,
        seat: Seat,
        action: G::Action,
        events: &mut Vec<G::Event>,
        listed: bool,
    ) -> Result<(), RuleError> {
        let start = events.len();
        if listed {
            self.state.apply_listed_into(seat, &action, events)?;
        } else {
            self.state.apply_into(seat, &action, events)?;
        }
        self.actions.push((seat, action));
        let n = self.state.num_seats();
        self.undo_floor.resize(n, 0);
        for (viewer, floor) in self.undo_floor.iter_mut().enumerate() {
            if events[start..].iter().any(|e| G::reveals(e, viewer)) {
                *floor = self.actions.len();
            }
        }
        Ok(())
    }

    pub fn record(&self) -> MatchRecord {
        MatchRecord {
            format: format_of(&self.seed),
            game: G::ID.to_string(),
            config: wire::raw(self.state.config()),
            seed: self.seed,
            actions: self
                .actions
                .iter()
                .map(|(s, a)| (*s, wire::raw(a)))
                .collect(),
            rules: (G::RULES > 1).then_some(G::RULES),
            meta: self.meta.clone(),
        }
    }

    /// Replays a record; any bad step is reported with its position and nothing is returned.
    pub fn replay(record: &MatchRecord) -> Result<Self, RuleError> {
        if record.game != G::ID {
            return Err(RuleError::new(
                "record_wrong_game",
                format!(
                    "This match record is for '{}', not '{}'.",
                    record.game,
                    G::ID
                ),
            ));
        }
        let rules = record.rules.unwrap_or(1);
        if rules != G::RULES {
            return Err(RuleError::new(
                "record_outdated",
                format!(
                    "This match record follows edition {rules} of the rules of '{}'; this version of Clubhouse plays edition {}.",
                    G::ID,
                    G::RULES
                ),
            ));
        }
        let config: G::Config = wire::read_raw(&record.config).map_err(|e| {
            RuleError::new(
                "bad_config",
                format!("The match record's settings are not valid: {e}"),
            )
        })?;
        let mut m = Match::new(config, record.seed)?;
        m.meta = record.meta.clone();
        let mut events = Vec::new();
        for (i, (seat, action)) in record.actions.iter().enumerate() {
            let action: G::Action = wire::read_raw(action).map_err(|_| {
                RuleError::new(
                    "record_bad_action",
                    format!(
                        "Move {} of the match record is not a move of this game.",
                        i + 1
                    ),
                )
            })?;
            events.clear();
            m.apply_into(*seat, action, &mut events).map_err(|e| {
                RuleError::new(
                    "record_illegal_action",
                    format!(
                        "Move {} of the match record is not legal: {}",
                        i + 1,
                        e.message
                    ),
                )
            })?;
        }
        Ok(m)
    }

    /// The fewest actions undo may rewind `seat` to.
    pub fn undo_floor(&self, seat: Seat) -> usize {
        self.undo_floor.get(seat).copied().unwrap_or(0)
    }

    pub fn state_hash(&self) -> String {
        super::hash::state_hash(&self.state)
    }
}
