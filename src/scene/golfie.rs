//! The Golfie table (work in progress: drawn in the next step).
use super::Scene;
use crate::games::golfie::{Golfie, GolfieEvent, GolfieView};
use crate::session::Drawable;

impl Drawable for Golfie {
    fn scene(_view: &GolfieView, _events: &[GolfieEvent], width: f64, height: f64) -> Scene {
        Scene {
            width,
            height,
            ..Default::default()
        }
    }
}
