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

#[test]
fn a_number_seed_deals_and_rolls_the_bots_dice_as_before_keys() {
    for n in [0, 1, 20240611, super::super::record::MAX_SEED] {
        let seed = Seed::from(n);
        assert!(seed.game_rng() == GameRng::seed_from_u64(n));
        assert_eq!(seed.bot_number(), n);
        assert_eq!(serde_json::to_string(&seed).unwrap(), n.to_string());
    }
}

#[test]
fn a_key_seed_is_the_ciphers_key_and_the_bots_number_comes_from_another_stream() {
    let key: [u8; 32] = std::array::from_fn(|i| (i * 37 + 11) as u8);
    let seed = Seed::from(key);
    assert!(seed.game_rng() == GameRng::from_seed(key));
    let mut bots_stream = ChaCha8Rng::from_seed(key);
    bots_stream.set_stream(1);
    assert_eq!(seed.bot_number(), bots_stream.next_u64());
    assert_ne!(seed.bot_number(), GameRng::from_seed(key).next_u64());
}

#[test]
fn a_key_is_written_and_read_as_64_lowercase_hexadecimal_digits() {
    let key: [u8; 32] = std::array::from_fn(|i| (i * 37 + 11) as u8);
    let text = serde_json::to_string(&Seed::Key(key)).unwrap();
    let digits: String = key.iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(text, format!("\"{digits}\""));
    assert_eq!(serde_json::from_str::<Seed>(&text).unwrap(), Seed::Key(key));
    assert_eq!(
        serde_json::from_str::<Seed>("42").unwrap(),
        Seed::Number(42)
    );
    for refused in [
        format!("\"{}\"", &digits[1..]),
        format!("\"{digits}0\""),
        format!("\"{}\"", digits.to_uppercase()),
        "\"xyz\"".to_string(),
        "-1".to_string(),
        "1.5".to_string(),
        "null".to_string(),
    ] {
        assert!(serde_json::from_str::<Seed>(&refused).is_err(), "{refused}");
    }
}
