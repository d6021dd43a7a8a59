//! `/finance/`: the ministry's base amounts, an institution's prices, students' contracts with
//! their debts, and the debts per student, group or institution. Money is whole tiyin.

pub(crate) mod base_amounts;
pub(crate) mod contracts;
pub(crate) mod debts;
pub(crate) mod import;
pub(crate) mod payments;
pub(crate) mod prices;
pub(crate) mod print;

use application::AppError;
use domain::language::Language;
use domain::validation::Invalid;

use crate::error::ApiError;

/// An id of the path: anything but a positive number names nothing.
pub(crate) fn path_id(raw: i64, lang: Language) -> Result<i64, ApiError> {
    if raw > 0 {
        Ok(raw)
    } else {
        Err(ApiError::new(AppError::NotFound, lang))
    }
}

/// A year filter: an academic year by the calendar year it begins in.
pub(crate) fn year(raw: i64) -> Result<i32, Invalid> {
    domain::finance::parse_academic_year(raw)
}
