//! 18 Holes: a hex-tile golf course, five clubs drafted from 34, five shot decks of flight
//! maps, hazards, and Match Play (first to each green takes the flag).

use crate::core::game::Game;

pub mod bot;
pub mod cards;
pub mod course;
pub mod designer;
pub mod golfers;
pub mod modes;
pub mod planner;
pub mod rules;
pub mod sheet;
pub mod tiles;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::{Bunker, Club, Deck, Face, Shot, Step};
pub use course::{Course, CourseFile, CourseRef, Hex, Terrain};
pub use golfers::{Choice, Golfer, GolferCard, SeatGolfer, Side};
pub use rules::{
    ClubSetup, Holes18, HolesAction, HolesConfig, HolesEvent, Landing, Phase, Shooting, Water,
};
pub use view::HolesView;

/// 18 Holes' entry in the catalog: club selections are secret until everyone has chosen. It
/// lists the modes with their player counts, the shipped courses and the golfers, so the page
/// offers exactly what the rules accept.
pub fn info() -> crate::core::catalog::GameInfo {
    use crate::core::catalog::{wire_name, GameInfo, ModeInfo};
    let mut info = GameInfo::new(Holes18::ID, rules::MIN_PLAYERS, rules::MAX_PLAYERS, true);
    info.modes = modes::Mode::ALL
        .iter()
        .map(|m| {
            let (min_players, max_players) = m.players();
            ModeInfo {
                id: wire_name(m),
                min_players,
                max_players,
                chaos: m.chaos(),
                counts_strokes: m.counts_strokes(),
            }
        })
        .collect();
    info.courses = course::SHIPPED.iter().map(|(id, _)| *id).collect();
    info.golfers = Golfer::ALL.iter().map(wire_name).collect();
    // What each kind of green claim scores (Chaos Golf, Kelly Golf, Chaos Teams), by the
    // kind's name in events and claims.
    use modes::ClaimKind;
    for (name, kind) in [
        ("five", ClaimKind::Five),
        ("two", ClaimKind::Two),
        ("own_target", ClaimKind::OwnTarget),
        ("other_target", ClaimKind::OtherTarget { of: 0 }),
        ("flag", ClaimKind::Flag),
    ] {
        info.numbers.insert(name, kind.points());
    }
    info
}
