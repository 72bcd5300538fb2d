//! Where a ball goes: the flight along a card's path or a wood's straight line (Playing From
//! the Rough, Chipping, trees and out of bounds), and a bunker exit's outcome.

use super::{Holes18, Landing};
use crate::core::game::Seat;
use crate::games::holes18::cards::{
    Bunker, Club, ClubRule, Deck, Face, Path, Shot, Step, LONGEST_DRIVE,
};
use crate::games::holes18::course::{left, right, Course, Dir, Hex, Terrain};

/// Where a flight goes, written once: hands each hex passed to `pass` (in order) and returns
/// the landing. The bots weigh every path of every card and only want the landing, so they
/// pass a no-op and nothing is allocated.
fn flight(
    course: &Course,
    from: Hex,
    dir: Dir,
    mut steps: impl ExactSizeIterator<Item = Step>,
    chip: bool,
    fly_over: bool,
    mut pass: impl FnMut(Hex),
) -> Landing {
    let turn = |s: Step| match s {
        Step::S => dir,
        Step::L => left(dir),
        Step::R => right(dir),
    };
    let land = |h: Hex| match course.terrain(h) {
        None | Some(Terrain::Clubhouse) => Landing::Out,
        Some(_) => Landing::At(h),
    };
    if chip && steps.len() == 2 {
        if let (Some(s1), Some(s2)) = (steps.next(), steps.next()) {
            let p1 = from.step(turn(s1));
            let p2 = p1.step(turn(s2));
            let (t1, t2) = (course.terrain(p1), course.terrain(p2));
            if cannot_cross(t1, fly_over) {
                pass(p1);
                return Landing::Out;
            }
            if t2 == Some(Terrain::Trees) {
                if t1 == Some(Terrain::Trees) {
                    return Landing::At(from);
                }
                pass(p1);
                return land(p1);
            }
            pass(p1);
            pass(p2);
            return land(p2);
        }
    }
    let mut last = from;
    for s in steps {
        let c = last.step(turn(s));
        let t = course.terrain(c);
        if cannot_cross(t, fly_over) {
            pass(c);
            return Landing::Out;
        }
        if t == Some(Terrain::Trees) {
            return land(last);
        }
        pass(c);
        last = c;
    }
    land(last)
}

/// A ball may not pass over off-course space (a hex with no terrain) but in the fly-over
/// variant (Out of Bounds). Takes the terrain the caller already looked up: flights are hot.
fn cannot_cross(terrain: Option<Terrain>, fly_over: bool) -> bool {
    !fly_over && terrain.is_none()
}

/// Whether a club can be played from a ball lying on `lie` (`Holes18::usable`).
pub(super) fn usable_from(lie: Terrain, club: Club) -> bool {
    match club.rule() {
        ClubRule::TeeOnly => lie == Terrain::Tee,
        _ => !(club.is_wood() && lie == Terrain::Bunker),
    }
}

impl Holes18 {
    /// Whether every chip card sends a chip aimed `dir` out of bounds: each chip path passes
    /// over the neighbouring hex first. (A Super from the chip deck is played from deck 3,
    /// whose paths may still land.)
    pub fn chip_always_out(&self, seat: Seat, dir: Dir) -> bool {
        let over = self.course.terrain(self.pos[seat].step(dir));
        cannot_cross(over, self.config.fly_over)
    }

    pub(super) fn terrain_at(&self, seat: Seat) -> Terrain {
        self.course
            .terrain(self.pos[seat])
            .unwrap_or(Terrain::Rough)
    }

    pub(super) fn in_bunker(&self, seat: Seat) -> bool {
        self.terrain_at(seat) == Terrain::Bunker
    }

    /// Whether a club can be played from where the ball lies (for the selection-time reset).
    pub fn usable(&self, seat: Seat, club: Club) -> bool {
        usable_from(self.terrain_at(seat), club)
    }

    /// Does a shot from here with this club and card use the rough path?
    pub(crate) fn rough_start(&self, seat: Seat, club: Club, chip_card: bool) -> bool {
        if chip_card || club.rule() == ClubRule::NoRoughPenalty {
            return false;
        }
        if self.golfers_water_is_rough(seat) {
            return true; // golfer hook
        }
        matches!(
            self.terrain_at(seat),
            Terrain::Rough | Terrain::Water | Terrain::Bunker
        )
    }

