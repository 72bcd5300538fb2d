//! 18 Holes golfer cards (rulebook: Select Golfer, Golfer Abilities): eight golfers, each with
//! an easier a-side and a harder b-side. The printed cards beat the rulebook's prose where they
//! differ (Iron Jane carries irons only; The Shark plays water as rough). The one-line texts
//! below are house words, not the printed ones.
//!
//! Everything golfer-specific lives here; rules.rs calls in at a few points (marked "golfer
//! hook"). A game without golfers never reaches this state, so it plays and serializes exactly
//! as before.
//!
//! Readings where the rulebook is silent or open (each tested in tests.rs, and written on the
//! rules pages):
//! - Golfers are played with the club draft (the first game's starter hands skip them). Each
//!   golfer is dealt to one seat at most; "deal at random" gives a seat one of the golfers no
//!   other seat chose, from the game's seeded random numbers.
//! - Draft: it lasts five picks. A seat that carries fewer clubs (Dorian b 3, Slick Rikesh b 1)
//!   picks until it has them and then lets its packet pass untouched; Slugger is given the
//!   Driver first (the lowest-numbered one in the pool) and sits out the fifth pick. Iron Jane
//!   takes her irons from the whole pool before the deal (a: five, b: four of different names)
//!   and the others share the rest. Slick Rikesh b may pass at any pick but the last. The Shark
//!   b passes automatically when the packet holds only wedges and, after the fifth pick, takes
//!   what he still lacks from the packets' leftovers (never from the box).
//! - Dorian a names his club after the draft, before the first tee shot. His hand comes back by
//!   itself when a hole starts with only that club in it (the empty-hand reset, for him); he
//!   never resets during a hole, and his "reset your hand" action only gives up the turn.
//! - Slugger's Driver, Dorian's lasting club and all of Dorian b's clubs return to the hand after
//!   use (and after out of bounds). Slugger's own Driver does not count as a club he cannot use
//!   (no reset at will off the tee), and a hand holding only it counts as empty at the start of a
//!   round. Slugger b must select a wood or the Driver whenever his ball lies on a tee box, any
//!   hole's; the action he then takes is his own choice.
//! - Slick Rikesh a decides right after the reveal, once per hole, whether to use another
//!   player's club: his own selection goes back to his hand unplayed, the other player's card
//!   never leaves its owner, and he plays right after its owner. Slick Rikesh b's one club never
//!   leaves his hand; on his turn, before acting, he may instead use one club from another
//!   player's discard pile (it stays in that pile).
//! - Swift: effective initiative is the club's minus one; a-side goes before anyone it ties
//!   with, b-side after (a Rikesh who borrowed stays right behind the club's owner).
//! - Lucky: the redraw is offered while choosing a shot (not for a bunker exit, which resolves
//!   at once): the shown card of one stack goes to its deck's discards, a new card is drawn from
//!   that card's deck, and only that stack may then be played. a: once, then again after the
//!   next hand reset; b (as the card says): once per hole, discarding a club from the hand.
//! - Bunjil looks before selecting, once per hole, at a deck one of the clubs in hand shows
//!   (not a Big Hit's deck), with cards in its draw pile. The card stays secret while it is on
//!   top; anyone drawing from that deck (or a reshuffle) ends the knowledge. b: keep it, then
//!   select a club showing that deck; its next draw is that card (a Big Hit is refused meanwhile),
//!   or return it face up, and anyone who already selected selects again.
//! - A golfer whose available clubs cannot leave a bunker (woods and the Driver only, counting
//!   the discards it could take back and, for Slick Rikesh b, the others' discards) may move one
//!   hex out of it: otherwise a one-club Rikesh or Dorian a mid-hole could never leave.
//! - The Shark lands in water (and water on fairways) without missing a turn and plays those
//!   hexes as rough, as the card says (the rulebook's prose says the tile underneath instead).

use super::cards::{club_pool, Club, ClubRule, Deck, Shot};
use super::course::Terrain;
use super::rules::{Holes18, HolesAction, HolesConfig, HolesEvent, Phase, HAND};
use crate::core::game::{RuleError, Seat};
use crate::core::rng::{shuffle, GameRng};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Golfer {
    Bunjil,
    Dorian,
    IronJane,
    Lucky,
    SlickRikesh,
    Slugger,
    Swift,
    TheShark,
}

