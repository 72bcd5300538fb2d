//! The Golfie table: the other players' grids along the top, the Action card and the stacks in
//! the middle, the viewing player's grid at the bottom with swap buttons between its cards.

use super::{grid_rects, Face, Hit, Label, Rect, Scene, Shape};
use crate::core::game::Seat;
use crate::core::grid::{col_of, neighbours, row_of, CELLS, LINES};
use crate::games::golfie::{
    ActionCard, Field, Golfie, GolfieAction, GolfieEvent, GolfieView, Phase, Task,
};
use crate::scene::Drawable;

const RATIO: f64 = 0.7;
const PAD: f64 = 8.0;

pub fn field_code(card: Option<Field>) -> String {
    match card {
        None => "down".into(),
        Some(Field::Value(v)) => format!("value:{v}"),
        Some(Field::LostBall) => "lost_ball".into(),
    }
}

fn face(card: Field) -> Face {
    match card {
        Field::Value(v) => Face {
            text: v.to_string(),
            tone: match v {
                1 | 2 => "green",
                3 | 4 => "black",
                _ => "red",
            },
            caption: None,
        },
        Field::LostBall => Face {
            text: "+1".into(),
            tone: "gold",
            caption: Some("card_lost_ball".into()),
        },
    }
}

fn action_key(card: ActionCard) -> &'static str {
    match card {
        ActionCard::Hole => "action_hole",
        ActionCard::FinalHole => "action_final_hole",
        ActionCard::Zone(_) => "action_zone",
        ActionCard::Double(..) => "action_double",
        ActionCard::GolfCart => "action_golf_cart",
    }
}

/// Cells an Action card points to (all cells for the Golf Cart, the top row for a Hole).
fn marked(card: Option<ActionCard>) -> Vec<usize> {
    match card {
        Some(ActionCard::Zone(c)) => vec![usize::from(c)],
        Some(ActionCard::Double(a, b)) => vec![usize::from(a), usize::from(b)],
        Some(ActionCard::GolfCart) => (0..CELLS).collect(),
        Some(ActionCard::Hole | ActionCard::FinalHole) => vec![0, 1, 2],
        None => Vec::new(),
    }
}

struct Layout {
    grids: Vec<([Rect; CELLS], Rect)>,
    action: Rect,
    action_stack: Rect,
    field: Rect,
    discard: Rect,
}

/// Largest card for a 3x3 grid in `w` x `h` with gaps of `gap_ratio` card widths.
fn fit(w: f64, h: f64, gap_ratio: f64) -> (f64, f64, f64) {
    let cw_by_w = w / (3.0 + 2.0 * gap_ratio);
    let ch_by_h = h / (3.0 + 2.0 * gap_ratio * RATIO);
    let cw = cw_by_w.min(ch_by_h * RATIO).max(6.0);
    (cw, cw / RATIO, cw * gap_ratio)
}

