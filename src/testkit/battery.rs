//! The checks every game must pass, written once (in the spirit of OpenSpiel's basic tests): a
//! game's simulation test file (`tests/integration/<id>_simulation.rs`) hands its settings
//! (tables, game counts, a net of illegal moves) and its own invariants to `run`.

use super::{check_packets_never_leak, play_random_games, PacketCheck, RandomGames, ALL_BOTS};
use crate::core::bot::{play_out, BotSpec, Heuristics};
use crate::core::game::Seat;
use crate::core::hash::state_hash;
use crate::core::record::{Match, MatchRecord};
use crate::core::wire;
use crate::scene::Drawable;

/// One game's settings for the battery.
pub struct Battery<G: Heuristics> {
    /// The tables of the random games (player counts, modes, options) and how many games of
    /// each are played (seeds from 0).
    pub tables: Vec<(G::Config, u64)>,
    /// How the random games play and which illegal moves they probe.
    pub random: RandomGames<G>,
    /// The tables bots of every kind play (bots think: fewer than `tables`).
    pub bot_tables: Vec<G::Config>,
    /// Bot games per bot table, and the search bot's playouts in them.
    pub bot_games: usize,
    pub playouts: u32,
    /// The no-leak check follows one random game of each bot table.
    pub packets: PacketCheck,
}

/// A table's settings as the record holds them, to name it in failures.
fn label<G: Heuristics>(config: &G::Config) -> String {
    wire::to_text(config)
}

/// Runs the battery for game `G`:
/// - random games of every table end, with illegal moves (and moves by a seat out of turn)
///   refused leaving the state unchanged, every listed move accepted, and `invariant` holding
///   (`play_random_games`; `each_step` and `at_end` as there);
/// - bots of every kind finish games at every bot table (`sim::simulate_typed`);
/// - a record of each bot table's first game replays to the same state hash, through the
///   game's typed `Match` and through the registry's session; replayed move by move, every
///   seat's view, the spectator's and each move's events read back to themselves;
/// - the packets a remote seat is sent never leak (`check_packets_never_leak`).
pub fn run<G: Heuristics + Drawable>(
    battery: &Battery<G>,
    each_step: impl FnMut(&G, Seat, &[G::Action], &mut crate::core::rng::BotRng),
    invariant: impl FnMut(&G),
    at_end: impl FnMut(&G),
) {
    let games = battery.tables.iter().flat_map(|(config, count)| {
        (0..*count).map(move |seed| {
            let g = G::new(config, seed).expect("a battery table is valid");
            (format!("{} seed {seed}", label::<G>(config)), g)
        })
    });
    let want: u64 = battery.tables.iter().map(|(_, count)| count).sum();
    let played = play_random_games(&battery.random, games, each_step, invariant, at_end);
    assert_eq!(played as u64, want, "{}: every random game finished", G::ID);

    for (t, config) in battery.bot_tables.iter().enumerate() {
        let seats = G::new(config, 0).expect("a bot table is valid").num_seats();
        // Every kind of bot, a different one first at each table.
        let bots: Vec<BotSpec> = (0..seats)
            .map(|i| BotSpec {
                kind: ALL_BOTS[(i + t) % ALL_BOTS.len()],
                iterations: battery.playouts,
            })
            .collect();
        let at = format!("{} {}", G::ID, label::<G>(config));
        let summary = crate::sim::simulate_typed::<G>(config, &bots, battery.bot_games, 11)
            .unwrap_or_else(|e| panic!("{at}: {e}"));
        assert_eq!(
            (summary.games, summary.stalled),
            (battery.bot_games, 0),
            "{at}: bots of every kind finish"
        );
        record_replays::<G>(config, &bots, &at);
    }

    let packet_games = battery.bot_tables.iter().map(|config| {
        let g = G::new(config, 5).expect("a bot table is valid");
        (label::<G>(config), g)
    });
    check_packets_never_leak(&battery.packets, packet_games);
}

/// A bot game's record replays to the same hash, and the views and events along it read back.
fn record_replays<G: Heuristics>(config: &G::Config, bots: &[BotSpec], at: &str) {
    let mut m = Match::<G>::new(config.clone(), 3).expect("a bot table is valid");
    assert!(play_out(&mut m, bots, 200_000), "{at}: the bots' game ends");
    let text = wire::to_text(&m.record());
    let record = MatchRecord::parse(&text).expect("a record reads back");
    let typed = Match::<G>::replay(&record).unwrap_or_else(|e| panic!("{at}: {e}"));
    assert_eq!(typed.state_hash(), m.state_hash(), "{at}: the typed replay");
    let session = crate::registry::session_from_record(&text)
        .unwrap_or_else(|e| panic!("{at}: the session's replay: {e}"));
    assert_eq!(
        session.state_hash(),
        m.state_hash(),
        "{at}: the session's replay"
    );
    let mut again = Match::<G>::new(config.clone(), 3).unwrap();
    for (seat, action) in &m.actions {
        let events = again.apply(*seat, action.clone()).unwrap();
        let back: Vec<G::Event> = wire::from_text(&wire::to_text(&events))
            .unwrap_or_else(|e| panic!("{at}: the events read back: {e}"));
        assert_eq!(
            wire::to_text(&back),
            wire::to_text(&events),
            "{at}: the events read back"
        );
        for viewer in (0..again.state.num_seats()).map(Some).chain([None]) {
            let view = again.state.view(viewer);
            let back: G::View = wire::from_text(&wire::to_text(&view))
                .unwrap_or_else(|e| panic!("{at}: {viewer:?}'s view reads back: {e}"));
            assert_eq!(back, view, "{at}: {viewer:?}'s view reads back");
        }
    }
    assert_eq!(
        state_hash(&again.state),
        m.state_hash(),
        "{at}: move by move"
    );
}
