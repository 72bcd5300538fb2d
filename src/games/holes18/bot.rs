//! Bot heuristics for 18 Holes. A hex is worth an estimate of the turns still needed from it:
//! the walking distance to the green (around trees) read as shots of about four hexes, plus a
//! penalty for bunkers, water and rough. Every action is scored by the expected worth of where
//! the ball ends, over the cards the bot has not seen (a draw of two keeps the better card, a
//! Big Hit the worse of the two the neighbour leaves). Clubs are selected by the best action
//! they offer. The search bot plays this policy in its playouts, a few rounds ahead, reading
//! the cards its sampled deck would deal instead of averaging over them (ten times cheaper).

use std::cell::{Cell, RefCell};
use std::sync::Arc;

use super::cards::{Bunker, Club, Deck, Face, Reach, Shot};
use super::course::{Course, Dir, Hex, Terrain};
use super::golfers::{Golfer, Side};
use super::modes::{stableford_points, Mode};
use super::rules::{Holes18, HolesAction, Landing, Phase};
use super::view::HolesView;
use crate::core::bot::Heuristics;
use crate::core::game::{Determinize, Game, Seat};
use crate::core::rng::{BotRng, Rng};
use crate::core::sort::sort_short_by;

/// Playouts look this many rounds ahead (or to the end of the hole).
const HORIZON_ROUNDS: u32 = 3;
/// The worth of an out-of-bounds shot: the ball stays and the club comes back, a lost turn.
const OUT_PENALTY: f64 = 1.0;
/// A decision remembers the worth of hexes up to this far from the ball on both axial axes:
/// nearly every landing it weighs is that close, most of them many times.
const NEAR: i32 = 6;
const NEAR_SIDE: i32 = 2 * NEAR + 1;
const NEAR_CELLS: usize = (NEAR_SIDE * NEAR_SIDE) as usize;

/// What one decision (or one evaluation) of a seat reads again and again, worked out once:
/// `cost` is asked for every landing of every card the bot weighs, and in the chaos modes it
/// would otherwise test every green for being scorable each time.
struct Ctx<'a> {
    /// In a playout: read the sampled deck instead of averaging over it.
    fast: bool,
    g: &'a Holes18,
    seat: Seat,
    aim: Aim,
    /// Where the ball lies now, and its worth.
    from: Hex,
    here: f64,
    /// The worth of the hexes near the ball once worked out (NaN: not yet).
    near: [Cell<f64>; NEAR_CELLS],
}

/// What a seat aims at.
enum Aim {
    /// The green of this hole.
    Hole(usize),
    /// Chaos modes: the greens still worth scoring, each with half its worth in points.
    Greens(Vec<(usize, f64)>),
}