fn layout(n: usize, me: Seat, width: f64, height: f64) -> Layout {
    let others: Vec<Seat> = (1..n).map(|i| (me + i) % n).collect();
    let k = others.len();
    let rows = if k == 0 {
        0
    } else if k > 4 || (width < 700.0 && k > 3) {
        2
    } else {
        1
    };
    // On a phone the viewer's own grid gets more of the height and wider gaps, so the swap
    // buttons between its cards are big enough for a thumb.
    let phone = width < 500.0;
    let top_h = match rows {
        0 => 0.0,
        1 => height * 0.30,
        _ if phone => height * 0.36,
        _ => height * 0.42,
    };
    let mid_h = height * if phone { 0.15 } else { 0.18 };
    let bottom_h = height - top_h - mid_h;
    let name_h = 16.0;
    let mut grids = vec![
        (
            [Rect::new(0.0, 0.0, 0.0, 0.0); CELLS],
            Rect::new(0.0, 0.0, 0.0, 0.0)
        );
        n
    ];
    if rows > 0 {
        let cols = k.div_ceil(rows);
        let slot_w = width / cols as f64;
        let slot_h = top_h / rows as f64;
        let (cw, ch, gap) = fit(slot_w - 2.0 * PAD, slot_h - name_h - 2.0 * PAD - 4.0, 0.08);
        for (i, &s) in others.iter().enumerate() {
            let (r, c) = (i / cols, i % cols);
            let gw = 3.0 * cw + 2.0 * gap;
            let x = c as f64 * slot_w + (slot_w - gw) / 2.0;
            let y = r as f64 * slot_h + PAD;
            grids[s] = (
                grid_rects(x, y, cw, ch, gap),
                Rect::new(
                    c as f64 * slot_w,
                    y + 3.0 * ch + 2.0 * gap + 5.0,
                    slot_w,
                    name_h,
                ),
            );
        }
    }
    // The viewer's grid: wide gaps hold the swap buttons.
    let gap_ratio = if phone { 0.45 } else { 0.32 };
    let (cw, ch, gap) = fit(
        width - 2.0 * PAD,
        bottom_h - name_h - 2.0 * PAD - 4.0,
        gap_ratio,
    );
    let gw = 3.0 * cw + 2.0 * gap;
    let gy = top_h + mid_h + PAD;
    grids[me] = (
        grid_rects((width - gw) / 2.0, gy, cw, ch, gap),
        Rect::new(0.0, gy + 3.0 * ch + 2.0 * gap + 5.0, width, name_h),
    );
    let ph = (mid_h - 2.0 * PAD - 14.0).max(20.0);
    let pw = ph * RATIO;
    let cx = width / 2.0;
    let y = top_h + PAD;
    Layout {
        grids,
        action_stack: Rect::new(cx - 2.3 * pw, y, pw, ph),
        action: Rect::new(cx - 1.15 * pw, y, pw, ph),
        field: Rect::new(cx + 0.15 * pw, y, pw, ph),
        discard: Rect::new(cx + 1.3 * pw, y, pw, ph),
    }
}

fn cell_label(key: &str, cell: usize) -> Label {
    Label::key(key)
        .arg("row", row_of(cell) + 1)
        .arg("col", col_of(cell) + 1)
}

/// The button between two adjacent cards of a grid.
fn between(a: &Rect, b: &Rect) -> Rect {
    if (a.y - b.y).abs() < 1.0 {
        let (l, r) = if a.x < b.x { (a, b) } else { (b, a) };
        let gap = r.x - (l.x + l.w);
        Rect::new(
            l.x + l.w + 1.0,
            l.y + l.h * 0.2,
            (gap - 2.0).max(4.0),
            l.h * 0.6,
        )
    } else {
        let (t, d) = if a.y < b.y { (a, b) } else { (b, a) };
        let gap = d.y - (t.y + t.h);
        Rect::new(
            t.x + t.w * 0.2,
            t.y + t.h + 1.0,
            t.w * 0.6,
            (gap - 2.0).max(4.0),
        )
    }
}

/// Where cards slide in from and which were just turned over, from the events just applied.
struct Motion {
    from: Vec<(String, (f64, f64))>,
    flips: Vec<String>,
}

