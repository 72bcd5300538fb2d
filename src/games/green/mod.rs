//! GREEN: a linear course of cards, a wind die, a market of golf clubs, caddie tokens, three holes
//! (par 3, 4 and 5) and the Pro Golfers variant.

pub mod bot;
pub mod cards;
pub mod rules;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::{Club, Kind, Space, Strike};
pub use rules::{
    Ball, Golfer, GolferUse, Green, GreenAction, GreenConfig, GreenEvent, Mark, Phase, Played,
    Power, Shot, Step,
};
pub use view::GreenView;
