//! The course designer's engine side. The page keeps a design (tiles, adjustment tiles, a name
//! and a signature) and its undo history; the engine compiles it, lists every problem with the
//! hex to mark, and writes the course file once there are none.
//!
//! House readings where the rulebook is silent (also on the rules page):
//! - A hole's par is the par printed on its tee tile.
//! - Holes are numbered from 1 with no gaps; a hole needs one tee and one green, and a golfer
//!   must be able to walk from the tee to the green (as in every course file).

use super::course::{CourseFile, Hex, Terrain, MAX_HOLES, MAX_SPAN};
use super::tiles::{check, TileKind, TileLayout};
use super::tiles::{compile, course_file, layout, parse_tile, place_hex, tiles};
use crate::core::game::{Particulars, RuleError};
use serde::{Deserialize, Serialize};

/// A course being laid from tiles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Design {
    pub name: String,
    #[serde(default)]
    pub designer: String,
    #[serde(default)]
    pub notes: String,
    pub layout: TileLayout,
}

/// Something that keeps the design from being a course: a stable code, the hole and the hex to
/// mark when there are some, and the engine's sentence (the page words it from the code).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub code: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hole: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<Hex>,
    /// For tiles the course cannot take (`design_bad_tiles`), the course's own code of why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause: Option<&'static str>,
    /// The particulars of the course's refusal behind it, for the page's words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub args: Option<Box<Particulars>>,
    pub message: String,
}

/// One hole as laid so far: its par (from the tee tile) and where its tee and green are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HoleSummary {
    pub par: u8,
    pub tee: Option<Hex>,
    pub green: Option<Hex>,
}

/// What the designer shows: the compiled hexes (`[q, r, letter, hole or 0]`), the holes, the
/// problems, and the course file when there are no problems.
#[derive(Debug, Clone, Serialize)]
pub struct Review {
    pub cells: Vec<(i16, i16, char, u8)>,
    pub holes: Vec<HoleSummary>,
    pub problems: Vec<Problem>,
    pub file: Option<CourseFile>,
}

fn problem(code: &'static str, hole: Option<u8>, at: Option<Hex>, message: String) -> Problem {
    Problem {
        code,
        hole,
        at,
        cause: None,
        args: None,
        message,
    }
}

/// Compiles and checks a design.
pub fn review(design: &Design) -> Review {
    let mut out = Review {
        cells: Vec::new(),
        holes: Vec::new(),
        problems: Vec::new(),
        file: None,
    };
    let cells = match compile(&design.layout) {
        Ok(cells) => cells,
        Err(mut e) => {
            out.problems.push(Problem {
                cause: Some(e.code),
                args: e.take_args(),
                ..problem("design_bad_tiles", None, None, e.message.into_owned())
            });
            return out;
        }
    };
    out.cells = cells
        .iter()
        .map(|(h, t, n)| (h.q, h.r, t.letter(), n.map_or(0, |n| n.min(255) as u8)))
        .collect();
    if design.layout.tiles.is_empty() {
        out.problems.push(problem(
            "design_empty",
            None,
            None,
            "Lay a tee tile to begin.".into(),
        ));
        return out;
    }
    if design.name.trim().is_empty() {
        out.problems.push(problem(
            "design_no_name",
            None,
            None,
            "The course needs a name.".into(),
        ));
    }
    let (holes, problems) = holes(design, &cells);
    out.holes = holes;
    out.problems.extend(problems);
    if let Some(p) = too_large(&cells) {
        out.problems.push(p);
    }
    if out.problems.is_empty() {
        let pars: Vec<u8> = out.holes.iter().map(|h| h.par).collect();
        match course_file(&design.name, &design.notes, design.layout.clone(), &pars) {
            Ok(mut file) => {
                file.designer = design.designer.trim().to_string();
                out.file = Some(file);
            }
            Err(mut e) => out.problems.push(Problem {
                args: e.take_args(),
                ..problem(e.code, None, None, e.message.into_owned())
            }),
        }
    }
    out
}

/// Each numbered hole's tee, green and par, and what is wrong with them.
fn holes(
    design: &Design,
    cells: &[(Hex, Terrain, Option<usize>)],
) -> (Vec<HoleSummary>, Vec<Problem>) {
    let mut problems = Vec::new();
    // Numbered tees and greens as (hole, hex) lists: a few dozen at most, and no B-tree code
    // in the wasm for them.
    let numbered = |t: Terrain| -> Vec<(usize, Hex)> {
        cells
            .iter()
            .filter_map(|(h, terrain, n)| n.filter(|_| *terrain == t).map(|n| (n, *h)))
            .collect()
    };
    let (tees, greens) = (numbered(Terrain::Tee), numbered(Terrain::Green));
    let last = tees.iter().chain(&greens).map(|x| x.0).max().unwrap_or(0);
    if tees.is_empty() {
        problems.push(problem(
            "design_no_holes",
            None,
            None,
            "No tee tile has a hole number yet.".into(),
        ));
    }
    if last > MAX_HOLES {
        problems.push(problem(
            "design_too_many_holes",
            None,
            None,
            format!("The holes are numbered up to {last}; a course has at most {MAX_HOLES}."),
        ));
    }
    let mut summaries = Vec::new();
    for n in 1..=last.min(MAX_HOLES) {
        let hole = Some(n as u8);
        let of = |list: &[(usize, Hex)]| -> Vec<Hex> {
            list.iter().filter(|x| x.0 == n).map(|x| x.1).collect()
        };
        let (tee, green) = (of(&tees), of(&greens));
        for (list, code, what) in [
            (&tee, "design_two_tees", "tee"),
            (&green, "design_two_greens", "green"),
        ] {
            if let Some(second) = list.get(1) {
                problems.push(problem(
                    code,
                    hole,
                    Some(*second),
                    format!("Hole {n} has a second {what}."),
                ));
            }
        }
        match (tee.first(), green.first()) {
            (None, g) => problems.push(problem(
                "design_no_tee",
                hole,
                g.copied(),
                format!("Hole {n} has no tee."),
            )),
            (Some(t), None) => problems.push(problem(
                "design_no_green",
                hole,
                Some(*t),
                format!("Hole {n} has no green."),
            )),
            (Some(t), Some(g)) if !walkable(cells, *t, *g) => problems.push(problem(
                "design_unreachable",
                hole,
                Some(*g),
                format!("Hole {n}'s green cannot be reached from its tee."),
            )),
            _ => {}
        }
        summaries.push(HoleSummary {
            par: tee_par(design, n),
            tee: tee.first().copied(),
            green: green.first().copied(),
        });
    }
    (summaries, problems)
}

