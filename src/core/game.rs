//! The contract every rules engine fulfils. In the spirit of OpenSpiel's State API: the engine owns
//! all state, chance comes from a seeded PRNG inside it, and state leaves only through `view`.

use super::rng::Seed;
use serde::{de::DeserializeOwned, ser::SerializeMap, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// A seat at the table, 0-based, clockwise.
pub type Seat = usize;

/// Why an action or a config was refused. `code` is stable (the page and tests match on it);
/// `message` is English prose for logs and the CLI. The page words a refusal by its code, in the
/// reader's language. Most messages are fixed words, kept borrowed: listing legal moves tries
/// every candidate and refuses most, and a refusal that allocates its words each time was a
/// large part of a random game's time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuleError {
    pub code: &'static str,
    pub message: Cow<'static, str>,
    /// A refusal written for one case carries its particulars (a file's row and column, a
    /// piece's name), so the page words it in the reader's language; none for fixed words.
    /// Only a build with the `particulars` feature has the field (a tools' module that reads
    /// files and designs, and native builds): in a game's module its drop code at every refusal
    /// cost 0.2-0.9 KB gzip and a random game 3% of its speed in Chromium. Without it a refusal
    /// keeps the English sentence instead (a setting's, from a link).
    #[cfg(feature = "particulars")]
    #[serde(skip)]
    pub args: Option<Box<Particulars>>,
}

/// A refusal's particulars by name, as the page's words for its code name them; written as an
/// object (name → value) where they cross to the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Particulars(pub Vec<(&'static str, Particular)>);

impl Serialize for Particulars {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// One particular: a whole number (a row, a hole) or words (a tile's or a course's name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Particular {
    Num(i64),
    Words(String),
}

impl Serialize for Particular {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Particular::Num(n) => s.serialize_i64(*n),
            Particular::Words(w) => s.serialize_str(w),
        }
    }
}

impl From<usize> for Particular {
    fn from(n: usize) -> Self {
        Particular::Num(n as i64)
    }
}

impl From<i64> for Particular {
    fn from(n: i64) -> Self {
        Particular::Num(n)
    }
}

impl From<i32> for Particular {
    fn from(n: i32) -> Self {
        Particular::Num(n.into())
    }
}

impl From<i16> for Particular {
    fn from(n: i16) -> Self {
        Particular::Num(n.into())
    }
}

impl From<u8> for Particular {
    fn from(n: u8) -> Self {
        Particular::Num(n.into())
    }
}

impl From<&str> for Particular {
    fn from(words: &str) -> Self {
        Particular::Words(words.to_string())
    }
}

impl RuleError {
    /// Fixed words are left out of a build without the `refusal-words` feature (the shipped
    /// modules): the page has its own words for every such code. Words written for one case
    /// are kept when they come without particulars (`with`), as no catalog could say them.
    pub fn new(code: &'static str, message: impl Into<Cow<'static, str>>) -> Self {
        let message = match message.into() {
            Cow::Borrowed(_) if !cfg!(feature = "refusal-words") => Cow::Borrowed(""),
            words => words,
        };
        RuleError {
            code,
            message,
            #[cfg(feature = "particulars")]
            args: None,
        }
    }

    /// A refusal written for one case: the page words its code with `args`; the English words
    /// are built only where they are kept (natively, for the tools, the tests and their logs).
    /// Without the field (a game's module) it is the English sentence, as no catalog could say it.
    pub fn with(
        code: &'static str,
        args: impl FnOnce() -> Vec<(&'static str, Particular)>,
        words: impl FnOnce() -> String,
    ) -> Self {
        #[cfg(feature = "particulars")]
        return RuleError {
            code,
            message: if cfg!(feature = "refusal-words") {
                Cow::Owned(words())
            } else {
                Cow::Borrowed("")
            },
            args: Some(Box::new(Particulars(args()))),
        };
        #[cfg(not(feature = "particulars"))]
        {
            let _ = args;
            RuleError {
                code,
                message: Cow::Owned(words()),
            }
        }
    }

    /// Its particulars, taken out (a designer's problem carries them); none without the field.
    pub fn take_args(&mut self) -> Option<Box<Particulars>> {
        #[cfg(feature = "particulars")]
        return self.args.take();
        #[cfg(not(feature = "particulars"))]
        None
    }

    /// The particular `name`, if the refusal has it (tests).
    #[cfg(feature = "particulars")]
    pub fn arg(&self, name: &str) -> Option<&Particular> {
        self.args
            .as_ref()?
            .0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
    }
}

/// A refusal with its stable code and words: the shorthand the rules files use.
pub fn err(code: &'static str, message: impl Into<Cow<'static, str>>) -> RuleError {
    RuleError::new(code, message)
}

/// The refusal of a seat that is not at a table of `players`, the same in every game.
pub fn check_seat(seat: Seat, players: usize) -> Result<(), RuleError> {
    if seat < players {
        return Ok(());
    }
    Err(err(
        "bad_seat",
        format!("There is no seat {seat} at this table of {players}."),
    ))
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.code)
    }
}

