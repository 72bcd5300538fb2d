//! The ways to play 18 Holes ("Multiple Ways to Play"): what each mode is, who may play it, and
//! the bookkeeping it adds to a game: `ModeState`, a variant per mode (one for the chaos family)
//! with its own struct and file here. Each file also holds its mode's part of the flow (`impl
//! Holes18` blocks the core rules in `rules/` call), so a way to play is whole in one place.
//!
//! Readings where the rulebook is silent or open (each tested in tests/modes.rs):
//! - Stroke Play and Stableford: every turn taken counts one stroke (a one-hex move and a hand
//!   reset too). Out of bounds adds one more (the shot and its penalty, as in golf). Water adds
//!   one: in Stroke Play the ball plays on at once, in Stableford the missed round is the extra
//!   stroke. Players who reach the green wait; the hole ends when everyone is on it. Ties go
//!   to the most hole-in-one tokens, then are shared.
//! - Golf Racing: a player who reaches their own green moves to their next tee at the end of
//!   that round (water effects clear for them). Other holes' greens and tees play as fairway.
//!   The race ends at the end of the round in which someone reaches the last green; several at
//!   once are split by hole-in-one tokens, then share the win.
//! - Skins: each player, in seat order, places a 5-point token on any green (tokens on one
//!   green add up); every green still bare gets a random 1 or 2 from 18 of each. A green
//!   reached by one player alone in a round is theirs with everything on it; reached by
//!   several, its tokens move on to the next green. The most points wins. A tie on the last
//!   green whose pot could change who leads sends every player who tied there (the rulebook's
//!   words, even one who could not lead with the pot) back to the first tee with the pot; the
//!   first to win an elimination hole alone takes it, and then the points decide as before.
//!   Players level on the most points at the end, whether or not they played for the pot,
//!   play tie-break holes from the first tee with no pot ("tie break using elimination
//!   rounds"), and the first to win one alone wins the game.
//! - Chaos Golf and Kelly Golf start everyone on the first tee. A green is scored by ending a
//!   shot, move or bunker exit on it; the ball stays there and plays on. Landing on a tee box
//!   (arriving there, not staying on it) earns an extra turn after the round; extra turns go in
//!   that round's play order, each player taking all of theirs before the next, with any club
//!   in hand, and a player may decline. Final ties are shared.
//! - Solo Chaos Golf: no golfer cards; the player picks five of all 34 clubs (no draft removes
//!   the 3+ and 5+ cards, and the opponents need fifteen), the opponents get five each of the
//!   rest. The 18 target tokens are the course's hole numbers repeated to 18, in three stacks of
//!   six. On a combined turn, each opponent in turn takes the largest token left on its target
//!   (nothing if it is empty) and turns up the next; the player's own green is scored with them
//!   (an opponent's target the player reached goes by the flipped club: lower initiative takes
//!   the larger token). A round missed in the water still moves the marker; a flipped club goes
//!   under its pile; a spent solo deck is reshuffled; a tie with the best opponent is shared.
//!   The solo deck (house data, solo.json) is five cards adding up to the rank.
//! - Chaos Teams: a team plays one golfer per turn and may switch to the other once, before its
//!   action or after drawing (never on an extra turn, which belongs to the golfer that landed
//!   on the tee box). Water makes the team miss its next round. Each green has one flag (1
//!   point). The game ends with the round in which the last flag is taken or a team reaches 10.
//! - Golfer powers used "once per hole" come back when a racer reaches their own green, and in
//!   the chaos modes when the golfer scores a green.
//! - Kelly Golf: target tokens are the course's hole numbers. The first targets are drawn in
//!   seat order (two drawn, one kept, one back in the bag). A green whose flag is taken leaves
//!   the bag for good. The last token in the bag is simply taken; an empty bag means no target.

mod chaos;
mod kelly;
mod racing;
mod skins;
mod solo;
mod strokes;
mod teams;

pub use chaos::{Chaos, ChaosRule, Open};
pub use kelly::Kelly;
pub use racing::Racing;
pub use skins::{Skin, Skins};
pub use solo::{
    build_solo_deck, solo_cards, solo_par, Solo, SoloCard, OPPONENTS, SOLO_DECK_CARDS,
    SOLO_MIN_FLAGS,
};
pub use strokes::Strokes;
pub use teams::Teams;

