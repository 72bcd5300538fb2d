//! Solo Chaos Golf: the three automated opponents, their targets and clubs, and the solo deck
//! that paces the combined scoring turns.

use super::{err, Holes18, HolesEvent};
use crate::core::game::RuleError;
use crate::core::rng::shuffle;
use crate::core::sort::sort_short;
use crate::games::holes18::modes::{
    build_solo_deck, solo_cards, solo_par, Chaos, ChaosRule, Claim, ClaimKind, ModeState, Solo,
};

/// Solo Chaos Golf's three automated opponents.
pub const OPPONENTS: usize = 3;

impl Holes18 {
    /// Solo setup: 18 target tokens (the course's hole numbers, repeated to 18) in three
    /// face-down stacks of six, the top one turned up; five of the clubs left to each opponent,
    /// face down; the solo deck built to its rank and its first card turned up.
    pub(super) fn begin_solo(&mut self, events: &mut Vec<HolesEvent>) {
        let holes = self.course.holes.len();
        let mut tokens: Vec<u8> = (0..18).map(|i| (i % holes) as u8).collect();
        shuffle(&mut tokens, &mut self.rng);
        let opp_targets = tokens.chunks(6).map(<[u8]>::to_vec).collect();
        shuffle(&mut self.unused, &mut self.rng);
        let opp_clubs = (0..OPPONENTS)
            .map(|_| {
                let at = self.unused.len().saturating_sub(5);
                self.unused.split_off(at)
            })
            .collect();
        sort_short(&mut self.unused);
        // A laid or loaded course has no measured solo par yet: the default rank.
        let course_id = match (&self.config.custom, &self.config.quick) {
            (None, Some(_)) => "",
            _ => self.config.course.as_str(),
        };
        let rank = self.config.solo_rank.unwrap_or_else(|| solo_par(course_id));
        let mut cards: Vec<u8> = (0..solo_cards().len() as u8).collect();
        shuffle(&mut cards, &mut self.rng);
        let (mut solo_deck, rank) = build_solo_deck(rank, &cards);
        let solo_card = solo_deck.pop();
        let solo = Solo {
            solo_deck,
            solo_card,
            solo_mark: 0,
            solo_used: Vec::new(),
            rank,
            opp_points: vec![0; OPPONENTS],
            opp_targets,
            opp_clubs,
            opp_shown: vec![None; OPPONENTS],
            landed_green: None,
            solo_scored: false,
        };
        self.ms = ModeState::Chaos(Chaos::new(1, holes, &[5, 2], ChaosRule::Solo(solo)));
        events.push(HolesEvent::SoloTurn { card: solo_card });
        self.start_hole(events);
    }

    /// Solo: is the turn under the marker a combined scoring turn?
    pub fn solo_combined(&self) -> bool {
        self.ms.solo().is_some_and(Solo::combined)
    }

    pub(super) fn check_opp_peek(&self, o: usize) -> Result<(), RuleError> {
        let solo = self.ms.solo().filter(|s| o < s.opp_clubs.len());
        let Some(solo) = solo else {
            return Err(err("not_now", "There is no opponent's club to look at."));
        };
        if !solo.combined() {
            return Err(err(
                "not_combined",
                "Opponents' clubs matter only on a combined scoring turn.",
            ));
        }
        if solo.opp_shown[o].is_some() {
            return Err(err(
                "already_shown",
                "That opponent's club is already face up.",
            ));
        }
        Ok(())
    }

    /// Solo: turns up an opponent's top club (a combined turn's look before moving).
    pub(super) fn peek_opp_club(&mut self, o: usize, events: &mut Vec<HolesEvent>) {
        let Some(solo) = self.ms.solo_mut() else {
            return;
        };
        if let Some(club) = solo.opp_clubs[o].last().copied() {
            solo.opp_shown[o] = Some(club);
            events.push(HolesEvent::OppClub {
                opp: o,
                club,
                contest: false,
            });
        }
    }

    /// Takes the largest token left on hole `h`'s green for an opponent.
    pub(super) fn opp_take(&mut self, o: usize, h: usize, events: &mut Vec<HolesEvent>) -> i32 {
        let round = self.round;
        let Some(chaos) = self.ms.chaos_mut() else {
            return 0;
        };
        let pot = &mut chaos.pots[h];
        let Some(i) = (0..pot.len()).max_by_key(|i| pot[*i]) else {
            return 0;
        };
        let v = pot.remove(i);
        let kind = if v == 5 {
            ClaimKind::Five
        } else {
            ClaimKind::Two
        };
        let claim = Claim {
            seat: 1 + o,
            hole: h,
            kind,
            round,
        };
        chaos.claims.push(claim);
        events.push(HolesEvent::Claimed { claim });
        if let ChaosRule::Solo(solo) = &mut chaos.rule {
            solo.opp_points[o] += kind.points();
        }
        kind.points()
    }

    /// The end of the player's turn: on a combined turn the opponents score their targets
    /// (a green the player also reached is decided by the opponent's top club against the
    /// player's); then the player's green; then the marker moves on.
    pub(super) fn solo_scoring(&mut self, events: &mut Vec<HolesEvent>) {
        let Some(solo) = self.ms.solo_mut() else {
            return;
        };
        solo.solo_scored = true;
        let landed = solo.landed_green.take();
        let mut contested = false;
        if solo.combined() {
            for o in 0..OPPONENTS {
                let Some(solo) = self.ms.solo_mut() else {
                    return;
                };
                let Some(t) = solo.opp_targets[o].last().map(|t| usize::from(*t)) else {
                    continue;
                };
                let mut points = 0;
                match landed {
                    Some((h, init)) if usize::from(h) == t => {
                        contested = true;
                        let club = solo.opp_clubs[o].pop();
                        if let Some(club) = club {
                            // The flipped club goes under its pile.
                            solo.opp_clubs[o].insert(0, club);
                            solo.opp_shown[o] = Some(club);
                            events.push(HolesEvent::OppClub {
                                opp: o,
                                club,
                                contest: true,
                            });
                        }
                        if club.is_some_and(|c| c.init() < init) {
                            points = self.opp_take(o, t, events);
                            self.claim(0, t, events);
                        } else {
                            self.claim(0, t, events);
                            points = self.opp_take(o, t, events);
                        }
                    }
                    _ => points += self.opp_take(o, t, events),
                }
                let Some(solo) = self.ms.solo_mut() else {
                    return;
                };
                solo.opp_targets[o].pop();
                events.push(HolesEvent::OppScored {
                    opp: o,
                    hole: t,
                    points,
                    next: solo.opp_targets[o].last().map(|x| usize::from(*x)),
                });
            }
        }
        if let (Some((h, _)), false) = (landed, contested) {
            self.claim(0, usize::from(h), events);
        }
        if let Some(solo) = self.ms.solo_mut() {
            let card = solo.next_turn(&mut self.rng);
            events.push(HolesEvent::SoloTurn { card });
        }
    }
}
