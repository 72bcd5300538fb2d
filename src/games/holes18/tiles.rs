//! The course tiles of 18 Holes and Quick Course Setup: 49 double-sided large tiles (tee,
//! fairway or green, one to three stars, an arrow for the main direction, par on tees) and 21
//! adjustment tiles (one small hex: rough on one face, a bunker, water or fenced trees on the
//! other). Their faces are house data (`courses/tiles.json`, checked and compiled in by
//! build.rs); `courses/README.md` gives the reasoning.
//!
//! Geometry. A large tile is a pointy-top hexagon on the courses' own small-hex grid: its
//! centre, the six hexes round it, and six corner thirds. Tile `at` (a position on the tile
//! lattice, in the same axial form as hexes) has its centre at hex `3 * at`; the six
//! neighbouring tiles are 3 hexes away in the six directions, and three tiles meet at each
//! corner hex, their thirds making it whole. A face is stored with its arrow pointing east;
//! turning a tile by `turn` (0..5) rotates it 60 degrees counter-clockwise that many times.
//!
//! House readings where the rulebook and the course book are silent:
//! - A corner hex takes the terrain most of its thirds show; with no majority (three different
//!   thirds, or two different at the edge of the course) it is rough, the ground of every tile.
//!   A corner with a single third (the outer edge) is in play with that third's terrain.
//! - Corner thirds are never trees, tees or greens, so a corner never blocks a walk.
//! - An adjustment tile covers any hex but a tee or a green (the holes stay as laid).
//! - Quick Course Setup draws tiles from shuffled stacks; the difficulty says which face is
//!   up: Easy the face with fewer stars (A when equal), Hard the one with more (B when equal),
//!   Mixed either at random. A tile that cannot be laid (no rotation links its fairway and
//!   leaves room to go on) ends the attempt; the setup starts again from the next random
//!   numbers, so a seed always gives the same course.
//! - A hole whose fairway tiles ran out is shorter than its tee says: its par is 3 plus the
//!   fairway tiles actually laid (the tee's own count is par minus 3).
//! - Packed courses (the chaos modes: "tightly packed with all the multi-green tiles, ignoring
//!   the fairway tile requirement"): no fairway tiles; the multi-green faces are drawn first;
//!   each tee goes beside the previous green where it touches the most tiles; a hole takes a
//!   free green of a green tile beside its tee when there is one, else a new green tile is
//!   laid beside the tee. Every hole is a par 3.

use super::course::{CellSpec, Course, CourseFile, Hex, HoleSpec, Terrain};
use crate::core::game::{Particular, RuleError};
use crate::core::rng::{rng_from_seed, shuffle, GameRng, Rng};
use crate::core::sort::{sort_distinct_by_key, sort_short};
use crate::core::wire::{raw, Raw};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileKind {
    Tee,
    Fairway,
    Green,
}

/// One face of a large tile, arrow pointing east.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileFace {
    pub stars: u8,
    /// The printed par (tee faces; 0 on the others).
    pub par: u8,
    /// The centre, the ring hexes towards directions 0..5, the corner thirds between ring
    /// hexes i and i + 1 (see `PLACES`).
    pub cells: [Terrain; 13],
}

/// A large tile: its number, its kind and its two faces (A, B).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileCard {
    pub id: u8,
    pub kind: TileKind,
    pub faces: [TileFace; 2],
}

// TILES, ADJUSTMENTS and PLACES (the axial offsets of a face's 13 places from its centre).
include!(concat!(env!("OUT_DIR"), "/holes18_tiles.rs"));

/// The first corner place (places 7..12 are thirds).
const CORNER: usize = 7;

/// The 49 large tiles, by number.
pub fn tiles() -> &'static [TileCard] {
    TILES
}

/// The hazard face of each of the 21 adjustment tiles (the other face is rough).
pub fn adjustments() -> &'static [Terrain] {
    ADJUSTMENTS
}

impl TileCard {
    /// A face by side: 0 is A, 1 is B.
    pub fn face(&self, side: usize) -> &TileFace {
        &self.faces[side.min(1)]
    }
}

