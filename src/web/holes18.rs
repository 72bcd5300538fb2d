//! 18 Holes' own exports beside the game-agnostic boundary: its printed cards as its page draws
//! them, and (in the course tools' module only, `holes18-tools`) course sheets, reading a course
//! file and the course designer. A game's module never carries the tools.

use crate::core::wire;
use wasm_bindgen::prelude::*;
#[cfg(feature = "holes18-tools")]
use {super::js_error, crate::core::game::RuleError};

/// 18 Holes' printed cards as its page draws them (`scene::holes18::Cards`).
#[cfg(feature = "holes18")]
#[wasm_bindgen(js_name = holes18Cards)]
pub fn holes18_cards() -> JsValue {
    wire::to_wire(&crate::scene::holes18::cards())
}

/// 18 Holes: a course sheet measured by bot games, a few games per `step` so a worker can report
/// progress between steps (and be stopped). `config` names the course as a game's settings do.
#[cfg(feature = "holes18-tools")]
#[wasm_bindgen]
pub struct CourseSheetRun {
    run: crate::games::holes18::sheet::SheetRun,
}

#[cfg(feature = "holes18-tools")]
#[wasm_bindgen]
impl CourseSheetRun {
    #[wasm_bindgen(constructor)]
    pub fn new(config: &str, games: usize, seed: f64) -> Result<CourseSheetRun, JsValue> {
        let config: crate::games::holes18::HolesConfig =
            wire::parse_config_text(config).map_err(js_error)?;
        crate::games::holes18::sheet::SheetRun::new(&config, games, seed.max(0.0) as u64)
            .map(|run| CourseSheetRun { run })
            .map_err(js_error)
    }

    /// Plays up to `n` more games; returns how many are done.
    pub fn step(&mut self, n: usize) -> usize {
        self.run.step(n)
    }

    pub fn total(&self) -> usize {
        self.run.total()
    }

    /// The sheet so far, as JSON.
    pub fn sheet(&self) -> String {
        wire::to_text(&self.run.sheet())
    }
}

/// 18 Holes: reads a course file's text as the game would play it. Returns the course as a file
/// again (JSON, with anything the game does not keep left out), or throws the refusal with its
/// code and a sentence naming the problem and the place.
#[cfg(feature = "holes18-tools")]
#[wasm_bindgen(js_name = checkCourse)]
pub fn check_course(text: &str) -> Result<String, JsValue> {
    crate::games::holes18::course::Course::parse(text)
        .map(|course| wire::to_text(&course.to_file()))
        .map_err(js_error)
}

/// 18 Holes' course designer: the tile set for its palette (JSON).
#[cfg(feature = "holes18-tools")]
#[wasm_bindgen(js_name = designPalette)]
pub fn design_palette() -> String {
    wire::to_text(&crate::games::holes18::designer::palette())
}

/// 18 Holes' course designer: a design's review (hexes, holes, problems, and the course file
/// when there are none), or the refusal of text that is not a design.
#[cfg(feature = "holes18-tools")]
#[wasm_bindgen(js_name = reviewDesign)]
pub fn review_design(text: &str) -> Result<String, JsValue> {
    use crate::games::holes18::designer;
    let design: designer::Design = wire::from_text(text).map_err(|e| {
        js_error(RuleError::new(
            "design_malformed",
            format!("This is not a course design: {e}"),
        ))
    })?;
    Ok(wire::to_text(&designer::review(&design)))
}

/// 18 Holes' course designer: the hexes a tile would cover, for the preview before it is laid.
#[cfg(feature = "holes18-tools")]
#[wasm_bindgen(js_name = designFootprint)]
pub fn design_footprint(tile: &str, q: i16, r: i16, turn: u8) -> Result<String, JsValue> {
    let at = crate::games::holes18::Hex::new(q, r);
    crate::games::holes18::designer::footprint(tile, at, turn)
        .map(|cells| wire::to_text(&cells))
        .map_err(js_error)
}

/// 18 Holes' course designer: a course file opened for editing, as a design (JSON).
#[cfg(feature = "holes18-tools")]
#[wasm_bindgen(js_name = designFromFile)]
pub fn design_from_file(text: &str) -> Result<String, JsValue> {
    use crate::games::holes18::{course::Course, designer};
    let file: crate::games::holes18::CourseFile = wire::from_text(text).map_err(|e| {
        js_error(RuleError::new(
            "course_malformed",
            format!("This course file is not readable: {e}"),
        ))
    })?;
    Course::load(&file)
        .and_then(|_| designer::from_file(&file))
        .map(|d| wire::to_text(&d))
        .map_err(js_error)
}
