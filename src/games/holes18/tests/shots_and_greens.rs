//! What a shot does once drawn (Super, Short, Shuffle and Wild Cards, Longest Drive Card),
//! Hazards & Other Tiles, and Reaching the Green (flags, tokens, hole-in-ones, the end of the
//! game), on the test fields of tests/mod.rs.

use super::*;

// ---- Super, Short, Shuffle and Wild Cards ----

#[test]
fn super_and_short_chain_from_deck_to_deck() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("4 Iron"), (0, 3));
    let sup3 = special(Deck::D3, |f| matches!(f, Face::Super(_)));
    let short4 = special(Deck::D4, |f| matches!(f, Face::Short(_)));
    stack(&mut g, &[sup3, short4, card(Deck::D3, "SSS")]);
    let ev = act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D3,
            dir: None,
        },
    );
    let drew = ev
        .iter()
        .filter(|e| matches!(e, HolesEvent::Drew { .. }))
        .count();
    assert_eq!(drew, 3, "3 -> super -> 4 -> short -> 3");
    assert_eq!(g.shot.as_ref().unwrap().stacks[0].len(), 3);
    act(&mut g, 0, shoot(0, E));
    assert_eq!(at(&g, 0), (3, 3));
}

#[test]
fn shuffle_puts_this_decks_discards_back_but_not_this_turns_cards() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("8 Iron"), (0, 3));
    let shuf = special(Deck::D2, |f| f == Face::Shuffle);
    let a = card(Deck::D2, "SSS");
    let b = card(Deck::D2, "SSL");
    stack(&mut g, &[a, shuf]);
    let d = &mut g.decks[Deck::D2.index()];
    d.draw.retain(|c| *c != b);
    d.discard = vec![b];
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D2,
            dir: None,
        },
    );
    act(&mut g, 0, HolesAction::Follow(1));
    let d = &g.decks[Deck::D2.index()];
    assert!(d.discard.is_empty(), "the discards went back in");
    let s = g.shot.as_ref().unwrap();
    assert_eq!(s.stacks[0], vec![a], "this turn's cards stay out");
    assert_eq!(s.stacks[1].len(), 2);
    assert_eq!(g.all_shots().len(), 74);
}

#[test]
fn an_empty_deck_is_rebuilt_from_its_discards() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("6 Iron"), (0, 3));
    let d = &mut g.decks[Deck::D2.index()];
    let mut all = std::mem::take(&mut d.draw);
    all.append(&mut d.discard);
    d.discard = all;
    let ev = act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D2,
            dir: None,
        },
    );
    assert!(ev
        .iter()
        .any(|e| matches!(e, HolesEvent::Reshuffled { deck: Deck::D2 })));
    assert_eq!(g.all_shots().len(), 74);
}

#[test]
fn wild_cards_choose_a_path_but_take_the_one_in_bounds_if_the_other_is_out() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("8 Hybrid"), (6, 1));
    stack(&mut g, &[wild(Deck::D2)]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D2,
            dir: None,
        },
    );
    // Aiming east from (6,1): the left path goes to (8,0), the right one to (7,2).
    let lp = HolesAction::Shoot {
        stack: 0,
        dir: E,
        path: 0,
    };
    assert!(g.legal_actions(0).contains(&lp));
    // Aiming north-east: left leaves the course (row -1), right lands at (7,-1)? both out;
    // aiming north-west (2): left path off, right path (6,-1)... choose a case with one in.
    // From (6,1) aim NE: S -> (7,0), L (NW) -> (7,-1) out; R (E) -> (8,0) in.
    let out_left = HolesAction::Shoot {
        stack: 0,
        dir: NE,
        path: 0,
    };
    let in_right = HolesAction::Shoot {
        stack: 0,
        dir: NE,
        path: 1,
    };
    refused(&mut g, 0, out_left, "wild_in_bounds");
    act(&mut g, 0, in_right);
    assert_eq!(at(&g, 0), (8, 0));
}

#[test]
fn longest_drive_moves_6_straight_and_is_kept_as_a_memento() {
    let mut g = game(2, &[]);
    turn(&mut g, 0, club("Driver"), (0, 3));
    let ld = special(Deck::D5, |f| f == Face::LongestDrive);
    stack(&mut g, &[ld, card(Deck::D5, "SSSSS")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D5,
            dir: None,
        },
    );
    act(&mut g, 0, shoot(0, E));
    assert_eq!(at(&g, 0), (6, 3));
    assert_eq!(g.mementos[0], vec![ld]);
    assert!(!g.decks[Deck::D5.index()].discard.contains(&ld));
    assert_eq!(g.all_shots().len(), 74);
}