    /// The path of a card for this seat's shot (None if the card has no flight).
    pub(super) fn path_of(
        &self,
        seat: Seat,
        club: Club,
        card: Shot,
        path: usize,
    ) -> Option<&'static [Step]> {
        let chip = card.deck() == Deck::C;
        let p: Path = match card.face() {
            Face::Flight(ps) => *ps.get(path)?,
            Face::LongestDrive if path == 0 => LONGEST_DRIVE,
            _ => return None,
        };
        Some(if self.rough_start(seat, club, chip) {
            p.rough
        } else {
            p.fairway
        })
    }

    /// Where this seat's shot with `card` along `path` in `dir` goes.
    pub fn shot_outcome(
        &self,
        seat: Seat,
        club: Club,
        card: Shot,
        dir: Dir,
        path: usize,
    ) -> Option<(Vec<Hex>, Landing)> {
        let mut passed = Vec::new();
        let landing = self.shot_flight(seat, club, card, dir, path, |h| passed.push(h))?;
        Some((passed, landing))
    }

    /// `shot_outcome` handing each hex passed to `pass`: with a no-op, the bots' hot path asks
    /// for a landing without building a path.
    pub fn shot_flight(
        &self,
        seat: Seat,
        club: Club,
        card: Shot,
        dir: Dir,
        path: usize,
        pass: impl FnMut(Hex),
    ) -> Option<Landing> {
        let steps = self.path_of(seat, club, card, path)?;
        Some(flight(
            &self.course,
            self.pos[seat],
            dir,
            steps.iter().copied(),
            card.deck() == Deck::C,
            self.config.fly_over,
            pass,
        ))
    }

    /// Every flight of `card` for this seat's shot, handed to `each` as (aim, path, landing):
    /// the six aims of each path in turn, the path read once for all six. The bots weigh every
    /// aim of every card they might draw.
    pub fn shot_flights(
        &self,
        seat: Seat,
        club: Club,
        card: Shot,
        mut each: impl FnMut(Dir, usize, Landing),
    ) {
        for path in 0..card.path_count() {
            let Some(steps) = self.path_of(seat, club, card, path) else {
                continue;
            };
            for dir in 0..6 {
                let landing = flight(
                    &self.course,
                    self.pos[seat],
                    dir,
                    steps.iter().copied(),
                    card.deck() == Deck::C,
                    self.config.fly_over,
                    |_| {},
                );
                each(dir, path, landing);
            }
        }
    }

    /// A wood's flight.
    pub fn wood_outcome(&self, seat: Seat, club: Club, dir: Dir) -> (Vec<Hex>, Landing) {
        let mut passed = Vec::new();
        let landing = self.wood_flight(seat, club, dir, |h| passed.push(h));
        (passed, landing)
    }

    /// `wood_outcome` handing each hex passed to `pass` (see `shot_flight`).
    pub fn wood_flight(&self, seat: Seat, club: Club, dir: Dir, pass: impl FnMut(Hex)) -> Landing {
        let (fair, rough) = match club.card().reach {
            crate::games::holes18::cards::Reach::Wood(f, r) => (f, r),
            _ => (0, 0),
        };
        let n = if self.rough_start(seat, club, false) {
            rough
        } else {
            fair
        };
        // Straight on `n` times: no step list to allocate.
        let steps = std::iter::repeat_n(Step::S, usize::from(n));
        flight(
            &self.course,
            self.pos[seat],
            dir,
            steps,
            false,
            self.config.fly_over,
            pass,
        )
    }

    /// Where a bunker exit towards `dir` ends for this icon.
    pub fn bunker_outcome(&self, seat: Seat, dir: Dir, icon: Bunker) -> Landing {
        let from = self.pos[seat];
        let to = match icon {
            Bunker::Stay => return Landing::At(from),
            Bunker::Left => from.step(left(dir)),
            Bunker::Target => from.step(dir),
            Bunker::Right => from.step(right(dir)),
        };
        match self.course.terrain(to) {
            None | Some(Terrain::Clubhouse) => Landing::Out,
            Some(Terrain::Trees) => Landing::At(from),
            Some(_) => Landing::At(to),
        }
    }
}
