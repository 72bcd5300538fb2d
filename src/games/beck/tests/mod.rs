//! Grandpa Beck's Golf rule scenarios, named after the rulebook's sections: Getting Started and
//! Gameplay in gameplay.rs; Scoring, Bonus Points and Conclusion in scoring.rs; the house rules
//! and the game's settings in house_rules.rs; what each seat may see in secrets.rs. This file
//! holds the helpers they share.

use super::cards::{full_deck, Card};
use super::rules::*;
use crate::core::game::{Determinize, Game};
use crate::core::hash::state_hash;
use crate::core::rng::bot_rng;
use crate::testkit::{check_never_peeks, PeekCheck};
use Card::*;

mod gameplay;
mod house_rules;
mod scoring;
mod secrets;

fn game(players: usize, rounds: u32) -> Beck {
    Beck::new(&BeckConfig { players, rounds }, 42).unwrap()
}

/// Everyone turns over the first two face-down cells.
fn reveal_all(g: &mut Beck) {
    for s in 0..g.num_seats() {
        for c in [0u8, 1] {
            g.apply(s, &BeckAction::Reveal(c)).unwrap();
        }
    }
}

fn set_grid(g: &mut Beck, seat: usize, cards: [Card; 9], up: [bool; 9]) {
    for i in 0..9 {
        g.grids[seat][i] = Slot {
            card: cards[i],
            up: up[i],
        };
    }
}

fn assert_refused(g: &mut Beck, seat: usize, action: BeckAction, code: &str) {
    let before = state_hash(g);
    let e = g.apply(seat, &action).unwrap_err();
    assert_eq!(e.code, code, "{action:?}");
    assert_eq!(state_hash(g), before, "a refused action changed the state");
}

const ALL_UP: [bool; 9] = [true; 9];
