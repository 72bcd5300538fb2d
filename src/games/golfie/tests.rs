//! Golfie rule scenarios, named after the rulebook's sections.

use super::cards::{field_deck, ActionCard, Field};
use super::rules::*;
use crate::core::bot::{choose, BotKind, BotSpec};
use crate::core::game::Game;
use crate::core::hash::state_hash;
use crate::core::rng::bot_rng;
use crate::testkit::{check_never_peeks, PeekCheck};
use Field::*;

fn v(n: u8) -> Field {
    Value(n)
}

fn game(players: usize) -> Golfie {
    Golfie::new(
        &GolfieConfig {
            players,
            teams: vec![],
        },
        3,
    )
    .unwrap()
}

fn set_grid(g: &mut Golfie, seat: usize, cards: [Field; 9], up: [bool; 9]) {
    for i in 0..9 {
        g.grids[seat][i] = Slot {
            card: cards[i],
            up: up[i],
        };
    }
}

/// Finishes set up (cells 0 and 6 for everyone) and makes `card` the next Action card.
fn ready(g: &mut Golfie, card: ActionCard) {
    if g.phase == Phase::Setup {
        for s in 0..g.num_seats() {
            g.apply(s, &GolfieAction::Reveal(0)).unwrap();
            g.apply(s, &GolfieAction::Reveal(6)).unwrap();
        }
    }
    assert_eq!(g.phase, Phase::Flip);
    g.actions.push(card);
    let active = g.active;
    g.apply(active, &GolfieAction::Flip).unwrap();
}

fn refused(g: &mut Golfie, seat: usize, action: GolfieAction, code: &str) {
    let before = state_hash(g);
    assert_eq!(g.apply(seat, &action).unwrap_err().code, code, "{action:?}");
    assert_eq!(state_hash(g), before);
}

/// Keeps Lost Balls out of the Field stack so scenarios are not disturbed by them (the scenario
/// then no longer has 126 cards; conservation is checked by the simulation tests).
fn no_lost_balls_on_top(g: &mut Golfie) {
    g.field.draw.retain(|c| *c != LostBall);
    g.field.draw.push(v(6));
    g.field.draw.push(v(6));
}

#[test]
fn set_up_each_player_reveals_one_top_row_and_one_bottom_row_card() {
    let mut g = game(3);
    assert!(g.grids.iter().all(|grid| grid.iter().all(|s| !s.up)));
    assert_eq!(g.to_move(), vec![0, 1, 2], "everyone sets up at once");
    refused(&mut g, 0, GolfieAction::Reveal(4), "setup_row");
    g.apply(0, &GolfieAction::Reveal(1)).unwrap();
    refused(&mut g, 0, GolfieAction::Reveal(2), "setup_row");
    assert!(g
        .legal_actions(0)
        .iter()
        .all(|a| matches!(a, GolfieAction::Reveal(6..=8))));
    g.apply(0, &GolfieAction::Reveal(8)).unwrap();
    assert_eq!(g.tasks[0], Task::Done);
    assert_eq!(g.all_field_cards().len(), 126);
}

#[test]
fn game_turn_the_active_player_reveals_the_action_card_then_passes_left() {
    let mut g = game(3);
    no_lost_balls_on_top(&mut g);
    for s in 0..3 {
        g.apply(s, &GolfieAction::Reveal(0)).unwrap();
        g.apply(s, &GolfieAction::Reveal(6)).unwrap();
    }
    assert_eq!(g.to_move(), vec![0]);
    refused(&mut g, 1, GolfieAction::Flip, "not_your_turn");
    g.actions.push(ActionCard::Zone(4));
    g.apply(0, &GolfieAction::Flip).unwrap();
    assert_eq!(g.to_move(), vec![0, 1, 2], "all players perform the card");
    for s in 0..3 {
        let with = 1;
        g.apply(s, &GolfieAction::Move { cell: 4, with }).unwrap();
    }
    assert_eq!(g.phase, Phase::Flip);
    assert_eq!(g.active, 1, "the player to the left becomes active");
}

