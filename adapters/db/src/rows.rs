//! Row shapes that several raw statements read, declared once: a statement that answers one of
//! these names its columns as the shape does.

use diesel::sql_types::{BigInt, Bool, Integer, Text};
use diesel::QueryableByName;

/// An id: what a statement that inserts, finds or locks one row answers.
#[derive(QueryableByName)]
pub(crate) struct IdRow {
    #[diesel(sql_type = BigInt)]
    pub(crate) id: i64,
}

/// A count, as `count(*) AS count`.
#[derive(QueryableByName)]
pub(crate) struct CountRow {
    #[diesel(sql_type = BigInt)]
    pub(crate) count: i64,
}

/// Whether something exists, as `EXISTS (...) AS found`.
#[derive(QueryableByName)]
pub(crate) struct FoundRow {
    #[diesel(sql_type = Bool)]
    pub(crate) found: bool,
}

/// A subject of a curriculum named in each language with its hours: a vocational subject, a custom
/// subject.
#[derive(QueryableByName)]
pub(crate) struct NamedHoursRow {
    #[diesel(sql_type = Text)]
    pub(crate) name_uz: String,
    #[diesel(sql_type = Text)]
    pub(crate) name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    pub(crate) name_ru: String,
    #[diesel(sql_type = Text)]
    pub(crate) name_en: String,
    #[diesel(sql_type = Integer)]
    pub(crate) study_hours: i32,
}

/// A name in each language, as `name_uz`, `name_uz_cyrl`, `name_ru` and `name_en` columns: embedded
/// (`#[diesel(embed)]`) in the rows of statements that name an institution, a subject, a direction.
#[derive(QueryableByName)]
pub(crate) struct NameRow {
    #[diesel(sql_type = Text)]
    pub(crate) name_uz: String,
    #[diesel(sql_type = Text)]
    pub(crate) name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    pub(crate) name_ru: String,
    #[diesel(sql_type = Text)]
    pub(crate) name_en: String,
}

impl NameRow {
    pub(crate) fn name(self) -> domain::multilingual::MultilingualName {
        domain::multilingual::MultilingualName::from_stored(self.name_uz, self.name_uz_cyrl, self.name_ru, self.name_en)
    }
}
