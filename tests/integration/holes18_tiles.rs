//! The course tiles of 18 Holes ("Course Tiles", "Adjustment Tiles") and the course book's
//! Quick Course Setup: the tile set as data, tiles compiled to a course file, and generated
//! courses that are valid and that bots play to the end.

use clubhouse::core::bot::{play_out, BotKind, BotSpec};
use clubhouse::core::game::{Game, Particular};
use clubhouse::core::record::{Match, MatchRecord};
use clubhouse::core::wire::text_to_wire;
use clubhouse::games::holes18::course::{Course, CourseFile};
use clubhouse::games::holes18::modes::Mode;
use clubhouse::games::holes18::tiles::{
    adjustments, check, compile, course_file, layout, parse_tile, place_hex, quick_course, tiles,
    AdjustFace, Adjustment, Difficulty, PlacedTile, QuickCourse, QuickOptions, TileKind,
    TileLayout,
};
use clubhouse::games::holes18::{Hex, Holes18, HolesConfig, Terrain};

fn layout_of(file: &CourseFile) -> Vec<PlacedTile> {
    layout(file)
        .unwrap()
        .expect("a quick course records its tiles")
        .tiles
}

fn kind(t: &PlacedTile) -> TileKind {
    parse_tile(&t.tile).expect("a tile name").0.kind
}

fn options(holes: u8, difficulty: Difficulty, packed: bool) -> QuickOptions {
    QuickOptions {
        holes,
        difficulty,
        packed,
    }
}

/// Course Tiles: 49 double-sided tiles of three kinds, one to three stars; Adjustment Tiles: 21
/// with a bunker, water or trees on the hazard face.
#[test]
fn course_tiles_and_adjustment_tiles_are_the_boxed_set() {
    let all = tiles();
    assert_eq!(all.len(), 49);
    let count = |k: TileKind| all.iter().filter(|t| t.kind == k).count();
    assert_eq!(
        (
            count(TileKind::Tee),
            count(TileKind::Fairway),
            count(TileKind::Green)
        ),
        (18, 13, 18)
    );
    for t in all {
        for f in &t.faces {
            assert!((1..=3).contains(&f.stars), "tile {}", t.id);
            assert_eq!(f.par != 0, t.kind == TileKind::Tee, "tile {}", t.id);
        }
        assert!(
            t.faces[0].stars <= t.faces[1].stars,
            "tile {}: A is the easier face",
            t.id
        );
    }
    let multi = all
        .iter()
        .filter(|t| t.faces.iter().any(|f| f.greens().count() > 1))
        .count();
    assert!(multi >= 4, "several tiles carry several greens");
    let adj = adjustments();
    assert_eq!(adj.len(), 21);
    for hazard in [Terrain::Bunker, Terrain::Water, Terrain::Trees] {
        assert_eq!(adj.iter().filter(|t| **t == hazard).count(), 7);
    }
    // Tee faces print par 3, 4 and 5.
    for par in 3..=5 {
        assert!(all.iter().any(|t| t.faces.iter().any(|f| f.par == par)));
    }
}

/// A known small layout: tee tile 1A, fairway 19A, green 32A in a straight line, all turned 0.
#[test]
fn course_tiles_compile_to_a_course_file() {
    let mut tee = PlacedTile::new("1A", Hex::new(0, 0), 0);
    tee.hole = Some(1);
    let mut green = PlacedTile::new("32A", Hex::new(2, 0), 0);
    green.greens = vec![1];
    let layout = TileLayout {
        tiles: vec![tee, PlacedTile::new("19A", Hex::new(1, 0), 0), green],
        adjustments: Vec::new(),
    };
    let file = course_file("Three tiles", "", layout, &[4]).unwrap();
    // Tee 1A: r / r f r b / T f f / r r f f / r; fairway 19A: f / f f f f / f f f / b r r r / r;
    // green 32A: r / r r f r / f f G / b r f r / r. A corner between two tiles whose thirds
    // differ is rough (1A's b and 19A's f above the lane, 1A's f and 19A's b below it). The
    // tiles are moved down by one tile row so the map starts at row 0 (its first row is empty).
    assert_eq!(
        file.rows,
        vec![
            "",
            " . r . . f . . r . .",
            "r f r r f f r r f r",
            " T1 f f f f f f f G1 .",
            "r r f r r r r r f r",
            " . r . . r . . r . .",
        ]
    );
    let course = Course::load(&file).unwrap();
    assert_eq!(course.holes[0].tee.distance(course.holes[0].green), 8);
    let moved: Vec<Hex> = layout_of(&file).iter().map(|t| t.at).collect();
    assert_eq!(moved, [Hex::new(0, 1), Hex::new(1, 1), Hex::new(2, 1)]);
    assert_eq!(course.layout, file.layout);
    // The same tiles turned: the tee's hex moves round the tile's centre.
    assert_eq!(place_hex(Hex::new(0, 0), 0, 4), Hex::new(-1, 0));
    assert_eq!(place_hex(Hex::new(0, 0), 3, 4), Hex::new(1, 0));
    assert_eq!(place_hex(Hex::new(1, 1), 1, 0), Hex::new(3, 3));
}

