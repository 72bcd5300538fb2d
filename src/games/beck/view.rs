//! What one seat may know. Face-down cards are unknown to everyone, their owner included; the card
//! just drawn from the pile is known only to its drawer until it is placed or discarded.

use super::cards::{full_deck, Card};
use super::rules::{Beck, BeckConfig, Holding, Phase, RoundResult, Source};
use super::scoring::score_cells;
use crate::core::deck::Deck;
use crate::core::game::{Determinize, Game, Seat};
use crate::core::grid::{Unseen, CELLS};
use crate::core::pause::Pause;
use crate::core::rng::{BotRng, GameRng, RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

fn game_id() -> &'static str {
    Beck::ID
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct BeckView {
    /// The game's id (written for the page; read back as this game's own).
    #[serde(skip_deserializing, default = "game_id")]
    #[cfg_attr(test, ts(type = "\"beck\""))]
    pub game: &'static str,
    /// Whose knowledge this is; `None` for a spectator.
    pub seat: Option<Seat>,
    pub config: BeckConfig,
    pub phase: Phase,
    pub round: u32,
    pub dealer: Seat,
    pub current: Seat,
    pub to_move: Vec<Seat>,
    /// `None` is a face-down card.
    pub grids: Vec<[Option<Card>; CELLS]>,
    /// What each grid scores counting only its face-up cards (shown beside the grid).
    pub showing: Vec<i32>,
    /// Every discarded card, top last: each was seen face up by the whole table.
    pub discard: Vec<Card>,
    pub draw_count: usize,
    /// Who holds a card between taking and placing it, and where it came from (public).
    pub holder: Option<Seat>,
    pub holding_from: Option<Source>,
    /// The held card, if this seat may see it (it came from the discard, or this seat drew it).
    pub holding: Option<Card>,
    pub out: Option<Seat>,
    pub final_turns_left: usize,
    /// Cards each seat has still to turn over before play starts.
    pub to_reveal: Vec<usize>,
    pub turns_this_round: u32,
    pub results: Vec<RoundResult>,
    pub totals: Vec<i32>,
    /// The pause after each round, to read the scores before the next deal.
    pub pause: Pause,
}

impl BeckView {
    pub fn of(g: &Beck, seat: Option<Seat>) -> BeckView {
        let grids: Vec<[Option<Card>; CELLS]> = g
            .grids
            .iter()
            .map(|grid| core::array::from_fn(|i| grid[i].up.then_some(grid[i].card)))
            .collect();
        let showing = grids.iter().map(|grid| score_cells(grid).total).collect();
        let visible = |h: &Holding| h.from == Source::Discard || seat == Some(g.current);
        BeckView {
            game: Beck::ID,
            seat,
            config: g.config.clone(),
            phase: g.phase,
            round: g.round,
            dealer: g.dealer,
            current: g.current,
            to_move: g.to_move(),
            grids,
            showing,
            discard: g.deck.discard.clone(),
            draw_count: g.deck.draw.len(),
            holder: g.holding.map(|_| g.current),
            holding_from: g.holding.map(|h| h.from),
            holding: g.holding.filter(visible).map(|h| h.card),
            out: g.out,
            final_turns_left: g.final_turns_left,
            to_reveal: (0..g.config.players).map(|s| g.to_reveal(s)).collect(),
            turns_this_round: g.turns_this_round,
            results: g.results.clone(),
            totals: g.scores(),
            pause: Pause {
                done: g.results.len(),
                open: g.phase == Phase::RoundOver,
            },
        }
    }
}

impl BeckView {
    /// The spectator's view with every grid card face up (each grid's showing score counts
    /// them all) and the held card shown: `Game::revealed_view`, for a finished match's review.
    pub fn revealed(g: &Beck) -> BeckView {
        let mut view = BeckView::of(g, None);
        view.grids = g
            .grids
            .iter()
            .map(|grid| core::array::from_fn(|i| Some(grid[i].card)))
            .collect();
        view.showing = view
            .grids
            .iter()
            .map(|grid| score_cells(grid).total)
            .collect();
        view.holding = g.holding.map(|h| h.card);
        view
    }
}

impl Determinize for Beck {
    /// Deals the cards this seat cannot see (face-down cards, the draw pile, another player's
    /// drawn card) at random from the cards it has not seen.
    fn determinize(view: &BeckView, _seat: Seat, rng: &mut BotRng) -> Beck {
        let seen = view.grids.iter().flatten().flatten();
        let seen = seen.chain(&view.discard).chain(&view.holding).copied();
        let mut unseen = Unseen::new(full_deck(), seen, Card::Mulligan, rng);
        let grids = unseen.deal_grids(&view.grids);
        let holding = view.holding_from.map(|from| Holding {
            card: view.holding.unwrap_or_else(|| unseen.deal()),
            from,
        });
        let draw: Vec<Card> = (0..view.draw_count).map(|_| unseen.deal()).collect();
        Beck {
            config: view.config.clone(),
            rng: GameRng::seed_from_u64(rng.next_u64()),
            phase: view.phase,
            round: view.round,
            dealer: view.dealer,
            current: view.current,
            grids,
            deck: Deck {
                draw,
                discard: view.discard.clone(),
            },
            holding,
            out: view.out,
            final_turns_left: view.final_turns_left,
            turns_this_round: view.turns_this_round,
            results: view.results.clone(),
        }
    }
}
