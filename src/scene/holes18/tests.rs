//! The 18 Holes scene offers every legal move and only those; the page's lists match the engine's.

use super::*;
use crate::core::bot::{self, BotSpec};
use crate::core::rng::{bot_rng, Rng};
use crate::games::holes18::golfers::{Golfer, Side};
use crate::games::holes18::rules::Phase;
use crate::games::holes18::{ClubSetup, HolesConfig};

/// The actions a scene offers, menus opened.
fn offered(scene: &Scene) -> Vec<String> {
    let mut out = Vec::new();
    let world = scene
        .world
        .as_ref()
        .map(|w| w.hits.as_slice())
        .unwrap_or(&[]);
    for h in scene.hits.iter().chain(world) {
        let v: serde_json::Value = serde_json::from_str(h.action.get()).unwrap();
        match v.get("choose") {
            Some(list) => {
                for item in list.as_array().unwrap() {
                    out.push(item["action"].to_string());
                }
            }
            None => out.push(v.to_string()),
        }
    }
    out.sort_unstable();
    out
}

/// Every legal move is on the screen (on the course, as a button, or in a menu), and only
/// legal moves are, through whole games on every course and seat count, tall and wide.
#[test]
fn every_legal_move_is_offered_and_nothing_else() {
    let mut biggest = 0;
    for (course, players, clubs, mode) in [
        ("starter", 2, ClubSetup::Starter, Mode::MatchPlay),
        ("lakeside-nine", 3, ClubSetup::Draft, Mode::MatchPlay),
        ("starter", 5, ClubSetup::Draft, Mode::MatchPlay),
        ("starter", 1, ClubSetup::Draft, Mode::MatchPlay),
        ("starter", 2, ClubSetup::Starter, Mode::Skins),
        ("starter", 3, ClubSetup::Starter, Mode::ChaosGolf),
        ("lakeside-nine", 2, ClubSetup::Starter, Mode::KellyGolf),
        ("starter", 2, ClubSetup::Starter, Mode::StrokePlay),
        ("starter", 2, ClubSetup::Starter, Mode::GolfRacing),
        ("starter", 1, ClubSetup::Draft, Mode::SoloChaos),
        ("starter", 2, ClubSetup::Starter, Mode::ChaosTeams),
    ] {
        let config = HolesConfig {
            course: course.to_string(),
            clubs,
            mode,
            ..HolesConfig::new(players)
        };
        biggest = biggest.max(offers_every_legal_move(&config));
    }
    eprintln!("largest scene: {biggest} bytes of JSON");
}

/// Golfer powers are offered too (as buttons or in menus), and nothing else.
#[test]
fn every_golfer_power_is_offered_and_nothing_else() {
    use crate::games::holes18::golfers::{Choice, SeatGolfer};
    let all = Golfer::ALL;
    for (k, players) in [(0usize, 5usize), (5, 3), (3, 4), (1, 2)] {
        let golfers = (0..players)
            .map(|s| SeatGolfer {
                golfer: Choice::from(all[(k + s) % 8]),
                side: if (k + s) % 2 == 0 { Side::A } else { Side::B },
            })
            .collect();
        let config = HolesConfig {
            golfers,
            ..HolesConfig::new(players)
        };
        offers_every_legal_move(&config);
    }
}

/// Plays a game with random bots, checking at every step that each seat to move is offered
/// exactly its legal moves; returns the largest scene's size.
fn offers_every_legal_move(config: &HolesConfig) -> usize {
    let mut biggest = 0;
    let (course, players) = (config.course.clone(), config.players);
    {
        let mut g = Holes18::new(config, 7).unwrap();
        let mut rng = bot_rng(5);
        let mut events = Vec::new();
        let mut steps = 0;
        while !g.is_over() && steps < 1500 {
            steps += 1;
            for &seat in &g.to_move() {
                let view = g.view(Some(seat));
                for (w, h) in [(1200.0, 800.0), (380.0, 700.0)] {
                    let scene = Holes18::scene(&view, &events, w, h);
                    biggest = biggest.max(serde_json::to_string(&scene).unwrap().len());
                    let mut legal: Vec<String> = g
                        .legal_actions(seat)
                        .iter()
                        .map(|a| serde_json::to_value(a).unwrap().to_string())
                        .collect();
                    legal.sort_unstable();
                    let mut got = offered(&scene);
                    got.dedup();
                    // Landings on one hex by two cards are one hit: compare as sets,
                    // after folding equal shoots.
                    for a in &got {
                        assert!(legal.contains(a), "{a} is not legal");
                    }
                    let shoot_hexes = legal.iter().filter(|a| !a.contains("shoot")).count();
                    let got_plain = got.iter().filter(|a| !a.contains("shoot")).count();
                    assert_eq!(
                        shoot_hexes, got_plain,
                        "{course} {players}: {legal:?} vs {got:?}"
                    );
                }
            }
            let seat = g.to_move()[rng.random_range(0..g.to_move().len())];
            let view = g.view(Some(seat));
            let legal = g.legal_actions(seat);
            let a = bot::choose::<Holes18>(
                BotSpec::level("random").unwrap(),
                &view,
                seat,
                &legal,
                &mut rng,
            )
            .unwrap();
            events = g.apply(seat, &a).unwrap();
        }
    }
    biggest
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
            let key = format!("\"mode_{}\"", mode_code(m));
            assert!(words.contains(&key), "{lang}: {key}");
        }
    }
}

