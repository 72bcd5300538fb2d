//! Game-agnostic sessions for the page and the CLI: every game behind one object-safe interface
//! that speaks JSON, so the wasm boundary and the tools need no per-game code.

use crate::core::bot::{self, BotSpec, Heuristics};
use crate::core::game::{Game, RuleError, Seat};
use crate::core::record::{Match, MatchRecord};
use crate::scene::Scene;
use serde::Serialize;

/// A game that can draw itself: a view (plus the events just applied, for animation) becomes a
/// scene of the given size.
pub trait Drawable: Game {
    fn scene(view: &Self::View, events: &[Self::Event], width: f64, height: f64) -> Scene;
}

/// Everything the page and the CLI need from a game in progress.
pub trait AnySession {
    fn game_id(&self) -> &'static str;
    fn num_seats(&self) -> usize;
    fn to_move(&self) -> Vec<Seat>;
    fn is_over(&self) -> bool;
    fn scores(&self) -> Vec<i32>;
    fn view_json(&self, seat: Option<Seat>) -> String;
    fn legal_json(&self, seat: Seat) -> String;
    /// Applies a JSON action; returns the events as JSON. On error nothing changes.
    fn act_json(&mut self, seat: Seat, action: &str) -> Result<String, RuleError>;
    /// The action a bot would take for `seat`, decided from that seat's view only.
    fn bot_action_json(&self, seat: Seat, spec: BotSpec) -> Result<String, RuleError>;
    /// Draws the table as `seat` sees it; with `animate`, cards move as the last action moved them.
    fn scene_json(&self, seat: Option<Seat>, width: f64, height: f64, animate: bool) -> String;
    fn record(&self) -> MatchRecord;
    /// Page facts kept in the record (names, bot levels): any JSON text.
    fn set_meta(&mut self, meta: &str) -> Result<(), RuleError>;
    fn state_hash(&self) -> String;
    fn action_count(&self) -> usize;
    /// The fewest actions undo may rewind `seat` to (nothing hidden from them came to light
    /// after it).
    fn undo_floor(&self, seat: Seat) -> usize;
    /// Rewinds to the first `count` actions by replaying the record (undo for `seat`);
    /// refused, changing nothing, below that seat's undo floor.
    fn truncate(&mut self, count: usize, seat: Seat) -> Result<(), RuleError>;
}

struct Session<G: Game> {
    m: Match<G>,
    /// What the last action did, kept for the next scene's animation (the page never sends
    /// events back, so the wasm needs no code to read them).
    last_events: Vec<G::Event>,
}

fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".to_string())
}

impl<G: Heuristics + Drawable> AnySession for Session<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn num_seats(&self) -> usize {
        self.m.state.num_seats()
    }
    fn to_move(&self) -> Vec<Seat> {
        self.m.state.to_move()
    }
    fn is_over(&self) -> bool {
        self.m.state.is_over()
    }
    fn scores(&self) -> Vec<i32> {
        self.m.state.scores()
    }
    fn view_json(&self, seat: Option<Seat>) -> String {
        to_json(&self.m.state.view(seat.filter(|s| *s < self.num_seats())))
    }
    fn legal_json(&self, seat: Seat) -> String {
        to_json(&self.m.state.legal_actions(seat))
    }
    fn act_json(&mut self, seat: Seat, action: &str) -> Result<String, RuleError> {
        let action: G::Action = serde_json::from_str(action).map_err(|_| {
            RuleError::new(
                "bad_action",
                format!("'{action}' is not a move in this game."),
            )
        })?;
        let events = self.m.apply(seat, action)?;
        let json = to_json(&events);
        self.last_events = events;
        Ok(json)
    }
    fn bot_action_json(&self, seat: Seat, spec: BotSpec) -> Result<String, RuleError> {
        let legal = self.m.state.legal_actions(seat);
        let view = self.m.state.view(Some(seat));
        let mut rng = bot::decision_rng(self.m.seed, self.m.actions.len(), seat);
        bot::choose::<G>(spec, &view, seat, &legal, &mut rng)
            .map(|a| to_json(&a))
            .ok_or_else(|| {
                RuleError::new("no_move", format!("Seat {seat} has no move to make now."))
            })
    }
    fn scene_json(&self, seat: Option<Seat>, width: f64, height: f64, animate: bool) -> String {
        let view = self.m.state.view(seat.filter(|s| *s < self.num_seats()));
        let events: &[G::Event] = if animate { &self.last_events } else { &[] };
        to_json(&G::scene(
            &view,
            events,
            width.clamp(200.0, 4000.0),
            height.clamp(200.0, 4000.0),
        ))
    }
    fn record(&self) -> MatchRecord {
        self.m.record()
    }
    fn set_meta(&mut self, meta: &str) -> Result<(), RuleError> {
        let meta = serde_json::from_str(meta)
            .map_err(|_| RuleError::new("bad_meta", "The match details are not valid JSON."))?;
        self.m.meta = Some(meta);
        Ok(())
    }
    fn state_hash(&self) -> String {
        self.m.state_hash()
    }
    fn action_count(&self) -> usize {
        self.m.actions.len()
    }
    fn undo_floor(&self, seat: Seat) -> usize {
        self.m.undo_floor(seat)
    }
    fn truncate(&mut self, count: usize, seat: Seat) -> Result<(), RuleError> {
        if count < self.m.undo_floor(seat) {
            return Err(RuleError::new(
                "undo_hidden",
                "That cannot be taken back: a card or die has been seen since.",
            ));
        }
        let mut record = self.m.record();
        record.actions.truncate(count);
        self.m = Match::replay(&record)?;
        self.last_events.clear();
        Ok(())
    }
}

