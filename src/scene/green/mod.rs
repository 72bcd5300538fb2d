//! The GREEN table: the other players along the top (their hand as a card back with a count,
//! their played clubs in order, tokens, golfer; stacked one above another on a narrow table), the
//! hole in the middle as a path of spaces with arrows from the tee to the green and its flag (then
//! the rough and the wind die), the points track (the rulebook's scoring progression card), the
//! club display with the deck and the discard pile, then the viewing player's played clubs, a band
//! of shot buttons (one per legal way to hit, above the club it uses) and their hand.

use super::{Draw, Face, Label, Motion, Rect, Scene, Shape, Text};
use crate::core::game::Seat;
use crate::games::green::cards::{progression, Club, Strike};
use crate::games::green::rules::{Ball, Golfer, GolferUse, Mark, Phase, Power, Shot};
use crate::games::green::{Green, GreenAction, GreenEvent, GreenView};
use crate::scene::Drawable;

// The hole in the middle of the table (its path of cells, arrows and flag) and the points track.
mod course;
use course::{hole, progression_card};

const RATIO: f64 = 0.7;
const PAD: f64 = 6.0;
/// The narrowest a played club is drawn before a row of them overlaps: its strike still reads.
const PLAYED_LEAST_W: f64 = 28.0;
/// The narrowest card of the viewer's hand before the hand fans out.
const HAND_LEAST_W: f64 = 40.0;

/// A hand card with several shots opens a menu: `{"choose": [{action, label}, ...]}`.
#[derive(serde::Serialize)]
struct Menu {
    choose: Vec<MenuChoice>,
}

#[derive(serde::Serialize)]
struct MenuChoice {
    action: crate::core::wire::Raw,
    label: Label,
}

/// The theme token of a seat's ball.
fn ball_token(seat: Seat) -> &'static str {
    ["ball_0", "ball_1", "ball_2", "ball_3"][seat.min(3)]
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
        // The theme has a tone for each type, named by its code.
        tone: c.kind().code(),
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
    /// Each opponent's panel; `stacked`: one above another, the whole width each (a narrow
    /// table), else side by side.
    others: Vec<(Seat, Rect)>,
    stacked: bool,
    course: Rect,
    prog: Rect,
    market: Rect,
    row: Rect,
    band: Rect,
    hand: Rect,
}

/// Below this width an opponent's panel beside another's leaves their played clubs too little
/// room to lie side by side at a readable size: the panels stack instead.
const PANEL_MIN_W: f64 = 280.0;

fn layout(n: usize, me: Seat, width: f64, height: f64) -> Layout {
    let others: Vec<Seat> = (1..n).map(|i| (me + i) % n).collect();
    let k = others.len().max(1);
    let inner_h = height - 2.0 * PAD;
    // A short, wide table (a laptop or a phone on its side) puts the display beside the
    // viewer's played clubs, so both rows of cards stay tall enough to read.
    let wide = width > 1.8 * height;
    let stacked = !wide && k > 1 && (width - 2.0 * PAD) / (k as f64) < PANEL_MIN_W;
    let top_f = match (wide, stacked) {
        (true, _) => 0.15,
        (false, true) => 0.095 * k as f64,
        (false, false) => 0.16,
    };
    // What the opponents take beyond a single row comes from the rest in proportion.
    let scale = if wide { 1.0 } else { (1.0 - top_f) / 0.84 };
    let mut y = PAD;
    let mut take = |f: f64| {
        let r = Rect::new(PAD, y, width - 2.0 * PAD, inner_h * f - 2.0);
        y += inner_h * f;
        r
    };
    let top = take(top_f);
    let course = take(if wide { 0.27 } else { 0.31 * scale });
    let prog = take(0.06 * if wide { 1.0 } else { scale });
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
        (take(0.15 * scale), take(0.09 * scale))
    };
    let band = take(0.07 * if wide { 1.0 } else { scale });
    let hand = take(if wide { 0.24 } else { 0.16 * scale });
    let others = others
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let at = if stacked {
                let slot = top.h / k as f64;
                Rect::new(top.x, top.y + i as f64 * slot, top.w, slot - 3.0)
            } else {
                let slot = top.w / k as f64;
                Rect::new(top.x + i as f64 * slot + 2.0, top.y, slot - 4.0, top.h)
            };
            (s, at)
        })
        .collect();
    Layout {
        others,
        stacked,
        course,
        prog,
        market,
        row,
        band,
        hand,
    }
}

