//! The Grandpa Beck's Golf table: opponents' grids along the top, the draw and discard piles
//! (and a card in hand) in the middle, the viewing seat's grid large at the bottom.

use super::{grid_rects, Draw, Face, Label, Motion, Rect, Scene, Shape, Text};
use crate::core::game::Seat;
use crate::core::grid::{col_of, row_of, CELLS, LINES};
use crate::games::beck::rules::{BeckAction, BeckEvent, Phase, Source};
use crate::games::beck::scoring::score_cells;
use crate::games::beck::{Beck, BeckView, Card};
use crate::scene::Drawable;

const CARD_RATIO: f64 = 0.7;
const PAD: f64 = 8.0;

/// Short code for a card, used in labels the page turns into words.
pub fn card_code(card: Option<Card>) -> String {
    match card {
        None => "down".to_string(),
        Some(Card::Black(v)) => format!("black:{v}"),
        Some(Card::Red(v)) => format!("red:{v}"),
        Some(Card::Mulligan) => "mulligan".to_string(),
        Some(Card::Hazard) => "hazard".to_string(),
    }
}

fn face(card: Card) -> Face {
    match card {
        Card::Black(v) => Face {
            text: v.to_string(),
            tone: "black",
            caption: None,
        },
        Card::Red(v) => Face {
            text: v.to_string(),
            tone: "red",
            caption: Some(
                match v {
                    -1 => "card_birdie",
                    -2 => "card_eagle",
                    -3 => "card_albatross",
                    _ => "card_ace",
                }
                .to_string(),
            ),
        },
        Card::Mulligan => Face {
            text: "M".to_string(),
            tone: "green",
            caption: Some("card_mulligan".to_string()),
        },
        Card::Hazard => Face {
            text: "+10".to_string(),
            tone: "gold",
            caption: Some("card_hazard".to_string()),
        },
    }
}

/// Where each thing sits on the table.
struct Layout {
    /// Per seat: the nine card rectangles and the name line.
    grids: Vec<([Rect; CELLS], Rect)>,
    draw: Rect,
    discard: Rect,
    held: Rect,
    button: Rect,
}

/// The largest card (width, height) such that a 3x3 grid fits in `w` x `h`.
fn card_fitting(w: f64, h: f64, gap: f64) -> (f64, f64) {
    let by_h = ((h - 2.0 * gap) / 3.0).max(8.0);
    let by_w = ((w - 2.0 * gap) / 3.0 / CARD_RATIO).max(8.0);
    let ch = by_h.min(by_w);
    (ch * CARD_RATIO, ch)
}

fn layout(n: usize, me: Seat, width: f64, height: f64) -> Layout {
    let others: Vec<Seat> = (1..n).map(|i| (me + i) % n).collect();
    let name_h = 18.0;
    let top_h = (height * 0.30).max(90.0);
    let mid_h = (height * 0.20).max(70.0);
    let bottom_h = height - top_h - mid_h - PAD;

    let mut grids: Vec<([Rect; CELLS], Rect)> = vec![
        (
            [Rect::new(0.0, 0.0, 0.0, 0.0); CELLS],
            Rect::new(0.0, 0.0, 0.0, 0.0)
        );
        n
    ];
    // Opponents: side by side, each in an equal slice of the top band.
    let slice = width / others.len().max(1) as f64;
    let gap_small = 3.0;
    let (ow, oh) = card_fitting(slice - 2.0 * PAD, top_h - name_h - 2.0 * PAD, gap_small);
    for (i, &s) in others.iter().enumerate() {
        let gw = 3.0 * ow + 2.0 * gap_small;
        let x = i as f64 * slice + (slice - gw) / 2.0;
        let y = PAD + name_h;
        grids[s] = (
            grid_rects(x, y, ow, oh, gap_small),
            Rect::new(i as f64 * slice, PAD, slice, name_h),
        );
    }
    // The viewer's grid, centred at the bottom.
    let gap = 6.0;
    let (mw, mh) = card_fitting(width - 2.0 * PAD, bottom_h - name_h - PAD - 6.0, gap);
    let gw = 3.0 * mw + 2.0 * gap;
    let gy = top_h + mid_h + PAD;
    grids[me] = (
        grid_rects((width - gw) / 2.0, gy, mw, mh, gap),
        Rect::new(0.0, gy + 3.0 * mh + 2.0 * gap + 6.0, width, name_h),
    );
    // Piles: draw, held card, discard, centred in the middle band; the button under them.
    let ph = (mid_h - 2.0 * PAD - 14.0).min(mh);
    let pw = ph * CARD_RATIO;
    let cx = width / 2.0;
    let py = top_h + (mid_h - ph) / 2.0;
    Layout {
        grids,
        draw: Rect::new(cx - 1.9 * pw, py, pw, ph),
        held: Rect::new(cx - pw / 2.0, py, pw, ph),
        discard: Rect::new(cx + 0.9 * pw, py, pw, ph),
        button: Rect::new(cx - 90.0, top_h + (mid_h - 44.0) / 2.0, 180.0, 44.0),
    }
}

