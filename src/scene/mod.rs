//! Scenes: pure Rust display lists built from a view, with hit regions that map clicks and keys
//! to actions. The page paints them on a canvas; tests check layout and hit-testing natively.
//! Coordinates are CSS pixels. Colours are theme tokens the page maps to its palette; text is an
//! i18n key (with arguments) or a literal.

pub mod beck;
pub mod golfie;
pub mod green;

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
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

/// Text to show: an i18n key with named arguments, or a literal (names, numbers).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Label {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, String)>,
}

impl Label {
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
    pub fn arg(mut self, name: &str, value: impl ToString) -> Label {
        self.args.push((name.to_string(), value.to_string()));
        self
    }
}

/// What a card face shows, game-agnostic: big text, a colour tone, an optional caption key.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Face {
    pub text: String,
    pub tone: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub caption: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "k", rename_all = "snake_case")]
pub enum Shape {
    Rect {
        #[serde(flatten)]
        at: Rect,
        radius: f64,
        fill: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        stroke: Option<&'static str>,
    },
    Text {
        x: f64,
        y: f64,
        size: f64,
        label: Label,
        color: &'static str,
        /// "left", "center" or "right".
        align: &'static str,
        bold: bool,
        /// The width the text must fit in (the page shrinks it to fit).
        max_w: f64,
    },
    Card {
        /// Stable per place on the table, so the page can animate it between scenes.
        id: String,
        #[serde(flatten)]
        at: Rect,
        /// `None` is a card back.
        face: Option<Face>,
        /// Where the card comes from, for a slide animation.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<(f64, f64)>,
        /// Turned over since the last scene.
        flip: bool,
        /// Part of a scoring set, or otherwise worth drawing the eye to.
        glow: bool,
    },
}

/// A clickable, focusable region that performs an action for the viewing seat.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Hit {
    #[serde(flatten)]
    pub at: Rect,
    pub action: serde_json::Value,
    /// What a screen reader says for it.
    pub label: Label,
    /// A single keyboard shortcut, if any ("d", "t", "x", "1".."9", "n").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<&'static str>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Scene {
    pub width: f64,
    pub height: f64,
    pub shapes: Vec<Shape>,
    pub hits: Vec<Hit>,
}

impl Scene {
    pub fn hit_at(&self, x: f64, y: f64) -> Option<&Hit> {
        self.hits.iter().rev().find(|h| h.at.contains(x, y))
    }
}
