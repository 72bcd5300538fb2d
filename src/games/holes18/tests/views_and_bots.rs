//! Views and bots: what a seat may see, the bots' moves, the shot planner's odds and how far
//! undo may go back.

use super::*;
use crate::games::holes18::planner;

// ---- Views and bots ----

#[test]
fn views_hide_other_selections_and_deck_order_and_samples_agree_with_them() {
    let mut g = game(3, &[]);
    let c = g.hands[0][0];
    act(&mut g, 0, HolesAction::Select(c));
    let v = g.view(Some(2));
    assert_eq!(v.selected[0], None);
    assert!(v.hand.as_ref().is_some_and(|h| h.len() == 5));
    let text = serde_json::to_string(&v).unwrap();
    assert!(!text.contains("\"draw\""), "no draw pile order in a view");
    for k in 0..5 {
        let s = Holes18::determinize(&v, 2, &mut bot_rng(k));
        assert_eq!(s.view(Some(2)), v);
        assert_eq!(s.all_shots().len(), 74);
        assert_eq!(s.all_clubs().len(), 34);
        assert!(s.selected[0].is_some(), "the hidden selection is sampled");
    }
}

#[test]
fn the_greedy_bot_takes_the_flag_when_it_can() {
    use crate::core::bot::{choose, BotKind, BotSpec};
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    let spec = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    let legal = g.legal_actions(0);
    let a = choose::<Holes18>(spec, &g.view(Some(0)), 0, &legal, &mut bot_rng(1)).unwrap();
    assert_eq!(a, HolesAction::Move(E));
}

#[test]
fn the_hint_takes_the_flag_when_it_can_and_counts_one_stroke() {
    use crate::core::bot::hint_with;
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("6 Iron"), (11, 3));
    let legal = g.legal_actions(0);
    let h = hint_with::<Holes18>(&g.view(Some(0)), 0, &legal, 100, &mut bot_rng(1)).unwrap();
    assert_eq!(h.action, HolesAction::Move(E));
    assert_eq!(
        h.figures,
        vec![("strokes", 1000)],
        "one stroke, in thousandths"
    );
}

#[test]
fn the_hint_of_a_shot_gives_its_landing_odds_and_the_strokes_to_the_green() {
    use crate::core::bot::{choose, hint_with, BotSpec};
    // A whole game between hints and the hard bot's own choices: whenever the hint is a shot,
    // its figures are odds and strokes in range, and it is the move the hard bot makes.
    let mut g = Holes18::new(&HolesConfig::new(2), 11).unwrap();
    let mut shots = 0;
    for step in 0..400 {
        if g.is_over() {
            break;
        }
        let seat = g.to_move()[0];
        let legal = g.legal_actions(seat);
        let view = g.view(Some(seat));
        let h = hint_with::<Holes18>(&view, seat, &legal, 24, &mut bot_rng(step)).unwrap();
        let hard = BotSpec {
            iterations: 24,
            ..BotSpec::level("hard").unwrap()
        };
        let a = choose::<Holes18>(hard, &view, seat, &legal, &mut bot_rng(step)).unwrap();
        assert_eq!(h.action, a, "step {step}: the hint is the hard bot's move");
        for (name, v) in &h.figures {
            match *name {
                "green" | "likeliest" => assert!((0..=1000).contains(v), "{name} {v}"),
                "strokes" => assert!((1000..60_000).contains(v), "{v}"),
                other => panic!("unknown figure {other}"),
            }
        }
        if h.figures.iter().any(|f| f.0 == "likeliest") {
            shots += 1;
        }
        g.apply(seat, &a).unwrap();
    }
    assert!(shots > 10, "shots with odds: {shots}");
}

#[test]
fn the_search_bot_plays_legal_moves_through_a_game_and_repeats_itself() {
    use crate::core::bot::{play_out, BotKind, BotSpec};
    use crate::core::record::Match;
    let search = BotSpec {
        kind: BotKind::Search,
        iterations: 8,
    };
    let greedy = BotSpec {
        kind: BotKind::Greedy,
        iterations: 0,
    };
    let run = || {
        let mut m = Match::<Holes18>::new(HolesConfig::new(2), 5).unwrap();
        assert!(play_out(&mut m, &[search, greedy], 5_000), "the game ends");
        m.state_hash()
    };
    assert_eq!(run(), run(), "bots are deterministic from the seed");
}

