//! The club draft with golfers: how many clubs each carries, which clubs a golfer may take
//! (Iron Jane, The Shark b), Slugger's Driver, Iron Jane's first choice, Slick Rikesh b's
//! passes and The Shark b's leftovers.

use super::{err, is_iron, is_wedge, Decision, Golfer, Side};
use crate::core::game::{RuleError, Seat};
use crate::core::rng::shuffle;
use crate::core::sort::sort_short;
use crate::games::holes18::cards::{club_pool, Club, ClubRule};
use crate::games::holes18::rules::{Holes18, HolesEvent, HAND};

impl Holes18 {
    /// How many clubs this seat carries.
    pub fn carry(&self, seat: Seat) -> usize {
        match self.golfer(seat).map(|c| (c.golfer, c.side)) {
            Some((Golfer::Dorian, Side::B)) => 3,
            Some((Golfer::SlickRikesh, Side::B)) => 1,
            Some((Golfer::IronJane, Side::B)) => 4,
            _ => HAND,
        }
    }

    /// May this seat carry this club (beside the clubs it already has)?
    pub(super) fn club_allowed(&self, seat: Seat, c: Club) -> Result<(), RuleError> {
        if self.golfer_is(seat, Golfer::TheShark) == Some(Side::B) && is_wedge(c) {
            return Err(err("no_wedges", "The Shark (b) carries no wedges."));
        }
        if let Some(side) = self.golfer_is(seat, Golfer::IronJane) {
            if !is_iron(c) {
                return Err(err("irons_only", "Iron Jane carries irons only."));
            }
            if side == Side::B && self.hands[seat].iter().any(|h| h.name() == c.name()) {
                return Err(err(
                    "no_two_alike",
                    "Iron Jane (b) may not carry two of the same club.",
                ));
            }
        }
        Ok(())
    }

    pub(super) fn can_pick(&self, seat: Seat) -> bool {
        self.hands[seat].len() < self.carry(seat)
            && self
                .packets
                .get(seat)
                .is_some_and(|p| p.iter().any(|c| self.club_allowed(seat, *c).is_ok()))
    }

    /// Golfer hook (rules `new`): the draft with golfers. Slugger gets the Driver; Iron Jane
    /// chooses first from the whole pool; the others are dealt packets.
    pub(crate) fn golfers_start_draft(&mut self) {
        let n = self.config.players;
        let mut pool = club_pool(n);
        shuffle(&mut pool, &mut self.rng);
        self.unused = Club::all().filter(|c| !club_pool(n).contains(c)).collect();
        self.packets = vec![Vec::new(); n];
        self.picks = vec![None; n];
        if let Some((s, _)) = self.golfer_seat(Golfer::Slugger) {
            let driver = pool
                .iter()
                .copied()
                .filter(|c| c.rule() == ClubRule::TeeOnly)
                .min();
            if let Some(d) = driver {
                pool.retain(|c| *c != d);
                self.hands[s].push(d);
                if let Some(g) = self.gs_mut() {
                    g.driver = Some(d);
                }
            }
        }
        if let Some((s, _)) = self.golfer_seat(Golfer::IronJane) {
            sort_short(&mut pool);
            self.packets[s] = pool;
            if let Some(g) = self.gs_mut() {
                g.jane = true;
            }
        } else {
            self.deal_packets(pool);
        }
        // Nothing to pick (a lone Iron Jane is handled by her own picks).
        if !self.gs().is_some_and(|g| g.jane) {
            self.draft_advance(&mut Vec::new());
        }
    }

    pub(super) fn drafters(&self) -> Vec<Seat> {
        let jane = self.golfer_seat(Golfer::IronJane).map(|(s, _)| s);
        (0..self.config.players)
            .filter(|s| Some(*s) != jane)
            .collect()
    }

    pub(super) fn deal_packets(&mut self, mut pool: Vec<Club>) {
        let drafters = self.drafters();
        let each = pool.len() / drafters.len().max(1);
        for &s in &drafters {
            let mut p: Vec<Club> = pool.drain(..each).collect();
            sort_short(&mut p);
            self.packets[s] = p;
        }
        self.unused.extend(pool);
        sort_short(&mut self.unused);
    }

    /// Who picks now in a draft with golfers.
    pub(super) fn draft_movers(&self) -> Vec<Seat> {
        let Some(g) = self.gs() else {
            return Vec::new();
        };
        if g.jane {
            return self
                .golfer_seat(Golfer::IronJane)
                .map(|(s, _)| vec![s])
                .unwrap_or_default();
        }
        if g.leftovers {
            return self
                .golfer_seat(Golfer::TheShark)
                .map(|(s, _)| vec![s])
                .unwrap_or_default();
        }
        self.drafters()
            .into_iter()
            .filter(|s| self.picks[*s].is_none() && !g.passed[*s] && self.can_pick(*s))
            .collect()
    }

