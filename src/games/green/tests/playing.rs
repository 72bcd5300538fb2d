//! Preparation, Draw a Golf Club and Hit the Ball (the rulebook's Andrew and William).

use super::*;

// ---- Preparation ----

#[test]
fn preparation_4_tokens_each_4_clubs_on_display_a_par_3_a_wind_and_balls_on_the_tee() {
    for players in 2..=4 {
        let g = Green::new(
            &GreenConfig {
                players,
                pro_golfers: false,
            },
            players as u64,
        )
        .unwrap();
        assert_eq!(g.tokens, vec![4; players]);
        assert_eq!(g.supply, 20 - 4 * players as u8);
        assert!(g.market.iter().all(|m| m.is_some()));
        assert_eq!(g.deck.draw.len(), 41);
        assert!(g.hands.iter().all(|h| h.is_empty()), "hands start empty");
        assert_eq!(g.course.len(), 3, "par 3: three course cards");
        assert_eq!(g.par(), 3);
        assert!((1..=6).contains(&g.wind));
        assert!(g.balls.iter().all(|b| *b == Ball::Tee));
        assert_eq!(g.phase, Phase::Play);
        assert_eq!(g.to_move(), vec![g.first]);
    }
    let mut firsts = [0; 4];
    for seed in 0..200 {
        let g = Green::new(
            &GreenConfig {
                players: 4,
                pro_golfers: false,
            },
            seed,
        )
        .unwrap();
        firsts[g.first] += 1;
    }
    assert!(
        firsts.iter().all(|f| *f > 30),
        "a random starting player: {firsts:?}"
    );
    assert!(Green::new(
        &GreenConfig {
            players: 5,
            pro_golfers: false
        },
        1
    )
    .is_err_and(|e| e.code == "bad_players"));
    assert!(Green::new(
        &GreenConfig {
            players: 1,
            pro_golfers: false
        },
        1
    )
    .is_err_and(|e| e.code == "bad_players"));
}

#[test]
fn pro_golfers_preparation_each_player_chooses_a_golfer_in_turn() {
    let mut g = Green::new(
        &GreenConfig {
            players: 3,
            pro_golfers: true,
        },
        4,
    )
    .unwrap();
    assert_eq!(g.phase, Phase::Golfers);
    let first = g.first;
    assert_eq!(g.to_move(), vec![first]);
    refused(&mut g, first, GreenAction::Draw(0), "not_now");
    g.apply(first, &GreenAction::Golfer(Golfer::SandKing))
        .unwrap();
    let second = (first + 1) % 3;
    assert_eq!(g.to_move(), vec![second]);
    refused(
        &mut g,
        second,
        GreenAction::Golfer(Golfer::SandKing),
        "golfer_taken",
    );
    g.apply(second, &GreenAction::Golfer(Golfer::FarAway))
        .unwrap();
    let third = (first + 2) % 3;
    assert_eq!(g.legal_actions(third).len(), 2);
    g.apply(third, &GreenAction::Golfer(Golfer::UltraLob))
        .unwrap();
    assert_eq!(g.phase, Phase::Play);
    assert_eq!(g.to_move(), vec![first], "the first player tees off");
}

// ---- 1. Draw a Golf Club ----

#[test]
fn draw_a_golf_club_take_one_from_the_display_and_refill_its_place() {
    let mut g = game(2, false);
    let top = *g.deck.draw.last().unwrap();
    let taken = g.market[2].unwrap();
    let events = g.apply(0, &GreenAction::Draw(2)).unwrap();
    assert_eq!(g.hands[0], vec![taken]);
    assert_eq!(g.market[2], Some(top));
    assert!(matches!(events[0], GreenEvent::Drew { slot: 2, .. }));
    assert_eq!(g.turn, 1, "drawing is the whole turn");
    refused(&mut g, 1, GreenAction::Draw(4), "empty_slot");
    refused(&mut g, 0, GreenAction::Draw(0), "not_your_turn");
}

