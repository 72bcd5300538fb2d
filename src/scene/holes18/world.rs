//! The course layer the page pans and zooms.

use super::{act, ball, center, flight_shapes, menu, Aim, Ctx, R, SQRT3};
use crate::core::game::Seat;
use crate::games::holes18::course::{Course, Hex, Terrain};
use crate::games::holes18::modes::Mode;
use crate::games::holes18::rules::{HolesAction, HolesEvent, Landing, Phase};
use crate::scene::{Draw, Label, Preview, Rect, Shape, Text, World};

/// `items` grouped by hex, hexes in order, each group in its items' order: what a `BTreeMap`
/// of `Vec`s gives, without a B-tree's code in the wasm (the groups are few and small).
fn group_by_hex<T>(mut items: Vec<T>, hex: impl Fn(&T) -> Hex) -> Vec<(Hex, Vec<T>)> {
    let mut groups = Vec::new();
    while let Some(h) = items.iter().map(&hex).min() {
        groups.push((h, items.extract_if(.., |t| hex(t) == h).collect()));
    }
    groups
}

/// The course layer: map, flags, tees, the last flight, golfers, and the aimed moves.
/// `previews` holds the panel's (its hits come first); the course's are added after them.
pub(super) fn world(
    cx: &Ctx,
    events: &[HolesEvent],
    at: Rect,
    aims: Vec<Aim>,
    first_hit: usize,
    mut previews: Vec<Preview>,
) -> World {
    let view = cx.view;
    let (map, bounds) = map(&view.course);
    let mut d = Draw::default();
    d.shapes.push(map);
    greens(&mut d, cx);
    let mut routes = last_flights(&mut d, events, view.positions.len());
    let aimed: Vec<Hex> = aims.iter().map(|a| a.hex).collect();
    aimed_moves(&mut d, cx, aims, first_hit, &mut previews);
    golfers(&mut d, cx, &mut routes);
    let current = cx.hole();
    World {
        at,
        bounds,
        focus: focus(cx, &aimed),
        key: format!("hole-{current}"),
        shapes: d.shapes,
        hits: d.hits,
        // What a player sees before pointing at anything: the first move's odds.
        preview: previews.first().map(|pv| pv.hit),
        previews,
    }
}

/// The terrain as one letter per hex in offset rows, and the world's bounds around it.
fn map(course: &Course) -> (Shape, Rect) {
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
    let map = Shape::Map {
        x: 0.0,
        y: 0.0,
        size: R,
        col0,
        row0,
        rows,
    };
    let (x0, y0) = center(Hex::from_offset(col0, row0));
    let bounds = Rect::new(
        x0 - R * SQRT3,
        y0 - R * 1.2,
        f64::from(col1 - col0 + 2) * R * SQRT3,
        f64::from(row1 - row0) * R * 1.5 + R * 2.4,
    );
    (map, bounds)
}

