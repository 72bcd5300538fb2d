//! House rules where the rulebook is silent (an empty draw pile, undo) and the checked settings
//! of a game (player count and rounds).

use super::*;

#[test]
fn house_rule_empty_draw_pile_reshuffles_the_discard_but_its_top_card() {
    let mut g = game(2, 1);
    reveal_all(&mut g);
    let mut pile = std::mem::take(&mut g.deck.draw);
    g.deck.discard.append(&mut pile);
    let top = *g.deck.top_discard().unwrap();
    let count = g.deck.discard.len();
    let events = g.apply(0, &BeckAction::Draw).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, BeckEvent::Reshuffled { .. })));
    assert_eq!(g.deck.discard, vec![top]);
    assert_eq!(g.deck.draw.len(), count - 2);
    assert_eq!(g.all_cards().len(), 104);
}

#[test]
fn house_rule_with_no_card_to_draw_the_discard_must_be_taken() {
    let mut g = game(2, 1);
    reveal_all(&mut g);
    g.deck.draw.clear();
    g.deck.discard.truncate(1);
    assert_eq!(g.legal_actions(0), vec![BeckAction::TakeDiscard]);
    assert_refused(&mut g, 0, BeckAction::Draw, "pile_empty");
}

#[test]
fn config_player_count_and_rounds_are_checked() {
    for (players, rounds, code) in [
        (1, 3, "bad_players"),
        (6, 3, "bad_players"),
        (2, 0, "bad_rounds"),
        (2, 19, "bad_rounds"),
    ] {
        let e = Beck::new(&BeckConfig { players, rounds }, 1).unwrap_err();
        assert_eq!(e.code, code);
        assert!(!e.message.is_empty());
    }
}

/// House rule (the rulebook has no undo): a person playing bots may take moves back, but never
/// past a card they have seen, since a replay of the record would deal them the same card.
#[test]
fn undo_house_rule_never_rewinds_past_a_seen_card() {
    use crate::core::record::Match;
    let mut m = Match::<Beck>::new(
        BeckConfig {
            players: 2,
            rounds: 1,
        },
        42,
    )
    .unwrap();
    for s in 0..2 {
        for c in [0u8, 1] {
            m.apply(s, BeckAction::Reveal(c)).unwrap();
        }
    }
    let me = m.state.current;
    let other = 1 - me;
    let reveals_done = m.actions.len();
    assert_eq!(
        m.undo_floor(me),
        reveals_done,
        "turned-over cards are seen by all"
    );

    // Taking the face-up discard shows nothing new: undo may rewind it.
    let mut took = m.clone();
    took.apply(me, BeckAction::TakeDiscard).unwrap();
    assert_eq!(took.undo_floor(me), reveals_done);
    // Placing it on a face-up card shows nothing either.
    took.apply(me, BeckAction::Place(0)).unwrap();
    assert_eq!(took.undo_floor(me), reveals_done);

    // A card drawn from the pile is seen by the drawer only...
    m.apply(me, BeckAction::Draw).unwrap();
    assert_eq!(
        m.undo_floor(me),
        reveals_done + 1,
        "the drawer saw the card"
    );
    assert_eq!(m.undo_floor(other), reveals_done, "the others did not");
    // ...until it goes face up on the table, over a face-down card that everyone now sees too.
    m.apply(me, BeckAction::Place(8)).unwrap();
    assert_eq!(m.undo_floor(me), reveals_done + 2);
    assert_eq!(m.undo_floor(other), reveals_done + 2);
}
