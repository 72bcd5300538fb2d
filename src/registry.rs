//! The suite's one list of games: each game's entry points (a new session, a replay, bots
//! against bots, its catalog entry) registered once, and what is reached through it by a game's
//! id. The running session (`crate::session`) and the simulations (`crate::sim`) know no game
//! and no list; this module ties them to the games.

use crate::core::bot::Heuristics;
use crate::core::catalog::GameInfo;
use crate::core::game::RuleError;
use crate::core::record::MatchRecord;
use crate::core::rng::Seed;
#[cfg(any(feature = "guest", not(target_arch = "wasm32")))]
use crate::core::wire::Wire;
use crate::core::wire::WireIn;
use crate::scene::Drawable;
use crate::session::{replayed_session, typed_session, SessionResult};
#[cfg(any(feature = "bench", not(target_arch = "wasm32")))]
use crate::{
    core::bot::BotSpec,
    sim::{self, SimSummary},
};

/// One game's entry points: what the page, the CLI and the catalog reach it by.
pub struct Registered {
    pub id: &'static str,
    /// Its catalog entry: for the catalog tool, the tests and `inspect` builds; a shipped module
    /// never lists games (the page reads catalog.js), so it leaves the entry's code out.
    #[cfg(any(feature = "inspect", not(target_arch = "wasm32")))]
    pub info: fn() -> GameInfo,
    new: fn(&WireIn, Seed) -> SessionResult,
    replay: fn(&MatchRecord) -> SessionResult,
    /// Draws a seat's view read back from the wire, holding no match (`scene::layout`).
    #[cfg(any(feature = "guest", not(target_arch = "wasm32")))]
    pub layout: fn(&WireIn, &WireIn, f64, f64) -> Result<Wire, RuleError>,
    /// Bots against bots; the shipped wasm modules leave it out (the `bench` feature keeps it).
    #[cfg(any(feature = "bench", not(target_arch = "wasm32")))]
    pub simulate: fn(&str, &[BotSpec], usize, u64) -> Result<SimSummary, RuleError>,
    /// What the tests ask of the game in its own types (a typed replay, reading and writing its
    /// values through the wire), so they loop over this list: native and `inspect` builds only,
    /// a shipped module leaves the tests' code out.
    #[cfg(any(feature = "inspect", not(target_arch = "wasm32")))]
    pub tests: crate::testkit::hooks::GameTests,
    /// Declares the game's shapes for the page's TypeScript (`engine_types`): the library's own
    /// tests only.
    #[cfg(all(test, not(target_arch = "wasm32")))]
    pub(crate) page_types: fn(&mut crate::engine_types::Declarations),
}

/// What the page's TypeScript export asks of a game: in the library's tests, that its shapes
/// derive their declarations (`engine_types`); nothing in any other build.
#[cfg(all(test, not(target_arch = "wasm32")))]
use crate::engine_types::PageTypes;
#[cfg(not(all(test, not(target_arch = "wasm32"))))]
trait PageTypes {}
#[cfg(not(all(test, not(target_arch = "wasm32"))))]
impl<G> PageTypes for G {}

#[allow(dead_code)] // a build with no game registers none
const fn register<G: Heuristics + Drawable + PageTypes + 'static>(
    info: fn() -> GameInfo,
) -> Registered {
    #[cfg(not(any(feature = "inspect", not(target_arch = "wasm32"))))]
    let _ = info;
    Registered {
        id: G::ID,
        #[cfg(any(feature = "inspect", not(target_arch = "wasm32")))]
        info,
        new: typed_session::<G>,
        replay: replayed_session::<G>,
        #[cfg(any(feature = "guest", not(target_arch = "wasm32")))]
        layout: crate::scene::layout::<G>,
        #[cfg(any(feature = "bench", not(target_arch = "wasm32")))]
        simulate: sim::simulate_json::<G>,
        #[cfg(any(feature = "inspect", not(target_arch = "wasm32")))]
        tests: crate::testkit::hooks::game_tests::<G>(),
        #[cfg(all(test, not(target_arch = "wasm32")))]
        page_types: <G as PageTypes>::declare,
    }
}

/// The games of this build, the suite's one list: every game natively, one game in each wasm
/// module (a game's line is behind its feature). Adding a game is a line here.
pub const GAMES: &[Registered] = &[
    #[cfg(feature = "beck")]
    register::<crate::games::beck::Beck>(crate::games::beck::info),
    #[cfg(feature = "golfie")]
    register::<crate::games::golfie::Golfie>(crate::games::golfie::info),
    #[cfg(feature = "green")]
    register::<crate::games::green::Green>(crate::games::green::info),
    #[cfg(feature = "holes18")]
    register::<crate::games::holes18::Holes18>(crate::games::holes18::info),
];