impl Golfer {
    pub const ALL: [Golfer; 8] = [
        Golfer::Bunjil,
        Golfer::Dorian,
        Golfer::IronJane,
        Golfer::Lucky,
        Golfer::SlickRikesh,
        Golfer::Slugger,
        Golfer::Swift,
        Golfer::TheShark,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Golfer::Bunjil => "Bunjil",
            Golfer::Dorian => "Dorian",
            Golfer::IronJane => "Iron Jane",
            Golfer::Lucky => "Lucky",
            Golfer::SlickRikesh => "Slick Rikesh",
            Golfer::Slugger => "Slugger",
            Golfer::Swift => "Swift",
            Golfer::TheShark => "The Shark",
        }
    }
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    #[default]
    A,
    B,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GolferCard {
    pub golfer: Golfer,
    pub side: Side,
}

impl GolferCard {
    /// The house's one-line summary of this side's power.
    pub fn text(self) -> &'static str {
        use Golfer::*;
        match (self.golfer, self.side) {
            (Bunjil, Side::A) => "Once a hole, before choosing a club, secretly look at the top card of a deck you could draw from.",
            (Bunjil, Side::B) => "Once a hole, look at the top card of a deck you could draw from, then keep it for your next shot or put it back face up.",
            (Dorian, Side::A) => "Name one club after the draft: it always comes back to your hand. No resets during a hole.",
            (Dorian, Side::B) => "Your clubs always come back to your hand, but you draft only three.",
            (IronJane, Side::A) => "Before the draft, take your five clubs from the pool, irons only.",
            (IronJane, Side::B) => "Before the draft, take four irons from the pool, no two alike.",
            (Lucky, Side::A) => "Once per hand, send back a shot card you drew and draw again from its deck.",
            (Lucky, Side::B) => "Once a hole, redraw a shot card, discarding another club from your hand.",
            (SlickRikesh, Side::A) => "Once a hole, after the reveal, play another player's club right after them.",
            (SlickRikesh, Side::B) => "Draft one club only; on your turn you may play any club another player has discarded.",
            (Slugger, Side::A) => "You start with the Driver and draft four; the Driver always comes back to your hand.",
            (Slugger, Side::B) => "As the a-side, and on a tee box you must choose a wood or the Driver.",
            (Swift, Side::A) => "Your club's initiative is one lower, and you win ties.",
            (Swift, Side::B) => "Your club's initiative is one lower, but you lose ties.",
            (TheShark, Side::A) => "Water never costs you a turn: play it as rough.",
            (TheShark, Side::B) => "Water plays as rough for you, but you carry no wedges.",
        }
    }
}

/// A seat's golfer on the setup screen: nobody, one dealt at random from those no other seat
/// chose, or this golfer. A plain string enum (an untagged one would bloat the wasm).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    None,
    Random,
    Bunjil,
    Dorian,
    IronJane,
    Lucky,
    SlickRikesh,
    Slugger,
    Swift,
    TheShark,
}

impl Choice {
    pub fn golfer(self) -> Option<Golfer> {
        Some(match self {
            Choice::None | Choice::Random => return None,
            Choice::Bunjil => Golfer::Bunjil,
            Choice::Dorian => Golfer::Dorian,
            Choice::IronJane => Golfer::IronJane,
            Choice::Lucky => Golfer::Lucky,
            Choice::SlickRikesh => Golfer::SlickRikesh,
            Choice::Slugger => Golfer::Slugger,
            Choice::Swift => Golfer::Swift,
            Choice::TheShark => Golfer::TheShark,
        })
    }
}

impl From<Golfer> for Choice {
    fn from(g: Golfer) -> Choice {
        match g {
            Golfer::Bunjil => Choice::Bunjil,
            Golfer::Dorian => Choice::Dorian,
            Golfer::IronJane => Choice::IronJane,
            Golfer::Lucky => Choice::Lucky,
            Golfer::SlickRikesh => Choice::SlickRikesh,
            Golfer::Slugger => Choice::Slugger,
            Golfer::Swift => Choice::Swift,
            Golfer::TheShark => Choice::TheShark,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatGolfer {
    pub golfer: Choice,
    #[serde(default)]
    pub side: Side,
}

/// What a golfer must decide before anyone else moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Dorian a: name the club that never expires.
    Lasting,
    /// Bunjil b: keep the card looked at, or put it back face up.
    KeepOrReturn,
    /// Slick Rikesh a: use another player's revealed club, or not.
    Borrow,
}

/// A card Bunjil knows or holds: the deck for everyone, the card for Bunjil alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Known {
    pub deck: Deck,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Shot>,
}

/// A club Slick Rikesh is using that belongs to `from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Borrow {
    pub seat: Seat,
    pub from: Seat,
    pub club: Club,
}

