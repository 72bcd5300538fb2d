//! 18 Holes course files from strangers: the course reader refuses anything that is not a course
//! with a code and a sentence, and never panics. Mutated shipped and laid courses, and noise.

use clubhouse::games::holes18::course::{Course, SHIPPED};
use clubhouse::games::holes18::tiles::{quick_course, Difficulty, QuickOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Pieces a mutation may splice in: tokens, JSON punctuation, numbers at the edges of the types.
const PIECES: &[&str] = &[
    "T1",
    "G1",
    "T19",
    "G0",
    "q",
    "t",
    "h",
    ".",
    "  ",
    "\"",
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "null",
    "-1",
    "99999999999",
    "1e400",
    "\"par\": 9",
    "\"holes\": []",
    "\"cells\": [{\"q\": 40000, \"r\": 0, \"t\": \"f\"}]",
    "\"layout\": {\"tiles\": 3}",
    "\\u0000",
    "é",
];

fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut s: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..6) {
        let at = rng.random_range(0..=s.len());
        match rng.random_range(0..4) {
            0 if at < s.len() => {
                s.remove(at);
            }
            1 => {
                let piece = PIECES[rng.random_range(0..PIECES.len())];
                s.splice(at..at, piece.chars());
            }
            2 if at < s.len() => {
                let end = (at + rng.random_range(1..40)).min(s.len());
                let copy: Vec<char> = s[at..end].to_vec();
                s.splice(end..end, copy);
            }
            _ => s.truncate(at),
        }
    }
    s.into_iter().collect()
}

#[test]
fn bad_course_files_are_refused_with_a_sentence_and_never_panic() {
    let mut sources: Vec<String> = SHIPPED.iter().map(|(_, t)| t.to_string()).collect();
    for (seed, holes) in [(1u64, 9u8), (2, 18)] {
        let file = quick_course(
            &QuickOptions {
                holes,
                difficulty: Difficulty::Mixed,
                packed: false,
            },
            seed,
        )
        .unwrap();
        sources.push(serde_json::to_string(&file).unwrap());
    }
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    let (mut refused, mut read) = (0, 0);
    let n = std::env::var("HOLES18_FUZZ")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    for i in 0..n {
        let text = if i % 10 == 9 {
            // Noise: bytes that are rarely JSON at all.
            (0..rng.random_range(0..200))
                .map(|_| char::from(rng.random_range(32u8..127)))
                .collect()
        } else {
            mutate(&sources[i % sources.len()], &mut rng)
        };
        match std::panic::catch_unwind(|| Course::parse(&text)) {
            Ok(Ok(_)) => read += 1,
            Ok(Err(e)) => {
                refused += 1;
                assert!(e.code.starts_with("course_"), "{}: {}", e.code, e.message);
                assert!(e.message.len() > 10, "a sentence: {}", e.message);
            }
            Err(_) => panic!("the course reader panicked on:\n{text}"),
        }
    }
    eprintln!("{n} mutated course files: {refused} refused, {read} still courses");
    assert!(refused > n / 2 && read > 0);
}
