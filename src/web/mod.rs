//! The thin wasm-bindgen layer: a `GameSession` handle owning the game in wasm memory. Values
//! cross as JS values (`core::wire`): settings, moves and records come in as the page holds
//! them, views, scenes and events go out as plain objects. Errors are thrown as JS `Error`s with
//! a stable `code` property. This layer knows no game: a game's own exports (18 Holes' cards and
//! course tools) are in a file of its own beside it.

use crate::core::bot::BotSpec;
use crate::core::game::RuleError;
use crate::core::record::MAX_SEED;
use crate::core::rng::Seed;
use crate::core::wire;
use crate::registry;
use crate::session::AnySession;
use wasm_bindgen::prelude::*;

#[cfg(feature = "holes18")]
pub mod holes18;

pub(crate) fn js_error(e: RuleError) -> JsValue {
    // The shipped modules carry no fixed words (the page words the code), so the code stands
    // in for them in a log.
    let error = js_sys::Error::new(if e.message.is_empty() {
        e.code
    } else {
        &e.message
    });
    let _ = js_sys::Reflect::set(
        &error,
        &JsValue::from_str("code"),
        &JsValue::from_str(e.code),
    );
    // A refusal written for one case: its particulars, as the page's words name them.
    #[cfg(feature = "particulars")]
    if let Some(args) = e.args {
        let _ = js_sys::Reflect::set(&error, &JsValue::from_str("args"), &wire::to_wire(&*args));
    }
    error.into()
}

/// Seats cross the boundary as `i32` in every call: -1 is a spectator (views, scenes).
fn seat_arg(seat: i32) -> Option<usize> {
    usize::try_from(seat).ok()
}

/// The viewer -2 in `view` and `scene`: every card shown (`Game::revealed_view`), for the
/// review of a finished match record the page holds itself; never for a match in play.
pub const REVEALED: i32 = -2;

fn no_seat() -> JsValue {
    js_error(RuleError::new("bad_seat", "No such seat."))
}

/// A fresh seed from the platform's secure random source (the browser's crypto.getRandomValues).
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn fresh_seed() -> Result<u64, JsValue> {
    getrandom::u64().map(|n| n & MAX_SEED).map_err(|_| {
        js_error(RuleError::new(
            "no_random",
            "This browser gave no random numbers to shuffle with.",
        ))
    })
}

/// Natively (the web tests' host build) there is no browser: a seed must be given.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn fresh_seed() -> Result<u64, JsValue> {
    Err(js_error(RuleError::new(
        "bad_seed",
        "A seed is needed here.",
    )))
}

#[wasm_bindgen]
pub struct GameSession {
    inner: Box<dyn AnySession>,
}

#[wasm_bindgen]
impl GameSession {
    /// A new game: `game` id, its settings (an object), seed: a whole number from 0 to 2^53-1
    /// or a 256-bit key as 64 lowercase hexadecimal digits (an online room's). Without a seed
    /// the engine draws a number from the browser's secure random source; it is kept in the
    /// match record either way.
    pub fn create(game: &str, config: JsValue, seed: JsValue) -> Result<GameSession, JsValue> {
        let seed = if seed.is_undefined() || seed.is_null() {
            fresh_seed()?.into()
        } else {
            Seed::read(&seed).ok_or_else(|| {
                js_error(RuleError::new(
                    "bad_seed",
                    "The seed must be a whole number from 0 to 2^53-1, or 64 lowercase hexadecimal digits.",
                ))
            })?
        };
        registry::new_session(game, &config, seed)
            .map(|inner| GameSession { inner })
            .map_err(js_error)
    }

