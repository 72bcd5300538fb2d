//! Bots decide from one seat's view only. The search bot never touches the real state: it samples
//! full states consistent with the view (`Determinize`) and plays them out.

use super::game::{Determinize, Seat};
use super::rng::{BotRng, Rng, RngCore, SeedableRng};
use super::sort::sort_short_by;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// What a game offers bots beyond its rules: a fast sensible policy and an evaluation.
pub trait Heuristics: Determinize {
    /// Playouts of the normal level's search in this game (`BotSpec::level`). Normal is a fair
    /// opponent and hard as strong as its time allows: a game whose search stops gaining well
    /// before hard's budget gives normal fewer playouts, so the two levels play differently.
    const NORMAL_PLAYOUTS: u32 = DEFAULT_ITERATIONS;
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
    /// How good each legal action looks to the rule of thumb, from the seat's view (higher is
    /// better), or None if the game ranks none. The search weighs the best of them first.
    fn action_values(
        _view: &Self::View,
        _seat: Seat,
        _legal: &[Self::Action],
        _rng: &mut BotRng,
    ) -> Option<Vec<f64>> {
        None
    }
    /// A hint's figures for `action`, in the game's own terms and from the seat's view only
    /// (named numbers the page puts into words), or none.
    fn hint_figures(
        _view: &Self::View,
        _seat: Seat,
        _action: &Self::Action,
        _rng: &mut BotRng,
    ) -> Vec<(&'static str, f64)> {
        Vec::new()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    Random,
    Greedy,
    /// The easy level: the greedy bot's judgement with a person's slips (see `casual`).
    Casual,
    Search,
}

impl BotKind {
    pub fn parse(name: &str) -> Option<BotKind> {
        match name {
            "random" => Some(BotKind::Random),
            "greedy" => Some(BotKind::Greedy),
            "casual" => Some(BotKind::Casual),
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
    /// Playouts for search; `NORMAL`: the game's own normal budget.
    #[serde(default)]
    pub iterations: u32,
}

/// The normal level's playouts unless a game sets its own (`Heuristics::NORMAL_PLAYOUTS`).
pub const DEFAULT_ITERATIONS: u32 = 300;
/// The hard level's playouts, in every game.
pub const HARD_ITERATIONS: u32 = DEFAULT_ITERATIONS * 4;
/// `BotSpec::iterations` for "the game's normal budget".
pub const NORMAL: u32 = 0;

impl BotSpec {
    pub fn level(name: &str) -> Option<BotSpec> {
        match name {
            "easy" => Some(BotSpec {
                kind: BotKind::Casual,
                iterations: 0,
            }),
            "normal" => Some(BotSpec {
                kind: BotKind::Search,
                iterations: NORMAL,
            }),
            "hard" => Some(BotSpec {
                kind: BotKind::Search,
                iterations: HARD_ITERATIONS,
            }),
            other => BotKind::parse(other).map(|kind| BotSpec {
                kind,
                iterations: NORMAL,
            }),
        }
    }

    /// The playouts this bot's search gets in game `G`.
    pub fn playouts<G: Heuristics>(self) -> u32 {
        match self.iterations {
            NORMAL => G::NORMAL_PLAYOUTS,
            n => n,
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
        BotKind::Casual => casual::<G>(view, seat, legal, rng),
        BotKind::Search => search::<G>(view, seat, legal, spec.playouts::<G>(), rng),
    })
}

/// How often the easy bot slips, in percent of its decisions with a choice.
const SLIP_PERCENT: u32 = 30;

/// The easy bot: the rule of thumb's move, except that now and then it settles for the second or
/// third best-looking move, as a person who misjudges does; never a move the rule of thumb rates
/// among the worst. A game that ranks no moves gets the greedy bot.
fn casual<G: Heuristics>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    rng: &mut BotRng,
) -> G::Action {
    let slip = rng.random_range(0..100) < SLIP_PERCENT;
    let Some(values) = G::action_values(view, seat, legal, rng).filter(|v| v.len() == legal.len())
    else {
        return G::greedy_action(view, seat, legal, rng);
    };
    let order = ranked(&values);
    // Only moves the rule of thumb weighs (a finite value) are slipped to.
    let plausible = order
        .iter()
        .take(3)
        .filter(|&&i| values[i].is_finite())
        .count();
    let pick = if slip && plausible > 1 {
        order[rng.random_range(1..plausible)]
    } else {
        order[0]
    };
    legal[pick].clone()
}

/// The indices of `values`, highest first; equal values keep their order.
fn ranked(values: &[f64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    sort_short_by(&mut order, |&a, &b| {
        values[b].partial_cmp(&values[a]).unwrap_or(Ordering::Equal)
    });
    order
}

/// What the search learnt about one candidate move.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    /// Its place in the legal actions.
    pub index: usize,
    /// Playouts that tried it.
    pub playouts: u32,
    /// The mean evaluation of those playouts for the deciding seat, in [0, 1].
    pub value: f64,
}

/// The longest playout, in actions.
const MAX_PLAYOUT_STEPS: usize = 400;

/// The most moves the search weighs: the heuristic's best `widening(iterations)` (all of them if
/// the game ranks none). More playouts, more moves considered (progressive widening: a bigger
/// budget looks further down the heuristic's list).
fn widening(iterations: u32) -> usize {
    ((f64::from(iterations)).sqrt() as usize).max(4)
}

/// A world sampled from the seat's view (`Determinize`), rolling `dice`. Never inlined, as
/// `playout` and `play_on`: the search, the review's judgement and its outlook each call them,
/// and a copy of a game's sampling and rule of thumb in each caller cost up to 16 KB of a module
/// (Golfie) for a call per playout saved.
#[inline(never)]
fn sample<G: Heuristics>(view: &G::View, seat: Seat, dice: &mut BotRng) -> G {
    G::determinize(view, seat, dice)
}

/// One playout of `action` from `root`, a world sampled from the seat's view, rolling `dice`:
/// the evaluation for `seat`.
#[inline(never)]
fn playout<G: Heuristics>(root: &G, seat: Seat, action: &G::Action, dice: BotRng) -> f64 {
    let mut state = root.clone();
    // Nobody reads a playout's events: one list, emptied at each step, saves a list per step.
    let mut events = Vec::new();
    if state.apply_into(seat, action, &mut events).is_err() {
        // The sample disagrees with the view; never pick this action on bad evidence.
        return 0.0;
    }
    play_on(state, root, seat, events, dice)
}

/// The rest of a playout: the rule of thumb plays every seat from `state` until the game says
/// a playout started at `root` may be scored; the evaluation for `seat`.
#[inline(never)]
fn play_on<G: Heuristics>(
    mut state: G,
    root: &G,
    seat: Seat,
    mut events: Vec<G::Event>,
    mut dice: BotRng,
) -> f64 {
    for _ in 0..MAX_PLAYOUT_STEPS {
        if state.is_over() || state.rollout_done(root) {
            break;
        }
        let Some(mover) = state.first_to_move() else {
            break;
        };
        let Some(next) = state.rollout_action(mover, &mut dice) else {
            break;
        };
        events.clear();
        if state.apply_into(mover, &next, &mut events).is_err() {
            break;
        }
    }
    state.evaluate(seat)
}

/// Determinized Monte Carlo search by sequential halving. The candidates (the heuristic's best,
/// see `widening`) share the budget in rounds; after each round the worse half is dropped.
/// Every candidate of a round is played in the same sampled worlds with the same dice (common
/// random numbers), so the comparison between two moves is not drowned by the luck of the deal;
/// each world is still a fresh sample of what the seat cannot see. Returns the candidates, best
/// first (the ones dropped early after, by their value).
pub fn search_candidates<G: Heuristics>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    iterations: u32,
    rng: &mut BotRng,
) -> Vec<Candidate> {
    let mut order: Vec<usize> = (0..legal.len()).collect();
    if let Some(values) =
        G::action_values(view, seat, legal, rng).filter(|v| v.len() == legal.len())
    {
        order = ranked(&values);
        order.truncate(widening(iterations));
    }
    let mut cands: Vec<Candidate> = order
        .into_iter()
        .map(|index| Candidate {
            index,
            playouts: 0,
            value: 0.0,
        })
        .collect();
    let mut dropped: Vec<Candidate> = Vec::new();
    let mut sums = vec![0f64; legal.len()];
    // ceil(log2(candidates)) halvings leave one.
    let mut rounds = 1u32;
    while (1usize << rounds) < cands.len() {
        rounds += 1;
    }
    let mut left = iterations;
    for round in 0..rounds {
        if cands.len() <= 1 {
            break;
        }
        let per = (left / (rounds - round) / cands.len() as u32).max(1);
        for _ in 0..per {
            // One world for all of this round's candidates, and the same dice after it.
            let mut dice = BotRng::seed_from_u64(rng.next_u64());
            let root = sample::<G>(view, seat, &mut dice);
            for c in cands.iter_mut() {
                sums[c.index] += playout::<G>(&root, seat, &legal[c.index], dice.clone());
                c.playouts += 1;
                c.value = sums[c.index] / f64::from(c.playouts);
            }
        }
        left = left.saturating_sub(per * cands.len() as u32);
        // Best first; a tie keeps the heuristic's order.
        let values: Vec<f64> = cands.iter().map(|c| c.value).collect();
        let before = std::mem::take(&mut cands);
        let keep = before.len().div_ceil(2);
        // The dropped of a later round rank above those dropped before.
        let mut out = Vec::with_capacity(before.len() - keep + dropped.len());
        for (rank, i) in ranked(&values).into_iter().enumerate() {
            if rank < keep {
                cands.push(before[i]);
            } else {
                out.push(before[i]);
            }
        }
        out.append(&mut dropped);
        dropped = out;
    }
    cands.extend(dropped);
    cands
}

/// The search's move: its best candidate.
fn search<G: Heuristics>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    iterations: u32,
    rng: &mut BotRng,
) -> G::Action {
    let best = search_candidates::<G>(view, seat, legal, iterations, rng)
        .first()
        .map_or(0, |c| c.index);
    legal[best].clone()
}