impl TileFace {
    /// Ring edges (0..5, arrow east) whose hex is fairway: where lanes cross to the next tile.
    pub fn fairway_edges(&self) -> impl Iterator<Item = u8> + '_ {
        (0..6u8).filter(|e| {
            matches!(
                self.cells[1 + usize::from(*e)],
                Terrain::Fairway | Terrain::Lake
            )
        })
    }
    /// The places holding a green, in face order.
    pub fn greens(&self) -> impl Iterator<Item = usize> + '_ {
        (0..CORNER).filter(|p| self.cells[*p] == Terrain::Green)
    }
}

/// The centre hex of the tile at lattice position `at`.
pub fn centre(at: Hex) -> Hex {
    Hex::new(at.q * 3, at.r * 3)
}

/// The place a face's place `p` moves to when the tile is turned `turn` times.
fn turned(p: usize, turn: u8) -> usize {
    let t = usize::from(turn % 6);
    match p {
        0 => 0,
        1..=6 => 1 + (p - 1 + t) % 6,
        _ => CORNER + (p - CORNER + t) % 6,
    }
}

/// The hex of face place `p` on a tile at `at` turned `turn` times.
pub fn place_hex(at: Hex, turn: u8, p: usize) -> Hex {
    let (dq, dr) = PLACES[turned(p, turn)];
    let c = centre(at);
    Hex::new(c.q + dq, c.r + dr)
}

/// A large tile on a course: `tile` is its number and side (`"25A"`), `at` its lattice
/// position, `turn` its rotation; a tee tile names its hole, a green tile the hole of each of
/// its greens in face order (0: a green no hole uses).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlacedTile {
    pub tile: String,
    pub at: Hex,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub turn: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hole: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub greens: Vec<u8>,
}

impl PlacedTile {
    /// A tile laid at `at`, turned `turn` times, with no hole numbers yet.
    pub fn new(tile: impl Into<String>, at: Hex, turn: u8) -> Self {
        PlacedTile {
            tile: tile.into(),
            at,
            turn,
            hole: None,
            greens: Vec::new(),
        }
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AdjustFace {
    Rough,
    Hazard,
}

/// An adjustment tile (1..21) laid on the hex `at`, one face up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Adjustment {
    pub tile: u8,
    pub face: AdjustFace,
    pub at: Hex,
}

/// How a course was laid from tiles: a course file carries it so it can be edited again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileLayout {
    pub tiles: Vec<PlacedTile>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub adjustments: Vec<Adjustment>,
}

/// A course file's `layout` as it came (`core::wire::Raw`). The game carries it unread (the
/// engine module pays nothing to parse it); `layout` reads it and `check` compares it with the
/// map.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(type = "unknown"))]
#[serde(transparent)]
pub struct LayoutText(pub Raw);

impl PartialEq for LayoutText {
    fn eq(&self, other: &LayoutText) -> bool {
        crate::core::wire::raw_text(&self.0) == crate::core::wire::raw_text(&other.0)
    }
}

impl Eq for LayoutText {}

/// The tile layout a course file records, if any.
pub fn layout(file: &CourseFile) -> Result<Option<TileLayout>, RuleError> {
    file.layout
        .as_ref()
        .map(|text| {
            crate::core::wire::read_raw(&text.0).map_err(|e| {
                RuleError::with(
                    "course_bad_tiles",
                    || vec![("why", "unreadable".into())],
                    || format!("The tile layout is not readable: {e}"),
                )
            })
        })
        .transpose()
}

/// A course file that records its tiles must be exactly what they make: the same hexes,
/// terrains and numbered tees and greens (`course_tiles_mismatch` names the first hex that
/// differs). A file without a layout passes.
pub fn check(file: &CourseFile) -> Result<(), RuleError> {
    let Some(layout) = layout(file)? else {
        return Ok(());
    };
    let want = compile(&layout)?;
    let course = Course::load(file)?;
    let number = |h: Hex, t: Terrain| {
        course.holes.iter().position(|x| match t {
            Terrain::Tee => x.tee == h,
            Terrain::Green => x.green == h,
            _ => false,
        })
    };
    let mut have: Vec<Cell> = course
        .cells()
        .map(|(h, t)| (h, t, number(h, t).map(|i| i + 1)))
        .collect();
    sort_distinct_by_key(&mut have, by_hex); // a whole course's cells: hundreds
    if let Some(i) = (0..want.len().max(have.len())).find(|&i| want.get(i) != have.get(i)) {
        let h = want.get(i).or(have.get(i)).map_or(Hex::new(0, 0), |c| c.0);
        return Err(RuleError::new(
            "course_tiles_mismatch",
            format!(
                "The map differs from what its tiles make at q {}, r {}.",
                h.q, h.r
            ),
        ));
    }
    Ok(())
}

