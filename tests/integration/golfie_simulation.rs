//! Golfie through the shared battery (random games with illegal moves refused and nothing
//! changed, bots of every kind, records, views, packets) for every player count and team
//! variant, with its own invariants: 126 Field cards conserved, 18 holes played.
#![cfg(not(target_arch = "wasm32"))]

use clubhouse::core::bot::BotKind;
use clubhouse::games::golfie::{cards::field_deck, Golfie, GolfieAction, GolfieConfig};
use clubhouse::testkit::battery::{self, Battery};
use clubhouse::testkit::{PacketCheck, RandomGames};

fn every_action() -> Vec<GolfieAction> {
    let mut all = vec![GolfieAction::Flip];
    for c in 0..10u8 {
        all.extend([
            GolfieAction::Reveal(c),
            GolfieAction::Hole(c),
            GolfieAction::Unveil(c),
            GolfieAction::Combo(c),
            GolfieAction::Mark(c),
        ]);
        for w in 0..10u8 {
            all.push(GolfieAction::Move { cell: c, with: w });
        }
    }
    all
}

fn configs() -> Vec<GolfieConfig> {
    let mut out: Vec<GolfieConfig> = (1..=8)
        .map(|players| GolfieConfig {
            players,
            teams: vec![],
        })
        .collect();
    for teams in [
        vec![0, 1, 0, 1],
        vec![0, 1, 0, 1, 0, 1],
        vec![0, 1, 0, 1, 0, 1, 0, 1],
        vec![0, 1, 2, 0, 1, 2],
    ] {
        out.push(GolfieConfig {
            players: teams.len(),
            teams,
        });
    }
    out
}

/// The shared battery (`testkit::battery`) for every player count and team variant, and
/// Golfie's own invariants: solo, free-for-all and team tables for the bots (team play adds the
/// team's choice of Hole card).
#[test]
fn the_shared_battery_and_golfie_invariants() {
    let mut deck = field_deck().to_vec();
    deck.sort();
    let battery = Battery::<Golfie> {
        tables: configs().into_iter().map(|config| (config, 170)).collect(),
        random: RandomGames {
            bot: BotKind::Random,
            rng_seed: 99,
            max_steps: 50_000,
            probe_every: 7,
            probes: |_| every_action(),
            probe_skip: 50,
            probe_take: 4,
            check_every: 5,
        },
        bot_tables: [
            (1, vec![]),
            (2, vec![]),
            (5, vec![]),
            (4, vec![0, 1, 0, 1]),
            (6, vec![0, 1, 2, 0, 1, 2]),
            (8, vec![0, 1, 0, 1, 0, 1, 0, 1]),
        ]
        .into_iter()
        .map(|(players, teams)| GolfieConfig { players, teams })
        .collect(),
        bot_games: 2,
        playouts: 10,
        packets: PacketCheck::CARDS,
    };
    let invariant = |g: &Golfie| {
        let mut cards = g.all_field_cards();
        cards.sort();
        assert_eq!(cards, deck, "126 Field cards conserved");
    };
    let at_end = |g: &Golfie| assert_eq!(g.holes_played(), 18);
    battery::run(&battery, |_, _, _, _| {}, invariant, at_end);
}