fn cell_label(key: &str, cell: usize) -> Label {
    Label::key(key)
        .arg("row", row_of(cell) + 1)
        .arg("col", col_of(cell) + 1)
}

/// Where cards came from this step, for slide and flip animations.
fn motion(events: &[BeckEvent], lay: &Layout, n: usize) -> Motion {
    let center = |r: &Rect| r.center();
    let mut m = Motion::from_centres();
    for e in events {
        match e {
            BeckEvent::Placed {
                seat,
                cell,
                replaced_was_face_down,
                ..
            } => {
                let c = usize::from(*cell);
                m.slide(format!("g{seat}c{c}"), center(&lay.held));
                m.slide("discard", center(&lay.grids[*seat].0[c.min(8)]));
                if *replaced_was_face_down {
                    m.flip("discard");
                }
            }
            BeckEvent::Discarded { .. } => m.slide("discard", center(&lay.held)),
            BeckEvent::DrewFromPile { .. } => m.slide("held", center(&lay.draw)),
            BeckEvent::TookDiscard { .. } => m.slide("held", center(&lay.discard)),
            BeckEvent::Revealed { seat, cell, .. } => m.flip(format!("g{seat}c{cell}")),
            BeckEvent::Dealt { .. } => {
                for seat in 0..n {
                    for c in 0..CELLS {
                        m.slide(format!("g{seat}c{c}"), center(&lay.draw));
                    }
                }
                m.slide("discard", center(&lay.draw));
                m.flip("discard");
            }
            _ => {}
        }
    }
    m
}

fn card(m: &Motion, id: String, at: Rect, c: Option<Card>, glow: bool) -> Shape {
    m.card(id, at, c.map(face), glow)
}

/// Each seat's grid in its frame (lit for the seat to move), scoring sets glowing, and the
/// seat's name line with what it shows (or its round score once the round is over).
fn grids(d: &mut Draw, view: &BeckView, lay: &Layout, m: &Motion, me: Seat, round_done: bool) {
    for seat in 0..view.grids.len() {
        let (cells, name_at) = &lay.grids[seat];
        let grid = &view.grids[seat];
        let active = !round_done && view.to_move.contains(&seat);
        let frame = Rect::new(
            cells[0].x - 4.0,
            cells[0].y - 4.0,
            cells[2].x + cells[2].w - cells[0].x + 8.0,
            cells[8].y + cells[8].h - cells[0].y + 8.0,
        );
        d.rect(
            frame,
            8.0,
            if active { "turn" } else { "mat" },
            active.then_some("accent"),
        );
        let sets = score_cells(grid).sets;
        let in_set = |c: usize| sets.iter().any(|s| LINES[s.line].contains(&c));
        for c in 0..CELLS {
            d.shapes.push(card(
                m,
                format!("g{seat}c{c}"),
                cells[c],
                grid[c],
                in_set(c),
            ));
        }
        let score = if round_done {
            view.results
                .last()
                .and_then(|r| r.scores.get(seat).copied())
                .unwrap_or(0)
        } else {
            view.showing[seat]
        };
        // A narrow name plate (four opponents on a phone) says the round's score in short.
        let mut label = Label::key(if round_done && name_at.w >= 150.0 {
            "seat_round_score"
        } else {
            "seat_showing"
        })
        .arg("seat", seat)
        .arg("score", score);
        if view.out == Some(seat) {
            label = label.arg("out", "1");
        }
        let (x, y) = name_at.center();
        d.text(
            Text::new(x, y, 14.0, label, name_at.w - 4.0)
                .color(if active { "accent" } else { "ink" })
                .bold(seat == me),
        );
    }
}

/// The draw pile with its count, the discard pile and a card in hand.
fn piles(d: &mut Draw, view: &BeckView, lay: &Layout, m: &Motion) {
    if view.draw_count > 0 {
        d.shapes.push(card(m, "draw".into(), lay.draw, None, false));
    } else {
        d.slot(lay.draw);
    }
    d.text(Text::new(
        lay.draw.x + lay.draw.w / 2.0,
        lay.draw.y + lay.draw.h + 10.0,
        11.0,
        Label::key("pile_count").arg("count", view.draw_count),
        lay.draw.w * 1.6,
    ));
    match view.discard.last() {
        Some(top) => d
            .shapes
            .push(card(m, "discard".into(), lay.discard, Some(*top), false)),
        None => d.slot(lay.discard),
    }
    if view.holder.is_some() {
        d.shapes
            .push(card(m, "held".into(), lay.held, view.holding, true));
    }
}

