//! Checks every game's tests share, written once and generic over the game: hit regions that
//! offer the legal moves, bots that never peek, random games that keep their invariants.
//! Only tests call these; the page's modules never do, so nothing of it reaches the wasm.

use crate::core::bot::{choose, hint_with, judge, outlook, BotKind, BotSpec, Heuristics};
use crate::core::game::{Game, Seat};
use crate::core::rng::bot_rng;
use crate::scene::Drawable;
use crate::scene::Rect;

// The battery replays records through the registry's sessions, which take JSON text natively.
#[cfg(not(target_arch = "wasm32"))]
pub mod battery;
pub mod hooks;

/// True if two rectangles share some area (touching edges do not count).
pub fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

/// How one game's hit regions must answer its legal moves.
pub struct HitRules<G: Heuristics> {
    /// Screen sizes (width, height) every table is drawn at.
    pub sizes: &'static [(f64, f64)],
    /// Moves per game before the check stops following it.
    pub max_steps: usize,
    /// The actions a hit's JSON stands for (a menu hit: each of its choices).
    pub read: fn(&str) -> Vec<G::Action>,
    /// True if two actions are the same choice on the table (Golfie: a swap either way round).
    pub same: fn(&G::Action, &G::Action) -> bool,
    /// Exactly: each legal action has exactly one hit and there is no other hit. Otherwise the
    /// hits cover the legal actions: every hit is legal and every legal choice has a hit.
    pub exactly: bool,
    /// Only the seat to move gets hits: the next seat and a spectator get none.
    pub only_the_mover: bool,
    /// The bot that moves at step `n` (counted from 1), and the seed of its dice.
    pub bot: fn(usize) -> BotKind,
    pub bot_seed: u64,
}

/// Plays each game of `games` with bots, drawing the table of the seat to move at every step
/// and every size: every hit is a legal action (as `rules` asks, exactly or covering), hits lie
/// inside the scene, are not empty and never overlap, and the table also draws with the events
/// of the move just made. `each_step` sees the state, the seat and its legal moves before the
/// move, for a game's own checks. `label` names the table in failures.
pub fn check_hit_regions<G: Heuristics + Drawable<Table = crate::scene::Scene>>(
    games: impl IntoIterator<Item = (String, G)>,
    rules: &HitRules<G>,
    mut each_step: impl FnMut(&G, Seat, &[G::Action]),
) {
    for (label, start) in games {
        for &(w, h) in rules.sizes {
            let mut g = start.clone();
            let mut rng = bot_rng(rules.bot_seed);
            let mut steps = 0;
            while !g.is_over() && steps < rules.max_steps {
                steps += 1;
                let seat = g.to_move()[0];
                let at = format!("{label} {w}x{h} step {steps}");
                let scene = G::scene(&g.view(Some(seat)), &[], w, h);
                let legal = g.legal_actions(seat);
                let hits: Vec<G::Action> = scene
                    .hits
                    .iter()
                    .flat_map(|hit| (rules.read)(&crate::core::wire::raw_text(&hit.action)))
                    .collect();
                if rules.exactly {
                    for l in &legal {
                        assert_eq!(
                            hits.iter().filter(|a| (rules.same)(a, l)).count(),
                            1,
                            "{at}: {l:?} needs one hit among {hits:?}"
                        );
                    }
                    assert_eq!(hits.len(), legal.len(), "{at}: {hits:?} vs {legal:?}");
                } else {
                    assert!(
                        hits.iter().all(|a| legal.contains(a)),
                        "{at}: {hits:?} vs {legal:?}"
                    );
                    assert!(
                        legal
                            .iter()
                            .all(|l| hits.iter().any(|a| (rules.same)(a, l))),
                        "{at}: a missing hit among {legal:?}"
                    );
                }
                for (i, a) in scene.hits.iter().enumerate() {
                    assert!(
                        a.at.x >= 0.0
                            && a.at.y >= 0.0
                            && a.at.w > 1.0
                            && a.at.h > 1.0
                            && a.at.x + a.at.w <= w + 0.5
                            && a.at.y + a.at.h <= h + 0.5,
                        "{at}: {a:?} off screen"
                    );
                    for b in &scene.hits[i + 1..] {
                        assert!(!overlaps(&a.at, &b.at), "{at}: overlapping {a:?} {b:?}");
                    }
                }
                if rules.only_the_mover {
                    let other = (seat + 1) % g.num_seats();
                    assert!(G::scene(&g.view(Some(other)), &[], w, h).hits.is_empty());
                    assert!(G::scene(&g.view(None), &[], w, h).hits.is_empty());
                }
                each_step(&g, seat, &legal);
                let spec = BotSpec {
                    kind: (rules.bot)(steps),
                    iterations: 1,
                };
                let a = choose::<G>(spec, &g.view(Some(seat)), seat, &legal, &mut rng)
                    .expect("a seat to move has a move");
                let events = g.apply(seat, &a).unwrap();
                // Drawing with the events (animation sources) works too.
                let drawn = G::scene(&g.view(Some(seat)), &events, w, h);
                assert!(!drawn.shapes.is_empty(), "{at}: an empty table");
            }
        }
    }
}

