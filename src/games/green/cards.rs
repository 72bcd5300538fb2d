//! GREEN components: the 45 golf clubs, the 8 course cards and the scoring progression card. All
//! three are house designs kept as data (`clubs.json`, `course.json`) so a player who owns the
//! printed game can correct them; the rules code reads only these types.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::OnceLock;

/// The six club types. Both Iron designs are Irons and both Wedge designs are Wedges (this
/// matters for taking clubs back and for the end-of-game bonus).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Wood,
    Putter,
    Hybrid,
    Iron,
    Wedge,
    Chipper,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Wood,
        Kind::Putter,
        Kind::Hybrid,
        Kind::Iron,
        Kind::Wedge,
        Kind::Chipper,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn code(self) -> &'static str {
        match self {
            Kind::Wood => "wood",
            Kind::Putter => "putter",
            Kind::Hybrid => "hybrid",
            Kind::Iron => "iron",
            Kind::Wedge => "wedge",
            Kind::Chipper => "chipper",
        }
    }
}

/// How a club's strike is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Strike {
    /// The strike for wind 1..6, in order (the card's die columns).
    Wind([u8; 6]),
    /// Any strike from 0 up to this value, the player's choice.
    Choose(u8),
    /// Always this strike.
    Fixed(u8),
}

impl Strike {
    /// The card values a player may read for this wind (one value unless it is a choice).
    pub fn values(self, wind: u8) -> std::ops::RangeInclusive<u8> {
        match self {
            Strike::Wind(t) => {
                let v = t[usize::from(wind.clamp(1, 6)) - 1];
                v..=v
            }
            Strike::Choose(max) => 0..=max,
            Strike::Fixed(v) => v..=v,
        }
    }
    pub fn reads_wind(self) -> bool {
        matches!(self, Strike::Wind(_))
    }
    /// The longest strike this club can give at this wind.
    pub fn max(self, wind: u8) -> u8 {
        *self.values(wind).end()
    }
}

/// One printed club design.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Design {
    pub code: &'static str,
    pub kind: Kind,
    pub strike: Strike,
    pub count: usize,
}

/// A club card, named by its design (cards of one design are interchangeable). Travels as the
/// design's code, e.g. `"iron_432"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(type = "string"))]
pub struct Club(pub u8);

impl Club {
    pub fn design(self) -> &'static Design {
        // Club values are only ever made from the data table (`from_code`, `full_set`).
        &CLUBS[usize::from(self.0).min(CLUBS.len() - 1)]
    }
    pub fn kind(self) -> Kind {
        self.design().kind
    }
    pub fn strike(self) -> Strike {
        self.design().strike
    }
    pub fn code(self) -> &'static str {
        self.design().code
    }
    /// A plain name for messages: the type and the printed strike, e.g. "Iron 4/3/2".
    pub fn name(self) -> String {
        let kind = match self.kind() {
            Kind::Wood => "Wood",
            Kind::Putter => "Putter",
            Kind::Hybrid => "Hybrid",
            Kind::Iron => "Iron",
            Kind::Wedge => "Wedge",
            Kind::Chipper => "Chipper",
        };
        match self.strike() {
            Strike::Wind(t) if t[0] == t[1] && t[2] == t[3] && t[4] == t[5] => {
                format!("{kind} {}/{}/{}", t[0], t[2], t[4])
            }
            Strike::Wind(t) => format!("{kind} {}", t.map(|v| v.to_string()).join("/")),
            Strike::Choose(max) => format!("{kind} 0-{max}"),
            Strike::Fixed(v) => format!("{kind} {v}"),
        }
    }
    pub fn from_code(code: &str) -> Option<Club> {
        CLUBS
            .iter()
            .position(|d| d.code == code)
            .map(|i| Club(i as u8))
    }
}

impl Serialize for Club {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Club {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Club, D::Error> {
        let code = String::deserialize(d)?;
        Club::from_code(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("there is no club '{code}'")))
    }
}

/// One space of a course card, from the tee side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Space {
    /// How many balls may stop here.
    pub circles: u8,
    /// A lake is an occupied space: no ball may stop on it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub lake: bool,
    /// A shot starting here is shorter by this much.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub bunker: u8,
    /// A shot starting here is longer by this much.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub height: u8,
}

fn is_false(b: &bool) -> bool {
    !*b
}
fn is_zero(v: &u8) -> bool {
    *v == 0
}

impl Space {
    /// Balls that may stop here (a lake holds none).
    pub fn capacity(self) -> u8 {
        if self.lake {
            0
        } else {
            self.circles
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CourseCard {
    pub id: u8,
    pub spaces: Vec<Space>,
}

// `CLUBS` (the designs, a constant: the rules read a club's kind and strike at every candidate
// shot) from clubs.json, `COURSE` (id, spaces) and `PROGRESSION`
// from course.json: checked and compiled in by build.rs.
include!(concat!(env!("OUT_DIR"), "/green_clubs.rs"));
include!(concat!(env!("OUT_DIR"), "/green_course.rs"));

fn course_file() -> &'static (Vec<CourseCard>, Vec<u8>) {
    static FILE: OnceLock<(Vec<CourseCard>, Vec<u8>)> = OnceLock::new();
    FILE.get_or_init(|| {
        let cards = COURSE
            .iter()
            .map(|&(id, spaces)| CourseCard {
                id,
                spaces: spaces.to_vec(),
            })
            .collect();
        (cards, PROGRESSION.to_vec())
    })
}

/// Every club design, in data order (a `Club` is an index into this list).
pub fn all_designs() -> &'static [Design] {
    CLUBS
}

/// What a club reads at each wind, precomputed for the bots' estimates (playouts read it at
/// every turn): the longest strike and the set of strikes (bit i = strike i).
pub fn reach(club: Club, wind: u8) -> (u8, u32) {
    static TABLE: OnceLock<Vec<[(u8, u32); 6]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        CLUBS
            .iter()
            .map(|d| {
                core::array::from_fn(|w| {
                    let r = d.strike.values(w as u8 + 1);
                    let mask = r.clone().filter(|v| *v < 32).fold(0u32, |m, v| m | 1 << v);
                    (*r.end(), mask)
                })
            })
            .collect()
    });
    table
        .get(usize::from(club.0))
        .map(|t| t[usize::from(wind.clamp(1, 6)) - 1])
        .unwrap_or((0, 0))
}

