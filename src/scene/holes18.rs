//! The 18 Holes table: the course as a world layer the page pans and zooms (terrain, flags,
//! golfers, the last flight, and the moves that aim at a hex: one-hex moves, wood shots, chip
//! aims, bunker exits, chosen landings), and a side panel (a bottom panel on a tall screen) with
//! the hole, the players, and the viewer's clubs, shot cards and buttons. Every move that hits
//! the ball carries a preview: the planner's odds for each hex it can reach, or its flight.

use super::{Hit, Label, Preview, Rect, Scene, Shape, World};
use crate::core::game::{Determinize, Game, Seat};
use crate::core::record::{raw_json, RawJson};
use crate::core::rng::bot_rng;
use crate::games::holes18::cards::{Deck, Face as ShotFace};
use crate::games::holes18::course::{Hex, Terrain};
use crate::games::holes18::golfers::{Golfer, Side};
use crate::games::holes18::modes::Mode;
use crate::games::holes18::planner;
use crate::games::holes18::rules::{Holes18, HolesAction, HolesEvent, Landing, Phase, Water};
use crate::games::holes18::{Club, HolesView, Shot};
use crate::session::Drawable;
use std::collections::BTreeMap;

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
                .zip(&v.mode_state.pots)
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
            .and_then(|s| v.mode_state.at_hole.get(s).copied())
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
        out.push(Shape::Text {
            x,
            y,
            size: R * 0.62,
            label: Label::text(format!("{pct}%")),
            color: "on_plan",
            align: "center",
            bold: true,
            max_w: R * 1.6,
        });
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

fn act(a: &HolesAction) -> RawJson {
    raw_json(a)
}

/// A `{"choose": [...]}` action: the page lists the moves and sends the one picked.
fn menu(items: &[(HolesAction, Label)]) -> RawJson {
    #[derive(serde::Serialize)]
    struct Item<'a> {
        action: &'a HolesAction,
        label: &'a Label,
    }
    #[derive(serde::Serialize)]
    struct Menu<'a> {
        choose: Vec<Item<'a>>,
    }
    raw_json(&Menu {
        choose: items
            .iter()
            .map(|(action, label)| Item { action, label })
            .collect(),
    })
}

struct Panel {
    shapes: Vec<Shape>,
    hits: Vec<Hit>,
    previews: Vec<Preview>,
}

impl Panel {
    fn text(&mut self, x: f64, y: f64, size: f64, label: Label, bold: bool, max_w: f64) {
        self.shapes.push(Shape::Text {
            x,
            y,
            size,
            label,
            color: "ink",
            align: "left",
            bold,
            max_w,
        });
    }

    fn button(
        &mut self,
        at: Rect,
        text: Label,
        action: RawJson,
        key: Option<&'static str>,
    ) -> usize {
        self.shapes.push(Shape::Rect {
            at,
            radius: 8.0,
            fill: "accent",
            stroke: None,
        });
        self.shapes.push(Shape::Text {
            x: at.x + at.w / 2.0,
            y: at.y + at.h / 2.0,
            size: (at.h * 0.42).min(15.0),
            label: text.clone(),
            color: "on_accent",
            align: "center",
            bold: true,
            max_w: at.w - 8.0,
        });
        self.hits.push(Hit {
            at,
            action,
            label: text,
            key,
        });
        self.hits.len() - 1
    }

    /// One line of the players' list: a mark (a ball, or an opponent's token) and its words.
    fn line(&mut self, x: f64, y: f64, line: f64, mark: (&'static str, f64), label: Label, w: f64) {
        self.shapes.push(Shape::Rect {
            at: Rect::new(x, y + line / 2.0 - 6.0, 12.0, 12.0),
            radius: mark.1,
            fill: mark.0,
            stroke: None,
        });
        self.text(
            x + 18.0,
            y + line / 2.0,
            (line * 0.62).min(13.0),
            label,
            false,
            w - 20.0,
        );
    }

    /// A club drawn as a small card: initiative in the corner, its decks, its name.
    fn club(&mut self, at: Rect, c: Club, glow: bool) {
        self.shapes.push(Shape::Rect {
            at,
            radius: 6.0,
            fill: "face_club",
            stroke: Some(if glow { "accent" } else { "card_edge" }),
        });
        let s = at.h.min(at.w * 1.3);
        self.shapes.push(Shape::Text {
            x: at.x + 5.0,
            y: at.y + s * 0.14,
            size: s * 0.15,
            label: Label::text(c.init().to_string()),
            color: "tone_club",
            align: "left",
            bold: true,
            max_w: at.w * 0.4,
        });
        self.shapes.push(Shape::Text {
            x: at.x + at.w / 2.0,
            y: at.y + at.h * 0.47,
            size: s * 0.27,
            label: Label::text(club_reach(c)),
            color: "tone_club",
            align: "center",
            bold: true,
            max_w: at.w - 6.0,
        });
        self.shapes.push(Shape::Text {
            x: at.x + at.w / 2.0,
            y: at.y + at.h * 0.8,
            size: s * 0.14,
            label: Label::key("h18_club").arg("name", c.name()),
            color: "tone_club",
            align: "center",
            bold: false,
            max_w: at.w - 6.0,
        });
    }

    /// A drawn shot card like the printed one: its deck in the corner and its flight map (the
    /// ball's hex, then each hex of the path aimed to the right; a wild card's second path
    /// outlined), or the special it asks for in words.
    fn shot(&mut self, at: Rect, s: Shot, glow: bool) {
        self.shapes.push(Shape::Rect {
            at,
            radius: 6.0,
            fill: "face_shot",
            stroke: Some(if glow { "accent" } else { "card_edge" }),
        });
        self.shapes.push(Shape::Text {
            x: at.x + 6.0,
            y: at.y + 10.0,
            size: 13.0,
            label: Label::text(s.deck().name()),
            color: "tone_shot",
            align: "left",
            bold: true,
            max_w: 30.0,
        });
        let paths: Vec<&[crate::games::holes18::cards::Step]> = match s.face() {
            ShotFace::Flight(ps) => ps.iter().map(|p| p.fairway).collect(),
            ShotFace::LongestDrive => vec![crate::games::holes18::cards::LONGEST_DRIVE.fairway],
            _ => Vec::new(),
        };
        let words = Shape::Text {
            x: at.x + at.w / 2.0,
            y: at.y + at.h * if paths.is_empty() { 0.55 } else { 0.86 },
            size: (at.h * 0.12).clamp(9.0, 13.0),
            label: Label::key("h18_shot_face").arg("card", shot_code(s)),
            color: "tone_shot",
            align: "center",
            bold: paths.is_empty(),
            max_w: at.w - 8.0,
        };
        if paths.is_empty() {
            self.shapes.push(words);
            return;
        }
        // Cells in hex steps from the ball, aimed east (a left turn heads north-east).
        let cells = |steps: &[crate::games::holes18::cards::Step]| {
            let mut h = Hex::new(0, 0);
            let mut out = vec![h];
            for st in steps {
                let d = match st {
                    crate::games::holes18::cards::Step::S => 0,
                    crate::games::holes18::cards::Step::L => 1,
                    crate::games::holes18::cards::Step::R => 5,
                };
                h = h.step(d);
                out.push(h);
            }
            out
        };
        let all: Vec<Vec<Hex>> = paths.iter().map(|p| cells(p)).collect();
        let pts: Vec<(f64, f64)> = all
            .iter()
            .flatten()
            .map(|h| {
                (
                    SQRT3 * (f64::from(h.q) + f64::from(h.r) / 2.0),
                    1.5 * f64::from(h.r),
                )
            })
            .collect();
        let (x0, x1) = pts
            .iter()
            .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.0), b.max(p.0)));
        let (y0, y1) = pts
            .iter()
            .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.1), b.max(p.1)));
        let room = Rect::new(at.x + 6.0, at.y + 20.0, at.w - 12.0, at.h * 0.72 - 20.0);
        let r = (room.w / (x1 - x0 + SQRT3))
            .min(room.h / (y1 - y0 + 2.0))
            .min(14.0);
        let ox = room.x + room.w / 2.0 - r * (x0 + x1) / 2.0;
        let oy = room.y + room.h / 2.0 - r * (y0 + y1) / 2.0;
        for (k, path) in all.iter().enumerate() {
            for (i, h) in path.iter().enumerate() {
                let (hx, hy) = (
                    ox + r * SQRT3 * (f64::from(h.q) + f64::from(h.r) / 2.0),
                    oy + r * 1.5 * f64::from(h.r),
                );
                let last = i + 1 == path.len();
                self.shapes.push(Shape::Hex {
                    x: hx,
                    y: hy,
                    size: r * 0.95,
                    fill: if i == 0 {
                        "tee"
                    } else if last {
                        "flag_current"
                    } else {
                        "fairway"
                    },
                    alpha: if k == 0 { 100 } else { 45 },
                    stroke: Some("card_edge"),
                });
            }
        }
        self.shapes.push(words);
    }
}