// ---- Hazards & other tiles ----

#[test]
fn out_of_bounds_the_golfer_stays_and_the_club_returns_to_the_hand() {
    let mut g = game(1, &[((5, 3), "."), ((6, 4), "h")]);
    turn(&mut g, 0, club("5 Wood"), (3, 3));
    act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(at(&g, 0), (3, 3));
    assert!(g.hands[0].contains(&club("5 Wood")));
    assert!(!g.discards[0].contains(&club("5 Wood")));
    // Landing on the clubhouse is out of bounds too; flying over it is not.
    turn(&mut g, 0, club("8 Wood"), (6, 2));
    act(&mut g, 0, HolesAction::Wood(SE));
    assert_eq!(at(&g, 0), (6, 2));
    turn(&mut g, 0, club("5 Wood"), (6, 2));
    act(&mut g, 0, HolesAction::Wood(SE));
    assert_eq!(at(&g, 0), (6, 5));
}

#[test]
fn out_of_bounds_variation_fly_over_but_never_land_off_the_course() {
    let mut g = game(1, &[((5, 3), ".")]);
    g.config.fly_over = true;
    turn(&mut g, 0, club("5 Wood"), (3, 3));
    act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(at(&g, 0), (6, 3));
    turn(&mut g, 0, club("8 Wood"), (3, 3));
    act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(
        at(&g, 0),
        (3, 3),
        "landing off the course is still out of bounds"
    );
}

/// Chipping and Out of Bounds together: every chip path passes over its first hex, so a chip
/// aimed over off-course space goes out with every chip card (the page says so at the aim);
/// the fly-over variation lets it cross.
#[test]
fn out_of_bounds_a_chip_aimed_over_off_course_space_is_out_with_every_chip_card() {
    let mut g = game(1, &[((4, 3), ".")]);
    turn(&mut g, 0, club("Pitching Wedge"), (3, 3));
    let wedge = club("Pitching Wedge");
    let chips: Vec<Shot> = Shot::all()
        .filter(|c| c.deck() == Deck::C && matches!(c.face(), Face::Flight(_)))
        .collect();
    assert!(chips.len() > 10);
    assert!(g.chip_always_out(0, E));
    assert!(!g.chip_always_out(0, NE));
    for &c in &chips {
        for p in 0..c.path_count() {
            assert_eq!(
                g.shot_flight(0, wedge, c, E, p, |_| {}),
                Some(Landing::Out),
                "{c:?} path {p}"
            );
        }
    }
    g.config.fly_over = true;
    assert!(!g.chip_always_out(0, E));
    let lands = chips.iter().any(|&c| {
        (0..c.path_count()).any(|p| {
            matches!(
                g.shot_flight(0, wedge, c, E, p, |_| {}),
                Some(Landing::At(_))
            )
        })
    });
    assert!(lands, "with the variation, chips cross the gap");
}

#[test]
fn water_miss_the_next_turn_then_play_it_as_rough() {
    let mut g = game(2, &[((3, 3), "w")]);
    g.hands = vec![
        vec![club("8 Wood"), club("5 Hybrid")],
        vec![club("6 Iron"), club("9 Iron")],
    ];
    g.pos[0] = Hex::new(1, 3);
    act(&mut g, 0, HolesAction::Select(club("8 Wood")));
    act(&mut g, 1, HolesAction::Select(club("6 Iron")));
    act(&mut g, 1, HolesAction::Move(E));
    let ev = act(&mut g, 0, HolesAction::Wood(E));
    assert!(ev
        .iter()
        .any(|e| matches!(e, HolesEvent::InWater { seat: 0 })));
    assert!(ev
        .iter()
        .any(|e| matches!(e, HolesEvent::SkipsRound { seat: 0 })));
    // Next round: seat 0 lies down and skips.
    assert_eq!(g.to_move(), vec![1]);
    refused(&mut g, 0, HolesAction::Select(club("5 Hybrid")), "in_water");
    act(&mut g, 1, HolesAction::Select(club("9 Iron")));
    act(&mut g, 1, HolesAction::Move(E));
    // The round after: seat 0 plays from the water, as rough.
    assert_eq!(g.to_move(), vec![0, 1]);
    assert_eq!(g.water[0], Water::Dry);
    turn(&mut g, 0, club("8 Wood"), (3, 3));
    act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(at(&g, 0), (4, 3), "the 8 Wood's rough distance, 1");
}

