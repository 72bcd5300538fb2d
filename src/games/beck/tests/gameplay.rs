//! Getting Started and Gameplay: the deal, the two cards everyone turns over, drawing and
//! placing, whose turn it is, and the last turns once a grid is face up.

use super::*;

#[test]
fn getting_started_nine_cards_face_down_each_and_one_card_starts_the_discard() {
    for players in 2..=5 {
        let g = game(players, 1);
        for s in 0..players {
            assert!(g.grid(s).iter().all(|slot| !slot.up));
        }
        assert_eq!(g.deck().discard.len(), 1);
        assert_eq!(g.deck().draw.len(), 104 - 9 * players - 1);
        assert_eq!(g.all_cards().len(), full_deck().len());
    }
}

#[test]
fn getting_started_everyone_turns_over_two_cards_of_their_choice_at_once() {
    let mut g = game(3, 1);
    assert_eq!(
        g.to_move(),
        vec![0, 1, 2],
        "all players choose at the same time"
    );
    assert_refused(&mut g, 0, BeckAction::Draw, "reveal_first");
    assert_eq!(g.view(Some(2)).to_reveal, vec![2, 2, 2]);
    g.apply(2, &BeckAction::Reveal(8)).unwrap();
    assert_eq!(
        g.view(Some(2)).to_reveal,
        vec![2, 2, 1],
        "the page says how many are left"
    );
    assert_refused(&mut g, 2, BeckAction::Reveal(8), "cell_face_up");
    g.apply(2, &BeckAction::Reveal(4)).unwrap();
    assert_refused(&mut g, 2, BeckAction::Reveal(0), "already_revealed");
    assert_eq!(g.to_move(), vec![0, 1]);
    for s in 0..2 {
        g.apply(s, &BeckAction::Reveal(0)).unwrap();
        g.apply(s, &BeckAction::Reveal(1)).unwrap();
    }
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_move(), vec![0], "the player left of the dealer starts");
    assert_eq!(g.view(None).to_reveal, vec![0, 0, 0]);
}

#[test]
fn gameplay_a_card_taken_from_the_discard_must_be_placed() {
    let mut g = game(2, 1);
    reveal_all(&mut g);
    let top = *g.deck().top_discard().unwrap();
    g.apply(0, &BeckAction::TakeDiscard).unwrap();
    assert_refused(&mut g, 0, BeckAction::Discard, "must_place");
    assert!(!g.legal_actions(0).contains(&BeckAction::Discard));
    let replaced = g.grid(0)[5].card;
    g.apply(0, &BeckAction::Place(5)).unwrap();
    assert_eq!(
        g.grid(0)[5],
        Slot {
            card: top,
            up: true
        },
        "the new card is always face up"
    );
    assert_eq!(
        g.deck().top_discard(),
        Some(&replaced),
        "the replaced card tops the discard"
    );
    assert_eq!(g.current(), 1, "play continues clockwise");
}

#[test]
fn gameplay_a_drawn_card_may_be_placed_or_discarded() {
    let mut g = game(2, 1);
    reveal_all(&mut g);
    g.apply(0, &BeckAction::Draw).unwrap();
    let drawn = g.holding().unwrap().card;
    assert_refused(&mut g, 0, BeckAction::TakeDiscard, "already_holding");
    g.apply(0, &BeckAction::Discard).unwrap();
    assert_eq!(g.deck().top_discard(), Some(&drawn));
    assert_eq!(g.current(), 1);
    g.apply(1, &BeckAction::Draw).unwrap();
    let drawn = g.holding().unwrap().card;
    g.apply(1, &BeckAction::Place(0)).unwrap();
    assert_eq!(g.grid(1)[0].card, drawn);
}

#[test]
fn gameplay_only_the_player_whose_turn_it_is_may_act() {
    let mut g = game(3, 1);
    reveal_all(&mut g);
    assert_refused(&mut g, 1, BeckAction::Draw, "not_your_turn");
    assert_refused(&mut g, 0, BeckAction::Place(0), "nothing_held");
    assert_refused(&mut g, 0, BeckAction::Reveal(5), "no_flipping");
    assert_refused(&mut g, 0, BeckAction::NextRound, "round_not_over");
    assert_refused(&mut g, 7, BeckAction::Draw, "bad_seat");
    g.apply(0, &BeckAction::Draw).unwrap();
    assert_refused(&mut g, 0, BeckAction::Place(9), "bad_cell");
}

#[test]
fn gameplay_exposing_the_last_card_gives_each_other_player_exactly_one_more_turn() {
    let mut g = game(3, 2);
    reveal_all(&mut g);
    // Seat 0 has one face-down card left, at cell 8.
    let mut up = ALL_UP;
    up[8] = false;
    set_grid(
        &mut g,
        0,
        [
            Black(1),
            Black(2),
            Black(3),
            Black(4),
            Black(5),
            Black(6),
            Black(7),
            Black(8),
            Black(9),
        ],
        up,
    );
    g.apply(0, &BeckAction::TakeDiscard).unwrap();
    let events = g.apply(0, &BeckAction::Place(8)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, BeckEvent::WentOut { seat: 0 })));
    assert_eq!(g.out(), Some(0));
    // Seat 1 and seat 2 each get one turn; then the round ends without seat 0 playing again.
    g.apply(1, &BeckAction::Draw).unwrap();
    g.apply(1, &BeckAction::Discard).unwrap();
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.current(), 2);
    g.apply(2, &BeckAction::Draw).unwrap();
    let events = g.apply(2, &BeckAction::Discard).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, BeckEvent::RoundEnded { .. })));
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_refused(&mut g, 0, BeckAction::Draw, "round_over");
}

#[test]
fn gameplay_the_last_turn_of_another_player_may_also_expose_everything_without_a_second_bonus() {
    let mut g = game(2, 1);
    reveal_all(&mut g);
    let mut up = ALL_UP;
    up[8] = false;
    set_grid(&mut g, 0, [Black(1); 9], up);
    set_grid(&mut g, 1, [Black(2); 9], up);
    g.apply(0, &BeckAction::TakeDiscard).unwrap();
    g.apply(0, &BeckAction::Place(8)).unwrap();
    g.apply(1, &BeckAction::TakeDiscard).unwrap();
    let events = g.apply(1, &BeckAction::Place(8)).unwrap();
    let result = events
        .iter()
        .find_map(|e| match e {
            BeckEvent::RoundEnded { result } => Some(result.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        result.out,
        Some(0),
        "only the first player out gets the bonus or penalty"
    );
    assert_eq!(result.bonus[1], 0);
}
