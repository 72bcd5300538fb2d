//! Playing a Round: 1. Reset Empty Hands, 2. Select Club, 3. Determine Play Order, and after
//! each action 5. Discard Club and the next player (or the end of the round).

use super::flight::usable_from;
use super::{err, not_now, Holes18, HolesAction, HolesEvent, Phase, Water};
use crate::core::game::{Game, RuleError, Seat};
use crate::core::sort::{sort_short, sort_short_by_key};
use crate::games::holes18::cards::Club;
use crate::games::holes18::modes::Mode;

impl Holes18 {
    pub(crate) fn start_round(&mut self, events: &mut Vec<HolesEvent>) {
        let n = self.config.players;
        // A round in which everyone sits in the water passes at once (at most twice in a row).
        for _ in 0..3 {
            self.round += 1;
            events.push(HolesEvent::RoundStarted { round: self.round });
            for s in 0..n {
                if self.water[s] == Water::Landed {
                    self.water[s] = Water::Skipping;
                    events.push(HolesEvent::SkipsRound { seat: s });
                    // Stableford counts the missed round as a turn.
                    if self.config.mode == Mode::Stableford {
                        self.penalty(s, events);
                    }
                }
            }
            for s in 0..n {
                if self.active(s) && (self.hands[s].is_empty() || self.golfers_hand_spent(s)) {
                    self.reset_hand(s, events);
                }
            }
            self.selected.clear();
            self.selected.resize(n, None);
            self.order.clear();
            self.turn = 0;
            self.ms.new_round();
            if (0..n).any(|s| self.active(s)) {
                self.phase = Phase::Select;
                return;
            }
            // Solo: a round missed in the water is still the opponents' turn.
            if self.config.mode == Mode::SoloChaos {
                self.solo_scoring(events);
                if !self.ms.pots().iter().any(|p| p.contains(&5)) {
                    return self.finish(events);
                }
            }
            for w in self.water.iter_mut() {
                if *w == Water::Skipping {
                    *w = Water::Dry;
                }
            }
        }
    }

    pub(crate) fn reset_hand(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        let back = std::mem::take(&mut self.discards[seat]);
        self.hands[seat].extend(back);
        sort_short(&mut self.hands[seat]);
        self.golfers_hand_reset(seat); // golfer hook
        events.push(HolesEvent::HandReset { seat });
    }

    /// Plays this round: not missing it in the water, not waiting on the green (Stroke Play,
    /// Stableford), not eliminated (Skins play-off).
    pub(super) fn active(&self, seat: Seat) -> bool {
        self.water[seat] != Water::Skipping
            && !self.ms.holed().get(seat).copied().unwrap_or(false)
            && (self.ms.playoff().is_empty() || self.ms.playoff().contains(&seat))
    }

    pub(super) fn penalty(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        if self.ms.add_penalty(seat) {
            events.push(HolesEvent::Penalty { seat });
        }
    }

    pub(in crate::games::holes18) fn check_in_hand(
        &self,
        seat: Seat,
        c: Club,
    ) -> Result<(), RuleError> {
        if !self.hands[seat].contains(&c) {
            return Err(err("not_in_hand", "That club is not in your hand."));
        }
        Ok(())
    }

    /// 2. Select Club: in secret, by everyone who plays this round.
    fn check_select(&self, seat: Seat, c: Club) -> Result<(), RuleError> {
        if self.ms.holed().get(seat).copied().unwrap_or(false) {
            return Err(err(
                "on_green",
                "You are on the green: wait for the others to finish the hole.",
            ));
        }
        if !self.ms.playoff().is_empty() && !self.ms.playoff().contains(&seat) {
            return Err(err(
                "eliminated",
                "Only the players still in the elimination holes play.",
            ));
        }
        if !self.active(seat) {
            return Err(err(
                "in_water",
                "Your ball is in the water: you miss this round.",
            ));
        }
        if self.selected[seat].is_some() {
            return Err(err("already_selected", "You have already selected a club."));
        }
        self.check_in_hand(seat, c)
    }

    /// Before selecting, a hand is reset only if a club in it cannot be used here.
    fn check_reset_before_select(&self, seat: Seat) -> Result<(), RuleError> {
        if !self.active(seat) || self.selected[seat].is_some() {
            return Err(not_now());
        }
        if self.discards[seat].is_empty() {
            return Err(err("nothing_to_reset", "You have no discarded clubs."));
        }
        let lie = self.terrain_at(seat);
        if self.hands[seat].iter().all(|c| usable_from(lie, *c)) {
            return Err(err(
                "hand_usable",
                "Before selecting, you may reset only if a club in your hand cannot be used here.",
            ));
        }
        Ok(())
    }

