use crate::language::{Language, Localized};

/// A delete refused because other records still point at the one being deleted, named when the
/// rule that refuses it knows them; this is the fallback when only the database knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StillReferenced;

impl Localized for StillReferenced {
    fn code(&self) -> &'static str {
        "still_referenced"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz => "O‘chirib bo‘lmaydi: bu ma’lumotga boshqa yozuvlar bog‘langan",
            Language::Ru => "Нельзя удалить: на эти данные ссылаются другие записи",
            Language::En => "It cannot be deleted: other records refer to it",
        }
        .to_string()
    }
}
