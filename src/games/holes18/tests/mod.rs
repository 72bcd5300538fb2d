//! 18 Holes rule scenarios, named after the rulebook's sections: Setup (Draft Clubs, Your First
//! Game), Playing a Round (Reset Empty Hands, Select Club, Determine Play Order, Move One Hex,
//! Play Club Card, Drawing Multiple Shot Cards, Attempt a Big Hit, Exit Bunker, Reset Your Hand,
//! Discard Club), Reaching the Green, Winning the Game, Playing From the Rough, Chipping, Super,
//! Short, Shuffle and Wild Cards, Longest Drive Card, Hazards & Other Tiles. The rulebook's
//! worked examples (Clare, Mackenzie, Brock, Sebastian, Gustav, the initiative order) are among
//! them, on small test courses drawn for each. What a shot does once drawn, hazards and
//! reaching the green are in shots_and_greens.rs; views, bots, the planner and undo in
//! views_and_bots.rs; the golfers in golfers.rs; the ways to play in modes.rs. This file holds
//! the helpers they share (the test fields, clubs and shot cards, playing a turn).

use super::cards::{Bunker, Club, Deck, Face, Shot, Step};
use super::course::{CellSpec, CourseFile, Hex, HoleSpec};
use super::rules::*;
use crate::core::game::{Determinize, Game};
use crate::core::hash::state_hash;
use crate::core::rng::bot_rng;

mod golfers;
mod legal_moves;
mod modes;
mod shots_and_greens;
mod views_and_bots;

const E: u8 = 0;
const NE: u8 = 1;
const SE: u8 = 5;

/// An open field of fairway, q 0..14 and r 0..7 (axial), hole 1 from (0,3) to (12,3), hole 2
/// from (12,5) to (1,5); `marks` replaces cells (a token such as "t" or "w", or "." to remove).
fn field(marks: &[((i16, i16), &str)]) -> CourseFile {
    let mut cells = Vec::new();
    for r in 0..7 {
        for q in 0..14 {
            let t = match (q, r) {
                (0, 3) => "T1",
                (12, 3) => "G1",
                (12, 5) => "T2",
                (1, 5) => "G2",
                _ => "f",
            };
            let t = marks
                .iter()
                .find(|(h, _)| *h == (q, r))
                .map_or(t, |(_, m)| *m);
            if t != "." {
                cells.push(CellSpec {
                    q: i32::from(q),
                    r: i32::from(r),
                    t: t.to_string(),
                });
            }
        }
    }
    CourseFile {
        name: "Test field".into(),
        designer: String::new(),
        notes: String::new(),
        rows: Vec::new(),
        cells,
        holes: vec![HoleSpec { par: 4 }, HoleSpec { par: 4 }],
        layout: None,
    }
}

fn game(players: usize, marks: &[((i16, i16), &str)]) -> Holes18 {
    let config = HolesConfig {
        players,
        custom: Some(field(marks)),
        clubs: ClubSetup::Starter,
        ..HolesConfig::new(players)
    };
    Holes18::new(&config, 7).unwrap()
}

fn club(name: &str) -> Club {
    Club::all()
        .find(|c| c.name() == name)
        .unwrap_or_else(|| panic!("no club {name}"))
}

fn word(steps: &[Step]) -> String {
    steps
        .iter()
        .map(|s| match s {
            Step::S => 'S',
            Step::L => 'L',
            Step::R => 'R',
        })
        .collect()
}

/// A plain (not wild) flight card of this deck with this fairway path.
fn card(deck: Deck, path: &str) -> Shot {
    Shot::of_deck(deck)
        .find(|c| matches!(c.face(), Face::Flight(p) if p.len() == 1 && word(p[0].fairway) == path))
        .unwrap_or_else(|| panic!("no {path} card in deck {}", deck.name()))
}

fn card_with(deck: Deck, path: &str, bunker: Bunker) -> Shot {
    Shot::of_deck(deck)
        .find(|c| {
            matches!(c.face(), Face::Flight(p) if p.len() == 1 && word(p[0].fairway) == path)
                && c.bunker() == bunker
        })
        .unwrap_or_else(|| panic!("no {path} {bunker:?} card in deck {}", deck.name()))
}

