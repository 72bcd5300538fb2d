//! An 18 Holes course: one pointy-top hex grid in axial coordinates, a terrain on every cell,
//! out of bounds everywhere else, and the holes in order (tee, green, par).
//!
//! Courses are JSON files a person can write by hand (`courses/README.md` explains the format):
//! a map of rows of terrain letters, odd rows shifted half a hex to the right, plus optional
//! single cells in axial coordinates (what the game exports), plus the holes' pars. The loader
//! refuses anything malformed with a stable code and a sentence that says where.

use super::tiles::LayoutText;
use crate::core::game::{Particular, RuleError};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

/// A hex in axial coordinates (pointy-top). Travels as `[q, r]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(from = "[i16; 2]", into = "[i16; 2]")]
#[cfg_attr(test, ts(as = "[i16; 2]"))]
pub struct Hex {
    pub q: i16,
    pub r: i16,
}

impl From<[i16; 2]> for Hex {
    fn from(a: [i16; 2]) -> Hex {
        Hex { q: a[0], r: a[1] }
    }
}

impl From<Hex> for [i16; 2] {
    fn from(h: Hex) -> [i16; 2] {
        [h.q, h.r]
    }
}

/// The six directions, counter-clockwise from east: E, NE, NW, W, SW, SE. Turning 60 degrees
/// left adds 1, right subtracts 1 (mod 6).
pub const DIRS: [(i16, i16); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// A direction 0..5 (see `DIRS`).
pub type Dir = u8;

pub fn left(d: Dir) -> Dir {
    (d + 1) % 6
}

pub fn right(d: Dir) -> Dir {
    (d + 5) % 6
}

impl Hex {
    pub const fn new(q: i16, r: i16) -> Hex {
        Hex { q, r }
    }
    pub fn step(self, d: Dir) -> Hex {
        let (dq, dr) = DIRS[usize::from(d % 6)];
        Hex {
            q: self.q + dq,
            r: self.r + dr,
        }
    }
    pub fn neighbours(self) -> [Hex; 6] {
        core::array::from_fn(|d| self.step(d as Dir))
    }
    pub fn distance(self, o: Hex) -> u16 {
        let dq = i32::from(self.q) - i32::from(o.q);
        let dr = i32::from(self.r) - i32::from(o.r);
        ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u16
    }
    /// The direction from this hex to an adjacent one.
    pub fn dir_to(self, o: Hex) -> Option<Dir> {
        (0..6).find(|d| self.step(*d) == o)
    }
    /// Offset coordinates (column, row) of the map: odd rows sit half a hex to the right.
    pub fn to_offset(self) -> (i32, i32) {
        let r = i32::from(self.r);
        (i32::from(self.q) + (r - (r & 1)) / 2, r)
    }
    pub fn from_offset(col: i32, row: i32) -> Hex {
        Hex {
            q: (col - (row - (row & 1)) / 2) as i16,
            r: row as i16,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Fairway,
    Rough,
    Bunker,
    Water,
    /// Water on a fairway: a water hazard that plays as fairway afterwards.
    Lake,
    /// A fenced tree hazard: stops flights, never landed on.
    Trees,
    Green,
    Tee,
    /// Landing here is out of bounds.
    Clubhouse,
}

impl Terrain {
    /// The map letter (tees and greens may carry a hole number after it).
    pub fn letter(self) -> char {
        match self {
            Terrain::Fairway => 'f',
            Terrain::Rough => 'r',
            Terrain::Bunker => 'b',
            Terrain::Water => 'w',
            Terrain::Lake => 'l',
            Terrain::Trees => 't',
            Terrain::Green => 'G',
            Terrain::Tee => 'T',
            Terrain::Clubhouse => 'h',
        }
    }
    fn from_letter(c: char) -> Option<Terrain> {
        Some(match c {
            'f' => Terrain::Fairway,
            'r' => Terrain::Rough,
            'b' => Terrain::Bunker,
            'w' => Terrain::Water,
            'l' => Terrain::Lake,
            't' => Terrain::Trees,
            'G' => Terrain::Green,
            'T' => Terrain::Tee,
            'h' => Terrain::Clubhouse,
            _ => return None,
        })
    }
    /// A golfer may stand here (not trees, not the clubhouse).
    pub fn standable(self) -> bool {
        !matches!(self, Terrain::Trees | Terrain::Clubhouse)
    }
}

const LEGEND: &str = "f fairway, r rough, b bunker, w water, l water on fairway, t trees, \
                      G green, T tee box, h clubhouse, . nothing (out of bounds); a tee or green \
                      of a hole carries its number, e.g. T1 and G1";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Hole {
    pub par: u8,
    pub tee: Hex,
    pub green: Hex,
}

/// One hole's entry in a course file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct HoleSpec {
    pub par: u8,
}

/// One cell given in axial coordinates (`t` is a map token such as `"f"` or `"G3"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct CellSpec {
    pub q: i32,
    pub r: i32,
    pub t: String,
}

/// A course file as written (see `courses/README.md`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct CourseFile {
    pub name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub designer: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
    /// Map rows, top first: whitespace-separated tokens, row `r` column `c` is the hex at
    /// offset (c, r); odd rows sit half a hex to the right (leading spaces are only for the eye).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rows: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cells: Vec<CellSpec>,
    pub holes: Vec<HoleSpec>,
    /// The tiles the course was laid from (see tiles.rs): kept so it can be edited again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<LayoutText>,
}

