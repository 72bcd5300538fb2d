//! Scenarios for the ways to play, named after the rulebook's sections (Stroke Play,
//! Stableford, Golf Racing, Skins, Chaos Golf and its Fast Travel, Kelly Golf), on the open test
//! field of tests/mod.rs: hole 1 from (0,3) to the green at (12,3), hole 2 from the tee at (12,5)
//! to the green at (1,5).

use super::{act, at, club, field, refused, turn};
use crate::core::game::Game;
use crate::games::holes18::cards::Club;
use crate::games::holes18::course::{Hex, HoleSpec};
use crate::games::holes18::modes::{stableford_points, ClaimKind, Mode};
use crate::games::holes18::rules::*;

const E: u8 = 0;
const W: u8 = 3;

fn mode_game(players: usize, mode: Mode, marks: &[((i16, i16), &str)]) -> Holes18 {
    let config = HolesConfig {
        players,
        custom: Some(field(marks)),
        clubs: ClubSetup::Starter,
        mode,
        ..HolesConfig::new(players)
    };
    Holes18::new(&config, 7).unwrap()
}

fn has(ev: &[HolesEvent], e: HolesEvent) -> bool {
    ev.contains(&e)
}

// ---- Stroke Play ----

#[test]
fn stroke_play_water_adds_one_stroke_and_no_missed_turn() {
    let mut g = mode_game(2, Mode::StrokePlay, &[((5, 3), "w")]);
    turn(&mut g, 0, club("6 Iron"), (4, 3));
    let ev = act(&mut g, 0, HolesAction::Move(E));
    assert!(has(&ev, HolesEvent::InWater { seat: 0 }));
    assert!(has(&ev, HolesEvent::Penalty { seat: 0 }));
    assert_eq!(g.water[0], Water::Dry);
    assert_eq!(g.phase(), Phase::Select);
    assert!(g.to_move().contains(&0), "no round missed");
    assert_eq!(g.turns_on_hole[0] + g.ms.penalties()[0], 2);
}

#[test]
fn stroke_play_out_of_bounds_adds_one_to_the_turn() {
    let mut g = mode_game(2, Mode::StrokePlay, &[]);
    turn(&mut g, 0, club("3 Wood"), (11, 1));
    let ev = act(&mut g, 0, HolesAction::Wood(E));
    assert!(ev
        .iter()
        .any(|e| matches!(e, HolesEvent::ClubBack { seat: 0, .. })));
    assert!(has(&ev, HolesEvent::Penalty { seat: 0 }));
    assert_eq!(g.turns_on_hole[0] + g.ms.penalties()[0], 2);
}

#[test]
fn stroke_play_players_on_the_green_wait_until_everyone_holes_out() {
    let mut g = mode_game(2, Mode::StrokePlay, &[]);
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    act(&mut g, 0, HolesAction::Move(E));
    assert_eq!(g.hole(), 0, "the hole goes on");
    assert_eq!(g.to_move(), vec![1], "the player on the green waits");
    let c = g.hands[0][0];
    refused(&mut g, 0, HolesAction::Select(c), "on_green");
    turn(&mut g, 1, club("9 Iron"), (10, 3));
    act(&mut g, 1, HolesAction::Move(E));
    turn(&mut g, 1, club("8 Iron"), (11, 3));
    let ev = act(&mut g, 1, HolesAction::Move(E));
    assert!(has(
        &ev,
        HolesEvent::CardsScored {
            hole: 0,
            strokes: vec![1, 2]
        }
    ));
    assert_eq!(g.hole(), 1);
    assert_eq!(g.scores(), vec![1, 2]);
    assert!(g.lower_is_better());
    assert_eq!(g.winners(), vec![0], "fewest strokes wins");
}

// ---- Stableford ----