impl<'a> Ctx<'a> {
    fn new(fast: bool, g: &'a Holes18, seat: Seat) -> Ctx<'a> {
        let aim = if g.mode().chaos() {
            let ms = g.mode_state();
            let mine = ms.targets().get(seat).copied().flatten();
            let greens = (0..g.course().holes.len())
                .filter(|&hole| g.scorable(seat, hole))
                .map(|hole| {
                    let worth = match g.mode() {
                        Mode::ChaosGolf if ms.pots()[hole].contains(&5) => 5.0,
                        Mode::ChaosGolf => 2.0,
                        _ if mine == Some(hole as u8) => 3.0,
                        _ => 1.0,
                    };
                    (hole, worth * 0.5)
                })
                .collect();
            Aim::Greens(greens)
        } else {
            Aim::Hole(g.hole_of(seat))
        };
        let from = g.positions()[seat];
        let mut cx = Ctx {
            fast,
            g,
            seat,
            aim,
            from,
            here: 0.0,
            near: std::array::from_fn(|_| Cell::new(f64::NAN)),
        };
        cx.here = cx.cost(from);
        cx
    }

    /// The worth of `h`: the estimated turns to the green (-1 on it); in the chaos modes, the
    /// best green still worth scoring, its turns less a share of its points.
    fn cost(&self, h: Hex) -> f64 {
        let (dq, dr) = (
            i32::from(h.q) - i32::from(self.from.q),
            i32::from(h.r) - i32::from(self.from.r),
        );
        let slot = (dq.abs() <= NEAR && dr.abs() <= NEAR)
            .then(|| &self.near[((dq + NEAR) * NEAR_SIDE + dr + NEAR) as usize]);
        if let Some(v) = slot.map(Cell::get).filter(|v| !v.is_nan()) {
            return v;
        }
        let v = match &self.aim {
            Aim::Hole(hole) => turns_to(self.g, *hole, h),
            Aim::Greens(greens) => {
                // The terrain is the same whichever green: look it up once.
                let t = self.g.course().terrain(h);
                greens.iter().fold(50.0f64, |best, &(hole, half)| {
                    best.min(turns_on(self.g, hole, h, t) - half)
                })
            }
        };
        if let Some(slot) = slot {
            slot.set(v);
        }
        v
    }

    fn landing_cost(&self, l: Landing) -> f64 {
        match l {
            Landing::At(h) => self.cost(h),
            Landing::Out => self.here + OUT_PENALTY,
        }
    }
}

/// Estimated turns to hole `hole`'s green from `h` (-1 on the green).
fn turns_to(g: &Holes18, hole: usize, h: Hex) -> f64 {
    turns_on(g, hole, h, g.course().terrain(h))
}

/// `turns_to` with the terrain of `h` already looked up.
fn turns_on(g: &Holes18, hole: usize, h: Hex, terrain: Option<Terrain>) -> f64 {
    if h == g.course().holes[hole].green {
        return -1.0;
    }
    let w = g.course().walk(hole, h);
    if w == u16::MAX {
        return 50.0;
    }
    let w = f64::from(w);
    let base = if w <= 1.0 {
        1.0
    } else {
        1.2 + (w - 2.0).max(0.0) / 4.0
    };
    base + match terrain.unwrap_or(Terrain::Rough) {
        Terrain::Bunker => 0.9,
        Terrain::Water | Terrain::Lake => 1.0,
        Terrain::Rough if w > 2.0 => 0.25,
        _ => 0.0,
    }
}

/// The best worth of playing `card` now (over directions and paths; `declared` fixes the aim).
fn card_cost(cx: &Ctx, club: Club, card: Shot, declared: Option<Dir>, depth: u8) -> f64 {
    match card.face() {
        Face::Super(d) | Face::Short(d) => draw_cost(cx, club, d, declared, depth + 1),
        Face::Shuffle => draw_cost(cx, club, card.deck(), declared, depth + 1),
        _ => match declared {
            None => cx
                .aims(club, card)
                .into_iter()
                .fold(f64::INFINITY, f64::min),
            Some(d) => cx
                .aims(club, card)
                .get(usize::from(d))
                .copied()
                .unwrap_or(f64::INFINITY),
        },
    }
}

impl Ctx<'_> {
    /// The best worth of `card` aimed each of the six ways. Wild cards: the player picks the
    /// best path that is allowed, out of bounds only if every path is. (The club matters only
    /// for whether the shot starts in the rough: a flight reads nothing else of it.)
    fn aims(&self, club: Club, card: Shot) -> [f64; 6] {
        let rough = self.g.rough_start(self.seat, club, card.deck() == Deck::C);
        // (The chaos modes' worth of a hex depends on the greens still open: not remembered.)
        let key = match self.aim {
            Aim::Hole(hole) => AimMemo::key(self.from, hole, card, rough, self.g.config.fly_over),
            Aim::Greens(_) => None,
        };
        let memo = |f: &mut dyn FnMut(&mut AimMemo)| {
            AIM_MEMO.with(|m| {
                if let Ok(mut m) = m.try_borrow_mut() {
                    f(&mut m)
                }
            })
        };
        if let Some(key) = key {
            let mut known = None;
            memo(&mut |m| known = m.get(self.g, key));
            if let Some(aims) = known {
                return aims;
            }
        }
        let (mut all, mut in_play) = ([f64::INFINITY; 6], [f64::INFINITY; 6]);
        let mut any_in = [false; 6];
        self.g.shot_flights(self.seat, club, card, |d, _, l| {
            let (d, v) = (usize::from(d), self.landing_cost(l));
            all[d] = all[d].min(v);
            if l != Landing::Out {
                in_play[d] = in_play[d].min(v);
                any_in[d] = true;
            }
        });
        let aims = std::array::from_fn(|d| if any_in[d] { in_play[d] } else { all[d] });
        if let Some(key) = key {
            memo(&mut |m| m.put(key, aims));
        }
        aims
    }
}

