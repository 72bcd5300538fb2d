//! GREEN balance figures from bot games (house data check). Ignored by default because it only
//! prints; run with
//! `cargo test --profile test-release --test integration green_balance:: -- --ignored --nocapture`
//! (GREEN_GAMES=N sets the games per setting, GREEN_BOT=greedy|search|random the bots,
//! GREEN_PLAYERS=2|3|4 one player count only, GREEN_SEED the first seed).

use clubhouse::core::bot::{choose, decision_rng, BotSpec};
use clubhouse::core::game::Game;
use clubhouse::games::green::rules::hole_points;
use clubhouse::games::green::{Golfer, Green, GreenAction, GreenConfig, GreenEvent, Kind};

#[derive(Default)]
struct Tally {
    games: usize,
    seat_wins: Vec<f64>,
    points: [f64; 3],
    results: [usize; 9],
    pocketed: usize,
    retired: usize,
    taken_off: usize,
    finishes: usize,
    /// Per kind: hits, own power uses, hits by winners, hits by everyone.
    hits: [usize; 6],
    powers: [usize; 6],
    borrowed: [usize; 6],
    winner_hits: [f64; 6],
    loser_hits: [f64; 6],
    refreshes: usize,
    draws: usize,
    take_backs: usize,
    golfer_wins: [f64; 4],
    golfer_seats: [usize; 4],
    golfer_uses: [usize; 4],
    totals: Vec<f64>,
    ties: usize,
    actions: usize,
}

fn kind_index(k: Kind) -> usize {
    k.index()
}

fn play(config: &GreenConfig, bot: BotSpec, seed: u64, t: &mut Tally) {
    let n = config.players;
    let mut g = Green::new(config, seed).unwrap();
    let mut per_seat_hits = vec![[0usize; 6]; n];
    while !g.is_over() {
        let seat = g.to_move()[0];
        let legal = g.legal_actions(seat);
        let mut rng = decision_rng(seed, t.actions, seat);
        let a = choose::<Green>(bot, &g.view(Some(seat)), seat, &legal, &mut rng).unwrap();
        t.actions += 1;
        match a {
            GreenAction::Refresh => t.refreshes += 1,
            GreenAction::Draw(_) => t.draws += 1,
            GreenAction::TakeBack(_) => t.take_backs += 1,
            _ => {}
        }
        let par = g.par();
        for e in g.apply(seat, &a).unwrap() {
            match e {
                GreenEvent::Hit {
                    seat,
                    club,
                    power,
                    from,
                    golfer,
                    ..
                } => {
                    let k = kind_index(club.kind());
                    t.hits[k] += 1;
                    per_seat_hits[seat][k] += 1;
                    if let Some(p) = power {
                        if from.is_some() {
                            t.borrowed[kind_index(p.kind())] += 1;
                        } else {
                            t.powers[k] += 1;
                        }
                    }
                    if let Some(u) = golfer {
                        t.golfer_uses[u.golfer() as usize] += 1;
                    }
                }
                GreenEvent::Pocketed {
                    strokes, points, ..
                } => {
                    t.pocketed += 1;
                    let diff = (strokes as i64 - i64::from(par)).clamp(-4, 4);
                    t.results[(diff + 4) as usize] += 1;
                    assert_eq!(points, hole_points(strokes, par));
                }
                GreenEvent::Retired { .. } => t.retired += 1,
                GreenEvent::TakenOff { .. } => t.taken_off += 1,
                GreenEvent::HoleEnded { hole, points } => {
                    for p in points {
                        t.points[hole - 1] += f64::from(p);
                        t.finishes += 1;
                    }
                }
                _ => {}
            }
        }
    }
    let winners = g.winners();
    let scores = g.scores();
    if winners.len() > 1 {
        t.ties += 1;
    }
    t.seat_wins.resize(n, 0.0);
    t.totals.resize(n, 0.0);
    for s in 0..n {
        t.totals[s] += f64::from(scores[s]);
        let total: usize = per_seat_hits[s].iter().sum::<usize>().max(1);
        let won = winners.contains(&s);
        for (k, hits) in per_seat_hits[s].iter().enumerate() {
            let share = *hits as f64 / total as f64;
            if won {
                t.winner_hits[k] += share / winners.len() as f64;
            } else {
                t.loser_hits[k] += share / (n - winners.len()) as f64;
            }
        }
    }
    for &w in &winners {
        t.seat_wins[w] += 1.0 / winners.len() as f64;
    }
    if config.pro_golfers {
        let view = g.view(None);
        for s in 0..n {
            if let Some(gf) = view.golfers[s] {
                t.golfer_seats[gf as usize] += 1;
                if winners.contains(&s) {
                    t.golfer_wins[gf as usize] += 1.0 / winners.len() as f64;
                }
            }
        }
    }
    t.games += 1;
}