/// The games this build can play, with their player counts.
#[derive(Debug, Clone, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    pub playable: bool,
    /// Hot-seat play needs a pass-the-device screen between people (some choice is secret).
    pub privacy: bool,
}

/// The games of this build (every game natively; one game in each wasm module).
pub fn catalog() -> Vec<GameInfo> {
    let info = |id, min_players, max_players, playable, privacy| GameInfo {
        id,
        min_players,
        max_players,
        playable,
        privacy,
    };
    // Neither card game has a secret choice: face-down cards are unknown to their owner too, a
    // drawn Beck card is played face up at once, and a Golfie choice changes only its own grid.
    Vec::from([
        #[cfg(feature = "beck")]
        info(
            "beck",
            crate::games::beck::rules::MIN_PLAYERS,
            crate::games::beck::rules::MAX_PLAYERS,
            true,
            false,
        ),
        #[cfg(feature = "golfie")]
        info(
            "golfie",
            1,
            crate::games::golfie::rules::MAX_PLAYERS,
            true,
            false,
        ),
        // GREEN: each hand of clubs is secret.
        #[cfg(feature = "green")]
        info(
            "green",
            crate::games::green::rules::MIN_PLAYERS,
            crate::games::green::rules::MAX_PLAYERS,
            true,
            true,
        ),
        // 18 Holes: club selections are secret until everyone has chosen.
        #[cfg(feature = "holes18")]
        info(
            "holes18",
            crate::games::holes18::rules::MIN_PLAYERS,
            crate::games::holes18::rules::MAX_PLAYERS,
            true,
            true,
        ),
    ])
}

/// The error for a game id this build does not have.
pub fn unknown_game(id: &str) -> RuleError {
    RuleError::new(
        "unknown_game",
        format!("There is no game called '{id}' in Clubhouse (yet)."),
    )
}

/// A new game of a type the caller names (`new_session` picks it from an id).
pub fn typed_session<G: Heuristics + Drawable + 'static>(
    config: &str,
    seed: u64,
) -> Result<Box<dyn AnySession>, RuleError> {
    let config: G::Config = serde_json::from_str(config).map_err(|e| {
        RuleError::new(
            "bad_config",
            format!("These game settings are not valid: {e}"),
        )
    })?;
    Ok(Box::new(Session {
        m: Match::<G>::new(config, seed)?,
        last_events: Vec::new(),
    }))
}

/// A game of a type the caller names, rebuilt from its record.
pub fn replayed_session<G: Heuristics + Drawable + 'static>(
    record: &MatchRecord,
) -> Result<Box<dyn AnySession>, RuleError> {
    Ok(Box::new(Session {
        m: Match::<G>::replay(record)?,
        last_events: Vec::new(),
    }))
}

// A game's arms here are behind its feature: a build without it answers `unknown_game`.

/// Starts a new game from its id, a JSON config and a seed.
pub fn new_session(game: &str, config: &str, seed: u64) -> Result<Box<dyn AnySession>, RuleError> {
    match game {
        #[cfg(feature = "beck")]
        "beck" => typed_session::<crate::games::beck::Beck>(config, seed),
        #[cfg(feature = "golfie")]
        "golfie" => typed_session::<crate::games::golfie::Golfie>(config, seed),
        #[cfg(feature = "green")]
        "green" => typed_session::<crate::games::green::Green>(config, seed),
        #[cfg(feature = "holes18")]
        "holes18" => typed_session::<crate::games::holes18::Holes18>(config, seed),
        other => {
            let _ = (config, seed); // no arm reads them in a build with no playable game
            Err(unknown_game(other))
        }
    }
}

/// Rebuilds a game from a match record (a save, a share link, a replay file).
pub fn session_from_record(text: &str) -> Result<Box<dyn AnySession>, RuleError> {
    let record = MatchRecord::parse(text)?;
    match record.game.as_str() {
        #[cfg(feature = "beck")]
        "beck" => replayed_session::<crate::games::beck::Beck>(&record),
        #[cfg(feature = "golfie")]
        "golfie" => replayed_session::<crate::games::golfie::Golfie>(&record),
        #[cfg(feature = "green")]
        "green" => replayed_session::<crate::games::green::Green>(&record),
        #[cfg(feature = "holes18")]
        "holes18" => replayed_session::<crate::games::holes18::Holes18>(&record),
        other => Err(unknown_game(other)),
    }
}
