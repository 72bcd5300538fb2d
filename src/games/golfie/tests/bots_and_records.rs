//! Secrets, records and bots: bots decide the same whatever they cannot see, an older rules
//! edition's record is refused, the hint and the bots' levels.

use super::*;

#[test]
fn secrets_bots_decide_the_same_whatever_the_cards_they_cannot_see() {
    let check = PeekCheck::<Golfie> {
        positions: 25,
        new_game: |seed| {
            let config = GolfieConfig {
                players: 3,
                teams: vec![],
            };
            Golfie::new(&config, seed).unwrap()
        },
        moves: |seed| seed as usize * 3,
        keep_playing: |_| true,
        hidden: |_, _| true,
        iterations: 40,
        rng_seed: 9,
    };
    check_never_peeks(&check, |_, other, _| {
        let mut all = other.all_field_cards();
        let mut deck = field_deck().to_vec();
        all.sort();
        deck.sort();
        assert_eq!(all, deck);
    });
}

/// A record of the first rules edition (before the mid-course fix) would deal other cards in
/// the back nine: it is refused, never replayed differently.
#[test]
fn records_of_an_older_rules_edition_are_refused() {
    use crate::core::record::Match;
    let m = Match::<Golfie>::new(
        GolfieConfig {
            players: 2,
            teams: vec![],
        },
        7,
    )
    .unwrap();
    let mut record = m.record();
    assert_eq!(record.rules, Some(Golfie::RULES));
    assert!(Match::<Golfie>::replay(&record).is_ok());
    record.rules = Some(2);
    assert_eq!(
        Match::<Golfie>::replay(&record).unwrap_err().code,
        "record_outdated"
    );
    record.rules = None;
    let refused = Match::<Golfie>::replay(&record).unwrap_err();
    assert_eq!(refused.code, "record_outdated");
}

#[test]
fn hint_a_sure_combo_is_the_move_and_lowers_the_expected_score() {
    let mut g = game(1);
    no_lost_balls_on_top(&mut g);
    ready(&mut g, ActionCard::Zone(5));
    // Cell 5 shows a 5: swapped up into the top row beside two 5s, it makes a Combo (-2).
    set_grid(
        &mut g,
        0,
        [v(5), v(5), v(1), v(4), v(3), v(5), v(1), v(2), v(6)],
        [true, true, true, false, false, true, true, false, false],
    );
    let legal = g.legal_actions(0);
    let h =
        crate::core::bot::hint_with::<Golfie>(&g.view(Some(0)), 0, &legal, 200, &mut bot_rng(1))
            .unwrap();
    assert_eq!(h.action, GolfieAction::Move { cell: 5, with: 2 });
    let change = h.figures.iter().find(|f| f.0 == "score_change").unwrap().1;
    assert!(
        change < -1000,
        "a Combo lowers the expected score: {change}/1000"
    );
    assert!(h.compared >= 2 && h.playouts >= 100, "{h:?}");
    assert!(h.next_best.is_some_and(|n| n <= h.outlook));
}

/// The levels: normal searches with Golfie's own budget (its search gains little past it, see
/// `NORMAL_PLAYOUTS`), hard with the budget it has in every game.
#[test]
fn bots_normal_searches_with_golfies_own_budget() {
    use crate::core::bot::HARD_ITERATIONS;
    let normal = BotSpec::level("normal").unwrap();
    assert_eq!(normal.playouts::<Golfie>(), 75);
    assert_eq!(
        BotSpec::level("hard").unwrap().playouts::<Golfie>(),
        HARD_ITERATIONS
    );
    // The page's "normal" is the search at that budget, move for move.
    let seventy_five = BotSpec {
        kind: BotKind::Search,
        iterations: 75,
    };
    let mut g = game(2);
    let mut compared = 0;
    for step in 0..60 {
        let Some(seat) = g.first_to_move() else { break };
        let legal = g.legal_actions(seat);
        let view = g.view(Some(seat));
        let a = choose::<Golfie>(normal, &view, seat, &legal, &mut bot_rng(step)).unwrap();
        let b = choose::<Golfie>(seventy_five, &view, seat, &legal, &mut bot_rng(step)).unwrap();
        assert_eq!(a, b, "step {step}");
        compared += usize::from(legal.len() > 1);
        g.apply(seat, &a).unwrap();
    }
    assert!(compared > 10, "only {compared} choices");
}

#[test]
fn secrets_a_seats_packet_tells_it_nothing_it_cannot_see() {
    use crate::testkit::{check_packets_never_leak, PacketCheck};
    let check = PacketCheck {
        max_steps: 300,
        every: 4,
        ..PacketCheck::CARDS
    };
    // Alone, every table size for oneself, and every way of playing in teams.
    let mut setups: Vec<(usize, Vec<u8>)> = (1..=MAX_PLAYERS).map(|n| (n, vec![])).collect();
    setups.extend([
        (4, vec![0, 1, 0, 1]),
        (6, vec![0, 1, 0, 1, 0, 1]),
        (6, vec![0, 1, 2, 0, 1, 2]),
        (8, vec![0, 1, 0, 1, 0, 1, 0, 1]),
    ]);
    let games = setups.into_iter().map(|(players, teams)| {
        let label = format!("{players} players, teams {teams:?}");
        let config = GolfieConfig { players, teams };
        (label, Golfie::new(&config, players as u64).unwrap())
    });
    let followed = check_packets_never_leak(&check, games);
    assert!(followed > 100, "only {followed} moves followed in pairs");
}

/// A finished match's review shows every grid card face up; the rest of the table is the
/// spectator's (the stacks' order stays unknown).
#[test]
fn secrets_the_revealed_view_shows_every_grid_card() {
    let g = game(3);
    let public = g.view(None);
    let revealed = g.revealed_view();
    for (seat, grid) in revealed.grids.iter().enumerate() {
        let cards: Vec<Field> = g.grids[seat].iter().map(|s| s.card).collect();
        let shown: Vec<Field> = grid.iter().map(|c| c.expect("face up")).collect();
        assert_eq!(shown, cards, "seat {seat}");
    }
    assert!(public.grids[0].iter().any(Option::is_none), "some hidden");
    let mut back = revealed.clone();
    back.grids = public.grids.clone();
    assert_eq!(back, public, "the rest is the spectator's view");
}