/// The six aims' worth of a card played from a hex towards one hole's green, remembered
/// across playouts and decisions on one course: a decision's playouts start from the same lie
/// again and again, and a lie is weighed at its selection, its turn and its shot. The worth is
/// a function of the key and the course alone, so remembering it changes no choice; a slot
/// taken by another key is simply worked out again.
struct AimMemo {
    /// The course the slots belong to, held so that its address cannot name another one.
    course: Option<Arc<Course>>,
    /// (key, aims), by the key's hash; key 0 is an empty slot.
    slots: Vec<(u64, [f64; 6])>,
}

thread_local! {
    static AIM_MEMO: RefCell<AimMemo> = const { RefCell::new(AimMemo { course: None, slots: Vec::new() }) };
}

/// 2^11 slots of 56 bytes: 112 KB, enough for the lies of a hole's playouts.
const AIM_MEMO_BITS: u32 = 11;

impl AimMemo {
    /// The lie, the hole, the card, the rough and the out-of-bounds variation in one word.
    fn key(from: Hex, hole: usize, card: Shot, rough: bool, fly_over: bool) -> Option<u64> {
        let hole = u16::try_from(hole).ok()?;
        Some(
            u64::from(from.q as u16)
                | u64::from(from.r as u16) << 16
                | u64::from(hole) << 32
                | u64::from(card.0) << 48
                | u64::from(rough) << 56
                | u64::from(fly_over) << 57
                | 1 << 63,
        )
    }

    fn slot(key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - AIM_MEMO_BITS)) as usize
    }

    /// The aims remembered for `key` on this game's course (another course empties the memo).
    fn get(&mut self, g: &Holes18, key: u64) -> Option<[f64; 6]> {
        if !self
            .course
            .as_ref()
            .is_some_and(|c| Arc::ptr_eq(c, &g.course.0))
        {
            self.course = Some(g.course.0.clone());
            self.slots.clear();
            self.slots.resize(1 << AIM_MEMO_BITS, (0, [0.0; 6]));
        }
        let (k, aims) = self.slots[Self::slot(key)];
        (k == key).then_some(aims)
    }

    fn put(&mut self, key: u64, aims: [f64; 6]) {
        if let Some(slot) = self.slots.get_mut(Self::slot(key)) {
            *slot = (key, aims);
        }
    }
}

/// The cards the bot has not seen in a deck (in a sampled state: the draw pile, or the discards
/// if the pile is empty and would be reshuffled). In playouts (`fast`) only the `k` cards the
/// sample would really deal are read: one sampled outcome instead of the average.
fn unseen(fast: bool, k: usize, g: &Holes18, deck: Deck) -> &[Shot] {
    let d = &g.decks[deck.index()];
    let pile = if d.draw.is_empty() {
        &d.discard
    } else {
        &d.draw
    };
    if fast {
        &pile[pile.len().saturating_sub(k)..]
    } else {
        pile
    }
}

/// Expected worth of drawing one card from `deck`.
fn draw_cost(cx: &Ctx, club: Club, deck: Deck, declared: Option<Dir>, depth: u8) -> f64 {
    let top;
    let cards = match cx.g.known_top(cx.seat, deck) {
        // A golfer's power showed the next card (Bunjil): read it, not the average.
        Some(t) if !cx.fast => {
            top = [t];
            &top[..]
        }
        _ => unseen(cx.fast, 1, cx.g, deck),
    };
    if cards.is_empty() || depth > 2 {
        return cx.here + 0.5;
    }
    let sum: f64 = cards
        .iter()
        .map(|c| card_cost(cx, club, *c, declared, depth))
        .sum();
    sum / cards.len() as f64
}

