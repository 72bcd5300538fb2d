//! The panel: the hole, the players, and what the viewer may do in each phase.

use super::aims::{choose_aims, turn_aims};
use super::draw::{hand_row, Panel};
use super::players::{golfer_panel, seat_lines};
use super::{act, menu, mode_code, odds_shapes, shot_code, Aim, Ctx, PAD};
use crate::games::holes18::cards::Deck;
use crate::games::holes18::planner;
use crate::games::holes18::rules::{HolesAction, Phase};
use crate::games::holes18::{Club, HolesView, Shot};
use crate::scene::{Label, Preview, Rect, Text};

/// Where the phase's part of the panel goes: its left edge and width, the line it starts on,
/// the panel's bottom and the height left for it.
struct Column {
    x: f64,
    y: f64,
    w: f64,
    bottom: f64,
    room: f64,
}

/// The panel: returns the moves that aim at a hex (drawn on the course instead).
pub(super) fn panel(cx: &Ctx, legal: &[HolesAction], at: Rect, p: &mut Panel) -> Vec<Aim> {
    let view = cx.view;
    let x = at.x + PAD;
    let w = at.w - 2.0 * PAD;
    let mut y = at.y + PAD + 10.0;
    heading(p, cx, x, y, w);
    y += 18.0;
    y = seat_lines(p, view, at, x, y, w);
    y += 6.0;
    y = golfer_panel(cx, legal, x, y, w, p);
    let bottom = at.y + at.h - PAD;
    let col = Column {
        x,
        y,
        w,
        bottom,
        room: (bottom - y).max(60.0),
    };
    let me = cx.viewer;
    match view.phase {
        Phase::Draft | Phase::Select => pick_club(p, cx, legal, &col),
        Phase::Turn if me.is_some_and(|s| view.to_move.contains(&s)) => {
            return turn(p, cx, legal, &col);
        }
        Phase::Choose | Phase::BigHitDiscard if view.shot.is_some() => {
            return choose(p, cx, legal, &col);
        }
        Phase::Place if !legal.is_empty() => return place(p, cx, legal, &col),
        Phase::Target if !legal.is_empty() => target(p, cx, legal, &col),
        Phase::Extra if !legal.is_empty() => extra(p, cx, legal, &col),
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
        _ => waiting(p, cx, &col),
    }
    Vec::new()
}

/// The panel's title: the hole (or the draft, the chaos greens left, the end) and the mode.
fn heading(p: &mut Panel, cx: &Ctx, x: f64, y: f64, w: f64) {
    let view = cx.view;
    let mode = view.config.mode;
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
        .arg("holes", view.course.holes.len())
        .arg("par", view.course.holes[hole].par)
        .arg("round", view.round)
        .arg("mode", mode_code(mode))
        .arg(
            "left",
            view.mode_state
                .pots()
                .iter()
                .filter(|p| !p.is_empty())
                .count(),
        ),
        true,
        w,
    );
}

