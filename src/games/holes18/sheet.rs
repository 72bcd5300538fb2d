//! A course sheet by simulation (beyond the booklet, which prints a sheet for its own courses):
//! how a course plays, measured from bot games on it. Three games in five are Stroke Play by a
//! lone greedy bot (the par of each hole, the Stableford range, the difficulty figure); the
//! other two are Solo Chaos Golf at a spread of solo deck ranks (the solo par). The games run a
//! few at a time (`step`) so a page can show progress and stop between steps.

use super::modes::{stableford_points, Mode};
use super::{ClubSetup, Holes18, HolesConfig};
use crate::core::bot::{play_out, BotKind, BotSpec};
use crate::core::game::RuleError;
use crate::core::record::{Match, MAX_SEED};
use serde::Serialize;

/// The solo deck ranks the Solo Chaos Golf games are played at, in turn.
pub const SOLO_RANKS: [u16; 6] = [8, 12, 16, 20, 24, 28];
/// The sheet's default number of games (the "at least 200").
pub const SHEET_GAMES: usize = 200;
/// A bot game stopped after this many moves counts as stalled and is left out.
const MAX_ACTIONS: usize = 100_000;

/// One hole's line on the sheet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HoleLine {
    /// The par the course gives the hole.
    pub par: u8,
    /// The lone bot's mean strokes on it.
    pub mean: f64,
    /// The measured par: the mean rounded.
    pub played_par: u8,
}

/// What the games showed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CourseSheet {
    /// Games played (stalled ones left out).
    pub games: usize,
    pub holes: Vec<HoleLine>,
    /// The course's own par, summed.
    pub par: u32,
    /// The measured pars, summed.
    pub played_par: u32,
    /// The difficulty figure: the lone bot's mean total minus the course's par (below zero, the
    /// course plays easier than its par says).
    pub over_par: f64,
    /// Stableford points against the course's pars: the lower and upper tenth of the games.
    pub stableford: [i32; 2],
    /// Solo Chaos Golf: the deck rank at which the bot wins about half its games.
    pub solo_par: u16,
    /// Solo Chaos Golf: (rank, games, wins) for each rank played.
    pub solo: Vec<(u16, usize, usize)>,
    /// Games stopped by the move cap (should be 0).
    pub stalled: usize,
}

/// A sheet being measured: `step` plays games until `done() == total()`.
pub struct SheetRun {
    base: HolesConfig,
    pars: Vec<u8>,
    total: usize,
    seed: u64,
    done: usize,
    /// Strokes on each hole, one list per Stroke Play game.
    strokes: Vec<Vec<u16>>,
    /// Per entry of `SOLO_RANKS`: games and wins.
    solo: [(usize, usize); SOLO_RANKS.len()],
    stalled: usize,
}

impl SheetRun {
    /// A run of `games` games on the course `config` names (shipped, a file or a quick course;
    /// its other settings are ignored). The course is checked first.
    pub fn new(config: &HolesConfig, games: usize, seed: u64) -> Result<SheetRun, RuleError> {
        let base = HolesConfig {
            course: config.course.clone(),
            custom: config.custom.clone(),
            quick: config.quick,
            clubs: ClubSetup::Starter,
            ..HolesConfig::new(1)
        };
        let course = base.load_course()?;
        Ok(SheetRun {
            pars: course.holes.iter().map(|h| h.par).collect(),
            base,
            total: games.max(1),
            seed,
            done: 0,
            strokes: Vec::new(),
            solo: [(0, 0); SOLO_RANKS.len()],
            stalled: 0,
        })
    }

    pub fn total(&self) -> usize {
        self.total
    }

    pub fn done(&self) -> usize {
        self.done
    }

    /// Plays up to `n` more games; returns how many are done in all.
    pub fn step(&mut self, n: usize) -> usize {
        let end = (self.done + n).min(self.total);
        while self.done < end {
            self.play(self.done);
            self.done += 1;
        }
        self.done
    }

