//! Bot heuristics for Golfie. A grid is worth the holes it will give: the policy plays out the
//! next three Holes on what it can see (taking the lowest top-row card, an unseen card counting
//! as the average), with Combos (-2) found along the way, and hope for pairs waiting for a third.

use super::cards::{field_deck, Field};
use super::rules::{Golfie, GolfieAction, Phase, COMBO_POINTS, HOLES, SOLO_TARGET};
use super::view::GolfieView;
use crate::core::bot::Heuristics;
use crate::core::game::{Game, Seat};
use crate::core::grid::{CELLS, LINES};
use crate::core::rng::{BotRng, Rng};

type Cells = [Option<Field>; CELLS];

/// Chance of each value 1..6 and of a Lost Ball for an unseen card (from the deck's make-up).
fn odds() -> &'static ([f64; 6], f64, f64) {
    static ODDS: std::sync::OnceLock<([f64; 6], f64, f64)> = std::sync::OnceLock::new();
    ODDS.get_or_init(|| {
        let deck = field_deck();
        let n = deck.len().max(1) as f64;
        let mut p = [0.0; 6];
        let mut lost = 0.0;
        for c in deck {
            match c {
                Field::Value(v) if (1..=6).contains(v) => p[usize::from(*v) - 1] += 1.0 / n,
                _ => lost += 1.0 / n,
            }
        }
        let mean_value =
            (0..6).map(|i| p[i] * (i as f64 + 1.0)).sum::<f64>() / (1.0 - lost).max(0.01);
        // An unseen card: its value, plus the +1 of a Lost Ball now and then.
        (p, lost, mean_value + lost)
    })
}

fn value(c: Option<Field>) -> f64 {
    match c {
        Some(Field::Value(v)) => f64::from(v),
        _ => odds().2,
    }
}

/// The grid once the cells of `gone` (a bit per cell) have left it: each column rises and the
/// places left at the bottom are unseen (as the rules refill them, face down).
fn rise(cells: &Cells, gone: u16) -> Cells {
    let mut out: Cells = [None; CELLS];
    for col in 0..3 {
        let mut row = 0;
        for from in (col..CELLS).step_by(3) {
            if gone & (1 << from) == 0 {
                out[row * 3 + col] = cells[from];
                row += 1;
            }
        }
    }
    out
}

/// The cells of a line, a bit each.
fn line_bits(line: &[usize; 3]) -> u16 {
    line.iter().fold(0, |bits, &c| bits | 1 << c)
}

/// Removes face-up Combos (as the rules do), returning the points they bring.
fn settle(cells: &mut Cells) -> f64 {
    let mut points = 0.0;
    loop {
        let line = LINES.iter().find(|l| {
            let [a, b, c] = **l;
            matches!(cells[a], Some(Field::Value(_)))
                && cells[a] == cells[b]
                && cells[b] == cells[c]
        });
        let Some(line) = line else { return points };
        points += f64::from(COMBO_POINTS);
        *cells = rise(cells, line_bits(line));
    }
}

/// What the grid is expected to cost over the next holes (lower is better).
fn worth(cells: &Cells, left: usize) -> f64 {
    if left == 0 {
        return 0.0;
    }
    // Each card as a number: its value, 0 unseen (this runs for every move of every playout).
    let codes = cells.map(|c| match c {
        Some(Field::Value(v)) => v,
        _ => 0,
    });
    let unseen = odds().2;
    let cost_of = |code: u8| {
        if code == 0 {
            unseen
        } else {
            f64::from(code)
        }
    };
    // The next three Holes take the lowest top card (the first on a tie); the column under it
    // rises (its cards counted as they show, the unseen ones as the average).
    let mut taken = [0usize; 3];
    let mut cost = 0.0;
    for weight in [1.0, 0.6, 0.35].into_iter().take(left) {
        let mut best = (0, f64::INFINITY);
        for (col, &row) in taken.iter().enumerate() {
            let v = if row < 3 {
                cost_of(codes[row * 3 + col])
            } else {
                unseen
            };
            if v < best.1 {
                best = (col, v);
            }
        }
        cost += weight * best.1;
        taken[best.0] += 1;
    }
    // Pairs in a line whose third card is unseen or different: a Combo in waiting.
    let pair = |x: u8, y: u8, z: u8| x != 0 && x == y && z != x;
    for line in LINES.iter() {
        let [a, b, c] = line.map(|i| codes[i]);
        if pair(a, b, c) || pair(a, c, b) || pair(b, c, a) {
            cost -= 0.3;
        }
    }
    cost
}

/// The expected worth after a move, averaging over what an unveiled card might be.
fn after(cells: &Cells, action: GolfieAction, left: usize) -> f64 {
    let settled = |mut g: Cells, left: usize| {
        let bonus = settle(&mut g);
        bonus + worth(&g, left)
    };
    match action {
        GolfieAction::Move { cell, with } => {
            let mut g = *cells;
            g.swap(usize::from(cell), usize::from(with));
            settled(g, left)
        }
        GolfieAction::Unveil(cell) => {
            let (p, lost, _) = *odds();
            let mut total = 0.0;
            for (i, pi) in p.iter().enumerate() {
                let mut g = *cells;
                g[usize::from(cell)] = Some(Field::Value(i as u8 + 1));
                total += pi * settled(g, left);
            }
            // A Lost Ball costs 1 and leaves another unseen-but-face-up card: count it as average.
            total + lost * (1.0 + worth(cells, left))
        }
        GolfieAction::Hole(cell) => {
            let c = usize::from(cell);
            value(cells[c]) + 0.8 * settled(rise(cells, 1 << c), left.saturating_sub(1))
        }
        GolfieAction::Combo(line) => {
            settled(rise(cells, line_bits(&LINES[usize::from(line)])), left)
        }
        GolfieAction::Reveal(_) | GolfieAction::Flip | GolfieAction::Mark(_) => worth(cells, left),
    }
}

