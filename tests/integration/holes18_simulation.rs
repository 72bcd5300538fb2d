//! 18 Holes through the shared battery (random games with illegal moves refused and nothing
//! changed, bots of every kind, records, views, packets) on every shipped course, for 1 to 5
//! players, with the draft and with starter hands, with its own invariants: the 74 shot cards
//! and the 34 club cards conserved, five clubs per player once drafted, every golfer always on a
//! cell a golfer may stand on, every hole scored; and random golfer mixes.
#![cfg(not(target_arch = "wasm32"))]

use clubhouse::core::bot::{choose, BotKind, BotSpec};
use clubhouse::core::game::Game;
use clubhouse::core::rng::{bot_rng, BotRng, Rng};
use clubhouse::games::holes18::course::SHIPPED;
use clubhouse::games::holes18::{
    Choice, Club, ClubSetup, Deck, Golfer, Holes18, HolesAction, HolesConfig, Phase, SeatGolfer,
    Shot, Side,
};
use clubhouse::testkit::battery::{self, Battery};
use clubhouse::testkit::{play_random_games, PacketCheck, RandomGames};
use std::cell::{Cell, RefCell};

/// A wide net of actions, most of them illegal at any moment.
fn probes(rng: &mut BotRng) -> Vec<HolesAction> {
    let mut all = vec![
        HolesAction::ResetHand,
        HolesAction::BigHit,
        HolesAction::Switch,
    ];
    for i in 0..5u8 {
        all.push(HolesAction::Discard(i));
        all.push(HolesAction::Follow(i));
    }
    for _ in 0..6 {
        let c = Club(rng.random_range(1..=34));
        all.push(HolesAction::Pick(c));
        all.push(HolesAction::Select(c));
    }
    all.extend([
        HolesAction::DraftPass,
        HolesAction::NoBorrow,
        HolesAction::KeepCard(true),
        HolesAction::KeepCard(false),
    ]);
    for _ in 0..4 {
        let c = Club(rng.random_range(1..=34));
        let seat = rng.random_range(0..6u8);
        all.push(HolesAction::Lasting(c));
        all.push(HolesAction::Borrow(seat));
        all.push(HolesAction::UseDiscarded { seat, club: c });
        all.push(HolesAction::Peek(Deck::ALL[rng.random_range(0..5)]));
        all.push(HolesAction::Redraw {
            stack: rng.random_range(0..3),
            discard: if rng.random_bool(0.5) { Some(c) } else { None },
        });
    }
    for d in 0..8u8 {
        all.push(HolesAction::Move(d));
        all.push(HolesAction::Wood(d));
    }
    for _ in 0..20 {
        let deck = Deck::ALL[rng.random_range(0..5)];
        let dir = rng.random_range(0..7u8);
        all.push(HolesAction::Play {
            deck,
            dir: if rng.random_bool(0.5) {
                Some(dir)
            } else {
                None
            },
        });
        all.push(HolesAction::Bunker { deck, dir });
        all.push(HolesAction::Shoot {
            stack: rng.random_range(0..4),
            dir,
            path: rng.random_range(0..3),
        });
    }
    all
}

fn check_invariants(g: &Holes18) {
    let shots: Vec<Shot> = Shot::all().collect();
    assert_eq!(g.all_shots(), shots, "74 shot cards conserved");
    let clubs: Vec<Club> = Club::all().collect();
    assert_eq!(g.all_clubs(), clubs, "34 club cards conserved");
    for (s, p) in g.positions().iter().enumerate() {
        assert!(g.course().standable(*p), "seat {s} stands on {p:?}");
    }
    if g.phase() != Phase::Draft {
        for s in 0..g.num_seats() {
            let held = g.hand(s).len() + g.discards(s).len() + usize::from(g.selected(s).is_some());
            assert_eq!(held, 5, "seat {s} carries five clubs");
        }
    }
}

/// Games per configuration on a course of `holes` holes (10 configurations per course): 60 on a
/// 5-hole course, 18 on a 9-hole one (random games grow with the square of the course), so a
/// routine run takes about a minute. Random golfers
/// need hundreds of rounds per hole, so set `HOLES18_GAMES=200` (games per configuration on
/// every course) for the long run of thousands of games (about 8 minutes).
fn games_per_config(holes: usize) -> u64 {
    match std::env::var("HOLES18_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        Some(n) => n,
        None => (1500 / (holes * holes) as u64).max(3),
    }
}