/// Expected worth of drawing `k` cards and keeping the best (`keep_worst_of_best`: a Big Hit,
/// where the neighbour discards the best card first).
fn multi_cost(cx: &Ctx, club: Club, deck: Deck, k: usize, big_hit: bool) -> f64 {
    let cards = unseen(cx.fast, k, cx.g, deck);
    if cards.len() < k || k < 2 {
        return draw_cost(cx, club, deck, None, 0);
    }
    let costs: Vec<f64> = cards
        .iter()
        .map(|c| card_cost(cx, club, *c, None, 0))
        .collect();
    let m = costs.len();
    let (mut sum, mut count) = (0.0, 0.0);
    if k == 2 {
        for i in 0..m {
            for j in i + 1..m {
                let (a, b) = (costs[i].min(costs[j]), costs[i].max(costs[j]));
                sum += if big_hit { b } else { a };
                count += 1.0;
            }
        }
    } else {
        for i in 0..m {
            for j in i + 1..m {
                for l in j + 1..m {
                    let mut v = [costs[i], costs[j], costs[l]];
                    sort_short_by(&mut v, f64::total_cmp);
                    sum += if big_hit { v[1] } else { v[0] };
                    count += 1.0;
                }
            }
        }
    }
    sum / count
}

/// Expected worth of a bunker exit towards `dir` drawing from `deck`.
fn bunker_cost(cx: &Ctx, deck: Deck, dir: Dir) -> f64 {
    let cards = unseen(cx.fast, 1, cx.g, deck);
    if cards.is_empty() {
        return cx.here + 0.5;
    }
    let icon_cost = |b: Bunker| cx.landing_cost(cx.g.bunker_outcome(cx.seat, dir, b));
    let sum: f64 = cards
        .iter()
        .map(|c| match c.face() {
            // A special leads to another card: read it as an average icon.
            Face::Super(_) | Face::Short(_) | Face::Shuffle => {
                (icon_cost(Bunker::Stay) + icon_cost(Bunker::Target)) / 2.0
            }
            _ => icon_cost(c.bunker()),
        })
        .sum();
    sum / cards.len() as f64
}

/// The worth of a turn action for the player whose club is `club`.
fn action_cost(cx: &Ctx, club: Club, a: &HolesAction) -> f64 {
    let (g, seat) = (cx.g, cx.seat);
    match *a {
        HolesAction::Move(d) => cx.cost(g.positions()[seat].step(d)),
        HolesAction::ResetHand => cx.here + 0.6,
        HolesAction::Wood(d) => cx.landing_cost(g.wood_flight(seat, club, d, |_| {})),
        HolesAction::Play { deck, dir } => {
            if club.draw() >= 2 {
                multi_cost(cx, club, deck, usize::from(club.draw()), false)
            } else {
                draw_cost(cx, club, deck, dir, 0)
            }
        }
        HolesAction::BigHit => match club.big_hit_deck() {
            Some(deck) => multi_cost(cx, club, deck, usize::from(club.draw()) + 1, true),
            None => f64::INFINITY,
        },
        HolesAction::Bunker { deck, dir } => bunker_cost(cx, deck, dir),
        _ => f64::INFINITY,
    }
}

/// The actions a club offers where the ball lies (a cheap stand-in for legality).
fn club_actions(g: &Holes18, seat: Seat, club: Club) -> Vec<HolesAction> {
    // Room for the most a club offers (a chip club in a bunker), so the list never regrows.
    let mut out = Vec::with_capacity(32);
    let t = g
        .course()
        .terrain(g.positions()[seat])
        .unwrap_or(Terrain::Rough);
    let bunker = t == Terrain::Bunker;
    let tee_ok = club.rule() != super::cards::ClubRule::TeeOnly || t == Terrain::Tee;
    if !bunker {
        out.extend((0..6).map(HolesAction::Move));
    }
    match club.card().reach {
        Reach::Wood(..) if !bunker => out.extend((0..6).map(HolesAction::Wood)),
        Reach::Wood(..) => {}
        Reach::Decks(decks, _) if tee_ok => {
            for &deck in decks {
                if bunker {
                    out.extend((0..6).map(|dir| HolesAction::Bunker { deck, dir }));
                }
                if !bunker || club.rule() == super::cards::ClubRule::BunkerAsRough {
                    if deck == Deck::C && club.rule() != super::cards::ClubRule::NoDeclare {
                        out.extend((0..6).map(|d| HolesAction::Play { deck, dir: Some(d) }));
                    } else {
                        out.push(HolesAction::Play { deck, dir: None });
                    }
                }
            }
            if !bunker && club.big_hit_deck().is_some() {
                out.push(HolesAction::BigHit);
            }
        }
        Reach::Decks(..) => {}
    }
    out.push(HolesAction::ResetHand);
    out
}

