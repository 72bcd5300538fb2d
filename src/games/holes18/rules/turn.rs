//! Step 4 of a round, Complete One Action: Move One Hex, Play Club Card, Attempt a Big Hit,
//! Exit Bunker or Reset Your Hand; and the solo and team actions taken on a turn.

use super::{check_dir, err, not_now, Holes18, HolesAction, HolesEvent, Landing, Phase, Shooting};
use crate::core::game::{RuleError, Seat};
use crate::core::rng::Rng;
use crate::games::holes18::cards::{Bunker, Club, ClubRule, Deck, Shot};
use crate::games::holes18::course::{Dir, Terrain};

impl Holes18 {
    /// Checks an action on a turn: the player's own turn, with the club selected.
    pub(super) fn check_turn(&self, seat: Seat, action: HolesAction) -> Result<(), RuleError> {
        if self.order.get(self.turn) != Some(&seat) {
            return Err(err("not_your_turn", "It is not your turn."));
        }
        let club = self.selected[seat].ok_or_else(not_now)?;
        match action {
            HolesAction::ResetHand => Ok(()),
            HolesAction::PeekClub(o) => self.check_opp_peek(usize::from(o)),
            HolesAction::Switch => self.check_switch(),
            HolesAction::Move(d) => self.check_move(seat, d),
            HolesAction::Play { deck, dir } => self.check_play(seat, club, deck, dir),
            HolesAction::Wood(d) => {
                check_dir(d)?;
                if !club.is_wood() {
                    return Err(err("not_a_wood", "Only a wood moves a fixed distance."));
                }
                self.check_not_in_bunker(seat)
            }
            HolesAction::BigHit => self.check_big_hit(seat, club),
            HolesAction::Bunker { deck, dir } => {
                check_dir(dir)?;
                if !self.in_bunker(seat) {
                    return Err(err("not_in_bunker", "Your ball is not in a bunker."));
                }
                self.check_deck(seat, club, deck)?;
                self.check_can_draw(deck)
            }
            _ => Err(not_now()),
        }
    }

    /// A turn's actions (`legal_into`; the caller knows it is this seat's turn). Built legal,
    /// each condition of `check_turn` is read once for the turn instead of once per action.
    /// As candidates: exits only from a bunker, a fixed distance only with a wood, a Big Hit
    /// only with its icon and a switch only for a team, since no golfer power allows the others.
    pub(super) fn turn_moves(&self, seat: Seat, out: &mut Vec<HolesAction>, legal_only: bool) {
        let Some(club) = self.selected[seat] else {
            return;
        };
        let from = self.pos[seat];
        let bunkered = self.in_bunker(seat);
        let stays = legal_only && bunkered;
        for d in 0..6 {
            if !legal_only || !bunkered && self.course.standable(from.step(d)) {
                out.push(HolesAction::Move(d));
            }
        }
        let from_here = club.rule() != ClubRule::TeeOnly || self.terrain_at(seat) == Terrain::Tee;
        let plays =
            !legal_only || from_here && (!bunkered || club.rule() == ClubRule::BunkerAsRough);
        for &deck in club.decks() {
            if legal_only && !self.can_draw(deck) {
                continue;
            }
            if plays {
                if deck == Deck::C && club.rule() != ClubRule::NoDeclare {
                    out.extend((0..6).map(|d| HolesAction::Play { deck, dir: Some(d) }));
                } else {
                    out.push(HolesAction::Play { deck, dir: None });
                }
            }
            if bunkered && (!legal_only || from_here) {
                out.extend((0..6).map(|dir| HolesAction::Bunker { deck, dir }));
            }
        }
        if club.is_wood() && !stays {
            out.extend((0..6).map(HolesAction::Wood));
        }
        let big_hit = match legal_only {
            true => self.check_big_hit(seat, club).is_ok(),
            false => club.big_hit_deck().is_some(),
        };
        if big_hit {
            out.push(HolesAction::BigHit);
        }
        out.push(HolesAction::ResetHand);
        out.extend(
            (0..self.ms.opp_clubs().len() as u8)
                .filter(|&o| !legal_only || self.check_opp_peek(usize::from(o)).is_ok())
                .map(HolesAction::PeekClub),
        );
        if self.ms.teams().is_some() && (!legal_only || self.check_switch().is_ok()) {
            out.push(HolesAction::Switch);
        }
    }

