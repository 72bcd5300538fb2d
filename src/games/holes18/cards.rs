//! 18 Holes components: the 34 printed club cards (`clubs.json`) and the 74 shot cards of the
//! five shot decks (`shots.json`: the printed specials plus the house-designed flight cards).
//! Both files are checked and compiled in by build.rs; the rules read only these types.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A shot deck. The chip deck is `C`; numbers order the decks by distance, so a Big Hit draws
/// from `highest + 1` and the chip deck sits below deck 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[repr(u8)]
#[cfg_attr(test, ts(type = r#""C" | "2" | "3" | "4" | "5""#))]
pub enum Deck {
    C = 1,
    D2 = 2,
    D3 = 3,
    D4 = 4,
    D5 = 5,
}

impl Deck {
    pub const ALL: [Deck; 5] = [Deck::C, Deck::D2, Deck::D3, Deck::D4, Deck::D5];
    /// 0 for C .. 4 for deck 5.
    pub fn index(self) -> usize {
        self as usize - 1
    }
    pub fn from_number(n: u8) -> Option<Deck> {
        Deck::ALL.get(usize::from(n).wrapping_sub(1)).copied()
    }
    pub fn above(self) -> Option<Deck> {
        Deck::from_number(self as u8 + 1)
    }
    pub fn name(self) -> &'static str {
        ["C", "2", "3", "4", "5"][self.index()]
    }
}

impl Serialize for Deck {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Deck {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Deck, D::Error> {
        let name = String::deserialize(d)?;
        Deck::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .ok_or_else(|| serde::de::Error::custom(format!("there is no shot deck '{name}'")))
    }
}

/// How a club moves the ball.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Draw this many cards (1, or 2 and play one) from one of these decks (low to high).
    Decks(&'static [Deck], u8),
    /// A wood: this many hexes straight from the fairway, and from the rough.
    Wood(u8, u8),
}

/// The printed exceptions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClubRule {
    Plain,
    /// The Driver: only from a tee box.
    TeeOnly,
    /// Hybrids: no penalty from the rough.
    NoRoughPenalty,
    /// The Lob Wedge: no direction declared before drawing from the chip deck.
    NoDeclare,
    /// The Sand Wedge: a bunker is rough when this club is played.
    BunkerAsRough,
}

/// One printed club card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClubCard {
    /// 1..34, the card's number in `clubs.json`.
    pub id: u8,
    pub name: &'static str,
    /// Lowest plays first; every value 1..34 is printed once.
    pub init: u8,
    pub reach: Reach,
    pub big_hit: bool,
    pub rule: ClubRule,
    /// Starter hand 0..4 (A..E).
    pub letter: Option<u8>,
    /// 0, or 3 / 5 for the 3+ and 5+ cards.
    pub mark: u8,
}

/// One step of a flight path, relative to the aimed direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "HolesStep"))]
pub enum Step {
    /// Straight on.
    S,
    /// 60 degrees left of the aim.
    L,
    /// 60 degrees right of the aim.
    R,
}

/// A flight: from the fairway and from the rough (the same for chip cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Path {
    pub fairway: &'static [Step],
    pub rough: &'static [Step],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// One path, or several for a wild card (the player picks).
    Flight(&'static [Path]),
    /// Draw a replacement from this (higher) deck.
    Super(Deck),
    /// Draw a replacement from this (lower) deck.
    Short(Deck),
    /// Shuffle this deck's discards back in, then draw a replacement from it.
    Shuffle,
    /// Six hexes straight (stopped by trees); kept as a memento when played.
    LongestDrive,
}

/// The bunker icon: where a ball leaving a bunker goes, relative to the declared target hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Bunker {
    Stay,
    Left,
    Target,
    Right,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShotCard {
    pub deck: Deck,
    pub face: Face,
    pub bunker: Bunker,
}

// `CLUBS` from clubs.json and `SHOTS` from shots.json, checked and compiled in by build.rs.
include!(concat!(env!("OUT_DIR"), "/holes18_clubs.rs"));
include!(concat!(env!("OUT_DIR"), "/holes18_shots.rs"));

pub const CLUB_COUNT: usize = 34;
pub const SHOT_COUNT: usize = 74;

/// A club card, by its printed id (1..34). Travels as that number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(transparent)]
#[cfg_attr(test, ts(rename = "HolesClub"))]
pub struct Club(pub u8);

impl<'de> Deserialize<'de> for Club {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Club, D::Error> {
        let id = u8::deserialize(d)?;
        if (1..=CLUB_COUNT as u8).contains(&id) {
            Ok(Club(id))
        } else {
            Err(serde::de::Error::custom(format!(
                "there is no club card {id}"
            )))
        }
    }
}

