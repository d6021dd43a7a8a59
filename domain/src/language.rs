use serde::{Deserialize, Serialize};

/// A language of the interface. Uzbek is the default and the fallback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    Uz,
    Ru,
    En,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::Uz, Language::Ru, Language::En];

    pub fn code(self) -> &'static str {
        match self {
            Language::Uz => "uz",
            Language::Ru => "ru",
            Language::En => "en",
        }
    }

    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "uz" => Some(Language::Uz),
            "ru" => Some(Language::Ru),
            "en" => Some(Language::En),
            _ => None,
        }
    }

    /// Picks the language from an `Accept-Language` header: the first supported tag by quality,
    /// Uzbek when none is supported.
    pub fn from_accept_language(header: &str) -> Language {
        let mut tags: Vec<(f32, usize, Language)> = header
            .split(',')
            .enumerate()
            .filter_map(|(position, part)| {
                let mut pieces = part.split(';');
                let language = Language::from_code(pieces.next()?)?;
                let quality = pieces.find_map(|p| p.trim().strip_prefix("q=")).and_then(|q| q.parse::<f32>().ok()).unwrap_or(1.0);
                Some((quality, position, language))
            })
            .filter(|(quality, _, _)| *quality > 0.0)
            .collect();
        tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        tags.first().map(|t| t.2).unwrap_or_default()
    }
}

/// A fixed text of the product in its three languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    pub uz: &'static str,
    pub ru: &'static str,
    pub en: &'static str,
}

impl Text {
    pub const fn new(uz: &'static str, ru: &'static str, en: &'static str) -> Text {
        Text { uz, ru, en }
    }

    pub fn get(&self, language: Language) -> &'static str {
        match language {
            Language::Uz => self.uz,
            Language::Ru => self.ru,
            Language::En => self.en,
        }
    }
}

/// Anything that is shown to a person as an error: a stable code and a text per language.
pub trait Localized: std::fmt::Debug + Send + Sync {
    fn code(&self) -> &'static str;
    fn message(&self, language: Language) -> String;
    /// Every text the error envelope's `messages` carries: the message, then any details (each
    /// missing subject of a refused graduation...).
    fn messages(&self, language: Language) -> Vec<String> {
        vec![self.message(language)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_best_supported_tag() {
        assert_eq!(Language::from_accept_language("ru-RU,ru;q=0.9,en;q=0.8"), Language::Ru);
        assert_eq!(Language::from_accept_language("de, en;q=0.5, ru;q=0.7"), Language::Ru);
        assert_eq!(Language::from_accept_language("en"), Language::En);
        assert_eq!(Language::from_accept_language("fr, de"), Language::Uz);
        assert_eq!(Language::from_accept_language(""), Language::Uz);
        assert_eq!(Language::from_accept_language("ru;q=0, en"), Language::En);
    }
}
