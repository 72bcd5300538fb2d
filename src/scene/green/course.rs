//! The hole in the middle of the GREEN table: its cells as the path a ball travels, the arrows
//! between them, the flag on the green, and the points track below.

use super::*;

/// The arrow in the lane from cell `a` to the next cell `b`: along a row, or down at its end.
/// `both`: the way runs both ways (between the green and the rough).
fn arrow(d: &mut Draw, a: Rect, b: Rect, g: &Grid, both: bool) {
    let (size, x, y, glyph) = if (b.y - a.y).abs() < 1.0 {
        let forward = b.x > a.x;
        let x = if forward {
            a.x + a.w + g.gap_x / 2.0
        } else {
            a.x - g.gap_x / 2.0
        };
        let glyph = match (both, forward) {
            (true, _) => "\u{2194}",
            (false, true) => "\u{2192}",
            (false, false) => "\u{2190}",
        };
        ((g.gap_x * 1.05).min(18.0), x, a.y + a.h / 2.0, glyph)
    } else {
        // Down at the row's outer end, clear of the centred words and circles of both cells.
        let x = if a.x + a.w / 2.0 > g.mid_x {
            a.x + a.w * 0.85
        } else {
            a.x + a.w * 0.15
        };
        let glyph = if both { "\u{2195}" } else { "\u{2193}" };
        (
            (g.gap_y * 1.2).min(16.0),
            x,
            a.y + a.h + g.gap_y / 2.0,
            glyph,
        )
    };
    d.text(Text::new(x, y, size, Label::text(glyph), size * 1.2).bold(true));
}

/// A cell's fill, words and their colour: the tee, a space (shaded by course card), the green,
/// the rough or the wind die.
fn cell_look(view: &GreenView, i: usize, card_of: &[usize]) -> (&'static str, Label, &'static str) {
    let spaces = &view.spaces;
    let (green_i, rough_i, die_i) = (spaces.len() + 1, spaces.len() + 2, spaces.len() + 3);
    if i == 0 {
        ("tee", Label::key("green_tee"), "ink")
    } else if i == green_i {
        // Dark words: the light turf would swallow the table's light ink.
        ("green_turf", Label::key("green_green"), "on_accent")
    } else if i == rough_i {
        ("rough", Label::key("green_rough"), "ink")
    } else if i == die_i {
        ("die", Label::key("green_wind"), "ink")
    } else {
        let sp = spaces.get(i - 1).copied().unwrap_or_default();
        let shade = if card_of.get(i - 1).copied().unwrap_or(0) % 2 == 0 {
            "fairway"
        } else {
            "fairway_2"
        };
        let (fill, label) = if sp.lake {
            ("water", Label::key("green_lake"))
        } else if sp.bunker > 0 {
            ("sand", Label::key("green_bunker").arg("value", sp.bunker))
        } else if sp.height > 0 {
            ("hill", Label::key("green_height").arg("value", sp.height))
        } else {
            (shade, Label::key("green_space").arg("n", i))
        };
        (fill, label, "ink")
    }
}

/// The flag in the hole on the green: a pole, its pennant and the cup, in the cell's lower half.
fn flag(d: &mut Draw, cell: Rect) {
    let h = cell.h * 0.4;
    let x = cell.x + cell.w / 2.0 - 1.0;
    let top = cell.y + cell.h * 0.92 - h;
    let cup = (h * 0.5).min(cell.w * 0.4);
    d.rect(
        Rect::new(x + 1.0 - cup / 2.0, top + h - cup * 0.3, cup, cup * 0.4),
        cup * 0.2,
        "die",
        None,
    );
    d.rect(Rect::new(x, top, 2.0, h), 1.0, "ball_edge", None);
    d.rect(
        Rect::new(x + 2.0, top, h * 0.5, h * 0.32),
        1.0,
        "flag_current",
        None,
    );
}

