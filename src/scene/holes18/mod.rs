//! The 18 Holes table: the course as a world layer the page pans and zooms (terrain, flags,
//! golfers, the last flight, and the moves that aim at a hex: one-hex moves, wood shots, chip
//! aims, bunker exits, chosen landings), and a side panel (a bottom panel on a tall screen) with
//! the hole, the players, and the viewer's clubs, shot cards and buttons. Every move that hits
//! the ball carries a preview: the planner's odds for each hex it can reach, or its flight.

use super::{Draw, Label, Rect, Scene, Shape, Text};
use crate::core::game::{Determinize, Game, Seat};
use crate::core::rng::bot_rng;
use crate::core::wire::{raw, Raw};
use crate::games::holes18::cards::Face as ShotFace;
use crate::games::holes18::course::{Hex, Terrain};
use crate::games::holes18::modes::Mode;
use crate::games::holes18::planner;
use crate::games::holes18::rules::{Holes18, HolesAction, HolesEvent, Landing};
use crate::games::holes18::{Club, HolesView, Shot};
use crate::session::Drawable;

/// The moves that aim at a hex (shown on the course rather than in the panel).
mod aims;
/// The panel's pen: words, buttons, club and shot cards.
mod draw;
/// The panel: heading, players, and each phase's moves.
mod panel;
/// The players' lines and the golfer powers.
mod players;
#[cfg(test)]
mod tests;
/// The course layer.
mod world;

/// World pixels per hex radius.
const R: f64 = 20.0;
const SQRT3: f64 = 1.732_050_807_568_877_2;
const PAD: f64 = 8.0;

/// The centre of a hex in world pixels (the map's origin is offset (0, 0)).
pub fn center(h: Hex) -> (f64, f64) {
    let (col, row) = h.to_offset();
    let shift = if row & 1 == 1 { 0.5 } else { 0.0 };
    (
        R * SQRT3 * (f64::from(col) + shift),
        R * 1.5 * f64::from(row),
    )
}

fn ball(seat: Seat) -> &'static str {
    ["ball_0", "ball_1", "ball_2", "ball_3", "ball_4"][seat.min(4)]
}

fn terrain_code(t: Option<Terrain>) -> &'static str {
    match t {
        None => "out",
        Some(Terrain::Fairway) => "fairway",
        Some(Terrain::Rough) => "rough",
        Some(Terrain::Bunker) => "bunker",
        Some(Terrain::Water) => "water",
        Some(Terrain::Lake) => "lake",
        Some(Terrain::Trees) => "trees",
        Some(Terrain::Green) => "green",
        Some(Terrain::Tee) => "tee",
        Some(Terrain::Clubhouse) => "clubhouse",
    }
}

/// A club's decks in short: "3·4", "2×4" (draw two), "C", "W4" (a wood: hexes straight).
pub fn club_reach(c: Club) -> String {
    if c.is_wood() {
        if let crate::games::holes18::cards::Reach::Wood(f, r) = c.card().reach {
            return format!("{f}/{r}");
        }
    }
    let decks: Vec<&str> = c.decks().iter().map(|d| d.name()).collect();
    let decks = decks.join("\u{b7}");
    if c.draw() > 1 {
        format!("2\u{d7}{decks}")
    } else {
        decks
    }
}

/// A shot card in short for labels: its deck, then the kind (`flight:SSL`, `wild:SL|SR`, ...).
pub fn shot_code(s: Shot) -> String {
    let kind = match s.face() {
        ShotFace::Flight(paths) => {
            let word = |p: &crate::games::holes18::cards::Path| {
                p.fairway
                    .iter()
                    .map(|st| format!("{st:?}"))
                    .collect::<String>()
            };
            if paths.len() > 1 {
                format!(
                    "wild:{}",
                    paths.iter().map(word).collect::<Vec<_>>().join("|")
                )
            } else {
                format!("flight:{}", paths.first().map(word).unwrap_or_default())
            }
        }
        ShotFace::Super(d) => format!("super:{}", d.name()),
        ShotFace::Short(d) => format!("short:{}", d.name()),
        ShotFace::Shuffle => "shuffle".to_string(),
        ShotFace::LongestDrive => "longest".to_string(),
    };
    format!("{}:{kind}", s.deck().name())
}

struct Ctx<'a> {
    view: &'a HolesView,
    /// A state that agrees with everything the viewer knows (for legal moves and the planner).
    state: Option<Holes18>,
    viewer: Option<Seat>,
}