/// What the hard bot would play for a seat, and why: the search's own figures plus the game's.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Hint<A> {
    pub action: A,
    /// Moves the search compared, and playouts it spent.
    pub compared: usize,
    pub playouts: u32,
    /// How the position looks after the move (the search's evaluation, in percent), and after
    /// the next best move it compared (none if it was the only move).
    pub outlook: u8,
    pub next_best: Option<u8>,
    /// The game's own figures (see `Heuristics::hint_figures`), in thousandths: whole numbers
    /// keep float formatting out of the wasm modules.
    pub figures: Vec<(&'static str, i32)>,
}

/// The game's figures of `action` (`Heuristics::hint_figures`) in thousandths, as a hint and a
/// judgement give them. Never inlined: a game's figures copied into each of their three callers
/// cost its module more than a call each.
#[inline(never)]
fn figures<G: Heuristics>(
    view: &G::View,
    seat: Seat,
    action: &G::Action,
    rng: &mut BotRng,
) -> Vec<(&'static str, i32)> {
    G::hint_figures(view, seat, action, rng)
        .into_iter()
        .map(|(name, v)| (name, (v * 1000.0).round() as i32))
        .collect()
}

/// An evaluation (0..1) in whole percent.
fn percent(v: f64) -> u8 {
    (v.clamp(0.0, 1.0) * 100.0).round() as u8
}