/// The shipped courses the measures below look at: all, or the ids listed in `HOLES18_COURSE`
/// (comma-separated), to measure one course while designing it.
fn measured_courses() -> Vec<&'static str> {
    let only = std::env::var("HOLES18_COURSE").unwrap_or_default();
    SHIPPED
        .iter()
        .map(|(id, _)| *id)
        .filter(|id| only.is_empty() || only.split(',').any(|o| o.trim() == *id))
        .collect()
}

fn configs() -> Vec<HolesConfig> {
    let mut out = Vec::new();
    for (course, _) in SHIPPED {
        for players in 1..=5 {
            for clubs in [ClubSetup::Draft, ClubSetup::Starter] {
                out.push(HolesConfig {
                    players,
                    course: course.to_string(),
                    clubs,
                    ..HolesConfig::new(players)
                });
            }
        }
    }
    out
}

/// The shared battery (`testkit::battery`) on every shipped course, for 1 to 5 players, with the
/// draft and with starter hands (bots: with golfer cards), and 18 Holes' own invariants, also
/// after every listed move where illegal ones are probed.
#[test]
fn the_shared_battery_and_holes18_invariants() {
    let tables = configs()
        .into_iter()
        .map(|config| {
            let holes = config.load_course().unwrap().holes.len();
            (config, games_per_config(holes))
        })
        .collect();
    let mut rng = bot_rng(8);
    let battery = Battery::<Holes18> {
        tables,
        random: RandomGames {
            bot: BotKind::Random,
            rng_seed: 18,
            max_steps: 200_000,
            probe_every: PROBE_EVERY,
            probes,
            probe_skip: 0,
            probe_take: usize::MAX,
            check_every: 1,
        },
        bot_tables: [2usize, 3, 5]
            .into_iter()
            .map(|players| HolesConfig {
                golfers: golfer_mix(players, &mut rng),
                ..HolesConfig::new(players)
            })
            .collect(),
        bot_games: 3,
        playouts: 20,
        packets: PacketCheck {
            max_steps: 240,
            every: 6,
            pair_steps: 30,
            sizes: &[(1200.0, 800.0)],
            ..PacketCheck::CARDS
        },
    };
    // The battery's step count, to check the invariants after each listed move where it probes.
    let steps = Cell::new(0usize);
    let each_step = |g: &Holes18, seat, legal: &[HolesAction], _: &mut BotRng| {
        steps.set(steps.get() + 1);
        if steps.get().is_multiple_of(PROBE_EVERY) {
            for a in legal {
                let mut copy = g.clone();
                copy.apply(seat, a).unwrap();
                check_invariants(&copy);
            }
        }
    };
    let at_end = |g: &Holes18| {
        steps.set(0);
        assert_eq!(
            g.results().len(),
            g.course().holes.len(),
            "every hole scored"
        );
        let total: i32 = g.scores().iter().sum();
        assert!(total >= g.course().holes.len() as i32);
    };
    battery::run(&battery, each_step, check_invariants, at_end);
}

/// How often the random games probe illegal moves (a probe tries them all).
const PROBE_EVERY: usize = 211;

#[test]
fn bots_finish_games_and_greedy_beats_random() {
    let greedy = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    let random = BotSpec {
        kind: BotKind::Random,
        iterations: 0,
    };
    let mut wins = [0usize; 2];
    let games = 60;
    for seed in 0..games {
        let config = HolesConfig {
            clubs: if seed % 2 == 0 {
                ClubSetup::Draft
            } else {
                ClubSetup::Starter
            },
            ..HolesConfig::new(2)
        };
        let mut g = Holes18::new(&config, seed).unwrap();
        // The greedy bot sits in seat 0 on even seeds, seat 1 on odd ones.
        let greedy_seat = (seed % 2) as usize;
        let mut steps = 0;
        while !g.is_over() {
            steps += 1;
            assert!(steps < 100_000);
            let seat = g.to_move()[0];
            let legal = g.legal_actions(seat);
            let spec = if seat == greedy_seat { greedy } else { random };
            let mut rng = bot_rng(seed * 1_000_003 + steps);
            let a = choose::<Holes18>(spec, &g.view(Some(seat)), seat, &legal, &mut rng).unwrap();
            g.apply(seat, &a).unwrap();
        }
        for w in g.winners() {
            wins[usize::from(w != greedy_seat)] += 1;
        }
    }
    eprintln!("greedy {} random {}", wins[0], wins[1]);
    assert!(
        wins[0] > wins[1] * 2,
        "greedy {} vs random {}",
        wins[0],
        wins[1]
    );
}

