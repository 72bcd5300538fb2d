//! What one seat may know in 18 Holes: the course, every golfer, every discard pile (clubs and
//! shot cards are played face up), the cards of the shot being played, the revealed clubs, the
//! score; its own hand, its own secret selection and, in the draft, its own packet and pick.
//! Hidden: other players' hands and draft packets (sizes only), their secret selections until
//! everyone has selected, and the order of every shot deck.

use super::cards::{club_pool, starter_hand, Club, Shot};
use super::course::{CourseRef, Hex};
use super::golfers::{sample, stack_sample, Golfer, Golfers};
use super::modes::ModeState;
use super::rules::{Arrival, ClubSetup, HoleResult, Holes18, HolesConfig, Phase, Shooting, Water};
use crate::core::deck::Deck as Pile;
use crate::core::game::{Determinize, Game, Seat};
use crate::core::pause::Pause;
use crate::core::rng::{shuffle, BotRng, GameRng, RngCore, SeedableRng};
use crate::core::sort::sort_short;
use serde::{Deserialize, Serialize};

fn game_id() -> &'static str {
    Holes18::ID
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct HolesView {
    /// The game's id (written for the page; read back as this game's own).
    #[serde(skip_deserializing, default = "game_id")]
    #[cfg_attr(test, ts(type = "\"holes18\""))]
    pub game: &'static str,
    /// Whose knowledge this is; `None` for a spectator.
    pub seat: Option<Seat>,
    pub config: HolesConfig,
    pub course: CourseRef,
    pub phase: Phase,
    pub to_move: Vec<Seat>,
    pub hole: usize,
    pub par: u8,
    pub round: u32,
    pub positions: Vec<Hex>,
    pub water: Vec<Water>,
    /// The viewer's hand (sorted); `None` for a spectator.
    pub hand: Option<Vec<Club>>,
    pub hand_sizes: Vec<usize>,
    pub discards: Vec<Vec<Club>>,
    /// Selected clubs: the viewer's own at once, the others once revealed.
    pub selected: Vec<Option<Club>>,
    /// Who has selected (or picked, in the draft) in secret.
    pub committed: Vec<bool>,
    pub order: Vec<Seat>,
    pub turn: usize,
    /// Cards left in each shot deck's draw pile, C first.
    pub deck_counts: Vec<usize>,
    /// Each shot deck's discard pile, face up, top last.
    pub deck_discards: Vec<Vec<Shot>>,
    pub shot: Option<Shooting>,
    pub arrived: Vec<Arrival>,
    pub turns_on_hole: Vec<u16>,
    pub flags: Vec<u8>,
    pub tokens: Vec<u8>,
    pub hole_in_ones: Vec<u8>,
    pub mementos: Vec<Vec<Shot>>,
    /// Draft: the viewer's packet and pick, and everyone's packet size.
    pub packet: Option<Vec<Club>>,
    pub pick: Option<Club>,
    pub packet_sizes: Vec<usize>,
    pub unused_count: usize,
    pub results: Vec<HoleResult>,
    pub totals: Vec<i32>,
    /// Who is winning (or won): the mode's ranking with its tie-breaks.
    pub winners: Vec<Seat>,
    /// Solo Chaos Golf: the opponents (1 to 3) ahead of the player, who leads on a tie.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opponents_ahead: Vec<usize>,
    /// What the mode adds; another player's Kelly target and drawn tokens are hidden
    /// (`255`), and the bag shows only its size.
    pub mode_state: ModeState,
    /// Golfer cards and powers; Bunjil's looked-at and kept cards only in Bunjil's own view.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub golfers: Option<Golfers>,
    /// The pause after each hole that everyone finishes together (Match Play, Stroke Play,
    /// Stableford, Skins; races and the chaos modes run on), open until anyone acts on the
    /// next hole.
    pub pause: Pause,
}

