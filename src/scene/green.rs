//! The GREEN table: the other players along the top (their hand as a card back with a count,
//! their played clubs in order, tokens, golfer), the hole in the middle as a line of spaces from
//! the tee to the Green card (green, rough and the wind die), the scoring progression card, the
//! club display with the deck and the discard pile, then the viewing player's played clubs, a band
//! of shot buttons (one per legal way to hit, above the club it uses) and their hand.

use super::{Face, Hit, Label, Rect, Scene, Shape};
use crate::core::game::Seat;
use crate::games::green::cards::{progression, Club, Kind, Strike};
use crate::games::green::rules::{Ball, Golfer, GolferUse, Mark, Power, Shot};
use crate::games::green::{Green, GreenAction, GreenEvent, GreenView};
use crate::session::Drawable;

const RATIO: f64 = 0.7;
const PAD: f64 = 6.0;

/// The theme token of a seat's ball.
/// A hand card with several shots opens a menu: `{"choose": [{action, label}, ...]}`.
#[derive(serde::Serialize)]
struct Menu {
    choose: Vec<MenuChoice>,
}

#[derive(serde::Serialize)]
struct MenuChoice {
    action: crate::core::record::RawJson,
    label: Label,
}

fn ball_token(seat: Seat) -> &'static str {
    ["ball_0", "ball_1", "ball_2", "ball_3"][seat.min(3)]
}

fn kind_tone(kind: Kind) -> &'static str {
    match kind {
        Kind::Wood => "wood",
        Kind::Putter => "putter",
        Kind::Hybrid => "hybrid",
        Kind::Iron => "iron",
        Kind::Wedge => "wedge",
        Kind::Chipper => "chipper",
    }
}

/// A club's face: its strike as printed (wind columns for winds 1-2, 3-4, 5-6; a choice range;
/// a fixed value), toned and captioned by type.
pub fn club_face(c: Club) -> Face {
    let text = match c.strike() {
        Strike::Wind(t) => {
            if t[0] == t[1] && t[2] == t[3] && t[4] == t[5] {
                format!("{}\u{b7}{}\u{b7}{}", t[0], t[2], t[4])
            } else if t[0] == t[1] && t[1] == t[2] && t[3] == t[4] && t[4] == t[5] {
                // Winds 1-3 and 4-6 (the Wedge's two columns).
                format!("{}\u{b7}{}", t[0], t[3])
            } else {
                t.iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join("\u{b7}")
            }
        }
        Strike::Choose(max) => format!("0-{max}"),
        Strike::Fixed(v) => v.to_string(),
    };
    Face {
        text,
        tone: kind_tone(c.kind()),
        caption: Some(format!("club_{}", c.kind().code())),
    }
}

fn golfer_code(g: Golfer) -> &'static str {
    match g {
        Golfer::FarAway => "far_away",
        Golfer::SandKing => "sand_king",
        Golfer::WindMaster => "wind_master",
        Golfer::UltraLob => "ultra_lob",
    }
}

fn power_code(p: Power) -> &'static str {
    match p {
        Power::FirstClub => "first_club",
        Power::Pocket => "pocket",
        Power::Pair(_) => "pair",
        Power::Chain => "chain",
        Power::Skip => "skip",
        Power::IgnoreBunker => "ignore_bunker",
        Power::Discard => "discard",
    }
}

/// Where a ball ends, for labels: `tee`, `space:N` (1 nearest the tee), `rough`, `pocket`.
fn end_code(b: Ball) -> String {
    match b {
        Ball::Tee => "tee".into(),
        Ball::Space(i) => format!("space:{}", u32::from(i) + 1),
        Ball::Rough => "rough".into(),
        Ball::Pocketed => "pocket".into(),
        Ball::Retired => "retired".into(),
        Ball::Out => "out".into(),
    }
}

/// The label of a shot: what the page needs to say it in words.
fn shot_label(key: &str, s: &Shot, end: Option<Ball>, wind: u8) -> Label {
    let mut l = Label::key(key)
        .arg("card", s.club.code())
        .arg("strike", s.strike);
    if let Some(p) = s.power {
        l = l.arg("power", power_code(p));
        if let Power::Pair(q) = p {
            l = l.arg("pair", q.code());
        }
    }
    if let Some(o) = s.from {
        l = l.arg("seat", o);
    }
    if let Some(g) = s.golfer {
        l = l.arg("golfer", golfer_code(g.golfer()));
        if let GolferUse::WindMaster(d) = g {
            l = l.arg("wind", (i16::from(wind) + i16::from(d)).clamp(1, 6));
        }
    }
    if let Some(e) = end {
        l = l.arg("end", end_code(e));
    }
    l
}

/// The legal shots with one club, each with where the ball would end.
type ShotList = Vec<(Shot, Option<Ball>)>;