/// Every kind of bot a page can seat.
pub const ALL_BOTS: [BotKind; 4] = [
    BotKind::Random,
    BotKind::Greedy,
    BotKind::Casual,
    BotKind::Search,
];

/// Where one game's never-peek check looks: a game per seed, a few greedy moves into it.
pub struct PeekCheck<G: Heuristics> {
    /// Seeds `0..positions`, one position each.
    pub positions: u64,
    /// The game of a seed (its table size and options may depend on the seed).
    pub new_game: fn(u64) -> G,
    /// How many greedy moves the seed's game is played before it is looked at.
    pub moves: fn(u64) -> usize,
    /// Those moves stop early once this is false (Beck: only into the reveal and play phases).
    pub keep_playing: fn(&G) -> bool,
    /// True if something is still hidden from `seat`, so another world really differs.
    pub hidden: fn(&G, Seat) -> bool,
    /// The search bot's playouts.
    pub iterations: u32,
    /// The seed of the dice that play the moves and deal the other worlds.
    pub rng_seed: u64,
}

/// A bot's choice does not change when what its seat cannot see changes: at each position the
/// seat to move gets another world dealt from its own view (`Determinize`), which it cannot tell
/// from the real one, and every kind of bot, rolling the same dice, picks the same move in both;
/// so does the hint, a review's judgement of its legal moves (up to five) and, for every seat in a
/// world dealt from its own view, its outlook.
/// `also` gets the real state, the other world and the seat, for a game's own checks.
pub fn check_never_peeks<G: Heuristics>(check: &PeekCheck<G>, mut also: impl FnMut(&G, &G, Seat)) {
    use crate::core::hash::state_hash;
    let mut rng = bot_rng(check.rng_seed);
    let mut looked = 0;
    for seed in 0..check.positions {
        let mut g = (check.new_game)(seed);
        // Play a while so there is history.
        for _ in 0..(check.moves)(seed) {
            if g.is_over() || !(check.keep_playing)(&g) {
                break;
            }
            let s = g.to_move()[0];
            let legal = g.legal_actions(s);
            let spec = BotSpec {
                kind: BotKind::Greedy,
                iterations: 0,
            };
            let a = choose::<G>(spec, &g.view(Some(s)), s, &legal, &mut rng).unwrap();
            g.apply(s, &a).unwrap();
        }
        if g.is_over() {
            continue;
        }
        let Some(&seat) = g.to_move().first() else {
            continue;
        };
        looked += 1;
        let view = g.view(Some(seat));
        // Another world: same view, every hidden card dealt differently.
        let other = G::determinize(&view, seat, &mut rng);
        if (check.hidden)(&g, seat) {
            assert_ne!(
                state_hash(&other),
                state_hash(&g),
                "seed {seed}: the hidden part really differs"
            );
        }
        assert_eq!(
            other.view(Some(seat)),
            view,
            "seed {seed}: the seat cannot tell the two worlds apart"
        );
        // Every kind, and the search at two budgets (the hard level weighs more moves).
        let specs = ALL_BOTS
            .iter()
            .map(|&kind| BotSpec {
                kind,
                iterations: check.iterations,
            })
            .chain([BotSpec {
                kind: BotKind::Search,
                iterations: check.iterations * 4,
            }]);
        for spec in specs {
            let kind = spec.kind;
            let a = choose::<G>(
                spec,
                &view,
                seat,
                &g.legal_actions(seat),
                &mut bot_rng(seed),
            );
            let b = choose::<G>(
                spec,
                &other.view(Some(seat)),
                seat,
                &other.legal_actions(seat),
                &mut bot_rng(seed),
            );
            assert!(a.is_some(), "seed {seed}: {kind:?} found no move");
            assert_eq!(
                a, b,
                "seed {seed}: {kind:?} changed its mind on information it cannot see"
            );
        }
        // The hint (the search's move and the game's figures) is the same in both worlds.
        let hint = |w: &G| {
            let h = hint_with::<G>(
                &w.view(Some(seat)),
                seat,
                &w.legal_actions(seat),
                check.iterations,
                &mut bot_rng(seed),
            );
            serde_json::to_string(&h).unwrap_or_default()
        };
        assert_eq!(
            hint(&g),
            hint(&other),
            "seed {seed}: the hint changed on information the seat cannot see"
        );
        // A review's judgement of every legal move, and the seat's outlook, are the same in
        // both worlds: the verdict reads the seat's view only.
        let legal = g.legal_actions(seat);
        assert_eq!(
            legal,
            other.legal_actions(seat),
            "seed {seed}: the same moves"
        );
        // Up to five moves of the list, the first among them.
        for chosen in (0..legal.len()).step_by((legal.len() / 4).max(1)) {
            let judge = |w: &G| {
                let j = judge::<G>(
                    &w.view(Some(seat)),
                    seat,
                    &legal,
                    chosen,
                    check.iterations,
                    &mut bot_rng(seed),
                );
                serde_json::to_string(&j).unwrap_or_default()
            };
            assert_eq!(
                judge(&g),
                judge(&other),
                "seed {seed}: the judgement of move {chosen} changed on information the seat \
                 cannot see"
            );
        }
        for k in 0..g.num_seats() {
            let outlook = |w: &G| outlook::<G>(&w.view(Some(k)), k, 16, &mut bot_rng(seed));
            let theirs = G::determinize(&g.view(Some(k)), k, &mut rng);
            assert_eq!(
                outlook(&g),
                outlook(&theirs),
                "seed {seed}: seat {k}'s outlook changed on information it cannot see"
            );
        }
        also(&g, &other, seat);
    }
    assert!(
        looked * 2 >= check.positions,
        "only {looked} of {} positions were still in play",
        check.positions
    );
}

