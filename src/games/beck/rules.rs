//! Grandpa Beck's Golf: the rules engine. Section names in comments and tests follow the
//! rulebook: Getting Started, Objective, Mulligan and Hazard Cards, Gameplay, Scoring,
//! Bonus Points, Conclusion.

use super::cards::{full_deck, Card};
use super::scoring::{score_grid, GridScore};
use crate::core::deck::Deck;
use crate::core::game::{check_seat, err, Game, RuleError, Seat};
use crate::core::grid::CELLS;
use crate::core::rng::{rng_from_seed, GameRng, Seed};
use serde::{Deserialize, Serialize};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 5;
pub const MAX_ROUNDS: u32 = 18;
pub const FIRST_OUT_BONUS: i32 = -5;
pub const FIRST_OUT_PENALTY: i32 = 10;
/// Cards each player turns over before the first turn of a round.
pub const FIRST_REVEALS: usize = 2;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct BeckConfig {
    pub players: usize,
    /// Announced before the game ("Conclusion"): 3 to 5 recommended.
    pub rounds: u32,
}

impl Default for BeckConfig {
    fn default() -> Self {
        BeckConfig {
            players: 2,
            rounds: 3,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, ts(rename = "BeckPhase"))]
pub enum Phase {
    /// Getting Started: everyone turns over two cards of their choice, all at once.
    Reveal,
    /// Gameplay: one turn after another, clockwise.
    Play,
    /// Between rounds: the table looks at the revealed grids and the score sheet.
    RoundOver,
    GameOver,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Pile,
    Discard,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum BeckAction {
    /// Turn over one of your face-down cards (setup, twice).
    Reveal(u8),
    /// Take the top card of the draw pile.
    Draw,
    /// Take the top card of the discard pile (it must then be placed).
    TakeDiscard,
    /// Put the card in hand at this cell; the card there goes face up to the discard.
    Place(u8),
    /// Discard the card just drawn from the pile.
    Discard,
    /// Deal the next round.
    NextRound,
}

/// A place in a grid (the kernel's, holding a Beck card).
pub type Slot = crate::core::grid::Slot<Card>;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    pub card: Card,
    pub from: Source,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RoundResult {
    pub round: u32,
    pub grids: Vec<GridScore>,
    /// The first player to expose their whole grid, if anyone did.
    pub out: Option<Seat>,
    /// -5, +10 or 0 for each seat.
    pub bonus: Vec<i32>,
    /// Grid score plus bonus.
    pub scores: Vec<i32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum BeckEvent {
    Dealt {
        round: u32,
        dealer: Seat,
    },
    Revealed {
        seat: Seat,
        cell: u8,
        card: Card,
    },
    /// The card stays private to the drawer until placed or discarded.
    DrewFromPile {
        seat: Seat,
    },
    TookDiscard {
        seat: Seat,
        card: Card,
    },
    Placed {
        seat: Seat,
        cell: u8,
        card: Card,
        replaced: Card,
        replaced_was_face_down: bool,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    /// The draw pile ran out and the discard (all but its top card) was shuffled into a new one.
    Reshuffled {
        cards: usize,
    },
    WentOut {
        seat: Seat,
    },
    RoundEnded {
        result: RoundResult,
    },
    GameEnded {
        totals: Vec<i32>,
        winners: Vec<Seat>,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Beck {
    pub(crate) config: BeckConfig,
    pub(crate) rng: GameRng,
    pub(crate) phase: Phase,
    pub(crate) round: u32,
    pub(crate) dealer: Seat,
    pub(crate) current: Seat,
    pub(crate) grids: Vec<[Slot; CELLS]>,
    pub(crate) deck: Deck<Card>,
    pub(crate) holding: Option<Holding>,
    pub(crate) out: Option<Seat>,
    /// After someone goes out: how many other players still take their one last turn.
    pub(crate) final_turns_left: usize,
    pub(crate) turns_this_round: u32,
    pub(crate) results: Vec<RoundResult>,
}

impl Beck {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn current(&self) -> Seat {
        self.current
    }
    pub fn results(&self) -> &[RoundResult] {
        &self.results
    }
    pub fn grid(&self, seat: Seat) -> &[Slot; CELLS] {
        &self.grids[seat]
    }
    pub fn deck(&self) -> &Deck<Card> {
        &self.deck
    }
    pub fn holding(&self) -> Option<Holding> {
        self.holding
    }
    pub fn out(&self) -> Option<Seat> {
        self.out
    }

    /// Every card in play, wherever it is (for conservation checks).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .grids
            .iter()
            .flat_map(|g| g.iter().map(|s| s.card))
            .collect();
        cards.extend(self.deck.draw.iter().copied());
        cards.extend(self.deck.discard.iter().copied());
        cards.extend(self.holding.map(|h| h.card));
        cards
    }

    fn face_down_count(&self, seat: Seat) -> usize {
        self.grids[seat].iter().filter(|s| !s.up).count()
    }

    /// Cards `seat` has still to turn over before play starts (none once it has).
    pub fn to_reveal(&self, seat: Seat) -> usize {
        if self.phase != Phase::Reveal {
            return 0;
        }
        self.face_down_count(seat)
            .saturating_sub(CELLS - FIRST_REVEALS)
    }

    /// Getting Started: shuffle the whole deck, deal nine face down to each, flip one to start
    /// the discard pile. The player left of the dealer plays first.
    fn deal(&mut self) -> BeckEvent {
        let mut deck = Deck::shuffled(full_deck().to_vec(), &mut self.rng);
        let n = self.config.players;
        let mut grids = Vec::with_capacity(n);
        for _ in 0..n {
            let mut g = [Slot {
                card: Card::Mulligan,
                up: false,
            }; CELLS];
            for slot in g.iter_mut() {
                slot.card = deck.draw.pop().unwrap_or(Card::Mulligan);
            }
            grids.push(g);
        }
        if let Some(first) = deck.draw.pop() {
            deck.discard(first);
        }
        self.grids = grids;
        self.deck = deck;
        self.phase = Phase::Reveal;
        self.holding = None;
        self.out = None;
        self.final_turns_left = 0;
        self.turns_this_round = 0;
        self.current = (self.dealer + 1) % n;
        BeckEvent::Dealt {
            round: self.round,
            dealer: self.dealer,
        }
    }

    fn end_turn(&mut self, events: &mut Vec<BeckEvent>) {
        let seat = self.current;
        self.turns_this_round += 1;
        if self.out.is_some() {
            self.final_turns_left = self.final_turns_left.saturating_sub(1);
        } else if self.face_down_count(seat) == 0 {
            // Gameplay: exposing your last card ends the round after one more turn for each other.
            self.out = Some(seat);
            self.final_turns_left = self.config.players - 1;
            events.push(BeckEvent::WentOut { seat });
        }
        if self.out.is_some() && self.final_turns_left == 0 {
            self.end_round(events);
        } else {
            self.current = (seat + 1) % self.config.players;
        }
    }

    /// Scoring and Bonus Points: reveal everything, score every grid, then the first player out
    /// gets -5 if strictly lowest for the round, otherwise +10 (a tie is not lowest).
    fn end_round(&mut self, events: &mut Vec<BeckEvent>) {
        for g in self.grids.iter_mut() {
            for slot in g.iter_mut() {
                slot.up = true;
            }
        }
        let grids: Vec<GridScore> = self
            .grids
            .iter()
            .map(|g| score_grid(&core::array::from_fn(|i| g[i].card)))
            .collect();
        let n = self.config.players;
        let mut bonus = vec![0; n];
        if let Some(o) = self.out {
            let mine = grids[o].total;
            let strictly_lowest = (0..n).filter(|&s| s != o).all(|s| grids[s].total > mine);
            bonus[o] = if strictly_lowest {
                FIRST_OUT_BONUS
            } else {
                FIRST_OUT_PENALTY
            };
        }
        let scores = (0..n).map(|s| grids[s].total + bonus[s]).collect();
        let result = RoundResult {
            round: self.round,
            grids,
            out: self.out,
            bonus,
            scores,
        };
        self.results.push(result.clone());
        events.push(BeckEvent::RoundEnded { result });
        if self.round >= self.config.rounds {
            self.phase = Phase::GameOver;
            let totals = self.scores();
            let winners = crate::core::game::winners(&totals, true);
            events.push(BeckEvent::GameEnded { totals, winners });
        } else {
            self.phase = Phase::RoundOver;
        }
    }

    fn check_cell(cell: u8) -> Result<usize, RuleError> {
        let c = usize::from(cell);
        if c < CELLS {
            Ok(c)
        } else {
            Err(err(
                "bad_cell",
                format!("There is no cell {cell} in a 3x3 grid (cells are 0 to 8)."),
            ))
        }
    }
}

/// The moves, one step each; `Game::apply` checks the seat and the phase first. Each returns its
/// error before it changes anything, so a refused move leaves the game as it was.
impl Beck {
    /// Getting Started: turn over one of your own face-down cards (two each).
    fn reveal(
        &mut self,
        seat: Seat,
        cell: u8,
        events: &mut Vec<BeckEvent>,
    ) -> Result<(), RuleError> {
        let c = Self::check_cell(cell)?;
        if self.to_reveal(seat) == 0 {
            return Err(err(
                "already_revealed",
                "You have already turned over your two cards.",
            ));
        }
        if self.grids[seat][c].up {
            return Err(err(
                "cell_face_up",
                "That card is already face up; pick a face-down card.",
            ));
        }
        self.grids[seat][c].up = true;
        events.push(BeckEvent::Revealed {
            seat,
            cell,
            card: self.grids[seat][c].card,
        });
        if self.to_move().is_empty() {
            self.phase = Phase::Play;
        }
        Ok(())
    }

    fn check_not_holding(&self) -> Result<(), RuleError> {
        if self.holding.is_some() {
            return Err(err(
                "already_holding",
                "You already hold a card: place it or discard it.",
            ));
        }
        Ok(())
    }

    /// Gameplay: take the top card of the draw pile (reshuffling the discard if it ran out).
    fn draw_from_pile(&mut self, seat: Seat, events: &mut Vec<BeckEvent>) -> Result<(), RuleError> {
        self.check_not_holding()?;
        if !self.deck.can_draw() {
            return Err(err(
                "pile_empty",
                "The draw pile is empty; take the discard instead.",
            ));
        }
        let refill = self.deck.draw.is_empty();
        let card = self
            .deck
            .draw(&mut self.rng)
            .ok_or_else(|| err("pile_empty", "The draw pile is empty."))?;
        if refill {
            events.push(BeckEvent::Reshuffled {
                cards: self.deck.draw.len() + 1,
            });
        }
        self.holding = Some(Holding {
            card,
            from: Source::Pile,
        });
        events.push(BeckEvent::DrewFromPile { seat });
        Ok(())
    }

    /// Gameplay: take the top card of the discard pile; it must then be placed.
    fn take_discard(&mut self, seat: Seat, events: &mut Vec<BeckEvent>) -> Result<(), RuleError> {
        self.check_not_holding()?;
        let card = self
            .deck
            .take_discard()
            .ok_or_else(|| err("discard_empty", "The discard pile is empty."))?;
        self.holding = Some(Holding {
            card,
            from: Source::Discard,
        });
        events.push(BeckEvent::TookDiscard { seat, card });
        Ok(())
    }

    /// Gameplay: the card in hand replaces a grid card, which goes face up to the discard.
    fn place(
        &mut self,
        seat: Seat,
        cell: u8,
        events: &mut Vec<BeckEvent>,
    ) -> Result<(), RuleError> {
        let c = Self::check_cell(cell)?;
        let held = self
            .holding
            .ok_or_else(|| err("nothing_held", "Draw a card or take the discard first."))?;
        let old = self.grids[seat][c];
        self.grids[seat][c] = Slot {
            card: held.card,
            up: true,
        };
        self.deck.discard(old.card);
        self.holding = None;
        events.push(BeckEvent::Placed {
            seat,
            cell,
            card: held.card,
            replaced: old.card,
            replaced_was_face_down: !old.up,
        });
        self.end_turn(events);
        Ok(())
    }

    /// Gameplay: a card drawn from the pile may go straight to the discard.
    fn discard_held(&mut self, seat: Seat, events: &mut Vec<BeckEvent>) -> Result<(), RuleError> {
        let held = self
            .holding
            .ok_or_else(|| err("nothing_held", "Draw a card first."))?;
        if held.from == Source::Discard {
            return Err(err(
                "must_place",
                "A card taken from the discard pile must be placed in your grid.",
            ));
        }
        self.deck.discard(held.card);
        self.holding = None;
        events.push(BeckEvent::Discarded {
            seat,
            card: held.card,
        });
        self.end_turn(events);
        Ok(())
    }
}

impl Game for Beck {
    type Config = BeckConfig;
    type Action = BeckAction;
    type View = super::view::BeckView;
    type Event = BeckEvent;
    const ID: &'static str = "beck";

    fn reveals(event: &BeckEvent, viewer: Seat) -> bool {
        match event {
            BeckEvent::Revealed { .. } | BeckEvent::RoundEnded { .. } => true,
            // Only the drawer sees a card drawn from the pile...
            BeckEvent::DrewFromPile { seat } => *seat == viewer,
            // ...and everyone else sees it when it is placed or discarded.
            BeckEvent::Placed {
                seat,
                replaced_was_face_down,
                ..
            } => *replaced_was_face_down || *seat != viewer,
            BeckEvent::Discarded { seat, .. } => *seat != viewer,
            BeckEvent::Dealt { .. }
            | BeckEvent::TookDiscard { .. }
            | BeckEvent::Reshuffled { .. }
            | BeckEvent::WentOut { .. }
            | BeckEvent::GameEnded { .. } => false,
        }
    }

    fn validate(config: &BeckConfig) -> Result<(), RuleError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&config.players) {
            return Err(err(
                "bad_players",
                format!(
                    "Grandpa Beck's Golf is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}.",
                    config.players
                ),
            ));
        }
        if !(1..=MAX_ROUNDS).contains(&config.rounds) {
            return Err(err(
                "bad_rounds",
                format!(
                    "Play 1 to {MAX_ROUNDS} rounds (3 to 5 recommended), not {}.",
                    config.rounds
                ),
            ));
        }
        Ok(())
    }

    fn new(config: &BeckConfig, seed: impl Into<Seed>) -> Result<Self, RuleError> {
        Self::validate(config)?;
        let mut game = Beck {
            config: config.clone(),
            rng: rng_from_seed(seed),
            phase: Phase::Reveal,
            round: 1,
            // Conclusion: the deal passes left each round; the last seat deals first so seat 0 starts.
            dealer: config.players - 1,
            current: 0,
            grids: Vec::new(),
            deck: Deck {
                draw: Vec::new(),
                discard: Vec::new(),
            },
            holding: None,
            out: None,
            final_turns_left: 0,
            turns_this_round: 0,
            results: Vec::new(),
        };
        game.deal();
        Ok(game)
    }

    fn config(&self) -> &BeckConfig {
        &self.config
    }

    fn num_seats(&self) -> usize {
        self.config.players
    }

    fn to_move(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Reveal => (0..self.config.players)
                .filter(|&s| self.to_reveal(s) > 0)
                .collect(),
            Phase::Play => vec![self.current],
            // Anyone at the table may deal the next round once everyone has seen the scores.
            Phase::RoundOver => (0..self.config.players).collect(),
            Phase::GameOver => Vec::new(),
        }
    }

    fn first_to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Reveal => (0..self.config.players).find(|&s| self.to_reveal(s) > 0),
            Phase::Play => Some(self.current),
            Phase::RoundOver => Some(0),
            Phase::GameOver => None,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<BeckAction> {
        if seat >= self.config.players {
            return Vec::new();
        }
        match self.phase {
            Phase::Reveal => {
                if self.to_reveal(seat) == 0 {
                    return Vec::new();
                }
                // Sized up front: bots and simulations ask at every move.
                let mut v = Vec::with_capacity(CELLS);
                v.extend(
                    (0..CELLS as u8)
                        .filter(|&c| !self.grids[seat][usize::from(c)].up)
                        .map(BeckAction::Reveal),
                );
                v
            }
            Phase::Play if seat == self.current => match self.holding {
                None => {
                    let mut v = Vec::with_capacity(2);
                    if self.deck.can_draw() {
                        v.push(BeckAction::Draw);
                    }
                    if self.deck.top_discard().is_some() {
                        v.push(BeckAction::TakeDiscard);
                    }
                    v
                }
                Some(h) => {
                    let mut v = Vec::with_capacity(CELLS + 1);
                    v.extend((0..CELLS as u8).map(BeckAction::Place));
                    if h.from == Source::Pile {
                        v.push(BeckAction::Discard);
                    }
                    v
                }
            },
            Phase::RoundOver => vec![BeckAction::NextRound],
            _ => Vec::new(),
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &BeckAction,
        events: &mut Vec<BeckEvent>,
    ) -> Result<(), RuleError> {
        let n = self.config.players;
        check_seat(seat, n)?;
        match (self.phase, *action) {
            (Phase::GameOver, _) => return Err(err("game_over", "The game is over.")),
            (Phase::Reveal, BeckAction::Reveal(cell)) => self.reveal(seat, cell, events)?,
            (Phase::Reveal, _) => {
                return Err(err(
                    "reveal_first",
                    "First everyone turns over two cards of their grid.",
                ))
            }
            (Phase::RoundOver, BeckAction::NextRound) => {
                self.round += 1;
                self.dealer = (self.dealer + 1) % n;
                events.push(self.deal());
            }
            (Phase::RoundOver, _) => {
                return Err(err("round_over", "The round is over; deal the next round."))
            }
            (Phase::Play, _) if seat != self.current => {
                return Err(err(
                    "not_your_turn",
                    format!("It is seat {}'s turn, not seat {seat}'s.", self.current),
                ))
            }
            (Phase::Play, BeckAction::Draw) => self.draw_from_pile(seat, events)?,
            (Phase::Play, BeckAction::TakeDiscard) => self.take_discard(seat, events)?,
            (Phase::Play, BeckAction::Place(cell)) => self.place(seat, cell, events)?,
            (Phase::Play, BeckAction::Discard) => self.discard_held(seat, events)?,
            (Phase::Play, BeckAction::Reveal(_)) => {
                return Err(err(
                    "no_flipping",
                    "Cards are only turned over by replacing them during play.",
                ))
            }
            (Phase::Play, BeckAction::NextRound) => {
                return Err(err("round_not_over", "The round is still being played."))
            }
        }
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    fn scores(&self) -> Vec<i32> {
        let mut totals = vec![0; self.config.players];
        for r in &self.results {
            for (t, s) in totals.iter_mut().zip(&r.scores) {
                *t += s;
            }
        }
        totals
    }

    fn view(&self, seat: Option<Seat>) -> super::view::BeckView {
        super::view::BeckView::of(self, seat)
    }

    /// Every grid card face up and the held card shown.
    fn revealed_view(&self) -> super::view::BeckView {
        super::view::BeckView::revealed(self)
    }
}
