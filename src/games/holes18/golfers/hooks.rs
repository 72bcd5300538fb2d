//! The powers that change an ordinary rule at a fixed point (the rules' "golfer hook"s):
//! Swift's initiative, the clubs Dorian and Slugger keep, the powers that turn back at a new hole
//! or hand, Slugger's tee and reset rules, and The Shark's water.

use super::{err, Golfer, Side};
use crate::core::game::{RuleError, Seat};
use crate::core::sort::{sort_short, sort_short_by_key};
use crate::games::holes18::cards::{Club, ClubRule};
use crate::games::holes18::course::Terrain;
use crate::games::holes18::rules::{Holes18, HolesEvent};

impl Holes18 {
    /// Selecting with a golfer: Bunjil b selects a club for the kept card's deck; Slugger b a
    /// wood or the Driver on a tee box.
    pub(super) fn check_golfer_select(&self, seat: Seat, c: Club) -> Option<Result<(), RuleError>> {
        let g = self.gs()?;
        if let (Some(k), Some(_)) = (g.kept, self.golfer_is(seat, Golfer::Bunjil)) {
            let reaches = |x: &Club| x.decks().contains(&k.deck);
            if !reaches(&c) && self.hands[seat].iter().any(reaches) {
                return Some(Err(err(
                    "play_kept_card",
                    format!(
                        "Bunjil kept a card of deck {}: choose a club that draws from it.",
                        k.deck.name()
                    ),
                )));
            }
        }
        let on_tee = self.course.terrain(self.pos[seat]) == Some(Terrain::Tee);
        let long = |x: &Club| x.is_wood() || x.rule() == ClubRule::TeeOnly;
        if self.golfer_is(seat, Golfer::Slugger) == Some(Side::B)
            && on_tee
            && !long(&c)
            && self.hands[seat].iter().any(long)
        {
            return Some(Err(err(
                "slugger_tee",
                "Slugger (b) plays a wood or the Driver from a tee box.",
            )));
        }
        None
    }

    /// Resetting before selecting: never for Dorian a; Slugger's own Driver does not count as
    /// a club he cannot use.
    pub(super) fn check_golfer_reset(&self, seat: Seat) -> Option<Result<(), RuleError>> {
        let g = self.gs()?;
        if self.golfer_is(seat, Golfer::Dorian) == Some(Side::A) {
            return Some(Err(err(
                "dorian_no_reset",
                "Dorian (a) may not reset during a hole.",
            )));
        }
        if self.golfer_is(seat, Golfer::Slugger).is_some()
            && self.hands[seat]
                .iter()
                .all(|c| Some(*c) == g.driver || self.usable(seat, *c))
        {
            return Some(Err(err(
                "hand_usable",
                "Slugger's own Driver does not count: every other club can be used here.",
            )));
        }
        None
    }

    /// Golfer hook (rules `reveal`): Swift's initiative and tie rule.
    pub(crate) fn golfers_order(&self, order: &mut [Seat]) {
        let Some((swift, side)) = self.golfer_seat(Golfer::Swift) else {
            return;
        };
        let key = |s: &Seat| {
            let init = self.selected[*s].map_or(0, |c| i32::from(c.init()));
            match (*s == swift, side) {
                (true, Side::A) => (init - 1, 0),
                (true, Side::B) => (init - 1, 2),
                _ => (init, 1),
            }
        };
        // The seat breaks ties: seat order among equals, as `reveal` leaves them.
        sort_short_by_key(order, |s| (key(s), *s));
    }