/// The par printed on hole `n`'s tee tile (3 when it has none yet).
fn tee_par(design: &Design, n: usize) -> u8 {
    design
        .layout
        .tiles
        .iter()
        .filter(|t| t.hole.map(usize::from) == Some(n))
        .find_map(|t| parse_tile(&t.tile))
        .map_or(3, |(card, side)| card.face(side).par.clamp(3, 5))
}

/// A golfer can walk from `from` to `to` over hexes one may stand on (`cells` sorted by hex).
fn walkable(cells: &[(Hex, Terrain, Option<usize>)], from: Hex, to: Hex) -> bool {
    let standable = |h: &Hex| {
        cells
            .binary_search_by_key(h, |c| c.0)
            .is_ok_and(|i| cells[i].1.standable())
    };
    let mut seen = vec![from];
    let mut next = 0;
    while let Some(&h) = seen.get(next) {
        if h == to {
            return true;
        }
        next += 1;
        for n in h.neighbours() {
            if standable(&n) && !seen.contains(&n) {
                seen.push(n);
            }
        }
    }
    false
}

fn too_large(cells: &[(Hex, Terrain, Option<usize>)]) -> Option<Problem> {
    let span = |f: fn(Hex) -> i32| {
        let v = cells.iter().map(|c| f(c.0));
        v.clone().max().unwrap_or(0) - v.min().unwrap_or(0) + 1
    };
    let (cols, rows) = (span(|h| h.to_offset().0), span(|h| h.to_offset().1));
    (cols > MAX_SPAN || rows > MAX_SPAN).then(|| {
        problem(
            "design_too_large",
            None,
            None,
            format!("The course spans {cols} columns and {rows} rows; at most {MAX_SPAN} each."),
        )
    })
}

/// A course file opened in the designer: it must record its tiles, and its map must be what
/// they make (a map edited by hand afterwards would be lost).
pub fn from_file(file: &CourseFile) -> Result<Design, RuleError> {
    check(file)?;
    let Some(layout) = layout(file)? else {
        return Err(RuleError::new(
            "design_no_layout",
            "This course was drawn hex by hex, not laid from tiles, so the designer cannot edit it.",
        ));
    };
    Ok(Design {
        name: file.name.clone(),
        designer: file.designer.clone(),
        notes: file.notes.clone(),
        layout,
    })
}

/// The tile set as the designer's palette shows it.
#[derive(Debug, Clone, Serialize)]
pub struct Palette {
    /// The axial offsets of a face's 13 places from the tile's centre (see tiles.rs).
    pub places: Vec<Hex>,
    pub tiles: Vec<PaletteTile>,
    /// The hazard letter on each adjustment tile's other face.
    pub adjustments: Vec<char>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PaletteTile {
    pub id: u8,
    pub kind: TileKind,
    pub faces: [PaletteFace; 2],
}

#[derive(Debug, Clone, Serialize)]
pub struct PaletteFace {
    pub stars: u8,
    pub par: u8,
    pub greens: usize,
    /// The 13 places' letters, arrow east.
    pub map: String,
}

pub fn palette() -> Palette {
    let origin = Hex::new(0, 0);
    Palette {
        places: (0..13).map(|p| place_hex(origin, 0, p)).collect(),
        tiles: tiles()
            .iter()
            .map(|card| PaletteTile {
                id: card.id,
                kind: card.kind,
                faces: card.faces.map(|f| PaletteFace {
                    stars: f.stars,
                    par: f.par,
                    greens: f.greens().count(),
                    map: f.cells.iter().map(|t| t.letter()).collect(),
                }),
            })
            .collect(),
        adjustments: super::tiles::adjustments()
            .iter()
            .map(|t| t.letter())
            .collect(),
    }
}

/// The hexes a tile would cover at lattice position `at` turned `turn` times, with its face's
/// terrains (corner thirds included): the designer's preview before a tile is laid.
pub fn footprint(tile: &str, at: Hex, turn: u8) -> Result<Vec<(i16, i16, char)>, RuleError> {
    let (card, side) = parse_tile(tile).ok_or_else(|| {
        RuleError::with(
            "design_bad_tiles",
            || vec![("tile", tile.into())],
            || format!("No tile is called {tile} (1A to 49B)."),
        )
    })?;
    let face = card.face(side);
    Ok((0..13)
        .map(|p| {
            let h = place_hex(at, turn % 6, p);
            (h.q, h.r, face.cells[p].letter())
        })
        .collect())
}