fn hand_row(
    p: &mut Panel,
    area: Rect,
    clubs: &[Club],
    act_of: impl Fn(Club) -> Option<HolesAction>,
    key_base: bool,
) {
    let n = clubs.len().max(1) as f64;
    let w = ((area.w - (n - 1.0) * 6.0) / n)
        .min(area.h * 0.72)
        .min(84.0);
    for (i, c) in clubs.iter().enumerate() {
        let at = Rect::new(
            area.x + i as f64 * (w + 6.0),
            area.y,
            w,
            (w / 0.72).min(area.h),
        );
        let a = act_of(*c);
        p.club(at, *c, a.is_some());
        if let Some(a) = a {
            const KEYS: [&str; 9] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
            let label = Label::key(match a {
                HolesAction::Pick(_) => "h18_hit_pick",
                _ => "h18_hit_select",
            })
            .arg("name", c.name())
            .arg("reach", club_reach(*c))
            .arg("init", c.init());
            p.hits.push(Hit {
                at,
                action: act(&a),
                label,
                key: if key_base { KEYS.get(i).copied() } else { None },
            });
        }
    }
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
        let mut p = Panel {
            shapes: vec![Shape::Rect {
                at: panel_at,
                radius: 0.0,
                fill: "mat",
                stroke: None,
            }],
            hits: Vec::new(),
            previews: Vec::new(),
        };
        let world_aims = panel(&cx, &legal, panel_at, &mut p);
        let first_hit = p.hits.len();
        let world = world(&cx, events, course_at, world_aims, first_hit, p.previews);
        Scene {
            width,
            height,
            shapes: p.shapes,
            hits: p.hits,
            world: Some(world),
        }
    }
}