/// A tile layout refused: `why` picks the page's words, which name the tile by its place in
/// the layout (`n`) and its name or number; the particulars and the English words are built
/// only where they are kept.
fn bad(
    why: &str,
    n: usize,
    tile: impl Into<Particular>,
    more: Vec<(&'static str, Particular)>,
    words: impl FnOnce() -> String,
) -> RuleError {
    let args = || {
        let mut args = vec![("why", why.into()), ("n", n.into()), ("tile", tile.into())];
        args.extend(more);
        args
    };
    RuleError::with("course_bad_tiles", args, words)
}

/// A tile name such as `"25A"`: the card and the side (0 A, 1 B).
pub fn parse_tile(name: &str) -> Option<(&'static TileCard, usize)> {
    // `strip_suffix`, not a slice: a slice's bounds check links the panic that writes the
    // character it split, and with it core's Unicode tables.
    let (id, side) = match name.strip_suffix('A') {
        Some(id) => (id, 0),
        None => (name.strip_suffix('B')?, 1),
    };
    let id: usize = id.parse().ok()?;
    TILES.get(id.checked_sub(1)?).map(|c| (c, side))
}

/// A tile's name: number and side.
pub fn tile_name(card: &TileCard, side: usize) -> String {
    format!("{}{}", card.id, if side == 0 { 'A' } else { 'B' })
}

/// One compiled hex: its terrain and, for a numbered tee or green, the hole (1-based).
pub type Cell = (Hex, Terrain, Option<usize>);

/// The cells a layout makes, sorted by hex: every tile's centre and ring, the corner hexes
/// their thirds make, then the adjustment tiles on top.
pub fn compile(layout: &TileLayout) -> Result<Vec<Cell>, RuleError> {
    // A few hundred cells, each placed once or twice: plain lists searched in place keep a
    // map's code out of the module, and a last place overrides an earlier one as a map would.
    let mut cells: Vec<Cell> = Vec::new();
    let mut thirds: Vec<(Hex, Vec<Terrain>)> = Vec::new();
    let mut used = [false; 49];
    for (i, t) in layout.tiles.iter().enumerate() {
        let n = i + 1;
        let at = || format!("tile {n} ({})", t.tile);
        let (card, side) = parse_tile(&t.tile).ok_or_else(|| {
            bad("name", n, t.tile.as_str(), vec![], || {
                format!("{}: no tile has that name (1A to 49B).", at())
            })
        })?;
        if std::mem::replace(&mut used[usize::from(card.id) - 1], true) {
            return Err(bad("twice", n, t.tile.as_str(), vec![], || {
                format!("{}: tile {} is laid twice.", at(), card.id)
            }));
        }
        if layout.tiles[..i].iter().any(|u| u.at == t.at) {
            let more = vec![("q", t.at.q.into()), ("r", t.at.r.into())];
            return Err(bad("overlap", n, t.tile.as_str(), more, || {
                format!("{}: another tile lies at [{}, {}].", at(), t.at.q, t.at.r)
            }));
        }
        if t.turn > 5 {
            let more = vec![("turn", t.turn.into())];
            return Err(bad("turn", n, t.tile.as_str(), more, || {
                format!("{}: turn {} (0 to 5).", at(), t.turn)
            }));
        }
        let face = card.face(side);
        match (card.kind, t.hole, t.greens.is_empty()) {
            (TileKind::Tee, _, true)
            | (TileKind::Green, None, _)
            | (TileKind::Fairway, None, true) => {}
            _ => {
                return Err(bad("numbers", n, t.tile.as_str(), vec![], || {
                    format!(
                        "{}: only a tee tile names a hole, only a green tile its greens.",
                        at()
                    )
                }))
            }
        }
        if t.greens.len() > face.greens().count() {
            return Err(bad("greens", n, t.tile.as_str(), vec![], || {
                format!("{}: more hole numbers than greens.", at())
            }));
        }
        let mut greens = t.greens.iter();
        for p in 0..13 {
            let hex = place_hex(t.at, t.turn, p);
            let terrain = face.cells[p];
            if p >= CORNER {
                match thirds.iter_mut().find(|(h, _)| *h == hex) {
                    Some((_, ts)) => ts.push(terrain),
                    None => thirds.push((hex, vec![terrain])),
                }
                continue;
            }
            let hole = match terrain {
                Terrain::Tee => t.hole.map(usize::from),
                Terrain::Green => greens.next().map(|n| usize::from(*n)),
                _ => None,
            };
            place(&mut cells, (hex, terrain, hole.filter(|n| *n > 0)));
        }
    }
    for (hex, ts) in thirds {
        let most = ts
            .iter()
            .find(|t| 2 * ts.iter().filter(|x| x == t).count() > ts.len());
        place(
            &mut cells,
            (hex, most.copied().unwrap_or(Terrain::Rough), None),
        );
    }
    let mut laid = [false; 21];
    for (i, a) in layout.adjustments.iter().enumerate() {
        let n = i + 1;
        let at = || format!("adjustment tile {n} (number {})", a.tile);
        let Some(hazard) = ADJUSTMENTS.get(usize::from(a.tile).wrapping_sub(1)) else {
            return Err(bad("adjust_number", n, a.tile, vec![], || {
                format!("{}: adjustment tiles are numbered 1 to 21.", at())
            }));
        };
        if std::mem::replace(&mut laid[usize::from(a.tile) - 1], true) {
            return Err(bad("adjust_twice", n, a.tile, vec![], || {
                format!("{}: laid twice.", at())
            }));
        }
        match cells.iter_mut().find(|c| c.0 == a.at) {
            Some((_, Terrain::Tee | Terrain::Green, _)) | None => {
                // A code of its own: the designer words this refusal for the move that met it.
                return Err(RuleError::with(
                    "course_adjust_where",
                    || {
                        vec![
                            ("n", n.into()),
                            ("tile", a.tile.into()),
                            ("q", a.at.q.into()),
                            ("r", a.at.r.into()),
                        ]
                    },
                    || {
                        format!(
                        "{}: [{}, {}] is not a hex of the course a tile may cover (not a tee or a green).",
                        at(), a.at.q, a.at.r
                    )
                    },
                ));
            }
            Some(cell) => {
                cell.1 = match a.face {
                    AdjustFace::Rough => Terrain::Rough,
                    AdjustFace::Hazard => *hazard,
                }
            }
        }
    }
    sort_distinct_by_key(&mut cells, by_hex); // one cell a hex
    Ok(cells)
}

/// Puts `cell` on its hex, over what was there.
fn place(cells: &mut Vec<Cell>, cell: Cell) {
    match cells.iter_mut().find(|c| c.0 == cell.0) {
        Some(c) => *c = cell,
        None => cells.push(cell),
    }
}

/// A cell's hex, the one order of cells (a named function, so both sorts of cells share code).
fn by_hex(cell: &Cell) -> Hex {
    cell.0
}

/// A course file from a layout: its cells, one hole per par, the layout itself. Loading it
/// checks it (tees, greens, the walk from each tee to its green).
pub fn course_file(
    name: &str,
    notes: &str,
    layout: TileLayout,
    pars: &[u8],
) -> Result<CourseFile, RuleError> {
    Ok(laid_course(name, notes, layout, pars)?.to_file())
}

/// The course a layout lays, loaded (and so checked) as `course_file`'s file would be. A game
/// on a quick course plays it as laid, without writing its file and reading it back.
fn laid_course(
    name: &str,
    notes: &str,
    mut layout: TileLayout,
    pars: &[u8],
) -> Result<Course, RuleError> {
    // Moved by whole tiles so the map starts in its first rows and columns (written as rows).
    for axis in [1, 0] {
        let first = compile(&layout)?
            .iter()
            .map(|c| {
                if axis == 1 {
                    c.0.to_offset().1
                } else {
                    c.0.to_offset().0
                }
            })
            .min()
            .unwrap_or(0);
        let by = first.div_euclid(3) as i16;
        let (dq, dr) = if axis == 1 { (0, by) } else { (by, 0) };
        for t in &mut layout.tiles {
            t.at = Hex::new(t.at.q - dq, t.at.r - dr);
        }
        for a in &mut layout.adjustments {
            a.at = Hex::new(a.at.q - 3 * dq, a.at.r - 3 * dr);
        }
    }
    let cells = compile(&layout)?
        .into_iter()
        .map(|(h, t, n)| CellSpec {
            q: i32::from(h.q),
            r: i32::from(h.r),
            t: match n {
                Some(n) => format!("{}{n}", t.letter()),
                None => t.letter().to_string(),
            },
        })
        .collect();
    let file = CourseFile {
        name: name.to_string(),
        designer: String::new(),
        notes: notes.to_string(),
        rows: Vec::new(),
        cells,
        holes: pars.iter().map(|p| HoleSpec { par: *p }).collect(),
        layout: Some(LayoutText(raw(&layout))),
    };
    Course::load(&file)
}

// ---- Quick Course Setup ----

/// Which face of each drawn tile is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// The face with fewer stars (A when equal).
    Easy,
    /// Either face, at random.
    #[default]
    Mixed,
    /// The face with more stars (B when equal).
    Hard,
}