/// The golfer cards in play and the state of their powers.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Golfers {
    /// Each seat's card (none: that seat plays without one).
    pub cards: Vec<Option<GolferCard>>,
    /// Turned sideways: the power is spent until it turns back.
    pub sideways: Vec<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<(Seat, Decision)>,
    /// Dorian a's club that never expires.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lasting: Option<Club>,
    /// Slugger's Driver.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub driver: Option<Club>,
    /// The top card Bunjil looked at (still on top of its deck).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peek: Option<Known>,
    /// Bunjil b: the card kept for the next shot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<Known>,
    /// Bunjil b: the card put back face up on top of its deck.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown: Option<Shot>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub borrow: Option<Borrow>,
    /// Draft: the pick (0..5), Iron Jane choosing first, The Shark picking from leftovers,
    /// and who passed this pick.
    #[serde(default)]
    pub pick: u8,
    #[serde(default)]
    pub jane: bool,
    #[serde(default)]
    pub leftovers: bool,
    #[serde(default)]
    pub passed: Vec<bool>,
}

fn err(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message)
}

pub fn is_iron(c: Club) -> bool {
    c.name().ends_with(" Iron")
}

pub fn is_wedge(c: Club) -> bool {
    c.name().ends_with(" Wedge")
}

/// The seats' golfer cards from the setup choices (None when nobody plays one).
pub fn deal(config: &HolesConfig, rng: &mut GameRng) -> Option<Golfers> {
    let n = config.players;
    let choices = &config.golfers;
    if choices.iter().all(|c| c.golfer == Choice::None) {
        return None;
    }
    let mut free: Vec<Golfer> = Golfer::ALL
        .into_iter()
        .filter(|g| !choices.iter().any(|c| c.golfer.golfer() == Some(*g)))
        .collect();
    if choices.iter().any(|c| c.golfer == Choice::Random) {
        shuffle(&mut free, rng);
    }
    let cards = (0..n)
        .map(|s| {
            let c = choices.get(s)?;
            let golfer = match c.golfer {
                Choice::None => return None,
                Choice::Random => free.pop()?,
                x => x.golfer()?,
            };
            Some(GolferCard {
                golfer,
                side: c.side,
            })
        })
        .collect();
    Some(Golfers {
        cards,
        sideways: vec![false; n],
        passed: vec![false; n],
        ..Golfers::default()
    })
}

/// Setup checks: one entry per seat, each golfer once, and the draft.
pub fn validate(config: &HolesConfig) -> Result<(), RuleError> {
    let g = &config.golfers;
    if g.is_empty() {
        return Ok(());
    }
    if g.len() != config.players {
        return Err(err(
            "golfers_per_seat",
            format!(
                "Give each of the {} seats a golfer (or none), not {}.",
                config.players,
                g.len()
            ),
        ));
    }
    for (i, a) in g.iter().enumerate() {
        if let Some(x) = a.golfer.golfer() {
            if g[..i].iter().any(|b| b.golfer == a.golfer) {
                return Err(err(
                    "golfer_taken",
                    format!("{} can play for one seat only.", x.name()),
                ));
            }
        }
    }
    let any = g.iter().any(|c| c.golfer != Choice::None);
    if any && config.clubs != super::rules::ClubSetup::Draft {
        return Err(err(
            "golfers_need_draft",
            "Golfer cards change the club draft: play them with the draft, not the starter hands.",
        ));
    }
    Ok(())
}

impl Golfers {
    fn card(&self, seat: Seat) -> Option<GolferCard> {
        self.cards.get(seat).copied().flatten()
    }
    /// The seat playing this golfer, and its side.
    pub fn seat_of(&self, golfer: Golfer) -> Option<(Seat, Side)> {
        self.cards
            .iter()
            .enumerate()
            .find_map(|(s, c)| c.filter(|c| c.golfer == golfer).map(|c| (s, c.side)))
    }
    fn is(&self, seat: Seat, golfer: Golfer) -> Option<Side> {
        self.card(seat)
            .filter(|c| c.golfer == golfer)
            .map(|c| c.side)
    }
    /// What `viewer` may know: Bunjil's looked-at and kept cards are Bunjil's alone.
    pub fn redacted(&self, viewer: Option<Seat>) -> Golfers {
        let mut g = self.clone();
        let bunjil = self.seat_of(Golfer::Bunjil).map(|(s, _)| s);
        if viewer.is_none() || viewer != bunjil {
            if let Some(p) = g.peek.as_mut() {
                p.card = None;
            }
            if let Some(k) = g.kept.as_mut() {
                k.card = None;
            }
        }
        g
    }
}