/// Where three tiles meet their corner thirds make one hex: the terrain most thirds show, rough
/// without a majority; an adjustment tile covers one hex with rough or its hazard.
#[test]
fn course_tiles_corners_and_adjustment_tiles() {
    // Tiles at (0,0), (1,0) and (1,-1) meet at the hex (2,-1).
    let three = TileLayout {
        tiles: vec![
            PlacedTile::new("20A", Hex::new(0, 0), 0),
            PlacedTile::new("21A", Hex::new(1, 0), 0),
            PlacedTile::new("22A", Hex::new(1, -1), 0),
        ],
        adjustments: Vec::new(),
    };
    let cells = compile(&three).unwrap();
    let corner = cells.iter().find(|c| c.0 == Hex::new(2, -1)).unwrap();
    // Their thirds there: 20A's north-east corner, 21A's north-west, 22A's south corner.
    let third = |name: &str, place: usize| parse_tile(name).unwrap().0.faces[0].cells[place];
    let ts = [third("20A", 7), third("21A", 9), third("22A", 11)];
    let want = ts
        .iter()
        .find(|t| ts.iter().filter(|x| x == t).count() >= 2)
        .copied()
        .unwrap_or(Terrain::Rough);
    assert_eq!(corner.1, want, "thirds {ts:?}");
    let mut adjusted = three.clone();
    adjusted.adjustments = vec![
        Adjustment {
            tile: 15,
            face: AdjustFace::Hazard,
            at: Hex::new(0, 0),
        },
        Adjustment {
            tile: 1,
            face: AdjustFace::Rough,
            at: Hex::new(3, 0),
        },
    ];
    let cells = compile(&adjusted).unwrap();
    let at = |h: Hex| cells.iter().find(|c| c.0 == h).unwrap().1;
    assert_eq!(at(Hex::new(0, 0)), adjustments()[14]);
    assert_eq!(at(Hex::new(3, 0)), Terrain::Rough);
    // Not on a tee, not twice, not off the course; a tile laid twice is refused.
    let mut on_tee = TileLayout {
        tiles: vec![PlacedTile::new("1A", Hex::new(0, 0), 0)],
        adjustments: vec![Adjustment {
            tile: 2,
            face: AdjustFace::Hazard,
            at: Hex::new(-1, 0),
        }],
    };
    assert_eq!(compile(&on_tee).unwrap_err().code, "course_adjust_where");
    on_tee.adjustments[0].at = Hex::new(9, 9);
    assert_eq!(compile(&on_tee).unwrap_err().code, "course_adjust_where");
    let twice = TileLayout {
        tiles: vec![
            PlacedTile::new("1A", Hex::new(0, 0), 0),
            PlacedTile::new("1B", Hex::new(1, 0), 0),
        ],
        adjustments: Vec::new(),
    };
    let e = compile(&twice).unwrap_err();
    assert_eq!(e.code, "course_bad_tiles");
    // The page words it from its particulars: which case, the tile's place and name.
    assert_eq!(e.arg("why"), Some(&Particular::Words("twice".into())));
    assert_eq!(e.arg("n"), Some(&Particular::Num(2)));
    assert_eq!(e.arg("tile"), Some(&Particular::Words("1B".into())));
    assert!(parse_tile("50A").is_none() && parse_tile("0A").is_none());
    assert!(parse_tile("7C").is_none());
    // A name is a number and a capital side letter, nothing else.
    let read = |name: &str| parse_tile(name).map(|(card, side)| (card.id, side));
    assert_eq!(read("25A"), Some((25, 0)));
    assert_eq!(read("25B"), Some((25, 1)));
    for name in ["25", "25a", "A", "", "2AA", "25 A", "-1A", "25é", "é"] {
        assert_eq!(read(name), None, "{name:?}");
    }
}

