//! Retire From the Hole, End of the Hole and Scoring (Helen and Luke), New Hole, End of the
//! Game.

use super::*;

// ---- 3. Retire From the Hole ----

#[test]
fn retire_ball_off_played_clubs_back_to_hand_down_to_8_and_minus_1() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    g.balls[0] = Ball::Space(5);
    give(
        &mut g,
        0,
        &[
            "wood_135", "putter_2", "iron_c3", "iron_c3", "wedge_3", "hybrid_2", "hybrid_3",
        ],
    );
    for code in ["wood_531", "chipper_2"] {
        g.rows[0].push(Played {
            club: club(code),
            pair: None,
        });
    }
    g.rows[0].push(Played {
        club: club("hybrid_4"),
        pair: Some(club("hybrid_4")),
    });
    g.apply(0, &GreenAction::Retire).unwrap();
    assert_eq!(g.balls[0], Ball::Retired);
    assert_eq!(g.hands[0].len(), 11);
    assert_eq!((g.turn, g.step), (0, Step::Discarding));
    refused(&mut g, 0, GreenAction::Draw(0), "not_now");
    for code in ["wood_135", "hybrid_2"] {
        g.apply(0, &GreenAction::Discard(club(code))).unwrap();
    }
    refused(
        &mut g,
        0,
        GreenAction::Discard(club("wood_135")),
        "not_in_hand",
    );
    g.apply(0, &GreenAction::Discard(club("hybrid_3"))).unwrap();
    assert_eq!(g.hands[0].len(), 8);
    assert_eq!(g.turn, 1, "the turn passes once down to 8");
    // The other player pockets: the hole ends; retiring scores -1.
    g.balls[1] = Ball::Space(10);
    give(&mut g, 1, &["putter_1"]);
    hit(&mut g, 1, with(shot("putter_1", 1), Power::Pocket));
    assert_eq!(g.points[0][0], -1);
}

// ---- End of the Hole and Scoring ----

#[test]
fn end_of_the_hole_the_scoring_table() {
    for (par, strokes, points) in [
        (3, 0, 11),
        (4, 0, 15),
        (5, 1, 15),
        (5, 0, 15),
        (4, 1, 11),
        (3, 1, 8),
        (3, 2, 5),
        (3, 3, 3),
        (3, 4, 1),
        (3, 5, 0),
        (5, 9, 0),
        (5, 6, 1),
    ] {
        assert_eq!(
            hole_points(strokes, par),
            points,
            "{strokes} strokes on a par {par}"
        );
    }
}

#[test]
fn end_of_the_hole_helen_and_luke_share_no_progression_space() {
    // First hole, par 3. Helen (0) has one club in front of her and putts in; Luke (1) plays a
    // Wood, buys Helen's Putter power for a token and pockets with two clubs too.
    let mut g = game(2, false);
    g.spaces = plain(10);
    g.wind = 3;
    g.balls[0] = Ball::Space(8);
    g.balls[1] = Ball::Space(7);
    g.rows[0].push(Played {
        club: club("hybrid_3"),
        pair: None,
    });
    g.rows[1].push(Played {
        club: club("iron_c3"),
        pair: None,
    });
    give(&mut g, 0, &["putter_2"]);
    give(&mut g, 1, &["wood_135"]);
    let events = hit(&mut g, 0, with(shot("putter_2", 2), Power::Pocket));
    assert!(events.iter().any(|e| matches!(
        e,
        GreenEvent::Pocketed {
            seat: 0,
            points: 5,
            mark: Mark::Space(5),
            ..
        }
    )));
    assert_eq!(progression()[5], 5);
    let luke = Shot {
        from: Some(0),
        ..with(shot("wood_135", 3), Power::Pocket)
    };
    let events = hit(&mut g, 1, luke);
    assert!(events.iter().any(|e| matches!(
        e,
        GreenEvent::Pocketed {
            seat: 1,
            strokes: 2,
            points: 5,
            mark: Mark::Space(4),
            scored: 4,
        }
    )));
    assert_eq!(g.tokens, vec![5, 3], "Luke paid Helen");
    assert_eq!(g.points, vec![vec![5, 4]], "only 4 points for Luke");
}