fn best_club_cost(cx: &Ctx, club: Club) -> f64 {
    club_actions(cx.g, cx.seat, club)
        .iter()
        .map(|a| action_cost(cx, club, a))
        .fold(f64::INFINITY, f64::min)
}

/// A club's place in a kit: 0 long, 1 middle, 2 short.
fn band(c: Club) -> usize {
    match c.card().reach {
        Reach::Wood(f, _) => match f {
            4 => 0,
            3 => 1,
            _ => 2,
        },
        Reach::Decks(d, _) => match d.last().map(|x| *x as u8).unwrap_or(1) {
            4 | 5 => 0,
            3 => 1,
            _ => 2,
        },
    }
}

fn pick_worth(hand: &[Club], c: Club) -> f64 {
    let have = hand.iter().filter(|h| band(**h) == band(c)).count() as f64;
    let want = [2.0, 1.0, 2.0][band(c)];
    let mut v = want - have;
    if c.draw() >= 2 {
        v += 0.4;
    }
    if c.rule() == super::cards::ClubRule::NoRoughPenalty {
        v += 0.2;
    }
    v - f64::from(c.init()) / 200.0
}

/// A draft pick's worth, for the golfers that draft differently.
fn golfer_pick_worth(g: &Holes18, seat: Seat, c: Club) -> f64 {
    match g.golfer(seat).map(|x| (x.golfer, x.side)) {
        // One club for every shot: the more decks the better.
        Some((Golfer::SlickRikesh, Side::B)) => versatility(c),
        _ => pick_worth(g.hand(seat), c),
    }
}

/// How many situations a club serves (Dorian's lasting club, Slick Rikesh b's only club).
fn versatility(c: Club) -> f64 {
    let mut v = c.decks().len() as f64;
    if c.is_wood() {
        v = 1.2;
    }
    if c.draw() >= 2 {
        v += 0.5;
    }
    if c.rule() == super::cards::ClubRule::NoRoughPenalty {
        v += 0.3;
    }
    if c.rule() == super::cards::ClubRule::TeeOnly {
        v -= 3.0;
    }
    v - f64::from(c.init()) / 200.0
}

/// The average worth of a draw from `deck`, ignoring any card a power showed.
fn average_draw(cx: &Ctx, club: Club, deck: Deck, declared: Option<Dir>) -> f64 {
    if cx.fast {
        // Every unseen card counts, even in a playout.
        return average_draw(&Ctx::new(false, cx.g, cx.seat), club, deck, declared);
    }
    let cards = unseen(false, 1, cx.g, deck);
    if cards.is_empty() {
        return cx.here + 0.5;
    }
    let sum: f64 = cards
        .iter()
        .map(|c| card_cost(cx, club, *c, declared, 0))
        .sum();
    sum / cards.len() as f64
}

