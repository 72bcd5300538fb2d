//! Random simulation of many Golfie games for every player count and team variant: no panic,
//! 126 Field cards conserved, grids always 3x3 and full, illegal actions refused unchanged.

use clubhouse::core::bot::{choose, BotKind, BotSpec};
use clubhouse::core::game::Game;
use clubhouse::core::hash::state_hash;
use clubhouse::core::rng::{bot_rng, Rng};
use clubhouse::games::golfie::{cards::field_deck, Golfie, GolfieAction, GolfieConfig};

fn every_action() -> Vec<GolfieAction> {
    let mut all = vec![GolfieAction::Flip];
    for c in 0..10u8 {
        all.extend([
            GolfieAction::Reveal(c),
            GolfieAction::Hole(c),
            GolfieAction::Unveil(c),
            GolfieAction::Combo(c),
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
    let all = every_action();
    let mut rng = bot_rng(99);
    let mut games = 0;
    for config in configs() {
        for seed in 0..170u64 {
            let mut g = Golfie::new(&config, seed).unwrap();
            let mut steps = 0;
            while !g.is_over() {
                steps += 1;
                assert!(steps < 50_000);
                let movers = g.to_move();
                let seat = movers[rng.random_range(0..movers.len())];
                let legal = g.legal_actions(seat);
                if steps % 7 == 0 {
                    let before = state_hash(&g);
                    let wrong = rng.random_range(0..config.players + 1);
                    let allowed = g.legal_actions(wrong);
                    for bad in all
                        .iter()
                        .filter(|a| !allowed.contains(a))
                        .skip(rng.random_range(0..50))
                        .take(4)
                    {
                        assert!(g.apply(wrong, bad).is_err(), "{bad:?} accepted");
                    }
                    assert_eq!(state_hash(&g), before);
                }
                let a = choose::<Golfie>(
                    BotSpec {
                        kind: BotKind::Random,
                        iterations: 0,
                    },
                    &g.view(Some(seat)),
                    seat,
                    &legal,
                    &mut rng,
                )
                .unwrap();
                g.apply(seat, &a).unwrap();
                if steps % 5 == 0 {
                    let mut cards = g.all_field_cards();
                    cards.sort();
                    assert_eq!(cards, deck, "126 Field cards conserved");
                }
            }
            assert_eq!(g.holes_played(), 18);
            games += 1;
        }
    }
    assert_eq!(games, 12 * 170);
}

#[test]
fn bot_games_of_every_kind_finish() {
    let kinds = [BotKind::Random, BotKind::Greedy, BotKind::Search];
    for players in [1, 2, 5] {
        let bots: Vec<BotSpec> = (0..players)
            .map(|i| BotSpec {
                kind: kinds[(i + 1) % 3],
                iterations: 10,
            })
            .collect();
        let s = clubhouse::sim::simulate_typed::<Golfie>(
            &GolfieConfig {
                players,
                teams: vec![],
            },
            &bots,
            2,
            4,
        )
        .unwrap();
        assert_eq!((s.games, s.stalled), (2, 0));
    }
}
