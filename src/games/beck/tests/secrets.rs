//! Secrets: a drawn card is seen by its drawer alone, bots decide the same whatever they cannot
//! see, and a determinized state keeps every card once.

use super::*;

#[test]
fn secrets_a_drawn_card_is_seen_only_by_its_drawer_until_played() {
    let mut g = game(3, 1);
    reveal_all(&mut g);
    g.apply(0, &BeckAction::Draw).unwrap();
    let drawn = g.holding().unwrap().card;
    assert_eq!(g.view(Some(0)).holding, Some(drawn));
    assert_eq!(g.view(Some(1)).holding, None);
    assert_eq!(g.view(None).holding, None);
    assert_eq!(
        g.view(Some(1)).holder,
        Some(0),
        "others see that a card is held"
    );
    // Face-down cards are hidden from everyone, their owner included.
    let v = g.view(Some(0));
    assert_eq!(v.grids[0].iter().filter(|c| c.is_none()).count(), 7);
}

#[test]
fn secrets_a_bot_decides_the_same_whatever_the_cards_it_cannot_see() {
    let check = PeekCheck::<Beck> {
        positions: 40,
        new_game: |seed| {
            let config = BeckConfig {
                players: 3,
                rounds: 1,
            };
            Beck::new(&config, seed).unwrap()
        },
        moves: |seed| (seed % 17) as usize * 2,
        keep_playing: |g| matches!(g.phase(), Phase::Play | Phase::Reveal),
        hidden: |_, _| true,
        iterations: 60,
        rng_seed: 5,
    };
    check_never_peeks(&check, |_, _, _| {});
}

#[test]
fn determinized_states_keep_every_card_exactly_once() {
    let mut g = game(4, 1);
    reveal_all(&mut g);
    g.apply(0, &BeckAction::Draw).unwrap();
    let mut rng = bot_rng(1);
    for seat in 0..4 {
        let d = Beck::determinize(&g.view(Some(seat)), seat, &mut rng);
        let mut a = d.all_cards();
        let mut b = full_deck().to_vec();
        a.sort();
        b.sort();
        assert_eq!(a, b);
    }
}

#[test]
fn secrets_a_seats_packet_tells_it_nothing_it_cannot_see() {
    use crate::testkit::{check_packets_never_leak, PacketCheck};
    let games = (MIN_PLAYERS..=MAX_PLAYERS).map(|players| {
        let config = BeckConfig { players, rounds: 2 };
        let seed = players as u64;
        (
            format!("{players} players"),
            Beck::new(&config, seed).unwrap(),
        )
    });
    let followed = check_packets_never_leak(&PacketCheck::CARDS, games);
    assert!(followed > 100, "only {followed} moves followed in pairs");
}

/// A finished match's review shows every card: each grid card face up (the grid's showing score
/// counting them all) and the card just drawn, which the spectator's view hides; the rest of
/// the table is the spectator's.
#[test]
fn secrets_the_revealed_view_shows_every_grid_card_and_the_drawn_one() {
    let mut g = game(3, 1);
    reveal_all(&mut g);
    g.apply(0, &BeckAction::Draw).unwrap();
    let public = g.view(None);
    let revealed = g.revealed_view();
    for (seat, grid) in revealed.grids.iter().enumerate() {
        let cards: Vec<Card> = g.grids[seat].iter().map(|s| s.card).collect();
        let shown: Vec<Card> = grid.iter().map(|c| c.expect("face up")).collect();
        assert_eq!(shown, cards, "seat {seat}");
        let all = super::super::scoring::score_cells(grid).total;
        assert_eq!(revealed.showing[seat], all);
    }
    assert_eq!(revealed.holding, Some(g.holding().unwrap().card));
    assert_eq!(public.holding, None);
    assert_eq!(revealed.seat, None, "nobody's seat: no move on the table");
    let mut back = revealed.clone();
    back.grids = public.grids.clone();
    back.showing = public.showing.clone();
    back.holding = None;
    assert_eq!(back, public, "the rest is the spectator's view");
}
