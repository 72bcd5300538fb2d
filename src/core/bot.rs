//! Bots decide from one seat's view only. The search bot never touches the real state: it samples
//! full states consistent with the view (`Determinize`) and plays them out.

use super::game::{Determinize, Seat};
use super::rng::{BotRng, Rng, RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

/// What a game offers bots beyond its rules: a fast sensible policy and an evaluation.
pub trait Heuristics: Determinize {
    /// A one-ply rule-of-thumb choice from the seat's view (the "greedy" bot).
    fn greedy_action(
        view: &Self::View,
        seat: Seat,
        legal: &[Self::Action],
        rng: &mut BotRng,
    ) -> Self::Action;
    /// The policy used inside playouts, on a sampled full state (may be the greedy policy).
    fn rollout_action(&self, seat: Seat, rng: &mut BotRng) -> Option<Self::Action>;
    /// True once a playout started at `root` has gone far enough to be scored.
    fn rollout_done(&self, root: &Self) -> bool;
    /// How good this state is for `seat`, in [0, 1].
    fn evaluate(&self, seat: Seat) -> f64;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    Random,
    Greedy,
    Search,
}

impl BotKind {
    pub fn parse(name: &str) -> Option<BotKind> {
        match name {
            "random" => Some(BotKind::Random),
            "greedy" => Some(BotKind::Greedy),
            "search" => Some(BotKind::Search),
            _ => None,
        }
    }
}

/// A bot as a player picks it: a kind and, for search, a playout budget. Budgets are counts, not
/// milliseconds, so a bot's move is reproducible from the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotSpec {
    pub kind: BotKind,
    #[serde(default)]
    pub iterations: u32,
}

/// The default playouts for the search bot ("normal" level on the page).
pub const DEFAULT_ITERATIONS: u32 = 300;

impl BotSpec {
    pub fn level(name: &str) -> Option<BotSpec> {
        match name {
            "easy" => Some(BotSpec {
                kind: BotKind::Greedy,
                iterations: 0,
            }),
            "normal" => Some(BotSpec {
                kind: BotKind::Search,
                iterations: DEFAULT_ITERATIONS,
            }),
            "hard" => Some(BotSpec {
                kind: BotKind::Search,
                iterations: DEFAULT_ITERATIONS * 4,
            }),
            other => BotKind::parse(other).map(|kind| BotSpec {
                kind,
                iterations: DEFAULT_ITERATIONS,
            }),
        }
    }
}

/// Chooses an action for `seat` from its view and its legal actions. Deterministic in `rng`.
pub fn choose<G: Heuristics>(
    spec: BotSpec,
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    rng: &mut BotRng,
) -> Option<G::Action> {
    if legal.is_empty() {
        return None;
    }
    if legal.len() == 1 {
        return Some(legal[0].clone());
    }
    Some(match spec.kind {
        BotKind::Random => legal[rng.random_range(0..legal.len())].clone(),
        BotKind::Greedy => G::greedy_action(view, seat, legal, rng),
        BotKind::Search => search::<G>(view, seat, legal, spec.iterations.max(1), rng),
    })
}

/// Determinized Monte Carlo search with UCB1 at the root: each playout samples a fresh hidden
/// state from the view, so no single guess about hidden cards is trusted.
fn search<G: Heuristics>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    iterations: u32,
    rng: &mut BotRng,
) -> G::Action {
    const MAX_PLAYOUT_STEPS: usize = 400;
    let n = legal.len();
    let mut visits = vec![0u32; n];
    let mut reward = vec![0f64; n];
    for it in 0..iterations {
        let pick = if (it as usize) < n {
            it as usize
        } else {
            let ln = f64::from(it).ln();
            (0..n)
                .max_by(|&a, &b| {
                    let ua =
                        reward[a] / f64::from(visits[a]) + 0.7 * (ln / f64::from(visits[a])).sqrt();
                    let ub =
                        reward[b] / f64::from(visits[b]) + 0.7 * (ln / f64::from(visits[b])).sqrt();
                    ua.total_cmp(&ub)
                })
                .unwrap_or(0)
        };
        let mut sampler = BotRng::seed_from_u64(rng.next_u64());
        let root = G::determinize(view, seat, &mut sampler);
        let mut state = root.clone();
        if state.apply(seat, &legal[pick]).is_err() {
            // The sample disagrees with the view; never pick this action on bad evidence.
            visits[pick] += 1;
            continue;
        }
        for _ in 0..MAX_PLAYOUT_STEPS {
            if state.is_over() || state.rollout_done(&root) {
                break;
            }
            let Some(mover) = state.first_to_move() else {
                break;
            };
            let Some(action) = state.rollout_action(mover, &mut sampler) else {
                break;
            };
            if state.apply(mover, &action).is_err() {
                break;
            }
        }
        visits[pick] += 1;
        reward[pick] += state.evaluate(seat);
    }
    let best = (0..n)
        .max_by(|&a, &b| {
            let ma = reward[a] / f64::from(visits[a].max(1));
            let mb = reward[b] / f64::from(visits[b].max(1));
            visits[a].cmp(&visits[b]).then(ma.total_cmp(&mb))
        })
        .unwrap_or(0);
    legal[best].clone()
}

/// A bot's PRNG for one decision, derived from the match seed and the move number so a replayed
/// record asks the bot the same question with the same dice.
pub fn decision_rng(seed: u64, move_number: usize, seat: Seat) -> BotRng {
    let mix =
        seed ^ (move_number as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ ((seat as u64) << 56);
    BotRng::seed_from_u64(mix)
}

/// Plays one whole game between bots; returns the finished match (or where it stalled).
pub fn play_out<G: Heuristics>(
    m: &mut super::record::Match<G>,
    bots: &[BotSpec],
    max_actions: usize,
) -> bool {
    let mut steps = 0;
    while !m.state.is_over() {
        if steps >= max_actions {
            return false;
        }
        let Some(seat) = m.state.first_to_move() else {
            return false;
        };
        let legal = m.state.legal_actions(seat);
        let mut rng = decision_rng(m.seed, m.actions.len(), seat);
        let spec = bots.get(seat).copied().unwrap_or(BotSpec {
            kind: BotKind::Random,
            iterations: 0,
        });
        // A random bot needs no view: skip building one (it allocates, and simulations are hot).
        let action = if spec.kind == BotKind::Random {
            // Same dice as `choose` (a single legal action is taken without a roll).
            match legal.len() {
                0 => return false,
                1 => legal[0].clone(),
                n => legal[rng.random_range(0..n)].clone(),
            }
        } else {
            let Some(action) = choose::<G>(spec, &m.state.view(Some(seat)), seat, &legal, &mut rng)
            else {
                return false;
            };
            action
        };
        if m.apply(seat, action).is_err() {
            return false;
        }
        steps += 1;
    }
    true
}
