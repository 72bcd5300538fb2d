//! Pro Golfers: each golfer's power, paying for another's, one a turn.

use super::*;

// ---- Pro Golfers ----

#[test]
fn pro_golfers_from_far_away_pockets_without_a_putter_even_from_the_rough() {
    let mut g = game(2, true);
    assert_eq!(g.golfers[0], Some(Golfer::FarAway));
    g.spaces = plain(6);
    g.balls[0] = Ball::Space(3);
    give(&mut g, 0, &["hybrid_3"]);
    let far = Shot {
        golfer: Some(GolferUse::FarAway),
        ..shot("hybrid_3", 3)
    };
    assert!(legal_hit(&g, 0, far));
    hit(&mut g, 0, far);
    assert_eq!(g.balls[0], Ball::Pocketed);
    assert_eq!(
        g.tokens[0], 5,
        "a golfer is not a club power: the token still comes"
    );
    let mut g = game(2, true);
    g.spaces = plain(6);
    g.balls[0] = Ball::Rough;
    give(&mut g, 0, &["iron_c3"]);
    hit(
        &mut g,
        0,
        Shot {
            golfer: Some(GolferUse::FarAway),
            ..shot("iron_c3", 1)
        },
    );
    assert_eq!(g.balls[0], Ball::Pocketed);
}

#[test]
fn pro_golfers_sand_king_adds_2_from_a_bunker_and_combines_with_the_wedge() {
    let mut g = game(2, true);
    g.spaces = plain(11);
    g.spaces[1].bunker = 2;
    g.balls[1] = Ball::Space(1);
    g.turn = 1;
    assert_eq!(g.golfers[1], Some(Golfer::SandKing));
    give(&mut g, 1, &["wedge_3"]);
    let both = Shot {
        golfer: Some(GolferUse::SandKing),
        ..with(shot("wedge_3", 5), Power::IgnoreBunker)
    };
    assert!(legal_hit(&g, 1, both));
    assert!(legal_hit(
        &g,
        1,
        Shot {
            golfer: Some(GolferUse::SandKing),
            ..shot("wedge_3", 3)
        }
    ));
    hit(&mut g, 1, both);
    assert_eq!(g.balls[1], Ball::Space(6));
}

#[test]
fn pro_golfers_wind_master_moves_the_wind_by_1_or_2_for_one_shot() {
    let mut g = game(3, true);
    g.spaces = plain(11);
    g.wind = 3;
    g.turn = 2;
    assert_eq!(g.golfers[2], Some(Golfer::WindMaster));
    give(&mut g, 2, &["wood_135", "hybrid_3"]);
    let calm = Shot {
        golfer: Some(GolferUse::WindMaster(-2)),
        ..shot("wood_135", 1)
    };
    let strong = Shot {
        golfer: Some(GolferUse::WindMaster(2)),
        ..shot("wood_135", 5)
    };
    assert!(legal_hit(&g, 2, calm));
    assert!(
        !legal_hit(
            &g,
            2,
            Shot {
                golfer: Some(GolferUse::WindMaster(1)),
                ..shot("wood_135", 3)
            }
        ),
        "wind 4 reads the same as 3 on this Wood"
    );
    refused(
        &mut g,
        2,
        GreenAction::Hit(Shot {
            golfer: Some(GolferUse::WindMaster(3)),
            ..shot("wood_135", 5)
        }),
        "bad_wind",
    );
    refused(
        &mut g,
        2,
        GreenAction::Hit(Shot {
            golfer: Some(GolferUse::WindMaster(1)),
            ..shot("hybrid_3", 3)
        }),
        "golfer_no_effect",
    );
    let events = hit(&mut g, 2, strong);
    assert_eq!(g.balls[2], Ball::Space(4));
    assert_eq!(g.wind, 3, "only for that shot");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GreenEvent::Hit { wind: Some(5), .. })),
        "the event names the wind the club read"
    );
}