fn special(deck: Deck, pred: impl Fn(Face) -> bool) -> Shot {
    Shot::of_deck(deck).find(|c| pred(c.face())).unwrap()
}

fn wild(deck: Deck) -> Shot {
    Shot::of_deck(deck)
        .find(|c| matches!(c.face(), Face::Flight(p) if p.len() > 1))
        .unwrap()
}

/// Puts these cards on top of their decks, the first one drawn first.
fn stack(g: &mut Holes18, cards: &[Shot]) {
    for c in cards {
        for d in g.decks.iter_mut() {
            d.draw.retain(|x| x != c);
            d.discard.retain(|x| x != c);
        }
    }
    for c in cards.iter().rev() {
        g.decks[c.deck().index()].draw.push(*c);
    }
}

/// Starts `seat`'s turn with `club` selected and the ball at `at`.
fn turn(g: &mut Holes18, seat: usize, club: Club, at: (i16, i16)) {
    for h in g.hands.iter_mut() {
        h.retain(|c| *c != club);
    }
    for d in g.discards.iter_mut() {
        d.retain(|c| *c != club);
    }
    g.unused.retain(|c| *c != club);
    if let Some(old) = g.selected[seat].take() {
        g.hands[seat].push(old);
        g.hands[seat].sort();
    }
    g.selected[seat] = Some(club);
    g.pos[seat] = Hex::new(at.0, at.1);
    g.phase = Phase::Turn;
    g.order = vec![seat];
    g.turn = 0;
}

