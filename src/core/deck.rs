//! A draw pile with a face-up discard pile. Cards are only ever moved, never created or dropped,
//! so the total is conserved; simulation tests check that.

use super::rng::{shuffle, GameRng};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck<C> {
    /// Top of the pile is the last element.
    pub draw: Vec<C>,
    /// Top of the discard is the last element.
    pub discard: Vec<C>,
}

impl<C: Clone> Deck<C> {
    pub fn shuffled(mut cards: Vec<C>, rng: &mut GameRng) -> Self {
        shuffle(&mut cards, rng);
        Deck {
            draw: cards,
            discard: Vec::new(),
        }
    }

    /// Draws the top card. An empty pile is refilled from the discard first, keeping the
    /// discard's top card showing (see `refill_keeping_top`).
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<C> {
        if self.draw.is_empty() {
            self.refill_keeping_top(rng);
        }
        self.draw.pop()
    }

    /// Shuffles every discarded card but the top one into a new draw pile.
    pub fn refill_keeping_top(&mut self, rng: &mut GameRng) -> bool {
        if self.discard.len() < 2 {
            return false;
        }
        let top = self.discard.pop();
        let mut cards = std::mem::take(&mut self.discard);
        shuffle(&mut cards, rng);
        self.draw = cards;
        self.discard.extend(top);
        true
    }

    /// Shuffles the whole discard into the draw pile (Golfie's empty Field stack).
    pub fn refill_all(&mut self, rng: &mut GameRng) -> bool {
        if self.discard.is_empty() {
            return false;
        }
        let mut cards = std::mem::take(&mut self.discard);
        shuffle(&mut cards, rng);
        cards.append(&mut self.draw);
        self.draw = cards;
        true
    }

    pub fn discard(&mut self, card: C) {
        self.discard.push(card);
    }

    pub fn top_discard(&self) -> Option<&C> {
        self.discard.last()
    }

    pub fn take_discard(&mut self) -> Option<C> {
        self.discard.pop()
    }

    pub fn len(&self) -> usize {
        self.draw.len() + self.discard.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether a draw can succeed (the pile has a card, or a refill would give one).
    pub fn can_draw(&self) -> bool {
        !self.draw.is_empty() || self.discard.len() >= 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rng::rng_from_seed;

    #[test]
    fn empty_pile_refills_from_discard_keeping_top_card() {
        let mut rng = rng_from_seed(1);
        let mut deck = Deck {
            draw: vec![],
            discard: vec![1, 2, 3, 4],
        };
        let drawn = deck.draw(&mut rng).unwrap();
        assert_ne!(drawn, 4);
        assert_eq!(deck.discard, vec![4]);
        assert_eq!(deck.draw.len(), 2);
    }

    #[test]
    fn draw_from_nothing_is_none() {
        let mut rng = rng_from_seed(1);
        let mut deck: Deck<u8> = Deck {
            draw: vec![],
            discard: vec![7],
        };
        assert!(!deck.can_draw());
        assert_eq!(deck.draw(&mut rng), None);
        assert_eq!(deck.discard, vec![7]);
    }
}