#[test]
fn action_card_hole_scores_a_top_row_card_then_the_column_shifts_up() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Hole);
    set_grid(
        &mut g,
        0,
        [v(2), v(5), v(6), v(3), v(4), v(4), v(1), v(1), v(5)],
        [true, true, true, true, false, false, false, false, false],
    );
    refused(&mut g, 0, GolfieAction::Hole(3), "top_row_only");
    g.apply(0, &GolfieAction::Hole(0)).unwrap();
    assert_eq!(g.cards[0].holes[0], Some(2));
    assert_eq!(
        g.grids[0][0],
        Slot {
            card: v(3),
            up: true
        },
        "the column moves up"
    );
    assert_eq!(
        g.grids[0][3],
        Slot {
            card: v(1),
            up: false
        }
    );
    assert!(!g.grids[0][6].up, "a new face-down card fills the bottom");
    assert_eq!(
        g.field.discard.last(),
        Some(&v(2)),
        "the scored card is discarded"
    );
    assert_eq!(g.holes_played, 1);
}

#[test]
fn action_card_hole_may_gamble_on_a_face_down_card() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Hole);
    set_grid(
        &mut g,
        0,
        [v(4), v(1), v(6), v(3), v(2), v(5), v(6), v(5), v(4)],
        [true, false, true, false, false, false, false, false, false],
    );
    g.apply(0, &GolfieAction::Hole(1)).unwrap();
    assert_eq!(g.cards[0].holes[0], Some(1));
}

#[test]
fn lost_ball_revealed_for_a_hole_scores_the_top_field_card() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Hole);
    set_grid(
        &mut g,
        0,
        [LostBall, v(1), v(6), v(3), v(2), v(5), v(6), v(5), v(4)],
        [false; 9],
    );
    g.field.draw.push(v(2));
    g.apply(0, &GolfieAction::Hole(0)).unwrap();
    assert_eq!(
        g.cards[0].holes[0],
        Some(2),
        "the Field stack's top card completes the Hole"
    );
    assert_eq!(g.cards[0].lost[0], 1, "the Lost Ball still costs +1");
}

#[test]
fn point_of_rules_3_a_card_revealed_for_a_hole_cannot_form_a_combo() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Hole);
    // Top row: 4 (down), 4, 4. Revealing the first 4 for the Hole makes no Combo.
    set_grid(
        &mut g,
        0,
        [v(4), v(4), v(4), v(1), v(2), v(3), v(5), v(6), v(1)],
        [false, true, true, true, false, false, false, false, false],
    );
    g.apply(0, &GolfieAction::Hole(0)).unwrap();
    assert_eq!(g.cards[0].combos[0], 0);
    assert_eq!(g.cards[0].holes[0], Some(4));
}

#[test]
fn playing_area_unveil_the_indicated_card() {
    let mut g = game(2);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Zone(4));
    set_grid(
        &mut g,
        0,
        [v(1), v(2), v(3), v(4), v(5), v(6), v(1), v(2), v(3)],
        [true, false, false, false, false, false, true, false, false],
    );
    refused(&mut g, 0, GolfieAction::Unveil(5), "not_indicated");
    g.apply(0, &GolfieAction::Unveil(4)).unwrap();
    assert!(g.grids[0][4].up);
    assert_eq!(g.tasks[0], Task::Done);
    assert_eq!(g.phase, Phase::Act, "waiting for the other player");
}

#[test]
fn playing_area_an_already_revealed_card_must_be_moved() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Zone(1));
    set_grid(
        &mut g,
        0,
        [v(1), v(2), v(3), v(4), v(5), v(6), v(1), v(2), v(3)],
        [true, true, false, false, false, false, true, false, false],
    );
    refused(&mut g, 0, GolfieAction::Unveil(1), "must_move");
    assert!(!g.legal_actions(0).contains(&GolfieAction::Unveil(1)));
}

#[test]
fn move_swaps_orthogonally_only_hidden_or_revealed() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Zone(4));
    set_grid(
        &mut g,
        0,
        [v(1), v(2), v(3), v(4), v(5), v(6), v(1), v(2), v(3)],
        [true, false, false, false, false, false, true, false, false],
    );
    refused(
        &mut g,
        0,
        GolfieAction::Move { cell: 4, with: 0 },
        "not_adjacent",
    );
    g.apply(0, &GolfieAction::Move { cell: 4, with: 7 })
        .unwrap();
    assert_eq!(
        g.grids[0][4],
        Slot {
            card: v(2),
            up: false
        },
        "hidden cards move face down"
    );
    assert_eq!(
        g.grids[0][7],
        Slot {
            card: v(5),
            up: false
        }
    );
}