#[test]
fn pro_golfers_ultra_lob_skips_occupied_spaces_forward() {
    let mut g = game(4, true);
    g.spaces = plain(11);
    g.spaces[2].circles = 1;
    g.balls[0] = Ball::Space(2);
    g.turn = 3;
    assert_eq!(g.golfers[3], Some(Golfer::UltraLob));
    give(&mut g, 3, &["hybrid_3"]);
    hit(
        &mut g,
        3,
        Shot {
            golfer: Some(GolferUse::UltraLob),
            ..shot("hybrid_3", 3)
        },
    );
    assert_eq!(g.balls[3], Ball::Space(3));
}

#[test]
fn pro_golfers_another_golfer_costs_a_token_to_its_owner_or_the_supply() {
    let mut g = game(2, true);
    g.spaces = plain(11);
    g.spaces[2].circles = 1;
    g.balls[1] = Ball::Space(2);
    g.wind = 3;
    give(&mut g, 0, &["hybrid_3", "wood_135"]);
    // Sand King belongs to seat 1; Ultra Lob is nobody's (two players).
    let lob = Shot {
        golfer: Some(GolferUse::UltraLob),
        ..shot("hybrid_3", 3)
    };
    hit(&mut g, 0, lob);
    assert_eq!(g.balls[0], Ball::Space(3));
    assert_eq!(
        g.tokens[0], 4,
        "paid one to the supply, took one for no club power"
    );
    assert_eq!(g.supply, 12);
    g.turn = 0;
    g.balls[0] = Ball::Space(1);
    g.spaces[1].bunker = 1;
    give(&mut g, 0, &["wood_135"]);
    g.shots[0] = 1;
    hit(
        &mut g,
        0,
        Shot {
            golfer: Some(GolferUse::SandKing),
            ..shot("wood_135", 4)
        },
    );
    assert_eq!(
        g.tokens,
        vec![4, 5],
        "paid seat 1, took one from the supply"
    );
    g.turn = 0;
    g.tokens[0] = 0;
    g.supply += 4;
    give(&mut g, 0, &["hybrid_3"]);
    g.balls[0] = Ball::Space(1);
    g.balls[1] = Ball::Space(4);
    g.spaces[4].circles = 1;
    refused(
        &mut g,
        0,
        GreenAction::Hit(Shot {
            golfer: Some(GolferUse::UltraLob),
            ..shot("hybrid_3", 3)
        }),
        "no_tokens",
    );
}

#[test]
fn pro_golfers_no_buying_last_club_powers_and_one_golfer_a_turn() {
    let mut g = game(2, true);
    g.spaces = plain(11);
    g.balls[0] = Ball::Space(6);
    g.rows[1].push(Played {
        club: club("putter_2"),
        pair: None,
    });
    give(&mut g, 0, &["iron_c3", "hybrid_3", "hybrid_2"]);
    refused(
        &mut g,
        0,
        GreenAction::Hit(Shot {
            from: Some(1),
            ..with(shot("hybrid_3", 3), Power::Pocket)
        }),
        "no_borrowing",
    );
    // A golfer on the Iron's shot, then none on the chained club.
    g.spaces[2].circles = 1;
    g.balls[1] = Ball::Space(2);
    g.balls[0] = Ball::Tee;
    g.golfers[0] = Some(Golfer::UltraLob);
    g.golfers[1] = Some(Golfer::FarAway);
    hit(
        &mut g,
        0,
        Shot {
            golfer: Some(GolferUse::UltraLob),
            ..with(shot("iron_c3", 3), Power::Chain)
        },
    );
    assert_eq!(g.balls[0], Ball::Space(3));
    assert_eq!(g.step, Step::Chain);
    refused(
        &mut g,
        0,
        GreenAction::Hit(Shot {
            golfer: Some(GolferUse::FarAway),
            ..shot("hybrid_3", 3)
        }),
        "golfer_used",
    );
    hit(&mut g, 0, shot("hybrid_2", 2));
    assert!(!g.golfer_used, "a new turn, a new golfer");
    let mut plain_game = game(2, false);
    give(&mut plain_game, 0, &["hybrid_3"]);
    refused(
        &mut plain_game,
        0,
        GreenAction::Hit(Shot {
            golfer: Some(GolferUse::FarAway),
            ..shot("hybrid_3", 3)
        }),
        "no_golfers",
    );
}