impl HolesView {
    pub fn of(g: &Holes18, seat: Option<Seat>) -> HolesView {
        let n = g.config.players;
        let seat = seat.filter(|s| *s < n);
        let revealed = g.phase != Phase::Select;
        let hole = g.hole.min(g.course.holes.len() - 1);
        HolesView {
            game: Holes18::ID,
            seat,
            config: g.config.clone(),
            course: g.course.clone(),
            phase: g.phase,
            to_move: g.to_move(),
            hole: g.hole,
            par: g.course.holes[hole].par,
            round: g.round,
            positions: g.pos.clone(),
            water: g.water.clone(),
            hand: seat.map(|s| g.hands[s].clone()),
            hand_sizes: g.hands.iter().map(Vec::len).collect(),
            discards: g.discards.clone(),
            selected: (0..n)
                .map(|s| {
                    if revealed || Some(s) == seat {
                        g.selected[s]
                    } else {
                        None
                    }
                })
                .collect(),
            committed: (0..n)
                .map(|s| g.selected[s].is_some() || g.picks.get(s).is_some_and(Option::is_some))
                .collect(),
            order: g.order.clone(),
            turn: g.turn,
            deck_counts: g.decks.iter().map(|d| d.draw.len()).collect(),
            deck_discards: g.decks.iter().map(|d| d.discard.clone()).collect(),
            shot: g.shot.clone(),
            arrived: g.arrived.clone(),
            turns_on_hole: g.turns_on_hole.clone(),
            flags: g.flags.clone(),
            tokens: g.tokens.clone(),
            hole_in_ones: g.hole_in_ones.clone(),
            mementos: g.mementos.clone(),
            packet: seat.and_then(|s| g.packets.get(s).cloned()),
            pick: seat.and_then(|s| g.picks.get(s).copied().flatten()),
            packet_sizes: g.packets.iter().map(Vec::len).collect(),
            unused_count: g.unused.len(),
            results: g.results.clone(),
            totals: g.scores(),
            winners: g.winners(),
            opponents_ahead: g.ms.solo().map_or_else(Vec::new, |solo| {
                let me = g.points(0);
                let best = solo.opp_points.iter().copied().max().unwrap_or(0);
                let ahead = |p: i32| p == best && best > me;
                (1..=solo.opp_points.len())
                    .filter(|&o| ahead(solo.opp_points[o - 1]))
                    .collect()
            }),
            mode_state: g.ms.redacted(seat),
            golfers: g.golfers.as_ref().map(|x| x.redacted(seat)),
            pause: g.pause(),
        }
    }

    /// The viewer's hand, or nothing for a spectator.
    pub fn my_hand(&self) -> &[Club] {
        self.hand.as_deref().unwrap_or(&[])
    }
}