/// The panel: returns the moves that aim at a hex (drawn on the course instead).
fn panel(cx: &Ctx, legal: &[HolesAction], at: Rect, p: &mut Panel) -> Vec<Aim> {
    let view = cx.view;
    let x = at.x + PAD;
    let w = at.w - 2.0 * PAD;
    let mut y = at.y + PAD + 10.0;
    let holes = view.course.holes.len();
    let mode = view.config.mode;
    let ms = &view.mode_state;
    let hole = cx.hole();
    p.text(
        x,
        y,
        16.0,
        Label::key(if view.phase == Phase::Draft {
            "h18_panel_draft"
        } else if view.phase == Phase::Over {
            "h18_panel_over"
        } else if mode.chaos() {
            "h18_panel_chaos"
        } else {
            "h18_panel_hole"
        })
        .arg("hole", hole + 1)
        .arg("holes", holes)
        .arg("par", view.course.holes[hole].par)
        .arg("round", view.round)
        .arg("mode", mode_code(mode))
        .arg("left", ms.pots.iter().filter(|p| !p.is_empty()).count()),
        true,
        w,
    );
    y += 18.0;
    // Players: one line each, the one to move marked.
    let n = view.positions.len();
    let line = if at.h < 300.0 { 18.0 } else { 22.0 };
    for s in 0..n {
        let row = Rect::new(at.x + 4.0, y, at.w - 8.0, line);
        if view.to_move.contains(&s) && view.phase != Phase::Over {
            p.shapes.push(Shape::Rect {
                at: row,
                radius: 5.0,
                fill: "turn",
                stroke: None,
            });
        }
        let club = match (view.selected[s], view.committed[s]) {
            (Some(c), _) => format!("{} {}", c.name(), c.init()),
            (None, true) => "?".to_string(),
            (None, false) => String::new(),
        };
        let mut label = if mode.is_match() {
            Label::key("h18_seat")
                .arg("flags", view.flags[s])
                .arg("tokens", view.tokens[s])
        } else {
            seat_score(view, s)
        }
        .arg("seat", s)
        .arg("hand", view.hand_sizes[s])
        .arg("club", club);
        if view.water[s] != Water::Dry {
            label = label.arg("water", 1);
        }
        let label = golfer_badge(p, view, s, row, label);
        let badge = if view.golfers.is_some() { 34.0 } else { 0.0 };
        p.line(x, y, line, (ball(s), 6.0), label, w - badge);
        y += line;
    }
    if mode == Mode::SoloChaos {
        y = solo_lines(p, view, x, y, w, line);
    }
    y += 6.0;
    y = golfer_panel(cx, legal, x, y, w, p);
    let me = cx.viewer;
    let has = |f: &dyn Fn(&HolesAction) -> bool| legal.iter().any(f);
    let bottom = at.y + at.h - PAD;
    let mut aims = Vec::new();
    let room = (bottom - y).max(60.0);
    match view.phase {
        // The draft and the secret selection: a row of clubs, each one a move.
        Phase::Draft | Phase::Select => {
            let drafting = view.phase == Phase::Draft;
            let clubs = if drafting {
                view.packet.clone().unwrap_or_default()
            } else {
                view.my_hand().to_vec()
            };
            let title = match (drafting, view.pick) {
                (true, Some(pick)) => Some(Label::key("h18_picked").arg("name", pick.name())),
                (true, None) => None,
                (false, _) => Some(Label::key("h18_your_hand").arg("n", clubs.len())),
            };
            if let Some(title) = title {
                p.text(x, y + 8.0, 13.0, title, true, w);
            }
            y += 20.0;
            let h = (room - 70.0).clamp(50.0, 110.0);
            let choose = |c: Club| {
                let a = if drafting {
                    HolesAction::Pick(c)
                } else {
                    HolesAction::Select(c)
                };
                legal.contains(&a).then_some(a)
            };
            hand_row(p, Rect::new(x, y, w, h), &clubs, choose, true);
            y += h + 8.0;
            if legal.contains(&HolesAction::ResetHand) {
                p.button(
                    Rect::new(x, y, w.min(220.0), 34.0),
                    Label::key("h18_hit_reset"),
                    act(&HolesAction::ResetHand),
                    Some("r"),
                );
            } else if let Some(c) = me.and_then(|s| view.selected[s]) {
                p.text(
                    x,
                    y + 10.0,
                    13.0,
                    Label::key("h18_selected").arg("name", c.name()),
                    false,
                    w,
                );
            } else if drafting {
                hand_label(p, view, x, y, w);
            }
        }
        Phase::Turn if me.is_some_and(|s| view.to_move.contains(&s)) => {
            let seat = me.unwrap_or(0);
            if let Some(c) = view.selected[seat] {
                let cw = 64.0_f64.min(w / 4.0);
                p.club(Rect::new(x, y, cw, cw / 0.72), c, true);
                let bx = x + cw + 8.0;
                let bw = w - cw - 8.0;
                let mut by = y;
                let g = cx.state.as_ref();
                for a in legal {
                    let (text, key) = match a {
                        HolesAction::Play { deck, dir: None } => (
                            Label::key("h18_hit_play")
                                .arg("deck", deck.name())
                                .arg("draw", c.draw()),
                            Some("p"),
                        ),
                        HolesAction::BigHit => (
                            Label::key("h18_hit_big")
                                .arg("deck", c.big_hit_deck().map_or("", Deck::name)),
                            Some("b"),
                        ),
                        HolesAction::ResetHand => (Label::key("h18_hit_reset_turn"), Some("r")),
                        HolesAction::PeekClub(o) => {
                            (Label::key("h18_hit_peek_opp").arg("opp", o + 1), None)
                        }
                        HolesAction::Switch => (
                            Label::key("h18_hit_switch")
                                .arg("golfer", if ms.playing[seat] == 0 { "b" } else { "a" }),
                            Some("g"),
                        ),
                        _ => continue,
                    };
                    let key = if matches!(a, HolesAction::Play { .. }) && c.decks().len() > 1 {
                        None
                    } else {
                        key
                    };
                    let i = p.button(Rect::new(bx, by, bw, 32.0), text, act(a), key);
                    if let Some(g) = g {
                        let odds = planner::odds(g, seat, a);
                        if !odds.is_empty() {
                            p.previews.push(Preview {
                                hit: i,
                                shapes: odds_shapes(&odds),
                            });
                        }
                    }
                    by += 38.0;
                }
                y = y.max(by).max(y + cw / 0.72) + 6.0;
                let tip = if has(&|a| matches!(a, HolesAction::Bunker { .. })) {
                    "h18_tip_bunker"
                } else if has(&|a| matches!(a, HolesAction::Wood(_))) {
                    "h18_tip_wood"
                } else if has(&|a| matches!(a, HolesAction::Play { dir: Some(_), .. })) {
                    "h18_tip_chip"
                } else {
                    "h18_tip_move"
                };
                p.text(x, y + 8.0, 12.0, Label::key(tip), false, w);
                y += 22.0;
                if let Some(g) = g {
                    aims = turn_aims(cx, g, seat, legal);
                }
            }
            hand_label(p, view, x, y.max(bottom - 20.0), w);
        }
        Phase::Choose | Phase::BigHitDiscard if view.shot.is_some() => {
            let Some(shot) = view.shot.clone() else {
                return aims;
            };
            let discarding = view.phase == Phase::BigHitDiscard;
            let title = if discarding {
                Label::key("h18_discard_title").arg("seat", shot.seat)
            } else {
                Label::key("h18_choose_title")
                    .arg("seat", shot.seat)
                    .arg("name", shot.club.name())
            };
            p.text(x, y + 8.0, 13.0, title, true, w);
            y += 20.0;
            let k = shot.stacks.len().max(1) as f64;
            let cw = ((w - (k - 1.0) * 8.0) / k).min(130.0);
            let ch = (cw * 0.95).clamp(70.0, 120.0).min(room * 0.45);
            for (i, st) in shot.stacks.iter().enumerate() {
                let Some(top) = st.last().copied() else {
                    continue;
                };
                let at = Rect::new(x + i as f64 * (cw + 8.0), y, cw, ch);
                p.shot(at, top, false);
                let under = st.len() - 1;
                if under > 0 {
                    p.shapes.push(Shape::Text {
                        x: at.x + 4.0,
                        y: at.y + ch - 8.0,
                        size: 10.0,
                        label: Label::key("h18_under").arg("n", under),
                        color: "tone_shot",
                        align: "left",
                        bold: false,
                        max_w: cw - 8.0,
                    });
                }
                let i8 = i as u8;
                if legal.contains(&HolesAction::Discard(i8)) {
                    let label = Label::key("h18_hit_discard").arg("card", shot_code(top));
                    p.hits.push(Hit {
                        at,
                        action: act(&HolesAction::Discard(i8)),
                        label,
                        key: ["1", "2", "3", "4"].get(i).copied(),
                    });
                }
                if legal.contains(&HolesAction::Follow(i8)) {
                    let b = Rect::new(at.x, at.y + ch + 4.0, cw, 28.0);
                    p.button(
                        b,
                        Label::key("h18_hit_follow").arg("card", shot_code(top)),
                        act(&HolesAction::Follow(i8)),
                        None,
                    );
                }
            }
            y += ch + 36.0;
            if !discarding && me == Some(shot.seat) {
                if let Some(g) = cx.state.as_ref() {
                    let (on, off) = choose_aims(cx, g, shot.seat, legal);
                    aims = on;
                    p.text(x, y + 8.0, 12.0, Label::key("h18_tip_land"), false, w);
                    y += 22.0;
                    if legal.contains(&HolesAction::Switch) {
                        // Chaos Teams: the golfer is chosen after drawing.
                        let other = if ms.playing[shot.seat] == 0 { "b" } else { "a" };
                        p.button(
                            Rect::new(x, y, w.min(260.0), 32.0),
                            Label::key("h18_hit_switch").arg("golfer", other),
                            act(&HolesAction::Switch),
                            Some("g"),
                        );
                        y += 38.0;
                    }
                    if !off.is_empty() {
                        let items: Vec<(HolesAction, Label)> = off;
                        p.button(
                            Rect::new(x, y, w.min(260.0), 32.0),
                            Label::key("h18_hit_out_menu").arg("n", items.len()),
                            menu(&items),
                            Some("o"),
                        );
                    }
                }
            }
        }
        Phase::Place if !legal.is_empty() => {
            p.text(x, y + 8.0, 13.0, Label::key("h18_place_title"), true, w);
            p.text(x, y + 28.0, 12.0, Label::key("h18_tip_place"), false, w);
            for a in legal {
                if let HolesAction::Place(h) = *a {
                    let h = usize::from(h);
                    let worth: u8 = ms.pots.get(h).map_or(0, |p| p.iter().sum());
                    aims.push(Aim {
                        hex: view.course.holes[h].green,
                        action: *a,
                        label: Label::key("h18_hit_place")
                            .arg("hole", h + 1)
                            .arg("worth", worth),
                        preview: Vec::new(),
                    });
                }
            }
        }
        Phase::Target if !legal.is_empty() => {
            p.text(x, y + 8.0, 13.0, Label::key("h18_target_title"), true, w);
            y += 22.0;
            let here = me.map_or(view.course.holes[0].tee, |s| view.positions[s]);
            for (i, a) in legal.iter().enumerate() {
                if let HolesAction::Keep(h) = *a {
                    let hole = &view.course.holes[usize::from(h)];
                    p.button(
                        Rect::new(x, y, w.min(280.0), 34.0),
                        Label::key("h18_hit_keep")
                            .arg("hole", usize::from(h) + 1)
                            .arg("par", hole.par)
                            .arg("dist", here.distance(hole.green)),
                        act(a),
                        ["1", "2"].get(i).copied(),
                    );
                    y += 40.0;
                }
            }
        }
        Phase::Extra if !legal.is_empty() => {
            p.text(x, y + 8.0, 13.0, Label::key("h18_extra_title"), true, w);
            y += 20.0;
            let clubs = view.my_hand().to_vec();
            let h = (room - 80.0).clamp(50.0, 110.0);
            let choose = |c: Club| {
                let a = HolesAction::Select(c);
                legal.contains(&a).then_some(a)
            };
            hand_row(p, Rect::new(x, y, w, h), &clubs, choose, true);
            y += h + 8.0;
            p.button(
                Rect::new(x, y, w.min(220.0), 34.0),
                Label::key("h18_hit_pass"),
                act(&HolesAction::Pass),
                Some("x"),
            );
        }
        Phase::Over => {
            let winners = view
                .winners
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(",");
            p.text(
                x,
                y + 10.0,
                15.0,
                Label::key("h18_over").arg("seats", winners),
                true,
                w,
            );
        }
        _ => {
            if let Some(s) = me {
                if let Some(c) = view.selected[s] {
                    p.club(Rect::new(x, y, 56.0, 56.0 / 0.72), c, false);
                }
                let hand = view.my_hand().to_vec();
                let h = (room - 100.0).clamp(40.0, 90.0);
                hand_row(
                    p,
                    Rect::new(x + 64.0, y, w - 64.0, h),
                    &hand,
                    |_| None,
                    false,
                );
                y += (56.0_f64 / 0.72).max(h) + 8.0;
                hand_label(p, view, x, y, w);
            }
        }
    }
    aims
}