/// How one game's random simulation plays: who moves, how often illegal moves are tried.
pub struct RandomGames<G: Heuristics> {
    /// The bot every seat plays (random, or greedy for a game's policy checks).
    pub bot: BotKind,
    /// The seed of the dice every game of the run shares.
    pub rng_seed: u64,
    /// A game not over after this many moves fails the run.
    pub max_steps: usize,
    /// Every this many moves, illegal moves are tried and every listed move is tried on a copy.
    pub probe_every: usize,
    /// A wide net of actions, most of them illegal at any moment.
    pub probes: fn(&mut crate::core::rng::BotRng) -> Vec<G::Action>,
    /// Of the net's actions not legal for the probed seat: a random number below
    /// `probe_skip` is skipped (0: none), then `probe_take` are tried.
    pub probe_skip: usize,
    pub probe_take: usize,
    /// The game's invariants are checked every this many moves and at the end.
    pub check_every: usize,
}

/// Plays every game of `games` to its end, a random seat of those to move choosing each move:
/// `first_to_move` agrees with `to_move`, the mover always has a move, a game ends within
/// `max_steps`, and every `probe_every` moves a random seat (or one past the table) is refused
/// every illegal move tried, each leaving the state hash unchanged, while every listed move of
/// the mover is accepted on a copy (and `legal_actions_into` lists the same). `each_step` sees
/// the state, the mover, its legal moves and the dice before each move (for a game's own
/// checks); `invariant` runs at the start, every `check_every` moves and at the end; `at_end`
/// sees each finished game. Returns how many games finished.
pub fn play_random_games<G: Heuristics>(
    sim: &RandomGames<G>,
    games: impl IntoIterator<Item = (String, G)>,
    mut each_step: impl FnMut(&G, Seat, &[G::Action], &mut crate::core::rng::BotRng),
    mut invariant: impl FnMut(&G),
    mut at_end: impl FnMut(&G),
) -> usize {
    use crate::core::hash::state_hash;
    use crate::core::rng::Rng;
    let mut rng = bot_rng(sim.rng_seed);
    let mut finished = 0;
    for (label, mut g) in games {
        invariant(&g);
        let mut steps = 0;
        while !g.is_over() {
            steps += 1;
            assert!(steps < sim.max_steps, "{label}: the game does not end");
            let movers = g.to_move();
            assert_eq!(
                g.first_to_move(),
                movers.first().copied(),
                "{label}: first_to_move agrees"
            );
            let seat = movers[rng.random_range(0..movers.len())];
            let legal = g.legal_actions(seat);
            assert!(!legal.is_empty(), "{label}: a seat to move has a move");
            if steps % sim.probe_every == 0 {
                // An illegal action, or a seat out of turn, is refused and changes nothing.
                let before = state_hash(&g);
                let wrong = rng.random_range(0..g.num_seats() + 1);
                let allowed = g.legal_actions(wrong);
                let skip = if sim.probe_skip > 0 {
                    rng.random_range(0..sim.probe_skip)
                } else {
                    0
                };
                let net = (sim.probes)(&mut rng);
                let tried: Vec<&G::Action> = net
                    .iter()
                    .filter(|a| !allowed.contains(a))
                    .skip(skip)
                    .take(sim.probe_take)
                    .collect();
                for bad in &tried {
                    let mut events = Vec::new();
                    let refused = g.apply_into(wrong, bad, &mut events).is_err();
                    assert!(refused, "{label}: {bad:?} accepted");
                    assert!(
                        events.is_empty(),
                        "{label}: refused {bad:?} told {events:?}"
                    );
                }
                // Hashed once for them all: a large state's JSON costs more than the moves.
                assert_eq!(
                    state_hash(&g),
                    before,
                    "{label}: one of the refused {tried:?} changed the state"
                );
                // Listed into a list that already held moves, the moves are the same.
                let mut reused = [legal.as_slice(), &allowed].concat();
                g.legal_actions_into(seat, &mut reused);
                assert_eq!(reused, legal, "{label}: legal_actions_into agrees");
                // Every listed action is accepted.
                for a in &legal {
                    let mut copy = g.clone();
                    copy.apply(seat, a)
                        .unwrap_or_else(|e| panic!("{label}: {a:?} listed but refused: {e}"));
                }
            }
            each_step(&g, seat, &legal, &mut rng);
            let a = if sim.bot == BotKind::Random {
                // The random bot's choice without the view it never reads (building one is
                // most of a random 18 Holes game's time).
                match legal.len() {
                    1 => legal[0].clone(),
                    n => legal[rng.random_range(0..n)].clone(),
                }
            } else {
                let spec = BotSpec {
                    kind: sim.bot,
                    iterations: 1,
                };
                choose::<G>(spec, &g.view(Some(seat)), seat, &legal, &mut rng).unwrap()
            };
            assert!(legal.contains(&a), "{label}: the bot chose {a:?}");
            g.apply(seat, &a).unwrap();
            if steps % sim.check_every == 0 || g.is_over() {
                invariant(&g);
            }
        }
        at_end(&g);
        finished += 1;
    }
    finished
}

