//! Checks a match record: `replay FILE` prints the game, the final scores and the state hash, or
//! says clearly why the record can't be replayed (exit code 1).

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: replay MATCH_RECORD.json");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("replay: cannot read {path}: {e}");
            std::process::exit(1);
        }
    };
    let record = clubhouse::core::wire::text_to_wire(&text).unwrap_or_default();
    match clubhouse::registry::session_from_record(record.as_ref()) {
        Ok(s) => {
            println!("game: {}", s.game_id());
            println!("actions: {}", s.action_count());
            println!("finished: {}", s.is_over());
            println!("scores: {:?}", s.scores());
            println!("state hash: {}", s.state_hash());
        }
        Err(e) => {
            eprintln!("replay: {} [{}]", e.message, e.code);
            std::process::exit(1);
        }
    }
}
