//! The clubs (the three Woods) and Obstacles along the course.

use super::*;

// ---- The clubs ----

#[test]
fn the_clubs_wood_reads_the_wind_and_gets_2_more_as_the_first_club_of_the_hole() {
    for (wind, strike) in [(1, 1), (2, 1), (3, 3), (4, 3), (5, 5), (6, 5)] {
        let mut g = game(2, false);
        g.spaces = plain(11);
        g.wind = wind;
        give(&mut g, 0, &["wood_135", "wood_135"]);
        assert!(legal_hit(&g, 0, shot("wood_135", strike)));
        hit(
            &mut g,
            0,
            with(shot("wood_135", strike + 2), Power::FirstClub),
        );
        assert_eq!(g.balls[0], Ball::Space(strike + 1));
        g.turn = 0;
        refused(
            &mut g,
            0,
            GreenAction::Hit(with(shot("wood_135", strike + 2), Power::FirstClub)),
            "not_first_club",
        );
    }
}

#[test]
fn the_clubs_putter_chooses_its_strike_and_pockets_exactly_on_the_green() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    g.balls[0] = Ball::Space(9);
    give(&mut g, 0, &["putter_2"]);
    for strike in 0..=2 {
        assert!(legal_hit(&g, 0, shot("putter_2", strike)));
    }
    assert!(!legal_hit(&g, 0, shot("putter_2", 3)));
    assert!(legal_hit(&g, 0, with(shot("putter_2", 2), Power::Pocket)));
    assert!(
        !legal_hit(&g, 0, with(shot("putter_2", 1), Power::Pocket)),
        "short of the green the power does nothing"
    );
    g.rows[0].push(Played {
        club: club("wood_135"),
        pair: None,
    });
    let events = hit(&mut g, 0, with(shot("putter_2", 2), Power::Pocket));
    assert_eq!(g.balls[0], Ball::Pocketed);
    assert!(events.iter().any(|e| matches!(
        e,
        GreenEvent::Pocketed {
            strokes: 2,
            points: 5,
            ..
        }
    )));
}

#[test]
fn the_clubs_hybrids_played_together_add_up_and_count_as_one_club() {
    let mut g = game(2, false);
    g.spaces = plain(15);
    give(&mut g, 0, &["hybrid_3", "hybrid_4", "hybrid_3"]);
    assert!(legal_hit(
        &g,
        0,
        with(shot("hybrid_3", 6), Power::Pair(club("hybrid_3")))
    ));
    hit(
        &mut g,
        0,
        with(shot("hybrid_3", 7), Power::Pair(club("hybrid_4"))),
    );
    assert_eq!(g.balls[0], Ball::Space(6));
    assert_eq!(g.rows[0].len(), 1, "one shot");
    assert_eq!(g.hands[0], vec![club("hybrid_3")]);
    g.turn = 0;
    refused(
        &mut g,
        0,
        GreenAction::Hit(with(shot("hybrid_3", 6), Power::Pair(club("hybrid_3")))),
        "not_in_hand",
    );
    give(&mut g, 0, &["hybrid_3", "wood_135"]);
    refused(
        &mut g,
        0,
        GreenAction::Hit(with(shot("hybrid_3", 4), Power::Pair(club("wood_135")))),
        "not_a_pair",
    );
}

#[test]
fn the_clubs_iron_plays_another_club_at_once_each_one_a_shot() {
    let mut g = game(2, false);
    g.spaces = plain(15);
    g.wind = 3;
    give(&mut g, 0, &["iron_c3", "iron_234", "hybrid_2"]);
    hit(&mut g, 0, with(shot("iron_c3", 3), Power::Chain));
    assert_eq!((g.turn, g.step), (0, Step::Chain), "still your turn");
    refused(&mut g, 0, GreenAction::Draw(0), "not_now");
    assert!(g
        .legal_actions(0)
        .iter()
        .all(|a| matches!(a, GreenAction::Hit(_))));
    hit(&mut g, 0, with(shot("iron_234", 3), Power::Chain));
    assert_eq!(g.step, Step::Chain, "another Iron: and so on");
    hit(&mut g, 0, shot("hybrid_2", 2));
    assert_eq!(g.balls[0], Ball::Space(7));
    assert_eq!(g.rows[0].len(), 3, "three clubs, three shots");
    assert_eq!(g.turn, 1);
    // The second kind of Iron chooses 0 to 3; the power needs a club left to play.
    g.turn = 0;
    give(&mut g, 0, &["iron_c3"]);
    for s in 0..=3 {
        assert!(legal_hit(&g, 0, shot("iron_c3", s)));
    }
    refused(
        &mut g,
        0,
        GreenAction::Hit(with(shot("iron_c3", 3), Power::Chain)),
        "no_club_to_chain",
    );
}