/// What the viewing seat may do now, as hit regions (and the next-round button).
fn choices(d: &mut Draw, view: &BeckView, lay: &Layout, viewer: Seat) {
    let cells = &lay.grids[viewer].0;
    let mine = &view.grids[viewer];
    let act = |a: BeckAction| crate::core::wire::raw(&a);
    const KEYS: [&str; CELLS] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
    match view.phase {
        Phase::Reveal => {
            for c in (0..CELLS).filter(|&c| mine[c].is_none()) {
                d.hit(
                    cells[c],
                    act(BeckAction::Reveal(c as u8)),
                    cell_label("hit_reveal", c),
                    Some(KEYS[c]),
                );
            }
        }
        Phase::Play => match view.holding_from {
            None => {
                if view.draw_count > 0 || view.discard.len() >= 2 {
                    d.hit(
                        lay.draw,
                        act(BeckAction::Draw),
                        Label::key("hit_draw"),
                        Some("d"),
                    );
                }
                if let Some(top) = view.discard.last() {
                    d.hit(
                        lay.discard,
                        act(BeckAction::TakeDiscard),
                        Label::key("hit_take").arg("card", card_code(Some(*top))),
                        Some("t"),
                    );
                }
            }
            Some(src) => {
                for c in 0..CELLS {
                    d.hit(
                        cells[c],
                        act(BeckAction::Place(c as u8)),
                        cell_label("hit_place", c).arg("card", card_code(mine[c])),
                        Some(KEYS[c]),
                    );
                }
                if src == Source::Pile {
                    d.hit(
                        lay.discard,
                        act(BeckAction::Discard),
                        Label::key("hit_discard").arg("card", card_code(view.holding)),
                        Some("x"),
                    );
                }
            }
        },
        Phase::RoundOver => {
            let label = Label::key("hit_next_round");
            d.button_face(lay.button, 10.0, 16.0, label.clone(), lay.button.w - 12.0);
            d.hit(lay.button, act(BeckAction::NextRound), label, Some("n"));
        }
        Phase::GameOver => {}
    }
}

impl Drawable for Beck {
    type Table = Scene;
    fn scene(view: &BeckView, events: &[BeckEvent], width: f64, height: f64) -> Scene {
        let n = view.grids.len();
        let me = view.seat.unwrap_or(0).min(n.saturating_sub(1));
        let lay = layout(n, me, width, height);
        let round_done = matches!(view.phase, Phase::RoundOver | Phase::GameOver);
        let m = motion(events, &lay, n);
        let mut d = Draw::default();
        grids(&mut d, view, &lay, &m, me, round_done);
        // The piles are put away while the table looks at the round's result.
        if !round_done {
            piles(&mut d, view, &lay, &m);
        }
        if let Some(viewer) = view.seat.filter(|s| *s < n && view.to_move.contains(s)) {
            choices(&mut d, view, &lay, viewer);
        }
        d.finish(width, height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bot::BotKind;
    use crate::core::game::Game;
    use crate::games::beck::BeckConfig;
    use crate::testkit::{check_hit_regions, HitRules};

    /// The hit regions offer exactly the legal actions, and never overlap each other, on a
    /// phone and on a laptop, for every table size, all through random games.
    #[test]
    fn hits_are_exactly_the_legal_actions_and_do_not_overlap() {
        let games = (2..=5).map(|players| {
            let config = BeckConfig { players, rounds: 2 };
            (
                format!("{players}p"),
                Beck::new(&config, players as u64).unwrap(),
            )
        });
        let rules = HitRules::<Beck> {
            sizes: &[(360.0, 640.0), (1280.0, 800.0), (800.0, 420.0)],
            max_steps: 3000,
            read: |json| vec![serde_json::from_str(json).unwrap()],
            same: |a, b| a == b,
            exactly: true,
            only_the_mover: false,
            bot: |_| BotKind::Random,
            bot_seed: 3,
        };
        check_hit_regions(games, &rules, |_, _, _| {});
    }

    #[test]
    fn a_click_in_a_cell_maps_to_that_cell() {
        let g = Beck::new(
            &BeckConfig {
                players: 3,
                rounds: 1,
            },
            9,
        )
        .unwrap();
        let scene = Beck::scene(&g.view(Some(0)), &[], 400.0, 700.0);
        let target = scene
            .hits
            .iter()
            .find(|h| h.action.get() == r#"{"reveal":4}"#)
            .unwrap();
        let (x, y) = target.at.center();
        assert_eq!(scene.hit_at(x, y).unwrap().action.get(), r#"{"reveal":4}"#);
        assert!(scene.hit_at(1.0, 1.0).is_none());
    }

    #[test]
    fn spectator_scene_has_no_hits_and_hides_face_down_cards() {
        let g = Beck::new(
            &BeckConfig {
                players: 2,
                rounds: 1,
            },
            1,
        )
        .unwrap();
        let scene = Beck::scene(&g.view(None), &[], 800.0, 600.0);
        assert!(scene.hits.is_empty());
        let faces = scene
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Card { face: Some(_), .. }))
            .count();
        assert_eq!(faces, 1, "only the discard shows before anyone reveals");
    }
}