#[test]
fn secrets_bots_and_the_hint_decide_the_same_whatever_the_seat_cannot_see() {
    use crate::testkit::{check_never_peeks, PeekCheck};
    let check = PeekCheck::<Holes18> {
        positions: 12,
        new_game: |seed| {
            let mut config = HolesConfig::new(2 + (seed % 2) as usize);
            if seed % 3 == 1 {
                config.course = "lakeside-nine".into();
            }
            Holes18::new(&config, seed).unwrap()
        },
        // Into the draft, the club choices and the shots of the first holes.
        moves: |seed| (seed as usize * 7) % 60,
        keep_playing: |_| true,
        hidden: |_, _| true,
        iterations: 12,
        rng_seed: 3,
    };
    check_never_peeks(&check, |_, _, _| {});
}

// ---------- the shot planner (an app extra: the odds come from the cards the seat has not seen) ----------

fn odds_at(odds: &[(Hex, f64)], h: (i16, i16)) -> f64 {
    odds.iter()
        .find(|(x, _)| *x == Hex::new(h.0, h.1))
        .map_or(0.0, |(_, p)| *p)
}

#[test]
fn shot_planner_a_wood_lands_for_certain_and_a_deck_offers_what_its_cards_reach() {
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("5 Wood"), (1, 3));
    // A wood flies its fixed distance: 3 straight east from the fairway.
    let wood = planner::odds(&g, 0, &HolesAction::Wood(0));
    assert_eq!(wood, vec![(Hex::new(4, 3), 1.0)]);

    // Deck 3 with only two cards left, both straight 3: the hex 3 east is certain, and so are
    // the other five aims (the player picks the direction after drawing).
    turn(&mut g, 0, club("5 Iron"), (5, 3));
    let straight = card(Deck::D3, "SSS");
    let d = &mut g.decks[Deck::D3.index()];
    d.discard.append(&mut d.draw);
    d.discard.retain(|c| *c != straight);
    d.draw = vec![straight];
    let play = HolesAction::Play {
        deck: Deck::D3,
        dir: None,
    };
    let odds = planner::odds(&g, 0, &play);
    assert_eq!(odds_at(&odds, (8, 3)), 1.0);
    assert_eq!(odds_at(&odds, (2, 3)), 1.0);
    assert_eq!(odds.len(), 6, "{odds:?}");

    // A fresh deck: every figure is a chance, and a hex only some cards reach is below 1.
    let g = game(1, &[]);
    let mut g = g;
    turn(&mut g, 0, club("5 Iron"), (5, 3));
    let odds = planner::odds(&g, 0, &play);
    assert!(odds.iter().all(|(_, p)| *p > 0.0 && *p <= 1.0));
    assert!(odds_at(&odds, (8, 3)) > 0.2 && odds_at(&odds, (8, 3)) < 1.0);
    // What one card offers, two cards offer more often.
    turn(&mut g, 0, club("3 Iron"), (5, 3));
    let two = planner::odds(
        &g,
        0,
        &HolesAction::Play {
            deck: Deck::D4,
            dir: None,
        },
    );
    turn(&mut g, 0, club("4 Iron"), (5, 3));
    let one = planner::odds(
        &g,
        0,
        &HolesAction::Play {
            deck: Deck::D4,
            dir: None,
        },
    );
    assert!(odds_at(&two, (9, 3)) > odds_at(&one, (9, 3)));
}