/// A row of `count` cards at most `max_h` high in `area`: smaller cards side by side rather than
/// one over another, down to `least_w` wide; only then overlapping (a fan).
fn card_row(area: Rect, count: usize, max_h: f64, least_w: f64) -> Vec<Rect> {
    const GAP: f64 = 3.0;
    if count == 0 {
        return Vec::new();
    }
    let mut h = area.h.min(max_h);
    let mut w = h * RATIO;
    let n = count as f64;
    let step = if n * (w + GAP) - GAP <= area.w {
        w + GAP
    } else {
        let fit = (area.w - (n - 1.0) * GAP) / n;
        if fit >= least_w.min(w) {
            w = fit;
            h = w / RATIO;
            w + GAP
        } else {
            w = least_w.min(w);
            h = w / RATIO;
            ((area.w - w) / (n - 1.0).max(1.0)).max(2.0)
        }
    };
    (0..count)
        .map(|i| Rect::new(area.x + i as f64 * step, area.y, w, h))
        .collect()
}

/// A row of played clubs: where the cards from the `first` on are shown and, when they do not all
/// fit side by side at a readable size, the earliest gathered under a count before them (the
/// last ones matter: a shot may buy the last club's power).
struct PlayedRow {
    first: usize,
    at: Vec<Rect>,
    earlier: Option<Rect>,
}

fn played_row(area: Rect, count: usize, max_h: f64, gather: bool) -> PlayedRow {
    // At least the last club and the count before it, however narrow the row.
    let room = (((area.w + 3.0) / (PLAYED_LEAST_W + 3.0)).floor() as usize).max(2);
    if !gather || count <= room {
        return PlayedRow {
            first: 0,
            at: card_row(area, count, max_h, PLAYED_LEAST_W),
            earlier: None,
        };
    }
    let mut at = card_row(area, room, max_h, PLAYED_LEAST_W);
    let earlier = at.remove(0);
    PlayedRow {
        first: count - at.len(),
        at,
        earlier: Some(earlier),
    }
}

/// Draws a played row: the count of the earlier clubs it gathers, and its cards.
fn draw_played(d: &mut Draw, t: &Table, s: Seat, row: &PlayedRow, played: &[Club]) {
    if let Some(at) = row.earlier {
        d.slot(at);
        d.text(
            Text::new(
                at.x + at.w / 2.0,
                at.y + at.h / 2.0,
                (at.w * 0.45).min(14.0),
                Label::text(format!("+{}", row.first)),
                at.w - 2.0,
            )
            .bold(true),
        );
    }
    for (k, r) in row.at.iter().enumerate() {
        let i = row.first + k;
        d.shapes
            .push(t.card(format!("row{s}:{i}"), *r, played.get(i).copied(), false));
    }
}

/// The hole's cells in order (tee, spaces, green, rough, wind die), snaking over as many rows as
/// keep them largest, with lanes between them for the arrows that show the way.
struct Grid {
    cells: Vec<Rect>,
    /// The lanes between two cells of a row and between two rows.
    gap_x: f64,
    gap_y: f64,
    /// The middle of the course across: a row turns at its outer end.
    mid_x: f64,
}

fn course_cells(area: Rect, spaces: usize) -> Grid {
    let cells = spaces + 4;
    let gap_x = (area.w * 0.03).clamp(10.0, 20.0);
    let gap_y = (area.h * 0.07).clamp(9.0, 14.0);
    let size_of = |rows: usize| {
        let per = cells.div_ceil(rows);
        let cw = (area.w - (per - 1) as f64 * gap_x) / per as f64;
        let ch = (area.h - (rows - 1) as f64 * gap_y) / rows as f64;
        (per, cw, ch)
    };
    let mut best = (0.0, 1usize);
    for rows in 1..=4usize {
        // Wide rather than tall: a hazard's name and number need the width.
        let (_, cw, ch) = size_of(rows);
        let size = cw.min(ch * 1.5);
        if size > best.0 {
            best = (size, rows);
        }
    }
    let (per, cw, ch) = size_of(best.1);
    let cells = (0..cells)
        .map(|i| {
            let (r, c) = (i / per, i % per);
            // Odd rows run back the other way so the path stays continuous.
            let c = if r % 2 == 1 { per - 1 - c } else { c };
            Rect::new(
                area.x + c as f64 * (cw + gap_x),
                area.y + r as f64 * (ch + gap_y),
                cw,
                ch,
            )
        })
        .collect();
    Grid {
        cells,
        gap_x,
        gap_y,
        mid_x: area.x + area.w / 2.0,
    }
}

