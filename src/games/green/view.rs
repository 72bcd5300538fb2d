//! What one seat may know in GREEN: everything on the table (the course, the wind, the balls, the
//! display, every row of played clubs, the discard pile, tokens, golfers, scores) and its own
//! hand. Hidden: other players' hands (only their sizes), the order of the club deck, and the
//! future (course cards and wind of later holes, which come from the PRNG).

use super::cards::{full_set, Club, Space};
use super::rules::{
    Ball, Golfer, Green, GreenAction, GreenConfig, Mark, Phase, Played, Step, HAND_LIMIT, MARKET,
    PARS,
};
use crate::core::deck::Deck;
use crate::core::game::{Determinize, Game, Seat};
use crate::core::pause::Pause;
use crate::core::rng::{shuffle, BotRng, GameRng, RngCore, SeedableRng};
use crate::core::sort::sort_short;
use serde::{Deserialize, Serialize};

fn game_id() -> &'static str {
    Green::ID
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GreenView {
    /// The game's id (written for the page; read back as this game's own).
    #[serde(skip_deserializing, default = "game_id")]
    #[cfg_attr(test, ts(type = "\"green\""))]
    pub game: &'static str,
    /// Whose knowledge this is; `None` for a spectator.
    pub seat: Option<Seat>,
    pub config: GreenConfig,
    pub phase: Phase,
    pub step: Step,
    /// Whose turn it is (or who chooses a golfer, or decides at the end of the hole).
    pub turn: Seat,
    pub to_move: Vec<Seat>,
    /// 0, 1 or 2.
    pub hole: usize,
    pub par: u8,
    /// Every hole's par, first to last.
    pub pars: [u8; 3],
    /// This hole's course cards, tee side first, and their spaces in a line.
    pub course: Vec<u8>,
    pub spaces: Vec<Space>,
    pub wind: u8,
    pub balls: Vec<Ball>,
    pub marks: Vec<Option<Mark>>,
    /// Each seat's points on the hole being played so far: its place on the progression card
    /// once pocketed, the retirement's points once retired; `None` while its ball is in play.
    pub hole_points: Vec<Option<i32>>,
    /// The viewer's own hand (sorted); `None` for a spectator.
    pub hand: Option<Vec<Club>>,
    /// The viewer holds as many clubs as a hand may (it may not draw).
    pub hand_full: bool,
    pub hand_sizes: Vec<usize>,
    pub rows: Vec<Vec<Played>>,
    pub shots: Vec<u8>,
    pub turns: Vec<u16>,
    pub market: [Option<Club>; MARKET],
    pub deck_count: usize,
    /// The discard pile, top last: every club in it was seen face up.
    pub discard: Vec<Club>,
    pub tokens: Vec<u8>,
    pub supply: u8,
    pub golfers: Vec<Option<Golfer>>,
    pub golfer_used: bool,
    /// Points of each finished hole, one entry per seat.
    pub points: Vec<Vec<i32>>,
    pub bonus: Vec<i32>,
    pub totals: Vec<i32>,
    /// End of hole: seats still to decide, and what the deciding seat took back so far.
    pub pending: Vec<Seat>,
    pub taken: Vec<Club>,
    pub first: Seat,
    /// The pause after each hole: while its last decisions are made, and at the next hole's
    /// start until its first shot.
    pub pause: Pause,
}

impl GreenView {
    pub fn of(g: &Green, seat: Option<Seat>) -> GreenView {
        let seat = seat.filter(|s| *s < g.config.players);
        GreenView {
            game: Green::ID,
            seat,
            config: g.config.clone(),
            phase: g.phase,
            step: g.step,
            turn: g.turn,
            to_move: g.to_move(),
            hole: g.hole,
            par: g.par(),
            pars: PARS,
            course: g.course.clone(),
            spaces: g.spaces.clone(),
            wind: g.wind,
            balls: g.balls.clone(),
            marks: g.marks.clone(),
            hole_points: (0..g.config.players)
                .map(|s| {
                    matches!(g.balls[s], Ball::Pocketed | Ball::Retired).then(|| g.points_now(s))
                })
                .collect(),
            hand: seat.map(|s| g.hands[s].clone()),
            hand_full: seat.is_some_and(|s| g.hands[s].len() >= HAND_LIMIT),
            hand_sizes: g.hands.iter().map(Vec::len).collect(),
            rows: g.rows.clone(),
            shots: g.shots.clone(),
            turns: g.turns.clone(),
            market: g.market,
            deck_count: g.deck.draw.len(),
            discard: g.deck.discard.clone(),
            tokens: g.tokens.clone(),
            supply: g.supply,
            golfers: g.golfers.clone(),
            golfer_used: g.golfer_used,
            points: g.points.clone(),
            bonus: g.bonus.clone(),
            totals: g.scores(),
            pending: g.pending.clone(),
            taken: g.taken.clone(),
            first: g.first,
            pause: Pause {
                done: g.points.len(),
                open: !g.points.is_empty()
                    && (g.phase == Phase::HoleEnd
                        || (g.phase == Phase::Play
                            && g.turns.iter().map(|t| u32::from(*t)).sum::<u32>() <= 1
                            && g.shots.iter().all(|s| *s == 0))),
            },
        }
    }

