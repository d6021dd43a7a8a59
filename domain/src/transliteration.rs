//! Uzbek Latin written in Uzbek Cyrillic, by the rules of `i18n/uz-cyrl.json`, which the screens
//! read too: the table's `about` states the rules, its `exceptions` the words no rule spells, and
//! its `cases` are run by both sides' tests.

use std::sync::LazyLock;

use serde::Deserialize;

use crate::text::is_apostrophe;

const RULES: &str = include_str!("../../i18n/uz-cyrl.json");

#[derive(Deserialize)]
struct Rules {
    exceptions: std::collections::BTreeMap<String, String>,
}

struct Exception {
    latin: Vec<char>,
    cyrillic: &'static str,
    stem: bool,
}

/// Longest first, so that a longer word wins over a shorter one it begins with.
static EXCEPTIONS: LazyLock<Vec<Exception>> = LazyLock::new(|| {
    // The table is compiled in; `the_table_parses` fails the build's tests on a malformed one, so
    // no exception list is ever silently empty in a release.
    let rules: Rules = serde_json::from_str(RULES).unwrap_or(Rules { exceptions: Default::default() });
    let mut exceptions: Vec<Exception> = rules
        .exceptions
        .into_iter()
        .map(|(latin, cyrillic)| {
            let stem = latin.ends_with('*');
            Exception { latin: latin.trim_end_matches('*').chars().collect(), cyrillic: Box::leak(cyrillic.into_boxed_str()), stem }
        })
        .collect();
    exceptions.sort_by_key(|e| std::cmp::Reverse(e.latin.len()));
    exceptions
});

fn is_latin(c: char) -> bool {
    c.is_ascii_alphabetic()
}

fn is_cyrillic_vowel(c: char) -> bool {
    matches!(c.to_lowercase().next().unwrap_or(c), 'а' | 'е' | 'и' | 'о' | 'у' | 'э' | 'ю' | 'я' | 'ё' | 'ў')
}

fn letter(c: char) -> Option<&'static str> {
    Some(match c {
        'a' => "а",
        'b' => "б",
        'c' => "с",
        'd' => "д",
        'f' => "ф",
        'g' => "г",
        'h' => "ҳ",
        'i' => "и",
        'j' => "ж",
        'k' => "к",
        'l' => "л",
        'm' => "м",
        'n' => "н",
        'o' => "о",
        'p' => "п",
        'q' => "қ",
        'r' => "р",
        's' => "с",
        't' => "т",
        'u' => "у",
        'v' | 'w' => "в",
        'x' => "х",
        'y' => "й",
        'z' => "з",
        _ => return None,
    })
}

/// The text in Uzbek Cyrillic. Anything that is not Latin (digits, punctuation, Cyrillic) stays,
/// so a text already in Cyrillic is unchanged.
pub fn to_cyrillic(latin: &str) -> String {
    let source: Vec<char> = latin.chars().collect();
    let lower: Vec<char> = source.iter().map(|c| c.to_ascii_lowercase()).collect();
    let mut out = String::with_capacity(latin.len() * 2);
    let mut i = 0;
    while i < source.len() {
        let word_start = i == 0 || !(is_latin(source[i - 1]) || is_apostrophe(source[i - 1]));
        let after_vowel = out.chars().last().is_some_and(is_cyrillic_vowel);
        let upper = source[i].is_ascii_uppercase();
        let at = |k: usize| lower.get(i + k).copied();
        if word_start && is_latin(source[i]) {
            if let Some((length, cyrillic)) = exception_at(&lower, i) {
                let matched = &source[i..i + length];
                let all_capitals = length > 1 && matched.iter().filter(|c| is_latin(**c)).all(|c| c.is_ascii_uppercase());
                out.push_str(&cased(cyrillic, upper, all_capitals));
                i += length;
                continue;
            }
        }
        let (cyrillic, taken): (&str, usize) = match lower[i] {
            'o' | 'g' if at(1).is_some_and(is_apostrophe) => (if lower[i] == 'o' { "ў" } else { "ғ" }, 2),
            's' if at(1).is_some_and(is_apostrophe) && at(2) == Some('h') => ("сҳ", 3),
            's' if at(1) == Some('h') => ("ш", 2),
            'c' if at(1) == Some('h') => ("ч", 2),
            'y' if at(1) == Some('o') && !at(2).is_some_and(is_apostrophe) => ("ё", 2),
            'y' if at(1) == Some('u') => ("ю", 2),
            'y' if at(1) == Some('a') => ("я", 2),
            'y' if at(1) == Some('e') => (if word_start || after_vowel { "е" } else { "ъе" }, 2),
            'e' => (if word_start || after_vowel { "э" } else { "е" }, 1),
            c if is_apostrophe(c) => {
                let between_letters = out.chars().last().is_some_and(char::is_alphabetic) && at(1).is_some_and(is_latin);
                if between_letters {
                    ("ъ", 1)
                } else {
                    out.push(source[i]);
                    i += 1;
                    continue;
                }
            }
            c => match letter(c) {
                Some(cyrillic) => (cyrillic, 1),
                None => {
                    out.push(source[i]);
                    i += 1;
                    continue;
                }
            },
        };
        out.push_str(&cased(cyrillic, upper, upper && at(1).is_some_and(|_| source.get(i + 1).is_some_and(char::is_ascii_uppercase))));
        i += taken;
    }
    out
}

/// An exception that begins at `i`: its length in the source and its Cyrillic.
fn exception_at(lower: &[char], i: usize) -> Option<(usize, &'static str)> {
    EXCEPTIONS.iter().find_map(|e| {
        let end = i + e.latin.len();
        let matches = lower.get(i..end).is_some_and(|s| s == e.latin.as_slice());
        let ends_word = lower.get(end).is_none_or(|c| !(is_latin(*c) || is_apostrophe(*c)));
        (matches && (e.stem || ends_word)).then_some((e.latin.len(), e.cyrillic))
    })
}

/// The first letter in capitals when the Latin began with one; all of them when the Latin was
/// written in capitals.
fn cased(cyrillic: &str, first_upper: bool, all_upper: bool) -> String {
    if all_upper {
        return cyrillic.to_uppercase();
    }
    if !first_upper {
        return cyrillic.to_string();
    }
    let mut chars = cyrillic.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Cases {
        cases: Vec<(String, String)>,
    }

    #[test]
    fn every_case_of_the_shared_table_is_written_as_it_says() {
        let table: Cases = serde_json::from_str(RULES).unwrap();
        assert!(table.cases.len() > 30);
        let wrong: Vec<String> = table
            .cases
            .iter()
            .filter_map(|(latin, cyrillic)| {
                let got = to_cyrillic(latin);
                (got != *cyrillic).then(|| format!("{latin} → {got}, expected {cyrillic}"))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn the_table_parses() {
        let rules: Result<Rules, _> = serde_json::from_str(RULES);
        assert!(rules.is_ok_and(|r| r.exceptions.len() > 10));
    }

    #[test]
    fn cyrillic_and_digits_pass_unchanged() {
        assert_eq!(to_cyrillic("Жами: 12 345"), "Жами: 12 345");
        assert_eq!(to_cyrillic(""), "");
    }
}