impl Motion {
    fn of(events: &[GolfieEvent], lay: &Layout) -> Motion {
        let mut from: Vec<(String, (f64, f64))> = Vec::new();
        let mut flips: Vec<String> = Vec::new();
        let mut shifted: Vec<Seat> = Vec::new();
        let top_left = |r: &Rect| (r.x, r.y);
        for e in events {
            match e {
                GolfieEvent::Moved { seat, cell, with } => {
                    let cells = &lay.grids[*seat].0;
                    let (c, w) = (usize::from(*cell).min(8), usize::from(*with).min(8));
                    from.push((format!("g{seat}c{w}"), top_left(&cells[c])));
                    from.push((format!("g{seat}c{c}"), top_left(&cells[w])));
                }
                GolfieEvent::Revealed { seat, cell, .. } => flips.push(format!("g{seat}c{cell}")),
                GolfieEvent::LostBall { seat, cell, .. } => {
                    from.push((format!("g{seat}c{cell}"), top_left(&lay.field)))
                }
                GolfieEvent::ActionRevealed { .. } => {
                    from.push(("action".into(), top_left(&lay.action_stack)));
                    flips.push("action".into());
                }
                GolfieEvent::HolePlayed { seat, cell, .. } => from.push((
                    "discard".into(),
                    top_left(&lay.grids[*seat].0[usize::from(*cell).min(8)]),
                )),
                GolfieEvent::Shifted { seat, removed } if !shifted.contains(seat) => {
                    shifted.push(*seat);
                    let cells = &lay.grids[*seat].0;
                    for col in 0..3 {
                        let kept: Vec<usize> = (0..3)
                            .filter(|r| !removed.contains(&((r * 3 + col) as u8)))
                            .collect();
                        for (new_row, old_row) in kept.iter().enumerate() {
                            if new_row != *old_row {
                                from.push((
                                    format!("g{seat}c{}", new_row * 3 + col),
                                    top_left(&cells[old_row * 3 + col]),
                                ));
                            }
                        }
                        for new_row in kept.len()..3 {
                            from.push((
                                format!("g{seat}c{}", new_row * 3 + col),
                                top_left(&lay.field),
                            ));
                        }
                    }
                }
                _ => {}
            }
        }
        Motion { from, flips }
    }

    fn from(&self, id: &str) -> Option<(f64, f64)> {
        self.from.iter().find(|(k, _)| k == id).map(|(_, p)| *p)
    }

    fn flipped(&self, id: &str) -> bool {
        self.flips.iter().any(|f| f == id)
    }

    fn card(&self, id: String, at: Rect, c: Option<Field>, glow: bool) -> Shape {
        Shape::Card {
            from: self.from(&id),
            flip: self.flipped(&id),
            id,
            at,
            face: c.map(face),
            glow,
        }
    }
}

/// The cells each player still has to play glow on their grid.
fn to_play(view: &GolfieView, seat: Seat) -> Vec<usize> {
    if view.phase != Phase::Act {
        return Vec::new();
    }
    match view.tasks.get(seat) {
        Some(Task::Play { cells }) => cells.iter().map(|c| usize::from(*c)).collect(),
        Some(Task::GolfCart) => (0..CELLS).collect(),
        Some(Task::Hole) => vec![0, 1, 2],
        _ => Vec::new(),
    }
}

/// Every grid with its name and scorecard total; the players still to act are highlighted.
fn draw_grids(view: &GolfieView, lay: &Layout, me: Seat, motion: &Motion, shapes: &mut Vec<Shape>) {
    let n = view.grids.len();
    let acting = view.phase == Phase::Act;
    let card = |id, at, c, glow| motion.card(id, at, c, glow);
    for seat in 0..n {
        let (cells, name_at) = &lay.grids[seat];
        let busy = view.to_move.contains(&seat);
        let frame = Rect::new(
            cells[0].x - 4.0,
            cells[0].y - 4.0,
            cells[2].x + cells[2].w - cells[0].x + 8.0,
            cells[8].y + cells[8].h - cells[0].y + 8.0,
        );
        shapes.push(Shape::Rect {
            at: frame,
            radius: 8.0,
            fill: if busy { "turn" } else { "mat" },
            stroke: busy.then_some("accent"),
        });
        for (c, at) in cells.iter().enumerate() {
            shapes.push(card(
                format!("g{seat}c{c}"),
                *at,
                view.grids[seat][c],
                to_play(view, seat).contains(&c),
            ));
        }
        let unit = view.units.get(seat).copied().unwrap_or(seat);
        let total = view.cards.get(unit).map(|c| c.total()).unwrap_or(0);
        let mut label = Label::key("golfie_seat")
            .arg("seat", seat)
            .arg("score", total);
        if acting && !busy {
            label = label.arg("done", "1");
        }
        shapes.push(Shape::Text {
            x: name_at.x + name_at.w / 2.0,
            y: name_at.y + name_at.h / 2.0,
            size: if seat == me { 14.0 } else { 12.0 },
            label,
            color: if busy { "accent" } else { "ink" },
            align: "center",
            bold: seat == me,
            max_w: name_at.w - 4.0,
            wrap_h: 0.0,
        });
    }
}