    fn check_not_in_bunker(&self, seat: Seat) -> Result<(), RuleError> {
        if self.in_bunker(seat) {
            return Err(err("in_bunker", "You are in a bunker: exit it first."));
        }
        Ok(())
    }

    fn check_can_draw(&self, deck: Deck) -> Result<(), RuleError> {
        if !self.can_draw(deck) {
            return Err(err("deck_empty", "That deck has no cards."));
        }
        Ok(())
    }

    /// Playing the club and leaving a bunker both draw from one of its decks (the Driver's only
    /// from a tee box).
    fn check_deck(&self, seat: Seat, club: Club, deck: Deck) -> Result<(), RuleError> {
        if !club.decks().contains(&deck) {
            return Err(err(
                "wrong_deck",
                format!(
                    "The {} does not draw from deck {}.",
                    club.name(),
                    deck.name()
                ),
            ));
        }
        if club.rule() == ClubRule::TeeOnly && self.terrain_at(seat) != Terrain::Tee {
            return Err(err("tee_only", "The Driver is played from a tee box only."));
        }
        Ok(())
    }

    /// a) Move One Hex: not out of a bunker, not onto trees, the clubhouse or off the course.
    fn check_move(&self, seat: Seat, d: Dir) -> Result<(), RuleError> {
        check_dir(d)?;
        if self.in_bunker(seat) && !self.golfers_bunker_bound(seat) {
            return Err(err(
                "in_bunker",
                "You cannot move out of a bunker: exit it with a club.",
            ));
        }
        if !self.course.standable(self.pos[seat].step(d)) {
            return Err(err(
                "cannot_move_there",
                "You cannot move onto trees, the clubhouse or off the course.",
            ));
        }
        Ok(())
    }

    /// b) Play Club Card: a chip is declared before drawing (but for the Lob Wedge).
    fn check_play(
        &self,
        seat: Seat,
        club: Club,
        deck: Deck,
        dir: Option<Dir>,
    ) -> Result<(), RuleError> {
        self.check_deck(seat, club, deck)?;
        if self.in_bunker(seat) && club.rule() != ClubRule::BunkerAsRough {
            return Err(err("in_bunker", "You are in a bunker: exit it first."));
        }
        let declare = deck == Deck::C && club.rule() != ClubRule::NoDeclare;
        match (declare, dir) {
            (true, None) => {
                return Err(err(
                    "declare_direction",
                    "Declare a direction before drawing from the chip deck.",
                ))
            }
            (false, Some(_)) => {
                return Err(err(
                    "no_declaration",
                    "This shot's direction is chosen after drawing.",
                ))
            }
            (true, Some(d)) => check_dir(d)?,
            (false, None) => {}
        }
        self.check_can_draw(deck)
    }

    /// c) Attempt a Big Hit: a club with the icon, one card more than it draws.
    fn check_big_hit(&self, seat: Seat, club: Club) -> Result<(), RuleError> {
        let Some(deck) = club.big_hit_deck() else {
            // Fixed words: this refusal is met at every turn's list of moves, so it must not
            // allocate.
            return Err(err("no_big_hit", "That club does not allow a Big Hit."));
        };
        self.check_not_in_bunker(seat)?;
        let d = &self.decks[deck.index()];
        if d.draw.len() + d.discard.len() < usize::from(club.draw()) + 1 {
            return Err(err("deck_empty", "That deck has too few cards."));
        }
        Ok(())
    }

