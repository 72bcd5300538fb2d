//! Sorting for the short lists the rules keep in order: a hand, a pool of clubs, the seats, a
//! few tiles. An insertion sort, stable, a few hundred bytes of wasm for each type it sorts,
//! where the standard library's sorts (built for long slices) add 2–3 KB each. Every list
//! sorted here holds a few dozen items at most, so the quadratic worst case never shows.

use std::cmp::Ordering;

/// Sorts `items` ascending; equal items keep their order.
pub fn sort_short<T: Ord>(items: &mut [T]) {
    sort_short_by(items, T::cmp);
}

/// Sorts `items` by `key`, ascending; items with equal keys keep their order.
pub fn sort_short_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_short_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` by `compare`; items it calls equal keep their order.
pub fn sort_short_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `items` by `key`, ascending, for lists of hundreds (a course's cells), where an
/// insertion sort takes long. A heapsort, which keeps no order among equal keys: only for keys
/// that are all different, where every sort gives the one order. About 0.2 KB of wasm, where
/// the standard library's unstable sort adds about 3 KB.
pub fn sort_distinct_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    // Moves the item at `root` down the heap of the first `end` items to its place.
    let sift = |items: &mut [T], mut root: usize, end: usize| loop {
        let mut child = 2 * root + 1;
        if child >= end {
            break;
        }
        if child + 1 < end && key(&items[child]) < key(&items[child + 1]) {
            child += 1;
        }
        if key(&items[root]) >= key(&items[child]) {
            break;
        }
        items.swap(root, child);
        root = child;
    };
    let n = items.len();
    for root in (0..n / 2).rev() {
        sift(items, root, n);
    }
    for end in (1..n).rev() {
        items.swap(0, end);
        sift(items, 0, end);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_standard_sort_does_and_keeps_ties_in_order() {
        let mut seed = 7u64;
        for len in 0..40 {
            let mut items: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (((seed >> 33) % 6) as u8, i)
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_by_key(|x| x.0); // stable
            sort_short_by_key(&mut items, |x| x.0);
            assert_eq!(items, expected);
            let mut plain: Vec<u8> = items.iter().map(|x| x.0).rev().collect();
            let mut sorted = plain.clone();
            sorted.sort_unstable();
            sort_short(&mut plain);
            assert_eq!(plain, sorted);
        }
    }

    #[test]
    fn sorts_distinct_keys_as_the_standard_sort_does() {
        let mut seed = 11u64;
        for len in [0, 1, 2, 3, 7, 8, 40, 333, 1500] {
            // Distinct keys in a shuffled order, each with a payload.
            let mut items: Vec<(i32, usize)> = (0..len).map(|i| (i as i32 * 7 - 900, i)).collect();
            for i in (1..items.len()).rev() {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                items.swap(i, (seed >> 33) as usize % (i + 1));
            }
            let mut expected = items.clone();
            expected.sort_unstable_by_key(|x| x.0);
            sort_distinct_by_key(&mut items, |x| x.0);
            assert_eq!(items, expected);
        }
    }
}
