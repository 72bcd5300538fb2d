//! The panel's drawing: words, buttons, player lines, and the club and shot cards.

use super::{act, club_reach, shot_code, SQRT3};
use crate::core::wire::Raw;
use crate::games::holes18::cards::Face as ShotFace;
use crate::games::holes18::course::Hex;
use crate::games::holes18::rules::HolesAction;
use crate::games::holes18::{Club, Shot};
use crate::scene::{Draw, Label, Preview, Rect, Shape, Text};

/// The panel being drawn: its shapes and hits, and the previews its moves carry.
pub(super) struct Panel {
    pub(super) draw: Draw,
    pub(super) previews: Vec<Preview>,
}

impl Panel {
    /// Words from `(x, y)` rightwards, in ink.
    pub(super) fn text(&mut self, x: f64, y: f64, size: f64, label: Label, bold: bool, max_w: f64) {
        self.draw
            .text(Text::new(x, y, size, label, max_w).left().bold(bold));
    }

    /// A button that makes a move; returns its hit's index.
    pub(super) fn button(
        &mut self,
        at: Rect,
        text: Label,
        action: Raw,
        key: Option<&'static str>,
    ) -> usize {
        let size = (at.h * 0.42).min(15.0);
        self.draw
            .button_face(at, 8.0, size, text.clone(), at.w - 8.0);
        self.draw.hit(at, action, text, key)
    }

    /// One line of the players' list: a mark (a ball, or an opponent's token) and its words.
    pub(super) fn line(
        &mut self,
        x: f64,
        y: f64,
        line: f64,
        mark: (&'static str, f64),
        label: Label,
        w: f64,
    ) {
        self.draw.rect(
            Rect::new(x, y + line / 2.0 - 6.0, 12.0, 12.0),
            mark.1,
            mark.0,
            None,
        );
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
    pub(super) fn club(&mut self, at: Rect, c: Club, glow: bool) {
        self.draw.rect(
            at,
            6.0,
            "face_club",
            Some(if glow { "accent" } else { "card_edge" }),
        );
        let s = at.h.min(at.w * 1.3);
        let (cx, _) = at.center();
        let words = [
            (
                at.y + at.h * 0.47,
                s * 0.27,
                Label::text(club_reach(c)),
                true,
            ),
            (
                at.y + at.h * 0.8,
                s * 0.14,
                Label::key("h18_club").arg("name", c.name()),
                false,
            ),
        ];
        self.draw.text(
            Text::new(
                at.x + 5.0,
                at.y + s * 0.14,
                s * 0.15,
                Label::text(c.init().to_string()),
                at.w * 0.4,
            )
            .color("tone_club")
            .left()
            .bold(true),
        );
        for (y, size, label, bold) in words {
            self.draw.text(
                Text::new(cx, y, size, label, at.w - 6.0)
                    .color("tone_club")
                    .bold(bold),
            );
        }
    }

    /// A drawn shot card like the printed one: its deck in the corner and its flight map (the
    /// ball's hex, then each hex of the path aimed to the right; a wild card's second path
    /// outlined), or the special it asks for in words.
    pub(super) fn shot(&mut self, at: Rect, s: Shot, glow: bool) {
        self.draw.rect(
            at,
            6.0,
            "face_shot",
            Some(if glow { "accent" } else { "card_edge" }),
        );
        self.draw.text(
            Text::new(
                at.x + 6.0,
                at.y + 10.0,
                13.0,
                Label::text(s.deck().name()),
                30.0,
            )
            .color("tone_shot")
            .left()
            .bold(true),
        );
        let paths: Vec<&[crate::games::holes18::cards::Step]> = match s.face() {
            ShotFace::Flight(ps) => ps.iter().map(|p| p.fairway).collect(),
            ShotFace::LongestDrive => vec![crate::games::holes18::cards::LONGEST_DRIVE.fairway],
            _ => Vec::new(),
        };
        let words = Text::new(
            at.x + at.w / 2.0,
            at.y + at.h * if paths.is_empty() { 0.55 } else { 0.86 },
            (at.h * 0.12).clamp(9.0, 13.0),
            Label::key("h18_shot_face").arg("card", shot_code(s)),
            at.w - 8.0,
        )
        .color("tone_shot")
        .bold(paths.is_empty());
        if paths.is_empty() {
            self.draw.text(words);
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
                self.draw.shapes.push(Shape::Hex {
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
        self.draw.text(words);
    }
}

/// Cards of a hand narrower than this are unreadable (a club's name falls under the painter's
/// smallest font), so the hand goes on more rows when there is room below.
pub(super) const READABLE_CARD_W: f64 = 48.0;

/// A hand of clubs, each card a move when `act_of` gives one, on one row at most `area.h` high.
/// When one row would make the cards unreadable, the hand takes the two or three rows, all
/// within `max_h`, that give the widest cards. Returns the height of the block: at least
/// `area.h`, the row it was given, so the caller goes on below it either way.
pub(super) fn hand_row(
    p: &mut Panel,
    area: Rect,
    max_h: f64,
    clubs: &[Club],
    act_of: impl Fn(Club) -> Option<HolesAction>,
    key_base: bool,
) -> f64 {
    const GAP: f64 = 6.0;
    let n = clubs.len().max(1);
    // The cards' width and height on `rows` rows.
    let fit = |rows: usize| {
        let (per, r) = (n.div_ceil(rows) as f64, rows as f64);
        let row_h = if rows == 1 {
            area.h
        } else {
            area.h.min((max_h - (r - 1.0) * GAP) / r)
        };
        let w = ((area.w - (per - 1.0) * GAP) / per)
            .min(row_h * 0.72)
            .min(84.0);
        (w, (w / 0.72).min(row_h))
    };
    let mut rows = 1;
    if fit(1).0 < READABLE_CARD_W {
        for r in 2..=n.min(3) {
            if fit(r).0 > fit(rows).0 {
                rows = r;
            }
        }
    }
    let per = n.div_ceil(rows);
    let (w, h) = fit(rows);
    for (i, c) in clubs.iter().enumerate() {
        let at = Rect::new(
            area.x + (i % per) as f64 * (w + GAP),
            area.y + (i / per) as f64 * (h + GAP),
            w,
            h,
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
            let key = if key_base { KEYS.get(i).copied() } else { None };
            p.draw.hit(at, act(&a), label, key);
        }
    }
    (rows as f64 * h + (rows - 1) as f64 * GAP).max(area.h)
}
