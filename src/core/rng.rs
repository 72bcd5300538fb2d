//! The one PRNG rules code may use: ChaCha8, named and portable, so a seed means the same game on
//! every platform and in every browser.

pub use rand::{Rng, RngCore, SeedableRng};
pub type GameRng = rand_chacha::ChaCha8Rng;

pub fn rng_from_seed(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// Fisher-Yates shuffle on our PRNG.
pub fn shuffle<T>(items: &mut [T], rng: &mut GameRng) {
    use rand::seq::SliceRandom;
    items.shuffle(rng);
}