/// The worth of a golfer's action (lower is better), or None to leave it.
fn golfer_cost(cx: &Ctx, a: &HolesAction) -> Option<f64> {
    let (g, seat) = (cx.g, cx.seat);
    let hand = g.hand(seat);
    let reaching = |deck: Deck| {
        hand.iter()
            .copied()
            .filter(move |c| c.decks().contains(&deck))
    };
    Some(match *a {
        // Slick Rikesh b waits for a club that serves everywhere.
        HolesAction::DraftPass => -1.9,
        HolesAction::Lasting(c) => -versatility(c),
        // Look first, at the deck of the best club in hand.
        HolesAction::Peek(deck) => {
            reaching(deck)
                .map(|c| best_club_cost(cx, c))
                .fold(f64::INFINITY, f64::min)
                - 10.0
        }
        HolesAction::KeepCard(keep) => {
            let deck = g.golfers()?.peek?.deck;
            let top = g.known_top(seat, deck)?;
            let v = |c: Club| {
                if keep {
                    card_cost(cx, c, top, None, 0)
                } else {
                    average_draw(cx, c, deck, None)
                }
            };
            reaching(deck).map(v).fold(f64::INFINITY, f64::min)
        }
        HolesAction::Borrow(o) => {
            let c = g.selected(usize::from(o))?;
            best_club_cost(cx, c)
        }
        // Keeping the power for a better chance is worth a little.
        HolesAction::NoBorrow => best_club_cost(cx, g.selected(seat)?) - 0.25,
        HolesAction::UseDiscarded { club, .. } => best_club_cost(cx, club) + 0.05,
        HolesAction::Redraw { stack, discard } => {
            let s = g.shooting()?;
            let top = s.stacks.get(usize::from(stack))?.last().copied()?;
            let again = average_draw(cx, s.club, top.deck(), s.declared);
            match discard {
                None => again + 0.15,
                Some(c) => again + 0.35 + pick_worth(hand, c).max(0.0) * 0.1,
            }
        }
        _ => return None,
    })
}

/// Chaos Teams: the best the team's other golfer could do with this turn (a little worse than
/// an equal move of the golfer in play, so teams switch only for a gain).
fn switch_cost(fast: bool, g: &Holes18, seat: Seat) -> Option<f64> {
    // The rules' own test for a switch, before cloning the whole game to try it.
    g.check_switch().ok()?;
    let mut other = g.clone();
    other.apply(seat, &HolesAction::Switch).ok()?;
    let club = other.selected[seat]?;
    let legal: Vec<HolesAction> = other
        .legal_actions(seat)
        .into_iter()
        .filter(|a| *a != HolesAction::Switch)
        .collect();
    let s = other.shooting();
    let cx = Ctx::new(fast, &other, seat);
    let best = legal
        .iter()
        .map(|a| match (*a, s) {
            (HolesAction::Shoot { stack, dir, path }, Some(s)) => s
                .stacks
                .get(usize::from(stack))
                .and_then(|st| st.last())
                .and_then(|top| {
                    other.shot_flight(seat, s.club, *top, dir, usize::from(path), |_| {})
                })
                .map_or(f64::INFINITY, |l| cx.landing_cost(l)),
            _ => action_cost(&cx, club, a),
        })
        .fold(f64::INFINITY, f64::min);
    Some(best + 0.05)
}

/// The policy: the legal action of lowest expected cost.
fn policy(
    fast: bool,
    g: &Holes18,
    seat: Seat,
    legal: &[HolesAction],
    rng: &mut BotRng,
) -> Option<HolesAction> {
    if legal.is_empty() {
        return None;
    }
    let mut best: Option<(f64, HolesAction)> = None;
    costs(fast, g, seat, legal, &mut |v, a| {
        // Tiny noise breaks ties differently in each playout.
        let v = v + rng.random::<f64>() * 1e-6;
        if best.as_ref().is_none_or(|(b, _)| v < *b) {
            best = Some((v, a));
        }
    })?;
    best.map(|(_, a)| a).or_else(|| legal.first().copied())
}

