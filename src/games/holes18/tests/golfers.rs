//! Golfer Abilities (and Select Golfer): one scenario per golfer side, named after the
//! rulebook's section, plus the house readings where the rulebook is silent (golfers/).

use super::*;
use crate::games::holes18::golfers::{Choice, Decision, Golfer, SeatGolfer, Side};

type G = Option<(Golfer, Side)>;

fn seats(list: &[G]) -> Vec<SeatGolfer> {
    list.iter()
        .map(|x| match x {
            Some((g, s)) => SeatGolfer {
                golfer: Choice::from(*g),
                side: *s,
            },
            None => SeatGolfer {
                golfer: Choice::None,
                side: Side::A,
            },
        })
        .collect()
}

fn golfer_config(list: &[G], marks: &[((i16, i16), &str)]) -> HolesConfig {
    let players = list.len();
    HolesConfig {
        players,
        custom: Some(field(marks)),
        clubs: ClubSetup::Draft,
        golfers: seats(list),
        ..HolesConfig::new(players)
    }
}

/// Drafts by taking the first legal pick (and names Dorian's first club): hole 1, selecting.
fn drafted(list: &[G], marks: &[((i16, i16), &str)]) -> Holes18 {
    let mut g = Holes18::new(&golfer_config(list, marks), 7).unwrap();
    let mut guard = 0;
    while g.phase() == Phase::Draft || pending(&g).is_some() {
        guard += 1;
        assert!(guard < 500, "the draft ends");
        let s = g.to_move()[0];
        let a = g
            .legal_actions(s)
            .into_iter()
            .find(|a| *a != HolesAction::DraftPass)
            .unwrap();
        act(&mut g, s, a);
    }
    g
}

fn pending(g: &Holes18) -> Option<(usize, Decision)> {
    g.golfers.as_ref().and_then(|x| x.pending)
}

fn gs(g: &Holes18) -> &crate::games::holes18::golfers::Golfers {
    g.golfers.as_deref().unwrap()
}

/// Gives `seat` exactly these clubs in hand (taken from wherever they are; its old hand goes to
/// the box), so every club stays accounted for.
fn give(g: &mut Holes18, seat: usize, clubs: &[Club]) {
    let old = std::mem::take(&mut g.hands[seat]);
    g.unused.extend(old);
    for c in clubs {
        for h in g.hands.iter_mut().chain(g.discards.iter_mut()) {
            h.retain(|x| x != c);
        }
        g.unused.retain(|x| x != c);
    }
    g.hands[seat] = clubs.to_vec();
    g.hands[seat].sort();
    g.unused.sort();
}

/// Plays the selected club from this deck (not a chip declaration).
fn play(g: &mut Holes18, seat: usize, deck: Deck) -> Vec<HolesEvent> {
    act(g, seat, HolesAction::Play { deck, dir: None })
}

fn conserved(g: &Holes18) {
    assert_eq!(g.all_clubs(), Club::all().collect::<Vec<_>>());
    assert_eq!(g.all_shots(), Shot::all().collect::<Vec<_>>());
}

// ---- Select Golfer ----

#[test]
fn select_golfer_choose_per_seat_or_deal_at_random_from_the_seed() {
    let mut c = golfer_config(&[Some((Golfer::Swift, Side::B)), None, None], &[]);
    c.golfers[1].golfer = Choice::Random;
    c.golfers[2].golfer = Choice::Random;
    c.golfers[2].side = Side::B;
    let a = Holes18::new(&c, 11).unwrap();
    let b = Holes18::new(&c, 11).unwrap();
    assert_eq!(
        gs(&a).cards,
        gs(&b).cards,
        "the same seed deals the same golfers"
    );
    let cards: Vec<_> = gs(&a).cards.iter().map(|c| c.unwrap()).collect();
    assert_eq!(cards[0].golfer, Golfer::Swift);
    assert_eq!(cards[0].side, Side::B);
    assert_eq!(cards[2].side, Side::B);
    assert!(cards[1].golfer != cards[2].golfer && cards[1].golfer != Golfer::Swift);
    let mut dealt = std::collections::BTreeSet::new();
    for seed in 0..40 {
        dealt.insert(
            gs(&Holes18::new(&c, seed).unwrap()).cards[1]
                .unwrap()
                .golfer,
        );
    }
    assert_eq!(dealt.len(), 7, "any golfer but the one chosen can be dealt");
    // Each golfer once, one entry per seat, and the draft.
    let dup = golfer_config(
        &[
            Some((Golfer::Lucky, Side::A)),
            Some((Golfer::Lucky, Side::B)),
        ],
        &[],
    );
    assert_eq!(Holes18::new(&dup, 1).unwrap_err().code, "golfer_taken");
    let mut short = golfer_config(&[Some((Golfer::Lucky, Side::A)), None], &[]);
    short.golfers.pop();
    assert_eq!(
        Holes18::new(&short, 1).unwrap_err().code,
        "golfers_per_seat"
    );
    let mut starter = golfer_config(&[Some((Golfer::Lucky, Side::A)), None], &[]);
    starter.clubs = ClubSetup::Starter;
    assert_eq!(
        Holes18::new(&starter, 1).unwrap_err().code,
        "golfers_need_draft"
    );
}

