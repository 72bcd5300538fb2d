//! Combo and Lost Ball: three of a value in a line, the player's choice among several (Point of
//! Rules 2), a Lost Ball replaced in a chain, and the Field stack refilled (Point of Rules 1).

use super::*;

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
