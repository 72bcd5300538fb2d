//! What the page needs to lay out the 18 Holes table, and nothing it can work out itself: the
//! viewer's view and legal moves, what each move that hits the ball would do (the planner's odds
//! for each hex it can reach, or its flight and landing), the course's terrain as map rows, and
//! the printed cards' facts. The page's own code (`holes18-scene*.js`) draws from these, as
//! chessground's board draws from the legal moves it is handed: it never works out a rule.

use crate::core::game::{Determinize, Game, Seat};
use crate::core::rng::bot_rng;
use crate::games::holes18::cards::{Deck, Face, Step, LONGEST_DRIVE};
use crate::games::holes18::course::{Course, Hex, Hole};
use crate::games::holes18::modes::solo_cards;
use crate::games::holes18::planner;
use crate::games::holes18::rules::{Holes18, HolesAction, HolesEvent, Landing, Phase};
use crate::games::holes18::{Club, HolesView, Shot};
use crate::scene::Drawable;
use serde::Serialize;

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct HolesTable {
    /// Tells the page this is a table to lay out, not a finished scene.
    pub table: &'static str,
    pub view: HolesView,
    /// The last action's events (empty unless the page animates).
    pub events: Vec<HolesEvent>,
    pub map: MapRows,
    /// Each hole's tee, green and par (the view carries the course as its file).
    pub holes: Vec<Hole>,
    /// The viewer's legal moves, in the engine's order.
    pub moves: Vec<Move>,
    /// Solo Chaos Golf: the solo card's turns (true: combined scoring).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub solo_turns: Option<&'static [bool]>,
}

/// The course's terrain: one letter per hex in offset rows from `(col0, row0)`, `.` off it.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MapRows {
    pub col0: i32,
    pub row0: i32,
    pub rows: Vec<String>,
}

/// A legal move and what it would do.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Move {
    pub action: HolesAction,
    /// The chance of ending on each hex it can reach (a shot drawn from a deck), in thousandths:
    /// the page shows whole percents, and the planner's sums were measured to differ in their
    /// last bit between the browser and a native build; rounded, they cross the same in both.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub odds: Vec<(Hex, u16)>,
    /// The hexes it flies over and where it lands (a wood shot, a chosen card). A chosen card
    /// without one cannot fly from here and is not offered.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub flight: Option<Flight>,
    /// A chip aimed over a gap in the course: every chip card goes out of bounds.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub out: bool,
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Flight {
    pub path: Vec<Hex>,
    pub landing: Landing,
}

/// 18 Holes hands the page a table rather than a scene: the layout is the page's
/// (`www/js/games/holes18-table.js`), at whatever size it draws.
impl Drawable for Holes18 {
    type Table = HolesTable;
    fn scene(view: &HolesView, events: &[HolesEvent], _: f64, _: f64) -> HolesTable {
        table(view, events)
    }
}

/// The table as `view.seat` sees it, from its view alone.
pub fn table(view: &HolesView, events: &[HolesEvent]) -> HolesTable {
    let viewer = view.seat;
    // A state that agrees with everything the viewer knows, for the legal moves and the planner.
    let state = viewer.map(|s| Holes18::determinize(view, s, &mut bot_rng(0)));
    let moves = match (&state, viewer) {
        (Some(g), Some(s)) => g
            .legal_actions(s)
            .into_iter()
            .map(|a| facts(g, view, s, a))
            .collect(),
        _ => Vec::new(),
    };
    HolesTable {
        table: "holes18",
        view: view.clone(),
        events: events.to_vec(),
        map: map_rows(&view.course),
        holes: view.course.holes.clone(),
        moves,
        solo_turns: view
            .mode_state
            .solo()
            .and_then(|s| s.solo_card)
            .and_then(|c| solo_cards().get(usize::from(c)))
            .map(|c| c.turns),
    }
}