#[test]
fn a_game_without_golfers_serializes_as_before() {
    let c = HolesConfig::new(2);
    assert!(!serde_json::to_string(&c).unwrap().contains("golfers"));
    let g = Holes18::new(&c, 3).unwrap();
    assert!(!serde_json::to_string(&g).unwrap().contains("golfers"));
    assert!(g.view(Some(0)).golfers.is_none());
    // Everybody "none" is no golfers at all.
    let none = golfer_config(&[None, None], &[]);
    assert!(Holes18::new(&none, 3).unwrap().golfers.is_none());
}

// ---- Bunjil ----

#[test]
fn golfer_abilities_bunjil_a_side_peeks_once_per_hole() {
    let mut g = drafted(&[Some((Golfer::Bunjil, Side::A)), None], &[]);
    give(&mut g, 0, &[club("4 Iron"), club("8 Wood")]);
    refused(&mut g, 0, HolesAction::Peek(Deck::D2), "deck_out_of_reach");
    refused(&mut g, 1, HolesAction::Peek(Deck::D4), "not_bunjil");
    let top = *g.decks[Deck::D4.index()].draw.last().unwrap();
    assert!(g.legal_actions(0).contains(&HolesAction::Peek(Deck::D4)));
    let ev = act(&mut g, 0, HolesAction::Peek(Deck::D4));
    assert!(ev.contains(&HolesEvent::Peeked {
        seat: 0,
        deck: Deck::D4
    }));
    // The card is Bunjil's secret: the others know only which deck.
    let mine = g.view(Some(0)).golfers.unwrap();
    assert_eq!(mine.peek.unwrap().card, Some(top));
    for v in [g.view(Some(1)), g.view(None)] {
        let theirs = v.golfers.unwrap();
        assert_eq!(theirs.peek.unwrap().deck, Deck::D4);
        assert_eq!(theirs.peek.unwrap().card, None);
        assert!(!serde_json::to_string(&theirs).unwrap().contains("\"card\""));
    }
    assert_eq!(
        *g.decks[Deck::D4.index()].draw.last().unwrap(),
        top,
        "back on top"
    );
    assert!(gs(&g).sideways[0]);
    refused(&mut g, 0, HolesAction::Peek(Deck::D3), "power_used");
    // Bunjil's own sample knows the top card.
    let s = Holes18::determinize(&g.view(Some(0)), 0, &mut bot_rng(4));
    assert_eq!(s.decks[Deck::D4.index()].draw.last(), Some(&top));
    assert_eq!(s.view(Some(0)), g.view(Some(0)));
    // Anyone drawing from that deck ends the secret.
    g.draw(Deck::D4, &mut Vec::new());
    assert!(gs(&g).peek.is_none());
    g.decks[Deck::D4.index()].draw.push(top);
    // When the hole has ended, Bunjil turns back.
    g.hole = 1;
    g.start_hole(&mut Vec::new());
    assert!(!gs(&g).sideways[0]);
    assert!(g.legal_actions(0).contains(&HolesAction::Peek(Deck::D4)));
}

#[test]
fn golfer_abilities_bunjil_b_side_keeps_the_card_for_the_next_shot() {
    let mut g = drafted(&[Some((Golfer::Bunjil, Side::B)), None], &[]);
    give(&mut g, 0, &[club("4 Iron"), club("8 Iron")]);
    let top = *g.decks[Deck::D4.index()].draw.last().unwrap();
    let left = g.decks[Deck::D4.index()].draw.len();
    act(&mut g, 0, HolesAction::Peek(Deck::D4));
    assert_eq!(pending(&g), Some((0, Decision::KeepOrReturn)));
    assert_eq!(g.to_move(), vec![0]);
    let c1 = g.hands[1][0];
    refused(&mut g, 1, HolesAction::Select(c1), "not_your_turn");
    refused(
        &mut g,
        0,
        HolesAction::Select(club("4 Iron")),
        "keep_or_return",
    );
    let ev = act(&mut g, 0, HolesAction::KeepCard(true));
    assert!(ev.contains(&HolesEvent::CardKept {
        seat: 0,
        deck: Deck::D4
    }));
    assert_eq!(g.decks[Deck::D4.index()].draw.len(), left - 1);
    conserved(&g);
    assert_eq!(g.view(Some(1)).golfers.unwrap().kept.unwrap().card, None);
    assert_eq!(
        g.view(Some(0)).golfers.unwrap().kept.unwrap().card,
        Some(top)
    );
    // The next shot must use a club that reaches deck 4.
    refused(
        &mut g,
        0,
        HolesAction::Select(club("8 Iron")),
        "play_kept_card",
    );
    turn(&mut g, 0, club("4 Iron"), (0, 3));
    refused(&mut g, 0, HolesAction::BigHit, "play_kept_card");
    refused(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::D3,
            dir: None,
        },
        "play_kept_card",
    );
    play(&mut g, 0, Deck::D4);
    assert_eq!(g.shot.as_ref().unwrap().stacks[0][0], top);
    assert!(gs(&g).kept.is_none());
    conserved(&g);
}