#[test]
fn double_zone_both_cells_in_the_order_you_choose() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Double(0, 2));
    set_grid(
        &mut g,
        0,
        [v(1), v(2), v(3), v(4), v(5), v(6), v(1), v(2), v(3)],
        [true, false, false, false, false, false, true, false, false],
    );
    g.apply(0, &GolfieAction::Unveil(2)).unwrap();
    assert_eq!(
        g.tasks[0],
        Task::Play {
            cells: Cells::of(&[0])
        }
    );
    refused(&mut g, 0, GolfieAction::Unveil(2), "not_indicated");
    g.apply(0, &GolfieAction::Move { cell: 0, with: 3 })
        .unwrap();
    assert_eq!(g.phase, Phase::Flip);
}

#[test]
fn golf_cart_any_card_unveil_or_move() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::GolfCart);
    let legal = g.legal_actions(0);
    assert!(legal.contains(&GolfieAction::Unveil(8)));
    assert!(legal.contains(&GolfieAction::Move { cell: 0, with: 1 }));
    g.apply(0, &GolfieAction::Unveil(8)).unwrap();
    assert_eq!(g.phase, Phase::Flip);
}

#[test]
fn combo_three_equal_values_aligned_are_discarded_minus_two() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Zone(5));
    // Column 2 will read 5, 5, 5 once cell 5 is unveiled.
    set_grid(
        &mut g,
        0,
        [v(1), v(2), v(5), v(4), v(3), v(5), v(1), v(2), v(5)],
        [true, false, true, false, false, false, true, false, true],
    );
    let events = g.apply(0, &GolfieAction::Unveil(5)).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        GolfieEvent::Combo {
            line: 5,
            value: 5,
            ..
        }
    )));
    assert_eq!(g.cards[0].combos[0], 1);
    assert!(
        (0..3).all(|r| !g.grids[0][r * 3 + 2].up),
        "the column was refilled face down"
    );
    assert_eq!(g.cards[0].total(), -2);
}

#[test]
fn point_of_rules_2_with_an_l_t_or_plus_the_player_chooses_which_combo() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Zone(0));
    // Top row 3 3 3 and left column 3 3 3 once cell 0 is unveiled: an L.
    set_grid(
        &mut g,
        0,
        [v(3), v(3), v(3), v(3), v(1), v(2), v(3), v(4), v(5)],
        [false, true, true, true, false, false, true, false, false],
    );
    g.apply(0, &GolfieAction::Unveil(0)).unwrap();
    assert_eq!(g.tasks[0], Task::ChooseCombo);
    let mut legal = g.legal_actions(0);
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(legal, vec![GolfieAction::Combo(0), GolfieAction::Combo(3)]);
    g.apply(0, &GolfieAction::Combo(3)).unwrap();
    assert_eq!(
        g.cards[0].combos[0], 1,
        "only one of the two: they shared a card"
    );
    assert_eq!(g.phase, Phase::Flip);
}

#[test]
fn lost_ball_is_discarded_plus_one_and_replaced_face_up_in_a_chain() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Zone(4));
    set_grid(
        &mut g,
        0,
        [v(1), v(2), v(3), v(4), LostBall, v(6), v(1), v(2), v(3)],
        [true, false, false, false, false, false, true, false, false],
    );
    g.field.draw.push(v(2));
    g.field.draw.push(LostBall);
    let events = g.apply(0, &GolfieAction::Unveil(4)).unwrap();
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, GolfieEvent::LostBall { .. }))
            .count(),
        2
    );
    assert_eq!(
        g.grids[0][4],
        Slot {
            card: v(2),
            up: true
        }
    );
    assert_eq!(g.cards[0].lost[0], 2);
    assert_eq!(g.cards[0].total(), 2);
}

#[test]
fn point_of_rules_1_an_empty_field_stack_is_refilled_from_the_discard() {
    let mut g = game(1);
    ready(&mut g, ActionCard::Hole);
    let mut all = std::mem::take(&mut g.field.draw);
    g.field.discard.append(&mut all);
    let events = g.apply(0, &GolfieAction::Hole(1)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, GolfieEvent::FieldReshuffled)));
    assert_eq!(g.all_field_cards().len(), 126);
}