/// The hole: a cell per place from the tee to the wind die, with the balls on it, and arrows
/// from the tee along the spaces to the green (the way a ball goes), and on to the rough past it.
pub(super) fn hole(d: &mut Draw, t: &Table) {
    let view = t.view;
    let spaces = &view.spaces;
    let grid = course_cells(t.lay.course, spaces.len());
    let cells = &grid.cells;
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
    let balls_at = |b: Ball| -> Vec<Seat> {
        (0..t.n)
            .filter(|&s| view.balls.get(s) == Some(&b))
            .collect()
    };
    for (i, cell) in cells.iter().enumerate() {
        let (fill, label, ink) = cell_look(view, i, &card_of);
        d.rect(*cell, 4.0, fill, None);
        // The top half of the cell is the words' (the circles, the flag or the die take the
        // bottom): on a phone's narrow cells a hazard's name and number may take a line each.
        d.text(
            Text::new(
                cell.x + cell.w / 2.0,
                cell.y + cell.h * 0.31,
                (cell.h * 0.24).clamp(9.0, 12.0),
                label,
                cell.w - 2.0,
            )
            .wrap(cell.h * 0.6)
            .color(ink),
        );
        if i == die_i {
            let size = (cell.w * 0.6).min(cell.h * 0.48);
            let die = Rect::new(
                cell.x + (cell.w - size) / 2.0,
                cell.y + cell.h * 0.94 - size,
                size,
                size,
            );
            d.rect(die, size * 0.18, "slot", Some("ink"));
            let (cx, cy) = die.center();
            d.text(Text::new(
                cx,
                cy,
                size * 0.7,
                Label::text(view.wind.to_string()),
                size,
            ));
            continue;
        }
        if i == green_i {
            flag(d, *cell);
            continue;
        }
        let here = if i == 0 {
            balls_at(Ball::Tee)
        } else if i == rough_i {
            balls_at(Ball::Rough)
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
            d.rect(
                c,
                c.w / 2.0,
                here.get(k).map(|s| ball_token(*s)).unwrap_or("slot"),
                here.get(k).map(|_| "ink"),
            );
        }
    }
    for i in 0..rough_i.min(cells.len() - 1) {
        arrow(d, cells[i], cells[i + 1], &grid, i == green_i);
    }
}

/// The points track (the rulebook's scoring progression card): its name, where a ball waits
/// when no space is left for it, a space per score, and past the last space the end of the hole.
pub(super) fn progression_card(d: &mut Draw, t: &Table) {
    let (view, prog) = (t.view, t.lay.prog);
    let card_spaces = progression();
    // The name takes two and a half spaces' width and the end one and a half: words, not numbers.
    let pw = prog.w / (card_spaces.len() as f64 + 4.0);
    let last = card_spaces.len() + 1;
    d.rect(prog, 4.0, "mat", None);
    for i in 0..=last {
        let (x, w) = if i == 0 {
            (prog.x, 2.5 * pw)
        } else if i == last {
            (prog.x + prog.w - 1.5 * pw, 1.5 * pw)
        } else {
            (prog.x + (i as f64 + 1.5) * pw, pw)
        };
        let r = Rect::new(x + 1.0, prog.y + 1.0, w - 2.0, prog.h - 2.0);
        let mark = if i == 0 {
            Mark::Waiting
        } else if i == last {
            Mark::Beyond
        } else {
            Mark::Space((i - 1) as u8)
        };
        let who: Vec<Seat> = (0..t.n)
            .filter(|&s| view.marks.get(s).copied().flatten() == Some(mark))
            .collect();
        let (label, bold) = if i == 0 {
            (Label::key("green_track"), true)
        } else if i == last {
            (Label::key("green_track_end"), true)
        } else {
            (Label::text(card_spaces[i - 1].to_string()), false)
        };
        d.rect(r, 3.0, if i == 0 { "mat" } else { "slot" }, None);
        // Words above the balls, or in the middle of a place with none.
        let above = !bold || !who.is_empty();
        d.text(
            Text::new(
                r.x + r.w / 2.0,
                r.y + r.h * if above { 0.3 } else { 0.5 },
                (r.h * 0.4).clamp(7.0, 12.0),
                label,
                r.w,
            )
            .bold(bold),
        );
        for (k, s) in who.iter().enumerate() {
            let size = (r.h * 0.45).min(r.w / who.len() as f64);
            d.rect(
                Rect::new(r.x + k as f64 * size, r.y + r.h - size - 1.0, size, size),
                size / 2.0,
                ball_token(*s),
                Some("ink"),
            );
        }
    }
}
