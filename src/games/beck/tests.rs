//! Rule scenarios, named after the rulebook's sections.

use super::cards::{full_deck, Card};
use super::rules::*;
use crate::core::game::{Determinize, Game};
use crate::core::hash::state_hash;
use crate::core::rng::bot_rng;
use crate::testkit::{check_never_peeks, PeekCheck};
use Card::*;

fn game(players: usize, rounds: u32) -> Beck {
    Beck::new(&BeckConfig { players, rounds }, 42).unwrap()
}

/// Everyone turns over the first two face-down cells.
fn reveal_all(g: &mut Beck) {
    for s in 0..g.num_seats() {
        for c in [0u8, 1] {
            g.apply(s, &BeckAction::Reveal(c)).unwrap();
        }
    }
}

fn set_grid(g: &mut Beck, seat: usize, cards: [Card; 9], up: [bool; 9]) {
    for i in 0..9 {
        g.grids[seat][i] = Slot {
            card: cards[i],
            up: up[i],
        };
    }
}

fn assert_refused(g: &mut Beck, seat: usize, action: BeckAction, code: &str) {
    let before = state_hash(g);
    let e = g.apply(seat, &action).unwrap_err();
    assert_eq!(e.code, code, "{action:?}");
    assert_eq!(state_hash(g), before, "a refused action changed the state");
}

const ALL_UP: [bool; 9] = [true; 9];

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

fn finish_round_with(g: &mut Beck, grids: Vec<[Card; 9]>, out: usize) -> RoundResult {
    for (s, cards) in grids.into_iter().enumerate() {
        let mut up = [false; 9];
        if s != out {
            up[0] = true;
        } else {
            up = ALL_UP;
            up[8] = false;
        }
        set_grid(g, s, cards, up);
    }
    // The player going out takes the discard and places it on their last face-down card; the
    // test swaps a pile card for a copy of the card already there so the grid keeps its score.
    while g.current() != out {
        let s = g.current();
        g.apply(s, &BeckAction::Draw).unwrap();
        g.apply(s, &BeckAction::Discard).unwrap();
    }
    let last = g.grids[out][8].card;
    g.deck.discard.push(last);
    g.deck.draw.pop();
    g.apply(out, &BeckAction::TakeDiscard).unwrap();
    g.apply(out, &BeckAction::Place(8)).unwrap();
    loop {
        let s = g.current();
        g.apply(s, &BeckAction::Draw).unwrap();
        let events = g.apply(s, &BeckAction::Discard).unwrap();
        if let Some(r) = events.iter().find_map(|e| match e {
            BeckEvent::RoundEnded { result } => Some(result.clone()),
            _ => None,
        }) {
            return r;
        }
    }
}

/// Scores 3 (no sets).
const LOW: [Card; 9] = [
    Red(-4),
    Red(-3),
    Black(1),
    Black(1),
    Black(1),
    Black(2),
    Black(2),
    Black(3),
    Mulligan,
];
/// Scores 7 (no sets).
const MID: [Card; 9] = [
    Black(1),
    Black(2),
    Black(3),
    Black(4),
    Red(-1),
    Red(-1),
    Red(-1),
    Mulligan,
    Mulligan,
];

#[test]
fn scoring_remaining_cards_are_turned_over_and_counted() {
    let mut g = game(2, 1);
    reveal_all(&mut g);
    let r = finish_round_with(&mut g, vec![MID, MID], 0);
    assert!(
        g.grid(1).iter().all(|s| s.up),
        "every card is exposed at the end"
    );
    assert_eq!(r.grids[1].total, 7);
}

#[test]
fn bonus_points_first_out_and_strictly_lowest_gets_minus_five() {
    let mut g = game(3, 1);
    reveal_all(&mut g);
    let low = super::scoring::score_grid(&LOW).total;
    let r = finish_round_with(&mut g, vec![LOW, MID, MID], 0);
    assert_eq!(r.bonus, vec![-5, 0, 0]);
    assert_eq!(r.scores[0], low - 5);
}