/// The draft and the secret selection: a row of clubs (more on a narrow panel), each one a move.
fn pick_club(p: &mut Panel, cx: &Ctx, legal: &[HolesAction], col: &Column) {
    let (view, x, w) = (cx.view, col.x, col.w);
    let mut y = col.y;
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
    let h = (col.room - 70.0).clamp(50.0, 110.0);
    let choose = |c: Club| {
        let a = if drafting {
            HolesAction::Pick(c)
        } else {
            HolesAction::Select(c)
        };
        legal.contains(&a).then_some(a)
    };
    y += hand_row(
        p,
        Rect::new(x, y, w, h),
        col.room - 70.0,
        &clubs,
        choose,
        true,
    ) + 8.0;
    if legal.contains(&HolesAction::ResetHand) {
        p.button(
            Rect::new(x, y, w.min(220.0), 34.0),
            Label::key("h18_hit_reset"),
            act(&HolesAction::ResetHand),
            Some("r"),
        );
    } else if let Some(c) = cx.viewer.and_then(|s| view.selected[s]) {
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

/// The viewer's turn: the selected club, a button per move that draws a shot (with its odds
/// as a preview), a tip for the moves on the course, and those moves.
fn turn(p: &mut Panel, cx: &Ctx, legal: &[HolesAction], col: &Column) -> Vec<Aim> {
    let (view, x, w) = (cx.view, col.x, col.w);
    let mut y = col.y;
    let seat = cx.viewer.unwrap_or(0);
    let mut aims = Vec::new();
    if let Some(c) = view.selected[seat] {
        let cw = 64.0_f64.min(w / 4.0);
        p.club(Rect::new(x, y, cw, cw / 0.72), c, true);
        let by = turn_buttons(p, cx, legal, c, (x + cw + 8.0, y, w - cw - 8.0));
        y = y.max(by).max(y + cw / 0.72) + 6.0;
        let has = |f: &dyn Fn(&HolesAction) -> bool| legal.iter().any(f);
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
        if let Some(g) = cx.state.as_ref() {
            aims = turn_aims(cx, g, seat, legal);
        }
    }
    hand_label(p, view, x, y.max(col.bottom - 20.0), w);
    aims
}

/// The turn's buttons, stacked in a column at `(x, y)` of width `w`, for club `c`: play a
/// deck, big hit, reset, peek, switch golfer. Returns where the column ends.
fn turn_buttons(
    p: &mut Panel,
    cx: &Ctx,
    legal: &[HolesAction],
    c: Club,
    (bx, mut by, bw): (f64, f64, f64),
) -> f64 {
    let seat = cx.viewer.unwrap_or(0);
    let ms = &cx.view.mode_state;
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
                Label::key("h18_hit_big").arg("deck", c.big_hit_deck().map_or("", Deck::name)),
                Some("b"),
            ),
            HolesAction::ResetHand => (Label::key("h18_hit_reset_turn"), Some("r")),
            HolesAction::PeekClub(o) => (Label::key("h18_hit_peek_opp").arg("opp", o + 1), None),
            HolesAction::Switch => (
                Label::key("h18_hit_switch")
                    .arg("golfer", if ms.playing()[seat] == 0 { "b" } else { "a" }),
                Some("g"),
            ),
            _ => continue,
        };
        // With several decks, "p" would not say which.
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
    by
}

