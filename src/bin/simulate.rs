//! Bots against bots: `simulate --game beck --bots search,random --games 1000 --seed 1`.
//! Prints win rates, mean scores and games per second (wall-clock timing lives here, in the CLI,
//! never in rules code).

// The CLI runs natively. Building the tests for wasm compiles it too, where the engine has no
// `simulate` (it is a bench-only export there): that build gets an empty program.
#[cfg(not(target_arch = "wasm32"))]
#[path = "common/args.rs"]
mod args;
#[cfg(not(target_arch = "wasm32"))]
use clubhouse::core::bot::{BotKind, BotSpec, NORMAL};
#[cfg(not(target_arch = "wasm32"))]
use clubhouse::registry::simulate;
#[cfg(not(target_arch = "wasm32"))]
use clubhouse::sim::SimSummary;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

#[cfg(not(target_arch = "wasm32"))]
const HELP: &str = "simulate: play bots against each other

  --game ID          game id (default beck)
  --bots A,B,...     one bot per seat: random, greedy, casual, search, easy (casual),
                     normal (search, the game's own playouts: NORMAL_PLAYOUTS in
                     its bot.rs), hard (search, 1200 playouts)
  --games N          number of games (default 100)
  --seed S           first seed (default 1); game i uses seed S+i
  --config JSON      game settings (default {\"players\": <number of bots>, \"rounds\": 3})
  --rounds R         shortcut for the rounds setting
  --iterations N     playouts per decision for search and normal bots (default: the game's
                     normal playouts)
  --threads T        worker threads (default: all cores)
  --json             print the summary as JSON, with the seconds it took
  --decisions N      instead of a match-up: time the first bot's decisions, every seat played
                     by it, until N decisions with a choice (the browser benchmark's way, natively;
                     one thread, seeds S, S+1, ...): median, p90 and worst in milliseconds
  --verdict          instead of a match-up: play one match (seed S) with the bots, then time
                     the review of its record as the page runs it (session::verdict_of: every
                     move judged with --judge playouts, every seat's outlook with --outlook);
                     one thread
  --judge N          the review's search playouts (default 1200, the hard bot's)
  --outlook N        the review's outlook playouts per seat and move (default 64)";

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    if let Err(message) = run() {
        eprintln!("simulate: {message}");
        std::process::exit(1);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn run() -> Result<(), String> {
    let mut game = "beck".to_string();
    let mut bots_arg = "random,random".to_string();
    let mut games = 100usize;
    let mut seed = 1u64;
    let mut config: Option<String> = None;
    let mut rounds = 3u32;
    let mut iterations = NORMAL;
    let mut threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let mut json = false;
    let mut decisions = 0usize;
    let mut verdict = false;
    let mut judge = clubhouse::core::bot::HARD_ITERATIONS;
    let mut outlook = 64u32;
    for (name, value) in args::options(&["--help", "-h", "--json", "--verdict"])? {
        let num = || args::number(&name, &value);
        match name.as_str() {
            "--help" | "-h" => {
                println!("{HELP}");
                return Ok(());
            }
            "--game" => game = value,
            "--bots" => bots_arg = value,
            "--games" => games = num()? as usize,
            "--seed" => seed = num()?,
            "--config" => config = Some(value),
            "--rounds" => rounds = num()? as u32,
            "--iterations" => iterations = num()? as u32,
            "--threads" => threads = (num()? as usize).max(1),
            "--json" => json = true,
            "--decisions" => decisions = num()? as usize,
            "--verdict" => verdict = true,
            "--judge" => judge = num()? as u32,
            "--outlook" => outlook = num()? as u32,
            other => return Err(format!("unknown option '{other}' (try --help)")),
        }
    }
    let bots: Vec<BotSpec> = bots_arg
        .split(',')
        .map(|name| {
            let mut spec =
                BotSpec::level(name.trim()).ok_or_else(|| format!("unknown bot '{name}'"))?;
            if spec.kind == BotKind::Search && matches!(name.trim(), "search" | "normal") {
                spec.iterations = iterations;
            }
            Ok(spec)
        })
        .collect::<Result<_, String>>()?;
    let config =
        config.unwrap_or_else(|| format!("{{\"players\": {}, \"rounds\": {rounds}}}", bots.len()));

    if verdict {
        return time_verdict(&game, &config, &bots, seed, judge, outlook);
    }
    if decisions > 0 {
        return time_decisions(&game, &config, bots[0], decisions, seed);
    }

    let start = Instant::now();
    let per = games.div_ceil(threads);
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let (game, config, bots) = (game.clone(), config.clone(), bots.clone());
            let first = t * per;
            let count = per.min(games.saturating_sub(first));
            std::thread::spawn(move || simulate(&game, &config, &bots, count, seed + first as u64))
        })
        .collect();
    let mut total = SimSummary::default();
    for h in handles {
        let part = h
            .join()
            .map_err(|_| "a worker thread failed".to_string())?
            .map_err(|e| e.message)?;
        total.merge(&part);
    }
    let secs = start.elapsed().as_secs_f64();
    if json {
        // The summary and the seconds it took (scripts/bench-wasm.mjs --ratio reads both).
        let mut out = serde_json::to_value(&total).map_err(|e| e.to_string())?;
        out["seconds"] = secs.into();
        println!("{out}");
        return Ok(());
    }
    println!(
        "{game}: {} games, config {config}, seeds {seed}..{}",
        total.games,
        seed + games as u64
    );
    println!(
        "{:<10} {:>8} {:>7} {:>11}",
        "bot", "win %", "ties", "mean score"
    );
    for (b, name) in bots_arg.split(',').enumerate() {
        println!(
            "{:<10} {:>7.1}% {:>7} {:>11.2}",
            name,
            100.0 * total.wins[b] / total.games.max(1) as f64,
            total.ties[b],
            total.mean_score[b]
        );
    }
    println!("stalled games: {}", total.stalled);
    println!(
        "{:.1} games/s, {:.0} actions/s on {threads} thread(s), {secs:.2} s",
        total.games as f64 / secs,
        total.actions as f64 / secs
    );
    Ok(())
}

/// Times `spec`'s decisions with a choice in whole games where it plays every seat, as the
/// browser benchmark (`scripts/bench-wasm.mjs`) does: median, p90 and worst.
#[cfg(not(target_arch = "wasm32"))]
fn time_decisions(
    game: &str,
    config: &str,
    spec: BotSpec,
    wanted: usize,
    seed: u64,
) -> Result<(), String> {
    use clubhouse::registry::new_session;
    let mut times: Vec<f64> = Vec::with_capacity(wanted);
    let mut games = 0;
    let mut s = seed;
    let settings = clubhouse::core::wire::text_to_wire(config)?;
    while times.len() < wanted && games < 1000 {
        let mut session = new_session(game, settings.as_ref(), s).map_err(|e| e.message)?;
        games += 1;
        s += 1;
        while !session.is_over() && times.len() < wanted {
            let Some(&seat) = session.to_move().first() else {
                break;
            };
            let legal: Vec<serde_json::Value> =
                clubhouse::core::wire::from_wire(session.legal_json(seat).as_ref())?;
            let t = Instant::now();
            let action = session.bot_action_json(seat, spec).map_err(|e| e.message)?;
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            if legal.len() > 1 {
                times.push(ms);
            }
            session.act_json(seat, &action).map_err(|e| e.message)?;
        }
    }
    if times.is_empty() {
        return Err("no decision with a choice".to_string());
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((q * times.len() as f64) as usize).min(times.len() - 1)];
    println!(
        "{game}: {:?} {} decisions with a choice ({games} games, config {config}): median {:.1} ms, p90 {:.1} ms, max {:.1} ms",
        spec.kind,
        times.len(),
        at(0.5),
        at(0.9),
        times[times.len() - 1]
    );
    Ok(())
}

/// Plays one match with `bots` (seed `seed`), then reviews its record as the page does, step by
/// step (`session::verdict_of`'s loop: outlooks, judgement, move), timing each kind of call:
/// the whole review, the judgements alone and seat 0's alone (one person's at a table with bots).
#[cfg(not(target_arch = "wasm32"))]
fn time_verdict(
    game: &str,
    config: &str,
    bots: &[BotSpec],
    seed: u64,
    judge: u32,
    outlook: u32,
) -> Result<(), String> {
    use clubhouse::core::wire::{raw_as_wire, text_to_wire};
    use clubhouse::registry::{new_session, session_from_record};
    let settings = text_to_wire(config)?;
    let mut played = new_session(game, settings.as_ref(), seed).map_err(|e| e.message)?;
    while !played.is_over() {
        let seat = played.to_move()[0];
        let spec = bots.get(seat).copied().unwrap_or(bots[0]);
        let action = played.bot_action_json(seat, spec).map_err(|e| e.message)?;
        played.act_json(seat, &action).map_err(|e| e.message)?;
    }
    let record = played.record();
    let mut start = record.clone();
    start.actions.clear();
    let start = clubhouse::core::wire::to_text(&start);
    let mut s = session_from_record(start.as_str()).map_err(|e| e.message)?;
    let seats = s.num_seats();
    let (mut judged, mut mine) = (0, 0);
    let (mut judging, mut judging_mine, mut charting) = (0.0, 0.0, 0.0);
    let all = Instant::now();
    for (seat, action) in &record.actions {
        let action = raw_as_wire(action);
        let t = Instant::now();
        for k in 0..seats {
            s.outlook(k, outlook).map_err(|e| e.message)?;
        }
        charting += t.elapsed().as_secs_f64();
        let t = Instant::now();
        let j = s.judge_json(*seat, action, judge).map_err(|e| e.message)?;
        let secs = t.elapsed().as_secs_f64();
        let choices = serde_json::from_str::<serde_json::Value>(&j).map_err(|e| e.to_string())?
            ["choices"]
            .as_u64()
            .unwrap_or(0);
        if choices > 1 {
            judged += 1;
            judging += secs;
            if *seat == 0 {
                mine += 1;
                judging_mine += secs;
            }
        }
        s.act_json(*seat, action).map_err(|e| e.message)?;
    }
    let whole = all.elapsed().as_secs_f64();
    println!(
        "{game} review, config {config}, seed {seed}: {} moves, {judged} with a choice ({mine} \
         seat 0's); whole review {whole:.2} s: judgements ({judge} playouts) {judging:.2} s, \
         seat 0's alone {judging_mine:.2} s, outlooks ({outlook} playouts, {seats} seats) \
         {charting:.2} s; per judgement {:.0} ms",
        record.actions.len(),
        1000.0 * judging / f64::from(judged.max(1))
    );
    Ok(())
}