/// The page words clubs from the numbers events carry: its list must be the engine's.
#[test]
fn the_pages_club_names_match_the_club_data() {
    let js = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/js/games/holes18.js"
    ))
    .unwrap();
    let start = js.find("const CLUB_NAMES = [").unwrap();
    let end = start + js[start..].find("];").unwrap();
    let names: Vec<&str> = js[start..end].split('\'').skip(1).step_by(2).collect();
    let engine: Vec<&str> = Club::all().map(Club::name).collect();
    assert_eq!(names, engine);
}

/// A chip aimed over a gap in the course goes out of bounds whatever chip card is drawn (its
/// first hex is passed over, and only the fly-over variant lets a shot cross off-course space):
/// its words say so, as a wood's do, so a person does not spend stroke after stroke on it. On
/// the Starter Course the water at (4, 4) has such gaps to its south-west and south-east.
#[test]
fn a_chip_over_a_gap_in_the_course_is_named_out_of_bounds() {
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
    let scene = Holes18::scene(&g.view(Some(0)), &[], 1200.0, 800.0);
    let world = scene.world.as_ref().unwrap();
    // Each chip aim's words, found on its hex or in the hex's menu.
    let mut chips = Vec::new();
    for h in &world.hits {
        let v: serde_json::Value = serde_json::from_str(h.action.get()).unwrap();
        let items = match v.get("choose") {
            Some(list) => list.as_array().unwrap().clone(),
            None => vec![serde_json::json!({ "action": v, "label": { "key": h.label.key } })],
        };
        for item in items {
            if let Some(dir) = item["action"]["play"]["dir"].as_u64() {
                chips.push((dir, item["label"]["key"].as_str().unwrap().to_string()));
            }
        }
    }
    chips.sort();
    let course = g.course();
    for (dir, key) in &chips {
        let over = Hex::new(4, 4).step(*dir as u8);
        let expected = if course.terrain(over).is_none() {
            "h18_hit_chip_out"
        } else {
            "h18_hit_chip"
        };
        assert_eq!(key, expected, "the chip aimed {dir}");
    }
    assert_eq!(chips.len(), 6, "{chips:?}");
    assert!(chips.iter().any(|(_, k)| k == "h18_hit_chip_out"));
}

/// The draft's packet on a laptop's table and on a phone's (the panel beside or below the course
/// has no room for nine readable cards in a row): the cards go on more rows rather than shrink
/// below a readable width (as far as a phone's short panel allows), apart, each its own key.
#[test]
fn the_draft_cards_stay_readable_on_a_narrow_panel() {
    let config = HolesConfig {
        clubs: ClubSetup::Draft,
        ..HolesConfig::new(2)
    };
    let g = Holes18::new(&config, 7).unwrap();
    assert_eq!(g.phase, Phase::Draft);
    let packet = g.view(Some(0)).packet.map_or(0, |p| p.len());
    assert!(packet >= 7, "a packet of {packet}");
    for (w, h) in [(910.0, 636.0), (370.0, 676.0)] {
        let scene = Holes18::scene(&g.view(Some(0)), &[], w, h);
        let cards: Vec<_> = scene
            .hits
            .iter()
            .filter(|h| h.action.get().contains("pick"))
            .collect();
        assert_eq!(cards.len(), packet);
        // A phone's panel is short as well as narrow: there the rows make the cards a quarter
        // wider than one row of them across the same span, if not quite the readable width.
        let left = cards.iter().map(|c| c.at.x).fold(f64::MAX, f64::min);
        let right = cards.iter().map(|c| c.at.x + c.at.w).fold(0.0, f64::max);
        let one_row = (right - left - (packet - 1) as f64 * 6.0) / packet as f64;
        let least = if w > 600.0 {
            draw::READABLE_CARD_W
        } else {
            one_row * 1.25
        };
        for (i, c) in cards.iter().enumerate() {
            assert!(c.at.w >= least, "{w}x{h}, card {i}: {:?}", c.at);
            assert!(
                c.at.x + c.at.w <= w && c.at.y + c.at.h <= h,
                "{w}x{h}: {:?}",
                c.at
            );
            assert_eq!(
                c.key,
                ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
                    .get(i)
                    .copied()
            );
            for d in &cards[i + 1..] {
                let apart = c.at.x + c.at.w <= d.at.x
                    || d.at.x + d.at.w <= c.at.x
                    || c.at.y + c.at.h <= d.at.y
                    || d.at.y + d.at.h <= c.at.y;
                assert!(apart, "{:?} and {:?} overlap", c.at, d.at);
            }
        }
        let mut rows: Vec<i64> = cards.iter().map(|c| c.at.y.round() as i64).collect();
        rows.dedup();
        assert!(rows.len() > 1, "{w}x{h}: more than one row");
    }
}