fn act(g: &mut Holes18, seat: usize, a: HolesAction) -> Vec<HolesEvent> {
    g.apply(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

fn refused(g: &mut Holes18, seat: usize, a: HolesAction, code: &str) {
    let before = state_hash(g);
    assert_eq!(g.apply(seat, &a).unwrap_err().code, code, "{a:?}");
    assert_eq!(state_hash(g), before, "a refused action changed the state");
}

fn at(g: &Holes18, seat: usize) -> (i16, i16) {
    let h = g.pos[seat];
    (h.q, h.r)
}

fn shoot(stack: u8, dir: u8) -> HolesAction {
    HolesAction::Shoot {
        stack,
        dir,
        path: 0,
    }
}

// ---- Setup ----

#[test]
fn draft_clubs_deal_evenly_pick_one_in_secret_and_pass_left() {
    let g = Holes18::new(&HolesConfig::new(3), 4).unwrap();
    assert_eq!(g.phase(), Phase::Draft);
    // 3 players: the 26-club pool (5+ removed), 8 each, 2 left unseen in the box.
    assert!(g.packets.iter().all(|p| p.len() == 8));
    assert_eq!(g.unused.len(), 34 - 24);
    assert!(g
        .unused
        .iter()
        .all(|c| !g.packets.iter().flatten().any(|p| p == c)));
    let mut g = g;
    let first: Vec<Club> = g.packets.iter().map(|p| p[0]).collect();
    let after_pick: Vec<Vec<Club>> = g.packets.iter().map(|p| p[1..].to_vec()).collect();
    act(&mut g, 0, HolesAction::Pick(first[0]));
    // Picks are secret: the others' views show only that seat 0 has picked.
    let v1 = g.view(Some(1));
    assert_eq!(v1.pick, None);
    assert_eq!(v1.committed, vec![true, false, false]);
    refused(&mut g, 0, HolesAction::Pick(first[0]), "not_your_turn");
    act(&mut g, 1, HolesAction::Pick(first[1]));
    act(&mut g, 2, HolesAction::Pick(first[2]));
    // Packets passed to the left: seat 1 now holds what seat 0 had left.
    assert_eq!(g.packets[1], after_pick[0]);
    assert_eq!(g.packets[0], after_pick[2]);
    assert_eq!(g.hands[0], vec![first[0]]);
    while g.phase() == Phase::Draft {
        for s in 0..3 {
            let c = g.packets[s][0];
            act(&mut g, s, HolesAction::Pick(c));
        }
    }
    assert!(g.hands.iter().all(|h| h.len() == 5));
    assert_eq!(g.unused.len(), 34 - 15);
    assert_eq!(g.phase(), Phase::Select);
    assert!(g.positions().iter().all(|p| *p == g.tee()));
}

#[test]
fn draft_alone_is_picking_your_own_five_from_the_18_club_pool() {
    let mut g = Holes18::new(&HolesConfig::new(1), 2).unwrap();
    assert_eq!(g.packets[0].len(), 18);
    for _ in 0..5 {
        let c = g.packets[0][0];
        act(&mut g, 0, HolesAction::Pick(c));
    }
    assert_eq!(g.hands[0].len(), 5);
    assert_eq!(g.phase(), Phase::Select);
}

#[test]
fn your_first_game_starter_hands_a_b_c_for_players_1_2_3() {
    let g = Holes18::new(
        &HolesConfig {
            clubs: ClubSetup::Starter,
            ..HolesConfig::new(3)
        },
        1,
    )
    .unwrap();
    assert_eq!(g.phase(), Phase::Select);
    for (s, h) in g.hands.iter().enumerate() {
        assert_eq!(h.len(), 5);
        assert!(h.iter().all(|c| c.card().letter == Some(s as u8)));
    }
    assert_eq!(g.all_clubs().len(), 34);
}

#[test]
fn setup_refuses_bad_player_counts_and_unknown_courses() {
    assert_eq!(
        Holes18::new(&HolesConfig::new(6), 1).unwrap_err().code,
        "bad_players"
    );
    let c = HolesConfig {
        course: "nowhere".into(),
        ..HolesConfig::new(2)
    };
    assert_eq!(Holes18::new(&c, 1).unwrap_err().code, "unknown_course");
    let c = HolesConfig {
        custom: Some(field(&[((5, 3), "x")])),
        ..HolesConfig::new(2)
    };
    assert_eq!(
        Holes18::new(&c, 1).unwrap_err().code,
        "course_unknown_terrain"
    );
}

// ---- Playing a Round: selecting clubs ----

#[test]
fn select_club_in_secret_then_reveal_together() {
    let mut g = game(3, &[]);
    let c0 = g.hands[0][0];
    act(&mut g, 0, HolesAction::Select(c0));
    assert_eq!(g.view(Some(1)).selected, vec![None, None, None]);
    assert_eq!(g.view(Some(0)).selected[0], Some(c0));
    assert_eq!(g.view(None).committed, vec![true, false, false]);
    let other = g.hands[0][0];
    refused(&mut g, 0, HolesAction::Select(other), "not_your_turn");
    let c1 = g.hands[1][0];
    refused(&mut g, 1, HolesAction::Select(c0), "not_in_hand");
    act(&mut g, 1, HolesAction::Select(c1));
    let c2 = g.hands[2][0];
    let ev = act(&mut g, 2, HolesAction::Select(c2));
    assert!(ev.iter().any(|e| matches!(e, HolesEvent::Revealed { .. })));
    assert_eq!(g.phase(), Phase::Turn);
    assert_eq!(g.view(Some(1)).selected, vec![Some(c0), Some(c1), Some(c2)]);
}

#[test]
fn determine_play_order_8_hybrid_6_iron_5_wood() {
    // The rulebook's example: the 8 Hybrid (5) plays first, the 6 Iron (12), then the 5 Wood (20).
    let mut g = game(3, &[]);
    let (hybrid, iron, wood) = (Club(26), Club(19), Club(13));
    assert_eq!((hybrid.init(), iron.init(), wood.init()), (5, 12, 20));
    g.hands = vec![vec![wood], vec![hybrid], vec![iron]];
    act(&mut g, 0, HolesAction::Select(wood));
    act(&mut g, 1, HolesAction::Select(hybrid));
    act(&mut g, 2, HolesAction::Select(iron));
    assert_eq!(g.order, vec![1, 2, 0]);
    assert_eq!(g.to_move(), vec![1]);
    refused(&mut g, 0, HolesAction::Move(E), "not_your_turn");
}

#[test]
fn reset_empty_hands_at_the_start_of_a_round() {
    let mut g = game(1, &[]);
    let all = g.hands[0].clone();
    g.discards[0] = all[1..].to_vec();
    g.hands[0] = vec![all[0]];
    act(&mut g, 0, HolesAction::Select(all[0]));
    act(&mut g, 0, HolesAction::Move(E));
    // The round ended; the empty hand took every discarded club back, the one just played too.
    assert_eq!(g.phase(), Phase::Select);
    assert_eq!(g.hands[0], all);
    assert!(g.discards[0].is_empty());
}

#[test]
fn reset_a_hand_holding_a_club_you_cannot_use_the_driver_off_the_tee() {
    let mut g = game(2, &[]);
    let driver = Club(2);
    g.hands[0] = vec![driver, Club(3)];
    g.discards[0] = vec![Club(11), Club(19), Club(31)];
    // On the tee the Driver can be used: no reset before selecting.
    refused(&mut g, 0, HolesAction::ResetHand, "hand_usable");
    g.pos[0] = Hex::new(4, 3);
    assert!(g.legal_actions(0).contains(&HolesAction::ResetHand));
    act(&mut g, 0, HolesAction::ResetHand);
    assert_eq!(g.hands[0].len(), 5);
    assert!(g.discards[0].is_empty());
    assert_eq!(g.phase(), Phase::Select, "the player still selects a club");
    assert!(g.to_move().contains(&0));
}

// ---- On your turn ----

#[test]
fn move_one_hex_not_out_of_a_bunker_not_onto_trees_or_off_the_board() {
    let mut g = game(1, &[((5, 2), "t"), ((3, 3), "b"), ((6, 3), "h")]);
    turn(&mut g, 0, club("6 Iron"), (5, 3));
    refused(&mut g, 0, HolesAction::Move(2), "cannot_move_there");
    let legal = g.legal_actions(0);
    assert!(
        !legal.contains(&HolesAction::Move(2)),
        "NW of (5,3) is the tree at (5,2)"
    );
    assert!(!legal.contains(&HolesAction::Move(E)), "the clubhouse");
    act(&mut g, 0, HolesAction::Move(3));
    assert_eq!(at(&g, 0), (4, 3));
    assert_eq!(g.discards[0], vec![club("6 Iron")]);
    turn(&mut g, 0, club("6 Iron"), (0, 0));
    assert!(
        !g.legal_actions(0).contains(&HolesAction::Move(2)),
        "off the board"
    );
    turn(&mut g, 0, club("6 Iron"), (3, 3));
    refused(&mut g, 0, HolesAction::Move(E), "in_bunker");
}

#[test]
fn play_club_card_draw_decide_move() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("6 Iron"), (0, 3));
    stack(&mut g, &[card(Deck::D3, "SSL")]);
    refused(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D4,
            dir: None,
        },
        "wrong_deck",
    );
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D3,
            dir: None,
        },
    );
    assert_eq!(g.phase(), Phase::Choose);
    // Direction after drawing: east, two straight then one 60 degrees left (north-east).
    act(&mut g, 0, shoot(0, E));
    assert_eq!(at(&g, 0), (3, 2));
    assert!(g.shot.is_none());
    assert_eq!(g.discards[0], vec![club("6 Iron")]);
    assert_eq!(
        g.decks[Deck::D3.index()].discard,
        vec![card(Deck::D3, "SSL")]
    );
}