#[test]
fn water_on_a_fairway_plays_as_fairway_after_the_missed_turn() {
    let mut g = game(1, &[((3, 3), "l")]);
    turn(&mut g, 0, club("8 Wood"), (1, 3));
    let ev = act(&mut g, 0, HolesAction::Wood(E));
    assert!(ev
        .iter()
        .any(|e| matches!(e, HolesEvent::InWater { seat: 0 })));
    // Alone, the missed round passes at once.
    assert!(ev
        .iter()
        .any(|e| matches!(e, HolesEvent::SkipsRound { seat: 0 })));
    assert_eq!(g.round, 3);
    assert_eq!(g.water[0], Water::Dry);
    turn(&mut g, 0, club("8 Wood"), (3, 3));
    act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(at(&g, 0), (5, 3), "fairway distance");
}

#[test]
fn greens_of_other_holes_play_as_fairway_and_golfers_share_hexes() {
    let mut g = game(2, &[]);
    // (1,5) is hole 2's green: landing there on hole 1 is an ordinary fairway hex.
    turn(&mut g, 0, club("8 Wood"), (1, 3));
    g.pos[1] = Hex::new(1, 5);
    act(&mut g, 0, HolesAction::Wood(SE));
    assert_eq!(at(&g, 0), (1, 5));
    assert!(g.arrived.is_empty());
    turn(&mut g, 0, club("5 Wood"), (1, 5));
    act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(
        at(&g, 0),
        (4, 5),
        "full fairway distance from another green"
    );
}

// ---- Reaching the green ----

#[test]
fn score_flags_first_to_the_green_takes_the_flag_others_that_round_a_token() {
    let mut g = game(3, &[]);
    g.pos = vec![Hex::new(10, 3), Hex::new(11, 3), Hex::new(5, 3)];
    g.hands = vec![
        vec![club("8 Wood")],
        vec![club("9 Iron")],
        vec![club("6 Iron")],
    ];
    g.discards = vec![Vec::new(); 3];
    act(&mut g, 0, HolesAction::Select(club("8 Wood")));
    act(&mut g, 1, HolesAction::Select(club("9 Iron")));
    act(&mut g, 2, HolesAction::Select(club("6 Iron")));
    assert_eq!(g.order, vec![2, 1, 0]);
    act(&mut g, 2, HolesAction::Move(E));
    act(&mut g, 1, HolesAction::Move(E));
    assert_eq!(g.hole(), 0, "the round is played to its end");
    let ev = act(&mut g, 0, HolesAction::Wood(E));
    let scored = ev.iter().find_map(|e| match e {
        HolesEvent::HoleScored { result, .. } => Some(result.clone()),
        _ => None,
    });
    let r = scored.expect("the hole is scored");
    assert_eq!(r.flag, 1);
    assert_eq!(r.tokens, vec![0]);
    assert_eq!(g.scores(), vec![1, 1, 0]);
    // Move to the next hole: everyone on tee 2, a new round.
    assert_eq!(g.hole(), 1);
    assert!(g.positions().iter().all(|p| *p == Hex::new(12, 5)));
    assert_eq!(g.phase(), Phase::Select);
}

#[test]
fn hole_in_one_first_turn_from_the_tee_onto_the_green() {
    let mut g = game(2, &[((0, 3), "f"), ((8, 3), "T1")]);
    assert_eq!(g.tee(), Hex::new(8, 3));
    g.pos = vec![Hex::new(8, 3); 2];
    turn(&mut g, 0, club("3 Wood"), (8, 3));
    g.order = vec![0, 1];
    g.selected[1] = Some(g.hands[1][0]);
    g.hands[1].remove(0);
    let ev = act(&mut g, 0, HolesAction::Wood(E));
    assert!(ev.iter().any(|e| matches!(
        e,
        HolesEvent::ReachedGreen {
            seat: 0,
            hole_in_one: true
        }
    )));
    act(&mut g, 1, HolesAction::ResetHand);
    assert_eq!(g.hole_in_ones, vec![1, 0]);
    assert_eq!(g.results[0].hole_in_ones, vec![0]);
}

