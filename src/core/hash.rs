//! A state hash that is the same natively and in wasm: FNV-1a (64-bit) over the canonical JSON of
//! the state. JSON, not `std::hash`, because `Hash` impls write `usize` lengths whose width differs
//! between 64-bit native and 32-bit wasm.

use serde::Serialize;

pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

pub fn state_hash<T: Serialize>(state: &T) -> String {
    let json = serde_json::to_vec(state).unwrap_or_default();
    format!("{:016x}", fnv1a64(&json))
}

#[cfg(test)]
mod tests {
    #[test]
    fn fnv_known_vectors() {
        assert_eq!(super::fnv1a64(b""), 0xcbf29ce484222325);
        assert_eq!(super::fnv1a64(b"a"), 0xaf63dc4c8601ec8c);
    }
}
