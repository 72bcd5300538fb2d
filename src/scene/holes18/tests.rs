//! The 18 Holes table the page lays out: every legal move of the viewer, in the engine's order,
//! with what it would do; nothing for a spectator; the words the page needs for the engine's
//! courses, modes and clubs. (The layout's own checks run in the browser: tests/e2e.)

use super::*;
use crate::core::bot::{self, BotSpec};
use crate::core::rng::{bot_rng, Rng};
use crate::games::holes18::course::Hex;
use crate::games::holes18::modes::Mode;
use crate::games::holes18::{ClubSetup, HolesConfig};

/// Through whole games on several courses, seat counts and modes: each seat's table lists
/// exactly its legal moves; a wood carries its flight, a shot drawn from a deck on the mover's
/// turn the chance of each hex it can reach, and a spectator's table no move.
#[test]
fn the_table_lists_each_legal_move_with_what_it_would_do() {
    for (course, players, clubs, mode) in [
        ("starter", 2, ClubSetup::Starter, Mode::MatchPlay),
        ("lakeside-nine", 3, ClubSetup::Draft, Mode::MatchPlay),
        ("starter", 3, ClubSetup::Starter, Mode::ChaosGolf),
        ("lakeside-nine", 2, ClubSetup::Starter, Mode::KellyGolf),
        ("starter", 1, ClubSetup::Draft, Mode::SoloChaos),
        ("starter", 2, ClubSetup::Starter, Mode::ChaosTeams),
    ] {
        let config = HolesConfig {
            course: course.to_string(),
            clubs,
            mode,
            ..HolesConfig::new(players)
        };
        let mut g = Holes18::new(&config, 7).unwrap();
        let mut rng = bot_rng(5);
        let (mut flights, mut odds) = (0, 0);
        let mut steps = 0;
        while !g.is_over() && steps < 800 {
            steps += 1;
            for seat in 0..players {
                let t = table(&g.view(Some(seat)), &[]);
                let listed: Vec<HolesAction> = t.moves.iter().map(|m| m.action).collect();
                assert_eq!(
                    listed,
                    g.legal_actions(seat),
                    "{course} {mode:?} step {steps}"
                );
                for m in &t.moves {
                    match m.action {
                        HolesAction::Wood(_) => assert!(m.flight.is_some()),
                        HolesAction::Play { dir: None, .. } | HolesAction::BigHit => {
                            assert!(m.odds.iter().all(|(_, p)| *p <= 1000));
                            odds += usize::from(!m.odds.is_empty());
                        }
                        _ => {}
                    }
                    flights += usize::from(m.flight.is_some());
                }
            }
            assert!(table(&g.view(None), &[]).moves.is_empty());
            let seat = g.to_move()[rng.random_range(0..g.to_move().len())];
            let legal = g.legal_actions(seat);
            let a = bot::choose::<Holes18>(
                BotSpec::level("random").unwrap(),
                &g.view(Some(seat)),
                seat,
                &legal,
                &mut rng,
            )
            .unwrap();
            g.apply(seat, &a).unwrap();
        }
        assert!(
            flights > 0 && odds > 0,
            "{course} {mode:?}: {flights} {odds}"
        );
    }
}

/// The map rows put each hex's terrain letter where its offset puts it, and each hole's tee
/// and green are where the course has them.
#[test]
fn the_map_rows_and_holes_are_the_course() {
    let g = Holes18::new(&HolesConfig::new(2), 7).unwrap();
    let t = table(&g.view(Some(0)), &[]);
    let course = g.course();
    for (h, terrain) in course.cells() {
        let (c, r) = h.to_offset();
        let row = t.map.rows[(r - t.map.row0) as usize].as_bytes();
        assert_eq!(row[(c - t.map.col0) as usize] as char, terrain.letter());
    }
    assert_eq!(t.holes, course.holes);
}

/// A chip aimed over a gap in the course goes out of bounds whatever chip card is drawn (its
/// first hex is passed over, and only the fly-over variant lets a shot cross off-course space):
/// the table says so, and the page words it as a wood's out-of-bounds shot, so a person does
/// not spend stroke after stroke on it. On the Starter Course the water at (4, 4) has such gaps
/// to its south-west and south-east.
#[test]
fn a_chip_over_a_gap_in_the_course_is_marked_out_of_bounds() {
    let mut g = Holes18::new(&HolesConfig::new(2), 7).unwrap();
    let wedge = Club::all().find(|c| c.name() == "Pitching Wedge").unwrap();
    for hand in g.hands.iter_mut() {
        hand.retain(|c| *c != wedge);
    }
    g.selected[0] = Some(wedge);
    g.pos[0] = Hex::new(4, 4);
    g.phase = Phase::Turn;
    g.order = vec![0, 1];
    g.turn = 0;
    let t = table(&g.view(Some(0)), &[]);
    let course = g.course();
    let mut chips = 0;
    for m in &t.moves {
        if let HolesAction::Play { dir: Some(d), .. } = m.action {
            chips += 1;
            let over = Hex::new(4, 4).step(d);
            assert_eq!(m.out, course.terrain(over).is_none(), "the chip aimed {d}");
        }
    }
    assert_eq!(chips, 6);
    assert!(t.moves.iter().any(|m| m.out));
}

/// The page names every shipped course and every mode in both languages, in 18 Holes' own words
/// (which courses and modes it offers comes from the engine's catalog: tests/catalog.rs).
#[test]
fn the_page_names_the_engines_courses_and_modes() {
    use crate::games::holes18::course::SHIPPED;
    let root = env!("CARGO_MANIFEST_DIR");
    for lang in ["en", "fr"] {
        let words =
            std::fs::read_to_string(format!("{root}/www/i18n/holes18.{lang}.json")).unwrap();
        for (id, _) in SHIPPED {
            assert!(words.contains(&format!("\"course_{id}\"")), "{lang}: {id}");
        }
        for m in Mode::ALL {
            let code = serde_json::to_value(m).unwrap();
            let key = format!("\"mode_{}\"", code.as_str().unwrap());
            assert!(words.contains(&key), "{lang}: {key}");
        }
    }
}