#[test]
fn golfer_abilities_bunjil_b_side_returns_the_card_face_up_and_others_choose_again() {
    let mut g = drafted(&[None, Some((Golfer::Bunjil, Side::B))], &[]);
    give(&mut g, 1, &[club("4 Iron"), club("8 Iron")]);
    let c0 = g.hands[0][0];
    act(&mut g, 0, HolesAction::Select(c0));
    let top = *g.decks[Deck::D4.index()].draw.last().unwrap();
    act(&mut g, 1, HolesAction::Peek(Deck::D4));
    let ev = act(&mut g, 1, HolesAction::KeepCard(false));
    assert!(ev.contains(&HolesEvent::CardShown { seat: 1, card: top }));
    // Face up for everyone; the player who had chosen may change their mind.
    for v in [g.view(Some(0)), g.view(Some(1)), g.view(None)] {
        assert_eq!(v.golfers.unwrap().shown, Some(top));
    }
    assert_eq!(g.selected[0], None);
    assert!(g.hands[0].contains(&c0));
    assert!(g.to_move().contains(&0));
    let s = Holes18::determinize(&g.view(Some(0)), 0, &mut bot_rng(2));
    assert_eq!(s.decks[Deck::D4.index()].draw.last(), Some(&top));
    g.draw(Deck::D4, &mut Vec::new());
    assert_eq!(gs(&g).shown, None, "drawn, it is an ordinary card again");
}

// ---- Dorian ----

#[test]
fn golfer_abilities_dorian_a_side_one_club_never_expires_and_no_reset_mid_hole() {
    let mut g = Holes18::new(
        &golfer_config(&[Some((Golfer::Dorian, Side::A)), None], &[]),
        3,
    )
    .unwrap();
    while g.phase() == Phase::Draft {
        for s in g.to_move() {
            let c = g.packets[s][0];
            act(&mut g, s, HolesAction::Pick(c));
        }
    }
    // After the draft, before the first hole, Dorian names the club.
    assert_eq!(pending(&g), Some((0, Decision::Lasting)));
    assert_eq!(g.to_move(), vec![0]);
    let c1 = g.hands[1][0];
    refused(&mut g, 1, HolesAction::Select(c1), "not_your_turn");
    let lasting = g.hands[0][0];
    let ev = act(&mut g, 0, HolesAction::Lasting(lasting));
    assert!(ev.contains(&HolesEvent::LastingClub {
        seat: 0,
        club: lasting
    }));
    assert_eq!(g.view(Some(1)).golfers.unwrap().lasting, Some(lasting));
    // Used, it returns to the hand.
    turn(&mut g, 0, lasting, (2, 3));
    let ev = act(&mut g, 0, HolesAction::Move(E));
    assert!(ev.contains(&HolesEvent::ClubKept {
        seat: 0,
        club: lasting
    }));
    assert!(g.hands[0].contains(&lasting));
    assert!(!g.discards[0].contains(&lasting));
    // No reset during a hole: not before selecting, and the reset action only ends the turn.
    let other = g.hands[0].iter().copied().find(|c| *c != lasting).unwrap();
    give(&mut g, 0, &[lasting, Club(2)]);
    g.discards[0] = vec![other];
    g.unused.retain(|c| *c != other);
    g.phase = Phase::Select;
    g.selected = vec![None, None];
    refused(&mut g, 0, HolesAction::ResetHand, "dorian_no_reset");
    turn(&mut g, 0, Club(2), (2, 3));
    act(&mut g, 0, HolesAction::ResetHand);
    assert_eq!(g.discards[0], vec![other, Club(2)], "nothing came back");
    // At a new hole, a hand of only the lasting club is reset.
    assert_eq!(g.hands[0], vec![lasting]);
    g.hole = 1;
    g.start_hole(&mut Vec::new());
    assert_eq!(g.hands[0].len(), 3);
    assert!(g.discards[0].is_empty());
}