/// Choosing a drawn card (or discarding one after a big hit): the stacks' top cards, then for
/// the shooter the landings on the course, a golfer switch and the moves out of bounds.
fn choose(p: &mut Panel, cx: &Ctx, legal: &[HolesAction], col: &Column) -> Vec<Aim> {
    let (view, x, w) = (cx.view, col.x, col.w);
    let mut y = col.y;
    let Some(shot) = view.shot.clone() else {
        return Vec::new();
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
    y += stacks(p, legal, &shot.stacks, (x, y, w), col.room) + 36.0;
    if discarding || cx.viewer != Some(shot.seat) {
        return Vec::new();
    }
    let Some(g) = cx.state.as_ref() else {
        return Vec::new();
    };
    let (on, off) = choose_aims(cx, g, shot.seat, legal);
    p.text(x, y + 8.0, 12.0, Label::key("h18_tip_land"), false, w);
    y += 22.0;
    if legal.contains(&HolesAction::Switch) {
        // Chaos Teams: the golfer is chosen after drawing.
        let other = if view.mode_state.playing()[shot.seat] == 0 {
            "b"
        } else {
            "a"
        };
        p.button(
            Rect::new(x, y, w.min(260.0), 32.0),
            Label::key("h18_hit_switch").arg("golfer", other),
            act(&HolesAction::Switch),
            Some("g"),
        );
        y += 38.0;
    }
    if !off.is_empty() {
        p.button(
            Rect::new(x, y, w.min(260.0), 32.0),
            Label::key("h18_hit_out_menu").arg("n", off.len()),
            menu(&off),
            Some("o"),
        );
    }
    on
}

/// The drawn stacks side by side at `(x, y)` in width `w`: each top card (a discard move when
/// legal), how many lie under it, and a follow button. Returns the cards' height.
fn stacks(
    p: &mut Panel,
    legal: &[HolesAction],
    stacks: &[Vec<Shot>],
    (x, y, w): (f64, f64, f64),
    room: f64,
) -> f64 {
    let k = stacks.len().max(1) as f64;
    let cw = ((w - (k - 1.0) * 8.0) / k).min(130.0);
    let ch = (cw * 0.95).clamp(70.0, 120.0).min(room * 0.45);
    for (i, st) in stacks.iter().enumerate() {
        let Some(top) = st.last().copied() else {
            continue;
        };
        let at = Rect::new(x + i as f64 * (cw + 8.0), y, cw, ch);
        p.shot(at, top, false);
        let under = st.len() - 1;
        if under > 0 {
            p.draw.text(
                Text::new(
                    at.x + 4.0,
                    at.y + ch - 8.0,
                    10.0,
                    Label::key("h18_under").arg("n", under),
                    cw - 8.0,
                )
                .color("tone_shot")
                .left(),
            );
        }
        let i8 = i as u8;
        if legal.contains(&HolesAction::Discard(i8)) {
            let label = Label::key("h18_hit_discard").arg("card", shot_code(top));
            p.draw.hit(
                at,
                act(&HolesAction::Discard(i8)),
                label,
                ["1", "2", "3", "4"].get(i).copied(),
            );
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
    ch
}

/// Kelly Golf's placing: a move on each green still open, worth its tokens.
fn place(p: &mut Panel, cx: &Ctx, legal: &[HolesAction], col: &Column) -> Vec<Aim> {
    let (view, x, y, w) = (cx.view, col.x, col.y, col.w);
    p.text(x, y + 8.0, 13.0, Label::key("h18_place_title"), true, w);
    p.text(x, y + 28.0, 12.0, Label::key("h18_tip_place"), false, w);
    let mut aims = Vec::new();
    for a in legal {
        if let HolesAction::Place(h) = *a {
            let h = usize::from(h);
            let worth: u8 = view.mode_state.pots().get(h).map_or(0, |p| p.iter().sum());
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
    aims
}

/// Choosing a target green: a button per green offered, with its par and distance.
fn target(p: &mut Panel, cx: &Ctx, legal: &[HolesAction], col: &Column) {
    let (view, x, w) = (cx.view, col.x, col.w);
    let mut y = col.y;
    p.text(x, y + 8.0, 13.0, Label::key("h18_target_title"), true, w);
    y += 22.0;
    let here = cx
        .viewer
        .map_or(view.course.holes[0].tee, |s| view.positions[s]);
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

/// An extra shot offered: a club from the hand, or pass.
fn extra(p: &mut Panel, cx: &Ctx, legal: &[HolesAction], col: &Column) {
    let (view, x, w) = (cx.view, col.x, col.w);
    let mut y = col.y;
    p.text(x, y + 8.0, 13.0, Label::key("h18_extra_title"), true, w);
    y += 20.0;
    let clubs = view.my_hand().to_vec();
    let h = (col.room - 80.0).clamp(50.0, 110.0);
    let choose = |c: Club| {
        let a = HolesAction::Select(c);
        legal.contains(&a).then_some(a)
    };
    y += hand_row(
        p,
        Rect::new(x, y, w, h),
        col.room - 80.0,
        &clubs,
        choose,
        true,
    ) + 8.0;
    p.button(
        Rect::new(x, y, w.min(220.0), 34.0),
        Label::key("h18_hit_pass"),
        act(&HolesAction::Pass),
        Some("x"),
    );
}

/// Nothing to do now: the viewer's selected club, hand and discards, to look at.
fn waiting(p: &mut Panel, cx: &Ctx, col: &Column) {
    let (view, x, w) = (cx.view, col.x, col.w);
    let Some(s) = cx.viewer else {
        return;
    };
    let mut y = col.y;
    if let Some(c) = view.selected[s] {
        p.club(Rect::new(x, y, 56.0, 56.0 / 0.72), c, false);
    }
    let hand = view.my_hand().to_vec();
    let h = (col.room - 100.0).clamp(40.0, 90.0);
    let used = hand_row(
        p,
        Rect::new(x + 64.0, y, w - 64.0, h),
        col.room - 100.0,
        &hand,
        |_| None,
        false,
    );
    y += (56.0_f64 / 0.72).max(used) + 8.0;
    hand_label(p, view, x, y, w);
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