/// The count written under a stack. It may be twice as wide again as its stack: the card in
/// play, between the two stacks, has no words under it.
fn pile_caption(at: &Rect, label: Label) -> Shape {
    Shape::Text {
        x: at.x + at.w / 2.0,
        y: at.y + at.h + 9.0,
        size: 11.0,
        label,
        color: "ink",
        align: "center",
        bold: false,
        max_w: at.w * 2.3,
        wrap_h: 0.0,
    }
}

/// The Action stack (with the Final Hole under it), the card in play, the Field stack and its
/// discard.
fn draw_middle(view: &GolfieView, lay: &Layout, motion: &Motion, shapes: &mut Vec<Shape>) {
    let acting = view.phase == Phase::Act;
    shapes.push(Shape::Card {
        id: "actions".into(),
        at: lay.action_stack,
        face: None,
        from: None,
        flip: false,
        glow: view.phase == Phase::Flip,
    });
    shapes.push(pile_caption(
        &lay.action_stack,
        Label::key("actions_left").arg("count", view.actions_left),
    ));
    if let Some(current) = view.current {
        let a = lay.action;
        shapes.push(Shape::Card {
            id: "action".into(),
            at: a,
            face: Some(Face {
                text: String::new(),
                tone: "action",
                caption: Some(action_key(current).into()),
            }),
            from: motion.from("action"),
            flip: motion.flipped("action"),
            glow: acting,
        });
        // The mini grid printed on the card, with a ball on each marked cell.
        let m = a.w * 0.16;
        let size = (a.w - 2.0 * m) / 3.0;
        let y0 = a.y + a.h * 0.12;
        // (A Hole card prints no grid: the page draws its flag.)
        for c in (0..CELLS).filter(|_| !current.is_hole()) {
            let r = Rect::new(
                a.x + m + col_of(c) as f64 * size,
                y0 + row_of(c) as f64 * size,
                size - 2.0,
                size - 2.0,
            );
            let on = marked(Some(current)).contains(&c);
            shapes.push(Shape::Rect {
                at: r,
                radius: 2.0,
                fill: "slot",
                stroke: None,
            });
            if on {
                let d = r.w * 0.6;
                shapes.push(Shape::Rect {
                    at: Rect::new(r.x + (r.w - d) / 2.0, r.y + (r.h - d) / 2.0, d, d),
                    radius: d / 2.0,
                    fill: "ball",
                    stroke: None,
                });
            }
        }
    }
    shapes.push(motion.card("field".into(), lay.field, None, false));
    shapes.push(pile_caption(
        &lay.field,
        Label::key("pile_count").arg("count", view.field_count),
    ));
    match view.field_discard.last() {
        Some(top) => shapes.push(motion.card("discard".into(), lay.discard, Some(*top), false)),
        None => shapes.push(Shape::Rect {
            at: lay.discard,
            radius: 6.0,
            fill: "slot",
            stroke: Some("ink"),
        }),
    }
}

const KEYS: [&str; CELLS] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

fn hit(at: Rect, a: GolfieAction, label: Label, key: Option<&'static str>) -> Hit {
    Hit {
        at,
        action: crate::core::wire::raw(&a),
        label,
        key,
    }
}