#[test]
fn a_one_hex_move_onto_the_green_reaches_it_but_is_no_hole_in_one() {
    let mut g = game(1, &[((0, 3), "f"), ((11, 3), "T1")]);
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    let ev = act(&mut g, 0, HolesAction::Move(E));
    assert!(ev.iter().any(|e| matches!(
        e,
        HolesEvent::ReachedGreen {
            seat: 0,
            hole_in_one: false
        }
    )));
}

#[test]
fn remove_any_hazard_effects_at_the_next_hole() {
    let mut g = game(2, &[((5, 3), "w")]);
    g.water[1] = Water::Landed;
    g.pos = vec![Hex::new(11, 3), Hex::new(5, 3)];
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    act(&mut g, 0, HolesAction::Move(E));
    assert_eq!(g.hole(), 1);
    assert_eq!(g.water, vec![Water::Dry, Water::Dry]);
    assert_eq!(g.to_move(), vec![0, 1]);
}

#[test]
fn winning_the_game_most_points_then_hole_in_ones_then_shared() {
    let mut g = game(3, &[]);
    g.flags = vec![1, 1, 0];
    g.tokens = vec![0, 0, 0];
    assert_eq!(g.winners(), vec![0, 1]);
    g.hole_in_ones = vec![0, 1, 3];
    assert_eq!(g.winners(), vec![1]);
}

#[test]
fn the_game_ends_after_the_last_hole() {
    let mut g = game(1, &[]);
    g.hole = 1;
    turn(&mut g, 0, club("6 Iron"), (2, 5));
    let ev = act(&mut g, 0, HolesAction::Move(3));
    assert!(ev.iter().any(|e| matches!(e, HolesEvent::GameEnded { .. })));
    assert!(g.is_over());
    assert!(g.legal_actions(0).is_empty());
    refused(&mut g, 0, HolesAction::ResetHand, "game_over");
}

// ---- More on Big Hits and hazards ----

#[test]
fn big_hit_alone_one_card_is_discarded_at_random() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("4 Iron"), (0, 3));
    stack(&mut g, &[card(Deck::D5, "SSSSS"), card(Deck::D5, "SSSSL")]);
    act(&mut g, 0, HolesAction::BigHit);
    assert_eq!(g.phase(), Phase::Choose);
    let s = g.shot.as_ref().unwrap();
    assert_eq!(s.stacks.len(), 1);
    assert_eq!(s.discarded.len(), 1);
}

#[test]
fn big_hit_a_special_left_alone_after_the_discard_is_followed() {
    let mut g = game(2, &[]);
    turn(&mut g, 0, club("4 Iron"), (0, 3));
    let short = special(Deck::D5, |f| matches!(f, Face::Short(_)));
    stack(
        &mut g,
        &[card(Deck::D5, "SSSSS"), short, card(Deck::D4, "SSSS")],
    );
    act(&mut g, 0, HolesAction::BigHit);
    assert_eq!(
        g.legal_actions(1),
        (0..2).map(HolesAction::Discard).collect::<Vec<_>>()
    );
    act(&mut g, 1, HolesAction::Discard(0));
    let s = g.shot.as_ref().unwrap();
    assert_eq!(s.stacks, vec![vec![short, card(Deck::D4, "SSSS")]]);
    act(&mut g, 0, shoot(0, E));
    assert_eq!(at(&g, 0), (4, 3));
}

#[test]
fn a_one_hex_move_into_water_is_a_water_hazard() {
    let mut g = game(2, &[((4, 3), "w")]);
    turn(&mut g, 0, club("6 Iron"), (3, 3));
    let ev = act(&mut g, 0, HolesAction::Move(E));
    assert!(ev
        .iter()
        .any(|e| matches!(e, HolesEvent::InWater { seat: 0 })));
}

#[test]
fn out_of_bounds_on_the_first_turn_spoils_the_hole_in_one() {
    let mut g = game(1, &[((0, 3), "f"), ((8, 3), "T1"), ((5, 3), ".")]);
    turn(&mut g, 0, club("3 Wood"), (8, 3));
    act(&mut g, 0, HolesAction::Wood(3));
    assert_eq!(at(&g, 0), (8, 3), "out of bounds: the ball stays");
    turn(&mut g, 0, club("3 Wood"), (8, 3));
    let ev = act(&mut g, 0, HolesAction::Wood(E));
    assert!(ev.iter().any(|e| matches!(
        e,
        HolesEvent::ReachedGreen {
            seat: 0,
            hole_in_one: false
        }
    )));
}
