//! Draw a Golf Club (the first choice of a turn): the display of four clubs, paying a caddie
//! token to refresh it, and the deck behind it (rebuilt from the discard pile when it runs out).

use super::{err, Green, GreenEvent, Step, HAND_LIMIT, MARKET};
use crate::core::game::{RuleError, Seat};
use crate::games::green::cards::Club;

impl Green {
    /// Pay a caddie token to replace the whole display; the turn goes on with a draw.
    pub(super) fn refresh(
        &mut self,
        seat: Seat,
        events: &mut Vec<GreenEvent>,
    ) -> Result<(), RuleError> {
        self.check_room_to_draw(seat)?;
        if self.tokens[seat] == 0 {
            return Err(err(
                "no_tokens",
                "Refreshing the display costs a caddie token, and you have none.",
            ));
        }
        if self.market_empty() && self.deck.draw.is_empty() {
            return Err(err(
                "nothing_to_refresh",
                "There are no clubs left to display.",
            ));
        }
        self.tokens[seat] -= 1;
        self.supply += 1;
        for slot in 0..MARKET {
            if let Some(c) = self.market[slot].take() {
                self.deck.discard(c);
            }
        }
        for slot in 0..MARKET {
            self.refill_slot(slot, events);
        }
        self.step = Step::Drawing;
        events.push(GreenEvent::MarketRefreshed {
            seat,
            market: self.market,
        });
        Ok(())
    }

    /// Take a club from the display; the place is refilled from the deck and the turn ends.
    pub(super) fn draw(
        &mut self,
        seat: Seat,
        slot: u8,
        events: &mut Vec<GreenEvent>,
    ) -> Result<(), RuleError> {
        self.check_room_to_draw(seat)?;
        let i = usize::from(slot);
        let Some(club) = self.market.get(i).copied().flatten() else {
            return Err(err("empty_slot", "There is no club at that place."));
        };
        self.add_to_hand(seat, club);
        let replacement = self.refill_slot(i, events);
        events.push(GreenEvent::Drew {
            seat,
            slot,
            club,
            replacement,
        });
        self.pass_turn(events);
        Ok(())
    }

    /// Drawing needs room in the hand; a refresh is part of a draw, so it needs it too.
    fn check_room_to_draw(&self, seat: Seat) -> Result<(), RuleError> {
        if self.hands[seat].len() >= HAND_LIMIT {
            return Err(err(
                "hand_full",
                "You already hold 8 clubs, so you cannot draw.",
            ));
        }
        Ok(())
    }

    /// The top club of the deck, shuffling the discard pile into a new deck if it ran out.
    fn draw_club(&mut self, events: &mut Vec<GreenEvent>) -> Option<Club> {
        if self.deck.draw.is_empty() && self.deck.refill_all(&mut self.rng) {
            events.push(GreenEvent::DeckReshuffled {
                cards: self.deck.draw.len(),
            });
        }
        self.deck.draw.pop()
    }

    /// Refills a place of the display; it stays empty when no club is left anywhere.
    fn refill_slot(&mut self, slot: usize, events: &mut Vec<GreenEvent>) -> Option<Club> {
        let c = self.draw_club(events);
        self.market[slot] = c;
        c
    }

    pub(super) fn market_empty(&self) -> bool {
        self.market.iter().all(|m| m.is_none())
    }
}
