//! The one PRNG rules code may use: ChaCha8, named and portable, so a seed means the same game on
//! every platform and in every browser.

pub use rand::{Rng, RngCore, SeedableRng};
pub type GameRng = rand_chacha::ChaCha8Rng;

/// Bots' dice (never part of a game state): cheap to seed, portable, named.
pub type BotRng = rand_xoshiro::Xoshiro256PlusPlus;

pub fn rng_from_seed(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

pub fn bot_rng(seed: u64) -> BotRng {
    BotRng::seed_from_u64(seed)
}

/// Fisher-Yates shuffle on our PRNG.
pub fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    use rand::seq::SliceRandom;
    items.shuffle(rng);
}