/// `count` small circles along the bottom of a cell.
fn circles(cell: Rect, count: usize) -> Vec<Rect> {
    if count == 0 {
        return Vec::new();
    }
    let d = (cell.w / (count as f64 + 0.5)).min(cell.h * 0.36).max(3.0);
    let total = count as f64 * d;
    let x0 = cell.x + (cell.w - total) / 2.0;
    let y = cell.y + cell.h - d - cell.h * 0.06;
    (0..count)
        .map(|i| Rect::new(x0 + i as f64 * d + d * 0.08, y, d * 0.84, d * 0.84))
        .collect()
}

/// A caddie-token disc with the count printed on it.
fn tokens(d: &mut Draw, x: f64, y: f64, size: f64, count: u8) {
    d.rect(
        Rect::new(x, y, size, size),
        size / 2.0,
        "token",
        Some("ink"),
    );
    d.text(
        Text::new(
            x + size / 2.0,
            y + size / 2.0,
            (size * 0.6).max(9.0), // a small token's digits stay readable
            Label::text(count.to_string()),
            size,
        )
        .color("on_token")
        .bold(true),
    );
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

/// The display's places: the deck, the four market slots, the discard pile and the button.
struct Market {
    area: Rect,
    card_w: f64,
    card_h: f64,
    deck: Rect,
    slots: Vec<Rect>,
    discard: Rect,
    button: Rect,
}

fn market(m: Rect) -> Market {
    let ch = (m.h - 14.0).max(10.0);
    let cw = (ch * RATIO).min(m.w / 7.6);
    let ch = cw / RATIO;
    let gap = ((m.w - 7.0 * cw) / 8.0).clamp(2.0, 24.0);
    let slot_at = |i: usize| Rect::new(m.x + gap + i as f64 * (cw + gap), m.y, cw, ch);
    let button = {
        let r = slot_at(6);
        Rect::new(
            r.x,
            r.y + r.h * 0.25,
            (m.x + m.w - r.x).min(cw * 1.6),
            r.h * 0.5,
        )
    };
    Market {
        area: m,
        card_w: cw,
        card_h: ch,
        deck: slot_at(0),
        slots: (0..4).map(|i| slot_at(i + 1)).collect(),
        discard: slot_at(5),
        button,
    }
}

/// What every part of the table reads: the view, where things sit, and how cards moved.
struct Table<'a> {
    view: &'a GreenView,
    n: usize,
    me: Seat,
    lay: Layout,
    market: Market,
    /// The viewer's hand, grouped by design, and where each group's card sits.
    hand: Vec<(Club, usize)>,
    hand_at: Vec<Rect>,
    motion: Motion,
}

impl Table<'_> {
    fn hand_rect(&self, c: Club) -> Option<Rect> {
        self.hand
            .iter()
            .position(|(h, _)| *h == c)
            .and_then(|i| self.hand_at.get(i).copied())
    }
    fn card(&self, id: String, at: Rect, c: Option<Club>, glow: bool) -> Shape {
        self.motion.card(id, at, c.map(club_face), glow)
    }
    fn acting(&self, s: Seat) -> bool {
        self.view.to_move.contains(&s)
    }
    /// The viewer's played clubs and where each sits in its row. At the hole's end, when any of
    /// them may be taken back, none is gathered away.
    fn my_row(&self) -> (Vec<Club>, PlayedRow) {
        let lay = &self.lay;
        let played = played(self.view, self.me);
        let name_w = (lay.row.w * 0.3).min(220.0);
        let row_area = Rect::new(
            lay.row.x + name_w + 6.0,
            lay.row.y,
            lay.row.w - name_w - 6.0,
            lay.row.h,
        );
        let gather = self.view.phase == Phase::Play;
        let row = played_row(row_area, played.len(), lay.row.h, gather);
        (played, row)
    }
}