    /// The viewer's hand, or nothing for a spectator.
    pub fn my_hand(&self) -> &[Club] {
        self.hand.as_deref().unwrap_or(&[])
    }

    /// Can the viewer still draw (fewer than 8 clubs)?
    pub fn may_draw(&self) -> bool {
        self.hand.as_ref().is_some_and(|h| h.len() < HAND_LIMIT)
    }
}

/// The viewer's legal actions, worked out from the view alone (what the table shows and the
/// viewer's own hand decide them), each hit with where the ball would end. For the scene.
pub fn legal_from_view(view: &GreenView, seat: Seat) -> Vec<(GreenAction, Option<Ball>)> {
    if view.seat != Some(seat) || view.hand.is_none() {
        return Vec::new();
    }
    let g = Green::determinize(view, seat, &mut BotRng::seed_from_u64(0));
    g.legal_actions(seat)
        .into_iter()
        .map(|a| {
            let end = match a {
                GreenAction::Hit(s) => g.check_shot(seat, &s).ok().map(|o| o.end),
                _ => None,
            };
            (a, end)
        })
        .collect()
}

impl Determinize for Green {
    /// Deals the clubs this seat has not seen (everything but its hand, the display, the rows and
    /// the discard pile) into the other hands and the deck, and gives the sample its own PRNG so
    /// future course cards and winds are guesses too.
    fn determinize(view: &GreenView, seat: Seat, rng: &mut BotRng) -> Green {
        let n = view.config.players;
        let mine = view.seat == Some(seat) && view.hand.is_some();
        // Taken out in place, so the clubs left stay sorted and the shuffle alone decides.
        let mut unseen: Vec<Club> = full_set().to_vec();
        let mut remove = |c: Club| {
            if let Some(i) = unseen.iter().position(|u| *u == c) {
                unseen.remove(i);
            }
        };
        if mine {
            view.my_hand().iter().for_each(|c| remove(*c));
        }
        view.market.iter().flatten().for_each(|c| remove(*c));
        for p in view.rows.iter().flatten() {
            remove(p.club);
            if let Some(q) = p.pair {
                remove(q);
            }
        }
        view.discard.iter().for_each(|c| remove(*c));
        shuffle(&mut unseen, rng);
        let hands: Vec<Vec<Club>> = (0..n)
            .map(|s| {
                if mine && s == seat {
                    return view.my_hand().to_vec();
                }
                let size = view.hand_sizes.get(s).copied().unwrap_or(0);
                let at = unseen.len().saturating_sub(size);
                let mut h = unseen.split_off(at);
                sort_short(&mut h);
                h
            })
            .collect();
        let mut draw = unseen;
        draw.truncate(view.deck_count);
        Green {
            config: view.config.clone(),
            rng: GameRng::seed_from_u64(rng.next_u64()),
            phase: view.phase,
            step: view.step,
            turn: view.turn,
            hole: view.hole,
            course: view.course.clone(),
            spaces: view.spaces.clone(),
            wind: view.wind,
            balls: view.balls.clone(),
            marks: view.marks.clone(),
            hands,
            rows: view.rows.clone(),
            shots: view.shots.clone(),
            turns: view.turns.clone(),
            market: view.market,
            deck: Deck {
                draw,
                discard: view.discard.clone(),
            },
            tokens: view.tokens.clone(),
            supply: view.supply,
            golfers: view.golfers.clone(),
            golfer_used: view.golfer_used,
            points: view.points.clone(),
            bonus: view.bonus.clone(),
            pending: view.pending.clone(),
            taken: view.taken.clone(),
            first: view.first,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rng::bot_rng;
    use crate::games::green::rules::GreenConfig;

    #[test]
    fn a_sample_agrees_with_the_view_and_keeps_all_45_clubs() {
        let g = Green::new(
            &GreenConfig {
                players: 3,
                pro_golfers: false,
            },
            5,
        )
        .unwrap();
        let view = g.view(Some(1));
        let other = Green::determinize(&view, 1, &mut bot_rng(2));
        assert_eq!(other.view(Some(1)), view);
        let mut a = other.all_clubs();
        let mut b = full_set().to_vec();
        a.sort();
        b.sort();
        assert_eq!(a, b);
        assert_eq!(view.hand_sizes, vec![0, 0, 0]);
    }
}