#[test]
fn golfer_abilities_dorian_b_side_drafts_three_and_never_discards() {
    let mut g = drafted(&[None, Some((Golfer::Dorian, Side::B))], &[]);
    assert_eq!(g.hands[1].len(), 3);
    assert_eq!(g.hands[0].len(), 5);
    conserved(&g);
    let c = g.hands[1][0];
    turn(&mut g, 1, c, (2, 3));
    act(&mut g, 1, HolesAction::Move(E));
    assert_eq!(g.hands[1].len(), 3);
    assert!(g.discards[1].is_empty());
}

// ---- Iron Jane ----

#[test]
fn golfer_abilities_iron_jane_a_side_takes_five_irons_before_the_draft() {
    let mut g = Holes18::new(
        &golfer_config(&[None, Some((Golfer::IronJane, Side::A)), None], &[]),
        5,
    )
    .unwrap();
    assert_eq!(g.to_move(), vec![1]);
    assert_eq!(g.packets[1].len(), 26, "the whole 3-player pool");
    assert!(g.packets[0].is_empty() && g.packets[2].is_empty());
    refused(&mut g, 1, HolesAction::Pick(club("3 Wood")), "irons_only");
    for _ in 0..5 {
        let iron = g.legal_actions(1)[0];
        act(&mut g, 1, iron);
    }
    assert!(g.hands[1].iter().all(|c| c.name().ends_with(" Iron")));
    assert_eq!(g.hands[1].len(), 5);
    // The rest is shuffled and dealt to the others: 21 clubs, 10 each.
    assert_eq!(g.packets[0].len(), 10);
    assert_eq!(g.packets[2].len(), 10);
    assert!(g.packets[1].is_empty());
    while g.phase() == Phase::Draft {
        for s in g.to_move() {
            assert_ne!(s, 1, "Iron Jane does not draft");
            let c = g.packets[s][0];
            act(&mut g, s, HolesAction::Pick(c));
        }
    }
    assert!(g.hands.iter().all(|h| h.len() == 5));
    conserved(&g);
}

#[test]
fn golfer_abilities_iron_jane_b_side_four_irons_no_two_alike() {
    let mut g = Holes18::new(
        &golfer_config(&[Some((Golfer::IronJane, Side::B)), None, None], &[]),
        5,
    )
    .unwrap();
    act(&mut g, 0, HolesAction::Pick(Club(11)));
    refused(&mut g, 0, HolesAction::Pick(Club(12)), "no_two_alike");
    for c in [Club(3), Club(19), Club(21)] {
        act(&mut g, 0, HolesAction::Pick(c));
    }
    assert_eq!(g.hands[0].len(), 4, "four clubs, then the others draft");
    assert!(g.to_move().contains(&1) && !g.to_move().contains(&0));
    while g.phase() == Phase::Draft {
        for s in g.to_move() {
            let c = g.packets[s][0];
            act(&mut g, s, HolesAction::Pick(c));
        }
    }
    assert_eq!(g.hands[0].len(), 4);
    conserved(&g);
}

// ---- Lucky ----

#[test]
fn golfer_abilities_lucky_a_side_redraws_once_per_hand() {
    let mut g = drafted(&[Some((Golfer::Lucky, Side::A)), None], &[]);
    give(&mut g, 0, &[club("8 Iron"), club("4 Iron")]);
    turn(&mut g, 0, club("8 Iron"), (2, 3));
    let (a, b, c) = (
        card(Deck::D2, "SS"),
        card(Deck::D2, "SR"),
        card(Deck::D2, "SL"),
    );
    stack(&mut g, &[a, b, c]);
    play(&mut g, 0, Deck::D2);
    refused(
        &mut g,
        0,
        HolesAction::Redraw {
            stack: 0,
            discard: Some(club("4 Iron")),
        },
        "no_discard",
    );
    let ev = act(
        &mut g,
        0,
        HolesAction::Redraw {
            stack: 1,
            discard: None,
        },
    );
    assert!(ev.contains(&HolesEvent::Redrew { seat: 0, card: b }));
    // The new card from the same deck must be played: the other stack is put aside.
    let s = g.shot.as_ref().unwrap();
    assert_eq!(s.stacks, vec![vec![c]]);
    assert!(s.discarded.contains(&a) && s.discarded.contains(&b));
    conserved(&g);
    refused(
        &mut g,
        0,
        HolesAction::Redraw {
            stack: 0,
            discard: None,
        },
        "power_used",
    );
    act(&mut g, 0, shoot(0, E));
    assert!(gs(&g).sideways[0]);
    // A new hand turns Lucky back.
    g.reset_hand(0, &mut Vec::new());
    assert!(!gs(&g).sideways[0]);
}

