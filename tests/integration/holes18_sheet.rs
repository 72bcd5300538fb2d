//! 18 Holes course sheets by simulation (beyond the booklet's printed sheets): the per-hole
//! measured par, the Stableford range, the difficulty figure and the Solo Chaos Golf par, from
//! bot games on any course a game's settings can name.

use clubhouse::games::holes18::modes::stableford_points;
use clubhouse::games::holes18::sheet::{SheetRun, SOLO_RANKS};
use clubhouse::games::holes18::tiles::{Difficulty, QuickCourse, QuickOptions};
use clubhouse::games::holes18::HolesConfig;

fn shipped(course: &str) -> HolesConfig {
    HolesConfig {
        course: course.into(),
        ..HolesConfig::new(1)
    }
}

#[test]
fn course_sheet_measures_each_hole_the_stableford_range_and_the_solo_par() {
    let mut run = SheetRun::new(&shipped("lakeside-nine"), 50, 1).unwrap();
    assert_eq!((run.done(), run.total()), (0, 50));
    // A few games at a time, as the page's worker asks for them.
    while run.done() < run.total() {
        let before = run.done();
        assert!(run.step(7) > before);
    }
    let sheet = run.sheet();
    assert_eq!(sheet.games, 50);
    assert_eq!(sheet.stalled, 0);
    assert_eq!(sheet.holes.len(), 9);
    assert_eq!(sheet.par, 36);
    for h in &sheet.holes {
        assert!((2.0..12.0).contains(&h.mean), "{h:?}");
        assert_eq!(h.played_par, h.mean.round() as u8);
    }
    let total: f64 = sheet.holes.iter().map(|h| h.mean).sum();
    assert!((sheet.over_par - (total - 36.0)).abs() < 1e-9);
    assert_eq!(
        sheet.played_par,
        sheet
            .holes
            .iter()
            .map(|h| u32::from(h.played_par))
            .sum::<u32>()
    );
    // Three games in five are Stroke Play, two Solo Chaos Golf, spread over every rank.
    let solo: usize = sheet.solo.iter().map(|s| s.1).sum();
    assert_eq!(solo, 20);
    assert!(sheet
        .solo
        .iter()
        .all(|(_, games, wins)| *games >= 3 && wins <= games));
    assert!(SOLO_RANKS.contains(&sheet.solo[0].0));
    assert!((SOLO_RANKS[0]..=SOLO_RANKS[SOLO_RANKS.len() - 1]).contains(&sheet.solo_par));
    // Stableford against the course's pars: a par on each hole scores 2 points a hole.
    assert_eq!(stableford_points(4, 4), 2);
    assert!(sheet.stableford[0] <= sheet.stableford[1]);
    assert!(sheet.stableford[1] <= 9 * 5);
}

#[test]
fn course_sheet_is_the_same_for_the_same_seed_and_refuses_a_course_that_is_not_one() {
    let quick = HolesConfig {
        quick: Some(QuickCourse {
            options: QuickOptions {
                holes: 9,
                difficulty: Difficulty::Mixed,
                packed: true,
            },
            seed: 77,
        }),
        ..HolesConfig::new(3)
    };
    let sheet = |seed| {
        let mut run = SheetRun::new(&quick, 20, seed).unwrap();
        run.step(20);
        run.sheet()
    };
    assert_eq!(sheet(5), sheet(5));
    assert!(sheet(5).holes.iter().all(|h| h.par == 3));
    let e = SheetRun::new(&shipped("nowhere"), 20, 1).err().unwrap();
    assert_eq!(e.code, "unknown_course");
}