struct Layout {
    others: Vec<(Seat, Rect)>,
    course: Rect,
    prog: Rect,
    market: Rect,
    row: Rect,
    band: Rect,
    hand: Rect,
}

fn layout(n: usize, me: Seat, width: f64, height: f64) -> Layout {
    let others: Vec<Seat> = (1..n).map(|i| (me + i) % n).collect();
    let inner_h = height - 2.0 * PAD;
    let mut y = PAD;
    let mut take = |f: f64| {
        let r = Rect::new(PAD, y, width - 2.0 * PAD, inner_h * f - 2.0);
        y += inner_h * f;
        r
    };
    // A short, wide table (a laptop or a phone on its side) puts the display beside the
    // viewer's played clubs, so both rows of cards stay tall enough to read.
    let wide = width > 1.8 * height;
    let top = take(if wide { 0.15 } else { 0.16 });
    let course = take(0.27);
    let prog = take(0.06);
    let (market, row) = if wide {
        let strip = take(0.21);
        let split = strip.w * 0.56;
        (
            Rect::new(strip.x, strip.y, split - 4.0, strip.h),
            Rect::new(
                strip.x + split,
                strip.y + strip.h * 0.35,
                strip.w - split,
                strip.h * 0.65,
            ),
        )
    } else {
        (take(0.15), take(0.09))
    };
    let band = take(0.07);
    let hand = take(if wide { 0.24 } else { 0.20 });
    let k = others.len().max(1) as f64;
    let slot = top.w / k;
    let others = others
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            (
                s,
                Rect::new(top.x + i as f64 * slot + 2.0, top.y, slot - 4.0, top.h),
            )
        })
        .collect();
    Layout {
        others,
        course,
        prog,
        market,
        row,
        band,
        hand,
    }
}

/// A row of `count` cards of at most `max_w` wide, fitted in `area` (overlapping if they must).
fn card_row(area: Rect, count: usize, max_h: f64) -> Vec<Rect> {
    if count == 0 {
        return Vec::new();
    }
    let h = area.h.min(max_h);
    let w = h * RATIO;
    let step = if count as f64 * (w + 3.0) <= area.w {
        w + 3.0
    } else {
        ((area.w - w) / (count - 1).max(1) as f64).max(2.0)
    };
    (0..count)
        .map(|i| Rect::new(area.x + i as f64 * step, area.y, w, h))
        .collect()
}

/// The hole's cells in order (tee, spaces, green, rough, wind die), snaking over as many rows as
/// keep them largest.
fn course_cells(area: Rect, spaces: usize) -> Vec<Rect> {
    let cells = spaces + 4;
    let mut best = (0.0, 1usize);
    for rows in 1..=4usize {
        let per = cells.div_ceil(rows);
        let cw = area.w / per as f64;
        let ch = area.h / rows as f64;
        let size = cw.min(ch * 1.1);
        if size > best.0 {
            best = (size, rows);
        }
    }
    let rows = best.1;
    let per = cells.div_ceil(rows);
    let cw = area.w / per as f64;
    let ch = area.h / rows as f64;
    (0..cells)
        .map(|i| {
            let (r, c) = (i / per, i % per);
            // Odd rows run back the other way so the path stays continuous.
            let c = if r % 2 == 1 { per - 1 - c } else { c };
            Rect::new(
                area.x + c as f64 * cw + 1.0,
                area.y + r as f64 * ch + 1.0,
                cw - 2.0,
                ch - 2.0,
            )
        })
        .collect()
}

/// `count` small circles along the bottom of a cell.
fn circles(cell: Rect, count: usize) -> Vec<Rect> {
    if count == 0 {
        return Vec::new();
    }
    let d = (cell.w / (count as f64 + 0.5)).min(cell.h * 0.42).max(3.0);
    let total = count as f64 * d;
    let x0 = cell.x + (cell.w - total) / 2.0;
    let y = cell.y + cell.h - d - cell.h * 0.08;
    (0..count)
        .map(|i| Rect::new(x0 + i as f64 * d + d * 0.08, y, d * 0.84, d * 0.84))
        .collect()
}

fn text(x: f64, y: f64, size: f64, label: Label, max_w: f64) -> Shape {
    Shape::Text {
        x,
        y,
        size,
        label,
        color: "ink",
        align: "center",
        bold: false,
        max_w,
    }
}

/// A caddie-token disc with the count printed on it.
fn tokens(shapes: &mut Vec<Shape>, x: f64, y: f64, d: f64, count: u8) {
    shapes.push(Shape::Rect {
        at: Rect::new(x, y, d, d),
        radius: d / 2.0,
        fill: "token",
        stroke: Some("ink"),
    });
    shapes.push(Shape::Text {
        x: x + d / 2.0,
        y: y + d / 2.0,
        size: d * 0.6,
        label: Label::text(count.to_string()),
        color: "on_token",
        align: "center",
        bold: true,
        max_w: d,
    });
}

