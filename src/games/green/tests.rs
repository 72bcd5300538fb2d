//! GREEN rule scenarios, named after the rulebook's sections: Preparation; Playing the Game
//! (Draw a Golf Club, Hit the Ball, Retire From the Hole); The clubs; Obstacles along the course;
//! End of the Hole and Scoring; New Hole; End of the Game; Pro Golfers. The rulebook's worked
//! examples (Andrew, William, Helen and Luke, the three Woods) are among them.
//!
//! Scenarios set hands and courses by hand, so they do not keep exactly 45 clubs; conservation
//! is checked by the simulation tests.

use super::cards::{full_set, progression, Club, Space};
use super::rules::*;
use crate::core::bot::{choose, BotKind, BotSpec};
use crate::core::game::{Determinize, Game};
use crate::core::hash::state_hash;
use crate::core::rng::{bot_rng, rng_from_seed};

fn club(code: &str) -> Club {
    Club::from_code(code).unwrap_or_else(|| panic!("no club {code}"))
}

fn game(players: usize, pro_golfers: bool) -> Green {
    let mut g = Green::new(
        &GreenConfig {
            players,
            pro_golfers,
        },
        11,
    )
    .unwrap();
    if pro_golfers {
        for (s, golfer) in Golfer::ALL.iter().enumerate().take(players) {
            g.golfers[s] = Some(*golfer);
        }
        g.phase = Phase::Play;
    }
    g.turn = 0;
    g.step = Step::Start;
    g
}

/// A plain course: `len` spaces of 2 circles.
fn plain(len: usize) -> Vec<Space> {
    vec![
        Space {
            circles: 2,
            ..Default::default()
        };
        len
    ]
}

fn give(g: &mut Green, seat: usize, codes: &[&str]) {
    let mut hand: Vec<Club> = codes.iter().map(|c| club(c)).collect();
    hand.sort();
    g.hands[seat] = hand;
}

fn shot(code: &str, strike: u8) -> Shot {
    Shot {
        club: club(code),
        strike,
        power: None,
        from: None,
        golfer: None,
    }
}

fn with(mut s: Shot, power: Power) -> Shot {
    s.power = Some(power);
    s
}

fn hit(g: &mut Green, seat: usize, s: Shot) -> Vec<GreenEvent> {
    g.apply(seat, &GreenAction::Hit(s))
        .unwrap_or_else(|e| panic!("{s:?} refused: {e}"))
}

fn refused(g: &mut Green, seat: usize, action: GreenAction, code: &str) {
    let before = state_hash(g);
    assert_eq!(g.apply(seat, &action).unwrap_err().code, code, "{action:?}");
    assert_eq!(state_hash(g), before, "a refused action changed the state");
}

fn legal_hit(g: &Green, seat: usize, s: Shot) -> bool {
    g.legal_actions(seat).contains(&GreenAction::Hit(s))
}

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
            mark: Mark::Space(16)
        }
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        GreenEvent::Advanced {
            seat: 0,
            mark: Mark::Beyond
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
    let events = g.apply(0, &GreenAction::Draw(0)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, GreenEvent::TakenOff { seat: 0 })));
    assert_eq!(g.points[0], vec![0, 16], "not pocketed: 0");
    assert_eq!((g.phase, g.to_move()), (Phase::HoleEnd, vec![0]));
    assert_eq!(g.hands[0].len(), 10);
    refused(&mut g, 0, GreenAction::Done, "not_now");
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
    hit(&mut g, 2, strong);
    assert_eq!(g.balls[2], Ball::Space(4));
    assert_eq!(g.wind, 3, "only for that shot");
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

// ---- Actions travel as small JSON ----