#[test]
fn end_of_the_hole_advance_one_space_each_turn_and_past_16_the_hole_ends() {
    let mut g = game(3, false);
    g.spaces = plain(11);
    g.balls[0] = Ball::Pocketed;
    g.marks[0] = Some(Mark::Space(15));
    g.balls[2] = Ball::Pocketed;
    g.marks[2] = Some(Mark::Space(14));
    g.rows[2].push(Played {
        club: club("putter_2"),
        pair: None,
    });
    g.turn = 1;
    g.balls[1] = Ball::Space(2);
    g.rows[1].push(Played {
        club: club("wood_135"),
        pair: None,
    });
    give(&mut g, 1, &["hybrid_2"]);
    let events = g.apply(1, &GreenAction::Draw(0)).unwrap();
    // Seat 2 hops over seat 0's 15 to 16, then seat 0 goes past 16: the hole ends at once.
    assert!(events.iter().any(|e| matches!(
        e,
        GreenEvent::Advanced {
            seat: 2,
            mark: Mark::Space(16),
            points: 16,
        }
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        GreenEvent::Advanced {
            seat: 0,
            mark: Mark::Beyond,
            points: 16,
        }
    )));
    assert!(events
        .iter()
        .any(|e| matches!(e, GreenEvent::TakenOff { seat: 1 })));
    assert_eq!(g.points[0], vec![16, 0, 16]);
    assert_eq!(g.balls[1], Ball::Out);
    assert!(
        g.hands[1].contains(&club("wood_135")),
        "unfinished: clubs back to hand"
    );
}

#[test]
fn end_of_the_hole_unfinished_balls_come_off_and_their_owners_discard_down_to_8() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    g.balls[1] = Ball::Pocketed;
    g.marks[1] = Some(Mark::Space(16));
    g.rows[1].push(Played {
        club: club("putter_3"),
        pair: None,
    });
    g.balls[0] = Ball::Space(3);
    give(
        &mut g,
        0,
        &[
            "wood_135", "putter_2", "iron_c3", "iron_c3", "wedge_3", "hybrid_2", "hybrid_3",
        ],
    );
    for code in ["chipper_2", "wood_531"] {
        g.rows[0].push(Played {
            club: club(code),
            pair: None,
        });
    }
    let view = g.view(Some(0));
    assert_eq!(
        view.hole_points,
        vec![None, Some(16)],
        "the page shows the engine's points"
    );
    assert!(!view.pause.open);
    let events = g.apply(0, &GreenAction::Draw(0)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, GreenEvent::TakenOff { seat: 0 })));
    assert_eq!(g.points[0], vec![0, 16], "not pocketed: 0");
    assert_eq!((g.phase, g.to_move()), (Phase::HoleEnd, vec![0]));
    let view = g.view(Some(0));
    assert_eq!(
        view.pause,
        crate::core::pause::Pause {
            done: 1,
            open: true
        }
    );
    assert!(view.hand_full);
    assert_eq!(
        super::super::info().numbers["hand_limit"],
        8,
        "the catalog names the limit"
    );
    assert_eq!(view.pars, [3, 4, 5]);
    assert_eq!(g.hands[0].len(), 10);
    refused(&mut g, 0, GreenAction::Done, "not_now");
    // One Discard per kind of club in hand: the two Irons c3 are one choice.
    let mut kinds = g.hands[0].clone();
    kinds.dedup();
    let offered: Vec<GreenAction> = kinds.into_iter().map(GreenAction::Discard).collect();
    assert_eq!(g.legal_actions(0), offered);
    assert!(offered.len() < g.hands[0].len(), "{offered:?}");
    assert_eq!(
        offered
            .iter()
            .filter(|a| **a == GreenAction::Discard(club("iron_c3")))
            .count(),
        1
    );
    g.apply(0, &GreenAction::Discard(club("wood_135"))).unwrap();
    assert_eq!(g.to_move(), vec![0]);
    g.apply(0, &GreenAction::Discard(club("hybrid_2"))).unwrap();
    assert_eq!(g.hands[0].len(), 8);
    assert_eq!(
        g.to_move(),
        vec![1],
        "now the pocketed player takes clubs back"
    );
}