/// Solo Chaos Golf: the three opponents (points, target green, a club turned up) and the solo
/// card with its turn marker (a full circle: only you score; a half one: combined scoring).
/// Returns where the panel continues.
fn solo_lines(p: &mut Panel, view: &HolesView, x: f64, mut y: f64, w: f64, line: f64) -> f64 {
    let ms = &view.mode_state;
    for (o, pts) in ms.opp_points.iter().enumerate() {
        let mut label = Label::key("h18_opp")
            .arg("opp", o + 1)
            .arg("score", *pts)
            .arg("left", ms.opp_targets[o].len());
        if let Some(t) = ms.opp_targets[o].last() {
            label = label.arg("target", usize::from(*t) + 1);
        }
        if let Some(c) = ms.opp_shown.get(o).copied().flatten() {
            label = label.arg("club", format!("{} {}", c.name(), c.init()));
        }
        p.line(x, y, line, ("token", 2.0), label, w);
        y += line;
    }
    if let Some(c) = ms.solo_card {
        let card = &crate::games::holes18::modes::solo_cards()[usize::from(c)];
        let mark = usize::from(ms.solo_mark).min(card.turns.len().saturating_sub(1));
        let marks: Vec<String> = card
            .turns
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let m = if *t { "◐" } else { "●" };
                if i == mark {
                    format!("[{m}]")
                } else {
                    m.to_string()
                }
            })
            .collect();
        let label = Label::key("h18_solo_card")
            .arg("marks", marks.join(" "))
            .arg(
                "combined",
                u8::from(card.turns.get(mark).copied().unwrap_or(false)),
            )
            .arg("rank", ms.rank)
            .arg("left", ms.solo_deck.len());
        p.text(x, y + line / 2.0, (line * 0.62).min(13.0), label, true, w);
        y += line;
    }
    y
}

/// A player's line in a mode other than Match Play: the mode's score and what it tracks.
fn seat_score(view: &HolesView, s: Seat) -> Label {
    let ms = &view.mode_state;
    let mut label = Label::key("h18_seat_mode")
        .arg("mode", mode_code(view.config.mode))
        .arg("score", view.totals[s]);
    if view.config.mode.counts_strokes() && view.phase != Phase::Over {
        let now = view.turns_on_hole[s] + ms.penalties.get(s).copied().unwrap_or(0);
        label = label.arg("now", now);
        if ms.holed.get(s).copied().unwrap_or(false) {
            label = label.arg("holed", 1);
        }
    }
    if let Some(h) = ms.at_hole.get(s) {
        label = label.arg("at", h + 1);
    }
    if let Some(Some(t)) = ms.targets.get(s) {
        // Only the viewer's own target is known; others show as 255.
        label = label.arg(
            "target",
            if *t == u8::MAX {
                0
            } else {
                usize::from(*t) + 1
            },
        );
    }
    if !ms.playoff.is_empty() && !ms.playoff.contains(&s) {
        label = label.arg("out", 1);
    }
    label
}