#[test]
fn stableford_the_missed_turn_counts_and_the_hole_scores_against_par() {
    let mut g = mode_game(1, Mode::Stableford, &[((5, 3), "w")]);
    turn(&mut g, 0, club("6 Iron"), (4, 3));
    act(&mut g, 0, HolesAction::Move(E));
    // Alone in the water: the missed round passes at once and counts as a turn.
    assert_eq!(g.phase(), Phase::Select);
    assert_eq!(g.ms.penalties()[0], 1);
    turn(&mut g, 0, club("9 Iron"), (11, 3));
    act(&mut g, 0, HolesAction::Move(E));
    // Three turns on a par 4: one under par, 3 points.
    assert_eq!(g.ms.cards()[0], vec![Some(3)]);
    assert_eq!(g.scores(), vec![3]);
}

#[test]
fn stableford_out_of_bounds_adds_one_stroke_to_the_turn() {
    let mut g = mode_game(1, Mode::Stableford, &[]);
    turn(&mut g, 0, club("3 Wood"), (11, 1));
    let ev = act(&mut g, 0, HolesAction::Wood(E));
    assert!(has(&ev, HolesEvent::Penalty { seat: 0 }));
    assert_eq!(at(&g, 0), (11, 1), "the ball stays where it was");
    assert_eq!(g.turns_on_hole[0] + g.ms.penalties()[0], 2);
    turn(&mut g, 0, club("9 Iron"), (11, 3));
    act(&mut g, 0, HolesAction::Move(E));
    // Three strokes on a par 4: one under par, 3 points.
    assert_eq!(g.ms.cards()[0], vec![Some(3)]);
}

// ---- Golf Racing ----

#[test]
fn golf_racing_each_player_moves_on_after_reaching_their_own_green() {
    let mut g = mode_game(2, Mode::GolfRacing, &[]);
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    let ev = act(&mut g, 0, HolesAction::Move(E));
    assert!(has(
        &ev,
        HolesEvent::RacerHoled {
            seat: 0,
            hole: 0,
            strokes: 1,
            hole_in_one: false
        }
    ));
    assert_eq!((g.hole_of(0), g.hole_of(1)), (1, 0));
    assert_eq!(at(&g, 0), (12, 5), "on to the next tee");
    assert_eq!(g.green_for(1), Some(Hex::new(12, 3)));
    // Another hole's green is just fairway for a player not on that hole.
    turn(&mut g, 1, club("9 Iron"), (2, 5));
    let ev = act(&mut g, 1, HolesAction::Move(W));
    assert!(!ev
        .iter()
        .any(|e| matches!(e, HolesEvent::ReachedGreen { .. })));
    // The first to the last green wins the race.
    turn(&mut g, 0, club("8 Iron"), (2, 5));
    let ev = act(&mut g, 0, HolesAction::Move(W));
    assert!(g.is_over());
    assert!(ev.iter().any(|e| matches!(
        e,
        HolesEvent::GameEnded { winners, .. } if *winners == vec![0]
    )));
}

// ---- Skins ----

/// Both golfers beside hole `h`'s green, both selecting, both moving onto it in one round.
fn both_reach(g: &mut Holes18, from: (i16, i16), dir: u8) -> Vec<HolesEvent> {
    g.pos = vec![Hex::new(from.0, from.1); 2];
    for s in 0..2 {
        if g.hands[s].is_empty() {
            let back = std::mem::take(&mut g.discards[s]);
            g.hands[s] = back;
        }
        let c = g.hands[s][0];
        act(g, s, HolesAction::Select(c));
    }
    let first = g.order[0];
    act(g, first, HolesAction::Move(dir));
    act(g, 1 - first, HolesAction::Move(dir))
}

