//! The game's ChaCha8 against rand_chacha's, the crate it replaces: the same numbers, written the
//! same way.

use super::*;
use rand_chacha::ChaCha8Rng;

/// Draws from both in the same mixed order (words, double words, bytes of odd lengths), so
/// double words and bytes fall across the buffer's refills at every offset.
fn draw_both(ours: &mut GameRng, theirs: &mut ChaCha8Rng, draws: usize, salt: u64) {
    for i in 0..draws as u64 {
        match (i + salt) % 5 {
            0 | 3 => assert_eq!(ours.next_u32(), theirs.next_u32(), "word {i}"),
            1 => assert_eq!(ours.next_u64(), theirs.next_u64(), "double word {i}"),
            _ => {
                let len = ((i * 7 + salt) % 23) as usize;
                let (mut a, mut b) = ([0u8; 23], [0u8; 23]);
                ours.fill_bytes(&mut a[..len]);
                theirs.fill_bytes(&mut b[..len]);
                assert_eq!(a, b, "bytes {i}");
            }
        }
    }
}

#[test]
fn the_same_numbers_as_rand_chacha_for_a_thousand_seeds() {
    for seed in 0..1000 {
        let mut ours = rng_from_seed(seed);
        let mut theirs = ChaCha8Rng::seed_from_u64(seed);
        draw_both(&mut ours, &mut theirs, 300, seed);
    }
    // A seed given whole, and shuffles (what the rules draw with).
    let seed: [u8; 32] = std::array::from_fn(|i| (i * 37 + 11) as u8);
    let (mut ours, mut theirs) = (GameRng::from_seed(seed), ChaCha8Rng::from_seed(seed));
    draw_both(&mut ours, &mut theirs, 1000, 3);
    let (mut a, mut b): (Vec<u32>, Vec<u32>) = ((0..90).collect(), (0..90).collect());
    shuffle(&mut a, &mut ours);
    shuffle(&mut b, &mut theirs);
    assert_eq!(a, b);
}

#[test]
fn written_and_read_as_rand_chacha_writes_it() {
    for (seed, drawn) in [
        (1, 0),
        (2, 1),
        (3, 15),
        (4, 16),
        (5, 63),
        (6, 64),
        (7, 65),
        (8, 1000),
    ] {
        let mut ours = rng_from_seed(seed);
        let mut theirs = ChaCha8Rng::seed_from_u64(seed);
        draw_both(&mut ours, &mut theirs, drawn, 0);
        let text = serde_json::to_string(&ours).unwrap();
        assert_eq!(
            text,
            serde_json::to_string(&theirs).unwrap(),
            "after {drawn} draws"
        );
        // Read back, it goes on as both go on.
        let mut read: GameRng = serde_json::from_str(&text).unwrap();
        assert!(read == ours);
        draw_both(&mut read, &mut theirs, 200, 1);
    }
    // A place only rand_chacha's own setters reach: another stream, far along.
    let mut theirs = ChaCha8Rng::seed_from_u64(9);
    theirs.set_stream(0x0123_4567_89ab_cdef);
    theirs.set_word_pos(0x0001_0000_0000_0005);
    let mut ours: GameRng = serde_json::from_str(&serde_json::to_string(&theirs).unwrap()).unwrap();
    draw_both(&mut ours, &mut theirs, 500, 2);
    assert_eq!(
        serde_json::to_string(&ours).unwrap(),
        serde_json::to_string(&theirs).unwrap()
    );
}

#[test]
fn generators_are_equal_where_they_stand_at_the_same_place() {
    let (mut a, b) = (rng_from_seed(5), rng_from_seed(5));
    assert!(a == b);
    a.next_u32();
    assert!(a != b);
    // Filled eagerly by reading, lazily by seeding: the same place all the same.
    let read: GameRng = serde_json::from_str(&serde_json::to_string(&b).unwrap()).unwrap();
    assert!(read == b);
    assert!(rng_from_seed(5) != rng_from_seed(6));
}