fn seat_label(view: &GreenView, s: Seat) -> Label {
    let mut l = Label::key("green_seat")
        .arg("seat", s)
        .arg("score", view.totals.get(s).copied().unwrap_or(0))
        .arg("tokens", view.tokens.get(s).copied().unwrap_or(0))
        .arg("hand", view.hand_sizes.get(s).copied().unwrap_or(0));
    if let Some(Some(g)) = view.golfers.get(s) {
        l = l.arg("golfer", golfer_code(*g));
    }
    match view.balls.get(s) {
        Some(Ball::Pocketed) => l = l.arg("ball", "pocket"),
        Some(Ball::Retired) => l = l.arg("ball", "retired"),
        _ => {}
    }
    l
}

/// The distinct clubs of a hand with their counts, in hand order.
fn grouped(hand: &[Club]) -> Vec<(Club, usize)> {
    let mut out: Vec<(Club, usize)> = Vec::new();
    for &c in hand {
        match out.last_mut() {
            Some((last, n)) if *last == c => *n += 1,
            _ => out.push((c, 1)),
        }
    }
    out
}

/// The part of a card in a row left visible by the next card over it (a hit region).
fn visible(r: Rect, row: &[Rect]) -> Rect {
    let next = row
        .iter()
        .map(|o| o.x)
        .filter(|x| *x > r.x + 0.5)
        .fold(f64::INFINITY, f64::min);
    Rect::new(r.x, r.y, r.w.min(next - r.x - 1.0).max(2.0), r.h)
}

/// The strikes a club gives from where the viewer's ball lies with no power: its card values
/// at this wind, plus the height or minus the bunker of the space (never below 0).
fn plain_strike(view: &GreenView, club: Club) -> (u8, u8) {
    let me = view.seat.unwrap_or(0);
    let space = match view.balls.get(me) {
        Some(Ball::Space(i)) => view
            .spaces
            .get(usize::from(*i))
            .copied()
            .unwrap_or_default(),
        _ => Default::default(),
    };
    let adjust = |v: u8| (i16::from(v) + i16::from(space.height) - i16::from(space.bunker)).max(0);
    let r = club.strike().values(view.wind);
    (adjust(*r.start()) as u8, adjust(*r.end()) as u8)
}

