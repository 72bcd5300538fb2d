//! Set up, Game turn, Mid-course and End of the Game: the cards turned over first, the Action
//! card passing left, nine holes a half and the reshuffle between.

use super::*;

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
    let numbers = super::super::info().numbers;
    assert_eq!(
        (numbers["lost_ball"], numbers["combo"]),
        (1, -2),
        "the catalog's marks"
    );
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
