//! 18 Holes course sheets by simulation: `course_sheet` prints one for every shipped course,
//! `course_sheet --course lakeside-nine --games 400`, or `--config '{"players": 1, "quick": ...}'`
//! for any course a game's settings can name. Timing lives here, never in rules code.

#[path = "common/args.rs"]
mod args;

use clubhouse::games::holes18::course::SHIPPED;
use clubhouse::games::holes18::sheet::{CourseSheet, SheetRun, SHEET_GAMES};
use clubhouse::games::holes18::HolesConfig;
use std::time::Instant;

const HELP: &str = "course_sheet: how an 18 Holes course plays, from bot games on it

  --course ID     a shipped course (default: every shipped course)
  --config JSON   game settings naming the course instead (a course file or a quick course)
  --games N       games per course (default 200)
  --seed S        first seed (default 1)
  --json          print the sheets as JSON";

fn main() {
    if let Err(message) = run() {
        eprintln!("course_sheet: {message}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let (mut courses, mut config, mut games, mut seed, mut json) =
        (Vec::new(), None, SHEET_GAMES, 1u64, false);
    for (name, value) in args::options(&["--help", "-h", "--json"])? {
        let num = || args::number(&name, &value);
        match name.as_str() {
            "--help" | "-h" => {
                println!("{HELP}");
                return Ok(());
            }
            "--course" => courses.push(value),
            "--config" => config = Some(value),
            "--games" => games = num()? as usize,
            "--seed" => seed = num()?,
            "--json" => json = true,
            other => return Err(format!("unknown option '{other}' (try --help)")),
        }
    }
    let configs: Vec<HolesConfig> = match config {
        Some(text) => vec![serde_json::from_str(&text).map_err(|e| format!("--config: {e}"))?],
        None => {
            if courses.is_empty() {
                courses = SHIPPED.iter().map(|(id, _)| id.to_string()).collect();
            }
            courses
                .into_iter()
                .map(|course| HolesConfig {
                    course,
                    ..HolesConfig::new(1)
                })
                .collect()
        }
    };
    for config in configs {
        let start = Instant::now();
        let mut run = SheetRun::new(&config, games, seed).map_err(|e| e.message)?;
        run.step(games);
        let sheet = run.sheet();
        let secs = start.elapsed().as_secs_f64();
        if json {
            println!("{}", serde_json::to_string(&sheet).unwrap_or_default());
        } else {
            print_sheet(&config, &sheet, secs);
        }
    }
    Ok(())
}

fn print_sheet(config: &HolesConfig, sheet: &CourseSheet, secs: f64) {
    let name = match (&config.custom, &config.quick) {
        (Some(file), _) => file.name.clone(),
        (None, Some(q)) => format!("quick course {} ({} holes)", q.seed, q.options.holes),
        (None, None) => config.course.clone(),
    };
    println!("{name}: {} games in {secs:.2} s", sheet.games);
    println!("  hole  par  mean  played par");
    for (h, line) in sheet.holes.iter().enumerate() {
        println!(
            "  {:>4}  {:>3}  {:>4.2}  {:>10}",
            h + 1,
            line.par,
            line.mean,
            line.played_par
        );
    }
    println!(
        "  par {} (played {}), {:+.1} strokes against par, Stableford {}..{}, solo par {}, stalled {}",
        sheet.par,
        sheet.played_par,
        sheet.over_par,
        sheet.stableford[0],
        sheet.stableford[1],
        sheet.solo_par,
        sheet.stalled
    );
}