/// The expected cost of each legal action the policy weighs, handed to `consider` (an action
/// may come more than once; its lowest cost counts). One compiled copy for every caller.
fn costs(
    fast: bool,
    g: &Holes18,
    seat: Seat,
    legal: &[HolesAction],
    consider: &mut dyn FnMut(f64, HolesAction),
) -> Option<()> {
    let cx = Ctx::new(fast, g, seat);
    match g.phase() {
        Phase::Draft => {
            for a in legal {
                if let HolesAction::Pick(c) = a {
                    consider(-golfer_pick_worth(g, seat, *c), *a);
                }
            }
        }
        Phase::Select => {
            let reset_ok = legal.contains(&HolesAction::ResetHand);
            for a in legal {
                match a {
                    HolesAction::Select(c) => consider(best_club_cost(&cx, *c), *a),
                    HolesAction::ResetHand if reset_ok => {
                        // Worth it if the discarded clubs would serve better than the hand.
                        let back = g
                            .discards(seat)
                            .iter()
                            .map(|c| best_club_cost(&cx, *c))
                            .fold(f64::INFINITY, f64::min);
                        consider(back + 0.3, *a);
                    }
                    _ => {}
                }
            }
        }
        Phase::Turn => {
            let club = g.selected[seat]?;
            for a in legal {
                consider(action_cost(&cx, club, a), *a);
            }
            if let Some(v) = switch_cost(fast, g, seat) {
                consider(v, HolesAction::Switch);
            }
        }
        Phase::BigHitDiscard => {
            // Take away the shooter's best card.
            let s = g.shooting()?;
            let shooter = Ctx::new(fast, g, s.seat);
            for a in legal {
                if let HolesAction::Discard(i) = a {
                    let top = s
                        .stacks
                        .get(usize::from(*i))
                        .and_then(|st| st.last())
                        .copied()?;
                    consider(card_cost(&shooter, s.club, top, s.declared, 0), *a);
                }
            }
        }
        Phase::Choose => {
            let s = g.shooting()?;
            for a in legal {
                match *a {
                    HolesAction::Shoot { stack, dir, path } => {
                        let top = s
                            .stacks
                            .get(usize::from(stack))
                            .and_then(|st| st.last())
                            .copied()?;
                        let l = g.shot_flight(seat, s.club, top, dir, usize::from(path), |_| {})?;
                        consider(cx.landing_cost(l), *a);
                    }
                    HolesAction::Follow(i) => {
                        let top = s
                            .stacks
                            .get(usize::from(i))
                            .and_then(|st| st.last())
                            .copied()?;
                        consider(card_cost(&cx, s.club, top, s.declared, 0), *a);
                    }
                    _ => {}
                }
            }
            if let Some(v) = switch_cost(fast, g, seat) {
                consider(v, HolesAction::Switch);
            }
        }
        Phase::Place => {
            // Skins: a 5 on the cheapest green so far (spreading the value).
            for a in legal {
                if let HolesAction::Place(h) = a {
                    let pot: u8 = g.mode_state().pots()[usize::from(*h)].iter().sum();
                    consider(f64::from(pot) + f64::from(*h) * 0.01, *a);
                }
            }
        }
        Phase::Target => {
            // Kelly: the target green closest to the ball.
            let here = g.positions()[seat];
            for a in legal {
                if let HolesAction::Keep(h) = a {
                    consider(turns_to(g, usize::from(*h), here), *a);
                }
            }
        }
        Phase::Extra => {
            for a in legal {
                match a {
                    HolesAction::Select(c) => consider(best_club_cost(&cx, *c), *a),
                    HolesAction::Pass => consider(cx.here, *a),
                    _ => {}
                }
            }
        }
        Phase::Over => {}
    }
    for a in legal.iter().filter(|a| a.is_golfer()) {
        if let Some(v) = golfer_cost(&cx, a) {
            consider(v, *a);
        }
    }
    Some(())
}

/// The policy's expected cost of each legal action from the seat's view (infinite: not weighed).
pub(super) fn action_costs(
    view: &HolesView,
    seat: Seat,
    legal: &[HolesAction],
    rng: &mut BotRng,
) -> Vec<f64> {
    let g = Holes18::determinize(view, seat, rng);
    let mut out = vec![f64::INFINITY; legal.len()];
    costs(false, &g, seat, legal, &mut |v, a| {
        if let Some(i) = legal.iter().position(|x| *x == a) {
            out[i] = out[i].min(v);
        }
    });
    out
}

impl Heuristics for Holes18 {
    fn greedy_action(
        view: &HolesView,
        seat: Seat,
        legal: &[HolesAction],
        rng: &mut BotRng,
    ) -> HolesAction {
        let g = Holes18::determinize(view, seat, rng);
        match policy(false, &g, seat, legal, rng) {
            Some(a) if legal.contains(&a) => a,
            _ => legal[0],
        }
    }