/// Each hole's flag (the one in play marked), the viewer's target green, the Solo Chaos
/// opponents aiming at it, its score tokens, and its tee's number and par.
fn greens(d: &mut Draw, cx: &Ctx) {
    let view = cx.view;
    let current = cx.hole();
    let ms = &view.mode_state;
    let mode = view.config.mode;
    let mine = cx
        .viewer
        .and_then(|s| ms.targets().get(s).copied().flatten())
        .map(usize::from);
    for (i, hole) in view.course.holes.iter().enumerate() {
        let (gx, gy) = center(hole.green);
        let pot = ms.pots().get(i).map(Vec::as_slice).unwrap_or(&[]);
        // Kelly Golf: a claimed green loses its flag.
        if !(mode == Mode::KellyGolf && pot.is_empty()) {
            d.shapes.push(Shape::Flag {
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
            d.shapes.push(Shape::Hex {
                x: gx,
                y: gy,
                size: R * 1.05,
                fill: "plan",
                alpha: 40,
                stroke: Some("plan_edge"),
            });
        }
        // Solo: the opponents aiming at this green, by number.
        let solo = ms.solo().map_or(&[][..], |s| &s.opp_targets);
        let aiming: Vec<String> = solo
            .iter()
            .enumerate()
            .filter(|(_, t)| t.last() == Some(&(i as u8)))
            .map(|(o, _)| format!("O{}", o + 1))
            .collect();
        if !aiming.is_empty() {
            d.text(
                Text::new(
                    gx + R * 0.9,
                    gy - R * 0.75,
                    R * 0.45,
                    Label::text(aiming.join(" ")),
                    R * 2.0,
                )
                .color("on_token")
                .bold(true),
            );
        }
        // Score tokens (Skins, Chaos Golf) sit by the flag.
        if mode != Mode::KellyGolf {
            for (k, v) in pot.iter().enumerate() {
                let tx = gx - R * 0.9 + k as f64 * R * 0.55;
                let ty = gy + R * 0.55;
                d.rect(
                    Rect::new(tx - R * 0.3, ty - R * 0.3, R * 0.6, R * 0.6),
                    R * 0.3,
                    "token",
                    Some("ball_edge"),
                );
                d.text(
                    Text::new(tx, ty, R * 0.42, Label::text(v.to_string()), R * 0.6)
                        .color("on_token")
                        .bold(true),
                );
            }
        }
        let (tx, ty) = center(hole.tee);
        d.text(
            Text::new(
                tx,
                ty + R * 0.05,
                R * 0.5,
                Label::text(format!("{}\u{b7}{}", i + 1, hole.par)),
                R * 1.5,
            )
            .color("on_tee")
            .bold(true),
        );
    }
}

fn rounded(pts: &[(f64, f64)]) -> Vec<(i32, i32)> {
    pts.iter()
        .map(|(x, y)| (x.round() as i32, y.round() as i32))
        .collect()
}

/// The last flight, as a dashed line; the ball then travels along it. Returns each seat's
/// route (a later flight of the same seat replaces an earlier one).
fn last_flights(d: &mut Draw, events: &[HolesEvent], seats: usize) -> Vec<Vec<(i32, i32)>> {
    let mut routes: Vec<Vec<(i32, i32)>> = vec![Vec::new(); seats];
    for e in events {
        match e {
            HolesEvent::Flew {
                seat,
                from,
                path,
                landing,
                ..
            } => {
                d.shapes.extend(
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
                    *r = rounded(&pts);
                }
            }
            HolesEvent::Moved { seat, from, to } => {
                if let Some(r) = routes.get_mut(*seat) {
                    *r = rounded(&[center(*from), center(*to)]);
                }
            }
            _ => {}
        }
    }
    routes
}

/// Aimed moves: one hit per hex; several moves on one hex open a menu. Each hit's preview (a
/// flight, the odds) is numbered after the `first_hit` hits of the panel.
fn aimed_moves(
    d: &mut Draw,
    cx: &Ctx,
    aims: Vec<Aim>,
    first_hit: usize,
    previews: &mut Vec<Preview>,
) {
    for (hex, mut list) in group_by_hex(aims, |a| a.hex) {
        let (x, y) = center(hex);
        // The hex's own box: a course zoomed out to 0.7 still gives a finger 24 px.
        let rect = Rect::new(x - R * SQRT3 / 2.0, y - R, R * SQRT3, R * 2.0);
        d.shapes.push(Shape::Hex {
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
                hit: first_hit + d.hits.len(),
                shapes: pv,
            });
        }
        d.hit(rect, action, label, None);
    }
}

/// Golfers last, on top; several on one hex sit side by side. In Chaos Teams each team's
/// other golfer is a smaller ball of the team's colour.
fn golfers(d: &mut Draw, cx: &Ctx, routes: &mut [Vec<(i32, i32)>]) {
    let view = cx.view;
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
            d.shapes.push(Shape::Disc {
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
    for (s, h) in view.mode_state.spare().iter().enumerate() {
        let (x, y) = center(*h);
        d.shapes.push(Shape::Disc {
            id: format!("g{s}s"),
            x: x + R * 0.35,
            y: y + R * 0.3,
            r: R * 0.32,
            fill: ball(s),
            text: (s + 1).to_string(),
            route: Vec::new(),
        });
    }
}

/// What to frame first: the hole being played (its tee and green; in the chaos modes every
/// green still worth something), every golfer and every hex a move of the viewer aims at (the
/// page re-frames when these are not all in view).
fn focus(cx: &Ctx, aimed: &[Hex]) -> Rect {
    let view = cx.view;
    let course = &view.course;
    let ms = &view.mode_state;
    let hole = &course.holes[cx.hole()];
    let mut pts: Vec<(f64, f64)> = if view.config.mode.chaos() {
        course
            .holes
            .iter()
            .zip(ms.pots())
            .filter(|(_, p)| !p.is_empty())
            .map(|(h, _)| center(h.green))
            .collect()
    } else {
        vec![center(hole.tee), center(hole.green)]
    };
    pts.extend(
        view.positions
            .iter()
            .chain(ms.spare())
            .chain(aimed)
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
    Rect::new(fx0 - m, fy0 - m, fx1 - fx0 + 2.0 * m, fy1 - fy0 + 2.0 * m)
}