/// A course file that records its tiles must be what they make; it travels through a game state
/// with its tiles.
#[test]
fn course_file_records_its_tiles() {
    let file = quick_course(&QuickOptions::new(3), 7).unwrap();
    let text = serde_json::to_string(&file).unwrap();
    assert!(text.contains("\"layout\""));
    let course = Course::load(&file).unwrap();
    assert_eq!(course.to_file(), file);
    check(&file).unwrap();
    let mut edited = file.clone();
    let row = edited.rows.iter().position(|r| r.contains(" f ")).unwrap();
    edited.rows[row] = edited.rows[row].replacen(" f ", " w ", 1);
    // The edited map still loads as a course; its layout no longer matches it.
    Course::load(&edited).unwrap();
    assert_eq!(check(&edited).unwrap_err().code, "course_tiles_mismatch");
    let mut renumbered = file.clone();
    let row = renumbered
        .rows
        .iter()
        .position(|r| r.contains("G1"))
        .unwrap();
    renumbered.rows[row] = renumbered.rows[row].replacen("G1", "G", 1);
    renumbered.rows[row] = renumbered.rows[row].replacen("T1", "T", 1);
    assert!(check(&renumbered).is_err());
    let config = HolesConfig {
        custom: Some(file.clone()),
        ..HolesConfig::new(2)
    };
    let g = Holes18::new(&config, 1).unwrap();
    let state = serde_json::to_string(&g).unwrap();
    let back: Holes18 = serde_json::from_str(&state).unwrap();
    assert_eq!(back.course().layout, course.layout);
}

/// Quick Course Setup: a tee, then the fairway tiles it asks for (par 4 one, par 5 two), then a
/// green whose first flag is this hole's; the next tee beside the previous green.
#[test]
fn quick_course_setup_tee_fairways_green_next_tee_beside() {
    for seed in 0..20 {
        for holes in [9u8, 18] {
            let file = quick_course(&options(holes, Difficulty::Mixed, false), seed).unwrap();
            let tiles = layout_of(&file);
            let mut i = 0;
            let mut previous_green: Option<Hex> = None;
            let mut short = false;
            for hole in 1..=holes {
                let tee = &tiles[i];
                assert_eq!(
                    kind(tee),
                    TileKind::Tee,
                    "seed {seed}: hole {hole} starts with a tee"
                );
                assert_eq!(tee.hole, Some(hole));
                if let Some(g) = previous_green {
                    assert_eq!(
                        g.distance(tee.at),
                        1,
                        "seed {seed}: tee {hole} beside the last green"
                    );
                }
                let (card, side) = parse_tile(&tee.tile).unwrap();
                let asks = card.faces[side].par - 3;
                i += 1;
                let mut laid = 0;
                while kind(&tiles[i]) == TileKind::Fairway {
                    assert_eq!(
                        tiles[i].at.distance(tiles[i - 1].at),
                        1,
                        "linked edge to edge"
                    );
                    laid += 1;
                    i += 1;
                }
                assert!(laid <= asks);
                if laid < asks {
                    short = true;
                } else if short {
                    assert_eq!(asks, laid, "once fairways run out, later holes have none");
                }
                assert_eq!(file.holes[usize::from(hole) - 1].par, 3 + laid);
                let green = &tiles[i];
                assert_eq!(kind(green), TileKind::Green);
                assert_eq!(green.at.distance(tiles[i - 1].at), 1);
                assert_eq!(green.greens.iter().filter(|n| **n == hole).count(), 1);
                previous_green = Some(green.at);
                i += 1;
            }
            assert_eq!(i, tiles.len());
        }
    }
}