#[test]
fn mid_course_and_end_of_the_game_nine_holes_a_half_and_a_reshuffle_between() {
    let mut g = game(2);
    let mut rng = bot_rng(1);
    let mut mid = None;
    while !g.is_over() {
        let s = g.to_move()[0];
        let legal = g.legal_actions(s);
        let a = choose::<Golfie>(
            BotSpec {
                kind: BotKind::Random,
                iterations: 0,
            },
            &g.view(Some(s)),
            s,
            &legal,
            &mut rng,
        )
        .unwrap();
        for e in g.apply(s, &a).unwrap() {
            if let GolfieEvent::MidCourse { subtotals } = e {
                // The view tells the page to pause here, with the front nine's subtotals.
                let view = g.view(None);
                assert_eq!(
                    view.pause,
                    crate::core::pause::Pause {
                        done: 1,
                        open: true
                    }
                );
                let front: Vec<i32> = view.subtotals.iter().map(|s| s[0]).collect();
                assert_eq!(front, subtotals);
                assert_eq!(g.holes_played, 9);
                assert_eq!(
                    g.actions.len(),
                    28,
                    "Action cards reshuffled for holes 10-18"
                );
                mid = Some(subtotals);
            }
        }
    }
    assert!(mid.is_some());
    assert_eq!(g.holes_played, 18);
    for card in &g.cards {
        assert!(card.holes.iter().all(|h| h.is_some()));
        assert_eq!(card.total(), card.subtotal(0) + card.subtotal(1));
    }
    let view = g.view(None);
    let totals: Vec<i32> = view.subtotals.iter().map(|s| s[0] + s[1]).collect();
    assert_eq!(
        totals, view.totals,
        "the page adds up the engine's subtotals"
    );
    assert_eq!((view.lost_ball_points, view.combo_points), (1, -2));
}

/// End of the Game: at mid-course the discard and the cards left in the Field stack are
/// shuffled together into one new stack; the old stack does not stay on top in its order.
#[test]
fn mid_course_shuffles_discards_together_with_the_stack() {
    let mut g = game(1);
    ready(&mut g, ActionCard::FinalHole);
    set_grid(
        &mut g,
        0,
        [v(2), v(5), v(3), v(3), v(4), v(5), v(1), v(2), v(4)],
        [true, false, false, false, false, false, true, false, false],
    );
    // A stack of 6s and a discard of 1s: after the reshuffle both must be spread through it.
    g.field.draw = vec![v(6); 40];
    g.field.discard = vec![v(1); 40];
    let events = g.apply(0, &GolfieAction::Hole(0)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, GolfieEvent::MidCourse { .. })));
    assert_eq!(g.half, 1);
    assert!(
        g.field.discard.is_empty(),
        "the discard went into the stack"
    );
    let draw = &g.field.draw;
    // 39 sixes left after one refill, 40 ones plus the scored 2.
    let count = |c: Field| draw.iter().filter(|x| **x == c).count();
    assert_eq!((count(v(6)), count(v(1)), count(v(2))), (39, 40, 1));
    assert_eq!(draw.len(), 80);
    let (bottom, top) = draw.split_at(draw.len() / 2);
    assert!(
        top.contains(&v(1)),
        "discarded cards come up among the next draws"
    );
    assert!(
        bottom.contains(&v(6)),
        "the old stack is shuffled in, not left on top"
    );
}

fn team_game() -> Golfie {
    Golfie::new(
        &GolfieConfig {
            players: 4,
            teams: vec![0, 1, 0, 1],
        },
        5,
    )
    .unwrap()
}

/// Plays a Hole for the four seats of `team_game` with these top-left cards.
fn team_hole(g: &mut Golfie, tops: [u8; 4]) {
    no_lost_balls_on_top(g);
    ready(g, ActionCard::Hole);
    let grid = |top: u8| [v(top), v(6), v(6), v(1), v(2), v(3), v(4), v(5), v(1)];
    let up = [true, true, true, false, false, false, false, false, false];
    for (s, top) in tops.into_iter().enumerate() {
        set_grid(g, s, grid(top), up);
    }
    for s in 0..4 {
        g.apply(s, &GolfieAction::Hole(0)).unwrap();
    }
}

