//! The players' lines (scores, golfers, Solo Chaos opponents) and the golfer powers.

use super::draw::Panel;
use super::{act, ball, menu, mode_code, shot_code, Ctx};
use crate::core::game::Seat;
use crate::core::wire::Raw;
use crate::games::holes18::golfers::{Golfer, Side};
use crate::games::holes18::modes::Mode;
use crate::games::holes18::rules::{HolesAction, Phase, Water};
use crate::games::holes18::{Club, HolesView};
use crate::scene::{Label, Rect, Text};

/// The players, one line each, the one to move marked (and in Solo Chaos Golf the opponents
/// and the solo card). Returns where the panel continues.
pub(super) fn seat_lines(
    p: &mut Panel,
    view: &HolesView,
    at: Rect,
    x: f64,
    mut y: f64,
    w: f64,
) -> f64 {
    let mode = view.config.mode;
    let line = if at.h < 300.0 { 18.0 } else { 22.0 };
    for s in 0..view.positions.len() {
        let row = Rect::new(at.x + 4.0, y, at.w - 8.0, line);
        if view.to_move.contains(&s) && view.phase != Phase::Over {
            p.draw.rect(row, 5.0, "turn", None);
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
    y
}

/// Solo Chaos Golf: the three opponents (points, target green, a club turned up) and the solo
/// card with its turn marker (a full circle: only you score; a half one: combined scoring).
/// Returns where the panel continues.
fn solo_lines(p: &mut Panel, view: &HolesView, x: f64, mut y: f64, w: f64, line: f64) -> f64 {
    let Some(ms) = view.mode_state.solo() else {
        return y;
    };
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
        let now = view.turns_on_hole[s] + ms.penalties().get(s).copied().unwrap_or(0);
        label = label.arg("now", now);
        if ms.holed().get(s).copied().unwrap_or(false) {
            label = label.arg("holed", 1);
        }
    }
    if let Some(h) = ms.at_hole().get(s) {
        label = label.arg("at", h + 1);
    }
    if let Some(Some(t)) = ms.targets().get(s) {
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
    if !ms.playoff().is_empty() && !ms.playoff().contains(&s) {
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
    p.draw.rect(at, 3.0, "face_club", Some("card_edge"));
    let initial = card.golfer.name().chars().next().unwrap_or('?');
    let (x, y) = at.center();
    p.draw.text(
        Text::new(
            x,
            y,
            9.0,
            Label::text(format!("{initial}{}", side_code(card.side))),
            at.w,
        )
        .color("tone_club")
        .bold(true),
    );
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
pub(super) fn golfer_panel(
    cx: &Ctx,
    legal: &[HolesAction],
    x: f64,
    mut y: f64,
    w: f64,
    p: &mut Panel,
) -> f64 {
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
    let buttons = power_buttons(cx.view, legal);
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

/// The golfer powers among the legal moves, as (words, action) for a button each: a single
/// move, or a menu where one power can be used several ways (Dorian's lasting club, a
/// discarded club, a redraw of one stack).
fn power_buttons(view: &HolesView, legal: &[HolesAction]) -> Vec<(Label, Raw)> {
    let club_of = |s: usize| view.selected.get(s).copied().flatten();
    let mut buttons: Vec<(Label, Raw)> = Vec::new();
    let mut lasting = Vec::new();
    let mut discarded = Vec::new();
    // Redraws grouped by stack, in stack order.
    let mut redraws: Vec<Vec<(HolesAction, Label)>> = Vec::new();
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
                let at = usize::from(stack);
                if redraws.len() <= at {
                    redraws.resize_with(at + 1, Vec::new);
                }
                redraws[at].push((*a, l));
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
    for items in redraws.iter().filter(|items| !items.is_empty()) {
        match items.as_slice() {
            [(a, l)] => buttons.push((l.clone(), act(a))),
            _ => {
                let card = items[0].1.clone();
                buttons.push((card.arg("menu", items.len()), menu(items)))
            }
        }
    }
    buttons
}