#[test]
fn skins_each_player_places_a_5_then_a_tied_green_carries_its_tokens_on() {
    let mut g = mode_game(2, Mode::Skins, &[]);
    assert_eq!(g.phase(), Phase::Place);
    assert_eq!(g.ms.pots()[1], vec![5], "a 5 on the last green");
    refused(&mut g, 1, HolesAction::Place(0), "not_your_turn");
    act(&mut g, 0, HolesAction::Place(0));
    let ev = act(&mut g, 1, HolesAction::Place(0));
    assert!(has(
        &ev,
        HolesEvent::PotsSet {
            pots: vec![vec![5, 5], vec![5]]
        }
    ));
    assert_eq!(g.phase(), Phase::Select);
    let ev = both_reach(&mut g, (11, 3), E);
    assert!(ev.iter().any(|e| matches!(
        e,
        HolesEvent::Skin { skin, next: Some(1) } if skin.winner.is_none() && skin.value == 10
    )));
    assert_eq!(g.ms.pots()[1], vec![5, 5, 5], "the jackpot grows");
    assert_eq!(g.hole(), 1);
    let pause = g.view(None).pause;
    assert_eq!(
        (pause.done, pause.open),
        (1, true),
        "the table pauses after the hole"
    );
    // A tie on the last green that decides the winner: elimination from the first hole.
    let ev = both_reach(&mut g, (2, 5), W);
    assert!(has(
        &ev,
        HolesEvent::Playoff {
            seats: vec![0, 1],
            hole: 0
        }
    ));
    assert_eq!(g.hole(), 0);
    assert_eq!(g.ms.pots()[0], vec![5, 5, 5]);
    assert!(g.discards.iter().all(Vec::is_empty), "hands reset");
    win_alone(&mut g, 1);
    assert!(g.is_over());
    assert_eq!(g.scores(), vec![0, 15]);
    assert_eq!(g.winners(), vec![1]);
}

/// Three players on the test field's last green with these points and this pot on it: `tied`
/// reach it together in one round. The events of the round's last move.
fn skins_last_green(points: [i32; 3], pot: Vec<u8>, tied: &[usize]) -> (Holes18, Vec<HolesEvent>) {
    let mut g = mode_game(3, Mode::Skins, &[]);
    for s in 0..3 {
        act(&mut g, s, HolesAction::Place(0));
    }
    g.hole = 1;
    let skins = g.ms.skins_mut().unwrap();
    skins.pots = vec![Vec::new(), pot];
    skins.points = points.to_vec();
    g.pos = vec![Hex::new(2, 5); 3];
    turn(&mut g, tied[0], club("6 Iron"), (2, 5));
    g.order = tied.to_vec();
    for &s in &tied[1..] {
        g.selected[s] = Some(g.hands[s][0]);
        g.hands[s].remove(0);
    }
    let mut ev = Vec::new();
    for &s in tied {
        ev = act(&mut g, s, HolesAction::Move(W));
    }
    (g, ev)
}

/// `seat` alone reaches the green of the hole being played (one of the test field's two).
fn win_alone(g: &mut Holes18, seat: usize) -> Vec<HolesEvent> {
    let (from, dir) = if g.hole() == 0 {
        ((11, 3), E)
    } else {
        ((2, 5), W)
    };
    turn(g, seat, club("9 Iron"), from);
    act(g, seat, HolesAction::Move(dir))
}

#[test]
fn skins_elimination_a_two_player_tie_on_the_18th_that_decides_the_game() {
    // 2, 2, 0 and a 1 on the last green, tied by the two leaders: whoever takes it wins.
    let (mut g, ev) = skins_last_green([2, 2, 0], vec![1], &[0, 1]);
    assert!(has(
        &ev,
        HolesEvent::Playoff {
            seats: vec![0, 1],
            hole: 0
        }
    ));
    assert_eq!(g.ms.pots()[0], vec![1], "the jackpot on the first green");
    assert_eq!(g.ms.playoff(), vec![0, 1]);
    let out = g.hands[2][0];
    refused(&mut g, 2, HolesAction::Select(out), "eliminated");
    win_alone(&mut g, 1);
    assert!(g.is_over());
    assert_eq!(g.scores(), vec![2, 3, 0]);
    assert_eq!(g.winners(), vec![1]);
}