/// The 45 clubs, sorted.
pub fn full_set() -> &'static [Club] {
    static SET: OnceLock<Vec<Club>> = OnceLock::new();
    SET.get_or_init(|| {
        CLUBS
            .iter()
            .enumerate()
            .flat_map(|(i, d)| std::iter::repeat_n(Club(i as u8), d.count))
            .collect()
    })
}

/// The 8 course cards.
pub fn course_cards() -> &'static [CourseCard] {
    &course_file().0
}

/// The points printed on each space of the scoring progression card, bottom to top.
pub fn progression() -> &'static [u8] {
    &course_file().1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_45_clubs_of_six_types_8_course_cards_of_3_or_4_spaces() {
        assert_eq!(full_set().len(), 45);
        for kind in Kind::ALL {
            assert!(
                full_set().iter().filter(|c| c.kind() == kind).count() >= 6,
                "{kind:?}"
            );
        }
        let mut codes: Vec<&str> = all_designs().iter().map(|d| d.code).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), all_designs().len(), "codes are unique");
        assert_eq!(course_cards().len(), 8);
        for (i, card) in course_cards().iter().enumerate() {
            assert_eq!(usize::from(card.id), i);
            assert!((3..=4).contains(&card.spaces.len()));
            for s in &card.spaces {
                assert!(s.lake == (s.circles == 0), "a lake has no circles");
                assert!(!(s.bunker > 0 && s.height > 0));
            }
        }
        assert_eq!(progression().first(), Some(&0));
        assert_eq!(progression().last(), Some(&16));
        assert!(progression().windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn the_rulebook_examples_are_among_the_designs() {
        let strike = |code: &str| Club::from_code(code).unwrap().strike();
        assert_eq!(strike("wood_135"), Strike::Wind([1, 1, 3, 3, 5, 5]));
        assert_eq!(strike("putter_2"), Strike::Choose(2));
        assert_eq!(strike("hybrid_3"), Strike::Fixed(3));
        assert_eq!(strike("iron_432").values(4), 3..=3, "Andrew's Iron");
        assert_eq!(strike("iron_432").values(5), 2..=2);
        assert_eq!(strike("iron_c3"), Strike::Choose(3));
        assert_eq!(strike("chipper_2"), Strike::Fixed(2));
        let wedge = strike("wedge_42");
        assert!((1..=6).all(|w| matches!(wedge.max(w), 2 | 4)));
    }

    /// The page words a club from its code alone (`www/js/games/green.js`), so every code must
    /// spell its strike: `kind_c3` or `putter_3` choose 0-3, `kind_3` is fixed, three digits read
    /// winds 1-2/3-4/5-6 and two digits winds 1-3/4-6.
    #[test]
    fn club_codes_spell_their_strike() {
        for d in all_designs() {
            let (kind, spec) = d.code.split_once('_').unwrap();
            assert_eq!(kind, d.kind.code(), "{}", d.code);
            let digits: Vec<u8> = spec
                .trim_start_matches('c')
                .bytes()
                .map(|b| b - b'0')
                .collect();
            let want = match (
                spec.starts_with('c') || d.kind == Kind::Putter,
                digits.as_slice(),
            ) {
                (true, [max]) => Strike::Choose(*max),
                (false, [v]) => Strike::Fixed(*v),
                (false, [a, b, c]) => Strike::Wind([*a, *a, *b, *b, *c, *c]),
                (false, [a, b]) => Strike::Wind([*a, *a, *a, *b, *b, *b]),
                _ => panic!("{}: a code the page cannot read", d.code),
            };
            assert_eq!(d.strike, want, "{}", d.code);
        }
    }

    #[test]
    fn clubs_travel_as_their_code() {
        let c = Club::from_code("wedge_3").unwrap();
        assert_eq!(serde_json::to_string(&c).unwrap(), "\"wedge_3\"");
        assert_eq!(serde_json::from_str::<Club>("\"wedge_3\"").unwrap(), c);
        assert!(serde_json::from_str::<Club>("\"driver_9\"").is_err());
        assert!(serde_json::from_str::<Club>("3").is_err());
        assert_eq!(c.name(), "Wedge 3");
        assert_eq!(Club::from_code("iron_432").unwrap().name(), "Iron 4/3/2");
        assert_eq!(
            Club::from_code("wedge_42").unwrap().name(),
            "Wedge 4/4/4/2/2/2"
        );
    }
}
