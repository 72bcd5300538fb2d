//! Skins: placing the 5-point tokens, the pots on the greens, carried ties and the elimination
//! holes.

use crate::core::game::{RuleError, Seat};
use crate::core::rng::{shuffle, GameRng};
use crate::games::holes18::rules::{err, Holes18, HolesEvent};
use serde::{Deserialize, Serialize};

/// One Skins hole: who won it alone (and what it was worth), or the pot carried on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Skin {
    pub hole: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Seat>,
    pub value: u8,
    /// The players who tied (the pot carried on).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tied: Vec<Seat>,
    /// An elimination hole.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub playoff: bool,
}

/// Skins' bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Skins {
    /// The tokens on each green.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pots: Vec<Vec<u8>>,
    /// Points scored (always one per seat).
    pub points: Vec<i32>,
    /// Who places a 5-point token next (setup).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placing: Option<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skins: Vec<Skin>,
    /// The players still in the elimination holes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playoff: Vec<Seat>,
    /// The winner of the tie-break holes between players level on the most points (never
    /// set by an elimination played for a pot: its winner takes the pot and the points decide).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub champion: Option<Seat>,
}

impl Skins {
    /// Before the tokens are placed: the last green holds a 5, the first seat places next.
    pub fn new(players: usize, holes: usize) -> Skins {
        let mut pots = vec![Vec::new(); holes];
        pots[holes - 1].push(5);
        Skins {
            pots,
            points: vec![0; players],
            placing: Some(0),
            skins: Vec::new(),
            playoff: Vec::new(),
            champion: None,
        }
    }

    /// `seat` places a 5-point token on hole `h`'s green; the next of `players` places next.
    /// Whether every token is placed.
    pub fn place(&mut self, seat: Seat, h: usize, players: usize) -> bool {
        self.pots[h].push(5);
        self.placing = (seat + 1 < players).then_some(seat + 1);
        self.placing.is_none()
    }

    /// A random 1 or 2 (from 18 of each) on every green still bare.
    pub fn fill_bare_greens(&mut self, rng: &mut GameRng) {
        let mut tokens: Vec<u8> = [1u8, 2].iter().flat_map(|v| [*v; 18]).collect();
        shuffle(&mut tokens, rng);
        for pot in self.pots.iter_mut() {
            if pot.is_empty() {
                pot.extend(tokens.pop());
            }
        }
    }
}

impl Holes18 {
    pub(in crate::games::holes18) fn check_place(
        &self,
        seat: Seat,
        h: u8,
    ) -> Result<(), RuleError> {
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
    pub(in crate::games::holes18) fn apply_place(
        &mut self,
        seat: Seat,
        h: u8,
        events: &mut Vec<HolesEvent>,
    ) {
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
    pub(in crate::games::holes18) fn end_skins_round(&mut self, events: &mut Vec<HolesEvent>) {
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
    fn skins_after_last(&mut self, tied: Vec<Seat>, pot: Vec<u8>, events: &mut Vec<HolesEvent>) {
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
    fn draw_skins_tokens(&mut self, events: &mut Vec<HolesEvent>) {
        let Some(skins) = self.ms.skins_mut() else {
            return;
        };
        skins.fill_bare_greens(&mut self.rng);
        events.push(HolesEvent::PotsSet {
            pots: skins.pots.clone(),
        });
    }
}