/// Where one game's packet check looks: positions along random games of each of its modes.
pub struct PacketCheck {
    /// Moves a game is followed before it is left (most games end sooner or later than this).
    pub max_steps: usize,
    /// Every this many moves, every seat gets another world dealt from its own view.
    pub every: usize,
    /// How many moves a pair of worlds is followed at most while the seat cannot tell them apart.
    pub pair_steps: usize,
    /// Table sizes each packet's view is drawn at, as a guest would draw it.
    pub sizes: &'static [(f64, f64)],
    /// The seed of the dice that choose the moves and deal the other worlds.
    pub rng_seed: u64,
}

impl PacketCheck {
    /// A card game's: long games, a look every few moves, a phone's and a laptop's table.
    pub const CARDS: PacketCheck = PacketCheck {
        max_steps: 400,
        every: 5,
        pair_steps: 40,
        sizes: &[(1200.0, 800.0), (360.0, 640.0)],
        rng_seed: 51,
    };
}

/// A packet as the wire carries it (JSON text natively).
fn packet_text<G: Game>(g: &G, version: usize, seat: Option<Seat>, events: &[G::Event]) -> String {
    crate::core::wire::to_text(&crate::core::packet::packet(g, version, seat, events))
}

/// What a seat's device is sent (`core::packet`) tells it nothing it may not know. Along random
/// games of each of `games` (a label and a game at its start: every mode, table size and
/// option), every `every` moves and for every seat k, a second world is dealt from k's view
/// (`Determinize`): it differs from the real one only in what k cannot see. Seat k's packet is
/// byte for byte the same in both, and so is a spectator's; then the same move (legal in both,
/// by a seat to move in both) is made in both worlds and the packets compared again, on and on
/// while no event of the move shows k something hidden (`Game::reveals`): from there they may
/// differ in what was shown, so the pair ends. At every look a seat's packet holds its own
/// view, a spectator's (and a seat past the table's) the public view, the version is the
/// action count, and the packet read back draws the very table the host draws for that seat
/// at every size in `check.sizes`. Returns how many pairs of worlds were compared after a move.
pub fn check_packets_never_leak<G: Heuristics + Drawable>(
    check: &PacketCheck,
    games: impl IntoIterator<Item = (String, G)>,
) -> usize {
    use crate::core::packet::Packet;
    use crate::core::rng::Rng;
    let mut rng = bot_rng(check.rng_seed);
    let mut followed = 0;
    for (label, mut g) in games {
        let mut events: Vec<G::Event> = Vec::new();
        // The action count: one move a step.
        for version in 0..=check.max_steps {
            if version % check.every == 0 {
                let at = format!("{label} move {version}");
                let n = g.num_seats();
                // What a packet holds, and that a guest draws the host's table from it.
                for seat in (0..n).map(Some).chain([None]) {
                    let text = packet_text(&g, version, seat, &events);
                    let back: Packet<G::View, G::Event> = serde_json::from_str(&text)
                        .unwrap_or_else(|e| panic!("{at}: the packet reads back: {e}"));
                    assert_eq!(
                        back.version, version,
                        "{at}: the version is the action count"
                    );
                    assert_eq!(back.seat, seat, "{at}");
                    assert_eq!(
                        back.view,
                        g.view(seat),
                        "{at}: {seat:?}'s packet holds its view"
                    );
                    for &(w, h) in check.sizes {
                        assert_eq!(
                            crate::scene::draw::<G>(&back.view, &back.events, w, h),
                            crate::scene::draw::<G>(&g.view(seat), &events, w, h),
                            "{at}: {seat:?}'s table drawn from its packet is the host's"
                        );
                    }
                }
                assert_eq!(
                    packet_text(&g, version, Some(n), &events),
                    packet_text(&g, version, None, &events),
                    "{at}: a seat past the table is sent the public packet"
                );
                for k in 0..n {
                    followed += follow_pair(&g, &events, version, k, check, &mut rng, &at);
                }
            }
            if g.is_over() || version == check.max_steps {
                break;
            }
            let movers = g.to_move();
            let seat = movers[rng.random_range(0..movers.len())];
            let legal = g.legal_actions(seat);
            let a = &legal[rng.random_range(0..legal.len())];
            events = g.apply(seat, a).unwrap();
        }
    }
    followed
}