pub const MAX_HOLES: usize = 18;
/// The largest map, in rows and in columns.
pub const MAX_SPAN: i32 = 80;

#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Course {
    pub name: String,
    pub designer: String,
    pub notes: String,
    /// The bounding box in offset coordinates.
    col0: i32,
    row0: i32,
    width: i32,
    height: i32,
    cells: Vec<Option<Terrain>>,
    pub holes: Vec<Hole>,
    /// For each hole, the number of one-hex moves from each cell to its green (around trees
    /// and the clubhouse, through hazards); `u16::MAX` where the green cannot be walked to.
    walks: Vec<Vec<u16>>,
    /// The tiles the course was laid from, if it was.
    pub layout: Option<LayoutText>,
}

fn bad(code: &'static str, message: impl Into<Cow<'static, str>>) -> RuleError {
    RuleError::new(code, message)
}

/// Where a cell is written in a course file, for messages: worded only when something is wrong,
/// so loading a good course formats nothing per cell.
#[derive(Clone, Copy)]
enum Place {
    Row { row: usize, col: usize },
    Cell { index: usize, q: i32, r: i32 },
}

impl Place {
    /// Where, for the page's words (`err_where_row`, `err_where_cell`): counted from 1.
    fn args(self) -> Vec<(&'static str, Particular)> {
        match self {
            Place::Row { row, col } => vec![("row", (row + 1).into()), ("col", (col + 1).into())],
            Place::Cell { index, q, r } => vec![
                ("cell", (index + 1).into()),
                ("q", q.into()),
                ("r", r.into()),
            ],
        }
    }

    /// Where, with more particulars after it.
    fn and(self, more: Vec<(&'static str, Particular)>) -> Vec<(&'static str, Particular)> {
        let mut args = self.args();
        args.extend(more);
        args
    }
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match *self {
            Place::Row { row, col } => write!(f, "row {}, column {}", row + 1, col + 1),
            Place::Cell { index, q, r } => write!(f, "cell {} (q {q}, r {r})", index + 1),
        }
    }
}

/// A map token: terrain letter, and the hole number for a tee or green.
fn token(tok: &str, at: Place) -> Result<(Terrain, Option<usize>), RuleError> {
    let mut chars = tok.chars();
    let first = chars.next().unwrap_or('.');
    let rest = chars.as_str();
    let unknown = || {
        RuleError::with(
            "course_unknown_terrain",
            || at.and(vec![("token", tok.into())]),
            || format!("{at}: '{tok}' is not a terrain ({LEGEND})."),
        )
    };
    let Some(t) = Terrain::from_letter(first) else {
        return Err(unknown());
    };
    if rest.is_empty() {
        return Ok((t, None));
    }
    match (t, rest.parse::<usize>()) {
        (Terrain::Tee | Terrain::Green, Ok(n)) if n >= 1 => Ok((t, Some(n))),
        _ => Err(unknown()),
    }
}