/// A player's golfer card at the end of its row: upright, or turned sideways once its power is
/// spent. Returns the row's words with the golfer added (for screen readers too).
fn golfer_badge(p: &mut Panel, view: &HolesView, s: Seat, row: Rect, label: Label) -> Label {
    let Some(g) = view.golfers.as_ref() else {
        return label;
    };
    let Some(card) = g.cards.get(s).copied().flatten() else {
        return label;
    };
    let used = g.sideways.get(s).copied().unwrap_or(false);
    let (bw, bh) = if used { (30.0, 16.0) } else { (16.0, 22.0) };
    let at = Rect::new(
        row.x + row.w - 34.0 + (30.0 - bw) / 2.0,
        row.y + (row.h - bh) / 2.0,
        bw,
        bh,
    );
    p.shapes.push(Shape::Rect {
        at,
        radius: 3.0,
        fill: "face_club",
        stroke: Some("card_edge"),
    });
    p.shapes.push(Shape::Text {
        x: at.x + at.w / 2.0,
        y: at.y + at.h / 2.0,
        size: 9.0,
        label: Label::text(format!(
            "{}{}",
            card.golfer.name().chars().next().unwrap_or('?'),
            side_code(card.side)
        )),
        color: "tone_club",
        align: "center",
        bold: true,
        max_w: at.w,
    });
    let mut label = label
        .arg("golfer", golfer_code(card.golfer))
        .arg("side", side_code(card.side));
    if used {
        label = label.arg("used", 1);
    }
    if g.lasting.is_some() && card.golfer == Golfer::Dorian {
        label = label.arg("lasting", g.lasting.map_or("", |c| c.name()));
    }
    label
}

/// The golfer as the page's words know it (the engine's own name in snake case).
fn golfer_code(g: Golfer) -> &'static str {
    match g {
        Golfer::Bunjil => "bunjil",
        Golfer::Dorian => "dorian",
        Golfer::IronJane => "iron_jane",
        Golfer::Lucky => "lucky",
        Golfer::SlickRikesh => "slick_rikesh",
        Golfer::Slugger => "slugger",
        Golfer::Swift => "swift",
        Golfer::TheShark => "the_shark",
    }
}

fn side_code(s: Side) -> &'static str {
    match s {
        Side::A => "a",
        Side::B => "b",
    }
}

/// The golfer powers the viewer may use now, as buttons (a menu when there are many), and
/// what its golfer knows: Bunjil's looked-at or kept card (his alone), a card shown face up.
/// Returns where the panel continues.
fn golfer_panel(cx: &Ctx, legal: &[HolesAction], x: f64, mut y: f64, w: f64, p: &mut Panel) -> f64 {
    let Some(g) = cx.view.golfers.as_ref() else {
        return y;
    };
    let mut notes: Vec<Label> = Vec::new();
    if let Some(card) = g.peek.and_then(|k| k.card) {
        notes.push(Label::key("h18g_saw").arg("card", shot_code(card)));
    }
    if let Some(card) = g.kept.and_then(|k| k.card) {
        notes.push(Label::key("h18g_kept").arg("card", shot_code(card)));
    }
    if let Some(card) = g.shown {
        notes.push(Label::key("h18g_shown").arg("card", shot_code(card)));
    }
    for n in notes {
        p.text(x, y + 8.0, 12.0, n, false, w);
        y += 18.0;
    }
    let view = cx.view;
    let club_of = |s: usize| view.selected.get(s).copied().flatten();
    let mut buttons: Vec<(Label, RawJson)> = Vec::new();
    let mut lasting = Vec::new();
    let mut discarded = Vec::new();
    let mut redraws: BTreeMap<u8, Vec<(HolesAction, Label)>> = BTreeMap::new();
    for a in legal.iter().filter(|a| a.is_golfer()) {
        match *a {
            HolesAction::DraftPass => buttons.push((Label::key("h18g_hit_pass"), act(a))),
            HolesAction::Peek(d) => {
                buttons.push((Label::key("h18g_hit_peek").arg("deck", d.name()), act(a)))
            }
            HolesAction::KeepCard(keep) => buttons.push((
                Label::key(if keep {
                    "h18g_hit_keep"
                } else {
                    "h18g_hit_return"
                }),
                act(a),
            )),
            HolesAction::Borrow(o) => buttons.push((
                Label::key("h18g_hit_borrow")
                    .arg("seat", o)
                    .arg("name", club_of(usize::from(o)).map_or("", Club::name)),
                act(a),
            )),
            HolesAction::NoBorrow => buttons.push((Label::key("h18g_hit_no_borrow"), act(a))),
            HolesAction::Lasting(c) => {
                lasting.push((*a, Label::key("h18g_hit_lasting").arg("name", c.name())))
            }
            HolesAction::UseDiscarded { seat, club } => discarded.push((
                *a,
                Label::key("h18g_hit_use")
                    .arg("seat", seat)
                    .arg("name", club.name()),
            )),
            HolesAction::Redraw { stack, discard } => {
                let card = view
                    .shot
                    .as_ref()
                    .and_then(|s| s.stacks.get(usize::from(stack)))
                    .and_then(|st| st.last())
                    .map(|c| shot_code(*c))
                    .unwrap_or_default();
                let mut l = Label::key("h18g_hit_redraw").arg("card", card);
                if let Some(c) = discard {
                    l = l.arg("name", c.name());
                }
                redraws.entry(stack).or_default().push((*a, l));
            }
            _ => {}
        }
    }
    if !lasting.is_empty() {
        buttons.push((
            Label::key("h18g_hit_lasting_menu").arg("n", lasting.len()),
            menu(&lasting),
        ));
    }
    if !discarded.is_empty() {
        buttons.push((
            Label::key("h18g_hit_use_menu").arg("n", discarded.len()),
            menu(&discarded),
        ));
    }
    for (_, items) in redraws {
        match items.as_slice() {
            [(a, l)] => buttons.push((l.clone(), act(a))),
            _ => {
                let card = items[0].1.clone();
                buttons.push((card.arg("menu", items.len()), menu(&items)))
            }
        }
    }
    if buttons.is_empty() {
        return y;
    }
    let per_row = if w > 300.0 { 3 } else { 2 };
    for row in buttons.chunks(per_row) {
        let bw = (w - 6.0 * (per_row as f64 - 1.0)) / per_row as f64;
        for (i, (label, action)) in row.iter().enumerate() {
            let at = Rect::new(x + i as f64 * (bw + 6.0), y, bw, 28.0);
            p.button(at, label.clone(), action.clone(), None);
        }
        y += 34.0;
    }
    y + 4.0
}

fn hand_label(p: &mut Panel, view: &HolesView, x: f64, y: f64, w: f64) {
    if let Some(s) = view.seat {
        let discards: Vec<String> = view.discards[s]
            .iter()
            .map(|c| c.name().to_string())
            .collect();
        p.text(
            x,
            y + 8.0,
            11.0,
            Label::key("h18_discards")
                .arg("list", discards.join(", "))
                .arg("n", discards.len()),
            false,
            w,
        );
    }
}

