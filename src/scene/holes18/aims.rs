//! The moves that aim at a hex, drawn on the course: a turn's moves and a chosen card's landings.

use super::{flight_shapes, odds_shapes, shot_code, Aim, Ctx};
use crate::core::game::Seat;
use crate::games::holes18::course::Hex;
use crate::games::holes18::planner;
use crate::games::holes18::rules::{Holes18, HolesAction, Landing};
use crate::games::holes18::Club;
use crate::scene::Label;

/// The turn's moves that aim at a hex: one-hex moves, wood shots, chip aims, bunker exits.
pub(super) fn turn_aims(cx: &Ctx, g: &Holes18, seat: Seat, legal: &[HolesAction]) -> Vec<Aim> {
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
            HolesAction::Play { dir: Some(d), .. } => {
                // Aimed over a gap in the course, every chip card goes out of bounds: the words
                // say so, as a wood's do.
                let label = if g.chip_always_out(seat, d) {
                    "h18_hit_chip_out"
                } else {
                    "h18_hit_chip"
                };
                (
                    d,
                    from.step(d),
                    label,
                    odds_shapes(&planner::odds(g, seat, a)),
                )
            }
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

pub(super) fn view_pos(cx: &Ctx, seat: Seat) -> Hex {
    cx.view.positions[seat]
}

/// The chosen-card moves: those landing on the course (one per hex, the first card that gets
/// there), and those going out of bounds (listed in a menu).
pub(super) fn choose_aims(
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