#[test]
fn clare_deck_4_shot_curving_left_around_the_water_before_the_green() {
    // Clare cannot reach the green; water lies on the straight line just short of it. She aims
    // away from the green (south-east) and the card's left curve brings the ball round the
    // water to a hex beside the green.
    let water = [
        ((8, 3), "w"),
        ((9, 3), "w"),
        ((10, 3), "w"),
        ((11, 3), "w"),
        ((10, 4), "w"),
    ];
    let mut g = game(1, &water);
    turn(&mut g, 0, club("2 Iron"), (6, 3));
    stack(&mut g, &[card(Deck::D4, "SSSL")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D4,
            dir: None,
        },
    );
    // Straight at the green she would land in the water; aiming east-south-east she curves in.
    let (_, straight) = g
        .shot_outcome(0, club("2 Iron"), card(Deck::D4, "SSSL"), E, 0)
        .unwrap();
    assert_eq!(straight, Landing::At(Hex::new(10, 2)));
    act(&mut g, 0, shoot(0, SE));
    // (6,3) +3 SE -> (6,6); one E -> (7,6).
    assert_eq!(at(&g, 0), (7, 6));
    assert_eq!(g.water[0], Water::Dry);
}

#[test]
fn playing_from_the_rough_mackenzie_two_straight_then_one_left() {
    let mut g = game(1, &[((4, 4), "r")]);
    turn(&mut g, 0, club("2 Iron"), (4, 4));
    stack(&mut g, &[card(Deck::D4, "SSSL")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D4,
            dir: None,
        },
    );
    act(&mut g, 0, shoot(0, E));
    // The rough marker: (4,4) +2 E -> (6,4), then one NE -> (7,3), back on the fairway.
    assert_eq!(at(&g, 0), (7, 3));
}

