//! GREEN through the shared battery (random games with illegal moves refused and nothing
//! changed, bots of every kind, records, views, packets) for 2, 3 and 4 players, with and
//! without Pro Golfers, with its own invariants: 45 clubs and 20 caddie tokens conserved, no
//! space over its circles, one ball per progression space, hands within 8 between turns, three
//! holes played; and greedy games whose playout policy is always legal.
#![cfg(not(target_arch = "wasm32"))]

use clubhouse::core::bot::{BotKind, Heuristics};
use clubhouse::core::game::Game;
use clubhouse::core::rng::{BotRng, Rng};
use clubhouse::games::green::cards::{all_designs, full_set};
use clubhouse::games::green::rules::{Phase, HAND_LIMIT};
use clubhouse::games::green::{
    Ball, Club, Golfer, GolferUse, Green, GreenAction, GreenConfig, Mark, Power, Shot, Step,
};
use clubhouse::testkit::battery::{self, Battery};
use clubhouse::testkit::{play_random_games, PacketCheck, RandomGames};

/// A wide net of actions, most of them illegal at any moment.
fn probes(rng: &mut BotRng) -> Vec<GreenAction> {
    let clubs: Vec<Club> = (0..all_designs().len() as u8).map(Club).collect();
    let mut all = vec![
        GreenAction::Refresh,
        GreenAction::Retire,
        GreenAction::Done,
        GreenAction::Draw(4),
        GreenAction::Draw(200),
    ];
    for g in Golfer::ALL {
        all.push(GreenAction::Golfer(g));
    }
    for slot in 0..4 {
        all.push(GreenAction::Draw(slot));
    }
    for &c in &clubs {
        all.push(GreenAction::Discard(c));
        all.push(GreenAction::TakeBack(c));
    }
    let powers = [
        None,
        Some(Power::FirstClub),
        Some(Power::Pocket),
        Some(Power::Chain),
        Some(Power::Skip),
        Some(Power::IgnoreBunker),
        Some(Power::Discard),
        Some(Power::Pair(clubs[rng.random_range(0..clubs.len())])),
    ];
    let golfers = [
        None,
        Some(GolferUse::FarAway),
        Some(GolferUse::SandKing),
        Some(GolferUse::UltraLob),
        Some(GolferUse::WindMaster(rng.random_range(-3..=3))),
    ];
    for _ in 0..60 {
        all.push(GreenAction::Hit(Shot {
            club: clubs[rng.random_range(0..clubs.len())],
            strike: rng.random_range(0..9),
            power: powers[rng.random_range(0..powers.len())],
            from: if rng.random_bool(0.3) {
                Some(rng.random_range(0..6))
            } else {
                None
            },
            golfer: golfers[rng.random_range(0..golfers.len())],
        }));
    }
    all
}

fn check_invariants(g: &Green, deck: &[Club]) {
    let mut clubs = g.all_clubs();
    clubs.sort();
    assert_eq!(clubs, deck, "45 clubs conserved");
    assert_eq!(g.all_tokens(), 20, "20 caddie tokens conserved");
    let n = g.num_seats();
    for (i, space) in g.spaces().iter().enumerate() {
        let here = g
            .balls()
            .iter()
            .filter(|b| **b == Ball::Space(i as u8))
            .count();
        assert!(
            here <= usize::from(space.capacity()),
            "space {i} holds {here} balls, circles {}",
            space.capacity()
        );
    }
    let mut marks: Vec<u8> = g
        .marks()
        .iter()
        .filter_map(|m| match m {
            Some(Mark::Space(i)) => Some(*i),
            _ => None,
        })
        .collect();
    let before = marks.len();
    marks.sort();
    marks.dedup();
    assert_eq!(marks.len(), before, "one ball per progression space");
    for s in 0..n {
        let over = g.hand(s).len() > HAND_LIMIT;
        let discarding =
            (g.phase() == Phase::Play && g.step() == Step::Discarding && g.turn() == s)
                || (g.phase() == Phase::HoleEnd && g.view(None).pending.contains(&s));
        assert!(!over || discarding, "hand over 8");
        assert!(g.hand(s).windows(2).all(|w| w[0] <= w[1]), "hands sorted");
    }
}

fn configs() -> Vec<GreenConfig> {
    let mut out = Vec::new();
    for players in 2..=4 {
        for pro_golfers in [false, true] {
            out.push(GreenConfig {
                players,
                pro_golfers,
            });
        }
    }
    out
}

fn games(seeds: u64) -> impl Iterator<Item = (String, Green)> {
    configs().into_iter().flat_map(move |config| {
        (0..seeds).map(move |seed| {
            let label = format!("{config:?} seed {seed}");
            (label, Green::new(&config, seed).unwrap())
        })
    })
}

/// The shared battery (`testkit::battery`) for 2 to 4 players with and without Pro Golfers, and
/// GREEN's own invariants.
#[test]
fn the_shared_battery_and_green_invariants() {
    let mut deck = full_set().to_vec();
    deck.sort();
    let battery = Battery::<Green> {
        tables: configs().into_iter().map(|config| (config, 1000)).collect(),
        random: RandomGames {
            bot: BotKind::Random,
            rng_seed: 77,
            max_steps: 20_000,
            probe_every: 13,
            probes,
            probe_skip: 0,
            probe_take: usize::MAX,
            check_every: 3,
        },
        bot_tables: configs(),
        bot_games: 2,
        playouts: 10,
        packets: PacketCheck::CARDS,
    };
    let invariant = |g: &Green| check_invariants(g, &deck);
    let at_end = |g: &Green| assert_eq!(g.points().len(), 3, "three holes");
    battery::run(&battery, |_, _, _, _| {}, invariant, at_end);
}

#[test]
fn greedy_games_keep_the_invariants_and_the_policy_is_always_legal() {
    let mut deck = full_set().to_vec();
    deck.sort();
    let sim = RandomGames::<Green> {
        bot: BotKind::Greedy,
        rng_seed: 40,
        max_steps: 20_000,
        probe_every: 29,
        probes,
        probe_skip: 0,
        probe_take: usize::MAX,
        check_every: 1,
    };
    // The playout policy, on the real state, only ever picks legal moves.
    let policy = |g: &Green, seat, legal: &[GreenAction], rng: &mut BotRng| {
        if let Some(p) = <Green as Heuristics>::rollout_action(g, seat, rng) {
            assert!(legal.contains(&p), "playout move {p:?} is not legal");
        }
    };
    let invariant = |g: &Green| check_invariants(g, &deck);
    let at_end = |g: &Green| assert_eq!(g.points().len(), 3, "three holes");
    let played = play_random_games(&sim, games(40), policy, invariant, at_end);
    assert_eq!(played, 6 * 40);
}