#[test]
fn golfer_abilities_lucky_a_side_a_declared_chip_waits_for_the_redraw() {
    let mut g = drafted(&[Some((Golfer::Lucky, Side::A))], &[]);
    give(&mut g, 0, &[club("9 Iron")]);
    turn(&mut g, 0, club("9 Iron"), (2, 3));
    let chip = Shot::of_deck(Deck::C)
        .find(|c| c.path_count() == 1)
        .unwrap();
    stack(&mut g, &[chip]);
    act(
        &mut g,
        0,
        HolesAction::Play {
            deck: Deck::C,
            dir: Some(E),
        },
    );
    assert_eq!(g.phase(), Phase::Choose, "Lucky may still redraw");
    assert!(g.legal_actions(0).contains(&HolesAction::Redraw {
        stack: 0,
        discard: None
    }));
}

#[test]
fn golfer_abilities_lucky_b_side_redraws_once_per_hole_discarding_a_club() {
    let mut g = drafted(&[None, Some((Golfer::Lucky, Side::B))], &[]);
    give(&mut g, 1, &[club("6 Iron"), club("5 Wood")]);
    turn(&mut g, 1, club("6 Iron"), (2, 3));
    stack(&mut g, &[card(Deck::D3, "SSR"), card(Deck::D3, "SSS")]);
    play(&mut g, 1, Deck::D3);
    refused(
        &mut g,
        1,
        HolesAction::Redraw {
            stack: 0,
            discard: None,
        },
        "discard_a_club",
    );
    act(
        &mut g,
        1,
        HolesAction::Redraw {
            stack: 0,
            discard: Some(club("5 Wood")),
        },
    );
    assert_eq!(g.discards[1], vec![club("5 Wood")]);
    assert!(g.hands[1].is_empty());
    act(&mut g, 1, shoot(0, E));
    // A hand reset does not turn the b-side back; the next hole does.
    g.reset_hand(1, &mut Vec::new());
    assert!(gs(&g).sideways[1]);
    g.hole = 1;
    g.start_hole(&mut Vec::new());
    assert!(!gs(&g).sideways[1]);
    // With no other club in hand, no redraw.
    give(&mut g, 1, &[]);
    turn(&mut g, 1, club("6 Iron"), (2, 3));
    play(&mut g, 1, Deck::D3);
    assert!(!g
        .legal_actions(1)
        .iter()
        .any(|a| matches!(a, HolesAction::Redraw { .. })));
}

// ---- Slick Rikesh ----

#[test]
fn golfer_abilities_slick_rikesh_a_side_borrows_a_revealed_club_once_per_hole() {
    let mut g = drafted(&[None, None, Some((Golfer::SlickRikesh, Side::A))], &[]);
    let (hybrid, iron, wood) = (Club(26), Club(19), Club(13));
    give(&mut g, 0, &[hybrid]);
    give(&mut g, 1, &[iron]);
    give(&mut g, 2, &[wood, Club(3)]);
    act(&mut g, 0, HolesAction::Select(hybrid));
    act(&mut g, 1, HolesAction::Select(iron));
    act(&mut g, 2, HolesAction::Select(wood));
    // After the reveal, Rikesh decides first.
    assert_eq!(pending(&g), Some((2, Decision::Borrow)));
    assert_eq!(g.to_move(), vec![2]);
    refused(&mut g, 2, HolesAction::Borrow(2), "nothing_to_borrow");
    let ev = act(&mut g, 2, HolesAction::Borrow(0));
    assert!(ev.contains(&HolesEvent::Borrowed {
        seat: 2,
        from: 0,
        club: hybrid,
        order: vec![0, 2, 1]
    }));
    assert!(
        g.hands[2].contains(&wood),
        "his own club goes back unplayed"
    );
    conserved(&g);
    act(&mut g, 0, HolesAction::Move(E));
    assert_eq!(g.to_move(), vec![2], "right after the club's owner");
    act(&mut g, 2, HolesAction::Move(E));
    assert!(g.discards[2].is_empty() && g.discards[0] == vec![hybrid]);
    conserved(&g);
    act(&mut g, 1, HolesAction::Move(E));
    // Once per hole: the next reveal asks nothing.
    act(&mut g, 0, HolesAction::Select(hybrid));
    act(&mut g, 1, HolesAction::Select(iron));
    act(&mut g, 2, HolesAction::Select(wood));
    assert_eq!(pending(&g), None);
    assert_eq!(g.to_move(), vec![0]);
}