#[test]
fn playing_from_the_rough_hybrids_and_chip_cards_have_no_penalty_woods_use_their_rough_distance() {
    let mut g = game(1, &[((4, 4), "r")]);
    turn(&mut g, 0, club("3 Hybrid"), (4, 4));
    stack(&mut g, &[card(Deck::D4, "SSSS")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D4,
            dir: None,
        },
    );
    act(&mut g, 0, shoot(0, E));
    assert_eq!(at(&g, 0), (8, 4));
    turn(&mut g, 0, club("9 Iron"), (4, 4));
    g.pos[0] = Hex::new(4, 4);
    stack(&mut g, &[card(Deck::C, "SS")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: Some(E),
        },
    );
    assert_eq!(at(&g, 0), (6, 4), "a chip card travels 2 from the rough");
    turn(&mut g, 0, club("5 Wood"), (4, 4));
    act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(at(&g, 0), (6, 4), "the 5 Wood goes 2 from the rough");
    turn(&mut g, 0, club("5 Wood"), (4, 3));
    act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(at(&g, 0), (7, 3), "and 3 from the fairway");
}

#[test]
fn chipping_declare_the_direction_before_drawing_except_the_lob_wedge() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("Pitching Wedge"), (4, 3));
    refused(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: None,
        },
        "declare_direction",
    );
    turn(&mut g, 0, club("Lob Wedge"), (4, 3));
    refused(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: Some(E),
        },
        "no_declaration",
    );
    stack(&mut g, &[card(Deck::C, "SR")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: None,
        },
    );
    act(&mut g, 0, shoot(0, NE));
    assert_eq!(at(&g, 0), (6, 2));
}

#[test]
fn chipping_brock_chips_over_the_trees_and_drifts_right_onto_the_fairway() {
    let mut g = game(1, &[((5, 3), "t"), ((6, 3), "t"), ((5, 2), "r")]);
    turn(&mut g, 0, club("9 Iron"), (4, 3));
    stack(&mut g, &[card(Deck::C, "SR")]);
    // Brock points at the tree in front (east) before drawing.
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: Some(E),
        },
    );
    // The chip hops (5,3) and drifts right (south-east) to (5,4).
    assert_eq!(
        g.phase(),
        Phase::Select,
        "a single chip card leaves no choice"
    );
    assert_eq!(at(&g, 0), (5, 4));
}

#[test]
fn chipping_a_tree_on_the_landing_hex_lands_on_the_hex_chipped_over_or_stays() {
    let mut g = game(1, &[((6, 3), "t")]);
    turn(&mut g, 0, club("Pitching Wedge"), (4, 3));
    stack(
        &mut g,
        &[card(Deck::C, "SS"), card_with(Deck::C, "SS", Bunker::Left)],
    );
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: Some(E),
        },
    );
    refused(&mut g, 0, shoot(0, NE), "declared");
    act(&mut g, 0, shoot(0, E));
    assert_eq!(at(&g, 0), (5, 3));
    let mut g = game(1, &[((5, 3), "t"), ((6, 3), "t")]);
    turn(&mut g, 0, club("Sand Wedge"), (4, 3));
    stack(&mut g, &[card(Deck::C, "SS")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: Some(E),
        },
    );
    assert_eq!(at(&g, 0), (4, 3), "both trees: the golfer does not move");
    assert_eq!(
        g.discards[0],
        vec![club("Sand Wedge")],
        "the club is still played"
    );
}

