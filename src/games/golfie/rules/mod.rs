//! Golfie: the rules engine. Section names follow the rulebook: Set up, Game turn, Action Card -
//! Hole, Action Card - Playing Area (Unveil, Move), Double zone, Golf Cart, Combo, Lost Ball,
//! Mid-course, End of the Game, Point of Rules 1-3, Team play, Single player.
//!
//! This file holds the types, the state queries, the grid and Field stack every section uses, and
//! `impl Game`, whose `apply` hands each move to its section: `setup` (Set up), `turn` (Game turn,
//! Mid-course, End of the Game), `hole` (Action Card - Hole), `playing_area` (Action Card -
//! Playing Area, Double zone, Golf Cart), `combo` (Combo), `lost_ball` (Lost Ball) and `teams`
//! (Team play). Single player is the target in `winners`.
//!
//! Simultaneous play: every player performs the revealed Action card on their own grid. A choice
//! only ever changes its own player's grid, so choices apply as they are made; seeing another
//! player's result can't change what you should do. Readings where the rulebook is silent:
//! - A Lost Ball revealed for a Hole is still a lost ball (+1, as the Lost Ball rule says), and
//!   the Hole scores the top Field card; if that is a Lost Ball too, +1 again and take the next.
//! - A Lost Ball revealed during set up is handled like any other (+1, replaced face up).
//! - After a Hole, the cards that shifted up may line up into a Combo; it counts.
//! - Team play: every member takes and discards a Hole card, then the team decides which of
//!   those cards is marked. The team's first member in turn order (from the active player)
//!   voices the decision; it sees only cards already turned face up.

use super::cards::{action_deck, field_deck, ActionCard, Field};
use crate::core::deck::Deck;
use crate::core::game::{check_seat, err, Game, RuleError, Seat};
use crate::core::grid::{neighbours, shift_up, CELLS};
use crate::core::rng::{rng_from_seed, shuffle, GameRng, Seed};
use serde::{Deserialize, Serialize};

// One file per part of the rulebook; each adds methods to `Golfie`.
mod combo;
mod hole;
mod lost_ball;
mod playing_area;
mod setup;
mod teams;
mod turn;

pub const MAX_PLAYERS: usize = 8;
pub const HOLES: usize = 18;
pub const COMBO_POINTS: i32 = -2;
pub const LOST_BALL_POINTS: i32 = 1;
/// Single player: try to do better than this.
pub const SOLO_TARGET: i32 = 54;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GolfieConfig {
    pub players: usize,
    /// Team play: the team of each seat (2v2, 3v3, 4v4 or 2v2v2). Empty: everyone for themselves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, ts(rename = "GolfiePhase"))]
pub enum Phase {
    /// Set up: everyone reveals one top-row and one bottom-row card.
    Setup,
    /// The active player reveals the next Action card.
    Flip,
    /// Everyone performs the Action card.
    Act,
    GameOver,
}

/// What a seat still has to do for the Action card in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Task {
    Setup {
        top: bool,
        bottom: bool,
    },
    Hole,
    /// Unveil or move each of these cells, in any order.
    Play {
        cells: Cells,
    },
    GolfCart,
    /// Several Combos at once (L, T or + shapes): choose which to resolve first.
    ChooseCombo,
    /// Team play: choose which member's Hole card the team marks.
    MarkHole,
    Done,
}

/// The one or two cells a Zone or Double zone card indicates that a seat has still to play, kept
/// in place rather than in a `Vec`: every flip gives each seat a task, and random games and bot
/// playouts flip thousands of times. Written and read as a list of cell numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(as = "Vec<u8>"))]
pub struct Cells {
    len: u8,
    cells: [u8; 2],
}

impl Cells {
    /// The first two of `cells` (a card indicates no more).
    pub fn of(cells: &[u8]) -> Cells {
        let mut out = Cells::default();
        for &c in cells.iter().take(2) {
            out.push(c);
        }
        out
    }

    fn push(&mut self, cell: u8) {
        self.cells[usize::from(self.len)] = cell;
        self.len += 1;
    }

    /// Takes `cell` out (the other keeps its place).
    fn remove(&mut self, cell: u8) {
        let mut kept = Cells::default();
        for &c in self.iter().filter(|c| **c != cell) {
            kept.push(c);
        }
        *self = kept;
    }
}

impl std::ops::Deref for Cells {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.cells[..usize::from(self.len)]
    }
}

