//! Scoring a grid at the end of a round ("Scoring" and "Mulligan and Hazard Cards").
//!
//! A row or column is a set when it holds no red card and no Hazard, at least one black card,
//! and all its black cards show the same number; Mulligans fill the gaps. Each set scores minus
//! its number. Cards in no set score their face value. A row and a column may share a card: with
//! a black card there both sets have its number; with a Mulligan there they may differ (the
//! junction rule). Reading where the rules are silent: three Mulligans with no black card are not
//! a set (there is no number to score), so they simply score 0.
//!
//! Every qualifying line lowers the score (a set of v turns at least 2v of face value into -v),
//! so the best legal assignment is to count all of them; `best_by_search` in the tests checks
//! that against every subset of lines.

use super::cards::Card;
use crate::core::grid::LINES;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SetFound {
    /// Index into `LINES`: 0..3 rows, 3..6 columns.
    pub line: usize,
    pub value: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GridScore {
    pub total: i32,
    pub sets: Vec<SetFound>,
}

/// The number a line would score as a set, if it is one. `None` cells (face down) never match.
pub fn line_set_value(cards: &[Option<Card>; 9], line: &[usize; 3]) -> Option<u8> {
    let mut value = None;
    for &cell in line {
        match cards[cell]? {
            Card::Mulligan => {}
            Card::Black(v) => match value {
                None => value = Some(v),
                Some(w) if w == v => {}
                Some(_) => return None,
            },
            Card::Red(_) | Card::Hazard => return None,
        }
    }
    value
}

/// Scores the cards showing; face-down cells count nothing and complete no set. With every card
/// showing this is the round score.
pub fn score_cells(cards: &[Option<Card>; 9]) -> GridScore {
    let sets = set_values(cards);
    GridScore {
        total: total_of(cards, &sets),
        sets: (0..LINES.len())
            .filter_map(|line| sets[line].map(|value| SetFound { line, value }))
            .collect(),
    }
}

/// The set number of each line (rows then columns), without allocating: bots call this a lot.
pub fn set_values(cards: &[Option<Card>; 9]) -> [Option<u8>; 6] {
    core::array::from_fn(|i| line_set_value(cards, &LINES[i]))
}

/// The score of the cards showing, given their sets.
pub fn total_of(cards: &[Option<Card>; 9], sets: &[Option<u8>; 6]) -> i32 {
    let mut in_set = [false; 9];
    let mut total = 0;
    for (line, value) in LINES.iter().zip(sets) {
        if let Some(v) = value {
            total -= i32::from(*v);
            for &c in line {
                in_set[c] = true;
            }
        }
    }
    total
        + (0..9)
            .filter(|&c| !in_set[c])
            .filter_map(|c| cards[c])
            .map(Card::face_value)
            .sum::<i32>()
}

pub fn score_grid(cards: &[Card; 9]) -> GridScore {
    score_cells(&cards.map(Some))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Card::*;

    /// Independent check: the minimum over every subset of qualifying lines, where a shared card
    /// is legal only if both lines give it the same number or it is a Mulligan.
    fn best_by_search(cards: &[Card; 9]) -> i32 {
        let mut best = i32::MAX;
        for mask in 0u32..64 {
            let chosen: Vec<(usize, u8)> = (0..6)
                .filter(|i| mask & (1 << i) != 0)
                .filter_map(|i| line_set_value(&cards.map(Some), &LINES[i]).map(|v| (i, v)))
                .collect();
            if chosen.len() != mask.count_ones() as usize {
                continue;
            }
            let mut covered = [false; 9];
            let mut score = 0;
            for &(i, v) in &chosen {
                score -= i32::from(v);
                for &c in &LINES[i] {
                    covered[c] = true;
                }
            }
            score += (0..9)
                .filter(|&c| !covered[c])
                .map(|c| cards[c].face_value())
                .sum::<i32>();
            best = best.min(score);
        }
        best
    }

    fn check(cards: [Card; 9], expected: i32) {
        let s = score_grid(&cards);
        assert_eq!(s.total, expected, "{cards:?} -> {s:?}");
        assert_eq!(best_by_search(&cards), expected);
    }

    #[test]
    fn objective_three_sixes_in_a_row_score_minus_six() {
        // Lorette's row of 6s; the rest: 1, 2, red -1, 3, 4, 5.
        check(
            [
                Black(6),
                Black(6),
                Black(6),
                Black(1),
                Black(2),
                Red(-1),
                Black(3),
                Black(4),
                Black(5),
            ],
            -6 + 1 + 2 - 1 + 3 + 4 + 5,
        );
    }

    #[test]
    fn objective_sets_are_rows_or_columns_never_diagonals() {
        check(
            [
                Black(4),
                Black(1),
                Black(2),
                Black(3),
                Black(4),
                Black(1),
                Black(2),
                Black(3),
                Black(4),
            ],
            4 + 1 + 2 + 3 + 4 + 1 + 2 + 3 + 4,
        );
        // A column of 2s.
        check(
            [
                Black(2),
                Black(5),
                Black(7),
                Black(2),
                Black(9),
                Black(1),
                Black(2),
                Black(3),
                Black(8),
            ],
            -2 + 5 + 7 + 9 + 1 + 3 + 8,
        );
    }

    #[test]
    fn objective_row_and_column_of_the_same_number_intersect() {
        // Row 0 of 5s and column 0 of 5s share the corner 5: two sets, five cards, -10.
        check(
            [
                Black(5),
                Black(5),
                Black(5),
                Black(5),
                Black(1),
                Black(2),
                Black(5),
                Black(3),
                Black(4),
            ],
            -10 + 1 + 2 + 3 + 4,
        );
    }

    #[test]
    fn mulligans_are_wild_in_a_set() {
        check(
            [
                Black(8),
                Mulligan,
                Black(8),
                Black(1),
                Black(1),
                Red(-2),
                Hazard,
                Black(3),
                Black(3),
            ],
            -8 + 1 + 1 - 2 + 10 + 3 + 3,
        );
        // Two Mulligans and one black card still make a set of that number.
        check(
            [
                Mulligan,
                Mulligan,
                Black(9),
                Black(1),
                Black(2),
                Black(3),
                Black(4),
                Black(5),
                Black(6),
            ],
            -9 + 21,
        );
    }

    #[test]
    fn mulligan_at_junction_completes_two_sets_of_different_values() {
        // Row 0: M 7 7 (sevens); column 0: M 3 3 (threes).
        check(
            [
                Mulligan,
                Black(7),
                Black(7),
                Black(3),
                Black(1),
                Black(2),
                Black(3),
                Black(4),
                Black(5),
            ],
            -7 - 3 + 1 + 2 + 4 + 5,
        );
    }

    #[test]
    fn mulligan_alone_is_worth_zero() {
        check(
            [
                Mulligan,
                Black(1),
                Black(2),
                Black(3),
                Black(4),
                Black(5),
                Black(6),
                Black(7),
                Black(8),
            ],
            36,
        );
    }

    #[test]
    fn hazards_score_ten_and_never_match() {
        check(
            [
                Hazard,
                Hazard,
                Hazard,
                Black(1),
                Black(2),
                Black(3),
                Black(4),
                Black(5),
                Black(6),
            ],
            30 + 21,
        );
        check(
            [
                Hazard,
                Mulligan,
                Mulligan,
                Black(1),
                Black(2),
                Black(3),
                Black(4),
                Black(5),
                Black(6),
            ],
            10 + 21,
        );
    }

    #[test]
    fn red_cards_score_face_value_and_break_sets() {
        check(
            [
                Red(-4),
                Black(6),
                Black(6),
                Red(-3),
                Black(1),
                Black(2),
                Red(-1),
                Black(3),
                Black(4),
            ],
            -8 + 12 + 10,
        );
    }

    #[test]
    fn house_reading_three_mulligans_alone_are_not_a_set() {
        check(
            [
                Mulligan,
                Mulligan,
                Mulligan,
                Black(1),
                Black(2),
                Black(3),
                Black(4),
                Black(5),
                Black(6),
            ],
            21,
        );
    }

    #[test]
    fn scorer_matches_exhaustive_search_on_many_grids() {
        use crate::core::rng::{rng_from_seed, shuffle};
        let mut deck = super::super::cards::full_deck().to_vec();
        let mut rng = rng_from_seed(7);
        // Mulligan-heavy grids too, where assignments could differ.
        deck.extend([Mulligan; 20]);
        for _ in 0..5000 {
            shuffle(&mut deck, &mut rng);
            let cards: [Card; 9] = core::array::from_fn(|i| deck[i]);
            assert_eq!(
                score_grid(&cards).total,
                best_by_search(&cards),
                "{cards:?}"
            );
        }
    }
}