#[test]
fn super_from_the_chip_deck_loses_the_ability_to_go_over_trees() {
    let mut g = game(1, &[((6, 3), "t")]);
    turn(&mut g, 0, club("9 Iron"), (5, 3));
    let sup = special(Deck::C, |f| matches!(f, Face::Super(_)));
    stack(&mut g, &[sup, card(Deck::D3, "SSS")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: Some(E),
        },
    );
    assert_eq!(g.phase(), Phase::Select);
    assert_eq!(at(&g, 0), (5, 3), "stopped by the tree in front");
}

#[test]
fn trees_stop_the_ball_in_the_hex_before_them() {
    let mut g = game(1, &[((7, 3), "t")]);
    turn(&mut g, 0, club("3 Wood"), (3, 3));
    let ev = act(&mut g, 0, HolesAction::Wood(E));
    assert_eq!(at(&g, 0), (6, 3));
    assert!(ev.iter().any(|e| matches!(
        e,
        HolesEvent::Flew {
            landing: Landing::At(_),
            ..
        }
    )));
}

#[test]
fn drawing_multiple_shot_cards_gustav_follows_a_super_and_picks_one_of_the_top_two() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("8 Iron"), (2, 3));
    let sup = special(Deck::D2, |f| matches!(f, Face::Super(_)));
    stack(&mut g, &[sup, card(Deck::D2, "SS"), card(Deck::D3, "SSSL")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D2,
            dir: None,
        },
    );
    // Two stacks: a Super and an ordinary card; the Super may be followed (or left).
    refused(&mut g, 0, shoot(0, E), "special_card");
    refused(&mut g, 0, HolesAction::Follow(1), "nothing_to_follow");
    act(&mut g, 0, HolesAction::Follow(0));
    let s = g.shot.as_ref().unwrap();
    assert_eq!(s.stacks.iter().flatten().count(), 3, "three cards drawn");
    assert_eq!(s.stacks[0].last(), Some(&card(Deck::D3, "SSSL")));
    act(&mut g, 0, shoot(0, E));
    assert_eq!(at(&g, 0), (6, 2));
    // All three cards went to their decks' discard piles.
    assert_eq!(g.decks[Deck::D2.index()].discard.len(), 2);
    assert_eq!(g.decks[Deck::D3.index()].discard.len(), 1);
}

#[test]
fn attempt_a_big_hit_4_iron_two_cards_from_deck_5_the_player_to_the_left_discards_one() {
    let mut g = game(3, &[]);
    turn(&mut g, 1, club("4 Iron"), (0, 3));
    stack(&mut g, &[card(Deck::D5, "SSSSS"), card(Deck::D5, "SSSSL")]);
    act(&mut g, 1, HolesAction::BigHit);
    assert_eq!(g.phase(), Phase::BigHitDiscard);
    assert_eq!(g.to_move(), vec![2], "the player to the left");
    refused(&mut g, 1, HolesAction::Discard(0), "not_your_turn");
    act(&mut g, 2, HolesAction::Discard(0));
    assert_eq!(g.to_move(), vec![1]);
    let s = g.shot.as_ref().unwrap();
    assert_eq!(s.stacks, vec![vec![card(Deck::D5, "SSSSL")]]);
    act(&mut g, 1, shoot(0, E));
    // (0,3) four east to (4,3), then one north-east.
    assert_eq!(at(&g, 1), (5, 2));
    assert_eq!(g.decks[Deck::D5.index()].discard.len(), 2);
}