impl Course {
    /// Reads a course file's text.
    pub fn parse(text: &str) -> Result<Course, RuleError> {
        let file: CourseFile = crate::core::wire::from_text(text).map_err(|e| {
            bad(
                "course_malformed",
                format!("This course file is not readable: {e}"),
            )
        })?;
        Course::load(&file)
    }

    /// Checks a course file and builds the course.
    pub fn load(file: &CourseFile) -> Result<Course, RuleError> {
        if file.name.trim().is_empty() {
            return Err(bad("course_no_name", "The course has no name."));
        }
        let mut placed: Vec<(Hex, Terrain, Option<usize>, Place)> = Vec::new();
        for (row, line) in file.rows.iter().enumerate() {
            for (col, tok) in line.split_whitespace().enumerate() {
                if tok == "." {
                    continue;
                }
                let at = Place::Row { row, col };
                let (t, n) = token(tok, at)?;
                placed.push((Hex::from_offset(col as i32, row as i32), t, n, at));
            }
        }
        for (i, c) in file.cells.iter().enumerate() {
            let at = Place::Cell {
                index: i,
                q: c.q,
                r: c.r,
            };
            let (t, n) = token(&c.t, at)?;
            let (Ok(q), Ok(r)) = (i16::try_from(c.q), i16::try_from(c.r)) else {
                return Err(RuleError::with(
                    "course_too_large",
                    || at.and(vec![("why", "far".into())]),
                    || format!("{at}: too far from the rest of the course."),
                ));
            };
            placed.push((Hex::new(q, r), t, n, at));
        }
        if placed.is_empty() {
            return Err(bad("course_empty", "The course has no cells."));
        }
        let cols = placed.iter().map(|p| p.0.to_offset().0);
        let rows = placed.iter().map(|p| p.0.to_offset().1);
        let (col0, col1) = (cols.clone().min().unwrap_or(0), cols.max().unwrap_or(0));
        let (row0, row1) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
        let (width, height) = (col1 - col0 + 1, row1 - row0 + 1);
        if width > MAX_SPAN || height > MAX_SPAN {
            return Err(RuleError::with(
                "course_too_large",
                || {
                    vec![
                        ("why", "span".into()),
                        ("cols", width.into()),
                        ("rows", height.into()),
                        ("max", MAX_SPAN.into()),
                    ]
                },
                || {
                    format!(
                        "The course spans {width} columns and {height} rows; at most {MAX_SPAN} each."
                    )
                },
            ));
        }
        let holes_n = file.holes.len();
        if holes_n == 0 {
            return Err(bad("course_no_holes", "The course has no holes."));
        }
        if holes_n > MAX_HOLES {
            return Err(RuleError::with(
                "course_too_many_holes",
                || vec![("n", holes_n.into()), ("max", MAX_HOLES.into())],
                || format!("The course lists {holes_n} holes; at most {MAX_HOLES}."),
            ));
        }
        for (i, h) in file.holes.iter().enumerate() {
            if !(3..=5).contains(&h.par) {
                return Err(RuleError::with(
                    "course_bad_par",
                    || vec![("hole", (i + 1).into()), ("par", h.par.into())],
                    || format!("Hole {}: par {} (a hole is a par 3, 4 or 5).", i + 1, h.par),
                ));
            }
        }
        let mut course = Course {
            name: file.name.trim().to_string(),
            designer: file.designer.clone(),
            notes: file.notes.clone(),
            col0,
            row0,
            width,
            height,
            cells: vec![None; (width * height) as usize],
            holes: Vec::new(),
            walks: Vec::new(),
            layout: file.layout.clone(),
        };
        let mut tees: Vec<Option<Hex>> = vec![None; holes_n];
        let mut greens: Vec<Option<Hex>> = vec![None; holes_n];
        for (hex, t, n, at) in &placed {
            let i = course.index(*hex).unwrap_or(0);
            if course.cells[i].is_some() {
                return Err(RuleError::with(
                    "course_overlap",
                    || at.and(vec![("hq", hex.q.into()), ("hr", hex.r.into())]),
                    || format!("{at}: this hex (q {}, r {}) is given twice.", hex.q, hex.r),
                ));
            }
            course.cells[i] = Some(*t);
            if let Some(n) = *n {
                if n > holes_n {
                    return Err(RuleError::with(
                        "course_unknown_hole",
                        || at.and(vec![("hole", n.into()), ("holes", holes_n.into())]),
                        || {
                            format!(
                                "{at}: hole {n} is marked but the course lists {holes_n} holes."
                            )
                        },
                    ));
                }
                let (slot, what) = if *t == Terrain::Tee {
                    (&mut tees[n - 1], "tee")
                } else {
                    (&mut greens[n - 1], "green")
                };
                if slot.replace(*hex).is_some() {
                    return Err(RuleError::with(
                        if *t == Terrain::Tee {
                            "course_two_tees"
                        } else {
                            "course_two_greens"
                        },
                        || at.and(vec![("hole", n.into())]),
                        || format!("{at}: hole {n} has a second {what}."),
                    ));
                }
            }
        }
        for (i, spec) in file.holes.iter().enumerate() {
            let Some(tee) = tees[i] else {
                return Err(RuleError::with(
                    "course_no_tee",
                    || vec![("hole", (i + 1).into())],
                    || format!("Hole {} has no tee box (mark one T{}).", i + 1, i + 1),
                ));
            };
            let Some(green) = greens[i] else {
                return Err(RuleError::with(
                    "course_no_green",
                    || vec![("hole", (i + 1).into())],
                    || format!("Hole {} has no green (mark one G{}).", i + 1, i + 1),
                ));
            };
            course.holes.push(Hole {
                par: spec.par,
                tee,
                green,
            });
        }
        course.walks = course.walk_maps();
        for (i, walk) in course.walks.iter().enumerate() {
            let tee = course.holes[i].tee;
            if walk[course.index(tee).unwrap_or(0)] == u16::MAX {
                return Err(RuleError::with(
                    "course_unreachable",
                    || vec![("hole", (i + 1).into())],
                    || {
                        format!(
                        "Hole {}: the green cannot be reached from the tee (trees, the clubhouse or the edge of the course cut it off).",
                        i + 1
                    )
                    },
                ));
            }
        }
        Ok(course)
    }

