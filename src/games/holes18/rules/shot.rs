//! Drawing and choosing a shot (Play Club Card, Drawing Multiple Shot Cards, Attempt a Big
//! Hit; Super, Short, Shuffle and Wild Cards): the Choose and BigHitDiscard phases.

use super::{check_dir, err, not_now, Holes18, HolesAction, HolesEvent, Landing, Phase, Shooting};
use crate::core::game::{RuleError, Seat};
use crate::core::rng::shuffle;
use crate::games::holes18::cards::{Deck, Face, Shot};
use crate::games::holes18::course::Dir;
use crate::games::holes18::modes::Mode;

impl Holes18 {
    pub(crate) fn can_draw(&self, deck: Deck) -> bool {
        let d = &self.decks[deck.index()];
        !d.draw.is_empty() || !d.discard.is_empty()
    }

    pub(crate) fn draw(&mut self, deck: Deck, events: &mut Vec<HolesEvent>) -> Option<Shot> {
        if let Some(kept) = self.golfers_draw(deck) {
            return Some(kept); // golfer hook
        }
        let d = &mut self.decks[deck.index()];
        if d.draw.is_empty() {
            if d.discard.is_empty() {
                return None;
            }
            d.draw.append(&mut d.discard);
            shuffle(&mut d.draw, &mut self.rng);
            events.push(HolesEvent::Reshuffled { deck });
        }
        d.draw.pop()
    }

    /// Can the special on top of this stack be followed?
    pub(super) fn followable(&self, stack: &[Shot]) -> bool {
        match stack.last().map(|c| c.face()) {
            Some(Face::Super(d) | Face::Short(d)) => self.can_draw(d),
            Some(Face::Shuffle) => stack.last().is_some_and(|c| self.can_draw(c.deck())),
            _ => false,
        }
    }

    /// Follows the special on top of stack `i` (the caller checked `followable`).
    pub(super) fn follow(&mut self, i: usize, events: &mut Vec<HolesEvent>) {
        let Some(shot) = self.shot.as_ref() else {
            return;
        };
        let seat = shot.seat;
        let Some(top) = shot.stacks[i].last().copied() else {
            return;
        };
        let from = match top.face() {
            Face::Super(d) | Face::Short(d) => d,
            Face::Shuffle => {
                let deck = top.deck();
                let d = &mut self.decks[deck.index()];
                if !d.discard.is_empty() {
                    d.draw.append(&mut d.discard);
                    shuffle(&mut d.draw, &mut self.rng);
                    events.push(HolesEvent::Reshuffled { deck });
                }
                deck
            }
            _ => return,
        };
        if let Some(card) = self.draw(from, events) {
            events.push(HolesEvent::Drew {
                seat,
                deck: from,
                card,
            });
            if let Some(s) = self.shot.as_mut() {
                s.stacks[i].push(card);
            }
        }
    }

    /// Follows specials that leave no choice: a lone stack with a special on top.
    pub(crate) fn settle(&mut self, events: &mut Vec<HolesEvent>) {
        for _ in 0..64 {
            let Some(s) = self.shot.as_ref() else { return };
            if s.stacks.len() != 1 || !self.followable(&s.stacks[0]) {
                break;
            }
            self.follow(0, events);
        }
        // A declared chip with one card of one path leaves nothing to choose: it flies.
        let Some(s) = self.shot.as_ref() else { return };
        // (A team still chooses its golfer after drawing.)
        if self.phase == Phase::Choose
            && s.stacks.len() == 1
            && self.config.mode != Mode::ChaosTeams
        {
            if let (Some(dir), Some(card)) = (s.declared, s.stacks[0].last().copied()) {
                if card.path_count() == 1 && !self.golfers_may_redraw(s.seat) {
                    self.do_shoot(s.seat, card, dir, 0, events);
                }
            }
        }
    }

    /// A Big Hit's stack put aside (by the player to the left, or at random when alone).
    pub(super) fn discard_stack(&mut self, by: Seat, i: usize, events: &mut Vec<HolesEvent>) {
        if let Some(s) = self.shot.as_mut() {
            if i < s.stacks.len() {
                let st = s.stacks.remove(i);
                if let Some(card) = st.last().copied() {
                    events.push(HolesEvent::BigHitDiscarded { seat: by, card });
                }
                s.discarded.extend(st);
            }
        }
    }

    /// Plays the chosen card: flight, landing, hazards, end of turn.
    pub(super) fn do_shoot(
        &mut self,
        seat: Seat,
        card: Shot,
        dir: Dir,
        path: usize,
        events: &mut Vec<HolesEvent>,
    ) {
        let Some(club) = self.selected[seat] else {
            return;
        };
        let from = self.pos[seat];
        let Some((passed, landing)) = self.shot_outcome(seat, club, card, dir, path) else {
            return;
        };
        events.push(HolesEvent::Flew {
            seat,
            card: Some(card),
            from,
            path: passed,
            landing,
        });
        let out = landing == Landing::Out;
        if let Landing::At(to) = landing {
            if card.face() == Face::LongestDrive {
                if let Some(s) = self.shot.as_mut() {
                    for st in s.stacks.iter_mut() {
                        st.retain(|c| *c != card);
                    }
                }
                self.mementos[seat].push(card);
                events.push(HolesEvent::LongestDrive { seat });
            }
            self.settle_ball(seat, to, true, events);
        }
        self.end_turn(seat, out, events);
    }

    /// The player to the hitter's left puts one of a Big Hit's cards aside.
    fn check_discard(&self, seat: Seat, i: u8) -> Result<(), RuleError> {
        let s = self.shot.as_ref().ok_or_else(not_now)?;
        if seat != (s.seat + 1) % self.config.players {
            return Err(err(
                "not_your_turn",
                "The player to the left of the hitter discards.",
            ));
        }
        if usize::from(i) >= s.stacks.len() {
            return Err(err("no_such_card", "There is no such card."));
        }
        Ok(())
    }

