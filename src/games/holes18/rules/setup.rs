//! Setup: the checks on a configuration, the shot decks, the clubs (Draft Clubs, or Your First
//! Game's starter hands), then the mode's setup and the first hole.

use super::{
    err, ClubSetup, Holes18, HolesConfig, HolesEvent, Phase, Water, HAND, MAX_PLAYERS, MIN_PLAYERS,
};
use crate::core::deck::Deck as Pile;
use crate::core::game::{RuleError, Seat};
use crate::core::rng::{rng_from_seed, shuffle, Seed};
use crate::core::sort::sort_short;
use crate::games::holes18::cards::{club_pool, starter_hand, Club, Deck, Shot};
use crate::games::holes18::modes::{
    Chaos, ChaosRule, Kelly, Mode, ModeState, Open, Racing, Skins, Strokes, Teams,
};

/// The setup checks: player counts (the game's and the mode's), golfers, the course.
pub(super) fn validate(config: &HolesConfig) -> Result<(), RuleError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&config.players) {
        return Err(err(
            "bad_players",
            format!(
                "18 Holes is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}.",
                config.players
            ),
        ));
    }
    crate::games::holes18::golfers::validate(config)?;
    let mode = config.mode;
    let (lo, hi) = mode.players();
    if !(lo..=hi).contains(&config.players) {
        let who = if hi == 1 {
            "one player".to_string()
        } else if lo == hi {
            format!("{lo} players")
        } else {
            format!("{lo} to {hi} players")
        };
        return Err(err(
            "bad_players",
            format!("{} is for {who}, not {}.", mode.name(), config.players),
        ));
    }
    if mode == Mode::SoloChaos
        && config.golfers.iter().any(|g| {
            g.golfer.golfer().is_some()
                || g.golfer == crate::games::holes18::golfers::Choice::Random
        })
    {
        return Err(err(
            "solo_no_golfers",
            "Solo Chaos Golf is played without golfer cards.",
        ));
    }
    let course = config.load_course()?;
    if mode == Mode::KellyGolf && course.holes.len() < config.players {
        return Err(RuleError::with(
            "course_too_short",
            || {
                vec![
                    ("course", course.name.as_str().into()),
                    ("holes", course.holes.len().into()),
                    ("players", config.players.into()),
                ]
            },
            || {
                format!(
                    "Kelly Golf needs a hole for each player: {} has {} holes for {} players.",
                    course.name,
                    course.holes.len(),
                    config.players
                )
            },
        ));
    }
    Ok(())
}

/// A new game: shuffled shot decks, golfers, then the clubs: a draft, or the starter hands and
/// play at once.
pub(super) fn new_game(config: &HolesConfig, seed: Seed) -> Result<Holes18, RuleError> {
    validate(config)?;
    let course = config.load_course()?;
    let n = config.players;
    let mut rng = rng_from_seed(seed);
    let decks = Deck::ALL
        .iter()
        .map(|d| Pile::shuffled(Shot::of_deck(*d).collect(), &mut rng))
        .collect();
    let tee = course.holes[0].tee;
    let mut g = Holes18 {
        config: config.clone(),
        course,
        rng,
        phase: Phase::Draft,
        hole: 0,
        round: 0,
        pos: vec![tee; n],
        hands: vec![Vec::new(); n],
        discards: vec![Vec::new(); n],
        selected: vec![None; n],
        order: Vec::new(),
        turn: 0,
        water: vec![Water::Dry; n],
        arrived: Vec::new(),
        turns_on_hole: vec![0; n],
        flags: vec![0; n],
        tokens: vec![0; n],
        hole_in_ones: vec![0; n],
        mementos: vec![Vec::new(); n],
        decks,
        shot: None,
        packets: Vec::new(),
        picks: Vec::new(),
        unused: Vec::new(),
        results: Vec::new(),
        ms: ModeState::default(),
        golfers: None,
    };
    g.deal_golfers(); // golfer hook
    match config.clubs {
        ClubSetup::Draft if g.golfers.is_some() => g.golfers_start_draft(),
        ClubSetup::Starter => {
            for s in 0..n {
                g.hands[s] = starter_hand(s as u8);
            }
            g.unused = crate::games::holes18::cards::Club::all()
                .filter(|c| !g.hands.iter().any(|h| h.contains(c)))
                .collect();
            g.begin_play(&mut Vec::new());
        }
        // Solo Chaos Golf has no draft: pick any five of the 34 clubs.
        ClubSetup::Draft if config.mode == Mode::SoloChaos => {
            g.packets = vec![Club::all().collect()];
            g.picks = vec![None];
        }
        ClubSetup::Draft => {
            let mut pool = club_pool(n);
            shuffle(&mut pool, &mut g.rng);
            let each = pool.len() / n;
            for _ in 0..n {
                let mut p: Vec<Club> = pool.drain(..each).collect();
                sort_short(&mut p);
                g.packets.push(p);
            }
            g.unused = pool;
            g.unused.extend(
                crate::games::holes18::cards::Club::all()
                    .filter(|c| c.card().mark == 3 && n < 3 || c.card().mark == 5 && n < 5),
            );
            sort_short(&mut g.unused);
            g.picks = vec![None; n];
        }
    }
    Ok(g)
}
impl Holes18 {
    pub(super) fn check_pick(&self, seat: Seat, c: Club) -> Result<(), RuleError> {
        if self.picks[seat].is_some() {
            return Err(err(
                "already_picked",
                "You have already picked a club this pass.",
            ));
        }
        if !self.packets[seat].contains(&c) {
            return Err(err(
                "not_in_packet",
                "That club is not in the clubs in front of you.",
            ));
        }
        Ok(())
    }