#[test]
fn big_hits_a_draw_two_club_draws_three_and_clubs_without_the_icon_cannot() {
    let mut g = game(2, &[]);
    turn(&mut g, 0, club("3 Iron"), (0, 3));
    act(&mut g, 0, HolesAction::BigHit);
    let s = g.shot.as_ref().unwrap();
    assert_eq!(s.stacks.len(), 3);
    assert!(s.stacks.iter().all(|st| st[0].deck() == Deck::D5));
    let mut g = game(2, &[]);
    for name in ["Driver", "2 Iron", "3 Wood", "Pitching Wedge", "Sand Wedge"] {
        turn(&mut g, 0, club(name), (0, 3));
        refused(&mut g, 0, HolesAction::BigHit, "no_big_hit");
    }
}

#[test]
fn exit_bunker_sebastian_declares_the_green_and_goes_right_of_it() {
    let mut g = game(1, &[((10, 3), "b")]);
    turn(&mut g, 0, club("6 Iron"), (10, 3));
    refused(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D3,
            dir: None,
        },
        "in_bunker",
    );
    refused(&mut g, 0, HolesAction::BigHit, "in_bunker");
    stack(&mut g, &[card_with(Deck::D3, "SSR", Bunker::Right)]);
    act(
        &mut g,
        0,
        HolesAction::Bunker {
            deck: Deck::D3,
            dir: E,
        },
    );
    // Target (11,3); the icon says right of it: south-east of the bunker, (10,4).
    assert_eq!(at(&g, 0), (10, 4));
    assert_eq!(g.decks[Deck::D3.index()].discard.len(), 1);
}

#[test]
fn exit_bunker_outcomes_stay_left_target_and_no_woods() {
    let mut g = game(1, &[((10, 3), "b"), ((11, 2), "t")]);
    for (icon, want) in [
        (Bunker::Stay, (10, 3)),
        (Bunker::Target, (11, 3)),
        (Bunker::Left, (10, 3)), // left of east is (11,2): trees, the ball stays
        (Bunker::Right, (10, 4)),
    ] {
        turn(&mut g, 0, club("8 Hybrid"), (10, 3));
        let c = Shot::of_deck(Deck::D2)
            .find(|c| !c.redraws() && c.bunker() == icon)
            .unwrap();
        stack(&mut g, &[c]);
        act(
            &mut g,
            0,
            HolesAction::Bunker {
                deck: Deck::D2,
                dir: E,
            },
        );
        assert_eq!(at(&g, 0), want, "{icon:?}");
    }
    turn(&mut g, 0, club("5 Wood"), (10, 3));
    refused(&mut g, 0, HolesAction::Wood(E), "in_bunker");
    refused(&mut g, 0, HolesAction::Move(E), "in_bunker");
    assert_eq!(
        g.legal_actions(0),
        vec![HolesAction::ResetHand],
        "a wood in a bunker can only reset"
    );
}

#[test]
fn the_sand_wedge_treats_a_bunker_as_rough() {
    let mut g = game(1, &[((4, 3), "b")]);
    turn(&mut g, 0, club("Sand Wedge"), (4, 3));
    stack(&mut g, &[card(Deck::C, "SS")]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: Some(E),
        },
    );
    assert_eq!(at(&g, 0), (6, 3));
}

#[test]
fn reset_your_hand_as_the_action_then_discard_the_club() {
    let mut g = game(1, &[]);
    let six = club("6 Iron");
    turn(&mut g, 0, six, (3, 3));
    let hand = g.hands[0].clone();
    g.discards[0] = hand[..2].to_vec();
    g.hands[0] = hand[2..].to_vec();
    act(&mut g, 0, HolesAction::ResetHand);
    let mut want = hand.clone();
    want.sort();
    assert_eq!(g.hands[0], want);
    assert_eq!(g.discards[0], vec![six]);
    assert_eq!(at(&g, 0), (3, 3));
}

#[test]
fn the_driver_only_from_a_tee_box() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("Driver"), (3, 3));
    refused(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D5,
            dir: None,
        },
        "tee_only",
    );
    turn(&mut g, 0, club("Driver"), (0, 3));
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D5,
            dir: None,
        },
    );
    assert_eq!(g.shot.as_ref().unwrap().stacks.len(), 2);
}
