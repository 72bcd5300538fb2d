//! Random simulation of many Grandpa Beck's Golf games: no panic, 104 cards conserved, every grid
//! 3x3, and every illegal action refused without changing anything. Native: the session is
//! driven with JSON text (in the browser it takes JS values; see `tests/web.rs`).
#![cfg(not(target_arch = "wasm32"))]

use clubhouse::core::bot::{BotKind, BotSpec};
use clubhouse::core::game::Game;
use clubhouse::core::rng::{bot_rng, Rng};
use clubhouse::games::beck::{cards::full_deck, Beck, BeckAction, BeckConfig};
use clubhouse::registry::new_session;
use clubhouse::testkit::{play_random_games, RandomGames};

fn every_action() -> Vec<BeckAction> {
    let mut all = vec![
        BeckAction::Draw,
        BeckAction::TakeDiscard,
        BeckAction::Discard,
        BeckAction::NextRound,
    ];
    for c in 0..12u8 {
        all.push(BeckAction::Reveal(c));
        all.push(BeckAction::Place(c));
    }
    all
}

#[test]
fn thousands_of_random_games_keep_the_invariants() {
    let mut deck = full_deck().to_vec();
    deck.sort();
    let sim = RandomGames::<Beck> {
        bot: BotKind::Random,
        rng_seed: 2024,
        max_steps: 20_000,
        probe_every: 1,
        probes: |_| every_action(),
        probe_skip: 0,
        probe_take: 3,
        check_every: 1,
    };
    let games = (2..=5).flat_map(|players| {
        (0..600u64).map(move |seed| {
            let g = Beck::new(&BeckConfig { players, rounds: 2 }, seed).unwrap();
            (format!("{players}p seed {seed}"), g)
        })
    });
    let invariant = |g: &Beck| {
        let mut cards = g.all_cards();
        cards.sort();
        assert_eq!(cards, deck, "cards conserved");
        assert!((0..g.num_seats()).all(|s| g.grid(s).len() == 9));
    };
    let played = play_random_games(&sim, games, |_, _, _, _| {}, invariant, |_| {});
    assert_eq!(played, 2400);
}

#[test]
fn bot_games_between_every_kind_finish() {
    let kinds = [BotKind::Random, BotKind::Greedy, BotKind::Search];
    for players in 2..=5 {
        let bots: Vec<BotSpec> = (0..players)
            .map(|i| BotSpec {
                kind: kinds[i % 3],
                iterations: 20,
            })
            .collect();
        let summary = clubhouse::sim::simulate_typed::<Beck>(
            &BeckConfig { players, rounds: 2 },
            &bots,
            6,
            11,
        )
        .unwrap();
        assert_eq!(summary.games, 6);
        assert_eq!(summary.stalled, 0);
    }
}

#[test]
fn garbage_input_through_the_session_is_refused_without_panic_or_change() {
    let mut s = new_session("beck", r#"{"players":3,"rounds":1}"#, 9).unwrap();
    let mut rng = bot_rng(77);
    let junk = [
        "",
        "null",
        "{}",
        "[]",
        "\"fly\"",
        "{\"reveal\":99}",
        "{\"reveal\":-1}",
        "{\"place\":\"a\"}",
        "{\"reveal\":4,\"x\":1}",
        "\"draw\"x",
        "{\"reveal\":1e99}",
        "\u{0}",
        "{\"place\":255}",
    ];
    for step in 0..400 {
        let before = s.state_hash();
        let seat = rng.random_range(0..6);
        let text = if step < junk.len() {
            junk[step].to_string()
        } else {
            format!("{{\"reveal\":{}}}", rng.random_range(-5i32..300))
        };
        if s.act_json(seat, &text).is_err() {
            assert_eq!(s.state_hash(), before);
        }
    }
    for (game, config) in [
        ("beck", "{\"players\":9,\"rounds\":1}"),
        ("beck", "not json"),
        ("chess", "{}"),
        ("beck", "{\"players\":2}"),
    ] {
        assert!(new_session(game, config, 1).is_err(), "{game} {config}");
    }
}
