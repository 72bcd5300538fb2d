//! Actions travel as small JSON; bots decide the same whatever they cannot see.

use super::*;
use crate::testkit::{check_never_peeks, PeekCheck};

// ---- Actions travel as small JSON ----

#[test]
fn actions_are_small_readable_json() {
    let cases = [
        (GreenAction::Draw(2), r#"{"draw":2}"#),
        (GreenAction::Refresh, r#""refresh""#),
        (GreenAction::Retire, r#""retire""#),
        (GreenAction::Done, r#""done""#),
        (
            GreenAction::Golfer(Golfer::WindMaster),
            r#"{"golfer":"wind_master"}"#,
        ),
        (
            GreenAction::Hit(shot("iron_432", 3)),
            r#"{"hit":{"club":"iron_432","strike":3}}"#,
        ),
        (
            GreenAction::Hit(Shot {
                from: Some(1),
                ..with(shot("wood_135", 3), Power::Pocket)
            }),
            r#"{"hit":{"club":"wood_135","strike":3,"power":"pocket","from":1}}"#,
        ),
        (
            GreenAction::Hit(with(shot("hybrid_3", 7), Power::Pair(club("hybrid_4")))),
            r#"{"hit":{"club":"hybrid_3","strike":7,"power":{"pair":"hybrid_4"}}}"#,
        ),
        (
            GreenAction::Hit(Shot {
                golfer: Some(GolferUse::WindMaster(-1)),
                ..shot("wedge_24", 2)
            }),
            r#"{"hit":{"club":"wedge_24","strike":2,"golfer":{"wind_master":-1}}}"#,
        ),
        (
            GreenAction::TakeBack(club("putter_2")),
            r#"{"take_back":"putter_2"}"#,
        ),
        (
            GreenAction::Discard(club("chipper_2")),
            r#"{"discard":"chipper_2"}"#,
        ),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(serde_json::from_str::<GreenAction>(json).unwrap(), action);
    }
    assert!(
        serde_json::from_str::<GreenAction>(r#"{"hit":{"club":"driver","strike":3}}"#).is_err()
    );
}

// ---- Secrets ----

#[test]
fn secrets_bots_decide_the_same_whatever_the_clubs_they_cannot_see() {
    let check = PeekCheck::<Green> {
        positions: 20,
        new_game: |seed| {
            let config = GreenConfig {
                players: 2 + (seed % 3) as usize,
                pro_golfers: seed % 2 == 0,
            };
            Green::new(&config, seed).unwrap()
        },
        moves: |seed| seed as usize * 4 + 10,
        keep_playing: |_| true,
        hidden: |g, seat| {
            let others_hidden = (0..g.num_seats()).any(|s| s != seat && !g.hands[s].is_empty());
            others_hidden || !g.deck.draw.is_empty()
        },
        iterations: 40,
        rng_seed: 9,
    };
    check_never_peeks(&check, |g, other, seat| {
        assert!(g.view(Some(seat)).hand.is_some());
        let mut all = other.all_clubs();
        let mut set = full_set().to_vec();
        all.sort();
        set.sort();
        assert_eq!(all, set);
        // Another player's hand is only a count in the view.
        let spy = (seat + 1) % g.num_seats();
        assert_eq!(g.view(Some(spy)).hand.as_deref(), Some(&g.hands[spy][..]));
        assert_eq!(g.view(None).hand, None);
        assert_eq!(g.view(Some(seat)).hand_sizes[spy], g.hands[spy].len());
    });
}

#[test]
fn secrets_a_seats_packet_tells_it_nothing_it_cannot_see() {
    use crate::testkit::{check_packets_never_leak, PacketCheck};
    let games = (MIN_PLAYERS..=MAX_PLAYERS).flat_map(|players| {
        [false, true].map(|pro_golfers| {
            let config = GreenConfig {
                players,
                pro_golfers,
            };
            let label = format!("{players} players, pro golfers {pro_golfers}");
            (label, Green::new(&config, players as u64).unwrap())
        })
    });
    let followed = check_packets_never_leak(&PacketCheck::CARDS, games);
    assert!(followed > 100, "only {followed} moves followed in pairs");
}