    /// Golfer hook (rules `end_turn`): puts away a club a golfer's power keeps or borrowed.
    /// True when it did (the ordinary discard is skipped).
    pub(crate) fn golfers_club_away(
        &mut self,
        seat: Seat,
        club: Club,
        events: &mut Vec<HolesEvent>,
    ) -> bool {
        let Some(g) = self.gs_mut() else {
            return false;
        };
        if g.borrow.is_some_and(|b| b.seat == seat) {
            // The owner's card never left the owner.
            g.borrow = None;
            return true;
        }
        let (lasting, driver) = (g.lasting, g.driver);
        let keeps = match self.golfer(seat).map(|c| (c.golfer, c.side)) {
            Some((Golfer::Dorian, Side::B)) | Some((Golfer::SlickRikesh, Side::B)) => true,
            Some((Golfer::Dorian, Side::A)) => Some(club) == lasting,
            Some((Golfer::Slugger, _)) => Some(club) == driver,
            _ => false,
        };
        if keeps {
            self.hands[seat].push(club);
            sort_short(&mut self.hands[seat]);
            events.push(HolesEvent::ClubKept { seat, club });
        }
        keeps
    }

    /// Golfer hook (rules `start_hole`): every power turned back at a new hole, and
    /// Dorian a's reset when only his lasting club is left. Game modes without a shared hole
    /// call it per player.
    pub(crate) fn golfers_new_hole(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        let Some(card) = self.golfer(seat) else {
            return;
        };
        match (card.golfer, card.side) {
            (Golfer::Bunjil, _) | (Golfer::SlickRikesh, Side::A) | (Golfer::Lucky, Side::B) => {
                self.turn_sideways(seat, false)
            }
            (Golfer::Dorian, Side::A) => {
                let lasting = self.gs().and_then(|g| g.lasting);
                if !self.discards[seat].is_empty()
                    && self.hands[seat].iter().all(|c| Some(*c) == lasting)
                {
                    self.reset_hand(seat, events);
                }
            }
            _ => {}
        }
    }

    /// Golfer hook (rules `reset_hand`): Lucky a turns back with a new hand.
    pub(crate) fn golfers_hand_reset(&mut self, seat: Seat) {
        if self.golfer_is(seat, Golfer::Lucky) == Some(Side::A) {
            self.turn_sideways(seat, false);
        }
    }

    /// Golfer hook (rules `start_round`): Slugger's hand with only his Driver counts as empty.
    pub(crate) fn golfers_hand_spent(&self, seat: Seat) -> bool {
        let driver = self.gs().and_then(|g| g.driver);
        self.golfer_is(seat, Golfer::Slugger).is_some()
            && !self.discards[seat].is_empty()
            && self.hands[seat].iter().all(|c| Some(*c) == driver)
    }

    /// Golfer hook (rules `apply`, the reset action): Dorian a only gives up the turn.
    pub(crate) fn golfers_may_reset(&self, seat: Seat) -> bool {
        self.golfer_is(seat, Golfer::Dorian) != Some(Side::A)
    }

    /// Golfer hook (rules `check`, moving one hex): a golfer none of whose available clubs
    /// can leave a bunker (woods and the Driver only: Slick Rikesh b's one club, Dorian a's
    /// lasting club mid-hole) may walk one hex out of it instead of being stuck there.
    pub(crate) fn golfers_bunker_bound(&self, seat: Seat) -> bool {
        if self.golfer(seat).is_none() {
            return false;
        }
        let exits = |c: &Club| !c.is_wood() && c.rule() != ClubRule::TeeOnly;
        let mut clubs: Vec<Club> = self.hands[seat].clone();
        clubs.extend(self.selected[seat]);
        if self.golfers_may_reset(seat) {
            clubs.extend(&self.discards[seat]);
        }
        if self.golfer_is(seat, Golfer::SlickRikesh) == Some(Side::B) {
            clubs.extend(self.discards.iter().flatten());
        }
        !clubs.iter().any(exits)
    }

    /// Golfer hook (rules `settle_ball`): water costs The Shark nothing.
    pub(crate) fn golfers_ignore_water(&self, seat: Seat) -> bool {
        self.golfer_is(seat, Golfer::TheShark).is_some()
    }

    /// Golfer hook (rules `rough_start`): The Shark plays any water as rough (the card).
    pub(crate) fn golfers_water_is_rough(&self, seat: Seat) -> bool {
        self.golfer_is(seat, Golfer::TheShark).is_some()
            && matches!(
                self.course.terrain(self.pos[seat]),
                Some(Terrain::Water | Terrain::Lake)
            )
    }
}
