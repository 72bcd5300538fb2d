//! Grandpa Beck's Golf cards and the deck list (house data in `deck.json`).

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Card {
    /// Positive black cards; three of a kind in a row or column score minus their number.
    Black(u8),
    /// Red cards score their (negative) face value: -1 birdie .. -4 hole in one.
    Red(i8),
    /// Wild in sets; 0 otherwise.
    Mulligan,
    /// +10 and never part of a set.
    Hazard,
}

pub const HAZARD_VALUE: i32 = 10;

impl Card {
    /// What the card scores on its own, outside any set.
    pub fn face_value(self) -> i32 {
        match self {
            Card::Black(v) => i32::from(v),
            Card::Red(v) => i32::from(v),
            Card::Mulligan => 0,
            Card::Hazard => HAZARD_VALUE,
        }
    }
}

// `DECK`: (card, count) from deck.json, checked and compiled in by build.rs.
include!(concat!(env!("OUT_DIR"), "/beck_deck.rs"));

/// The full deck, in a fixed order, built once from the data file.
pub fn full_deck() -> &'static [Card] {
    static FULL: OnceLock<Vec<Card>> = OnceLock::new();
    FULL.get_or_init(|| {
        DECK.iter()
            .flat_map(|&(card, count)| std::iter::repeat_n(card, count))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn house_deck_has_104_cards_and_six_hazards() {
        let deck = full_deck();
        assert_eq!(deck.len(), 104);
        assert_eq!(
            deck.iter().filter(|c| **c == Card::Hazard).count(),
            6,
            "the rules say six Hazards"
        );
        assert!(deck.iter().all(|c| match c {
            Card::Red(v) => (-4..=-1).contains(v),
            Card::Black(v) => (1..=9).contains(v),
            _ => true,
        }));
    }
}