/// The turn's moves that aim at a hex: one-hex moves, wood shots, chip aims, bunker exits.
fn turn_aims(cx: &Ctx, g: &Holes18, seat: Seat, legal: &[HolesAction]) -> Vec<Aim> {
    let from = view_pos(cx, seat);
    let club = g.selected(seat);
    let mut aims = Vec::new();
    for a in legal {
        // The aim, the hex the move shows on, its words and its preview.
        let (dir, hex, label, preview) = match *a {
            HolesAction::Move(d) => (d, from.step(d), "h18_hit_move", Vec::new()),
            HolesAction::Wood(d) => {
                let (path, landing) = g.wood_outcome(seat, club.unwrap_or(Club(1)), d);
                let (hex, label) = match landing {
                    Landing::At(h) => (h, "h18_hit_wood"),
                    Landing::Out => (
                        path.last().copied().unwrap_or(from.step(d)),
                        "h18_hit_wood_out",
                    ),
                };
                (d, hex, label, flight_shapes(from, &path, seat, landing))
            }
            HolesAction::Play { dir: Some(d), .. } => (
                d,
                from.step(d),
                "h18_hit_chip",
                odds_shapes(&planner::odds(g, seat, a)),
            ),
            HolesAction::Bunker { dir, .. } => {
                let label = if club.is_some_and(|c| c.decks().len() > 1) {
                    "h18_hit_bunker_deck"
                } else {
                    "h18_hit_bunker"
                };
                (
                    dir,
                    from.step(dir),
                    label,
                    odds_shapes(&planner::odds(g, seat, a)),
                )
            }
            _ => continue,
        };
        let mut label = cx.hex_label(label, hex).arg("dir", dir);
        if let HolesAction::Bunker { deck, .. } = a {
            label = label.arg("deck", deck.name());
        }
        aims.push(Aim {
            hex,
            action: *a,
            label,
            preview,
        });
    }
    aims
}

fn view_pos(cx: &Ctx, seat: Seat) -> Hex {
    cx.view.positions[seat]
}

/// The chosen-card moves: those landing on the course (one per hex, the first card that gets
/// there), and those going out of bounds (listed in a menu).
fn choose_aims(
    cx: &Ctx,
    g: &Holes18,
    seat: Seat,
    legal: &[HolesAction],
) -> (Vec<Aim>, Vec<(HolesAction, Label)>) {
    let from = view_pos(cx, seat);
    let Some(shot) = cx.view.shot.as_ref() else {
        return (Vec::new(), Vec::new());
    };
    let mut on = Vec::new();
    let mut off = Vec::new();
    for a in legal {
        let HolesAction::Shoot { stack, dir, path } = *a else {
            continue;
        };
        let Some(card) = shot
            .stacks
            .get(usize::from(stack))
            .and_then(|s| s.last())
            .copied()
        else {
            continue;
        };
        let Some((cells, landing)) = g.shot_outcome(seat, shot.club, card, dir, usize::from(path))
        else {
            continue;
        };
        match landing {
            Landing::At(h) => on.push(Aim {
                hex: h,
                action: *a,
                label: cx
                    .hex_label("h18_hit_shoot", h)
                    .arg("dir", dir)
                    .arg("card", shot_code(card)),
                preview: flight_shapes(from, &cells, seat, landing),
            }),
            Landing::Out => off.push((
                *a,
                Label::key("h18_hit_shoot_out")
                    .arg("dir", dir)
                    .arg("card", shot_code(card))
                    .arg("path", path),
            )),
        }
    }
    (on, off)
}

/// The course layer: map, flags, tees, the last flight, golfers, and the aimed moves.
/// `previews` holds the panel's (its hits come first); the course's are added after them.
/// `items` grouped by hex, hexes in order, each group in its items' order: what a `BTreeMap`
/// of `Vec`s gives, without a B-tree's code in the wasm (the groups are few and small).
fn group_by_hex<T>(mut items: Vec<T>, hex: impl Fn(&T) -> Hex) -> Vec<(Hex, Vec<T>)> {
    let mut groups = Vec::new();
    while let Some(h) = items.iter().map(&hex).min() {
        groups.push((h, items.extract_if(.., |t| hex(t) == h).collect()));
    }
    groups
}

