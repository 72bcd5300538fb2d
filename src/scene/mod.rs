//! Scenes: pure Rust display lists built from a view, with hit regions that map clicks and keys
//! to actions. The page paints them on a canvas; tests check layout and hit-testing natively.
//! 18 Holes is the exception: its engine hands the page a table (`holes18`: the view, the legal
//! moves and what each would do), and the page's own code lays it out.
//! Coordinates are CSS pixels. Colours are theme tokens the page maps to its palette; text is an
//! i18n key (with arguments) or a literal.

#[cfg(feature = "beck")]
pub mod beck;
#[cfg(feature = "golfie")]
pub mod golfie;
#[cfg(feature = "green")]
pub mod green;
#[cfg(feature = "holes18")]
pub mod holes18;

use crate::core::game::{Game, RuleError};
use crate::core::grid::{col_of, row_of, CELLS};
use crate::core::wire::{self, Raw, Wire, WireIn};
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// Draws a seat's view at the size the page asks (within what a screen can be), with the step's
/// events for animation: the one door to a table, for the session that holds the match and for
/// a tab that holds only the view it was sent.
pub fn draw<G: Drawable>(view: &G::View, events: &[G::Event], width: f64, height: f64) -> Wire {
    wire::to_wire(&G::scene(
        view,
        events,
        width.clamp(200.0, 4000.0),
        height.clamp(200.0, 4000.0),
    ))
}

/// Lays out a view read back from the wire (and the step's events, `[]` for none), holding no
/// match state: whoever has a seat's view draws the same table from it as the session does.
/// A value that is not this game's view or events is refused with `bad_view`.
pub fn layout<G: Drawable>(
    view: &WireIn,
    events: &WireIn,
    width: f64,
    height: f64,
) -> Result<Wire, RuleError> {
    let refused = |what: &str| {
        RuleError::new(
            "bad_view",
            format!("That is not {what} of this game: it cannot be drawn."),
        )
    };
    let view: G::View = wire::from_wire(view).map_err(|_| refused("a view"))?;
    let events: Vec<G::Event> = wire::from_wire(events).map_err(|_| refused("a list of events"))?;
    Ok(draw::<G>(&view, &events, width, height))
}

/// A game that can draw itself: a view (plus the events just applied, for animation) becomes a
/// scene of the given size.
pub trait Drawable: Game {
    /// A scene (a display list), or what the game's page code lays out itself (18 Holes).
    type Table: Serialize;
    fn scene(view: &Self::View, events: &[Self::Event], width: f64, height: f64) -> Self::Table;
}

/// Scenes reach the page in whole CSS pixels: a canvas needs no more, and integers keep float
/// formatting code out of the wasm.
fn px<S: Serializer>(v: &f64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_i32(v.round() as i32)
}

fn no_wrap(h: &f64) -> bool {
    *h <= 0.0
}

fn px_pair<S: Serializer>(v: &Option<(f64, f64)>, s: S) -> Result<S::Ok, S::Error> {
    let (x, y) = v.unwrap_or_default();
    (x.round() as i32, y.round() as i32).serialize(s)
}

#[derive(Debug, Clone, Copy, PartialEq, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }
    pub fn contains(&self, px: f64, py: f64) -> bool {
        px >= self.x && px <= self.x + self.w && py >= self.y && py <= self.y + self.h
    }
    pub fn center(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// The places of a 3x3 grid of cards (Beck's, Golfie's) in cell order, its top left card at
/// (`x`, `y`) and the cards `gap` apart.
pub fn grid_rects(x: f64, y: f64, card_w: f64, card_h: f64, gap: f64) -> [Rect; CELLS] {
    core::array::from_fn(|i| {
        Rect::new(
            x + col_of(i) as f64 * (card_w + gap),
            y + row_of(i) as f64 * (card_h + gap),
            card_w,
            card_h,
        )
    })
}

/// Edges are rounded, not sizes, so rectangles that touch still touch in whole pixels.
impl Serialize for Rect {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (x, y) = (self.x.round(), self.y.round());
        let mut r = s.serialize_struct("Rect", 4)?;
        r.serialize_field("x", &(x as i32))?;
        r.serialize_field("y", &(y as i32))?;
        r.serialize_field("w", &(((self.x + self.w).round() - x) as i32))?;
        r.serialize_field("h", &(((self.y + self.h).round() - y) as i32))?;
        r.end()
    }
}