#[test]
fn draw_a_golf_club_refresh_for_a_token_as_often_as_you_like_then_draw() {
    let mut g = game(2, false);
    let old = g.market;
    g.apply(0, &GreenAction::Refresh).unwrap();
    assert_eq!(g.tokens[0], 3);
    assert_eq!(g.supply, 13);
    assert_eq!(g.deck.discard.len(), 4, "the four old clubs are discarded");
    assert!(g.deck.discard.iter().all(|c| old.contains(&Some(*c))));
    assert_eq!(g.step, Step::Drawing);
    assert_eq!(g.turn, 0, "still your turn: now draw");
    refused(&mut g, 0, GreenAction::Hit(shot("wood_135", 1)), "not_now");
    refused(&mut g, 0, GreenAction::Retire, "not_now");
    g.apply(0, &GreenAction::Refresh).unwrap();
    assert_eq!(g.tokens[0], 2);
    g.apply(0, &GreenAction::Draw(0)).unwrap();
    assert_eq!(g.hands[0].len(), 1);
    assert_eq!(g.turn, 1);
    g.tokens[1] = 0;
    refused(&mut g, 1, GreenAction::Refresh, "no_tokens");
}

#[test]
fn draw_a_golf_club_never_more_than_8_clubs_in_hand() {
    let mut g = game(2, false);
    give(
        &mut g,
        0,
        &[
            "wood_135",
            "wood_135",
            "putter_2",
            "putter_2",
            "iron_c3",
            "iron_c3",
            "wedge_3",
            "chipper_2",
        ],
    );
    refused(&mut g, 0, GreenAction::Draw(0), "hand_full");
    refused(&mut g, 0, GreenAction::Refresh, "hand_full");
    assert!(g
        .legal_actions(0)
        .iter()
        .all(|a| matches!(a, GreenAction::Hit(_) | GreenAction::Retire)));
}

#[test]
fn draw_a_golf_club_an_empty_deck_is_rebuilt_from_the_shuffled_discard() {
    let mut g = game(2, false);
    let mut all = std::mem::take(&mut g.deck.draw);
    g.deck.discard.append(&mut all);
    let events = g.apply(0, &GreenAction::Draw(1)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, GreenEvent::DeckReshuffled { cards: 41 })));
    assert!(g.deck.discard.is_empty());
    assert_eq!(g.deck.draw.len(), 40);
    assert!(g.market[1].is_some());
}

#[test]
fn draw_a_golf_club_a_display_place_stays_empty_when_no_club_is_left() {
    let mut g = game(2, false);
    g.deck.draw.clear();
    g.deck.discard.clear();
    g.apply(0, &GreenAction::Draw(0)).unwrap();
    assert_eq!(g.market[0], None);
    assert!(!g.legal_actions(1).contains(&GreenAction::Draw(0)));
    refused(&mut g, 1, GreenAction::Draw(0), "empty_slot");
    g.market = [None; MARKET];
    refused(&mut g, 1, GreenAction::Refresh, "nothing_to_refresh");
    assert!(!g.legal_actions(1).contains(&GreenAction::Refresh));
}

// ---- 2. Hit the Ball ----

#[test]
fn hit_the_ball_andrew_plays_an_iron_in_wind_4_for_a_strike_of_3() {
    for (wind, strike) in [(4, 3), (5, 2), (6, 2)] {
        let mut g = game(2, false);
        g.spaces = plain(11);
        g.wind = wind;
        give(&mut g, 0, &["iron_432"]);
        refused(
            &mut g,
            0,
            GreenAction::Hit(shot("iron_432", strike + 1)),
            "bad_strike",
        );
        hit(&mut g, 0, shot("iron_432", strike));
        assert_eq!(g.balls[0], Ball::Space(strike - 1), "{strike} spaces on");
        assert_eq!(g.rows[0].len(), 1, "played face up in front of him");
    }
}