#[test]
fn bonus_points_a_tie_for_lowest_is_a_ten_point_penalty() {
    let mut g = game(3, 1);
    reveal_all(&mut g);
    let r = finish_round_with(&mut g, vec![MID, MID, [Black(9); 9]], 1);
    assert_eq!(r.bonus, vec![0, 10, 0]);
    assert_eq!(r.scores[1], 17);
}

#[test]
fn bonus_points_not_lowest_is_a_ten_point_penalty() {
    let mut g = game(2, 1);
    reveal_all(&mut g);
    let r = finish_round_with(&mut g, vec![MID, LOW], 0);
    assert_eq!(r.bonus, vec![10, 0]);
}

#[test]
fn conclusion_the_announced_rounds_are_played_and_the_deal_passes_left() {
    let mut g = game(3, 2);
    assert_eq!(g.dealer, 2);
    reveal_all(&mut g);
    finish_round_with(&mut g, vec![MID, MID, MID], 1);
    assert_eq!(g.phase(), Phase::RoundOver);
    assert_eq!(g.to_move(), vec![0, 1, 2]);
    g.apply(1, &BeckAction::NextRound).unwrap();
    assert_eq!(g.round(), 2);
    assert_eq!(g.dealer, 0, "the player to the dealer's left deals next");
    assert_eq!(g.phase(), Phase::Reveal);
    assert_eq!(
        g.all_cards().len(),
        104,
        "the whole deck is gathered and dealt again"
    );
    reveal_all(&mut g);
    assert_eq!(g.current(), 1, "the player left of the new dealer starts");
    finish_round_with(&mut g, vec![MID, LOW, MID], 2);
    assert!(g.is_over());
    assert_eq!(g.results().len(), 2);
    assert_eq!(
        g.scores(),
        (0..3)
            .map(|s| g.results().iter().map(|r| r.scores[s]).sum())
            .collect::<Vec<i32>>()
    );
    assert_refused(&mut g, 0, BeckAction::NextRound, "game_over");
}

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

#[test]
fn secrets_a_drawn_card_is_seen_only_by_its_drawer_until_played() {
    let mut g = game(3, 1);
    reveal_all(&mut g);
    g.apply(0, &BeckAction::Draw).unwrap();
    let drawn = g.holding().unwrap().card;
    assert_eq!(g.view(Some(0)).holding, Some(drawn));
    assert_eq!(g.view(Some(1)).holding, None);
    assert_eq!(g.view(None).holding, None);
    assert_eq!(
        g.view(Some(1)).holder,
        Some(0),
        "others see that a card is held"
    );
    // Face-down cards are hidden from everyone, their owner included.
    let v = g.view(Some(0));
    assert_eq!(v.grids[0].iter().filter(|c| c.is_none()).count(), 7);
}

#[test]
fn secrets_a_bot_decides_the_same_whatever_the_cards_it_cannot_see() {
    let check = PeekCheck::<Beck> {
        positions: 40,
        new_game: |seed| {
            let config = BeckConfig {
                players: 3,
                rounds: 1,
            };
            Beck::new(&config, seed).unwrap()
        },
        moves: |seed| (seed % 17) as usize * 2,
        keep_playing: |g| matches!(g.phase(), Phase::Play | Phase::Reveal),
        hidden: |_, _| true,
        iterations: 60,
        rng_seed: 5,
    };
    check_never_peeks(&check, |_, _, _| {});
}

#[test]
fn determinized_states_keep_every_card_exactly_once() {
    let mut g = game(4, 1);
    reveal_all(&mut g);
    g.apply(0, &BeckAction::Draw).unwrap();
    let mut rng = bot_rng(1);
    for seat in 0..4 {
        let d = Beck::determinize(&g.view(Some(seat)), seat, &mut rng);
        let mut a = d.all_cards();
        let mut b = full_deck().to_vec();
        a.sort();
        b.sort();
        assert_eq!(a, b);
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