/// What Quick Course Setup builds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct QuickOptions {
    /// 1 to 18 (the course book's are 9 or 18).
    pub holes: u8,
    #[serde(default)]
    pub difficulty: Difficulty,
    /// A tightly packed course for the chaos modes (multi-green tiles, no fairway tiles).
    #[serde(default)]
    pub packed: bool,
}

impl QuickOptions {
    pub fn new(holes: u8) -> QuickOptions {
        QuickOptions {
            holes,
            difficulty: Difficulty::Mixed,
            packed: false,
        }
    }
}

/// A quick course as a game's settings can name it: the options and the course's own seed
/// (a few bytes in a match record where the course file would take kilobytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct QuickCourse {
    pub options: QuickOptions,
    pub seed: u64,
}

impl QuickCourse {
    /// The course these settings lay (the same one every time).
    pub fn course(&self) -> Result<Course, RuleError> {
        lay_quick_course(&self.options, self.seed)
    }

    /// That course as a file.
    pub fn file(&self) -> Result<CourseFile, RuleError> {
        quick_course(&self.options, self.seed)
    }
}

/// How many times the setup starts again before it gives up (it never has to in practice).
const ATTEMPTS: usize = 400;

/// A tile drawn from a stack: card index and side.
type Drawn = (usize, usize);