impl Determinize for Holes18 {
    /// Deals the clubs this seat has not seen into the other hands, packets, secret picks and
    /// selections and the box; shuffles each shot deck's unseen cards into its draw pile; and
    /// gives the sample its own PRNG. With starter hands everyone's clubs are known from the
    /// letters, so only secret selections are guessed.
    fn determinize(view: &HolesView, seat: Seat, rng: &mut BotRng) -> Holes18 {
        let n = view.config.players;
        let mine = view.seat == Some(seat) && view.hand.is_some();
        let me = if mine { Some(seat) } else { None };
        let revealed = view.phase != Phase::Select;
        let mut hands: Vec<Vec<Club>> = vec![Vec::new(); n];
        let mut selected: Vec<Option<Club>> = view.selected.clone();
        let mut packets: Vec<Vec<Club>> = Vec::new();
        let mut picks: Vec<Option<Club>> = Vec::new();
        let mut unused: Vec<Club>;
        let hidden_pick = |s: Seat| view.committed[s] && Some(s) != me;
        if view.config.clubs == ClubSetup::Starter {
            let mut all_used = Vec::new();
            for s in 0..n {
                let mut h = starter_hand(s as u8);
                h.retain(|c| !view.discards[s].contains(c) && view.selected[s] != Some(*c));
                if Some(s) == me {
                    h = view.my_hand().to_vec();
                } else if !revealed && view.committed[s] {
                    // Their secret selection is one of the clubs still in their hand.
                    let i = (rng.next_u64() % h.len().max(1) as u64) as usize;
                    if i < h.len() {
                        selected[s] = Some(h.remove(i));
                    }
                }
                all_used.extend(starter_hand(s as u8));
                hands[s] = h;
            }
            unused = Club::all().filter(|c| !all_used.contains(c)).collect();
        } else {
            let mut unseen: Vec<Club> = Club::all().collect();
            let mut seen = |c: &Club| {
                if let Some(i) = unseen.iter().position(|u| u == c) {
                    unseen.remove(i);
                }
            };
            view.my_hand().iter().for_each(&mut seen);
            view.discards.iter().flatten().for_each(&mut seen);
            view.selected.iter().flatten().for_each(&mut seen);
            view.packet.iter().flatten().for_each(&mut seen);
            view.pick.iter().for_each(&mut seen);
            // Clubs outside this player count's pool are known to be in the box.
            let pool = club_pool(n);
            let (mut hidden, boxed): (Vec<Club>, Vec<Club>) =
                unseen.into_iter().partition(|c| pool.contains(c));
            // Slugger's Driver is known to all: until it is played, it is in his hand.
            let golfers = view.golfers.as_ref();
            let slugger = golfers
                .and_then(|g| {
                    g.cards
                        .iter()
                        .position(|c| c.is_some_and(|c| c.golfer == Golfer::Slugger))
                })
                .filter(|s| Some(*s) != me);
            let driver = golfers
                .and_then(|g| g.driver)
                .filter(|d| slugger.is_some() && hidden.contains(d));
            hidden.retain(|c| Some(*c) != driver);
            shuffle(&mut hidden, rng);
            let mut take = |k: usize| -> Vec<Club> {
                let at = hidden.len().saturating_sub(k);
                let mut v = hidden.split_off(at);
                sort_short(&mut v);
                v
            };
            for (s, hand) in hands.iter_mut().enumerate() {
                *hand = if Some(s) == me {
                    view.my_hand().to_vec()
                } else if let Some(d) = driver.filter(|_| Some(s) == slugger) {
                    let mut h = take(view.hand_sizes[s].saturating_sub(1));
                    h.push(d);
                    sort_short(&mut h);
                    h
                } else {
                    take(view.hand_sizes[s])
                };
            }
            if view.phase == Phase::Draft {
                for s in 0..n {
                    packets.push(if Some(s) == me {
                        view.packet.clone().unwrap_or_default()
                    } else {
                        take(view.packet_sizes.get(s).copied().unwrap_or(0))
                    });
                    picks.push(if Some(s) == me {
                        view.pick
                    } else if hidden_pick(s) {
                        take(1).first().copied()
                    } else {
                        None
                    });
                }
            }
            if !revealed {
                for (s, sel) in selected.iter_mut().enumerate() {
                    if hidden_pick(s) && view.phase == Phase::Select {
                        *sel = take(1).first().copied();
                    }
                }
            }
            unused = boxed;
            unused.extend(hidden);
            sort_short(&mut unused);
        }
        // Shot decks: every card not face up, not in play and not kept is in its draw pile.
        let mut up: Vec<Shot> = view.deck_discards.iter().flatten().copied().collect();
        up.extend(view.mementos.iter().flatten());
        if let Some(s) = &view.shot {
            up.extend(s.stacks.iter().flatten());
            up.extend(&s.discarded);
        }
        // Golfers: the card Bunjil kept is known to Bunjil; a card on top may be known.
        let gv = view.golfers.as_ref();
        up.extend(gv.and_then(|g| g.kept).and_then(|k| k.card));
        let known_top = |d: super::cards::Deck| {
            let g = gv?;
            g.shown
                .filter(|c| c.deck() == d)
                .or(g.peek.filter(|p| p.deck == d).and_then(|p| p.card))
        };
        let mut spare = Vec::new();
        let decks: Vec<Pile<Shot>> = super::cards::Deck::ALL
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let mut draw: Vec<Shot> = Shot::of_deck(*d).filter(|c| !up.contains(c)).collect();
                shuffle(&mut draw, rng);
                spare.extend(stack_sample(&mut draw, view.deck_counts[i], known_top(*d)));
                Pile {
                    draw,
                    discard: view.deck_discards[i].clone(),
                }
            })
            .collect();
        let ms = view.mode_state.sampled(me, &mut unused, rng);
        Holes18 {
            config: view.config.clone(),
            course: view.course.clone(),
            rng: GameRng::seed_from_u64(rng.next_u64()),
            phase: view.phase,
            hole: view.hole,
            round: view.round,
            pos: view.positions.clone(),
            hands,
            discards: view.discards.clone(),
            selected,
            order: view.order.clone(),
            turn: view.turn,
            water: view.water.clone(),
            arrived: view.arrived.clone(),
            turns_on_hole: view.turns_on_hole.clone(),
            flags: view.flags.clone(),
            tokens: view.tokens.clone(),
            hole_in_ones: view.hole_in_ones.clone(),
            mementos: view.mementos.clone(),
            shot: view.shot.clone(),
            packets,
            picks,
            unused,
            results: view.results.clone(),
            ms,
            golfers: gv.map(|g| Box::new(sample(g, &decks, &spare))),
            decks,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rng::bot_rng;

    fn config(players: usize, clubs: ClubSetup) -> HolesConfig {
        HolesConfig {
            clubs,
            ..HolesConfig::new(players)
        }
    }

    #[test]
    fn a_sample_agrees_with_the_view_and_keeps_every_card() {
        for clubs in [ClubSetup::Draft, ClubSetup::Starter] {
            for players in 1..=5 {
                let g = Holes18::new(&config(players, clubs), 9).unwrap();
                let seat = players - 1;
                let view = g.view(Some(seat));
                let other = Holes18::determinize(&view, seat, &mut bot_rng(3));
                assert_eq!(other.view(Some(seat)), view, "{clubs:?} {players}");
                assert_eq!(other.all_clubs(), g.all_clubs());
                assert_eq!(other.all_shots(), g.all_shots());
            }
        }
    }
}
