//! The Grandpa Beck's Golf table: opponents' grids along the top, the draw and discard piles
//! (and a card in hand) in the middle, the viewing seat's grid large at the bottom.

use super::{Face, Hit, Label, Rect, Scene, Shape};
use crate::core::game::Seat;
use crate::core::grid::{col_of, row_of, CELLS, LINES};
use crate::games::beck::rules::{BeckAction, BeckEvent, Phase, Source};
use crate::games::beck::scoring::score_cells;
use crate::games::beck::{Beck, BeckView, Card};
use crate::session::Drawable;

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

fn grid_rects(x: f64, y: f64, card_w: f64, card_h: f64, gap: f64) -> [Rect; CELLS] {
    core::array::from_fn(|i| {
        Rect::new(
            x + col_of(i) as f64 * (card_w + gap),
            y + row_of(i) as f64 * (card_h + gap),
            card_w,
            card_h,
        )
    })
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

/// The draw pile with its count, the discard pile and a card in hand.
fn piles(
    view: &BeckView,
    lay: &Layout,
    card: &dyn Fn(String, Rect, Option<Card>, bool) -> Shape,
) -> Vec<Shape> {
    let mut shapes = Vec::new();
    let slot = |at: Rect| Shape::Rect {
        at,
        radius: 6.0,
        fill: "slot",
        stroke: Some("ink"),
    };
    shapes.push(if view.draw_count > 0 {
        card("draw".into(), lay.draw, None, false)
    } else {
        slot(lay.draw)
    });
    shapes.push(Shape::Text {
        x: lay.draw.x + lay.draw.w / 2.0,
        y: lay.draw.y + lay.draw.h + 10.0,
        size: 11.0,
        label: Label::key("pile_count").arg("count", view.draw_count),
        color: "ink",
        align: "center",
        bold: false,
        max_w: lay.draw.w * 1.6,
    });
    shapes.push(match view.discard.last() {
        Some(top) => card("discard".into(), lay.discard, Some(*top), false),
        None => slot(lay.discard),
    });
    if view.holder.is_some() {
        shapes.push(card("held".into(), lay.held, view.holding, true));
    }
    shapes
}

impl Drawable for Beck {
    fn scene(view: &BeckView, events: &[BeckEvent], width: f64, height: f64) -> Scene {
        let n = view.grids.len();
        let me = view.seat.unwrap_or(0).min(n.saturating_sub(1));
        let lay = layout(n, me, width, height);
        let mut shapes = Vec::new();
        let mut hits = Vec::new();
        let round_done = matches!(view.phase, Phase::RoundOver | Phase::GameOver);

        // Where cards came from this step, for slide and flip animations.
        let center = |r: &Rect| r.center();
        let mut from: Vec<(String, (f64, f64))> = Vec::new();
        let mut flips: Vec<String> = Vec::new();
        for e in events {
            match e {
                BeckEvent::Placed {
                    seat,
                    cell,
                    replaced_was_face_down,
                    ..
                } => {
                    let c = usize::from(*cell);
                    from.push((format!("g{seat}c{c}"), center(&lay.held)));
                    from.push(("discard".into(), center(&lay.grids[*seat].0[c.min(8)])));
                    if *replaced_was_face_down {
                        flips.push("discard".into());
                    }
                }
                BeckEvent::Discarded { .. } => from.push(("discard".into(), center(&lay.held))),
                BeckEvent::DrewFromPile { .. } => from.push(("held".into(), center(&lay.draw))),
                BeckEvent::TookDiscard { .. } => from.push(("held".into(), center(&lay.discard))),
                BeckEvent::Revealed { seat, cell, .. } => flips.push(format!("g{seat}c{cell}")),
                BeckEvent::Dealt { .. } => {
                    for seat in 0..n {
                        for c in 0..CELLS {
                            from.push((format!("g{seat}c{c}"), center(&lay.draw)));
                        }
                    }
                    from.push(("discard".into(), center(&lay.draw)));
                    flips.push("discard".into());
                }
                _ => {}
            }
        }
        let card = |id: String, at: Rect, c: Option<Card>, glow: bool| Shape::Card {
            from: from
                .iter()
                .find(|(k, _)| *k == id)
                .map(|(_, p)| (p.0 - at.w / 2.0, p.1 - at.h / 2.0)),
            flip: flips.contains(&id),
            id,
            at,
            face: c.map(face),
            glow,
        };

        for seat in 0..n {
            let (cells, name_at) = &lay.grids[seat];
            let grid = &view.grids[seat];
            let active = !round_done && view.to_move.contains(&seat);
            let frame = Rect::new(
                cells[0].x - 4.0,
                cells[0].y - 4.0,
                cells[2].x + cells[2].w - cells[0].x + 8.0,
                cells[8].y + cells[8].h - cells[0].y + 8.0,
            );
            shapes.push(Shape::Rect {
                at: frame,
                radius: 8.0,
                fill: if active { "turn" } else { "mat" },
                stroke: active.then_some("accent"),
            });
            let sets = score_cells(grid).sets;
            let in_set = |c: usize| sets.iter().any(|s| LINES[s.line].contains(&c));
            for c in 0..CELLS {
                shapes.push(card(format!("g{seat}c{c}"), cells[c], grid[c], in_set(c)));
            }
            let score = if round_done {
                view.results
                    .last()
                    .and_then(|r| r.scores.get(seat).copied())
                    .unwrap_or(0)
            } else {
                view.showing[seat]
            };
            let mut label = Label::key(if round_done {
                "seat_round_score"
            } else {
                "seat_showing"
            })
            .arg("seat", seat)
            .arg("score", score);
            if view.out == Some(seat) {
                label = label.arg("out", "1");
            }
            shapes.push(Shape::Text {
                x: name_at.x + name_at.w / 2.0,
                y: name_at.y + name_at.h / 2.0,
                size: 14.0,
                label,
                color: if active { "accent" } else { "ink" },
                align: "center",
                bold: seat == me,
                max_w: name_at.w - 4.0,
            });
        }

        // Piles, put away while the table looks at the round's result.
        if !round_done {
            shapes.extend(piles(view, &lay, &card));
        }

        // What the viewing seat may do, as hit regions.
        let Some(viewer) = view.seat else {
            return Scene {
                width,
                height,
                shapes,
                hits,
                world: None,
            };
        };
        if viewer >= n || !view.to_move.contains(&viewer) {
            return Scene {
                width,
                height,
                shapes,
                hits,
                world: None,
            };
        }
        let cells = &lay.grids[viewer].0;
        let mine = &view.grids[viewer];
        let act = |a: BeckAction| crate::core::record::raw_json(&a);
        const KEYS: [&str; CELLS] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
        match view.phase {
            Phase::Reveal => {
                for c in (0..CELLS).filter(|&c| mine[c].is_none()) {
                    hits.push(Hit {
                        at: cells[c],
                        action: act(BeckAction::Reveal(c as u8)),
                        label: cell_label("hit_reveal", c),
                        key: Some(KEYS[c]),
                    });
                }
            }
            Phase::Play => match view.holding_from {
                None => {
                    if view.draw_count > 0 || view.discard.len() >= 2 {
                        hits.push(Hit {
                            at: lay.draw,
                            action: act(BeckAction::Draw),
                            label: Label::key("hit_draw"),
                            key: Some("d"),
                        });
                    }
                    if let Some(top) = view.discard.last() {
                        hits.push(Hit {
                            at: lay.discard,
                            action: act(BeckAction::TakeDiscard),
                            label: Label::key("hit_take").arg("card", card_code(Some(*top))),
                            key: Some("t"),
                        });
                    }
                }
                Some(src) => {
                    for c in 0..CELLS {
                        hits.push(Hit {
                            at: cells[c],
                            action: act(BeckAction::Place(c as u8)),
                            label: cell_label("hit_place", c).arg("card", card_code(mine[c])),
                            key: Some(KEYS[c]),
                        });
                    }
                    if src == Source::Pile {
                        hits.push(Hit {
                            at: lay.discard,
                            action: act(BeckAction::Discard),
                            label: Label::key("hit_discard").arg("card", card_code(view.holding)),
                            key: Some("x"),
                        });
                    }
                }
            },
            Phase::RoundOver => {
                shapes.push(Shape::Rect {
                    at: lay.button,
                    radius: 10.0,
                    fill: "accent",
                    stroke: None,
                });
                let (bx, by) = lay.button.center();
                shapes.push(Shape::Text {
                    x: bx,
                    y: by,
                    size: 16.0,
                    label: Label::key("hit_next_round"),
                    color: "on_accent",
                    align: "center",
                    bold: true,
                    max_w: lay.button.w - 12.0,
                });
                hits.push(Hit {
                    at: lay.button,
                    action: act(BeckAction::NextRound),
                    label: Label::key("hit_next_round"),
                    key: Some("n"),
                });
            }
            Phase::GameOver => {}
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
    use crate::games::beck::BeckConfig;

    fn overlaps(a: &Rect, b: &Rect) -> bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    /// The hit regions offer exactly the legal actions, and never overlap each other, on a
    /// phone and on a laptop, for every table size, all through random games.
    #[test]
    fn hits_are_exactly_the_legal_actions_and_do_not_overlap() {
        for players in 2..=5 {
            for (w, h) in [(360.0, 640.0), (1280.0, 800.0), (800.0, 420.0)] {
                let mut g = Beck::new(&BeckConfig { players, rounds: 2 }, players as u64).unwrap();
                let mut rng = bot_rng(3);
                let mut steps = 0;
                while !g.is_over() && steps < 3000 {
                    let seat = g.to_move()[0];
                    let scene = Beck::scene(&g.view(Some(seat)), &[], w, h);
                    let mut hit_actions: Vec<BeckAction> = scene
                        .hits
                        .iter()
                        .map(|h| serde_json::from_str(h.action.get()).unwrap())
                        .collect();
                    let mut legal = g.legal_actions(seat);
                    hit_actions.sort_by_key(|a| format!("{a:?}"));
                    legal.sort_by_key(|a| format!("{a:?}"));
                    assert_eq!(hit_actions, legal, "players {players} size {w}x{h}");
                    for (i, a) in scene.hits.iter().enumerate() {
                        assert!(
                            a.at.x >= 0.0
                                && a.at.y >= 0.0
                                && a.at.x + a.at.w <= w + 0.5
                                && a.at.y + a.at.h <= h + 0.5,
                            "hit off screen"
                        );
                        for b in &scene.hits[i + 1..] {
                            assert!(!overlaps(&a.at, &b.at), "overlapping hits {a:?} {b:?}");
                        }
                    }
                    let view = g.view(Some(seat));
                    let a = choose::<Beck>(
                        BotSpec {
                            kind: BotKind::Random,
                            iterations: 0,
                        },
                        &view,
                        seat,
                        &legal,
                        &mut rng,
                    )
                    .unwrap();
                    g.apply(seat, &a).unwrap();
                    steps += 1;
                }
            }
        }
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
