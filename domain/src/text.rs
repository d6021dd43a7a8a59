//! Rules every stored text obeys, whatever field holds it.

use crate::language::{Language, Localized};

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
    fn the_refusal_speaks_every_language() {
        for language in [Language::Uz, Language::Ru, Language::En] {
            assert!(NulCharacter.message(language).contains("NUL"));
        }
        assert_eq!(NulCharacter.code(), "invalid_character");
    }
}