    /// A game rebuilt from a match record (the parsed record, an object).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: JsValue) -> Result<GameSession, JsValue> {
        registry::session_from_record(&record)
            .map(|inner| GameSession { inner })
            .map_err(js_error)
    }

    pub fn game(&self) -> String {
        self.inner.game_id().to_string()
    }

    pub fn seats(&self) -> usize {
        self.inner.num_seats()
    }

    /// The seats that may act now.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> JsValue {
        wire::to_wire(&self.inner.to_move())
    }

    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// The totals, a seat's at its index.
    pub fn scores(&self) -> JsValue {
        wire::to_wire(&self.inner.scores())
    }

    /// The seats that win if the game ended now (the result once it is over), by the game's own
    /// rules; empty when nobody wins (a solo player who missed).
    pub fn winners(&self) -> JsValue {
        wire::to_wire(&self.inner.winners())
    }

    /// What `seat` knows; -1 for a spectator; -2 (`REVEALED`) every card shown, for the review
    /// of a finished match record held here (never a match in play: it shows what is secret).
    pub fn view(&self, seat: i32) -> JsValue {
        if seat == REVEALED {
            return self.inner.revealed_view_json();
        }
        self.inner.view_json(seat_arg(seat))
    }

    /// What `seat`'s device is sent after a move in online play: `{version, seat, view,
    /// events}`, its view and the last move's events, versioned by the action count; -1 (or a
    /// seat past the table) is a spectator's. Only in modules built with the `host` feature.
    #[cfg(feature = "host")]
    pub fn packet(&self, seat: i32) -> JsValue {
        self.inner.packet_json(seat_arg(seat))
    }

    /// `seat`'s legal actions.
    #[cfg(feature = "inspect")]
    pub fn legal(&self, seat: i32) -> JsValue {
        seat_arg(seat)
            .map(|s| self.inner.legal_json(s))
            .unwrap_or_else(|| js_sys::Array::new().into())
    }

    /// Applies an action for `seat`; returns the events, or throws and changes nothing.
    pub fn act(&mut self, seat: i32, action: JsValue) -> Result<JsValue, JsValue> {
        let seat = seat_arg(seat).ok_or_else(no_seat)?;
        self.inner.act_json(seat, &action).map_err(js_error)
    }

    /// The move a bot at `level` ("easy", "normal", "hard", "random", "greedy", "search") would make.
    #[wasm_bindgen(js_name = botAction)]
    pub fn bot_action(&self, seat: i32, level: &str) -> Result<JsValue, JsValue> {
        let seat = seat_arg(seat).ok_or_else(no_seat)?;
        let spec = BotSpec::level(level).ok_or_else(|| {
            js_error(RuleError::new(
                "bad_bot",
                format!("There is no bot level '{level}'."),
            ))
        })?;
        self.inner.bot_action_json(seat, spec).map_err(js_error)
    }

    /// A hint for `seat` on its turn: the hard bot's move from that seat's view and why
    /// (`{action, compared, playouts, outlook, next_best, figures: [[name, thousandths]...]}`).
    pub fn hint(&self, seat: i32) -> Result<JsValue, JsValue> {
        let seat = seat_arg(seat).ok_or_else(no_seat)?;
        self.inner.hint_json(seat).map_err(js_error)
    }

    /// The table as `seat` sees it (a scene); `animate` shows how the last action moved cards.
    /// -1 is a spectator's; -2 (`REVEALED`) every card shown, for a finished record's review.
    pub fn scene(&self, seat: i32, width: f64, height: f64, animate: bool) -> JsValue {
        if seat == REVEALED {
            return self.inner.revealed_scene_json(width, height, animate);
        }
        self.inner
            .scene_json(seat_arg(seat), width, height, animate)
    }

    /// A review's judgement of `seat`'s move `action` here, from that seat's view only, with a
    /// search of `iterations` playouts (1 to 20,000; the hard bot's is 1,200, and with it `best`
    /// is `hint(seat).action`): `{best, same, best_value, chosen_value, figures_best,
    /// figures_chosen, compared, choices}` (`Judgement`). Throws, changing nothing, for a seat
    /// not to move (`no_move`), what is not a move (`bad_action`), a move the rules refuse (the
    /// code `act` would throw) or a budget out of range (`bad_budget`).
    pub fn judge(&self, seat: i32, action: JsValue, iterations: u32) -> Result<JsValue, JsValue> {
        let seat = seat_arg(seat).ok_or_else(no_seat)?;
        self.inner
            .judge_json(seat, &action, iterations)
            .map_err(js_error)
    }

    /// How `seat`'s prospects look from its own view, in percent (0 to 100), from `playouts`
    /// rule-of-thumb playouts (1 to 5,000): any seat, whoever is to move, over or not. Throws
    /// for a seat not at the table (`bad_seat`) or a budget out of range (`bad_budget`).
    pub fn outlook(&self, seat: i32, playouts: u32) -> Result<u8, JsValue> {
        let seat = seat_arg(seat).ok_or_else(no_seat)?;
        self.inner.outlook(seat, playouts).map_err(js_error)
    }

    /// The match record (an object; the page stores it as JSON text).
    pub fn record(&self) -> JsValue {
        self.inner.record().to_wire()
    }

    /// Page facts stored in the record (names, bot levels): any JSON value.
    #[wasm_bindgen(js_name = setMeta)]
    pub fn set_meta(&mut self, meta: JsValue) -> Result<(), JsValue> {
        self.inner.set_meta(&meta).map_err(js_error)
    }

    #[cfg(feature = "inspect")]
    #[wasm_bindgen(js_name = stateHash)]
    pub fn state_hash(&self) -> String {
        self.inner.state_hash()
    }

    #[wasm_bindgen(js_name = actionCount)]
    pub fn action_count(&self) -> usize {
        self.inner.action_count()
    }

    /// The fewest actions undo may rewind `seat` to: later moves showed them nothing hidden.
    #[wasm_bindgen(js_name = undoFloor)]
    pub fn undo_floor(&self, seat: i32) -> usize {
        // A spectator (-1) may rewind nothing.
        seat_arg(seat).map_or(self.inner.action_count(), |s| self.inner.undo_floor(s))
    }

    /// Rewinds to the first `count` actions (undo for `seat`); refused below its undo floor.
    pub fn truncate(&mut self, count: usize, seat: i32) -> Result<(), JsValue> {
        let seat = seat_arg(seat).ok_or_else(no_seat)?;
        self.inner.truncate(count, seat).map_err(js_error)
    }
}