    fn index(&self, h: Hex) -> Option<usize> {
        let (c, r) = h.to_offset();
        let (c, r) = (c - self.col0, r - self.row0);
        if c < 0 || r < 0 || c >= self.width || r >= self.height {
            return None;
        }
        Some((r * self.width + c) as usize)
    }

    /// The terrain of a hex; `None` is out of bounds.
    pub fn terrain(&self, h: Hex) -> Option<Terrain> {
        self.index(h).and_then(|i| self.cells[i])
    }

    pub fn standable(&self, h: Hex) -> bool {
        self.terrain(h).is_some_and(Terrain::standable)
    }

    /// Every cell of the course with its terrain, row by row.
    pub fn cells(&self) -> impl Iterator<Item = (Hex, Terrain)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(i, t)| t.map(|t| (self.hex_at(i), t)))
    }

    /// The hex of cell `i` (the inverse of `index`).
    fn hex_at(&self, i: usize) -> Hex {
        let i = i as i32;
        Hex::from_offset(self.col0 + i % self.width, self.row0 + i / self.width)
    }

    /// One-hex moves from `h` to hole `hole`'s green (`u16::MAX`: no way).
    pub fn walk(&self, hole: usize, h: Hex) -> u16 {
        match (self.walks.get(hole), self.index(h)) {
            (Some(w), Some(i)) => w[i],
            _ => u16::MAX,
        }
    }

    /// Each hole's walking distances to its green. One table of every cell's standable
    /// neighbours serves all the holes' breadth-first walks: the hex arithmetic is done once per
    /// cell, not once per cell and hole (an 18-hole course loads in a fraction of the time).
    fn walk_maps(&self) -> Vec<Vec<u16>> {
        let mut starts = Vec::with_capacity(self.cells.len() + 1);
        let mut links: Vec<u32> = Vec::with_capacity(self.cells.len() * 6);
        for (i, cell) in self.cells.iter().enumerate() {
            starts.push(links.len());
            if cell.is_none() {
                continue;
            }
            for n in self.hex_at(i).neighbours() {
                if let Some(j) = self.index(n).filter(|_| self.standable(n)) {
                    links.push(j as u32);
                }
            }
        }
        starts.push(links.len());
        self.holes
            .iter()
            .map(|hole| {
                let mut dist = vec![u16::MAX; self.cells.len()];
                // A list read from the front is the queue (every cell enters once), lighter in
                // the wasm than a VecDeque.
                let mut queue: Vec<u32> = Vec::new();
                if let Some(i) = self.index(hole.green) {
                    dist[i] = 0;
                    queue.push(i as u32);
                }
                let mut next = 0;
                while let Some(&i) = queue.get(next) {
                    next += 1;
                    let (i, d) = (i as usize, dist[i as usize]);
                    for &j in &links[starts[i]..starts[i + 1]] {
                        if dist[j as usize] == u16::MAX {
                            dist[j as usize] = d + 1;
                            queue.push(j);
                        }
                    }
                }
                dist
            })
            .collect()
    }

    /// The course as a file: the map rows (leading space on odd rows) and the holes.
    pub fn to_file(&self) -> CourseFile {
        let mut tags: Vec<(Hex, String)> = Vec::new();
        for (i, h) in self.holes.iter().enumerate() {
            tags.push((h.tee, format!("T{}", i + 1)));
            tags.push((h.green, format!("G{}", i + 1)));
        }
        // Rows start at offset row 0: shift with blank rows if the course starts lower, and
        // give cells explicitly if it starts above row 0 or left of column 0.
        if self.row0 >= 0 && self.col0 >= 0 {
            let mut all = vec![String::new(); self.row0 as usize];
            for r in 0..self.height {
                let row = self.row0 + r;
                // Odd rows sit half a hex to the right; a hex off the map (the columns left
                // of the course too) is a dot. Each token is written straight into the row.
                let mut line = String::from(if row & 1 == 1 { " " } else { "" });
                for c in 0..self.col0 + self.width {
                    if c > 0 {
                        line.push(' ');
                    }
                    let h = Hex::from_offset(c, row);
                    match tags.iter().find(|(x, _)| *x == h) {
                        Some((_, t)) => line.push_str(t),
                        None => line.push(self.terrain(h).map_or('.', Terrain::letter)),
                    }
                }
                all.push(line);
            }
            return CourseFile {
                name: self.name.clone(),
                designer: self.designer.clone(),
                notes: self.notes.clone(),
                rows: all,
                cells: Vec::new(),
                holes: self.holes.iter().map(|h| HoleSpec { par: h.par }).collect(),
                layout: self.layout.clone(),
            };
        }
        let cells = self
            .cells()
            .map(|(h, t)| CellSpec {
                q: i32::from(h.q),
                r: i32::from(h.r),
                t: tags
                    .iter()
                    .find(|(x, _)| *x == h)
                    .map(|(_, s)| s.clone())
                    .unwrap_or_else(|| t.letter().to_string()),
            })
            .collect();
        CourseFile {
            name: self.name.clone(),
            designer: self.designer.clone(),
            notes: self.notes.clone(),
            rows: Vec::new(),
            cells,
            holes: self.holes.iter().map(|h| HoleSpec { par: h.par }).collect(),
            layout: self.layout.clone(),
        }
    }
}

