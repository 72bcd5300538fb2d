//! Slick Rikesh: a borrows another player's revealed club (a); b plays a club from another
//! player's discard pile.

use super::{err, Borrow, Decision, Golfer, Side};
use crate::core::game::{RuleError, Seat};
use crate::core::sort::sort_short;
use crate::games::holes18::cards::Club;
use crate::games::holes18::rules::{Holes18, HolesEvent};

impl Holes18 {
    pub(super) fn check_borrow(&self, seat: Seat, o: Seat) -> Result<(), RuleError> {
        if o == seat || self.selected.get(o).copied().flatten().is_none() {
            Err(err(
                "nothing_to_borrow",
                "Slick Rikesh may use a club another player has revealed.",
            ))
        } else {
            Ok(())
        }
    }

    pub(super) fn check_use_discarded(
        &self,
        seat: Seat,
        o: Seat,
        club: Club,
        turning: bool,
    ) -> Result<(), RuleError> {
        if self.golfer_is(seat, Golfer::SlickRikesh) != Some(Side::B) {
            Err(err(
                "not_rikesh",
                "Only Slick Rikesh (b) plays other players' discarded clubs.",
            ))
        } else if !turning {
            Err(err("not_your_turn", "It is not your turn."))
        } else if self.gs().is_some_and(|g| g.borrow.is_some()) {
            Err(err(
                "already_borrowed",
                "You are already using another player's club.",
            ))
        } else if o == seat || !self.discards.get(o).is_some_and(|d| d.contains(&club)) {
            Err(err(
                "not_discarded",
                "That club is not in another player's discard pile.",
            ))
        } else {
            Ok(())
        }
    }

    /// Slick Rikesh a uses `o`'s revealed club and plays right after its owner.
    pub(super) fn borrow(
        &mut self,
        seat: Seat,
        o: Seat,
        events: &mut Vec<HolesEvent>,
    ) -> Option<()> {
        let club = self.selected[o]?;
        // He plays right after the club's owner.
        self.order.retain(|s| *s != seat);
        let at = self.order.iter().position(|s| *s == o).map_or(0, |i| i + 1);
        self.order.insert(at, seat);
        let g = self.gs_mut()?;
        g.pending = None;
        g.sideways[seat] = true;
        self.use_club_of(seat, o, club, events);
        Some(())
    }

    /// Slick Rikesh plays `from`'s club: his own goes back to his hand unplayed.
    pub(super) fn use_club_of(
        &mut self,
        seat: Seat,
        from: Seat,
        club: Club,
        events: &mut Vec<HolesEvent>,
    ) {
        if let Some(own) = self.selected[seat].replace(club) {
            self.hands[seat].push(own);
            sort_short(&mut self.hands[seat]);
        }
        if let Some(g) = self.gs_mut() {
            g.borrow = Some(Borrow { seat, from, club });
        }
        events.push(HolesEvent::Borrowed {
            seat,
            from,
            club,
            order: self.order.clone(),
        });
    }

    /// Golfer hook (rules `reveal`, after it): Slick Rikesh a may borrow.
    pub(crate) fn golfers_revealed(&mut self) {
        let Some((r, Side::A)) = self.golfer_seat(Golfer::SlickRikesh) else {
            return;
        };
        let others = (0..self.config.players).any(|s| s != r && self.selected[s].is_some());
        if self.selected[r].is_some() && !self.sideways(r) && others {
            if let Some(g) = self.gs_mut() {
                g.pending = Some((r, Decision::Borrow));
            }
        }
    }

    /// Golfer hook (rules `all_clubs`): a seat using another player's club.
    pub fn golfers_borrowing(&self, seat: Seat) -> bool {
        self.gs()
            .and_then(|g| g.borrow)
            .is_some_and(|b| b.seat == seat)
    }
}
