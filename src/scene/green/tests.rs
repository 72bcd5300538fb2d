//! The GREEN table's scene: hits against the legal moves, and cards that never cover each other.

use super::*;
use crate::core::bot::BotKind;
use crate::core::game::Game;
use crate::games::green::GreenConfig;
use crate::testkit::{check_hit_regions, HitRules};

/// Every hit is legal, every legal action has exactly one hit, hits stay on screen and never
/// overlap: 2 to 4 players, with and without Pro Golfers, phone and laptop.
#[test]
fn hits_cover_the_legal_actions_without_overlap() {
    let games = (2..=4).flat_map(|players| {
        [false, true].map(|pro_golfers| {
            let config = GreenConfig {
                players,
                pro_golfers,
            };
            let g = Green::new(&config, players as u64 + 10).unwrap();
            (format!("{players}p pro {pro_golfers}"), g)
        })
    });
    let rules = HitRules::<Green> {
        sizes: &[
            (360.0, 640.0),
            (1280.0, 800.0),
            (800.0, 500.0),
            (780.0, 285.0),
        ],
        max_steps: 600,
        // A menu hit stands for each of its choices.
        read: |json| {
            let action: serde_json::Value = serde_json::from_str(json).unwrap();
            let actions = match action.get("choose") {
                Some(list) => list
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c["action"].clone())
                    .collect(),
                None => vec![action],
            };
            actions
                .into_iter()
                .map(|a| serde_json::from_value(a).unwrap())
                .collect()
        },
        same: |a, b| a == b,
        exactly: true,
        only_the_mover: true,
        bot: |step| {
            if step % 3 == 0 {
                BotKind::Random
            } else {
                BotKind::Greedy
            }
        },
        bot_seed: 3,
    };
    check_hit_regions(games, &rules, |_, _, _| {});
}

/// No card lies over another while a hole is played (every club's face reads whole): the
/// opponents' played clubs stack or shrink, the longest rows gather their earliest clubs
/// under a count. Random bots play the longest rows; phone, desktop and laptop tables.
#[test]
fn cards_never_cover_each_other_during_a_hole() {
    use crate::core::bot::{choose, BotSpec};
    let apart = |a: &Rect, b: &Rect| {
        a.x + a.w <= b.x + 0.5
            || b.x + b.w <= a.x + 0.5
            || a.y + a.h <= b.y + 0.5
            || b.y + b.h <= a.y + 0.5
    };
    for players in 2..=4 {
        let config = GreenConfig {
            players,
            pro_golfers: false,
        };
        let mut g = Green::new(&config, 40 + players as u64).unwrap();
        let mut rng = crate::core::rng::bot_rng(7);
        for step in 0..900 {
            if g.is_over() {
                break;
            }
            let seat = g.to_move()[0];
            let view = g.view(Some(seat));
            if view.phase == Phase::Play {
                for (w, h) in [
                    (366.0, 580.0),
                    (348.0, 470.0),
                    (908.0, 622.0),
                    (780.0, 285.0),
                ] {
                    let scene = Green::scene(&view, &[], w, h);
                    let cards: Vec<(&String, Rect)> = scene
                        .shapes
                        .iter()
                        .filter_map(|s| match s {
                            Shape::Card { id, at, .. } => Some((id, *at)),
                            _ => None,
                        })
                        .collect();
                    // Over the hand's limit (discarding down to it), a hand may fan out.
                    let fan = view.hand.as_ref().is_some_and(|h| h.len() > 8);
                    for (i, (a, ra)) in cards.iter().enumerate() {
                        for (b, rb) in &cards[i + 1..] {
                            if fan && a.starts_with("hand:") && b.starts_with("hand:") {
                                continue;
                            }
                            assert!(
                                apart(ra, rb),
                                "{players}p {w}x{h} step {step}: {b} over {a}"
                            );
                        }
                    }
                }
            }
            let legal = g.legal_actions(seat);
            let spec = BotSpec {
                kind: BotKind::Random,
                iterations: 1,
            };
            let a = choose::<Green>(spec, &view, seat, &legal, &mut rng).unwrap();
            g.apply(seat, &a).unwrap();
        }
    }
}

#[test]
fn club_faces_read_like_the_printed_cards() {
    let face = |code: &str| club_face(Club::from_code(code).unwrap());
    assert_eq!(face("wood_135").text, "1\u{b7}3\u{b7}5");
    assert_eq!(face("putter_2").text, "0-2");
    assert_eq!(face("hybrid_3").text, "3");
    assert_eq!(face("wedge_42").text, "4\u{b7}2");
    assert_eq!(face("iron_432").caption.as_deref(), Some("club_iron"));
    assert_eq!(face("chipper_2").tone, "chipper");
}
