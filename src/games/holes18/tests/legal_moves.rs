//! The legal move lists hold the wild card rule as the rulebook states it (a path out of bounds
//! may not be taken while another path of the card stays in play), whatever shortcut `check`
//! takes to it: at every step of random games on every shipped course, in every way to play,
//! with both club setups and with the out-of-bounds variation, every shot the shooter could
//! name is listed exactly when the rule, read off each path's flight, allows it; and the list
//! built legal is the one every candidate tried against `check` gives, in the same order; and a
//! listed move played as random games play it (`apply_listed_into`, without `check`) does what
//! `apply` does.

use crate::core::game::Game;
use crate::core::rng::{bot_rng, Rng};
use crate::games::holes18::course::{Terrain, SHIPPED};
use crate::games::holes18::modes::Mode;
use crate::games::holes18::rules::*;

/// Whether the rule allows this shot, from the flights of all the card's paths.
fn wild_rule_allows(g: &Holes18, stack: usize, dir: u8, path: usize) -> bool {
    let s = g.shooting().unwrap();
    let card = *s.stacks[stack].last().unwrap();
    let out = |p: usize| {
        g.shot_flight(s.seat, s.club, card, dir, p, |_| {})
            .is_none_or(|l| l == Landing::Out)
    };
    !out(path) || (0..card.path_count()).all(out)
}

/// Plays a random game, checking every list and every shot listed or not at each choice; the
/// shots checked, and the turns taken from a bunker (where most turn actions are refused).
fn check_along_a_random_game(config: &HolesConfig, seed: u64) -> (usize, usize) {
    let mut g = Holes18::new(config, seed).unwrap();
    let mut rng = bot_rng(seed);
    let mut checked = 0;
    let mut bunkered = 0;
    for _ in 0..4000 {
        let Some(seat) = g.first_to_move() else { break };
        let legal = g.legal_actions(seat);
        let mut by_check = Vec::new();
        g.legal_into(seat, &mut by_check, false);
        assert_eq!(legal, by_check, "{:?}, seed {seed}, {config:?}", g.phase());
        let lie = g.course().terrain(g.positions()[seat]);
        if g.phase() == Phase::Turn && lie == Some(Terrain::Bunker) {
            bunkered += 1;
        }
        if g.phase() == Phase::Choose {
            let s = g.shooting().unwrap();
            let dirs = s.declared.map_or(0..6, |d| d..d + 1);
            for (stack, st) in s.stacks.iter().enumerate() {
                let paths = st.last().map_or(0, |c| c.path_count());
                for dir in dirs.clone() {
                    for path in 0..paths {
                        let shot = HolesAction::Shoot {
                            stack: stack as u8,
                            dir,
                            path: path as u8,
                        };
                        assert_eq!(
                            legal.contains(&shot),
                            wild_rule_allows(&g, stack, dir, path),
                            "{shot:?}, seed {seed}, {config:?}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        let a = legal[rng.random_range(0..legal.len())];
        let mut listed = g.clone();
        let mut events = Vec::new();
        listed.apply_listed_into(seat, &a, &mut events).unwrap();
        assert_eq!(g.apply(seat, &a).unwrap(), events, "{a:?}, seed {seed}");
        assert_eq!(g, listed, "{a:?}, seed {seed}, {config:?}");
    }
    (checked, bunkered)
}

#[test]
fn a_shot_is_listed_exactly_when_the_wild_card_rule_allows_it() {
    let (mut checked, mut bunkered) = (0, 0);
    let mut seed = 1;
    for mode in Mode::ALL {
        let (least, most) = mode.players();
        for (i, (course, _)) in SHIPPED.iter().enumerate() {
            for players in [least, most.min(4)] {
                seed += 1;
                let config = HolesConfig {
                    course: course.to_string(),
                    clubs: if seed % 2 == 0 {
                        ClubSetup::Draft
                    } else {
                        ClubSetup::Starter
                    },
                    fly_over: i == 1,
                    mode,
                    ..HolesConfig::new(players)
                };
                let (c, b) = check_along_a_random_game(&config, seed);
                checked += c;
                bunkered += b;
            }
        }
    }
    eprintln!("{checked} shots checked, {bunkered} turns from a bunker");
    assert!(checked > 10_000, "{checked} shots checked");
    assert!(bunkered > 100, "{bunkered} turns from a bunker");
}