#[test]
fn end_of_the_hole_a_ball_with_no_free_space_below_waits_beside_the_card() {
    let mut g = game(3, false);
    g.spaces = plain(11);
    g.balls[1] = Ball::Pocketed;
    g.marks[1] = Some(Mark::Space(0));
    g.balls[0] = Ball::Space(10);
    for code in ["wood_135", "wood_135", "iron_c3", "iron_c3", "wedge_3"] {
        g.rows[0].push(Played {
            club: club(code),
            pair: None,
        });
    }
    give(&mut g, 0, &["putter_1"]);
    let events = hit(&mut g, 0, with(shot("putter_1", 1), Power::Pocket));
    assert!(events.iter().any(|e| matches!(
        e,
        GreenEvent::Pocketed {
            seat: 0,
            points: 0,
            mark: Mark::Waiting,
            ..
        }
    )));
    assert_eq!(g.points_now(0), 0);
    assert_eq!(
        g.marks[1],
        Some(Mark::Space(1)),
        "seat 1 advanced on its turn"
    );
    // Seat 0 enters the card on its own next turn.
    g.apply(2, &GreenAction::Draw(0)).unwrap();
    assert_eq!(g.marks[0], Some(Mark::Space(0)));
    assert_eq!(g.marks[1], Some(Mark::Space(2)));
}

#[test]
fn end_of_the_hole_when_all_have_pocketed_or_retired() {
    let mut g = game(3, false);
    g.spaces = plain(11);
    g.balls[1] = Ball::Retired;
    g.balls[2] = Ball::Pocketed;
    g.marks[2] = Some(Mark::Space(3));
    g.balls[0] = Ball::Space(10);
    give(&mut g, 0, &["putter_1"]);
    hit(&mut g, 0, with(shot("putter_1", 1), Power::Pocket));
    assert_eq!(g.points[0], vec![8, -1, 3]);
}

#[test]
fn end_of_the_hole_take_back_two_different_clubs_or_any_of_one_type_a_token_each() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    g.balls[1] = Ball::Pocketed;
    g.marks[1] = Some(Mark::Space(3));
    for code in ["wood_135", "wood_531", "wood_234"] {
        g.rows[1].push(Played {
            club: club(code),
            pair: None,
        });
    }
    g.rows[1].push(Played {
        club: club("putter_2"),
        pair: None,
    });
    g.balls[0] = Ball::Space(10);
    for code in ["hybrid_3", "iron_c3"] {
        g.rows[0].push(Played {
            club: club(code),
            pair: None,
        });
    }
    g.rows[0].push(Played {
        club: club("hybrid_2"),
        pair: Some(club("hybrid_4")),
    });
    give(&mut g, 0, &["putter_1"]);
    hit(&mut g, 0, with(shot("putter_1", 1), Power::Pocket));
    assert_eq!(g.phase, Phase::HoleEnd);
    assert_eq!(g.to_move(), vec![0], "in seat order");
    // Seat 0: any number of Hybrids, even out of a pair.
    g.apply(0, &GreenAction::TakeBack(club("hybrid_4")))
        .unwrap();
    g.apply(0, &GreenAction::TakeBack(club("hybrid_2")))
        .unwrap();
    refused(
        &mut g,
        0,
        GreenAction::TakeBack(club("iron_c3")),
        "cannot_take_back",
    );
    assert_eq!(g.tokens[0], 2);
    g.apply(0, &GreenAction::Done).unwrap();
    // Seat 1: two different clubs, then it stops.
    assert_eq!(g.to_move(), vec![1]);
    g.apply(1, &GreenAction::TakeBack(club("wood_135")))
        .unwrap();
    g.apply(1, &GreenAction::TakeBack(club("putter_2")))
        .unwrap();
    // Two different clubs close the take-back: on to the next hole.
    assert_eq!(g.phase, Phase::Play);
    assert_eq!(g.hole, 1);
    assert_eq!(g.tokens[1], 2);
    assert!(g.hands[1].contains(&club("putter_2")) && g.hands[1].contains(&club("wood_135")));
    assert!(
        g.deck.discard.contains(&club("wood_531")),
        "the rest is discarded"
    );
    assert!(g.deck.discard.contains(&club("iron_c3")));
    assert!(g.deck.discard.contains(&club("hybrid_3")));
    assert!(g.rows.iter().all(|r| r.is_empty()));
}