    fn action_values(
        view: &HolesView,
        seat: Seat,
        legal: &[HolesAction],
        rng: &mut BotRng,
    ) -> Option<Vec<f64>> {
        let mut values = action_costs(view, seat, legal, rng);
        values.iter_mut().for_each(|c| *c = -*c);
        Some(values)
    }

    /// The chance the move can reach the green and the likeliest landing (the shot planner's
    /// odds, from the unseen cards), and about how many strokes the ball then needs to the
    /// green, this one included (the policy's estimate).
    fn hint_figures(
        view: &HolesView,
        seat: Seat,
        action: &HolesAction,
        rng: &mut BotRng,
    ) -> Vec<(&'static str, f64)> {
        let g = Holes18::determinize(view, seat, rng);
        let mut out = Vec::new();
        let odds = super::planner::odds(&g, seat, action);
        if !odds.is_empty() {
            if !g.mode().chaos() {
                let green = g.course().holes[g.hole_of(seat)].green;
                let p = odds.iter().find(|(h, _)| *h == green).map_or(0.0, |o| o.1);
                out.push(("green", p));
            }
            out.push(("likeliest", odds.iter().map(|o| o.1).fold(0.0, f64::max)));
        }
        let strokes = matches!(
            g.phase(),
            Phase::Select | Phase::Turn | Phase::Choose | Phase::Extra
        ) && !g.mode().chaos();
        if strokes {
            let cost = action_costs(view, seat, std::slice::from_ref(action), rng)[0];
            if cost.is_finite() {
                out.push(("strokes", (1.0 + cost).max(1.0)));
            }
        }
        out
    }

    fn rollout_action(&self, seat: Seat, rng: &mut BotRng) -> Option<HolesAction> {
        let legal = self.legal_actions(seat);
        if rng.random_bool(0.1) {
            return legal.get(rng.random_range(0..legal.len().max(1))).copied();
        }
        policy(true, self, seat, &legal, rng)
    }

    fn rollout_done(&self, root: &Self) -> bool {
        self.hole != root.hole
            || self.is_over()
            || (self.phase() != Phase::Draft && self.round >= root.round + HORIZON_ROUNDS)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        let n = self.config.players;
        let worth = |s: Seat| -> f64 {
            let progress = if self.is_over() || self.phase() == Phase::Draft {
                0.0
            } else {
                -Ctx::new(false, self, s).here * 0.3
            };
            self.standing(s, progress) + f64::from(self.hole_in_ones[s]) * 0.01
        };
        let mine = worth(seat);
        let best_other = (0..n)
            .filter(|&s| s != seat)
            .map(worth)
            .fold(f64::NEG_INFINITY, f64::max);
        if !best_other.is_finite() {
            // Practice alone: fewer rounds per hole is better.
            return 1.0 / (1.0 + (-(mine + 2.0)).exp());
        }
        1.0 / (1.0 + (-(mine - best_other)).exp())
    }
}

impl Holes18 {
    /// How well `s` stands for the search bot's evaluation, higher better: the mode's score
    /// with the hole in play counted in (`progress` is minus a share of the turns still
    /// needed).
    fn standing(&self, s: Seat, progress: f64) -> f64 {
        let ms = self.mode_state();
        let now = f64::from(self.turns_on_hole[s] + ms.penalties().get(s).copied().unwrap_or(0));
        let left = (-progress / 0.3).max(0.0);
        let points = f64::from(self.points(s));
        match self.mode() {
            Mode::StrokePlay if !self.is_over() => -(points + now + left),
            Mode::StrokePlay => -points,
            Mode::Stableford if !self.is_over() && self.phase() != Phase::Draft => {
                let par = self.course().holes[self.hole_of(s)].par;
                let strokes = now + left;
                // Past the last point a hole can give, finishing it still matters: the game
                // waits for everyone.
                points + f64::from(stableford_points(par, strokes.round() as u16)) - 0.1 * strokes
            }
            Mode::GolfRacing => points * 4.0 + progress,
            _ => points + progress,
        }
    }
}
