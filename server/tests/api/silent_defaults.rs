//! A failure must not turn into a plausible value: a malformed stored JSON read as student 0, an
//! export writing zeros when its count fails. So every `unwrap_or_default()` and `unwrap_or(0)` in
//! production code says why its default is the meaning rather than a hidden failure.
//!
//! The rule, read from the sources of every crate of the workspace (`src/` only):
//! - a line whose code calls `unwrap_or_default()` or `unwrap_or(0)`, or parses a code and falls back
//!   to a value (`Kind::parse(..).unwrap_or(..)`, an unknown stored code read as a plausible one),
//!   needs a comment (`//`, doc comments too) on that line or on one of the 3 lines above it;
//! - a run of such lines one after the other is one block: its first line needs the comment;
//! - test code is left out: `#[cfg(test)]` items (a `mod tests { .. }` block) and the files of
//!   modules declared under `#[cfg(test)]` (`tests.rs`, `test_support.rs`).
//!
//! Calls inside comments and string literals do not count. A failure that must not become a
//! default is turned into an error instead (`AppError::internal`, a domain error, a validation
//! error), which the API reports in its envelope.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::support::rust_sources;

const CALLS: [&str; 2] = ["unwrap_or_default()", "unwrap_or(0)"];
/// A parse whose failure falls back to a value: `parse(` and, after it on the line, `.unwrap_or(`.
const PARSE: &str = "parse(";
const FALLBACK: &str = ".unwrap_or(";

/// Whether `code` defaults: one of the calls, or a parse that falls back.
fn defaults(code: &str) -> bool {
    CALLS.iter().any(|call| code.contains(call)) || code.find(PARSE).is_some_and(|at| code[at..].contains(FALLBACK))
}
/// How far above a call its comment may sit.
const REACH: usize = 3;

/// One line of a source file: its code without comments (string literals emptied), and whether
/// it holds a comment.
#[derive(Default)]
struct Line {
    code: String,
    comment: bool,
}

enum State {
    Code,
    LineComment,
    BlockComment(usize),
    Str,
    RawStr(usize),
}

fn is_ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// Splits `source` into lines, telling code from comments and string literals.
fn lines_of(source: &str) -> Vec<Line> {
    let chars: Vec<char> = source.chars().collect();
    let mut lines = vec![Line::default()];
    let mut state = State::Code;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            lines.push(Line { code: String::new(), comment: matches!(state, State::BlockComment(_)) });
            if matches!(state, State::LineComment) {
                state = State::Code;
            }
            i += 1;
            continue;
        }
        let line = lines.last_mut().expect("one line at least");
        match state {
            State::LineComment => {}
            State::BlockComment(depth) => {
                if c == '*' && next == Some('/') {
                    state = if depth == 1 { State::Code } else { State::BlockComment(depth - 1) };
                    i += 1;
                } else if c == '/' && next == Some('*') {
                    state = State::BlockComment(depth + 1);
                    i += 1;
                }
            }
            State::Str => {
                if c == '\\' && next != Some('\n') {
                    i += 1;
                } else if c == '"' {
                    line.code.push('"');
                    state = State::Code;
                }
            }
            State::RawStr(hashes) => {
                if c == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
                    line.code.push('"');
                    state = State::Code;
                    i += hashes;
                }
            }
            State::Code => {
                let before = if i > 0 { chars.get(i - 1) } else { None };
                if c == '/' && next == Some('/') {
                    line.comment = true;
                    state = State::LineComment;
                } else if c == '/' && next == Some('*') {
                    line.comment = true;
                    state = State::BlockComment(1);
                    i += 1;
                } else if c == '"' {
                    line.code.push('"');
                    state = State::Str;
                } else if c == 'r'
                    && (!is_ident(before) || (before == Some(&'b') && (i < 2 || !is_ident(chars.get(i - 2)))))
                    && matches!(next, Some('"' | '#'))
                {
                    let hashes = chars[i + 1..].iter().take_while(|c| **c == '#').count();
                    if chars.get(i + 1 + hashes) == Some(&'"') {
                        line.code.push('"');
                        state = State::RawStr(hashes);
                        i += hashes + 1;
                    } else {
                        line.code.push(c);
                    }
                } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
                    // A character literal ('x', '\n', '\u{..}'); a lifetime has no closing quote.
                    let mut j = i + 1;
                    if chars.get(j) == Some(&'\\') {
                        j += 1;
                    }
                    j += 1;
                    while j < chars.len() && chars[j] != '\'' {
                        j += 1;
                    }
                    line.code.push_str("' '");
                    i = j;
                } else {
                    line.code.push(c);
                }
            }
        }
        i += 1;
    }
    lines
}