/// Team play: the cards the team took for the Hole, to choose which one is marked.
fn mark_hits(
    view: &GolfieView,
    lay: &Layout,
    viewer: Seat,
    shapes: &mut Vec<Shape>,
    hits: &mut Vec<Hit>,
) {
    let n = view.grids.len();
    // Team play: the cards the team took for the Hole (all face up by now), each
    // over its taker's grid; choosing one marks it for the team.
    let unit = view.units.get(viewer).copied().unwrap_or(viewer);
    let taken = (0..n).filter_map(|s| {
        let score = view.hole_picks.get(s).copied().flatten()?;
        (view.units.get(s) == Some(&unit)).then_some((s, score))
    });
    for (i, (member, score)) in taken.enumerate() {
        let card = Field::Value(u8::try_from(score).unwrap_or(0));
        let at = lay.grids[member].0[4];
        shapes.push(Shape::Card {
            id: format!("mark{member}"),
            at,
            face: Some(face(card)),
            from: None,
            flip: false,
            glow: true,
        });
        hits.push(hit(
            at,
            GolfieAction::Mark(member as u8),
            Label::key("hit_mark_hole")
                .arg("seat", member)
                .arg("card", field_code(Some(card))),
            KEYS.get(i).copied(),
        ));
    }
}

/// The viewing player's choices: hit regions (and the buttons drawn for them).
fn viewer_hits(
    view: &GolfieView,
    lay: &Layout,
    viewer: Seat,
    shapes: &mut Vec<Shape>,
    hits: &mut Vec<Hit>,
) {
    let cells = &lay.grids[viewer].0;
    let grid = &view.grids[viewer];
    match (&view.phase, view.tasks.get(viewer)) {
        (Phase::Flip, _) => hits.push(hit(
            lay.action_stack,
            GolfieAction::Flip,
            Label::key("hit_flip"),
            Some("f"),
        )),
        (Phase::Setup, Some(Task::Setup { top, bottom })) => {
            for c in (0..CELLS)
                .filter(|&c| grid[c].is_none() && ((c < 3 && !top) || (c >= 6 && !bottom)))
            {
                hits.push(hit(
                    cells[c],
                    GolfieAction::Reveal(c as u8),
                    cell_label("hit_reveal", c),
                    Some(KEYS[c]),
                ));
            }
        }
        (Phase::Act, Some(Task::Hole)) => {
            for c in 0..3 {
                hits.push(hit(
                    cells[c],
                    GolfieAction::Hole(c as u8),
                    cell_label("hit_hole", c).arg("card", field_code(grid[c])),
                    Some(KEYS[c]),
                ));
            }
        }
        (Phase::Act, Some(Task::MarkHole)) => mark_hits(view, lay, viewer, shapes, hits),
        (Phase::Act, Some(Task::ChooseCombo)) => {
            for (i, line) in LINES.iter().enumerate() {
                let combo = line
                    .iter()
                    .all(|&c| grid[c].is_some() && grid[c] == grid[line[0]]);
                if combo {
                    let (a, b) = (cells[line[0]], cells[line[2]]);
                    let at = if i < 3 {
                        Rect::new(a.x, a.y + a.h * 0.35, b.x + b.w - a.x, a.h * 0.3)
                    } else {
                        Rect::new(a.x + a.w * 0.35, a.y, a.w * 0.3, b.y + b.h - a.y)
                    };
                    shapes.push(Shape::Rect {
                        at,
                        radius: 4.0,
                        fill: "accent",
                        stroke: None,
                    });
                    hits.push(hit(
                        at,
                        GolfieAction::Combo(i as u8),
                        Label::key(if i < 3 {
                            "hit_combo_row"
                        } else {
                            "hit_combo_col"
                        })
                        .arg("n", i % 3 + 1),
                        None,
                    ));
                }
            }
        }
        (Phase::Act, Some(Task::Play { .. } | Task::GolfCart)) => {
            let playable: Vec<usize> = match &view.tasks[viewer] {
                Task::Play { cells } => cells.iter().map(|c| usize::from(*c)).collect(),
                _ => (0..CELLS).collect(),
            };
            for &c in &playable {
                if grid[c].is_none() {
                    hits.push(hit(
                        cells[c],
                        GolfieAction::Unveil(c as u8),
                        cell_label("hit_unveil", c),
                        Some(KEYS[c]),
                    ));
                }
            }
            // One swap button per edge that touches a playable card.
            for a in 0..CELLS {
                for b in neighbours(a).filter(|&b| b > a) {
                    let (cell, with) = if playable.contains(&a) {
                        (a, b)
                    } else if playable.contains(&b) {
                        (b, a)
                    } else {
                        continue;
                    };
                    let at = between(&cells[a], &cells[b]);
                    shapes.push(Shape::Rect {
                        at,
                        radius: at.w.min(at.h) / 2.0,
                        fill: "accent",
                        stroke: None,
                    });
                    let label = Label::key("hit_swap")
                        .arg("row", row_of(a) + 1)
                        .arg("col", col_of(a) + 1)
                        .arg("row2", row_of(b) + 1)
                        .arg("col2", col_of(b) + 1);
                    hits.push(hit(
                        at,
                        GolfieAction::Move {
                            cell: cell as u8,
                            with: with as u8,
                        },
                        label,
                        None,
                    ));
                }
            }
        }
        _ => {}
    }
}

