//! Bunjil: looking at a deck's top card, and b's kept or shown card; what the others may know
//! of it, and how a sampled world stays consistent with it.

use super::{err, Decision, Golfer, Golfers, Known, Side};
use crate::core::game::{RuleError, Seat};
use crate::core::sort::sort_short;
use crate::games::holes18::cards::{Deck, Shot};
use crate::games::holes18::rules::{Holes18, HolesAction, HolesEvent};

impl Holes18 {
    pub(super) fn check_peek(&self, seat: Seat, deck: Deck) -> Result<(), RuleError> {
        let g = self.gs().ok_or_else(|| err("not_bunjil", ""))?;
        if self.golfer_is(seat, Golfer::Bunjil).is_none() {
            return Err(err("not_bunjil", "Only Bunjil looks at a shot deck."));
        }
        if self.selected[seat].is_some() {
            return Err(err(
                "already_selected",
                "Bunjil looks before selecting a club.",
            ));
        }
        if self.sideways(seat) || g.kept.is_some() {
            return Err(err(
                "power_used",
                "Bunjil has already looked at a deck on this hole.",
            ));
        }
        if !self.hands[seat].iter().any(|c| c.decks().contains(&deck)) {
            return Err(err(
                "deck_out_of_reach",
                format!("No club in your hand draws from deck {}.", deck.name()),
            ));
        }
        if self.decks[deck.index()].draw.is_empty() {
            return Err(err("deck_empty", "That deck has no card on top."));
        }
        Ok(())
    }

    /// Bunjil looks at a deck's top card; b then keeps it or shows it.
    pub(super) fn peek(
        &mut self,
        seat: Seat,
        deck: Deck,
        events: &mut Vec<HolesEvent>,
    ) -> Option<()> {
        let card = self.decks[deck.index()].draw.last().copied();
        let b = self.golfer_is(seat, Golfer::Bunjil);
        let g = self.gs_mut()?;
        g.peek = Some(Known { deck, card });
        g.sideways[seat] = true;
        if b == Some(Side::B) {
            g.pending = Some((seat, Decision::KeepOrReturn));
        }
        events.push(HolesEvent::Peeked { seat, deck });
        Some(())
    }

    /// Bunjil b keeps the card looked at for his next shot, or puts it back face up.
    pub(super) fn keep_or_show(
        &mut self,
        seat: Seat,
        keep: bool,
        events: &mut Vec<HolesEvent>,
    ) -> Option<()> {
        let g = self.gs_mut()?;
        g.pending = None;
        let p = g.peek.take()?;
        if keep {
            let card = self.decks[p.deck.index()].draw.pop();
            self.gs_mut()?.kept = Some(Known { deck: p.deck, card });
            events.push(HolesEvent::CardKept { seat, deck: p.deck });
        } else {
            let card = p.card?;
            self.gs_mut()?.shown = Some(card);
            events.push(HolesEvent::CardShown { seat, card });
            // Those who chose before seeing it may choose again.
            for s in 0..self.config.players {
                if s != seat {
                    if let Some(c) = self.selected[s].take() {
                        self.hands[s].push(c);
                        sort_short(&mut self.hands[s]);
                        events.push(HolesEvent::Unselected { seat: s });
                    }
                }
            }
        }
        Some(())
    }

    /// Bunjil b's kept card is the next draw: from its deck, and no Big Hit.
    pub(super) fn check_kept_card_turn(
        &self,
        seat: Seat,
        action: HolesAction,
    ) -> Option<Result<(), RuleError>> {
        let k = self.gs()?.kept?;
        self.golfer_is(seat, Golfer::Bunjil)?;
        match action {
            HolesAction::BigHit => Some(Err(err(
                "play_kept_card",
                "Bunjil plays the kept card next: no Big Hit now.",
            ))),
            HolesAction::Play { deck, .. } | HolesAction::Bunker { deck, .. } if deck != k.deck => {
                Some(Err(err(
                    "play_kept_card",
                    format!("Bunjil plays the kept card of deck {}.", k.deck.name()),
                )))
            }
            _ => None,
        }
    }

    /// Golfer hook (rules `draw`): Bunjil's kept card is his next draw from its deck; any
    /// draw from a deck ends what was known about its top card.
    pub(crate) fn golfers_draw(&mut self, deck: Deck) -> Option<Shot> {
        let shooter = self.shot.as_ref().map(|s| s.seat);
        let bunjil = self.golfer_seat(Golfer::Bunjil).map(|(s, _)| s);
        let g = self.gs_mut()?;
        if g.peek.is_some_and(|p| p.deck == deck) {
            g.peek = None;
        }
        if g.shown.is_some_and(|c| c.deck() == deck) {
            g.shown = None;
        }
        if shooter.is_some() && shooter == bunjil && g.kept.is_some_and(|k| k.deck == deck) {
            return g.kept.take().and_then(|k| k.card);
        }
        None
    }

    /// Golfer hook (rules `all_shots`): the card Bunjil kept.
    pub(crate) fn golfers_held_shots(&self) -> Option<Shot> {
        self.gs().and_then(|g| g.kept).and_then(|k| k.card)
    }

    /// For a bot or the planner: the card this seat knows is next from `deck`, if any.
    pub fn known_top(&self, seat: Seat, deck: Deck) -> Option<Shot> {
        let g = self.gs()?;
        let bunjil = g.seat_of(Golfer::Bunjil).map(|(s, _)| s) == Some(seat);
        if bunjil {
            if let Some(k) = g.kept.filter(|k| k.deck == deck) {
                return k.card;
            }
            if let Some(p) = g.peek.filter(|p| p.deck == deck) {
                return p.card;
            }
        }
        g.shown.filter(|c| c.deck() == deck)
    }
}

/// Determinize: a deck's sampled draw pile with the card the seat knows on top; returns the
/// unseen cards beyond the pile (the one Bunjil keeps, when the seat is not Bunjil).
pub fn stack_sample(draw: &mut Vec<Shot>, count: usize, known_top: Option<Shot>) -> Vec<Shot> {
    if let Some(t) = known_top {
        draw.retain(|c| *c != t);
        let mut spare = draw.split_off(count.saturating_sub(1).min(draw.len()));
        draw.push(t);
        spare.retain(|c| *c != t);
        spare
    } else {
        draw.split_off(count.min(draw.len()))
    }
}

/// A sampled world's golfer state, consistent with what `seat` knows.
pub fn sample(g: &Golfers, decks: &[crate::core::deck::Deck<Shot>], spare: &[Shot]) -> Golfers {
    let mut out = g.clone();
    if let Some(p) = out.peek.as_mut() {
        p.card = decks[p.deck.index()].draw.last().copied();
    }
    if let Some(k) = out.kept.as_mut() {
        if k.card.is_none() {
            k.card = spare.iter().copied().find(|c| c.deck() == k.deck);
        }
    }
    out
}