/// The hint for `seat`: the hard bot's move from the seat's view, with its figures. None if the
/// seat has no move.
pub fn hint<G: Heuristics>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    rng: &mut BotRng,
) -> Option<Hint<G::Action>> {
    hint_with::<G>(view, seat, legal, HARD_ITERATIONS, rng)
}

/// `hint` with another playout budget (tests).
pub fn hint_with<G: Heuristics>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    iterations: u32,
    rng: &mut BotRng,
) -> Option<Hint<G::Action>> {
    let cands = if legal.len() == 1 {
        vec![Candidate {
            index: 0,
            playouts: 0,
            value: 0.0,
        }]
    } else {
        search_candidates::<G>(view, seat, legal, iterations, rng)
    };
    let best = *cands.first()?;
    let action = legal.get(best.index)?.clone();
    let figures = figures::<G>(view, seat, &action, rng);
    Some(Hint {
        compared: cands.len(),
        playouts: cands.iter().map(|c| c.playouts).sum(),
        outlook: percent(best.value),
        next_best: cands.get(1).map(|c| percent(c.value)),
        action,
        figures,
    })
}

/// A review's verdict on one decision: what the hard bot would have played there, and how the
/// move made and that move look, in the same sampled worlds, from the deciding seat's view only.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Judgement<A> {
    /// The search's move: the hint's, for the same dice and budget.
    pub best: A,
    /// The move made is the search's move (every figure below is then the same for both).
    pub same: bool,
    /// How the position looks after each move, in percent: the mean evaluation of playouts of
    /// both moves in the very same sampled worlds with the very same dice (paired), so their
    /// difference is the moves' and not the deal's; equal when `same`.
    pub best_value: u8,
    pub chosen_value: u8,
    /// The game's own figures of each move (`Heuristics::hint_figures`, in thousandths as the
    /// hint's), worked out with the same dice; empty in a game without figures.
    pub figures_best: Vec<(&'static str, i32)>,
    pub figures_chosen: Vec<(&'static str, i32)>,
    /// Moves the search compared (1 without a choice).
    pub compared: usize,
    /// The seat's legal moves: with one, nothing was searched (a review leaves it out).
    pub choices: usize,
}

/// The paired playouts a judgement spends on its two moves, for a search of `iterations`: a
/// quarter of them, at least `MIN_JUDGE_PLAYOUTS`. Why: an evaluation in [0, 1] spreads by about
/// 0.25 from world to world, so 300 worlds (the hard budget's quarter) put each value within
/// about 1.5 points of its mean, and the pairing (same worlds, same dice) takes most of the
/// deal's luck out of their difference, which is what the review shows; the search, not these,
/// finds the best move, so they need not match its budget. Both moves cost half the search's
/// playouts (one quarter when the move made is the best), and below 32 worlds a value moves by
/// several points from one set of dice to the next.
pub fn judge_playouts(iterations: u32) -> u32 {
    (iterations / 4).max(MIN_JUDGE_PLAYOUTS)
}

/// The fewest paired playouts a judgement spends (`judge_playouts`).
pub const MIN_JUDGE_PLAYOUTS: u32 = 32;

/// Judges `seat`'s move `legal[chosen]` from the seat's view only, as the hint would have
/// advised it. In order, with `rng`:
/// 1. the search of `iterations` playouts (`search_candidates`, exactly as `hint_with` runs it:
///    with the hint's dice, `best` is the hint's move); a seat with one legal move is not searched;
/// 2. the game's figures of the best move, then of the chosen one, each from a copy of the dice
///    as they stand after the search (so the best move's are the hint's figures);
/// 3. `judge_playouts(iterations)` sampled worlds (`Determinize`), each with its own dice, in
///    which both moves are played out with the same dice (the chosen one only if it differs);
///    without a choice, `MIN_JUDGE_PLAYOUTS` worlds: there is nothing to compare.
///
/// None if `chosen` is not a legal move's index.
pub fn judge<G: Heuristics>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    chosen: usize,
    iterations: u32,
    rng: &mut BotRng,
) -> Option<Judgement<G::Action>> {
    let chosen_action = legal.get(chosen)?;
    let (best, compared) = if legal.len() == 1 {
        (0, 1)
    } else {
        let cands = search_candidates::<G>(view, seat, legal, iterations, rng);
        (cands.first()?.index, cands.len())
    };
    let best_action = legal.get(best)?;
    let same = best == chosen;
    let figures_best = figures::<G>(view, seat, best_action, &mut rng.clone());
    let figures_chosen = if same {
        figures_best.clone()
    } else {
        figures::<G>(view, seat, chosen_action, &mut rng.clone())
    };
    let worlds = if legal.len() == 1 {
        MIN_JUDGE_PLAYOUTS
    } else {
        judge_playouts(iterations)
    };
    let (mut best_sum, mut chosen_sum) = (0.0, 0.0);
    for _ in 0..worlds {
        let mut dice = BotRng::seed_from_u64(rng.next_u64());
        let root = sample::<G>(view, seat, &mut dice);
        let value = playout::<G>(&root, seat, best_action, dice.clone());
        best_sum += value;
        chosen_sum += if same {
            value
        } else {
            playout::<G>(&root, seat, chosen_action, dice)
        };
    }
    let n = f64::from(worlds);
    Some(Judgement {
        best: best_action.clone(),
        same,
        best_value: percent(best_sum / n),
        chosen_value: percent(chosen_sum / n),
        figures_best,
        figures_chosen,
        compared,
        choices: legal.len(),
    })
}

