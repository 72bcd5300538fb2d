//! The command-line tools' options: `--name value` pairs in any order, and the flags that take
//! no value. Shared by the tools through `#[path]` (a folder without `main.rs` is no tool).

/// Each option as given: its name and, unless it is one of `flags`, its value.
pub fn options(flags: &[&str]) -> Result<Vec<(String, String)>, String> {
    let mut args = std::env::args().skip(1);
    let mut out = Vec::new();
    while let Some(name) = args.next() {
        if flags.contains(&name.as_str()) {
            out.push((name, String::new()));
        } else if name.starts_with("--") {
            let value = args.next().ok_or_else(|| format!("{name} needs a value"))?;
            out.push((name, value));
        } else {
            return Err(format!("unknown option '{name}' (try --help)"));
        }
    }
    Ok(out)
}

/// A whole-number option's value.
pub fn number(name: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("{name} needs a whole number"))
}
