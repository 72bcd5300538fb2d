//! What one seat may know in Golfie: face-down Field cards and the order of both stacks are
//! hidden from everyone; everything else is on the table.

use super::cards::{action_deck, field_deck, ActionCard, Field};
use super::rules::{Golfie, GolfieConfig, Phase, Scorecard, Task, SOLO_TARGET};
use crate::core::deck::Deck;
use crate::core::game::{Determinize, Game, Seat};
use crate::core::grid::{Unseen, CELLS};
use crate::core::pause::Pause;
use crate::core::rng::{shuffle, BotRng, GameRng, RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

fn game_id() -> &'static str {
    Golfie::ID
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GolfieView {
    /// The game's id (written for the page; read back as this game's own).
    #[serde(skip_deserializing, default = "game_id")]
    #[cfg_attr(test, ts(type = "\"golfie\""))]
    pub game: &'static str,
    pub seat: Option<Seat>,
    pub config: GolfieConfig,
    pub phase: Phase,
    pub active: Seat,
    /// The Action card in play (or the last one played).
    pub current: Option<ActionCard>,
    pub to_move: Vec<Seat>,
    pub tasks: Vec<Task>,
    /// `None` is a face-down card.
    pub grids: Vec<[Option<Field>; CELLS]>,
    pub field_count: usize,
    /// The Field discard pile, top last (every card in it was seen face up).
    pub field_discard: Vec<Field>,
    pub actions_left: usize,
    /// Action cards revealed this half, top last.
    pub played: Vec<ActionCard>,
    pub half: usize,
    pub holes_played: usize,
    pub cards: Vec<Scorecard>,
    /// Each scorecard row's front and back nine: holes, lost balls and combos.
    pub subtotals: Vec<[i32; 2]>,
    /// The scorecard row of each seat.
    pub units: Vec<usize>,
    pub hole_picks: Vec<Option<i32>>,
    pub totals: Vec<i32>,
    /// Single player: the score to beat.
    pub target: Option<i32>,
    pub pause: Pause,
}

impl GolfieView {
    pub fn of(g: &Golfie, seat: Option<Seat>) -> GolfieView {
        GolfieView {
            game: Golfie::ID,
            seat,
            config: g.config.clone(),
            phase: g.phase,
            active: g.active,
            current: g.current,
            to_move: g.to_move(),
            tasks: g.tasks.clone(),
            grids: g
                .grids
                .iter()
                .map(|grid| grid.map(|s| s.up.then_some(s.card)))
                .collect(),
            field_count: g.field.draw.len(),
            field_discard: g.field.discard.clone(),
            actions_left: g.actions.len(),
            played: g.played.clone(),
            half: g.half,
            holes_played: g.holes_played,
            cards: g.cards.clone(),
            subtotals: g
                .cards
                .iter()
                .map(|c| [c.subtotal(0), c.subtotal(1)])
                .collect(),
            units: (0..g.config.players).map(|s| g.unit_of(s)).collect(),
            hole_picks: g.hole_picks.clone(),
            totals: g.scores(),
            target: (g.config.players == 1).then_some(SOLO_TARGET),
            // The one pause is mid-course, before the back nine's first Action card.
            pause: Pause {
                done: g.half,
                open: g.half == 1
                    && g.holes_played == 9
                    && g.played.is_empty()
                    && g.phase == Phase::Flip,
            },
        }
    }
}

impl GolfieView {
    /// The spectator's view with every grid card face up: `Game::revealed_view`, for a
    /// finished match's review.
    pub fn revealed(g: &Golfie) -> GolfieView {
        let mut view = GolfieView::of(g, None);
        view.grids = g
            .grids
            .iter()
            .map(|grid| grid.map(|s| Some(s.card)))
            .collect();
        view
    }
}

impl Determinize for Golfie {
    /// Deals the unseen Field cards into the face-down places and the stack, and shuffles the
    /// Action cards not yet revealed this half.
    fn determinize(view: &GolfieView, _seat: Seat, rng: &mut BotRng) -> Golfie {
        let seen = view.grids.iter().flatten().flatten();
        let seen = seen.chain(&view.field_discard).copied();
        let mut unseen = Unseen::new(field_deck(), seen, Field::Value(6), rng);
        let grids = unseen.deal_grids(&view.grids);
        let draw: Vec<Field> = (0..view.field_count).map(|_| unseen.deal()).collect();
        let mut actions = action_deck().to_vec();
        for p in &view.played {
            if let Some(i) = actions.iter().position(|a| a == p) {
                actions.swap_remove(i);
            }
        }
        actions.sort();
        shuffle(&mut actions, rng);
        actions.truncate(view.actions_left);
        Golfie {
            config: view.config.clone(),
            rng: GameRng::seed_from_u64(rng.next_u64()),
            phase: view.phase,
            grids,
            field: Deck {
                draw,
                discard: view.field_discard.clone(),
            },
            actions,
            played: view.played.clone(),
            half: view.half,
            holes_played: view.holes_played,
            active: view.active,
            current: view.current,
            tasks: view.tasks.clone(),
            cards: view.cards.clone(),
            hole_picks: view.hole_picks.clone(),
        }
    }
}
