//! A game in progress for the page and the CLI: every game behind one object-safe interface
//! that speaks the wire's values (JS values in the browser, JSON text natively; see
//! `core::wire`), so the wasm boundary and the tools need no per-game code. Which games there
//! are, and starting one by its id, is the registry's (`crate::registry`).

use crate::core::bot::{self, BotSpec, Heuristics};
use crate::core::game::{check_seat, Game, RuleError, Seat};
use crate::core::record::{Match, MatchRecord};
use crate::core::rng::Seed;
use crate::core::wire::{self, Raw, Wire, WireIn};
use crate::scene::Drawable;
use serde::Serialize;

/// Everything the page and the CLI need from a game in progress.
pub trait AnySession {
    fn game_id(&self) -> &'static str;
    fn num_seats(&self) -> usize;
    fn to_move(&self) -> Vec<Seat>;
    fn is_over(&self) -> bool;
    fn scores(&self) -> Vec<i32>;
    /// The seats that win if the game ended now (the result once it is over), by the game's own
    /// rules: tie-breaks, targets, a solo player who can lose.
    fn winners(&self) -> Vec<Seat>;
    fn view_json(&self, seat: Option<Seat>) -> Wire;
    /// What `seat`'s device is sent after every move in online play (`core::packet`): its
    /// view and the last move's events, versioned by the action count; `None` (or a seat past
    /// the table) is a spectator's, the public view.
    #[cfg(feature = "host")]
    fn packet_json(&self, seat: Option<Seat>) -> Wire;
    #[cfg(feature = "inspect")]
    fn legal_json(&self, seat: Seat) -> Wire;
    /// Applies an action; returns the events. On error nothing changes.
    fn act_json(&mut self, seat: Seat, action: &WireIn) -> Result<Wire, RuleError>;
    /// The action a bot would take for `seat`, decided from that seat's view only.
    fn bot_action_json(&self, seat: Seat, spec: BotSpec) -> Result<Wire, RuleError>;
    /// A hint for `seat` on its turn: the hard bot's move from that seat's view, with figures
    /// saying why (`core::bot::Hint`).
    fn hint_json(&self, seat: Seat) -> Result<Wire, RuleError>;
    /// Draws the table as `seat` sees it; with `animate`, cards move as the last action moved them.
    fn scene_json(&self, seat: Option<Seat>, width: f64, height: f64, animate: bool) -> Wire;
    /// The table with every hidden card a view can carry shown (`Game::revealed_view`): only for
    /// the review of a finished match record the page holds itself, never for a match in play.
    fn revealed_view_json(&self) -> Wire;
    /// That view drawn, as `scene_json` draws a spectator's (no moves to make).
    fn revealed_scene_json(&self, width: f64, height: f64, animate: bool) -> Wire;
    /// A review's judgement of `seat`'s move `action` here (`core::bot::Judgement`), from that
    /// seat's view only, with a search of `iterations` playouts and the hard bot's dice for this
    /// decision: at `HARD_ITERATIONS` its `best` is the hint's move. Refused, changing nothing,
    /// for a seat not to move (`no_move`), what is not a move of the game (`bad_action`), a move
    /// the rules refuse (the game's own code, as `act` refuses it) or a budget out of range
    /// (`bad_budget`).
    fn judge_json(&self, seat: Seat, action: &WireIn, iterations: u32) -> Result<Wire, RuleError>;
    /// How `seat`'s prospects look from its view only (`core::bot::outlook`), in percent, from
    /// `playouts` rule-of-thumb playouts: any seat at the table, whoever moves, over or not.
    fn outlook(&self, seat: Seat, playouts: u32) -> Result<u8, RuleError>;
    fn record(&self) -> MatchRecord;
    /// Page facts kept in the record (names, bot levels): any JSON value.
    fn set_meta(&mut self, meta: &WireIn) -> Result<(), RuleError>;
    #[cfg(feature = "inspect")]
    fn state_hash(&self) -> String;
    fn action_count(&self) -> usize;
    /// The fewest actions undo may rewind `seat` to (nothing hidden from them came to light
    /// after it).
    fn undo_floor(&self, seat: Seat) -> usize;
    /// Rewinds to the first `count` actions by replaying the record (undo for `seat`);
    /// refused, changing nothing, below that seat's undo floor.
    fn truncate(&mut self, count: usize, seat: Seat) -> Result<(), RuleError>;
}

