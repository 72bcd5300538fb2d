//! Skins: placing the 5-point tokens, the pots, carried ties and the elimination holes.

use super::{err, Holes18, HolesEvent};
use crate::core::game::{RuleError, Seat};
use crate::games::holes18::modes::Skin;

impl Holes18 {
    pub(super) fn check_place(&self, seat: Seat, h: u8) -> Result<(), RuleError> {
        if self.ms.placing() != Some(seat) {
            return Err(err(
                "not_your_turn",
                "It is not your turn to place a token.",
            ));
        }
        if usize::from(h) >= self.course.holes.len() {
            return Err(err("no_such_hole", "This course has no such hole."));
        }
        Ok(())
    }

    /// A 5-point token placed; after the last seat, the other greens' tokens and the first hole.
    pub(super) fn apply_place(&mut self, seat: Seat, h: u8, events: &mut Vec<HolesEvent>) {
        let players = self.config.players;
        let Some(skins) = self.ms.skins_mut() else {
            return;
        };
        let all_placed = skins.place(seat, usize::from(h), players);
        events.push(HolesEvent::Placed {
            seat,
            hole: usize::from(h),
        });
        if all_placed {
            self.draw_skins_tokens(events);
            self.start_hole(events);
        }
    }

    /// Skins: one player alone on the green takes its pot; a tie carries it on.
    pub(super) fn end_skins_round(&mut self, events: &mut Vec<HolesEvent>) {
        if self.arrived.is_empty() {
            return self.start_round(events);
        }
        let holes = self.course.holes.len();
        let hole = self.hole;
        let seats: Vec<Seat> = self.arrived.iter().map(|a| a.seat).collect();
        for a in std::mem::take(&mut self.arrived) {
            if a.hole_in_one {
                self.hole_in_ones[a.seat] += 1;
            }
        }
        let Some(skins) = self.ms.skins_mut() else {
            return;
        };
        let playoff = !skins.playoff.is_empty();
        let pot = std::mem::take(&mut skins.pots[hole]);
        let value: u8 = pot.iter().sum();
        if let [winner] = seats[..] {
            skins.points[winner] += i32::from(value);
            let skin = Skin {
                hole,
                winner: Some(winner),
                value,
                tied: Vec::new(),
                playoff,
            };
            skins.skins.push(skin.clone());
            events.push(HolesEvent::Skin { skin, next: None });
            if playoff {
                skins.playoff.clear();
                if value == 0 {
                    // A tie-break hole (level on points, no pot): its winner wins the game.
                    skins.champion = Some(winner);
                    return self.finish(events);
                }
                // The jackpot is claimed; the points decide, as after the last green.
                return self.skins_after_last(Vec::new(), Vec::new(), events);
            }
            if hole + 1 >= holes {
                return self.skins_after_last(Vec::new(), Vec::new(), events);
            }
            self.hole += 1;
            return self.start_hole(events);
        }
        // Tied: the pot goes on to the next green.
        let next = if playoff || hole + 1 < holes {
            Some((hole + 1) % holes)
        } else {
            None
        };
        let skin = Skin {
            hole,
            winner: None,
            value,
            tied: seats.clone(),
            playoff,
        };
        skins.skins.push(skin.clone());
        events.push(HolesEvent::Skin { skin, next });
        match next {
            Some(h) => {
                skins.pots[h].extend(pot);
                if playoff {
                    // Only the tied players go on.
                    skins.playoff = seats;
                }
                self.hole = h;
                self.start_hole(events);
            }
            None => self.skins_after_last(seats, pot, events),
        }
    }

    /// Skins after the last green (or after an elimination's jackpot is claimed): the most
    /// points wins. `tied` reached the last green together with `pot` on it. If who takes that
    /// pot could change who leads, every tied player (the rulebook's "all players that tied",
    /// even one who could not lead with it) replays from the first tee for it. Otherwise, a
    /// tie for the most points goes to tie-break holes between the leaders, with no pot; a
    /// single leader wins at once.
    pub(super) fn skins_after_last(
        &mut self,
        tied: Vec<Seat>,
        pot: Vec<u8>,
        events: &mut Vec<HolesEvent>,
    ) {
        let n = self.config.players;
        let Some(skins) = self.ms.skins_mut() else {
            return;
        };
        let value: i32 = pot.iter().map(|v| i32::from(*v)).sum();
        let leaders = |points: &[i32]| -> Vec<Seat> {
            let best = points.iter().copied().max().unwrap_or(0);
            (0..n).filter(|s| points[*s] == best).collect()
        };
        let outcomes: Vec<Vec<Seat>> = tied
            .iter()
            .map(|&p| {
                let mut pts = skins.points.clone();
                pts[p] += value;
                leaders(&pts)
            })
            .collect();
        let decides = value > 0 && outcomes.iter().any(|o| *o != outcomes[0]);
        let players = if decides {
            tied
        } else {
            leaders(&skins.points)
        };
        if players.len() < 2 {
            return self.finish(events);
        }
        skins.pots[0] = if decides { pot } else { Vec::new() };
        for &s in &players {
            self.reset_hand(s, events);
        }
        events.push(HolesEvent::Playoff {
            seats: players.clone(),
            hole: 0,
        });
        if let Some(skins) = self.ms.skins_mut() {
            skins.playoff = players;
        }
        self.hole = 0;
        self.start_hole(events);
    }

    /// Skins: after the last 5-point token is placed, a random 1 or 2 on every bare green.
    pub(super) fn draw_skins_tokens(&mut self, events: &mut Vec<HolesEvent>) {
        let Some(skins) = self.ms.skins_mut() else {
            return;
        };
        skins.fill_bare_greens(&mut self.rng);
        events.push(HolesEvent::PotsSet {
            pots: skins.pots.clone(),
        });
    }
}
