//! The course designer ("Course Tiles": a new course laid from the tiles): a design compiles to a
//! course file that plays, every problem names its hole and the hex to mark, and a file the
//! designer wrote opens in it again.

use clubhouse::core::bot::{play_out, BotKind, BotSpec};
use clubhouse::core::record::Match;
use clubhouse::games::holes18::course::{Course, CourseFile};
use clubhouse::games::holes18::designer::{footprint, from_file, palette, review, Design};
use clubhouse::games::holes18::tiles::{
    compile, layout, quick_course, AdjustFace, Adjustment, PlacedTile, QuickOptions, TileLayout,
};
use clubhouse::games::holes18::{Hex, Holes18, HolesConfig};

/// Tee 1A, fairway 19A and green 32A in a line: a par 3 whose lane runs east.
fn one_hole() -> Design {
    let mut tee = PlacedTile::new("1A", Hex::new(0, 0), 0);
    tee.hole = Some(1);
    let mut green = PlacedTile::new("32A", Hex::new(2, 0), 0);
    green.greens = vec![1];
    Design {
        name: "Three tiles".into(),
        designer: "A. Golfer".into(),
        notes: String::new(),
        layout: TileLayout {
            tiles: vec![tee, PlacedTile::new("19A", Hex::new(1, 0), 0), green],
            adjustments: Vec::new(),
        },
    }
}

fn codes(d: &Design) -> Vec<&'static str> {
    review(d).problems.iter().map(|p| p.code).collect()
}

/// Course Tiles: tiles laid tee, fairway, green make a hole whose par is printed on the tee;
/// the file the designer writes is signed, records its tiles and is played to the end by bots.
#[test]
fn course_tiles_a_designed_course_compiles_and_plays() {
    let r = review(&one_hole());
    assert!(r.problems.is_empty(), "{:?}", r.problems);
    assert_eq!(r.holes.len(), 1);
    assert_eq!(r.holes[0].par, 3);
    let file = r.file.expect("a course file once there are no problems");
    assert_eq!(file.designer, "A. Golfer");
    assert_eq!(file.holes[0].par, 3);
    assert!(layout(&file).unwrap().is_some());
    let course = Course::load(&file).unwrap();
    assert_eq!(course.holes.len(), 1);
    let config = HolesConfig {
        custom: Some(file),
        ..HolesConfig::new(2)
    };
    let mut m = Match::<Holes18>::new(config, 7).unwrap();
    let greedy = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    assert!(
        play_out(&mut m, &[greedy; 2], 200_000),
        "bots play it to the end"
    );
}

/// Each problem says which hole and which hex, so the designer can mark it.
#[test]
fn course_designer_names_the_hole_and_hex_of_each_problem() {
    let tee_hex = review(&one_hole()).holes[0].tee.unwrap();
    let green_hex = review(&one_hole()).holes[0].green.unwrap();

    let mut empty = one_hole();
    empty.layout.tiles.clear();
    assert_eq!(codes(&empty), ["design_empty"]);

    let mut no_green = one_hole();
    no_green.layout.tiles.pop();
    let r = review(&no_green);
    assert_eq!(codes(&no_green), ["design_no_green"]);
    assert_eq!(
        (r.problems[0].hole, r.problems[0].at),
        (Some(1), Some(tee_hex))
    );
    assert!(r.file.is_none());

    // The green moved away: a gap of empty ground (out of bounds) lies between.
    let mut cut_off = one_hole();
    cut_off.layout.tiles[2].at = Hex::new(5, 0);
    let r = review(&cut_off);
    assert_eq!(codes(&cut_off), ["design_unreachable"]);
    assert_eq!(r.problems[0].hole, Some(1));
    assert_ne!(r.problems[0].at, None);

    // A second tee numbered 1, and the green left without a number.
    let mut twice = one_hole();
    let mut tee2 = PlacedTile::new("2A", Hex::new(0, 1), 0);
    tee2.hole = Some(1);
    twice.layout.tiles.push(tee2);
    twice.layout.tiles[2].greens = vec![0];
    assert_eq!(codes(&twice), ["design_two_tees", "design_no_green"]);

    // Hole 2 has a green but no tee: the green is the hex to mark.
    let mut gap = one_hole();
    gap.layout.tiles[2].greens = vec![2];
    let r = review(&gap);
    assert_eq!(codes(&gap), ["design_no_green", "design_no_tee"]);
    assert_eq!(r.problems[1].at, Some(green_hex));

    let mut unnamed = one_hole();
    unnamed.name = "  ".into();
    assert_eq!(codes(&unnamed), ["design_no_name"]);

    // Tiles a file names wrongly are refused with the tile compiler's sentence.
    let mut wrong = one_hole();
    wrong.layout.tiles[1].tile = "19A".into();
    wrong.layout.tiles[0].tile = "19A".into();
    assert_eq!(codes(&wrong), ["design_bad_tiles"]);
}