impl Drawable for Green {
    fn scene(view: &GreenView, events: &[GreenEvent], width: f64, height: f64) -> Scene {
        let n = view.balls.len().max(1);
        let me = view.seat.unwrap_or(0).min(n - 1);
        let lay = layout(n, me, width, height);
        let mut shapes = Vec::new();
        let mut hits = Vec::new();
        let act = |a: GreenAction| crate::core::record::raw_json(&a);

        // ---- Market geometry first: animations start from it. ----
        let m = lay.market;
        let ch = (m.h - 14.0).max(10.0);
        let cw = (ch * RATIO).min(m.w / 7.6);
        let ch = cw / RATIO;
        let gap = ((m.w - 7.0 * cw) / 8.0).clamp(2.0, 24.0);
        let slot_at = |i: usize| Rect::new(m.x + gap + i as f64 * (cw + gap), m.y, cw, ch);
        let deck_at = slot_at(0);
        let market_at: Vec<Rect> = (0..4).map(|i| slot_at(i + 1)).collect();
        let discard_at = slot_at(5);
        let button_at = {
            let r = slot_at(6);
            Rect::new(
                r.x,
                r.y + r.h * 0.25,
                (m.x + m.w - r.x).min(cw * 1.6),
                r.h * 0.5,
            )
        };

        // The viewer's hand, grouped by design.
        let hand: Vec<(Club, usize)> = view.hand.as_deref().map(grouped).unwrap_or_default();
        let hand_at = card_row(lay.hand, hand.len().max(1), 140.0);
        let hand_rect = |c: Club| {
            hand.iter()
                .position(|(h, _)| *h == c)
                .and_then(|i| hand_at.get(i).copied())
        };

        // Animation sources from the events of the last action.
        let mut from: Vec<(String, (f64, f64))> = Vec::new();
        let mut flips: Vec<String> = Vec::new();
        let top_left = |r: &Rect| (r.x, r.y);
        for e in events {
            match e {
                GreenEvent::Drew {
                    seat, slot, club, ..
                } => {
                    let src = top_left(&market_at[usize::from(*slot).min(3)]);
                    if *seat == me && view.hand.is_some() {
                        from.push((format!("hand:{}", club.code()), src));
                    } else {
                        from.push((format!("back{seat}"), src));
                    }
                    from.push((format!("m{}", slot.min(&3)), top_left(&deck_at)));
                    flips.push(format!("m{}", slot.min(&3)));
                }
                GreenEvent::MarketRefreshed { .. } => {
                    for i in 0..4 {
                        from.push((format!("m{i}"), top_left(&deck_at)));
                        flips.push(format!("m{i}"));
                    }
                }
                GreenEvent::Hit { seat, club, .. } => {
                    let len = view.rows.get(*seat).map(Vec::len).unwrap_or(0);
                    let src = if *seat == me {
                        hand_rect(*club)
                            .map(|r| top_left(&r))
                            .unwrap_or((lay.hand.x, lay.hand.y))
                    } else {
                        lay.others
                            .iter()
                            .find(|(s, _)| s == seat)
                            .map(|(_, r)| (r.x, r.y))
                            .unwrap_or((0.0, 0.0))
                    };
                    if len > 0 {
                        from.push((format!("row{seat}:{}", len - 1), src));
                    }
                }
                GreenEvent::TookBack { seat, club } if *seat == me => {
                    from.push((format!("hand:{}", club.code()), (lay.row.x, lay.row.y)));
                }
                _ => {}
            }
        }
        let card = |id: String, at: Rect, c: Option<Club>, glow: bool| Shape::Card {
            from: from.iter().find(|(k, _)| *k == id).map(|(_, p)| *p),
            flip: flips.contains(&id),
            id,
            at,
            face: c.map(club_face),
            glow,
        };
        let acting = |s: Seat| view.to_move.contains(&s);

        // ---- Other players. ----
        for &(s, panel) in &lay.others {
            shapes.push(Shape::Rect {
                at: panel,
                radius: 8.0,
                fill: if acting(s) { "turn" } else { "mat" },
                stroke: acting(s).then_some("accent"),
            });
            let name_h = (panel.h * 0.24).clamp(10.0, 18.0);
            shapes.push(Shape::Rect {
                at: Rect::new(panel.x + 4.0, panel.y + 3.0, name_h - 4.0, name_h - 4.0),
                radius: name_h / 2.0,
                fill: ball_token(s),
                stroke: Some("ink"),
            });
            shapes.push(text(
                panel.x + panel.w / 2.0 + name_h / 2.0,
                panel.y + name_h / 2.0 + 1.0,
                (name_h * 0.75).min(13.0),
                seat_label(view, s),
                panel.w - name_h - 6.0,
            ));
            let body = Rect::new(
                panel.x + 4.0,
                panel.y + name_h + 2.0,
                panel.w - 8.0,
                panel.h - name_h - 6.0,
            );
            let bh = body.h;
            let bw = bh * RATIO;
            let back = Rect::new(body.x, body.y, bw, bh);
            shapes.push(card(format!("back{s}"), back, None, false));
            shapes.push(text(
                back.x + bw / 2.0,
                back.y + bh / 2.0,
                (bh * 0.3).min(14.0),
                Label::text(view.hand_sizes.get(s).copied().unwrap_or(0).to_string()),
                bw,
            ));
            let d = (bh * 0.4).min(22.0);
            tokens(
                &mut shapes,
                back.x + bw + 3.0,
                back.y + bh - d,
                d,
                view.tokens.get(s).copied().unwrap_or(0),
            );
            let row_area = Rect::new(body.x + bw + d + 8.0, body.y, body.w - bw - d - 8.0, bh);
            let row = view.rows.get(s).map(Vec::as_slice).unwrap_or(&[]);
            let played: Vec<Club> = row
                .iter()
                .flat_map(|p| std::iter::once(p.club).chain(p.pair))
                .collect();
            for (i, r) in card_row(row_area, played.len(), bh).into_iter().enumerate() {
                shapes.push(card(
                    format!("row{s}:{i}"),
                    r,
                    played.get(i).copied(),
                    false,
                ));
            }
        }

        // ---- The hole. ----
        let spaces = &view.spaces;
        let cells = course_cells(lay.course, spaces.len());
        let green_i = spaces.len() + 1;
        let rough_i = spaces.len() + 2;
        let die_i = spaces.len() + 3;
        // Which course card each space belongs to, to shade cards apart.
        let mut card_of = Vec::with_capacity(spaces.len());
        for (k, id) in view.course.iter().enumerate() {
            let len = crate::games::green::cards::course_cards()
                .get(usize::from(*id))
                .map(|c| c.spaces.len())
                .unwrap_or(0);
            card_of.extend(std::iter::repeat_n(k, len));
        }
        let balls_at =
            |b: Ball| -> Vec<Seat> { (0..n).filter(|&s| view.balls.get(s) == Some(&b)).collect() };
        for (i, cell) in cells.iter().enumerate() {
            let (fill, label) = if i == 0 {
                ("tee", Label::key("green_tee"))
            } else if i == green_i {
                (
                    "green_turf",
                    Label::key("green_green")
                        .arg("hole", view.hole + 1)
                        .arg("par", view.par),
                )
            } else if i == rough_i {
                ("rough", Label::key("green_rough"))
            } else if i == die_i {
                ("die", Label::key("green_wind").arg("wind", view.wind))
            } else {
                let sp = spaces.get(i - 1).copied().unwrap_or_default();
                let shade = if card_of.get(i - 1).copied().unwrap_or(0) % 2 == 0 {
                    "fairway"
                } else {
                    "fairway_2"
                };
                if sp.lake {
                    ("water", Label::key("green_lake"))
                } else if sp.bunker > 0 {
                    ("sand", Label::key("green_bunker").arg("value", sp.bunker))
                } else if sp.height > 0 {
                    ("hill", Label::key("green_height").arg("value", sp.height))
                } else {
                    (shade, Label::key("green_space").arg("n", i))
                }
            };
            shapes.push(Shape::Rect {
                at: *cell,
                radius: 4.0,
                fill,
                stroke: None,
            });
            if i == die_i {
                let d = cell.w.min(cell.h) * 0.7;
                shapes.push(Shape::Rect {
                    at: Rect::new(
                        cell.x + (cell.w - d) / 2.0,
                        cell.y + (cell.h - d) / 2.0,
                        d,
                        d,
                    ),
                    radius: d * 0.18,
                    fill: "slot",
                    stroke: Some("ink"),
                });
                shapes.push(text(
                    cell.x + cell.w / 2.0,
                    cell.y + cell.h / 2.0,
                    d * 0.6,
                    Label::text(view.wind.to_string()),
                    d,
                ));
                continue;
            }
            shapes.push(text(
                cell.x + cell.w / 2.0,
                cell.y + cell.h * 0.22,
                (cell.h * 0.2).clamp(7.0, 12.0),
                label,
                cell.w - 2.0,
            ));
            let here = if i == 0 {
                balls_at(Ball::Tee)
            } else if i == rough_i {
                balls_at(Ball::Rough)
            } else if i == green_i {
                Vec::new()
            } else {
                balls_at(Ball::Space((i - 1) as u8))
            };
            // Spaces show their circles (capacity); the tee and the rough hold any number.
            let slots = if (1..green_i).contains(&i) {
                spaces
                    .get(i - 1)
                    .map(|s| usize::from(s.capacity()))
                    .unwrap_or(0)
            } else {
                here.len()
            };
            for (k, c) in circles(*cell, slots.max(here.len()))
                .into_iter()
                .enumerate()
            {
                shapes.push(Shape::Rect {
                    at: c,
                    radius: c.w / 2.0,
                    fill: here.get(k).map(|s| ball_token(*s)).unwrap_or("slot"),
                    stroke: here.get(k).map(|_| "ink"),
                });
            }
        }

        // ---- The scoring progression card: a space per score, and the waiting place. ----
        let card_spaces = progression();
        let pw = lay.prog.w / (card_spaces.len() + 1) as f64;
        shapes.push(Shape::Rect {
            at: lay.prog,
            radius: 4.0,
            fill: "mat",
            stroke: None,
        });
        for i in 0..=card_spaces.len() {
            let r = Rect::new(
                lay.prog.x + i as f64 * pw + 1.0,
                lay.prog.y + 1.0,
                pw - 2.0,
                lay.prog.h - 2.0,
            );
            let mark = if i == 0 {
                Mark::Waiting
            } else {
                Mark::Space((i - 1) as u8)
            };
            let who: Vec<Seat> = (0..n)
                .filter(|&s| view.marks.get(s).copied().flatten() == Some(mark))
                .collect();
            shapes.push(Shape::Rect {
                at: r,
                radius: 3.0,
                fill: "slot",
                stroke: None,
            });
            let label = if i == 0 {
                Label::key("green_waiting")
            } else {
                Label::text(card_spaces[i - 1].to_string())
            };
            shapes.push(text(
                r.x + r.w / 2.0,
                r.y + r.h * 0.3,
                (r.h * 0.4).clamp(7.0, 12.0),
                label,
                r.w,
            ));
            for (k, s) in who.iter().enumerate() {
                let d = (r.h * 0.45).min(r.w / who.len() as f64);
                shapes.push(Shape::Rect {
                    at: Rect::new(r.x + k as f64 * d, r.y + r.h - d - 1.0, d, d),
                    radius: d / 2.0,
                    fill: ball_token(*s),
                    stroke: Some("ink"),
                });
            }
        }

        // ---- The display, the deck and the discard pile. ----
        shapes.push(card("deck".into(), deck_at, None, false));
        shapes.push(text(
            deck_at.x + cw / 2.0,
            deck_at.y + ch + 7.0,
            10.0,
            Label::key("pile_count").arg("count", view.deck_count),
            cw * 1.4,
        ));
        for (i, at) in market_at.iter().enumerate() {
            match view.market[i] {
                Some(c) => shapes.push(card(format!("m{i}"), *at, Some(c), false)),
                None => shapes.push(Shape::Rect {
                    at: *at,
                    radius: 6.0,
                    fill: "slot",
                    stroke: Some("ink"),
                }),
            }
        }
        match view.discard.last() {
            Some(c) => shapes.push(card("discard".into(), discard_at, Some(*c), false)),
            None => shapes.push(Shape::Rect {
                at: discard_at,
                radius: 6.0,
                fill: "slot",
                stroke: Some("ink"),
            }),
        }
        let d = (m.h * 0.22).min(20.0);
        tokens(&mut shapes, button_at.x, m.y, d, view.supply);
        shapes.push(Shape::Text {
            x: button_at.x + d + 3.0,
            y: m.y + d / 2.0,
            size: 10.0,
            label: Label::key("green_supply").arg("count", view.supply),
            color: "ink",
            align: "left",
            bold: false,
            max_w: (button_at.w - d - 3.0).max(10.0),
        });

        // ---- The viewer: played clubs, tokens, hand. ----
        let row = view.rows.get(me).map(Vec::as_slice).unwrap_or(&[]);
        let played: Vec<Club> = row
            .iter()
            .flat_map(|p| std::iter::once(p.club).chain(p.pair))
            .collect();
        let name_w = (lay.row.w * 0.3).min(220.0);
        shapes.push(Shape::Rect {
            at: Rect::new(lay.row.x, lay.row.y, name_w, lay.row.h),
            radius: 6.0,
            fill: if acting(me) { "turn" } else { "mat" },
            stroke: acting(me).then_some("accent"),
        });
        let dot = (lay.row.h * 0.35).min(14.0);
        tokens(
            &mut shapes,
            lay.row.x + 4.0,
            lay.row.y + lay.row.h - dot - 4.0,
            dot,
            view.tokens.get(me).copied().unwrap_or(0),
        );
        shapes.push(Shape::Rect {
            at: Rect::new(lay.row.x + 4.0, lay.row.y + 4.0, dot, dot),
            radius: dot / 2.0,
            fill: ball_token(me),
            stroke: Some("ink"),
        });
        shapes.push(text(
            lay.row.x + name_w / 2.0,
            lay.row.y + lay.row.h / 2.0,
            12.0,
            seat_label(view, me),
            name_w - dot - 8.0,
        ));
        let row_area = Rect::new(
            lay.row.x + name_w + 6.0,
            lay.row.y,
            lay.row.w - name_w - 6.0,
            lay.row.h,
        );
        let row_at = card_row(row_area, played.len(), lay.row.h);
        for (i, r) in row_at.iter().enumerate() {
            shapes.push(card(
                format!("row{me}:{i}"),
                *r,
                played.get(i).copied(),
                false,
            ));
        }
        match view.hand.as_ref() {
            Some(_) => {
                for (i, (c, count)) in hand.iter().enumerate() {
                    let Some(at) = hand_at.get(i).copied() else {
                        continue;
                    };
                    shapes.push(card(format!("hand:{}", c.code()), at, Some(*c), false));
                    // The strike this club gives from the ball's place at this wind, before
                    // any power, so a player sees it before playing.
                    let (lo, hi) = plain_strike(view, *c);
                    let vis = visible(at, &hand_at);
                    let ph = (lay.band.h * 0.6).clamp(12.0, 22.0);
                    let pill = Rect::new(vis.x, lay.hand.y - ph - 3.0, vis.w.min(at.w), ph);
                    shapes.push(Shape::Rect {
                        at: pill,
                        radius: ph / 2.0,
                        fill: "mat",
                        stroke: None,
                    });
                    shapes.push(Shape::Text {
                        x: pill.x + pill.w / 2.0,
                        y: pill.y + ph / 2.0,
                        size: ph * 0.7,
                        label: if lo == hi {
                            Label::key("green_strike").arg("strike", lo)
                        } else {
                            Label::key("green_strike_range").arg("lo", lo).arg("hi", hi)
                        },
                        color: "ink",
                        align: "center",
                        bold: true,
                        max_w: pill.w - 2.0,
                    });
                    if *count > 1 {
                        let b = (at.w * 0.34).min(18.0);
                        shapes.push(Shape::Rect {
                            at: Rect::new(at.x + at.w - b, at.y, b, b),
                            radius: b / 2.0,
                            fill: "accent",
                            stroke: None,
                        });
                        shapes.push(Shape::Text {
                            x: at.x + at.w - b / 2.0,
                            y: at.y + b / 2.0,
                            size: b * 0.7,
                            label: Label::text(format!("{count}")),
                            color: "on_accent",
                            align: "center",
                            bold: true,
                            max_w: b,
                        });
                    }
                }
            }
            None => {
                // A spectator sees this seat's hand as a card back with a count.
                let at = Rect::new(lay.hand.x, lay.hand.y, lay.hand.h * RATIO, lay.hand.h);
                shapes.push(card(format!("back{me}"), at, None, false));
                shapes.push(text(
                    at.x + at.w / 2.0,
                    at.y + at.h / 2.0,
                    14.0,
                    Label::text(view.hand_sizes.get(me).copied().unwrap_or(0).to_string()),
                    at.w,
                ));
            }
        }

        // ---- The viewer's choices. ----
        let Some(viewer) = view.seat.filter(|s| *s < n && view.to_move.contains(s)) else {
            return Scene {
                width,
                height,
                shapes,
                hits,
                world: None,
            };
        };
        let legal = crate::games::green::view::legal_from_view(view, viewer);
        let button = |shapes: &mut Vec<Shape>, at: Rect, label: Label| {
            shapes.push(Shape::Rect {
                at,
                radius: 5.0,
                fill: "accent",
                stroke: None,
            });
            shapes.push(Shape::Text {
                x: at.x + at.w / 2.0,
                y: at.y + at.h / 2.0,
                size: (at.h * 0.5).clamp(7.0, 13.0),
                label,
                color: "on_accent",
                align: "center",
                bold: true,
                max_w: at.w - 2.0,
            });
        };
        let mut shots: Vec<(Club, ShotList)> = Vec::new();
        for (a, end) in &legal {
            match *a {
                GreenAction::Draw(i) => {
                    if let Some(at) = market_at.get(usize::from(i)) {
                        let label = Label::key("green_draw")
                            .arg(
                                "card",
                                view.market[usize::from(i)].map(|c| c.code()).unwrap_or(""),
                            )
                            .arg("slot", i + 1);
                        hits.push(Hit {
                            at: *at,
                            action: act(*a),
                            label,
                            key: Some(["1", "2", "3", "4"][usize::from(i).min(3)]),
                        });
                    }
                }
                GreenAction::Refresh => hits.push(Hit {
                    at: deck_at,
                    action: act(*a),
                    label: Label::key("green_refresh"),
                    key: Some("r"),
                }),
                GreenAction::Retire | GreenAction::Done => {
                    let key = if *a == GreenAction::Retire {
                        "green_retire"
                    } else {
                        "green_done"
                    };
                    button(&mut shapes, button_at, Label::key(key));
                    hits.push(Hit {
                        at: button_at,
                        action: act(*a),
                        label: Label::key(key),
                        key: Some(if *a == GreenAction::Retire { "x" } else { "d" }),
                    });
                }
                GreenAction::Discard(c) => {
                    if let Some(at) = hand_rect(c).map(|r| visible(r, &hand_at)) {
                        hits.push(Hit {
                            at,
                            action: act(*a),
                            label: Label::key("green_discard").arg("card", c.code()),
                            key: None,
                        });
                    }
                }
                GreenAction::TakeBack(c) => {
                    // The first card of that design in the row.
                    if let Some(at) = played
                        .iter()
                        .position(|p| *p == c)
                        .and_then(|i| row_at.get(i))
                    {
                        hits.push(Hit {
                            at: visible(*at, &row_at),
                            action: act(*a),
                            label: Label::key("green_take_back").arg("card", c.code()),
                            key: None,
                        });
                    }
                }
                GreenAction::Golfer(_) => {}
                GreenAction::Hit(s) => match shots.iter_mut().find(|(c, _)| *c == s.club) {
                    Some((_, list)) => list.push((s, *end)),
                    None => shots.push((s.club, vec![(s, *end)])),
                },
            }
        }
        // Golfers to choose from, as tiles across the band.
        let golfers: Vec<Golfer> = legal
            .iter()
            .filter_map(|(a, _)| match *a {
                GreenAction::Golfer(g) => Some(g),
                _ => None,
            })
            .collect();
        if !golfers.is_empty() {
            let w = lay.band.w / 4.0;
            for (i, g) in golfers.iter().enumerate() {
                let at = Rect::new(
                    lay.band.x + i as f64 * w + 2.0,
                    lay.band.y,
                    w - 4.0,
                    lay.band.h,
                );
                let label = Label::key("green_golfer").arg("golfer", golfer_code(*g));
                button(&mut shapes, at, label.clone());
                hits.push(Hit {
                    at,
                    action: act(GreenAction::Golfer(*g)),
                    label,
                    key: None,
                });
            }
        }
        // A club with one way to hit plays at once; with several, its card opens a menu of
        // them (the page shows `{"choose": [...]}` as a list), each saying where the ball ends.
        for (club, list) in &shots {
            let Some(at) = hand_rect(*club).map(|r| visible(r, &hand_at)) else {
                continue;
            };
            let (action, label) = match list.as_slice() {
                [(s, end)] => (
                    act(GreenAction::Hit(*s)),
                    shot_label("green_hit", s, *end, view.wind),
                ),
                _ => {
                    let choose: Vec<MenuChoice> = list
                        .iter()
                        .map(|(s, end)| MenuChoice {
                            action: act(GreenAction::Hit(*s)),
                            label: shot_label("green_hit", s, *end, view.wind),
                        })
                        .collect();
                    (
                        crate::core::record::raw_json(&Menu { choose }),
                        Label::key("green_club")
                            .arg("card", club.code())
                            .arg("count", list.len()),
                    )
                }
            };
            hits.push(Hit {
                at,
                action,
                label,
                key: None,
            });
        }
        Scene {
            width,
            height,
            shapes,
            hits,
            world: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bot::{choose, BotKind, BotSpec};
    use crate::core::game::Game;
    use crate::core::rng::bot_rng;
    use crate::games::green::GreenConfig;

    fn overlaps(a: &Rect, b: &Rect) -> bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    /// Every hit is legal, every legal action has exactly one hit, hits stay on screen and never
    /// overlap: 2 to 4 players, with and without Pro Golfers, phone and laptop.
    #[test]
    fn hits_cover_the_legal_actions_without_overlap() {
        for players in 2..=4 {
            for pro_golfers in [false, true] {
                for (w, h) in [
                    (360.0, 640.0),
                    (1280.0, 800.0),
                    (800.0, 500.0),
                    (780.0, 285.0),
                ] {
                    let mut g = Green::new(
                        &GreenConfig {
                            players,
                            pro_golfers,
                        },
                        players as u64 + 10,
                    )
                    .unwrap();
                    let mut rng = bot_rng(3);
                    let mut steps = 0;
                    while !g.is_over() && steps < 600 {
                        steps += 1;
                        let seat = g.to_move()[0];
                        let scene = Green::scene(&g.view(Some(seat)), &[], w, h);
                        let legal = g.legal_actions(seat);
                        // A menu hit stands for each of its choices.
                        let hit_actions: Vec<GreenAction> = scene
                            .hits
                            .iter()
                            .flat_map(|h| {
                                let action: serde_json::Value =
                                    serde_json::from_str(h.action.get()).unwrap();
                                match action.get("choose") {
                                    Some(list) => list
                                        .as_array()
                                        .unwrap()
                                        .iter()
                                        .map(|c| c["action"].clone())
                                        .collect(),
                                    None => vec![action],
                                }
                            })
                            .map(|a| serde_json::from_value(a).unwrap())
                            .collect();
                        for l in &legal {
                            assert_eq!(
                                hit_actions.iter().filter(|a| *a == l).count(),
                                1,
                                "{players}p {w}x{h}: {l:?} needs one hit among {hit_actions:?}"
                            );
                        }
                        assert_eq!(hit_actions.len(), legal.len());
                        for (i, a) in scene.hits.iter().enumerate() {
                            assert!(
                                a.at.x >= 0.0
                                    && a.at.y >= 0.0
                                    && a.at.w > 1.0
                                    && a.at.h > 1.0
                                    && a.at.x + a.at.w <= w + 0.5
                                    && a.at.y + a.at.h <= h + 0.5,
                                "{a:?} off screen"
                            );
                            for b in &scene.hits[i + 1..] {
                                assert!(!overlaps(&a.at, &b.at), "{a:?} {b:?}");
                            }
                        }
                        // Other seats and spectators get no hits.
                        let other = (seat + 1) % players;
                        assert!(Green::scene(&g.view(Some(other)), &[], w, h)
                            .hits
                            .is_empty());
                        assert!(Green::scene(&g.view(None), &[], w, h).hits.is_empty());
                        let a = choose::<Green>(
                            BotSpec {
                                kind: if steps % 3 == 0 {
                                    BotKind::Random
                                } else {
                                    BotKind::Greedy
                                },
                                iterations: 0,
                            },
                            &g.view(Some(seat)),
                            seat,
                            &legal,
                            &mut rng,
                        )
                        .unwrap();
                        let events = g.apply(seat, &a).unwrap();
                        // Drawing with the events (animation sources) works too.
                        let s = Green::scene(&g.view(Some(seat)), &events, w, h);
                        assert!(!s.shapes.is_empty());
                    }
                }
            }
        }
    }

    #[test]
    fn club_faces_read_like_the_printed_cards() {
        let face = |code: &str| club_face(Club::from_code(code).unwrap());
        assert_eq!(face("wood_135").text, "1\u{b7}3\u{b7}5");
        assert_eq!(face("putter_2").text, "0-2");
        assert_eq!(face("hybrid_3").text, "3");
        assert_eq!(face("wedge_42").text, "4\u{b7}2");
        assert_eq!(face("iron_432").caption.as_deref(), Some("club_iron"));
        assert_eq!(face("chipper_2").tone, "chipper");
    }
}
