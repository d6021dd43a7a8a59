use serde::{Deserialize, Serialize};

use crate::language::Language;
use crate::validation::{optional_text, required_text, Invalid, ValidationErrors};

/// A name given in Uzbek, Russian and English, and optionally the Uzbek in Cyrillic as the
/// institution spells it. Uzbek is required; a missing translation falls back to Uzbek when shown,
/// and a missing Cyrillic form to the transliteration of the Uzbek.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MultilingualName {
    uz: String,
    #[serde(default)]
    uz_cyrl: String,
    ru: String,
    en: String,
}

impl MultilingualName {
    pub const MAX_LENGTH: usize = 255;

    pub fn parse(uz: &str, uz_cyrl: &str, ru: &str, en: &str) -> Result<Self, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let uz = errors.check("uz", required_text(uz, Self::MAX_LENGTH));
        let uz_cyrl = errors.check("uz_cyrl", optional_text(uz_cyrl, Self::MAX_LENGTH));
        let ru = errors.check("ru", optional_text(ru, Self::MAX_LENGTH));
        let en = errors.check("en", optional_text(en, Self::MAX_LENGTH));
        match (uz, uz_cyrl, ru, en) {
            (Some(uz), Some(uz_cyrl), Some(ru), Some(en)) => Ok(Self { uz, uz_cyrl, ru, en }),
            _ => Err(errors),
        }
    }

    /// For names read back from storage, which only holds parsed names.
    pub fn from_stored(uz: String, uz_cyrl: String, ru: String, en: String) -> Self {
        Self { uz, uz_cyrl, ru, en }
    }

    pub fn uz(&self) -> &str {
        &self.uz
    }

    /// The Uzbek in Cyrillic as stored; empty when none was given.
    pub fn uz_cyrl(&self) -> &str {
        &self.uz_cyrl
    }

    pub fn ru(&self) -> &str {
        &self.ru
    }

    pub fn en(&self) -> &str {
        &self.en
    }

    /// The name as a person reading `language` sees it: Uzbek where the translation is missing,
    /// and in Cyrillic the stored form or else the Uzbek transliterated.
    pub fn get(&self, language: Language) -> std::borrow::Cow<'_, str> {
        in_language([&self.uz, &self.uz_cyrl, &self.ru, &self.en], language)
    }
}

/// The text of a name in `language` from its four forms (Uzbek, Uzbek in Cyrillic, Russian,
/// English) as stored or sent: the Uzbek where the language's is blank, and in Cyrillic the
/// Cyrillic form or else the Uzbek transliterated.
pub fn in_language<'a>([uz, uz_cyrl, ru, en]: [&'a str; 4], language: Language) -> std::borrow::Cow<'a, str> {
    let text = match language {
        Language::Uz => uz,
        Language::UzCyrl if uz_cyrl.trim().is_empty() => return std::borrow::Cow::Owned(crate::transliteration::to_cyrillic(uz)),
        Language::UzCyrl => uz_cyrl,
        Language::Ru => ru,
        Language::En => en,
    };
    std::borrow::Cow::Borrowed(if text.trim().is_empty() { uz } else { text })
}

/// The refusal of the whole name as one field, for value parsers that report one `Invalid`.
pub fn first_refusal(errors: &ValidationErrors) -> Invalid {
    errors.fields().first().map(|(_, invalid)| invalid.clone()).unwrap_or(Invalid::Required)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn uzbek_is_required() {
        assert!(MultilingualName::parse("", "Исм", "Имя", "Name").is_err());
        assert!(MultilingualName::parse("  ", "", "", "").is_err());
        let name = MultilingualName::parse(" Fizika ", "", "", "Physics").unwrap();
        assert_eq!(name.uz(), "Fizika");
        assert_eq!(name.get(Language::Ru), "Fizika");
        assert_eq!(name.get(Language::En), "Physics");
    }

    #[test]
    fn cyrillic_shows_the_stored_form_and_else_the_transliteration() {
        let stored = MultilingualName::parse("Sotsiologiya", " Социология ", "", "").unwrap();
        assert_eq!(stored.uz_cyrl(), "Социология");
        assert_eq!(stored.get(Language::UzCyrl), "Социология");
        let transliterated = MultilingualName::parse("Sotsiologiya", "", "", "").unwrap();
        assert_eq!(transliterated.get(Language::UzCyrl), "Сотсиология");
    }

    #[test]
    fn each_translation_is_bounded() {
        let long = "я".repeat(256);
        let errors = MultilingualName::parse("a", "", &long, "b").unwrap_err();
        assert_eq!(errors.fields()[0].0, "ru");
        let errors = MultilingualName::parse("a", &long, "", "b").unwrap_err();
        assert_eq!(errors.fields()[0].0, "uz_cyrl");
    }

    proptest! {
        #[test]
        fn a_parsed_name_always_has_uzbek(uz in ".{0,300}", ru in ".{0,10}", en in ".{0,10}") {
            match MultilingualName::parse(&uz, "", &ru, &en) {
                Ok(name) => {
                    prop_assert!(!name.uz().is_empty());
                    prop_assert!(name.uz().chars().count() <= MultilingualName::MAX_LENGTH);
                    prop_assert!(!name.get(Language::Ru).is_empty());
                }
                Err(errors) => prop_assert!(!errors.is_empty()),
            }
        }
    }
}