struct Session<G: Game> {
    m: Match<G>,
    /// What the last action did, kept for the next scene's animation (the page never sends
    /// events back, so the wasm needs no code to read them).
    last_events: Vec<G::Event>,
}

impl<G: Heuristics + Drawable> AnySession for Session<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn num_seats(&self) -> usize {
        self.m.state.num_seats()
    }
    fn to_move(&self) -> Vec<Seat> {
        self.m.state.to_move()
    }
    fn is_over(&self) -> bool {
        self.m.state.is_over()
    }
    fn scores(&self) -> Vec<i32> {
        self.m.state.scores()
    }
    fn winners(&self) -> Vec<Seat> {
        self.m.state.winners()
    }
    fn view_json(&self, seat: Option<Seat>) -> Wire {
        wire::to_wire(&view_of(
            &self.m.state,
            seat.filter(|s| *s < self.num_seats()),
        ))
    }
    #[cfg(feature = "host")]
    fn packet_json(&self, seat: Option<Seat>) -> Wire {
        let version = self.m.actions.len();
        let packet = crate::core::packet::packet(&self.m.state, version, seat, &self.last_events);
        wire::to_wire(&packet)
    }
    #[cfg(feature = "inspect")]
    fn legal_json(&self, seat: Seat) -> Wire {
        wire::to_wire(&self.m.state.legal_actions(seat))
    }
    fn act_json(&mut self, seat: Seat, action: &WireIn) -> Result<Wire, RuleError> {
        let action = read_action::<G>(action)?;
        let events = self.m.apply(seat, action)?;
        let out = wire::to_wire(&events);
        self.last_events = events;
        Ok(out)
    }
    fn bot_action_json(&self, seat: Seat, spec: BotSpec) -> Result<Wire, RuleError> {
        let legal = self.m.state.legal_actions(seat);
        let view = view_of(&self.m.state, Some(seat));
        let mut rng = bot::decision_rng(self.m.seed.bot_number(), self.m.actions.len(), seat);
        bot::choose::<G>(spec, &view, seat, &legal, &mut rng)
            .map(|a| wire::to_wire(&a))
            .ok_or_else(|| {
                RuleError::new("no_move", format!("Seat {seat} has no move to make now."))
            })
    }
    fn hint_json(&self, seat: Seat) -> Result<Wire, RuleError> {
        let no_move = || no_move(seat);
        if !self.may_move(seat) {
            return Err(no_move());
        }
        let legal = self.m.state.legal_actions(seat);
        let view = view_of(&self.m.state, Some(seat));
        // The hard bot's own dice for this decision: the hint is the move it would make.
        let mut rng = bot::decision_rng(self.m.seed.bot_number(), self.m.actions.len(), seat);
        let hint = bot::hint::<G>(&view, seat, &legal, &mut rng).ok_or_else(no_move)?;
        Ok(wire::to_wire(&hint))
    }
    fn scene_json(&self, seat: Option<Seat>, width: f64, height: f64, animate: bool) -> Wire {
        let view = view_of(&self.m.state, seat.filter(|s| *s < self.num_seats()));
        let events: &[G::Event] = if animate { &self.last_events } else { &[] };
        crate::scene::draw::<G>(&view, events, width, height)
    }
    fn revealed_view_json(&self) -> Wire {
        wire::to_wire(&self.m.state.revealed_view())
    }
    fn revealed_scene_json(&self, width: f64, height: f64, animate: bool) -> Wire {
        let events: &[G::Event] = if animate { &self.last_events } else { &[] };
        crate::scene::draw::<G>(&self.m.state.revealed_view(), events, width, height)
    }
    fn judge_json(&self, seat: Seat, action: &WireIn, iterations: u32) -> Result<Wire, RuleError> {
        if !self.may_move(seat) {
            return Err(no_move(seat));
        }
        check_budget(iterations, MAX_JUDGE_ITERATIONS)?;
        let action = read_action::<G>(action)?;
        let legal = self.m.state.legal_actions(seat);
        let chosen = listed_index(&self.m.state, seat, &legal, &action)?;
        let view = view_of(&self.m.state, Some(seat));
        // The hard bot's own dice for this decision, as the hint's.
        let mut rng = bot::decision_rng(self.m.seed.bot_number(), self.m.actions.len(), seat);
        let judgement = bot::judge::<G>(&view, seat, &legal, chosen, iterations, &mut rng)
            .ok_or_else(|| no_move(seat))?;
        Ok(wire::to_wire(&judgement))
    }
    fn outlook(&self, seat: Seat, playouts: u32) -> Result<u8, RuleError> {
        check_seat(seat, self.num_seats())?;
        check_budget(playouts, MAX_OUTLOOK_PLAYOUTS)?;
        let view = view_of(&self.m.state, Some(seat));
        let mut rng = bot::outlook_rng(self.m.seed.bot_number(), self.m.actions.len(), seat);
        Ok(bot::outlook::<G>(&view, seat, playouts, &mut rng))
    }
    fn record(&self) -> MatchRecord {
        self.m.record()
    }
    fn set_meta(&mut self, meta: &WireIn) -> Result<(), RuleError> {
        let meta = wire::json_only(meta)
            .ok_or_else(|| RuleError::new("bad_meta", "The match details are not valid JSON."))?;
        self.m.meta = Some(meta);
        Ok(())
    }
    #[cfg(feature = "inspect")]
    fn state_hash(&self) -> String {
        self.m.state_hash()
    }
    fn action_count(&self) -> usize {
        self.m.actions.len()
    }
    fn undo_floor(&self, seat: Seat) -> usize {
        self.m.undo_floor(seat)
    }
    fn truncate(&mut self, count: usize, seat: Seat) -> Result<(), RuleError> {
        if count < self.m.undo_floor(seat) {
            return Err(RuleError::new(
                "undo_hidden",
                "That cannot be taken back: a card or die has been seen since.",
            ));
        }
        let mut record = self.m.record();
        record.actions.truncate(count);
        self.m = Match::replay(&record)?;
        self.last_events.clear();
        Ok(())
    }
}