#[test]
fn golfer_abilities_slick_rikesh_b_side_drafts_one_club_and_uses_discarded_clubs() {
    let mut g = Holes18::new(
        &golfer_config(&[Some((Golfer::SlickRikesh, Side::B)), None], &[]),
        2,
    )
    .unwrap();
    // He may let picks go by, but takes his club by the last one.
    act(&mut g, 0, HolesAction::DraftPass);
    let p = g.packets[1][0];
    act(&mut g, 1, HolesAction::Pick(p));
    assert_eq!(g.packets[1].len(), 9, "his untouched packet passed on");
    for _ in 0..3 {
        act(&mut g, 0, HolesAction::DraftPass);
        let p = g.packets[1][0];
        act(&mut g, 1, HolesAction::Pick(p));
    }
    refused(&mut g, 0, HolesAction::DraftPass, "must_pick");
    let mine = g.packets[0][0];
    act(&mut g, 0, HolesAction::Pick(mine));
    let p = g.packets[1][0];
    act(&mut g, 1, HolesAction::Pick(p));
    assert_eq!(g.phase(), Phase::Select);
    assert_eq!(g.hands[0], vec![mine]);
    conserved(&g);
    // In play: his own club for initiative, then any club another player discarded.
    let theirs = g.hands[1][0];
    g.hands[1].retain(|c| *c != theirs);
    g.discards[1].push(theirs);
    turn(&mut g, 0, mine, (2, 3));
    refused(
        &mut g,
        0,
        HolesAction::UseDiscarded {
            seat: 0,
            club: mine,
        },
        "not_discarded",
    );
    act(
        &mut g,
        0,
        HolesAction::UseDiscarded {
            seat: 1,
            club: theirs,
        },
    );
    assert_eq!(g.selected[0], Some(theirs));
    conserved(&g);
    act(&mut g, 0, HolesAction::Move(E));
    assert_eq!(g.hands[0], vec![mine], "his own club never leaves him");
    assert!(g.discards[0].is_empty());
    assert!(g.discards[1].contains(&theirs));
    conserved(&g);
}

// ---- Slugger ----

#[test]
fn golfer_abilities_slugger_a_side_carries_the_driver_and_drafts_four() {
    let mut g = Holes18::new(
        &golfer_config(&[None, Some((Golfer::Slugger, Side::A))], &[]),
        6,
    )
    .unwrap();
    let driver = Club(1);
    assert_eq!(g.hands[1], vec![driver]);
    assert!(!g.packets.iter().flatten().any(|c| *c == driver));
    let mut picks = 0;
    while g.phase() == Phase::Draft {
        for s in g.to_move() {
            picks += usize::from(s == 1);
            let c = g.packets[s][0];
            act(&mut g, s, HolesAction::Pick(c));
        }
    }
    assert_eq!(picks, 4, "he skips the last pick");
    assert_eq!(g.hands[1].len(), 5);
    conserved(&g);
    // The Driver comes back to the hand.
    turn(&mut g, 1, driver, (0, 3));
    stack(&mut g, &[card(Deck::D5, "SSSSS"), card(Deck::D5, "SSSSL")]);
    play(&mut g, 1, Deck::D5);
    act(&mut g, 1, shoot(0, E));
    assert!(g.hands[1].contains(&driver));
    assert!(!g.discards[1].contains(&driver));
    // Off the tee his own Driver is no reason to reset...
    let rest: Vec<Club> = g.hands[1].clone();
    g.phase = Phase::Select;
    g.selected = vec![None, None];
    g.discards[1] = rest.iter().copied().filter(|c| *c != driver).collect();
    g.hands[1] = vec![driver, g.discards[1].pop().unwrap()];
    refused(&mut g, 1, HolesAction::ResetHand, "hand_usable");
    // ...but a hand holding only it counts as empty when a round starts.
    let last = g.hands[1][1];
    g.hands[1].retain(|c| *c != last);
    g.discards[1].push(last);
    g.start_round(&mut Vec::new());
    assert_eq!(g.hands[1].len(), 5);
}

#[test]
fn golfer_abilities_slugger_b_side_wood_or_driver_on_every_tee() {
    let mut g = drafted(&[Some((Golfer::Slugger, Side::B)), None], &[]);
    let driver = Club(1);
    give(&mut g, 0, &[driver, club("4 Iron"), club("5 Wood")]);
    refused(
        &mut g,
        0,
        HolesAction::Select(club("4 Iron")),
        "slugger_tee",
    );
    assert!(g
        .legal_actions(0)
        .contains(&HolesAction::Select(club("5 Wood"))));
    assert!(g.legal_actions(0).contains(&HolesAction::Select(driver)));
    g.pos[0] = Hex::new(3, 3);
    assert!(g
        .legal_actions(0)
        .contains(&HolesAction::Select(club("4 Iron"))));
}

// ---- Swift ----

#[test]
fn golfer_abilities_swift_a_side_minus_one_and_wins_ties_b_side_loses_them() {
    for (side, order) in [(Side::A, vec![0, 1, 2]), (Side::B, vec![1, 0, 2])] {
        let mut g = drafted(&[Some((Golfer::Swift, side)), None, None], &[]);
        // 6 Iron 12 (11 for Swift) against the other 6 Iron's 11.
        give(&mut g, 0, &[Club(19)]);
        give(&mut g, 1, &[Club(20)]);
        give(&mut g, 2, &[Club(13)]);
        act(&mut g, 0, HolesAction::Select(Club(19)));
        act(&mut g, 1, HolesAction::Select(Club(20)));
        act(&mut g, 2, HolesAction::Select(Club(13)));
        assert_eq!(g.order, order, "{side:?}");
    }
}

