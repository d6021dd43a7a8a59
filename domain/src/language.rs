use serde::{Deserialize, Serialize};

/// A language of the interface. Uzbek is the default and the fallback. Uzbek in Cyrillic is
/// Uzbek written in the other script: its texts are the Uzbek ones transliterated (`written`,
/// `Language::show`), so no text is kept twice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    Uz,
    #[serde(rename = "uz-Cyrl")]
    UzCyrl,
    Ru,
    En,
}

impl Language {
    /// The languages texts are written in; Uzbek in Cyrillic is derived from Uzbek.
    pub const ALL: [Language; 3] = [Language::Uz, Language::Ru, Language::En];
    /// Every language a person may choose.
    pub const INTERFACE: [Language; 4] = [Language::Uz, Language::UzCyrl, Language::Ru, Language::En];

    pub fn code(self) -> &'static str {
        match self {
            Language::Uz => "uz",
            Language::UzCyrl => "uz-Cyrl",
            Language::Ru => "ru",
            Language::En => "en",
        }
    }

    /// The language whose texts this one shows: Uzbek for Uzbek in Cyrillic.
    pub fn written(self) -> Language {
        match self {
            Language::UzCyrl => Language::Uz,
            other => other,
        }
    }

    /// A text written in `self.written()` as a person reading `self` sees it.
    pub fn show(self, text: String) -> String {
        match self {
            Language::UzCyrl => crate::transliteration::to_cyrillic(&text),
            _ => text,
        }
    }

    /// A fixed Uzbek text of the product (a label, a word of a printed form) as a person reading
    /// `self` sees it: in Cyrillic for Uzbek in Cyrillic, else unchanged. Meant for texts written
    /// in the code; what people typed (names of persons, numbers of documents) is never passed here.
    pub fn fixed(self, uzbek: &'static str) -> &'static str {
        match self {
            Language::UzCyrl => cyrillic(uzbek),
            _ => uzbek,
        }
    }

    pub fn from_code(code: &str) -> Option<Language> {
        let mut parts = code.trim().split(['-', '_']);
        let primary = parts.next()?.to_ascii_lowercase();
        match primary.as_str() {
            "uz" if parts.any(|p| p.eq_ignore_ascii_case("cyrl")) => Some(Language::UzCyrl),
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
        // No language the product speaks was asked for: Uzbek, as documented.
        tags.first().map(|t| t.2).unwrap_or_default()
    }
}

/// A fixed text of the product in its three languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    pub uz: &'static str,
    /// The Cyrillic where it is written out (the screens' catalogue); else the Uzbek transliterated.
    pub uz_cyrl: Option<&'static str>,
    pub ru: &'static str,
    pub en: &'static str,
}

impl Text {
    pub const fn new(uz: &'static str, ru: &'static str, en: &'static str) -> Text {
        Text { uz, uz_cyrl: None, ru, en }
    }

    pub const fn with_cyrillic(uz: &'static str, uz_cyrl: &'static str, ru: &'static str, en: &'static str) -> Text {
        Text { uz, uz_cyrl: Some(uz_cyrl), ru, en }
    }

    pub fn get(&self, language: Language) -> &'static str {
        match language {
            Language::Uz => self.uz,
            Language::UzCyrl => self.uz_cyrl.unwrap_or_else(|| cyrillic(self.uz)),
            Language::Ru => self.ru,
            Language::En => self.en,
        }
    }
}

/// A fixed text with `{0}`, `{1}`… put in place by `values`, in one pass, so that a value is never
/// read as a place. With `Language::fixed` the text turns Cyrillic while the values stay as typed.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut filled = String::with_capacity(template.len() + values.iter().map(|v| v.len()).sum::<usize>());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        filled.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let place = after.find('}').and_then(|close| after[..close].parse::<usize>().ok().map(|at| (at, close)));
        match place.and_then(|(at, close)| values.get(at).map(|value| (value, close))) {
            Some((value, close)) => {
                filled.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                filled.push('{');
                rest = after;
            }
        }
    }
    filled.push_str(rest);
    filled
}

/// The Cyrillic of a fixed text, written once per text: the product's texts are a finite set, so
/// what is kept does not grow with use.
fn cyrillic(latin: &'static str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::{LazyLock, RwLock};
    static WRITTEN: LazyLock<RwLock<HashMap<&'static str, &'static str>>> = LazyLock::new(Default::default);
    if let Some(found) = WRITTEN.read().unwrap_or_else(|e| e.into_inner()).get(latin) {
        return found;
    }
    let written: &'static str = Box::leak(crate::transliteration::to_cyrillic(latin).into_boxed_str());
    WRITTEN.write().unwrap_or_else(|e| e.into_inner()).entry(latin).or_insert(written)
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
        assert_eq!(Language::from_accept_language("uz-Cyrl, ru;q=0.5"), Language::UzCyrl);
        assert_eq!(Language::from_accept_language("uz-Latn-UZ"), Language::Uz);
        assert_eq!(Language::from_accept_language("uz-cyrl-uz"), Language::UzCyrl);
    }

    #[test]
    fn a_filled_template_keeps_its_values_as_typed() {
        let template = Language::UzCyrl.fixed("{0} va talaba {1} {2} o‘quv yili uchun");
        assert_eq!(fill(template, &["ТАТУ", "Aliyev Vali", "2026/2027"]), "ТАТУ ва талаба Aliyev Vali 2026/2027 ўқув йили учун");
        assert_eq!(fill("{1}: {0} {x} {9}", &["{1}", "b"]), "b: {1} {x} {9}");
    }

    #[test]
    fn uzbek_in_cyrillic_shows_the_uzbek_texts_transliterated() {
        let text = Text::new("Talaba topilmadi", "Студент не найден", "Student not found");
        assert_eq!(text.get(Language::UzCyrl), "Талаба топилмади");
        assert_eq!(Language::UzCyrl.written(), Language::Uz);
        assert_eq!(Language::UzCyrl.show("Guruh".into()), "Гуруҳ");
        assert_eq!(Language::UzCyrl.fixed("Haftalik dars jadvali"), "Ҳафталик дарс жадвали");
        assert_eq!(Language::Uz.fixed("Guruh"), "Guruh");
        assert_eq!(Language::Ru.fixed("Группа"), "Группа");
        assert_eq!(Language::Ru.show("Guruh".into()), "Guruh");
    }
}