fn report(config: &GreenConfig, t: &Tally) {
    let g = t.games as f64;
    let n = config.players;
    println!(
        "== {} players{}: {} games, {} ties, {:.0} actions/game",
        n,
        if config.pro_golfers {
            ", Pro Golfers"
        } else {
            ""
        },
        t.games,
        t.ties,
        t.actions as f64 / g
    );
    let seats: Vec<String> = t
        .seat_wins
        .iter()
        .map(|w| format!("{:.1}%", 100.0 * w / g))
        .collect();
    println!(
        "seat win rates (fair {:.1}%): {}",
        100.0 / n as f64,
        seats.join(" ")
    );
    let totals: Vec<String> = t.totals.iter().map(|s| format!("{:.1}", s / g)).collect();
    println!("mean final score by seat: {}", totals.join(" "));
    let per = t.finishes as f64 / 3.0;
    println!(
        "mean points per hole (par 3/4/5): {:.2} {:.2} {:.2}",
        t.points[0] / per.max(1.0),
        t.points[1] / per.max(1.0),
        t.points[2] / per.max(1.0)
    );
    let f = t.finishes as f64;
    println!(
        "ball fates: pocketed {:.0}%, retired {:.0}%, taken off {:.0}%",
        100.0 * t.pocketed as f64 / f,
        100.0 * t.retired as f64 / f,
        100.0 * t.taken_off as f64 / f
    );
    let names = ["-4", "-3", "-2", "-1", "par", "+1", "+2", "+3", "+4+"];
    let res: Vec<String> = names
        .iter()
        .zip(t.results.iter())
        .map(|(n, c)| format!("{n}:{:.0}%", 100.0 * *c as f64 / t.pocketed.max(1) as f64))
        .collect();
    println!("pocketed vs par: {}", res.join(" "));
    println!(
        "per game: draws {:.1}, refreshes {:.2}, take-backs {:.2}",
        t.draws as f64 / g,
        t.refreshes as f64 / g,
        t.take_backs as f64 / g
    );
    println!("kind      hits/game  own power  borrowed/game  share(winners)  share(others)");
    for k in Kind::ALL {
        let i = k.index();
        println!(
            "{:<9} {:>9.2} {:>9.0}% {:>14.2} {:>14.1}% {:>14.1}%",
            k.code(),
            t.hits[i] as f64 / g,
            100.0 * t.powers[i] as f64 / t.hits[i].max(1) as f64,
            t.borrowed[i] as f64 / g,
            100.0 * t.winner_hits[i] / g,
            100.0 * t.loser_hits[i] / g
        );
    }
    if config.pro_golfers {
        for gf in Golfer::ALL {
            let i = gf as usize;
            println!(
                "golfer {:?}: taken {} times, win rate {:.1}%, uses/game {:.2}",
                gf,
                t.golfer_seats[i],
                100.0 * t.golfer_wins[i] / t.golfer_seats[i].max(1) as f64,
                t.golfer_uses[i] as f64 / g
            );
        }
    }
}