impl<G: Game> Session<G> {
    /// `seat` is at the table and may move now.
    fn may_move(&self, seat: Seat) -> bool {
        seat < self.m.state.num_seats() && self.m.state.to_move().contains(&seat)
    }
}

/// What `seat` sees, built in one place: each of the session's calls that sends or weighs a
/// view calls this, so a game's view is not copied into each of them.
#[inline(never)]
fn view_of<G: Game>(state: &G, seat: Option<Seat>) -> G::View {
    state.view(seat)
}

fn no_move(seat: Seat) -> RuleError {
    RuleError::new("no_move", format!("Seat {seat} has no move to make now."))
}

/// A move as the page hands it, read into the game's own type (`act`'s refusal otherwise).
fn read_action<G: Game>(action: &WireIn) -> Result<G::Action, RuleError> {
    wire::from_wire(action).map_err(|_| {
        RuleError::new(
            "bad_action",
            format!(
                "'{}' is not a move in this game.",
                wire::json_text(action).unwrap_or_default()
            ),
        )
    })
}

/// The most playouts a judgement's search may be asked for (a JS number past it, or a negative
/// one wrapped round, would freeze the page), and an outlook's.
pub const MAX_JUDGE_ITERATIONS: u32 = 20_000;
pub const MAX_OUTLOOK_PLAYOUTS: u32 = 5_000;

fn check_budget(playouts: u32, most: u32) -> Result<(), RuleError> {
    if (1..=most).contains(&playouts) {
        return Ok(());
    }
    Err(RuleError::new(
        "bad_budget",
        "The number of playouts is out of range.",
    ))
}

