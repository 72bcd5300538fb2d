//! Team play and Single player: a team's marked Hole card, its printed sizes, and the score a
//! player alone must beat.

use super::*;

fn team_game() -> Golfie {
    Golfie::new(
        &GolfieConfig {
            players: 4,
            teams: vec![0, 1, 0, 1],
        },
        5,
    )
    .unwrap()
}

/// Plays a Hole for the four seats of `team_game` with these top-left cards.
fn team_hole(g: &mut Golfie, tops: [u8; 4]) {
    no_lost_balls_on_top(g);
    ready(g, ActionCard::Hole);
    let grid = |top: u8| [v(top), v(6), v(6), v(1), v(2), v(3), v(4), v(5), v(1)];
    let up = [true, true, true, false, false, false, false, false, false];
    for (s, top) in tops.into_iter().enumerate() {
        set_grid(g, s, grid(top), up);
    }
    for s in 0..4 {
        g.apply(s, &GolfieAction::Hole(0)).unwrap();
    }
}

/// Team play: when a Hole card is revealed the team decides which member's card is marked;
/// the first member in turn order voices it. All Combos and Lost Balls go on the team's row.
#[test]
fn team_play_the_team_decides_which_hole_card_is_marked() {
    let mut g = team_game();
    team_hole(&mut g, [5, 4, 2, 6]);
    assert_eq!(g.phase, Phase::Act, "the teams still have to decide");
    assert_eq!(g.cards[0].holes[0], None);
    // Seat 0 is active: it speaks for team 0, seat 1 (next in turn) for team 1.
    assert_eq!(g.to_move(), vec![0, 1]);
    assert_eq!(g.tasks[0], Task::MarkHole);
    let mut legal = g.legal_actions(0);
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(legal, vec![GolfieAction::Mark(0), GolfieAction::Mark(2)]);
    refused(&mut g, 0, GolfieAction::Mark(1), "not_teammate");
    refused(&mut g, 2, GolfieAction::Mark(2), "not_now");
    refused(&mut g, 0, GolfieAction::Flip, "not_now");
    // The choice shows only cards already turned up: the view holds just the picks.
    assert_eq!(
        g.view(Some(1)).hole_picks,
        vec![Some(5), Some(4), Some(2), Some(6)]
    );
    g.cards[0].lost[0] = 1;
    // Team 0 marks the 5, not its lowest: it is the team's choice.
    let events = g.apply(0, &GolfieAction::Mark(0)).unwrap();
    assert!(matches!(
        events[..],
        [GolfieEvent::TeamChose {
            seat: 0,
            member: 0,
            scored: 5
        }]
    ));
    let events = g.apply(1, &GolfieAction::Mark(3)).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, GolfieEvent::HoleMarked { hole: 1, marks } if *marks == vec![5, 6])));
    assert_eq!(g.cards.len(), 2, "one scorecard row per team");
    assert_eq!(
        (g.cards[0].holes[0], g.cards[1].holes[0]),
        (Some(5), Some(6))
    );
    assert_eq!(g.scores(), vec![6, 6, 6, 6]);
    assert_eq!(g.phase, Phase::Flip);
    assert_eq!(g.active, 1);
}

#[test]
fn team_play_bots_mark_the_teams_lowest_card() {
    let mut g = team_game();
    team_hole(&mut g, [5, 4, 2, 6]);
    for kind in [BotKind::Greedy, BotKind::Search] {
        for seat in [0, 1] {
            let a = choose::<Golfie>(
                BotSpec {
                    kind,
                    iterations: 60,
                },
                &g.view(Some(seat)),
                seat,
                &g.legal_actions(seat),
                &mut bot_rng(3),
            );
            let lowest = if seat == 0 { 2 } else { 1 };
            assert_eq!(a, Some(GolfieAction::Mark(lowest)), "{kind:?} seat {seat}");
        }
    }
}

#[test]
fn team_play_only_the_printed_team_sizes() {
    for (players, teams, ok) in [
        (4, vec![0, 1, 0, 1], true),
        (6, vec![0, 1, 2, 0, 1, 2], true),
        (6, vec![0, 1, 0, 1, 0, 1], true),
        (3, vec![0, 1, 0], false),
        (8, vec![0, 1, 2, 3, 0, 1, 2, 3], false),
        (4, vec![0, 0, 0, 0], false),
        (4, vec![0, 1], false),
    ] {
        assert_eq!(
            Golfie::new(
                &GolfieConfig {
                    players,
                    teams: teams.clone()
                },
                1
            )
            .is_ok(),
            ok,
            "{teams:?}"
        );
    }
    assert_eq!(
        Golfie::new(
            &GolfieConfig {
                players: 9,
                teams: vec![]
            },
            1
        )
        .unwrap_err()
        .code,
        "bad_players"
    );
    assert_eq!(
        Golfie::new(
            &GolfieConfig {
                players: 0,
                teams: vec![]
            },
            1
        )
        .unwrap_err()
        .code,
        "bad_players"
    );
}

#[test]
fn single_player_the_score_to_beat_is_54() {
    let g = game(1);
    assert_eq!(g.view(Some(0)).target, Some(54));
    assert_eq!(game(2).view(Some(0)).target, None);
}