fn world(
    cx: &Ctx,
    events: &[HolesEvent],
    at: Rect,
    aims: Vec<Aim>,
    first_hit: usize,
    mut previews: Vec<Preview>,
) -> World {
    let view = cx.view;
    let course = &view.course;
    // Offset bounds of the map.
    let offs: Vec<((i32, i32), Terrain)> =
        course.cells().map(|(h, t)| (h.to_offset(), t)).collect();
    let col0 = offs.iter().map(|o| o.0 .0).min().unwrap_or(0);
    let col1 = offs.iter().map(|o| o.0 .0).max().unwrap_or(0);
    let row0 = offs.iter().map(|o| o.0 .1).min().unwrap_or(0);
    let row1 = offs.iter().map(|o| o.0 .1).max().unwrap_or(0);
    let wcols = (col1 - col0 + 1) as usize;
    let mut rows: Vec<Vec<u8>> = vec![vec![b'.'; wcols]; (row1 - row0 + 1) as usize];
    for ((c, r), t) in &offs {
        rows[(r - row0) as usize][(c - col0) as usize] = t.letter() as u8;
    }
    let rows: Vec<String> = rows
        .into_iter()
        .map(|r| String::from_utf8(r).unwrap_or_default())
        .collect();
    let mut shapes = vec![Shape::Map {
        x: 0.0,
        y: 0.0,
        size: R,
        col0,
        row0,
        rows,
    }];
    let (x0, y0) = center(Hex::from_offset(col0, row0));
    let bounds = Rect::new(
        x0 - R * SQRT3,
        y0 - R * 1.2,
        f64::from(col1 - col0 + 2) * R * SQRT3,
        f64::from(row1 - row0) * R * 1.5 + R * 2.4,
    );
    let current = cx.hole();
    let ms = &view.mode_state;
    let mode = view.config.mode;
    let mine = cx
        .viewer
        .and_then(|s| ms.targets.get(s).copied().flatten())
        .map(usize::from);
    for (i, hole) in course.holes.iter().enumerate() {
        let (gx, gy) = center(hole.green);
        let pot = ms.pots.get(i).map(Vec::as_slice).unwrap_or(&[]);
        // Kelly Golf: a claimed green loses its flag.
        if !(mode == Mode::KellyGolf && pot.is_empty()) {
            shapes.push(Shape::Flag {
                x: gx,
                y: gy,
                size: R,
                hole: i + 1,
                current: view.phase != Phase::Over
                    && if mode.chaos() {
                        !pot.is_empty()
                    } else {
                        i == current
                    },
            });
        }
        if mine == Some(i) {
            shapes.push(Shape::Hex {
                x: gx,
                y: gy,
                size: R * 1.05,
                fill: "plan",
                alpha: 40,
                stroke: Some("plan_edge"),
            });
        }
        // Solo: the opponents aiming at this green, by number.
        let aiming: Vec<String> = ms
            .opp_targets
            .iter()
            .enumerate()
            .filter(|(_, t)| t.last() == Some(&(i as u8)))
            .map(|(o, _)| format!("O{}", o + 1))
            .collect();
        if !aiming.is_empty() {
            shapes.push(Shape::Text {
                x: gx + R * 0.9,
                y: gy - R * 0.75,
                size: R * 0.45,
                label: Label::text(aiming.join(" ")),
                color: "on_token",
                align: "center",
                bold: true,
                max_w: R * 2.0,
            });
        }
        // Score tokens (Skins, Chaos Golf) sit by the flag.
        if mode != Mode::KellyGolf {
            for (k, v) in pot.iter().enumerate() {
                let tx = gx - R * 0.9 + k as f64 * R * 0.55;
                let ty = gy + R * 0.55;
                shapes.push(Shape::Rect {
                    at: Rect::new(tx - R * 0.3, ty - R * 0.3, R * 0.6, R * 0.6),
                    radius: R * 0.3,
                    fill: "token",
                    stroke: Some("ball_edge"),
                });
                shapes.push(Shape::Text {
                    x: tx,
                    y: ty,
                    size: R * 0.42,
                    label: Label::text(v.to_string()),
                    color: "on_token",
                    align: "center",
                    bold: true,
                    max_w: R * 0.6,
                });
            }
        }
        let (tx, ty) = center(hole.tee);
        shapes.push(Shape::Text {
            x: tx,
            y: ty + R * 0.05,
            size: R * 0.5,
            label: Label::text(format!("{}\u{b7}{}", i + 1, hole.par)),
            color: "on_tee",
            align: "center",
            bold: true,
            max_w: R * 1.5,
        });
    }
    // The last flight, as a dashed line; the ball then travels along it.
    // By seat; a later flight of the same seat replaces an earlier one.
    let mut routes: Vec<Vec<(i32, i32)>> = vec![Vec::new(); view.positions.len()];
    for e in events {
        match e {
            HolesEvent::Flew {
                seat,
                from,
                path,
                landing,
                ..
            } => {
                shapes.extend(
                    flight_shapes(*from, path, *seat, *landing)
                        .into_iter()
                        .take(1),
                );
                let mut pts = vec![center(*from)];
                pts.extend(path.iter().map(|h| center(*h)));
                if *landing == Landing::Out {
                    pts.push(center(*from));
                }
                if let Some(r) = routes.get_mut(*seat) {
                    *r = pts
                        .iter()
                        .map(|(x, y)| (x.round() as i32, y.round() as i32))
                        .collect();
                }
            }
            HolesEvent::Moved { seat, from, to } => {
                let pts = [center(*from), center(*to)];
                if let Some(r) = routes.get_mut(*seat) {
                    *r = pts
                        .iter()
                        .map(|(x, y)| (x.round() as i32, y.round() as i32))
                        .collect();
                }
            }
            _ => {}
        }
    }
    // Aimed moves: one hit per hex; several moves on one hex open a menu.
    let aimed: Vec<Hex> = aims.iter().map(|a| a.hex).collect();
    let mut hits = Vec::new();
    for (hex, mut list) in group_by_hex(aims, |a| a.hex) {
        let (x, y) = center(hex);
        // The hex's own box: a course zoomed out to 0.7 still gives a finger 24 px.
        let rect = Rect::new(x - R * SQRT3 / 2.0, y - R, R * SQRT3, R * 2.0);
        shapes.push(Shape::Hex {
            x,
            y,
            size: R * 0.86,
            fill: "target",
            alpha: 35,
            stroke: Some("target_edge"),
        });
        // Landings on one hex (choosing a card: every aim here is a Shoot) end the same way
        // whichever card or aim gets there: one hit.
        if list
            .iter()
            .all(|a| matches!(a.action, HolesAction::Shoot { .. }))
        {
            list.truncate(1);
        }
        let preview = list
            .iter()
            .find(|a| !a.preview.is_empty())
            .map(|a| a.preview.clone());
        let (action, label) = if list.len() == 1 {
            let a = list.remove(0);
            (act(&a.action), a.label)
        } else {
            let items: Vec<(HolesAction, Label)> =
                list.iter().map(|a| (a.action, a.label.clone())).collect();
            (
                menu(&items),
                cx.hex_label("h18_hit_menu", hex).arg("n", items.len()),
            )
        };
        if let Some(pv) = preview {
            previews.push(Preview {
                hit: first_hit + hits.len(),
                shapes: pv,
            });
        }
        hits.push(Hit {
            at: rect,
            action,
            label,
            key: None,
        });
    }
    // Golfers last, on top; several on one hex sit side by side.
    let seats: Vec<(Seat, Hex)> = view.positions.iter().copied().enumerate().collect();
    for (h, seats) in group_by_hex(seats, |s| s.1) {
        let (x, y) = center(h);
        let k = seats.len() as f64;
        for (i, (s, _)) in seats.iter().enumerate() {
            let off = if k > 1.0 {
                (i as f64 - (k - 1.0) / 2.0) * R * 0.5
            } else {
                0.0
            };
            shapes.push(Shape::Disc {
                id: format!("g{s}"),
                x: x + off,
                y: y + if k > 1.0 { R * 0.15 } else { 0.0 },
                r: if k > 1.0 { R * 0.36 } else { R * 0.48 },
                fill: ball(*s),
                text: (s + 1).to_string(),
                route: routes.get_mut(*s).map(std::mem::take).unwrap_or_default(),
            });
        }
    }
    // Chaos Teams: each team's other golfer, a smaller ball of the team's colour.
    for (s, h) in ms.spare.iter().enumerate() {
        let (x, y) = center(*h);
        shapes.push(Shape::Disc {
            id: format!("g{s}s"),
            x: x + R * 0.35,
            y: y + R * 0.3,
            r: R * 0.32,
            fill: ball(s),
            text: (s + 1).to_string(),
            route: Vec::new(),
        });
    }
    // Frame the hole being played: its tee, its green, every golfer and every hex a move of
    // the viewer aims at (the page re-frames when these are not all in view).
    let hole = &course.holes[current];
    // The chaos modes frame every green still worth something.
    let mut pts: Vec<(f64, f64)> = if mode.chaos() {
        course
            .holes
            .iter()
            .zip(&ms.pots)
            .filter(|(_, p)| !p.is_empty())
            .map(|(h, _)| center(h.green))
            .collect()
    } else {
        vec![center(hole.tee), center(hole.green)]
    };
    pts.extend(
        view.positions
            .iter()
            .chain(&ms.spare)
            .chain(&aimed)
            .map(|h| center(*h)),
    );
    let (mut fx0, mut fy0, mut fx1, mut fy1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for (x, y) in pts {
        fx0 = fx0.min(x);
        fy0 = fy0.min(y);
        fx1 = fx1.max(x);
        fy1 = fy1.max(y);
    }
    let m = R * 3.0;
    let focus = Rect::new(fx0 - m, fy0 - m, fx1 - fx0 + 2.0 * m, fy1 - fy0 + 2.0 * m);
    World {
        at,
        bounds,
        focus,
        key: format!("hole-{current}"),
        shapes,
        hits,
        // What a player sees before pointing at anything: the first move's odds.
        preview: previews.first().map(|pv| pv.hit),
        previews,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bot::{self, BotSpec};
    use crate::core::rng::{bot_rng, Rng};
    use crate::games::holes18::{ClubSetup, HolesConfig};

    /// The actions a scene offers, menus opened.
    fn offered(scene: &Scene) -> Vec<String> {
        let mut out = Vec::new();
        let world = scene
            .world
            .as_ref()
            .map(|w| w.hits.as_slice())
            .unwrap_or(&[]);
        for h in scene.hits.iter().chain(world) {
            let v: serde_json::Value = serde_json::from_str(h.action.get()).unwrap();
            match v.get("choose") {
                Some(list) => {
                    for item in list.as_array().unwrap() {
                        out.push(item["action"].to_string());
                    }
                }
                None => out.push(v.to_string()),
            }
        }
        out.sort_unstable();
        out
    }

    /// Every legal move is on the screen (on the course, as a button, or in a menu), and only
    /// legal moves are, through whole games on every course and seat count, tall and wide.
    #[test]
    fn every_legal_move_is_offered_and_nothing_else() {
        let mut biggest = 0;
        for (course, players, clubs, mode) in [
            ("starter", 2, ClubSetup::Starter, Mode::MatchPlay),
            ("lakeside-nine", 3, ClubSetup::Draft, Mode::MatchPlay),
            ("starter", 5, ClubSetup::Draft, Mode::MatchPlay),
            ("starter", 1, ClubSetup::Draft, Mode::MatchPlay),
            ("starter", 2, ClubSetup::Starter, Mode::Skins),
            ("starter", 3, ClubSetup::Starter, Mode::ChaosGolf),
            ("lakeside-nine", 2, ClubSetup::Starter, Mode::KellyGolf),
            ("starter", 2, ClubSetup::Starter, Mode::StrokePlay),
            ("starter", 2, ClubSetup::Starter, Mode::GolfRacing),
            ("starter", 1, ClubSetup::Draft, Mode::SoloChaos),
            ("starter", 2, ClubSetup::Starter, Mode::ChaosTeams),
        ] {
            let config = HolesConfig {
                course: course.to_string(),
                clubs,
                mode,
                ..HolesConfig::new(players)
            };
            biggest = biggest.max(offers_every_legal_move(&config));
        }
        eprintln!("largest scene: {biggest} bytes of JSON");
    }

    /// Golfer powers are offered too (as buttons or in menus), and nothing else.
    #[test]
    fn every_golfer_power_is_offered_and_nothing_else() {
        use crate::games::holes18::golfers::{Choice, SeatGolfer};
        let all = Golfer::ALL;
        for (k, players) in [(0usize, 5usize), (5, 3), (3, 4), (1, 2)] {
            let golfers = (0..players)
                .map(|s| SeatGolfer {
                    golfer: Choice::from(all[(k + s) % 8]),
                    side: if (k + s) % 2 == 0 { Side::A } else { Side::B },
                })
                .collect();
            let config = HolesConfig {
                golfers,
                ..HolesConfig::new(players)
            };
            offers_every_legal_move(&config);
        }
    }

    /// Plays a game with random bots, checking at every step that each seat to move is offered
    /// exactly its legal moves; returns the largest scene's size.
    fn offers_every_legal_move(config: &HolesConfig) -> usize {
        let mut biggest = 0;
        let (course, players) = (config.course.clone(), config.players);
        {
            let mut g = Holes18::new(config, 7).unwrap();
            let mut rng = bot_rng(5);
            let mut events = Vec::new();
            let mut steps = 0;
            while !g.is_over() && steps < 1500 {
                steps += 1;
                for &seat in &g.to_move() {
                    let view = g.view(Some(seat));
                    for (w, h) in [(1200.0, 800.0), (380.0, 700.0)] {
                        let scene = Holes18::scene(&view, &events, w, h);
                        biggest = biggest.max(serde_json::to_string(&scene).unwrap().len());
                        let mut legal: Vec<String> = g
                            .legal_actions(seat)
                            .iter()
                            .map(|a| serde_json::to_value(a).unwrap().to_string())
                            .collect();
                        legal.sort_unstable();
                        let mut got = offered(&scene);
                        got.dedup();
                        // Landings on one hex by two cards are one hit: compare as sets,
                        // after folding equal shoots.
                        for a in &got {
                            assert!(legal.contains(a), "{a} is not legal");
                        }
                        let shoot_hexes = legal.iter().filter(|a| !a.contains("shoot")).count();
                        let got_plain = got.iter().filter(|a| !a.contains("shoot")).count();
                        assert_eq!(
                            shoot_hexes, got_plain,
                            "{course} {players}: {legal:?} vs {got:?}"
                        );
                    }
                }
                let seat = g.to_move()[rng.random_range(0..g.to_move().len())];
                let view = g.view(Some(seat));
                let legal = g.legal_actions(seat);
                let a = bot::choose::<Holes18>(
                    BotSpec::level("random").unwrap(),
                    &view,
                    seat,
                    &legal,
                    &mut rng,
                )
                .unwrap();
                events = g.apply(seat, &a).unwrap();
            }
        }
        biggest
    }

    /// The page offers the shipped courses and the modes with the engine's player counts, and
    /// names each course in both languages.
    #[test]
    fn the_pages_courses_and_modes_are_the_engines() {
        use crate::games::holes18::course::SHIPPED;
        let root = env!("CARGO_MANIFEST_DIR");
        let js = std::fs::read_to_string(format!("{root}/www/js/games/holes18.js")).unwrap();
        let start = js.find("export const courses = [").unwrap();
        let end = start + js[start..].find("];").unwrap();
        let courses: Vec<&str> = js[start..end].split('\'').skip(1).step_by(2).collect();
        let shipped: Vec<&str> = SHIPPED.iter().map(|(id, _)| *id).collect();
        assert_eq!(courses, shipped);
        for lang in ["en", "fr"] {
            let words = std::fs::read_to_string(format!("{root}/www/i18n/{lang}.json")).unwrap();
            for id in &shipped {
                assert!(words.contains(&format!("\"course_{id}\"")), "{lang}: {id}");
            }
        }
        for m in Mode::ALL {
            let (lo, hi) = m.players();
            let line = format!("{}: [{lo}, {hi}]", mode_code(m));
            assert!(js.contains(&line), "holes18.js should say {line}");
        }
    }

    /// The page words clubs from the numbers events carry: its list must be the engine's.
    #[test]
    fn the_pages_club_names_match_the_club_data() {
        let js = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/www/js/games/holes18.js"
        ))
        .unwrap();
        let start = js.find("const CLUB_NAMES = [").unwrap();
        let end = start + js[start..].find("];").unwrap();
        let names: Vec<&str> = js[start..end].split('\'').skip(1).step_by(2).collect();
        let engine: Vec<&str> = Club::all().map(Club::name).collect();
        assert_eq!(names, engine);
    }
}