/// The lines of `#[cfg(test)]` items, and the names of modules declared under `#[cfg(test)]`.
fn test_code(lines: &[Line]) -> (Vec<bool>, Vec<String>) {
    let mut test = vec![false; lines.len()];
    let mut modules = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        if lines[at].code.trim() != "#[cfg(test)]" {
            at += 1;
            continue;
        }
        let (mut depth, mut opened, mut end) = (0usize, false, at);
        'item: for (index, line) in lines.iter().enumerate().skip(at) {
            end = index;
            for c in line.code.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth = depth.saturating_sub(1),
                    ';' if !opened => {
                        let declared = line.code.trim().trim_end_matches(';');
                        if let Some(name) = declared.rsplit("mod ").next().filter(|_| declared.contains("mod ")) {
                            modules.push(name.trim().to_string());
                        }
                        break 'item;
                    }
                    _ => {}
                }
                if opened && depth == 0 {
                    break 'item;
                }
            }
        }
        test[at..=end].iter_mut().for_each(|t| *t = true);
        at = end + 1;
    }
    (test, modules)
}

/// The file a module `name` declared in `file` lives in (`name.rs` or `name/mod.rs`).
fn module_files(file: &Path, name: &str) -> [PathBuf; 2] {
    let dir = file.parent().expect("a file in a directory");
    let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("lib");
    let base = if ["lib", "main", "mod"].contains(&stem) { dir.to_path_buf() } else { dir.join(stem) };
    [base.join(format!("{name}.rs")), base.join(name).join("mod.rs")]
}

/// `path:line: code` of each call without its reason, in the production sources of `root`.
fn unexplained(root: &Path) -> Vec<String> {
    let mut crates = vec![root.join("domain"), root.join("application"), root.join("server"), root.join("solver")];
    let mut adapters: Vec<PathBuf> =
        std::fs::read_dir(root.join("adapters")).expect("adapters/").map(|e| e.expect("an entry").path()).collect();
    adapters.sort();
    crates.extend(adapters);
    let mut files = Vec::new();
    for krate in crates.iter().map(|c| c.join("src")).filter(|src| src.is_dir()) {
        files.extend(rust_sources(&krate));
    }
    let parsed: Vec<(PathBuf, Vec<Line>)> =
        files.into_iter().map(|path| (path.clone(), lines_of(&std::fs::read_to_string(&path).expect("a readable source")))).collect();
    let mut test_files = BTreeSet::new();
    let mut test_lines = Vec::new();
    for (path, lines) in &parsed {
        let (test, modules) = test_code(lines);
        test_files.extend(modules.iter().flat_map(|m| module_files(path, m)));
        test_lines.push(test);
    }
    let mut found = Vec::new();
    for ((path, lines), test) in parsed.iter().zip(&test_lines) {
        if test_files.contains(path) {
            continue;
        }
        let shown = path.strip_prefix(root).unwrap_or(path).display();
        found
            .extend(unexplained_lines(lines, test).into_iter().map(|index| format!("{shown}:{}: {}", index + 1, lines[index].code.trim())));
    }
    found
}

/// The indexes of the lines outside tests that call without a comment near enough.
fn unexplained_lines(lines: &[Line], test: &[bool]) -> Vec<usize> {
    let mut explained = vec![false; lines.len()];
    let mut found = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        if test[index] || !defaults(&line.code) {
            continue;
        }
        let above = &lines[index.saturating_sub(REACH)..index];
        explained[index] = line.comment || above.iter().any(|l| l.comment) || (index > 0 && explained[index - 1]);
        if !explained[index] {
            found.push(index);
        }
    }
    found
}

#[test]
fn every_default_in_production_code_says_why_it_is_not_a_failure() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the workspace holds the server crate");
    let found = unexplained(root);
    assert!(
        found.is_empty(),
        "these lines default without saying why; say in a comment on the line (or up to {REACH} lines above) why the default \
         is the meaning, or turn the failure into an error:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_rule_reads_code_not_comments_strings_or_tests() {
    let source = r##"
fn counted(rows: Option<i64>) -> i64 {
    rows.unwrap_or(0)
}

fn explained(rows: Option<i64>) -> i64 {
    // SUM over no rows is NULL: zero rows.
    rows.unwrap_or(0)
}

fn block(a: Option<u8>, b: Option<u8>) -> (u8, u8, u8, u8) {
    // Absent means none, for all four.
    let x = a.unwrap_or_default();
    let y = b.unwrap_or_default();
    let z = a.or(b).unwrap_or_default();
    let w = b.or(a).unwrap_or_default();
    (x, y, z, w)
}

fn fallback(code: &str) -> Kind {
    Kind::parse(code).unwrap_or(Kind::First)
}

fn quoted() -> &'static str {
    let _ = "x.unwrap_or_default() in a string";
    r#"and "raw" .unwrap_or(0)"#
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod inline {
    fn f(x: Option<u8>) -> u8 { let _ = '}'; x.unwrap_or_default() }
    fn g(x: Option<u8>) -> u8 { x.unwrap_or_default() }
}
"##;
    let lines = lines_of(source);
    let (test, modules) = test_code(&lines);
    let calling: Vec<usize> = lines.iter().enumerate().filter(|(i, l)| !test[*i] && defaults(&l.code)).map(|(i, _)| i + 1).collect();
    assert_eq!(calling, [3, 8, 13, 14, 15, 16, 21], "calls in code outside tests, not in strings");
    let unexplained: Vec<usize> = unexplained_lines(&lines, &test).into_iter().map(|i| i + 1).collect();
    assert_eq!(unexplained, [3, 21], "a comment up to 3 lines above, or a run of calls below one");
    assert_eq!(modules, ["tests"]);
}