impl Drawable for Golfie {
    type Table = Scene;
    fn scene(view: &GolfieView, events: &[GolfieEvent], width: f64, height: f64) -> Scene {
        let n = view.grids.len();
        let me = view.seat.unwrap_or(0).min(n.saturating_sub(1));
        let lay = layout(n, me, width, height);
        let mut shapes = Vec::new();
        let mut hits = Vec::new();
        let motion = Motion::of(events, &lay);
        draw_grids(view, &lay, me, &motion, &mut shapes);
        draw_middle(view, &lay, &motion, &mut shapes);
        if let Some(viewer) = view.seat.filter(|s| *s < n && view.to_move.contains(s)) {
            viewer_hits(view, &lay, viewer, &mut shapes, &mut hits);
        }
        Scene {
            width,
            height,
            shapes,
            hits,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bot::BotKind;
    use crate::core::game::Game;
    use crate::games::golfie::GolfieConfig;
    use crate::testkit::{check_hit_regions, HitRules};

    fn same_move(a: &GolfieAction, b: &GolfieAction) -> bool {
        match (a, b) {
            (
                GolfieAction::Move { cell: c1, with: w1 },
                GolfieAction::Move { cell: c2, with: w2 },
            ) => (c1, w1) == (c2, w2) || (c1, w1) == (w2, c2),
            _ => a == b,
        }
    }

    /// Every hit is legal, every legal choice has a hit (a swap of the same two cards counts
    /// once), hits stay on screen and never overlap: for 1 to 8 players and for teams, phone
    /// and laptop.
    #[test]
    fn hits_cover_the_legal_actions_without_overlap() {
        let teams = [
            vec![0, 1, 0, 1],
            vec![0, 1, 2, 0, 1, 2],
            vec![0, 1, 0, 1, 0, 1, 0, 1],
        ];
        let tables = (1..=8)
            .map(|p| (p, vec![]))
            .chain(teams.map(|t| (t.len(), t)));
        let rules = HitRules::<Golfie> {
            sizes: &[(360.0, 640.0), (1280.0, 800.0)],
            max_steps: 400,
            read: |json| vec![serde_json::from_str(json).unwrap()],
            same: same_move,
            exactly: false,
            only_the_mover: false,
            bot: |_| BotKind::Random,
            bot_seed: 1,
        };
        for (players, teams) in tables {
            let config = GolfieConfig {
                players,
                teams: teams.clone(),
            };
            let g = Golfie::new(&config, players as u64).unwrap();
            // Teams choose their marks; a table without teams never does.
            let mut team_choices = 0;
            check_hit_regions(
                [(format!("{players}p {teams:?}"), g)],
                &rules,
                |_, _, legal| {
                    team_choices += usize::from(matches!(legal[0], GolfieAction::Mark(_)));
                },
            );
            assert_eq!(team_choices > 0, !teams.is_empty(), "{teams:?}");
        }
    }
}