impl std::error::Error for RuleError {}

/// A game's rules. Implementations must keep `apply` atomic: on `Err` the state is unchanged.
pub trait Game: Clone + Serialize + DeserializeOwned {
    type Config: Clone + Serialize + DeserializeOwned;
    type Action: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    /// What one seat (or a spectator) may know. Everything the page and the bots see.
    /// What one seat may know; it can be read back, so whoever holds a view can draw it.
    type View: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    /// Public descriptions of what happened, for announcements and animation.
    /// What an action did, for animation and words; read back too, with a view.
    type Event: Clone + fmt::Debug + Serialize + DeserializeOwned;

    /// Stable id used in match records and URLs.
    const ID: &'static str;
    /// The rules edition, bumped when a rules fix makes a stored game play out differently:
    /// a record made under another edition is refused (`record_outdated`), never replayed
    /// differently.
    const RULES: u32 = 1;

    /// Checks a config; the error explains what is wrong in words a player understands.
    fn validate(config: &Self::Config) -> Result<(), RuleError>;
    /// The initial state; all chance is derived from `seed` (`rng::rng_from_seed`).
    fn new(config: &Self::Config, seed: impl Into<Seed>) -> Result<Self, RuleError>;
    fn config(&self) -> &Self::Config;
    fn num_seats(&self) -> usize;
    /// Seats that may act now: one in a turn-based phase, several in a simultaneous one.
    fn to_move(&self) -> Vec<Seat>;
    /// The first of `to_move`, without building the list (playouts ask at every step).
    fn first_to_move(&self) -> Option<Seat> {
        self.to_move().first().copied()
    }
    /// Every legal action for `seat` now (empty if the seat may not act).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// The same, into `out` (emptied first): random games pass one list for every step. A game
    /// that lists its moves in place says so; by default the list is replaced by a new one.
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>) {
        *out = self.legal_actions(seat);
    }
    /// Applies an action, or refuses it and changes nothing; what happened is added to `events`.
    /// Playouts pass one list for every step, so a step allocates no list of its own.
    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), RuleError>;
    /// `apply_into` for an action that `legal_actions_into` has just listed for `seat` in this
    /// very state: a game may skip the checks the list has made. Random games play every move
    /// this way. By default, `apply_into`.
    fn apply_listed_into(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), RuleError> {
        self.apply_into(seat, action, events)
    }
    /// The same, with what happened in a list of its own.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }
    fn is_over(&self) -> bool;
    /// Running or final totals, one per seat.
    fn scores(&self) -> Vec<i32>;
    /// True if a lower score is better (golf).
    fn lower_is_better(&self) -> bool {
        true
    }
    /// The seats that win (or share the win) if the game ended now; at the end, the result.
    /// Empty when nobody wins (a solo player who missed the target). Games with tie-breaks or
    /// targets say so here; the default is the best total, shared on a tie.
    fn winners(&self) -> Vec<Seat> {
        winners(&self.scores(), self.lower_is_better())
    }
    /// What `seat` knows; `None` is a spectator who sees only public information.
    fn view(&self, seat: Option<Seat>) -> Self::View;
    /// The table with every card shown that a view can carry face up (a spectator's view with
    /// the hidden cards turned over; never the order of a deck). Only for the review of a
    /// finished match record the page holds itself, where nothing is secret any more: no bot,
    /// hint, judgement or packet ever reads it. By default the spectator's view; a game whose
    /// secrets are hands that a view carries only for its own seat keeps the default (the review
    /// shows each hand from that seat's own view).
    fn revealed_view(&self) -> Self::View {
        self.view(None)
    }
    /// True if this event showed `viewer` something that was hidden from them (a card drawn or
    /// turned over, a die rolled, a card from another hand). Undo never takes `viewer` back past
    /// such a move: the game is its record, so a replay would deal them the very cards they have
    /// now seen. When in doubt, true.
    fn reveals(event: &Self::Event, viewer: Seat) -> bool {
        let _ = (event, viewer);
        true
    }
}

/// Rebuilding a full state from what one seat knows: the hidden part is sampled consistently
/// with the view (OpenSpiel's `resample_from_infostate`). This is what lets bots search without
/// peeking. The sampled state gets its own PRNG so future chance is not the real one either.
pub trait Determinize: Game {
    fn determinize(view: &Self::View, seat: Seat, rng: &mut crate::core::rng::BotRng) -> Self;
}

/// The seats with the best total (a shared best shares the win): `Game::winners`' default.
pub fn winners(scores: &[i32], lower_is_better: bool) -> Vec<Seat> {
    let best = if lower_is_better {
        scores.iter().min()
    } else {
        scores.iter().max()
    };
    match best {
        Some(b) => scores
            .iter()
            .enumerate()
            .filter(|(_, s)| *s == b)
            .map(|(i, _)| i)
            .collect(),
        None => Vec::new(),
    }
}