struct Builder<'a> {
    options: &'a QuickOptions,
    rng: GameRng,
    tiles: Vec<PlacedTile>,
    pars: Vec<u8>,
}

/// The course Quick Course Setup lays for these options and seed, as a course file.
pub fn quick_course(options: &QuickOptions, seed: u64) -> Result<CourseFile, RuleError> {
    Ok(lay_quick_course(options, seed)?.to_file())
}

/// Lays out a course by Quick Course Setup: a tee from its stack, the fairway tiles it asks for
/// linked edge to edge, a green; the next tee beside the previous green. Deterministic for a
/// seed. The course is checked like any course file (each green walkable from its tee).
fn lay_quick_course(options: &QuickOptions, seed: u64) -> Result<Course, RuleError> {
    if !(1..=18).contains(&options.holes) {
        return Err(RuleError::with(
            "course_bad_options",
            || vec![("holes", options.holes.into())],
            || format!("A quick course has 1 to 18 holes, not {}.", options.holes),
        ));
    }
    let mut rng = rng_from_seed(seed);
    for _ in 0..ATTEMPTS {
        let mut b = Builder {
            options,
            rng: rng_from_seed(rng.random::<u64>()),
            tiles: Vec::new(),
            pars: Vec::new(),
        };
        if b.lay().is_none() {
            continue;
        }
        let notes = format!(
            "Laid by Quick Course Setup: {} holes{}, {} faces, seed {seed}.",
            options.holes,
            if options.packed {
                " packed for the chaos modes"
            } else {
                ""
            },
            match options.difficulty {
                Difficulty::Easy => "easy",
                Difficulty::Mixed => "mixed",
                Difficulty::Hard => "hard",
            }
        );
        let layout = TileLayout {
            tiles: b.tiles,
            adjustments: Vec::new(),
        };
        if let Ok(course) = laid_course("Quick Course", &notes, layout, &b.pars) {
            if fair(&course) {
                return Ok(course);
            }
        }
    }
    Err(RuleError::new(
        "course_no_layout",
        "Quick Course Setup found no playable layout for these options.",
    ))
}

