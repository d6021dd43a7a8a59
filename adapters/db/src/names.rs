//! A multilingual name as the tables keep it: `name_uz`, `name_uz_cyrl`, `name_ru`, `name_en`,
//! read in that order as one tuple.

use domain::multilingual::MultilingualName;

pub(crate) type NameColumns = (String, String, String, String);

pub(crate) fn name_of((uz, uz_cyrl, ru, en): NameColumns) -> MultilingualName {
    MultilingualName::from_stored(uz, uz_cyrl, ru, en)
}