    /// The shot being chosen, if it is this seat's.
    fn own_shot(&self, seat: Seat) -> Result<&Shooting, RuleError> {
        let s = self.shot.as_ref().ok_or_else(not_now)?;
        if seat != s.seat {
            return Err(err("not_your_turn", "It is not your shot."));
        }
        Ok(s)
    }

    fn check_follow(&self, seat: Seat, i: u8) -> Result<(), RuleError> {
        let s = self.own_shot(seat)?;
        let stack = s
            .stacks
            .get(usize::from(i))
            .ok_or_else(|| err("no_such_card", "There is no such card."))?;
        if !self.followable(stack) {
            return Err(err(
                "nothing_to_follow",
                "That card asks for no further draw.",
            ));
        }
        Ok(())
    }

    fn check_shoot(&self, seat: Seat, stack: u8, dir: Dir, path: u8) -> Result<(), RuleError> {
        let s = self.own_shot(seat)?;
        check_dir(dir)?;
        let card = s
            .stacks
            .get(usize::from(stack))
            .and_then(|st| st.last())
            .copied()
            .ok_or_else(|| err("no_such_card", "There is no such card."))?;
        if card.path_count() == 0 {
            return Err(err(
                "special_card",
                "That card is a special: follow it or choose another.",
            ));
        }
        if usize::from(path) >= card.path_count() {
            return Err(err("no_such_path", "That card has no such path."));
        }
        if let Some(d) = s.declared {
            if d != dir {
                return Err(err(
                    "declared",
                    "You declared another direction before drawing.",
                ));
            }
        }
        let club = s.club;
        let out = |p: usize| {
            self.shot_flight(seat, club, card, dir, p, |_| {})
                .is_none_or(|l| l == Landing::Out)
        };
        // (A card of one path flies nowhere for it.)
        if card.path_count() > 1
            && out(usize::from(path))
            && (0..card.path_count()).any(|p| !out(p))
        {
            return Err(err(
                "wild_in_bounds",
                "One path of this wild card stays in play: you must take it.",
            ));
        }
        Ok(())
    }

    /// A shot's actions (`legal_into`): a switch for a team, a follow of a special that can
    /// be followed, a shot in the direction declared if any. Built legal, a wild card's paths
    /// are flown once for each direction, where checking each shot flew them all again.
    pub(super) fn shot_moves(&self, seat: Seat, out: &mut Vec<HolesAction>, legal_only: bool) {
        let Some(s) = &self.shot else { return };
        if legal_only && s.seat != seat {
            return;
        }
        if self.ms.teams().is_some() && (!legal_only || self.check_switch().is_ok()) {
            out.push(HolesAction::Switch);
        }
        let dirs = s.declared.map_or(0..6, |d| d..d + 1);
        for (i, st) in s.stacks.iter().enumerate() {
            let stack = i as u8;
            if self.followable(st) {
                out.push(HolesAction::Follow(stack));
            }
            let Some(&card) = st.last() else { continue };
            let paths = card.path_count() as u8;
            for dir in dirs.clone() {
                // The paths that go out of bounds, a bit each (a wild card has two or three:
                // cards.rs holds every card to eight at most).
                let mut out_of_bounds = 0u8;
                if legal_only && paths > 1 {
                    for p in 0..paths {
                        let flight =
                            self.shot_flight(seat, s.club, card, dir, usize::from(p), |_| {});
                        if flight.is_none_or(|l| l == Landing::Out) {
                            out_of_bounds |= 1 << p;
                        }
                    }
                }
                let all_out = out_of_bounds.count_ones() == u32::from(paths);
                for path in 0..paths {
                    if all_out || out_of_bounds & (1 << path) == 0 {
                        out.push(HolesAction::Shoot { stack, dir, path });
                    }
                }
            }
        }
    }

    /// Checks the actions of the BigHitDiscard and Choose phases.
    pub(super) fn check_choice(&self, seat: Seat, action: HolesAction) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::BigHitDiscard, HolesAction::Discard(i)) => self.check_discard(seat, i),
            (Phase::Choose, HolesAction::Follow(i)) => self.check_follow(seat, i),
            (Phase::Choose, HolesAction::Shoot { stack, dir, path }) => {
                self.check_shoot(seat, stack, dir, path)
            }
            (Phase::Choose, HolesAction::Switch) => {
                self.own_shot(seat)?;
                self.check_switch()
            }
            _ => Err(not_now()),
        }
    }

    /// Plays the actions of the BigHitDiscard and Choose phases (checked).
    pub(super) fn apply_choice(
        &mut self,
        seat: Seat,
        action: HolesAction,
        events: &mut Vec<HolesEvent>,
    ) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::BigHitDiscard, HolesAction::Discard(i)) => {
                self.discard_stack(seat, usize::from(i), events);
                self.phase = Phase::Choose;
                self.settle(events);
            }
            (Phase::Choose, HolesAction::Switch) => self.switch_golfer(seat, events),
            (Phase::Choose, HolesAction::Follow(i)) => {
                self.follow(usize::from(i), events);
                self.settle(events);
            }
            (Phase::Choose, HolesAction::Shoot { stack, dir, path }) => {
                let card = self
                    .shot
                    .as_ref()
                    .and_then(|s| s.stacks.get(usize::from(stack)))
                    .and_then(|st| st.last())
                    .copied()
                    .unwrap_or(Shot(0));
                self.do_shoot(seat, card, dir, usize::from(path), events);
            }
            _ => return Err(not_now()),
        }
        Ok(())
    }
}
