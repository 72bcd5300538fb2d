//! Golfie cards: Field cards (values 1-6 and the Lost Ball) and Action cards. Counts are data in
//! `cards.json` (Field counts inferred from the rulebook; the Action mix is a house design).

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    Value(u8),
    /// Never stays in a grid face up: discarded, +1 on the scorecard, replaced face up.
    LostBall,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
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

#[derive(Deserialize)]
struct Entry<C> {
    card: C,
    count: usize,
}

#[derive(Deserialize)]
struct Part<C> {
    cards: Vec<Entry<C>>,
}

#[derive(Deserialize)]
struct CardsFile {
    field: Part<Field>,
    actions: Part<ActionCard>,
}

fn expand<C: Copy>(part: &Part<C>) -> Vec<C> {
    part.cards
        .iter()
        .flat_map(|e| std::iter::repeat_n(e.card, e.count))
        .collect()
}

fn file() -> &'static (Vec<Field>, Vec<ActionCard>) {
    static CARDS: OnceLock<(Vec<Field>, Vec<ActionCard>)> = OnceLock::new();
    CARDS.get_or_init(
        || match serde_json::from_str::<CardsFile>(include_str!("cards.json")) {
            Ok(f) => (expand(&f.field), expand(&f.actions)),
            // Compiled in and checked by a test: this arm cannot be reached by players.
            Err(_) => (Vec::new(), Vec::new()),
        },
    )
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