#[test]
fn shot_planner_never_counts_cards_the_seat_has_seen() {
    // Every straight-3 card of deck 3 face up in the discard pile: no hex is offered by one.
    let mut g = game(1, &[]);
    turn(&mut g, 0, club("5 Iron"), (5, 3));
    let d = &mut g.decks[Deck::D3.index()];
    let (gone, keep): (Vec<Shot>, Vec<Shot>) = d.draw.iter().partition(
        |c| matches!(c.face(), Face::Flight(p) if p.len() == 1 && word(p[0].fairway) == "SSS"),
    );
    d.draw = keep;
    d.discard.extend(gone);
    let play = HolesAction::Play {
        deck: Deck::D3,
        dir: None,
    };
    let odds = planner::odds(&g, 0, &play);
    for c in g.decks[Deck::D3.index()].draw.clone() {
        assert!(
            !matches!(c.face(), Face::Flight(p) if p.len() == 1 && word(p[0].fairway) == "SSS")
        );
    }
    // 3 straight east is no longer offered except by a special's replacement or a wild card.
    assert!(odds_at(&odds, (8, 3)) < 0.5, "{}", odds_at(&odds, (8, 3)));
}

/// Undo (an app extra, for one person against bots) rewinds a secret selection or a one-hex
/// move, but never a drawn shot card or the clubs revealed together: a replay would deal the
/// same card to a player who has already seen it.
#[test]
fn undo_stops_at_a_drawn_shot_card_and_at_the_reveal() {
    use crate::core::record::Match;
    let config = HolesConfig {
        clubs: ClubSetup::Starter,
        ..HolesConfig::new(2)
    };
    let mut m = Match::<Holes18>::new(config, 7).unwrap();
    let pick = |m: &Match<Holes18>, s: usize| m.state.hand(s)[0];
    let c0 = pick(&m, 0);
    m.apply(0, HolesAction::Select(c0)).unwrap();
    assert_eq!(m.undo_floor(0), 0, "a secret selection shows nothing");
    let c1 = pick(&m, 1);
    m.apply(1, HolesAction::Select(c1)).unwrap();
    assert_eq!(m.undo_floor(0), 2, "the reveal shows the other club");
    let seat = m.state.current().unwrap();
    let wood = m.state.selected(seat).unwrap().is_wood();
    // A wood flies without a card; any other club draws one.
    let action = m
        .state
        .legal_actions(seat)
        .into_iter()
        .find(|a| {
            if wood {
                matches!(a, HolesAction::Wood(_))
            } else {
                matches!(a, HolesAction::Play { .. })
            }
        })
        .expect("the selected club can be played");
    m.apply(seat, action).unwrap();
    assert_eq!(m.undo_floor(seat), if wood { 2 } else { 3 });
}

#[test]
fn secrets_a_seats_packet_tells_it_nothing_it_cannot_see() {
    use crate::games::holes18::golfers::{Choice, Golfer, SeatGolfer, Side};
    use crate::games::holes18::modes::Mode;
    use crate::testkit::{check_packets_never_leak, PacketCheck};
    let check = PacketCheck {
        max_steps: 240,
        every: 6,
        pair_steps: 30,
        sizes: &[(1200.0, 800.0)],
        ..PacketCheck::CARDS
    };
    // Every mode at the fewest and the most players it allows, with the starter hands or a
    // draft; the largest tables draft, with a golfer card each (every golfer, both sides), but
    // for Solo Chaos Golf, which is played without.
    let mut games = Vec::new();
    for mode in Mode::ALL {
        let (lo, hi) = mode.players();
        for players in [lo, hi] {
            let mut config = HolesConfig {
                mode,
                clubs: if players % 2 == 0 || players == hi {
                    ClubSetup::Draft
                } else {
                    ClubSetup::Starter
                },
                ..HolesConfig::new(players)
            };
            if mode == Mode::KellyGolf {
                config.course = "lakeside-nine".into();
            }
            if players == hi && mode != Mode::SoloChaos {
                config.golfers = (0..players)
                    .map(|s| SeatGolfer {
                        golfer: Choice::from(Golfer::ALL[(s + mode as usize) % Golfer::ALL.len()]),
                        side: if (s + mode as usize).is_multiple_of(2) {
                            Side::A
                        } else {
                            Side::B
                        },
                    })
                    .collect();
            }
            let label = format!("{} {players} players", mode.name());
            match Holes18::new(&config, players as u64) {
                Ok(g) => games.push((label, g)),
                Err(e) => panic!("{label}: {e}"),
            }
            if lo == hi {
                break;
            }
        }
    }
    let followed = check_packets_never_leak(&check, games);
    assert!(followed > 100, "only {followed} moves followed in pairs");
}
