//! The shot planner: for a move the seat is about to make, the hexes its ball can be steered
//! onto and how likely each is, read from the cards that seat has not seen (so it never tells
//! more than a player counting the face-up discards would know).
//!
//! A hex's figure is the chance that the drawn card(s) will offer it: one card offers every
//! landing of its paths in any aim (a chip only in the declared aim); a Super, Short or Shuffle
//! offers what its replacement draw would, weighted by that deck; drawing two offers what either
//! card does; a Big Hit counts only hexes at least two of the drawn cards offer, since the
//! player to the left discards one of them.

use super::cards::{Bunker, Club, Deck, Face, Shot};
use super::course::{Dir, Hex};
use super::rules::{Holes18, HolesAction, Landing};
use crate::core::game::Seat;

/// Hexes and the chance (0..1) that the move can put the ball there, sorted by hex.
pub type Odds = Vec<(Hex, f64)>;

/// Adds `p` to hex `h`'s figure, keeping the list sorted by hex. A sorted list does a map's
/// work here at a fraction of its code in the wasm module (a map is compiled anew for each key
/// and value type), with the same order and the same sums.
fn add(odds: &mut Odds, h: Hex, p: f64) {
    match odds.binary_search_by(|(x, _)| x.cmp(&h)) {
        Ok(i) => odds[i].1 += p,
        Err(i) => odds.insert(i, (h, p)),
    }
}

/// How deep Super / Short / Shuffle chains are followed.
const CHAIN_DEPTH: u8 = 2;

/// The cards still to come from a deck as this state holds them (the discards when the draw
/// pile is empty: they would be reshuffled).
fn unseen(g: &Holes18, deck: Deck) -> &[Shot] {
    let d = &g.decks[deck.index()];
    if d.draw.is_empty() {
        &d.discard
    } else {
        &d.draw
    }
}

/// The landings one card offers (each hex once), following specials into their decks.
fn card_offers(
    g: &Holes18,
    seat: Seat,
    club: Club,
    card: Shot,
    aim: Option<Dir>,
    depth: u8,
) -> Odds {
    match card.face() {
        Face::Super(d) | Face::Short(d) => deck_offers(g, seat, club, d, aim, depth + 1),
        Face::Shuffle => deck_offers(g, seat, club, card.deck(), aim, depth + 1),
        Face::Flight(_) | Face::LongestDrive => {
            let mut out = Odds::new();
            let aims: Vec<Dir> = aim.map_or_else(|| (0..6).collect(), |d| vec![d]);
            for d in aims {
                for p in 0..card.path_count() {
                    if let Some(Landing::At(h)) = g.shot_flight(seat, club, card, d, p, |_| {}) {
                        if let Err(i) = out.binary_search_by(|(x, _)| x.cmp(&h)) {
                            out.insert(i, (h, 1.0));
                        }
                    }
                }
            }
            out
        }
    }
}

/// For each hex, the chance one card drawn from `deck` offers it.
fn deck_offers(
    g: &Holes18,
    seat: Seat,
    club: Club,
    deck: Deck,
    aim: Option<Dir>,
    depth: u8,
) -> Odds {
    let cards = unseen(g, deck);
    let mut sum = Odds::new();
    if cards.is_empty() || depth > CHAIN_DEPTH {
        return sum;
    }
    for &c in cards {
        for (h, p) in card_offers(g, seat, club, c, aim, depth) {
            add(&mut sum, h, p);
        }
    }
    let n = cards.len() as f64;
    sum.iter_mut().for_each(|(_, p)| *p /= n);
    sum
}

/// `x` choose `k` for a real `x` (a fractional count of cards, from specials).
fn choose(x: f64, k: u32) -> f64 {
    (0..k).fold(1.0, |acc, i| {
        acc * (x - f64::from(i)).max(0.0) / f64::from(i + 1)
    })
}

/// With `m` of `n` cards offering a hex and `k` drawn, the chance that at least `need` of the
/// drawn cards offer it (drawing without replacement).
fn at_least(m: f64, n: f64, k: u32, need: u32) -> f64 {
    if n < f64::from(k) || n <= 0.0 {
        return if need == 1 && m > 0.0 {
            (m / n.max(1.0)).min(1.0)
        } else {
            0.0
        };
    }
    let total = choose(n, k);
    let p: f64 = (need..=k)
        .map(|j| choose(m, j) * choose(n - m, k - j))
        .sum::<f64>()
        / total;
    p.clamp(0.0, 1.0)
}

fn draws(
    g: &Holes18,
    seat: Seat,
    club: Club,
    deck: Deck,
    aim: Option<Dir>,
    k: u32,
    need: u32,
) -> Odds {
    let n = unseen(g, deck).len() as f64;
    deck_offers(g, seat, club, deck, aim, 0)
        .into_iter()
        .map(|(h, p)| (h, at_least(p * n, n, k, need)))
        .filter(|(_, p)| *p > 0.0)
        .collect()
}

/// Where `action` can put `seat`'s ball, with the chance of each hex. Empty for moves that do
/// not hit the ball (and for a seat with no club selected).
pub fn odds(g: &Holes18, seat: Seat, action: &HolesAction) -> Odds {
    let Some(club) = g.selected(seat) else {
        return Vec::new();
    };
    let k = u32::from(club.draw().max(1));
    match *action {
        HolesAction::Play { deck, dir } => draws(g, seat, club, deck, dir, k, 1),
        HolesAction::BigHit => match club.big_hit_deck() {
            Some(deck) => draws(g, seat, club, deck, None, k + 1, 2),
            None => Vec::new(),
        },
        HolesAction::Wood(dir) => match g.wood_flight(seat, club, dir, |_| {}) {
            Landing::At(h) => vec![(h, 1.0)],
            Landing::Out => Vec::new(),
        },
        HolesAction::Bunker { deck, dir } => {
            let cards = unseen(g, deck);
            let mut sum = Odds::new();
            for &c in cards {
                if let Landing::At(h) = g.bunker_outcome(seat, dir, c.bunker()) {
                    add(&mut sum, h, 1.0 / cards.len() as f64);
                }
            }
            sum
        }
        _ => Vec::new(),
    }
}

/// The bunker icons still to come from a deck, counted (for the words beside a bunker exit).
pub fn bunker_counts(g: &Holes18, deck: Deck) -> [usize; 4] {
    let mut n = [0; 4];
    for c in unseen(g, deck) {
        n[match c.bunker() {
            Bunker::Stay => 0,
            Bunker::Left => 1,
            Bunker::Target => 2,
            Bunker::Right => 3,
        }] += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choosing_real_counts_matches_whole_ones() {
        assert_eq!(choose(5.0, 2), 10.0);
        assert_eq!(choose(6.0, 3), 20.0);
        assert_eq!(choose(1.0, 2), 0.0);
    }

    #[test]
    fn at_least_one_of_two_and_two_of_three() {
        // 3 of 10 cards offer the hex: one draw 30%, two draws 1 - 7*6/(10*9).
        assert!((at_least(3.0, 10.0, 1, 1) - 0.3).abs() < 1e-9);
        assert!((at_least(3.0, 10.0, 2, 1) - (1.0 - 42.0 / 90.0)).abs() < 1e-9);
        // Big Hit of three: at least two of the three offer it.
        let p = (3.0 * 7.0 + 1.0) / 120.0;
        assert!((at_least(3.0, 10.0, 3, 2) - p).abs() < 1e-9);
        assert_eq!(at_least(10.0, 10.0, 2, 1), 1.0);
        assert_eq!(at_least(0.0, 10.0, 2, 1), 0.0);
    }
}