/// Text to show: an i18n key with named arguments, or a literal (names, numbers).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Label {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub text: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub args: Vec<(String, Arg)>,
}

/// A label's argument as the page reads it: a number crosses as a number, a word (a card's or a
/// club's code, a mark) as a string, so the page never parses one back.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Arg {
    Num(i64),
    Text(String),
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, usize, i8, i16, i32, i64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl Label {
    #[inline(never)]
    pub fn key(key: &str) -> Label {
        Label {
            key: Some(key.to_string()),
            text: None,
            args: Vec::new(),
        }
    }
    pub fn text(text: impl Into<String>) -> Label {
        Label {
            key: None,
            text: Some(text.into()),
            args: Vec::new(),
        }
    }
    pub fn arg(self, name: &str, value: impl Into<Arg>) -> Label {
        self.with(name, value.into())
    }
    /// Out of line: one copy for every argument's type.
    #[inline(never)]
    fn with(mut self, name: &str, value: Arg) -> Label {
        self.args.push((name.to_string(), value));
        self
    }
}

/// What a card face shows, game-agnostic: big text, a colour tone, an optional caption key.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Face {
    pub text: String,
    pub tone: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub caption: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "k", rename_all = "snake_case")]
pub enum Shape {
    Rect {
        at: Rect,
        #[serde(serialize_with = "px")]
        radius: f64,
        fill: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional = nullable))]
        stroke: Option<&'static str>,
    },
    Text {
        #[serde(serialize_with = "px")]
        x: f64,
        #[serde(serialize_with = "px")]
        y: f64,
        #[serde(serialize_with = "px")]
        size: f64,
        label: Label,
        color: &'static str,
        /// "left", "center" or "right".
        align: &'static str,
        bold: bool,
        /// The width the text must fit in (the page shrinks it to fit).
        #[serde(serialize_with = "px")]
        max_w: f64,
        /// The height two lines may share where one would be too small to read; 0: one line.
        #[serde(skip_serializing_if = "no_wrap", serialize_with = "px")]
        #[cfg_attr(test, ts(optional = nullable))]
        wrap_h: f64,
    },
    Card {
        /// Stable per place on the table, so the page can animate it between scenes.
        id: String,
        at: Rect,
        /// `None` is a card back.
        face: Option<Face>,
        /// Where the card comes from, for a slide animation.
        #[serde(skip_serializing_if = "Option::is_none", serialize_with = "px_pair")]
        #[cfg_attr(test, ts(optional = nullable))]
        from: Option<(f64, f64)>,
        /// Turned over since the last scene.
        flip: bool,
        /// Part of a scoring set, or otherwise worth drawing the eye to.
        glow: bool,
    },
}

/// A clickable, focusable region that performs an action for the viewing seat.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Hit {
    pub at: Rect,
    /// The action as JSON, exactly as the page sends it back.
    #[cfg_attr(test, ts(type = "BeckAction | GolfieAction | GreenAction"))]
    pub action: Raw,
    /// What a screen reader says for it.
    pub label: Label,
    /// A single keyboard shortcut, if any ("d", "t", "x", "1".."9", "n").
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional = nullable))]
    pub key: Option<&'static str>,
}

#[derive(Debug, Clone, Serialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Scene {
    #[serde(serialize_with = "px")]
    pub width: f64,
    #[serde(serialize_with = "px")]
    pub height: f64,
    pub shapes: Vec<Shape>,
    pub hits: Vec<Hit>,
}

impl Scene {
    pub fn hit_at(&self, x: f64, y: f64) -> Option<&Hit> {
        self.hits.iter().rev().find(|h| h.at.contains(x, y))
    }
}

/// A scene being drawn: shapes in paint order, hits in the order keys and screen readers
/// visit them. The helpers cover what every table draws; anything else is pushed as a `Shape`.
#[derive(Debug, Default)]
pub struct Draw {
    pub shapes: Vec<Shape>,
    pub hits: Vec<Hit>,
}