    /// Selection's actions (`legal_into`): a seat that may move plays this round and has
    /// selected nothing, so every club in its hand may be selected.
    pub(super) fn select_moves(&self, seat: Seat, out: &mut Vec<HolesAction>, legal_only: bool) {
        out.extend(self.hands[seat].iter().map(|c| HolesAction::Select(*c)));
        if !legal_only || self.check_reset_before_select(seat).is_ok() {
            out.push(HolesAction::ResetHand);
        }
    }

    /// Checks the actions of the Select phase.
    pub(super) fn check_selection(&self, seat: Seat, action: HolesAction) -> Result<(), RuleError> {
        match action {
            HolesAction::Select(c) => self.check_select(seat, c),
            HolesAction::ResetHand => self.check_reset_before_select(seat),
            _ => Err(not_now()),
        }
    }

    /// The club leaves the hand to be this turn's club.
    pub(in crate::games::holes18) fn select_club(&mut self, seat: Seat, c: Club) {
        self.hands[seat].retain(|x| *x != c);
        self.selected[seat] = Some(c);
    }

    /// Plays the actions of the Select phase (checked); the last selection reveals them all.
    pub(super) fn apply_selection(
        &mut self,
        seat: Seat,
        action: HolesAction,
        events: &mut Vec<HolesEvent>,
    ) -> Result<(), RuleError> {
        match action {
            HolesAction::Select(c) => {
                self.select_club(seat, c);
                events.push(HolesEvent::Selected { seat });
                if self.first_to_move().is_none() {
                    self.reveal(events);
                }
            }
            HolesAction::ResetHand => self.reset_hand(seat, events),
            _ => return Err(not_now()),
        }
        Ok(())
    }

    pub(super) fn reveal(&mut self, events: &mut Vec<HolesEvent>) {
        // Written over last round's order (no new list).
        let mut order = std::mem::take(&mut self.order);
        order.clear();
        order.extend((0..self.config.players).filter(|s| self.selected[*s].is_some()));
        // Equal initiative keeps seat order (the seat is the tie-break).
        sort_short_by_key(&mut order, |s| (self.selected[*s].map(Club::init), *s));
        self.golfers_order(&mut order); // golfer hook
        self.order = order;
        self.turn = 0;
        self.phase = Phase::Turn;
        events.push(HolesEvent::Revealed {
            clubs: self.selected.clone(),
            order: self.order.clone(),
        });
        self.golfers_revealed(); // golfer hook
    }

    /// Step 5: the club goes to the discard pile (or back to hand after out of bounds), the
    /// shot cards to their decks' discard piles; then the next player, or the end of the round.
    pub(super) fn end_turn(&mut self, seat: Seat, club_back: bool, events: &mut Vec<HolesEvent>) {
        if let Some(club) = self.selected[seat].take() {
            if self.golfers_club_away(seat, club, events) {
                // golfer hook: kept by a power, or borrowed from its owner
            } else if club_back {
                self.hands[seat].push(club);
                sort_short(&mut self.hands[seat]);
                events.push(HolesEvent::ClubBack { seat, club });
            } else {
                self.discards[seat].push(club);
                events.push(HolesEvent::ClubDiscarded { seat, club });
            }
        }
        if let Some(shot) = self.shot.take() {
            for card in shot.stacks.into_iter().flatten().chain(shot.discarded) {
                self.decks[card.deck().index()].discard(card);
            }
        }
        self.turns_on_hole[seat] = self.turns_on_hole[seat].saturating_add(1);
        if let Some(teams) = self.ms.teams_mut() {
            teams.switched = false;
        }
        if club_back && self.config.mode.counts_strokes() {
            self.penalty(seat, events);
        }
        if self.phase == Phase::Over {
            return;
        }
        let has_clubs = !self.hands[seat].is_empty();
        if let Some(chaos) = self.ms.chaos_mut().filter(|c| c.in_extra) {
            // Another extra turn only after landing on a tee box again, with a club to play.
            let again = chaos.landed_tee.get(seat).copied().unwrap_or(false) && has_clubs;
            if !again && chaos.extra.first() == Some(&seat) {
                chaos.extra.remove(0);
            }
        }
        self.turn += 1;
        self.phase = Phase::Turn;
        self.proceed(events);
    }

    /// What comes after a turn or a choice: a Kelly target to choose, the next turn, the
    /// chaos modes' extra turns, or the end of the round.
    pub(in crate::games::holes18) fn proceed(&mut self, events: &mut Vec<HolesEvent>) {
        if self.phase == Phase::Over {
            return;
        }
        if self.ms.choosing().is_some() {
            self.phase = Phase::Target;
            return;
        }
        if self.turn < self.order.len() {
            self.phase = Phase::Turn;
            return;
        }
        if self.ms.solo().is_some_and(|s| !s.solo_scored) {
            self.solo_scoring(events);
        }
        if let Some(chaos) = self.ms.chaos_mut() {
            if chaos.extra_turns(&self.order, &self.hands) {
                self.phase = Phase::Extra;
                return;
            }
        }
        self.end_round(events);
    }
}