/// A seat's played clubs in order (a pair's second club after its first).
fn played(view: &GreenView, s: Seat) -> Vec<Club> {
    let row = view.rows.get(s).map(Vec::as_slice).unwrap_or(&[]);
    row.iter()
        .flat_map(|p| std::iter::once(p.club).chain(p.pair))
        .collect()
}

/// Animation sources from the events of the last action.
fn motion(t: &Table, events: &[GreenEvent]) -> Motion {
    let (view, lay, me) = (t.view, &t.lay, t.me);
    let mut m = Motion::from_corners();
    let top_left = |r: &Rect| (r.x, r.y);
    for e in events {
        match e {
            GreenEvent::Drew {
                seat, slot, club, ..
            } => {
                let src = top_left(&t.market.slots[usize::from(*slot).min(3)]);
                if *seat == me && view.hand.is_some() {
                    m.slide(format!("hand:{}", club.code()), src);
                } else {
                    m.slide(format!("back{seat}"), src);
                }
                m.slide(format!("m{}", slot.min(&3)), top_left(&t.market.deck));
                m.flip(format!("m{}", slot.min(&3)));
            }
            GreenEvent::MarketRefreshed { .. } => {
                for i in 0..4 {
                    m.slide(format!("m{i}"), top_left(&t.market.deck));
                    m.flip(format!("m{i}"));
                }
            }
            GreenEvent::Hit { seat, club, .. } => {
                let len = view.rows.get(*seat).map(Vec::len).unwrap_or(0);
                let src = if *seat == me {
                    t.hand_rect(*club)
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
                    m.slide(format!("row{seat}:{}", len - 1), src);
                }
            }
            GreenEvent::TookBack { seat, club } if *seat == me => {
                m.slide(format!("hand:{}", club.code()), (lay.row.x, lay.row.y));
            }
            _ => {}
        }
    }
    m
}

/// The other players along the top: ball and words, hand as a back with a count, tokens, and
/// their played clubs, each card whole. Side by side, a panel has its words along its top; a
/// stacked panel (a narrow table) has them on a plate at its left, its clubs across the rest.
fn others(d: &mut Draw, t: &Table) {
    let view = t.view;
    for &(s, panel) in &t.lay.others {
        d.rect(
            panel,
            8.0,
            if t.acting(s) { "turn" } else { "mat" },
            t.acting(s).then_some("accent"),
        );
        // Where the ball, the words (centre, width, size, height for two lines) and the body
        // (hand, tokens, played clubs) go.
        let (dot, words, body) = if t.lay.stacked {
            let plate_w = (panel.w * 0.3).min(160.0);
            let dot = (panel.h * 0.3).min(14.0);
            // Right of the ball, so the words may take the plate's whole height.
            let words_w = plate_w - dot - 10.0;
            (
                Rect::new(panel.x + 4.0, panel.y + 4.0, dot, dot),
                (
                    panel.x + dot + 8.0 + words_w / 2.0,
                    panel.y + panel.h / 2.0,
                    words_w,
                    12.0,
                    panel.h - 6.0,
                ),
                Rect::new(
                    panel.x + plate_w,
                    panel.y + 3.0,
                    panel.w - plate_w - 4.0,
                    panel.h - 6.0,
                ),
            )
        } else {
            // A narrow plate (three opponents on a small table) gives its name two lines.
            let narrow = panel.w < 150.0;
            let name_h = (panel.h * if narrow { 0.3 } else { 0.24 })
                .clamp(10.0, if narrow { 28.0 } else { 18.0 });
            let dot = (name_h - 4.0).min(14.0);
            (
                Rect::new(panel.x + 4.0, panel.y + 3.0, dot, dot),
                (
                    panel.x + panel.w / 2.0 + name_h / 2.0,
                    panel.y + name_h / 2.0 + 1.0,
                    panel.w - name_h - 6.0,
                    (name_h * 0.75).min(13.0),
                    name_h,
                ),
                Rect::new(
                    panel.x + 4.0,
                    panel.y + name_h + 2.0,
                    panel.w - 8.0,
                    panel.h - name_h - 6.0,
                ),
            )
        };
        d.rect(dot, dot.w / 2.0, ball_token(s), Some("ink"));
        let (x, y, w, size, wrap) = words;
        d.text(Text::new(x, y, size, seat_label(view, s), w).wrap(wrap));
        let bh = body.h;
        let bw = bh * RATIO;
        let back = Rect::new(body.x, body.y, bw, bh);
        d.shapes.push(t.card(format!("back{s}"), back, None, false));
        d.text(Text::new(
            back.x + bw / 2.0,
            back.y + bh / 2.0,
            (bh * 0.3).min(14.0),
            Label::text(view.hand_sizes.get(s).copied().unwrap_or(0).to_string()),
            bw,
        ));
        let size = (bh * 0.4).min(22.0);
        tokens(
            d,
            back.x + bw + 3.0,
            back.y + bh - size,
            size,
            view.tokens.get(s).copied().unwrap_or(0),
        );
        let row_area = Rect::new(
            body.x + bw + size + 8.0,
            body.y,
            body.w - bw - size - 8.0,
            bh,
        );
        let played = played(view, s);
        let row = played_row(row_area, played.len(), bh, true);
        draw_played(d, t, s, &row, &played);
    }
}

