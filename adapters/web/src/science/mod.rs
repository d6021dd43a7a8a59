//! `/science/` and `/reports/science/`: research projects, publications with their authors, files
//! and verification, doctoral students and defences, the people they name, and the report.

mod citizens;
pub(crate) mod codes;
pub(crate) mod doctorate;
pub(crate) mod projects;
pub(crate) mod publications;
mod staff;

pub use citizens::*;
pub use staff::*;

use application::AppError;
use chrono::NaiveDate;
use domain::language::Language;
use domain::validation::{Invalid, ValidationErrors};
use domain::version::Version;

use crate::error::ApiError;

/// A date as the API writes it.
pub(crate) fn day(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// An id of the path: anything but a positive number names nothing.
pub(crate) fn path_id<T>(raw: i64, lang: Language, id: fn(i64) -> Result<T, Invalid>) -> Result<T, ApiError> {
    id(raw).map_err(|_| ApiError::new(AppError::NotFound, lang))
}

/// The version an update must send.
pub(crate) fn version_of(version: Option<i32>, lang: Language) -> Result<Version, ApiError> {
    version.map(Version::new).ok_or_else(|| ApiError::new(ValidationErrors::single("version", Invalid::Required).into(), lang))
}

/// A filter of a list: absent, or a value the list knows (a refusal names the field otherwise).
pub(crate) fn filter<T, V>(
    errors: &mut ValidationErrors,
    field: &str,
    value: Option<V>,
    parse: impl Fn(V) -> Result<T, Invalid>,
) -> Option<T> {
    value.and_then(|value| errors.check(field, parse(value)))
}
