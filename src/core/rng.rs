//! The one PRNG rules code may use: ChaCha8, named and portable, so a seed means the same game on
//! every platform and in every browser.
//!
//! ChaCha8 is written here, the cipher's block function in a loop, where rand_chacha computes four
//! blocks at once, unrolled: 5.5 KB of code in every module, 1.2-2.0 KB of each after gzip
//! (docs/ARCHITECTURE.md). It gives rand_chacha's `ChaCha8Rng` numbers exactly and is written as
//! that crate writes it, so every record, save and state hash stays as it was; the tests compare
//! the two at every run (`rng_tests`). rand_core's `BlockRng` hands out the words, as it does for
//! rand_chacha, here one block at a time: it draws the same words in the same order whatever its
//! buffer's length, and a game state (cloned at every step of a bot's playouts) carries 64 bytes
//! of buffer instead of 256.

use super::record::MAX_SEED;
use super::wire::WireIn;
use rand_core::block::{BlockRng, BlockRngCore};
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

pub use rand::{Rng, RngCore, SeedableRng};

/// Bots' dice (never part of a game state): cheap to seed, portable, named.
pub type BotRng = rand_xoshiro::Xoshiro256PlusPlus;

pub fn rng_from_seed(seed: impl Into<Seed>) -> GameRng {
    seed.into().game_rng()
}

/// What a match's chance comes from: a whole number (every record written before keys, and a
/// game started on one device), or a 256-bit key (an online room's, made by every device
/// together).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seed {
    Number(u64),
    Key([u8; 32]),
}

impl From<u64> for Seed {
    fn from(n: u64) -> Seed {
        Seed::Number(n)
    }
}

impl From<[u8; 32]> for Seed {
    fn from(key: [u8; 32]) -> Seed {
        Seed::Key(key)
    }
}

impl Seed {
    /// The game's generator. A number seeds it as it always has, so every stored game deals as
    /// it did; a key is the cipher's key itself.
    pub fn game_rng(&self) -> GameRng {
        match self {
            Seed::Number(n) => GameRng::seed_from_u64(*n),
            Seed::Key(key) => GameRng::from_seed(*key),
        }
    }

    /// The number the bots' dice are mixed from. A number is itself, so bots move as they
    /// always have. A key gives the first word of its cipher on another stream than the
    /// game's: every seat sees the bots' moves, and nothing in them may tell the cards to come.
    #[inline(never)] // asked by the bot and the hint alike: one copy
    pub fn bot_number(&self) -> u64 {
        match self {
            Seed::Number(n) => *n,
            Seed::Key(key) => {
                let mut rng = GameRng::from_seed(*key);
                rng.0.core.stream = BOTS_STREAM;
                rng.next_u64()
            }
        }
    }

    /// A key from the 64 lowercase hexadecimal digits a record writes it as.
    pub fn from_hex(text: &str) -> Option<Seed> {
        let digits = text.as_bytes();
        if digits.len() != 64 {
            return None;
        }
        let mut key = [0; 32];
        for (byte, pair) in key.iter_mut().zip(digits.chunks_exact(2)) {
            *byte = hex_value(pair[0])? << 4 | hex_value(pair[1])?;
        }
        Some(Seed::Key(key))
    }

    /// A seed as the page or a record hands it over: a whole number from 0 to 2^53-1 (a JS
    /// number holds each exactly), or a key's 64 lowercase hexadecimal digits.
    pub fn read(value: &WireIn) -> Option<Seed> {
        // In the browser the JS value is asked directly: no serde reader for it in the module.
        #[cfg(all(web, not(test)))]
        return match value.as_f64() {
            Some(n) => (n >= 0.0 && n.fract() == 0.0 && n <= MAX_SEED as f64)
                .then_some(Seed::Number(n as u64)),
            None => Seed::from_hex(&value.as_string()?),
        };
        #[cfg(not(all(web, not(test))))]
        serde_json::from_str(value).ok()
    }
}

/// The stream of a key's cipher the bots' number comes from (the game draws from stream 0).
const BOTS_STREAM: u64 = 1;

fn hex_value(digit: u8) -> Option<u8> {
    match digit {
        b'0'..=b'9' => Some(digit - b'0'),
        b'a'..=b'f' => Some(digit - b'a' + 10),
        _ => None,
    }
}

/// A number as a JSON number, a key as 64 lowercase hexadecimal digits.
impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        match self {
            Seed::Number(n) => out.serialize_u64(*n),
            Seed::Key(key) => {
                let mut text = String::with_capacity(64);
                for byte in key {
                    text.push(char::from(DIGITS[usize::from(byte >> 4)]));
                    text.push(char::from(DIGITS[usize::from(byte & 15)]));
                }
                out.serialize_str(&text)
            }
        }
    }
}

/// A whole number from 0 to 2^53-1 or a key's 64 lowercase hexadecimal digits, as `Seed::read`
/// takes them (natively, where it reads through this).
impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(reader: D) -> Result<Seed, D::Error> {
        struct NumberOrKey;
        impl de::Visitor<'_> for NumberOrKey {
            type Value = Seed;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a whole number from 0 to 2^53-1 or 64 lowercase hexadecimal digits")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Seed, E> {
                (n <= MAX_SEED)
                    .then_some(Seed::Number(n))
                    .ok_or_else(|| E::invalid_value(de::Unexpected::Unsigned(n), &self))
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Seed, E> {
                Seed::from_hex(text)
                    .ok_or_else(|| E::invalid_value(de::Unexpected::Str(text), &self))
            }
        }
        reader.deserialize_any(NumberOrKey)
    }
}

pub fn bot_rng(seed: u64) -> BotRng {
    BotRng::seed_from_u64(seed)
}