    /// Plays an action on a turn (checked).
    pub(super) fn apply_turn(
        &mut self,
        seat: Seat,
        action: HolesAction,
        events: &mut Vec<HolesEvent>,
    ) -> Result<(), RuleError> {
        let club = self.selected[seat].unwrap_or(Club(1));
        self.ms.set_landed_tee(seat, false);
        match action {
            HolesAction::Switch => self.switch_golfer(seat, events),
            HolesAction::PeekClub(o) => self.peek_opp_club(usize::from(o), events),
            HolesAction::ResetHand => {
                if self.golfers_may_reset(seat) {
                    self.reset_hand(seat, events);
                }
                self.end_turn(seat, false, events);
            }
            HolesAction::Move(d) => {
                let from = self.pos[seat];
                let to = from.step(d);
                events.push(HolesEvent::Moved { seat, from, to });
                self.settle_ball(seat, to, false, events);
                self.end_turn(seat, false, events);
            }
            HolesAction::Wood(d) => self.play_wood(seat, club, d, events),
            HolesAction::Play { deck, dir } => {
                self.start_shot(seat, club, false, dir);
                self.draw_stacks(seat, deck, club.draw(), events);
                self.phase = Phase::Choose;
                self.settle(events);
            }
            HolesAction::BigHit => self.big_hit(seat, club, events),
            HolesAction::Bunker { deck, dir } => self.exit_bunker(seat, club, deck, dir, events),
            _ => return Err(not_now()),
        }
        Ok(())
    }

    fn play_wood(&mut self, seat: Seat, club: Club, d: Dir, events: &mut Vec<HolesEvent>) {
        let from = self.pos[seat];
        let (path, landing) = self.wood_outcome(seat, club, d);
        events.push(HolesEvent::Flew {
            seat,
            card: None,
            from,
            path,
            landing,
        });
        if let Landing::At(to) = landing {
            self.settle_ball(seat, to, true, events);
        }
        self.end_turn(seat, landing == Landing::Out, events);
    }

    fn start_shot(&mut self, seat: Seat, club: Club, big_hit: bool, declared: Option<Dir>) {
        self.shot = Some(Shooting {
            seat,
            club,
            big_hit,
            declared,
            stacks: Vec::new(),
            discarded: Vec::new(),
        });
    }

    /// Draws `count` cards from `deck`, each the start of a stack.
    fn draw_stacks(&mut self, seat: Seat, deck: Deck, count: u8, events: &mut Vec<HolesEvent>) {
        for _ in 0..count {
            if let Some(card) = self.draw(deck, events) {
                events.push(HolesEvent::Drew { seat, deck, card });
                if let Some(s) = self.shot.as_mut() {
                    s.stacks.push(vec![card]);
                }
            }
        }
    }

    /// One card more than the club draws; the player to the left (alone: chance) discards one.
    fn big_hit(&mut self, seat: Seat, club: Club, events: &mut Vec<HolesEvent>) {
        let deck = club.big_hit_deck().unwrap_or(Deck::D5);
        self.start_shot(seat, club, true, None);
        self.draw_stacks(seat, deck, club.draw() + 1, events);
        if self.config.players > 1 {
            self.phase = Phase::BigHitDiscard;
        } else {
            let k = self.shot.as_ref().map_or(0, |s| s.stacks.len());
            let i = self.rng.random_range(0..k.max(1));
            self.discard_stack(seat, i, events);
            self.phase = Phase::Choose;
            self.settle(events);
        }
    }

    /// d) Exit Bunker: one card, read for its bunker icon, towards the declared hex.
    fn exit_bunker(
        &mut self,
        seat: Seat,
        club: Club,
        deck: Deck,
        dir: Dir,
        events: &mut Vec<HolesEvent>,
    ) {
        self.start_shot(seat, club, false, Some(dir));
        self.draw_stacks(seat, deck, 1, events);
        self.settle(events);
        let top = self
            .shot
            .as_ref()
            .and_then(|s| s.stacks.first())
            .and_then(|st| st.last())
            .copied();
        let (card, icon) = match top {
            Some(c) if !c.redraws() => (c, c.bunker()),
            Some(c) => (c, Bunker::Stay),
            None => (Shot(0), Bunker::Stay),
        };
        let landing = self.bunker_outcome(seat, dir, icon);
        events.push(HolesEvent::BunkerExit {
            seat,
            card,
            outcome: icon,
            landing,
        });
        if let Landing::At(to) = landing {
            if to != self.pos[seat] {
                self.settle_ball(seat, to, true, events);
            }
        }
        self.end_turn(seat, landing == Landing::Out, events);
    }
}
