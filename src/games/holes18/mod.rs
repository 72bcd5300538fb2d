//! 18 Holes: a hex-tile golf course, five clubs drafted from 34, five shot decks of flight
//! maps, hazards, and Match Play (first to each green takes the flag).

pub mod bot;
pub mod cards;
pub mod course;
pub mod golfers;
pub mod modes;
pub mod planner;
pub mod rules;
pub mod view;

#[cfg(test)]
mod modes_tests;
#[cfg(test)]
mod tests;

pub use cards::{Bunker, Club, Deck, Face, Shot, Step};
pub use course::{Course, CourseFile, CourseRef, Hex, Terrain};
pub use golfers::{Choice, Golfer, GolferCard, SeatGolfer, Side};
pub use rules::{
    ClubSetup, Holes18, HolesAction, HolesConfig, HolesEvent, Landing, Phase, Shooting, Water,
};
pub use view::HolesView;