/// Team play: when a Hole card is revealed the team decides which member's card is marked;
/// the first member in turn order voices it. All Combos and Lost Balls go on the team's row.
#[test]
fn team_play_the_team_decides_which_hole_card_is_marked() {
    let mut g = team_game();
    team_hole(&mut g, [5, 4, 2, 6]);
    assert_eq!(g.phase, Phase::Act, "the teams still have to decide");
    assert_eq!(g.cards[0].holes[0], None);
    // Seat 0 is active: it speaks for team 0, seat 1 (next in turn) for team 1.
    assert_eq!(g.to_move(), vec![0, 1]);
    assert_eq!(g.tasks[0], Task::MarkHole);
    let mut legal = g.legal_actions(0);
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(legal, vec![GolfieAction::Mark(0), GolfieAction::Mark(2)]);
    refused(&mut g, 0, GolfieAction::Mark(1), "not_teammate");
    refused(&mut g, 2, GolfieAction::Mark(2), "not_now");
    refused(&mut g, 0, GolfieAction::Flip, "not_now");
    // The choice shows only cards already turned up: the view holds just the picks.
    assert_eq!(
        g.view(Some(1)).hole_picks,
        vec![Some(5), Some(4), Some(2), Some(6)]
    );
    g.cards[0].lost[0] = 1;
    // Team 0 marks the 5, not its lowest: it is the team's choice.
    let events = g.apply(0, &GolfieAction::Mark(0)).unwrap();
    assert!(matches!(
        events[..],
        [GolfieEvent::TeamChose {
            seat: 0,
            member: 0,
            scored: 5
        }]
    ));
    let events = g.apply(1, &GolfieAction::Mark(3)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, GolfieEvent::HoleMarked { hole: 1, marks } if *marks == vec![5, 6])));
    assert_eq!(g.cards.len(), 2, "one scorecard row per team");
    assert_eq!(
        (g.cards[0].holes[0], g.cards[1].holes[0]),
        (Some(5), Some(6))
    );
    assert_eq!(g.scores(), vec![6, 6, 6, 6]);
    assert_eq!(g.phase, Phase::Flip);
    assert_eq!(g.active, 1);
}

#[test]
fn team_play_bots_mark_the_teams_lowest_card() {
    let mut g = team_game();
    team_hole(&mut g, [5, 4, 2, 6]);
    for kind in [BotKind::Greedy, BotKind::Search] {
        for seat in [0, 1] {
            let a = choose::<Golfie>(
                BotSpec {
                    kind,
                    iterations: 60,
                },
                &g.view(Some(seat)),
                seat,
                &g.legal_actions(seat),
                &mut bot_rng(3),
            );
            let lowest = if seat == 0 { 2 } else { 1 };
            assert_eq!(a, Some(GolfieAction::Mark(lowest)), "{kind:?} seat {seat}");
        }
    }
}

#[test]
fn team_play_only_the_printed_team_sizes() {
    for (players, teams, ok) in [
        (4, vec![0, 1, 0, 1], true),
        (6, vec![0, 1, 2, 0, 1, 2], true),
        (6, vec![0, 1, 0, 1, 0, 1], true),
        (3, vec![0, 1, 0], false),
        (8, vec![0, 1, 2, 3, 0, 1, 2, 3], false),
        (4, vec![0, 0, 0, 0], false),
        (4, vec![0, 1], false),
    ] {
        assert_eq!(
            Golfie::new(
                &GolfieConfig {
                    players,
                    teams: teams.clone()
                },
                1
            )
            .is_ok(),
            ok,
            "{teams:?}"
        );
    }
    assert_eq!(
        Golfie::new(
            &GolfieConfig {
                players: 9,
                teams: vec![]
            },
            1
        )
        .unwrap_err()
        .code,
        "bad_players"
    );
    assert_eq!(
        Golfie::new(
            &GolfieConfig {
                players: 0,
                teams: vec![]
            },
            1
        )
        .unwrap_err()
        .code,
        "bad_players"
    );
}

#[test]
fn single_player_the_score_to_beat_is_54() {
    let g = game(1);
    assert_eq!(g.view(Some(0)).target, Some(54));
    assert_eq!(game(2).view(Some(0)).target, None);
}

#[test]
fn secrets_bots_decide_the_same_whatever_the_cards_they_cannot_see() {
    let check = PeekCheck::<Golfie> {
        positions: 25,
        new_game: |seed| {
            let config = GolfieConfig {
                players: 3,
                teams: vec![],
            };
            Golfie::new(&config, seed).unwrap()
        },
        moves: |seed| seed as usize * 3,
        keep_playing: |_| true,
        hidden: |_, _| true,
        iterations: 40,
        rng_seed: 9,
    };
    check_never_peeks(&check, |_, other, _| {
        let mut all = other.all_field_cards();
        let mut deck = field_deck().to_vec();
        all.sort();
        deck.sort();
        assert_eq!(all, deck);
    });
}

