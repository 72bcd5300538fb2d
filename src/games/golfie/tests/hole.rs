//! Action Card - Hole: a top-row card scored, the column shifting up, a Lost Ball taken for a
//! Hole (Point of Rules 3).

use super::*;

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