impl Holes18 {
    fn gs(&self) -> Option<&Golfers> {
        self.golfers.as_deref()
    }
    fn gs_mut(&mut self) -> Option<&mut Golfers> {
        self.golfers.as_deref_mut()
    }
    /// The golfer card at this seat.
    pub fn golfer(&self, seat: Seat) -> Option<GolferCard> {
        self.gs().and_then(|g| g.card(seat))
    }
    fn golfer_is(&self, seat: Seat, golfer: Golfer) -> Option<Side> {
        self.gs().and_then(|g| g.is(seat, golfer))
    }
    fn golfer_seat(&self, golfer: Golfer) -> Option<(Seat, Side)> {
        self.gs().and_then(|g| g.seat_of(golfer))
    }
    fn sideways(&self, seat: Seat) -> bool {
        self.gs()
            .and_then(|g| g.sideways.get(seat).copied())
            .unwrap_or(false)
    }
    fn turn_sideways(&mut self, seat: Seat, on: bool) {
        if let Some(v) = self.gs_mut().and_then(|g| g.sideways.get_mut(seat)) {
            *v = on;
        }
    }

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
    fn club_allowed(&self, seat: Seat, c: Club) -> Result<(), RuleError> {
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

    fn can_pick(&self, seat: Seat) -> bool {
        self.hands[seat].len() < self.carry(seat)
            && self
                .packets
                .get(seat)
                .is_some_and(|p| p.iter().any(|c| self.club_allowed(seat, *c).is_ok()))
    }

    /// Golfer hook (rules.rs `new`): the draft with golfers. Slugger gets the Driver; Iron Jane
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
            pool.sort_unstable();
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

    fn drafters(&self) -> Vec<Seat> {
        let jane = self.golfer_seat(Golfer::IronJane).map(|(s, _)| s);
        (0..self.config.players)
            .filter(|s| Some(*s) != jane)
            .collect()
    }

    fn deal_packets(&mut self, mut pool: Vec<Club>) {
        let drafters = self.drafters();
        let each = pool.len() / drafters.len().max(1);
        for &s in &drafters {
            let mut p: Vec<Club> = pool.drain(..each).collect();
            p.sort_unstable();
            self.packets[s] = p;
        }
        self.unused.extend(pool);
        self.unused.sort_unstable();
    }

    /// Who picks now in a draft with golfers.
    fn draft_movers(&self) -> Vec<Seat> {
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
    fn draft_advance(&mut self, events: &mut Vec<HolesEvent>) {
        let n = self.config.players;
        for _ in 0..=HAND {
            let Some(g) = self.gs() else { return };
            if g.jane || g.leftovers || !self.draft_movers().is_empty() {
                return;
            }
            for s in 0..n {
                if let Some(c) = self.picks[s].take() {
                    self.hands[s].push(c);
                    self.hands[s].sort_unstable();
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
                        rest.sort_unstable();
                        self.packets = vec![Vec::new(); n];
                        self.packets[s] = rest;
                        if let Some(g) = self.gs_mut() {
                            g.leftovers = true;
                        }
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

    fn golfers_finish_draft(&mut self, events: &mut Vec<HolesEvent>) {
        for p in std::mem::take(&mut self.packets) {
            self.unused.extend(p);
        }
        self.unused.sort_unstable();
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

    /// Golfer hook (rules.rs `to_move`): a golfer's decision first; the draft with golfers.
    pub(crate) fn golfers_to_move(&self) -> Option<Vec<Seat>> {
        let g = self.gs()?;
        if let Some((s, _)) = g.pending {
            return Some(vec![s]);
        }
        (self.phase == Phase::Draft).then(|| self.draft_movers())
    }

    /// Golfer hook (rules.rs `legal_actions`): candidate golfer actions (checked afterwards).
    pub(crate) fn golfers_candidates(&self, seat: Seat) -> Vec<HolesAction> {
        let Some(g) = self.gs() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if let Some((s, d)) = g.pending {
            if s == seat {
                match d {
                    Decision::Lasting => {
                        out.extend(self.hands[seat].iter().map(|c| HolesAction::Lasting(*c)))
                    }
                    Decision::KeepOrReturn => {
                        out.push(HolesAction::KeepCard(true));
                        out.push(HolesAction::KeepCard(false));
                    }
                    Decision::Borrow => {
                        out.extend((0..self.config.players).map(|o| HolesAction::Borrow(o as u8)));
                        out.push(HolesAction::NoBorrow);
                    }
                }
            }
            return out;
        }
        match self.phase {
            Phase::Draft => out.push(HolesAction::DraftPass),
            Phase::Select => out.extend(Deck::ALL.iter().map(|d| HolesAction::Peek(*d))),
            Phase::Turn => {
                for (o, pile) in self.discards.iter().enumerate() {
                    for c in pile {
                        out.push(HolesAction::UseDiscarded {
                            seat: o as u8,
                            club: *c,
                        });
                    }
                }
            }
            Phase::Choose => {
                let k = self.shot.as_ref().map_or(0, |s| s.stacks.len()) as u8;
                for stack in 0..k {
                    out.push(HolesAction::Redraw {
                        stack,
                        discard: None,
                    });
                    for c in &self.hands[seat] {
                        out.push(HolesAction::Redraw {
                            stack,
                            discard: Some(*c),
                        });
                    }
                }
            }
            _ => {}
        }
        out
    }

    /// Golfer hook (rules.rs `check`): `Some` decides the action (golfer actions, golfer
    /// constraints on ordinary ones); `None` leaves it to the ordinary rules.
    pub(crate) fn golfers_check(
        &self,
        seat: Seat,
        action: &HolesAction,
    ) -> Option<Result<(), RuleError>> {
        let Some(g) = self.gs() else {
            return action.is_golfer().then(|| {
                Err(err(
                    "no_golfers",
                    "Nobody plays a golfer card in this game.",
                ))
            });
        };
        let not_now = || err("not_now", "That is not something you can do now.");
        if let Some((s, d)) = g.pending {
            if s != seat {
                return Some(Err(err(
                    "golfer_deciding",
                    "Wait: a golfer is deciding how to use a power.",
                )));
            }
            let ok = match (d, *action) {
                (Decision::Lasting, HolesAction::Lasting(c)) => {
                    if self.hands[seat].contains(&c) {
                        Ok(())
                    } else {
                        Err(err("not_in_hand", "That club is not in your hand."))
                    }
                }
                (Decision::KeepOrReturn, HolesAction::KeepCard(_)) => Ok(()),
                (Decision::Borrow, HolesAction::NoBorrow) => Ok(()),
                (Decision::Borrow, HolesAction::Borrow(o)) => {
                    let o = usize::from(o);
                    if o == seat || self.selected.get(o).copied().flatten().is_none() {
                        Err(err(
                            "nothing_to_borrow",
                            "Slick Rikesh may use a club another player has revealed.",
                        ))
                    } else {
                        Ok(())
                    }
                }
                (Decision::Lasting, _) => Err(err(
                    "name_lasting_club",
                    "Dorian first names the club that never expires.",
                )),
                (Decision::KeepOrReturn, _) => Err(err(
                    "keep_or_return",
                    "Keep the card you looked at, or put it back face up.",
                )),
                (Decision::Borrow, _) => Err(err(
                    "borrow_or_not",
                    "Choose whether Slick Rikesh uses another player's club.",
                )),
            };
            return Some(ok);
        }
        let turning = self.phase == Phase::Turn && self.order.get(self.turn) == Some(&seat);
        match (self.phase, *action) {
            (Phase::Draft, HolesAction::Pick(c)) => self.club_allowed(seat, c).err().map(Err),
            (Phase::Draft, HolesAction::DraftPass) => Some(
                if self.golfer_is(seat, Golfer::SlickRikesh) != Some(Side::B)
                    || g.jane
                    || g.leftovers
                {
                    Err(err(
                        "must_pick",
                        "Only Slick Rikesh (b) may let a pick go by.",
                    ))
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
                },
            ),
            (Phase::Select, HolesAction::Peek(deck)) => Some(self.check_peek(seat, deck)),
            (Phase::Select, HolesAction::Select(c)) => {
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
            (Phase::Select, HolesAction::ResetHand) => {
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
            (Phase::Turn, HolesAction::UseDiscarded { seat: o, club }) => Some(
                if self.golfer_is(seat, Golfer::SlickRikesh) != Some(Side::B) {
                    Err(err(
                        "not_rikesh",
                        "Only Slick Rikesh (b) plays other players' discarded clubs.",
                    ))
                } else if !turning {
                    Err(err("not_your_turn", "It is not your turn."))
                } else if g.borrow.is_some() {
                    Err(err(
                        "already_borrowed",
                        "You are already using another player's club.",
                    ))
                } else if usize::from(o) == seat
                    || !self
                        .discards
                        .get(usize::from(o))
                        .is_some_and(|d| d.contains(&club))
                {
                    Err(err(
                        "not_discarded",
                        "That club is not in another player's discard pile.",
                    ))
                } else {
                    Ok(())
                },
            ),
            (Phase::Turn, a) if turning && g.kept.is_some() => {
                // Bunjil b's kept card is the next draw: from its deck, and no Big Hit.
                let k = g.kept?;
                self.golfer_is(seat, Golfer::Bunjil)?;
                match a {
                    HolesAction::BigHit => Some(Err(err(
                        "play_kept_card",
                        "Bunjil plays the kept card next: no Big Hit now.",
                    ))),
                    HolesAction::Play { deck, .. } | HolesAction::Bunker { deck, .. }
                        if deck != k.deck =>
                    {
                        Some(Err(err(
                            "play_kept_card",
                            format!("Bunjil plays the kept card of deck {}.", k.deck.name()),
                        )))
                    }
                    _ => None,
                }
            }
            (Phase::Choose, HolesAction::Redraw { stack, discard }) => {
                Some(self.check_redraw(seat, stack, discard))
            }
            (_, a) if a.is_golfer() => Some(Err(not_now())),
            _ => None,
        }
    }

    fn check_peek(&self, seat: Seat, deck: Deck) -> Result<(), RuleError> {
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

    /// Can this seat redraw now (Lucky, power upright, while choosing its shot)?
    pub(crate) fn golfers_may_redraw(&self, seat: Seat) -> bool {
        let Some(side) = self.golfer_is(seat, Golfer::Lucky) else {
            return false;
        };
        !self.sideways(seat) && (side == Side::A || !self.hands[seat].is_empty())
    }

    fn check_redraw(&self, seat: Seat, stack: u8, discard: Option<Club>) -> Result<(), RuleError> {
        let Some(side) = self.golfer_is(seat, Golfer::Lucky) else {
            return Err(err("not_lucky", "Only Lucky redraws a shot card."));
        };
        let s = self
            .shot
            .as_ref()
            .ok_or_else(|| err("not_now", "There is no shot to redraw."))?;
        if s.seat != seat {
            return Err(err("not_your_turn", "It is not your shot."));
        }
        if self.sideways(seat) {
            return Err(err(
                "power_used",
                match side {
                    Side::A => "Lucky has redrawn already: reset your hand first.",
                    Side::B => "Lucky has redrawn already on this hole.",
                },
            ));
        }
        let top = s
            .stacks
            .get(usize::from(stack))
            .and_then(|st| st.last())
            .copied()
            .ok_or_else(|| err("no_such_card", "There is no such card."))?;
        if top.path_count() == 0 {
            return Err(err(
                "special_card",
                "That card is a special: follow it instead.",
            ));
        }
        if !self.can_draw(top.deck()) {
            return Err(err("deck_empty", "That deck has no cards."));
        }
        match (side, discard) {
            (Side::A, None) => Ok(()),
            (Side::A, Some(_)) => Err(err(
                "no_discard",
                "Lucky (a) redraws without discarding a club.",
            )),
            (Side::B, None) => Err(err(
                "discard_a_club",
                "Lucky (b) discards another club from the hand to redraw.",
            )),
            (Side::B, Some(c)) if self.hands[seat].contains(&c) => Ok(()),
            (Side::B, Some(_)) => Err(err("not_in_hand", "That club is not in your hand.")),
        }
    }

    /// Golfer hook (rules.rs `apply`, after `check`): plays golfer actions and the golfer draft.
    pub(crate) fn golfers_apply(
        &mut self,
        seat: Seat,
        action: &HolesAction,
    ) -> Option<Vec<HolesEvent>> {
        self.gs()?;
        let mut events = Vec::new();
        match *action {
            HolesAction::Pick(c) if self.phase == Phase::Draft => {
                self.packets[seat].retain(|x| *x != c);
                events.push(HolesEvent::DraftPicked { seat });
                let (jane, leftovers) = self.gs().map(|g| (g.jane, g.leftovers))?;
                if jane || leftovers {
                    self.hands[seat].push(c);
                    self.hands[seat].sort_unstable();
                    if !self.can_pick(seat) {
                        if jane {
                            let mut rest = std::mem::take(&mut self.packets[seat]);
                            shuffle(&mut rest, &mut self.rng);
                            self.gs_mut()?.jane = false;
                            self.deal_packets(rest);
                        } else {
                            self.golfers_finish_draft(&mut events);
                            return Some(events);
                        }
                    }
                } else {
                    self.picks[seat] = Some(c);
                }
                self.draft_advance(&mut events);
            }
            HolesAction::DraftPass => {
                self.gs_mut()?.passed[seat] = true;
                events.push(HolesEvent::DraftLetGo { seat });
                self.draft_advance(&mut events);
            }
            HolesAction::Lasting(club) => {
                let g = self.gs_mut()?;
                g.lasting = Some(club);
                g.pending = None;
                events.push(HolesEvent::LastingClub { seat, club });
            }
            HolesAction::Peek(deck) => {
                let card = self.decks[deck.index()].draw.last().copied();
                let b = self.golfer_is(seat, Golfer::Bunjil);
                let g = self.gs_mut()?;
                g.peek = Some(Known { deck, card });
                g.sideways[seat] = true;
                if b == Some(Side::B) {
                    g.pending = Some((seat, Decision::KeepOrReturn));
                }
                events.push(HolesEvent::Peeked { seat, deck });
            }
            HolesAction::KeepCard(keep) => {
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
                                self.hands[s].sort_unstable();
                                events.push(HolesEvent::Unselected { seat: s });
                            }
                        }
                    }
                }
            }
            HolesAction::Borrow(o) => {
                let o = usize::from(o);
                let club = self.selected[o]?;
                // He plays right after the club's owner.
                self.order.retain(|s| *s != seat);
                let at = self.order.iter().position(|s| *s == o).map_or(0, |i| i + 1);
                self.order.insert(at, seat);
                let g = self.gs_mut()?;
                g.pending = None;
                g.sideways[seat] = true;
                self.use_club_of(seat, o, club, &mut events);
            }
            HolesAction::NoBorrow => {
                self.gs_mut()?.pending = None;
            }
            HolesAction::UseDiscarded { seat: o, club } => {
                self.use_club_of(seat, usize::from(o), club, &mut events);
            }
            HolesAction::Redraw { stack, discard } => {
                let i = usize::from(stack);
                let s = self.shot.as_mut()?;
                let old = s.stacks[i].pop()?;
                s.discarded.push(old);
                // Lucky must play the new card: the other stacks are put aside.
                let mut keep = std::mem::take(&mut s.stacks[i]);
                for st in std::mem::take(&mut s.stacks) {
                    s.discarded.extend(st);
                }
                if let Some(card) = self.draw(old.deck(), &mut events) {
                    events.push(HolesEvent::Drew {
                        seat,
                        deck: old.deck(),
                        card,
                    });
                    keep.push(card);
                }
                if let Some(s) = self.shot.as_mut() {
                    s.stacks = vec![keep];
                }
                self.turn_sideways(seat, true);
                events.push(HolesEvent::Redrew { seat, card: old });
                if let Some(c) = discard {
                    self.hands[seat].retain(|x| *x != c);
                    self.discards[seat].push(c);
                    events.push(HolesEvent::ClubDiscarded { seat, club: c });
                }
                self.settle(&mut events);
            }
            _ => return None,
        }
        Some(events)
    }

    /// Slick Rikesh plays `from`'s club: his own goes back to his hand unplayed.
    fn use_club_of(&mut self, seat: Seat, from: Seat, club: Club, events: &mut Vec<HolesEvent>) {
        if let Some(own) = self.selected[seat].replace(club) {
            self.hands[seat].push(own);
            self.hands[seat].sort_unstable();
        }
        if let Some(g) = self.gs_mut() {
            g.borrow = Some(Borrow { seat, from, club });
        }
        events.push(HolesEvent::Borrowed {
            seat,
            from,
            club,
            order: self.order.clone(),
        });
    }

    /// Golfer hook (rules.rs `reveal`): Swift's initiative and tie rule.
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
        order.sort_by_key(key);
    }

    /// Golfer hook (rules.rs `reveal`, after it): Slick Rikesh a may borrow.
    pub(crate) fn golfers_revealed(&mut self) {
        let Some((r, Side::A)) = self.golfer_seat(Golfer::SlickRikesh) else {
            return;
        };
        let others = (0..self.config.players).any(|s| s != r && self.selected[s].is_some());
        if self.selected[r].is_some() && !self.sideways(r) && others {
            if let Some(g) = self.gs_mut() {
                g.pending = Some((r, Decision::Borrow));
            }
        }
    }

    /// Golfer hook (rules.rs `end_turn`): puts away a club a golfer's power keeps or borrowed.
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
            self.hands[seat].sort_unstable();
            events.push(HolesEvent::ClubKept { seat, club });
        }
        keeps
    }

    /// Golfer hook (rules.rs `draw`): Bunjil's kept card is his next draw from its deck; any
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

    /// Golfer hook (rules.rs `start_hole`): every power turned back at a new hole, and
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

    /// Golfer hook (rules.rs `reset_hand`): Lucky a turns back with a new hand.
    pub(crate) fn golfers_hand_reset(&mut self, seat: Seat) {
        if self.golfer_is(seat, Golfer::Lucky) == Some(Side::A) {
            self.turn_sideways(seat, false);
        }
    }

    /// Golfer hook (rules.rs `start_round`): Slugger's hand with only his Driver counts as empty.
    pub(crate) fn golfers_hand_spent(&self, seat: Seat) -> bool {
        let driver = self.gs().and_then(|g| g.driver);
        self.golfer_is(seat, Golfer::Slugger).is_some()
            && !self.discards[seat].is_empty()
            && self.hands[seat].iter().all(|c| Some(*c) == driver)
    }

    /// Golfer hook (rules.rs `apply`, the reset action): Dorian a only gives up the turn.
    pub(crate) fn golfers_may_reset(&self, seat: Seat) -> bool {
        self.golfer_is(seat, Golfer::Dorian) != Some(Side::A)
    }

    /// Golfer hook (rules.rs `check`, moving one hex): a golfer none of whose available clubs
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

    /// Golfer hook (rules.rs `settle_ball`): water costs The Shark nothing.
    pub(crate) fn golfers_ignore_water(&self, seat: Seat) -> bool {
        self.golfer_is(seat, Golfer::TheShark).is_some()
    }

    /// Golfer hook (rules.rs `rough_start`): The Shark plays any water as rough (the card).
    pub(crate) fn golfers_water_is_rough(&self, seat: Seat) -> bool {
        self.golfer_is(seat, Golfer::TheShark).is_some()
            && matches!(
                self.course.terrain(self.pos[seat]),
                Some(Terrain::Water | Terrain::Lake)
            )
    }

    /// Golfer hook (rules.rs `all_clubs`): a seat using another player's club.
    pub fn golfers_borrowing(&self, seat: Seat) -> bool {
        self.gs()
            .and_then(|g| g.borrow)
            .is_some_and(|b| b.seat == seat)
    }

    /// Golfer hook (rules.rs `all_shots`): the card Bunjil kept.
    pub(crate) fn golfers_held_shots(&self) -> Option<Shot> {
        self.gs().and_then(|g| g.kept).and_then(|k| k.card)
    }

    pub fn golfers(&self) -> Option<&Golfers> {
        self.gs()
    }

    /// Golfer hook (rules.rs `new`): deals the golfer cards.
    pub(crate) fn deal_golfers(&mut self) {
        if !self.config.golfers.is_empty() {
            self.golfers = deal(&self.config, &mut self.rng).map(Box::new);
        }
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

impl HolesAction {
    /// Actions only a golfer's power offers.
    pub fn is_golfer(&self) -> bool {
        matches!(
            self,
            HolesAction::DraftPass
                | HolesAction::Lasting(_)
                | HolesAction::Peek(_)
                | HolesAction::KeepCard(_)
                | HolesAction::Borrow(_)
                | HolesAction::NoBorrow
                | HolesAction::UseDiscarded { .. }
                | HolesAction::Redraw { .. }
        )
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