/// A random golfer mix: each seat a golfer (some dealt at random, a few without), either side.
fn golfer_mix(players: usize, rng: &mut BotRng) -> Vec<SeatGolfer> {
    let mut free: Vec<Golfer> = Golfer::ALL.to_vec();
    (0..players)
        .map(|_| {
            let side = if rng.random_bool(0.5) {
                Side::A
            } else {
                Side::B
            };
            let golfer = match rng.random_range(0..10) {
                0 => Choice::None,
                1 => Choice::Random,
                _ => Choice::from(free.remove(rng.random_range(0..free.len()))),
            };
            SeatGolfer { golfer, side }
        })
        .collect()
}

/// Golfer mixes for 1 to 5 players: no panic, every card conserved, each seat keeps the clubs
/// it drafted, illegal actions (golfer powers among them) refused without a change. (Bots play
/// golfer mixes in the battery.)
#[test]
fn random_golfer_mixes_keep_the_invariants() {
    let mut rng = bot_rng(8);
    let per = std::env::var("HOLES18_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16u64);
    let mut seen = std::collections::BTreeSet::new();
    let mut games = Vec::new();
    for players in 1..=5 {
        for seed in 0..per {
            let mut golfers = golfer_mix(players, &mut rng);
            if golfers.iter().all(|g| g.golfer == Choice::None) {
                golfers[0].golfer = Choice::Random;
            }
            let config = HolesConfig {
                golfers,
                ..HolesConfig::new(players)
            };
            let g = Holes18::new(&config, seed).unwrap();
            for s in 0..players {
                if let Some(c) = g.golfer(s) {
                    seen.insert((c.golfer, c.side));
                }
            }
            games.push((format!("{config:?} seed {seed}"), g));
        }
    }
    assert_eq!(seen.len(), 16, "every golfer side played: {seen:?}");
    let sim = RandomGames::<Holes18> {
        bot: BotKind::Random,
        rng_seed: 8,
        max_steps: 300_000,
        probe_every: 97,
        probes,
        probe_skip: 0,
        probe_take: usize::MAX,
        check_every: 1,
    };
    // The clubs each seat carries once drafted, in the game being played.
    let carried: RefCell<Option<Vec<usize>>> = RefCell::new(None);
    let invariant = |g: &Holes18| {
        let shots: Vec<Shot> = Shot::all().collect();
        assert_eq!(g.all_shots(), shots, "74 shot cards conserved");
        assert_eq!(g.all_clubs(), Club::all().collect::<Vec<_>>());
        if g.phase() != Phase::Draft {
            let held: Vec<usize> = (0..g.num_seats())
                .map(|s| {
                    g.hand(s).len()
                        + g.discards(s).len()
                        + usize::from(g.selected(s).is_some() && !g.golfers_borrowing(s))
                })
                .collect();
            let mut carried = carried.borrow_mut();
            let want = carried.get_or_insert_with(|| held.clone());
            assert_eq!(&held, want, "each seat keeps the clubs it drafted");
            for (s, h) in held.iter().enumerate() {
                assert!(*h <= g.carry(s));
            }
        }
    };
    let at_end = |g: &Holes18| {
        carried.borrow_mut().take();
        assert_eq!(g.results().len(), g.course().holes.len());
    };
    let played = play_random_games(&sim, games, |_, _, _, _| {}, invariant, at_end);
    assert_eq!(played as u64, 5 * per);
}

/// Random games on every shipped course: length and speed (a measure, not a rule).
#[test]
#[ignore]
fn measure_game_length() {
    let mut rng = bot_rng(1);
    for course in measured_courses() {
        for players in [1usize, 2, 4] {
            let n = 20u64;
            let mut total = 0usize;
            let mut rounds = 0u32;
            let t = std::time::Instant::now();
            for seed in 0..n {
                let config = HolesConfig {
                    course: course.to_string(),
                    ..HolesConfig::new(players)
                };
                let mut g = Holes18::new(&config, seed).unwrap();
                while !g.is_over() {
                    let movers = g.to_move();
                    let seat = movers[rng.random_range(0..movers.len())];
                    let legal = g.legal_actions(seat);
                    let a = legal[rng.random_range(0..legal.len())];
                    g.apply(seat, &a).unwrap();
                    total += 1;
                }
                rounds += g.results().iter().map(|r| r.rounds).sum::<u32>();
            }
            let secs = t.elapsed().as_secs_f64();
            eprintln!(
                "{course} {players}p random: {} actions/game, {} rounds/game, {:.1} games/s",
                total as u64 / n,
                u64::from(rounds) / n,
                n as f64 / secs
            );
        }
    }
}

/// Greedy bots on every shipped course: rounds per hole (a course check, not a rule).
#[test]
#[ignore]
fn measure_greedy_rounds_per_hole() {
    let greedy = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    for course in measured_courses() {
        for players in [1usize, 2, 4] {
            let n = 30u64;
            let mut rounds: Vec<u32> = Vec::new();
            let mut wins = vec![0usize; players];
            let t = std::time::Instant::now();
            for seed in 0..n {
                let config = HolesConfig {
                    course: course.to_string(),
                    ..HolesConfig::new(players)
                };
                let mut g = Holes18::new(&config, seed).unwrap();
                let mut steps = 0u64;
                while !g.is_over() {
                    steps += 1;
                    let seat = g.to_move()[0];
                    let legal = g.legal_actions(seat);
                    let mut rng = bot_rng(seed * 7_919 + steps);
                    let a = choose::<Holes18>(greedy, &g.view(Some(seat)), seat, &legal, &mut rng)
                        .unwrap();
                    g.apply(seat, &a).unwrap();
                }
                if rounds.is_empty() {
                    rounds = vec![0; g.results().len()];
                }
                for (i, r) in g.results().iter().enumerate() {
                    rounds[i] += r.rounds;
                }
                for w in g.winners() {
                    wins[w] += 1;
                }
            }
            let per: Vec<String> = rounds
                .iter()
                .map(|r| format!("{:.1}", f64::from(*r) / n as f64))
                .collect();
            eprintln!(
                "{course} {players}p: rounds per hole {} wins {wins:?} ({:?}/game)",
                per.join(" "),
                t.elapsed() / n as u32
            );
        }
    }
}

/// Decision times of the greedy and search bots, and how they fare against each other and
/// random (a measure, not a rule). `HOLES18_ITER` sets the search playouts (default 300).
#[test]
#[ignore]
fn measure_bots() {
    let iters: u32 = std::env::var("HOLES18_ITER")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let spec = |k: BotKind| BotSpec {
        kind: k,
        iterations: iters,
    };
    for (a, b, games) in [
        (BotKind::Greedy, BotKind::Random, 100u64),
        (BotKind::Search, BotKind::Greedy, 40),
    ] {
        let mut wins = [0usize; 2];
        let mut time = [std::time::Duration::ZERO; 2];
        let mut decisions = [0u32; 2];
        for seed in 0..games {
            let mut g = Holes18::new(&HolesConfig::new(2), seed).unwrap();
            let first = (seed % 2) as usize;
            let mut steps = 0u64;
            while !g.is_over() {
                steps += 1;
                let seat = g.to_move()[0];
                let who = usize::from(seat != first);
                let legal = g.legal_actions(seat);
                let mut rng = bot_rng(seed * 1_000_003 + steps);
                let t = std::time::Instant::now();
                let kind = if who == 0 { a } else { b };
                let act =
                    choose::<Holes18>(spec(kind), &g.view(Some(seat)), seat, &legal, &mut rng)
                        .unwrap();
                time[who] += t.elapsed();
                decisions[who] += 1;
                g.apply(seat, &act).unwrap();
            }
            for w in g.winners() {
                wins[usize::from(w != first)] += 1;
            }
        }
        eprintln!(
            "{a:?} vs {b:?} over {games} 2-player starter games: wins {wins:?}, {:?} / {:?} per decision",
            time[0] / decisions[0].max(1),
            time[1] / decisions[1].max(1)
        );
    }
}