/// Fisher-Yates shuffle on our PRNG.
pub fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    use rand::seq::SliceRandom;
    items.shuffle(rng);
}

/// ChaCha with 8 rounds, a 64-bit block counter and a 64-bit stream number, seeded as
/// rand_chacha's `ChaCha8Rng` (the seed is the 256-bit key; the stream starts at 0).
#[derive(Clone)]
pub struct GameRng(BlockRng<ChaCha8Core>);

const BLOCK_WORDS: usize = 16;

#[derive(Clone)]
struct ChaCha8Core {
    key: [u32; 8],
    /// The next block to compute.
    block: u64,
    stream: u64,
}

/// "expand 32-byte k", the cipher's constant words.
const CONSTANTS: [u32; 4] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574];

/// One quarter round on words `a`, `b`, `c` and `d`. Always inlined: with the indices known, the
/// words stay in locals and no index is checked.
#[inline(always)]
fn quarter(x: &mut [u32; BLOCK_WORDS], a: usize, b: usize, c: usize, d: usize) {
    x[a] = x[a].wrapping_add(x[b]);
    x[d] = (x[d] ^ x[a]).rotate_left(16);
    x[c] = x[c].wrapping_add(x[d]);
    x[b] = (x[b] ^ x[c]).rotate_left(12);
    x[a] = x[a].wrapping_add(x[b]);
    x[d] = (x[d] ^ x[a]).rotate_left(8);
    x[c] = x[c].wrapping_add(x[d]);
    x[b] = (x[b] ^ x[c]).rotate_left(7);
}

impl BlockRngCore for ChaCha8Core {
    type Item = u32;
    type Results = [u32; BLOCK_WORDS];

    fn generate(&mut self, out: &mut [u32; BLOCK_WORDS]) {
        let mut input = [0; BLOCK_WORDS];
        input[..4].copy_from_slice(&CONSTANTS);
        input[4..12].copy_from_slice(&self.key);
        input[12..].copy_from_slice(&[
            self.block as u32,
            (self.block >> 32) as u32,
            self.stream as u32,
            (self.stream >> 32) as u32,
        ]);
        let mut x = input;
        for _double_round in 0..4 {
            // The four columns, then the four diagonals.
            quarter(&mut x, 0, 4, 8, 12);
            quarter(&mut x, 1, 5, 9, 13);
            quarter(&mut x, 2, 6, 10, 14);
            quarter(&mut x, 3, 7, 11, 15);
            quarter(&mut x, 0, 5, 10, 15);
            quarter(&mut x, 1, 6, 11, 12);
            quarter(&mut x, 2, 7, 8, 13);
            quarter(&mut x, 3, 4, 9, 14);
        }
        for ((out, x), input) in out.iter_mut().zip(x).zip(input) {
            *out = x.wrapping_add(input);
        }
        self.block = self.block.wrapping_add(1);
    }
}

impl RngCore for GameRng {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    fn fill_bytes(&mut self, bytes: &mut [u8]) {
        self.0.fill_bytes(bytes)
    }
}

impl SeedableRng for GameRng {
    type Seed = [u8; 32];

    fn from_seed(seed: [u8; 32]) -> Self {
        // Not rand_core's `le::read_u32_into`: its length check and `try_into().unwrap()` panic
        // with formatted messages, 0.35 KB of 18 Holes' module (measured).
        let mut key = [0; 8];
        for (word, bytes) in key.iter_mut().zip(seed.chunks_exact(4)) {
            *word = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        }
        GameRng(BlockRng::new(ChaCha8Core {
            key,
            block: 0,
            stream: 0,
        }))
    }
}

/// Where a generator stands, as rand_chacha writes a `ChaCha8Rng`: its seed, its stream and
/// the number of words drawn (`word_pos`). Two generators that stand at the same place are equal.
#[derive(PartialEq, Serialize, Deserialize)]
struct Place {
    seed: [u8; 32],
    stream: u64,
    word_pos: u128,
}

impl GameRng {
    fn place(&self) -> Place {
        let core = &self.0.core;
        let mut seed = [0; 32];
        for (bytes, word) in seed.chunks_exact_mut(4).zip(core.key) {
            bytes.copy_from_slice(&word.to_le_bytes());
        }
        // The buffer holds the block before `core.block`, of which `index` words are used (all
        // 16 before the first block is computed).
        let index = self.0.index() as u64;
        let block = core
            .block
            .wrapping_sub(1)
            .wrapping_add(index / BLOCK_WORDS as u64);
        Place {
            seed,
            stream: core.stream,
            word_pos: u128::from(block) * BLOCK_WORDS as u128
                + u128::from(index % BLOCK_WORDS as u64),
        }
    }

    fn at(place: &Place) -> GameRng {
        let mut rng = GameRng::from_seed(place.seed);
        rng.0.core.stream = place.stream;
        rng.0.core.block = (place.word_pos / BLOCK_WORDS as u128) as u64;
        rng.0
            .generate_and_set((place.word_pos % BLOCK_WORDS as u128) as usize);
        rng
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &GameRng) -> bool {
        self.place() == other.place()
    }
}

/// Says nothing of the key, as rand_chacha's does not: a state's `Debug` must not show the
/// cards to come.
impl std::fmt::Debug for GameRng {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("GameRng")
    }
}

impl Serialize for GameRng {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        self.place().serialize(out)
    }
}

impl<'de> Deserialize<'de> for GameRng {
    fn deserialize<D: Deserializer<'de>>(reader: D) -> Result<GameRng, D::Error> {
        Place::deserialize(reader).map(|place| GameRng::at(&place))
    }
}

#[cfg(test)]
#[path = "rng_tests.rs"]
mod rng_tests;