#[test]
fn actions_are_small_readable_json() {
    let cases = [
        (GreenAction::Draw(2), r#"{"draw":2}"#),
        (GreenAction::Refresh, r#""refresh""#),
        (GreenAction::Retire, r#""retire""#),
        (GreenAction::Done, r#""done""#),
        (
            GreenAction::Golfer(Golfer::WindMaster),
            r#"{"golfer":"wind_master"}"#,
        ),
        (
            GreenAction::Hit(shot("iron_432", 3)),
            r#"{"hit":{"club":"iron_432","strike":3}}"#,
        ),
        (
            GreenAction::Hit(Shot {
                from: Some(1),
                ..with(shot("wood_135", 3), Power::Pocket)
            }),
            r#"{"hit":{"club":"wood_135","strike":3,"power":"pocket","from":1}}"#,
        ),
        (
            GreenAction::Hit(with(shot("hybrid_3", 7), Power::Pair(club("hybrid_4")))),
            r#"{"hit":{"club":"hybrid_3","strike":7,"power":{"pair":"hybrid_4"}}}"#,
        ),
        (
            GreenAction::Hit(Shot {
                golfer: Some(GolferUse::WindMaster(-1)),
                ..shot("wedge_24", 2)
            }),
            r#"{"hit":{"club":"wedge_24","strike":2,"golfer":{"wind_master":-1}}}"#,
        ),
        (
            GreenAction::TakeBack(club("putter_2")),
            r#"{"take_back":"putter_2"}"#,
        ),
        (
            GreenAction::Discard(club("chipper_2")),
            r#"{"discard":"chipper_2"}"#,
        ),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(serde_json::from_str::<GreenAction>(json).unwrap(), action);
    }
    assert!(
        serde_json::from_str::<GreenAction>(r#"{"hit":{"club":"driver","strike":3}}"#).is_err()
    );
}

// ---- Secrets ----

#[test]
fn secrets_bots_decide_the_same_whatever_the_clubs_they_cannot_see() {
    let mut rng = bot_rng(9);
    for seed in 0..20u64 {
        let mut g = Green::new(
            &GreenConfig {
                players: 2 + (seed % 3) as usize,
                pro_golfers: seed % 2 == 0,
            },
            seed,
        )
        .unwrap();
        for _ in 0..(seed * 4 + 10) {
            if g.is_over() {
                break;
            }
            let s = g.to_move()[0];
            let legal = g.legal_actions(s);
            let a = choose::<Green>(
                BotSpec {
                    kind: BotKind::Greedy,
                    iterations: 0,
                },
                &g.view(Some(s)),
                s,
                &legal,
                &mut rng,
            )
            .unwrap();
            g.apply(s, &a).unwrap();
        }
        if g.is_over() {
            continue;
        }
        let seat = g.to_move()[0];
        let view = g.view(Some(seat));
        assert!(view.hand.is_some());
        let other = Green::determinize(&view, seat, &mut rng);
        assert_eq!(other.view(Some(seat)), view);
        let others_hidden = (0..g.num_seats()).any(|s| s != seat && !g.hands[s].is_empty());
        if others_hidden || !g.deck.draw.is_empty() {
            assert_ne!(state_hash(&other), state_hash(&g));
        }
        for kind in [BotKind::Greedy, BotKind::Search] {
            let spec = BotSpec {
                kind,
                iterations: 40,
            };
            let a = choose::<Green>(
                spec,
                &view,
                seat,
                &g.legal_actions(seat),
                &mut bot_rng(seed),
            );
            let b = choose::<Green>(
                spec,
                &other.view(Some(seat)),
                seat,
                &other.legal_actions(seat),
                &mut bot_rng(seed),
            );
            assert_eq!(a, b);
        }
        let mut all = other.all_clubs();
        let mut set = full_set().to_vec();
        all.sort();
        set.sort();
        assert_eq!(all, set);
        // Another player's hand is only a count in the view.
        let spy = (seat + 1) % g.num_seats();
        assert_eq!(g.view(Some(spy)).hand.as_deref(), Some(&g.hands[spy][..]));
        assert_eq!(g.view(None).hand, None);
        assert_eq!(g.view(Some(seat)).hand_sizes[spy], g.hands[spy].len());
    }
}