#[test]
fn hit_the_ball_william_lands_on_a_full_space_and_stops_on_the_one_before() {
    let mut g = game(3, false);
    g.spaces = plain(11);
    g.spaces[3].circles = 1;
    g.balls[1] = Ball::Space(3);
    give(&mut g, 0, &["hybrid_4"]);
    hit(&mut g, 0, shot("hybrid_4", 4));
    assert_eq!(g.balls[0], Ball::Space(2), "he only moves 3 spaces");
    // Two full spaces in a row: back to the first free one.
    let mut g = game(4, false);
    g.spaces = plain(11);
    g.spaces[3].circles = 1;
    g.spaces[2].circles = 1;
    g.balls[1] = Ball::Space(3);
    g.balls[2] = Ball::Space(2);
    give(&mut g, 0, &["hybrid_4"]);
    hit(&mut g, 0, shot("hybrid_4", 4));
    assert_eq!(g.balls[0], Ball::Space(1));
}

#[test]
fn hit_the_ball_a_full_space_never_sends_you_behind_your_start() {
    let mut g = game(3, false);
    g.spaces = plain(11);
    for i in 3..=5 {
        g.spaces[i].circles = 1;
    }
    g.balls[0] = Ball::Space(2);
    g.balls[1] = Ball::Space(3);
    g.balls[2] = Ball::Space(5);
    g.spaces[4] = Space {
        circles: 0,
        lake: true,
        ..Default::default()
    };
    give(&mut g, 0, &["wedge_3"]);
    hit(&mut g, 0, shot("wedge_3", 3));
    assert_eq!(g.balls[0], Ball::Space(2), "stays where it was");
}

/// Hit the Ball: the shots offered on a turn are exactly the shots the rules accept, each
/// once. Listing them skips work (each club once, a strike offered from the first card value
/// giving it, no search for repeats); this checks the list against every club in hand, strike,
/// power, seller and golfer put to `check_shot`, along random games.
#[test]
fn hit_the_ball_the_offered_shots_are_every_shot_the_rules_accept_once() {
    use rand::seq::IndexedRandom;
    let golfers = [
        None,
        Some(GolferUse::FarAway),
        Some(GolferUse::SandKing),
        Some(GolferUse::UltraLob),
        Some(GolferUse::WindMaster(-2)),
        Some(GolferUse::WindMaster(-1)),
        Some(GolferUse::WindMaster(1)),
        Some(GolferUse::WindMaster(2)),
    ];
    let mut compared = 0;
    for (players, pro_golfers, seed) in [(2, false, 3), (4, false, 4), (3, true, 5), (4, true, 6)] {
        let mut g = Green::new(
            &GreenConfig {
                players,
                pro_golfers,
            },
            seed,
        )
        .unwrap();
        let mut rng = rng_from_seed(seed);
        for _ in 0..300 {
            let Some(&seat) = g.to_move().first() else {
                break;
            };
            let legal = g.legal_actions(seat);
            let offered: Vec<Shot> = legal
                .iter()
                .filter_map(|a| match a {
                    GreenAction::Hit(s) => Some(*s),
                    _ => None,
                })
                .collect();
            if !offered.is_empty() {
                let hand = g.hands[seat].clone();
                let mut powers = vec![
                    None,
                    Some(Power::FirstClub),
                    Some(Power::Pocket),
                    Some(Power::Chain),
                    Some(Power::Skip),
                    Some(Power::IgnoreBunker),
                    Some(Power::Discard),
                ];
                powers.extend(hand.iter().map(|c| Some(Power::Pair(*c))));
                let sellers: Vec<Option<usize>> = std::iter::once(None)
                    .chain((0..players).filter(|&o| o != seat).map(Some))
                    .collect();
                let mut accepted = Vec::new();
                for &club in &hand {
                    for strike in 0..=60 {
                        for &power in &powers {
                            for &from in &sellers {
                                for &golfer in &golfers {
                                    let shot = Shot {
                                        club,
                                        strike,
                                        power,
                                        from,
                                        golfer,
                                    };
                                    if g.check_shot(seat, &shot).is_ok()
                                        && !accepted.contains(&shot)
                                    {
                                        accepted.push(shot);
                                    }
                                }
                            }
                        }
                    }
                }
                for (i, shot) in offered.iter().enumerate() {
                    assert!(!offered[..i].contains(shot), "{shot:?} offered twice");
                    assert!(accepted.contains(shot), "{shot:?} offered but refused");
                }
                assert_eq!(offered.len(), accepted.len(), "hand {hand:?}");
                compared += 1;
            }
            let action = *legal.choose(&mut rng).unwrap();
            g.apply(seat, &action).unwrap();
        }
    }
    assert!(compared > 100, "only {compared} turns compared");
}