/// A table drawn from a seat's view alone (and the step's events, `[]` for none), as the
/// session holding the match would draw it: for a tab that holds no match. Only in modules
/// built with the `guest` feature.
#[cfg(feature = "guest")]
#[wasm_bindgen(js_name = layoutView)]
pub fn layout_view(
    game: &str,
    view: JsValue,
    events: JsValue,
    width: f64,
    height: f64,
) -> Result<JsValue, JsValue> {
    registry::layout(game, &view, &events, width, height).map_err(js_error)
}

/// The games in this build.
#[cfg(feature = "inspect")]
#[wasm_bindgen]
pub fn catalog() -> JsValue {
    wire::to_wire(&registry::catalog())
}

/// Bots against bots (the in-browser benchmark): `bots` is a JSON list of levels or kinds, one per
/// seat. Returns the JSON summary. Only in modules built with the `bench` feature.
#[cfg(feature = "bench")]
#[wasm_bindgen]
pub fn simulate(
    game: &str,
    config: &str,
    bots: &str,
    games: usize,
    seed: f64,
) -> Result<String, JsValue> {
    let names: Vec<String> = wire::from_text(bots).map_err(|_| {
        js_error(RuleError::new(
            "bad_bots",
            "List the bots as JSON, e.g. [\"random\",\"normal\"].",
        ))
    })?;
    let specs = names
        .iter()
        .map(|n| {
            BotSpec::level(n).ok_or_else(|| {
                js_error(RuleError::new(
                    "bad_bot",
                    format!("There is no bot level '{n}'."),
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    registry::simulate(game, config, &specs, games, seed.max(0.0) as u64)
        .map(|s| wire::to_text(&s))
        .map_err(js_error)
}