/// A shared course inside game states and views: cloned for free, travels as its file.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(as = "CourseFile"))]
pub struct CourseRef(pub Arc<Course>);

impl std::ops::Deref for CourseRef {
    type Target = Course;
    fn deref(&self) -> &Course {
        &self.0
    }
}

impl Serialize for CourseRef {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.to_file().serialize(s)
    }
}

impl<'de> Deserialize<'de> for CourseRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CourseRef, D::Error> {
        let file = CourseFile::deserialize(d)?;
        Course::load(&file)
            .map(|c| CourseRef(Arc::new(c)))
            .map_err(|e| serde::de::Error::custom(e.message))
    }
}

/// A shipped course's file text as build.rs writes it.
macro_rules! shipped_text {
    ($id:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/courses/", $id, ".json"))
    };
}

/// The courses that ship with the game: id and file text (`courses/<id>.json`, as build.rs
/// writes it without the spaces that line its map up).
pub const SHIPPED: &[(&str, &str)] = &[
    ("starter", shipped_text!("starter")),
    ("lakeside-nine", shipped_text!("lakeside-nine")),
    ("clubhouse-eighteen", shipped_text!("clubhouse-eighteen")),
    ("chaos-commons", shipped_text!("chaos-commons")),
];

/// A shipped course by id, loaded once: each the first time a game asks for it, so a game on
/// the Starter Course does not wait for Clubhouse Eighteen to load (a first game's start).
pub fn shipped(id: &str) -> Option<CourseRef> {
    static LOADED: [OnceLock<Option<CourseRef>>; SHIPPED.len()] =
        [const { OnceLock::new() }; SHIPPED.len()];
    let i = SHIPPED.iter().position(|(k, _)| *k == id)?;
    LOADED[i]
        .get_or_init(|| {
            Course::parse(SHIPPED[i].1)
                .ok()
                .map(|c| CourseRef(Arc::new(c)))
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(rows: &[&str], pars: &[u8]) -> CourseFile {
        CourseFile {
            name: "Test".into(),
            designer: String::new(),
            notes: String::new(),
            rows: rows.iter().map(|s| s.to_string()).collect(),
            cells: Vec::new(),
            holes: pars.iter().map(|p| HoleSpec { par: *p }).collect(),
            layout: None,
        }
    }

    fn code(f: &CourseFile) -> &'static str {
        Course::load(f).map(|_| "ok").unwrap_or_else(|e| e.code)
    }

    #[test]
    fn axial_and_offset_coordinates_agree() {
        for r in -5..5 {
            for c in -5..5 {
                let h = Hex::from_offset(c, r);
                assert_eq!(h.to_offset(), (c, r));
            }
        }
        // Odd rows sit half a hex right: (0,1) touches (0,0) and (1,0).
        let a = Hex::from_offset(0, 1);
        assert_eq!(a.distance(Hex::from_offset(0, 0)), 1);
        assert_eq!(a.distance(Hex::from_offset(1, 0)), 1);
        assert_eq!(a.distance(Hex::from_offset(-1, 0)), 2);
        let o = Hex::new(0, 0);
        for d in 0..6 {
            assert_eq!(o.step(d).distance(o), 1);
            assert_eq!(o.dir_to(o.step(d)), Some(d));
            assert_eq!(left(right(d)), d);
        }
        assert_eq!(o.distance(Hex::new(3, -1)), 3);
    }

    #[test]
    fn a_small_course_loads_and_exports_the_same() {
        let f = file(&["T1 f f r", " r f b G1", "h t w l ."], &[3]);
        let c = Course::load(&f).unwrap();
        assert_eq!(c.holes.len(), 1);
        assert_eq!(c.terrain(Hex::from_offset(0, 0)), Some(Terrain::Tee));
        assert_eq!(c.terrain(Hex::from_offset(3, 1)), Some(Terrain::Green));
        assert_eq!(c.terrain(Hex::from_offset(2, 1)), Some(Terrain::Bunker));
        assert_eq!(c.terrain(Hex::from_offset(3, 2)), Some(Terrain::Lake));
        assert_eq!(c.terrain(Hex::from_offset(4, 2)), None);
        assert_eq!(c.terrain(Hex::from_offset(0, 2)), Some(Terrain::Clubhouse));
        assert_eq!(c.walk(0, c.holes[0].green), 0);
        assert_eq!(c.walk(0, c.holes[0].tee), 4);
        let back = Course::load(&c.to_file()).unwrap();
        assert_eq!(back, c);
        // The JSON round trip through a state.
        let r = CourseRef(Arc::new(c));
        let text = serde_json::to_string(&r).unwrap();
        let again: CourseRef = serde_json::from_str(&text).unwrap();
        assert_eq!(again, r);
    }

    #[test]
    fn exported_cells_load_anywhere_on_the_grid() {
        let f = CourseFile {
            cells: vec![
                CellSpec {
                    q: -3,
                    r: -2,
                    t: "T1".into(),
                },
                CellSpec {
                    q: -2,
                    r: -2,
                    t: "f".into(),
                },
                CellSpec {
                    q: -1,
                    r: -2,
                    t: "G1".into(),
                },
            ],
            ..file(&[], &[3])
        };
        let c = Course::load(&f).unwrap();
        assert_eq!(c.walk(0, Hex::new(-3, -2)), 2);
        assert_eq!(Course::load(&c.to_file()).unwrap(), c);
    }

    #[test]
    fn loader_errors_name_what_is_wrong() {
        assert_eq!(code(&file(&["T1 f x G1"], &[3])), "course_unknown_terrain");
        assert_eq!(code(&file(&["T1 f F G1"], &[3])), "course_unknown_terrain");
        assert_eq!(code(&file(&["T1 f f3 G1"], &[3])), "course_unknown_terrain");
        assert_eq!(code(&file(&["T1 f f r"], &[3])), "course_no_green");
        assert_eq!(code(&file(&["T f f G1"], &[3])), "course_no_tee");
        assert_eq!(code(&file(&["T1 f f G1 T1"], &[3])), "course_two_tees");
        assert_eq!(code(&file(&["T1 G1 f G1"], &[3])), "course_two_greens");
        assert_eq!(code(&file(&["T1 f G1 T2 G2"], &[3])), "course_unknown_hole");
        assert_eq!(code(&file(&["T1 t G1"], &[3])), "course_unreachable");
        assert_eq!(code(&file(&["T1 h G1"], &[3])), "course_unreachable");
        assert_eq!(code(&file(&["T1 . G1"], &[3])), "course_unreachable");
        assert_eq!(code(&file(&["T1 f G1"], &[6])), "course_bad_par");
        assert_eq!(code(&file(&["T1 f G1"], &[])), "course_no_holes");
        assert_eq!(code(&file(&["T1 f G1"], &[3; 19])), "course_too_many_holes");
        assert_eq!(code(&file(&[". ."], &[3])), "course_empty");
        let mut long = file(&["T1 f G1"], &[3]);
        long.rows.push(vec!["f"; 90].join(" "));
        assert_eq!(code(&long), "course_too_large");
        let mut over = file(&["T1 f G1"], &[3]);
        over.cells.push(CellSpec {
            q: 1,
            r: 0,
            t: "r".into(),
        });
        assert_eq!(code(&over), "course_overlap");
        let mut twice = file(&[], &[3]);
        twice.cells = vec![
            CellSpec {
                q: 0,
                r: 0,
                t: "T1".into(),
            },
            CellSpec {
                q: 1,
                r: 0,
                t: "G1".into(),
            },
            CellSpec {
                q: 1,
                r: 0,
                t: "f".into(),
            },
        ];
        assert_eq!(code(&twice), "course_overlap");
        let mut unnamed = file(&["T1 f G1"], &[3]);
        unnamed.name = "  ".into();
        assert_eq!(code(&unnamed), "course_no_name");
        let e = Course::parse(
            r#"{"name": "x", "rows": ["T1 G1"], "holes": [{"par": 3}], "tiles": []}"#,
        )
        .unwrap_err();
        assert_eq!(e.code, "course_malformed");
        assert!(e.message.contains("tiles"), "{}", e.message);
        let e = Course::load(&file(&["T1 f", " r q G1"], &[3])).unwrap_err();
        assert!(e.message.starts_with("row 2, column 2"), "{}", e.message);
        // The page words it from its particulars, in the reader's language.
        assert_eq!(e.arg("row"), Some(&Particular::Num(2)));
        assert_eq!(e.arg("col"), Some(&Particular::Num(2)));
        assert_eq!(e.arg("token"), Some(&Particular::Words("q".into())));
    }

    #[test]
    fn every_shipped_course_loads() {
        for (id, text) in SHIPPED {
            let c = Course::parse(text).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert!(shipped(id).is_some());
            for (i, h) in c.holes.iter().enumerate() {
                assert_eq!(c.terrain(h.tee), Some(Terrain::Tee), "{id} hole {}", i + 1);
                assert_eq!(
                    c.terrain(h.green),
                    Some(Terrain::Green),
                    "{id} hole {}",
                    i + 1
                );
            }
        }
    }
}