fn facts(g: &Holes18, view: &HolesView, seat: Seat, action: HolesAction) -> Move {
    let mut m = Move {
        action,
        odds: Vec::new(),
        flight: None,
        out: false,
    };
    let my_turn = view.phase == Phase::Turn && view.to_move.contains(&seat);
    match action {
        HolesAction::Wood(d) => {
            let club = g.selected(seat).unwrap_or(Club(1));
            let (path, landing) = g.wood_outcome(seat, club, d);
            m.flight = Some(Flight { path, landing });
        }
        HolesAction::Shoot { stack, dir, path } => {
            let card = view
                .shot
                .as_ref()
                .and_then(|s| Some((s.club, *s.stacks.get(usize::from(stack))?.last()?)));
            if let Some((club, card)) = card {
                m.flight = g
                    .shot_outcome(seat, club, card, dir, usize::from(path))
                    .map(|(path, landing)| Flight { path, landing });
            }
        }
        HolesAction::Play { dir, .. } if my_turn => {
            m.out = dir.is_some_and(|d| g.chip_always_out(seat, d));
            m.odds = thousandths(planner::odds(g, seat, &action));
        }
        HolesAction::BigHit
        | HolesAction::ResetHand
        | HolesAction::PeekClub(_)
        | HolesAction::Switch
        | HolesAction::Bunker { .. }
            if my_turn =>
        {
            m.odds = thousandths(planner::odds(g, seat, &action));
        }
        _ => {}
    }
    m
}

fn thousandths(odds: planner::Odds) -> Vec<(Hex, u16)> {
    odds.into_iter()
        .map(|(h, p)| (h, (p * 1000.0).round() as u16))
        .collect()
}

/// The terrain as one letter per hex in offset rows.
fn map_rows(course: &Course) -> MapRows {
    let offs: Vec<((i32, i32), char)> = course
        .cells()
        .map(|(h, t)| (h.to_offset(), t.letter()))
        .collect();
    let col0 = offs.iter().map(|o| o.0 .0).min().unwrap_or(0);
    let col1 = offs.iter().map(|o| o.0 .0).max().unwrap_or(0);
    let row0 = offs.iter().map(|o| o.0 .1).min().unwrap_or(0);
    let row1 = offs.iter().map(|o| o.0 .1).max().unwrap_or(0);
    let mut rows = vec![vec!['.'; (col1 - col0 + 1) as usize]; (row1 - row0 + 1) as usize];
    for ((c, r), letter) in offs {
        rows[(r - row0) as usize][(c - col0) as usize] = letter;
    }
    MapRows {
        col0,
        row0,
        rows: rows.into_iter().map(String::from_iter).collect(),
    }
}

/// The printed cards as the page draws them, by id (clubs 1..34, shots 0..73 in the list's
/// order of ids).
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Cards {
    pub clubs: Vec<ClubFacts>,
    pub shots: Vec<ShotFacts>,
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ClubFacts {
    pub id: u8,
    pub name: &'static str,
    pub init: u8,
    /// The decks it draws from, low to high (none for a wood).
    pub decks: &'static [Deck],
    /// Cards drawn per shot (0 for a wood).
    pub draw: u8,
    /// A wood's hexes straight from the fairway and from the rough.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub wood: Option<(u8, u8)>,
    /// The deck a Big Hit draws from, if the club allows one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub big: Option<Deck>,
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ShotFacts {
    pub id: u8,
    pub deck: Deck,
    /// "flight", "super", "short", "shuffle" or "longest".
    pub face: &'static str,
    /// The deck a super or short card draws its replacement from.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub to: Option<Deck>,
    /// Each flight path from the fairway (several on a wild card; the Longest Drive's six).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub paths: Vec<&'static [Step]>,
}

pub fn cards() -> Cards {
    use crate::games::holes18::cards::Reach;
    Cards {
        clubs: Club::all()
            .map(|c| ClubFacts {
                id: c.0,
                name: c.name(),
                init: c.init(),
                decks: c.decks(),
                draw: c.draw(),
                wood: match c.card().reach {
                    Reach::Wood(f, r) => Some((f, r)),
                    Reach::Decks(..) => None,
                },
                big: c.big_hit_deck(),
            })
            .collect(),
        shots: Shot::all()
            .map(|s| {
                let (face, to, paths) = match s.face() {
                    Face::Flight(ps) => ("flight", None, ps.iter().map(|p| p.fairway).collect()),
                    Face::Super(d) => ("super", Some(d), Vec::new()),
                    Face::Short(d) => ("short", Some(d), Vec::new()),
                    Face::Shuffle => ("shuffle", None, Vec::new()),
                    Face::LongestDrive => ("longest", None, vec![LONGEST_DRIVE.fairway]),
                };
                ShotFacts {
                    id: s.0,
                    deck: s.deck(),
                    face,
                    to,
                    paths,
                }
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests;