/// Team play: the team marks the lowest of its members' Hole cards (the first on a tie).
fn lowest_mark(picks: &[Option<i32>], legal: &[GolfieAction]) -> Option<GolfieAction> {
    legal
        .iter()
        .copied()
        .filter_map(|a| match a {
            GolfieAction::Mark(m) => picks.get(usize::from(m)).copied().flatten().map(|v| (a, v)),
            _ => None,
        })
        .min_by_key(|(_, v)| *v)
        .map(|(a, _)| a)
}

fn pick(
    cells: &Cells,
    picks: &[Option<i32>],
    legal: &[GolfieAction],
    left: usize,
    rng: &mut BotRng,
) -> Option<GolfieAction> {
    match legal.first() {
        Some(GolfieAction::Reveal(_)) => {
            return legal.get(rng.random_range(0..legal.len())).copied()
        }
        Some(GolfieAction::Mark(_)) => return lowest_mark(picks, legal),
        _ => {}
    }
    legal
        .iter()
        .copied()
        .map(|a| (a, after(cells, a, left)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(a, _)| a)
}

impl Heuristics for Golfie {
    /// A grid's search gains little past a few hundred playouts (a seat's mean score alone:
    /// 55.7 at 75, 53.5 at 300, 53.3 at 1,200), so normal stops at 75 and hard keeps its 1,200:
    /// normal still beats greedy in 67.2% of 1,000 two-seat games and hard beats it in 64.2%.
    const NORMAL_PLAYOUTS: u32 = 75;

    fn greedy_action(
        view: &GolfieView,
        seat: Seat,
        legal: &[GolfieAction],
        rng: &mut BotRng,
    ) -> GolfieAction {
        let left = holes_left(view.holes_played);
        pick(&view.grids[seat], &view.hole_picks, legal, left, rng).unwrap_or(legal[0])
    }

    fn action_values(
        view: &GolfieView,
        seat: Seat,
        legal: &[GolfieAction],
        _rng: &mut BotRng,
    ) -> Option<Vec<f64>> {
        let cells = &view.grids[seat];
        let left = holes_left(view.holes_played);
        Some(
            legal
                .iter()
                .map(|&a| match a {
                    GolfieAction::Reveal(_) | GolfieAction::Flip => 0.0,
                    GolfieAction::Mark(m) => view
                        .hole_picks
                        .get(usize::from(m))
                        .copied()
                        .flatten()
                        .map_or(f64::NEG_INFINITY, |v| -f64::from(v)),
                    _ => -after(cells, a, left),
                })
                .collect(),
        )
    }

    /// How the move changes the grid's expected cost in points (the rule of thumb's estimate of
    /// the holes it will give, lower is better); marking a team's Hole: the points written.
    fn hint_figures(
        view: &GolfieView,
        seat: Seat,
        action: &GolfieAction,
        _rng: &mut BotRng,
    ) -> Vec<(&'static str, f64)> {
        let cells = &view.grids[seat];
        let left = holes_left(view.holes_played);
        match *action {
            GolfieAction::Reveal(_) | GolfieAction::Flip => Vec::new(),
            GolfieAction::Mark(m) => view
                .hole_picks
                .get(usize::from(m))
                .copied()
                .flatten()
                .map(|v| vec![("points", f64::from(v))])
                .unwrap_or_default(),
            a => vec![("score_change", after(cells, a, left) - worth(cells, left))],
        }
    }

    fn rollout_action(&self, seat: Seat, rng: &mut BotRng) -> Option<GolfieAction> {
        let cells: Cells = self.grids[seat].map(|s| s.up.then_some(s.card));
        let left = holes_left(self.holes_played);
        pick(
            &cells,
            &self.hole_picks,
            &self.legal_actions(seat),
            left,
            rng,
        )
    }

    /// Playouts look four Action cards ahead (or to the end of the half).
    fn rollout_done(&self, root: &Self) -> bool {
        self.half != root.half
            || self.played.len() >= root.played.len() + 4 && self.phase == Phase::Flip
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        let projected = |s: Seat| {
            let cells: Cells = self.grids[s].map(|x| x.up.then_some(x.card));
            f64::from(self.cards[self.unit_of(s)].total())
                + worth(&cells, holes_left(self.holes_played))
        };
        let mine = projected(seat);
        let lead = if self.config.players == 1 {
            // Single player: the holes still to come, at an average of about 3 each.
            let left = (18 - self.holes_played) as f64;
            f64::from(SOLO_TARGET) - mine - 3.0 * left
        } else {
            let mine_unit = self.unit_of(seat);
            (0..self.config.players)
                .filter(|&s| self.unit_of(s) != mine_unit)
                .map(projected)
                .fold(f64::INFINITY, f64::min)
                - mine
        };
        1.0 / (1.0 + (-lead / 6.0).exp())
    }
}

/// The Holes the rule of thumb looks ahead to after `played`: three, fewer near the end of the
/// game (a card left in the grid then scores nothing).
fn holes_left(played: usize) -> usize {
    HOLES.saturating_sub(played).min(3)
}