#[test]
fn end_of_the_hole_taking_back_stops_at_8_in_hand_and_without_tokens() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    g.balls[1] = Ball::Retired;
    g.balls[0] = Ball::Space(10);
    for code in ["wood_135", "wood_135"] {
        g.rows[0].push(Played {
            club: club(code),
            pair: None,
        });
    }
    give(
        &mut g,
        0,
        &[
            "putter_1",
            "hybrid_3",
            "hybrid_3",
            "iron_c3",
            "iron_c3",
            "wedge_3",
            "wedge_3",
            "chipper_2",
        ],
    );
    hit(&mut g, 0, with(shot("putter_1", 1), Power::Pocket));
    assert_eq!(
        g.legal_actions(0),
        vec![
            GreenAction::TakeBack(club("wood_135")),
            GreenAction::TakeBack(club("putter_1")),
            GreenAction::Done
        ]
    );
    g.apply(0, &GreenAction::TakeBack(club("wood_135")))
        .unwrap();
    assert_eq!(g.hands[0].len(), 8);
    assert_eq!(g.phase, Phase::Play, "a full hand ends the take-back");
}

// ---- New Hole ----

#[test]
fn new_hole_par_4_then_par_5_a_new_wind_and_the_lowest_score_starts() {
    let mut g = game(3, false);
    g.points = vec![vec![5, -1, 3]];
    g.hole = 0;
    g.phase = Phase::HoleEnd;
    let mut events = Vec::new();
    g.finish_hole(&mut events);
    assert_eq!(g.hole, 1);
    assert_eq!((g.course.len(), g.par()), (4, 4));
    let mut ids = g.course.clone();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 4, "four different course cards");
    assert_eq!(g.first, 1, "the lowest score starts");
    assert_eq!(g.turn, 1);
    assert!(g.balls.iter().all(|b| *b == Ball::Tee));
    assert!(matches!(
        events.last(),
        Some(GreenEvent::HoleStarted {
            hole: 2,
            par: 4,
            first: 1,
            ..
        })
    ));
    // Ties for the lowest score: one of them at random.
    let mut seen = [false; 3];
    for seed in 0..40 {
        let mut g = game(3, false);
        g.rng = rng_from_seed(seed);
        g.points = vec![vec![1, 5, 1]];
        g.phase = Phase::HoleEnd;
        g.finish_hole(&mut Vec::new());
        seen[g.first] = true;
        assert_eq!(g.course.len(), 4);
    }
    assert_eq!(seen, [true, false, true]);
    g.finish_hole(&mut Vec::new());
    assert_eq!((g.course.len(), g.par()), (5, 5));
}

// ---- End of the Game ----

#[test]
fn end_of_the_game_one_point_per_type_or_per_club_of_one_type() {
    let c = |codes: &[&str]| codes.iter().map(|x| club(x)).collect::<Vec<Club>>();
    assert_eq!(hand_bonus(&c(&["wood_135", "wood_531", "wood_234"])), 3);
    assert_eq!(hand_bonus(&c(&["wood_135", "hybrid_3"])), 2);
    assert_eq!(
        hand_bonus(&c(&[
            "wood_135", "hybrid_3", "iron_c3", "wedge_3", "putter_1"
        ])),
        5
    );
    assert_eq!(hand_bonus(&c(&["iron_c3", "iron_432", "wedge_3"])), 2);
    assert_eq!(hand_bonus(&[]), 0);
}

#[test]
fn end_of_the_game_after_the_third_hole_highest_total_wins_ties_by_tokens() {
    let mut g = game(3, false);
    g.hole = 2;
    g.points = vec![vec![5, 3, 1], vec![3, 5, 8]];
    g.phase = Phase::HoleEnd;
    give(&mut g, 0, &["wood_135", "wood_135", "wood_531"]);
    give(&mut g, 1, &["wood_135", "hybrid_3", "putter_1"]);
    give(&mut g, 2, &[]);
    g.tokens = vec![3, 5, 2];
    let mut events = Vec::new();
    g.finish_hole(&mut events);
    assert!(g.is_over());
    assert_eq!(g.scores(), vec![11, 11, 9]);
    assert_eq!(g.winners(), vec![1], "tied on points, more caddie tokens");
    assert!(matches!(
        events.last(),
        Some(GreenEvent::GameEnded { winners, .. }) if *winners == vec![1]
    ));
    g.tokens = vec![4, 4, 2];
    assert_eq!(g.winners(), vec![0, 1], "still tied: shared");
    refused(&mut g, 0, GreenAction::Done, "game_over");
    assert!(g.legal_actions(0).is_empty());
}
