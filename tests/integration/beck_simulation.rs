//! Grandpa Beck's Golf through the shared battery (random games with illegal moves refused and
//! nothing changed, bots of every kind, records, views, packets): its tables and its own
//! invariants, 104 cards conserved and every grid 3x3. Native: the session is
//! driven with JSON text (in the browser it takes JS values; see `tests/web.rs`).
#![cfg(not(target_arch = "wasm32"))]

use clubhouse::core::bot::BotKind;
use clubhouse::core::game::Game;
use clubhouse::core::rng::{bot_rng, Rng};
use clubhouse::games::beck::{cards::full_deck, Beck, BeckAction, BeckConfig};
use clubhouse::registry::new_session;
use clubhouse::testkit::battery::{self, Battery};
use clubhouse::testkit::{PacketCheck, RandomGames};

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

/// The shared battery (`testkit::battery`) at every table size, and Beck's own invariants.
#[test]
fn the_shared_battery_and_beck_invariants() {
    let mut deck = full_deck().to_vec();
    deck.sort();
    let battery = Battery::<Beck> {
        tables: (2..=5)
            .map(|players| (BeckConfig { players, rounds: 2 }, 600))
            .collect(),
        random: RandomGames {
            bot: BotKind::Random,
            rng_seed: 2024,
            max_steps: 20_000,
            probe_every: 1,
            probes: |_| every_action(),
            probe_skip: 0,
            probe_take: 3,
            check_every: 1,
        },
        bot_tables: (2..=5)
            .map(|players| BeckConfig { players, rounds: 2 })
            .collect(),
        bot_games: 6,
        playouts: 20,
        packets: PacketCheck::CARDS,
    };
    let invariant = |g: &Beck| {
        let mut cards = g.all_cards();
        cards.sort();
        assert_eq!(cards, deck, "cards conserved");
        assert!((0..g.num_seats()).all(|s| g.grid(s).len() == 9));
    };
    battery::run(&battery, |_, _, _, _| {}, invariant, |_| {});
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