impl Club {
    pub fn card(self) -> &'static ClubCard {
        &CLUBS[usize::from(self.0).clamp(1, CLUB_COUNT) - 1]
    }
    pub fn init(self) -> u8 {
        self.card().init
    }
    pub fn name(self) -> &'static str {
        self.card().name
    }
    pub fn rule(self) -> ClubRule {
        self.card().rule
    }
    /// The decks this club draws from (none for woods).
    pub fn decks(self) -> &'static [Deck] {
        match self.card().reach {
            Reach::Decks(d, _) => d,
            Reach::Wood(..) => &[],
        }
    }
    /// Cards drawn per shot (0 for woods).
    pub fn draw(self) -> u8 {
        match self.card().reach {
            Reach::Decks(_, n) => n,
            Reach::Wood(..) => 0,
        }
    }
    pub fn is_wood(self) -> bool {
        matches!(self.card().reach, Reach::Wood(..))
    }
    /// The deck a Big Hit draws from, if the club allows one.
    pub fn big_hit_deck(self) -> Option<Deck> {
        if !self.card().big_hit {
            return None;
        }
        self.decks().last().and_then(|d| d.above())
    }
    pub fn all() -> impl Iterator<Item = Club> {
        (1..=CLUB_COUNT as u8).map(Club)
    }
}

/// The club pool for a player count: 1-2 players leave out the 3+ and 5+ cards (18 clubs),
/// 3-4 players the 5+ cards (26), 5 players use all 34.
pub fn club_pool(players: usize) -> Vec<Club> {
    Club::all()
        .filter(|c| match c.card().mark {
            0 => true,
            3 => players >= 3,
            _ => players >= 5,
        })
        .collect()
}

/// The first-game hand with this letter (0 = A .. 4 = E), sorted.
pub fn starter_hand(letter: u8) -> Vec<Club> {
    Club::all()
        .filter(|c| c.card().letter == Some(letter))
        .collect()
}

/// A shot card, by its index 0..73 in `shots.json` order (deck C first). Travels as that number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(transparent)]
#[cfg_attr(test, ts(rename = "HolesShot"))]
pub struct Shot(pub u8);

impl<'de> Deserialize<'de> for Shot {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Shot, D::Error> {
        let id = u8::deserialize(d)?;
        if usize::from(id) < SHOT_COUNT {
            Ok(Shot(id))
        } else {
            Err(serde::de::Error::custom(format!(
                "there is no shot card {id}"
            )))
        }
    }
}

impl Shot {
    pub fn card(self) -> &'static ShotCard {
        &SHOTS[usize::from(self.0).min(SHOT_COUNT - 1)]
    }
    pub fn deck(self) -> Deck {
        self.card().deck
    }
    pub fn face(self) -> Face {
        self.card().face
    }
    pub fn bunker(self) -> Bunker {
        self.card().bunker
    }
    /// True for Super, Short and Shuffle: the card asks for a replacement.
    pub fn redraws(self) -> bool {
        matches!(self.face(), Face::Super(_) | Face::Short(_) | Face::Shuffle)
    }
    /// The number of ways to fly this card (1, several for a wild card, 0 for a redraw card).
    pub fn path_count(self) -> usize {
        match self.face() {
            Face::Flight(p) => p.len(),
            Face::LongestDrive => 1,
            _ => 0,
        }
    }
    pub fn all() -> impl Iterator<Item = Shot> {
        (0..SHOT_COUNT as u8).map(Shot)
    }
    /// Every card of one deck.
    pub fn of_deck(deck: Deck) -> impl Iterator<Item = Shot> {
        Shot::all().filter(move |s| s.deck() == deck)
    }
}