/// The display, the deck and the discard pile, and the token supply.
fn display(d: &mut Draw, t: &Table) {
    let (view, mk) = (t.view, &t.market);
    d.shapes.push(t.card("deck".into(), mk.deck, None, false));
    d.text(Text::new(
        mk.deck.x + mk.card_w / 2.0,
        mk.deck.y + mk.card_h + 7.0,
        10.0,
        Label::key("pile_count").arg("count", view.deck_count),
        mk.card_w * 1.4,
    ));
    for (i, at) in mk.slots.iter().enumerate() {
        match view.market[i] {
            Some(c) => d.shapes.push(t.card(format!("m{i}"), *at, Some(c), false)),
            None => d.slot(*at),
        }
    }
    match view.discard.last() {
        Some(c) => d
            .shapes
            .push(t.card("discard".into(), mk.discard, Some(*c), false)),
        None => d.slot(mk.discard),
    }
    let size = (mk.area.h * 0.22).min(20.0);
    tokens(d, mk.button.x, mk.area.y, size, view.supply);
    // Its words at the row's end, level with the deck's count: beside the token, a phone's
    // narrow column left them 5-6 px high.
    let end = mk.area.x + mk.area.w;
    d.text(
        Text::new(
            end,
            mk.deck.y + mk.card_h + 7.0,
            10.0,
            Label::key("green_supply").arg("count", view.supply),
            end - mk.discard.x,
        )
        .right(),
    );
}

/// The viewer's name plate with tokens and ball, and their played clubs.
fn my_row(d: &mut Draw, t: &Table) {
    let (view, lay, me) = (t.view, &t.lay, t.me);
    let name_w = (lay.row.w * 0.3).min(220.0);
    d.rect(
        Rect::new(lay.row.x, lay.row.y, name_w, lay.row.h),
        6.0,
        if t.acting(me) { "turn" } else { "mat" },
        t.acting(me).then_some("accent"),
    );
    let dot = (lay.row.h * 0.35).min(14.0);
    tokens(
        d,
        lay.row.x + 4.0,
        lay.row.y + lay.row.h - dot - 4.0,
        dot,
        view.tokens.get(me).copied().unwrap_or(0),
    );
    d.rect(
        Rect::new(lay.row.x + 4.0, lay.row.y + 4.0, dot, dot),
        dot / 2.0,
        ball_token(me),
        Some("ink"),
    );
    // Right of the column of the ball and the tokens' disc, so the words never run under either
    // and may take the plate's whole height.
    let words_w = name_w - dot - 12.0;
    d.text(
        Text::new(
            lay.row.x + dot + 8.0 + words_w / 2.0,
            lay.row.y + lay.row.h / 2.0,
            12.0,
            seat_label(view, me),
            words_w,
        )
        .wrap(lay.row.h - 4.0),
    );
    let (played, row) = t.my_row();
    draw_played(d, t, me, &row, &played);
}

