//! 3x3 grids, shared by Golfie and Grandpa Beck's Golf. Cells are numbered row by row:
//! 0 1 2 / 3 4 5 / 6 7 8.

pub const CELLS: usize = 9;

/// The three rows then the three columns.
pub const LINES: [[usize; 3]; 6] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
];

pub fn row_of(cell: usize) -> usize {
    cell / 3
}

pub fn col_of(cell: usize) -> usize {
    cell % 3
}

/// Orthogonal neighbours of a cell.
pub fn neighbours(cell: usize) -> Vec<usize> {
    let (r, c) = (row_of(cell), col_of(cell));
    let mut out = Vec::with_capacity(4);
    if r > 0 {
        out.push(cell - 3);
    }
    if r < 2 {
        out.push(cell + 3);
    }
    if c > 0 {
        out.push(cell - 1);
    }
    if c < 2 {
        out.push(cell + 1);
    }
    out
}

/// Removes the cells of `gone` and lets the rest of each column rise to the top; returns the
/// cells left empty at the bottom, to be refilled.
pub fn shift_up<T: Clone>(grid: &mut [Option<T>; CELLS], gone: &[usize]) -> Vec<usize> {
    for &cell in gone {
        grid[cell] = None;
    }
    let mut empty = Vec::new();
    for col in 0..3 {
        let kept: Vec<T> = (0..3).filter_map(|r| grid[r * 3 + col].clone()).collect();
        for r in 0..3 {
            grid[r * 3 + col] = kept.get(r).cloned();
            if r >= kept.len() {
                empty.push(r * 3 + col);
            }
        }
    }
    empty
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_orthogonal() {
        assert_eq!(neighbours(4), vec![1, 7, 3, 5]);
        assert_eq!(neighbours(0), vec![3, 1]);
    }

    #[test]
    fn shift_up_fills_from_the_bottom() {
        let mut g: [Option<u8>; 9] = [
            Some(0),
            Some(1),
            Some(2),
            Some(3),
            Some(4),
            Some(5),
            Some(6),
            Some(7),
            Some(8),
        ];
        let empty = shift_up(&mut g, &[1]);
        assert_eq!(g[1], Some(4));
        assert_eq!(g[4], Some(7));
        assert_eq!(g[7], None);
        assert_eq!(empty, vec![7]);
    }
}