use crate::core::game::Seat;
use crate::core::rng::BotRng;
use crate::games::holes18::cards::Club;
use crate::games::holes18::course::Hex;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// First to each green takes its flag (the core rules).
    #[default]
    MatchPlay,
    /// Fewest strokes over the course.
    StrokePlay,
    /// Points per hole against par.
    Stableford,
    /// Each on their own hole; first to the last green wins.
    GolfRacing,
    /// Greens worth 1, 2 or 5; tied greens carry over.
    Skins,
    /// Any green in any order: 5 points to the first there, 2 to the second.
    ChaosGolf,
    /// Secret target greens: 3 for your own, 2 for another's, 1 for any other.
    KellyGolf,
    /// Chaos Golf alone against three automated opponents, paced by the solo deck.
    SoloChaos,
    /// Chaos Golf for two teams of two golfers sharing one hand; one flag per green.
    ChaosTeams,
}

impl Mode {
    pub const ALL: [Mode; 9] = [
        Mode::MatchPlay,
        Mode::StrokePlay,
        Mode::Stableford,
        Mode::GolfRacing,
        Mode::Skins,
        Mode::ChaosGolf,
        Mode::KellyGolf,
        Mode::SoloChaos,
        Mode::ChaosTeams,
    ];

    pub fn is_match(&self) -> bool {
        *self == Mode::MatchPlay
    }

    /// The player counts the rulebook gives (Match Play also allows one player, for practice).
    pub fn players(self) -> (usize, usize) {
        match self {
            Mode::MatchPlay | Mode::StrokePlay | Mode::Stableford => (1, 5),
            Mode::GolfRacing | Mode::Skins | Mode::KellyGolf => (2, 5),
            Mode::ChaosGolf => (3, 5),
            Mode::SoloChaos => (1, 1),
            Mode::ChaosTeams => (2, 2),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mode::MatchPlay => "Match Play",
            Mode::StrokePlay => "Stroke Play",
            Mode::Stableford => "Stableford",
            Mode::GolfRacing => "Golf Racing",
            Mode::Skins => "Skins",
            Mode::ChaosGolf => "Chaos Golf",
            Mode::KellyGolf => "Kelly Golf",
            Mode::SoloChaos => "Solo Chaos Golf",
            Mode::ChaosTeams => "Chaos Teams",
        }
    }

    /// Any green counts, in any order, and tee boxes give extra turns.
    pub fn chaos(self) -> bool {
        matches!(
            self,
            Mode::ChaosGolf | Mode::KellyGolf | Mode::SoloChaos | Mode::ChaosTeams
        )
    }

    /// Strokes are counted and everyone holes out.
    pub fn counts_strokes(self) -> bool {
        matches!(self, Mode::StrokePlay | Mode::Stableford)
    }
}

/// Stableford points for a hole: 2 at par, one more per stroke under, one less per stroke
/// over, never below 0 (so at most 4, 5 or 6 on a par 3, 4 or 5).
pub fn stableford_points(par: u8, strokes: u16) -> i32 {
    (2 + i32::from(par) - i32::from(strokes)).max(0)
}

/// What scored a green in Chaos or Kelly Golf.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    /// Chaos Golf: the first to the green.
    Five,
    /// Chaos Golf: the second.
    Two,
    /// Kelly Golf: the player's own secret target (2-point token plus the target's 1).
    OwnTarget,
    /// Kelly Golf: another player's target (their 1-point token plus the flag).
    OtherTarget { of: Seat },
    /// Kelly Golf: any other green (the flag).
    Flag,
}