#[test]
fn skins_elimination_all_who_tied_on_the_18th_play_for_the_pot_then_the_most_points_win() {
    // 2, 2, 0 and a 1 tied by the first and the third: the first would win with it, so the
    // pot decides; the third, who cannot lead even with it, still plays for it.
    let (mut g, ev) = skins_last_green([2, 2, 0], vec![1], &[0, 2]);
    assert!(has(
        &ev,
        HolesEvent::Playoff {
            seats: vec![0, 2],
            hole: 0
        }
    ));
    // The third takes the jackpot: 2, 2, 1. The elimination's winner is not the game's.
    let ev = win_alone(&mut g, 2);
    assert_eq!(g.ms.points(), vec![2, 2, 1]);
    assert!(!g.is_over(), "the leaders are level");
    assert_eq!(g.winners(), vec![0, 1]);
    // Scoring: "tie break using elimination rounds": the two leaders, no pot.
    assert!(has(
        &ev,
        HolesEvent::Playoff {
            seats: vec![0, 1],
            hole: 0
        }
    ));
    assert!(
        g.ms.pots()[0].is_empty(),
        "nothing left to win but the game"
    );
    assert!(g.discards[0].is_empty(), "the leaders' hands reset");
    win_alone(&mut g, 1);
    assert!(g.is_over());
    assert_eq!(
        g.scores(),
        vec![2, 2, 1],
        "a tie-break hole is worth no points"
    );
    assert_eq!(g.winners(), vec![1]);
}

#[test]
fn skins_elimination_the_pot_taken_by_the_player_it_makes_the_leader_ends_the_game() {
    let (mut g, _) = skins_last_green([2, 2, 0], vec![1], &[0, 2]);
    win_alone(&mut g, 0);
    assert!(g.is_over());
    assert_eq!(g.scores(), vec![3, 2, 0]);
    assert_eq!(g.winners(), vec![0]);
}