/// "If you run out of fairway tiles, skip them": 13 fairway tiles, an 18-hole course wants more.
#[test]
fn quick_course_setup_skips_fairways_when_they_run_out() {
    let mut ran_out = 0;
    for seed in 0..20 {
        let file = quick_course(&options(18, Difficulty::Mixed, false), seed).unwrap();
        let tiles = layout_of(&file);
        let fairways = tiles
            .iter()
            .filter(|t| kind(t) == TileKind::Fairway)
            .count();
        assert!(fairways <= 13);
        let asked: u32 = tiles
            .iter()
            .filter(|t| kind(t) == TileKind::Tee)
            .map(|t| {
                let (c, s) = parse_tile(&t.tile).unwrap();
                u32::from(c.faces[s].par - 3)
            })
            .sum();
        if asked > 13 {
            assert_eq!(
                fairways, 13,
                "seed {seed}: every fairway tile is used before any is skipped"
            );
            ran_out += 1;
        }
        let par: u32 = file.holes.iter().map(|h| u32::from(h.par)).sum();
        assert_eq!(par, 54 + fairways as u32);
    }
    assert!(ran_out > 10, "18 holes usually outrun the fairway stack");
}

/// The difficulty picks faces by stars: Easy the side with fewer, Hard the side with more.
#[test]
fn quick_course_setup_stars_follow_the_difficulty() {
    let stars = |difficulty: Difficulty, seed: u64| -> Vec<u8> {
        let file = quick_course(&options(9, difficulty, false), seed).unwrap();
        layout_of(&file)
            .iter()
            .map(|t| {
                let (card, side) = parse_tile(&t.tile).unwrap();
                let (a, b) = (card.faces[0].stars, card.faces[1].stars);
                match difficulty {
                    Difficulty::Easy => assert_eq!(card.faces[side].stars, a.min(b), "{}", t.tile),
                    Difficulty::Hard => assert_eq!(card.faces[side].stars, a.max(b), "{}", t.tile),
                    Difficulty::Mixed => {}
                }
                card.faces[side].stars
            })
            .collect()
    };
    let mean = |v: Vec<u8>| v.iter().map(|s| f64::from(*s)).sum::<f64>() / v.len() as f64;
    let (mut easy, mut hard) = (0.0, 0.0);
    for seed in 0..10 {
        easy += mean(stars(Difficulty::Easy, seed));
        hard += mean(stars(Difficulty::Hard, seed));
        stars(Difficulty::Mixed, seed);
    }
    assert!(
        easy < hard - 5.0,
        "easy {easy} hard {hard} over ten courses"
    );
}

/// Chaos Golf's setup: "a tightly packed course with all the multi-green hexes included",
/// no fairway tiles; each hole a distinct green.
#[test]
fn quick_course_setup_packed_for_chaos_golf() {
    for seed in 0..20 {
        let file = quick_course(&options(9, Difficulty::Mixed, true), seed).unwrap();
        let tiles = layout_of(&file);
        assert!(tiles.iter().all(|t| kind(t) != TileKind::Fairway));
        let multi = tiles
            .iter()
            .filter(|t| {
                let (c, s) = parse_tile(&t.tile).unwrap();
                c.faces[s].greens().count() > 1
            })
            .count();
        assert!(multi >= 1, "seed {seed}: multi-green tiles go in first");
        assert!(file.holes.iter().all(|h| h.par == 3));
        // Each tee beside the previous hole's green tile, each green on a tile beside its tee.
        let tee_at = |n: u8| tiles.iter().find(|t| t.hole == Some(n)).unwrap().at;
        let green_at = |n: u8| tiles.iter().find(|t| t.greens.contains(&n)).unwrap().at;
        for n in 1..=9u8 {
            assert_eq!(tee_at(n).distance(green_at(n)), 1, "seed {seed} hole {n}");
            if n > 1 {
                assert_eq!(
                    tee_at(n).distance(green_at(n - 1)),
                    1,
                    "seed {seed} hole {n}"
                );
            }
        }
        let course = Course::load(&file).unwrap();
        let mut greens: Vec<Hex> = course.holes.iter().map(|h| h.green).collect();
        greens.sort();
        greens.dedup();
        assert_eq!(greens.len(), 9);
        // Tightly packed: fewer tiles than a classic nine.
        assert!(tiles.len() <= 18, "seed {seed}: {} tiles", tiles.len());
    }
}