/// The registered game `id`, or the error a player reads for a game this build does not have.
pub fn registered(id: &str) -> Result<&'static Registered, RuleError> {
    GAMES
        .iter()
        .find(|g| g.id == id)
        .ok_or_else(|| unknown_game(id))
}

/// The catalog of this build's games (the page mirrors it in `catalog.js`).
#[cfg(any(feature = "inspect", not(target_arch = "wasm32")))]
pub fn catalog() -> Vec<GameInfo> {
    GAMES.iter().map(|g| (g.info)()).collect()
}

/// Where the page keeps the catalog (`catalog_js`), from the crate's root.
#[cfg(not(target_arch = "wasm32"))]
pub const CATALOG_FILE: &str = "www/js/catalog.js";

/// The page's catalog file: this build's catalog as a JS module, one game a line with its fields
/// in the engine's order. The page's home and setup screens read it without loading an engine;
/// `scripts/build.sh` writes it (the `catalog` tool) and `tests/integration/catalog.rs` fails when
/// it is stale.
#[cfg(not(target_arch = "wasm32"))]
pub fn catalog_js() -> String {
    let games: Vec<String> = catalog()
        .iter()
        .map(|g| format!("  {}", crate::core::wire::to_text(g)))
        .collect();
    format!(
        "// @ts-check\n\
         // The games of the suite, so the home and setup screens show without loading any engine: who\n\
         // may play, which choices are secret, and each game's modes, courses and golfers. Written by\n\
         // scripts/build.sh from the engine's registry (src/registry.rs); never edit it by hand.\n\
         export const CATALOG = [\n{}\n];\n\n\
         /**\n \
         * The rules' fixed numbers of game `id` (a bonus, a limit, what a claim is worth): the page\n \
         * words them and never restates them.\n \
         * @returns {{Record<string, number>}}\n \
         */\n\
         export const ruleNumbers = (/** @type {{string}} */ id) =>\n  \
         /** @type {{Record<string, number>}} */ (CATALOG.find((g) => g.id === id)?.numbers ?? {{}});\n",
        games.join(",\n")
    )
}

/// The error for a game id this build does not have.
pub fn unknown_game(id: &str) -> RuleError {
    RuleError::new(
        "unknown_game",
        format!("There is no game called '{id}' in Clubhouse (yet)."),
    )
}

/// Starts a new game from its id, its settings and a seed.
pub fn new_session(game: &str, config: &WireIn, seed: impl Into<Seed>) -> SessionResult {
    (registered(game)?.new)(config, seed.into())
}

/// Rebuilds a game from a match record (a save, a share link, a replay file).
pub fn session_from_record(record: &WireIn) -> SessionResult {
    let record = MatchRecord::parse(record)?;
    (registered(&record.game)?.replay)(&record)
}

/// The review of a whole match record (`session::verdict_of`, whose steps the page's review
/// follows call for call): every move judged with a search of `iterations` playouts (when its
/// seat had a choice) and every seat's outlook before it from `playouts` playouts. Refused like
/// a replay for a record that does not replay, and for a budget out of range (`bad_budget`).
pub fn verdict(
    record: &MatchRecord,
    iterations: u32,
    playouts: u32,
) -> Result<Vec<crate::session::Verdict>, RuleError> {
    let game = registered(&record.game)?;
    // Its settings and seed, no move made: the page's `fromRecord({...record, actions: []})`.
    let mut start = record.clone();
    start.actions.clear();
    let mut session = (game.replay)(&start)?;
    // Every move must replay, as a record's must, before any is judged.
    (game.replay)(record)?;
    crate::session::verdict_of(session.as_mut(), &record.actions, iterations, playouts)
}

/// Lays out game `game`'s view (with the step's events) as its session would draw it, from
/// the view alone: the table of a tab that was sent a seat's view and holds no match.
#[cfg(any(feature = "guest", not(target_arch = "wasm32")))]
pub fn layout(
    game: &str,
    view: &WireIn,
    events: &WireIn,
    width: f64,
    height: f64,
) -> Result<Wire, RuleError> {
    (registered(game)?.layout)(view, events, width, height)
}