/// How `seat`'s prospects look from its view only, in percent: the mean evaluation
/// (`Heuristics::evaluate`) of `playouts` rule-of-thumb playouts (at least one) from worlds
/// sampled from the view, every seat played by the rule of thumb, no search. Cheap enough to
/// chart every seat at every move of a match.
pub fn outlook<G: Heuristics>(view: &G::View, seat: Seat, playouts: u32, rng: &mut BotRng) -> u8 {
    let playouts = playouts.max(1);
    let mut sum = 0.0;
    for _ in 0..playouts {
        let mut dice = BotRng::seed_from_u64(rng.next_u64());
        let root = sample::<G>(view, seat, &mut dice);
        sum += play_on(root.clone(), &root, seat, Vec::new(), dice);
    }
    percent(sum / f64::from(playouts))
}

/// The dice of an outlook at move `move_number`: the decision's own (`decision_rng`) on a
/// stream of their own, so a chart's playouts are not the search's worlds.
pub fn outlook_rng(seed: u64, move_number: usize, seat: Seat) -> BotRng {
    decision_rng(seed ^ OUTLOOK_STREAM, move_number, seat)
}

/// Told apart from a decision's dice (`outlook_rng`): "outlook" in ASCII.
const OUTLOOK_STREAM: u64 = 0x006f_7574_6c6f_6f6b;

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
    // One list for the whole game's events: nobody reads them here.
    let mut events = Vec::new();
    // And one list for the legal moves.
    let mut legal = Vec::new();
    while !m.state.is_over() {
        if steps >= max_actions {
            return false;
        }
        let Some(seat) = m.state.first_to_move() else {
            return false;
        };
        m.state.legal_actions_into(seat, &mut legal);
        let mut rng = decision_rng(m.seed.bot_number(), m.actions.len(), seat);
        let spec = bots.get(seat).copied().unwrap_or(BotSpec {
            kind: BotKind::Random,
            iterations: 0,
        });
        // A random bot needs no view: skip building one (it allocates, and simulations are hot).
        // Its move is one of the list just made, so the list's checks need not be made again.
        let (action, listed) = if spec.kind == BotKind::Random {
            // Same dice as `choose` (a single legal action is taken without a roll).
            let action = match legal.len() {
                0 => return false,
                1 => legal[0].clone(),
                n => legal[rng.random_range(0..n)].clone(),
            };
            (action, true)
        } else {
            let Some(action) = choose::<G>(spec, &m.state.view(Some(seat)), seat, &legal, &mut rng)
            else {
                return false;
            };
            (action, false)
        };
        events.clear();
        if m.play(seat, action, &mut events, listed).is_err() {
            return false;
        }
        steps += 1;
    }
    true
}
