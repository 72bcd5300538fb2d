//! `simulate` counts each game's own result (`Game::winners`), not the plain best total: GREEN's
//! caddie-token tie-break decides a tie on points, and a Solo Chaos Golf game the player loses
//! to the automated opponents is a loss.
#![cfg(not(target_arch = "wasm32"))]

use clubhouse::core::bot::{play_out, BotSpec};
use clubhouse::core::game::{winners, Game};
use clubhouse::core::record::Match;
use clubhouse::games::green::{Green, GreenConfig};
use clubhouse::games::holes18::modes::Mode;
use clubhouse::games::holes18::{Holes18, HolesConfig};
use clubhouse::sim::simulate_typed;

/// Plays the games `simulate_typed` plays (same seeds, bots rotated the same way) and hands each
/// finished state to `each`.
fn replay_games<G: clubhouse::core::bot::Heuristics>(
    config: &G::Config,
    bots: &[BotSpec],
    games: usize,
    seed: u64,
    mut each: impl FnMut(usize, &G),
) {
    let n = bots.len();
    for i in 0..games {
        let mut m = Match::<G>::new(config.clone(), seed + i as u64).expect("a valid config");
        let seated: Vec<BotSpec> = (0..n).map(|s| bots[(s + i) % n]).collect();
        assert!(play_out(&mut m, &seated, 100_000), "game {i} ends");
        each(i, &m.state);
    }
}

#[test]
fn solo_chaos_golf_a_game_lost_to_the_opponents_counts_as_a_loss() {
    let mut config = HolesConfig::new(1);
    config.mode = Mode::SoloChaos;
    let bots = [BotSpec::level("random").unwrap()];
    let games = 12;
    let summary = simulate_typed::<Holes18>(&config, &bots, games, 1).unwrap();
    let mut won = 0;
    replay_games::<Holes18>(&config, &bots, games, 1, |_, g| {
        if g.winners().contains(&0) {
            won += 1;
        }
    });
    assert!(won < games, "a random player loses some solo games");
    assert_eq!(summary.games, games);
    assert_eq!(
        summary.wins[0], won as f64,
        "losses are not counted as wins"
    );
}

#[test]
fn green_a_tie_on_points_goes_to_the_most_caddie_tokens_in_simulate() {
    let config = GreenConfig {
        players: 4,
        pro_golfers: false,
    };
    let bots = [BotSpec::level("greedy").unwrap(); 4];
    let games = 200;
    let summary = simulate_typed::<Green>(&config, &bots, games, 7).unwrap();
    let mut expected = [0.0f64; 4];
    let mut broken_ties = 0;
    replay_games::<Green>(&config, &bots, games, 7, |i, g| {
        let w = g.winners();
        if w.len() < winners(&g.scores(), false).len() {
            broken_ties += 1;
        }
        for s in &w {
            expected[(s + i) % 4] += 1.0 / w.len() as f64;
        }
    });
    println!("{broken_ties} ties on points broken by the tokens");
    assert!(
        broken_ties > 0,
        "these games include a tie on points that the tokens break"
    );
    assert_eq!(summary.wins, expected.to_vec());
}