#[test]
fn golfer_abilities_swift_ties_with_slick_rikesh_borrowing() {
    for (side, order) in [(Side::A, vec![0, 1, 2]), (Side::B, vec![1, 2, 0])] {
        let mut g = drafted(
            &[
                Some((Golfer::Swift, side)),
                None,
                Some((Golfer::SlickRikesh, Side::A)),
            ],
            &[],
        );
        give(&mut g, 0, &[Club(19)]);
        give(&mut g, 1, &[Club(20)]);
        give(&mut g, 2, &[Club(13)]);
        act(&mut g, 0, HolesAction::Select(Club(19)));
        act(&mut g, 1, HolesAction::Select(Club(20)));
        act(&mut g, 2, HolesAction::Select(Club(13)));
        act(&mut g, 2, HolesAction::Borrow(1));
        assert_eq!(g.order, order, "{side:?}");
    }
}

// ---- The Shark ----

#[test]
fn golfer_abilities_the_shark_a_side_water_plays_as_rough() {
    let marks = [((4, 3), "w"), ((6, 3), "l"), ((6, 4), "l")];
    let mut g = drafted(&[Some((Golfer::TheShark, Side::A)), None], &marks);
    give(&mut g, 0, &[club("6 Iron")]);
    turn(&mut g, 0, club("6 Iron"), (3, 3));
    let ev = act(&mut g, 0, HolesAction::Move(E));
    assert!(!ev.iter().any(|e| matches!(e, HolesEvent::InWater { .. })));
    assert_eq!(g.water[0], Water::Dry, "no missed turn");
    // Water on a fairway too, and it plays as rough (the card), one hex shorter.
    turn(&mut g, 0, club("6 Iron"), (6, 3));
    stack(&mut g, &[card(Deck::D3, "SSS")]);
    play(&mut g, 0, Deck::D3);
    act(&mut g, 0, shoot(0, E));
    assert_eq!(at(&g, 0), (8, 3));
    // Anyone else plays water on a fairway as fairway.
    turn(&mut g, 1, club("6 Iron"), (6, 4));
    stack(&mut g, &[card(Deck::D3, "SSS")]);
    play(&mut g, 1, Deck::D3);
    act(&mut g, 1, shoot(0, E));
    assert_eq!(at(&g, 1), (9, 4));
}

#[test]
fn golfer_abilities_the_shark_b_side_no_wedges_passes_then_picks_leftovers() {
    let mut g = Holes18::new(
        &golfer_config(&[Some((Golfer::TheShark, Side::B)), None], &[]),
        8,
    )
    .unwrap();
    // Rig the last pick: The Shark is offered only wedges.
    let wedges = vec![Club(31), Club(33), Club(34)];
    let mut rest: Vec<Club> = g
        .packets
        .iter()
        .flatten()
        .copied()
        .filter(|c| !wedges.contains(c))
        .collect();
    g.hands[0] = rest.drain(..4).collect();
    g.hands[1] = rest.drain(..4).collect();
    g.packets[0] = wedges.clone();
    g.packets[1] = rest.drain(..2).collect();
    g.unused.extend(rest);
    g.unused.sort();
    g.golfers.as_mut().unwrap().pick = 4;
    conserved(&g);
    refused(&mut g, 0, HolesAction::Pick(Club(31)), "not_your_turn");
    assert_eq!(g.to_move(), vec![1], "only wedges: The Shark passes");
    let keep = g.packets[1][1];
    let p = g.packets[1][0];
    act(&mut g, 1, HolesAction::Pick(p));
    // After the draft, he picks from what is left.
    assert_eq!(g.phase(), Phase::Draft);
    assert_eq!(g.to_move(), vec![0]);
    refused(&mut g, 0, HolesAction::Pick(Club(34)), "no_wedges");
    act(&mut g, 0, HolesAction::Pick(keep));
    assert_eq!(g.phase(), Phase::Select);
    assert_eq!(g.hands[0].len(), 5);
    assert!(!g.hands[0].iter().any(|c| c.name().ends_with("Wedge")));
    conserved(&g);
}

// ---- What a seat may know ----