#[test]
fn quick_course_setup_is_deterministic_and_checks_its_options() {
    let o = options(9, Difficulty::Mixed, false);
    assert_eq!(quick_course(&o, 42).unwrap(), quick_course(&o, 42).unwrap());
    // As a game's settings would carry it.
    let named: QuickCourse =
        serde_json::from_str(r#"{"options": {"holes": 9, "difficulty": "mixed"}, "seed": 42}"#)
            .unwrap();
    assert_eq!(named.file().unwrap(), quick_course(&o, 42).unwrap());
    assert_ne!(quick_course(&o, 42).unwrap(), quick_course(&o, 43).unwrap());
    assert_eq!(
        quick_course(&options(0, Difficulty::Easy, false), 1)
            .unwrap_err()
            .code,
        "course_bad_options"
    );
    assert_eq!(
        quick_course(&options(19, Difficulty::Easy, false), 1)
            .unwrap_err()
            .code,
        "course_bad_options"
    );
}

/// A game on a quick course plays the course Quick Course Setup writes: the course laid
/// straight from its tiles (as a game loads it, writing no file) is the one its file loads.
#[test]
fn quick_course_setup_a_game_plays_the_course_its_file_holds() {
    for difficulty in [Difficulty::Easy, Difficulty::Mixed, Difficulty::Hard] {
        for (holes, packed) in [(1, false), (9, false), (18, false), (9, true), (18, true)] {
            for seed in 0..4 {
                let quick = QuickCourse {
                    options: options(holes, difficulty, packed),
                    seed,
                };
                let from_file = Course::load(&quick.file().unwrap()).unwrap();
                assert_eq!(quick.course().unwrap(), from_file, "{quick:?}");
            }
        }
    }
}

/// A game's settings name a quick course by its options and seed: the record stays small, the
/// course is laid again on replay, and it is the course Quick Course Setup lays for that seed.
#[test]
fn quick_course_setup_a_game_names_its_course_by_seed_and_replays_it() {
    let quick = QuickCourse {
        options: options(9, Difficulty::Hard, false),
        seed: 2026,
    };
    let config = HolesConfig {
        quick: Some(quick),
        ..HolesConfig::new(2)
    };
    let mut m = Match::<Holes18>::new(config.clone(), 7).unwrap();
    let laid = Course::load(&quick.file().unwrap()).unwrap();
    assert_eq!(m.state.course().holes, laid.holes);
    let greedy = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    assert!(play_out(&mut m, &[greedy; 2], 200_000));
    let record = clubhouse::core::wire::to_text(&m.record());
    assert!(record.contains(
        r#""quick":{"options":{"holes":9,"difficulty":"hard","packed":false},"seed":2026}"#
    ));
    assert!(
        record.len() < 20_000,
        "the record does not carry the course"
    );
    let again =
        Match::<Holes18>::replay(&MatchRecord::parse(&text_to_wire(&record).unwrap()).unwrap())
            .unwrap();
    assert_eq!(again.state_hash(), m.state_hash());
    // Without a quick course the settings are written as before (the golden records hold).
    let plain = serde_json::to_string(&HolesConfig::new(2)).unwrap();
    assert!(!plain.contains("quick"), "{plain}");
    // A course file and a quick course at once is a mistake, said plainly.
    let both = HolesConfig {
        custom: Some(quick.file().unwrap()),
        ..config
    };
    let e = Match::<Holes18>::new(both, 7).unwrap_err();
    assert_eq!(e.code, "course_conflict");
    let bad = HolesConfig {
        quick: Some(QuickCourse {
            options: options(40, Difficulty::Easy, false),
            seed: 1,
        }),
        ..HolesConfig::new(2)
    };
    assert_eq!(
        Match::<Holes18>::new(bad, 7).unwrap_err().code,
        "course_bad_options"
    );
}

/// Generated courses per kind in the routine run; `HOLES18_QUICK=1000` for the long one.
fn quick_count() -> u64 {
    std::env::var("HOLES18_QUICK")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(50)
}

/// Many generated courses of each kind (9 and 18 holes, packed) load as valid courses (every
/// tee walks to its green, tees and greens distinct) and bots play them to the end: Match Play
/// and the other hole-by-hole ways to play on the classic ones, the chaos modes on the packed.
#[test]
fn quick_courses_are_valid_and_bots_play_them_to_the_end() {
    let n = quick_count();
    let greedy = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    // Each kind of course with the ways to play it suits, in turn: (mode, players).
    let classic = [
        (Mode::MatchPlay, 2usize),
        (Mode::StrokePlay, 1),
        (Mode::Stableford, 2),
        (Mode::GolfRacing, 2),
        (Mode::Skins, 3),
    ];
    let chaos = [
        (Mode::ChaosGolf, 3usize),
        (Mode::KellyGolf, 2),
        (Mode::SoloChaos, 1),
        (Mode::ChaosTeams, 2),
    ];
    for (holes, packed, modes) in [
        (9u8, false, &classic[..]),
        (18, false, &classic[..]),
        (9, true, &chaos[..]),
    ] {
        let t = std::time::Instant::now();
        for seed in 0..n {
            let difficulty =
                [Difficulty::Easy, Difficulty::Mixed, Difficulty::Hard][seed as usize % 3];
            let (mode, players) = modes[seed as usize % modes.len()];
            let file = quick_course(&options(holes, difficulty, packed), seed)
                .unwrap_or_else(|e| panic!("{holes} holes packed {packed} seed {seed}: {e}"));
            let course = Course::load(&file).unwrap();
            assert_eq!(course.holes.len(), usize::from(holes));
            for (i, h) in course.holes.iter().enumerate() {
                assert_ne!(h.tee, h.green);
                assert!(
                    course.walk(i, h.tee) < u16::MAX,
                    "seed {seed} hole {}",
                    i + 1
                );
            }
            let config = HolesConfig {
                custom: Some(file),
                mode,
                ..HolesConfig::new(players)
            };
            let mut m = Match::<Holes18>::new(config, seed).unwrap();
            let bots = vec![greedy; players];
            assert!(
                play_out(&mut m, &bots, 200_000),
                "{holes} holes packed {packed} seed {seed} {mode:?}: the bots did not finish"
            );
            assert!(m.state.is_over());
        }
        eprintln!(
            "{n} {holes}-hole{} courses generated and played in {:?}",
            if packed { " packed" } else { "" },
            t.elapsed()
        );
    }
}

/// How long Quick Course Setup takes (a measure, not a rule): `--release -- --ignored`.
#[test]
#[ignore]
fn measure_quick_course_setup() {
    for (holes, packed) in [(9u8, false), (18, false), (9, true)] {
        let n = 1000u64;
        let t = std::time::Instant::now();
        for seed in 0..n {
            quick_course(&options(holes, Difficulty::Mixed, packed), seed).unwrap();
        }
        eprintln!(
            "{holes} holes packed {packed}: {:?} per course",
            t.elapsed() / n as u32
        );
    }
}

/// How generated courses play (a measure, not a rule): the rounds a lone greedy bot takes per
/// hole, by par, against the par itself. `HOLES18_QUICK` sets the courses per difficulty.
#[test]
#[ignore]
fn measure_quick_course_rounds_by_par() {
    let n = quick_count();
    let greedy = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    for difficulty in [Difficulty::Easy, Difficulty::Mixed, Difficulty::Hard] {
        // Per par 3, 4, 5: holes played and rounds taken.
        let mut sums = [(0u32, 0u32); 3];
        for seed in 0..n {
            let file = quick_course(&options(18, difficulty, false), seed).unwrap();
            let pars: Vec<u8> = file.holes.iter().map(|h| h.par).collect();
            let config = HolesConfig {
                custom: Some(file),
                ..HolesConfig::new(1)
            };
            let mut m = Match::<Holes18>::new(config, seed).unwrap();
            assert!(play_out(&mut m, &[greedy], 200_000));
            for (r, par) in m.state.results().iter().zip(&pars) {
                let s = &mut sums[usize::from(par - 3)];
                s.0 += 1;
                s.1 += r.rounds;
            }
        }
        let per: Vec<String> = sums
            .iter()
            .enumerate()
            .map(|(i, (holes, rounds))| {
                format!(
                    "par {}: {:.2} rounds ({holes} holes)",
                    i + 3,
                    f64::from(*rounds) / f64::from((*holes).max(1))
                )
            })
            .collect();
        eprintln!("{difficulty:?}: {}", per.join(", "));
    }
}