    /// Game `i`: Stroke Play for three in five, Solo Chaos Golf at the next rank otherwise.
    fn play(&mut self, i: usize) {
        let seed = self.seed.wrapping_add(i as u64) & MAX_SEED;
        let solo_game = i % 5 >= 3;
        let rank = (i / 5 * 2 + i % 5 % 3) % SOLO_RANKS.len();
        let config = if solo_game {
            HolesConfig {
                mode: Mode::SoloChaos,
                solo_rank: Some(SOLO_RANKS[rank]),
                ..self.base.clone()
            }
        } else {
            HolesConfig {
                mode: Mode::StrokePlay,
                ..self.base.clone()
            }
        };
        let Ok(mut m) = Match::<Holes18>::new(config, seed) else {
            self.stalled += 1;
            return;
        };
        let greedy = BotSpec {
            kind: BotKind::Greedy,
            iterations: 0,
        };
        if !play_out(&mut m, &[greedy], MAX_ACTIONS) {
            self.stalled += 1;
            return;
        }
        if solo_game {
            self.solo[rank].0 += 1;
            self.solo[rank].1 += usize::from(m.state.winners() == [0]);
        } else {
            let card = m.state.ms.cards().iter().map(|h| h[0].unwrap_or(0));
            self.strokes.push(card.collect());
        }
    }

    /// The sheet from the games played so far.
    pub fn sheet(&self) -> CourseSheet {
        let played = self.strokes.len().max(1) as f64;
        let holes: Vec<HoleLine> = self
            .pars
            .iter()
            .enumerate()
            .map(|(h, &par)| {
                let sum: u32 = self
                    .strokes
                    .iter()
                    .map(|g| u32::from(g.get(h).copied().unwrap_or(0)))
                    .sum();
                let mean = f64::from(sum) / played;
                HoleLine {
                    par,
                    mean,
                    played_par: mean.round().max(1.0) as u8,
                }
            })
            .collect();
        let par: u32 = self.pars.iter().map(|p| u32::from(*p)).sum();
        let mean_total: f64 = holes.iter().map(|h| h.mean).sum();
        let mut points: Vec<i32> = self
            .strokes
            .iter()
            .map(|g| {
                g.iter()
                    .zip(&self.pars)
                    .map(|(s, p)| stableford_points(*p, *s))
                    .sum()
            })
            .collect();
        points.sort_unstable();
        let tenth = |q: usize| {
            points
                .get((points.len().saturating_sub(1) * q) / 10)
                .copied()
                .unwrap_or(0)
        };
        CourseSheet {
            games: self.strokes.len() + self.solo.iter().map(|s| s.0).sum::<usize>(),
            played_par: holes.iter().map(|h| u32::from(h.played_par)).sum(),
            holes,
            par,
            over_par: if self.strokes.is_empty() {
                0.0
            } else {
                mean_total - f64::from(par)
            },
            stableford: [tenth(1), tenth(9)],
            solo_par: solo_par(&self.solo),
            solo: SOLO_RANKS
                .iter()
                .zip(&self.solo)
                .map(|(r, (g, w))| (*r, *g, *w))
                .collect(),
            stalled: self.stalled,
        }
    }
}

/// The rank at which the win share crosses one half, read off the ranks played (between two
/// ranks, where the line between their shares crosses it): the lowest rank if the bot wins
/// less than half even there, the highest if it wins half or more everywhere.
fn solo_par(results: &[(usize, usize); SOLO_RANKS.len()]) -> u16 {
    let share = |k: usize| {
        let (g, w) = results[k];
        (g > 0).then(|| w as f64 / g as f64)
    };
    let ranks: Vec<(f64, f64)> = (0..SOLO_RANKS.len())
        .filter_map(|k| share(k).map(|s| (f64::from(SOLO_RANKS[k]), s)))
        .collect();
    let Some(&(first, first_share)) = ranks.first() else {
        return SOLO_RANKS[0];
    };
    if first_share < 0.5 {
        return first as u16;
    }
    for pair in ranks.windows(2) {
        let ((r0, s0), (r1, s1)) = (pair[0], pair[1]);
        if s1 < 0.5 {
            // s0 >= 0.5 > s1: where the line from (r0, s0) to (r1, s1) meets one half.
            return (r0 + (r1 - r0) * (s0 - 0.5) / (s0 - s1)).round() as u16;
        }
    }
    ranks.last().map_or(SOLO_RANKS[0], |r| r.0 as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_sheet_the_solo_par_is_where_half_the_games_are_won() {
        let mut r = [(10, 0); SOLO_RANKS.len()];
        // 8: 9/10, 12: 7/10, 16: 3/10 -> crosses between 12 and 16, at 12 + 4 * 0.2 / 0.4 = 14.
        r[0].1 = 9;
        r[1].1 = 7;
        r[2].1 = 3;
        assert_eq!(solo_par(&r), 14);
        // Lost even at the lowest rank; won everywhere.
        assert_eq!(solo_par(&[(10, 2); SOLO_RANKS.len()]), 8);
        assert_eq!(solo_par(&[(10, 6); SOLO_RANKS.len()]), 28);
        assert_eq!(solo_par(&[(0, 0); SOLO_RANKS.len()]), 8);
    }
}