/// The viewer's hand: each design once, with the strike it gives now above it and a count
/// when there are several. A spectator sees the seat's hand as a back with a count.
fn my_hand(d: &mut Draw, t: &Table) {
    let (view, lay, me) = (t.view, &t.lay, t.me);
    if view.hand.is_none() {
        let at = Rect::new(lay.hand.x, lay.hand.y, lay.hand.h * RATIO, lay.hand.h);
        d.shapes.push(t.card(format!("back{me}"), at, None, false));
        d.text(Text::new(
            at.x + at.w / 2.0,
            at.y + at.h / 2.0,
            14.0,
            Label::text(view.hand_sizes.get(me).copied().unwrap_or(0).to_string()),
            at.w,
        ));
        return;
    }
    for (i, (c, count)) in t.hand.iter().enumerate() {
        let Some(at) = t.hand_at.get(i).copied() else {
            continue;
        };
        d.shapes
            .push(t.card(format!("hand:{}", c.code()), at, Some(*c), false));
        // The strike this club gives from the ball's place at this wind, before any power, so
        // a player sees it before playing.
        let (lo, hi) = plain_strike(view, *c);
        let vis = visible(at, &t.hand_at);
        let ph = (lay.band.h * 0.6).clamp(12.0, 22.0);
        let pill = Rect::new(vis.x, lay.hand.y - ph - 3.0, vis.w.min(at.w), ph);
        d.rect(pill, ph / 2.0, "mat", None);
        // An overlapped card's narrow pill says the numbers alone, without the arrow.
        let (one, range) = if pill.w < 40.0 {
            ("green_strike_n", "green_strike_range_n")
        } else {
            ("green_strike", "green_strike_range")
        };
        let label = if lo == hi {
            Label::key(one).arg("strike", lo)
        } else {
            Label::key(range).arg("lo", lo).arg("hi", hi)
        };
        d.text(
            Text::new(
                pill.x + pill.w / 2.0,
                pill.y + ph / 2.0,
                ph * 0.7,
                label,
                pill.w - 2.0,
            )
            .bold(true),
        );
        if *count > 1 {
            let b = (at.w * 0.34).min(18.0);
            d.rect(
                Rect::new(at.x + at.w - b, at.y, b, b),
                b / 2.0,
                "accent",
                None,
            );
            d.text(
                Text::new(
                    at.x + at.w - b / 2.0,
                    at.y + b / 2.0,
                    b * 0.7,
                    Label::text(format!("{count}")),
                    b,
                )
                .color("on_accent")
                .bold(true),
            );
        }
    }
}

/// An accent button with its words.
fn button(d: &mut Draw, at: Rect, label: Label) {
    d.button_face(at, 5.0, (at.h * 0.5).clamp(7.0, 13.0), label, at.w - 2.0);
}

fn act(a: GreenAction) -> crate::core::wire::Raw {
    crate::core::wire::raw(&a)
}

/// The viewer's moves that are not shots: drawing, refreshing, the retire or done button,
/// discarding and taking back. Returns the shots, grouped by club.
fn plain_moves(
    d: &mut Draw,
    t: &Table,
    legal: &[(GreenAction, Option<Ball>)],
) -> Vec<(Club, ShotList)> {
    let (view, mk) = (t.view, &t.market);
    let mut shots: Vec<(Club, ShotList)> = Vec::new();
    for (a, end) in legal {
        match *a {
            GreenAction::Draw(i) => {
                if let Some(at) = mk.slots.get(usize::from(i)) {
                    let label = Label::key("green_draw")
                        .arg(
                            "card",
                            view.market[usize::from(i)].map(|c| c.code()).unwrap_or(""),
                        )
                        .arg("slot", i + 1);
                    d.hit(
                        *at,
                        act(*a),
                        label,
                        Some(["1", "2", "3", "4"][usize::from(i).min(3)]),
                    );
                }
            }
            GreenAction::Refresh => {
                d.hit(mk.deck, act(*a), Label::key("green_refresh"), Some("r"));
            }
            GreenAction::Retire | GreenAction::Done => {
                let key = if *a == GreenAction::Retire {
                    "green_retire"
                } else {
                    "green_done"
                };
                button(d, mk.button, Label::key(key));
                d.hit(
                    mk.button,
                    act(*a),
                    Label::key(key),
                    Some(if *a == GreenAction::Retire { "x" } else { "d" }),
                );
            }
            GreenAction::Discard(c) => {
                if let Some(at) = t.hand_rect(c).map(|r| visible(r, &t.hand_at)) {
                    d.hit(
                        at,
                        act(*a),
                        Label::key("green_discard").arg("card", c.code()),
                        None,
                    );
                }
            }
            GreenAction::TakeBack(c) => {
                // The first card of that design in the row (none is gathered at the hole's end).
                let (played, row) = t.my_row();
                if let Some(at) = played
                    .iter()
                    .position(|p| *p == c)
                    .and_then(|i| row.at.get(i.checked_sub(row.first)?))
                {
                    d.hit(
                        visible(*at, &row.at),
                        act(*a),
                        Label::key("green_take_back").arg("card", c.code()),
                        None,
                    );
                }
            }
            GreenAction::Golfer(_) => {}
            GreenAction::Hit(s) => match shots.iter_mut().find(|(c, _)| *c == s.club) {
                Some((_, list)) => list.push((s, *end)),
                None => shots.push((s.club, vec![(s, *end)])),
            },
        }
    }
    shots
}

