//! Golfie cards: Field cards (values 1-6 and the Lost Ball) and Action cards. Counts are data in
//! `cards.json` (Field counts inferred from the rulebook; the Action mix is a house design).

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Field {
    Value(u8),
    /// Never stays in a grid face up: discarded, +1 on the scorecard, replaced face up.
    LostBall,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ActionCard {
    /// Score a card from your top row.
    Hole,
    /// The Final Hole card under the Action stack: a Hole that ends the half.
    FinalHole,
    /// Unveil or move the card at this cell.
    Zone(u8),
    /// Both cells, in the order you choose.
    Double(u8, u8),
    /// Any cell of your choice.
    GolfCart,
}

impl ActionCard {
    pub fn is_hole(self) -> bool {
        matches!(self, ActionCard::Hole | ActionCard::FinalHole)
    }
}

// `FIELD` and `ACTIONS`: (card, count) from cards.json, checked and compiled in by build.rs.
include!(concat!(env!("OUT_DIR"), "/golfie_cards.rs"));

fn expand<C: Copy>(part: &[(C, usize)]) -> Vec<C> {
    part.iter()
        .flat_map(|&(card, count)| std::iter::repeat_n(card, count))
        .collect()
}

fn file() -> &'static (Vec<Field>, Vec<ActionCard>) {
    static CARDS: OnceLock<(Vec<Field>, Vec<ActionCard>)> = OnceLock::new();
    CARDS.get_or_init(|| (expand(FIELD), expand(ACTIONS)))
}

/// The 126 Field cards.
pub fn field_deck() -> &'static [Field] {
    &file().0
}

/// The 28 Action cards (without the Final Hole).
pub fn action_deck() -> &'static [ActionCard] {
    &file().1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_126_field_cards_and_28_action_cards_with_8_holes() {
        assert_eq!(field_deck().len(), 126);
        assert_eq!(
            field_deck()
                .iter()
                .filter(|c| **c == Field::LostBall)
                .count(),
            12
        );
        assert_eq!(action_deck().len(), 28);
        assert_eq!(
            action_deck()
                .iter()
                .filter(|c| **c == ActionCard::Hole)
                .count(),
            8
        );
        for card in action_deck() {
            match *card {
                ActionCard::Zone(c) => assert!(c < 9),
                ActionCard::Double(a, b) => assert!(a < 9 && b < 9 && a != b),
                _ => {}
            }
        }
    }
}