/// Where `action` stands in `seat`'s legal moves `legal` of `state`: the move itself, or the
/// listed move after which every seat and a spectator see the very same table (a move written
/// another way round, as a Golfie swap may be). A move the rules refuse is refused with the
/// game's own code, as `act` refuses it.
fn listed_index<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    action: &G::Action,
) -> Result<usize, RuleError> {
    if let Some(i) = legal.iter().position(|a| a == action) {
        return Ok(i);
    }
    // Views, not the state's hash: hashing serializes the whole state, code a game's module
    // leaves out. Compared as the text the page is sent (code every module has), not with the
    // views' own equality, which cost 1.4 KB of gzip in each module.
    let after = |a: &G::Action| -> Result<Vec<Option<String>>, RuleError> {
        let mut copy = state.clone();
        copy.apply_into(seat, a, &mut Vec::new())?;
        let viewers = (0..copy.num_seats()).map(Some).chain([None]);
        Ok(viewers
            .map(|v| wire::json_text(&wire::to_wire(&copy.view(v))))
            .collect())
    };
    let made = after(action)?;
    legal
        .iter()
        .position(|a| after(a).is_ok_and(|h| h == made))
        .ok_or_else(|| RuleError::new("bad_action", "That move is not one of the seat's moves."))
}

/// One move of a match record, reviewed (`verdict`).
#[derive(Debug, Clone, Serialize)]
pub struct Verdict {
    /// The move's place in the record, from 0: the position judged is the one before it.
    #[serde(rename = "move")]
    pub index: usize,
    pub seat: Seat,
    /// `judge_json` of the move; none when the seat had one legal move (`choices` 1).
    pub judgement: Option<Raw>,
    /// Every seat's `outlook` before the move, seat 0 first.
    pub outlooks: Vec<u8>,
}

/// What `verdict_of` reads of a judgement: how many moves the seat had.
#[derive(serde::Deserialize)]
struct Choices {
    choices: usize,
}

/// The review of a match record's moves, `session` being the record's game at its start (its
/// settings and seed, no move made): the reference the page's review follows call for call.
/// For each move `i` of the record, `[seat, action]`, in order:
/// 1. each seat's outlook, seat 0 first: `outlook(k, playouts)` (JS: `s.outlook(k, playouts)`);
/// 2. the move judged: `judge_json(seat, action, iterations)` (JS: `s.judge(seat, action,
///    iterations)`), kept when its `choices` is more than 1, else `null`;
/// 3. the move made: `act_json(seat, action)` (JS: `s.act(seat, action)`).
///
/// Each answer's dice come from the seed, the move's number and the seat alone, so the order of
/// 1 and 2 changes nothing, and the loop may stop and go on at any move. A refusal (a record
/// that is not this game's, or a budget out of range) ends it with its error.
pub fn verdict_of(
    session: &mut dyn AnySession,
    actions: &[(Seat, Raw)],
    iterations: u32,
    playouts: u32,
) -> Result<Vec<Verdict>, RuleError> {
    let mut out = Vec::with_capacity(actions.len());
    for (index, (seat, action)) in actions.iter().enumerate() {
        let action = wire::raw_as_wire(action);
        let outlooks = (0..session.num_seats())
            .map(|k| session.outlook(k, playouts))
            .collect::<Result<Vec<u8>, RuleError>>()?;
        let judged = session.judge_json(*seat, action, iterations)?;
        let choices = wire::from_wire::<Choices>(&judged).map_or(0, |j| j.choices);
        let judgement = if choices > 1 {
            wire::json_only(&judged)
        } else {
            None
        };
        session.act_json(*seat, action)?;
        out.push(Verdict {
            index,
            seat: *seat,
            judgement,
            outlooks,
        });
    }
    Ok(out)
}

/// A game in progress behind the one interface, or why it could not start.
pub type SessionResult = Result<Box<dyn AnySession>, RuleError>;

/// A new game of a type the caller names (`new_session` picks it from an id).
pub fn typed_session<G: Heuristics + Drawable + 'static>(
    config: &WireIn,
    seed: Seed,
) -> SessionResult {
    let config: G::Config = wire::parse_config(config)?;
    Ok(Box::new(Session {
        m: Match::<G>::new(config, seed)?,
        last_events: Vec::new(),
    }))
}

/// A game of a type the caller names, rebuilt from its record.
pub fn replayed_session<G: Heuristics + Drawable + 'static>(record: &MatchRecord) -> SessionResult {
    Ok(Box::new(Session {
        m: Match::<G>::replay(record)?,
        last_events: Vec::new(),
    }))
}
