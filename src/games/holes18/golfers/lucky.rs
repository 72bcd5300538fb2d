//! Lucky: redrawing a shot card (a: once per hand; b: once per hole, discarding a club).

use super::{err, Golfer, Side};
use crate::core::game::{RuleError, Seat};
use crate::games::holes18::cards::Club;
use crate::games::holes18::rules::{Holes18, HolesEvent};

impl Holes18 {
    /// Can this seat redraw now (Lucky, power upright, while choosing its shot)?
    pub(crate) fn golfers_may_redraw(&self, seat: Seat) -> bool {
        let Some(side) = self.golfer_is(seat, Golfer::Lucky) else {
            return false;
        };
        !self.sideways(seat) && (side == Side::A || !self.hands[seat].is_empty())
    }

    pub(super) fn check_redraw(
        &self,
        seat: Seat,
        stack: u8,
        discard: Option<Club>,
    ) -> Result<(), RuleError> {
        let Some(side) = self.golfer_is(seat, Golfer::Lucky) else {
            return Err(err("not_lucky", "Only Lucky redraws a shot card."));
        };
        let s = self
            .shot
            .as_ref()
            .ok_or_else(|| err("not_now", "There is no shot to redraw."))?;
        if s.seat != seat {
            return Err(err("not_your_turn", "It is not your shot."));
        }
        if self.sideways(seat) {
            return Err(err(
                "power_used",
                match side {
                    Side::A => "Lucky has redrawn already: reset your hand first.",
                    Side::B => "Lucky has redrawn already on this hole.",
                },
            ));
        }
        let top = s
            .stacks
            .get(usize::from(stack))
            .and_then(|st| st.last())
            .copied()
            .ok_or_else(|| err("no_such_card", "There is no such card."))?;
        if top.path_count() == 0 {
            return Err(err(
                "special_card",
                "That card is a special: follow it instead.",
            ));
        }
        if !self.can_draw(top.deck()) {
            return Err(err("deck_empty", "That deck has no cards."));
        }
        match (side, discard) {
            (Side::A, None) => Ok(()),
            (Side::A, Some(_)) => Err(err(
                "no_discard",
                "Lucky (a) redraws without discarding a club.",
            )),
            (Side::B, None) => Err(err(
                "discard_a_club",
                "Lucky (b) discards another club from the hand to redraw.",
            )),
            (Side::B, Some(c)) if self.hands[seat].contains(&c) => Ok(()),
            (Side::B, Some(_)) => Err(err("not_in_hand", "That club is not in your hand.")),
        }
    }

    /// Lucky's redraw: the shown card goes, a new one comes from its deck, and only that stack
    /// may then be played (b discards a club from the hand for it).
    pub(super) fn redraw(
        &mut self,
        seat: Seat,
        stack: u8,
        discard: Option<Club>,
        events: &mut Vec<HolesEvent>,
    ) -> Option<()> {
        let i = usize::from(stack);
        let s = self.shot.as_mut()?;
        let old = s.stacks[i].pop()?;
        s.discarded.push(old);
        // Lucky must play the new card: the other stacks are put aside.
        let mut keep = std::mem::take(&mut s.stacks[i]);
        for st in std::mem::take(&mut s.stacks) {
            s.discarded.extend(st);
        }
        if let Some(card) = self.draw(old.deck(), events) {
            events.push(HolesEvent::Drew {
                seat,
                deck: old.deck(),
                card,
            });
            keep.push(card);
        }
        if let Some(s) = self.shot.as_mut() {
            s.stacks = vec![keep];
        }
        self.turn_sideways(seat, true);
        events.push(HolesEvent::Redrew { seat, card: old });
        if let Some(c) = discard {
            self.hands[seat].retain(|x| *x != c);
            self.discards[seat].push(c);
            events.push(HolesEvent::ClubDiscarded { seat, club: c });
        }
        self.settle(events);
        Some(())
    }
}