/// Longest Drive's flight: six straight from the fairway, five from the rough.
pub const LONGEST_DRIVE: Path = Path {
    fairway: &[Step::S; 6],
    rough: &[Step::S; 5],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_34_club_cards_each_initiative_once() {
        assert_eq!(Club::all().count(), 34);
        let mut inits: Vec<u8> = Club::all().map(Club::init).collect();
        inits.sort_unstable();
        assert_eq!(inits, (1..=34).collect::<Vec<u8>>());
        for c in Club::all() {
            assert_eq!(c.card().id, c.0);
        }
    }

    #[test]
    fn draft_clubs_pool_by_player_count_18_26_34() {
        assert_eq!(club_pool(1).len(), 18);
        assert_eq!(club_pool(2).len(), 18);
        assert_eq!(club_pool(3).len(), 26);
        assert_eq!(club_pool(4).len(), 26);
        assert_eq!(club_pool(5).len(), 34);
        // One of each club type in the smallest pool.
        let mut names: Vec<&str> = club_pool(2).iter().map(|c| c.name()).collect();
        names.dedup();
        assert_eq!(names.len(), 18);
    }

    #[test]
    fn your_first_game_starter_hands_a_to_e_five_clubs_each() {
        let all: Vec<Club> = (0..5).flat_map(starter_hand).collect();
        assert_eq!(all.len(), 25);
        let mut dedup = all.clone();
        dedup.sort_unstable();
        dedup.dedup();
        assert_eq!(dedup.len(), 25);
        let a: Vec<&str> = starter_hand(0).iter().map(|c| c.name()).collect();
        assert_eq!(
            a,
            ["2 Iron", "4 Iron", "6 Iron", "8 Wood", "Pitching Wedge"]
        );
    }

    #[test]
    fn big_hits_one_deck_above_the_highest_shown() {
        let by_name = |n: &str| Club::all().find(|c| c.name() == n).unwrap();
        assert_eq!(by_name("4 Iron").big_hit_deck(), Some(Deck::D5));
        assert_eq!(by_name("3 Iron").big_hit_deck(), Some(Deck::D5));
        assert_eq!(by_name("7 Iron").big_hit_deck(), Some(Deck::D4));
        assert_eq!(by_name("9 Iron").big_hit_deck(), Some(Deck::D3));
        assert_eq!(by_name("8 Hybrid").big_hit_deck(), Some(Deck::D3));
        for n in [
            "Driver",
            "2 Iron",
            "3 Wood",
            "Pitching Wedge",
            "Lob Wedge",
            "Sand Wedge",
        ] {
            assert_eq!(by_name(n).big_hit_deck(), None, "{n}");
        }
    }

    #[test]
    fn shot_decks_74_cards_with_the_printed_specials() {
        let sizes: Vec<usize> = Deck::ALL
            .iter()
            .map(|d| Shot::of_deck(*d).count())
            .collect();
        assert_eq!(sizes, [14, 14, 16, 15, 15]);
        let supers: Vec<(Deck, Deck)> = Shot::all()
            .filter_map(|s| match s.face() {
                Face::Super(to) => Some((s.deck(), to)),
                _ => None,
            })
            .collect();
        assert_eq!(
            supers,
            [
                (Deck::C, Deck::D3),
                (Deck::D2, Deck::D3),
                (Deck::D3, Deck::D4),
                (Deck::D4, Deck::D5)
            ]
        );
        let shorts: Vec<(Deck, Deck)> = Shot::all()
            .filter_map(|s| match s.face() {
                Face::Short(to) => Some((s.deck(), to)),
                _ => None,
            })
            .collect();
        assert_eq!(
            shorts,
            [
                (Deck::D3, Deck::D2),
                (Deck::D4, Deck::D3),
                (Deck::D5, Deck::D4)
            ]
        );
        for d in Deck::ALL {
            assert_eq!(
                Shot::of_deck(d)
                    .filter(|s| s.face() == Face::Shuffle)
                    .count(),
                1
            );
        }
        assert_eq!(
            Shot::all()
                .filter(|s| s.face() == Face::LongestDrive)
                .count(),
            1
        );
    }

    #[test]
    fn wild_cards_offer_a_few_paths_eight_at_most() {
        // The legal shots keep a wild card's out-of-bounds paths in one byte (rules/shot.rs).
        assert!(Shot::all().all(|s| s.path_count() <= 8));
        assert!(Shot::all().any(|s| s.path_count() > 1));
    }

    #[test]
    fn playing_from_the_rough_chip_cards_travel_2_and_others_one_less_from_the_rough() {
        for s in Shot::all() {
            if let Face::Flight(paths) = s.face() {
                for p in paths {
                    if s.deck() == Deck::C {
                        assert_eq!(p.fairway.len(), 2);
                        assert_eq!(p.fairway, p.rough);
                        assert_eq!(p.fairway[0], Step::S);
                    } else {
                        assert_eq!(p.rough.len() + 1, p.fairway.len());
                        assert!(p.fairway.len() <= 5);
                    }
                }
            }
        }
    }

    #[test]
    fn shots_travel_as_numbers_and_decks_as_names() {
        assert_eq!(serde_json::to_string(&Shot(7)).unwrap(), "7");
        assert!(serde_json::from_str::<Shot>("74").is_err());
        assert_eq!(serde_json::to_string(&Deck::C).unwrap(), "\"C\"");
        assert_eq!(serde_json::from_str::<Deck>("\"4\"").unwrap(), Deck::D4);
        assert!(serde_json::from_str::<Club>("0").is_err());
        assert_eq!(serde_json::from_str::<Club>("34").unwrap(), Club(34));
    }
}
