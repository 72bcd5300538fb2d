//! Scoring, Bonus Points and Conclusion: a round's end and count, the bonus or penalty of the
//! first player out, and the announced rounds.

use super::*;

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
    let low = crate::games::beck::scoring::score_grid(&LOW).total;
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