impl Draw {
    pub fn rect(
        &mut self,
        at: Rect,
        radius: f64,
        fill: &'static str,
        stroke: Option<&'static str>,
    ) {
        self.shapes.push(Shape::Rect {
            at,
            radius,
            fill,
            stroke,
        });
    }

    /// An empty place for a pile or a card.
    pub fn slot(&mut self, at: Rect) {
        self.rect(at, 6.0, "slot", Some("ink"));
    }

    pub fn text(&mut self, text: Text) {
        self.shapes.push(text.into());
    }

    /// A filled accent shape with its words centred on it (a button's face, a count badge).
    pub fn button_face(&mut self, at: Rect, radius: f64, size: f64, label: Label, max_w: f64) {
        self.rect(at, radius, "accent", None);
        let (x, y) = at.center();
        self.text(
            Text::new(x, y, size, label, max_w)
                .color("on_accent")
                .bold(true),
        );
    }

    /// Adds a hit region; returns its index (previews refer to hits by index).
    pub fn hit(&mut self, at: Rect, action: Raw, label: Label, key: Option<&'static str>) -> usize {
        self.hits.push(Hit {
            at,
            action,
            label,
            key,
        });
        self.hits.len() - 1
    }

    /// The finished scene, with no world layer.
    pub fn finish(self, width: f64, height: f64) -> Scene {
        Scene {
            width,
            height,
            shapes: self.shapes,
            hits: self.hits,
        }
    }
}

/// A line of text: centred, in ink, regular unless told otherwise.
#[derive(Debug, Clone)]
pub struct Text {
    x: f64,
    y: f64,
    size: f64,
    label: Label,
    color: &'static str,
    align: &'static str,
    bold: bool,
    max_w: f64,
    wrap_h: f64,
}

impl Text {
    pub fn new(x: f64, y: f64, size: f64, label: Label, max_w: f64) -> Text {
        Text {
            x,
            y,
            size,
            label,
            color: "ink",
            align: "center",
            bold: false,
            max_w,
            wrap_h: 0.0,
        }
    }
    pub fn color(mut self, color: &'static str) -> Text {
        self.color = color;
        self
    }
    pub fn left(mut self) -> Text {
        self.align = "left";
        self
    }
    /// Ends at x.
    pub fn right(mut self) -> Text {
        self.align = "right";
        self
    }
    pub fn bold(mut self, bold: bool) -> Text {
        self.bold = bold;
        self
    }
    /// Two lines may share `h` where one would come out too small to read.
    pub fn wrap(mut self, h: f64) -> Text {
        self.wrap_h = h;
        self
    }
}

impl From<Text> for Shape {
    fn from(t: Text) -> Shape {
        Shape::Text {
            x: t.x,
            y: t.y,
            size: t.size,
            label: t.label,
            color: t.color,
            align: t.align,
            bold: t.bold,
            max_w: t.max_w,
            wrap_h: t.wrap_h,
        }
    }
}

/// How the cards of a scene moved since the last one: where each slides in from and which
/// were turned over, by card id (the first source given for an id wins).
#[derive(Debug, Default)]
pub struct Motion {
    from: Vec<(String, (f64, f64))>,
    flips: Vec<String>,
    /// Sources are centres (the card is placed centred on them) rather than top-left corners.
    centred: bool,
}

impl Motion {
    /// Sources given as the top-left corner the card starts at.
    pub fn from_corners() -> Motion {
        Motion::default()
    }
    /// Sources given as the point the card starts centred on.
    pub fn from_centres() -> Motion {
        Motion {
            centred: true,
            ..Motion::default()
        }
    }
    pub fn slide(&mut self, id: impl Into<String>, from: (f64, f64)) {
        self.from.push((id.into(), from));
    }
    pub fn flip(&mut self, id: impl Into<String>) {
        self.flips.push(id.into());
    }
    /// A card at its place, animated as it moved.
    pub fn card(&self, id: String, at: Rect, face: Option<Face>, glow: bool) -> Shape {
        let from = self.from.iter().find(|(k, _)| *k == id).map(|(_, p)| {
            if self.centred {
                (p.0 - at.w / 2.0, p.1 - at.h / 2.0)
            } else {
                *p
            }
        });
        Shape::Card {
            from,
            flip: self.flips.contains(&id),
            id,
            at,
            face,
            glow,
        }
    }
}