#[test]
fn obstacles_a_lake_is_an_occupied_space() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    g.spaces[2] = Space {
        circles: 0,
        lake: true,
        ..Default::default()
    };
    give(&mut g, 0, &["hybrid_3"]);
    hit(&mut g, 0, shot("hybrid_3", 3));
    assert_eq!(g.balls[0], Ball::Space(1));
}

#[test]
fn hit_the_ball_no_power_takes_a_caddie_token_from_the_supply_if_any() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    give(&mut g, 0, &["hybrid_3"]);
    let events = hit(&mut g, 0, shot("hybrid_3", 3));
    assert_eq!((g.tokens[0], g.supply), (5, 11));
    assert!(events
        .iter()
        .any(|e| matches!(e, GreenEvent::Hit { token: true, .. })));
    g.supply = 0;
    g.tokens[1] = 16;
    give(&mut g, 1, &["hybrid_3"]);
    hit(&mut g, 1, shot("hybrid_3", 3));
    assert_eq!(g.tokens[1], 16, "an empty supply gives nothing");
}

#[test]
fn hit_the_ball_pay_an_opponent_a_token_to_use_the_power_of_their_last_club() {
    let mut g = game(3, false);
    g.spaces = plain(11);
    g.rows[1].push(Played {
        club: club("wedge_3"),
        pair: None,
    });
    g.rows[2].push(Played {
        club: club("iron_c3"),
        pair: None,
    });
    g.spaces[2].circles = 1;
    g.balls[2] = Ball::Space(2);
    give(&mut g, 0, &["hybrid_3", "putter_2"]);
    let bought = Shot {
        from: Some(1),
        ..with(shot("hybrid_3", 3), Power::Skip)
    };
    assert!(legal_hit(&g, 0, bought));
    // Only the power on their last club, and not your own club's.
    refused(
        &mut g,
        0,
        GreenAction::Hit(Shot {
            from: Some(2),
            ..with(shot("hybrid_3", 3), Power::Skip)
        }),
        "wrong_power",
    );
    refused(
        &mut g,
        0,
        GreenAction::Hit(Shot {
            from: Some(0),
            ..with(shot("hybrid_3", 3), Power::Skip)
        }),
        "bad_seat",
    );
    g.rows[1].clear();
    refused(&mut g, 0, GreenAction::Hit(bought), "no_last_club");
    g.rows[1].push(Played {
        club: club("wedge_3"),
        pair: None,
    });
    hit(&mut g, 0, bought);
    assert_eq!(
        g.balls[0],
        Ball::Space(3),
        "skips forward past the full space"
    );
    assert_eq!(g.tokens, vec![3, 5, 4]);
    assert_eq!(g.supply, 8, "a power was used: no token from the supply");
}

#[test]
fn hit_the_ball_a_power_that_changes_nothing_is_refused_keep_the_token() {
    let mut g = game(2, false);
    g.spaces = plain(11);
    give(&mut g, 0, &["putter_2", "wedge_3"]);
    // The Putter's power away from the green does nothing.
    refused(
        &mut g,
        0,
        GreenAction::Hit(with(shot("putter_2", 2), Power::Pocket)),
        "power_no_effect",
    );
    refused(
        &mut g,
        0,
        GreenAction::Hit(with(shot("wedge_3", 3), Power::IgnoreBunker)),
        "power_no_effect",
    );
    refused(
        &mut g,
        0,
        GreenAction::Hit(with(shot("wedge_3", 3), Power::Chain)),
        "wrong_power",
    );
}
