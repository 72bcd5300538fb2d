//! Bots against bots, many games: win rates and mean scores. Used by the `simulate` CLI, the
//! wasm benchmark and the balance checks.

use crate::core::bot::{play_out, BotSpec, Heuristics};
use crate::core::game::RuleError;
use crate::core::record::Match;
use serde::Serialize;

#[derive(Debug, Clone, Default, Serialize)]
pub struct SimSummary {
    pub games: usize,
    /// Per bot (in the order given): wins, with a shared win split between the winners.
    pub wins: Vec<f64>,
    /// Games in which this bot had the best score alone or shared.
    pub ties: Vec<usize>,
    pub mean_score: Vec<f64>,
    /// Games stopped by the action cap (should be 0).
    pub stalled: usize,
    pub actions: usize,
}

impl SimSummary {
    pub fn merge(&mut self, other: &SimSummary) {
        let n = self.wins.len().max(other.wins.len());
        let total = (self.games + other.games).max(1) as f64;
        self.wins.resize(n, 0.0);
        self.ties.resize(n, 0);
        self.mean_score.resize(n, 0.0);
        for i in 0..n {
            self.wins[i] += other.wins.get(i).copied().unwrap_or(0.0);
            self.ties[i] += other.ties.get(i).copied().unwrap_or(0);
            self.mean_score[i] = (self.mean_score[i] * self.games as f64
                + other.mean_score.get(i).copied().unwrap_or(0.0) * other.games as f64)
                / total;
        }
        self.games += other.games;
        self.stalled += other.stalled;
        self.actions += other.actions;
    }
}

/// Plays `games` games. Game `i` uses seed `seed + i` and rotates the bots round the table by
/// `i` seats so no bot always sits first; results are reported per bot, in the order given.
pub fn simulate_typed<G: Heuristics>(
    config: &G::Config,
    bots: &[BotSpec],
    games: usize,
    seed: u64,
) -> Result<SimSummary, RuleError> {
    let n = bots.len();
    let mut out = SimSummary {
        wins: vec![0.0; n],
        ties: vec![0; n],
        mean_score: vec![0.0; n],
        ..Default::default()
    };
    let mut score_sum = vec![0i64; n];
    for i in 0..games {
        let mut m = Match::<G>::new(
            config.clone(),
            seed.wrapping_add(i as u64) & crate::core::record::MAX_SEED,
        )?;
        if m.state.num_seats() != n {
            return Err(RuleError::new(
                "bad_bots",
                format!(
                    "Give one bot per seat: {} seats, {} bots.",
                    m.state.num_seats(),
                    n
                ),
            ));
        }
        // seat s is played by bot (s + i) % n
        let seated: Vec<BotSpec> = (0..n).map(|s| bots[(s + i) % n]).collect();
        let finished = play_out(&mut m, &seated, 100_000);
        out.actions += m.actions.len();
        if !finished {
            out.stalled += 1;
            continue;
        }
        let scores = m.state.scores();
        // Each game's own result: its tie-breaks, and a solo player who can lose.
        let w = m.state.winners();
        for (s, score) in scores.iter().enumerate() {
            let bot = (s + i) % n;
            score_sum[bot] += i64::from(*score);
            if w.contains(&s) {
                out.wins[bot] += 1.0 / w.len() as f64;
                if w.len() > 1 {
                    out.ties[bot] += 1;
                }
            }
        }
        out.games += 1;
    }
    for (mean, sum) in out.mean_score.iter_mut().zip(&score_sum) {
        *mean = *sum as f64 / out.games.max(1) as f64;
    }
    Ok(out)
}

/// The same, for a game type the caller names, with a JSON config.
pub fn simulate_json<G: Heuristics>(
    config: &str,
    bots: &[BotSpec],
    games: usize,
    seed: u64,
) -> Result<SimSummary, RuleError> {
    let config: G::Config = crate::core::wire::parse_config_text(config)?;
    simulate_typed::<G>(&config, bots, games, seed)
}