impl Serialize for Cells {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Cells {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Cells, D::Error> {
        let cells = Vec::<u8>::deserialize(d)?;
        if cells.len() > 2 {
            return Err(serde::de::Error::invalid_length(
                cells.len(),
                &"one or two cells",
            ));
        }
        Ok(Cells::of(&cells))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GolfieAction {
    /// Set up: turn over a card of your top or bottom row.
    Reveal(u8),
    /// The active player reveals the next Action card.
    Flip,
    /// Score this top-row card (0, 1 or 2).
    Hole(u8),
    /// Turn over the indicated face-down card.
    Unveil(u8),
    /// Swap the indicated card with an orthogonally adjacent one.
    Move { cell: u8, with: u8 },
    /// Resolve the Combo on this line (0-2 rows, 3-5 columns) first.
    Combo(u8),
    /// Team play: mark the Hole card this member (a seat of the team) took.
    Mark(u8),
}

/// A place in a grid (the kernel's, holding a Field card).
pub type Slot = crate::core::grid::Slot<Field>;

/// One row of the scorecard: 18 holes, lost balls (+1) and combos (-2) per half.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Scorecard {
    pub holes: Vec<Option<i32>>,
    pub lost: [u32; 2],
    pub combos: [u32; 2],
}

impl Scorecard {
    pub fn subtotal(&self, half: usize) -> i32 {
        let holes: i32 = self.holes.iter().skip(half * 9).take(9).flatten().sum();
        holes + LOST_BALL_POINTS * self.lost[half] as i32 + COMBO_POINTS * self.combos[half] as i32
    }
    pub fn total(&self) -> i32 {
        self.subtotal(0) + self.subtotal(1)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum GolfieEvent {
    Revealed {
        seat: Seat,
        cell: u8,
        card: Field,
    },
    /// A Lost Ball was discarded (+1) and replaced face up by `replacement`.
    LostBall {
        seat: Seat,
        cell: u8,
        replacement: Field,
    },
    ActionRevealed {
        seat: Seat,
        card: ActionCard,
    },
    Moved {
        seat: Seat,
        cell: u8,
        with: u8,
    },
    /// A Hole card: `card` was taken from `cell` and `scored` marked (the Field top card if a
    /// Lost Ball was revealed).
    HolePlayed {
        seat: Seat,
        cell: u8,
        card: Field,
        scored: i32,
    },
    Combo {
        seat: Seat,
        line: u8,
        value: u8,
    },
    /// Cards of these cells left the grid; the columns moved up and were refilled face down.
    Shifted {
        seat: Seat,
        removed: Vec<u8>,
    },
    /// The Field stack ran out and the discard was shuffled into a new stack.
    FieldReshuffled,
    /// Team play: `seat` chose the card `member` took for the Hole, worth `scored`.
    TeamChose {
        seat: Seat,
        member: Seat,
        scored: i32,
    },
    HoleMarked {
        hole: usize,
        marks: Vec<i32>,
    },
    MidCourse {
        subtotals: Vec<i32>,
    },
    GameEnded {
        totals: Vec<i32>,
        winners: Vec<Seat>,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Golfie {
    pub(crate) config: GolfieConfig,
    pub(crate) rng: GameRng,
    pub(crate) phase: Phase,
    pub(crate) grids: Vec<[Slot; CELLS]>,
    pub(crate) field: Deck<Field>,
    /// The Action stack, top last; the Final Hole lies under it.
    pub(crate) actions: Vec<ActionCard>,
    /// Action cards revealed this half, last on top.
    pub(crate) played: Vec<ActionCard>,
    pub(crate) half: usize,
    pub(crate) holes_played: usize,
    pub(crate) active: Seat,
    pub(crate) current: Option<ActionCard>,
    pub(crate) tasks: Vec<Task>,
    /// Scorecard rows: one per player, or one per team.
    pub(crate) cards: Vec<Scorecard>,
    /// What each seat took for the Hole in play.
    pub(crate) hole_picks: Vec<Option<i32>>,
}

impl Golfie {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn grid(&self, seat: Seat) -> &[Slot; CELLS] {
        &self.grids[seat]
    }
    pub fn tasks(&self) -> &[Task] {
        &self.tasks
    }
    pub fn scorecards(&self) -> &[Scorecard] {
        &self.cards
    }
    pub fn holes_played(&self) -> usize {
        self.holes_played
    }
    pub fn half(&self) -> usize {
        self.half
    }

    /// Every Field card, wherever it is (conservation checks).
    pub fn all_field_cards(&self) -> Vec<Field> {
        let mut all: Vec<Field> = self
            .grids
            .iter()
            .flat_map(|g| g.iter().map(|s| s.card))
            .collect();
        all.extend(self.field.draw.iter().copied());
        all.extend(self.field.discard.iter().copied());
        all
    }

    /// The scorecard row a seat writes on.
    pub fn unit_of(&self, seat: Seat) -> usize {
        self.config
            .teams
            .get(seat)
            .map(|t| usize::from(*t))
            .unwrap_or(seat)
    }

    fn units(config: &GolfieConfig) -> usize {
        if config.teams.is_empty() {
            config.players
        } else {
            config
                .teams
                .iter()
                .map(|t| usize::from(*t) + 1)
                .max()
                .unwrap_or(0)
        }
    }

    /// Point of Rules 1: an empty Field stack is refilled from the whole shuffled discard.
    fn draw_field(&mut self, events: &mut Vec<GolfieEvent>) -> Field {
        if self.field.draw.is_empty() && self.field.refill_all(&mut self.rng) {
            events.push(GolfieEvent::FieldReshuffled);
        }
        // The grids hold at most 72 of the 126 cards, so stack and discard are never both empty.
        self.field.draw.pop().unwrap_or(Field::Value(6))
    }

    fn reveal(&mut self, seat: Seat, cell: usize, events: &mut Vec<GolfieEvent>) {
        self.grids[seat][cell].up = true;
        events.push(GolfieEvent::Revealed {
            seat,
            cell: cell as u8,
            card: self.grids[seat][cell].card,
        });
        self.settle_lost_balls(seat, cell, events);
    }

    /// Removes cards, lets the columns rise and refills the gaps face down.
    fn remove_and_refill(&mut self, seat: Seat, gone: &[usize], events: &mut Vec<GolfieEvent>) {
        let mut cells: [Option<Slot>; CELLS] = self.grids[seat].map(Some);
        for &c in gone {
            if let Some(slot) = cells[c].take() {
                self.field.discard(slot.card);
            }
        }
        for empty in shift_up(&mut cells, &[]) {
            let card = self.draw_field(events);
            cells[empty] = Some(Slot { card, up: false });
        }
        self.grids[seat] = cells.map(|s| {
            s.unwrap_or(Slot {
                card: Field::Value(6),
                up: false,
            })
        });
        events.push(GolfieEvent::Shifted {
            seat,
            removed: gone.iter().map(|c| *c as u8).collect(),
        });
    }

    fn all_done(&self) -> bool {
        self.tasks.iter().all(|t| *t == Task::Done)
    }

    fn cell(cell: u8) -> Result<usize, RuleError> {
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

impl Game for Golfie {
    type Config = GolfieConfig;
    type Action = GolfieAction;
    type View = super::view::GolfieView;
    type Event = GolfieEvent;
    const ID: &'static str = "golfie";
    /// Edition 2: the mid-course reshuffle mixes the old stack in (End of the Game). Edition 3:
    /// in team play the team chooses which Hole card it marks (a move of its own). A record of
    /// an older edition would play out differently, so it is refused.
    const RULES: u32 = 3;

    /// Swaps, combos, refills face down and reshuffles show nothing; every turned card does.
    fn reveals(event: &GolfieEvent, _viewer: Seat) -> bool {
        !matches!(
            event,
            GolfieEvent::Moved { .. }
                | GolfieEvent::Combo { .. }
                | GolfieEvent::Shifted { .. }
                | GolfieEvent::FieldReshuffled
                | GolfieEvent::TeamChose { .. }
                | GolfieEvent::HoleMarked { .. }
                | GolfieEvent::MidCourse { .. }
                | GolfieEvent::GameEnded { .. }
        )
    }

    fn validate(config: &GolfieConfig) -> Result<(), RuleError> {
        if !(1..=MAX_PLAYERS).contains(&config.players) {
            return Err(err(
                "bad_players",
                format!(
                    "Golfie is for 1 to {MAX_PLAYERS} players, not {}.",
                    config.players
                ),
            ));
        }
        if config.teams.is_empty() {
            return Ok(());
        }
        if config.teams.len() != config.players {
            return Err(err("bad_teams", "Give every player a team."));
        }
        let count = Golfie::units(config);
        let sizes: Vec<usize> = (0..count)
            .map(|t| {
                config
                    .teams
                    .iter()
                    .filter(|x| usize::from(**x) == t)
                    .count()
            })
            .collect();
        let same = sizes.iter().all(|s| *s == sizes[0]);
        let allowed = matches!((count, sizes[0]), (2, 2) | (2, 3) | (2, 4) | (3, 2));
        if !same || !allowed {
            return Err(err(
                "bad_teams",
                "Teams play 2 against 2, 3 against 3, 4 against 4, or 2 against 2 against 2.",
            ));
        }
        Ok(())
    }

    fn new(config: &GolfieConfig, seed: impl Into<Seed>) -> Result<Self, RuleError> {
        Self::validate(config)?;
        let mut rng = rng_from_seed(seed);
        let mut field = Deck::shuffled(field_deck().to_vec(), &mut rng);
        let mut actions = action_deck().to_vec();
        shuffle(&mut actions, &mut rng);
        let grids = (0..config.players)
            .map(|_| {
                core::array::from_fn(|_| Slot {
                    card: field.draw.pop().unwrap_or(Field::Value(6)),
                    up: false,
                })
            })
            .collect();
        Ok(Golfie {
            config: config.clone(),
            rng,
            phase: Phase::Setup,
            grids,
            field,
            actions,
            played: Vec::new(),
            half: 0,
            holes_played: 0,
            // First player: the one who explains the rules; here, the first seat.
            active: 0,
            current: None,
            tasks: vec![
                Task::Setup {
                    top: false,
                    bottom: false
                };
                config.players
            ],
            cards: vec![
                Scorecard {
                    holes: vec![None; HOLES],
                    ..Default::default()
                };
                Golfie::units(config)
            ],
            hole_picks: vec![None; config.players],
        })
    }

    fn config(&self) -> &GolfieConfig {
        &self.config
    }

    fn num_seats(&self) -> usize {
        self.config.players
    }

    fn to_move(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Flip => vec![self.active],
            Phase::Setup | Phase::Act => (0..self.config.players)
                .filter(|&s| self.tasks[s] != Task::Done)
                .collect(),
            Phase::GameOver => Vec::new(),
        }
    }

    /// `to_move`'s first, without building the list (playouts ask at every step).
    fn first_to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Flip => Some(self.active),
            Phase::Setup | Phase::Act => {
                (0..self.config.players).find(|&s| self.tasks[s] != Task::Done)
            }
            Phase::GameOver => None,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<GolfieAction> {
        if seat >= self.config.players {
            return Vec::new();
        }
        let g = &self.grids[seat];
        match (&self.phase, &self.tasks[seat]) {
            (Phase::Flip, _) if seat == self.active => vec![GolfieAction::Flip],
            (Phase::Setup, Task::Setup { top, bottom }) => (0..3u8)
                .filter(|_| !top)
                .chain((6..9u8).filter(|_| !bottom))
                .filter(|&c| !g[usize::from(c)].up)
                .map(GolfieAction::Reveal)
                .collect(),
            (Phase::Act, Task::Hole) => (0..3).map(GolfieAction::Hole).collect(),
            (Phase::Act, Task::MarkHole) => {
                let unit = self.unit_of(seat);
                self.members(unit)
                    .filter(|&m| self.hole_picks[m].is_some())
                    .map(|m| GolfieAction::Mark(m as u8))
                    .collect()
            }
            (Phase::Act, Task::ChooseCombo) => self.combos(seat).map(GolfieAction::Combo).collect(),
            (Phase::Act, Task::Play { .. } | Task::GolfCart) => {
                // At most an unveil and four moves a cell: one allocation, not five growths.
                let mut out = Vec::with_capacity(self.playable_cells(seat).len() * 5);
                for &cell in self.playable_cells(seat) {
                    if !g[usize::from(cell)].up {
                        out.push(GolfieAction::Unveil(cell));
                    }
                    for n in neighbours(usize::from(cell)) {
                        out.push(GolfieAction::Move {
                            cell,
                            with: n as u8,
                        });
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &GolfieAction,
        events: &mut Vec<GolfieEvent>,
    ) -> Result<(), RuleError> {
        check_seat(seat, self.config.players)?;
        if self.phase == Phase::GameOver {
            return Err(err("game_over", "The game is over."));
        }
        match *action {
            GolfieAction::Flip => self.flip(seat, events)?,
            GolfieAction::Reveal(cell) => return self.setup_reveal(seat, cell, events),
            GolfieAction::Hole(cell) => self.play_hole(seat, cell, events)?,
            GolfieAction::Unveil(_) | GolfieAction::Move { .. } => {
                self.play_cell(seat, *action, events)?
            }
            GolfieAction::Combo(line) => self.choose_combo(seat, line, events)?,
            GolfieAction::Mark(member) => self.mark_team_card(seat, member, events)?,
        }
        if self.phase == Phase::Act && self.all_done() {
            self.end_of_action(events);
        }
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    fn scores(&self) -> Vec<i32> {
        (0..self.config.players)
            .map(|s| self.cards[self.unit_of(s)].total())
            .collect()
    }

    /// The lowest total wins; alone, the player wins only by finishing under the target.
    fn winners(&self) -> Vec<Seat> {
        let scores = self.scores();
        if self.config.players == 1 {
            return if scores[0] < SOLO_TARGET {
                vec![0]
            } else {
                Vec::new()
            };
        }
        crate::core::game::winners(&scores, true)
    }

    fn view(&self, seat: Option<Seat>) -> super::view::GolfieView {
        super::view::GolfieView::of(self, seat)
    }

    /// Every grid card face up.
    fn revealed_view(&self) -> super::view::GolfieView {
        super::view::GolfieView::revealed(self)
    }
}
