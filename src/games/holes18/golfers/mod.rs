//! 18 Holes golfer cards (rulebook: Select Golfer, Golfer Abilities): eight golfers, each with
//! an easier a-side and a harder b-side. The printed cards beat the rulebook's prose where they
//! differ (Iron Jane carries irons only; The Shark plays water as rough). The one-line texts
//! below are house words, not the printed ones.
//!
//! Everything golfer-specific lives here; the rules call in at a few points (marked "golfer
//! hook"). A game without golfers never reaches this state, so it plays and serializes exactly
//! as before.
//!
//! Readings where the rulebook is silent or open (each tested in tests/golfers.rs, and written on
//! the rules pages):
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

mod bunjil;
mod draft;
mod hooks;
mod lucky;
mod rikesh;

pub use bunjil::{sample, stack_sample};

use super::cards::{Club, Deck, Shot};
use super::rules::{Holes18, HolesAction, HolesConfig, HolesEvent, Phase};
use crate::core::game::{RuleError, Seat};
use crate::core::rng::{shuffle, GameRng};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, ts(rename = "HolesGolfer"))]
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
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Side {
    #[default]
    A,
    B,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
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
#[cfg_attr(test, derive(ts_rs::TS))]
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
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SeatGolfer {
    pub golfer: Choice,
    #[serde(default)]
    pub side: Side,
}

/// What a golfer must decide before anyone else moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
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
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Known {
    pub deck: Deck,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Shot>,
}

/// A club Slick Rikesh is using that belongs to `from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Borrow {
    pub seat: Seat,
    pub from: Seat,
    pub club: Club,
}

/// The golfer cards in play and the state of their powers.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
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

// Refusals use the kernel's shorthand (the section files import it from here).
pub(super) use crate::core::game::err;

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
        return Err(RuleError::with(
            "golfers_per_seat",
            || vec![("players", config.players.into()), ("n", g.len().into())],
            || {
                format!(
                    "Give each of the {} seats a golfer (or none), not {}.",
                    config.players,
                    g.len()
                )
            },
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

    /// Golfer hook (rules `to_move`): a golfer's decision first; the draft with golfers.
    pub(crate) fn golfers_to_move(&self) -> Option<Vec<Seat>> {
        let g = self.gs()?;
        if let Some((s, _)) = g.pending {
            return Some(vec![s]);
        }
        (self.phase == Phase::Draft).then(|| self.draft_movers())
    }

    /// Golfer hook (rules `legal_actions`): candidate golfer actions (checked afterwards).
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

    /// Golfer hook (rules `check`): `Some` decides the action (golfer actions, golfer
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
        if let Some((s, d)) = g.pending {
            if s != seat {
                return Some(Err(err(
                    "golfer_deciding",
                    "Wait: a golfer is deciding how to use a power.",
                )));
            }
            return Some(self.check_decision(seat, d, *action));
        }
        let turning = self.phase == Phase::Turn && self.order.get(self.turn) == Some(&seat);
        match (self.phase, *action) {
            (Phase::Draft, HolesAction::Pick(c)) => self.club_allowed(seat, c).err().map(Err),
            (Phase::Draft, HolesAction::DraftPass) => Some(self.check_draft_pass(seat)),
            (Phase::Select, HolesAction::Peek(deck)) => Some(self.check_peek(seat, deck)),
            (Phase::Select, HolesAction::Select(c)) => self.check_golfer_select(seat, c),
            (Phase::Select, HolesAction::ResetHand) => self.check_golfer_reset(seat),
            (Phase::Turn, HolesAction::UseDiscarded { seat: o, club }) => {
                Some(self.check_use_discarded(seat, usize::from(o), club, turning))
            }
            (Phase::Turn, a) if turning && g.kept.is_some() => self.check_kept_card_turn(seat, a),
            (Phase::Choose, HolesAction::Redraw { stack, discard }) => {
                Some(self.check_redraw(seat, stack, discard))
            }
            (_, a) if a.is_golfer() => {
                Some(Err(err("not_now", "That is not something you can do now.")))
            }
            _ => None,
        }
    }

    /// A golfer's pending decision (Dorian a's club, Bunjil b's card, Slick Rikesh a's borrow):
    /// nothing else until it is made.
    fn check_decision(
        &self,
        seat: Seat,
        d: Decision,
        action: HolesAction,
    ) -> Result<(), RuleError> {
        match (d, action) {
            (Decision::Lasting, HolesAction::Lasting(c)) => {
                if self.hands[seat].contains(&c) {
                    Ok(())
                } else {
                    Err(err("not_in_hand", "That club is not in your hand."))
                }
            }
            (Decision::KeepOrReturn, HolesAction::KeepCard(_)) => Ok(()),
            (Decision::Borrow, HolesAction::NoBorrow) => Ok(()),
            (Decision::Borrow, HolesAction::Borrow(o)) => self.check_borrow(seat, usize::from(o)),
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
        }
    }

    /// Golfer hook (rules `apply`, after `check`): plays golfer actions and the golfer draft,
    /// adding what happened to `events`. `None` leaves the move to the rules and adds nothing.
    pub(crate) fn golfers_apply(
        &mut self,
        seat: Seat,
        action: &HolesAction,
        events: &mut Vec<HolesEvent>,
    ) -> Option<()> {
        let start = events.len();
        let played = self.golfers_play(seat, action, events);
        if played.is_none() {
            events.truncate(start);
        }
        played
    }

    fn golfers_play(
        &mut self,
        seat: Seat,
        action: &HolesAction,
        ev: &mut Vec<HolesEvent>,
    ) -> Option<()> {
        self.gs()?;
        match *action {
            HolesAction::Pick(c) if self.phase == Phase::Draft => self.golfer_pick(seat, c, ev)?,
            HolesAction::DraftPass => {
                self.gs_mut()?.passed[seat] = true;
                ev.push(HolesEvent::DraftLetGo { seat });
                self.draft_advance(ev);
            }
            HolesAction::Lasting(club) => {
                let g = self.gs_mut()?;
                g.lasting = Some(club);
                g.pending = None;
                ev.push(HolesEvent::LastingClub { seat, club });
            }
            HolesAction::Peek(deck) => self.peek(seat, deck, ev)?,
            HolesAction::KeepCard(keep) => self.keep_or_show(seat, keep, ev)?,
            HolesAction::Borrow(o) => self.borrow(seat, usize::from(o), ev)?,
            HolesAction::NoBorrow => {
                self.gs_mut()?.pending = None;
            }
            HolesAction::UseDiscarded { seat: o, club } => {
                self.use_club_of(seat, usize::from(o), club, ev);
            }
            HolesAction::Redraw { stack, discard } => self.redraw(seat, stack, discard, ev)?,
            _ => return None,
        }
        Some(())
    }

    pub fn golfers(&self) -> Option<&Golfers> {
        self.gs()
    }

    /// Golfer hook (rules `new`): deals the golfer cards.
    pub(crate) fn deal_golfers(&mut self) {
        if !self.config.golfers.is_empty() {
            self.golfers = deal(&self.config, &mut self.rng).map(Box::new);
        }
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