    /// Draft Clubs: a secret pick; once everyone has picked, the picks join the hands and the
    /// packets pass left, until the hands are full.
    pub(super) fn apply_pick(&mut self, seat: Seat, c: Club, events: &mut Vec<HolesEvent>) {
        self.picks[seat] = Some(c);
        self.packets[seat].retain(|x| *x != c);
        events.push(HolesEvent::DraftPicked { seat });
        if !self.picks.iter().all(Option::is_some) {
            return;
        }
        for s in 0..self.config.players {
            if let Some(c) = self.picks[s].take() {
                self.hands[s].push(c);
                sort_short(&mut self.hands[s]);
            }
        }
        if self.hands[0].len() >= HAND {
            self.finish_draft(events);
        } else {
            // Pass the packets to the left: the last seat's to the first. (The slice's
            // `rotate_right` is the same move, in 0.6 KB of general rotation code.)
            if let Some(last) = self.packets.pop() {
                self.packets.insert(0, last);
            }
            events.push(HolesEvent::DraftPassed);
        }
    }

    pub(super) fn finish_draft(&mut self, events: &mut Vec<HolesEvent>) {
        for p in std::mem::take(&mut self.packets) {
            self.unused.extend(p);
        }
        sort_short(&mut self.unused);
        self.packets = Vec::new();
        self.picks = Vec::new();
        self.begin_play(events);
    }

    /// After the clubs are dealt: the mode's setup, then the first hole.
    pub(crate) fn begin_play(&mut self, events: &mut Vec<HolesEvent>) {
        let n = self.config.players;
        let holes = self.course.holes.len();
        match self.config.mode {
            Mode::MatchPlay => {}
            Mode::StrokePlay | Mode::Stableford => self.ms = ModeState::Strokes(Strokes::new(n)),
            Mode::GolfRacing => self.ms = ModeState::Racing(Racing::new(n, holes)),
            Mode::Skins => {
                self.ms = ModeState::Skins(Skins::new(n, holes));
                self.phase = Phase::Place;
                return;
            }
            Mode::ChaosGolf => {
                let open = ChaosRule::Open(Open::default());
                self.ms = ModeState::Chaos(Chaos::new(n, holes, &[5, 2], open));
            }
            Mode::SoloChaos => return self.begin_solo(events),
            Mode::ChaosTeams => {
                let teams = ChaosRule::Teams(Teams::new(n, self.course.holes[0].tee));
                self.ms = ModeState::Chaos(Chaos::new(n, holes, &[1], teams));
            }
            Mode::KellyGolf => {
                let kelly = ChaosRule::Kelly(Kelly::new(n, holes));
                self.ms = ModeState::Chaos(Chaos::new(n, holes, &[1], kelly));
                return self.first_targets(0, events);
            }
        }
        self.start_hole(events);
    }
}