impl Ctx<'_> {
    fn hex_label(&self, key: &str, h: Hex) -> Label {
        Label::key(key)
            .arg("terrain", terrain_code(self.view.course.terrain(h)))
            .arg("dist", self.distance(h))
    }

    /// Hexes from `h` to the green the viewer plays for (the nearest one still worth
    /// something in the chaos modes).
    fn distance(&self, h: Hex) -> u16 {
        let v = self.view;
        let holes = &v.course.holes;
        if v.config.mode.chaos() {
            return holes
                .iter()
                .zip(v.mode_state.pots())
                .filter(|(_, pot)| !pot.is_empty())
                .map(|(x, _)| h.distance(x.green))
                .min()
                .unwrap_or(0);
        }
        holes[self.hole().min(holes.len() - 1)].green.distance(h)
    }

    /// The hole the viewer plays (their own in Golf Racing).
    fn hole(&self) -> usize {
        let v = self.view;
        self.viewer
            .and_then(|s| v.mode_state.at_hole().get(s).copied())
            .unwrap_or(v.hole)
            .min(v.course.holes.len() - 1)
    }
}

fn mode_code(m: Mode) -> &'static str {
    match m {
        Mode::MatchPlay => "match_play",
        Mode::StrokePlay => "stroke_play",
        Mode::Stableford => "stableford",
        Mode::GolfRacing => "golf_racing",
        Mode::Skins => "skins",
        Mode::ChaosGolf => "chaos_golf",
        Mode::KellyGolf => "kelly_golf",
        Mode::SoloChaos => "solo_chaos",
        Mode::ChaosTeams => "chaos_teams",
    }
}

/// One move aimed at a hex, for merging moves that share one.
struct Aim {
    hex: Hex,
    action: HolesAction,
    label: Label,
    preview: Vec<Shape>,
}

fn odds_shapes(odds: &planner::Odds) -> Vec<Shape> {
    let mut out = Vec::new();
    for (h, p) in odds {
        let (x, y) = center(*h);
        let pct = (p * 100.0).round().clamp(1.0, 100.0) as u8;
        out.push(Shape::Hex {
            x,
            y,
            size: R * 0.92,
            fill: "plan",
            alpha: (25.0 + p * 60.0) as u8,
            stroke: Some("plan_edge"),
        });
        out.push(
            Text::new(x, y, R * 0.62, Label::text(format!("{pct}%")), R * 1.6)
                .color("on_plan")
                .bold(true)
                .into(),
        );
    }
    out
}

fn flight_shapes(from: Hex, path: &[Hex], seat: Seat, landing: Landing) -> Vec<Shape> {
    let mut pts = vec![center(from)];
    pts.extend(path.iter().map(|h| center(*h)));
    let mut out = vec![Shape::Line {
        pts: pts
            .iter()
            .map(|(x, y)| (x.round() as i32, y.round() as i32))
            .collect(),
        color: ball(seat),
        width: 3.0,
        dash: true,
    }];
    if let Landing::At(h) = landing {
        let (x, y) = center(h);
        out.push(Shape::Hex {
            x,
            y,
            size: R * 0.92,
            fill: "plan",
            alpha: 70,
            stroke: Some("plan_edge"),
        });
    }
    out
}

fn act(a: &HolesAction) -> Raw {
    raw(a)
}

/// A `{"choose": [...]}` action: the page lists the moves and sends the one picked.
fn menu(items: &[(HolesAction, Label)]) -> Raw {
    #[derive(serde::Serialize)]
    struct Item<'a> {
        action: &'a HolesAction,
        label: &'a Label,
    }
    #[derive(serde::Serialize)]
    struct Menu<'a> {
        choose: Vec<Item<'a>>,
    }
    raw(&Menu {
        choose: items
            .iter()
            .map(|(action, label)| Item { action, label })
            .collect(),
    })
}

impl Drawable for Holes18 {
    fn scene(view: &HolesView, events: &[HolesEvent], width: f64, height: f64) -> Scene {
        let viewer = view.seat;
        let state = viewer.map(|s| Holes18::determinize(view, s, &mut bot_rng(0)));
        let cx = Ctx {
            view,
            state,
            viewer,
        };
        let legal: Vec<HolesAction> = match (&cx.state, viewer) {
            (Some(g), Some(s)) => g.legal_actions(s),
            _ => Vec::new(),
        };
        let tall = height > width * 1.1 || width < 640.0;
        let (course_at, panel_at) = if tall {
            let ph = (height * 0.42).clamp(230.0, 380.0);
            (
                Rect::new(0.0, 0.0, width, height - ph),
                Rect::new(0.0, height - ph, width, ph),
            )
        } else {
            let pw = (width * 0.3).clamp(260.0, 360.0);
            (
                Rect::new(0.0, 0.0, width - pw, height),
                Rect::new(width - pw, 0.0, pw, height),
            )
        };
        let mut p = draw::Panel {
            draw: Draw::default(),
            previews: Vec::new(),
        };
        p.draw.rect(panel_at, 0.0, "mat", None);
        let world_aims = panel::panel(&cx, &legal, panel_at, &mut p);
        let first_hit = p.draw.hits.len();
        let world = world::world(&cx, events, course_at, world_aims, first_hit, p.previews);
        let mut scene = p.draw.finish(width, height);
        scene.world = Some(world);
        scene
    }
}