#[test]
fn the_clubs_wedge_reads_the_wind_or_hits_3_and_skips_occupied_spaces_forward() {
    let mut g = game(3, false);
    g.spaces = plain(11);
    g.wind = 2;
    g.spaces[3].circles = 1;
    g.spaces[4].circles = 1;
    g.balls[1] = Ball::Space(3);
    g.balls[2] = Ball::Space(4);
    give(&mut g, 0, &["wedge_42", "wedge_24"]);
    assert!(legal_hit(&g, 0, shot("wedge_24", 2)));
    hit(&mut g, 0, with(shot("wedge_42", 4), Power::Skip));
    assert_eq!(
        g.balls[0],
        Ball::Space(5),
        "several occupied spaces in a row"
    );
}

#[test]
fn the_clubs_wedge_ignores_a_bunker() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    g.spaces[1].bunker = 2;
    g.balls[0] = Ball::Space(1);
    give(&mut g, 0, &["wedge_3"]);
    assert!(legal_hit(&g, 0, shot("wedge_3", 1)));
    hit(&mut g, 0, with(shot("wedge_3", 3), Power::IgnoreBunker));
    assert_eq!(g.balls[0], Ball::Space(4));
}

#[test]
fn the_clubs_chipper_strikes_2_and_may_be_discarded_not_counted() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    give(&mut g, 0, &["chipper_2", "chipper_2"]);
    hit(&mut g, 0, with(shot("chipper_2", 2), Power::Discard));
    assert_eq!(g.balls[0], Ball::Space(1));
    assert!(g.rows[0].is_empty(), "not in front of you: not counted");
    assert_eq!(g.deck.discard, vec![club("chipper_2")]);
    assert_eq!(g.shots[0], 1, "it was still played");
}

// ---- Obstacles along the course ----

#[test]
fn obstacles_a_bunker_shortens_and_a_height_lengthens_a_shot_starting_there() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    g.spaces[0].bunker = 2;
    g.spaces[5].height = 2;
    g.balls[0] = Ball::Space(0);
    g.balls[1] = Ball::Space(5);
    give(&mut g, 0, &["hybrid_3", "chipper_2"]);
    give(&mut g, 1, &["hybrid_3"]);
    refused(
        &mut g,
        0,
        GreenAction::Hit(shot("hybrid_3", 3)),
        "bad_strike",
    );
    // Never below 0.
    assert!(legal_hit(&g, 0, shot("chipper_2", 0)));
    hit(&mut g, 0, shot("hybrid_3", 1));
    assert_eq!(g.balls[0], Ball::Space(1));
    hit(&mut g, 1, shot("hybrid_3", 5));
    assert_eq!(g.balls[1], Ball::Space(10));
}

#[test]
fn obstacles_the_rough_beyond_the_green_or_on_it_without_a_putter() {
    let mut g = game(2, false);
    g.spaces = plain(6);
    g.balls[0] = Ball::Space(3);
    g.balls[1] = Ball::Space(3);
    give(&mut g, 0, &["hybrid_4"]);
    give(&mut g, 1, &["hybrid_3"]);
    hit(&mut g, 0, shot("hybrid_4", 4));
    assert_eq!(g.balls[0], Ball::Rough, "overshooting");
    hit(&mut g, 1, shot("hybrid_3", 3));
    assert_eq!(g.balls[1], Ball::Rough, "exactly on the green, no putter");
    assert_eq!(g.distance(Ball::Rough), 1, "the rough is 1 space away");
}

#[test]
fn obstacles_from_the_rough_only_a_putter_power_of_exactly_1_pockets() {
    let mut g = game(2, false);
    g.spaces = plain(6);
    g.balls[0] = Ball::Rough;
    give(&mut g, 0, &["putter_3", "iron_c3"]);
    assert!(!legal_hit(&g, 0, with(shot("putter_3", 2), Power::Pocket)));
    assert!(!legal_hit(&g, 0, with(shot("putter_3", 0), Power::Pocket)));
    hit(&mut g, 0, shot("iron_c3", 1));
    assert_eq!(g.balls[0], Ball::Rough, "it stays in the rough");
    g.turn = 0;
    hit(&mut g, 0, with(shot("putter_3", 1), Power::Pocket));
    assert_eq!(g.balls[0], Ball::Pocketed);
}