#[test]
#[ignore]
fn balance_report() {
    let games: u64 = std::env::var("GREEN_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let bot = std::env::var("GREEN_BOT").unwrap_or_else(|_| "greedy".into());
    let spec = BotSpec::level(&bot).expect("a bot level");
    let first_seed: u64 = std::env::var("GREEN_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let only: Option<usize> = std::env::var("GREEN_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok());
    for players in (2..=4).filter(|p| only.is_none_or(|o| o == *p)) {
        for pro_golfers in [false, true] {
            let config = GreenConfig {
                players,
                pro_golfers,
            };
            let mut t = Tally::default();
            for seed in 0..games {
                play(&config, spec, first_seed + seed, &mut t);
            }
            report(&config, &t);
        }
    }
}

/// How long a search decision takes at the default budget, over the decisions of real games.
#[test]
#[ignore]
fn search_timing() {
    use clubhouse::core::bot::{BotKind, DEFAULT_ITERATIONS};
    use std::time::Instant;
    let mut times = Vec::new();
    for players in 2..=4 {
        for pro_golfers in [false, true] {
            let config = GreenConfig {
                players,
                pro_golfers,
            };
            for seed in 0..6u64 {
                let mut g = Green::new(&config, 500 + seed).unwrap();
                let mut step = 0;
                while !g.is_over() {
                    let seat = g.to_move()[0];
                    let legal = g.legal_actions(seat);
                    let view = g.view(Some(seat));
                    let mut rng = decision_rng(seed, step, seat);
                    if legal.len() > 1 {
                        let t = Instant::now();
                        let _ = choose::<Green>(
                            BotSpec {
                                kind: BotKind::Search,
                                iterations: DEFAULT_ITERATIONS,
                            },
                            &view,
                            seat,
                            &legal,
                            &mut rng,
                        );
                        times.push(t.elapsed().as_secs_f64() * 1000.0);
                    }
                    let a = choose::<Green>(
                        BotSpec {
                            kind: BotKind::Greedy,
                            iterations: 0,
                        },
                        &view,
                        seat,
                        &legal,
                        &mut rng,
                    )
                    .unwrap();
                    g.apply(seat, &a).unwrap();
                    step += 1;
                }
            }
        }
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let pct = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
    println!(
        "search at {DEFAULT_ITERATIONS} playouts: {} decisions, mean {mean:.1} ms, median {:.1}, p95 {:.1}, max {:.1}",
        times.len(),
        pct(0.5),
        pct(0.95),
        pct(1.0)
    );
}

/// Does any club type dominate? One seat drafts a given type whenever it draws and that type is
/// on display (otherwise it plays like the others); if a type were too strong, its fan would win
/// clearly more than its share.
#[test]
#[ignore]
fn club_type_fans() {
    let games: u64 = std::env::var("GREEN_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let spec = BotSpec::level("greedy").unwrap();
    for players in [2usize, 4] {
        let mut line = format!(
            "{players} players, fan win rate (fair {:.0}%):",
            100.0 / players as f64
        );
        for kind in Kind::ALL {
            let mut wins = 0.0;
            for seed in 0..games {
                let config = GreenConfig {
                    players,
                    pro_golfers: false,
                };
                let mut g = Green::new(&config, 7000 + seed).unwrap();
                let fan = (seed as usize) % players;
                let mut step = 0;
                while !g.is_over() {
                    let seat = g.to_move()[0];
                    let legal = g.legal_actions(seat);
                    let view = g.view(Some(seat));
                    let mut rng = decision_rng(seed, step, seat);
                    let mut a = choose::<Green>(spec, &view, seat, &legal, &mut rng).unwrap();
                    if seat == fan && matches!(a, GreenAction::Draw(_)) {
                        if let Some(i) = view
                            .market
                            .iter()
                            .position(|m| m.is_some_and(|c| c.kind() == kind))
                        {
                            a = GreenAction::Draw(i as u8);
                        }
                    }
                    g.apply(seat, &a).unwrap();
                    step += 1;
                }
                let w = g.winners();
                if w.contains(&fan) {
                    wins += 1.0 / w.len() as f64;
                }
            }
            line += &format!(" {} {:.1}%", kind.code(), 100.0 * wins / games as f64);
        }
        println!("{line}");
    }
}