#[test]
fn skins_elimination_a_tie_on_the_18th_that_cannot_change_the_leader_ends_the_game() {
    let (g, ev) = skins_last_green([0, 0, 20], vec![5], &[0, 1]);
    assert!(g.is_over(), "no elimination: {ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, HolesEvent::Playoff { .. })));
    assert_eq!(g.winners(), vec![2]);
}

#[test]
fn skins_scoring_leaders_level_on_points_at_the_end_play_tie_break_holes() {
    // The last green won alone makes it 3, 3, 0.
    let mut g = mode_game(3, Mode::Skins, &[]);
    for s in 0..3 {
        act(&mut g, s, HolesAction::Place(0));
    }
    g.hole = 1;
    let skins = g.ms.skins_mut().unwrap();
    skins.pots = vec![Vec::new(), vec![1]];
    skins.points = vec![3, 2, 0];
    let ev = win_alone(&mut g, 1);
    assert!(has(
        &ev,
        HolesEvent::Playoff {
            seats: vec![0, 1],
            hole: 0
        }
    ));
    win_alone(&mut g, 0);
    assert!(g.is_over());
    assert_eq!(g.scores(), vec![3, 3, 0]);
    assert_eq!(g.winners(), vec![0], "the tie-break's winner");
}

// ---- Chaos Golf ----

#[test]
fn chaos_golf_first_on_a_green_takes_the_5_the_second_the_2_never_both() {
    let mut g = mode_game(3, Mode::ChaosGolf, &[]);
    // The page words claims by the catalog's numbers, named as the claims name their kind.
    let numbers = super::super::info().numbers;
    assert_eq!(
        (numbers["five"], numbers["two"], numbers["flag"]),
        (5, 2, 1)
    );
    for kind in [
        ClaimKind::Five,
        ClaimKind::Two,
        ClaimKind::OwnTarget,
        ClaimKind::Flag,
    ] {
        let name = crate::core::catalog::wire_name(&kind);
        assert_eq!(numbers[name.as_str()], kind.points(), "{name}");
    }
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    act(&mut g, 0, HolesAction::Move(E));
    assert_eq!(g.ms.points(), vec![5, 0, 0]);
    assert_eq!(g.ms.pots()[0], vec![2]);
    // Back onto the same green: the 5's taker cannot take the 2.
    turn(&mut g, 0, club("9 Iron"), (11, 3));
    act(&mut g, 0, HolesAction::Move(E));
    assert_eq!(g.ms.points(), vec![5, 0, 0]);
    turn(&mut g, 1, club("8 Iron"), (11, 3));
    act(&mut g, 1, HolesAction::Move(E));
    assert_eq!(g.ms.points(), vec![5, 2, 0]);
    turn(&mut g, 2, club("7 Iron"), (11, 3));
    act(&mut g, 2, HolesAction::Move(E));
    assert_eq!(g.ms.points(), vec![5, 2, 0], "nothing left on that green");
    assert_eq!(g.ms.claims()[1].kind, ClaimKind::Two);
    // Any green, in any order: the last 5 ends the game with its round.
    turn(&mut g, 2, club("5 Iron"), (2, 5));
    let ev = act(&mut g, 2, HolesAction::Move(W));
    assert!(g.is_over(), "{ev:?}");
    assert_eq!(g.winners(), vec![0, 2], "no tie-break");
}

#[test]
fn chaos_golf_fast_travel_landing_on_a_tee_box_gives_an_extra_turn() {
    let mut g = mode_game(3, Mode::ChaosGolf, &[]);
    turn(&mut g, 0, club("6 Iron"), (11, 5));
    act(&mut g, 0, HolesAction::Move(E));
    assert_eq!(at(&g, 0), (12, 5));
    assert_eq!(g.phase(), Phase::Extra, "after the round, the extra turn");
    assert_eq!(g.to_move(), vec![0]);
    let c = g.hands[0][0];
    let ev = act(&mut g, 0, HolesAction::Select(c));
    assert!(has(&ev, HolesEvent::ExtraTurn { seat: 0 }));
    assert_eq!(g.phase(), Phase::Turn);
    // Leaving the tee by a hex: no more extra turns, the next round starts.
    act(&mut g, 0, HolesAction::Move(W));
    assert_eq!(g.phase(), Phase::Select);
    assert_eq!(g.discards[0].len(), 2, "each club played is discarded");
    // An extra turn may be declined.
    turn(&mut g, 1, club("9 Iron"), (11, 5));
    act(&mut g, 1, HolesAction::Move(E));
    assert_eq!(g.to_move(), vec![1]);
    let ev = act(&mut g, 1, HolesAction::Pass);
    assert!(has(&ev, HolesEvent::ExtraDeclined { seat: 1 }));
    assert_eq!(g.phase(), Phase::Select);
}

#[test]
fn chaos_golf_is_for_3_to_5_players() {
    let config = HolesConfig {
        mode: Mode::ChaosGolf,
        ..HolesConfig::new(2)
    };
    let e = Holes18::new(&config, 1).unwrap_err();
    assert_eq!(e.code, "bad_players");
    assert_eq!(e.message, "Chaos Golf is for 3 to 5 players, not 2.");
    // A mode for one number of players names it once.
    let teams = HolesConfig {
        mode: Mode::ChaosTeams,
        ..HolesConfig::new(4)
    };
    let e = Holes18::new(&teams, 1).unwrap_err();
    assert_eq!(e.message, "Chaos Teams is for 2 players, not 4.");
}

// ---- Kelly Golf ----

fn kelly_game() -> Holes18 {
    let mut file = field(&[((6, 0), "T3"), ((10, 0), "G3")]);
    file.holes.push(HoleSpec { par: 3 });
    let config = HolesConfig {
        players: 2,
        custom: Some(file),
        clubs: ClubSetup::Starter,
        mode: Mode::KellyGolf,
        ..HolesConfig::new(2)
    };
    Holes18::new(&config, 7).unwrap()
}

#[test]
fn kelly_golf_draw_two_keep_one_then_3_for_your_target_2_for_another_1_for_a_flag() {
    let mut g = kelly_game();
    assert_eq!(g.phase(), Phase::Target);
    assert_eq!(g.to_move(), vec![0]);
    let offered = g.ms.offers()[0].clone();
    assert_eq!(offered.len(), 2);
    act(&mut g, 0, HolesAction::Keep(offered[0]));
    assert_eq!(g.ms.targets()[0], Some(offered[0]));
    // Seat 1 draws from the two tokens left (the one given back among them).
    let offered = g.ms.offers()[1].clone();
    act(&mut g, 1, HolesAction::Keep(offered[1]));
    assert_eq!(g.phase(), Phase::Select);
    // Fix the targets for the scenario: seat 0 hole 1, seat 1 hole 2, hole 3 in the bag.
    g.ms.kelly_mut().unwrap().targets = vec![Some(0), Some(1)];
    g.ms.kelly_mut().unwrap().bag = vec![2];
    // Seat 0 on another player's target: their token and the flag (2); they draw again.
    turn(&mut g, 0, club("6 Iron"), (2, 5));
    let ev = act(&mut g, 0, HolesAction::Move(W));
    assert!(has(&ev, HolesEvent::TargetRevealed { seat: 1, hole: 1 }));
    assert_eq!(g.ms.points(), vec![2, 0]);
    assert_eq!(
        g.ms.targets()[1],
        Some(2),
        "the last token in the bag is simply taken"
    );
    // Seat 0 on its own target: 3.
    turn(&mut g, 0, club("9 Iron"), (11, 3));
    act(&mut g, 0, HolesAction::Move(E));
    assert_eq!(g.ms.points(), vec![5, 0]);
    assert_eq!(g.ms.targets()[0], None, "the bag is empty");
    // The last green ends the game at once.
    turn(&mut g, 1, club("8 Iron"), (9, 0));
    let ev = act(&mut g, 1, HolesAction::Move(E));
    assert!(ev.iter().any(|e| matches!(
        e,
        HolesEvent::Claimed { claim } if claim.kind == ClaimKind::OwnTarget
    )));
    assert!(g.is_over());
    assert_eq!(g.ms.points(), vec![5, 3]);
}

#[test]
fn kelly_golf_any_other_green_is_worth_its_flag() {
    let mut g = kelly_game();
    while g.phase() == Phase::Target {
        let s = g.to_move()[0];
        let a = g.legal_actions(s)[0];
        act(&mut g, s, a);
    }
    g.ms.kelly_mut().unwrap().targets = vec![Some(0), Some(1)];
    g.ms.kelly_mut().unwrap().bag = Vec::new();
    turn(&mut g, 1, club("6 Iron"), (9, 0));
    let ev = act(&mut g, 1, HolesAction::Move(E));
    assert!(ev.iter().any(|e| matches!(
        e,
        HolesEvent::Claimed { claim } if claim.kind == ClaimKind::Flag
    )));
    assert_eq!(g.ms.points(), vec![0, 1]);
}

// ---- Solo Chaos Golf ----

fn solo_game() -> Holes18 {
    mode_game(1, Mode::SoloChaos, &[])
}

/// Puts the solo turn marker on a combined scoring turn ("PCC", second turn).
fn combined_turn(g: &mut Holes18) {
    let pcc = crate::games::holes18::modes::solo_cards()
        .iter()
        .position(|c| c.turns == [false, true, true])
        .unwrap();
    g.ms.solo_mut().unwrap().solo_card = Some(pcc as u8);
    g.ms.solo_mut().unwrap().solo_mark = 1;
}

#[test]
fn solo_chaos_golf_setup_three_opponents_with_six_targets_and_five_clubs_each() {
    let g = solo_game();
    assert_eq!(g.ms.solo().unwrap().opp_targets.len(), 3);
    assert!(g
        .ms
        .solo()
        .unwrap()
        .opp_targets
        .iter()
        .all(|t| t.len() == 6));
    assert!(g.ms.opp_clubs().iter().all(|c| c.len() == 5));
    assert!(g.ms.solo().unwrap().solo_card.is_some());
    let cards = crate::games::holes18::modes::solo_cards();
    let flags: usize =
        g.ms.solo()
            .unwrap()
            .solo_deck
            .iter()
            .chain(&g.ms.solo().unwrap().solo_card)
            .map(|c| cards[usize::from(*c)].flags())
            .sum();
    assert!(flags >= 6, "a solo deck has at least six combined turns");
    // The opponents' clubs and coming targets are face down to the player.
    let v = g.view(Some(0));
    assert!(v
        .mode_state
        .opp_clubs()
        .iter()
        .flatten()
        .all(|c| *c == Club(0)));
    assert!(v
        .mode_state
        .solo()
        .unwrap()
        .opp_targets
        .iter()
        .all(|t| t[..5].iter().all(|x| *x == u8::MAX)));
    assert_eq!(
        v.mode_state.solo().unwrap().opp_targets[0][5],
        g.ms.solo().unwrap().opp_targets[0][5],
        "the top is face up"
    );
}

#[test]
fn solo_chaos_golf_combined_scoring_gives_the_greens_you_are_not_on_to_the_opponents() {
    let mut g = solo_game();
    combined_turn(&mut g);
    g.ms.solo_mut().unwrap().opp_targets = vec![vec![0], vec![1], vec![1]];
    turn(&mut g, 0, club("6 Iron"), (5, 3));
    act(&mut g, 0, HolesAction::Move(E));
    // Each takes the largest token left on its target green.
    assert_eq!(g.ms.solo().unwrap().opp_points, vec![5, 5, 2]);
    assert_eq!(g.ms.pots(), vec![vec![2], vec![]]);
    // The last 5 is gone: the game ends with the round, and the opponents lead.
    assert!(g.is_over());
    assert!(g.winners().is_empty());
}

#[test]
fn solo_chaos_golf_a_round_missed_in_the_water_still_moves_the_turn_marker() {
    let mut g = mode_game(1, Mode::SoloChaos, &[((5, 3), "w")]);
    // A card with at least three turns, marker on its first.
    let long = crate::games::holes18::modes::solo_cards()
        .iter()
        .position(|c| c.turns.len() >= 3)
        .unwrap();
    g.ms.solo_mut().unwrap().solo_card = Some(long as u8);
    g.ms.solo_mut().unwrap().solo_mark = 0;
    turn(&mut g, 0, club("6 Iron"), (4, 3));
    let ev = act(&mut g, 0, HolesAction::Move(E));
    assert!(has(&ev, HolesEvent::InWater { seat: 0 }));
    // The move's turn and the missed round each move the marker on.
    assert_eq!(g.ms.solo().unwrap().solo_mark, 2);
    assert_eq!(g.ms.solo().unwrap().solo_card, Some(long as u8));
    assert_eq!(g.phase(), Phase::Select, "the player plays again");
}

#[test]
fn solo_chaos_golf_a_contested_green_goes_by_the_opponents_flipped_club() {
    let mine = club("9 Iron");
    let lower = Club::all().find(|c| c.init() < mine.init()).unwrap();
    let higher = Club::all().find(|c| c.init() > mine.init()).unwrap();
    for (top, opp, me) in [(lower, 5, 2), (higher, 2, 5)] {
        let mut g = solo_game();
        combined_turn(&mut g);
        g.ms.solo_mut().unwrap().opp_targets = vec![vec![1, 0], Vec::new(), Vec::new()];
        g.ms.solo_mut().unwrap().opp_clubs[0] = vec![Club(30), top];
        turn(&mut g, 0, mine, (11, 3));
        let ev = act(&mut g, 0, HolesAction::Move(E));
        assert!(has(
            &ev,
            HolesEvent::OppClub {
                opp: 0,
                club: top,
                contest: true
            }
        ));
        assert_eq!(
            (g.ms.solo().unwrap().opp_points[0], g.ms.points()[0]),
            (opp, me)
        );
        assert_eq!(g.ms.opp_clubs()[0][0], top, "the flipped club goes under");
        assert_eq!(
            g.ms.solo().unwrap().opp_targets[0],
            vec![1],
            "the next target is turned up"
        );
    }
}

#[test]
fn solo_chaos_golf_you_may_look_at_an_opponents_club_on_a_combined_turn_only() {
    let mut g = solo_game();
    let card = crate::games::holes18::modes::solo_cards()
        .iter()
        .position(|c| !c.turns[0])
        .unwrap();
    g.ms.solo_mut().unwrap().solo_card = Some(card as u8);
    g.ms.solo_mut().unwrap().solo_mark = 0;
    turn(&mut g, 0, club("6 Iron"), (5, 3));
    refused(&mut g, 0, HolesAction::PeekClub(0), "not_combined");
    combined_turn(&mut g);
    let top = *g.ms.opp_clubs()[1].last().unwrap();
    let ev = act(&mut g, 0, HolesAction::PeekClub(1));
    assert!(has(
        &ev,
        HolesEvent::OppClub {
            opp: 1,
            club: top,
            contest: false
        }
    ));
    assert_eq!(g.phase(), Phase::Turn, "looking is not the turn's action");
    assert_eq!(g.view(Some(0)).mode_state.opp_clubs()[1].last(), Some(&top));
    refused(&mut g, 0, HolesAction::PeekClub(1), "already_shown");
}

// ---- Chaos Teams ----

#[test]
fn chaos_teams_a_team_chooses_its_golfer_after_drawing_one_flag_per_green() {
    let mut g = mode_game(2, Mode::ChaosTeams, &[]);
    assert_eq!(
        g.ms.spare(),
        vec![Hex::new(0, 3); 2],
        "two golfers a team on the first tee"
    );
    // Team 0's other golfer waits beside the first green; the one in play is far away.
    g.ms.teams_mut().unwrap().spare[0] = Hex::new(9, 3);
    turn(&mut g, 0, club("6 Iron"), (2, 3));
    let iron = g.selected[0].unwrap();
    let deck = iron.decks()[0];
    let card = super::card(deck, "SSS");
    super::stack(&mut g, &[card]);
    act(&mut g, 0, HolesAction::Play { deck, dir: None });
    assert_eq!(g.phase(), Phase::Choose);
    // After drawing: play the other golfer, three straight onto the green.
    let ev = act(&mut g, 0, HolesAction::Switch);
    assert!(has(&ev, HolesEvent::Switched { seat: 0 }));
    assert_eq!(at(&g, 0), (9, 3));
    refused(&mut g, 0, HolesAction::Switch, "already_switched");
    act(
        &mut g,
        0,
        HolesAction::Shoot {
            stack: 0,
            dir: E,
            path: 0,
        },
    );
    assert_eq!(g.ms.points(), vec![1, 0]);
    assert!(g.ms.pots()[0].is_empty(), "one flag on each green");
    assert_eq!(g.ms.spare()[0], Hex::new(2, 3), "the other golfer stayed");
    // The second team on the same green scores nothing.
    turn(&mut g, 1, club("9 Iron"), (11, 3));
    act(&mut g, 1, HolesAction::Move(E));
    assert_eq!(g.ms.points(), vec![1, 0]);
}

#[test]
fn chaos_teams_the_golfer_that_lands_on_a_tee_box_takes_the_extra_turn() {
    let mut g = mode_game(2, Mode::ChaosTeams, &[]);
    turn(&mut g, 1, club("6 Iron"), (11, 5));
    act(&mut g, 1, HolesAction::Move(E));
    assert_eq!(g.phase(), Phase::Extra);
    let c = g.hands[1][0];
    act(&mut g, 1, HolesAction::Select(c));
    refused(&mut g, 1, HolesAction::Switch, "extra_turn_golfer");
    assert_eq!(at(&g, 1), (12, 5));
}

#[test]
fn chaos_teams_the_game_ends_with_the_round_a_team_reaches_10_flags() {
    let mut g = mode_game(2, Mode::ChaosTeams, &[]);
    g.ms.chaos_mut().unwrap().points = vec![9, 0];
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    act(&mut g, 0, HolesAction::Move(E));
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![0]);
}

#[test]
fn stableford_points_per_hole_two_at_par_capped_at_zero() {
    // The rulebook's table: par 3 in 3 is 2, in 4 is 1, in 5 or more 0.
    assert_eq!(stableford_points(3, 3), 2);
    assert_eq!(stableford_points(3, 4), 1);
    assert_eq!(stableford_points(3, 5), 0);
    assert_eq!(stableford_points(3, 9), 0);
    // Highest per hole: 4, 5, 6 on a par 3, 4, 5 (a hole-in-one).
    assert_eq!(stableford_points(3, 1), 4);
    assert_eq!(stableford_points(4, 1), 5);
    assert_eq!(stableford_points(5, 1), 6);
    assert_eq!(stableford_points(4, 3), 3);
    assert_eq!(stableford_points(4, 5), 1);
}

#[test]
fn every_mode_states_its_player_counts() {
    for m in Mode::ALL {
        let (lo, hi) = m.players();
        assert!(lo >= 1 && hi <= 5 && lo <= hi, "{m:?}");
    }
    assert_eq!(Mode::ChaosGolf.players(), (3, 5));
    assert_eq!(Mode::Stableford.players(), (1, 5));
    assert_eq!(Mode::Skins.players(), (2, 5));
}
