//! Kelly Golf: each player's secret target green, drawn from a bag of the course's holes (two
//! drawn, one kept).

use crate::core::game::{RuleError, Seat};
use crate::core::rng::{shuffle, BotRng, GameRng, Rng};
use crate::core::sort::sort_short;
use crate::games::holes18::rules::{err, Holes18, HolesEvent, Phase};
use serde::{Deserialize, Serialize};

/// A hidden token in a seat's view.
const HIDDEN: u8 = u8::MAX;

/// Kelly Golf's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Kelly {
    /// Each player's secret target green (hole index; always one per seat).
    pub targets: Vec<Option<u8>>,
    /// The two tokens a player has drawn and must choose between (secret).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<Vec<u8>>,
    /// Target tokens still in the bag.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bag: Vec<u8>,
}

impl Kelly {
    /// No targets yet; every hole's token in the bag.
    pub fn new(players: usize, holes: usize) -> Kelly {
        Kelly {
            targets: vec![None; players],
            offers: vec![Vec::new(); players],
            bag: (0..holes as u8).collect(),
        }
    }

    /// The seat choosing a target now, if any.
    pub fn choosing(&self) -> Option<Seat> {
        self.offers.iter().position(|o| !o.is_empty())
    }

    /// Draws two tokens from the bag for `seat` to choose from; the last one is simply taken
    /// as the target (none left, no target). Returns how many were drawn.
    pub fn draw(&mut self, seat: Seat, rng: &mut GameRng) -> usize {
        let k = self.bag.len().min(2);
        let mut drawn = Vec::with_capacity(k);
        for _ in 0..k {
            let i = rng.random_range(0..self.bag.len());
            drawn.push(self.bag.swap_remove(i));
        }
        sort_short(&mut self.bag);
        match drawn.len() {
            1 => self.targets[seat] = drawn.first().copied(),
            2 => {
                sort_short(&mut drawn);
                self.offers[seat] = drawn;
            }
            _ => {}
        }
        k
    }

    /// `seat` keeps hole `h` of the two it drew; the other goes back in the bag.
    pub fn keep(&mut self, seat: Seat, h: u8) {
        let back = std::mem::take(&mut self.offers[seat]);
        self.bag.extend(back.into_iter().filter(|x| *x != h));
        sort_short(&mut self.bag);
        self.targets[seat] = Some(h);
    }

    /// Hole `h`'s flag is taken: its token leaves the bag for good, and whoever had it as
    /// their target (returned) has none now.
    pub fn flag_taken(&mut self, h: usize) -> Option<Seat> {
        self.bag.retain(|x| usize::from(*x) != h);
        let owner = self.targets.iter().position(|t| *t == Some(h as u8));
        if let Some(o) = owner {
            self.targets[o] = None;
        }
        owner
    }

    /// Another player's target and offers are secret (their count only); so is the bag, whose
    /// contents follow from what is public only with the targets.
    pub fn redact(&mut self, seat: Option<Seat>) {
        for (s, t) in self.targets.iter_mut().enumerate() {
            if Some(s) != seat && t.is_some() {
                *t = Some(HIDDEN);
            }
        }
        for (s, o) in self.offers.iter_mut().enumerate() {
            if Some(s) != seat {
                o.iter_mut().for_each(|x| *x = HIDDEN);
            }
        }
        self.bag.iter_mut().for_each(|x| *x = HIDDEN);
    }

    /// The hidden targets and drawn tokens dealt from the greens still flagged (`pots`) that
    /// `me` does not hold itself; the rest make up the bag.
    pub fn sample(&mut self, pots: &[Vec<u8>], me: Option<Seat>, rng: &mut BotRng) {
        let mine: Vec<u8> = me
            .map(|s| {
                let mut v: Vec<u8> = self.offers[s].clone();
                v.extend(self.targets[s]);
                v
            })
            .unwrap_or_default();
        let mut pool: Vec<u8> = (0..pots.len() as u8)
            .filter(|h| !pots[usize::from(*h)].is_empty() && !mine.contains(h))
            .collect();
        shuffle(&mut pool, rng);
        for t in self.targets.iter_mut().flatten() {
            if *t == HIDDEN {
                *t = pool.pop().unwrap_or(0);
            }
        }
        for o in self.offers.iter_mut() {
            for x in o.iter_mut() {
                if *x == HIDDEN {
                    *x = pool.pop().unwrap_or(0);
                }
            }
            sort_short(o);
        }
        sort_short(&mut pool);
        self.bag = pool;
    }
}

impl Holes18 {
    /// Kelly Golf: the first targets, drawn in seat order from `from`; then the game starts.
    pub(in crate::games::holes18) fn first_targets(
        &mut self,
        from: Seat,
        events: &mut Vec<HolesEvent>,
    ) {
        for s in from..self.config.players {
            self.offer(s, events);
            if self.ms.choosing().is_some() {
                self.phase = Phase::Target;
                return;
            }
        }
        self.start_hole(events);
    }

    /// Kelly Golf: draw two target tokens for `seat` to choose from (the last one is simply
    /// taken; none left, no target).
    pub(super) fn offer(&mut self, seat: Seat, events: &mut Vec<HolesEvent>) {
        let Some(kelly) = self.ms.kelly_mut() else {
            return;
        };
        let count = kelly.draw(seat, &mut self.rng);
        events.push(HolesEvent::TargetDrawn { seat, count });
        if count == 1 {
            events.push(HolesEvent::TargetKept { seat });
        }
    }

    pub(in crate::games::holes18) fn check_keep(&self, seat: Seat, h: u8) -> Result<(), RuleError> {
        if !self.ms.offers().get(seat).is_some_and(|o| o.contains(&h)) {
            return Err(err(
                "not_offered",
                "Keep one of the two target greens you drew.",
            ));
        }
        Ok(())
    }

    /// Kelly Golf: the target kept, the other token back in the bag.
    pub(in crate::games::holes18) fn apply_keep(
        &mut self,
        seat: Seat,
        h: u8,
        events: &mut Vec<HolesEvent>,
    ) {
        if let Some(kelly) = self.ms.kelly_mut() {
            kelly.keep(seat, h);
        }
        events.push(HolesEvent::TargetKept { seat });
        if self.round == 0 {
            self.first_targets(seat + 1, events);
        } else {
            self.proceed(events);
        }
    }
}