/// Beyond the loader's checks: each tee at least three hexes from its green.
fn fair(course: &Course) -> bool {
    course.holes.iter().all(|h| h.tee.distance(h.green) >= 3)
}

impl Builder<'_> {
    /// A shuffled stack of the tiles of a kind, each with the face the difficulty shows.
    fn stack(&mut self, kind: TileKind) -> Vec<Drawn> {
        let mut out: Vec<Drawn> = Vec::new();
        for (i, card) in TILES.iter().enumerate() {
            if card.kind != kind {
                continue;
            }
            let (a, b) = (card.faces[0].stars, card.faces[1].stars);
            let side = match self.options.difficulty {
                Difficulty::Easy => usize::from(b < a),
                Difficulty::Hard => usize::from(b >= a),
                Difficulty::Mixed => self.rng.random_range(0..2),
            };
            out.push((i, side));
        }
        shuffle(&mut out, &mut self.rng);
        if self.options.packed && kind == TileKind::Green {
            // Every multi-green face goes in, on top of the stack.
            for d in out.iter_mut() {
                if TILES[d.0].faces[1].greens().count() > 1 {
                    d.1 = 1;
                }
            }
            // Stacks are drawn from the end; each part keeps its shuffled order.
            let (multi, mut single): (Vec<_>, Vec<_>) = out
                .into_iter()
                .partition(|d| TILES[d.0].face(d.1).greens().count() > 1);
            single.extend(multi);
            return single;
        }
        out
    }

    fn free(&self, at: Hex) -> bool {
        self.tile_at(at).is_none()
    }

    /// The tile laid at lattice position `at` (the last, had two been laid there).
    fn tile_at(&self, at: Hex) -> Option<usize> {
        self.tiles.iter().rposition(|t| t.at == at)
    }

    /// How many laid tiles touch `at`.
    fn touching(&self, at: Hex) -> usize {
        at.neighbours().iter().filter(|n| !self.free(**n)).count()
    }

    /// A free position beside `around` that touches the most laid tiles (packed courses).
    fn snug(&mut self, around: Hex) -> Option<Hex> {
        let free: Vec<Hex> = around
            .neighbours()
            .into_iter()
            .filter(|h| self.free(*h))
            .collect();
        let most = free.iter().map(|h| self.touching(*h)).max()?;
        let best: Vec<Hex> = free
            .into_iter()
            .filter(|h| self.touching(*h) == most)
            .collect();
        self.pick(&best)
    }

    fn put(&mut self, drawn: Drawn, at: Hex, turn: u8) -> usize {
        let i = self.tiles.len();
        self.tiles.push(PlacedTile::new(
            tile_name(&TILES[drawn.0], drawn.1),
            at,
            turn,
        ));
        i
    }

    /// Picks one of `options` at random (None if there is none).
    fn pick<T: Copy>(&mut self, options: &[T]) -> Option<T> {
        if options.is_empty() {
            None
        } else {
            Some(options[self.rng.random_range(0..options.len())])
        }
    }

    /// Lays a tile at `at` so that one of its fairway edges faces `back` (a direction from
    /// `at`; none: any turn), and another leads on to a free position if `go_on`. Returns the
    /// turn and the direction the lane leaves by.
    fn link(&mut self, drawn: Drawn, at: Hex, back: Option<u8>, go_on: bool) -> Option<(u8, u8)> {
        let face = TILES[drawn.0].face(drawn.1);
        let edges: Vec<u8> = face.fairway_edges().collect();
        let mut ways = Vec::new();
        for turn in 0..6u8 {
            let dirs: Vec<u8> = edges.iter().map(|e| (e + turn) % 6).collect();
            if back.is_some_and(|b| !dirs.contains(&b)) {
                continue;
            }
            if !go_on {
                ways.push((turn, back.unwrap_or(dirs[0])));
                continue;
            }
            for &out in &dirs {
                if Some(out) == back {
                    continue;
                }
                if self.free(at.step(out)) {
                    ways.push((turn, out));
                }
            }
        }
        self.pick(&ways)
    }

    fn lay(&mut self) -> Option<()> {
        let mut tees = self.stack(TileKind::Tee);
        let mut fairways = self.stack(TileKind::Fairway);
        let mut greens = self.stack(TileKind::Green);
        // The lattice position of the previous hole's green tile.
        let mut last_green: Option<Hex> = None;
        for hole in 1..=self.options.holes {
            let tee = tees.pop()?;
            if self.options.packed {
                last_green = Some(self.packed_hole(hole, tee, last_green, &mut greens)?);
                continue;
            }
            let at = match last_green {
                None => Hex::new(0, 0),
                Some(g) => {
                    let free: Vec<Hex> = g
                        .neighbours()
                        .into_iter()
                        .filter(|h| self.free(*h))
                        .collect();
                    self.pick(&free)?
                }
            };
            let (turn, mut out) = self.link(tee, at, None, true)?;
            let t = self.put(tee, at, turn);
            self.tiles[t].hole = Some(hole);
            let mut pos = at;
            let want = TILES[tee.0].face(tee.1).par.saturating_sub(3);
            let mut laid = 0;
            while laid < want {
                let Some(fw) = fairways.pop() else { break };
                let next = pos.step(out);
                let (turn, o) = self.link(fw, next, Some((out + 3) % 6), true)?;
                self.put(fw, next, turn);
                pos = next;
                out = o;
                laid += 1;
            }
            let green = greens.pop()?;
            let at = pos.step(out);
            let back = (out + 3) % 6;
            let (turn, _) = self.link(green, at, Some(back), false)?;
            let g = self.put(green, at, turn);
            // The hole's green is the one nearest the hex the fairway arrives at.
            let face = TILES[green.0].face(green.1);
            let entry = place_hex(pos, 0, 0).step(out).step(out);
            let near = face
                .greens()
                .enumerate()
                .min_by_key(|(_, p)| place_hex(at, turn, *p).distance(entry))?
                .0;
            let mut numbers = vec![0; near + 1];
            numbers[near] = hole;
            self.tiles[g].greens = numbers;
            self.pars.push(3 + laid);
            last_green = Some(at);
        }
        Some(())
    }

    /// One packed hole: its tee beside the previous green where it touches the most tiles,
    /// then a free green of a green tile beside it, or a new green tile. Returns where the
    /// hole's green tile lies.
    fn packed_hole(
        &mut self,
        hole: u8,
        tee: Drawn,
        last_green: Option<Hex>,
        greens: &mut Vec<Drawn>,
    ) -> Option<Hex> {
        let at = match last_green {
            None => Hex::new(0, 0),
            Some(g) => self.snug(g)?,
        };
        let turn = self.rng.random_range(0..6u8);
        let t = self.put(tee, at, turn);
        self.tiles[t].hole = Some(hole);
        let tee_face = TILES[tee.0].face(tee.1);
        let tee_hex = place_hex(
            at,
            turn,
            tee_face.cells.iter().position(|c| *c == Terrain::Tee)?,
        );
        // A free green on a green tile beside the tee, at least three hexes away.
        let mut free_greens = Vec::new();
        for n in at.neighbours() {
            let Some(i) = self.tile_at(n) else {
                continue;
            };
            let Some((card, side)) = parse_tile(&self.tiles[i].tile) else {
                continue;
            };
            if card.kind != TileKind::Green {
                continue;
            }
            for (k, p) in card.face(side).greens().enumerate() {
                let taken = self.tiles[i].greens.get(k).is_some_and(|n| *n > 0);
                let d = place_hex(n, self.tiles[i].turn, p).distance(tee_hex);
                if !taken && d >= 3 {
                    free_greens.push((d, i, k));
                }
            }
        }
        sort_short(&mut free_greens);
        let (i, k) = match free_greens.first() {
            Some(&(_, i, k)) => (i, k),
            None => {
                let green = greens.pop()?;
                let g_at = self.snug(at)?;
                let back = g_at.dir_to(at);
                let (turn, _) = self.link(green, g_at, back, false)?;
                let face = TILES[green.0].face(green.1);
                let (k, _) = face
                    .greens()
                    .enumerate()
                    .map(|(k, p)| (k, place_hex(g_at, turn, p).distance(tee_hex)))
                    .filter(|(_, d)| *d >= 3)
                    .min_by_key(|(_, d)| *d)?;
                (self.put(green, g_at, turn), k)
            }
        };
        let numbers = &mut self.tiles[i].greens;
        if numbers.len() <= k {
            numbers.resize(k + 1, 0);
        }
        numbers[k] = hole;
        self.pars.push(3);
        Some(self.tiles[i].at)
    }
}