/// One pair of worlds for seat `k` (see `check_packets_never_leak`): returns how many moves it
/// was followed.
fn follow_pair<G: Heuristics>(
    g: &G,
    events: &[G::Event],
    version: usize,
    k: Seat,
    check: &PacketCheck,
    rng: &mut crate::core::rng::BotRng,
    at: &str,
) -> usize {
    use crate::core::rng::Rng;
    let mut real = g.clone();
    let mut other = G::determinize(&g.view(Some(k)), k, rng);
    let (mut real_events, mut other_events) = (events.to_vec(), events.to_vec());
    let mut version = version;
    let mut moves = 0;
    loop {
        for seat in [Some(k), None] {
            let (a, b) = (
                packet_text(&real, version, seat, &real_events),
                packet_text(&other, version, seat, &other_events),
            );
            if a != b {
                let (a, b) = where_they_differ(&a, &b);
                panic!(
                    "{at}, {moves} moves on: {seat:?}'s packet tells apart worlds that differ \
                     only in what seat {k} cannot see:\n  {a}\n  {b}\nafter {:?}\nand {:?}",
                    real_events, other_events
                );
            }
        }
        if moves == check.pair_steps || real.is_over() {
            return moves;
        }
        let movers: Vec<Seat> = real
            .to_move()
            .into_iter()
            .filter(|s| other.to_move().contains(s))
            .collect();
        if movers.is_empty() {
            return moves;
        }
        let seat = movers[rng.random_range(0..movers.len())];
        let theirs = other.legal_actions(seat);
        let both: Vec<G::Action> = real
            .legal_actions(seat)
            .into_iter()
            .filter(|a| theirs.contains(a))
            .collect();
        if both.is_empty() {
            return moves;
        }
        let a = &both[rng.random_range(0..both.len())];
        real_events = real.apply(seat, a).unwrap();
        other_events = other.apply(seat, a).unwrap();
        version += 1;
        moves += 1;
        if real_events
            .iter()
            .chain(&other_events)
            .any(|e| G::reveals(e, k))
        {
            return moves;
        }
    }
}

/// The stretch around the first place two texts differ, in each.
fn where_they_differ<'a>(a: &'a str, b: &'a str) -> (&'a str, &'a str) {
    let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let around = |t: &'a str| {
        let from = (at.saturating_sub(160)..=at).find(|i| t.is_char_boundary(*i));
        let to = (at + 160..t.len()).find(|i| t.is_char_boundary(*i));
        &t[from.unwrap_or(0)..to.unwrap_or(t.len())]
    };
    (around(a), around(b))
}
