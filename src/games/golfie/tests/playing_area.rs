//! Action Card - Playing Area (Unveil, Move), Double zone and Golf Cart: the indicated cells
//! unveiled or moved.

use super::*;

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
