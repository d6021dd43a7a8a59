//! Rules every stored text obeys, whatever field holds it.

use crate::language::{Language, Localized};

/// Uzbek writes the letters o‘ and g‘ and the separating sign with an apostrophe that people type
/// in any of these forms; the search and the headers of imported files take them as one.
pub const APOSTROPHES: [char; 6] = ['\'', '‘', '’', 'ʻ', 'ʼ', '`'];

pub fn is_apostrophe(c: char) -> bool {
    APOSTROPHES.contains(&c)
}

/// The text with every form of the apostrophe written as `'`: what a search compares, on both
/// sides (the database's `citizen_search_name` writes a stored name the same way).
pub fn with_one_apostrophe(text: &str) -> String {
    text.chars().map(|c| if is_apostrophe(c) { '\'' } else { c }).collect()
}

/// A text holding the NUL character, which PostgreSQL cannot store: refused (422), never a fault.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NulCharacter;

impl Localized for NulCharacter {
    fn code(&self) -> &'static str {
        "invalid_character"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Matnda ruxsat etilmagan belgi bor (NUL)",
            Language::Ru => "Текст содержит недопустимый символ (NUL)",
            Language::En => "The text holds a character that is not allowed (NUL)",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_of_the_apostrophe_becomes_one() {
        for typed in ["o'g'li", "o‘g‘li", "o’g’li", "oʻgʻli", "oʼgʼli", "o`g`li"] {
            assert_eq!(with_one_apostrophe(typed), "o'g'li", "{typed}");
        }
        assert_eq!(with_one_apostrophe("Qodirov Ulug‘bek"), "Qodirov Ulug'bek");
        assert_eq!(with_one_apostrophe("Karimov"), "Karimov");
    }

    #[test]
    fn the_refusal_speaks_every_language() {
        for language in [Language::Uz, Language::Ru, Language::En] {
            assert!(NulCharacter.message(language).contains("NUL"));
        }
        assert_eq!(NulCharacter.code(), "invalid_character");
    }
}