#[test]
fn a_bots_choice_does_not_change_with_the_card_bunjil_looked_at() {
    use crate::core::bot::{choose, BotKind, BotSpec};
    let mut g = drafted(&[Some((Golfer::Bunjil, Side::A)), None], &[]);
    let deck = g.hands[0]
        .iter()
        .find_map(|c| c.decks().last().copied())
        .unwrap();
    act(&mut g, 0, HolesAction::Peek(deck));
    // Another world where Bunjil saw another card: seat 1 cannot tell them apart.
    let mut other = g.clone();
    let pile = &mut other.decks[deck.index()].draw;
    let n = pile.len();
    pile.swap(n - 1, 0);
    let top = pile[n - 1];
    other.golfers.as_mut().unwrap().peek.as_mut().unwrap().card = Some(top);
    assert_ne!(g.view(Some(0)), other.view(Some(0)));
    assert_eq!(g.view(Some(1)), other.view(Some(1)));
    for kind in [BotKind::Greedy, BotKind::Search] {
        let spec = BotSpec {
            kind,
            iterations: 30,
        };
        let legal = g.legal_actions(1);
        let a = choose::<Holes18>(spec, &g.view(Some(1)), 1, &legal, &mut bot_rng(9));
        let b = choose::<Holes18>(spec, &other.view(Some(1)), 1, &legal, &mut bot_rng(9));
        assert_eq!(a, b, "{kind:?}");
    }
    // Samples for the other seat agree with its view and keep every card.
    for k in 0..5 {
        let s = Holes18::determinize(&g.view(Some(1)), 1, &mut bot_rng(k));
        assert_eq!(s.view(Some(1)), g.view(Some(1)));
        conserved(&s);
    }
}

#[test]
fn samples_with_golfers_agree_with_every_view() {
    let mut g = drafted(
        &[
            Some((Golfer::Bunjil, Side::B)),
            Some((Golfer::Dorian, Side::B)),
            Some((Golfer::Slugger, Side::A)),
        ],
        &[],
    );
    let deck = g.hands[0][0].decks().first().copied().unwrap_or(Deck::D2);
    if g.legal_actions(0).contains(&HolesAction::Peek(deck)) {
        act(&mut g, 0, HolesAction::Peek(deck));
        act(&mut g, 0, HolesAction::KeepCard(true));
    }
    for seat in 0..3 {
        let v = g.view(Some(seat));
        for k in 0..4 {
            let s = Holes18::determinize(&v, seat, &mut bot_rng(k));
            assert_eq!(s.view(Some(seat)), v, "seat {seat}");
            conserved(&s);
        }
    }
}

#[test]
fn bots_use_the_golfer_powers() {
    use crate::core::bot::{choose, BotKind, BotSpec};
    let spec = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    // Bunjil looks first.
    let g = drafted(&[Some((Golfer::Bunjil, Side::A)), None], &[]);
    let legal = g.legal_actions(0);
    let a = choose::<Holes18>(spec, &g.view(Some(0)), 0, &legal, &mut bot_rng(1)).unwrap();
    assert!(matches!(a, HolesAction::Peek(_)), "{a:?}");
    // Lucky redraws a card that would fly out of bounds.
    let mut g = drafted(&[Some((Golfer::Lucky, Side::A))], &[]);
    give(&mut g, 0, &[club("6 Iron")]);
    turn(&mut g, 0, club("6 Iron"), (1, 3));
    stack(&mut g, &[card(Deck::D3, "SSS")]);
    play(&mut g, 0, Deck::D3);
    // Only westward flights are bad here; make every direction but west leave the course.
    g.pos[0] = Hex::new(0, 0);
    let legal = g.legal_actions(0);
    let a = choose::<Holes18>(spec, &g.view(Some(0)), 0, &legal, &mut bot_rng(1)).unwrap();
    assert!(matches!(
        a,
        HolesAction::Shoot { .. } | HolesAction::Redraw { .. }
    ));
    // Slick Rikesh a borrows a club that reaches the green.
    let mut g = drafted(&[None, Some((Golfer::SlickRikesh, Side::A))], &[]);
    give(&mut g, 0, &[club("4 Iron")]);
    give(&mut g, 1, &[club("Pitching Wedge")]);
    g.pos = vec![Hex::new(8, 3), Hex::new(8, 3)];
    act(&mut g, 0, HolesAction::Select(club("4 Iron")));
    act(&mut g, 1, HolesAction::Select(club("Pitching Wedge")));
    let legal = g.legal_actions(1);
    let a = choose::<Holes18>(spec, &g.view(Some(1)), 1, &legal, &mut bot_rng(1)).unwrap();
    assert_eq!(a, HolesAction::Borrow(0));
}

#[test]
fn golfer_abilities_a_golfer_whose_clubs_cannot_leave_a_bunker_walks_out() {
    let mut g = drafted(
        &[Some((Golfer::SlickRikesh, Side::B)), None],
        &[((3, 3), "b")],
    );
    give(&mut g, 0, &[]);
    g.discards = vec![Vec::new(), Vec::new()];
    turn(&mut g, 0, club("5 Wood"), (3, 3));
    assert!(g.legal_actions(0).contains(&HolesAction::Move(E)));
    act(&mut g, 0, HolesAction::Move(E));
    // Anyone who still has a club that exits stays in.
    turn(&mut g, 1, club("5 Wood"), (3, 3));
    refused(&mut g, 1, HolesAction::Move(E), "in_bunker");
}