/// Golfers to choose from, as tiles across the band.
fn golfer_tiles(d: &mut Draw, band: Rect, legal: &[(GreenAction, Option<Ball>)]) {
    let golfers: Vec<Golfer> = legal
        .iter()
        .filter_map(|(a, _)| match *a {
            GreenAction::Golfer(g) => Some(g),
            _ => None,
        })
        .collect();
    let w = band.w / 4.0;
    for (i, g) in golfers.iter().enumerate() {
        let at = Rect::new(band.x + i as f64 * w + 2.0, band.y, w - 4.0, band.h);
        let label = Label::key("green_golfer").arg("golfer", golfer_code(*g));
        button(d, at, label.clone());
        d.hit(at, act(GreenAction::Golfer(*g)), label, None);
    }
}

/// A club with one way to hit plays at once; with several, its card opens a menu of them (the
/// page shows `{"choose": [...]}` as a list), each saying where the ball ends.
fn shot_hits(d: &mut Draw, t: &Table, shots: &[(Club, ShotList)]) {
    let wind = t.view.wind;
    for (club, list) in shots {
        let Some(at) = t.hand_rect(*club).map(|r| visible(r, &t.hand_at)) else {
            continue;
        };
        let (action, label) = match list.as_slice() {
            [(s, end)] => (
                act(GreenAction::Hit(*s)),
                shot_label("green_hit", s, *end, wind),
            ),
            _ => {
                let choose: Vec<MenuChoice> = list
                    .iter()
                    .map(|(s, end)| MenuChoice {
                        action: act(GreenAction::Hit(*s)),
                        label: shot_label("green_hit", s, *end, wind),
                    })
                    .collect();
                (
                    crate::core::wire::raw(&Menu { choose }),
                    Label::key("green_club")
                        .arg("card", club.code())
                        .arg("count", list.len()),
                )
            }
        };
        d.hit(at, action, label, None);
    }
}

impl Drawable for Green {
    type Table = Scene;
    fn scene(view: &GreenView, events: &[GreenEvent], width: f64, height: f64) -> Scene {
        let n = view.balls.len().max(1);
        let me = view.seat.unwrap_or(0).min(n - 1);
        let lay = layout(n, me, width, height);
        let hand: Vec<(Club, usize)> = view.hand.as_deref().map(grouped).unwrap_or_default();
        let hand_at = card_row(lay.hand, hand.len().max(1), 140.0, HAND_LEAST_W);
        let mut t = Table {
            view,
            n,
            me,
            market: market(lay.market),
            lay,
            hand,
            hand_at,
            motion: Motion::default(),
        };
        t.motion = motion(&t, events);
        let mut d = Draw::default();
        others(&mut d, &t);
        hole(&mut d, &t);
        progression_card(&mut d, &t);
        display(&mut d, &t);
        my_row(&mut d, &t);
        my_hand(&mut d, &t);
        if let Some(viewer) = view.seat.filter(|s| *s < n && view.to_move.contains(s)) {
            let legal = crate::games::green::view::legal_from_view(view, viewer);
            let shots = plain_moves(&mut d, &t, &legal);
            golfer_tiles(&mut d, t.lay.band, &legal);
            shot_hits(&mut d, &t, &shots);
        }
        d.finish(width, height)
    }
}

#[cfg(test)]
mod tests;