impl ClaimKind {
    pub fn points(self) -> i32 {
        match self {
            ClaimKind::Five => 5,
            ClaimKind::Two => 2,
            ClaimKind::OwnTarget => 3,
            ClaimKind::OtherTarget { .. } => 2,
            ClaimKind::Flag => 1,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Claim {
    pub seat: Seat,
    pub hole: usize,
    pub kind: ClaimKind,
    pub round: u32,
}

/// The state a mode adds, one variant per mode (the chaos family shares one). It is written
/// as its variant's fields alone, and read back by the field only that variant always has
/// (`holed`, `at_hole`, `landed_tee`, `points`); Match Play's is empty, and not written in a
/// saved game, so Match Play records keep their hashes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(untagged)]
pub enum ModeState {
    /// Stroke Play and Stableford.
    Strokes(Strokes),
    Racing(Racing),
    /// Chaos Golf, Kelly Golf, Solo Chaos Golf and Chaos Teams.
    Chaos(Chaos),
    Skins(Skins),
    /// Match Play, and every mode before its setup is done.
    Match(Open),
}

/// `$get` and `$get_mut`: the state of the variant `$v`, if it is the one in play.
macro_rules! variant {
    ($get:ident, $get_mut:ident, $v:ident, $t:ty) => {
        pub fn $get(&self) -> Option<&$t> {
            match self {
                ModeState::$v(x) => Some(x),
                _ => None,
            }
        }
        pub fn $get_mut(&mut self) -> Option<&mut $t> {
            match self {
                ModeState::$v(x) => Some(x),
                _ => None,
            }
        }
    };
}

/// The same for a member `$v` of the chaos family.
macro_rules! member {
    ($get:ident, $get_mut:ident, $v:ident, $t:ty) => {
        pub fn $get(&self) -> Option<&$t> {
            match self.chaos().map(|c| &c.rule) {
                Some(ChaosRule::$v(x)) => Some(x),
                _ => None,
            }
        }
        pub fn $get_mut(&mut self) -> Option<&mut $t> {
            match self.chaos_mut().map(|c| &mut c.rule) {
                Some(ChaosRule::$v(x)) => Some(x),
                _ => None,
            }
        }
    };
}

impl Default for ModeState {
    fn default() -> ModeState {
        ModeState::Match(Open {})
    }
}

impl ModeState {
    pub fn is_empty(&self) -> bool {
        matches!(self, ModeState::Match(_))
    }

    variant!(strokes, strokes_mut, Strokes, Strokes);
    variant!(racing, racing_mut, Racing, Racing);
    variant!(skins, skins_mut, Skins, Skins);
    variant!(chaos, chaos_mut, Chaos, Chaos);
    member!(kelly, kelly_mut, Kelly, Kelly);
    member!(solo, solo_mut, Solo, Solo);
    member!(teams, teams_mut, Teams, Teams);

    /// Strokes per seat on each hole played (Stroke Play, Stableford, Golf Racing).
    pub fn cards(&self) -> &[Vec<Option<u16>>] {
        match self {
            ModeState::Strokes(x) => &x.cards,
            ModeState::Racing(x) => &x.cards,
            _ => &[],
        }
    }
    /// Penalty strokes on the hole in play (Stroke Play, Stableford).
    pub fn penalties(&self) -> &[u16] {
        self.strokes().map_or(&[], |x| &x.penalties)
    }
    /// On the green, waiting for the others (Stroke Play, Stableford).
    pub fn holed(&self) -> &[bool] {
        self.strokes().map_or(&[], |x| &x.holed)
    }
    /// The hole each racer is on (Golf Racing).
    pub fn at_hole(&self) -> &[usize] {
        self.racing().map_or(&[], |x| &x.at_hole)
    }
    /// Who reached the last green (Golf Racing).
    pub fn finished(&self) -> &[Seat] {
        self.racing().map_or(&[], |x| &x.finished)
    }
    /// The tokens on each green (Skins and the chaos family).
    pub fn pots(&self) -> &[Vec<u8>] {
        match self {
            ModeState::Skins(x) => &x.pots,
            ModeState::Chaos(x) => &x.pots,
            _ => &[],
        }
    }
    /// Points scored (Skins and the chaos family).
    pub fn points(&self) -> &[i32] {
        match self {
            ModeState::Skins(x) => &x.points,
            ModeState::Chaos(x) => &x.points,
            _ => &[],
        }
    }
    /// Skins: the players still in the elimination holes.
    pub fn playoff(&self) -> &[Seat] {
        self.skins().map_or(&[], |x| &x.playoff)
    }
    /// Skins: the elimination's winner.
    pub fn champion(&self) -> Option<Seat> {
        self.skins().and_then(|x| x.champion)
    }
    /// Skins: who places a 5-point token next.
    pub fn placing(&self) -> Option<Seat> {
        self.skins().and_then(|x| x.placing)
    }
    /// The chaos family: every green scored, in order.
    pub fn claims(&self) -> &[Claim] {
        self.chaos().map_or(&[], |x| &x.claims)
    }
    /// The chaos family: players owed extra turns after the round, first in front.
    pub fn extra(&self) -> &[Seat] {
        self.chaos().map_or(&[], |x| &x.extra)
    }
    /// The chaos family: extra turns are being taken.
    pub fn in_extra(&self) -> bool {
        self.chaos().is_some_and(|x| x.in_extra)
    }
    /// The chaos family: landed on a tee box this turn.
    pub fn landed_tee(&self) -> &[bool] {
        self.chaos().map_or(&[], |x| &x.landed_tee)
    }
    /// Kelly Golf: each player's target green.
    pub fn targets(&self) -> &[Option<u8>] {
        self.kelly().map_or(&[], |x| &x.targets)
    }
    /// Kelly Golf: the tokens each player has drawn and must choose between.
    pub fn offers(&self) -> &[Vec<u8>] {
        self.kelly().map_or(&[], |x| &x.offers)
    }
    /// Kelly Golf: the seat choosing a target now, if any.
    pub fn choosing(&self) -> Option<Seat> {
        self.kelly().and_then(Kelly::choosing)
    }
    /// Solo Chaos Golf: the opponents' club piles.
    pub fn opp_clubs(&self) -> &[Vec<Club>] {
        self.solo().map_or(&[], |x| &x.opp_clubs)
    }
    /// Chaos Teams: each team's other golfer.
    pub fn spare(&self) -> &[Hex] {
        self.teams().map_or(&[], |x| &x.spare)
    }
    /// Chaos Teams: which of the team's two golfers is being played.
    pub fn playing(&self) -> &[u8] {
        self.teams().map_or(&[], |x| &x.playing)
    }

    /// A new hole: nobody is on the green yet, no penalty strokes.
    pub fn new_hole(&mut self) {
        if let Some(x) = self.strokes_mut() {
            x.holed.iter_mut().for_each(|x| *x = false);
            x.penalties.iter_mut().for_each(|x| *x = 0);
        }
    }
    /// A new round: Solo's opponents have not scored, nor the player landed, nor a club shown.
    pub fn new_round(&mut self) {
        if let Some(x) = self.solo_mut() {
            x.solo_scored = false;
            x.landed_green = None;
            x.opp_shown.iter_mut().for_each(|x| *x = None);
        }
    }
    /// A penalty stroke for `seat`, where strokes count; whether it counted.
    pub fn add_penalty(&mut self, seat: Seat) -> bool {
        let p = self.strokes_mut().and_then(|x| x.penalties.get_mut(seat));
        p.map(|p| *p += 1).is_some()
    }
    /// `seat` is on the green, waiting for the others (where strokes count).
    pub fn set_holed(&mut self, seat: Seat) {
        if let Some(x) = self.strokes_mut().and_then(|x| x.holed.get_mut(seat)) {
            *x = true;
        }
    }
    /// The chaos family: `seat` landed on a tee box this turn (or not).
    pub fn set_landed_tee(&mut self, seat: Seat, landed: bool) {
        if let Some(x) = self.chaos_mut().and_then(|x| x.landed_tee.get_mut(seat)) {
            *x = landed;
        }
    }

    /// What a seat may see: another player's Kelly target and offers are secret (their count
    /// only); in Solo Chaos Golf, the solo deck's order, the opponents' coming targets and
    /// their face-down clubs.
    pub fn redacted(&self, seat: Option<Seat>) -> ModeState {
        let mut v = self.clone();
        if let Some(k) = v.kelly_mut() {
            k.redact(seat);
        }
        if let Some(s) = v.solo_mut() {
            s.redact();
        }
        v
    }

    /// The mode's state as `me` could find it from its view: the hidden parts dealt at random
    /// from what it has not seen (`unused`: the clubs it has not seen).
    pub fn sampled(&self, me: Option<Seat>, unused: &mut Vec<Club>, rng: &mut BotRng) -> ModeState {
        let mut ms = self.clone();
        if let ModeState::Chaos(c) = &mut ms {
            match &mut c.rule {
                ChaosRule::Solo(s) => s.sample(c.pots.len(), unused, rng),
                ChaosRule::Kelly(k) => k.sample(&c.pots, me, rng),
                _ => {}
            }
        }
        ms
    }
}
