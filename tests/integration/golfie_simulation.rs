//! Random simulation of many Golfie games for every player count and team variant: no panic,
//! 126 Field cards conserved, grids always 3x3 and full, illegal actions refused unchanged.

use clubhouse::core::bot::{BotKind, BotSpec};
use clubhouse::core::game::Game;
use clubhouse::games::golfie::{cards::field_deck, Golfie, GolfieAction, GolfieConfig};
use clubhouse::testkit::{play_random_games, RandomGames};

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

#[test]
fn thousands_of_random_games_keep_the_invariants() {
    let mut deck = field_deck().to_vec();
    deck.sort();
    let sim = RandomGames::<Golfie> {
        bot: BotKind::Random,
        rng_seed: 99,
        max_steps: 50_000,
        probe_every: 7,
        probes: |_| every_action(),
        probe_skip: 50,
        probe_take: 4,
        check_every: 5,
    };
    let games = configs().into_iter().flat_map(|config| {
        (0..170u64).map(move |seed| {
            let label = format!("{config:?} seed {seed}");
            (label, Golfie::new(&config, seed).unwrap())
        })
    });
    let invariant = |g: &Golfie| {
        let mut cards = g.all_field_cards();
        cards.sort();
        assert_eq!(cards, deck, "126 Field cards conserved");
    };
    let at_end = |g: &Golfie| assert_eq!(g.holes_played(), 18);
    let played = play_random_games(&sim, games, |_, _, _, _| {}, invariant, at_end);
    assert_eq!(played, 12 * 170);
}

/// Every bot level finishes solo, free-for-all and team games (team play adds the team's
/// choice of Hole card).
#[test]
fn bot_games_of_every_kind_finish() {
    let kinds = [BotKind::Random, BotKind::Greedy, BotKind::Search];
    let tables = [
        (1, vec![]),
        (2, vec![]),
        (5, vec![]),
        (4, vec![0, 1, 0, 1]),
        (6, vec![0, 1, 2, 0, 1, 2]),
        (8, vec![0, 1, 0, 1, 0, 1, 0, 1]),
    ];
    for (players, teams) in tables {
        let bots: Vec<BotSpec> = (0..players)
            .map(|i| BotSpec {
                kind: kinds[(i + 1) % 3],
                iterations: 10,
            })
            .collect();
        let s =
            clubhouse::sim::simulate_typed::<Golfie>(&GolfieConfig { players, teams }, &bots, 2, 4)
                .unwrap();
        assert_eq!((s.games, s.stalled), (2, 0));
    }
}