/// Adjustment Tiles: a hazard laid on the lane shows in the compiled hexes and the file.
#[test]
fn adjustment_tiles_change_the_designed_course() {
    let mut d = one_hole();
    let before = review(&d).file.unwrap();
    let lane = Hex::new(4, 0); // a fairway hex on 19A's lane
    d.layout.adjustments.push(Adjustment {
        tile: 8,
        face: AdjustFace::Hazard,
        at: lane,
    });
    let r = review(&d);
    assert!(r.problems.is_empty(), "{:?}", r.problems);
    let cell = r
        .cells
        .iter()
        .find(|c| (c.0, c.1) == (lane.q, lane.r))
        .unwrap();
    assert_ne!(cell.2, 'f');
    assert_ne!(r.file.unwrap().rows, before.rows);

    // One off the course is refused, and the review says why by the course's own code, so
    // the page can word it for the move that met it.
    d.layout.adjustments[0].at = Hex::new(40, 40);
    let off = review(&d);
    assert_eq!(off.problems.len(), 1);
    assert_eq!(off.problems[0].code, "design_bad_tiles");
    assert_eq!(off.problems[0].cause, Some("course_adjust_where"));
}

/// A file the designer wrote opens in it again and writes the same file; a map edited by hand
/// after its tiles were laid is refused rather than silently lost.
#[test]
fn course_designer_reopens_the_file_it_wrote() {
    let file = review(&one_hole()).file.unwrap();
    let again = from_file(&file).unwrap();
    assert_eq!(again.name, "Three tiles");
    assert_eq!(again.designer, "A. Golfer");
    assert_eq!(review(&again).file.unwrap(), file);

    let mut edited: CourseFile = file.clone();
    edited.rows[2] = edited.rows[2].replacen('f', "b", 1);
    assert_eq!(
        from_file(&edited).unwrap_err().code,
        "course_tiles_mismatch"
    );

    let mut drawn = file;
    drawn.layout = None;
    assert_eq!(from_file(&drawn).unwrap_err().code, "design_no_layout");
}

/// Every Quick Course Setup layout is a design with no problems.
#[test]
fn quick_course_layouts_review_clean_in_the_designer() {
    for seed in 0..40 {
        let file = quick_course(&QuickOptions::new(9), seed).unwrap();
        let design = from_file(&file).unwrap();
        let r = review(&design);
        assert!(r.problems.is_empty(), "seed {seed}: {:?}", r.problems);
        assert_eq!(r.holes.len(), 9);
    }
}

/// The preview of a tile before it is laid covers what laying it covers.
#[test]
fn course_designer_preview_matches_the_laid_tile() {
    for turn in 0..6 {
        let at = Hex::new(2, -1);
        let cells = compile(&TileLayout {
            tiles: vec![PlacedTile::new("25B", Hex::new(2, -1), turn)],
            adjustments: Vec::new(),
        })
        .unwrap();
        let shown = footprint("25B", at, turn).unwrap();
        assert_eq!(shown.len(), 13);
        for (q, r, _) in &shown {
            assert!(cells.iter().any(|c| c.0 == Hex::new(*q, *r)));
        }
        // The centre and the ring (places 0..6) carry the face's own terrain.
        for (q, r, letter) in &shown[..7] {
            let c = cells.iter().find(|c| c.0 == Hex::new(*q, *r)).unwrap();
            assert_eq!(c.1.letter(), *letter);
        }
    }
    assert_eq!(
        footprint("50A", Hex::new(0, 0), 0).unwrap_err().code,
        "design_bad_tiles"
    );
    let p = palette();
    assert_eq!(
        (p.tiles.len(), p.adjustments.len(), p.places.len()),
        (49, 21, 13)
    );
}

/// Whatever a design says, reviewing it never panics: random tiles, turns and numbers.
#[test]
fn course_designer_review_never_panics() {
    use clubhouse::core::rng::{rng_from_seed, Rng};
    let mut rng = rng_from_seed(11);
    for _ in 0..2_000 {
        let n = rng.random_range(0..8);
        let tiles = (0..n)
            .map(|_| PlacedTile {
                tile: format!(
                    "{}{}",
                    rng.random_range(0..52),
                    if rng.random_range(0..2) == 0 {
                        'A'
                    } else {
                        'B'
                    }
                ),
                at: Hex::new(rng.random_range(-30..30), rng.random_range(-30..30)),
                turn: rng.random_range(0..8),
                hole: Some(rng.random_range(0..22)),
                greens: vec![rng.random_range(0..20)],
            })
            .collect();
        let d = Design {
            name: "Fuzz".into(),
            designer: String::new(),
            notes: String::new(),
            layout: TileLayout {
                tiles,
                adjustments: Vec::new(),
            },
        };
        let r = review(&d);
        assert_eq!(r.file.is_some(), r.problems.is_empty());
    }
}