/// The same, for a game named by id (one of this build's games).
#[cfg(any(feature = "bench", not(target_arch = "wasm32")))]
pub fn simulate(
    game: &str,
    config: &str,
    bots: &[BotSpec],
    games: usize,
    seed: u64,
) -> Result<SimSummary, RuleError> {
    (registered(game)?.simulate)(config, bots, games, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bot::BotSpec;

    /// The hint is the hard bot's move for the seat to move, from its own view; any other seat
    /// gets a refusal, never a panic.
    #[test]
    fn a_hint_is_the_hard_bots_move_for_the_seat_to_move_only() {
        for game in GAMES.iter().map(|g| g.id) {
            let mut s = new_session(game, r#"{"players": 2, "rounds": 1}"#, 4).unwrap();
            for _ in 0..6 {
                let Some(&seat) = s.to_move().first() else {
                    break;
                };
                let hint: serde_json::Value =
                    serde_json::from_str(&s.hint_json(seat).unwrap()).unwrap();
                let hard = s
                    .bot_action_json(seat, BotSpec::level("hard").unwrap())
                    .unwrap();
                assert_eq!(hint["action"].to_string(), hard, "{game}");
                assert!(hint["figures"].is_array(), "{game}");
                for other in [seat + 1, 7] {
                    if !s.to_move().contains(&other) {
                        assert_eq!(s.hint_json(other).unwrap_err().code, "no_move", "{game}");
                    }
                }
                s.act_json(seat, &hard).unwrap();
            }
        }
    }

    /// A review judges the hard bot's own move (the hint's) the best, with equal values and
    /// figures (the hint's), and at the hard budget the best move it names is the hint's; a
    /// move other than the hint's names the same best move and is not the same.
    #[test]
    fn judging_the_hint_finds_it_the_best_with_equal_values_and_the_hints_figures() {
        use crate::core::bot::HARD_ITERATIONS;
        use serde_json::Value;
        for game in GAMES.iter().map(|g| g.id) {
            let mut s = new_session(game, r#"{"players": 2, "rounds": 1}"#, 5).unwrap();
            let mut judged = 0;
            while judged < 3 && !s.is_over() {
                let seat = s.to_move()[0];
                let at = format!("{game} move {}", s.action_count());
                let hint: Value = serde_json::from_str(&s.hint_json(seat).unwrap()).unwrap();
                let action = hint["action"].to_string();
                let j = s.judge_json(seat, &action, HARD_ITERATIONS).unwrap();
                let j: Value = serde_json::from_str(&j).unwrap();
                assert_eq!(j["best"], hint["action"], "{at}: the hint's move");
                assert_eq!(j["same"], true, "{at}");
                assert_eq!(j["best_value"], j["chosen_value"], "{at}");
                assert!(j["best_value"].as_u64().unwrap() <= 100, "{at}");
                assert_eq!(j["figures_best"], hint["figures"], "{at}");
                assert_eq!(j["figures_chosen"], hint["figures"], "{at}");
                let legal: Vec<Value> = serde_json::from_str(&s.legal_json(seat)).unwrap();
                assert_eq!(j["choices"], legal.len(), "{at}");
                if legal.len() > 1 {
                    judged += 1;
                    assert_eq!(j["compared"], hint["compared"], "{at}");
                    let other = legal.iter().find(|a| **a != hint["action"]).unwrap();
                    let o = s.judge_json(seat, &other.to_string(), HARD_ITERATIONS);
                    let o: Value = serde_json::from_str(&o.unwrap()).unwrap();
                    assert_eq!(o["best"], hint["action"], "{at}: another move");
                    assert_eq!(o["same"], false, "{at}");
                    assert_eq!(o["best_value"], j["best_value"], "{at}: the same worlds");
                    assert!(o["chosen_value"].as_u64().unwrap() <= 100, "{at}");
                }
                s.act_json(seat, &action).unwrap();
            }
            assert_eq!(judged, 3, "{game}: decisions with a choice");
        }
    }

    /// A judgement is refused, changing nothing, for a seat not to move, what is not a move of
    /// the game (`bad_action`), a move the rules refuse (with the code `act` gives it) and a
    /// budget out of range (`bad_budget`); never a panic. Moves tried: every move met in a
    /// random game so far and near misses of the legal ones.
    #[test]
    fn a_judgement_of_a_move_not_to_be_made_is_refused_and_changes_nothing() {
        use crate::core::bot::BotKind;
        use crate::testkit::hooks::near_misses;
        use serde_json::Value;
        let random = BotSpec {
            kind: BotKind::Random,
            iterations: 0,
        };
        for game in GAMES.iter().map(|g| g.id) {
            let mut s = new_session(game, r#"{"players": 2, "rounds": 1}"#, 6).unwrap();
            let mut met: Vec<Value> = Vec::new();
            let (mut refused, mut taken) = (0, 0);
            for step in 0..40 {
                if s.is_over() {
                    break;
                }
                let seat = s.to_move()[0];
                let legal: Vec<Value> = serde_json::from_str(&s.legal_json(seat)).unwrap();
                for a in &legal {
                    if !met.contains(a) {
                        met.push(a.clone());
                    }
                }
                if step % 4 == 0 {
                    let (hash, count) = (s.state_hash(), s.action_count());
                    let at = format!("{game} move {count}");
                    for other in [seat + 1, 2, 7] {
                        if !s.to_move().contains(&other) {
                            let e = s.judge_json(other, &legal[0].to_string(), 8).unwrap_err();
                            assert_eq!(e.code, "no_move", "{at}: seat {other}");
                        }
                    }
                    for bad in ["{", "", "null", "42", "[]", r#"{"nope": 1}"#, "\"fly\""] {
                        let e = s.judge_json(seat, bad, 8).unwrap_err();
                        assert_eq!(e.code, "bad_action", "{at}: {bad}");
                    }
                    for budget in [0, 20_001, u32::MAX] {
                        let e = s.judge_json(seat, &legal[0].to_string(), budget);
                        assert_eq!(e.unwrap_err().code, "bad_budget", "{at}: {budget}");
                    }
                    let tried = met
                        .iter()
                        .cloned()
                        .chain(legal.iter().flat_map(near_misses));
                    for action in tried.map(|a| a.to_string()) {
                        match s.judge_json(seat, &action, 4) {
                            Ok(_) => taken += 1,
                            Err(e) => {
                                refused += 1;
                                // `act` refuses it too, with the same code, changing nothing.
                                let act = s.act_json(seat, &action).unwrap_err();
                                assert_eq!(e.code, act.code, "{at}: {action}");
                            }
                        }
                    }
                    assert_eq!(s.state_hash(), hash, "{at}: a judgement changed the game");
                    assert_eq!(s.action_count(), count, "{at}");
                }
                let action = s.bot_action_json(seat, random).unwrap();
                s.act_json(seat, &action).unwrap();
            }
            assert!(
                refused > 0 && taken > 0,
                "{game}: {refused} refused, {taken} taken"
            );
        }
    }

    /// An outlook is a percent for any seat, whoever moves and once the game is over, the same
    /// when asked again; a seat not at the table and a budget out of range are refused.
    #[test]
    fn an_outlook_is_a_percent_for_every_seat_and_the_same_when_asked_again() {
        use crate::core::bot::BotKind;
        let greedy = BotSpec {
            kind: BotKind::Greedy,
            iterations: 0,
        };
        for game in GAMES.iter().map(|g| g.id) {
            let mut s = new_session(game, r#"{"players": 2, "rounds": 1}"#, 8).unwrap();
            let mut steps = 0;
            loop {
                if steps % 10 == 0 || s.is_over() {
                    for k in 0..2 {
                        let o = s.outlook(k, 24).unwrap();
                        assert!(o <= 100, "{game}");
                        assert_eq!(s.outlook(k, 24).unwrap(), o, "{game}: asked again");
                    }
                    assert_eq!(s.outlook(2, 24).unwrap_err().code, "bad_seat", "{game}");
                    for budget in [0, 5_001] {
                        let e = s.outlook(0, budget).unwrap_err();
                        assert_eq!(e.code, "bad_budget", "{game}");
                    }
                }
                if s.is_over() || steps == 400 {
                    break;
                }
                let seat = s.to_move()[0];
                let action = s.bot_action_json(seat, greedy).unwrap();
                s.act_json(seat, &action).unwrap();
                steps += 1;
            }
        }
    }

    /// The table with every card shown offers no move, draws face up at least every card a
    /// spectator sees face up, and is the table its view draws read back alone (the scene code
    /// draws what the view carries: nothing of its own).
    #[test]
    fn the_revealed_table_shows_what_a_spectator_sees_and_more_and_offers_no_move() {
        use crate::core::bot::BotKind;
        use serde_json::Value;
        let random = BotSpec {
            kind: BotKind::Random,
            iterations: 0,
        };
        // Cards drawn face up (a scene's `card` shapes with a face), and the hits.
        let faces = |scene: &Value| {
            let shapes = scene["shapes"].as_array().cloned().unwrap_or_default();
            let cards = shapes.iter().filter(|s| s.get("face").is_some());
            cards.filter(|s| !s["face"].is_null()).count()
        };
        for game in GAMES.iter().map(|g| g.id) {
            let mut s = new_session(game, r#"{"players": 3, "rounds": 1}"#, 9).unwrap();
            let mut events = "[]".to_string();
            let mut steps = 0;
            while !s.is_over() && steps < 120 {
                let revealed = s.revealed_scene_json(1200.0, 800.0, true);
                let view = s.revealed_view_json();
                assert_eq!(
                    layout(game, &view, &events, 1200.0, 800.0).unwrap(),
                    revealed
                );
                let revealed: Value = serde_json::from_str(&revealed).unwrap();
                let public: Value =
                    serde_json::from_str(&s.scene_json(None, 1200.0, 800.0, true)).unwrap();
                assert!(faces(&revealed) >= faces(&public), "{game} step {steps}");
                let hits = revealed["hits"].as_array().map_or(0, Vec::len);
                let moves = revealed["moves"].as_array().map_or(0, Vec::len);
                assert_eq!(
                    hits + moves,
                    0,
                    "{game} step {steps}: a move on the revealed table"
                );
                let seat = s.to_move()[0];
                let action = s.bot_action_json(seat, random).unwrap();
                events = s.act_json(seat, &action).unwrap();
                steps += 1;
            }
        }
    }

    /// One way of drawing: a seat's view (and the step's events) sent as the wire carries it
    /// and read back draws the very table the session draws, for every seat and a spectator,
    /// step by step through random games of every game; so does the packet a remote seat is
    /// sent (a seat past the table is sent a spectator's).
    #[test]
    fn a_table_drawn_from_a_view_alone_is_the_sessions_own() {
        use crate::core::bot::BotKind;
        let random = BotSpec {
            kind: BotKind::Random,
            iterations: 0,
        };
        for game in GAMES.iter().map(|g| g.id) {
            let mut s = new_session(game, r#"{"players": 3, "rounds": 1}"#, 11).unwrap();
            let mut events = "[]".to_string();
            let mut steps = 0;
            while !s.is_over() && steps < 150 {
                for seat in [None, Some(0), Some(1), Some(2)] {
                    let view = s.view_json(seat);
                    for (w, h) in [(1200.0, 800.0), (360.0, 640.0)] {
                        let drawn = layout(game, &view, &events, w, h).unwrap();
                        assert_eq!(drawn, s.scene_json(seat, w, h, true), "{game} {seat:?}");
                    }
                    // What a remote seat is sent holds that view and the step's events.
                    let packet: serde_json::Value =
                        serde_json::from_str(&s.packet_json(seat)).unwrap();
                    let (view, sent) = (packet["view"].to_string(), packet["events"].to_string());
                    assert_eq!(packet["version"], s.action_count(), "{game}");
                    assert_eq!(packet["seat"], serde_json::json!(seat), "{game}");
                    let drawn = layout(game, &view, &sent, 1200.0, 800.0).unwrap();
                    assert_eq!(drawn, s.scene_json(seat, 1200.0, 800.0, true), "{game}");
                }
                assert_eq!(s.packet_json(Some(3)), s.packet_json(None), "{game}");
                let seat = s.to_move()[0];
                let action = s.bot_action_json(seat, random).unwrap();
                events = s.act_json(seat, &action).unwrap();
                steps += 1;
            }
        }
    }

    /// What is not a view of the game is refused in words, never drawn and never a panic.
    #[test]
    fn a_view_that_is_not_one_is_refused() {
        for game in GAMES.iter().map(|g| g.id) {
            for (view, events) in [("{}", "[]"), ("[1,2]", "[]"), ("null", "[]")] {
                let e = layout(game, view, events, 800.0, 600.0).unwrap_err();
                assert_eq!(e.code, "bad_view", "{game}: {view}");
            }
            let s = new_session(game, r#"{"players": 2, "rounds": 1}"#, 3).unwrap();
            let e = layout(
                game,
                &s.view_json(Some(0)),
                r#"[{"nope": 1}]"#,
                800.0,
                600.0,
            );
            assert_eq!(e.unwrap_err().code, "bad_view", "{game}: events");
        }
        assert_eq!(
            layout("chess", "{}", "[]", 1.0, 1.0).unwrap_err().code,
            "unknown_game"
        );
    }
}
