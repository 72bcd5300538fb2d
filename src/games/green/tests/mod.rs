//! GREEN rule scenarios, named after the rulebook's sections: Preparation; Playing the Game
//! (Draw a Golf Club, Hit the Ball, Retire From the Hole); The clubs; Obstacles along the course;
//! End of the Hole and Scoring; New Hole; End of the Game; Pro Golfers. The rulebook's worked
//! examples (Andrew, William, Helen and Luke, the three Woods) are among them.
//!
//! Scenarios set hands and courses by hand, so they do not keep exactly 45 clubs; conservation
//! is checked by the simulation tests. This file holds the helpers the scenarios share.

use super::cards::{full_set, progression, Club, Space};
use super::rules::*;
use crate::core::game::Game;
use crate::core::hash::state_hash;
use crate::core::rng::rng_from_seed;

mod clubs;
mod hole_end;
mod playing;
mod pro_golfers;
mod records;

fn club(code: &str) -> Club {
    Club::from_code(code).unwrap_or_else(|| panic!("no club {code}"))
}

fn game(players: usize, pro_golfers: bool) -> Green {
    let mut g = Green::new(
        &GreenConfig {
            players,
            pro_golfers,
        },
        11,
    )
    .unwrap();
    if pro_golfers {
        for (s, golfer) in Golfer::ALL.iter().enumerate().take(players) {
            g.golfers[s] = Some(*golfer);
        }
        g.phase = Phase::Play;
    }
    g.turn = 0;
    g.step = Step::Start;
    g
}

/// A plain course: `len` spaces of 2 circles.
fn plain(len: usize) -> Vec<Space> {
    vec![
        Space {
            circles: 2,
            ..Default::default()
        };
        len
    ]
}

fn give(g: &mut Green, seat: usize, codes: &[&str]) {
    let mut hand: Vec<Club> = codes.iter().map(|c| club(c)).collect();
    hand.sort();
    g.hands[seat] = hand;
}

fn shot(code: &str, strike: u8) -> Shot {
    Shot {
        club: club(code),
        strike,
        power: None,
        from: None,
        golfer: None,
    }
}

fn with(mut s: Shot, power: Power) -> Shot {
    s.power = Some(power);
    s
}

fn hit(g: &mut Green, seat: usize, s: Shot) -> Vec<GreenEvent> {
    g.apply(seat, &GreenAction::Hit(s))
        .unwrap_or_else(|e| panic!("{s:?} refused: {e}"))
}

fn refused(g: &mut Green, seat: usize, action: GreenAction, code: &str) {
    let before = state_hash(g);
    assert_eq!(g.apply(seat, &action).unwrap_err().code, code, "{action:?}");
    assert_eq!(state_hash(g), before, "a refused action changed the state");
}

fn legal_hit(g: &Green, seat: usize, s: Shot) -> bool {
    g.legal_actions(seat).contains(&GreenAction::Hit(s))
}
