//! Golfie rule scenarios, named after the rulebook's sections: Set up, Game turn, Mid-course and
//! End of the Game in turn.rs; Action Card - Hole in hole.rs; Action Card - Playing Area (Unveil,
//! Move), Double zone and Golf Cart in playing_area.rs; Combo and Lost Ball (Point of Rules 1-2)
//! in combo_and_lost_ball.rs; Team play and Single player in teams.rs; secrets, records and bots
//! in bots_and_records.rs. This file holds the helpers they share.

use super::cards::{field_deck, ActionCard, Field};
use super::rules::*;
use crate::core::bot::{choose, BotKind, BotSpec};
use crate::core::game::Game;
use crate::core::hash::state_hash;
use crate::core::rng::bot_rng;
use crate::testkit::{check_never_peeks, PeekCheck};
use Field::*;

mod bots_and_records;
mod combo_and_lost_ball;
mod hole;
mod playing_area;
mod teams;
mod turn;

fn v(n: u8) -> Field {
    Value(n)
}

fn game(players: usize) -> Golfie {
    Golfie::new(
        &GolfieConfig {
            players,
            teams: vec![],
        },
        3,
    )
    .unwrap()
}

fn set_grid(g: &mut Golfie, seat: usize, cards: [Field; 9], up: [bool; 9]) {
    for i in 0..9 {
        g.grids[seat][i] = Slot {
            card: cards[i],
            up: up[i],
        };
    }
}

/// Finishes set up (cells 0 and 6 for everyone) and makes `card` the next Action card.
fn ready(g: &mut Golfie, card: ActionCard) {
    if g.phase == Phase::Setup {
        for s in 0..g.num_seats() {
            g.apply(s, &GolfieAction::Reveal(0)).unwrap();
            g.apply(s, &GolfieAction::Reveal(6)).unwrap();
        }
    }
    assert_eq!(g.phase, Phase::Flip);
    g.actions.push(card);
    let active = g.active;
    g.apply(active, &GolfieAction::Flip).unwrap();
}

fn refused(g: &mut Golfie, seat: usize, action: GolfieAction, code: &str) {
    let before = state_hash(g);
    assert_eq!(g.apply(seat, &action).unwrap_err().code, code, "{action:?}");
    assert_eq!(state_hash(g), before);
}

/// Keeps Lost Balls out of the Field stack so scenarios are not disturbed by them (the scenario
/// then no longer has 126 cards; conservation is checked by the simulation tests).
fn no_lost_balls_on_top(g: &mut Golfie) {
    g.field.draw.retain(|c| *c != LostBall);
    g.field.draw.push(v(6));
    g.field.draw.push(v(6));
}
