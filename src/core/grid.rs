//! 3x3 grids, shared by Golfie and Grandpa Beck's Golf. Cells are numbered row by row:
//! 0 1 2 / 3 4 5 / 6 7 8.

use crate::core::rng::{shuffle, BotRng};
use serde::{Deserialize, Serialize};

pub const CELLS: usize = 9;

/// A place in a grid: its card, and whether it is face up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot<C> {
    pub card: C,
    pub up: bool,
}

/// The cards a seat has not seen, shuffled, for a bot's determinization: the whole set less the
/// cards the view shows. Dealt from the end; `fallback` stands in once they run out (a view
/// that shows more than the set holds, which a consistent view never does).
pub struct Unseen<C> {
    cards: Vec<C>,
    fallback: C,
}

impl<C: Copy + Ord> Unseen<C> {
    pub fn new(
        all: &[C],
        seen: impl IntoIterator<Item = C>,
        fallback: C,
        rng: &mut BotRng,
    ) -> Self {
        let mut cards = all.to_vec();
        for c in seen {
            if let Some(i) = cards.iter().position(|u| *u == c) {
                cards.swap_remove(i);
            }
        }
        // Sorted first, so the shuffle alone decides the order.
        cards.sort();
        shuffle(&mut cards, rng);
        Unseen { cards, fallback }
    }

    pub fn deal(&mut self) -> C {
        self.cards.pop().unwrap_or(self.fallback)
    }

    /// The grids as a view shows them (`None` face down), their face-down places dealt.
    pub fn deal_grids(&mut self, shown: &[[Option<C>; CELLS]]) -> Vec<[Slot<C>; CELLS]> {
        shown
            .iter()
            .map(|grid| {
                core::array::from_fn(|i| match grid[i] {
                    Some(card) => Slot { card, up: true },
                    None => Slot {
                        card: self.deal(),
                        up: false,
                    },
                })
            })
            .collect()
    }
}

/// The three rows then the three columns.
pub const LINES: [[usize; 3]; 6] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
];

pub fn row_of(cell: usize) -> usize {
    cell / 3
}

pub fn col_of(cell: usize) -> usize {
    cell % 3
}

/// Orthogonal neighbours of a cell: above, below, left, right (no allocation: rules ask this
/// for every move of every playout).
pub fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (row_of(cell), col_of(cell));
    [
        (r > 0).then(|| cell - 3),
        (r < 2).then(|| cell + 3),
        (c > 0).then(|| cell - 1),
        (c < 2).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// Removes the cells of `gone` and lets the rest of each column rise to the top; returns the
/// cells left empty at the bottom, to be refilled.
pub fn shift_up<T: Clone>(grid: &mut [Option<T>; CELLS], gone: &[usize]) -> Vec<usize> {
    for &cell in gone {
        grid[cell] = None;
    }
    let mut empty = Vec::new();
    for col in 0..3 {
        // Each card moves to the first free row above or at its own (no allocation: this runs
        // in every playout).
        let mut to = 0;
        for r in 0..3 {
            if let Some(card) = grid[r * 3 + col].take() {
                grid[to * 3 + col] = Some(card);
                to += 1;
            }
        }
        empty.extend((to..3).map(|r| r * 3 + col));
    }
    empty
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_orthogonal() {
        assert_eq!(neighbours(4).collect::<Vec<_>>(), vec![1, 7, 3, 5]);
        assert_eq!(neighbours(0).collect::<Vec<_>>(), vec![3, 1]);
    }

    #[test]
    fn shift_up_fills_from_the_bottom() {
        let mut g: [Option<u8>; 9] = [
            Some(0),
            Some(1),
            Some(2),
            Some(3),
            Some(4),
            Some(5),
            Some(6),
            Some(7),
            Some(8),
        ];
        let empty = shift_up(&mut g, &[1]);
        assert_eq!(g[1], Some(4));
        assert_eq!(g[4], Some(7));
        assert_eq!(g[7], None);
        assert_eq!(empty, vec![7]);
    }
}
