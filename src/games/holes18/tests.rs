//! 18 Holes rule scenarios, named after the rulebook's sections: Setup (Draft Clubs, Your First
//! Game), Playing a Round (Reset Empty Hands, Select Club, Determine Play Order, Move One Hex,
//! Play Club Card, Drawing Multiple Shot Cards, Attempt a Big Hit, Exit Bunker, Reset Your Hand,
//! Discard Club), Reaching the Green, Winning the Game, Playing From the Rough, Chipping, Super,
//! Short, Shuffle and Wild Cards, Longest Drive Card, Hazards & Other Tiles. The rulebook's
//! worked examples (Clare, Mackenzie, Brock, Sebastian, Gustav, the initiative order) are among
//! them, on small test courses drawn for each.

use super::cards::{Bunker, Club, Deck, Face, Shot, Step};
use super::course::{CellSpec, CourseFile, Hex, HoleSpec};
use super::rules::*;
use crate::core::game::{Determinize, Game};
use crate::core::hash::state_hash;
use crate::core::rng::bot_rng;

const E: u8 = 0;
const NE: u8 = 1;
const SE: u8 = 5;

/// An open field of fairway, q 0..14 and r 0..7 (axial), hole 1 from (0,3) to (12,3), hole 2
/// from (12,5) to (1,5); `marks` replaces cells (a token such as "t" or "w", or "." to remove).
pub(super) fn field(marks: &[((i16, i16), &str)]) -> CourseFile {
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

pub(super) fn club(name: &str) -> Club {
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
pub(super) fn card(deck: Deck, path: &str) -> Shot {
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
pub(super) fn stack(g: &mut Holes18, cards: &[Shot]) {
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
pub(super) fn turn(g: &mut Holes18, seat: usize, club: Club, at: (i16, i16)) {
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

pub(super) fn act(g: &mut Holes18, seat: usize, a: HolesAction) -> Vec<HolesEvent> {
    g.apply(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

pub(super) fn refused(g: &mut Holes18, seat: usize, a: HolesAction, code: &str) {
    let before = state_hash(g);
    assert_eq!(g.apply(seat, &a).unwrap_err().code, code, "{a:?}");
    assert_eq!(state_hash(g), before, "a refused action changed the state");
}

pub(super) fn at(g: &Holes18, seat: usize) -> (i16, i16) {
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

// ---- Views and bots ----

#[test]
fn views_hide_other_selections_and_deck_order_and_samples_agree_with_them() {
    let mut g = game(3, &[]);
    let c = g.hands[0][0];
    act(&mut g, 0, HolesAction::Select(c));
    let v = g.view(Some(2));
    assert_eq!(v.selected[0], None);
    assert!(v.hand.as_ref().is_some_and(|h| h.len() == 5));
    let text = serde_json::to_string(&v).unwrap();
    assert!(!text.contains("\"draw\""), "no draw pile order in a view");
    for k in 0..5 {
        let s = Holes18::determinize(&v, 2, &mut bot_rng(k));
        assert_eq!(s.view(Some(2)), v);
        assert_eq!(s.all_shots().len(), 74);
        assert_eq!(s.all_clubs().len(), 34);
        assert!(s.selected[0].is_some(), "the hidden selection is sampled");
    }
}

#[test]
fn the_greedy_bot_takes_the_flag_when_it_can() {
    use crate::core::bot::{choose, BotKind, BotSpec};
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    let spec = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    let legal = g.legal_actions(0);
    let a = choose::<Holes18>(spec, &g.view(Some(0)), 0, &legal, &mut bot_rng(1)).unwrap();
    assert_eq!(a, HolesAction::Move(E));
}

#[test]
fn the_search_bot_plays_legal_moves_through_a_game_and_repeats_itself() {
    use crate::core::bot::{play_out, BotKind, BotSpec};
    use crate::core::record::Match;
    let search = BotSpec {
        kind: BotKind::Search,
        iterations: 8,
    };
    let greedy = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    let run = || {
        let mut m = Match::<Holes18>::new(HolesConfig::new(2), 5).unwrap();
        assert!(play_out(&mut m, &[search, greedy], 5_000), "the game ends");
        m.state_hash()
    };
    assert_eq!(run(), run(), "bots are deterministic from the seed");
}

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

// ---------- the shot planner (an app extra: the odds come from the cards the seat has not seen) ----------

fn odds_at(odds: &[(Hex, f64)], h: (i16, i16)) -> f64 {
    odds.iter()
        .find(|(x, _)| *x == Hex::new(h.0, h.1))
        .map_or(0.0, |(_, p)| *p)
}

#[test]
fn shot_planner_a_wood_lands_for_certain_and_a_deck_offers_what_its_cards_reach() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("5 Wood"), (1, 3));
    // A wood flies its fixed distance: 3 straight east from the fairway.
    let wood = super::planner::odds(&g, 0, &HolesAction::Wood(0));
    assert_eq!(wood, vec![(Hex::new(4, 3), 1.0)]);

    // Deck 3 with only two cards left, both straight 3: the hex 3 east is certain, and so are
    // the other five aims (the player picks the direction after drawing).
    turn(&mut g, 0, club("5 Iron"), (5, 3));
    let straight = card(Deck::D3, "SSS");
    let d = &mut g.decks[Deck::D3.index()];
    d.discard.append(&mut d.draw);
    d.discard.retain(|c| *c != straight);
    d.draw = vec![straight];
    let play = HolesAction::Play {
        deck: Deck::D3,
        dir: None,
    };
    let odds = super::planner::odds(&g, 0, &play);
    assert_eq!(odds_at(&odds, (8, 3)), 1.0);
    assert_eq!(odds_at(&odds, (2, 3)), 1.0);
    assert_eq!(odds.len(), 6, "{odds:?}");

    // A fresh deck: every figure is a chance, and a hex only some cards reach is below 1.
    let g = game(1, &[]);
    let mut g = g;
    turn(&mut g, 0, club("5 Iron"), (5, 3));
    let odds = super::planner::odds(&g, 0, &play);
    assert!(odds.iter().all(|(_, p)| *p > 0.0 && *p <= 1.0));
    assert!(odds_at(&odds, (8, 3)) > 0.2 && odds_at(&odds, (8, 3)) < 1.0);
    // What one card offers, two cards offer more often.
    turn(&mut g, 0, club("3 Iron"), (5, 3));
    let two = super::planner::odds(
        &g,
        0,
        &HolesAction::Play {
            deck: Deck::D4,
            dir: None,
        },
    );
    turn(&mut g, 0, club("4 Iron"), (5, 3));
    let one = super::planner::odds(
        &g,
        0,
        &HolesAction::Play {
            deck: Deck::D4,
            dir: None,
        },
    );
    assert!(odds_at(&two, (9, 3)) > odds_at(&one, (9, 3)));
}

#[test]
fn shot_planner_never_counts_cards_the_seat_has_seen() {
    // Every straight-3 card of deck 3 face up in the discard pile: no hex is offered by one.
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("5 Iron"), (5, 3));
    let d = &mut g.decks[Deck::D3.index()];
    let (gone, keep): (Vec<Shot>, Vec<Shot>) = d.draw.iter().partition(
        |c| matches!(c.face(), Face::Flight(p) if p.len() == 1 && word(p[0].fairway) == "SSS"),
    );
    d.draw = keep;
    d.discard.extend(gone);
    let play = HolesAction::Play {
        deck: Deck::D3,
        dir: None,
    };
    let odds = super::planner::odds(&g, 0, &play);
    for c in g.decks[Deck::D3.index()].draw.clone() {
        assert!(
            !matches!(c.face(), Face::Flight(p) if p.len() == 1 && word(p[0].fairway) == "SSS")
        );
    }
    // 3 straight east is no longer offered except by a special's replacement or a wild card.
    assert!(odds_at(&odds, (8, 3)) < 0.5, "{}", odds_at(&odds, (8, 3)));
}

/// Undo (an app extra, for one person against bots) rewinds a secret selection or a one-hex
/// move, but never a drawn shot card or the clubs revealed together: a replay would deal the
/// same card to a player who has already seen it.
#[test]
fn undo_stops_at_a_drawn_shot_card_and_at_the_reveal() {
    use crate::core::record::Match;
    let config = HolesConfig {
        clubs: ClubSetup::Starter,
        ..HolesConfig::new(2)
    };
    let mut m = Match::<Holes18>::new(config, 7).unwrap();
    let pick = |m: &Match<Holes18>, s: usize| m.state.hand(s)[0];
    let c0 = pick(&m, 0);
    m.apply(0, HolesAction::Select(c0)).unwrap();
    assert_eq!(m.undo_floor(0), 0, "a secret selection shows nothing");
    let c1 = pick(&m, 1);
    m.apply(1, HolesAction::Select(c1)).unwrap();
    assert_eq!(m.undo_floor(0), 2, "the reveal shows the other club");
    let seat = m.state.current().unwrap();
    let wood = m.state.selected(seat).unwrap().is_wood();
    // A wood flies without a card; any other club draws one.
    let action = m
        .state
        .legal_actions(seat)
        .into_iter()
        .find(|a| {
            if wood {
                matches!(a, HolesAction::Wood(_))
            } else {
                matches!(a, HolesAction::Play { .. })
            }
        })
        .expect("the selected club can be played");
    m.apply(seat, action).unwrap();
    assert_eq!(m.undo_floor(seat), if wood { 2 } else { 3 });
}

#[path = "golfer_tests.rs"]
mod golfers;