/// A record of the first rules edition (before the mid-course fix) would deal other cards in
/// the back nine: it is refused, never replayed differently.
#[test]
fn records_of_an_older_rules_edition_are_refused() {
    use crate::core::record::Match;
    let m = Match::<Golfie>::new(
        GolfieConfig {
            players: 2,
            teams: vec![],
        },
        7,
    )
    .unwrap();
    let mut record = m.record();
    assert_eq!(record.rules, Some(Golfie::RULES));
    assert!(Match::<Golfie>::replay(&record).is_ok());
    record.rules = Some(2);
    assert_eq!(
        Match::<Golfie>::replay(&record).unwrap_err().code,
        "record_outdated"
    );
    record.rules = None;
    let refused = Match::<Golfie>::replay(&record).unwrap_err();
    assert_eq!(refused.code, "record_outdated");
}

#[test]
fn hint_a_sure_combo_is_the_move_and_lowers_the_expected_score() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Zone(5));
    // Cell 5 shows a 5: swapped up into the top row beside two 5s, it makes a Combo (-2).
    set_grid(
        &mut g,
        0,
        [v(5), v(5), v(1), v(4), v(3), v(5), v(1), v(2), v(6)],
        [true, true, true, false, false, true, true, false, false],
    );
    let legal = g.legal_actions(0);
    let h =
        crate::core::bot::hint_with::<Golfie>(&g.view(Some(0)), 0, &legal, 200, &mut bot_rng(1))
            .unwrap();
    assert_eq!(h.action, GolfieAction::Move { cell: 5, with: 2 });
    let change = h.figures.iter().find(|f| f.0 == "score_change").unwrap().1;
    assert!(
        change < -1000,
        "a Combo lowers the expected score: {change}/1000"
    );
    assert!(h.compared >= 2 && h.playouts >= 100, "{h:?}");
    assert!(h.next_best.is_some_and(|n| n <= h.outlook));
}

/// The levels: normal searches with Golfie's own budget (its search gains little past it, see
/// `NORMAL_PLAYOUTS`), hard with the budget it has in every game.
#[test]
fn bots_normal_searches_with_golfies_own_budget() {
    use crate::core::bot::HARD_ITERATIONS;
    let normal = BotSpec::level("normal").unwrap();
    assert_eq!(normal.playouts::<Golfie>(), 75);
    assert_eq!(
        BotSpec::level("hard").unwrap().playouts::<Golfie>(),
        HARD_ITERATIONS
    );
    // The page's "normal" is the search at that budget, move for move.
    let seventy_five = BotSpec {
        kind: BotKind::Search,
        iterations: 75,
    };
    let mut g = game(2);
    let mut compared = 0;
    for step in 0..60 {
        let Some(seat) = g.first_to_move() else { break };
        let legal = g.legal_actions(seat);
        let view = g.view(Some(seat));
        let a = choose::<Golfie>(normal, &view, seat, &legal, &mut bot_rng(step)).unwrap();
        let b = choose::<Golfie>(seventy_five, &view, seat, &legal, &mut bot_rng(step)).unwrap();
        assert_eq!(a, b, "step {step}");
        compared += usize::from(legal.len() > 1);
        g.apply(seat, &a).unwrap();
    }
    assert!(compared > 10, "only {compared} choices");
}

/// Action Card - Playing Area and Double zone: the cells still to play are stored in place, but
/// read and written as the list of cell numbers they always were (saves, views, the state hash).
#[test]
fn action_card_playing_area_cells_to_play_are_a_list_of_cell_numbers() {
    let task = Task::Play {
        cells: Cells::of(&[2, 5]),
    };
    let json = serde_json::to_string(&task).unwrap();
    assert_eq!(json, r#"{"play":{"cells":[2,5]}}"#);
    assert_eq!(serde_json::from_str::<Task>(&json).unwrap(), task);
    assert!(serde_json::from_str::<Task>(r#"{"play":{"cells":[1,2,3]}}"#).is_err());
    if let Task::Play { cells } = task {
        assert_eq!(*cells, [2, 5]);
    }
}