    /// Ends picks nobody can still make: packets pass left among the drafters; after the fifth
    /// pick, The Shark's leftovers, then Dorian's choice and the first hole.
    pub(super) fn draft_advance(&mut self, events: &mut Vec<HolesEvent>) {
        let n = self.config.players;
        for _ in 0..=HAND {
            let Some(g) = self.gs() else { return };
            if g.jane || g.leftovers || !self.draft_movers().is_empty() {
                return;
            }
            for s in 0..n {
                if let Some(c) = self.picks[s].take() {
                    self.hands[s].push(c);
                    sort_short(&mut self.hands[s]);
                }
            }
            let Some(g) = self.gs_mut() else { return };
            g.passed.iter_mut().for_each(|p| *p = false);
            g.pick += 1;
            if usize::from(g.pick) >= HAND {
                if let Some((s, Side::B)) = self.golfer_seat(Golfer::TheShark) {
                    let rest: Vec<Club> = self.packets.iter().flatten().copied().collect();
                    if self.hands[s].len() < self.carry(s) && rest.iter().any(|c| !is_wedge(*c)) {
                        let mut rest = rest;
                        sort_short(&mut rest);
                        self.packets = vec![Vec::new(); n];
                        self.packets[s] = rest;
                        if let Some(g) = self.gs_mut() {
                            g.leftovers = true;
                        }
                        events.push(HolesEvent::PacketsDealt);
                        return;
                    }
                }
                self.golfers_finish_draft(events);
                return;
            }
            // Pass left among the seats that draft.
            let d = self.drafters();
            if d.len() > 1 {
                let last = self.packets[d[d.len() - 1]].clone();
                for i in (1..d.len()).rev() {
                    self.packets[d[i]] = std::mem::take(&mut self.packets[d[i - 1]]);
                }
                self.packets[d[0]] = last;
            }
            events.push(HolesEvent::DraftPassed);
        }
    }

    pub(super) fn golfers_finish_draft(&mut self, events: &mut Vec<HolesEvent>) {
        for p in std::mem::take(&mut self.packets) {
            self.unused.extend(p);
        }
        sort_short(&mut self.unused);
        self.picks = Vec::new();
        let dorian = self.golfer_seat(Golfer::Dorian);
        if let Some(g) = self.gs_mut() {
            g.jane = false;
            g.leftovers = false;
            if let Some((s, Side::A)) = dorian {
                g.pending = Some((s, Decision::Lasting));
            }
        }
        self.begin_play(events);
    }

    pub(super) fn check_draft_pass(&self, seat: Seat) -> Result<(), RuleError> {
        let must_pick = || err("must_pick", "Only Slick Rikesh (b) may let a pick go by.");
        let Some(g) = self.gs() else {
            return Err(must_pick());
        };
        if self.golfer_is(seat, Golfer::SlickRikesh) != Some(Side::B) || g.jane || g.leftovers {
            Err(must_pick())
        } else if self.picks[seat].is_some() || g.passed[seat] {
            Err(err(
                "already_picked",
                "You have already picked a club this pass.",
            ))
        } else if usize::from(g.pick) + 1 >= HAND {
            Err(err(
                "must_pick",
                "This is the last pick: Slick Rikesh takes his club now.",
            ))
        } else {
            Ok(())
        }
    }

    /// A pick in the draft with golfers: Iron Jane's and The Shark's own picks go straight to
    /// the hand; the others' are secret until everyone has picked.
    pub(super) fn golfer_pick(
        &mut self,
        seat: Seat,
        c: Club,
        events: &mut Vec<HolesEvent>,
    ) -> Option<()> {
        self.packets[seat].retain(|x| *x != c);
        events.push(HolesEvent::DraftPicked { seat });
        let (jane, leftovers) = self.gs().map(|g| (g.jane, g.leftovers))?;
        if jane || leftovers {
            self.hands[seat].push(c);
            sort_short(&mut self.hands[seat]);
            if !self.can_pick(seat) {
                if jane {
                    let mut rest = std::mem::take(&mut self.packets[seat]);
                    shuffle(&mut rest, &mut self.rng);
                    self.gs_mut()?.jane = false;
                    self.deal_packets(rest);
                    events.push(HolesEvent::PacketsDealt);
                } else {
                    self.golfers_finish_draft(events);
                    return Some(());
                }
            }
        } else {
            self.picks[seat] = Some(c);
        }
        self.draft_advance(events);
        Some(())
    }
}
